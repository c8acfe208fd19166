import type { Action, RollPurpose } from "@sidelines/schema"
import { sameSquare, squareName, type Square } from "../../model/square.js"
import { type MatchState, withPlayer, withState } from "../../model/state.js"
import { barricadeBetween, isObstacle, isSewerPit } from "../../model/features.js"
import {
  consumed,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  judge,
  nameOf,
  note,
  playerIndex,
  pop,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler,
  unsupported,
  updateTop,
  violation
} from "../../core/context.js"
import { LOOSE_DOGS, STICKY_SLUDGE, SWARM_OF_RATS, tavernRollDue, THIS_ROUND_IS_ON_US, washingLine } from "../../core/effects.js"
import { contestExpects, contestRoll, fanFactor, gainDriveReroll, lowestTotals } from "../../core/kick-off-events/contests.js"
import { effect, expectDraw, type KickOffEffect, onPitch, openPlayers, receivingTeamOf, stun, teamName } from "../../core/kick-off-events/kick-off-result.js"
import { leaderRerollKept } from "../../skills/leader.js"
import { receiveLesserPotion } from "../../inducements/other/magic-potions.js"
import { opponentsIn } from "../../core/tackle-zones.js"
import type { InjuryCause, Modifier } from "../../model/outcome.js"
import type { Step } from "../../model/step.js"
import { teamTurnStep, type TeamTurnStep } from "../../core/turn.js"
import type { KickOffResult, VariantStep } from "../../core/variant/variant.js"
import { type VariantStepKind, variantStepKind } from "../../core/variant/variant-step.js"

/**
 * Gutter Bowl's own kick-off results (the street and sewer tables, tables.ts), registered as the
 * variant's `kickOffResults`; Changing Weather is Blood Bowl's (core/kick-off-events/changing-weather.ts). The
 * drive-long ones are recorded in `kickOffEffects` and read where they bite (core/effects.ts).
 */

// ---- the contests: Cheering Fans (Gutter Bowl's), Bats!, Furious Neighbour, Tentacled Terror ----

type VictimContest = "bats" | "furious-neighbour" | "tentacled-terror"
type Contest = "cheering-fans-reroll" | VictimContest

/** Each coach rolls a D6 and, for some, adds their fan factor (the shared `contestRoll`, core/kick-off-events/contests.ts); `totals[team]` is null until that team has rolled. */
interface GutterContestStep {
  readonly contest: Contest
  readonly totals: ReadonlyArray<number | null>
}

/**
 * Gutter Bowl's Bats!, Furious Neighbour and Tentacled Terror: each losing team of the contest
 * draws one of its players on the pitch at random, who is Stunned, KO'd or taken as a Casualty.
 */
export interface KickOffVictimStep {
  readonly contest: VictimContest
  /** The teams still to draw their player. */
  readonly drawing: ReadonlyArray<number>
}

const CONTEST_NAMES: Record<Contest, string> = {
  "cheering-fans-reroll": "Cheering Fans",
  bats: "Bats!",
  "furious-neighbour": "Furious Neighbour",
  "tentacled-terror": "Tentacled Terror"
}

/** The roll purpose of each contest's D6 (Gutter Bowl's Cheering Fans rolls as `cheering-fans`). */
const CONTEST_PURPOSE: Record<Contest, RollPurpose> = {
  "cheering-fans-reroll": "cheering-fans",
  bats: "bats",
  "furious-neighbour": "furious-neighbour",
  "tentacled-terror": "tentacled-terror"
}

const contestModifiers = (ctx: Ctx, state: MatchState, contest: Contest, team: number): ReadonlyArray<Modifier> =>
  contest === "bats" || contest === "tentacled-terror"
    ? []
    : fanFactor(ctx, state, team)

const contest = (contest: Contest) => (_ctx: Ctx, state: MatchState): Fold<KickOffEffect> =>
  effect(state, KICK_OFF_CONTEST.step({ contest, totals: state.teams.map(() => null) }))

