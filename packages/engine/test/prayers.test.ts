import { describe, expect, it } from "vitest"
import { buildMatch, characteristic, expecting, hasSkill, initialState, type Match, type MatchState, skillValue } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { prayerMark } from "../src/prayers/prayers.js"
import { TREACHEROUS_TRAPDOOR } from "../src/core/trapdoor.js"
import { kickOffHeader, kickOffPosition, kickOffRoll, notes, teamDice } from "./support/kick-off-support.js"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Blood Bowl's D16 Prayers to Nuffle. After Cheering Fans (Home 5 against Away 2) Home roll the
// D16 during the kick-off: the teams are set up as in kick-off-support (nine a side on the pitch,
// h10 and a10 in the reserves) and the ball will land on (20, 5).
const head = kickOffHeader()
const kickOff = () => kickOffPosition(head, { landing: [20, 5] })
const pray = (face: number) =>
  kickOffRoll(6).add(teamDice("home", "d6", 5, "cheering-fans")).add(teamDice("away", "d6", 2, "cheering-fans")).roll("d16", [face], "prayers-to-nuffle")
const index = (match: Match, id: string) => match.playerIndex.get(id)!
const withEffects = (state: MatchState, ...effects: ReadonlyArray<string>): MatchState => ({ ...state, kickOffEffects: [...state.kickOffEffects, ...effects] })

describe("Blood Bowl Prayers to Nuffle: the D16 after Cheering Fans", () => {
  it("the winner of Cheering Fans rolls a D16 on Blood Bowl's table", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(11).list)
    expect(played.rulings.find((r) => r.rule === "Prayers to Nuffle")).toMatchObject({ die: "d16", row: "fan-interaction" })
  })
})

describe("prayer 1, Treacherous Trapdoor: trapdoors on (6, 1) and (19, 13) for the half [row:blood-bowl/prayers-to-nuffle/treacherous-trapdoor]", () => {
  it("in force, h1 stepping from (7, 1) onto the trapdoor at (6, 1) rolls a D6 and falls through on a 1", () => {
    const { match, state } = kickOff()
    expect(playOk(match, state, pray(1).list).state.kickOffEffects).toContain(TREACHEROUS_TRAPDOOR)
    const turn = positionOf(head, { team: 0, at: { h1: [7, 1], a1: [20, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [6, 1] })
    const open = playOk(turn.match, withEffects(turn.state, TREACHEROUS_TRAPDOOR), events.list)
    expect(expecting(turn.match, open.state)).toMatchObject({ kind: "roll", die: "d6", for: "trapdoor", player: "h1" })
  })

  it("without the prayer the square is an ordinary one: no roll, and (6, 2) next to it is never a trapdoor", () => {
    const turn = positionOf(head, { team: 0, at: { h1: [7, 1], a1: [20, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [6, 1] })
    const closed = playOk(turn.match, turn.state, events.list)
    expect(expecting(turn.match, closed.state)).not.toMatchObject({ for: "trapdoor" })
    const beside = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [6, 2] })
    const off = playOk(turn.match, withEffects(turn.state, TREACHEROUS_TRAPDOOR), beside.list)
    expect(expecting(turn.match, off.state)).not.toMatchObject({ for: "trapdoor" })
  })
})

describe("prayers 2–8 on the D16, as in Sevens", () => {
  it("2 Friends with the Ref marks Home's drive [row:blood-bowl/prayers-to-nuffle/friends-with-the-ref]", () => {
    const { match, state } = kickOff()
    expect(playOk(match, state, pray(2).list).state.kickOffEffects).toContain("friends-with-the-ref:0")
  })

  it("3 Stiletto: h4, drawn, gains Stab for the drive; h10 in the reserves cannot be drawn [row:blood-bowl/prayers-to-nuffle/stiletto]", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(3).add({ _tag: "PlayerDrawn", player: "h4", for: "prayers-to-nuffle" }).list)
    expect(where(played.state, "h4").gained).toEqual([{ source: "Stiletto", until: "drive", skills: ["Stab"] }])
    const reserve = play(match, state, pray(3).add({ _tag: "PlayerDrawn", player: "h10", for: "prayers-to-nuffle" }).list)
    expect(reserve.violation).toMatchObject({ _tag: "RuleViolation", rule: "Stiletto" })
  })

  it("4 Iron Man: h2 chosen, AV 9+ to 10+ for the match [row:blood-bowl/prayers-to-nuffle/iron-man]", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(4).add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "iron-man" }).list)
    expect(characteristic(match, played.state, index(match, "h2"), "av")).toBe(10)
  })

  it("5 Knuckle Dusters: h1 chosen, Mighty Blow (+1) for the drive [row:blood-bowl/prayers-to-nuffle/knuckle-dusters]", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(5).add({ _tag: "PlayerChosen", team: "home", player: "h1", for: "knuckle-dusters" }).list)
    expect(skillValue(match, played.state, index(match, "h1"), "Mighty Blow")).toBe("+1")
  })

  it("6 Bad Habits: a D3 of 2, a1 and a6 drawn from Away gain Loner (2+) [row:blood-bowl/prayers-to-nuffle/bad-habits]", () => {
    const { match, state } = kickOff()
    const events = pray(6).roll("d3", [2], "prayers-to-nuffle")
      .add({ _tag: "PlayerDrawn", player: "a1", for: "prayers-to-nuffle" }).add({ _tag: "PlayerDrawn", player: "a6", for: "prayers-to-nuffle" })
    const played = playOk(match, state, events.list)
    expect(skillValue(match, played.state, index(match, "a6"), "Loner")).toBe("2+")
    expect(hasSkill(match, played.state, index(match, "h1"), "Loner")).toBe(false)
  })

  it("7 Greasy Cleats: a7 drawn from Away loses 1 MA for the drive [row:blood-bowl/prayers-to-nuffle/greasy-cleats]", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(7).add({ _tag: "PlayerDrawn", player: "a7", for: "prayers-to-nuffle" }).list)
    expect(characteristic(match, played.state, index(match, "a7"), "ma")).toBe(5)
  })

  it("8 Blessed Statue of Nuffle: h3 chosen gains Pro for the match [row:blood-bowl/prayers-to-nuffle/blessed-statue-of-nuffle]", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(8).add({ _tag: "PlayerChosen", team: "home", player: "h3", for: "blessed-statue-of-nuffle" }).list)
    expect(where(played.state, "h3").gained?.[0]).toMatchObject({ source: "Blessed Statue of Nuffle", until: "game", skills: ["Pro"] })
  })
})

