import { describe, expect, it } from "vitest"
import { importFragment } from "./fold-imported.js"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, placements, replay, report, teams } from "./ffb-shapes.js"

/**
 * FFB's model changes and turn modes that carry a decision of their own (written for these tests,
 * shaped like FFB's bb2020 server): each fragment is converted, then folded by the engine.
 */

type Squares = ReadonlyArray<readonly [string, readonly [number, number]]>
const HOME: Squares = [["h1", [12, 6]], ["h2", [12, 7]], ["h3", [12, 8]], ["h4", [8, 7]]]
const AWAY: Squares = [["a1", [13, 6]], ["a2", [18, 7]], ["a3", [13, 8]], ["a4", [13, 7]]]

/** Pre-game and both set-ups (home kicks), up to the kick. */
const toTheKick = (): Array<FfbCommand> => {
  const start = matchStart()
  return [...start.slice(0, 5), ...placements(HOME), start[9]!, ...placements(AWAY), start[14]!]
}

describe("kick-off turn modes from FFB", () => {
  it("writes a Quick Snap's moves (turn mode quickSnap, bb2020 StepApplyKickoffResult) as PlayerMoved by the receiving team, closed by its SetupEnded [ffb:turnMode/quickSnap]", () => {
    const before = [...toTheKick(), matchStart()[15]!, command([report("kickoffResult", { kickoffResult: "Quick Snap", kickoffRoll: [5, 4] })])]
    const snap = [
      command([report("quickSnapRoll", { teamId: "T-AWAY", roll: 1, nrOfPlayers: 4 })], [change("gameSetHomePlaying", null, false), change("gameSetTurnMode", null, "quickSnap")]),
      // a2, the one receiver nobody marks, steps back a square.
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [19, 7])]),
      command([], [change("gameSetHomePlaying", null, true), change("gameSetTurnMode", null, "kickoff")])
    ]
    const { events, state, engine } = importFragment(replay([...before, ...snap]), replay(before))
    expect(events).toEqual([
      { _tag: "DiceRolled", die: "d3", faces: [1], for: "quick-snap" },
      { _tag: "PlayerMoved", player: "a2", to: [19, 7] },
      { _tag: "SetupEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("a2")!]!.at).toEqual([19, 7])
  })

  it("writes the receiver FFB gives the ball after a kick out of bounds (turn mode touchback) as TouchbackGiven [ffb:turnMode/touchback]", () => {
    const before = toTheKick()
    const out = [
      // Aimed at [22,7]; deviates East (FFB's face 3, ours 5) four squares, past the end line.
      command([report("kickoffScatter", { ballCoordinateEnd: [26, 7], scatterDirection: "East", rollScatterDirection: 3, rollScatterDistance: 4 })], [change("fieldModelSetBallCoordinate", null, [25, 7]), change("fieldModelSetBallMoving", null, true)]),
      command([report("kickoffResult", { kickoffResult: "Time-out", kickoffRoll: [2, 1] }), report("kickoffTimeout", { turnModifier: 1, turnNr: 0 })]),
      command([], [change("gameSetHomePlaying", null, false), change("gameSetTurnMode", null, "touchback")]),
      command([], [change("fieldModelSetBallCoordinate", null, [18, 7]), change("fieldModelSetBallMoving", null, false), change("fieldModelSetBallInPlay", null, true)]),
      matchStart().at(-1)!
    ]
    const { events, state } = importFragment(replay([...before, ...out]), replay(before))
    expect(events.filter((e) => e._tag === "TouchbackGiven")).toEqual([{ _tag: "TouchbackGiven", player: "a2" }])
    expect(state.ball).toEqual(expect.objectContaining({ at: [18, 7] }))
  })
})

