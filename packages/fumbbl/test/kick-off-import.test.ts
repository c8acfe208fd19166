import { importFragment } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, ffbPlayer, ffbTeam, matchStart, moveTo, placements, replay, report, teams } from "./ffb-shapes.js"

/**
 * Kick-off results FFB plays through reports and turn modes of their own (written for these
 * tests, shaped like FFB's bb2020 StepApplyKickoffResult, StepBlitzTurn and StepKickoffReturn),
 * converted and folded by the engine from the kick on. The ball comes down on a2 at [18,7].
 */

type Squares = ReadonlyArray<readonly [string, readonly [number, number]]>
const HOME: Squares = [["h1", [12, 6]], ["h2", [12, 7]], ["h3", [12, 8]], ["h4", [8, 7]]]
const AWAY: Squares = [["a1", [13, 6]], ["a2", [18, 7]], ["a3", [13, 8]], ["a4", [13, 7]]]

/** Pre-game, both set-ups (home kicks) and the kick, up to FFB's kick-off result. */
const toTheKick = (home: Squares = HOME, away: Squares = AWAY): Array<FfbCommand> => {
  const start = matchStart()
  return [...start.slice(0, 5), ...placements(home), start[9]!, ...placements(away), start[14]!, start[15]!]
}
/** The ball caught by a2, and the away team's first turn. */
const landing = (): Array<FfbCommand> => matchStart().slice(-2)
const kickOffResult = (kickoffResult: string, kickoffRoll: [number, number]) => command([report("kickoffResult", { kickoffResult, kickoffRoll })])

const convert = importFragment

describe("Pitch Invasion from FFB", () => {
  // Fan Factor: home 1 + D3 2 = 3, away 1 + D3 3 = 4.
  it("writes FFB's stunned players as the D3 and the players drawn: home loses, two of its players Stunned [ffb:report/kickoffPitchInvasion] [ffb:kickoff/PITCH_INVASION]", () => {
    const start = toTheKick()
    const invasion = command([report("kickoffPitchInvasion", { rollHome: 1, rollAway: 4, amount: 2, playerIds: ["h1", "h2"] })], [change("fieldModelSetPlayerState", "h1", 4), change("fieldModelSetPlayerState", "h2", 4)])
    const { events, state, engine } = convert(replay([...start, kickOffResult("Pitch Invasion", [6, 6]), invasion, ...landing()]), replay([...start, kickOffResult("Pitch Invasion", [6, 6])]))
    expect(events.slice(0, 5)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "pitch-invasion", team: "T-HOME" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "pitch-invasion", team: "T-AWAY" },
      { _tag: "DiceRolled", die: "d3", faces: [2], for: "pitch-invasion", team: "T-HOME" },
      { _tag: "PlayerDrawn", player: "h1", for: "pitch-invasion" },
      { _tag: "PlayerDrawn", player: "h2", for: "pitch-invasion" }
    ])
    expect(["h1", "h2", "h3"].map((id) => state.players[engine.playerIndex.get(id)!]!.posture)).toEqual(["stunned", "stunned", "standing"])
  })

  it("on a tie writes FFB's one D3 for both teams, each with its own players drawn [ffb:report/kickoffPitchInvasion]", () => {
    const start = toTheKick()
    const invasion = command([report("kickoffPitchInvasion", { rollHome: 4, rollAway: 3, amount: 2, playerIds: ["h3", "a4"] })], [change("fieldModelSetPlayerState", "h3", 4), change("fieldModelSetPlayerState", "a4", 4)])
    const { events } = convert(replay([...start, kickOffResult("Pitch Invasion", [6, 6]), invasion, ...landing()]), replay([...start, kickOffResult("Pitch Invasion", [6, 6])]))
    expect(events.slice(2, 6)).toEqual([
      { _tag: "DiceRolled", die: "d3", faces: [1], for: "pitch-invasion", team: "T-HOME" },
      { _tag: "PlayerDrawn", player: "h3", for: "pitch-invasion" },
      { _tag: "DiceRolled", die: "d3", faces: [1], for: "pitch-invasion", team: "T-AWAY" },
      { _tag: "PlayerDrawn", player: "a4", for: "pitch-invasion" }
    ])
  })
})

