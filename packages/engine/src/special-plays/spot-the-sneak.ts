import type { Square } from "@sidelines/schema"
import { sameSquare, squareName } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { consumed, type Ctx, done, expectRoll, judge, nameOf, note, passOn, playerOn, pop, propagate, schedule, setPlayer, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { trapdoorSquares } from "../core/trapdoor.js"
import { type CardPlay, mark, ownPlayer } from "./helpers.js"

/**
 * Spot the Sneak (Dirty Tricks), played at the start of one of the team's turns, before anyone is
 * activated, on one of its players in the Reserves: a D6 (`special-play`, that `player`); on a 5+
 * the coach may set them up in one of the pitch's Trapdoor squares (`PlayerPlaced`), however many
 * players the team has on the pitch already. If they are, they are Sent-off when the drive ends
 * (no argument, no bribe: the card says "automatically").
 * Facts: BBBase special_plays_card_pack.md. Our readings: the Trapdoor squares are those printed on
 * the pitch (core/trapdoor.ts `trapdoorSquares`: Blood Bowl's two, open or not; on a pitch with
 * none the card is refused, as it could never take effect) and must be empty; setting up is not
 * entering a square, so no trapdoor roll; the player may be activated this turn; going on without
 * a `PlayerPlaced` lets the "may" pass; a sneak KO'd by then is sent off all the same (no recovery
 * roll), one who is a casualty stays one.
 */
export const SPOT_THE_SNEAK = "spot-the-sneak"
/** The drive's marker of a player who came on through a trapdoor (kick-off effects are cleared as the next drive starts). */
const SNEAK_MARK = `special-play:${SPOT_THE_SNEAK}:`

export interface SpotTheSneakStep {
  readonly _tag: "SpotTheSneak"
  readonly team: number
  readonly player: string
  readonly stage: "roll" | "place"
}

const freeTrapdoors = (ctx: Ctx, state: MatchState): ReadonlyArray<Square> => trapdoorSquares(ctx).filter((square) => playerOn(state, square) === undefined)

export const playSpotTheSneak: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Spot the Sneak", index)
  if (state.players[index]!.box !== "reserves") return violation(ctx, "Spot the Sneak", `${nameOf(ctx, event.player!)} is not in the Reserves box; Spot the Sneak sends on a player from there`)
  if (trapdoorSquares(ctx).length === 0) return violation(ctx, "Spot the Sneak", "this pitch has no Trapdoor square to set a player up in")
  note(ctx, `${teamOf(ctx, team).name} play Spot the Sneak: on a 5+ ${nameOf(ctx, event.player!)} may come on in a Trapdoor square`)
  return done(schedule(state, { _tag: "SpotTheSneak", team, player: event.player!, stage: "roll" }))
}

export const spotTheSneakHandler: StepHandler<SpotTheSneakStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d6", for: "special-play", player: step.player }
      : { kind: "decision", team: step.team, events: ["PlayerPlaced"], about: `Spot the Sneak: set ${step.player} up in an empty Trapdoor square, or go on` },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      const rolled = expectRoll(ctx, event, "d6", "special-play", step.player, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const free = freeTrapdoors(ctx, state)
      const comes = face >= 5 && free.length > 0
      judge(ctx, {
        rule: "Spot the Sneak",
        player: step.player,
        roll: rolled.success,
        target: 5,
        total: face,
        success: face >= 5,
        needed: 5,
        result: face < 5 ? `${nameOf(ctx, step.player)} stays in the Reserves` : comes ? `${nameOf(ctx, step.player)} may come on in ${free.map(squareName).join(" or ")}` : "every Trapdoor square is taken: nowhere to come on"
      })
      return consumed(comes ? updateTop(state, { ...step, stage: "place" }) : pop(state))
    }
    // Anything else: the coach lets the "may" pass.
    if (event._tag !== "PlayerPlaced") return passOn(pop(state))
    const at = event.at
    if (event.player !== step.player || at === null || !freeTrapdoors(ctx, state).some((square) => sameSquare(square, at))) {
      return violation(ctx, "Spot the Sneak", `${nameOf(ctx, step.player)} comes on in an empty Trapdoor square (${freeTrapdoors(ctx, state).map(squareName).join(", ")})`)
    }
    note(ctx, `Spot the Sneak: ${nameOf(ctx, step.player)} pops up through the trapdoor on ${squareName(at)}; sent off when the drive ends`)
    const index = ctx.match.playerIndex.get(step.player)!
    const placed = setPlayer(state, index, { at, box: null, posture: "standing", hasActed: false })
    return consumed(pop(mark(placed, `${SNEAK_MARK}${step.player}`)))
  }
}

/** As the drive ends: a sneak still in the match (on the pitch, in the Reserves or KO'd) is Sent-off. */
export const sneaksSentOff = (ctx: Ctx, state: MatchState): MatchState => {
  let next = state
  for (const effect of state.kickOffEffects) {
    if (!effect.startsWith(SNEAK_MARK)) continue
    const index = ctx.match.playerIndex.get(effect.slice(SNEAK_MARK.length))!
    const player = next.players[index]!
    // Still in the match: on the pitch, in the Reserves or Knocked-out (no recovery roll then).
    if (player.box !== null && player.box !== "reserves" && player.box !== "ko") continue
    note(ctx, `Spot the Sneak: the drive is over, and ${nameOf(ctx, player.id)} is Sent-off`)
    next = setPlayer(next, index, { at: null, box: "sent-off", posture: "standing", justStunned: false })
  }
  return next
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/spot-the-sneak": SpotTheSneakStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    sneaksSentOff: typeof sneaksSentOff
  }
}
