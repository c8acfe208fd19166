import type { MatchStarted } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: Human linemen, a Guard, a Dirty Player; away: Orc linemen (AV 9).
const head = header(
  [player("h1"), player("h2"), player("h3"), player("h4", { position: "Blocker", skills: ["Guard"] }), player("h6", { position: "Thrower", skills: ["Dirty Player (+1)"] })],
  [player("a1"), player("a2"), player("a3"), player("a4")]
)

const withBribes = (base: MatchStarted, count: number): MatchStarted => ({
  ...base,
  teams: base.teams.map((team, i) => (i === 0 ? { ...team, inducements: [{ id: "bribe", count }] } : team))
})

const foul = (fouler: string, victim: string) =>
  new Events().add({ _tag: "ActionDeclared", player: fouler, action: "foul" }).add({ _tag: "FoulCommitted", player: fouler, target: victim })

/** The Orcs' next activation (a4 waits far away at [20,3]): whatever was still pending for the home team resolves without a choice first. */
const orcsNext = (events: Events) => events.add({ _tag: "ActionDeclared", player: "a4", action: "move" })

describe("Foul", () => {
  it("two offensive assists against one defensive assist: +1 on the armour roll; it breaks on 5 + 3 and the injury roll follows", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [12, 7], h3: [11, 8], a2: [9, 6] }, prone: ["a1"] })
    const played = playOk(match, state, foul("h1", "a1").twoD6(5, 3, "armour", "a1").twoD6(4, 2, "injury", "a1").list)
    const armour = played.rulings.find((r) => r.rule === "Armour")!
    expect(armour.modifiers).toEqual([
      { value: 1, source: "assist: h2 (#2)" },
      { value: 1, source: "assist: h3 (#3)" },
      { value: -1, source: "defensive assist: a2 (#2)" }
    ])
    expect(armour).toMatchObject({ target: 9, total: 9, success: true })
    expect(where(played.state, "a1")).toMatchObject({ posture: "stunned", at: [11, 7] })
    expect(where(played.state, "h1").stats.armourBreaks).toBe(1)
    // No double: nobody is sent off, the turn goes on, and the foul ended h1's action.
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], hasActed: true })
    expect(played.state.activePlayer).toBeNull()
    expect(played.state.teams[0]!.foulUsed).toBe(true)
  })

  it("a team-mate marked by another standing opponent gives no assist, unless they have Guard", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [12, 7], a3: [13, 7] }, prone: ["a1"] })
    const marked = playOk(match, state, foul("h1", "a1").twoD6(5, 2, "armour", "a1").list)
    expect(marked.rulings.find((r) => r.rule === "Armour")).toMatchObject({ modifiers: [], total: 7, success: false })
    const guarded = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], h4: [12, 7], a3: [13, 7] }, prone: ["a1"] })
    const played = playOk(guarded.match, guarded.state, foul("h1", "a1").twoD6(5, 2, "armour", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ modifiers: [{ value: 1, source: "assist: h4 (#4)" }], total: 8 })
  })

  it("a Stunned player can be fouled, and a casualty counts for the fouler", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, stunned: ["a1"] })
    const events = foul("h1", "a1").twoD6(6, 5, "armour", "a1").twoD6(5, 6, "injury", "a1").roll("d16", [3], "casualty", "a1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "bh" })
    expect(where(played.state, "h1").stats).toMatchObject({ armourBreaks: 1, casualties: 1 })
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a1", result: "badly-hurt", cause: "foul", by: "h1" })
  })

  it("Dirty Player adds to the armour roll when that breaks it, otherwise to the injury roll", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h6: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    const onArmour = playOk(match, state, foul("h6", "a1").twoD6(5, 3, "armour", "a1").twoD6(4, 2, "injury", "a1").list)
    expect(onArmour.rulings.find((r) => r.rule === "Armour")).toMatchObject({ modifiers: [{ value: 1, source: "skill: Dirty Player" }], total: 9, success: true })
    expect(onArmour.rulings.find((r) => r.rule === "Injury")).toMatchObject({ modifiers: [], total: 6 })
    const onInjury = playOk(match, state, foul("h6", "a1").twoD6(6, 4, "armour", "a1").twoD6(4, 3, "injury", "a1").list)
    expect(onInjury.rulings.find((r) => r.rule === "Injury")).toMatchObject({ modifiers: [{ value: 1, source: "skill: Dirty Player" }], total: 8, row: "ko" })
    expect(where(onInjury.state, "a1")).toMatchObject({ at: null, box: "ko" })
  })

  it("a natural double on the armour roll sends the fouler off even when the armour holds: a turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    const played = playOk(match, state, orcsNext(foul("h1", "a1").twoD6(2, 2, "armour", "a1")).list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 4, success: false })
    expect(where(played.state, "a1")).toMatchObject({ posture: "prone", at: [11, 7] })
    expect(where(played.state, "h1")).toMatchObject({ at: null, box: "sent-off" })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
    expect(played.state.activeTeam).toBe(1)
  })

  it("a natural double on the injury roll (after the armour broke) sends the fouler off too", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    const played = playOk(match, state, orcsNext(foul("h1", "a1").twoD6(6, 4, "armour", "a1").twoD6(3, 3, "injury", "a1")).list)
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
  })

  it("a fouler sent off while holding the ball drops it: it bounces from their square", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, prone: ["a1"], ballCarrier: "h1" })
    const played = playOk(match, state, foul("h1", "a1").twoD6(3, 3, "armour", "a1").roll("d8", [2], "bounce").list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.state.ball).toEqual({ at: [10, 6], carrier: null, inPlay: true })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
  })
})

