import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, catalogue, expecting, initialState, type MatchState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// The Special Plays cards played right after an opposition team turn in which one of its players
// was Stalling (special-plays/stalling-cards.ts): Heckler, Look, a Distraction! and
// Assassination Attempt; and Public Inconvenience, whose moment comes before any card is drawn.
// Home (team 0) defends x = 0 and scores in x = 25; Away defends x = 25 and scores in x = 0.
// Away's a1 holding the ball on (3, 7), unmarked, can walk into x = 0 in three squares: Stalling
// if Away end their turn without scoring.

const base = header(
  [player("h1"), player("h2"), player("h3"), player("h4")],
  [player("a1"), player("a2"), player("a3"), player("a4")]
)

const holding = (state: MatchState, hands: ReadonlyArray<ReadonlyArray<string>>): MatchState => ({
  ...state,
  teams: state.teams.map((team, i) => ({ ...team, specialPlays: hands[i] }))
})

type Extra = Partial<Parameters<typeof positionOf>[1]>

/** Away's turn is on, a1 holding the ball on (3, 7); Home hold the given cards. */
const awayStalls = (homeCards: ReadonlyArray<string>, extra: Extra = {}) => {
  const { match, state } = positionOf(base, { team: 1, at: { h1: [20, 7], a1: [3, 7], a2: [14, 2] }, ballCarrier: "a1", ...extra } as never)
  return { match, state: holding(state, [homeCards, []]) }
}

const awayEnds = () => new Events().add({ _tag: "TurnEnded", team: "away" })
const homeEnds = (events: Events) => events.add({ _tag: "TurnEnded", team: "home" })
const playCard = (events: Events, id: string, team = "home", playerId?: string) =>
  events.add({ _tag: "SpecialPlayPlayed", team, card: id, ...(playerId === undefined ? {} : { player: playerId }) } as never)
const choose = (events: Events, id: string, cardId: string, team = "home") => events.add({ _tag: "PlayerChosen", team, player: id, for: cardId } as never)
const d3 = (events: Events, face: number, playerId: string) => events.add({ _tag: "DiceRolled", die: "d3", faces: [face], for: "special-play", player: playerId } as never)
const d6 = (events: Events, face: number, playerId: string) => events.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "special-play", player: playerId } as never)
const sideStep = (events: Events, playerId: string, to: [number, number]) => events.add({ _tag: "PushChosen", player: playerId, to } as never)

