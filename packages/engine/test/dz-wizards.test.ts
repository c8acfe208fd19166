import { describe, expect, it } from "vitest"
import type { MatchStarted } from "@sidelines/schema"
import { buildMatch, characteristic, expecting, hasSkill, initialState, legalDecisions, type MatchState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { castMark } from "../src/inducements/wizards/spell-casting.js"
import { NAMED_WIZARDS, wizardProblem } from "../src/inducements/wizards/wizard.js"
import { Events, header, play, playOk, player, positionOf, where } from "./support/scenario.js"

// Death Zone's Chaos Sorcerer, Asur High Mage, Slann Mage-Priest, Horticulturalist of Nurgle and
// Sports Necrotheurge (inducements/wizards/wizard.ts, inducements/wizards/wizard-spells.ts). Home brought the wizard. As in
// wizard.test.ts: h1 (12, 7) faces a1 (13, 7); a2 (13, 8) beside a1, a4 (14, 6) Prone, h2 (11, 9),
// a3 (20, 7) far off, the Ogre a5 (16, 7). h3 has Loner (4+) and stands at (10, 7).
const AT = { h1: [12, 7], h2: [11, 9], h3: [10, 7], a1: [13, 7], a2: [13, 8], a3: [20, 7], a4: [14, 6], a5: [16, 7] } as const

const withWizard = (name: string, specialRules: ReadonlyArray<string>, away: ReadonlyArray<{ id: string; count: number; name?: string }> = []): MatchStarted => {
  const base = header(
    ["h1", "h2", "h3"].map((id) => player(id, id === "h3" ? { traits: ["Loner (4+)"] } : id === "h2" ? { skills: ["Claws"] } : {})),
    ["a1", "a2", "a3", "a4"].map((id) => player(id, id === "a1" ? { skills: ["Block"] } : {})).concat([player("a5", { position: "Ogre", st: 5, av: 10 })])
  )
  return {
    ...base,
    teams: [{ ...base.teams[0]!, inducements: [{ id: "wizard", count: 1, name }], specialRules: [...specialRules] }, { ...base.teams[1]!, inducements: [...away] }]
  }
}

/** Home's turn 2 is ending (Away's turn 2 next): Home's wizard casts "at the start of the opposition's turn". */
const homeTurn = (head: MatchStarted, fields: { ballCarrier?: string } = {}) =>
  positionOf(head, { team: 0, turn: 2, at: AT as never, prone: ["a4"], ...fields })
/** Away's turn 3 is ending (Home's turn 4 next): Home's wizard casts "after the opposition's turn has ended". */
const awayTurn = (head: MatchStarted, fields: { ballCarrier?: string; turns?: ReadonlyArray<number> } = {}) =>
  positionOf(head, { team: 1, turn: 3, at: AT as never, prone: ["a4"], ...fields })

const ends = (team: "home" | "away", events = new Events()) => events.add({ _tag: "TurnEnded", team })
const cast = (team: "home" | "away", inducement: string, fields: { at?: readonly [number, number]; player?: string } = {}, events = ends(team === "home" ? "home" : "away")) =>
  events.add({ _tag: "InducementUsed", team: "home", inducement, ...(fields.player === undefined ? {} : { player: fields.player }), ...(fields.at === undefined ? {} : { at: [fields.at[0], fields.at[1]] }) })
const index = (state: MatchState, id: string) => state.players.findIndex((p) => p.id === id)
const AWAY_TURN = { kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] }
const HOME_TURN = { kind: "decision", team: 0, events: ["ActionDeclared", "TurnEnded"] }
const weather = () => new Events().roll("2d6", [3, 4], "weather").list
const refusedBeforePlay = (head: MatchStarted) => {
  const match = buildMatch(head, bloodBowl)
  return play(match, initialState(match), weather()).violation
}

