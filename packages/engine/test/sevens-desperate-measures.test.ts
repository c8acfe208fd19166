import { describe, expect, it } from "vitest"
import type { MatchStarted } from "@sidelines/schema"
import { buildMatch, characteristic, expecting, initialState, legalDecisions, type Match, type MatchState } from "@sidelines/engine"
import { sevens } from "../src/variants/sevens/index.js"
import { Events, play, playOk, where } from "./support/scenario.js"
import { sevensHeader, sevensPosition } from "./support/sevens.js"
import { giveWizard } from "../src/inducements/wizards/wizard.js"

// Desperate Measures (Sevens inducement): a D8 for each one bought, in the pre-game after the
// weather; each result is played once, at the moment it names.

const withMeasures = (home: number, away = 0): MatchStarted => {
  const head = sevensHeader()
  const [h, a] = head.teams
  return {
    ...head,
    teams: [
      { ...h!, inducements: home === 0 ? [] : [{ id: "desperate-measures", count: home }] },
      { ...a!, inducements: away === 0 ? [] : [{ id: "desperate-measures", count: away }] }
    ]
  }
}

const measure = (team: string, face: number) => ({ _tag: "DiceRolled", die: "d8", faces: [face], for: "desperate-measures", team }) as never

/** The pre-game up to the Desperate Measures rolls: the weather (perfect conditions). */
const pregame = () => new Events().twoD6(3, 4, "weather")

/** After the rolls: the toss (Home call heads, win, and kick), then the first drive starts. */
const toss = (events: Events) =>
  events
    .add({ _tag: "CoinTossCalled", team: "home", call: "heads" })
    .roll("coin", [1], "coin-toss")
    .add({ _tag: "KickOrReceiveChosen", team: "home", choice: "kick" })

const start = (head: MatchStarted) => {
  const match = buildMatch(head, sevens)
  return { match, state: initialState(match) }
}

describe("the Desperate Measures rolls [inducement:desperate-measures]", () => {
  it("Home bought two: after the weather a D8 each; a 3 is Hangover, a second 3 is rolled again, then a 4 is Grudge Match", () => {
    const { match, state } = start(withMeasures(2))
    const weather = playOk(match, state, pregame().list)
    expect(expecting(match, weather.state)).toMatchObject({ kind: "roll", die: "d8", for: "desperate-measures", team: 0 })
    const played = playOk(match, state, pregame().add(measure("home", 3)).add(measure("home", 3)).add(measure("home", 4)).list)
    expect(played.state.teams[0]!.measures).toEqual(["hangover", "grudge-match"])
    expect(played.rulings.filter((r) => r.rule === "Desperate Measures").map((r) => r.result)).toEqual([
      "Home have Hangover, to play once",
      "Hangover again: Home already have it, so the D8 is rolled again",
      "Home have Grudge Match, to play once"
    ])
    // Then the coin toss, as usual.
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["CoinTossCalled"] })
  })

  it("each team rolls for its own; a team that bought none rolls nothing", () => {
    const { match, state } = start(withMeasures(1, 1))
    const played = playOk(match, state, pregame().add(measure("home", 1)).add(measure("away", 1)).list)
    expect(played.state.teams.map((t) => t.measures)).toEqual([["you-dope"], ["you-dope"]])
    const none = start(withMeasures(0))
    expect(expecting(none.match, playOk(none.match, none.state, pregame().list).state)).toMatchObject({ kind: "decision", events: ["CoinTossCalled"] })
    expect(play(none.match, none.state, pregame().add(measure("home", 1)).list).violation).not.toBeNull()
  })
})

