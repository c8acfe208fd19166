import { existsSync } from "node:fs"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { CHROMIUM } from "../scripts/viewer-harness.mjs"
import { frames, seek, seqOf, seriousFindings, viewerOn } from "./support/bundled-viewer.js"

// Issue 24's what if in Chromium: at an event, change a die or a decision, fold the match on from
// there beside the real one; the log and the real replay do not change.
const FILE = "sample-drive.jsonl"

describe.skipIf(!existsSync(CHROMIUM))("what if, in Chromium", () => {
  const { open } = viewerOn(FILE)
  const showWhatIf = async (page: Page) => {
    await page.locator("bb-replay [role=tab]", { hasText: "What if" }).click()
    await frames(page)
  }
  const panel = (page: Page) => page.evaluate(() => {
    const root = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-what-if")!.shadowRoot!
    const pitch = root.querySelector("bb-pitch")?.shadowRoot ?? null
    return {
      heading: root.querySelector(".change h3")?.textContent ?? "",
      summary: root.querySelector(".summary")?.textContent ?? "",
      caption: root.querySelector("figcaption")?.textContent ?? "",
      score: [...root.querySelectorAll(".compare tr[data-team]")].map((tr) => [tr.querySelector("[data-real]")!.textContent, tr.querySelector("[data-changed]")!.textContent]),
      elsewhere: [...root.querySelectorAll(".players tr[data-player]")].map((tr) => tr.getAttribute("data-player")),
      lines: [...root.querySelectorAll(".lines button")].map((b) => ({ seq: Number(b.getAttribute("data-seq")), text: b.textContent ?? "", current: b.getAttribute("aria-current") === "true" })),
      tokens: pitch === null ? {} : Object.fromEntries([...pitch.querySelectorAll("g.token")].map((t) => [t.getAttribute("data-player"), t.getAttribute("data-square")]))
    }
  })
  const realTokens = (page: Page) => page.evaluate(() => Object.fromEntries([...document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch")!.shadowRoot!.querySelectorAll("g.token")].map((t) => [t.getAttribute("data-player"), t.getAttribute("data-square")])))
  const eventsJson = (page: Page) => page.evaluate(() => JSON.stringify((document.querySelector("bb-replay") as unknown as { replay: { events: unknown } }).replay.events))

  it("a die changed: the dodge rolled a 4, not a 1; the changed match needs no re-roll, so it stops where the log spends one; the real replay is untouched", async () => {
    const page = await open()
    const before = await eventsJson(page)
    await seek(page, 48)
    await showWhatIf(page)
    expect((await panel(page)).heading).toMatch(/^Event 48: /)
    await page.locator("bb-replay bb-what-if select[data-die='0']").selectOption("4")
    await page.locator("bb-replay bb-what-if button.fold").click()
    await frames(page)
    const folded = await panel(page)
    expect(folded.summary).toMatch(/stopped at event 49/)
    expect(folded.caption).toBe("Beside event 48")
    // The changed dodge succeeds: its line says so; the real one failed.
    expect(folded.lines[0]).toMatchObject({ seq: 48, current: true })
    expect(folded.lines[0]!.text).toMatch(/4/)
    // Further on, the changed match stands where it stopped.
    await seek(page, 52)
    expect((await panel(page)).caption).toMatch(/^Where the changed match stopped, before event 49/)
    expect(await eventsJson(page), "the log's events are as read").toBe(before)
    expect(page.problems).toEqual([])
  })

  it("a decision changed: no follow-up after the blitz; the blitzer stands elsewhere beside the real one, and a line of the changed match goes to its real event", async () => {
    const page = await open()
    await seek(page, 42)
    await showWhatIf(page)
    const options = await page.locator("bb-replay bb-what-if select.decision option").allTextContents()
    expect(options.length).toBe(2)
    const other = options.findIndex((o) => !o.includes("(as in the log)"))
    await page.locator("bb-replay bb-what-if select.decision").selectOption(String(other))
    await page.locator("bb-replay bb-what-if button.fold").click()
    await frames(page)
    const folded = await panel(page)
    expect(folded.elsewhere).toContain("o1")
    // The main pitch is the real match; the panel's is the changed one: o1 on different squares.
    const real = await realTokens(page)
    expect(folded.tokens["o1"]).not.toBe(real["o1"])
    expect(folded.score.every(([a, b]) => a === b)).toBe(true)
    // A later line of the changed match takes the replay to the real event beside it.
    // (The armour and injury rolls of the knocked-down player still follow; o1's next move does not.)
    const later = folded.lines.find((line) => line.seq > 42)!
    expect(later.seq).toBe(43)
    await page.locator(`bb-replay bb-what-if .lines button[data-seq="${later.seq}"]`).click()
    await frames(page)
    expect(await seqOf(page)).toBe(later.seq)
    expect((await panel(page)).caption).toBe("Beside event 43")
    // Clear: the change is gone.
    await page.locator("bb-replay bb-what-if button.clear").click()
    await frames(page)
    expect((await panel(page)).summary).toBe("")
  })

  it("next and previous go to the events with a die or a decision; a set-up square, one of hundreds, has nothing to list", async () => {
    const page = await open()
    await seek(page, 9)
    await showWhatIf(page)
    const none = () => page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-what-if")!.shadowRoot!.querySelector(".none")?.textContent ?? "")
    expect(await none()).toMatch(/too many to list/)
    // From the set-up, the next is the kick's first die, past the placing of every player and the
    // kick's aim (hundreds of squares each); then the next die, and back.
    await page.locator("bb-replay bb-what-if button", { hasText: "Next die or decision" }).click()
    await frames(page)
    expect(await seqOf(page)).toBe(20)
    await page.locator("bb-replay bb-what-if button", { hasText: "Next die or decision" }).click()
    await frames(page)
    expect(await seqOf(page)).toBe(21)
    await page.locator("bb-replay bb-what-if button", { hasText: "Previous die or decision" }).click()
    await frames(page)
    expect(await seqOf(page)).toBe(20)
    expect(await none()).toBe("")
  })

  it("axe-core finds nothing serious or critical with a changed match shown", async () => {
    const page = await open()
    await seek(page, 48)
    await showWhatIf(page)
    await page.locator("bb-replay bb-what-if select[data-die='0']").selectOption("4")
    await page.locator("bb-replay bb-what-if button.fold").click()
    await frames(page)
    expect(await seriousFindings(page)).toEqual([])
  })
})
