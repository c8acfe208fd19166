// A player goes down: placed prone (or Stunned, for falls), a held ball comes loose, and the armour
// roll (2D6 against AV) that may send them to the injury roll.
import { above } from "./above.js"
import { withBallOf, withBallOn } from "../model/balls.js"
import { characteristic, hasSkill } from "../model/match.js"
import { sameSquare, type Square } from "../model/square.js"
import type { MatchState, PlayerState } from "../model/state.js"
import {
  consumed,
  propagate,
  type Ctx,
  done,
  expectRoll,
  judge,
  playerIndex,
  replaceTop,
  setPlayer,
  type StepHandler,
  sum,
  totalModifier,
  updateTop
} from "./context.js"
import type { InjuryCause, Modifier, TurnoverCause } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { turnoverStep } from "./turnover.js"
import { fallWeather } from "./weather.js"
import { withPlayer, withState, ballMovedTo } from "../model/state.js"
import { type InjuryBonus } from "./injury.js"

/** A player goes down: placed prone (or Stunned, for falls), then an armour roll; a held ball comes loose. */
export interface KnockDownStep {
  readonly _tag: "KnockDown"
  readonly player: string
  /** Where they go down, when it is not where they stand (a failed dodge lands in the target square). */
  readonly at: Square | null
  readonly cause: InjuryCause
  readonly by: string | null
  readonly bonus: InjuryBonus | null
  /** Set when this knock-down ends the moving team's turn. */
  readonly turnover: TurnoverCause | null
  /** Ice: the player has slid (or stayed put) before going down (IceSlide, src/stadium/). */
  readonly slid?: boolean
  /** Armour modifiers beyond the variant's for a fall (Gutter Bowl: a thrown player who hit a wall, +1). */
  readonly modifiers?: ReadonlyArray<Modifier> | undefined
}

/** 2D6 against the player's AV: reaching it breaks the armour. */
export interface ArmourStep {
  readonly _tag: "Armour"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly modifiers: ReadonlyArray<Modifier>
  readonly bonus: InjuryBonus | null
}

/** 2D6 on the injury table (the Stunty table for Stunty players). */

/** Takes the ball from a player who goes down or leaves the pitch; it will bounce from their square. */
export const dropBall = (state: MatchState, player: PlayerState): MatchState => {
  const held = withBallOf(state, player.id)
  return held.ball.carrier === player.id ? withState(held, {ball: { at: player.at, carrier: null, inPlay: true } }) : state
}

export const knockDown = (
  player: string,
  fields: Partial<Omit<KnockDownStep, "_tag" | "player">> = {}
): KnockDownStep => ({ _tag: "KnockDown", player, at: null, cause: "block", by: null, bonus: null, turnover: null, ...fields })

