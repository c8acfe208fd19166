import { spawnSync } from "node:child_process"
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// `sidelines rules` runs the compiled CLI, as cli.test.ts does (`npm test` builds it first).
const root = fileURLToPath(new URL("../../../", import.meta.url))
const bin = join(root, "node_modules/.bin/sidelines")
const sidelines = (args: ReadonlyArray<string>) => {
  const result = spawnSync(bin, args, { cwd: root, encoding: "utf8" })
  return { code: result.status, stdout: result.stdout, stderr: result.stderr }
}

/** A repository of one test file tagging Block only, and a map with one line naming no test. */
const fakeRepository = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "sidelines-rules-"))
  mkdirSync(join(dir, "packages/engine/test"), { recursive: true })
  mkdirSync(join(dir, "docs"))
  const title = ["Block", "[skill:block]"].join(" ")
  writeFileSync(join(dir, "packages/engine/test/fake.test.ts"), `it(${JSON.stringify(title)}, () => {})\n`)
  writeFileSync(join(dir, "docs/rule-tests.md"), "| rule | test file | title |\n| --- | --- | --- |\n| skill:dodge | packages/engine/test/fake.test.ts | Dodge |\n")
  return dir
}

describe("sidelines rules", () => {
  it("lists each skill, action, inducement and table row with whether the engine folds it", () => {
    const run = sidelines(["rules"])
    expect(run.code).toBe(0)
    // The rulebook's 88 skills and traits, the Red Gobbo's rule, the Vampire roster's Bloodlust and the Chaos Dwarf Flamesmith's Breathe Fire.
    expect(run.stdout).toMatch(/^Skills, traits and special rules: \d+ of 96 implemented\n/)
    expect(run.stdout).toMatch(/^ {4}Breathe Fire +implemented$/m)
    expect(run.stdout).toMatch(/^ {4}breathe-fire +implemented$/m)
    expect(run.stdout).toMatch(/^ {4}Dodge +implemented$/m)
    expect(run.stdout).toMatch(/^ {4}Plague Ridden +implemented$/m)
    // Every Blood Bowl 2020 star player's special rule, in a section of its own.
    expect(run.stdout).toMatch(/^Star players' special rules: \d+ of 63 implemented\n/m)
    expect(run.stdout).toMatch(/^ {4}Tasty Morsel +implemented$/m)
    // A Special Plays card, as a table row (Ball Clone, the card with a second ball, folds too).
    expect(run.stdout).toMatch(/^ +11 {2}Ball Clone +implemented$/m)
    // An action no Blood Bowl 2020 variant has (FFB's Blood Bowl 2025 Secure the Ball) is said so.
    expect(run.stdout).toMatch(/^Actions: 17 of 17 implemented \(1 not applicable\)$/m)
    expect(run.stdout).toMatch(/^ {4}secure-the-ball +not applicable$/m)
    expect(run.stdout).toMatch(/^ {4}casualty: not applicable \(/m)
    expect(run.stdout).toMatch(/^ {6} +10 {2}Black Market Dealer +(not )?implemented$/m)
    expect(run.stdout).not.toContain("tested")
  })

  it("--coverage on this repository: every implemented rule is named by a test, exit 0", () => {
    const run = sidelines(["rules", "--coverage"])
    expect(run.stderr).toBe("")
    expect(run.code).toBe(0)
    expect(run.stdout).toMatch(/^ {4}Dodge +tested$/m)
    expect(run.stdout).toMatch(/Get the Ref +tested \(on blood-bowl: the same row\)$/m)
    expect(run.stdout.trimEnd().split("\n").at(-1)).toBe("Every implemented rule is named by a test.")
  })

  it("--coverage --json gives every rule with its status and tests, and the failures (none)", () => {
    const run = sidelines(["rules", "--coverage", "--json"])
    expect(run.code).toBe(0)
    const report = JSON.parse(run.stdout) as { rules: Array<{ id: string; status: string; tests: Array<{ path: string }> }>; tables: Array<unknown>; failures: Array<string> }
    expect(report.failures).toEqual([])
    const claws = report.rules.find((r) => r.id === "skill:claws")!
    expect(claws.status).toBe("tested")
    expect(claws.tests[0]!.path).toBe("packages/engine/test/skills.test.ts")
    expect(report.rules.find((r) => r.id === "action:throw-snowball")!.status).toBe("tested")
    expect(report.rules.find((r) => r.id === "action:secure-the-ball")).toMatchObject({ status: "not-applicable", source: expect.stringMatching(/Blood Bowl 2025/) })
    expect(report.rules.find((r) => r.id === "row:sevens/casualty/badly-hurt")).toBeUndefined()
  })

  it("--coverage fails (exit 1) on a repository whose tests leave implemented rules unnamed, and says which", () => {
    const run = sidelines(["rules", "--coverage", "--root", fakeRepository()])
    expect(run.code).toBe(1)
    expect(run.stdout).toMatch(/^ {4}Block +tested$/m)
    expect(run.stdout).toMatch(/^ {4}Dodge +implemented$/m)
    expect(run.stdout).toContain("skill:dodge (Dodge) is implemented (IMPLEMENTED_SKILLS (model/skills.ts)) but no test names it")
    expect(run.stdout).toContain(`rule-test map line 3: packages/engine/test/fake.test.ts has no live test titled "Dodge"`)
    expect(run.stdout).not.toContain("Every implemented rule is named by a test.")
  })

  it.each([
    [["rules", "extra"], /rules takes no file/],
    [["rules", "--root", "."], /--root only goes with --coverage/],
    [["rules", "--coverage", "--root", "/nonexistent-sidelines"], /no repository at \/nonexistent-sidelines/]
  ])("%j is a usage error: exit 2", (args, message) => {
    const run = sidelines(args)
    expect(run.code).toBe(2)
    expect(run.stderr).toMatch(message)
  })
})
