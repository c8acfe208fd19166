import { describe, expect, it } from "vitest"
import type { MatchStarted, Team } from "@sidelines/schema"
import { buildMatch, initialState, type MatchState } from "@sidelines/engine"
import { sevens } from "../src/variants/sevens/index.js"
import { Events, play, playOk, where } from "./support/scenario.js"
import { sevensHeader, sevensPosition } from "./support/sevens.js"

// The Sevens inducement list prices Blood Bowl's kegs, Extra Team Training and the Halfling Master
// Chef; their effects are Blood Bowl's (inducements/other/inducements.ts), and they pass the Sevens draft check.
const withInducements = (home: Team["inducements"]): MatchStarted => {
  const base = sevensHeader()
  return { ...base, teams: [{ ...base.teams[0]!, inducements: home }, base.teams[1]!] }
}

describe("Sevens: Blood Bowl's inducements on the Sevens list fold as in Blood Bowl", () => {
  it("a Sevens team with a Bloodweiser Keg: h1's KO recovery 3 is a 4 and h1 recovers [inducement:bloodweiser-kegs]", () => {
    const { match, state } = sevensPosition(withInducements([{ id: "bloodweiser-kegs", count: 1 }]), { team: 0, at: { h2: [5, 5], a2: [15, 5] } })
    const ko: MatchState = {
      ...state,
      phase: "end-of-drive",
      players: state.players.map((p) => (p.id === "h1" || p.id === "a1" ? { ...p, at: null, box: "ko" } : p)),
      stack: [{ _tag: "KoRecovery", player: "a1" }, { _tag: "KoRecovery", player: "h1" }]
    }
    const played = playOk(match, ko, new Events().d6(3, "ko-recovery", "h1").d6(3, "ko-recovery", "a1").list)
    const rolls = played.rulings.filter((r) => r.rule === "KO recovery")
    expect(rolls[0]).toMatchObject({ player: "h1", modifiers: [{ value: 1, source: "Bloodweiser Keg" }], success: true })
    expect(rolls[1]).toMatchObject({ player: "a1", success: false })
    expect(where(played.state, "h1").box).toBe("reserves")
    expect(where(played.state, "a1").box).toBe("ko")
  })

  it("a Sevens team (2 re-rolls on its roster) with two Extra Team Training starts with 4; the other keeps 2 [inducement:extra-team-training]", () => {
    const match = buildMatch(withInducements([{ id: "extra-team-training", count: 2 }]), sevens)
    expect(initialState(match).teams.map((t) => t.rerolls)).toEqual([4, 2])
  })

  it("kegs, Extra Team Training and a chef pass the Sevens draft check: the pre-game goes on; a Special Play still stops it as unsupported [inducement:halfling-master-chef]", () => {
    const folded = buildMatch(withInducements([{ id: "bloodweiser-kegs", count: 2 }, { id: "extra-team-training", count: 1 }, { id: "halfling-master-chef", count: 1 }]), sevens)
    const fanFactor = new Events().add({ _tag: "DiceRolled", die: "d3", faces: [2], for: "fan-factor", team: "home" } as never).list
    const ok = play(folded, initialState(folded), fanFactor)
    expect(ok.violation).toBeNull()
    const cards = buildMatch(withInducements([{ id: "special-play", count: 1 }]), sevens)
    const stopped = play(cards, initialState(cards), fanFactor)
    expect(stopped.violation).toMatchObject({ _tag: "Unsupported", feature: "inducement: special-play" })
  })
})
