import { execFile } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs"
import type { Server } from "node:http"
import { join } from "node:path"
import type { BrowserContext, Page } from "playwright-core"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { luckCsv, matchStats, pitchAt, Replay, startsPlayStep, statsCsv, timeAt, timeline } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import { longLog } from "../scripts/long-log.mjs"
import { syntheticLog } from "../scripts/synthetic-log.mjs"
import { CHROMIUM, launchChromium, root, serveViewer } from "../scripts/viewer-harness.mjs"
import { loadInPage, type ViewerPage } from "./support/viewer-page.js"
import { drawnMarks } from "../viewer/src/components/bb-replay/scrubber.js"
import { seqAt } from "../viewer/src/components/bb-timeline/layout.js"
import { eventKindsAt } from "../viewer/src/model/describe.js"

// End-to-end tests of the viewer in Debian's Chromium (installed by .ci/run), driven by
// playwright-core: the built viewer served from loopback, checked against the engine's states.
const artifacts = join(root, "test-results")
const sampleText = readFileSync(join(root, "logs/sample-drive.jsonl"), "utf8")
const LOGS = readdirSync(join(root, "logs")).filter((file) => file.endsWith(".jsonl"))

/** Extra files served beside the viewer, for logs and pages made in a test. */
const extra = new Map<string, string>([["/sample-drive.jsonl", sampleText]])
/** The hand-written sample drive (a first visit opens a whole match instead). */
const SAMPLE = `?log=${encodeURIComponent("/sample-drive.jsonl")}`

let server: Server
let base = ""
let context: BrowserContext