describe("Magic Scroll: a free Hireling Sports Wizard for the match [inducement:desperate-measures] [row:sevens/desperate-measures/magic-scroll] [inducement:wizard]", () => {
  it("Home roll an 8: they read the scroll and have a wizard for the match; a second 8 is rolled again", () => {
    const { match, state } = start(withMeasures(2))
    const played = playOk(match, state, pregame().add(measure("home", 8)).add(measure("home", 8)).add(measure("home", 4)).list)
    expect(played.state.teams[0]!.measures).toEqual(["magic-scroll", "grudge-match"])
    expect(played.state.kickOffEffects).toEqual(giveWizard(state, 0).kickOffEffects)
    expect(played.rulings.filter((r) => r.rule === "Desperate Measures").map((r) => r.result)).toEqual([
      "Home read the Magic Scroll: a Hireling Sports Wizard joins them for the match",
      "Magic Scroll again: Home already have it, so the D8 is rolled again",
      "Home have Grudge Match, to play once"
    ])
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["CoinTossCalled"] })
  })

  // Home's turn ends with h1 on (10, 5) facing a1 (11, 5), a2 (11, 6) beside it.
  const scrollTurn = (scroll: boolean) => {
    const { match, state } = sevensPosition(withMeasures(1), { team: 0, at: { h1: [10, 5], a1: [11, 5], a2: [11, 6], a3: [16, 5] } })
    return { match, state: scroll ? giveWizard(state, 0) : state }
  }
  const fireball = () =>
    new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "InducementUsed", team: "home", inducement: "fireball", at: [11, 5] })

  it("the wizard casts Fireball at the end of Home's turn: h1, a1 and a2 roll; a1's 5 knocks it down", () => {
    const { match, state } = scrollTurn(true)
    const played = playOk(match, state, fireball().d6(2, "spell", "h1").d6(5, "spell", "a1").twoD6(1, 2, "armour", "a1").d6(3, "spell", "a2").list)
    expect(played.rulings.filter((r) => r.rule === "Fireball").map((r) => [r.player, r.success])).toEqual([["h1", false], ["a1", true], ["a2", false]])
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] })
  })

  it("a team that did not read a scroll has no wizard to cast", () => {
    const { match, state } = scrollTurn(false)
    expect(play(match, state, fireball().list).violation).not.toBeNull()
  })
})
/** Pre-game with these measures for Home, the toss, and the first drive about to be set up. */
const firstDrive = (faces: ReadonlyArray<number>) => {
  const { match, state } = start(withMeasures(faces.length))
  const events = pregame()
  for (const face of faces) events.add(measure("home", face))
  return { match, events: toss(events), state }
}

describe("Hangover [inducement:desperate-measures] [row:sevens/desperate-measures/hangover]", () => {
  it("played as the first drive starts: a8 is drawn at random and may not set up for the first drive", () => {
    const { match, state, events } = firstDrive([3])
    const waiting = playOk(match, state, events.list)
    expect(expecting(match, waiting.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined"] })
    const played = playOk(match, state, events.add({ _tag: "InducementUsed", team: "home", inducement: "hangover" }).add({ _tag: "PlayerDrawn", player: "a8", for: "desperate-measures" }).list)
    expect(where(played.state, "a8").gained).toEqual([{ source: "Hangover", until: "drive", skills: [], tag: "sits-out" }])
    expect(played.state.teams[0]!.measures).toEqual([])
    // Home (kicking) set up, then Away: a8 is refused.
    const homeSetUp = [["h1", [6, 4]], ["h2", [6, 5]], ["h3", [6, 6]]] as const
    for (const [id, at] of homeSetUp) events.add({ _tag: "PlayerPlaced", player: id, at: [...at] })
    events.add({ _tag: "SetupEnded", team: "home" }).add({ _tag: "PlayerPlaced", player: "a8", at: [13, 5] })
    expect(play(match, state, events.list).violation!.message).toMatch(/a8|Away player 8|cannot take the field|not available/i)
  })

  it("legalDecisions offers Hangover (and declining) at the first drive's start, then the draw of an Away player", () => {
    const { match, state, events } = firstDrive([3])
    const waiting = playOk(match, state, events.list).state
    expect(legalDecisions(match, waiting)).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "hangover" })
    expect(legalDecisions(match, waiting)).toContainEqual({ _tag: "ChoiceDeclined", team: "home", choice: "desperate-measures" })
    const drawing = playOk(match, state, events.add({ _tag: "InducementUsed", team: "home", inducement: "hangover" }).list).state
    const draws = legalDecisions(match, drawing)
    expect(draws).toContainEqual({ _tag: "PlayerDrawn", player: "a8", for: "desperate-measures" })
    expect(draws).not.toContainEqual({ _tag: "PlayerDrawn", player: "h8", for: "desperate-measures" })
  })

  it("the draw must be an opposing player: a Home player cannot be drawn", () => {
    const { match, state, events } = firstDrive([3])
    const played = play(match, state, events.add({ _tag: "InducementUsed", team: "home", inducement: "hangover" }).add({ _tag: "PlayerDrawn", player: "h2", for: "desperate-measures" }).list)
    expect(played.violation).toMatchObject({ rule: "Hangover" })
  })

  it("not played before the set-up, the moment has passed: a set-up event goes on as usual and Hangover cannot be played later", () => {
    const { match, state, events } = firstDrive([3])
    const played = playOk(match, state, events.add({ _tag: "PlayerPlaced", player: "h1", at: [6, 4] }).list)
    expect(where(played.state, "h1").at).toEqual([6, 4])
    expect(play(match, state, events.add({ _tag: "InducementUsed", team: "home", inducement: "hangover" }).list).violation).not.toBeNull()
  })

  it("a team without Hangover cannot play it", () => {
    const { match, state, events } = firstDrive([4])
    expect(expecting(match, playOk(match, state, events.list).state)).toMatchObject({ kind: "decision", events: expect.not.arrayContaining(["InducementUsed"]) })
    expect(play(match, state, events.add({ _tag: "InducementUsed", team: "home", inducement: "hangover" }).list).violation).not.toBeNull()
  })
})

