import { describe, expect, it } from "vitest"
import { luckCsv, luckLine, matchStats, Replay, statsCsv, statsSoFar, type MatchStats } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import orcText from "../../../../logs/bb-orc-v-human.jsonl?raw"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { luckBars, luckLineChart } from "./luck-chart.js"
import { luckLineOf, matchStatsOf, soFarOf } from "./stats.js"
import { BbStats, COUNTERS, differenceText, expectedText, luckRows, statsFiles, statsOf, TEAM_ROWS, valueOf } from "./bb-stats.js"

const build = (text: string): Replay => {
  const log = decodeLogText(text)
  return (Replay.build(log.header!, log.events.slice(0, log.validPrefix)) as { success: Replay }).success
}

const orc = build(orcText)

/** A stat by its dotted path, read here without the panel's own helper. */
const at = (line: object, path: string): unknown => path.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], line)

describe("the stats panel's data", () => {
  const stats = matchStats(orc)

  it("works the stats out once per replay", () => {
    expect(statsOf(orc)).toBe(statsOf(orc))
    expect(statsOf(orc)).toEqual(stats)
  })

  it("has a column for every counter the engine keeps, and a team row for every re-roll source", () => {
    const player = stats.players[0]!
    const identity = new Set(["player", "team", "number", "name", "position"])
    const counters = Object.entries(player).flatMap(([key, value]) =>
      identity.has(key) ? [] : typeof value === "number" ? [key] : Object.keys(value as object).map((inner) => `${key}.${inner}`))
    expect(COUNTERS.map((c) => c.path).sort()).toEqual(counters.sort())
    const team = stats.teams[0]!
    const sources = Object.keys(team.rerollsBySource).map((source) => `rerollsBySource.${source}`)
    expect(TEAM_ROWS.map((r) => r.path)).toEqual([...COUNTERS.map((c) => c.path), ...sources])
  })

  it("reads a counter by its path, nested ones too", () => {
    const team = stats.teams[0]!
    for (const row of TEAM_ROWS) expect(valueOf(team, row.path)).toBe(at(team, row.path))
    expect(valueOf(team, "blocksByDice.-2")).toBe(team.blocksByDice["-2"])
  })

  it("adds each team's dice luck up, with the difference from the odds", () => {
    for (const team of stats.teams) {
      const { rows, total } = luckRows(team)
      expect(rows.map((r) => [r.roll, r.rolls, r.successes])).toEqual(team.luck.map((l) => [l.roll, l.rolls, l.successes]))
      for (const row of rows) expect(row.difference).toBeCloseTo(row.successes - row.expected)
      expect(total.rolls).toBe(team.luck.reduce((n, l) => n + l.rolls, 0))
      expect(total.successes).toBe(team.luck.reduce((n, l) => n + l.successes, 0))
      expect(total.expected).toBeCloseTo(team.luck.reduce((n, l) => n + l.expected, 0))
      expect(total.difference).toBeCloseTo(total.successes - total.expected)
    }
  })

  it("writes expected successes with one decimal and differences with their sign", () => {
    expect(expectedText(13.694444)).toBe("13.7")
    expect(differenceText(0.3055)).toBe("+0.3")
    expect(differenceText(-0.6667)).toBe("−0.7")
    expect(differenceText(0.02)).toBe("0.0")
    expect(differenceText(-0.02)).toBe("0.0")
  })

  it("saves the engine's CSV files and the whole stats as JSON", () => {
    const files = statsFiles(stats, "bb-orc-v-human")
    expect(files.stats).toEqual({ name: "bb-orc-v-human-stats.csv", type: "text/csv", text: statsCsv(stats) })
    expect(files.luck).toEqual({ name: "bb-orc-v-human-luck.csv", type: "text/csv", text: luckCsv(stats) })
    expect(files.json.name).toBe("bb-orc-v-human-stats.json")
    expect(JSON.parse(files.json.text) as MatchStats).toEqual(JSON.parse(JSON.stringify(stats)))
  })
})

// ---- the element, rendered to a template in Node (no DOM) ----

