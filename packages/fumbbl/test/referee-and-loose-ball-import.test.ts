import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/import.js"
import { activate, change, command, deselect, ffbTeam, matchStart, moveTo, replay, report, teams } from "./ffb-shapes.js"
import { importFragment } from "./fold-imported.js"

// FFB's reports around a foul the referee saw, and around a loose ball (a throw-in, an inaccurate
// pass's scatter), each converted from a small fragment of the shape FFB sends.

const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)
/** The events written for these commands after the match start (Away's turn 1 under way). */
const afterStart = (...commands: ReadonlyArray<ReturnType<typeof command>>) => {
  const before = importReplay(replay(matchStart())).events.length
  return shapes(importReplay(replay([...matchStart(), ...commands])).events.slice(before))
}

describe("a foul the referee sees", () => {
  it("writes arguing the call as CallArgued and its D6, claimed as FFB judged it [ffb:report/argueTheCall]", () => {
    expect(afterStart(
      activate("a1", "foul"),
      command([report("foul", { defenderId: "h1" })]),
      command([report("referee", { foulingPlayerBanned: true })]),
      command([report("argueTheCall", { playerId: "a1", successful: false, roll: 3 })])
    )).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "foul" },
      { _tag: "FoulCommitted", player: "a1", target: "h1" },
      { _tag: "CallArgued", team: "T-AWAY" },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "argue-the-call", claimed: { success: false } }
    ])
  })

  it("writes Bribery and Corruption's re-roll of a natural 1 (FFB's briberyAndCorruptionReRoll USED) as RerollUsed naming the rule, then only the argument's new D6; ADDED writes nothing [ffb:report/briberyAndCorruptionReRoll]", () => {
    const { home, away } = teams()
    const corrupt = ffbTeam("T-AWAY", "awaycoach", away.playerArray, { specialRules: ["BRIBERY_AND_CORRUPTION"] })
    const start = [...matchStart(), command([report("briberyAndCorruptionReRoll", { teamId: "T-AWAY", briberyAncCorruptionAction: "ADDED" })])]
    const fragment = [
      // a4 knocks h2 down onto [11,7] and stays put; a1 steps to [12,7] (a dodge) and fouls him: a double.
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h2" })]),
      moveTo("h2", [11, 7]),
      command([report("injury", { defenderId: "h2", injuryType: "block", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: 3, attackerId: "a4" })], [change("fieldModelSetPlayerState", "h2", 3)]),
      deselect("a4"),
      activate("a1", "foulMove"),
      moveTo("a1", [12, 7]),
      command([report("dodgeRoll", { playerId: "a1", successful: true, roll: 6, minimumRoll: 4, reRolled: false })]),
      command([report("foul", { defenderId: "h2" }), report("injury", { defenderId: "h2", injuryType: "foul", armorBroken: false, armorRoll: [1, 1], injuryRoll: null, casualtyRoll: null, injury: 3, attackerId: "a1" })]),
      command([report("referee", { foulingPlayerBanned: true })]),
      command([report("argueTheCall", { playerId: "a1", successful: false, coachBanned: true, roll: 1 }), report("briberyAndCorruptionReRoll", { teamId: "T-AWAY", briberyAncCorruptionAction: "USED" }), report("argueTheCall", { playerId: "a1", successful: true, coachBanned: false, roll: 6 })])
    ]
    const { events, state, engine } = importFragment(replay([...start, ...fragment], "BB2020", { home, away: corrupt }), replay(start, "BB2020", { home, away: corrupt }))
    expect(events.slice(-4)).toEqual([
      { _tag: "CallArgued", team: "T-AWAY" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "argue-the-call", claimed: { success: false } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Bribery and Corruption" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "argue-the-call", claimed: { success: true } }
    ])
    expect(state.players[engine.playerIndex.get("a1")!]!.at).toEqual([12, 7])
    expect(state.teams[1]!.coachEjected).toBe(false)
  })

  it("writes a bribe as the fouler's team using its bribe, then the D6, claimed [ffb:report/bribesRoll]", () => {
    expect(afterStart(
      activate("a1", "foul"),
      command([report("foul", { defenderId: "h1" })]),
      command([report("referee", { foulingPlayerBanned: true })]),
      command([report("bribesRoll", { playerId: "a1", successful: true, roll: 4 })])
    )).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "foul" },
      { _tag: "FoulCommitted", player: "a1", target: "h1" },
      { _tag: "InducementUsed", team: "T-AWAY", inducement: "bribe", player: "a1" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "bribe", claimed: { success: true } }
    ])
  })
})

describe("a loose ball", () => {
  it("writes a throw-in from the bottom sideline as the D6 of our template that points the way FFB threw it, then the 2D6 [ffb:report/throwIn]", () => {
    // From [18,14] on the bottom edge FFB's throw-in goes North-ish; its D6 3 went North, the middle
    // of the fan (Northwest, North, Northeast): our face 3 (faces 1–2, 3–4, 5–6 are the fan's three ways).
    const events = afterStart(
      command([], [change("fieldModelSetBallCoordinate", null, [18, 14]), change("fieldModelSetBallInPlay", null, true)]),
      command([report("throwIn", { direction: "North", directionRoll: 3, distanceRoll: [2, 3] })])
    )
    expect(events).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "throw-in-direction" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "throw-in-distance" }
    ])
  })

  it("writes FFB's face for a throw-in it reports going another way as the face that goes that way [ffb:report/throwIn]", () => {
    // FFB's D6 1 with "Northeast": our fan's third way, so face 5 (the roll's odd half kept).
    const events = afterStart(
      command([], [change("fieldModelSetBallCoordinate", null, [18, 14]), change("fieldModelSetBallInPlay", null, true)]),
      command([report("throwIn", { direction: "Northeast", directionRoll: 1, distanceRoll: [4, 4] })])
    )
    expect(events[0]).toEqual({ _tag: "DiceRolled", die: "d6", faces: [5], for: "throw-in-direction" })
  })

  it("writes an inaccurate pass's deviation as a D8 of our template and a D6, both for the scatter [ffb:report/passDeviate]", () => {
    // FFB names the way (East); our template's East is face 5, whatever FFB's own face for it.
    expect(afterStart(command([report("passDeviate", { scatterDirection: "East", rollScatterDirection: 3, rollScatterDistance: 4 })]))).toEqual([
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "scatter" }
    ])
  })
})
