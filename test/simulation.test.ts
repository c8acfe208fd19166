import { beforeAll, describe, expect, it } from "vitest"
import { expecting, isMarketStall, isObstacle, isSewerPit, legalDecisions, Replay, summarize, transition, variantAt, type MatchState, type Variant } from "@sidelines/engine"
import { decodeLogText, encodeLog, STADIUM_ATTRIBUTES, type MatchEvent, type MatchStarted } from "@sidelines/schema"
import { draftCost, draftPlan, draftTeam, DRAFT_BUDGET, rerollPrice, ROSTERS, simulate, type Simulated, unsupportedDecision } from "@sidelines/sim"
import { gutterHeader, gutterPosition } from "../packages/engine/test/support/gutter.js"
import { bloodBowl } from "../packages/engine/src/variants/blood-bowl/index.js"
import { gutterBowl, gutterSewer, gutterStreet } from "../packages/engine/src/variants/gutter-bowl/index.js"
import { holidaySpecial } from "../packages/engine/src/variants/holiday-special/index.js"
import { sevens } from "../packages/engine/src/variants/sevens/index.js"
import { MUTATIONS } from "../packages/engine/src/rules/magic-potions.js"
import { IMPLEMENTED_SKILLS, skillKey } from "../packages/engine/src/model/skills.js"
import { ALLIANCES, blightbowl, type Mode } from "../packages/engine/src/variants/blightbowl/index.js"

// Property tests over whole simulated matches: the strongest test the engine gets. Every log
// must validate and fold with no violation and no unsupported rule, and the invariants below
// must hold after every event. SIM_SEEDS widens the run (default 200 Blood Bowl seeds, and half
// as many Sevens seeds).
const SEEDS = Number(process.env.SIM_SEEDS ?? 200)
const SEVENS_SEEDS = Math.max(1, Math.floor(SEEDS / 2))
const matches: Array<{ seed: number } & Simulated> = []
const sevensMatches: Array<{ seed: number } & Simulated> = []

beforeAll(() => {
  for (let seed = 1; seed <= SEEDS; seed++) matches.push({ seed, ...simulate({ seed, variant: bloodBowl }) })
  for (let seed = 1; seed <= SEVENS_SEEDS; seed++) sevensMatches.push({ seed, ...simulate({ seed, variant: sevens }) })
}, 300_000)

// Gutter Bowl on each pitch: a quarter as many seeds as Blood Bowl, on the street and in the sewer.
const GUTTER_SEEDS = Math.max(1, Math.floor(SEEDS / 4))
const GUTTER_PITCHES = { street: gutterStreet, sewer: gutterSewer } as const
const gutterMatches: Record<keyof typeof GUTTER_PITCHES, Array<{ seed: number } & Simulated>> = { street: [], sewer: [] }

beforeAll(() => {
  for (const pitch of ["street", "sewer"] as const) {
    for (let seed = 1; seed <= GUTTER_SEEDS; seed++) gutterMatches[pitch].push({ seed, ...simulate({ seed, variant: gutterBowl, pitch }) })
  }
}, 300_000)

/**
 * The rules the engine does not fold yet that dice alone can bring up in a simulated Gutter Bowl
 * match (docs/variants/gutter-bowl.md): the match ends at that roll. Drop an entry when the engine
 * folds it. None of them has come up in the seeds played: "every match plays to full time" below
 * holds them to it.
 */
const GUTTER_NOT_FOLDED_YET = [
  // The Superior Magic Potion table's Potion of Mutation (a Lesser potion's 8 rolls on it) giving a
  // Mutation the engine does not fold yet.
  ...MUTATIONS.filter((name) => !IMPLEMENTED_SKILLS.has(name.toLowerCase())).map((name) => `skill: ${name}`)
]

// The Holiday Special: an eighth as many seeds as Blood Bowl (25 by default).
const HOLIDAY_SEEDS = Math.max(1, Math.floor(SEEDS / 8))
const holidayMatches: Array<{ seed: number } & Simulated> = []

beforeAll(() => {
  for (let seed = 1; seed <= HOLIDAY_SEEDS; seed++) holidayMatches.push({ seed, ...simulate({ seed, variant: holidaySpecial }) })
}, 300_000)

/**
 * The rules the engine does not fold yet that a simulated Holiday Special match can bring up
 * (docs/variants/holiday-special.md). None is left that a simulated match can meet: a chain push
 * ending in a house and Roaming Yhetees both fold now. (The Red Gobbo is never hired: the
 * simulator's rosters do not.) Add an entry, with its reason, if the engine ever stops there.
 */
const HOLIDAY_NOT_FOLDED_YET: ReadonlyArray<string> = []

/** Gutter Bowl's Clouds of Smog: a 5+ lets a team set up one more player than usual this drive. */
const smogExtra = (state: MatchState, team: number): number => (state.kickOffEffects.includes(`clouds-of-smog:${team}`) ? 1 : 0)

/** Every broken invariant of one state, in words. */
const broken = (state: MatchState, variant: Variant = bloodBowl): Array<string> => {
  const problems: Array<string> = []
  const squares = new Map<string, string>()
  // A thrown player in the air, or one off the pitch whose injury is still being rolled, is in neither.
  const between = new Set(state.stack.flatMap((step) =>
    step._tag === "ThrownFlight" || step._tag === "Swoop" || step._tag === "ThrownLands" ? [step.thrown]
    : step._tag === "Injury" || step._tag === "Casualty" || step._tag === "Apothecary" || step._tag === "Regeneration" || step._tag === "ApplyInjury" || step._tag === "Decay" ? [step.player]
    : []))
  for (const player of state.players) {
    if ((player.at === null) === (player.box === null) && !(player.at === null && between.has(player.id))) problems.push(`${player.id} is both on the pitch and in a box, or neither`)
    if (player.at !== null) {
      const key = player.at.join(",")
      const other = squares.get(key)
      if (other !== undefined) problems.push(`${player.id} and ${other} share square ${key}`)
      squares.set(key, player.id)
    }
  }
  // Both balls while a Ball Clone is in force (rules/special-plays/ball-clone.ts).
  const other = state.otherBall
  for (const ball of other === undefined ? [state.ball] : [state.ball, other]) {
    if (ball.carrier !== null) {
      const carrier = state.players.find((p) => p.id === ball.carrier)!
      if (carrier.at === null && between.has(carrier.id)) {
        // Thrown with the ball: it is in the air with them.
      } else if (carrier.at === null || ball.at === null || carrier.at.join() !== ball.at.join()) problems.push(`the ball is carried by ${carrier.id} but is not where they are`)
      if (carrier.posture !== "standing") problems.push(`${carrier.id} holds the ball lying down`)
    } else if (ball.inPlay) {
      if (ball.at === null || !variant.pitch.contains(ball.at)) problems.push("a loose ball in play is off the pitch")
    }
  }
  if (other !== undefined) {
    if (other.carrier !== null && other.carrier === state.ball.carrier) problems.push(`${other.carrier} holds both balls`)
    if (state.phase !== "team-turn") problems.push(`a second ball is on the pitch in the ${state.phase} phase`)
  }
  state.teams.forEach((team, t) => {
    const scored = state.players.filter((p) => p.team === t).reduce((n, p) => n + p.stats.touchdowns, 0)
    if (team.score !== scored) problems.push(`team ${t} has ${team.score} points but ${scored} touchdowns`)
    if (team.rerolls < 0) problems.push(`team ${t} has ${team.rerolls} re-rolls`)
    if (team.turn < 0 || team.turn > variant.turnsPerHalf) problems.push(`team ${t} is on turn ${team.turn}`)
    if (state.phase === "kick-off") {
      const fielded = state.players.filter((p) => p.team === t && p.at !== null).length
      if (fielded > variant.maxPlayersOnPitch + smogExtra(state, t)) problems.push(`team ${t} has ${fielded} players on the pitch at the kick-off`)
    }
  })
  return problems
}

