import { describe, expect, it } from "vitest"
import { expecting, legalDecisions, type MatchState } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"
import { kickOffPosition, kickOffRoll } from "./support/kick-off-support.js"

// Star players' special rules that bite, vomit or lash out at opponents (stars/primal-savagery.ts,
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
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: expect.stringContaining("special rule: Primal Savagery (once a game)") })
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

// ---- Putrid Regurgitation (Bilerot Vomitflesh) ----

const bilerot = player("bil", {
  name: "Bilerot Vomitflesh", position: "Star Player", ma: 4, st: 5, ag: 4, pa: 6, av: 10,
  skills: ["Dirty Player (+1)", "Disturbing Presence", "Loner (4+)", "Putrid Regurgitation"], traits: ["Foul Appearance"], hired: "star-player"
})
const nurgle = header([bilerot, player("h2")], [player("a1"), player("a2"), player("a3")])
// Bilerot on (10, 7); a1 in front of him on (11, 7), a2 beside it on (11, 8).
const BIL_AT = { bil: [10, 7], h2: [3, 3], a1: [11, 7], a2: [11, 8], a3: [20, 2] } as const
const usedAlready = (state: ReturnType<typeof positionOf>["state"]) =>
  ({ ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["bil:Putrid Regurgitation"] } : t)) })
/** Bilerot's two-dice block on a1, a push to (12, 7), no follow-up. */
const bilBlocks = (action: "block" | "blitz") =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "bil", action, ...(action === "blitz" ? { target: "a1" } : {}) } as never)
    .add({ _tag: "BlockThrown", player: "bil", target: "a1" })
    .roll("block", [3, 3], "block", "bil")
    .add({ _tag: "BlockDieChosen", face: 3 })
    .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
    .add({ _tag: "FollowUpChosen", player: "bil", follow: false })
const regurgitates = (target: string) => ({ _tag: "SkillUsed" as const, player: "bil", skill: "Putrid Regurgitation", target })

