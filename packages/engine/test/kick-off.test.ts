import { describe, expect, it } from "vitest"
import type { MatchStarted } from "@sidelines/schema"
import { buildMatch, expecting, initialState, legalDecisions, type MatchState, transition } from "@sidelines/engine"
import type { MatchEvent } from "@sidelines/schema"
import { loseBrilliantCoachingReroll, timeOutShift } from "../src/core/kick-off-events.js"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { AWAY_AT, HOME_AT, kickOffHeader, kickOffPosition, kickOffRoll, notes, teamDice, waitingFor } from "./support/kick-off-support.js"
import { Events, header, play, player, playOk, where } from "./support/scenario.js"

// Home (team 0) kicks from x 1–12 and Away (team 1) receives in x 13–24, unless a test says
// otherwise. The kicked ball is in the air over `landing` when the kick-off table is rolled.
const head = kickOffHeader()

describe("the kick-off table roll", () => {
  it("reads the 2D6 total on the table and reports the result", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(2).list)
    expect(played.outcomes).toContainEqual({ _tag: "KickOffEvent", result: "get-the-ref" })
    expect(played.rulings[0]).toMatchObject({ rule: "Kick-off event", total: 2, row: "get-the-ref" })
  })
})

describe("2 Get the Ref", () => {
  it("each team gains a Bribe; it is recorded for the drive and the kick then lands (an empty square: the ball bounces)", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(2).list)
    expect(played.state.kickOffEffects).toEqual(["get-the-ref"])
    expect(notes(played)).toContain("Get the Ref: Home and Away each gain a Bribe for the rest of the game")
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
  })

  it("rolls no dice: a get-the-ref roll after it is a violation", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(2).roll("d6", [4], "get-the-ref").list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 2, rule: "bounce" })
    expect(played.violation!.message).toBe("a d8 roll for bounce was due, not a d6 for get-the-ref")
  })
})

describe("3 Time-out", () => {
  it("the kicking team's marker on turn 6 (or 7, 8): both markers move back one", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], turns: [6, 5] })
    const played = playOk(match, state, kickOffRoll(3).list)
    expect(played.state.teams.map((t) => t.turn)).toEqual([5, 4])
    expect(notes(played)[0]).toMatch(/turn marker is on turn 6, so both turn markers move back one space/)
  })

  it("on turn 5 both markers move forward one instead", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], turns: [5, 4] })
    const played = playOk(match, state, kickOffRoll(3).list)
    expect(played.state.teams.map((t) => t.turn)).toEqual([6, 5])
  })

  it("at the first kick-off of a half the receivers lose their turn 1: their first turn is turn 2", () => {
    // a6 stands where the ball lands and catches it (AG 3+, rolls 4).
    const { match, state } = kickOffPosition(head, { landing: AWAY_AT.a6!, turns: [0, 0] })
    const played = playOk(match, state, kickOffRoll(3).d6(4, "catch", "a6").list)
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 1, turn: 2 })
    expect(played.state.teams.map((t) => t.turn)).toEqual([1, 2])
  })

  it("moves back only on turns 6 to 8", () => {
    expect([0, 1, 5, 6, 7, 8].map(timeOutShift)).toEqual([1, 1, 1, -1, -1, -1])
  })
})

describe("4 Solid Defence", () => {
  it("D3+3 Open players of the kicking team are set up again: a 2 lets four move; the set-up is checked at SetupEnded", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(4)
      .roll("d3", [2], "solid-defence")
      .add({ _tag: "PlayerPlaced", player: "h6", at: [11, 7] })
      .add({ _tag: "PlayerPlaced", player: "h8", at: [11, 5] })
      .add({ _tag: "PlayerPlaced", player: "h9", at: [11, 9] })
      .add({ _tag: "PlayerPlaced", player: "h7", at: [7, 7] })
      .add({ _tag: "SetupEnded", team: "home" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Solid Defence")).toMatchObject({ total: 5 })
    expect(where(played.state, "h6").at).toEqual([11, 7])
    expect(where(played.state, "h7").at).toEqual([7, 7])
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", for: "bounce" })
  })

  it("setting up more players than D3+3 is a violation (a 1: four may move, the fifth may not)", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(4)
      .roll("d3", [1], "solid-defence")
      .add({ _tag: "PlayerPlaced", player: "h6", at: [11, 7] })
      .add({ _tag: "PlayerPlaced", player: "h8", at: [11, 5] })
      .add({ _tag: "PlayerPlaced", player: "h9", at: [11, 9] })
      .add({ _tag: "PlayerPlaced", player: "h7", at: [7, 7] })
      .add({ _tag: "PlayerPlaced", player: "h4", at: [9, 2] })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 7, rule: "Solid Defence" })
    expect(played.violation!.message).toMatch(/4 players \(D3\+3\); h4 \(#4\) would be player 5/)
  })

  it("a player put back on their own square does not count as moved", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(4)
      .roll("d3", [1], "solid-defence")
      .add({ _tag: "PlayerPlaced", player: "h6", at: [11, 7] })
      .add({ _tag: "PlayerPlaced", player: "h8", at: [11, 5] })
      .add({ _tag: "PlayerPlaced", player: "h9", at: [11, 9] })
      .add({ _tag: "PlayerPlaced", player: "h7", at: [7, 7] })
      .add({ _tag: "PlayerPlaced", player: "h7", at: [5, 7] })
      .add({ _tag: "PlayerPlaced", player: "h4", at: [9, 2] })
      .add({ _tag: "SetupEnded", team: "home" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h7").at).toEqual([5, 7])
    expect(where(played.state, "h4").at).toEqual([9, 2])
  })

  it("a marked player (on the line of scrimmage, facing a1) cannot be set up again", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(4).roll("d3", [3], "solid-defence").add({ _tag: "PlayerPlaced", player: "h1", at: [11, 6] })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ seq: 3, rule: "Solid Defence" })
    expect(played.violation!.message).toMatch(/h1 \(#1\) is marked by a1 \(#1\) and a2 \(#2\), not Open/)
  })

  it("the usual set-up rules apply: a third player in a wide zone is illegal", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(4)
      .roll("d3", [3], "solid-defence")
      .add({ _tag: "PlayerPlaced", player: "h8", at: [9, 1] })
      .add({ _tag: "PlayerPlaced", player: "h6", at: [9, 3] })
      .add({ _tag: "SetupEnded", team: "home" })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ seq: 5, rule: "legal set-up" })
    expect(played.violation!.message).toMatch(/3 players in the top wide zone; at most 2/)
  })

  it("players are set up in their own half", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(4).roll("d3", [3], "solid-defence").add({ _tag: "PlayerPlaced", player: "h6", at: [14, 7] }).list)
    expect(played.violation).toMatchObject({ seq: 3, rule: "set-up" })
  })
})

