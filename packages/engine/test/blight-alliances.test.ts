import { describe, expect, it } from "vitest"
import { legalDecisions, variantAt, winnersOf } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"
import { blightHeader, blightPosition } from "./support/blight.js"

// Alpha West, beta North, gamma East, delta South; every team in blightHeader is Skaven.
// In allies, alpha and beta play gamma and delta.
const notes = (outcomes: ReadonlyArray<{ _tag: string; text?: string }>) => outcomes.flatMap((o) => (o._tag === "Note" ? [o.text!] : []))

describe("BlightBowl all-Skaven alliances: broken at any time", () => {
  it("beta break with alpha in the middle of a1's move: b1 beside a1 is an opponent at once, and a1 stepping away from b1 dodges (3 against AG 3+: made)", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [5, 12], b1: [6, 12] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "move" })
      .add({ _tag: "AllianceBroken", team: "beta" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [4, 12] })
      .d6(3, "dodge", "a1")
    const played = playOk(match, state, events.list)
    expect(notes(played.outcomes)).toContain("Beta break their alliance: Alpha are their opponents now")
    expect(played.states[2]!.stack.at(-1)).toMatchObject({ _tag: "Test", test: "dodge" })
    expect(played.rulings.at(-1)).toMatchObject({ success: true })
    expect(where(played.state, "a1").at).toEqual([4, 12])
    expect(played.state.alliances).toEqual([0, 1, 2, 2])
    // Gamma and delta are still allies of each other.
    expect(variantAt(match, played.state).sides!.allied(2, 3)).toBe(true)
  })

  it("without the break the same step needs no dodge: b1 is still alpha's ally", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [5, 12], b1: [6, 12] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "move" }).add({ _tag: "PlayerMoved", player: "a1", to: [4, 12] })
    expect(playOk(match, state, events.list).state.stack.at(-1)).toMatchObject({ _tag: "Activation" })
  })

  it("once alpha break with beta, a1 may block b1: a block on an ally becomes a block on an opponent", () => {
    const block = (broken: boolean) => {
      const events = new Events()
      if (broken) events.add({ _tag: "AllianceBroken", team: "alpha" })
      return events.add({ _tag: "ActionDeclared", player: "a1", action: "block" }).add({ _tag: "BlockThrown", player: "a1", target: "b1" })
    }
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [7, 12], b1: [8, 12] } })
    expect(play(match, state, block(false).list).violation).toMatchObject({ rule: "block" })
    const played = playOk(match, state, block(true).list)
    expect(notes(played.outcomes).some((text) => text.includes("1 die, Alpha choose"))).toBe(true)
  })

  it("the winner follows the alliances at full time: 2-1-0-1 is alpha and beta's win in allies, alpha's alone once beta have broken away", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [7, 12] } })
    expect(winnersOf(variantAt(match, state), [2, 1, 0, 1])).toEqual([0, 1])
    const broken = playOk(match, state, new Events().add({ _tag: "AllianceBroken", team: "beta" }).list).state
    expect(winnersOf(variantAt(match, broken), [2, 1, 0, 1])).toEqual([0])
  })

  it("a team with no ally has no alliance to break (free-for-all)", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [7, 12] } })
    expect(play(match, state, new Events().add({ _tag: "AllianceBroken", team: "alpha" }).list).violation).toMatchObject({ rule: "alliances", message: expect.stringContaining("no alliance to break") })
  })
})

