import { describe, expect, it } from "vitest"
import { expecting, type Match, type MatchState } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"
import { sevensHeader, sevensPosition } from "./support/sevens.js"

// Secret Weapon at the end of each drive: a position in the last team turn of the first half,
// the turn ends, the drive ends at half-time, and each Secret Weapon player who took part in it is
// dealt with by the variant's rule. The kick marks who took part (`secret-weapon:<id>`).
const bomber = (id: string) => player(id, { position: "Bombardier", traits: ["Secret Weapon"] })

/** The last team turn of the half (Away's, every team turn played), h1 marked as taking part in the drive. */
const lastTurn = (position: { match: Match; state: MatchState }, turns: number, marked: ReadonlyArray<string> = ["h1"], bribes = 0) => ({
  match: position.match,
  state: {
    ...position.state,
    kickOffEffects: marked.map((id) => `secret-weapon:${id}`),
    teams: position.state.teams.map((team, i) => ({ ...team, turn: turns, bribes: i === 0 ? bribes : 0 }))
  }
})

const endTurn = () => new Events().add({ _tag: "TurnEnded", team: "away" })

/** Home's coach lets the call stand: no argument for the player sent off. */
const noArgument = (events: Events) => events.add({ _tag: "ChoiceDeclined", team: "home", choice: "argue-the-call" })

describe("Secret Weapon in Blood Bowl: sent off at the end of each drive it took part in [trait:secret-weapon]", () => {
  const head = header([bomber("h1"), player("h2"), bomber("h3")], [player("a1")])
  const at = { h1: [10, 7], h2: [10, 9], a1: [15, 7] } as const

  it("the drive ends at half-time: h1 is sent off, h2 (no Secret Weapon) goes to the reserves; with no bribe the coach may only argue the call", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8)
    expect(expecting(match, playOk(match, state, endTurn().list).state)).toMatchObject({ kind: "decision", team: 0, events: ["CallArgued", "ChoiceDeclined"] })
    const played = playOk(match, state, noArgument(endTurn()).list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(where(played.state, "h2").box).toBe("reserves")
    // The second half's set-up follows.
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "SetUp" })
  })

  it("h3, in the reserves all drive (not marked), stays", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8)
    expect(where(playOk(match, state, endTurn().list).state, "h3").box).toBe("reserves")
  })

  it("Home have a bribe: they use it and roll 4, so h1 stays in the game", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8, ["h1"], 1)
    const ended = playOk(match, state, endTurn().list)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "decision", team: 0, events: ["CallArgued", "InducementUsed", "ChoiceDeclined"] })
    const events = endTurn().add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "h1" }).d6(4, "bribe")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").box).toBe("reserves")
    expect(played.state.teams[0]!.bribes).toBe(0)
  })

  it("a bribe rolling 1 is wasted, and with none left h1 is sent off", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8, ["h1"], 1)
    const events = noArgument(endTurn().add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(1, "bribe"))
    expect(where(playOk(match, state, events.list).state, "h1").box).toBe("sent-off")
  })

  it("Home keep their bribe (ChoiceDeclined): h1 is sent off", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8, ["h1"], 1)
    const played = playOk(match, state, endTurn().add({ _tag: "ChoiceDeclined", team: "home", choice: "bribe" }).list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.state.teams[0]!.bribes).toBe(1)
  })

  it("a KO'd h1 is sent off first and makes no KO recovery roll", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at: { h2: [10, 9], a1: [15, 7] } }), 8)
    const knockedOut = { ...state, players: state.players.map((p) => (p.id === "h1" ? { ...p, at: null, box: "ko" as const } : p)) }
    const played = playOk(match, knockedOut, noArgument(endTurn()).list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(play(match, knockedOut, noArgument(endTurn()).d6(6, "ko-recovery", "h1").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 3 })
  })

  it("Argue the Call: a 6 (Well, When You Put It Like That...) and h1 stays in the game", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8)
    const played = playOk(match, state, endTurn().add({ _tag: "CallArgued", team: "home" }).d6(6, "argue-the-call").list)
    expect(where(played.state, "h1").box).toBe("reserves")
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Argue the Call", row: "well-when-you-put-it-like-that" })
  })

  it("Argue the Call lost (a 2: I Don't Care!), then a bribe rolling 4 keeps h1; the call is not argued twice", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8, ["h1"], 1)
    const argued = endTurn().add({ _tag: "CallArgued", team: "home" }).d6(2, "argue-the-call")
    expect(expecting(match, playOk(match, state, argued.list).state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined"] })
    const played = playOk(match, state, argued.add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "h1" }).d6(4, "bribe").list)
    expect(where(played.state, "h1").box).toBe("reserves")
  })

  it("Argue the Call rolling 1 (You're Outta Here!): the head coach is ejected and h1 sent off, with no bribe offered", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8, ["h1"], 1)
    const played = playOk(match, state, endTurn().add({ _tag: "CallArgued", team: "home" }).d6(1, "argue-the-call").list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.state.teams[0]).toMatchObject({ coachEjected: true, bribes: 1 })
  })

  it("two sent off: the coach may bribe for the second (h3) before arguing for the first (h1)", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at: { ...at, h3: [10, 11] } }), 8, ["h1", "h3"], 1)
    const events = endTurn().add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "h3" }).d6(3, "bribe")
      .add({ _tag: "CallArgued", team: "home" }).d6(2, "argue-the-call")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h3").box).toBe("reserves")
    expect(where(played.state, "h1").box).toBe("sent-off")
  })

  it("the kick marks everyone on the pitch as taking part: h1 on the pitch, not h3 in the reserves", () => {
    const { match, state } = positionOf(head, { team: 1, at })
    const kick: MatchState = { ...state, phase: "set-up", activeTeam: null, kickingTeam: 0, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }] }
    const played = playOk(match, kick, new Events().add({ _tag: "KickAimed", player: "h1", at: [18, 7] }).list)
    expect(played.state.kickOffEffects).toEqual(["secret-weapon:h1"])
  })
})

