import { describe, expect, it } from "vitest"
import { readTable } from "@sidelines/engine"
import { timeOutShiftFor } from "../src/core/kick-off-events.js"
import { TREACHEROUS_TRAPDOOR } from "../src/core/trapdoor.js"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { sevens } from "../src/variants/sevens/index.js"
import { kickOffRoll, notes, teamDice, waitingFor } from "./support/kick-off-support.js"
import { play, playOk, where } from "./support/scenario.js"
import { sevensHeader, sevensKickOff } from "./support/sevens.js"

// Home (team 0) kicks from x 0–6; Away receives in x 13–19. Everyone stands far from the other
// team, so every player on the pitch is Open. The ball is in the air over (16, 3).
const head = sevensHeader()
const landing = [16, 3] as const

describe("Sevens kick-off table", () => {
  it("has Blood Bowl's eleven results on the same 2D6 totals", () => {
    expect([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((total) => readTable(sevens.tables.kickOff, total).id)).toEqual([
      "get-the-ref", "time-out", "solid-defence", "high-kick", "cheering-fans", "brilliant-coaching",
      "changing-weather", "quick-snap", "blitz", "officious-ref", "pitch-invasion"
    ])
  })
})

describe("Sevens 3 Time-out: the clock goes back from turn 4 of 6", () => {
  it("the kicking team's marker on turn 4: both markers move back one (Blood Bowl would move them forward)", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing], turns: [4, 3] })
    const played = playOk(match, state, kickOffRoll(3).list)
    expect(played.state.teams.map((t) => t.turn)).toEqual([3, 2])
    expect(notes(played)[0]).toMatch(/turn marker is on turn 4, so both turn markers move back one space/)
    expect(timeOutShiftFor(4, bloodBowl.kickOff.timeOutFromTurn, bloodBowl.turnsPerHalf)).toBe(1)
  })

  it("on turn 3 both markers move forward one", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing], turns: [3, 2] })
    expect(playOk(match, state, kickOffRoll(3).list).state.teams.map((t) => t.turn)).toEqual([4, 3])
  })

  it("turns 4, 5 and 6 go back; 0 to 3 go forward", () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((turn) => timeOutShiftFor(turn, sevens.kickOff.timeOutFromTurn, sevens.turnsPerHalf))).toEqual([1, 1, 1, 1, -1, -1, -1])
  })
})

describe("Sevens 4 Solid Defence: D3+1 Open players set up again", () => {
  it("a D3 of 2 lets three players move; a fourth is a violation", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing] })
    const events = kickOffRoll(4)
      .roll("d3", [2], "solid-defence")
      .add({ _tag: "PlayerPlaced", player: "h6", at: [2, 5] })
      .add({ _tag: "PlayerPlaced", player: "h7", at: [0, 5] })
      .add({ _tag: "PlayerPlaced", player: "h5", at: [5, 8] })
    const three = playOk(match, state, events.list)
    expect(three.rulings.find((r) => r.rule === "Solid Defence")).toMatchObject({ total: 3, modifiers: [{ value: 1, source: "D3+1" }] })
    expect(where(three.state, "h5").at).toEqual([5, 8])
    const four = play(match, state, [...events.list, { _tag: "PlayerPlaced", seq: 6, player: "h4", at: [3, 1] }])
    expect(four.violation).toMatchObject({ seq: 6, rule: "Solid Defence" })
    expect(four.violation!.message).toMatch(/set up again 3 players \(D3\+1\)/)
  })

  it("players set up again keep to the Sevens set-up area: not between the lines", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing] })
    const played = play(match, state, kickOffRoll(4).roll("d3", [3], "solid-defence").add({ _tag: "PlayerPlaced", player: "h6", at: [8, 5] }).list)
    expect(played.violation).toMatchObject({ seq: 3, rule: "set-up" })
  })
})

