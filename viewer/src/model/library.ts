import { createStore, del, get, set, values, type UseStore } from "idb-keyval"
import type { LoadedLog } from "./load.js"

/**
 * The user's own matches, kept in IndexedDB (through idb-keyval) so a log opened once can be
 * reopened after a reload. The log's text is stored exactly as read and never rewritten; the
 * summary beside it only feeds the list.
 */
export interface SavedMatch {
  /** A hash of the text: opening the same file twice keeps one entry. */
  readonly id: string
  readonly name: string
  readonly text: string
  /** When it was first saved (ISO 8601). */
  readonly savedAt: string
  readonly summary: MatchSummary
}

/** What the list shows without decoding the log again. */
export interface MatchSummary {
  readonly variant: string | null
  readonly teams: ReadonlyArray<string>
  readonly score: ReadonlyArray<number>
  readonly playedAt: string | null
  readonly events: number
  readonly problems: number
}

let defaultStore: UseStore | undefined
/** The database is opened on first use, so merely importing this module touches no storage. */
const store = (): UseStore => (defaultStore ??= createStore("sidelines", "matches"))

/** cyrb53: a fast 53-bit string hash; ample to tell logs apart in one person's library. */
export const textId = (text: string): string => {
  let h1 = 0xdeadbeef
  let h2 = 0x41c6ce57
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    h1 = Math.imul(h1 ^ c, 2654435761)
    h2 = Math.imul(h2 ^ c, 1597334677)
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909)
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909)
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)
}

/** The list line of an opened log: teams, variant, final score of its valid part, date. */
export const summarise = (loaded: LoadedLog): MatchSummary => {
  const header = loaded.log.header
  const final = loaded.replay?.stateAt(loaded.replay.events.at(-1)?.seq ?? 0)
  return {
    // The variant's own name ("Blood Bowl") where the engine knows it, else the log's id.
    variant: loaded.replay?.match.variant.name ?? header?.variant ?? null,
    teams: header?.teams.map((team) => team.name) ?? [],
    score: final?.teams.map((team) => team.score) ?? [],
    playedAt: header?.playedAt ?? null,
    events: loaded.log.events.length,
    problems: loaded.log.errors.length
  }
}

/**
 * Saves an opened log. Saving text already in the library returns the existing entry unchanged
 * (its first save date stays), so reopening a file never duplicates or alters it.
 */
export const saveMatch = async (name: string, text: string, loaded: LoadedLog, on: UseStore = store()): Promise<SavedMatch> => {
  const id = textId(text)
  const existing = await get<SavedMatch>(id, on)
  if (existing !== undefined && existing.text === text) return existing
  const match: SavedMatch = { id, name, text, savedAt: new Date().toISOString(), summary: summarise(loaded) }
  // On the (astronomically unlikely) hash collision, keep both rather than overwrite the older one.
  const saved = existing === undefined ? match : { ...match, id: `${id}-${textId(`${text}\u0000${Date.now()}`)}` }
  await set(saved.id, saved, on)
  return saved
}

/** Every saved match, newest first. */
export const listMatches = async (on: UseStore = store()): Promise<ReadonlyArray<SavedMatch>> =>
  (await values<SavedMatch>(on)).sort((a, b) => b.savedAt.localeCompare(a.savedAt) || a.name.localeCompare(b.name))

export const loadMatch = (id: string, on: UseStore = store()): Promise<SavedMatch | undefined> => get<SavedMatch>(id, on)

/** Removes a match; only ever called from the user's own delete button. */
export const deleteMatch = (id: string, on: UseStore = store()): Promise<void> => del(id, on)

/** Puts a deleted match back exactly as it was (same id, text and first save date): the undo. */
export const restoreMatch = (match: SavedMatch, on: UseStore = store()): Promise<void> => set(match.id, match, on)
