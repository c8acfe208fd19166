import { type Ringer, ringers, withoutRingers } from "./ringers.js"
import { type JoiningRule, joiningPlayers, type MatchStarted, type Player } from "@sidelines/schema"
import type { Characteristic, Gain, MatchState, Profile } from "./state.js"
import { parseSkill, skillKey, type SkillEntry } from "./skills.js"
import { plagueRiddenPool } from "./plague-ridden-pool.js"
import { raiseTheDeadPool } from "./raise-the-dead-pool.js"
import { type InPlay, inPlayOf, onRoster, onSomeRoster, type SkillSpelling, spellingOf } from "./in-play.js"

/**
 * The variant the match is played under. What a variant is (pitch, tables, hooks) is the core's
 * business: core/variant/variant.ts completes this interface by declaration merging, so that the
 * model names no module above it.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- completed by core/variant/variant.ts
export interface MatchVariant {}

/** A player's roster entry with the skills indexed for the rules. */
export interface RosterPlayer extends Player {
  readonly team: number
  readonly skillIndex: ReadonlyMap<string, SkillEntry>
  /** Set for a player the header does not list, who may join during the match (see `PoolPlayer`). */
  readonly pool?: PoolRule
}

/**
 * What brings a pool player into the match and when they leave it again: Plague Ridden's Rotter
 * (`plague-ridden`) or Masters of Undeath's Zombie (`masters-of-undeath`), who stay for the rest
 * of the match, or the Holiday Special's Yhetee
 * (`roaming-yhetees`, back to the pool at the end of the drive, to join again at a later one).
 */
export interface PoolRule {
  readonly rule: JoiningRule
  /** `drive`: back to the pool when the drive they joined in ends; null: theirs for the rest of the match. */
  readonly leaves: "drive" | null
}

/**
 * A player who is not on the header's roster but may join a team during the match. The match has
 * them from its start, in the `pool` box (model/state.ts), which is out of everything (not the
 * reserves, the pitch, set-up limits, concession, the dugouts) until a rule makes them join.
 * Their id is the schema's (`joiningPlayers`), which the decoder accepts in events
 * (docs/log-format.md, "Players who join during a match").
 */
export interface PoolPlayer extends PoolRule {
  readonly team: number
  /** Their profile; `id` comes from `joiningPlayers`, `number` is the team's first free one. */
  readonly player: Omit<Player, "id" | "number">
}

/**
 * What does not change during a match: the header, the variant and lookups built from them.
 * Kept out of MatchState so the per-event states stay small.
 */
export interface Match {
  /**
   * The header as the match is played: the log's, but for the named hires both teams made in a
   * league match, which neither uses (model/ringers.ts).
   */
  readonly header: MatchStarted
  /** The named coaches, wizards and referees both teams hired: unused in a league match, shared in an exhibition. */
  readonly ringers: ReadonlyArray<Ringer>
  readonly variant: MatchVariant
  readonly teamIds: ReadonlyArray<string>
  readonly roster: ReadonlyArray<RosterPlayer>
  readonly playerIndex: ReadonlyMap<string, number>
  readonly teamIndex: ReadonlyMap<string, number>
  /** What may come into play: the skills on its rosters, the inducements brought (model/in-play.ts). */
  readonly inPlay: InPlay
}

const indexSkills = (player: Player): Map<string, SkillEntry> => {
  const skillIndex = new Map<string, SkillEntry>()
  for (const printed of [...player.skills, ...player.traits]) skillIndex.set(skillKey(printed), parseSkill(printed))
  return skillIndex
}

