import { describe, expect, it } from "vitest"
import type { Square } from "@sidelines/schema"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Star players' special rules about bombs and passes (rules/kaboom.ts, rules/yoink.ts, …).
// Facts from FUMBBL's client (christerk/ffb) and BBBase's BB2020 star texts, as docs/skills.md says.
const head = header(
  [
    player("bomber", { name: "Bomber Dribblesnot", position: "Star Player", ma: 6, st: 2, ag: 3, pa: 3, av: 8, skills: ["Accurate", "Dodge", "Loner (4+)", "Right Stuff", "Stunty", "Kaboom!"], traits: ["Bombardier", "Secret Weapon"], hired: "star-player" }),
    player("h1", { traits: ["Bombardier"] }),
    player("h2")
  ],
  [
    player("a1"),
    player("a2"),
    player("a3"),
    player("scrappa", { name: "Scrappa Sorehead", position: "Star Player", ma: 7, st: 2, ag: 3, pa: 5, av: 8, skills: ["Dirty Player (+1)", "Dodge", "Loner (4+)", "Pogo Stick", "Right Stuff", "Sprint", "Stunty", "Sure Feet", "Yoink!"], hired: "star-player" })
  ]
)

const bomb = (from: string, at: Square, events = new Events()) =>
  events.add({ _tag: "ActionDeclared", player: from, action: "throw-bomb" }).add({ _tag: "PassAimed", player: from, at })

const pass = (from: string, at: Square, events = new Events()) =>
  events.add({ _tag: "ActionDeclared", player: from, action: "pass" }).add({ _tag: "PassAimed", player: from, at })

const turnovers = (played: { outcomes: ReadonlyArray<{ _tag: string }> }) => played.outcomes.filter((o) => o._tag === "Turnover")

const used = (star: string, skill: string) => ({ _tag: "SkillUsed" as const, player: star, skill })

describe("Kaboom! (Bomber Dribblesnot)", () => {
  it("a1 catches Bomber's bomb on (8, 7); his coach uses Kaboom!: it explodes in a1's hands with no D6 — a1 is hit and knocked down, a2 next to it escapes on a 3 [special:kaboom]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { bomber: [5, 7], a1: [8, 7], a2: [9, 7] } })
    const caught = bomb("bomber", [8, 7]).d6(4, "pass", "bomber").d6(3, "catch", "a1")
    const played = playOk(match, state, caught.add(used("bomber", "Kaboom!")).d6(3, "bombardier", "a2").twoD6(2, 2, "armour", "a1").list)
    // No "Bomb caught" D6: the explosion came at once.
    expect(played.rulings.filter((r) => r.rule === "Bomb caught")).toEqual([])
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Note", text: expect.stringContaining("special rule: Kaboom!") }))
    expect(played.rulings.filter((r) => r.rule === "Bomb blast").map((r) => [r.player, r.success])).toEqual([["a2", false]])
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(where(played.state, "a2").posture).toBe("standing")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["bomber:Kaboom!"])
  })

  it("declined (or the D6 rolled without a word), the catcher's D6 decides as usual and the rule is kept [special:kaboom]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { bomber: [5, 7], a1: [8, 7] } })
    const caught = bomb("bomber", [8, 7]).d6(4, "pass", "bomber").d6(3, "catch", "a1")
    const declined = playOk(match, state, caught.add({ _tag: "SkillDeclined", player: "bomber", skill: "Kaboom!" }).d6(2, "bombardier", "a1").list)
    expect(declined.rulings.find((r) => r.rule === "Bomb caught")).toMatchObject({ player: "a1", success: false })
    expect(declined.state.stack.at(-1)).toMatchObject({ _tag: "BombThrownOn", player: "a1" })
    expect(declined.state.teams[0]!.specialRulesUsed).toBeUndefined()
  })

  it("only once a game, only on an opponent's catch, and only for Bomber's own bomb [special:kaboom]", () => {
    // A team-mate's catch: the BB2020 text says an opposition player (FFB would offer it).
    const mate = positionOf(head, { team: 0, at: { bomber: [5, 7], h2: [8, 7] } })
    const toMate = bomb("bomber", [8, 7]).d6(4, "pass", "bomber").d6(3, "catch", "h2").add(used("bomber", "Kaboom!"))
    expect(play(mate.match, mate.state, toMate.list).violation).toMatchObject({ rule: "Kaboom!", seq: 5 })
    // Already used this game.
    const { match, state } = positionOf(head, { team: 0, at: { bomber: [5, 7], a1: [8, 7] } })
    const spent = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["bomber:Kaboom!"] } : t)) }
    const again = bomb("bomber", [8, 7]).d6(4, "pass", "bomber").d6(3, "catch", "a1").add(used("bomber", "Kaboom!"))
    expect(play(match, spent, again.list).violation).toMatchObject({ rule: "Kaboom!", seq: 5 })
    // Another Bombardier's bomb: h1 has no Kaboom!, and Bomber may not use his on it.
    const other = positionOf(head, { team: 0, at: { bomber: [5, 3], h1: [5, 7], a1: [8, 7] } })
    const byH1 = bomb("h1", [8, 7]).d6(5, "pass", "h1").d6(3, "catch", "a1").add(used("bomber", "Kaboom!"))
    expect(play(other.match, other.state, byH1.list).violation).toMatchObject({ rule: "Kaboom!", seq: 5 })
  })
})