/** Why a Blood Bowl log is not a clean match to full time: it does not fold, breaks a rule, has an unsupported skill, stops early or breaks an invariant (the first state that does). */
const fullTimeProblems = (seed: number, header: MatchStarted, events: ReadonlyArray<MatchEvent>): Array<string> => {
  const built = Replay.build(header, events)
  if (built._tag === "Failure") return [`seed ${seed}: ${built.failure.message}`]
  const replay = built.success
  const failures: Array<string> = []
  if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message}`)
  if (replay.unsupportedSkills.length > 0) failures.push(`seed ${seed}: unsupported skills ${replay.unsupportedSkills.map((s) => s.skill).join(", ")}`)
  if (replay.final.phase !== "full-time") failures.push(`seed ${seed}: ended in ${replay.final.phase}`)
  for (const state of replay.states) {
    const problems = broken(state)
    if (problems.length > 0) {
      failures.push(`seed ${seed}, seq ${state.seq}: ${problems.join("; ")}`)
      break
    }
  }
  return failures
}

describe(`simulated blood-bowl matches (${SEEDS} seeds)`, () => {
  it("every log validates, folds with no violation and no unsupported rule, and keeps every invariant after every event", () => {
    const failures: Array<string> = []
    for (const { seed, header, events } of matches) {
      const text = encodeLog(header, events)
      const decoded = decodeLogText(text)
      if (decoded.errors.length > 0) failures.push(`seed ${seed}: invalid log: ${decoded.errors[0]!.message}`)
      const built = Replay.build(header, events)
      if (built._tag === "Failure") {
        failures.push(`seed ${seed}: ${built.failure.message}`)
        continue
      }
      const replay = built.success
      if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message}`)
      if (replay.unsupportedSkills.length > 0) failures.push(`seed ${seed}: unsupported skills ${replay.unsupportedSkills.map((s) => s.skill).join(", ")}`)
      if (replay.final.phase !== "full-time") failures.push(`seed ${seed}: ended in ${replay.final.phase}`)
      for (const state of replay.states) {
        const problems = broken(state)
        if (problems.length > 0) {
          failures.push(`seed ${seed}, seq ${state.seq}: ${problems.join("; ")} (replay: npx sidelines simulate --variant blood-bowl --seed ${seed})`)
          break
        }
      }
    }
    expect(failures).toEqual([])
  })

  it("the same seed gives the same log", () => {
    const again = simulate({ seed: matches[0]!.seed, variant: bloodBowl })
    expect(encodeLog(again.header, again.events)).toBe(encodeLog(matches[0]!.header, matches[0]!.events))
  })

  it("plays like Blood Bowl over 100 seeds: 1.5 to 5 touchdowns a match on average, a casualty in most, turnovers in every one", () => {
    const hundred = matches.slice(0, 100)
    expect(hundred).toHaveLength(100)
    const stats = hundred.map(({ header, events }) => {
      const replay = (Replay.build(header, events) as { success: Replay }).success
      const outcomes = replay.states.flatMap((s) => s.outcomes)
      return {
        touchdowns: outcomes.filter((o) => o._tag === "Touchdown").length,
        casualties: outcomes.filter((o) => o._tag === "Injury" && o.result !== "stunned" && o.result !== "ko").length,
        turnovers: outcomes.filter((o) => o._tag === "Turnover").length
      }
    })
    const meanTouchdowns = stats.reduce((n, s) => n + s.touchdowns, 0) / stats.length
    expect(meanTouchdowns).toBeGreaterThanOrEqual(1.5)
    expect(meanTouchdowns).toBeLessThanOrEqual(5)
    expect(stats.filter((s) => s.casualties > 0).length).toBeGreaterThan(50)
    expect(stats.every((s) => s.turnovers > 0)).toBe(true)
  })
})

/**
 * Blood Bowl matches whose teams each bring five Special Plays cards, a Team Mascot, a Medicinal
 * Unguent and Horatio X. Schottenheim (any team may hire him): the coach plays cards wherever the
 * engine's legal decisions offer them, and casts Horatio's spell where they offer it, so these
 * property tests exercise the cards' and inducements' rules across whole matches, not just their
 * own unit tests.
 */
const INDUCED_SEEDS = 24
const INDUCED: MatchStarted["teams"][number]["inducements"] = [
  { id: "special-play", count: 5 }, { id: "team-mascot", count: 1 }, { id: "medicinal-unguent", count: 1 }, { id: "wizard", count: 1, name: "Horatio X. Schottenheim" }
]

describe(`simulated blood-bowl matches with Special Plays and Death Zone inducements (${INDUCED_SEEDS} seeds)`, () => {
  // Both teams bring the same named wizard (Horatio): an exhibition, so both may use him (rules/ringers.ts).
  const induced = Array.from({ length: INDUCED_SEEDS }, (_, i) => ({ seed: i + 1, ...simulate({ seed: i + 1, variant: bloodBowl, inducements: INDUCED, exhibition: true }) }))

  it("every log validates, folds with no violation to full time, and keeps every invariant after every event", () => {
    const failures: Array<string> = []
    for (const { seed, header, events, stopped } of induced) {
      const decoded = decodeLogText(encodeLog(header, events))
      if (decoded.errors.length > 0) failures.push(`seed ${seed}: invalid log: ${decoded.errors[0]!.message}`)
      if (stopped !== undefined) failures.push(`seed ${seed}: stopped at ${stopped.feature}`)
      failures.push(...fullTimeProblems(seed, header, events))
    }
    expect(failures).toEqual([])
  })

  it("the coach plays most of the cards it can draw (at least 30 different ones over the seeds), and Horatio casts", () => {
    const played = new Set(induced.flatMap(({ events }) => events.flatMap((e) => (e._tag === "SpecialPlayPlayed" ? [e.card] : []))))
    expect(played.size).toBeGreaterThanOrEqual(30)
    // Public Inconvenience can never be played; Ball Clone is, and its matches play on with two balls (the invariants above check both).
    expect(played.has("public-inconvenience")).toBe(false)
    expect(played.has("ball-clone")).toBe(true)
    const casts = induced.flatMap(({ events }) => events.filter((e) => e._tag === "InducementUsed" && e.inducement === "take-this-ooops"))
    expect(casts.length).toBeGreaterThan(0)
  })

  it("Ball Clone's matches play on with two balls: states with a second ball, both held at once, and the touchdown's D6 both ways", () => {
    const cloned = induced.filter(({ events }) => events.some((e) => e._tag === "SpecialPlayPlayed" && e.card === "ball-clone"))
    expect(cloned.length).toBeGreaterThanOrEqual(3)
    let twoBalls = 0
    let bothHeld = 0
    const rows = new Set<string>()
    for (const { header, events } of cloned) {
      const built = Replay.build(header, events)
      if (built._tag === "Failure") throw new Error(built.failure.message)
      for (const state of built.success.states) {
        if (state.otherBall === undefined) continue
        twoBalls++
        if (state.otherBall.carrier !== null && state.ball.carrier !== null) bothHeld++
      }
      for (const state of built.success.states) for (const o of state.outcomes) if (o._tag === "Ruling" && o.ruling.rule === "Ball Clone" && o.ruling.row !== null) rows.add(o.ruling.row)
    }
    expect(twoBalls).toBeGreaterThan(500)
    expect(bothHeld).toBeGreaterThan(0)
    expect([...rows].sort()).toEqual(["evaporates", "touchdown"])
  })
})

