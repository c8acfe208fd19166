import { describe, expect, it } from "vitest"
import type { MatchStarted, Player } from "@sidelines/schema"
import { buildMatch, expecting, initialState, legalDecisions } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { sevens } from "../src/variants/sevens/index.js"
import { Events, play, player, playOk } from "./support/scenario.js"
import { sevensHeader, sevensPosition, sevensSetUp } from "./support/sevens.js"

const linemen = (prefix: string, n: number, from = 1): Array<Player> =>
  Array.from({ length: n }, (_, i) => player(`${prefix}${from + i}`))
const blitzers = (prefix: string, n: number, from: number): Array<Player> =>
  Array.from({ length: n }, (_, i) => player(`${prefix}${from + i}`, { position: "Blitzer", skills: ["Block"] }))

/** The first event of every log goes to the pre-game sequence, which checks the teams first. */
const start = (head: MatchStarted, variant = sevens) => {
  const match = buildMatch(head, variant)
  return play(match, initialState(match), new Events().add({ _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "weather" } as never).list)
}

const withHome = (players: ReadonlyArray<Player>, fields: Partial<MatchStarted["teams"][number]> = {}): MatchStarted => {
  const head = sevensHeader({ home: players })
  return { ...head, teams: [{ ...head.teams[0]!, ...fields }, head.teams[1]!] }
}

