import type { LibraryEntry } from "./library.js"

/** How a saved match falls short, for its mark in the list: unreadable, stopped early, partly unchecked. */
export type Shortfall = "damaged" | "not-a-log" | "problems" | "partial" | null

/** One entry of the saved list as a line of text, and what its mark says is wrong with it. */
export interface SavedLine {
  readonly text: string
  readonly shortfall: Shortfall
}

const count = (n: number, one: string, many: string): string => `${n} ${n === 1 ? one : many}`

/**
 * "Da Bloody Boyz 2 · Altdorf Lions 1 — Blood Bowl — 2026-11-20", and after it, in words (a mark
 * that is only a colour says nothing to a screen reader), whatever keeps it from being the whole
 * match: lines that could not be read, where the rules stopped, stretches taken on trust. A file
 * with no match header at all is "not a match log", never a match of an "unknown variant".
 */
export const savedLine = (entry: LibraryEntry): SavedLine => {
  if (entry.kind === "damaged") return { text: `${entry.name} — damaged: ${entry.damage}`, shortfall: "damaged" }
  const { match } = entry
  const { teams, score, variant, playedAt, problems, unchecked = 0, stoppedAt = null } = match.summary
  const date = (playedAt ?? match.savedAt).slice(0, 10)
  if (teams.length === 0) return { text: `${match.name} — not a match log (${count(problems, "problem", "problems")}) — ${date}`, shortfall: "not-a-log" }
  const notes: Array<string> = []
  if (problems > 0) notes.push(`${count(problems, "line", "lines")} unreadable`)
  if (stoppedAt !== null) notes.push(`the rules stop at seq ${stoppedAt}, score so far`)
  if (unchecked > 0) notes.push(`${count(unchecked, "stretch", "stretches")} unchecked`)
  const line = teams.map((team, t) => `${team} ${score[t] ?? "–"}`).join(" · ")
  return {
    text: [line, variant ?? "unknown variant", date, ...notes].join(" — "),
    shortfall: problems > 0 || stoppedAt !== null ? "problems" : unchecked > 0 ? "partial" : null
  }
}
