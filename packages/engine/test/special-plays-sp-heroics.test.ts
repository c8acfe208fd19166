import type { MatchStarted } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { expecting, type MatchState } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Special Plays cards folded on the sp-heroics branch (rules/special-plays/): Rune of Unwilling
// Flight (with the catapult's terrible throw, rules/throw-team-mate.ts), Punt, Spot the Sneak,
// Suicide Blitz; and the Night Goblin Shaman's Foot of Gork on a 6 (rules/wizard.ts).

const base: MatchStarted = header(
  [player("h1"), player("h2"), player("h3"), player("h4")],
  [player("a1"), player("a2"), player("a3", { st: 5 }), player("a4")]
)

/** A position with the teams holding the given cards. */
const holding = (state: MatchState, hands: ReadonlyArray<ReadonlyArray<string>>): MatchState => ({
  ...state,
  teams: state.teams.map((team, i) => ({ ...team, specialPlays: hands[i] }))
})

const playCard = (events: Events, id: string, team = "home", playerId?: string) =>
  events.add({ _tag: "SpecialPlayPlayed", team, card: id, ...(playerId === undefined ? {} : { player: playerId }) } as never)
const homeEnds = () => new Events().add({ _tag: "TurnEnded", team: "home" })
const turnovers = (outcomes: ReadonlyArray<{ _tag: string }>) => outcomes.filter((o) => o._tag === "Turnover")

describe("Rune of Unwilling Flight: as the team's turn ends, a Standing opponent with ST 4 or less is catapulted as a terrible throw [row:blood-bowl/special-plays/rune-of-unwilling-flight]", () => {
  // Home's turn: h1 on [10, 7]; a1 (ST 3) on [12, 7]; a3 (ST 5) on [14, 7]; a2 far away.
  const rune = (hands: ReadonlyArray<ReadonlyArray<string>> = [["rune-of-unwilling-flight"], []], extra: { prone?: ReadonlyArray<string> } = {}) => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [12, 7], a3: [14, 7], a2: [20, 3] }, ...extra })
    return { match, state: holding(state, hands) }
  }

  it("played on a1: D8 5 and D6 3 carry a1 from [12, 7] to [15, 7]; the landing needs AG 3 at −2 (terrible throw), the 5 lands them on their feet; Away's turn follows", () => {
    const { match, state } = rune()
    const events = playCard(homeEnds(), "rune-of-unwilling-flight", "home", "a1").roll("d8", [5], "scatter").d6(3, "scatter").d6(5, "landing", "a1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: [15, 7], posture: "standing" })
    expect(played.rulings.find((r) => r.rule === "Deviation direction")!.result).toMatch(/Rune of Unwilling Flight: a terrible throw, a1 \(#1\) deviates from their own square/)
    const landing = played.rulings.find((r) => r.rule === "Right Stuff landing")!
    expect(landing).toMatchObject({ player: "a1", target: 3, success: true })
    expect(landing.modifiers).toEqual([{ value: -2, source: "terrible throw" }])
    expect(played.state.teams[0]!.specialPlays).toEqual([])
    expect(played.state.activeTeam).toBe(1)
  })

  it("a1 deviates 2 squares back onto h1: h1 is Knocked Down, a1 scatters on (D8 3) and falls with no landing roll; no turnover for anyone", () => {
    const { match, state } = rune()
    const events = playCard(homeEnds(), "rune-of-unwilling-flight", "home", "a1").roll("d8", [4], "scatter").d6(2, "scatter")
      .twoD6(2, 3, "armour", "h1").roll("d8", [3], "scatter").twoD6(1, 2, "armour", "a1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").posture).toBe("prone")
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 6], posture: "prone" })
    expect(played.rulings.some((r) => r.rule === "Right Stuff landing")).toBe(false)
    expect(turnovers(played.outcomes)).toEqual([])
    expect(played.state.activeTeam).toBe(1)
  })

  it("deviating off the pitch, the crowd hurts the catapulted player (injury roll, no armour)", () => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [12, 1], a2: [20, 3] } })
    const events = playCard(homeEnds(), "rune-of-unwilling-flight", "home", "a1").roll("d8", [2], "scatter").d6(4, "scatter").twoD6(3, 4, "injury", "a1")
    const played = playOk(match, holding(state, [["rune-of-unwilling-flight"], []]), events.list)
    expect(where(played.state, "a1").at).toBeNull()
    expect(played.rulings.find((r) => r.rule === "Deviation distance")!.result).toMatch(/off the pitch/)
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
    expect(played.rulings.filter((r) => r.rule.startsWith("Injury")).map((r) => r.player)).toEqual(["a1"])
  })

  it("not applying: a3 has ST 5, h1 is Home's own, a Prone a1 is not Standing; and it is refused at the start of Home's turn", () => {
    const { match, state } = rune()
    expect(play(match, state, playCard(homeEnds(), "rune-of-unwilling-flight", "home", "a3").list).violation).toMatchObject({ rule: "Rune of Unwilling Flight" })
    expect(play(match, state, playCard(homeEnds(), "rune-of-unwilling-flight", "home", "h1").list).violation).toMatchObject({ rule: "Rune of Unwilling Flight" })
    const prone = rune(undefined, { prone: ["a1"] })
    expect(play(prone.match, prone.state, playCard(homeEnds(), "rune-of-unwilling-flight", "home", "a1").list).violation).toMatchObject({ rule: "Rune of Unwilling Flight" })
    const { match: m, state: s } = positionOf(base, { team: 1, at: { h1: [10, 7], a1: [12, 7], a2: [20, 3] } })
    const early = play(m, holding(s, [["rune-of-unwilling-flight"], []]), playCard(new Events().add({ _tag: "TurnEnded", team: "away" }), "rune-of-unwilling-flight", "home", "a1").list)
    expect(early.violation!.message).toMatch(/Rune of Unwilling Flight is played at the end of one of the team's own turns; not now/)
  })
})

