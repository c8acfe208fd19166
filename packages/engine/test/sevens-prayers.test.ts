import { describe, expect, it } from "vitest"
import { characteristic, expecting, hasSkill, legalDecisions, type Match, type MatchState, skillValue } from "@sidelines/engine"
import { friendsWithTheRef } from "../src/prayers/prayers.js"
import { kickOffRoll, teamDice } from "./support/kick-off-support.js"
import { Events, play, player, playOk, where } from "./support/scenario.js"
import { sevensHeader, sevensKickOff, sevensPosition } from "./support/sevens.js"

// The Sevens Prayers to Nuffle, 2 to 8: Home win Cheering Fans (5 against 2) during the kick-off
// and roll the D8. Everyone is set up (HOME_SET_UP, AWAY_SET_UP); the ball is over (16, 3).
// h8 and a8 wait in the reserves. h7 is a Loner (a mercenary), a7 has AV 11+.
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)
const head = sevensHeader({
  home: ids("h", 8).map((id) => player(id, id === "h7" ? { traits: ["Loner (4+)"] } : {})),
  away: ids("a", 8).map((id) => player(id, id === "a7" ? { av: 11 } : {}))
})
const kickOff = () => sevensKickOff(head, { landing: [16, 3] })
const pray = (face: number) =>
  kickOffRoll(6).add(teamDice("home", "d6", 5, "cheering-fans")).add(teamDice("away", "d6", 2, "cheering-fans")).roll("d8", [face], "prayers-to-nuffle")
const index = (match: Match, id: string) => match.playerIndex.get(id)!

describe("Sevens prayer 2, Friends with the Ref [row:sevens/prayers-to-nuffle/friends-with-the-ref]", () => {
  it("is in force for Home until the end of the drive", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(2).list)
    expect(played.state.kickOffEffects).toContain(friendsWithTheRef(0))
  })

  it("h1 is spotted fouling; Home argue the call and roll a 5: with the prayer, Well, When You Put It Like That — h1 stays; without it, I Don't Care", () => {
    const position = { team: 0, at: { h1: [10, 5], a1: [11, 5], a4: [18, 1] }, prone: ["a1"] } as const
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
      .add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(1, 1, "armour", "a1")
      .add({ _tag: "CallArgued", team: "home" })
      .d6(5, "argue-the-call")
    const { match, state } = sevensPosition(head, position)
    const friendly = playOk(match, { ...state, kickOffEffects: [friendsWithTheRef(0)] }, events.list)
    expect(friendly.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ row: "well-when-you-put-it-like-that" })
    expect(where(friendly.state, "h1")).toMatchObject({ at: [10, 5], box: null })
    const plain = play(match, state, events.list)
    expect(plain.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ row: "i-dont-care" })
    // Away's friendship with the ref does not help Home.
    const theirs = play(match, { ...state, kickOffEffects: [friendsWithTheRef(1)] }, events.list)
    expect(theirs.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ row: "i-dont-care" })
  })
})

describe("Sevens prayer 3, Stiletto [row:sevens/prayers-to-nuffle/stiletto]", () => {
  it("one Home player on the pitch without Loner is drawn at random: h2 gains Stab until the end of the drive", () => {
    const { match, state } = kickOff()
    const prayed = playOk(match, state, pray(3).list)
    expect(expecting(match, prayed.state)).toMatchObject({ kind: "decision", events: ["PlayerDrawn"] })
    const played = playOk(match, state, pray(3).add({ _tag: "PlayerDrawn", player: "h2", for: "prayers-to-nuffle" }).list)
    expect(hasSkill(match, played.state, index(match, "h2"), "Stab")).toBe(true)
    expect(where(played.state, "h2").gained).toEqual([{ source: "Stiletto", until: "drive", skills: ["Stab"] }])
  })

  it("the Loner h7, an Away player, or h8 in the reserves cannot be drawn", () => {
    const { match, state } = kickOff()
    for (const who of ["h7", "a1", "h8"]) {
      const played = play(match, state, pray(3).add({ _tag: "PlayerDrawn", player: who, for: "prayers-to-nuffle" }).list)
      expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "Stiletto", seq: 5 })
    }
  })

  it("the Stab it lends is a real Stab: h2 stabs a1 next to them, 12 on the unmodified armour roll breaks it, and a1 is Placed Prone, then Stunned on a 2 [trait:stab]", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: { h2: [10, 5], a1: [11, 5] } })
    const armed: MatchState = { ...state, players: state.players.map((p) => (p.id === "h2" ? { ...p, gained: [{ source: "Stiletto", until: "drive", skills: ["Stab"] }] } : p)) }
    const played = playOk(match, armed, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "stab", target: "a1" }).twoD6(6, 6, "armour", "a1").twoD6(1, 1, "injury", "a1").list)
    expect(where(played.state, "a1").posture).toBe("stunned")
    // Without the prayer's Stab, h2 may not declare it.
    expect(play(match, state, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "stab", target: "a1" }).list).violation).toMatchObject({ rule: "Stab" })
  })
})

