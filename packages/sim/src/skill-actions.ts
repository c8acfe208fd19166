import { characteristic, distance, hasSkill, isObstacle, type Match, type MatchState, type Pitch, type Square, variantAt } from "@sidelines/engine"
import type { Decision } from "@sidelines/engine"
import type { Rng } from "./rng.js"

/**
 * The coach's use of the skills that make an action of their own or ask for a choice: Projectile
 * Vomit, Breathe Fire, Hypnotic Gaze and Multiple Block (declared instead of a Block; Breathe Fire
 * in a Blitz too), Pile Driver (after a
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
 * a Projectile Vomit at a standing opponent next to them, a Breathe Fire at one (the ball carrier
 * first, then one under ST 5, whom the fire's −1 spares), a Hypnotic Gaze (declared when there is
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
    // Bilerot Vomitflesh's Putrid Regurgitation is a Projectile Vomit once a game (the engine refuses a second).
    if ((hasSkill(match, state, index, "Projectile Vomit") || hasSkill(match, state, index, "Putrid Regurgitation")) && rng.chance(0.5)) {
      candidates.push({ _tag: "ActionDeclared", player: p.id, action: "projectile-vomit", target: rng.pick(targets).id })
    }
    if (hasSkill(match, state, index, "Breathe Fire") && rng.chance(0.5)) {
      candidates.push({ _tag: "ActionDeclared", player: p.id, action: "breathe-fire", target: fireTarget(match, state, targets).id })
    }
    if (hasSkill(match, state, index, "Hypnotic Gaze") && rng.chance(0.5)) candidates.push({ _tag: "ActionDeclared", player: p.id, action: "hypnotic-gaze" })
    const blockable = targets.filter((o) => !hasSkill(match, state, indexOf(match, o.id), "Foul Appearance"))
    if (hasSkill(match, state, index, "Multiple Block") && blockable.length >= 2 && rng.chance(0.5)) candidates.push({ _tag: "ActionDeclared", player: p.id, action: "multiple-block" })
  }
  return candidates
}

/** Whom to breathe fire at: the ball carrier, else the weakest (ST under 5 avoids the −1). */
const fireTarget = (match: Match, state: MatchState, targets: ReadonlyArray<PlayerState>): PlayerState =>
  [...targets].sort((a, b) => Number(b.id === state.ball.carrier) - Number(a.id === state.ball.carrier) ||
    characteristic(match, state, indexOf(match, a.id), "st") - characteristic(match, state, indexOf(match, b.id), "st"))[0]!

/**
 * Breathe Fire in place of a Blitz's block, about half the time once the player stands next to
 * the Blitz's target (the rng is drawn only then, so other matches play as before).
 */