describe("Putrid Regurgitation (Bilerot Vomitflesh)", () => {
  it("without the trait, Bilerot declares a Projectile Vomit at a1: a 4 hits, AV 9 broken on an unmodified 9, a1 Placed Prone; the rule is used [special:putrid-regurgitation]", () => {
    const { match, state } = positionOf(nurgle, { team: 0, at: BIL_AT })
    const played = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "bil", action: "projectile-vomit", target: "a1" })
      .d6(4, "projectile-vomit", "bil").twoD6(4, 5, "armour", "a1").twoD6(3, 4, "injury", "a1").list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Projectile Vomit", "success"], ["Armour", "armour broken"], ["Injury", "Stunned"]])
    expect(played.rulings[1]!.modifiers).toEqual([])
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["bil:Putrid Regurgitation"])
  })

  it("after his Block pushed a1 away, Bilerot vomits on a2 still next to him: a 2 hits, 3 + 3 holds AV 9 and a2 stays up; the rule is used [special:putrid-regurgitation]", () => {
    const { match, state } = positionOf(nurgle, { team: 0, at: BIL_AT })
    const blocked = playOk(match, state, bilBlocks("block").list)
    expect(blocked.state.stack.at(-1)).toMatchObject({ _tag: "PutridRegurgitation", player: "bil" })
    expect(expecting(match, blocked.state)).toMatchObject({ kind: "decision", events: ["SkillUsed", "SkillDeclined"] })
    expect(legalDecisions(match, blocked.state)).toContainEqual(expect.objectContaining({ _tag: "SkillUsed", skill: "Putrid Regurgitation", target: "a2" }))
    const played = playOk(match, state, bilBlocks("block").add(regurgitates("a2")).d6(2, "projectile-vomit", "bil").twoD6(3, 3, "armour", "a2").list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Armour", total: 6, modifiers: [], success: false })
    expect(where(played.state, "a2").posture).toBe("standing")
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "standing" })
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["bil:Putrid Regurgitation"])
    expect(played.state.activePlayer).toBeNull()
  })

  it("in a Blitz: after the block he may vomit on a2 for another square of movement; or vomit instead of the block, a 1 covering himself [special:putrid-regurgitation]", () => {
    const { match, state } = positionOf(nurgle, { team: 0, at: BIL_AT })
    const after = playOk(match, state, bilBlocks("blitz").add(regurgitates("a2")).d6(5, "projectile-vomit", "bil").twoD6(5, 5, "armour", "a2").twoD6(2, 3, "injury", "a2").list)
    expect(where(after.state, "a2").posture).toBe("stunned")
    expect(after.state.stack.at(-1)).toMatchObject({ _tag: "Activation", action: "blitz", moved: 2 })
    expect(after.state.teams[0]!.specialRulesUsed).toEqual(["bil:Putrid Regurgitation"])
    const instead = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "bil", action: "blitz", target: "a1" }).add(regurgitates("a1"))
      .d6(1, "projectile-vomit", "bil").add({ _tag: "RerollDeclined", team: "home" }).twoD6(2, 2, "armour", "bil").list)
    expect(where(instead.state, "bil").posture).toBe("standing")
    expect(instead.state.stack.at(-1)).toMatchObject({ _tag: "Activation", action: "blitz", acted: true, moved: 1 })
    expect(instead.state.teams[0]!.specialRulesUsed).toEqual(["bil:Putrid Regurgitation"])
    // Named as the trait he lacks, the vomit in place of the block uses the rule all the same.
    const asTrait = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "bil", action: "blitz", target: "a1" }).add({ _tag: "SkillUsed", player: "bil", skill: "Projectile Vomit", target: "a1" }).list)
    expect(asTrait.state.teams[0]!.specialRulesUsed).toEqual(["bil:Putrid Regurgitation"])
    expect(play(match, usedAlready(state), new Events().add({ _tag: "ActionDeclared", player: "bil", action: "blitz", target: "a1" }).add({ _tag: "SkillUsed", player: "bil", skill: "Projectile Vomit", target: "a1" }).list).violation).toMatchObject({ rule: "Projectile Vomit" })
  })

  it("declined after the block, or another player activated: his action ends and the rule is kept [special:putrid-regurgitation]", () => {
    const { match, state } = positionOf(nurgle, { team: 0, at: BIL_AT })
    const declined = playOk(match, state, bilBlocks("block").add({ _tag: "SkillDeclined", player: "bil", skill: "Putrid Regurgitation" }).list)
    expect(declined.state.activePlayer).toBeNull()
    expect(declined.state.teams[0]!.specialRulesUsed).toBeUndefined()
    const moved = playOk(match, state, bilBlocks("block").add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(moved.state.activePlayer).toBe("h2")
    expect(moved.state.teams[0]!.specialRulesUsed).toBeUndefined()
  })

  it("once a game, only with a Standing opponent next to him, and only for Bilerot [special:putrid-regurgitation]", () => {
    const { match, state } = positionOf(nurgle, { team: 0, at: BIL_AT })
    // Used already: no offer after the block, no vomit action, no vomit in a Blitz.
    const used = usedAlready(state)
    expect(playOk(match, used, bilBlocks("block").list).state.activePlayer).toBeNull()
    expect(play(match, used, new Events().add({ _tag: "ActionDeclared", player: "bil", action: "projectile-vomit", target: "a1" }).list).violation).toMatchObject({ rule: "Projectile Vomit" })
    expect(play(match, used, [...bilBlocks("blitz").list, ...new Events(7).add(regurgitates("a2")).list]).violation).toMatchObject({ rule: "Putrid Regurgitation" })
    // a1 pushed away and nobody else next to him: no offer.
    const alone = positionOf(nurgle, { team: 0, at: { bil: [10, 7], a1: [11, 7], a2: [20, 2] } })
    expect(playOk(alone.match, alone.state, bilBlocks("block").list).state.activePlayer).toBeNull()
    // Not at a2 out of reach after the Blitz's block, not during a Move, and not for h2, who has neither rule nor trait.
    const far = positionOf(nurgle, { team: 0, at: { bil: [10, 7], a1: [11, 7], a2: [13, 9] } })
    expect(play(far.match, far.state, [...bilBlocks("blitz").list, ...new Events(7).add(regurgitates("a2")).list]).violation).toMatchObject({ rule: "Putrid Regurgitation" })
    expect(play(match, state, new Events().add({ _tag: "ActionDeclared", player: "bil", action: "move" }).add(regurgitates("a1")).list).violation).toMatchObject({ rule: "Putrid Regurgitation" })
    const h2 = positionOf(nurgle, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    expect(play(h2.match, h2.state, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "projectile-vomit", target: "a1" }).list).violation).toMatchObject({ rule: "Projectile Vomit" })
  })
})

