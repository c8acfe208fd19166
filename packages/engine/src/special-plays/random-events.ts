import { holdsBall, withBallOf } from "../model/balls.js"
import { type MatchState, withPlayer, withState } from "../model/state.js"
import { type Ctx, done, nameOf, note, schedule, teamOf, violation } from "../core/context.js"
import { droppedBall } from "../skills/safe-pair-of-hands.js"
import type { Modifier } from "../model/outcome.js"
import { markingPlayers } from "../core/tackle-zones.js"
import { anyCardMarked, type CardPlay, driveMark, inForce, mark, TURN, withGain } from "./helpers.js"

/**
 * The Random Events deck (D6 1): Enjoy Your Trip?, Flock of Seagulls, Sprinkler Malfunction, Pot
 * Hole and Walk It Off. Ball Clone has its own file (ball-clone.ts); Public Inconvenience can never
 * be played (play.ts, NEVER_PLAYED).
 */

/**
 * Flock of Seagulls, played at the start of one of the team's turns on a Standing opposition
 * player without the ball: until the end of the opposition's next team turn that player has no
 * tackle zone and cannot be activated in it. The marker `special-play:flock-of-seagulls:<player>`
 * is cleared, and the tackle zone given back, as that player's team's turn ends (helpers.ts).
 */
export const FLOCK = "flock-of-seagulls"
export const flockMark = (player: string) => `special-play:${FLOCK}:${player}`

const playFlock: CardPlay = (ctx, state, team, event) => {
  const index = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
  const player = index === undefined ? undefined : state.players[index]
  if (player === undefined || player.team === team || player.at === null || player.posture !== "standing" || holdsBall(state, player.id)) {
    return violation(ctx, "Flock of Seagulls", "Flock of Seagulls is played on a Standing opposition player on the pitch without the ball")
  }
  note(ctx, `${teamOf(ctx, team).name} play Flock of Seagulls: ${nameOf(ctx, player.id)} has no tackle zone and cannot be activated until the end of their team's next turn`)
  const pecked = withState(state, { players: state.players.map((p, i) => (i === index ? withPlayer(p, { lostTackleZones: true }) : p)) })
  return done(mark(pecked, flockMark(player.id)))
}

/** Why the player cannot be activated (the seagulls), or null. */
export const flockProblem = (ctx: Ctx, state: MatchState, index: number): string | null =>
  anyCardMarked(state) && state.kickOffEffects.includes(flockMark(state.players[index]!.id)) ? `${nameOf(ctx, state.players[index]!.id)} is beset by a Flock of Seagulls and cannot be activated this team turn` : null

/**
 * Enjoy Your Trip?, played at the end of one of the team's turns on a Standing opposition player
 * marked by one of the team's players: that player is Placed Prone (no armour roll). A ball carrier
 * drops the ball, which bounces from their square (Safe Pair of Hands may put it down instead, as
 * for any Placed Prone carrier). No turnover: the victim's team is not the moving team, and the
 * card's team's turn is over already.
 */
const playEnjoyYourTrip: CardPlay = (ctx, state, team, event) => {
  const index = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
  const player = index === undefined ? undefined : state.players[index]
  if (player === undefined || player.team === team || player.at === null || player.posture !== "standing") {
    return violation(ctx, "Enjoy Your Trip?", "Enjoy Your Trip? is played on a Standing opposition player on the pitch")
  }
  if (!markingPlayers(ctx, state, index!).some((marker) => marker.team === team)) return violation(ctx, "Enjoy Your Trip?", `${nameOf(ctx, player.id)} is not marked by a ${teamOf(ctx, team).name} player`)
  state = withBallOf(state, player.id)
  const held = state.ball.carrier === player.id
  note(ctx, `${teamOf(ctx, team).name} play Enjoy Your Trip?: ${nameOf(ctx, player.id)} is Placed Prone${held ? " and drops the ball" : ""}`)
  const prone = withState(state, { players: state.players.map((p, i) => (i === index ? withPlayer(p, { posture: "prone" }) : p)) })
  if (!held) return done(prone)
  const loose = withState(prone, { ball: { at: player.at, carrier: null, inPlay: true } })
  return done(schedule(loose, droppedBall(ctx, loose, player.id, player.at, "placed-prone")))
}

/**
 * Sprinkler Malfunction, played at the start of an opposition turn: until the end of the drive
 * every player's passing test for a Pass action, pick-up and catch is at −1 more (both teams').
 */
export const SPRINKLER_MALFUNCTION = "sprinkler-malfunction"

const sprinkler = (state: MatchState): Array<Modifier> => (inForce(state, SPRINKLER_MALFUNCTION) ? [{ value: -1, source: "Sprinkler Malfunction" }] : [])

/** The −1 to a Pass action's passing test, a pick-up or a catch while the sprinklers run. */
export const sprinklerPass = sprinkler
export const sprinklerPickUp = sprinkler
export const sprinklerCatch = sprinkler