describe(`simulated sevens matches (${SEVENS_SEEDS} seeds)`, () => {
  it("every log validates, folds with no violation and no unsupported rule, and keeps every invariant after every event", () => {
    const failures: Array<string> = []
    for (const { seed, header, events } of sevensMatches) {
      const decoded = decodeLogText(encodeLog(header, events))
      if (decoded.errors.length > 0) failures.push(`seed ${seed}: invalid log: ${decoded.errors[0]!.message}`)
      const built = Replay.build(header, events)
      if (built._tag === "Failure") {
        failures.push(`seed ${seed}: ${built.failure.message}`)
        continue
      }
      const replay = built.success
      if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message}`)
      if (replay.final.phase !== "full-time") failures.push(`seed ${seed}: ended in ${replay.final.phase}`)
      for (const state of replay.states) {
        const problems = broken(state, sevens)
        // Sevens set-up: nobody between the lines at the kick-off, and at most seven a side (checked above).
        if (state.phase === "kick-off" && state.stack.at(-1)?._tag === "Kick") {
          for (const p of state.players) {
            if (p.at !== null && !sevens.pitch.isSetUpArea(p.team, p.at)) problems.push(`${p.id} set up between the lines on ${p.at.join(",")}`)
          }
        }
        if (problems.length > 0) {
          failures.push(`seed ${seed}, seq ${state.seq}: ${problems.join("; ")} (replay: npx sidelines simulate --variant sevens --seed ${seed})`)
          break
        }
      }
    }
    expect(failures).toEqual([])
  })

  it("plays two halves of six team turns a side, with seven players a side at every kick-off", () => {
    for (const { header, events } of sevensMatches.slice(0, 20)) {
      const replay = (Replay.build(header, events) as { success: Replay }).success
      const outcomes = replay.states.flatMap((s) => s.outcomes)
      const turns = outcomes.filter((o) => o._tag === "TeamTurnStarted").map((o) => (o as { turn: number }).turn)
      expect(Math.max(...turns)).toBeLessThanOrEqual(6)
      expect(outcomes.filter((o) => o._tag === "HalfEnded")).toHaveLength(2)
      const kicks = replay.states.filter((s) => s.phase === "kick-off" && s.stack.at(-1)?._tag === "Kick")
      expect(kicks.length).toBeGreaterThan(0)
      for (const state of kicks.slice(0, 1)) {
        for (let t = 0; t < 2; t++) expect(state.players.filter((p) => p.team === t && p.at !== null)).toHaveLength(7)
      }
    }
  })
})

describe.each(["street", "sewer"] as const)(`simulated gutter-bowl matches on the %s pitch (${GUTTER_SEEDS} seeds)`, (pitch) => {
  const variant = GUTTER_PITCHES[pitch]
  const replayOf = ({ header, events }: Simulated) => (Replay.build(header, events) as { success: Replay }).success

  it("every log validates, folds with no violation, keeps every invariant after every event, and plays to full time or stops at a roll the engine does not fold yet", () => {
    const failures: Array<string> = []
    for (const match of gutterMatches[pitch]) {
      const { seed, header, events, stopped } = match
      const replayHint = `(replay: npx sidelines simulate --variant gutter-bowl --pitch ${pitch} --seed ${seed})`
      const decoded = decodeLogText(encodeLog(header, events))
      if (decoded.errors.length > 0) failures.push(`seed ${seed}: invalid log: ${decoded.errors[0]!.message}`)
      const built = Replay.build(header, events)
      if (built._tag === "Failure") {
        failures.push(`seed ${seed}: ${built.failure.message}`)
        continue
      }
      const replay = built.success
      if (replay.unsupportedSkills.length > 0) failures.push(`seed ${seed}: unsupported skills ${replay.unsupportedSkills.map((s) => s.skill).join(", ")}`)
      if (stopped === undefined) {
        if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message}`)
        if (replay.final.phase !== "full-time") failures.push(`seed ${seed}: ended in ${replay.final.phase}`)
      } else if (!GUTTER_NOT_FOLDED_YET.includes(stopped.feature)) {
        failures.push(`seed ${seed}: stopped at an unexpected gap: ${stopped.feature} ${replayHint}`)
      } else if (stopped.seq === events.at(-1)!.seq + 1) {
        // Stopped before a decision every choice of which the engine cannot fold: the log folds whole.
        if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message}`)
      } else {
        // Stopped at a roll: the engine's Unsupported on the log's last event.
        const last = events.at(-1)!
        if (last._tag !== "DiceRolled" || stopped.seq !== last.seq) failures.push(`seed ${seed}: stopped at seq ${stopped.seq}, not at its last event, a roll`)
        if (replay.violation?._tag !== "Unsupported" || replay.violation.seq !== last.seq || replay.violation.feature !== stopped.feature) {
          failures.push(`seed ${seed}: folding the log does not stop where the simulator did (${replay.violation?.message ?? "no stop"})`)
        }
      }
      for (const state of [replay.initial, ...replay.states]) {
        const problems = broken(state, variant)
        for (const p of state.players) if (p.at !== null && isMarketStall(variant.pitch, p.at)) problems.push(`${p.id} stands on a market stall at ${p.at.join(",")}`)
        const { ball } = state
        // (While its D8 back out is due the ball is in the pit; by the next decision it is out.)
        if (ball.carrier === null && ball.inPlay && ball.at !== null && isObstacle(variant.pitch, ball.at) && expecting(replay.match, state).kind === "decision") {
          problems.push(`the ball rests on a stall or in a pit at ${ball.at.join(",")}`)
        }
        // The set-up: nobody on a stall or in a pit, nobody in the other half, at the kick-off.
        if (state.phase === "kick-off" && state.stack.at(-1)?._tag === "Kick") {
          for (const p of state.players) if (p.at !== null && !variant.pitch.isSetUpArea(p.team, p.at)) problems.push(`${p.id} set up on ${p.at.join(",")}`)
        }
        if (problems.length > 0) {
          failures.push(`seed ${seed}, seq ${state.seq}: ${problems.join("; ")} ${replayHint}`)
          break
        }
      }
    }
    expect(failures).toEqual([])
  })

  it("the header names the pitch and its teams keep the Gutter Bowl draft (checked by the engine as it folds)", () => {
    for (const { header, events } of gutterMatches[pitch].slice(0, 10)) {
      expect(header.options).toEqual({ pitch })
      expect(replayOf({ header, events } as Simulated).states.length).toBeGreaterThan(0)
      for (const team of header.teams) {
        expect(team.staff).toEqual({ apothecary: false, assistantCoaches: 0, cheerleaders: 0 })
        expect(team.teamValue).toBeLessThanOrEqual(DRAFT_BUDGET["gutter-bowl"]!)
      }
    }
  })

  it("the same seed gives the same log", () => {
    const first = gutterMatches[pitch][0]!
    const again = simulate({ seed: first.seed, variant: gutterBowl, pitch })
    expect(encodeLog(again.header, again.events)).toBe(encodeLog(first.header, first.events))
  })

  it("plays two halves of at most six team turns a side, seven players a side at the first kick-off (eight after a 5+ in the Clouds of Smog)", () => {
    const finished = gutterMatches[pitch].filter((m) => m.stopped === undefined).slice(0, 10)
    expect(finished.length).toBeGreaterThan(0)
    for (const match of finished) {
      const replay = replayOf(match)
      const outcomes = replay.states.flatMap((s) => s.outcomes)
      const turns = outcomes.filter((o) => o._tag === "TeamTurnStarted").map((o) => (o as { turn: number }).turn)
      expect(Math.max(...turns)).toBeLessThanOrEqual(6)
      expect(outcomes.filter((o) => o._tag === "HalfEnded")).toHaveLength(2)
      const kick = replay.states.find((s) => s.phase === "kick-off" && s.stack.at(-1)?._tag === "Kick")!
      for (let t = 0; t < 2; t++) expect(kick.players.filter((p) => p.team === t && p.at !== null)).toHaveLength(7 + smogExtra(kick, t))
    }
  })

  if (pitch === "street") {
    it("a team that rolls 5+ in the Clouds of Smog sets up an eighth player", () => {
      const smog = gutterMatches.street.flatMap((match) => replayOf(match).states.filter((s) => s.phase === "kick-off" && s.stack.at(-1)?._tag === "Kick" && smogExtra(s, 0) + smogExtra(s, 1) > 0))
      const eighth = smog.filter((s) => [0, 1].some((t) => smogExtra(s, t) > 0 && s.players.filter((p) => p.team === t && p.at !== null).length === 8))
      expect(eighth.length).toBeGreaterThan(0)
    })
  }

  it("the coach uses the pitch: barricades crossed both ways, players pushed into the walls", () => {
    const events = gutterMatches[pitch].flatMap((m) => m.events)
    const crossings = events.filter((e) => e._tag === "PlayerMoved" && e.barricade !== undefined).map((e) => (e as { barricade: string }).barricade)
    expect(crossings).toContain("safe")
    expect(crossings).toContain("reckless")
    expect(events.some((e) => e._tag === "DiceRolled" && e.for === "wall")).toBe(true)
  })

  // The dice alone no longer stop a simulated match (the ball into a stall's corner folds, and so
  // does every Mutation a potion gives, and a chain push into the wall).
  it("every match plays to full time", () => {
    expect(gutterMatches[pitch].filter((m) => m.stopped !== undefined).map((m) => `seed ${m.seed}: ${m.stopped!.feature}`)).toEqual([])
  })
})

describe("simulated gutter-bowl matches, across pitches", () => {
  it("the sewer match of seed 3 has end-of-team-turn sewer-pit rolls: a D6 for a player of the team whose turn ends, down a pit", () => {
    const match = gutterMatches.sewer.find((m) => m.seed === 3) ?? { seed: 3, ...simulate({ seed: 3, variant: gutterBowl, pitch: "sewer" }) }
    const replay = (Replay.build(match.header, match.events) as { success: Replay }).success
    const endOfTurnRolls = match.events.flatMap((event, i) => {
      if (event._tag !== "DiceRolled" || event.for !== "sewer-pit" || event.player === undefined) return []
      const before = i === 0 ? replay.initial : replay.states[i - 1]!
      const top = before.stack.at(-1)
      const endTurn = before.stack.find((step) => step._tag === "EndTurn")
      const player = before.players.find((p) => p.id === event.player)!
      return top?._tag === "SewerPitRoll" && top.stage === "d6" && endTurn?.team === player.team && isSewerPit(gutterSewer.pitch, player.at!) ? [event] : []
    })
    expect(endOfTurnRolls.length).toBeGreaterThan(0)
  })

  it("the sewer match of seed 3 has a Restless Fans roll: a D6 at the end of a team turn for a player of that team judged Stalling in it", () => {
    const match = gutterMatches.sewer.find((m) => m.seed === 3) ?? { seed: 3, ...simulate({ seed: 3, variant: gutterBowl, pitch: "sewer" }) }
    const replay = (Replay.build(match.header, match.events) as { success: Replay }).success
    const fans = match.events.flatMap((event, i) => {
      if (event._tag !== "DiceRolled" || event.for !== "restless-fans") return []
      const before = i === 0 ? replay.initial : replay.states[i - 1]!
      const endTurn = before.stack.find((step) => step._tag === "EndTurn")
      const player = before.players.find((p) => p.id === event.player)!
      return endTurn?.team === player.team && player.used.includes("stalling") ? [event] : []
    })
    expect(fans.length).toBeGreaterThan(0)
  })

  it("without a pitch in the header the pre-game rolls for one, and the match plays on the pitch it gives", () => {
    for (const seed of [1, 2, 3, 4]) {
      const match = simulate({ seed, variant: gutterBowl })
      expect(match.header.options).toEqual({})
      const first = match.events[0]!
      expect(first).toMatchObject({ _tag: "DiceRolled", die: "d6", for: "gutter-bowl-pitch" })
      const venue = (first as { faces: ReadonlyArray<number> }).faces[0]! <= 3 ? "sewer" : "street"
      expect(match.final.venue).toBe(venue)
    }
  })

  it("a chain push into the wall is no longer a stop: the simulator is offered the last player's push into the wall and no Unsupported is found", () => {
    // h1 blocks a1 against three team-mates along the wall: every chain ends in the wall.
    const { match, state } = gutterPosition(gutterHeader("street"), { team: 0, at: { h1: [15, 2], a1: [15, 1], a2: [14, 0], a3: [15, 0], a4: [16, 0] } })
    let current = state
    for (const event of [
      { _tag: "ActionDeclared", player: "h1", action: "block" },
      { _tag: "BlockThrown", player: "h1", target: "a1" },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "h1" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "a1", to: [15, 0] }
    ]) current = (transition(match, current, { ...event, seq: current.seq + 1 } as MatchEvent) as { success: MatchState }).success
    expect(legalDecisions(match, current)).toEqual([{ _tag: "PushChosen", player: "a3", to: [15, 0] }])
    const expectation = expecting(match, current)
    expect(expectation.kind).toBe("decision")
    expect(unsupportedDecision(match, current, (expectation as { events: ReadonlyArray<string> }).events)).toBeUndefined()
    // Nor is an ordinary decision mistaken for one.
    expect(unsupportedDecision(match, state, ["ActionDeclared", "TurnEnded"])).toBeUndefined()
  })

  it("a pitch the variant does not have is refused", () => {
    expect(() => simulate({ seed: 1, variant: gutterBowl, pitch: "moon" })).toThrow(/street, sewer/)
    expect(() => simulate({ seed: 1, variant: bloodBowl, pitch: "sewer" })).toThrow(/no pitch/)
  })
})

// BlightBowl in each mode: four teams on the cross make long matches, so a few seeds each
// (SIM_SEEDS / 50, at least four).
const BLIGHT_SEEDS = Math.max(4, Math.floor(SEEDS / 50))
const BLIGHT_MODES = ["allies", "grudge", "free-for-all"] as const satisfies ReadonlyArray<Mode>
const blightMatches: Record<Mode, Array<{ seed: number } & Simulated>> = { allies: [], grudge: [], "free-for-all": [] }

beforeAll(() => {
  for (const mode of BLIGHT_MODES) {
    for (let seed = 1; seed <= BLIGHT_SEEDS; seed++) blightMatches[mode].push({ seed, ...simulate({ seed, variant: blightbowl, mode }) })
  }
}, 300_000)

/**
 * The rules the engine does not fold yet that dice alone can bring up in a simulated BlightBowl
 * match (docs/variants/blightbowl.md): the match ends at that roll. Drop an entry when the engine
 * folds it. (The throw-in past an elbow is folded: none is left.)
 */
const BLIGHT_NOT_FOLDED_YET: ReadonlyArray<string> = []

describe.each(BLIGHT_MODES)(`simulated blightbowl matches in %s mode (${BLIGHT_SEEDS} seeds)`, (mode) => {
  const replayOf = ({ header, events }: Simulated) => (Replay.build(header, events) as { success: Replay }).success
  const hint = (seed: number) => `(replay: npx sidelines simulate --variant blightbowl --mode ${mode} --seed ${seed})`

  it("every log validates, folds with no violation, keeps every invariant after every event, and plays to full time or stops at a roll the engine does not fold yet", () => {
    const failures: Array<string> = []
    for (const { seed, header, events, stopped } of blightMatches[mode]) {
      const decoded = decodeLogText(encodeLog(header, events))
      if (decoded.errors.length > 0) failures.push(`seed ${seed}: invalid log: ${decoded.errors[0]!.message}`)
      const built = Replay.build(header, events)
      if (built._tag === "Failure") {
        failures.push(`seed ${seed}: ${built.failure.message}`)
        continue
      }
      const replay = built.success
      if (replay.unsupportedSkills.length > 0) failures.push(`seed ${seed}: unsupported skills ${replay.unsupportedSkills.map((s) => s.skill).join(", ")}`)
      if (stopped === undefined) {
        if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message} ${hint(seed)}`)
        if (replay.final.phase !== "full-time") failures.push(`seed ${seed}: ended in ${replay.final.phase} ${hint(seed)}`)
      } else if (!BLIGHT_NOT_FOLDED_YET.includes(stopped.feature)) {
        failures.push(`seed ${seed}: stopped at an unexpected gap: ${stopped.feature} ${hint(seed)}`)
      } else {
        // Stopped at a roll: the engine's Unsupported on the log's last event.
        const last = events.at(-1)!
        if (last._tag !== "DiceRolled" || stopped.seq !== last.seq) failures.push(`seed ${seed}: stopped at seq ${stopped.seq}, not at its last event, a roll`)
        if (replay.violation?._tag !== "Unsupported" || replay.violation.seq !== last.seq || replay.violation.feature !== stopped.feature) {
          failures.push(`seed ${seed}: folding the log does not stop where the simulator did (${replay.violation?.message ?? "no stop"})`)
        }
      }
      for (const state of [replay.initial, ...replay.states]) {
        const played = variantAt(replay.match, state)
        const problems = broken(state, played)
        // The set-up: each team in its own quarter, at most seven, at the kick-off (not when a
        // kick is kicked again: a Blitz! or Quick Snap may have moved players by then).
        const top = state.stack.at(-1)
        if (state.phase === "kick-off" && top?._tag === "Kick" && top.again !== true) {
          for (const p of state.players) if (p.at !== null && !played.pitch.isSetUpArea(p.team, p.at)) problems.push(`${p.id} set up on ${p.at.join(",")}, outside its quarter`)
        }
        if (problems.length > 0) {
          failures.push(`seed ${seed}, seq ${state.seq}: ${problems.join("; ")} ${hint(seed)}`)
          break
        }
      }
    }
    expect(failures).toEqual([])
  })

  it("the header has four teams drafted as for Blood Bowl and the mode; the same seed gives the same log", () => {
    const first = blightMatches[mode][0]!
    expect(first.header.options).toEqual({ mode })
    expect(first.header.teams.map((t) => t.id)).toEqual(["alpha", "beta", "gamma", "delta"])
    for (const { header } of blightMatches[mode]) {
      for (const team of header.teams) {
        const roster = ROSTERS.find((r) => r.name === team.roster)!
        expect(team.players).toHaveLength(Object.values(draftPlan(roster, "blightbowl").draft).reduce((a, b) => a + b, 0))
        expect(team.teamValue).toBeLessThanOrEqual(DRAFT_BUDGET.blightbowl!)
      }
    }
    const again = simulate({ seed: first.seed, variant: blightbowl, mode })
    expect(encodeLog(again.header, again.events)).toBe(encodeLog(first.header, first.events))
  })

  it("four teams take their turns clockwise round the cross: the next team is the one to the left, passing over only a team whose turn marker moved on without a turn", () => {
    const failures: Array<string> = []
    for (const match of blightMatches[mode]) {
      const replay = replayOf(match)
      const played = new Set<number>()
      let previous: { team: number; half: number } | undefined
      let half = 1
      const turnsSoFar = [0, 0, 0, 0]
      for (const state of replay.states) {
        for (const outcome of state.outcomes) {
          if (outcome._tag === "HalfEnded") {
            half++
            turnsSoFar.fill(0)
            previous = undefined
          }
          if (outcome._tag !== "TeamTurnStarted") continue
          played.add(outcome.team)
          const quarterOf = [...state.venue!].map(Number)
          if (previous !== undefined && previous.half === half) {
            const step = (quarterOf[outcome.team]! - quarterOf[previous.team]! + 4) % 4
            if (step === 0) failures.push(`seed ${match.seed}, seq ${state.seq}: team ${outcome.team} plays twice in a row`)
            for (let by = 1; by < step; by++) {
              const skipped = quarterOf.indexOf((quarterOf[previous.team]! + by) % 4)
              // Passed over: its marker moved on without a turn (the allies' kick-off rule), or it has played all its turns.
              const marker = state.teams[skipped]!.turn
              if (marker <= turnsSoFar[skipped]! && marker < blightbowl.turnsPerHalf) failures.push(`seed ${match.seed}, seq ${state.seq}: team ${outcome.team} plays after team ${previous.team}, passing over team ${skipped} (turn ${marker})`)
            }
          }
          turnsSoFar[outcome.team]!++
          previous = { team: outcome.team, half }
        }
      }
      if (played.size !== 4) failures.push(`seed ${match.seed}: only teams ${[...played].join(", ")} had a turn`)
    }
    expect(failures).toEqual([])
  })

  it("a match played to full time names its winners: the side with the most points, or the roll-off's", () => {
    const finished = blightMatches[mode].filter((m) => m.stopped === undefined)
    expect(finished.length).toBeGreaterThan(0)
    for (const match of finished) {
      const { winners } = summarize(replayOf(match))
      expect(winners, `seed ${match.seed}`).not.toBeNull()
      expect(winners!.length, `seed ${match.seed}`).toBeGreaterThan(0)
      // The winners are one whole side of the mode's alliances.
      const sides = new Set(winners!.map((id) => ALLIANCES[mode][match.header.teams.findIndex((t) => t.id === id)]))
      expect(sides.size).toBe(1)
      expect(winners).toHaveLength(ALLIANCES[mode].filter((side) => side === [...sides][0]).length)
    }
  })

  it("the coach plays the cross: it scores, and it blocks opponents, never an ally", () => {
    const outcomes = blightMatches[mode].flatMap((m) => replayOf(m).states.flatMap((s) => s.outcomes))
    expect(outcomes.some((o) => o._tag === "Touchdown")).toBe(true)
    let blocks = 0
    for (const { header, events } of blightMatches[mode]) {
      const teamOf = (id: string) => header.teams.findIndex((t) => t.players.some((p) => p.id === id))
      for (const event of events) {
        if (event._tag !== "BlockThrown") continue
        blocks++
        const [a, b] = [teamOf(event.player), teamOf(event.target)]
        expect(a).not.toBe(b)
        if (mode !== "free-for-all") expect(ALLIANCES[mode][a]).not.toBe(ALLIANCES[mode][b])
      }
    }
    expect(blocks).toBeGreaterThan(0)
  })
})

