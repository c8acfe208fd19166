import { above } from "./above.js"
import { holdsBall } from "../model/balls.js"
import { withState } from "../model/state.js"
import type { Action } from "@sidelines/schema"
import { characteristic, hasSkill, spelled } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { assigned, type Patch } from "../model/records.js"
import { throwBlock } from "./block.js"
import {
  consumed,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  pop,
  propagate,
  replaceTop,
  schedule,
  setPlayer,
  type StepHandler,
  updateTop,
  violation
} from "./context.js"
import { inSewerPit, nextToWall } from "../model/features.js"
import { SWARM_OF_RATS } from "./effects.js"
import { knockDown } from "./knock-down.js"
import { turnoverStep } from "./turnover.js"
import { commitFoul } from "./foul.js"
import { handOff } from "./hand-off.js"
import { move, standUp } from "./movement.js"
import { aimPass } from "./pass.js"

// Spelled once: asked on nearly every event (model/match.ts `spelled`).
const SPRINT = spelled("Sprint")

/** One player's action, from declaration until it ends. */
export interface ActivationStep {
  readonly _tag: "Activation"
  readonly player: string
  readonly action: Action
  /** The declared Blitz target. */
  readonly target: string | null
  /** Squares of movement used so far (standing up costs three). */
  readonly moved: number
  /** The action's block (or foul, pass, hand-off) has been made. */
  readonly acted: boolean
  /** Nothing more can happen in this activation; it ends when nothing else is pending. */
  readonly finished: boolean
  /** The player stood up at its start: the squares that took (0 with Jump Up); undefined if he started Standing. */
  readonly stoodUp?: number | undefined
}

/** A failed Bone Head or Really Stupid roll: no tackle zones, and the activation is over. */
export interface ActivationLostStep {
  readonly _tag: "ActivationLost"
  readonly player: string
}

/** An activation record, every field in one order (see `withActivation`). */
const activationRecord = (a: Omit<ActivationStep, "_tag">): ActivationStep => ({
  _tag: "Activation",
  player: a.player,
  action: a.action,
  target: a.target,
  moved: a.moved,
  acted: a.acted,
  finished: a.finished,
  stoodUp: a.stoodUp
})

export const activationStep = (player: string, action: Action, target: string | null): ActivationStep =>
  activationRecord({ player, action, target, moved: 0, acted: false, finished: false, stoodUp: undefined })

/**
 * The activation with some fields changed, as a spread would change it, but built by its builder:
 * the fold reads the activation on every event of it, and a spread copy gets a hidden class of its
 * own (a match's activations had 266), which turns those reads megamorphic (model/records.ts).
 */
export const withActivation = (step: ActivationStep, patch: Patch<ActivationStep>): ActivationStep => assigned(activationRecord(step), patch)

/** Actions that let the player move (before their block, pass, hand-off or foul). */
const MOVING_ACTIONS: ReadonlySet<Action> = new Set(["move", "blitz", "pass", "hand-off", "foul", "throw-team-mate", "kick-team-mate",
  "hypnotic-gaze"])

/** The mark (in `used`) of a player whose MA is 0 for this team turn but who may still rush (Holiday Special's Cold Snap). */
export const MA_ZERO = "ma-0-this-turn"

/** Squares the player may move, rushes included. */
export const movementAllowance = (ctx: Ctx, state: MatchState, player: string): { ma: number; rushes: number } => {
  const index = playerIndex(ctx, player)
  // A rooted player's MA counts as 0 and they may not Rush (Take Root).
  const who = state.players[index]!
  if (above.isRooted(who)) return { ma: 0, rushes: 0 }
  // Sprint, and Roxanna's once-a-game Burst of Speed (stars/burst-of-speed.ts): a Rush more each.
  const rushes = (hasSkill(ctx.match, state, index, SPRINT) ? 3 : 2) + above.burstRush(ctx, state, player)
  // Holiday Special's Cold Snap: MA 0 for this team turn, rushes as normal.
  const ma = who.used.includes(MA_ZERO) ? 0 : characteristic(ctx.match, state, index, "ma")
  // The stadium's surface may change both (Uneven Footing); after an Astrogranite save, no more rushes.
  const allowed = ctx.variant.movement === undefined ? { ma, rushes } : ctx.variant.movement(ma, rushes)
  return who.used.length > 0 && who.used.includes(above.NO_MORE_RUSHES) ? { ma: allowed.ma, rushes: 0 } : allowed
}

