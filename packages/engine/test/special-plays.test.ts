import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, characteristic, expecting, hasSkill, initialState, legalDecisions, type MatchState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"
import { AWAY_AT, HOME_AT, kickOffHeader, kickOffPosition, kickOffRoll } from "./support/kick-off-support.js"
import { CARDS } from "../src/special-plays/cards.js"
import { foldedPlays, NEVER_PLAYED } from "../src/special-plays/play.js"

// Blood Bowl 2020's Special Plays inducement (rules/special-plays/): the pre-game draw (a D6 for
// the deck, two D8 cards, one kept), the windows cards are played in, and the folded cards.

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

/** The weather, then one card drawn from Benefits of Training (5): Helping Hand (D8 5) and Boot Camp (D8 2), Helping Hand kept. */
const drawHelpingHand = () => keep(card(card(deck(new Events().roll("2d6", [3, 4], "weather"), 5), 5), 2), "helping-hand")

/** A position in the middle of a turn, with the teams holding the given cards. */
const holding = (state: MatchState, hands: ReadonlyArray<ReadonlyArray<string>>): MatchState => ({
  ...state,
  teams: state.teams.map((team, i) => ({ ...team, specialPlays: hands[i] }))
})

/** Away's turn is on; when it ends, Home's turn starts and the cards may be played. */
const homeStarts = (hands: ReadonlyArray<ReadonlyArray<string>>, extra: Parameters<typeof positionOf>[1] extends infer P ? Partial<P> : never = {}) => {
  const { match, state } = positionOf(base, { team: 1, at: { h1: [5, 7], h2: [11, 7], h3: [12, 7], a1: [20, 3] }, ...extra } as never)
  return { match, state: holding(state, hands) }
}
const awayEnds = () => new Events().add({ _tag: "TurnEnded", team: "away" })

