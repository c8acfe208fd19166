import { above } from "./above.js"
import { ballCarriers } from "../model/balls.js"
import { barricadeBetween, inSewerPit, isObstacle } from "../model/features.js"
import { hasSkill } from "../model/match.js"
import { distance, keyOf, neighbours, squareName, squareOfKey, type Square } from "../model/square.js"
import { type MatchState, withPlayer, withState } from "../model/state.js"
import { scoresIn, type Variant } from "./variant/variant.js"
import { movementAllowance } from "./activation.js"
import { type Ctx, nameOf, note, playerIndex } from "./context.js"
import { markedSquares, opponentsIn, tackleZonesOn } from "./tackle-zones.js"
import { enteringSquare } from "./trapdoor.js"
import { activationChecks } from "./turn.js"

/**
 * Stalling (Blood Bowl 2020, second season, page 64; the rulebook is not among our texts, so
 * this is our own wording of it): a player in possession of the ball who, at some point of their
 * team turn, could have scored a touchdown without any dice being rolled — no Rush, Dodge, Jump or
 * Leap, and no roll as they are activated (Bone Head, Really Stupid, Take Root, Animal Savagery,
 * Unchannelled Fury) — and does not, is Stalling.
 *
 * When it is judged, following FUMBBL's client (christerk/ffb `StepCheckStalling`, run at the
 * start of a team turn and after each player's action) and Jervis (cmelchior/jervis-ffb,
 * docs/rules-discussions.md "Stalling"): each time the coach of the moving team is to decide —
 * activate a player or end the turn — the team's ball carrier is judged if they have not been
 * activated yet this turn. Those moments are the start of the turn and the end of every
 * activation, so a player who was handed the ball and could walk in is judged too; a player who
 * has already acted (or is acting) is not. A turnover gives no such moment: the carrier who lost
 * the chance to act is not judged after it.
 *
 * `couldScoreWithoutDice` is the pure question, over the match state; `judgeStalling` marks the
 * player (`STALLING` in their `used`, which the start of their next team turn clears).
 */

/** The mark on a player judged Stalling this team turn. */
export const STALLING = "stalling"

/**
 * The squares of a walk from where the player stands into an end zone they score in, within their
 * MA and with no dice at all, or null if there is none. Each step goes to an empty square on the
 * pitch that is no feature (stall, pit, house); a square in an opposing tackle zone may be entered
 * (no roll) but not left (a Dodge), so it can only end the walk, in the end zone; an open trapdoor
 * is a roll and is avoided; a barricade is crossed Safely only (three squares, no roll). A player
 * marked where they stand, or who rolls as they are activated, has no such walk.
 */
export const couldScoreWithoutDice = (ctx: Ctx, state: MatchState, player: string): ReadonlyArray<Square> | null => {
  const index = playerIndex(ctx, player)
  const me = state.players[index]!
  const start = me.at
  if (start === null || me.posture !== "standing" || inSewerPit(ctx.variant.pitch, start)) return null
  const opponents = opponentsIn(ctx.variant)
  if (tackleZonesOn(state, me.team, start, opponents).length > 0) return null
  if (activationChecks(ctx, state, player, "move").length > 0 || above.unchannelledFury(ctx, state, player, "move").length > 0) return null
  if (hasSkill(ctx.match, state, index, "Ball & Chain")) return null
  const { ma } = movementAllowance(ctx, state, player)
  const pitch = ctx.variant.pitch
  const scoresHere = (square: Square): boolean => {
    for (let team = 0; team < state.teams.length; team++) {
      if (team !== me.team && scoresIn(ctx.variant, me.team, team) && pitch.isEndZoneOf(team, square)) return true
    }
    return false
  }
  // No scoring square within MA squares (each step, a Safe crossing too, gains one square at most):
  // no walk, and no search. Most carriers most of the time.
  if (!scoringSquaresOf(ctx.variant, me.team, state.teams.length, scoresHere).some((square) => distance(square, start) <= ma && distance(square, start) > 0)) return null
  // Who stands where and which squares the opponents mark, read once rather than per square.
  const occupied = new Set<number>()
  for (const other of state.players) if (other.at !== null) occupied.add(keyOf(other.at))
  const marked = markedSquares(state, me.team, opponents)
  // Dijkstra over squares (a step costs 1, a Safe crossing 3), cheapest first and, at equal cost,
  // first reached first: a bucket a cost, each in the order its squares were reached (the order a
  // stable sort of one open list gives, so the same walk is found). Costs and the way back are kept
  // by square key in arrays reused from search to search, marked as this search's by its number.
  const search = ++searches
  const startKey = keyOf(start)
  reached[startKey] = search
  costs[startKey] = 0
  const buckets: Array<Array<Square>> = [[start]]
  for (let spent = 0; spent < buckets.length; spent++) {
    const bucket = buckets[spent]
    if (bucket === undefined) continue
    for (let i = 0; i < bucket.length; i++) {
      const square = bucket[i]!
      const key = keyOf(square)
      if (spent > costs[key]!) continue
      if (spent > 0 && scoresHere(square)) {
        const path: Array<Square> = [square]
        for (let at = cameFrom[key]!; at !== startKey; at = cameFrom[at]!) path.unshift(squareOfKey(at))
        return path
      }
      // Entering a marked square needs no roll; leaving it does.
      if (spent > 0 && marked.has(key)) continue
      for (const next of neighbours(square)) {
        if (!pitch.contains(next)) continue
        const nextKey = keyOf(next)
        if (isObstacle(pitch, next) || occupied.has(nextKey)) continue
        if (enteringSquare(ctx, state, player, next).length > 0) continue
        const total = spent + (barricadeBetween(pitch, square, next) ? 3 : 1)
        if (total > ma || (reached[nextKey] === search && total >= costs[nextKey]!)) continue
        reached[nextKey] = search
        costs[nextKey] = total
        cameFrom[nextKey] = key
        ;(buckets[total] ??= []).push(next)
      }
    }
  }
  return null
}

