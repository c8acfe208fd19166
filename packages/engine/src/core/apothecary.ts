// The apothecary (once a match: a KO treated, or a second casualty roll to choose from) and
// Regeneration (a D6 after a casualty, 4+ and the player goes to the reserves).
import { above } from "./above.js"
import type { MatchState } from "../model/state.js"
import type { CasualtyRow } from "./variant/variant.js"
import {
  consumed,
  propagate,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  passOn,
  playerIndex,
  replaceTop,
  setTeam,
  type StepHandler,
  testPasses,
  updateTop,
  violation
} from "./context.js"
import type { InjuryCause } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { type Casualty, rollCasualty, rollLasting } from "./casualty.js"
import { type PendingInjury, resolveInjury, treatKo } from "./injury.js"

/** The coach may send the apothecary (once a match) to a KO'd or injured player. */
export interface ApothecaryStep {
  readonly _tag: "Apothecary"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly injury: PendingInjury
  /** `patch` is the Sevens apothecary's D6; `roll`, `lasting` and `choose` the Blood Bowl second casualty roll. */
  readonly stage: "offer" | "patch" | "roll" | "lasting" | "choose"
  readonly second: Casualty | null
  readonly secondRow: CasualtyRow | null
}

/** Regeneration: a D6 after a casualty, 4+ and the player goes to the reserves instead. */
export interface RegenerationStep {
  readonly _tag: "Regeneration"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly casualty: Casualty
}

const useApothecary = (ctx: Ctx, state: MatchState, step: ApothecaryStep): MatchState => {
  const team = state.players[playerIndex(ctx, step.player)]!.team
  return setTeam(state, team, { apothecaries: state.teams[team]!.apothecaries - 1 })
}

export const apothecaryHandler: StepHandler<ApothecaryStep> = {
  expects: (step, state, match) => {
    switch (step.stage) {
      case "offer":
        return { kind: "decision", team: state.players[match.playerIndex.get(step.player)!]!.team, events: ["ApothecaryUsed", "ApothecaryDeclined"], about: "send the apothecary?" }
      case "patch":
        return { kind: "roll", die: "d6", for: "apothecary", player: step.player }
      case "roll":
        return { kind: "roll", die: "d16", for: "casualty", player: step.player }
      case "lasting":
        return { kind: "roll", die: "d6", for: "lasting-injury", player: step.player }
      case "choose":
        return { kind: "decision", team: state.players[match.playerIndex.get(step.player)!]!.team, events: ["InjuryChosen"], about: "keep the first or the second casualty result" }
    }
  },
  on: (ctx, state, step, event): Fold<Handled> => {
    switch (step.stage) {
      case "offer": {
        if (event._tag === "ApothecaryDeclined" && event.player === step.player) return consumed(replaceTop(state, ...resolveInjury(ctx, state, step, step.injury)))
        if (event._tag !== "ApothecaryUsed") return passOn(replaceTop(state, ...resolveInjury(ctx, state, step, step.injury)))
        if (event.player !== step.player) return violation(ctx, "apothecary", `the apothecary can treat ${nameOf(ctx, step.player)} now, not ${nameOf(ctx, event.player)}`)
        const used = useApothecary(ctx, state, step)
        ctx.outcomes.push({ _tag: "Note", text: `the apothecary treats ${nameOf(ctx, step.player)}` })
        // A KO from the pitch becomes Stunned where the player lies; from the crowd, the reserves.
        if (step.injury.kind === "ko") return consumed(treatKo(ctx, used, step))
        // Sevens: the apothecary patches a casualty up on a D6 (every casualty, Badly Hurt too).
        if (ctx.variant.apothecary.kind === "patch-up") return consumed(updateTop(used, { ...step, stage: "patch" }))
        if (step.injury.casualty.row === "badly-hurt") {
          return consumed(replaceTop(used, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" }))
        }
        return consumed(updateTop(used, { ...step, stage: "roll" }))
      }
      case "patch": {
        const rolled = expectRoll(ctx, event, "d6", "apothecary", step.player, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const rule = ctx.variant.apothecary
        const target = rule.kind === "patch-up" ? rule.target : 4
        const test = testPasses(rolled.success.faces[0]!, target, [])
        const { success } = judge(ctx, {
          rule: "Apothecary",
          player: step.player,
          roll: rolled.success,
          target,
          total: test.total,
          result: test.success ? "patched up: to the reserves" : "the original injury stands",
          success: test.success,
          needed: target
        })
        if (success) return consumed(replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" }))
        return consumed(replaceTop(state, ...resolveInjury(ctx, state, step, step.injury)))
      }
      case "roll": {
        const row = rollCasualty(ctx, step.player, event)
        if (row._tag === "Failure") return propagate(row)
        if (row.success === "lasting-injury") return consumed(updateTop(state, { ...step, stage: "lasting", secondRow: row.success }))
        return consumed(secondResult(ctx, state, step, { row: row.success, lasting: null }))
      }
      case "lasting": {
        const lasting = rollLasting(ctx, step.player, event)
        if (lasting._tag === "Failure") return propagate(lasting)
        return consumed(secondResult(ctx, state, step, { row: "lasting-injury", lasting: lasting.success }))
      }
      case "choose": {
        if (event._tag !== "InjuryChosen" || event.player !== step.player) {
          return violation(ctx, "apothecary", `the coach chooses which casualty result ${nameOf(ctx, step.player)} keeps, not ${event._tag}`)
        }
        const kept = event.keep === "original" ? (step.injury as Extract<PendingInjury, { kind: "casualty" }>).casualty : step.second!
        return consumed(replaceTop(state, ...patchedUp(ctx, state, step, kept)))
      }
    }
  }
}

/** The apothecary's second casualty result: a Badly Hurt is patched up at once, anything else is the coach's choice. */
const secondResult = (ctx: Ctx, state: MatchState, step: ApothecaryStep, second: Casualty): MatchState =>
  second.row === "badly-hurt"
    ? replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" })
    : updateTop(state, { ...step, stage: "choose", second })

const patchedUp = (ctx: Ctx, state: MatchState, step: ApothecaryStep, kept: Casualty): ReadonlyArray<Step> =>
  kept.row === "badly-hurt"
    ? [{ _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" }]
    : resolveInjury(ctx, state, step, { kind: "casualty", casualty: kept })

/** Judges a Regeneration D6: 4+ and the casualty goes to the reserves instead. `notes` say why it is rolled (a re-roll's source). */
export const judgeRegeneration = (ctx: Ctx, player: string, roll: Parameters<typeof judge>[1]["roll"], notes: ReadonlyArray<string> = []): boolean => {
  const test = testPasses(roll.faces[0]!, 4, [])
  return judge(ctx, {
    rule: "Regeneration",
    player,
    roll,
    target: 4,
    total: test.total,
    result: test.success ? "regenerates: to the reserves" : "does not regenerate",
    success: test.success,
    needed: 4,
    ...(notes.length === 0 ? {} : { notes })
  }).success === true
}

export const regenerationHandler: StepHandler<RegenerationStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "regeneration", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "regeneration", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const success = judgeRegeneration(ctx, step.player, rolled.success)
    // A failed roll: a Mortuary Assistant or Plague Doctor may roll it again (inducements/staff/regeneration-staff.ts).
    const reroll = success ? null : above.regenerationRerollOffer(ctx, state, step)
    if (reroll !== null) return consumed(replaceTop(state, reroll))
    return consumed(replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: success ? "reserves" : step.casualty.row }))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/apothecary": ApothecaryStep | RegenerationStep
  }
}