describe("Special Plays: the pre-game draw and the playing of cards [inducement:special-play]", () => {
  it("Home buy two: D6 4 (Heroic Feats) draws Burst of Speed (D8 1) and Quick Thinking (D8 6), Burst kept; the second D6 repeats the deck, is rolled again to 5 (Benefits of Training), Helping Hand kept", () => {
    const match = buildMatch(inducing(base, cards(2)), bloodBowl)
    const events = keep(card(card(deck(new Events().roll("2d6", [3, 4], "weather"), 4), 1), 6), "burst-of-speed")
    deck(events, 4)
    const again = playOk(match, initialState(match), events.list)
    expect(again.rulings.at(-1)).toMatchObject({ rule: "Special Plays deck", total: 4 })
    expect(again.rulings.at(-1)!.result).toMatch(/Heroic Feats deck \(a deck drawn from before: the D6 may be rolled again, once\)/)
    keep(card(card(deck(events, 5), 5), 8), "helping-hand")
    const drawn = playOk(match, initialState(match), events.list)
    expect(drawn.rulings.map((r) => r.rule)).toContain("Special Plays deck (re-rolled)")
    expect(drawn.state.teams[0]!.specialPlays).toEqual(["burst-of-speed", "helping-hand"])
    expect(drawn.outcomes).toContainEqual({ _tag: "Note", text: "Home keep Helping Hand and discard Team Talk" })
    // Helping Hand is a pre-game card: the window before the coin toss is open for it.
    expect(expecting(match, drawn.state)).toMatchObject({ kind: "decision", events: ["SpecialPlayPlayed", "ChoiceDeclined", "CoinTossCalled"] })
  })

  it("a deck rolled for the first time is not rolled again: a second deck D6 there is a violation, as is a second card that repeats the first", () => {
    const match = buildMatch(inducing(base, cards(1)), bloodBowl)
    const twice = play(match, initialState(match), deck(deck(new Events().roll("2d6", [3, 4], "weather"), 4), 5).list)
    expect(twice.violation).toMatchObject({ _tag: "RuleViolation", seq: 3 })
    const same = play(match, initialState(match), card(card(deck(new Events().roll("2d6", [3, 4], "weather"), 4), 3), 3).list)
    expect(same.violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays", seq: 4 })
    expect(same.violation!.message).toMatch(/Die Hard is already drawn/)
  })

  it("the card kept must be one of the two drawn", () => {
    const match = buildMatch(inducing(base, cards(1)), bloodBowl)
    const drawn = playOk(match, initialState(match), card(card(deck(new Events().roll("2d6", [3, 4], "weather"), 5), 5), 2).list)
    expect(legalDecisions(match, drawn.state)).toEqual([{ _tag: "SpecialPlayKept", team: "home", card: "helping-hand" }, { _tag: "SpecialPlayKept", team: "home", card: "boot-camp" }])
    const played = play(match, initialState(match), keep(card(card(deck(new Events().roll("2d6", [3, 4], "weather"), 5), 5), 2), "burst-of-speed").list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays" })
    expect(played.violation!.message).toMatch(/drew Helping Hand and Boot Camp; Burst of Speed is not one of them/)
  })

  it("not applying: a card not drawn cannot be played, nor one already played", () => {
    const { match, state } = homeStarts([[], []])
    const none = play(match, state, playCard(awayEnds(), "burst-of-speed", "home", "h1").list)
    expect(none.violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays" })
    expect(none.violation!.message).toMatch(/Home hold no Burst of Speed card to play/)
    const held = homeStarts([["burst-of-speed"], []])
    const twice = play(held.match, held.state, playCard(playCard(awayEnds(), "burst-of-speed", "home", "h1"), "burst-of-speed", "home", "h1").list)
    expect(twice.violation!.message).toMatch(/Home hold no Burst of Speed card to play/)
  })

  it("a card at the wrong moment is a violation that says when it is played: Burst of Speed before the coin toss, or in the middle of a turn", () => {
    const match = buildMatch(inducing(base, cards(2)), bloodBowl)
    const events = keep(card(card(deck(drawHelpingHand(), 4), 1), 6), "burst-of-speed")
    const early = play(match, initialState(match), playCard(events, "burst-of-speed", "home", "h1").list)
    expect(early.violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays" })
    expect(early.violation!.message).toBe("Burst of Speed is played at the start of one of the team's own turns, before anyone is activated; not now")
    const { match: m, state } = homeStarts([["burst-of-speed"], []])
    const late = play(m, state, playCard(awayEnds().add({ _tag: "ActionDeclared", player: "h2", action: "move" }), "burst-of-speed", "home", "h1").list)
    expect(late.violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays", seq: 3 })
  })

  it("every card's effect is folded, but for the one no team can ever hold at its moment (Public Inconvenience)", () => {
    const unfolded = CARDS.filter((c) => !Object.hasOwn(foldedPlays(), c.id)).map((c) => c.id)
    expect(unfolded).toEqual(["public-inconvenience"])
    expect([...NEVER_PLAYED.keys()]).toEqual(["public-inconvenience"])
  })

  it("not applying: going on without playing keeps the card for later; a team without cards sees no window", () => {
    const { match, state } = homeStarts([["burst-of-speed"], []])
    const offered = playOk(match, state, awayEnds().list)
    expect(expecting(match, offered.state)).toMatchObject({ kind: "decision", events: ["SpecialPlayPlayed", "ChoiceDeclined", "ActionDeclared", "TurnEnded"] })
    const skipped = playOk(match, state, awayEnds().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(skipped.state.teams[0]!.specialPlays).toEqual(["burst-of-speed"])
    // Saying so outright (ChoiceDeclined "special-play") passes the moment too, keeping the card; the turn goes on.
    const declined = playOk(match, state, awayEnds().add({ _tag: "ChoiceDeclined", team: "home", choice: "special-play" }).list)
    expect(declined.state.teams[0]!.specialPlays).toEqual(["burst-of-speed"])
    expect(expecting(match, declined.state)).toMatchObject({ about: "activate a player or end the turn" })
    expect(legalDecisions(match, offered.state)).toContainEqual({ _tag: "ChoiceDeclined", team: "home", choice: "special-play" })
    const empty = homeStarts([[], []])
    expect(expecting(empty.match, playOk(empty.match, empty.state, awayEnds().list).state)).toMatchObject({ about: "activate a player or end the turn" })
  })
})

describe("Helping Hand: Big Hand, Extra Arms and Sure Hands for the match [row:blood-bowl/special-plays/helping-hand]", () => {
  it("kept in the draw and played on h2 before the coin toss: h2 has the three skills, h1 none; the coin toss follows", () => {
    const match = buildMatch(inducing(base, cards(1)), bloodBowl)
    const played = playOk(match, initialState(match), playCard(drawHelpingHand(), "helping-hand", "home", "h2").list)
    const h2 = match.playerIndex.get("h2")!
    for (const skill of ["Big Hand", "Extra Arms", "Sure Hands"]) expect(hasSkill(match, played.state, h2, skill)).toBe(true)
    expect(hasSkill(match, played.state, match.playerIndex.get("h1")!, "Sure Hands")).toBe(false)
    expect(played.state.players[h2]!.gained).toEqual([{ source: "Helping Hand", until: "game", skills: ["Big Hand", "Extra Arms", "Sure Hands"] }])
    expect(played.state.teams[0]!.specialPlays).toEqual([])
    expect(expecting(match, played.state)).toMatchObject({ events: ["CoinTossCalled"] })
  })

  it("not applying: it is played before the coin toss only — at the start of a turn it is refused; and on an opposing player it is refused", () => {
    const { match, state } = homeStarts([["helping-hand"], []])
    const late = play(match, state, playCard(awayEnds(), "helping-hand", "home", "h2").list)
    expect(late.violation!.message).toMatch(/Helping Hand is played in the pre-game/)
    const m = buildMatch(inducing(base, cards(1)), bloodBowl)
    const theirs = play(m, initialState(m), playCard(drawHelpingHand(), "helping-hand", "home", "a1").list)
    expect(theirs.violation).toMatchObject({ _tag: "RuleViolation", rule: "Helping Hand" })
  })
})

describe("Burst of Speed: Sprint, Sure Feet and +1 MA for the team turn [row:blood-bowl/special-plays/burst-of-speed]", () => {
  it("played on h1 (MA 6) as Home's turn starts: MA 7, so the 8th square is the first Rush; a failed Rush is re-rolled with Sure Feet; at the end of the turn it all lapses", () => {
    const { match, state } = homeStarts([["burst-of-speed"], []])
    const events = playCard(awayEnds(), "burst-of-speed", "home", "h1")
    const h1 = match.playerIndex.get("h1")!
    const played = playOk(match, state, events.list)
    expect(characteristic(match, played.state, h1, "ma")).toBe(7)
    expect(hasSkill(match, played.state, h1, "Sprint")).toBe(true)
    expect(played.outcomes.find((o) => o._tag === "Note")).toMatchObject({ text: "Burst of Speed: h1 (#1) has Sprint, Sure Feet and +1 MA (at most 9) this team turn" })
    events.add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    for (let x = 6; x <= 13; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 8] })
    events.d6(1, "rush", "h1")
    const rushed = playOk(match, state, events.list)
    expect(rushed.rulings.filter((r) => r.rule === "Rush")).toHaveLength(1)
    events.add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Sure Feet", player: "h1" } as never).d6(4, "rush", "h1").add({ _tag: "ActionEnded", player: "h1" }).add({ _tag: "TurnEnded", team: "home" })
    const ended = playOk(match, state, events.list)
    expect(where(ended.state, "h1").at).toEqual([13, 8])
    expect(characteristic(match, ended.state, h1, "ma")).toBe(6)
    expect(hasSkill(match, ended.state, h1, "Sure Feet")).toBe(false)
  })

  it("not applying: Away cannot play it at the start of Home's turn (it is played at the start of one's own)", () => {
    const { match, state } = homeStarts([[], ["burst-of-speed"]])
    const refused = play(match, state, playCard(awayEnds(), "burst-of-speed", "away", "a1").list)
    expect(refused.violation!.message).toMatch(/start of one of the team's own turns/)
  })
})

describe("Helm of Many Eyes: Dodge, Break Tackle and Really Stupid until the end of the drive [row:blood-bowl/special-plays/helm-of-many-eyes]", () => {
  it("played on h2 as Home's turn starts: h2 has Dodge and Break Tackle, and being Really Stupid they roll for it as they are activated", () => {
    const { match, state } = homeStarts([["helm-of-many-eyes"], []])
    const events = playCard(awayEnds(), "helm-of-many-eyes", "home", "h2")
    const h2 = match.playerIndex.get("h2")!
    const played = playOk(match, state, events.list)
    for (const skill of ["Dodge", "Break Tackle", "Really Stupid"]) expect(hasSkill(match, played.state, h2, skill)).toBe(true)
    const activated = playOk(match, state, events.add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(expecting(match, activated.state)).toMatchObject({ kind: "roll", for: "really-stupid" })
    expect(played.state.players[h2]!.gained).toMatchObject([{ source: "Helm of Many Eyes", until: "drive" }])
  })

  it("not applying: h1 without the helm has none of them, and the helm is not played at the start of the opposition's turn", () => {
    const { match, state } = homeStarts([["helm-of-many-eyes"], []])
    const played = playOk(match, state, playCard(awayEnds(), "helm-of-many-eyes", "home", "h2").list)
    expect(hasSkill(match, played.state, match.playerIndex.get("h1")!, "Dodge")).toBe(false)
    const theirs = homeStarts([[], ["helm-of-many-eyes"]])
    expect(play(theirs.match, theirs.state, playCard(awayEnds(), "helm-of-many-eyes", "away", "a1").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Special Plays" })
  })
})

describe("Slippery Shoes: −2 to every Rush in the opposition's team turn [row:blood-bowl/special-plays/slippery-shoes]", () => {
  it("Away play it as Home's turn starts: h1 (MA 6) rushes on the 7th square at −2 — a 3 fails; it lapses with Home's turn", () => {
    const { match, state } = homeStarts([[], ["slippery-shoes"]])
    const events = playCard(awayEnds(), "slippery-shoes", "away").add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    for (let x = 6; x <= 12; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 8] })
    events.d6(3, "rush", "h1")
    const rushed = playOk(match, state, events.list)
    expect(rushed.rulings.find((r) => r.rule === "Rush")).toMatchObject({ modifiers: [{ value: -2, source: "Slippery Shoes" }], success: false })
  })

  it("every Rush, the one a Blitz's block costs too: h1 (MA 6) walks six squares and blocks a1 as the 7th, whose Rush is at −2 — a 3 fails and h1 falls", () => {
    const { match, state } = homeStarts([[], ["slippery-shoes"]], { at: { h1: [5, 7], a1: [12, 7] } })
    const events = playCard(awayEnds(), "slippery-shoes", "away").add({ _tag: "ActionDeclared", player: "h1", action: "blitz", target: "a1" } as never)
    for (let x = 6; x <= 11; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 7] })
    events.add({ _tag: "BlockThrown", player: "h1", target: "a1" }).d6(3, "rush", "h1")
    const rushed = playOk(match, state, events.list)
    expect(rushed.rulings.find((r) => r.rule === "Rush")).toMatchObject({ modifiers: [{ value: -2, source: "Slippery Shoes" }], success: false })
  })

  it("not applying: in Away's own following turn a Rush has no −2, and Away cannot play it at the start of their own turn", () => {
    const { match, state } = homeStarts([[], ["slippery-shoes"]])
    const events = playCard(awayEnds(), "slippery-shoes", "away").add({ _tag: "TurnEnded", team: "home" })
    const next = playOk(match, state, events.list)
    expect(next.state.kickOffEffects.some((e) => e.includes("slippery-shoes"))).toBe(false)
    events.add({ _tag: "ActionDeclared", player: "a1", action: "move" })
    for (let y = 4; y <= 10; y++) events.add({ _tag: "PlayerMoved", player: "a1", to: [20, y] })
    events.d6(2, "rush", "a1")
    expect(playOk(match, state, events.list).rulings.find((r) => r.rule === "Rush")).toMatchObject({ modifiers: [], success: true })
    const own = positionOf(base, { team: 0, at: { h1: [5, 7], a1: [20, 3] } })
    const refused = play(own.match, holding(own.state, [[], ["slippery-shoes"]]), playCard(new Events().add({ _tag: "TurnEnded", team: "home" }), "slippery-shoes", "away").list)
    expect(refused.violation!.message).toMatch(/Slippery Shoes is played at the start of one of the opposition's turns/)
  })
})

describe("Sprinkler Malfunction: −1 to Pass actions, pick-ups and catches until the end of the drive [row:blood-bowl/special-plays/sprinkler-malfunction]", () => {
  it("Away play it as Home's turn starts: h1 picks up the ball at [6, 7] at −1 (Sprinkler Malfunction); still in force in Away's next turn", () => {
    const { match, state } = homeStarts([[], ["sprinkler-malfunction"]], { ballAt: [6, 7] })
    const events = playCard(awayEnds(), "sprinkler-malfunction", "away")
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] })
      .d6(3, "pick-up", "h1")
    const picked = playOk(match, state, events.list)
    expect(picked.rulings.find((r) => r.rule === "Pick-up")).toMatchObject({ modifiers: [{ value: -1, source: "Sprinkler Malfunction" }], success: false })
    // The failed pick-up ends Home's turn; the sprinklers still run in Away's.
    const bounced = playOk(match, state, events.roll("d8", [2], "bounce").list)
    expect(bounced.state.activeTeam).toBe(1)
    expect(bounced.state.kickOffEffects).toContain("special-play:sprinkler-malfunction:1")
  })

  it("not applying: without the card the same pick-up has no modifier; the card is not played at the start of Away's own turn", () => {
    const { match, state } = homeStarts([[], []], { ballAt: [6, 7] })
    const events = awayEnds().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] }).d6(3, "pick-up", "h1")
    expect(playOk(match, state, events.list).rulings.find((r) => r.rule === "Pick-up")).toMatchObject({ modifiers: [], success: true })
    const own = positionOf(base, { team: 0, at: { h1: [5, 7], a1: [20, 3] } })
    expect(play(own.match, holding(own.state, [[], ["sprinkler-malfunction"]]), playCard(new Events().add({ _tag: "TurnEnded", team: "home" }), "sprinkler-malfunction", "away").list).violation).toMatchObject({ _tag: "RuleViolation" })
  })
})