const idx = (match: Match, id: string) => match.playerIndex.get(id)!

describe("You Dope [inducement:desperate-measures] [row:sevens/desperate-measures/you-dope]", () => {
  it("played as the first drive starts: h1 has +1 ST for the match (ST 3 becomes 4); another player +1 AG", () => {
    const { match, state, events } = firstDrive([1])
    const strong = playOk(match, state, events.add({ _tag: "InducementUsed", team: "home", inducement: "you-dope-strength", player: "h1" }).list)
    expect(characteristic(match, strong.state, idx(match, "h1"), "st")).toBe(4)
    expect(strong.state.teams[0]!.measures).toEqual([])
    const again = firstDrive([1])
    const agile = playOk(again.match, again.state, again.events.add({ _tag: "InducementUsed", team: "home", inducement: "you-dope-agility", player: "h2" }).list)
    expect(where(agile.state, "h2").gained).toMatchObject([{ source: "You Dope", improve: { ag: 1 } }])
    expect(characteristic(again.match, agile.state, idx(again.match, "h1"), "st")).toBe(3)
  })

  it("an Away player cannot take Home's potions", () => {
    const { match, state, events } = firstDrive([1])
    expect(play(match, state, events.add({ _tag: "InducementUsed", team: "home", inducement: "you-dope-strength", player: "a1" }).list).violation).toMatchObject({ rule: "You Dope" })
  })
})

/**
 * h1 took You Dope and is on the pitch (or in the reserves); Away are ending their sixth turn,
 * then Home play their sixth and last of the half, and the drive ends.
 */
const dopedLastTurns = (onPitch: boolean): { match: Match; state: MatchState; events: Events } => {
  const { match, state } = sevensPosition(sevensHeader(), { team: 1, at: { ...(onPitch ? { h1: [6, 5] as const } : {}), h2: [6, 4], a1: [13, 5] } })
  const i = idx(match, "h1")
  const players = state.players.map((p, n) => (n === i ? { ...p, gained: [{ source: "You Dope", until: "game" as const, skills: [], improve: { st: 1 }, tag: "you-dope" }] } : p))
  const teams = state.teams.map((t, n) => ({ ...t, turn: n === 0 ? 5 : 6 }))
  const events = new Events().add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "TurnEnded", team: "home" })
  return { match, state: { ...state, drive: 1, players, teams }, events }
}

describe("You Dope at the end of a drive [inducement:desperate-measures] [row:sevens/desperate-measures/you-dope]", () => {
  it("h1 took part in the drive: when it ends, a D6; a 2 is an allergic reaction and h1 misses the rest of the match", () => {
    const { match, state, events } = dopedLastTurns(true)
    const due = playOk(match, state, events.list)
    expect(expecting(match, due.state)).toMatchObject({ kind: "roll", die: "d6", for: "desperate-measures", player: "h1" })
    const sick = playOk(match, state, [...events.list, ...new Events(3).d6(2, "desperate-measures", "h1").list])
    expect(sick.rulings.find((r) => r.rule === "You Dope")).toMatchObject({ success: false, result: "a terrible allergic reaction: misses the rest of the match" })
    expect(where(sick.state, "h1").gained?.some((g) => g.tag === "sits-out")).toBe(true)
    const fine = playOk(match, state, [...events.list, ...new Events(3).d6(3, "desperate-measures", "h1").list])
    expect(fine.rulings.find((r) => r.rule === "You Dope")).toMatchObject({ success: true })
    expect(where(fine.state, "h1").gained?.some((g) => g.tag === "sits-out")).toBe(false)
  })

  it("a drive h1 took no part in (in the reserves throughout) ends with no roll", () => {
    const { match, state, events } = dopedLastTurns(false)
    const ended = playOk(match, state, events.list)
    expect(ended.outcomes).toContainEqual(expect.objectContaining({ _tag: "DriveEnded", drive: 1 }))
    expect(ended.rulings.some((r) => r.rule === "You Dope")).toBe(false)
  })
})

