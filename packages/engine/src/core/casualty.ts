// The casualty roll (a D16 on the casualty table, a D6 for a lasting injury) and what follows it.
import { above } from "./above.js"
import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import { hasGainTag } from "../model/match.js"
import type { Box, MatchState } from "../model/state.js"
import { readTable } from "./variant/tables.js"
import type { CasualtyRow, LastingInjuryRow } from "./variant/variant.js"
import {
  consumed,
  propagate,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  judge,
  nameOf,
  note,
  playerIndex,
  replaceTop,
  setPlayer,
  type StepHandler,
  updateTop,
  violation
} from "./context.js"
import type { InjuryCause } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { afterInjury } from "./injury.js"

export interface Casualty {
  readonly row: CasualtyRow
  readonly lasting: LastingInjuryRow | null
}

/** A D16 on the casualty table, and a D6 for a lasting injury. */
export interface CasualtyStep {
  readonly _tag: "Casualty"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly stage: "roll" | "lasting"
  readonly row: CasualtyRow | null
}

export const CASUALTY_BOX: Record<CasualtyRow, Box> = {
  "badly-hurt": "bh",
  "seriously-hurt": "si",
  "serious-injury": "si",
  "lasting-injury": "si",
  dead: "dead"
}

/** Reads a casualty (and lasting-injury) roll; shared by the first roll and the apothecary's second. */
export const rollCasualty = (ctx: Ctx, player: string, event: MatchEvent): Fold<CasualtyRow> => {
  const rolled = expectRoll(ctx, event, "d16", "casualty", player, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const table = ctx.variant.tables.casualty
  if (table === null) return violation(ctx, "casualty", `${ctx.variant.name} has no casualty roll`)
  const tableRow = readTable(table, rolled.success.faces[0]!)
  const { row } = judge(ctx, { rule: "Casualty", player, roll: rolled.success, total: rolled.success.faces[0]!, row: tableRow.id, result: tableRow.name })
  const casualty = (table.find((r) => r.id === row) ?? tableRow).id
  return Result.succeed(casualty)
}

export const rollLasting = (ctx: Ctx, player: string, event: MatchEvent): Fold<LastingInjuryRow> => {
  const rolled = expectRoll(ctx, event, "d6", "lasting-injury", player, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const tableRow = readTable(ctx.variant.tables.lastingInjury, rolled.success.faces[0]!)
  const { row } = judge(ctx, { rule: "Lasting injury", player, roll: rolled.success, total: rolled.success.faces[0]!, row: tableRow.id, result: tableRow.name })
  const lasting = (ctx.variant.tables.lastingInjury.find((r) => r.id === row) ?? tableRow).id
  return Result.succeed(lasting)
}

/**
 * Gutter Bowl's Potion of Endurance: the next time the player would suffer a Casualty they are
 * only Knocked-out. The state with the potion's promise used up, or null when there is none.
 */
export const enduranceSaves = (ctx: Ctx, state: MatchState, player: string): MatchState | null => {
  const index = playerIndex(ctx, player)
  if (!hasGainTag(state, index, CASUALTY_TO_KO)) return null
  const gained = state.players[index]!.gained!
  const used = gained.findIndex((gain) => gain.tag === CASUALTY_TO_KO)
  note(ctx, `Potion of Endurance: ${nameOf(ctx, player)} would be a Casualty, but is only Knocked-out`)
  return setPlayer(state, index, { gained: gained.filter((_, i) => i !== used) })
}

export const CASUALTY_TO_KO = "casualty-to-ko"

/** After a casualty roll: a variant's rule point first (Gutter Bowl's Sawbones), else the apothecary or the injury. */
export const afterCasualtyRoll = (ctx: Ctx, state: MatchState, step: CasualtyStep, casualty: Casualty): ReadonlyArray<Step> =>
  ctx.variant.hooks?.afterCasualtyRoll?.(ctx, state, step, casualty) ?? afterInjury(ctx, state, step, { kind: "casualty", casualty })

/** After the casualty roll: Decay rolls a second time (skills/decay.ts, which then goes on as above with the worse result). */
const casualtyRolled = (ctx: Ctx, state: MatchState, step: CasualtyStep, casualty: Casualty): ReadonlyArray<Step> =>
  above.decays(ctx, state, step.player)
    ? [{ _tag: "Decay", player: step.player, cause: step.cause, by: step.by, first: casualty, stage: "roll" }]
    : afterCasualtyRoll(ctx, state, step, casualty)

export const casualtyHandler: StepHandler<CasualtyStep> = {
  auto: (ctx, state, step) => {
    if (step.stage !== "roll") return undefined
    const saved = enduranceSaves(ctx, state, step.player)
    if (saved !== null) return done(replaceTop(saved, ...afterInjury(ctx, saved, step, { kind: "ko" })))
    // Gutter Bowl's frog (inducements/wizards/frog.ts): a Casualty is always Badly Hurt, no roll, and no Sawbones.
    if (above.isFrog(state, playerIndex(ctx, step.player))) {
      note(ctx, `${nameOf(ctx, step.player)} is a frog: the Casualty counts as Badly Hurt`)
      return done(replaceTop(state, ...afterInjury(ctx, state, step, { kind: "casualty", casualty: { row: "badly-hurt", lasting: null } })))
    }
    return undefined
  },
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d16", for: "casualty", player: step.player }
      : { kind: "roll", die: "d6", for: "lasting-injury", player: step.player },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      const row = rollCasualty(ctx, step.player, event)
      if (row._tag === "Failure") return propagate(row)
      if (row.success === "lasting-injury") return consumed(updateTop(state, { ...step, stage: "lasting", row: row.success }))
      return consumed(replaceTop(state, ...casualtyRolled(ctx, state, step, { row: row.success, lasting: null })))
    }
    const lasting = rollLasting(ctx, step.player, event)
    if (lasting._tag === "Failure") return propagate(lasting)
    return consumed(replaceTop(state, ...casualtyRolled(ctx, state, step, { row: "lasting-injury", lasting: lasting.success })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/casualty": CasualtyStep
  }
}
