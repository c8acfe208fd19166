import { describe, expect, it } from "vitest"
import type { MatchStarted, Team } from "@sidelines/schema"
import { buildMatch, catalogue, characteristic, expecting, hasSkill, initialState, legalDecisions, type MatchState } from "@sidelines/engine"
import { runesmithOffers } from "../src/inducements/other/dwarfen-runesmith.js"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, play, playOk, player, positionOf, where } from "./support/scenario.js"
import { kickOffHeader, kickOffPosition, kickOffRoll, notes } from "./support/kick-off-support.js"

// Death Zone's Other Inducements (inducements/other/other-inducements.ts): who may buy each, and the ones
// folded. Home (team 0) is the team that induces; its roster and special rules vary per test.

type Induced = Team["inducements"]

const withHome = (inducements: Induced, fields: Partial<Team> = {}, head: MatchStarted = header([player("h1"), player("h2")], [player("a1"), player("a2")])): MatchStarted => ({
  ...head,
  teams: [{ ...head.teams[0]!, ...fields, inducements: [...inducements] }, head.teams[1]!]
})

/** The pre-game from the start: each team's fan factor (D3), then the weather (2D6, 7: perfect conditions). */
const preGame = (home: number, away: number) =>
  new Events()
    .add({ _tag: "DiceRolled", die: "d3", faces: [home], for: "fan-factor", team: "home" } as never)
    .add({ _tag: "DiceRolled", die: "d3", faces: [away], for: "fan-factor", team: "away" } as never)
    .twoD6(3, 4, "weather")

const fold = (head: MatchStarted, events = preGame(2, 2)) => {
  const match = buildMatch(head, bloodBowl)
  return { match, played: play(match, initialState(match), events.list) }
}

const NURGLE = { roster: "Nurgle", specialRules: ["Favoured of Nurgle"] }

describe("Death Zone's other inducements are on the Blood Bowl list, each its own catalogue row", () => {
  const ids = ["waaagh-drummer", "cavorting-nurglings", "dwarfen-runesmith", "halfling-hot-pot", "master-of-ballistics", "bottles-of-heady-brew", "team-mascot", "medicinal-unguent", "side-bet"]

  it("the catalogue lists the nine, with Blood Bowl's limits (0-3 Nurglings and Heady Brew, 0-1 the rest)", () => {
    const rows = catalogue().rules.filter((rule) => ids.includes(rule.name))
    expect(rows.map((rule) => rule.id).sort()).toEqual(ids.map((id) => `inducement:${id}`).sort())
    expect(ids.map((id) => bloodBowl.inducements![id])).toEqual([1, 3, 1, 1, 1, 3, 1, 1, 1])
  })

  it("four swarms of Nurglings, or two Team Mascots, are more than allowed; three swarms are not [inducement:cavorting-nurglings] [inducement:team-mascot]", () => {
    expect(fold(withHome([{ id: "cavorting-nurglings", count: 4 }], NURGLE)).played.violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements", message: "Home induce 4 × Cavorting Nurglings; at most 3 may be" })
    expect(fold(withHome([{ id: "team-mascot", count: 1 }, { id: "team-mascot", count: 1 }])).played.violation).toMatchObject({ _tag: "RuleViolation", message: "Home induce 2 × Team Mascot; at most 1 may be" })
    expect(fold(withHome([{ id: "cavorting-nurglings", count: 3 }], NURGLE)).played.violation).toBeNull()
  })
})

describe("who may buy them: a team without the special rule or tier breaks the header", () => {
  const refused = (inducement: string, fields: Partial<Team> = {}) => {
    const { played } = fold(withHome([{ id: inducement, count: 1 }], fields))
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements", seq: 1 })
    return played.violation!.message
  }
  const accepted = (inducement: string, fields: Partial<Team>) => {
    const { played } = fold(withHome([{ id: inducement, count: 1 }], fields))
    return played.violation
  }

  it("a Waaagh! Drummer only for Badlands Brawl [inducement:waaagh-drummer]", () => {
    expect(refused("waaagh-drummer", { specialRules: ["Old World Classic"] })).toContain("'Badlands Brawl'")
    // Allowed, it folds (waaagh-drummer.test.ts): the pre-game plays on.
    expect(accepted("waaagh-drummer", { roster: "Orc", specialRules: ["Badlands Brawl"] })).toBeNull()
  })

  it("Cavorting Nurglings only for Favoured of Nurgle [inducement:cavorting-nurglings]", () => {
    expect(refused("cavorting-nurglings", { specialRules: ["Favoured of Khorne"] })).toContain("Cavorting Nurglings, which only a team with the 'Favoured of Nurgle' special rule may (their specialRules: Favoured of Khorne)")
    expect(refused("cavorting-nurglings")).toContain("(their specialRules: none)")
    expect(accepted("cavorting-nurglings", NURGLE)).toBeNull()
  })

  it("a Dwarfen Runesmith only for Old World Classic or Worlds Edge Superleague [inducement:dwarfen-runesmith]", () => {
    expect(refused("dwarfen-runesmith", { specialRules: ["Badlands Brawl"] })).toContain("'Old World Classic' or 'Worlds Edge Superleague'")
    expect(accepted("dwarfen-runesmith", { roster: "Dwarf", specialRules: ["World's Edge Superleague"] })).toBeNull()
    expect(accepted("dwarfen-runesmith", { specialRules: ["Old World Classic"] })).toBeNull()
  })

  it("a Halfling Hot Pot and a Master of Ballistics only for Halfling Thimble Cup or Old World Classic [inducement:halfling-hot-pot] [inducement:master-of-ballistics]", () => {
    for (const id of ["halfling-hot-pot", "master-of-ballistics"]) {
      expect(refused(id, { roster: "Dwarf", specialRules: ["Worlds Edge Superleague"] })).toContain("'Halfling Thimble Cup' or 'Old World Classic'")
    }
    expect(accepted("halfling-hot-pot", { roster: "Halfling", specialRules: ["Halfling Thimble Cup"] })).toBeNull()
    expect(accepted("master-of-ballistics", { roster: "Human", specialRules: ["Old World Classic"] })).toBeNull()
  })

  it("Bottles of Heady Brew only for a Tier 3 roster: Goblin yes, Human no [inducement:bottles-of-heady-brew]", () => {
    expect(refused("bottles-of-heady-brew", { roster: "Human" })).toBe("Home induce Bottles of Heady Brew, which only a Tier 3 team (Gnome, Goblin, Halfling, Ogre, Snotling) may; their roster is Human")
    expect(accepted("bottles-of-heady-brew", { roster: "Goblins" })).toBeNull()
  })

  it("a Team Mascot, a Medicinal Unguent and a Side Bet for any team [inducement:team-mascot] [inducement:medicinal-unguent] [inducement:side-bet]", () => {
    for (const id of ["team-mascot", "medicinal-unguent", "side-bet"]) expect(accepted(id, { roster: "Human" })).toBeNull()
  })
})

describe("Cavorting Nurglings: +1 Fan Factor and +1 cheerleader per swarm [inducement:cavorting-nurglings]", () => {
  it("two swarms: Home's fan factor is the D3 (2) + 1 dedicated fan + 2 = 5, explained; Away's is its D3 alone", () => {
    const { played } = fold(withHome([{ id: "cavorting-nurglings", count: 2 }], { ...NURGLE, dedicatedFans: 1 }), preGame(2, 2))
    expect(played.violation).toBeNull()
    const [home, away] = played.rulings.filter((r) => r.rule === "Fan Factor")
    expect(home).toMatchObject({ total: 5, result: "fan factor 5", modifiers: [{ value: 1, source: "dedicated fans" }, { value: 2, source: "2 swarms of Cavorting Nurglings" }] })
    expect(away).toMatchObject({ total: 2, modifiers: [] })
    expect(played.state.teams.map((t) => t.fanFactor)).toEqual([5, 2])
  })

  it("without Nurglings the same rolls give Home fan factor 3", () => {
    const { played } = fold(withHome([], { ...NURGLE, dedicatedFans: 1 }), preGame(2, 2))
    expect(played.state.teams.map((t) => t.fanFactor)).toEqual([3, 2])
  })

  it("Cheering Fans: Home's D6 3 + 1 cheerleader + 1 swarm beats Away's 4 and Home pray to Nuffle", () => {
    const head = kickOffHeader({ home: { cheerleaders: 1 }, homeInducements: [{ id: "cavorting-nurglings", count: 1 }] })
    const nurgle: MatchStarted = { ...head, teams: [{ ...head.teams[0]!, ...NURGLE }, head.teams[1]!] }
    const { match, state } = kickOffPosition(nurgle, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(6).d6(3, "cheering-fans").d6(4, "cheering-fans").roll("d16", [7], "prayers-to-nuffle").list)
    const home = played.rulings.find((r) => r.rule === "Cheering Fans")!
    expect(home).toMatchObject({ total: 5, modifiers: [{ value: 1, source: "cheerleaders" }, { value: 1, source: "Cavorting Nurglings" }] })
    expect(notes(played)).toContain("Cheering Fans: Home win and may roll once on the Prayers to Nuffle table")
  })

  it("a log without the fan-factor roll: the Nurglings still add to the dedicated fans (Officious Ref)", () => {
    const head = kickOffHeader({ homeFans: 1, homeInducements: [{ id: "cavorting-nurglings", count: 3 }] })
    const nurgle: MatchStarted = { ...head, teams: [{ ...head.teams[0]!, ...NURGLE }, head.teams[1]!] }
    const { match, state } = kickOffPosition(nurgle, { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(11).d6(1, "officious-ref").d6(4, "officious-ref").add({ _tag: "PlayerDrawn", player: "a1", for: "officious-ref" }).list)
    const home = played.rulings.find((r) => r.rule === "Officious Ref")!
    expect(home.modifiers).toEqual([{ value: 1, source: "dedicated fans (no fan factor was rolled)" }, { value: 3, source: "3 swarms of Cavorting Nurglings" }])
    // Home 1+1+3 = 5 beat Away 4: Away's drawn a1 faces the ref.
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "officious-ref", player: "a1" })
  })
})

