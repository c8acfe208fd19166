import { describe, expect, it } from "vitest"
import type { Player } from "@sidelines/schema"
import { characteristic, expecting, hasSkill, legalDecisions, type Match, type MatchState } from "@sidelines/engine"
import { Events, play, player, playOk, where } from "./support/scenario.js"
import { gutterHeader, gutterKickOff, gutterPosition } from "./support/gutter.js"
import { MUTATIONS } from "../src/inducements/other/magic-potions.js"

// Gutter Bowl's magic potions: at the start of a drive, before the set-up, a coach gives potions
// (InducementUsed, one per player) and a D8 (`magic-potion`) on the potion's table takes effect.

const ids = (prefix: string, n: number): Array<Player> => Array.from({ length: n }, (_, i) => player(`${prefix}${i + 1}`))

/** A street match between drives, Home holding `lesser` and `superior` potions, Away none; Home kicks the next drive. */
const driveStart = (lesser: number, superior: number, patch: (state: MatchState) => MatchState = (s) => s): { match: Match; state: MatchState } => {
  const head = gutterHeader("street", { home: ids("h", 8), away: ids("a", 8) })
  const inducements = [
    ...(lesser > 0 ? [{ id: "lesser-magic-potion", count: lesser }] : []),
    ...(superior > 0 ? [{ id: "superior-magic-potion", count: superior }] : [])
  ]
  const withPotions = { ...head, teams: [{ ...head.teams[0]!, inducements }, head.teams[1]!] }
  const { match, state } = gutterPosition(withPotions, { team: 0, at: {} })
  return {
    match,
    state: patch({ ...state, phase: "end-of-drive", activeTeam: null, kickingTeam: 0, ball: { at: null, carrier: null, inPlay: false }, stack: [{ _tag: "StartDrive", kickingTeam: 0 }] })
  }
}

const give = (events: Events, who: string, potion: "lesser-magic-potion" | "superior-magic-potion", team = "home") =>
  events.add({ _tag: "InducementUsed", team, inducement: potion, player: who })

const koed = (...who: ReadonlyArray<string>) => (state: MatchState): MatchState => ({
  ...state,
  players: state.players.map((p) => (who.includes(p.id) ? { ...p, box: "ko" as const } : p))
})

describe("Gutter Bowl magic potions: giving them", () => {
  it("at the start of a drive, before anyone sets up, Home may give a potion; the engine offers it and its D8", () => {
    const { match, state } = driveStart(1, 0)
    // Folding any first event runs the drive start; the potion step then waits on Home.
    const opened = playOk(match, state, [])
    expect(opened.state.stack.at(-1)?._tag).toBe("StartDrive")
    const given = playOk(match, state, give(new Events(), "h1", "lesser-magic-potion").list)
    expect(expecting(match, given.state)).toMatchObject({ kind: "roll", die: "d8", for: "magic-potion", player: "h1" })
    expect(given.state.teams[0]!.potions).toEqual({ lesser: 0, superior: 0 })
  })

  it("legalDecisions offers giving each potion to each eligible player, and being done", () => {
    const { match, state } = driveStart(1, 0)
    // One potion given and drunk (Fresh Water): Home still has none, so the step ends by itself; build the offer before.
    const waiting: MatchState = { ...state, stack: [{ _tag: "SetUp", team: 0 }, { _tag: "MagicPotions", teams: [0], drinking: null }] }
    const legal = legalDecisions(match, waiting)
    expect(legal).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "lesser-magic-potion", player: "h3" })
    expect(legal).toContainEqual({ _tag: "ChoiceDeclined", team: "home", choice: "magic-potion" })
    expect(legal.some((d) => d._tag === "InducementUsed" && d.inducement === "superior-magic-potion")).toBe(false)
    expect(legal.some((d) => d._tag === "InducementUsed" && d.team === "away")).toBe(false)
  })

  it("a team that holds no potion cannot give one; a second potion for the same player is refused", () => {
    const { match, state } = driveStart(2, 0)
    const away = play(match, state, give(new Events(), "a1", "lesser-magic-potion", "away").list)
    expect(away.violation).toMatchObject({ _tag: "RuleViolation", rule: "magic potion", seq: 1 })
    const twice = play(match, state, give(give(new Events(), "h1", "lesser-magic-potion").roll("d8", [2], "magic-potion"), "h1", "lesser-magic-potion").list)
    expect(twice.violation).toMatchObject({ _tag: "RuleViolation", rule: "magic potion", seq: 3 })
    expect(twice.violation?.message).toMatch(/one per player/)
  })

  it("Home decline the rest with ChoiceDeclined, then set up as usual", () => {
    const { match, state } = driveStart(2, 0)
    const events = give(new Events(), "h1", "lesser-magic-potion").roll("d8", [2], "magic-potion").add({ _tag: "ChoiceDeclined", team: "home", choice: "magic-potion" })
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "SetUp", team: 0 })
    expect(played.state.teams[0]!.potions).toEqual({ lesser: 1, superior: 0 })
  })
})

