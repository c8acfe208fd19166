import { existsSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import { CHROMIUM, root } from "../scripts/viewer-harness.mjs"
import { openViewer, seekTo, seqOf, servedViewer, type ViewerPage } from "./support/viewer-page.js"
import { showcaseSeq } from "../viewer/src/model/showcase.js"

// Issue 23's faults, each found by trying the viewer as a new user would, each checked in
// Chromium as that user meets it (the built viewer served from loopback, driven by playwright-core).
const text = (file: string) => readFileSync(join(root, "logs", file), "utf8")
const sampleText = text("sample-drive.jsonl")
const SAMPLE = `?log=${encodeURIComponent("/sample-drive.jsonl")}`
const replayOf = (log: string) => {
  const decoded = decodeLogText(log)
  return (Replay.build(decoded.header!, decoded.events) as { success: Replay }).success
}
const sample = replayOf(sampleText)

/** Extra files served beside the viewer. */
const extra = new Map<string, string>([["/sample-drive.jsonl", sampleText]])

type Problems = ViewerPage

describe.skipIf(!existsSync(CHROMIUM))("issue 23's faults, in Chromium", () => {
  const viewer = servedViewer(extra)

  const open = (query: string, hash = ""): Promise<Problems> => openViewer(viewer.context, viewer.base, query, hash)
  const seek = seekTo
  const inReplay = (page: Page, selector: string) => page.evaluate((s) => document.querySelector("bb-replay")!.shadowRoot!.querySelector(s)?.textContent ?? "", selector)
  /** The event log's current line. */
  const currentLine = (page: Page) => page.evaluate(async () => {
    const log = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log") as unknown as { updateComplete: Promise<unknown>; shadowRoot: ShadowRoot }
    await log.updateComplete
    return log.shadowRoot.querySelector(".row[aria-current=true] .text")?.textContent ?? ""
  })

  it("editing the address's #seq= moves the replay there", async () => {
    const page = await open(SAMPLE)
    expect(await seqOf(page)).toBe(0)
    await page.evaluate(() => (location.hash = "#seq=30"))
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === 30)
    await page.evaluate(() => (location.hash = "#seq=12"))
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === 12)
    expect(page.problems).toEqual([])
    await page.close()
  })

  it("#seq= past the end opens at the last event, not at the start", async () => {
    const page = await open(SAMPLE, "#seq=99999")
    const last = sample.events.at(-1)!.seq
    await page.waitForFunction((n) => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === n, last)
    expect(await seqOf(page)).toBe(last)
    await page.close()
  })

  it("a dodge and a rush name the square stepped into, not the one left", async () => {
    // Seq 46: Grishnak steps to O10; 47 his rush, 48 his dodge, 50 the re-rolled dodge, all into O10.
    const page = await open(SAMPLE, "#seq=46")
    expect(await currentLine(page)).toContain("Grishnak moves to O10")
    for (const [seq, words] of [[47, "Grishnak rushes to O10"], [48, "Grishnak dodges to O10"], [50, "Grishnak dodges to O10"]] as const) {
      await seek(page, seq)
      expect(await currentLine(page)).toContain(words)
    }
    await page.close()
  })

  it("the ruling panel and the event log speak the game's words: no event tags, player ids or slugs", async () => {
    const file = "bb-orc-v-human.jsonl"
    const orc = replayOf(text(file))
    extra.set(`/${file}`, text(file))
    const ids = [...orc.match.playerIndex.keys()]
    const first = (test: (index: number) => boolean) => orc.events[orc.events.findIndex((_, i) => test(i))]!.seq
    const outcomes = (i: number) => orc.after(i).outcomes
    const push = first((i) => orc.events[i]!._tag === "PushChosen")
    const moments = {
      "the block before a push (Next: push … back)": push - 1,
      "a push": push,
      "a block die showing Defender Stumbles": first((i) => { const e = orc.events[i]!; return e._tag === "DiceRolled" && e.die === "block" && e.faces.includes(5) }),
      "the kick-off table": first((i) => outcomes(i).some((o) => o._tag === "KickOffEvent")),
      "the end of a drive": first((i) => outcomes(i).some((o) => o._tag === "DriveEnded")),
      "full time": orc.events.at(-1)!.seq
    }
    const page = await open(`?log=${encodeURIComponent(`/${file}`)}`)
    const english = new Set(["re-roll", "kick-off", "set-up", "half-time", "pre-game", "team-mate", "hand-off", "pick-up", "throw-in", "roll-off", "time-out"])
    for (const [moment, seq] of Object.entries(moments)) {
      await seek(page, seq)
      const ruling = await page.evaluate(() => [...document.querySelector("bb-replay")!.shadowRoot!.querySelectorAll(".ruling :is(h3, p, li)")].map((e) => e.textContent).join(" | "))
      const shown = `${ruling} | ${await currentLine(page)}`
      expect({ moment, tags: shown.match(/\b[A-Z][a-z]+[A-Z][A-Za-z]+\b/g) ?? [] }).toEqual({ moment, tags: [] })
      expect({ moment, ids: ids.filter((id) => new RegExp(`(^|[\\s(])${id}([\\s),.]|$)`).test(shown)) }).toEqual({ moment, ids: [] })
      expect({ moment, slugs: (shown.toLowerCase().match(/\b[a-z]+(-[a-z]+)+\b/g) ?? []).filter((w) => !english.has(w)) }).toEqual({ moment, slugs: [] })
    }
    // The push: what the coach chose, in words, and the name and number of the player to push.
    await seek(page, push - 1)
    expect(await inReplay(page, ".ruling .next")).toMatch(/^Next: push .+ \(#\d+\) back$/)
    expect(page.problems).toEqual([])
    await page.close()
  })

  it("the event log reads like a match report: headers for the half, the drive and the team turn, lines saying only what happened", async () => {
    const page = await open(SAMPLE, "#seq=53")
    const shown = () => page.evaluate(async () => {
      const log = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log") as unknown as { updateComplete: Promise<unknown>; shadowRoot: ShadowRoot }
      await log.updateComplete
      return [...log.shadowRoot.querySelectorAll(".group, .row")].map((row) => (row.classList.contains("group") ? `# ${row.textContent!.trim()}` : row.querySelector(".text")!.textContent!))
    })
    const late = await shown()
    // The Orcs end their turn; the Humans' turn is a header, not the end of the Orcs' line.
    expect(late[late.indexOf("Gouged Eye Grinders end their turn") + 1]).toBe("# Altdorf Lions · turn 1")
    await seek(page, 1)
    const early = await shown()
    expect(early.filter((line) => line.startsWith("# ")).slice(0, 3)).toEqual(["# Pre-game", "# First half", "# Drive 1 · Altdorf Lions kick off"])
    for (const line of [...early, ...late]) expect(line).not.toMatch(/^Blood Bowl|Drive \d+ ·.*:|turn \d+ begins/)
    await page.close()
  })

  it("Space on a focused filter chip toggles the chip and does not start playback", async () => {
    const page = await open(SAMPLE)
    const chip = page.locator("bb-replay bb-event-log button.chip", { hasText: "Dice" })
    await chip.focus()
    await page.keyboard.press(" ")
    expect(await chip.getAttribute("aria-pressed")).toBe("true")
    expect(await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { playing: boolean }).playing)).toBe(false)
    await page.keyboard.press("Enter")
    expect(await chip.getAttribute("aria-pressed")).toBe("false")
    expect(await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { playing: boolean }).playing)).toBe(false)
    await page.close()
  })

  it("Space and Enter on a focused tab show its panel and do not start playback", async () => {
    const page = await open(SAMPLE)
    const playing = () => page.evaluate(() => (document.querySelector("bb-replay") as unknown as { playing: boolean }).playing)
    for (const [key, tab] of [[" ", "timeline"], ["Enter", "stats"]] as const) {
      const button = page.locator(`bb-replay #tab-${tab}`)
      await button.focus()
      await page.keyboard.press(key)
      expect(await button.getAttribute("aria-selected"), key).toBe("true")
      expect(await playing(), key).toBe(false)
    }
    await page.close()
  })

  it("the slider says \"Pre-game\" once before the kick-off", async () => {
    const page = await open(SAMPLE)
    const valueText = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("input[type=range]")!.getAttribute("aria-valuetext"))
    expect(valueText).toBe(`Pre-game, event 0 of ${sample.events.length}`)
    await page.close()
  })

  it("a bundled match's saved files are named after it, without the build's hash", async () => {
    const page = await open(`?log=${encodeURIComponent(await bundledUrl("bb-skaven-v-dwarf"))}`)
    await page.locator("bb-replay [role=tab]", { hasText: "Timeline" }).click()
    const [download] = await Promise.all([page.waitForEvent("download"), page.locator("bb-replay bb-timeline button", { hasText: "Save SVG" }).click()])
    expect(download.suggestedFilename()).toBe("bb-skaven-v-dwarf-timeline.svg")
    await page.close()
  })

  /** The URL the page lists a bundled log under (it carries the build's hash). */
  const bundledUrl = async (file: string): Promise<string> => {
    const page = await viewer.context.newPage()
    await page.goto(`${viewer.base}/`)
    const href = await page.locator("#library a", { hasText: file }).getAttribute("href")
    await page.close()
    return new URLSearchParams(href!.slice(1)).get("log")!
  }

  it("the saved list: a file that is no log is not saved as a match of an \"unknown variant\"; a match the rules stop early is marked", async () => {
    const page = await open(SAMPLE)
    const status = page.locator("#library-status")
    const junk = Buffer.from(Array.from({ length: 600 }, (_, i) => (i * 37 + 11) % 256))
    await page.locator("#picker").setInputFiles({ name: "junk.bin", mimeType: "application/octet-stream", buffer: junk })
    await expect.poll(() => status.textContent()).toContain("junk.bin is not a match log")
    expect(await page.locator("#saved li a").count()).toBe(0)

    // A log whose rush roll was replaced by an armour roll: the rules stop there (seq 47).
    const stopped = sampleText.replace('{"_tag":"DiceRolled","seq":47,"die":"d6","faces":[3],"for":"rush","player":"o1"}', '{"_tag":"DiceRolled","seq":47,"die":"2d6","faces":[3,3],"for":"armour","player":"o1"}')
    expect(stopped).not.toBe(sampleText)
    await page.locator("#picker").setInputFiles({ name: "stops.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(stopped) })
    await expect.poll(() => status.textContent()).toContain("Saved stops.jsonl")

    // A record kept by an older page, of a file with no header: it says so too.
    await page.evaluate(() => new Promise<void>((resolve, reject) => {
      const request = indexedDB.open("sidelines")
      request.onerror = () => reject(request.error)
      request.onsuccess = () => {
        const transaction = request.result.transaction("matches", "readwrite")
        const summary = { variant: null, teams: [], score: [], playedAt: null, events: 0, problems: 3 }
        transaction.objectStore("matches").put({ id: "old", name: "old-junk.bin", text: "\u0001\u0002", savedAt: "2026-01-02T00:00:00.000Z", summary }, "old")
        transaction.oncomplete = () => resolve(request.result.close())
      }
    }))
    await page.reload()
    await page.waitForFunction(() => document.querySelectorAll("#saved li a").length === 2)
    const items = await page.locator("#saved li").evaluateAll((lis) => lis.map((li) => ({ text: li.querySelector("a")!.textContent, marked: li.className })))
    const [home, away] = sample.match.header.teams
    expect(items).toEqual([
      { text: expect.stringMatching(new RegExp(`^${home!.name} 0 · ${away!.name} 0 — Blood Bowl — .* — the rules stop at seq 47, score so far$`)), marked: "has-problems" },
      { text: "old-junk.bin — not a match log (3 problems) — 2026-01-02", marked: "has-problems" }
    ])
    expect(await page.content()).not.toContain("unknown variant")
    await page.close()
  })

  it("a first open shows a whole match at a roll the ruling explains, with a hint of the keys and of opening your own", async () => {
    const page = await open("")
    const orc = replayOf(text("bb-orc-v-human.jsonl"))
    const moment = showcaseSeq(orc)
    expect(moment).toBeGreaterThan(0)
    await page.waitForFunction((n) => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === n, moment)
    expect(await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { replay: { events: unknown[] } }).replay.events.length)).toBe(orc.events.length)
    await expect.poll(() => new URL(page.url()).hash).toBe(`#seq=${moment}`)
    // Both teams on the pitch, and a roll with a modifier in the ruling panel.
    const tokens = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch")!.shadowRoot!.querySelectorAll("[data-player]").length)
    expect(tokens).toBeGreaterThan(14)
    const ruling = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".ruling .modifiers li") !== null)
    expect(ruling).toBe(true)
    const hint = await page.locator("#hint").textContent()
    expect(hint).toContain("?")
    expect(hint).toContain("FUMBBL")
    expect(await page.locator("#hint").isVisible()).toBe(true)
    expect(page.problems).toEqual([])
    await page.close()
  })
})