describe("5 High Kick", () => {
  it("an Open receiving player is placed where the ball will land and catches it", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 7] })
    // Catching a kick that deviated is at -1: AG 3+ needs a 4.
    const events = kickOffRoll(5).add({ _tag: "PlayerPlaced", player: "a6", at: [20, 7] }).d6(4, "catch", "a6")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a6").at).toEqual([20, 7])
    expect(played.state.ball).toEqual({ at: [20, 7], carrier: "a6", inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 1, turn: 1 })
  })

  it("is optional: the kick lands and bounces when no player is placed", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(5).roll("d8", [7], "bounce").list)
    expect(played.state.ball).toEqual({ at: [20, 6], carrier: null, inPlay: true })
    expect(where(played.state, "a6").at).toEqual([18, 7])
  })

  it("a marked player cannot be moved", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(5).add({ _tag: "PlayerPlaced", player: "a2", at: [20, 5] }).list)
    expect(played.violation).toMatchObject({ seq: 2, rule: "High Kick" })
    expect(played.violation!.message).toMatch(/a2 \(#2\) is marked by h1 \(#1\) and h2 \(#2\) and h3 \(#3\)/)
  })

  it("the player goes to the landing square, nowhere else", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(5).add({ _tag: "PlayerPlaced", player: "a6", at: [19, 5] }).list)
    expect(played.violation!.message).toMatch(/placed in the square the ball will land in, U6, not T6/)
  })

  it("a kick landing outside the receiving half is a touchback: no player is moved", () => {
    const { match, state } = kickOffPosition(head, { landing: [10, 7] })
    const played = playOk(match, state, kickOffRoll(5).list)
    expect(notes(played)[0]).toMatch(/will not land in Away's half/)
    expect(waitingFor(match, played)).toMatchObject({ kind: "decision", events: ["TouchbackGiven"] })
  })
})

describe("6 Cheering Fans", () => {
  const fans = kickOffHeader({ home: { cheerleaders: 2 } })

  it("D6 + cheerleaders: Home 3+2 beat Away 4 and pray to Nuffle: a D16 of 7 is Greasy Cleats", () => {
    const { match, state } = kickOffPosition(fans, { landing: [20, 5] })
    const events = kickOffRoll(6).d6(3, "cheering-fans").d6(4, "cheering-fans").roll("d16", [7], "prayers-to-nuffle")
    const played = play(match, state, events.list)
    const rolls = played.rulings.filter((r) => r.rule === "Cheering Fans")
    expect(rolls.map((r) => r.total)).toEqual([5, 4])
    expect(rolls[0]!.modifiers).toEqual([{ value: 2, source: "cheerleaders" }])
    expect(notes(played)).toContain("Cheering Fans: Home win and may roll once on the Prayers to Nuffle table")
    expect(played.violation).toBeNull()
    expect(played.rulings.find((r) => r.rule === "Prayers to Nuffle")).toMatchObject({ total: 7, row: "greasy-cleats" })
  })

  it("a tie (Away 4, Home 2+2): neither coach prays, the kick lands", () => {
    const { match, state } = kickOffPosition(fans, { landing: [20, 5] })
    const events = kickOffRoll(6).add(teamDice("away", "d6", 4, "cheering-fans"))
    events.add(teamDice("home", "d6", 2, "cheering-fans"))
    const played = playOk(match, state, events.list)
    expect(played.rulings.filter((r) => r.rule === "Cheering Fans").map((r) => r.result)).toEqual(["Away: 4", "Home: 4"])
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
  })

  it("a winner whose log goes on without a prayer roll: the match goes on", () => {
    const { match, state } = kickOffPosition(fans, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(6).d6(6, "cheering-fans").d6(1, "cheering-fans").roll("d8", [2], "bounce").list)
    expect(notes(played)).toContain("Home did not roll on the Prayers to Nuffle table")
    expect(played.state.ball.at).toEqual([20, 4])
  })

  it("a team rolls once", () => {
    const { match, state } = kickOffPosition(fans, { landing: [20, 5] })
    const roll = teamDice("home", "d6", 2, "cheering-fans")
    const played = play(match, state, kickOffRoll(6).add(roll).add(roll).list)
    expect(played.violation).toMatchObject({ seq: 3, rule: "Cheering Fans" })
  })
})

