import { withBallOf } from "../../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import { distance, isAdjacent, squareName } from "../../model/square.js"
import { type MatchState, withState } from "../../model/state.js"
import { type ActivationStep, withActivation } from "../../core/activation.js"
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
  sum,
  totalModifier,
  updateTop,
  violation
} from "../../core/context.js"
import type { Modifier, Ruling } from "../../model/outcome.js"
import type { Step } from "../../model/step.js"
import { exertsTackleZone, isMarked } from "../../core/tackle-zones.js"
import { testStep } from "../../core/test-roll.js"
import { turnoverStep } from "../../core/turnover.js"
import type { VariantAction, VariantStep } from "../../core/variant/variant.js"
import type { RangeRuler } from "../../core/pass-range.js"

/** How far a snowball flies: an opposition player within this many squares. */
export const SNOWBALL_RANGE = 5
/** Farther than this many squares, the throw is at −1. */
const SNOWBALL_NEAR = 3
/** The mark on a player hit at (targeted by) a snowball this team turn: once per target per turn. */
export const SNOWBALLED = "snowballed"
const RULE = "Throw Snowball"

/** The Passing Ability test's modifiers: far, the target among friends, the thrower marked. */
export const snowballModifiers = (state: MatchState, thrower: string, target: string): Array<Modifier> => {
  const by = state.players.find((p) => p.id === thrower)!
  const at = state.players.find((p) => p.id === target)!
  const modifiers: Array<Modifier> = []
  if (distance(by.at!, at.at!) > SNOWBALL_NEAR) modifiers.push({ value: -1, source: "the target is more than three squares away" })
  const friends = state.players.filter((p) => p.team === at.team && p.id !== at.id && exertsTackleZone(p) && isAdjacent(p.at!, at.at!))
  if (friends.length > 0) modifiers.push({ value: -1, source: "the target is in a team-mate's tackle zone" })
  if (isMarked(state, by)) modifiers.push({ value: -1, source: "the thrower is marked" })
  return modifiers
}

/**
 * The Throw Snowball action: the player may move first; then `PassAimed` at the square of a
 * standing opposition player within five squares, not yet targeted this team turn. A Passing
 * Ability test (D6, purpose `throw-snowball`; a team re-roll may be used, our reading) follows;
 * the action ends once the snowball is thrown.
 */
const aimSnowball = (ctx: Ctx, state: MatchState, step: ActivationStep, event: MatchEvent): Fold<Handled> => {
  if (event._tag !== "PassAimed") return violation(ctx, RULE, `a snowball is thrown with PassAimed, not ${event._tag}`)
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, RULE, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.acted) return violation(ctx, RULE, `${who} has already thrown a snowball`)
  const index = playerIndex(ctx, step.player)
  const thrower = state.players[index]!
  if (thrower.at === null || thrower.posture !== "standing") return violation(ctx, RULE, `${who} must be standing to throw a snowball`)
  const pa = ctx.match.roster[index]!.pa
  if (pa === null) return violation(ctx, RULE, `${who} has no Passing Ability and cannot make the test (our reading)`)
  const target = playerOn(state, event.at)
  if (target === undefined || target.team === thrower.team) return violation(ctx, RULE, `the snowball is thrown at an opposition player; nobody of the other team is on ${squareName(event.at)}`)
  const whom = nameOf(ctx, target.id)
  if (target.posture !== "standing") return violation(ctx, RULE, `${whom} is already down (our reading: only a standing player is a target)`)
  if (distance(thrower.at, event.at) > SNOWBALL_RANGE) return violation(ctx, RULE, `${whom} is ${distance(thrower.at, event.at)} squares away; a snowball reaches ${SNOWBALL_RANGE}`)
  if (target.used.includes(SNOWBALLED)) return violation(ctx, RULE, `${whom} has already been targeted by a snowball this turn`)
  const marked = setPlayer(state, playerIndex(ctx, target.id), { used: [...target.used, SNOWBALLED] })
  const next = updateTop(marked, withActivation(step, { acted: true, finished: true }))
  ctx.outcomes.push({ _tag: "Note", text: `${who} throws a snowball at ${whom} on ${squareName(event.at)}` })
  return consumed(schedule(next, testStep({
    test: "throw-snowball",
    rule: RULE,
    player: step.player,
    target: pa,
    modifiers: snowballModifiers(state, step.player, target.id),
    skillReroll: null,
    teamReroll: true,
    onSuccess: [{ _tag: "Variant", name: "snowball-armour", data: { thrower: step.player, target: target.id } }],
    onFailure: [{ _tag: "Variant", name: "snowball-miss", data: { thrower: step.player } }]
  })))
}

