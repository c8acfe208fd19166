import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState, legalDecisions } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { kickOffPosition, kickOffRoll, notes, waitingFor } from "./support/kick-off-support.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Death Zone's named Biased Referees: Ranulf 'Red' Hokuli (inducements/referees/ranulf-hokuli.ts), Thoron
// Korensson (inducements/referees/thoron-korensson.ts), Jorm the Ogre (inducements/referees/jorm-the-ogre.ts) and the
// Trundlefoot Triplets (inducements/referees/trundlefoot-triplets.ts). Home (team 0) fouls; the referee is
// Away's unless a test says otherwise.

const RANULF = "Ranulf 'Red' Hokuli"
const KORENSSON = "Thoron Korensson"
const JORM = "Jorm the Ogre"
const TRIPLETS = "The Trundlefoot Triplets"

const base = header(
  [player("h1"), player("h2"), player("h3"), player("h4")],
  [player("a1"), player("a2"), player("a3"), player("a4")]
)

const referee = (name: string): Team["inducements"] => [{ id: "biased-referee", count: 1, name }]

/** Who induces what, and the special rules each team has. */
const teams = (head: MatchStarted, home: { inducements?: Team["inducements"]; specialRules?: Array<string> }, away: { inducements?: Team["inducements"]; specialRules?: Array<string> }): MatchStarted => ({
  ...head,
  teams: [
    { ...head.teams[0]!, inducements: home.inducements ?? [], ...(home.specialRules === undefined ? {} : { specialRules: home.specialRules }) },
    { ...head.teams[1]!, inducements: away.inducements ?? [], ...(away.specialRules === undefined ? {} : { specialRules: away.specialRules }) }
  ]
})

const awayHires = (name: string, specialRules?: Array<string>) => teams(base, {}, { inducements: referee(name), ...(specialRules === undefined ? {} : { specialRules }) })
const SUPERLEAGUE: Record<string, Array<string>> = { [RANULF]: ["Lustrian Superleague"], [KORENSSON]: ["Worlds Edge Superleague"] }

const foul = (fouler: string, victim: string) =>
  new Events().add({ _tag: "ActionDeclared", player: fouler, action: "foul" }).add({ _tag: "FoulCommitted", player: fouler, target: victim })

/** The referee's D6, rolled by the team that hired him. */
const refereeD6 = (events: Events, face: number, team = "away") =>
  events.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "biased-referee", team } as never)

/** h1 fouls the prone a1: 4 + 2 on the armour roll, no double, armour holds; a4 is far away. */
const position = { team: 0, at: { h1: [10, 7], h2: [5, 5], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] } as const
const unseenFoul = () => foul("h1", "a1").twoD6(4, 2, "armour", "a1")

const weather = new Events().roll("2d6", [3, 4], "weather").list
const preGame = (head: MatchStarted) => {
  const match = buildMatch(head, bloodBowl)
  return play(match, initialState(match), weather)
}

