import { describe, expect, it } from "vitest"
import { expecting, type MatchState } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home (kicking, set up in x 0–12, line of scrimmage x 12) has six Swarming snotlings, two set up.
const snot = (id: string) => player(id, { position: "Snotling", ma: 5, st: 1, traits: ["Swarming", "Stunty"] })
const head = header(
  [player("h1"), player("h2"), player("h3"), snot("s1"), snot("s2"), snot("s3"), snot("s4"), snot("s5"), snot("s6")],
  [player("a1"), player("a2"), player("a3"), snot("z1"), snot("z2")]
)

/** The kick aimed at (18,7), deviating right: only the distance is still to roll. */
const kicked = (at: Record<string, [number, number]>) => {
  const { match, state } = positionOf(head, { team: 1, at })
  const inFlight: MatchState = {
    ...state,
    phase: "kick-off",
    activeTeam: null,
    kickingTeam: 0,
    stack: [{ _tag: "Kick", stage: "distance", kicker: "h3", target: [18, 7], direction: [1, 0], landing: null }]
  }
  return { match, state: inFlight }
}
const setUp = { h1: [12, 6], h2: [12, 7], h3: [8, 7], s1: [12, 8], s2: [6, 7], a1: [13, 6], a2: [13, 7], a3: [13, 8] } as const
const swarmRoll = (events: Events, face: number, team: string) => events.add({ _tag: "DiceRolled", die: "d3", faces: [face], for: "swarming", team } as never)

describe("Swarming", () => {
  it("after the deviation the kickers roll a D3 (3), capped by the two Swarming players set up: two more come on, a third may not [trait:swarming]", () => {
    const { match, state } = kicked(setUp)
    const events = swarmRoll(new Events().d6(1, "kick-deviation-distance"), 3, "home")
      .add({ _tag: "PlayerPlaced", player: "s3", at: [8, 6] })
      .add({ _tag: "PlayerPlaced", player: "s4", at: [8, 8] })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Swarming")).toMatchObject({ dice: [3], total: 3, notes: ["no more than the 2 Swarming players already set up"] })
    expect(where(played.state, "s3").at).toEqual([8, 6])
    expect(where(played.state, "s4").at).toEqual([8, 8])
    const third = play(match, state, [...events.list, { _tag: "PlayerPlaced", player: "s5", at: [7, 6], seq: 5 }])
    expect(third.violation).toMatchObject({ _tag: "RuleViolation", rule: "Swarming" })
    // Ending the placement goes on to the kick-off table with 13 players on the pitch.
    const ended = playOk(match, state, [...events.list, { _tag: "SetupEnded", team: "home", seq: 5 }])
    expect(ended.state.players.filter((p) => p.team === 0 && p.at !== null)).toHaveLength(7)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
  })

  it("never onto the line of scrimmage or into a wide zone, and a team with no Swarming player set up does not roll [trait:swarming]", () => {
    const { match, state } = kicked(setUp)
    const events = swarmRoll(new Events().d6(1, "kick-deviation-distance"), 2, "home")
    for (const at of [[12, 9], [8, 1]] as const) {
      const wrong = play(match, state, [...events.list, { _tag: "PlayerPlaced", player: "s3", at: [...at], seq: 3 }])
      expect(wrong.violation).toMatchObject({ _tag: "RuleViolation", rule: "Swarming" })
    }
    // The receivers' snotlings are all in reserve: only the kickers roll, then the kick-off table.
    const done = playOk(match, state, [...events.list, { _tag: "SetupEnded", team: "home", seq: 3 }])
    expect(expecting(match, done.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
    // With none of theirs set up either, the kickers do not roll at all.
    const none = kicked({ h1: [12, 6], h2: [12, 7], h3: [12, 8], a1: [13, 6], a2: [13, 7], a3: [13, 8] })
    const after = playOk(none.match, none.state, new Events().d6(1, "kick-deviation-distance").list)
    expect(expecting(none.match, after.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
  })
})
