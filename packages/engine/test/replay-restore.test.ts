import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import { decodeLogText, type MatchEvent, type MatchStarted } from "@sidelines/schema"
import { Replay, RuleViolation, Unsupported } from "@sidelines/engine"

// The viewer folds a log in a Web Worker and posts the replay's data to the page in one message;
// the page rebuilds it with Replay.restore. structuredClone is the copy postMessage makes.
const bundled = (file: string) => decodeLogText(readFileSync(new URL(`../../../logs/${file}`, import.meta.url), "utf8"))

const built = (header: MatchStarted, events: ReadonlyArray<MatchEvent>): Replay => {
  const result = Replay.build(header, events)
  if (result._tag === "Failure") throw new Error(result.failure.message)
  return result.success
}

const restoredOf = (header: MatchStarted, replay: Replay): Replay => {
  const result = Replay.restore(header, structuredClone(replay.toData()))
  if (result._tag === "Failure") throw new Error(result.failure.message)
  return result.success
}

/** Everything a reader of a replay sees, compared field by field. */
const expectSameReplay = (restored: Replay, original: Replay) => {
  expect(restored.length).toBe(original.length)
  expect(restored.events).toStrictEqual(original.events)
  expect(restored.stateAt(0)).toStrictEqual(original.initial)
  for (const event of original.events) expect(restored.stateAt(event.seq)).toStrictEqual(original.stateAt(event.seq))
  expect(restored.final).toStrictEqual(original.final)
  expect(restored.indexes).toStrictEqual(original.indexes)
  expect(restored.disputes).toStrictEqual(original.disputes)
  expect(restored.unsupportedSkills).toStrictEqual(original.unsupportedSkills)
  expect(restored.rejectedEvent).toStrictEqual(original.rejectedEvent)
  expect(restored.violation).toEqual(original.violation)
  expect(restored.match.variant.id).toBe(original.match.variant.id)
  expect(restored.match.roster).toStrictEqual(original.match.roster)
}

describe("Replay.restore: a replay folded elsewhere, rebuilt from its data", () => {
  it("a whole bundled match comes back the same: every state, the indexes, next/prev and the match", () => {
    const log = bundled("bb-skaven-v-dwarf.jsonl")
    const original = built(log.header!, log.events)
    expect(original.violation).toBeNull()
    const restored = restoredOf(log.header!, original)
    expectSameReplay(restored, original)
    const half2 = original.indexes.half[1]!
    expect(restored.next("touchdown", 0)).toBe(original.next("touchdown", 0))
    expect(restored.prev("team-turn", half2)).toBe(original.prev("team-turn", half2))
  })

  it("one structured clone keeps the states' sharing: what two states shared, their copies share", () => {
    const log = bundled("bb-skaven-v-dwarf.jsonl")
    const original = built(log.header!, log.events)
    const restored = restoredOf(log.header!, original)
    const sharedTeams = (replay: Replay) => replay.allStates().filter((state, i) => i > 0 && state.teams === replay.after(i - 1).teams).length
    expect(sharedTeams(original)).toBeGreaterThan(0)
    expect(sharedTeams(restored)).toBe(sharedTeams(original))
    expect(restored.after(0).players.filter((player, i) => player === restored.initial.players[i]).length).toBe(
      original.after(0).players.filter((player, i) => player === original.initial.players[i]).length
    )
  })

  it("a log with a rule violation comes back with the same RuleViolation (an error class again) and rejected event", () => {
    const log = bundled("bb-skaven-v-dwarf.jsonl")
    // 1,200 events, then the pre-game fan-factor roll again mid-match: the rules reject it.
    const events = [...log.events.slice(0, 1200), { ...log.events[0]!, seq: 11_200 }]
    const original = built(log.header!, events)
    expect(original.violation).toBeInstanceOf(RuleViolation)
    expect(original.length).toBe(1200)
    const restored = restoredOf(log.header!, original)
    expectSameReplay(restored, original)
    expect(restored.violation).toBeInstanceOf(RuleViolation)
    expect(restored.violation).toMatchObject({ _tag: "RuleViolation", seq: 11_200, rule: original.violation!._tag === "RuleViolation" ? original.violation!.rule : "" })
    expect(restored.rejectedEvent?.seq).toBe(11_200)
  })

  it("a log whose claims the rules dispute comes back with the same disputes", () => {
    const log = bundled("bb-orc-v-human.jsonl")
    const plain = built(log.header!, log.events)
    // Every armour roll claims "broken": the rules disagree wherever the armour held.
    const events = log.events.map((event) => (event._tag === "DiceRolled" && event.for === "armour" ? { ...event, claimed: { result: "broken" } } : event))
    const original = built(log.header!, events)
    expect(original.disputes.length).toBeGreaterThan(0)
    expect(original.indexes.dispute.length).toBeGreaterThan(0)
    expect(original.final).toStrictEqual(plain.final) // the fold follows the rules, not the claims
    expectSameReplay(restoredOf(log.header!, original), original)
  })

  it("an Unsupported stop comes back as Unsupported", () => {
    const log = bundled("sample-drive.jsonl")
    const original = built(log.header!, log.events)
    const data = { ...original.toData(), violation: { _tag: "Unsupported", seq: 57, feature: "a rule", message: "not folded yet" } } as const
    const result = Replay.restore(log.header!, structuredClone(data))
    expect(result._tag).toBe("Success")
    const restored = (result as { success: Replay }).success
    expect(restored.violation).toBeInstanceOf(Unsupported)
    expect(restored.violation).toMatchObject({ seq: 57, feature: "a rule", message: "not folded yet" })
  })

  it("a variant the engine lacks fails to restore as it fails to build", () => {
    const log = bundled("sample-drive.jsonl")
    const data = built(log.header!, log.events).toData()
    const header = { ...log.header!, variant: "no-such-variant" } as unknown as MatchStarted
    const restored = Replay.restore(header, data)
    const build = Replay.build(header, log.events)
    expect(restored._tag).toBe("Failure")
    expect(build._tag).toBe("Failure")
    expect((restored as { failure: Unsupported }).failure.message).toBe((build as { failure: Unsupported }).failure.message)
  })
})
