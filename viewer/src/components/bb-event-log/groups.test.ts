import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import orcText from "../../../../logs/bb-orc-v-human.jsonl?raw"
import { AllRows, groupHeaders, headersToShow, headerText } from "./groups.js"

const log = decodeLogText(orcText)
const orc = (Replay.build(log.header!, log.events) as { success: Replay }).success
const headers = groupHeaders(orc)
const before = (index: number) => (orc.before(index))

describe("the event log's group headers", () => {
  it("open the pre-game, each half, each drive and each team turn, before its first event", () => {
    const texts = headers.map((h) => headerText(orc, h))
    expect(texts[0]).toBe("Pre-game")
    expect(texts.filter((t) => t === "First half" || t === "Second half")).toEqual(["First half", "Second half"])
    expect(headers.filter((h) => h.level === 1)).toHaveLength(orc.indexes.drive.length)
    expect(headers.filter((h) => h.level === 2)).toHaveLength(orc.indexes["team-turn"].length)
    for (const header of headers.filter((h) => h.position > 0)) {
      // The event before the header belongs to the group before; the one after it to the new one.
      const [was, is] = [before(header.position - 1), before(header.position)]
      if (header.level === 0) expect(is.half).toBe(was.half + 1)
      if (header.level === 1) expect(is.drive).toBe(was.drive + 1)
      if (header.level === 2) expect(is.activeTeam).not.toBeNull()
    }
    // The turn the team's marker shows (here turn 2: a Time-out at the kick-off moved the markers on).
    const turn = headers.find((h) => h.level === 2)!
    const state = before(turn.position)
    expect(headerText(orc, turn)).toBe(`${orc.match.header.teams[state.activeTeam!]!.name} · turn ${state.teams[state.activeTeam!]!.turn}`)
  })

  it("number events and headers together, both ways", () => {
    const rows = new AllRows(headers, orc.events.length)
    expect(rows.count).toBe(orc.events.length + headers.length)
    let events = 0
    let seen = 0
    for (let r = 0; r < rows.count; r++) {
      const row = rows.at(r)
      if ("event" in row) {
        expect(row.event).toBe(events)
        expect(rows.rowOfEvent(row.event)).toBe(r)
        events++
      } else {
        expect(row.header).toBe(seen)
        expect(headers[row.header]!.position).toBe(events)
        seen++
      }
    }
    expect([events, seen]).toEqual([orc.events.length, headers.length])
  })

  it("under a filter, show only the headers of the groups an event shown is in", () => {
    const second = headers.findIndex((h) => h.level === 2 && headers.indexOf(h) > 5)
    const at = headers[second]!.position
    // The first event shown: every level's header above it.
    expect(headersToShow(headers, at, -1).map((h) => headers[h]!.level)).toEqual([0, 1, 2])
    // The next event of the same turn: none; an event of a later turn of the same drive: that turn's.
    expect(headersToShow(headers, at + 1, at)).toEqual([])
    const next = headers.findIndex((h, i) => i > second && h.level === 2)
    expect(headers.slice(second + 1, next).some((h) => h.level < 2)).toBe(false)
    expect(headersToShow(headers, headers[next]!.position, at)).toEqual([next])
  })
})