describe.skipIf(!existsSync(CHROMIUM))("the viewer in Chromium", () => {
  // The viewer is built by the browser tests' global setup (test/support/build-viewer.ts); one
  // Chromium serves every test of the file.
  beforeAll(async () => {
    ;({ server, base } = await serveViewer(extra))
    context = await launchChromium()
    mkdirSync(artifacts, { recursive: true })
  })

  afterAll(async () => {
    await context?.close()
    server?.close()
  })

  /** Opens the viewer on a log and waits for the replay to show the match. */
  const open = async (query: string, hash = ""): Promise<Page> => {
    const page = await context.newPage()
    const problems: Array<string> = []
    page.on("pageerror", (error) => problems.push(error.message))
    page.on("dialog", (dialog) => {
      problems.push(`a dialog opened: ${dialog.message()}`)
      void dialog.dismiss()
    })
    ;(page as Page & { problems: Array<string> }).problems = problems
    await page.goto(`${base}/${query}${hash}`)
    await page.waitForFunction(() => document.querySelector("bb-replay")?.shadowRoot?.querySelector(".scoreboard") != null)
    return page
  }
  const seqOf = (page: Page) => page.evaluate(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq)
  const scores = (page: Page) => page.evaluate(() => [...document.querySelector("bb-replay")!.shadowRoot!.querySelectorAll(".score")].map((s) => Number(s.textContent)))
  const stateOf = (page: Page) => page.evaluate(() => {
    const state = (document.querySelector("bb-replay") as unknown as { state: { players: Array<{ id: string; at: [number, number] | null; box: string | null }> } }).state
    return state.players.map((p) => ({ id: p.id, at: p.at, box: p.box }))
  })

  const replayOf = (text: string) => {
    const log = decodeLogText(text)
    return (Replay.build(log.header!, log.events) as { success: Replay }).success
  }

  it("opens a whole bundled match and lists them all", async () => {
    const page = await open("")
    const links = await page.locator("#library a").allTextContents()
    expect(links[0]).toBe("sample-drive")
    expect(links).toEqual(expect.arrayContaining(["bb-orc-v-human", "bb-skaven-v-dwarf", "bb-wood-elf-v-lizardmen"]))
    // At a moment worth seeing, not before the kick-off (test/viewer-faults.test.ts says which).
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq > 0)
    expect(await page.locator("#library a[aria-current=true]").allTextContents()).toEqual(["bb-orc-v-human"])
    await page.close()
  })

  it("steps and scrubs to the end and back; score and positions match the engine at every stop", async () => {
    // The first bundled log, the hand-written drive, opens by default.
    const page = await open(SAMPLE)
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { replay: unknown }).replay !== null)
    const replay = replayOf(sampleText)
    await page.locator("bb-replay").focus()
    for (let i = 0; i < 45; i++) await page.keyboard.press("ArrowRight")
    expect(await seqOf(page)).toBe(45)
    const at45 = replay.stateAt(45)!
    expect(await stateOf(page)).toEqual(at45.players.map((p) => ({ id: p.id, at: p.at, box: p.box })))
    // Back to the failed dodge (seq 48 is three events on): the ruling panel explains it.
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowRight")
    const ruling = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".ruling")?.textContent ?? "")
    expect(ruling).toContain("Dodge")
    expect(ruling).toContain("marked by Dieter (#2)")
    await page.screenshot({ path: join(artifacts, "viewer-blood-bowl-dodge.png") })
    for (let i = 0; i < 3; i++) await page.keyboard.press("ArrowLeft")
    await page.keyboard.press("End")
    expect(await seqOf(page)).toBe(replay.events.at(-1)!.seq)
    expect(await scores(page)).toEqual(replay.final.teams.map((t) => t.score))
    await page.keyboard.press("Home")
    expect(await seqOf(page)).toBe(0)
    await page.screenshot({ path: join(artifacts, "viewer-blood-bowl-start.png") })
    await page.close()
  })

  /**
   * The command's JSON output, the process started at once and read when awaited: the sweeps
   * start theirs before opening the page, so that the command runs while Chromium draws.
   */
  const command = <T>(args: ReadonlyArray<string>): Promise<T> => new Promise((resolve, reject) => {
    execFile(join(root, "node_modules/.bin/sidelines"), args, { cwd: root, encoding: "utf8", maxBuffer: 64 << 20 }, (error, stdout) => {
      if (error !== null) reject(error)
      else resolve(JSON.parse(stdout) as T)
    })
  })
  type Printed = { seq: number; score: Record<string, number>; players: Array<{ id: string; at: [number, number] | null; box: string | null; status: string | null }> }
  const cliAt = (file: string, seq: number) => command<Printed>(["replay", `logs/${file}`, "--at", String(seq), "--json"])
  /** The sweeps' one page: each log is opened in it in turn, as a fresh page has it (loadInPage). */
  let long: ViewerPage | undefined
  const load = async (file: string): Promise<ViewerPage> => {
    extra.set(`/${file}`, readFileSync(join(root, "logs", file), "utf8"))
    if (long === undefined || long.isClosed()) long = await open(`?log=${encodeURIComponent(`/${file}`)}`) as ViewerPage
    else await loadInPage(long, `/${file}`)
    return long
  }
  const shownAt = (page: Page) => page.evaluate(() => {
    const el = document.querySelector("bb-replay") as unknown as { seq: number; state: { players: Array<{ id: string; at: [number, number] | null; box: string | null; posture: string }> }; shadowRoot: ShadowRoot }
    return {
      seq: el.seq,
      score: Object.fromEntries([...el.shadowRoot.querySelectorAll(".score")].map((s) => [s.getAttribute("data-team")!, Number(s.textContent)])),
      // Players waiting to join (a Holiday Yhetee before Roaming Yhetees) are in no dugout and off the
      // pitch: neither the viewer nor `replay --json` shows them.
      players: el.state.players.filter((p) => p.box !== "pool").map((p) => ({ id: p.id, at: p.at, box: p.box, status: p.at === null ? null : p.posture }))
    }
  })
  /** What `sidelines replay --at <seq> --json` gives, worked out here from the engine (the command's own reading). */
  const replays = new Map<string, Replay>()
  const bundledReplay = (file: string): Replay => {
    let replay = replays.get(file)
    if (replay === undefined) replays.set(file, replay = replayOf(readFileSync(join(root, "logs", file), "utf8")))
    return replay
  }
  const engineAt = (file: string, seq: number) => {
    const replay = bundledReplay(file)
    const state = replay.stateAt(seq)!
    const { match } = replay
    return {
      seq,
      score: Object.fromEntries(match.teamIds.map((id, i) => [id, state.teams[i]!.score])),
      players: state.players.filter((player) => player.box !== "pool").map((player) => ({ id: player.id, at: player.at, box: player.box, status: player.at === null ? null : player.posture }))
    }
  }
  /**
   * The viewer shows what the engine gives at its seq; with `cli`, also what the command printed
   * (`sidelines replay --at`, started for the seq the viewer must be at: its seq is checked too).
   */
  const agree = async (page: Page, file: string, cli?: Promise<Printed>) => {
    const shown = await shownAt(page)
    const expected = engineAt(file, shown.seq)
    expect({ file, seq: shown.seq, score: shown.score, players: shown.players }).toEqual({ file, ...expected })
    if (cli !== undefined) {
      const printed = await cli
      expect({ seq: printed.seq, score: printed.score, players: printed.players.map(({ id, at, box, status }) => ({ id, at, box, status })) }).toEqual(expected)
    }
    return shown.seq
  }
  it.each(LOGS)("every bundled log, %s: step, scrub to the end and back; score and positions agree with the engine, and at the end with `sidelines replay --at --json`", async (file) => {
    // The command at the match's last event (where End must go), running while the page works.
    const atEnd = cliAt(file, bundledReplay(file).events.at(-1)!.seq)
    atEnd.catch(() => undefined)
    const page = await load(file)
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { replay: unknown }).replay != null)
    await page.locator("bb-replay").focus()
    for (let i = 0; i < 12; i++) await page.keyboard.press("ArrowRight")
    expect(await agree(page, file)).toBeGreaterThan(0)
    // The slider halfway, then the end, then back to the start.
    const max = Number(await page.locator("bb-replay input[type=range]").getAttribute("max"))
    await page.locator("bb-replay input[type=range]").fill(String(Math.floor(max / 2)))
    await agree(page, file)
    await page.keyboard.press("End")
    expect(await agree(page, file, atEnd)).toBe(max)
    await page.keyboard.press("Home")
    expect(await agree(page, file)).toBe(0)
    expect(page.problems).toEqual([])
  })

  it("the keyboard map: team turns, drives, highlights, flip and help", async () => {
    const page = await open("")
    await page.locator("#library a", { hasText: "bb-orc-v-human" }).click()
    await page.waitForFunction(() => ((document.querySelector("bb-replay") as unknown as { replay: { events: unknown[] } | null }).replay?.events.length ?? 0) > 100)
    const replay = replayOf(readFileSync(join(root, "logs/bb-orc-v-human.jsonl"), "utf8"))
    await page.locator("bb-replay").focus()
    await page.keyboard.press("ArrowDown")
    expect(await seqOf(page)).toBe(replay.indexes["team-turn"][0])
    await page.keyboard.press("ArrowDown")
    expect(await seqOf(page)).toBe(replay.indexes["team-turn"][1])
    await page.keyboard.press("ArrowUp")
    expect(await seqOf(page)).toBe(replay.indexes["team-turn"][0])
    await page.keyboard.press("PageDown")
    expect(await seqOf(page)).toBe(replay.next("drive", replay.indexes["team-turn"][0]!))
    const afterDrive = await seqOf(page)
    await page.keyboard.press("PageUp")
    expect(await seqOf(page)).toBe(replay.prev("drive", afterDrive) ?? afterDrive)
    await page.keyboard.press("Home")
    await page.keyboard.press("n")
    const firstHighlight = Math.min(...(["touchdown", "injury", "turnover", "kick-off"] as const).map((k) => replay.next(k, 0) ?? Infinity))
    expect(await seqOf(page)).toBe(firstHighlight)
    await page.keyboard.press("f")
    expect(await page.evaluate(() => (document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch") as unknown as { flipped: boolean }).flipped)).toBe(true)
    await page.keyboard.press("?")
    expect(await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".help") !== null)).toBe(true)
    await page.keyboard.press("Escape")
    expect(await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".help") !== null)).toBe(false)
    await page.keyboard.press("f")
    expect(await page.evaluate(() => (document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch") as unknown as { flipped: boolean }).flipped)).toBe(false)
    await page.keyboard.press("End")
    await page.screenshot({ path: join(artifacts, "viewer-blood-bowl-full-time.png") })
    await page.close()
  })

  it("each step is announced, and the slider reads out where it stands", async () => {
    const page = await open(SAMPLE)
    await page.locator("bb-replay").focus()
    const read = () => page.evaluate(() => {
      const root = document.querySelector("bb-replay")!.shadowRoot!
      return { live: root.querySelector("[aria-live]")!.textContent ?? "", slider: root.querySelector("input[type=range]")!.getAttribute("aria-valuetext") }
    })
    expect((await read()).live).toBe("Before the kick-off")
    const seen = new Set<string>()
    const total = replayOf(sampleText).events.length
    for (let i = 1; i <= 5; i++) {
      await page.keyboard.press("ArrowRight")
      const { live, slider } = await read()
      expect(live).toMatch(/^(Pre-game|Drive \d+, [^:]+): /)
      expect(slider).toMatch(new RegExp(`event ${i} of ${total}$`))
      seen.add(live)
    }
    expect(seen.size).toBe(5)
    await page.close()

    // In a whole match: "Half 1, <team> turn 5, event N of 1,083", read off the engine's state there.
    const orc = replayOf(readFileSync(join(root, "logs/bb-orc-v-human.jsonl"), "utf8"))
    const turnFive = orc.indexes["team-turn"].find((seq) => {
      const state = orc.stateAt(seq)!
      return state.half === 1 && state.activeTeam !== null && state.teams[state.activeTeam]!.turn === 5
    })!
    const state = orc.stateAt(turnFive)!
    extra.set("/bb-orc-v-human.jsonl", readFileSync(join(root, "logs/bb-orc-v-human.jsonl"), "utf8"))
    const match = await open(`?log=${encodeURIComponent("/bb-orc-v-human.jsonl")}`, `#seq=${turnFive}`)
    await match.waitForFunction((seq) => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === seq, turnFive)
    const valueText = await match.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("input[type=range]")!.getAttribute("aria-valuetext"))
    const team = orc.match.header.teams[state.activeTeam!]!.name
    expect(orc.events.length).toBeGreaterThan(1000)
    expect(valueText).toBe(`Half 1, ${team} turn 5, event ${(orc.indexOf(turnFive) + 1).toLocaleString("en")} of ${orc.events.length.toLocaleString("en")}`)
    expect(valueText).toMatch(/^Half 1, .+ turn 5, event [\d,]+ of 1,\d{3}$/)
    await match.close()
  })

  it("a link with #seq=N opens at that moment, and scrubbing keeps the hash", async () => {
    const page = await open(SAMPLE)
    await page.locator("bb-replay").focus()
    await page.keyboard.press("ArrowRight")
    await page.keyboard.press("ArrowRight")
    // Written just after the seek (at most every 150 ms), not in the middle of it.
    await expect.poll(() => new URL(page.url()).hash).toBe("#seq=2")
    const url = page.url().replace("#seq=2", "#seq=43")
    const second = await context.newPage()
    await second.goto(url)
    await second.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === 43)
    expect(await seqOf(second)).toBe(43)
    await page.close()
    await second.close()
  })

  it("a bad log shows the decoder's errors with line numbers and still opens its valid part", async () => {
    const lines = sampleText.split("\n")
    lines[30] = "{ this is not json"
    extra.set("/bad.jsonl", lines.join("\n"))
    const page = await open(`?log=${encodeURIComponent("/bad.jsonl")}`)
    const errors = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".errors")?.textContent ?? "")
    expect(errors).toContain("line 31:")
    expect(errors).toContain("the 29 events before the first are shown")
    await page.locator("bb-replay").focus()
    await page.keyboard.press("End")
    expect(await seqOf(page)).toBe(29)
    // The error banner pushes the match down; nothing overlaps (it once shifted the pitch over the scrubber).
    const boxes = await page.evaluate(() => {
      const root = document.querySelector("bb-replay")!.shadowRoot!
      const box = (selector: string) => root.querySelector(selector)!.getBoundingClientRect()
      return { errors: box(".errors").bottom, scoreboard: box(".scoreboard"), pitch: box("bb-pitch"), scrubber: box(".scrubber"), panels: box(".panels").top }
    })
    expect(boxes.scoreboard.top).toBeGreaterThanOrEqual(boxes.errors)
    expect(boxes.pitch.top).toBeGreaterThanOrEqual(boxes.scoreboard.bottom)
    expect(boxes.scrubber.top).toBeGreaterThanOrEqual(boxes.pitch.bottom)
    expect(boxes.panels).toBeGreaterThanOrEqual(boxes.scrubber.bottom)
    await page.screenshot({ path: join(artifacts, "viewer-bad-log.png") })
    await page.close()
  })

  it("a log with many bad lines lists the first 20 and counts the rest", async () => {
    const lines = sampleText.trimEnd().split("\n")
    for (let i = 20; i < 45; i++) lines[i] = `{ bad line ${i}`
    extra.set("/many-bad.jsonl", lines.join("\n"))
    const page = await open(`?log=${encodeURIComponent("/many-bad.jsonl")}`)
    const items = await page.evaluate(() => [...document.querySelector("bb-replay")!.shadowRoot!.querySelectorAll(".errors li")].map((li) => li.textContent ?? ""))
    expect(items).toHaveLength(21)
    expect(items[0]).toContain("line 21:")
    expect(items[20]).toContain("and 5 more")
    await page.close()
  })

  it("a player named <img src=x onerror=alert(1)> is shown as text", async () => {
    const evil = "<img src=x onerror=alert(1)>"
    extra.set("/evil.jsonl", sampleText.replace('"name":"Grishnak"', `"name":${JSON.stringify(evil)}`))
    const page = await open(`?log=${encodeURIComponent("/evil.jsonl")}`)
    await page.locator("bb-replay").focus()
    for (let i = 0; i < 35; i++) await page.keyboard.press("ArrowRight")
    const text = await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.textContent ?? "")
    const images = await page.evaluate(() => {
      const count = (node: Document | ShadowRoot): number =>
        node.querySelectorAll("img").length + [...node.querySelectorAll("*")].reduce((n, el) => n + (el.shadowRoot ? count(el.shadowRoot) : 0), 0)
      return count(document)
    })
    expect(text).toContain(evil)
    expect(images).toBe(0)
    expect((page as Page & { problems: Array<string> }).problems).toEqual([])
    await page.close()
  })
  it("the library: a picked file and a dropped file are saved, survive a reload, reopen and delete", async () => {
    const skavenText = readFileSync(join(root, "logs/bb-skaven-v-dwarf.jsonl"), "utf8")
    const skaven = replayOf(skavenText)
    const page = await open("")
    const status = page.locator("#library-status")
    await page.locator("#picker").setInputFiles({ name: "cup-final.jsonl", mimeType: "application/x-ndjson", buffer: Buffer.from(skavenText) })
    await expect.poll(() => status.textContent()).toContain("Saved cup-final.jsonl")
    expect(page.url()).toMatch(/\?saved=[a-z0-9]+/)
    await page.keyboard.press("End")
    expect(await scores(page)).toEqual(skaven.final.teams.map((t) => t.score))

    // Dropping a file onto the page opens and saves it too.
    const dropped = await page.evaluateHandle((text) => {
      const transfer = new DataTransfer()
      transfer.items.add(new File([text], "friendly.jsonl"))
      return transfer
    }, sampleText)
    await page.dispatchEvent("main", "drop", { dataTransfer: dropped })
    await expect.poll(() => status.textContent()).toContain("Saved friendly.jsonl")
    expect(await page.locator("#saved li").count()).toBe(2)

    // A reload keeps both, newest first, described by teams, score, variant and date.
    await page.reload()
    await page.waitForFunction(() => document.querySelectorAll("#saved a").length === 2)
    const lines = await page.locator("#saved a").allTextContents()
    const [home, away] = skaven.match.header.teams
    const [homeScore, awayScore] = skaven.final.teams.map((t) => t.score)
    expect(lines[1]).toContain(`${home!.name} ${homeScore} · ${away!.name} ${awayScore} — Blood Bowl`)
    // The page reopened what the URL names (the dropped sample), at its first event.
    await page.waitForFunction((n) => (document.querySelector("bb-replay") as unknown as { replay: { events: unknown[] } | null }).replay?.events.length === n, replayOf(sampleText).events.length)

    // Reopening from the list shows that exact log; deleting removes it for good.
    await page.locator("#saved a").nth(1).click()
    await page.waitForFunction((n) => (document.querySelector("bb-replay") as unknown as { replay: { events: unknown[] } | null }).replay?.events.length === n, skaven.events.length)
    await page.locator("#saved button.delete").first().click()
    await expect.poll(() => page.locator("#saved a").count()).toBe(1)
    // A delete can be undone, and the match comes back exactly as it was listed.
    await page.locator("#library-status button.undo").click()
    await expect.poll(() => page.locator("#saved a").count()).toBe(2)
    expect(await page.locator("#saved a").allTextContents()).toEqual(lines)
    await page.locator("#saved button.delete").first().click()
    await expect.poll(() => page.locator("#saved a").count()).toBe(1)
    await page.reload()
    await page.waitForFunction(() => document.querySelector("#saved li") !== null)
    expect(await page.locator("#saved a").allTextContents()).toEqual([lines[1]])
    expect((page as Page & { problems: Array<string> }).problems).toEqual([])
    await page.close()
  })
  it("the library: damaged records are listed as damaged and deletable, a record without text reports so, and no progress bar is left stuck", async () => {
    const page = await open("")
    await page.waitForFunction(() => document.querySelector("#saved li") !== null)
    // Two damaged records, written straight into the page's database: one without its text, one null.
    await page.evaluate(() => new Promise<void>((resolve, reject) => {
      const request = indexedDB.open("sidelines")
      request.onerror = () => reject(request.error)
      request.onsuccess = () => {
        const transaction = request.result.transaction("matches", "readwrite")
        transaction.objectStore("matches").put({ id: "notext", name: "lost.jsonl", savedAt: "2024-01-01T00:00:00.000Z" }, "notext")
        transaction.objectStore("matches").put(null, "junk")
        transaction.oncomplete = () => resolve(request.result.close())
      }
    }))
    await page.goto(`${base}/?saved=notext`)
    const status = page.locator("#library-status")
    await expect.poll(() => status.textContent()).toContain("lost.jsonl is damaged (its log text is missing) and cannot be opened")
    // The page falls back to the first bundled log, and nothing is left loading.
    await page.waitForFunction(() => document.querySelector("bb-replay")?.shadowRoot?.querySelector(".scoreboard") != null)
    expect(await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".loading"))).toBeNull()
    expect(await page.locator("#saved li.damaged").allTextContents()).toEqual(["junk — damaged: not a saved match (null)×", "lost.jsonl — damaged: its log text is missing×"])
    await page.locator("#saved li.damaged button.delete").first().click()
    await expect.poll(() => page.locator("#saved li.damaged").count()).toBe(1)
    // An open that throws (here, a text that is not text) shows its reason and clears the bar.
    const after = await page.evaluate(async () => {
      const replay = document.querySelector("bb-replay") as unknown as { openText(name: string, text: unknown): Promise<unknown>; progress: number | null; loadError: string | null }
      const result = await replay.openText("broken.jsonl", undefined)
      return { result, progress: replay.progress, error: replay.loadError !== null }
    })
    expect(after).toEqual({ result: null, progress: null, error: true })
    expect((page as Page & { problems: Array<string> }).problems).toEqual([])
    await page.close()
  })
  it("a long log is decoded in a Web Worker, then folded, with one progress bar, then opens", async () => {
    const text = syntheticLog(20_000)
    extra.set("/long.jsonl", text)
    const page = await context.newPage()
    await page.addInitScript(() => {
      const seen: Array<{ done: number; total: number; phase: string }> = []
      ;(window as unknown as { progressSeen: typeof seen }).progressSeen = seen
      document.addEventListener("bb-progress", (event) => {
        const { done, total, phase } = (event as CustomEvent<{ done: number; total: number; phase: string }>).detail
        seen.push({ done, total, phase })
      })
      // Watched from the first frame, not from when goto returns, so a quick decode cannot slip
      // past the check: was the bar ever on screen while decoding ran?
      const watch = () => {
        const bar = document.querySelector("bb-replay")?.shadowRoot?.querySelector("progress")
        if (bar != null && seen.some((report) => report.phase === "decode") && !seen.some((report) => report.phase === "decode" && report.done === report.total)) {
          ;(window as unknown as { barSeenWhileDecoding: boolean }).barSeenWhileDecoding = true
        } else requestAnimationFrame(watch)
      }
      requestAnimationFrame(watch)
    })
    await page.goto(`${base}/?log=${encodeURIComponent("/long.jsonl")}`)
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { loaded: unknown } | null)?.loaded != null)
    // The bar was on screen while decoding ran.
    expect(await page.evaluate(() => (window as unknown as { barSeenWhileDecoding?: boolean }).barSeenWhileDecoding)).toBe(true)
    const reports = await page.evaluate(() => (window as unknown as { progressSeen: Array<{ done: number; total: number; phase: string }> }).progressSeen)
    const seen = reports.filter((report) => report.phase === "decode")
    const folded = reports.filter((report) => report.phase === "fold")
    const opened = await page.evaluate(() => {
      const el = document.querySelector("bb-replay") as unknown as { loaded: { decodedIn: string; log: { events: unknown[] } }; shadowRoot: ShadowRoot }
      return { decodedIn: el.loaded.decodedIn, events: el.loaded.log.events.length, bar: el.shadowRoot.querySelector("progress") !== null }
    })
    expect(opened).toEqual({ decodedIn: "worker", events: decodeLogText(text).events.length, bar: false })
    expect(seen.length).toBeGreaterThan(1)
    expect(seen.every((report, i) => report.total === text.length && (i === 0 || report.done > seen[i - 1]!.done))).toBe(true)
    expect(seen.at(-1)!.done).toBe(text.length)
    // This log's first event already breaks the rules: the fold stops there, folding nothing more
    // (a whole match is folded in slices: the test after this one).
    expect(folded.at(-1)).toEqual({ done: opened.events, total: opened.events, phase: "fold" })
    await page.close()
  })
  it("a whole match is decoded in the worker and folded on the page as its slices arrive, between which the page runs other tasks; no state crosses, and the replay seeks like the engine's", async () => {
    // A legal match of 20,000 events (scripts/long-log.mjs), every one folded: several slices of
    // text to decode and, on any machine, far more than one slice of folding.
    const text = longLog(20_000).text
    const replay = replayOf(text)
    extra.set("/worker-fold.jsonl", text)
    const lines = readFileSync(join(root, "logs/bb-skaven-v-dwarf.jsonl"), "utf8").trimEnd().split("\n")
    // A whole match up to seq 1,200, then its first pre-game roll again: the rules reject it.
    extra.set("/worker-violation.jsonl", `${[...lines.slice(0, 1201), lines[1]!.replace(/"seq":\d+/, '"seq":11200')].join("\n")}\n`)
    const page = await context.newPage()
    await page.addInitScript(() => {
      const seen: Array<{ done: number; total: number; phase: string; thread: string; beats: number }> = []
      const watch = window as unknown as { progressSeen: typeof seen; beats: number; messages: Array<{ type: string; keys: Array<string> }> }
      watch.progressSeen = seen
      watch.messages = []
      // A heartbeat: a task of its own, queued again and again; it runs only between other tasks.
      watch.beats = 0
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        watch.beats++
        channel.port2.postMessage(null)
      }
      channel.port2.postMessage(null)
      document.addEventListener("bb-progress", (event) => seen.push({ ...(event as CustomEvent<(typeof seen)[number]>).detail, beats: watch.beats }))
      // Every message the worker sends the page, by its type and fields.
      const set = Object.getOwnPropertyDescriptor(Worker.prototype, "onmessage")!.set!
      Object.defineProperty(Worker.prototype, "onmessage", {
        set(handler: (event: MessageEvent) => void) {
          set.call(this, (event: MessageEvent) => {
            watch.messages.push({ type: String(event.data?.type), keys: Object.keys(event.data ?? {}) })
            handler(event)
          })
        }
      })
    })
    await page.goto(`${base}/?log=${encodeURIComponent("/worker-fold.jsonl")}`)
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { replay: unknown } | null)?.replay != null)
    const { reports, messages } = await page.evaluate(() => {
      const watch = window as unknown as { progressSeen: Array<{ done: number; total: number; phase: string; thread: string; beats: number }>; messages: Array<{ type: string; keys: Array<string> }> }
      return { reports: watch.progressSeen, messages: watch.messages }
    })
    const folds = reports.filter((report) => report.phase === "fold")
    // Decoding is reported by the worker, folding by the page.
    expect(reports.filter((report) => report.phase === "decode").every((report) => report.thread === "worker")).toBe(true)
    expect(folds.every((report) => report.thread === "page")).toBe(true)
    // The worker said it was ready, sent decoded items and then said it was done: no message carries a replay or states.
    expect(messages.map((message) => message.type)).toEqual(["ready", ...messages.slice(1, -1).map(() => "items"), "done"])
    // The items cross packed: the events as one JSON text, their lines, the header and errors (handover.ts).
    expect(messages.filter((message) => message.type === "items").every((message) => ["events", "lines", "others"].every((key) => message.keys.includes(key)))).toBe(true)
    expect(messages.some((message) => message.keys.some((key) => /replay|states|folded/.test(key)))).toBe(false)
    // The fold took several slices, and the heartbeat ran between them: the page was free between slices.
    expect(folds.length).toBeGreaterThan(1)
    expect(folds.at(-1)).toMatchObject({ done: replay.length, total: replay.length })
    expect(folds.filter((report, i) => i > 0 && report.beats > folds[i - 1]!.beats).length).toBe(folds.length - 1)
    const opened = await page.evaluate(() => {
      const el = document.querySelector("bb-replay") as unknown as { loaded: { decodedIn: string; foldSlices: number }; replay: { length: number; violation: unknown; unsupportedSkills: unknown[]; match: { variant: { id: string } }; next: (kind: string, seq: number) => number | undefined } }
      return { decodedIn: el.loaded.decodedIn, slices: el.loaded.foldSlices, length: el.replay.length, violation: el.replay.violation, unsupported: el.replay.unsupportedSkills, variant: el.replay.match.variant.id, firstTouchdown: el.replay.next("touchdown", 0) }
    })
    expect(opened.slices).toBe(folds.length)
    // The worker fetched the log, not the page; its text is still there to save or share, put together from the slices.
    expect(await page.evaluate(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("worker-fold.jsonl")))).toBe(false)
    expect(await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { loaded: { text: string } }).loaded.text)).toBe(text)
    expect(opened).toEqual({ decodedIn: "worker", slices: opened.slices, length: replay.length, violation: null, unsupported: replay.unsupportedSkills, variant: "blood-bowl", firstTouchdown: replay.next("touchdown", 0) })
    // Seeking the restored replay: positions and score as the engine has them, forwards and back.
    const seqs = [replay.events.at(-1)!.seq, 500, replay.events[12_345]!.seq, 1]
    for (const seq of seqs) {
      await page.evaluate((seq) => (document.querySelector("bb-replay") as unknown as { seekTo: (seq: number) => void }).seekTo(seq), seq)
      expect(await seqOf(page)).toBe(seq)
      const state = replay.stateAt(seq)!
      expect(await stateOf(page)).toEqual(state.players.map((p) => ({ id: p.id, at: p.at, box: p.box })))
      expect(await scores(page)).toEqual(state.teams.map((t) => t.score))
    }
    // A rule violation found by the page's fold.
    await page.goto(`${base}/?log=${encodeURIComponent("/worker-violation.jsonl")}`)
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { replay: { violation: unknown } | null } | null)?.replay?.violation != null)
    const stopped = await page.evaluate(() => {
      const el = document.querySelector("bb-replay") as unknown as { loaded: { decodedIn: string }; loadError: string | null; replay: { length: number; violation: Error & { _tag: string; seq: number }; rejectedEvent: { seq: number } } }
      const violation = el.replay.violation
      return { decodedIn: el.loaded.decodedIn, length: el.replay.length, isError: violation instanceof Error, tag: violation._tag, seq: violation.seq, message: violation.message, rejected: el.replay.rejectedEvent.seq }
    })
    expect(stopped).toMatchObject({ decodedIn: "worker", length: 1200, isError: true, tag: "RuleViolation", seq: 11_200, rejected: 11_200 })
    expect(stopped.message).not.toBe("")
    await page.close()
  })
  it("a long match opens without describing every event or drawing a mark per moment: the event log describes the rows it shows, a filter finds the rest in slices", async () => {
    // 20,000 events with a stretch every 70 (scripts/long-log.mjs): hundreds of marks, thousands of lines.
    const text = longLog(20_000).text
    const replay = replayOf(text)
    extra.set("/lazy-open.jsonl", text)
    const page = await open(`?log=${encodeURIComponent("/lazy-open.jsonl")}`)
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { replay: unknown } | null)?.replay != null)
    const look = () => page.evaluate(() => {
      const root = document.querySelector("bb-replay")!.shadowRoot!
      const log = root.querySelector("bb-event-log") as unknown as { described: number; shadowRoot: ShadowRoot }
      return { described: log.described, rows: log.shadowRoot.querySelectorAll(".row").length, marks: root.querySelectorAll(".marks .mark").length, count: log.shadowRoot.querySelector(".count")!.textContent }
    })
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".mark") !== null)
    const opened = await look()
    // Only the rows drawn (and the current event, read aloud) were described, not 20,000 lines.
    expect(opened.rows).toBeGreaterThan(0)
    expect(opened.described).toBeLessThanOrEqual(opened.rows + 1)
    expect(opened.count).toBe(`${replay.length} events`)
    // The slider draws drawnMarks: at most MARK_SLOTS of a kind (scrubber.test.ts thins a longer match).
    expect(opened.marks).toBe(drawnMarks(replay).length)
    // Going to the end describes the rows there, not those between.
    await page.evaluate((seq) => (document.querySelector("bb-replay") as unknown as { seekTo: (seq: number) => void }).seekTo(seq), replay.events.at(-1)!.seq)
    await page.waitForFunction(() => (document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log") as unknown as { shadowRoot: ShadowRoot }).shadowRoot.querySelector(".row[aria-current=true]") !== null)
    const atEnd = await look()
    expect(atEnd.described).toBeLessThanOrEqual(opened.described + atEnd.rows + 1)
    // A filter goes through every event's kinds (not its line) and ends with the engine's count.
    const turnovers = replay.events.filter((_, i) => eventKindsAt(replay, i).includes("turnovers")).length
    await page.evaluate(() => ((document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log") as unknown as { shadowRoot: ShadowRoot }).shadowRoot.querySelectorAll(".chip")[3] as HTMLElement).click())
    await page.waitForFunction((expected) => (document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-event-log") as unknown as { shadowRoot: ShadowRoot }).shadowRoot.querySelector(".count")!.textContent === expected, `${turnovers} of ${replay.length} events`)
    const filtered = await look()
    expect(filtered.described).toBeLessThanOrEqual(atEnd.described + filtered.rows + 1)
    // The timeline and the stats, worked out in slices (viewer/src/model/sliced.ts), are drawn once ready.
    await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { showPanel: (panel: string) => void }).showPanel("timeline"))
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-timeline")?.shadowRoot?.querySelector("svg.timeline") != null, null)
    await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { showPanel: (panel: string) => void }).showPanel("stats"))
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")?.shadowRoot?.querySelector("table") != null, null)
    expect((page as Page & { problems: Array<string> }).problems).toEqual([])
    await page.close()
  })
  // ../shared/real-logs/README.md: 1559380 is Chaos Dwarf 1–2 Human, 1712868 Orc 1–1 Wood Elf.
  const REAL_REPLAYS = [{ id: "1559380", score: [1, 2] }, { id: "1712868", score: [1, 1] }]
  const realDir = join(root, "../shared/real-logs/fumbbl")
  it.skipIf(!existsSync(realDir)).each(REAL_REPLAYS.map(({ id, score }) => [id, score] as const))("a FUMBBL replay (%s.gz) dropped on the page is imported in the worker and opens, timeline and all", async (id, score) => {
    const realReplay = join(realDir, `${id}.gz`)
    const page = await open("")
    const base64 = readFileSync(realReplay).toString("base64")
    const dropped = await page.evaluateHandle(({ data, name }) => {
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0))
      const transfer = new DataTransfer()
      transfer.items.add(new File([bytes], name, { type: "application/gzip" }))
      return transfer
    }, { data: base64, name: `${id}.gz` })
    await page.dispatchEvent("main", "drop", { dataTransfer: dropped })
    // Saved as its converted log, so it reopens without the importer.
    await expect.poll(() => page.locator("#library-status").textContent(), { timeout: 20_000 }).toContain(`Saved ${id}.jsonl`)
    const opened = await page.evaluate(() => {
      const el = document.querySelector("bb-replay") as unknown as { loaded: { decodedIn: string; importedFrom: { format: string; stopped: string | null } | null; replay: { violation: unknown } }; shadowRoot: ShadowRoot }
      return { decodedIn: el.loaded.decodedIn, importedFrom: el.loaded.importedFrom, violation: el.loaded.replay.violation, note: el.shadowRoot.querySelector(".import-note")?.textContent ?? "" }
    })
    expect(opened).toMatchObject({ decodedIn: "worker", importedFrom: { format: "fumbbl", stopped: null }, violation: null })
    expect(opened.note).toContain("Imported from a FUMBBL replay")
    await page.locator("bb-replay").focus()
    await page.keyboard.press("End")
    expect(await scores(page)).toEqual(score)
    await openPanel(page, "Timeline")
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-timeline")?.shadowRoot?.querySelector(".target.drive") != null)
    expect(await page.evaluate(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-timeline")!.shadowRoot!.querySelectorAll(".target.mark.touchdown").length)).toBe(score[0]! + score[1]!)
    await page.screenshot({ path: join(artifacts, `viewer-fumbbl-${id}.png`) })
    expect((page as Page & { problems: Array<string> }).problems).toEqual([])
    await page.close()
  })

  it("a chosen block die: the dice tray marks it and the block arrow names it", async () => {
    const text = readFileSync(join(root, "logs/bb-orc-v-human.jsonl"), "utf8")
    const replay = replayOf(text)
    const chosen = replay.events.find((e) => e._tag === "BlockDieChosen") as { seq: number; face: number }
    const roll = replay.events.slice(0, replay.indexOf(chosen.seq)).findLast((e) => e._tag === "DiceRolled" && e.die === "block") as { faces: number[] }
    extra.set("/orc.jsonl", text)
    const page = await open(`?log=${encodeURIComponent("/orc.jsonl")}`, `#seq=${chosen.seq}`)
    await page.waitForFunction(() => document.querySelector("bb-replay")?.shadowRoot?.querySelector(".dice") != null)
    const shown = await page.evaluate(() => {
      const root = document.querySelector("bb-replay")!.shadowRoot!
      const pitch = root.querySelector("bb-pitch")!.shadowRoot!
      return {
        dice: [...root.querySelectorAll(".dice .die")].map((d) => ({ text: d.textContent, chosen: d.classList.contains("chosen") })),
        caption: pitch.querySelector(".overlay-label")?.textContent ?? null,
        arrow: pitch.querySelector(".arrow-layer")?.getAttribute("data-kind") ?? null
      }
    })
    expect(shown.dice).toHaveLength(roll.faces.length)
    expect(shown.dice.filter((d) => d.chosen)).toHaveLength(1)
    expect(shown.arrow).toBe("block")
    expect(shown.caption).toBe(shown.dice.find((d) => d.chosen)!.text)
    await page.screenshot({ path: join(artifacts, "viewer-blood-bowl-block-die.png") })
    await page.close()
  })
  it("embeds in any page with one script tag, sizes to its container and takes keys only when focused", async () => {
    extra.set("/orc.jsonl", readFileSync(join(root, "logs/bb-orc-v-human.jsonl"), "utf8"))
    extra.set(
      "/embed.html",
      `<!doctype html><meta charset="utf-8"><title>A club's page</title>
      <p><input id="notes" placeholder="notes"></p>
      <div style="width: 640px; height: 520px"><bb-replay src="/orc.jsonl" seq="52" style="height: 100%"></bb-replay></div>
      <script type="module" src="/sidelines-replay.js"></script>`
    )
    const page = await context.newPage()
    await page.goto(`${base}/embed.html`)
    await page.waitForFunction(() => document.querySelector("bb-replay")?.shadowRoot?.querySelector("bb-pitch") != null)
    expect(await seqOf(page)).toBe(52)
    const box = await page.locator("bb-replay").boundingBox()
    expect(box!.width).toBeLessThanOrEqual(640)
    expect(box!.height).toBeLessThanOrEqual(520)
    // Typing elsewhere on the page does not move the replay.
    await page.locator("#notes").focus()
    await page.keyboard.press("ArrowRight")
    expect(await seqOf(page)).toBe(52)
    await page.evaluate(() => {
      const seen: Array<number> = []
      ;(window as unknown as { seeks: Array<number> }).seeks = seen
      document.querySelector("bb-replay")!.addEventListener("bb-seek", (event) => seen.push((event as CustomEvent<{ seq: number }>).detail.seq))
    })
    await page.locator("bb-replay").focus()
    await page.keyboard.press("ArrowRight")
    expect(await seqOf(page)).toBe(53)
    expect(await page.evaluate(() => (window as unknown as { seeks: Array<number> }).seeks)).toEqual([53])
    await page.screenshot({ path: join(artifacts, "viewer-embedded.png") })
    await page.close()
  })
  it("sizes to its container: beside the pitch when wide, stacked under it when narrow, never wider than its box", async () => {
    extra.set("/sevens.jsonl", readFileSync(join(root, "logs/sevens-human-v-orc.jsonl"), "utf8"))
    const page = await context.newPage()
    const layoutIn = async (width: number, height: number) => {
      extra.set("/frame.html", `<!doctype html><meta charset="utf-8"><title>frame</title>
        <div style="width: ${width}px; height: ${height}px"><bb-replay src="/sevens.jsonl" seq="200" style="height: 100%"></bb-replay></div>
        <script type="module" src="/sidelines-replay.js"></script>`)
      await page.goto(`${base}/frame.html`)
      await page.waitForFunction(() => document.querySelector("bb-replay")?.shadowRoot?.querySelector("bb-event-log .line, bb-event-log") != null)
      await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === 200)
      return page.evaluate(() => {
        const host = document.querySelector("bb-replay")!
        const root = host.shadowRoot!
        const box = (selector: string) => root.querySelector(selector)!.getBoundingClientRect()
        const svg = root.querySelector("bb-pitch")!.shadowRoot!.querySelector("svg")!.getBoundingClientRect()
        return {
          host: host.getBoundingClientRect().width,
          overflow: host.scrollWidth - host.clientWidth,
          pitch: { left: svg.left, right: svg.right, bottom: svg.bottom, width: svg.width },
          dugouts: { left: box(".dugouts").left, top: box(".dugouts").top },
          slider: box(".track input").width,
          log: box("bb-event-log").height
        }
      })
    }
    const wide = await layoutIn(1100, 800)
    expect(wide.overflow).toBeLessThanOrEqual(0)
    expect(wide.dugouts.left).toBeGreaterThanOrEqual(wide.pitch.right) // the dugouts beside the pitch
    const narrow = await layoutIn(420, 760)
    expect(narrow.host).toBeLessThanOrEqual(420)
    expect(narrow.overflow).toBeLessThanOrEqual(0)
    expect(narrow.dugouts.top).toBeGreaterThanOrEqual(narrow.pitch.bottom) // under the pitch
    expect(narrow.pitch.width).toBeGreaterThan(0.8 * 420 - 40) // the pitch takes the width
    expect(narrow.slider).toBeGreaterThan(200) // the position text no longer squeezes the slider
    expect(narrow.log).toBeGreaterThan(100) // and the event log keeps room to read
    await page.screenshot({ path: join(artifacts, "viewer-narrow-sevens.png") })
    const short = await layoutIn(900, 520)
    expect(short.log).toBeGreaterThan(100) // in a short frame the pitch shrinks, not the log
    await page.close()
  })

  it("a claim the rules do not give is red on the scrubber, in the log and in the ruling", async () => {
    // The sample's armour roll at seq 43 (6 + 4 against AV 9) breaks armour; this log claims it held.
    extra.set("/disputed.jsonl", sampleText.replace('"seq":43,"die":"2d6","faces":[6,4],"for":"armour","player":"h1","claimed":{"result":"broken"}', '"seq":43,"die":"2d6","faces":[6,4],"for":"armour","player":"h1","claimed":{"result":"not-broken"}'))
    const page = await open(`?log=${encodeURIComponent("/disputed.jsonl")}`, "#seq=43")
    // The scrubber's marks are drawn in the task after the match.
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector(".mark") !== null)
    const shown = await page.evaluate(() => {
      const root = document.querySelector("bb-replay")!.shadowRoot!
      const log = root.querySelector("bb-event-log")!.shadowRoot!
      return {
        marks: [...root.querySelectorAll(".mark.dispute")].map((m) => m.getAttribute("title")),
        ruling: root.querySelector(".ruling .rule.disputed")?.textContent ?? "",
        row: log.querySelector('[data-seq="43"]')?.getAttribute("class") ?? ""
      }
    })
    expect(shown.marks).toEqual([expect.stringContaining("seq 43")])
    expect(shown.ruling).toContain("Disputed: the log claims the result “not broken”, the rules give “broken”")
    expect(shown.row).toContain("problem")
    await page.close()
  })
  it("playback: Shift+arrows by play step (the engine's: actions, kick-offs, turn ends), Space plays and pauses, J/L change speed, P goes back a highlight, autoplay", async () => {
    const page = await open(SAMPLE)
    const replay = replayOf(sampleText)
    const starts = replay.events.filter((_, i) => startsPlayStep(replay, i)).map((e) => e.seq)
    const speedOf = () => page.evaluate(() => (document.querySelector("bb-replay") as unknown as { speed: number }).speed)
    await page.locator("bb-replay").focus()
    for (let i = 0; i < 4; i++) await page.keyboard.press("Shift+ArrowRight")
    expect(await seqOf(page)).toBe(starts[3])
    await page.keyboard.press("Shift+ArrowRight")
    expect(await seqOf(page)).toBe(starts[4])
    await page.keyboard.press("Shift+ArrowLeft")
    expect(await seqOf(page)).toBe(starts[3])
    await page.keyboard.press("p")
    const previous = Math.max(...(["touchdown", "injury", "turnover", "kick-off"] as const).map((k) => replay.prev(k, starts[3]!) ?? -Infinity))
    expect(await seqOf(page)).toBe(previous)

    await page.keyboard.press("l")
    await page.keyboard.press("l")
    expect(await speedOf()).toBe(4)
    await page.keyboard.press("j")
    expect(await speedOf()).toBe(2)
    const before = await seqOf(page)
    await page.keyboard.press(" ")
    await page.waitForFunction((start) => (document.querySelector("bb-replay") as unknown as { seq: number }).seq > start + 2, before)
    await page.keyboard.press(" ")
    const paused = await seqOf(page)
    await page.waitForTimeout(400)
    expect(await seqOf(page)).toBe(paused)
    await page.close()

    // autoplay and speed as attributes, on an embedded element.
    extra.set("/autoplay.html", `<!doctype html><meta charset="utf-8"><bb-replay src="/sample.jsonl" autoplay speed="8"></bb-replay><script type="module" src="/sidelines-replay.js"></script>`)
    extra.set("/sample.jsonl", sampleText)
    const embedded = await context.newPage()
    await embedded.goto(`${base}/autoplay.html`)
    await embedded.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq >= 10)
    expect(await embedded.evaluate(() => (document.querySelector("bb-replay") as unknown as { speed: number }).speed)).toBe(8)
    await embedded.close()
  })

  // ---- the timeline and the stats panel ----

  /** Opens one of the panels under the scrubber by its tab. */
  const openPanel = (page: Page, name: "Events" | "Timeline" | "Stats") => page.locator("bb-replay [role=tab]", { hasText: name }).click()

  /** The timeline's geometry as drawn: plot edges and the domain in view, and the cursor's x (null when hidden). */
  const drawn = (page: Page) => page.evaluate(() => {
    const el = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-timeline") as unknown as {
      layout: { frame: { plotLeft: number; plotRight: number; lanes: { top: number; bottom: number }; score: { top: number } }; domain: [number, number] } | null
      domain: [number, number] | null
      shadowRoot: ShadowRoot
    }
    const cursor = el.shadowRoot.querySelector("g.cursor:not(.readout)")!
    const moved = /translate\(([-\d.]+)/.exec(cursor.getAttribute("transform") ?? "")
    const box = el.shadowRoot.querySelector("svg.timeline")!.getBoundingClientRect()
    return { frame: el.layout!.frame, domain: el.layout!.domain, zoom: el.domain, cursor: cursor.getAttribute("display") === "none" ? null : Number(moved?.[1]), left: box.left, top: box.top }
  })
  const pxOf = (geometry: { frame: { plotLeft: number; plotRight: number }; domain: [number, number] }, x: number) =>
    geometry.frame.plotLeft + ((x - geometry.domain[0]) / (geometry.domain[1] - geometry.domain[0])) * (geometry.frame.plotRight - geometry.frame.plotLeft)
  const sliderOf = (page: Page) => page.evaluate(() => (document.querySelector("bb-replay")!.shadowRoot!.querySelector("input[type=range]") as HTMLInputElement).value)

  it("the timeline: a touchdown marker takes the replay there, and the scrubber moves its cursor", async () => {
    const text = readFileSync(join(root, "logs/bb-orc-v-human.jsonl"), "utf8")
    const replay = replayOf(text)
    const line = timeline(replay)
    extra.set("/bb-orc-v-human.jsonl", text)
    const page = await open(`?log=${encodeURIComponent("/bb-orc-v-human.jsonl")}`)
    await openPanel(page, "Timeline")
    const franz = line.touchdowns[0]!
    const marker = page.locator(`bb-replay bb-timeline [role=button][aria-label="Touchdown by Franz, Altdorf Lions, half 2 turn 4"]`)
    await marker.click()
    expect(await seqOf(page)).toBe(franz.seq)
    expect(await sliderOf(page)).toBe(String(franz.seq))
    await expect.poll(() => new URL(page.url()).hash).toBe(`#seq=${franz.seq}`)
    expect(await scores(page)).toEqual(replay.stateAt(franz.seq)!.teams.map((t) => t.score))
    expect(await scores(page)).toEqual([0, 1])
    let geometry = await drawn(page)
    expect(geometry.cursor).toBeCloseTo(pxOf(geometry, franz.x), 0)
    // The tooltip says what the marker is, as text.
    await marker.hover()
    expect(await page.locator("bb-replay bb-timeline .tip").textContent()).toContain("Touchdown by Franz, Altdorf Lions, half 2 turn 4")
    await page.locator("bb-replay bb-timeline").screenshot({ path: join(artifacts, "viewer-timeline-blood-bowl.png") })

    // Scrubbing moves the cursor and nothing else: the marks and the backdrop are not touched.
    await page.evaluate(() => {
      const root = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-timeline")!.shadowRoot!
      const changes: Array<string> = []
      ;(window as unknown as { drawingChanges: Array<string> }).drawingChanges = changes
      const observer = new MutationObserver((records) => changes.push(...records.map((r) => `${r.type} ${(r.target as Element).getAttribute?.("class") ?? ""}`)))
      for (const part of root.querySelectorAll("g.targets, g.backdrop")) observer.observe(part, { subtree: true, childList: true, attributes: true, characterData: true })
    })
    await page.locator("bb-replay").focus()
    for (let i = 0; i < 10; i++) await page.keyboard.press("ArrowRight")
    await page.locator("bb-replay input[type=range]").fill("300")
    expect(await seqOf(page)).toBe(300)
    geometry = await drawn(page)
    expect(geometry.cursor).toBeCloseTo(pxOf(geometry, timeAt(line, 300)), 0)
    expect(await page.evaluate(() => (window as unknown as { drawingChanges: Array<string> }).drawingChanges)).toEqual([])

    // A marker takes the keyboard: Enter and Space go to it (Space does not start playback); arrows still step the replay.
    const muzgash = page.locator(`bb-replay bb-timeline [role=button][aria-label="Touchdown by Muzgash, Da Bloody Boyz, half 2 turn 7"]`)
    await muzgash.focus()
    await page.keyboard.press("Enter")
    expect(await seqOf(page)).toBe(line.touchdowns[1]!.seq)
    await page.locator(`bb-replay bb-timeline [role=button][aria-label^="Kick-off: officious ref"]`).focus()
    await page.keyboard.press(" ")
    expect(await seqOf(page)).toBe(line.kickOffs[1]!.seq)
    expect(await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { playing: boolean }).playing)).toBe(false)
    await page.keyboard.press("ArrowRight")
    expect(await seqOf(page)).toBe(line.kickOffs[1]!.seq + 1)

    // A click on the plot where there is no marker goes to that moment (here, on the score chart):
    // the middle of the place of the second event of the team turn with the fewest events.
    geometry = await drawn(page)
    const turn = line.turns.filter((t) => t.endSeq > t.startSeq).sort((a, b) => a.endSeq - a.startSeq - (b.endSeq - b.startSeq))[0]!
    const target = turn.startSeq + 1
    const x = timeAt(line, target) + 0.5 / (turn.endSeq + 1 - turn.startSeq)
    expect(seqAt(line, x)).toBe(target)
    await page.mouse.click(geometry.left + pxOf(geometry, x), geometry.top + geometry.frame.score.top + 4)
    expect(await seqOf(page)).toBe(target)
    expect((page as Page & { problems: Array<string> }).problems).toEqual([])
    await page.close()
  })

  it("the timeline: brushing zooms in, a double-click zooms out, and the stunned toggle shows stunned players", async () => {
    const text = readFileSync(join(root, "logs/bb-orc-v-human.jsonl"), "utf8")
    const line = timeline(replayOf(text))
    extra.set("/bb-orc-v-human.jsonl", text)
    const page = await open(`?log=${encodeURIComponent("/bb-orc-v-human.jsonl")}`, "#seq=800")
    await openPanel(page, "Timeline")
    const names = () => page.locator("bb-replay bb-timeline [role=button]").evaluateAll((els) => els.map((el) => el.getAttribute("aria-label") ?? ""))
    expect((await names()).filter((n) => n.startsWith("Stunned"))).toEqual([])
    await page.locator("bb-replay bb-timeline button", { hasText: "Stunned" }).click()
    expect((await names()).filter((n) => n.startsWith("Stunned"))).toHaveLength(line.injuries.filter((i) => i.result === "stunned").length)

    let geometry = await drawn(page)
    const y = geometry.top + (geometry.frame.lanes.top + geometry.frame.lanes.bottom) / 2
    await page.mouse.move(geometry.left + pxOf(geometry, 20), y)
    await page.mouse.down()
    await page.mouse.move(geometry.left + pxOf(geometry, 24), y, { steps: 5 })
    await page.mouse.move(geometry.left + pxOf(geometry, 26), y, { steps: 5 })
    await page.mouse.up()
    geometry = await drawn(page)
    expect(geometry.zoom![0]).toBeCloseTo(20, 1)
    expect(geometry.zoom![1]).toBeCloseTo(26, 1)
    // Only what happened in view is drawn: Franz's touchdown (x 21.4) is, the first half's kick-off is not.
    const zoomed = await names()
    expect(zoomed).toContain("Touchdown by Franz, Altdorf Lions, half 2 turn 4")
    expect(zoomed.some((n) => n.startsWith("Kick-off: time out"))).toBe(false)
    expect(geometry.cursor).toBeCloseTo(pxOf(geometry, timeAt(line, 800)), 0)
    await page.locator("bb-replay bb-timeline").screenshot({ path: join(artifacts, "viewer-timeline-blood-bowl-zoomed.png") })
    await page.mouse.dblclick(geometry.left + pxOf(geometry, 23), y)
    geometry = await drawn(page)
    expect(geometry.zoom).toBeNull()
    expect(geometry.domain).toEqual([0, line.extent])
    await page.close()
  })

  it("a player named <img src=x onerror=alert(1)> is text in the timeline's names and tooltips", async () => {
    const evil = "<img src=x onerror=alert(1)>"
    extra.set("/evil.jsonl", sampleText.replace('"name":"Grishnak"', `"name":${JSON.stringify(evil)}`))
    const page = await open(`?log=${encodeURIComponent("/evil.jsonl")}`)
    await openPanel(page, "Timeline")
    const marker = page.locator(`bb-replay bb-timeline [role=button][aria-label^="Knocked out: Jurgen"]`)
    expect(await marker.getAttribute("aria-label")).toBe(`Knocked out: Jurgen (Altdorf Lions), block by ${evil}, half 1 turn 1`)
    await marker.hover()
    expect(await page.locator("bb-replay bb-timeline .tip").textContent()).toContain(`block by ${evil}`)
    await openPanel(page, "Stats")
    expect(await page.locator("bb-replay bb-stats tr[data-player=o1] th.name").textContent()).toBe(evil)
    const images = await page.evaluate(() => {
      const count = (node: Document | ShadowRoot): number =>
        node.querySelectorAll("img").length + [...node.querySelectorAll("*")].reduce((n, el) => n + (el.shadowRoot ? count(el.shadowRoot) : 0), 0)
      return count(document)
    })
    expect(images).toBe(0)
    expect((page as Page & { problems: Array<string> }).problems).toEqual([])
    await page.close()
  })

  it("the stats panel shows the numbers matchStats gives for the same log in Node", async () => {
    const text = readFileSync(join(root, "logs/bb-skaven-v-dwarf.jsonl"), "utf8")
    const stats = matchStats(replayOf(text))
    extra.set("/bb-skaven-v-dwarf.jsonl", text)
    const page = await open(`?log=${encodeURIComponent("/bb-skaven-v-dwarf.jsonl")}`)
    await openPanel(page, "Stats")
    // The whole match's numbers (the tab opens on the match so far).
    await page.locator("bb-replay bb-stats button", { hasText: "Whole match" }).click()
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")?.shadowRoot?.querySelector("td[data-stat]") != null)
    const shown = await page.evaluate(() => {
      const root = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")!.shadowRoot!
      return {
        cells: [...root.querySelectorAll("td[data-stat]")].map((td) => ({
          team: td.getAttribute("data-team")!,
          player: td.closest("tr")!.getAttribute("data-player"),
          stat: td.getAttribute("data-stat")!,
          text: td.textContent!.trim()
        })),
        luck: [...root.querySelectorAll("tr[data-roll]")].map((tr) => ({
          team: tr.getAttribute("data-team")!,
          roll: tr.getAttribute("data-roll")!,
          rolls: tr.querySelector("[data-luck=rolls]")!.textContent!.trim(),
          expected: tr.querySelector("[data-luck=expected]")!.textContent!.trim(),
          successes: tr.querySelector("[data-luck=successes]")!.textContent!.trim()
        }))
      }
    })
    const at = (line: object, path: string): unknown => path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], line)
    const teamOf = (id: string) => stats.teams.find((t) => t.id === id)!
    const teamCells = shown.cells.filter((c) => c.player === null)
    const playerCells = shown.cells.filter((c) => c.player !== null)
    // Every counter of every team and every player is on show.
    expect(teamCells).toHaveLength(stats.teams.length * 23)
    expect(new Set(playerCells.map((c) => c.player))).toEqual(new Set(stats.players.map((p) => p.player)))
    for (const cell of teamCells) expect(cell.text).toBe(String(at(teamOf(cell.team), cell.stat)))
    for (const cell of playerCells) expect(cell.text).toBe(String(at(stats.players.find((p) => p.player === cell.player)!, cell.stat)))
    expect(teamCells.some((c) => c.stat === "blocks" && Number(c.text) > 0)).toBe(true)
    expect(shown.luck).toEqual(stats.teams.flatMap((team) => team.luck.map((l) => ({ team: team.id, roll: l.roll, rolls: String(l.rolls), expected: l.expected.toFixed(1), successes: String(l.successes) }))))
    await page.screenshot({ path: join(artifacts, "viewer-stats-blood-bowl.png") })
    await page.close()
  })

  it("there are bundled logs of several matches", () => {
    expect(LOGS.length).toBeGreaterThan(3)
  })

  it.each(LOGS)("every bundled log, %s: the stats tab agrees with `sidelines stats`, the timeline with `sidelines summary`", async (file) => {
    // The commands run while the page opens the log.
    const printed = Promise.all([
      command<ReturnType<typeof matchStats>>(["stats", `logs/${file}`, "--json"]),
      command<{ teams: Array<{ touchdowns: number }>; drives: Array<unknown>; turnovers: Array<unknown> }>(["summary", `logs/${file}`, "--json"])
    ])
    printed.catch(() => undefined)
    const page = await load(file)
    await openPanel(page, "Stats")
    // The whole match's numbers (the tab opens on the match so far).
    await page.locator("bb-replay bb-stats button", { hasText: "Whole match" }).click()
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-stats")?.shadowRoot?.querySelector("td[data-stat]") != null)
    await openPanel(page, "Timeline")
    await page.waitForFunction(() => document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-timeline")?.shadowRoot?.querySelector(".target.drive") != null)
    const shown = await page.evaluate(() => {
      const root = document.querySelector("bb-replay")!.shadowRoot!
      const statsRoot = root.querySelector("bb-stats")!.shadowRoot!
      const timelineRoot = root.querySelector("bb-timeline")!.shadowRoot!
      return {
        teamCells: [...statsRoot.querySelectorAll("td[data-stat]")].filter((td) => td.closest("tr")!.getAttribute("data-player") === null)
          .map((td) => ({ team: td.getAttribute("data-team")!, stat: td.getAttribute("data-stat")!, text: td.textContent!.trim() })),
        touchdowns: timelineRoot.querySelectorAll(".target.mark.touchdown").length,
        turnovers: timelineRoot.querySelectorAll(".target.mark.turnover").length,
        drives: timelineRoot.querySelectorAll(".target.drive").length,
        // Every team's lane (four in BlightBowl) inside the panel's box, not below the fold.
        panel: root.querySelector("#panel-timeline")!.getBoundingClientRect().bottom,
        lanes: [...timelineRoot.querySelectorAll("rect.lane")].map((lane) => lane.getBoundingClientRect().bottom)
      }
    })
    const [stats, summary] = await printed
    expect(shown.lanes.length, file).toBe(stats.teams.length)
    for (const bottom of shown.lanes) expect(bottom, file).toBeLessThanOrEqual(shown.panel)
    const at = (line: object, path: string): unknown => path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], line)
    expect(shown.teamCells.length, file).toBe(stats.teams.length * 23)
    for (const cell of shown.teamCells) expect(`${file} ${cell.team} ${cell.stat} ${cell.text}`).toBe(`${file} ${cell.team} ${cell.stat} ${String(at(stats.teams.find((t) => t.id === cell.team)!, cell.stat))}`)
    expect({ file, touchdowns: shown.touchdowns, drives: shown.drives, turnovers: shown.turnovers }).toEqual({
      file,
      touchdowns: summary.teams.reduce((sum, team) => sum + team.touchdowns, 0),
      drives: summary.drives.length,
      // The summary lists the turnovers that end a team turn; the touchdown's is not one on the timeline.
      turnovers: (summary.turnovers as Array<{ cause: string }>).filter((t) => t.cause !== "touchdown").length
    })
    expect((page as Page & { problems: Array<string> }).problems).toEqual([])
    // The pitch drawn is the engine's pitch at the event shown: every square of the variant's
    // geometry (a cross for BlightBowl) and every feature on it (stalls, pits, trapdoors, houses).
    const drawn = await page.evaluate(() => {
      const host = document.querySelector("bb-replay") as unknown as { seq: number; shadowRoot: ShadowRoot }
      const svg = host.shadowRoot.querySelector("bb-pitch")!.shadowRoot!
      const features: Record<string, number> = {}
      for (const rect of svg.querySelectorAll("rect.feature")) {
        const kind = rect.getAttribute("class")!.replace("feature ", "")
        features[kind] = (features[kind] ?? 0) + 1
      }
      return { seq: host.seq, cells: svg.querySelectorAll("rect.cell").length, features }
    })
    const log = decodeLogText(readFileSync(join(root, "logs", file), "utf8"))
    const replay = (Replay.build(log.header!, log.events) as { success: Replay }).success
    const pitch = pitchAt(replay.match, replay.stateAt(drawn.seq)!)
    const expected: Record<string, number> = {}
    for (const feature of pitch.features) if ("squares" in feature) expected[feature.kind] = (expected[feature.kind] ?? 0) + feature.squares.length
    let squares = 0
    for (let x = 0; x < pitch.width; x++) for (let y = 0; y < pitch.height; y++) if (pitch.contains([x, y])) squares++
    expect({ file, cells: drawn.cells, features: drawn.features }).toEqual({ file, cells: squares, features: expected })
    // One picture per bundled log (and so per variant it has): the pitch, with the timeline tab open.
    await page.screenshot({ path: join(artifacts, `viewer-timeline-${file.replace(/\.jsonl$/, "")}.png`) })
  })

  it("saves the stats as the engine's CSV and as JSON, and the timeline as a standalone SVG and a PNG", async () => {
    const text = readFileSync(join(root, "logs/bb-skaven-v-dwarf.jsonl"), "utf8")
    const stats = matchStats(replayOf(text))
    extra.set("/bb-skaven-v-dwarf.jsonl", text)
    const page = await open(`?log=${encodeURIComponent("/bb-skaven-v-dwarf.jsonl")}`)
    const save = async (panel: "Stats" | "Timeline", button: string) => {
      await openPanel(page, panel)
      const [download] = await Promise.all([page.waitForEvent("download"), page.locator(`bb-replay bb-${panel.toLowerCase()} button`, { hasText: button }).click()])
      return { name: download.suggestedFilename(), bytes: readFileSync((await download.path())!) }
    }
    const csv = await save("Stats", "Save stats CSV")
    expect(csv.name).toBe("bb-skaven-v-dwarf-stats.csv")
    expect(csv.bytes.toString("utf8")).toBe(statsCsv(stats))
    const luck = await save("Stats", "Save dice luck CSV")
    expect(luck.name).toBe("bb-skaven-v-dwarf-luck.csv")
    expect(luck.bytes.toString("utf8")).toBe(luckCsv(stats))
    const json = await save("Stats", "Save JSON")
    expect(json.name).toBe("bb-skaven-v-dwarf-stats.json")
    expect(JSON.parse(json.bytes.toString("utf8"))).toEqual(JSON.parse(JSON.stringify(stats)))

    const svgFile = await save("Timeline", "Save SVG")
    expect(svgFile.name).toBe("bb-skaven-v-dwarf-timeline.svg")
    const png = await save("Timeline", "Save PNG")
    expect(png.name).toBe("bb-skaven-v-dwarf-timeline.png")
    // Read back in a blank page, with none of the viewer's styles: the SVG must carry its own.
    const blank = await context.newPage()
    const seen = await blank.evaluate(async ({ svgText, pngBase64 }) => {
      const parsed = new DOMParser().parseFromString(svgText, "image/svg+xml")
      const svg = parsed.documentElement
      const touchdown = svg.querySelector(".mark.touchdown")!
      const [x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/.exec(touchdown.getAttribute("transform")!)!.slice(1).map(Number) as [number, number]
      const pixel = async (source: CanvasImageSource, width: number, height: number, at: [number, number]) => {
        const canvas = document.createElement("canvas")
        canvas.width = width
        canvas.height = height
        const context = canvas.getContext("2d")!
        context.drawImage(source, 0, 0, width, height)
        return [...context.getImageData(at[0], at[1], 1, 1).data.slice(0, 3)]
      }
      const width = Number(svg.getAttribute("width"))
      const height = Number(svg.getAttribute("height"))
      const image = new Image()
      image.src = URL.createObjectURL(new Blob([svgText], { type: "image/svg+xml" }))
      await image.decode()
      const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(pngBase64), (c) => c.charCodeAt(0))], { type: "image/png" }))
      return {
        errors: parsed.getElementsByTagName("parsererror").length,
        root: `${svg.namespaceURI} ${svg.localName}`,
        styled: svg.querySelector("style")?.textContent?.includes(".touchdown .symbol") ?? false,
        interactive: svg.querySelectorAll(".brush, .cursor, [tabindex]").length,
        name: touchdown.getAttribute("aria-label"),
        svgPixel: await pixel(image, width, height, [Math.round(x), Math.round(y)]),
        png: [bitmap.width, bitmap.height, width, height],
        pngPixel: await pixel(bitmap, bitmap.width, bitmap.height, [Math.round(2 * x), Math.round(2 * y)])
      }
    }, { svgText: svgFile.bytes.toString("utf8"), pngBase64: png.bytes.toString("base64") })
    expect(seen.errors).toBe(0)
    expect(seen.root).toBe("http://www.w3.org/2000/svg svg")
    expect(seen.styled).toBe(true)
    expect(seen.interactive).toBe(0)
    expect(seen.name).toBe("Touchdown by Vermik, Clan Mors Rats, half 1 turn 2")
    // The touchdown marker is gold (#f5c542) only through the inlined stylesheet.
    const gold = [0xf5, 0xc5, 0x42]
    for (const pixel of [seen.svgPixel, seen.pngPixel]) pixel.forEach((channel, i) => expect(Math.abs(channel - gold[i]!)).toBeLessThanOrEqual(12))
    expect(seen.png).toEqual([2 * seen.png[2]!, 2 * seen.png[3]!, seen.png[2], seen.png[3]])
    await blank.close()
    expect((page as Page & { problems: Array<string> }).problems).toEqual([])
    await page.close()
  })
})
