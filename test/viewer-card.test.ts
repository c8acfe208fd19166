import { existsSync } from "node:fs"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { playerMatch } from "@sidelines/engine"
import { CHROMIUM } from "../scripts/viewer-harness.mjs"
import { bundled, frames, seek, seriousFindings, viewerOn } from "./support/bundled-viewer.js"

// Issue 24's player card in Chromium: opened from a token (click or Enter), a dugout entry and a
// name in the event log; it follows the replay while open, its moments go there, Escape closes it
// and the focus goes back; accessible (axe-core).
const FILE = "stadium-unclear-markings-lizardmen-v-wood-elf.jsonl"
const { replay } = bundled(FILE)

describe.skipIf(!existsSync(CHROMIUM))("the player card, in Chromium", () => {
  const { open } = viewerOn(FILE)
  /** The card as shown: its title, counts and moments, and what has the focus inside the replay. */
  const card = (page: Page) => page.evaluate(() => {
    const root = document.querySelector("bb-replay")!.shadowRoot!
    const element = root.querySelector("bb-player-card")
    const shadow = element?.shadowRoot ?? null
    const deep = (): Element | null => {
      let active: Element | null = document.activeElement
      while (active?.shadowRoot?.activeElement != null) active = active.shadowRoot.activeElement
      return active
    }
    const focused = deep()
    return {
      open: element !== null,
      title: shadow?.querySelector("h2")?.textContent?.replace(/\s+/g, " ").trim() ?? "",
      status: shadow?.querySelector("[data-status]")?.textContent ?? "",
      counts: Object.fromEntries([...(shadow?.querySelectorAll("[data-count]") ?? [])].map((dd) => [dd.getAttribute("data-count"), dd.textContent])),
      moments: [...(shadow?.querySelectorAll(".moments button") ?? [])].map((b) => Number(b.getAttribute("data-seq"))),
      skills: [...(shadow?.querySelectorAll(".skills dt") ?? [])].map((dt) => dt.textContent ?? ""),
      focus: { player: focused?.closest?.("[data-player]")?.getAttribute("data-player") ?? null, close: focused?.classList.contains("close") ?? false, tag: focused?.tagName ?? "" }
    }
  })
  const nameOf = (id: string) => replay.match.roster[replay.match.playerIndex.get(id)!]!

  it("a click on a token opens that player's card; Escape closes it and the focus goes back to the token", async () => {
    const page = await open()
    const at = replay.events.find((event) => event._tag === "ActionDeclared")!.seq
    await seek(page, at)
    expect((await card(page)).open, "no card until one is asked for").toBe(false)
    const token = page.locator("bb-replay").locator("bb-pitch").locator("g.token").first()
    const player = (await token.getAttribute("data-player"))!
    await token.click()
    await frames(page)
    const shown = await card(page)
    expect(shown.open).toBe(true)
    expect(shown.title).toBe(`#${nameOf(player).number} ${nameOf(player).name}`)
    expect(shown.status).toMatch(/ on [A-Z]+\d+/)
    expect(shown.skills.length).toBe(nameOf(player).skills.length + nameOf(player).traits.length)
    expect(shown.focus.close, "the focus is on the card's close button").toBe(true)
    await page.keyboard.press("Escape")
    await frames(page)
    const closed = await card(page)
    expect(closed.open).toBe(false)
    expect(closed.focus.player).toBe(player)
    expect(page.problems).toEqual([])
  })

  it("Enter on a focused token opens the card; while open it follows the replay, and a moment takes the replay there", async () => {
    const page = await open()
    // A scorer, at the end: the card lists their moments, the touchdown among them.
    const scorer = replay.match.roster.find((entry) => playerMatch(replay, entry.id).at(replay.length - 1).touchdowns > 0)!
    const moments = playerMatch(replay, scorer.id).moments
    const touchdown = moments.find((m) => m.kind === "touchdown")!
    // The scorer's token: at the last event up to the touchdown that has them on the pitch.
    let onPitchIndex = touchdown.index
    while (replay.after(onPitchIndex).players[replay.match.playerIndex.get(scorer.id)!]!.at === null) onPitchIndex--
    const onPitch = replay.events[onPitchIndex]!.seq
    await seek(page, onPitch)
    await page.locator(`bb-replay bb-pitch g.token[data-player="${scorer.id}"]`).focus()
    await page.keyboard.press("Enter")
    await frames(page)
    const atTouchdown = await card(page)
    expect(atTouchdown.title).toContain(scorer.name)
    expect(atTouchdown.moments).toEqual(moments.filter((m) => m.seq <= onPitch).map((m) => m.seq))
    expect(Number(atTouchdown.counts["Touchdowns"])).toBe(moments.filter((m) => m.kind === "touchdown" && m.seq <= onPitch).length)
    // Back to the start: the card follows, with nothing so far.
    await seek(page, 1)
    const early = await card(page)
    expect(early.open).toBe(true)
    expect(early.moments).toEqual(moments.filter((m) => m.seq <= 1).map((m) => m.seq))
    expect(early.counts["Touchdowns"]).toBe("0")
    // The end, then a moment chosen in the card: the replay goes there and the card stays.
    await seek(page, replay.events.at(-1)!.seq)
    const first = moments[0]!.seq
    await page.locator(`bb-replay bb-player-card .moments button[data-seq="${first}"]`).click()
    await frames(page)
    expect(await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq)).toBe(first)
    expect((await card(page)).open).toBe(true)
    // The close button closes it too.
    await page.locator("bb-replay bb-player-card .close").click()
    await frames(page)
    expect((await card(page)).open).toBe(false)
    expect(page.problems).toEqual([])
  })

  it("a dugout entry opens its player's card, and Escape gives the focus back to it", async () => {
    const page = await open()
    const index = replay.allStates().findIndex((state) => state.players.some((p) => p.box !== null && p.box !== "pool"))
    const inBox = replay.after(index).players.find((p) => p.box !== null && p.box !== "pool")!
    await seek(page, replay.events[index]!.seq)
    const chip = page.locator(`bb-replay .dugouts button[data-player="${inBox.id}"]`)
    await chip.focus()
    await page.keyboard.press("Enter")
    await frames(page)
    const shown = await card(page)
    expect(shown.title).toContain(nameOf(inBox.id).name)
    expect(shown.status).toMatch(/^Off the pitch: /)
    await page.keyboard.press("Escape")
    await frames(page)
    expect((await card(page)).focus.player).toBe(inBox.id)
  })

  it("a name in the event log opens the card, and so does Enter on the current line", async () => {
    const page = await open()
    const index = replay.events.findIndex((event) => event._tag === "ActionDeclared")
    const player = (replay.events[index] as { player: string }).player
    await seek(page, replay.events[index]!.seq)
    const name = page.locator(`bb-replay bb-event-log .row[aria-current="true"] .name[data-player="${player}"]`)
    await name.click()
    await frames(page)
    expect((await card(page)).title).toContain(nameOf(player).name)
    await page.keyboard.press("Escape")
    await frames(page)
    expect((await card(page)).open).toBe(false)
    await page.locator("bb-replay bb-event-log .viewport").focus()
    await page.keyboard.press("Enter")
    await frames(page)
    expect((await card(page)).title).toContain(nameOf(player).name)
  })

  it("axe-core finds nothing serious or critical with the card open", async () => {
    const page = await open()
    const scorer = replay.match.roster.find((entry) => playerMatch(replay, entry.id).at(replay.length - 1).touchdowns > 0)!
    await seek(page, replay.events.at(-1)!.seq)
    await page.evaluate((id) => (document.querySelector("bb-replay") as unknown as { showPlayer(id: string): void }).showPlayer(id), scorer.id)
    await frames(page)
    expect((await card(page)).open).toBe(true)
    expect(await seriousFindings(page)).toEqual([])
  })
})
