import { describe, expect, it } from "vitest"
import { expecting, legalDecisions } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Star players' special rules that bite, vomit or lash out at opponents (rules/primal-savagery.ts,
// putrid-regurgitation.ts, quick-bite.ts). Facts from FUMBBL's client (christerk/ffb) and BBBase.

// ---- Primal Savagery (Glotl Stop) ----

const glotl = player("glotl", {
  name: "Glotl Stop", position: "Star Player", ma: 6, st: 6, ag: 5, pa: null as never, av: 10,
  skills: ["Frenzy", "Loner (4+)", "Mighty Blow (+1)", "Prehensile Tail", "Stand Firm", "Thick Skull", "Primal Savagery"],
  traits: ["Animal Savagery"], hired: "star-player"
})
const lizards = header([glotl, player("h2"), player("sav", { traits: ["Animal Savagery"] })], [player("a1"), player("a2")])
// Glotl on (10, 7), team-mate h2 next to him on (10, 8), opponent a1 on (11, 7), a2 far off.
const GLOTL_AT = { glotl: [10, 7], h2: [10, 8], a1: [11, 7], a2: [20, 2] } as const
const savageryFails = (who = "glotl") =>
  new Events().add({ _tag: "ActionDeclared", player: who, action: "move" }).d6(2, "animal-savagery", who).add({ _tag: "RerollDeclined", team: "home" })

describe("Primal Savagery (Glotl Stop)", () => {
  it("Glotl fails his Animal Savagery roll (a 2 on a Move): his coach uses Primal Savagery and a1 is Knocked Down; 4 + 4 holds AV 9, Mighty Blow does not count, and Glotl moves on [special:primal-savagery]", () => {
    const { match, state } = positionOf(lizards, { team: 0, at: GLOTL_AT })
    const failed = playOk(match, state, savageryFails().list)
    expect(expecting(match, failed.state)).toMatchObject({ kind: "decision", team: 0, events: ["SkillUsed", "SkillDeclined", "PlayerChosen"] })
    expect(legalDecisions(match, failed.state)).toContainEqual(expect.objectContaining({ _tag: "SkillUsed", player: "glotl", skill: "Primal Savagery" }))
    const played = playOk(match, state, savageryFails()
      .add({ _tag: "SkillUsed", player: "glotl", skill: "Primal Savagery" })
      .add({ _tag: "PlayerChosen", team: "home", player: "a1", for: "animal-savagery" })
      .twoD6(4, 4, "armour", "a1")
      .add({ _tag: "PlayerMoved", player: "glotl", to: [9, 6] }).list)
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(where(played.state, "h2").posture).toBe("standing")
    // No Mighty Blow on an opponent he lashes out at (FFB: no modifiers): 8 against AV 9 holds.
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 8, modifiers: [], success: false })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(where(played.state, "glotl").at).toEqual([9, 6])
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["glotl:Primal Savagery"])
  })

  it("the opponent knocked down held the ball: armour broken, the ball bounces and no turnover follows [special:primal-savagery]", () => {
    const { match, state } = positionOf(lizards, { team: 0, at: GLOTL_AT, ballCarrier: "a1" })
    const played = playOk(match, state, savageryFails()
      .add({ _tag: "SkillUsed", player: "glotl", skill: "Primal Savagery" })
      .add({ _tag: "PlayerChosen", team: "home", player: "a1", for: "animal-savagery" })
      .twoD6(5, 5, "armour", "a1")
      .twoD6(3, 3, "injury", "a1")
      .roll("d8", [2], "bounce").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 10, success: true })
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(played.state.ball.carrier).toBeNull()
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("declined, or the team-mate chosen straight away: the usual lash-out at h2, and the rule is kept [special:primal-savagery]", () => {
    const { match, state } = positionOf(lizards, { team: 0, at: GLOTL_AT })
    const declined = playOk(match, state, savageryFails().add({ _tag: "SkillDeclined", player: "glotl", skill: "Primal Savagery" })
      .add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "animal-savagery" }).twoD6(1, 2, "armour", "h2").list)
    expect(where(declined.state, "h2").posture).toBe("prone")
    expect(declined.state.teams[0]!.specialRulesUsed).toBeUndefined()
    const straight = playOk(match, state, savageryFails().add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "animal-savagery" }).twoD6(1, 2, "armour", "h2").list)
    expect(where(straight.state, "h2").posture).toBe("prone")
    expect(straight.state.teams[0]!.specialRulesUsed).toBeUndefined()
    // Without the rule used, the opponent may not be chosen.
    expect(play(match, state, savageryFails().add({ _tag: "PlayerChosen", team: "home", player: "a1", for: "animal-savagery" }).list).violation).toMatchObject({ rule: "Animal Savagery" })
  })

  it("used, only a Standing opponent next to Glotl may be chosen: not the team-mate h2, not a2 far away [special:primal-savagery]", () => {
    const { match, state } = positionOf(lizards, { team: 0, at: GLOTL_AT })
    const used = savageryFails().add({ _tag: "SkillUsed", player: "glotl", skill: "Primal Savagery" })
    for (const target of ["h2", "a2"]) {
      expect(play(match, state, [...used.list, ...new Events(5).add({ _tag: "PlayerChosen", team: "home", player: target, for: "animal-savagery" }).list]).violation).toMatchObject({ rule: "Primal Savagery" })
    }
  })

  it("not offered once used this game, with no Standing opponent next to him, on a passed roll, or to a savage who is not Glotl [special:primal-savagery]", () => {
    const { match, state } = positionOf(lizards, { team: 0, at: GLOTL_AT })
    const use = new Events(4).add({ _tag: "SkillUsed", player: "glotl", skill: "Primal Savagery" }).list
    // Once a game: the mark a first use leaves.
    const usedBefore = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["glotl:Primal Savagery"] } : t)) }
    expect(expecting(match, playOk(match, usedBefore, savageryFails().list).state)).toMatchObject({ kind: "decision", events: ["PlayerChosen"] })
    expect(play(match, usedBefore, [...savageryFails().list, ...use]).violation).toMatchObject({ rule: "Animal Savagery" })
    // a1 Prone: nobody to lash out at but h2.
    const prone = positionOf(lizards, { team: 0, at: GLOTL_AT, prone: ["a1"] })
    expect(play(prone.match, prone.state, [...savageryFails().list, ...use]).violation).toMatchObject({ rule: "Animal Savagery" })
    // A 4 passes: no lash-out at all.
    const passed = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "glotl", action: "move" }).d6(4, "animal-savagery", "glotl").list)
    expect(passed.state.stack.at(-1)!._tag).toBe("Activation")
    // Another savage player of the team does not have it.
    const other = positionOf(lizards, { team: 0, at: { sav: [10, 7], h2: [10, 8], a1: [11, 7] } })
    expect(play(other.match, other.state, [...savageryFails("sav").list, ...new Events(4).add({ _tag: "SkillUsed", player: "sav", skill: "Primal Savagery" }).list]).violation).toMatchObject({ rule: "Animal Savagery" })
  })
})
