import { describe, expect, it } from "vitest"
import { importReplayXml } from "../src/index.js"
import { cell, el, executeSequence, stepResult, weatherRoll } from "./bbr.js"
import { bounce, d3Result, driveStartXml, kickRoll, kickScatter, openingXml, SET_UP } from "./kick-off-fragment.js"
import { playerStep, useAction } from "./turn-fragment.js"

const tags = (match: ReturnType<typeof importReplayXml>) => match.events.map((event) => event._tag)
const driveStretch = (match: ReturnType<typeof importReplayXml>) => match.stretches.find((stretch) => stretch.reason.includes("after a drive's end"))

describe("a drive's start after a touchdown, converted", () => {
  const match = importReplayXml(driveStartXml(), { verify: true })

  it("writes both set-ups, the kick aimed where BB3's deviation dice lead back from its landing, the table's 2D6 and the bounce", () => {
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "SetupEnded")
    const events = match.events.slice(from - 3)
    expect(events.filter((event) => event._tag === "PlayerPlaced").map((event) => (event as { player: string }).player)).toEqual(["p37", "p38", "p39", "p1", "p2", "p3"])
    expect(events.find((event) => event._tag === "KickAimed")).toMatchObject({ player: "p38", at: [5, 7] })
    const dice = events.filter((event) => event._tag === "DiceRolled").map((event) => [(event as { for: string }).for, (event as { faces: Array<number> }).faces])
    expect(dice).toEqual([["kick-deviation-direction", [5]], ["kick-deviation-distance", [1]], ["kick-off-event", [1, 1]], ["bounce", [5]]])
  })

  it("is folded by the rules to the home team's turn where BB3's board stands: only the pre-game and the match's end stay stretches", () => {
    expect(match.refused).toBeNull()
    expect(match.stretches.map((stretch) => stretch.fromStep)).toEqual([1, 9])
  })
})

describe("a Blitz!'s free activations inside the kick-off, converted", () => {
  const moved = { ...SET_UP, 39: [14, 11] as const }
  const free = [{ events: executeSequence(stepResult(playerStep(39, 0, SET_UP[39]!, SET_UP[39]!), useAction(1)), stepResult(playerStep(39, 1, SET_UP[39]!, moved[39]), el("ResultDoMove"), el("ResultMoveOutcome"))), squares: moved }]
  const blitz = el("EventBlitz", el("UsablePlayersIds", ...[37, 38, 39].map((id) => el("UsablePlayersIdsItem", id))), d3Result(1))
  const match = importReplayXml(driveStartXml({ table: [5, 5], tableEvents: [blitz], free }), { verify: true })

  it("writes the D3, the kicking team's activation as a bonus turn ended by the coach, then the ball landing", () => {
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "blitz")
    expect(match.events[from]).toMatchObject({ faces: [1] })
    expect(tags(match).slice(from + 1, from + 6)).toEqual(["ActionDeclared", "PlayerMoved", "ActionEnded", "TurnEnded", "DiceRolled"])
    expect(match.events[from + 5]).toMatchObject({ for: "bounce", faces: [5] })
  })

  it("takes the drive's start on trust where BB3's free moves are not what the rules allow (a stretch, the match goes on)", () => {
    const far = { ...SET_UP, 39: [13, 13] as const }
    const wrong = [{ events: executeSequence(stepResult(playerStep(39, 0, SET_UP[39]!, SET_UP[39]!), useAction(1)), stepResult(playerStep(39, 1, SET_UP[39]!, far[39]), el("ResultDoMove"), el("ResultMoveOutcome"))), squares: far }]
    const refused = importReplayXml(driveStartXml({ table: [5, 5], tableEvents: [blitz], free: wrong }), { verify: true })
    expect(driveStretch(refused)?.reason).toMatch(/kick-off after a drive's end are not converted: our rules refused it: .*Player 39/u)
    expect(refused.refused).toBeNull()
  })
})

