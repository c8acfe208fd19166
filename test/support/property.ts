import { expect } from "vitest"
import { Replay } from "@sidelines/engine"
import { simulate, type Simulated, type SimulateOptions } from "@sidelines/sim"
import { QUICK_SEEDS } from "./quick-seeds.js"

/**
 * How wide the property tests play. `SIDELINES_PROPERTY=long` (`npm run test:long`) plays the
 * wide seed ranges (SIM_SEEDS widens them further: 200 Blood Bowl seeds by default, the other
 * variants in proportion); the default, quick, plays the seeds of quick-seeds.ts: chosen from the
 * long ranges so that they reach every rule, roll, outcome and engine step the long ranges reach
 * (the long run checks that it is still so: `quickSeedsReach`).
 */
export const LONG = process.env.SIDELINES_PROPERTY === "long" || process.env.SIM_SEEDS !== undefined
export const SIM_SEEDS = Number(process.env.SIM_SEEDS ?? 200)

export type SeedGroup = keyof typeof QUICK_SEEDS

const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1)

/** The seeds a group plays: 1 … `long` in the long run, its quick seeds otherwise. */
export const seedsOf = (group: SeedGroup, long: number): ReadonlyArray<number> => (LONG ? range(long) : QUICK_SEEDS[group])

// One simulation and one fold per match and test file: the per-seed tests and the tests over all
// of a group's matches share them instead of playing a match again.
const played = new Map<string, Simulated>()
const replays = new WeakMap<object, Replay>()

/** `simulate(options)`, played once per test file. */
export const simulated = (options: SimulateOptions): Simulated => {
  const key = JSON.stringify({ ...options, variant: options.variant.id })
  let match = played.get(key)
  if (match === undefined) {
    match = simulate(options)
    played.set(key, match)
  }
  return match
}

/** A group's matches by seed, each played once (with its seed, as the tests report it). */
export const seeded = (play: (seed: number) => Simulated) => {
  const memo = new Map<number, { seed: number } & Simulated>()
  return (seed: number): { seed: number } & Simulated => {
    let match = memo.get(seed)
    if (match === undefined) {
      match = { seed, ...play(seed) }
      memo.set(seed, match)
    }
    return match
  }
}

/** The replay of a simulated match (which must fold), built once per log. */
export const replayOf = (match: Pick<Simulated, "header" | "events">): Replay => {
  let replay = replays.get(match.events)
  if (replay === undefined) {
    const built = Replay.build(match.header, match.events)
    if (built._tag === "Failure") throw new Error(built.failure.message)
    replay = built.success
    replays.set(match.events, replay)
  }
  return replay
}