describe("Gutter Bowl magic potions: the Lesser table (D8) [inducement:lesser-magic-potion]", () => {
  it("1 Manticore Venom: h1 is removed from the game with a Casualty roll: the D16 (12) says Seriously Hurt", () => {
    const { match, state } = driveStart(1, 0)
    const played = playOk(match, state, give(new Events(), "h1", "lesser-magic-potion").roll("d8", [1], "magic-potion").roll("d16", [12], "casualty", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: null, box: "si" })
  })

  it("2 Fresh Water: nothing happens (and h1 has had their potion)", () => {
    const { match, state } = driveStart(1, 0)
    const played = playOk(match, state, give(new Events(), "h1", "lesser-magic-potion").roll("d8", [2], "magic-potion").list)
    expect(where(played.state, "h1").gained?.map((g) => g.source)).toEqual(["Fresh Water"])
    expect(characteristic(match, played.state, 0, "ag")).toBe(3)
  })

  it("3 Blood & Bootlaces I.P.A.: the KO'd h2 gains Bone Head, AG 3+ becomes 4+, and recovers to the reserves", () => {
    const { match, state } = driveStart(1, 0, koed("h2"))
    const played = playOk(match, state, give(new Events(), "h2", "lesser-magic-potion").roll("d8", [3], "magic-potion").list)
    const h2 = match.playerIndex.get("h2")!
    expect(hasSkill(match, played.state, h2, "Bone Head")).toBe(true)
    expect(characteristic(match, played.state, h2, "ag")).toBe(4)
    expect(where(played.state, "h2").box).toBe("reserves")
  })

  it("4 Healing Bairn: a KO'd player recovers; otherwise no effect", () => {
    const { match, state } = driveStart(2, 0, koed("h2"))
    const played = playOk(match, state, give(give(new Events(), "h2", "lesser-magic-potion").roll("d8", [4], "magic-potion"), "h1", "lesser-magic-potion").roll("d8", [4], "magic-potion").list)
    expect(where(played.state, "h2").box).toBe("reserves")
    expect(where(played.state, "h1").box).toBe("reserves")
  })

  it("5 Fungus Broth: Projectile Vomit for the rest of the game", () => {
    const { match, state } = driveStart(1, 0)
    const played = playOk(match, state, give(new Events(), "h1", "lesser-magic-potion").roll("d8", [5], "magic-potion").list)
    expect(hasSkill(match, played.state, 0, "Projectile Vomit")).toBe(true)
  })

  it("7 Bugman's XXXXXX: Pro for the rest of the game, which outlasts the drive", () => {
    const { match, state } = driveStart(1, 0)
    const played = playOk(match, state, give(new Events(), "h1", "lesser-magic-potion").roll("d8", [7], "magic-potion").list)
    expect(hasSkill(match, played.state, 0, "Pro")).toBe(true)
    expect(where(played.state, "h1").gained?.[0]).toMatchObject({ until: "game" })
  })

  it("a potion lasts the match: h1's Pro from Bugman's is still there after h1 scores and the drive ends", () => {
    const { match, state } = driveStart(1, 0)
    const drunk = playOk(match, state, give(new Events(), "h1", "lesser-magic-potion").roll("d8", [7], "magic-potion").list)
    const pitch = gutterPosition(match.header, { team: 0, at: { h1: [24, 7], a1: [20, 7] }, ballCarrier: "h1" })
    const position = { ...pitch.state, players: pitch.state.players.map((p, i) => (i === 0 ? { ...p, gained: drunk.state.players[0]!.gained } : p)) }
    const scored = playOk(pitch.match, position, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] }).list)
    expect(scored.state.teams[0]!.score).toBe(1)
    expect(hasSkill(pitch.match, scored.state, 0, "Pro")).toBe(true)
  })

  it("8 It's an actual Potion!: a second D8 on the Superior table — 7, Potion of Strength: ST 4 and Stand Firm", () => {
    const { match, state } = driveStart(1, 0)
    const played = playOk(match, state, give(new Events(), "h1", "lesser-magic-potion").roll("d8", [8], "magic-potion").roll("d8", [7], "magic-potion", "h1").list)
    expect(characteristic(match, played.state, 0, "st")).toBe(4)
    expect(hasSkill(match, played.state, 0, "Stand Firm")).toBe(true)
  })
})

