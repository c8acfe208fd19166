import { existsSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import { eventLines } from "../viewer/src/model/describe.js"
import { syntheticLog } from "../scripts/synthetic-log.mjs"
import { CHROMIUM, launchChromium, root } from "../scripts/viewer-harness.mjs"
import { openViewer, seekTo, seqOf, servedViewer } from "./support/viewer-page.js"

// Issue 24's tools for reviewing a match (disputes and unchecked stretches, search, the result,
// a link to a moment), checked in Chromium as a coach or a referee would use them.
const sampleText = readFileSync(join(root, "logs/sample-drive.jsonl"), "utf8")
const head = decodeLogText(sampleText).header!
const lines = sampleText.split("\n").filter((line) => line !== "")
const sample = (Replay.build(head, decodeLogText(sampleText).events) as { success: Replay }).success
/** The seqs of the sample's events whose line (what happened, or where) has `word` in it, as the search looks. */
const matching = (word: string) => sample.events.map((event, i) => ({ seq: event.seq, line: eventLines(sample).at(i) }))
  .filter(({ line }) => `${line.text}\n${line.where}`.toLowerCase().includes(word.toLowerCase())).map(({ seq }) => seq)

/** The sample drive with three claims the rules do not give: a catch's and a dodge's target, an armour roll's result. */
const disputedText = sampleText
  .replace('"seq":25,"die":"d6","faces":[4],"for":"catch","player":"o4","claimed":{"success":true,"target":4}', '"seq":25,"die":"d6","faces":[4],"for":"catch","player":"o4","claimed":{"success":true,"target":3}')
  .replace('"claimed":{"result":"broken"}', '"claimed":{"result":"not-broken"}')
  .replace('"seq":48,"die":"d6","faces":[1],"for":"dodge","player":"o1","claimed":{"success":false,"target":4}', '"seq":48,"die":"d6","faces":[1],"for":"dodge","player":"o1","claimed":{"success":false,"target":3}')
/** A log of three stretches an importer could not check, one after another. */
const stretch = (seq: number, team: number) => JSON.stringify({
  _tag: "UncheckedStretch", seq, reason: "a report not converted yet", source: `FFB commands ${seq * 10}–${seq * 10 + 9}`, half: 1,
  kickingTeam: head.teams[0]!.id, team: head.teams[team]!.id, turns: [seq, seq], score: [0, 0], rerolls: [3, 3], ball: { at: null, carrier: null }, players: []
})
const uncheckedText = [lines[0], stretch(1, 1), stretch(2, 0), stretch(3, 1)].join("\n") + "\n"
/** The sample drive cut short where the Orcs' team turn starts, and conceded by them there. */
const concededText = [...lines.slice(0, 26), JSON.stringify({ _tag: "MatchConceded", seq: 26, team: head.teams[0]!.id })].join("\n") + "\n"

const extra = new Map<string, string>([
  ["/sample-drive.jsonl", sampleText],
  ["/disputed.jsonl", disputedText],
  ["/unchecked.jsonl", uncheckedText],
  ["/conceded.jsonl", concededText],
  ...["bb-skaven-v-dwarf.jsonl", "bb-orc-v-human.jsonl", "blight-allies-orc-skaven-v-human-dwarf.jsonl", "holiday-human-v-orc.jsonl"]
    .map((file) => [`/${file}`, readFileSync(join(root, "logs", file), "utf8")] as const)
])
const axeSource = (createRequire(import.meta.url)("axe-core") as { source: string }).source
const logQuery = (path: string) => `?log=${encodeURIComponent(path)}`

describe.skipIf(!existsSync(CHROMIUM))("reviewing a match, in Chromium", () => {
  const viewer = servedViewer(extra)

  const open = (query: string, hash = ""): Promise<Page> => openViewer(viewer.context, viewer.base, query, hash)
  const seek = seekTo
  const press = async (page: Page, key: string) => {
    await page.locator("bb-replay").focus()
    await page.keyboard.press(key)
  }
  const text = (page: Page, selector: string) => page.evaluate((s) => document.querySelector("bb-replay")!.shadowRoot!.querySelector(s)?.textContent?.replace(/\s+/g, " ").trim() ?? null, selector)
  /** The seqs of the event log's rows shown (after its filter is applied). */
  const rowSeqs = (page: Page) => page.evaluate(async () => {
    const log = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log") as unknown as { updateComplete: Promise<unknown>; shadowRoot: ShadowRoot }
    await log.updateComplete
    return [...log.shadowRoot.querySelectorAll(".row[data-seq]")].map((row) => Number(row.getAttribute("data-seq")))
  })
  const chips = (page: Page) => page.evaluate(() => [...document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log")!.shadowRoot!.querySelectorAll("button.chip")].map((chip) => chip.textContent))

  it("axe-core finds nothing serious or critical with the banners, the search and the shared link showing", async () => {
    const page = await viewer.context.newPage()
    await page.addInitScript({ content: axeSource })
    const serious = () => page.evaluate(async () => {
      const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe
      const result = await axe.run(document, { resultTypes: ["violations"] })
      return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.impact} ${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`)
    })
    const ready = () => page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { replay: unknown } | null)?.replay != null)
    await page.goto(`${viewer.base}/${logQuery("/disputed.jsonl")}#seq=43`)
    await ready()
    await press(page, "/")
    await page.keyboard.type("Grishnak")
    await page.keyboard.press("Enter")
    await page.waitForFunction(() => /Event/.test(document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log")!.shadowRoot!.querySelector(".found")?.textContent ?? ""))
    await page.locator("#share").click()
    await page.waitForFunction(() => document.getElementById("share-link") !== null)
    expect(await text(page, ".checks")).not.toBeNull()
    expect(await serious(), "disputes, search, link").toEqual([])
    await page.goto(`${viewer.base}/${logQuery("/conceded.jsonl")}`)
    await ready()
    await press(page, "End")
    expect(await text(page, ".result")).not.toBeNull()
    expect(await serious(), "the result").toEqual([])
    await page.close()
  })

  describe("share a moment", () => {
    /** Presses the page's "copy link" button and reads what it gives: the link, or the reason and the file offered. */
    const share = async (page: Page) => {
      await page.locator("#share").click()
      await page.waitForFunction(() => (document.getElementById("share-status")?.textContent ?? "") !== "" || document.getElementById("share-link") !== null)
      return page.evaluate(() => ({
        link: (document.getElementById("share-link") as HTMLInputElement | null)?.value ?? null,
        status: document.getElementById("share-status")!.textContent ?? "",
        file: document.querySelector("#share-status a[download]")?.getAttribute("download") ?? null
      }))
    }
    const openFile = async (page: Page, name: string, text: string) => {
      await page.locator("#picker").setInputFiles({ name, mimeType: "application/x-ndjson", buffer: Buffer.from(text) })
      await page.waitForFunction((n) => (document.querySelector("bb-replay") as unknown as { loaded: { name: string } | null }).loaded?.name === n, name)
    }

    it("a log opened by URL: the link names the URL and the moment, and opens there", async () => {
      const page = await open(logQuery("/sample-drive.jsonl"), "#seq=20")
      const { link } = await share(page)
      expect(link).toBe(`${viewer.base}/?log=%2Fsample-drive.jsonl#seq=20`)
      const other = await open(link!.slice(viewer.base.length + 1))
      expect(await seqOf(other)).toBe(20)
      await other.close()
      await page.close()
    })

    it("a local file: the link carries the log itself and opens the same moment in another browser, which keeps it in the address as it moves", async () => {
      const page = await open(logQuery("/sample-drive.jsonl"))
      await openFile(page, "my-match.jsonl", disputedText)
      await seek(page, 43)
      const { link } = await share(page)
      expect(link).toMatch(new RegExp(`^${viewer.base}/#seq=43&gz=[A-Za-z0-9_-]+$`))
      await page.close()
      // Another browser: a fresh profile, nothing saved, no server holding the file.
      const elsewhere = await launchChromium()
      try {
        const other = await elsewhere.newPage()
        await other.goto(link!)
        await other.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { replay: unknown }).replay != null)
        expect(await seqOf(other)).toBe(43)
        // The same log: its three disputes included.
        expect(await text(other, ".checks .check.dispute .count")).toBe("3 disputed events")
        await seek(other, 48)
        await other.waitForFunction(() => location.hash.startsWith("#seq=48&gz="))
      } finally {
        await elsewhere.close()
      }
    })

    it("a local file too large for a link: the button says why and offers the file", async () => {
      const page = await open(logQuery("/sample-drive.jsonl"))
      await openFile(page, "huge.jsonl", syntheticLog(20_000))
      const shared = await share(page)
      expect(shared.link).toBeNull()
      expect(shared.status).toContain("too large to travel in a link")
      expect(shared.file).toBe("huge.jsonl")
      await page.close()
    })
  })

  describe("the result", () => {
    /** The banner's words at the last event, and whether there is one just before full time. */
    const atTheEnd = async (path: string) => {
      const page = await open(logQuery(path))
      await page.evaluate(() => {
        const el = document.querySelector("bb-replay") as unknown as { replay: { events: Array<{ seq: number }>; allStates(): Array<{ phase: string }> }; seekTo(seq: number): void }
        const first = el.replay.allStates().findIndex((state) => state.phase === "full-time")
        el.seekTo(el.replay.events[first - 1]!.seq)
      })
      const shownBefore = await text(page, ".result")
      await press(page, "End")
      const shown = await text(page, ".result")
      await page.close()
      return { before: shownBefore, shown }
    }

    it("at full time, a banner names the winner and what decided it; none before", async () => {
      expect(await atTheEnd("/bb-skaven-v-dwarf.jsonl")).toEqual({ before: null, shown: "Full time: Clan Mors Rats win, by most touchdowns (2–0)." })
      expect((await atTheEnd("/bb-orc-v-human.jsonl")).shown).toBe("Full time: a draw, by as many touchdowns (1–1).")
    })

    it("BlightBowl's alliances win together on their added scores; the Holiday Special's snowgrots break a tie; a concession says who conceded", async () => {
      expect((await atTheEnd("/blight-allies-orc-skaven-v-human-dwarf.jsonl")).shown).toBe("Full time: Altdorf Lions and Dwarf Giants win, by the score (0–1–2–0), allies' scores added.")
      expect((await atTheEnd("/holiday-human-v-orc.jsonl")).shown).toBe("Full time: Reikland Reavers win, by most snowgrots destroyed (1–0).")
      expect((await atTheEnd("/conceded.jsonl")).shown).toBe(`Full time: ${head.teams[1]!.name} win, ${head.teams[0]!.name} conceded.`)
    })
  })

  describe("search", () => {
    /** The element focused inside the event log, if any. */
    const focusedInLog = (page: Page) => page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log")!.shadowRoot!.activeElement?.className ?? null)
    const status = (page: Page) => page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log")!.shadowRoot!.querySelector(".found")?.textContent ?? "")

    it("/ opens the search; typing goes into it, not to the replay's keys; Enter and Shift+Enter go to the next and previous event that names the player", async () => {
      const page = await open(logQuery("/sample-drive.jsonl"), "#seq=1")
      const found = matching("Grishnak")
      expect(found.length).toBeGreaterThan(3)
      await press(page, "/")
      expect(await focusedInLog(page)).toBe("search")
      // "n", "d" and Space are replay keys elsewhere: here they are letters of the query.
      await page.keyboard.type("grishnak and")
      expect(await seqOf(page)).toBe(1)
      expect(await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { playing: boolean }).playing)).toBe(false)
      await page.keyboard.press("Backspace")
      await page.keyboard.press("Backspace")
      await page.keyboard.press("Backspace")
      await page.keyboard.press("Backspace")
      const visited: Array<number> = []
      for (const key of ["Enter", "Enter", "Enter", "Shift+Enter"]) {
        await page.keyboard.press(key)
        await page.waitForFunction(() => !/Searching/.test(document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log")!.shadowRoot!.querySelector(".found")?.textContent ?? ""))
        visited.push(await seqOf(page))
      }
      expect(visited).toEqual([found[0], found[1], found[2], found[1]])
      expect(await status(page)).toBe(`Event ${found[1]}.`)
      // The lines shown that match are marked.
      const marked = await page.evaluate(() => [...document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log")!.shadowRoot!.querySelectorAll(".row.match")].map((row) => Number(row.getAttribute("data-seq"))))
      expect(marked.length).toBeGreaterThan(0)
      for (const seq of marked) expect(found).toContain(seq)
      await page.close()
    })

    it("a kind of roll, with the buttons: back past the first match to the last; nothing found says so", async () => {
      const page = await open(logQuery("/sample-drive.jsonl"))
      const dodges = matching("dodge")
      expect(dodges.length).toBeGreaterThan(1)
      await page.locator("bb-replay bb-event-log button.open-search").click()
      const input = page.locator("bb-replay bb-event-log input.search")
      await input.fill("Dodge")
      const next = page.locator("bb-replay bb-event-log button.find[aria-label^=Next]")
      const previous = page.locator("bb-replay bb-event-log button.find[aria-label^=Previous]")
      await next.click()
      await page.waitForFunction((seq) => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === seq, dodges[0])
      await previous.click()
      await page.waitForFunction((seq) => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === seq, dodges.at(-1))
      expect(await status(page)).toBe(`Event ${dodges.at(-1)}, from the end again.`)
      await input.fill("no such player")
      await next.click()
      await page.waitForFunction(() => /No event matches/.test(document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log")!.shadowRoot!.querySelector(".found")?.textContent ?? ""))
      expect(await seqOf(page)).toBe(dodges.at(-1))
      await page.close()
    })
  })

  describe("disputes and unchecked stretches", () => {
    it("a log with disputed claims: a banner counts them, D and Shift+D go to the next and previous, a chip filters the log to them", async () => {
      const page = await open(logQuery("/disputed.jsonl"), "#seq=1")
      expect(await text(page, ".checks .check.dispute .count")).toBe("3 disputed events")
      expect(await text(page, ".checks .check.unchecked")).toBeNull()
      const visited: Array<number> = []
      for (const key of ["d", "d", "d", "d", "Shift+D", "Shift+D"]) {
        await press(page, key)
        visited.push(await seqOf(page))
      }
      expect(visited).toEqual([25, 43, 48, 48, 43, 25])
      expect(await text(page, ".checks .check.dispute .place")).toBe("this is 1 of 3")
      // The banner's buttons do the same.
      await page.locator("bb-replay .check.dispute button", { hasText: "next" }).click()
      expect(await seqOf(page)).toBe(43)
      await page.locator("bb-replay bb-event-log button.chip", { hasText: "Disputes" }).click()
      await page.waitForFunction(() => (document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log") as unknown as { filtering: unknown }).filtering === null)
      expect(await rowSeqs(page)).toEqual([25, 43, 48])
      expect(await chips(page)).not.toContain("Unchecked")
      await page.close()
    })

    it("a log with stretches an importer could not check: the same banner, keys U and Shift+U, and an Unchecked chip", async () => {
      const page = await open(logQuery("/unchecked.jsonl"))
      expect(await text(page, ".checks .check.unchecked .count")).toBe("3 unchecked stretches")
      expect(await text(page, ".checks .check.dispute")).toBeNull()
      const visited: Array<number> = []
      for (const key of ["u", "u", "Shift+U"]) {
        await press(page, key)
        visited.push(await seqOf(page))
      }
      expect(visited).toEqual([1, 2, 1])
      expect(await chips(page)).toContain("Unchecked")
      expect(await chips(page)).not.toContain("Disputes")
      await page.close()
    })

    it("a log with neither has no banner and no such chips; the help lists the keys", async () => {
      const page = await open(logQuery("/sample-drive.jsonl"), "#seq=10")
      expect(await text(page, ".checks")).toBeNull()
      expect(await chips(page)).not.toContain("Disputes")
      await press(page, "d")
      expect(await seqOf(page)).toBe(10)
      await press(page, "?")
      const help = await text(page, ".help")
      expect(help).toContain("next / previous disputed event")
      expect(help).toContain("next / previous unchecked stretch")
      await page.close()
    })
  })
})
