import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { importReplayXml, type ImportedMatch } from "../src/index.js"
import { cell, el, executeSequence, stepResult } from "./bbr.js"
import { d6Roll, homeBlock, playerStep, START, turnsXml, useAction } from "./turn-fragment.js"

// Synthetic fragments of BB3's shapes around a block: a roll of the block's own made as it is
// declared, and the apothecary asked about in one step and answered in a later one.

const tags = (match: ImportedMatch) => match.events.map(({ seq: _seq, ...rest }) => rest)
const fold = (match: ImportedMatch) => {
  const built = Replay.build(match.header, match.events, { trustClaims: true })
  if (built._tag === "Failure") throw new Error(built.failure.message)
  return built.success
}
const FOUL_APPEARANCE = 10

describe("a block's own roll BB3 makes as the Block action is declared", () => {
  it("throws the block first, then Foul Appearance's D6, then the block dice", () => {
    const declared = [el("ResultSkillUsage", el("PlayerId", 37), el("Skill", FOUL_APPEARANCE), el("Used", 1)), d6Roll(37, 3, 2, 1)]
    const match = importReplayXml(turnsXml({ awaySkills: { 37: [FOUL_APPEARANCE] }, home: homeBlock({ declared }) }), { verify: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = tags(match)
    const at = events.findIndex((event) => event._tag === "BlockThrown")
    expect(events.slice(at - 1, at + 3)).toEqual([
      { _tag: "ActionDeclared", player: "p2", action: "block" },
      { _tag: "BlockThrown", player: "p2", target: "p37" },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "foul-appearance", player: "p2", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "block", faces: [6, 3], for: "block", player: "p2" }
    ])
    expect(fold(match).violation).toBeNull()
  })
})

describe("the apothecary BB3 asks about in one step and its coach answers in a later one", () => {
  // The armour breaks; the injury roll (3 + 5, a KO for a Stunty Goblin: BB3's Outcome 2) is shown inside QuestionApothecaryCasualtyUsage.
  const armourBroken = el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 6)), el("Die", el("Value", 5))), el("RollType", 10), el("Outcome", 1), el("NewRoll", 1))
  const question = el("QuestionApothecaryCasualtyUsage", el("RollInfos", el("Status", 1), el("Dice", el("Die", el("Value", 3)), el("Die", el("Value", 5))), el("RollType", 11), el("Outcome", 2)))
  const answer = (used: number) =>
    el("EventExecuteSequence", el("Sequence", stepResult(el("DamageStep", el("PlayerId", 37), el("StepType", 2)), el("ResultPlayerRemoval", el("PlayerId", 37)), el("ResultApothecary", el("ApothecaryUsed", used)))))
  const { 37: _gone, ...afterHome } = { ...START, 2: [13, 6] as const, 39: [20, 7] as const }

  it("writes the KO's injury roll (not a casualty D16) and waits for the answer before declining", () => {
    const match = importReplayXml(
      turnsXml({ awayApothecary: true, home: homeBlock({ damage: [armourBroken, question] }), homeLater: answer(0), afterHome, hurt: { 37: 3 } }),
      { verify: true }
    )
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = tags(match)
    const at = events.findIndex((event) => event._tag === "DiceRolled" && event.for === "injury")
    expect(events.slice(at, at + 2)).toEqual([
      { _tag: "DiceRolled", die: "2d6", faces: [3, 5], for: "injury", player: "p37", claimed: { result: "ko" } },
      { _tag: "ApothecaryDeclined", team: "away", player: "p37" }
    ])
    const replay = fold(match)
    expect(replay.violation).toBeNull()
    expect(replay.after(replay.length - 1).players.find((player) => player.id === "p37")!.box).toBe("ko")
  })
})

