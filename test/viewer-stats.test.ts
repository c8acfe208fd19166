import { existsSync } from "node:fs"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { matchStats, statsSoFar, type MatchStats } from "@sidelines/engine"
import { CHROMIUM } from "../scripts/viewer-harness.mjs"
import { bundled, frames, seek, showPanel, viewerOn } from "./support/bundled-viewer.js"

// Issue 24's stats so far in Chromium: the Stats tab follows the cursor (the engine's statsSoFar,
// the same numbers as in Node), a toggle shows the whole match, and the dice-luck charts are drawn
// from the same numbers; a hidden Stats tab is not recounted on a seek.
const FILE = "bb-orc-v-human.jsonl"
const { replay } = bundled(FILE)
const soFar = statsSoFar(replay)

describe.skipIf(!existsSync(CHROMIUM))("stats so far, in Chromium", () => {
  const { open } = viewerOn(FILE)
  /** The team totals as drawn, by team and counter; the toolbar's words; the charts' parts. */
  const shown = (page: Page) => page.evaluate(() => {
    const stats = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")!.shadowRoot!
    const cells: Record<string, string> = {}
    for (const td of stats.querySelectorAll("td[data-stat]")) if (td.closest("tr")!.getAttribute("data-player") === null) cells[`${td.getAttribute("data-team")} ${td.getAttribute("data-stat")}`] = td.textContent!.trim()
    const clip = stats.querySelector(".luck-line clipPath rect")
    return {
      cells,
      what: stats.querySelector("[data-what]")?.textContent ?? "",
      pressed: [...stats.querySelectorAll(".mode button[aria-pressed=true]")].map((b) => b.textContent),
      bars: [...stats.querySelectorAll(".luck-bars [data-team] .bar")].map((bar) => `${bar.closest("[data-team]")!.getAttribute("data-team")} ${bar.getAttribute("data-roll")}`),
      lines: [...stats.querySelectorAll(".luck-line path")].map((p) => `${p.getAttribute("class")} ${p.getAttribute("data-team")}`),
      clip: clip === null ? null : Number(clip.getAttribute("width")),
      cursor: Number(stats.querySelector(".luck-line .cursor")?.getAttribute("x1") ?? NaN)
    }
  })
  const expected = (stats: MatchStats) => Object.fromEntries(stats.teams.flatMap((team) => [["blocks", team.blocks], ["touchdowns", team.touchdowns], ["dodges", team.dodges]].map(([stat, value]) => [`${team.id} ${stat}`, String(value)])))
  const pick = (cells: Record<string, string>) => Object.fromEntries(Object.entries(cells).filter(([key]) => /(blocks|touchdowns|dodges)$/.test(key)))

  it("the Stats tab shows the match so far and follows the cursor; the toggle shows the whole match and back", async () => {
    const page = await open()
    const third = Math.floor(replay.length / 3)
    await seek(page, replay.events[third]!.seq)
    await showPanel(page, "stats")
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")?.shadowRoot?.querySelector("td[data-stat]") != null)
    let now = await shown(page)
    expect(now.pressed).toEqual(["So far"])
    expect(now.what).toContain(`Up to event ${replay.events[third]!.seq} of ${replay.events.at(-1)!.seq}`)
    expect(pick(now.cells)).toEqual(expected(soFar.at(third)))
    // Later in the match: the numbers move on with the cursor.
    const later = Math.floor((replay.length * 3) / 4)
    await seek(page, replay.events[later]!.seq)
    now = await shown(page)
    expect(pick(now.cells)).toEqual(expected(soFar.at(later)))
    expect(soFar.at(later).teams[0]!.blocks, "the match has moved on between the two").toBeGreaterThan(soFar.at(third).teams[0]!.blocks)
    // The whole match, whatever the cursor; then so far again.
    await page.locator("bb-replay bb-stats .mode button", { hasText: "Whole match" }).click()
    await frames(page)
    now = await shown(page)
    expect(now.pressed).toEqual(["Whole match"])
    expect(pick(now.cells)).toEqual(expected(matchStats(replay)))
    await page.locator("bb-replay bb-stats .mode button", { hasText: "So far" }).click()
    await frames(page)
    expect(pick((await shown(page)).cells)).toEqual(expected(soFar.at(later)))
  })

  it("the luck charts: a bar per team and kind of roll, two lines per team cut at the cursor so far, whole for the whole match", async () => {
    const page = await open()
    const half = Math.floor(replay.length / 2)
    await seek(page, replay.events[half]!.seq)
    await showPanel(page, "stats")
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")?.shadowRoot?.querySelector(".luck-line") != null)
    const atHalf = await shown(page)
    expect(atHalf.bars).toEqual(soFar.at(half).teams.flatMap((team) => team.luck.map((l) => `${team.team} ${l.roll}`)))
    expect(atHalf.lines.sort()).toEqual(replay.match.header.teams.flatMap((_, t) => [`actual ${t}`, `expected ${t}`]).sort())
    expect(atHalf.clip).toBeCloseTo(atHalf.cursor)
    await seek(page, replay.events.at(-1)!.seq)
    const atEnd = await shown(page)
    expect(atEnd.cursor).toBeGreaterThan(atHalf.cursor)
    expect(atEnd.clip).toBeCloseTo(atEnd.cursor)
    await seek(page, replay.events[half]!.seq)
    await page.locator("bb-replay bb-stats .mode button", { hasText: "Whole match" }).click()
    await frames(page)
    const whole = await shown(page)
    expect(whole.clip, "the whole match's lines are not cut at the cursor").toBeGreaterThan(whole.cursor)
    expect(whole.bars).toEqual(matchStats(replay).teams.flatMap((team) => team.luck.map((l) => `${team.team} ${l.roll}`)))
  })

  it("a hidden Stats tab is not recounted on a seek; shown again, it catches up with the cursor", async () => {
    const page = await open()
    await showPanel(page, "stats")
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")?.shadowRoot?.querySelector("td[data-stat]") != null)
    await showPanel(page, "events")
    const statsSeq = () => page.evaluate(() => (document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats") as unknown as { seq: number }).seq)
    const before = await statsSeq()
    const target = replay.events[Math.floor(replay.length / 2)]!.seq
    await seek(page, target)
    expect(await statsSeq()).toBe(before)
    await showPanel(page, "stats")
    expect(await statsSeq()).toBe(target)
    expect(pick((await shown(page)).cells)).toEqual(expected(soFar.at(Math.floor(replay.length / 2))))
  })
})
