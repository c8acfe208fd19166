import { withState } from "../model/state.js"
import { done, replaceTop, type StepHandler, teamOf } from "./context.js"
import type { TurnoverCause } from "../model/outcome.js"
import { sameSide } from "./variant/variant.js"

/**
 * Something ended the moving team's turn. The rest of the action still resolves (armour,
 * injury, the ball), then the activation and the team turn end.
 */
export interface TurnoverStep {
  readonly _tag: "Turnover"
  readonly cause: TurnoverCause
  /** The team whose player caused it; only the active team's mistakes are turnovers. */
  readonly team: number
  readonly player: string | null
}

export const turnoverStep = (cause: TurnoverCause, team: number, player: string | null): TurnoverStep => ({ _tag: "Turnover", cause, team, player })

export const turnoverHandler: StepHandler<TurnoverStep> = {
  expects: () => ({ kind: "nothing", about: "turnover" }),
  auto: (ctx, state, step) => {
    // Only the moving team's mistakes are turnovers (its allies' too, where a variant has allies).
    if (state.activeTeam === null || !sameSide(ctx.variant, state.activeTeam, step.team) || state.turnover !== null) return done(replaceTop(state))
    ctx.outcomes.push({ _tag: "Turnover", team: state.activeTeam, cause: step.cause, player: step.player })
    ctx.outcomes.push({ _tag: "Note", text: `turnover: ${teamOf(ctx, state.activeTeam).name}'s turn ends (${step.cause.replaceAll("-", " ")})` })
    return done(replaceTop(withState(state, {turnover: step.cause })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/turnover": TurnoverStep
  }
}
