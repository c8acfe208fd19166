import { hasGainTag, hasSkill } from "../model/match.js"
import { type MatchState, withPlayer, withTeam, withState } from "../model/state.js"
import { consumed, type Ctx, done, expectRoll, judge, nameOf, note, pop, propagate, schedule, type StepHandler, teamOf, violation } from "../core/context.js"
import type { SentOffStep } from "../core/foul.js"
import { anyCardMarked, type CardPlay, inForceFor, mark, targetsStep, type TargetsSpec, turnMark, withGain } from "./helpers.js"
import type { SpecialPlayWindowStep } from "./play.js"
import type { Step } from "../model/step.js"
import { withActivation } from "../core/activation.js"

/**
 * The Miscellaneous Mayhem deck (D6 6). Folded: Ego Trip, It's All to Play For, Technicality,
 * Training Troubles, "This Beer Tastes Funny!", Keep It Moving and Magic Sponge. The others stop the fold as Unsupported when played (special-plays/play.ts).
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
  anyCardMarked(state) && inForceFor(state, ALL_TO_PLAY_FOR, touchdown.team) ? [{ _tag: "AllToPlayFor", team: touchdown.team, player: touchdown.player }] : []

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
    return consumed(pop(withState(state, {
      teams: state.teams.map((t, i) => (i === step.team ? withTeam(t, { score: t.score + 1 }) : t)),
      players: state.players.map((p, i) => (i === index ? withPlayer(p, { stats: { ...scorer.stats, touchdowns: scorer.stats.touchdowns + 1 } }) : p))
    })))
  }
}

/**
 * Ego Trip, played at the end of one of the team's turns on an opposing player: until the end of
 * the drive that player must be the first of their team activated in each team turn; once a
 * team-mate has been activated first, they cannot be activated that turn (core/turn.ts).
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
 * Call and use Bribes as after a foul (core/foul.ts's SentOff step, here with no turnover: the
 * turn is over already). Our reading: a player in the dugout is not "on the team" the referee
 * can see. A ball carrier sent off drops the ball, which bounces from their square (core/foul.ts
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

/**
 * "This Beer Tastes Funny!", played in the pre-game after the Prayers to Nuffle, before the kicking
 * team is decided: a D3 (`special-play`), then that many opposing players (`PlayerChosen`
 * `this-beer-tastes-funny`; all of them when no more are in the Reserves) are Placed Prone and
 * Stunned. Our reading: nobody is on the pitch yet, so the card holds until the first drive's
 * set-up: a chosen player their coach sets up is set up Stunned (core/drive.ts asks
 * `setUpPosture`), and turns over to Prone as Stunned players do, at the end of their team's next
 * turn. Their coach may leave them in the Reserves instead; the card lapses with the first drive.
 */
const BEER = "this-beer-tastes-funny"

const THIS_BEER: TargetsSpec = {
  count: "d3",
  pick: "chosen",
  who: "an opposing player in the Reserves",
  eligible: (_ctx, state, team, index) => {
    const p = state.players[index]!
    return p.team !== team && p.at === null && p.box === "reserves"
  },
  apply: (ctx, state, _team, players) => {
    if (players.length === 0) return state
    note(ctx, `"This Beer Tastes Funny!": ${players.map((i) => nameOf(ctx, state.players[i]!.id)).join(", ")} ${players.length === 1 ? "is" : "are"} Stunned: set up for the first drive, they lie Stunned`)
    return players.reduce((next, i) => withGain(next, i, { source: "\"This Beer Tastes Funny!\"", until: "drive", skills: [], tag: BEER }), state)
  }
}