describe("Stalling opens a window for the opposition's cards", () => {
  it("Away end their turn with a1 Stalling: the engine says so, and Home (holding Heckler) may play it before their own turn", () => {
    const { match, state } = awayStalls(["heckler"])
    const ended = playOk(match, state, awayEnds().list)
    expect(ended.outcomes).toContainEqual(expect.objectContaining({ _tag: "Note", text: expect.stringMatching(/^Stalling: a1 \(#1\) could walk into the end zone with no dice/) }))
    expect(expecting(match, ended.state)).toMatchObject({ kind: "decision", events: ["SpecialPlayPlayed", "ChoiceDeclined"], about: "play Special Plays cards against the Stalling player, or go on" })
  })

  it("not applying: without a stalling card in an opposing hand, Stalling is not judged in Blood Bowl and no window opens", () => {
    const { match, state } = awayStalls([])
    const ended = playOk(match, state, awayEnds().list)
    expect(where(ended.state, "a1").used).not.toContain("stalling")
    expect(ended.outcomes.some((o) => o._tag === "Note" && o.text.startsWith("Stalling"))).toBe(false)
    expect(expecting(match, ended.state)).toMatchObject({ about: "activate a player or end the turn" })
  })
})

describe("the window's limits", () => {
  it("not applying: a1, judged Stalling as Away's turn starts, walks in instead: the touchdown ends the drive and no window opens; Home keep Heckler", () => {
    const { match, state } = awayStalls(["heckler"])
    const events = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "move" })
    for (const x of [2, 1, 0]) events.add({ _tag: "PlayerMoved", player: "a1", to: [x, 7] })
    const played = playOk(match, state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 1, player: "a1" })
    expect(played.states.some((s) => s.stack.some((step) => step._tag === "SpecialPlayWindow"))).toBe(false)
    expect(played.state.teams[0]!.specialPlays).toEqual(["heckler"])
  })

  it("after the half's last turn too: Away's 8th turn ends with a1 Stalling; Home's Assassination Attempt, a 2, puts a1 down before the half ends", () => {
    const { match, state } = awayStalls(["assassination-attempt"], { turn: 8 })
    const ended = playOk(match, state, awayEnds().list)
    expect(expecting(match, ended.state)).toMatchObject({ about: "play Special Plays cards against the Stalling player, or go on" })
    const played = playOk(match, state, d6(playCard(awayEnds(), "assassination-attempt"), 2, "a1").list)
    expect(played.rulings.find((r) => r.rule === "Assassination Attempt")).toMatchObject({ row: "placed-prone" })
    expect(played.outcomes.some((o) => o._tag === "KnockedDown")).toBe(false)
  })

  it("not applying: a1 was Stalling but lies Prone as the turn ends (down after a failed Rush, say): Heckler and Assassination Attempt need them Standing", () => {
    const { match, state } = awayStalls(["heckler", "assassination-attempt"], { at: { h1: [20, 7], a1: [3, 7], a2: [14, 2] }, prone: ["a1"], ballCarrier: undefined, ballAt: [9, 9] })
    const down = { ...state, players: state.players.map((p) => (p.id === "a1" ? { ...p, used: ["stalling"] } : p)) }
    const heckled = play(match, down, playCard(awayEnds(), "heckler").list)
    expect(heckled.violation).toMatchObject({ rule: "Heckler" })
    expect(heckled.violation!.message).toBe("Heckler needs the Standing opposition player who was Stalling, on the pitch; there is none")
    expect(play(match, down, playCard(awayEnds(), "assassination-attempt").list).violation).toMatchObject({ rule: "Assassination Attempt" })
  })
})

describe("Heckler: the Stalling player moves D3+1 squares back towards their own End Zone [row:blood-bowl/special-plays/heckler]", () => {
  it("a1 Stalling on (3, 7); Home play Heckler and the D3 is 1: a1 walks two squares straight back to (5, 7) with the ball; Home's turn follows", () => {
    const { match, state } = awayStalls(["heckler"])
    const played = playOk(match, state, d3(playCard(awayEnds(), "heckler"), 1, "a1").list)
    expect(played.rulings.find((r) => r.rule === "Heckler")).toMatchObject({ dice: [1], total: 2 })
    expect(where(played.state, "a1")).toMatchObject({ at: [5, 7], posture: "standing" })
    expect(played.state.ball).toMatchObject({ at: [5, 7], carrier: "a1" })
    expect(played.state.teams[0]!.specialPlays).toEqual([])
    expect(played.state.activeTeam).toBe(0)
  })

  it("a1 Stalling on (2, 7), h2 on (5, 7) in the way: the D3 is 3 (four squares); a1 walks to (4, 7), Away choose (5, 6) to go round h2 — the Dodge out of h2's tackle zone passes with no roll — and on to (6, 6)", () => {
    const { match, state } = awayStalls(["heckler"], { at: { h1: [20, 7], h2: [5, 7], a1: [2, 7], a2: [14, 2] } })
    const rolled = playOk(match, state, d3(playCard(awayEnds(), "heckler"), 3, "a1").list)
    // After (3, 7) the straight square is taken: diagonally back (5, 6) or (5, 8), or sideways (4, 6) or (4, 8).
    expect(where(rolled.state, "a1").at).toEqual([4, 7])
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 1, events: ["PushChosen"] })
    const played = playOk(match, state, sideStep(d3(playCard(awayEnds(), "heckler"), 3, "a1"), "a1", [5, 6]).list)
    expect(where(played.state, "a1").at).toEqual([6, 6])
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "Heckler: a1 (#1) moves from E8 to F7 (the Dodge passes automatically)" })
    expect(played.rulings.some((r) => r.rule === "Dodge")).toBe(false)
    expect(played.state.ball).toMatchObject({ at: [6, 6], carrier: "a1" })
  })

  it("a1, judged Stalling before he handed the ball on, is moved by Heckler (D3 1) onto the loose ball on (5, 7): moved by the card, he does not pick it up; it bounces (D8 5) to (6, 7)", () => {
    const { match, state } = awayStalls(["heckler"], { at: { h1: [20, 7], a1: [3, 7], a2: [14, 2] }, ballAt: [5, 7], ballCarrier: undefined })
    const stalled = { ...state, players: state.players.map((p) => (p.id === "a1" ? { ...p, used: ["stalling"] } : p)) }
    const played = playOk(match, stalled, d3(playCard(awayEnds(), "heckler", "home", "a1"), 1, "a1").roll("d8", [5], "bounce").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [5, 7], posture: "standing" })
    expect(played.rulings.some((r) => r.rule === "Pick-up")).toBe(false)
    expect(played.state.ball).toEqual({ at: [6, 7], carrier: null, inPlay: true })
    expect(played.state.activeTeam).toBe(0)
  })

  it("Heckler over an uncovered trapdoor on (19, 13): it holds (a 6) and a1 walks on to (20, 13); it opens (a 1) and a1 drops through, the move over, the ball bouncing from the trapdoor", () => {
    const head = { ...base, options: { stadium: "uncovered-trapdoors" as const } }
    const { match, state } = positionOf(head, { team: 1, at: { h1: [5, 7], a1: [17, 13], a2: [14, 2] }, ballCarrier: "a1" })
    const stalled = holding({ ...state, players: state.players.map((p) => (p.id === "a1" ? { ...p, used: ["stalling"] } : p)) }, [["heckler"], []])
    const held = playOk(match, stalled, d3(playCard(awayEnds(), "heckler", "home", "a1"), 2, "a1").d6(6, "trapdoor", "a1").list)
    expect(where(held.state, "a1").at).toEqual([20, 13])
    expect(held.state.ball).toMatchObject({ at: [20, 13], carrier: "a1" })
    const fell = playOk(match, stalled, d3(playCard(awayEnds(), "heckler", "home", "a1"), 2, "a1").d6(1, "trapdoor", "a1").twoD6(2, 3, "injury", "a1").roll("d8", [2], "bounce").list)
    expect(where(fell.state, "a1")).toMatchObject({ at: null, box: "reserves" })
    expect(fell.state.ball).toEqual({ at: [19, 12], carrier: null, inPlay: true })
    expect(fell.state.activeTeam).toBe(0)
  })

  it("a square not among the ways round, or the wrong event, is refused", () => {
    const { match, state } = awayStalls(["heckler"], { at: { h1: [20, 7], h2: [5, 7], a1: [2, 7], a2: [14, 2] } })
    const back = play(match, state, sideStep(d3(playCard(awayEnds(), "heckler"), 3, "a1"), "a1", [3, 7]).list)
    expect(back.violation).toMatchObject({ rule: "Heckler" })
    expect(back.violation!.message).toMatch(/one of F7, F9, E7, E9$/)
    const other = play(match, state, d3(playCard(awayEnds(), "heckler"), 3, "a1").add({ _tag: "TurnEnded", team: "home" }).list)
    expect(other.violation).toMatchObject({ rule: "Heckler" })
  })

  it("fully blocked: a1 on (3, 0) at the sideline with Prone h2, h3, h4 on (4, 0), (4, 1) and (3, 1) moves no square at all", () => {
    const { match, state } = awayStalls(["heckler"], { at: { h1: [20, 7], h2: [4, 0], h3: [4, 1], h4: [3, 1], a1: [3, 0], a2: [14, 2] }, prone: ["h2", "h3", "h4"] })
    const played = playOk(match, state, d3(playCard(awayEnds(), "heckler"), 2, "a1").list)
    expect(where(played.state, "a1").at).toEqual([3, 0])
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "Heckler: a1 (#1) is blocked on every side: the move stops, 3 squares short" })
    expect(played.state.activeTeam).toBe(0)
  })

  it("out of its moment: at the start of Home's turn after a turn in which nobody stalled (a1 eleven squares out), Heckler is refused, saying when it is played", () => {
    const { match, state } = awayStalls(["heckler"], { at: { h1: [20, 7], a1: [11, 7], a2: [14, 2] } })
    const refused = play(match, state, playCard(awayEnds(), "heckler").list)
    expect(refused.violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays" })
    expect(refused.violation!.message).toBe("Heckler is played right after an opposition turn in which one of its players stalled; not now")
  })

  it("not applying: a1 marked by h2 on (4, 7) is not Stalling (scoring needs a Dodge), so no window; and Heckler cannot name a player who did not stall", () => {
    const marked = awayStalls(["heckler"], { at: { h1: [20, 7], h2: [4, 7], a1: [3, 7], a2: [14, 2] } })
    expect(play(marked.match, marked.state, playCard(awayEnds(), "heckler").list).violation!.message).toMatch(/not now/)
    const { match, state } = awayStalls(["heckler"])
    const wrong = play(match, state, playCard(awayEnds(), "heckler", "home", "a2").list)
    expect(wrong.violation).toMatchObject({ rule: "Heckler" })
    expect(wrong.violation!.message).toBe("a2 (#2) is not the Standing opposition player who was Stalling")
  })
})