describe("Down the Chain: any number of Hand-off actions in the team turn [row:blood-bowl/special-plays/down-the-chain]", () => {
  const handOff = (events: Events, from: string, to: string, catchFace: number) =>
    events.add({ _tag: "ActionDeclared", player: from, action: "hand-off" }).add({ _tag: "HandedOff", player: from, target: to }).d6(catchFace, "catch", to)

  it("played as Home's turn starts: h2 hands off to h3, and h3 then hands off to h4 — both accepted", () => {
    const { match, state } = homeStarts([["down-the-chain"], []], { at: { h2: [11, 7], h3: [12, 7], h4: [13, 7], a1: [20, 3] }, ballCarrier: "h2" })
    const events = handOff(handOff(playCard(awayEnds(), "down-the-chain"), "h2", "h3", 5), "h3", "h4", 5)
    const played = playOk(match, state, events.list)
    expect(played.state.ball.carrier).toBe("h4")
  })

  it("not applying: without the card the second Hand-off is refused", () => {
    const { match, state } = homeStarts([[], []], { at: { h2: [11, 7], h3: [12, 7], h4: [13, 7], a1: [20, 3] }, ballCarrier: "h2" })
    const played = play(match, state, handOff(handOff(awayEnds(), "h2", "h3", 5), "h3", "h4", 5).list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", seq: 5 })
  })
})

// ---- the pre-game cards ----

/** The weather, then one card kept from a deck: `kept` at D8 face `face`, drawn with the card at D8 `other`. */
const drawn = (deckFace: number, face: number, other: number, kept: string) =>
  keep(card(card(deck(new Events().roll("2d6", [3, 4], "weather"), deckFace), face), other), kept)

/** Home, having bought one card, draw and play it before the coin toss; the state after. */
const preGame = (deckFace: number, face: number, kept: string, playerId?: string) => {
  const match = buildMatch(inducing(base, cards(1)), bloodBowl)
  return { match, played: playOk(match, initialState(match), playCard(drawn(deckFace, face, face === 1 ? 2 : 1, kept), kept, "home", playerId).list) }
}

/** A foul by h1 on the prone a1, spotted for a double; a4 waits far away. */
const foulPosition = { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] } as const
const spottedFoul = () =>
  new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(1, 1, "armour", "a1")

describe("Gruk the Bear's Gauntlets: +1 ST for the first drive, −1 ST after it [row:blood-bowl/special-plays/gruk-the-bears-gauntlets]", () => {
  it("played on h1 (ST 3) before the coin toss: ST 4 for the drive; when the half's last turn ends the drive, ST 2 for the rest of the match", () => {
    const { match, played } = preGame(3, 3, "gruk-the-bears-gauntlets", "h1")
    const h1 = match.playerIndex.get("h1")!
    expect(characteristic(match, played.state, h1, "st")).toBe(4)
    // The same gains in the first drive's last turn: the drive ends with the half.
    const { state } = positionOf(inducing(base, cards(1)), { team: 1, turn: 8, at: { h1: [10, 7], a1: [20, 3] } })
    const wearing = { ...state, players: state.players.map((p, i) => (i === h1 ? { ...p, gained: played.state.players[h1]!.gained } : p)) }
    expect(characteristic(match, wearing, h1, "st")).toBe(4)
    const ended = playOk(match, wearing, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(ended.outcomes).toContainEqual({ _tag: "DriveEnded", drive: 1, reason: "half-time" })
    expect(characteristic(match, ended.state, h1, "st")).toBe(2)
  })

  it("not applying: h2, who was not given the gauntlets, keeps ST 3", () => {
    const { match, played } = preGame(3, 3, "gruk-the-bears-gauntlets", "h1")
    expect(characteristic(match, played.state, match.playerIndex.get("h2")!, "st")).toBe(3)
  })
})

describe("Oath Stone of the High Coach: +1 to Argue the Call and to Brilliant Coaching for the match [row:blood-bowl/special-plays/oath-stone-of-the-high-coach]", () => {
  const oath = () => preGame(3, 5, "oath-stone-of-the-high-coach").played.state.kickOffEffects

  it("played before the coin toss; later h1 is sent off for a double and Home argue: a 5 + 1 is a 6, Well, When You Put It Like That…", () => {
    const { match, state } = positionOf(base, { ...foulPosition, kickOffEffects: oath() })
    const played = playOk(match, state, spottedFoul().add({ _tag: "CallArgued", team: "home" }).d6(5, "argue-the-call").list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ total: 6, modifiers: [{ value: 1, source: "Oath Stone of the High Coach" }], row: "well-when-you-put-it-like-that" })
  })

  it("and at a kick-off's Brilliant Coaching, Home's 2 + 1 beats Away's 2: Home gain the re-roll (a tie without the stone, below)", () => {
    const { match, state } = kickOffPosition(kickOffHeader(), { landing: [20, 5] })
    const stone = { ...state, kickOffEffects: oath() }
    const played = playOk(match, stone, kickOffRoll(7).d6(2, "brilliant-coaching").d6(2, "brilliant-coaching").list)
    expect(played.rulings.find((r) => r.rule === "Brilliant Coaching" && r.total === 3)!.modifiers).toEqual([{ value: 1, source: "Oath Stone of the High Coach" }])
    expect(played.state.teams.map((t) => t.rerolls)).toEqual([4, 3])
    const tie = playOk(match, state, kickOffRoll(7).d6(2, "brilliant-coaching").d6(2, "brilliant-coaching").list)
    expect(tie.state.teams.map((t) => t.rerolls)).toEqual([3, 3])
  })

  it("not applying: without the stone the same 5 is I Don't Care!; and Away, who did not play it, have no +1", () => {
    const { match, state } = positionOf(base, foulPosition)
    const played = playOk(match, state, spottedFoul().add({ _tag: "CallArgued", team: "home" }).d6(5, "argue-the-call").list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ total: 5, row: "i-dont-care" })
    const away = positionOf(base, { ...foulPosition, team: 1, at: { a1: [10, 7], h1: [11, 7], h4: [20, 3] }, prone: ["h1"], kickOffEffects: oath() })
    const events = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "foul" }).add({ _tag: "FoulCommitted", player: "a1", target: "h1" }).twoD6(1, 1, "armour", "h1")
    const theirs = playOk(away.match, away.state, events.add({ _tag: "CallArgued", team: "away" }).d6(5, "argue-the-call").list)
    expect(theirs.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ total: 5, modifiers: [] })
  })
})

describe("Skrot's Sticky Slop: Catch and Sure Hands for the match, but no Pass or Hand-off action [row:blood-bowl/special-plays/skrots-sticky-slop]", () => {
  it("played on h2 before the coin toss: h2 has Catch and Sure Hands; holding the ball later, h2 may not declare a Hand-off or a Pass", () => {
    const { match, played } = preGame(3, 6, "skrots-sticky-slop", "h2")
    const h2 = match.playerIndex.get("h2")!
    expect(hasSkill(match, played.state, h2, "Catch") && hasSkill(match, played.state, h2, "Sure Hands")).toBe(true)
    const { state } = positionOf(base, { team: 0, at: { h2: [11, 7], h3: [12, 7], a1: [20, 3] }, ballCarrier: "h2" })
    const slopped = { ...state, players: state.players.map((p, i) => (i === h2 ? { ...p, gained: played.state.players[h2]!.gained } : p)) }
    for (const action of ["hand-off", "pass"] as const) {
      const refused = play(match, slopped, new Events().add({ _tag: "ActionDeclared", player: "h2", action }).list)
      expect(refused.violation).toMatchObject({ _tag: "RuleViolation", rule: "Skrot's Sticky Slop" })
    }
  })

  it("not applying: h3 beside them may still hand off, and h2 may still Move", () => {
    const { match, played } = preGame(3, 6, "skrots-sticky-slop", "h2")
    const h2 = match.playerIndex.get("h2")!
    const { state } = positionOf(base, { team: 0, at: { h2: [11, 7], h3: [12, 7], a1: [20, 3] }, ballCarrier: "h3" })
    const slopped = { ...state, players: state.players.map((p, i) => (i === h2 ? { ...p, gained: played.state.players[h2]!.gained } : p)) }
    expect(play(match, slopped, new Events().add({ _tag: "ActionDeclared", player: "h3", action: "hand-off" }).list).violation).toBeNull()
    expect(play(match, slopped, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list).violation).toBeNull()
  })
})