export const buildMatch = (header: MatchStarted, variant: MatchVariant): Match => {
  const roster: Array<RosterPlayer> = []
  header.teams.forEach((team, t) => {
    for (const player of team.players) roster.push({ ...player, team: t, skillIndex: indexSkills(player) })
  })
  // Players who may join during the match come after the header's, so those keep their indexes.
  const ids = joiningPlayers(header)
  for (const pool of [...plagueRiddenPool(header), ...raiseTheDeadPool(header), ...(variant.poolPlayers?.(header) ?? [])]) {
    const id = ids.find((joining) => joining.team === pool.team && joining.rule === pool.rule)?.id
    // The schema names every player who may join (the decoder checks events against it); one it does not name is a bug here.
    if (id === undefined) throw new Error(`internal: no id for a ${pool.rule} player of team ${pool.team} (joiningPlayers, @sidelines/schema)`)
    const numbers = new Set(roster.filter((player) => player.team === pool.team).map((player) => player.number))
    let number = 1
    while (numbers.has(number) && number < 99) number++
    const player: Player = { ...pool.player, id, number }
    roster.push({ ...player, team: pool.team, skillIndex: indexSkills(player), pool: { rule: pool.rule, leaves: pool.leaves } })
  }
  const played = withoutRingers(header)
  return {
    header: played,
    ringers: ringers(header),
    variant,
    teamIds: header.teams.map((team) => team.id),
    roster,
    playerIndex: new Map(roster.map((player, i) => [player.id, i])),
    teamIndex: new Map(header.teams.map((team, i) => [team.id, i])),
    inPlay: inPlayOf(played, roster.map((player) => player.skillIndex.keys()))
  }
}

/** A skill's key as a rule spells it ("Mighty Blow" → "mighty blow"), worked out once a spelling (model/in-play.ts). */
const keyFor = (skill: string): string => spellingOf(skill).key

/**
 * Whether the player has the skill or trait: printed on the roster, or gained during the match
 * and not lapsed yet (`PlayerState.gained`). Every skill read of the rules goes through here, so a
 * gained skill works exactly like a printed one. A replacement profile (`Gain.profile`, the frog)
 * has exactly its own skills. No allocation: a player who gained nothing costs one field read more
 * than the roster lookup. The skill is its name as the rules spell it, or that spelling worked out
 * once (`spelled`), for the checks made on nearly every event, which then skip the name's lookup.
 */
export const hasSkill = (match: Match, state: MatchState, player: number, skill: string | SkillSpelling): boolean => {
  const spelling = typeof skill === "string" ? spellingOf(skill) : skill
  const gained = state.players[player]!.gained
  // The roster's skills as bits by skill id (model/in-play.ts).
  if (gained === undefined) return onRoster(match.inPlay, player, spelling)
  const key = spelling.key
  const profile = profileOf(gained)
  if (profile !== undefined) return entryIn(profile.skills, key) !== undefined
  if (gainedEntry(gained, key) !== undefined) return true
  return match.roster[player]!.skillIndex.has(key) && !lost(gained, key)
}

/** A skill's spelling worked out once, for `hasSkill` on a hot path: `const SPRINT = spelled("Sprint")`. */
export const spelled = (skill: string): SkillSpelling => spellingOf(skill)

/**
 * Whether someone in the match may have the skill now: printed on a roster (the pool's players
 * too), or gained during the match and not lapsed (a replacement profile's skills included). A
 * rule that would look through every player for the skill asks this first; when it is false,
 * `hasSkill` is false for every player.
 */
export const mayHaveSkill = (match: Match, state: MatchState, skill: string): boolean => {
  if (onSomeRoster(match.inPlay, skill)) return true
  const players = state.players
  for (let i = 0; i < players.length; i++) {
    const gained = players[i]!.gained
    if (gained === undefined) continue
    const key = keyFor(skill)
    const profile = profileOf(gained)
    if (profile !== undefined ? entryIn(profile.skills, key) !== undefined : gainedEntry(gained, key) !== undefined) return true
  }
  return false
}

/** Whether a gain takes the printed skill away (`Gain.loses`). */
const lost = (gained: ReadonlyArray<Gain>, key: string): boolean => gained.some((g) => g.loses !== undefined && entryIn(g.loses, key) !== undefined)

/** The skill's printed value ("4+", "+1"), from the roster or else the latest gain; null when it has none. */
export const skillValue = (match: Match, state: MatchState, player: number, skill: string): string | null => {
  const key = keyFor(skill)
  const gained = state.players[player]!.gained
  const profile = gained === undefined ? undefined : profileOf(gained)
  if (profile !== undefined) return entryIn(profile.skills, key)?.value ?? null
  const printed = match.roster[player]!.skillIndex.get(key)
  if (printed !== undefined && (gained === undefined || !lost(gained, key))) return printed.value
  return gained === undefined ? null : gainedEntry(gained, key)?.value ?? null
}

/** The replacement profile in force (the latest gain with one), if any. */
export const profileOf = (gained: ReadonlyArray<Gain>): Profile | undefined => {
  for (let g = gained.length - 1; g >= 0; g--) {
    const profile = gained[g]!.profile
    if (profile !== undefined) return profile
  }
  return undefined
}