describe("Assassination Attempt: the Stalling player is attacked — D6 1 nothing, 2-3 Placed Prone, 4-5 Knocked Down, 6 Knocked Down with +1 [row:blood-bowl/special-plays/assassination-attempt]", () => {
  it("a D6 of 1: a1 fends off the assassin and keeps the ball", () => {
    const { match, state } = awayStalls(["assassination-attempt"])
    const played = playOk(match, state, d6(playCard(awayEnds(), "assassination-attempt"), 1, "a1").list)
    expect(played.rulings.find((r) => r.rule === "Assassination Attempt")).toMatchObject({ row: "fended-off" })
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(played.state.ball.carrier).toBe("a1")
  })

  it("a D6 of 3: a1 is Placed Prone, no armour roll, and the ball bounces from (3, 7)", () => {
    const { match, state } = awayStalls(["assassination-attempt"])
    const played = playOk(match, state, d6(playCard(awayEnds(), "assassination-attempt"), 3, "a1").list)
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
    expect(played.state.ball).toMatchObject({ at: [3, 7], carrier: null })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
  })

  it("a D6 of 6: Knocked Down; the armour roll 4 + 4 = 8 breaks AV 9 with the card's +1, then the injury roll", () => {
    const { match, state } = awayStalls(["assassination-attempt"])
    const played = playOk(match, state, d6(playCard(awayEnds(), "assassination-attempt"), 6, "a1").twoD6(4, 4, "armour", "a1").list)
    const armour = played.rulings.find((r) => r.rule === "Armour")!
    expect(armour.modifiers).toContainEqual({ value: 1, source: "Assassination Attempt (a 6)" })
    expect(armour).toMatchObject({ total: 9, success: true })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "2d6", for: "injury", player: "a1" })
  })

  it("a D6 of 5: Knocked Down with no +1 — the same 4 + 4 does not break AV 9; the ball bounces", () => {
    const { match, state } = awayStalls(["assassination-attempt"])
    const played = playOk(match, state, d6(playCard(awayEnds(), "assassination-attempt"), 5, "a1").twoD6(4, 4, "armour", "a1").list)
    const armour = played.rulings.find((r) => r.rule === "Armour")!
    expect(armour).toMatchObject({ total: 8, success: false })
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
  })

  it("two Stalling: a1 hands the ball to a2 on (2, 7), who could walk in too; Home name a2 (PlayerChosen), a 2 puts a2 down Prone", () => {
    const { match, state } = awayStalls(["assassination-attempt"], { at: { h1: [20, 7], a1: [3, 7], a2: [2, 7] } })
    const turn = new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "hand-off" })
      .add({ _tag: "HandedOff", player: "a1", target: "a2" })
      .d6(4, "catch", "a2")
      .add({ _tag: "TurnEnded", team: "away" })
    const waiting = playOk(match, state, playCard(turn, "assassination-attempt").list)
    expect(expecting(match, waiting.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen"] })
    const played = playOk(match, state, d6(choose(turn, "a2", "assassination-attempt"), 2, "a2").list)
    expect(where(played.state, "a2").posture).toBe("prone")
    expect(where(played.state, "a1").posture).toBe("standing")
  })

  it("not applying: out of its moment (after a turn with nobody Stalling) it is refused; an Away coach cannot play it against their own Stalling player", () => {
    const calm = awayStalls(["assassination-attempt"], { at: { h1: [20, 7], a1: [11, 7], a2: [14, 2] } })
    expect(play(calm.match, calm.state, playCard(awayEnds(), "assassination-attempt").list).violation!.message).toBe("Assassination Attempt is played right after an opposition turn in which one of its players stalled; not now")
    const { match, state } = awayStalls(["heckler"])
    const own = play(match, holding(state, [["heckler"], ["assassination-attempt"]]), playCard(awayEnds(), "assassination-attempt", "away").list)
    expect(own.violation).toMatchObject({ rule: "Special Plays" })
  })
})