describe("Sevens prayer 4, Iron Man [row:sevens/prayers-to-nuffle/iron-man]", () => {
  it("Home choose h3 (PlayerChosen): AV 9+ becomes 10+ for the rest of the match", () => {
    const { match, state } = kickOff()
    const prayed = playOk(match, state, pray(4).list)
    expect(expecting(match, prayed.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen"] })
    const legal = legalDecisions(match, prayed.state)
    expect(legal).toContainEqual({ _tag: "PlayerChosen", team: "home", player: "h3", for: "iron-man" })
    expect(legal.some((d) => d._tag === "PlayerChosen" && (d.player === "h7" || d.player === "h8" || d.team === "away"))).toBe(false)
    const played = playOk(match, state, pray(4).add({ _tag: "PlayerChosen", team: "home", player: "h3", for: "iron-man" }).list)
    expect(characteristic(match, played.state, index(match, "h3"), "av")).toBe(10)
    expect(where(played.state, "h3").gained?.[0]).toMatchObject({ until: "game" })
  })

  it("never above 11+: an AV 11+ player would stay 11+", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: {} })
    const ironed: MatchState = { ...state, players: state.players.map((p) => (p.id === "a7" ? { ...p, gained: [{ source: "Iron Man", until: "game", skills: [], improve: { av: 1 } }] } : p)) }
    expect(characteristic(match, ironed, index(match, "a7"), "av")).toBe(11)
  })

  it("Home cannot choose a Loner; Iron Man in force already means the prayer is rolled again", () => {
    const { match, state } = kickOff()
    const loner = play(match, state, pray(4).add({ _tag: "PlayerChosen", team: "home", player: "h7", for: "iron-man" }).list)
    expect(loner.violation).toMatchObject({ _tag: "RuleViolation", rule: "Iron Man" })
    const ironed: MatchState = { ...state, players: state.players.map((p) => (p.id === "h1" ? { ...p, gained: [{ source: "Iron Man", until: "game", skills: [], improve: { av: 1 } }] } : p)) }
    const again = playOk(match, ironed, pray(4).list)
    expect(expecting(match, again.state)).toMatchObject({ kind: "roll", die: "d8", for: "prayers-to-nuffle" })
  })
})

describe("Sevens prayer 5, Knuckle Dusters [row:sevens/prayers-to-nuffle/knuckle-dusters]", () => {
  it("Home choose h1: Mighty Blow (+1) until the end of the drive", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(5).add({ _tag: "PlayerChosen", team: "home", player: "h1", for: "knuckle-dusters" }).list)
    expect(skillValue(match, played.state, index(match, "h1"), "Mighty Blow")).toBe("+1")
    expect(where(played.state, "h1").gained?.[0]).toMatchObject({ source: "Knuckle Dusters", until: "drive" })
  })

  it("the Mighty Blow lapses when the drive ends: h1, with the dusters and the ball on (18, 5), scores and keeps none of it", () => {
    const { match, state } = sevensPosition(head, { team: 0, at: { h1: [18, 5], a1: [13, 5] }, ballCarrier: "h1" })
    const dusted: MatchState = { ...state, players: state.players.map((p) => (p.id === "h1" ? { ...p, gained: [{ source: "Knuckle Dusters", until: "drive", skills: ["Mighty Blow (+1)"] }] } : p)) }
    const played = playOk(match, dusted, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [19, 5] }).list)
    expect(played.state.teams[0]!.score).toBe(1)
    expect(hasSkill(match, played.state, index(match, "h1"), "Mighty Blow")).toBe(false)
    expect(where(played.state, "h1").gained).toBeUndefined()
  })

  it("a choice for another prayer is a violation", () => {
    const { match, state } = kickOff()
    const played = play(match, state, pray(5).add({ _tag: "PlayerChosen", team: "home", player: "h1", for: "iron-man" }).list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "Knuckle Dusters", seq: 5 })
  })
})

describe("Sevens prayer 6, Bad Habits [row:sevens/prayers-to-nuffle/bad-habits]", () => {
  it("a D3 of 2: two Away players on the pitch are drawn, a1 and a3, and gain Loner (2+) until the end of the drive", () => {
    const { match, state } = kickOff()
    const events = pray(6)
      .roll("d3", [2], "prayers-to-nuffle")
      .add({ _tag: "PlayerDrawn", player: "a1", for: "prayers-to-nuffle" })
      .add({ _tag: "PlayerDrawn", player: "a3", for: "prayers-to-nuffle" })
    const played = playOk(match, state, events.list)
    for (const id of ["a1", "a3"]) expect(skillValue(match, played.state, index(match, id), "Loner")).toBe("2+")
    expect(hasSkill(match, played.state, index(match, "a2"), "Loner")).toBe(false)
    expect(played.state.stack.at(-1)?._tag).not.toBe("PrayerDraw")
  })

  it("the same player cannot be drawn twice", () => {
    const { match, state } = kickOff()
    const events = pray(6)
      .roll("d3", [2], "prayers-to-nuffle")
      .add({ _tag: "PlayerDrawn", player: "a1", for: "prayers-to-nuffle" })
      .add({ _tag: "PlayerDrawn", player: "a1", for: "prayers-to-nuffle" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Bad Habits", seq: 7 })
  })
})

describe("Sevens prayer 7, Greasy Cleats [row:sevens/prayers-to-nuffle/greasy-cleats]", () => {
  it("one Away player on the pitch is drawn, a2: MA 6 becomes 5 until the end of the drive", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(7).add({ _tag: "PlayerDrawn", player: "a2", for: "prayers-to-nuffle" }).list)
    expect(characteristic(match, played.state, index(match, "a2"), "ma")).toBe(5)
    expect(where(played.state, "a2").gained?.[0]).toMatchObject({ source: "Greasy Cleats", until: "drive" })
  })
})

describe("Sevens prayer 8, Blessed Statue of Nuffle [row:sevens/prayers-to-nuffle/blessed-statue-of-nuffle]", () => {
  it("Home choose h6: Pro for the rest of the match", () => {
    const { match, state } = kickOff()
    const played = playOk(match, state, pray(8).add({ _tag: "PlayerChosen", team: "home", player: "h6", for: "blessed-statue-of-nuffle" }).list)
    expect(hasSkill(match, played.state, index(match, "h6"), "Pro")).toBe(true)
    expect(where(played.state, "h6").gained?.[0]).toMatchObject({ until: "game" })
  })
})
