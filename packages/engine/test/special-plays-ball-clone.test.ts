import { describe, expect, it } from "vitest"
import { expecting, type MatchState } from "@sidelines/engine"
import type { Square } from "@sidelines/schema"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Ball Clone (Special Plays, Random Events; special-plays/ball-clone.ts, model/balls.ts): a
// second ball for the rest of the drive. Home defends x = 0 and scores at x = 25; Away the reverse.

const base = header(
  [player("h1"), player("h2"), player("h3")],
  [player("a1"), player("a2"), player("a3")]
)

type Ball = MatchState["ball"]
const loose = (at: Square): Ball => ({ at, carrier: null, inPlay: true })
const held = (at: Square, carrier: string): Ball => ({ at, carrier, inPlay: true })

/** Both balls, in a fixed order (they are alike: which is `ball` and which `otherBall` means nothing). */
const balls = (state: MatchState): ReadonlyArray<Ball> =>
  [state.ball, ...(state.otherBall === undefined ? [] : [state.otherBall])]
    .slice()
    .sort((a, b) => (a.at?.[0] ?? -1) - (b.at?.[0] ?? -1) || (a.at?.[1] ?? -1) - (b.at?.[1] ?? -1))

const withCards = (state: MatchState, hands: ReadonlyArray<ReadonlyArray<string>>): MatchState => ({
  ...state,
  teams: state.teams.map((team, i) => ({ ...team, specialPlays: hands[i] }))
})
/** A position with a Ball Clone already in force: `ball` and `otherBall` as given. */
const twoBalls = (state: MatchState, ball: Ball, other: Ball): MatchState => ({ ...state, ball, otherBall: other })

const playCard = (events: Events, team = "home") => events.add({ _tag: "SpecialPlayPlayed", team, card: "ball-clone" } as never)
const turnEnded = (team = "home") => new Events().add({ _tag: "TurnEnded", team })
const bounce = (events: Events, face: number) => events.roll("d8", [face], "bounce")
const moveTo = (events: Events, id: string, to: Square) => events.add({ _tag: "PlayerMoved", player: id, to })
const declare = (events: Events, id: string, action: string) => events.add({ _tag: "ActionDeclared", player: id, action } as never)

/** Home's turn, the ball on the ground on M8 ([12, 7]); Home hold a Ball Clone. */
const homeTurn = (at: Record<string, Square> = { h1: [10, 7], a1: [16, 7], a2: [20, 3] }) => {
  const { match, state } = positionOf(base, { team: 0, at, ballAt: [12, 7] })
  return { match, state: withCards(state, [["ball-clone"], []]) }
}

describe("Ball Clone: a second ball in the ball's square, one of the two bouncing away [row:blood-bowl/special-plays/ball-clone]", () => {
  it("Home end their turn with the ball lying on M8; as Away's turn starts Home play Ball Clone: a second ball appears on M8 and one bounces (D8 5) to N8; Away then play on", () => {
    const { match, state } = homeTurn()
    const offered = playOk(match, state, turnEnded().list)
    expect(expecting(match, offered.state)).toMatchObject({ kind: "decision", events: ["SpecialPlayPlayed", "ChoiceDeclined", "ActionDeclared", "TurnEnded"] })
    const cloned = playOk(match, state, playCard(turnEnded()).list)
    expect(balls(cloned.state)).toEqual([loose([12, 7]), loose([12, 7])])
    expect(expecting(match, cloned.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
    const played = playOk(match, state, bounce(playCard(turnEnded()), 5).list)
    expect(balls(played.state)).toEqual([loose([12, 7]), loose([13, 7])])
    expect(played.rulings.find((r) => r.rule === "Bounce")!.result).toBe("bounces to N8")
    expect(played.state.teams[0]!.specialPlays).toEqual([])
    expect(played.state.activeTeam).toBe(1)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 1 })
  })

  it("the clone bounces (D8 8) onto a2 on N9, who catches it (a 4: AG 3+, −1 for a bouncing ball): Away hold one ball and the other still lies on M8", () => {
    const { match, state } = homeTurn({ h1: [10, 7], a1: [16, 7], a2: [13, 8] })
    const played = playOk(match, state, bounce(playCard(turnEnded()), 8).d6(4, "catch", "a2").list)
    expect(balls(played.state)).toEqual([loose([12, 7]), held([13, 8], "a2")])
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ player: "a2", success: true })
  })

  it("not applying: the ball held by a player (not on the ground), or the card played at the start of Home's own turn, is refused, and there stays one ball", () => {
    const carried = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [16, 7] }, ballCarrier: "a1" })
    const refused = play(carried.match, withCards(carried.state, [["ball-clone"], []]), playCard(turnEnded()).list)
    expect(refused.violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays" })
    expect(refused.violation!.message).toMatch(/Ball Clone is played at the start of an opposition turn while the ball is on the ground; not now/)
    expect(refused.state.otherBall).toBeUndefined()
    const own = positionOf(base, { team: 1, at: { h1: [10, 7], a1: [16, 7] }, ballAt: [12, 7] })
    const early = play(own.match, withCards(own.state, [["ball-clone"], []]), playCard(turnEnded("away")).list)
    expect(early.violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays" })
    expect(early.state.otherBall).toBeUndefined()
  })
})

