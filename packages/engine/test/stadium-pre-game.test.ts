import { describe, expect, it } from "vitest"
import { STADIUM_ATTRIBUTES } from "@sidelines/schema"
import { expecting, initialState, legalDecisions, matchOf, Replay, variantAt } from "@sidelines/engine"
import { Events, play, player, playOk, where } from "./support/scenario.js"
import { between, stadiumHeader, stadiumPosition } from "./support/stadium.js"
import { teamDice } from "./support/kick-off-support.js"
import type { MatchStarted } from "@sidelines/schema"
import { gutterHeader } from "./support/gutter.js"
import { blightHeader } from "./support/blight.js"

// Which stadium, and what it does before and between the drives.

const start = (head: ReturnType<typeof stadiumHeader>) => {
  const match = matchOf(head)
  if (match._tag === "Failure") throw new Error(match.failure.message)
  return { match: match.success, state: initialState(match.success) }
}

describe("the Random Stadium table", () => {
  const head = stadiumHeader("random")

  it("before anything else the pre-game rolls 2D6 on the Random Stadium table", () => {
    const { match, state } = start(head)
    expect(expecting(match, state)).toMatchObject({ kind: "roll", die: "2d6", for: "stadium" })
    expect(state.stadium).toBeUndefined()
  })

  it("3 + 4 = 7: nothing out of the ordinary, and the fan factor rolls follow", () => {
    const { match, state } = start(head)
    const played = playOk(match, state, new Events().twoD6(3, 4, "stadium").list)
    expect(played.state.stadium).toEqual({ attribute: null })
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d3", for: "fan-factor" })
    expect(variantAt(match, played.state)).toBe(match.variant)
  })

  it("1 + 2 = 3: an Unusual Playing Surface, whose D6 is 6: Solid Stone — the ball bounces two squares from now on", () => {
    const { match, state } = start(head)
    const table = playOk(match, state, new Events().twoD6(1, 2, "stadium").list)
    expect(expecting(match, table.state)).toMatchObject({ kind: "roll", die: "d6", for: "stadium-attribute" })
    const played = playOk(match, state, new Events().twoD6(1, 2, "stadium").d6(6, "stadium-attribute").list)
    expect(played.state.stadium).toEqual({ attribute: "solid-stone" })
    expect(variantAt(match, played.state)).toMatchObject({ bounceSquares: 2, fallArmourModifier: 1 })
  })

  it("4 + 5 = 9: a Luxury Stadium, D6 4: On-site Apothecaries — each team gains a Wandering Apothecary", () => {
    const { match, state } = start(head)
    const played = playOk(match, state, new Events().twoD6(4, 5, "stadium").d6(4, "stadium-attribute").list)
    expect(played.state.teams.map((team) => team.apothecaries)).toEqual([1, 1])
  })

  it("a rolled attribute this engine does not fold with these teams (4 + 5: Luxury, D6 4: On-site Apothecaries, against a Nurgle team) stops the fold as Unsupported", () => {
    const { match, state } = start({ ...head, teams: head.teams.map((team, i) => (i === 1 ? { ...team, roster: "Nurgle" } : team)) })
    const played = play(match, state, new Events().twoD6(4, 5, "stadium").d6(4, "stadium-attribute").list)
    expect(played.violation).toMatchObject({ _tag: "Unsupported", feature: "stadium: on-site-apothecaries", seq: 2 })
  })

  it("2 + 2: Rough & Ready, D6 3: Uncovered Trapdoors folds on Blood Bowl's pitch, whose trapdoors it opens", () => {
    const { match, state } = start(head)
    const played = playOk(match, state, new Events().twoD6(2, 2, "stadium").d6(3, "stadium-attribute").list)
    expect(played.state.stadium).toEqual({ attribute: "uncovered-trapdoors" })
    expect(variantAt(match, played.state).trapdoorsUncovered).toBe(true)
  })

  it("without `random` there is no stadium roll: the header's attribute holds from the start", () => {
    const { match, state } = start(stadiumHeader("astrogranite"))
    expect(state.stadium).toEqual({ attribute: "astrogranite" })
    expect(expecting(match, state)).toMatchObject({ kind: "roll", for: "fan-factor" })
  })

  it("every attribute folds or names why not: on Blood Bowl's pitch none is refused at the start", () => {
    const refused = STADIUM_ATTRIBUTES.filter((attribute) => Replay.build(stadiumHeader(attribute), [])._tag === "Failure")
    expect(refused).toEqual([])
  })
})

