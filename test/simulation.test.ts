import { describe, expect, it } from "vitest"
import { encodeLog, type MatchStarted } from "@sidelines/schema"
import { draftCost, draftPlan, draftTeam, DRAFT_BUDGET, rerollPrice, ROSTERS, simulate } from "@sidelines/sim"
import { Replay } from "@sidelines/engine"
import { bloodBowl } from "../packages/engine/src/variants/blood-bowl/index.js"
import { gutterBowl } from "../packages/engine/src/variants/gutter-bowl/index.js"
import { sevens } from "../packages/engine/src/variants/sevens/index.js"
import { fullTimeProblems } from "./support/invariants.js"
import { LONG, quickSeedsReach, replayOf, seedsOf, SIM_SEEDS, simulated } from "./support/property.js"

// Property tests over whole simulated matches: the strongest test the engine gets. Every log
// must validate and fold with no violation and no unsupported rule, and the invariants of
// support/invariants.ts must hold after every event. One test per match, each played once
// (support/property.ts): the quick run plays the seeds of support/quick-seeds.ts, which reach
// every rule the long run's ranges reach (`npm run test:long`: 200 Blood Bowl seeds, SIM_SEEDS
// to widen). The other variants' matches are in simulation-variants.test.ts, the stadiums' in
// simulation-stadium.test.ts and the skill rosters' in simulation-skills.test.ts.
const SEEDS = seedsOf("blood-bowl", SIM_SEEDS)
const bloodBowlMatch = (seed: number) => simulated({ seed, variant: bloodBowl })

describe(`simulated blood-bowl matches (${SEEDS.length} seeds)`, () => {
  it.each(SEEDS)("seed %i: the log validates, folds with no violation and no unsupported rule, and keeps every invariant after every event", (seed) => {
    const { header, events } = bloodBowlMatch(seed)
    expect(fullTimeProblems(seed, header, events, `(replay: npx sidelines simulate --variant blood-bowl --seed ${seed})`)).toEqual([])
  })

  it("the same seed gives the same log", () => {
    const again = simulate({ seed: SEEDS[0]!, variant: bloodBowl })
    const first = bloodBowlMatch(SEEDS[0]!)
    expect(encodeLog(again.header, again.events)).toBe(encodeLog(first.header, first.events))
  })

  it("plays like Blood Bowl over the seeds played (the first 100 in the long run): 1.5 to 5 touchdowns a match on average, a casualty in most, turnovers in every one", () => {
    const sample = SEEDS.slice(0, 100)
    const stats = sample.map((seed) => {
      const outcomes = replayOf(bloodBowlMatch(seed)).allStates().flatMap((s) => s.outcomes)
      return {
        touchdowns: outcomes.filter((o) => o._tag === "Touchdown").length,
        casualties: outcomes.filter((o) => o._tag === "Injury" && o.result !== "stunned" && o.result !== "ko").length,
        turnovers: outcomes.filter((o) => o._tag === "Turnover").length
      }
    })
    const meanTouchdowns = stats.reduce((n, s) => n + s.touchdowns, 0) / stats.length
    expect(meanTouchdowns).toBeGreaterThanOrEqual(1.5)
    expect(meanTouchdowns).toBeLessThanOrEqual(5)
    expect(stats.filter((s) => s.casualties > 0).length).toBeGreaterThan(stats.length / 2)
    expect(stats.every((s) => s.turnovers > 0)).toBe(true)
  })

  it("a seed's own draw never brings in a roster that plays only when named (the first 200 seeds' draws, or SIM_SEEDS')", () => {
    // The rosters are drawn before the first event: a match stopped there says which.
    for (let seed = 1; seed <= Math.max(200, SIM_SEEDS); seed++) {
      const { header } = simulate({ seed, variant: bloodBowl, maxEvents: 0 })
      expect(header.teams.map((team) => team.roster), `seed ${seed}`).not.toContain("Black Orc")
      expect(header.teams.map((team) => team.roster), `seed ${seed}`).not.toContain("Dark Elf")
    }
  })

  it.runIf(LONG)("the quick seeds reach every rule, roll, outcome and step the long range reaches", () => {
    quickSeedsReach("blood-bowl", SEEDS.map((seed) => ({ seed, match: bloodBowlMatch(seed) })))
  })
})

