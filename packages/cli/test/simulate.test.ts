import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { VARIANTS } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import { simulate } from "@sidelines/sim"

// The installed command (node_modules/.bin/sidelines → the compiled CLI), as in cli.test.ts.
const root = fileURLToPath(new URL("../../../", import.meta.url))
const bin = join(root, "node_modules/.bin/sidelines")
const sidelines = (args: ReadonlyArray<string>) => {
  const result = spawnSync(bin, args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

describe("sidelines simulate --pitch", () => {
  it("plays Gutter Bowl in the sewer: the header names the pitch, and the log is the library's", () => {
    const run = sidelines(["simulate", "--variant", "gutter-bowl", "--pitch", "sewer", "--seed", "3"])
    const match = simulate({ seed: 3, variant: VARIANTS["gutter-bowl"]!, pitch: "sewer" })
    expect(run.code).toBe(match.stopped === undefined ? 0 : 1)
    const decoded = decodeLogText(run.stdout)
    expect(decoded.errors).toEqual([])
    expect(decoded.header?.options).toEqual({ pitch: "sewer" })
    expect(decoded.events).toHaveLength(match.events.length)
  })

  it("refuses a pitch the variant does not have, and a pitch for a variant without a choice, naming the pitches", () => {
    const moon = sidelines(["simulate", "--variant", "gutter-bowl", "--pitch", "moon", "--seed", "1"])
    expect(moon.code).toBe(2)
    expect(moon.stdout).toBe("")
    expect(moon.stderr).toContain(`--pitch: the gutter-bowl variant's pitches are street and sewer (got "moon")`)
    const bowl = sidelines(["simulate", "--variant", "blood-bowl", "--pitch", "sewer", "--seed", "1"])
    expect(bowl.code).toBe(2)
    expect(bowl.stderr).toContain("the blood-bowl variant has no pitches to choose from")
  })
})

describe("sidelines simulate --stadium", () => {
  it("plays at the stadium named: the header carries it, and the log is the library's", () => {
    const run = sidelines(["simulate", "--variant", "blood-bowl", "--stadium", "ice", "--seed", "2"])
    const match = simulate({ seed: 2, variant: VARIANTS["blood-bowl"]!, stadium: "ice" })
    expect(run.code).toBe(0)
    const decoded = decodeLogText(run.stdout)
    expect(decoded.errors).toEqual([])
    expect(decoded.header?.options).toEqual({ stadium: "ice" })
    expect(decoded.events).toHaveLength(match.events.length)
  })

  it("refuses an attribute that does not exist (usage, exit 2) and one the engine cannot fold on this pitch (exit 1, the engine's reason)", () => {
    const lava = sidelines(["simulate", "--variant", "blood-bowl", "--stadium", "lava", "--seed", "1"])
    expect(lava.code).toBe(2)
    expect(lava.stderr).toContain(`--stadium takes random or one of`)
    const markings = sidelines(["simulate", "--variant", "blightbowl", "--mode", "allies", "--stadium", "unclear-markings", "--seed", "1"])
    expect(markings.code).toBe(1)
    expect(markings.stdout).toBe("")
    expect(markings.stderr).toContain("Unclear Markings")
  })
})

describe("sidelines simulate --home", () => {
  it("plays at a team's home stadium: the header carries stadium and home, and the log is the library's", () => {
    const run = sidelines(["simulate", "--variant", "blood-bowl", "--stadium", "apathetic-officials", "--home", "away", "--seed", "2"])
    const match = simulate({ seed: 2, variant: VARIANTS["blood-bowl"]!, stadium: "apathetic-officials", home: "away" })
    expect(run.code).toBe(0)
    const decoded = decodeLogText(run.stdout)
    expect(decoded.errors).toEqual([])
    expect(decoded.header?.options).toEqual({ stadium: "apathetic-officials", home: "away" })
    expect(decoded.events).toHaveLength(match.events.length)
  })

  it("refuses a home team without a named stadium, or one not in the header (exit 1, the reason)", () => {
    const bare = sidelines(["simulate", "--variant", "blood-bowl", "--home", "home", "--seed", "1"])
    expect(bare.code).toBe(1)
    expect(bare.stdout).toBe("")
    expect(bare.stderr).toContain("names the stadium's attribute")
    const stranger = sidelines(["simulate", "--variant", "blood-bowl", "--stadium", "ice", "--home", "gamma", "--seed", "1"])
    expect(stranger.code).toBe(1)
    expect(stranger.stderr).toContain("one of the header's teams")
  })
})

describe("sidelines simulate --variant holiday-special", () => {
  it("plays the Holiday Special to full time: houses placed before the pre-game, the log the library's, exit 0", () => {
    const run = sidelines(["simulate", "--variant", "holiday-special", "--seed", "2"])
    const match = simulate({ seed: 2, variant: VARIANTS["holiday-special"]! })
    expect(match.stopped).toBeUndefined()
    expect(run.code).toBe(0)
    expect(run.stderr).toBe("")
    const decoded = decodeLogText(run.stdout)
    expect(decoded.errors).toEqual([])
    expect(decoded.header?.variant).toBe("holiday-special")
    expect(decoded.events).toHaveLength(match.events.length)
    expect(decoded.events[0]).toMatchObject({ _tag: "GingerbreadHousePlaced", team: "home" })
  })

  it("Roaming Yhetees (seed 30 rolls it at a kick-off): both coaches set their Yhetee up, the log names them by their ids and plays to full time, exit 0", () => {
    const match = simulate({ seed: 30, variant: VARIANTS["holiday-special"]! })
    expect(match.stopped).toBeUndefined()
    const run = sidelines(["simulate", "--variant", "holiday-special", "--seed", "30"])
    expect(run.code).toBe(0)
    const decoded = decodeLogText(run.stdout)
    expect(decoded.errors).toEqual([])
    const rolled = decoded.events.findIndex((e) => e._tag === "DiceRolled" && e.for === "kick-off-event" && e.faces[0]! + e.faces[1]! === 11)
    expect(rolled).toBeGreaterThan(0)
    const placed = decoded.events.slice(rolled).filter((e) => e._tag === "PlayerPlaced").slice(0, 2).map((e) => (e as { player: string }).player)
    expect(placed.sort()).toEqual([`${decoded.header!.teams[1]!.id}-yhetee`, `${decoded.header!.teams[0]!.id}-yhetee`].sort())
  })
})

describe("sidelines simulate --mode", () => {
  it("plays BlightBowl's four teams in a mode: the header names the mode, and the log is the library's, to full time", () => {
    const run = sidelines(["simulate", "--variant", "blightbowl", "--mode", "allies", "--seed", "2"])
    const match = simulate({ seed: 2, variant: VARIANTS.blightbowl!, mode: "allies" })
    expect(run.code).toBe(match.stopped === undefined ? 0 : 1)
    const decoded = decodeLogText(run.stdout)
    expect(decoded.errors).toEqual([])
    expect(decoded.header?.options).toEqual({ mode: "allies" })
    expect(decoded.header?.teams).toHaveLength(4)
    expect(decoded.events).toHaveLength(match.events.length)
  })

  it("--teams takes four rosters for BlightBowl, in header order", () => {
    const run = sidelines(["simulate", "--variant", "blightbowl", "--mode", "grudge", "--teams", "orc,human,skaven,dwarf", "--seed", "1"])
    expect(run.code === 0 || run.code === 1).toBe(true)
    expect(decodeLogText(run.stdout).header?.teams.map((t) => t.roster)).toEqual(["Orc", "Human", "Skaven", "Dwarf"])
    const two = sidelines(["simulate", "--variant", "blightbowl", "--mode", "grudge", "--teams", "orc,human", "--seed", "1"])
    expect(two.code).toBe(2)
    expect(two.stderr).toContain("--teams takes four of")
  })

  it("a BlightBowl match without a mode, or with one it does not have, and a mode for another variant are usage errors naming the modes", () => {
    for (const [args, message] of [
      [["--variant", "blightbowl"], "--mode: the blightbowl variant needs a mode, one of allies, grudge, free-for-all"],
      [["--variant", "blightbowl", "--mode", "two-on-two"], `--mode: the blightbowl variant's modes are allies, grudge, free-for-all (got "two-on-two")`],
      [["--variant", "blood-bowl", "--mode", "allies"], `--mode: the blood-bowl variant has no modes; only blightbowl has (got "allies")`],
      [["--variant", "blightbowl", "--mode", "allies", "--pitch", "sewer"], "the blightbowl variant has no pitches to choose from"]
    ] as const) {
      const run = sidelines(["simulate", ...args, "--seed", "1"])
      expect(run.code).toBe(2)
      expect(run.stdout).toBe("")
      expect(run.stderr).toContain(message)
    }
  })
})
