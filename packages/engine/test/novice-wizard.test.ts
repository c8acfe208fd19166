import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { characteristic, hasSkill, type MatchState } from "../src/index.js"
import { Events, play, playOk, player, where } from "./support/scenario.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"
import { wizardCast } from "../src/inducements/wizards/novice-wizard.js"
import { FROG_GAIN } from "../src/inducements/wizards/frog.js"

// Gutter Bowl's Novice Wizard, on the street. Home brought one. Around the line of scrimmage:
// h1 (12, 7) faces a1 (13, 7); a2 (13, 8) stands next to a1, h2 (11, 9) two squares from a1,
// a3 (20, 7) far away. Home end their team turn and may cast before Away's.
const base = gutterHeader("street")
const head = { ...base, teams: [{ ...base.teams[0]!, inducements: [{ id: "novice-wizard", count: 1 }] }, base.teams[1]!] }
const AT = { h1: [12, 7], h2: [11, 9], a1: [13, 7], a2: [13, 8], a3: [20, 7] } as const
const turn = (at: Readonly<Record<string, readonly [number, number]>> = AT) => gutterPosition(head, { team: 0, at: at as never })
const cast = (spell: string, target: string) =>
  new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "InducementUsed", team: "home", inducement: spell, player: target })

describe("Novice Wizard: Firebolt at the end of a friendly team turn, once per game [inducement:novice-wizard]", () => {
  it("Home end their turn: the wizard may cast before Away's turn", () => {
    const { match, state } = turn()
    const ended = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined"] })
  })

  it("Firebolt at a1 on a 3: a1 is knocked down, and the armour roll (with the cobbles' +1) follows", () => {
    const { match, state } = turn()
    const played = playOk(match, state, cast("firebolt", "a1").d6(3, "novice-wizard", "a1").twoD6(2, 3, "armour", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Firebolt")).toMatchObject({ target: 3, success: true })
    expect(where(played.state, "a1")).toMatchObject({ at: [13, 7], posture: "prone" })
    expect(played.state.kickOffEffects).toContain(wizardCast(0))
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers).toContainEqual(expect.objectContaining({ value: 1 }))
    // Away's team turn follows.
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] })
  })

  it("a 2 goes astray: with h1 stepped back to (11, 7), a2 next to a1 is the nearest player and is knocked down instead", () => {
    const { match, state } = turn({ ...AT, h1: [11, 7] })
    const played = playOk(match, state, cast("firebolt", "a1").d6(2, "novice-wizard", "a1").twoD6(2, 3, "armour", "a2").list)
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(where(played.state, "a2").posture).toBe("prone")
  })

  it("astray with h1 and a2 both next to a1: the one hit is drawn at random — here Home's own h1", () => {
    const { match, state } = turn()
    const astray = playOk(match, state, cast("firebolt", "a1").d6(1, "novice-wizard", "a1").list)
    expect(expecting(match, astray.state)).toMatchObject({ kind: "decision", events: ["PlayerDrawn"] })
    const played = playOk(match, state, cast("firebolt", "a1").d6(1, "novice-wizard", "a1").add({ _tag: "PlayerDrawn", player: "h1", for: "novice-wizard" }).twoD6(2, 3, "armour", "h1").list)
    expect(where(played.state, "h1").posture).toBe("prone")
    const far = play(match, state, cast("firebolt", "a1").d6(1, "novice-wizard", "a1").add({ _tag: "PlayerDrawn", player: "a3", for: "novice-wizard" }).list)
    expect(far.violation).toMatchObject({ _tag: "RuleViolation", rule: "Firebolt" })
  })
})