/** Cheering Fans (Gutter Bowl): each coach D6 + fan factor; the highest (no one on a tie) gains a team re-roll for the drive, lost if unused. */
export const gutterCheeringFans = contest("cheering-fans-reroll")
/** Bats!: each coach a D6; the lowest draws one of their players on the pitch, who is Placed Prone and Stunned. */
export const bats = contest("bats")
/** Furious Neighbour: each coach D6 + fan factor; the lowest draws one of their players on the pitch, who is KO'd. */
export const furiousNeighbour = contest("furious-neighbour")
/** Tentacled Terror: each coach a D6; the lowest draws one of their players on the pitch, who is a Casualty (casualty roll). */
export const tentacledTerror = contest("tentacled-terror")

const resolveContest = (ctx: Ctx, state: MatchState, step: GutterContestStep, totals: ReadonlyArray<number>): MatchState => {
  const name = CONTEST_NAMES[step.contest]
  switch (step.contest) {
    case "cheering-fans-reroll":
      return gainDriveReroll(ctx, state, name, totals)
    case "bats":
    case "furious-neighbour":
    case "tentacled-terror": {
      // "The coach that rolls lowest": on a tie both coaches have rolled lowest (as for Officious Ref).
      const losers = lowestTotals(totals)
      const drawing = losers.filter((team) => state.players.some((player) => player.team === team && onPitch(player)))
      note(ctx, `${name}: ${losers.map((team) => teamName(ctx, team)).join(" and ")} ${losers.length > 1 ? "tie for" : "have"} the lowest total; one of their players on the pitch is drawn at random`)
      return drawing.length === 0 ? pop(state) : replaceTop(state, KICK_OFF_VICTIM.step({ contest: step.contest, drawing }))
    }
  }
}

const KICK_OFF_CONTEST: VariantStepKind<GutterContestStep> = variantStepKind("kick-off-contest", {
  expects: (step) => contestExpects(CONTEST_PURPOSE[step.contest], step.totals),
  on: (ctx, state, step, event) =>
    contestRoll(ctx, state, event, { name: CONTEST_NAMES[step.contest], purpose: CONTEST_PURPOSE[step.contest], modifiers: (team) => contestModifiers(ctx, state, step.contest, team) }, step.totals, {
      rolled: (totals) => updateTop(state, KICK_OFF_CONTEST.step({ ...step, totals })),
      resolve: (totals) => resolveContest(ctx, state, step, totals)
    })
})

const KICK_OFF_VICTIM: VariantStepKind<KickOffVictimStep> = variantStepKind("kick-off-victim", {
  expects: (step) => ({ kind: "decision", team: null, events: ["PlayerDrawn"], about: `${CONTEST_NAMES[step.contest]}: draw a player at random` }),
  on: (ctx, state, step, event) => {
    const name = CONTEST_NAMES[step.contest]
    const drawn = expectDraw(ctx, event, CONTEST_PURPOSE[step.contest], name)
    if (drawn._tag === "Failure") return propagate(drawn)
    const player = state.players[playerIndex(ctx, drawn.success.player)]!
    if (!step.drawing.includes(player.team)) return violation(ctx, name, `${teamName(ctx, player.team)} do not draw a player for ${name}`)
    if (!onPitch(player)) return violation(ctx, name, `the player is drawn from those on the pitch; ${nameOf(ctx, player.id)} is not on it`)
    const drawing = step.drawing.filter((team) => team !== player.team)
    const rest: ReadonlyArray<Step> = drawing.length > 0 ? [KICK_OFF_VICTIM.step({ ...step, drawing })] : []
    switch (step.contest) {
      case "bats":
        note(ctx, `Bats!: ${nameOf(ctx, player.id)} is Placed Prone and Stunned`)
        return consumed(replaceTop(stun(ctx, state, player.id), ...rest))
      case "furious-neighbour":
        note(ctx, `Furious Neighbour: a flowerpot KOs ${nameOf(ctx, player.id)}`)
        return consumed(replaceTop(state, { _tag: "ApplyInjury", player: player.id, cause: "kick-off", by: null, result: "ko" }, ...rest))
      case "tentacled-terror":
        note(ctx, `Tentacled Terror: ${nameOf(ctx, player.id)} is dragged into the sewer, a Casualty`)
        return consumed(replaceTop(state, { _tag: "Casualty", player: player.id, cause: "kick-off", by: null, stage: "roll", row: null }, ...rest))
    }
  }
})

