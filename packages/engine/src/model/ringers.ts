import type { MatchStarted } from "@sidelines/schema"
import { namedReferee } from "./referee-names.js"
import { INFAMOUS_STAFF, namedStaff } from "./staff-names.js"

/**
 * One name hired by both teams (Death Zone): the same named (In)Famous Coaching Staff, named
 * wizard or named Biased Referee. In a league match neither team may use them (they keep both
 * fees); in an exhibition both may ("one team has clearly hired a ringer"). The header's
 * `options.exhibition: true` says the match is an exhibition; absent, it is a league match.
 * Facts: BBBase docs/bb2020/death_zone/new_inducements.md ((In)Famous Coaching Staff, Wizards).
 * Unnamed hires (a Hireling Sports Wizard, a Chaos Sorcerer, the ordinary Biased Referee) are no
 * ringers: both teams may field the same kind.
 * A leaf module (it imports only names), as buildMatch reads it.
 */

/** Death Zone's one named wizard; the other wizards are kinds, not people. */
export const HORATIO = /^horatio x\.? schottenheim(, master mage)?$/iu

export interface Ringer {
  /** The inducement's id: `infamous-coaching-staff`, `wizard` or `biased-referee`. */
  readonly id: string
  /** Their name, as the rules know it. */
  readonly name: string
  /** The header's teams (indexes) that hired them. */
  readonly teams: ReadonlyArray<number>
}

type Inducement = MatchStarted["teams"][number]["inducements"][number]

/** Who an inducement names, for telling the same person hired twice; null for a hire that names nobody in particular. */
const whom = (inducement: Inducement): string | null => {
  if (inducement.name === undefined || inducement.count <= 0) return null
  if (inducement.id === "biased-referee") return namedReferee(inducement.name)
  if (inducement.id === "wizard") return HORATIO.test(inducement.name) ? "Horatio X. Schottenheim" : null
  if (inducement.id === INFAMOUS_STAFF) return PLAYING_STAFF.some((is) => is(inducement.name)) ? null : inducement.name.trim()
  return null
}

/**
 * Staff who play (Josef Bugman, Kari Coldsteel) are on their team's roster as players: taking the
 * hire off would leave the player, so they are not treated as ringers (both play, as in an exhibition).
 */
const PLAYING_STAFF = [namedStaff("Josef Bugman"), namedStaff("Kari Coldsteel")]

const key = (id: string, name: string) => `${id}:${name.toLowerCase()}`

/** The named hires more than one team made. */
export const ringers = (header: MatchStarted): ReadonlyArray<Ringer> => {
  const seen = new Map<string, { id: string; name: string; teams: Array<number> }>()
  header.teams.forEach((team, t) => {
    for (const inducement of team.inducements) {
      const name = whom(inducement)
      if (name === null) continue
      const entry = seen.get(key(inducement.id, name)) ?? { id: inducement.id, name, teams: [] }
      if (!entry.teams.includes(t)) entry.teams.push(t)
      seen.set(key(inducement.id, name), entry)
    }
  })
  return [...seen.values()].filter((entry) => entry.teams.length > 1)
}

/** Whether the match is an exhibition (`options.exhibition`), where a ringer works for both teams. */
export const isExhibition = (header: MatchStarted): boolean => header.options.exhibition === true

/**
 * The header as the match is played: in a league match, each ringer's hire is taken off both
 * teams (neither uses them). The same header when there is none, or in an exhibition.
 */
export const withoutRingers = (header: MatchStarted): MatchStarted => {
  if (isExhibition(header)) return header
  const found = ringers(header)
  if (found.length === 0) return header
  const cancelled = new Set(found.map((ringer) => key(ringer.id, ringer.name)))
  return {
    ...header,
    teams: header.teams.map((team) => ({
      ...team,
      inducements: team.inducements.filter((inducement) => {
        const name = whom(inducement)
        return name === null || !cancelled.has(key(inducement.id, name))
      })
    }))
  }
}
