import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import orcText from "../../../../logs/bb-orc-v-human.jsonl?raw"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { BLOCK_FACE_LABEL, diceOf } from "./dice.js"
import { highlightOf } from "./navigation.js"

const build = (text: string): Replay => {
  const log = decodeLogText(text)
  return (Replay.build(log.header!, log.events) as { success: Replay }).success
}
const orc = build(orcText)
const sample = build(sampleText)

describe("the dice and block arrow of the current event", () => {
  it("a roll shows its faces and what it was for", () => {
    const roll = sample.events.find((e) => e._tag === "DiceRolled" && e.for === "dodge") as Extract<MatchEvent, { _tag: "DiceRolled" }>
    expect(diceOf(sample, roll.seq)).toEqual({ die: "d6", purpose: "dodge", faces: roll.faces.map((face) => ({ face, label: String(face), chosen: false })) })
  })

  it("a chosen block die marks one face of the roll it came from, and labels the block arrow", () => {
    const chosen = orc.events.filter((e): e is Extract<MatchEvent, { _tag: "BlockDieChosen" }> => e._tag === "BlockDieChosen")
    expect(chosen.length).toBeGreaterThan(5)
    for (const event of chosen) {
      const index = orc.indexOf(event.seq)
      const roll = orc.events.slice(0, index).reverse().find((e) => e._tag === "DiceRolled" && e.die === "block") as Extract<MatchEvent, { _tag: "DiceRolled" }>
      const block = orc.events.slice(0, index).reverse().find((e) => e._tag === "BlockThrown") as Extract<MatchEvent, { _tag: "BlockThrown" }>
      const dice = diceOf(orc, event.seq)!
      expect(dice.faces.map((f) => f.face)).toEqual(roll.faces)
      expect(dice.faces.filter((f) => f.chosen).map((f) => f.face)).toEqual([event.face])
      const before = orc.after(index - 1)
      const square = (id: string) => before.players[orc.match.playerIndex.get(id)!]!.at
      expect(highlightOf(orc, event.seq)).toEqual({ kind: "block", from: square(block.player), to: square(block.target), label: BLOCK_FACE_LABEL[event.face] })
    }
  })

  it("events without dice show none", () => {
    const moved = sample.events.find((e) => e._tag === "PlayerMoved")!
    expect(diceOf(sample, moved.seq)).toBeNull()
    expect(diceOf(sample, 0)).toBeNull()
  })
})
