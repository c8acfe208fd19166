import { describe, expect, it } from "vitest"
import { ACTIONS } from "@sidelines/schema"
import {
  catalogue, type Catalogue, coverage, coverageFailures, IMPLEMENTED_SKILLS, liveTitles, mappedEvidence, parseRuleMap, type Rule, SPECIAL_RULES, STAR_PLAYER_SPECIAL_RULES, taggedEvidence, variantsByKey
} from "@sidelines/engine"
import { gutterHeader, gutterKickOff } from "./support/gutter.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"
import { kickOffHeader, kickOffPosition, kickOffRoll } from "./support/kick-off-support.js"
import { Events, header, play, player, positionOf } from "./support/scenario.js"

// The coverage report's machinery (src/catalogue/): the catalogue read from the engine, the
// test-title scan, the rule-test map, and the gate that fails the suite (test/coverage.test.ts).

const rule = (id: string, implementation: Rule["implementation"], sameAs: ReadonlyArray<string> = []): Rule => ({
  id, kind: id.startsWith("row:") ? "row" : "skill", name: id, group: "fake", variant: null, implementation, source: "fake", sameAs
})

/** A made-up catalogue: two implemented skills, one not, and a row two variants share. */
const fake: Catalogue = {
  rules: [
    rule("skill:dodge", "implemented"),
    rule("skill:block", "implemented"),
    rule("skill:kick", "not-implemented"),
    rule("row:a/kick-off/riot", "implemented", ["row:b/kick-off/riot"]),
    rule("row:b/kick-off/riot", "implemented", ["row:a/kick-off/riot"])
  ],
  tables: [],
  problems: []
}

const source = (text: string, path = "packages/x/test/x.test.ts") => ({ path, text })

/**
 * A line of a made-up test file: `call("it", "title")` is it("title", () => {}). Written this way
 * so that the scan of this very file (the gate in test/coverage.test.ts) does not take the
 * made-up tests for real ones.
 */
const call = (fn: string, title: string, quote = '"') => `${fn}(${quote}${title}${quote}, () => {})`

describe("the coverage gate on a made-up catalogue", () => {
  it("fails when an implemented rule has no test naming it, and says which", () => {
    const evidence = taggedEvidence([source([call("it", "dodges [skill:dodge]"), call("it", "riot on a [row:a/kick-off/riot]")].join("\n"))])
    const failures = coverageFailures(coverage(fake, evidence))
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatch(/^skill:block .* no test names it$/)
  })

  it("passes once every implemented rule is named; a rule not implemented needs no test", () => {
    const evidence = taggedEvidence([source([call("describe", "Block [skill:block]"), call("it", "[skill:dodge] dodges"), call("it", "[row:b/kick-off/riot]")].join("\n"))])
    const report = coverage(fake, evidence)
    expect(coverageFailures(report)).toEqual([])
    expect(report.rules.map((r) => r.status)).toEqual(["tested", "tested", "not-implemented", "tested", "tested"])
    // Row a is tested through row b: the same row id in the same table, folded by the same code.
    expect(report.rules[3]!).toMatchObject({ tests: [], sharedTests: [{ rule: "row:b/kick-off/riot" }] })
  })

  it("fails on a tag that names no rule (a typo would otherwise count for nothing, silently)", () => {
    const evidence = taggedEvidence([source(call("it", "[skill:dodge] [skill:block] [row:a/kick-off/riot] [skill:dodgee]"))])
    expect(coverageFailures(coverage(fake, evidence))).toEqual([expect.stringContaining("names skill:dodgee, which is no rule of the catalogue")])
  })

  it("fails on a problem of the catalogue itself", () => {
    const everything = taggedEvidence([source(call("it", "[skill:dodge] [skill:block] [row:a/kick-off/riot]"))])
    expect(coverageFailures(coverage({ ...fake, problems: ["IMPLEMENTED_SKILLS has \"dodgy\""] }, everything))).toEqual(["IMPLEMENTED_SKILLS has \"dodgy\""])
  })
})

describe("which titles count", () => {
  it("describe, it and test titles in any quotes, with their lines; skipped, todo and failing tests do not count", () => {
    const text = [
      call("describe", "A [skill:dodge]"),
      call("it", "b \\'quoted\\'", "'"),
      call("test", "c", "`"),
      call("it.skip", "skipped [skill:block]"),
      call("it.todo", "todo [skill:block]"),
      call("it.fails", "fails [skill:block]"),
      call("it.concurrent", "concurrent")
    ].join("\n")
    expect(liveTitles(source(text)).map((t) => [t.line, t.title])).toEqual([[1, "A [skill:dodge]"], [2, "b 'quoted'"], [3, "c"], [7, "concurrent"]])
  })

  it("commented-out tests do not count", () => {
    const text = ["// " + call("it", "line [skill:dodge]"), "/* " + call("it", "block [skill:dodge]") + " */", "x() // " + call("it", "tail [skill:dodge]"), call("it", "live [skill:block]")].join("\n")
    expect(taggedEvidence([source(text)]).map((e) => e.title)).toEqual(["live [skill:block]"])
  })

  it("nothing after a describe.skip counts (the scan does not follow blocks, so it errs on the side of untested)", () => {
    const text = [call("it", "before [skill:dodge]"), call("describe" + ".skip", "off"), call("it", "inside [skill:block]"), call("it", "after [skill:block]")].join("\n")
    expect(taggedEvidence([source(text)]).map((e) => e.rule)).toEqual(["skill:dodge"])
  })
})

