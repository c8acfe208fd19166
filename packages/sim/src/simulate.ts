import { BLIGHTBOWL_MODES, type DiceRolled, OPTION_OWNERS, type MatchEvent, type MatchStarted, TEAM_COUNTS, type VariantId } from "@sidelines/schema"
import { buildMatch, configured, variantOf, expecting, initialState, type Match, type MatchState, transition, type Unsupported, type Variant } from "@sidelines/engine"
import { decide } from "./coach.js"
import { Rng } from "./rng.js"
import { draftTeam, ROSTERS, type Roster } from "./rosters.js"

export interface SimulateOptions {
  readonly seed: number
  readonly variant: Variant
  /** Roster ids of the teams; drawn from the seed when absent. */
  readonly teams?: ReadonlyArray<string>
  /**
   * The pitch, for a variant that has several (Gutter Bowl: "street" or "sewer"); written to the
   * header's `pitch` option. Without it the pre-game rolls for the pitch.
   */
  readonly pitch?: string
  /**
   * The header's `stadium` option: a stadium attribute, or "random" for the pre-game to roll one
   * on the Random Stadium table. Without it the match is played at an ordinary stadium.
   */
  readonly stadium?: string
  /**
   * The header's `home` option: the id of the team playing at its home stadium ("home" or "away";
   * "alpha" … "delta" with four teams). It needs `stadium` to name an attribute, as the header does.
   * What it changes is the engine's (the home team's fan factor +1, its players pushed into the
   * crowd saved on a 5+); the coach plays as anywhere else.
   */
  readonly home?: string
  /**
   * The alliances, for a variant that has them (BlightBowl: "allies", "grudge" or
   * "free-for-all"); written to the header's `mode` option, and required there.
   */
  readonly mode?: string
  /** Stop after this many events even if the match is not over (a guard, not a feature). */
  readonly maxEvents?: number
  /**
   * Inducements every team brings besides its hired stars (for property tests of the inducements'
   * rules: the coach then plays them through the engine's legal decisions).
   */
  readonly inducements?: MatchStarted["teams"][number]["inducements"]
  /**
   * The header's `exhibition` option. Every team gets the same `inducements`, so a named coach,
   * wizard or referee among them is hired by both: a ringer, used by both teams only in an
   * exhibition (model/ringers.ts), by neither in a league match.
   */
  readonly exhibition?: boolean
}

export interface Simulated {
  readonly header: MatchStarted
  readonly events: ReadonlyArray<MatchEvent>
  readonly final: MatchState
  /**
   * Set when a roll brought up a rule the engine does not fold yet (say a kick-off result still
   * to come): the match ends there. The roll is the log's last event, so folding the log stops
   * at it with this same Unsupported; `final` is the state before it. Rarer, a position where
   * every decision would need such a rule: the log ends before that decision (`stopped.seq` is
   * one past its last event).
   */
  readonly stopped?: Unsupported
}

const DIE_SIDES = { coin: 2, d3: 3, d6: 6, "2d6": 6, d8: 8, d16: 16, block: 6 } as const

const rosterOf = (id: string): Roster => {
  const roster = ROSTERS.find((r) => r.id === id)
  if (roster === undefined) throw new Error(`unknown roster "${id}" (rosters: ${ROSTERS.map((r) => r.id).join(", ")})`)
  return roster
}

/**
 * Plays a whole match: the dice come from the seeded PRNG, every decision from the coach
 * policy, and every event is folded by the engine as it is made, so the log is legal by
 * construction. The same options always give the same log.
 */
export const simulate = (options: SimulateOptions): Simulated => {
  // The coach tries candidate decisions against the rules, and most rejected candidates become
  // RuleViolation errors; their stack traces would cost more than the rules do.
  const errors = Error as { stackTraceLimit?: number | undefined }
  const limit = errors.stackTraceLimit
  errors.stackTraceLimit = 0
  try {
    return play(options)
  } finally {
    errors.stackTraceLimit = limit
  }
}

