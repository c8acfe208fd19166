import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState } from "@sidelines/engine"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Blood Bowl 2020's officials for hire: the Biased Referee (inducements/referees/biased-referee.ts) and the
// Weather Mage (inducements/wizards/weather-mage.ts).

const base = header(
  [player("h1"), player("h2"), player("h3"), player("h7", { position: "Blitzer", skills: ["Sneaky Git"] })],
  [player("a1"), player("a2"), player("a3"), player("a4")]
)

const inducing = (head: MatchStarted, home: Team["inducements"], away: Team["inducements"] = []): MatchStarted => ({
  ...head,
  teams: [{ ...head.teams[0]!, inducements: home }, { ...head.teams[1]!, inducements: away }]
})

const foul = (fouler: string, victim: string) =>
  new Events().add({ _tag: "ActionDeclared", player: fouler, action: "foul" }).add({ _tag: "FoulCommitted", player: fouler, target: victim })

const closeScrutiny = (events: Events, face: number) =>
  events.add({ _tag: "DiceRolled", die: "d6", faces: [face], for: "biased-referee", team: "away" } as never)

// h1 fouls the prone a1; a4 waits far away for the Orcs' next turn.
const position = { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] } as const
const referee = [{ id: "biased-referee", count: 1 }]

describe("Biased Referee: Close Scrutiny sends off an unseen fouler of the other team on a 5+ [inducement:biased-referee]", () => {
  it("Away's referee: h1's foul rolls 4 + 2 (no double), the referee's D6 is a 5 — h1 is sent off as for a double and Home may argue or bribe", () => {
    const { match, state } = positionOf(inducing(base, [], referee), position)
    const events = closeScrutiny(foul("h1", "a1").twoD6(4, 2, "armour", "a1"), 5)
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Biased Referee: Close Scrutiny")).toMatchObject({ player: "h1", target: 5, total: 5, success: true })
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", about: "argue the call or use a bribe?", team: 0 })
    const gone = playOk(match, state, events.add({ _tag: "ChoiceDeclined", team: "home", choice: "argue-the-call" }).list)
    expect(where(gone.state, "h1").box).toBe("sent-off")
    expect(gone.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
  })

  it("the referee's D6 is a 4: h1 escapes notice, stays on the pitch, and the turn goes on", () => {
    const { match, state } = positionOf(inducing(base, [], referee), position)
    const played = playOk(match, state, closeScrutiny(foul("h1", "a1").twoD6(4, 2, "armour", "a1"), 4).list)
    expect(played.rulings.find((r) => r.rule === "Biased Referee: Close Scrutiny")).toMatchObject({ success: false })
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(played.state.activeTeam).toBe(0)
  })

  it("a foul seen for a double needs no scrutiny: no referee's roll comes, the fouler's coach decides at once", () => {
    const { match, state } = positionOf(inducing(base, [], referee), position)
    const played = playOk(match, state, foul("h1", "a1").twoD6(3, 3, "armour", "a1").list)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", about: "argue the call or use a bribe?" })
    expect(played.rulings.some((r) => r.rule === "Biased Referee: Close Scrutiny")).toBe(false)
  })

  it("a Sneaky Git's unseen double on the armour roll is still watched (FFB's reading): a 6 sends h7 off", () => {
    const { match, state } = positionOf(inducing(base, [], referee), { ...position, at: { h7: [10, 7], a1: [11, 7], a4: [20, 3] } })
    const played = playOk(match, state, closeScrutiny(foul("h7", "a1").twoD6(2, 2, "armour", "a1"), 6).list)
    expect(played.rulings.find((r) => r.rule === "Biased Referee: Close Scrutiny")).toMatchObject({ player: "h7", success: true })
    expect(expecting(match, played.state)).toMatchObject({ about: "argue the call or use a bribe?", team: 0 })
  })

  it("the referee does not watch the team that paid him: Home's own referee rolls nothing for h1's foul", () => {
    const { match, state } = positionOf(inducing(base, referee), position)
    const played = playOk(match, state, foul("h1", "a1").twoD6(4, 2, "armour", "a1").list)
    expect(played.rulings.some((r) => r.rule === "Biased Referee: Close Scrutiny")).toBe(false)
    expect(played.state.activeTeam).toBe(0)
    expect(play(match, state, closeScrutiny(foul("h1", "a1").twoD6(4, 2, "armour", "a1"), 6).list).violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
  })
})

describe("Biased Referee: I Didn't See a Thing! — +1 to the paying team's Argue the Call [inducement:biased-referee]", () => {
  const spotted = () => foul("h1", "a1").twoD6(1, 1, "armour", "a1").add({ _tag: "CallArgued", team: "home" })

  it("Home's referee: h1 is seen for a double, Home argue and roll a 5 — 5 + 1 = 6, Well, When You Put It Like That: h1 stays", () => {
    const { match, state } = positionOf(inducing(base, referee), position)
    const played = playOk(match, state, spotted().d6(5, "argue-the-call").list)
    const argued = played.rulings.find((r) => r.rule === "Argue the Call")!
    expect(argued).toMatchObject({ modifiers: [{ value: 1, source: "Biased Referee: I Didn't See a Thing!" }], total: 6, row: "well-when-you-put-it-like-that" })
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
  })

  it("a natural 1 with the referee is a 2, I Don't Care!: h1 goes but the head coach is not ejected", () => {
    const { match, state } = positionOf(inducing(base, referee), position)
    const played = playOk(match, state, spotted().d6(1, "argue-the-call").add({ _tag: "ChoiceDeclined", team: "home", choice: "bribe" }).list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ total: 2, row: "i-dont-care" })
    expect(where(played.state, "h1").box).toBe("sent-off")
    expect(played.state.teams[0]!.coachEjected).toBe(false)
  })

  it("the opponents' referee gives Home nothing: the same 5 is I Don't Care!, with no modifier", () => {
    const { match, state } = positionOf(inducing(base, [], referee), position)
    const played = playOk(match, state, spotted().d6(5, "argue-the-call").add({ _tag: "ChoiceDeclined", team: "home", choice: "bribe" }).list)
    expect(played.rulings.find((r) => r.rule === "Argue the Call")).toMatchObject({ modifiers: [], total: 5, row: "i-dont-care" })
    expect(where(played.state, "h1").box).toBe("sent-off")
  })
})

describe("a biased referee of a name this engine does not know is not folded", () => {
  it("an unknown named referee stops the fold as Unsupported before anything is played; the ordinary one plays on", () => {
    const weather = new Events().roll("2d6", [3, 4], "weather").list
    const named = buildMatch(inducing(base, [{ id: "biased-referee", count: 1, name: "Ref Nobody-Knows" }]), bloodBowl)
    expect(play(named, initialState(named), weather).violation).toMatchObject({ _tag: "Unsupported", feature: "inducement: biased-referee" })
    const plain = buildMatch(inducing(base, [{ id: "biased-referee", count: 1, name: "Biased Referee" }]), bloodBowl)
    expect(play(plain, initialState(plain), weather).violation).toBeNull()
  })
})

describe("Weather Mage: once per game, at the start of a team turn, the Weather table rolled and moved by up to 2 [inducement:weather-mage]", () => {
  const mage = [{ id: "weather-mage", count: 1 }]
  // Home's turn 1 ends; Away, who brought the mage, start theirs in perfect conditions. a2 waits at [20, 5].
  const awayStarts = () => positionOf(inducing(base, [], mage), { team: 0, at: { h1: [10, 7], a2: [20, 5] } })
  const cast = (faces: [number, number]) =>
    new Events()
      .add({ _tag: "TurnEnded", team: "home" })
      .add({ _tag: "InducementUsed", team: "away", inducement: "weather-mage" })
      .add({ _tag: "DiceRolled", die: "2d6", faces, for: "weather-mage", team: "away" } as never)

  it("Away roll 5 + 5 = 10 (Perfect Conditions) and take it up 2 to 12: a Blizzard, until the end of Home's next turn, then perfect conditions return", () => {
    const { match, state } = awayStarts()
    const offered = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    expect(expecting(match, offered.state)).toMatchObject({ kind: "decision", team: 1, about: "use the Weather Mage before anyone is activated, or go on" })
    const rolled = playOk(match, state, cast([5, 5]).list)
    expect(rolled.rulings.find((r) => r.rule === "Weather Mage")).toMatchObject({ total: 10, row: "perfect-conditions" })
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 1, events: ["WeatherChosen"] })
    const events = cast([5, 5]).add({ _tag: "WeatherChosen", team: "away", weather: "blizzard" } as never)
    const chosen = playOk(match, state, events.list)
    expect(chosen.state.weather).toBe("blizzard")
    expect(chosen.state.teams[1]!.inducementsUsed).toEqual(["weather-mage"])
    // Away's own turn: a2 rushes in the snow, and the ruling names the mage as the source of the −1.
    events.add({ _tag: "ActionDeclared", player: "a2", action: "move" })
    for (let x = 19; x >= 13; x--) events.add({ _tag: "PlayerMoved", player: "a2", to: [x, 5] })
    events.d6(3, "rush", "a2")
    const rushed = playOk(match, state, events.list)
    expect(rushed.rulings.find((r) => r.rule.toLowerCase().includes("rush"))).toMatchObject({ modifiers: [{ value: -1, source: "weather: blizzard (Weather Mage)" }], success: true })
    // The end of Away's own turn leaves the blizzard; the end of Home's next turn ends it.
    events.add({ _tag: "ActionEnded", player: "a2" }).add({ _tag: "TurnEnded", team: "away" })
    expect(playOk(match, state, events.list).state.weather).toBe("blizzard")
    events.add({ _tag: "TurnEnded", team: "home" })
    const after = playOk(match, state, events.list)
    expect(after.state.weather).toBe("perfect-conditions")
    expect(after.state.kickOffEffects.some((e) => e.startsWith("weather-mage:"))).toBe(false)
    // Used once: no offer at the start of Away's next turn.
    expect(expecting(match, after.state)).toMatchObject({ kind: "decision", about: "activate a player or end the turn" })
  })

  it("the choice must lie within 2 of the roll: from a 10, Very Sunny (3) is refused", () => {
    const { match, state } = awayStarts()
    const played = play(match, state, cast([5, 5]).add({ _tag: "WeatherChosen", team: "away", weather: "very-sunny" } as never).list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "Weather Mage", seq: 4 })
  })

  it("4 + 3 = 7: every total from 5 to 9 is Perfect Conditions, so there is no choice to make", () => {
    const { match, state } = awayStarts()
    const played = playOk(match, state, cast([4, 3]).list)
    expect(played.state.weather).toBe("perfect-conditions")
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", about: "activate a player or end the turn" })
  })

  it("the end of the drive comes first in the half's last turn: Away's turn 8 ends the half, and with it the pouring rain", () => {
    const { match, state } = positionOf(inducing(base, [], mage), { team: 0, turn: 8, at: { h1: [10, 7], a2: [20, 5] } })
    const events = cast([6, 5]).add({ _tag: "WeatherChosen", team: "away", weather: "pouring-rain" } as never)
    expect(playOk(match, state, events.list).state.weather).toBe("pouring-rain")
    const ended = playOk(match, state, events.add({ _tag: "TurnEnded", team: "away" }).list)
    expect(ended.outcomes).toContainEqual({ _tag: "DriveEnded", drive: 1, reason: "half-time" })
    expect(ended.state.weather).toBe("perfect-conditions")
  })

  it("not applying: the coach may go on without the mage (it stays for a later turn), and a team without one cannot use it", () => {
    const { match, state } = awayStarts()
    const skipped = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "ActionDeclared", player: "a2", action: "move" }).list)
    expect(skipped.state.teams[1]!.inducementsUsed).toBeUndefined()
    const none = positionOf(base, { team: 0, at: { h1: [10, 7], a2: [20, 5] } })
    const refused = play(none.match, none.state, cast([5, 5]).list)
    expect(refused.violation).toMatchObject({ _tag: "RuleViolation", seq: 2 })
  })
})