describe("7 Brilliant Coaching", () => {
  const coaches = kickOffHeader({ away: { assistantCoaches: 1 } })

  it("D6 + assistant coaches: Away 3+1 beat Home 2 and gain a team re-roll for the drive", () => {
    const { match, state } = kickOffPosition(coaches, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(7).d6(2, "brilliant-coaching").d6(3, "brilliant-coaching").list)
    expect(played.state.teams.map((t) => t.rerolls)).toEqual([3, 4])
    expect(played.state.kickOffEffects).toEqual(["brilliant-coaching", "brilliant-coaching-reroll:1:3"])
    expect(played.rulings.find((r) => r.rule === "Brilliant Coaching" && r.total === 4)!.modifiers).toEqual([{ value: 1, source: "assistant coaches" }])
  })

  it("the extra re-roll is lost at the end of the drive if it was not used; a used one is gone anyway", () => {
    const { match, state } = kickOffPosition(coaches, { landing: [20, 5] })
    const won = playOk(match, state, kickOffRoll(7).d6(2, "brilliant-coaching").d6(3, "brilliant-coaching").list).state
    expect(loseBrilliantCoachingReroll(won).teams.map((t) => t.rerolls)).toEqual([3, 3])
    const spentOne = { ...won, teams: won.teams.map((t, i) => (i === 1 ? { ...t, rerolls: 3 } : t)) }
    expect(loseBrilliantCoachingReroll(spentOne).teams.map((t) => t.rerolls)).toEqual([3, 3])
    const spentTwo = { ...won, teams: won.teams.map((t, i) => (i === 1 ? { ...t, rerolls: 2 } : t)) }
    expect(loseBrilliantCoachingReroll(spentTwo).teams.map((t) => t.rerolls)).toEqual([3, 2])
  })

  it("a tie gives no one a re-roll (Home 4, Away 3+1)", () => {
    const { match, state } = kickOffPosition(coaches, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(7).d6(4, "brilliant-coaching").d6(3, "brilliant-coaching").list)
    expect(played.state.teams.map((t) => t.rerolls)).toEqual([3, 3])
    expect(notes(played)).toContain("Brilliant Coaching: a tie, so neither team gains a re-roll")
  })

  it("a roll for another purpose is a violation", () => {
    const { match, state } = kickOffPosition(coaches, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(7).d6(4, "cheering-fans").list)
    expect(played.violation).toMatchObject({ seq: 2, rule: "brilliant-coaching" })
  })
})

describe("8 Changing Weather", () => {
  it("a new weather roll: 11 is Pouring Rain, and the kick lands where it was going", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(8).twoD6(5, 6, "changing-weather").list)
    expect(played.state.weather).toBe("pouring-rain")
    expect(played.outcomes).toContainEqual({ _tag: "WeatherSet", weather: "pouring-rain" })
    expect(played.state.ball.at).toEqual([20, 5])
    expect(waitingFor(match, played)).toMatchObject({ for: "bounce" })
  })

  it("Perfect Conditions: the ball scatters three squares (a D8 each) before it lands", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 7], weather: "blizzard" })
    const events = kickOffRoll(8).twoD6(3, 4, "weather").roll("d8", [5], "scatter").roll("d8", [5], "scatter").roll("d8", [2], "scatter")
    const played = playOk(match, state, events.list)
    expect(played.state.weather).toBe("perfect-conditions")
    expect(played.rulings.filter((r) => r.rule === "Scatter").map((r) => r.result)).toEqual(["scatters to V8", "scatters to W8", "scatters to W7"])
    expect(played.state.ball.at).toEqual([22, 6])
    expect(waitingFor(match, played)).toMatchObject({ for: "bounce" })
  })

  it("a scatter out of the receiving half is a touchback at once: no more scatter dice", () => {
    const { match, state } = kickOffPosition(head, { landing: [14, 5] })
    const events = kickOffRoll(8).twoD6(3, 4, "changing-weather").roll("d8", [4], "scatter").roll("d8", [4], "scatter")
    const played = playOk(match, state, events.list)
    expect(played.rulings.at(-1)!.result).toBe("scatters out of the receiving half from N6: touchback")
    expect(waitingFor(match, played)).toMatchObject({ kind: "decision", events: ["TouchbackGiven"] })
  })

  it("Perfect Conditions on a kick already out of the receiving half: no scatter", () => {
    const { match, state } = kickOffPosition(head, { landing: [9, 5] })
    const played = play(match, state, kickOffRoll(8).twoD6(3, 4, "changing-weather").roll("d8", [4], "scatter").list)
    expect(played.violation).toMatchObject({ seq: 3, rule: "touchback" })
  })
})

