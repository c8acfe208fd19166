import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"
import { motionsBetween, nextPlayStep, Replay, startsPlayStep } from "@sidelines/engine"
import { importReplay, importReplayBytes } from "../packages/fumbbl/src/index.js"
import { ffbMatch } from "../packages/fumbbl/test/ffb-match.js"
import { CHROMIUM, root } from "../scripts/viewer-harness.mjs"
import { captionOf } from "../viewer/src/components/bb-replay/caption.js"
import { diceOf } from "../viewer/src/components/bb-replay/dice.js"
import { bundled, frames, seek, seriousFindings, viewerOnLogs, type WatchedPage } from "./support/bundled-viewer.js"
import { seqOf } from "./support/viewer-page.js"

// Issue 24 item 7 in Chromium: play steps by action (the engine's play steps), tokens that slide
// square by square and a ball that flies, every other seek instant, reduced motion honoured, and
// presentation mode for a commentator; on every bundled log and on an imported FUMBBL replay.
const LOGS = readdirSync(join(root, "logs")).filter((file) => file.endsWith(".jsonl"))
const SAMPLE = "sample-drive.jsonl"
const sample = bundled(SAMPLE).replay
const startsOf = (replay: Replay): Set<number> => new Set(replay.events.filter((_, i) => startsPlayStep(replay, i)).map((e) => e.seq))

/** The seqs the replay goes to while it plays, as its bb-seek events tell the page. */
const recordSeeks = (page: Page) => page.evaluate(() => {
  const seen: Array<number> = []
  ;(window as unknown as { seeks: Array<number> }).seeks = seen
  document.querySelector("bb-replay")!.addEventListener("bb-seek", (e) => seen.push((e as CustomEvent<{ seq: number }>).detail.seq))
})
const seeks = (page: Page) => page.evaluate(() => (window as unknown as { seeks: Array<number> }).seeks)

/** Plays (Space) until the replay has gone to `count` events, pauses, and returns the seqs it went to. */
const playSteps = async (page: Page, count: number): Promise<Array<number>> => {
  await recordSeeks(page)
  await page.locator("bb-replay").focus()
  await page.keyboard.press(" ")
  await page.waitForFunction((n) => (window as unknown as { seeks: Array<number> }).seeks.length >= n, count, { timeout: 30_000 })
  await page.keyboard.press(" ")
  return seeks(page)
}

/**
 * Plays one step from where the replay stands (Space, until the seq moves, Space again) and
 * returns where it landed, its motion held where it has got to (however slow the machine) so
 * that the test reads it whole.
 */
const playOneStep = async (page: Page): Promise<number> => {
  const from = await seqOf(page)
  await page.locator("bb-replay").focus()
  await page.keyboard.press(" ")
  await page.waitForFunction((start) => {
    const el = document.querySelector("bb-replay") as unknown as { seq: number; shadowRoot: ShadowRoot }
    if (el.seq === start) return false
    for (const animation of el.shadowRoot.querySelector("bb-pitch")!.shadowRoot!.getAnimations()) animation.pause()
    return true
  }, from)
  await page.keyboard.press(" ")
  await frames(page)
  return seqOf(page)
}

/** The animations on the pitch now: each with its target (a token's player, the ball) and its transforms as squares. */
const animations = (page: Page) => page.evaluate(() => {
  const pitch = document.querySelector("bb-replay")!.shadowRoot!.querySelector("bb-pitch")!.shadowRoot!
  return pitch.getAnimations().map((animation) => {
    const effect = animation.effect as KeyframeEffect
    const target = effect.target as Element
    const frames = effect.getKeyframes()
    const squares = frames.flatMap((f) => {
      const moved = /translate\(([-\d.]+)px, ([-\d.]+)px\)/.exec(String(f["transform"] ?? ""))
      // A token's centre is half a square in from its square's corner.
      return moved === null ? [] : [[Number(moved[1]) - 0.5, Number(moved[2]) - 0.5] as [number, number]]
    })
    return {
      id: animation.id,
      player: target.closest("[data-player]")?.getAttribute("data-player") ?? null,
      part: target.getAttribute("class") ?? "",
      squares,
      playState: animation.playState
    }
  })
})