/** A modifier's source without the player it names ("assist: Grishnak" → "assist"). */
const sourceKind = (source: string) => (/^(skill|weather)/.test(source) ? source : source.split(/[:(]| by /)[0]!.trim())

/**
 * What a match reaches, as strings: the events, rolls, skills, actions and cards in its log; the
 * rulings (rule and row or result), modifiers, outcomes and engine steps of its fold. The quick
 * seeds are chosen to reach the union of these over the long range.
 */
export const reached = (match: Simulated): Set<string> => {
  const seen = new Set<string>()
  for (const event of match.events) {
    const e = event as unknown as Record<string, unknown>
    seen.add(`event:${event._tag}`)
    for (const field of ["for", "skill", "action", "card", "inducement", "choice", "source", "barricade", "die"]) {
      if (typeof e[field] === "string") seen.add(`${event._tag}.${field}:${e[field]}`)
    }
  }
  const skills = new Map(match.header.teams.flatMap((team) => team.players).map((player) => [player.id, [...player.skills, ...(player.traits ?? [])]]))
  for (const [, list] of skills) for (const skill of list) seen.add(`has:${skill}`)
  // A jump is made with the mover's Leap or Pogo Stick, which leave no event of their own.
  for (const event of match.events) if (event._tag === "PlayerMoved" && event.jump === true) for (const skill of skills.get(event.player) ?? []) seen.add(`jump-with:${skill}`)
  if (match.stopped !== undefined) seen.add(`stopped:${match.stopped.feature}`)
  const replay = replayOf(match)
  for (const team of replay.final.teams) for (const mark of team.specialRulesUsed ?? []) seen.add(`special-rule:${mark.slice(mark.indexOf(":") + 1).replace(/ \(half \d+\)$/, "")}`)
  seen.add(`phase:${replay.final.phase}`)
  for (const state of replay.allStates()) {
    // Ball Clone's second ball: on the pitch, and held at once with the first.
    if (state.otherBall !== undefined) seen.add(state.otherBall.carrier !== null && state.ball.carrier !== null ? "balls:both-held" : "balls:two")
    for (const step of state.stack) seen.add(step._tag === "Variant" ? `step:Variant:${(step as { name: string }).name}` : `step:${step._tag}`)
    for (const outcome of state.outcomes) {
      switch (outcome._tag) {
        case "Ruling": {
          // The row read, or whether the test passed: not the result's words, which name squares and teams.
          const { rule, row, success, modifiers } = outcome.ruling
          seen.add(`ruling:${rule}|${row ?? (success === null ? "" : success ? "success" : "failure")}`)
          for (const modifier of modifiers) seen.add(`modifier:${rule}|${sourceKind(modifier.source)}`)
          break
        }
        case "Turnover": seen.add(`turnover:${outcome.cause}`); break
        case "KnockedDown": seen.add(`knocked-down:${outcome.cause}`); break
        case "Injury": seen.add(`injury:${outcome.result}|${outcome.cause}`); break
        case "KickOffEvent": seen.add(`kick-off:${outcome.result}`); break
        case "WeatherSet": seen.add(`weather:${outcome.weather}`); break
        case "DriveEnded": seen.add(`drive-ended:${outcome.reason}`); break
        case "BlockDiceSet": seen.add(`block-dice:${outcome.dice}|${outcome.attackerChooses}`); break
        case "MatchEnded": seen.add(`match-ended:${outcome.conceded === undefined ? "played" : "conceded"}`); break
        default: seen.add(`outcome:${outcome._tag}`)
      }
    }
  }
  return seen
}

/** Seeds picked greedily after `from`, each reaching the most not reached yet, until they reach all the matches do. */
const cover = <Seed extends number | string>(matches: ReadonlyArray<{ seed: Seed; reaches: Set<string> }>, from: ReadonlyArray<Seed>): Array<Seed> => {
  const left = new Set(matches.flatMap((m) => [...m.reaches]))
  for (const m of matches) if (from.includes(m.seed)) for (const f of m.reaches) left.delete(f)
  const chosen: Array<Seed> = []
  while (left.size > 0) {
    let best = matches[0]!
    let gain = -1
    for (const m of matches) {
      const g = [...m.reaches].filter((f) => left.has(f)).length
      if (g > gain) [best, gain] = [m, g]
    }
    chosen.push(best.seed)
    for (const f of best.reaches) left.delete(f)
  }
  return chosen.sort((a, b) => (typeof a === "number" && typeof b === "number" ? a - b : String(a).localeCompare(String(b))))
}

/**
 * The long run's proof that a group's quick seeds still mean something: among the long range's
 * matches, those of the quick seeds reach every rule, roll, outcome and step that all of them
 * reach. When a change to the engine or the coach breaks that, the message names what is missed
 * and the seeds to put in quick-seeds.ts instead (besides `always`, which the quick run plays anyway).
 */
export const quickSeedsReach = (
  group: string,
  matches: ReadonlyArray<{ seed: number | string; match: Simulated }>,
  quickOnes: ReadonlyArray<number | string> = QUICK_SEEDS[group as SeedGroup],
  /** The matches the quick run plays whatever they reach (the suggestion adds to them). */
  always: ReadonlyArray<number | string> = []
) => {
  const each = matches.map(({ seed, match }) => ({ seed, reaches: reached(match) }))
  const quick = new Set(quickOnes)
  const byQuick = new Set(each.filter((m) => quick.has(m.seed)).flatMap((m) => [...m.reaches]))
  const missed = [...new Set(each.flatMap((m) => [...m.reaches]))].filter((f) => !byQuick.has(f)).sort()
  expect(missed, `${group}: the quick seeds miss these; a greedy cover of the long range is ${JSON.stringify(cover(each, always))}`).toEqual([])
}