describe("9 Quick Snap", () => {
  it("D3+3 Open receiving players each move one square; SetupEnded ends it", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(9)
      .roll("d3", [1], "quick-snap")
      .add({ _tag: "PlayerMoved", player: "a4", to: [14, 3] })
      .add({ _tag: "PlayerMoved", player: "a6", to: [17, 7] })
      .add({ _tag: "SetupEnded", team: "away" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a4").at).toEqual([14, 3])
    expect(where(played.state, "a6").at).toEqual([17, 7])
    expect(waitingFor(match, played)).toMatchObject({ for: "bounce" })
  })

  it("a move of two squares is a violation", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(9).roll("d3", [2], "quick-snap").add({ _tag: "PlayerMoved", player: "a6", to: [16, 7] }).list)
    expect(played.violation).toMatchObject({ seq: 3, rule: "Quick Snap" })
    expect(played.violation!.message).toMatch(/one square; Q8 is not next to a6 \(#6\) on S8/)
  })

  it("each player moves once: a second square for the same player is a violation", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(9).roll("d3", [2], "quick-snap").add({ _tag: "PlayerMoved", player: "a6", to: [17, 7] }).add({ _tag: "PlayerMoved", player: "a6", to: [16, 7] })
    expect(play(match, state, events.list).violation!.message).toMatch(/already moved their one square/)
  })

  it("marked players stay put", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(9).roll("d3", [2], "quick-snap").add({ _tag: "PlayerMoved", player: "a2", to: [14, 7] }).list)
    expect(played.violation!.message).toMatch(/only Open players may move; a2 \(#2\) is marked by h1 \(#1\) and h2 \(#2\) and h3 \(#3\)/)
  })

  it("a player may cross the half-way line", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], at: { ...HOME_AT, ...AWAY_AT, a4: [13, 1] } })
    const played = playOk(match, state, kickOffRoll(9).roll("d3", [1], "quick-snap").add({ _tag: "PlayerMoved", player: "a4", to: [12, 1] }).add({ _tag: "SetupEnded", team: "away" }).list)
    expect(where(played.state, "a4").at).toEqual([12, 1])
  })

  it("at most D3+3 players move; once they have, the Quick Snap ends without SetupEnded", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const moves = kickOffRoll(9)
      .roll("d3", [1], "quick-snap")
      .add({ _tag: "PlayerMoved", player: "a4", to: [16, 3] })
      .add({ _tag: "PlayerMoved", player: "a5", to: [16, 11] })
      .add({ _tag: "PlayerMoved", player: "a6", to: [19, 7] })
      .add({ _tag: "PlayerMoved", player: "a7", to: [22, 7] })
    const fifth = play(match, state, [...moves.list, { _tag: "PlayerMoved", seq: 7, player: "a8", to: [21, 3] }])
    expect(fifth.violation).toMatchObject({ seq: 7, rule: "Quick Snap" })
    expect(fifth.violation!.message).toMatch(/at most 4 players/)
    const bounce = playOk(match, state, [...moves.list, { _tag: "DiceRolled", seq: 7, die: "d8", faces: [7], for: "bounce" }])
    expect(bounce.state.ball.at).toEqual([20, 6])
  })
})

