import { Result } from "effect"
import { squareName } from "../../model/square.js"
import { type MatchState, withPlayer, withState } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  judge,
  nameOf,
  note,
  playerIndex,
  playerOn,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler,
  teamOf,
  updateTop,
  violation
} from "../../core/context.js"
import type { KickOffResult, VariantStep } from "../../core/variant/variant.js"
import { ROAMING_YHETEES } from "./yhetees.js"

/**
 * Players brought on from the reserves by a kick-off result, one team at a time (the kicking team
 * first), each team ending with `SetupEnded`:
 * - It's a Miracle!: up to as many as take the team to eleven on the pitch, anywhere in its half
 *   outside the wide zones;
 * - The More the Merrier!: up to the kicking coach's D3 each, even past eleven, in its half
 *   but not on the line of scrimmage nor in a wide zone;
 * - Roaming Yhetees: the team's Yhetee only (yhetees.ts), even past eleven, anywhere in its half
 *   outside the wide zones.
 */
interface ReinforceData {
  readonly rule: "its-a-miracle" | "the-more-the-merrier" | "roaming-yhetees"
  readonly stage: "roll" | "place"
  /** The teams still to place, in order: the first is placing now. */
  readonly teams: ReadonlyArray<number>
  /** How many the team placing now may bring on. */
  readonly limit: number
  /** The players it has brought on so far. */
  readonly placed: ReadonlyArray<string>
}

const NAMES = { "its-a-miracle": "It's a Miracle!", "the-more-the-merrier": "The More the Merrier!", "roaming-yhetees": "Roaming Yhetees" } as const

/** Whether the rule brings on only the players it made join (Roaming Yhetees: the Yhetee), not anyone in the reserves. */
const bringsOn = (ctx: Ctx, data: Pick<ReinforceData, "rule">, index: number): boolean =>
  data.rule !== ROAMING_YHETEES || ctx.match.roster[index]!.pool?.rule === ROAMING_YHETEES

const onPitch = (state: MatchState, team: number) => state.players.filter((p) => p.team === team && p.at !== null).length

const receiving = (ctx: Ctx, state: MatchState) => ctx.variant.rules.receivingTeam(state.kickingTeam!, state.teams.length)

/** The limit for a team about to place, or null when it has no one to place or no room. */
const limitFor = (ctx: Ctx, state: MatchState, data: Pick<ReinforceData, "rule">, team: number, d3: number): number => {
  const reserves = state.players.filter((p, i) => p.team === team && p.box === "reserves" && bringsOn(ctx, data, i)).length
  const room = data.rule === "its-a-miracle" ? Math.max(0, ctx.variant.maxPlayersOnPitch - onPitch(state, team)) : data.rule === ROAMING_YHETEES ? 1 : d3
  return Math.min(room, reserves)
}

/** The next team that has someone to place, or the end of the step. */
const nextTeam = (ctx: Ctx, state: MatchState, step: VariantStep, data: ReinforceData, teams: ReadonlyArray<number>, d3: number): MatchState => {
  for (let i = 0; i < teams.length; i++) {
    const limit = limitFor(ctx, state, data, teams[i]!, d3)
    if (limit > 0) return updateTop(state, { ...step, data: { ...data, stage: "place", teams: teams.slice(i), limit, placed: [] } satisfies ReinforceData })
    note(ctx, `${NAMES[data.rule]}: ${teamOf(ctx, teams[i]!).name} have nobody to bring on`)
  }
  return replaceTop(state)
}

/** It's a Miracle!: every KO'd player goes to the reserves; then teams with fewer than eleven on the pitch may bring players on. */
export const itsAMiracle: KickOffResult = (ctx, state) => {
  const recovered = state.players.filter((p) => p.box === "ko")
  note(ctx, recovered.length === 0 ? "It's a Miracle!: nobody is in a KO box" : `It's a Miracle!: ${recovered.map((p) => nameOf(ctx, p.id)).join(", ")} recover to the reserves`)
  const next = withState(state, { players: state.players.map((p) => (p.box === "ko" ? withPlayer(p, { box: "reserves" }) : p)) })
  return Result.succeed({ state: next, steps: [{ _tag: "Variant", name: "reinforce", data: { rule: "its-a-miracle", stage: "roll", teams: [], limit: 0, placed: [] } satisfies ReinforceData }] })
}

