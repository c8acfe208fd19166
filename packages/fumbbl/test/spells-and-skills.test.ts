import { foldImported as folded } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog, type MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import type { FfbCommand, FfbReplay } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report } from "./ffb-shapes.js"

/**
 * FFB-shaped fragments (written for these tests, shaped like FFB's BB2020 reports) for the
 * wizard's spells and the skills FFB reports only through a dialog, converted and folded by the
 * engine from the kick-off on.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

const withInducement = (ffb: FfbReplay, side: "home" | "away", inducementType: string): FfbReplay =>
  ({ ...ffb, game: { ...ffb.game, [side === "home" ? "turnDataHome" : "turnDataAway"]: { inducementSet: { inducementArray: [{ inducementType, value: 1 }] } } } }) as FfbReplay

/** Converts matchStart + the fragment (the home team has a wizard), checks it decodes, folds it, returns the fragment's events. */
const convertWithWizard = (...fragment: ReadonlyArray<FfbCommand>) => {
  const start = matchStart()
  const match = importReplay(withInducement(replay([...start, ...fragment]), "home", "wizard"))
  expect(match.stopped).toBeNull()
  expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
  const { state, engine } = folded(match)
  const before = importReplay(withInducement(replay(start), "home", "wizard")).events.length
  const posture = (id: string) => state.players[engine.playerIndex.get(id)!]!.posture
  return { events: shapes(match.events.slice(before)), posture, state, engine }
}

const wizardUse = (teamId: string, wizardSpell: string) => command([report("wizardUse", { teamId, wizardSpell })], [change("gameSetTurnMode", null, "wizard")])
const spellRoll = (playerId: string, specialEffect: string, roll: number, successful: boolean) => report("spellEffectRoll", { specialEffect, playerId, roll, successful })
const fireballInjury = (defenderId: string, armorRoll: [number, number], armorBroken: boolean) =>
  report("injury", { defenderId, injuryType: "fireball", armorBroken, armorRoll, injuryRoll: null, casualtyRoll: null, injury: null, attackerId: null })

describe("the Hireling Sports Wizard from FFB", () => {
  // Away a1 [13,6], a4 [13,7], a3 [13,8], a2 [18,7] with the ball; home h1–h3 on x = 12 (ffb-shapes).
  it("writes FFB's Fireball (played before its turnEnd) after TurnEnded: the cast at the blood-spot square, then each player's D6 in header order with its injury [inducement:wizard] [ffb:modelChange/fieldModelAddBloodSpot] [ffb:report/wizardUse]", () => {
    const { events, posture } = convertWithWizard(
      wizardUse("T-HOME", "fireball"),
      // FFB's order of the blast's squares: a4 first, then a1.
      command([spellRoll("a4", "fireball", 5, true), fireballInjury("a4", [2, 3], false)], [
        change("fieldModelAddBloodSpot", null, { injury: 0x11, coordinate: [14, 6] }),
        change("fieldModelSetPlayerState", "a4", 3)
      ]),
      command([spellRoll("a1", "fireball", 2, false)]),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "TurnEnded", team: "T-AWAY" },
      { _tag: "InducementUsed", team: "T-HOME", inducement: "fireball", at: [14, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "spell", player: "a1", claimed: { success: false } },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "spell", player: "a4", claimed: { success: true } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "a4", claimed: { result: "not-broken" } }
    ])
    expect(posture("a4")).toBe("prone")
    expect(posture("a1")).toBe("standing")
  })

  it("writes FFB's Zap! as the cast at the player its spell roll names, then that D6: the target turns into a frog [inducement:wizard]", () => {
    const { events } = convertWithWizard(wizardUse("T-HOME", "zap"), command([spellRoll("a1", "zap", 4, true)]), endTurn("home", 1))
    expect(events).toEqual([
      { _tag: "TurnEnded", team: "T-AWAY" },
      { _tag: "InducementUsed", team: "T-HOME", inducement: "zap", player: "a1" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "spell", player: "a1", claimed: { success: true } }
    ])
  })

  it("does not count a Fireball's knock-down of the moving team as a turnover: the coach's TurnEnded is still written [inducement:wizard] [ffb:playerState/HIT_BY_FIREBALL]", () => {
    // The away team's own turn ends; the home wizard knocks down a4, of the team whose turn it was.
    const { events } = convertWithWizard(
      wizardUse("T-HOME", "fireball"),
      command([spellRoll("a4", "fireball", 6, true), fireballInjury("a4", [1, 2], false)], [change("fieldModelAddBloodSpot", null, { injury: 0x11, coordinate: [13, 7] })]),
      command([spellRoll("a1", "fireball", 1, false), spellRoll("a3", "fireball", 3, false), spellRoll("h1", "fireball", 2, false), spellRoll("h2", "fireball", 3, false), spellRoll("h3", "fireball", 1, false)]),
      endTurn("home", 1)
    )
    expect(events[0]).toEqual({ _tag: "TurnEnded", team: "T-AWAY" })
    expect(events.filter((e) => e._tag === "DiceRolled" && e.for === "spell").map((e) => (e as { player: string }).player)).toEqual(["h1", "h2", "h3", "a1", "a3", "a4"])
  })

  it("stops at a spell roll with no wizard's cast before it, and at a Fireball whose square FFB did not mark", () => {
    const loose = importReplay(withInducement(replay([...matchStart(), command([spellRoll("a1", "zap", 4, true)])]), "home", "wizard"))
    expect(loose.stopped?.reason).toMatch(/a spell roll \(command \d+\) without the wizard's cast/)
    const unmarked = importReplay(withInducement(replay([...matchStart(), wizardUse("T-HOME", "fireball"), command([spellRoll("a1", "fireball", 2, false)]), endTurn("home", 1)]), "home", "wizard"))
    expect(unmarked.stopped?.reason).toMatch(/Fireball: FFB left no mark/)
  })
})

