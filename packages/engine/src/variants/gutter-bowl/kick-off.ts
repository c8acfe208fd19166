import type { Action } from "@sidelines/schema"
import { sameSquare, squareName, type Square } from "../../model/square.js"
import type { MatchState } from "../../model/state.js"
import { barricadeBetween, isObstacle, isSewerPit } from "../../model/features.js"
import { type Ctx, type Fold, nameOf, note, setPlayer, unsupported } from "../../rules/context.js"
import { LOOSE_DOGS, STICKY_SLUDGE, SWARM_OF_RATS, THIS_ROUND_IS_ON_US } from "../../rules/effects.js"
import { effect, type KickOffEffect, openPlayers, receivingTeamOf, teamName } from "../../rules/kick-off-events.js"
import { receiveLesserPotion } from "../../rules/magic-potions.js"
import { opponentsIn } from "../../rules/tackle-zones.js"
import type { TeamTurnStep } from "../../rules/turn.js"
import type { KickOffResult } from "../../variant/variant.js"

/**
 * Gutter Bowl's own kick-off results (the street and sewer tables, tables.ts), registered as the
 * variant's `kickOffResults`; Changing Weather is Blood Bowl's (rules/kick-off-events.ts). The
 * drive-long ones are recorded in `kickOffEffects` and read where they bite (rules/effects.ts).
 */

/** Within two squares of a sewer pit square (Chebyshev distance 1 or 2). */
const nearSewerPit = (ctx: Ctx, at: Square): boolean => {
  const { pitch } = ctx.variant
  for (let dx = -2; dx <= 2; dx++) {
    for (let dy = -2; dy <= 2; dy++) {
      const square: Square = [at[0] + dx, at[1] + dy]
      if (pitch.contains(square) && isSewerPit(pitch, square)) return true
    }
  }
  return false
}

/** 'Fresh' Sewage: every standing player within two squares of a sewer pit is Placed Prone. No dice. */
export const freshSewage = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  let next = state
  const hit: Array<string> = []
  state.players.forEach((player, index) => {
    if (player.at === null || player.posture !== "standing" || !nearSewerPit(ctx, player.at)) return
    hit.push(player.id)
    next = setPlayer(next, index, { posture: "prone" })
  })
  note(ctx, hit.length === 0
    ? "'Fresh' Sewage: nobody stands within two squares of a sewer pit"
    : `'Fresh' Sewage: ${hit.map((id) => nameOf(ctx, id)).join(", ")} ${hit.length === 1 ? "is" : "are"} Placed Prone`)
  return effect(next)
}

/** Get Ready, Lads!: every Open player of the receiving team may move one square (Quick Snap without the D3 limit). */
export const getReadyLads = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = receivingTeamOf(ctx, state)
  const open = openPlayers(state, team, opponentsIn(ctx.variant))
  note(ctx, `Get Ready, Lads!: each of ${teamName(ctx, team)}'s ${open.length} Open players may move one square`)
  return effect(state, { _tag: "QuickSnap", team, stage: open.length === 0 ? "done" : "move", limit: open.length, open, moved: [] })
}

/**
 * Sticky Sludge: for the drive, +1 to pick up the ball and no Pass action by the player holding
 * it (both read `kickOffEffects`, where the result is recorded until the drive ends).
 */
export const stickySludge = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "Sticky Sludge: until the end of the drive, +1 to pick up the ball, and whoever holds it may not pass")
  return effect(state)
}

/**
 * Loose Dogs: for the drive, neither team may use a team re-roll on a pick-up or during a Block
 * action (both read `kickOffEffects`: the pick-up test in rules/movement.ts, the block dice in
 * rules/block.ts). Our reading: "when making a Block action" is the Block action, not a Blitz.
 */
export const looseDogs = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "Loose Dogs: until the end of the drive, no team re-rolls for picking up the ball or in a Block action")
  return effect(state)
}

/**
 * Swarm of Rats (sewer, 12): for the drive, whoever finishes an activation standing next to a wall
 * rolls a D6 and Falls Over on a 1 (recorded in `kickOffEffects`; the roll is due as the activation
 * ends, rules/activation.ts).
 */
export const swarmOfRats = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "Swarm of Rats: until the end of the drive, a player finishing their activation next to a wall rolls a D6 and Falls Over on a 1")
  return effect(state)
}

/**
 * This Round Is On Us! (street): for the drive, a player who is KO'd rolls a D6 at once
 * (`this-round-is-on-us`); 4+ they go to the reserves instead. The injury code asks
 * (`tavernRollDue`) and puts a ThisRoundIsOnUs step where the KO would take effect.
 */
