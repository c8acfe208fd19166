import { readFileSync, readdirSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { motionsBetween, motionsOf, nextPlayStep, playStepAt, Replay, startsPlayStep } from "@sidelines/engine"

const logs = fileURLToPath(new URL("../../../logs/", import.meta.url))
const replayOf = (file: string): Replay => {
  const log = decodeLogText(readFileSync(logs + file, "utf8"))
  const built = Replay.build(log.header!, log.events)
  if (built._tag === "Failure") throw new Error(built.failure.message)
  return built.success
}
const starts = (replay: Replay): Array<number> => replay.events.filter((_, i) => startsPlayStep(replay, i)).map((e) => e.seq)

// logs/sample-drive.jsonl is written by hand: the seqs below are read off its 56 events.
describe("play steps of the hand-written sample drive", () => {
  const replay = replayOf("sample-drive.jsonl")

  it("are the pre-game, the set-up, the kick-off, each action and each turn's end", () => {
    // 1 pre-game, 6 set-up (both teams), 19 the kick (to the catch that starts the first turn),
    // 26 Ugruk's block (with its push and follow-up), 32 Grishnak's blitz (moves, block, armour,
    // injury, the dodge re-rolled), 52 the Orcs' turn ends, 53 Brunhilde's Bone Head, 56 the Humans' turn ends.
    expect(starts(replay)).toEqual([1, 6, 19, 26, 32, 52, 53, 56])
  })

  it("steps forward and back from any event to the next and previous start", () => {
    expect(nextPlayStep(replay, 0, true)).toBe(1)
    expect(nextPlayStep(replay, 26, true)).toBe(32)
    expect(nextPlayStep(replay, 40, true)).toBe(52)
    expect(nextPlayStep(replay, 56, true)).toBeUndefined()
    expect(nextPlayStep(replay, 40, false)).toBe(32)
    expect(nextPlayStep(replay, 32, false)).toBe(26)
    expect(nextPlayStep(replay, 1, false)).toBeUndefined()
    expect(playStepAt(replay, 44)).toBe(32)
    expect(playStepAt(replay, 32)).toBe(32)
    expect(playStepAt(replay, 0)).toBe(0)
  })
})

describe("play steps of every bundled log", () => {
  for (const file of readdirSync(logs).filter((f) => f.endsWith(".jsonl"))) {
    it(`${file}: every action declared begins a step, and a step is never longer than a few dozen events`, () => {
      const replay = replayOf(file)
      const begun = new Set(starts(replay))
      for (const event of replay.events) if (event._tag === "ActionDeclared") expect(begun.has(event.seq), `seq ${event.seq}`).toBe(true)
      for (const event of replay.events) if (event._tag === "TurnEnded") expect(begun.has(event.seq), `seq ${event.seq}`).toBe(true)
      const seqs = [...begun, replay.events.at(-1)!.seq + 1]
      const longest = Math.max(...seqs.slice(1).map((s, i) => s - seqs[i]!))
      expect(longest).toBeLessThan(60)
    })
  }
})

describe("what moves at each event", () => {
  const replay = replayOf("sample-drive.jsonl")

  it("Grishnak's blitz: one slide a square for each step of his path, the push, the follow-up, Jurgen falling and leaving", () => {
    const beats = motionsBetween(replay, 32, 51)
    const slides = beats.flatMap((b) => b.motions).filter((m) => m.kind === "slide" && m.player === "o1").map((m) => m.kind === "slide" ? [m.from, m.to] : [])
    expect(slides).toEqual([
      [[9, 4], [10, 5]], [[10, 5], [10, 6]], [[10, 6], [10, 7]], [[10, 7], [11, 8]], [[11, 8], [12, 9]],
      [[12, 9], [13, 8]], // the follow-up into Jurgen's square
      [[13, 8], [14, 9]] // the dodge, placed once its re-roll succeeds
    ])
    expect(beats.find((b) => b.seq === 41)?.motions).toEqual([{ kind: "slide", player: "h1", from: [13, 8], to: [14, 8] }])
    expect(beats.find((b) => b.seq === 42)?.motions).toContainEqual({ kind: "fall", player: "h1", at: [14, 8] })
    expect(beats.find((b) => b.seq === 45)?.motions).toEqual([{ kind: "leave", player: "h1", at: [14, 8] }])
  })

  it("the kick flies from the kicker to where the ball lands; the catch is no flight", () => {
    const beats = motionsBetween(replay, 18, 25)
    expect(beats).toEqual([{ seq: 21, motions: [{ kind: "ball", from: [19, 7], to: [6, 7] }] }])
  })

  it("the set-up brings each player on; events with nothing moving are left out", () => {
    expect(motionsBetween(replay, 6, 12).map((b) => b.motions)).toEqual([
      [{ kind: "arrive", player: "h5", at: [13, 7] }],
      [{ kind: "arrive", player: "h3", at: [13, 6] }],
      [{ kind: "arrive", player: "h1", at: [13, 8] }],
      [{ kind: "arrive", player: "h2", at: [13, 10] }],
      [{ kind: "arrive", player: "h4", at: [19, 7] }]
    ])
    expect(motionsOf(replay.after(26), replay.after(27))).toEqual([])
  })

  it("a ball carried by a moving player is not a flight; a bounce is", () => {
    const orcs = replayOf("bb-orc-v-human.jsonl")
    // seq 88: the ball bounces from the knocked-down carrier's square (bb-orc-v-human, read off the log).
    expect(motionsBetween(orcs, 87, 88)).toEqual([{ seq: 88, motions: [{ kind: "ball", from: [16, 6], to: [15, 7] }] }])
    const carried = motionsBetween(orcs, 0, orcs.events.at(-1)!.seq).flatMap((b) => b.motions).filter((m) => m.kind === "ball")
    expect(carried.length).toBeGreaterThan(0)
    expect(carried.every((m) => m.from === null || m.from[0] !== m.to[0] || m.from[1] !== m.to[1])).toBe(true)
  })
})

describe("a kick seen from its own step's start", () => {
  it("flies from the kicker even when the kick's aim is the event playback stands on", () => {
    const replay = replayOf("sample-drive.jsonl")
    // Playback rests on seq 19 (KickAimed, the kick-off step's first event) and plays 20 to 26.
    expect(motionsBetween(replay, 19, 26)).toEqual([{ seq: 21, motions: [{ kind: "ball", from: [19, 7], to: [6, 7] }] }])
  })
})

describe("the ball between two hands", () => {
  it("a pass (the ball from the thrower's square into the catcher's hands) is a flight; the same carrier moving is not", () => {
    const replay = replayOf("sample-drive.jsonl")
    const at = replay.after(30)
    // Lurtz (o4) holds the ball at G8; the next state has it in Grishnak's (o1) hands four squares on.
    const held = { ...at, ball: { at: [6, 7] as const, carrier: "o4", inPlay: true } }
    const caught = { ...at, ball: { at: [10, 5] as const, carrier: "o1", inPlay: true } }
    expect(motionsOf(held, caught)).toEqual([{ kind: "ball", from: [6, 7], to: [10, 5] }])
    const carried = { ...at, ball: { at: [7, 7] as const, carrier: "o4", inPlay: true } }
    expect(motionsOf(held, carried)).toEqual([])
  })
})