/** Converts matchStart + the fragment with skills on away players, folds it, returns the fragment's events. */
const convertWithSkills = (skills: Readonly<Record<string, ReadonlyArray<string>>>, ...fragment: ReadonlyArray<FfbCommand>) => {
  const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, { skillArray: [...(skills[id] ?? [])] })))
  const start = matchStart()
  const match = importReplay(replay([...start, ...fragment], "BB2020", { away }))
  expect(match.stopped).toBeNull()
  expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
  const { state, engine } = folded(match)
  const before = importReplay(replay(start, "BB2020", { away })).events.length
  return { events: shapes(match.events.slice(before)), state, engine, warnings: match.warnings, match }
}

const blockInjury = (defenderId: string, armorRoll: [number, number], armorBroken: boolean) =>
  report("injury", { defenderId, injuryType: "block", armorBroken, armorRoll, injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "a2" })

describe("Safe Pair of Hands from FFB", () => {
  // a2 (the carrier, on [18,7]) Blitzes h1 on [12,6] from [13,5] and comes off worst.
  const attackerDown = (...after: ReadonlyArray<FfbCommand>) => [
    activate("a2", "blitzMove"),
    command([report("selectBlitzTarget", { attackerId: "a2", defenderId: "h1" })]),
    ...([[17, 6], [16, 5], [15, 5], [14, 5], [13, 5]] as const).map((at) => command([], [change("fieldModelSetPlayerCoordinate", "a2", at), change("fieldModelSetBallCoordinate", null, at)])),
    command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1] })]),
    command([report("blockChoice", { nrOfDice: 1, blockRoll: [1], diceIndex: 0, blockResult: "SKULL", defenderId: "h1" })]),
    command([blockInjury("a2", [3, 3], false)], [change("fieldModelSetPlayerState", "a2", 3)]),
    ...after
  ]

  it("writes FFB's used Safe Pair of Hands and its placedBallDirection as SkillUsed at the square next to the carrier: the ball rests there [skill:safe-pair-of-hands] [ffb:report/placedBallDirection]", () => {
    const { events, state } = convertWithSkills(
      { a2: ["Safe Pair of Hands"] },
      ...attackerDown(
        command([report("skillUse", { playerId: "a2", skill: "Safe Pair of Hands", used: true, skillUse: "placeBall" })]),
        command([report("placedBallDirection", { playerId: "a2", direction: "East" })], [change("fieldModelSetBallCoordinate", null, [14, 5])]),
        deselect("a2"),
        endTurn("home", 1)
      )
    )
    expect(events.slice(-3)).toEqual([
      { _tag: "BlockDieChosen", face: 1 },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 3], for: "armour", player: "a2", claimed: { result: "not-broken" } },
      { _tag: "SkillUsed", player: "a2", skill: "Safe Pair of Hands", at: [14, 5] }
    ])
    expect(state.ball.at).toEqual([14, 5])
    expect(state.ball.carrier).toBeNull()
  })

  it("stops where FFB asks for the ball before the carrier's apothecary, which the engine asks first", () => {
    const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, { skillArray: id === "a2" ? ["Safe Pair of Hands"] : [] })))
    const match = importReplay(replay([...matchStart(), ...attackerDown(
      command([report("skillUse", { playerId: "a2", skill: "Safe Pair of Hands", used: true, skillUse: "placeBall" })]),
      command([report("placedBallDirection", { playerId: "a2", direction: "East" }), report("apothecaryRoll", { playerId: "a2", casualtyRoll: null })])
    )], "BB2020", { away }))
    expect(match.stopped?.reason).toMatch(/Safe Pair of Hands: FFB places the ball of a2 before the apothecary is asked/)
  })

  it("writes nothing when FFB's coach does not use it: the ball bounces from the carrier's square [ffb:report/scatterBall] [ffb:report/kickoffScatter] [ffb:modelChange/fieldModelSetBallInPlay]", () => {
    const { events, state } = convertWithSkills(
      { a2: ["Safe Pair of Hands"] },
      ...attackerDown(
        command([report("skillUse", { playerId: "a2", skill: "Safe Pair of Hands", used: false, skillUse: "placeBall" })]),
        command([report("scatterBall", { directionArray: ["North"], rolls: [1], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [13, 4])]),
        deselect("a2"),
        endTurn("home", 1)
      )
    )
    expect(events.slice(-1)).toEqual([{ _tag: "DiceRolled", die: "d8", faces: [2], for: "bounce" }])
    expect(state.ball.at).toEqual([13, 4])
  })
})