describe("Ranulf 'Red' Hokuli: 'Red' Card — a 4+ after an unseen foul, then bribe, accept, or argue with his axe [inducement:biased-referee/ranulf-red-hokuli]", () => {
  const head = awayHires(RANULF, SUPERLEAGUE[RANULF])

  it("his D6 is a 4: Ranulf halts play and Home's coach chooses; accepting it sends h1 off with a turnover", () => {
    const { match, state } = positionOf(head, position)
    const spotted = refereeD6(unseenFoul(), 4)
    const halted = playOk(match, state, spotted.list)
    expect(halted.rulings.find((r) => r.rule === "Ranulf 'Red' Hokuli: 'Red' Card")).toMatchObject({ player: "h1", target: 4, total: 4, success: true })
    expect(expecting(match, halted.state)).toMatchObject({ kind: "decision", team: 0, events: ["CallArgued", "ChoiceDeclined"] })
    const gone = playOk(match, state, spotted.add({ _tag: "ChoiceDeclined", team: "home", choice: "argue-the-call" }).list)
    expect(where(gone.state, "h1").box).toBe("sent-off")
    expect(gone.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
  })

  it("his D6 is a 3: h1 escapes notice and the turn goes on (a 4+, not the ordinary referee's 5+)", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, refereeD6(unseenFoul(), 3).list)
    expect(played.rulings.find((r) => r.rule === "Ranulf 'Red' Hokuli: 'Red' Card")).toMatchObject({ success: false })
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null, posture: "standing" })
    expect(played.state.activeTeam).toBe(0)
  })

  it("h1 argues: the axe's armour roll 4 + 3 + 2 = 9 breaks AV 9+ — h1 lies Prone, rolls 3 + 4 on injury (Stunned), is not sent off and there is no turnover", () => {
    const { match, state } = positionOf(head, position)
    const argued = refereeD6(unseenFoul(), 5).add({ _tag: "CallArgued", team: "home" }).twoD6(4, 3, "armour", "h1")
    const axed = playOk(match, state, argued.list)
    expect(axed.rulings.find((r) => r.rule === "Ranulf 'Red' Hokuli: 'Red' Card (his axe)")).toMatchObject({
      player: "h1", target: 9, modifiers: [{ value: 2, source: "Ranulf's axe" }], total: 9, success: true
    })
    expect(where(axed.state, "h1")).toMatchObject({ at: [10, 7], posture: "prone" })
    expect(expecting(match, axed.state)).toMatchObject({ kind: "roll", die: "2d6", for: "injury", player: "h1" })
    const hurt = playOk(match, state, argued.twoD6(3, 4, "injury", "h1").list)
    expect(where(hurt.state, "h1")).toMatchObject({ at: [10, 7], box: null, posture: "stunned" })
    expect(hurt.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(hurt.state.activeTeam).toBe(0)
  })

  it("h1 argues and the axe's roll 3 + 3 + 2 = 8 does not break AV 9+: no harm done, h1 is sent off and the turn is over", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, refereeD6(unseenFoul(), 6).add({ _tag: "CallArgued", team: "home" }).twoD6(3, 3, "armour", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Ranulf 'Red' Hokuli: 'Red' Card (his axe)")).toMatchObject({ total: 8, success: false })
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
  })

  it("Home use a Bribe instead: a 2 on the bribe keeps h1 on the pitch, no turnover", () => {
    const { match, state } = positionOf(teams(base, { inducements: [{ id: "bribe", count: 1 }] }, { inducements: referee(RANULF), specialRules: ["Old World Classic"] }), position)
    const spotted = refereeD6(unseenFoul(), 4)
    expect(expecting(match, playOk(match, state, spotted.list).state)).toMatchObject({ events: ["CallArgued", "InducementUsed", "ChoiceDeclined"] })
    const played = playOk(match, state, spotted.add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "h1" }).d6(2, "bribe").list)
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
    expect(played.state.teams[0]!.bribes).toBe(0)
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("Ranulf does not watch the team that paid him: Home's own Ranulf rolls nothing for h1's foul", () => {
    const { match, state } = positionOf(teams(base, { inducements: referee(RANULF), specialRules: ["Lustrian Superleague"] }, {}), position)
    const played = playOk(match, state, unseenFoul().list)
    expect(played.state.activeTeam).toBe(0)
    expect(play(match, state, refereeD6(unseenFoul(), 6, "home").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
  })

  it("I'm Not One for Arguing!: with Ranulf hired, by either team, a foul seen for a double cannot be argued — only a bribe is offered", () => {
    for (const head of [awayHires(RANULF, SUPERLEAGUE[RANULF]), teams(base, { inducements: referee(RANULF), specialRules: ["Lustrian Superleague"] }, {})]) {
      const { match, state } = positionOf(head, position)
      const double = foul("h1", "a1").twoD6(3, 3, "armour", "a1")
      const seen = playOk(match, state, double.list)
      expect(expecting(match, seen.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined"] })
      expect(play(match, state, double.add({ _tag: "CallArgued", team: "home" }).list).violation).toMatchObject({
        _tag: "RuleViolation", rule: "Ranulf 'Red' Hokuli: I'm Not One for Arguing!"
      })
    }
  })

  it("a player an Officious Ref sends off cannot have the call argued with Ranulf about, as without him (BB2020 FAQ)", () => {
    const { match, state } = kickOffPosition(awayHires(RANULF, SUPERLEAGUE[RANULF]), { landing: [20, 5], at: { h1: [12, 7], h2: [8, 7], a1: [13, 7] }, fanFactors: [2, 3] })
    const events = kickOffRoll(11).d6(3, "officious-ref").d6(4, "officious-ref").add({ _tag: "PlayerDrawn", player: "h2", for: "officious-ref" }).d6(1, "officious-ref", "h2")
    const sentOff = playOk(match, state, events.list)
    expect(where(sentOff.state, "h2").box).toBe("sent-off")
    expect(expecting(match, sentOff.state)).toMatchObject({ kind: "decision", events: ["ChoiceDeclined"] })
    expect(play(match, state, events.add({ _tag: "CallArgued", team: "home" }).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Officious Ref" })
  })

  it("only a team with the Lustrian Superleague or Old World Classic special rule may hire him", () => {
    expect(preGame(awayHires(RANULF)).violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
    expect(preGame(awayHires(RANULF, ["Worlds Edge Superleague"])).violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
    expect(preGame(awayHires(RANULF, ["Old World Classic"])).violation).toBeNull()
  })
})

describe("Thoron Korensson: Strict Discipline — a 4+ sends the fouler off, no Bribe; a 1 on Argue the Call costs another player [inducement:biased-referee/thoron-korensson]", () => {
  const head = teams(base, { inducements: [{ id: "bribe", count: 1 }] }, { inducements: referee(KORENSSON), specialRules: SUPERLEAGUE[KORENSSON]! })

  it("his D6 is a 4: h1 is sent off; Home may argue but not bribe, though they have a Bribe", () => {
    const { match, state } = positionOf(head, position)
    const spotted = refereeD6(unseenFoul(), 4)
    const played = playOk(match, state, spotted.list)
    expect(played.rulings.find((r) => r.rule === "Thoron Korensson: Strict Discipline")).toMatchObject({ player: "h1", target: 4, success: true })
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0, events: ["CallArgued", "ChoiceDeclined"] })
    expect(play(match, state, spotted.add({ _tag: "InducementUsed", team: "home", inducement: "bribe", player: "h1" }).list).violation).toMatchObject({ rule: "Strict Discipline" })
  })

  it("an argument that fails (a 3, I Don't Care!) sends h1 off at once: no bribe follows", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, refereeD6(unseenFoul(), 4).add({ _tag: "CallArgued", team: "home" }).d6(3, "argue-the-call").list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.state.teams[0]!.bribes).toBe(1)
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
  })

  it("a 1 on Argue the Call: h1 and the head coach go, and h2, drawn at random from Home's players on the pitch, goes too — one turnover", () => {
    const { match, state } = positionOf(head, position)
    // (Events builders grow in place: each use starts afresh.)
    const argued = () => refereeD6(unseenFoul(), 5).add({ _tag: "CallArgued", team: "home" }).d6(1, "argue-the-call")
    const outta = playOk(match, state, argued().list)
    expect(outta.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ row: "youre-outta-here" })
    expect(expecting(match, outta.state)).toMatchObject({ kind: "decision", events: ["PlayerDrawn"] })
    expect(legalDecisions(match, outta.state).map((d) => (d._tag === "PlayerDrawn" ? d.player : d._tag))).toEqual(["h2"])
    expect(play(match, state, argued().add({ _tag: "PlayerDrawn", player: "a4", for: "biased-referee" }).list).violation).toMatchObject({ rule: "Strict Discipline" })
    const played = playOk(match, state, argued().add({ _tag: "PlayerDrawn", player: "h2", for: "biased-referee" }).list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(where(played.state, "h2").box).toBe("sent-off")
    expect(played.state.teams[0]!.coachEjected).toBe(true)
    expect(played.outcomes.filter((o) => o._tag === "Turnover")).toEqual([{ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" }])
  })

  it("an ordinary double is the ordinary referee's: a 1 on the argument then ejects the coach but nobody else, and a bribe may be used", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, foul("h1", "a1").twoD6(2, 2, "armour", "a1").add({ _tag: "CallArgued", team: "home" }).d6(1, "argue-the-call").list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(where(played.state, "h2").box).toBeNull()
    expect(expecting(match, playOk(match, state, foul("h1", "a1").twoD6(2, 2, "armour", "a1").list).state)).toMatchObject({ events: ["CallArgued", "InducementUsed", "ChoiceDeclined"] })
  })

  it("a head coach already ejected for arguing cannot argue again: the fouler Korensson spots is sent off at once", () => {
    const { match, state } = positionOf(head, position)
    const ejected = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, coachEjected: true } : t)) }
    const played = playOk(match, ejected, refereeD6(unseenFoul(), 4).list)
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
  })

  it("his D6 is a 3: h1 escapes notice", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, refereeD6(unseenFoul(), 3).list)
    expect(where(played.state, "h1").box).toBeNull()
    expect(played.state.activeTeam).toBe(0)
  })

  it("Sit Down and Keep Quiet!: a Get the Ref on the kick-off table is rolled again, and no Bribes are gained", () => {
    const { match, state } = kickOffPosition(teams(base, {}, { inducements: referee(KORENSSON), specialRules: SUPERLEAGUE[KORENSSON]! }), { landing: [20, 5], at: { h1: [12, 7], a1: [13, 7] } })
    const played = playOk(match, state, kickOffRoll(2).list)
    expect(notes(played)).toContain("Get the Ref is rolled again: nobody advances on Thoron Korensson")
    expect(played.state.teams.map((t) => t.bribes)).toEqual([0, 0])
    expect(waitingFor(match, played)).toMatchObject({ kind: "roll", die: "2d6", for: "kick-off-event" })
    // Without him the same roll is an ordinary Get the Ref.
    const plain = kickOffPosition(base, { landing: [20, 5], at: { h1: [12, 7], a1: [13, 7] } })
    expect(playOk(plain.match, plain.state, kickOffRoll(2).list).state.teams.map((t) => t.bribes)).toEqual([1, 1])
  })

  it("only a team with the Worlds Edge Superleague special rule may hire him", () => {
    expect(preGame(awayHires(KORENSSON)).violation).toMatchObject({ _tag: "RuleViolation", rule: "inducements" })
    expect(preGame(awayHires(KORENSSON, SUPERLEAGUE[KORENSSON])).violation).toBeNull()
  })
})