describe("the Blitz! bonus turn from FFB", () => {
  // Two more home Linemen, h5 and h6, stand Open behind the line (h4 now on it, marked by a3).
  const home = ffbTeam("T-HOME", "homecoach", [...teams().home.playerArray, ffbPlayer("h5", 5), ffbPlayer("h6", 6)])
  const squares: Squares = [["h1", [12, 6]], ["h2", [12, 7]], ["h3", [12, 8]], ["h4", [12, 9]], ["h5", [8, 5]], ["h6", [8, 9]]]
  const blitzTurn = (roll: number) => command([report("blitzRoll", { teamId: "T-HOME", roll, limit: roll + 3 })], [change("gameSetTurnMode", null, "blitz")])
  const move = (player: string, to: readonly [number, number]) => [activate(player, "move"), moveTo(player, to), deselect(player)]
  const backToKickOff = (...reports: ReadonlyArray<ReturnType<typeof report>>) => command([...reports], [change("gameSetTurnMode", null, "kickoff")])

  it("writes FFB's blitzRoll as the D3 and the bonus turn's activations; the coach ending it early is TurnEnded [ffb:report/blitzRoll] [ffb:turnMode/blitz]", () => {
    const start = [...toTheKick(squares), kickOffResult("Blitz", [5, 5])]
    const { events } = convert(replay([...start, blitzTurn(2), ...move("h5", [9, 5]), backToKickOff(), ...landing()], "BB2020", { home }), replay(start, "BB2020", { home }))
    expect(events.slice(0, 5)).toEqual([
      { _tag: "DiceRolled", die: "d3", faces: [2], for: "blitz" },
      { _tag: "ActionDeclared", player: "h5", action: "move" },
      { _tag: "PlayerMoved", player: "h5", to: [9, 5] },
      { _tag: "ActionEnded", player: "h5" },
      { _tag: "TurnEnded", team: "T-HOME" }
    ])
    expect(events[5]).toMatchObject({ _tag: "DiceRolled", for: "catch", player: "a2" })
  })

  it("writes no TurnEnded when FFB ends the bonus turn itself (kickoffSequenceActivationsExhausted): every Open player has acted [ffb:report/blitzRoll] [ffb:turnMode/blitz] [ffb:report/kickoffSequenceActivationsExhausted] [ffb:kickoff/BLITZ]", () => {
    const start = [...toTheKick(squares), kickOffResult("Blitz", [5, 5])]
    const exhausted = report("kickoffSequenceActivationsExhausted", { limitReached: false })
    const fragment = [blitzTurn(3), ...move("h5", [9, 5]), activate("h6", "move"), moveTo("h6", [9, 9]), command([exhausted], [change("fieldModelSetPlayerState", "h6", 1), change("actingPlayerSetPlayerId", null, null)]), backToKickOff()]
    const { events } = convert(replay([...start, ...fragment, ...landing()], "BB2020", { home }), replay(start, "BB2020", { home }))
    expect(events.slice(4, 8)).toEqual([
      { _tag: "ActionDeclared", player: "h6", action: "move" },
      { _tag: "PlayerMoved", player: "h6", to: [9, 9] },
      { _tag: "ActionEnded", player: "h6" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "catch", player: "a2", claimed: { success: true, target: 4 } }
    ])
  })
})

describe("a Frenzy player's second block in the Blitz! bonus turn from FFB", () => {
  // h5 (Frenzy, Stab) stands Open behind the line; FFB asks whether his second block is a Stab (turn mode selectBlockKind).
  const home = ffbTeam("T-HOME", "homecoach", [...teams().home.playerArray, ffbPlayer("h5", 5, { skillArray: ["Frenzy", "Stab"] })])
  const squares: Squares = [["h1", [12, 6]], ["h2", [12, 7]], ["h3", [12, 8]], ["h4", [8, 7]], ["h5", [8, 5]]]
  const blockDie = (face: number, result: string) => [
    command([report("block", { defenderId: "a1" }), report("blockRoll", { choosingTeamId: "T-HOME", blockRoll: [face] })]),
    command([report("blockChoice", { nrOfDice: 1, blockRoll: [face], diceIndex: 0, blockResult: result, defenderId: "a1" })])
  ]

  it("passes over FFB's question of the block's kind (turn mode selectBlockKind, bb2020 StepEndBlocking), answered with a block: the bonus turn goes on [ffb:turnMode/selectBlockKind]", () => {
    const start = [...toTheKick(squares), kickOffResult("Blitz", [5, 5])]
    const fragment = [
      command([report("blitzRoll", { teamId: "T-HOME", roll: 1, limit: 4 })], [change("gameSetTurnMode", null, "blitz")]),
      activate("h5", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "h5", defenderId: "a1" })]),
      ...([[9, 5], [10, 5], [11, 5], [12, 5]] as const).map((at) => moveTo("h5", at)),
      ...blockDie(3, "PUSHBACK"),
      moveTo("a1", [14, 6]),
      moveTo("h5", [13, 6]),
      command([], [change("gameSetLastTurnMode", null, "blitz"), change("gameSetTurnMode", null, "selectBlockKind")]),
      command([], [change("gameSetTurnMode", null, "blitz")]),
      ...blockDie(3, "PUSHBACK"),
      moveTo("a1", [15, 6]),
      moveTo("h5", [14, 6]),
      deselect("h5"),
      command([], [change("gameSetTurnMode", null, "kickoff")]),
      ...landing()
    ]
    const { events, state, engine } = convert(replay([...start, ...fragment], "BB2020", { home }), replay(start, "BB2020", { home }))
    const pushes = events.filter((e) => e._tag === "PushChosen" || e._tag === "TurnEnded" || e._tag === "BlockThrown")
    expect(pushes).toEqual([
      { _tag: "BlockThrown", player: "h5", target: "a1" },
      { _tag: "PushChosen", player: "a1", to: [14, 6] },
      { _tag: "PushChosen", player: "a1", to: [15, 6] },
      { _tag: "TurnEnded", team: "T-HOME" }
    ])
    expect(state.players[engine.playerIndex.get("h5")!]!.at).toEqual([14, 6])
  })
})