/** Converts the whole replay with skills on away players and folds it; returns all events. */
const convertAll = (skills: Readonly<Record<string, ReadonlyArray<string>>>, commands: ReadonlyArray<FfbCommand>) => {
  const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, { skillArray: [...(skills[id] ?? [])] })))
  const match = importReplay(replay(commands, "BB2020", { away }))
  expect(match.stopped).toBeNull()
  expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
  return { ...folded(match), events: shapes(match.events) }
}

describe("Diving Catch from FFB", () => {
  /** matchStart with the kick coming down on [17,7], the empty square next to a2 (on [18,7]). */
  const kickNextTo = (catchReports: ReadonlyArray<ReturnType<typeof report>>) =>
    matchStart().map((c) => {
      const id = c.reportList?.reports?.[0]?.reportId
      if (id === "kickoffScatter") return command([report("kickoffScatter", { ballCoordinateEnd: [17, 7], scatterDirection: "South", rollScatterDirection: 5, rollScatterDistance: 1 })], [change("fieldModelSetBallCoordinate", null, [17, 7]), change("fieldModelSetBallMoving", null, true)])
      if (id === "catchRoll") return command(catchReports, [change("fieldModelSetBallCoordinate", null, [18, 7]), change("fieldModelSetBallInPlay", null, true), change("fieldModelSetBallMoving", null, false)])
      return c
    })

  it("writes FFB's Diving Catch use (before the diver's catch roll) as SkillUsed: the player catches the kick-off from the next square [skill:diving-catch] [ffb:modelChange/fieldModelSetBallMoving]", () => {
    const { events, state } = convertAll({ a2: ["Diving Catch"] }, kickNextTo([
      report("skillUse", { playerId: "a2", skill: "Diving Catch", used: true, skillUse: "catchBall" }),
      report("catchRoll", { playerId: "a2", successful: true, roll: 5, reRolled: false, rollModifiers: [] })
    ]))
    const i = events.findIndex((e) => e._tag === "SkillUsed")
    expect(events.slice(i, i + 2)).toEqual([
      { _tag: "SkillUsed", player: "a2", skill: "Diving Catch" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "catch", player: "a2", claimed: { success: true } }
    ])
    expect(state.ball.carrier).toBe("a2")
  })
})

describe("Cloud Burster from FFB", () => {
  // a2 on [18,7] throws a Long Pass at [9,7]; h2 on [12,7] stands under the ruler.
  const longPass = (...interference: ReadonlyArray<FfbCommand>) => [
    ...matchStart(),
    activate("a2", "pass"),
    command([report("passRoll", { playerId: "a2", successful: true, roll: 6, reRolled: false, passResult: "ACCURATE", passingDistance: "LONG_PASS" })], [change("gameSetPassCoordinate", null, [9, 7]), change("fieldModelSetBallMoving", null, true)]),
    ...interference
  ]

  it("writes FFB's cloudBurster report as the thrower's SkillUsed between the interference and its re-roll [skill:cloud-burster] [ffb:report/cloudBurster] [ffb:report/interceptionRoll]", () => {
    const { events } = convertAll({ a2: ["Cloud Burster"] }, longPass(
      command([report("interceptionRoll", { playerId: "h2", successful: true, roll: 6, reRolled: false })]),
      command([report("cloudBurster", { throwerId: "a2", interceptorId: "h2", throwerTeamId: "T-AWAY" })]),
      command([report("interceptionRoll", { playerId: "h2", successful: false, roll: 2, reRolled: true })]),
      command([report("scatterBall", { directionArray: ["North"], rolls: [1], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [9, 6]), change("fieldModelSetBallMoving", null, false)])
    ))
    const i = events.findIndex((e) => e._tag === "SkillUsed")
    expect(events.slice(i - 1, i + 3)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "interception", player: "h2", claimed: { success: true } },
      { _tag: "SkillUsed", player: "a2", skill: "Cloud Burster" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "interception", player: "h2", claimed: { success: false } },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "bounce" }
    ])
  })
})