// ---- the results that act at once or for the drive ----

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
 * action (both read `kickOffEffects`: the pick-up test in core/movement.ts, the block dice in
 * core/block.ts). Our reading: "when making a Block action" is the Block action, not a Blitz.
 */
export const looseDogs = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "Loose Dogs: until the end of the drive, no team re-rolls for picking up the ball or in a Block action")
  return effect(state)
}

/**
 * Swarm of Rats (sewer, 12): for the drive, whoever finishes an activation standing next to a wall
 * rolls a D6 and Falls Over on a 1 (recorded in `kickOffEffects`; the roll is due as the activation
 * ends, core/activation.ts).
 */
export const swarmOfRats = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "Swarm of Rats: until the end of the drive, a player finishing their activation next to a wall rolls a D6 and Falls Over on a 1")
  return effect(state)
}

/**
 * This Round Is On Us! (street): for the drive, a player who is KO'd rolls a D6 at once
 * (`this-round-is-on-us`); 4+ they go to the reserves instead. Where a KO takes effect the
 * injury code asks the variant (`koStands` below, `tavernRollDue`) and puts this step first.
 */
export const thisRoundIsOnUs = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "This Round Is On Us!: until the end of the drive, a KO'd player goes to the reserves instead on a D6 4+")
  return effect(state)
}

/** Gutter Bowl's This Round Is On Us!: a player KO'd during the drive rolls a D6, 4+ to the reserves instead. */
export interface ThisRoundIsOnUsStep {
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
}

const THIS_ROUND_IS_ON_US_ROLL: VariantStepKind<ThisRoundIsOnUsStep> = variantStepKind(THIS_ROUND_IS_ON_US, {
  expects: (step) => ({ kind: "roll", die: "d6", for: "this-round-is-on-us", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "this-round-is-on-us", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const { success } = judge(ctx, { rule: "This Round Is On Us!", player: step.player, roll: rolled.success, target: 4, total: face, success: face >= 4, needed: 4, result: face >= 4 ? "to the reserves instead" : "KO'd" })
    if (success) note(ctx, `This Round Is On Us!: ${nameOf(ctx, step.player)} is KO'd but goes to the reserves`)
    return consumed(replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: success ? "reserves" : "ko" }))
  }
})

/** The rule point where a KO takes effect (`hooks.koStands`): with This Round Is On Us! in force, the player's D6 first. */
export const koStands = (state: MatchState, ko: { readonly player: string; readonly cause: InjuryCause; readonly by: string | null }): ReadonlyArray<Step> | undefined =>
  tavernRollDue(state) ? [THIS_ROUND_IS_ON_US_ROLL.step({ player: ko.player, cause: ko.cause, by: ko.by })] : undefined

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
  const bonus: TeamTurnStep = teamTurnStep(team, "start", { kind: "Quick Attack", activationsLeft: 1, actions: QUICK_ATTACK_ACTIONS })
  return effect(state, { _tag: "BlitzTurn", team, open: eligible, throwTeamMateUsed: false }, bonus)
}

const isSewerPitAt = (ctx: Ctx, at: Square): boolean => isSewerPit(ctx.variant.pitch, at)