describe("prayer 9, Moles under the Pitch: -1 to every Rush for the half [row:blood-bowl/prayers-to-nuffle/moles-under-the-pitch]", () => {
  // h1 (MA 6) runs from (5, 7) to (12, 7): the seventh square is a Rush, rolled as a 2.
  const run = () => {
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    for (let x = 6; x <= 11; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 7] })
    return events.add({ _tag: "PlayerMoved", player: "h1", to: [12, 7] }).d6(2, "rush", "h1")
  }
  const turn = () => positionOf(head, { team: 0, at: { h1: [5, 7], a1: [20, 7] } })

  it("prayed for by Away, it still hits Home's rush: a 2 needs a 3 now and h1 falls", () => {
    const { match, state } = turn()
    const played = play(match, withEffects(state, prayerMark("moles-under-the-pitch", 1, "half")), run().twoD6(2, 2, "armour", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Rush")).toMatchObject({ modifiers: [{ value: -1, source: "Moles under the Pitch" }], success: false })
  })

  it("both teams have it: -2; without it the same 2 makes the rush", () => {
    const { match, state } = turn()
    const both = play(match, withEffects(state, prayerMark("moles-under-the-pitch", 0, "half"), prayerMark("moles-under-the-pitch", 1, "half")), run().twoD6(2, 2, "armour", "h1").list)
    expect(both.rulings.find((r) => r.rule === "Rush")!.modifiers.map((m) => m.value)).toEqual([-1, -1])
    const plain = playOk(match, state, run().list)
    expect(plain.rulings.find((r) => r.rule === "Rush")).toMatchObject({ modifiers: [], success: true })
  })

  it("rolled after Cheering Fans it marks Home for the half; a second Home roll of 9 is rolled again, an Away one is not", () => {
    const { match, state } = kickOff()
    expect(playOk(match, state, pray(9).list).state.kickOffEffects).toContain(prayerMark("moles-under-the-pitch", 0, "half"))
    const again = playOk(match, withEffects(state, prayerMark("moles-under-the-pitch", 0, "half")), pray(9).list)
    expect(expecting(match, again.state)).toMatchObject({ kind: "roll", die: "d16", for: "prayers-to-nuffle", team: 0 })
    const theirs = playOk(match, withEffects(state, prayerMark("moles-under-the-pitch", 1, "half")), pray(9).list)
    expect(theirs.state.kickOffEffects).toContain(prayerMark("moles-under-the-pitch", 0, "half"))
  })
})