describe("Secret Weapon in Sevens: as in Blood Bowl", () => {
  it("the drive ends at half-time and h1 is sent off", () => {
    const head = sevensHeader({ home: [bomber("h1"), player("h2")], away: [player("a1")] })
    const { match, state } = lastTurn(sevensPosition(head, { team: 1, at: { h1: [5, 5], a1: [14, 5] } }), 6)
    expect(where(playOk(match, state, noArgument(endTurn()).list).state, "h1").box).toBe("sent-off")
  })
})

describe("Secret Weapon in Gutter Bowl: the crowd decides (D6 4+ stays; 1–3 removed, then a D6 of 1 is a Casualty)", () => {
  const head = gutterHeader("street", { home: [bomber("h1"), player("h2")], away: [player("a1")] })
  const at = { h1: [10, 7], h2: [10, 9], a1: [15, 7] } as const

  it("the drive ends: a D6 for h1 is due; a 4 and h1 gets away with it", () => {
    const { match, state } = lastTurn(gutterPosition(head, { team: 1, at }), 6)
    const ended = playOk(match, state, endTurn().list)
    expect(expecting(match, ended.state)).toEqual({ kind: "roll", die: "d6", for: "secret-weapon", player: "h1" })
    expect(where(playOk(match, state, endTurn().d6(4, "secret-weapon", "h1").list).state, "h1").box).toBe("reserves")
  })

  it("a 3: the crowd removes h1 from the game; the second D6 is a 2, nothing worse", () => {
    const { match, state } = lastTurn(gutterPosition(head, { team: 1, at }), 6)
    const played = playOk(match, state, endTurn().d6(3, "secret-weapon", "h1").d6(2, "secret-weapon", "h1").list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "SetUp" })
  })

  it("a 1, then a 1: removed and a Casualty; the casualty roll (D16 3) says Badly Hurt", () => {
    const { match, state } = lastTurn(gutterPosition(head, { team: 1, at }), 6)
    const events = endTurn().d6(1, "secret-weapon", "h1").d6(1, "secret-weapon", "h1").roll("d16", [3], "casualty", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").box).toBe("bh")
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "h1", result: "badly-hurt", cause: "secret-weapon", by: null })
  })

  it("no bribe can save h1, even for a team that has one", () => {
    const { match, state } = lastTurn(gutterPosition(head, { team: 1, at }), 6, ["h1"], 1)
    const events = endTurn().add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "h1" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", seq: 2 })
  })
})

describe("I'll be back! (Kreek 'the Verminator' Rustgouger)", () => {
  const kreek = player("kreek", { name: "Kreek Rustgouger", position: "Star Player", ma: 5, st: 7, ag: 4, av: 10, skills: ["Loner (4+)", "Mighty Blow (+1)", "No Hands", "Prehensile Tail", "I'll be back!"], traits: ["Ball & Chain", "Secret Weapon"], hired: "star-player" })
  const head = header([kreek, bomber("h1"), player("h2")], [player("a1")])
  const at = { kreek: [10, 5], h1: [10, 7], h2: [10, 9], a1: [15, 7] } as const

  it("his first sending-off of the game does not happen: he goes to the reserves, the Bombardier beside him is sent off [special:i-ll-be-back]", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8, ["kreek", "h1"])
    const played = playOk(match, state, noArgument(endTurn()).list)
    expect(where(played.state, "kreek").box).toBe("reserves")
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["kreek:I'll be back!"])
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text.includes("I'll be back!"))).toBe(true)
  })

  it("comes before a bribe: with one in hand the coach is not asked, and keeps it [special:i-ll-be-back]", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8, ["kreek"], 1)
    const played = playOk(match, state, endTurn().list)
    expect(where(played.state, "kreek").box).toBe("reserves")
    expect(played.state.teams[0]!.bribes).toBe(1)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "SetUp" })
  })

  it("once a game: the second time he is sent off like any Secret Weapon (a bribe is offered again) [special:i-ll-be-back]", () => {
    const { match, state } = lastTurn(positionOf(head, { team: 1, turn: 8, at }), 8, ["kreek"], 1)
    const spent = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["kreek:I'll be back!"] } : t)) }
    const ended = playOk(match, spent, endTurn().list)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "decision", team: 0, events: ["CallArgued", "InducementUsed", "ChoiceDeclined"] })
    const played = playOk(match, spent, endTurn().add({ _tag: "ChoiceDeclined", team: "home", choice: "bribe" }).list)
    expect(where(played.state, "kreek").box).toBe("sent-off")
  })
})
