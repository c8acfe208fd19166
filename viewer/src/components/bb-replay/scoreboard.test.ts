import { describe, expect, it } from "vitest"
import type { MatchStarted } from "@sidelines/schema"
import { buildMatch, initialState, type MatchState, type Replay } from "@sidelines/engine"
import { bloodBowl } from "../../../../packages/engine/src/variants/blood-bowl/index.js"
import { holidaySpecial } from "../../../../packages/engine/src/variants/holiday-special/index.js"
import { scoreboard } from "./scoreboard.js"

/** The text a Lit template would show: its strings and values in order, markup dropped. */
const textOf = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(textOf).join("")
  if (value !== null && typeof value === "object" && "strings" in value && "values" in value) {
    const { strings, values } = value as { strings: ReadonlyArray<string>; values: ReadonlyArray<unknown> }
    return strings.map((s, i) => s.replace(/<[^>]*>?/g, "").replace(/^[^<]*>/, "") + (i < values.length ? textOf(values[i]) : "")).join("")
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : ""
}

const team = (id: string, name: string) => ({
  id, name, roster: "Human", rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 }, inducements: [],
  players: [{ id: `${id}1`, number: 1, name: "One", position: "Lineman", ma: 6, st: 3, ag: 3, pa: 4, av: 9, skills: [], traits: [] }]
})
const header = (variant: MatchStarted["variant"], options: MatchStarted["options"] = {}): MatchStarted =>
  ({ _tag: "MatchStarted", format: "sidelines/1", variant, options, teams: [team("home", "Home"), team("away", "Away")] }) as MatchStarted

const shown = (head: MatchStarted, variant: typeof bloodBowl, patch: (state: MatchState) => MatchState) => {
  const match = buildMatch(head, variant)
  return textOf(scoreboard({ match } as Replay, patch(initialState(match)))).replace(/\s+/g, " ")
}

describe("the scoreboard", () => {
  it("shows the stadium's attribute once the match has one", () => {
    const text = shown(header("blood-bowl", { stadium: "ice" }), bloodBowl, (s) => ({ ...s, stadium: { attribute: "ice" } }))
    expect(text).toContain("stadium: Ice")
    expect(shown(header("blood-bowl"), bloodBowl, (s) => s)).not.toContain("stadium:")
  })

  it("at a Sloping Pitch, says whose end zone lies downhill this half (the engine's downhillTeam: the other end after half-time)", () => {
    const head = header("blood-bowl", { stadium: "sloping-pitch" })
    expect(shown(head, bloodBowl, (s) => ({ ...s, half: 1, stadium: { attribute: "sloping-pitch", downhill: 1 } }))).toContain("stadium: Sloping Pitch (downhill towards Away's end zone)")
    expect(shown(head, bloodBowl, (s) => ({ ...s, half: 2, stadium: { attribute: "sloping-pitch", downhill: 1 } }))).toContain("stadium: Sloping Pitch (downhill towards Home's end zone)")
    expect(shown(head, bloodBowl, (s) => ({ ...s, half: 1, stadium: { attribute: "sloping-pitch" } }))).not.toContain("downhill")
  })

  it("with Unclear Markings, says the kicking team moved the line for this kick-off, only while it holds", () => {
    const head = header("blood-bowl", { stadium: "unclear-markings" })
    const moved = (phase: MatchState["phase"]) => (s: MatchState): MatchState => ({ ...s, half: 1, drive: 2, phase, kickingTeam: 0, stadium: { attribute: "unclear-markings", line: { drive: 2, line: "forward" } } })
    expect(shown(head, bloodBowl, moved("set-up"))).toContain("stadium: Unclear Markings (line of scrimmage moved forward for this kick-off)")
    expect(shown(head, bloodBowl, moved("team-turn"))).not.toContain("moved")
  })

  it("shows each team's snowgrots destroyed in the Holiday Special, where they decide the winner", () => {
    const text = shown(header("holiday-special"), holidaySpecial, (s) => ({ ...s, placed: { ...s.placed!, destroyed: [2, 1] } }))
    expect(text).toContain("2 snowgrots destroyed")
    expect(text).toContain("1 snowgrot destroyed")
    expect(shown(header("blood-bowl"), bloodBowl, (s) => s)).not.toContain("destroyed")
  })
})
