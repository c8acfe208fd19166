// Kick-off result 9, Quick Snap: some Open receiving players each move one square.
import { isAdjacent, squareName } from "../../model/square.js"
import type { MatchState } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  type Fold,
  nameOf,
  passOn,
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
import { type KickOffEffect, receivingTeamOf, openPlayers, whyNotOpen, teamName, effect, rollOpenPlayers } from "./kick-off-result.js"

/** Quick Snap: a D3, then up to D3+3 Open receiving players (D3+1 in Sevens) each move one square. */
export interface QuickSnapStep {
  readonly _tag: "QuickSnap"
  readonly team: number
  readonly stage: "roll" | "move" | "done"
  readonly limit: number
  readonly open: ReadonlyArray<string>
  readonly moved: ReadonlyArray<string>
}

export const quickSnap = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = receivingTeamOf(ctx, state)
  return effect(state, { _tag: "QuickSnap", team, stage: "roll", limit: 0, open: openPlayers(state, team, opponentsIn(ctx.variant)), moved: [] })
}

export const quickSnapHandler: StepHandler<QuickSnapStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d3", for: "quick-snap", player: null }
      : { kind: "decision", team: step.team, events: step.stage === "move" ? ["PlayerMoved", "SetupEnded"] : ["SetupEnded"], about: `Quick Snap: move up to ${step.limit} Open players one square` },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      const rolled = rollOpenPlayers(ctx, event, "quick-snap", "Quick Snap", (limit) => `${teamName(ctx, step.team)} may move up to ${limit} Open players one square (${step.open.length} are Open)`)
      if (rolled._tag === "Failure") return propagate(rolled)
      return consumed(updateTop(state, { ...step, stage: step.open.length === 0 ? "done" : "move", limit: rolled.success }))
    }
    if (event._tag === "SetupEnded") {
      if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Quick Snap", `${teamName(ctx, step.team)} are moving for the Quick Snap, not ${event.team}`)
      return consumed(pop(state))
    }
    if (event._tag !== "PlayerMoved") {
      // Every player that could move has: the Quick Snap is over even without SetupEnded.
      if (step.stage === "done") return passOn(pop(state))
      return violation(ctx, "Quick Snap", `${teamName(ctx, step.team)} move Open players (PlayerMoved) and end with SetupEnded; ${event._tag} cannot happen now`)
    }
    const index = playerIndex(ctx, event.player)
    const player = state.players[index]!
    const who = nameOf(ctx, event.player)
    if (player.team !== step.team) return violation(ctx, "Quick Snap", `Quick Snap moves players of ${teamName(ctx, step.team)}; ${who} is not one`)
    if (step.moved.includes(event.player)) return violation(ctx, "Quick Snap", `${who} has already moved their one square`)
    if (!step.open.includes(event.player)) return violation(ctx, "Quick Snap", `only Open players may move; ${whyNotOpen(ctx, state, player)}`)
    if (step.moved.length >= step.limit) return violation(ctx, "Quick Snap", `Quick Snap moves at most ${step.limit} players (D3+${ctx.variant.kickOff.extraPlayers}); ${who} would be player ${step.moved.length + 1}`)
    if (event.jump === true || !isAdjacent(player.at!, event.to)) {
      return violation(ctx, "Quick Snap", `each player moves one square; ${squareName(event.to)} is not next to ${who} on ${squareName(player.at!)}`)
    }
    if (!ctx.variant.pitch.contains(event.to)) return violation(ctx, "Quick Snap", `${squareName(event.to)} is not on the pitch`)
    const occupant = playerOn(state, event.to)
    if (occupant !== undefined) return violation(ctx, "Quick Snap", `${squareName(event.to)} is occupied by ${nameOf(ctx, occupant.id)}`)
    const moved = [...step.moved, event.player]
    const left = step.open.filter((id) => !moved.includes(id)).length
    const stage = moved.length === step.limit || left === 0 ? "done" : "move"
    return consumed(updateTop(setPlayer(state, index, { at: event.to }), { ...step, moved, stage }))
  }
}