/**
 * Blood Bowl matches whose teams each bring five Special Plays cards, a Team Mascot, a Medicinal
 * Unguent and Horatio X. Schottenheim (any team may hire him): the coach plays cards wherever the
 * engine's legal decisions offer them, and casts Horatio's spell where they offer it, so these
 * property tests exercise the cards' and inducements' rules across whole matches, not just their
 * own unit tests.
 */
const INDUCED: MatchStarted["teams"][number]["inducements"] = [
  { id: "special-play", count: 5 }, { id: "team-mascot", count: 1 }, { id: "medicinal-unguent", count: 1 }, { id: "wizard", count: 1, name: "Horatio X. Schottenheim" }
]

const INDUCED_SEEDS = seedsOf("induced", 24)
// Both teams bring the same named wizard (Horatio): an exhibition, so both may use him (model/ringers.ts).
const inducedMatch = (seed: number) => simulated({ seed, variant: bloodBowl, inducements: INDUCED, exhibition: true })

describe(`simulated blood-bowl matches with Special Plays and Death Zone inducements (${INDUCED_SEEDS.length} seeds)`, () => {
  it.each(INDUCED_SEEDS)("seed %i: the log validates, folds with no violation to full time, and keeps every invariant after every event", (seed) => {
    const { header, events, stopped } = inducedMatch(seed)
    expect(stopped).toBeUndefined()
    expect(fullTimeProblems(seed, header, events)).toEqual([])
  })

  it("the coach plays most of the cards it can draw (at least 30 different ones over the seeds), and Horatio casts", () => {
    const induced = INDUCED_SEEDS.map(inducedMatch)
    const played = new Set(induced.flatMap(({ events }) => events.flatMap((e) => (e._tag === "SpecialPlayPlayed" ? [e.card] : []))))
    expect(played.size).toBeGreaterThanOrEqual(30)
    // Public Inconvenience can never be played; Ball Clone is, and its matches play on with two balls (the invariants above check both).
    expect(played.has("public-inconvenience")).toBe(false)
    expect(played.has("ball-clone")).toBe(true)
    const casts = induced.flatMap(({ events }) => events.filter((e) => e._tag === "InducementUsed" && e.inducement === "take-this-ooops"))
    expect(casts.length).toBeGreaterThan(0)
  })

  it("Ball Clone's matches play on with two balls: states with a second ball, both held at once, and the touchdown's D6 both ways", () => {
    const cloned = INDUCED_SEEDS.map(inducedMatch).filter(({ events }) => events.some((e) => e._tag === "SpecialPlayPlayed" && e.card === "ball-clone"))
    expect(cloned.length).toBeGreaterThanOrEqual(3)
    let twoBalls = 0
    let bothHeld = 0
    const rows = new Set<string>()
    for (const { header, events } of cloned) {
      const states = replayOf({ header, events }).allStates()
      for (const state of states) {
        if (state.otherBall === undefined) continue
        twoBalls++
        if (state.otherBall.carrier !== null && state.ball.carrier !== null) bothHeld++
      }
      for (const state of states) for (const o of state.outcomes) if (o._tag === "Ruling" && o.ruling.rule === "Ball Clone" && o.ruling.row !== null) rows.add(o.ruling.row)
    }
    expect(twoBalls).toBeGreaterThan(500)
    expect(bothHeld).toBeGreaterThan(0)
    expect([...rows].sort()).toEqual(["evaporates", "touchdown"])
  })

  it.runIf(LONG)("the quick seeds reach every rule, roll, outcome and step the long range reaches", () => {
    quickSeedsReach("induced", INDUCED_SEEDS.map((seed) => ({ seed, match: inducedMatch(seed) })))
  })
})

