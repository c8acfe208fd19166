// Kick-off result 5, High Kick: an Open receiving player may stand where the ball will land.
import { sameSquare, squareName } from "../../model/square.js"
import type { MatchState } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  type Fold,
  nameOf,
  note,
  passOn,
  playerIndex,
  playerOn,
  pop,
  setPlayer,
  type StepHandler,
  updateTop,
  violation
} from "../context.js"
import { opponentsIn } from "../tackle-zones.js"
import { type KickOffEffect, receivingTeamOf, isOpen, openPlayers, whyNotOpen, teamName, landsInReceivingHalf, effect } from "./kick-off-result.js"

/** High Kick: one Open receiving player may be placed where the ball will land. */
export interface HighKickStep {
  readonly _tag: "HighKick"
  readonly team: number
  readonly stage: "choose" | "placed"
}

/**
 * One Open player of the receiving team may be placed in the square the ball will land in. As
 * in FFB, only when the ball will land in the receiving half (not a touchback) on an empty square.
 */
export const highKick = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = receivingTeamOf(ctx, state)
  const at = state.ball.at
  if (!landsInReceivingHalf(ctx, state)) {
    note(ctx, `High Kick: the ball will not land in ${teamName(ctx, team)}'s half, so no player can be moved under it`)
    return effect(state)
  }
  const under = playerOn(state, at!)
  if (under !== undefined) {
    note(ctx, `High Kick: ${nameOf(ctx, under.id)} already stands where the ball will land`)
    return effect(state)
  }
  if (openPlayers(state, team, opponentsIn(ctx.variant)).length === 0) {
    note(ctx, `High Kick: ${teamName(ctx, team)} have no Open player to move under the ball`)
    return effect(state)
  }
  return effect(state, { _tag: "HighKick", team, stage: "choose" })
}

export const highKickHandler: StepHandler<HighKickStep> = {
  expects: (step) => ({
    kind: "decision",
    team: step.team,
    events: step.stage === "choose" ? ["PlayerPlaced", "SetupEnded"] : ["SetupEnded"],
    about: step.stage === "choose" ? "High Kick: place an Open player where the ball will land (optional)" : "High Kick: done"
  }),
  on: (ctx, state, step, event) => {
    if (event._tag === "SetupEnded" && ctx.match.teamIndex.get(event.team) === step.team) return consumed(pop(state))
    if (event._tag !== "PlayerPlaced") return passOn(pop(state)) // the coach did not use it
    if (step.stage === "placed") return violation(ctx, "High Kick", "High Kick moves one player only")
    const index = playerIndex(ctx, event.player)
    const player = state.players[index]!
    if (player.team !== step.team) return violation(ctx, "High Kick", `High Kick moves a player of ${teamName(ctx, step.team)}; ${nameOf(ctx, event.player)} is not one`)
    if (!isOpen(state, player, opponentsIn(ctx.variant))) return violation(ctx, "High Kick", `only an Open player may be moved; ${whyNotOpen(ctx, state, player)}`)
    if (event.at === null || !sameSquare(event.at, state.ball.at)) {
      return violation(ctx, "High Kick", `the player is placed in the square the ball will land in, ${squareName(state.ball.at!)}${event.at === null ? "" : `, not ${squareName(event.at)}`}`)
    }
    note(ctx, `High Kick: ${nameOf(ctx, event.player)} moves from ${squareName(player.at!)} to ${squareName(event.at)}, under the ball`)
    return consumed(updateTop(setPlayer(state, index, { at: event.at }), { ...step, stage: "placed" }))
  }
}