/** Whether the player has a gain with this tag (`Gain.tag`): a rule marker rather than a skill. */
export const hasGainTag = (state: MatchState, player: number, tag: string): boolean => {
  const gained = state.players[player]!.gained
  if (gained === undefined) return false
  for (let i = 0; i < gained.length; i++) if (gained[i]!.tag === tag) return true
  return false
}

/** Parsed gained skills, cached by the printed text (a handful of distinct strings in a match). */
const parsed = new Map<string, { readonly key: string; readonly entry: SkillEntry }>()
const parsedSkill = (printed: string) => {
  let hit = parsed.get(printed)
  if (hit === undefined) {
    hit = { key: skillKey(printed), entry: parseSkill(printed) }
    parsed.set(printed, hit)
  }
  return hit
}

/** The latest gain of the skill with this key, or undefined. */
const gainedEntry = (gained: ReadonlyArray<Gain>, key: string): SkillEntry | undefined => {
  for (let g = gained.length - 1; g >= 0; g--) {
    const hit = entryIn(gained[g]!.skills, key)
    if (hit !== undefined) return hit
  }
  return undefined
}

const entryIn = (skills: ReadonlyArray<string>, key: string): SkillEntry | undefined => {
  for (let i = 0; i < skills.length; i++) {
    const hit = parsedSkill(skills[i]!)
    if (hit.key === key) return hit.entry
  }
  return undefined
}

/** The limits of each characteristic (Blood Bowl 2020): MA 1–9, ST 1–8, AG and PA 1+–6+, AV 3+–11+. */
const LIMITS: Readonly<Record<Characteristic, readonly [number, number]>> = { ma: [1, 9], st: [1, 8], ag: [1, 6], pa: [1, 6], av: [3, 11] }

/**
 * A characteristic as it stands now: the roster's, changed by what the player gained (kept within
 * the game's limits). AG and PA are target numbers, so an improvement lowers them. A player with no
 * PA ("-") keeps none whatever they gain. A replacement profile (`Gain.profile`) gives its own
 * characteristics, untouched by other gains.
 */
export function characteristic(match: Match, state: MatchState, player: number, which: "pa"): number | null
export function characteristic(match: Match, state: MatchState, player: number, which: Exclude<Characteristic, "pa">): number
export function characteristic(match: Match, state: MatchState, player: number, which: Characteristic): number | null {
  const base = match.roster[player]![which]
  const gained = state.players[player]!.gained
  if (gained === undefined) return base
  const profile = profileOf(gained)
  if (profile !== undefined) return profile[which]
  if (base === null) return base
  let improve = 0
  for (const gain of gained) improve += gain.improve?.[which] ?? 0
  if (improve === 0) return base
  const value = which === "ag" || which === "pa" ? base - improve : base + improve
  const [low, high] = LIMITS[which]
  return Math.min(high, Math.max(low, value))
}

/** A player's profile as it stands now, for display: characteristics and every skill and trait they have. */
export interface ProfileNow {
  readonly ma: number
  readonly st: number
  /** AG, PA and AV as target numbers (3 is 3+); PA null for a player with none. */
  readonly ag: number
  readonly pa: number | null
  readonly av: number
  /** As printed ("Mighty Blow (+1)"): the roster's then those gained, or a replacement profile's alone. */
  readonly skills: ReadonlyArray<string>
}

/**
 * What a player is now: the roster's profile with what they gained during the match (a prayer's
 * skill, a potion, the frog's profile). The same reads the rules make, so a viewer shows what the
 * rules use.
 */
export const profileNow = (match: Match, state: MatchState, player: number): ProfileNow => {
  const entry = match.roster[player]!
  const gained = state.players[player]!.gained
  const replaced = gained === undefined ? undefined : profileOf(gained)
  const printed = replaced !== undefined
    ? [...replaced.skills]
    : [...entry.skills, ...entry.traits, ...(gained ?? []).flatMap((gain) => gain.skills)]
  const skills = printed.filter((skill, i) => printed.findIndex((other) => skillKey(other) === skillKey(skill)) === i)
  return {
    ma: characteristic(match, state, player, "ma"),
    st: characteristic(match, state, player, "st"),
    ag: characteristic(match, state, player, "ag"),
    pa: characteristic(match, state, player, "pa"),
    av: characteristic(match, state, player, "av"),
    skills
  }
}
