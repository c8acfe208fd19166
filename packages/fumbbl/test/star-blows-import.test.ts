import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog, type MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * Star players' blows from FFB (written for these tests, shaped like FFB's bb2020 reports). FFB
 * rolls the whole injury first and, when an attacker's modification could change it, reports it
 * in two parts (mixed StateMechanic.reportInjury, `skipInjuryParts`): the rolls up to the offer,
 * then the star's skillUse, then the rest of the injury kept. The engine (stars/star-blows.ts)
 * asks right after the roll the blow would change.
 *
 * After matchStart a4 (here the star, ST 3) blocks h2 (AV 9+) next to him; the Pow pushes h2 to [11,7].
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

const away = (a4Skills: ReadonlyArray<string>) =>
  ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4, { playerType: "Star", skillArray: ["Loner", ...a4Skills], skillValuesMap: { Loner: "4" } })])

const convertAndFold = (a4Skills: ReadonlyArray<string>, ...fragment: Parameters<typeof replay>[0]) => {
  const start = matchStart()
  const match = importReplay(replay([...start, ...fragment], "BB2020", { away: away(a4Skills) }))
  expect(match.stopped).toBeNull()
  expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
  const { state, engine } = foldImported(match)
  const before = importReplay(replay(start, "BB2020", { away: away(a4Skills) })).events.length
  return { events: shapes(match.events.slice(before)), state, engine }
}

/** a4's Block on h2: a Pow, h2 pushed to [11,7] and knocked down. */
const pow = () => [
  activate("a4", "block"),
  command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
  command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h2" })], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
  command([], [change("fieldModelSetPlayerCoordinate", "a4", [12, 7])])
]

const injury = (fields: { armorRoll: [number, number]; armorBroken: boolean; injuryRoll?: [number, number] | null; casualtyRoll?: [number, number] | null; injury: number; seriousInjury?: string | null; skip: string }) =>
  report("injury", {
    defenderId: "h2",
    injuryType: "block",
    armorRoll: fields.armorRoll,
    armorBroken: fields.armorBroken,
    injuryRoll: fields.injuryRoll ?? null,
    casualtyRoll: fields.casualtyRoll ?? null,
    seriousInjury: fields.seriousInjury ?? null,
    injury: fields.injury,
    attackerId: "a4",
    skipInjuryParts: fields.skip
  })

const blow = (skill: string, used: boolean, skillUse: string) => report("skillUse", { playerId: "a4", skill, used, skillUse })

const postureOf = (fold: ReturnType<typeof convertAndFold>, player: string) => fold.state.players[fold.engine.playerIndex.get(player)!]!