describe("each Death Zone wizard is its own catalogue row", () => {
  it("the five wizards of this file are known by name and folded; the Night Goblin Shaman's row is folded exactly when Foot of Gork's 6 does not stop as Unsupported [inducement:wizard/chaos-sorcerer] [inducement:wizard/asur-high-mage] [inducement:wizard/slann-mage-priest] [inducement:wizard/horticulturalist-of-nurgle] [inducement:wizard/sports-necrotheurge]", () => {
    for (const name of ["Chaos Sorcerer", "Asur High Mage", "Slann Mage-Priest", "Horticulturalist of Nurgle", "Sports Necrotheurge"]) {
      expect(wizardProblem(withWizard(name, []))).toBeNull()
      expect(NAMED_WIZARDS.find((w) => w.name === name)).toEqual({ name, folded: true })
    }
    // The Shaman's row says folded exactly when Foot of Gork's 6 (a kick into a terrible throw) no longer stops as Unsupported.
    const shaman = homeTurn(withWizard("Night Goblin Shaman", ["Badlands Brawl"]))
    const kicked = play(shaman.match, shaman.state, cast("home", "foot-of-gork", { player: "a1" }).d6(6, "spell", "a1").list)
    expect(NAMED_WIZARDS.find((w) => w.name === "Night Goblin Shaman")!.folded).toBe(kicked.violation?._tag !== "Unsupported")
    // Every wizard the catalogue calls folded is one the fold accepts.
    for (const wizard of NAMED_WIZARDS) expect(wizardProblem(withWizard(wizard.name, []))).toBeNull()
  })
})