describe("the post-game and inducement attributes", () => {
  it("Desperate for Exposure, Integrated Merchandise Stalls, Reputation for Spectacle and Broadcast Studio change nothing during the match: the variant is Blood Bowl's but for its name", () => {
    for (const attribute of ["desperate-for-exposure", "integrated-merchandise-stalls", "reputation-for-spectacle", "broadcast-studio"] as const) {
      const { match, state } = start(stadiumHeader(attribute))
      const { name, ...rules } = variantAt(match, state)
      const { name: baseName, ...base } = match.variant
      expect(rules).toEqual(base)
      expect(name).not.toBe(baseName)
    }
  })
})

describe("Uncovered Trapdoors", () => {
  it("on Blood Bowl's pitch it is accepted: the pitch's trapdoors (6, 1) and (19, 13) are open (stadium-trapdoors.test.ts)", () => {
    expect(matchOf(stadiumHeader("uncovered-trapdoors"))._tag).toBe("Success")
  })
})

describe("fan factor", () => {
  it("at a home stadium the home team adds 1 to its D3: D3 2 + 3 dedicated fans + 1 = 6; the visitors' D3 2 + 3 = 5", () => {
    const head = stadiumHeader("solid-stone", { homeTeam: "home", teams: [{ dedicatedFans: 3 }, { dedicatedFans: 3 }] })
    const { match, state } = start(head)
    const events = new Events()
    events.list.push(teamDice("home", "d3", 2, "fan-factor"), teamDice("away", "d3", 2, "fan-factor"))
    const played = playOk(match, state, events.list.map((e, i) => ({ ...e, seq: i + 1 })))
    expect(played.state.teams.map((team) => team.fanFactor)).toEqual([6, 5])
    expect(played.rulings[0]!.modifiers).toEqual([{ value: 3, source: "dedicated fans" }, { value: 1, source: "home stadium" }])
  })

  it("Boisterous Rabble adds 1 to both teams' fan factor", () => {
    const { match, state } = start(stadiumHeader("boisterous-rabble"))
    const events = new Events()
    events.list.push(teamDice("home", "d3", 1, "fan-factor"), teamDice("away", "d3", 3, "fan-factor"))
    const played = playOk(match, state, events.list.map((e, i) => ({ ...e, seq: i + 1 })))
    expect(played.state.teams.map((team) => team.fanFactor)).toEqual([2, 4])
  })
})

describe("On-site Apothecaries", () => {
  it("a team that can hire an apothecary starts with a free Wandering Apothecary (on top of its own)", () => {
    const { state } = start(stadiumHeader("on-site-apothecaries", { teams: [{ staff: { apothecary: true, assistantCoaches: 0, cheerleaders: 0 } }, {}] }))
    expect(state.teams.map((team) => team.apothecaries)).toEqual([2, 1])
  })

  it("a team that cannot hire one and whose header names neither 'Masters of Undeath' nor 'Favoured of Nurgle' is Unsupported: which staff it gets cannot be told", () => {
    const built = matchOf(stadiumHeader("on-site-apothecaries", { teams: [{}, { roster: "Nurgle" }] }))
    expect(built).toMatchObject({ _tag: "Failure", failure: { _tag: "Unsupported", feature: "stadium: on-site-apothecaries" } })
    if (built._tag === "Failure") expect(built.failure.message).toMatch(/specialRules must name 'Masters of Undeath'/)
  })

  // Home's Ogre h5 on (10, 7) blocks Away's a1 on (11, 7): POW, pushed to (12, 7), armour broken.
  const block = (injury: readonly [number, number]) =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
      .add({ _tag: "BlockThrown", player: "h5", target: "a1" })
      .roll("block", [6, 6], "block", "h5")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h5", follow: false })
      .twoD6(6, 5, "armour", "a1")
      .twoD6(injury[0], injury[1], "injury", "a1")
  const ogre = [player("h5", { position: "Ogre", st: 5 })]

  it("a Nurgle team (Favoured of Nurgle) gets a free Plague Doctor instead [inducement:plague-doctor]: no apothecary, and the doctor treats the KO'd a1, Stunned on the pitch", () => {
    const head = stadiumHeader("on-site-apothecaries", { home: ogre, away: [player("a1")], teams: [{}, { roster: "Nurgle", specialRules: ["Favoured of Nurgle"] }] })
    const { match, state } = stadiumPosition(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    expect(state.teams.map((team) => team.apothecaries)).toEqual([1, 0])
    const played = playOk(match, state, block([5, 4]).add({ _tag: "InducementUsed", team: "away", inducement: "plague-doctor", player: "a1" }).list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "stunned" })
  })

  it("an Undead team (Masters of Undeath) gets a free Mortuary Assistant [inducement:mortuary-assistant]: a1's failed Regeneration (2) is re-rolled (6)", () => {
    const head = stadiumHeader("on-site-apothecaries", { home: ogre, away: [player("a1", { traits: ["Regeneration"] })], teams: [{}, { roster: "Undead", specialRules: ["Sylvanian Spotlight", "Masters of Undeath"] }] })
    const { match, state } = stadiumPosition(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = block([6, 5]).roll("d16", [11], "casualty", "a1").d6(2, "regeneration", "a1").add({ _tag: "InducementUsed", team: "away", inducement: "mortuary-assistant", player: "a1" }).d6(6, "regeneration", "a1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").box).toBe("reserves")
    expect(played.state.teams[1]!.inducementsUsed).toEqual(["mortuary-assistant"])
  })

  it("at any other stadium the same Undead team has no Mortuary Assistant: the failed Regeneration stands", () => {
    const head = stadiumHeader("solid-stone", { home: ogre, away: [player("a1", { traits: ["Regeneration"] })], teams: [{}, { roster: "Undead", specialRules: ["Sylvanian Spotlight", "Masters of Undeath"] }] })
    const { match, state } = stadiumPosition(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, block([6, 5]).roll("d16", [11], "casualty", "a1").d6(2, "regeneration", "a1").list)
    expect(where(played.state, "a1").box).toBe("si")
  })
})