// ---- Quick Bite (Guffle Pussmaw) ----

const guffle = player("guf", {
  name: "Guffle Pussmaw", position: "Star Player", ma: 5, st: 4, ag: 4, pa: 6, av: 10,
  skills: ["Loner (4+)", "Monstrous Mouth", "Nerves of Steel", "On the Ball", "Quick Bite"], traits: ["Foul Appearance", "Plague Ridden"], hired: "star-player"
})
const pus = header([guffle, player("h2"), player("h3")], [player("a1"), player("a2")])
// The away team's turn: a1 on (12, 7) hands the ball to a2 on (11, 7), whom Guffle on (10, 7) marks.
const HANDOFF_AT = { guf: [10, 7], h2: [3, 3], a1: [12, 7], a2: [11, 7] } as const
const handOff = () =>
  new Events().add({ _tag: "ActionDeclared", player: "a1", action: "hand-off" }).add({ _tag: "HandedOff", player: "a1", target: "a2" }).d6(6, "catch", "a2")
const bites = { _tag: "SkillUsed" as const, player: "guf", skill: "Quick Bite" }

describe("Quick Bite (Guffle Pussmaw)", () => {
  it("a2 catches a hand-off next to Guffle: he bites, 5 + 5 breaks AV 9 unmodified, a2 is Placed Prone and Guffle holds the ball — and the away team's turn goes on [special:quick-bite]", () => {
    const { match, state } = positionOf(pus, { team: 1, at: HANDOFF_AT, ballCarrier: "a1" })
    const caught = playOk(match, state, handOff().list)
    expect(caught.state.ball.carrier).toBe("a2")
    expect(expecting(match, caught.state)).toMatchObject({ kind: "decision", events: ["SkillUsed", "SkillDeclined"] })
    expect(legalDecisions(match, caught.state)).toContainEqual(expect.objectContaining({ _tag: "SkillUsed", player: "guf", skill: "Quick Bite" }))
    const played = playOk(match, state, handOff().add(bites).twoD6(5, 5, "armour", "a2").twoD6(2, 2, "injury", "a2").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 10, modifiers: [], success: true, notes: ["special rule: Quick Bite: no modifier applies"] })
    expect(where(played.state, "a2")).toMatchObject({ at: [11, 7], posture: "stunned" })
    expect(played.state.ball).toEqual({ at: [10, 7], carrier: "guf", inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["guf:Quick Bite"])
  })

  it("a Quick Bite the star gained in the match (an unchecked stretch's board, say), on no roster, is offered after the catch too [special:quick-bite]", () => {
    const printed = header([{ ...guffle, skills: guffle.skills.filter((skill) => skill !== "Quick Bite") }, player("h2"), player("h3")], [player("a1"), player("a2")])
    const { match, state } = positionOf(printed, { team: 1, at: HANDOFF_AT, ballCarrier: "a1" })
    expect(expecting(match, playOk(match, state, handOff().list).state)).not.toMatchObject({ events: ["SkillUsed", "SkillDeclined"] })
    const gained: MatchState = { ...state, players: state.players.map((p) => (p.id === "guf" ? { ...p, gained: [{ source: "a test's gain", until: "game", skills: ["Quick Bite"] }] } : p)) }
    expect(expecting(match, playOk(match, gained, handOff().list).state)).toMatchObject({ kind: "decision", events: ["SkillUsed", "SkillDeclined"] })
  })

  it("armour that holds (3 + 3): a2 stays on his feet with the ball, and the rule is spent [special:quick-bite]", () => {
    const { match, state } = positionOf(pus, { team: 1, at: HANDOFF_AT, ballCarrier: "a1" })
    const played = playOk(match, state, handOff().add(bites).twoD6(3, 3, "armour", "a2").list)
    expect(where(played.state, "a2").posture).toBe("standing")
    expect(played.state.ball.carrier).toBe("a2")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["guf:Quick Bite"])
  })

  it("in Guffle's own turn: h2's wildly inaccurate pass lands in a2's hands; Guffle bites it back and his team keeps the turn [special:quick-bite]", () => {
    const { match, state } = positionOf(pus, { team: 0, at: { h2: [5, 7], guf: [7, 8], a2: [8, 7], a1: [20, 2] }, ballCarrier: "h2" })
    const events = () => new Events().add({ _tag: "ActionDeclared", player: "h2", action: "pass" }).add({ _tag: "PassAimed", player: "h2", at: [5, 12] })
      .d6(2, "pass", "h2").add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [5], "scatter").d6(3, "scatter").d6(6, "catch", "a2")
    const caught = playOk(match, state, events().list)
    expect(caught.state.ball.carrier).toBe("a2")
    const played = playOk(match, state, events().add(bites).twoD6(6, 4, "armour", "a2").twoD6(1, 2, "injury", "a2").list)
    expect(played.state.ball.carrier).toBe("guf")
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    // Without the bite, the pass caught by an opponent is a turnover.
    const kept = playOk(match, state, events().add({ _tag: "SkillDeclined", player: "guf", skill: "Quick Bite" }).list)
    expect(kept.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", team: 0 }))
  })

  it("declined, or another event: the catch stands and the rule is kept [special:quick-bite]", () => {
    const { match, state } = positionOf(pus, { team: 1, at: HANDOFF_AT, ballCarrier: "a1" })
    const declined = playOk(match, state, handOff().add({ _tag: "SkillDeclined", player: "guf", skill: "Quick Bite" }).list)
    expect(declined.state.ball.carrier).toBe("a2")
    expect(declined.state.teams[0]!.specialRulesUsed).toBeUndefined()
    const moved = playOk(match, state, handOff().add({ _tag: "ActionDeclared", player: "a2", action: "move" }).list)
    expect(moved.state.activePlayer).toBe("a2")
    expect(moved.state.teams[0]!.specialRulesUsed).toBeUndefined()
  })

  it("not when Guffle is down, not next to the catcher, already used, for a team-mate's catch, nor for a pick-up [special:quick-bite]", () => {
    const offered = (played: { state: { stack: ReadonlyArray<{ _tag: string }> } }) => played.state.stack.some((s) => s._tag === "QuickBite")
    const prone = positionOf(pus, { team: 1, at: HANDOFF_AT, ballCarrier: "a1", prone: ["guf"] })
    expect(offered(playOk(prone.match, prone.state, handOff().list))).toBe(false)
    const far = positionOf(pus, { team: 1, at: { ...HANDOFF_AT, guf: [9, 7] }, ballCarrier: "a1" })
    expect(offered(playOk(far.match, far.state, handOff().list))).toBe(false)
    const { match, state } = positionOf(pus, { team: 1, at: HANDOFF_AT, ballCarrier: "a1" })
    const used = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["guf:Quick Bite"] } : t)) }
    expect(offered(playOk(match, used, handOff().list))).toBe(false)
    expect(play(match, used, handOff().add(bites).list).violation).not.toBeNull()
    // Guffle's team-mate h3 catches a hand-off next to him.
    const mates = positionOf(pus, { team: 0, at: { guf: [10, 7], h2: [12, 7], h3: [11, 7] }, ballCarrier: "h2" })
    const mate = playOk(mates.match, mates.state, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "hand-off" }).add({ _tag: "HandedOff", player: "h2", target: "h3" }).d6(6, "catch", "h3").list)
    expect(mate.state.ball.carrier).toBe("h3")
    expect(offered(mate)).toBe(false)
    // a2 picks the ball up next to Guffle: no catch, no bite.
    const loose = positionOf(pus, { team: 1, at: { guf: [10, 7], a2: [12, 7] }, ballAt: [11, 7] })
    const picked = playOk(loose.match, loose.state, new Events().add({ _tag: "ActionDeclared", player: "a2", action: "move" }).add({ _tag: "PlayerMoved", player: "a2", to: [11, 7] })
      .d6(6, "pick-up", "a2").list)
    expect(picked.state.ball.carrier).toBe("a2")
    expect(play(loose.match, loose.state, [...new Events().add({ _tag: "ActionDeclared", player: "a2", action: "move" }).add({ _tag: "PlayerMoved", player: "a2", to: [11, 7] })
      .d6(6, "pick-up", "a2").list, ...new Events(5).add(bites).list]).violation).not.toBeNull()
  })
})