describe("10 Blitz!", () => {
  it("the kicking team takes a bonus team turn with D3+3 Open players; it does not count as a turn; the kick then lands", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(10)
      .roll("d3", [2], "blitz")
      .add({ _tag: "ActionDeclared", player: "h6", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h6", to: [9, 7] })
      .add({ _tag: "PlayerMoved", player: "h6", to: [10, 7] })
      .add({ _tag: "ActionDeclared", player: "h7", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h7", to: [6, 7] })
      .add({ _tag: "TurnEnded", team: "home" })
      .roll("d8", [7], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Blitz!")).toMatchObject({ total: 5 })
    expect(where(played.state, "h6").at).toEqual([10, 7])
    expect(where(played.state, "h7").at).toEqual([6, 7])
    expect(played.state.ball).toEqual({ at: [20, 6], carrier: null, inPlay: true })
    // The receivers' turn 1 follows; Home's bonus turn was not counted.
    expect(played.outcomes.filter((o) => o._tag === "TeamTurnStarted")).toEqual([{ _tag: "TeamTurnStarted", team: 1, turn: 1 }])
    expect(played.state.teams.map((t) => t.turn)).toEqual([0, 1])
  })

  it("one Open player may Blitz: h4 moves up to a4 on the line and knocks them down", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], at: { ...HOME_AT, ...AWAY_AT, a4: [13, 3] } })
    const events = kickOffRoll(10)
      .roll("d3", [1], "blitz")
      .add({ _tag: "ActionDeclared", player: "h4", action: "blitz", target: "a4" })
      .add({ _tag: "PlayerMoved", player: "h4", to: [11, 2] })
      .add({ _tag: "PlayerMoved", player: "h4", to: [12, 2] })
      .add({ _tag: "BlockThrown", player: "h4", target: "a4" })
      .roll("block", [6], "block", "h4")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a4", to: [14, 4] })
      .add({ _tag: "FollowUpChosen", player: "h4", follow: false })
      .twoD6(2, 3, "armour", "a4")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a4")).toMatchObject({ at: [14, 4], posture: "prone" })
    expect(played.state.teams[0]!.blitzUsed).toBe(true)
  })

  it("declaring a Pass is a violation (only Move, one Blitz and one Throw Team-mate)", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(10).roll("d3", [1], "blitz").add({ _tag: "ActionDeclared", player: "h6", action: "pass" }).list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 3, rule: "Blitz!" })
    expect(played.violation!.message).toMatch(/only move or blitz or throw-team-mate/)
  })

  it("declaring a Block is a violation too", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(10).roll("d3", [1], "blitz").add({ _tag: "ActionDeclared", player: "h6", action: "block" }).list)
    expect(played.violation).toMatchObject({ seq: 3, rule: "Blitz!" })
  })

  it("a player marked when the Blitz! began cannot be activated", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(10).roll("d3", [1], "blitz").add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(played.violation).toMatchObject({ seq: 3, rule: "Blitz!" })
    expect(played.violation!.message).toMatch(/h2 \(#2\) is marked by a1 \(#1\) and a2 \(#2\) and a3 \(#3\)/)
  })

  it("after D3+3 activations the bonus turn ends by itself: a fifth declaration comes when the kick is landing", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(10).roll("d3", [1], "blitz")
    for (const id of ["h4", "h5", "h6"]) events.add({ _tag: "ActionDeclared", player: id, action: "move" })
    const three = playOk(match, state, events.list)
    expect(waitingFor(match, three)).toMatchObject({ kind: "decision", team: 0, about: "move action" })
    events.add({ _tag: "ActionDeclared", player: "h7", action: "move" }).add({ _tag: "ActionEnded", player: "h7" })
    const four = playOk(match, state, events.list)
    expect(waitingFor(match, four)).toMatchObject({ kind: "roll", for: "bounce" })
    const five = play(match, state, [...events.list, { _tag: "ActionDeclared", seq: 8, player: "h8", action: "move" }])
    expect(five.violation).toMatchObject({ seq: 8, rule: "bounce" })
    const land = playOk(match, state, [...events.list, { _tag: "DiceRolled", seq: 8, die: "d8", faces: [7], for: "bounce" }])
    expect(land.state.ball.at).toEqual([20, 6])
  })

  it("when every Open player has been activated the bonus turn ends, even with activations left", () => {
    // Home on their line from row 3 to row 11, each facing an Away player; only h9, deep at (8,9), is Open.
    const at = {
      h1: [12, 6], h2: [12, 7], h3: [12, 8], h4: [12, 3], h5: [12, 11], h6: [12, 5], h7: [12, 9], h9: [8, 9],
      a1: [13, 6], a2: [13, 7], a3: [13, 8], a4: [13, 3], a5: [13, 11], a6: [18, 7]
    } as const
    const { match, state } = kickOffPosition(head, { landing: [20, 5], at })
    const events = kickOffRoll(10).roll("d3", [3], "blitz").add({ _tag: "ActionDeclared", player: "h9", action: "move" }).add({ _tag: "ActionEnded", player: "h9" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Blitz!")!.result).toMatch(/up to 6 Open players may be activated \(1 are Open\)/)
    expect(notes(played)).toContain("Blitz!: every Open player has been activated; the bonus team turn ends")
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", for: "bounce" })
  })

  it("no team re-rolls in the bonus turn: a failed rush stands, falls and ends the Blitz!", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5] })
    const events = kickOffRoll(10).roll("d3", [3], "blitz").add({ _tag: "ActionDeclared", player: "h7", action: "move" })
    for (let y = 6; y >= 0; y--) events.add({ _tag: "PlayerMoved", player: "h7", to: [5, y] })
    events.d6(1, "rush", "h7")
    const fell = playOk(match, state, events.list)
    expect(where(fell.state, "h7")).toMatchObject({ at: [5, 0], posture: "prone" })
    expect(waitingFor(match, fell)).toMatchObject({ kind: "roll", for: "armour", player: "h7" })
    const reroll = play(match, state, [...events.list, { _tag: "RerollUsed", seq: 12, team: "home", source: "team-reroll" }])
    expect(reroll.violation).toMatchObject({ seq: 12, rule: "armour" })
    // The fall is a turnover: the armour roll, then the kick lands.
    const landed = playOk(match, state, [
      ...events.list,
      { _tag: "DiceRolled", seq: 12, die: "2d6", faces: [2, 2], for: "armour", player: "h7" },
      { _tag: "DiceRolled", seq: 13, die: "d8", faces: [2], for: "bounce" }
    ])
    expect(landed.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "fell-over", player: "h7" })
    expect(landed.state.teams[0]!.rerolls).toBe(3)
    expect(landed.state.ball.at).toEqual([20, 4])
  })

  it("with no Open player there is no bonus turn and no D3", () => {
    const at = { h1: [12, 6], h2: [12, 7], h3: [12, 8], a1: [13, 6], a2: [13, 7], a3: [13, 8], a6: [18, 7] } as const
    const { match, state } = kickOffPosition(head, { landing: [20, 5], at })
    const played = play(match, state, kickOffRoll(10).roll("d3", [2], "blitz").list)
    expect(played.states[0]!.outcomes).toContainEqual({ _tag: "Note", text: "Blitz!: Home have no Open player, so there is no bonus team turn" })
    expect(played.violation).toMatchObject({ seq: 2, rule: "bounce" })
    expect(played.violation!.message).toBe("a d8 roll for bounce was due, not a d3 for blitz")
  })
})