describe("Sevens 9 Quick Snap: D3+1 Open receiving players move one square", () => {
  it("a D3 of 1 lets two players move; a third is a violation", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing] })
    const events = kickOffRoll(9)
      .roll("d3", [1], "quick-snap")
      .add({ _tag: "PlayerMoved", player: "a6", to: [15, 5] })
      .add({ _tag: "PlayerMoved", player: "a7", to: [17, 5] })
    const two = playOk(match, state, events.list)
    expect(two.rulings.find((r) => r.rule === "Quick Snap")).toMatchObject({ total: 2 })
    expect(where(two.state, "a7").at).toEqual([17, 5])
    const three = play(match, state, [...events.list, { _tag: "PlayerMoved", seq: 5, player: "a1", to: [14, 4] }])
    expect(three.violation).toMatchObject({ seq: 5, rule: "Quick Snap" })
    expect(three.violation!.message).toMatch(/at most 2 players \(D3\+1\)/)
    // Both moves made: the Quick Snap is over and the kick comes down (an empty square: a bounce).
    const land = playOk(match, state, [...events.list, { _tag: "DiceRolled", seq: 5, die: "d8", faces: [7], for: "bounce" }])
    expect(land.state.ball).toEqual({ at: [16, 4], carrier: null, inPlay: true })
  })
})

describe("Sevens 10 Blitz!: D3+1 Open kicking players take a bonus turn", () => {
  it("a D3 of 1: two activations, then the bonus turn ends by itself and the kick lands", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing] })
    const events = kickOffRoll(10)
      .roll("d3", [1], "blitz")
      .add({ _tag: "ActionDeclared", player: "h6", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h6", to: [4, 5] })
      .add({ _tag: "ActionDeclared", player: "h7", action: "move" })
      .add({ _tag: "ActionEnded", player: "h7" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Blitz!")).toMatchObject({ total: 2, modifiers: [{ value: 1, source: "D3+1" }] })
    expect(where(played.state, "h6").at).toEqual([4, 5])
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", for: "bounce" })
  })
})

describe("Sevens 6 Cheering Fans: the winner prays on the D8 Prayers to Nuffle table", () => {
  const cheering = () => kickOffRoll(6).add(teamDice("home", "d6", 5, "cheering-fans")).add(teamDice("away", "d6", 2, "cheering-fans"))

  it("Home win the contest and may pray: the prayer is a D8", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing] })
    const played = playOk(match, state, cheering().list)
    expect(waitingFor(match, played)).toMatchObject({ kind: "decision", team: 0, about: "pray to Nuffle (a D8 on the Prayers table) or decline" })
  })

  it("a 1 is Treacherous Trapdoor: in force until the end of the half", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing] })
    const played = playOk(match, state, cheering().roll("d8", [1], "prayers-to-nuffle").list)
    expect(played.rulings.find((r) => r.rule === "Prayers to Nuffle")).toMatchObject({ row: "treacherous-trapdoor" })
    expect(played.state.kickOffEffects).toContain(TREACHEROUS_TRAPDOOR)
  })

  it("a result already in force is rolled again", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing] })
    const inForce = { ...state, kickOffEffects: [TREACHEROUS_TRAPDOOR] }
    const played = playOk(match, inForce, cheering().roll("d8", [1], "prayers-to-nuffle").list)
    expect(notes(played)).toContain("Treacherous Trapdoor is already in force: the prayer is rolled again")
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", die: "d8", for: "prayers-to-nuffle", team: 0 })
    // The new roll is not optional: declining now is a violation.
    const declined = play(match, inForce, [...cheering().list, { _tag: "DiceRolled", seq: 5, die: "d8", faces: [1], for: "prayers-to-nuffle" }, { _tag: "ChoiceDeclined", seq: 6, team: "home", choice: "prayers-to-nuffle" }])
    expect(declined.violation).toMatchObject({ seq: 6, rule: "Prayers to Nuffle" })
  })

  it("every row of the D8 table has its effect folded now (sevens-prayers.test.ts): none stops as unsupported", () => {
    for (let face = 1; face <= 8; face++) {
      const { match, state } = sevensKickOff(head, { landing: [...landing] })
      expect(play(match, state, cheering().roll("d8", [face], "prayers-to-nuffle").list).violation).toBeNull()
    }
  })

  it("a D16 prayer roll is a violation in Sevens", () => {
    const { match, state } = sevensKickOff(head, { landing: [...landing] })
    const played = play(match, state, cheering().roll("d16", [1], "prayers-to-nuffle").list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
  })
})
