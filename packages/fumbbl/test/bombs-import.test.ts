import { describe, expect, it } from "vitest"
import { importFragment } from "./fold-imported.js"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report, teams } from "./ffb-shapes.js"

/**
 * Throw Bomb as FFB's bb2020 server plays it (written for these tests, shaped like its reports and
 * model changes): the turn mode bombHome/bombAway while a bomb flies (BombardierBehaviour, reset by
 * StepEndBomb), a caught bomb thrown on (StepEndBomb: the catcher's team plays, the catcher throws),
 * a bomb into the crowd (StepInitBomb's bombOutOfBounds). Away a1 (on [13,6]) and the home Ogre h4
 * (on [8,7], nobody next to him) have Bombardier.
 */
const bombers = () => {
  const { home, away } = teams()
  return {
    home: ffbTeam("T-HOME", "homecoach", home.playerArray.map((p) => (p.playerId === "h4" ? { ...p, skillArray: [...(p.skillArray ?? []), "Bombardier"] } : p))),
    away: ffbTeam("T-AWAY", "awaycoach", away.playerArray.map((p) => (p.playerId === "a1" ? ffbPlayer("a1", 1, { skillArray: ["Bombardier"] }) : p)))
  }
}
const convert = (...fragment: ReadonlyArray<FfbCommand>) => {
  const start = matchStart()
  return importFragment(replay([...start, ...fragment], "BB2020", bombers()), replay(start, "BB2020", bombers()))
}

/** A bomb thrown by `thrower` at `at`: FFB's declaration, the square, the turn mode of the bomb, the roll. */
const throwBomb = (thrower: string, at: readonly [number, number], turnMode: "bombHome" | "bombAway", passResult: string, roll: number): Array<FfbCommand> => [
  activate(thrower, "throwBomb"),
  command([], [change("gameSetPassCoordinate", null, at)]),
  command([], [change("actingPlayerMarkSkillUsed", null, "Bombardier"), change("gameSetTurnMode", null, turnMode)]),
  command([report("passRoll", { playerId: thrower, successful: passResult === "ACCURATE", roll, reRolled: false, passResult, bomb: true })], [change("fieldModelSetBombCoordinate", null, at)])
]
/** StepEndBomb once the bomb has gone off: the turn mode back to regular. */
const bombOver = (): FfbCommand => command([], [change("gameSetPassCoordinate", null, null), change("gameSetTurnMode", null, "regular")])
const a2Steps = (): Array<FfbCommand> => [activate("a2", "move"), command([], [change("fieldModelSetPlayerCoordinate", "a2", [19, 7]), change("fieldModelSetBallCoordinate", null, [19, 7])]), deselect("a2")]