/** The More the Merrier!: the kicking coach rolls a D3 (`kick-off-effect`), then each coach may bring on up to that many. */
export const theMoreTheMerrier: KickOffResult = (_ctx, state) =>
  Result.succeed({ state, steps: [{ _tag: "Variant", name: "reinforce", data: { rule: "the-more-the-merrier", stage: "roll", teams: [], limit: 0, placed: [] } satisfies ReinforceData }] })

export const reinforceHandler: StepHandler<VariantStep> = {
  expects: (step, state) => {
    const data = step.data as unknown as ReinforceData
    if (data.stage === "roll") return data.rule === "the-more-the-merrier" ? { kind: "roll", die: "d3", for: "kick-off-effect", player: null, team: state.kickingTeam ?? 0 } : { kind: "nothing", about: NAMES[data.rule] }
    return { kind: "decision", team: data.teams[0]!, events: ["PlayerPlaced", "SetupEnded"], about: `${NAMES[data.rule]}: bring on up to ${data.limit} players from the reserves` }
  },
  // It's a Miracle! and Roaming Yhetees need no roll: they go straight to the teams placing.
  auto: (ctx, state, step) => {
    const data = step.data as unknown as ReinforceData
    if (data.stage !== "roll" || data.rule === "the-more-the-merrier") return undefined
    const kicking = state.kickingTeam!
    return Result.succeed(nextTeam(ctx, state, step, data, [kicking, receiving(ctx, state)], 0))
  },
  on: (ctx, state, step, event) => {
    const data = step.data as unknown as ReinforceData
    const rule = NAMES[data.rule]
    if (data.stage === "roll") {
      const rolled = expectRoll(ctx, event, "d3", "kick-off-effect", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const d3 = rolled.success.faces[0]!
      judge(ctx, { rule, roll: rolled.success, total: d3, result: `each coach may bring on up to ${d3} more players` })
      return consumed(nextTeam(ctx, state, step, { ...data, limit: d3 }, [state.kickingTeam!, receiving(ctx, state)], d3))
    }
    const team = data.teams[0]!
    if (event._tag === "SetupEnded") {
      if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, rule, `${teamOf(ctx, team).name} are bringing players on, not ${event.team}`)
      return consumed(nextTeam(ctx, state, step, data, data.teams.slice(1), data.rule === "the-more-the-merrier" ? data.limit : 0))
    }
    if (event._tag !== "PlayerPlaced") return violation(ctx, rule, `${teamOf(ctx, team).name} bring players on (PlayerPlaced) and end with SetupEnded; ${event._tag} cannot happen now`)
    const index = playerIndex(ctx, event.player)
    const player = state.players[index]!
    const who = nameOf(ctx, event.player)
    if (player.team !== team) return violation(ctx, rule, `${who} is not on ${teamOf(ctx, team).name}, who are bringing players on`)
    const again = data.placed.includes(event.player)
    if (!again && player.box !== "reserves") return violation(ctx, rule, `only players from the reserves are brought on; ${who} is not in the reserves`)
    if (!bringsOn(ctx, data, index)) return violation(ctx, rule, `only ${teamOf(ctx, team).name}'s Yhetee is set up now, not ${who}`)
    if (event.at === null) {
      if (!again) return violation(ctx, rule, `${who} has not been brought on`)
      return consumed(updateTop(setPlayer(state, index, { at: null, box: "reserves" }), { ...step, data: { ...data, placed: data.placed.filter((id) => id !== event.player) } }))
    }
    const { pitch } = ctx.variant
    const at = event.at
    const allowed = pitch.contains(at) && pitch.isSetUpArea(team, at) && pitch.wideZone(at) === null && (data.rule !== "the-more-the-merrier" || !pitch.isLineOfScrimmage(team, at))
    if (!allowed) {
      return violation(ctx, rule, `${who} goes in ${teamOf(ctx, team).name}'s half outside the wide zones${data.rule === "the-more-the-merrier" ? " and off the line of scrimmage" : ""}, not on ${squareName(at)}`)
    }
    const occupant = playerOn(state, at)
    if (occupant !== undefined && occupant.id !== event.player) return violation(ctx, rule, `${squareName(at)} is taken by ${nameOf(ctx, occupant.id)}`)
    const placed = again ? data.placed : [...data.placed, event.player]
    if (placed.length > data.limit) return violation(ctx, rule, `${teamOf(ctx, team).name} may bring on ${data.limit}; ${who} would be the ${placed.length}th`)
    return consumed(updateTop(setPlayer(state, index, { at, box: null, posture: "standing" }), { ...step, data: { ...data, placed } }))
  }
}
