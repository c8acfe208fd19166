import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { decodeLogText, type MatchEvent, type MatchStarted, type Square } from "@sidelines/schema"
import { boardExplained, type MatchState, type Pitch, pitchAt, playStepAt, Replay, variantAt } from "@sidelines/engine"
import { Events, header, player, playOk, positionOf } from "./support/scenario.js"
import { passRange } from "../src/core/pass-range.js"
import { blightPosition } from "./support/blight.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"
import { replayOfStates } from "./support/replay-of-states.js"

// The board explained: what the pitch shows of the current action — tackle zones on the acting
// player's squares, the number each roll needed on its square, block dice, the path with its
// dodges and rushes, and a throw's range by the action's own ruler. Each case is a position, the
// events of one action, and the marks read back at a chosen event.

/** A replay of a few events played from a made-up position. */
const replayOf = (head: MatchStarted, position: { match: unknown; state: MatchState }, events: ReadonlyArray<MatchEvent>): Replay => {
  const played = playOk(position.match as never, position.state, events)
  return replayOfStates(head, position.state, events, played.states)
}
const bundled = (name: string): Replay => {
  const log = decodeLogText(readFileSync(fileURLToPath(new URL(`../../../logs/${name}`, import.meta.url)), "utf8"))
  return (Replay.build(log.header!, log.events) as Result.Success<Replay, never>).success
}
const squares = (list: ReadonlyArray<{ readonly square: Square }>) => list.map((m) => m.square)

const head = header(
  [player("h1"), player("h2", { position: "Catcher", ma: 8, st: 2, av: 8 }), player("h3", { ma: 2 })],
  [player("a1"), player("a2"), player("a3", { position: "Black Orc", st: 4 })]
)

describe("the board explained: a move", () => {
  // h1 on K8 is marked by a1 on L8; it steps to J7, which a2 on I6 marks: AG 3+, −1 for the one
  // tackle zone on J7, so the die needs a 4+. It rolls a 3 and falls there.
  const position = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [8, 5] } })
  const events = new Events()
    .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    .add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] })
    .d6(3, "dodge", "h1")
    .add({ _tag: "RerollDeclined", team: "home" })
    .twoD6(3, 4, "armour", "h1")
  const replay = replayOf(head, position, events.list)

  it("the step declared: the path, and the tackle zones on the square left and the square entered, before any die", () => {
    const board = boardExplained(replay, 2)!
    expect(board).toMatchObject({ player: "h1", action: "move", actionSeq: 1, targets: [], blocks: [], range: null })
    expect(board.path).toEqual([{ square: [10, 7], dodge: false, rush: false, jump: false }, { square: [9, 6], dodge: false, rush: false, jump: false }])
    expect(board.zones).toEqual([
      { square: [10, 7], roles: ["leaves", "stands"], markers: [{ player: "a1", at: [11, 7] }] },
      { square: [9, 6], roles: ["enters"], markers: [{ player: "a2", at: [8, 5] }] }
    ])
  })

  it("the dodge: 4+ on the square entered, marked on the path; after the fall, the armour roll's 9+ on the same square", () => {
    const atDodge = boardExplained(replay, 3)!
    expect(atDodge.path[1]).toEqual({ square: [9, 6], dodge: true, rush: false, jump: false })
    expect(atDodge.targets).toEqual([{ seq: 3, square: [9, 6], rule: "Dodge", player: "h1", needed: 4, label: "4+", success: false }])
    const atArmour = boardExplained(replay, 5)!
    expect(atArmour.targets.map((t) => [t.rule, t.square, t.label])).toEqual([["Dodge", [9, 6], "4+"], ["Armour", [9, 6], "9+"]])
    // Lying on J7 now, the player is marked there still, but no longer stands: only the squares of the move are kept.
    expect(squares(atArmour.zones)).toEqual([[10, 7], [9, 6]])
    expect(atArmour.lines).toContain("Dodge, h1 (#1) on J7: 4+, failed")
    expect(atArmour.lines).toContain("Tackle zones on J7 (entered): a2 (#2)")
  })

  it("squares beyond MA are rushes: 2+ each, on the square, marked on the path", () => {
    const slow = positionOf(head, { team: 0, at: { h3: [5, 7] } })
    const moves = new Events().add({ _tag: "ActionDeclared", player: "h3", action: "move" })
    for (const x of [6, 7, 8]) moves.add({ _tag: "PlayerMoved", player: "h3", to: [x, 7] })
    moves.d6(4, "rush", "h3")
    const board = boardExplained(replayOf(head, slow, moves.list), 5)!
    expect(board.path.map((s) => [s.square, s.rush])).toEqual([[[5, 7], false], [[6, 7], false], [[7, 7], false], [[8, 7], true]])
    expect(board.targets).toMatchObject([{ rule: "Rush", square: [8, 7], label: "2+", success: true }])
    expect(board.zones).toEqual([])
    expect(board.lines).toContain("Path: F8 → G8 → H8 → I8 (rush)")
  })
})

