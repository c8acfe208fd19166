import { spawnSync } from "node:child_process"
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import type { MatchStats } from "@sidelines/engine"

// `sidelines stats` on every bundled log, checked against counts taken straight from the log's
// lines with no rules at all: who rolled block dice, dodges and rushes, who spent which re-roll.
const root = fileURLToPath(new URL("../../../", import.meta.url))
const bin = join(root, "node_modules/.bin/sidelines")
const sidelines = (args: ReadonlyArray<string>) => {
  const result = spawnSync(bin, args, { cwd: root, encoding: "utf8" })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

const LOGS = readdirSync(join(root, "logs")).filter((file) => file.endsWith(".jsonl"))

type Line = { _tag: string; [field: string]: unknown }

/** Counts read from the raw lines. A roll straight after a RerollUsed (Loner's roll aside) re-rolls the one before. */
const countFromLines = (text: string) => {
  const [header, ...events] = text.trim().split("\n").map((line) => JSON.parse(line) as Line)
  const teamOf = new Map<string, string>()
  for (const team of (header as { teams: Array<{ id: string; players: Array<{ id: string }> }> }).teams) {
    for (const player of team.players) teamOf.set(player.id, team.id)
  }
  const perPlayer = new Map<string, { blocks: number; dodges: number; rushes: number }>()
  const get = (id: string) => perPlayer.get(id) ?? perPlayer.set(id, { blocks: 0, dodges: 0, rushes: 0 }).get(id)!
  const rerolls = new Map<string, Record<string, number>>()
  const rolls = new Map<string, number>() // "team:purpose" → rolls, re-rolls included
  let afterReroll = false
  for (const event of events) {
    if (event._tag === "RerollUsed") {
      const byTeam = rerolls.get(event.team as string) ?? {}
      byTeam[event.source as string] = (byTeam[event.source as string] ?? 0) + 1
      rerolls.set(event.team as string, byTeam)
      afterReroll = true
      continue
    }
    if (event._tag !== "DiceRolled" || event.player === undefined) continue
    const purpose = event.for as string
    if (purpose === "loner") continue
    const player = event.player as string
    const key = `${teamOf.get(player)}:${purpose}`
    rolls.set(key, (rolls.get(key) ?? 0) + 1)
    if (!afterReroll) {
      if (purpose === "block") get(player).blocks++
      if (purpose === "dodge") get(player).dodges++
      if (purpose === "rush") get(player).rushes++
    }
    afterReroll = false
  }
  return { perPlayer, rerolls, rolls }
}

const ROLL_PURPOSE: Record<string, string> = { Dodge: "dodge", Rush: "rush", "Pick-up": "pick-up", Catch: "catch", "Armour held": "armour", "Bone Head": "bone-head" }

describe("sidelines stats agrees with counts taken from the log's lines", () => {
  it.each(LOGS)("%s", (file) => {
    const run = sidelines(["stats", `logs/${file}`, "--json"])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    const stats = JSON.parse(run.stdout) as MatchStats
    const counted = countFromLines(readFileSync(join(root, "logs", file), "utf8"))
    let blocks = 0
    for (const player of stats.players) {
      const expected = counted.perPlayer.get(player.player) ?? { blocks: 0, dodges: 0, rushes: 0 }
      expect({ player: player.player, blocks: player.blocks, dodges: player.dodges, rushes: player.rushes }).toEqual({ player: player.player, ...expected })
      expect(Object.values(player.blocksByDice).reduce((a, b) => a + b, 0)).toBe(player.blocks)
      blocks += player.blocks
    }
    expect(blocks).toBeGreaterThan(0)
    for (const team of stats.teams) {
      const spent = counted.rerolls.get(team.id) ?? {}
      expect(team.rerollsBySource).toEqual({ "team-reroll": spent["team-reroll"] ?? 0, leader: spent["leader"] ?? 0, skill: spent["skill"] ?? 0 })
      for (const luck of team.luck) {
        const purpose = ROLL_PURPOSE[luck.roll]
        if (purpose !== undefined) expect({ roll: luck.roll, rolls: luck.rolls }).toEqual({ roll: luck.roll, rolls: counted.rolls.get(`${team.id}:${purpose}`) })
        expect(luck.successes).toBeLessThanOrEqual(luck.rolls)
        expect(luck.expected).toBeGreaterThan(0)
        expect(luck.expected).toBeLessThan(luck.rolls)
      }
    }
    // Touchdowns per player add up to the final score that `summary` derives by another road (the team's score).
    const summary = JSON.parse(sidelines(["summary", `logs/${file}`, "--json"]).stdout) as { teams: Array<{ id: string; score: number }> }
    for (const team of summary.teams) {
      expect(stats.players.filter((p) => stats.teams[p.team]!.id === team.id).reduce((sum, p) => sum + p.touchdowns, 0)).toBe(team.score)
    }
  })
})

describe("sidelines stats output", () => {
  it("prints each team's numbers and dice luck as text", () => {
    const run = sidelines(["stats", "logs/sample-drive.jsonl"])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("Gouged Eye Grinders\n  blocks         2 (1d 1, 2d against 1)")
    expect(run.stdout).toMatch(/Dodge\s+2\s+1\.0\s+1\s+\+0\.0/)
  })

  it("prints CSV tables, the counters or (with --luck) the dice", () => {
    const counters = sidelines(["stats", "logs/sample-drive.jsonl", "--csv"])
    expect(counters.code).toBe(0)
    expect(counters.stdout.split("\r\n")[1]).toMatch(/^team,orcs,,Gouged Eye Grinders,,2,/)
    const luck = sidelines(["stats", "logs/sample-drive.jsonl", "--csv", "--luck"])
    expect(luck.stdout.split("\r\n")[0]).toBe("team,roll,rolls,expected successes,successes,difference")
  })

  it("refuses --json with --csv, and --luck alone, as usage errors", () => {
    expect(sidelines(["stats", "logs/sample-drive.jsonl", "--json", "--csv"])).toMatchObject({ code: 2 })
    expect(sidelines(["stats", "logs/sample-drive.jsonl", "--luck"]).stderr).toContain("--luck chooses the CSV table")
  })

  it("exits 1 on a log without a valid header, saying why", () => {
    const run = spawnSync(bin, ["stats", "-"], { cwd: root, input: '{"_tag":"DiceRolled","seq":1}\n', encoding: "utf8" })
    expect(run.status).toBe(1)
    expect(run.stderr).toContain("no valid header")
  })
})