describe("Quick Bite on the kick-off", () => {
  it("a2 catches the kick on his line of scrimmage next to Guffle, who stands in his own half: armour 5+5 broken, a2 Placed Prone, the ball in Guffle's square is outside the receiving half — a touchback, the receivers give it to a1 [special:quick-bite]", () => {
    const { match, state } = kickOffPosition(pus, { at: { guf: [12, 7], h2: [5, 5], a2: [13, 7], a1: [20, 7] }, landing: [13, 7] })
    const caught = () => kickOffRoll(3).d6(6, "catch", "a2")
    const bitten = playOk(match, state, caught().add(bites).twoD6(5, 5, "armour", "a2").twoD6(2, 3, "injury", "a2").list)
    expect(where(bitten.state, "a2").posture).toBe("stunned")
    expect(bitten.state.ball).toMatchObject({ carrier: null, inPlay: false })
    expect(expecting(match, bitten.state)).toMatchObject({ kind: "decision", team: 1, events: ["TouchbackGiven"] })
    const given = playOk(match, state, caught().add(bites).twoD6(5, 5, "armour", "a2").twoD6(2, 3, "injury", "a2").add({ _tag: "TouchbackGiven", player: "a1" }).list)
    expect(given.state.ball.carrier).toBe("a1")
    expect(given.state.teams[0]!.specialRulesUsed).toEqual(["guf:Quick Bite"])
  })

  it("Guffle has come into the receiving half (14, 8): armour broken, he keeps the ball and the receivers' turn begins; armour holding (3+3), a2 keeps it; declined, the drive goes on [special:quick-bite]", () => {
    const { match, state } = kickOffPosition(pus, { at: { guf: [14, 8], h2: [5, 5], a2: [13, 7], a1: [20, 7] }, landing: [13, 7] })
    const caught = () => kickOffRoll(3).d6(6, "catch", "a2")
    const kept = playOk(match, state, caught().add(bites).twoD6(6, 5, "armour", "a2").twoD6(2, 3, "injury", "a2").list)
    expect(kept.state.ball).toMatchObject({ carrier: "guf", at: [14, 8], inPlay: true })
    expect(kept.state.activeTeam).toBe(1)
    const held = playOk(match, state, caught().add(bites).twoD6(3, 3, "armour", "a2").list)
    expect(held.state.ball.carrier).toBe("a2")
    expect(where(held.state, "a2").posture).toBe("standing")
    const declined = playOk(match, state, caught().add({ _tag: "SkillDeclined", player: "guf", skill: "Quick Bite" }).list)
    expect(declined.state.ball.carrier).toBe("a2")
    expect(declined.state.activeTeam).toBe(1)
  })
})

