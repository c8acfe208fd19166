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

/**
 * Opens another log in a page already on the viewer, through the element's own open path (its
 * `src`, as the page's ?log= does), rather than in a new page: a new page costs its script and
 * worker afresh (about 0.9 s an open, against 0.35 s for this, on the 2-core machine under load).
 * First the element is put back as a new page has it: no match (so everything drawn for the last
 * one, the event log's search and filter, the stats' mode, the timeline's zoom, goes, and the
 * next is drawn in new elements), at the start, on the events tab, no card, help, presentation,
 * flip or play, the other panels not yet drawn, speed 1, the stored settings read again, nothing
 * in the address but the log; and the page's own notices are emptied. So each log's checks start
 * where they did in a page of their own. Resolves once the new match is drawn; `page.problems`
 * then holds only what this open and what follows throw.
 */
export const loadInPage = async (page: ViewerPage, url: string): Promise<void> => {
  page.problems = []
  await page.evaluate(async (src) => {
    const el = document.querySelector("bb-replay") as unknown as HTMLElement & {
      hash: boolean; loaded: unknown; progress: number | null; replay: unknown; updateComplete: Promise<unknown>; opened: unknown
    }
    // bb-replay's own record of the panels drawn so far: a new page has drawn only the events.
    if (!(el.opened instanceof Set)) throw new Error("bb-replay keeps no set of opened panels: loadInPage must learn its new name")
    const hadHash = el.hash
    // No hash read or written while the log changes: a new page's address has none.
    el.hash = false
    // The settings a new page reads from storage (viewer/src/model/settings.ts), read again.
    const flag = (name: string) => localStorage.getItem(`sidelines:${name}`) === "on"
    Object.assign(el, {
      replay: null, loaded: null, loadError: null, progress: null,
      playing: false, presenting: false, help: false, flipped: false, card: null, panel: "events", speed: 1, seq: 0,
      opened: new Set(["events"]), statsSeq: 0, whatIfSeq: 0, motion: null, captionHeld: null, cardOpener: null,
      stepBy: flag("play-by-event") ? "event" : "action", explain: flag("board-explained")
    })
    history.replaceState(null, "", `?log=${encodeURIComponent(src)}`)
    for (const id of ["share-status", "library-status"]) document.getElementById(id)?.replaceChildren()
    el.removeAttribute("name")
    el.removeAttribute("src")
    // Drawn without a match: the last match's elements leave the page.
    await el.updateComplete
    el.setAttribute("src", src)
    await new Promise<void>((resolve, reject) => {
      const opened = () => {
        const failed = (el as unknown as { loadError: string | null }).loadError
        if (el.loaded !== null && el.progress === null && el.replay !== null) resolve()
        else if (failed !== null && el.progress === null) reject(new Error(`${src} did not open: ${failed}`))
        else setTimeout(opened, 10)
      }
      opened()
    })
    el.hash = hadHash
    await el.updateComplete
    el.focus()
  }, url)
  await page.waitForFunction(() => document.querySelector("bb-replay")?.shadowRoot?.querySelector(".scoreboard") != null)
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
