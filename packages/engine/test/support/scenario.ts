import { Result } from "effect"
import type { DiceRolled, DieKind, MatchEvent, MatchStarted, Player, RollPurpose, Square } from "@sidelines/schema"
import { buildMatch, initialState, transition, variantAt, type FoldError, type Match, type MatchState, type Outcome, type Ruling, type Variant } from "@sidelines/engine"
import { bloodBowl } from "../../src/variants/blood-bowl/index.js"

/** A roster entry with Blood Bowl lineman stats unless told otherwise. */
export const player = (id: string, fields: Partial<Player> = {}): Player => ({
  id,
  number: Number(id.replace(/\D/g, "")) || 1,
  name: id,
  position: "Lineman",
  ma: 6,
  st: 3,
  ag: 3,
  pa: 4,
  av: 9,
  skills: [],
  traits: [],
  ...fields
})

/** A two-team Blood Bowl header: home (team 0, defends x = 0) and away (team 1, defends x = 25). */
export const header = (home: ReadonlyArray<Player>, away: ReadonlyArray<Player>, fields: Partial<MatchStarted> = {}): MatchStarted => ({
  _tag: "MatchStarted",
  format: "sidelines/1",
  variant: "blood-bowl",
  options: {},
  teams: [
    { id: "home", name: "Home", roster: "Human", rerolls: 3, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 }, inducements: [], players: [...home] },
    { id: "away", name: "Away", roster: "Orc", rerolls: 3, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 }, inducements: [], players: [...away] }
  ],
  ...fields
})

export interface Position {
  /** Where each player stands; players not listed are in the reserves. */
  readonly at: Readonly<Record<string, Square>>
  /** Players lying on the pitch. */
  readonly prone?: ReadonlyArray<string>
  readonly stunned?: ReadonlyArray<string>
  /** The team whose turn it is (index). */
  readonly team: number
  /** Who holds the ball, or where it lies. */
  readonly ballCarrier?: string
  readonly ballAt?: Square
  /** The weather; the variant's calm one (Blood Bowl's perfect conditions) unless told. */
  readonly weather?: MatchState["weather"]
  /** The active team's turn number; the other team has had the turns that go with it. */
  readonly turn?: number
  /** Team turns started this half, per team, where `turn` does not say it. */
  readonly turns?: ReadonlyArray<number>
  readonly kickOffEffects?: ReadonlyArray<string>
}

/**
 * A match of any variant in the middle of a team turn, set directly rather than played up to:
 * the position of a rulebook example. Rules tests then fold only the events the example is about.
 */
export const positionIn = (variant: Variant, head: MatchStarted, position: Position): { match: Match; state: MatchState } => {
  const match = buildMatch(head, variant)
  const start = initialState(match)
  const players = start.players.map((p) => {
    const at = position.at[p.id]
    if (at === undefined) return p
    const posture = position.stunned?.includes(p.id) ? "stunned" : position.prone?.includes(p.id) ? "prone" : "standing"
    return { ...p, at, box: null, posture } as const
  })
  const carrier = position.ballCarrier
  const ball = carrier !== undefined
    ? { at: position.at[carrier]!, carrier, inPlay: true }
    : position.ballAt !== undefined
    ? { at: position.ballAt, carrier: null, inPlay: true }
    : { at: null, carrier: null, inPlay: false }
  const turn = position.turn ?? 1
  const state: MatchState = {
    ...start,
    phase: "team-turn",
    half: 1,
    drive: 1,
    activeTeam: position.team,
    kickingTeam: 1 - position.team,
    firstKickingTeam: 1 - position.team,
    weather: position.weather ?? variantAt(match, start).tables.calmWeather,
    ball,
    players,
    kickOffEffects: position.kickOffEffects ?? start.kickOffEffects,
    teams: start.teams.map((team, i) => ({ ...team, turn: position.turns?.[i] ?? (i === position.team ? turn : turn - (i < position.team ? 0 : 1)) })),
    stack: [{ _tag: "TeamTurn", team: position.team, stage: "active" }]
  }
  return { match, state }
}

/** A Blood Bowl match in the middle of a team turn (see positionIn). */
export const positionOf = (head: MatchStarted, position: Position): { match: Match; state: MatchState } => positionIn(bloodBowl, head, position)

/** Builds events with increasing seq. */
export class Events {
  private seq: number
  readonly list: Array<MatchEvent> = []
  constructor(start = 1) {
    this.seq = start
  }
  add = <E extends MatchEvent>(event: Omit<E, "seq"> & { _tag: E["_tag"] }): this => {
    this.list.push({ ...event, seq: this.seq++ } as unknown as MatchEvent)
    return this
  }
  roll = (die: DieKind, faces: ReadonlyArray<number>, purpose: RollPurpose, player?: string, claimed?: DiceRolled["claimed"]): this =>
    this.add({ _tag: "DiceRolled", die, faces, for: purpose, ...(player === undefined ? {} : { player }), ...(claimed === undefined ? {} : { claimed }) } as never)
  d6 = (face: number, purpose: RollPurpose, player?: string) => this.roll("d6", [face], purpose, player)
  twoD6 = (a: number, b: number, purpose: RollPurpose, player?: string) => this.roll("2d6", [a, b], purpose, player)
}

export interface Played {
  readonly state: MatchState
  /** Every state, one per event. */
  readonly states: ReadonlyArray<MatchState>
  readonly outcomes: ReadonlyArray<Outcome>
  readonly rulings: ReadonlyArray<Ruling>
  readonly violation: FoldError | null
}

/** Folds events from a state; stops at the first violation and reports it. */
export const play = (match: Match, state: MatchState, events: ReadonlyArray<MatchEvent>, trustClaims = false): Played => {
  const states: Array<MatchState> = []
  let current = state
  for (const event of events) {
    const next = transition(match, current, event, { trustClaims })
    if (Result.isFailure(next)) {
      return { state: current, states, outcomes: states.flatMap((s) => s.outcomes), rulings: rulingsOf(states), violation: next.failure }
    }
    current = next.success
    states.push(current)
  }
  return { state: current, states, outcomes: states.flatMap((s) => s.outcomes), rulings: rulingsOf(states), violation: null }
}

const rulingsOf = (states: ReadonlyArray<MatchState>): Array<Ruling> =>
  states.flatMap((s) => s.outcomes.flatMap((o) => (o._tag === "Ruling" ? [o.ruling] : [])))

/** Like play, but a violation fails the test with its message. */
export const playOk = (match: Match, state: MatchState, events: ReadonlyArray<MatchEvent>, trustClaims = false): Played => {
  const played = play(match, state, events, trustClaims)
  if (played.violation !== null) throw new Error(`unexpected ${played.violation._tag} at seq ${played.violation.seq}: ${played.violation.message}`)
  return played
}

export const where = (state: MatchState, id: string) => state.players.find((p) => p.id === id)!