describe("prayers 10–13: Star Player Points, which this engine does not count; kept in force for their duration", () => {
  it("10 Perfect Passing lasts the match [row:blood-bowl/prayers-to-nuffle/perfect-passing]", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(10).list)
    expect(played.state.kickOffEffects).toContain(prayerMark("perfect-passing", 0, "game"))
    expect(notes(played).some((n) => n.startsWith("Perfect Passing"))).toBe(true)
  })

  it("11 Fan Interaction, 12 Necessary Violence, 13 Fouling Frenzy last the drive [row:blood-bowl/prayers-to-nuffle/fan-interaction] [row:blood-bowl/prayers-to-nuffle/necessary-violence] [row:blood-bowl/prayers-to-nuffle/fouling-frenzy]", () => {
    const { match, state } = kickOff()
    expect(playOk(match, state, pray(11).list).state.kickOffEffects).toContain(prayerMark("fan-interaction", 0, "drive"))
    expect(playOk(match, state, pray(12).list).state.kickOffEffects).toContain(prayerMark("necessary-violence", 0, "drive"))
    expect(playOk(match, state, pray(13).list).state.kickOffEffects).toContain(prayerMark("fouling-frenzy", 0, "drive"))
  })

  it("when h1 scores, the drive's prayers lapse and Perfect Passing stays", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [23, 5], a1: [13, 5] }, ballCarrier: "h1" })
    const marked = withEffects(state, prayerMark("perfect-passing", 0, "game"), prayerMark("fouling-frenzy", 0, "drive"), prayerMark("under-scrutiny", 1, "half"))
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [24, 5] }).add({ _tag: "PlayerMoved", player: "h1", to: [25, 5] })
    const played = playOk(match, marked, events.list)
    expect(played.state.teams[0]!.score).toBe(1)
    expect(played.state.phase).toBe("set-up")
    expect(played.state.kickOffEffects).toContain(prayerMark("perfect-passing", 0, "game"))
    expect(played.state.kickOffEffects).toContain(prayerMark("under-scrutiny", 1, "half"))
    expect(played.state.kickOffEffects).not.toContain(prayerMark("fouling-frenzy", 0, "drive"))
  })
})

describe("prayer 14, Throw a Rock: for the drive, the praying team's fans may pelt an opposing player who stalled [row:blood-bowl/prayers-to-nuffle/throw-a-rock]", () => {
  // Away's team turn ends with a1 standing on (15, 7); Home prayed for Throw a Rock.
  const awayTurn = (mark: string) => {
    const { match, state } = positionOf(head, { team: 1, turn: 3, at: { h1: [5, 7], a1: [15, 7] } })
    return { match, state: withEffects(state, mark) }
  }
  const rock = (face: number) =>
    new Events().add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "InducementUsed", team: "home", inducement: "throw-a-rock", player: "a1" }).d6(face, "prayers-to-nuffle", "a1")

  it("rolled after Cheering Fans it marks Home for the drive", () => {
    const { match, state } = kickOff()
    expect(playOk(match, state, pray(14).list).state.kickOffEffects).toContain(prayerMark("throw-a-rock", 0, "drive"))
  })

  it("Home say a1 stalled and throw: a 5 hits, a1 is knocked down (armour roll), then Home's turn begins", () => {
    const { match, state } = awayTurn(prayerMark("throw-a-rock", 0, "drive"))
    const played = playOk(match, state, rock(5).twoD6(2, 3, "armour", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Throw a Rock")).toMatchObject({ target: 5, success: true })
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0, events: ["ActionDeclared", "TurnEnded"] })
  })

  it("a 4 misses; and Away's own prayer gives Home's fans nothing to throw at the end of Away's turn", () => {
    const { match, state } = awayTurn(prayerMark("throw-a-rock", 0, "drive"))
    const missed = playOk(match, state, rock(4).list)
    expect(where(missed.state, "a1").posture).toBe("standing")
    const theirs = awayTurn(prayerMark("throw-a-rock", 1, "drive"))
    expect(play(theirs.match, theirs.state, rock(5).list).violation).toMatchObject({ _tag: "RuleViolation", seq: 2 })
  })
})