describe("the rule-test map", () => {
  const map = [
    "| rule | test file | title |",
    "| --- | --- | --- |",
    "| skill:block | packages/x/test/x.test.ts | Both down: a player with Block stays up |",
    "| skill:dodge | packages/x/test/x.test.ts | a title with a \\| in it |",
    "| skill:dodge | packages/x/test/x.test.ts | a title that is not there |",
    "| skill:dodge | packages/x/test/gone.test.ts | Both down: a player with Block stays up |",
    "| skill:block | packages/x/test/x.test.ts | a skipped test |",
    "not a row | skill:dodge | x |"
  ].join("\n")
  const tests = source([call("it", "Both down: a player with Block stays up"), call("it", "a title with a | in it"), call("it.skip", "a skipped test")].join("\n"))

  it("reads its table rows, with \\| for a | in a title", () => {
    expect(parseRuleMap(map).map((l) => [l.rule, l.title, l.line])).toEqual([
      ["skill:block", "Both down: a player with Block stays up", 3],
      ["skill:dodge", "a title with a | in it", 4],
      ["skill:dodge", "a title that is not there", 5],
      ["skill:dodge", "Both down: a player with Block stays up", 6],
      ["skill:block", "a skipped test", 7]
    ])
  })

  it("a line counts only when its file has a live test of exactly that title; the others are problems", () => {
    const { evidence, problems } = mappedEvidence(parseRuleMap(map), [tests])
    expect(evidence.map((e) => [e.rule, e.title])).toEqual([["skill:block", "Both down: a player with Block stays up"], ["skill:dodge", "a title with a | in it"]])
    expect(problems).toEqual([
      `rule-test map line 5: packages/x/test/x.test.ts has no live test titled "a title that is not there"`,
      "rule-test map line 6: no test file packages/x/test/gone.test.ts",
      `rule-test map line 7: packages/x/test/x.test.ts has no live test titled "a skipped test"`
    ])
  })
})

