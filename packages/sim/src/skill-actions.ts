import { characteristic, distance, hasSkill, isObstacle, type Match, type MatchState, type Pitch, type Square, variantAt } from "@sidelines/engine"
import type { Decision } from "@sidelines/engine"
import type { Rng } from "./rng.js"

/**
 * The coach's use of the skills that make an action of their own or ask for a choice: Projectile
 * Vomit, Hypnotic Gaze and Multiple Block (declared instead of a Block), Pile Driver (after a
 * block), the Fanatic's Ball & Chain Move. Each is looked at only for a player who has the skill,
 * and the rng is drawn only then, so a match without such players plays exactly as before.
 * The engine says whether each choice is legal: these are candidates, tried in order.
 */

type PlayerState = MatchState["players"][number]

const indexOf = (match: Match, id: string) => match.playerIndex.get(id)!

/** Standing opponents next to the player who are not down a sewer pit (the targets of a block-like action). */
const markedOpponents = (match: Match, state: MatchState, player: PlayerState, opponents: ReadonlyArray<PlayerState>) => {
  const pitch = variantAt(match, state).pitch
  return opponents.filter((o) => o.posture === "standing" && o.at !== null && player.at !== null && distance(o.at, player.at) === 1 && !isObstacle(pitch, o.at))
}

/**
 * Special actions made instead of a Block by a standing player who is not carrying the ball:
 * a Projectile Vomit at a standing opponent next to them, a Hypnotic Gaze (declared when there is
 * an opponent to gaze at; the gaze itself is `gazeAt`), a Multiple Block when two opponents stand
 * next to them. Each about half the time it could be made. A target with Foul Appearance is left
 * out of a Multiple Block (its roll within one is not folded).
 */
export const specialActions = (match: Match, state: MatchState, ready: ReadonlyArray<PlayerState>, opponents: ReadonlyArray<PlayerState>, rng: Rng): Array<Decision> => {
  const candidates: Array<Decision> = []
  for (const p of ready) {
    if (p.id === state.ball.carrier || p.posture !== "standing" || p.at === null) continue
    const index = indexOf(match, p.id)
    const targets = markedOpponents(match, state, p, opponents)
    if (targets.length === 0) continue
    if (hasSkill(match, state, index, "Projectile Vomit") && rng.chance(0.5)) {
      candidates.push({ _tag: "ActionDeclared", player: p.id, action: "projectile-vomit", target: rng.pick(targets).id })
    }
    if (hasSkill(match, state, index, "Hypnotic Gaze") && rng.chance(0.5)) candidates.push({ _tag: "ActionDeclared", player: p.id, action: "hypnotic-gaze" })
    const blockable = targets.filter((o) => !hasSkill(match, state, indexOf(match, o.id), "Foul Appearance"))
    if (hasSkill(match, state, index, "Multiple Block") && blockable.length >= 2 && rng.chance(0.5)) candidates.push({ _tag: "ActionDeclared", player: p.id, action: "multiple-block" })
  }
  return candidates
}

/** The gaze of a `hypnotic-gaze` action: at the ball carrier if they stand next to the gazer, else at the strongest opponent there. */
export const gazeAt = (match: Match, state: MatchState, player: PlayerState, opponents: ReadonlyArray<PlayerState>): Array<Decision> =>
  markedOpponents(match, state, player, opponents)
    .sort((a, b) => Number(b.id === state.ball.carrier) - Number(a.id === state.ball.carrier) || characteristic(match, state, indexOf(match, b.id), "st") - characteristic(match, state, indexOf(match, a.id), "st"))
    .map((o) => ({ _tag: "SkillUsed", player: player.id, skill: "Hypnotic Gaze", target: o.id }))

/** The blocks of a `multiple-block` action: each at a standing opponent next to the player, the first target not again. */
export const multipleBlocks = (match: Match, state: MatchState, player: PlayerState, opponents: ReadonlyArray<PlayerState>, first: string | null): Array<Decision> =>
  markedOpponents(match, state, player, opponents)
    .filter((o) => o.id !== first && !hasSkill(match, state, indexOf(match, o.id), "Foul Appearance"))
    .map((o) => ({ _tag: "BlockThrown", player: player.id, target: o.id }))

