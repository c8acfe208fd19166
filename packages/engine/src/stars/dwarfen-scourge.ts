import type { Match } from "../model/match.js"

/**
 * Dwarfen Scourge (Ivan 'the Animal' Deathshroud): once a game, on an opponent Ivan knocked down
 * with a block, his coach may add +1 to the armour or the injury roll once the dice are seen, +2
 * when the victim is a Dwarf. It is one of the blows of stars/star-blows.ts (offered, like Ram,
 * only where it changes the result and while Ivan stands); this file says how much it adds.
 * Facts from FUMBBL's client (christerk/ffb: `skill/bb2020/special/DwarfenScourge.java`, +2 when
 * the defender's position has the Dwarf keyword, applied by `AvOrInjModification`) and BBBase's
 * page for Ivan.
 *
 * Who is a Dwarf: the headers carry no keywords, so the Blood Bowl 2020 FAQ's answer for Ivan is
 * encoded: any position or star with "Dwarf" in the name (Dwarf Blocker Lineman, Old World Dwarf
 * Runner, Chaos Dwarf Blocker, Grombrindal, the White Dwarf…), every player of a Dwarf roster
 * (its Runners and Blitzers, Troll Slayers, Deathrollers), the Troll Slayers and Deathrollers of
 * any roster, Bull Centaur Blitzers, and the Dwarf stars the FAQ names or describes as Dwarfs.
 */
export const RULE = "Dwarfen Scourge"

const DWARF_POSITIONS: ReadonlySet<string> = new Set(["troll slayer", "deathroller", "bull centaur blitzer", "bull centaur"])

/** Stars who are Dwarfs without "Dwarf" in their name: the FAQ's list, and Barik Farblast, a Dwarf by his background. */
const DWARF_STARS: ReadonlySet<string> = new Set(["grim ironjaw", "skrull halfheight", "josef bugman", "barik farblast"])

export const isDwarf = (match: Match, player: string): boolean => {
  const index = match.playerIndex.get(player)
  if (index === undefined) return false
  const rostered = match.roster[index]!
  const position = rostered.position.toLowerCase()
  if (/\bdwarfs?\b/u.test(position) || DWARF_POSITIONS.has(position)) return true
  // A hired star's position is no help; his name is.
  if (rostered.hired === "star-player") return /\bdwarf\b/u.test(rostered.name.toLowerCase()) || DWARF_STARS.has(rostered.name.toLowerCase())
  return match.header.teams[rostered.team]?.roster.toLowerCase() === "dwarf"
}

/** Ivan's blow: +2 against a Dwarf, +1 against anyone else. */
export const scourgeValue = (match: Match, victim: string): number => (isDwarf(match, victim) ? 2 : 1)