describe("prayer 15, Under Scrutiny: every foul of the other team is spotted for the half [row:blood-bowl/prayers-to-nuffle/under-scrutiny]", () => {
  // h1 fouls the Prone a1: the armour holds on 3 + 2, no double.
  const foul = () =>
    new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(3, 2, "armour", "a1")
  const turn = () => positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] }, prone: ["a1"] })

  it("Away prayed for it: h1's foul is seen though no double was rolled, and Home must argue, bribe or go", () => {
    const { match, state } = turn()
    const played = playOk(match, withEffects(state, prayerMark("under-scrutiny", 1, "half")), foul().list)
    expect(notes(played).some((n) => /Under Scrutiny/.test(n))).toBe(true)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", about: "argue the call or use a bribe?" })
  })

  it("Home's own prayer does not watch Home's fouls: h1 plays on", () => {
    const { match, state } = turn()
    const played = playOk(match, withEffects(state, prayerMark("under-scrutiny", 0, "half")), foul().list)
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
    expect(expecting(match, played.state)).not.toMatchObject({ about: "argue the call or use a bribe?" })
  })
})

describe("prayer 16, Intensive Training: a Home player drawn at random gains a skill of the coach's choice for the match [row:blood-bowl/prayers-to-nuffle/intensive-training]", () => {
  it("h5 is drawn and Home name Dodge (SkillUsed): h5 has Dodge for the rest of the match", () => {
    const { match, state } = kickOff()
    const drawn = playOk(match, state, pray(16).add({ _tag: "PlayerDrawn", player: "h5", for: "prayers-to-nuffle" }).list)
    expect(expecting(match, drawn.state)).toMatchObject({ kind: "decision", team: 0, events: ["SkillUsed"] })
    const played = playOk(match, state, pray(16).add({ _tag: "PlayerDrawn", player: "h5", for: "prayers-to-nuffle" }).add({ _tag: "SkillUsed", player: "h5", skill: "Dodge" }).list)
    expect(hasSkill(match, played.state, index(match, "h5"), "Dodge")).toBe(true)
    expect(where(played.state, "h5").gained).toEqual([{ source: "Intensive Training", until: "game", skills: ["Dodge"] }])
  })

  it("a trait is no skill to learn; an Away player cannot be drawn; Strip Ball, folded since, can be learnt", () => {
    const { match, state } = kickOff()
    const trait = play(match, state, pray(16).add({ _tag: "PlayerDrawn", player: "h5", for: "prayers-to-nuffle" }).add({ _tag: "SkillUsed", player: "h5", skill: "Bone Head" }).list)
    expect(trait.violation).toMatchObject({ _tag: "RuleViolation", rule: "Intensive Training" })
    const away = play(match, state, pray(16).add({ _tag: "PlayerDrawn", player: "a5", for: "prayers-to-nuffle" }).list)
    expect(away.violation).toMatchObject({ _tag: "RuleViolation", rule: "Intensive Training" })
    const learnt = playOk(match, state, pray(16).add({ _tag: "PlayerDrawn", player: "h5", for: "prayers-to-nuffle" }).add({ _tag: "SkillUsed", player: "h5", skill: "Strip Ball" }).list)
    expect(hasSkill(match, learnt.state, index(match, "h5"), "Strip Ball")).toBe(true)
  })
})

