import { describe, expect, it } from "vitest"
import { expecting, type MatchState } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Special Plays cards played as the team's turn ends whose victim holds the ball
// (rules/special-plays/): the ball is dropped and bounces (or Safe Pair of Hands puts it down),
// with no turnover — the card's team has finished its turn, the victim's team is not moving.

const base = header(
  [player("h1"), player("h2"), player("h3"), player("h4")],
  [player("a1"), player("a2"), player("a3"), player("a4", { skills: ["Safe Pair of Hands"] })]
)

const holding = (state: MatchState, hands: ReadonlyArray<ReadonlyArray<string>>): MatchState => ({
  ...state,
  teams: state.teams.map((team, i) => ({ ...team, specialPlays: hands[i] }))
})
const playCard = (events: Events, id: string, team = "home", playerId?: string) =>
  events.add({ _tag: "SpecialPlayPlayed", team, card: id, ...(playerId === undefined ? {} : { player: playerId }) } as never)
const choose = (events: Events, id: string, cardId: string, team = "home") => events.add({ _tag: "PlayerChosen", team, player: id, for: cardId } as never)
const turnEnded = (team = "home") => new Events().add({ _tag: "TurnEnded", team })
const bounce = (events: Events, face: number) => events.roll("d8", [face], "bounce")

/** Home's turn is on: h1 on [10, 7] marks a1 on [11, 7]; a2 and a3 wait far away. */
const homeEnds = (hands: ReadonlyArray<ReadonlyArray<string>>, position: { at?: Record<string, [number, number]>; ballCarrier?: string; team?: number } = {}) => {
  const { match, state } = positionOf(base, { team: position.team ?? 0, at: position.at ?? { h1: [10, 7], h2: [3, 3], a1: [11, 7], a2: [20, 3], a3: [20, 9] }, ...(position.ballCarrier === undefined ? {} : { ballCarrier: position.ballCarrier }) })
  return { match, state: holding(state, hands) }
}

