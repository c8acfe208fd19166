import { createStore, entries, get, update, type UseStore } from "idb-keyval"
import type { LoadedLog } from "./load.js"
import { recordDamage } from "./library-record.js"
import { textId } from "./text-id.js"

/**
 * The user's own matches, kept in IndexedDB (through idb-keyval) so a log opened once can be
 * reopened after a reload, and shared by every tab of the page.
 *
 * A saved match is never lost or silently changed:
 * - The key is a hash of the text, then ".1", ".2"… when that key already holds another text
 *   (a hash collision, or a damaged record): a save never writes over an occupied key. The
 *   same text saved twice is one record, its first save kept (name and date included).
 * - Every read-modify-write (save, delete, undo) runs in one IndexedDB transaction, so two
 *   tabs cannot interleave between a read and the write it decided.
 * - An undo puts back exactly the record its delete removed, and only while its key is still
 *   empty: it never replaces what another tab saved since.
 * - A record that is not a whole match (storage damaged, or written by something else) is
 *   listed as damaged, beside the rest, and can be deleted; nothing else reads through it.
 * - Every change is announced to the other tabs (BroadcastChannel), which refresh their lists.
 */
export interface SavedMatch {
  /** Its key: a hash of the text (see above). */
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
  /**
   * Where the replay falls short of the whole match (absent in records saved before it was kept):
   * the stretches taken on trust, and the seq where the rules stopped the fold (null: folded to the end).
   */
  readonly unchecked?: number
  readonly stoppedAt?: number | null
}

/** One record of the library: a whole match, or a damaged record and what is wrong with it. */
export type LibraryEntry =
  | { readonly kind: "saved"; readonly id: string; readonly name: string; readonly match: SavedMatch }
  | {
    readonly kind: "damaged"
    readonly id: string
    /** Its name if it still has one, else its key. */
    readonly name: string
    readonly damage: string
    /** Its log text if that survived, so it can still be opened. */
    readonly text: string | null
  }

/** What a delete took out, exactly as stored: all an undo needs. */
export interface Removed {
  readonly id: string
  readonly name: string
  readonly value: unknown
}

/** What a save did: stored the match, or found the same text already saved. */
export interface Saved {
  readonly match: SavedMatch
  readonly added: boolean
}

export interface Library {
  save(name: string, text: string, loaded: LoadedLog): Promise<Saved>
  /** Every record: whole matches newest first, then the damaged ones. */
  list(): Promise<ReadonlyArray<LibraryEntry>>
  load(id: string): Promise<LibraryEntry | undefined>
  /** Deletes a record; undefined when there was none (another tab deleted it first). */
  remove(id: string): Promise<Removed | undefined>
  /** The undo of a delete: false, and nothing written, when the key holds something again. */
  restore(removed: Removed): Promise<boolean>
  /** Calls back when another tab changes the library; returns the unsubscribe. */
  onChange(listener: () => void): () => void
  close(): void
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
    problems: loaded.log.errors.length,
    unchecked: loaded.importedFrom?.unchecked ?? loaded.replay?.indexes.unchecked.length ?? 0,
    stoppedAt: loaded.replay?.violation?.seq ?? null
  }
}

/** Reads a stored value as an entry, checking every field the page relies on. */
export const entryOf = (id: string, value: unknown): LibraryEntry => {
  const damage = recordDamage(id, value)
  if (damage === null) return { kind: "saved", id, name: (value as SavedMatch).name, match: value as SavedMatch }
  const record = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}
  return {
    kind: "damaged",
    id,
    name: typeof record["name"] === "string" ? record["name"] : id,
    damage,
    text: typeof record["text"] === "string" ? record["text"] : null
  }
}

const fail = (reject: (error: unknown) => void) => (event: Event) => reject((event.target as IDBRequest | IDBTransaction).error)

/**
 * The key for a text: its hash, or the first free "<hash>.<n>" after it. All the records under
 * that hash are read, and the new one written, in one transaction.
 */
