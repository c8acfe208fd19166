import { type Decision, distance, type Match, type MatchState, opposed, type Pitch, type Square, scoresIn, transition, variantAt } from "@sidelines/engine"
import type { MatchEvent } from "@sidelines/schema"
import type { Rng } from "./rng.js"

/**
 * What the coach needs to play more than two teams (BlightBowl's cross): who is an opponent,
 * where a team scores, where it sets up and where the kick goes. Every answer is asked of the
 * engine (the variant's `sides`, its pitch, `legalDecisions`); nothing here knows BlightBowl's
 * rules. With two teams the coach keeps its own reads (coach.ts), so two-team matches, and the
 * bundled logs, play exactly as before.
 */

/** Whether the match has more than two teams (BlightBowl). */
export const moreThanTwo = (match: Match): boolean => match.teamIds.length > 2

/** Whether two teams oppose each other in this match: not the same team, and not allies. */
export const opposing = (match: Match, state: MatchState) => {
  const variant = variantAt(match, state)
  return (a: number, b: number): boolean => opposed(variant, a, b)
}

/** The end-zone squares a team scores in, by the variant's `scoresIn` and its pitch; cached per pitch. */
const scoringCache = new WeakMap<Pitch, Map<number, ReadonlyArray<Square>>>()
export const scoringSquares = (match: Match, state: MatchState, team: number): ReadonlyArray<Square> => {
  const variant = variantAt(match, state)
  const { pitch } = variant
  let byTeam = scoringCache.get(pitch)
  if (byTeam === undefined) scoringCache.set(pitch, (byTeam = new Map()))
  let squares = byTeam.get(team)
  if (squares === undefined) {
    const found: Array<Square> = []
    const defenders = match.teamIds.map((_, t) => t).filter((t) => scoresIn(variant, team, t))
    for (let x = 0; x < pitch.width; x++) {
      for (let y = 0; y < pitch.height; y++) {
        const square: Square = [x, y]
        if (pitch.contains(square) && defenders.some((t) => pitch.isEndZoneOf(t, square))) found.push(square)
      }
    }
    byTeam.set(team, (squares = found))
  }
  return squares
}

/** Whether a square is in an end zone the team scores in. */
export const scoresAt = (match: Match, state: MatchState, team: number, square: Square): boolean =>
  scoringSquares(match, state, team).some((s) => s[0] === square[0] && s[1] === square[1])

/** How many squares from a square to the nearest end-zone square the team scores in. */
export const toScoringEndZone = (match: Match, state: MatchState, team: number, square: Square): number =>
  Math.min(...scoringSquares(match, state, team).map((s) => distance(s, square)))

/** The middle square of the end zone the team scores in: where a player heads with the ball. */
export const scoringTarget = (match: Match, state: MatchState, team: number): Square => {
  const squares = scoringSquares(match, state, team)
  const mean = (i: 0 | 1) => squares.reduce((n, s) => n + s[i], 0) / squares.length
  const centre: Square = [mean(0), mean(1)]
  return [...squares].sort((a, b) => distance(a, centre) - distance(b, centre))[0]!
}

/**
 * Set-up slots relative to the middle of the team's line of scrimmage, facing the middle of the
 * pitch: (squares back, squares aside). Three on the line, two a little behind it, two deep; all
 * outside the wide zones (the rules allow two in each; this coach does not need them).
 */
const QUARTER_FORMATION: ReadonlyArray<readonly [number, number]> = [
  [0, 0], [0, -1], [0, 1], [3, -2], [3, 2], [5, 0], [8, 0], [2, 0], [4, -1], [4, 1], [6, 0]
]

/**
 * The team's set-up squares on a pitch with more than two end zones (BlightBowl's cross), in
 * the order players are placed. Which way is back is read from the pitch: from the middle of
 * the pitch towards the team's own end zone; the line of scrimmage is the first square that
 * way the pitch calls the team's line. Only squares the pitch lets the team set up on are kept.
 */
