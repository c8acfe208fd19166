import { existsSync } from "node:fs"
import type { Server } from "node:http"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { importReplayXml } from "../packages/bb3/src/index.js"
import { bbr } from "../packages/bb3/test/bbr.js"
import { fragmentXml } from "../packages/bb3/test/match-fragment.js"
import { CHROMIUM, launchChromium, serveViewer } from "../scripts/viewer-harness.mjs"
import { openViewer } from "./support/viewer-page.js"

// Issue 26: a Blood Bowl 3 replay (.bbr) dropped on the viewer is converted in its worker and
// opens to the final whistle. The replay is a synthetic one (the BB3 importer's fragment builders).
let server: Server
let base = ""
let context: BrowserContext

describe.skipIf(!existsSync(CHROMIUM))("a Blood Bowl 3 replay in the viewer, in Chromium", () => {
  beforeAll(async () => {
    // bbr() gives the file's text (base64), as a .bbr is stored.
    ;({ server, base } = await serveViewer(new Map([["/served.bbr", new TextDecoder().decode(bbr(fragmentXml()))]])))
    context = await launchChromium()
  })
  afterAll(async () => {
    await context?.close()
    server?.close()
  })

  /** The opened match: where it was read, what the importer says, and BB3's score at the end. */
  const openedAtEnd = async (page: Page) => {
    const opened = await page.evaluate(() => {
      const el = document.querySelector("bb-replay") as unknown as { loaded: { decodedIn: string; importedFrom: { format: string; events: number } | null; replay: { violation: unknown } }; shadowRoot: ShadowRoot }
      return { decodedIn: el.loaded.decodedIn, importedFrom: el.loaded.importedFrom, violation: el.loaded.replay.violation, note: el.shadowRoot.querySelector(".import-note")?.textContent ?? "" }
    })
    await page.locator("bb-replay").focus()
    await page.keyboard.press("End")
    const scores = await page.evaluate(() => [...document.querySelector("bb-replay")!.shadowRoot!.querySelectorAll(".score")].map((s) => Number(s.textContent)))
    return { opened, scores }
  }

  it("a .bbr dropped on the page is imported in the worker and opens at full time with BB3's score", async () => {
    const xml = fragmentXml()
    const match = importReplayXml(xml, { verify: true })
    // The page is ready once its first match is drawn.
    const page = await openViewer(context, base, "")
    // The import's progress (bb-progress, phase "import") as the worker reports it, team turn by team turn.
    await page.evaluate(() => {
      const seen: Array<unknown> = ((window as unknown as { importing: Array<unknown> }).importing = [])
      document.addEventListener("bb-progress", (event) => {
        const detail = (event as CustomEvent<{ done: number; total: number; phase: string; thread: string }>).detail
        if (detail.phase === "import") seen.push(detail)
      })
    })
    const dropped = await page.evaluateHandle((data) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([data], "match.bbr"))
      return transfer
    }, new TextDecoder().decode(bbr(xml)))
    await page.dispatchEvent("main", "drop", { dataTransfer: dropped })
    // Saved as its converted log, so it reopens without the importer.
    await expect.poll(() => page.locator("#library-status").textContent(), { timeout: 20_000 }).toContain("Saved match.jsonl")
    const { opened, scores } = await openedAtEnd(page)
    expect(opened).toMatchObject({ decodedIn: "worker", importedFrom: { format: "bb3", events: match.events.length }, violation: null })
    expect(opened.note).toContain("Imported from a Blood Bowl 3 replay")
    expect(await page.evaluate(() => (window as unknown as { importing: Array<unknown> }).importing)).toEqual([0, 1, 2].map((done) => ({ done, total: 2, phase: "import", thread: "worker" })))
    expect(scores).toEqual([...match.finalScore])
    expect(page.problems).toEqual([])
    await page.close()
  })

  it("a .bbr named by ?log= is fetched and imported in the worker, as a dropped one is", async () => {
    const match = importReplayXml(fragmentXml(), { verify: true })
    const page = (await context.newPage()) as Page & { problems: Array<string> }
    page.problems = []
    page.on("pageerror", (error) => page.problems.push(error.message))
    await page.goto(`${base}/?log=${encodeURIComponent("/served.bbr")}`)
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { loaded: { importedFrom: unknown } | null } | null)?.loaded?.importedFrom != null, null, { timeout: 20_000 })
    const { opened, scores } = await openedAtEnd(page)
    expect(opened).toMatchObject({ decodedIn: "worker", importedFrom: { format: "bb3", events: match.events.length }, violation: null })
    expect(scores).toEqual([...match.finalScore])
    expect(page.problems).toEqual([])
    await page.close()
  })

  it("a .bbr picked with the file picker is imported in the worker too", async () => {
    const xml = fragmentXml()
    const match = importReplayXml(xml, { verify: true })
    const page = await openViewer(context, base, "")
    await page.locator("#picker").setInputFiles({ name: "picked.bbr", mimeType: "application/octet-stream", buffer: Buffer.from(bbr(xml)) })
    // The same match was saved by the drop above, so the library may say so rather than save it again.
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { loaded: { name: string } | null }).loaded?.name === "picked.jsonl", null, { timeout: 20_000 })
    const { opened, scores } = await openedAtEnd(page)
    expect(opened).toMatchObject({ decodedIn: "worker", importedFrom: { format: "bb3", events: match.events.length }, violation: null })
    expect(scores).toEqual([...match.finalScore])
    expect(page.problems).toEqual([])
    await page.close()
  })
})