const saveOnce = (on: UseStore, text: string, hash: string, make: (id: string) => SavedMatch): Promise<Saved> =>
  on("readwrite", (store) => new Promise<Saved>((resolve, reject) => {
    // The hash and its numbered slots, and nothing else ("." sorts before every base-36 digit).
    const range = IDBKeyRange.bound(hash, `${hash}.\uffff`)
    const keys = store.getAllKeys(range)
    const values = store.getAll(range)
    keys.onerror = values.onerror = fail(reject)
    values.onsuccess = () => {
      const taken = new Set(keys.result.map(String))
      const same = values.result.findIndex((value, i) => recordDamage(String(keys.result[i]), value) === null && (value as SavedMatch).text === text)
      let result: Saved
      if (same >= 0) result = { match: values.result[same] as SavedMatch, added: false }
      else {
        let id = hash
        for (let n = 1; taken.has(id); n++) id = `${hash}.${n}`
        result = { match: make(id), added: true }
        store.put(result.match, id).onerror = fail(reject)
      }
      store.transaction.oncomplete = () => resolve(result)
      store.transaction.onerror = store.transaction.onabort = fail(reject)
    }
  }))

/** Reads and deletes in one transaction, so the undo holds exactly what was removed. */
const removeOnce = (on: UseStore, id: string): Promise<Removed | undefined> =>
  on("readwrite", (store) => new Promise<Removed | undefined>((resolve, reject) => {
    const read = store.get(id)
    read.onerror = fail(reject)
    read.onsuccess = () => {
      // A missing key reads as undefined; IndexedDB never stores undefined as a value.
      const value: unknown = read.result
      if (value === undefined) return resolve(undefined)
      store.delete(id).onerror = fail(reject)
      store.transaction.oncomplete = () => resolve({ id, name: entryOf(id, value).name, value })
      store.transaction.onerror = store.transaction.onabort = fail(reject)
    }
  }))

/** The channel every tab's library listens on. */
export const LIBRARY_CHANNEL = "sidelines-library"

/**
 * Opens the library on a store (the page's own database by default). The database is opened on
 * first use, so merely opening the library touches no storage.
 */
export const openLibrary = (on: UseStore = createStore("sidelines", "matches"), channelName: string = LIBRARY_CHANNEL): Library => {
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(channelName)
  const listeners = new Set<() => void>()
  if (channel !== null) channel.onmessage = () => listeners.forEach((listener) => listener())
  const changed = (id: string) => channel?.postMessage({ changed: id })

  return {
    async save(name, text, loaded) {
      const savedAt = new Date().toISOString()
      const summary = summarise(loaded)
      // The worker hashed a file's text while it had it; hashing 64 MB here would hold the page for 100 ms and more.
      const hash = loaded.textId !== null && loaded.text === text ? loaded.textId : textId(text)
      const saved = await saveOnce(on, text, hash, (id) => ({ id, name, text, savedAt, summary }))
      if (saved.added) changed(saved.match.id)
      return saved
    },
    async list() {
      const all = (await entries(on)).map(([key, value]) => entryOf(String(key), value))
      const whole = all.flatMap((entry) => (entry.kind === "saved" ? [entry] : []))
      whole.sort((a, b) => b.match.savedAt.localeCompare(a.match.savedAt) || a.match.name.localeCompare(b.match.name))
      return [...whole, ...all.filter((entry) => entry.kind === "damaged")]
    },
    async load(id) {
      const value: unknown = await get(id, on)
      return value === undefined ? undefined : entryOf(id, value)
    },
    async remove(id) {
      const removed = await removeOnce(on, id)
      if (removed !== undefined) changed(id)
      return removed
    },
    async restore(removed) {
      let restored = false
      await update(removed.id, (now: unknown) => {
        restored = now === undefined
        return restored ? removed.value : now
      }, on)
      if (restored) changed(removed.id)
      return restored
    },
    onChange(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      listeners.clear()
      channel?.close()
    }
  }
}
