import { describe, expect, it } from "vitest"
import type { Square } from "@sidelines/schema"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Star players' special rules about bombs and passes (stars/kaboom.ts, stars/yoink.ts, …).
// Facts from FUMBBL's client (christerk/ffb) and BBBase's BB2020 star texts, as docs/skills.md says.
const head = header(
  [
    player("bomber", { name: "Bomber Dribblesnot", position: "Star Player", ma: 6, st: 2, ag: 3, pa: 3, av: 8, skills: ["Accurate", "Dodge", "Loner (4+)", "Right Stuff", "Stunty", "Kaboom!"], traits: ["Bombardier", "Secret Weapon"], hired: "star-player" }),
    player("cindy", { name: "Cindy Piewhistle", position: "Star Player", ma: 5, st: 2, ag: 3, pa: 3, av: 7, skills: ["Accurate", "Dodge", "Loner (4+)", "Stunty", "All You Can Eat"], traits: ["Bombardier", "Secret Weapon"], hired: "star-player" }),
    player("h1", { traits: ["Bombardier"] }),
    player("thorsson", { name: "Thorsson Stoutmead", position: "Star Player", ma: 6, st: 3, ag: 4, pa: 3, av: 8, skills: ["Block", "Drunkard", "Thick Skull", "Beer Barrel Bash!"], traits: ["Loner (4+)"], hired: "star-player" }),
    player("barik", { name: "Barik Farblast", position: "Star Player", ma: 6, st: 3, ag: 4, pa: 3, av: 9, skills: ["Cannoneer", "Hail Mary Pass", "Pass", "Sure Hands", "Thick Skull", "Blast It!"], traits: ["Loner (4+)", "Secret Weapon"], hired: "star-player" }),
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

describe("All You Can Eat (Cindy Piewhistle)", () => {
  const at = { cindy: [5, 7], a1: [10, 7], h2: [2, 2] } as const
  // Called before the first bomb; the first explodes on the empty (9, 7), hitting a1 next to it on a 4.
  const first = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "cindy", action: "throw-bomb" })
      .add(used("cindy", "All You Can Eat"))
      .add({ _tag: "PassAimed", player: "cindy", at: [9, 7] })
      .d6(5, "pass", "cindy")
      .d6(4, "bombardier", "a1")
      .twoD6(2, 2, "armour", "a1")
  const second = () => first().add({ _tag: "PassAimed", player: "cindy", at: [9, 11] }).d6(5, "pass", "cindy")

  it("two bombs in one Throw Bomb action, then her D6 of 5: she stays, and the turn goes on [special:all-you-can-eat]", () => {
    const { match, state } = positionOf(head, { team: 0, at })
    const afterFirst = playOk(match, state, first().list)
    expect(where(afterFirst.state, "a1").posture).toBe("prone")
    // The first has settled: the second throw is due.
    expect(afterFirst.state.stack.at(-1)).toMatchObject({ _tag: "SecondBomb", player: "cindy" })
    const played = playOk(match, state, second().d6(5, "all-you-can-eat", "cindy").add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(played.rulings.filter((r) => r.rule === "Throw Bomb")).toHaveLength(2)
    expect(played.rulings.find((r) => r.rule === "special rule: All You Can Eat")).toMatchObject({ player: "cindy", target: 4, total: 5, success: true })
    expect(where(played.state, "cindy").box).toBeNull()
    expect(turnovers(played)).toEqual([])
    expect(played.state.activePlayer).toBe("h2")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["cindy:All You Can Eat"])
  })

  it("a 2 after the second bomb, no re-roll, no bribe: she is sent off, a turnover [special:all-you-can-eat]", () => {
    const { match, state } = positionOf(head, { team: 0, at })
    const played = playOk(match, state, second().d6(2, "all-you-can-eat", "cindy").add({ _tag: "RerollDeclined", team: "home" }).add({ _tag: "ChoiceDeclined", team: "home", choice: "bribe" }).list)
    expect(played.rulings.find((r) => r.rule === "special rule: All You Can Eat")).toMatchObject({ total: 2, success: false })
    expect(where(played.state, "cindy")).toMatchObject({ at: null, box: "sent-off" })
    expect(turnovers(played)).toMatchObject([{ team: 0, cause: "sent-off", player: "cindy" }])
  })

  it("a bribe on 2+ keeps her on the pitch, with no turnover; the referee is not argued with [special:all-you-can-eat]", () => {
    const withBribe = { ...head, teams: head.teams.map((team, i) => (i === 0 ? { ...team, inducements: [{ id: "bribe", count: 1 }] } : team)) }
    const { match, state } = positionOf(withBribe, { team: 0, at })
    const failed = second().d6(1, "all-you-can-eat", "cindy").add({ _tag: "RerollDeclined", team: "home" })
    expect(play(match, state, failed.list.concat([{ _tag: "CallArgued", team: "home", seq: 99 } as never])).violation).toMatchObject({ seq: 99 })
    const played = playOk(match, state, failed.add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "cindy" }).d6(3, "bribe").list)
    expect(where(played.state, "cindy").at).toEqual([5, 7])
    expect(turnovers(played)).toEqual([])
  })

  it("no second bomb (and no D6) when the first leaves her down: a fumble explodes on her; the rule is spent all the same [special:all-you-can-eat]", () => {
    const { match, state } = positionOf(head, { team: 0, at })
    const fumbled = new Events()
      .add({ _tag: "ActionDeclared", player: "cindy", action: "throw-bomb" })
      .add(used("cindy", "All You Can Eat"))
      .add({ _tag: "PassAimed", player: "cindy", at: [9, 7] })
      .d6(1, "pass", "cindy")
      .add({ _tag: "RerollDeclined", team: "home" })
      .twoD6(1, 2, "armour", "cindy")
    const played = playOk(match, state, fumbled.list)
    expect(turnovers(played)).toEqual([])
    expect(where(played.state, "cindy").posture).toBe("prone")
    expect(played.state.stack.some((s) => s._tag === "SecondBomb")).toBe(false)
    expect(played.rulings.filter((r) => r.rule === "special rule: All You Can Eat")).toEqual([])
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["cindy:All You Can Eat"])
  })

  it("her second bomb fumbled explodes on her and she is Badly Hurt: the D6 of 2 is rolled, but she stays in the casualty box [special:all-you-can-eat]", () => {
    const { match, state } = positionOf(head, { team: 0, at })
    const events = first().add({ _tag: "PassAimed", player: "cindy", at: [9, 11] }).d6(1, "pass", "cindy").add({ _tag: "RerollDeclined", team: "home" })
      .twoD6(6, 6, "armour", "cindy").twoD6(4, 5, "injury", "cindy") // Stunty: a 9 is Badly Hurt
      .d6(2, "all-you-can-eat", "cindy").add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "special rule: All You Can Eat")).toMatchObject({ total: 2, success: false })
    expect(where(played.state, "cindy").box).toBe("bh")
    expect(turnovers(played)).toEqual([])
  })

  it("once a game, before the first bomb, in a Throw Bomb action, by Cindy only; called, the second throw must come next [special:all-you-can-eat]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { ...at, h1: [5, 3] } })
    const declare = (who: string, action: "throw-bomb" | "move") => new Events().add({ _tag: "ActionDeclared", player: who, action }).add(used(who, "All You Can Eat"))
    expect(play(match, state, declare("cindy", "move").list).violation).toMatchObject({ rule: "All You Can Eat", seq: 2 })
    expect(play(match, state, declare("h1", "throw-bomb").list).violation).toMatchObject({ rule: "All You Can Eat", seq: 2 })
    const spent = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["cindy:All You Can Eat"] } : t)) }
    expect(play(match, spent, declare("cindy", "throw-bomb").list).violation).toMatchObject({ rule: "All You Can Eat", seq: 2 })
    // Not called before the first bomb: one bomb, and the action is over.
    const late = new Events().add({ _tag: "ActionDeclared", player: "cindy", action: "throw-bomb" }).add({ _tag: "PassAimed", player: "cindy", at: [9, 11] }).d6(5, "pass", "cindy").add(used("cindy", "All You Can Eat"))
    expect(play(match, state, late.list).violation).toMatchObject({ seq: 4 })
    // Called: anything but her second throw is refused.
    expect(play(match, state, first().add({ _tag: "ActionEnded", player: "cindy" }).list).violation).toMatchObject({ rule: "All You Can Eat", seq: 7 })
  })
})

