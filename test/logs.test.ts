import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { encodeLog } from "@sidelines/schema"
import { SAMPLE_MATCHES, simulate } from "@sidelines/sim"
import { VARIANTS } from "@sidelines/engine"

// `npm run logs` must reproduce the bundled logs byte for byte: same seed, same match.
const logs = (file: string) => fileURLToPath(new URL(`../logs/${file}`, import.meta.url))

describe("the bundled logs regenerate byte for byte", () => {
  it.each(SAMPLE_MATCHES)("$file (seed $seed)", (sample) => {
    const match = simulate({ seed: sample.seed, variant: VARIANTS[sample.variant]!, teams: sample.teams, ...(sample.pitch === undefined ? {} : { pitch: sample.pitch }), ...(sample.mode === undefined ? {} : { mode: sample.mode }), ...(sample.stadium === undefined ? {} : { stadium: sample.stadium }) })
    expect(encodeLog(match.header, match.events)).toBe(readFileSync(logs(sample.file), "utf8"))
    expect(match.final.phase).toBe("full-time")
  })

  it("sample-drive.jsonl (hand-written, from scripts/sample-drive.mjs)", () => {
    const target = join(mkdtempSync(join(tmpdir(), "sidelines-logs-")), "drive.jsonl")
    execFileSync(process.execPath, [fileURLToPath(new URL("../scripts/sample-drive.mjs", import.meta.url)), target])
    expect(readFileSync(target, "utf8")).toBe(readFileSync(logs("sample-drive.jsonl"), "utf8"))
  })

  it("logs/README.md lists every bundled log", () => {
    const readme = readFileSync(logs("README.md"), "utf8")
    for (const file of [...SAMPLE_MATCHES.map((s) => s.file), "sample-drive.jsonl"]) expect(readme).toContain(file)
  })
})
