import { describe, expect, it } from "vitest"
import { explain, Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import orcText from "../../../logs/bb-orc-v-human.jsonl?raw"
import { showcaseSeq } from "./showcase.js"

const log = decodeLogText(orcText)
const orc = (Replay.build(log.header!, log.events) as { success: Replay }).success

describe("the moment a first open shows", () => {
  it("is a roll in a team turn, with both teams on the pitch and a modifier the ruling explains", () => {
    const seq = showcaseSeq(orc)
    const state = orc.stateAt(seq)!
    expect(state.phase).toBe("team-turn")
    for (let team = 0; team < 2; team++) expect(state.players.filter((p) => p.team === team && p.at !== null).length).toBeGreaterThan(3)
    const rulings = explain(orc, seq)!.rulings
    expect(rulings.some((ruling) => ruling.modifiers.length > 0 && ruling.target !== null)).toBe(true)
  })
})