describe("Grudge Match [inducement:desperate-measures] [row:sevens/desperate-measures/grudge-match]", () => {
  const fouls = (match: Match, state: MatchState, grudge: boolean) => {
    const events = new Events(2)
    if (grudge) events.add({ _tag: "InducementUsed", team: "home", inducement: "grudge-match" })
    events
      .add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
      .add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(1, 2, "armour", "a1")
      .add({ _tag: "ActionDeclared", player: "h2", action: "foul" })
    return play(match, state, [...endAway.list, ...events.list])
  }
  // Away end their turn; Home's starts.
  const endAway = new Events().add({ _tag: "TurnEnded", team: "away" })
  const position = () => {
    const { match, state } = sevensPosition(sevensHeader(), { team: 1, at: { h1: [10, 5], h2: [10, 6], a1: [11, 5], a2: [11, 6] }, prone: ["a1", "a2"] })
    return { match, state: { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, measures: ["grudge-match"] } : t)) } as MatchState }
  }

  it("played at the start of Home's turn: a second Foul may be declared that turn", () => {
    const { match, state } = position()
    const waiting = playOk(match, state, endAway.list)
    expect(expecting(match, waiting.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ActionDeclared", "TurnEnded"] })
    const played = fouls(match, state, true)
    expect(played.violation).toBeNull()
    expect(played.state.activePlayer).toBe("h2")
    expect(played.state.teams[0]!.measures).toEqual([])
  })

  it("not played, the second Foul is illegal as usual, and Grudge Match is still held for a later turn", () => {
    const { match, state } = position()
    const played = fouls(match, state, false)
    expect(played.violation).toMatchObject({ rule: "one foul per team turn" })
    expect(played.state.teams[0]!.measures).toEqual(["grudge-match"])
  })

  it("once an action is declared it is too late to play it this turn", () => {
    const { match, state } = position()
    const late = play(match, state, new Events().add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "InducementUsed", team: "home", inducement: "grudge-match" }).list)
    expect(late.violation).not.toBeNull()
  })
})

describe("Sports Espionage [inducement:desperate-measures] [row:sevens/desperate-measures/sports-espionage]", () => {
  // Away end their turn; Home's h1 dodges away from a1 and falls: a turnover.
  const position = (measures: ReadonlyArray<string>) => {
    const { match, state } = sevensPosition(sevensHeader(), { team: 1, at: { h1: [10, 5], a1: [11, 5], a2: [15, 5] } })
    return { match, state: { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, measures } : t)) } as MatchState }
  }
  const fall = () =>
    new Events()
      .add({ _tag: "TurnEnded", team: "away" })
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 5] })
      .d6(1, "dodge", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .twoD6(1, 1, "armour", "h1")

  it("after the turnover Home may play it: one more team re-roll (2 become 3)", () => {
    const { match, state } = position(["sports-espionage"])
    const fell = playOk(match, state, fall().list)
    expect(fell.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", team: 0 }))
    expect(expecting(match, fell.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined"] })
    const played = playOk(match, state, fall().add({ _tag: "InducementUsed", team: "home", inducement: "sports-espionage" }).list)
    expect(played.state.teams[0]!.rerolls).toBe(3)
    expect(played.state.teams[0]!.measures).toEqual([])
    // Away's turn follows.
    expect(played.state.activeTeam).toBe(1)
  })

  it("not played, the turn simply ends (Away act next) and it is kept; without it, or before any turnover, it cannot be played", () => {
    const { match, state } = position(["sports-espionage"])
    const on = playOk(match, state, fall().add({ _tag: "ActionDeclared", player: "a2", action: "move" }).list)
    expect(on.state.activePlayer).toBe("a2")
    expect(on.state.teams[0]!.measures).toEqual(["sports-espionage"])
    const without = position([])
    expect(play(without.match, without.state, fall().add({ _tag: "InducementUsed", team: "home", inducement: "sports-espionage" }).list).violation).not.toBeNull()
    const early = new Events().add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "InducementUsed", team: "home", inducement: "sports-espionage" })
    expect(play(match, state, early.list).violation).not.toBeNull()
  })
})