const playThisBeer: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play "This Beer Tastes Funny!": D3 opposing players are Placed Prone and Stunned`)
  return done(schedule(state, targetsStep(BEER, team, THIS_BEER)))
}

/** How a player is set up: Stunned under "This Beer Tastes Funny!", else Standing. */
export const setUpPosture = (ctx: Ctx, state: MatchState, index: number): "standing" | "stunned" => {
  if (!hasGainTag(state, index, BEER)) return "standing"
  // Moved to another square during the set-up: they stay as they were set up.
  const player = state.players[index]!
  if (player.at !== null) return player.posture === "stunned" ? "stunned" : "standing"
  note(ctx, `"This Beer Tastes Funny!": ${nameOf(ctx, state.players[index]!.id)} is set up Prone and Stunned`)
  return "stunned"
}

/** The window a card is played in (the top of the stack while the card acts). */
const windowOf = (state: MatchState): SpecialPlayWindowStep | undefined => {
  const top = state.stack[state.stack.length - 1]
  return top?._tag === "SpecialPlayWindow" ? top : undefined
}

/**
 * Keep It Moving, played as one of the team's players Falls Over in its own turn (the turnover due,
 * before the armour roll): no Turnover; the player's activation ends and the team turn goes on, as
 * if they had been Placed Prone. Our readings: the fall itself stands (the armour roll is made, as
 * the card speaks only of the Turnover); the window is not opened for a player holding the ball,
 * since a ball carrier Placed Prone in their team turn causes a Turnover all the same.
 */
const KEEP_IT_MOVING = "keep-it-moving"

const playKeepItMoving: CardPlay = (ctx, state, team, event) => {
  const window = windowOf(state)
  const faller = window?.player
  if (faller === undefined || (event.player !== undefined && event.player !== faller)) {
    return violation(ctx, "Keep It Moving", `Keep It Moving is played for the player who Falls Over${faller === undefined ? "" : `, ${nameOf(ctx, faller)}`}`)
  }
  const stack = state.stack.slice()
  const lastIndex = (found: (s: Step) => boolean): number => {
    for (let i = stack.length - 1; i >= 0; i--) if (found(stack[i]!)) return i
    return -1
  }
  // The fall's Turnover waits just below the window; the faller's activation further down.
  const turnover = lastIndex((s) => s._tag === "Turnover" && s.cause === "fell-over" && s.player === faller)
  if (turnover >= 0) stack.splice(turnover, 1)
  const activation = lastIndex((s) => s._tag === "Activation" && s.player === faller)
  if (activation >= 0) stack[activation] = withActivation((stack[activation] as Extract<Step, { _tag: "Activation" }>), { finished: true })
  note(ctx, `${teamOf(ctx, team).name} play Keep It Moving: ${nameOf(ctx, faller)} Falls Over, but no Turnover — their activation ends and the turn goes on`)
  return done(withState(state, { stack }))
}

/**
 * Magic Sponge, played as one of the team's players suffers a DEAD casualty (once it stands, after
 * any apothecary or Regeneration): a D6 (`special-play`, `team` set); on 2+ the player recovers for
 * the rest of the game and goes to the Reserves. After the game they are still DEAD: the Injury
 * outcome (and so the summary's casualties) keeps DEAD, and the player carries the card's mark
 * (a gain tagged `magic-sponge`, for the game). On a 1 nothing happens.
 */
const SPONGE = "magic-sponge"

export interface MagicSpongeStep {
  readonly _tag: "MagicSponge"
  readonly team: number
  readonly player: string
}

const playMagicSponge: CardPlay = (ctx, state, team, event) => {
  const dead = windowOf(state)?.player
  if (dead === undefined || (event.player !== undefined && event.player !== dead)) {
    return violation(ctx, "Magic Sponge", `Magic Sponge is played for the player just killed${dead === undefined ? "" : `, ${nameOf(ctx, dead)}`}`)
  }
  note(ctx, `${teamOf(ctx, team).name} play Magic Sponge on ${nameOf(ctx, dead)}: on a D6 of 2+ they recover for this game`)
  return done(schedule(state, { _tag: "MagicSponge", team, player: dead }))
}

export const magicSpongeHandler: StepHandler<MagicSpongeStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "special-play", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "special-play", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const { success } = judge(ctx, {
      rule: "Magic Sponge",
      player: step.player,
      roll: rolled.success,
      target: 2,
      total: face,
      success: face >= 2,
      needed: 2,
      result: face >= 2 ? `${nameOf(ctx, step.player)} recovers for this game and goes to the Reserves (still DEAD after the game)` : "no effect: the player stays DEAD"
    })
    if (success !== true) return consumed(pop(state))
    const index = ctx.match.playerIndex.get(step.player)!
    const back = withState(state, { players: state.players.map((p, i) => (i === index ? withPlayer(p, { at: null, box: "reserves", posture: "standing", justStunned: false }) : p)) })
    return consumed(pop(withGain(back, index, { source: "Magic Sponge (DEAD after the game)", until: "game", skills: [], tag: SPONGE })))
  }
}

export const miscellaneousMayhem: Readonly<Record<string, CardPlay>> = {
  "training-troubles": playTrainingTroubles,
  [ALL_TO_PLAY_FOR]: playAllToPlayFor,
  [EGO_TRIP]: playEgoTrip,
  technicality: playTechnicality,
  [BEER]: playThisBeer,
  [KEEP_IT_MOVING]: playKeepItMoving,
  [SPONGE]: playMagicSponge
}

export const miscellaneousMayhemTargets: Readonly<Record<string, TargetsSpec>> = { [BEER]: THIS_BEER }

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/miscellaneous-mayhem": AllToPlayForStep | MagicSpongeStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    allToPlayFor: typeof allToPlayFor
    egoTripProblem: typeof egoTripProblem
    setUpPosture: typeof setUpPosture
  }
}