describe("Blast It! (Barik Farblast)", () => {
  const hailMary = (at: Square) =>
    new Events().add({ _tag: "ActionDeclared", player: "barik", action: "pass" }).add(used("barik", "Hail Mary Pass")).add({ _tag: "PassAimed", player: "barik", at })
  const blast = { _tag: "RerollUsed" as const, team: "home", source: "skill" as const, skill: "Blast It!" }
  const catchOf = (played: { rulings: ReadonlyArray<{ rule: string }> }) => played.rulings.find((r) => r.rule === "Catch")

  it("from (22, 7) a first scatter of 1 is re-rolled to a 5, a 4 kept, an 8 re-rolled to a 2: the ball comes down on h2 at (22, 6), who catches on a 3 with +1 [special:blast-it]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { barik: [3, 7], h2: [22, 6] }, ballCarrier: "barik" })
    const events = hailMary([22, 7]).d6(6, "pass", "barik")
      .roll("d8", [1], "scatter").add(blast).roll("d8", [5], "scatter") // (21, 6) → again: (23, 7)
      .roll("d8", [4], "scatter") // (22, 7)
      .roll("d8", [8], "scatter").add(blast).roll("d8", [2], "scatter") // (23, 8) → again: (22, 6)
      .d6(3, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.filter((r) => r.rule === "Scatter").map((r) => r.dice[0])).toEqual([1, 5, 4, 8, 2])
    expect(catchOf(played)).toMatchObject({ player: "h2", total: 3, success: true, modifiers: [{ value: -1, source: "inaccurate pass (scattered)" }, { value: 1, source: "special rule: Blast It!" }] })
    expect(played.state.ball.carrier).toBe("h2")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["barik:Blast It!"])
  })

  it("spent without a re-roll (SkillUsed after the last die), still +1 for h2's catch; an opponent's catch of it gets nothing [special:blast-it]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { barik: [3, 7], h2: [22, 6], a1: [23, 8] }, ballCarrier: "barik" })
    const toH2 = hailMary([22, 7]).d6(6, "pass", "barik").roll("d8", [5], "scatter").roll("d8", [4], "scatter").roll("d8", [2], "scatter").add(used("barik", "Blast It!")).d6(3, "catch", "h2")
    expect(catchOf(playOk(match, state, toH2.list))).toMatchObject({ total: 3, success: true })
    const toA1 = hailMary([22, 7]).d6(6, "pass", "barik").roll("d8", [5], "scatter").add(used("barik", "Blast It!")).roll("d8", [4], "scatter").roll("d8", [8], "scatter").d6(3, "catch", "a1")
    const intercepted = playOk(match, state, toA1.list)
    expect(catchOf(intercepted)).toMatchObject({ player: "a1", modifiers: [{ value: -1, source: "inaccurate pass (scattered)" }] })
  })

  it("declined or passed by, the dice stand, h2 has no +1, and the rule is kept [special:blast-it]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { barik: [3, 7], h2: [22, 6] }, ballCarrier: "barik" })
    const played = playOk(match, state, hailMary([22, 7]).d6(6, "pass", "barik").roll("d8", [5], "scatter").add({ _tag: "SkillDeclined", player: "barik", skill: "Blast It!" })
      .roll("d8", [4], "scatter").roll("d8", [2], "scatter").d6(3, "catch", "h2").list)
    expect(catchOf(played)).toMatchObject({ total: 2, success: false })
    expect(played.state.teams[0]!.specialRulesUsed).toBeUndefined()
  })

  it("only on his Hail Mary pass's scatter, each die once, once a game, and by Barik [special:blast-it]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { barik: [3, 7], h2: [9, 7] }, ballCarrier: "barik" })
    // An ordinary pass, inaccurate (a 2 with the Short range's −1): no Blast It! on its scatter.
    const ordinary = new Events().add({ _tag: "ActionDeclared", player: "barik", action: "pass" }).add({ _tag: "PassAimed", player: "barik", at: [9, 7] })
      .d6(2, "pass", "barik").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [5], "scatter").add(blast)
    expect(play(match, state, ordinary.list).violation).toMatchObject({ seq: 6 })
    // The same die twice.
    const twice = hailMary([22, 7]).d6(6, "pass", "barik").roll("d8", [5], "scatter").add(blast).roll("d8", [4], "scatter").add(blast)
    expect(play(match, state, twice.list).violation).toMatchObject({ seq: 8 })
    // Spent this game.
    const spent = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["barik:Blast It!"] } : t)) }
    expect(play(match, spent, hailMary([22, 7]).d6(6, "pass", "barik").roll("d8", [5], "scatter").add(blast).list).violation).toMatchObject({ seq: 6 })
    // Another player, or the other team.
    expect(play(match, state, hailMary([22, 7]).d6(6, "pass", "barik").roll("d8", [5], "scatter").add(used("h2", "Blast It!")).list).violation).toMatchObject({ rule: "Blast It!", seq: 6 })
    expect(play(match, state, hailMary([22, 7]).d6(6, "pass", "barik").roll("d8", [5], "scatter").add({ ...blast, team: "away" }).list).violation).toMatchObject({ rule: "Blast It!", seq: 6 })
    // A wildly inaccurate Hail Mary (a 2, −1 for a1 marking him) deviates: its direction die is no scatter to re-roll.
    const marked = positionOf(head, { team: 0, at: { barik: [3, 7], a1: [4, 7] }, ballCarrier: "barik" })
    const wild = hailMary([22, 7]).d6(2, "pass", "barik").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [5], "scatter")
    expect(playOk(marked.match, marked.state, wild.list).rulings.find((r) => r.rule === "Pass")).toMatchObject({ row: "wildly-inaccurate" })
    expect(play(marked.match, marked.state, wild.add(blast).list).violation).toMatchObject({ seq: 7 })
  })
})