describe("Jorm the Ogre: Jorm Doesn't Like Cheaters! — a 4+ knocks the fouler down, +1 to armour or injury [inducement:biased-referee/jorm-the-ogre]", () => {
  const head = awayHires(JORM)

  it("his D6 is a 4: h1 is Knocked Down (turnover, not sent off); armour 4 + 4 = 8, Jorm's +1 makes 9 and breaks AV 9+", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, refereeD6(unseenFoul(), 4).twoD6(4, 4, "armour", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Jorm the Ogre: Jorm Doesn't Like Cheaters!")).toMatchObject({ player: "h1", target: 4, success: true })
    expect(played.outcomes).toContainEqual({ _tag: "KnockedDown", player: "h1", at: [10, 7], cause: "other" })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "h1" })
    expect(played.rulings.find((r) => r.rule === "Armour" && r.player === "h1")).toMatchObject({ total: 9, success: true, modifiers: [{ value: 1, source: "Jorm the Ogre: Jorm Doesn't Like Cheaters!" }] })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", for: "injury", player: "h1" })
    expect(where(played.state, "h1").box).toBeNull()
  })

  it("armour 5 + 5 = 10 breaks on its own: Jorm's +1 goes on the injury roll instead (4 + 3 + 1 = 8, KO'd)", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, refereeD6(unseenFoul(), 6).twoD6(5, 5, "armour", "h1").twoD6(4, 3, "injury", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Armour" && r.player === "h1")).toMatchObject({ total: 10, modifiers: [] })
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "h1", result: "ko", cause: "other", by: null })
  })

  it("a named referee is not the ordinary one: Home's Jorm gives Home's argument no +1 (a 5 stays I Don't Care!)", () => {
    const { match, state } = positionOf(teams(base, { inducements: referee(JORM) }, {}), position)
    const played = playOk(match, state, foul("h1", "a1").twoD6(1, 1, "armour", "a1").add({ _tag: "CallArgued", team: "home" }).d6(5, "argue-the-call").list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ modifiers: [], total: 5, row: "i-dont-care" })
  })

  it("his D6 is a 3: nothing happens to h1", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, refereeD6(unseenFoul(), 3).list)
    expect(where(played.state, "h1")).toMatchObject({ posture: "standing", box: null })
    expect(played.outcomes.some((o) => o._tag === "KnockedDown")).toBe(false)
  })

  it("Shut It, You Hooligans!: a Get the Ref gives no Bribes; each team's Fan Factor drops by 1 instead, each time", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], at: { h1: [12, 7], a1: [13, 7] }, fanFactors: [3, 2] })
    const played = playOk(match, state, kickOffRoll(2).list)
    expect(played.state.teams.map((t) => t.bribes)).toEqual([0, 0])
    expect(played.state.teams.map((t) => t.fanFactor)).toEqual([2, 1])
    expect(notes(played).some((n) => n.startsWith("Get the Ref: Jorm the Ogre goes on a rampage"))).toBe(true)
    const again = playOk(match, { ...played.state, stack: state.stack }, kickOffRoll(2).list)
    expect(again.state.teams.map((t) => t.fanFactor)).toEqual([1, 0])
  })
})