/**
 * Sudden Stink (sewer): every player set up on a line of scrimmage is pushed one square straight
 * back towards their own end zone; a player already on that square is pushed back in turn, and so
 * on. No dice. Our readings (docs/variants/gutter-bowl.md): a chain whose last player would cross
 * a barricade (or meet a stall) stays where it is — nobody can take a square still held; a last
 * player pushed onto a sewer pit goes in (no tackle zone, as in any pit). Off the pitch would need
 * a chain of thirteen, which no team has: that stops as Unsupported.
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
      let blocked = false
      for (;;) {
        const last = chain.at(-1)!
        const behind: Square = [last[0] + back, last[1]]
        if (!pitch.contains(behind)) {
          return unsupported(ctx, "Sudden Stink chain blocked", `Sudden Stink pushes the players behind ${squareName(lineman.at)} off the pitch (${squareName(behind)}); this engine does not fold that`)
        }
        // A barricade or stall behind the last of the chain: they cannot go there, so nobody in the chain moves.
        if (barricadeBetween(pitch, last, behind) || (isObstacle(pitch, behind) && !isSewerPit(pitch, behind))) {
          blocked = true
          break
        }
        // A pit square is free at a kick-off (nobody sets up there): the last player goes in.
        if (!occupied(behind) || isSewerPit(pitch, behind)) break
        chain.push(behind)
      }
      if (blocked) {
        note(ctx, `Sudden Stink: the push behind ${squareName(chain.at(-1)!)} is stopped by a barricade or stall, so ${chain.map((square) => nameOf(ctx, next.players.find((player) => player.at !== null && sameSquare(player.at, square))!.id)).join(", ")} stay where they are`)
        continue
      }
      // Move from the back of the chain so no two players share a square.
      for (const square of [...chain].reverse()) {
        const index = next.players.findIndex((player) => player.at !== null && sameSquare(player.at, square))
        const player = next.players[index]!
        const to: Square = [square[0] + back, square[1]]
        // Pushed into a sewer pit: in it, with no tackle zone until they come out (core/turn.ts).
        next = setPlayer(next, index, isSewerPit(pitch, to) ? { at: to, lostTackleZones: true } : { at: to })
        if (isSewerPit(pitch, to)) note(ctx, `Sudden Stink: ${nameOf(ctx, player.id)} is pushed into the sewer pit at ${squareName(to)}`)
        moved.push(player.id)
      }
    }
  }
  note(ctx, moved.length === 0 ? "Sudden Stink: nobody is on a line of scrimmage" : `Sudden Stink: ${moved.map((id) => nameOf(ctx, id)).join(", ")} ${moved.length === 1 ? "is" : "are"} pushed back`)
  return effect(next)
}

/**
 * Black Market Dealer (Gutter Bowl, both tables): each team receives a free Lesser Magic Potion,
 * which its coach may give at the start of a later drive like any other (inducements/other/magic-potions.ts).
 */
export const blackMarketDealer = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "Black Market Dealer: each team receives a free Lesser Magic Potion, to give at the start of a drive")
  return effect(receiveLesserPotion(ctx, state))
}

// ---- Riot!, Falling Roof Tiles, Rogue Washing Line, The Guards Are Coming!: their own steps ----

/** Gutter Bowl's Riot!: a D6 for each player on the pitch; on a 6 the player is Placed Prone and Stunned. */
export interface RiotStep {
  /** The players on the pitch when Riot! was rolled who have not had their D6 yet, in header order. */
  readonly left: ReadonlyArray<string>
}

/** Gutter Bowl's Falling Roof Tiles: a D6 picks the wide zone, then an armour roll for each player in it. */
export interface FallingRoofTilesStep {
  /** `roll` waits for the D6; `settle` runs after the armour and injury rolls. */
  readonly stage: "roll" | "settle"
}

/**
 * Gutter Bowl's Rogue Washing Line and The Guards Are Coming!: each team draws one of its players
 * on the pitch at random (a team with nobody on the pitch draws no one). For the guards, each
 * drawn player then rolls a D6 (`arrest` names them), 1–2 arrested.
 */
export interface KickOffDrawStep {
  readonly result: "rogue-washing-line" | "the-guards-are-coming"
  /** The teams still to draw their player. */
  readonly drawing: ReadonlyArray<number>
  /** The Guards Are Coming!: the drawn player whose D6 is due. */
  readonly arrest: string | null
}

/** Riot!: a D6 for every player on the pitch, in header order; each 6 is Placed Prone and Stunned. */
export const riot = (_ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  const left = state.players.filter(onPitch).map((player) => player.id)
  return left.length === 0 ? effect(state) : effect(state, RIOT.step({ left }))
}