describe("the board explained: a block", () => {
  it("ST 3 against ST 4: two dice, the defender chooses (−2D), on the defender's square", () => {
    const position = positionOf(head, { team: 0, at: { h1: [10, 7], a3: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a3" })
    const board = boardExplained(replayOf(head, position, events.list), 2)!
    expect(board.blocks).toEqual([{ attacker: "h1", defender: "a3", square: [11, 7], dice: 2, attackerChooses: false, label: "−2D" }])
    expect(board.zones).toEqual([{ square: [10, 7], roles: ["stands"], markers: [{ player: "a3", at: [11, 7] }] }])
    expect(board.lines).toContain("Block on a3 (#3) at L8: 2 dice, the defender chooses")
  })

  it("an assist evens it up: ST 4 against ST 4 is one die, the attacker's", () => {
    const position = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [12, 8], a3: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "block" }).add({ _tag: "BlockThrown", player: "h1", target: "a3" })
    expect(boardExplained(replayOf(head, position, events.list), 2)!.blocks).toMatchObject([{ dice: 1, attackerChooses: true, label: "1D" }])
  })
})

describe("the board explained: a pass and its range", () => {
  // h1 on E8 throws to h2 on K8: six squares along, a Short Pass.
  const position = positionOf(head, { team: 0, at: { h1: [4, 7], h2: [10, 7] }, ballCarrier: "h1" })
  const events = new Events()
    .add({ _tag: "ActionDeclared", player: "h1", action: "pass" })
    .add({ _tag: "PassAimed", player: "h1", at: [10, 7] })
    .d6(5, "pass", "h1")
    .d6(3, "catch", "h2")
  const replay = replayOf(head, position, events.list)
  const bandOf = (board: NonNullable<ReturnType<typeof boardExplained>>, square: Square) =>
    board.range!.bands.find((b) => b.squares.some((s) => s[0] === square[0] && s[1] === square[1]))?.name ?? null

  it("declared, the range is laid from where the thrower stands: Quick, Short, Long and Long Bomb, nearest first", () => {
    const board = boardExplained(replay, 1)!
    expect(board.range).toMatchObject({ thrower: "h1", from: [4, 7], target: null })
    expect(board.range!.bands.map((b) => [b.name, b.modifier])).toEqual([["Quick Pass", 0], ["Short Pass", -1], ["Long Pass", -2], ["Long Bomb", -3]])
    expect([[7, 7], [10, 7], [14, 7], [17, 7], [18, 7]].map((s) => bandOf(board, s as Square))).toEqual(["Quick Pass", "Short Pass", "Long Pass", "Long Bomb", null])
    // The thrower's own square is in no band; nor is a square off the pitch.
    expect(bandOf(board, [4, 7])).toBeNull()
    expect(board.range!.bands.every((b) => b.squares.every(([x, y]) => x >= 0 && y >= 0 && x < 26 && y < 15))).toBe(true)
  })

  it("aimed, it names the target; the pass's number on the thrower's square, the catch's on the catcher's", () => {
    const board = boardExplained(replay, 4)!
    expect(board.range!.target).toEqual([10, 7])
    expect(board.targets.map((t) => [t.rule, t.square, t.success])).toEqual([["Pass", [4, 7], true], ["Catch", [10, 7], true]])
    // PA 4+, −1 for a Short Pass: a 5+.
    expect(board.targets[0]!.label).toBe("5+")
  })

  it("a move with no throw has no range", () => {
    const board = boardExplained(bundled("bb-orc-v-human.jsonl"), 74)!
    expect(board.action).toBe("move")
    expect(board.range).toBeNull()
  })
})

describe("the board explained: the variant's own pitch and ruler", () => {
  it("BlightBowl's cross: the range covers only squares of the cross", () => {
    const { match, state } = blightPosition("grudge", { team: 0, at: { a1: [4, 11] }, ballCarrier: "a1" })
    const head = match.header
    const events = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "pass" })
    const replay = replayOf(head, { match, state }, events.list)
    const board = boardExplained(replay, 1)!
    const pitch: Pitch = pitchAt(replay.match, replay.stateAt(1)!)
    const all = board.range!.bands.flatMap((b) => b.squares)
    expect(all.length).toBeGreaterThan(0)
    expect(all.every((s) => pitch.contains(s))).toBe(true)
    // A corner of the bounding box, within Long range of the thrower, is crowd, not pitch.
    expect(pitch.contains([0, 0])).toBe(false)
    expect(all.some(([x, y]) => x === 0 && y === 0)).toBe(false)
  })

  it("Gutter Bowl's street: each square of the pitch in the band the range ruler gives it, none beyond the walls", () => {
    const head = gutterHeader("street")
    const { match, state } = gutterPosition(head, { team: 0, at: { h1: [5, 3] }, ballCarrier: "h1" })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" })
    const replay = replayOf(head, { match, state }, events.list)
    const board = boardExplained(replay, 1)!
    const pitch = pitchAt(replay.match, replay.stateAt(1)!)
    const bandOn = new Map(board.range!.bands.flatMap((b) => b.squares.map((square) => [`${square[0]},${square[1]}`, b.band] as const)))
    for (let x = -2; x < pitch.width + 2; x++) {
      for (let y = -2; y < pitch.height + 2; y++) {
        expect(bandOn.get(`${x},${y}`) ?? null, `${x},${y}`).toBe(pitch.contains([x, y]) ? passRange([5, 3], [x, y]) : null)
      }
    }
    // Thirteen squares along reach column S; beyond is out of range.
    expect([bandOn.get("18,3"), bandOn.get("19,3")]).toEqual(["long-bomb", undefined])
  })

  it("the Holiday Special's snowball brings its own ruler: up to 3 squares, then 4 or 5 at −1", () => {
    const head = holidayHeader()
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [14, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "throw-snowball" }).add({ _tag: "PassAimed", player: "h1", at: [14, 7] })
    const board = boardExplained(replayOf(head, { match, state }, events.list), 2)!
    expect(board.range!.bands.map((b) => [b.band, b.modifier, b.squares.length])).toEqual([["near", 0, 48], ["far", -1, 72]])
    expect(board.range!.target).toEqual([14, 7])
    expect(variantAt(match, state).hooks?.actions?.["throw-snowball"]?.range).toBeDefined()
  })
})