describe("what the Novice Wizard may not do", () => {
  it("cast again: once it has, Home's next turn end offers nothing", () => {
    const { match, state } = turn()
    const used = { ...state, kickOffEffects: [...state.kickOffEffects, wizardCast(0)] }
    expect(play(match, used, cast("firebolt", "a1").list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("aim at one of Home's own players", () => {
    const { match, state } = turn()
    expect(play(match, state, cast("firebolt", "h2").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Firebolt" })
  })

  it("not casting: Away's turn just begins and the spell is kept", () => {
    const { match, state } = turn()
    const played = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "ActionDeclared", player: "a3", action: "move" }).list)
    expect(played.state.activePlayer).toBe("a3")
    expect(played.state.kickOffEffects).not.toContain(wizardCast(0))
  })

  it("a team without a Novice Wizard is offered nothing", () => {
    const { match, state } = gutterPosition(base, { team: 0, at: AT as never })
    expect(play(match, state, cast("firebolt", "a1").list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

})

describe("the Novice Wizard among the legal decisions", () => {
  it("offers Firebolt and Transmutation at each Standing Away player, and no cast at Home's own", async () => {
    const { legalDecisions } = await import("@sidelines/engine")
    const { match, state } = turn()
    const ended = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    const legal = legalDecisions(match, ended.state)
    expect(legal).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "firebolt", player: "a1" })
    expect(legal).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "transmutation", player: "a1" })
    expect(legal.some((d) => d._tag === "InducementUsed" && d.player === "h2")).toBe(false)
    expect(legal).toContainEqual({ _tag: "ChoiceDeclined", team: "home", choice: "novice-wizard" })
    const declined = playOk(match, ended.state, new Events(2).add({ _tag: "ChoiceDeclined", team: "home", choice: "novice-wizard" }).list)
    expect(expecting(match, declined.state)).toMatchObject({ kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] })
  })
})

// Transmutation. a1 is printed with Block and Sure Hands, which it loses while a frog.
const frogHead = (inducements: ReadonlyArray<{ id: string; count: number }> = []) => {
  const plain = gutterHeader("street", { away: ["a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8"].map((id) => player(id, id === "a1" ? { skills: ["Block", "Sure Hands"] } : {})) })
  return { ...plain, teams: [{ ...plain.teams[0]!, inducements: [{ id: "novice-wizard", count: 1 }] }, { ...plain.teams[1]!, inducements }] }
}
const frogTurn = (at: Readonly<Record<string, readonly [number, number]>> = AT, fields: { ballCarrier?: string; inducements?: ReadonlyArray<{ id: string; count: number }> } = {}) =>
  gutterPosition(frogHead(fields.inducements), { team: 0, at: at as never, ...(fields.ballCarrier === undefined ? {} : { ballCarrier: fields.ballCarrier }) })
const index = (state: MatchState, id: string) => state.players.findIndex((p) => p.id === id)

describe("Novice Wizard: Transmutation turns the player hit into a frog [inducement:novice-wizard]", () => {
  it("Transmutation at a1 on a 3: a1 is a frog — MA 5, ST 1, AG 2+, no PA, AV 5+, only Dodge, Leap, No Hands, Stunty, Titchy, Very Long Legs", () => {
    const { match, state } = frogTurn()
    const before = index(state, "a1")
    expect(hasSkill(match, state, before, "Block")).toBe(true)
    const played = playOk(match, state, cast("transmutation", "a1").d6(3, "novice-wizard", "a1").list)
    const s = played.state
    const a1 = index(s, "a1")
    expect(played.rulings.find((r) => r.rule === "Transmutation")).toMatchObject({ target: 3, success: true })
    expect([characteristic(match, s, a1, "ma"), characteristic(match, s, a1, "st"), characteristic(match, s, a1, "ag"), characteristic(match, s, a1, "pa"), characteristic(match, s, a1, "av")]).toEqual([5, 1, 2, null, 5])
    for (const skill of ["Dodge", "Leap", "No Hands", "Stunty", "Titchy", "Very Long Legs"]) expect(hasSkill(match, s, a1, skill)).toBe(true)
    // Its own skills are gone while it is a frog.
    expect(hasSkill(match, s, a1, "Block")).toBe(false)
    expect(hasSkill(match, s, a1, "Sure Hands")).toBe(false)
    // Still standing where it was; a2 beside it is untouched; the spell is spent; Away's turn follows.
    expect(where(s, "a1")).toMatchObject({ at: [13, 7], posture: "standing" })
    expect(characteristic(match, s, index(s, "a2"), "st")).toBe(3)
    expect(s.kickOffEffects).toContain(wizardCast(0))
    expect(expecting(match, s)).toMatchObject({ kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] })
  })

  it("a1 held the ball: the frog drops it and it bounces (twice on the cobbles) — Sure Hands is gone, so nothing keeps it", () => {
    const { match, state } = frogTurn(AT, { ballCarrier: "a1" })
    const hit = playOk(match, state, cast("transmutation", "a1").d6(4, "novice-wizard", "a1").list)
    expect(hit.state.ball).toMatchObject({ at: [13, 7], carrier: null, inPlay: true })
    expect(expecting(match, hit.state)).toMatchObject({ kind: "roll", die: "d8", for: "bounce" })
    const played = playOk(match, state, cast("transmutation", "a1").d6(4, "novice-wizard", "a1").roll("d8", [2], "bounce").roll("d8", [2], "bounce").list)
    expect(played.state.ball).toMatchObject({ at: [13, 5], carrier: null, inPlay: true })
  })

  it("a 2 goes astray: with h1 stepped back to (11, 7), a2 next to a1 is the nearest player and becomes the frog instead", () => {
    const { match, state } = frogTurn({ ...AT, h1: [11, 7] })
    const played = playOk(match, state, cast("transmutation", "a1").d6(2, "novice-wizard", "a1").list)
    expect(characteristic(match, played.state, index(played.state, "a2"), "st")).toBe(1)
    expect(hasSkill(match, played.state, index(played.state, "a2"), "Stunty")).toBe(true)
    expect(hasSkill(match, played.state, index(played.state, "a1"), "Stunty")).toBe(false)
    expect(characteristic(match, played.state, index(played.state, "a1"), "st")).toBe(3)
  })

  it("a prone opposition player may be transmuted (Firebolt only aims at Standing ones)", () => {
    const { match, state } = gutterPosition(frogHead(), { team: 0, at: AT as never, prone: ["a1"] })
    expect(play(match, state, cast("firebolt", "a1").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Firebolt" })
    const played = playOk(match, state, cast("transmutation", "a1").d6(5, "novice-wizard", "a1").list)
    expect(hasSkill(match, played.state, index(played.state, "a1"), "No Hands")).toBe(true)
    expect(where(played.state, "a1").posture).toBe("prone")
  })

  it("not on Home's own player: Transmutation aims at an opposition player", () => {
    const { match, state } = frogTurn()
    expect(play(match, state, cast("transmutation", "h2").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Transmutation" })
  })
})

describe("a frog on the Stunty injury table, hurt, and turning back [inducement:novice-wizard]", () => {
  // The frog a1 lies prone on (13, 1); Home's h1 on (12, 1) fouls it. Away bought a Sawbones.
  const frogFouled = (frog: boolean) => {
    const { match, state } = gutterPosition(frogHead([{ id: "sawbones", count: 1 }]), { team: 0, at: { h1: [12, 1], a1: [13, 1] }, prone: ["a1"] })
    const players = state.players.map((p) => (p.id === "a1" && frog ? { ...p, gained: [FROG_GAIN] } : p))
    return { match, state: { ...state, players } as MatchState }
  }
  const foul = (a: number, b: number) =>
    new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(3, 3, "armour", "a1").twoD6(a, b, "injury", "a1")

  it("armour 3 + 3 breaks the frog's AV 5+ (not a Lineman's 9+); injury 5 + 4 on the Stunty table is Badly Hurt", () => {
    const frog = frogFouled(true)
    const played = playOk(frog.match, frog.state, foul(5, 4).list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 9, row: "badly-hurt" })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "bh" })
    const lineman = frogFouled(false)
    const held = playOk(lineman.match, lineman.state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(3, 3, "armour", "a1").list)
    expect(held.rulings.find((r) => r.rule === "Armour")).toMatchObject({ success: false })
  })

  it("a frog's Casualty (injury 6 + 4) counts as Badly Hurt: no casualty roll and no Sawbones; an ordinary a1 gets both", () => {
    const frog = frogFouled(true)
    const played = playOk(frog.match, frog.state, foul(6, 4).list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "bh" })
    expect(played.rulings.some((r) => r.rule === "Casualty")).toBe(false)
    expect(expecting(frog.match, played.state)).not.toMatchObject({ events: ["InducementUsed", "ChoiceDeclined"] })
    // Not a frog: the same foul (armour 9 for AV 9+) needs a casualty roll, then the Sawbones is offered.
    const plain = frogFouled(false)
    const hurt = playOk(plain.match, plain.state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(5, 4, "armour", "a1").twoD6(6, 4, "injury", "a1").list)
    expect(expecting(plain.match, hurt.state)).toMatchObject({ kind: "roll", die: "d16", for: "casualty" })
    const rolled = playOk(plain.match, plain.state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(5, 4, "armour", "a1").twoD6(6, 4, "injury", "a1").roll("d16", [12], "casualty", "a1").list)
    expect(expecting(plain.match, rolled.state)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
  })

  it("the spell wears off at the end of the next drive: the frog KO'd in this drive is still a frog through the next, then a1 again — and still KO'd", () => {
    const { match, state } = frogTurn()
    const hit = playOk(match, state, cast("transmutation", "a1").d6(3, "novice-wizard", "a1").list).state
    const a1 = index(hit, "a1")
    // a1 is knocked out as a frog, and the drive ends.
    const endDrive = (s: MatchState): MatchState => ({ ...s, stack: [{ _tag: "EndDrive", reason: "touchdown", nextKickingTeam: 0 }] }) as MatchState
    const knockedOut = { ...hit, players: hit.players.map((p, i) => (i === a1 ? { ...p, at: null, box: "ko" as const } : p)) }
    const first = playOk(match, endDrive(knockedOut), new Events().d6(1, "ko-recovery", "a1").list).state
    expect(where(first, "a1").box).toBe("ko")
    expect(characteristic(match, first, a1, "st")).toBe(1)
    expect(hasSkill(match, first, a1, "Titchy")).toBe(true)
    // The next drive ends: the frog is a1 again, Block and all, and still in the KO box.
    const second = playOk(match, endDrive(first), new Events().d6(1, "ko-recovery", "a1").list).state
    expect(where(second, "a1").box).toBe("ko")
    expect(characteristic(match, second, a1, "st")).toBe(3)
    expect(characteristic(match, second, a1, "pa")).toBe(4)
    expect(hasSkill(match, second, a1, "Titchy")).toBe(false)
    expect(hasSkill(match, second, a1, "Block")).toBe(true)
    expect(where(second, "a1").gained).toBeUndefined()
  })
})