const RIOT: VariantStepKind<RiotStep> = variantStepKind("riot", {
  expects: (step) => ({ kind: "roll", die: "d6", for: "riot", player: step.left[0]! }),
  on: (ctx, state, step, event) => {
    const player = event._tag === "DiceRolled" && event.player !== undefined ? event.player : step.left[0]!
    if (!step.left.includes(player)) return violation(ctx, "Riot!", `${nameOf(ctx, player)} has no Riot! roll to make`)
    const rolled = expectRoll(ctx, event, "d6", "riot", player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const six = rolled.success.faces[0] === 6
    judge(ctx, { rule: "Riot!", player, roll: rolled.success, total: rolled.success.faces[0]!, result: six ? "Placed Prone and Stunned" : "unharmed" })
    const left = step.left.filter((id) => id !== player)
    const next = six ? stun(ctx, state, player) : state
    return consumed(left.length === 0 ? pop(next) : updateTop(next, RIOT.step({ ...step, left })))
  }
})

/**
 * Falling Roof Tiles (street): one wide zone is chosen at random — our reading: a D6
 * (`falling-roof-tiles`), 1–3 the wide zone along y = 0, 4–6 the one along y = 14 — and every
 * player on the pitch in it has an armour roll (no hard-landing +1: nobody falls); a broken
 * armour is followed by the injury roll as normal.
 */
export const fallingRoofTiles = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "Falling Roof Tiles: a D6 picks the wide zone the tiles fall on (1–3 the top one, 4–6 the bottom one)")
  return effect(state, FALLING_ROOF_TILES.step({ stage: "roll" }))
}

const FALLING_ROOF_TILES: VariantStepKind<FallingRoofTilesStep> = variantStepKind("falling-roof-tiles", {
  expects: (step) => step.stage === "roll" ? { kind: "roll", die: "d6", for: "falling-roof-tiles", player: null } : { kind: "nothing", about: "Falling Roof Tiles: the players hit are down" },
  // A player Stunned by a tile was not stunned in a team turn: they turn over at the end of their
  // team's next turn, like Riot!'s (the injury roll marks a Stunned player as stunned this turn).
  auto: (_ctx, state, step) =>
    step.stage === "settle"
      ? done(pop(withState(state, { players: state.players.map((player) => (player.justStunned ? withPlayer(player, { justStunned: false }) : player)) })))
      : undefined,
  on: (ctx, state, _step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "falling-roof-tiles", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const zone = face <= 3 ? "top" : "bottom"
    const hit = state.players.filter((player) => player.at !== null && ctx.variant.pitch.wideZone(player.at) === zone)
    judge(ctx, {
      rule: "Falling Roof Tiles",
      roll: rolled.success,
      total: face,
      result: `the tiles fall on the ${zone} wide zone: ${hit.length === 0 ? "nobody is there" : hit.map((player) => nameOf(ctx, player.id)).join(", ")}`
    })
    const armour: ReadonlyArray<Step> = hit.map((player) => ({ _tag: "Armour", player: player.id, cause: "kick-off", by: null, modifiers: [], bonus: null }))
    return consumed(replaceTop(state, ...armour, FALLING_ROOF_TILES.step({ stage: "settle" })))
  }
})

const teamsOnPitch = (state: MatchState): Array<number> =>
  state.teams.flatMap((_, team) => (state.players.some((player) => player.team === team && onPitch(player)) ? [team] : []))

const DRAW_NAMES = { "rogue-washing-line": "Rogue Washing Line", "the-guards-are-coming": "The Guards Are Coming!" } as const

/** Rogue Washing Line (street): each coach draws one of their players on the pitch; they cannot be activated in their team's next team turn. */
export const rogueWashingLine = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "Rogue Washing Line: each coach draws one of their players on the pitch, who cannot be activated in their next team turn")
  const drawing = teamsOnPitch(state)
  return drawing.length === 0 ? effect(state) : effect(state, KICK_OFF_DRAW.step({ result: "rogue-washing-line", drawing, arrest: null }))
}

