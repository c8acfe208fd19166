import type { Replay } from "../replay.js"
import type { MatchState } from "../model/state.js"

/**
 * Where the match's play steps begin: the stretches a viewer plays one at a time so that the
 * match reads as a game. A step is one player's action (the declaration, its moves and rolls,
 * the block with its dice, push, follow-up, armour and injury, the pass and its catch), a team
 * turn's end, a kick-off (from the kick to the first team turn), a set-up, or the pre-game.
 * Anything else between actions (a wizard, a bribe, a prayer) is a step of its own.
 *
 * Read from the states the rules derived (whose action is under way, the phase, the team turns
 * started), not from the log's event kinds, so a new kind of event needs nothing here.
 */

/** The state before the event at `index` (the initial state before the first). */
const before = (replay: Replay, index: number): MatchState => replay.before(index)

/** Whether the event at `index` begins a play step (the first event always does). */
export const startsPlayStep = (replay: Replay, index: number): boolean => {
  if (index <= 0) return index === 0
  const was = before(replay, index)
  const now = replay.after(index)
  // A player's action begins: someone is acting who was not before.
  if (now.activePlayer !== null) return now.activePlayer !== was.activePlayer
  // The event that ends an action (the follow-up, the last roll) belongs to it.
  if (was.activePlayer !== null) return false
  // The first event of a new phase begins a step (a set-up, the kick); the kick-off's last roll
  // starting the first team turn stays with the kick.
  if (now.phase !== was.phase) return now.phase !== "team-turn"
  // A team turn started inside the team-turn phase: the previous turn ended.
  if (now.outcomes.some((o) => o._tag === "TeamTurnStarted")) return true
  // Between actions in a team turn, the first thing done after an action (a wizard, a bribe)
  // begins a step; what follows it without an action between belongs to it. In the other
  // phases (pre-game, set-up, kick-off) the phase is one step.
  return now.phase === "team-turn" && endedAction(replay, index - 1)
}

/** The event at `index` ended an action (someone was acting before it, no one after). */
const endedAction = (replay: Replay, index: number): boolean => before(replay, index).activePlayer !== null && replay.after(index).activePlayer === null

/** The index of an event's seq (-1 for 0, before the first event). */
const indexOfSeq = (replay: Replay, seq: number): number => (seq <= 0 ? -1 : replay.indexOf(seq))

/**
 * The seq of the next play step's first event after `seq` (forward), or of the last one that
 * begins before `seq` (backward); undefined at either end. Reads only the events it passes,
 * so it costs the length of a step, not of the match.
 */
export const nextPlayStep = (replay: Replay, seq: number, forward: boolean): number | undefined => {
  const events = replay.events
  const here = indexOfSeq(replay, seq)
  if (forward) {
    for (let i = here + 1; i < events.length; i++) if (startsPlayStep(replay, i)) return events[i]!.seq
    return undefined
  }
  for (let i = Math.min(here, events.length) - 1; i >= 0; i--) if (startsPlayStep(replay, i)) return events[i]!.seq
  return undefined
}

/** The seq of the first event of the play step holding `seq` (0 before the first event). */
export const playStepAt = (replay: Replay, seq: number): number => {
  const here = indexOfSeq(replay, seq)
  for (let i = here; i >= 0; i--) if (startsPlayStep(replay, i)) return replay.events[i]!.seq
  return 0
}

/** How far back an action's start is looked for: an action is rarely more than a few dozen events, and a seek must stay cheap. */
const LOOK_BACK = 500

/**
 * The index of the event that began the action under way at `index` (its declaration), or -1 when
 * no one is acting: the active player's action, as `startsPlayStep` reads it; the event that ends
 * it belongs to it. The board explained (analysis/board-explained.ts) reads the action this way.
 */
export const actionStartAt = (replay: Replay, index: number): number => {
  const acting = replay.after(index).activePlayer ?? before(replay, index).activePlayer
  if (acting === null) return -1
  for (let i = index; i >= 0 && i > index - LOOK_BACK; i--) {
    if (replay.after(i).activePlayer === acting && before(replay, i).activePlayer !== acting) return i
  }
  return -1
}