export const knockDownHandler: StepHandler<KnockDownStep> = {
  expects: () => ({ kind: "nothing", about: "a player goes down" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    // Ball Clone: the ball they hold, if either, is the one that drops.
    let next = withBallOf(state, step.player)
    const player = next.players[index]!
    // A player who has left the pitch before going down (through a trapdoor) is not knocked down.
    if (player.at === null && step.at === null) return done(replaceTop(state))
    // On ice the player slides a square first (a D8: IceSlide, src/stadium/).
    if (ctx.variant.slideOnIce !== undefined && step.slid !== true) return done(replaceTop(state, { _tag: "IceSlide", down: step, purpose: ctx.variant.slideOnIce }))
    const at = step.at ?? player.at
    if (step.at !== null && next.ball.carrier === player.id) next = withState(next, { ball: ballMovedTo(next.ball, step.at) })
    const hadBall = next.ball.carrier === player.id
    if (!hadBall && at !== null) next = withBallOn(next, at)
    // A loose ball in the square where a player goes down (one who stepped onto it and fell) bounces too.
    const looseHere = next.ball.carrier === null && next.ball.inPlay && next.ball.at !== null && at !== null && sameSquare(next.ball.at, at)
    next = dropBall(setPlayer(next, index, { at, posture: "prone", used: above.uprooted(player) }), withPlayer(player, { at }))
    ctx.outcomes.push({ _tag: "KnockedDown", player: step.player, at, cause: step.cause })
    const steps: Array<Step> = []
    // Special Plays cards played as the player Falls Over, before the Turnover (Keep It Moving; not for a ball carrier).
    if (step.turnover === "fell-over" && !hadBall) steps.push(...above.fallWindow(next, player.team, step.player))
    if (step.turnover !== null) steps.push(turnoverStep(step.turnover, player.team, step.player))
    // A team-mate knocked down by a Ball & Chain player's block: a turnover only if they held the
    // ball (FFB UtilServerInjury.dropPlayer; the block's own attacker going down says so itself).
    else if (hadBall && step.cause === "block" && step.by !== null && next.activeTeam === player.team && next.players[playerIndex(ctx, step.by)]!.team === player.team) {
      steps.push(turnoverStep("ball-carrier-down", player.team, step.player))
    }
    // Ball & Chain: no armour roll, straight to the injury roll, Stunned counting as KO'd (skills/ball-and-chain.ts).
    if (hasSkill(ctx.match, next, index, "Ball & Chain")) steps.push({ _tag: "Injury", player: step.player, cause: step.cause, by: step.by, modifiers: [], stunnedAsKo: true })
    else steps.push({
      _tag: "Armour",
      player: step.player,
      cause: step.cause,
      by: step.by,
      modifiers: [
        ...(ctx.variant.fallArmourModifier === 0 ? [] : [{ value: ctx.variant.fallArmourModifier, source: `${ctx.variant.name}: falling` }]),
        ...(step.modifiers ?? []),
        ...fallWeather(next)
      ],
      bonus: step.bonus
    })
    if ((hadBall || looseHere) && at !== null) steps.push(hadBall ? above.droppedBall(ctx, next, step.player, at, step.cause) : { _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    return done(replaceTop(next, ...steps))
  }
}

/** An armour roll read: what it needs, with which modifiers, and whether it breaks. */
export interface ArmourReading {
  readonly av: number
  readonly modifiers: ReadonlyArray<Modifier>
  readonly total: number
  readonly broken: boolean
  /** Mighty Blow (or Dirty Player) was needed to break the armour; otherwise it goes to the injury roll. */
  readonly bonusUsed: boolean
  readonly notes: ReadonlyArray<string>
}

/**
 * Reads an armour roll. `extra` are modifiers a coach adds once the dice are seen (a star
 * player's Crushing Blow, stars/star-blows.ts): Mighty Blow is placed after them.
 */
export const readArmour = (ctx: Ctx, state: MatchState, step: ArmourStep, faces: ReadonlyArray<number>, extra: ReadonlyArray<Modifier> = []): ArmourReading => {
  const index = playerIndex(ctx, step.player)
  const printedAv = characteristic(ctx.match, state, index, "av")
  const attacker = step.by === null ? undefined : playerIndex(ctx, step.by)
  // Iron Hard Skin: Claws cannot be used against this player (Mighty Blow still can, BB2020).
  const ironHardSkin = hasSkill(ctx.match, state, index, "Iron Hard Skin")
  const claws = attacker !== undefined && step.cause === "block" && hasSkill(ctx.match, state, attacker, "Claws") && printedAv > 8 && !ironHardSkin
  const av = claws ? 8 : printedAv
  const roll = sum(faces)
  // A Chainsaw player who goes down: +3 (skills/chainsaw.ts).
  const given = [...step.modifiers, ...above.runningChainsaw(ctx, state, step.player, step.cause, step.modifiers), ...extra]
  const base = roll + totalModifier(given)
  // Mighty Blow (or Dirty Player) goes where it makes the difference: on armour only if it breaks it.
  const useBonus = step.bonus !== null && base < av && base + step.bonus.value >= av
  const modifiers: Array<Modifier> = [...given]
  if (useBonus) modifiers.push({ value: step.bonus!.value, source: step.bonus!.source ?? `skill: ${step.bonus!.skill}` })
  const total = roll + totalModifier(modifiers)
  const notes: Array<string> = []
  if (claws) notes.push(`Claws: armour breaks on 8+ whatever the AV (${printedAv}+)`)
  if (ironHardSkin && attacker !== undefined && step.cause === "block" && hasSkill(ctx.match, state, attacker, "Claws")) notes.push("Iron Hard Skin: Claws cannot be used")
  if (step.bonus !== null && !useBonus) notes.push(`${step.bonus.skill} is kept for the injury roll`)
  return { av, modifiers, total, broken: total >= av, bonusUsed: useBonus, notes }
}

/** Judges a read armour roll (the ruling the explanation shows); whether it broke, after any claim. */
export const judgeArmour = (ctx: Ctx, step: ArmourStep, roll: Parameters<typeof judge>[1]["roll"], reading: ArmourReading, notes: ReadonlyArray<string> = []): boolean =>
  judge(ctx, {
    rule: "Armour",
    player: step.player,
    roll,
    target: reading.av,
    modifiers: reading.modifiers,
    total: reading.total,
    result: reading.broken ? "armour broken" : "armour holds",
    row: reading.broken ? "broken" : "not-broken",
    success: reading.broken,
    successOfRow: { broken: true, "not-broken": false },
    notes: [...reading.notes, ...notes],
    needed: reading.av
  }).success === true

/** What follows an armour roll: nothing when it holds; when broken, the breaker's count and the injury roll. */
export const afterArmour = (ctx: Ctx, state: MatchState, step: ArmourStep, broken: boolean, reading: ArmourReading): MatchState => {
  if (!broken) return replaceTop(state)
  let next = state
  if (step.by !== null && (step.cause === "block" || step.cause === "foul")) {
    const byIndex = playerIndex(ctx, step.by)
    const by = next.players[byIndex]!
    next = setPlayer(next, byIndex, { stats: { ...by.stats, armourBreaks: by.stats.armourBreaks + 1 } })
  }
  const injuryModifiers: Array<Modifier> = step.bonus !== null && !reading.bonusUsed
    ? [{ value: step.bonus.value, source: step.bonus.source ?? `skill: ${step.bonus.skill}` }]
    : []
  // Dribl and Drull's foul: +1 when the other marks the victim (stars/a-sneaky-pair.ts).
  injuryModifiers.push(...above.sneakyPair(ctx, next, step.cause, step.by, step.player))
  return replaceTop(next, { _tag: "Injury", player: step.player, cause: step.cause, by: step.by, modifiers: injuryModifiers })
}

export const armourHandler: StepHandler<ArmourStep> = {
  expects: (step) => ({ kind: "roll", die: "2d6", for: "armour", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "2d6", "armour", step.player, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const reading = readArmour(ctx, state, step, rolled.success.faces)
    const broken = judgeArmour(ctx, step, rolled.success, reading)
    // A star player's +1 the coach may add now the dice are seen (Crushing Blow, Ram, Slayer: stars/star-blows.ts).
    const offer = above.armourBlowOffer(ctx, state, step, rolled.success, reading, broken)
    if (offer !== null) return consumed(updateTop(state, offer))
    // Helmut Wulf's Old Pro: one die re-rolled through his Pro (stars/old-pro.ts).
    const oldPro = above.oldProOffer(ctx, state, rolled.success, step.by, { _tag: "armour", step, reading, broken })
    if (oldPro !== null) return consumed(updateTop(state, oldPro))
    return consumed(afterArmour(ctx, state, step, broken, reading))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/knock-down": ArmourStep | KnockDownStep
  }
}
