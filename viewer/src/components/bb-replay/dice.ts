import type { MatchEvent } from "@sidelines/schema"
import type { Replay } from "@sidelines/engine"

/** The dice to show for the current event: as rolled, and which block die was taken. */
export interface DiceShown {
  readonly die: string
  readonly purpose: string
  readonly faces: ReadonlyArray<{ readonly face: number; readonly label: string; readonly chosen: boolean }>
}

/** Readable names of the block die faces. */
export const BLOCK_FACE_LABEL: Record<number, string> = {
  1: "Attacker down",
  2: "Both down",
  3: "Push",
  4: "Push",
  5: "Stumbles",
  6: "POW!"
}

const label = (die: string, face: number) => (die === "block" ? BLOCK_FACE_LABEL[face] ?? String(face) : String(face))

type Rolled = Extract<MatchEvent, { _tag: "DiceRolled" }>

/** Looks back a few events, within the same action, for the event that matches. */
const lookBack = <T extends MatchEvent>(replay: Replay, index: number, found: (event: MatchEvent) => event is T): T | undefined => {
  for (let i = index - 1; i >= Math.max(0, index - 12); i--) {
    const event = replay.events[i]!
    if (found(event)) return event
    if (event._tag === "ActionDeclared" || event._tag === "TurnEnded") return undefined
  }
  return undefined
}

/**
 * The dice for the event at `seq`: a roll shows its faces; a chosen block die shows the roll it
 * was chosen from with that face marked. Read from the log only; nothing is judged here.
 */
export const diceOf = (replay: Replay, seq: number): DiceShown | null => {
  const index = seq === 0 ? -1 : replay.indexOf(seq)
  if (index < 0) return null
  const event = replay.events[index]!
  if (event._tag === "DiceRolled") {
    return { die: event.die, purpose: event.for, faces: event.faces.map((face) => ({ face, label: label(event.die, face), chosen: false })) }
  }
  if (event._tag === "BlockDieChosen") {
    const roll = lookBack(replay, index, (e): e is Rolled => e._tag === "DiceRolled" && e.die === "block")
    if (roll === undefined) return null
    let marked = false
    return {
      die: "block",
      purpose: "block",
      faces: roll.faces.map((face) => {
        const chosen = !marked && face === event.face
        if (chosen) marked = true
        return { face, label: label("block", face), chosen }
      })
    }
  }
  return null
}

/** The block a chosen die belongs to: the BlockThrown of the same action, for the arrow. */
export const blockOf = (replay: Replay, index: number): Extract<MatchEvent, { _tag: "BlockThrown" }> | undefined =>
  lookBack(replay, index, (e): e is Extract<MatchEvent, { _tag: "BlockThrown" }> => e._tag === "BlockThrown")