describe("Gutter Bowl magic potions: Warpstone Whiskey (Lesser 6)", () => {
  it("h1 gains Jump Up and Leap, and must be Home's first player activated each team turn", () => {
    const { match, state } = driveStart(1, 0)
    const drunk = playOk(match, state, give(new Events(), "h1", "lesser-magic-potion").roll("d8", [6], "magic-potion").list)
    expect(hasSkill(match, drunk.state, 0, "Jump Up") && hasSkill(match, drunk.state, 0, "Leap")).toBe(true)
    // In a later team turn: h2 may not go first while h1 stands on the pitch; h1 may, and then h2.
    const turn = gutterPosition(match.header, { team: 0, at: { h1: [5, 7], h2: [6, 10], a1: [20, 7] } })
    const position = { ...turn.state, players: turn.state.players.map((p, i) => (i === 0 ? { ...p, gained: drunk.state.players[0]!.gained } : p)) }
    const early = play(turn.match, position, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(early.violation).toMatchObject({ _tag: "RuleViolation", rule: "Warpstone Whiskey" })
    const inOrder = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "ActionEnded", player: "h1" })
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
    expect(play(turn.match, position, inOrder.list).violation).toBeNull()
  })
})

describe("Gutter Bowl magic potions: the Superior table (D8) [inducement:superior-magic-potion]", () => {
  const superior = (face: number, patch?: (state: MatchState) => MatchState) => {
    const { match, state } = driveStart(0, 1, patch)
    return { match, played: playOk(match, state, give(new Events(), "h1", "superior-magic-potion").roll("d8", [face], "magic-potion").list) }
  }

  it("a KO'd player given a Superior potion always recovers (5, Potion of Grace: AG 3+ becomes 2+, Sure Feet)", () => {
    const { match, played } = superior(5, koed("h1"))
    expect(where(played.state, "h1").box).toBe("reserves")
    expect(characteristic(match, played.state, 0, "ag")).toBe(2)
    expect(hasSkill(match, played.state, 0, "Sure Feet")).toBe(true)
  })

  it("1 Potion of Endurance: AV 9+ becomes 10+, and the next Casualty is only a KO (the injury roll of 10 is a KO, no D16)", () => {
    const { match, played } = superior(1)
    expect(characteristic(match, played.state, 0, "av")).toBe(10)
    const pitch = gutterPosition(match.header, { team: 1, at: { h1: [12, 7], a1: [13, 7] } })
    const position = { ...pitch.state, players: pitch.state.players.map((p, i) => (i === 0 ? { ...p, gained: played.state.players[0]!.gained } : p)) }
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "block" })
      .add({ _tag: "BlockThrown", player: "a1", target: "h1" })
      .roll("block", [6], "block", "a1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "h1", to: [11, 7] })
      .add({ _tag: "FollowUpChosen", player: "a1", follow: false })
      .twoD6(5, 5, "armour", "h1")
      .twoD6(5, 5, "injury", "h1")
    const hit = playOk(pitch.match, position, events.list)
    expect(where(hit.state, "h1")).toMatchObject({ at: null, box: "ko" })
    // The promise is used up; the +1 AV stays.
    expect(where(hit.state, "h1").gained?.some((g) => g.tag === "casualty-to-ko")).toBe(false)
    expect(characteristic(pitch.match, hit.state, 0, "av")).toBe(10)
  })

  const mutation = (faces: ReadonlyArray<readonly [number, number]>, patch?: (state: MatchState) => MatchState) => {
    const { match, state } = driveStart(0, 1, patch)
    const events = give(new Events(), "h1", "superior-magic-potion").roll("d8", [2], "magic-potion")
    for (const pair of faces) events.roll("2d6", [...pair], "magic-potion", "h1")
    return { match, state, events }
  }

  it("2 Potion of Mutation: two D6 on the Mutations — 1 then 2 reads the first column, second row: Claws for the rest of the game", () => {
    const { match, state, events } = mutation([])
    expect(expecting(match, playOk(match, state, events.list).state)).toMatchObject({ kind: "roll", die: "2d6", for: "magic-potion", player: "h1", count: 2 })
    const { match: m, state: s0, events: e } = mutation([[1, 2]])
    const played = playOk(m, s0, e.list)
    expect(hasSkill(m, played.state, 0, "Claws")).toBe(true)
    expect(played.rulings.find((r) => r.rule === "Potion of Mutation")).toMatchObject({ result: "Claws" })
    expect(played.state.stack.at(-1)).not.toMatchObject({ _tag: "MagicPotions", drinking: { table: "mutation" } })
  })

  it("a Mutation h1 already has (Horns: 3 then 6) is rolled again; 2 then 2 is Claws", () => {
    const horned = (state: MatchState): MatchState => ({ ...state, players: state.players.map((p, i) => (i === 0 ? { ...p, gained: [{ source: "test", until: "game" as const, skills: ["Horns"] }] } : p)) })
    const { match, state, events } = mutation([[3, 6], [2, 2]], horned)
    const played = playOk(match, state, events.list)
    const results = played.rulings.filter((r) => r.rule === "Potion of Mutation").map((r) => r.result)
    expect(results).toHaveLength(2)
    expect(results[0]).toMatch(/^Horns, which .*h1.* has already: rolled again$/)
    expect(results[1]).toBe("Claws")
    expect(hasSkill(match, played.state, 0, "Claws")).toBe(true)
  })

  it("each of the twelve Mutations folds: the two dice pick it (first die 1–3 the first half of the list, 4–6 the second) and h1 has it for the game", () => {
    expect(MUTATIONS).toHaveLength(12)
    MUTATIONS.forEach((name, i) => {
      const { match, state, events } = mutation([[i < 6 ? 1 : 4, (i % 6) + 1]])
      const played = playOk(match, state, events.list)
      expect(played.rulings.find((r) => r.rule === "Potion of Mutation")?.result).toBe(name)
      expect(hasSkill(match, played.state, 0, name)).toBe(true)
    })
  })

  it("3 Potion of Accuracy: PA 4+ becomes 3+, and a Long Pass has no range modifier", () => {
    const { match, played } = superior(3)
    expect(characteristic(match, played.state, 0, "pa")).toBe(3)
    const pitch = gutterPosition(match.header, { team: 0, at: { h1: [2, 7], h2: [9, 7], a1: [20, 7] }, ballCarrier: "h1" })
    const position = { ...pitch.state, players: pitch.state.players.map((p, i) => (i === 0 ? { ...p, gained: played.state.players[0]!.gained } : p)) }
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "pass" })
      .add({ _tag: "PassAimed", player: "h1", at: [9, 7] })
      .d6(3, "pass", "h1")
    const passed = playOk(pitch.match, position, events.list)
    const ruling = passed.rulings.find((r) => r.rule.toLowerCase().includes("pass"))!
    expect(ruling.modifiers.some((m) => m.source.startsWith("range"))).toBe(false)
    expect(ruling.success).toBe(true)
  })

  it("4 Potion of Intelligence: Leader and Sidestep; Home, who had no Leader, now have the Leader re-roll", () => {
    const { match, played } = superior(4)
    expect(hasSkill(match, played.state, 0, "Leader") && hasSkill(match, played.state, 0, "Sidestep")).toBe(true)
    expect(played.state.teams[0]!.leaderReroll).toBe(true)
  })

  it("6 Potion of Speed: MA 6 becomes 7, and Sprint", () => {
    const { match, played } = superior(6)
    expect(characteristic(match, played.state, 0, "ma")).toBe(7)
    expect(hasSkill(match, played.state, 0, "Sprint")).toBe(true)
  })

  it("8 Potion of Rage: ST 3 becomes 5, Frenzy and Animal Savagery — activated, h1 rolls for Animal Savagery first [trait:animal-savagery]", () => {
    const { match, played } = superior(8)
    expect(characteristic(match, played.state, 0, "st")).toBe(5)
    expect(hasSkill(match, played.state, 0, "Frenzy") && hasSkill(match, played.state, 0, "Animal Savagery")).toBe(true)
    const pitch = gutterPosition(match.header, { team: 0, at: { h1: [2, 7], a1: [20, 7] } })
    const position = { ...pitch.state, players: pitch.state.players.map((p, i) => (i === 0 ? { ...p, gained: played.state.players[0]!.gained } : p)) }
    const activated = playOk(pitch.match, position, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).list)
    expect(expecting(pitch.match, activated.state)).toMatchObject({ kind: "roll", for: "animal-savagery", player: "h1" })
  })
})