describe("On the Ball at the kick-off from FFB", () => {
  it("writes FFB's kick-off return (turn mode kickoffReturn) as SkillUsed On the Ball and the mover's steps, with no action of its own [ffb:turnMode/kickoffReturn] [ffb:modelChange/gameSetTurnMode]", () => {
    const away = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2, { skillArray: ["On the Ball"] }), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])
    const start = toTheKick(HOME, [["a1", [13, 6]], ["a2", [20, 7]], ["a3", [13, 8]], ["a4", [13, 7]]])
    const kickOffReturn = [
      command([], [change("gameSetHomePlaying", null, false), change("gameSetTurnMode", null, "kickoffReturn")]),
      activate("a2", "move"),
      moveTo("a2", [19, 7]),
      moveTo("a2", [18, 7]),
      command([], [change("fieldModelSetPlayerState", "a2", 1), change("actingPlayerSetPlayerId", null, null), change("gameSetHomePlaying", null, true), change("gameSetTurnMode", null, "kickoff")])
    ]
    const { events } = convert(replay([...start, ...kickOffReturn, kickOffResult("Time-out", [2, 1]), ...landing()], "BB2020", { away }), replay(start, "BB2020", { away }))
    expect(events.slice(0, 4)).toEqual([
      { _tag: "SkillUsed", player: "a2", skill: "On the Ball" },
      { _tag: "PlayerMoved", player: "a2", to: [19, 7] },
      { _tag: "PlayerMoved", player: "a2", to: [18, 7] },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 1], for: "kick-off-event", claimed: { result: "time-out" } }
    ])
  })
})

describe("High Kick from FFB", () => {
  it("writes only the player left under the ball: one the coach put there and moved back moved nobody [ffb:turnMode/highKick] [ffb:kickoff/HIGH_KICK]", () => {
    // The home line stands on [12,2]–[12,4], away from a1 and a3, who are Open; the kick comes down on the empty [20,7].
    const start = toTheKick([["h1", [12, 2]], ["h2", [12, 3]], ["h3", [12, 4]], ["h4", [8, 7]]]).slice(0, -1)
    const kick = command([report("kickoffScatter", { ballCoordinateEnd: [20, 7], scatterDirection: "South", rollScatterDirection: 5, rollScatterDistance: 1 })], [change("fieldModelSetBallCoordinate", null, [20, 7]), change("fieldModelSetBallMoving", null, true)])
    const before = [...start, kick, kickOffResult("High Kick", [2, 3])]
    const highKick = [
      command([], [change("gameSetHomePlaying", null, false), change("gameSetTurnMode", null, "highKick")]),
      command([], [change("fieldModelSetPlayerCoordinate", "a1", [20, 7])]),
      command([], [change("fieldModelSetPlayerCoordinate", "a1", [13, 6])]),
      command([], [change("fieldModelSetPlayerCoordinate", "a3", [20, 7])]),
      command([], [change("gameSetHomePlaying", null, true), change("gameSetTurnMode", null, "kickoff")]),
      command([report("catchRoll", { playerId: "a3", successful: true, roll: 5, minimumRoll: 4, reRolled: false, rollModifiers: [] })], [change("fieldModelSetBallInPlay", null, true), change("fieldModelSetBallMoving", null, false)]),
      landing()[1]!
    ]
    const { events, state, engine } = convert(replay([...before, ...highKick]), replay(before))
    expect(events.slice(0, 2)).toEqual([
      { _tag: "PlayerPlaced", player: "a3", at: [20, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "catch", player: "a3", claimed: { success: true, target: 4 } }
    ])
    expect(state.players[engine.playerIndex.get("a1")!]!.at).toEqual([13, 6])
    expect(state.players[engine.playerIndex.get("a3")!]!.at).toEqual([20, 7])
  })
})

describe("Solid Defence from FFB", () => {
  it("ends the kicking team's new set-up with SetupEnded even when the coach moved nobody [ffb:report/solidDefenceRoll] [ffb:turnMode/solidDefence] [ffb:kickoff/SOLID_DEFENCE]", () => {
    const before = [...toTheKick(), kickOffResult("Solid Defence", [3, 1])]
    const solid = [
      command([report("solidDefenceRoll", { nrOfPlayers: 5, teamId: "T-HOME", roll: 2 })], [change("gameSetTurnMode", null, "solidDefence")]),
      command([], [change("gameSetTurnMode", null, "kickoff")]),
      ...landing()
    ]
    const { events } = convert(replay([...before, ...solid]), replay(before))
    expect(events.slice(0, 3)).toEqual([
      { _tag: "DiceRolled", die: "d3", faces: [2], for: "solid-defence" },
      { _tag: "SetupEnded", team: "T-HOME" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "catch", player: "a2", claimed: { success: true, target: 4 } }
    ])
  })
})
