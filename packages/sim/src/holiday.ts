import { type Decision, distance, hasSkill, type Match, type MatchState, type Square, tackleZonesOn, transition, variantAt } from "@sidelines/engine"
import type { MatchEvent } from "@sidelines/schema"
import { formation } from "./coach.js"
import type { Rng } from "./rng.js"

/**
 * The Holiday Special's own decisions for the coach (docs/variants/holiday-special.md): placing
 * gingerbread houses before the pre-game, and Throw Snowball. Everything here is asked of the
 * engine (a candidate is kept only if `transition` takes it), and nothing here draws from the
 * PRNG in another variant, so their logs do not move.
 */

/** The engine's mark on a player already targeted by a snowball this team turn. */
const SNOWBALLED = "snowballed"
/** How far a snowball flies, and how far the coach likes to throw one (no −1 for range). */
const RANGE = 5
const NEAR = 3

const accepted = (match: Match, state: MatchState, decision: Decision): boolean =>
  transition(match, state, { ...decision, seq: state.seq + 1 } as MatchEvent)._tag === "Success"

/** Whether the step on top is the coaches placing their gingerbread houses. */
export const placingHouses = (state: MatchState): boolean => {
  const top = state.stack.at(-1)
  return top?._tag === "Variant" && top.name === "place-houses"
}

/**
 * The coach places two or three small houses (one or two squares, now and then four) in
 * midfield, then declines. A house never goes on a line of scrimmage or a square of either
 * team's set-up formation (so both teams can still set up as they always do), nor next to
 * another house (so the houses stay obstacles to run round, not walls across the pitch).
 */
export const placeHouse = (match: Match, state: MatchState, team: number, rng: Rng): Decision => {
  const teamId = match.teamIds[team]!
  const decline: Decision = { _tag: "ChoiceDeclined", team: teamId, choice: "gingerbread-house" }
  const top = state.stack.at(-1) as unknown as { data: { houses: ReadonlyArray<number> } }
  const placed = top.data.houses[team] ?? 0
  if (placed >= 3 || (placed >= 2 && rng.chance(0.5))) return decline
  const pitch = variantAt(match, state).pitch
  const reserved = match.teamIds.flatMap((_, t) => formation(pitch, t))
  const houses = (state.placed?.features ?? []).filter((f) => f.kind === "gingerbread-house").flatMap((f) => f.squares)
  const free = (square: Square) =>
    !reserved.some((r) => r[0] === square[0] && r[1] === square[1]) &&
    !match.teamIds.some((_, t) => pitch.isLineOfScrimmage(t, square)) &&
    houses.every((h) => distance(h, square) >= 2)
  const shapes: ReadonlyArray<ReadonlyArray<readonly [number, number]>> = [[[0, 0]], [[0, 0], [1, 0]], [[0, 0], [0, 1]], [[0, 0], [1, 0]], [[0, 0], [1, 0], [0, 1], [1, 1]]]
  const middle = Math.floor(pitch.width / 2)
  for (let tries = 0; tries < 40; tries++) {
    // Midfield: up to eight columns either side of the middle, off the sideline rows.
    const x = middle - 8 + rng.below(16)
    const y = 1 + rng.below(pitch.height - 3)
    const squares = rng.pick(shapes).map(([dx, dy]): Square => [x + dx, y + dy])
    if (!squares.every(free)) continue
    const house: Decision = { _tag: "GingerbreadHousePlaced", team: teamId, squares }
    if (accepted(match, state, house)) return house
  }
  return decline
}

/** Whether the variant has the Throw Snowball action. */
const throwsSnowballs = (match: Match): boolean => match.variant.hooks?.actions?.["throw-snowball"] !== undefined

type Player = MatchState["players"][number]

/** The opponents a player could throw a snowball at, the ball carrier first, then the nearest. */
const targetsOf = (match: Match, state: MatchState, thrower: Player): Array<Player> =>
  state.players
    .filter((o) => o.team !== thrower.team && o.at !== null && o.posture === "standing" && !o.used.includes(SNOWBALLED) && distance(o.at, thrower.at!) <= RANGE)
    .sort((a, b) => Number(b.id === state.ball.carrier) - Number(a.id === state.ball.carrier) || distance(a.at!, thrower.at!) - distance(b.at!, thrower.at!))

/**
 * Now and then, a Throw Snowball: by a standing, unmarked player who has a Passing Ability and
 * is not carrying the ball, at an opponent within three squares; more often when the opposing
 * ball carrier is in range (a hit knocks them over, and the ball bounces).
 */
