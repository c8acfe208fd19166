import { describe, expect, it } from "vitest"
import { characteristic } from "@sidelines/engine"
import { importReplayXml } from "../src/index.js"
import { el, executeSequence, stepResult } from "./bbr.js"
import { foldXml } from "./fold.js"
import { d6Roll, playerStep, START, turnsXml, useAction } from "./turn-fragment.js"

// What BB3's board says of a player beyond his square, carried by the unchecked stretch before the
// away turn (the pre-game and kick-off): lost tackle zones and a prayer's lowered MA.

const opening = (match: ReturnType<typeof importReplayXml>, player: string) =>
  (match.events[0] as unknown as { players: ReadonlyArray<Record<string, unknown>> }).players.find((entry) => entry.player === player)

describe("a player BB3 shows without his tackle zones (TackleZone left out: a failed Bone Head)", () => {
  // The Goblin p39 moves off the Dwarf p1 without a dodge, as BB3 lets him, and rushes.
  const undodged = executeSequence(
    stepResult(playerStep(39, 0, START[39]!, START[39]!), useAction(1)),
    stepResult(playerStep(39, 1, [18, 7], [19, 7]), el("ResultDoMove")),
    stepResult(playerStep(39, 1, [19, 7], [20, 7]), d6Roll(1, 2, 2, 1), el("ResultDoMove"))
  )

  it("is asserted so by the stretch, and the rules ask no dodge to leave him", () => {
    const { match, replay } = foldXml(turnsXml({ away: undodged, down: { 1: { tackleZone: false } } }))
    expect(opening(match, "p1")).toEqual({ player: "p1", at: [17, 8], lostTackleZones: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(replay.violation).toBeNull()
  })

  it("keeps them where BB3 has them: the same move without a dodge is refused", () => {
    const { match } = foldXml(turnsXml({ away: undodged }))
    expect(opening(match, "p1")).toEqual({ player: "p1", at: [17, 8] })
    expect(match.stretches[1]!.reason).toMatch(/a d6 roll for dodge .*was due/u)
  })
})

describe("a characteristic BB3 lowered with an effect (CharacModifier; Greasy Cleats, prayer 10, in demo7)", () => {
  const cleats = { characteristic: 0, value: -1, durations: [1], provider: [3, 10] as const }

  it("is a gain the stretch asserts, lasting the drive, and the rules count the MA lowered", () => {
    const { match, replay } = foldXml(turnsXml({ down: { 38: { effects: [cleats] } } }))
    expect(opening(match, "p38")).toEqual({ player: "p38", at: [13, 7], gained: [{ source: "Greasy Cleats", until: "drive", improve: { ma: -1 } }] })
    const p38 = replay.match.playerIndex.get("p38")!
    expect(characteristic(replay.match, replay.after(1), p38, "ma")).toBe(3)
  })

  it("names an effect it does not know by BB3's number, and leaves out a characteristic whose sign it cannot tell (AG)", () => {
    const { match } = foldXml(turnsXml({ down: { 38: { effects: [{ ...cleats, provider: [3, 4] }, { characteristic: 2, value: 1, durations: [], provider: [3, 10] }] } } }))
    expect(opening(match, "p38")).toMatchObject({ gained: [{ source: "BB3 effect 12", until: "drive", improve: { ma: -1 } }] })
  })

  it("leaves out an effect whose duration it does not know, rather than taking it for the whole game", () => {
    const { match } = foldXml(turnsXml({ down: { 38: { effects: [{ ...cleats, durations: [9] }] } } }))
    expect(opening(match, "p38")).toEqual({ player: "p38", at: [13, 7] })
  })
})