describe("11 Officious Ref", () => {
  it("D6 + fan factor: Home (3+2) lose to Away (4+3); a Home player drawn at random rolls 4 and is Stunned", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], fanFactors: [2, 3] })
    const events = kickOffRoll(11)
      .d6(3, "officious-ref")
      .d6(4, "officious-ref")
      .add({ _tag: "PlayerDrawn", player: "h6", for: "officious-ref" })
      .d6(4, "officious-ref", "h6")
    const played = playOk(match, state, events.list)
    expect(played.rulings.filter((r) => r.rule === "Officious Ref").map((r) => r.total)).toEqual([5, 7, null])
    expect(where(played.state, "h6")).toMatchObject({ at: [8, 7], posture: "stunned" })
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "h6", result: "stunned", cause: "kick-off", by: null })
  })

  it("a 1 sends the player off, for good: the BB2020 FAQ allows no Argue the Call and no Bribe after the Officious Ref", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], fanFactors: [2, 3] })
    const events = kickOffRoll(11).d6(3, "officious-ref").d6(4, "officious-ref").add({ _tag: "PlayerDrawn", player: "h6", for: "officious-ref" }).d6(1, "officious-ref", "h6")
    const sentOff = playOk(match, state, events.list)
    expect(where(sentOff.state, "h6")).toMatchObject({ at: null, box: "sent-off" })
    const argued = play(match, state, [...events.list, { _tag: "CallArgued", seq: 6, team: "home" }])
    expect(argued.violation).toMatchObject({ _tag: "RuleViolation", seq: 6, rule: "Officious Ref" })
    const bribed = play(match, state, [...events.list, { _tag: "InducementUsed", seq: 6, team: "home", inducement: "bribe", player: "h6" }])
    expect(bribed.violation).toMatchObject({ _tag: "RuleViolation", seq: 6, rule: "Officious Ref" })
    const goesOn = playOk(match, state, [...events.list, { _tag: "DiceRolled", seq: 6, die: "d8", faces: [7], for: "bounce" }])
    expect(goesOn.state.ball.at).toEqual([20, 6])
  })

  it("a tie: both teams draw a player", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], fanFactors: [2, 2] })
    const events = kickOffRoll(11)
      .d6(5, "officious-ref")
      .d6(5, "officious-ref")
      .add({ _tag: "PlayerDrawn", player: "a6", for: "officious-ref" })
      .add({ _tag: "PlayerDrawn", player: "h3", for: "officious-ref" })
      .d6(2, "officious-ref", "h3")
      .d6(6, "officious-ref", "a6")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h3").posture).toBe("stunned")
    expect(where(played.state, "a6").posture).toBe("stunned")
    expect(waitingFor(match, played)).toMatchObject({ for: "bounce" })
  })

  it("the winners draw no one", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], fanFactors: [2, 3] })
    const played = play(match, state, kickOffRoll(11).d6(3, "officious-ref").d6(4, "officious-ref").add({ _tag: "PlayerDrawn", player: "a6", for: "officious-ref" }).list)
    expect(played.violation).toMatchObject({ seq: 4, rule: "Officious Ref" })
  })

  it("without a fan-factor roll the dedicated fans count: Home 1+4 beat Away 4+0", () => {
    const fans = kickOffHeader({ homeFans: 4 })
    const { match, state } = kickOffPosition(fans, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(11).d6(1, "officious-ref").d6(4, "officious-ref").add({ _tag: "PlayerDrawn", player: "a1", for: "officious-ref" }).list)
    const home = played.rulings.find((r) => r.rule === "Officious Ref")!
    expect(home.modifiers).toEqual([{ value: 4, source: "dedicated fans (no fan factor was rolled)" }])
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", for: "officious-ref", player: "a1" })
  })
})