export const thisRoundIsOnUs = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "This Round Is On Us!: until the end of the drive, a KO'd player goes to the reserves instead on a D6 4+")
  return effect(state)
}

/** Quick Attack (street): one player of the kicking team may take a Block action before the first team turn (Blitz!'s bonus turn, one Block, no team re-rolls). */
export const QUICK_ATTACK_ACTIONS: ReadonlyArray<Action> = ["block"]

export const quickAttack = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const team = state.kickingTeam!
  const eligible = state.players
    .filter((player) => player.team === team && player.at !== null && player.posture === "standing" && !isSewerPitAt(ctx, player.at))
    .map((player) => player.id)
  if (eligible.length === 0) {
    note(ctx, `Quick Attack: ${teamName(ctx, team)} have no standing player to block with`)
    return effect(state)
  }
  note(ctx, `Quick Attack: one of ${teamName(ctx, team)}'s players may take a Block action before the first team turn`)
  const bonus: TeamTurnStep = { _tag: "TeamTurn", team, stage: "start", bonus: { kind: "Quick Attack", activationsLeft: 1, actions: QUICK_ATTACK_ACTIONS } }
  return effect(state, { _tag: "BlitzTurn", team, open: eligible, throwTeamMateUsed: false }, bonus)
}

const isSewerPitAt = (ctx: Ctx, at: Square): boolean => isSewerPit(ctx.variant.pitch, at)

/**
 * Sudden Stink (sewer): every player set up on a line of scrimmage is pushed one square straight
 * back towards their own end zone; a player already on that square is pushed back in turn, and so
 * on. No dice. A chain that would end on a pit, off the pitch or across a barricade stops as
 * Unsupported (our layout leaves the squares behind the lines open).
 */
export const suddenStink = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const { pitch } = ctx.variant
  let next = state
  const moved: Array<string> = []
  for (let team = 0; team < state.teams.length; team++) {
    for (const lineman of state.players) {
      if (lineman.team !== team || lineman.at === null || !pitch.isLineOfScrimmage(team, lineman.at)) continue
      const [x, y] = lineman.at
      const back = pitch.isOwnHalf(team, [x - 1, y]) && !pitch.isLineOfScrimmage(team, [x - 1, y]) ? -1 : 1
      const chain: Array<Square> = [[x, y]]
      const occupied = (square: Square) => next.players.some((player) => player.at !== null && sameSquare(player.at, square))
      for (;;) {
        const last = chain.at(-1)!
        const behind: Square = [last[0] + back, last[1]]
        if (!pitch.contains(behind) || isObstacle(pitch, behind) || barricadeBetween(pitch, last, behind)) {
          return unsupported(ctx, "Sudden Stink chain blocked", `Sudden Stink pushes the players behind ${squareName(lineman.at)} into something that is not a free square (${squareName(behind)}); this engine does not fold that yet`)
        }
        if (!occupied(behind)) break
        chain.push(behind)
      }
      // Move from the back of the chain so no two players share a square.
      for (const square of [...chain].reverse()) {
        const index = next.players.findIndex((player) => player.at !== null && sameSquare(player.at, square))
        const player = next.players[index]!
        next = setPlayer(next, index, { at: [square[0] + back, square[1]] })
        moved.push(player.id)
      }
    }
  }
  note(ctx, moved.length === 0 ? "Sudden Stink: nobody is on a line of scrimmage" : `Sudden Stink: ${moved.map((id) => nameOf(ctx, id)).join(", ")} ${moved.length === 1 ? "is" : "are"} pushed back`)
  return effect(next)
}

/**
 * Black Market Dealer (Gutter Bowl, both tables): each team receives a free Lesser Magic Potion,
 * which its coach may give at the start of a later drive like any other (rules/magic-potions.ts).
 */
export const blackMarketDealer = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "Black Market Dealer: each team receives a free Lesser Magic Potion, to give at the start of a drive")
  return effect(receiveLesserPotion(ctx, state))
}


/** Gutter Bowl's kick-off results by row id, for `hooks.kickOffResults`. */
export const gutterKickOffResults: Readonly<Record<string, KickOffResult>> = {
  "fresh-sewage": freshSewage,
  "get-ready-lads": getReadyLads,
  [STICKY_SLUDGE]: stickySludge,
  [LOOSE_DOGS]: looseDogs,
  [THIS_ROUND_IS_ON_US]: thisRoundIsOnUs,
  "quick-attack": quickAttack,
  "sudden-stink": suddenStink,
  "black-market-dealer": blackMarketDealer,
  [SWARM_OF_RATS]: swarmOfRats
}
