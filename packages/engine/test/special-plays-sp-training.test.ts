import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState, type MatchState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"
import { kickOffHeader, kickOffPosition } from "./support/kick-off-support.js"

// Special Plays cards of the Benefits of Training and Miscellaneous Mayhem decks
// (special-plays/benefits-of-training.ts, miscellaneous-mayhem.ts).

const base = header(
  [player("h1"), player("h2"), player("h3"), player("h4")],
  [player("a1"), player("a2"), player("a3"), player("a4")]
)

const inducing = (head: MatchStarted, home: Team["inducements"], away: Team["inducements"] = []): MatchStarted => ({
  ...head,
  teams: [{ ...head.teams[0]!, inducements: home }, { ...head.teams[1]!, inducements: away }]
})
const cards = (count: number) => [{ id: "special-play", count }]

const deck = (events: Events, face: number, team = "home") => events.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "special-play-deck", team } as never)
const card = (events: Events, face: number, team = "home") => events.add({ _tag: "DiceRolled", die: "d8", faces: [face], for: "special-play-card", team } as never)
const keep = (events: Events, id: string, team = "home") => events.add({ _tag: "SpecialPlayKept", team, card: id } as never)
const playCard = (events: Events, id: string, team = "home", playerId?: string) =>
  events.add({ _tag: "SpecialPlayPlayed", team, card: id, ...(playerId === undefined ? {} : { player: playerId }) } as never)
const choose = (events: Events, id: string, cardId: string, team = "home") => events.add({ _tag: "PlayerChosen", team, player: id, for: cardId } as never)
const d3 = (events: Events, face: number, team = "home") => events.add({ _tag: "DiceRolled", die: "d3", faces: [face], for: "special-play", team } as never)
const d6 = (events: Events, face: number, team = "home") => events.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "special-play", team } as never)

/** A position in the middle of a turn, with the teams holding the given cards. */
const holding = (state: MatchState, hands: ReadonlyArray<ReadonlyArray<string>>): MatchState => ({
  ...state,
  teams: state.teams.map((team, i) => ({ ...team, specialPlays: hands[i] }))
})

/** Away's turn is on; when it ends, Home's turn starts. */
const homeStarts = (hands: ReadonlyArray<ReadonlyArray<string>>, extra: Record<string, unknown> = {}) => {
  const { match, state } = positionOf(base, { team: 1, at: { h1: [5, 7], h2: [11, 7], h3: [12, 7], a1: [20, 3] }, ...extra } as never)
  return { match, state: holding(state, hands) }
}
const awayEnds = () => new Events().add({ _tag: "TurnEnded", team: "away" })

// ---- "This Beer Tastes Funny!" ----

/** Home buy one card: the weather, Miscellaneous Mayhem (6), "This Beer Tastes Funny!" (D8 6) kept over Assassination Attempt (D8 1). */
const beerDrawn = () => keep(card(card(deck(new Events().roll("2d6", [3, 4], "weather"), 6), 6), 1), "this-beer-tastes-funny")
/** Then the coin toss: Away call heads, it lands heads, Away kick (and set up first). */
const toss = (events: Events) =>
  events.add({ _tag: "CoinTossCalled", team: "away", call: "heads" }).roll("coin", [1], "coin-toss").add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
const place = (events: Events, squares: ReadonlyArray<readonly [string, readonly [number, number]]>) => {
  for (const [id, at] of squares) events.add({ _tag: "PlayerPlaced", player: id, at: [at[0], at[1]] })
  return events
}
const awaySetUp = [["a1", [13, 6]], ["a2", [13, 7]], ["a3", [13, 8]], ["a4", [18, 7]]] as const