export const snowballDeclared = (match: Match, state: MatchState, ready: ReadonlyArray<Player>, rng: Rng): Decision | undefined => {
  if (!throwsSnowballs(match)) return undefined
  const throwers = ready.filter((p) =>
    p.posture === "standing" && p.at !== null && p.id !== state.ball.carrier && match.roster[match.playerIndex.get(p.id)!]!.pa !== null &&
    tackleZonesOn(state, p.team, p.at).length === 0
  )
  const near = throwers.filter((p) => targetsOf(match, state, p).some((o) => distance(o.at!, p.at!) <= NEAR))
  const atCarrier = throwers.filter((p) => targetsOf(match, state, p)[0]?.id === state.ball.carrier)
  const pick = atCarrier.length > 0 && rng.chance(0.6) ? atCarrier[0] : near.length > 0 && rng.chance(0.12) ? rng.pick(near) : undefined
  if (pick === undefined) return undefined
  const declare: Decision = { _tag: "ActionDeclared", player: pick.id, action: "throw-snowball" }
  return accepted(match, state, declare) ? declare : undefined
}

/** The snowball itself: at the best target the engine takes, or the action ends unthrown. */
export const snowballThrown = (match: Match, state: MatchState, thrower: string): Decision => {
  const player = state.players[match.playerIndex.get(thrower)!]!
  for (const target of player.at === null ? [] : targetsOf(match, state, player)) {
    const aimed: Decision = { _tag: "PassAimed", player: thrower, at: target.at! }
    if (accepted(match, state, aimed)) return aimed
  }
  return { _tag: "ActionEnded", player: thrower }
}

/**
 * Hold On a Minute! (and the reserves brought on at the kick-off): the players who changed sides
 * are set up, and the set-up must be legal. The coach puts each one on a free square of its usual
 * formation (the line of scrimmage first), else next to the middle of the line, else anywhere in
 * its half the engine takes; when every one is placed and the set-up is still illegal (too few on
 * the line), one of them moves up to the line. Undefined when nothing is taken (the caller falls
 * back to the legal list).
 */
export const setUpJoined = (match: Match, state: MatchState, team: number): Decision | undefined => {
  const top = state.stack.at(-1)
  if (top?._tag !== "Variant" || (top.name !== "hold-on-a-minute" && top.name !== "reinforce")) return undefined
  const pitch = variantAt(match, state).pitch
  const free = (square: Square) => pitch.contains(square) && pitch.isSetUpArea(team, square) && !state.players.some((p) => p.at !== null && p.at[0] === square[0] && p.at[1] === square[1])
  const middle = Math.floor((pitch.height - 1) / 2)
  const line: Array<Square> = []
  for (let x = 0; x < pitch.width; x++) for (let y = 0; y < pitch.height; y++) if (pitch.isLineOfScrimmage(team, [x, y]) && pitch.wideZone([x, y]) === null) line.push([x, y])
  line.sort((a, b) => Math.abs(a[1] - middle) - Math.abs(b[1] - middle))
  const area: Array<Square> = []
  for (let x = 0; x < pitch.width; x++) for (let y = 0; y < pitch.height; y++) if (pitch.wideZone([x, y]) === null) area.push([x, y])
  const lineX = line[0]?.[0] ?? middle
  area.sort((a, b) => Math.abs(a[0] - lineX) + Math.abs(a[1] - middle) - (Math.abs(b[0] - lineX) + Math.abs(b[1] - middle)))
  const waiting = state.players.filter((p) => p.team === team && p.at === null && p.box === "reserves")
  const squares = [...formation(pitch, team), ...line, ...area].filter(free)
  for (const player of waiting) {
    for (const at of squares) {
      const placed: Decision = { _tag: "PlayerPlaced", player: player.id, at }
      if (accepted(match, state, placed)) return placed
    }
  }
  const offTheLine = state.players.filter((p) => p.team === team && p.at !== null && !pitch.isLineOfScrimmage(team, p.at))
  for (const player of offTheLine) {
    for (const at of line.filter(free)) {
      const placed: Decision = { _tag: "PlayerPlaced", player: player.id, at }
      if (accepted(match, state, placed)) return placed
    }
  }
  return undefined
}

/**
 * Roaming Yhetees: the coach sets its Yhetee up (it may be a twelfth player) on the free square
 * of its half nearest the middle of its line of scrimmage, outside the wide zones, that the engine
 * takes. Undefined when this is not that step, or the Yhetee is on the pitch already.
 */