describe("Sevens draft limits, checked on the header's teams", () => {
  it("seven to eleven players, four of them Blitzers: kept", () => {
    expect(start(withHome([...linemen("h", 3), ...blitzers("h", 4, 4)])).violation).toBeNull()
    expect(start(withHome([...linemen("h", 7), ...blitzers("h", 4, 8)])).violation).toBeNull()
  })

  it("a twelfth permanent player breaks them", () => {
    const played = start(withHome([...linemen("h", 8), ...blitzers("h", 4, 9)]))
    expect(played.violation).toMatchObject({ seq: 1, rule: "draft" })
    expect(played.violation!.message).toMatch(/Home have 12 permanent players; at most 11 may be/)
  })

  it("six players are too few, unless a journeyman makes the seventh", () => {
    expect(start(withHome(linemen("h", 6))).violation!.message).toMatch(/Home bring 6 players \(journeymen included\); at least 7 must be/)
    expect(start(withHome([...linemen("h", 6), player("h7", { hired: "journeyman", traits: ["Loner (5+)"] })])).violation).toBeNull()
  })

  it("a Sevens journeyman has Loner (5+) instead of Loner (4+): a journeyman printed with Loner (4+), or with no Loner, breaks the header", () => {
    const four = start(withHome([...linemen("h", 6), player("h7", { hired: "journeyman", traits: ["Loner (4+)"] })]))
    expect(four.violation).toMatchObject({ seq: 1, rule: "draft" })
    expect(four.violation!.message).toMatch(/Home's journeyman h7 has Loner \(4\+\); a journeyman here has Loner \(5\+\)/)
    expect(start(withHome([...linemen("h", 6), player("h7", { hired: "journeyman" })])).violation!.message).toMatch(/journeyman h7 has no Loner; a journeyman here has Loner \(5\+\)/)
  })

  it("not applying: a permanent player's Loner is not checked, and Blood Bowl keeps its journeymen's Loner (4+)", () => {
    expect(start(withHome([...linemen("h", 6), player("h7", { traits: ["Loner (4+)"] })])).violation).toBeNull()
    expect(start(withHome([...linemen("h", 10), player("h11", { hired: "journeyman", traits: ["Loner (4+)"] })]), bloodBowl).violation).toBeNull()
  })

  it("a Sevens journeyman's Loner (5+) is what the fold reads: h7 fails a dodge, the team re-roll needs a 5 and a 4 wastes it", () => {
    const { match, state } = sevensPosition(sevensHeader({ home: [...linemen("h", 6), player("h7", { hired: "journeyman", traits: ["Loner (5+)"] })] }), { team: 0, at: { h7: [5, 5], a1: [6, 5] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h7", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h7", to: [4, 4] })
      .d6(1, "dodge", "h7")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
      .d6(4, "loner", "h7")
      .twoD6(1, 1, "armour", "h7")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Loner")).toMatchObject({ target: 5, success: false })
    expect(played.state.players.find((p) => p.id === "h7")!.posture).toBe("prone")
  })

  it("five players who are not Linemen break them: at most four", () => {
    const played = start(withHome([...linemen("h", 3), ...blitzers("h", 5, 4)]))
    expect(played.violation!.message).toMatch(/Home have 5 players who are not Linemen; at most 4 may be/)
  })

  it("a roster whose Linemen have another name (Dwarf Blockers): the largest group stands for them", () => {
    const blockers = Array.from({ length: 5 }, (_, i) => player(`h${i + 1}`, { position: "Blocker" }))
    const ok = [...blockers, player("h6", { position: "Runner" }), player("h7", { position: "Troll Slayer" })]
    expect(start(withHome(ok)).violation).toBeNull()
    const tooMany = [...blockers.slice(0, 3), ...["Runner", "Runner", "Blitzer", "Blitzer", "Troll Slayer"].map((position, i) => player(`h${i + 4}`, { position }))]
    expect(start(withHome(tooMany)).violation!.message).toMatch(/5 players who are not Linemen/)
  })

  it("at most six team re-rolls, three assistant coaches and six cheerleaders", () => {
    const seven = linemen("h", 7)
    expect(start(withHome(seven, { rerolls: 7 })).violation!.message).toMatch(/7 team re-rolls; at most 6/)
    expect(start(withHome(seven, { staff: { apothecary: true, assistantCoaches: 4, cheerleaders: 0 } })).violation!.message).toMatch(/4 assistant coaches; at most 3/)
    expect(start(withHome(seven, { staff: { apothecary: true, assistantCoaches: 0, cheerleaders: 7 } })).violation!.message).toMatch(/7 cheerleaders; at most 6/)
    expect(start(withHome(seven, { rerolls: 6, staff: { apothecary: true, assistantCoaches: 3, cheerleaders: 6 } })).violation).toBeNull()
  })

  it("a team value over the 600,000 budget breaks them", () => {
    expect(start(withHome(linemen("h", 7), { teamValue: 650_000 })).violation!.message).toMatch(/team value is 650000; the draft budget is 600000/)
    expect(start(withHome(linemen("h", 7), { teamValue: 600_000 })).violation).toBeNull()
  })

  it("only inducements on the Sevens list, up to their limits: three Bribes, not four; no Wizard", () => {
    const seven = linemen("h", 7)
    expect(start(withHome(seven, { inducements: [{ id: "bribe", count: 3 }, { id: "wandering-apothecary", count: 2 }] })).violation).toBeNull()
    expect(start(withHome(seven, { inducements: [{ id: "bribe", count: 4 }] })).violation!.message).toMatch(/induce 4 × "bribe"; at most 3 may be/)
    expect(start(withHome(seven, { inducements: [{ id: "wizard", count: 1 }] })).violation!.message).toMatch(/induce "wizard", which is not on the inducement list/)
  })

  it("an inducement on the list whose effect is not folded yet (Special Play) is reported as unsupported", () => {
    const played = start(withHome(linemen("h", 7), { inducements: [{ id: "special-play", count: 2 }] }))
    expect(played.violation).toMatchObject({ _tag: "Unsupported", feature: "inducement: special-play" })
  })

  it("Blood Bowl checks none of these: twelve players fold as before", () => {
    const head = { ...withHome([...linemen("h", 8), ...blitzers("h", 4, 9)]), variant: "blood-bowl" as const }
    expect(start(head, bloodBowl).violation).toBeNull()
  })
})

describe("Sevens conceding: a team with three players or fewer may concede before setting up", () => {
  it("Home, with three players left to field, concede as they are to set up: the match ends", () => {
    const head = sevensHeader({ home: linemen("h", 3) })
    const { match, state } = sevensSetUp(head, 0)
    expect(expecting(match, state)).toMatchObject({ kind: "decision", events: ["PlayerPlaced", "SetupEnded", "MatchConceded"] })
    // A coach (or the simulator) is offered the concession among the legal decisions.
    expect(legalDecisions(match, state)).toContainEqual({ _tag: "MatchConceded", team: "home" })
    const played = playOk(match, state, new Events().add({ _tag: "MatchConceded", team: "home" }).list)
    expect(played.state.phase).toBe("full-time")
    // Conceding is losing: Away win.
    expect(played.outcomes).toContainEqual({ _tag: "MatchEnded", score: [0, 0], winners: [1], conceded: 0 })
    expect(expecting(match, played.state)).toMatchObject({ kind: "nothing" })
  })

  it("with four players to field they may not: they set up and play on", () => {
    const head = sevensHeader({ home: linemen("h", 4) })
    const { match, state } = sevensSetUp(head, 0)
    expect(legalDecisions(match, state)).not.toContainEqual({ _tag: "MatchConceded", team: "home" })
    const played = play(match, state, new Events().add({ _tag: "MatchConceded", team: "home" }).list)
    expect(played.violation).toMatchObject({ rule: "concession" })
    expect(played.violation!.message).toMatch(/have 4 players to field; a team may concede before setting up only with 3 or fewer/)
  })

  it("playing on with three, all three stand on the line of scrimmage", () => {
    const head = sevensHeader({ home: linemen("h", 3) })
    const { match, state } = sevensSetUp(head, 0)
    const set = (third: readonly [number, number]) =>
      new Events()
        .add({ _tag: "PlayerPlaced", player: "h1", at: [6, 4] })
        .add({ _tag: "PlayerPlaced", player: "h2", at: [6, 5] })
        .add({ _tag: "PlayerPlaced", player: "h3", at: third })
        .add({ _tag: "SetupEnded", team: "home" })
    expect(play(match, state, set([3, 5]).list).violation!.message).toMatch(/2 on the line of scrimmage; at least 3 must be/)
    playOk(match, state, set([6, 6]).list)
  })

  it("only the team about to set up may concede", () => {
    const head = sevensHeader({ home: linemen("h", 3), away: linemen("a", 3) })
    const { match, state } = sevensSetUp(head, 0)
    expect(play(match, state, new Events().add({ _tag: "MatchConceded", team: "away" }).list).violation).toMatchObject({ rule: "concession" })
  })
})
