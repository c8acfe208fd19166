import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { matchStats, playerMatch, playerMatchFrom, playersMomentsStepped, Replay, runStepped, statsSoFar } from "@sidelines/engine"
import { Events, header, player, playOk, positionOf } from "./support/scenario.js"
import { replayOfStates } from "./support/replay-of-states.js"

const built = (name: string, options: { keepAllUpTo?: number } = {}): Replay => {
  const log = decodeLogText(readFileSync(fileURLToPath(new URL(`../../../logs/${name}`, import.meta.url)), "utf8"))
  const result = Replay.build(log.header!, log.events, options)
  if (result._tag === "Failure") throw new Error(result.failure.message)
  return result.success
}

describe("a player's match so far: what one player did and suffered, up to any event", () => {
  const replay = built("stadium-unclear-markings-lizardmen-v-wood-elf.jsonl")
  const stats = matchStats(replay)

  it("at the end agrees with the match's stats for every player: blocks, touchdowns, passes, completions, interceptions, casualties and KOs caused", () => {
    for (const line of stats.players) {
      const end = playerMatch(replay, line.player).at(replay.length - 1)
      expect([end.blocks, end.touchdowns, end.passes, end.completions, end.interceptions, end.casualties, end.kos], line.name)
        .toEqual([line.blocks, line.touchdowns, line.passes, line.completions, line.interceptions, line.casualtiesCaused, line.kosCaused])
    }
    // The match has something to count: not every line is zero.
    // (No bundled match has a pass: the scenario below checks those.)
    for (const key of ["blocks", "touchdowns", "casualtiesCaused"] as const) expect(stats.players.some((line) => line[key] > 0), key).toBe(true)
  })

  it("part-way agrees with the stats so far, and counts only moments up to the event", () => {
    const soFar = statsSoFar(replay)
    const half = Math.floor(replay.length / 2)
    for (const line of soFar.at(half).players) {
      const mid = playerMatch(replay, line.player).at(half)
      expect([mid.blocks, mid.touchdowns, mid.casualties], line.name).toEqual([line.blocks, line.touchdowns, line.casualtiesCaused])
      expect(mid.moments.every((m) => m.index <= half)).toBe(true)
    }
    const before = playerMatch(replay, stats.players[0]!.player).at(-1)
    expect([before.actions, before.moments.length, before.spp]).toEqual([0, 0, 0])
  })

  it("each action declared is one moment, at its event", () => {
    const player = stats.players.find((line) => line.blocks > 0)!.player
    const declared = replay.events.flatMap((event, index) => (event._tag === "ActionDeclared" && event.player === player ? [{ index, action: event.action }] : []))
    const actions = playerMatch(replay, player).moments.filter((m) => m.kind === "action")
    expect(actions.map((m) => ({ index: m.index, action: m.detail }))).toEqual(declared)
    expect(declared.length).toBeGreaterThan(0)
  })

  it("Star Player Points: 3 a touchdown, 2 a casualty from a block or a special action, 1 a completion, 2 an interception", () => {
    for (const line of stats.players) {
      const end = playerMatch(replay, line.player).at(replay.length - 1)
      const earning = end.moments.filter((m) => m.kind === "casualty" && m.spp > 0).length
      expect(end.spp, line.name).toBe(3 * end.touchdowns + 2 * earning + end.completions + 2 * end.interceptions)
      // A casualty earns only if its cause is one Blood Bowl awards points for.
      for (const m of end.moments) if (m.kind === "casualty") expect(m.spp > 0).toBe(["block", "stab", "chainsaw", "projectile-vomit", "breathe-fire"].includes(m.cause!))
    }
    const scorer = stats.players.find((line) => line.touchdowns > 0)!
    expect(playerMatch(replay, scorer.player).at(replay.length - 1).spp).toBeGreaterThanOrEqual(3)
  })

  it("a Sevens player earns no Star Player Points: null, not 0", () => {
    const sevens = built("sevens-human-v-orc.jsonl")
    const scorer = matchStats(sevens).players.find((line) => line.touchdowns > 0)!
    const end = playerMatch(sevens, scorer.player).at(sevens.length - 1)
    expect(end.touchdowns).toBe(scorer.touchdowns)
    expect(end.spp).toBeNull()
  })

  it("lists what a player suffered, and is gone through once per replay and player", () => {
    const hurt = stats.players.find((line) => line.casualtiesSuffered + line.kosSuffered > 0)!
    const end = playerMatch(replay, hurt.player).at(replay.length - 1)
    expect(end.injuries.length).toBe(hurt.casualtiesSuffered + hurt.kosSuffered + end.injuries.filter((m) => !["ko", "badly-hurt", "seriously-hurt", "serious-injury", "lasting-injury", "dead"].includes(m.detail!)).length)
    expect(end.injuries.every((m) => m.detail !== "stunned")).toBe(true)
    expect(playerMatch(replay, hurt.player)).toBe(playerMatch(replay, hurt.player))
    expect(() => playerMatch(replay, "nobody")).toThrow(RangeError)
  })

  it("a pass from the rules' tallies: the thrower's pass when thrown, the completion when caught, 1 Star Player Point for the completion", () => {
    const head = header([player("h1"), player("h2")], [player("a1")])
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [10, 7] }, ballCarrier: "h1" })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }).add({ _tag: "PassAimed", player: "h1", at: [10, 7] }).d6(5, "pass", "h1").d6(3, "catch", "h2").list
    const played = playOk(match, state, events)
    // The card reads a replay's match, first state, states and events: a position played on is one.
    const replay = replayOfStates(head, state, events, played.states)
    const thrower = playerMatch(replay, "h1").at(events.length - 1)
    expect([thrower.actions, thrower.passes, thrower.completions, thrower.spp]).toEqual([1, 1, 1, 1])
    expect(thrower.moments.map((m) => m.kind)).toEqual(["action", "pass", "completion"])
    expect(playerMatch(replay, "h1").at(0).passes, "not before the throw").toBe(0)
    expect(playerMatch(replay, "h1").at(2).completions, "not before the catch").toBe(0)
  })
})

describe("every player's moments, counted in one walk through the match", () => {
  it("are the same however the walk is cut into steps, and from a replay that keeps one state in a few", () => {
    const replay = built("blight-allies-orc-skaven-v-human-dwarf.jsonl")
    const atOnce = runStepped(playersMomentsStepped(replay))
    expect([...atOnce.values()].flat().length).toBeGreaterThan(50)
    for (const size of [1, 7, 300]) {
      const stepped = playersMomentsStepped(replay)
      expect(() => stepped.result()).toThrow(/not every event/)
      while (!stepped.step(size));
      expect(stepped.result()).toEqual(atOnce)
    }
    const spaced = built("blight-allies-orc-skaven-v-human-dwarf.jsonl", { keepAllUpTo: 0 })
    expect(spaced.every).toBeGreaterThan(1)
    expect(runStepped(playersMomentsStepped(spaced))).toEqual(atOnce)
    for (const entry of replay.match.roster) {
      expect(playerMatchFrom(replay, entry.id, atOnce).at(replay.length - 1)).toEqual(playerMatch(replay, entry.id).at(replay.length - 1))
    }
    expect(() => playerMatchFrom(replay, "nobody", atOnce)).toThrow(RangeError)
  })
})