describe("the board explained: outside an action, and on whole matches", () => {
  it("a kick-off has no acting player: only the event's own rolls", () => {
    const replay = bundled("bb-orc-v-human.jsonl")
    const kick = replay.events.find((e) => e._tag === "KickAimed")!
    const board = boardExplained(replay, kick.seq)!
    expect(board).toMatchObject({ player: null, action: null, actionSeq: null, path: [], zones: [], blocks: [], range: null })
    expect(boardExplained(replay, 0)).toBeNull()
  })

  it("on every bundled log, every mark is on a square of the pitch as it stands, and each action's marks belong to it", () => {
    for (const name of ["bb-orc-v-human.jsonl", "blight-free-for-all-human-orc-wood-elf-skaven.jsonl", "gutter-sewer-skaven-v-dwarf.jsonl", "holiday-human-v-orc.jsonl", "sevens-human-v-orc.jsonl"]) {
      const replay = bundled(name)
      let dodges = 0
      for (const event of replay.events) {
        const board = boardExplained(replay, event.seq)!
        const pitch = pitchAt(replay.match, replay.stateAt(event.seq)!)
        const marks = [...board.path, ...board.zones, ...board.targets, ...board.blocks, ...(board.range?.bands.flatMap((b) => b.squares.map((square) => ({ square }))) ?? [])]
        for (const mark of marks) expect(pitch.contains(mark.square), `${name} seq ${event.seq}`).toBe(true)
        if (board.actionSeq !== null) expect(replay.events[replay.indexOf(board.actionSeq)]).toMatchObject({ _tag: "ActionDeclared", player: board.player })
        // One reading of "the current action" (the derived states'): the board's action begins where its play step does.
        if (board.actionSeq !== null) expect(playStepAt(replay, event.seq), `${name} seq ${event.seq}`).toBe(board.actionSeq)
        dodges += board.targets.filter((t) => t.rule === "Dodge" && t.seq === event.seq).length
      }
      expect(dodges, name).toBeGreaterThan(0)
    }
  })

  it("reads only the current action's events and states, however deep into the match: a seek stays cheap", () => {
    const whole = bundled("bb-orc-v-human.jsonl")
    const read = new Set<number>()
    const watched = <T>(list: ReadonlyArray<T>): ReadonlyArray<T> => new Proxy(list, {
      get: (target, key, receiver) => {
        if (typeof key === "string" && /^\d+$/.test(key)) read.add(Number(key))
        return Reflect.get(target, key, receiver) as unknown
      }
    })
    // Every state kept (checkpoints[k] is the state after event k - 1), so a read is one event's or one state's, never a refold's.
    const data = { ...whole.toData(), checkpoints: [whole.initial, ...whole.allStates()], every: 1 }
    const watchedStates = new Proxy(data.checkpoints, {
      get: (target, key, receiver) => {
        if (typeof key === "string" && /^\d+$/.test(key)) read.add(Number(key) - 1)
        return Reflect.get(target, key, receiver) as unknown
      }
    })
    const replay = (Replay.restore(whole.match.header, { ...data, events: watched(data.events), checkpoints: watchedStates }) as Result.Success<Replay, never>).success
    // The last dodge of the match: its action began a few events before it.
    const seq = [...whole.events].reverse().find((e) => e._tag === "DiceRolled" && e.for === "dodge")!.seq
    const index = whole.indexOf(seq)
    read.clear()
    const board = boardExplained(replay, seq)!
    const start = whole.indexOf(board.actionSeq!)
    expect(index - start).toBeLessThan(40)
    // Besides the first event, which the replay's seq lookup reads (indexOf).
    read.delete(0)
    expect(Math.min(...read)).toBeGreaterThanOrEqual(start - 1)
    expect(Math.max(...read)).toBe(index)
  })
})
