import type { MatchEvent } from "@sidelines/schema"
import { Result } from "effect"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { sameSide } from "../core/variant/variant.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, passOn, playerIndex, pop, replaceTop, schedule, setPlayer, type StepHandler, violation } from "../core/context.js"
import { isHailMary } from "../skills/hail-mary-pass.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Modifier } from "../model/outcome.js"
import type { PassScatterStep } from "../core/pass.js"

/**
 * Blast It! (Barik Farblast): once a game, on his Hail Mary pass, he may re-roll any of the scatter
 * dice that decide where the ball comes down, and a team-mate who tries to catch it gains +1.
 * FFB (christerk/ffb bb2020 `BlastIt`: `canReRollHmpScatter`, `grantsCatchBonusToReceiver`) asks
 * after each scatter die of the Hail Mary pass in the bb2020 `StepMissedPass` (not for a wildly
 * inaccurate pass's deviation): used once, the rule is spent and each later scatter die of that
 * pass may be re-rolled too, each die once; `CatchModifierCollection` then gives a team-mate's catch
 * of that ball +1. BBBase (Barik_Farblast.md) says the same.
 *
 * In the log, after a scatter D8 of his Hail Mary pass: `RerollUsed` `{ team, source: "skill",
 * skill: "Blast It!" }` and the D8 again; or `SkillUsed` `{ player: Barik, skill: "Blast It!" }`
 * to spend it without a re-roll, for the catch's +1 (and later re-rolls); `SkillDeclined`, or
 * simply the next event, lets the die stand. FFB also offers the +1 after a failed catch roll when
 * the rule was not used on the scatter; our log has no such moment (the catch's Test step takes
 * no special rules), so that use is written as `SkillUsed` after the last scatter die instead.
 * The +1 is for the catch as the pass comes down, not for a catch after a bounce.
 */
export const BLAST_IT = "Blast It!"

/** His mark in `used` (cleared as his team's turn starts) while the rule is in use on this pass. */
const IN_USE = "Blast It!"

export const isBlastIt = (skill: string | undefined): boolean => (skill ?? "").toLowerCase() === BLAST_IT.toLowerCase()

const inUse = (ctx: Ctx, state: MatchState, passer: string): boolean => state.players[playerIndex(ctx, passer)]!.used.includes(IN_USE)

/** Whether the rule may be used on this Hail Mary pass (unused, or already in use on it). */
const available = (ctx: Ctx, state: MatchState, passer: string): boolean =>
  isHailMary(ctx, state, passer) && hasSkill(ctx.match, state, playerIndex(ctx, passer), BLAST_IT) &&
  (inUse(ctx, state, passer) || !specialRuleUsed(ctx, state, passer, BLAST_IT))

/** The rule is spent and in use for this pass. */
const putInUse = (ctx: Ctx, state: MatchState, passer: string): MatchState => {
  if (inUse(ctx, state, passer)) return state
  const index = playerIndex(ctx, passer)
  const player = state.players[index]!
  note(ctx, `${nameOf(ctx, passer)} uses Blast It!: scatter dice of this Hail Mary pass may be re-rolled, and a team-mate's catch of it gains +1 (once a game)`)
  return markSpecialRuleUsed(ctx, setPlayer(state, index, { used: [...player.used, IN_USE] }), passer, BLAST_IT)
}

/**
 * After a scatter die of his Hail Mary pass: `redo` is the scatter as it was before the die, to
 * roll again; `reroll` while the new die is awaited.
 */
export interface BlastItStep {
  readonly _tag: "BlastIt"
  readonly passer: string
  readonly redo: PassScatterStep
  readonly stage: "offer" | "reroll"
}

/** The catch's +1 for a team-mate of the passer, when the rule is in use on this pass. */
export const blastItCatch = (ctx: Ctx, state: MatchState, passer: string, catcher: string): ReadonlyArray<Modifier> => {
  const team = state.players[playerIndex(ctx, passer)]!.team
  return inUse(ctx, state, passer) && sameSide(ctx.variant, team, state.players[playerIndex(ctx, catcher)]!.team)
    ? [{ value: 1, source: `special rule: ${BLAST_IT}` }]
    : []
}

/**
 * The scatter step with the rule heard after each die: `scatter` is the pass's own handler. The
 * offer follows a die whose result left a single step in the scatter's place (a wall, in Gutter
 * Bowl, takes over the ball: no offer there).
 */
export const blastItHandlers = (scatter: StepHandler<PassScatterStep>): { PassScatter: StepHandler<PassScatterStep>; BlastIt: StepHandler<BlastItStep> } => {
  const scatterOn = scatter.on!
  const withOffer: StepHandler<PassScatterStep> = {
    ...scatter,
    on: (ctx, state, step, event) => {
      const handled = scatterOn(ctx, state, step, event)
      if (step.deflected || !available(ctx, state, step.passer) || Result.isFailure(handled) || !handled.success.consumed) return handled
      const next = handled.success.state
      const top = next.stack[next.stack.length - 1]
      if (next.stack.length !== state.stack.length || (top?._tag !== "PassScatter" && top?._tag !== "PassLands")) return handled
      return consumed(schedule(next, { _tag: "BlastIt", passer: step.passer, redo: step, stage: "offer" }))
    }
  }
  const offer: StepHandler<BlastItStep> = {
    expects: (step, state, match) =>
      step.stage === "reroll"
        ? { kind: "roll", die: "d8", for: "scatter", player: null }
        : { kind: "decision", team: state.players[match.playerIndex.get(step.passer)!]!.team, events: ["RerollUsed", "SkillUsed", "SkillDeclined"], about: "re-roll the scatter die (Blast It!)?" },
    on: (ctx, state, step, event: MatchEvent): Fold<Handled> => {
      // The die again, read by the pass's own scatter (no second offer for it).
      if (step.stage === "reroll") return scatterOn(ctx, pop(state), step.redo, event)
      const mine = (event._tag === "RerollUsed" && isBlastIt(event.skill)) || ((event._tag === "SkillUsed" || event._tag === "SkillDeclined") && isBlastIt(event.skill))
      if (!mine) return passOn(pop(state))
      const passerTeam = state.players[playerIndex(ctx, step.passer)]!.team
      const whose = event._tag === "RerollUsed" ? ctx.match.teamIndex.get(event.team) === passerTeam && (event.player === undefined || event.player === step.passer) : event.player === step.passer
      if (!whose) return violation(ctx, BLAST_IT, `only ${nameOf(ctx, step.passer)}'s coach may use his Blast It! on this pass`)
      if (event._tag === "SkillDeclined") return consumed(pop(state))
      const next = putInUse(ctx, pop(state), step.passer)
      if (event._tag === "SkillUsed") return consumed(next)
      note(ctx, `Blast It!: the scatter die is re-rolled`)
      return consumed(schedule(replaceTop(next, step.redo), { ...step, stage: "reroll" }))
    }
  }
  return { PassScatter: withOffer, BlastIt: offer }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/blast-it": BlastItStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    blastItCatch: typeof blastItCatch
  }
}
