import type { MatchState } from "../model/state.js"

/**
 * BB2020 puts no limit on how many team re-rolls a team uses in its turn (the Second Season
 * designer's commentary says so in as many words; FFB's BB2020 RollMechanic never marks a team
 * re-roll as used for the turn, as its BB2016 one did): only a single roll is never re-rolled twice.
 * What still bars them is a bonus team turn (Blitz!, Suicide Blitz), whose BlitzTurn step sits on
 * the stack for its whole length (core/kick-off-events.ts).
 */
export const teamRerollsBarred = (state: MatchState, team: number): boolean =>
  state.stack.some((step) => step._tag === "BlitzTurn" && step.team === team)

/**
 * A roll due for each team re-roll used (Team Talk's D3, the Snack Stand's D6) is a marker in
 * kickOffEffects once per re-roll; rolling one removes one marker.
 */
export const withoutOne = (effects: ReadonlyArray<string>, marker: string): ReadonlyArray<string> => {
  const at = effects.indexOf(marker)
  return at < 0 ? effects : [...effects.slice(0, at), ...effects.slice(at + 1)]
}
