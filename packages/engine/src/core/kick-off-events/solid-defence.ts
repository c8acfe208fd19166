// Kick-off result 4, Solid Defence: the kicking team sets up some Open players again.
import { validateSetUp } from "../drive.js"
import { sameSquare, squareName, type Square } from "../../model/square.js"
import type { MatchState } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  type Fold,
  nameOf,
  playerIndex,
  playerOn,
  pop,
  propagate,
  setPlayer,
  type StepHandler,
  updateTop,
  violation
} from "../context.js"
import { opponentsIn } from "../tackle-zones.js"
import { type KickOffEffect, openPlayers, whyNotOpen, teamName, effect, rollOpenPlayers } from "./kick-off-result.js"

/** Solid Defence: a D3, then the kicking coach removes and sets up again up to D3+3 Open players (D3+1 in Sevens: the variant says how many). */
export interface SolidDefenceStep {
  readonly _tag: "SolidDefence"
  readonly team: number
  readonly stage: "roll" | "set-up"
  readonly limit: number
  /** The Open players when the result was rolled, with the square each stood on. */
  readonly open: ReadonlyArray<{ readonly player: string; readonly from: Square }>
}

export const solidDefence = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = state.kickingTeam!
  const open = openPlayers(state, team, opponentsIn(ctx.variant)).map((player) => ({ player, from: state.players.find((p) => p.id === player)!.at! }))
  return effect(state, { _tag: "SolidDefence", team, stage: "roll", limit: 0, open })
}

/** The Open players set up again on another square than the one they stood on. */
const playersMoved = (ctx: Ctx, state: MatchState, step: SolidDefenceStep) =>
  step.open.filter(({ player, from }) => !sameSquare(state.players[playerIndex(ctx, player)]!.at, from)).length

export const solidDefenceHandler: StepHandler<SolidDefenceStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d3", for: "solid-defence", player: null }
      : { kind: "decision", team: step.team, events: ["PlayerPlaced", "SetupEnded"], about: `Solid Defence: set up again up to ${step.limit} Open players` },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      const rolled = rollOpenPlayers(ctx, event, "solid-defence", "Solid Defence", (limit) => `${teamName(ctx, step.team)} may set up again up to ${limit} Open players (${step.open.length} are Open)`)
      if (rolled._tag === "Failure") return propagate(rolled)
      return consumed(updateTop(state, { ...step, stage: "set-up", limit: rolled.success }))
    }
    if (event._tag === "SetupEnded") {
      if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Solid Defence", `${teamName(ctx, step.team)} are setting up again, not ${event.team}`)
      const problem = validateSetUp(ctx, state, step.team)
      if (problem !== undefined) return violation(ctx, "legal set-up", `after Solid Defence ${teamName(ctx, step.team)}'s set-up is illegal: ${problem}`)
      return consumed(pop(state))
    }
    if (event._tag !== "PlayerPlaced") {
      return violation(ctx, "Solid Defence", `${teamName(ctx, step.team)} set up Open players again (PlayerPlaced) and end with SetupEnded; ${event._tag} cannot happen now`)
    }
    const index = playerIndex(ctx, event.player)
    const player = state.players[index]!
    if (player.team !== step.team) return violation(ctx, "Solid Defence", `${nameOf(ctx, event.player)} is not on ${teamName(ctx, step.team)}, who are setting up again`)
    if (!step.open.some((open) => open.player === event.player)) {
      return violation(ctx, "Solid Defence", `only Open players may be removed and set up again; ${whyNotOpen(ctx, state, player)}`)
    }
    if (event.at === null) return violation(ctx, "Solid Defence", `${nameOf(ctx, event.player)} is removed to be set up again on the pitch, not sent to the reserves`)
    if (!ctx.variant.pitch.contains(event.at) || !ctx.variant.pitch.isSetUpArea(step.team, event.at)) {
      return violation(ctx, "set-up", `${nameOf(ctx, event.player)} must be set up in their own set-up area, not on ${squareName(event.at)}`)
    }
    const occupant = playerOn(state, event.at)
    if (occupant !== undefined && occupant.id !== event.player) return violation(ctx, "set-up", `${squareName(event.at)} is taken by ${nameOf(ctx, occupant.id)}`)
    const next = setPlayer(state, index, { at: event.at })
    const moved = playersMoved(ctx, next, step)
    if (moved > step.limit) {
      return violation(ctx, "Solid Defence", `Solid Defence lets ${teamName(ctx, step.team)} set up again ${step.limit} players (D3+${ctx.variant.kickOff.extraPlayers}); ${nameOf(ctx, event.player)} would be player ${moved}`)
    }
    return consumed(next)
  }
}