describe("Night Goblin Shaman: Foot of Gork's 6 kicks the player into a terrible throw [inducement:wizard]", () => {
  // Home (Badlands Brawl) brought a Night Goblin Shaman; Home end their turn 2. a1 on [13, 7], its
  // team-mate a5 (an Ogre, ST 5) on [16, 7]; h1 on [12, 7].
  const head = (): MatchStarted => {
    const h = header([player("h1"), player("h2")], [player("a1"), player("a2"), player("a5", { position: "Ogre", st: 5, av: 10 })])
    return { ...h, teams: [{ ...h.teams[0]!, inducements: [{ id: "wizard", count: 1, name: "Night Goblin Shaman" }], specialRules: ["Badlands Brawl"] }, h.teams[1]!] }
  }
  const shaman = () => positionOf(head(), { team: 0, turn: 2, at: { h1: [12, 7], h2: [3, 3], a1: [13, 7], a2: [20, 3], a5: [16, 7] } })
  const gork = (target: string) => homeEnds().add({ _tag: "InducementUsed", team: "home", inducement: "foot-of-gork", player: target } as never).d6(6, "spell", target)

  it("a1 kicked (6): D8 5, D6 3 onto a5 on [16, 7] — a5 Knocked Down, a1 scatters on (D8 7) to [16, 8] and falls; between the turns nobody suffers a turnover", () => {
    const { match, state } = shaman()
    const events = gork("a1").roll("d8", [5], "scatter").d6(3, "scatter").twoD6(2, 2, "armour", "a5").roll("d8", [7], "scatter").twoD6(2, 3, "armour", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Foot of Gork")).toMatchObject({ total: 6, success: true })
    expect(played.rulings.find((r) => r.rule === "Foot of Gork")!.result).toMatch(/kicked by the Foot of Gork: catapulted as a terrible throw/)
    expect(where(played.state, "a5").posture).toBe("prone")
    expect(where(played.state, "a1")).toMatchObject({ at: [16, 8], posture: "prone" })
    expect(turnovers(played.outcomes)).toEqual([])
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] })
  })

  it("the Ogre a5 (ST 5) is kicked all the same, as if ST 3 or less: D8 2, D6 2 to [16, 5], the landing 4 at −2 fails and a5 falls", () => {
    const { match, state } = shaman()
    const events = gork("a5").roll("d8", [2], "scatter").d6(2, "scatter").d6(4, "landing", "a5").twoD6(1, 1, "armour", "a5")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Right Stuff landing")).toMatchObject({ player: "a5", success: false, modifiers: [{ value: -2, source: "terrible throw" }] })
    expect(where(played.state, "a5")).toMatchObject({ at: [16, 5], posture: "prone" })
  })

  it("not applying: a 5 only stomps — a1 is Knocked Down where they stand, with no deviation", () => {
    const { match, state } = shaman()
    const events = homeEnds().add({ _tag: "InducementUsed", team: "home", inducement: "foot-of-gork", player: "a1" } as never).d6(5, "spell", "a1").twoD6(1, 2, "armour", "a1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: [13, 7], posture: "prone" })
    expect(played.rulings.some((r) => r.rule === "Deviation direction")).toBe(false)
  })
})
