import { playerId, square } from "./board.js"
import { d8Face, ROLL, SKILL } from "./codes.js"
import { diceOf, type SequenceStep } from "./replay.js"
import { child, int, type XmlElement } from "./xml.js"

/**
 * Throw Team-mate as BB3 records it (demo1, demo6): the thrower declares a Pass (Action 4), then a
 * ThrowTeamMateStep (StepType 13: ThrowerId, ThrownMateId, CellTo) holds Always Hungry's D6
 * (RollType 43) and the throw's (41), with their skills reported used (18, 64), a team re-roll and
 * Loner between; off target (a terrible throw) a D8 and a D6 (RollType 26) send the thrown player
 * from the thrower. CellTo is the square aimed at until the throw is rolled; after, where he came
 * down (thrown off target there, the throw claims a wildly inaccurate result, as the range to the
 * square aimed at is not known). Landing on a player (PlayerStep StepType 15) he goes on one D8 (RollType 25) from there,
 * and the player under him is hurt (a DamageStep). Our events: `ActionDeclared` throw-team-mate,
 * `TeamMateThrown` at the square aimed at, the D6s, the deviation's D8 and D6 and each landing's D8
 * as `scatter`.
 */

/** The throwers a sequence shows (ThrowTeamMateStep ThrowerId): their declared Pass is our throw-team-mate. */
export const throwers = (steps: ReadonlyArray<SequenceStep>): ReadonlyArray<readonly [string, string]> =>
  steps.flatMap(({ step }) => (step?.name === "ThrowTeamMateStep" ? [[playerId(int(step, "ThrowerId")), "throw-team-mate"] as const] : []))

export interface Thrower {
  readonly emit: (event: Record<string, unknown>) => void
  /** Any other result, as in a move (its D6s, re-rolls). */
  readonly result: (result: XmlElement, player: string) => void
  /** A D6 test with more to claim. */
  readonly roll: (roll: XmlElement, player: string, claim: Readonly<Record<string, string>>) => void
}

/**
 * One appearance of the ThrowTeamMateStep; `thrown` says whether TeamMateThrown is written. A
 * reason it cannot be converted, or null.
 */
export const throwStep = (message: XmlElement, results: ReadonlyArray<XmlElement>, thrown: boolean, to: Thrower): string | null => {
  const thrower = playerId(int(message, "ThrowerId"))
  const deviation = results.find((result) => result.name === "ResultRoll" && int(result, "RollType") === ROLL.deviation)
  if (!thrown) {
    // Thrown off target in this very appearance, the square aimed at is not shown: any in range will do, as he goes from the thrower.
    const at = square(child(message, "CellTo"))
    if (at === null) return "a team-mate thrown off the pitch"
    to.emit({ _tag: "TeamMateThrown", player: thrower, target: playerId(int(message, "ThrownMateId")), at })
  }
  for (const result of results) {
    if (result.name === "ResultSkillUsage" && (int(result, "Skill") === SKILL.alwaysHungry || int(result, "Skill") === SKILL.throwTeamMate)) continue
    // Thrown off target: BB3's reading, which our rules follow where the square aimed at (not shown) would change theirs.
    if (deviation !== undefined && result.name === "ResultRoll" && int(result, "RollType") === ROLL.throwTeamMate) to.roll(result, thrower, { result: "wildly-inaccurate" })
    else if (result !== deviation) to.result(result, thrower)
  }
  if (deviation !== undefined) {
    const [direction = 0, distance = 0] = diceOf(deviation)
    to.emit({ _tag: "DiceRolled", die: "d8", faces: [d8Face(direction)], for: "scatter" })
    to.emit({ _tag: "DiceRolled", die: "d6", faces: [distance], for: "scatter" })
  }
  return null
}

/** A thrown player coming down on another (PlayerStep StepType 15): his D8 on from there. */
export const landingStep = (results: ReadonlyArray<XmlElement>, player: string, to: Thrower): void => {
  for (const result of results) {
    if (result.name === "ResultRoll" && int(result, "RollType") === ROLL.bounce) to.emit({ _tag: "DiceRolled", die: "d8", faces: [d8Face(diceOf(result)[0] ?? 0)], for: "scatter" })
    else to.result(result, player)
  }
}