describe("Gutter Bowl kick-off: Black Market Dealer", () => {
  it("10 on the street table: each team receives a free Lesser Magic Potion, and Away give theirs at the next drive's start [row:gutter-bowl.street/kick-off/black-market-dealer]", () => {
    const { match, state } = gutterKickOff(gutterHeader("street"), [18, 7], { h1: [6, 7], a1: [18, 7] })
    const played = playOk(match, state, new Events().twoD6(5, 5, "kick-off-event").list)
    expect(played.state.teams.map((t) => t.potions)).toEqual([{ lesser: 1, superior: 0 }, { lesser: 1, superior: 0 }])
    const next: MatchState = { ...played.state, phase: "end-of-drive", players: played.state.players.map((p) => ({ ...p, at: null, box: "reserves" as const })), stack: [{ _tag: "StartDrive", kickingTeam: 1 }] }
    const given = playOk(match, next, give(new Events(), "a2", "lesser-magic-potion", "away").roll("d8", [7], "magic-potion", "a2").list)
    expect(hasSkill(match, given.state, match.playerIndex.get("a2")!, "Pro")).toBe(true)
    expect(given.state.teams[1]!.potions).toEqual({ lesser: 0, superior: 0 })
  })

  it("10 on the sewer table too [row:gutter-bowl.sewer/kick-off/black-market-dealer]", () => {
    const { match, state } = gutterKickOff(gutterHeader("sewer"), [18, 7], { h1: [6, 7], a1: [18, 7] })
    const played = playOk(match, state, new Events().twoD6(4, 6, "kick-off-event").list)
    expect(played.state.teams.map((t) => t.potions?.lesser)).toEqual([1, 1])
  })
})