describe("Foul: arguing the call and bribes", () => {
  const spotted = () => foul("h1", "a1").twoD6(1, 1, "armour", "a1")
  const position = { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] } as const

  it("argue the call on a 6 (Well, When You Put It Like That...): the fouler stays on the pitch, but the turnover stands", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, spotted().add({ _tag: "CallArgued", team: "home" }).d6(6, "argue-the-call").list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ row: "well-when-you-put-it-like-that" })
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
    expect(played.state.activeTeam).toBe(1)
  })

  it("argue the call on 2–5 (I Don't Care!): sent off", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, orcsNext(spotted().add({ _tag: "CallArgued", team: "home" }).d6(4, "argue-the-call")).list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ row: "i-dont-care" })
    expect(where(played.state, "h1").box).toBe("sent-off")
  })

  it("argue the call on a 1 (You're Outta Here!): sent off at once, and no bribe can follow", () => {
    const { match, state } = positionOf(withBribes(head, 1), position)
    const events = spotted().add({ _tag: "CallArgued", team: "home" }).d6(1, "argue-the-call").add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "h1" })
    const played = play(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ row: "youre-outta-here" })
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 6 })
  })

  it("a bribe on 2+ keeps the fouler on the pitch and there is no turnover", () => {
    const { match, state } = positionOf(withBribes(head, 1), position)
    const events = spotted().add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "h1" }).d6(2, "bribe")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Bribe")).toMatchObject({ success: true, target: 2 })
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activeTeam).toBe(0)
  })

  it("a bribe may follow a failed argument; a bribe that rolls a 1 is wasted and the fouler goes", () => {
    const { match, state } = positionOf(withBribes(head, 1), position)
    const rescued = playOk(match, state, spotted().add({ _tag: "CallArgued", team: "home" }).d6(3, "argue-the-call").add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(5, "bribe").list)
    expect(where(rescued.state, "h1").box).toBeNull()
    const wasted = playOk(match, state, orcsNext(spotted().add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(1, "bribe")).list)
    expect(wasted.rulings.find((r) => r.rule === "Bribe")).toMatchObject({ success: false })
    expect(where(wasted.state, "h1").box).toBe("sent-off")
  })

  it("a bribe the team did not buy is a violation; arguing after a failed bribe is not (no order in the rulebook)", () => {
    const { match, state } = positionOf(head, position)
    const noBribe = play(match, state, spotted().add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).list)
    expect(noBribe.violation).toMatchObject({ _tag: "RuleViolation", rule: "bribe", seq: 4 })
    const two = positionOf(withBribes(head, 2), position)
    const late = play(two.match, two.state, spotted().add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(1, "bribe").add({ _tag: "CallArgued", team: "home" }).list)
    expect(late.violation).toBeNull()
  })
})

describe("Foul: legality", () => {
  it("a standing player cannot be fouled", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const played = play(match, state, foul("h1", "a1").list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "foul", seq: 2 })
    expect(played.violation!.message).toMatch(/standing/)
  })

  it("the victim must be an adjacent opponent", () => {
    const far = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [12, 7] }, prone: ["a1"] })
    expect(play(far.match, far.state, foul("h1", "a1").list).violation!.message).toMatch(/not next to/)
    const mate = positionOf(head, { team: 0, at: { h1: [10, 7], h2: [11, 7] }, prone: ["h2"] })
    expect(play(mate.match, mate.state, foul("h1", "h2").list).violation!.message).toMatch(/team-mate/)
  })

  it("the fouler may move first but not after the foul, and only one foul is declared per team turn", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [8, 7], h2: [5, 5], a1: [11, 7] }, prone: ["a1"] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] })
      .add({ _tag: "PlayerMoved", player: "h1", to: [10, 7] })
      .add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(4, 2, "armour", "a1")
    expect(playOk(match, state, events.list).state.activePlayer).toBeNull()
    const moveAfter = play(match, state, [...events.list, { _tag: "PlayerMoved", seq: 6, player: "h1", to: [11, 8] }])
    expect(moveAfter.violation).toMatchObject({ _tag: "RuleViolation", seq: 6 })
    const second = play(match, state, [...events.list, { _tag: "ActionDeclared", seq: 6, player: "h2", action: "foul" }])
    expect(second.violation).toMatchObject({ rule: "one foul per team turn", seq: 6 })
  })
})