/** The Guards Are Coming! (street): each coach draws one of their players on the pitch, who rolls a D6: 1–2 arrested, out for the rest of the game. */
export const theGuardsAreComing = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> => {
  note(ctx, "The Guards Are Coming!: each coach draws one of their players on the pitch, who is arrested on a 1–2")
  const drawing = teamsOnPitch(state)
  return drawing.length === 0 ? effect(state) : effect(state, KICK_OFF_DRAW.step({ result: "the-guards-are-coming", drawing, arrest: null }))
}

const KICK_OFF_DRAW: VariantStepKind<KickOffDrawStep> = variantStepKind("kick-off-draw", {
  expects: (step) =>
    step.arrest !== null
      ? { kind: "roll", die: "d6", for: "the-guards-are-coming", player: step.arrest }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: `${DRAW_NAMES[step.result]}: draw a player at random` },
  on: (ctx, state, step, event) => {
    const name = DRAW_NAMES[step.result]
    const left = (next: MatchState) => step.drawing.length > 0 ? updateTop(next, KICK_OFF_DRAW.step({ ...step, arrest: null })) : pop(next)
    if (step.arrest !== null) {
      const rolled = expectRoll(ctx, event, "d6", "the-guards-are-coming", step.arrest, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const arrested = face <= 2
      judge(ctx, { rule: name, player: step.arrest, roll: rolled.success, target: 3, total: face, success: !arrested, needed: 3, result: arrested ? "arrested: out for the rest of the game" : "evades the city watch" })
      if (!arrested) return consumed(left(state))
      const index = playerIndex(ctx, step.arrest)
      const player = state.players[index]!
      const next = leaderRerollKept(ctx.match, setPlayer(state, index, { at: null, box: "sent-off", posture: "standing", justStunned: false }), player.team)
      return consumed(left(next))
    }
    const drawn = expectDraw(ctx, event, step.result, name)
    if (drawn._tag === "Failure") return propagate(drawn)
    const player = state.players[playerIndex(ctx, drawn.success.player)]!
    if (!step.drawing.includes(player.team)) return violation(ctx, name, `${teamName(ctx, player.team)} do not draw a player for ${name} now`)
    if (!onPitch(player)) return violation(ctx, name, `the player is drawn from those on the pitch; ${nameOf(ctx, player.id)} is not on it`)
    const drawing = step.drawing.filter((team) => team !== player.team)
    if (step.result === "the-guards-are-coming") return consumed(updateTop(state, KICK_OFF_DRAW.step({ ...step, drawing, arrest: player.id })))
    note(ctx, `Rogue Washing Line: ${nameOf(ctx, player.id)} is tangled in the washing and cannot be activated in ${teamName(ctx, player.team)}'s next team turn`)
    const next = withState(state, { kickOffEffects: [...state.kickOffEffects, washingLine(player.id)] })
    return consumed(drawing.length > 0 ? updateTop(next, KICK_OFF_DRAW.step({ ...step, drawing })) : pop(next))
  }
})

// ---- the rule points ----

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
  [SWARM_OF_RATS]: swarmOfRats,
  riot,
  "falling-roof-tiles": fallingRoofTiles,
  "rogue-washing-line": rogueWashingLine,
  "the-guards-are-coming": theGuardsAreComing,
  "cheering-fans-reroll": gutterCheeringFans,
  bats,
  "furious-neighbour": furiousNeighbour,
  "tentacled-terror": tentacledTerror
}

/** The handlers of the steps these results put on the stack, for `hooks.steps`. */
export const gutterKickOffSteps: Readonly<Record<string, StepHandler<VariantStep>>> = {
  [RIOT.name]: RIOT.handler,
  [FALLING_ROOF_TILES.name]: FALLING_ROOF_TILES.handler,
  [KICK_OFF_DRAW.name]: KICK_OFF_DRAW.handler,
  [KICK_OFF_CONTEST.name]: KICK_OFF_CONTEST.handler,
  [KICK_OFF_VICTIM.name]: KICK_OFF_VICTIM.handler,
  [THIS_ROUND_IS_ON_US_ROLL.name]: THIS_ROUND_IS_ON_US_ROLL.handler
}