describe("Discarded Banana Skin [inducement:desperate-measures] [row:sevens/desperate-measures/discarded-banana-skin]", () => {
  // Home's h1 on (8, 5) moves to (9, 5), into the tackle zone of Away's a1 on (10, 5); Away hold the measure.
  const position = (measures: ReadonlyArray<string>, at: Readonly<Record<string, readonly [number, number]>> = { h1: [8, 5], a1: [10, 5] }) => {
    const { match, state } = sevensPosition(sevensHeader(), { team: 0, at })
    return { match, state: { ...state, teams: state.teams.map((t, i) => (i === 1 ? { ...t, measures } : t)) } as MatchState }
  }
  const step = (to: readonly [number, number]) => new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [...to] })

  it("h1 steps into a1's tackle zone: Away play it, h1 Falls Over on (9, 5) — an armour roll and a turnover", () => {
    const { match, state } = position(["discarded-banana-skin"])
    const stepped = playOk(match, state, step([9, 5]).list)
    expect(expecting(match, stepped.state)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
    const slipped = playOk(match, state, step([9, 5]).add({ _tag: "InducementUsed", team: "away", inducement: "discarded-banana-skin" }).twoD6(2, 3, "armour", "h1").list)
    expect(where(slipped.state, "h1")).toMatchObject({ at: [9, 5], posture: "prone" })
    expect(slipped.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", team: 0, cause: "fell-over" }))
    expect(slipped.state.teams[1]!.measures).toEqual([])
  })

  it("not played, the move goes on and Away keep it; a step that enters no new tackle zone offers nothing", () => {
    const { match, state } = position(["discarded-banana-skin"])
    // The next step goes on at once (leaving a1's tackle zone: a dodge roll is due).
    const on = playOk(match, state, step([9, 5]).add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).list)
    expect(expecting(match, on.state)).toMatchObject({ kind: "roll", for: "dodge", player: "h1" })
    expect(on.state.teams[1]!.measures).toEqual(["discarded-banana-skin"])
    // From (9, 5) to (9, 6) h1 stays in a1's tackle zone: no new tackle zone entered, nothing offered.
    const mid = playOk(match, state, step([9, 5]).add({ _tag: "ChoiceDeclined", team: "away", choice: "desperate-measures" }).add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).d6(6, "dodge", "h1").list)
    expect(where(mid.state, "h1")).toMatchObject({ at: [9, 6], posture: "standing" })
    expect(expecting(match, mid.state)).toMatchObject({ kind: "decision", team: 0 })
  })

  it("a team without it cannot play it; a step far from any opponent offers nothing", () => {
    const { match, state } = position([])
    expect(play(match, state, step([9, 5]).add({ _tag: "InducementUsed", team: "away", inducement: "discarded-banana-skin" }).list).violation).not.toBeNull()
    const held = position(["discarded-banana-skin"])
    const far = playOk(held.match, held.state, step([7, 5]).list)
    expect(expecting(held.match, far.state)).not.toMatchObject({ team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
  })
})