export const setUpYhetee = (match: Match, state: MatchState, team: number): Decision | undefined => {
  const top = state.stack.at(-1)
  if (top?._tag !== "Variant" || top.name !== "reinforce" || (top.data as { rule?: string }).rule !== "roaming-yhetees") return undefined
  const yhetee = state.players.find((p, i) => p.team === team && p.box === "reserves" && match.roster[i]!.pool?.rule === "roaming-yhetees")
  if (yhetee === undefined) return undefined
  const pitch = variantAt(match, state).pitch
  const middle = Math.floor((pitch.height - 1) / 2)
  const lineX = formation(pitch, team)[0]?.[0] ?? Math.floor(pitch.width / 2)
  const squares: Array<Square> = []
  for (let x = 0; x < pitch.width; x++) {
    for (let y = 0; y < pitch.height; y++) {
      const square: Square = [x, y]
      if (pitch.contains(square) && pitch.isSetUpArea(team, square) && pitch.wideZone(square) === null && !state.players.some((p) => p.at !== null && p.at[0] === x && p.at[1] === y)) squares.push(square)
    }
  }
  squares.sort((a, b) => Math.abs(a[0] - lineX) + Math.abs(a[1] - middle) - (Math.abs(b[0] - lineX) + Math.abs(b[1] - middle)) || a[0] - b[0] || a[1] - b[1])
  for (const at of squares) {
    const placed: Decision = { _tag: "PlayerPlaced", player: yhetee.id, at }
    if (accepted(match, state, placed)) return placed
  }
  return undefined
}

// ---- bombs (a Bombardier gained from Snowball Surprise) ----

/** How far the coach throws a bomb: a Quick or Short throw, up to six squares. */
const BOMB_REACH = 6

/**
 * Squares worth a bomb: empty ones (nobody there to catch it and throw it back) next to standing
 * opponents, with no team-mate of the thrower next to them, in reach; the most opponents (their
 * ball carrier counting double) first.
 */
const bombTargets = (match: Match, state: MatchState, thrower: Player): Array<Square> => {
  const pitch = variantAt(match, state).pitch
  const from = thrower.at!
  const squares: Array<{ square: Square; score: number }> = []
  for (let x = from[0] - BOMB_REACH; x <= from[0] + BOMB_REACH; x++) {
    for (let y = from[1] - BOMB_REACH; y <= from[1] + BOMB_REACH; y++) {
      const square: Square = [x, y]
      if (!pitch.contains(square) || distance(square, from) < 3 || state.players.some((p) => p.at !== null && p.at[0] === x && p.at[1] === y)) continue
      const around = state.players.filter((p) => p.at !== null && distance(p.at, square) === 1)
      if (around.some((p) => p.team === thrower.team)) continue
      const score = around.filter((p) => p.posture === "standing").length + (around.some((p) => p.id === state.ball.carrier) ? 1 : 0)
      if (score >= 2) squares.push({ square, score })
    }
  }
  return squares.sort((a, b) => b.score - a.score).map((s) => s.square)
}

/** Now and then, a bomb: by a standing player with Bombardier, at a cluster of opponents (or their carrier) in reach. */
export const bombDeclared = (match: Match, state: MatchState, ready: ReadonlyArray<Player>, rng: Rng): Decision | undefined => {
  const bombers = ready.filter((p) => p.posture === "standing" && p.at !== null && hasSkill(match, state, match.playerIndex.get(p.id)!, "Bombardier"))
  for (const p of bombers) {
    if (bombTargets(match, state, p).length === 0 || !rng.chance(0.7)) continue
    const declare: Decision = { _tag: "ActionDeclared", player: p.id, action: "throw-bomb" }
    if (accepted(match, state, declare)) return declare
  }
  return undefined
}

/** The throw itself (or one thrown on after a catch): at the best target the engine takes, else anywhere it takes away from the thrower. */
export const bombThrown = (match: Match, state: MatchState, thrower: string): Decision => {
  const player = state.players[match.playerIndex.get(thrower)!]!
  for (const at of player.at === null ? [] : bombTargets(match, state, player)) {
    const aimed: Decision = { _tag: "PassAimed", player: thrower, at }
    if (accepted(match, state, aimed)) return aimed
  }
  // Caught and thrown on, with nobody worth it in reach: as far from the thrower's team-mates as the engine takes.
  const pitch = variantAt(match, state).pitch
  const from = player.at!
  const options: Array<Square> = []
  for (let dx = -BOMB_REACH; dx <= BOMB_REACH; dx++) for (let dy = -BOMB_REACH; dy <= BOMB_REACH; dy++) {
    const at: Square = [from[0] + dx, from[1] + dy]
    if (pitch.contains(at) && distance(at, from) >= 3) options.push(at)
  }
  const mates = (at: Square) => state.players.filter((p) => p.team === player.team && p.at !== null && distance(p.at, at) <= 1).length
  options.sort((a, b) => mates(a) - mates(b) || distance(b, from) - distance(a, from))
  for (const at of options) {
    const aimed: Decision = { _tag: "PassAimed", player: thrower, at }
    if (accepted(match, state, aimed)) return aimed
  }
  return { _tag: "ActionEnded", player: thrower }
}
