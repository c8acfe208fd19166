import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog } from "@sidelines/schema"
import { explain, legalDecisions, matchStats, Replay, summarize, timeline } from "@sidelines/engine"
import { blightHeader, legalSetUp, pregame, setUp } from "./support/blight.js"

// A BlightBowl log from the header to a touchdown, written and read back as a file would be.
const TEAMS = ["alpha", "beta", "gamma", "delta"]

const log = () => {
  const head = blightHeader("allies")
  // Quarters D8 1: alpha West, beta North, gamma East, delta South. Alpha win the toss and receive,
  // so delta kick; set-up delta, gamma, beta, alpha.
  const events = pregame(1, "allies").add({ _tag: "KickOrReceiveChosen", team: "alpha", choice: "receive" })
  for (const t of [3, 2, 1, 0]) setUp(events, TEAMS[t]!, legalSetUp(t, t))
  events
    .add({ _tag: "KickAimed", player: "d7", at: [11, 12] })
    // Left 1: the ball comes down on (10, 12), where a2 stands on alpha's line; a2 catches it (4).
    .roll("d8", [4], "kick-deviation-direction").d6(1, "kick-deviation-distance")
    .twoD6(1, 1, "kick-off-event")
    .d6(4, "catch", "a2")
  return { head, events }
}

describe("BlightBowl: a log end to end", () => {
  it("encodes, decodes and folds with no violation: the receivers (alpha) hold the kick and play the first turn", () => {
    const { head, events } = log()
    const text = encodeLog(head, events.list)
    const decoded = decodeLogText(text)
    expect(decoded.errors).toEqual([])
    const built = Replay.build(decoded.header!, decoded.events)
    expect(built._tag).toBe("Success")
    if (built._tag !== "Success") return
    const replay = built.success
    expect(replay.violation).toBe(null)
    expect(replay.final.ball.carrier).toBe("a2")
    expect(replay.final.activeTeam).toBe(0)
  })

  it("the summary, timeline, stats and explanations read four teams", () => {
    const { head, events } = log()
    events.add({ _tag: "TurnEnded", team: "alpha" }).add({ _tag: "TurnEnded", team: "beta" })
    const built = Replay.build(head, events.list)
    if (built._tag !== "Success") throw new Error("no replay")
    const replay = built.success
    expect(replay.violation).toBe(null)
    const summary = summarize(replay)
    expect(Object.keys(summary.score)).toEqual(TEAMS)
    expect(summary.winners).toBe(null)
    expect(summary.drives).toMatchObject([{ kickingTeam: "delta" }])
    const line = timeline(replay)
    expect(line.teams.map((team) => team.id)).toEqual(TEAMS)
    // Alpha's and beta's turns, and gamma's under way.
    expect(line.turns.map((turn) => turn.team)).toEqual([0, 1, 2])
    expect(matchStats(replay).teams).toHaveLength(4)
    expect(explain(replay, events.list[0]!.seq)?.rulings[0]).toMatchObject({ rule: "Quarters", result: "Alpha defend West, Beta defend North, Gamma defend East, Delta defend South" })
  })

  it("the legal decisions at the kick are the Kill-Zone's nine squares for each kicker allowed", () => {
    const { head, events } = log()
    const built = Replay.build(head, events.list.slice(0, events.list.findIndex((e) => e._tag === "KickAimed")))
    if (built._tag !== "Success") throw new Error("no replay")
    const aims = legalDecisions(built.success.match, built.success.final).filter((d) => d._tag === "KickAimed") as Array<{ player: string; at: readonly [number, number] }>
    const squares = new Set(aims.map((d) => d.at.join(",")))
    expect([...squares].sort()).toEqual(["11,11", "11,12", "11,13", "12,11", "12,12", "12,13", "13,11", "13,12", "13,13"])
    // Delta's two players off the line of scrimmage and out of the wide zones: d6 and d7.
    expect(new Set(aims.map((d) => d.player))).toEqual(new Set(["d6", "d7"]))
  })
})
