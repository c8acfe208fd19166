import type { MatchStarted } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

const withBribes = (head: MatchStarted, count: number): MatchStarted => ({
  ...head,
  teams: head.teams.map((t, i) => (i === 0 ? { ...t, inducements: [{ id: "bribe", count }] } : t))
})

const head = header([player("h1"), player("h2")], [player("a1"), player("a2")])

/** h1 fouls the prone a1 and rolls a double on the armour: sent off unless something saves him. */
const foulWithDouble = () =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
    .add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
    .twoD6(2, 2, "armour", "a1")

describe("bribes and an ejected coach", () => {
  it("a bribe bought as an inducement is spent when used", () => {
    const { match, state } = positionOf(withBribes(head, 1), { team: 0, at: { h1: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    const events = foulWithDouble().add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(4, "bribe")
    const played = playOk(match, state, events.list)
    expect(played.state.teams[0]!.bribes).toBe(0)
    expect(where(played.state, "h1").box).toBeNull()
    expect(played.state.turnover).toBeNull()
  })

  it("a team with no bribe left cannot use one", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    const events = foulWithDouble().add({ _tag: "InducementUsed", team: "home", inducement: "bribe" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "bribe", seq: 4 })
  })

  it("a failed bribe leaves the call to argue (the rulebook sets no order; FFB has asked either first): a 6 keeps the fouler on the pitch", () => {
    const { match, state } = positionOf(withBribes(head, 1), { team: 0, at: { h1: [10, 7], a1: [11, 7] }, prone: ["a1"] })
    const events = foulWithDouble().add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(1, "bribe").add({ _tag: "CallArgued", team: "home" }).d6(6, "argue-the-call")
    const played = playOk(match, state, events.list)
    expect(played.state.teams[0]!.bribes).toBe(0)
    expect(where(played.state, "h1").box).toBeNull()
    // Still only once.
    const twice = foulWithDouble().add({ _tag: "CallArgued", team: "home" }).d6(3, "argue-the-call").add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(1, "bribe").add({ _tag: "CallArgued", team: "home" })
    expect(play(match, state, twice.list).violation).toMatchObject({ rule: "argue the call" })
  })

  it("arguing the call on a 1 ejects the coach, who cannot argue again later in the match", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [10, 9], a2: [11, 9] }, prone: ["a1", "a2"] })
    const first = foulWithDouble().add({ _tag: "CallArgued", team: "home" }).d6(1, "argue-the-call")
    const played = playOk(match, state, first.list)
    expect(played.state.teams[0]!.coachEjected).toBe(true)
    expect(where(played.state, "h1").box).toBe("sent-off")
    // Next Home turn: h2 fouls a2, also rolls a double, and the ejected coach tries to argue.
    const later = { ...played.state, activeTeam: 0, turnover: null, stack: [{ _tag: "TeamTurn" as const, team: 0, stage: "active" as const }], teams: played.state.teams.map((t) => ({ ...t, foulUsed: false })) }
    const second = new Events(played.state.seq + 1)
      .add({ _tag: "ActionDeclared", player: "h2", action: "foul" })
      .add({ _tag: "FoulCommitted", player: "h2", target: "a2" })
      .twoD6(3, 3, "armour", "a2")
      .add({ _tag: "CallArgued", team: "home" })
    expect(play(match, later, second.list).violation).toMatchObject({ rule: "argue the call" })
  })
})
