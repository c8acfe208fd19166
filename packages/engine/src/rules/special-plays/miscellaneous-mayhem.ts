import { hasGainTag, hasSkill } from "../../model/match.js"
import { type MatchState, withPlayer, withTeam } from "../../model/state.js"
import { consumed, type Ctx, done, expectRoll, judge, nameOf, note, pop, propagate, schedule, type StepHandler, teamOf, violation } from "../context.js"
import type { SentOffStep } from "../foul.js"
import { type CardPlay, inForceFor, mark, turnMark, withGain } from "./helpers.js"

/**
 * The Miscellaneous Mayhem deck (D6 6). Folded: Ego Trip, It's All to Play For, Technicality and
 * Training Troubles. The others stop the fold as Unsupported when played (rules/special-plays/play.ts).
 */

/**
 * Training Troubles, played by the kicking team once the kick-off is resolved, before the
 * receivers' first turn: for the drive every opposing player without a Loner trait gains Loner (2+).
 */
const playTrainingTroubles: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Training Troubles: every opposing player without Loner has Loner (2+) this drive`)
  let next = state
  state.players.forEach((p, i) => {
    if (p.team !== team && !hasSkill(ctx.match, state, i, "Loner")) next = withGain(next, i, { source: "Training Troubles", until: "drive", skills: ["Loner (2+)"] })
  })
  return done(next)
}

/**
 * It's All to Play For, played at the start of the team's 2nd, 3rd or 4th turn of either half
 * (not in extra time): if the team scores in that turn, a D6 (`special-play`, `team` set); on a 5+
 * the touchdown counts twice, for the team's score and for the scorer.
 */
const ALL_TO_PLAY_FOR = "its-all-to-play-for"

export interface AllToPlayForStep {
  readonly _tag: "AllToPlayFor"
  readonly team: number
  readonly player: string
}

const playAllToPlayFor: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play It's All to Play For: a touchdown this turn counts twice on a D6 of 5+`)
  return done(mark(state, turnMark(ALL_TO_PLAY_FOR, team)))
}

/** After a touchdown: the D6 of It's All to Play For, if the scoring team played it this turn. */
export const allToPlayFor = (state: MatchState, touchdown: { readonly team: number; readonly player: string }): ReadonlyArray<AllToPlayForStep> =>
  inForceFor(state, ALL_TO_PLAY_FOR, touchdown.team) ? [{ _tag: "AllToPlayFor", team: touchdown.team, player: touchdown.player }] : []

export const allToPlayForHandler: StepHandler<AllToPlayForStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "special-play", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "special-play", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const { success } = judge(ctx, {
      rule: "It's All to Play For",
      roll: rolled.success,
      target: 5,
      total: face,
      success: face >= 5,
      needed: 5,
      result: face >= 5 ? `the touchdown counts twice: ${teamOf(ctx, step.team).name} and ${nameOf(ctx, step.player)} score two` : "one touchdown, as usual"
    })
    if (success !== true) return consumed(pop(state))
    const index = ctx.match.playerIndex.get(step.player)!
    const scorer = state.players[index]!
    return consumed(pop({
      ...state,
      teams: state.teams.map((t, i) => (i === step.team ? withTeam(t, { score: t.score + 1 }) : t)),
      players: state.players.map((p, i) => (i === index ? withPlayer(p, { stats: { ...scorer.stats, touchdowns: scorer.stats.touchdowns + 1 } }) : p))
    }))
  }
}

/**
 * Ego Trip, played at the end of one of the team's turns on an opposing player: until the end of
 * the drive that player must be the first of their team activated in each team turn; once a
 * team-mate has been activated first, they cannot be activated that turn (rules/turn.ts).
 */
const EGO_TRIP = "ego-trip"

const playEgoTrip: CardPlay = (ctx, state, team, event) => {
  const index = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
  const player = index === undefined ? undefined : state.players[index]
  if (player === undefined || player.team === team) return violation(ctx, "Ego Trip", `Ego Trip is played on a player of the opposing team${event.player === undefined ? "" : `; ${nameOf(ctx, event.player)} is not one`}`)
  note(ctx, `${teamOf(ctx, team).name} play Ego Trip: until the end of the drive ${nameOf(ctx, player.id)} must be their team's first player activated each turn, or not at all`)
  return done(withGain(state, index!, { source: "Ego Trip", until: "drive", skills: [], tag: EGO_TRIP }))
}

/** Why the player cannot be activated under Ego Trip (a team-mate went first this turn), or null. */
export const egoTripProblem = (ctx: Ctx, state: MatchState, index: number): string | null => {
  if (!hasGainTag(state, index, EGO_TRIP)) return null
  const player = state.players[index]!
  return state.players.some((p) => p.team === player.team && p.id !== player.id && p.hasActed)
    ? `${nameOf(ctx, player.id)} is on an Ego Trip: not activated first this turn, they cannot be activated at all`
    : null
}

/**
 * Technicality, played at the end of one of the team's turns (turnover or not) on an opposing
 * player on the pitch: they are sent off as for committing a Foul, so their coach may Argue the
 * Call and use Bribes as after a foul (rules/foul.ts's SentOff step, here with no turnover: the
 * turn is over already). Our reading: a player in the dugout is not "on the team" the referee
 * can see. A ball carrier sent off drops the ball, which bounces from their square (rules/foul.ts
 * `sendOff`, as FFB's StepEjectPlayer scatters a fouler's ball); argued or bribed off, they keep it.
 */
const playTechnicality: CardPlay = (ctx, state, team, event) => {
  const index = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
  const player = index === undefined ? undefined : state.players[index]
  if (player === undefined || player.team === team || player.at === null) return violation(ctx, "Technicality", "Technicality is played on an opposing player on the pitch")
  note(ctx, `${teamOf(ctx, team).name} play Technicality: ${nameOf(ctx, player.id)} is sent off as for committing a Foul`)
  const sentOff: SentOffStep = { _tag: "SentOff", fouler: player.id, stage: "decide", argued: false, bribes: 0, turnover: false }
  return done(schedule(state, sentOff))
}

export const miscellaneousMayhem: Readonly<Record<string, CardPlay>> = {
  "training-troubles": playTrainingTroubles,
  [ALL_TO_PLAY_FOR]: playAllToPlayFor,
  [EGO_TRIP]: playEgoTrip,
  technicality: playTechnicality
}