describe("12 Pitch Invasion", () => {
  it("D6 + fan factor: Home (1+2) lose to Away (2+3); a D3 of 2 and two Home players drawn at random are Stunned", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], fanFactors: [2, 3] })
    const events = kickOffRoll(12)
      .d6(1, "pitch-invasion")
      .d6(2, "pitch-invasion")
      .roll("d3", [2], "pitch-invasion")
      .add({ _tag: "PlayerDrawn", player: "h4", for: "pitch-invasion" })
      .add({ _tag: "PlayerDrawn", player: "h1", for: "pitch-invasion" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h4").posture).toBe("stunned")
    expect(where(played.state, "h1").posture).toBe("stunned")
    expect(played.state.players.filter((p) => p.posture === "stunned")).toHaveLength(2)
    expect(waitingFor(match, played)).toMatchObject({ for: "bounce" })
  })

  it("a tie: both teams roll a D3", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], fanFactors: [3, 3] })
    const events = kickOffRoll(12)
      .d6(4, "pitch-invasion")
      .d6(4, "pitch-invasion")
      .add(teamDice("away", "d3", 1, "pitch-invasion"))
      .add({ _tag: "PlayerDrawn", player: "a7", for: "pitch-invasion" })
      .add(teamDice("home", "d3", 1, "pitch-invasion"))
      .add({ _tag: "PlayerDrawn", player: "h9", for: "pitch-invasion" })
    const played = playOk(match, state, events.list)
    expect(played.state.players.filter((p) => p.posture === "stunned").map((p) => p.id)).toEqual(["h9", "a7"])
  })

  it("a player is drawn once: drawing an already Stunned player is a violation", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], fanFactors: [2, 3] })
    const events = kickOffRoll(12)
      .d6(1, "pitch-invasion")
      .d6(2, "pitch-invasion")
      .roll("d3", [3], "pitch-invasion")
      .add({ _tag: "PlayerDrawn", player: "h4", for: "pitch-invasion" })
      .add({ _tag: "PlayerDrawn", player: "h4", for: "pitch-invasion" })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ seq: 6, rule: "Pitch Invasion" })
    expect(played.violation!.message).toMatch(/already Stunned/)
  })

  it("players are drawn from those on the pitch, and only from the losing team", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], fanFactors: [2, 3] })
    const start = kickOffRoll(12).d6(1, "pitch-invasion").d6(2, "pitch-invasion").roll("d3", [1], "pitch-invasion")
    const reserve = play(match, state, [...start.list, { _tag: "PlayerDrawn", seq: 5, player: "h10", for: "pitch-invasion" }])
    expect(reserve.violation!.message).toMatch(/h10 \(#10\) is not/)
    const winner = play(match, state, [...start.list, { _tag: "PlayerDrawn", seq: 5, player: "a6", for: "pitch-invasion" }])
    expect(winner.violation!.message).toMatch(/no player of Away is to be drawn/)
  })

  it("no more players are Stunned than stand on the pitch: a D3 of 3 with two Home players there", () => {
    const at = { h1: [12, 6], h2: [12, 7], a1: [13, 6], a2: [13, 7], a3: [13, 8] } as const
    const { match, state } = kickOffPosition(head, { landing: [20, 5], at, fanFactors: [2, 3] })
    const events = kickOffRoll(12)
      .d6(1, "pitch-invasion")
      .d6(2, "pitch-invasion")
      .roll("d3", [3], "pitch-invasion")
      .add({ _tag: "PlayerDrawn", player: "h2", for: "pitch-invasion" })
      .add({ _tag: "PlayerDrawn", player: "h1", for: "pitch-invasion" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Pitch Invasion" && r.die === "d3")).toMatchObject({ result: "2 of Home's players are Stunned", notes: ["only 2 standing on the pitch"] })
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", for: "bounce" })
  })

  it("a Stunned player where the ball lands cannot catch it: the ball bounces off them", () => {
    const { match, state } = kickOffPosition(head, { landing: AWAY_AT.a6!, fanFactors: [3, 2] })
    const events = kickOffRoll(12).d6(5, "pitch-invasion").d6(1, "pitch-invasion").roll("d3", [1], "pitch-invasion").add({ _tag: "PlayerDrawn", player: "a6", for: "pitch-invasion" })
    const played = playOk(match, state, events.list)
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", for: "bounce" })
  })
})

describe("every result, driven by what the engine says it waits for", () => {
  // All dice show 2 (a d8 of 2 goes up); a coach ends what they may end and otherwise takes the
  // first legal decision. Each result must lead to the receivers' first turn.
  it.each([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])("kick-off table total %i", (total) => {
    const { match, state: start } = kickOffPosition(head, { landing: [20, 5] })
    let state: MatchState = start
    const results: Array<string> = []
    for (let seq = 1; seq < 60 && !state.outcomes.some((o) => o._tag === "TeamTurnStarted"); seq++) {
      const next = expecting(match, state)
      let event: MatchEvent
      if (next.kind === "roll") {
        const faces = seq === 1 ? [Math.min(6, total - 1), total - Math.min(6, total - 1)] : next.die === "2d6" ? [2, 2] : [2]
        event = { _tag: "DiceRolled", seq, die: next.die, faces, for: next.for, ...(next.player === null ? {} : { player: next.player }), ...(next.team === undefined ? {} : { team: match.teamIds[next.team]! }) } as MatchEvent
      } else if (next.kind === "decision") {
        const legal = legalDecisions(match, state)
        const choice = legal.find((d) => d._tag === "SetupEnded" || d._tag === "TurnEnded") ?? legal[0]
        expect(choice, `a legal decision for ${next.about}`).toBeDefined()
        event = { ...choice!, seq } as MatchEvent
      } else throw new Error(`nothing expected: ${next.about}`)
      const folded = transition(match, state, event)
      if (folded._tag === "Failure") throw new Error(`seq ${seq}: ${folded.failure.message}`)
      state = folded.success
      for (const o of state.outcomes) if (o._tag === "KickOffEvent") results.push(o.result)
    }
    expect(state.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 1, turn: total === 3 ? 2 : 1 })
    expect(results).toEqual([bloodBowl.tables.kickOff.find((row) => row.from === total)!.id])
  })
})

/**
 * A whole pre-game and kick-off folded from the header: fan factor, weather, coin toss, kick or
 * receive, both set-ups, the kick, its deviation, the kick-off event, and the ball coming down.
 */