describe("Apathetic Officials", () => {
  const head = stadiumHeader("apathetic-officials")

  it("at the start of each half each team gains a free Bribe; one left unused from the first half makes two", () => {
    const { match, state } = between(head, [{ _tag: "StartHalf", half: 2 }], { half: 1 })
    const before = { ...state, teams: state.teams.map((team, i) => ({ ...team, bribes: i === 0 ? 1 : 0 })) }
    // The second half's kick-off: Away (who received first) set up first.
    const played = playOk(match, before, new Events().add({ _tag: "PlayerPlaced", player: "a1", at: [14, 7] }).list)
    expect(played.state.teams.map((team) => team.bribes)).toEqual([2, 1])
  })
})

describe("Appalling Stands", () => {
  const head = stadiumHeader("appalling-stands")
  const endOfDrive = (fanFactors: readonly [number, number]) => between(head, [{ _tag: "EndDrive", reason: "touchdown", nextKickingTeam: 0 }], { fanFactors })

  it("at the end of each drive each coach rolls a D6: Home's 1 costs them a fan factor (3 → 2), Away's 5 does not", () => {
    const { match, state } = endOfDrive([3, 4])
    const events = new Events()
    events.list.push(teamDice("home", "d6", 1, "appalling-stands"), teamDice("away", "d6", 5, "appalling-stands"))
    const played = playOk(match, state, events.list.map((e, i) => ({ ...e, seq: i + 1 })))
    expect(played.state.teams.map((team) => team.fanFactor)).toEqual([2, 4])
  })

  it("a fan factor never falls below 0", () => {
    const { match, state } = endOfDrive([0, 1])
    const events = new Events()
    events.list.push(teamDice("home", "d6", 1, "appalling-stands"), teamDice("away", "d6", 1, "appalling-stands"))
    expect(playOk(match, state, events.list.map((e, i) => ({ ...e, seq: i + 1 }))).state.teams.map((team) => team.fanFactor)).toEqual([0, 0])
  })

  it("the rolls are asked for, team by team", () => {
    const { match, state } = endOfDrive([3, 4])
    const afterHome = playOk(match, state, [{ ...teamDice("home", "d6", 4, "appalling-stands"), seq: 1 }])
    expect(expecting(match, afterHome.state)).toMatchObject({ kind: "roll", die: "d6", for: "appalling-stands", team: 1 })
  })
})

