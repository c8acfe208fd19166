import "fake-indexeddb/auto"
import { createStore, get, set } from "idb-keyval"
import { afterEach, describe, expect, it } from "vitest"
import { openLibrary, type Library, type SavedMatch } from "./library.js"
import { textId } from "./text-id.js"
import { saveOpened } from "./library-save.js"
import { openLogText } from "./load.js"
import sample from "../../../logs/sample-drive.jsonl?raw"
// A whole simulated match the Skaven win 1–0 (logs/README.md).
import skavenDwarf from "../../../logs/bb-skaven-v-dwarf.jsonl?raw"

let n = 0
const opened: Array<Library> = []
/**
 * A fresh database and channel; each further "tab" opens its own connection to the same
 * database and listens on the same channel, as two tabs of the page do.
 */
const freshTabs = (count = 1) => {
  const name = `sidelines-test-${n++}`
  return Array.from({ length: count }, () => {
    const library = openLibrary(createStore(name, "matches"), name)
    opened.push(library)
    return Object.assign(library, { store: createStore(name, "matches") })
  })
}
afterEach(() => opened.splice(0).forEach((library) => library.close()))

const saveText = async (library: Library, name: string, text: string) => (await library.save(name, text, await openLogText(name, text))).match
const names = async (library: Library) => (await library.list()).map((entry) => `${entry.kind} ${entry.name}`)
/** Resolves on the next change another tab announces. */
const nextChange = (library: Library) => new Promise<void>((resolve) => {
  const stop = library.onChange(() => {
    stop()
    resolve()
  })
})

describe("the saved-match library", () => {
  it("keeps a log's exact text and lists its teams, variant and score", async () => {
    const [library] = freshTabs()
    const loaded = await openLogText("bb-skaven-v-dwarf.jsonl", skavenDwarf)
    const { match: saved, added } = await library!.save("bb-skaven-v-dwarf.jsonl", skavenDwarf, loaded)
    expect(added).toBe(true)
    const back = await library!.load(saved.id)
    expect(back?.kind).toBe("saved")
    const match = (back as { match: SavedMatch }).match
    expect(match.text).toBe(skavenDwarf)
    expect(match.summary.variant).toBe("Blood Bowl")
    expect(match.summary.teams).toEqual(loaded.log.header!.teams.map((team) => team.name))
    // The score the rules give at the end of the log (2–0 since the engine bounces a ball a player falls on).
    expect(match.summary.score).toEqual(loaded.replay!.final.teams.map((team) => team.score))
    expect(match.summary.score).toEqual([2, 0])
    expect(match.summary.events).toBe(loaded.log.events.length)
    expect(match.summary.problems).toBe(0)
  })

  it("saves the same file once, keeping its first save", async () => {
    const [library] = freshTabs()
    const first = await saveText(library!, "a.jsonl", sample)
    const again = await library!.save("renamed.jsonl", sample, await openLogText("renamed.jsonl", sample))
    expect(again).toEqual({ match: first, added: false })
    expect(await names(library!)).toEqual(["saved a.jsonl"])
  })

  it("saves a bad log too, with its problems counted, so its valid part can be reopened", async () => {
    const [library] = freshTabs()
    const broken = `${sample.trimEnd()}\n{"seq": "not a number"}\n`
    const saved = await saveText(library!, "broken.jsonl", broken)
    expect(saved.summary.problems).toBeGreaterThan(0)
    expect(await library!.load(saved.id)).toMatchObject({ kind: "saved", match: { text: broken } })
  })

  it("lists newest first and deletes only what is asked", async () => {
    const [library] = freshTabs()
    const other = sample.replace("\n", "\n\n")
    const a = await saveText(library!, "a.jsonl", sample)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const b = await saveText(library!, "b.jsonl", other)
    expect((await library!.list()).map((entry) => entry.id)).toEqual([b.id, a.id])
    expect(await library!.remove(b.id)).toEqual({ id: b.id, name: "b.jsonl", value: b })
    expect((await library!.list()).map((entry) => entry.id)).toEqual([a.id])
  })

  it("undoing a delete puts the match back unchanged", async () => {
    const [library] = freshTabs()
    const saved = await saveText(library!, "a.jsonl", sample)
    const removed = await library!.remove(saved.id)
    expect(await library!.load(saved.id)).toBeUndefined()
    expect(await library!.restore(removed!)).toBe(true)
    expect(await library!.load(saved.id)).toEqual({ kind: "saved", id: saved.id, name: "a.jsonl", match: saved })
  })

  it("tells different texts apart by id", () => {
    expect(textId(sample)).toBe(textId(sample))
    expect(textId(sample)).not.toBe(textId(`${sample} `))
  })
})