/**
 * Gutter Bowl's Swarm of Rats (sewer kick-off table, 12): while it is in force, a player who
 * finishes their activation standing next to a wall rolls a D6 (`swarm-of-rats`, `player` set);
 * on a 1 they Fall Over (armour +1 hard landing), a turnover only if they held the ball.
 */
export interface SwarmOfRatsStep {
  readonly _tag: "SwarmOfRats"
  readonly player: string
}

/**
 * Whether the activation of `player`, ending now, is followed by Swarm of Rats' D6: the result is
 * in force and they stand next to a wall (not down a pit, not knocked down). Our reading: not after
 * a touchdown, which ends the drive at once (as for A Stormy Night).
 */
export const ratsRollDue = (ctx: Ctx, state: MatchState, player: string): boolean => {
  if (!state.kickOffEffects.includes(SWARM_OF_RATS) || state.turnover === "touchdown") return false
  const { at, posture } = state.players[playerIndex(ctx, player)]!
  const { pitch } = ctx.variant
  return at !== null && posture === "standing" && !inSewerPit(pitch, at) && nextToWall(pitch, at)
}

/** Ends the activation on top of the stack: the player has acted (and rolls for the rats if they are due). */
export const endActivation = (ctx: Ctx, state: MatchState, step: ActivationStep): MatchState => {
  const index = playerIndex(ctx, step.player)
  const spent = above.spendBurst(ctx, state, step.player, step.moved, () => movementAllowance(ctx, state, step.player))
  // A skill Grombrindal's Wisdom of the White Dwarf gave lasts the activation (stars/wisdom-of-the-white-dwarf.ts).
  const popped = pop(withState(above.wisdomLapses(setPlayer(spent, index, { hasActed: true }), index), { activePlayer: null }))
  // Kingmaker Play (a Special Plays card): a Turnover as the activation ends.
  const next = above.kingmakerTurnover(state, step.player) ? schedule(popped, turnoverStep("special-play", state.players[index]!.team, step.player)) : popped
  const after = ratsRollDue(ctx, state, step.player) ? schedule(next, { _tag: "SwarmOfRats", player: step.player }) : next
  // A Vampire who failed Bloodlust bites (or not) as the activation ends (skills/bloodlust.ts).
  return above.biteDue(ctx, state, step.player) ? schedule(after, { _tag: "BloodlustBite", player: step.player }) : after
}

export const swarmOfRatsHandler: StepHandler<SwarmOfRatsStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "swarm-of-rats", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "swarm-of-rats", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const swarmed = face === 1
    const holding = holdsBall(state, step.player)
    const { success } = judge(ctx, {
      rule: "Swarm of Rats",
      player: step.player,
      roll: rolled.success,
      target: 2,
      total: face,
      needed: 2,
      success: !swarmed,
      result: !swarmed ? "the rats leave them alone" : holding ? "swarmed by rats: Falls Over with the ball (a turnover)" : "swarmed by rats: Falls Over (no turnover)"
    })
    if (success) return consumed(pop(state))
    note(ctx, `Swarm of Rats: ${nameOf(ctx, step.player)} is swarmed by rats and Falls Over`)
    return consumed(replaceTop(state, knockDown(step.player, { cause: "fall", turnover: holding ? "fell-over" : null })))
  }
}

