import type { MatchStarted } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { expecting, hasSkill, legalDecisions, type MatchState } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"
import { kickOffHeader, kickOffPosition, kickOffRoll } from "./support/kick-off-support.js"
import { ROOTED } from "../src/core/turn.js"

// Special Plays cards folded on the sp-heroics branch (rules/special-plays/): Rune of Unwilling
// Flight (with the catapult's terrible throw, skills/throw-team-mate.ts), Punt, Spot the Sneak,
// Suicide Blitz; and the Night Goblin Shaman's Foot of Gork on a 6 (inducements/wizards/wizard.ts).

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

  it("on the ball carrier a1: the ball flies with them; the landing 2 at −2 fails, a1 falls and the ball bounces (D8 2) — no turnover at the end of Home's turn", () => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [12, 7], a2: [20, 3] }, ballCarrier: "a1" })
    const events = playCard(homeEnds(), "rune-of-unwilling-flight", "home", "a1").roll("d8", [5], "scatter").d6(2, "scatter")
      .d6(2, "landing", "a1").twoD6(1, 2, "armour", "a1").roll("d8", [2], "bounce")
    const played = playOk(match, holding(state, [["rune-of-unwilling-flight"], []]), events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: [14, 7], posture: "prone" })
    expect(played.state.ball).toMatchObject({ carrier: null, at: [14, 6], inPlay: true })
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

describe("Punt: as the team's turn ends with the ball in hand, the ball is placed anywhere, scatters three times and is caught or bounces [row:blood-bowl/special-plays/punt]", () => {
  // Home's turn: h1 holds the ball on [10, 7]; h2 on [14, 7]; a1 on [16, 8]; a2 far away.
  const punt = (carrier = "h1", hands: ReadonlyArray<ReadonlyArray<string>> = [["punt"], []]) => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], h2: [14, 7], a1: [16, 8], a2: [20, 3] }, ballCarrier: carrier })
    return { match, state: holding(state, hands) }
  }
  const kicked = (at: readonly [number, number]) => homeEnds().add({ _tag: "SpecialPlayPlayed", team: "home", card: "punt", at: [at[0], at[1]] } as never)

  it("placed on [13, 7], it scatters 5, 5, 8 — over h2's head to [15, 7], then down on a1 on [16, 8], who catches it (4, AG 3 at −1); Away's turn follows with a1 holding it", () => {
    const { match, state } = punt()
    const played = playOk(match, state, kicked([13, 7]).roll("d8", [5], "scatter").roll("d8", [5], "scatter").roll("d8", [8], "scatter").d6(4, "catch", "a1").list)
    expect(played.rulings.filter((r) => r.rule === "Punt scatter").map((r) => r.result)).toEqual(["scatters to O8", "scatters to P8", "scatters to Q9: comes down there"])
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ player: "a1", success: true, modifiers: [{ value: -1, source: "the ball is bouncing, thrown in or deviating" }] })
    expect(played.state.ball).toMatchObject({ carrier: "a1", at: [16, 8] })
    expect(played.state.activeTeam).toBe(1)
    expect(played.state.teams[0]!.specialPlays).toEqual([])
  })

  it("among the legal decisions as Home's turn ends: Punt on any square of the pitch", () => {
    const { match, state } = punt()
    const window = playOk(match, state, homeEnds().list).state
    const punts = legalDecisions(match, window).filter((d) => d._tag === "SpecialPlayPlayed" && d.card === "punt")
    expect(punts).toContainEqual({ _tag: "SpecialPlayPlayed", team: "home", card: "punt", at: [13, 7] })
    expect(punts.every((d) => d._tag === "SpecialPlayPlayed" && d.at !== undefined)).toBe(true)
  })

  it("coming down in an empty square, it bounces once (D8 2) and comes to rest", () => {
    const { match, state } = punt()
    const played = playOk(match, state, kicked([8, 3]).roll("d8", [7], "scatter").roll("d8", [7], "scatter").roll("d8", [7], "scatter").roll("d8", [2], "bounce").list)
    expect(played.state.ball).toMatchObject({ carrier: null, at: [8, 5], inPlay: true })
    expect(played.state.activeTeam).toBe(1)
  })

  it("scattering off the pitch, the crowd throws it in from the last square", () => {
    const { match, state } = punt()
    const played = playOk(match, state, kicked([13, 0]).roll("d8", [2], "scatter").list)
    expect(played.state.ball).toMatchObject({ carrier: null, at: [13, 0], inPlay: false })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "throw-in-direction" })
  })

  it("not applying: with Away holding the ball, or at the start of Home's turn, it is refused; and the square must be on the pitch", () => {
    const away = punt("a1")
    expect(play(away.match, away.state, kicked([13, 7]).list).violation!.message).toMatch(/Punt is played at the end of one of the team's own turns while one of its players holds the ball; not now/)
    const { match, state } = punt()
    expect(play(match, state, kicked([30, 7]).list).violation).toMatchObject({ rule: "Punt" })
    expect(play(match, state, playCard(homeEnds(), "punt").list).violation).toMatchObject({ rule: "Punt" })
    const { match: m, state: s } = positionOf(base, { team: 1, at: { h1: [10, 7], a1: [16, 8] }, ballCarrier: "h1" })
    const early = play(m, holding(s, [["punt"], []]), new Events().add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "SpecialPlayPlayed", team: "home", card: "punt", at: [13, 7] } as never).list)
    expect(early.violation!.message).toMatch(/Punt is played at the end/)
  })
})

