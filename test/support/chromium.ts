import { chromium, type Browser, type BrowserContext, type BrowserServer } from "playwright-core"
import { inject } from "vitest"
import { CHROMIUM } from "../../scripts/viewer-harness.mjs"

// One Chromium for all the browser tests, started by their global setup (build-viewer.ts) and
// reached over its socket: each file used to start one of its own (and a few two), about a
// second of a core each. Each file, each describe block, gets contexts of its own, as empty as
// a new profile's, so nothing a test stores (IndexedDB, settings) reaches another file.

declare module "vitest" {
  export interface ProvidedContext {
    /** The shared Chromium's socket (BrowserServer.wsEndpoint). */
    chromium: string
  }
}

/** Starts the shared Chromium, with the flags of scripts/viewer-harness.mjs's launches. */
export const startChromium = (): Promise<BrowserServer> =>
  chromium.launchServer({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
  })

let connected: Promise<Browser> | undefined

/** The shared Chromium, connected to once per test module graph. Close its contexts, never it (that would cut the others off). */
export const sharedChromium = async (): Promise<Browser> => {
  const browser = await connected
  if (browser === undefined || !browser.isConnected()) connected = chromium.connect(inject("chromium"))
  return connected!
}

/** A context with nothing stored and launchChromium's 1400×900 viewport: what a fresh profile gave each file. */
export const freshContext = async (): Promise<BrowserContext> => (await sharedChromium()).newContext({ viewport: { width: 1400, height: 900 } })