/**
 * The Unsupported the engine answers a decision with here, whatever its details: a handler that
 * cannot fold the position stops before it reads the event, so a bare event of each kind asked
 * for finds it. Undefined when the rules simply refuse them (the coach's problem, reported as such).
 */
export const unsupportedDecision = (match: Match, state: MatchState, tags: ReadonlyArray<string>): Unsupported | undefined => {
  for (const tag of tags) {
    try {
      const next = transition(match, state, { _tag: tag, seq: state.seq + 1 } as MatchEvent)
      if (next._tag === "Failure" && next.failure._tag === "Unsupported") return next.failure
    } catch {
      // A bare event a handler cannot read: not the answer we are looking for.
    }
  }
  return undefined
}

/** The header's team ids: home and away for two teams, four Greek letters for four. */
const TEAM_IDS: Readonly<Record<number, ReadonlyArray<string>>> = { 2: ["home", "away"], 4: ["alpha", "beta", "gamma", "delta"] }

/** The header's options: the pitch and the mode, each checked against the variant. */
const headerOptions = (options: SimulateOptions): MatchStarted["options"] => {
  const { variant } = options
  if (options.pitch !== undefined) {
    // (BlightBowl's rolled quarters are pitches to the engine, but not the header's `pitch` option.)
    const pitches = variant.pitches === null || OPTION_OWNERS.pitch !== variant.id ? [] : Object.keys(variant.pitches.variants)
    if (!pitches.includes(options.pitch)) {
      throw new Error(`${variant.name} has ${pitches.length === 0 ? "no pitch to choose" : `the pitches ${pitches.join(", ")}`}, not "${options.pitch}"`)
    }
  }
  const modes: ReadonlyArray<string> = OPTION_OWNERS.mode === variant.id ? BLIGHTBOWL_MODES : []
  if (options.mode !== undefined && !modes.includes(options.mode)) {
    throw new Error(`${variant.name} has ${modes.length === 0 ? "no mode to choose" : `the modes ${modes.join(", ")}`}, not "${options.mode}"`)
  }
  if (options.mode === undefined && modes.length > 0) throw new Error(`${variant.name} needs a mode: ${modes.join(", ")}`)
  if (options.home !== undefined) {
    const ids = TEAM_IDS[TEAM_COUNTS[variant.id as VariantId] ?? 2] ?? []
    if (!ids.includes(options.home)) throw new Error(`the home team is one of the header's teams, ${ids.join(", ")}, not "${options.home}"`)
    if (options.stadium === undefined || options.stadium === "random") throw new Error("a match at a team's home stadium names the stadium's attribute (a stadium, not random)")
  }
  return {
    ...(options.pitch === undefined ? {} : { pitch: options.pitch }),
    ...(options.mode === undefined ? {} : { mode: options.mode }),
    ...(options.stadium === undefined ? {} : { stadium: options.stadium }),
    ...(options.home === undefined ? {} : { home: options.home }),
    ...(options.exhibition === undefined ? {} : { exhibition: options.exhibition })
  } as MatchStarted["options"]
}