describe("Spot the Sneak: at the start of the team's turn, a Reserves player on a 5+ comes on in a Trapdoor square, and is Sent-off as the drive ends [row:blood-bowl/special-plays/spot-the-sneak]", () => {
  // Away's turn ends and Home's starts; h4 is in the Reserves; h1 holds the ball on [24, 7], a step from Away's end zone.
  // Blood Bowl's pitch has a Trapdoor square in each half, [6, 1] and [19, 13] (FFB's squares).
  const sneak = (at: Record<string, readonly [number, number]> = {}) => {
    const { match, state } = positionOf(base, { team: 1, at: { h1: [24, 7], h2: [11, 7], h3: [12, 7], a1: [20, 3], ...at } as never, ballCarrier: "h1" })
    return { match, state: holding(state, [["spot-the-sneak"], []]) }
  }
  const awayEnds = () => new Events().add({ _tag: "TurnEnded", team: "away" })
  const spotted = (face: number) => playCard(awayEnds(), "spot-the-sneak", "home", "h4").d6(face, "special-play", "h4")

  it("D6 5: h4 comes on at [19, 13] with four Home players on the pitch already, may act this turn; h1 then scores, and as the drive ends h4 is Sent-off", () => {
    const { match, state } = sneak()
    const on = playOk(match, state, spotted(5).add({ _tag: "PlayerPlaced", player: "h4", at: [19, 13] }).list)
    expect(on.rulings.find((r) => r.rule === "Spot the Sneak")).toMatchObject({ player: "h4", target: 5, success: true })
    expect(where(on.state, "h4")).toMatchObject({ at: [19, 13], box: null, posture: "standing", hasActed: false })
    expect(on.rulings.some((r) => r.rule === "Treacherous Trapdoor")).toBe(false)
    const events = spotted(5).add({ _tag: "PlayerPlaced", player: "h4", at: [19, 13] })
      .add({ _tag: "ActionDeclared", player: "h4", action: "move" }).add({ _tag: "PlayerMoved", player: "h4", to: [19, 12] }).add({ _tag: "ActionEnded", player: "h4" })
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] })
    const scored = playOk(match, state, events.list)
    expect(scored.state.teams[0]!.score).toBe(1)
    expect(where(scored.state, "h4")).toMatchObject({ box: "sent-off", at: null })
    expect(where(scored.state, "h2").box).not.toBe("sent-off")
  })

  it("not applying: a D6 of 4 leaves h4 in the Reserves; an occupied Trapdoor square or any other square is refused; going on lets the 'may' pass", () => {
    const { match, state } = sneak()
    const missed = playOk(match, state, spotted(4).list)
    expect(where(missed.state, "h4")).toMatchObject({ at: null, box: "reserves" })
    expect(expecting(match, missed.state)).toMatchObject({ kind: "decision", team: 0, events: ["ActionDeclared", "TurnEnded"] })
    expect(play(match, state, spotted(6).add({ _tag: "PlayerPlaced", player: "h4", at: [10, 7] }).list).violation).toMatchObject({ rule: "Spot the Sneak" })
    const taken = sneak({ a2: [6, 1] })
    expect(play(taken.match, taken.state, spotted(6).add({ _tag: "PlayerPlaced", player: "h4", at: [6, 1] }).list).violation).toMatchObject({ rule: "Spot the Sneak" })
    const passed = playOk(match, state, spotted(6).add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(where(passed.state, "h4").box).toBe("reserves")
  })

  it("not applying: h2 on the pitch is not in the Reserves; and the card is refused at the end of Home's turn", () => {
    const { match, state } = sneak()
    expect(play(match, state, playCard(awayEnds(), "spot-the-sneak", "home", "h2").list).violation).toMatchObject({ rule: "Spot the Sneak" })
    const { match: m, state: s } = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [20, 3] } })
    const late = play(m, holding(s, [["spot-the-sneak"], []]), playCard(homeEnds(), "spot-the-sneak", "home", "h4").list)
    expect(late.violation!.message).toMatch(/Spot the Sneak is played at the start of one of the team's own turns/)
  })
})

