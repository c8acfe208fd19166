import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { boardExplained, type BoardExplained, Replay, squareName } from "@sidelines/engine"
import { importReplay } from "../packages/fumbbl/src/index.js"
import { ffbMatch } from "../packages/fumbbl/test/ffb-match.js"
import { CHROMIUM, root } from "../scripts/viewer-harness.mjs"
import { bundled, frames, seek, seriousFindings, viewerOnLogs, type WatchedPage } from "./support/bundled-viewer.js"

// Issue 24 item 6, the board explained, in Chromium: toggled by its button and by B (and kept
// for the next visit), drawn from the engine's boardExplained at chosen events of a bundled log
// (a dodge with its number, a block's dice, a throw's range), on every bundled log, and on an
// imported FUMBBL replay; accessible (axe-core), its meaning in words under the ruling.
const LOGS = readdirSync(join(root, "logs")).filter((file) => file.endsWith(".jsonl")).sort()

/** The overlay as drawn: what the pitch shows and the caption says. */
const drawn = (page: Page) => page.evaluate(() => {
  const replayRoot = document.querySelector("bb-replay")!.shadowRoot!
  const pitch = replayRoot.querySelector("bb-pitch")!.shadowRoot!
  const all = (selector: string) => [...pitch.querySelectorAll<SVGGElement>(selector)]
  return {
    pressed: replayRoot.querySelector(".explain-toggle")?.getAttribute("aria-pressed") ?? null,
    shown: pitch.querySelector(".board-under") !== null && pitch.querySelector(".board-over") !== null,
    targets: all(".target").map((g) => ({ square: g.dataset["square"], rule: g.dataset["rule"], label: g.querySelector("text")?.textContent ?? "" })),
    blocks: all(".block-dice").map((g) => ({ square: g.dataset["square"], label: g.querySelector("text")?.textContent ?? "" })),
    zones: all(".tackle-zone").map((g) => ({ square: g.dataset["square"], markers: Number(g.dataset["markers"]) })),
    steps: all(".step-mark").map((g) => ({ square: g.dataset["square"], letters: g.querySelector("text")?.textContent ?? "" })),
    bands: all(".range-band").map((g) => ({ band: g.dataset["band"], squares: g.querySelectorAll("rect").length })),
    caption: [...replayRoot.querySelectorAll(".explained li")].map((li) => li.textContent ?? "")
  }
})

/** What the overlay must show for a board: the same marks, square by square. */
const expected = (board: BoardExplained) => ({
  targets: board.targets.map((t) => ({ square: squareName(t.square), rule: t.rule, label: t.label })),
  blocks: board.blocks.map((b) => ({ square: squareName(b.square), label: b.label })),
  zones: board.zones.map((z) => ({ square: squareName(z.square), markers: z.markers.length })),
  steps: board.path.slice(1).flatMap((s) => {
    const letters = `${s.dodge ? "D" : ""}${s.rush ? "R" : ""}${s.jump ? "J" : ""}`
    return letters === "" ? [] : [{ square: squareName(s.square), letters }]
  }),
  bands: (board.range?.bands ?? []).map((b) => ({ band: b.band, squares: b.squares.length })),
  caption: [...board.lines]
})

/** Turns the overlay on or off, by its key, as a person would. */
const setOverlay = async (page: Page, on: boolean) => {
  const now = (await drawn(page)).pressed === "true"
  if (now !== on) {
    await page.locator("bb-replay").focus()
    await page.keyboard.press("b")
    await frames(page)
  }
}

const firstSeq = (replay: Replay, test: (board: BoardExplained) => boolean): number => {
  for (const event of replay.events) {
    const board = boardExplained(replay, event.seq)
    if (board !== null && test(board)) return event.seq
  }
  throw new Error("no such event")
}

/** Drops a file on the page, as from the desktop, and waits until the match it holds is the one shown. */
const drop = async (page: WatchedPage, name: string, bytes: Uint8Array, events: number) => {
  const dropped = await page.evaluateHandle(({ data, file }) => {
    const transfer = new DataTransfer()
    transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], file))
    return transfer
  }, { data: Buffer.from(bytes).toString("base64"), file: name })
  await page.dispatchEvent("main", "drop", { dataTransfer: dropped })
  await page.waitForFunction((n) => (document.querySelector("bb-replay") as unknown as { replay: { events: { length: number } } | null }).replay?.events.length === n, events, { timeout: 30_000 })
}