describe("Deluxe Seating", () => {
  const head = stadiumHeader("deluxe-seating")

  it("at the start of each drive each coach rolls a D6: Home's 3 beats their fan factor 2 (an extra re-roll for the drive), Away's 5 does not beat 5", () => {
    const { match, state } = between(head, [{ _tag: "StartDrive", kickingTeam: 0 }], { fanFactors: [2, 5] })
    const events = new Events()
    events.list.push(teamDice("home", "d6", 3, "deluxe-seating"), teamDice("away", "d6", 5, "deluxe-seating"))
    const played = playOk(match, state, events.list.map((e, i) => ({ ...e, seq: i + 1 })))
    expect(played.state.teams.map((team) => team.rerolls)).toEqual([4, 3])
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerPlaced", "SetupEnded"] })
  })

  it("the extra re-roll, unused, is lost at the end of the drive", () => {
    const { match, state } = between(head, [{ _tag: "StartDrive", kickingTeam: 0 }], { fanFactors: [2, 5] })
    const events = new Events()
    events.list.push(teamDice("home", "d6", 3, "deluxe-seating"), teamDice("away", "d6", 1, "deluxe-seating"))
    const drive = playOk(match, state, events.list.map((e, i) => ({ ...e, seq: i + 1 })))
    expect(drive.state.teams[0]!.rerolls).toBe(4)
    // The drive ends with the re-roll unused; the next drive's rolls (Home 1: none this time) follow.
    const ended = { ...drive.state, stack: [{ _tag: "EndDrive" as const, reason: "touchdown" as const, nextKickingTeam: 1 }] }
    const next = playOk(match, ended, [{ ...teamDice("home", "d6", 1, "deluxe-seating"), seq: 3 }])
    expect(next.state.teams[0]!.rerolls).toBe(3)
  })
})