describe("Swarming from FFB", () => {
  // a2 (on the pitch) and a5 (in reserve) have Swarming; home kicks and has none.
  const { away } = teams()
  const swarmers = ffbTeam("T-AWAY", "awaycoach", [...away.playerArray.map((p) => (p.playerId === "a2" ? { ...p, skillArray: ["Swarming"] } : p)), ffbPlayer("a5", 5, { skillArray: ["Swarming"] })])
  const swarmingRoll = (roll: number, limit: number) => report("swarmingPlayersRoll", { teamId: "T-AWAY", swarmingPlayerAmount: Math.min(roll, limit), swarmingPlayerRoll: roll, swarmingPlayerLimit: limit })

  it("writes FFB's Swarming roll (swarmingPlayersRoll: the D3, capped by the Swarming players set up) as the receivers' d3 and its placements (turn mode swarming) as PlayerPlaced, closed by SetupEnded [ffb:report/swarmingPlayersRoll] [ffb:turnMode/swarming]", () => {
    const before = [...toTheKick(), matchStart()[15]!]
    const swarm = [
      command([swarmingRoll(2, 1)], [change("gameSetHomePlaying", null, false), change("gameSetTurnMode", null, "swarming")]),
      command([], [change("fieldModelSetPlayerCoordinate", "a5", [20, 7])]),
      command([], [change("gameSetTurnMode", null, "kickoff"), change("gameSetHomePlaying", null, true)])
    ]
    const { events, state, engine } = importFragment(replay([...before, ...swarm], "BB2020", { away: swarmers }), replay(before, "BB2020", { away: swarmers }))
    expect(events).toEqual([
      { _tag: "DiceRolled", die: "d3", faces: [2], for: "swarming", team: "T-AWAY" },
      { _tag: "PlayerPlaced", player: "a5", at: [20, 7] },
      { _tag: "SetupEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("a5")!]!.at).toEqual([20, 7])
  })

  it("writes nothing where FFB rolls for a team with no Swarming player set up (swarmingPlayerLimit 0): none may come on, and the engine rolls no D3 [ffb:report/swarmingPlayersRoll]", () => {
    const before = [...toTheKick(), matchStart()[15]!]
    const swarm = [command([swarmingRoll(3, 0)], [change("gameSetHomePlaying", null, false), change("gameSetTurnMode", null, "swarming")]), command([], [change("gameSetTurnMode", null, "kickoff"), change("gameSetHomePlaying", null, true)])]
    const noneSetUp = ffbTeam("T-AWAY", "awaycoach", [...away.playerArray, ffbPlayer("a5", 5, { skillArray: ["Swarming"] })])
    const { events } = importFragment(replay([...before, ...swarm], "BB2020", { away: noneSetUp }), replay(before, "BB2020", { away: noneSetUp }))
    expect(events).toEqual([])
  })
})

describe("the acting player's flags from FFB", () => {
  it("writes a Leap (actingPlayerSetLeaping) as one PlayerMoved with jump, then the leap's roll as a jump [ffb:modelChange/actingPlayerSetLeaping]", () => {
    const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, { skillArray: id === "a2" ? ["Leap"] : [] })))
    const start = matchStart()
    const leap = [
      activate("a2", "move"),
      command([], [change("actingPlayerSetLeaping", null, true)]),
      command([], [change("fieldModelSetPlayerCoordinate", "a2", [16, 7]), change("actingPlayerSetLeaping", null, false), change("fieldModelSetBallCoordinate", null, [16, 7])]),
      command([report("leapRoll", { playerId: "a2", successful: true, roll: 4, minimumRoll: 2, reRolled: false, rollModifiers: [] })]),
      deselect("a2"),
      endTurn("home", 1)
    ]
    const { events, state, engine } = importFragment(replay([...start, ...leap], "BB2020", { away }), replay(start, "BB2020", { away }))
    expect(events.slice(0, 3)).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "move" },
      { _tag: "PlayerMoved", player: "a2", to: [16, 7], jump: true },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "jump", player: "a2", claimed: { success: true, target: 2 } }
    ])
    expect(state.players[engine.playerIndex.get("a2")!]!.at).toEqual([16, 7])
  })
})

describe("the injury FFB records after an apothecary", () => {
  /** a4 blocks h2 out of [12,7] and hurts him (FFB's injury report with `casualty`), then `after`. */
  const hurt = (casualty: { casualtyRoll: [number, number]; seriousInjury: string | null; injury: number }, ...after: ReadonlyArray<FfbCommand>) => {
    const start = matchStart()
    const fragment = [
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h2" })]),
      moveTo("h2", [11, 7]),
      moveTo("a4", [12, 7]),
      command([report("injury", { defenderId: "h2", injuryType: "block", armorBroken: true, armorRoll: [5, 5], injuryRoll: [5, 5], ...casualty, attackerId: "a4" })]),
      ...after,
      deselect("a4")
    ]
    return importFragment(replay([...start, ...fragment]), replay(start))
  }

  it("keeps the apothecary's new Lasting Injury when FFB records it for the player (playerResultSetSeriousInjury, no choice reported) [ffb:modelChange/playerResultSetSeriousInjury]", () => {
    const { events, state, engine } = hurt(
      { casualtyRoll: [11, 1], seriousInjury: "Serious Injury (NI)", injury: 7 },
      command([report("apothecaryRoll", { playerId: "h2", casualtyRoll: [13, 5], seriousInjury: "Neck Injury (-AG)", playerState: 7 })]),
      command([], [change("playerResultSetSeriousInjury", "h2", "Neck Injury (-AG)"), change("fieldModelSetPlayerState", "h2", 7)])
    )
    expect(events.slice(-4)).toEqual([
      { _tag: "ApothecaryUsed", team: "T-HOME", player: "h2" },
      { _tag: "DiceRolled", die: "d16", faces: [13], for: "casualty", player: "h2", claimed: { result: "lasting-injury" } },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "lasting-injury", player: "h2", claimed: { result: "neck-injury" } },
      { _tag: "InjuryChosen", player: "h2", keep: "new" }
    ])
    expect(state.players[engine.playerIndex.get("h2")!]!.box).toBe("si")
  })

  it("writes a Badly Hurt player the apothecary patches up (FFB's apothecaryChoice and state RESERVE, no second roll) as ApothecaryUsed: the engine sends him to the reserves [ffb:playerState/RESERVE]", () => {
    const { events, state, engine } = hurt(
      { casualtyRoll: [3, 1], seriousInjury: null, injury: 6 },
      command([report("apothecaryChoice", { playerId: "h2", playerState: 9, seriousInjury: null })], [change("fieldModelSetPlayerState", "h2", 9), change("fieldModelSetPlayerCoordinate", "h2", [-1, 0])])
    )
    expect(events.slice(-2)).toEqual([
      { _tag: "DiceRolled", die: "d16", faces: [3], for: "casualty", player: "h2", claimed: { result: "badly-hurt" } },
      { _tag: "ApothecaryUsed", team: "T-HOME", player: "h2" }
    ])
    expect(state.players[engine.playerIndex.get("h2")!]!.box).toBe("reserves")
  })
})
