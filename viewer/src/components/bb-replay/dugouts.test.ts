import { describe, expect, it } from "vitest"
import type { MatchStarted } from "@sidelines/schema"
import { buildMatch, initialState, type MatchState, type PlayerState, type Replay } from "@sidelines/engine"
import { bloodBowl } from "../../../../packages/engine/src/variants/blood-bowl/index.js"
import { blightbowl } from "../../../../packages/engine/src/variants/blightbowl/index.js"
import { holidaySpecial } from "../../../../packages/engine/src/variants/holiday-special/index.js"
import { dugouts } from "./dugouts.js"

/** The text a Lit template would show: text outside tags and the values bound there; markup and attribute values dropped. */
const textOf = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(textOf).join(" ")
  if (value !== null && typeof value === "object" && "strings" in value && "values" in value) {
    const { strings, values } = value as { strings: ReadonlyArray<string>; values: ReadonlyArray<unknown> }
    let out = ""
    let inTag = false
    strings.forEach((part, i) => {
      for (const c of part) {
        if (c === "<") inTag = true
        else if (c === ">") {
          inTag = false
          out += " "
        } else if (!inTag) out += c
      }
      if (i < values.length && !inTag) out += textOf(values[i])
    })
    return out
  }
  return typeof value === "string" || typeof value === "number" ? String(value) : ""
}

const EVIL = "<img src=x onerror=alert(1)>"
const team = (id: string, name: string, players = 4) => ({
  id, name, roster: "Human", rerolls: 2, staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 }, inducements: [],
  players: Array.from({ length: players }, (_, i) => ({ id: `${id}${i + 1}`, number: i + 1, name: i === 0 ? EVIL : `Player ${i + 1}`, position: "Lineman", ma: 6, st: 3, ag: 3, pa: 4, av: 9, skills: [], traits: [] }))
})

const withBoxes = (state: MatchState, boxes: Record<string, PlayerState["box"]>): MatchState => ({
  ...state,
  players: state.players.map((p) => (p.id in boxes ? { ...p, box: boxes[p.id]!, at: null } : { ...p, box: null, at: [5, 5] }))
})

describe("the dugouts", () => {
  it("list each team's reserves, KO'd and casualties box by box, players by number", () => {
    const head = { _tag: "MatchStarted", format: "sidelines/1", variant: "blood-bowl", options: {}, teams: [team("h", "Home"), team("a", "Away")] } as MatchStarted
    const match = buildMatch(head, bloodBowl)
    const state = withBoxes(initialState(match), { h1: "reserves", h2: "ko", h3: "bh", a1: "si", a2: "dead", a3: "sent-off" })
    const text = textOf(dugouts({ match } as Replay, state)).replace(/\s+/g, " ")
    expect(text).toContain("Home Reserves: #1 KO'd: #2 Badly hurt: #3")
    expect(text).toContain("Away Seriously injured: #1 Dead: #2 Sent off: #3")
    // A box nobody is in is not shown; a name is bound as text (in the chip's title), never as markup.
    expect(text).not.toContain("Away Reserves")
    const values = JSON.stringify(dugouts({ match } as Replay, state))
    expect(values).toContain(JSON.stringify(`${EVIL} (Lineman)`).slice(1, -1))
  })

  it("have a dugout for each of BlightBowl's four teams", () => {
    const head = { _tag: "MatchStarted", format: "sidelines/1", variant: "blightbowl", options: { mode: "free-for-all" }, teams: [team("n", "North"), team("e", "East"), team("s", "South"), team("w", "West")] } as MatchStarted
    const match = buildMatch(head, blightbowl)
    const state = withBoxes(initialState(match), { n1: "ko", e2: "ko", s3: "bh", w4: "reserves" })
    const text = textOf(dugouts({ match } as Replay, state)).replace(/\s+/g, " ")
    expect(text).toContain("North KO'd: #1")
    expect(text).toContain("East KO'd: #2")
    expect(text).toContain("South Badly hurt: #3")
    expect(text).toContain("West Reserves: #4")
  })

  it("show no player who has not joined the match (a Holiday Yhetee waiting for Roaming Yhetees, #5), and show one who has", () => {
    const head = { _tag: "MatchStarted", format: "sidelines/1", variant: "holiday-special", options: {}, teams: [team("h", "Home"), team("a", "Away")] } as MatchStarted
    const match = buildMatch(head, holidaySpecial)
    const waiting = initialState(match)
    expect(waiting.players.find((p) => p.id === "h-yhetee")).toMatchObject({ box: "pool" })
    const text = textOf(dugouts({ match } as Replay, waiting)).replace(/\s+/g, " ")
    expect(text).toContain("Home Reserves: #1 #2 #3 #4 Away")
    const joined = { ...waiting, players: waiting.players.map((p) => (p.id === "h-yhetee" ? { ...p, box: "reserves" as const } : p)) }
    expect(textOf(dugouts({ match } as Replay, joined)).replace(/\s+/g, " ")).toContain("Home Reserves: #1 #2 #3 #4 #5 Away")
  })
})
