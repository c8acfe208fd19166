import { describe, expect, it } from "vitest"
import type { Team } from "@sidelines/schema"
import { buildMatch, expecting, initialState, type MatchState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Blood Bowl 2020 inducements folded in inducements/other/inducements.ts.
const withInducements = (home: Team["inducements"], away: Team["inducements"] = []) => {
  const base = header(Array.from({ length: 11 }, (_, i) => player(`h${i + 1}`)), Array.from({ length: 11 }, (_, i) => player(`a${i + 1}`)))
  return { ...base, teams: [{ ...base.teams[0]!, inducements: home }, { ...base.teams[1]!, inducements: away }] }
}

describe("Bloodweiser Kegs: +1 per keg to the team's KO recovery rolls [inducement:bloodweiser-kegs]", () => {
  // h1 and a1 were knocked out; the drive is over and each rolls to recover.
  const knockedOut = (home: Team["inducements"]) => {
    const { match, state } = positionOf(withInducements(home), { team: 0, at: { h2: [5, 5], a2: [20, 5] } })
    const ko: MatchState = {
      ...state,
      phase: "end-of-drive",
      players: state.players.map((p) => (p.id === "h1" || p.id === "a1" ? { ...p, at: null, box: "ko" } : p)),
      stack: [{ _tag: "KoRecovery", player: "a1" }, { _tag: "KoRecovery", player: "h1" }]
    }
    return { match, state: ko }
  }

  it("Home with two kegs: h1's 2 is a 4 and h1 recovers; Away's a1, rolling the same 2 without kegs, stays out", () => {
    const { match, state } = knockedOut([{ id: "bloodweiser-kegs", count: 2 }])
    const played = playOk(match, state, new Events().d6(2, "ko-recovery", "h1").d6(2, "ko-recovery", "a1").list)
    const rolls = played.rulings.filter((r) => r.rule === "KO recovery")
    expect(rolls[0]).toMatchObject({ player: "h1", modifiers: [{ value: 2, source: "2 Bloodweiser Kegs" }], success: true })
    expect(rolls[1]).toMatchObject({ player: "a1", success: false })
    expect(rolls[1]!.modifiers ?? []).toEqual([])
    expect(where(played.state, "h1").box).toBe("reserves")
    expect(where(played.state, "a1").box).toBe("ko")
  })

  it("one keg does not make a 1 good: h1 stays knocked out", () => {
    const { match, state } = knockedOut([{ id: "bloodweiser-kegs", count: 1 }])
    const played = playOk(match, state, new Events().d6(1, "ko-recovery", "h1").list)
    expect(where(played.state, "h1").box).toBe("ko")
  })
})

describe("Halfling Master Chef: three D6 at the start of each half, each 4+ steals a team re-roll [inducement:halfling-master-chef]", () => {
  // Home (3 re-rolls on the roster) bring a chef; Away have 2. The second half starts.
  const secondHalf = (half: number) => {
    const head = withInducements([{ id: "halfling-master-chef", count: 1 }])
    const { match, state } = positionOf({ ...head, teams: [{ ...head.teams[0]!, rerolls: 3 }, { ...head.teams[1]!, rerolls: 2 }] }, { team: 0, at: {} })
    const starting: MatchState = { ...state, phase: "half-time", half: half - 1, firstKickingTeam: 0, activeTeam: null, stack: [{ _tag: "StartHalf", half, ...(half > 2 ? { overtime: true } : {}) }] }
    return { match, state: starting }
  }
  const chef = (faces: ReadonlyArray<number>) => {
    const events = new Events()
    for (const face of faces) events.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "halfling-master-chef", team: "home" } as never)
    return events
  }

  it("5, 2, 4: two stolen — Home 3 + 2 = 5 re-rolls, Away 2 − 2 = 0", () => {
    const { match, state } = secondHalf(2)
    const first = playOk(match, state, chef([5]).list)
    expect(expecting(match, first.state)).toMatchObject({ kind: "roll", die: "d6", for: "halfling-master-chef", team: 0 })
    const played = playOk(match, state, chef([5, 2, 4]).list)
    expect(played.state.teams.map((t) => t.rerolls)).toEqual([5, 0])
    expect(played.rulings.filter((r) => r.rule === "Halfling Master Chef").map((r) => r.success)).toEqual([true, false, true])
  })

  it("6, 6, 6 against Away's 2 re-rolls: Home gain three, Away cannot lose more than they have", () => {
    const { match, state } = secondHalf(2)
    expect(playOk(match, state, chef([6, 6, 6]).list).state.teams.map((t) => t.rerolls)).toEqual([6, 0])
  })

  it("the chef does not cook in overtime: a chef's roll there is out of place", () => {
    const { match, state } = secondHalf(3)
    expect(play(match, state, chef([5]).list).violation).toMatchObject({ _tag: "RuleViolation", seq: 1 })
    expect(play(secondHalf(2).match, secondHalf(2).state, chef([5]).list).violation).toBeNull()
  })
})

