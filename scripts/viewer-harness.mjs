// Shared by the viewer's browser tests and its benchmark: build the viewer, serve it on
// loopback (with extra files made on the spot), and start Debian's headless Chromium.
import { spawnSync } from "node:child_process"
import { existsSync, mkdtempSync, readFileSync } from "node:fs"
import { createServer } from "node:http"
import { tmpdir } from "node:os"
import { extname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { chromium } from "playwright-core"

export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"
export const root = fileURLToPath(new URL("../", import.meta.url))
export const dist = join(root, "viewer/dist")

const TYPES = { ".html": "text/html", ".js": "text/javascript", ".css": "text/css", ".jsonl": "application/x-ndjson" }

/** `vite build` of the viewer into viewer/dist (VITEST unset, so the config builds the viewer); `at` another checkout's root. */
export const buildViewer = (at = root) => {
  const env = { ...process.env }
  delete env.VITEST
  const built = spawnSync(join(root, "node_modules/.bin/vite"), ["build", "--logLevel", "warn"], { cwd: at, env, encoding: "utf8" })
  if (built.status !== 0) throw new Error(`vite build failed: ${built.stderr || built.stdout}`)
}

/**
 * Serves viewer/dist on 127.0.0.1 at a free port. `extra` maps paths to texts served beside it
 * (logs or pages made by a test); it is read on each request, so it can grow while serving.
 * `from` serves another build's dist instead.
 */
export const serveViewer = async (extra = new Map(), from = dist) => {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://x").pathname)
    const made = extra.get(path)
    if (made !== undefined) return response.writeHead(200, { "content-type": TYPES[extname(path)] ?? "application/x-ndjson" }).end(made)
    const file = join(from, path === "/" ? "index.html" : path)
    if (!file.startsWith(from) || !existsSync(file)) return response.writeHead(404).end()
    response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" }).end(readFileSync(file))
  })
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve))
  return { server, base: `http://127.0.0.1:${server.address().port}` }
}

/** Headless Chromium with a fresh profile (so IndexedDB starts empty), 1400×900. */
export const launchChromium = () =>
  chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), "sidelines-chromium-")), {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: 1400, height: 900 },
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
  })

/** The three screens the viewer is made for: a laptop, a small laptop or tablet, and a phone held upright (touch). */
export const SCREENS = [
  { name: "1440x900", viewport: { width: 1440, height: 900 }, touch: false },
  { name: "1024x768", viewport: { width: 1024, height: 768 }, touch: false },
  { name: "390x844", viewport: { width: 390, height: 844 }, touch: true }
]

/**
 * Headless Chromium as a browser rather than one profile, so each screen gets a context of its own:
 * the phone's with touch and a mobile viewport (`pointer: coarse`), which a page cannot switch to later.
 */
export const launchBrowser = () =>
  chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
  })

/** A context for one of SCREENS. */
export const screenContext = (browser, screen) =>
  browser.newContext({ viewport: screen.viewport, hasTouch: screen.touch, isMobile: screen.touch, deviceScaleFactor: 1 })

/**
 * Moves the open replay to a moment worth looking at: from the middle of the match on, the first
 * event after which at least 80% of the most players ever on the pitch together are on it. Resolves
 * with its seq, once drawn and laid out.
 */
export const seekToBusyMoment = async (page) => {
  const seq = await page.evaluate(() => {
    const element = document.querySelector("bb-replay")
    const replay = element.replay
    const onPitch = (at) => replay.stateAt(at).players.filter((player) => player.at !== null).length
    const seqs = replay.events.map((event) => event.seq)
    const most = Math.max(...seqs.map(onPitch))
    const middle = Math.floor(seqs.length / 2)
    const found = seqs.slice(middle).find((s) => onPitch(s) >= most * 0.8) ?? seqs[middle]
    element.seekTo(found)
    return found
  })
  // Two frames: the seek's render, then the layout it causes.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  return seq
}
