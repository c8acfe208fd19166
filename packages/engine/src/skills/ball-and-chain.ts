import { above } from "../core/above.js"
import { rushTest } from "../core/rush.js"
import { looseBallOn } from "../model/balls.js"
import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import { throwInFan } from "../model/features.js"
import { hasSkill, spelled } from "../model/match.js"
import { squareName, step as stepSquare, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { type ActivationStep, withActivation } from "../core/activation.js"
import { movementAllowance } from "../core/activation.js"
import {
  consumed,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  playerIndex,
  playerOn,
  propagate,
  replaceTop,
  schedule,
  setPlayer,
  type StepHandler,
  updateTop,
  violation
} from "../core/context.js"
import { intoTheCrowd } from "../core/injury.js"
import type { Step } from "../model/step.js"

/**
 * Ball & Chain (BB2020 trait). The player's only action is the Ball & Chain Move, declared as a
 * `move`; each square is moved at random: the coach faces the throw-in template (SkillUsed Ball &
 * Chain, `at` = the square straight next to the player towards an end zone or a sideline), a D6
 * (`ball-and-chain`) on the template gives the square. No dodge is ever needed. Off the pitch, the
 * crowd; onto the ball, it bounces (no pick-up, no turnover); into a standing opponent, a Block
 * (the normal rules; the player must follow up) and then the move goes on. A square past MA is a
 * rush: the player moves, then a D6 (`rush`), a 1 Falls Over. Knocked Down or Falling Over, they
 * make an Injury roll with no armour roll, Stunned counting as KO'd (core/injury.ts).
 *
 * Into a Prone or Stunned player of either team: they are pushed back (the active coach chooses)
 * and make an armour roll, and the Ball & Chain player moves in.
 * Not folded (refused as Unsupported): moving into a standing team-mate (a Block against them). Opponents' Tentacles, Diving Tackle and
 * Shadowing do not react to this involuntary movement (our reading: it is not a dodge).
 */
export const BALL_AND_CHAIN = "Ball & Chain"
// Spelled once: asked on nearly every event (model/match.ts `spelled`).
const BALL_AND_CHAIN_SPELLED = spelled(BALL_AND_CHAIN)

export interface BallAndChainStep {
  readonly _tag: "BallAndChain"
  readonly player: string
  readonly facing: readonly [number, number]
  /** This square is a rush. */
  readonly rush: boolean
  /** The D6 rolled, while Whirling Dervish may re-roll it (stars/whirling-dervish.ts). */
  readonly rolled?: DiceRolled
  readonly rerolled?: boolean
}

/** The Ball & Chain player has moved into a square (after a block's follow-up, or into a free one). */
export interface ChainArrivesStep {
  readonly _tag: "ChainArrives"
  readonly player: string
  readonly to: Square
}

const FACINGS: ReadonlyArray<readonly [number, number]> = [[1, 0], [-1, 0], [0, 1], [0, -1]]

export const hasBallAndChain = (ctx: Ctx, state: MatchState, player: string): boolean => hasSkill(ctx.match, state, playerIndex(ctx, player), BALL_AND_CHAIN_SPELLED)

/** `SkillUsed` Ball & Chain during the player's move: one square of movement, its direction to roll. */
export const chainMove = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, BALL_AND_CHAIN, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const player = state.players[playerIndex(ctx, step.player)]!
  if (player.at === null || player.posture !== "standing") return violation(ctx, BALL_AND_CHAIN, `${who} must be standing to move`)
  const at = event.at
  const facing = at === undefined ? undefined : FACINGS.find(([dx, dy]) => at[0] - player.at![0] === dx && at[1] - player.at![1] === dy)
  if (facing === undefined) return violation(ctx, BALL_AND_CHAIN, `the template faces an end zone or a sideline: \`at\` must be a square straight next to ${squareName(player.at)}`)
  const { ma, rushes } = movementAllowance(ctx, state, step.player)
  const moved = step.moved + 1
  if (moved > ma + rushes) return violation(ctx, "movement", `${who} has MA ${ma} and ${rushes} rushes; this would be square ${moved}`)
  return consumed(schedule(updateTop(state, withActivation(step, { moved })), { _tag: "BallAndChain", player: step.player, facing, rush: moved > ma }))
}

const rush = (ctx: Ctx, state: MatchState, player: string, then: ReadonlyArray<Step>, fallAt: Square | null): Step =>
  rushTest(ctx, state, player, then, { rule: "Rush (Ball & Chain)", ...(fallAt === null ? {} : { fallAt }) })

