import type { MatchState, Replay } from "@sidelines/engine"
import { phaseName } from "../../model/describe.js"
import { rowAtOrBefore } from "../bb-event-log/window.js"
import { BLOCK_FACE_LABEL, blockOf } from "./dice.js"

/** The moments N and P jump between and the scrubber marks. */
export const HIGHLIGHT_KINDS = ["touchdown", "injury", "turnover", "kick-off"] as const

/** What the pitch draws over the board for the current event (a move, a block, a push, a pass). */
export interface Highlight {
  readonly kind: "move" | "block" | "push" | "pass"
  readonly from?: readonly [number, number]
  readonly to?: readonly [number, number]
  readonly path?: ReadonlyArray<readonly [number, number]>
  /** A caption on the arrow: the block die the coach chose. */
  readonly label?: string
}

/**
 * The overlay for the event at `seq`, read from the event and the states around it: where the
 * player came from and went, who blocked whom. Nothing here judges the rules.
 */
export const highlightOf = (replay: Replay, seq: number): Highlight | null => {
  const index = seq === 0 ? -1 : replay.indexOf(seq)
  if (index < 0) return null
  const event = replay.events[index]!
  const before = replay.before(index)
  const where = (state: MatchState, id: string) => state.players[replay.match.playerIndex.get(id)!]?.at ?? null
  switch (event._tag) {
    case "PlayerMoved": {
      // The whole move so far: this player's steps back to where the action began.
      const path: Array<readonly [number, number]> = [event.to]
      let start = index
      for (let i = index - 1; i >= 0; i--) {
        const earlier = replay.events[i]!
        if (earlier._tag === "ActionDeclared" || earlier._tag === "TurnEnded") break
        if (earlier._tag === "PlayerMoved") {
          if (earlier.player !== event.player) break
          path.unshift(earlier.to)
          start = i
        }
      }
      const from = where(replay.before(start), event.player)
      return from === null ? null : { kind: "move", from, to: event.to, path: [from, ...path] }
    }
    case "BlockThrown":
    case "FoulCommitted":
    case "HandedOff": {
      const from = where(before, event.player)
      const to = where(before, event.target)
      return from === null || to === null ? null : { kind: "block", from, to }
    }
    case "BlockDieChosen": {
      const block = blockOf(replay, index)
      if (block === undefined) return null
      const from = where(before, block.player)
      const to = where(before, block.target)
      return from === null || to === null ? null : { kind: "block", from, to, label: BLOCK_FACE_LABEL[event.face] ?? String(event.face) }
    }
    case "PushChosen": {
      const from = where(before, event.player)
      return from === null || event.to === null ? null : { kind: "push", from, to: event.to }
    }
    case "PassAimed": {
      const from = where(before, event.player)
      return from === null ? null : { kind: "pass", from, to: event.at }
    }
    default:
      return null
  }
}

/** "Half 1, Orcs turn 5": where the match stands, in words. */
export const whereInMatch = (replay: Replay, state: MatchState): string => {
  const turn = state.activeTeam === null
    ? phaseName(state.phase)
    : `${replay.match.header.teams[state.activeTeam]!.name} turn ${state.teams[state.activeTeam]!.turn}`
  // Before the first half the phase is the whole story ("Pre-game", not "Pre-game, pre game").
  const where = state.half === 0 ? (state.phase === "pre-game" ? [turn] : ["Pre-game", turn]) : [`Half ${state.half}`, turn]
  return where.join(", ")
}

/** "Half 1, Orcs turn 5, event 812 of 2,940": where the scrubber stands, for screen readers. */
export const moment = (replay: Replay, state: MatchState, seq: number): string => {
  const total = replay.events.length
  const index = seq === 0 ? 0 : replay.indexOf(seq) + 1
  return `${whereInMatch(replay, state)}, event ${index.toLocaleString("en")} of ${total.toLocaleString("en")}`
}

/**
 * The event to show for a wanted seq: the last event when it is past the end, the nearest earlier
 * event when it falls in a gap between two (seqs need not be consecutive), 0 (before the first) below.
 */
export const clampSeq = (replay: Replay, seq: number): number => {
  const events = replay.events
  if (!(seq > 0)) return 0
  const index = rowAtOrBefore(events.length, (i) => events[i]!.seq, seq)
  return index < 0 ? 0 : events[index]!.seq
}