describe("Chaos Sorcerer: Thunderbolt and Rampant Mutation [inducement:wizard/chaos-sorcerer]", () => {
  const sorcerer = () => homeTurn(withWizard("Chaos Sorcerer", ["Favoured of Khorne"]))

  it("is offered as Home's turn ends with both spells; Rampant Mutation on h1 on a 4: the coach picks Claws and Tentacles, until the end of the drive", () => {
    const { match, state } = sorcerer()
    expect(expecting(match, playOk(match, state, ends("home").list).state)).toMatchObject({ kind: "decision", team: 0, about: "the Chaos Sorcerer may cast Thunderbolt or Rampant Mutation (optional, once per game)" })
    const rolled = playOk(match, state, cast("home", "rampant-mutation", { player: "h1" }).d6(4, "spell", "h1").list)
    expect(rolled.rulings.find((r) => r.rule === "Rampant Mutation")).toMatchObject({ player: "h1", target: 2, success: true })
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 0, events: ["SkillUsed"] })
    const events = cast("home", "rampant-mutation", { player: "h1" }).d6(4, "spell", "h1")
      .add({ _tag: "SkillUsed", player: "h1", skill: "Rampant Mutation", grants: "Claws" })
      .add({ _tag: "SkillUsed", player: "h1", skill: "Rampant Mutation", grants: "tentacles" })
    const played = playOk(match, state, events.list)
    const h1 = index(state, "h1")
    expect(hasSkill(match, played.state, h1, "Claws")).toBe(true)
    expect(hasSkill(match, played.state, h1, "Tentacles")).toBe(true)
    expect(played.state.players[h1]!.gained).toEqual([expect.objectContaining({ source: "Rampant Mutation", until: "drive", skills: ["Claws", "Tentacles"] })])
    expect(played.state.kickOffEffects).toContain(castMark("wizard", 0))
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("a 1 gives h1 Disturbing Presence for the drive instead, and no choice", () => {
    const { match, state } = sorcerer()
    const played = playOk(match, state, cast("home", "rampant-mutation", { player: "h1" }).d6(1, "spell", "h1").list)
    expect(hasSkill(match, played.state, index(state, "h1"), "Disturbing Presence")).toBe(true)
    expect(hasSkill(match, played.state, index(state, "h1"), "Claws")).toBe(false)
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("does not apply: not on an Away player, not after Away's turn, and only Mutations the player lacks, two different ones", () => {
    const { match, state } = sorcerer()
    expect(play(match, state, cast("home", "rampant-mutation", { player: "a1" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Rampant Mutation" })
    const late = awayTurn(withWizard("Chaos Sorcerer", ["Underworld Challenge"]))
    expect(play(late.match, late.state, cast("away", "rampant-mutation", { player: "h1" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Rampant Mutation" })
    const pick = (player: string, ...skills: Array<string>) => {
      const events = cast("home", "rampant-mutation", { player }).d6(5, "spell", player)
      for (const grants of skills) events.add({ _tag: "SkillUsed", player, skill: "Rampant Mutation", grants })
      return play(match, state, events.list).violation
    }
    expect(pick("h1", "Block")).toMatchObject({ _tag: "RuleViolation", rule: "Rampant Mutation" })
    expect(pick("h1", "Horns", "Horns")).toMatchObject({ _tag: "RuleViolation", rule: "Rampant Mutation" })
    // h2 has Claws already.
    expect(pick("h2", "Claws")).toMatchObject({ _tag: "RuleViolation", rule: "Rampant Mutation" })
    expect(pick("h2", "Horns", "Two Heads")).toBeNull()
  })

  it("Thunderbolt at a1 on a 3 knocks down with +1; the sorcerer needs a Favoured of… or Underworld Challenge rule", () => {
    const { match, state } = sorcerer()
    const bolt = playOk(match, state, cast("home", "thunderbolt", { player: "a1" }).d6(3, "spell", "a1").twoD6(4, 4, "armour", "a1").twoD6(1, 1, "injury", "a1").list)
    expect(bolt.rulings.find((r) => r.rule === "Armour")).toMatchObject({ success: true, modifiers: [{ value: 1, source: "Thunderbolt" }] })
    expect(where(bolt.state, "a1").posture).toBe("stunned")
    expect(refusedBeforePlay(withWizard("Chaos Sorcerer", ["Elven Kingdoms League"]))).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
    expect(refusedBeforePlay(withWizard("Chaos Sorcerer", ["Favoured of Nurgle"]))).toBeNull()
  })
})

describe("Asur High Mage: Temporal Distortion and Thunderbolt [inducement:wizard/asur-high-mage]", () => {
  const mage = (turns?: ReadonlyArray<number>) => awayTurn(withWizard("Asur High Mage", ["Elven Kingdoms League"]), turns === undefined ? {} : { turns })

  it("after Away's turn 3, backwards on a 5: both turn markers go back a space, so Home's next turn is their 3rd again", () => {
    const { match, state } = mage()
    expect(state.teams.map((t) => t.turn)).toEqual([3, 3])
    const aimed = playOk(match, state, cast("away", "temporal-distortion-backwards").list)
    expect(expecting(match, aimed.state)).toMatchObject({ kind: "roll", die: "d6", for: "spell", player: null })
    const played = playOk(match, state, cast("away", "temporal-distortion-backwards").d6(5, "spell").list)
    expect(played.rulings.find((r) => r.rule === "Temporal Distortion")).toMatchObject({ target: 5, success: true })
    expect(played.state.teams.map((t) => t.turn)).toEqual([3, 2])
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 0, turn: 3 })
    expect(expecting(match, played.state)).toMatchObject(HOME_TURN)
  })

  it("forwards on a 6: both markers move on, Home's next turn is their 5th; on a 4 nothing moves, yet the spell is spent", () => {
    const { match, state } = mage()
    const played = playOk(match, state, cast("away", "temporal-distortion-forwards").d6(6, "spell").list)
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 0, turn: 5 })
    expect(played.state.teams[1]!.turn).toBe(4)
    const missed = playOk(match, state, cast("away", "temporal-distortion-forwards").d6(4, "spell").list)
    expect(missed.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 0, turn: 4 })
    expect(missed.state.kickOffEffects).toContain(castMark("wizard", 0))
  })

  it("forwards after Away's 8th turn with Home on their 7th: Home's 8th is lost and the half ends", () => {
    const { match, state } = mage([7, 8])
    const played = playOk(match, state, cast("away", "temporal-distortion-forwards").d6(5, "spell").list)
    expect(played.outcomes.some((o) => o._tag === "TeamTurnStarted")).toBe(false)
    expect(played.state.half).toBe(2)
    // On a 4 Home play their 8th turn.
    const missed = playOk(match, state, cast("away", "temporal-distortion-forwards").d6(4, "spell").list)
    expect(missed.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 0, turn: 8 })
    expect(missed.state.half).toBe(1)
  })

  it("does not apply: not as Home's own turn ends, and not backwards before a team has played a turn this half", () => {
    const own = homeTurn(withWizard("Asur High Mage", ["Elven Kingdoms League"]))
    expect(play(own.match, own.state, cast("home", "temporal-distortion-forwards").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Temporal Distortion" })
    const early = positionOf(withWizard("Asur High Mage", ["Elven Kingdoms League"]), { team: 1, turns: [0, 1], at: AT as never })
    expect(play(early.match, early.state, cast("away", "temporal-distortion-backwards").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Temporal Distortion" })
    expect(playOk(early.match, early.state, cast("away", "temporal-distortion-forwards").d6(1, "spell").list).violation).toBeNull()
  })

  it("Thunderbolt at a1 as Home's turn ends; the mage needs the Elven Kingdoms League", () => {
    const { match, state } = homeTurn(withWizard("Asur High Mage", ["Elven Kingdoms League"]))
    const bolt = playOk(match, state, cast("home", "thunderbolt", { player: "a1" }).d6(2, "spell", "a1").list)
    expect(bolt.rulings.find((r) => r.rule === "Thunderbolt")).toMatchObject({ success: false })
    expect(refusedBeforePlay(withWizard("Asur High Mage", ["Favoured of Tzeentch"]))).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
  })
})

/** a3 runs 7 squares up column 20 (MA 6): the 7th square is a Rush. */
const run = (events: Events, who: string, from: readonly [number, number], rush: number) => {
  events.add({ _tag: "ActionDeclared", player: who, action: "move" })
  for (let i = 1; i <= 7; i++) {
    events.add({ _tag: "PlayerMoved", player: who, to: [from[0], from[1] - i] })
    if (i === 7) events.d6(rush, "rush", who)
  }
  return events
}

describe("Slann Mage-Priest: Temporal Distortion, Tectonic Shift and Reality Blinks [inducement:wizard/slann-mage-priest]", () => {
  const slann = (fields: { ballCarrier?: string } = {}) => homeTurn(withWizard("Slann Mage-Priest", ["Lustrian Superleague"]), fields)

  it("Tectonic Shift as Home's turn ends: in Away's turn a3's Rush is at −1, a 2 fails; in Home's next turn h2's Rush is not", () => {
    const { match, state } = slann()
    expect(expecting(match, playOk(match, state, ends("home").list).state)).toMatchObject({ about: "the Slann Mage-Priest may cast Temporal Distortion or Tectonic Shift or Reality Blinks (optional, once per game)" })
    const shifted = playOk(match, state, cast("home", "tectonic-shift").list)
    expect(expecting(match, shifted.state)).toMatchObject(AWAY_TURN)
    const fell = playOk(match, state, run(cast("home", "tectonic-shift"), "a3", [20, 7], 2).list)
    const rush = fell.rulings.find((r) => r.rule === "Rush")!
    expect(rush.modifiers).toEqual([{ value: -1, source: "Tectonic Shift" }])
    expect(rush.success).toBe(false)
    const passed = playOk(match, state, run(cast("home", "tectonic-shift"), "a3", [20, 7], 3).list)
    expect(passed.rulings.find((r) => r.rule === "Rush")).toMatchObject({ success: true })
    const later = run(ends("away", run(cast("home", "tectonic-shift"), "a3", [20, 7], 3).add({ _tag: "ActionEnded", player: "a3" })), "h2", [11, 9], 2)
    const home = playOk(match, state, later.list)
    const homeRush = home.rulings.filter((r) => r.rule === "Rush").at(-1)!
    expect(homeRush).toMatchObject({ player: "h2", success: true, modifiers: [] })
  })

  it("Reality Blinks on h1 and h2 on a 3: they swap squares", () => {
    const { match, state } = slann()
    const picked = playOk(match, state, cast("home", "reality-blinks", { player: "h1" }).list)
    expect(expecting(match, picked.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen"] })
    const played = playOk(match, state, cast("home", "reality-blinks", { player: "h1" }).add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "reality-blinks" }).d6(3, "spell", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Reality Blinks")).toMatchObject({ target: 3, success: true })
    expect(where(played.state, "h1").at).toEqual([11, 9])
    expect(where(played.state, "h2").at).toEqual([12, 7])
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("on a 2 they waver: no tackle zones and No Hands through Away's turn, both back at the start of Home's next", () => {
    const { match, state } = slann()
    const events = cast("home", "reality-blinks", { player: "h1" }).add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "reality-blinks" }).d6(2, "spell", "h1")
    const wavered = playOk(match, state, events.list)
    for (const id of ["h1", "h2"]) {
      expect(where(wavered.state, id).lostTackleZones).toBe(true)
      expect(hasSkill(match, wavered.state, index(state, id), "No Hands")).toBe(true)
      expect(where(wavered.state, id).at).toEqual(where(state, id).at)
    }
    const back = playOk(match, state, ends("away", events).list)
    expect(expecting(match, back.state)).toMatchObject(HOME_TURN)
    for (const id of ["h1", "h2"]) {
      expect(where(back.state, id).lostTackleZones).toBe(false)
      expect(hasSkill(match, back.state, index(state, id), "No Hands")).toBe(false)
    }
  })

  it("does not apply: not with the Loner h3, the ball carrier, an Away player or the same player twice; once cast, no more offers", () => {
    const { match, state } = slann({ ballCarrier: "h2" })
    const second = (id: string, team = "home") => cast("home", "reality-blinks", { player: "h1" }).add({ _tag: "PlayerChosen", team, player: id, for: "reality-blinks" }).list
    for (const id of ["h3", "h2", "a1", "h1"]) expect(play(match, state, second(id)).violation).toMatchObject({ _tag: "RuleViolation", rule: "Reality Blinks" })
    expect(play(match, state, cast("home", "reality-blinks", { player: "h3" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Reality Blinks" })
    // Cast once: at the end of Away's turn Home's next turn starts straight away.
    const spent = playOk(match, state, ends("away", cast("home", "tectonic-shift")).list)
    expect(expecting(match, spent.state)).toMatchObject(HOME_TURN)
  })

  it("Temporal Distortion after Away's turn works as the Asur High Mage's; Tectonic Shift may not be cast then", () => {
    const { match, state } = awayTurn(withWizard("Slann Mage-Priest", ["Lustrian Superleague"]))
    const played = playOk(match, state, cast("away", "temporal-distortion-backwards").d6(6, "spell").list)
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 0, turn: 3 })
    expect(play(match, state, cast("away", "tectonic-shift").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Tectonic Shift" })
  })
})

describe("Horticulturalist of Nurgle: Vigorous Growth and Strange Flora [inducement:wizard/horticulturalist-of-nurgle]", () => {
  const gardener = (rules: ReadonlyArray<string> = ["Favoured of Nurgle"]) => homeTurn(withWizard("Horticulturalist of Nurgle", rules))

  it("Vigorous Growth as Home's turn ends: a3's Rush in Away's turn is at −2, a 3 fails and a3 falls", () => {
    const { match, state } = gardener()
    const played = playOk(match, state, run(cast("home", "vigorous-growth"), "a3", [20, 7], 3).list)
    const rush = played.rulings.find((r) => r.rule === "Rush")!
    expect(rush).toMatchObject({ success: false, modifiers: [{ value: -2, source: "Vigorous Growth" }] })
    const made = playOk(match, state, run(cast("home", "vigorous-growth"), "a3", [20, 7], 4).list)
    expect(made.rulings.find((r) => r.rule === "Rush")).toMatchObject({ success: true })
    // Not after Away's turn.
    const late = awayTurn(withWizard("Horticulturalist of Nurgle", ["Underworld Challenge"]))
    expect(play(late.match, late.state, cast("away", "vigorous-growth").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Vigorous Growth" })
  })

  it("Strange Flora at the empty (13, 6): a1 and a2 are within two squares (not the Prone a4, not a5); a D3 of 1, the coach nominates a2, whose 3 knocks him down (+1 armour)", () => {
    const { match, state } = gardener()
    const counted = playOk(match, state, cast("home", "strange-flora", { at: [13, 6] }).roll("d3", [1], "spell").list)
    expect(expecting(match, counted.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen"] })
    const played = playOk(match, state, cast("home", "strange-flora", { at: [13, 6] }).roll("d3", [1], "spell").add({ _tag: "PlayerChosen", team: "home", player: "a2", for: "strange-flora" }).d6(3, "spell", "a2").twoD6(4, 4, "armour", "a2").twoD6(1, 1, "injury", "a2").list)
    expect(played.rulings.filter((r) => r.rule === "Strange Flora").map((r) => [r.player, r.target, r.success])).toEqual([["a2", 3, true]])
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ success: true, modifiers: [{ value: 1, source: "Strange Flora" }] })
    expect(where(played.state, "a2").posture).toBe("stunned")
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("a D3 of 2 or more takes both without a choice: a1 rolls 2 and escapes, a2 rolls 5", () => {
    const { match, state } = gardener(["Underworld Challenge"])
    const played = playOk(match, state, cast("home", "strange-flora", { at: [13, 6] }).roll("d3", [3], "spell").d6(2, "spell", "a1").d6(5, "spell", "a2").twoD6(1, 1, "armour", "a2").list)
    expect(played.rulings.filter((r) => r.rule === "Strange Flora").map((r) => [r.player, r.success])).toEqual([["a1", false], ["a2", true]])
    expect(where(played.state, "a2").posture).toBe("prone")
  })

  it("does not apply: an occupied square, a square with no Standing opposition player within two, a5 out of reach; Favoured of Khorne may not hire him", () => {
    const { match, state } = gardener()
    expect(play(match, state, cast("home", "strange-flora", { at: [13, 7] }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Strange Flora" })
    expect(play(match, state, cast("home", "strange-flora", { at: [3, 3] }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Strange Flora" })
    const far = cast("home", "strange-flora", { at: [13, 6] }).roll("d3", [1], "spell").add({ _tag: "PlayerChosen", team: "home", player: "a5", for: "strange-flora" })
    expect(play(match, state, far.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Strange Flora" })
    expect(refusedBeforePlay(withWizard("Horticulturalist of Nurgle", ["Favoured of Khorne"]))).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
  })
})

describe("Sports Necrotheurge: Incorporeal and Vanhalable's Danse Macabre [inducement:wizard/sports-necrotheurge]", () => {
  const RULES = ["Sylvanian Spotlight"]

  it("Incorporeal after Away's turn at the carrier a1 on a 3: No Hands, no tackle zone, the ball bounces; all back when Away's next turn starts", () => {
    const { match, state } = awayTurn(withWizard("Sports Necrotheurge", RULES), { ballCarrier: "a1" })
    const events = cast("away", "incorporeal", { player: "a1" }).d6(3, "spell", "a1")
    const hit = playOk(match, state, events.list)
    expect(hit.rulings.find((r) => r.rule === "Incorporeal")).toMatchObject({ player: "a1", target: 3, success: true })
    expect(expecting(match, hit.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
    // The ball bounces up to (13, 6); nobody there.
    const bounced = playOk(match, state, events.roll("d8", [2], "bounce").list)
    expect(bounced.state.ball).toMatchObject({ carrier: null, at: [13, 6] })
    expect(where(bounced.state, "a1").lostTackleZones).toBe(true)
    expect(hasSkill(match, bounced.state, index(state, "a1"), "No Hands")).toBe(true)
    expect(expecting(match, bounced.state)).toMatchObject(HOME_TURN)
    const back = playOk(match, state, ends("home", events).list)
    expect(expecting(match, back.state)).toMatchObject(AWAY_TURN)
    expect(where(back.state, "a1").lostTackleZones).toBe(false)
    expect(hasSkill(match, back.state, index(state, "a1"), "No Hands")).toBe(false)
  })

  it("cast as Home's own turn ends, at the start of Away's: a3 stays incorporeal through Away's turn (activating him brings no tackle zone back) and Home's next, until Away's turn after starts", () => {
    const { match, state } = homeTurn(withWizard("Sports Necrotheurge", RULES))
    const a3 = index(state, "a3")
    const events = () => cast("home", "incorporeal", { player: "a3" }).d6(6, "spell", "a3")
    const hit = playOk(match, state, events().list)
    expect(hit.rulings.find((r) => r.rule === "Incorporeal")!.result).toContain("after the coming one")
    expect(expecting(match, hit.state)).toMatchObject(AWAY_TURN)
    const moved = playOk(match, state, events().add({ _tag: "ActionDeclared", player: "a3", action: "move" }).add({ _tag: "PlayerMoved", player: "a3", to: [21, 7] }).add({ _tag: "ActionEnded", player: "a3" }).list)
    expect(where(moved.state, "a3").lostTackleZones).toBe(true)
    expect(hasSkill(match, moved.state, a3, "No Hands")).toBe(true)
    const homeAgain = playOk(match, state, ends("away", events()).list)
    expect(expecting(match, homeAgain.state)).toMatchObject(HOME_TURN)
    expect(where(homeAgain.state, "a3").lostTackleZones).toBe(true)
    const lapsed = playOk(match, state, ends("home", ends("away", events())).list)
    expect(expecting(match, lapsed.state)).toMatchObject(AWAY_TURN)
    expect(where(lapsed.state, "a3").lostTackleZones).toBe(false)
    expect(hasSkill(match, lapsed.state, a3, "No Hands")).toBe(false)
  })

  it("does not apply: a 2 leaves a1 as it was; the Prone a4 is no target", () => {
    const { match, state } = homeTurn(withWizard("Sports Necrotheurge", RULES))
    const missed = playOk(match, state, cast("home", "incorporeal", { player: "a1" }).d6(2, "spell", "a1").list)
    expect(where(missed.state, "a1").lostTackleZones).toBe(false)
    expect(hasSkill(match, missed.state, index(state, "a1"), "No Hands")).toBe(false)
    expect(play(match, state, cast("home", "incorporeal", { player: "a4" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Incorporeal" })
  })

  // h3 is a Vampire, not a Lineman.
  const necro = () => {
    const head = withWizard("Sports Necrotheurge", RULES)
    const home = head.teams[0]!
    return awayTurn({ ...head, teams: [{ ...home, players: home.players.map((p) => (p.id === "h3" ? { ...p, position: "Vampire" } : p)) }, head.teams[1]!] })
  }
  const DANSE = "Vanhalable's Danse Macabre"
  const danced = (face: number) => cast("away", "danse-macabre").d6(face, "spell")

  it("Vanhalable's Danse Macabre after Away's turn on a 3: as the Lineman h2 is activated in Home's turn he takes +1 MA and runs 7 squares without a Rush; it lapses as Away's turn starts", () => {
    const { match, state } = necro()
    const rolled = playOk(match, state, danced(3).list)
    expect(rolled.rulings.find((r) => r.rule === DANSE)).toMatchObject({ target: 3, success: true })
    expect(expecting(match, rolled.state)).toMatchObject(HOME_TURN)
    const declared = playOk(match, state, danced(3).add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(expecting(match, declared.state)).toMatchObject({ kind: "decision", team: 0, events: ["SkillUsed", "SkillDeclined"] })
    const events = danced(3).add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add({ _tag: "SkillUsed", player: "h2", skill: DANSE, grants: "MA" })
    for (let x = 10; x >= 4; x--) events.add({ _tag: "PlayerMoved", player: "h2", to: [x, 9] })
    const ran = playOk(match, state, events.list)
    const h2 = index(state, "h2")
    expect(characteristic(match, ran.state, h2, "ma")).toBe(7)
    expect(ran.rulings.some((r) => r.rule === "Rush")).toBe(false)
    expect(where(ran.state, "h2").at).toEqual([4, 9])
    const after = playOk(match, state, ends("home", events.add({ _tag: "ActionEnded", player: "h2" })).list)
    expect(expecting(match, after.state)).toMatchObject(AWAY_TURN)
    expect(characteristic(match, after.state, h2, "ma")).toBe(6)
  })

  it("the Lineman h1 takes +1 AG instead (3+ becomes 2+)", () => {
    const { match, state } = necro()
    const h1 = index(state, "h1")
    const played = playOk(match, state, danced(5).add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "SkillUsed", player: "h1", skill: DANSE, grants: "AG" }).list)
    expect(characteristic(match, played.state, h1, "ag")).toBe(characteristic(match, state, h1, "ag") - 1)
    expect(characteristic(match, played.state, h1, "ma")).toBe(6)
  })

  it("does not apply: on a 2 nobody dances; the Vampire h3 is no Lineman; declined, h2 stays MA 6; not cast as Home's own turn ends; a bonus other than MA, AG or PA is refused", () => {
    const { match, state } = necro()
    const moving = (events: Events, id: string) => expecting(match, playOk(match, state, events.add({ _tag: "ActionDeclared", player: id, action: "move" }).list).state)
    expect(moving(danced(2), "h2")).not.toMatchObject({ events: ["SkillUsed", "SkillDeclined"] })
    expect(moving(danced(6), "h3")).not.toMatchObject({ events: ["SkillUsed", "SkillDeclined"] })
    const declined = playOk(match, state, danced(6).add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add({ _tag: "SkillDeclined", player: "h2", skill: DANSE }).list)
    expect(characteristic(match, declined.state, index(state, "h2"), "ma")).toBe(6)
    expect(play(match, state, danced(6).add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add({ _tag: "SkillUsed", player: "h2", skill: DANSE, grants: "ST" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: DANSE })
    const own = homeTurn(withWizard("Sports Necrotheurge", RULES))
    expect(play(own.match, own.state, cast("home", "danse-macabre").list).violation).toMatchObject({ _tag: "RuleViolation", rule: DANSE })
    expect(refusedBeforePlay(withWizard("Sports Necrotheurge", ["Old World Classic"]))).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
  })
})

describe("the five wizards among the legal decisions", () => {
  it("offers Rampant Mutation on Home's players, Reality Blinks' second player, Strange Flora's squares, Temporal Distortion after Away's turn and the Danse Macabre's bonuses [inducement:wizard/chaos-sorcerer] [inducement:wizard/slann-mage-priest] [inducement:wizard/horticulturalist-of-nurgle] [inducement:wizard/asur-high-mage] [inducement:wizard/sports-necrotheurge]", () => {
    const chaos = homeTurn(withWizard("Chaos Sorcerer", ["Favoured of Nurgle"]))
    const offered = legalDecisions(chaos.match, playOk(chaos.match, chaos.state, ends("home").list).state)
    expect(offered).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "rampant-mutation", player: "h1" })
    expect(offered.some((d) => d._tag === "InducementUsed" && d.inducement === "rampant-mutation" && d.player === "a1")).toBe(false)
    const slann = homeTurn(withWizard("Slann Mage-Priest", ["Lustrian Superleague"]))
    const blinking = legalDecisions(slann.match, playOk(slann.match, slann.state, cast("home", "reality-blinks", { player: "h1" }).list).state)
    expect(blinking).toEqual([{ _tag: "PlayerChosen", team: "home", player: "h2", for: "reality-blinks" }])
    const garden = homeTurn(withWizard("Horticulturalist of Nurgle", ["Favoured of Nurgle"]))
    const flora = legalDecisions(garden.match, playOk(garden.match, garden.state, ends("home").list).state)
    expect(flora).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "strange-flora", at: [13, 6] })
    expect(flora).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "vigorous-growth" })
    const asur = awayTurn(withWizard("Asur High Mage", ["Elven Kingdoms League"]))
    const distort = legalDecisions(asur.match, playOk(asur.match, asur.state, ends("away").list).state)
    expect(distort).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "temporal-distortion-forwards" })
    expect(distort).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "temporal-distortion-backwards" })
    expect(distort.some((d) => d._tag === "InducementUsed" && d.inducement === "tectonic-shift")).toBe(false)
    const necro = awayTurn(withWizard("Sports Necrotheurge", ["Sylvanian Spotlight"]))
    const dancing = playOk(necro.match, necro.state, cast("away", "danse-macabre").d6(4, "spell").add({ _tag: "ActionDeclared", player: "h1", action: "move" }).list)
    const bonuses = legalDecisions(necro.match, dancing.state)
    for (const grants of ["MA", "AG", "PA"]) expect(bonuses).toContainEqual({ _tag: "SkillUsed", player: "h1", skill: "Vanhalable's Danse Macabre", grants })
    expect(bonuses).toContainEqual({ _tag: "SkillDeclined", player: "h1", skill: "Vanhalable's Danse Macabre" })
  })
})

void characteristic