export const quarterFormation = (pitch: Pitch, team: number): Array<Square> => {
  const own: Array<Square> = []
  for (let x = 0; x < pitch.width; x++) for (let y = 0; y < pitch.height; y++) if (pitch.contains([x, y]) && pitch.isEndZoneOf(team, [x, y])) own.push([x, y])
  const middle: Square = [Math.floor((pitch.width - 1) / 2), Math.floor((pitch.height - 1) / 2)]
  if (own.length === 0) return []
  const mean = (i: 0 | 1) => own.reduce((n, s) => n + s[i], 0) / own.length
  const back: Square = [Math.sign(Math.round(mean(0)) - middle[0]), Math.sign(Math.round(mean(1)) - middle[1])]
  const aside: Square = [Math.abs(back[1]), Math.abs(back[0])]
  let line = 0
  while (line < Math.max(pitch.width, pitch.height) && !pitch.isLineOfScrimmage(team, [middle[0] + back[0] * line, middle[1] + back[1] * line])) line++
  return QUARTER_FORMATION.map(([depth, side]): Square => [
    middle[0] + back[0] * (line + depth) + aside[0] * side,
    middle[1] + back[1] * (line + depth) + aside[1] * side
  ]).filter((square) => pitch.contains(square) && pitch.isSetUpArea(team, square))
}

/**
 * The kick where the variant says where it must go (BlightBowl: a Kill-Zone square): one of the
 * engine's legal kicks by this kicker, at random; undefined where the variant has no such rule.
 */
export const aimedKick = (match: Match, state: MatchState, kicker: string, rng: Rng): Decision | undefined => {
  const { kickRules, pitch } = variantAt(match, state)
  if (kickRules === undefined) return undefined
  // legalDecisions would try every player on every square; only this kicker's kicks are asked.
  const kicks: Array<Decision> = []
  for (let x = 0; x < pitch.width; x++) {
    for (let y = 0; y < pitch.height; y++) {
      const kick: Decision = { _tag: "KickAimed", player: kicker, at: [x, y] }
      if (pitch.contains([x, y]) && transition(match, state, { ...kick, seq: state.seq + 1 } as MatchEvent)._tag === "Success") kicks.push(kick)
    }
  }
  return kicks.length === 0 ? undefined : rng.pick(kicks)
}

/** The column of the end zone a team scores in, on a two-team pitch (as coach.ts reads it). */
const scoringColumn = (match: Match, team: number): number => (match.variant.pitch.isEndZoneOf(1 - team, [match.variant.pitch.width - 1, 7]) ? match.variant.pitch.width - 1 : 0)

/** How far a square is from the end zone the team scores in: across the pitch with two teams, to the nearest scoring square with more. */
export const endZoneDistance = (match: Match, state: MatchState, team: number, square: Square): number =>
  moreThanTwo(match) ? toScoringEndZone(match, state, team, square) : Math.abs(scoringColumn(match, team) - square[0])

/** Whether a square is in the end zone the team scores in. */
export const inScoringEndZone = (match: Match, state: MatchState, team: number, square: Square): boolean =>
  moreThanTwo(match) ? scoresAt(match, state, team, square) : square[0] === scoringColumn(match, team)

/** Where a player heads with the ball. */
export const endZoneGoal = (match: Match, state: MatchState, team: number): Square =>
  moreThanTwo(match) ? scoringTarget(match, state, team) : [scoringColumn(match, team), 7]

/** Two squares from a ball carrier towards the end zone its team scores in: where an escort goes when the cage's corners are taken. */
export const aheadOf = (match: Match, state: MatchState, team: number, [cx, cy]: Square): Square => {
  if (!moreThanTwo(match)) return [cx + Math.sign(scoringColumn(match, team) - cx) * 2, cy]
  const [gx, gy] = scoringTarget(match, state, team)
  return [cx + Math.sign(gx - cx) * 2, cy + Math.sign(gy - cy) * 2]
}
