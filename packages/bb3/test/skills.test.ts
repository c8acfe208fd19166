import { describe, expect, it } from "vitest"
import { blastInRows, bounceAfterCarrier, defenderFirst } from "../src/sequence-order.js"
import { chainFacing, importReplayXml, type SequenceStep, type XmlElement } from "../src/index.js"
import { cell, el, executeSequence, stepResult } from "./bbr.js"
import { foldXml } from "./fold.js"
import { awayActivation, d6Roll, playerStep, START, turnsXml, useAction } from "./turn-fragment.js"

// Synthetic fragments of BB3's shapes for skills and traits, and of its order of dice.

const ANIMAL_SAVAGERY = 84
/** The players of sequence steps, in order. */
const ids = (steps: ReadonlyArray<SequenceStep>) => steps.map((step) => step.step?.children[0]?.text)

describe("Animal Savagery", () => {
  it("writes the trait's D6 after the action is declared, and the player goes on as declared", () => {
    const declared = [el("ResultSkillUsage", el("PlayerId", 39), el("Skill", ANIMAL_SAVAGERY), el("Used", 1)), d6Roll(36, 5, 4, 1)]
    const { match, replay } = foldXml(turnsXml({ awaySkills: { 39: [ANIMAL_SAVAGERY] }, away: awayActivation(1, 2, declared) }))
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(match.events.slice(1, 4).map(({ seq: _seq, ...event }) => event)).toEqual([
      { _tag: "ActionDeclared", player: "p39", action: "move" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "animal-savagery", player: "p39", claimed: { success: true, target: 4 } },
      { _tag: "PlayerMoved", player: "p39", to: [19, 7] }
    ])
    expect(replay.violation).toBeNull()
  })
})

describe("a Both Down's two damage steps", () => {
  const damage = (player: number): SequenceStep => ({ step: { name: "DamageStep", text: "", children: [{ name: "PlayerId", text: String(player), children: [] }] } as XmlElement, results: [] })

  it("are put defender first, as our rules roll them (BB3 rolls the attacker's armour first)", () => {
    expect(ids(defenderFirst([damage(2), damage(37)], { attacker: "p2", target: "p37" }))).toEqual(["37", "2"])
  })

  it("let the ball the defender held bounce after his damage, before the attacker's (BB3 bounces it after both)", () => {
    const square = (name: string, x: number, y: number): XmlElement => ({ name, text: "", children: [{ name: "X", text: String(x), children: [] }, { name: "Y", text: String(y), children: [] }] })
    const hurt = (player: number, x: number, y: number): SequenceStep => ({ step: { name: "DamageStep", text: "", children: [{ name: "PlayerId", text: String(player), children: [] }, square("CellTo", x, y)] }, results: [] })
    const ball: SequenceStep = { step: { name: "BallStep", text: "", children: [{ name: "PlayerId", text: "ball", children: [] }, square("CellFrom", 12, 5)] }, results: [] }
    expect(ids(bounceAfterCarrier([hurt(44, 12, 5), hurt(5, 13, 6), ball]))).toEqual(["44", "ball", "5"])
    expect(ids(bounceAfterCarrier([hurt(5, 13, 6), hurt(44, 12, 5), ball]))).toEqual(["5", "44", "ball"])
  })

  it("are left as they are otherwise", () => {
    expect(ids(defenderFirst([damage(37), damage(2)], { attacker: "p2", target: "p37" }))).toEqual(["37", "2"])
    expect(ids(defenderFirst([damage(2), damage(37)], null))).toEqual(["2", "37"])
  })
})

describe("a pass", () => {
  // The Goblin p39, marked, passes from (18, 7) to p37 at (13, 6) with a 6, and p37 catches it; nobody moves, and the home team does nothing.
  const pass = el(
    "EventExecuteSequence",
    el(
      "Sequence",
      stepResult(playerStep(39, 0, [18, 7], [18, 7]), useAction(4)),
      stepResult(playerStep(39, 11, [18, 7], [13, 6], 37), d6Roll(5, 6, 6, 1)),
      stepResult(playerStep(37, 4, [13, 6], [13, 6]), d6Roll(7, 4, 3, 1))
    )
  )
  const unmoved = { ...START }

  it("aims at the catcher's square, rolls the pass and the catch, and the ball is where BB3 has it", () => {
    const { match, replay } = foldXml(turnsXml({ away: pass, afterAway: unmoved, awayEnd: unmoved, ball: { at: [13, 6], carrier: 37 }, home: "", afterHome: unmoved, hurt: {} }))
    const events = match.events.map(({ seq: _seq, ...event }) => event)
    const at = events.findIndex((event) => event._tag === "PassAimed")
    expect(events.slice(at - 1, at + 3)).toEqual([
      { _tag: "ActionDeclared", player: "p39", action: "pass" },
      { _tag: "PassAimed", player: "p39", at: [13, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "p39", claimed: { success: true, target: 6 } },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "catch", player: "p37", claimed: { success: true, target: 3 } }
    ])
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(replay.violation).toBeNull()
  })
})