// The Goblins are played only when asked for (their roster is not drawn at random, so the seeds
// above stay as they were): against each other roster in turn, with Trolls throwing team-mates.
const GOBLIN_SEEDS = seedsOf("goblin", Math.max(4, Math.floor(SIM_SEEDS / 10)))
const goblinMatch = (seed: number) => {
  const others = ROSTERS.filter((roster) => roster.drawn !== false)
  return simulated({ seed, variant: bloodBowl, teams: ["goblin", others[seed % others.length]!.id] })
}

describe(`simulated Goblin matches (${GOBLIN_SEEDS.length} seeds)`, () => {
  it.each(GOBLIN_SEEDS)("seed %i: the log validates, folds with no violation and no unsupported rule, and keeps every invariant", (seed) => {
    const { header, events } = goblinMatch(seed)
    expect(fullTimeProblems(seed, header, events)).toEqual([])
  })

  it("some team-mates are thrown", () => {
    expect(GOBLIN_SEEDS.flatMap((seed) => goblinMatch(seed).events.filter((event) => event._tag === "TeamMateThrown")).length).toBeGreaterThan(0)
  })

  it.runIf(LONG)("the quick seeds reach every rule, roll, outcome and step the long range reaches", () => {
    quickSeedsReach("goblin", GOBLIN_SEEDS.map((seed) => ({ seed, match: goblinMatch(seed) })))
  })
})

describe("simulated matches with the Black Orc roster (Brawler, Grab), which plays when named", () => {
  const cases = [
    { seed: 1, variant: bloodBowl, teams: ["black-orc", "dwarf"] },
    { seed: 2, variant: bloodBowl, teams: ["human", "black-orc"] },
    { seed: 3, variant: bloodBowl, teams: ["black-orc", "orc"] },
    { seed: 4, variant: sevens, teams: ["black-orc", "skaven"] },
    { seed: 5, variant: gutterBowl, pitch: "street" as const, teams: ["black-orc", "human"] }
  ]

  it.each(cases)("$variant.id seed $seed, $teams: the log folds with no violation and no unsupported skill, to full time", (options) => {
    const match = simulated(options)
    const replay = replayOf(match)
    expect(replay.unsupportedSkills).toEqual([])
    expect(match.stopped).toBeUndefined()
    expect(replay.violation).toBeNull()
    expect(replay.final.phase).toBe("full-time")
  })

  it("the coach uses Brawler on a Both Down [skill:brawler]", () => {
    const brawls = cases.flatMap((options) => simulated(options).events.filter((e) => e._tag === "RerollUsed" && e.source === "skill" && e.skill === "Brawler"))
    expect(brawls.length).toBeGreaterThan(0)
  })
})

const DARK_ELF_SEEDS = seedsOf("dark-elf", 12)
const darkElfMatch = (seed: number) => simulated({ seed, variant: bloodBowl, teams: seed % 2 === 1 ? ["dark-elf", "orc"] : ["human", "dark-elf"] })

describe("simulated matches with the ball family's skills", () => {
  it.each(DARK_ELF_SEEDS)("Dark Elf seed %i: the log folds to full time", (seed) => {
    const { header, events } = darkElfMatch(seed)
    expect(fullTimeProblems(seed, header, events)).toEqual([])
  })

  it("Dark Elf Runners dump the ball off when blocked or blitzed, by the engine's legal decisions [skill:dump-off]", () => {
    const dumpOffs = DARK_ELF_SEEDS.flatMap((seed) => darkElfMatch(seed).events.filter((e) => e._tag === "SkillUsed" && e.skill === "Dump-off"))
    expect(dumpOffs.length).toBeGreaterThan(0)
  })

  it.runIf(LONG)("the quick seeds reach every rule, roll, outcome and step the long range reaches", () => {
    quickSeedsReach("dark-elf", DARK_ELF_SEEDS.map((seed) => ({ seed, match: darkElfMatch(seed) })))
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
