import type { Replay } from "@sidelines/engine"

/**
 * A moment worth opening a match at, for someone who has never seen the viewer: the first roll
 * in a team turn whose ruling has a modifier to explain (a dodge out of a marked square, a block's
 * assists…), so the pitch has both teams on it and the ruling panel shows how the rules judged a
 * roll. Failing that, the first roll in a team turn; 0 when the match has none.
 */
export const showcaseSeq = (replay: Replay): number => {
  let firstRoll: number | undefined
  for (let i = 0; i < replay.events.length; i++) {
    const event = replay.events[i]!
    if (event._tag !== "DiceRolled") continue
    const before = replay.before(i)
    if (before.activeTeam === null || before.phase !== "team-turn") continue
    const rulings = replay.after(i).outcomes.flatMap((o) => (o._tag === "Ruling" ? [o.ruling] : []))
    if (rulings.length === 0) continue
    firstRoll ??= event.seq
    if (rulings.some((ruling) => ruling.modifiers.length > 0 && ruling.target !== null)) return event.seq
  }
  return firstRoll ?? 0
}