describe("a damaged library", () => {
  // Each way a stored record can fail to be a match: storage damage, or another writer.
  const damaged: ReadonlyArray<readonly [string, (good: SavedMatch) => unknown, string, boolean]> = [
    ["null", () => null, "not a saved match (null)", false],
    ["a number", () => 7, "not a saved match (number)", false],
    ["a list", () => [1, 2], "not a saved match (a list)", false],
    ["no savedAt", ({ savedAt: _, ...rest }) => rest, "its save date is missing", true],
    ["no summary", ({ summary: _, ...rest }) => rest, "its summary is missing", true],
    ["a savedAt that is a number", (good) => ({ ...good, savedAt: 1 }), "its save date is missing", true],
    ["teams that are not a list", (good) => ({ ...good, summary: { ...good.summary, teams: "Skaven" } }), "its summary is damaged", true],
    ["a score that is text", (good) => ({ ...good, summary: { ...good.summary, score: ["2", "0"] } }), "its summary is damaged", true],
    ["no name", ({ name: _, ...rest }) => rest, "its name is missing", true],
    ["no text", ({ text: _, ...rest }) => rest, "its log text is missing", false],
    ["text that is not text", (good) => ({ ...good, text: 42 }), "its log text is missing", false]
  ]

  it.each(damaged)("a record with %s is listed as damaged while the rest list and open", async (_, shape, damage, hasText) => {
    const [library] = freshTabs()
    const good = await saveText(library!, "good.jsonl", skavenDwarf)
    const template = await saveText(library!, "other.jsonl", sample)
    const bad = shape(template)
    await set(template.id, bad, library!.store)
    const list = await library!.list()
    expect(list.map((entry) => [entry.kind, entry.id])).toEqual([["saved", good.id], ["damaged", template.id]])
    expect(list[1]).toEqual({ kind: "damaged", id: template.id, name: typeof (bad as { name?: unknown })?.name === "string" ? "other.jsonl" : template.id, damage, text: hasText ? sample : null })
    expect(await library!.load(good.id)).toMatchObject({ kind: "saved", match: good })
    expect(await library!.load(template.id)).toEqual(list[1])
  })

  it("a damaged record can be deleted, and the undo puts back exactly what was stored", async () => {
    const [library] = freshTabs()
    const good = await saveText(library!, "good.jsonl", sample)
    await set("junk", null, library!.store)
    const removed = await library!.remove("junk")
    expect(removed).toEqual({ id: "junk", name: "junk", value: null })
    expect(await library!.list()).toEqual([{ kind: "saved", id: good.id, name: "good.jsonl", match: good }])
    expect(await library!.restore(removed!)).toBe(true)
    expect(await get("junk", library!.store)).toBeNull()
  })

  it("a save never writes over a damaged record or another text under its key", async () => {
    const [library] = freshTabs()
    const id = textId(sample)
    // A collision: another log's text already stored under this text's hash.
    const stranger = { id, name: "stranger.jsonl", text: skavenDwarf, savedAt: "2020-01-01T00:00:00.000Z", summary: { variant: null, teams: [], score: [], playedAt: null, events: 0, problems: 0 } }
    await set(id, stranger, library!.store)
    const saved = await saveText(library!, "a.jsonl", sample)
    expect(saved.id).toBe(`${id}.1`)
    expect(await get(id, library!.store)).toEqual(stranger)
    // Saving the same text again finds it in its slot, and a damaged slot is stepped over too.
    expect((await saveText(library!, "again.jsonl", sample)).id).toBe(`${id}.1`)
    await set(`${id}.1`, { id: `${id}.1`, text: sample }, library!.store)
    expect((await saveText(library!, "third.jsonl", sample)).id).toBe(`${id}.2`)
    expect(await get(`${id}.1`, library!.store)).toEqual({ id: `${id}.1`, text: sample })
  })
})

describe("a save keyed by the worker's hash", () => {
  it("takes the key the worker worked out for the text it read, without hashing the text again", async () => {
    const [library] = freshTabs()
    const loaded = await openLogText("a.jsonl", sample)
    expect(loaded.textId).toBeNull()
    // What opening a file in the worker gives: its text's key with it (open.worker.ts).
    const fromWorker = { ...loaded, text: sample, textId: "fromworker" }
    expect((await library!.save("a.jsonl", sample, fromWorker)).match.id).toBe("fromworker")
    // Another text than the one the key was worked out for is hashed here.
    expect((await library!.save("b.jsonl", `${sample}\n`, fromWorker)).match.id).toBe(textId(`${sample}\n`))
  })
})