interface Template {
  readonly strings: ReadonlyArray<string>
  readonly values: ReadonlyArray<unknown>
}

const isTemplate = (value: unknown): value is Template => typeof value === "object" && value !== null && "strings" in value && "values" in value

const templates = (value: unknown, found: Array<Template> = []): Array<Template> => {
  if (isTemplate(value)) {
    found.push(value)
    for (const inner of value.values) templates(inner, found)
  } else if (Array.isArray(value)) for (const inner of value) templates(inner, found)
  return found
}

/**
 * What the element draws once its replay's stats are worked out. The panel works them out in
 * slices of the page's clock (model/sliced.ts, tested with a hand clock there); here they are
 * worked out first, so what is drawn does not depend on how fast this machine is at the moment.
 */
const render = (element: BbStats): unknown => {
  if (element.replay !== null) {
    soFarOf.now(element.replay)
    matchStatsOf.now(element.replay)
    luckLineOf.now(element.replay)
  }
  return (element as unknown as { render(): unknown }).render()
}

/** Every number cell: bound in order, data-team, data-stat, class, the number. */
const cells = (rendered: unknown) =>
  templates(rendered)
    .filter((t) => t.strings[0]!.startsWith("<td data-team="))
    .map((t) => ({ team: t.values[0] as string, stat: t.values[1] as string, value: t.values[3] as number }))

describe("<bb-stats>", () => {
  it("is defined once, under its tag, and says when there is no match", () => {
    expect(customElements.get("bb-stats")).toBe(BbStats)
    expect(templates(render(new BbStats())).map((t) => t.strings.join("")).join("")).toContain("No match loaded.")
  })

  it("shows every team counter and every player's counters as the engine counts them (the whole match)", () => {
    const element = new BbStats()
    element.replay = orc
    element.mode = "whole"
    const stats = matchStats(orc)
    const shown = cells(render(element))
    const teamIds = stats.teams.map((t) => t.id)
    // The team table first: a row per counter, a cell per team.
    const teamCells = shown.slice(0, TEAM_ROWS.length * teamIds.length)
    expect(teamCells).toEqual(TEAM_ROWS.flatMap((row) => stats.teams.map((team) => ({ team: team.id, stat: row.path, value: at(team, row.path) }))))
    // Then a row per player, team by team.
    const playerCells = shown.slice(teamCells.length)
    const players = stats.teams.flatMap((team) => stats.players.filter((p) => p.team === team.team))
    expect(playerCells).toEqual(players.flatMap((player) => COUNTERS.map((c) => ({ team: teamIds[player.team], stat: c.path, value: at(player, c.path) }))))
    expect(shown.some((c) => c.value > 0)).toBe(true)
  })

  it("shows each team's dice luck and says what expected means", () => {
    const element = new BbStats()
    element.replay = orc
    element.mode = "whole"
    const rendered = render(element)
    const markup = templates(rendered).map((t) => t.strings.join("")).join("\n")
    expect(markup).toContain("<figcaption><strong>Dice luck.</strong> <em>Expected</em> is how many successes the rolls' targets made likely")
    const rows = templates(rendered).filter((t) => t.strings[0]!.startsWith("<tr data-team=") && t.strings.join("").includes("data-luck"))
    const stats = matchStats(orc)
    const expected = stats.teams.flatMap((team) => [...team.luck.map((l) => l.roll), "All rolls"])
    expect(rows.map((r) => r.values[3])).toEqual(expected)
    const dodge = rows.find((r) => r.values[0] === "home" && r.values[3] === "Dodge")!
    const luck = stats.teams[0]!.luck.find((l) => l.roll === "Dodge")!
    expect(dodge.values.slice(4, 7)).toEqual([luck.rolls, expectedText(luck.expected), luck.successes])
  })

  it("binds names as text, never as markup", () => {
    const evil = `<img src=x onerror=alert(1)>`
    const element = new BbStats()
    element.replay = build(sampleText.replace(`"name":"Grishnak"`, `"name":${JSON.stringify(evil)}`))
    const rendered = render(element)
    expect(templates(rendered).map((t) => t.strings.join("")).join("")).not.toContain("<img")
    expect(templates(rendered).some((t) => t.values.includes(evil))).toBe(true)
  })

  it("so far (the default): the numbers of the match up to the cursor, as the engine's statsSoFar gives them", () => {
    const element = new BbStats()
    element.replay = orc
    expect(element.mode).toBe("so-far")
    const index = Math.floor(orc.length / 2)
    element.seq = orc.events[index]!.seq
    const soFar = statsSoFar(orc).at(index)
    const teamCells = cells(render(element)).slice(0, TEAM_ROWS.length * soFar.teams.length)
    expect(teamCells).toEqual(TEAM_ROWS.flatMap((row) => soFar.teams.map((team) => ({ team: team.id, stat: row.path, value: at(team, row.path) }))))
    // Part-way is not the whole match: fewer blocks than at the end.
    expect(soFar.teams[0]!.blocks).toBeLessThan(matchStats(orc).teams[0]!.blocks)
    element.seq = 0
    expect(cells(render(element)).every((cell) => cell.value === 0), "nothing before the first event").toBe(true)
  })
})