describe("simulated blightbowl matches, across modes", () => {
  it("grudge seed 55 throws the ball past an elbow: the crowd throws it back from the elbow and the match plays to full time", () => {
    const match = simulate({ seed: 55, variant: blightbowl, mode: "grudge" })
    const replay = (Replay.build(match.header, match.events) as { success: Replay }).success
    expect(match.stopped).toBeUndefined()
    expect(replay.violation).toBeNull()
    expect(replay.final.phase).toBe("full-time")
    // Some throw-in is made from an elbow square, where the cross's arms meet.
    const elbows = ["5,5", "19,5", "5,19", "19,19"]
    const fromElbow = [replay.initial, ...replay.states].some((state) => {
      const top = state.stack.at(-1)
      return top?._tag === "ThrowIn" && elbows.includes(top.from.join(","))
    })
    expect(fromElbow).toBe(true)
  })

  it("a mode is required, and a mode the variant does not have is refused; so is a mode for another variant", () => {
    expect(() => simulate({ seed: 1, variant: blightbowl })).toThrow(/needs a mode: allies, grudge, free-for-all/)
    expect(() => simulate({ seed: 1, variant: blightbowl, mode: "two-on-two" })).toThrow(/the modes allies, grudge, free-for-all, not "two-on-two"/)
    expect(() => simulate({ seed: 1, variant: bloodBowl, mode: "allies" })).toThrow(/no mode/)
    expect(() => simulate({ seed: 1, variant: blightbowl, mode: "allies", pitch: "sewer" })).toThrow(/no pitch/)
    expect(() => simulate({ seed: 1, variant: blightbowl, mode: "allies", teams: ["orc", "human"] })).toThrow(/needs 4 teams/)
  })
})

