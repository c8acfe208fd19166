import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { squareName } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import {
  consumed,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  playerOn,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler,
  teamOf,
  updateTop,
  violation
} from "../core/context.js"
import { available } from "../core/drive.js"

/**
 * Swarming: once the kick has deviated and before the kick-off table (the kicking team first,
 * then the receivers), a team with Swarming players both on the pitch and in reserve rolls a D3
 * (`swarming`, `team` set). Up to that many — never more than the Swarming players already set
 * up — come on from the reserves (PlayerPlaced, then SetupEnded), anywhere in their own half but
 * off the line of scrimmage and out of the wide zones; the team may then field more than eleven.
 */
export interface SwarmingStep {
  readonly _tag: "Swarming"
  readonly team: number
  readonly stage: "roll" | "place"
  /** How many may come on (the D3, capped by the Swarming players set up). */
  readonly allowed: number
  /** Those brought on so far. */
  readonly placed: ReadonlyArray<string>
}

/** The drive's mark of how many Swarming players a team brought on: "swarmed:<team>:<count>". */
const SWARMED = "swarmed:"

/** How many players a team brought on with Swarming this drive, beyond the usual number. */
export const swarmedOn = (state: MatchState, team: number): number =>
  state.kickOffEffects.filter((effect) => effect.startsWith(`${SWARMED}${team}:`)).reduce((total, effect) => total + Number(effect.split(":")[2]), 0)

const swarms = (ctx: Ctx, state: MatchState, index: number): boolean => hasSkill(ctx.match, state, index, "Swarming")

const onPitch = (ctx: Ctx, state: MatchState, team: number): number =>
  state.players.filter((player, i) => player.team === team && player.at !== null && swarms(ctx, state, i)).length

const inReserve = (ctx: Ctx, state: MatchState, team: number): number =>
  state.players.filter((player, i) => player.team === team && available(player) && swarms(ctx, state, i)).length

/** The Swarming steps due after the kick's deviation: the kicking team first, then the receivers. */
export const swarmingSteps = (ctx: Ctx, state: MatchState): Array<SwarmingStep> => {
  const kicking = state.kickingTeam
  if (kicking === null) return []
  const receiving = ctx.variant.rules.receivingTeam(kicking, state.teams.length)
  return [kicking, receiving]
    .filter((team) => onPitch(ctx, state, team) > 0 && inReserve(ctx, state, team) > 0)
    .map((team) => ({ _tag: "Swarming", team, stage: "roll", allowed: 0, placed: [] }))
}

const roll = (ctx: Ctx, state: MatchState, step: SwarmingStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d3", "swarming", null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const face = rolled.success.faces[0]!
  const setUp = onPitch(ctx, state, step.team)
  const allowed = Math.min(face, setUp)
  judge(ctx, {
    rule: "Swarming",
    roll: rolled.success,
    total: face,
    result: `${teamOf(ctx, step.team).name} may bring on up to ${allowed} more Swarming player${allowed === 1 ? "" : "s"}`,
    notes: allowed < face ? [`no more than the ${setUp} Swarming player${setUp === 1 ? "" : "s"} already set up`] : []
  })
  return consumed(allowed === 0 ? replaceTop(state) : updateTop(state, { ...step, stage: "place", allowed }))
}

const place = (ctx: Ctx, state: MatchState, step: SwarmingStep, event: MatchEvent): Fold<Handled> => {
  if (event._tag === "SetupEnded") {
    if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Swarming", `${teamOf(ctx, step.team).name} are bringing on Swarming players, not ${event.team}`)
    // Recorded for the drive, so that a later re-check of the set-up (Solid Defence) allows them.
    const swarmed = step.placed.length === 0 ? state : withState(state, { kickOffEffects: [...state.kickOffEffects, `${SWARMED}${step.team}:${step.placed.length}`] })
    return consumed(replaceTop(swarmed))
  }
  if (event._tag !== "PlayerPlaced") return violation(ctx, "Swarming", `${teamOf(ctx, step.team).name} place their Swarming players (PlayerPlaced) or end (SetupEnded), not ${event._tag}`)
  const index = ctx.match.playerIndex.get(event.player)!
  const player = state.players[index]!
  const who = nameOf(ctx, event.player)
  const again = step.placed.includes(event.player)
  if (player.team !== step.team || !swarms(ctx, state, index)) return violation(ctx, "Swarming", `${who} is not a Swarming player of ${teamOf(ctx, step.team).name}`)
  if (!again && !available(player)) return violation(ctx, "Swarming", `${who} is not in the reserves`)
  if (event.at === null) {
    if (!again) return violation(ctx, "Swarming", `${who} has not come on`)
    return consumed(updateTop(setPlayer(state, index, { at: null, box: "reserves" }), { ...step, placed: step.placed.filter((id) => id !== event.player) }))
  }
  if (!again && step.placed.length >= step.allowed) return violation(ctx, "Swarming", `only ${step.allowed} Swarming player${step.allowed === 1 ? "" : "s"} may come on`)
  const { pitch } = ctx.variant
  if (!pitch.contains(event.at) || !pitch.isSetUpArea(step.team, event.at) || pitch.isLineOfScrimmage(step.team, event.at) || pitch.wideZone(event.at) !== null) {
    return violation(ctx, "Swarming", `${who} must come on in their own half, off the line of scrimmage and out of the wide zones; ${squareName(event.at)} is not`)
  }
  const occupant = playerOn(state, event.at)
  if (occupant !== undefined && occupant.id !== event.player) return violation(ctx, "Swarming", `${squareName(event.at)} is taken by ${nameOf(ctx, occupant.id)}`)
  const next = setPlayer(state, index, { at: event.at, box: null, posture: "standing" })
  return consumed(updateTop(next, { ...step, placed: again ? step.placed : [...step.placed, event.player] }))
}

export const swarmingHandler: StepHandler<SwarmingStep> = {
  expects: (step) => step.stage === "roll"
    ? { kind: "roll", die: "d3", for: "swarming", player: null, team: step.team }
    : { kind: "decision", team: step.team, events: ["PlayerPlaced", "SetupEnded"], about: `bring on up to ${step.allowed} Swarming players` },
  auto: (ctx, state, step) => (step.stage === "roll" && (onPitch(ctx, state, step.team) === 0 || inReserve(ctx, state, step.team) === 0) ? done(replaceTop(state)) : undefined),
  on: (ctx, state, step, event) => (step.stage === "roll" ? roll(ctx, state, step, event) : place(ctx, state, step, event))
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/swarming": SwarmingStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    swarmedOn: typeof swarmedOn
    swarmingSteps: typeof swarmingSteps
  }
}