describe("Suicide Blitz: the kicking team, once the kick-off is resolved, Blitzes with one Open player who has No Hands for it [row:blood-bowl/special-plays/suicide-blitz]", () => {
  // Home kick (support/kick-off-support.ts: h4 Open on [10, 2], h1–h3 on the line marked by a1–a3; a4 on [15, 3]);
  // Get the Ref (2) rolls no dice and the ball lands on [20, 5], bouncing to [20, 4].
  const kicked = (hands: ReadonlyArray<ReadonlyArray<string>> = [["suicide-blitz"], []]) => {
    const { match, state } = kickOffPosition(kickOffHeader(), { landing: [20, 5] })
    return { match, state: holding(state, hands) }
  }
  const landed = () => kickOffRoll(2).roll("d8", [2], "bounce")
  const blitz = () => playCard(landed(), "suicide-blitz", "home", "h4")
    .add({ _tag: "ActionDeclared", player: "h4", action: "blitz", target: "a4" })
    .add({ _tag: "PlayerMoved", player: "h4", to: [11, 2] }).add({ _tag: "PlayerMoved", player: "h4", to: [12, 2] })
    .add({ _tag: "PlayerMoved", player: "h4", to: [13, 2] }).add({ _tag: "PlayerMoved", player: "h4", to: [14, 2] })
    .add({ _tag: "BlockThrown", player: "h4", target: "a4" }).roll("block", [6], "block", "h4").add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: "a4", to: [16, 3] }).add({ _tag: "FollowUpChosen", player: "h4", follow: false })
    .twoD6(2, 3, "armour", "a4")

  it("played on h4: h4 moves four squares, blocks a4 (POW) and knocks them down, with No Hands meanwhile; then Away's first turn starts and h4 has No Hands no more", () => {
    const { match, state } = kicked()
    const h4 = match.playerIndex.get("h4")!
    const declared = playOk(match, state, playCard(landed(), "suicide-blitz", "home", "h4").add({ _tag: "ActionDeclared", player: "h4", action: "blitz", target: "a4" }).list)
    expect(hasSkill(match, declared.state, h4, "No Hands")).toBe(true)
    expect(declared.state.activeTeam).toBe(0)
    const played = playOk(match, state, blitz().add({ _tag: "ActionEnded", player: "h4" }).list)
    expect(where(played.state, "a4")).toMatchObject({ at: [16, 3], posture: "prone" })
    expect(where(played.state, "h4").at).toEqual([14, 2])
    expect(hasSkill(match, played.state, h4, "No Hands")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
    expect(played.state.teams[1]!.turn).toBe(1)
    expect(played.state.teams[0]!.specialPlays).toEqual([])
  })

  it("Home may let it go with TurnEnded: no Blitz, and Away's turn starts", () => {
    const { match, state } = kicked()
    const played = playOk(match, state, playCard(landed(), "suicide-blitz", "home", "h4").add({ _tag: "TurnEnded", team: "home" }).list)
    expect(where(played.state, "h4").at).toEqual([10, 2])
    expect(hasSkill(match, played.state, match.playerIndex.get("h4")!, "No Hands")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
  })

  it("not applying: h1 is marked (not Open); another player than the one named cannot act; only a Blitz may be declared; Away, receiving, cannot play it", () => {
    const { match, state } = kicked()
    expect(play(match, state, playCard(landed(), "suicide-blitz", "home", "h1").list).violation).toMatchObject({ rule: "Suicide Blitz" })
    const other = play(match, state, playCard(landed(), "suicide-blitz", "home", "h4").add({ _tag: "ActionDeclared", player: "h6", action: "blitz", target: "a4" }).list)
    expect(other.violation!.message).toMatch(/h6 .*may not be activated: Suicide Blitz was played on h4/)
    const move = play(match, state, playCard(landed(), "suicide-blitz", "home", "h4").add({ _tag: "ActionDeclared", player: "h4", action: "move" }).list)
    expect(move.violation).toMatchObject({ rule: "Suicide Blitz" })
    const away = kicked([[], ["suicide-blitz"]])
    expect(play(away.match, away.state, playCard(landed(), "suicide-blitz", "away", "a4").list).violation!.message).toMatch(/Suicide Blitz is played in a Start of Drive sequence of the kicking team/)
  })
})

