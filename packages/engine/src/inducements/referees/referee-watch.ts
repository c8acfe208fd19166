import { hasSkill } from "../../model/match.js"
import { type MatchState, withState } from "../../model/state.js"
import { type Ctx, nameOf, playerIndex, replaceTop, updateTop } from "../../core/context.js"
import type { InjuryStep } from "../../core/injury.js"

/**
 * The referee watching a foul's dice again when a star's rule re-rolls some of them (Old Pro,
 * Savage Mauling). Kept apart from core/foul.ts, which imports the Special Plays cards, so that
 * the injury rules can use it without an import cycle (core/foul.ts: FoulRoll, FoulReferee).
 */

/** Notes what the referee saw on the FoulReferee step waiting further down the stack. */
const tellReferee = (state: MatchState, fouler: string, spotted: string): MatchState => {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const step = state.stack[i]!
    if (step._tag === "FoulReferee" && step.fouler === fouler) {
      if (step.spotted !== null) return state
      const stack = state.stack.slice()
      stack[i] = { ...step, spotted }
      return withState(state, { stack })
    }
  }
  return state
}

/**
 * A die of the foul's armour roll re-rolled (Helmut Wulf's Old Pro, stars/old-pro.ts): the referee
 * judges the dice as they end up — a double re-rolled away is not seen, a double made by the re-roll
 * is — and the injury roll that follows, if the armour broke, is watched as usual.
 */
export const rewatchFoulArmour = (ctx: Ctx, state: MatchState, fouler: string, victim: string, faces: ReadonlyArray<number> | null): MatchState => {
  let next = state
  if (faces !== null) {
    for (let i = next.stack.length - 1; i >= 0; i--) {
      const step = next.stack[i]!
      if (step._tag !== "FoulReferee" || step.fouler !== fouler) continue
      // Nothing but the armour roll can have been seen yet: forget it, then read the new dice.
      if (step.spotted !== null) {
        const stack = next.stack.slice()
        stack[i] = { ...step, spotted: null }
        next = withState(next, { stack })
      }
      break
    }
    const sneaky = hasSkill(ctx.match, state, playerIndex(ctx, fouler), "Sneaky Git")
    if (faces.length === 2 && faces[0] === faces[1]) {
      if (sneaky) ctx.outcomes.push({ _tag: "Note", text: `a natural double (${faces[0]} + ${faces[1]}) on the re-rolled armour roll, but ${nameOf(ctx, fouler)} is a Sneaky Git: not sent off for it` })
      else next = tellReferee(next, fouler, `a natural double (${faces[0]} + ${faces[1]}) on the armour roll`)
    }
  }
  const top = next.stack[next.stack.length - 1]
  if (top?._tag === "Injury" && top.player === victim) next = updateTop(next, { _tag: "FoulRoll", fouler, roll: top })
  return next
}

/**
 * A foul's injury roll made again (Savage Mauling, stars/star-blows.ts): the referee judges the new
 * dice, not the discarded ones — a double on the discarded roll is forgotten (one on the armour
 * roll still stands) — so the new roll is watched as the first was.
 */
export const rewatchFoulInjury = (state: MatchState, fouler: string, injury: InjuryStep): MatchState => {
  let next = state
  for (let i = next.stack.length - 1; i >= 0; i--) {
    const step = next.stack[i]!
    if (step._tag !== "FoulReferee" || step.fouler !== fouler) continue
    if (step.spotted !== null && step.spotted.endsWith("on the injury roll")) {
      const stack = next.stack.slice()
      stack[i] = { ...step, spotted: null }
      next = withState(next, { stack })
    }
    break
  }
  return replaceTop(next, { _tag: "FoulRoll", fouler, roll: injury })
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    rewatchFoulArmour: typeof rewatchFoulArmour
    rewatchFoulInjury: typeof rewatchFoulInjury
  }
}
