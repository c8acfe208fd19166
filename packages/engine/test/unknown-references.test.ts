import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import { initialState, matchOf, Replay, transition } from "@sidelines/engine"

// Events from another program than the decoder (which checks ids against the header) may name
// anyone: the engine's functions answer with a RuleViolation, never an exception (issue 22).
const log = decodeLogText(readFileSync(new URL("../../../logs/sample-drive.jsonl", import.meta.url), "utf8"))
const header = log.header!

/** The sample's events with the one at `seq` rewritten. */
const withEvent = (seq: number, rewrite: (event: Record<string, unknown>) => Record<string, unknown>) =>
  log.events.map((event) => (event.seq === seq ? rewrite({ ...event }) as unknown as MatchEvent : event))

const seqOf = (predicate: (event: MatchEvent) => boolean) => log.events.find(predicate)!.seq

describe("events naming players or teams the header does not have", () => {
  it("Replay.build stops at an event naming an unknown player, with a RuleViolation", () => {
    const seq = seqOf((event) => event._tag === "PlayerPlaced")
    const built = Replay.build(header, withEvent(seq, (event) => ({ ...event, player: "nobody" })))
    expect(built._tag).toBe("Success")
    const replay = built._tag === "Success" ? built.success : undefined
    expect(replay?.violation).toMatchObject({ _tag: "RuleViolation", seq, rule: "unknown player" })
    expect(replay?.violation?.message).toMatch(/names player "nobody", who is not in the match/)
    expect(replay?.length).toBe(log.events.findIndex((event) => event.seq === seq))
  })

  it("so does a target or a team nobody has, through transition and Replay.build alike", () => {
    const match = matchOf(header)
    if (match._tag !== "Success") throw new Error("the sample's variant folds")
    const first = log.events[0]! as unknown as Record<string, unknown>
    const teamless = { ...first, team: "elves" } as unknown as MatchEvent
    expect(() => transition(match.success, initialState(match.success), teamless)).not.toThrow()
    expect(transition(match.success, initialState(match.success), teamless)).toMatchObject({ _tag: "Failure", failure: { rule: "unknown team" } })

    const block = seqOf((event) => "target" in event)
    const built = Replay.build(header, withEvent(block, (event) => ({ ...event, target: "ghost" })))
    expect(built._tag === "Success" ? built.success.violation : undefined).toMatchObject({ seq: block, rule: "unknown player" })
  })

  it("AllianceMade naming a team not in the match is a RuleViolation", () => {
    const match = matchOf(header)
    if (match._tag !== "Success") throw new Error("the sample's variant folds")
    const alliance = { _tag: "AllianceMade", seq: 1, teams: ["orcs", "elves"] } as unknown as MatchEvent
    expect(transition(match.success, initialState(match.success), alliance)).toMatchObject({ _tag: "Failure", failure: { rule: "unknown team", message: expect.stringMatching(/"elves"/) } })
  })
})
