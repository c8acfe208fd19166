// What the viewer's browser tests of the card, stats so far and what if share: a bundled log read
// in Node, a page opened on it with axe-core loaded, the replay moved, and axe-core's findings.
// (test/support/viewer-page.ts opens the viewer on any address.)
import { readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { join } from "node:path"
import type { Server } from "node:http"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import { launchChromium, root, serveViewer } from "../../scripts/viewer-harness.mjs"
import { loadInPage, type ViewerPage } from "./viewer-page.js"

export { seqOf } from "./viewer-page.js"

const axeSource = (createRequire(import.meta.url)("axe-core") as { source: string }).source

/** A bundled log's text and its replay, as the engine builds it in Node. */
export const bundled = (file: string): { readonly text: string; readonly replay: Replay } => {
  const text = readFileSync(join(root, "logs", file), "utf8")
  const decoded = decodeLogText(text)
  return { text, replay: (Replay.build(decoded.header!, decoded.events) as { success: Replay }).success }
}

export type WatchedPage = ViewerPage

/** A new page on the viewer with `file` served at `/<file>` opened, axe-core loaded, its errors kept. */
export const openBundled = async (context: BrowserContext, base: string, file: string): Promise<WatchedPage> => {
  const page = (await context.newPage()) as WatchedPage
  page.problems = []
  page.on("pageerror", (error) => page.problems.push(error.message))
  await page.addInitScript({ content: axeSource })
  await page.goto(`${base}/?log=${encodeURIComponent(`/${file}`)}`)
  await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { replay: unknown } | null)?.replay != null)
  return page
}

/** Two frames: a change's render, then the layout it causes. */
export const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

/** Moves the replay to an event, as the scrubber does, and waits for it to be drawn. */
export const seek = async (page: Page, seq: number) => {
  await page.evaluate((s) => (document.querySelector("bb-replay") as unknown as { seekTo(seq: number): void }).seekTo(s), seq)
  await frames(page)
}

/** Shows one of the replay's panels, by its id. */
export const showPanel = async (page: Page, panel: string) => {
  await page.evaluate((id) => (document.querySelector("bb-replay") as unknown as { showPanel(id: string): void }).showPanel(id), panel)
  await frames(page)
}

/** What axe-core finds serious or critical on the page as it is. */
export const seriousFindings = (page: Page) => page.evaluate(async () => {
  const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe
  const result = await axe.run(document, { resultTypes: ["violations"] })
  return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.impact} ${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`)
})

/**
 * For a describe block: the built viewer served with bundled logs beside it and a Chromium
 * started before its tests, both stopped after them; `open` gives a new page on one of the logs,
 * `load` the block's one long-lived page with the log opened in it (loadInPage: a sweep over the
 * logs pays for one page, not one each). A test given the long-lived page leaves it open.
 */
export const viewerOnLogs = (files: ReadonlyArray<string>): { readonly open: (file: string) => Promise<WatchedPage>; readonly load: (file: string) => Promise<WatchedPage> } => {
  let server: Server | undefined
  let base = ""
  let context: BrowserContext | undefined
  let long: WatchedPage | undefined
  beforeAll(async () => {
    ;({ server, base } = await serveViewer(new Map(files.map((file) => [`/${file}`, bundled(file).text]))))
    context = await launchChromium()
  })
  afterAll(async () => {
    await context?.close()
    server?.close()
  })
  return {
    open: (file) => openBundled(context!, base, file),
    load: async (file) => {
      if (long === undefined || long.isClosed()) long = await openBundled(context!, base, file)
      else await loadInPage(long, `/${file}`)
      return long
    }
  }
}

/** viewerOnLogs for one log: `open` gives a page on it. */
export const viewerOn = (file: string): { readonly open: () => Promise<WatchedPage> } => {
  const served = viewerOnLogs([file])
  return { open: () => served.open(file) }
}
