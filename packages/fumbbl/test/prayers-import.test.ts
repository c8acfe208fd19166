import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * Prayers to Nuffle from FFB (written for these tests, shaped like FFB's bb2020 StepPrayers,
 * StepPrayer and prayer handlers): `prayerRoll` names the D16 only; the players a prayer touches
 * are `playerEvent` reports after it. Converted and folded by the engine.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)
const prayerRoll = (roll: number) => report("prayerRoll", { roll })
const playerEvent = (playerId: string, message: string) => report("playerEvent", { playerId, message })

/** matchStart with `before` after the weather (pre-game prayers) and the kick-off result replaced by `kickOff`. */
const withPrayers = (before: ReadonlyArray<FfbCommand>, kickOff?: ReadonlyArray<FfbCommand>): Array<FfbCommand> => {
  const start = matchStart()
  return [...start.slice(0, 2), ...before, ...start.slice(2, 16), ...(kickOff ?? [start[16]!]), ...start.slice(17)]
}

const convert = (commands: ReadonlyArray<FfbCommand>) => {
  const match = importReplay(replay(commands))
  expect(match.stopped).toBeNull()
  const folded = foldImported(match)
  return { events: shapes(match.events), match, ...folded }
}

describe("Prayers to Nuffle from FFB", () => {
  it("writes the underdog's pre-game prayers: FFB's team values after inducements in the header, each D16 with its team, Iron Man's player as the coach's choice [ffb:report/prayerAmount] [ffb:report/prayerRoll] [ffb:prayer/MOLES_UNDER_THE_PITCH] [ffb:prayer/IRON_MAN]", () => {
    const prayers = [
      command([report("prayerAmount", { teamValue: 1_000_000, opponentTeamValue: 1_100_000, homeTeam: true, number: 2 }), prayerRoll(9)]),
      command([prayerRoll(4)]),
      // The coach picks in FFB's dialog; the handler reports the player.
      command([playerEvent("h2", " gains 1 AV")])
    ]
    const { events, match, state, engine } = convert(withPrayers(prayers))
    expect(match.header.teams.map((team) => team.teamValue)).toEqual([1_000_000, 1_100_000])
    const at = events.findIndex((e) => e._tag === "DiceRolled" && e.for === "prayers-to-nuffle")
    expect(events.slice(at, at + 4)).toEqual([
      { _tag: "DiceRolled", die: "d16", faces: [9], for: "prayers-to-nuffle", team: "T-HOME", claimed: { result: "moles-under-the-pitch" } },
      { _tag: "DiceRolled", die: "d16", faces: [4], for: "prayers-to-nuffle", team: "T-HOME", claimed: { result: "iron-man" } },
      { _tag: "PlayerChosen", team: "T-HOME", player: "h2", for: "iron-man" },
      { _tag: "CoinTossCalled", team: "T-AWAY", call: "heads" }
    ])
    expect(state.players[engine.playerIndex.get("h2")!]!.gained?.map((gain) => gain.source)).toEqual(["Iron Man"])
  })

  it("writes a prayer after Cheering Fans for its winner; Bad Habits' D3 is the opposition players FFB drew [ffb:report/cheeringFans] [ffb:report/prayerRoll] [ffb:kickoff/CHEERING_FANS] [ffb:prayer/BAD_HABITS]", () => {
    const kickOff = [
      command([report("kickoffResult", { kickoffResult: "Cheering Fans", kickoffRoll: [3, 3] }), report("cheeringFans", { teamId: "T-AWAY", prayerAvailable: true, rollHome: 2, rollAway: 5 })]),
      command([prayerRoll(6), playerEvent("h1", " gains Loner (2+)"), playerEvent("h3", " gains Loner (2+)")])
    ]
    const { events, state, engine } = convert(withPrayers([], kickOff))
    const at = events.findIndex((e) => e._tag === "DiceRolled" && e.for === "prayers-to-nuffle")
    expect(events.slice(at, at + 4)).toEqual([
      { _tag: "DiceRolled", die: "d16", faces: [6], for: "prayers-to-nuffle", team: "T-AWAY", claimed: { result: "bad-habits" } },
      { _tag: "DiceRolled", die: "d3", faces: [2], for: "prayers-to-nuffle" },
      { _tag: "PlayerDrawn", player: "h1", for: "prayers-to-nuffle" },
      { _tag: "PlayerDrawn", player: "h3", for: "prayers-to-nuffle" }
    ])
    expect(["h1", "h2", "h3"].map((id) => state.players[engine.playerIndex.get(id)!]!.gained?.length ?? 0)).toEqual([1, 0, 1])
  })

  it("writes Intensive Training as the player FFB drew and the skill its coach gave, from the playerEvent [ffb:report/prayerRoll] [ffb:prayer/INTENSIVE_TRAINING]", () => {
    const kickOff = [
      command([report("kickoffResult", { kickoffResult: "Cheering Fans", kickoffRoll: [3, 3] }), report("cheeringFans", { teamId: "T-AWAY", prayerAvailable: true, rollHome: 2, rollAway: 5 })]),
      command([prayerRoll(16)]),
      command([playerEvent("a4", "gains Block")])
    ]
    const { events } = convert(withPrayers([], kickOff))
    const at = events.findIndex((e) => e._tag === "DiceRolled" && e.for === "prayers-to-nuffle")
    expect(events.slice(at + 1, at + 3)).toEqual([
      { _tag: "PlayerDrawn", player: "a4", for: "prayers-to-nuffle" },
      { _tag: "SkillUsed", player: "a4", skill: "Block" }
    ])
  })

  it("writes nothing for FFB's prayerEnd (the engine ends a prayer's effect itself) [ffb:report/prayerEnd] [ffb:prayer/FRIENDS_WITH_THE_REF]", () => {
    const kickOff = [
      command([report("kickoffResult", { kickoffResult: "Cheering Fans", kickoffRoll: [3, 3] }), report("cheeringFans", { teamId: "T-HOME", prayerAvailable: true, rollHome: 6, rollAway: 1 })]),
      command([prayerRoll(2)]),
      command([report("prayerEnd", { prayer: "Friends with the Ref" })])
    ]
    const { events } = convert(withPrayers([], kickOff))
    const at = events.findIndex((e) => e._tag === "DiceRolled" && e.for === "prayers-to-nuffle")
    expect(events[at]).toEqual({ _tag: "DiceRolled", die: "d16", faces: [2], for: "prayers-to-nuffle", team: "T-HOME", claimed: { result: "friends-with-the-ref" } })
    expect(events[at + 1]).toMatchObject({ _tag: "DiceRolled", for: "catch" })
  })

  it("stops when FFB drew Intensive Training's player but had no skill to offer (prayerWasted with a player): the engine asks for the skill [ffb:report/prayerWasted]", () => {
    const kickOff = [
      command([report("kickoffResult", { kickoffResult: "Cheering Fans", kickoffRoll: [3, 3] }), report("cheeringFans", { teamId: "T-AWAY", prayerAvailable: true, rollHome: 2, rollAway: 5 })]),
      command([prayerRoll(16), report("prayerWasted", { name: "Intensive Training", playerId: "a4" })])
    ]
    expect(importReplay(replay(withPrayers([], kickOff))).stopped?.reason).toMatch(/^Intensive Training: FFB drew a4 \(command \d+\) but had no skill to offer/)
  })
})

