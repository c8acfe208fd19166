import { withState, type MatchState } from "../model/state.js"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { consumed, type Ctx, done, nameOf, passOn, playerIndex, replaceTop, schedule, setPlayer, type StepHandler, unsupported, violation } from "./context.js"
import { freeFoul } from "./foul.js"
import { finishActivation } from "./foul-appearance.js"
import { activeAction } from "./multiple-block.js"
import type { Step } from "./steps.js"
import { uprooted } from "./take-root.js"
import { turnoverStep } from "./turnover.js"
import { sameSide } from "../variant/variant.js"
import type { AfterBlockStep } from "./block.js"

/**
 * Pile Driver: after a block that knocked its target down, a standing attacker next to them may
 * foul them for free (SkillUsed "Pile Driver"); then the attacker is Placed Prone and their
 * activation is over. Declining (SkillDeclined, or any other event) goes on with the block's end.
 */
export interface PileDriverStep {
  readonly _tag: "PileDriver"
  readonly after: AfterBlockStep
}

/** After the free foul: the Pile Driver is Placed Prone (if the referee left them on the pitch). */
export interface PileDriverDownStep {
  readonly _tag: "PileDriverDown"
  readonly player: string
}

/** Whether Pile Driver is on offer once the block is resolved. */
export const pileDriverOffered = (ctx: Ctx, state: MatchState, after: AfterBlockStep): boolean => {
  const attacker = state.players[playerIndex(ctx, after.attacker)]!
  const defender = state.players[playerIndex(ctx, after.defender)]!
  return hasSkill(ctx.match, state, playerIndex(ctx, after.attacker), "Pile Driver") && state.turnover === null &&
    attacker.at !== null && attacker.posture === "standing" && defender.at !== null && defender.posture !== "standing" && isAdjacent(attacker.at, defender.at)
}

export const pileDriverHandler: StepHandler<PileDriverStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.after.attacker)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: "use Pile Driver (a free foul)?"
  }),
  on: (ctx, state, step, event) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === "pile driver"
    const resume = { ...step.after, pileDriverAsked: true }
    if (!mine) return passOn(replaceTop(state, resume))
    if (event.player !== step.after.attacker) return violation(ctx, "Pile Driver", `${nameOf(ctx, event.player)} cannot use Pile Driver after ${nameOf(ctx, step.after.attacker)}'s block`)
    if (event._tag === "SkillDeclined") return consumed(replaceTop(state, resume))
    // Its activation ends at once, yet Multiple Block resolves both blocks in full: not folded.
    if (activeAction(state) === "multiple-block") return unsupported(ctx, "Pile Driver within a Multiple Block", `${nameOf(ctx, step.after.attacker)} uses Pile Driver between the two blocks of a Multiple Block; that is not folded`)
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.after.attacker)} uses Pile Driver on ${nameOf(ctx, step.after.defender)}` })
    // The activation ends with the Pile Driver: no Frenzy block, no more movement.
    const next = finishActivation(replaceTop(state))
    return consumed(schedule(next, ...freeFoul(ctx, state, step.after.attacker, step.after.defender), { _tag: "PileDriverDown", player: step.after.attacker }))
  }
}

export const pileDriverDownHandler: StepHandler<PileDriverDownStep> = {
  expects: () => ({ kind: "nothing", about: "the Pile Driver is Placed Prone" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    if (player.at === null || player.posture !== "standing") return done(replaceTop(state))
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} is Placed Prone after the Pile Driver` })
    let next = setPlayer(state, index, { posture: "prone", used: uprooted(player) })
    const steps: Array<Step> = []
    if (next.ball.carrier === step.player) {
      if (next.activeTeam !== null && sameSide(ctx.variant, next.activeTeam, player.team)) steps.push(turnoverStep("ball-carrier-down", player.team, step.player))
      next = withState(next, { ball: { at: player.at, carrier: null, inPlay: true } })
      steps.push({ _tag: "Bounce", from: player.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    }
    return done(replaceTop(next, ...steps))
  }
}