describe("Kick from FFB", () => {
  const homeWithKick = ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1), ffbPlayer("h2", 2), ffbPlayer("h3", 3), ffbPlayer("h4", 4, { skillArray: ["Kick"] })])
  /** matchStart with a kick aimed at [18,5] deviating South 4: halved by Kick (2) it comes down on a2 at [18,7]. */
  const kicked = () =>
    matchStart().flatMap((c) => {
      const id = c.reportList?.reports?.[0]?.reportId
      if (id !== "kickoffScatter") return [c]
      return [
        command([report("kickoffScatter", { ballCoordinateEnd: [18, 9], scatterDirection: "South", rollScatterDirection: 5, rollScatterDistance: 4 })]),
        command([report("skillUse", { playerId: "h4", skill: "Kick", used: true, skillUse: "halveKickoffScatter" })], [change("fieldModelSetBallCoordinate", null, [18, 7]), change("fieldModelSetBallMoving", null, true)])
      ]
    })

  it("writes FFB's used Kick as the kicker's SkillUsed after the deviation; the kicker written is FFB's, the player with Kick [skill:kick]", () => {
    const match = importReplay(replay(kicked(), "BB2020", { home: homeWithKick }))
    expect(match.stopped).toBeNull()
    const { state } = folded(match)
    const events = shapes(match.events)
    const i = events.findIndex((e) => e._tag === "KickAimed")
    expect(events.slice(i, i + 5)).toEqual([
      { _tag: "KickAimed", player: "h4", at: [18, 5] },
      { _tag: "DiceRolled", die: "d8", faces: [7], for: "kick-deviation-direction" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "kick-deviation-distance" },
      { _tag: "SkillUsed", player: "h4", skill: "Kick" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 1], for: "kick-off-event", claimed: { result: "time-out" } }
    ])
    // Halved, the ball came down on a2, who caught it.
    expect(state.ball.carrier).toBe("a2")
  })
})

describe("Running Pass from FFB", () => {
  it("writes nothing for Running Pass and the thrower's moves after the Quick Pass as moves: the engine lets them move on [skill:running-pass] [ffb:modelChange/gameSetPassCoordinate] [ffb:playerAction/passMove]", () => {
    const { events, state, engine } = convertWithSkills(
      { a2: ["Running Pass"] },
      activate("a2", "passMove"),
      ...([[17, 7], [16, 7], [15, 7]] as const).map((at) => command([], [change("fieldModelSetPlayerCoordinate", "a2", at), change("fieldModelSetBallCoordinate", null, at)])),
      command([report("passRoll", { playerId: "a2", successful: true, roll: 6, reRolled: false, passResult: "ACCURATE", passingDistance: "QUICK_PASS" })], [change("gameSetPassCoordinate", null, [13, 7]), change("fieldModelSetBallMoving", null, true)]),
      command([report("catchRoll", { playerId: "a4", successful: true, roll: 6, reRolled: false, rollModifiers: [] })], [change("fieldModelSetBallCoordinate", null, [13, 7]), change("fieldModelSetBallMoving", null, false)]),
      command([report("skillUse", { playerId: "a2", skill: "Running Pass", used: true })]),
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [16, 7])]),
      deselect("a2"),
      endTurn("home", 1)
    )
    expect(events.slice(-5)).toEqual([
      { _tag: "PassAimed", player: "a2", at: [13, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "a2", claimed: { result: "accurate", success: true } },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "catch", player: "a4", claimed: { success: true } },
      { _tag: "PlayerMoved", player: "a2", to: [16, 7] },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("a2")!]!.at).toEqual([16, 7])
    expect(state.ball.carrier).toBe("a4")
  })
})