/**
 * The Ball & Chain Move, one square at a time: the coach faces the throw-in template towards the
 * nearest standing opponent, never where one of the three squares it may send the player to holds
 * a standing team-mate (a swing into one is not folded), is off the pitch or is an obstacle. It
 * stops (ActionEnded) once the player has moved their MA, or when no way is safe.
 */
export const chainSwing = (match: Match, state: MatchState, player: PlayerState, moved: number, opponents: ReadonlyArray<PlayerState>): Decision => {
  const stop: Decision = { _tag: "ActionEnded", player: player.id }
  if (player.at === null || player.posture !== "standing" || moved >= characteristic(match, state, indexOf(match, player.id), "ma")) return stop
  const pitch: Pitch = variantAt(match, state).pitch
  const [x, y] = player.at
  const blocked = (square: Square) =>
    !pitch.contains(square) || isObstacle(pitch, square) ||
    state.players.some((p) => p.team === player.team && p.id !== player.id && p.posture === "standing" && p.at !== null && p.at[0] === square[0] && p.at[1] === square[1])
  const standing = opponents.filter((o) => o.posture === "standing" && o.at !== null)
  const nearest = standing.sort((a, b) => distance(a.at!, player.at!) - distance(b.at!, player.at!))[0]
  const facings = ([[1, 0], [-1, 0], [0, 1], [0, -1]] as const)
    .filter(([dx, dy]) => [-1, 0, 1].every((side) => !blocked(dx === 0 ? [x + side, y + dy] : [x + dx, y + side])))
    .map(([dx, dy]): Square => [x + dx, y + dy])
  if (facings.length === 0) return stop
  const towards = nearest === undefined ? facings[0]! : facings.sort((a, b) => distance(a, nearest.at!) - distance(b, nearest.at!))[0]!
  return { _tag: "SkillUsed", player: player.id, skill: "Ball & Chain", at: towards }
}

/** Pile Driver, when the engine offers it after a block: used about half the time (it leaves the attacker Placed Prone). */
export const pileDriver = (legal: ReadonlyArray<Decision>, rng: Rng): Decision | undefined => {
  const use = legal.find((d) => d._tag === "SkillUsed" && d.skill === "Pile Driver")
  const decline = legal.find((d) => d._tag === "SkillDeclined" && d.skill === "Pile Driver")
  if (use === undefined || decline === undefined) return undefined
  return rng.chance(0.5) ? use : decline
}

/**
 * A jump out of a marked square (PlayerMoved with `jump`) by a player with one of `skills` (Pogo
 * Stick ignores the marking modifiers, Leap lowers them): two squares to a free, unmarked square
 * at least one square nearer `target`, nearest first, within the player's MA (no rush for it).
 * None on a pitch with barricades (a jump across one is not folded).
 */
export const leapAway = (match: Match, state: MatchState, player: PlayerState, moved: number, target: Square, marked: (square: Square) => boolean, skills: ReadonlyArray<string>): Array<Decision> => {
  const index = indexOf(match, player.id)
  const pitch = variantAt(match, state).pitch
  if (player.at === null || player.posture !== "standing" || !skills.some((skill) => hasSkill(match, state, index, skill))) return []
  if (moved + 2 > characteristic(match, state, index, "ma") || pitch.features.some((feature) => feature.kind === "barricade")) return []
  const [x, y] = player.at
  const now = distance(player.at, target)
  const squares: Array<Square> = []
  for (let dx = -2; dx <= 2; dx++) {
    for (let dy = -2; dy <= 2; dy++) {
      const to: Square = [x + dx, y + dy]
      if (Math.max(Math.abs(dx), Math.abs(dy)) !== 2 || !pitch.contains(to) || isObstacle(pitch, to) || marked(to) || distance(to, target) >= now) continue
      if (state.players.some((p) => p.at !== null && p.at[0] === to[0] && p.at[1] === to[1])) continue
      squares.push(to)
    }
  }
  return squares.sort((a, b) => distance(a, target) - distance(b, target)).map((to) => ({ _tag: "PlayerMoved", player: player.id, to, jump: true }))
}
