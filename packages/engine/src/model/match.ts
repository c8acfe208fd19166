import type { MatchStarted, Player } from "@sidelines/schema"
import type { Variant } from "../variant/variant.js"
import { parseSkill, skillKey, type SkillEntry } from "./skills.js"

/** A player's roster entry with the skills indexed for the rules. */
export interface RosterPlayer extends Player {
  readonly team: number
  readonly skillIndex: ReadonlyMap<string, SkillEntry>
}

/**
 * What does not change during a match: the header, the variant and lookups built from them.
 * Kept out of MatchState so the per-event states stay small.
 */
export interface Match {
  readonly header: MatchStarted
  readonly variant: Variant
  readonly teamIds: ReadonlyArray<string>
  readonly roster: ReadonlyArray<RosterPlayer>
  readonly playerIndex: ReadonlyMap<string, number>
  readonly teamIndex: ReadonlyMap<string, number>
}

export const buildMatch = (header: MatchStarted, variant: Variant): Match => {
  const roster: Array<RosterPlayer> = []
  header.teams.forEach((team, t) => {
    for (const player of team.players) {
      const skillIndex = new Map<string, SkillEntry>()
      for (const printed of [...player.skills, ...player.traits]) skillIndex.set(skillKey(printed), parseSkill(printed))
      roster.push({ ...player, team: t, skillIndex })
    }
  })
  return {
    header,
    variant,
    teamIds: header.teams.map((team) => team.id),
    roster,
    playerIndex: new Map(roster.map((player, i) => [player.id, i])),
    teamIndex: new Map(header.teams.map((team, i) => [team.id, i]))
  }
}

/** Skill names as the rules spell them, lower-cased once: this lookup runs in the hot loop. */
const keys = new Map<string, string>()
const keyFor = (skill: string): string => {
  let key = keys.get(skill)
  if (key === undefined) {
    key = skill.toLowerCase()
    keys.set(skill, key)
  }
  return key
}

export const hasSkill = (match: Match, player: number, skill: string): boolean =>
  match.roster[player]!.skillIndex.has(keyFor(skill))

export const skillValue = (match: Match, player: number, skill: string): string | null =>
  match.roster[player]!.skillIndex.get(skill.toLowerCase())?.value ?? null