describe("a casualty roll BB3 modified where our rules do not", () => {
  // Armour broken, injury 6 + 5 (a casualty for a Stunty Goblin), then BB3's D16 of 12 with a +1 it
  // applies (ModifierType 31): a lasting injury (Outcome 7) with its D6 of 4 for BB3, a Serious Injury for us.
  const armourBroken = el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 6)), el("Die", el("Value", 5))), el("RollType", 10), el("Outcome", 1), el("NewRoll", 1))
  const injury = el("ResultInjuryRoll", el("Status", 1), el("Dice", el("Die", el("Value", 6)), el("Die", el("Value", 5))), el("RollType", 11), el("Outcome", 4))
  const casualty = el("ResultCasualtyRoll", el("Status", 1), el("Dice", el("Die", el("Value", 12)), el("Die", el("Value", 4))), el("RollType", 12), el("Outcome", 7))
  const { 37: _gone, ...afterHome } = { ...START, 2: [13, 6] as const, 39: [20, 7] as const }

  it("writes the D16 and leaves out the lasting injury's D6 the rules do not ask for", () => {
    const match = importReplayXml(turnsXml({ home: homeBlock({ damage: [armourBroken, injury, casualty] }), afterHome, hurt: { 37: { status: 4, casualties: [7] } } }), { verify: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = tags(match)
    const at = events.findIndex((event) => event._tag === "DiceRolled" && event.for === "casualty")
    expect(events[at]).toEqual({ _tag: "DiceRolled", die: "d16", faces: [12], for: "casualty", player: "p37" })
    expect(events.some((event) => event._tag === "DiceRolled" && event.for === "lasting-injury")).toBe(false)
    expect(fold(match).violation).toBeNull()
  })
})

describe("a skill BB3 offers a coach during a block", () => {
  it.each([
    ["Sidestep to the defender, the push that follows its answer", el("QuestionSkillUsage", el("GamerId", 1), el("PlayerId", 37), el("Skill", 56))],
    ["Dodge against a Stumble, its ResultSkillUsage following", el("QuestionBlockSkillUsage", el("GamerId", 1), el("PlayerId", 37), el("Skill", 7))]
  ])("writes nothing for the offer (%s)", (_, offer) => {
    const plain = importReplayXml(turnsXml(), { verify: true })
    const match = importReplayXml(turnsXml({ home: homeBlock({ chosen: [offer] }) }), { verify: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(tags(match)).toEqual(tags(plain))
  })
})

describe("Foul Appearance BB3 rolls where our rules ask none", () => {
  it("leaves out a passed one (BB3 rolls it again for a Frenzy player's second block): it changes nothing", () => {
    const again = [el("ResultSkillUsage", el("PlayerId", 37), el("Skill", 10), el("Used", 1)), d6Roll(37, 5, 2, 1)]
    const plain = importReplayXml(turnsXml(), { verify: true })
    const match = importReplayXml(turnsXml({ home: homeBlock({ chosen: again }) }), { verify: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(tags(match)).toEqual(tags(plain))
  })
})

describe("Regeneration after a casualty", () => {
  it("writes its D6 (RollType 46) after the casualty roll", () => {
    const armourBroken = el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 6)), el("Die", el("Value", 5))), el("RollType", 10), el("Outcome", 1), el("NewRoll", 1))
    const injury = el("ResultInjuryRoll", el("Status", 1), el("Dice", el("Die", el("Value", 6)), el("Die", el("Value", 5))), el("RollType", 11), el("Outcome", 4))
    const casualty = el("ResultCasualtyRoll", el("Status", 1), el("Dice", el("Die", el("Value", 2))), el("RollType", 12), el("Outcome", 1))
    const regenerates = [el("ResultSkillUsage", el("PlayerId", 37), el("Skill", 19), el("Used", 1)), d6Roll(46, 2, 4, 0)]
    const { 37: _gone, ...afterHome } = { ...START, 2: [13, 6] as const, 39: [20, 7] as const }
    const match = importReplayXml(
      turnsXml({ awaySkills: { 37: [19] }, home: homeBlock({ damage: [armourBroken, injury, casualty, ...regenerates] }), afterHome, hurt: { 37: { status: 4, casualties: [1] } } }),
      { verify: true }
    )
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = tags(match)
    const at = events.findIndex((event) => event._tag === "DiceRolled" && event.for === "casualty")
    expect(events[at + 1]).toEqual({ _tag: "DiceRolled", die: "d6", faces: [2], for: "regeneration", player: "p37", claimed: { success: false, target: 4 } })
    expect(fold(match).violation).toBeNull()
  })
})