describe("Razzle-dazzle [inducement:desperate-measures] [row:sevens/desperate-measures/razzle-dazzle]", () => {
  // Home's h1 on (3, 5) and h2 on (3, 8), far from a1 on (16, 5).
  const position = (measures: ReadonlyArray<string>) => {
    const { match, state } = sevensPosition(sevensHeader(), { team: 0, at: { h1: [3, 5], h2: [3, 8], a1: [16, 5] } })
    return { match, state: { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, measures } : t)) } as MatchState }
  }
  const firstMove = (play: boolean) => {
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    if (play) events.add({ _tag: "InducementUsed", team: "home", inducement: "razzle-dazzle" })
    return events.add({ _tag: "PlayerMoved", player: "h1", to: [4, 5] }).add({ _tag: "ActionEnded", player: "h1" })
  }

  it("played as h1 is activated: after its Move, h1 declares a second action and moves again", () => {
    const { match, state } = position(["razzle-dazzle"])
    const declared = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).list)
    expect(expecting(match, declared.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed"] })
    const played = playOk(match, state, firstMove(true).add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [5, 5] }).list)
    expect(where(played.state, "h1").at).toEqual([5, 5])
    expect(played.state.teams[0]!.measures).toEqual([])
  })

  it("legalDecisions offers h1's second action once the first is over", () => {
    const { match, state } = position(["razzle-dazzle"])
    const after = playOk(match, state, firstMove(true).list).state
    expect(legalDecisions(match, after)).toContainEqual({ _tag: "ActionDeclared", player: "h1", action: "move" })
    const plain = playOk(match, state, firstMove(false).list).state
    expect(legalDecisions(match, plain)).not.toContainEqual({ _tag: "ActionDeclared", player: "h1", action: "move" })
  })

  it("the second action has the player's full movement again: six more squares after the first Move's six", () => {
    const { match, state } = position(["razzle-dazzle"])
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "InducementUsed", team: "home", inducement: "razzle-dazzle" })
    for (let x = 4; x <= 9; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 5] })
    events.add({ _tag: "ActionEnded", player: "h1" }).add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    for (let x = 10; x <= 12; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 5] })
    expect(where(playOk(match, state, events.list).state, "h1").at).toEqual([12, 5])
  })

  it("not played, or once another player has been activated, h1 cannot act again", () => {
    const { match, state } = position(["razzle-dazzle"])
    expect(play(match, state, firstMove(false).add({ _tag: "ActionDeclared", player: "h1", action: "move" }).list).violation).toMatchObject({ rule: "activation" })
    const between = firstMove(true)
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add({ _tag: "PlayerMoved", player: "h2", to: [4, 8] }).add({ _tag: "ActionEnded", player: "h2" })
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    expect(play(match, state, between.list).violation).toMatchObject({ rule: "activation" })
  })

  it("a third action is not allowed, and a team without it cannot play it", () => {
    const { match, state } = position(["razzle-dazzle"])
    const third = firstMove(true).add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [5, 5] }).add({ _tag: "ActionEnded", player: "h1" })
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    expect(play(match, state, third.list).violation).toMatchObject({ rule: "activation" })
    const without = position([])
    expect(play(without.match, without.state, firstMove(true).list).violation).not.toBeNull()
  })
})

describe("Set Piece [inducement:desperate-measures] [row:sevens/desperate-measures/set-piece]", () => {
  // Home's h1 on (3, 5) holds the ball; h2 waits on (6, 5), a Quick pass away.
  const position = (measures: ReadonlyArray<string>, a1: readonly [number, number] = [16, 5]) => {
    const { match, state } = sevensPosition(sevensHeader(), { team: 0, at: { h1: [3, 5], h2: [6, 5], a1 }, ballCarrier: "h1" })
    return { match, state: { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, measures } : t)) } as MatchState }
  }
  const pass = (setPiece: boolean) => {
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" })
    if (setPiece) events.add({ _tag: "InducementUsed", team: "home", inducement: "set-piece" })
    return events.add({ _tag: "PassAimed", player: "h1", at: [6, 5] })
  }

  it("played as h1 is activated to pass: no passing test, no catch roll — h2 has the ball, a completion", () => {
    const { match, state } = position(["set-piece"])
    const declared = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }).list)
    expect(expecting(match, declared.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed"] })
    const played = playOk(match, state, pass(true).list)
    expect(played.state.ball).toMatchObject({ carrier: "h2", at: [6, 5] })
    expect(where(played.state, "h1").stats.completions).toBe(1)
    expect(played.rulings.some((r) => r.rule === "Pass" || r.rule === "Catch")).toBe(false)
    expect(played.state.teams[0]!.measures).toEqual([])
  })

  it("without it the passing test is due as usual", () => {
    const { match, state } = position(["set-piece"])
    expect(expecting(match, playOk(match, state, pass(false).list).state)).toMatchObject({ kind: "roll", for: "pass", player: "h1" })
  })

  it("an opponent under the ruler may still interfere: a1 on (5, 5) deflects (6) and catches (6) — intercepted, a turnover", () => {
    const { match, state } = position(["set-piece"], [5, 4])
    const played = playOk(match, state, pass(true).d6(6, "interception", "a1").d6(6, "catch", "a1").list)
    expect(played.state.ball.carrier).toBe("a1")
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", cause: "intercepted" }))
  })
})
