import { withBallOf } from "../model/balls.js"
import { withState, type MatchState } from "../model/state.js"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { consumed, type Ctx, done, nameOf, passOn, playerIndex, replaceTop, schedule, setPlayer, type StepHandler, violation } from "../core/context.js"
import { freeFoul } from "../core/foul.js"
import { finishActivation } from "./foul-appearance.js"
import { blockStillToCome, multipleBlockTargets } from "./multiple-block.js"
import type { Step } from "../model/step.js"
import { uprooted } from "./take-root.js"
import { turnoverStep } from "../core/turnover.js"
import { sameSide } from "../core/variant/variant.js"
import type { AfterBlockStep } from "../core/follow-up.js"

/**
 * Pile Driver: after a block that knocked its target down, a standing attacker next to them may
 * foul them for free (SkillUsed "Pile Driver", `target` naming them where there is a choice); then
 * the attacker is Placed Prone and their activation is over. Declining (SkillDeclined, or any other event) goes on with the block's end.
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

/**
 * Whom the attacker may Pile Drive once the block is resolved: the target, knocked down next to
 * them. After a Multiple Block it is offered once, after the second block, for either target
 * knocked down next to the attacker (FFB's StepEndBlocking runs once for the whole action and
 * offers its knocked-down players); the first block offers nothing.
 */
export const pileDriverTargets = (ctx: Ctx, state: MatchState, after: AfterBlockStep): ReadonlyArray<string> => {
  const attacker = state.players[playerIndex(ctx, after.attacker)]!
  if (!hasSkill(ctx.match, state, playerIndex(ctx, after.attacker), "Pile Driver") || state.turnover !== null) return []
  if (attacker.at === null || attacker.posture !== "standing") return []
  const multiple = multipleBlockTargets(state, after.attacker)
  if (multiple !== null && blockStillToCome(state, after.attacker)) return []
  const targets = multiple === null ? [after.defender] : [...new Set([...multiple, after.defender])]
  return targets.filter((id) => {
    const defender = state.players[playerIndex(ctx, id)]!
    return defender.at !== null && defender.posture !== "standing" && isAdjacent(attacker.at!, defender.at)
  })
}

/** Whether Pile Driver is on offer once the block is resolved. */
export const pileDriverOffered = (ctx: Ctx, state: MatchState, after: AfterBlockStep): boolean => pileDriverTargets(ctx, state, after).length > 0

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
    // Whom: the SkillUsed's target, or the block's own target (after a Multiple Block, either one knocked down next to the attacker).
    const targets = pileDriverTargets(ctx, state, step.after)
    const victim = event.target ?? (targets.includes(step.after.defender) ? step.after.defender : targets[0]!)
    if (!targets.includes(victim)) {
      return violation(ctx, "Pile Driver", `${nameOf(ctx, victim)} cannot be Pile Driven: only ${targets.map((id) => nameOf(ctx, id)).join(" or ")}, knocked down by the block next to ${nameOf(ctx, step.after.attacker)}`)
    }
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.after.attacker)} uses Pile Driver on ${nameOf(ctx, victim)}` })
    // The activation ends with the Pile Driver: no Frenzy block, no more movement.
    const next = finishActivation(replaceTop(state))
    return consumed(schedule(next, ...freeFoul(ctx, state, step.after.attacker, victim), { _tag: "PileDriverDown", player: step.after.attacker }))
  }
}

export const pileDriverDownHandler: StepHandler<PileDriverDownStep> = {
  expects: () => ({ kind: "nothing", about: "the Pile Driver is Placed Prone" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    if (player.at === null || player.posture !== "standing") return done(replaceTop(state))
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} is Placed Prone after the Pile Driver` })
    let next = withBallOf(setPlayer(state, index, { posture: "prone", used: uprooted(player) }), step.player)
    const steps: Array<Step> = []
    if (next.ball.carrier === step.player) {
      if (next.activeTeam !== null && sameSide(ctx.variant, next.activeTeam, player.team)) steps.push(turnoverStep("ball-carrier-down", player.team, step.player))
      next = withState(next, { ball: { at: player.at, carrier: null, inPlay: true } })
      steps.push({ _tag: "Bounce", from: player.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    }
    return done(replaceTop(next, ...steps))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    pileDriverOffered: typeof pileDriverOffered
  }
}