/** The squares in order, each once (a token holds a square between its moves). */
const visited = (squares: ReadonlyArray<readonly [number, number]>) =>
  squares.map(([x, y]) => [Math.round(x), Math.round(y)]).filter((s, i, all) => i === 0 || s[0] !== all[i - 1]![0] || s[1] !== all[i - 1]![1])

describe.skipIf(!existsSync(CHROMIUM))("playback that reads as a game, in Chromium", () => {
  const served = viewerOnLogs(LOGS)
  const open = (file = SAMPLE): Promise<WatchedPage> => served.open(file)

  it("plays by action: every step lands on the start of one of the engine's play steps; with By action off, event by event", async () => {
    const page = await open()
    await page.evaluate(() => ((document.querySelector("bb-replay") as unknown as { speed: number }).speed = 8))
    const played = await playSteps(page, 5)
    const starts = [...startsOf(sample)]
    expect(played.slice(0, 5)).toEqual(starts.slice(0, 5))

    // By event: the old stepping, one event at a time.
    await page.locator("bb-replay").evaluate((el) => el.shadowRoot!.querySelector<HTMLButtonElement>("button.step-by")!.click())
    expect(await page.locator("bb-replay").evaluate((el) => el.shadowRoot!.querySelector("button.step-by")!.getAttribute("aria-pressed"))).toBe("false")
    const from = await seqOf(page)
    const byEvent = (await playSteps(page, 3)).slice(0, 3)
    const index = sample.indexOf(from)
    expect(byEvent).toEqual([1, 2, 3].map((k) => sample.events[index + k]!.seq))
    // The choice is kept for the next visit (and put back for the other tests).
    const reopened = await open()
    expect(await reopened.evaluate(() => (document.querySelector("bb-replay") as unknown as { stepBy: string }).stepBy)).toBe("event")
    await reopened.locator("bb-replay").evaluate((el) => el.shadowRoot!.querySelector<HTMLButtonElement>("button.step-by")!.click())
    expect(await reopened.evaluate(() => (document.querySelector("bb-replay") as unknown as { stepBy: string }).stepBy)).toBe("action")
    await reopened.close()
    expect(page.problems).toEqual([])
    await page.close()
  })

  it("a blitz: the blitzer's token passes through every square of his path, the pushed player slides to his square", async () => {
    const page = await open()
    await seek(page, 32) // Grishnak declares his blitz
    expect(await playOneStep(page)).toBe(nextPlayStep(sample, 32, true))
    const running = await animations(page)
    const blitzer = running.find((a) => a.id === "slide o1")
    const path = motionsBetween(sample, 32, 52).flatMap((b) => b.motions).flatMap((m) => (m.kind === "slide" && m.player === "o1" ? [m.to] : []))
    expect(blitzer, JSON.stringify(running)).toBeDefined()
    // From where he stood, through each square in turn (none skipped, no straight line across).
    expect(visited(blitzer!.squares)).toEqual([[9, 4], ...path])
    expect(path).toHaveLength(7)
    expect(blitzer!.playState).toBe("paused")
    // Jurgen, blocked, is pushed a square and falls; hurt, he leaves the pitch: the state after
    // the step no longer draws him, so his token as it was slides, tips over and fades.
    const ids = running.map((a) => a.id)
    expect(ids).toEqual(expect.arrayContaining(["slide h1", "fall h1", "leave h1"]))
    expect(visited(running.find((a) => a.id === "slide h1")!.squares)).toEqual([[13, 8], [14, 8]])

    // Ugruk's block: Brunhilde is pushed one square.
    await seek(page, 26)
    expect(await playOneStep(page)).toBe(32)
    const pushed = (await animations(page)).find((a) => a.id === "slide h5")
    expect(visited(pushed!.squares)).toEqual([[13, 7], [14, 7]])
    expect(page.problems).toEqual([])
    await page.close()
  })

  it("the kick flies in an arc; a knocked-down player falls", async () => {
    const page = await open()
    await seek(page, 19) // the kick is aimed
    await playOneStep(page)
    const flight = (await animations(page)).find((a) => a.id === "ball")
    expect(flight).toBeDefined()
    // It starts at the kicker's square and ends where the ball landed, higher up the screen between.
    const [kicker, landed] = [[19, 7], [6, 7]] as const
    const points = flight!.squares
    expect(points.some(([x, y]) => Math.abs(x - kicker[0]) < 0.01 && Math.abs(y - kicker[1]) < 0.01)).toBe(true)
    expect(points.some(([x, y]) => Math.abs(x - landed[0]) < 0.01 && Math.abs(y - landed[1]) < 0.01)).toBe(true)
    expect(Math.min(...points.map(([, y]) => y))).toBeLessThan(7 - 1)
    expect(await page.locator("bb-replay").evaluate((el) => el.shadowRoot!.querySelector("bb-pitch")!.shadowRoot!.querySelectorAll(".flying-ball").length)).toBe(1)

    // A step where a player is knocked down and stays on the pitch (bb-orc-v-human): his body tips over.
    const orcs = bundled("bb-orc-v-human.jsonl").replay
    const starts = [...startsOf(orcs)]
    const at = starts.findIndex((s, i) => i + 1 < starts.length && motionsBetween(orcs, s, starts[i + 1]!).some((b) => b.motions.some((m) => m.kind === "fall" && orcs.stateAt(starts[i + 1]!)!.players.some((p) => p.id === m.player && p.at !== null))))
    const fallen = motionsBetween(orcs, starts[at]!, starts[at + 1]!).flatMap((b) => b.motions).find((m) => m.kind === "fall")!
    const other = await open("bb-orc-v-human.jsonl")
    await seek(other, starts[at]!)
    expect(await playOneStep(other)).toBe(starts[at + 1])
    expect((await animations(other)).map((a) => a.id)).toContain(`fall ${fallen.kind === "fall" ? fallen.player : ""}`)
    expect([...page.problems, ...other.problems]).toEqual([])
    await page.close()
    await other.close()
  })

  it("scrubbing, keys and jumps are instant: a seek stops any motion and starts none", async () => {
    const page = await open()
    await seek(page, 32)
    await playOneStep(page)
    expect((await animations(page)).length).toBeGreaterThan(0)
    // The scrubber.
    await page.locator("bb-replay").evaluate((el) => {
      const range = el.shadowRoot!.querySelector<HTMLInputElement>("input[type=range]")!
      range.value = "40"
      range.dispatchEvent(new Event("input"))
    })
    await frames(page)
    expect(await seqOf(page)).toBe(40)
    expect(await animations(page)).toEqual([])
    // Keys: an event, a play step, a team turn, the end.
    for (const key of ["ArrowRight", "Shift+ArrowRight", "ArrowUp", "End"]) {
      await page.locator("bb-replay").focus()
      await page.keyboard.press(key)
      await frames(page)
      expect(await animations(page), key).toEqual([])
    }
    expect(page.problems).toEqual([])
    await page.close()
  })

  it("with prefers-reduced-motion: reduce, playback steps by action and nothing moves", async () => {
    const page = await open()
    await page.emulateMedia({ reducedMotion: "reduce" })
    await seek(page, 32)
    expect(await playOneStep(page)).toBe(nextPlayStep(sample, 32, true))
    expect(await animations(page)).toEqual([])
    expect(await page.locator("bb-replay").evaluate((el) => el.shadowRoot!.querySelector("bb-pitch")!.shadowRoot!.querySelectorAll(".flying-ball").length)).toBe(0)
    expect(page.problems).toEqual([])
    await page.close()
  })

  /** What presentation mode shows: which parts are visible, the caption's lines, and boxes in the viewport. */
  const presented = (page: Page) => page.evaluate(() => {
    const host = document.querySelector("bb-replay")!
    const root = host.shadowRoot!
    const shown = (selector: string) => {
      const element = root.querySelector(selector)
      return element !== null && getComputedStyle(element).display !== "none"
    }
    const box = (selector: string) => {
      const r = root.querySelector(selector)?.getBoundingClientRect()
      return r === undefined ? null : { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height }
    }
    const caption = root.querySelector(".caption")
    return {
      presenting: host.hasAttribute("presenting"),
      panels: shown(".panels"),
      scrubber: shown(".scrubber"),
      dugouts: shown(".dugouts"),
      caption: shown(".caption"),
      happened: [...(caption?.querySelectorAll(".happened li:not(.cut)") ?? [])].map((li) => li.textContent ?? ""),
      next: caption?.querySelector(".next")?.textContent?.replace(/\s+/g, " ").trim() ?? null,
      where: root.querySelector(".presenting-bar .where")?.textContent ?? "",
      pitch: box("bb-pitch"),
      svg: (() => {
        const r = root.querySelector("bb-pitch")!.shadowRoot!.querySelector("svg")!.getBoundingClientRect()
        return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height }
      })(),
      captionBox: box(".caption"),
      captionCut: caption === null ? 0 : caption.scrollHeight - caption.clientHeight,
      score: box(".scoreboard"),
      viewport: { width: innerWidth, height: innerHeight }
    }
  })

  it("presentation mode: C and the Present button enter it, Esc and its button leave; the caption says what just happened, the turn and half show", async () => {
    const page = await open()
    await seek(page, 52) // the Orcs' turn ends, after Grishnak's blitz
    expect((await presented(page)).presenting).toBe(false)
    await page.locator("bb-replay").focus()
    await page.keyboard.press("c")
    await frames(page)
    const on = await presented(page)
    expect(on).toMatchObject({ presenting: true, panels: false, scrubber: false, dugouts: false, caption: true })
    const words = captionOf(sample, 52)
    // The lines are the event log's own: the end of the blitz just played, and the turn's end now.
    expect(on.happened).toEqual(words.happened)
    expect(words.happened.at(-1)).toMatch(/Grishnak/)
    expect(on.next).toBe(`Now: ${words.now}`)
    expect(on.where).toMatch(/^Half 1, .+ turn 1$/)
    // The speed from the bar, as J and L change it.
    await page.locator("bb-replay").evaluate((el) => el.shadowRoot!.querySelector<HTMLButtonElement>(".presenting-bar button[aria-label=Faster]")!.click())
    expect(await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { speed: number }).speed)).toBe(2)
    await page.locator("bb-replay").focus()
    await page.keyboard.press("Escape")
    await frames(page)
    expect(await presented(page)).toMatchObject({ presenting: false, panels: true, scrubber: true })

    await page.locator("bb-replay").evaluate((el) => el.shadowRoot!.querySelector<HTMLButtonElement>(".scrubber button.present")!.click())
    await frames(page)
    expect((await presented(page)).presenting).toBe(true)
    await page.locator("bb-replay").evaluate((el) => el.shadowRoot!.querySelector<HTMLButtonElement>(".presenting-bar button.leave")!.click())
    await frames(page)
    expect((await presented(page)).presenting).toBe(false)
    expect(page.problems).toEqual([])
    await page.close()
  })

  it("in presentation mode a step's caption comes as its motion lands; until then the last one stays", async () => {
    const page = await open()
    await seek(page, 32) // Grishnak declares his blitz
    await page.evaluate(() => {
      const el = document.querySelector("bb-replay") as unknown as { speed: number; present(on: boolean): void }
      el.speed = 0.5
      el.present(true)
    })
    await frames(page)
    const before = (await presented(page)).happened
    expect(before).toEqual(captionOf(sample, 32).happened)
    await page.locator("bb-replay").focus()
    await page.keyboard.press(" ")
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { seq: number }).seq === 52)
    await page.keyboard.press(" ")
    // Landed at 52 with the blitz still moving: the caption is still the one before it...
    expect((await presented(page)).happened).toEqual(before)
    // ...and says what happened once the motion has played.
    await page.waitForFunction((want) => [...document.querySelector("bb-replay")!.shadowRoot!.querySelectorAll(".caption .happened li:not(.cut)")].map((li) => li.textContent).join("|") === want, captionOf(sample, 52).happened.join("|"), { timeout: 20_000 })
    // A seek shows its caption at once.
    await seek(page, 26)
    expect((await presented(page)).happened).toEqual(captionOf(sample, 26).happened)
    expect(page.problems).toEqual([])
    await page.close()
  })

  for (const [width, height] of [[1440, 900], [1024, 768], [1920, 1080]] as const) {
    it(`presentation mode at ${width}×${height}: the pitch fills the screen, nothing is cut, the dice and the board's toggle hide none of it, axe-core finds nothing serious`, async () => {
      const page = await open("bb-orc-v-human.jsonl")
      await page.setViewportSize({ width, height })
      const orcs = bundled("bb-orc-v-human.jsonl").replay
      // A busy moment: the start of a play step in the middle of the match.
      const middle = [...startsOf(orcs)].find((s) => s > orcs.events.at(-1)!.seq / 2)!
      await seek(page, middle)
      await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { present(on: boolean): void }).present(true))
      await frames(page)
      const shown = await presented(page)
      expect(shown.presenting).toBe(true)
      const { svg, viewport } = shown
      // The pitch as drawn: inside the screen, and most of its width or height.
      expect(svg.left).toBeGreaterThanOrEqual(-1)
      expect(svg.right).toBeLessThanOrEqual(viewport.width + 1)
      expect(svg.bottom).toBeLessThanOrEqual(viewport.height + 1)
      const drawn = await page.locator("bb-replay").evaluate((el) => {
        const cells = [...el.shadowRoot!.querySelector("bb-pitch")!.shadowRoot!.querySelectorAll("rect.cell")].map((c) => c.getBoundingClientRect())
        return { width: Math.max(...cells.map((c) => c.right)) - Math.min(...cells.map((c) => c.left)), height: Math.max(...cells.map((c) => c.bottom)) - Math.min(...cells.map((c) => c.top)) }
      })
      expect(Math.max(drawn.width / viewport.width, drawn.height / viewport.height)).toBeGreaterThan(0.6)
      expect(shown.captionBox!.bottom).toBeLessThanOrEqual(viewport.height + 1)
      expect(shown.captionCut).toBeLessThanOrEqual(1)
      expect(shown.score!.top).toBeGreaterThanOrEqual(0)
      expect(shown.happened.length).toBeGreaterThan(0)
      expect(await seriousFindings(page)).toEqual([])
      // The dice tray at its widest in the match (a block's faces written out) and the board's
      // toggle: clear of every square and edge letter of the pitch, on the screen.
      const widest = orcs.events.map((e) => ({ seq: e.seq, dice: diceOf(orcs, e.seq) })).filter((d) => d.dice !== null)
        .map(({ seq, dice }) => ({ seq, width: dice!.purpose.length + dice!.faces.reduce((n, f) => n + f.label.length + 2, 0) }))
        .reduce((a, b) => (b.width > a.width ? b : a))
      await seek(page, widest.seq)
      const covered = await page.locator("bb-replay").evaluate((el) => {
        const root = el.shadowRoot!
        const marks = [...root.querySelector("bb-pitch")!.shadowRoot!.querySelectorAll("text.label, rect.cell, rect.end-zone")]
        const under = (selector: string) => {
          const element = root.querySelector(selector)
          if (element === null) return null
          const box = element.getBoundingClientRect()
          const hidden = marks.filter((mark) => {
            const m = mark.getBoundingClientRect()
            return m.left < box.right && box.left < m.right && m.top < box.bottom && box.top < m.bottom
          })
          return { right: box.right, bottom: box.bottom, hides: hidden.map((mark) => mark.getAttribute("data-square") ?? `label ${mark.textContent}`) }
        }
        return { tray: under(".dice"), toggle: under(".explain-toggle") }
      })
      expect(covered.tray, `the dice at seq ${widest.seq}`).not.toBeNull()
      expect(covered.tray!.hides, `the dice tray at ${width}×${height}`).toEqual([])
      expect(covered.toggle!.hides, `the board's toggle at ${width}×${height}`).toEqual([])
      expect(covered.tray!.right).toBeLessThanOrEqual(viewport.width + 1)
      expect(covered.tray!.bottom).toBeLessThanOrEqual(viewport.height + 1)
      expect(page.problems).toEqual([])
      await page.close()
    })
  }

  // Every log in one page, each opened in it in turn (as a fresh page has it: loadInPage).
  for (const file of LOGS) {
    it(`${file}: plays a few steps by action, each landing on a play step's start, without an error`, async () => {
      const page = await served.load(file)
      const { replay } = bundled(file)
      await page.evaluate(() => ((document.querySelector("bb-replay") as unknown as { speed: number }).speed = 8))
      const played = await playSteps(page, 4)
      const starts = startsOf(replay)
      expect(played.length).toBeGreaterThanOrEqual(4)
      for (const seq of played) expect(starts.has(seq), `seq ${seq}`).toBe(true)
      expect(page.problems).toEqual([])
    })
  }

  /** Opens FFB replay bytes in the page (converted in its worker), plays a few steps by action from the middle in presentation mode; `replay` is the same match built in Node. */
  const playImported = async (name: string, bytes: Uint8Array, replay: Replay) => {
    const starts = startsOf(replay)
    const page = await open()
    await page.evaluate(async ({ data, file }) => {
      const el = document.querySelector("bb-replay") as unknown as { openBytes(name: string, bytes: Uint8Array): Promise<unknown> }
      await el.openBytes(file, Uint8Array.from(atob(data), (c) => c.charCodeAt(0)))
    }, { data: Buffer.from(bytes).toString("base64"), file: name })
    expect(await page.evaluate(() => (document.querySelector("bb-replay") as unknown as { loaded: { importedFrom: { format: string } | null } }).loaded.importedFrom?.format)).toBe("fumbbl")
    const middle = [...starts].find((s) => s >= replay.events.at(-1)!.seq / 2)!
    await seek(page, middle)
    await page.evaluate(() => {
      const el = document.querySelector("bb-replay") as unknown as { speed: number; present(on: boolean): void }
      el.speed = 4
      el.present(true)
    })
    const wanted = Math.min(4, [...starts].filter((s) => s > middle).length)
    const played = await playSteps(page, wanted)
    expect(played.length).toBeGreaterThanOrEqual(wanted)
    for (const seq of played) expect(starts.has(seq), `seq ${seq}`).toBe(true)
    // The caption arrives as the last step's motion lands, which on a loaded machine may be after playback was stopped.
    await page.waitForFunction(() => (document.querySelector("bb-replay") as unknown as { captionHeld: number | null }).captionHeld === null)
    expect((await presented(page)).happened.length).toBeGreaterThan(0)
    expect(page.problems).toEqual([])
    await page.close()
  }
  const built = (imported: { readonly header: Parameters<typeof Replay.build>[0]; readonly events: Parameters<typeof Replay.build>[1] }) =>
    (Replay.build(imported.header, imported.events) as { success: Replay }).success

  it("an imported FUMBBL replay (one written for tests) plays by action, in presentation mode with its caption", async () => {
    const ffb = ffbMatch()
    await playImported("ffb-match.json", new TextEncoder().encode(JSON.stringify(ffb)), built(importReplay(ffb)))
  })

  // ../shared/real-logs/README.md: 1559380 is Chaos Dwarf 1–2 Human. Absent (no ../shared), skipped.
  const real = join(root, "../shared/real-logs/fumbbl/1559380.gz")
  it.skipIf(!existsSync(real))("a real FUMBBL replay (1559380.gz) plays by action the same way", async () => {
    const bytes = readFileSync(real)
    await playImported("1559380.gz", bytes, built(importReplayBytes(bytes)))
  })
})
