import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { fullTimeAt, Replay, whatIfChoices } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import { importReplay, importReplayBytes } from "../packages/fumbbl/src/index.js"
import { ffbMatch } from "../packages/fumbbl/test/ffb-match.js"
import { eventLines } from "../viewer/src/model/describe.js"
import { CHROMIUM, root } from "../scripts/viewer-harness.mjs"
import { frames, seek, showPanel } from "./support/bundled-viewer.js"
import { loadInPage, openViewer, seqOf, servedViewer, type ViewerPage } from "./support/viewer-page.js"

// Issue 24 asks for its review tools on every bundled log and on an imported FUMBBL replay, not
// only on the log each feature's own tests use. Here every bundled log, a FUMBBL replay written
// for tests (packages/fumbbl/test/ffb-match.ts: imported in the page's worker as a dropped file
// is) and, where ../shared has them, the real FUMBBL replays each go through the player card,
// stats so far, the checks banner, search, the result banner, the shared link and what if, with
// the answers read from the engine in Node.
const LOGS = readdirSync(join(root, "logs")).filter((file) => file.endsWith(".jsonl"))
const replayOf = (header: Parameters<typeof Replay.build>[0], events: Parameters<typeof Replay.build>[1]) => (Replay.build(header, events) as { success: Replay }).success
const bundledReplay = (file: string) => {
  const decoded = decodeLogText(readFileSync(join(root, "logs", file), "utf8"))
  return replayOf(decoded.header!, decoded.events)
}
const REAL_DIR = join(root, "../shared/real-logs/fumbbl")
const REAL = existsSync(REAL_DIR) ? readdirSync(REAL_DIR).filter((file) => file.endsWith(".gz")) : []

const shadow = (page: Page, selector: string) => page.evaluate((s) => document.querySelector("bb-replay")!.shadowRoot!.querySelector(s)?.textContent?.replace(/\s+/g, " ").trim() ?? null, selector)

/** Drops a file's bytes on the page, as a coach would, and waits until the converted log is saved. */
const drop = async (page: Page, name: string, bytes: Uint8Array) => {
  const transfer = await page.evaluateHandle(({ data, file }) => {
    const raw = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
    const dt = new DataTransfer()
    dt.items.add(new File([raw], file))
    return dt
  }, { data: Buffer.from(bytes).toString("base64"), file: name })
  await page.dispatchEvent("main", "drop", { dataTransfer: transfer })
  await expect.poll(() => page.locator("#library-status").textContent(), { timeout: 20_000 }).toContain(`Saved ${name.replace(/\.(json|gz)$/, "")}.jsonl`)
}