describe("\"This Beer Tastes Funny!\": D3 opposing players are Placed Prone and Stunned [row:blood-bowl/special-plays/this-beer-tastes-funny]", () => {
  const match = buildMatch(inducing(base, cards(1)), bloodBowl)

  it("Home play it before the coin toss, the D3 is 2: Away choose nobody — Home name a1 and a2; Away set them up on the line, where they lie Stunned; a3 and a4 stand", () => {
    const events = choose(choose(d3(playCard(beerDrawn(), "this-beer-tastes-funny"), 2), "a1", "this-beer-tastes-funny"), "a2", "this-beer-tastes-funny")
    const chosen = playOk(match, initialState(match), events.list)
    expect(chosen.rulings.find((r) => r.rule === "\"This Beer Tastes Funny!\"")).toMatchObject({ total: 2 })
    expect(expecting(match, chosen.state)).toMatchObject({ events: ["CoinTossCalled"] })
    const set = playOk(match, initialState(match), place(toss(events), awaySetUp).add({ _tag: "SetupEnded", team: "away" }).list)
    expect(["a1", "a2", "a3", "a4"].map((id) => where(set.state, id).posture)).toEqual(["stunned", "stunned", "standing", "standing"])
    expect(set.outcomes).toContainEqual({ _tag: "Note", text: "\"This Beer Tastes Funny!\": a1 (#1) is set up Prone and Stunned" })
  })

  it("not applying: Home's own h1 cannot be named; a player set up in a later drive stands (the card lapses with the first drive)", () => {
    const own = play(match, initialState(match), choose(d3(playCard(beerDrawn(), "this-beer-tastes-funny"), 1), "h1", "this-beer-tastes-funny").list)
    expect(own.violation).toMatchObject({ _tag: "RuleViolation", rule: "\"This Beer Tastes Funny!\"" })
    const events = choose(d3(playCard(beerDrawn(), "this-beer-tastes-funny"), 1), "a1", "this-beer-tastes-funny")
    const a1 = match.playerIndex.get("a1")!
    const chosen = playOk(match, initialState(match), events.list).state
    expect(chosen.players[a1]!.gained).toEqual([{ source: "\"This Beer Tastes Funny!\"", until: "drive", skills: [], tag: "this-beer-tastes-funny" }])
    // The first drive's end clears what was gained for it (core/drive.ts, clearPitch): a1 then sets up Standing.
    const { state } = positionOf(base, { team: 1, turn: 8, at: { h1: [10, 7], a1: [20, 3] } })
    const marked = { ...state, players: state.players.map((p, i) => (i === a1 ? { ...p, gained: chosen.players[a1]!.gained } : p)) }
    const ended = playOk(match, marked, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(ended.state.players[a1]!.gained).toBeUndefined()
  })

  it("is played only in the pre-game: at the start of a turn it is refused", () => {
    const { match: m, state } = homeStarts([["this-beer-tastes-funny"], []])
    expect(play(m, state, playCard(awayEnds(), "this-beer-tastes-funny").list).violation!.message).toMatch(/"This Beer Tastes Funny!" is played in the pre-game/)
  })
})

// ---- Keep It Moving ----

describe("Keep It Moving: a player of the team Falls Over in its turn, and there is no Turnover [row:blood-bowl/special-plays/keep-it-moving]", () => {
  // Home's turn: h1 on [5, 7] is marked by a2 on [6, 7] and dodges to [4, 7].
  const falling = (hands: ReadonlyArray<ReadonlyArray<string>>, extra: Record<string, unknown> = {}) =>
    homeStarts(hands, { at: { h1: [5, 7], h2: [11, 7], a1: [20, 3], a2: [6, 7] }, ...extra })
  const falls = () => awayEnds().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [4, 7] }).d6(1, "dodge", "h1").add({ _tag: "RerollDeclined", team: "home" })

  it("h1 fails the dodge (a 1, no re-roll): Home play it, h1 lies Prone in [4, 7] after the armour roll (4 + 3 holds), the activation is over and h2 is activated next", () => {
    const { match, state } = falling([["keep-it-moving"], []])
    expect(expecting(match, playOk(match, state, falls().list).state)).toMatchObject({ kind: "decision", events: ["SpecialPlayPlayed", "ChoiceDeclined"], about: "play Special Plays cards as the player Falls Over, or go on" })
    const played = playOk(match, state, playCard(falls(), "keep-it-moving", "home", "h1").twoD6(4, 3, "armour", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: [4, 7], posture: "prone" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activeTeam).toBe(0)
    expect(expecting(match, played.state)).toMatchObject({ about: "activate a player or end the turn" })
    const next = playOk(match, state, playCard(falls(), "keep-it-moving", "home", "h1").twoD6(4, 3, "armour", "h1").add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(next.state.activePlayer).toBe("h2")
  })

  it("not applying: without it the fall is a Turnover; with the ball in h1's hands no card is offered; and it is not played at the start of a turn", () => {
    const { match, state } = falling([[], []])
    const plain = playOk(match, state, falls().twoD6(4, 3, "armour", "h1").list)
    expect(plain.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", cause: "fell-over" }))
    const carrying = falling([["keep-it-moving"], []], { ballCarrier: "h1" })
    expect(expecting(carrying.match, playOk(carrying.match, carrying.state, falls().list).state)).toMatchObject({ kind: "roll", for: "armour" })
    const early = falling([["keep-it-moving"], []])
    expect(play(early.match, early.state, playCard(awayEnds(), "keep-it-moving", "home", "h1").list).violation!.message).toMatch(/Keep It Moving is played as one of the team's players Falls Over/)
  })
})

// ---- Magic Sponge ----

describe("Magic Sponge: a player of the team killed recovers for the game on a D6 of 2+, and is still DEAD after it [row:blood-bowl/special-plays/magic-sponge]", () => {
  // Home's h1 fouls the prone a1: armour 6 + 5 breaks, injury 6 + 5 is a casualty, the D16 is 15: DEAD.
  const killed = (hands: ReadonlyArray<ReadonlyArray<string>>) => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    return { match, state: holding(state, hands) }
  }
  const kill = (casualty = 15) =>
    new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(6, 5, "armour", "a1").twoD6(6, 5, "injury", "a1").roll("d16", [casualty], "casualty", "a1")

  it("Away play it as a1 is killed; the D6 is 3: a1 is back in the Reserves for this game, and the Injury on record stays DEAD", () => {
    const { match, state } = killed([[], ["magic-sponge"]])
    const dead = playOk(match, state, kill().list)
    expect(where(dead.state, "a1").box).toBe("dead")
    expect(expecting(match, dead.state)).toMatchObject({ about: "play Special Plays cards as the player is killed, or go on" })
    const played = playOk(match, state, d6(playCard(kill(), "magic-sponge", "away", "a1"), 3, "away").list)
    expect(played.rulings.find((r) => r.rule === "Magic Sponge")).toMatchObject({ total: 3, success: true })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "reserves" })
    expect(where(played.state, "a1").gained).toEqual([{ source: "Magic Sponge (DEAD after the game)", until: "game", skills: [], tag: "magic-sponge" }])
    // The summary counts casualties from the Injury outcomes: a1's DEAD stands.
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a1", result: "dead", cause: "foul", by: "h1" })
    expect(played.state.teams[1]!.specialPlays).toEqual([])
  })

  it("not applying: a D6 of 1 leaves a1 DEAD; a Seriously Hurt a1 (D16 8) opens no window; and it is not played at the start of a turn", () => {
    const { match, state } = killed([[], ["magic-sponge"]])
    const failed = playOk(match, state, d6(playCard(kill(), "magic-sponge", "away", "a1"), 1, "away").list)
    expect(where(failed.state, "a1").box).toBe("dead")
    const hurt = playOk(match, state, kill(8).list)
    expect(where(hurt.state, "a1").box).toBe("si")
    expect(hurt.state.stack.some((s) => s._tag === "SpecialPlayWindow")).toBe(false)
    const early = homeStarts([[], ["magic-sponge"]])
    expect(play(early.match, early.state, playCard(new Events(), "magic-sponge", "away", "a1").list).violation!.message).toMatch(/Magic Sponge is played as one of the team's players is killed/)
  })
})

// ---- Team Talk ----

describe("Team Talk: for the drive, a D3 each time the team uses a team re-roll; higher than the re-rolls left, one is regained [row:blood-bowl/special-plays/team-talk]", () => {
  // Home kick: h6 aims at [18, 3]; the D8 7 (down) and D6 5 put the landing on [18, 8]. Away receive.
  const kicking = (hands: ReadonlyArray<ReadonlyArray<string>>) => {
    const { match, state } = kickOffPosition(kickOffHeader(), { landing: [20, 7] })
    return { match, state: holding({ ...state, ball: { at: null, carrier: null, inPlay: false }, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }] } as MatchState, hands) }
  }
  const kick = () => new Events().add({ _tag: "KickAimed", player: "h6", at: [18, 3] }).roll("d8", [7], "kick-deviation-direction").d6(5, "kick-deviation-distance")
  // Home have played Team Talk for the drive; h1 on [5, 7] dodges away from a2 on [6, 7].
  const talking = (rerolls: number, effects: ReadonlyArray<string> = ["special-play:team-talk:0"]) => {
    const { match, state } = homeStarts([[], []], { at: { h1: [5, 7], h2: [11, 7], a1: [20, 3], a2: [6, 7] }, kickOffEffects: effects })
    return { match, state: { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, rerolls } : t)) } }
  }
  const rerolledDodge = () =>
    awayEnds().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [4, 7] }).d6(1, "dodge", "h1")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(4, "dodge", "h1").add({ _tag: "TurnEnded", team: "home" })

  it("Away, receiving, play it once the kick deviates: it is in force for the drive", () => {
    const { match, state } = kicking([[], ["team-talk"]])
    const played = playOk(match, state, playCard(kick(), "team-talk", "away").list)
    expect(played.state.kickOffEffects).toContain("special-play:team-talk:1")
    expect(played.state.teams[1]!.specialPlays).toEqual([])
  })

  it("Home, with 1 team re-roll, re-roll a failed dodge: none left; as the turn ends the D3 is 1, higher than 0 — Home have 1 again", () => {
    const { match, state } = talking(1)
    const ended = playOk(match, state, rerolledDodge().list)
    expect(ended.state.teams[0]!.rerolls).toBe(0)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "roll", die: "d3", for: "special-play", team: 0 })
    const talked = playOk(match, state, d3(rerolledDodge(), 1).list)
    expect(talked.rulings.find((r) => r.rule === "Team Talk")).toMatchObject({ total: 1, success: true })
    expect(talked.state.teams[0]!.rerolls).toBe(1)
    expect(talked.state.activeTeam).toBe(1)
  })

  it("not applying: with 2 re-rolls a D3 of 1 is not higher than the 1 left; without the card no D3 is rolled; and the kicking team cannot play it", () => {
    const two = talking(2)
    const kept = playOk(two.match, two.state, d3(rerolledDodge(), 1).list)
    expect(kept.rulings.find((r) => r.rule === "Team Talk")).toMatchObject({ total: 1, success: false })
    expect(kept.state.teams[0]!.rerolls).toBe(1)
    const plain = talking(1, [])
    const ended = playOk(plain.match, plain.state, rerolledDodge().list)
    expect(ended.state.teams[0]!.rerolls).toBe(0)
    expect(ended.state.activeTeam).toBe(1)
    const { match, state } = kicking([["team-talk"], []])
    expect(play(match, state, playCard(kick(), "team-talk", "home").list).violation!.message).toMatch(/Team Talk is played in a Start of Drive sequence of the receiving team/)
  })
})