describe("Look, a Distraction!: for the drive, a D6 before a player who was Stalling may be activated; 1-3 not this turn [row:blood-bowl/special-plays/look-a-distraction]", () => {
  // Home play it after Away's turn, then end their own turn; Away's next turn starts.
  const distracted = () => {
    const { match, state } = awayStalls(["look-a-distraction"])
    return { match, state, events: homeEnds(playCard(awayEnds(), "look-a-distraction")) }
  }

  it("Away declare a Move for a1: a D6 of 2 — a1 cannot be activated this turn; the declaration is void, so a1 cannot be declared again", () => {
    const { match, state, events } = distracted()
    events.add({ _tag: "ActionDeclared", player: "a1", action: "move" })
    const asked = playOk(match, state, events.list)
    expect(expecting(match, asked.state)).toEqual({ kind: "roll", die: "d6", for: "special-play", player: "a1" })
    const failed = playOk(match, state, d6(events, 2, "a1").list)
    expect(failed.rulings.find((r) => r.rule === "Look, a Distraction!")).toMatchObject({ target: 4, success: false })
    expect(failed.state.activePlayer).toBeNull()
    expect(where(failed.state, "a1").hasActed).toBe(false)
    expect(expecting(match, failed.state)).toMatchObject({ about: "activate a player or end the turn" })
    const again = play(match, state, events.add({ _tag: "ActionDeclared", player: "a1", action: "move" }).list)
    expect(again.violation).toMatchObject({ rule: "Look, a Distraction!" })
  })

  it("a D6 of 4: a1 is activated as declared and walks in from (3, 7) to (0, 7): a touchdown", () => {
    const { match, state, events } = distracted()
    d6(events.add({ _tag: "ActionDeclared", player: "a1", action: "move" }), 4, "a1")
    for (const x of [2, 1, 0]) events.add({ _tag: "PlayerMoved", player: "a1", to: [x, 7] })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Look, a Distraction!")).toMatchObject({ success: true })
    expect(played.outcomes).toContainEqual({ _tag: "Touchdown", team: 1, player: "a1" })
  })

  it("it asks of those Stalling as the team's last turn ended: h2 moves next to a1 in Home's turn, so a1 (marked) is not Stalling as Away's next turn ends, and in the turn after a1 is activated with no D6", () => {
    const { match, state } = awayStalls(["look-a-distraction"], { at: { h1: [20, 7], h2: [5, 7], a1: [3, 7], a2: [14, 2] } })
    const events = playCard(awayEnds(), "look-a-distraction")
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h2", to: [4, 7] })
      .add({ _tag: "TurnEnded", team: "home" })
    // Away's next turn: a1 is still asked for the D6 (they were Stalling as the previous turn ended); Away end it without a1.
    const asked = playOk(match, state, [...events.list, ...new Events(events.list.length + 1).add({ _tag: "ActionDeclared", player: "a1", action: "move" }).list])
    expect(expecting(match, asked.state)).toEqual({ kind: "roll", die: "d6", for: "special-play", player: "a1" })
    events.add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "ActionDeclared", player: "a1", action: "move" })
    const played = playOk(match, state, events.list)
    expect(played.state.activePlayer).toBe("a1")
    expect(played.rulings.some((r) => r.rule === "Look, a Distraction!")).toBe(false)
  })

  it("not applying: a2, who was not Stalling, is activated with no D6; and the card is not played at the start of a turn", () => {
    const { match, state, events } = distracted()
    const played = playOk(match, state, events.add({ _tag: "ActionDeclared", player: "a2", action: "move" }).list)
    expect(played.state.activePlayer).toBe("a2")
    expect(expecting(match, played.state)).not.toMatchObject({ for: "special-play" })
    const early = awayStalls(["look-a-distraction"], { at: { h1: [20, 7], a1: [11, 7], a2: [14, 2] } })
    expect(play(early.match, early.state, playCard(awayEnds(), "look-a-distraction").list).violation!.message).toMatch(/Look, a Distraction! is played right after an opposition turn/)
  })
})

