import type { MatchEvent } from "@sidelines/schema"
import { type Gain, type MatchState, withGained, withPlayer, withPlayers, withState } from "../model/state.js"
import { type Ctx, type Fold, nameOf, teamOf } from "../core/context.js"
import { cardById } from "./cards.js"

/** What the cards' effects share: the played event, the player named, the markers of cards in force. */

export type Played = Extract<MatchEvent, { _tag: "SpecialPlayPlayed" }>

/** A folded card's effect: the state once it is played (the window and the hand already updated). */
export type CardPlay = (ctx: Ctx, state: MatchState, team: number, event: Played) => Fold<MatchState>

/** The player a card names, one of the team's players still in the match; or why not. */
export const ownPlayer = (ctx: Ctx, state: MatchState, team: number, event: Played): number | string => {
  const card = cardById(event.card)!.name
  if (event.player === undefined) return `${card} names one of ${teamOf(ctx, team).name}'s players`
  const index = ctx.match.playerIndex.get(event.player)
  const player = index === undefined ? undefined : state.players[index]
  if (player === undefined || player.team !== team) return `${card} is played on one of ${teamOf(ctx, team).name}'s players; ${nameOf(ctx, event.player)} is not`
  if (player.box !== null && player.box !== "reserves" && player.box !== "ko") return `${nameOf(ctx, event.player)} is out of the match (${player.box}); ${card} needs a player who can still play`
  return index!
}

/** A gain from a card that lasts to the end of this team turn (it also lapses with the drive). */
export const TURN = "special-play-turn"

/** The marker, in `kickOffEffects`, of a card in force to the end of this team turn. */
export const turnMark = (card: string, team: number): string => `${TURN}:${card}:${team}`

/** The marker of a card in force to the end of the drive (kick-off effects are cleared as the next drive starts). */
export const driveMark = (card: string, team: number): string => `special-play:${card}:${team}`

/**
 * Whether some card's mark is in force (`turnMark`, `driveMark` and the marks built on them all
 * start so). Without one, a check for a card's mark returns at once rather than building the mark
 * to look for: in a match without Special Plays, every time.
 */
export const anyCardMarked = (state: MatchState): boolean => {
  const effects = state.kickOffEffects
  for (let i = 0; i < effects.length; i++) if (effects[i]!.startsWith("special-play")) return true
  return false
}

export const inForce = (state: MatchState, card: string): boolean =>
  anyCardMarked(state) && state.kickOffEffects.some((e) => e.startsWith(`${TURN}:${card}:`) || e.startsWith(`special-play:${card}:`))

export const inForceFor = (state: MatchState, card: string, team: number): boolean =>
  anyCardMarked(state) && (state.kickOffEffects.includes(turnMark(card, team)) || state.kickOffEffects.includes(driveMark(card, team)))

export const mark = (state: MatchState, marker: string): MatchState => withState(state, { kickOffEffects: [...state.kickOffEffects, marker] })

export const withGain = (state: MatchState, index: number, gain: Gain): MatchState => {
  const players = state.players.slice()
  const p = players[index]!
  players[index] = withGained(p, p.gained === undefined ? [gain] : [...p.gained, gain])
  return withPlayers(state, players)
}

/** At the end of a team turn: the cards in force for that turn lapse; a Flock of Seagulls leaves that team's player. */
export const specialPlaysAtTurnEnd = (state: MatchState, team: number, log: (text: string) => void): MatchState =>
  seagullsLeave(turnCardsLapse(state, log), team, log)

const FLOCK_MARK = "special-play:flock-of-seagulls:"

const seagullsLeave = (state: MatchState, team: number, log: (text: string) => void): MatchState => {
  if (!anyCardMarked(state)) return state
  const gone = state.players.filter((p) => p.team === team && state.kickOffEffects.includes(`${FLOCK_MARK}${p.id}`)).map((p) => p.id)
  if (gone.length === 0) return state
  log(`the seagulls leave ${gone.join(", ")}: tackle zone back, free to act again`)
  return withState(state, {
    players: state.players.map((p) => (gone.includes(p.id) ? withPlayer(p, { lostTackleZones: false }) : p)),
    kickOffEffects: state.kickOffEffects.filter((e) => !gone.some((id) => e === `${FLOCK_MARK}${id}`))
  })
}

const turnCardsLapse = (state: MatchState, log: (text: string) => void): MatchState => {
  const marks = anyCardMarked(state) ? state.kickOffEffects.filter((e) => e.startsWith(`${TURN}:`)) : []
  const gains = state.players.some((p) => p.gained?.some((g) => g.tag === TURN) === true)
  if (marks.length === 0 && !gains) return state
  const lapsing = [...new Set([...marks.map((m) => cardById(m.split(":")[1]!)?.name ?? m), ...state.players.flatMap((p) => p.gained?.filter((g) => g.tag === TURN).map((g) => g.source) ?? [])])]
  log(`the team turn is over: ${lapsing.join(", ")} no longer in force`)
  const players = gains
    ? state.players.map((p) => {
      if (p.gained?.some((g) => g.tag === TURN) !== true) return p
      const kept = p.gained.filter((g) => g.tag !== TURN)
      return withGained(p, kept.length === 0 ? undefined : kept)
    })
    : state.players
  return withState(state, { players, kickOffEffects: state.kickOffEffects.filter((e) => !e.startsWith(`${TURN}:`)) })
}

/**
 * The players a card asks for after it is played: a number of them (or a D3, rolled first as a
 * `d3` `special-play` with `team`), each named by a `PlayerChosen` (`for`: the card's id) or, for a
 * random pick, a `PlayerDrawn` (`for: "special-play"`). When no more players qualify than are
 * due, they are all taken without being named.
 */
export interface SpecialPlayTargetsStep {
  readonly _tag: "SpecialPlayTargets"
  readonly card: string
  readonly team: number
  /** How many are due: a number, or null until the D3 is rolled. */
  readonly count: number | null
  readonly chosen: ReadonlyArray<string>
}

/** What a card does with the players it asks for (in the deck's file; the step is in play.ts). */
export interface TargetsSpec {
  /** Rolled (a D3) or fixed. */
  readonly count: "d3" | number
  /** Named by the coach (PlayerChosen) or drawn at random (PlayerDrawn). */
  readonly pick: "chosen" | "drawn"
  /** Who may be named, in words for a refusal ("a Stunned player of the team"). */
  readonly who: string
  readonly eligible: (ctx: Ctx, state: MatchState, team: number, index: number) => boolean
  /** The effect on the players named, once all are. */
  readonly apply: (ctx: Ctx, state: MatchState, team: number, players: ReadonlyArray<number>) => MatchState
  /** Fewer players than that qualify for the card to be played at all (Switcheroo: two). */
  readonly least?: number
}

/** The step a card with targets schedules as it is played. */
export const targetsStep = (card: string, team: number, spec: TargetsSpec): SpecialPlayTargetsStep =>
  ({ _tag: "SpecialPlayTargets", card, team, count: spec.count === "d3" ? null : spec.count, chosen: [] })

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/helpers": SpecialPlayTargetsStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    specialPlaysAtTurnEnd: typeof specialPlaysAtTurnEnd
  }
}
