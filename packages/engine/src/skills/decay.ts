import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { readTable } from "../core/variant/tables.js"
import type { CasualtyRow } from "../core/variant/variant.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  playerIndex,
  propagate,
  replaceTop,
  type StepHandler,
  updateTop,
  violation
} from "../core/context.js"
import { afterCasualtyRoll, type Casualty } from "../core/injury.js"
import type { InjuryCause } from "../model/outcome.js"

/**
 * Decay: a player with this trait who suffers a Casualty rolls on the casualty table a second
 * time (a D16 for `decay`, then a D6 for `lasting-injury` if it calls for one). Both results
 * stand; in this match what counts is the worse of the two, which goes on (a variant's Sawbones,
 * the apothecary, Regeneration) as any casualty roll would. (Missing only one future match whatever the two results
 * are is a league matter, outside the match.)
 */
export interface DecayStep {
  readonly _tag: "Decay"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly first: Casualty
  readonly stage: "roll" | "lasting"
}

/** Casualty rows from the mildest to the worst. */
const SEVERITY: ReadonlyArray<CasualtyRow> = ["badly-hurt", "seriously-hurt", "serious-injury", "lasting-injury", "dead"]

/** Whether the player's casualty is rolled twice. */
export const decays = (ctx: Ctx, state: MatchState, player: string): boolean => hasSkill(ctx.match, state, playerIndex(ctx, player), "Decay")

const worse = (a: Casualty, b: Casualty): Casualty => (SEVERITY.indexOf(b.row) > SEVERITY.indexOf(a.row) ? b : a)

const settle = (ctx: Ctx, state: MatchState, step: DecayStep, second: Casualty): Fold<Handled> => {
  const kept = worse(step.first, second)
  note(ctx, `Decay: ${nameOf(ctx, step.player)} suffers both ${step.first.row} and ${second.row}; the worse, ${kept.row}${kept.lasting === null ? "" : ` (${kept.lasting})`}, counts in this match`)
  // The worse result goes on as one casualty roll would (a variant's rule point such as the Sawbones, then the apothecary).
  return consumed(replaceTop(state, ...afterCasualtyRoll(ctx, state, { _tag: "Casualty", player: step.player, cause: step.cause, by: step.by, stage: "roll", row: kept.row }, kept)))
}

const roll = (ctx: Ctx, state: MatchState, step: DecayStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d16", "decay", step.player, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const table = ctx.variant.tables.casualty
  if (table === null) return violation(ctx, "Decay", `${ctx.variant.name} has no casualty roll`)
  const tableRow = readTable(table, rolled.success.faces[0]!)
  const { row } = judge(ctx, { rule: "Casualty (Decay, second roll)", player: step.player, roll: rolled.success, total: rolled.success.faces[0]!, row: tableRow.id, result: tableRow.name })
  const casualty = (table.find((r) => r.id === row) ?? tableRow).id
  if (casualty === "lasting-injury") return consumed(updateTop(state, { ...step, stage: "lasting" }))
  return settle(ctx, state, step, { row: casualty, lasting: null })
}

const lasting = (ctx: Ctx, state: MatchState, step: DecayStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", "lasting-injury", step.player, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const tableRow = readTable(ctx.variant.tables.lastingInjury, rolled.success.faces[0]!)
  const { row } = judge(ctx, { rule: "Lasting injury (Decay)", player: step.player, roll: rolled.success, total: rolled.success.faces[0]!, row: tableRow.id, result: tableRow.name })
  const kind = (ctx.variant.tables.lastingInjury.find((r) => r.id === row) ?? tableRow).id
  return settle(ctx, state, step, { row: "lasting-injury", lasting: kind })
}

export const decayHandler: StepHandler<DecayStep> = {
  expects: (step) => step.stage === "roll"
    ? { kind: "roll", die: "d16", for: "decay", player: step.player }
    : { kind: "roll", die: "d6", for: "lasting-injury", player: step.player },
  on: (ctx, state, step, event) => (step.stage === "roll" ? roll(ctx, state, step, event) : lasting(ctx, state, step, event))
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/decay": DecayStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    decays: typeof decays
  }
}