// ---- Furious Outburst (Swiftvine Glimmershard) ----

const swiftvine = player("swift", {
  name: "Swiftvine Glimmershard", position: "Star Player", ma: 7, st: 2, ag: 3, pa: 5, av: 7,
  skills: ["Disturbing Presence", "Fend", "Loner (4+)", "Sidestep", "Furious Outburst"], traits: ["Stab", "Stunty"], hired: "star-player"
})
const elves = header([swiftvine, player("h2")], [player("a1"), player("a2"), player("a3", { skills: ["Foul Appearance"] })])
// Swiftvine on (10, 7), marked by a2 on (9, 8); a1 three squares away on (13, 7).
const SWIFT_AT = { swift: [10, 7], h2: [3, 3], a1: [13, 7], a2: [9, 8] } as const
const outburst = (at: readonly [number, number]) => ({ _tag: "SkillUsed" as const, player: "swift", skill: "Furious Outburst", at: [at[0], at[1]] as [number, number] })
const blitz = (target = "a1") => new Events().add({ _tag: "ActionDeclared", player: "swift", action: "blitz", target })

describe("Furious Outburst (Swiftvine Glimmershard)", () => {
  it("Swiftvine, marked by a2, places herself next to a1 three squares away with no dodge, Stabs him (9 breaks AV 9 unmodified), then places herself 3 squares on; her activation ends and it is the team's Blitz [special:furious-outburst]", () => {
    const { match, state } = positionOf(elves, { team: 0, at: SWIFT_AT })
    const placed = playOk(match, state, blitz().add(outburst([12, 7])).list)
    expect(where(placed.state, "swift").at).toEqual([12, 7])
    expect(expecting(match, placed.state)).toMatchObject({ kind: "roll", for: "armour", player: "a1" })
    const played = playOk(match, state, blitz().add(outburst([12, 7])).twoD6(5, 4, "armour", "a1").twoD6(3, 4, "injury", "a1").add(outburst([15, 9])).list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 9, modifiers: [], success: true })
    expect(played.rulings.some((r) => r.rule === "Dodge")).toBe(false)
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(where(played.state, "swift").at).toEqual([15, 9])
    expect(played.state.activePlayer).toBeNull()
    expect(played.state.teams[0]!.blitzUsed).toBe(true)
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["swift:Furious Outburst (half 1)"])
  })

  it("armour that holds leaves a1 standing; with no second placement she stays next to him, the ball she holds going with her [special:furious-outburst]", () => {
    const { match, state } = positionOf(elves, { team: 0, at: SWIFT_AT, ballCarrier: "swift" })
    const played = playOk(match, state, blitz().add(outburst([12, 8])).twoD6(2, 3, "armour", "a1").add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(where(played.state, "swift").at).toEqual([12, 8])
    expect(played.state.ball).toMatchObject({ at: [12, 8], carrier: "swift" })
    expect(played.state.activePlayer).toBe("h2")
  })

  it("a target with Foul Appearance: a 1 wastes it before she is placed [special:furious-outburst]", () => {
    const { match, state } = positionOf(elves, { team: 0, at: { swift: [10, 7], a3: [12, 7] } })
    const played = playOk(match, state, blitz("a3").add(outburst([11, 8])).d6(1, "foul-appearance", "swift").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(where(played.state, "swift").at).toEqual([10, 7])
    expect(played.state.activePlayer).toBeNull()
    expect(where(played.state, "a3").posture).toBe("standing")
  })

  it("only once a half, only as a Blitz started standing, at a standing opponent within 3, next to him on an empty square, and then within 3 squares [special:furious-outburst]", () => {
    const { match, state } = positionOf(elves, { team: 0, at: SWIFT_AT })
    const refused = (s: typeof state, events: ReadonlyArray<Parameters<typeof playOk>[2][number]>) => play(match, s, events).violation
    const usedThisHalf = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["swift:Furious Outburst (half 1)"] } : t)) }
    expect(refused(usedThisHalf, blitz().add(outburst([12, 7])).list)).toMatchObject({ rule: "Furious Outburst" })
    // Used in the first half, it is there again in the second.
    expect(play(match, { ...usedThisHalf, half: 2 }, blitz().add(outburst([12, 7])).list).violation).toBeNull()
    // Not a Blitz; not after moving; not at a1 four squares away; not a square away from a1 or taken.
    expect(refused(state, new Events().add({ _tag: "ActionDeclared", player: "swift", action: "move" }).add(outburst([12, 7])).list)).toMatchObject({ rule: "Furious Outburst" })
    expect(refused(state, blitz().add({ _tag: "PlayerMoved", player: "swift", to: [11, 6] }).d6(6, "dodge", "swift").add(outburst([12, 7])).list)).toMatchObject({ rule: "Furious Outburst" })
    const far = positionOf(elves, { team: 0, at: { ...SWIFT_AT, a1: [14, 7] } })
    expect(play(far.match, far.state, blitz().add(outburst([13, 7])).list).violation).toMatchObject({ rule: "Furious Outburst" })
    expect(refused(state, blitz().add(outburst([11, 7])).list)).toMatchObject({ rule: "Furious Outburst" })
    const crowded = positionOf(elves, { team: 0, at: { ...SWIFT_AT, h2: [12, 7] } })
    expect(play(crowded.match, crowded.state, blitz().add(outburst([12, 7])).list).violation).toMatchObject({ rule: "Furious Outburst" })
    // Prone as her activation starts: she stands up, and then it is too late.
    const prone = positionOf(elves, { team: 0, at: SWIFT_AT, prone: ["swift"] })
    expect(play(prone.match, prone.state, blitz().add({ _tag: "PlayerStoodUp", player: "swift" }).add(outburst([12, 7])).list).violation).toMatchObject({ rule: "Furious Outburst" })
    // The second placement: no more than 3 squares.
    expect(refused(state, blitz().add(outburst([12, 7])).twoD6(1, 1, "armour", "a1").add(outburst([16, 7])).list)).toMatchObject({ rule: "Furious Outburst" })
    // h2 has no such rule.
    const h2 = positionOf(elves, { team: 0, at: { h2: [10, 7], a1: [13, 7] } })
    expect(play(h2.match, h2.state, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "blitz", target: "a1" }).add({ _tag: "SkillUsed", player: "h2", skill: "Furious Outburst", at: [12, 7] }).list).violation).toMatchObject({ rule: "Furious Outburst" })
  })
})