describe("The Main 'Skull'-prit: Dirty Player (+1) and Sneaky Git, and no argument or bribe when sent off [row:blood-bowl/special-plays/the-main-skull-prit]", () => {
  const skullPrit = () => {
    const { match, played } = preGame(2, 7, "the-main-skull-prit", "h1")
    const h1 = match.playerIndex.get("h1")!
    const bribed = inducing(base, [...cards(1), { id: "bribe", count: 1 }])
    const { state } = positionOf(bribed, foulPosition)
    return { match: buildMatch(bribed, bloodBowl), h1, state: { ...state, players: state.players.map((p, i) => (i === h1 ? { ...p, gained: played.state.players[h1]!.gained } : p)) } }
  }

  it("played on h1: the foul's armour roll has Dirty Player's +1; spotted for a double, Home may neither argue nor bribe, and h1 is sent off", () => {
    const { match, h1, state } = skullPrit()
    expect(hasSkill(match, state, h1, "Sneaky Git")).toBe(true)
    // A double on the armour roll goes unseen (Sneaky Git); 5 + 3 + 1 breaks the armour, and the injury's 3 + 3 is seen.
    const foul = () => new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(5, 3, "armour", "a1").twoD6(3, 3, "injury", "a1")
    const seen = playOk(match, state, foul().list)
    expect(seen.rulings.find((r) => r.rule === "Armour")).toMatchObject({ modifiers: [{ value: 1, source: "skill: Dirty Player" }], total: 9, success: true })
    expect(expecting(match, seen.state)).toMatchObject({ about: "argue the call or use a bribe?" })
    expect(play(match, state, foul().add({ _tag: "CallArgued", team: "home" }).list).violation).toMatchObject({ rule: "The Main 'Skull'-prit" })
    expect(play(match, state, foul().add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).list).violation).toMatchObject({ rule: "The Main 'Skull'-prit" })
    const gone = playOk(match, state, foul().add({ _tag: "ChoiceDeclined", team: "home", choice: "argue-the-call" }).list)
    expect(where(gone.state, "h1").box).toBe("sent-off")
  })

  it("a Secret Weapon 'Skull'-prit sent off at the end of the drive is not offered the team's bribe", () => {
    const bomber = player("h1", { position: "Bombardier", traits: ["Secret Weapon"] })
    const head = header([bomber, player("h2")], [player("a1")])
    const { match, state } = positionOf(head, { team: 1, turn: 8, at: { h1: [10, 7], a1: [15, 7] } })
    const h1 = match.playerIndex.get("h1")!
    const gained = preGame(2, 7, "the-main-skull-prit", "h1").played.state.players[h1]!.gained
    const marked = (skull: boolean) => ({
      ...state,
      kickOffEffects: ["secret-weapon:h1"],
      teams: state.teams.map((team, i) => ({ ...team, turn: 8, bribes: i === 0 ? 1 : 0 })),
      players: state.players.map((p, i) => (i === h1 && skull ? { ...p, gained } : p))
    })
    const ended = playOk(match, marked(true), new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(where(ended.state, "h1").box).toBe("sent-off")
    expect(ended.state.teams[0]!.bribes).toBe(1)
    // Without the card, the same bribe is offered.
    const asked = playOk(match, marked(false), new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(expecting(match, asked.state)).toMatchObject({ kind: "decision", team: 0, events: ["CallArgued", "InducementUsed", "ChoiceDeclined"] })
  })

  it("not applying: h2, another Home player sent off for a double, may still be bribed back", () => {
    const { match, state } = skullPrit()
    const moved = { ...state, players: state.players.map((p) => (p.id === "h2" ? { ...p, at: [10, 7] as const, box: null } : p.id === "h1" ? { ...p, at: null, box: "reserves" as const } : p)) }
    const events = new Events().add({ _tag: "ActionDeclared", player: "h2", action: "foul" }).add({ _tag: "FoulCommitted", player: "h2", target: "a1" }).twoD6(1, 1, "armour", "a1")
    const bribed = playOk(match, moved, events.add({ _tag: "InducementUsed", team: "home", inducement: "bribe" }).d6(4, "bribe").list)
    expect(where(bribed.state, "h2").box).toBeNull()
  })
})

// ---- cards that ask for players ----

const choose = (events: Events, id: string, cardId: string, team = "home") => events.add({ _tag: "PlayerChosen", team, player: id, for: cardId } as never)
const d3 = (events: Events, face: number, team = "home") => events.add({ _tag: "DiceRolled", die: "d3", faces: [face], for: "special-play", team } as never)

describe("Die Hard: D3 of the team's Stunned players roll over to Prone [row:blood-bowl/special-plays/die-hard]", () => {
  const stunned = () => homeStarts([["die-hard"], []], { at: { h1: [5, 7], h2: [11, 7], h3: [12, 7], h4: [13, 7], a1: [20, 3] }, stunned: ["h1", "h2", "h3"] })

  it("three Stunned, the D3 is 2: Home choose h1 and h3, who are Prone and may stand up this turn; h2 stays Stunned", () => {
    const { match, state } = stunned()
    const rolled = playOk(match, state, d3(playCard(awayEnds(), "die-hard"), 2).list)
    expect(rolled.rulings.find((r) => r.rule === "Die Hard")).toMatchObject({ total: 2 })
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen"] })
    const events = choose(choose(d3(playCard(awayEnds(), "die-hard"), 2), "h1", "die-hard"), "h3", "die-hard")
    const played = playOk(match, state, events.list)
    expect(["h1", "h2", "h3"].map((id) => where(played.state, id).posture)).toEqual(["prone", "stunned", "prone"])
    expect(playOk(match, state, events.add({ _tag: "ActionDeclared", player: "h1", action: "move" }).list).violation).toBeNull()
  })

  it("the D3 is 3 with three Stunned: all three are taken without naming; and h4, Standing, cannot be chosen", () => {
    const { match, state } = stunned()
    const all = playOk(match, state, d3(playCard(awayEnds(), "die-hard"), 3).list)
    expect(["h1", "h2", "h3"].map((id) => where(all.state, id).posture)).toEqual(["prone", "prone", "prone"])
    const standing = play(match, state, choose(d3(playCard(awayEnds(), "die-hard"), 1), "h4", "die-hard").list)
    expect(standing.violation).toMatchObject({ _tag: "RuleViolation", rule: "Die Hard" })
  })

  it("not applying: a Stunned player is not activated without the card", () => {
    const { match, state } = homeStarts([[], []], { stunned: ["h1"] })
    expect(play(match, state, awayEnds().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).list).violation).toMatchObject({ _tag: "RuleViolation" })
  })
})

describe("Tripping Hazard: D3 Standing opposition players without the ball are Placed Prone [row:blood-bowl/special-plays/tripping-hazard]", () => {
  const hazard = () => homeStarts([[], ["tripping-hazard"]], { at: { h1: [5, 7], h2: [11, 7], h3: [12, 7], h4: [13, 7], a1: [20, 3] }, ballCarrier: "h2" })

  it("Away play it as Home's turn starts; the D3 is 1: Away choose h3, Placed Prone (no armour roll, no turnover: Home's turn goes on)", () => {
    const { match, state } = hazard()
    const played = playOk(match, state, choose(d3(playCard(awayEnds(), "tripping-hazard", "away"), 1, "away"), "h3", "tripping-hazard", "away").list)
    expect(where(played.state, "h3").posture).toBe("prone")
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
    expect(played.state.activeTeam).toBe(0)
    expect(expecting(match, played.state)).toMatchObject({ about: "activate a player or end the turn" })
  })

  it("not applying: the ball carrier h2 cannot be chosen, nor Away's own a1", () => {
    const { match, state } = hazard()
    const events = (id: string) => choose(d3(playCard(awayEnds(), "tripping-hazard", "away"), 1, "away"), id, "tripping-hazard", "away").list
    expect(play(match, state, events("h2")).violation).toMatchObject({ rule: "Tripping Hazard" })
    expect(play(match, state, events("a1")).violation).toMatchObject({ rule: "Tripping Hazard" })
  })
})

describe("Switcheroo: two of the team's players of ST 4 or less, without the ball, swap places [row:blood-bowl/special-plays/switcheroo]", () => {
  const head = header([player("h1"), player("h2"), player("h3", { st: 5 }), player("h4")], [player("a1")])
  const swap = (at: Readonly<Record<string, readonly [number, number]>>, carrier?: string) => {
    const { match, state } = positionOf(head, { team: 1, at: { ...at, a1: [20, 3] }, ...(carrier === undefined ? {} : { ballCarrier: carrier }) } as never)
    return { match, state: holding(state, [["switcheroo"], []]) }
  }
  const four = { h1: [5, 7], h2: [11, 3], h3: [12, 7], h4: [14, 10] } as const

  it("Home play it as their turn starts and choose h1 and h2: h1 is on [11, 3], h2 on [5, 7]; h4 stays", () => {
    const { match, state } = swap(four)
    const played = playOk(match, state, choose(choose(playCard(awayEnds(), "switcheroo"), "h1", "switcheroo"), "h2", "switcheroo").list)
    expect([where(played.state, "h1").at, where(played.state, "h2").at, where(played.state, "h4").at]).toEqual([[11, 3], [5, 7], [14, 10]])
  })

  it("with h4 holding the ball only h1 and h2 qualify: they swap without being named", () => {
    const { match, state } = swap(four, "h4")
    const played = playOk(match, state, playCard(awayEnds(), "switcheroo").list)
    expect([where(played.state, "h1").at, where(played.state, "h2").at]).toEqual([[11, 3], [5, 7]])
  })

  it("not applying: h3 (ST 5) cannot be chosen; with only h1 and the ball carrier h2 on the pitch the card cannot be played", () => {
    const { match, state } = swap(four)
    expect(play(match, state, choose(playCard(awayEnds(), "switcheroo"), "h3", "switcheroo").list).violation).toMatchObject({ rule: "Switcheroo" })
    const held = swap({ h1: [5, 7], h2: [11, 3], h3: [12, 7] }, "h2")
    expect(play(held.match, held.state, playCard(awayEnds(), "switcheroo").list).violation).toMatchObject({ rule: "Switcheroo", seq: 2 })
  })
})

describe("Sweatband of Conquest: a random player of the team gains Regeneration and +1 AV for the match [row:blood-bowl/special-plays/sweatband-of-conquest]", () => {
  it("played before the coin toss; h3 is drawn: AV 10, and Regeneration", () => {
    const match = buildMatch(inducing(base, cards(1)), bloodBowl)
    const events = playCard(drawn(3, 8, 1, "sweatband-of-conquest"), "sweatband-of-conquest")
    const waiting = playOk(match, initialState(match), events.list)
    expect(expecting(match, waiting.state)).toMatchObject({ kind: "decision", events: ["PlayerDrawn"] })
    const played = playOk(match, initialState(match), events.add({ _tag: "PlayerDrawn", player: "h3", for: "special-play" } as never).list)
    const h3 = match.playerIndex.get("h3")!
    expect(characteristic(match, played.state, h3, "av")).toBe(10)
    expect(hasSkill(match, played.state, h3, "Regeneration")).toBe(true)
    expect(expecting(match, played.state)).toMatchObject({ events: ["CoinTossCalled"] })
  })

  it("not applying: an Away player cannot be drawn for Home's sweatband, and h1 (not drawn) keeps AV 9", () => {
    const match = buildMatch(inducing(base, cards(1)), bloodBowl)
    const events = playCard(drawn(3, 8, 1, "sweatband-of-conquest"), "sweatband-of-conquest")
    expect(play(match, initialState(match), events.add({ _tag: "PlayerDrawn", player: "a1", for: "special-play" } as never).list).violation).toMatchObject({ rule: "Sweatband of Conquest" })
    expect(characteristic(match, initialState(match), match.playerIndex.get("h1")!, "av")).toBe(9)
  })
})