describe("the apothecary's second casualty roll", () => {
  // Armour and injury broken (a casualty for a Stunty Goblin); BB3 shows the D16 inside its question, rolls the
  // second D16 in a later step once the coach has sent for the apothecary, and says what it kept in the next.
  const armourBroken = el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 6)), el("Die", el("Value", 5))), el("RollType", 10), el("Outcome", 1), el("NewRoll", 1))
  const injury = el("ResultInjuryRoll", el("Status", 1), el("Dice", el("Die", el("Value", 6)), el("Die", el("Value", 5))), el("RollType", 11), el("Outcome", 4))
  const d16 = (face: number) => [el("Dice", el("Die", el("DieType", 4), el("Value", face))), el("RollType", 12)]
  const asked = (first: number) => el("QuestionApothecaryCasualtyUsage", el("GamerId", 1), el("RollInfos", el("Status", 1), ...d16(first)))
  const damage = (...results: ReadonlyArray<string>) => el("EventExecuteSequence", el("Sequence", stepResult(el("DamageStep", el("PlayerId", 37), el("StepType", 2)), ...results)))
  const answered = (first: number, second: number) =>
    damage(el("QuestionApothecaryCasualtyChoice", el("GamerId", 1), el("NewRoll", el("Status", 1), ...d16(second)), el("OriginalRoll", el("Status", 1), ...d16(first)))) +
    damage(el("ResultPlayerRemoval", el("PlayerId", 37)), el("ResultApothecary", el("ApothecaryUsed", 1), el("Casualty", 0)))
  // Patched up: in the reserves.
  const { 37: _gone, ...afterHome } = { ...START, 2: [13, 6] as const, 39: [20, 7] as const }
  const patched = (first: number, second: number) =>
    importReplayXml(turnsXml({ awayApothecary: true, home: homeBlock({ damage: [armourBroken, injury, asked(first)] }), homeLater: answered(first, second), afterHome, hurt: {} }), { verify: true })
  const after = (match: ImportedMatch) => tags(match).slice(tags(match).findIndex((event) => event._tag === "ApothecaryUsed"))

  it("sends a player to the reserves without a choice where the second roll is a Badly Hurt, as our rules do", () => {
    const match = patched(10, 2)
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(after(match).slice(0, 3)).toEqual([
      { _tag: "ApothecaryUsed", team: "away", player: "p37" },
      { _tag: "DiceRolled", die: "d16", faces: [2], for: "casualty", player: "p37" },
      { _tag: "TurnEnded", team: "home" }
    ])
    expect(fold(match).violation).toBeNull()
  })

  it("leaves out the second D16 BB3 rolls after a Badly Hurt, which our rules patch up at once", () => {
    const match = patched(3, 12)
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(after(match).slice(0, 2)).toEqual([{ _tag: "ApothecaryUsed", team: "away", player: "p37" }, { _tag: "TurnEnded", team: "home" }])
    expect(fold(match).violation).toBeNull()
  })
})

describe("an armour or injury roll BB3 reads otherwise than our rules", () => {
  // Armour broken, then an injury of 3 + 5: KO'd on our Stunty table, which BB3 reads as Stunned (Outcome 0), as it
  // does where it adds no Mighty Blow to a team-mate an Animal Savagery player lashes out at (demo5).
  const armourBroken = el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 6)), el("Die", el("Value", 5))), el("RollType", 10), el("Outcome", 1), el("NewRoll", 1))
  const injury = el("ResultInjuryRoll", el("Status", 1), el("Dice", el("Die", el("Value", 3)), el("Die", el("Value", 5))), el("RollType", 11), el("Outcome", 0))

  it("claims BB3's outcome, which our rules follow as a dispute: the player lies stunned where BB3 has him", () => {
    const match = importReplayXml(turnsXml({ home: homeBlock({ damage: [armourBroken, injury] }), hurt: { 37: 2 } }), { verify: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = tags(match)
    const at = events.findIndex((event) => event._tag === "DiceRolled" && event.for === "armour")
    expect(events.slice(at, at + 2)).toEqual([
      { _tag: "DiceRolled", die: "2d6", faces: [6, 5], for: "armour", player: "p37", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 5], for: "injury", player: "p37", claimed: { result: "stunned" } }
    ])
    const replay = fold(match)
    expect(replay.disputes.map((dispute) => dispute.field)).toEqual(["result"])
  })
})