describe("Hail Mary Pass from FFB", () => {
  it("writes FFB's passRoll with hailMaryPass as SkillUsed Hail Mary Pass before PassAimed; the inaccurate pass scatters three times [skill:hail-mary-pass] [ffb:playerAction/hailMaryPass]", () => {
    const { events, state } = convertWithSkills(
      { a2: ["Hail Mary Pass"] },
      activate("a2", "hailMaryPass"),
      command([report("passRoll", { playerId: "a2", roll: 4, reRolled: false, passResult: "INACCURATE", hailMaryPass: true })], [change("gameSetPassCoordinate", null, [5, 7]), change("fieldModelSetBallMoving", null, true)]),
      command([report("scatterBall", { directionArray: ["North", "North", "North"], rolls: [1, 1, 1], gustOfWind: false })]),
      command([report("scatterBall", { directionArray: ["East"], rolls: [3], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [6, 4]), change("fieldModelSetBallMoving", null, false)]),
      deselect("a2"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "pass" },
      { _tag: "SkillUsed", player: "a2", skill: "Hail Mary Pass" },
      { _tag: "PassAimed", player: "a2", at: [5, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "pass", player: "a2", claimed: { result: "inaccurate" } },
      ...[1, 2, 3].map(() => ({ _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" })),
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "bounce" }
    ])
    expect(state.ball.at).toEqual([6, 4])
  })

  it("writes no Hail Mary Pass for an ordinary passRoll of a player who has the skill [ffb:playerAction/pass]", () => {
    const { events } = convertWithSkills(
      { a2: ["Hail Mary Pass"] },
      activate("a2", "pass"),
      command([report("passRoll", { playerId: "a2", roll: 6, reRolled: false, passResult: "ACCURATE", hailMaryPass: false })], [change("gameSetPassCoordinate", null, [13, 7]), change("fieldModelSetBallMoving", null, true)]),
      command([report("catchRoll", { playerId: "a4", successful: true, roll: 6, reRolled: false, rollModifiers: [] })], [change("fieldModelSetBallCoordinate", null, [13, 7]), change("fieldModelSetBallMoving", null, false)]),
      deselect("a2"),
      endTurn("home", 1)
    )
    expect(events.some((e) => e._tag === "SkillUsed")).toBe(false)
    expect(events[1]).toEqual({ _tag: "PassAimed", player: "a2", at: [13, 7] })
  })
})

describe("Fumblerooskie from FFB", () => {
  it("writes FFB's fumblerooskie report as SkillUsed at the carrier's square just before the step that leaves it: the ball stays, no turnover [skill:fumblerooskie] [ffb:report/fumblerooskie]", () => {
    const { events, state } = convertWithSkills(
      { a2: ["Fumblerooskie"] },
      activate("a2", "move"),
      command([report("fumblerooskie", { playerId: "a2", used: true })], [change("fieldModelSetBallMoving", null, true)]),
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [19, 7])]),
      command([], [change("fieldModelSetBallMoving", null, false)]),
      deselect("a2"),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "move" },
      { _tag: "SkillUsed", player: "a2", skill: "Fumblerooskie", at: [18, 7] },
      { _tag: "PlayerMoved", player: "a2", to: [19, 7] },
      { _tag: "ActionEnded", player: "a2" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.ball).toMatchObject({ at: [18, 7], carrier: null })
  })

  it("writes nothing when the carrier does not step away after FFB's report (FFB gives the ball back) [ffb:report/throwTeamMateRoll] [ffb:playerAction/kickTeamMateMove]", () => {
    const { events, state } = convertWithSkills(
      { a2: ["Fumblerooskie"] },
      activate("a2", "move"),
      command([report("fumblerooskie", { playerId: "a2", used: true })]),
      command([], [change("fieldModelSetBallMoving", null, false)]),
      deselect("a2", true),
      endTurn("home", 1)
    )
    expect(events.some((e) => e._tag === "SkillUsed")).toBe(false)
    expect(state.ball.carrier).toBe("a2")
  })
})