// ---- cards played as a player is activated ----

describe("Sizzling Shimmy: +1 to the activated player's dodges, −1 MA [row:blood-bowl/special-plays/sizzling-shimmy]", () => {
  const shimmy = (hands: ReadonlyArray<ReadonlyArray<string>>) => homeStarts(hands, { at: { h1: [5, 7], h2: [11, 7], a1: [6, 7] } })
  const activate = () => awayEnds().add({ _tag: "ActionDeclared", player: "h1", action: "move" })

  it("played as h1 is activated for a Move: MA 5, and the dodge away from a1 to [4, 7] is at +1 (Sizzling Shimmy)", () => {
    const { match, state } = shimmy([["sizzling-shimmy"], []])
    const offered = playOk(match, state, activate().list)
    expect(expecting(match, offered.state)).toMatchObject({ kind: "decision", events: ["SpecialPlayPlayed", "ChoiceDeclined"], about: "play Special Plays cards for this activation, or go on" })
    const events = playCard(activate(), "sizzling-shimmy", "home", "h1")
    expect(characteristic(match, playOk(match, state, events.list).state, match.playerIndex.get("h1")!, "ma")).toBe(5)
    const dodged = playOk(match, state, events.add({ _tag: "PlayerMoved", player: "h1", to: [4, 7] }).d6(2, "dodge", "h1").list)
    expect(dodged.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ modifiers: [{ value: 1, source: "Sizzling Shimmy" }], success: true })
  })

  it("not applying: played for h2, who is not being activated, it is refused; without it the same dodge has no modifier", () => {
    const { match, state } = shimmy([["sizzling-shimmy"], []])
    expect(play(match, state, playCard(activate(), "sizzling-shimmy", "home", "h2").list).violation).toMatchObject({ rule: "Sizzling Shimmy" })
    const plain = playOk(match, state, activate().add({ _tag: "PlayerMoved", player: "h1", to: [4, 7] }).d6(3, "dodge", "h1").list)
    expect(plain.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ modifiers: [] })
  })
})

describe("In the Zone: the activated player's modifiers for being marked are 1 less bad, to −1 at best [row:blood-bowl/special-plays/in-the-zone]", () => {
  // h1 on [5, 7], marked by a1; [5, 8] is marked by a1, a2 and a3.
  const zone = (hands: ReadonlyArray<ReadonlyArray<string>>) => homeStarts(hands, { at: { h1: [5, 7], h2: [11, 7], a1: [6, 7], a2: [6, 9], a3: [4, 9] } })
  const activate = () => awayEnds().add({ _tag: "ActionDeclared", player: "h1", action: "move" })

  it("played as h1 is activated: the dodge into three tackle zones is −3 +1 = −2", () => {
    const { match, state } = zone([["in-the-zone"], []])
    const played = playOk(match, state, playCard(activate(), "in-the-zone", "home", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [5, 8] }).d6(6, "dodge", "h1").list)
    const dodge = played.rulings.find((r) => r.rule === "Dodge")!
    expect(dodge.modifiers).toContainEqual({ value: 1, source: "In the Zone (marked, 1 less bad)" })
    expect(dodge.modifiers!.reduce((n, m) => n + m.value, 0)).toBe(-2)
  })

  it("not applying: into a single tackle zone (−1) there is nothing to reduce", () => {
    const { match, state } = zone([["in-the-zone"], []])
    const played = playOk(match, state, playCard(activate(), "in-the-zone", "home", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [6, 6] }).d6(6, "dodge", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Dodge")!.modifiers).toEqual([{ value: -1, source: "marked by a1 (#1)" }])
  })
})

// ---- cards played as the team's turn ends ----

/** Home's turn is on; h1 on [10, 7] marks a1 on [11, 7]; a2 waits far away. */
const homeEnds = (hands: ReadonlyArray<ReadonlyArray<string>>, carrier?: string) => {
  const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], h2: [3, 3], a1: [11, 7], a2: [20, 3], a3: [20, 9] }, ...(carrier === undefined ? {} : { ballCarrier: carrier }) })
  return { match, state: holding(state, hands) }
}
const turnEnded = () => new Events().add({ _tag: "TurnEnded", team: "home" })

describe("Enjoy Your Trip?: at the end of the team's turn, a Standing opponent it marks is Placed Prone [row:blood-bowl/special-plays/enjoy-your-trip]", () => {
  it("Home end their turn and play it on a1, marked by h1: a1 is Prone as Away's turn starts (no armour roll)", () => {
    const { match, state } = homeEnds([["enjoy-your-trip"], []])
    const offered = playOk(match, state, turnEnded().list)
    expect(expecting(match, offered.state)).toMatchObject({ about: "play Special Plays cards as the team turn ends, or go on" })
    const played = playOk(match, state, playCard(turnEnded(), "enjoy-your-trip", "home", "a1").list)
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
  })

  it("not applying: a2, marked by nobody, cannot be chosen; on the ball carrier the ball bounces (special-plays-sp-ball.test.ts)", () => {
    const { match, state } = homeEnds([["enjoy-your-trip"], []])
    expect(play(match, state, playCard(turnEnded(), "enjoy-your-trip", "home", "a2").list).violation).toMatchObject({ rule: "Enjoy Your Trip?" })
    const carrying = homeEnds([["enjoy-your-trip"], []], "a1")
    expect(expecting(carrying.match, playOk(carrying.match, carrying.state, playCard(turnEnded(), "enjoy-your-trip", "home", "a1").list).state)).toMatchObject({ kind: "roll", for: "bounce" })
  })
})

describe("Ego Trip: an opposing player must be activated first each turn of the drive, or not at all [row:blood-bowl/special-plays/ego-trip]", () => {
  const ego = () => playCard(turnEnded(), "ego-trip", "home", "a1")

  it("played on a1 as Home's turn ends: in Away's turn a2 goes first, and then a1 cannot be activated", () => {
    const { match, state } = homeEnds([["ego-trip"], []])
    const events = ego().add({ _tag: "ActionDeclared", player: "a2", action: "move" }).add({ _tag: "ActionEnded", player: "a2" }).add({ _tag: "ActionDeclared", player: "a1", action: "move" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Ego Trip" })
  })

  it("not applying: activated first, a1 plays as usual; a2 (no Ego Trip) may go after anyone", () => {
    const { match, state } = homeEnds([["ego-trip"], []])
    const events = ego().add({ _tag: "ActionDeclared", player: "a1", action: "move" }).add({ _tag: "ActionEnded", player: "a1" }).add({ _tag: "ActionDeclared", player: "a2", action: "move" })
    expect(play(match, state, events.list).violation).toBeNull()
    expect(play(match, state, playCard(turnEnded(), "ego-trip", "home", "h2").list).violation).toMatchObject({ rule: "Ego Trip" })
  })
})

describe("All-Out Blitz: two Blitz actions in the team turn [row:blood-bowl/special-plays/all-out-blitz]", () => {
  const blitz = (events: Events, id: string) => events.add({ _tag: "ActionDeclared", player: id, action: "blitz", target: "a1" }).add({ _tag: "ActionEnded", player: id })

  it("played as Home's turn starts: h1 and then h2 declare a Blitz; a third, by h3, is refused", () => {
    const { match, state } = homeStarts([["all-out-blitz"], []])
    const two = blitz(blitz(playCard(awayEnds(), "all-out-blitz"), "h1"), "h2")
    expect(play(match, state, two.list).violation).toBeNull()
    expect(play(match, state, blitz(two, "h3").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "one blitz per team turn" })
  })

  it("not applying: without the card the second Blitz is refused; and the card lapses with the turn", () => {
    const { match, state } = homeStarts([[], []])
    expect(play(match, state, blitz(blitz(awayEnds(), "h1"), "h2").list).violation).toMatchObject({ rule: "one blitz per team turn" })
    const played = homeStarts([["all-out-blitz"], []])
    const ended = playOk(played.match, played.state, playCard(awayEnds(), "all-out-blitz").add({ _tag: "TurnEnded", team: "home" }).list)
    expect(ended.state.kickOffEffects.some((e) => e.includes("all-out-blitz"))).toBe(false)
  })
})

describe("Flea Flicker: two Pass actions in the team turn, Quick or Short passes only [row:blood-bowl/special-plays/flea-flicker]", () => {
  const passAction = (events: Events, id: string) => events.add({ _tag: "ActionDeclared", player: id, action: "pass" }).add({ _tag: "ActionEnded", player: id })

  it("played as Home's turn starts: h1 and h3 declare a Pass action; a third is refused; h2 holding the ball may not throw a Long pass", () => {
    const { match, state } = homeStarts([["flea-flicker"], []], { at: { h1: [5, 7], h2: [3, 7], h3: [12, 7], h4: [13, 7], a1: [20, 3] }, ballCarrier: "h2" })
    const two = passAction(passAction(playCard(awayEnds(), "flea-flicker"), "h1"), "h3")
    expect(play(match, state, two.list).violation).toBeNull()
    expect(play(match, state, passAction(two, "h4").list).violation).toMatchObject({ rule: "one pass per team turn" })
    const long = playCard(awayEnds(), "flea-flicker").add({ _tag: "ActionDeclared", player: "h2", action: "pass" }).add({ _tag: "PassAimed", player: "h2", at: [13, 7] } as never)
    expect(play(match, state, long.list).violation).toMatchObject({ rule: "Flea Flicker" })
  })

  it("not applying: a Short pass is thrown under it, and without the card the Long pass is allowed", () => {
    const { match, state } = homeStarts([["flea-flicker"], []], { at: { h1: [5, 7], h2: [3, 7], h3: [12, 7], h4: [13, 7], a1: [20, 3] }, ballCarrier: "h2" })
    const short = playCard(awayEnds(), "flea-flicker").add({ _tag: "ActionDeclared", player: "h2", action: "pass" }).add({ _tag: "PassAimed", player: "h2", at: [8, 7] } as never)
    expect(play(match, state, short.list).violation).toBeNull()
    const plain = homeStarts([[], []], { at: { h1: [5, 7], h2: [3, 7], h3: [12, 7], h4: [13, 7], a1: [20, 3] }, ballCarrier: "h2" })
    const long = awayEnds().add({ _tag: "ActionDeclared", player: "h2", action: "pass" }).add({ _tag: "PassAimed", player: "h2", at: [13, 7] } as never)
    expect(play(plain.match, plain.state, long.list).violation).toBeNull()
  })
})

describe("Spranley's Cup: its holder cannot be fouled, and injury rolls against them are not modified [row:blood-bowl/special-plays/spranleys-cup]", () => {
  const head = header([player("h1"), player("h2")], [player("a1", { skills: ["Mighty Blow (+1)"] }), player("a2")])
  const cupOn = (id: string, position: Parameters<typeof positionOf>[1]) => {
    const match = buildMatch(inducing(head, cards(1)), bloodBowl)
    const played = playOk(match, initialState(match), playCard(drawn(3, 7, 1, "spranleys-cup"), "spranleys-cup", "home", id).list)
    const index = match.playerIndex.get(id)!
    const { state } = positionOf(head, position)
    return { match, state: { ...state, players: state.players.map((p, i) => (i === index ? { ...p, gained: played.state.players[index]!.gained } : p)) } }
  }
  const pow = () => new Events()
    .add({ _tag: "ActionDeclared", player: "a1", action: "block" }).add({ _tag: "BlockThrown", player: "a1", target: "h1" })
    .roll("block", [6], "block", "a1").add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: "h1", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "a1", follow: false })
    .twoD6(5, 5, "armour", "h1").twoD6(4, 3, "injury", "h1")

  it("a1 (Mighty Blow) knocks h1 down: the armour breaks on 10 and the injury's 7 stays 7 — Stunned, not KO'd; a foul on h1 is refused", () => {
    const { match, state } = cupOn("h1", { team: 1, at: { a1: [10, 7], h1: [11, 7] } })
    const played = playOk(match, state, pow().list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 7, modifiers: [], notes: ["Spranley's Cup: the injury roll is not modified"] })
    expect(where(played.state, "h1").posture).toBe("stunned")
    const prone = cupOn("h1", { team: 1, at: { a1: [10, 7], h1: [11, 7] }, prone: ["h1"] })
    const foul = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "foul" }).add({ _tag: "FoulCommitted", player: "a1", target: "h1" })
    expect(play(prone.match, prone.state, foul.list).violation).toMatchObject({ rule: "Spranley's Cup" })
  })

  it("not applying: with the cup on h2, the same block makes h1's 7 an 8 (Mighty Blow): KO'd", () => {
    const { match, state } = cupOn("h2", { team: 1, at: { a1: [10, 7], h1: [11, 7] } })
    const played = playOk(match, state, pow().list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 8, modifiers: [{ value: 1, source: "skill: Mighty Blow" }] })
    expect(where(played.state, "h1").box).toBe("ko")
  })
})