/** Each of the review tools once, on whatever match the page shows; `replay` is the same match built in Node. */
const reviewTools = async (page: ViewerPage, replay: Replay) => {
  const events = replay.events
  const declared = events.find((event) => event._tag === "ActionDeclared") as { seq: number; player: string } | undefined
  expect(declared, "every match has an action").toBeDefined()
  const player = replay.match.roster[replay.match.playerIndex.get(declared!.player)!]!

  // 1. The player card, from the acting player's token.
  await seek(page, declared!.seq)
  await page.locator("bb-replay").locator("bb-pitch").locator(`g.token[data-player="${declared!.player}"]`).click()
  await frames(page)
  const title = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-player-card")?.shadowRoot?.querySelector("h2")?.textContent?.replace(/\s+/g, " ").trim() ?? null)
  expect(title).toBe(`#${player.number} ${player.name}`)
  await page.keyboard.press("Escape")
  await frames(page)

  // 2. Stats so far, at this event.
  await showPanel(page, "stats")
  await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")?.shadowRoot?.querySelector("td[data-stat]") != null)
  const what = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")!.shadowRoot!.querySelector("[data-what]")?.textContent ?? "")
  expect(what).toContain(`Up to event ${declared!.seq} of ${events.at(-1)!.seq}`)
  await showPanel(page, "events")

  // 3. The checks banner: a count of disputes and of unchecked stretches where there are any.
  const disputed = await shadow(page, ".checks .check.dispute .count")
  const unchecked = await shadow(page, ".checks .check.unchecked .count")
  expect(disputed === null ? 0 : Number.parseInt(disputed, 10)).toBe(replay.indexes.dispute.length)
  expect(unchecked === null ? 0 : Number.parseInt(unchecked, 10)).toBe(replay.indexes.unchecked.length)

  // 4. Search: the player's name, from the start; Enter goes to the first event naming them.
  const lines = eventLines(replay)
  const first = events.findIndex((_, i) => `${lines.at(i).text}\n${lines.at(i).where}`.toLowerCase().includes(player.name.toLowerCase()))
  await seek(page, events[0]!.seq)
  await page.locator("bb-replay").focus()
  await page.keyboard.press("/")
  await page.keyboard.type(player.name)
  await page.keyboard.press("Enter")
  await page.waitForFunction(() => !/Searching/.test(document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log")!.shadowRoot!.querySelector(".found")?.textContent ?? ""))
  expect(await seqOf(page)).toBe(events[first]!.seq)
  await page.keyboard.press("Escape")

  // 5. The result: at the last event, a banner exactly where the engine finds full time.
  await page.locator("bb-replay").focus()
  await page.keyboard.press("End")
  await frames(page)
  const result = await shadow(page, ".result")
  if (fullTimeAt(replay, events.length - 1) === null) expect(result).toBeNull()
  else expect(result).toMatch(/^Full time: /)

  // 8. Share a moment: the link names the last event.
  await page.locator("#share").click()
  await page.waitForFunction(() => (document.getElementById("share-status")?.textContent ?? "") !== "" || document.getElementById("share-link") !== null)
  const link = await page.evaluate(() => (document.getElementById("share-link") as HTMLInputElement | null)?.value ?? null)
  expect(link).toMatch(new RegExp(`#seq=${events.at(-1)!.seq}(&|$)`))

  // 9. What if, at the first die the engine lets one change.
  const die = events.findIndex((_, i) => whatIfChoices(replay, i).kind === "dice")
  expect(die, "every match rolls a die").toBeGreaterThanOrEqual(0)
  await seek(page, events[die]!.seq)
  await page.locator("bb-replay [role=tab]", { hasText: "What if" }).click()
  await frames(page)
  const heading = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-what-if")!.shadowRoot!.querySelector(".change h3")?.textContent ?? "")
  expect(heading).toMatch(new RegExp(`^Event ${events[die]!.seq}: `))
  expect(await page.locator("bb-replay bb-what-if select[data-die='0']").count()).toBe(1)

  expect(page.problems).toEqual([])
}

describe.skipIf(!existsSync(CHROMIUM))("the review tools on every bundled log and on imported FUMBBL replays, in Chromium", () => {
  const viewer = servedViewer(new Map(LOGS.map((file) => [`/${file}`, readFileSync(join(root, "logs", file), "utf8")] as const)))
  // One page for the file: each log is opened in it in turn, as a fresh page has it (loadInPage).
  let long: ViewerPage | undefined
  const load = async (file: string): Promise<ViewerPage> => {
    if (long === undefined || long.isClosed()) long = await openViewer(viewer.context, viewer.base, `?log=${encodeURIComponent(`/${file}`)}`)
    else await loadInPage(long, `/${file}`)
    return long
  }

  it.each(LOGS)("%s", async (file) => {
    await reviewTools(await load(file), bundledReplay(file))
  })

  it("a FUMBBL replay written for tests, imported in the page's worker", async () => {
    const ffb = ffbMatch()
    const imported = importReplay(ffb, { verify: true })
    expect(imported.stretches).toEqual([])
    const page = await load(LOGS[0]!)
    await drop(page, "ffb-match.json", new TextEncoder().encode(JSON.stringify(ffb)))
    await reviewTools(page, replayOf(imported.header, imported.events))
  })

  it.skipIf(REAL.length === 0).each(REAL)("the real FUMBBL replay %s", async (file) => {
    const bytes = readFileSync(join(REAL_DIR, file))
    const imported = importReplayBytes(bytes, { verify: true })
    const page = await load(LOGS[0]!)
    await drop(page, file, bytes)
    await reviewTools(page, replayOf(imported.header, imported.events))
  })
})
