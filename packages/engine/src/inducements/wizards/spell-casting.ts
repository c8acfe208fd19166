import type { MatchEvent } from "@sidelines/schema"
import { type MatchState, withState } from "../../model/state.js"
import type { Ctx } from "../../core/context.js"
import { untilEndOfGame } from "../../core/effects.js"

/**
 * What wizards share (Gutter Bowl's Novice Wizard, inducements/wizards/novice-wizard.ts; Blood Bowl's Hireling
 * Sports Wizard, inducements/wizards/wizard.ts): a wizard casts one spell per game, when offered at the end of a
 * team turn. The coach casts with an `InducementUsed` naming the spell (and its target), or turns
 * the offer down with a `ChoiceDeclined` naming the wizard, or just goes on with the next turn.
 */

type Used = Extract<MatchEvent, { _tag: "InducementUsed" }>

/** What the coach answered an offer to cast. */
export type SpellAnswer<S extends string> =
  | { readonly _tag: "Declined"; readonly team: number | undefined }
  | { readonly _tag: "Cast"; readonly spell: S; readonly used: Used; readonly team: number | undefined }
  | { readonly _tag: "Other" }

/** Reads `event` as an answer to a wizard's offer: `choice` is the wizard's id, `spells` its spells' ids. */
export const spellAnswer = <S extends string>(ctx: Ctx, event: MatchEvent, choice: string, spells: ReadonlyArray<S>): SpellAnswer<S> => {
  if (event._tag === "ChoiceDeclined" && event.choice === choice) return { _tag: "Declined", team: ctx.match.teamIndex.get(event.team) }
  if (event._tag === "InducementUsed" && (spells as ReadonlyArray<string>).includes(event.inducement)) {
    return { _tag: "Cast", spell: event.inducement as S, used: event, team: ctx.match.teamIndex.get(event.team) }
  }
  return { _tag: "Other" }
}

/** The game-long mark of a wizard (`kind`) of `team` that has cast its spell. */
export const castMark = (kind: string, team: number): string => untilEndOfGame(`${kind}-cast:${team}`)

/** Whether that wizard has cast. */
export const hasCast = (state: MatchState, kind: string, team: number): boolean => state.kickOffEffects.includes(castMark(kind, team))

/** The wizard has cast: its spell is spent for the game. */
export const spendSpell = (state: MatchState, kind: string, team: number): MatchState =>
  withState(state, { kickOffEffects: [...state.kickOffEffects, castMark(kind, team)] })