const playSprinkler: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Sprinkler Malfunction: until the end of the drive, −1 to every Pass action's passing test, every pick-up and every catch`)
  return done(mark(state, driveMark(SPRINKLER_MALFUNCTION, team)))
}

/**
 * Walk It Off, played as one of the team's players is activated for a Foul action (right after its
 * `ActionDeclared`, before any dice): if that foul breaks the victim's armour and the injury roll
 * leaves them Stunned, the victim gains Bone Head until the end of the drive (core/foul.ts asks
 * `walkItOff`). The marker lapses with the team turn, the foul being over by then.
 */
const WALK_IT_OFF = "walk-it-off"
const walkMark = (fouler: string) => `${TURN}:${WALK_IT_OFF}:${fouler}`

const playWalkItOff: CardPlay = (ctx, state, team, event) => {
  const fouler = state.activePlayer
  if (fouler === null || (event.player !== undefined && event.player !== fouler)) {
    return violation(ctx, "Walk It Off", "Walk It Off is played for the player being activated for a Foul action")
  }
  note(ctx, `${teamOf(ctx, team).name} play Walk It Off: if ${nameOf(ctx, fouler)}'s foul leaves its victim Stunned, the victim gains Bone Head for the drive`)
  return done(mark(state, walkMark(fouler)))
}

/** After a foul's injury roll left `victim` Stunned: Bone Head for the drive when Walk It Off was played for `fouler`. */
export const walkItOff = (state: MatchState, fouler: string, victim: number, log: (text: string) => void): MatchState => {
  if (!anyCardMarked(state) || !state.kickOffEffects.includes(walkMark(fouler))) return state
  log(`Walk It Off: ${state.players[victim]!.id} is Stunned and gains Bone Head until the end of the drive`)
  return withGain(state, victim, { source: "Walk It Off", until: "drive", skills: ["Bone Head"] })
}

/**
 * Pot Hole, played as the opposition activates an Open player (Standing, not marked) for a Move,
 * Pass, Hand-off or Foul action (right after its `ActionDeclared`): for that activation, the step
 * out of the square the player stands in is a Dodge as if they were marked (core/movement.ts asks
 * `potHole`): −1 for each opponent marking the square moved into, Dodge's re-roll as usual. A jump
 * out of it is already a test and is left as it is. The marker lapses with the team turn.
 */
const POT_HOLE = "pot-hole"
const POT_HOLE_ACTIONS: ReadonlyArray<string> = ["move", "pass", "hand-off", "foul"]
const potMark = (player: string) => `${TURN}:${POT_HOLE}:${player}`

const playPotHole: CardPlay = (ctx, state, team, event) => {
  const active = state.activePlayer
  const index = active === null ? undefined : ctx.match.playerIndex.get(active)
  const player = index === undefined ? undefined : state.players[index]
  const activation = state.stack.find((s) => s._tag === "Activation" && s.player === active)
  const action = activation?._tag === "Activation" ? activation.action : undefined
  if (player === undefined || player.team === team || (event.player !== undefined && event.player !== active)) {
    return violation(ctx, "Pot Hole", "Pot Hole is played on the opposing player being activated")
  }
  if (action === undefined || !POT_HOLE_ACTIONS.includes(action)) return violation(ctx, "Pot Hole", `Pot Hole is played on a player activated for a Move, Pass, Hand-off or Foul action, not a ${action ?? "no"} action`)
  if (player.at === null || player.posture !== "standing" || markingPlayers(ctx, state, index!).length > 0) {
    return violation(ctx, "Pot Hole", `Pot Hole is played on an Open player (Standing and not marked); ${nameOf(ctx, player.id)} is not`)
  }
  note(ctx, `${teamOf(ctx, team).name} play Pot Hole: ${nameOf(ctx, player.id)} must dodge to leave their square, as if marked`)
  return done(mark(state, potMark(player.id)))
}

/** Whether this step, the first out of the square the active player was activated in, is a Dodge for Pot Hole. */
export const potHole = (state: MatchState, player: string, moved: number): boolean =>
  moved === 0 && state.activePlayer === player && anyCardMarked(state) && state.kickOffEffects.includes(potMark(player))

export const randomEvents: Readonly<Record<string, CardPlay>> = {
  [FLOCK]: playFlock,
  [POT_HOLE]: playPotHole,
  [WALK_IT_OFF]: playWalkItOff,
  "enjoy-your-trip": playEnjoyYourTrip,
  [SPRINKLER_MALFUNCTION]: playSprinkler
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    flockProblem: typeof flockProblem
    potHole: typeof potHole
    sprinklerCatch: typeof sprinklerCatch
    sprinklerPass: typeof sprinklerPass
    sprinklerPickUp: typeof sprinklerPickUp
    walkItOff: typeof walkItOff
  }
}