describe("Unclear Markings", () => {
  const head = stadiumHeader("unclear-markings")
  const driveStart = () => between(head, [{ _tag: "StartDrive", kickingTeam: 0 }])
  const choose = (line: "normal" | "back" | "forward") => new Events().add({ _tag: "LineOfScrimmageChosen", team: "home", line })
  const place = (events: Events, players: Readonly<Record<string, readonly [number, number]>>) => {
    for (const [player, at] of Object.entries(players)) events.add({ _tag: "PlayerPlaced", player, at: [at[0], at[1]] })
    return events
  }

  it("before the kicking team (Home) sets up, it says where its line of scrimmage is: the three lines are the legal decisions", () => {
    const { match, state } = driveStart()
    const started = playOk(match, state, choose("normal").list)
    expect(expecting(match, started.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerPlaced", "SetupEnded"] })
    const { match: m2, state: s2 } = driveStart()
    const atChoice = { ...s2, stack: [{ _tag: "ChooseLineOfScrimmage" as const, team: 0 }], phase: "set-up" as const, drive: 2 }
    expect(expecting(m2, atChoice)).toMatchObject({ kind: "decision", team: 0, events: ["LineOfScrimmageChosen"] })
    expect(legalDecisions(m2, atChoice)).toEqual([
      { _tag: "LineOfScrimmageChosen", team: "home", line: "normal" },
      { _tag: "LineOfScrimmageChosen", team: "home", line: "back" },
      { _tag: "LineOfScrimmageChosen", team: "home", line: "forward" }
    ])
  })

  it("one row forward: Home's line of scrimmage is x = 13, in what was Away's half, and Away must set up from x = 14", () => {
    const { match, state } = driveStart()
    const home = place(choose("forward"), { h1: [13, 6], h2: [13, 7], h3: [13, 8] }).add({ _tag: "SetupEnded", team: "home" })
    const played = playOk(match, state, home.list)
    expect(where(played.state, "h2").at).toEqual([13, 7])
    const away = [...home.list, { _tag: "PlayerPlaced", seq: home.list.length + 1, player: "a1", at: [13, 2] } as never]
    expect(play(match, state, away).violation).toMatchObject({ rule: "set-up", message: expect.stringContaining("set-up area") })
  })

  it("one row back: Home cannot use the painted line (x = 12) any more — it is Away's half for this kick-off — and their line is x = 11", () => {
    const { match, state } = driveStart()
    expect(play(match, state, place(choose("back"), { h1: [12, 7] }).list).violation).toMatchObject({ rule: "set-up", seq: 2 })
    const home = place(choose("back"), { h1: [11, 6], h2: [11, 7], h3: [11, 8] }).add({ _tag: "SetupEnded", team: "home" })
    const played = playOk(match, state, place(home, { a1: [12, 6], a2: [12, 7], a3: [12, 8] }).add({ _tag: "SetupEnded", team: "away" }).list)
    expect(where(played.state, "a2").at).toEqual([12, 7])
  })

  it("the moved halfway line decides the kick too (touchbacks), and only for this drive", () => {
    const { match, state } = driveStart()
    const played = playOk(match, state, choose("forward").list)
    const kicking = { ...played.state, phase: "kick-off" as const }
    expect(variantAt(match, kicking).pitch.isOwnHalf(1, [13, 7])).toBe(false)
    expect(variantAt(match, kicking).pitch.isOwnHalf(1, [14, 7])).toBe(true)
    expect(variantAt(match, { ...kicking, drive: kicking.drive + 1 }).pitch.isOwnHalf(1, [13, 7])).toBe(true)
    expect(variantAt(match, { ...kicking, phase: "team-turn" }).pitch.isOwnHalf(1, [13, 7])).toBe(true)
  })

  it("on Gutter Bowl's street the lines move and the market stalls stay: one row back, Home's line is x = 11 and its set-up area ends there; (10, 3), open ground, is in it, (9, 3), a stall, is not", () => {
    const gutter: MatchStarted = { ...gutterHeader("street"), options: { pitch: "street", stadium: "unclear-markings" } }
    const { state } = between(gutter, [{ _tag: "StartDrive", kickingTeam: 0 }])
    const built = matchOf(gutter)
    if (built._tag === "Failure") throw new Error(built.failure.message)
    const match = built.success
    const back = playOk(match, state, choose("back").list)
    const setUp = { ...back.state, phase: "set-up" as const }
    const pitch = variantAt(match, setUp).pitch
    expect([pitch.isLineOfScrimmage(0, [11, 7]), pitch.isLineOfScrimmage(0, [12, 7])]).toEqual([true, false])
    expect([pitch.isSetUpArea(0, [10, 3]), pitch.isSetUpArea(0, [9, 3]), pitch.isSetUpArea(0, [12, 3])]).toEqual([true, false, false])
    // Away's set-up area now starts at x = 12; its stalls (x 16–21) stay out of it.
    expect([pitch.isSetUpArea(1, [12, 7]), pitch.isSetUpArea(1, [16, 3]), pitch.isSetUpArea(1, [15, 3])]).toEqual([true, false, true])
    const home = place(new Events().add({ _tag: "LineOfScrimmageChosen", team: "home", line: "back" }), { h1: [11, 6], h2: [11, 7], h3: [11, 8] }).add({ _tag: "SetupEnded", team: "home" })
    expect(where(playOk(match, state, home.list).state, "h2").at).toEqual([11, 7])
    expect(play(match, state, place(choose("back"), { h1: [9, 3] }).list).violation).toMatchObject({ rule: "set-up", seq: 2 })
  })

  it("is refused on BlightBowl's cross, where no one line runs across the pitch between two teams", () => {
    const blight = { ...blightHeader("free-for-all"), options: { mode: "free-for-all", stadium: "unclear-markings" } } as MatchStarted
    const matched = matchOf(blight)
    const problem = matched._tag === "Failure" ? matched.failure.message : play(matched.success, initialState(matched.success), new Events().roll("d6", [1], "blightbowl-quarters").list).violation?.message
    expect(problem).toContain("Unclear Markings")
  })

  it("no limit of two per wide zone: three Home players in the top wide zone are a legal set-up (not so at another stadium)", () => {
    const players = { h1: [12, 6], h2: [12, 7], h3: [12, 8], h4: [5, 0], h5: [5, 1], h6: [5, 2] } as const
    const { match, state } = driveStart()
    playOk(match, state, place(choose("normal"), players).add({ _tag: "SetupEnded", team: "home" }).list)
    const elsewhere = between(stadiumHeader("solid-stone"), [{ _tag: "StartDrive", kickingTeam: 0 }])
    const events = place(new Events(), players).add({ _tag: "SetupEnded", team: "home" })
    expect(play(elsewhere.match, elsewhere.state, events.list).violation).toMatchObject({ rule: "legal set-up", message: expect.stringContaining("wide zone") })
  })

  it("a log that goes straight on to the set-up keeps the painted line", () => {
    const { match, state } = driveStart()
    const played = playOk(match, state, place(new Events(), { h1: [12, 6], h2: [12, 7], h3: [12, 8] }).add({ _tag: "SetupEnded", team: "home" }).list)
    expect(played.state.stadium).toEqual({ attribute: "unclear-markings" })
  })
})
