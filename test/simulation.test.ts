import { beforeAll, describe, expect, it } from "vitest"
import { Replay, type MatchState, type Variant } from "@sidelines/engine"
import { decodeLogText, encodeLog } from "@sidelines/schema"
import { draftCost, draftPlan, DRAFT_BUDGET, ROSTERS, simulate, type Simulated } from "@sidelines/sim"
import { bloodBowl } from "../packages/engine/src/variants/blood-bowl/index.js"
import { sevens } from "../packages/engine/src/variants/sevens/index.js"

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

/** Every broken invariant of one state, in words. */
const broken = (state: MatchState, variant: Variant = bloodBowl): Array<string> => {
  const problems: Array<string> = []
  const squares = new Map<string, string>()
  for (const player of state.players) {
    if ((player.at === null) === (player.box === null)) problems.push(`${player.id} is both on the pitch and in a box, or neither`)
    if (player.at !== null) {
      const key = player.at.join(",")
      const other = squares.get(key)
      if (other !== undefined) problems.push(`${player.id} and ${other} share square ${key}`)
      squares.set(key, player.id)
    }
  }
  const { ball } = state
  if (ball.carrier !== null) {
    const carrier = state.players.find((p) => p.id === ball.carrier)!
    if (carrier.at === null || ball.at === null || carrier.at.join() !== ball.at.join()) problems.push(`the ball is carried by ${carrier.id} but is not where they are`)
    if (carrier.posture !== "standing") problems.push(`${carrier.id} holds the ball lying down`)
  } else if (ball.inPlay) {
    if (ball.at === null || !variant.pitch.contains(ball.at)) problems.push("a loose ball in play is off the pitch")
  }
  state.teams.forEach((team, t) => {
    const scored = state.players.filter((p) => p.team === t).reduce((n, p) => n + p.stats.touchdowns, 0)
    if (team.score !== scored) problems.push(`team ${t} has ${team.score} points but ${scored} touchdowns`)
    if (team.rerolls < 0) problems.push(`team ${t} has ${team.rerolls} re-rolls`)
    if (team.turn < 0 || team.turn > variant.turnsPerHalf) problems.push(`team ${t} is on turn ${team.turn}`)
    if (state.phase === "kick-off") {
      const fielded = state.players.filter((p) => p.team === t && p.at !== null).length
      if (fielded > variant.maxPlayersOnPitch) problems.push(`team ${t} has ${fielded} players on the pitch at the kick-off`)
    }
  })
  return problems
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

describe("rosters", () => {
  it.each(ROSTERS)("$name: eleven players drafted within the 1,000,000 gp budget, no positional over its limit", (roster) => {
    expect(draftCost(roster)).toBeLessThanOrEqual(DRAFT_BUDGET["blood-bowl"]!)
    expect(Object.values(roster.draft).reduce((a, b) => a + b, 0)).toBe(11)
    for (const position of roster.positions) expect(roster.draft[position.name] ?? 0).toBeLessThanOrEqual(position.max)
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
})
