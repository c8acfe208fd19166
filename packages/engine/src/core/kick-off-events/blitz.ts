// Kick-off result 10, Blitz!: a bonus team turn for some Open kicking players.
import type { Action } from "@sidelines/schema"
import { type MatchState, withStack } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  done,
  type Fold,
  nameOf,
  note,
  passOn,
  playerIndex,
  pop,
  propagate,
  replaceTop,
  setTeam,
  type StepHandler,
  updateTop,
  violation
} from "../context.js"
import { opponentsIn } from "../tackle-zones.js"
import { teamTurnHandler, teamTurnStep, type TeamTurnStep, withTeamTurn } from "../turn.js"
import { type KickOffEffect, openPlayers, whyNotOpen, teamName, effect, rollOpenPlayers } from "./kick-off-result.js"

/** Blitz!: the D3 for how many Open kicking players may be activated in the bonus team turn. */
export interface BlitzRollStep {
  readonly _tag: "BlitzRoll"
  readonly team: number
  readonly open: ReadonlyArray<string>
}

/**
 * Blitz!: sits on the bonus TeamTurn (and under each activation) to enforce what the bonus turn
 * adds to a team turn: only the players who were Open when it began may be activated, at most
 * one of them throws a team-mate, and no team re-roll may be used.
 */
export interface BlitzTurnStep {
  readonly _tag: "BlitzTurn"
  readonly team: number
  readonly open: ReadonlyArray<string>
  readonly throwTeamMateUsed: boolean
  /** Why another of the team's players may not act, where a rule other than a kick-off result names `open` (Suicide Blitz). */
  readonly why?: string
}

/** What the Open players may do in the Blitz! bonus turn: Move; one Blitz; one Throw Team-mate (FFB forbids Block, Foul, Bomb, Gaze, Kick Team-mate; no ball to pass or hand off). */
export const BLITZ_ACTIONS: ReadonlyArray<Action> = ["move", "blitz", "throw-team-mate"]

export const blitz = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = state.kickingTeam!
  const open = openPlayers(state, team, opponentsIn(ctx.variant))
  if (open.length === 0) {
    // FFB rolls no D3 when no player could be activated.
    note(ctx, `Blitz!: ${teamName(ctx, team)} have no Open player, so there is no bonus team turn`)
    return effect(state)
  }
  return effect(state, { _tag: "BlitzRoll", team, open })
}

export const blitzRollHandler: StepHandler<BlitzRollStep> = {
  expects: () => ({ kind: "roll", die: "d3", for: "blitz", player: null }),
  on: (ctx, state, step, event) => {
    const rolled = rollOpenPlayers(ctx, event, "blitz", "Blitz!", (limit) => `${teamName(ctx, step.team)} take a bonus team turn: up to ${limit} Open players may be activated (${step.open.length} are Open)`)
    if (rolled._tag === "Failure") return propagate(rolled)
    const limit = rolled.success
    const bonus: TeamTurnStep = teamTurnStep(step.team, "start", { kind: "Blitz!", activationsLeft: limit, actions: BLITZ_ACTIONS })
    return consumed(replaceTop(state, { _tag: "BlitzTurn", team: step.team, open: step.open, throwTeamMateUsed: false }, bonus))
  }
}

/** The bonus TeamTurn under the BlitzTurn step. */
const bonusTurnBelow = (state: MatchState): TeamTurnStep | undefined => {
  const below = state.stack[state.stack.length - 2]
  return below?._tag === "TeamTurn" && below.bonus !== undefined ? below : undefined
}

export const blitzTurnHandler: StepHandler<BlitzTurnStep> = {
  expects: (step) => ({ kind: "decision", team: step.team, events: ["ActionDeclared", "TurnEnded"], about: "Blitz!: activate an Open player or end the bonus turn" }),
  auto: (ctx, state, step) => {
    const turn = bonusTurnBelow(state)
    if (turn === undefined) return done(pop(state))
    if (turn.stage === "start") {
      // Start the bonus turn under this step, then take team re-rolls away for it: FFB's BB2020
      // RollMechanic allows none in the Blitz turn mode.
      const started = teamTurnHandler.auto!(ctx, pop(state), turn)
      if (started === undefined || started._tag === "Failure") return started
      const noRerolls = setTeam(started.success, step.team, { rerollUsedThisTurn: true })
      note(ctx, `${turn.bonus!.kind}: ${teamName(ctx, step.team)} cannot use team re-rolls in the bonus team turn`)
      return done(withStack(noRerolls, [...noRerolls.stack, step]))
    }
    if (state.activePlayer !== null) return undefined
    if (state.turnover !== null || turn.bonus!.activationsLeft === 0) return done(pop(state))
    const left = step.open.filter((id) => {
      const player = state.players[playerIndex(ctx, id)]!
      return !player.hasActed && player.at !== null && player.posture !== "stunned"
    })
    if (left.length === 0) {
      note(ctx, turn.bonus!.kind === "Blitz!" ? "Blitz!: every Open player has been activated; the bonus team turn ends" : `${turn.bonus!.kind}: every player has been activated; the bonus team turn ends`)
      const ended = updateTop(pop(state), withTeamTurn(turn, { bonus: { ...turn.bonus!, activationsLeft: 0 } }))
      return done(ended)
    }
    return undefined
  },
  on: (ctx, state, step, event) => {
    const turn = bonusTurnBelow(state)
    if (turn === undefined || event._tag !== "ActionDeclared") return passOn(pop(state))
    const player = state.players[playerIndex(ctx, event.player)]!
    if (player.team === step.team && !step.open.includes(event.player)) {
      if (step.why !== undefined) return violation(ctx, turn.bonus!.kind, `${nameOf(ctx, player.id)} may not be activated: ${step.why}`)
      return turn.bonus!.kind === "Blitz!"
        ? violation(ctx, "Blitz!", `only players who were Open when the Blitz! began may be activated; ${whyNotOpen(ctx, state, player)}`)
        : violation(ctx, turn.bonus!.kind, `${nameOf(ctx, player.id)} was not standing on the pitch when the ${turn.bonus!.kind} began`)
    }
    if (event.action === "throw-team-mate" && step.throwTeamMateUsed) return violation(ctx, "Blitz!", "only one Throw Team-mate action may be taken in the Blitz! turn")
    // The TeamTurn takes the declaration (its own checks, the activation); this step then goes
    // back on top of the TeamTurn, under the activation, to see the next declaration.
    const below = pop(state)
    const handled = teamTurnHandler.on!(ctx, below, turn, event)
    if (handled._tag === "Failure") return handled
    const stack = handled.success.state.stack
    const at = below.stack.length - 1
    if (stack[at]?._tag !== "TeamTurn") return handled
    const self: BlitzTurnStep = { ...step, throwTeamMateUsed: step.throwTeamMateUsed || event.action === "throw-team-mate" }
    return consumed(withStack(handled.success.state, [...stack.slice(0, at + 1), self, ...stack.slice(at + 1)]))
  }
}
