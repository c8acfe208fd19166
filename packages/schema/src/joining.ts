import type { MatchStarted } from "./header.js"
import type { Team } from "./roster.js"

/**
 * The rules by which a player the header does not list may join a team during the match:
 * - `plague-ridden`: a Rotter Lineman, for a team with the special rule "Favoured of Nurgle" and a
 *   player with the Plague Ridden trait (used once per game, so one Rotter at most);
 * - `roaming-yhetees`: a Yhetee per team in the Holiday Special, at each Roaming Yhetees kick-off;
 * - `masters-of-undeath`: a Zombie Lineman raised from a killed opponent, for a team with the
 *   special rule "Masters of Undeath" (its Necromancer raises the dead once per game).
 */
export type JoiningRule = "plague-ridden" | "roaming-yhetees" | "masters-of-undeath"

/** A player who may join during the match: their team, the rule, and the id events name them by. */
export interface JoiningPlayer {
  readonly team: number
  readonly rule: JoiningRule
  readonly id: string
}

const hasSpecialRule = (team: Team, rule: string): boolean =>
  (team.specialRules ?? []).some((printed) => printed.trim().toLowerCase() === rule.toLowerCase())

const hasSkill = (team: Team, skill: string): boolean =>
  team.players.some((player) => [...player.skills, ...player.traits].some((printed) => printed.replace(/\s*\(.*\)\s*$/, "").trim().toLowerCase() === skill))

/** Each rule's id suffix for a team of this header, or null where the rule brings nobody to it. */
const SUFFIXES: ReadonlyArray<readonly [JoiningRule, (header: MatchStarted, team: Team) => string | null]> = [
  ["plague-ridden", (_header, team) => (hasSpecialRule(team, "Favoured of Nurgle") && hasSkill(team, "plague ridden") ? "rotter-1" : null)],
  ["roaming-yhetees", (header) => (header.variant === "holiday-special" ? "yhetee" : null)],
  ["masters-of-undeath", (_header, team) => (hasSpecialRule(team, "Masters of Undeath") ? "zombie-1" : null)]
]

/**
 * The players who may join during the match, in a fixed order (team by team, the rules in the
 * order above), and their ids: `<teamId>-rotter-1`, `<teamId>-yhetee`, `<teamId>-zombie-1`.
 * Should the header already use such an id, `-2`, `-3`… is added until it is free. The decoder accepts these ids in events
 * as it does the header's players' (docs/log-format.md, "Players who join during a match"); the
 * rules engine builds them into the match (a profile and the box they wait in).
 */
export const joiningPlayers = (header: MatchStarted): ReadonlyArray<JoiningPlayer> => {
  const taken = new Set(header.teams.flatMap((team) => team.players.map((player) => player.id)))
  const joining: Array<JoiningPlayer> = []
  header.teams.forEach((team, t) => {
    for (const [rule, suffix] of SUFFIXES) {
      const end = suffix(header, team)
      if (end === null) continue
      const base = `${team.id}-${end}`
      let id = base
      for (let n = 2; taken.has(id); n++) id = `${base}-${n}`
      taken.add(id)
      joining.push({ team: t, rule, id })
    }
  })
  return joining
}