describe("(In)Famous Coaching Staff: Josef Bugman, who plays [inducement:infamous-coaching-staff] [inducement:infamous-coaching-staff/josef-bugman]", () => {
  const bugman = player("h12", { position: "Josef Bugman", ma: 5, pa: 6, skills: ["Tackle", "Thick Skull", "Wrestle"], traits: ["Bugman's XXXXXX", "Keen Player", "Loner (5+)"] })
  const staffed = (players: number, staff: Team["inducements"] = [{ id: "infamous-coaching-staff", count: 1, name: "Josef Bugman" }], withBugman = true): MatchStarted =>
    inducing(header([...Array.from({ length: players }, (_, i) => player(`h${i + 1}`)), ...(withBugman ? [bugman] : [])], Array.from({ length: 11 }, (_, i) => player(`a${i + 1}`))), staff)
  const weather = new Events().roll("2d6", [3, 4], "weather").list

  it("the header brings him as a player with his two rules; another staff member is Unsupported, and Bugman missing from the roster breaks the header", () => {
    const ok = buildMatch(staffed(11), bloodBowl)
    expect(play(ok, initialState(ok), weather).violation).toBeNull()
    const unknown = buildMatch(staffed(11, [{ id: "infamous-coaching-staff", count: 1, name: "Coach Nobody-Knows" }]), bloodBowl)
    expect(play(unknown, initialState(unknown), weather).violation).toMatchObject({ _tag: "Unsupported", feature: "inducement: infamous-coaching-staff" })
    const absent = buildMatch(staffed(11, undefined, false), bloodBowl)
    expect(play(absent, initialState(absent), weather).violation).toMatchObject({ _tag: "RuleViolation", rule: "hired players" })
  })
})