describe("a push into the crowd", () => {
  // The Dwarf p2, at (13, 2), blocks the Goblin p37 at (13, 1) into the Troll p38 on the sideline, the squares beside both taken:
  // p38 goes into the crowd (3 + 3, Stunned: to the reserves). BB3 asks the follow-up before the crowd's injury roll, our rules after it.
  const at = { ...START, 1: [12, 0] as const, 2: [13, 2] as const, 3: [14, 0] as const, 37: [13, 1] as const, 38: [13, 0] as const }
  const block = (...results: ReadonlyArray<string>) => stepResult(playerStep(2, 6, [13, 2], [13, 1], 37), ...results)
  const push = (player: number, from: number, to: number) => el("ResultPushBack", el("CellTo", cell(13, to)), el("CellFrom", cell(13, from)), el("PushedPlayerId", player))
  const crowd = executeSequence(
    stepResult(playerStep(2, 0, [13, 2], [13, 2], 37), useAction(2)),
    block(el("QuestionBlockDice", el("Dice", el("Die", el("Value", 2)), el("Die", el("Value", 0))), el("RollType", 3))),
    block(el("ResultBlockRoll", el("Die", el("Value", 2)), el("RollType", 3))),
    block(push(37, 1, 0), push(38, 0, -1)),
    block(el("ResultFollowUp", el("Follow", 1)), el("ResultPlayerRemoval", el("PlayerId", 38))),
    stepResult(el("DamageStep", el("PlayerId", 38), el("StepType", 2)), el("ResultInjuryRoll", el("Status", 1), el("Dice", el("Die", el("Value", 3)), el("Die", el("Value", 3))), el("RollType", 11), el("Outcome", 0)))
  )
  const { 38: _gone, ...afterHome } = { ...at, 2: [13, 1] as const, 37: [13, 0] as const }

  it("writes the follow-up once the rules have rolled the injury, and the Dwarf stands where BB3 has him", () => {
    const match = importReplayXml(turnsXml({ awayEnd: at, home: crowd, afterHome, hurt: {} }), { verify: true })
    // The away turn ends where the fragment's board does not (the players placed for the push): a stretch; the home turn converts.
    expect(match.stretches.map((stretch) => stretch.source)).toEqual(["BB3 steps 1–3", "BB3 steps 4–5", "BB3 step 8"])
    const events = tags(match)
    const injury = events.findIndex((event) => event._tag === "DiceRolled" && event.for === "injury")
    expect(events.slice(injury - 1, injury + 2)).toEqual([
      { _tag: "PushChosen", player: "p38", to: null },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 3], for: "injury", player: "p38", claimed: { result: "stunned" } },
      { _tag: "FollowUpChosen", player: "p2", follow: true }
    ])
    expect(fold(match).violation).toBeNull()
  })
})

describe("Stand Firm", () => {
  // Home's p2 blocks p37 (given Stand Firm, 17) with a push; BB3 reports the skill used and restates the push to his own square.
  const block = (...results: ReadonlyArray<string>) => stepResult(playerStep(2, 6, [12, 7], [13, 6], 37), ...results)
  const firm = executeSequence(
    stepResult(playerStep(2, 0, [12, 7], [12, 7], 37), useAction(2)),
    block(el("QuestionBlockDice", el("Dice", el("Die", el("Value", 2)), el("Die", el("Value", 0))), el("RollType", 3))),
    block(
      el("ResultBlockRoll", el("Die", el("Value", 2)), el("RollType", 3)),
      el("ResultSkillUsage", el("PlayerId", 37), el("Skill", 17), el("Used", 1)),
      el("ResultPushBack", el("CellTo", cell(13, 6)), el("CellFrom", cell(13, 6)), el("PushedPlayerId", 37))
    )
  )
  const unmoved = { ...START, 39: [20, 7] as const }

  it("is the pushed player's SkillUsed where our rules ask for the push, and nobody moves", () => {
    const match = importReplayXml(turnsXml({ awaySkills: { 37: [17] }, home: firm, afterHome: unmoved, hurt: {} }), { verify: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    const events = tags(match)
    const at = events.findIndex((event) => event._tag === "BlockDieChosen")
    expect(events.slice(at, at + 3)).toEqual([{ _tag: "BlockDieChosen", face: 3 }, { _tag: "SkillUsed", player: "p37", skill: "Stand Firm" }, { _tag: "TurnEnded", team: "home" }])
    expect(fold(match).violation).toBeNull()
  })
})
