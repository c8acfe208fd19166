// Screenshots of the viewer, so a reviewer can see it without a browser: every bundled log at each
// of the three screens (SCREENS: 1440×900, 1024×768, a 390×844 phone held upright), at a moment
// with players on the pitch, plus the Timeline and Stats tabs of one match at each screen.
//
//   npm run screenshots                  (writes screenshots/<screen>/<log>.png; the folder is gitignored)
//   SCREENSHOTS_LOGS=sevens npm run screenshots    (only the logs whose name contains the word)
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { buildViewer, CHROMIUM, launchBrowser, root, SCREENS, screenContext, seekToBusyMoment, serveViewer } from "./viewer-harness.mjs"

const OUT = join(root, "screenshots")
/** The match whose other tabs are shot too. */
const TABS_OF = "bb-orc-v-human.jsonl"

if (!existsSync(CHROMIUM)) {
  console.log(`screenshots skipped: no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`)
  process.exit(0)
}

const only = process.env.SCREENSHOTS_LOGS ?? ""
const files = readdirSync(join(root, "logs")).filter((file) => file.endsWith(".jsonl") && file.includes(only))
buildViewer()
const { server, base } = await serveViewer(new Map(files.map((file) => [`/${file}`, readFileSync(join(root, "logs", file), "utf8")])))
const browser = await launchBrowser()

/** Opens a log and goes to a moment worth seeing (seekToBusyMoment). */
const openAtMiddle = async (page, file) => {
  await page.goto(`${base}/?log=${encodeURIComponent(`/${file}`)}`)
  await page.waitForFunction(() => (document.querySelector("bb-replay")?.replay?.events.length ?? 0) > 0)
  await seekToBusyMoment(page)
}

const showTab = async (page, id) => {
  await page.evaluate((tab) => document.querySelector("bb-replay").showPanel(tab), id)
  await page.waitForTimeout(300)
}

let shots = 0
for (const screen of SCREENS) {
  const folder = join(OUT, screen.name)
  mkdirSync(folder, { recursive: true })
  const context = await screenContext(browser, screen)
  const page = await context.newPage()
  for (const file of files) {
    await openAtMiddle(page, file)
    const name = file.replace(/\.jsonl$/, "")
    await page.screenshot({ path: join(folder, `${name}.png`) })
    // The phone's page scrolls: the event log and the ruling too, as a thumb would see them.
    if (screen.touch) {
      await page.evaluate(() => document.querySelector("bb-replay").shadowRoot.querySelector(".panels").scrollIntoView())
      await page.screenshot({ path: join(folder, `${name}-scrolled.png`) })
      await page.evaluate(() => scrollTo(0, 0))
      shots++
    }
    shots++
    if (file === TABS_OF) {
      for (const tab of ["timeline", "stats"]) {
        await showTab(page, tab)
        if (screen.touch) await page.evaluate(() => document.querySelector("bb-replay").shadowRoot.querySelector(".panels").scrollIntoView())
        await page.screenshot({ path: join(folder, `${name}-${tab}.png`) })
        shots++
      }
      await showTab(page, "events")
      await page.evaluate(() => scrollTo(0, 0))
    }
  }
  await context.close()
}
await browser.close()
server.close()
console.log(`${shots} screenshots in ${OUT}`)
