import { describe, expect, it } from "vitest"
import type { LibraryEntry, MatchSummary } from "./library.js"
import { savedLine } from "./library-line.js"

const saved = (summary: Partial<MatchSummary>, name = "cup-final.jsonl"): LibraryEntry => {
  const whole: MatchSummary = { variant: "Blood Bowl", teams: ["Orcs", "Humans"], score: [2, 1], playedAt: "2026-11-20T12:00:00Z", events: 900, problems: 0, ...summary }
  return { kind: "saved", id: "x", name, match: { id: "x", name, text: "…", savedAt: "2026-12-01T00:00:00Z", summary: whole } }
}

describe("a saved match's line in the list", () => {
  it("a whole match: teams, score, variant and date, unmarked", () => {
    expect(savedLine(saved({}))).toEqual({ text: "Orcs 2 · Humans 1 — Blood Bowl — 2026-11-20", shortfall: null })
  })

  it("says in words what keeps it from being the whole match, and marks it", () => {
    expect(savedLine(saved({ unchecked: 2 }))).toEqual({ text: "Orcs 2 · Humans 1 — Blood Bowl — 2026-11-20 — 2 stretches unchecked", shortfall: "partial" })
    expect(savedLine(saved({ score: [0, 0], stoppedAt: 412 }))).toEqual({ text: "Orcs 0 · Humans 0 — Blood Bowl — 2026-11-20 — the rules stop at seq 412, score so far", shortfall: "problems" })
    expect(savedLine(saved({ problems: 1 })).text).toContain("— 1 line unreadable")
  })

  it("a file with no match header is not a match of an unknown variant", () => {
    const line = savedLine(saved({ variant: null, teams: [], score: [], playedAt: null, problems: 3 }, "junk.bin"))
    expect(line).toEqual({ text: "junk.bin — not a match log (3 problems) — 2026-12-01", shortfall: "not-a-log" })
  })

  it("a damaged record says so", () => {
    expect(savedLine({ kind: "damaged", id: "k", name: "lost.jsonl", damage: "its log text is missing", text: null })).toEqual({ text: "lost.jsonl — damaged: its log text is missing", shortfall: "damaged" })
  })
})
