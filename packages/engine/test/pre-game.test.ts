import { Cause, Effect, Exit } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, foldMatch, initialState, legalDecisions, Replay, RuleViolation, VARIANTS, variantLayer } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, player, play, playOk } from "./support/scenario.js"

const head = header(
  Array.from({ length: 12 }, (_, i) => player(`h${i + 1}`)),
  Array.from({ length: 12 }, (_, i) => player(`a${i + 1}`))
)
const fresh = () => {
  const match = buildMatch(head, bloodBowl)
  return { match, state: initialState(match) }
}

/** Pre-game up to the kicking team's set-up: weather, coin toss (Away call heads, it lands heads), Away kick. */
const toSetUp = (weather: [number, number] = [3, 4]) =>
  new Events()
    .roll("2d6", weather, "weather")
    .add({ _tag: "CoinTossCalled", team: "away", call: "heads" })
    .roll("coin", [1], "coin-toss")
    .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })

/** Places players of a team on the given squares. */
const place = (events: Events, squares: ReadonlyArray<readonly [string, readonly [number, number]]>) => {
  for (const [id, at] of squares) events.add({ _tag: "PlayerPlaced", player: id, at: [at[0], at[1]] })
  return events
}

describe("pre-game", () => {
  it.each([
    [[1, 1], "sweltering-heat"],
    [[1, 2], "very-sunny"],
    [[2, 2], "perfect-conditions"],
    [[5, 5], "perfect-conditions"],
    [[5, 6], "pouring-rain"],
    [[6, 6], "blizzard"]
  ] as const)("weather %j is %s", (faces, weather) => {
    const { match, state } = fresh()
    const played = playOk(match, state, new Events().roll("2d6", faces, "weather").list)
    expect(played.state.weather).toBe(weather)
  })

  it("fan factor is D3 plus dedicated fans, before the weather", () => {
    const match = buildMatch({ ...head, teams: head.teams.map((t) => ({ ...t, dedicatedFans: 2 })) }, bloodBowl)
    const events = new Events()
      .add({ _tag: "DiceRolled", die: "d3", faces: [3], for: "fan-factor", team: "home" } as never)
      .add({ _tag: "DiceRolled", die: "d3", faces: [1], for: "fan-factor", team: "away" } as never)
      .roll("2d6", [3, 4], "weather")
    const played = playOk(match, initialState(match), events.list)
    expect(played.state.teams.map((t) => t.fanFactor)).toEqual([5, 3])
  })

  it("the coin toss winner chooses; the loser choosing is a violation", () => {
    const { match, state } = fresh()
    const events = new Events()
      .roll("2d6", [3, 4], "weather")
      .add({ _tag: "CoinTossCalled", team: "away", call: "heads" })
      .roll("coin", [2], "coin-toss") // tails: Home win the toss
      .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "coin toss", seq: 4 })
  })

  it("the kicking team sets up first", () => {
    const { match, state } = fresh()
    const played = playOk(match, state, toSetUp().list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "SetUp", team: 1 })
    expect(played.state).toMatchObject({ phase: "set-up", drive: 1, kickingTeam: 1, half: 1 })
  })
})

