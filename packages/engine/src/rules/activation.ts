import { withState } from "../model/state.js"
import type { Action } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { throwBlock } from "./block.js"
import {
  consumed,
  type Ctx,
  done,
  type Fold,
  type Handled,
  nameOf,
  passOn,
  playerIndex,
  pop,
  replaceTop,
  setPlayer,
  type StepHandler,
  updateTop,
  violation
} from "./context.js"
import { commitFoul } from "./foul.js"
import { handOff } from "./hand-off.js"
import { move, standUp } from "./movement.js"
import { aimPass } from "./pass.js"
import { projectileVomitAction, vomitInBlitz } from "./projectile-vomit.js"
import { isRooted } from "./take-root.js"
import { NO_MORE_RUSHES } from "../stadium/steps.js"
import { throwTeamMate } from "./throw-team-mate.js"

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
}

/** A failed Bone Head or Really Stupid roll: no tackle zones, and the activation is over. */
export interface ActivationLostStep {
  readonly _tag: "ActivationLost"
  readonly player: string
}

export const activationStep = (player: string, action: Action, target: string | null): ActivationStep => ({
  _tag: "Activation",
  player,
  action,
  target,
  moved: 0,
  acted: false,
  finished: false
})

/** Actions that let the player move (before their block, pass, hand-off or foul). */
const MOVING_ACTIONS: ReadonlySet<Action> = new Set(["move", "blitz", "pass", "hand-off", "foul", "throw-team-mate"])

/** Squares the player may move, rushes included. */
export const movementAllowance = (ctx: Ctx, state: MatchState, player: string): { ma: number; rushes: number } => {
  const index = playerIndex(ctx, player)
  // A rooted player's MA counts as 0 and they may not Rush (Take Root).
  const who = state.players[index]!
  if (isRooted(who)) return { ma: 0, rushes: 0 }
  const ma = ctx.match.roster[index]!.ma
  const rushes = hasSkill(ctx.match, index, "Sprint") ? 3 : 2
  // The stadium's surface may change both (Uneven Footing); after an Astrogranite save, no more rushes.
  const allowed = ctx.variant.movement === undefined ? { ma, rushes } : ctx.variant.movement(ma, rushes)
  return who.used.length > 0 && who.used.includes(NO_MORE_RUSHES) ? { ma: allowed.ma, rushes: 0 } : allowed
}

/** Ends the activation on top of the stack: the player has acted. */
export const endActivation = (ctx: Ctx, state: MatchState, step: ActivationStep): MatchState => {
  const index = playerIndex(ctx, step.player)
  const next = setPlayer(state, index, { hasActed: true })
  return pop(withState(next, {activePlayer: null }))
}

export const activationHandler: StepHandler<ActivationStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: step.finished ? [] : ["PlayerStoodUp", "PlayerMoved", "BlockThrown", "FoulCommitted", "HandedOff", "PassAimed", "TeamMateThrown", "SkillUsed", "ActionEnded"],
    about: `${step.action} action`
  }),
  auto: (ctx, state, step) => {
    const player = state.players[playerIndex(ctx, step.player)]!
    const down = player.at === null || player.posture === "stunned"
    if (state.turnover !== null || step.finished || down) return done(endActivation(ctx, state, step))
    // The Projectile Vomit Special action is made as soon as the activation's own rolls pass.
    if (step.action === "projectile-vomit" && !step.acted) return projectileVomitAction(ctx, state, step)
    return undefined
  },
  on: (ctx, state, step, event): Fold<Handled> => {
    switch (event._tag) {
      case "ActionDeclared":
      case "TurnEnded":
        // Activating someone else (or ending the turn) ends this activation first.
        return passOn(endActivation(ctx, state, step))
      case "ActionEnded":
        if (event.player !== step.player) return violation(ctx, "activation", `${nameOf(ctx, step.player)} is acting; ${nameOf(ctx, event.player)}'s action cannot end`)
        return consumed(endActivation(ctx, state, step))
      case "PlayerStoodUp":
        return standUp(ctx, state, step, event)
      case "PlayerMoved":
        if (!MOVING_ACTIONS.has(step.action)) return violation(ctx, "movement", `a ${step.action} action has no movement`)
        if (step.acted && step.action !== "blitz") return violation(ctx, "movement", `${nameOf(ctx, step.player)} cannot move after the ${step.action}`)
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
        return throwTeamMate(ctx, state, step, event)
      case "SkillUsed":
        if (event.skill.toLowerCase() === "projectile vomit") return vomitInBlitz(ctx, state, step, event)
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
    return done(activation?._tag === "Activation" ? updateTop(next, { ...activation, finished: true }) : next)
  }
}