describe("a bomb from FFB, which plays on where no ball is lost", () => {
  it("goes on with the thrower's turn after a bomb an opponent failed to catch explodes on him (FFB's turn mode bombAway while it flies) [ffb:turnMode/bombAway]", () => {
    const { events, state, engine } = convert(
      ...throwBomb("a1", [8, 7], "bombAway", "ACCURATE", 6),
      command([report("catchRoll", { playerId: "h4", successful: false, roll: 1, minimumRoll: 4, reRolled: false, bomb: true })]),
      command([report("spellEffectRoll", { specialEffect: "bomb", playerId: "h4", roll: 0, successful: true }), report("injury", { defenderId: "h4", injuryType: "bomb", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: null })], [change("fieldModelSetPlayerState", "h4", 3)]),
      bombOver(),
      deselect("a1"),
      ...a2Steps(),
      endTurn("home", 1)
    )
    expect(events.filter((e) => e._tag !== "DiceRolled")).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "throw-bomb" },
      { _tag: "PassAimed", player: "a1", at: [8, 7] },
      { _tag: "ActionDeclared", player: "a2", action: "move" },
      { _tag: "PlayerMoved", player: "a2", to: [19, 7] },
      { _tag: "ActionEnded", player: "a2" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("h4")!]!.posture).toBe("prone")
    expect(state.activeTeam).toBe(0)
  })

  it("writes a caught bomb thrown on (FFB's bombExplodesAfterCatch without an explosion, then the catcher's passRoll) as the catcher's PassAimed and roll, out of the sequence of play [ffb:report/bombExplodesAfterCatch] [ffb:modelChange/turnDataSetTurnNr]", () => {
    const { events, state } = convert(
      ...throwBomb("a1", [8, 7], "bombAway", "ACCURATE", 6),
      command([report("catchRoll", { playerId: "h4", successful: true, roll: 5, minimumRoll: 4, reRolled: false, bomb: true }), report("bombExplodesAfterCatch", { catcherId: "h4", explodes: false, roll: 2 })]),
      // StepEndBomb: h4's team plays while he throws it on, at the empty [4,7].
      command([], [change("gameSetPassCoordinate", null, null), change("gameSetHomePlaying", null, true), change("actingPlayerSetPlayerId", null, "h4"), change("actingPlayerSetPlayerAction", null, "throwBomb")]),
      command([], [change("gameSetPassCoordinate", null, [4, 7])]),
      command([report("passRoll", { playerId: "h4", successful: true, roll: 6, reRolled: false, passResult: "ACCURATE", bomb: true })], [change("fieldModelSetBombCoordinate", null, [4, 7])]),
      // It goes off on the empty square; FFB gives the turn back to a1's team and ends his action.
      command([], [change("gameSetPassCoordinate", null, null), change("gameSetHomePlaying", null, false), change("gameSetTurnMode", null, "regular"), change("actingPlayerSetPlayerId", null, "a1"), change("actingPlayerSetPlayerAction", null, "throwBomb")]),
      deselect("a1"),
      ...a2Steps(),
      endTurn("home", 1)
    )
    expect(events.slice(0, 7)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "throw-bomb" },
      { _tag: "PassAimed", player: "a1", at: [8, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "a1", claimed: { result: "accurate", success: true } },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "catch", player: "h4", claimed: { success: true, target: 4 } },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "bombardier", player: "h4", claimed: { success: false } },
      { _tag: "PassAimed", player: "h4", at: [4, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "h4", claimed: { result: "accurate", success: true } }
    ])
    expect(events.slice(7).map((e) => e._tag)).toEqual(["ActionDeclared", "PlayerMoved", "ActionEnded", "TurnEnded"])
    expect(state.activeTeam).toBe(0)
  })

  it("writes nothing for a bomb gone into the crowd (bombOutOfBounds, FFB's turn mode bombHome): it harms nobody and the turn goes on [ffb:report/bombOutOfBounds] [ffb:turnMode/bombHome]", () => {
    const home = (): Array<FfbCommand> => [
      // h4 (Bone Head) rolls, then throws at [8,2]; the throw is inaccurate and scatters north three times, off the pitch.
      activate("h4", "throwBomb"),
      command([report("confusionRoll", { playerId: "h4", confusionSkill: "Bone Head", successful: true, roll: 4, minimumRoll: 2, reRolled: false })]),
      ...throwBomb("h4", [8, 2], "bombHome", "INACCURATE", 5).slice(1),
      command([report("scatterBall", { directionArray: ["North", "North", "North"], rolls: [1, 1, 1], gustOfWind: false })], [change("fieldModelSetBombCoordinate", null, null)]),
      command([report("bombOutOfBounds")]),
      bombOver(),
      deselect("h4"),
      activate("h3", "move"),
      moveTo("h3", [11, 9]),
      command([report("dodgeRoll", { playerId: "h3", successful: true, roll: 5, minimumRoll: 3, reRolled: false })]),
      deselect("h3"),
      endTurn("away", 2)
    ]
    const { events, state, engine } = convert(endTurn("home", 1), ...home())
    expect(events.slice(1)).toEqual([
      { _tag: "ActionDeclared", player: "h4", action: "throw-bomb" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "bone-head", player: "h4", claimed: { success: true, target: 2 } },
      { _tag: "PassAimed", player: "h4", at: [8, 2] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "pass", player: "h4", claimed: { result: "inaccurate", success: false } },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" },
      { _tag: "DiceRolled", die: "d8", faces: [2], for: "scatter" },
      { _tag: "ActionDeclared", player: "h3", action: "move" },
      { _tag: "PlayerMoved", player: "h3", to: [11, 9] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "dodge", player: "h3", claimed: { success: true, target: 3 } },
      { _tag: "ActionEnded", player: "h3" },
      { _tag: "TurnEnded", team: "T-HOME" }
    ])
    expect(state.players[engine.playerIndex.get("h3")!]!.at).toEqual([11, 9])
    expect(state.activeTeam).toBe(1)
  })

  it("writes a Hail Mary bomb (FFB's action changed to hailMaryBomb, its passRoll with hailMaryPass and bomb) as SkillUsed Hail Mary Pass before the PassAimed, never accurate: three scatters [ffb:playerAction/hailMaryBomb]", () => {
    const hmp = bombers()
    const away = ffbTeam("T-AWAY", "awaycoach", hmp.away.playerArray.map((p) => (p.playerId === "a1" ? { ...p, skillArray: ["Bombardier", "Hail Mary Pass"] } : p)))
    const start = matchStart()
    const fragment = [
      activate("a1", "throwBomb"),
      command([], [change("actingPlayerSetPlayerAction", null, "hailMaryBomb")]),
      command([], [change("gameSetPassCoordinate", null, [3, 2])]),
      command([], [change("actingPlayerMarkSkillUsed", null, "Bombardier"), change("gameSetTurnMode", null, "bombAway")]),
      command([report("passRoll", { playerId: "a1", successful: false, roll: 6, reRolled: false, passResult: "INACCURATE", hailMaryPass: true, bomb: true })]),
      command([report("scatterBall", { directionArray: ["South", "South", "South"], rolls: [5, 5, 5], gustOfWind: false })], [change("fieldModelSetBombCoordinate", null, [3, 5])]),
      bombOver(),
      deselect("a1"),
      endTurn("home", 1)
    ]
    const { events } = importFragment(replay([...start, ...fragment], "BB2020", { ...hmp, away }), replay(start, "BB2020", { ...hmp, away }))
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "throw-bomb" },
      { _tag: "SkillUsed", player: "a1", skill: "Hail Mary Pass" },
      { _tag: "PassAimed", player: "a1", at: [3, 2] },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pass", player: "a1", claimed: { result: "inaccurate", success: false } },
      ...[7, 7, 7].map((face) => ({ _tag: "DiceRolled", die: "d8", faces: [face], for: "scatter" })),
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
  })
})
