import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText, encodeLog, STADIUM_ATTRIBUTES } from "@sidelines/schema"
import { simulate } from "@sidelines/sim"
import { bloodBowl } from "../packages/engine/src/variants/blood-bowl/index.js"
import { blightbowl } from "../packages/engine/src/variants/blightbowl/index.js"
import { gutterBowl } from "../packages/engine/src/variants/gutter-bowl/index.js"
import { sevens } from "../packages/engine/src/variants/sevens/index.js"
import { replayOf, simulated } from "./support/property.js"

// Property tests over whole simulated matches at every stadium (simulation.test.ts says how the
// simulated matches are checked): one match per attribute, in quick and long runs alike.

describe("simulated matches at every stadium (the stadium option on Blood Bowl; Uncovered Trapdoors on the Sevens pitch)", () => {
  // One match per attribute and one with the stadium rolled: the property is the fold, not the dice.
  // One match per attribute and one with the stadium rolled: the property is the fold, not the dice.
  const STADIUMS = [...STADIUM_ATTRIBUTES, "random" as const]
  const playedAt = (stadium: (typeof STADIUMS)[number]) => {
    const variant = stadium === "uncovered-trapdoors" ? sevens : bloodBowl
    const match = simulated({ seed: 2, variant, stadium })
    const log = decodeLogText(encodeLog(match.header, match.events))
    const built = log.header === undefined ? null : Replay.build(log.header, log.events)
    return { stadium, match, log, replay: built?._tag === "Success" ? built.success : null }
  }

  it.each(STADIUMS)("%s: the match validates, folds with no violation and plays to full time at its stadium", (at) => {
    const problems = [playedAt(at)].flatMap(({ stadium, match, log, replay }) => {
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
    const replay = replayOf({ header: log.header!, events: log.events })
    expect(replay.violation).toBeNull()
    expect(replay.final.phase).toBe("full-time")
    const rulings = replay.allStates().flatMap((state) => state.outcomes.flatMap((o) => (o._tag === "Ruling" ? [o.ruling] : [])))
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
    const random = playedAt("random")
    const first = random.match.events[0]!
    expect(first).toMatchObject({ _tag: "DiceRolled", die: "2d6", for: "stadium" })
    expect(random.replay!.final.stadium).toBeDefined()
  })

  it("the attributes that roll leave their rolls in the log (Fickle Fans before throw-ins, the slope's D6) and Unclear Markings its choices", () => {
    const purposes = (stadium: (typeof STADIUMS)[number]) => new Set(playedAt(stadium).match.events.flatMap((e) => (e._tag === "DiceRolled" ? [e.for] : [e._tag])))
    expect(purposes("sloping-pitch").has("sloping-pitch")).toBe(true)
    expect(purposes("unclear-markings").has("LineOfScrimmageChosen")).toBe(true)
  })

  it("the same seed and stadium give the same log", () => {
    const again = simulate({ seed: 2, variant: bloodBowl, stadium: "ice" })
    const first = playedAt("ice").match
    expect(encodeLog(again.header, again.events)).toBe(encodeLog(first.header, first.events))
  })

  it("a stadium the engine cannot fold on this pitch is refused before any event (Unclear Markings on BlightBowl's cross)", () => {
    expect(() => simulate({ seed: 2, variant: blightbowl, mode: "allies", stadium: "unclear-markings" })).toThrow(/Unclear Markings/)
  })

  it.each([
    { seed: 2, variant: bloodBowl, stadium: "uncovered-trapdoors" },
    { seed: 5, variant: gutterBowl, pitch: "sewer", stadium: "uncovered-trapdoors" },
    { seed: 2, variant: blightbowl, mode: "allies", stadium: "uncovered-trapdoors" }
  ])("Uncovered Trapdoors off the Sevens pitch ($variant.id, seed $seed): the match folds to full time, and players step on the trapdoors", (options) => {
    const match = simulated(options)
    const replay = replayOf(match)
    expect(replay.violation).toBeNull()
    expect(match.stopped).toBeUndefined()
    expect(replay.final.phase).toBe("full-time")
    expect(match.events.some((e) => e._tag === "DiceRolled" && e.for === "trapdoor")).toBe(true)
  })
})