const play = (options: SimulateOptions): Simulated => {
  const rng = new Rng(options.seed)
  const count = TEAM_COUNTS[options.variant.id as VariantId] ?? 2
  const ids = TEAM_IDS[count]
  if (ids === undefined) throw new Error(`${options.variant.name} plays ${count} teams; the simulator plays two or four`)
  if (options.teams !== undefined && options.teams.length !== count) throw new Error(`${options.variant.name} needs ${count} teams, not ${options.teams.length}`)
  const rosters = options.teams?.map(rosterOf) ?? Array.from({ length: count }, () => rng.pick(ROSTERS.filter((roster) => roster.drawn !== false)))
  const matchOptions = headerOptions(options)
  // With four teams, two of one roster would often share a name: the next of the roster's names instead, where it has one.
  const names = new Set<string>()
  const teamName = (drawn: number, i: number): number => {
    const roster = rosters[i]!
    let index = drawn
    if (count > 2) {
      for (let tries = 0; tries < roster.teamNames.length && names.has(roster.teamNames[index % roster.teamNames.length]!); tries++) index++
    }
    names.add(roster.teamNames[index % roster.teamNames.length]!)
    return index
  }
  const header: MatchStarted = {
    _tag: "MatchStarted",
    format: "sidelines/1",
    variant: options.variant.id,
    options: matchOptions,
    teams: rosters.map((roster, i) => {
      const team = draftTeam(roster, ids[i]!, teamName(rng.below(3), i), options.variant.id)
      return options.inducements === undefined ? team : { ...team, inducements: [...team.inducements, ...options.inducements] }
    }),
    seed: options.seed,
    source: { program: "sidelines simulate", version: "0.1.0" }
  }
  // The engine refuses some options with some variants (a stadium attribute it cannot fold on
  // this pitch): refuse them here too, rather than write a log the engine will not fold.
  const checked = variantOf(header)
  if (checked._tag === "Failure") throw new Error(checked.failure.message)
  const match = buildMatch(header, configured(options.variant, header))
  let state = initialState(match)
  const events: Array<MatchEvent> = []
  const limit = options.maxEvents ?? 50_000
  while (events.length < limit) {
    const expectation = expecting(match, state)
    if (expectation.kind === "nothing") break
    const seq = state.seq + 1
    let event: MatchEvent
    if (expectation.kind === "roll") {
      const count = expectation.die === "2d6" ? 2 : expectation.count ?? 1
      let faces = Array.from({ length: count }, () => rng.die(DIE_SIDES[expectation.die]))
      // Special Plays: the second card comes off the deck the first left, so it is another card
      // (the log's D8 names its place; a repeat is rolled again, as drawing it could not happen).
      if (expectation.for === "special-play-card") {
        const repeats = (f: ReadonlyArray<number>) => {
          const tried = transition(match, state, { _tag: "DiceRolled", seq, die: "d8", faces: [...f], for: "special-play-card", ...(expectation.team === undefined ? {} : { team: match.teamIds[expectation.team]! }) } as unknown as DiceRolled)
          return tried._tag === "Failure" && /already drawn/.test(tried.failure.message)
        }
        for (let tries = 0; tries < 50 && repeats(faces); tries++) faces = [rng.die(8)]
      }
      const roll: Record<string, unknown> = { _tag: "DiceRolled", seq, die: expectation.die, faces, for: expectation.for }
      if (expectation.player !== null) roll.player = expectation.player
      if (expectation.team !== undefined) roll.team = match.teamIds[expectation.team]
      event = roll as unknown as DiceRolled
    } else {
      let decision: ReturnType<typeof decide>
      try {
        decision = decide(match, state, expectation, rng)
      } catch (error) {
        // The coach found no choice the engine takes. If that is because the position needs a
        // rule the engine lacks (every choice stops as Unsupported), the match ends here, before
        // that decision; otherwise it is the coach's problem.
        const stopped = unsupportedDecision(match, state, expectation.events)
        if (stopped !== undefined) return { header, events, final: state, stopped }
        throw error
      }
      event = { ...decision, seq } as MatchEvent
    }
    const next = transition(match, state, event)
    if (next._tag === "Failure" && next.failure._tag === "Unsupported" && event._tag === "DiceRolled") {
      // The dice are the dice: a roll no coach chose brought up a rule the engine lacks. The
      // match ends at it, with the roll kept so the log shows where and why.
      events.push(event)
      return { header, events, final: state, stopped: next.failure }
    }
    if (next._tag === "Failure") {
      throw new Error(`seed ${options.seed}: the simulator made an illegal event at seq ${seq} (${JSON.stringify(event)}): ${next.failure.message}`)
    }
    events.push(event)
    state = next.success
  }
  return { header, events, final: state }
}