describe("the pre-game and the first kick-off, converted", () => {
  const match = importReplayXml(openingXml(), { verify: true })

  it("writes the fan factor's and the weather's dice, the toss given to the team BB3 asked to choose, its choice, and the kick", () => {
    expect(match.stretches[0]?.fromStep).not.toBe(1)
    expect(match.events.slice(0, 6)).toMatchObject([
      { _tag: "DiceRolled", die: "d3", faces: [2], for: "fan-factor", team: "home" },
      { _tag: "DiceRolled", die: "d3", faces: [3], for: "fan-factor", team: "away" },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "weather" },
      { _tag: "CoinTossCalled", team: "away", call: "heads" },
      { _tag: "DiceRolled", die: "coin", faces: [1], for: "coin-toss" },
      { _tag: "KickOrReceiveChosen", team: "away", choice: "receive" }
    ])
    expect(match.events.find((event) => event._tag === "KickAimed")).toMatchObject({ player: "p1", at: [20, 7] })
    expect(match.refused).toBeNull()
  })

  it("gives the toss to the kicking team where the team BB3 asked chose to kick", () => {
    const kicking = importReplayXml(openingXml({ receive: false }), { verify: true })
    expect(kicking.events.slice(3, 6)).toMatchObject([{ _tag: "CoinTossCalled" }, { faces: [1] }, { _tag: "KickOrReceiveChosen", team: "away", choice: "kick" }])
    expect(kicking.stretches[0]?.fromStep).not.toBe(1)
  })
})