describe("Keen Player: Josef Bugman is set up only when the team is short, and is sent off after each drive he plays [special:keen-player]", () => {
  const bugman = player("h12", { position: "Josef Bugman", ma: 5, pa: 6, skills: ["Tackle", "Thick Skull", "Wrestle"], traits: ["Bugman's XXXXXX", "Keen Player", "Loner (5+)"] })
  const head = inducing(header([...Array.from({ length: 11 }, (_, i) => player(`h${i + 1}`)), bugman], Array.from({ length: 11 }, (_, i) => player(`a${i + 1}`))), [{ id: "infamous-coaching-staff", count: 1, name: "Josef Bugman" }])
  // The pre-game, Away kick and set up three on their line; then Home set up.
  const homeSetsUp = () => {
    const match = buildMatch(head, bloodBowl)
    const events = new Events()
      .roll("2d6", [3, 4], "weather")
      .add({ _tag: "CoinTossCalled", team: "away", call: "heads" })
      .roll("coin", [1], "coin-toss")
      .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
      .add({ _tag: "PlayerPlaced", player: "a1", at: [13, 6] })
      .add({ _tag: "PlayerPlaced", player: "a2", at: [13, 7] })
      .add({ _tag: "PlayerPlaced", player: "a3", at: [13, 8] })
      .add({ _tag: "SetupEnded", team: "away" })
    return { match, state: playOk(match, initialState(match), events.list).state }
  }

  it("eleven others able to play: placing Bugman breaks the set-up", () => {
    const { match, state } = homeSetsUp()
    const played = play(match, state, new Events(state.seq + 1).add({ _tag: "PlayerPlaced", player: "h12", at: [12, 7] }).list)
    expect(played.violation).toMatchObject({ _tag: "RuleViolation", rule: "set-up" })
    expect(played.violation!.message).toMatch(/Keen Player/)
  })

  it("h1 knocked out leaves ten others: Bugman may take the field", () => {
    const { match, state } = homeSetsUp()
    const short = { ...state, players: state.players.map((p) => (p.id === "h1" ? { ...p, box: "ko" as const } : p)) }
    const played = playOk(match, short, new Events(state.seq + 1).add({ _tag: "PlayerPlaced", player: "h12", at: [12, 7] }).list)
    expect(where(played.state, "h12").at).toEqual([12, 7])
  })

  it("he played the drive: at its end he is sent off (no bribe left; the coach lets the call stand); a team-mate who played goes to the reserves", () => {
    const { match, state } = positionOf(head, { team: 1, turn: 8, at: { h12: [10, 7], h2: [10, 9], a1: [15, 7] } })
    const last = { ...state, kickOffEffects: ["secret-weapon:h12"], teams: state.teams.map((t) => ({ ...t, turn: 8 })) }
    const played = playOk(match, last, new Events().add({ _tag: "TurnEnded", team: "away" }).add({ _tag: "ChoiceDeclined", team: "home", choice: "argue-the-call" }).list)
    expect(where(played.state, "h12").box).toBe("sent-off")
    expect(where(played.state, "h2").box).toBe("reserves")
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "h12 (#12) is sent off for their Keen Player rule at the end of the drive" })
  })
})