describe("a full kick-off from the header", () => {
  const home = ["h1", "h2", "h3", "h4", "h5"].map((id) => player(id, id === "h5" ? { ag: 2 } : {}))
  const away = ["a1", "a2", "a3", "a4", "a5"].map((id) => player(id))
  const base = header(home, away)
  const full: MatchStarted = { ...base, teams: [{ ...base.teams[0]!, dedicatedFans: 2 }, { ...base.teams[1]!, dedicatedFans: 1, staff: { ...base.teams[1]!.staff, assistantCoaches: 1 } }] }

  /** Pre-game and set-up: Away call heads, it comes up heads, Away kick; Away set up in x 13–24, Home in x 1–12. */
  const preGame = () =>
    new Events()
      .add(teamDice("home", "d3", 2, "fan-factor"))
      .add(teamDice("away", "d3", 3, "fan-factor"))
      .twoD6(3, 4, "weather")
      .add({ _tag: "CoinTossCalled", team: "away", call: "heads" })
      .roll("coin", [1], "coin-toss")
      .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
      // Away (kicking) first: three on their line at x 13, two behind, one of them in a wide zone.
      .add({ _tag: "PlayerPlaced", player: "a1", at: [13, 6] })
      .add({ _tag: "PlayerPlaced", player: "a2", at: [13, 7] })
      .add({ _tag: "PlayerPlaced", player: "a3", at: [13, 8] })
      .add({ _tag: "PlayerPlaced", player: "a4", at: [16, 2] })
      .add({ _tag: "PlayerPlaced", player: "a5", at: [18, 7] })
      .add({ _tag: "SetupEnded", team: "away" })
      // Home: three on their line at x 12, a receiver deep at (5,6), one more at (8,12).
      .add({ _tag: "PlayerPlaced", player: "h1", at: [12, 6] })
      .add({ _tag: "PlayerPlaced", player: "h2", at: [12, 7] })
      .add({ _tag: "PlayerPlaced", player: "h3", at: [12, 8] })
      .add({ _tag: "PlayerPlaced", player: "h4", at: [5, 6] })
      .add({ _tag: "PlayerPlaced", player: "h5", at: [8, 12] })
      .add({ _tag: "SetupEnded", team: "home" })

  const start = () => {
    const match = buildMatch(full, bloodBowl)
    return { match, state: initialState(match) }
  }

  it("the pre-game and both set-ups lead to the kick: fan factors 4 and 4, Perfect Conditions, Away kick", () => {
    const { match, state } = start()
    const played = playOk(match, state, preGame().list)
    expect(played.state.teams.map((t) => t.fanFactor)).toEqual([4, 4])
    expect(played.state).toMatchObject({ weather: "perfect-conditions", kickingTeam: 1, phase: "set-up" })
    expect(waitingFor(match, played)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
  })

  it("a kicker on the line of scrimmage cannot kick", () => {
    const { match, state } = start()
    const events = preGame().add({ _tag: "KickAimed", player: "a1", at: [6, 7] })
    expect(play(match, state, events.list).violation).toMatchObject({ seq: 19, rule: "kick-off" })
  })

  it("(a) a kick that deviates out of the receiving half is a touchback: Home give the ball to a player and their turn 1 starts", () => {
    const { match, state } = start()
    // Aimed at (11,7), it deviates right (5) three squares to (14,7), in the kicking half.
    const events = preGame()
      .add({ _tag: "KickAimed", player: "a5", at: [11, 7] })
      .roll("d8", [5], "kick-deviation-direction")
      .d6(3, "kick-deviation-distance")
      .twoD6(1, 1, "kick-off-event")
      .add({ _tag: "TouchbackGiven", player: "h4" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Kick deviation (distance)")!.result).toBe("3 squares: the ball will land on O8")
    expect(played.outcomes).toContainEqual({ _tag: "KickOffEvent", result: "get-the-ref" })
    expect(played.state.ball).toEqual({ at: [5, 6], carrier: "h4", inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 0, turn: 1 })
    expect(played.state).toMatchObject({ activeTeam: 0, phase: "team-turn" })
  })

  it("(b) a kick that comes down on a receiving player is caught: Brilliant Coaching goes to Away, h4 catches, Home's turn 1 starts", () => {
    const { match, state } = start()
    // Aimed at (5,7), it deviates up (2) one square to (5,6), where h4 stands.
    const events = preGame()
      .add({ _tag: "KickAimed", player: "a5", at: [5, 7] })
      .roll("d8", [2], "kick-deviation-direction")
      .d6(1, "kick-deviation-distance")
      .twoD6(4, 3, "kick-off-event")
      .add(teamDice("home", "d6", 3, "brilliant-coaching"))
      .add(teamDice("away", "d6", 3, "brilliant-coaching"))
      .d6(4, "catch", "h4") // a deviated kick is caught at -1: 4 against AG 3+
    const played = playOk(match, state, events.list)
    expect(played.state.teams.map((t) => t.rerolls)).toEqual([3, 4])
    expect(played.state.ball).toEqual({ at: [5, 6], carrier: "h4", inPlay: true })
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ target: 3, success: true })
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 0, turn: 1 })
  })

  it("(b') a dropped kick bounces and the receivers still start their turn", () => {
    const { match, state } = start()
    const events = preGame()
      .add({ _tag: "KickAimed", player: "a5", at: [5, 7] })
      .roll("d8", [2], "kick-deviation-direction")
      .d6(1, "kick-deviation-distance")
      .twoD6(1, 1, "kick-off-event")
      .d6(2, "catch", "h4")
      .roll("d8", [1], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [4, 5], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 0, turn: 1 })
  })
})
