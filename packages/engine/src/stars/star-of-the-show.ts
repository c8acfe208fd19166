import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { withState } from "../model/state.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, passOn, playerIndex, pop, setTeam, type StepHandler, teamOf, violation } from "../core/context.js"
import { lastsTheGame, untilEndOfGame } from "../core/effects.js"
import { brilliantCoachingReroll } from "../core/kick-off-events.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Star of the Show (Count Luthor von Drakenborg): once a game, when the star scores a touchdown, his
 * coach may take a team re-roll, lost if it is not used by the end of the next drive (BBBase's
 * BB2020 page). FFB (christerk/ffb `StarOfTheShow`, `canGrantReRollAfterTouchdown`) asks in
 * `StepEndTurn` as the touchdown is scored and adds the re-roll for the next drive only
 * (`reRollShowStarOneDrive`). Here: after the touchdown the `StarOfTheShow` step waits for
 * `SkillUsed` `{ player, skill: "Star of the Show" }` (or `SkillDeclined`; any other event declines
 * and goes on). Used, it is marked in `specialRulesUsed` and a mark that outlasts the drive's end is
 * left in `kickOffEffects`; the next drive's start turns it into the re-roll, kept and lost at that
 * drive's end as Brilliant Coaching's is (core/kick-off-events.ts). A touchdown in the last turn of
 * the match leaves no next drive, and so no re-roll.
 */
export const STAR_OF_THE_SHOW = "Star of the Show"

export interface StarOfTheShowStep {
  readonly _tag: "StarOfTheShow"
  readonly star: string
}

/** The mark of a re-roll owed to a team for its next drive. */
const owed = (team: number) => untilEndOfGame(`star-of-the-show-reroll:${team}`)

/** The offer after a touchdown by a star whose rule is unused (none otherwise). */
export const starOfTheShowOffer = (ctx: Ctx, state: MatchState, scorer: string): ReadonlyArray<StarOfTheShowStep> =>
  hasSkill(ctx.match, state, playerIndex(ctx, scorer), STAR_OF_THE_SHOW) && !specialRuleUsed(ctx, state, scorer, STAR_OF_THE_SHOW)
    ? [{ _tag: "StarOfTheShow", star: scorer }]
    : []

/** At a drive's start: the re-roll owed since a Star of the Show touchdown, for this drive only. */
export const starOfTheShowAtDriveStart = (ctx: Ctx, state: MatchState): MatchState => {
  let next = state
  for (const effect of state.kickOffEffects) {
    const match = /^until-end-of-game:star-of-the-show-reroll:(\d+)$/.exec(effect)
    if (match === null || !lastsTheGame(effect)) continue
    const team = Number(match[1])
    const before = next.teams[team]!.rerolls
    note(ctx, `special rule: ${STAR_OF_THE_SHOW}: ${teamOf(ctx, team).name} have a team re-roll for this drive (${before + 1} now; lost at its end if unused)`)
    next = setTeam(next, team, { rerolls: before + 1 })
    next = withState(next, { kickOffEffects: [...next.kickOffEffects.filter((e) => e !== effect), brilliantCoachingReroll(team, before)] })
  }
  return next
}

export const starOfTheShowHandler: StepHandler<StarOfTheShowStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.star)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `use ${STAR_OF_THE_SHOW} (a team re-roll for the next drive)?`
  }),
  on: (ctx, state, step, event: MatchEvent): Fold<Handled> => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === STAR_OF_THE_SHOW.toLowerCase()
    if (mine && event.player !== step.star) return violation(ctx, STAR_OF_THE_SHOW, `${nameOf(ctx, event.player)} did not score this touchdown`)
    if (mine && event._tag === "SkillUsed") {
      const team = state.players[playerIndex(ctx, step.star)]!.team
      note(ctx, `${nameOf(ctx, step.star)} uses ${STAR_OF_THE_SHOW} (once a game): a team re-roll for the next drive`)
      const used = markSpecialRuleUsed(ctx, state, step.star, STAR_OF_THE_SHOW)
      return consumed(pop(withState(used, { kickOffEffects: [...used.kickOffEffects, owed(team)] })))
    }
    return mine ? consumed(pop(state)) : passOn(pop(state))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/star-of-the-show": StarOfTheShowStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    starOfTheShowAtDriveStart: typeof starOfTheShowAtDriveStart
    starOfTheShowOffer: typeof starOfTheShowOffer
  }
}