describe("Bugman's XXXXXX: the team re-rolls natural 1s on KO recovery, once [special:bugman-s-xxxxxx]", () => {
  const bugman = player("h12", { position: "Josef Bugman", traits: ["Bugman's XXXXXX", "Keen Player", "Loner (5+)"] })
  const head = inducing(header([player("h1"), player("h2"), bugman], [player("a1"), player("a2")]), [{ id: "infamous-coaching-staff", count: 1, name: "Josef Bugman" }])
  const knockedOut = () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [5, 5], a2: [20, 5] } })
    return {
      match,
      state: {
        ...state,
        phase: "end-of-drive" as const,
        players: state.players.map((p) => (p.id === "h1" || p.id === "a1" ? { ...p, at: null, box: "ko" as const } : p)),
        stack: [{ _tag: "KoRecovery" as const, player: "a1" }, { _tag: "KoRecovery" as const, player: "h1" }]
      }
    }
  }

  it("h1 rolls a 1, rolls again and gets a 4: back to the reserves", () => {
    const { match, state } = knockedOut()
    const once = playOk(match, state, new Events().d6(1, "ko-recovery", "h1").list)
    expect(expecting(match, once.state)).toMatchObject({ kind: "roll", for: "ko-recovery", player: "h1" })
    expect(once.rulings[0]).toMatchObject({ rule: "KO recovery", player: "h1", result: "a natural 1: Bugman's XXXXXX rolls it again" })
    const played = playOk(match, state, new Events().d6(1, "ko-recovery", "h1").d6(4, "ko-recovery", "h1").list)
    expect(where(played.state, "h1").box).toBe("reserves")
  })

  it("not applying: a second 1 stands, and Away (no Bugman) roll their 1 only once", () => {
    const { match, state } = knockedOut()
    const twice = playOk(match, state, new Events().d6(1, "ko-recovery", "h1").d6(1, "ko-recovery", "h1").d6(1, "ko-recovery", "a1").list)
    expect(where(twice.state, "h1").box).toBe("ko")
    expect(where(twice.state, "a1").box).toBe("ko")
    expect(twice.rulings.filter((r) => r.rule === "KO recovery").map((r) => r.player)).toEqual(["h1", "h1", "a1"])
  })
})