describe("the catalogue, read from the engine", () => {
  const real = catalogue()
  const byId = new Map(real.rules.map((r) => [r.id, r]))

  // These check the catalogue against the fold itself, not against a list of today's statuses, so
  // they hold while rules are added.
  it("lists every skill IMPLEMENTED_SKILLS has, as implemented, and no other; and has no problem", () => {
    expect(real.problems).toEqual([])
    const implemented = real.rules.filter((r) => (r.kind === "skill" || r.kind === "trait" || r.kind === "special") && r.implementation === "implemented")
    expect(implemented.map((r) => r.name.toLowerCase()).sort()).toEqual([...IMPLEMENTED_SKILLS].sort())
    // The rulebook's 88 skills and traits, and the star players' special rules and the roster-only traits listed apart.
    expect(real.rules.filter((r) => (r.kind === "skill" || r.kind === "trait") && r.group !== "Special rules" && r.group !== "Roster traits")).toHaveLength(88)
    expect(real.rules.filter((r) => r.group === "Roster traits").map((r) => r.id)).toEqual(["trait:bloodlust", "trait:breathe-fire", "trait:drunkard", "trait:pick-me-up", "trait:hit-and-run", "trait:my-ball", "trait:trickster"])
    expect(real.rules.filter((r) => r.group === "Special rules").map((r) => r.id)).toEqual(["skill:presents-for-everyone"])
  })

  it("lists Blood Bowl 2020's star players' special rules in a section of their own, tagged special:", () => {
    const specials = real.rules.filter((r) => r.kind === "special")
    expect(specials).toHaveLength(STAR_PLAYER_SPECIAL_RULES.length)
    expect(new Set(specials.map((r) => r.id)).size).toBe(specials.length)
    expect(specials.every((r) => r.group === SPECIAL_RULES)).toBe(true)
    expect(byId.get("special:consummate-professional")?.name).toBe("Consummate Professional")
    expect(byId.get("special:i-ll-be-back")?.name).toBe("I'll be back!")
    // A tag of the new kind is read like the others.
    expect(taggedEvidence([{ path: "t.test.ts", text: call("it", "Ram [special:ram]") }]).map((e) => e.rule)).toEqual(["special:ram"])
  })

  it("an action is implemented exactly when declaring it in a team turn does not stop as Unsupported", () => {
    const { match, state } = positionOf(header([player("h1")], [player("a1")]), { team: 0, at: { h1: [5, 7], a1: [15, 7] } })
    for (const action of ACTIONS) {
      const played = play(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action }).list)
      const unsupported = played.violation?._tag === "Unsupported" && played.violation.feature === `action: ${action}`
      const listed = byId.get(`action:${action}`)!
      // Folded in Blood Bowl: implemented. Not folded there: implemented only where the report names the variants folding it.
      if (!unsupported) expect([action, listed.implementation]).toEqual([action, "implemented"])
      // Not folded anywhere: not implemented, or not applicable where no variant has the action (Blood Bowl 2025's Secure the Ball).
      else expect([action, listed.implementation]).toEqual([action, listed.source.includes("(folded in ") ? "implemented" : listed.source.includes("Blood Bowl 2025") ? "not-applicable" : "not-implemented"])
    }
    expect(byId.get("action:move")?.implementation).toBe("implemented")
  })

  it("an action only a variant folds is implemented and names it: Throw Snowball, refused as Unsupported in Blood Bowl, is taken in the Holiday Special", () => {
    const bb = positionOf(header([player("h1")], [player("a1")]), { team: 0, at: { h1: [5, 7], a1: [15, 7] } })
    const inBloodBowl = play(bb.match, bb.state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "throw-snowball" }).list)
    expect(inBloodBowl.violation).toMatchObject({ _tag: "Unsupported", feature: "action: throw-snowball" })
    const holiday = holidayPosition(holidayHeader(), { team: 0, at: { h1: [5, 7], a1: [8, 7] } })
    const inHoliday = play(holiday.match, holiday.state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "throw-snowball" }).list)
    expect(inHoliday.violation).toBeNull()
    expect(byId.get("action:throw-snowball")).toMatchObject({ implementation: "implemented" })
    expect(byId.get("action:throw-snowball")!.source).toContain("(folded in holiday-special)")
  })

  it("a kick-off row is implemented exactly when rolling it does not stop as Unsupported, on every table", () => {
    const positions = {
      "blood-bowl": () => kickOffPosition(kickOffHeader(), { landing: [20, 5] }),
      "gutter-bowl.street": () => gutterKickOff(gutterHeader("street"), [18, 7]),
      "gutter-bowl.sewer": () => gutterKickOff(gutterHeader("sewer"), [18, 7])
    }
    for (const [variant, position] of Object.entries(positions)) {
      const table = real.tables.find((t) => t.variant === variant && t.table === "kick-off")!
      expect(table.rows).toHaveLength(11)
      table.rows.forEach((id, i) => {
        const { match, state } = position()
        const played = play(match, state, kickOffRoll(i + 2).list)
        const unsupported = played.violation?._tag === "Unsupported" && played.violation.feature === `kick-off event: ${id.split("/").at(-1)}`
        expect([id, byId.get(id)?.implementation]).toEqual([id, unsupported ? "not-implemented" : "implemented"])
      })
    }
  })

  it("reads the Sevens prayers from the table and asks the engine about each", () => {
    expect(real.tables.find((t) => t.variant === "sevens" && t.table === "prayers-to-nuffle")?.rows).toHaveLength(8)
    expect(byId.get("row:sevens/prayers-to-nuffle/treacherous-trapdoor")?.implementation).toBe("implemented")
  })

  it("tells a missing table that does not apply; Blood Bowl's D16 is folded", () => {
    const table = (variant: string, name: string) => real.tables.find((t) => t.variant === variant && t.table === name)
    expect(table("sevens", "casualty")).toMatchObject({ implementation: "not-applicable", rows: [] })
    expect(table("gutter-bowl.sewer", "prayers-to-nuffle")).toMatchObject({ implementation: "not-applicable" })
    expect(table("blood-bowl", "prayers-to-nuffle")).toMatchObject({ implementation: "implemented" })
  })

  it("lists a variant once when its choices (BlightBowl's quarters) share the tables, and per pitch when they differ (Gutter Bowl)", () => {
    expect(variantsByKey().map(([key]) => key).filter((key) => key.startsWith("blightbowl"))).toEqual(["blightbowl"])
    expect(variantsByKey().map(([key]) => key).filter((key) => key.startsWith("gutter-bowl"))).toEqual(["gutter-bowl.street", "gutter-bowl.sewer"])
  })

  it("ties a row to the same row of another variant's same table, and to nothing else", () => {
    expect(byId.get("row:sevens/kick-off/get-the-ref")?.sameAs).toEqual(["row:blood-bowl/kick-off/get-the-ref", "row:blightbowl/kick-off/get-the-ref"])
    expect(byId.get("row:gutter-bowl.sewer/kick-off/riot")?.sameAs).toEqual(["row:gutter-bowl.street/kick-off/riot"])
    expect(byId.get("row:blood-bowl/kick-off/time-out")?.sameAs).toEqual(["row:sevens/kick-off/time-out", "row:blightbowl/kick-off/time-out"])
  })
})
