import type { MatchStarted } from "@sidelines/schema"
import { readTable } from "../core/variant/tables.js"
import type { Variant } from "../core/variant/variant.js"
import { consumed, expectRoll, judge, note, passOn, pop, propagate, replaceTop, type StepHandler, teamOf, unsupported, violation } from "../core/context.js"
import { goTeamPrayer } from "../inducements/staff/galandril-silverwater.js"
import { PRAYERS } from "./prayers.js"

/**
 * Blood Bowl's pre-game prayers: once the inducements are bought, the team with the lower team
 * value (the underdog) may roll on the Prayers to Nuffle table once for each full step of team
 * value difference (`Variant.prayersPerTeamValue`, 50,000 gold pieces), before the coin toss. The
 * team values are the header's `teamValue`s; a header without them has no pre-game prayers.
 * A result the underdog already has in force is rolled again. The underdog may stop praying
 * (`ChoiceDeclined`, "prayers-to-nuffle"), and a log that goes on to the coin toss prays no more.
 */
export interface PreGamePrayersStep {
  readonly _tag: "PreGamePrayers"
  readonly team: number
  /** Prayers still to roll. */
  readonly left: number
}

/** The underdog and how many prayers it has, or null when no team has any. */
export const preGamePrayers = (variant: Variant, header: MatchStarted): { readonly team: number; readonly prayers: number } | null => {
  const per = variant.prayersPerTeamValue
  if (per === undefined || variant.tables.prayersToNuffle === null || header.teams.length !== 2) return null
  const [a, b] = header.teams.map((team) => team.teamValue)
  if (a === undefined || b === undefined || a === b) return null
  const team = a < b ? 0 : 1
  const prayers = Math.floor(Math.abs(a - b) / per)
  return prayers === 0 ? null : { team, prayers }
}

export const preGamePrayersHandler: StepHandler<PreGamePrayersStep> = {
  expects: (step, _state, match) => ({
    kind: "decision",
    team: step.team,
    events: ["ChoiceDeclined"],
    about: `pray to Nuffle before the match (${step.left} left, a ${match.variant.tables.prayersToNuffle?.die.toUpperCase() ?? "D16"} each) or decline`
  }),
  on: (ctx, state, step, event) => {
    const name = teamOf(ctx, step.team).name
    if (event._tag === "DiceRolled" && event.for === "prayers-to-nuffle") {
      const prayers = ctx.variant.tables.prayersToNuffle!
      const rolled = expectRoll(ctx, event, prayers.die, "prayers-to-nuffle", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      if (event.team !== undefined && ctx.match.teamIndex.get(event.team) !== step.team) {
        return violation(ctx, "Prayers to Nuffle", `${name} have the lower team value and pray before the match, not ${event.team}`)
      }
      const face = rolled.success.faces[0]!
      const tableRow = readTable(prayers.table, face)
      const { row } = judge(ctx, { rule: "Prayers to Nuffle (pre-game)", roll: rolled.success, total: face, row: tableRow.id, result: tableRow.name })
      // Galandril Silverwater: a natural 15–16 gives a team re-roll for the first half (inducements/staff/galandril-silverwater.ts).
      state = goTeamPrayer(ctx, state, step.team, prayers.die, face, true)
      const prayer = row ?? tableRow.id
      const effect = PRAYERS[prayer]
      if (effect === undefined) return unsupported(ctx, `prayer: ${prayer}`, `${name} pray to Nuffle and roll ${tableRow.name}; this engine does not fold that prayer's effect yet`)
      if (effect.inForce(state, step.team)) {
        note(ctx, `${tableRow.name} is already in force for ${name}: the prayer is rolled again`)
        return consumed(state)
      }
      const prayed = effect.apply(ctx, state, step.team)
      const left = step.left - 1
      return consumed(left === 0 ? replaceTop(prayed.state, ...prayed.steps) : replaceTop(prayed.state, ...prayed.steps, { ...step, left }))
    }
    if (event._tag === "ChoiceDeclined" && event.choice === "prayers-to-nuffle") {
      if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Prayers to Nuffle", `${name} pray before the match; ${event.team} have no prayer to decline`)
      note(ctx, `${name} decline their ${step.left === 1 ? "last prayer" : `${step.left} prayers`} to Nuffle`)
      return consumed(pop(state))
    }
    note(ctx, `${name} did not roll ${step.left === 1 ? "their last prayer" : `their ${step.left} prayers`} to Nuffle`)
    return passOn(pop(state))
  }
}

/** The step that opens the pre-game prayers, if the underdog has any (before the coin toss). */
export const preGamePrayersStep = (variant: Variant, header: MatchStarted): ReadonlyArray<PreGamePrayersStep> => {
  const due = preGamePrayers(variant, header)
  return due === null ? [] : [{ _tag: "PreGamePrayers", team: due.team, left: due.prayers }]
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "prayers/pre-game-prayers": PreGamePrayersStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    preGamePrayersStep: typeof preGamePrayersStep
  }
}
