import type { MatchEvent } from "@sidelines/schema"
import { barricadeBetween, isGingerbreadHouse, isObstacle } from "../model/features.js"
import { hasSkill } from "../model/match.js"
import { distance, isAdjacent, squareName } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { opposed, sameSide } from "../core/variant/variant.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, playerOn, schedule, violation } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import { isMarked, opponentsIn } from "../core/tackle-zones.js"
import { isRooted } from "../skills/take-root.js"

/**
 * Raiding Party (Ivar Eriksson): once a drive, as he begins his activation, an Open player of his
 * team within five squares moves one square, ignoring tackle zones, to a square where he marks an
 * opponent. FFB (christerk/ffb `RaidingParty`, `canMoveOpenTeamMate`; `StepRaidingParty`) offers
 * it with the action's first choices; the player must stand with his tackle zones, not rooted,
 * not marked, within five squares (Ivar himself too), and the square must be empty and next to an
 * opponent. The player is moved, the ball with him; a ball lying in that square is picked up as
 * after any move (a failed pick-up is a turnover). Then Ivar's action goes on.
 *
 * In the log: `SkillUsed` `{ player: <Ivar>, skill: "Raiding Party", target: <team-mate>, at:
 * <square> }` in his activation before he moves or acts. No dice: no dodge, no rush. Marked
 * `"<id>:Raiding Party (drive 2)"` in `specialRulesUsed`.
 */
export const RAIDING_PARTY = "Raiding Party"

type SkillUsedEvent = Extract<MatchEvent, { _tag: "SkillUsed" }>

export const isRaidingParty = (event: SkillUsedEvent): boolean => event.skill.toLowerCase() === RAIDING_PARTY.toLowerCase()

const drive = (state: MatchState) => `drive ${state.drive}`

export const useRaidingParty = (ctx: Ctx, state: MatchState, step: ActivationStep, event: SkillUsedEvent): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, RAIDING_PARTY, `${who} is acting, not ${nameOf(ctx, event.player)}`)
  const index = playerIndex(ctx, step.player)
  if (!hasSkill(ctx.match, state, index, RAIDING_PARTY) || specialRuleUsed(ctx, state, step.player, RAIDING_PARTY, drive(state))) {
    return violation(ctx, RAIDING_PARTY, `${who} has no unused Raiding Party (once a drive)`)
  }
  if (step.moved > 0 || step.acted || step.stoodUp !== undefined) return violation(ctx, RAIDING_PARTY, `Raiding Party is used as ${who} begins his activation, before he moves or acts`)
  if (event.target === undefined || event.at === undefined) return violation(ctx, RAIDING_PARTY, "Raiding Party names the team-mate (target) and the square he moves to (at)")
  const me = state.players[index]!
  const mateIndex = ctx.match.playerIndex.get(event.target)
  const mate = mateIndex === undefined ? undefined : state.players[mateIndex]
  if (mate === undefined || !sameSide(ctx.variant, mate.team, me.team)) return violation(ctx, RAIDING_PARTY, `${event.target} is not a player of ${who}'s team`)
  const them = nameOf(ctx, mate.id)
  if (me.at === null || mate.at === null || distance(me.at, mate.at) > 5) return violation(ctx, RAIDING_PARTY, `${them} is not on the pitch within five squares of ${who}`)
  if (mate.posture !== "standing" || mate.lostTackleZones || isRooted(mate)) return violation(ctx, RAIDING_PARTY, `${them} must be standing with his tackle zones, not rooted, to mark an opponent after the move`)
  const opponents = opponentsIn(ctx.variant)
  if (isMarked(state, mate, opponents)) return violation(ctx, RAIDING_PARTY, `${them} is marked: only an Open player may move`)
  const to = event.at
  // Our reading for Gutter Bowl (FFB has no barricades): the one square is never over a barricade.
  const { pitch } = ctx.variant
  if (!isAdjacent(mate.at, to) || !pitch.contains(to) || playerOn(state, to) !== undefined || isObstacle(pitch, to) || isGingerbreadHouse(pitch, to) || barricadeBetween(pitch, mate.at, to)) {
    return violation(ctx, RAIDING_PARTY, `${them} moves to an empty square of the pitch next to him; ${squareName(to)} is not`)
  }
  const marks = state.players.some((other) => other.at !== null && opposed(ctx.variant, other.team, mate.team) && isAdjacent(other.at, to))
  if (!marks) return violation(ctx, RAIDING_PARTY, `${them} must end the move marking an opponent; none is next to ${squareName(to)}`)
  note(ctx, `special rule: Raiding Party (once a drive): ${who} sends ${them} from ${squareName(mate.at)} to ${squareName(to)}, ignoring tackle zones`)
  // The move is one square as any other ends: the ball goes with him, a ball lying there is picked up.
  return consumed(schedule(markSpecialRuleUsed(ctx, state, step.player, RAIDING_PARTY, drive(state)), { _tag: "Arrive", player: mate.id, to }))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    isRaidingParty: typeof isRaidingParty
    useRaidingParty: typeof useRaidingParty
  }
}