describe("star players' blows from FFB", () => {
  it("writes Crushing Blow where the engine asks: the armour (8, holding against AV 9+), SkillUsed, then the injury roll FFB made with the +1's broken armour [special:crushing-blow] [ffb:playerState/KNOCKED_OUT]", () => {
    const fold = convertAndFold(
      ["Crushing Blow"],
      ...pow(),
      // First part: the armour only (FFB skips the injury it has already rolled for the modified context).
      command([injury({ armorRoll: [4, 4], armorBroken: false, injury: 3, skip: "INJURY" })], [change("fieldModelSetPlayerState", "h2", 3)]),
      command([blow("Crushing Blow", true, "addArmourModifier"), injury({ armorRoll: [4, 4], armorBroken: true, injuryRoll: [4, 5], injury: 5, skip: "NONE" })], [change("fieldModelSetPlayerState", "h2", 5)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(5)).toEqual([
      { _tag: "FollowUpChosen", player: "a4", follow: true },
      { _tag: "DiceRolled", die: "2d6", faces: [4, 4], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "SkillUsed", player: "a4", skill: "Crushing Blow" },
      { _tag: "DiceRolled", die: "2d6", faces: [4, 5], for: "injury", player: "h2", claimed: { result: "ko" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(postureOf(fold, "h2").at).toBeNull()
    expect(fold.state.teams[1]!.specialRulesUsed).toEqual(["a4:Crushing Blow"])
  })

  it("writes nothing for a Crushing Blow FFB offered and the coach declined: the armour holds and FFB's rest of the injury (skip ARMOUR) adds no roll [special:crushing-blow]", () => {
    const fold = convertAndFold(
      ["Crushing Blow"],
      ...pow(),
      command([injury({ armorRoll: [4, 4], armorBroken: false, injury: 3, skip: "INJURY" })], [change("fieldModelSetPlayerState", "h2", 3)]),
      command([blow("Crushing Blow", false, "addArmourModifier"), injury({ armorRoll: [4, 4], armorBroken: false, injury: 3, skip: "ARMOUR" })]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(6)).toEqual([
      { _tag: "DiceRolled", die: "2d6", faces: [4, 4], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(postureOf(fold, "h2")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(fold.state.teams[1]!.specialRulesUsed ?? []).toEqual([])
  })

  it("writes Brutal Block's +1 after the injury roll it changes (7, Stunned, made a KO by the +1), and nothing of FFB's second report but what is new [special:brutal-block] [ffb:playerState/STUNNED]", () => {
    const fold = convertAndFold(
      ["Brutal Block"],
      ...pow(),
      // First part: armour and injury (FFB skips the casualty part).
      command([injury({ armorRoll: [5, 5], armorBroken: true, injuryRoll: [3, 4], injury: 4, skip: "CAS" })], [change("fieldModelSetPlayerState", "h2", 4)]),
      command([blow("Brutal Block", true, "addInjuryModifier"), injury({ armorRoll: [5, 5], armorBroken: true, injuryRoll: [3, 4], injury: 5, skip: "ARMOUR" })], [change("fieldModelSetPlayerState", "h2", 5)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(6)).toEqual([
      { _tag: "DiceRolled", die: "2d6", faces: [5, 5], for: "armour", player: "h2", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "injury", player: "h2", claimed: { result: "stunned" } },
      { _tag: "SkillUsed", player: "a4", skill: "Brutal Block" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(postureOf(fold, "h2").at).toBeNull()
  })

  it("writes Savage Mauling's injury re-roll: the Stunned roll, SkillUsed, then FFB's new injury roll and its casualty [special:savage-mauling] [ffb:playerState/BADLY_HURT]", () => {
    const fold = convertAndFold(
      ["Savage Mauling"],
      ...pow(),
      command([injury({ armorRoll: [5, 5], armorBroken: true, injuryRoll: [2, 3], injury: 4, skip: "CAS" })], [change("fieldModelSetPlayerState", "h2", 4)]),
      command([blow("Savage Mauling", true, "reRollInjury"), injury({ armorRoll: [5, 5], armorBroken: true, injuryRoll: [5, 6], casualtyRoll: [3, 2], injury: 6, skip: "ARMOUR" })], [change("fieldModelSetPlayerState", "h2", 6)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(6, 11)).toEqual([
      { _tag: "DiceRolled", die: "2d6", faces: [5, 5], for: "armour", player: "h2", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "injury", player: "h2", claimed: { result: "stunned" } },
      { _tag: "SkillUsed", player: "a4", skill: "Savage Mauling" },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 6], for: "injury", player: "h2", claimed: { result: "casualty" } },
      { _tag: "DiceRolled", die: "d16", faces: [3], for: "casualty", player: "h2", claimed: { result: "badly-hurt" } }
    ])
  })

  it("stops at a star's blow FFB reports used with no injury reported in part before it, naming the rule", () => {
    const match = importReplay(replay([...matchStart(), command([blow("Crushing Blow", true, "addArmourModifier")])]))
    expect(match.stopped?.reason).toMatch(/^Crushing Blow: FFB's use of a star player's blow \(command \d+\) follows no injury reported in part for it/)
  })
})

describe("Old Pro from FFB", () => {
  it("writes Helmut's Old Pro where the engine asks: armour 2+4 holding, RerollUsed Old Pro (FFB's pick, the lower die), his Pro roll, the new die (6), then the injury FFB rolled for the broken armour [special:old-pro] [ffb:report/oldPro]", () => {
    const fold = convertAndFold(
      ["Pro", "Old Pro"],
      ...pow(),
      command([injury({ armorRoll: [2, 4], armorBroken: false, injury: 3, skip: "INJURY" })], [change("fieldModelSetPlayerState", "h2", 3)]),
      command([
        report("skillUse", { playerId: "a4", skill: "Old Pro", used: true, skillUse: "reRollSingleArmourDie" }),
        report("reRoll", { playerId: "a4", reRollSource: "Pro", successful: true, roll: 4 }),
        report("oldPro", { playerId: "a4", oldRoll: 2, roll: 6, selfInflicted: false }),
        injury({ armorRoll: [6, 4], armorBroken: true, injuryRoll: [2, 2], injury: 4, skip: "NONE" })
      ], [change("fieldModelSetPlayerState", "h2", 4)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(6)).toEqual([
      { _tag: "DiceRolled", die: "2d6", faces: [2, 4], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Old Pro", player: "a4" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "pro", player: "a4", claimed: { success: true } },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "armour", player: "h2" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "injury", player: "h2", claimed: { result: "stunned" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(postureOf(fold, "h2").posture).toBe("stunned")
    expect(fold.state.teams[1]!.specialRulesUsed).toEqual(["a4:Old Pro"])
  })

  it("lets the armour stand when Helmut's Pro roll fails (a 2): the Pro D6 and nothing more, Old Pro not spent [special:old-pro]", () => {
    const fold = convertAndFold(
      ["Pro", "Old Pro"],
      ...pow(),
      command([injury({ armorRoll: [2, 4], armorBroken: false, injury: 3, skip: "INJURY" })], [change("fieldModelSetPlayerState", "h2", 3)]),
      command([report("skillUse", { playerId: "a4", skill: "Old Pro", used: true, skillUse: "reRollSingleArmourDie" }), report("reRoll", { playerId: "a4", reRollSource: "Pro", successful: false, roll: 2 })]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(6)).toEqual([
      { _tag: "DiceRolled", die: "2d6", faces: [2, 4], for: "armour", player: "h2", claimed: { result: "not-broken" } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Old Pro", player: "a4" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "pro", player: "a4", claimed: { success: false } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(postureOf(fold, "h2")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(fold.state.teams[1]!.specialRulesUsed ?? []).toEqual([])
  })

  it("stops at Old Pro FFB reports used on no armour roll it reported in part, naming it", () => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill: "Old Pro", used: true, skillUse: "reRollSingleArmourDie" })])]))
    expect(match.stopped?.reason).toMatch(/^Old Pro: FFB's use \(command \d+\) follows no armour roll reported in part for it/)
  })
})

describe("star players' block dice re-rolls from FFB", () => {
  it("writes Unstoppable Momentum in a Blitz (FFB's blockReRoll of the one die, then the whole roll again) as RerollUsed, the die named by face (the Skull), and the new die [special:unstoppable-momentum]", () => {
    const fold = convertAndFold(
      ["Unstoppable Momentum"],
      activate("a4", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a4", defenderId: "h2" })]),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1] })]),
      command([report("block", { defenderId: "h2" }), report("blockReRoll", { blockRoll: [6], playerId: "a4", reRollSource: "Unstoppable Momentum" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h2" })], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      command([], [change("fieldModelSetPlayerCoordinate", "a4", [12, 7])]),
      command([injury({ armorRoll: [2, 3], armorBroken: false, injury: 3, skip: "NONE" })], [change("fieldModelSetPlayerState", "h2", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(0, 8)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "blitz", target: "h2" },
      { _tag: "BlockThrown", player: "a4", target: "h2" },
      { _tag: "DiceRolled", die: "block", faces: [1], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Unstoppable Momentum", player: "a4" },
      { _tag: "BlockDieChosen", face: 1 },
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "h2", to: [11, 7] }
    ])
    expect(postureOf(fold, "h2")).toMatchObject({ at: [11, 7], posture: "prone" })
  })

  it("writes Savage Blow re-rolling one of two dice: the Skull re-rolled to a Pow, the Push kept [special:savage-blow] [ffb:playerAction/furiousOutburst]", () => {
    const start = matchStart()
    const team = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4, { playerType: "Star", strength: 4, skillArray: ["Loner", "Savage Blow"], skillValuesMap: { Loner: "4" } })])
    const match = importReplay(replay([
      ...start,
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 3] })]),
      command([report("block", { defenderId: "h2" }), report("blockReRoll", { blockRoll: [6], playerId: "a4", reRollSource: "Savage Blow" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6, 3] })]),
      command([report("blockChoice", { nrOfDice: 2, blockRoll: [6, 3], diceIndex: 1, blockResult: "PUSHBACK", defenderId: "h2" })], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      deselect("a4"),
      endTurn("home", 1)
    ], "BB2020", { away: team }))
    expect(match.stopped).toBeNull()
    const { state } = foldImported(match)
    const events = shapes(match.events.slice(importReplay(replay(start, "BB2020", { away: team })).events.length))
    expect(events.slice(2, 7)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [1, 3], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Savage Blow", player: "a4" },
      { _tag: "BlockDieChosen", face: 1 },
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 }
    ])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Savage Blow"])
  })
})

describe("Furious Outburst from FFB", () => {
  const outburst = (second: Parameters<typeof replay>[0]) => [
    activate("a4", "furiousOutburst"),
    // FFB sets the target picked in its dialog as the defender, then places her next to him.
    command([], [change("gameSetDefenderId", null, "h1")]),
    command([], [change("fieldModelSetPlayerCoordinate", "a4", [11, 6])]),
    command([report("injury", { defenderId: "h1", injuryType: "stab", armorRoll: [5, 5], armorBroken: true, injuryRoll: [2, 3], casualtyRoll: null, injury: 4, attackerId: "a4", skipInjuryParts: "NONE" })], [change("fieldModelSetPlayerState", "h1", 4)]),
    ...second,
    deselect("a4"),
    endTurn("home", 1)
  ]

  it("writes FFB's furiousOutburst as the team's Blitz at the defender FFB set, SkillUsed at the square she is placed in, the Stab's rolls, and SkillUsed at her second square [special:furious-outburst]", () => {
    const fold = convertAndFold(["Furious Outburst"], ...outburst([command([], [change("fieldModelSetPlayerCoordinate", "a4", [13, 9])])]))
    expect(fold.events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "blitz", target: "h1" },
      { _tag: "SkillUsed", player: "a4", skill: "Furious Outburst", at: [11, 6] },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 5], for: "armour", player: "h1", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "injury", player: "h1", claimed: { result: "stunned" } },
      { _tag: "SkillUsed", player: "a4", skill: "Furious Outburst", at: [13, 9] },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(postureOf(fold, "a4").at).toEqual([13, 9])
    expect(postureOf(fold, "h1").posture).toBe("stunned")
  })

  it("writes no second SkillUsed when she stays where the Stab left her [special:furious-outburst]", () => {
    const fold = convertAndFold(["Furious Outburst"], ...outburst([]))
    expect(fold.events.filter((event) => event._tag === "SkillUsed")).toEqual([{ _tag: "SkillUsed", player: "a4", skill: "Furious Outburst", at: [11, 6] }])
    expect(postureOf(fold, "a4").at).toEqual([11, 6])
  })

  it("stops, naming the rule, at a roll before she is placed (a Foul Appearance D6), which is not converted yet", () => {
    const match = importReplay(replay([...matchStart(), activate("a4", "furiousOutburst"), command([report("foulAppearanceRoll", { playerId: "a4", successful: true, roll: 4, minimumRoll: 2 })])], "BB2020", { away: away(["Furious Outburst"]) }))
    expect(match.stopped?.reason).toMatch(/^Furious Outburst: something of a4's outburst \(command \d+\) comes before she is placed/)
  })
})
