import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import orcText from "../../../../logs/bb-orc-v-human.jsonl?raw"
import { clampSeq, highlightOf, moment } from "./navigation.js"

const log = decodeLogText(orcText)
const orc = (Replay.build(log.header!, log.events) as { success: Replay }).success
const first = <T extends MatchEvent["_tag"]>(tag: T) => orc.events.find((e) => e._tag === tag) as Extract<MatchEvent, { _tag: T }>
const squareBefore = (seq: number, id: string) => {
  const index = orc.indexOf(seq)
  const before = orc.before(index)
  return before.players[orc.match.playerIndex.get(id)!]!.at
}

describe("where the scrubber stands, read aloud", () => {
  it("names the half, the team whose turn it is and the event count", () => {
    const turn = orc.indexes["team-turn"][3]!
    const state = orc.stateAt(turn)!
    const team = orc.match.header.teams[state.activeTeam!]!.name
    const total = orc.events.length.toLocaleString("en")
    expect(moment(orc, state, turn)).toBe(`Half 1, ${team} turn ${state.teams[state.activeTeam!]!.turn}, event ${orc.indexOf(turn) + 1} of ${total}`)
  })

  it("before the first event it is the pre-game", () => {
    expect(moment(orc, orc.initial, 0)).toBe("Pre-game, event 0 of 1,085")
  })
})

describe("the overlay of the current event", () => {
  it("a first step runs from the player's square before it to the square moved to", () => {
    const moved = first("PlayerMoved")
    const from = squareBefore(moved.seq, moved.player)!
    expect(highlightOf(orc, moved.seq)).toEqual({ kind: "move", from, to: moved.to, path: [from, moved.to] })
  })

  it("a later step shows the whole move so far, from where the action began", () => {
    // The third step of some action: its two earlier steps, and any dice between them, are in the path.
    let steps: Array<Extract<MatchEvent, { _tag: "PlayerMoved" }>> = []
    for (const event of orc.events) {
      if (event._tag === "ActionDeclared" || event._tag === "TurnEnded") steps = []
      else if (event._tag === "PlayerMoved") steps = steps.length > 0 && steps[0]!.player !== event.player ? [event] : [...steps, event]
      if (steps.length === 3) break
    }
    expect(steps).toHaveLength(3)
    const from = squareBefore(steps[0]!.seq, steps[0]!.player)!
    expect(highlightOf(orc, steps[2]!.seq)).toEqual({ kind: "move", from, to: steps[2]!.to, path: [from, ...steps.map((step) => step.to)] })
  })

  it("a block points from the attacker to the target", () => {
    const block = first("BlockThrown")
    expect(highlightOf(orc, block.seq)).toEqual({ kind: "block", from: squareBefore(block.seq, block.player), to: squareBefore(block.seq, block.target) })
  })

  it("a push points from the pushed player's square to where they are pushed", () => {
    const push = orc.events.find((e): e is Extract<MatchEvent, { _tag: "PushChosen" }> => e._tag === "PushChosen" && e.to !== null)!
    expect(highlightOf(orc, push.seq)).toEqual({ kind: "push", from: squareBefore(push.seq, push.player), to: push.to })
  })

  it("nothing is drawn for events that are not on the board, or before the first event", () => {
    expect(highlightOf(orc, first("TurnEnded").seq)).toBeNull()
    expect(highlightOf(orc, 0)).toBeNull()
  })
})

describe("the event a wanted seq shows", () => {
  it("is the last event past the end, the one before in a gap, and before the first below it", () => {
    const last = orc.events.at(-1)!.seq
    expect(clampSeq(orc, last + 1000)).toBe(last)
    expect(clampSeq(orc, last)).toBe(last)
    expect(clampSeq(orc, 0)).toBe(0)
    expect(clampSeq(orc, -5)).toBe(0)
    expect(clampSeq(orc, orc.events[10]!.seq)).toBe(orc.events[10]!.seq)
    const gapped = { events: [{ seq: 3 }, { seq: 7 }] } as unknown as Replay
    expect(clampSeq(gapped, 5)).toBe(3)
    expect(clampSeq(gapped, 2)).toBe(0)
  })
})