describe("Enjoy Your Trip? on the ball carrier: the ball bounces from their square [row:blood-bowl/special-plays/enjoy-your-trip]", () => {
  it("Home end their turn and trip a1, who holds the ball: a1 is Placed Prone, the D8 (5) bounces the ball to the empty [12, 7]; no armour roll, no turnover, Away's turn starts", () => {
    const { match, state } = homeEnds([["enjoy-your-trip"], []], { ballCarrier: "a1" })
    const tripped = playOk(match, state, playCard(turnEnded(), "enjoy-your-trip", "home", "a1").list)
    expect(where(tripped.state, "a1").posture).toBe("prone")
    expect(tripped.state.ball).toEqual({ at: [11, 7], carrier: null, inPlay: true })
    expect(expecting(match, tripped.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
    const played = playOk(match, state, bounce(playCard(turnEnded(), "enjoy-your-trip", "home", "a1"), 5).list)
    expect(played.state.ball).toEqual({ at: [12, 7], carrier: null, inPlay: true })
    expect(played.rulings.find((r) => r.rule === "Bounce")!.result).toBe("bounces to M8")
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
  })

  it("the ball bounces (D8 4) into h1's square: h1 catches it on a 6 (AG 3+, −1 for a bouncing ball; a1, Prone, marks nobody) and Away's turn starts with Home holding it", () => {
    const { match, state } = homeEnds([["enjoy-your-trip"], []], { ballCarrier: "a1" })
    const played = playOk(match, state, bounce(playCard(turnEnded(), "enjoy-your-trip", "home", "a1"), 4).d6(6, "catch", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ player: "h1", modifiers: [{ value: -1, source: "the ball is bouncing, thrown in or deviating" }], success: true })
    expect(played.state.ball).toEqual({ at: [10, 7], carrier: "h1", inPlay: true })
    expect(played.state.activeTeam).toBe(1)
  })

  it("caught in Away's end zone as Home's turn ends: the bounce to h3 on [25, 7] and a catch of 6 score Home's touchdown", () => {
    const { match, state } = homeEnds([["enjoy-your-trip"], []], { ballCarrier: "a1", at: { h1: [23, 7], h3: [25, 7], a1: [24, 7], a2: [20, 3] } })
    const played = playOk(match, state, bounce(playCard(turnEnded(), "enjoy-your-trip", "home", "a1"), 5).d6(6, "catch", "h3").list)
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 0, player: "h3" })
    expect(played.state.teams[0]!.score).toBe(1)
  })

  it("tripped on the sideline: the D8 (2) bounces the ball off the pitch from [11, 0], and the crowd throws it in (direction D6, then distance 2D6) before Away's turn", () => {
    const { match, state } = homeEnds([["enjoy-your-trip"], []], { ballCarrier: "a1", at: { h1: [10, 0], a1: [11, 0], a2: [20, 3] } })
    const out = playOk(match, state, bounce(playCard(turnEnded(), "enjoy-your-trip", "home", "a1"), 2).list)
    expect(out.rulings.find((r) => r.rule === "Bounce")!.result).toMatch(/bounces off the pitch/)
    expect(out.state.ball).toEqual({ at: [11, 0], carrier: null, inPlay: false })
    expect(expecting(match, out.state)).toMatchObject({ kind: "roll", for: "throw-in-direction" })
    expect(out.state.activeTeam).toBe(0)
  })

  it("a4, with Safe Pair of Hands, is tripped with the ball: Away put it down on [12, 6], where it rests without a bounce", () => {
    const { match, state } = homeEnds([["enjoy-your-trip"], []], { ballCarrier: "a4", at: { h1: [10, 7], a4: [11, 7], a2: [20, 3] } })
    const tripped = playCard(turnEnded(), "enjoy-your-trip", "home", "a4")
    expect(expecting(match, playOk(match, state, tripped.list).state)).toMatchObject({ kind: "decision", events: ["SkillUsed", "SkillDeclined"] })
    const played = playOk(match, state, tripped.add({ _tag: "SkillUsed", player: "a4", skill: "Safe Pair of Hands", at: [12, 6] } as never).list)
    expect(played.state.ball).toEqual({ at: [12, 6], carrier: null, inPlay: true })
    expect(played.rulings.some((r) => r.rule === "Bounce")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
  })

  it("not applying: a carrier no Home player marks cannot be tripped and keeps the ball; nor is the card played as Home's turn starts", () => {
    const { match, state } = homeEnds([["enjoy-your-trip"], []], { ballCarrier: "a2" })
    const refused = play(match, state, playCard(turnEnded(), "enjoy-your-trip", "home", "a2").list)
    expect(refused.violation).toMatchObject({ _tag: "RuleViolation", rule: "Enjoy Your Trip?" })
    expect(refused.state.ball.carrier).toBe("a2")
    const early = homeEnds([["enjoy-your-trip"], []], { ballCarrier: "a1", team: 1 })
    const atStart = play(early.match, early.state, playCard(turnEnded("away"), "enjoy-your-trip", "home", "a1").list)
    expect(atStart.violation!.message).toMatch(/Enjoy Your Trip\? is played at the end of one of the team's own turns/)
  })
})

describe("Dirty Block by the ball carrier: the ball bounces once the opponent's knock-down is resolved [row:blood-bowl/special-plays/dirty-block]", () => {
  // Home's turn: h1 on [10, 7], holding the ball, stands next to a1 on [11, 7] and a3 on [11, 8].
  const dirty = (carrier: string) => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], h2: [3, 3], a1: [11, 7], a3: [11, 8], a2: [20, 3] }, ballCarrier: carrier })
    return { match, state: holding(state, [["dirty-block"], []]) }
  }

  it("played on h1 with the ball: h1 is Prone, a3 chosen is Knocked Down (armour 4 + 3 holds), then the D8 (2) bounces the ball to [10, 6]; no turnover", () => {
    const { match, state } = dirty("h1")
    const events = bounce(choose(playCard(turnEnded(), "dirty-block", "home", "h1"), "a3", "dirty-block").twoD6(4, 3, "armour", "a3"), 2)
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").posture).toBe("prone")
    expect(where(played.state, "a3").posture).toBe("prone")
    const rules = played.rulings.map((r) => r.rule)
    expect(rules.indexOf("Armour")).toBeLessThan(rules.indexOf("Bounce"))
    expect(played.state.ball).toEqual({ at: [10, 6], carrier: null, inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
  })

  it("played on h1 next to a1 who holds the ball: a1 Knocked Down drops it, the D8 (5) bounces it to [12, 7]; no turnover for either team", () => {
    const { match, state } = dirty("a1")
    const events = bounce(choose(playCard(turnEnded(), "dirty-block", "home", "h1"), "a1", "dirty-block").twoD6(2, 2, "armour", "a1"), 5)
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(played.state.ball).toEqual({ at: [12, 7], carrier: null, inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
  })

  it("not applying: a ball carrier who was activated this turn cannot make the dirty block and keeps the ball; nor is the card played at the start of Home's turn", () => {
    const { match, state } = dirty("h1")
    const acted = { ...state, players: state.players.map((p) => (p.id === "h1" ? { ...p, hasActed: true } : p)) }
    const refused = play(match, acted, playCard(turnEnded(), "dirty-block", "home", "h1").list)
    expect(refused.violation).toMatchObject({ _tag: "RuleViolation", rule: "Dirty Block" })
    expect(refused.state.ball.carrier).toBe("h1")
    const early = positionOf(base, { team: 1, at: { h1: [10, 7], a1: [11, 7] }, ballCarrier: "h1" })
    const atStart = play(early.match, holding(early.state, [["dirty-block"], []]), playCard(turnEnded("away"), "dirty-block", "home", "h1").list)
    expect(atStart.violation!.message).toMatch(/Dirty Block is played at the end of one of the team's own turns/)
  })
})

describe("Technicality on the ball carrier: sent off, the ball bounces from their square [row:blood-bowl/special-plays/technicality]", () => {
  it("Home send off a1, who holds the ball: Away do not argue, a1 goes to the sent-off box, the D8 (7) bounces the ball to [11, 8]; no turnover", () => {
    const { match, state } = homeEnds([["technicality"], []], { ballCarrier: "a1" })
    const events = bounce(playCard(turnEnded(), "technicality", "home", "a1").add({ _tag: "ChoiceDeclined", team: "away", choice: "argue-the-call" } as never), 7)
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "sent-off" })
    expect(played.state.ball).toEqual({ at: [11, 8], carrier: null, inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
  })

  it("not applying: Away argue the call and roll a 6: a1 stays on the pitch holding the ball, no bounce is due", () => {
    const { match, state } = homeEnds([["technicality"], []], { ballCarrier: "a1" })
    const played = playOk(match, state, playCard(turnEnded(), "technicality", "home", "a1").add({ _tag: "CallArgued", team: "away" } as never).d6(6, "argue-the-call").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 7], box: null })
    expect(played.state.ball).toEqual({ at: [11, 7], carrier: "a1", inPlay: true })
    expect(played.rulings.some((r) => r.rule === "Bounce")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
  })

  it("out of its moment: played as Home's turn starts on the carrier, it is refused and a1 keeps the ball", () => {
    const { match, state } = homeEnds([["technicality"], []], { ballCarrier: "a1", team: 1 })
    const refused = play(match, state, playCard(turnEnded("away"), "technicality", "home", "a1").list)
    expect(refused.violation!.message).toMatch(/Technicality is played at the end of one of the team's own turns/)
    expect(refused.state.ball.carrier).toBe("a1")
  })
})