describe("Quick Thinking: once a Pass action's target is declared, before the passing test, a Standing team-mate moves up to three squares [row:blood-bowl/special-plays/quick-thinking]", () => {
  // Home's turn: h1 holds the ball on [10, 7]; h2 on [12, 9] is marked by a1 on [13, 10]; h3 on [5, 5]; a2 far away.
  const thinking = (hands: ReadonlyArray<ReadonlyArray<string>> = [["quick-thinking"], []]) => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], h2: [12, 9], h3: [5, 5], a1: [13, 10], a2: [20, 3] }, ballCarrier: "h1" })
    return { match, state: holding(state, hands) }
  }
  const aimed = () => new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }).add({ _tag: "PassAimed", player: "h1", at: [14, 7] })
  const moved = (events: Events, to: readonly [number, number]) => events.add({ _tag: "PlayerMoved", player: "h2", to: [to[0], to[1]] })

  it("h1 aims at the empty [14, 7]; Quick Thinking on h2, who dodges away from a1 (4) to [13, 8] and steps onto [14, 7]; the pass (5) is accurate and h2 catches it (4)", () => {
    const { match, state } = thinking()
    const offered = playOk(match, state, aimed().list)
    expect(expecting(match, offered.state)).toMatchObject({ kind: "decision", events: ["SpecialPlayPlayed", "ChoiceDeclined"], about: "play Special Plays cards before the passing test, or go on" })
    const events = moved(moved(playCard(aimed(), "quick-thinking", "home", "h2"), [13, 8]).d6(4, "dodge", "h2"), [14, 7]).d6(5, "pass", "h1").d6(4, "catch", "h2")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Dodge (Quick Thinking)")).toMatchObject({ player: "h2", success: true })
    expect(where(played.state, "h2").at).toEqual([14, 7])
    expect(played.rulings.find((r) => r.rule === "Pass")).toMatchObject({ player: "h1", success: true })
    expect(played.state.ball.carrier).toBe("h2")
    expect(played.state.teams[0]!.specialPlays).toEqual([])
  })

  it("among the legal decisions once Quick Thinking is played: h2's steps to the free squares around them", () => {
    const { match, state } = thinking()
    const played = playOk(match, state, playCard(aimed(), "quick-thinking", "home", "h2").list)
    const steps = legalDecisions(match, played.state).filter((d) => d._tag === "PlayerMoved")
    expect(steps).toContainEqual({ _tag: "PlayerMoved", player: "h2", to: [13, 8] })
    expect(steps.every((d) => d._tag === "PlayerMoved" && d.player === "h2")).toBe(true)
  })

  it("h2's dodge fails (1, re-roll declined): h2 falls, a turnover — the pass is not thrown and Away's turn follows with h1 still holding the ball", () => {
    const { match, state } = thinking()
    const events = moved(playCard(aimed(), "quick-thinking", "home", "h2"), [13, 8]).d6(1, "dodge", "h2").add({ _tag: "RerollDeclined", team: "home" }).twoD6(2, 2, "armour", "h2")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h2")).toMatchObject({ at: [13, 8], posture: "prone" })
    expect(turnovers(played.outcomes)).toEqual([expect.objectContaining({ team: 0, cause: "fell-over", player: "h2" })])
    expect(played.rulings.some((r) => r.rule === "Pass")).toBe(false)
    expect(played.state.ball.carrier).toBe("h1")
    expect(played.state.activeTeam).toBe(1)
  })

  it("not applying: the passer, an opponent or a fourth square are refused; without the card h2 cannot move before the test; Away's card opens no window in Home's pass", () => {
    const { match, state } = thinking()
    expect(play(match, state, playCard(aimed(), "quick-thinking", "home", "h1").list).violation).toMatchObject({ rule: "Quick Thinking" })
    expect(play(match, state, playCard(aimed(), "quick-thinking", "home", "a1").list).violation).toMatchObject({ rule: "Quick Thinking" })
    const rooted = { ...state, players: state.players.map((p) => (p.id === "h2" ? { ...p, used: [ROOTED] } : p)) }
    expect(play(match, rooted, playCard(aimed(), "quick-thinking", "home", "h2").list).violation!.message).toMatch(/taken root/)
    const four = moved(moved(moved(moved(playCard(aimed(), "quick-thinking", "home", "h3"), [6, 5]), [7, 5]), [8, 5]), [9, 5])
    const fourth = play(match, state, four.list.map((e) => (e._tag === "PlayerMoved" ? { ...e, player: "h3" } : e)))
    expect(fourth.violation).toMatchObject({ seq: 7 })
    expect(where(fourth.state, "h3").at).toEqual([8, 5])
    const away = thinking([[], ["quick-thinking"]])
    const offered = playOk(away.match, away.state, aimed().list)
    expect(expecting(away.match, offered.state)).toMatchObject({ kind: "roll", for: "pass" })
    const early = play(match, state, playCard(new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }), "quick-thinking", "home", "h2").list)
    expect(early.violation!.message).toMatch(/Quick Thinking is played during one of the team's Pass actions, before the passing test; not now/)
  })
})