export const fireInBlitz = (match: Match, state: MatchState, player: PlayerState, activation: { action: string; acted: boolean; target: string | null }, rng: Rng): Array<Decision> => {
  if (activation.action !== "blitz" || activation.acted || activation.target === null || player.at === null) return []
  if (!hasSkill(match, state, indexOf(match, player.id), "Breathe Fire")) return []
  const target = state.players[indexOf(match, activation.target)]!
  if (target.at === null || target.posture !== "standing" || distance(target.at, player.at) !== 1 || !rng.chance(0.5)) return []
  return [{ _tag: "SkillUsed", player: player.id, skill: "Breathe Fire", target: target.id }]
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

/**
 * Star players' special rules used by a `SkillUsed` naming the star and the rule, where the game
 * waits for his coach after a roll (docs/skills.md, "Star players' special rules"): the blows,
 * Indomitable, Swift As The Breeze, Strong Passing Game, Incorporeal, Star of the Show, Primal
 * Savagery, Quick Bite. Each helps its own side, so the coach takes it whenever the engine does.
 */
const STAR_RULES_USED = [
  "Crushing Blow", "Ram", "Slayer", "Brutal Block", "Toxin Connoisseur", "Master Assassin", "Savage Mauling",
  "Indomitable", "Swift As The Breeze", "Strong Passing Game", "Incorporeal", "Star of the Show", "Primal Savagery", "Quick Bite"
]
/** The special rules that are a re-roll (`RerollUsed` from the skill, naming the star); Old Pro leaves the die to FFB's pick. */
const STAR_REROLLS = ["The Ballista", "Blind Rage", "Consummate Professional", "Halfling Luck", "Thinking Man's Troll", "Mesmerizing Dance", "Lord of Chaos", "Whirling Dervish", "Old Pro"]

const holders = new WeakMap<Match, ReadonlyArray<{ id: string; team: number; used: ReadonlyArray<string>; rerolls: ReadonlyArray<string> }>>()

/** The players of the match's header with a special rule above, looked up once a match. */
const starHolders = (match: Match, state: MatchState) => {
  let found = holders.get(match)
  if (found === undefined) {
    found = match.roster.flatMap((player, index) => {
      const used = STAR_RULES_USED.filter((rule) => hasSkill(match, state, index, rule))
      const rerolls = STAR_REROLLS.filter((rule) => hasSkill(match, state, index, rule))
      return used.length + rerolls.length > 0 ? [{ id: player.id, team: player.team, used, rerolls }] : []
    })
    holders.set(match, found)
  }
  return found
}

/**
 * What the coach of `team` answers where the engine waits for a choice (not in a team turn's own
 * choices): a special rule of one of its stars, the first the engine takes, or nothing. Putrid
 * Regurgitation after Bilerot's block, and Glotl Stop's lashing out once he has used Primal
 * Savagery, name a standing opponent next to him. The rng is not drawn,
 * so matches without these stars play as before.
 */
export const starRuleUsed = (match: Match, state: MatchState, team: number | null, legal: (candidates: ReadonlyArray<Decision>) => Decision | undefined): Decision | undefined => {
  const stars = starHolders(match, state).filter((star) => team === null || star.team === team)
  const top = state.stack.at(-1)
  const candidates: Array<Decision> = []
  if (top?._tag === "PutridRegurgitation") {
    const bilerot = state.players[indexOf(match, top.player)]!
    const opponents = state.players.filter((p) => p.team !== bilerot.team && p.at !== null)
    for (const target of markedOpponents(match, state, bilerot, opponents)) candidates.push({ _tag: "SkillUsed", player: top.player, skill: "Putrid Regurgitation", target: target.id })
  }
  // Glotl Stop, having used Primal Savagery, lashes out at a standing opponent next to him.
  if (top?._tag === "PrimalSavagery" && top.stage === "choose") {
    const glotl = state.players[indexOf(match, top.player)]!
    const opponents = state.players.filter((p) => p.team !== glotl.team && p.at !== null)
    for (const target of markedOpponents(match, state, glotl, opponents)) candidates.push({ _tag: "PlayerChosen", team: match.teamIds[glotl.team]!, player: target.id, for: "animal-savagery" })
  }
  if (stars.length === 0 && candidates.length === 0) return undefined
  for (const star of stars) {
    for (const skill of star.used) candidates.push({ _tag: "SkillUsed", player: star.id, skill })
    for (const skill of star.rerolls) candidates.push({ _tag: "RerollUsed", team: match.teamIds[star.team]!, source: "skill", skill, player: star.id })
  }
  // Declining a blow is always open (legalDecisions does not list it for the StarBlow step).
  if (top?._tag === "StarBlow") candidates.push({ _tag: "SkillDeclined", player: top.star, skill: top.rule })
  return legal(candidates)
}

/**
 * A star's own choices in his activation: Glart Smashrip's Frenzied Rush in his Blitz next to its
 * target, before the block; Grombrindal's Wisdom of the White Dwarf for a team-mate next to him as
 * that team-mate starts to act (Mighty Blow (+1) for a block or a blitz, else Sure Feet).
 */
export const starActivation = (match: Match, state: MatchState, player: PlayerState, activation: { action: string; moved: number; acted: boolean; target: string | null }): Array<Decision> => {
  const candidates: Array<Decision> = []
  const index = indexOf(match, player.id)
  if (activation.action === "blitz" && !activation.acted && activation.target !== null && hasSkill(match, state, index, "Frenzied Rush")) {
    const target = state.players[indexOf(match, activation.target)]!
    if (target.at !== null && player.at !== null && distance(target.at, player.at) === 1) candidates.push({ _tag: "SkillUsed", player: player.id, skill: "Frenzied Rush" })
  }
  if (!activation.acted && activation.moved === 0 && player.at !== null) {
    const grants = activation.action === "block" || activation.action === "blitz" ? "Mighty Blow (+1)" : "Sure Feet"
    for (const sage of state.players) {
      if (sage.team !== player.team || sage.id === player.id || sage.at === null || distance(sage.at, player.at) !== 1) continue
      if (hasSkill(match, state, indexOf(match, sage.id), "Wisdom of the White Dwarf")) candidates.push({ _tag: "SkillUsed", player: sage.id, skill: "Wisdom of the White Dwarf", target: player.id, grants })
    }
  }
  return candidates
}
