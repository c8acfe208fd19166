import type { Match } from "../../model/match.js"
import type { MatchState } from "../../model/state.js"
import { JORM, officiates } from "./biased-referee.js"
import { consumed, type Ctx, expectRoll, judge, nameOf, note, pop, propagate, replaceTop, setTeam, type StepHandler, teamOf } from "../../core/context.js"
import type { KnockDownStep } from "../../core/injury.js"

/**
 * Death Zone's named Biased Referee Jorm the Ogre (0-1, any team).
 *
 * - Jorm Doesn't Like Cheaters!: after a foul by the other team that the referee did not see,
 *   Jorm's team rolls a D6 (`biased-referee`): on 4+ the fouler is Knocked Down (a turnover, as
 *   any Knock Down of the moving team's player; a held ball bounces). Jorm's +1 goes on the Armour
 *   roll or the Injury roll after the dice are seen: as for a wizard's Fireball (inducements/wizards/wizard.ts),
 *   the fold puts it on the armour roll when it breaks the armour, else on the injury roll.
 *   The fouler is not sent off.
 * - "Shut It, You Hooligans!": a Get the Ref on the kick-off table does not give the Bribes;
 *   instead each team's Fan Factor for the match drops by 1, every time (core/kick-off-events.ts).
 *   The text sets no floor, so none is kept. A log without the pre-game fan-factor roll has the
 *   Dedicated Fans stand in for it (kick-off-events.ts `fanFactor`), and the drop is from that.
 */

/** Jorm's D6 after an unseen foul. */
export interface JormWatchStep {
  readonly _tag: "JormWatch"
  readonly fouler: string
  /** Jorm's team. */
  readonly team: number
}

export const jormWatch = (fouler: string, team: number): JormWatchStep => ({ _tag: "JormWatch", fouler, team })

/** A literal, not built from JORM: this module and biased-referee.ts import each other. */
const SOURCE = "Jorm the Ogre: Jorm Doesn't Like Cheaters!"

export const jormWatchHandler: StepHandler<JormWatchStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "biased-referee", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "biased-referee", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const seen = face >= 4
    const who = nameOf(ctx, step.fouler)
    judge(ctx, {
      rule: SOURCE,
      player: step.fouler,
      roll: rolled.success,
      target: 4,
      total: face,
      needed: 4,
      success: seen,
      result: seen ? `Jorm (${teamOf(ctx, step.team).name}) spots the cheat and knocks ${who} down: +1 to the armour or injury roll` : `${who} escapes Jorm's attention`
    })
    if (!seen) return consumed(pop(state))
    const down: KnockDownStep = { _tag: "KnockDown", player: step.fouler, at: null, cause: "other", by: null, bonus: { skill: JORM, value: 1, source: SOURCE }, turnover: "knocked-down" }
    return consumed(replaceTop(state, down))
  }
}

/** Whether Jorm's rampage replaces Get the Ref's Bribes. */
export const jormOfficiates = (match: { readonly header: Match["header"] }): boolean => officiates(match, JORM)

/** "Shut It, You Hooligans!": each team's Fan Factor drops by 1 (a Get the Ref without its Bribes). */
export const jormRampage = (ctx: Ctx, state: MatchState, fanFactor: (team: number) => number): MatchState => {
  let next = state
  const now: Array<string> = []
  for (let team = 0; team < state.teams.length; team++) {
    const after = fanFactor(team) - 1
    next = setTeam(next, team, { fanFactor: after })
    now.push(`${teamOf(ctx, team).name} ${after}`)
  }
  note(ctx, `Get the Ref: Jorm the Ogre goes on a rampage through the stands instead — no Bribes; each team's Fan Factor drops by 1 (${now.join(", ")})`)
  return next
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    jormOfficiates: typeof jormOfficiates
    jormRampage: typeof jormRampage
  }
}