export const ballAndChainHandler: StepHandler<BallAndChainStep> = {
  expects: (step, state, match) => step.rolled !== undefined
    ? { kind: "decision", team: state.players[match.playerIndex.get(step.player)!]!.team, events: ["RerollUsed", "RerollDeclined"], about: "re-roll the Ball & Chain direction with Whirling Dervish?" }
    : { kind: "roll", die: "d6", for: "ball-and-chain", player: step.player },
  on: (ctx, state, step, event) => {
    if (step.rolled !== undefined) return above.dervishChoice(ctx, state, step, event, swing)
    const rolled = expectRoll(ctx, event, "d6", "ball-and-chain", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    // Whirling Dervish (Fungus the Loon) may re-roll the direction first.
    if (above.dervishOffered(ctx, state, step)) return consumed(updateTop(state, above.dervishOffer(ctx, state, step, rolled.success, squareTowards(state, step, rolled.success))))
    return swing(ctx, state, step, rolled.success)
  }
}

/** The square the D6 on the template points at. */
const squareTowards = (state: MatchState, step: BallAndChainStep, rolled: DiceRolled): Square =>
  stepSquare(state.players.find((p) => p.id === step.player)!.at!, throwInFan(step.facing, rolled.faces[0]!))

/** The player swings where the D6 says. */
const swing = (ctx: Ctx, state: MatchState, step: BallAndChainStep, rolled: DiceRolled): Fold<Handled> => {
  const index = playerIndex(ctx, step.player)
  const from = state.players[index]!.at!
  const to = stepSquare(from, throwInFan(step.facing, rolled.faces[0]!))
  if (!ctx.variant.pitch.contains(to)) {
    judge(ctx, { rule: "Ball & Chain", player: step.player, roll: rolled, result: `swings off the pitch from ${squareName(from)}: into the crowd` })
    const team = state.players[index]!.team
    return consumed(replaceTop(setPlayer(state, index, { at: null }), intoTheCrowd(ctx, team, step.player, null)))
  }
  const there = playerOn(state, to)
  if (there === undefined) {
    judge(ctx, { rule: "Ball & Chain", player: step.player, roll: rolled, result: `swings into ${squareName(to)}` })
    const arrive: Step = { _tag: "ChainArrives", player: step.player, to }
    // A rush: the player moves first, then rolls; a 1 and they Fall Over where they now are.
    return consumed(replaceTop(state, ...(step.rush ? [arrive, rush(ctx, state, step.player, [], to)] : [arrive])))
  }
  if (there.posture !== "standing") {
    // A player who is down there (either team) is pushed back and an armour roll is made; the Ball & Chain player moves in.
    judge(ctx, { rule: "Ball & Chain", player: step.player, roll: rolled, result: `swings into ${nameOf(ctx, there.id)}, who is down on ${squareName(to)}: pushed back, armour roll` })
    const push: Step = { _tag: "Push", pusher: step.player, pushed: there.id, primary: false, knockDown: false, attacker: step.player, blitz: false, second: false }
    const steps: Array<Step> = [push, { _tag: "ChainArmour", player: there.id, by: step.player }, { _tag: "ChainArrives", player: step.player, to }]
    return consumed(replaceTop(state, ...(step.rush ? [...steps, rush(ctx, state, step.player, [], to)] : steps)))
  }
  // A standing player of either team is blocked; a team-mate with no assists either way, the Ball &
  // Chain player's coach choosing the die (BB2020 FAQ, p. 82; core/block.ts).
  const mate = there.team === state.players[index]!.team
  judge(ctx, { rule: "Ball & Chain", player: step.player, roll: rolled, result: `swings into ${mate ? "team-mate " : ""}${nameOf(ctx, there.id)} on ${squareName(to)}: a Block` })
  const block: Step = { _tag: "BlockStart", attacker: step.player, defender: there.id, blitz: false, second: false, strength: null }
  const attacker = state.players[index]!
  const counted = setPlayer(state, index, { stats: { ...attacker.stats, blocks: attacker.stats.blocks + 1 } })
  // A rush into a standing player: 2+ and the block follows; a 1 and they Fall Over in their own square.
  return consumed(replaceTop(counted, ...(step.rush ? [rush(ctx, state, step.player, [block], null)] : [block])))
}

/** The armour roll of a player who was down where the Ball & Chain player swung, if still on the pitch after the push. */
export interface ChainArmourStep {
  readonly _tag: "ChainArmour"
  readonly player: string
  readonly by: string
}

export const chainArmourHandler: StepHandler<ChainArmourStep> = {
  expects: () => ({ kind: "nothing", about: "the armour roll of the player the Ball & Chain hit" }),
  auto: (ctx, state, step) =>
    done(state.players[playerIndex(ctx, step.player)]!.at === null
      ? replaceTop(state)
      : replaceTop(state, { _tag: "Armour", player: step.player, cause: "block", by: step.by, modifiers: [], bonus: null }))
}

export const chainArrivesHandler: StepHandler<ChainArrivesStep> = {
  expects: () => ({ kind: "nothing", about: "the Ball & Chain player moves" }),
  auto: (ctx, state, step) => {
    // Whoever was there stayed (Stand Firm, nowhere to go): the Ball & Chain player stays too.
    const there = playerOn(state, step.to)
    if (there !== undefined && there.id !== step.player) return done(replaceTop(state))
    const next = setPlayer(state, playerIndex(ctx, step.player), { at: step.to })
    // Moved there involuntarily: no pick-up; a ball lying there bounces (not a turnover).
    if (looseBallOn(next, step.to)) {
      return done(replaceTop(next, { _tag: "Bounce", from: step.to, context: { kickOff: false }, more: ctx.variant.bounces - 1 }))
    }
    return done(replaceTop(next))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/ball-and-chain": BallAndChainStep | ChainArmourStep | ChainArrivesStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    chainMove: typeof chainMove
    hasBallAndChain: typeof hasBallAndChain
  }
}