// The search's scratch, by square key (`keyOf`: below 64 × 64 on any pitch); `reached` says which search wrote a key's entries.
const KEYS = 64 * 64
const reached = new Int32Array(KEYS)
const costs = new Int16Array(KEYS)
const cameFrom = new Int16Array(KEYS)
let searches = 0

/**
 * The squares of the pitch a team scores in (`scores`), listed once per variant and team: the
 * pitch's squares all lie in its bounding box (model/pitch.ts).
 */
const scoringSquares = new WeakMap<Variant, Map<number, ReadonlyArray<Square>>>()
const scoringSquaresOf = (variant: Variant, team: number, teams: number, scores: (square: Square) => boolean): ReadonlyArray<Square> => {
  let byTeam = scoringSquares.get(variant)
  if (byTeam === undefined) {
    byTeam = new Map()
    scoringSquares.set(variant, byTeam)
  }
  const key = team * 64 + teams
  const known = byTeam.get(key)
  if (known !== undefined) return known
  const { pitch } = variant
  const squares: Array<Square> = []
  for (let x = 0; x < pitch.width; x++) {
    for (let y = 0; y < pitch.height; y++) {
      const square: Square = [x, y]
      if (pitch.contains(square) && scores(square)) squares.push(square)
    }
  }
  byTeam.set(key, squares)
  return squares
}

/**
 * The judgement at a moment the moving team's coach is to decide: the team's ball carrier, not yet
 * activated this turn, who could walk in with no dice is marked Stalling (once a turn).
 */
export const judgeStalling = (ctx: Ctx, state: MatchState, team: number): MatchState => {
  let judged = state
  // Either ball's carrier, while a Ball Clone is in force.
  for (const carrierId of ballCarriers(state)) judged = judgeCarrier(ctx, judged, team, carrierId)
  return judged
}

const judgeCarrier = (ctx: Ctx, state: MatchState, team: number, carrierId: string): MatchState => {
  const index = playerIndex(ctx, carrierId)
  const carrier = state.players[index]!
  if (carrier.team !== team || carrier.hasActed || carrier.used.includes(STALLING)) return state
  const path = couldScoreWithoutDice(ctx, state, carrierId)
  if (path === null) return state
  note(ctx, `Stalling: ${nameOf(ctx, carrierId)} could walk into the end zone with no dice (${path.map(squareName).join(", ")}); unless the team scores this turn, they are Stalling`)
  return withState(state, { players: state.players.map((p, i) => (i === index ? withPlayer(p, { used: [...p.used, STALLING] }) : p)) })
}

/** The team's players judged Stalling this turn and still on the pitch. */
export const stallingPlayers = (state: MatchState, team: number): ReadonlyArray<string> =>
  state.players.filter((p) => p.team === team && p.at !== null && p.used.length > 0 && p.used.includes(STALLING)).map((p) => p.id)