// ---- Kingmaker Play ----

describe("Kingmaker Play: any roll of the activation re-rolled as with a team re-roll, then a Turnover [row:blood-bowl/special-plays/kingmaker-play]", () => {
  // Home's turn, no team re-rolls left: h1 on [5, 7] is marked by a2 on [6, 7]; a3 on [3, 8] marks [4, 7] and [3, 7].
  const kingmaker = (hands: ReadonlyArray<ReadonlyArray<string>>, rerolls = 0) => {
    const { match, state } = homeStarts(hands, { at: { h1: [5, 7], h2: [11, 7], a1: [20, 3], a2: [6, 7], a3: [3, 8] } })
    return { match, state: { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, rerolls } : t)) } }
  }
  const activate = () => awayEnds().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
  const reroll = (events: Events) => events.add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
  const twoDodges = () =>
    reroll(reroll(playCard(activate(), "kingmaker-play", "home", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [4, 7] }).d6(1, "dodge", "h1"))
      .d6(6, "dodge", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [3, 7] }).d6(2, "dodge", "h1")).d6(6, "dodge", "h1")

  it("played as h1 is activated: two failed dodges (1, then 2) are both re-rolled to 6s with no team re-roll left; as h1's action ends, a Turnover", () => {
    const { match, state } = kingmaker([["kingmaker-play"], []])
    const moved = playOk(match, state, twoDodges().list)
    expect(where(moved.state, "h1")).toMatchObject({ at: [3, 7], posture: "standing" })
    expect(moved.rulings.filter((r) => r.rule === "Dodge").map((r) => r.success)).toEqual([false, true, false, true])
    expect(moved.state.teams[0]!.rerolls).toBe(0)
    const ended = playOk(match, state, twoDodges().add({ _tag: "ActionEnded", player: "h1" }).list)
    expect(ended.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "special-play", player: "h1" })
    expect(ended.state.activeTeam).toBe(1)
    // The coach's TurnEnded is taken as that end too.
    const turnEnded = playOk(match, state, twoDodges().add({ _tag: "TurnEnded", team: "home" }).list)
    expect(turnEnded.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "special-play", player: "h1" })
    expect(turnEnded.state.activeTeam).toBe(1)
  })

  it("the card's re-roll costs none of the team's: with 1 left, Home still have it after the re-rolled dodge", () => {
    const { match, state } = kingmaker([["kingmaker-play"], []], 1)
    const moved = playOk(match, state, twoDodges().list)
    expect(moved.state.teams[0]!.rerolls).toBe(1)
    expect(moved.state.teams[0]!.rerollUsedThisTurn).toBe(false)
  })

  it("not applying: without it, with no team re-roll, the failed dodge stands (h1 falls); after the activation h2 cannot be activated; it is not played at the start of a turn", () => {
    const plain = kingmaker([[], []])
    const fell = playOk(plain.match, plain.state, activate().add({ _tag: "PlayerMoved", player: "h1", to: [4, 7] }).d6(1, "dodge", "h1").list)
    expect(expecting(plain.match, fell.state)).toMatchObject({ kind: "roll", for: "armour", player: "h1" })
    const { match, state } = kingmaker([["kingmaker-play"], []])
    expect(play(match, state, twoDodges().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list).violation).toMatchObject({ _tag: "RuleViolation" })
    expect(play(match, state, playCard(awayEnds(), "kingmaker-play", "home", "h1").list).violation!.message).toMatch(/Kingmaker Play is played as one of the team's players is activated/)
  })
})

