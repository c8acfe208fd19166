// After the block's push: the follow-up, then what follows the block (Frenzy's second block, Pile
// Driver's offer), and Both Down with Wrestle.
import { above } from "./above.js"
import { withBallOf } from "../model/balls.js"
import { withState, ballMovedTo } from "../model/state.js"
import { hasSkill } from "../model/match.js"
import { isAdjacent, squareName, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { movementAllowance, withActivation } from "./activation.js"
import {
  consumed,
  type Ctx,
  done,
  nameOf,
  passOn,
  playerIndex,
  playerOn,
  replaceTop,
  schedule,
  setPlayer,
  setPlayerAt,
  type StepHandler,
  updateTop,
  violation
} from "./context.js"
import { knockDown } from "./knock-down.js"
import type { Step } from "../model/step.js"
import { enteringSquare } from "./trapdoor.js"
import { turnoverStep } from "./turnover.js"
import { sameSide } from "./variant/variant.js"
import { type BlockStartStep, mightyBlow, rush } from "./block.js"

/** The attacker may step into the square the target was pushed out of. */
export interface FollowUpStep {
  readonly _tag: "FollowUp"
  readonly attacker: string
  readonly square: Square
  readonly mustFollow: boolean
}

/** Both Down with Wrestle in play: its owner may put both players down with no armour roll. */
export interface WrestleStep {
  readonly _tag: "Wrestle"
  readonly attacker: string
  readonly defender: string
  /** A Juggernaut's Blitz: the target may not use Wrestle. */
  readonly defenderBarred?: boolean
}

/** After the block resolves: Frenzy may force a second block. */
export interface AfterBlockStep {
  readonly _tag: "AfterBlock"
  readonly attacker: string
  readonly defender: string
  readonly blitz: boolean
  readonly second: boolean
  /** Pile Driver has been offered (and declined) for this block. */
  readonly pileDriverAsked?: boolean
}

export const followUpHandler: StepHandler<FollowUpStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.attacker)!]!.team,
    events: ["FollowUpChosen"],
    about: "follow up?"
  }),
  // The square left is not free (the chain stopped at the stadium wall): there is nothing to follow into.
  auto: (ctx, state, step) => {
    const there = playerOn(state, step.square)
    if (there === undefined || there.id === step.attacker) return undefined
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.attacker)} cannot follow up: ${nameOf(ctx, there.id)} is still on ${squareName(step.square)}` })
    return done(replaceTop(state))
  },
  on: (ctx, state, step, event) => {
    const index = playerIndex(ctx, step.attacker)
    const follow = (state2: MatchState) => {
      let next = withBallOf(setPlayerAt(state2, index, step.square), step.attacker)
      if (next.ball.carrier === step.attacker) next = withState(next, { ball: ballMovedTo(next.ball, step.square) })
      return replaceTop(next, ...enteringSquare(ctx, next, step.attacker, step.square))
    }
    if (event._tag !== "FollowUpChosen") {
      // Frenzy follows up without a choice (unless rooted); otherwise a missing choice means staying put.
      return passOn(step.mustFollow && !above.isRooted(state.players[index]!) ? follow(state) : replaceTop(state))
    }
    if (event.player !== step.attacker) return violation(ctx, "follow-up", `${nameOf(ctx, step.attacker)} decides whether to follow up, not ${nameOf(ctx, event.player)}`)
    if (event.follow && above.isRooted(state.players[index]!)) return violation(ctx, "Take Root", `${nameOf(ctx, step.attacker)} has taken root and cannot follow up`)
    if (step.mustFollow && !event.follow) return violation(ctx, "Frenzy", `${nameOf(ctx, step.attacker)} has ${above.hasFrenzy(ctx, state, playerIndex(ctx, step.attacker)) ? "Frenzy" : "Ball & Chain"} and must follow up`)
    if (playerOn(state, step.square) !== undefined && event.follow) return violation(ctx, "follow-up", `${squareName(step.square)} is no longer free`)
    return consumed(event.follow ? follow(state) : replaceTop(state))
  }
}

export const afterBlockHandler: StepHandler<AfterBlockStep> = {
  expects: () => ({ kind: "nothing", about: "after the block" }),
  auto: (ctx, state, step) => {
    if (step.pileDriverAsked !== true && above.pileDriverOffered(ctx, state, step)) return done(replaceTop(state, { _tag: "PileDriver", after: step }))
    const a = playerIndex(ctx, step.attacker)
    const attacker = state.players[a]!
    const defender = state.players[playerIndex(ctx, step.defender)]!
    let next = replaceTop(state)
    // A Block action is over once its block is; a Blitz may go on moving.
    const top = next.stack[next.stack.length - 1]
    if (top?._tag === "Activation" && top.action === "block" && !above.hasFrenzy(ctx, state, a)) next = updateTop(next, withActivation(top, { finished: true }))
    // Multiple Block's two blocks are all the action has: no Frenzy block after them.
    // Frenzy, printed or from Glart's Frenzied Rush (stars/frenzied-rush.ts).
    const frenzy = above.hasFrenzy(ctx, state, a) && !step.second && state.turnover === null && above.activeAction(state) !== "multiple-block"
    const again = frenzy && attacker.at !== null && attacker.posture === "standing" && defender.at !== null && defender.posture === "standing" && isAdjacent(attacker.at, defender.at)
    if (!again) {
      if (top?._tag === "Activation" && top.action === "block") {
        // Unless Fury of the Blood God gives a second Block action (stars/fury-of-the-blood-god.ts).
        const fury = above.secondBlockAction(ctx, next, withActivation(top, { finished: true }))
        // Bilerot may still vomit, once a game (stars/putrid-regurgitation.ts); then Hit and Run's free square (skills/hit-and-run.ts).
        next = schedule(updateTop(fury.state, fury.activation), ...above.regurgitationAfterBlock(ctx, fury.state, step.attacker), ...above.hitAndRunAfterBlock(ctx, fury.state, step.attacker))
      } else if (top?._tag === "Activation" && top.action === "blitz") {
        next = schedule(next, ...above.hitAndRunAfterBlock(ctx, next, step.attacker))
      }
      return done(next)
    }
    ctx.outcomes.push({ _tag: "Note", text: `Frenzy: ${nameOf(ctx, step.attacker)} must block again` })
    const second: BlockStartStep = { _tag: "BlockStart", attacker: step.attacker, defender: step.defender, blitz: step.blitz, second: true, strength: null }
    if (!step.blitz) return done(schedule(next, second))
    // The second block of a Blitz costs another square of movement.
    if (top?._tag !== "Activation") return done(schedule(next, second))
    const { ma, rushes } = movementAllowance(ctx, next, step.attacker)
    const moved = top.moved + 1
    if (moved > ma + rushes) return done(next)
    next = updateTop(next, withActivation(top, { moved }))
    return done(schedule(next, moved <= ma ? second : rush(ctx, next, step.attacker, [second])))
  }
}

/** Both Down without Wrestle: whoever lacks Block goes down, the attacker's fall ending the turn. */
const bothDown = (ctx: Ctx, state: MatchState, step: WrestleStep): Array<Step> => {
  const steps: Array<Step> = []
  if (!hasSkill(ctx.match, state, playerIndex(ctx, step.defender), "Block")) steps.push(knockDown(step.defender, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
  if (!hasSkill(ctx.match, state, playerIndex(ctx, step.attacker), "Block")) steps.push(knockDown(step.attacker, { cause: "block", by: null, turnover: "knocked-down" }))
  return steps
}

export const wrestleHandler: StepHandler<WrestleStep> = {
  expects: () => ({ kind: "decision", team: null, events: ["SkillUsed"], about: "use Wrestle?" }),
  on: (ctx, state, step, event) => {
    const wrestler = event._tag === "SkillUsed" && event.skill.toLowerCase() === "wrestle" ? event.player : undefined
    if (wrestler === undefined) return passOn(replaceTop(state, ...bothDown(ctx, state, step)))
    if ((wrestler !== step.attacker && wrestler !== step.defender) || !hasSkill(ctx.match, state, playerIndex(ctx, wrestler), "Wrestle")) {
      return violation(ctx, "Wrestle", `${nameOf(ctx, wrestler)} cannot use Wrestle in this block`)
    }
    if (wrestler === step.defender && step.defenderBarred === true) return violation(ctx, "Juggernaut", `${nameOf(ctx, wrestler)} cannot use Wrestle against a Juggernaut's Blitz`)
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, wrestler)} wrestles: both players go down, no armour roll` })
    let next = state
    const steps: Array<Step> = []
    for (const id of [step.defender, step.attacker]) {
      const index = playerIndex(ctx, id)
      const player = next.players[index]!
      next = withBallOf(setPlayer(next, index, { posture: "prone", used: above.uprooted(player) }), id)
      if (next.ball.carrier === id) {
        // Only the moving team losing the ball it held makes this a turnover.
        if (next.activeTeam !== null && sameSide(ctx.variant, next.activeTeam, player.team)) steps.push(turnoverStep("ball-carrier-down", player.team, id))
        next = withState(next, {ball: { at: player.at, carrier: null, inPlay: true } })
        steps.push(above.droppedBall(ctx, next, id, player.at!, "placed-prone"))
      }
    }
    return consumed(replaceTop(next, ...steps))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/follow-up": AfterBlockStep | FollowUpStep | WrestleStep
  }
}
