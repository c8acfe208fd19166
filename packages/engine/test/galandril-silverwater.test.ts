import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { kickOffHeader, kickOffPosition, kickOffRoll, notes, teamDice } from "./support/kick-off-support.js"
import { Events, header, play, player, playOk } from "./support/scenario.js"

// Galandril Silverwater, Death Zone (In)Famous Coaching Staff (inducements/staff/galandril-silverwater.ts): "Go Team!".

const galandril = { id: "infamous-coaching-staff", count: 1, name: "Galandril Silverwater" }

describe("Galandril Silverwater: Go Team! — a D3 of cheerleaders on Cheering Fans, a team re-roll on a natural 15–16 prayer [inducement:infamous-coaching-staff/galandril-silverwater]", () => {
  it("Home kick with Galandril and no cheerleaders and roll Cheering Fans: D3 = 2, so 3 + 1 + 2 = 6 beats Away's 4; Home pray, a natural 15 — Under Scrutiny and a team re-roll", () => {
    const { match, state } = kickOffPosition(kickOffHeader({ homeInducements: [galandril] }), { landing: [20, 5] })
    const before = state.teams[0]!.rerolls
    const rolled = playOk(match, state, kickOffRoll(6).list)
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "roll", die: "d3", for: "cheering-fans", team: 0 })
    const events = kickOffRoll(6).add(teamDice("home", "d3", 2, "cheering-fans")).d6(3, "cheering-fans").d6(4, "cheering-fans").roll("d16", [15], "prayers-to-nuffle")
    const played = playOk(match, state, events.list)
    const home = played.rulings.filter((r) => r.rule === "Cheering Fans")[0]!
    expect(home.modifiers).toEqual([
      { value: 1, source: "Go Team!: counts as having one cheerleader" },
      { value: 2, source: "Go Team!: 2 more cheerleaders (Galandril Silverwater)" }
    ])
    expect(home.total).toBe(6)
    expect(played.rulings.find((r) => r.rule === "Prayers to Nuffle")).toMatchObject({ total: 15, row: "under-scrutiny" })
    expect(played.state.teams[0]!.rerolls).toBe(before + 1)
    expect(notes(played).some((n) => n.startsWith("Galandril Silverwater: a natural 15"))).toBe(true)
  })

  it("cheerleaders of their own are not topped up: Home's 2 cheerleaders plus the D3 of 1", () => {
    const { match, state } = kickOffPosition(kickOffHeader({ home: { cheerleaders: 2 }, homeInducements: [galandril] }), { landing: [20, 5] })
    const played = play(match, state, kickOffRoll(6).add(teamDice("home", "d3", 1, "cheering-fans")).d6(3, "cheering-fans").d6(4, "cheering-fans").list)
    expect(played.rulings.find((r) => r.rule === "Cheering Fans")!.modifiers).toEqual([
      { value: 2, source: "cheerleaders" },
      { value: 1, source: "Go Team!: 1 more cheerleader (Galandril Silverwater)" }
    ])
  })

  it("a prayer of 14 gives no re-roll, and without Galandril a natural 15 gives none either", () => {
    const staffed = kickOffPosition(kickOffHeader({ homeInducements: [galandril] }), { landing: [20, 5] })
    const fourteen = playOk(staffed.match, staffed.state, kickOffRoll(6).add(teamDice("home", "d3", 3, "cheering-fans")).d6(3, "cheering-fans").d6(4, "cheering-fans").roll("d16", [14], "prayers-to-nuffle").list)
    expect(fourteen.state.teams[0]!.rerolls).toBe(staffed.state.teams[0]!.rerolls)
    const { match, state } = kickOffPosition(kickOffHeader({ home: { cheerleaders: 3 } }), { landing: [20, 5] })
    const plain = playOk(match, state, kickOffRoll(6).d6(3, "cheering-fans").d6(4, "cheering-fans").roll("d16", [15], "prayers-to-nuffle").list)
    expect(plain.state.teams[0]!.rerolls).toBe(state.teams[0]!.rerolls)
  })

  it("Cheering Fans rolled by the other team (Away kick): Galandril's Home get no D3, the contest's D6s come at once", () => {
    const { match, state } = kickOffPosition(kickOffHeader({ homeInducements: [galandril] }), { landing: [5, 5], kicking: 1 })
    const rolled = playOk(match, state, kickOffRoll(6).list)
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "roll", die: "d6", for: "cheering-fans" })
    expect(play(match, state, kickOffRoll(6).add(teamDice("home", "d3", 2, "cheering-fans")).list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("a pre-game prayer of 15 gives a team re-roll for the first half: Home start it with one more", () => {
    const base = header(Array.from({ length: 11 }, (_, i) => player(`h${i + 1}`)), Array.from({ length: 11 }, (_, i) => player(`a${i + 1}`)))
    // Galandril works for a team with the Elven Kingdoms League special rule.
    const valued = (inducements: Team["inducements"]): MatchStarted => ({ ...base, teams: [{ ...base.teams[0]!, specialRules: ["Elven Kingdoms League"], teamValue: 1_000_000, inducements }, { ...base.teams[1]!, teamValue: 1_050_000 }] })
    const events = new Events().roll("2d6", [3, 4], "weather").add({ _tag: "DiceRolled", die: "d16", faces: [15], for: "prayers-to-nuffle", team: "home" } as never)
      .add({ _tag: "CoinTossCalled", team: "away", call: "heads" }).roll("coin", [1], "coin-toss").add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
    const staffed = buildMatch(valued([galandril]), bloodBowl)
    const plain = buildMatch(valued([]), bloodBowl)
    const withHim = playOk(staffed, initialState(staffed), events.list).state
    const without = playOk(plain, initialState(plain), events.list).state
    expect(withHim.phase).toBe("set-up")
    expect(withHim.teams[0]!.rerolls).toBe(without.teams[0]!.rerolls + 1)
    expect(withHim.teams[1]!.rerolls).toBe(without.teams[1]!.rerolls)
  })
})
