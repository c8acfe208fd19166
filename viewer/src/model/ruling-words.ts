import { explain, type Replay, type Ruling } from "@sidelines/engine"
import { DECISIONS, describeAction, describeOutcome, disputeWords, namesOf, resultWords, type Names } from "./describe.js"

/** One roll of the ruling panel, every part in the game's words. */
export interface RollWords {
  /** The rule that asked for the roll: "Dodge", "Armour". */
  readonly rule: string
  /** Who rolled or was rolled for: "Grishnak (#5)", a team's name, or null. */
  readonly who: string | null
  /** "a d6: 1", "2d6: 6 + 4", "2 block dice: Push Back, POW!". */
  readonly dice: string
  /** "3+ needed", "total 10 against 9+", or null for a roll with no target. */
  readonly target: string | null
  /** Each modifier, signed, and where it comes from: "−1 marked by Dieter (#2)". */
  readonly modifiers: ReadonlyArray<string>
  readonly result: string
  readonly notes: ReadonlyArray<string>
  /** Claims in the log the rules disagree with. */
  readonly disputes: ReadonlyArray<string>
}

/** How the rules judged one event, in the game's words: never an event's tag, a slug or a player's id. */
export interface RulingWords {
  readonly seq: number
  /** What the event was: "Altdorf Lions use a team re-roll". */
  readonly what: string
  /** A coach's choice (no dice), as opposed to a roll or a step. */
  readonly decision: boolean
  readonly rolls: ReadonlyArray<RollWords>
  /** What else it led to: "Turnover (fell over)", "Drive 2 ends after the touchdown". */
  readonly outcomes: ReadonlyArray<string>
  /** What the game waits for next, or null. */
  readonly next: string | null
}

const DIE_NAMES: Readonly<Record<string, string>> = { block: "block die", coin: "coin" }

const signed = (value: number): string => (value >= 0 ? `+${value}` : `−${-value}`)

const diceWords = (ruling: Ruling): string => {
  const count = ruling.dice.length
  const die = DIE_NAMES[ruling.die] ?? ruling.die
  if (ruling.die === "block") return `${count} block ${count === 1 ? "die" : "dice"}: ${resultWords(ruling)}`
  return `${count === 1 || /^\d/.test(die) ? `${/^[aeiou8]/.test(die) ? "an" : "a"} ${die}` : `${count} ${die}s`}: ${ruling.dice.join(" + ")}`
}

const rollWords = (ruling: Ruling, names: Names): RollWords => ({
  rule: ruling.rule,
  who: ruling.player === null ? null : names.numbered(ruling.player),
  dice: diceWords(ruling),
  target: ruling.target === null ? null : ruling.total !== null && (ruling.dice.length > 1 || ruling.modifiers.length > 0) ? `total ${ruling.total} against ${ruling.target}+` : `${ruling.target}+ needed`,
  modifiers: ruling.modifiers.map((m) => `${signed(m.value)} ${m.source}`),
  result: ruling.die === "block" ? "the coach chooses one" : resultWords(ruling),
  notes: ruling.notes,
  disputes: ruling.disputes.map(disputeWords)
})

/** Words made of slugs ("throw-snowball", "ko-recovery"): as a coach says them. */
const SPOKEN: Readonly<Record<string, string>> = { "ko-recovery": "KO recovery", ko: "KO" }
const spoken = (slug: string): string => SPOKEN[slug] ?? slug.replaceAll("-", " ")

/** The engine's words for what comes next, its players' ids given as their names and numbers. */
const withNames = (text: string, replay: Replay, names: Names): string =>
  text.replace(/[A-Za-z0-9_]+(?:-[A-Za-z0-9_]+)*/g, (token) => {
    if (replay.match.playerIndex.has(token)) return names.numbered(token)
    // Whatever else is an id-like slug ("throw-snowball action") reads as words.
    return /^[a-z]+(-[a-z]+)+$/.test(token) && !/^(re-roll|kick-off|set-up|half-time|full-time|line-of-scrimmage)$/.test(token) ? spoken(token) : token
  })

/** How the rules judged the event at `seq`, for the ruling panel; undefined when there is no such event. */
export const rulingWords = (replay: Replay, seq: number): RulingWords | undefined => {
  const explanation = explain(replay, seq)
  if (explanation === undefined) return undefined
  const names = namesOf(replay)
  const next = explanation.next
  const rulings = explanation.rulings
  return {
    seq: explanation.seq,
    what: describeAction(explanation.event, names),
    decision: DECISIONS.has(explanation.event._tag),
    rolls: rulings.map((ruling) => rollWords(ruling, names)),
    outcomes: explanation.outcomes.flatMap((outcome) => {
      if (outcome._tag === "TeamTurnStarted" || outcome._tag === "DriveStarted") return []
      const text = describeOutcome(outcome, names, replay, rulings)
      return text === null ? [] : [withNames(text, replay, names)]
    }),
    next: next === null
      ? null
      : next.kind === "roll"
      ? `${next.player === null ? "" : `${names.numbered(next.player)}'s `}${spoken(next.for)} roll (${next.count !== undefined && next.count > 1 ? `${next.count} ${next.die}` : next.die})`
      : withNames(next.about, replay, names)
  }
}
