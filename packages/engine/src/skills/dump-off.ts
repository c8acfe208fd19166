import { holdsBall } from "../model/balls.js"
import { isObstacle } from "../model/features.js"
import { characteristic, hasSkill } from "../model/match.js"
import { sameSquare, squareName } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { animosityGate } from "./animosity.js"
import { hasMyBall } from "./my-ball.js"
import { consumed, type Ctx, nameOf, passOn, playerIndex, playerOn, replaceTop, setPlayer, type StepHandler, violation } from "../core/context.js"
import { passRange } from "../core/pass.js"
import { onTheBall, passDefenders } from "./on-the-ball.js"
import type { Step } from "../model/step.js"
import { sameSide } from "../core/variant/variant.js"

const SKILL = "Dump-off"

/**
 * Dump-off (BB2020): a ball carrier nominated as the target of a block may first throw a Quick
 * Pass, interrupting the blocker's activation (SkillUsed Dump-off with `at`, the square aimed
 * at). All the usual pass rules apply, but it cannot cause a turnover (the thrower's team is not
 * the moving team, so no turnover of theirs stands). Then the block goes on.
 */
export interface DumpOffStep {
  readonly _tag: "DumpOff"
  readonly player: string
  /** The block, once the Dump-off is thrown or declined. */
  readonly then: Step
}

/** The block about to start on `defender`: first their Dump-off choice, if they can use it (not with My Ball: skills/my-ball.ts). */
export const dumpOffFirst = (ctx: Ctx, state: MatchState, defender: string, block: Step): Step => {
  const index = playerIndex(ctx, defender)
  return holdsBall(state, defender) && hasSkill(ctx.match, state, index, SKILL) && !hasMyBall(ctx, state, index) ? { _tag: "DumpOff", player: defender, then: block } : block
}

export const dumpOffHandler: StepHandler<DumpOffStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `${step.player} may throw a Quick Pass before being blocked (Dump-off)`
  }),
  on: (ctx, state, step, event) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.player === step.player && event.skill.toLowerCase() === SKILL.toLowerCase()
    if (!mine) return passOn(replaceTop(state, step.then))
    if (event._tag === "SkillDeclined") return consumed(replaceTop(state, step.then))
    const who = nameOf(ctx, step.player)
    const index = playerIndex(ctx, step.player)
    const passer = state.players[index]!
    const to = event.at
    if (to === undefined) return violation(ctx, SKILL, `${who} uses Dump-off: say where the Quick Pass is aimed (at)`)
    if (!ctx.variant.pitch.contains(to) || isObstacle(ctx.variant.pitch, to) || sameSquare(to, passer.at)) return violation(ctx, SKILL, `${squareName(to)} cannot be passed to`)
    if (passRange(passer.at!, to) !== "quick") return violation(ctx, SKILL, `a Dump-off is a Quick Pass; ${squareName(to)} is not in Quick range of ${squareName(passer.at!)}`)
    ctx.outcomes.push({ _tag: "Note", text: `${who} dumps the ball off before the block: a Quick Pass to ${squareName(to)}` })
    const next = setPlayer(state, index, { stats: { ...passer.stats, passes: passer.stats.passes + 1 } })
    const onTarget = playerOn(state, to)
    const receiver = onTarget !== undefined && sameSide(ctx.variant, onTarget.team, passer.team) ? onTarget.id : null
    const pass: Step = characteristic(ctx.match, state, index, "pa") === null
      ? { _tag: "PassNoAbility", passer: step.player }
      : { _tag: "PassRoll", passer: step.player, target: to, range: "quick", stage: "roll", rerolled: false, result: null }
    // On the Ball: the blocking team may move a player before the passing test.
    const onTheBallMoves = passDefenders(ctx, next, step.player).flatMap((team) => onTheBall(ctx, next, team, "pass"))
    return consumed(replaceTop(next, ...animosityGate(ctx, next, step.player, receiver, [...(pass._tag === "PassRoll" ? onTheBallMoves : []), pass]), step.then))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    dumpOffFirst: typeof dumpOffFirst
  }
}