describe("It's All to Play For: a touchdown in the turn counts twice on a D6 of 5+ [row:blood-bowl/special-plays/its-all-to-play-for]", () => {
  const scoring = (turns?: ReadonlyArray<number>) => homeStarts([["its-all-to-play-for"], []], { at: { h1: [24, 7], a1: [3, 3] }, ballCarrier: "h1", ...(turns === undefined ? {} : { turns }) })
  const score = (events: Events) => events.add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] })

  it("played as Home's second turn starts; h1 walks in and the D6 is 5: Home lead 2–0 and h1 has two touchdowns", () => {
    const { match, state } = scoring()
    const events = score(playCard(awayEnds(), "its-all-to-play-for"))
    const waiting = playOk(match, state, events.list)
    expect(expecting(match, waiting.state)).toMatchObject({ kind: "roll", for: "special-play", team: 0 })
    events.add({ _tag: "DiceRolled", die: "d6", faces: [5], for: "special-play", team: "home" } as never)
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "It's All to Play For")).toMatchObject({ total: 5, success: true })
    expect(played.state.teams.map((t) => t.score)).toEqual([2, 0])
    expect(where(played.state, "h1").stats.touchdowns).toBe(2)
  })

  it("not applying: a 4 leaves one touchdown; and in Home's first turn the card cannot be played", () => {
    const { match, state } = scoring()
    const events = score(playCard(awayEnds(), "its-all-to-play-for")).add({ _tag: "DiceRolled", die: "d6", faces: [4], for: "special-play", team: "home" } as never)
    expect(playOk(match, state, events.list).state.teams.map((t) => t.score)).toEqual([1, 0])
    const first = scoring([0, 1])
    expect(play(first.match, first.state, playCard(awayEnds(), "its-all-to-play-for").list).violation!.message).toMatch(/2nd, 3rd or 4th turn/)
  })
})

describe("Training Troubles: the receiving team's players without Loner gain Loner (2+) for the drive [row:blood-bowl/special-plays/training-troubles]", () => {
  // Home kick; Get the Ref (2) rolls no dice and the ball lands on an empty square and bounces.
  const kicked = (hands: ReadonlyArray<ReadonlyArray<string>>) => {
    const { match, state } = kickOffPosition(kickOffHeader(), { landing: [20, 5] })
    return { match, state: holding(state, hands) }
  }
  const landed = () => kickOffRoll(2).roll("d8", [2], "bounce")

  it("Home, kicking, play it once the kick is resolved: a1 has Loner (2+) until the end of the drive, h1 not", () => {
    const { match, state } = kicked([["training-troubles"], []])
    const offered = playOk(match, state, landed().list)
    expect(expecting(match, offered.state)).toMatchObject({ about: "play Special Plays cards before the receiving team's first turn, or go on" })
    const played = playOk(match, state, playCard(landed(), "training-troubles").list)
    expect(hasSkill(match, played.state, match.playerIndex.get("a1")!, "Loner")).toBe(true)
    expect(hasSkill(match, played.state, match.playerIndex.get("h1")!, "Loner")).toBe(false)
    expect(played.state.activeTeam).toBe(1)
  })

  it("not applying: Away, receiving, cannot play it at that moment", () => {
    const { match, state } = kicked([[], ["training-troubles"]])
    expect(play(match, state, playCard(landed(), "training-troubles", "away").list).violation).toMatchObject({ _tag: "RuleViolation" })
  })
})

describe("Dirty Block: as the team's turn ends, a player not activated goes Prone and knocks down an opponent they mark [row:blood-bowl/special-plays/dirty-block]", () => {
  // Home's turn: h1 on [10, 7] stands next to a1 on [11, 7] and a3 on [11, 8]; h2 far away.
  const dirty = () => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], h2: [3, 3], a1: [11, 7], a3: [11, 8], a2: [20, 3] } })
    return { match, state: holding(state, [["dirty-block"], []]) }
  }

  it("played on h1: h1 is Prone, Home choose a3, who is Knocked Down — armour 4 + 3 holds; Away's turn follows", () => {
    const { match, state } = dirty()
    const events = choose(playCard(turnEnded(), "dirty-block", "home", "h1"), "a3", "dirty-block").twoD6(4, 3, "armour", "a3")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").posture).toBe("prone")
    expect(where(played.state, "a3").posture).toBe("prone")
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "a3", total: 7, success: false })
    expect(played.state.activeTeam).toBe(1)
  })

  it("not applying: h2 marks nobody, a2 is not next to h1, and a player activated this turn cannot be used", () => {
    const { match, state } = dirty()
    expect(play(match, state, playCard(turnEnded(), "dirty-block", "home", "h2").list).violation).toMatchObject({ rule: "Dirty Block" })
    expect(play(match, state, choose(playCard(turnEnded(), "dirty-block", "home", "h1"), "a2", "dirty-block").list).violation).toMatchObject({ rule: "Dirty Block" })
    const acted = { ...state, players: state.players.map((p) => (p.id === "h1" ? { ...p, hasActed: true } : p)) }
    expect(play(match, acted, playCard(turnEnded(), "dirty-block", "home", "h1").list).violation).toMatchObject({ rule: "Dirty Block" })
  })
})

