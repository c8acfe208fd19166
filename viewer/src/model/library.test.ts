import "fake-indexeddb/auto"
import { createStore } from "idb-keyval"
import { describe, expect, it } from "vitest"
import { deleteMatch, listMatches, loadMatch, restoreMatch, saveMatch, textId } from "./library.js"
import { openLogText } from "./load.js"
import sample from "../../../logs/sample-drive.jsonl?raw"
// A whole simulated match the Skaven win 1–0 (logs/README.md).
import skavenDwarf from "../../../logs/bb-skaven-v-dwarf.jsonl?raw"

let n = 0
const freshStore = () => createStore(`sidelines-test-${n++}`, "matches")

describe("the saved-match library", () => {
  it("keeps a log's exact text and lists its teams, variant and score", async () => {
    const on = freshStore()
    const loaded = await openLogText("bb-skaven-v-dwarf.jsonl", skavenDwarf)
    const saved = await saveMatch("bb-skaven-v-dwarf.jsonl", skavenDwarf, loaded, on)
    const back = await loadMatch(saved.id, on)
    expect(back?.text).toBe(skavenDwarf)
    expect(back?.summary.variant).toBe("Blood Bowl")
    expect(back?.summary.teams).toEqual(loaded.log.header!.teams.map((team) => team.name))
    // The score the rules give at the end of the log (2–0 since the engine bounces a ball a player falls on).
    expect(back?.summary.score).toEqual(loaded.replay!.final.teams.map((team) => team.score))
    expect(back?.summary.score).toEqual([2, 0])
    expect(back?.summary.events).toBe(loaded.log.events.length)
    expect(back?.summary.problems).toBe(0)
  })

  it("saves the same file once, keeping its first save", async () => {
    const on = freshStore()
    const loaded = await openLogText("a.jsonl", sample)
    const first = await saveMatch("a.jsonl", sample, loaded, on)
    const again = await saveMatch("renamed.jsonl", sample, loaded, on)
    expect(again).toEqual(first)
    expect((await listMatches(on)).map((match) => match.name)).toEqual(["a.jsonl"])
  })

  it("saves a bad log too, with its problems counted, so its valid part can be reopened", async () => {
    const on = freshStore()
    const broken = `${sample.trimEnd()}\n{"seq": "not a number"}\n`
    const saved = await saveMatch("broken.jsonl", broken, await openLogText("broken.jsonl", broken), on)
    expect(saved.summary.problems).toBeGreaterThan(0)
    expect((await loadMatch(saved.id, on))?.text).toBe(broken)
  })

  it("lists newest first and deletes only what is asked", async () => {
    const on = freshStore()
    const other = sample.replace("\n", "\n\n")
    const a = await saveMatch("a.jsonl", sample, await openLogText("a.jsonl", sample), on)
    await new Promise((resolve) => setTimeout(resolve, 5))
    const b = await saveMatch("b.jsonl", other, await openLogText("b.jsonl", other), on)
    expect((await listMatches(on)).map((match) => match.id)).toEqual([b.id, a.id])
    await deleteMatch(b.id, on)
    expect((await listMatches(on)).map((match) => match.id)).toEqual([a.id])
  })

  it("undoing a delete puts the match back unchanged", async () => {
    const on = freshStore()
    const saved = await saveMatch("a.jsonl", sample, await openLogText("a.jsonl", sample), on)
    await deleteMatch(saved.id, on)
    expect(await loadMatch(saved.id, on)).toBeUndefined()
    await restoreMatch(saved, on)
    expect(await loadMatch(saved.id, on)).toEqual(saved)
  })

  it("tells different texts apart by id", () => {
    expect(textId(sample)).toBe(textId(sample))
    expect(textId(sample)).not.toBe(textId(`${sample} `))
  })
})