describe("Star Players and Mercenaries join as players of the header, and play as Loners [inducement:star-player] [inducement:mercenary]", () => {
  const hiredHeader = (skills: ReadonlyArray<string>, traits: ReadonlyArray<string>, hired: "mercenary" | "star-player") => {
    const base = withInducements([])
    const home = base.teams[0]!
    return { ...base, teams: [{ ...home, players: [...home.players, player("h12", { skills: [...skills], traits: [...traits], hired })] }, base.teams[1]!] }
  }
  const weather = () => new Events().roll("2d6", [3, 4], "weather")

  it("a mercenary Lineman with Loner (4+) and one extra skill (Block) is a player like any other", () => {
    const match = buildMatch(hiredHeader(["Block"], ["Loner (4+)"], "mercenary"), bloodBowl)
    expect(playOk(match, initialState(match), weather().list).state.weather).toBe("perfect-conditions")
  })

  it("a mercenary or star player without Loner breaks the rules", () => {
    for (const hired of ["mercenary", "star-player"] as const) {
      const match = buildMatch(hiredHeader(["Block"], [], hired), bloodBowl)
      expect(play(match, initialState(match), weather().list).violation).toMatchObject({ _tag: "RuleViolation", rule: "hired players" })
    }
  })

  it("a journeyman is not hired as a Loner here (Loner is not required)", () => {
    const base = withInducements([])
    const home = base.teams[0]!
    const match = buildMatch({ ...base, teams: [{ ...home, players: [...home.players, player("h12", { hired: "journeyman" })] }, base.teams[1]!] }, bloodBowl)
    expect(play(match, initialState(match), weather().list).violation).toBeNull()
  })
})

describe("an inducement whose effect is not folded stops the fold before anything is played", () => {
  it("an id not on the Blood Bowl list is Unsupported; so is a wizard this engine does not know (the Hireling and Death Zone's wizards it does, inducements/wizards/wizard.ts)", () => {
    for (const inducement of [{ id: "giant", count: 1 }, { id: "wizard", count: 1, name: "Grey Wizard of Altdorf" }]) {
      const match = buildMatch(withInducements([inducement]), bloodBowl)
      expect(play(match, initialState(match), new Events().roll("2d6", [3, 4], "weather").list).violation).toMatchObject({ _tag: "Unsupported", feature: `inducement: ${inducement.id}` })
    }
  })
})

describe("Extra Team Training: one more team re-roll per half for each bought [inducement:extra-team-training]", () => {
  it("Home (2 on the roster) bought two: 4 team re-rolls from the start, and 4 again when the second half starts; Away keep their 2", () => {
    const head = withInducements([{ id: "extra-team-training", count: 2 }])
    const teams = [{ ...head.teams[0]!, rerolls: 2 }, { ...head.teams[1]!, rerolls: 2 }]
    const match = buildMatch({ ...head, teams }, bloodBowl)
    expect(initialState(match).teams.map((t) => t.rerolls)).toEqual([4, 2])
    const { state } = positionOf({ ...head, teams }, { team: 0, at: {} })
    const spent: MatchState = { ...state, phase: "half-time", half: 1, firstKickingTeam: 0, teams: state.teams.map((t) => ({ ...t, rerolls: 0 })), stack: [{ _tag: "StartHalf", half: 2 }] }
    // The half starts as the first set-up event comes in.
    const played = playOk(match, spent, new Events().add({ _tag: "PlayerPlaced", player: "a1", at: [20, 7] }).list)
    expect(played.state.teams.map((t) => t.rerolls)).toEqual([4, 2])
  })
})

describe("Riotous Rookies: the extra Linemen play as players of the header [inducement:riotous-rookies]", () => {
  it("Home's rookies h12 and h13 (journeymen for the match) set up like any other player", () => {
    const base = withInducements([{ id: "riotous-rookies", count: 1 }])
    const home = base.teams[0]!
    const head = { ...base, teams: [{ ...home, players: [...home.players, player("h12", { hired: "journeyman" }), player("h13", { hired: "journeyman" })] }, base.teams[1]!] }
    const match = buildMatch(head, bloodBowl)
    const { state } = positionOf(head, { team: 0, at: {} })
    const setUp: MatchState = { ...state, phase: "set-up", activeTeam: null, stack: [{ _tag: "SetUp", team: 0 }] }
    const played = playOk(match, setUp, new Events().add({ _tag: "PlayerPlaced", player: "h13", at: [12, 7] }).list)
    expect(where(played.state, "h13").at).toEqual([12, 7])
    expect(play(match, initialState(match), new Events().roll("2d6", [3, 4], "weather").list).violation).toBeNull()
  })
})
