import { describe, expect, it } from "vitest"
import { expecting, isMarketStall, isObstacle, isSewerPit, legalDecisions, Replay, summarize, transition, variantAt, type MatchState } from "@sidelines/engine"
import { decodeLogText, encodeLog, type MatchEvent } from "@sidelines/schema"
import { draftPlan, DRAFT_BUDGET, ROSTERS, simulate, unsupportedDecision } from "@sidelines/sim"
import { gutterHeader, gutterPosition } from "../packages/engine/test/support/gutter.js"
import { bloodBowl } from "../packages/engine/src/variants/blood-bowl/index.js"
import { gutterBowl, gutterSewer, gutterStreet } from "../packages/engine/src/variants/gutter-bowl/index.js"
import { holidaySpecial } from "../packages/engine/src/variants/holiday-special/index.js"
import { sevens } from "../packages/engine/src/variants/sevens/index.js"
import { ALLIANCES, blightbowl, type Mode } from "../packages/engine/src/variants/blightbowl/index.js"
import { BLIGHT_NOT_FOLDED_YET, broken, GUTTER_NOT_FOLDED_YET, HOLIDAY_NOT_FOLDED_YET, playedOrStopped, smogExtra } from "./support/invariants.js"
import { LONG, quickSeedsReach, replayOf, seeded, seedsOf, SIM_SEEDS } from "./support/property.js"

// Property tests over whole simulated matches of the other variants (simulation.test.ts has
// Blood Bowl's and says how the seeds are chosen): one test per match, then tests over all of a
// variant's matches. The long run's ranges are in proportion to SIM_SEEDS (200 by default).
const reachTest = "the quick seeds reach every rule, roll, outcome and step the long range reaches"

// Sevens: half as many seeds as Blood Bowl in the long run.
const SEVENS_SEEDS = seedsOf("sevens", Math.max(1, Math.floor(SIM_SEEDS / 2)))
const sevensMatch = seeded((seed) => simulate({ seed, variant: sevens }))
const sevensMatches = () => SEVENS_SEEDS.map(sevensMatch)

// Gutter Bowl on each pitch: a quarter as many seeds as Blood Bowl, on the street and in the sewer.
const GUTTER_PITCHES = { street: gutterStreet, sewer: gutterSewer } as const
const GUTTER_SEEDS = { street: seedsOf("gutter-street", Math.max(1, Math.floor(SIM_SEEDS / 4))), sewer: seedsOf("gutter-sewer", Math.max(1, Math.floor(SIM_SEEDS / 4))) }
const gutterMatch = { street: seeded((seed) => simulate({ seed, variant: gutterBowl, pitch: "street" })), sewer: seeded((seed) => simulate({ seed, variant: gutterBowl, pitch: "sewer" })) }
const gutterMatches = (pitch: keyof typeof GUTTER_PITCHES) => GUTTER_SEEDS[pitch].map(gutterMatch[pitch])

// The Holiday Special: an eighth as many seeds as Blood Bowl.
const HOLIDAY_SEEDS = seedsOf("holiday", Math.max(1, Math.floor(SIM_SEEDS / 8)))
const holidayMatch = seeded((seed) => simulate({ seed, variant: holidaySpecial }))
const holidayMatches = () => HOLIDAY_SEEDS.map(holidayMatch)

// BlightBowl in each mode: four teams on the cross make long matches, so a few seeds each
// (SIM_SEEDS / 50, at least four, in the long run).
const BLIGHT_MODES = ["allies", "grudge", "free-for-all"] as const satisfies ReadonlyArray<Mode>
const BLIGHT_LONG = Math.max(4, Math.floor(SIM_SEEDS / 50))
const BLIGHT_SEEDS = { allies: seedsOf("blight-allies", BLIGHT_LONG), grudge: seedsOf("blight-grudge", BLIGHT_LONG), "free-for-all": seedsOf("blight-free-for-all", BLIGHT_LONG) }
const blightMatch = { allies: seeded((seed) => simulate({ seed, variant: blightbowl, mode: "allies" })), grudge: seeded((seed) => simulate({ seed, variant: blightbowl, mode: "grudge" })), "free-for-all": seeded((seed) => simulate({ seed, variant: blightbowl, mode: "free-for-all" })) }
const blightMatches = (mode: Mode) => BLIGHT_SEEDS[mode].map(blightMatch[mode])

