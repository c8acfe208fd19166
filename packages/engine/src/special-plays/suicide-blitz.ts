import { holdsBall } from "../model/balls.js"
import { withGained, withPlayers } from "../model/state.js"
import { done, nameOf, note, replaceTop, schedule, type StepHandler, teamOf, violation } from "../core/context.js"
import type { BlitzTurnStep } from "../core/kick-off-events/blitz.js"
import { tackleZonesOn, opponentsIn } from "../core/tackle-zones.js"
import { teamTurnStep, type TeamTurnStep } from "../core/turn.js"
import { type CardPlay, withGain } from "./helpers.js"

/**
 * Suicide Blitz (Heroic Feats), played by the kicking team in the Start of Drive sequence once the
 * kick-off is resolved, before the receivers' first turn, on one of its Open players (Standing,
 * marked by nobody) not holding the ball: that player may make one Blitz activation as in a team
 * turn, with the No Hands trait for it. Folded as a bonus team turn for that player alone (the
 * Blitz! kick-off result's `BlitzTurn`, core/kick-off-events/blitz.ts): `ActionDeclared` `blitz` with
 * its target, or `TurnEnded` not to; a fall ends it as a turnover ends a team turn.
 * Facts: BBBase special_plays_card_pack.md. Our readings: as in the Blitz! bonus turn (FFB), no
 * team re-roll may be used; No Hands lapses as the bonus turn ends (`SuicideBlitzOver`).
 */
const SUICIDE_BLITZ = "suicide-blitz"

export interface SuicideBlitzOverStep {
  readonly _tag: "SuicideBlitzOver"
  readonly player: string
}

export const playSuicideBlitz: CardPlay = (ctx, state, team, event) => {
  const index = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
  const player = index === undefined ? undefined : state.players[index]
  if (player === undefined || player.team !== team) return violation(ctx, "Suicide Blitz", `Suicide Blitz is played on one of ${teamOf(ctx, team).name}'s players`)
  const open = player.at !== null && player.posture === "standing" && tackleZonesOn(state, team, player.at, opponentsIn(ctx.variant)).length === 0
  if (!open) return violation(ctx, "Suicide Blitz", `${nameOf(ctx, player.id)} is not Open (Standing on the pitch, marked by nobody)`)
  if (holdsBall(state, player.id)) return violation(ctx, "Suicide Blitz", `${nameOf(ctx, player.id)} holds the ball; Suicide Blitz is for a player without it`)
  note(ctx, `${teamOf(ctx, team).name} play Suicide Blitz: ${nameOf(ctx, player.id)} may Blitz now, with No Hands for it`)
  const blitzer = withGain(state, index!, { source: "Suicide Blitz", until: "drive", skills: ["No Hands"], tag: SUICIDE_BLITZ })
  const turn: BlitzTurnStep = { _tag: "BlitzTurn", team, open: [player.id], throwTeamMateUsed: false, why: `Suicide Blitz was played on ${nameOf(ctx, player.id)} alone` }
  const bonus: TeamTurnStep = teamTurnStep(team, "start", { kind: "Suicide Blitz", activationsLeft: 1, actions: ["blitz"] })
  return done(schedule(blitzer, turn, bonus, { _tag: "SuicideBlitzOver", player: player.id }))
}

/** The Suicide Blitz is over: the player's No Hands from the card lapses. */
export const suicideBlitzOverHandler: StepHandler<SuicideBlitzOverStep> = {
  expects: () => ({ kind: "nothing", about: "the Suicide Blitz is over" }),
  auto: (ctx, state, step) => {
    const index = ctx.match.playerIndex.get(step.player)!
    const p = state.players[index]!
    const kept = p.gained?.filter((gain) => gain.tag !== SUICIDE_BLITZ)
    note(ctx, `Suicide Blitz is over: ${nameOf(ctx, step.player)} no longer has No Hands`)
    const players = state.players.slice()
    players[index] = withGained(p, kept === undefined || kept.length === 0 ? undefined : kept)
    return done(replaceTop(withPlayers(state, players)))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/suicide-blitz": SuicideBlitzOverStep
  }
}
