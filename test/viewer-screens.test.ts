import { existsSync, readdirSync, readFileSync } from "node:fs"
import type { Server } from "node:http"
import { createRequire } from "node:module"
import { join } from "node:path"
import type { Browser, BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { CHROMIUM, launchBrowser, root, SCREENS, screenContext, seekToBusyMoment, serveViewer } from "../scripts/viewer-harness.mjs"
import { contrastRatio, toHex } from "../viewer/src/components/bb-pitch/contrast.js"
import { loadInPage, type ViewerPage } from "./support/viewer-page.js"

// The viewer on the three screens it is made for (SCREENS: 1440×900, 1024×768, a 390×844 phone
// held upright, with touch): nothing clipped or cut for any bundled log, the pitch readable
// whatever the team colours, controls for a finger, and accessible (axe-core, the keyboard).
// One Chromium for the file, a context per screen, one page per screen reused between tests: the
// first log is opened by its address, each next in the same page (loadInPage, as a fresh page has it).
const LOGS = readdirSync(join(root, "logs")).filter((file) => file.endsWith(".jsonl"))
const axeSource = (createRequire(import.meta.url)("axe-core") as { source: string }).source

type ScreenName = (typeof SCREENS)[number]["name"]

let server: Server
let base = ""
let browser: Browser
const contexts = new Map<ScreenName, BrowserContext>()
const pages = new Map<ScreenName, Page>()

/** The page of a screen, on a bundled log at a busy moment; returns the seq shown. */
const openOn = async (screen: ScreenName, file: string): Promise<number> => {
  const page = pages.get(screen)!
  if (page.url().startsWith(base)) await loadInPage(page as ViewerPage, `/${file}`)
  else await page.goto(`${base}/?log=${encodeURIComponent(`/${file}`)}`)
  await page.waitForFunction(() => ((document.querySelector("bb-replay") as unknown as { replay: { events: unknown[] } | null } | null)?.replay?.events.length ?? 0) > 0)
  return seekToBusyMoment(page)
}
const pageOf = (screen: ScreenName) => pages.get(screen)!
const seqOf = (page: Page) => page.evaluate(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq)
/** Two frames: a change's render, then the layout it causes. */
const frames = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
const showPanel = async (page: Page, panel: string) => {
  await page.evaluate((id) => (document.querySelector("bb-replay") as unknown as { showPanel(id: string): void }).showPanel(id), panel)
  await frames(page)
}

/** Boxes of the parts of the replay that must be on screen and uncut, in CSS pixels. */
const measure = (page: Page) => page.evaluate(() => {
  const root = document.querySelector("bb-replay")!.shadowRoot!
  const box = (element: Element | null | undefined) => {
    if (element == null) return null
    const r = element.getBoundingClientRect()
    return { top: r.top + scrollY, bottom: r.bottom + scrollY, left: r.left, right: r.right, width: r.width, height: r.height }
  }
  const pitch = root.querySelector("bb-pitch")!.shadowRoot!
  const cell = pitch.querySelector("rect.cell")!.getBoundingClientRect()
  const token = pitch.querySelector("g.token.standing .body") ?? pitch.querySelector("g.token .body")
  const number = pitch.querySelector("g.token .number")
  const log = root.querySelector("bb-event-log")!.shadowRoot!
  const viewport = log.querySelector(".viewport")
  const current = log.querySelector('.row[aria-current="true"]')
  const now = root.querySelector(".now")!
  const ruling = root.querySelector(".ruling-box")
  return {
    viewport: { width: innerWidth, height: innerHeight, scrollWidth: document.documentElement.scrollWidth },
    svg: box(pitch.querySelector("svg")),
    field: box(root.querySelector(".field")),
    square: Math.min(cell.width, cell.height),
    token: token === null ? 0 : Math.min(token.getBoundingClientRect().width, token.getBoundingClientRect().height),
    numberPx: number === null ? 0 : Number.parseFloat(getComputedStyle(number).fontSize) * (cell.width / 1),
    panels: box(root.querySelector(".panels")),
    log: box(viewport),
    ruling: box(ruling),
    rulingCut: ruling === null ? 0 : ruling.scrollHeight - ruling.clientHeight,
    dugoutsCut: (() => {
      const dugouts = root.querySelector(".dugouts")!
      return dugouts.scrollHeight - dugouts.clientHeight
    })(),
    current: box(current),
    now: { ...box(now)!, text: now.textContent ?? "", cut: now.scrollHeight - now.clientHeight, overflow: now.scrollWidth - now.clientWidth },
    touch: box(root.querySelector(".touch-controls")),
    touchShown: getComputedStyle(root.querySelector(".touch-controls")!).display !== "none"
  }
})

/**
 * The pitch as drawn, read back from the page: every number at 4.5:1 or more on its token, every
 * token's outline at 3:1 or more against the square under it, every end zone at 3:1 or more
 * against both shades of the grass, and nothing faded (a player who has acted included).
 */
const checkReadable = async (page: Page, busy: number) => {
  // On to a moment where someone on the pitch has acted, to see how that is drawn.
  await page.evaluate((from) => {
    const element = document.querySelector("bb-replay") as unknown as { seekTo(seq: number): void; replay: { events: Array<{ seq: number }>; stateAt(seq: number): { players: Array<{ at: unknown; hasActed: boolean }> } } }
    const acted = element.replay.events.find((event) => event.seq >= from && element.replay.stateAt(event.seq).players.some((p) => p.at !== null && p.hasActed))
    if (acted !== undefined) element.seekTo(acted.seq)
  }, busy)
  await frames(page)
  const drawn = await page.evaluate(() => {
    const pitch = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch")!.shadowRoot!
    const fillOf = (element: Element) => getComputedStyle(element).fill
    const squareColour = new Map<string, string>()
    for (const cell of pitch.querySelectorAll("rect.cell")) squareColour.set(cell.getAttribute("data-square")!, fillOf(cell))
    const endZones = [...pitch.querySelectorAll("rect.end-zone")].map((zone) => ({ square: zone.getAttribute("data-square")!, fill: fillOf(zone) }))
    for (const zone of endZones) squareColour.set(zone.square, zone.fill)
    const tokens = [...pitch.querySelectorAll("g.token")].map((token) => {
      const body = token.querySelector(".body")!
      let opacity = 1
      for (let e: Element | null = body; e !== null && e !== pitch.host; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity)
      return {
        player: token.getAttribute("data-player")!,
        acted: token.classList.contains("acted"),
        fill: fillOf(body),
        ring: getComputedStyle(body).stroke,
        text: fillOf(token.querySelector(".number")!),
        square: squareColour.get(token.getAttribute("data-square")!)!,
        opacity
      }
    })
    const grass = [...new Set([...pitch.querySelectorAll("rect.cell")].map(fillOf))]
    return { tokens, endZones: [...new Set(endZones.map((zone) => zone.fill))], grass }
  })
  const hex = (css: string) => toHex((css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number) as unknown as [number, number, number])
  expect(drawn.tokens.length).toBeGreaterThan(0)
  for (const token of drawn.tokens) {
    expect(contrastRatio(hex(token.text), hex(token.fill)), `${token.player}'s number`).toBeGreaterThanOrEqual(4.5)
    expect(contrastRatio(hex(token.ring), hex(token.square)), `${token.player}'s outline`).toBeGreaterThanOrEqual(3)
    expect(token.opacity, `${token.player} is not faded`).toBe(1)
  }
  expect(drawn.tokens.some((token) => token.acted), "a player who has acted is drawn").toBe(true)
  for (const zone of drawn.endZones) for (const grass of drawn.grass) expect(contrastRatio(hex(zone), hex(grass)), `end zone ${zone} on ${grass}`).toBeGreaterThanOrEqual(3)
}

describe.skipIf(!existsSync(CHROMIUM))("the viewer on every screen", () => {
  beforeAll(async () => {
    ;({ server, base } = await serveViewer(new Map(LOGS.map((file) => [`/${file}`, readFileSync(join(root, "logs", file), "utf8")]))))
    browser = await launchBrowser()
    for (const screen of SCREENS) {
      const context = await screenContext(browser, screen)
      contexts.set(screen.name, context)
      const page = await context.newPage()
      await page.addInitScript({ content: axeSource })
      pages.set(screen.name, page)
    }
  })

  afterAll(async () => {
    await browser?.close()
    server?.close()
  })

  describe.each(SCREENS.map((screen) => [screen.name, screen] as const))("at %s", (name, screen) => {
    const desktop = !screen.touch

    it.each(LOGS)(`%s: the pitch, the event log, the ruling and the current event, none of them cut${screen.name === "1440x900" ? "; the pitch readable whatever the colours" : ""}`, async (file) => {
      const page = pageOf(name)
      const busy = await openOn(name, file)
      const m = await measure(page)
      // Nothing runs off the side of the screen.
      expect(m.viewport.scrollWidth, "the page is no wider than the screen").toBeLessThanOrEqual(m.viewport.width)
      const svg = m.svg!
      expect(svg.left).toBeGreaterThanOrEqual(0)
      expect(svg.right).toBeLessThanOrEqual(m.viewport.width + 0.5)
      // The pitch fits its box (no part of it hidden under the next row) and, on a desktop, the screen.
      expect(svg.bottom).toBeLessThanOrEqual(m.field!.bottom + 0.5)
      if (desktop) expect(m.panels!.bottom, "the panels end on the screen").toBeLessThanOrEqual(m.viewport.height + 0.5)
      // Squares and tokens big enough to read (the phone's are the screen's width over the pitch's).
      // BlightBowl's cross (26 squares each way) is the smallest: at 1440×900 it stands beside the
      // panels, the whole height for it; at 1024×768 it shares the height with them.
      const blight = file.startsWith("blight")
      // (Measured: 27–28 px at 1440×900, 21.5 and 13.5 at 1024×768, 23 and 14 on the phone.)
      expect(m.square).toBeGreaterThanOrEqual(name === "1440x900" ? 25 : name === "1024x768" ? (blight ? 12.5 : 20) : blight ? 12.5 : 20)
      // The event log shows several lines and the current one; the ruling has room to read.
      expect(m.log!.height, "the event log's height").toBeGreaterThanOrEqual(desktop ? 5 * 24 : 12 * 24)
      expect(m.current, "the current event's line is drawn").not.toBeNull()
      expect(m.current!.top).toBeGreaterThanOrEqual(m.log!.top - 0.5)
      expect(m.current!.bottom).toBeLessThanOrEqual(m.log!.bottom + 0.5)
      expect(m.log!.right, "the event log ends on the screen").toBeLessThanOrEqual(m.viewport.width + 0.5)
      expect(m.ruling!.right, "the ruling ends on the screen").toBeLessThanOrEqual(m.viewport.width + 0.5)
      expect(m.ruling!.height, "the ruling's height").toBeGreaterThanOrEqual(desktop ? 150 : 80)
      if (!desktop) expect(m.rulingCut, "the phone's ruling is never cut").toBeLessThanOrEqual(0)
      expect(m.dugoutsCut, "every dugout in view").toBeLessThanOrEqual(0)
      // The current event in words, whole: on one line or wrapped, never cut.
      expect(m.now.text.length).toBeGreaterThan(0)
      expect(m.now.cut).toBeLessThanOrEqual(0)
      expect(m.now.overflow).toBeLessThanOrEqual(0)
      expect(m.now.right).toBeLessThanOrEqual(m.viewport.width + 0.5)
      // Buttons for the keys on the touch screen only.
      expect(m.touchShown).toBe(!desktop)
      // Colours do not depend on the screen: checked once, on the first.
      if (name === "1440x900") await checkReadable(page, busy)
    })

    it("the timeline shows every lane, the casualties' last, and the stats box is tall enough", async () => {
      const page = pageOf(name)
      await openOn(name, "bb-orc-v-human.jsonl")
      await showPanel(page, "timeline")
      const timeline = await page.evaluate(() => {
        const root = document.querySelector("bb-replay")!.shadowRoot!
        const panel = root.querySelector("#panel-timeline")!
        const svg = root.querySelector("bb-timeline")!.shadowRoot!.querySelector("svg.timeline")!
        const p = panel.getBoundingClientRect()
        const s = svg.getBoundingClientRect()
        return { hidden: panel.scrollHeight - panel.clientHeight, panelBottom: p.bottom, svgBottom: s.bottom, svgRight: s.right, panelRight: p.right, svgHeight: s.height }
      })
      expect(timeline.hidden, "nothing of the timeline hidden below its panel").toBeLessThanOrEqual(0)
      expect(timeline.svgBottom).toBeLessThanOrEqual(timeline.panelBottom + 0.5)
      expect(timeline.svgRight).toBeLessThanOrEqual(timeline.panelRight + 0.5)
      await showPanel(page, "stats")
      const stats = await page.evaluate(() => {
        const element = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")!
        const box = element.getBoundingClientRect()
        // What is drawn of the stats: the toolbar's buttons and the text over the tables, each inside the box.
        const outside = [...element.shadowRoot!.querySelectorAll(".toolbar button, figcaption, .body > *")]
          .filter((part) => part.getBoundingClientRect().right > box.right + 0.5 || part.getBoundingClientRect().left < box.left - 0.5)
          .map((part) => part.className || part.tagName)
        return { height: box.height, right: box.right, outside }
      })
      expect(stats.height, "the stats box's height").toBeGreaterThanOrEqual(screen.touch ? 200 : name === "1440x900" ? 320 : 240)
      expect(stats.right, "the stats box ends on the screen").toBeLessThanOrEqual(screen.viewport.width + 0.5)
      expect(stats.outside, "nothing of the stats cut at the box's sides").toEqual([])
      await showPanel(page, "events")
    })

    // A two-team match on every screen, the four-team cross where it has a layout of its own.
    it.each(name === "1440x900" ? ["bb-orc-v-human.jsonl", "blight-allies-orc-skaven-v-human-dwarf.jsonl"] : ["bb-orc-v-human.jsonl"])("%s: axe-core finds nothing serious or critical on any tab (what if included), nor in the help or a player's card", async (file) => {
      const page = pageOf(name)
      await openOn(name, file)
      for (const view of ["events", "timeline", "stats", "what-if", "help", "card"]) {
        if (view === "help") await page.evaluate(() => ((document.querySelector("bb-replay") as unknown as { help: boolean }).help = true))
        else if (view === "card") {
          // A player's card, opened over the events tab, must end on the screen too.
          const right = await page.evaluate(async () => {
            const element = document.querySelector("bb-replay") as unknown as HTMLElement & { help: boolean; showPlayer(id: string | null): void; state: { players: Array<{ id: string; at: unknown }> }; updateComplete: Promise<unknown> }
            element.help = false
            element.showPlayer(element.state.players.find((p) => p.at !== null)!.id)
            await element.updateComplete
            return element.shadowRoot!.querySelector("bb-player-card")!.getBoundingClientRect().right
          })
          expect(right, "the card ends on the screen").toBeLessThanOrEqual(screen.viewport.width + 0.5)
        } else await showPanel(page, view)
        await frames(page)
        const found = await page.evaluate(async () => {
          const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Array<{ id: string; impact: string; nodes: Array<{ target: unknown }> }> }> } }).axe
          const result = await axe.run(document, { resultTypes: ["violations"] })
          return result.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.impact} ${v.id}: ${JSON.stringify(v.nodes.slice(0, 3).map((n) => n.target))}`)
        })
        expect(found, `${file}, ${view}`).toEqual([])
      }
      await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { showPlayer(id: string | null): void }).showPlayer(null))
      await showPanel(page, "events")
    })
  })

  describe("the keyboard", () => {
    it("the tabs are one tab stop; arrows, Home and End move along them and show their panel, and never step the replay", async () => {
      const page = pageOf("1440x900")
      const seq = await openOn("1440x900", "bb-orc-v-human.jsonl")
      const tabs = () => page.evaluate(() => [...document.querySelector("bb-replay")!.shadowRoot!.querySelectorAll('[role="tab"]')].map((tab) => ({
        id: tab.id, selected: tab.getAttribute("aria-selected"), tabindex: tab.getAttribute("tabindex"), focused: tab.getRootNode() instanceof ShadowRoot && (tab.getRootNode() as ShadowRoot).activeElement === tab
      })))
      expect((await tabs()).map((tab) => tab.tabindex)).toEqual(["0", "-1", "-1", "-1"])
      await page.locator("bb-replay [role=tab][aria-selected=true]").focus()
      for (const [key, expected] of [["ArrowRight", "tab-timeline"], ["ArrowRight", "tab-stats"], ["ArrowRight", "tab-what-if"], ["ArrowRight", "tab-events"], ["ArrowLeft", "tab-what-if"], ["Home", "tab-events"], ["End", "tab-what-if"]] as const) {
        await page.keyboard.press(key)
        const now = await tabs()
        expect(now.find((tab) => tab.selected === "true")?.id, key).toBe(expected)
        expect(now.find((tab) => tab.focused)?.id).toBe(expected)
        expect(now.filter((tab) => tab.tabindex === "0").map((tab) => tab.id)).toEqual([expected])
        expect(await page.evaluate((id) => !(document.querySelector("bb-replay")!.shadowRoot!.querySelector(`#${id.replace("tab-", "panel-")}`) as HTMLElement).hidden, expected)).toBe(true)
      }
      expect(await seqOf(page)).toBe(seq)
      // One Tab from the tabs leaves them (into the panel), not to the next tab.
      await page.keyboard.press("Home")
      await page.keyboard.press("Tab")
      expect(await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.activeElement?.getAttribute("role"))).not.toBe("tab")
    })

    it("a player can be reached by Tab, moved between with the arrows, and is described; the replay does not step", async () => {
      const page = pageOf("1440x900")
      const seq = await openOn("1440x900", "bb-orc-v-human.jsonl")
      await page.locator("bb-replay").focus()
      // Tab from the replay's own focus reaches the players before the scrubber.
      let reached = false
      for (let i = 0; i < 6 && !reached; i++) {
        await page.keyboard.press("Tab")
        reached = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch")!.shadowRoot!.activeElement?.classList.contains("token") ?? false)
      }
      expect(reached, "a player is reached by Tab").toBe(true)
      const focused = () => page.evaluate(() => {
        const pitch = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch")!.shadowRoot!
        const token = pitch.activeElement!
        const box = token.getBoundingClientRect()
        return { player: token.getAttribute("data-player"), label: token.getAttribute("aria-label") ?? "", x: box.left + box.width / 2, described: pitch.querySelector(".described")?.textContent ?? "" }
      })
      await page.keyboard.press("Home")
      const first = await focused()
      expect(first.label).toMatch(/^#\d+ .+ — /)
      expect(first.described).toContain(first.label.split("\n")[0])
      await page.keyboard.press("ArrowRight")
      const next = await focused()
      expect(next.player).not.toBe(first.player)
      expect(next.x).toBeGreaterThan(first.x)
      await page.keyboard.press("ArrowLeft")
      expect((await focused()).x).toBeLessThan(next.x)
      expect(await seqOf(page), "arrows on a player do not step the replay").toBe(seq)
      // Stepping on (from the page) keeps the focus on the same player while on the pitch.
      const held = (await focused()).player
      await page.evaluate((at) => (document.querySelector("bb-replay") as unknown as { seekTo(seq: number): void }).seekTo(at + 1), seq)
      await frames(page)
      const after = await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { state: { players: Array<{ id: string; at: unknown }> } }).state.players)
      if (after.some((p) => p.id === held && p.at !== null)) expect((await focused()).player).toBe(held)
    })

    it("the scrubber is a slider named and valued in words, that the keys move", async () => {
      const page = pageOf("1440x900")
      await openOn("1440x900", "sample-drive.jsonl")
      const slider = page.getByRole("slider", { name: "Match time" })
      await expect(slider.count()).resolves.toBe(1)
      await slider.focus()
      await page.keyboard.press("Home")
      const before = await slider.getAttribute("aria-valuetext")
      await page.keyboard.press("ArrowRight")
      await page.keyboard.press("ArrowRight")
      expect(Number(await slider.inputValue())).toBe(await seqOf(page))
      expect(await slider.getAttribute("aria-valuetext")).not.toBe(before)
      expect(await slider.getAttribute("aria-valuetext")).toMatch(/event \d+ of/)
    })
  })

  describe("a touch screen", () => {
    it("has a button for each key's move; each moves the replay as its key does and tells the page (bb-seek)", async () => {
      const page = pageOf("390x844")
      await openOn("390x844", "bb-orc-v-human.jsonl")
      await page.evaluate(() => {
        const element = document.querySelector("bb-replay") as unknown as HTMLElement & { seekTo(seq: number): void; seeks: Array<number> }
        element.seekTo(0)
        element.seeks = []
        element.addEventListener("bb-seek", (event) => element.seeks.push((event as CustomEvent<{ seq: number }>).detail.seq))
      })
      const state = () => page.evaluate(() => {
        const element = document.querySelector("bb-replay") as unknown as { seq: number; seeks: Array<number>; speed: number; playing: boolean; flipped: boolean; help: boolean; replay: { indexes: Record<string, Array<number>> } }
        return { seq: element.seq, seeks: [...element.seeks], speed: element.speed, playing: element.playing, flipped: element.flipped, help: element.help, indexes: element.replay.indexes }
      })
      const tap = (label: string) => page.getByRole("button", { name: label, exact: true }).tap()
      const { indexes } = await state()
      await tap("Next event")
      expect((await state()).seq).toBeGreaterThan(0)
      await tap("Next team turn")
      expect((await state()).seq).toBe(indexes["team-turn"]![0])
      await tap("Next drive")
      const drive = (await state()).seq
      expect(indexes["drive"]).toContain(drive)
      await tap("Previous event")
      expect((await state()).seq).toBeLessThan(drive)
      await tap("Next key moment")
      const moment = (await state()).seq
      expect(["touchdown", "injury", "turnover", "kick-off"].some((kind) => indexes[kind]?.includes(moment))).toBe(true)
      await tap("Previous team turn")
      await tap("Previous drive")
      const seen = await state()
      // Every move told the page, with the seq it went to.
      expect(seen.seeks.length).toBeGreaterThanOrEqual(7)
      expect(seen.seeks.at(-1)).toBe(seen.seq)
      await tap("Faster")
      expect((await state()).speed).toBe(2)
      await tap("Slower")
      await tap("Slower")
      expect((await state()).speed).toBe(0.5)
      await tap("Play")
      expect((await state()).playing).toBe(true)
      await tap("Pause")
      expect((await state()).playing).toBe(false)
      await tap("Flip the pitch")
      expect((await state()).flipped).toBe(true)
      await tap("Keys and help")
      expect((await state()).help).toBe(true)
      await page.getByRole("button", { name: "Close", exact: true }).tap()
      expect((await state()).help).toBe(false)
      // Each button a finger's size (WCAG's 24 px at the least; these are 44).
      const sizes = await page.evaluate(() => [...document.querySelector("bb-replay")!.shadowRoot!.querySelectorAll(".touch-controls button")].map((b) => Math.min(b.getBoundingClientRect().width, b.getBoundingClientRect().height)))
      expect(Math.min(...sizes)).toBeGreaterThanOrEqual(40)
    })

    it("turns a long pitch upright on the phone, and not a square one", async () => {
      const page = pageOf("390x844")
      const turned = async (file: string) => {
        await openOn("390x844", file)
        return page.evaluate(() => {
          const pitch = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch")!
          const box = pitch.shadowRoot!.querySelector("svg")!.getBoundingClientRect()
          return { turned: pitch.hasAttribute("turned"), tall: box.height > box.width }
        })
      }
      expect(await turned("bb-orc-v-human.jsonl")).toEqual({ turned: true, tall: true })
      expect((await turned("blight-allies-orc-skaven-v-human-dwarf.jsonl")).turned).toBe(false)
      await openOn("1024x768", "bb-orc-v-human.jsonl")
      expect(await pageOf("1024x768").evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch")!.hasAttribute("turned"))).toBe(false)
    })
  })
})