describe("Ball Clone: a player holding one ball cannot pick up or catch the other", () => {
  it("a1 picks up the ball on M8 (a 4), then walks onto the other on N8: no pick-up roll, it bounces (D8 7) to N9, no turnover, and a1 walks on with his ball to O8", () => {
    const { match, state } = homeTurn({ h1: [5, 7], a1: [11, 7], a2: [20, 3] })
    const events = moveTo(moveTo(declare(bounce(playCard(turnEnded()), 5), "a1", "move"), "a1", [12, 7]).d6(4, "pick-up", "a1"), "a1", [13, 7])
    const stepped = playOk(match, state, events.list)
    expect(stepped.rulings.filter((r) => r.rule === "Pick-up")).toHaveLength(1)
    expect(stepped.outcomes).toContainEqual({ _tag: "Note", text: "a1 (#1) holds a ball and cannot pick up the other: it bounces" })
    const walked = playOk(match, state, moveTo(bounce(events, 7), "a1", [14, 7]).list)
    expect(balls(walked.state)).toEqual([loose([13, 8]), held([14, 7], "a1")])
    expect(walked.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(walked.state.activeTeam).toBe(1)
  })

  it("h1 fails to pick up the ball on M8 (a 1); it bounces (D8 5) onto a1 on N8, who holds the other ball and cannot catch it: it bounces on (D8 7) to N9 with no catch roll", () => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [11, 7], a1: [13, 7], a2: [20, 3] }, ballAt: [12, 7] })
    const position = twoBalls(state, loose([12, 7]), held([13, 7], "a1"))
    const events = bounce(bounce(moveTo(declare(new Events(), "h1", "move"), "h1", [12, 7]).d6(1, "pick-up", "h1"), 5), 7)
    const played = playOk(match, position, events.list)
    expect(played.rulings.filter((r) => r.rule === "Catch")).toEqual([])
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "a1 (#1) holds the other ball and cannot catch this one: it bounces" })
    expect(balls(played.state)).toEqual([held([13, 7], "a1"), loose([13, 8])])
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", cause: "failed-pick-up" }))
  })

  it("not applying: with one ball (no Ball Clone), a1 on the ball's square picks it up as usual", () => {
    const { match, state } = positionOf(base, { team: 1, at: { h1: [5, 7], a1: [11, 7] }, ballAt: [12, 7] })
    const played = playOk(match, state, moveTo(declare(new Events(), "a1", "move"), "a1", [12, 7]).d6(4, "pick-up", "a1").list)
    expect(played.state.ball).toEqual(held([12, 7], "a1"))
    expect(played.state.otherBall).toBeUndefined()
  })
})