describe("Kick Team-mate from FFB", () => {
  // a3 on [13,8] kicks a4 (on [13,7], Right Stuff) at [17,5]; FFB's BB2020 plays it through its Throw Team-mate steps.
  const kick = (roll: number, passResult: string, ...after: ReadonlyArray<FfbCommand>) => [
    activate("a3", "kickTeamMateMove"),
    command([], [change("actingPlayerSetPlayerAction", null, "kickTeamMate"), change("gameSetDefenderId", "a4", null)]),
    command([], [change("gameSetPassCoordinate", null, [17, 5])]),
    command([report("throwTeamMateRoll", { playerId: "a3", thrownPlayerId: "a4", successful: true, roll, reRolled: false, passResult, kicked: true })]),
    ...after
  ]

  it("writes FFB's kick as ActionDeclared kick-team-mate, TeamMateThrown and a kick-team-mate D6, then the scatters and landing [trait:kick-team-mate] [ffb:report/rightStuffRoll] [ffb:report/scatterPlayer]", () => {
    const { events, state, engine } = convertWithSkills(
      { a3: ["Kick Team-Mate"], a4: ["Right Stuff"] },
      ...kick(6, "ACCURATE",
        command([report("scatterPlayer", { startCoordinate: [17, 5], endCoordinate: [18, 5], directionArray: ["North", "South", "East"], rolls: [1, 5, 3], isScatter: true })]),
        command([], [change("fieldModelSetPlayerCoordinate", "a4", [18, 5])]),
        command([report("rightStuffRoll", { playerId: "a4", successful: true, roll: 5, reRolled: false })]),
        deselect("a3"),
        endTurn("home", 1)
      )
    )
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a3", action: "kick-team-mate" },
      { _tag: "TeamMateThrown", player: "a3", target: "a4", at: [17, 5] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "kick-team-mate", player: "a3", claimed: { result: "accurate" } },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [7], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "landing", player: "a4", claimed: { success: true } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("a4")!]!.at).toEqual([18, 5])
  })

  it("writes nothing for FFB's fumbled kick (kickTeamMateFumble): the D6 says it, the kicked player's injury roll follows (no armour, FFB's ktmFumbleInjury) and is no turnover by itself [ffb:report/kickTeamMateFumble] [ffb:turnMode/regular] [ffb:turnMode/passBlock] [ffb:modelChange/actingPlayerSetPlayerId]", () => {
    const { events, state, engine } = convertWithSkills(
      { a3: ["Kick Team-Mate"], a4: ["Right Stuff"] },
      ...kick(1, "FUMBLE",
        command([report("kickTeamMateFumble", {})]),
        command([report("injury", { defenderId: "a4", injuryType: "ktmFumbleInjury", armorBroken: true, armorRoll: null, injuryRoll: [3, 4], casualtyRoll: null, injury: 5, attackerId: "a3" })], [change("fieldModelSetPlayerState", "a4", 5), change("fieldModelSetPlayerCoordinate", "a4", [30, 2])]),
        deselect("a3"),
        activate("a2", "move"),
        command([], [change("fieldModelSetPlayerCoordinate", "a2", [19, 7]), change("fieldModelSetBallCoordinate", null, [19, 7])]),
        deselect("a2"),
        endTurn("home", 1)
      )
    )
    expect(events.slice(2)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "kick-team-mate", player: "a3", claimed: { result: "fumble" } },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "injury", player: "a4", claimed: { result: "ko" } },
      { _tag: "ActionDeclared", player: "a2", action: "move" },
      { _tag: "PlayerMoved", player: "a2", to: [19, 7] },
      { _tag: "ActionEnded", player: "a2" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("a4")!]!.box).toBe("ko")
  })
})