describe("Yoink! (Scrappa Sorehead)", () => {
  // h1 passes along row 7 to h2; Scrappa stands under the ruler at (8, 7).
  const lined = { team: 0, at: { h1: [5, 7], h2: [11, 7], scrappa: [8, 7] }, ballCarrier: "h1" } as const

  it("an accurate pass: Scrappa calls Yoink! and rolls a 2 — no modifiers, no catch roll: he intercepts, a turnover [special:yoink]", () => {
    const { match, state } = positionOf(head, lined)
    const played = playOk(match, state, pass("h1", [11, 7]).d6(5, "pass", "h1").add(used("scrappa", "Yoink!")).d6(2, "interception", "scrappa").list)
    expect(played.rulings.find((r) => r.rule.startsWith("Interference"))).toMatchObject({ rule: "Interference (special rule: Yoink!)", player: "scrappa", target: 2, modifiers: [], total: 2, success: true })
    // No catch: the ball is his at once.
    expect(played.rulings.filter((r) => r.rule === "Catch")).toEqual([])
    expect(played.state.ball).toEqual({ at: [8, 7], carrier: "scrappa", inPlay: true })
    expect(where(played.state, "scrappa").stats.interceptions).toBe(1)
    expect(turnovers(played)).toMatchObject([{ team: 0, cause: "intercepted", player: "h1" }])
    expect(played.state.teams[1]!.specialRulesUsed).toEqual(["scrappa:Yoink!"])
  })

  it("the same 2 without Yoink! is an interference test at AG 3 with −3: it fails and h2 catches [special:yoink]", () => {
    const { match, state } = positionOf(head, lined)
    const played = playOk(match, state, pass("h1", [11, 7]).d6(5, "pass", "h1").d6(2, "interception", "scrappa").d6(4, "catch", "h2").list)
    expect(played.rulings.find((r) => r.rule === "Interference")).toMatchObject({ modifiers: [{ value: -3, source: "accurate pass" }], success: false })
    expect(played.state.ball.carrier).toBe("h2")
    expect(played.state.teams[1]!.specialRulesUsed).toBeUndefined()
  })

  it("a 1 fails (the rule is spent all the same) and the pass comes down to h2 [special:yoink]", () => {
    const { match, state } = positionOf(head, lined)
    const played = playOk(match, state, pass("h1", [11, 7]).d6(5, "pass", "h1").add(used("scrappa", "Yoink!")).d6(1, "interception", "scrappa").d6(4, "catch", "h2").list)
    expect(played.rulings.find((r) => r.rule.startsWith("Interference"))).toMatchObject({ success: false })
    expect(played.state.ball.carrier).toBe("h2")
    expect(played.state.teams[1]!.specialRulesUsed).toEqual(["scrappa:Yoink!"])
  })

  it("a bomb too: Scrappa's 2 catches h1's bomb, and its D6 follows — a 5 explodes it in his hands [special:yoink]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], scrappa: [8, 7] } })
    const played = playOk(match, state, bomb("h1", [11, 7]).d6(5, "pass", "h1").add(used("scrappa", "Yoink!")).d6(2, "interception", "scrappa").d6(5, "bombardier", "scrappa").twoD6(2, 2, "armour", "scrappa").list)
    expect(played.rulings.filter((r) => r.rule === "Catch")).toEqual([])
    expect(played.rulings.find((r) => r.rule === "Bomb caught")).toMatchObject({ player: "scrappa", success: true })
    expect(where(played.state, "scrappa").posture).toBe("prone")
  })

  it("not twice a game, not for a player who cannot interfere, not for another player, and the roll is Scrappa's once called [special:yoink]", () => {
    const { match, state } = positionOf(head, lined)
    const spent = { ...state, teams: state.teams.map((t, i) => (i === 1 ? { ...t, specialRulesUsed: ["scrappa:Yoink!"] } : t)) }
    expect(play(match, spent, pass("h1", [11, 7]).d6(5, "pass", "h1").add(used("scrappa", "Yoink!")).list).violation).toMatchObject({ rule: "Yoink!", seq: 4 })
    // Off the ruler (8, 2): he may not interfere, so the pass has no interference step at all.
    const away = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [11, 7], scrappa: [8, 2], a1: [8, 7] }, ballCarrier: "h1" })
    expect(play(away.match, away.state, pass("h1", [11, 7]).d6(5, "pass", "h1").add(used("scrappa", "Yoink!")).list).violation).toMatchObject({ rule: "Yoink!", seq: 4 })
    // a1 has no Yoink!.
    const both = positionOf(head, { team: 0, at: { h1: [5, 7], h2: [11, 7], scrappa: [8, 7], a1: [9, 7] }, ballCarrier: "h1" })
    expect(play(both.match, both.state, pass("h1", [11, 7]).d6(5, "pass", "h1").add(used("a1", "Yoink!")).list).violation).toMatchObject({ rule: "Yoink!", seq: 4 })
    const named = pass("h1", [11, 7]).d6(5, "pass", "h1").add(used("scrappa", "Yoink!")).d6(6, "interception", "a1")
    expect(play(both.match, both.state, named.list).violation).toMatchObject({ rule: "Yoink!", seq: 5 })
  })
})