describe("Flock of Seagulls: an opponent loses their tackle zone and cannot act until the end of their team's next turn [row:blood-bowl/special-plays/flock-of-seagulls]", () => {
  const gulls = () => homeStarts([["flock-of-seagulls"], []], { at: { h1: [5, 7], h2: [11, 7], a1: [6, 7], a2: [20, 3] } })
  const played = () => playCard(awayEnds(), "flock-of-seagulls", "home", "a1")

  it("played on a1 as Home's turn starts: h1 steps away from a1 with no dodge; in Away's turn a1 cannot be activated; after it a1 has their tackle zone back", () => {
    const { match, state } = gulls()
    const moved = playOk(match, state, played().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [4, 7] }).add({ _tag: "ActionEnded", player: "h1" }).list)
    expect(moved.rulings.some((r) => r.rule === "Dodge")).toBe(false)
    const events = played().add({ _tag: "TurnEnded", team: "home" })
    expect(play(match, state, [...events.list, ...new Events(events.list.length + 1).add({ _tag: "ActionDeclared", player: "a1", action: "move" }).list]).violation).toMatchObject({ rule: "Flock of Seagulls" })
    const after = playOk(match, state, events.add({ _tag: "ActionDeclared", player: "a2", action: "move" }).add({ _tag: "ActionEnded", player: "a2" }).add({ _tag: "TurnEnded", team: "away" }).list)
    expect(where(after.state, "a1").lostTackleZones).toBe(false)
    expect(after.state.kickOffEffects.some((e) => e.includes("flock-of-seagulls"))).toBe(false)
  })

  it("not applying: without the card the same step away is a dodge; and the ball carrier cannot be chosen", () => {
    const { match, state } = homeStarts([[], []], { at: { h1: [5, 7], h2: [11, 7], a1: [6, 7], a2: [20, 3] } })
    const plain = playOk(match, state, awayEnds().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [4, 7] }).d6(4, "dodge", "h1").list)
    expect(plain.rulings.some((r) => r.rule === "Dodge")).toBe(true)
    const carrying = homeStarts([["flock-of-seagulls"], []], { at: { h1: [5, 7], a1: [6, 7], a2: [20, 3] }, ballCarrier: "a1" })
    expect(play(carrying.match, carrying.state, played().list).violation).toMatchObject({ rule: "Flock of Seagulls" })
  })
})

describe("Heavy Bias: during a Foul, one more assist, and the fouler is not sent off [row:blood-bowl/special-plays/heavy-bias]", () => {
  const biased = (hands: ReadonlyArray<ReadonlyArray<string>>) => {
    const { match, state } = positionOf(base, foulPosition)
    return { match, state: holding(state, hands) }
  }
  const fouled = () => new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" })

  it("played once h1 names a1: the armour roll 1 + 1 has +1 (Heavy Bias), and the double does not send h1 off", () => {
    const { match, state } = biased([["heavy-bias"], []])
    expect(expecting(match, playOk(match, state, fouled().list).state)).toMatchObject({ about: "play Special Plays cards before the foul's armour roll, or go on" })
    const played = playOk(match, state, playCard(fouled(), "heavy-bias").twoD6(1, 1, "armour", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 3, modifiers: [{ value: 1, source: "Heavy Bias (an offensive assist)" }] })
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("not applying: without it the double is seen (argue or bribe); and it is not played before the victim is named", () => {
    const { match, state } = biased([[], []])
    expect(expecting(match, playOk(match, state, fouled().twoD6(1, 1, "armour", "a1").list).state)).toMatchObject({ about: "argue the call or use a bribe?" })
    const early = biased([["heavy-bias"], []])
    const before = playCard(new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }), "heavy-bias")
    expect(play(early.match, early.state, before.list).violation!.message).toMatch(/Heavy Bias is played during one of the team's Fouls/)
  })
})

describe("Walk It Off: a foul's victim left Stunned gains Bone Head for the drive [row:blood-bowl/special-plays/walk-it-off]", () => {
  const walking = (hands: ReadonlyArray<ReadonlyArray<string>>) => {
    const { match, state } = positionOf(base, foulPosition)
    return { match, state: holding(state, hands) }
  }
  const declared = () => new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
  const fouls = (events: Events, injury: readonly [number, number]) =>
    events.add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(6, 4, "armour", "a1").twoD6(injury[0], injury[1], "injury", "a1")

  it("played as h1 declares a Foul on the prone a1: armour 6 + 4 breaks, injury 4 + 3 Stunned — a1 has Bone Head", () => {
    const { match, state } = walking([["walk-it-off"], []])
    expect(expecting(match, playOk(match, state, declared().list).state)).toMatchObject({ about: "play Special Plays cards for this activation, or go on" })
    const played = playOk(match, state, fouls(playCard(declared(), "walk-it-off"), [4, 3]).list)
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(hasSkill(match, played.state, match.playerIndex.get("a1")!, "Bone Head")).toBe(true)
  })

  it("not applying: a KO'd victim (injury 5 + 4) gains nothing, nor a Stunned one without the card; and it is not played for a Move action", () => {
    const { match, state } = walking([["walk-it-off"], []])
    const a1 = match.playerIndex.get("a1")!
    const ko = playOk(match, state, fouls(playCard(declared(), "walk-it-off"), [5, 4]).list)
    expect(where(ko.state, "a1").box).toBe("ko")
    expect(hasSkill(match, ko.state, a1, "Bone Head")).toBe(false)
    const plain = walking([[], []])
    const stunned = playOk(plain.match, plain.state, fouls(declared(), [4, 3]).list)
    expect(where(stunned.state, "a1").posture).toBe("stunned")
    expect(hasSkill(match, stunned.state, a1, "Bone Head")).toBe(false)
    const moving = playCard(new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }), "walk-it-off")
    expect(play(match, state, moving.list).violation!.message).toMatch(/Walk It Off is played as one of the team's players declares a Foul/)
  })
})

describe("Pot Hole: an Open opposing player activated to Move, Pass, Hand-off or Foul must dodge to leave their square [row:blood-bowl/special-plays/pot-hole]", () => {
  // Home's turn starts; h1 on [5, 7] is Open; a2 on [8, 7] marks [7, 7] only.
  const holed = (hands: ReadonlyArray<ReadonlyArray<string>>, at: Record<string, readonly [number, number]> = { h1: [5, 7], h2: [11, 7], a1: [20, 3], a2: [8, 7] }) => homeStarts(hands, { at })
  const activate = (action = "move") => awayEnds().add({ _tag: "ActionDeclared", player: "h1", action, ...(action === "blitz" ? { target: "a2" } : {}) } as never)

  it("Away play it as h1 is activated for a Move: the step to [6, 7] is a dodge with no modifier (a 4 passes); the next step to [7, 7] is no dodge", () => {
    const { match, state } = holed([[], ["pot-hole"]])
    expect(expecting(match, playOk(match, state, activate().list).state)).toMatchObject({ about: "play Special Plays cards for this activation, or go on" })
    const moved = playOk(match, state, playCard(activate(), "pot-hole", "away", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] }).d6(4, "dodge", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [7, 7] }).list)
    expect(moved.rulings.filter((r) => r.rule === "Dodge")).toHaveLength(1)
    expect(moved.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ modifiers: [], success: true })
    expect(where(moved.state, "h1").at).toEqual([7, 7])
  })

  it("and a 2 on that dodge: h1 falls over in [6, 7], a turnover", () => {
    const { match, state } = holed([[], ["pot-hole"]])
    const fell = playOk(match, state, playCard(activate(), "pot-hole", "away", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] }).d6(2, "dodge", "h1").twoD6(2, 3, "armour", "h1").list)
    expect(where(fell.state, "h1")).toMatchObject({ at: [6, 7], posture: "prone" })
    expect(fell.outcomes.some((o) => o._tag === "Turnover")).toBe(true)
  })

  it("not applying: without it the step is free; it is refused on a Blitz, on a marked player, and by Home on their own player", () => {
    const plain = holed([[], []])
    expect(playOk(plain.match, plain.state, activate().add({ _tag: "PlayerMoved", player: "h1", to: [6, 7] }).list).rulings.some((r) => r.rule === "Dodge")).toBe(false)
    const { match, state } = holed([["pot-hole"], ["pot-hole"]])
    expect(play(match, state, playCard(activate("blitz"), "pot-hole", "away", "h1").list).violation).toMatchObject({ rule: "Pot Hole" })
    const marked = holed([[], ["pot-hole"]], { h1: [5, 7], h2: [11, 7], a1: [6, 7], a2: [20, 3] })
    expect(play(marked.match, marked.state, playCard(activate(), "pot-hole", "away", "h1").list).violation).toMatchObject({ rule: "Pot Hole" })
    expect(play(match, state, playCard(activate(), "pot-hole", "home", "h1").list).violation!.message).toMatch(/Pot Hole is played as an opposing Open player is activated/)
  })
})

describe("Enchanted Bucket: at the end of a drive a KO'd player recovers without a roll, with Disturbing Presence and Foul Appearance for the match [row:blood-bowl/special-plays/enchanted-bucket]", () => {
  // Away's 8th turn ends the half and the drive; h3 and h4 wait in the KO box.
  const bucket = (hands: ReadonlyArray<ReadonlyArray<string>>) => {
    const { match, state } = positionOf(base, { team: 1, turn: 8, at: { h1: [10, 7], a1: [20, 3] } })
    const knocked = { ...state, players: state.players.map((p) => (p.id === "h3" || p.id === "h4" ? { ...p, box: "ko" as const } : p)) }
    return { match, state: holding(knocked, hands) }
  }
  const ended = () => new Events().add({ _tag: "TurnEnded", team: "away" })

  it("Home play it on h3 as the drive ends: h3 is in the Reserves with both skills, and only h4 rolls to recover", () => {
    const { match, state } = bucket([["enchanted-bucket"], []])
    expect(expecting(match, playOk(match, state, ended().list).state)).toMatchObject({ about: "play Special Plays cards as the drive ends, before the KO'd players' recovery rolls, or go on" })
    const played = playOk(match, state, playCard(ended(), "enchanted-bucket", "home", "h3").list)
    const h3 = match.playerIndex.get("h3")!
    expect(where(played.state, "h3").box).toBe("reserves")
    expect(hasSkill(match, played.state, h3, "Disturbing Presence")).toBe(true)
    expect(hasSkill(match, played.state, h3, "Foul Appearance")).toBe(true)
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "ko-recovery", player: "h4" })
  })

  it("not applying: h1, cleared from the pitch but not KO'd, cannot take it; without it h3 rolls to recover and has neither skill", () => {
    const { match, state } = bucket([["enchanted-bucket"], []])
    expect(play(match, state, playCard(ended(), "enchanted-bucket", "home", "h1").list).violation).toMatchObject({ rule: "Enchanted Bucket" })
    const plain = bucket([[], []])
    const rolled = playOk(plain.match, plain.state, ended().list)
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "roll", for: "ko-recovery", player: "h3" })
    expect(hasSkill(match, rolled.state, match.playerIndex.get("h3")!, "Foul Appearance")).toBe(false)
  })
})

