import { Result } from "effect"
import { squareName } from "../../model/square.js"
import { withPlayer, type MatchState, withState } from "../../model/state.js"
import { validateSetUp } from "../../core/drive.js"
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

const RULE = "Hold On a Minute!"

/**
 * Hold On a Minute!: the kicking coach rolls a D3 (`kick-off-effect`); then, the kicking team
 * first, that many of each team's players on the pitch are drawn at random (`PlayerDrawn`,
 * `kick-off-effect`; all of them when a team has fewer). Each drawn player leaves the pitch and
 * joins the other team for the rest of the match. Then, the kicking team first, each coach sets up
 * the players who joined them (`PlayerPlaced`, then `SetupEnded`) under the usual set-up rules.
 */
interface HoldOnData {
  readonly stage: "roll" | "draw" | "set-up"
  readonly count: number
  /** The teams in order, kicking team first. */
  readonly teams: ReadonlyArray<number>
  /** Index in `teams` of the team drawing or setting up now. */
  readonly at: number
  /** Drawn so far, per team in `teams` order (players of that team before the switch). */
  readonly drawn: ReadonlyArray<ReadonlyArray<string>>
}

export const holdOnAMinute: KickOffResult = (ctx, state) => {
  const kicking = state.kickingTeam!
  const teams = [kicking, ctx.variant.rules.receivingTeam(kicking, state.teams.length)]
  return Result.succeed({ state, steps: [{ _tag: "Variant", name: "hold-on-a-minute", data: { stage: "roll", count: 0, teams, at: 0, drawn: [[], []] } satisfies HoldOnData }] })
}

const onPitch = (state: MatchState, team: number) => state.players.filter((p) => p.team === team && p.at !== null)

/** How many of this team are still to be drawn. */
const toDraw = (state: MatchState, data: HoldOnData, i: number): number => Math.min(data.count, onPitch(state, data.teams[i]!).length + data.drawn[i]!.length) - data.drawn[i]!.length

/** After a draw: the next team to draw, or the switch itself and the set-ups. */
const afterDraw = (ctx: Ctx, state: MatchState, step: VariantStep, data: HoldOnData): MatchState => {
  for (let i = data.at; i < data.teams.length; i++) {
    if (toDraw(state, data, i) > 0) return updateTop(state, { ...step, data: { ...data, stage: "draw", at: i } })
  }
  // Everyone drawn changes sides: off the pitch, into the other team's reserves.
  const switched = new Map<string, number>()
  data.drawn.forEach((ids, i) => ids.forEach((id) => switched.set(id, data.teams[(i + 1) % data.teams.length]!)))
  const players = state.players.map((p) => (switched.has(p.id) ? withPlayer(p, { team: switched.get(p.id)!, at: null, box: "reserves", posture: "standing" }) : p))
  note(ctx, `Hold On a Minute!: ${[...switched.keys()].map((id) => nameOf(ctx, id)).join(", ") || "nobody"} change sides`)
  return updateTop(withState(state, { players }), { ...step, data: { ...data, stage: "set-up", at: 0 } })
}

/** The players who joined team `i` (drawn from the other team). */
const joined = (data: HoldOnData, i: number): ReadonlyArray<string> => data.drawn[(i + 1) % data.teams.length]!

export const holdOnAMinuteHandler: StepHandler<VariantStep> = {
  expects: (step, state) => {
    const data = step.data as unknown as HoldOnData
    if (data.stage === "roll") return { kind: "roll", die: "d3", for: "kick-off-effect", player: null, team: state.kickingTeam ?? 0 }
    if (data.stage === "draw") return { kind: "decision", team: null, events: ["PlayerDrawn"], about: `${RULE}: draw a player of team ${data.teams[data.at]} on the pitch` }
    return { kind: "decision", team: data.teams[data.at]!, events: ["PlayerPlaced", "SetupEnded"], about: `${RULE}: set up the players who joined` }
  },
  on: (ctx, state, step, event) => {
    const data = step.data as unknown as HoldOnData
    if (data.stage === "roll") {
      const rolled = expectRoll(ctx, event, "d3", "kick-off-effect", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const count = rolled.success.faces[0]!
      judge(ctx, { rule: RULE, roll: rolled.success, total: count, result: `${count} players of each team change sides` })
      return consumed(afterDraw(ctx, state, step, { ...data, count, at: 0 }))
    }
    const team = data.teams[data.at]!
    if (data.stage === "draw") {
      if (event._tag !== "PlayerDrawn" || event.for !== "kick-off-effect") return violation(ctx, RULE, `a player of ${teamOf(ctx, team).name} on the pitch is drawn (PlayerDrawn, kick-off-effect) before ${event._tag}`)
      const player = state.players[playerIndex(ctx, event.player)]!
      if (player.team !== team || player.at === null || data.drawn[data.at]!.includes(player.id)) {
        return violation(ctx, RULE, `${nameOf(ctx, event.player)} cannot be drawn: the draw is among ${teamOf(ctx, team).name}'s players on the pitch not yet drawn`)
      }
      const drawn = data.drawn.map((ids, i) => (i === data.at ? [...ids, player.id] : ids))
      return consumed(afterDraw(ctx, state, step, { ...data, drawn }))
    }
    if (event._tag === "SetupEnded") {
      if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, RULE, `${teamOf(ctx, team).name} are setting up, not ${event.team}`)
      const missing = joined(data, data.at).filter((id) => state.players[playerIndex(ctx, id)]!.at === null)
      if (missing.length > 0) return violation(ctx, RULE, `${teamOf(ctx, team).name} set up the players who joined them: ${missing.map((id) => nameOf(ctx, id)).join(", ")} still to place`)
      const problem = validateSetUp(ctx, state, team)
      if (problem !== undefined) return violation(ctx, "legal set-up", `after Hold On a Minute! ${teamOf(ctx, team).name}'s set-up is illegal: ${problem}`)
      const at = data.at + 1
      return consumed(at >= data.teams.length ? replaceTop(state) : updateTop(state, { ...step, data: { ...data, at } }))
    }
    if (event._tag !== "PlayerPlaced") return violation(ctx, RULE, `${teamOf(ctx, team).name} set up the players who joined them (PlayerPlaced) and end with SetupEnded; ${event._tag} cannot happen now`)
    const who = nameOf(ctx, event.player)
    if (!joined(data, data.at).includes(event.player)) return violation(ctx, RULE, `only the players who joined ${teamOf(ctx, team).name} are set up now; ${who} is not one`)
    if (event.at === null) return violation(ctx, RULE, `${who} is set up on the pitch, not sent to the reserves`)
    if (!ctx.variant.pitch.contains(event.at) || !ctx.variant.pitch.isSetUpArea(team, event.at)) return violation(ctx, "set-up", `${who} must be set up in ${teamOf(ctx, team).name}'s set-up area, not on ${squareName(event.at)}`)
    const occupant = playerOn(state, event.at)
    if (occupant !== undefined && occupant.id !== event.player) return violation(ctx, "set-up", `${squareName(event.at)} is taken by ${nameOf(ctx, occupant.id)}`)
    return consumed(setPlayer(state, playerIndex(ctx, event.player), { at: event.at, box: null }))
  }
}
