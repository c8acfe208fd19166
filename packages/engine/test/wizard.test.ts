import { describe, expect, it } from "vitest"
import type { MatchStarted } from "@sidelines/schema"
import { buildMatch, characteristic, expecting, hasSkill, initialState, legalDecisions, type MatchState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { castMark } from "../src/inducements/wizards/spell-casting.js"
import { Events, header, play, playOk, player, positionOf, where } from "./support/scenario.js"

// Blood Bowl's Hireling Sports Wizard (inducements/wizards/wizard.ts). Home brought one. Around the line of
// scrimmage: h1 (12, 7) faces a1 (13, 7); a2 (13, 8) stands beside a1, a4 (14, 6) lies Prone next
// to it, h2 (11, 9) is two squares from a1 and a3 (20, 7) far away. a5 is an Ogre (ST 5) at (16, 7).
// Home end their team turn 2 and may cast before Away's.
const withWizards = (home: ReadonlyArray<{ id: string; count: number; name?: string }>, away: ReadonlyArray<{ id: string; count: number }> = []): MatchStarted => {
  const base = header(
    ["h1", "h2", "h3"].map((id) => player(id)),
    ["a1", "a2", "a3", "a4"].map((id) => player(id, id === "a1" ? { skills: ["Block", "Sure Hands"] } : {})).concat([player("a5", { position: "Ogre", st: 5, av: 10 })])
  )
  return { ...base, teams: [{ ...base.teams[0]!, inducements: [...home] }, { ...base.teams[1]!, inducements: [...away] }] }
}
const WIZARD = [{ id: "wizard", count: 1 }]
const AT = { h1: [12, 7], h2: [11, 9], a1: [13, 7], a2: [13, 8], a3: [20, 7], a4: [14, 6], a5: [16, 7] } as const
const turn = (fields: { head?: MatchStarted; ballCarrier?: string; kickOffEffects?: ReadonlyArray<string> } = {}) =>
  positionOf(fields.head ?? withWizards(WIZARD), {
    team: 0,
    turn: 2,
    at: AT as never,
    prone: ["a4"],
    ...(fields.ballCarrier === undefined ? {} : { ballCarrier: fields.ballCarrier }),
    ...(fields.kickOffEffects === undefined ? {} : { kickOffEffects: fields.kickOffEffects })
  })
const ended = () => new Events().add({ _tag: "TurnEnded", team: "home" })
const fireball = (at: readonly [number, number], team = "home") => ended().add({ _tag: "InducementUsed", team, inducement: "fireball", at: [at[0], at[1]] })
const zap = (target: string, team = "home") => ended().add({ _tag: "InducementUsed", team, inducement: "zap", player: target })
const index = (state: MatchState, id: string) => state.players.findIndex((p) => p.id === id)
const AWAY_TURN = { kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] }