describe("The Trundlefoot Triplets: Heavy-handed Incompetence — 5+ the fouler goes, 1 the victim does [inducement:biased-referee/the-trundlefoot-triplets]", () => {
  const head = awayHires(TRIPLETS)

  it("their D6 is a 5: h1 is sent off exactly as for a double — Home may argue or bribe", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, refereeD6(unseenFoul(), 5).list)
    expect(played.rulings.find((r) => r.rule === "The Trundlefoot Triplets: Heavy-handed Incompetence")).toMatchObject({ player: "h1", row: "fouler-sent-off" })
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0, about: "argue the call or use a bribe?" })
  })

  it("their D6 is a 1: a1, the victim, is sent off as if they had fouled — Away's coach may argue; declined, a1 goes and Home's turn goes on", () => {
    const { match, state } = positionOf(head, position)
    const wrong = refereeD6(unseenFoul(), 1)
    const played = playOk(match, state, wrong.list)
    expect(played.rulings.find((r) => r.rule === "The Trundlefoot Triplets: Heavy-handed Incompetence")).toMatchObject({ row: "victim-sent-off" })
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 1, about: "argue the call or use a bribe?" })
    const gone = playOk(match, state, wrong.add({ _tag: "ChoiceDeclined", team: "away", choice: "argue-the-call" }).list)
    expect(where(gone.state, "a1").box).toBe("sent-off")
    expect(where(gone.state, "h1").box).toBeNull()
    expect(gone.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(gone.state.activeTeam).toBe(0)
  })

  it("their D6 is 2 to 4: they squabble and miss it", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, refereeD6(unseenFoul(), 4).list)
    expect(played.rulings.find((r) => r.rule === "The Trundlefoot Triplets: Heavy-handed Incompetence")).toMatchObject({ row: "missed" })
    expect(where(played.state, "h1").box).toBeNull()
    expect(where(played.state, "a1").box).toBeNull()
  })

  it("They Don't Look Happy!: a Get the Ref gives the Bribes as usual, and the triplets then watch no more fouls", () => {
    const { match, state } = kickOffPosition(head, { landing: [20, 5], at: { h1: [12, 7], a1: [13, 7] } })
    const played = playOk(match, state, kickOffRoll(2).list)
    expect(played.state.teams.map((t) => t.bribes)).toEqual([1, 1])
    expect(notes(played)).toContain("Get the Ref: the Trundlefoot Triplets (Away) make themselves scarce and take no further part in the match")
    // Later, in Home's turn: the same unseen foul draws no D6 from them.
    const later = positionOf(head, position)
    const turn = { ...later.state, teams: later.state.teams.map((t, i) => ({ ...t, inducementsUsed: played.state.teams[i]!.inducementsUsed })) }
    const fouled = playOk(later.match, turn, unseenFoul().list)
    expect(fouled.state.activeTeam).toBe(0)
    expect(play(later.match, turn, refereeD6(unseenFoul(), 5).list).violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
  })
})