describe("the kick-off table's results and the kick's skill, converted", () => {
  it("Quick Snap: BB3's D3 and each EventQuickSnapMove as the receivers' one-square moves, then SetupEnded", () => {
    const snapped = { ...SET_UP, 1: [11, 4] as const }
    const quickSnap = el("EventQuickSnap", el("UsablePlayersIds", ...[1, 2, 3].map((id) => el("UsablePlayersIdsItem", id))), d3Result(1))
    const move = { events: el("EventQuickSnapMove", el("PlayerId", 1), el("CellTo", el("Y", 4), el("X", 11))), squares: snapped }
    const match = importReplayXml(driveStartXml({ table: [5, 4], tableEvents: [quickSnap], freePhase: 10, free: [move] }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "quick-snap")
    expect(match.events.slice(from, from + 3)).toMatchObject([{ faces: [1] }, { _tag: "PlayerMoved", player: "p1", to: [11, 4] }, { _tag: "SetupEnded", team: "home" }])
  })

  const offered = executeSequence(stepResult(playerStep(38, 10, SET_UP[38]!, [5, 7]), kickRoll(5, 2), el("QuestionKickUsage", el("GamerId", 1))))
  it("Kick used: the square aimed at is the offered step's, the restated step's answer SkillUsed, the deviation halved", () => {
    const used = executeSequence(stepResult(playerStep(38, 10, SET_UP[38]!, [6, 7]), el("ResultSkillUsage", el("PlayerId", 38), el("Skill", 71), el("Used", 1))))
    const match = importReplayXml(driveStartXml({ awaySkills: { 38: [71] }, beforeKick: offered, kick: used }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "KickAimed")
    expect(match.events.slice(from, from + 4)).toMatchObject([{ player: "p38", at: [5, 7] }, { faces: [5] }, { faces: [2] }, { _tag: "SkillUsed", player: "p38", skill: "Kick" }])
  })

  it("Kick offered and not restated: declined, the ball down where the whole D6 takes it", () => {
    const far = executeSequence(stepResult(playerStep(38, 10, SET_UP[38]!, [4, 7]), kickRoll(5, 2), el("QuestionKickUsage", el("GamerId", 1))))
    const match = importReplayXml(driveStartXml({ awaySkills: { 38: [71] }, kick: far }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    expect(match.events.find((event) => event._tag === "SkillDeclined")).toMatchObject({ player: "p38", skill: "Kick" })
    expect(match.events.find((event) => event._tag === "KickAimed")).toMatchObject({ at: [4, 7] })
  })
})

describe("a kick that ends in the kicking team's half", () => {
  it("is a touchback: the ball given to the player on the square BB3's ResultTouchBack names", () => {
    const long = executeSequence(stepResult(playerStep(38, 10, SET_UP[38]!, [16, 7]), kickRoll(5, 6)))
    const given = executeSequence(stepResult(el("BallStep", el("StepType", 3), el("CellTo", el("Y", 4), el("X", 12)), el("CellFrom", el("Y", 7), el("X", 16))), el("ResultTouchBack", el("Cell", el("Y", 4), el("X", 12)))))
    const match = importReplayXml(driveStartXml({ kick: long, landing: { events: given, ball: { at: [12, 4], carrier: 1 } } }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    expect(match.events.find((event) => event._tag === "KickAimed")).toMatchObject({ at: [10, 7] })
    expect(match.events.find((event) => event._tag === "TouchbackGiven")).toMatchObject({ player: "p1" })
  })
})

describe("the kick-off table's contests, weather and High Kick, converted", () => {
  const rollOff = (name: string, rollType: number, home: number, away: number) =>
    el(name, el("RollOff", el("Winner", home > away ? 0 : 1), el("Rolls", ...[home, away].map((value) => el("ResultRoll", el("Dice", el("Die", el("Value", value))), el("RollType", rollType))))))
  /** What the converter wrote between the table's 2D6 and the ball's bounce: dice as purpose:faces:team, other events by tag. */
  const between = (match: ReturnType<typeof importReplayXml>) => {
    const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "kick-off-event")
    const to = match.events.findIndex((event, i) => i > from && event._tag === "DiceRolled" && event.for === "bounce")
    expect(driveStretch(match)).toBeUndefined()
    return match.events.slice(from + 1, to).map((event) => (event._tag === "DiceRolled" ? `${event.for}:${event.faces.join("+")}${"team" in event ? `:${event.team}` : ""}` : event._tag))
  }

  it("Brilliant Coaching: each team's D6 from BB3's RollOff, in team order", () => {
    const match = importReplayXml(driveStartXml({ table: [3, 4], tableEvents: [rollOff("EventBrilliantCoaching", 22, 6, 1)] }), { verify: true })
    expect(between(match)).toEqual(["brilliant-coaching:6:home", "brilliant-coaching:1:away"])
  })

  it("Cheering Fans: the D6s, and the winner's prayer declined where BB3 rolls none", () => {
    const match = importReplayXml(driveStartXml({ table: [3, 3], tableEvents: [rollOff("EventCheeringFans", 53, 6, 1)] }), { verify: true })
    expect(between(match)).toEqual(["cheering-fans:6:home", "cheering-fans:1:away", "ChoiceDeclined"])
  })

  it("Changing Weather: the new weather's 2D6 from the EventWeatherRoll after the table", () => {
    const weather = weatherRoll(1, 2)
    const match = importReplayXml(driveStartXml({ table: [4, 4], tableEvents: [weather] }), { verify: true })
    expect(between(match)).toEqual(["changing-weather:1+2"])
  })

  it("Cheering Fans won: the winner's prayer D16 from EventPrayerTable, and the player it draws from EventPrayerRandomPlayers", () => {
    // demo7: the D16's 7 is BB3's Prayer 10, Greasy Cleats, drawing a player of the other team (who loses a square of MA for the drive).
    const prayer = el("EventPrayerTable", el("Dice", el("Die", el("Value", 7))), el("Prayer", 10))
    const drawn = el("EventPrayerRandomPlayers", el("TeamId", 1), el("PlayersId", el("PlayersIdItem", 38)), el("Prayer", 10))
    const cleats = el("EventAddPlayerEffect", el("PlayerId", 38), el("Effect", el("CharacModifiers", el("CharacModifier", el("Value", -1))), el("Durations", el("DurationsItem", 1)), el("ProviderType", 3), el("ProviderId", 10), el("EffectId", 12)))
    const match = importReplayXml(driveStartXml({ table: [3, 3], tableEvents: [rollOff("EventCheeringFans", 53, 6, 1), prayer, drawn, cleats] }), { verify: true })
    expect(between(match)).toEqual(["cheering-fans:6:home", "cheering-fans:1:away", "prayers-to-nuffle:7:home", "PlayerDrawn"])
    expect(match.events.find((event) => event._tag === "PlayerDrawn")).toMatchObject({ player: "p38", for: "prayers-to-nuffle" })
    expect(match.refused).toBeNull()
  })

  it("Changing Weather to Perfect Conditions: the kick's own scatter, BB3's three D8s (RollType 8) in a BallStep, then the bounce", () => {
    // demo1, demo3: after the new weather's 2D6 BB3 scatters the ball from where it came down (CellFrom) to CellTo; its
    // faces 5, 5, 7 go right, right, up (our 5, 5, 2): from (6, 7) to (8, 6), and the ball bounces right (BB3's 5) to (9, 6).
    const weather = weatherRoll(3, 4)
    const scatter = kickScatter([6, 7], [8, 6], [5, 5, 7])
    const match = importReplayXml(driveStartXml({ table: [4, 4], tableEvents: [weather, scatter], landing: { events: bounce([8, 6], [9, 6], 5), ball: { at: [9, 6] } } }), { verify: true })
    expect(between(match)).toEqual(["changing-weather:3+4", "scatter:5", "scatter:5", "scatter:2"])
    expect(match.events.find((event) => event._tag === "DiceRolled" && event.for === "bounce")).toMatchObject({ faces: [5] })
    expect(match.refused).toBeNull()
  })

  it("the kick's scatter out of the receiving half: BB3 rolls three D8s, our rules take the first and give a touchback", () => {
    // demo1: BB3 records all three D8s and the square the first took the ball to (CellTo, past the half); ResultTouchBack follows.
    const near = executeSequence(stepResult(playerStep(38, 10, SET_UP[38]!, [12, 9]), kickRoll(5, 1)))
    const weather = weatherRoll(3, 4)
    const scatter = kickScatter([12, 9], [13, 9], [5, 2, 3])
    const given = executeSequence(stepResult(el("BallStep", el("StepType", 3), el("CellTo", cell(12, 4)), el("CellFrom", cell(13, 9))), el("ResultTouchBack", el("Cell", cell(12, 4)))))
    const match = importReplayXml(driveStartXml({ kick: near, table: [4, 4], tableEvents: [weather, scatter], landing: { events: given, ball: { at: [12, 4], carrier: 1 } } }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "changing-weather")
    expect(match.events.slice(from + 1, from + 3)).toMatchObject([{ _tag: "DiceRolled", die: "d8", faces: [5], for: "scatter" }, { _tag: "TouchbackGiven", player: "p1" }])
  })

  it("High Kick: EventHighKick's receiver placed under the ball, then his catch", () => {
    const under = { ...SET_UP, 1: [6, 7] as const }
    const high = { events: el("EventHighKick", el("CellTo", el("Y", 7), el("X", 6)), el("ReceiverId", 1)), squares: under }
    const caught = executeSequence(stepResult(playerStep(1, 4, [6, 7], [6, 7]), el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("DieType", 0), el("Value", 4))), el("Difficulty", 3), el("RollType", 7), el("Outcome", 1), el("NewRoll", 1))))
    const match = importReplayXml(driveStartXml({ table: [2, 3], freePhase: 12, free: [high], landing: { events: caught, ball: { at: [6, 7], carrier: 1 } } }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "kick-off-event")
    expect(match.events.slice(from + 1, from + 4)).toMatchObject([{ _tag: "PlayerPlaced", player: "p1", at: [6, 7] }, { _tag: "SetupEnded", team: "home" }, { for: "catch", faces: [4], player: "p1" }])
  })
})

describe("what comes between a drive's end and the kick", () => {
  it("a KO'd player's recovery D6 from BB3's EventRoll RollType 13, before the set-ups", () => {
    const recovery = el("EventRoll", el("Dice", el("Die", el("Value", 5))), el("PlayerId", 37), el("Difficulty", 4), el("RollType", 13), el("Outcome", 1))
    const match = importReplayXml(driveStartXml({ knockedOut: { player: 37, recovery } }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    const at = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "ko-recovery")
    expect(match.events[at]).toMatchObject({ faces: [5], player: "p37" })
    expect(match.events[at + 1]).toMatchObject({ _tag: "PlayerPlaced" })
  })

  it("Officious Ref: the D6s, the player BB3 names drawn, and his D6", () => {
    const ref = el("EventOfficiousRef", el("PlayerResults", el("ResultOfficiousRef", el("PlayerId", 2), el("Die", el("Value", 4)))), el("RollOff", el("Winner", 1), el("Rolls", ...[2, 6].map((value) => el("ResultRoll", el("Dice", el("Die", el("Value", value))), el("RollType", 54))))))
    const match = importReplayXml(driveStartXml({ table: [5, 6], tableEvents: [ref], statusAfter: { 2: 2 } }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "kick-off-event")
    expect(match.events.slice(from + 1, from + 5)).toMatchObject([{ faces: [2], team: "home" }, { faces: [6], team: "away" }, { _tag: "PlayerDrawn", player: "p2", for: "officious-ref" }, { for: "officious-ref", faces: [4], player: "p2" }])
  })
})

describe("the kick-off table's Officious Ref sending off, Solid Defence and Pitch Invasion, converted", () => {
  it("Officious Ref sending a player off: no argument or bribe asked (ChoiceDeclined), BB3 offering none", () => {
    const ref = el("EventOfficiousRef", el("PlayerResults", el("ResultOfficiousRef", el("PlayerId", 2), el("Die", el("Value", 1)), el("SentOff", 1))), el("RollOff", el("Winner", 1), el("Rolls", ...[2, 6].map((value) => el("ResultRoll", el("Dice", el("Die", el("Value", value))), el("RollType", 54))))))
    const match = importReplayXml(driveStartXml({ table: [5, 6], tableEvents: [ref], statusAfter: { 2: 6 } }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "officious-ref" && "player" in event)
    expect(match.events[from + 1]).toMatchObject({ _tag: "ChoiceDeclined", team: "home", choice: "argue-the-call" })
  })

  it("Solid Defence: BB3's D3, then each kicking player whose square its phase-9 board changed placed again", () => {
    const again = { ...SET_UP, 39: [13, 7] as const }
    const question = el("EventQuestionSolidDefence", el("CandidatesIds", el("CandidatesIdsItem", 39)), d3Result(1))
    const moved = { events: el("EventSetupMovePitchPlayer", el("PlayerId", 39), el("NewPosition", el("Y", 7), el("X", 13))), squares: again }
    const match = importReplayXml(driveStartXml({ table: [2, 2], tableEvents: [question], freePhase: 9, free: [moved] }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "solid-defence")
    expect(match.events.slice(from, from + 3)).toMatchObject([{ faces: [1] }, { _tag: "PlayerPlaced", player: "p39", at: [13, 7] }, { _tag: "SetupEnded", team: "away" }])
  })

  it("Pitch Invasion: the D6s, the losers' D3 and the players BB3 stunned, drawn", () => {
    const invasion = el("EventPitchInvasion", el("StunnedPlayersIds", el("StunnedPlayersIdsItem", 2)), el("Dice", el("Die", el("DieType", 3), el("Value", 1))), el("RollOff", el("Winner", 1), el("Rolls", ...[2, 5].map((value) => el("ResultRoll", el("Dice", el("Die", el("Value", value))), el("RollType", 59))))))
    const match = importReplayXml(driveStartXml({ table: [6, 6], tableEvents: [invasion], statusAfter: { 2: 2 } }), { verify: true })
    expect(driveStretch(match)).toBeUndefined()
    const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "kick-off-event")
    expect(match.events.slice(from + 1, from + 5)).toMatchObject([{ faces: [2], team: "home" }, { faces: [5], team: "away" }, { die: "d3", faces: [1], team: "home" }, { _tag: "PlayerDrawn", player: "p2", for: "pitch-invasion" }])
  })
})