describe("legal set-up", () => {
  const awayLegal = [["a1", [13, 6]], ["a2", [13, 7]], ["a3", [13, 8]], ["a4", [18, 7]]] as const

  it("three on the line of scrimmage is legal", () => {
    const { match, state } = fresh()
    const played = playOk(match, state, place(toSetUp(), awayLegal).add({ _tag: "SetupEnded", team: "away" }).list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "SetUp", team: 0 })
  })

  it("fewer than three on the line of scrimmage is illegal", () => {
    const { match, state } = fresh()
    const events = place(toSetUp(), [["a1", [13, 6]], ["a2", [13, 7]], ["a3", [14, 8]]]).add({ _tag: "SetupEnded", team: "away" })
    const played = play(match, state, events.list)
    expect(played.violation).toMatchObject({ rule: "legal set-up" })
    expect(played.violation!.message).toMatch(/2 on the line of scrimmage; at least 3 must be/)
  })

  it("more than two in a wide zone is illegal", () => {
    const { match, state } = fresh()
    const events = place(toSetUp(), [...awayLegal, ["a5", [15, 1]], ["a6", [15, 2]], ["a7", [16, 3]]]).add({ _tag: "SetupEnded", team: "away" })
    expect(play(match, state, events.list).violation!.message).toMatch(/3 players in the top wide zone; at most 2 may be/)
  })

  it("more than eleven on the pitch is illegal", () => {
    const { match, state } = fresh()
    const twelve = Array.from({ length: 12 }, (_, i) => [`a${i + 1}`, [13 + Math.floor(i / 6), 4 + (i % 6)]] as const)
    expect(play(match, state, place(toSetUp(), twelve).add({ _tag: "SetupEnded", team: "away" }).list).violation!.message).toMatch(/12 players are set up; at most 11/)
  })

  it("a player set up in the other half is a violation", () => {
    const { match, state } = fresh()
    expect(play(match, state, place(toSetUp(), [["a1", [12, 6]]]).list).violation).toMatchObject({ rule: "set-up", seq: 5 })
  })

  it("the kicker must be off the line of scrimmage and out of the wide zones, and aim into the receiving half", () => {
    const { match, state } = fresh()
    const base = place(place(toSetUp(), awayLegal).add({ _tag: "SetupEnded", team: "away" }), [["h1", [12, 6]], ["h2", [12, 7]], ["h3", [12, 8]]]).add({ _tag: "SetupEnded", team: "home" })
    const onLine = play(match, state, [...base.list, { _tag: "KickAimed", seq: base.list.length + 1, player: "a1", at: [5, 7] } as MatchEvent])
    expect(onLine.violation).toMatchObject({ rule: "kick-off" })
    const ownHalf = play(match, state, [...base.list, { _tag: "KickAimed", seq: base.list.length + 1, player: "a4", at: [15, 7] } as MatchEvent])
    expect(ownHalf.violation!.message).toMatch(/must be aimed at a square in Home's half/)
    const ok = playOk(match, state, [...base.list, { _tag: "KickAimed", seq: base.list.length + 1, player: "a4", at: [5, 7] } as MatchEvent])
    expect(ok.state).toMatchObject({ phase: "kick-off" })
  })
})

describe("legalDecisions", () => {
  it("lists the coin-toss calls at the toss, and only the winner's kick-or-receive choices after it", () => {
    const { match, state } = fresh()
    const afterWeather = playOk(match, state, new Events().roll("2d6", [3, 4], "weather").list).state
    expect(legalDecisions(match, afterWeather).map((d) => d._tag)).toEqual(["CoinTossCalled", "CoinTossCalled", "CoinTossCalled", "CoinTossCalled"])
    const afterToss = playOk(match, state, new Events().roll("2d6", [3, 4], "weather").add({ _tag: "CoinTossCalled", team: "away", call: "heads" }).roll("coin", [1], "coin-toss").list).state
    expect(legalDecisions(match, afterToss)).toEqual([
      { _tag: "KickOrReceiveChosen", team: "away", choice: "kick" },
      { _tag: "KickOrReceiveChosen", team: "away", choice: "receive" }
    ])
  })

  it("is empty when a roll is due", () => {
    const { match, state } = fresh()
    expect(legalDecisions(match, state)).toEqual([])
  })
})

describe("the fold as an Effect program", () => {
  it("takes the variant from the VariantService layer and fails with the typed violation", async () => {
    const events = new Events().roll("2d6", [3, 4], "weather").add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" }).list
    const exit = await Effect.runPromiseExit(foldMatch(head, events).pipe(Effect.provide(variantLayer(bloodBowl))))
    expect(Exit.isFailure(exit)).toBe(true)
    const failure = Exit.isFailure(exit) ? Cause.squash(exit.cause) : undefined
    expect(failure).toBeInstanceOf(RuleViolation)
    expect(failure).toMatchObject({ seq: 2, rule: "coin toss" })
    const good = await Effect.runPromise(foldMatch(head, events.slice(0, 1)).pipe(Effect.provide(variantLayer(bloodBowl))))
    expect(good.weather).toBe("perfect-conditions")
  })
})

describe("what the engine cannot fold yet", () => {
  it("every variant the format names has a module now; a stadium attribute not folded with these teams (On-site Apothecaries against a Nurgle team) is Unsupported rather than folded wrong", () => {
    for (const variant of ["blood-bowl", "sevens", "gutter-bowl", "blightbowl", "holiday-special"] as const) expect(VARIANTS[variant]).toBeDefined()
    const stadium = Replay.build({ ...head, options: { stadium: "on-site-apothecaries" }, teams: head.teams.map((team, i) => (i === 1 ? { ...team, roster: "Nurgle" } : team)) }, [])
    expect(stadium._tag).toBe("Failure")
    expect((stadium as { failure: { feature: string } }).failure.feature).toBe("stadium: on-site-apothecaries")
    expect((stadium as { failure: { message: string } }).failure.message).toMatch(/^On-site Apothecaries: /)
  })
})