describe("Catcher's Instincts: a receiving Open player off the line runs to where the kick will land, and catches at +1 for the match [row:blood-bowl/special-plays/catchers-instincts]", () => {
  // Home kick: h6 aims at [18, 3]; the D8 7 (down) and D6 5 put the landing on [18, 8]. Away receive.
  const kicking = (hands: ReadonlyArray<ReadonlyArray<string>>, at?: Record<string, readonly [number, number]>) => {
    const { match, state } = kickOffPosition(kickOffHeader(), { landing: [20, 7], ...(at === undefined ? {} : { at }) })
    return { match, state: holding({ ...state, ball: { at: null, carrier: null, inPlay: false }, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }] } as MatchState, hands) }
  }
  const kick = () => new Events().add({ _tag: "KickAimed", player: "h6", at: [18, 3] }).roll("d8", [7], "kick-deviation-direction").d6(5, "kick-deviation-distance")

  it("Away play it on a4 ([15, 3]) once the kick deviates: a4 stands on [18, 8]; after Get the Ref the ball comes down there and a 3 − 1 (deviating) + 1 catches it", () => {
    const { match, state } = kicking([[], ["catchers-instincts"]])
    expect(expecting(match, playOk(match, state, kick().list).state)).toMatchObject({ about: "play Special Plays cards once the kick has deviated, before the kick-off event, or go on" })
    const played = playOk(match, state, playCard(kick(), "catchers-instincts", "away", "a4").roll("2d6", [1, 1], "kick-off-event").d6(3, "catch", "a4").list)
    expect(where(played.state, "a4").at).toEqual([18, 8])
    expect(played.rulings.find((r) => r.rule === "Catch")).toMatchObject({ modifiers: [{ value: -1, source: "the ball is bouncing, thrown in or deviating" }, { value: 1, source: "Catcher's Instincts" }], success: true })
    expect(played.state.ball.carrier).toBe("a4")
  })

  it("not applying: a1 on the line of scrimmage and Home, the kicking team, cannot play it; without it a6 waiting on [18, 8] drops the same 3 (− 1, deviating)", () => {
    const { match, state } = kicking([["catchers-instincts"], ["catchers-instincts"]])
    expect(play(match, state, playCard(kick(), "catchers-instincts", "away", "a1").list).violation).toMatchObject({ rule: "Catcher's Instincts" })
    expect(play(match, state, playCard(kick(), "catchers-instincts", "home", "h8").list).violation!.message).toMatch(/Catcher's Instincts is played in a Start of Drive sequence of the receiving team/)
    const plain = kicking([[], []], { ...HOME_AT, ...AWAY_AT, a6: [18, 8] })
    const dropped = playOk(plain.match, plain.state, kick().roll("2d6", [1, 1], "kick-off-event").d6(3, "catch", "a6").list)
    expect(dropped.rulings.find((r) => r.rule === "Catch")).toMatchObject({ modifiers: [{ value: -1, source: "the ball is bouncing, thrown in or deviating" }], success: false })
  })
})

describe("Bob's Biffin' Helmet: Mighty Blow (+1) and +2 ST in blocks until the player's first Block action is over [row:blood-bowl/special-plays/bobs-biffin-helmet]", () => {
  const kicking = (hands: ReadonlyArray<ReadonlyArray<string>>) => {
    const { match, state } = kickOffPosition(kickOffHeader(), { landing: [20, 7] })
    return { match, state: holding({ ...state, ball: { at: null, carrier: null, inPlay: false }, stack: [{ _tag: "Kick", stage: "aim", kicker: null, target: null, direction: null, landing: null }] } as MatchState, hands) }
  }
  const kick = () => new Events().add({ _tag: "KickAimed", player: "h6", at: [18, 3] }).roll("d8", [7], "kick-deviation-direction").d6(5, "kick-deviation-distance")
  /** Home's turn: h1 (wearing what the card gave, if anything) next to a1; h2 next to a2. */
  const blocking = (gained: MatchState["players"][number]["gained"]) => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [10, 2], a2: [11, 2] } })
    const h1 = match.playerIndex.get("h1")!
    return { match, state: { ...state, players: state.players.map((p, i) => (i === h1 ? { ...p, gained } : p)) } }
  }
  const block = (who: string, target: string) => new Events().add({ _tag: "ActionDeclared", player: who, action: "block" }).add({ _tag: "BlockThrown", player: who, target })

  it("Home, kicking, put it on h1 once the kick deviates; in Home's turn h1 (ST 3 + 2) blocks a1 (ST 3) with 2 dice, Home choosing; the helmet comes off as the turn ends", () => {
    const { match, state } = kicking([["bobs-biffin-helmet"], []])
    const worn = playOk(match, state, playCard(kick(), "bobs-biffin-helmet", "home", "h1").list)
    const h1 = match.playerIndex.get("h1")!
    expect(hasSkill(match, worn.state, h1, "Mighty Blow")).toBe(true)
    const { match: game, state: turn } = blocking(worn.state.players[h1]!.gained)
    const g1 = game.playerIndex.get("h1")!
    const blocked = playOk(game, turn, block("h1", "a1").list)
    expect(blocked.outcomes).toContainEqual({ _tag: "BlockDiceSet", attacker: "h1", defender: "a1", dice: 2, attackerChooses: true })
    expect(hasSkill(game, blocked.state, g1, "Mighty Blow")).toBe(true)
    // The block's dice are not rolled here: the turn is taken up again from its start, helmet used.
    const ended = playOk(game, { ...turn, players: blocked.state.players }, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    expect(hasSkill(game, ended.state, g1, "Mighty Blow")).toBe(false)
  })

  it("not applying: h2 without it blocks a2 with one die; and before any block the helmet stays on through the end of the turn", () => {
    const { match, state } = kicking([["bobs-biffin-helmet"], []])
    const worn = playOk(match, state, playCard(kick(), "bobs-biffin-helmet", "home", "h1").list)
    const h1 = match.playerIndex.get("h1")!
    const { match: game, state: turn } = blocking(worn.state.players[h1]!.gained)
    expect(playOk(game, turn, block("h2", "a2").list).outcomes).toContainEqual({ _tag: "BlockDiceSet", attacker: "h2", defender: "a2", dice: 1, attackerChooses: true })
    const ended = playOk(game, turn, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    expect(hasSkill(game, ended.state, game.playerIndex.get("h1")!, "Mighty Blow")).toBe(true)
  })
})

describe("Technicality: at the end of the team's turn an opposing player is sent off as for a Foul [row:blood-bowl/special-plays/technicality]", () => {
  // Home's turn: h1 on [10, 7], a1 on [11, 7], a2 far away holding nothing; the ball lies loose.
  const technical = (hands: ReadonlyArray<ReadonlyArray<string>>, extra: object = {}) => {
    const { match, state } = positionOf(base, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [20, 3] }, ...extra } as never)
    return { match, state: holding(state, hands) }
  }

  it("Home end their turn and play it on a1: Away do not argue, a1 goes to the sent-off box, and Away's turn starts with no turnover of theirs", () => {
    const { match, state } = technical([["technicality"], []])
    const played = playCard(turnEnded(), "technicality", "home", "a1")
    expect(expecting(match, playOk(match, state, played.list).state)).toMatchObject({ about: "argue the call or use a bribe?", team: 1 })
    const sent = playOk(match, state, played.add({ _tag: "ChoiceDeclined", team: "away", choice: "argue-the-call" } as never).list)
    expect(where(sent.state, "a1")).toMatchObject({ at: null, box: "sent-off" })
    expect(sent.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(sent.state.activeTeam).toBe(1)
  })

  it("Away argue the call: a 6 is Well, When You Put It Like That… and a1 stays on the pitch", () => {
    const { match, state } = technical([["technicality"], []])
    const argued = playOk(match, state, playCard(turnEnded(), "technicality", "home", "a1").add({ _tag: "CallArgued", team: "away" } as never).d6(6, "argue-the-call").list)
    expect(where(argued.state, "a1")).toMatchObject({ at: [11, 7], box: null })
    expect(argued.state.activeTeam).toBe(1)
  })

  it("not applying: Home's own h1 and a player in the dugout cannot be named; and it is not played at the start of a turn (the ball carrier: special-plays-sp-ball.test.ts)", () => {
    const { match, state } = technical([["technicality"], []])
    expect(play(match, state, playCard(turnEnded(), "technicality", "home", "h1").list).violation).toMatchObject({ rule: "Technicality" })
    expect(play(match, state, playCard(turnEnded(), "technicality", "home", "a3").list).violation).toMatchObject({ rule: "Technicality" })
    const early = homeStarts([["technicality"], []])
    expect(play(early.match, early.state, playCard(awayEnds(), "technicality", "home", "a1").list).violation!.message).toMatch(/Technicality is played at the end of one of the team's own turns/)
  })
})