describe("a Ball & Chain Move", () => {
  const BALL_AND_CHAIN = 76
  // p37, given Ball & Chain, swings from (13, 6): BB3's D6 (RollType 87) of 5 takes him to (14, 7).
  const swing = el(
    "EventExecuteSequence",
    el("Sequence", stepResult(playerStep(37, 0, [13, 6], [13, 6]), useAction(15)), stepResult(playerStep(37, 31, [13, 6], [14, 7]), d6Roll(87, 5, 0, 2)))
  )
  const swung = { ...START, 37: [14, 7] as const }

  it("writes the template's facing that sends BB3's D6 where BB3 moved him, then the D6", () => {
    const { match, replay } = foldXml(
      turnsXml({ awaySkills: { 37: [BALL_AND_CHAIN] }, away: swing, afterAway: swung, awayEnd: swung, home: "", afterHome: swung, hurt: {} })
    )
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(match.events.slice(1, 4).map(({ seq: _seq, ...event }) => event)).toEqual([
      { _tag: "ActionDeclared", player: "p37", action: "move" },
      { _tag: "SkillUsed", player: "p37", skill: "Ball & Chain", at: [14, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "ball-and-chain", player: "p37" }
    ])
    expect(replay.violation).toBeNull()
  })

  it("with Whirling Dervish re-rolling the D6 (asked in one step, answered in the next): the first D6, the re-roll, the new D6", () => {
    // BB3 shows a 6 with the offer (CellTo the template's facing square, (14, 6)), then the re-roll's 5 that took him to (14, 7).
    const offer = el("QuestionStarSpecialRuleUsage", el("GamerId", 1), el("PlayerId", 37), el("StarSpecialRule", 34), el("RollsInfos", d6Roll(87, 6, 0, 2)))
    const used = el("ResultStarSpecialRuleUsage", el("PlayerId", 37), el("StarSpecialRule", 34), el("Used", 1))
    const dervish = el(
      "EventExecuteSequence",
      el("Sequence", stepResult(playerStep(37, 0, [13, 6], [13, 6]), useAction(15)), stepResult(playerStep(37, 31, [13, 6], [14, 6]), offer))
    ) + el("EventExecuteSequence", el("Sequence", stepResult(playerStep(37, 31, [13, 6], [14, 7]), used, d6Roll(87, 5, 0, 2), el("ResultDoMove"))))
    const { match, replay } = foldXml(
      turnsXml({ awaySkills: { 37: [BALL_AND_CHAIN] }, awayStarRules: { 37: [34] }, away: dervish, afterAway: swung, awayEnd: swung, home: "", afterHome: swung, hurt: {} })
    )
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(match.events.slice(2, 6).map(({ seq: _seq, ...event }) => event)).toEqual([
      { _tag: "SkillUsed", player: "p37", skill: "Ball & Chain", at: [14, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "ball-and-chain", player: "p37" },
      { _tag: "RerollUsed", team: "away", source: "skill", skill: "Whirling Dervish", player: "p37" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "ball-and-chain", player: "p37" }
    ])
    expect(replay.violation).toBeNull()
  })

  it("infers a facing only where the die can send him: 3–4 straight on, the others to a diagonal", () => {
    expect(chainFacing(3, 1, 0)).toEqual([1, 0])
    expect(chainFacing(3, 1, 1)).toBeUndefined()
    expect(chainFacing(1, 1, 1)).toEqual([0, 1])
    expect(chainFacing(6, 1, 0)).toBeUndefined()
  })
})

const CHAINSAW = 25
const chainsawUsed = el("ResultSkillUsage", el("PlayerId", 39), el("Skill", CHAINSAW), el("Used", 1))
/** A DamageStep whose armour roll (`a` + `b`, with the chainsaw's +3 still short of AV 9) holds. */
const armourHeld = (player: number, a: number, b: number) =>
  stepResult(el("DamageStep", el("PlayerId", player), el("StepType", 2)), el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", a)), el("Die", el("Value", b))), el("RollType", 10), el("Outcome", 0), el("NewRoll", 1)))

describe("a special attack BB3 makes in an AccuracyStep in place of a declared block", () => {
  // p39, given the skill, declares a Block on p1 (BB3's Action 2), then attacks in an AccuracyStep: its D6 hits, the armour (2 + 2,
  // with the chainsaw's +3 or the vomit's nothing) holds. A Chainsaw: StepType 24, Skill 25, RollType 67 (demo2, 6, 7); Projectile
  // Vomit: StepType 17, Skill 95, RollType 45 (demo2, 3).
  it.each([
    ["Chainsaw Attack", 24, CHAINSAW, 67, 4, "chainsaw"],
    ["Projectile Vomit", 17, 95, 45, 6, "projectile-vomit"]
  ] as const)("a %s is declared as our Special action at the target, then its D6 and the armour roll", (_, stepType, skill, rollType, face, action) => {
    const attack = executeSequence(
      stepResult(playerStep(39, 0, [18, 7], [18, 7], 1), useAction(2)),
      stepResult(
        el("AccuracyStep", el("PlayerId", 39), el("TargetId", 1), el("StepType", stepType), el("CellTo", cell(17, 8)), el("CellFrom", cell(18, 7))),
        el("ResultSkillUsage", el("PlayerId", 39), el("Skill", skill), el("Used", 1)),
        d6Roll(rollType, face, 2, 1)
      ),
      armourHeld(1, 2, 2)
    )
    const { match, replay } = foldXml(turnsXml({ awaySkills: { 39: [skill] }, away: attack, afterAway: START, awayEnd: START, home: "", afterHome: START, hurt: {} }))
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(match.events.slice(1, 4).map(({ seq: _seq, ...event }) => event)).toEqual([
      { _tag: "ActionDeclared", player: "p39", action, target: "p1" },
      { _tag: "DiceRolled", die: "d6", faces: [face], for: action, player: "p39", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "armour", player: "p1", claimed: { result: "not-broken" } }
    ])
    expect(replay.violation).toBeNull()
  })
})

describe("a bomb", () => {
  const BOMBARDIER = 80
  // p37, given Bombardier, throws a bomb (BB3's Action 16) at (16, 6) with a 6; it goes off there, next to nobody.
  const bomb = el(
    "EventExecuteSequence",
    el("Sequence", stepResult(playerStep(37, 0, [13, 6], [13, 6]), useAction(16)), stepResult(playerStep(37, 32, [13, 6], [16, 6]), d6Roll(5, 6, 3, 1), el("ResultBombExplosion", el("Cell", cell(16, 6)))))
  )

  it("is thrown as a pass is: aimed at its square, then its D6", () => {
    const { match, replay } = foldXml(turnsXml({ awaySkills: { 37: [BOMBARDIER] }, away: bomb, afterAway: START, awayEnd: START, home: "", afterHome: START, hurt: {} }))
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(match.events.slice(1, 4).map(({ seq: _seq, ...event }) => event)).toEqual([
      { _tag: "ActionDeclared", player: "p37", action: "throw-bomb" },
      { _tag: "PassAimed", player: "p37", at: [16, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "p37", claimed: { success: true, target: 3 } }
    ])
    expect(replay.violation).toBeNull()
  })

  it("rolls for the players next to its blast along the rows, as our rules do (BB3 goes along the columns)", () => {
    const blast = (player: number, x: number, y: number): SequenceStep => ({
      step: { name: "PlayerStep", text: "", children: [{ name: "PlayerId", text: String(player), children: [] }, { name: "StepType", text: "33", children: [] }, { name: "CellTo", text: "", children: [{ name: "X", text: String(x), children: [] }, { name: "Y", text: String(y), children: [] }] }] } as XmlElement,
      results: []
    })
    expect(ids(blastInRows([blast(6, 10, 6), blast(13, 10, 8), blast(5, 11, 7)]))).toEqual(["6", "5", "13"])
  })

  it("hurts the player in the blast's square first, then the others along the rows, as our rules do (demo2: BB3 in its dice's order)", () => {
    const cellAt = (name: string, x: number, y: number): XmlElement => ({ name, text: "", children: [{ name: "X", text: String(x), children: [] }, { name: "Y", text: String(y), children: [] }] })
    const die = (player: number, x: number, y: number): SequenceStep => ({
      step: { name: "PlayerStep", text: "", children: [{ name: "PlayerId", text: String(player), children: [] }, { name: "StepType", text: "33", children: [] }, cellAt("CellTo", x, y), cellAt("CellFrom", 10, 7)] },
      results: []
    })
    const hurt = (player: number, x: number, y: number): SequenceStep => ({
      step: { name: "DamageStep", text: "", children: [{ name: "PlayerId", text: String(player), children: [] }, { name: "Source", text: "12", children: [] }, cellAt("CellTo", x, y)] },
      results: []
    })
    const order = ids(blastInRows([die(6, 10, 6), die(13, 10, 8), die(5, 11, 7), hurt(13, 10, 8), hurt(5, 11, 7), hurt(14, 10, 7)]))
    expect(order).toEqual(["6", "5", "13", "14", "5", "13"])
  })
})

describe("Animosity", () => {
  it("leaves out a passed D6 our rules do not ask for (the header cannot name the positions it dislikes)", () => {
    const plain = importReplayXml(turnsXml(), { verify: true })
    const match = importReplayXml(turnsXml({ away: awayActivation(1, 2, [d6Roll(74, 3, 2, 1)]) }), { verify: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(match.events.map(({ seq: _seq, ...event }) => event)).toEqual(plain.events.map(({ seq: _seq, ...event }) => event))
  })

  it("stops at a failed one our rules do not ask for: what BB3 then did is not ours to follow", () => {
    const match = importReplayXml(turnsXml({ away: awayActivation(1, 2, [d6Roll(74, 1, 2, 0)]) }), { verify: true })
    expect(match.turns.checked).toBe(1)
  })
})

describe("a Foul made with a chainsaw", () => {
  // p39, given a chainsaw, fouls p1 lying prone next to him (BB3's Action 6, then StepType 25): a 2 misses no kick-back, the armour (1 + 2 + 3, no double for the referee) holds.
  const foul = executeSequence(
    stepResult(playerStep(39, 0, [18, 7], [18, 7], 1), useAction(6)),
    stepResult(playerStep(39, 25, [18, 7], [17, 8], 1), chainsawUsed, d6Roll(67, 2, 2, 1)),
    armourHeld(1, 1, 2)
  )

  it("writes Chainsaw used at the victim in place of the foul, then its D6 and the armour roll", () => {
    const prone = { 1: 1 }
    const { match, replay } = foldXml(turnsXml({ awaySkills: { 39: [CHAINSAW] }, away: foul, afterAway: START, awayEnd: START, down: prone, home: "", afterHome: START, hurt: prone }))
    const events = match.events.map(({ seq: _seq, ...event }) => event)
    const at = events.findIndex((event) => event._tag === "ActionDeclared")
    expect(events.slice(at, at + 4)).toEqual([
      { _tag: "ActionDeclared", player: "p39", action: "foul" },
      { _tag: "SkillUsed", player: "p39", skill: "Chainsaw", target: "p1" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "chainsaw", player: "p39", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [1, 2], for: "armour", player: "p1", claimed: { result: "not-broken" } }
    ])
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(replay.violation).toBeNull()
  })
})

describe("Kaboom!", () => {
  it("is offered and declined in a catcher's step (StarSpecialRule 38) with nothing to write, and the turn goes on checked", () => {
    // BB3's offer and refusal as they come in the step of a player at the ball's square; used, it is SkillUsed Kaboom! (demo6).
    const used = (flag: number) => el("ResultStarSpecialRuleUsage", el("PlayerId", 51), el("StarSpecialRule", 38), el("Used", flag))
    const offered = el("QuestionStarSpecialRuleUsage", el("GamerId", 1), el("PlayerId", 51), el("StarSpecialRule", 38))
    const catchStep = el("EventExecuteSequence", el("Sequence", stepResult(playerStep(39, 0, [18, 7], [18, 7]), useAction(1)), stepResult(playerStep(39, 4, [18, 7], [18, 7]), offered, used(0))))
    const declined = importReplayXml(turnsXml({ away: catchStep, afterAway: START, awayEnd: START, home: "", afterHome: START, hurt: {} }), { verify: true })
    expect(declined.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(declined.events.some((event) => event._tag === "SkillUsed")).toBe(false)
  })
})