describe("Treacherous Trapdoor from FFB", () => {
  it("writes FFB's trapDoor roll of a player entering a trapdoor square while the prayer is in force [ffb:report/trapDoor] [ffb:prayer/TREACHEROUS_TRAPDOOR]", () => {
    const kickOff = [
      command([report("kickoffResult", { kickoffResult: "Cheering Fans", kickoffRoll: [3, 3] }), report("cheeringFans", { teamId: "T-AWAY", prayerAvailable: true, rollHome: 2, rollAway: 5 })]),
      command([prayerRoll(1)])
    ]
    // a2 carries the ball from [18,7] onto the trapdoor on [19,13].
    const run = ([[18, 8], [18, 9], [18, 10], [18, 11], [18, 12], [19, 13]] as const).map((at) => command([], [change("fieldModelSetPlayerCoordinate", "a2", at), change("fieldModelSetBallCoordinate", null, at)]))
    const { events } = convert([...withPrayers([], kickOff), activate("a2", "move"), ...run, command([report("trapDoor", { playerId: "a2", roll: 3, escaped: true })]), deselect("a2"), endTurn("home", 1)])
    expect(events.slice(-4)).toEqual([
      { _tag: "PlayerMoved", player: "a2", to: [19, 13] },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "trapdoor", player: "a2", claimed: { success: true } },
      { _tag: "ActionEnded", player: "a2" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
  })
})

describe("Throw a Rock from FFB", () => {
  it("writes FFB's throw at a stalling player (reported before its turnEnd) after the stalling team's TurnEnded, as the praying team's InducementUsed and the player's D6 [ffb:report/throwAtStallingPlayer] [ffb:report/stallerDetected] [ffb:prayer/THROW_A_ROCK]", () => {
    const kickOff = [
      command([report("kickoffResult", { kickoffResult: "Cheering Fans", kickoffRoll: [3, 3] }), report("cheeringFans", { teamId: "T-HOME", prayerAvailable: true, rollHome: 6, rollAway: 1 })]),
      command([prayerRoll(14)])
    ]
    // a2 holds the ball on [18,7] the whole of the away team's first turn.
    const rock = [command([report("stallerDetected", { playerId: "a2" })]), command([report("throwAtStallingPlayer", { playerId: "a2", roll: 2, successful: false })]), endTurn("home", 1)]
    const { events } = convert([...withPrayers([], kickOff), ...rock])
    expect(events.slice(-3)).toEqual([
      { _tag: "TurnEnded", team: "T-AWAY" },
      { _tag: "InducementUsed", team: "T-HOME", inducement: "throw-a-rock", player: "a2" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "prayers-to-nuffle", player: "a2", claimed: { success: false } }
    ])
  })
})

describe("each Prayer to Nuffle from FFB", () => {
  // The away team wins Cheering Fans and prays; its own players are a1–a4, the opposition's h1–h4.
  const prays = (roll: number, event: ReturnType<typeof report> | null, written: Record<string, unknown> | null) => {
    const kickOff = [
      command([report("kickoffResult", { kickoffResult: "Cheering Fans", kickoffRoll: [3, 3] }), report("cheeringFans", { teamId: "T-AWAY", prayerAvailable: true, rollHome: 2, rollAway: 5 })]),
      command([prayerRoll(roll), ...(event === null ? [] : [event])])
    ]
    const { events } = convert(withPrayers([], kickOff))
    const at = events.findIndex((e) => e._tag === "DiceRolled" && e.for === "prayers-to-nuffle")
    expect(events[at]).toMatchObject({ faces: [roll], team: "T-AWAY" })
    if (written === null) expect(events[at + 1]).toMatchObject({ _tag: "DiceRolled", for: "catch" })
    else expect(events[at + 1]).toEqual(written)
  }

  it("writes Stiletto's player FFB drew from the praying team [ffb:prayer/STILETTO] [ffb:report/prayerRoll]", () =>
    prays(3, playerEvent("a3", " gains Stab"), { _tag: "PlayerDrawn", player: "a3", for: "prayers-to-nuffle" }))
  it("writes Knuckle Dusters' player as the praying coach's choice [ffb:prayer/KNUCKLE_DUSTERS] [ffb:report/prayerRoll]", () =>
    prays(5, playerEvent("a1", " gains Mighty Blow (+1)"), { _tag: "PlayerChosen", team: "T-AWAY", player: "a1", for: "knuckle-dusters" }))
  it("writes Greasy Cleats' opposition player FFB drew (the Ogre's Loner no bar) [ffb:prayer/GREASY_CLEATS] [ffb:report/prayerRoll]", () =>
    prays(7, playerEvent("h4", " loses 1 MA"), { _tag: "PlayerDrawn", player: "h4", for: "prayers-to-nuffle" }))
  it("writes the Blessed Statue of Nuffle's player as the praying coach's choice [ffb:prayer/BLESSED_STATUE_OF_NUFFLE] [ffb:report/prayerRoll]", () =>
    prays(8, playerEvent("a4", " gains Pro"), { _tag: "PlayerChosen", team: "T-AWAY", player: "a4", for: "blessed-statue-of-nuffle" }))
  it("writes Perfect Passing's D16 and nothing more [ffb:prayer/PERFECT_PASSING] [ffb:report/prayerRoll]", () => prays(10, null, null))
  it("writes Fan Interaction's D16 and nothing more [ffb:prayer/FAN_INTERACTION] [ffb:report/prayerRoll]", () => prays(11, null, null))
  it("writes Necessary Violence's D16 and nothing more [ffb:prayer/NECESSARY_VIOLENCE] [ffb:report/prayerRoll]", () => prays(12, null, null))
  it("writes Fouling Frenzy's D16 and nothing more [ffb:prayer/FOULING_FRENZY] [ffb:report/prayerRoll]", () => prays(13, null, null))
  it("writes Under Scrutiny's D16 and nothing more [ffb:prayer/UNDER_SCRUTINY] [ffb:report/prayerRoll]", () => prays(15, null, null))
})
