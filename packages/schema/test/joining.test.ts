import { describe, expect, it } from "vitest"
import { decodeLogText, joiningPlayers, type MatchStarted } from "@sidelines/schema"
import { fileOf, sampleHeader, sampleLines } from "./support/sample.js"

/** The sample's header changed by `edit`, as a decoded header and as its line. */
const headerWith = (edit: (header: ReturnType<typeof sampleHeader>) => void) => {
  const header = sampleHeader()
  edit(header)
  return { header: header as unknown as MatchStarted, line: JSON.stringify(header) }
}

const placed = (player: string) => JSON.stringify({ _tag: "PlayerPlaced", seq: 1, player, at: [12, 7] })

describe("players who join during a match (docs/log-format.md)", () => {
  it("a team with Favoured of Nurgle and a Plague Ridden player may gain a Rotter, <teamId>-rotter-1; the decoder accepts that id in events", () => {
    const { header, line } = headerWith((h) => {
      h.teams[0]!.specialRules = ["Favoured of Nurgle"]
      ;(h.teams[0]!.players[0]! as { traits: Array<string> }).traits = ["Plague Ridden"]
    })
    expect(joiningPlayers(header)).toEqual([{ team: 0, rule: "plague-ridden", id: "orcs-rotter-1" }])
    expect(decodeLogText(fileOf([line, placed("orcs-rotter-1")])).errors).toEqual([])
  })

  it("no Rotter without Favoured of Nurgle, or without a Plague Ridden player: the id is an unknown player", () => {
    const noRule = headerWith((h) => ((h.teams[0]!.players[0]! as { traits: Array<string> }).traits = ["Plague Ridden"]))
    const noTrait = headerWith((h) => (h.teams[0]!.specialRules = ["Favoured of Nurgle"]))
    for (const { header, line } of [noRule, noTrait]) {
      expect(joiningPlayers(header)).toEqual([])
      expect(decodeLogText(fileOf([line, placed("orcs-rotter-1")])).errors.map((e) => e.code)).toEqual(["unknown-player"])
    }
    expect(decodeLogText(fileOf([sampleLines[0]!, placed("orcs-yhetee")])).errors.map((e) => e.code)).toEqual(["unknown-player"])
  })

  it("a team with Masters of Undeath may gain a Zombie raised from the dead, <teamId>-zombie-1; the decoder accepts that id in events", () => {
    const { header, line } = headerWith((h) => (h.teams[1]!.specialRules = ["Masters of Undeath"]))
    expect(joiningPlayers(header)).toEqual([{ team: 1, rule: "masters-of-undeath", id: "humans-zombie-1" }])
    expect(decodeLogText(fileOf([line, placed("humans-zombie-1")])).errors).toEqual([])
    expect(decodeLogText(fileOf([sampleLines[0]!, placed("humans-zombie-1")])).errors.map((e) => e.code)).toEqual(["unknown-player"])
  })

  it("the Holiday Special gives each team a Yhetee, <teamId>-yhetee; an id the header already uses gets -2", () => {
    const { header } = headerWith((h) => {
      h.variant = "holiday-special"
      h.teams[1]!.players[0]!.id = "humans-yhetee"
    })
    expect(joiningPlayers(header)).toEqual([{ team: 0, rule: "roaming-yhetees", id: "orcs-yhetee" }, { team: 1, rule: "roaming-yhetees", id: "humans-yhetee-2" }])
  })
})