describe("rosters", () => {
  it.each(ROSTERS)("$name: eleven players drafted within the 1,000,000 gp budget, no positional over its limit (Star Players induced besides)", (roster) => {
    expect(draftCost(roster)).toBeLessThanOrEqual(DRAFT_BUDGET["blood-bowl"]!)
    const hired = new Set(roster.positions.filter((position) => position.hired !== undefined).map((position) => position.name))
    expect(Object.entries(roster.draft).filter(([name]) => !hired.has(name)).reduce((a, [, b]) => a + b, 0)).toBe(11)
    for (const position of roster.positions) expect(roster.draft[position.name] ?? 0).toBeLessThanOrEqual(position.max)
  })

  it("a Star Player is drafted as a hired player with a star-player inducement, left out of the team value, for Blood Bowl only", () => {
    const roster = ROSTERS.find((r) => r.id === "necromantic-horror")!
    const team = draftTeam(roster, "home", 0)
    const luthor = team.players.find((player) => player.position === "Count Luthor von Drakenborg")!
    expect(luthor.hired).toBe("star-player")
    expect(team.players.filter((player) => player.hired === undefined)).toHaveLength(11)
    expect(team.inducements).toEqual([{ id: "star-player", count: 1, name: "Count Luthor von Drakenborg" }, { id: "star-player", count: 1, name: "Wilhelm Chaney" }])
    // 5 Zombies, 2 Ghouls, 2 Wraiths, a Werewolf, a Flesh Golem and three re-rolls; not the Count's 340,000 nor Wilhelm's 220,000.
    expect(team.teamValue).toBe(5 * 40_000 + 2 * 75_000 + 2 * 95_000 + 125_000 + 115_000 + 3 * 70_000)
    expect(draftTeam(roster, "home", 0, "sevens").players.some((player) => player.hired !== undefined)).toBe(false)
    // A roster without stars induces nothing, as before.
    expect(draftTeam(ROSTERS[0]!, "home", 0).inducements).toEqual([])
  })

  it.each(ROSTERS)("$name for Sevens: 7 to 11 players, at most four not Linemen, within 600,000 with re-rolls at double cost", (roster) => {
    const plan = draftPlan(roster, "sevens")
    const players = Object.values(plan.draft).reduce((a, b) => a + b, 0)
    expect(players).toBeGreaterThanOrEqual(7)
    expect(players).toBeLessThanOrEqual(11)
    // The roster's Lineman positional is its first.
    expect(players - (plan.draft[roster.positions[0]!.name] ?? 0)).toBeLessThanOrEqual(4)
    for (const position of roster.positions) expect(plan.draft[position.name] ?? 0).toBeLessThanOrEqual(position.max)
    expect(draftCost(roster, "sevens")).toBeLessThanOrEqual(DRAFT_BUDGET.sevens!)
    expect(draftCost(roster, "sevens") - draftCost({ ...roster, drafts: { sevens: { ...plan, rerolls: 0 } } }, "sevens")).toBe(plan.rerolls * roster.rerollCost * 2)
  })

  it.each(ROSTERS)("$name for Gutter Bowl: at least 7 players, at most five not Linemen, no staff, within 750,000 with re-rolls at 100,000", (roster) => {
    const plan = draftPlan(roster, "gutter-bowl")
    expect(plan).not.toBe(draftPlan(roster))
    const players = Object.values(plan.draft).reduce((a, b) => a + b, 0)
    expect(players).toBeGreaterThanOrEqual(7)
    // The engine's reading of "Lineman": the position so named, else the largest group.
    const counts = Object.values(plan.draft)
    const linemen = plan.draft[roster.positions.find((p) => /\blinem[ae]n\b/iu.test(p.name))?.name ?? ""] ?? Math.max(...counts)
    expect(players - linemen).toBeLessThanOrEqual(5)
    for (const position of roster.positions) expect(plan.draft[position.name] ?? 0).toBeLessThanOrEqual(position.max)
    expect(plan.staff).toEqual({ apothecary: false, assistantCoaches: 0, cheerleaders: 0 })
    expect(rerollPrice(roster, "gutter-bowl")).toBe(100_000)
    expect(draftCost(roster, "gutter-bowl")).toBeLessThanOrEqual(DRAFT_BUDGET["gutter-bowl"]!)
    // And the engine's own draft check takes two teams of it.
    const header: MatchStarted = {
      _tag: "MatchStarted",
      format: "sidelines/1",
      variant: "gutter-bowl",
      options: { pitch: "street" },
      teams: [draftTeam(roster, "home", 0, "gutter-bowl"), draftTeam(roster, "away", 1, "gutter-bowl")]
    }
    const replay = (Replay.build(header, [{ _tag: "DiceRolled", seq: 1, die: "d3", faces: [2], for: "fan-factor", team: "home" }]) as { success: Replay }).success
    expect(replay.violation).toBeNull()
  })
})

