import { spawn, spawnSync } from "node:child_process"
import { existsSync, linkSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { matchStart, replay } from "../../fumbbl/test/ffb-shapes.js"

// Hostile and huge input, and output that cannot be written (issue 22): every command ends with
// exit 0, 1 or 2 and at most one line on standard error, never a stack trace. These run the
// installed command, as cli.test.ts does.
const root = fileURLToPath(new URL("../../../", import.meta.url))
const bin = join(root, "node_modules/.bin/sidelines")
const header = readFileSync(join(root, "logs/sample-drive.jsonl"), "utf8").split("\n")[0]!
const scratch = mkdtempSync(join(tmpdir(), "sidelines-hostile-"))

const sidelines = (args: ReadonlyArray<string>, env: Record<string, string> = {}) => {
  const result = spawnSync(bin, args, { cwd: root, encoding: "utf8", env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 })
  return { code: result.status, signal: result.signal, stdout: result.stdout, stderr: result.stderr }
}

const noStackTrace = (stderr: string) => {
  expect(stderr).not.toMatch(/^\s+at /m)
  expect(stderr.trim().split("\n")).toHaveLength(1)
}

/** A log whose second line is one DiceRolled with `items` faces: 2 characters an item. */
const hugeFaces = (name: string, items: number) => {
  const path = join(scratch, name)
  writeFileSync(path, `${header}\n{"_tag":"DiceRolled","seq":1,"die":"d6","for":"dodge","faces":[${"3,".repeat(items - 1)}3]}\n`)
  return path
}

describe("huge lines", () => {
  it("refuses a 10 MB line as over the limit, in one error", () => {
    const run = sidelines(["validate", hugeFaces("ten-mb.jsonl", 5_000_000)])
    expect(run.signal).toBeNull()
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/ten-mb\.jsonl:2:1: the line is longer than the limit of 1,000,000 characters/)
    expect(run.stdout.trim().split("\n")).toHaveLength(1)
  })

  it("refuses a 5-million-item array, with the line limit raised, without building it", () => {
    const run = sidelines(["validate", hugeFaces("five-million.jsonl", 5_000_000)], { SIDELINES_MAX_LINE_LENGTH: "20000000" })
    expect(run.signal).toBeNull()
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/five-million\.jsonl:2:\d+: faces: an array of more than 10,000 items, over the limit/)
  })

  it("takes the limits from the environment, and refuses a value that is not a number", () => {
    const path = hugeFaces("forty.jsonl", 40)
    expect(sidelines(["validate", path], { SIDELINES_MAX_ARRAY_LENGTH: "30" }).stdout).toMatch(/faces: an array of more than 30 items/)
    const bad = sidelines(["validate", path], { SIDELINES_MAX_ARRAY_LENGTH: "lots" })
    expect(bad.code).toBe(2)
    expect(bad.stderr).toMatch(/^sidelines validate: SIDELINES_MAX_ARRAY_LENGTH needs a whole number above 0, got "lots"/)
  })
})