describe(`simulated sevens matches (${SEVENS_SEEDS.length} seeds)`, () => {
  it.each(SEVENS_SEEDS)("seed %i: every log validates, folds with no violation and no unsupported rule, and keeps every invariant after every event", (only) => {
    const failures: Array<string> = []
    for (const { seed, header, events } of [sevensMatch(only)]) {
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
      for (const state of replay.allStates()) {
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
    for (const { header, events } of sevensMatches().slice(0, 20)) {
      const replay = replayOf({ header, events })
      const outcomes = replay.allStates().flatMap((s) => s.outcomes)
      const turns = outcomes.filter((o) => o._tag === "TeamTurnStarted").map((o) => (o as { turn: number }).turn)
      expect(Math.max(...turns)).toBeLessThanOrEqual(6)
      expect(outcomes.filter((o) => o._tag === "HalfEnded")).toHaveLength(2)
      const kicks = replay.allStates().filter((s) => s.phase === "kick-off" && s.stack.at(-1)?._tag === "Kick")
      expect(kicks.length).toBeGreaterThan(0)
      for (const state of kicks.slice(0, 1)) {
        for (let t = 0; t < 2; t++) expect(state.players.filter((p) => p.team === t && p.at !== null)).toHaveLength(7)
      }
    }
  })

  it.runIf(LONG)(reachTest, () => quickSeedsReach("sevens", sevensMatches().map((match) => ({ seed: match.seed, match }))))
})

describe.each(["street", "sewer"] as const)(`simulated gutter-bowl matches on the %s pitch `, (pitch) => {
  const variant = GUTTER_PITCHES[pitch]

  it.each(GUTTER_SEEDS[pitch])("seed %i: every log validates, folds with no violation, keeps every invariant after every event, and plays to full time or stops at a roll the engine does not fold yet", (only) => {
    const failures: Array<string> = []
    for (const match of [gutterMatch[pitch](only)]) {
      const { seed } = match
      const replayHint = `(replay: npx sidelines simulate --variant gutter-bowl --pitch ${pitch} --seed ${seed})`
      const { failures: found, replay } = playedOrStopped(match, GUTTER_NOT_FOLDED_YET, replayHint)
      failures.push(...found)
      if (replay === null) continue
      for (const state of [replay.initial, ...replay.allStates()]) {
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
    for (const { header, events } of gutterMatches(pitch).slice(0, 10)) {
      expect(header.options).toEqual({ pitch })
      expect(replayOf({ header, events }).length).toBeGreaterThan(0)
      for (const team of header.teams) {
        expect(team.staff).toEqual({ apothecary: false, assistantCoaches: 0, cheerleaders: 0 })
        expect(team.teamValue).toBeLessThanOrEqual(DRAFT_BUDGET["gutter-bowl"]!)
      }
    }
  })

  it("the same seed gives the same log", () => {
    const first = gutterMatches(pitch)[0]!
    const again = simulate({ seed: first.seed, variant: gutterBowl, pitch })
    expect(encodeLog(again.header, again.events)).toBe(encodeLog(first.header, first.events))
  })

  it("plays two halves of at most six team turns a side, seven players a side at the first kick-off (eight after a 5+ in the Clouds of Smog)", () => {
    const finished = gutterMatches(pitch).filter((m) => m.stopped === undefined).slice(0, 10)
    expect(finished.length).toBeGreaterThan(0)
    for (const match of finished) {
      const replay = replayOf(match)
      const outcomes = replay.allStates().flatMap((s) => s.outcomes)
      const turns = outcomes.filter((o) => o._tag === "TeamTurnStarted").map((o) => (o as { turn: number }).turn)
      expect(Math.max(...turns)).toBeLessThanOrEqual(6)
      expect(outcomes.filter((o) => o._tag === "HalfEnded")).toHaveLength(2)
      const kick = replay.allStates().find((s) => s.phase === "kick-off" && s.stack.at(-1)?._tag === "Kick")!
      for (let t = 0; t < 2; t++) expect(kick.players.filter((p) => p.team === t && p.at !== null)).toHaveLength(7 + smogExtra(kick, t))
    }
  })

  if (pitch === "street") {
    it("a team that rolls 5+ in the Clouds of Smog sets up an eighth player", () => {
      const smog = gutterMatches("street").flatMap((match) => replayOf(match).allStates().filter((s) => s.phase === "kick-off" && s.stack.at(-1)?._tag === "Kick" && smogExtra(s, 0) + smogExtra(s, 1) > 0))
      const eighth = smog.filter((s) => [0, 1].some((t) => smogExtra(s, t) > 0 && s.players.filter((p) => p.team === t && p.at !== null).length === 8))
      expect(eighth.length).toBeGreaterThan(0)
    })
  }

  it("the coach uses the pitch: barricades crossed both ways, players pushed into the walls", () => {
    const events = gutterMatches(pitch).flatMap((m) => m.events)
    const crossings = events.filter((e) => e._tag === "PlayerMoved" && e.barricade !== undefined).map((e) => (e as { barricade: string }).barricade)
    expect(crossings).toContain("safe")
    expect(crossings).toContain("reckless")
    expect(events.some((e) => e._tag === "DiceRolled" && e.for === "wall")).toBe(true)
  })

  // The dice alone no longer stop a simulated match (the ball into a stall's corner folds, and so
  // does every Mutation a potion gives, and a chain push into the wall).
  it("every match plays to full time", () => {
    expect(gutterMatches(pitch).filter((m) => m.stopped !== undefined).map((m) => `seed ${m.seed}: ${m.stopped!.feature}`)).toEqual([])
  })

  it.runIf(LONG)(reachTest, () => quickSeedsReach(`gutter-${pitch}`, gutterMatches(pitch).map((match) => ({ seed: match.seed, match }))))
})

describe("simulated gutter-bowl matches, across pitches", () => {
  it("the sewer match of seed 3 has end-of-team-turn sewer-pit rolls: a D6 for a player of the team whose turn ends, down a pit", () => {
    const match = gutterMatch.sewer(3)
    const replay = replayOf(match)
    const endOfTurnRolls = match.events.flatMap((event, i) => {
      if (event._tag !== "DiceRolled" || event.for !== "sewer-pit" || event.player === undefined) return []
      const before = replay.before(i)
      const top = before.stack.at(-1)
      const endTurn = before.stack.find((step) => step._tag === "EndTurn")
      const player = before.players.find((p) => p.id === event.player)!
      return top?._tag === "SewerPitRoll" && top.stage === "d6" && endTurn?.team === player.team && isSewerPit(gutterSewer.pitch, player.at!) ? [event] : []
    })
    expect(endOfTurnRolls.length).toBeGreaterThan(0)
  })

  it("the sewer match of seed 3 has a Restless Fans roll: a D6 at the end of a team turn for a player of that team judged Stalling in it", () => {
    const match = gutterMatch.sewer(3)
    const replay = replayOf(match)
    const fans = match.events.flatMap((event, i) => {
      if (event._tag !== "DiceRolled" || event.for !== "restless-fans") return []
      const before = replay.before(i)
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
describe.each(BLIGHT_MODES)("simulated blightbowl matches in %s mode", (mode) => {
  const hint = (seed: number) => `(replay: npx sidelines simulate --variant blightbowl --mode ${mode} --seed ${seed})`

  it.each(BLIGHT_SEEDS[mode])("seed %i: every log validates, folds with no violation, keeps every invariant after every event, and plays to full time or stops at a roll the engine does not fold yet", (only) => {
    const failures: Array<string> = []
    for (const match of [blightMatch[mode](only)]) {
      const { seed } = match
      const { failures: found, replay } = playedOrStopped(match, BLIGHT_NOT_FOLDED_YET, hint(seed))
      failures.push(...found)
      if (replay === null) continue
      for (const state of [replay.initial, ...replay.allStates()]) {
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
    const first = blightMatches(mode)[0]!
    expect(first.header.options).toEqual({ mode })
    expect(first.header.teams.map((t) => t.id)).toEqual(["alpha", "beta", "gamma", "delta"])
    for (const { header } of blightMatches(mode)) {
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
    for (const match of blightMatches(mode)) {
      const replay = replayOf(match)
      const played = new Set<number>()
      let previous: { team: number; half: number } | undefined
      let half = 1
      const turnsSoFar = [0, 0, 0, 0]
      for (const state of replay.allStates()) {
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
    const finished = blightMatches(mode).filter((m) => m.stopped === undefined)
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
    const outcomes = blightMatches(mode).flatMap((m) => replayOf(m).allStates().flatMap((s) => s.outcomes))
    expect(outcomes.some((o) => o._tag === "Touchdown")).toBe(true)
    let blocks = 0
    for (const { header, events } of blightMatches(mode)) {
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

  it.runIf(LONG)(reachTest, () => quickSeedsReach(`blight-${mode}`, blightMatches(mode).map((match) => ({ seed: match.seed, match }))))
})

describe("simulated blightbowl matches, across modes", () => {
  it("grudge seed 55 throws the ball past an elbow: the crowd throws it back from the elbow and the match plays to full time", () => {
    const match = simulate({ seed: 55, variant: blightbowl, mode: "grudge" })
    const replay = replayOf(match)
    expect(match.stopped).toBeUndefined()
    expect(replay.violation).toBeNull()
    expect(replay.final.phase).toBe("full-time")
    // Some throw-in is made from an elbow square, where the cross's arms meet.
    const elbows = ["5,5", "19,5", "5,19", "19,19"]
    const fromElbow = [replay.initial, ...replay.allStates()].some((state) => {
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
describe(`simulated holiday-special matches (${HOLIDAY_SEEDS.length} seeds)`, () => {
  const houseSquares = (state: MatchState) => (state.placed?.features ?? []).filter((f) => f.kind === "gingerbread-house").flatMap((f) => f.squares)
  const onHouse = (state: MatchState, square: readonly [number, number]) => houseSquares(state).some((h) => h[0] === square[0] && h[1] === square[1])
  const finished = () => holidayMatches().filter((m) => m.stopped === undefined)

  it.each(HOLIDAY_SEEDS)("seed %i: every log validates, folds with no violation, keeps every invariant after every event, and plays to full time or stops at a rule the engine does not fold yet", (only) => {
    const failures: Array<string> = []
    for (const match of [holidayMatch(only)]) {
      const { seed } = match
      const replayHint = `(replay: npx sidelines simulate --variant holiday-special --seed ${seed})`
      const { failures: found, replay } = playedOrStopped(match, HOLIDAY_NOT_FOLDED_YET, replayHint)
      failures.push(...found)
      if (replay === null) continue
      let touchdowns = [0, 0]
      for (const state of [replay.initial, ...replay.allStates()]) {
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
    const first = holidayMatches()[0]!
    const again = simulate({ seed: first.seed, variant: holidaySpecial })
    expect(encodeLog(again.header, again.events)).toBe(encodeLog(first.header, first.events))
  })

  it("the coaches place a few houses each before the pre-game, off the lines of scrimmage, then decline; nobody walks into one", () => {
    for (const { seed, header, events } of holidayMatches()) {
      const placing = events.slice(0, events.findIndex((e) => e._tag !== "GingerbreadHousePlaced" && e._tag !== "ChoiceDeclined"))
      for (const team of header.teams) {
        const houses = placing.filter((e) => e._tag === "GingerbreadHousePlaced" && e.team === team.id)
        expect(houses.length, `seed ${seed}, ${team.id}`).toBeGreaterThanOrEqual(2)
        expect(houses.length, `seed ${seed}, ${team.id}`).toBeLessThanOrEqual(3)
        expect(placing.filter((e) => e._tag === "ChoiceDeclined" && e.team === team.id && e.choice === "gingerbread-house"), `seed ${seed}, ${team.id}`).toHaveLength(1)
      }
      const replay = replayOf({ header, events })
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
    const match = holidayMatch(21)
    expect(match.stopped).toBeUndefined()
    const chosen = match.events.filter((e) => e._tag === "PlayerChosen" && e.for === "snowball-surprise")
    expect(chosen.length).toBeGreaterThan(0)
    const bombs = match.events.filter((e) => e._tag === "ActionDeclared" && e.action === "throw-bomb")
    expect(bombs.length).toBeGreaterThan(0)
    // Only a chosen player throws one.
    const bombers = new Set(chosen.map((e) => (e as { player: string }).player))
    expect(bombs.every((e) => bombers.has((e as { player: string }).player))).toBe(true)
    const replay = replayOf(match)
    expect(replay.violation).toBeNull()
    expect(replay.final.phase).toBe("full-time")
  })

  it("Hold On a Minute!: the players who changed sides are set up straight away, no more placements in a row than a team's set-up", () => {
    const drawn = holidayMatches().filter((m) => m.events.some((e) => e._tag === "PlayerDrawn" && e.for === "kick-off-effect"))
    expect(drawn.length).toBeGreaterThan(0)
    for (const { seed, events } of holidayMatches()) {
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
    const events = holidayMatches().flatMap((m) => m.events)
    const tests = events.filter((e) => e._tag === "DiceRolled" && e.for === "throw-snowball")
    expect(tests.length).toBeGreaterThan(0)
    const declared = events.filter((e) => e._tag === "ActionDeclared" && e.action === "throw-snowball")
    // Now and then: far fewer than the moves and blocks.
    expect(declared.length).toBeLessThan(events.filter((e) => e._tag === "ActionDeclared").length / 5)
    // A hit is followed by its armour roll against the target.
    const hits = holidayMatches().flatMap(({ header, events }) => {
      const replay = replayOf({ header, events })
      return replay.allStates().filter((s) => s.stack.at(-1)?._tag === "Variant" && (s.stack.at(-1) as { name: string }).name === "snowball-armour")
    })
    expect(hits.length).toBeGreaterThan(0)
  })

  it("touchdowns explode, and the summary gives the result by snowgrots destroyed", () => {
    expect(holidayMatches().flatMap((m) => m.events).some((e) => e._tag === "DiceRolled" && e.for === "explosive-touchdown")).toBe(true)
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

  it.runIf(LONG)(reachTest, () => quickSeedsReach("holiday", holidayMatches().map((match) => ({ seed: match.seed, match }))))
})