describe("On the Ball from FFB", () => {
  const homeWithOnTheBall = ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1), ffbPlayer("h2", 2), ffbPlayer("h3", 3), ffbPlayer("h4", 4, { skillArray: ["On the Ball"] })])
  // a2 (the carrier on [18,7]) passes to a4 on [13,7]; FFB's pass-block turn lets h4 (on [8,7]) move first.
  const passWithBlock = (...block: ReadonlyArray<FfbCommand>) => [
    ...matchStart(),
    activate("a2", "pass"),
    command([], [change("gameSetPassCoordinate", null, [13, 7]), change("gameSetTurnMode", null, "passBlock"), change("gameSetHomePlaying", null, true), change("actingPlayerSetPlayerId", null, null)]),
    ...block,
    command([], [change("actingPlayerSetPlayerId", null, "a2"), change("gameSetHomePlaying", null, false), change("gameSetTurnMode", null, "regular")]),
    command([report("passRoll", { playerId: "a2", successful: true, roll: 6, reRolled: false, passResult: "ACCURATE", passingDistance: "SHORT_PASS" })], [change("fieldModelSetBallMoving", null, true)]),
    command([report("catchRoll", { playerId: "a4", successful: true, roll: 6, reRolled: false, rollModifiers: [] })], [change("fieldModelSetBallCoordinate", null, [13, 7]), change("fieldModelSetBallMoving", null, false)]),
    deselect("a2"),
    endTurn("home", 1)
  ]

  it("writes FFB's pass-block turn as PassAimed, then the mover's SkillUsed On the Ball and moves, then the passing test [skill:on-the-ball]", () => {
    const match = importReplay(replay(passWithBlock(activate("h4", "move"), moveTo("h4", [9, 7]), moveTo("h4", [10, 7]), moveTo("h4", [11, 7]), deselect("h4")), "BB2020", { home: homeWithOnTheBall }))
    expect(match.stopped).toBeNull()
    const { state, engine } = folded(match)
    const events = shapes(match.events.slice(importReplay(replay(matchStart(), "BB2020", { home: homeWithOnTheBall })).events.length))
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "pass" },
      { _tag: "PassAimed", player: "a2", at: [13, 7] },
      { _tag: "SkillUsed", player: "h4", skill: "On the Ball" },
      { _tag: "PlayerMoved", player: "h4", to: [9, 7] },
      { _tag: "PlayerMoved", player: "h4", to: [10, 7] },
      { _tag: "PlayerMoved", player: "h4", to: [11, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "a2", claimed: { result: "accurate", success: true } },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "catch", player: "a4", claimed: { success: true } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("h4")!]!.at).toEqual([11, 7])
    expect(state.ball.carrier).toBe("a4")
  })

  it("writes the pass as usual when nobody moves in FFB's pass-block turn, and nothing for FFB's passBlock report (no On the Ball player could move) [ffb:report/passBlock]", () => {
    const match = importReplay(replay(passWithBlock(), "BB2020", { home: homeWithOnTheBall }))
    expect(match.stopped).toBeNull()
    folded(match)
    expect(match.events.some((e) => e._tag === "SkillUsed")).toBe(false)
    const none = importReplay(replay([...matchStart(), command([report("passBlock", { teamId: "T-HOME", passBlockAvailable: false })])]))
    expect(none.stopped).toBeNull()
    expect(none.events.length).toBe(importReplay(replay(matchStart())).events.length)
  })

})