describe("Ball Clone: a holder of one ball and a pass of the other", () => {
  it("h1 passes to h2 along row 8; a2, holding the other ball under the ruler, interferes (a 6): he deflects the pass but cannot catch it, so it scatters (three D8s) with no catch roll", () => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [5, 7], h2: [10, 7], a2: [7, 7] }, ballCarrier: "h1" })
    const position = twoBalls(state, held([5, 7], "h1"), held([7, 7], "a2"))
    const events = declare(new Events(), "h1", "pass").add({ _tag: "PassAimed", player: "h1", at: [10, 7] }).d6(5, "pass", "h1").d6(6, "interception", "a2")
    const played = playOk(match, position, events.list)
    expect(played.rulings.find((r) => r.rule === "Interference")).toMatchObject({ player: "a2", success: true })
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "a2 (#2) deflects the pass but, holding the other ball, cannot catch it: it scatters" })
    expect(played.rulings.some((r) => r.rule === "Catch")).toBe(false)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "scatter" })
    // The deflected ball is the one in flight, in front; a2 keeps his.
    expect(played.state.ball).toEqual(loose([7, 7]))
    expect(played.state.otherBall).toEqual(held([7, 7], "a2"))
  })

  it("not applying: a2 without a ball deflects and tries the catch as usual", () => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [5, 7], h2: [10, 7], a2: [7, 7] }, ballCarrier: "h1" })
    const position = twoBalls(state, held([5, 7], "h1"), loose([20, 3]))
    const events = declare(new Events(), "h1", "pass").add({ _tag: "PassAimed", player: "h1", at: [10, 7] }).d6(5, "pass", "h1").d6(6, "interception", "a2")
    expect(expecting(match, playOk(match, position, events.list).state)).toMatchObject({ kind: "roll", for: "catch", player: "a2" })
  })
})

describe("Ball Clone: two balls never share a square", () => {
  it("h1 fails a pick-up on M8 (a 1); the ball bounces (D8 5) to N8, where the other lies: it bounces again at once (D8 7) and rests on N9", () => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [11, 7], a2: [20, 3] }, ballAt: [12, 7] })
    const position = twoBalls(state, loose([12, 7]), loose([13, 7]))
    const first = playOk(match, position, bounce(moveTo(declare(new Events(), "h1", "move"), "h1", [12, 7]).d6(1, "pick-up", "h1"), 5).list)
    expect(first.outcomes).toContainEqual({ _tag: "Note", text: "the other ball lies on N8: this one bounces again" })
    expect(expecting(match, first.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
    const played = playOk(match, position, bounce(bounce(moveTo(declare(new Events(), "h1", "move"), "h1", [12, 7]).d6(1, "pick-up", "h1"), 5), 7).list)
    expect(balls(played.state)).toEqual([loose([13, 7]), loose([13, 8])])
  })
})