describe.skipIf(!existsSync(CHROMIUM))("the board explained, in Chromium", () => {
  const { open, load } = viewerOnLogs(LOGS)

  it("the button and B turn it on and off, the button says which, and the choice is kept for the next visit", async () => {
    const file = "bb-orc-v-human.jsonl"
    const { replay } = bundled(file)
    const page = await open(file)
    await seek(page, firstSeq(replay, (board) => board.targets.length > 0 && board.zones.length > 0))
    expect(await drawn(page)).toMatchObject({ pressed: "false", shown: false, caption: [] })
    await page.locator("bb-replay .explain-toggle").click()
    await frames(page)
    expect(await drawn(page)).toMatchObject({ pressed: "true", shown: true })
    await page.locator("bb-replay").focus()
    await page.keyboard.press("b")
    await frames(page)
    expect(await drawn(page)).toMatchObject({ pressed: "false", shown: false })
    await page.keyboard.press("B")
    await frames(page)
    expect((await drawn(page)).shown).toBe(true)
    // A new visit finds it on; turned off, a visit after that finds it off.
    const again = await open(file)
    await seek(again, firstSeq(replay, (board) => board.targets.length > 0))
    expect(await drawn(again)).toMatchObject({ pressed: "true", shown: true })
    await setOverlay(again, false)
    const third = await open(file)
    expect((await drawn(third)).pressed).toBe("false")
    // The key is in the keyboard help.
    await third.locator("bb-replay").focus()
    await third.keyboard.press("?")
    await frames(third)
    expect(await third.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".help")?.textContent ?? "")).toMatch(/B\s*explain the board/)
    for (const p of [page, again, third]) {
      expect(p.problems).toEqual([])
      await p.close()
    }
  })

  it("at a dodge, a block and a throw of bundled logs it draws the engine's marks: the dodge's number and tackle zones, the block's dice on the defender, the range bands", async () => {
    const orcs = bundled("bb-orc-v-human.jsonl").replay
    const page = await open("bb-orc-v-human.jsonl")
    await setOverlay(page, true)
    const dodge = firstSeq(orcs, (board) => board.targets.some((t) => t.rule === "Dodge" && t.seq === board.seq) && board.zones.length > 0)
    await seek(page, dodge)
    const atDodge = await drawn(page)
    const board = boardExplained(orcs, dodge)!
    expect(atDodge).toMatchObject(expected(board))
    expect(atDodge.targets.find((t) => t.rule === "Dodge")!.label).toMatch(/^[2-6]\+$/)
    expect(atDodge.steps.some((s) => s.letters.includes("D"))).toBe(true)
    expect(atDodge.caption.some((line) => line.startsWith("Dodge, "))).toBe(true)

    const block = firstSeq(orcs, (b) => b.blocks.length > 0 && orcs.events[orcs.indexOf(b.seq)]!._tag === "BlockThrown")
    await seek(page, block)
    const atBlock = await drawn(page)
    expect(atBlock).toMatchObject(expected(boardExplained(orcs, block)!))
    expect(atBlock.blocks[0]!.label).toMatch(/^−?[1-3]D$/)
    expect(await seriousFindings(page)).toEqual([])

    // The Holiday Special's snowball: its own ruler, two bands from the thrower.
    const holiday = bundled("holiday-human-v-orc.jsonl").replay
    const snowball = await open("holiday-human-v-orc.jsonl")
    const aimed = holiday.events.find((e) => e._tag === "PassAimed")!.seq
    await seek(snowball, aimed)
    const atThrow = await drawn(snowball)
    expect(atThrow).toMatchObject(expected(boardExplained(holiday, aimed)!))
    expect(atThrow.bands.map((b) => b.band)).toEqual(["near", "far"])
    expect(await snowball.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".explained .legend")?.textContent ?? "")).toContain("up to 3 squares blue")
    expect(await seriousFindings(snowball)).toEqual([])
    for (const p of [page, snowball]) {
      expect(p.problems).toEqual([])
      await p.close()
    }
  })

  // Every log in one page, each opened in it in turn (as a fresh page has it: loadInPage).
  it.each(LOGS)("%s: drawn wherever an action is under way, with the engine's marks, and no errors", async (file) => {
    const { replay } = bundled(file)
    const page = await load(file)
    await setOverlay(page, true)
    // About 120 events spread over the match, and every event of its first move with a roll.
    const every = Math.max(1, Math.floor(replay.events.length / 120))
    const first = firstSeq(replay, (board) => board.actionSeq !== null && board.targets.length > 0)
    const seqs = [...new Set([...replay.events.filter((_, i) => i % every === 0).map((e) => e.seq), ...replay.events.filter((e) => e.seq >= first && e.seq < first + 12).map((e) => e.seq)])]
    const shown = await page.evaluate(async (list) => {
      const element = document.querySelector("bb-replay") as unknown as HTMLElement & { seekTo(seq: number): void; updateComplete: Promise<unknown> }
      const out: Array<{ seq: number; under: boolean; targets: number; zones: number; blocks: number; bands: number; lines: number }> = []
      for (const seq of list) {
        element.seekTo(seq)
        await element.updateComplete
        const pitch = element.shadowRoot!.querySelector("bb-pitch") as unknown as HTMLElement & { updateComplete: Promise<unknown> }
        await pitch.updateComplete
        const root = pitch.shadowRoot!
        out.push({
          seq,
          under: root.querySelector(".board-under") !== null,
          targets: root.querySelectorAll(".target").length,
          zones: root.querySelectorAll(".tackle-zone").length,
          blocks: root.querySelectorAll(".block-dice").length,
          bands: root.querySelectorAll(".range-band").length,
          lines: element.shadowRoot!.querySelectorAll(".explained li").length
        })
      }
      return out
    }, seqs)
    let actions = 0
    for (const at of shown) {
      const board = boardExplained(replay, at.seq)!
      if (board.actionSeq !== null) actions++
      expect(at, `${file} seq ${at.seq}`).toEqual({
        seq: at.seq, under: true, targets: board.targets.length, zones: board.zones.length, blocks: board.blocks.length, bands: board.range?.bands.length ?? 0, lines: board.lines.length
      })
    }
    expect(actions, "some of the events looked at are in an action").toBeGreaterThan(0)
    expect(page.problems).toEqual([])
  })

  it("an imported FUMBBL replay (a short FFB replay written for tests): the dodge's number and tackle zones, the block's dice", async () => {
    const ffb = ffbMatch()
    const imported = importReplay(ffb)
    expect(imported.stopped).toBeNull()
    const replay = (Replay.build(imported.header, imported.events) as { success: Replay }).success
    const page = await open("bb-orc-v-human.jsonl")
    await setOverlay(page, true)
    await drop(page, "ffb-match.json", new TextEncoder().encode(JSON.stringify(ffb)), imported.events.length)
    const dodge = firstSeq(replay, (board) => board.targets.some((t) => t.rule === "Dodge" && t.seq === board.seq))
    await seek(page, dodge)
    const atDodge = await drawn(page)
    expect(atDodge).toMatchObject(expected(boardExplained(replay, dodge)!))
    expect(atDodge.targets.find((t) => t.rule === "Dodge")!.square).toBe(squareName([14, 6]))
    expect(atDodge.zones.length).toBeGreaterThan(0)
    const block = firstSeq(replay, (board) => board.blocks.length > 0)
    await seek(page, block)
    const atBlock = await drawn(page)
    expect(atBlock).toMatchObject(expected(boardExplained(replay, block)!))
    expect(atBlock.blocks).toHaveLength(1)
    expect(page.problems).toEqual([])
    await page.close()
  })

  const realReplay = join(root, "../shared/real-logs/fumbbl/1712868.gz")
  it.skipIf(!existsSync(realReplay))("a real FUMBBL replay (../shared): the overlay follows its actions without an error", async () => {
    const page = await open("bb-orc-v-human.jsonl")
    await setOverlay(page, true)
    const bytes = readFileSync(realReplay)
    const dropped = await page.evaluateHandle((data) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([Uint8Array.from(atob(data), (c) => c.charCodeAt(0))], "1712868.gz", { type: "application/gzip" }))
      return transfer
    }, bytes.toString("base64"))
    await page.dispatchEvent("main", "drop", { dataTransfer: dropped })
    await expect.poll(() => page.locator("#library-status").textContent(), { timeout: 30_000 }).toContain("Saved 1712868.jsonl")
    // Every declared action's first few events: an overlay each time, with a caption naming the player.
    const result = await page.evaluate(async () => {
      const element = document.querySelector("bb-replay") as unknown as HTMLElement & { seekTo(seq: number): void; updateComplete: Promise<unknown>; replay: { events: ReadonlyArray<{ seq: number; _tag: string }> } }
      const starts = element.replay.events.filter((e) => e._tag === "ActionDeclared").map((e) => e.seq)
      let drawnAt = 0
      let captioned = 0
      for (const seq of starts.slice(0, 150)) {
        element.seekTo(seq + 1)
        await element.updateComplete
        const pitch = element.shadowRoot!.querySelector("bb-pitch") as unknown as HTMLElement & { updateComplete: Promise<unknown> }
        await pitch.updateComplete
        if (pitch.shadowRoot!.querySelector(".board-under") !== null) drawnAt++
        if (/action$/.test(element.shadowRoot!.querySelector(".explained li")?.textContent ?? "")) captioned++
      }
      return { looked: Math.min(150, starts.length), drawnAt, captioned }
    })
    expect(result.looked).toBeGreaterThan(20)
    expect(result.drawnAt).toBe(result.looked)
    expect(result.captioned).toBeGreaterThan(result.looked / 2)
    expect(page.problems).toEqual([])
    await page.close()
  })
})