describe("output that cannot be written", () => {
  it("names a missing folder for -o, exit 2, one line", () => {
    const run = sidelines(["simulate", "--variant", "blood-bowl", "--seed", "3", "-o", "/nonexistent/x.jsonl"])
    expect(run.code).toBe(2)
    expect(run.stderr).toBe("sidelines simulate: cannot write /nonexistent/x.jsonl: no such folder /nonexistent\n")
  })

  it.skipIf(!existsSync("/dev/full"))("names a full device for -o and for standard output, exit 2, one line", () => {
    const file = sidelines(["simulate", "--variant", "blood-bowl", "--seed", "3", "-o", "/dev/full"])
    expect(file.code).toBe(2)
    expect(file.stderr).toBe("sidelines simulate: cannot write /dev/full: no space left on the device\n")
    // The device is still a device: it was written to, not renamed over.
    expect(statSync("/dev/full").isCharacterDevice()).toBe(true)

    const out = spawnSync(`"${bin}" summary logs/sample-drive.jsonl > /dev/full`, { cwd: root, shell: true, encoding: "utf8" })
    expect(out.status).toBe(2)
    expect(out.stderr).toBe("sidelines summary: cannot write standard output: no space left on the device\n")
  })

  it("exits quietly when the reader of standard output goes away (EPIPE)", async () => {
    const child = spawn(bin, ["schema"], { cwd: root, stdio: ["ignore", "pipe", "pipe"] })
    let stderr = ""
    child.stderr.on("data", (chunk) => (stderr += chunk))
    // Close our end before reading anything: the command's writes meet a closed pipe.
    child.stdout.destroy()
    const code = await new Promise<number | null>((resolve) => child.on("close", (status) => resolve(status)))
    expect(code).toBe(0)
    expect(stderr).toBe("")
  })

  it("never leaves a half-written file: a write that fails part-way leaves the old file and no temporary", () => {
    const dir = mkdtempSync(join(scratch, "whole-"))
    const target = join(dir, "match.jsonl")
    writeFileSync(target, "the old log\n")
    // ulimit -f caps the size of a file the process writes (1 KB): the log fails part-way, as on a full disk.
    const capped = spawnSync(`ulimit -f 1; "${bin}" simulate --variant blood-bowl --seed 4 -o "${target}"`, { cwd: root, shell: "/bin/bash", encoding: "utf8" })
    expect(capped.status).toBe(2)
    expect(capped.stderr).toMatch(/^sidelines simulate: cannot write .*match\.jsonl: EFBIG/)
    noStackTrace(capped.stderr)
    expect(readFileSync(target, "utf8")).toBe("the old log\n")
    expect(readdirSync(dir)).toEqual(["match.jsonl"])

    // Uncapped, the same command replaces the file whole.
    expect(sidelines(["simulate", "--variant", "blood-bowl", "--seed", "4", "-o", target]).code).toBe(0)
    expect(readFileSync(target, "utf8")).toBe(sidelines(["simulate", "--variant", "blood-bowl", "--seed", "4"]).stdout)
    expect(readdirSync(dir)).toEqual(["match.jsonl"])
  })
})

describe("inputs are never overwritten", () => {
  const replayFile = (dir: string) => {
    const path = join(dir, "r.json")
    writeFileSync(path, JSON.stringify(replay(matchStart())))
    return path
  }

  it("import refuses an -o that is its input, by path, through another spelling, or a hard link", () => {
    const dir = mkdtempSync(join(scratch, "input-"))
    const input = replayFile(dir)
    const original = readFileSync(input, "utf8")
    // The replay converts: the refusal below is about the output, not the input.
    expect(sidelines(["import", "fumbbl", input, "-o", join(dir, "out.jsonl")]).code).not.toBe(2)
    linkSync(input, join(dir, "link.json"))
    for (const output of [input, `${dir}/./r.json`, join(dir, "link.json")]) {
      const run = sidelines(["import", "fumbbl", input, "-o", output])
      expect(run.code).toBe(2)
      expect(run.stderr).toMatch(/^sidelines import: cannot write .*: it is the input .*r\.json; give another -o file\n$/)
      expect(readFileSync(input, "utf8")).toBe(original)
    }
  })

  it("import refuses an -o that is the file standard input comes from", () => {
    const dir = mkdtempSync(join(scratch, "stdin-"))
    const input = replayFile(dir)
    const original = readFileSync(input, "utf8")
    const run = spawnSync(`"${bin}" import fumbbl - -o "${input}" < "${input}"`, { cwd: root, shell: "/bin/bash", encoding: "utf8" })
    expect(run.status).toBe(2)
    expect(run.stderr).toMatch(/it is the input \(standard input\)/)
    expect(readFileSync(input, "utf8")).toBe(original)
  })
})