describe("Ball Clone: the carrier of either ball", () => {
  it("h1 blocks a1, who holds the second ball on L8 (the other lies on F6): POW, a1 is pushed to M8 and Knocked Down (armour 3 + 3 holds), and his ball bounces (D8 2) to M7; the ball on F6 stays", () => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [20, 3] }, ballAt: [5, 5] })
    const position = twoBalls(state, loose([5, 5]), held([11, 7], "a1"))
    const events = declare(new Events(), "h1", "block").add({ _tag: "BlockThrown", player: "h1", target: "a1" }).roll("block", [6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 } as never)
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] } as never)
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false } as never)
      .twoD6(3, 3, "armour", "a1")
    const played = playOk(match, position, bounce(events, 2).list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "prone" })
    expect(balls(played.state)).toEqual([loose([5, 5]), loose([12, 6])])
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("a1, holding the second ball on B8, walks into Home's end zone at A8: a D6 (special-play) of 2 makes his ball evaporate — no touchdown, no turnover — and he walks on to A7", () => {
    const { match, state } = positionOf(base, { team: 1, at: { h1: [10, 3], a1: [1, 7], a2: [20, 3] }, ballAt: [10, 7] })
    const position = twoBalls(state, loose([10, 7]), held([1, 7], "a1"))
    const scoring = moveTo(declare(new Events(), "a1", "move"), "a1", [0, 7])
    expect(expecting(match, playOk(match, position, scoring.list).state)).toMatchObject({ kind: "roll", die: "d6", for: "special-play", player: "a1" })
    const played = playOk(match, position, moveTo(scoring.d6(2, "special-play", "a1"), "a1", [0, 6]).list)
    expect(played.rulings.find((r) => r.rule === "Ball Clone")).toMatchObject({ player: "a1", row: "evaporates", result: "the ball a1 (#1) holds evaporates: no touchdown" })
    expect(played.outcomes.some((o) => o._tag === "Touchdown" || o._tag === "Turnover")).toBe(false)
    expect(played.state.teams[1]!.score).toBe(0)
    expect(played.state.ball).toEqual(loose([10, 7]))
    expect(played.state.otherBall).toBeUndefined()
    expect(where(played.state, "a1").at).toEqual([0, 6])
    expect(played.state.activeTeam).toBe(1)
  })

  it("the same walk with a D6 of 5: the touchdown stands, Away score, and the other ball leaves the pitch with the card", () => {
    const { match, state } = positionOf(base, { team: 1, at: { h1: [10, 3], a1: [1, 7], a2: [20, 3] }, ballAt: [10, 7] })
    const position = twoBalls(state, loose([10, 7]), held([1, 7], "a1"))
    const played = playOk(match, position, moveTo(declare(new Events(), "a1", "move"), "a1", [0, 7]).d6(5, "special-play", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Ball Clone")).toMatchObject({ row: "touchdown" })
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 1, player: "a1" })
    expect(played.state.teams[1]!.score).toBe(1)
    expect(played.state.otherBall).toBeUndefined()
  })

  it("a catch in the end zone ends the turn (a failed pick-up, then a bounce to h3 in Away's end zone and a catch of 6): the D6 (6) comes as the turn ends, and Home score", () => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [23, 7], h3: [25, 7], a2: [10, 3] }, ballAt: [24, 7] })
    const position = twoBalls(state, loose([24, 7]), loose([5, 5]))
    const events = bounce(moveTo(declare(new Events(), "h1", "move"), "h1", [24, 7]).d6(1, "pick-up", "h1"), 5).d6(6, "catch", "h3")
    expect(expecting(match, playOk(match, position, events.list).state)).toMatchObject({ kind: "roll", for: "special-play", player: "h3" })
    const played = playOk(match, position, events.d6(6, "special-play", "h3").list)
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 0, player: "h3" })
    expect(played.state.teams[0]!.score).toBe(1)
  })

  it("not applying: once a ball has evaporated the card has expired — the next touchdown needs no D6", () => {
    const { match, state } = positionOf(base, { team: 1, at: { h1: [10, 3], a1: [1, 7], a2: [2, 3] }, ballAt: [10, 7] })
    const position = twoBalls(state, loose([10, 7]), held([1, 7], "a1"))
    const evaporated = playOk(match, position, moveTo(declare(new Events(), "a1", "move"), "a1", [0, 7]).d6(3, "special-play", "a1").add({ _tag: "ActionEnded", player: "a1" }).list)
    const again = { ...evaporated.state, ball: held([1, 3], "a2"), players: evaporated.state.players.map((p) => (p.id === "a2" ? { ...p, at: [1, 3] as Square } : p)) }
    const played = playOk(match, again, moveTo(declare(new Events(evaporated.state.seq + 1), "a2", "move"), "a2", [0, 3]).list)
    expect(played.rulings.some((r) => r.rule === "Ball Clone")).toBe(false)
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 1, player: "a2" })
  })
})

describe("Ball Clone: the card expires at the end of the drive", () => {
  it("Away end the half's last turn with two balls on the pitch: the pitch is cleared and there is one ball again, off the pitch", () => {
    const { match, state } = positionOf(base, { team: 1, turn: 8, turns: [8, 8], at: { h1: [10, 3], a1: [15, 7] }, ballAt: [10, 7] })
    const position = twoBalls(state, loose([10, 7]), loose([12, 7]))
    const played = playOk(match, position, turnEnded("away").list)
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "DriveEnded", reason: "half-time" }))
    expect(played.state.otherBall).toBeUndefined()
    expect(played.state.ball).toEqual({ at: null, carrier: null, inPlay: false })
  })
})
