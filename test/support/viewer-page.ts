import type { Server } from "node:http"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll } from "vitest"
import { launchChromium, serveViewer } from "../../scripts/viewer-harness.mjs"

/** A page of the viewer, with the errors it has thrown so far. */
export type ViewerPage = Page & { problems: Array<string> }

/** Opens the viewer at `query` and `hash` in a new page of `context`, and waits until a match is folded and drawn. */
export const openViewer = async (context: BrowserContext, base: string, query: string, hash = ""): Promise<ViewerPage> => {
  const page = (await context.newPage()) as ViewerPage
  page.problems = []
  page.on("pageerror", (error) => page.problems.push(error.message))
  await page.goto(`${base}/${query}${hash}`)
  await page.waitForFunction(() => {
    const el = document.querySelector("bb-replay") as unknown as { replay: unknown; shadowRoot: ShadowRoot } | null
    return el?.replay != null && el.shadowRoot.querySelector(".scoreboard") !== null
  })
  return page
}

/** The replay's current event. */
export const seqOf = (page: Page) => page.evaluate(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq)

/** Moves the replay to an event, as the scrubber does. */
export const seekTo = (page: Page, seq: number) => page.evaluate((s) => (document.querySelector("bb-replay") as unknown as { seekTo(seq: number): void }).seekTo(s), seq)

/**
 * The built viewer served on loopback (with `extra` files beside it) and a Chromium, for the
 * tests of the describe block it is called in: started before them, closed after.
 */
export const servedViewer = (extra: ReadonlyMap<string, string>) => {
  const served = { base: "", context: null as unknown as BrowserContext, server: null as Server | null }
  beforeAll(async () => {
    const { server, base } = await serveViewer(extra)
    Object.assign(served, { server, base, context: await launchChromium() })
  })
  afterAll(async () => {
    await served.context?.close()
    served.server?.close()
  })
  return served as { readonly base: string; readonly context: BrowserContext }
}
