import { spawnSync } from "node:child_process"
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// These run the installed command itself (node_modules/.bin/sidelines → the compiled CLI),
// the way a user's `npx sidelines` does; `npm test` builds it first.
const root = fileURLToPath(new URL("../../../", import.meta.url))
const bin = join(root, "node_modules/.bin/sidelines")
const sample = "logs/sample-drive.jsonl"
const sampleText = readFileSync(join(root, sample), "utf8")

const sidelines = (args: ReadonlyArray<string>, input?: string) => {
  const result = spawnSync(bin, args, { cwd: root, input, encoding: "utf8" })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

const scratch = mkdtempSync(join(tmpdir(), "sidelines-cli-"))
const writeLog = (name: string, text: string) => {
  const path = join(scratch, name)
  writeFileSync(path, text)
  return path
}

/** The sample with line `n` (1-based) rewritten. */
const withLine = (n: number, rewrite: (line: string) => string) =>
  sampleText
    .split("\n")
    .map((line, i) => (i === n - 1 ? rewrite(line) : line))
    .join("\n")

describe("sidelines validate", () => {
  it("exits 0 on the bundled sample", () => {
    const run = sidelines(["validate", sample])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe("")
    expect(run.stderr).toContain("valid sidelines/1 log, 56 events")
  })

  it("exits 1 and points at line 3 when line 3 is corrupted", () => {
    const path = writeLog("corrupt-3.jsonl", withLine(3, (line) => line.slice(0, 25)))
    const run = sidelines(["validate", path])
    expect(run.code).toBe(1)
    expect(run.stdout.split("\n")[0]).toMatch(new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}:3:\\d+: invalid JSON`))
  })

  it("prints one compiler-style line per error and carries on past the first", () => {
    const text = withLine(4, (line) => line.replace('"faces":[3,4]', '"faces":[3,7]'))
      .split("\n")
      .map((line, i) => (i === 7 ? line.replace('"player":"h5"', '"player":"nobody"') : line))
      .join("\n")
    const run = sidelines(["validate", writeLog("two-errors.jsonl", text)])
    expect(run.code).toBe(1)
    const lines = run.stdout.trim().split("\n")
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/two-errors\.jsonl:4:\d+: faces\[1\]: a 2d6 shows 1 to 6, got 7$/)
    expect(lines[1]).toMatch(/two-errors\.jsonl:8:\d+: player: no player "nobody" in the header's rosters$/)
    expect(run.stderr).toContain("2 errors")
  })

  it("--json gives { valid, errors: [{ line, path, message }] }", () => {
    const bad = sidelines(["validate", "--json", writeLog("json.jsonl", withLine(2, (line) => line.replace('"d3"', '"d7"')))])
    expect(bad.code).toBe(1)
    const report = JSON.parse(bad.stdout)
    expect(report.valid).toBe(false)
    expect(report.errors[0]).toMatchObject({ line: 2, path: "die" })
    expect(report.errors[0].message).toMatch(/unknown die "d7" \(dice: coin, d3, d6, 2d6, d8, d16, block\)/)

    const good = sidelines(["validate", "--json", sample])
    expect(good.code).toBe(0)
    expect(JSON.parse(good.stdout)).toEqual({ valid: true, errors: [] })
  })

  it("reads standard input for -", () => {
    expect(sidelines(["validate", "-"], sampleText).code).toBe(0)
    const run = sidelines(["validate", "-"], withLine(5, (line) => line.replace('"seq":4', '"seq":2')))
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^<stdin>:5:\d+: seq: 2 is lower than 3 on line 4/)
  })

  it("caps the error list with --max-errors and says how many more there were", () => {
    const text = sampleText.replaceAll('"die":"d6"', '"die":"d5"')
    const run = sidelines(["validate", "--max-errors", "2", writeLog("many.jsonl", text)])
    expect(run.code).toBe(1)
    const lines = run.stdout.trim().split("\n")
    expect(lines).toHaveLength(3)
    expect(lines[2]).toMatch(/more errors? not shown \(reporting stops after 2\)/)
  })
})

describe("sidelines summary", () => {
  it("names the variant, the teams and the event count", () => {
    const run = sidelines(["summary", "--json", sample])
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result.variant).toBe("blood-bowl")
    expect(result.teams.map((team: { name: string }) => team.name)).toEqual(["Gouged Eye Grinders", "Altdorf Lions"])
    expect(result.events).toBe(56)
  })

  it("summarises an invalid log's valid prefix and exits 1", () => {
    const run = sidelines(["summary", "-"], withLine(17, (line) => line.replace("PlayerPlaced", "PlayerPlacd")))
    expect(run.code).toBe(1)
    expect(run.stdout).toContain("events    55 (15 before the first error)")
    expect(run.stderr).toMatch(/<stdin>:17:\d+: _tag: unknown event "PlayerPlacd" \(did you mean "PlayerPlaced"\?\)/)
  })
})

describe("several logs in one call: one start-up for a folder of logs", () => {
  const broken = () => writeLog("several-broken.jsonl", withLine(3, () => "{not json"))

  it("validate checks each file in turn, says each, and exits with the worst result", () => {
    const run = sidelines(["validate", sample, broken()])
    expect(run.code).toBe(1)
    expect(run.stderr).toContain(`${sample}: valid sidelines/1 log, 56 events`)
    expect(run.stderr).toMatch(/several-broken\.jsonl: 1 error/)
    expect(run.stdout).toMatch(/several-broken\.jsonl:3:\d+: invalid JSON/)
    expect(sidelines(["validate", sample, sample]).code).toBe(0)
  })

  it("validate --json gives an array, each entry with its file", () => {
    const run = sidelines(["validate", "--json", sample, broken()])
    const reports = JSON.parse(run.stdout) as Array<{ file: string; valid: boolean; errors: Array<{ line: number }> }>
    expect(reports.map((r) => [r.file.endsWith(".jsonl"), r.valid])).toEqual([[true, true], [true, false]])
    expect(reports[0]!.file).toBe(sample)
    expect(reports[1]!.errors[0]!.line).toBe(3)
  })

  it("summary and stats count each file; --json is an array in the order given", () => {
    const summary = sidelines(["summary", "--json", sample, "logs/bb-orc-v-human.jsonl"])
    expect(summary.code).toBe(0)
    const summaries = JSON.parse(summary.stdout) as Array<{ file: string; events: number; variant: string }>
    expect(summaries.map((s) => s.file)).toEqual([sample, "logs/bb-orc-v-human.jsonl"])
    expect(summaries[0]!.events).toBe(56)
    // Each entry is what the file alone gives, with its name.
    expect(summaries[1]).toEqual({ file: "logs/bb-orc-v-human.jsonl", ...JSON.parse(sidelines(["summary", "--json", "logs/bb-orc-v-human.jsonl"]).stdout) })
    const text = sidelines(["summary", sample, "logs/bb-orc-v-human.jsonl"]).stdout
    expect(text.indexOf(sample)).toBeLessThan(text.indexOf("logs/bb-orc-v-human.jsonl"))
    const stats = sidelines(["stats", "--json", sample, "logs/bb-orc-v-human.jsonl"])
    expect(stats.code).toBe(0)
    const counted = JSON.parse(stats.stdout) as Array<{ file: string; teams: Array<unknown> }>
    expect(counted.map((c) => [c.file, c.teams.length])).toEqual([[sample, 2], ["logs/bb-orc-v-human.jsonl", 2]])
  })

  it("a file that cannot be read is said in one line, the others are still read, and the exit is 2", () => {
    const run = sidelines(["validate", join(scratch, "no-such-file.jsonl"), sample])
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(/sidelines validate: cannot read .*no-such-file\.jsonl/)
    expect(run.stderr).toContain(`${sample}: valid sidelines/1 log, 56 events`)
  })

  it("standard input at most once, and --csv for one match only", () => {
    const twice = sidelines(["validate", "-", "-"], sampleText)
    expect(twice.code).toBe(2)
    expect(twice.stderr).toContain("can read standard input (-) only once")
    const csv = sidelines(["stats", "--csv", sample, sample])
    expect(csv.code).toBe(2)
    expect(csv.stderr).toContain("--csv makes one table of one match")
  })
})

describe("sidelines schema", () => {
  it("prints the committed JSON Schema", () => {
    const run = sidelines(["schema"])
    expect(run.code).toBe(0)
    expect(run.stdout).toBe(readFileSync(join(root, "packages/schema/log-format.schema.json"), "utf8"))
  })
})

describe("usage", () => {
  it.each(["validate", "summary", "schema"])("%s --help explains the command and exits 0", (command) => {
    const run = sidelines([command, "--help"])
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(new RegExp(`^Usage: sidelines ${command}`))
  })

  it("sidelines --help lists the commands", () => {
    const run = sidelines(["--help"])
    expect(run.code).toBe(0)
    for (const command of ["validate", "summary", "schema"]) expect(run.stdout).toContain(command)
  })

  it.each([
    [["frobnicate"], /unknown command "frobnicate"/],
    [["validate"], /validate needs a log file/],
    [["validate", "--bogus", sample], /Unknown option '--bogus'/],
    [["validate", "--max-errors", "zero", sample], /--max-errors needs a whole number/],
    [["validate", "no-such-file.jsonl"], /cannot read no-such-file\.jsonl: no such file/],
    [[], /Usage: sidelines <command>/]
  ])("%j is a usage error: exit 2", (args, message) => {
    const run = sidelines(args)
    expect(run.code).toBe(2)
    expect(run.stdout + run.stderr).toMatch(message)
  })
})

describe("who won", () => {
  it("summary names the winner at full time, and a draw as one", () => {
    const won = sidelines(["summary", "--json", "logs/bb-skaven-v-dwarf.jsonl"])
    expect(JSON.parse(won.stdout).winners).toEqual([JSON.parse(won.stdout).teams[0].id])
    expect(JSON.parse(won.stdout).decidedBy).toBe("most touchdowns (2–0)")
    expect(sidelines(["summary", "logs/bb-skaven-v-dwarf.jsonl"]).stdout).toContain("(full time: Clan Mors Rats win, by most touchdowns (2–0))")
    expect(JSON.parse(sidelines(["summary", "--json", "logs/bb-orc-v-human.jsonl"]).stdout).winners).toEqual([])
    expect(JSON.parse(sidelines(["summary", "--json", sample]).stdout).winners).toBe(null)
  })
})

describe("the engine commands on the bundled sample", () => {
  it("replay --at --json gives the state after that event: Jurgen KO'd, Grishnak followed up, Lurtz holds the ball", () => {
    const run = sidelines(["replay", sample, "--at", "45", "--json"])
    expect(run.code).toBe(0)
    const state = JSON.parse(run.stdout)
    expect(state).toMatchObject({ seq: 45, half: 1, turn: 1, activeTeam: "orcs", score: { orcs: 0, humans: 0 }, weather: "perfect-conditions", ball: { at: [6, 7], carriedBy: "o4" } })
    const by = (id: string) => state.players.find((p: { id: string }) => p.id === id)
    expect(by("h1")).toEqual({ id: "h1", team: "humans", at: null, box: "ko", status: null })
    expect(by("o1")).toEqual({ id: "o1", team: "orcs", at: [13, 8], box: null, status: "standing" })
    expect(by("h5")).toMatchObject({ at: [14, 7], status: "standing" })
  })

  it("replay draws the pitch and the dugouts", () => {
    const run = sidelines(["replay", sample, "--at", "end"])
    expect(run.code).toBe(0)
    expect(run.stdout).toContain("Half 1 · Drive 1 · Gouged Eye Grinders turn 2")
    expect(run.stdout).toContain("KO'd: #1")
    expect(run.stdout).toMatch(/ 10 .* A01 /)
  })

  it("replay of a seq the log does not have is a usage error", () => {
    expect(sidelines(["replay", sample, "--at", "999"]).code).toBe(2)
  })

  it("explain gives the failed dodge's target, its modifier and where it comes from", () => {
    const run = sidelines(["explain", sample, "--seq", "48", "--json"])
    expect(run.code).toBe(0)
    const explanation = JSON.parse(run.stdout)
    expect(explanation.rulings[0]).toMatchObject({
      rule: "Dodge",
      player: "o1",
      dice: [1],
      target: 3,
      modifiers: [{ value: -1, source: "marked by Dieter (#2)" }],
      success: false,
      disputes: []
    })
    expect(explanation.next).toMatchObject({ kind: "decision", events: ["RerollUsed", "RerollDeclined"] })
    const text = sidelines(["explain", sample, "--seq", "48"]).stdout
    expect(text).toMatch(/Dodge \(Grishnak\): d6 \[1\] · target 3\+ · modifiers -1 marked by Dieter \(#2\) · total 0 → failure/)
  })

  it("summary --json reports the KO Jurgen suffered and no disputes", () => {
    const run = sidelines(["summary", sample, "--json"])
    expect(run.code).toBe(0)
    const result = JSON.parse(run.stdout)
    expect(result.teams[1]).toMatchObject({ id: "humans", koSuffered: 1, casualtiesSuffered: { bh: 0, si: 0, dead: 0 }, touchdowns: 0 })
    expect(result).toMatchObject({ finished: false, phase: "team-turn", disputes: [], violations: [] })
    expect(result.drives).toEqual([{ drive: 1, half: 1, kickingTeam: "humans", startSeq: 6, endSeq: null, ended: null }])
  })

  it("a claim the rules disagree with is a dispute: exit 1, or 0 with --trust-claims, reported either way", () => {
    const disputed = sampleText.replace('"faces":[6,4],"for":"armour","player":"h1","claimed":{"result":"broken"}', '"faces":[6,4],"for":"armour","player":"h1","claimed":{"result":"not-broken"}')
    expect(disputed).not.toBe(sampleText)
    const path = writeLog("disputed.jsonl", disputed)
    const plain = sidelines(["summary", path, "--json"])
    expect(plain.code).toBe(1)
    expect(JSON.parse(plain.stdout).disputes).toEqual([{ seq: 43, rule: "Armour", field: "result", claimed: "not-broken", derived: "broken", followed: "rules" }])
    const explained = sidelines(["explain", path, "--seq", "43"])
    expect(explained.code).toBe(1)
    expect(explained.stdout).toContain('DISPUTE: the log claims result "not-broken", the rules give "broken" (the fold follows the rules)')
    // Trusting the claim, the armour holds, so the injury roll that follows no longer fits.
    const trusted = sidelines(["summary", path, "--json", "--trust-claims"])
    const summary = JSON.parse(trusted.stdout)
    expect(summary.disputes[0]).toMatchObject({ followed: "claim" })
    expect(summary.violations[0]).toMatchObject({ seq: 44 })
    expect(trusted.code).toBe(1)
  })

  it("a log that breaks the rules stops the fold: summary names the seq and the rule", () => {
    const broken = sampleText.replace('"seq":34,"player":"o1","to":[10,6]', '"seq":34,"player":"o1","to":[12,5]')
    expect(broken).not.toBe(sampleText)
    const run = sidelines(["summary", writeLog("broken.jsonl", broken), "--json"])
    expect(run.code).toBe(1)
    const result = JSON.parse(run.stdout)
    expect(result.violations).toEqual([{ seq: 34, kind: "RuleViolation", rule: "movement", message: expect.stringMatching(/M6 is not next to K6/) }])
    expect(result.folded).toBe(33)
  })
})

describe("replay --json and players who have not joined the match", () => {
  it("the Holiday sample's Yhetees wait outside the match (no Roaming Yhetees is rolled): the state lists only the header's players", () => {
    const run = sidelines(["replay", "logs/holiday-human-v-orc.jsonl", "--at", "end", "--json"])
    expect(run.code).toBe(0)
    const state = JSON.parse(run.stdout) as { players: Array<{ id: string }> }
    const header = JSON.parse(readFileSync(join(root, "logs/holiday-human-v-orc.jsonl"), "utf8").split("\n")[0]!) as { teams: Array<{ players: Array<{ id: string }> }> }
    expect(state.players.map((p) => p.id).sort()).toEqual(header.teams.flatMap((t) => t.players.map((p) => p.id)).sort())
  })
})