describe("The Trundlefoot Triplets: Smart Players Are Well-behaved Players! — a 6 before the kick-off Stuns an unmarked opponent [inducement:biased-referee/the-trundlefoot-triplets]", () => {
  // Home hire the triplets; Away kick. Both set up four: three on the line, marked, and one in the back.
  const head = teams(base, { inducements: referee(TRIPLETS) }, {})
  const setUp = () => new Events()
    .roll("2d6", [3, 4], "weather")
    .add({ _tag: "CoinTossCalled", team: "away", call: "heads" })
    .roll("coin", [1], "coin-toss")
    .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
    .add({ _tag: "PlayerPlaced", player: "a1", at: [13, 6] })
    .add({ _tag: "PlayerPlaced", player: "a2", at: [13, 7] })
    .add({ _tag: "PlayerPlaced", player: "a3", at: [13, 8] })
    .add({ _tag: "PlayerPlaced", player: "a4", at: [20, 3] })
    .add({ _tag: "SetupEnded", team: "away" })
    .add({ _tag: "PlayerPlaced", player: "h1", at: [12, 6] })
    .add({ _tag: "PlayerPlaced", player: "h2", at: [12, 7] })
    .add({ _tag: "PlayerPlaced", player: "h3", at: [12, 8] })
    .add({ _tag: "PlayerPlaced", player: "h4", at: [5, 7] })
    .add({ _tag: "SetupEnded", team: "home" })

  it("once both teams are set up, Home roll a 6: a4, the only Away player not Marked, is drawn and Placed Prone and Stunned; then the kick", () => {
    const match = buildMatch(head, bloodBowl)
    const set = playOk(match, initialState(match), setUp().list)
    expect(expecting(match, set.state)).toMatchObject({ kind: "roll", die: "d6", for: "biased-referee", team: 0 })
    const rolled = refereeD6(setUp(), 6, "home")
    expect(play(match, initialState(match), rolled.add({ _tag: "PlayerDrawn", player: "a1", for: "biased-referee" }).list).violation).toMatchObject({ rule: "Smart Players Are Well-behaved Players!" })
    const played = playOk(match, initialState(match), refereeD6(setUp(), 6, "home").add({ _tag: "PlayerDrawn", player: "a4", for: "biased-referee" }).list)
    expect(where(played.state, "a4")).toMatchObject({ at: [20, 3], posture: "stunned" })
    // The draw offered to a coach (or the simulator) is a4 alone.
    const drawing = playOk(match, initialState(match), refereeD6(setUp(), 6, "home").list)
    expect(legalDecisions(match, drawing.state)).toEqual([{ _tag: "PlayerDrawn", player: "a4", for: "biased-referee" }])
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
  })

  it("an exhibition where both teams hired the triplets: each team rolls before the kick, Home then Away (a ringer, model/ringers.ts)", () => {
    const both = { ...teams(base, { inducements: referee(TRIPLETS) }, { inducements: referee(TRIPLETS) }), options: { exhibition: true } }
    const match = buildMatch(both, bloodBowl)
    const homeRolled = playOk(match, initialState(match), refereeD6(setUp(), 5, "home").list)
    expect(expecting(match, homeRolled.state)).toMatchObject({ kind: "roll", die: "d6", for: "biased-referee", team: 1 })
    const played = playOk(match, initialState(match), refereeD6(refereeD6(setUp(), 5, "home"), 4, "away").list)
    expect(played.rulings.filter((r) => r.rule === "The Trundlefoot Triplets: Smart Players Are Well-behaved Players!")).toHaveLength(2)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
  })

  it("a 5 does nothing: the kick comes next and everyone stays on their feet", () => {
    const match = buildMatch(head, bloodBowl)
    const played = playOk(match, initialState(match), refereeD6(setUp(), 5, "home").list)
    expect(played.rulings.find((r) => r.rule === "The Trundlefoot Triplets: Smart Players Are Well-behaved Players!")).toMatchObject({ success: false })
    expect(where(played.state, "a4").posture).toBe("standing")
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
  })

  it("without the triplets no roll comes before the kick", () => {
    const match = buildMatch(base, bloodBowl)
    expect(expecting(match, playOk(match, initialState(match), setUp().list).state)).toMatchObject({ kind: "decision", events: ["KickAimed"] })
  })
})

describe("named referees in the header", () => {
  it("two different named referees, one a team, fold; the same one hired by both is a ringer (ringers.test.ts) [inducement:biased-referee/jorm-the-ogre]", () => {
    expect(preGame(teams(base, { inducements: referee(JORM) }, { inducements: referee("Trundlefoot Triplets") })).violation).toBeNull()
    expect(preGame(teams(base, { inducements: referee(JORM) }, { inducements: referee("jorm the ogre") })).violation).toBeNull()
  })
})
