import type { MatchEvent } from "@sidelines/schema"
import type { Match } from "../../model/match.js"
import type { MatchState } from "../../model/state.js"
import type { Ctx, Expectation, Fold, Handled, StepHandler } from "../context.js"
import type { VariantStep } from "./variant.js"

/**
 * A variant's own step written as a plain record of its fields `S`: it goes on the stack as a
 * `VariantStep` named `name` whose `data` are those fields, and its handler reads them back. Lets
 * a variant module keep a typed step (`step.left`, `{ ...step, left }`) without a core step tag.
 */
export interface VariantStepKind<S> {
  readonly name: string
  /** The step to put on the stack. */
  readonly step: (fields: S) => VariantStep
  /** The handler for `Variant.hooks.steps[name]`. */
  readonly handler: StepHandler<VariantStep>
}

/** A handler over the step's own fields (see `variantStepKind`). */
export interface FieldsHandler<S> {
  readonly expects: (step: S, state: MatchState, match: Match) => Expectation
  readonly on?: (ctx: Ctx, state: MatchState, step: S, event: MatchEvent) => Fold<Handled>
  readonly auto?: (ctx: Ctx, state: MatchState, step: S) => Fold<MatchState> | undefined
}

const fields = <S>(step: VariantStep): S => step.data as unknown as S

export const variantStepKind = <S extends object>(name: string, handler: FieldsHandler<S>): VariantStepKind<S> => {
  const { on, auto } = handler
  return {
    name,
    step: (s) => ({ _tag: "Variant", name, data: { ...s } as Readonly<Record<string, unknown>> }),
    handler: {
      expects: (step, state, match) => handler.expects(fields<S>(step), state, match),
      ...(on === undefined ? {} : { on: (ctx: Ctx, state: MatchState, step: VariantStep, event: MatchEvent) => on(ctx, state, fields<S>(step), event) }),
      ...(auto === undefined ? {} : { auto: (ctx: Ctx, state: MatchState, step: VariantStep) => auto(ctx, state, fields<S>(step)) })
    }
  }
}
