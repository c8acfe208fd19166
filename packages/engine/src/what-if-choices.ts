import { DICE, type DieKind, type MatchEvent } from "@sidelines/schema"
import { legalDecisions, type Decision } from "./legal.js"
import { squareName } from "./model/square.js"
import type { MatchState } from "./model/state.js"
import type { Replay } from "./replay.js"

/** The most alternatives a decision lists: a set-up offers hundreds of squares, which no list can show. */
export const WHAT_IF_CHOICES = 150

/**
 * What a what-if may change at an event: the faces of a roll (each die any face its kind shows),
 * another of the decisions the rules offered there, or nothing (an event the rules impose, or a
 * decision with too many alternatives to list).
 */
export type WhatIfChoices =
  | { readonly kind: "dice"; readonly die: DieKind; readonly sides: number; readonly faces: ReadonlyArray<number> }
  | { readonly kind: "decision"; readonly options: ReadonlyArray<Decision>; readonly chosen: number }
  | { readonly kind: "none"; readonly why: "not-a-choice" | "too-many"; readonly count: number }

/** Two decisions are the same choice when every field but the seq and a claim agrees. */
const sameDecision = (a: object, b: object): boolean => {
  const strip = ({ seq: _seq, claimed: _claimed, ...rest }: Record<string, unknown>) => JSON.stringify(rest, Object.keys(rest).sort())
  return strip(a as Record<string, unknown>) === strip(b as Record<string, unknown>)
}

/** What may be changed at event `index` of the replay, read from the state before it. */
export const whatIfChoices = (replay: Replay, index: number): WhatIfChoices => {
  const event = replay.events[index]
  if (event === undefined) throw new RangeError(`whatIfChoices: no event at index ${index}`)
  if (event._tag === "DiceRolled") return { kind: "dice", die: event.die, sides: DICE[event.die].sides, faces: event.faces }
  const before = replay.before(index)
  const options = legalDecisions(replay.match, before)
  const chosen = options.findIndex((option) => sameDecision(option, event))
  if (chosen < 0) return { kind: "none", why: "not-a-choice", count: 0 }
  if (options.length > WHAT_IF_CHOICES) return { kind: "none", why: "too-many", count: options.length }
  return { kind: "decision", options, chosen }
}

/** A player who stands elsewhere in the changed match than in the real one. */
export interface WhatIfDifference {
  readonly player: string
  /** Where, in words: a square ("K7, prone") or a box ("ko"). */
  readonly real: string
  readonly changed: string
}

const whereIs = (state: MatchState, at: number): string => {
  const player = state.players[at]!
  if (player.at === null) return player.box ?? "off the pitch"
  return player.posture === "standing" ? squareName(player.at) : `${squareName(player.at)}, ${player.posture}`
}

/** Where the real match and the changed one differ at the same moment: the score, the ball, and each player who stands elsewhere. */
export const whatIfDifferences = (real: MatchState, changed: MatchState): {
  readonly score: { readonly real: ReadonlyArray<number>; readonly changed: ReadonlyArray<number> }
  readonly ball: { readonly real: string; readonly changed: string }
  readonly players: ReadonlyArray<WhatIfDifference>
} => {
  const ballAt = (state: MatchState) => (state.ball.carrier !== null ? `held by ${state.ball.carrier}` : state.ball.at === null ? "off the pitch" : squareName(state.ball.at))
  const players: Array<WhatIfDifference> = []
  for (let i = 0; i < real.players.length; i++) {
    if (real.players[i] === changed.players[i]) continue
    const [a, b] = [whereIs(real, i), whereIs(changed, i)]
    if (a !== b) players.push({ player: real.players[i]!.id, real: a, changed: b })
  }
  return {
    score: { real: real.teams.map((t) => t.score), changed: changed.teams.map((t) => t.score) },
    ball: { real: ballAt(real), changed: ballAt(changed) },
    players
  }
}

/** The event with another roll's faces: a what-if's changed die. */
export const withFaces = (event: Extract<MatchEvent, { _tag: "DiceRolled" }>, faces: ReadonlyArray<number>): MatchEvent => ({ ...event, faces: [...faces] }) as MatchEvent

/** A decision put at the seq of the event it replaces. */
export const atSeq = (decision: Decision, seq: number): MatchEvent => ({ ...decision, seq }) as MatchEvent