const inducing = (head: MatchStarted, home: Team["inducements"]): MatchStarted => ({ ...head, teams: [{ ...head.teams[0]!, inducements: home }, head.teams[1]!] })

describe("Public Inconvenience: its moment (before the Weather) comes before any card is drawn [row:blood-bowl/special-plays/public-inconvenience]", () => {
  it("drawn from Random Events (D6 1, D8 6) and kept, it cannot be played before the coin toss: a violation that says why", () => {
    const match = buildMatch(inducing(base, [{ id: "special-play", count: 1 }]), bloodBowl)
    const events = new Events().roll("2d6", [3, 4], "weather")
      .add({ _tag: "DiceRolled", die: "d6", faces: [1], for: "special-play-deck", team: "home" } as never)
      .add({ _tag: "DiceRolled", die: "d8", faces: [6], for: "special-play-card", team: "home" } as never)
      .add({ _tag: "DiceRolled", die: "d8", faces: [1], for: "special-play-card", team: "home" } as never)
      .add({ _tag: "SpecialPlayKept", team: "home", card: "public-inconvenience" } as never)
    const kept = playOk(match, initialState(match), events.list)
    expect(kept.state.teams[0]!.specialPlays).toEqual(["public-inconvenience"])
    const played = play(match, initialState(match), playCard(events, "public-inconvenience").list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays" })
    expect(played.violation!.message).toMatch(/Public Inconvenience is played in the pre-game between the Fans and the Weather, before the Inducements step in which Special Plays cards are drawn: .*can never be played/)
  })

  it("the coverage catalogue lists it as not applicable, with that reason", () => {
    const row = catalogue().rules.find((r) => r.id === "row:blood-bowl/special-plays/public-inconvenience")!
    expect(row.implementation).toBe("not-applicable")
    expect(row.source).toMatch(/before the Inducements step/)
  })
})
