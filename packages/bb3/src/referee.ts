import { ROLL } from "./codes.js"
import { claimOf, diceOf } from "./replay.js"
import { int, type XmlElement } from "./xml.js"

/**
 * The referee's step after a foul he saw (PlayerStep StepType 9): BB3 offers the fouler's coach a
 * Bribe and, where he may, to argue the call (QuestionBribeUsage: BribeAvailable, ArgueAvailable),
 * then rolls what was chosen in the same step restated once the coach has answered, its dice
 * marked NewRoll 0 (demo6: a Bribe's D6, RollType 21; demo7: Argue the Call's, RollType 30, a 6
 * keeps the player on the pitch, the turnover standing). Our events: the inducement or the
 * argument, then its D6, each once however often BB3 restates the step.
 */
export interface Referee {
  readonly emit: (event: Record<string, unknown>) => void
  /** The fouler's team, as our header names it. */
  readonly team: string
  /** Whether this die was written already (and marks it written). */
  readonly written: (key: string) => boolean
}

/** Writes what the referee's step holds; the name of a result it does not know, or null. */
export const refereeStep = (results: ReadonlyArray<XmlElement>, fouler: string, referee: Referee): string | null => {
  for (const result of results) {
    if (result.name === "QuestionBribeUsage") continue
    const rollType = result.name === "ResultRoll" ? int(result, "RollType") : -1
    if (rollType !== ROLL.bribe && rollType !== ROLL.argueTheCall) return `${result.name}${rollType < 0 ? "" : ` (roll type ${rollType})`}`
    const [face = 0] = diceOf(result)
    if (referee.written(`${rollType}:${fouler}:${face}`)) continue
    if (rollType === ROLL.bribe) {
      referee.emit({ _tag: "InducementUsed", team: referee.team, inducement: "bribe", player: fouler })
      referee.emit({ _tag: "DiceRolled", die: "d6", faces: [face], for: "bribe", claimed: claimOf(result) })
    } else {
      referee.emit({ _tag: "CallArgued", team: referee.team })
      referee.emit({ _tag: "DiceRolled", die: "d6", faces: [face], for: "argue-the-call", claimed: claimOf(result) })
    }
  }
  return null
}