describe("the dice-luck charts", () => {
  const stats = matchStats(orc)

  it("a bar per kind of roll per team, its length the difference from the odds on one scale, right for better luck", () => {
    const chart = luckBars(stats.teams)
    expect(chart.groups.map((g) => g.bars.map((b) => b.roll))).toEqual(stats.teams.map((team) => team.luck.map((l) => l.roll)))
    const bars = chart.groups.flatMap((g) => g.bars)
    for (const bar of bars) {
      expect(bar.better).toBe(bar.difference >= 0)
      if (bar.better) expect(bar.x).toBeCloseTo(chart.zero)
      else expect(bar.x + bar.width).toBeCloseTo(chart.zero)
    }
    // One scale: lengths in proportion to the differences.
    const [a, b] = bars.filter((bar) => Math.abs(bar.difference) > 0.5)
    expect(a!.width / b!.width).toBeCloseTo(Math.abs(a!.difference) / Math.abs(b!.difference), 1)
  })

  it("a line per team of its actual and expected successes, from nothing at the kick-off to its totals at full time", () => {
    const luck = luckLine(orc)
    const chart = luckLineChart(luck, orc.length)
    expect(chart.paths).toHaveLength(stats.teams.length)
    expect(chart.xOf(-1)).toBe(chart.left)
    expect(chart.xOf(orc.length - 1)).toBe(chart.right)
    for (const p of chart.paths) {
      expect(p.actual.startsWith(`M${chart.left},${chart.bottom}`)).toBe(true)
      expect(p.expected.startsWith(`M${chart.left},${chart.bottom}`)).toBe(true)
    }
    // The line's last point is the team's total in the stats.
    luck.teams.forEach((points, t) => {
      const total = stats.teams[t]!.luck.reduce((n, l) => n + l.successes, 0)
      expect(points.at(-1)!.successes).toBe(total)
    })
  })

  it("the element draws both charts; so far, the lines are cut at the cursor, the whole match shows them whole", () => {
    const element = new BbStats()
    element.replay = orc
    const index = Math.floor(orc.length / 3)
    element.seq = orc.events[index]!.seq
    const markup = (rendered: unknown) => templates(rendered).map((t) => t.strings.join("")).join("\n")
    const soFar = render(element)
    expect(markup(soFar)).toContain('class="luck-bars"')
    expect(markup(soFar)).toContain('class="luck-line"')
    const clipWidth = (rendered: unknown) => templates(rendered).find((t) => t.strings.join("").includes("<clipPath"))!.values.find((v) => typeof v === "number") as number
    const chart = luckLineChart(luckLine(orc), orc.length)
    expect(clipWidth(soFar)).toBeCloseTo(chart.xOf(index))
    element.mode = "whole"
    expect(clipWidth(render(element))).toBeCloseTo(chart.right)
  })
})