describe("two tabs on one library", () => {
  it("saving the same match at once leaves one intact record, the one both are told of", async () => {
    const [a, b] = freshTabs(2)
    const loaded = await openLogText("a.jsonl", sample)
    const [first, second] = await Promise.all([a!.save("a.jsonl", sample, loaded), b!.save("b.jsonl", sample, loaded)])
    expect([first.added, second.added]).toEqual([true, false])
    expect(second.match).toEqual(first.match)
    expect(await a!.list()).toEqual([{ kind: "saved", id: first.match.id, name: "a.jsonl", match: first.match }])
  })

  it("a save racing a delete: whichever runs first, what is stored is whole and each tab is told", async () => {
    const [a, b] = freshTabs(2)
    const old = await saveText(a!, "old.jsonl", sample)
    const loaded = await openLogText("new.jsonl", sample)
    // The delete starts first, so it runs first: the save then stores the text afresh.
    const [removed, saved] = await Promise.all([a!.remove(old.id), b!.save("new.jsonl", sample, loaded)])
    expect(removed?.value).toEqual(old)
    expect(saved.added).toBe(true)
    expect(await a!.load(old.id)).toEqual({ kind: "saved", id: old.id, name: "new.jsonl", match: saved.match })
    // The other way round: the save finds the match, then the delete removes it, and the saving
    // tab hears of the delete so its list does not keep a match that is gone.
    const heard = nextChange(b!)
    const [again, gone] = await Promise.all([b!.save("again.jsonl", sample, loaded), a!.remove(old.id)])
    expect(again).toEqual({ match: saved.match, added: false })
    expect(gone?.value).toEqual(saved.match)
    await heard
    expect(await b!.list()).toEqual([])
  })

  it("a change in one tab is announced to the other, whose list then shows it", async () => {
    const [a, b] = freshTabs(2)
    expect(await b!.list()).toEqual([])
    const heard = nextChange(b!)
    const saved = await saveText(a!, "a.jsonl", sample)
    await heard
    expect(await names(b!)).toEqual(["saved a.jsonl"])
    const deleted = nextChange(b!)
    await a!.remove(saved.id)
    await deleted
    expect(await b!.list()).toEqual([])
  })

  it("an undo restores exactly what its delete removed, and only while nothing newer is saved under that key", async () => {
    const [a, b] = freshTabs(2)
    const saved = await saveText(a!, "a.jsonl", sample)
    // Tab b deletes first; tab a's stale list then deletes nothing, so it has nothing to undo.
    const removed = await b!.remove(saved.id)
    expect(await a!.remove(saved.id)).toBeUndefined()
    // The same log saved again in tab a is newer than b's deleted copy: b's undo leaves it.
    await new Promise((resolve) => setTimeout(resolve, 5))
    const newer = await saveText(a!, "newer.jsonl", sample)
    expect(newer.id).toBe(saved.id)
    expect(await b!.restore(removed!)).toBe(false)
    expect(await a!.load(saved.id)).toMatchObject({ match: newer })
    // Once the key is free again, the undo puts back the record it took, to the letter.
    await a!.remove(saved.id)
    expect(await b!.restore(removed!)).toBe(true)
    expect(await a!.load(saved.id)).toMatchObject({ match: saved })
  })
})

describe("saving an opened log from the page", () => {
  it("a list that cannot be refreshed after a save says the match was saved", async () => {
    const [library] = freshTabs()
    const loaded = await openLogText("a.jsonl", sample)
    const result = await saveOpened(library!, loaded, () => Promise.reject(new Error("the list broke")))
    expect(result.message).toBe("Saved a.jsonl in this browser. The list could not be refreshed: the list broke")
    expect(await library!.load(result.saved!.id)).toMatchObject({ kind: "saved", match: { text: sample } })
  })

  it("a save that fails says so", async () => {
    const [library] = freshTabs()
    const loaded = await openLogText("a.jsonl", sample)
    const failing = { ...library!, save: () => Promise.reject(new Error("quota exceeded")) }
    expect(await saveOpened(failing, loaded, () => Promise.resolve())).toEqual({ saved: null, message: "Opened a.jsonl, but it could not be saved: quota exceeded" })
  })
})