describe("the underdog's prayers before the match: one per full 50,000 gold pieces of team value difference", () => {
  const valued = (home: number, away: number) => {
    const base = header(Array.from({ length: 11 }, (_, i) => player(`h${i + 1}`)), Array.from({ length: 11 }, (_, i) => player(`a${i + 1}`)))
    const match = buildMatch({ ...base, teams: [{ ...base.teams[0]!, teamValue: home }, { ...base.teams[1]!, teamValue: away }] }, bloodBowl)
    return { match, state: initialState(match) }
  }
  const weather = () => new Events().roll("2d6", [3, 4], "weather")

  it("Home 1,000,000 against Away 1,120,000: Home pray twice (Iron Man on h2, then Moles), then the coin toss", () => {
    const { match, state } = valued(1_000_000, 1_120_000)
    const before = playOk(match, state, weather().list)
    expect(expecting(match, before.state)).toMatchObject({ kind: "decision", team: 0, events: ["ChoiceDeclined"] })
    const events = weather().add({ _tag: "DiceRolled", die: "d16", faces: [4], for: "prayers-to-nuffle", team: "home" } as never)
      .add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "iron-man" })
      .add({ _tag: "DiceRolled", die: "d16", faces: [9], for: "prayers-to-nuffle", team: "home" } as never)
    const played = playOk(match, state, events.list)
    // Before any set-up, a player in the reserves is available for the first drive.
    expect(characteristic(match, played.state, index(match, "h2"), "av")).toBe(10)
    expect(played.state.kickOffEffects).toContain(prayerMark("moles-under-the-pitch", 0, "half"))
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["CoinTossCalled"] })
  })

  it("a drive prayer from the pre-game lasts the first drive, a half prayer the first half: Fouling Frenzy and Moles are still marked once the teams set up", () => {
    const { match, state } = valued(1_000_000, 1_100_000)
    const events = weather().add({ _tag: "DiceRolled", die: "d16", faces: [13], for: "prayers-to-nuffle", team: "home" } as never)
      .add({ _tag: "DiceRolled", die: "d16", faces: [9], for: "prayers-to-nuffle", team: "home" } as never)
      .add({ _tag: "CoinTossCalled", team: "away", call: "heads" }).roll("coin", [1], "coin-toss").add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
    const played = playOk(match, state, events.list)
    expect(played.state.phase).toBe("set-up")
    expect(played.state.kickOffEffects).toContain(prayerMark("fouling-frenzy", 0, "drive"))
    expect(played.state.kickOffEffects).toContain(prayerMark("moles-under-the-pitch", 0, "half"))
  })

  it("a difference under 50,000 gives none; Away may pray as the underdog too, and decline", () => {
    const close = valued(1_000_000, 1_040_000)
    expect(expecting(close.match, playOk(close.match, close.state, weather().list).state)).toMatchObject({ events: ["CoinTossCalled"] })
    const { match, state } = valued(1_210_000, 1_000_000)
    const wrong = play(match, state, weather().add({ _tag: "DiceRolled", die: "d16", faces: [2], for: "prayers-to-nuffle", team: "home" } as never).list)
    expect(wrong.violation).toMatchObject({ _tag: "RuleViolation", rule: "Prayers to Nuffle" })
    const declined = playOk(match, state, weather().add({ _tag: "ChoiceDeclined", team: "away", choice: "prayers-to-nuffle" }).list)
    expect(notes(declined)).toContain("Away decline their 4 prayers to Nuffle")
    expect(expecting(match, declined.state)).toMatchObject({ events: ["CoinTossCalled"] })
  })

  it("a result Home already have is rolled again and does not use up a prayer", () => {
    const { match, state } = valued(1_000_000, 1_050_000)
    const events = weather().add({ _tag: "DiceRolled", die: "d16", faces: [9], for: "prayers-to-nuffle", team: "home" } as never)
    const first = playOk(match, state, events.list)
    expect(expecting(match, first.state)).toMatchObject({ events: ["CoinTossCalled"] })
    const twice = valued(1_000_000, 1_100_000)
    const again = playOk(twice.match, twice.state, weather().add({ _tag: "DiceRolled", die: "d16", faces: [9], for: "prayers-to-nuffle", team: "home" } as never)
      .add({ _tag: "DiceRolled", die: "d16", faces: [9], for: "prayers-to-nuffle", team: "home" } as never).list)
    expect(notes(again)).toContain("Moles under the Pitch is already in force for Home: the prayer is rolled again")
    expect(expecting(twice.match, again.state)).toMatchObject({ kind: "decision", team: 0, events: ["ChoiceDeclined"] })
  })
})