// ---- Boot Camp ----

describe("Boot Camp: in the activation's Foul, the armour or the injury roll may be re-rolled; only the kept roll's double is seen [row:blood-bowl/special-plays/boot-camp]", () => {
  // Home's turn: h1 on [10, 7] fouls the prone a1 (AV 9) on [11, 7].
  const fouling = (hands: ReadonlyArray<ReadonlyArray<string>>) => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    return { match, state: holding(state, hands) }
  }
  const declared = () => new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
  const committed = (events: Events) => events.add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
  const bootCamp = (events: Events) => events.add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Boot Camp" })

  it("played as h1 is activated: the armour roll 4 + 4 (a double, and it holds) is re-rolled to 6 + 5 — broken; the injury 3 + 2 Stunned; h1 is not sent off", () => {
    const { match, state } = fouling([["boot-camp"], []])
    const held = playOk(match, state, committed(playCard(declared(), "boot-camp", "home", "h1")).twoD6(4, 4, "armour", "a1").list)
    expect(expecting(match, held.state)).toMatchObject({ kind: "decision", team: 0, events: ["RerollUsed", "RerollDeclined"], about: "re-roll the foul's armour roll with Boot Camp?" })
    const played = playOk(match, state, bootCamp(committed(playCard(declared(), "boot-camp", "home", "h1")).twoD6(4, 4, "armour", "a1")).twoD6(6, 5, "armour", "a1").twoD6(3, 2, "injury", "a1").list)
    expect(played.rulings.filter((r) => r.rule === "Armour")).toEqual([expect.objectContaining({ total: 11, success: true })])
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("a double on the re-roll is seen: armour 5 + 3 re-rolled to 5 + 5 breaks, and h1 faces the referee", () => {
    const { match, state } = fouling([["boot-camp"], []])
    const played = playOk(match, state, bootCamp(committed(playCard(declared(), "boot-camp", "home", "h1")).twoD6(5, 3, "armour", "a1")).twoD6(5, 5, "armour", "a1").twoD6(3, 2, "injury", "a1").list)
    expect(expecting(match, played.state)).toMatchObject({ about: "argue the call or use a bribe?" })
  })

  it("kept on the armour roll (6 + 4, broken), it is there for the injury roll: 2 + 2 (Stunned, a double) re-rolled to 4 + 5 — a1 KO'd, h1 not sent off", () => {
    const { match, state } = fouling([["boot-camp"], []])
    const events = committed(playCard(declared(), "boot-camp", "home", "h1")).twoD6(6, 4, "armour", "a1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(2, 2, "injury", "a1")
    expect(expecting(match, playOk(match, state, events.list).state)).toMatchObject({ about: "re-roll the foul's injury roll with Boot Camp?" })
    // Going straight on to the injury roll keeps the armour roll just the same.
    const straight = committed(playCard(declared(), "boot-camp", "home", "h1")).twoD6(6, 4, "armour", "a1").twoD6(2, 2, "injury", "a1")
    expect(expecting(match, playOk(match, state, straight.list).state)).toMatchObject({ about: "re-roll the foul's injury roll with Boot Camp?" })
    const played = playOk(match, state, bootCamp(events).twoD6(4, 5, "injury", "a1").list)
    expect(where(played.state, "a1").box).toBe("ko")
    expect(where(played.state, "h1").box).toBeNull()
    // Once used, the card is gone: no second re-roll.
    expect(played.state.kickOffEffects.some((e) => e.includes("boot-camp"))).toBe(false)
  })

  it("not applying: without it the armour's 4 + 4 is seen at once; a team re-roll cannot take its place; and it is not played at the start of a turn", () => {
    const plain = fouling([[], []])
    expect(expecting(plain.match, playOk(plain.match, plain.state, committed(declared()).twoD6(4, 4, "armour", "a1").list).state)).toMatchObject({ about: "argue the call or use a bribe?" })
    const { match, state } = fouling([["boot-camp"], []])
    const team = committed(playCard(declared(), "boot-camp", "home", "h1")).twoD6(4, 4, "armour", "a1").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
    expect(play(match, state, team.list).violation).toMatchObject({ rule: "Boot Camp" })
    const early = homeStarts([["boot-camp"], []])
    expect(play(early.match, early.state, playCard(awayEnds(), "boot-camp", "home", "h1").list).violation!.message).toMatch(/Boot Camp is played as one of the team's players is activated/)
  })
})