/** A snowball's reach from the thrower: near (3 squares or fewer) or far (4 or 5, −1), as snowballModifiers judges it. */
const snowballRuler: RangeRuler = (from, to) => {
  const squares = distance(from, to)
  if (squares === 0 || squares > SNOWBALL_RANGE) return null
  return squares > SNOWBALL_NEAR ? { band: "far", name: "4 or 5 squares", modifier: -1 } : { band: "near", name: "up to 3 squares", modifier: 0 }
}

export const throwSnowball: VariantAction = { moves: true, event: "PassAimed", on: aimSnowball, range: snowballRuler }

/** Places a player prone where they stand (no armour roll); a ball they held bounces, a turnover if it was their team's turn. */
const placeProne = (ctx: Ctx, state: MatchState, id: string): MatchState => {
  const index = playerIndex(ctx, id)
  const player = state.players[index]!
  let next = withBallOf(setPlayer(state, index, { posture: "prone" }), id)
  if (next.ball.carrier !== id || player.at === null) return next
  next = withState(next, { ball: { at: player.at, carrier: null, inPlay: true } })
  const steps: Array<Step> = [{ _tag: "Bounce", from: player.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 }]
  if (state.activeTeam === player.team) steps.unshift(turnoverStep("ball-carrier-down", player.team, id))
  return schedule(next, ...steps)
}

/** The last ruling of the snowball test, in this event's outcomes or (after a declined re-roll) the event before's. */
const lastTest = (ctx: Ctx, state: MatchState): Ruling | undefined => {
  for (const outcomes of [ctx.outcomes, state.outcomes]) {
    for (let i = outcomes.length - 1; i >= 0; i--) {
      const outcome = outcomes[i]!
      if (outcome._tag === "Ruling" && outcome.ruling.rule === RULE) return outcome.ruling
    }
  }
  return undefined
}

/** A missed snowball: nothing happens, unless the die showed a natural 1 — the thrower slips and is Placed Prone. */
export const snowballMissHandler: StepHandler<VariantStep> = {
  expects: () => ({ kind: "nothing", about: "the snowball misses" }),
  auto: (ctx, state, step) => {
    const { thrower } = step.data as { thrower: string }
    const slipped = lastTest(ctx, state)?.dice[0] === 1
    if (!slipped) {
      ctx.outcomes.push({ _tag: "Note", text: `the snowball misses` })
      return done(replaceTop(state))
    }
    ctx.outcomes.push({ _tag: "Note", text: `a natural 1: ${nameOf(ctx, thrower)} slips and is placed prone` })
    return done(placeProne(ctx, replaceTop(state), thrower))
  }
}

/** The snowball hits: an armour roll (2D6, `armour`), +2 when the thrower has ST 5 or more; broken, the target is Placed Prone, no injury roll. */
export const snowballArmourHandler: StepHandler<VariantStep> = {
  expects: (step) => ({ kind: "roll", die: "2d6", for: "armour", player: (step.data as { target: string }).target }),
  on: (ctx, state, step, event) => {
    const { thrower, target } = step.data as { thrower: string; target: string }
    const rolled = expectRoll(ctx, event, "2d6", "armour", target, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const strong = ctx.match.roster[playerIndex(ctx, thrower)]!.st >= 5
    const modifiers: Array<Modifier> = strong ? [{ value: 2, source: `${nameOf(ctx, thrower)} has ST 5 or more` }] : []
    const av = ctx.match.roster[playerIndex(ctx, target)]!.av
    const total = sum(rolled.success.faces) + totalModifier(modifiers)
    const broken = total >= av
    judge(ctx, {
      rule: "Snowball armour",
      player: target,
      roll: rolled.success,
      target: av,
      modifiers,
      total,
      row: broken ? "broken" : "not-broken",
      result: broken ? `armour broken: ${nameOf(ctx, target)} is knocked off their feet (prone)` : "armour holds: nothing happens",
      success: broken
    })
    return consumed(broken ? placeProne(ctx, replaceTop(state), target) : replaceTop(state))
  }
}