describe("Side Bet: not applicable in a match [inducement:side-bet]", () => {
  it("the catalogue says why: only the treasury changes, after the match", () => {
    const row = catalogue().rules.find((rule) => rule.id === "inducement:side-bet")!
    expect(row.implementation).toBe("not-applicable")
    expect(row.source).toContain("post-game")
  })

  it("a team with a Side Bet plays its pre-game as any other: same fan factors, weather and next step", () => {
    const betting = fold(withHome([{ id: "side-bet", count: 1 }]))
    const plain = fold(withHome([]))
    expect(betting.played.violation).toBeNull()
    expect(betting.played.state.teams.map((t) => t.fanFactor)).toEqual(plain.played.state.teams.map((t) => t.fanFactor))
    expect(betting.played.state.weather).toBe(plain.played.state.weather)
    expect(expecting(betting.match, betting.played.state)).toEqual(expecting(plain.match, plain.played.state))
  })
})

// The Dwarfen Runesmith (inducements/other/dwarfen-runesmith.ts). Home (Old World Classic) kick: the kick is
// aimed at (18, 7), deviating right; only the distance D6 is still to roll. h1 and h2 stand on the
// line of scrimmage, h3 (a Loner star) behind it, h4 in the reserves; a1–a3 face them.
const dwarfs = (inducements: Induced = [{ id: "dwarfen-runesmith", count: 1 }]) =>
  withHome(inducements, { roster: "Dwarf", specialRules: ["Old World Classic"] }, header(
    [player("h1"), player("h2", { av: 10 }), player("h3", { traits: ["Loner (4+)"], hired: "star-player" }), player("h4"), player("h5", { av: 11 })],
    [player("a1"), player("a2"), player("a3")]
  ))
const deviating = (head: MatchStarted, used: ReadonlyArray<string> = []) => {
  const { match, state } = positionOf(head, { team: 1, at: { h1: [12, 6], h2: [12, 7], h3: [8, 7], h5: [10, 7], a1: [13, 6], a2: [13, 7], a3: [13, 8] } })
  const inFlight: MatchState = {
    ...state,
    phase: "kick-off",
    activeTeam: null,
    kickingTeam: 0,
    teams: state.teams.map((t, i) => (i === 0 ? { ...t, inducementsUsed: [...used] } : t)),
    stack: [{ _tag: "KickResolved" }, { _tag: "Kick", stage: "distance", kicker: "h3", target: [18, 7], direction: [1, 0], landing: null }]
  }
  return { match, state: inFlight }
}
const rune = (id: string, target: string) => new Events().d6(2, "kick-deviation-distance").add({ _tag: "InducementUsed", team: "home", inducement: id, player: target })
const at = (state: MatchState, id: string) => state.players.findIndex((p) => p.id === id)