describe("Throw Bomb from FFB", () => {
  const bombInjury = (defenderId: string) =>
    report("injury", { defenderId, injuryType: "bomb", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "a1" })
  // a1 on [13,6] throws a bomb at [11,7], the empty square next to h1 [12,6], h2 [12,7] and h3 [12,8].
  const bomb = (passResult: string, roll: number, ...after: ReadonlyArray<FfbCommand>) => [
    activate("a1", "throwBomb"),
    command([report("passRoll", { playerId: "a1", successful: passResult !== "FUMBLE", roll, reRolled: false, passResult, bomb: true })], [change("gameSetPassCoordinate", null, [11, 7])]),
    ...after
  ]

  it("writes FFB's blast in the engine's order: every D6 of the players next to it by row then column, then the hits' armour [trait:bombardier] [ffb:report/spellEffectRoll]", () => {
    const { events, state, engine } = convertWithSkills(
      { a1: ["Bombardier"] },
      ...bomb("ACCURATE", 6,
        // FFB's order of the squares: h3, h1, h2.
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h3", roll: 5, successful: true }), bombInjury("h3")], [change("fieldModelSetPlayerState", "h3", 3)]),
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h1", roll: 2, successful: false })]),
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h2", roll: 4, successful: true }), bombInjury("h2")], [change("fieldModelSetPlayerState", "h2", 3)]),
        deselect("a1"),
        endTurn("home", 1)
      )
    )
    const armour = (player: string) => ({ _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player, claimed: { result: "not-broken" } })
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "throw-bomb" },
      { _tag: "PassAimed", player: "a1", at: [11, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "a1", claimed: { result: "accurate", success: true } },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "bombardier", player: "h1", claimed: { success: false } },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "bombardier", player: "h2", claimed: { success: true } },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "bombardier", player: "h3", claimed: { success: true } },
      armour("h2"),
      armour("h3"),
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    const posture = (id: string) => state.players[engine.playerIndex.get(id)!]!.posture
    expect([posture("h1"), posture("h2"), posture("h3")]).toEqual(["standing", "prone", "prone"])
  })

  it("writes a fumbled bomb exploding in the thrower's square, hitting them without a roll: no turnover by the rules, so where FFB ends the turn for its hit bombardier the coach's TurnEnded is written [trait:bombardier]", () => {
    const { events, state, engine } = convertWithSkills(
      { a1: ["Bombardier"] },
      ...bomb("FUMBLE", 1,
        // FFB: a1 in the square (roll 0), then h1, h2 next to it; a4 on [13,7] too.
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "a1", roll: 0, successful: true }), bombInjury("a1")], [change("fieldModelSetPlayerState", "a1", 3)]),
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "a4", roll: 1, successful: false })]),
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h2", roll: 3, successful: false })]),
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h1", roll: 2, successful: false })]),
        deselect("a1"),
        endTurn("home", 1)
      )
    )
    expect(events.slice(2)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "pass", player: "a1", claimed: { result: "fumble", success: false } },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "bombardier", player: "h1", claimed: { success: false } },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "bombardier", player: "h2", claimed: { success: false } },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "bombardier", player: "a4", claimed: { success: false } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "a1", claimed: { result: "not-broken" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("a1")!]!.posture).toBe("prone")
    expect(state.activeTeam).toBe(0)
  })

  it("writes a failed interference with the bomb as for a pass: the interception roll naming the player, then the bomb comes down as thrown [trait:bombardier] [ffb:report/interceptionRoll]", () => {
    const { events, state, engine } = convertWithSkills(
      { a1: ["Bombardier"] },
      ...bomb("ACCURATE", 6,
        command([report("interceptionRoll", { playerId: "h2", successful: false, roll: 2, minimumRoll: 6, reRolled: false, bomb: true })]),
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h1", roll: 2, successful: false })]),
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h2", roll: 4, successful: true }), bombInjury("h2")], [change("fieldModelSetPlayerState", "h2", 3)]),
        command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h3", roll: 1, successful: false })]),
        deselect("a1"),
        endTurn("home", 1)
      )
    )
    expect(events.slice(2, 4)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "a1", claimed: { result: "accurate", success: true } },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "interception", player: "h2", claimed: { success: false, target: 6 } }
    ])
    expect(state.players[engine.playerIndex.get("h2")!]!.posture).toBe("prone")
  })

  it("writes a bomb deflected by interference and then dropped: the interception, the catch, and FFB's three scatters as scatter rolls from the interferer [trait:bombardier] [ffb:report/interceptionRoll]", () => {
    const { events, state } = convertWithSkills(
      { a1: ["Bombardier"] },
      ...bomb("ACCURATE", 6,
        command([report("interceptionRoll", { playerId: "h2", successful: true, roll: 6, minimumRoll: 6, reRolled: false, bomb: true })]),
        // Dropped: it scatters three squares north from h2 [12,7] to [12,4], where nobody is near.
        command([report("catchRoll", { playerId: "h2", successful: false, roll: 1, minimumRoll: 4, reRolled: false, bomb: true }), report("scatterBall", { directionArray: ["North", "North", "North"], rolls: [2, 2, 2], gustOfWind: false })]),
        deselect("a1"),
        endTurn("home", 1)
      )
    )
    expect(events.slice(3, 8)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "interception", player: "h2", claimed: { success: true, target: 6 } },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "catch", player: "h2", claimed: { success: false, target: 4 } },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" }
    ])
    expect(state.activeTeam).toBe(0)
  })
})

describe("Star of the Show from FFB", () => {
  // The conversion only: a2 cannot reach the end zone from the kick-off in one move, so the engine's
  // fold of the touchdown and the re-roll is tested in packages/engine/test/star-players.test.ts.
  const scores = (...after: ReadonlyArray<ReturnType<typeof report>>) => {
    const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, { skillArray: id === "a2" ? ["Star of the Show"] : [] })))
    const start = matchStart()
    const match = importReplay(replay([
      ...start,
      activate("a2", "move"),
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [0, 7]), change("fieldModelSetBallCoordinate", null, [0, 7])]),
      deselect("a2"),
      command([report("turnEnd", { playerIdTouchdown: "a2", knockoutRecoveryArray: [], heatExhaustionArray: [] }), ...after], [change("gameSetHomePlaying", null, true), change("turnDataSetTurnNr", "home", 1)])
    ], "BB2020", { away }))
    expect(match.stopped).toBeNull()
    expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
    return shapes(match.events.slice(importReplay(replay(start, "BB2020", { away })).events.length))
  }

  it("writes FFB's showStarReRoll (reported after turnEnd) as the scorer's SkillUsed right after the touchdown, where the engine asks [special:star-of-the-show]", () => {
    expect(scores(report("showStarReRoll", { playerId: "a2" }))).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "move" },
      { _tag: "PlayerMoved", player: "a2", to: [0, 7] },
      { _tag: "SkillUsed", player: "a2", skill: "Star of the Show" }
    ])
  })

  it("writes nothing without FFB's report: the coach did not take it", () => {
    expect(scores()).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "move" },
      { _tag: "PlayerMoved", player: "a2", to: [0, 7] }
    ])
  })
})