describe("Beer Barrel Bash! (Thorsson Stoutmead) [action:throw-keg]", () => {
  const keg = (target: string, events = new Events()) =>
    events.add({ _tag: "ActionDeclared", player: "thorsson", action: "throw-keg" }).add({ _tag: "SkillUsed", player: "thorsson", skill: "Beer Barrel Bash!", target })

  it("a keg at a1, three squares away, on a 4: a1 is Knocked Down (armour 2 + 3 holds), no turnover, and the action is over [special:beer-barrel-bash]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { thorsson: [5, 7], a1: [8, 9], h2: [2, 2] } })
    const played = playOk(match, state, keg("a1").d6(4, "throw-keg", "thorsson").twoD6(2, 3, "armour", "a1").add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(played.rulings.find((r) => r.rule === "special rule: Beer Barrel Bash!")).toMatchObject({ player: "thorsson", target: 3, total: 4, success: true })
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "a1" })
    expect(turnovers(played)).toEqual([])
    expect(played.state.activePlayer).toBe("h2")
    expect(where(played.state, "thorsson").at).toEqual([5, 7])
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["thorsson:Beer Barrel Bash! (drive 1)"])
  })

  it("a 2 misses (nothing happens); a 1, the team re-roll's Loner D6 failed, knocks Thorsson down: a turnover [special:beer-barrel-bash]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { thorsson: [5, 7], a1: [7, 7] } })
    const missed = playOk(match, state, keg("a1").d6(2, "throw-keg", "thorsson").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(where(missed.state, "a1").posture).toBe("standing")
    expect(where(missed.state, "thorsson").posture).toBe("standing")
    expect(turnovers(missed)).toEqual([])
    const fumbled = playOk(match, state, keg("a1").d6(1, "throw-keg", "thorsson").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(2, "loner", "thorsson").twoD6(1, 1, "armour", "thorsson").list)
    expect(where(fumbled.state, "thorsson").posture).toBe("prone")
    expect(where(fumbled.state, "a1").posture).toBe("standing")
    expect(turnovers(fumbled)).toMatchObject([{ team: 0, cause: "knocked-down", player: "thorsson" }])
  })

  it("re-rolled with a team re-roll (Loner 4+ passed): the 1 becomes a 5 and a1, holding the ball, goes down and drops it [special:beer-barrel-bash]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { thorsson: [5, 7], a1: [7, 7] }, ballCarrier: "a1" })
    const played = playOk(match, state, keg("a1").d6(1, "throw-keg", "thorsson").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(4, "loner", "thorsson").d6(5, "throw-keg", "thorsson")
      .twoD6(1, 1, "armour", "a1").roll("d8", [5], "bounce").list)
    expect(played.rulings.filter((r) => r.rule === "special rule: Beer Barrel Bash!").map((r) => r.total)).toEqual([1, 5])
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(played.state.ball).toMatchObject({ carrier: null, at: [8, 7] })
    expect(turnovers(played)).toEqual([])
  })

  it("once a drive, standing, at a standing opponent within three squares, only for Thorsson, and with no move [special:beer-barrel-bash]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { thorsson: [5, 7], a1: [9, 7], a2: [6, 7], h2: [5, 6], h1: [5, 9] }, prone: ["a2"] })
    expect(play(match, state, keg("a1").list).violation).toMatchObject({ rule: "Throw Keg", seq: 2 })
    expect(play(match, state, keg("a2").list).violation).toMatchObject({ rule: "Throw Keg", seq: 2 })
    expect(play(match, state, keg("h2").list).violation).toMatchObject({ rule: "Throw Keg", seq: 2 })
    const spent = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["thorsson:Beer Barrel Bash! (drive 1)"] } : t)) }
    expect(play(match, spent, keg("a1").list).violation).toMatchObject({ rule: "throw-keg", seq: 1 })
    // Last drive's keg does not count in this one.
    const earlier = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["thorsson:Beer Barrel Bash! (drive 0)"] } : t)) }
    expect(play(match, earlier, new Events().add({ _tag: "ActionDeclared", player: "thorsson", action: "throw-keg" }).list).violation).toBeNull()
    expect(play(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "throw-keg" }).list).violation).toMatchObject({ rule: "throw-keg", seq: 1 })
    const down = positionOf(head, { team: 0, at: { thorsson: [5, 7], a1: [7, 7] }, prone: ["thorsson"] })
    expect(play(down.match, down.state, keg("a1").list).violation).toMatchObject({ rule: "throw-keg", seq: 1 })
    const moved = new Events().add({ _tag: "ActionDeclared", player: "thorsson", action: "throw-keg" }).add({ _tag: "PlayerMoved", player: "thorsson", to: [6, 8] })
    expect(play(match, state, moved.list).violation).toMatchObject({ seq: 2 })
  })
})