describe("Dwarfen Runesmith: a rune for a player after the kick deviates, before the Kick-off table [inducement:dwarfen-runesmith]", () => {
  it("after the deviation the engine offers the Runesmith to Home, before the Kick-off table", () => {
    const { match, state } = deviating(dwarfs())
    const kicked = playOk(match, state, new Events().d6(2, "kick-deviation-distance").list)
    expect(expecting(match, kicked.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined"] })
    expect(legalDecisions(match, kicked.state)).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "rune-of-might", player: "h1" })
  })

  it("Rune of Might on h1, D6 4: h1 has Mighty Blow (+1) until the end of the drive, and the Runesmith is done", () => {
    const { match, state } = deviating(dwarfs())
    const played = playOk(match, state, rune("rune-of-might", "h1").d6(4, "dwarfen-runesmith", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Dwarfen Runesmith: Rune of Might")).toMatchObject({ dice: [4], target: 4, success: true })
    expect(hasSkill(match, played.state, at(played.state, "h1"), "Mighty Blow")).toBe(true)
    expect(where(played.state, "h1").gained).toEqual([{ source: "Rune of Might", until: "drive", skills: ["Mighty Blow (+1)"] }])
    expect(played.state.teams[0]!.inducementsUsed).toContain("dwarfen-runesmith")
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
  })

  it("Rune of Iron on h2 (AV 10+): AV 11+ and Stand Firm; on h5, already AV 11+, only Stand Firm", () => {
    const { match, state } = deviating(dwarfs())
    const h2 = playOk(match, state, rune("rune-of-iron", "h2").d6(6, "dwarfen-runesmith", "h2").list).state
    expect(characteristic(match, h2, at(h2, "h2"), "av")).toBe(11)
    expect(hasSkill(match, h2, at(h2, "h2"), "Stand Firm")).toBe(true)
    const h5 = playOk(match, state, rune("rune-of-iron", "h5").d6(5, "dwarfen-runesmith", "h5").list).state
    expect(characteristic(match, h5, at(h5, "h5"), "av")).toBe(11)
    expect(where(h5, "h5").gained).toEqual([{ source: "Rune of Iron", until: "drive", skills: ["Stand Firm"] }])
  })

  it("Fury, Speed and Impact give their two skills each", () => {
    const { match, state } = deviating(dwarfs())
    for (const [id, skills] of [["rune-of-fury", ["Dauntless", "Frenzy"]], ["rune-of-speed", ["Sprint", "Sure Feet"]], ["rune-of-impact", ["Juggernaut", "Horns"]]] as const) {
      const s = playOk(match, state, rune(id, "h1").d6(4, "dwarfen-runesmith", "h1").list).state
      for (const skill of skills) expect(hasSkill(match, s, at(s, "h1"), skill)).toBe(true)
    }
  })

  it("a 2 or 3: no rune, and the Runesmith is offered again at the next drive; a 1: no rune and he is done", () => {
    const { match, state } = deviating(dwarfs())
    const three = playOk(match, state, rune("rune-of-might", "h1").d6(3, "dwarfen-runesmith", "h1").list)
    expect(three.rulings.at(-1)).toMatchObject({ success: false, result: "the rune fails; the Runesmith may try again at a later drive" })
    expect(hasSkill(match, three.state, at(three.state, "h1"), "Mighty Blow")).toBe(false)
    expect(runesmithOffers(match, three.state)).toHaveLength(1)
    const one = playOk(match, state, rune("rune-of-might", "h1").d6(1, "dwarfen-runesmith", "h1").list)
    expect(one.rulings.at(-1)).toMatchObject({ success: false, result: "the rune fails, and the Runesmith is done for the match" })
    expect(runesmithOffers(match, one.state)).toHaveLength(0)
  })

  it("once done, no offer: the kick goes straight on to the Kick-off table", () => {
    const { match, state } = deviating(dwarfs(), ["dwarfen-runesmith"])
    const kicked = playOk(match, state, new Events().d6(2, "kick-deviation-distance").list)
    expect(expecting(match, kicked.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
  })

  it("not on a Loner (h3), not on a player in the reserves (h4), not on an opponent (a1)", () => {
    const { match, state } = deviating(dwarfs())
    for (const target of ["h3", "h4", "a1"]) {
      expect(play(match, state, rune("rune-of-might", target).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Dwarfen Runesmith", seq: 2 })
    }
  })

  it("declined (ChoiceDeclined) or passed by rolling the Kick-off table: no rune, offered again next drive", () => {
    const { match, state } = deviating(dwarfs())
    const declined = playOk(match, state, new Events().d6(2, "kick-deviation-distance").add({ _tag: "ChoiceDeclined", team: "home", choice: "dwarfen-runesmith" }).list)
    expect(expecting(match, declined.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
    const passed = playOk(match, state, new Events().d6(2, "kick-deviation-distance").twoD6(3, 4, "kick-off-event").list)
    expect(passed.rulings.some((r) => r.rule === "Kick-off event")).toBe(true)
    expect(runesmithOffers(match, passed.state)).toHaveLength(1)
  })
})

// Bottles of Heady Brew (inducements/other/heady-brew.ts). Home, a Goblin team (Tier 3), kick off a new drive:
// Stunty goblins g1–g4 and a troll t5 (no Stunty); Away's a1–a3. Both teams set up, then the
// bottles are offered before the kick is aimed.
const goblins = (bottles: number) =>
  withHome(bottles > 0 ? [{ id: "bottles-of-heady-brew", count: bottles }] : [], { roster: "Goblin" }, header(
    [...["g1", "g2", "g3", "g4"].map((id) => player(id, { position: "Goblin", traits: ["Stunty", "Dodge"] })), player("t5", { position: "Troll", st: 5 })],
    [player("a1"), player("a2"), player("a3")]
  ))
const newDrive = (head: MatchStarted, opened = 0) => {
  const { match, state } = positionOf(head, { team: 0, at: {} })
  const teams = state.teams.map((t, i) => (i === 0 ? { ...t, inducementsUsed: Array.from({ length: opened }, () => "bottles-of-heady-brew") } : t))
  return { match, state: { ...state, teams, phase: "end-of-drive", activeTeam: null, kickingTeam: 0, ball: { at: null, carrier: null, inPlay: false }, stack: [{ _tag: "StartDrive", kickingTeam: 0 }] } as MatchState }
}
const setUp = (goblinsOnPitch: ReadonlyArray<string> = ["g1", "g2", "g3", "g4"]) => {
  const events = new Events()
  // The troll fills the line of scrimmage where g2 stays in the reserves.
  const homeAt: Record<string, [number, number]> = { g1: [12, 6], g2: [12, 7], g3: [12, 8], g4: [8, 7], t5: goblinsOnPitch.includes("g2") ? [10, 7] : [12, 7] }
  for (const id of [...goblinsOnPitch, "t5"]) events.add({ _tag: "PlayerPlaced", player: id, at: homeAt[id]! })
  events.add({ _tag: "SetupEnded", team: "home" })
  for (const [id, at] of [["a1", [13, 6]], ["a2", [13, 7]], ["a3", [13, 8]]] as const) events.add({ _tag: "PlayerPlaced", player: id, at: [...at] })
  return events.add({ _tag: "SetupEnded", team: "away" })
}
const open = (events: Events) => events.add({ _tag: "InducementUsed", team: "home", inducement: "bottles-of-heady-brew" })
const brewD3 = (events: Events, face: number) => events.add({ _tag: "DiceRolled", die: "d3", faces: [face], for: "bottles-of-heady-brew", team: "home" } as never)
const drawn = (events: Events, id: string) => events.add({ _tag: "PlayerDrawn", player: id, for: "bottles-of-heady-brew" })
const brewed = (match: ReturnType<typeof newDrive>["match"], state: MatchState, id: string) =>
  ["Dauntless", "Frenzy", "Really Stupid"].every((skill) => hasSkill(match, state, at(state, id), skill))

describe("Bottles of Heady Brew: D3 random Stunty players gain Dauntless, Frenzy and Really Stupid for the drive [inducement:bottles-of-heady-brew]", () => {
  it("once both teams have set up, Home are offered their bottle before the kick is aimed", () => {
    const { match, state } = newDrive(goblins(1))
    const ready = playOk(match, state, setUp().list)
    expect(expecting(match, ready.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined", "KickAimed"] })
  })

  it("opened: the D3 is 2, g2 and g4 are drawn and drink; g1, g3 and the troll do not; then the kick", () => {
    const { match, state } = newDrive(goblins(1))
    const events = drawn(drawn(brewD3(open(setUp()), 2), "g2"), "g4")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Bottles of Heady Brew")).toMatchObject({ dice: [2], total: 2, result: "2 Stunty players drawn at random drink" })
    expect(["g1", "g2", "g3", "g4", "t5"].map((id) => brewed(match, played.state, id))).toEqual([false, true, false, true, false])
    expect(where(played.state, "g2").gained).toEqual([{ source: "Bottles of Heady Brew", until: "drive", skills: ["Dauntless", "Frenzy", "Really Stupid"] }])
    expect(played.state.teams[0]!.inducementsUsed).toEqual(["bottles-of-heady-brew"])
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
  })

  it("a D3 of 3 with only two goblins set up: both drink, nobody is drawn", () => {
    const { match, state } = newDrive(goblins(1))
    const played = playOk(match, state, brewD3(open(setUp(["g1", "g3"])), 3).list)
    expect(played.rulings.at(-1)!.result).toBe("only 2 Stunty players are on the pitch: g1 (#1), g3 (#3) drink")
    expect(["g1", "g3"].every((id) => brewed(match, played.state, id))).toBe(true)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
  })

  it("the troll (no Stunty), a goblin in the reserves or one drawn twice cannot be drawn", () => {
    const { match, state } = newDrive(goblins(1))
    expect(play(match, state, drawn(brewD3(open(setUp(["g1", "g2", "g3"])), 2), "t5").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Bottles of Heady Brew" })
    expect(play(match, state, drawn(brewD3(open(setUp(["g1", "g2", "g3"])), 2), "g4").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Bottles of Heady Brew" })
    expect(play(match, state, drawn(drawn(brewD3(open(setUp(["g1", "g2", "g3"])), 2), "g1"), "g1").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Bottles of Heady Brew" })
  })

  it("two bottles: the second is offered right after the first; aiming the kick keeps it for a later drive", () => {
    const { match, state } = newDrive(goblins(2))
    const first = playOk(match, state, drawn(brewD3(open(setUp()), 1), "g3").list)
    expect(expecting(match, first.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined", "KickAimed"] })
    const kicked = playOk(match, state, drawn(brewD3(open(setUp()), 1), "g3").add({ _tag: "KickAimed", player: "g4", at: [18, 7] }).list)
    expect(kicked.state.teams[0]!.inducementsUsed).toEqual(["bottles-of-heady-brew"])
    expect(expecting(match, kicked.state)).toMatchObject({ kind: "roll", for: "kick-deviation-direction" })
  })

  it("every bottle opened: no offer, the kick comes straight after the set-up; a team without bottles is never offered one", () => {
    const spent = newDrive(goblins(1), 1)
    expect(expecting(spent.match, playOk(spent.match, spent.state, setUp().list).state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
    const none = newDrive(goblins(0))
    expect(expecting(none.match, playOk(none.match, none.state, setUp().list).state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
  })

  it("declined with ChoiceDeclined: nobody drinks, the bottle stays unopened", () => {
    const { match, state } = newDrive(goblins(1))
    const played = playOk(match, state, setUp().add({ _tag: "ChoiceDeclined", team: "home", choice: "bottles-of-heady-brew" }).list)
    expect(played.state.teams[0]!.inducementsUsed ?? []).toEqual([])
    expect(played.state.players.some((p) => p.gained !== undefined)).toBe(false)
  })
})

// Medicinal Unguent (inducements/other/medicinal-unguent.ts). Home's Ogre h5 on (10, 7) blocks Away's a1 on
// (11, 7): POW, pushed to (12, 7), armour broken, injury 10 + Mighty Blow: a casualty; the D16 says which.
const unguentHead = (inducements: Induced = [{ id: "medicinal-unguent", count: 1 }], fields: Partial<Team> = {}) => {
  const head = header([player("h5", { position: "Ogre", st: 5, skills: ["Mighty Blow (+1)"] }), player("h2")], [player("a1"), player("a2")])
  return { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, ...fields, inducements: [...inducements] }] } as MatchStarted
}
const blocked = (head: MatchStarted, used: ReadonlyArray<string> = []) => {
  const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
  return { match, state: { ...state, teams: state.teams.map((t, i) => (i === 1 ? { ...t, inducementsUsed: [...used] } : t)) } as MatchState }
}
const casualtyOf = (d16: number) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
    .add({ _tag: "BlockThrown", player: "h5", target: "a1" })
    .roll("block", [6, 6], "block", "h5")
    .add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
    .add({ _tag: "FollowUpChosen", player: "h5", follow: false })
    .twoD6(6, 5, "armour", "a1").twoD6(5, 5, "injury", "a1").roll("d16", [d16], "casualty", "a1")
const anoint = (events: Events, id = "a1", team = "away") => events.add({ _tag: "InducementUsed", team, inducement: "medicinal-unguent", player: id })

describe("Medicinal Unguent: a Serious Injury goes to the reserves for the rest of the game [inducement:medicinal-unguent]", () => {
  it("a1 suffers a Serious Injury (D16 11): Away are offered the unguent; used, a1 is in the reserves, the casualty still counts for h5", () => {
    const { match, state } = blocked(unguentHead())
    const hurt = playOk(match, state, casualtyOf(11).list)
    expect(where(hurt.state, "a1").box).toBe("si")
    expect(expecting(match, hurt.state)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
    expect(legalDecisions(match, hurt.state)).toContainEqual({ _tag: "InducementUsed", team: "away", inducement: "medicinal-unguent", player: "a1" })
    const played = playOk(match, state, anoint(casualtyOf(11)).list)
    expect(where(played.state, "a1").box).toBe("reserves")
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a1", result: "serious-injury", cause: "block", by: "h5" })
    expect(where(played.state, "h5").stats.casualties).toBe(1)
    expect(notes(played)).toContain("Medicinal Unguent: a1 (#1) goes to the reserves and may play on; the Serious Injury applies after the game")
    expect(played.state.teams[1]!.inducementsUsed).toEqual(["medicinal-unguent"])
  })

  it("not for any other casualty: Seriously Hurt (D16 8) or Badly Hurt (D16 3) are not offered it, and using it breaks the log", () => {
    const { match, state } = blocked(unguentHead())
    for (const d16 of [8, 3]) {
      const hurt = playOk(match, state, casualtyOf(d16).list)
      expect(hurt.state.stack.some((s) => s._tag === "MedicinalUnguent")).toBe(false)
      expect(play(match, state, anoint(casualtyOf(d16)).list).violation).not.toBeNull()
    }
  })

  it("after the apothecary: the apothecary is offered first; declined, then the unguent", () => {
    const { match, state } = blocked(unguentHead([{ id: "medicinal-unguent", count: 1 }], { staff: { apothecary: true, assistantCoaches: 0, cheerleaders: 0 } }))
    const hurt = playOk(match, { ...state, teams: state.teams.map((t, i) => (i === 1 ? { ...t, apothecaries: 1 } : t)) }, casualtyOf(11).list)
    expect(expecting(match, hurt.state)).toMatchObject({ kind: "decision", events: ["ApothecaryUsed", "ApothecaryDeclined"] })
    const declined = playOk(match, hurt.state, new Events(20).add({ _tag: "ApothecaryDeclined", player: "a1" }).list)
    expect(expecting(match, declined.state)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
  })

  it("declined: a1 stays Seriously Injured and the unguent is kept; once used it is not offered again; a team without one is never offered it", () => {
    const { match, state } = blocked(unguentHead())
    const declined = playOk(match, state, casualtyOf(11).add({ _tag: "ChoiceDeclined", team: "away", choice: "medicinal-unguent" }).list)
    expect(where(declined.state, "a1").box).toBe("si")
    expect(declined.state.teams[1]!.inducementsUsed ?? []).toEqual([])
    const spent = blocked(unguentHead(), ["medicinal-unguent"])
    expect(playOk(spent.match, spent.state, casualtyOf(11).list).state.stack.some((s) => s._tag === "MedicinalUnguent")).toBe(false)
    const none = blocked(unguentHead([]))
    expect(playOk(none.match, none.state, casualtyOf(11).list).state.stack.some((s) => s._tag === "MedicinalUnguent")).toBe(false)
  })

  it("a Leader healed brings the team's Leader re-roll back with him", () => {
    const head = unguentHead()
    const leader: MatchStarted = { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, players: head.teams[1]!.players.map((p) => (p.id === "a1" ? { ...p, skills: ["Leader"] } : p)) }] }
    const { match, state } = blocked(leader)
    const withReroll: MatchState = { ...state, teams: state.teams.map((t, i) => (i === 1 ? { ...t, leaderReroll: true } : t)) }
    expect(playOk(match, withReroll, casualtyOf(11).list).state.teams[1]!.leaderReroll).toBe(false)
    expect(playOk(match, withReroll, anoint(casualtyOf(11)).list).state.teams[1]!.leaderReroll).toBe(true)
  })

  it("only on the player just injured, and only by their own team", () => {
    const { match, state } = blocked(unguentHead())
    expect(play(match, state, anoint(casualtyOf(11), "a2").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Medicinal Unguent" })
    expect(play(match, state, anoint(casualtyOf(11), "a1", "home").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Medicinal Unguent" })
  })
})

// Master of Ballistics (inducements/other/master-of-ballistics.ts). Home, a Halfling Thimble Cup team, kick:
// h3 on (8, 7) aims at (18, 7). D8 5 deviates right, so the D6 alone decides how far along row 7.
const halflings = (inducements: Induced = [{ id: "master-of-ballistics", count: 1 }], kicker: ReadonlyArray<string> = []) =>
  withHome(inducements, { roster: "Halfling", specialRules: ["Halfling Thimble Cup"] }, header(
    [player("h1"), player("h2"), player("h3", { skills: [...kicker] }), player("h4")],
    [player("a1"), player("a2"), player("a3"), player("a4")]
  ))
const toKick = (head: MatchStarted, kicking = 0) => {
  const { match, state } = positionOf(head, { team: 1, at: { h1: [12, 6], h2: [12, 7], h4: [12, 8], h3: [8, 7], a1: [13, 6], a2: [13, 7], a3: [13, 8], a4: [17, 7] } })
  return { match, state: { ...state, phase: "kick-off", activeTeam: null, kickingTeam: kicking, stack: [{ _tag: "KickResolved" }, { _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }] } as MatchState }
}
const aimed = (d3: number | null, team = "home", kicker = "h3", target: [number, number] = [18, 7]) => {
  const events = new Events().add({ _tag: "KickAimed", player: kicker, at: target })
  return d3 === null ? events : events.add({ _tag: "DiceRolled", die: "d3", faces: [d3], for: "master-of-ballistics", team } as never)
}
const deviation = (events: Events, d8: number, d6: number) => events.roll("d8", [d8], "kick-deviation-direction").d6(d6, "kick-deviation-distance")
const landing = (state: MatchState) => state.ball.at

describe("Master of Ballistics: a D3 before each of the team's kicks deviates [inducement:master-of-ballistics]", () => {
  it("after KickAimed the engine waits for the Master's D3, then the deviation", () => {
    const { match, state } = toKick(halflings())
    const played = playOk(match, state, aimed(null).list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d3", for: "master-of-ballistics", team: 0 })
    expect(play(match, state, aimed(null).roll("d8", [5], "kick-deviation-direction").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 2 })
  })

  it("1, Complete Misunderstanding: D6 4 takes the ball 4 squares, to (22, 7)", () => {
    const { match, state } = toKick(halflings())
    const played = playOk(match, state, deviation(aimed(1), 5, 4).list)
    expect(played.rulings.find((r) => r.rule === "Master of Ballistics")).toMatchObject({ dice: [1], result: "Home: Complete Misunderstanding: the kick deviates as normal" })
    expect(landing(played.state)).toEqual([22, 7])
  })

  it("2, Interesting Theory: D6−1, so a 4 goes 3 squares to (21, 7) and a 1 not at all", () => {
    const { match, state } = toKick(halflings())
    const four = playOk(match, state, deviation(aimed(2), 5, 4).list)
    expect(landing(four.state)).toEqual([21, 7])
    expect(four.rulings.find((r) => r.rule === "Kick deviation (distance)")).toMatchObject({ dice: [4], total: 3, modifiers: [{ value: -1, source: "Master of Ballistics: Interesting Theory… (D6−1)" }] })
    expect(landing(playOk(match, state, deviation(aimed(2), 5, 1).list).state)).toEqual([18, 7])
  })

  it("3, Successful Practical Application: after both dice the coach takes 2 off the D6 (to (20, 7)) or 1 off the D8 (left, to (14, 7))", () => {
    const { match, state } = toKick(halflings())
    const rolled = playOk(match, state, deviation(aimed(3), 5, 4).list)
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 0, events: ["DeviationModified"] })
    const shorter = playOk(match, state, deviation(aimed(3), 5, 4).add({ _tag: "DeviationModified", team: "home", die: "d6", by: -2 }).list)
    expect(landing(shorter.state)).toEqual([20, 7])
    expect(shorter.rulings.at(-1)).toMatchObject({ rule: "Kick deviation (distance)", dice: [4], total: 2, modifiers: [{ value: -2, source: "Master of Ballistics: -2 to the D6" }] })
    const turned = playOk(match, state, deviation(aimed(3), 5, 4).add({ _tag: "DeviationModified", team: "home", die: "d8", by: -1 }).list)
    expect(turned.rulings.find((r) => r.rule === "Kick deviation (direction)" && r.total === 4)).toMatchObject({ dice: [5], result: "deviates left" })
    expect(landing(turned.state)).toEqual([14, 7])
    expect(expecting(match, turned.state)).toMatchObject({ kind: "roll", for: "kick-off-event" })
  })

  it("3, dice kept within their sides: a D6 of 6 +2 stays 6; going on with the Kick-off table leaves the dice as rolled", () => {
    const { match, state } = toKick(halflings())
    const six = playOk(match, state, deviation(aimed(3), 5, 6).add({ _tag: "DeviationModified", team: "home", die: "d6", by: 2 }).list)
    expect(six.rulings.at(-1)).toMatchObject({ total: 6, modifiers: [{ value: 0, source: "Master of Ballistics: +2 to the D6 (kept within 1–6)" }] })
    const kept = playOk(match, state, deviation(aimed(3), 5, 2).twoD6(3, 4, "kick-off-event").list)
    expect(kept.rulings.find((r) => r.rule === "Kick deviation (distance)")).toMatchObject({ total: 2 })
    expect(kept.rulings.some((r) => r.rule === "Kick-off event")).toBe(true)
  })

  it("with Kick, the halving comes after: Interesting Theory on a 5 gives 4, halved to 2, (20, 7)", () => {
    const { match, state } = toKick(halflings([{ id: "master-of-ballistics", count: 1 }], ["Kick"]))
    const played = playOk(match, state, deviation(aimed(2), 5, 5).add({ _tag: "SkillUsed", player: "h3", skill: "Kick" }).list)
    expect(landing(played.state)).toEqual([20, 7])
  })

  it("not for the receivers, not on a 1 or 2, not by 0: each a rule violation", () => {
    const { match, state } = toKick(halflings())
    expect(play(match, state, deviation(aimed(3), 5, 4).add({ _tag: "DeviationModified", team: "away", die: "d6", by: -1 }).list).violation).toMatchObject({ rule: "Master of Ballistics" })
    expect(play(match, state, deviation(aimed(3), 5, 4).add({ _tag: "DeviationModified", team: "home", die: "d6", by: 0 }).list).violation).toMatchObject({ rule: "Master of Ballistics" })
    for (const d3 of [1, 2]) expect(play(match, state, deviation(aimed(d3), 5, 4).add({ _tag: "DeviationModified", team: "home", die: "d6", by: -1 }).list).violation).not.toBeNull()
  })

  it("only the team that brought him: when Away kick, no D3 is rolled", () => {
    const { match, state } = toKick(halflings(), 1)
    const played = playOk(match, state, new Events().add({ _tag: "KickAimed", player: "a4", at: [6, 7] }).list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "kick-deviation-direction" })
  })
})

// Team Mascot (inducements/other/team-mascot.ts). Home's h1 on (10, 7), marked by a1 on (11, 7), dodges to (9, 6) and rolls a 2.
const mascotHead = (rerolls = 3, inducements: Induced = [{ id: "team-mascot", count: 1 }]) => {
  const head = withHome(inducements, { rerolls })
  return head
}
const dodging = (head: MatchStarted, fields: Partial<MatchState> = {}) => {
  const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
  return { match, state: { ...state, ...fields } as MatchState }
}
const failedDodge = () =>
  new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).d6(2, "dodge", "h1")
const mascotD6 = (events: Events, face: number, team = "home") => events.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "team-mascot", team } as never)
const mascotReroll = (events: Events) => events.add({ _tag: "RerollUsed", team: "home", source: "team-reroll", skill: "Team Mascot" })

describe("Team Mascot: an extra team re-roll each half, after a 5+ on a D6 [inducement:team-mascot]", () => {
  it("the mascot's D6 is 5: its re-roll is used, the dodge re-rolled (4) succeeds; Home's three team re-rolls are untouched", () => {
    const { match, state } = dodging(mascotHead())
    const played = playOk(match, state, mascotReroll(mascotD6(failedDodge(), 5)).d6(4, "dodge", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Team Mascot")).toMatchObject({ dice: [5], target: 5, success: true, result: "the mascot's re-roll may be used" })
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 6], posture: "standing" })
    expect(played.state.teams[0]).toMatchObject({ rerolls: 3, rerollUsedThisTurn: true })
    expect(legalDecisions(match, playOk(match, state, mascotD6(failedDodge(), 5).list).state)).toContainEqual({ _tag: "RerollUsed", team: "home", source: "team-reroll", skill: "Team Mascot" })
  })

  it("a 3: the mascot is gone for the half, but an ordinary team re-roll may still be used on the same dodge", () => {
    const { match, state } = dodging(mascotHead())
    const played = playOk(match, state, mascotD6(failedDodge(), 3).add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(4, "dodge", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Team Mascot")).toMatchObject({ success: false })
    expect(played.state.teams[0]).toMatchObject({ rerolls: 2 })
    expect(where(played.state, "h1").posture).toBe("standing")
    // Gone: the mascot's re-roll is refused, even on a fresh turn of the same half.
    const later = dodging(mascotHead(), { kickOffEffects: played.state.kickOffEffects })
    expect(play(later.match, later.state, mascotD6(failedDodge(), 6).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Team Mascot", message: "Home's Team Mascot has been tried this half" })
  })

  it("with no team re-rolls left the mascot alone keeps the re-roll on offer; after a 2 the coach lets the dodge fail", () => {
    const { match, state } = dodging(mascotHead(0))
    const failed = playOk(match, state, failedDodge().list)
    expect(expecting(match, failed.state)).toMatchObject({ kind: "decision", team: 0, events: expect.arrayContaining(["RerollUsed"]) })
    const played = playOk(match, state, mascotD6(failedDodge(), 2).add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(where(played.state, "h1").posture).not.toBe("standing")
    // Without a mascot and without re-rolls, nothing is offered: the dodge fails at once.
    const none = dodging(mascotHead(0, []))
    expect(expecting(none.match, playOk(none.match, none.state, failedDodge().list).state)).not.toMatchObject({ kind: "decision", team: 0, events: expect.arrayContaining(["RerollUsed"]) })
  })

  it("its re-roll needs the D6 first; a 5+ must be followed by the re-roll; the D6 only where a re-roll is offered, and only by a team with a mascot", () => {
    const { match, state } = dodging(mascotHead())
    expect(play(match, state, mascotReroll(failedDodge()).list).violation).toMatchObject({ rule: "Team Mascot", seq: 4 })
    expect(play(match, state, mascotD6(failedDodge(), 6).add({ _tag: "RerollDeclined", team: "home" }).list).violation).toMatchObject({ rule: "Team Mascot", seq: 5 })
    expect(play(match, state, mascotD6(new Events(), 6).list).violation).toMatchObject({ rule: "Team Mascot", seq: 1 })
    const none = dodging(mascotHead(3, []))
    expect(play(none.match, none.state, mascotD6(failedDodge(), 6).list).violation).toMatchObject({ rule: "Team Mascot" })
  })

  it("on block dice too: h1 blocks a1 (ST 3 each, one die), rolls Attacker Down; the mascot's 6 lets the die be re-rolled: POW", () => {
    const { match, state } = dodging(mascotHead())
    const block = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [1], "block", "h1")
    const played = playOk(match, state, mascotReroll(mascotD6(block, 6)).roll("block", [6], "block", "h1").add({ _tag: "BlockDieChosen", face: 6 }).list)
    expect(played.state.teams[0]).toMatchObject({ rerolls: 3, rerollUsedThisTurn: true })
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: expect.arrayContaining(["PushChosen"]) })
  })

  it("a new half brings it back; extra time goes on with the second half's mascot", () => {
    const { match, state } = dodging(mascotHead())
    const tried = playOk(match, state, mascotD6(failedDodge(), 1).add({ _tag: "RerollDeclined", team: "home" }).list).state
    const effects = tried.kickOffEffects
    const secondHalf = dodging(mascotHead(), { half: 2, kickOffEffects: effects })
    expect(playOk(secondHalf.match, secondHalf.state, mascotReroll(mascotD6(failedDodge(), 5)).d6(4, "dodge", "h1").list).state.teams[0]!.rerolls).toBe(3)
    const spentInSecond = playOk(secondHalf.match, secondHalf.state, mascotD6(failedDodge(), 1).add({ _tag: "RerollDeclined", team: "home" }).list).state.kickOffEffects
    const extraTime = dodging(mascotHead(), { half: 3, kickOffEffects: spentInSecond })
    expect(play(extraTime.match, extraTime.state, mascotD6(failedDodge(), 6).list).violation).toMatchObject({ rule: "Team Mascot" })
  })
})

// Halfling Hot Pot (inducements/other/halfling-hot-pot.ts). Away (Halfling Thimble Cup) brought one. Home end
// their team turn 2: h1 stands on (12, 7); next to it h2 (12, 8) and a1 (13, 7) stand, h3 lies Prone on
// (11, 7); h4 stands far off on (20, 7). a5, a6 and a7 are in Away's reserves.
const hotPotHead = (inducements: Induced = [{ id: "halfling-hot-pot", count: 1 }]) => {
  const head = header(["h1", "h2", "h3", "h4"].map((id) => player(id)), ["a1", "a2", "a5", "a6", "a7"].map((id) => player(id)))
  return { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, roster: "Halfling", specialRules: ["Halfling Thimble Cup"], inducements: [...inducements] }] } as MatchStarted
}
const homeTurnEnds = (head: MatchStarted = hotPotHead(), used: ReadonlyArray<string> = []) => {
  const { match, state } = positionOf(head, { team: 0, turn: 2, at: { h1: [12, 7], h2: [12, 8], h3: [11, 7], h4: [20, 7], a1: [13, 7], a2: [22, 3] }, prone: ["h3"] })
  return { match, state: { ...state, teams: state.teams.map((t, i) => (i === 1 ? { ...t, inducementsUsed: [...used] } : t)) } as MatchState }
}
const fire = (at: [number, number]) => new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "InducementUsed", team: "away", inducement: "halfling-hot-pot", at })
const pot = (events: Events, die: "d3" | "d6" | "d8", face: number) => events.add({ _tag: "DiceRolled", die, faces: [face], for: "halfling-hot-pot", team: "away" } as never)

describe("Halfling Hot Pot: once a game after an opposition team turn [inducement:halfling-hot-pot]", () => {
  it("Home end their turn: Away are offered the Hot Pot; Away's own turn ending offers nothing", () => {
    const { match, state } = homeTurnEnds()
    const ended = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
    expect(legalDecisions(match, ended.state)).toContainEqual({ _tag: "InducementUsed", team: "away", inducement: "halfling-hot-pot", at: [12, 7] })
    const away = positionOf(hotPotHead(), { team: 1, turn: 2, at: { h1: [12, 7], a1: [13, 7] } })
    const awayEnded = playOk(away.match, away.state, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(expecting(away.match, awayEnded.state)).toMatchObject({ kind: "decision", team: 0, events: expect.arrayContaining(["ActionDeclared"]) })
  })

  it("on target (6) at h1: h1 is Knocked Down, its armour roll at +2 where it counts; then h2 (4) is Placed Prone by the stew, a1 (3) avoids it; h3, Prone, does not roll", () => {
    const { match, state } = homeTurnEnds()
    const aimed = pot(fire([12, 7]), "d6", 6)
    const hit = playOk(match, state, aimed.list)
    expect(where(hit.state, "h1").posture).toBe("prone")
    expect(expecting(match, hit.state)).toMatchObject({ kind: "roll", for: "armour", player: "h1" })
    // Armour 4+3 = 7 against AV 9+: the +2 breaks it (9); the injury roll 2+2 then stuns h1.
    const played = playOk(match, state, aimed.twoD6(4, 3, "armour", "h1").twoD6(2, 2, "injury", "h1").d6(4, "halfling-hot-pot", "h2").d6(3, "halfling-hot-pot", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "h1", total: 9, modifiers: [{ value: 2, source: "Halfling Hot Pot" }] })
    expect(where(played.state, "h1").posture).toBe("stunned")
    expect(where(played.state, "h2").posture).toBe("prone")
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(played.rulings.filter((r) => r.rule === "Halfling Hot Pot (stew)").map((r) => [r.player, r.success])).toEqual([["h2", true], ["a1", false]])
    expect(played.state.teams[1]!.inducementsUsed).toEqual(["halfling-hot-pot"])
  })

  it("at Prone h3: no knock-down, an armour roll with the +2", () => {
    const { match, state } = homeTurnEnds()
    const played = playOk(match, state, pot(fire([11, 7]), "d6", 6).list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "armour", player: "h3" })
    expect(played.outcomes.some((o) => o._tag === "KnockedDown")).toBe(false)
  })

  it("off target (3): D8 5 and D3 2 move it from (12, 7) to the empty (14, 7); only a1 stands next to it and rolls", () => {
    const { match, state } = homeTurnEnds()
    const played = playOk(match, state, pot(pot(pot(fire([12, 7]), "d6", 3), "d8", 5), "d3", 2).list)
    expect(played.rulings.find((r) => r.rule === "Halfling Hot Pot (off target)")!.result).toBe("2 squares (D8 5) from M8: it lands on O8")
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d6", for: "halfling-hot-pot", player: "a1" })
    expect(where(played.state, "h1").posture).toBe("standing")
  })

  it("a misfire (1): D3 2, two of Away's three reserves drawn at random are KO'd; a D3 of 3 KOs all three", () => {
    const { match, state } = homeTurnEnds()
    const two = playOk(match, state, pot(pot(fire([12, 7]), "d6", 1), "d3", 2).add({ _tag: "PlayerDrawn", player: "a6", for: "halfling-hot-pot" }).add({ _tag: "PlayerDrawn", player: "a7", for: "halfling-hot-pot" }).list)
    expect(["a5", "a6", "a7"].map((id) => where(two.state, id).box)).toEqual(["reserves", "ko", "ko"])
    const three = playOk(match, state, pot(pot(fire([12, 7]), "d6", 1), "d3", 3).list)
    expect(["a5", "a6", "a7"].map((id) => where(three.state, id).box)).toEqual(["ko", "ko", "ko"])
    expect(where(three.state, "h1").posture).toBe("standing")
    expect(play(match, state, pot(pot(fire([12, 7]), "d6", 1), "d3", 2).add({ _tag: "PlayerDrawn", player: "a1", for: "halfling-hot-pot" }).list).violation).toMatchObject({ rule: "Halfling Hot Pot" })
  })

  it("once a game: fired, it is not offered again; declined, it is kept; a square off the pitch or none breaks the log", () => {
    const spent = homeTurnEnds(hotPotHead(), ["halfling-hot-pot"])
    expect(expecting(spent.match, playOk(spent.match, spent.state, new Events().add({ _tag: "TurnEnded", team: "home" }).list).state)).not.toMatchObject({ events: ["InducementUsed", "ChoiceDeclined"] })
    const { match, state } = homeTurnEnds()
    const declined = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "ChoiceDeclined", team: "away", choice: "halfling-hot-pot" }).list)
    expect(declined.state.teams[1]!.inducementsUsed ?? []).toEqual([])
    expect(play(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "InducementUsed", team: "away", inducement: "halfling-hot-pot" }).list).violation).toMatchObject({ rule: "Halfling Hot Pot" })
    const none = homeTurnEnds(hotPotHead([]))
    expect(expecting(none.match, playOk(none.match, none.state, new Events().add({ _tag: "TurnEnded", team: "home" }).list).state)).not.toMatchObject({ events: ["InducementUsed", "ChoiceDeclined"] })
  })
})
