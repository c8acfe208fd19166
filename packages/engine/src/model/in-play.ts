import type { MatchStarted } from "@sidelines/schema"

/**
 * What may come into play in a match, worked out once as the match is built (model/match.ts
 * `buildMatch`) from its header: the skills and traits printed on its rosters (the players who may
 * join during the match included) and the inducements each team brought. The rules ask it before
 * looking through every player or every team for something nobody in the match has: a check whose
 * rule cannot apply returns at once.
 *
 * It knows only what the header fixes. What can still arrive during the match — a skill gained
 * from a prayer, a potion, a card or a star (`PlayerState.gained`), a wizard given by Sevens'
 * Magic Scroll, a Special Plays card in a team's hand — lives in the state, and a rule that can
 * come that way asks the state too (`mayHaveSkill` in model/match.ts does for skills): the table
 * only ever says "not from the header", never "not at all".
 */
export interface InPlay {
  /** Words of 32 bits a player's skills take in `players` (skill ids above `words * 32` are on no roster of this match). */
  readonly words: number
  /** Each roster player's printed skills and traits, `words` words a player in roster order, a bit per skill id (`skillId`). */
  readonly players: Uint32Array
  /** The union of `players`: the skills someone in the match has printed. */
  readonly anyone: Uint32Array
  /** How many of each inducement each team brought, by id (a team's map is empty when it brought none). */
  readonly inducements: ReadonlyArray<ReadonlyMap<string, number>>
}

/** Skill ids by key (the name lower-cased, no value: "mighty blow"), shared by every match. */
const ids = new Map<string, number>()
/** A skill as a rule spells it ("Mighty Blow"): its key (lower case, no value) and its id. */
export interface SkillSpelling {
  readonly key: string
  readonly id: number
}
/** Each spelling the rules use, worked out once: the lookup the hot loop makes, lower-casing once. */
const spellings = new Map<string, SkillSpelling>()

/** The id of a skill key (lower case, no value), given on first sight. */
export const idOfKey = (key: string): number => {
  let id = ids.get(key)
  if (id === undefined) {
    id = ids.size
    ids.set(key, id)
  }
  return id
}

/** A skill as a rule names it ("Bone Head"; the case does not matter): its key and id. */
export const spellingOf = (skill: string): SkillSpelling => {
  let spelling = spellings.get(skill)
  if (spelling === undefined) {
    const key = skill.toLowerCase()
    spelling = { key, id: idOfKey(key) }
    spellings.set(skill, spelling)
  }
  return spelling
}

/** The id of a skill as a rule names it. */
export const skillId = (skill: string): number => spellingOf(skill).id

/** Whether the bits at `offset` (a player's, or `anyone`'s at 0) have the skill with this id. */
export const hasBit = (bits: Uint32Array, words: number, offset: number, id: number): boolean =>
  id < words * 32 && (bits[offset + (id >>> 5)]! & (1 << (id & 31))) !== 0

/** The table for a match whose roster players (header order, then the pool) print these skill keys. */
export const inPlayOf = (header: MatchStarted, rosterKeys: ReadonlyArray<Iterable<string>>): InPlay => {
  const keyed = rosterKeys.map((keys) => [...keys].map(idOfKey))
  // Every key of this match has its id now, so ids given later are on none of its rosters.
  const words = Math.max(1, Math.ceil(ids.size / 32))
  const players = new Uint32Array(words * rosterKeys.length)
  const anyone = new Uint32Array(words)
  keyed.forEach((skills, player) => {
    for (const id of skills) {
      players[player * words + (id >>> 5)]! |= 1 << (id & 31)
      anyone[id >>> 5]! |= 1 << (id & 31)
    }
  })
  const inducements = header.teams.map((team) => {
    const counts = new Map<string, number>()
    for (const inducement of team.inducements) counts.set(inducement.id, (counts.get(inducement.id) ?? 0) + inducement.count)
    return counts
  })
  return { words, players, anyone, inducements }
}

/** Whether someone in the match has the skill printed on their roster (the pool's players too). */
export const onSomeRoster = (inPlay: InPlay, skill: string): boolean => hasBit(inPlay.anyone, inPlay.words, 0, skillId(skill))

/** Whether the roster player (by index) has the skill printed. */
export const onRoster = (inPlay: InPlay, player: number, skill: string | SkillSpelling): boolean =>
  hasBit(inPlay.players, inPlay.words, player * inPlay.words, typeof skill === "string" ? skillId(skill) : skill.id)

/** How many of an inducement the team brought (the header's, as the match is played). */
export const broughtBy = (inPlay: InPlay, team: number, id: string): number => inPlay.inducements[team]?.get(id) ?? 0

/** Whether any team brought the inducement. */
export const broughtByAnyone = (inPlay: InPlay, id: string): boolean => inPlay.inducements.some((counts) => (counts.get(id) ?? 0) > 0)