describe("simulated matches at every stadium (the stadium option on Blood Bowl; Uncovered Trapdoors on the Sevens pitch)", () => {
  // One match per attribute and one with the stadium rolled: the property is the fold, not the dice.
  const played = [...STADIUM_ATTRIBUTES, "random" as const].map((stadium) => {
    const variant = stadium === "uncovered-trapdoors" ? sevens : bloodBowl
    const match = simulate({ seed: 2, variant, stadium })
    const log = decodeLogText(encodeLog(match.header, match.events))
    const built = Replay.build(log.header!, log.events)
    return { stadium, match, log, replay: built._tag === "Success" ? built.success : null }
  })

  it("every match validates, folds with no violation and plays to full time at its stadium", () => {
    const problems = played.flatMap(({ stadium, match, log, replay }) => {
      if (log.errors.length > 0) return [`${stadium}: ${log.errors[0]!.message}`]
      if (replay === null) return [`${stadium}: the engine refuses the header`]
      if (replay.violation !== null) return [`${stadium}: seq ${replay.violation.seq}: ${replay.violation.message}`]
      if (match.stopped !== undefined) return [`${stadium}: stopped at ${match.stopped.feature}`]
      if (replay.final.phase !== "full-time") return [`${stadium}: ends at ${replay.final.phase}`]
      // The named attribute is the one the match is played under.
      if (stadium !== "random" && replay.final.stadium?.attribute !== stadium) return [`${stadium}: played under ${replay.final.stadium?.attribute}`]
      return []
    })
    expect(problems).toEqual([])
  })

  it("at a team's home stadium (home: \"home\", Apathetic Officials, seed 1): the header says so, the home team's fan factor D3 has +1, and a home player pushed into the crowd rolls the home fans' D6 first", () => {
    const match = simulate({ seed: 1, variant: bloodBowl, stadium: "apathetic-officials", home: "home" })
    const log = decodeLogText(encodeLog(match.header, match.events))
    expect(log.errors).toEqual([])
    expect(match.header.options).toMatchObject({ stadium: "apathetic-officials", home: "home" })
    const replay = (Replay.build(log.header!, log.events) as { success: Replay }).success
    expect(replay.violation).toBeNull()
    expect(replay.final.phase).toBe("full-time")
    const rulings = replay.states.flatMap((state) => state.outcomes.flatMap((o) => (o._tag === "Ruling" ? [o.ruling] : [])))
    const fans = rulings.filter((r) => r.rule === "Fan Factor")
    expect(fans.some((r) => r.modifiers.some((m) => m.source === "home stadium"))).toBe(true)
    expect(fans.filter((r) => r.modifiers.some((m) => m.source === "home stadium"))).toHaveLength(1)
    // The home fans' D6 is rolled for a player of the home team only.
    const saves = match.events.filter((e) => e._tag === "DiceRolled" && e.for === "home-fans")
    expect(saves.length).toBeGreaterThan(0)
    expect(saves.every((e) => e._tag === "DiceRolled" && e.player?.startsWith("home-") === true)).toBe(true)
  })

  it("a home team needs a named stadium and a team of the header", () => {
    expect(() => simulate({ seed: 1, variant: bloodBowl, home: "home" })).toThrow(/names the stadium's attribute/)
    expect(() => simulate({ seed: 1, variant: bloodBowl, stadium: "random", home: "home" })).toThrow(/names the stadium's attribute/)
    expect(() => simulate({ seed: 1, variant: bloodBowl, stadium: "ice", home: "alpha" })).toThrow(/one of the header's teams/)
  })

  it("a random stadium is rolled in the log: the Random Stadium 2D6 first, then (unless it names no attribute) the D6 on its table", () => {
    const random = played.find((p) => p.stadium === "random")!
    const first = random.match.events[0]!
    expect(first).toMatchObject({ _tag: "DiceRolled", die: "2d6", for: "stadium" })
    expect(random.replay!.final.stadium).toBeDefined()
  })

  it("the attributes that roll leave their rolls in the log (Fickle Fans before throw-ins, the slope's D6) and Unclear Markings its choices", () => {
    const purposes = (stadium: string) => new Set(played.find((p) => p.stadium === stadium)!.match.events.flatMap((e) => (e._tag === "DiceRolled" ? [e.for] : [e._tag])))
    expect(purposes("sloping-pitch").has("sloping-pitch")).toBe(true)
    expect(purposes("unclear-markings").has("LineOfScrimmageChosen")).toBe(true)
  })

  it("the same seed and stadium give the same log", () => {
    const again = simulate({ seed: 2, variant: bloodBowl, stadium: "ice" })
    const first = played.find((p) => p.stadium === "ice")!.match
    expect(encodeLog(again.header, again.events)).toBe(encodeLog(first.header, first.events))
  })

  it("a stadium the engine cannot fold on this pitch is refused before any event (Unclear Markings on BlightBowl's cross)", () => {
    expect(() => simulate({ seed: 2, variant: blightbowl, mode: "allies", stadium: "unclear-markings" })).toThrow(/Unclear Markings/)
  })

  it("Uncovered Trapdoors off the Sevens pitch (Blood Bowl's, Gutter Bowl's sewer, BlightBowl's cross): each match folds to full time, and players step on the trapdoors", () => {
    const matches = [
      simulate({ seed: 2, variant: bloodBowl, stadium: "uncovered-trapdoors" }),
      simulate({ seed: 5, variant: gutterBowl, pitch: "sewer", stadium: "uncovered-trapdoors" }),
      simulate({ seed: 2, variant: blightbowl, mode: "allies", stadium: "uncovered-trapdoors" })
    ]
    for (const match of matches) {
      const replay = (Replay.build(match.header, match.events) as { success: Replay }).success
      expect(replay.violation).toBeNull()
      expect(match.stopped).toBeUndefined()
      expect(replay.final.phase).toBe("full-time")
      expect(match.events.some((e) => e._tag === "DiceRolled" && e.for === "trapdoor")).toBe(true)
    }
  })
})

describe(`simulated holiday-special matches (${HOLIDAY_SEEDS} seeds)`, () => {
  const replayOf = ({ header, events }: Simulated) => (Replay.build(header, events) as { success: Replay }).success
  const houseSquares = (state: MatchState) => (state.placed?.features ?? []).filter((f) => f.kind === "gingerbread-house").flatMap((f) => f.squares)
  const onHouse = (state: MatchState, square: readonly [number, number]) => houseSquares(state).some((h) => h[0] === square[0] && h[1] === square[1])
  const finished = () => holidayMatches.filter((m) => m.stopped === undefined)

  it("every log validates, folds with no violation, keeps every invariant after every event, and plays to full time or stops at a rule the engine does not fold yet", () => {
    const failures: Array<string> = []
    for (const match of holidayMatches) {
      const { seed, header, events, stopped } = match
      const replayHint = `(replay: npx sidelines simulate --variant holiday-special --seed ${seed})`
      const decoded = decodeLogText(encodeLog(header, events))
      if (decoded.errors.length > 0) failures.push(`seed ${seed}: invalid log: ${decoded.errors[0]!.message}`)
      const built = Replay.build(header, events)
      if (built._tag === "Failure") {
        failures.push(`seed ${seed}: ${built.failure.message}`)
        continue
      }
      const replay = built.success
      if (replay.unsupportedSkills.length > 0) failures.push(`seed ${seed}: unsupported skills ${replay.unsupportedSkills.map((s) => s.skill).join(", ")}`)
      if (stopped === undefined) {
        if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message}`)
        if (replay.final.phase !== "full-time") failures.push(`seed ${seed}: ended in ${replay.final.phase}`)
      } else if (!HOLIDAY_NOT_FOLDED_YET.includes(stopped.feature)) {
        failures.push(`seed ${seed}: stopped at an unexpected gap: ${stopped.feature} ${replayHint}`)
      } else if (stopped.seq === events.at(-1)!.seq + 1) {
        if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message}`)
      } else {
        const last = events.at(-1)!
        if (last._tag !== "DiceRolled" || stopped.seq !== last.seq) failures.push(`seed ${seed}: stopped at seq ${stopped.seq}, not at its last event, a roll`)
        if (replay.violation?._tag !== "Unsupported" || replay.violation.seq !== last.seq || replay.violation.feature !== stopped.feature) {
          failures.push(`seed ${seed}: folding the log does not stop where the simulator did (${replay.violation?.message ?? "no stop"})`)
        }
      }
      let touchdowns = [0, 0]
      for (const state of [replay.initial, ...replay.states]) {
        // Two of Blood Bowl's invariants read differently here. Between a touchdown and the end of
        // its drive (the explosion: the scorer's D6 and injury, the snowgrots' D6s) the ball stays
        // with the scorer, who may lie stunned or, after Switch!, sit in the other team's reserves;
        // and Switch! takes a scorer's touchdowns to the other team while the points stay. So the
        // score is checked against the touchdowns scored for each team (the Touchdown outcomes).
        const exploding = state.stack.some((step) => step._tag === "Variant" && (step.name === "snowgrots" || step.name === "explosive-touchdown"))
        const problems = broken(state, holidaySpecial).filter((problem) =>
          !/ points but \d+ touchdowns$/.test(problem) &&
          !(exploding && (/ holds the ball lying down$/.test(problem) || / but is not where they are$/.test(problem))) &&
          !/ players on the pitch at the kick-off$/.test(problem)
        )
        // Roaming Yhetees: a Yhetee may be a twelfth player; without them, eleven at most at the kick-off.
        if (state.phase === "kick-off") {
          state.teams.forEach((_, t) => {
            const fielded = state.players.filter((p, i) => p.team === t && p.at !== null && replay.match.roster[i]!.pool === undefined).length
            if (fielded > holidaySpecial.maxPlayersOnPitch) problems.push(`team ${t} has ${fielded} players besides a Yhetee on the pitch at the kick-off`)
          })
        }
        touchdowns = touchdowns.map((n, t) => n + state.outcomes.filter((o) => o._tag === "Touchdown" && o.team === t).length)
        state.teams.forEach((team, t) => {
          if (team.score !== touchdowns[t]) problems.push(`team ${t} has ${team.score} points but scored ${touchdowns[t]} touchdowns`)
        })
        for (const p of state.players) if (p.at !== null && onHouse(state, p.at)) problems.push(`${p.id} stands in a gingerbread house at ${p.at.join(",")}`)
        const { ball } = state
        if (ball.carrier === null && ball.inPlay && ball.at !== null && onHouse(state, ball.at) && expecting(replay.match, state).kind === "decision") {
          problems.push(`the ball rests in a house at ${ball.at.join(",")}`)
        }
        if (problems.length > 0) {
          failures.push(`seed ${seed}, seq ${state.seq}: ${problems.join("; ")} ${replayHint}`)
          break
        }
      }
    }
    expect(failures).toEqual([])
  })

  it("the same seed gives the same log", () => {
    const first = holidayMatches[0]!
    const again = simulate({ seed: first.seed, variant: holidaySpecial })
    expect(encodeLog(again.header, again.events)).toBe(encodeLog(first.header, first.events))
  })

  it("the coaches place a few houses each before the pre-game, off the lines of scrimmage, then decline; nobody walks into one", () => {
    for (const { seed, header, events } of holidayMatches) {
      const placing = events.slice(0, events.findIndex((e) => e._tag !== "GingerbreadHousePlaced" && e._tag !== "ChoiceDeclined"))
      for (const team of header.teams) {
        const houses = placing.filter((e) => e._tag === "GingerbreadHousePlaced" && e.team === team.id)
        expect(houses.length, `seed ${seed}, ${team.id}`).toBeGreaterThanOrEqual(2)
        expect(houses.length, `seed ${seed}, ${team.id}`).toBeLessThanOrEqual(3)
        expect(placing.filter((e) => e._tag === "ChoiceDeclined" && e.team === team.id && e.choice === "gingerbread-house"), `seed ${seed}, ${team.id}`).toHaveLength(1)
      }
      const replay = replayOf({ header, events } as Simulated)
      const squares = houseSquares(replay.final)
      expect(squares.length).toBeGreaterThan(0)
      // Blood Bowl's lines of scrimmage are columns 12 and 13.
      expect(squares.filter((s) => s[0] === 12 || s[0] === 13)).toEqual([])
      // The path-finding goes round the houses: no step of the coach's is into one.
      const intoHouses = events.filter((e) => e._tag === "PlayerMoved" && onHouse(replay.final, e.to))
      expect(intoHouses, `seed ${seed}`).toEqual([])
    }
  })

  it("seed 21 rolls Snowball Surprise: the winner chooses a player, who throws bombs for the rest of the drive; the match plays to full time", () => {
    const match = simulate({ seed: 21, variant: holidaySpecial })
    expect(match.stopped).toBeUndefined()
    const chosen = match.events.filter((e) => e._tag === "PlayerChosen" && e.for === "snowball-surprise")
    expect(chosen.length).toBeGreaterThan(0)
    const bombs = match.events.filter((e) => e._tag === "ActionDeclared" && e.action === "throw-bomb")
    expect(bombs.length).toBeGreaterThan(0)
    // Only a chosen player throws one.
    const bombers = new Set(chosen.map((e) => (e as { player: string }).player))
    expect(bombs.every((e) => bombers.has((e as { player: string }).player))).toBe(true)
    const replay = replayOf(match as Simulated)
    expect(replay.violation).toBeNull()
    expect(replay.final.phase).toBe("full-time")
  })

  it("Hold On a Minute!: the players who changed sides are set up straight away, no more placements in a row than a team's set-up", () => {
    const drawn = holidayMatches.filter((m) => m.events.some((e) => e._tag === "PlayerDrawn" && e.for === "kick-off-effect"))
    expect(drawn.length).toBeGreaterThan(0)
    for (const { seed, events } of holidayMatches) {
      let run = 0
      let longest = 0
      for (const event of events) {
        run = event._tag === "PlayerPlaced" ? run + 1 : 0
        longest = Math.max(longest, run)
      }
      expect(longest, `seed ${seed}`).toBeLessThanOrEqual(11)
    }
  })

  it("snowballs are thrown at opponents within five squares, now and then, and some hit", () => {
    const events = holidayMatches.flatMap((m) => m.events)
    const tests = events.filter((e) => e._tag === "DiceRolled" && e.for === "throw-snowball")
    expect(tests.length).toBeGreaterThan(0)
    const declared = events.filter((e) => e._tag === "ActionDeclared" && e.action === "throw-snowball")
    // Now and then: far fewer than the moves and blocks.
    expect(declared.length).toBeLessThan(events.filter((e) => e._tag === "ActionDeclared").length / 5)
    // A hit is followed by its armour roll against the target.
    const hits = holidayMatches.flatMap(({ header, events }) => {
      const replay = replayOf({ header, events } as Simulated)
      return replay.states.filter((s) => s.stack.at(-1)?._tag === "Variant" && (s.stack.at(-1) as { name: string }).name === "snowball-armour")
    })
    expect(hits.length).toBeGreaterThan(0)
  })

  it("touchdowns explode, and the summary gives the result by snowgrots destroyed", () => {
    expect(holidayMatches.flatMap((m) => m.events).some((e) => e._tag === "DiceRolled" && e.for === "explosive-touchdown")).toBe(true)
    const done = finished()
    expect(done.length).toBeGreaterThan(0)
    const summaries = done.map((m) => summarize(replayOf(m)))
    for (const summary of summaries) {
      expect(summary.finished).toBe(true)
      expect(summary.decidedBy).toMatch(/snowgrots destroyed/)
    }
    // Somebody wins on snowgrots in at least one match.
    expect(summaries.some((s) => s.winners?.length === 1 && /^most snowgrots destroyed/.test(s.decidedBy!))).toBe(true)
  })
})

// The Goblins are played only when asked for (their roster is not drawn at random, so the seeds
// above stay as they were): against each other roster in turn, with Trolls throwing team-mates.
describe("simulated Goblin matches", () => {
  const GOBLIN_SEEDS = Math.max(4, Math.floor(SEEDS / 10))
  it("every log validates, folds with no violation and no unsupported rule, keeps every invariant, and some team-mates are thrown", () => {
    const others = ROSTERS.filter((roster) => roster.drawn !== false)
    const failures: Array<string> = []
    let throws = 0
    for (let seed = 1; seed <= GOBLIN_SEEDS; seed++) {
      const { header, events } = simulate({ seed, variant: bloodBowl, teams: ["goblin", others[seed % others.length]!.id] })
      throws += events.filter((event) => event._tag === "TeamMateThrown").length
      if (decodeLogText(encodeLog(header, events)).errors.length > 0) failures.push(`seed ${seed}: invalid log`)
      failures.push(...fullTimeProblems(seed, header, events))
    }
    expect(failures).toEqual([])
    expect(throws).toBeGreaterThan(0)
  }, 300_000)
})

describe("simulated matches with the Black Orc roster (Brawler, Grab), which plays when named", () => {
  const cases = [
    { seed: 1, variant: bloodBowl, teams: ["black-orc", "dwarf"] },
    { seed: 2, variant: bloodBowl, teams: ["human", "black-orc"] },
    { seed: 3, variant: bloodBowl, teams: ["black-orc", "orc"] },
    { seed: 4, variant: sevens, teams: ["black-orc", "skaven"] },
    { seed: 5, variant: gutterBowl, pitch: "street" as const, teams: ["black-orc", "human"] }
  ]
  const played = cases.map((options) => ({ options, match: simulate(options) }))

  it("every log folds with no violation and no unsupported skill, to full time", () => {
    for (const { options, match } of played) {
      const replay = (Replay.build(match.header, match.events) as { success: Replay }).success
      expect(replay.unsupportedSkills, `seed ${options.seed}`).toEqual([])
      expect(match.stopped, `seed ${options.seed}`).toBeUndefined()
      expect(replay.violation, `seed ${options.seed}`).toBeNull()
      expect(replay.final.phase, `seed ${options.seed}`).toBe("full-time")
    }
  })

  it("the coach uses Brawler on a Both Down [skill:brawler]", () => {
    const brawls = played.flatMap(({ match }) => match.events.filter((e) => e._tag === "RerollUsed" && e.source === "skill" && e.skill === "Brawler"))
    expect(brawls.length).toBeGreaterThan(0)
  })

  it("a seed's own draw never brings in a roster that plays only when named", () => {
    // The first 200 seeds' matches are played above; their headers say which rosters were drawn.
    for (const { seed, header } of matches) {
      expect(header.teams.map((team) => team.roster), `seed ${seed}`).not.toContain("Black Orc")
      expect(header.teams.map((team) => team.roster), `seed ${seed}`).not.toContain("Dark Elf")
    }
  })
})

describe("simulated matches with the ball family's skills", () => {
  it("Dark Elf Runners dump the ball off when blocked or blitzed, by the engine's legal decisions; every log folds to full time [skill:dump-off]", () => {
    const failures: Array<string> = []
    let dumpOffs = 0
    for (let seed = 1; seed <= 12; seed++) {
      const { header, events } = simulate({ seed, variant: bloodBowl, teams: seed % 2 === 1 ? ["dark-elf", "orc"] : ["human", "dark-elf"] })
      dumpOffs += events.filter((e) => e._tag === "SkillUsed" && e.skill === "Dump-off").length
      failures.push(...fullTimeProblems(seed, header, events))
    }
    expect(failures).toEqual([])
    expect(dumpOffs).toBeGreaterThan(0)
  })
})

// The rosters that bring the rest of the folded skills and traits to the simulator (issue 9):
// each plays only when named, so the seeds above are untouched. Each is played for SKILL_SEEDS
// seeds (SIM_SKILL_SEEDS, else 3 × SIM_SEEDS / 200, at least one) in Blood Bowl, Sevens and Gutter
// Bowl (street and sewer in turn), against another of them or, every third seed, a drawn roster:
// 20 rosters × 3 variants × 3 seeds = 180 matches by default.
describe("simulated matches with the skill rosters (every folded skill the rosters carry, across variants)", () => {
  const SKILL_SEEDS = Number(process.env.SIM_SKILL_SEEDS ?? Math.max(1, Math.floor((3 * SEEDS) / 200)))
  const named = ROSTERS.filter((roster) => roster.drawn !== false)
  const skillRosters = ROSTERS.filter((roster) => roster.drawn === false)
  const variants = [
    { variant: bloodBowl, pitch: undefined, gap: (_: string) => false },
    { variant: sevens, pitch: undefined, gap: (_: string) => false },
    { variant: gutterBowl, pitch: "street" as string | undefined, gap: (feature: string) => GUTTER_NOT_FOLDED_YET.includes(feature) }
  ]
  // "Ball & Chain", "ball-and-chain", "Timmm-ber!" and "timmm-ber" name the same skill.
  const norm = (name: string) => skillKey(name).replace(/&/g, "and").replace(/[^a-z]/g, "")
  const implemented = new Map([...IMPLEMENTED_SKILLS].map((key) => [norm(key), key]))
  // A roll or action named like a skill that every player makes (a dodge roll, a Block action) is not that skill's use.
  const GENERIC = new Set(["dodge", "catch", "pass", "block", "kick"])
  const played: Array<{ label: string; simulated: Simulated; gap: (feature: string) => boolean }> = []
  beforeAll(() => {
    skillRosters.forEach((roster, r) => {
      for (const [v, { variant, pitch, gap }] of variants.entries()) {
        for (let seed = 1; seed <= SKILL_SEEDS; seed++) {
          const opponent = seed % 3 === 0 ? named[(r + seed) % named.length]! : skillRosters[(r + seed + v) % skillRosters.length]!
          const other = opponent.id === roster.id ? named[r % named.length]! : opponent
          const teams = seed % 2 === 0 ? [other.id, roster.id] : [roster.id, other.id]
          const where = variant === gutterBowl ? (seed % 2 === 0 ? "sewer" : pitch) : undefined
          const label = `${variant.id}${where === undefined ? "" : `/${where}`} seed ${seed} ${teams.join(" v ")}`
          played.push({ label, gap, simulated: simulate({ seed, variant, teams, ...(where === undefined ? {} : { pitch: where }) }) })
        }
      }
    })
  }, 600_000)

  it("every log validates, folds with no violation and no unsupported skill, keeps every invariant, and plays to full time or stops at a documented gap", () => {
    expect(played.length).toBe(skillRosters.length * variants.length * SKILL_SEEDS)
    const failures: Array<string> = []
    for (const { label, simulated: { header, events, stopped }, gap } of played) {
      try {
        const decoded = decodeLogText(encodeLog(header, events))
        if (decoded.errors.length > 0) failures.push(`${label}: invalid log: ${decoded.errors[0]!.message}`)
      } catch (error) {
        failures.push(`${label}: the log does not encode: ${String(error).slice(0, 300)}`)
      }
      const built = Replay.build(header, events)
      if (built._tag === "Failure") {
        failures.push(`${label}: ${built.failure.message}`)
        continue
      }
      const replay = built.success
      if (replay.unsupportedSkills.length > 0) failures.push(`${label}: unsupported skills ${replay.unsupportedSkills.map((s) => s.skill).join(", ")}`)
      if (stopped !== undefined && !gap(stopped.feature)) failures.push(`${label}: stopped at an unexpected gap: ${stopped.feature}`)
      if (stopped === undefined) {
        if (replay.violation !== null) failures.push(`${label}: seq ${replay.violation.seq}: ${replay.violation.message}`)
        if (replay.final.phase !== "full-time") failures.push(`${label}: ended in ${replay.final.phase}`)
      }
      const variant = header.variant === "gutter-bowl" ? (header.options.pitch === "sewer" ? gutterSewer : gutterStreet) : header.variant === "sevens" ? sevens : bloodBowl
      for (const state of replay.states) {
        const problems = broken(state, variant)
        if (problems.length > 0) {
          failures.push(`${label}, seq ${state.seq}: ${problems.join("; ")}`)
          break
        }
      }
    }
    expect(failures).toEqual([])
  }, 600_000)

  it("the rosters carry most folded skills and traits, and the matches use many of them", () => {
    const appeared = new Set<string>()
    const used = new Set<string>()
    const note = (name: string | undefined, into: Set<string>) => {
      const key = name === undefined ? undefined : implemented.get(norm(name))
      if (key !== undefined) into.add(key)
    }
    for (const { simulated: { header, events, final } } of played) {
      // A star's special rule the engine marks used in the match (once a game or a half): some are
      // used with no event of their own (Burst of Speed's last Rush, I'll be back!, Two for One).
      for (const team of final.teams) for (const mark of team.specialRulesUsed ?? []) note(mark.slice(mark.indexOf(":") + 1).replace(/ \(half \d+\)$/, ""), used)
      for (const team of header.teams) for (const player of team.players) for (const skill of [...player.skills, ...(player.traits ?? [])]) note(skill, appeared)
      const jumpers = new Map(header.teams.flatMap((team) => team.players).map((player) => [player.id, [...player.skills, ...(player.traits ?? [])].filter((skill) => skill === "Leap" || skill === "Pogo Stick")]))
      for (const event of events) {
        // Used: a skill the coach chose to use, a skill re-roll, a roll made for a skill (its purpose), an action a skill grants.
        if (event._tag === "SkillUsed") note(event.skill, used)
        else if (event._tag === "RerollUsed" && event.source === "skill") note(event.skill, used)
        else if (event._tag === "DiceRolled" && !GENERIC.has(event.for)) note(event.for, used)
        else if (event._tag === "ActionDeclared" && !GENERIC.has(event.action)) note(event.action, used)
        else if (event._tag === "TeamMateThrown") note("Throw Team-mate", used)
        // A jump by a player with Leap or Pogo Stick is made with it (its modifier, any square to jump over).
        else if (event._tag === "PlayerMoved" && event.jump === true) for (const skill of jumpers.get(event.player) ?? []) note(skill, used)
      }
    }
    const missing = [...IMPLEMENTED_SKILLS].filter((key) => !appeared.has(key)).sort()
    const unused = [...appeared].filter((key) => !used.has(key)).sort()
    // What no simulated roster carries: skills only advancements give (Pile Driver, Leader, Kick…),
    // Mutations no roster or hired star starts with, and the positionals and stars left
    // out for a skill or special rule not folded yet (Slann…; docs/simulator.md); Plague Ridden,
    // since the simulator has no Nurgle roster (nor Guffle Pussmaw, whose Quick Bite goes with it);
    // the special rules of stars the simulator does not hire (Dribl and Drull's A Sneaky Pair,
    // Rumbelow's Ram, Swiftvine's Furious Outburst, Skrorg Snowpelt's Pump Up The Crowd…) and
    // Josef Bugman's. Every drawn-false roster plays in every variant whatever the seed count; the
    // drawn rosters (Dwarf's Tackle, Wood Elf's Leap) only as every third seed's opponent.
    const MISSING = [
      "a sneaky pair", "all you can eat", "baleful hex", "beer barrel bash!", "big hand", "black ink", "blast it!", "bloodlust",
      "bounding leap", "bugman's xxxxxx", "catch of the day", "diving tackle", "dwarfen scourge", "excuse me, are you a zoat?",
      "fumblerooskie", "furious outburst", "fury of the blood god", "ghostly flames", "gored by the bull", "kaboom!", "keen player", "kick",
      "kick 'em while they're down!", "leader", "look into my eyes", "maximum carnage", "monstrous mouth", "pile driver", "plague ridden",
      "presents for everyone!", "pump up the crowd", "quick bite", "raiding party", "ram", "savage blow", "shot to nothing",
      "sneakiest of the lot", "strong passing game", "tasty morsel", "the flashing blade", "then i started blastin'!", "treacherous",
      "unstoppable momentum", "very long legs", "vicious vines", "watch out!", "yoink!"
    ]
    if (SKILL_SEEDS >= 3) expect(missing).toEqual(MISSING)
    else expect(missing).toEqual(expect.arrayContaining(MISSING))
    expect(appeared.size).toBe(IMPLEMENTED_SKILLS.size - missing.length)
    expect(appeared.size).toBeGreaterThanOrEqual(60)
    // Used: seen in an event. Passive modifiers (Horns, Claws, Mighty Blow, Stunty…) leave no event of
    // their own, and the coach never takes some optional skills (Leap, passes and hand-offs…): they
    // stay in `unused`. It declares Stab and Chainsaw actions on a standing opponent next to the
    // player, and Projectile Vomit, Breathe Fire (a Blitz's too), Hypnotic Gaze and Multiple Block now and then; moves the Fanatic
    // by Ball & Chain; jumps with Pogo Stick; takes a hired star's special rule wherever the engine
    // does (a rule with no event of its own counts once the engine marks it used: I'll be back!,
    // Two for One); docs/simulator.md. At the default seed count the used list is exactly:
    const USED_AT_DEFAULT = [
      "always hungry", "animal savagery", "ball & chain", "bombardier", "bone head", "brawler", "breathe fire", "brutal block", "catch",
      "chainsaw", "consummate professional", "dauntless", "decay", "dodge", "dump-off", "foul appearance", "halfling luck",
      "hypnotic gaze", "i'll be back!", "incorporeal", "indomitable", "kick team-mate", "loner", "lord of chaos",
      "master assassin", "mesmerizing dance", "multiple block", "old pro", "on the ball", "pogo stick", "primal savagery",
      "pro", "projectile vomit", "putrid regurgitation", "really stupid", "regeneration", "safe pair of hands",
      "savage mauling", "secret weapon", "shadowing", "stab", "stand firm", "star of the show", "sure hands", "swarming",
      "swift as the breeze", "swoop", "take root", "tentacles", "the ballista", "thinking man's troll", "throw team-mate", "toxin connoisseur",
      "two for one", "unchannelled fury", "whirling dervish", "wisdom of the white dwarf", "wrestle"
    ]
    if (SKILL_SEEDS === 3) expect([...used].sort()).toEqual(USED_AT_DEFAULT)
    else expect(used.size).toBeGreaterThanOrEqual(Math.min(SKILL_SEEDS * 8, 20))
    expect(unused.length + used.size).toBe(appeared.size)
  })
})