export const activationHandler: StepHandler<ActivationStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: step.finished ? [] : [
      "PlayerStoodUp", "PlayerMoved", "BlockThrown", "FoulCommitted", "HandedOff", "PassAimed", "TeamMateThrown", "SkillUsed", "ActionEnded",
      // A thirsty Vampire may bite a Thrall at any moment of the activation (skills/bloodlust.ts).
      ...(state.players[match.playerIndex.get(step.player)!]!.used.includes(above.THIRSTY) ? ["PlayerChosen" as const] : [])
    ],
    about: `${step.action} action`
  }),
  auto: (ctx, state, step) => {
    const player = state.players[playerIndex(ctx, step.player)]!
    const down = player.at === null || player.posture === "stunned"
    if (state.turnover !== null || step.finished || down) return done(endActivation(ctx, state, step))
    // The Projectile Vomit Special action is made as soon as the activation's own rolls pass.
    if (step.action === "projectile-vomit" && !step.acted) return above.projectileVomitAction(ctx, state, step)
    if (step.action === "stab" && !step.acted) return above.stabAction(ctx, state, step)
    if (step.action === "chainsaw" && !step.acted) return above.chainsawAction(ctx, state, step)
    if (step.action === "breathe-fire" && !step.acted) return above.breatheFireAction(ctx, state, step)
    return undefined
  },
  on: (ctx, state, step, event): Fold<Handled> => {
    // A thirsty Vampire bites when the coach says, and must have bitten before a Pass or Hand-off (skills/bloodlust.ts).
    const thirsty = above.thirstyPassRefused(ctx, state, step, event) ?? above.biteDuringActivation(ctx, state, step, event)
    if (thirsty !== null) return thirsty
    // Swarm of Rats' D6 may itself end the activation (the coach has stopped there).
    if (event._tag === "DiceRolled" && event.for === "swarm-of-rats" && ratsRollDue(ctx, state, step.player)) return passOn(endActivation(ctx, state, step))
    // An action of the variant's own (Holiday Special's Throw Snowball): its module folds the event that makes it.
    const own = ctx.variant.hooks?.actions?.[step.action] ?? above.specialActions[step.action]
    if (own !== undefined && event._tag === own.event) return own.on(ctx, state, step, event)
    switch (event._tag) {
      case "ActionDeclared":
      case "TurnEnded":
        // Swarm of Rats' D6 comes as the activation ends: the log must end it (ActionEnded, or
        // the roll itself) before anything else happens.
        if (ratsRollDue(ctx, state, step.player)) {
          return violation(ctx, "Swarm of Rats", `${nameOf(ctx, step.player)} finishes their activation next to a wall with the rats about: end it (ActionEnded) and roll the D6 for swarm-of-rats before ${event._tag}`)
        }
        // After Kingmaker Play the Turnover ends the turn: the coach's TurnEnded is that end.
        if (event._tag === "TurnEnded" && above.kingmakerTurnover(state, step.player)) return consumed(endActivation(ctx, state, step))
        // Activating someone else (or ending the turn) ends this activation first.
        return passOn(endActivation(ctx, state, step))
      case "ActionEnded":
        if (event.player !== step.player) return violation(ctx, "activation", `${nameOf(ctx, step.player)} is acting; ${nameOf(ctx, event.player)}'s action cannot end`)
        return consumed(endActivation(ctx, state, step))
      case "PlayerStoodUp":
        return standUp(ctx, state, step, event)
      case "PlayerMoved":
        if (!MOVING_ACTIONS.has(step.action) && own?.moves !== true) return violation(ctx, "movement", `a ${step.action} action has no movement`)
        // Sneaky Git may move on after a foul (when it had movement left: core/foul.ts); Running Pass after a quick pass.
        // A Ball & Chain player moves only at random (SkillUsed Ball & Chain: skills/ball-and-chain.ts).
        if (above.hasBallAndChain(ctx, state, step.player)) return violation(ctx, "Ball & Chain", `${nameOf(ctx, step.player)} has a Ball & Chain: each square is rolled on the throw-in template (SkillUsed Ball & Chain), not chosen`)
        if (step.acted && step.action !== "blitz" && !(step.action === "foul" && hasSkill(ctx.match, state, playerIndex(ctx, step.player), "Sneaky Git"))
          && !state.players[playerIndex(ctx, step.player)]!.used.includes(above.RUNNING_PASS)) return violation(ctx, "movement", `${nameOf(ctx, step.player)} cannot move after the ${step.action}`)
        return move(ctx, state, step, event)
      case "BlockThrown":
        return throwBlock(ctx, state, step, event)
      case "FoulCommitted":
        return commitFoul(ctx, state, step, event)
      case "HandedOff":
        return handOff(ctx, state, step, event)
      case "PassAimed":
        return aimPass(ctx, state, step, event)
      case "TeamMateThrown":
        return above.throwTeamMate(ctx, state, step, event)
      case "SkillUsed":
        if (event.skill.toLowerCase() === "projectile vomit") return above.vomitInBlitz(ctx, state, step, event)
        if (event.skill.toLowerCase() === "ball & chain" && step.action === "move" && above.hasBallAndChain(ctx, state, step.player)) return above.chainMove(ctx, state, step, event)
        if (event.skill.toLowerCase() === "hypnotic gaze") return above.gaze(ctx, state, step, event)
        if (event.skill.toLowerCase() === "stab") return above.stabInBlitz(ctx, state, step, event)
        if (event.skill.toLowerCase() === above.BREATHE_FIRE.toLowerCase()) return above.breatheFireInBlitz(ctx, state, step, event)
        if (event.skill.toLowerCase() === "hail mary pass") return above.declareHailMary(ctx, state, step, event)
        if (event.skill.toLowerCase() === "fumblerooskie") return above.useFumblerooskie(ctx, state, step, event)
        if (event.skill.toLowerCase() === "chainsaw") return above.chainsawInAction(ctx, state, step, event)
        if (event.skill.toLowerCase() === "frenzied rush") return above.useFrenziedRush(ctx, state, step, event)
        if (event.skill.toLowerCase() === "shot to nothing") return above.useShotToNothing(ctx, state, step, event)
        if (event.skill.toLowerCase() === "wisdom of the white dwarf") return above.useWisdom(ctx, state, step, event)
        if (event.skill.toLowerCase() === "putrid regurgitation") return above.regurgitateInBlitz(ctx, state, step, event)
        if (event.skill.toLowerCase() === "furious outburst") return above.furiousOutburst(ctx, state, step, event)
        if (event.skill.toLowerCase() === "black ink") return above.useBlackInk(ctx, state, step, event)
        if (event.skill.toLowerCase() === above.ZOAT.toLowerCase()) return above.useZoat(ctx, state, step, event)
        if (event.skill.toLowerCase() === "look into my eyes") return above.useLookIntoMyEyes(ctx, state, step, event)
        if (event.skill.toLowerCase() === "baleful hex") return above.useBalefulHex(ctx, state, step, event)
        if (event.skill.toLowerCase() === above.BLASTIN.toLowerCase()) return above.useBlastin(ctx, state, step, event)
        if (above.isTreacherous(event)) return above.useTreacherous(ctx, state, step, event)
        if (above.isCatchOfTheDay(event)) return above.useCatchOfTheDay(ctx, state, step, event)
        if (above.isBoundingLeap(event)) return above.useBoundingLeap(ctx, state, step, event)
        if (above.isRaidingParty(event)) return above.useRaidingParty(ctx, state, step, event)
        if (above.isAllYouCanEat(event.skill)) return above.declareAllYouCanEat(ctx, state, step, event)
        if (event.skill.toLowerCase() === "gored by the bull") return above.declareGoredByTheBull(ctx, state, step, event)
        if (event.skill.toLowerCase() === above.BLOODLUST.toLowerCase()) return above.switchToMove(ctx, state, step, event)
        return violation(ctx, "activation", `${event.skill} is not used this way during a ${step.action} action`)
      default:
        return violation(ctx, "activation", `${nameOf(ctx, step.player)} is taking a ${step.action} action; ${event._tag} cannot happen now`)
    }
  }
}

export const activationLostHandler: StepHandler<ActivationLostStep> = {
  expects: () => ({ kind: "nothing", about: "the activation is lost" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} loses their tackle zones and their action ends` })
    const next = replaceTop(setPlayer(state, index, { lostTackleZones: true }))
    const activation = next.stack[next.stack.length - 1]
    return done(activation?._tag === "Activation" ? updateTop(next, withActivation(activation, { finished: true })) : next)
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/activation": ActivationLostStep | ActivationStep | SwarmOfRatsStep
  }
}