describe("BlightBowl all-Skaven alliances: made between drives", () => {
  // Between drives: a drive has ended, nobody is set up for the next.
  const betweenDrives = <S extends { players: ReadonlyArray<{ at: unknown }> }>(state: S) =>
    ({ ...state, phase: "set-up" as const, drive: 2, players: state.players.map((p) => ({ ...p, at: null })) })

  it("beta and gamma ally between drives, then b1 assists a block on a1 by c1 — ST 4 against 3, two dice, gamma choose", () => {
    // Alpha kick to beta at this set-up: gamma and beta's alliance does not touch the kick.
    const { match, state } = blightPosition("free-for-all", { team: 2, kickingTeam: 0, at: { c1: [8, 12], a1: [7, 12], b1: [6, 12] } })
    const made = playOk(match, betweenDrives(state), new Events().add({ _tag: "AllianceMade", teams: ["beta", "gamma"] }).list).state
    expect(made.alliances).toEqual([0, 1, 1, 3])
    expect(notes(made.outcomes)).toContain("Beta and Gamma make an alliance: they play as one side from now on")
    const block = new Events().add({ _tag: "ActionDeclared", player: "c1", action: "block" }).add({ _tag: "BlockThrown", player: "c1", target: "a1" })
    expect(notes(playOk(match, { ...state, alliances: made.alliances }, block.list).outcomes).some((text) => text.includes("2 dice, Gamma choose"))).toBe(true)
    // Without the alliance b1 does not help gamma: one die.
    expect(notes(playOk(match, state, block.list).outcomes).some((text) => text.includes("1 die, Gamma choose"))).toBe(true)
  })

  it("a real drive's end: alpha score, and at the next set-up gamma and delta ally (alpha kick to beta, who are not in it)", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [23, 12] }, ballCarrier: "a1" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [24, 12] })
      .add({ _tag: "AllianceMade", teams: ["gamma", "delta"] })
    const played = playOk(match, state, events.list)
    expect(played.state.phase).toBe("set-up")
    expect(played.state.alliances).toEqual([0, 1, 2, 2])
  })

  it("made at the set-up, an alliance of kickers and receivers passes the kick on: alpha score, alpha and beta ally, so beta kick to gamma and their turn marker moves on one", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [23, 12] }, ballCarrier: "a1" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [24, 12] })
    const scored = playOk(match, state, events.list).state
    expect(scored.kickingTeam).toBe(0)
    expect(scored.stack.at(-1)).toEqual({ _tag: "SetUp", team: 0 })
    const made = playOk(match, scored, new Events(3).add({ _tag: "AllianceMade", teams: ["alpha", "beta"] }).list)
    expect(made.state.kickingTeam).toBe(1)
    expect(made.state.teams[1]!.turn).toBe(scored.teams[1]!.turn + 1)
    expect(notes(made.outcomes)).toContain("Beta would receive from their allies Alpha: they kick instead, and their turn marker moves on one")
    // Beta set up first, then the others counter-clockwise: alpha, delta, gamma.
    expect(made.state.stack.slice(-4).reverse()).toEqual([1, 0, 3, 2].map((team) => ({ _tag: "SetUp", team })))
    // Alpha may no longer set up first.
    expect(play(match, made.state, new Events(4).add({ _tag: "PlayerPlaced", player: "a2", at: [10, 11] }).list).violation).toMatchObject({ rule: "set-up" })
  })

  it("not in the middle of a drive: an AllianceMade during alpha's turn is refused", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [7, 12] } })
    const played = play(match, state, new Events().add({ _tag: "AllianceMade", teams: ["alpha", "beta"] }).list)
    expect(played.violation).toMatchObject({ rule: "alliances", message: expect.stringContaining("only between drives") })
  })

  it("not once the set-up has begun: with a player placed, the drive has started", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [7, 12] } })
    const placed = { ...betweenDrives(state), players: betweenDrives(state).players.map((p) => (p.id === "a1" ? { ...p, at: [7, 12] as const } : p)) }
    expect(play(match, placed, new Events().add({ _tag: "AllianceMade", teams: ["gamma", "delta"] }).list).violation).toMatchObject({ rule: "alliances" })
  })

  it("refusals: an unknown team, a team named twice, an alliance of all four", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [7, 12] } })
    const made = (teams: ReadonlyArray<string>) => play(match, betweenDrives(state), new Events().add({ _tag: "AllianceMade", teams: [...teams] }).list).violation
    // A team the match does not have is refused before any rule sees the event (core/references.ts).
    expect(made(["alpha", "omega"])).toMatchObject({ rule: "unknown team", message: expect.stringContaining('"omega"') })
    expect(made(["alpha", "alpha"])).toMatchObject({ rule: "alliances", message: expect.stringContaining("named twice") })
    expect(made(["alpha", "beta", "gamma", "delta"])).toMatchObject({ rule: "alliances", message: expect.stringContaining("nobody to play against") })
    expect(play(match, state, new Events().add({ _tag: "AllianceBroken", team: "omega" }).list).violation).toMatchObject({ rule: "unknown team", message: expect.stringContaining('"omega"') })
  })
})

describe("BlightBowl alliances: only when all four teams are Skaven, only in BlightBowl", () => {
  it("with gamma a Human team, beta may not break their alliance: the allies of the header hold", () => {
    const head = blightHeader("allies")
    const mixed = { ...head, teams: head.teams.map((team, t) => (t === 2 ? { ...team, roster: "Human" } : team)) }
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [5, 12], b1: [6, 12] } }, [0, 1, 2, 3], mixed)
    expect(play(match, state, new Events().add({ _tag: "AllianceBroken", team: "beta" }).list).violation).toMatchObject({ rule: "alliances", message: expect.stringContaining("Gamma are Human") })
  })

  it("a Blood Bowl match has no alliances to break: the event is refused", () => {
    const { match, state } = positionOf(header([player("h1")], [player("x1")]), { team: 0, at: { h1: [5, 5] } })
    expect(play(match, state, new Events().add({ _tag: "AllianceBroken", team: "home" }).list).violation).not.toBe(null)
  })
})

describe("BlightBowl alliances in the legal decisions", () => {
  it("mid-turn in allies, any team with an ally may break it; no new alliance is offered", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [7, 12] } })
    const legal = legalDecisions(match, state)
    expect(legal.filter((d) => d._tag === "AllianceBroken")).toEqual(["alpha", "beta", "gamma", "delta"].map((team) => ({ _tag: "AllianceBroken", team })))
    expect(legal.some((d) => d._tag === "AllianceMade")).toBe(false)
  })

  it("with a Human team in the match, neither is offered", () => {
    const head = blightHeader("allies")
    const mixed = { ...head, teams: head.teams.map((team, t) => (t === 2 ? { ...team, roster: "Human" } : team)) }
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [7, 12] } }, [0, 1, 2, 3], mixed)
    expect(legalDecisions(match, state).some((d) => d._tag === "AllianceBroken" || d._tag === "AllianceMade")).toBe(false)
  })
})