describe("Hireling Sports Wizard: when it may cast [inducement:wizard]", () => {
  it("Home end their turn: Home's wizard is offered first; declined, Away's own wizard is offered, then Away's turn begins", () => {
    const { match, state } = turn({ head: withWizards(WIZARD, WIZARD) })
    const offered = playOk(match, state, ended().list)
    expect(expecting(match, offered.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined"] })
    const home = playOk(match, state, ended().add({ _tag: "ChoiceDeclined", team: "home", choice: "wizard" }).list)
    expect(expecting(match, home.state)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
    const both = playOk(match, state, ended().add({ _tag: "ChoiceDeclined", team: "home", choice: "wizard" }).add({ _tag: "ChoiceDeclined", team: "away", choice: "wizard" }).list)
    expect(expecting(match, both.state)).toMatchObject(AWAY_TURN)
  })

  it("Away's wizard may cast at the end of Home's turn, Home passing by saying nothing: Zap! at h1", () => {
    const { match, state } = turn({ head: withWizards(WIZARD, WIZARD) })
    const played = playOk(match, state, zap("h1", "away").d6(4, "spell", "h1").list)
    expect(characteristic(match, played.state, index(played.state, "h1"), "st")).toBe(1)
    expect(played.state.kickOffEffects).toContain(castMark("wizard", 1))
    expect(played.state.kickOffEffects).not.toContain(castMark("wizard", 0))
  })
})

describe("Hireling Sports Wizard: Fireball [inducement:wizard]", () => {
  it("Fireball at (13, 7): h1, a1 and a2 stand in the blast and roll in turn (Prone a4 does not); 4+ knocks down, +1 to armour or injury", () => {
    const { match, state } = turn()
    const cast = playOk(match, state, fireball([13, 7]).list)
    expect(expecting(match, cast.state)).toMatchObject({ kind: "roll", die: "d6", for: "spell", player: "h1" })
    const played = playOk(
      match,
      state,
      fireball([13, 7])
        // h1 (Home's own): 3, escapes.
        .d6(3, "spell", "h1")
        // a1: 4, hit; armour 4 + 4 = 8 against AV 9+, the Fireball's +1 breaks it; injury 3 + 3 = 6, Stunned.
        .d6(4, "spell", "a1")
        .twoD6(4, 4, "armour", "a1")
        .twoD6(3, 3, "injury", "a1")
        // a2: 6, hit; armour 2 + 3 = 5 holds even with the +1, which is kept for the injury roll that does not come.
        .d6(6, "spell", "a2")
        .twoD6(2, 3, "armour", "a2").list
    )
    const fireballs = played.rulings.filter((r) => r.rule === "Fireball")
    expect(fireballs.map((r) => [r.player, r.target, r.success])).toEqual([["h1", 4, false], ["a1", 4, true], ["a2", 4, true]])
    const armour = played.rulings.filter((r) => r.rule === "Armour")
    expect(armour[0]!.modifiers).toContainEqual({ value: 1, source: "Fireball" })
    expect(armour[0]).toMatchObject({ total: 9, success: true })
    expect(armour[1]!.modifiers).toEqual([])
    expect(armour[1]!.notes).toContain("Fireball is kept for the injury roll")
    expect(where(played.state, "h1").posture).toBe("standing")
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(where(played.state, "a2").posture).toBe("prone")
    expect(where(played.state, "a4").posture).toBe("prone")
    // h2 and a3 were outside the blast; Away's turn follows.
    expect(where(played.state, "h2").posture).toBe("standing")
    expect(played.state.kickOffEffects).toContain(castMark("wizard", 0))
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("the blast spares nobody: Home's own h1 hit on a 5 goes down too, and injury gets the +1 when armour breaks without it", () => {
    const { match, state } = turn()
    const played = playOk(
      match,
      state,
      fireball([13, 7]).d6(5, "spell", "h1").twoD6(5, 5, "armour", "h1").twoD6(4, 3, "injury", "h1").d6(1, "spell", "a1").d6(2, "spell", "a2").list
    )
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers).toEqual([])
    // 4 + 3 + 1 = 8: KO'd rather than Stunned.
    expect(played.rulings.find((r) => r.rule === "Injury")!.modifiers).toContainEqual({ value: 1, source: "Fireball" })
    expect(where(played.state, "h1")).toMatchObject({ at: null, box: "ko" })
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(where(played.state, "a2").posture).toBe("standing")
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("a1 held the ball: knocked down by the Fireball, the ball bounces; it is not a turnover of anyone's", () => {
    const { match, state } = turn({ ballCarrier: "a1" })
    const hit = playOk(match, state, fireball([13, 7]).d6(1, "spell", "h1").d6(4, "spell", "a1").twoD6(1, 1, "armour", "a1").list)
    expect(hit.state.ball).toMatchObject({ at: [13, 7], carrier: null, inPlay: true })
    expect(expecting(match, hit.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
    expect(hit.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("Home's own carrier h1 hit: the ball bounces into an empty square, and still no turnover — Away's turn just begins", () => {
    const { match, state } = turn({ ballCarrier: "h1" })
    const played = playOk(match, state, fireball([13, 7]).d6(4, "spell", "h1").twoD6(1, 1, "armour", "h1").roll("d8", [4], "bounce").d6(1, "spell", "a1").d6(1, "spell", "a2").list)
    expect(played.state.ball).toMatchObject({ at: [11, 7], carrier: null, inPlay: true })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("a square with no Standing opposition player in or around it is refused: (11, 9) has only Home's h2", () => {
    const { match, state } = turn()
    expect(play(match, state, fireball([11, 9]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Fireball", seq: 2 })
    // Nor may the Fireball be cast without a square.
    const bare = ended().add({ _tag: "InducementUsed", team: "home", inducement: "fireball" })
    expect(play(match, state, bare.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Fireball" })
  })

  it("a roll for a player outside the blast is refused: h2 does not roll", () => {
    const { match, state } = turn()
    expect(play(match, state, fireball([13, 7]).d6(4, "spell", "h2").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 3 })
  })
})

describe("Hireling Sports Wizard: Zap! [inducement:wizard]", () => {
  it("Zap! at a1 (ST 3) on a 3: a1 is a frog until the end of the drive — MA 5, ST 1, AG 2+, no PA, AV 5+, Stunty and the frog's skills, its own gone", () => {
    const { match, state } = turn()
    const played = playOk(match, state, zap("a1").d6(3, "spell", "a1").list)
    const s = played.state
    const a1 = index(s, "a1")
    expect(played.rulings.find((r) => r.rule === "Zap!")).toMatchObject({ player: "a1", target: 3, success: true, notes: ["the target's ST is 3; a 6 always works and a 1 never does"] })
    expect([characteristic(match, s, a1, "ma"), characteristic(match, s, a1, "st"), characteristic(match, s, a1, "ag"), characteristic(match, s, a1, "pa"), characteristic(match, s, a1, "av")]).toEqual([5, 1, 2, null, 5])
    for (const skill of ["Dodge", "Leap", "No Hands", "Stunty", "Titchy", "Very Long Legs"]) expect(hasSkill(match, s, a1, skill)).toBe(true)
    expect(hasSkill(match, s, a1, "Block")).toBe(false)
    expect(s.players[a1]!.gained).toContainEqual(expect.objectContaining({ source: "Zap!", until: "drive", tag: "frog" }))
    expect(where(s, "a1")).toMatchObject({ at: [13, 7], posture: "standing" })
    expect(expecting(match, s)).toMatchObject(AWAY_TURN)
  })

  it("a 2 against ST 3 fails: a1 stays as it was", () => {
    const { match, state } = turn()
    const played = playOk(match, state, zap("a1").d6(2, "spell", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Zap!")).toMatchObject({ target: 3, success: false })
    expect(characteristic(match, played.state, index(played.state, "a1"), "st")).toBe(3)
    // The spell is spent all the same.
    expect(played.state.kickOffEffects).toContain(castMark("wizard", 0))
  })

  it("the Ogre a5 (ST 5) needs a 5: a 4 fails, a 5 works; against ST 1 a 1 still fails (a 1 never works, a 6 always does)", () => {
    const { match, state } = turn()
    expect(playOk(match, state, zap("a5").d6(4, "spell", "a5").list).rulings.find((r) => r.rule === "Zap!")).toMatchObject({ target: 5, success: false })
    expect(playOk(match, state, zap("a5").d6(5, "spell", "a5").list).rulings.find((r) => r.rule === "Zap!")).toMatchObject({ target: 5, success: true })
    const weak = withWizards(WIZARD)
    const away = weak.teams[1]!
    const tiny = { ...weak, teams: [weak.teams[0]!, { ...away, players: away.players.map((p) => (p.id === "a1" ? { ...p, st: 1 } : p)) }] }
    const small = turn({ head: tiny })
    expect(playOk(small.match, small.state, zap("a1").d6(1, "spell", "a1").list).rulings.find((r) => r.rule === "Zap!")).toMatchObject({ target: 2, success: false })
  })

  it("a1 held the ball: the frog drops it and it bounces (Sure Hands is gone with the rest of a1's skills)", () => {
    const { match, state } = turn({ ballCarrier: "a1" })
    const played = playOk(match, state, zap("a1").d6(6, "spell", "a1").roll("d8", [2], "bounce").list)
    expect(played.state.ball).toMatchObject({ at: [13, 6], carrier: null, inPlay: true })
  })

  it("the frog lasts until the end of the drive: still a frog in Away's turn, itself again once Away's a3 scores", () => {
    // a3 holds the ball one step from Home's end zone (x = 0).
    const base = turn({ ballCarrier: "a3" })
    const state = { ...base.state, players: base.state.players.map((p) => (p.id === "a3" ? { ...p, at: [1, 7] as const } : p)), ball: { at: [1, 7] as const, carrier: "a3", inPlay: true } }
    const frog = playOk(base.match, state, zap("a1").d6(3, "spell", "a1").list)
    expect(characteristic(base.match, frog.state, index(frog.state, "a1"), "st")).toBe(1)
    const scored = playOk(base.match, state, zap("a1").d6(3, "spell", "a1").add({ _tag: "ActionDeclared", player: "a3", action: "move" }).add({ _tag: "PlayerMoved", player: "a3", to: [0, 7] }).list)
    expect(scored.outcomes).toContainEqual(expect.objectContaining({ _tag: "Touchdown", player: "a3" }))
    const a1 = index(scored.state, "a1")
    expect(characteristic(base.match, scored.state, a1, "st")).toBe(3)
    expect(hasSkill(base.match, scored.state, a1, "Block")).toBe(true)
  })
})

describe("what the Hireling Sports Wizard may not do [inducement:wizard]", () => {
  it("cast a second spell: once cast, Home's next turn end offers nothing", () => {
    const { match, state } = turn({ kickOffEffects: [castMark("wizard", 0)] })
    expect(play(match, state, zap("a1").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 2 })
    expect(expecting(match, playOk(match, state, ended().list).state)).toMatchObject(AWAY_TURN)
  })

  it("cast in the middle of a team turn", () => {
    const { match, state } = turn()
    const mid = new Events().add({ _tag: "InducementUsed", team: "home", inducement: "zap", player: "a1" })
    expect(play(match, state, mid.list).violation).not.toBeNull()
  })

  it("Zap! one of Home's own players, or a player off the pitch", () => {
    const { match, state } = turn()
    expect(play(match, state, zap("h2").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Zap!" })
    expect(play(match, state, zap("h3").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Zap!" })
  })

  it("cast after a touchdown: the drive is over, so Away's scoring move offers Home's wizard nothing", () => {
    const { match, state } = positionOf(withWizards(WIZARD), { team: 1, turn: 2, at: { h1: [12, 7], a1: [13, 7], a3: [1, 7] } as never, ballCarrier: "a3" })
    const scored = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "a3", action: "move" }).add({ _tag: "PlayerMoved", player: "a3", to: [0, 7] }).list)
    expect(scored.outcomes).toContainEqual(expect.objectContaining({ _tag: "Touchdown", player: "a3" }))
    expect(scored.state.stack.some((step) => step._tag === "Wizard")).toBe(false)
    expect(play(match, state, new Events().add({ _tag: "ActionDeclared", player: "a3", action: "move" }).add({ _tag: "PlayerMoved", player: "a3", to: [0, 7] }).add({ _tag: "InducementUsed", team: "home", inducement: "zap", player: "a1" }).list).violation).not.toBeNull()
  })

  it("a team without a wizard is offered nothing", () => {
    const { match, state } = turn({ head: withWizards([]) })
    expect(play(match, state, zap("a1").list).violation).not.toBeNull()
  })

  it("a named wizard this engine does not know is refused before anything is played, by name", () => {
    const match = buildMatch(withWizards([{ id: "wizard", count: 1, name: "Grey Wizard of Altdorf" }]), bloodBowl)
    const played = play(match, initialState(match), new Events().roll("2d6", [3, 4], "weather").list)
    expect(played.violation).toMatchObject({ _tag: "Unsupported", feature: "inducement: wizard" })
    expect(played.violation!.message).toContain("Grey Wizard of Altdorf")
    const hireling = buildMatch(withWizards([{ id: "wizard", count: 1, name: "Hireling Sports Wizard" }]), bloodBowl)
    expect(play(hireling, initialState(hireling), new Events().roll("2d6", [3, 4], "weather").list).violation?._tag).not.toBe("Unsupported")
  })
})

describe("the Hireling Sports Wizard among the legal decisions [inducement:wizard]", () => {
  it("offers Zap! at each Away player on the pitch, Fireball at (13, 7), and declining; not Zap! at Home's own", () => {
    const { match, state } = turn()
    const offered = playOk(match, state, ended().list)
    const legal = legalDecisions(match, offered.state)
    expect(legal).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "zap", player: "a4" })
    expect(legal).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "fireball", at: [13, 7] })
    expect(legal).toContainEqual({ _tag: "ChoiceDeclined", team: "home", choice: "wizard" })
    expect(legal.some((d) => d._tag === "InducementUsed" && d.player === "h1")).toBe(false)
    expect(legal.some((d) => d._tag === "InducementUsed" && d.inducement === "fireball" && d.at?.[0] === 11 && d.at[1] === 9)).toBe(false)
  })
})

// Death Zone's team-specific wizards (inducements/wizards/wizard.ts), on the same position: the header names them.
// Each may be induced only by a team with the special rule that allows it (Home has both here).
const FIREBELLY = [{ id: "wizard", count: 1, name: "Ogre Firebelly" }]
const WARLOCK = [{ id: "wizard", count: 1, name: "Warlock Engineer" }]
const WITCH = [{ id: "wizard", count: 1, name: "Wicked Witch" }]
const SORCERESS = [{ id: "wizard", count: 1, name: "Druchii Sports Sorceress" }]
const DEATH_ZONE_RULES = ["Badlands Brawl", "Underworld Challenge", "Favoured of Slaanesh"]
const deathZone = (wizards: ReadonlyArray<{ id: string; count: number; name?: string }>, specialRules: ReadonlyArray<string> = DEATH_ZONE_RULES): MatchStarted => {
  const head = withWizards(wizards)
  return { ...head, teams: [{ ...head.teams[0]!, specialRules: [...specialRules] }, head.teams[1]!] }
}
const cast = (inducement: string, fields: { at?: readonly [number, number]; player?: string }) =>
  ended().add({ _tag: "InducementUsed", team: "home", inducement, ...(fields.player === undefined ? {} : { player: fields.player }), ...(fields.at === undefined ? {} : { at: [fields.at[0], fields.at[1]] }) })

describe("Ogre Firebelly: Fireball and Column of Fire [inducement:wizard/ogre-firebelly]", () => {
  it("is offered as Home's turn ends, with its own two spells", () => {
    const { match, state } = turn({ head: deathZone(FIREBELLY) })
    expect(expecting(match, playOk(match, state, ended().list).state)).toMatchObject({ kind: "decision", team: 0, about: "the Ogre Firebelly may cast Fireball or Column of Fire (optional, once per game)" })
  })

  it("Fireball at (13, 7) works as the Hireling's: h1, a1, a2 roll, 4+ knocks down", () => {
    const { match, state } = turn({ head: deathZone(FIREBELLY) })
    const played = playOk(match, state, fireball([13, 7]).d6(3, "spell", "h1").d6(4, "spell", "a1").twoD6(1, 1, "armour", "a1").d6(1, "spell", "a2").list)
    expect(played.rulings.filter((r) => r.rule === "Fireball").map((r) => [r.player, r.success])).toEqual([["h1", false], ["a1", true], ["a2", false]])
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("Column of Fire from (13, 0) runs down column 13 to the far sideline: a1 (13, 7) then a2 (13, 8) roll; a1's 4 knocks down (+1 armour), a2's 3 misses; h1 at (12, 7) is not in the path", () => {
    const { match, state } = turn({ head: deathZone(FIREBELLY) })
    const started = playOk(match, state, cast("column-of-fire", { at: [13, 0] }).list)
    expect(expecting(match, started.state)).toMatchObject({ kind: "roll", die: "d6", for: "spell", player: "a1" })
    const played = playOk(match, state, cast("column-of-fire", { at: [13, 0] }).d6(4, "spell", "a1").twoD6(4, 4, "armour", "a1").twoD6(3, 3, "injury", "a1").d6(3, "spell", "a2").list)
    const rolls = played.rulings.filter((r) => r.rule === "Column of Fire")
    expect(rolls.map((r) => [r.player, r.target, r.success])).toEqual([["a1", 4, true], ["a2", 4, false]])
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers).toContainEqual({ value: 1, source: "Column of Fire" })
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(where(played.state, "a2").posture).toBe("standing")
    expect(where(played.state, "h1").posture).toBe("standing")
    expect(played.state.kickOffEffects).toContain(castMark("wizard", 0))
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("from the other sideline, (13, 14), a2 is nearer and rolls first", () => {
    const { match, state } = turn({ head: deathZone(FIREBELLY) })
    expect(expecting(match, playOk(match, state, cast("column-of-fire", { at: [13, 14] }).list).state)).toMatchObject({ for: "spell", player: "a2" })
  })

  it("does not apply: a start away from the sidelines is refused; a column with only the Prone a4 (14, 6) touches nobody, yet the spell is spent", () => {
    const { match, state } = turn({ head: deathZone(FIREBELLY) })
    expect(play(match, state, cast("column-of-fire", { at: [13, 7] }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Column of Fire" })
    const empty = playOk(match, state, cast("column-of-fire", { at: [14, 0] }).list)
    expect(empty.rulings.some((r) => r.rule === "Column of Fire")).toBe(false)
    expect(where(empty.state, "a4").posture).toBe("prone")
    expect(empty.state.kickOffEffects).toContain(castMark("wizard", 0))
    expect(expecting(match, empty.state)).toMatchObject(AWAY_TURN)
  })

  it("does not cast the Hireling's Zap!, nor a Hireling Column of Fire", () => {
    const { match, state } = turn({ head: deathZone(FIREBELLY) })
    expect(play(match, state, zap("a1").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Wizard" })
    const hireling = turn()
    expect(play(hireling.match, hireling.state, cast("column-of-fire", { at: [13, 0] }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Wizard" })
  })
})

describe("Warlock Engineer: Thunderbolt and Warp Lightning [inducement:wizard/warlock-engineer]", () => {
  it("Thunderbolt at a1 on a 3: hit and Knocked Down, the +1 breaks armour 4 + 4 against AV 9+", () => {
    const { match, state } = turn({ head: deathZone(WARLOCK) })
    const played = playOk(match, state, cast("thunderbolt", { player: "a1" }).d6(3, "spell", "a1").twoD6(4, 4, "armour", "a1").twoD6(3, 3, "injury", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Thunderbolt")).toMatchObject({ player: "a1", target: 3, success: true })
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ success: true, modifiers: [{ value: 1, source: "Thunderbolt" }] })
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("Thunderbolt on a 2 misses: a1 ducks and stays Standing, the spell spent", () => {
    const { match, state } = turn({ head: deathZone(WARLOCK) })
    const played = playOk(match, state, cast("thunderbolt", { player: "a1" }).d6(2, "spell", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Thunderbolt")).toMatchObject({ target: 3, success: false })
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(played.state.kickOffEffects).toContain(castMark("wizard", 0))
  })

  it("Thunderbolt does not target the Prone a4, Home's own h1, or a player off the pitch", () => {
    const { match, state } = turn({ head: deathZone(WARLOCK) })
    for (const target of ["a4", "h1", "h3"]) expect(play(match, state, cast("thunderbolt", { player: target }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Thunderbolt" })
  })

  it("Warp Lightning from (13, 14): a2 hit on a 3, armour holds, then the earthing D6 is a 1 — a1 further along is spared without a roll", () => {
    const { match, state } = turn({ head: deathZone(WARLOCK) })
    const played = playOk(match, state, cast("warp-lightning", { at: [13, 14] }).d6(3, "spell", "a2").twoD6(1, 1, "armour", "a2").d6(1, "spell", "a2").list)
    expect(played.rulings.filter((r) => r.rule === "Warp Lightning").map((r) => [r.player, r.target, r.success])).toEqual([["a2", 3, true], ["a2", 2, false]])
    expect(where(played.state, "a2").posture).toBe("prone")
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("Warp Lightning goes on after a 2+ earthing roll: a1 rolls next, and a 2 lets it pass overhead", () => {
    const { match, state } = turn({ head: deathZone(WARLOCK) })
    const played = playOk(match, state, cast("warp-lightning", { at: [13, 14] }).d6(6, "spell", "a2").twoD6(1, 1, "armour", "a2").d6(2, "spell", "a2").d6(2, "spell", "a1").list)
    expect(played.rulings.filter((r) => r.rule === "Warp Lightning").map((r) => [r.player, r.success])).toEqual([["a2", true], ["a2", true], ["a1", false]])
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("does not apply: a miss rolls no earthing D6 — a2's 2 misses and a1 rolls straight after; the earthing roll cannot come before the armour roll", () => {
    const { match, state } = turn({ head: deathZone(WARLOCK) })
    const missed = playOk(match, state, cast("warp-lightning", { at: [13, 14] }).d6(2, "spell", "a2").list)
    expect(expecting(match, missed.state)).toMatchObject({ for: "spell", player: "a1" })
    expect(play(match, state, cast("warp-lightning", { at: [13, 14] }).d6(3, "spell", "a2").d6(4, "spell", "a2").list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("does not cast Fireball or Zap!", () => {
    const { match, state } = turn({ head: deathZone(WARLOCK) })
    expect(play(match, state, fireball([13, 7]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Wizard" })
    expect(play(match, state, zap("a1").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Wizard" })
  })
})

describe("Death Zone wizards: a wizard not known stops as Unsupported, by name; each needs its special rule [inducement:wizard] [inducement:wizard/ogre-firebelly] [inducement:wizard/warlock-engineer]", () => {
  it("a wizard Death Zone does not name is refused; an Ogre Firebelly, a Warlock Engineer, a Wicked Witch and a Druchii Sports Sorceress are not", () => {
    const weather = new Events().roll("2d6", [3, 4], "weather").list
    for (const name of ["Grey Wizard of Altdorf"]) {
      const match = buildMatch(withWizards([{ id: "wizard", count: 1, name }]), bloodBowl)
      const played = play(match, initialState(match), weather)
      expect(played.violation).toMatchObject({ _tag: "Unsupported", feature: "inducement: wizard" })
      expect(played.violation!.message).toContain(name)
    }
    for (const wizards of [FIREBELLY, WARLOCK, WITCH, [{ id: "wizard", count: 1, name: "Druchii Sports Sorceress" }]]) {
      const match = buildMatch(deathZone(wizards), bloodBowl)
      expect(play(match, initialState(match), weather).violation).toBeNull()
    }
  })

  it("an Ogre Firebelly needs Badlands Brawl and a Warlock Engineer Underworld Challenge: without it the header breaks the rules", () => {
    const weather = new Events().roll("2d6", [3, 4], "weather").list
    const firebelly = buildMatch(deathZone(FIREBELLY, ["Underworld Challenge"]), bloodBowl)
    const refused = play(firebelly, initialState(firebelly), weather).violation
    expect(refused).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
    expect(refused!.message).toContain("Badlands Brawl")
    const warlock = buildMatch(deathZone(WARLOCK, []), bloodBowl)
    expect(play(warlock, initialState(warlock), weather).violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
    // The Hireling needs none.
    const hireling = buildMatch(withWizards(WIZARD), bloodBowl)
    expect(play(hireling, initialState(hireling), weather).violation).toBeNull()
  })
})

describe("Death Zone wizards among the legal decisions [inducement:wizard/warlock-engineer]", () => {
  it("the Warlock Engineer is offered Thunderbolt at a1 and Warp Lightning from (13, 0); not Thunderbolt at the Prone a4", () => {
    const { match, state } = turn({ head: deathZone(WARLOCK) })
    const legal = legalDecisions(match, playOk(match, state, ended().list).state)
    expect(legal).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "thunderbolt", player: "a1" })
    expect(legal).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "warp-lightning", at: [13, 0] })
    expect(legal.some((d) => d._tag === "InducementUsed" && d.inducement === "thunderbolt" && d.player === "a4")).toBe(false)
    expect(legal.some((d) => d._tag === "InducementUsed" && d.inducement === "zap")).toBe(false)
  })
})

describe("Wicked Witch: Zap! and Plague of Warts [inducement:wizard/wicked-witch]", () => {
  it("Zap! works as the Hireling's: a1 (ST 3) on a 3 is a frog", () => {
    const { match, state } = turn({ head: deathZone(WITCH, ["Old World Classic"]) })
    const played = playOk(match, state, zap("a1").d6(3, "spell", "a1").list)
    expect(characteristic(match, played.state, index(played.state, "a1"), "st")).toBe(1)
  })

  it("Plague of Warts as Home's turn ends (Away's turn next) at a1 on a 3: MA, ST and AG 1 worse, Disturbing Presence and Foul Appearance, until the drive ends", () => {
    const base = turn({ head: deathZone(WITCH, ["Old World Classic"]), ballCarrier: "a3" })
    // a3 holds the ball one step from Home's end zone (x = 0), to end the drive.
    const state = { ...base.state, players: base.state.players.map((p) => (p.id === "a3" ? { ...p, at: [1, 7] as const } : p)), ball: { at: [1, 7] as const, carrier: "a3", inPlay: true } }
    const { match } = base
    const a1 = index(state, "a1")
    const before = (["ma", "st", "ag"] as const).map((c) => characteristic(match, state, a1, c))
    const played = playOk(match, state, cast("plague-of-warts", { player: "a1" }).d6(3, "spell", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Plague of Warts")).toMatchObject({ player: "a1", target: 3, success: true })
    expect((["ma", "st", "ag"] as const).map((c) => characteristic(match, played.state, a1, c))).toEqual([before[0]! - 1, before[1]! - 1, before[2]! + 1])
    for (const skill of ["Disturbing Presence", "Foul Appearance"]) expect(hasSkill(match, played.state, a1, skill)).toBe(true)
    // Block is kept: a1 is not a frog.
    expect(hasSkill(match, played.state, a1, "Block")).toBe(true)
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
    const scored = playOk(match, state, cast("plague-of-warts", { player: "a1" }).d6(3, "spell", "a1").add({ _tag: "ActionDeclared", player: "a3", action: "move" }).add({ _tag: "PlayerMoved", player: "a3", to: [0, 7] }).list)
    expect(scored.outcomes).toContainEqual(expect.objectContaining({ _tag: "Touchdown", player: "a3" }))
    expect((["ma", "st", "ag"] as const).map((c) => characteristic(match, scored.state, a1, c))).toEqual(before)
    expect(hasSkill(match, scored.state, a1, "Foul Appearance")).toBe(false)
  })

  it("does not apply: a 2 leaves a1 as it was; and Away's witch may not cast it as Home's turn ends (it is not the start of Home's turn)", () => {
    const { match, state } = turn({ head: deathZone(WITCH, ["Old World Classic"]) })
    const a1 = index(state, "a1")
    const missed = playOk(match, state, cast("plague-of-warts", { player: "a1" }).d6(2, "spell", "a1").list)
    expect(missed.rulings.find((r) => r.rule === "Plague of Warts")).toMatchObject({ success: false })
    expect(characteristic(match, missed.state, a1, "st")).toBe(characteristic(match, state, a1, "st"))
    expect(hasSkill(match, missed.state, a1, "Foul Appearance")).toBe(false)
    expect(missed.state.kickOffEffects).toContain(castMark("wizard", 0))
    const head = withWizards([], WITCH)
    const away = turn({ head: { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, specialRules: ["Old World Classic"] }] } })
    const late = ended().add({ _tag: "InducementUsed", team: "away", inducement: "plague-of-warts", player: "h1" })
    expect(play(away.match, away.state, late.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Plague of Warts" })
    // Nor at one of Home's own players.
    expect(play(match, state, cast("plague-of-warts", { player: "h1" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Plague of Warts" })
  })
})

describe("Druchii Sports Sorceress: Thunderbolt and One Thousand Cuts [inducement:wizard/druchii-sports-sorceress]", () => {
  it("One Thousand Cuts at the Ogre a5 on a 4: MA, ST and AG 1 worse until the end of the drive, no skills gained", () => {
    const { match, state } = turn({ head: deathZone(SORCERESS, ["Elven Kingdoms League"]) })
    const a5 = index(state, "a5")
    const played = playOk(match, state, cast("one-thousand-cuts", { player: "a5" }).d6(4, "spell", "a5").list)
    expect(played.rulings.find((r) => r.rule === "One Thousand Cuts")).toMatchObject({ target: 3, success: true })
    expect(characteristic(match, played.state, a5, "st")).toBe(4)
    expect(characteristic(match, played.state, a5, "ma")).toBe(characteristic(match, state, a5, "ma") - 1)
    expect(characteristic(match, played.state, a5, "ag")).toBe(characteristic(match, state, a5, "ag") + 1)
    expect(played.state.players[a5]!.gained).toEqual([expect.objectContaining({ source: "One Thousand Cuts", until: "drive", skills: [] })])
  })

  it("One Thousand Cuts on a 2 misses; Thunderbolt at a1 on a 3 knocks down as the Warlock's", () => {
    const { match, state } = turn({ head: deathZone(SORCERESS, ["Favoured of Slaanesh"]) })
    const missed = playOk(match, state, cast("one-thousand-cuts", { player: "a5" }).d6(2, "spell", "a5").list)
    expect(characteristic(match, missed.state, index(state, "a5"), "st")).toBe(5)
    const bolt = playOk(match, state, cast("thunderbolt", { player: "a1" }).d6(3, "spell", "a1").twoD6(1, 1, "armour", "a1").list)
    expect(where(bolt.state, "a1").posture).toBe("prone")
  })

  it("needs the Elven Kingdoms League or a Favoured of… rule: a Badlands Brawl team may not induce her", () => {
    const match = buildMatch(deathZone(SORCERESS, ["Badlands Brawl"]), bloodBowl)
    expect(play(match, initialState(match), new Events().roll("2d6", [3, 4], "weather").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
  })
})

describe("Horatio X. Schottenheim: \"Take This! Oooops…\" [inducement:wizard/horatio-x-schottenheim]", () => {
  const HORATIO = [{ id: "wizard", count: 1, name: "Horatio X. Schottenheim" }]

  it("aimed at (13, 5), the D8 7 (down) and D3 2 move it to (13, 7): h1, a1 and a2 roll as for a Fireball, 4+ Knocked Down with +1", () => {
    const { match, state } = turn({ head: withWizards(HORATIO) })
    const aimed = playOk(match, state, cast("take-this-ooops", { at: [13, 5] }).list)
    expect(expecting(match, aimed.state)).toMatchObject({ kind: "roll", die: "d8", for: "spell", player: null })
    const played = playOk(
      match,
      state,
      cast("take-this-ooops", { at: [13, 5] }).roll("d8", [7], "spell").roll("d3", [2], "spell").d6(3, "spell", "h1").d6(4, "spell", "a1").twoD6(4, 4, "armour", "a1").twoD6(1, 1, "injury", "a1").d6(1, "spell", "a2").list
    )
    expect(played.rulings.filter((r) => r.rule === "Fireball").map((r) => [r.player, r.success])).toEqual([["h1", false], ["a1", true], ["a2", false]])
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers).toContainEqual({ value: 1, source: "Fireball" })
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(played.state.kickOffEffects).toContain(castMark("wizard", 0))
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
  })

  it("does not apply where it lands: aimed at a1's (13, 7), D8 2 (up) and D3 3 take it to (13, 4), where nobody stands — no roll, the spell spent", () => {
    const { match, state } = turn({ head: withWizards(HORATIO) })
    const played = playOk(match, state, cast("take-this-ooops", { at: [13, 7] }).roll("d8", [2], "spell").roll("d3", [3], "spell").list)
    expect(played.rulings.some((r) => r.rule === "Fireball")).toBe(false)
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(played.state.kickOffEffects).toContain(castMark("wizard", 0))
    expect(expecting(match, played.state)).toMatchObject(AWAY_TURN)
    // Horatio has no other spell; the legal decisions offer his at any square of the pitch.
    expect(play(match, state, fireball([13, 7]).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Wizard" })
    const offered = legalDecisions(match, playOk(match, state, ended().list).state).filter((d) => d._tag === "InducementUsed")
    expect(offered).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "take-this-ooops", at: [13, 7] })
    expect(offered).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "take-this-ooops", at: [0, 0] })
    expect(offered.some((d) => (d as { inducement: string }).inducement === "fireball")).toBe(false)
  })
})

describe("Night Goblin Shaman: Foot of Gork (or Mork) and Spore Cloud [inducement:wizard/night-goblin-shaman]", () => {
  const SHAMAN = [{ id: "wizard", count: 1, name: "Night Goblin Shaman" }]
  const shaman = () => turn({ head: deathZone(SHAMAN, ["Badlands Brawl"]) })

  it("Foot of Gork at a1 on a 4 stomps: Knocked Down, the +1 breaks armour 4 + 4; a 2 swings over a1's head", () => {
    const { match, state } = shaman()
    const stomped = playOk(match, state, cast("foot-of-gork", { player: "a1" }).d6(4, "spell", "a1").twoD6(4, 4, "armour", "a1").twoD6(1, 1, "injury", "a1").list)
    expect(stomped.rulings.find((r) => r.rule === "Foot of Gork")).toMatchObject({ target: 3, success: true })
    expect(stomped.rulings.find((r) => r.rule === "Armour")).toMatchObject({ success: true, modifiers: [{ value: 1, source: "Foot of Gork" }] })
    expect(where(stomped.state, "a1").posture).toBe("stunned")
    expect(expecting(match, stomped.state)).toMatchObject(AWAY_TURN)
    const missed = playOk(match, state, cast("foot-of-gork", { player: "a1" }).d6(2, "spell", "a1").list)
    expect(where(missed.state, "a1").posture).toBe("standing")
  })

  it("a 6 kicks a1 into a terrible throw: D8 5, D6 2 from a1's square to (15, 7), landing at −2 (more in special-plays-sp-heroics.test.ts)", () => {
    const { match, state } = shaman()
    const kicked = playOk(match, state, cast("foot-of-gork", { player: "a1" }).d6(6, "spell", "a1").roll("d8", [5], "scatter").d6(2, "scatter").d6(6, "landing", "a1").list)
    expect(where(kicked.state, "a1")).toMatchObject({ at: [15, 7], posture: "standing" })
    expect(kicked.rulings.find((r) => r.rule === "Right Stuff landing")!.modifiers).toEqual([{ value: -2, source: "terrible throw" }])
    expect(expecting(match, kicked.state)).toMatchObject(AWAY_TURN)
  })

  it("Spore Cloud as Home's turn ends at a1 on a 2: Loner (5+) and Really Stupid until the end of the drive, characteristics untouched", () => {
    const { match, state } = shaman()
    const a1 = index(state, "a1")
    const played = playOk(match, state, cast("spore-cloud", { player: "a1" }).d6(2, "spell", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Spore Cloud")).toMatchObject({ target: 2, success: true })
    expect(hasSkill(match, played.state, a1, "Really Stupid")).toBe(true)
    expect(hasSkill(match, played.state, a1, "Loner")).toBe(true)
    expect(played.state.players[a1]!.gained).toEqual([expect.objectContaining({ source: "Spore Cloud", until: "drive", skills: ["Loner (5+)", "Really Stupid"] })])
    expect(characteristic(match, played.state, a1, "st")).toBe(characteristic(match, state, a1, "st"))
  })

  it("does not apply: a 1 fizzles; the Prone a4 is no target; and it is not cast after the opposition's turn", () => {
    const { match, state } = shaman()
    const fizzled = playOk(match, state, cast("spore-cloud", { player: "a1" }).d6(1, "spell", "a1").list)
    expect(hasSkill(match, fizzled.state, index(state, "a1"), "Really Stupid")).toBe(false)
    expect(play(match, state, cast("spore-cloud", { player: "a4" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Spore Cloud" })
    expect(play(match, state, cast("foot-of-gork", { player: "a4" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Foot of Gork" })
    const head = withWizards([], SHAMAN)
    const away = turn({ head: { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, specialRules: ["Underworld Challenge"] }] } })
    const late = ended().add({ _tag: "InducementUsed", team: "away", inducement: "spore-cloud", player: "h1" })
    expect(play(away.match, away.state, late.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Spore Cloud" })
  })
})
