import { foldImported as folded } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import { STAR_PLAYER_SPECIAL_RULES } from "@sidelines/engine"
import { importReplay } from "../src/index.js"
import type { FfbCommand } from "../src/replay.js"
import { DERIVED_SPECIAL_RULES, SPECIAL_ACTIONS, SPECIAL_REPORTS, specialRule } from "../src/star-rules.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report, teams } from "./ffb-shapes.js"

/**
 * FFB-shaped fragments (written for these tests) of the ways a star player's special rule shows
 * in a replay: a skillUse naming it, a report of its own, a player action of its own, a re-roll
 * source. Where the importer does not convert the use, it stops there, naming the rule.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\!']/g, (c) => `\\${c}`)
const stoppedAt = (...fragment: Parameters<typeof replay>[0]) => importReplay(replay([...matchStart(), ...fragment])).stopped?.reason

/** Rules whose skillUse the importer writes (Swift As The Breeze as SkillUsed), or reads as a notice. */
// The star blows (FFB's injury modifications) are converted with the injury they are offered on: star-blows-import.test.ts.
// Old Pro is offered the same way (star-blows-import.test.ts). Treacherous, Catch of the Day, Black Ink, Baleful Hex, Look Into My Eyes: skill-actions.test.ts.
// Raiding Party, Gored By The Bull, Fury of the Blood God, Yoink!, Kaboom!, Bounding Leap, Ghostly Flames, Blast It!: star-actions-import.test.ts.
const STAR_BLOWS = ["Crushing Blow", "Ram", "Slayer", "Brutal Block", "Toxin Connoisseur", "Master Assassin", "Savage Mauling", "Dwarfen Scourge", "Old Pro", "Ghostly Flames"]
const STAR_SKILL_USES = ["Raiding Party", "Gored By The Bull", "Fury of the Blood God", "Yoink!", "Kaboom!", "Bounding Leap", "Blast It!"]
const CONVERTED_SKILL_USE = new Set(["Swift As The Breeze", "Quick Bite", "Frenzied Rush", "Primal Savagery", "Shot to Nothing", "Strong Passing Game", "Incorporeal", "Treacherous", "Catch of the Day", "Black Ink", "Baleful Hex", "Look Into My Eyes", ...STAR_BLOWS, ...STAR_SKILL_USES, ...DERIVED_SPECIAL_RULES])

describe("star players' special rules the importer does not convert: it stops, naming the rule", () => {
  it("knows every BB2020 star player's special rule the engine lists, by FFB's name", () => {
    expect(STAR_PLAYER_SPECIAL_RULES.filter((rule) => specialRule(rule) !== rule)).toEqual([])
    // FFB quotes two names, and spells one re-roll source the British way.
    expect(specialRule('"Excuse Me, Are You a Zoat?"')).toBe("Excuse Me, Are You a Zoat?")
    expect(specialRule("Mesmerising Dance")).toBe("Mesmerizing Dance")
    expect(specialRule("Dodge")).toBeNull()
  })

  it.each(STAR_PLAYER_SPECIAL_RULES.filter((rule) => !CONVERTED_SKILL_USE.has(rule)))("stops at FFB's skillUse of %s, used", (rule) => {
    const reason = stoppedAt(command([report("skillUse", { playerId: "a4", skill: rule, used: true, skillUse: "whatever" })]))
    expect(reason).toMatch(new RegExp(`^${escape(rule)}: FFB's use.* \\(command \\d+\\) is not converted yet`))
  })

  it("stops at Blast It!'s +1 to a catch (GRANT_CATCH_BONUS) that follows no failed catch of the Hail Mary pass; the conversion: star-actions-import.test.ts", () => {
    expect(stoppedAt(command([report("skillUse", { playerId: "a4", skill: "Blast It!", used: true, skillUse: "grantCatchBonus" })]))).toMatch(/^Blast It!: FFB's \+1 to a catch \(command \d+\) follows no failed catch of the Hail Mary pass/)
  })

  it("stops at a quoted name too, as FFB writes Then I Started Blastin'!", () => {
    expect(stoppedAt(command([report("skillUse", { playerId: "a4", skill: "\"Then I Started Blastin'!\"", used: true })]))).toMatch(/^Then I Started Blastin'!: FFB's use \(command \d+\)/)
  })

  it("does not stop where the coach did not use it (used false): the engine takes the rule as not used, as FFB did", () => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill: "Primal Savagery", used: false })])]))
    expect(match.stopped).toBeNull()
  })

  it.each([...DERIVED_SPECIAL_RULES])("does not stop at FFB's notice that %s acted: the engine derives it, nothing in the log", (rule) => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill: rule, used: true })])]))
    expect(match.stopped).toBeNull()
    expect(match.warnings).toEqual([])
  })

  // Furious Outburst's action is converted (star-blows-import.test.ts); those of star-actions-import.test.ts too.
  const CONVERTED_ACTIONS = new Set(["furiousOutburst", "throwKey", "kickEmBlock", "kickEmBlitz", "theFlashingBlade", "viciousVines", "allYouCanEat"])
  it.each(Object.entries(SPECIAL_ACTIONS).filter(([action]) => !CONVERTED_ACTIONS.has(action)))("stops at FFB's %s player action, naming %s", (action, rule) => {
    expect(stoppedAt(activate("a4", action))).toMatch(new RegExp(`^${escape(rule)}: FFB action "${action}" has no counterpart in the sidelines/1 format yet \\(command \\d+\\)`))
  })

  // Catch of the Day's, Look Into My Eyes', Baleful Hex's and Then I Started Blastin'!'s reports are converted (skill-actions.test.ts); Raiding Party's, Beer Barrel Bash!'s and All You Can Eat's (star-actions-import.test.ts).
  const CONVERTED_REPORTS = new Set(["oldPro", "catchOfTheDay", "lookIntoMyEyesRoll", "balefulHex", "thenIStartedBlastin", "raidingParty", "thrownKeg", "allYouCanEat"])
  it.each(Object.entries(SPECIAL_REPORTS).filter(([id]) => !CONVERTED_REPORTS.has(id)))("stops at FFB's %s report, naming %s", (id, rule) => {
    expect(stoppedAt(command([report(id, { playerId: "a4" })]))).toMatch(new RegExp(`^${escape(rule)}: FFB's "${id}" report \\(command \\d+\\) is not converted yet`))
  })

  it("stops at FFB's oldPro report with no use of Old Pro and no Pro roll before it, naming the rule (the conversion: star-blows-import.test.ts)", () => {
    const match = importReplay(
      replay([
        ...matchStart(),
        command([
          report("injury", { defenderId: "h2", attackerId: "a4", injuryType: "block", armorBroken: true, armorRoll: [6, 5], injuryRoll: [2, 2], casualtyRoll: null, injury: 4 }),
          report("oldPro", { playerId: "a4", oldRoll: 1, roll: 6, selfInflicted: false })
        ])
      ])
    )
    expect(match.stopped?.reason).toMatch(/^Old Pro: FFB's "oldPro" report \(command \d+\) follows no Pro roll for it/)
  })

  it.each(["Unstoppable Momentum", "Savage Blow"])("stops at FFB's re-roll from %s", (source) => {
    expect(stoppedAt(command([report("reRoll", { playerId: "a4", reRollSource: source, successful: true, roll: 0 })]))).toMatch(
      new RegExp(`^${source}: FFB's re-roll \\(command \\d+\\) is not converted yet`)
    )
  })

  it.each(["Unstoppable Momentum", "Savage Blow"])("stops at FFB's blockReRoll from %s outside a block roll, naming it (the conversion: star-blows-import.test.ts)", (source) => {
    expect(stoppedAt(command([report("blockReRoll", { playerId: "a4", reRollSource: source, blockRoll: [3] })]))).toMatch(
      new RegExp(`^${source}: block dice re-rolled \\(command \\d+\\) outside a block roll`)
    )
  })

  it.each(["modifiedPassResult", "modifiedDodgeResultSuccessful"])("writes nothing for FFB's %s: the offer's notice, whatever the coach then decides", (id) => {
    const match = importReplay(replay([...matchStart(), command([report(id, { skill: "Strong Passing Game", passResult: "ACCURATE" })])]))
    expect(match.stopped).toBeNull()
    expect(match.events.length).toBe(importReplay(replay(matchStart())).events.length)
  })

  it("writes nothing for FFB's twoForOne report (the partner's Loner 2+): the engine derives it", () => {
    const match = importReplay(replay([...matchStart(), command([report("twoForOne", { playerId: "a4", partnerId: "a3", partnerHurt: true })])]))
    expect(match.stopped).toBeNull()
    expect(match.events.length).toBe(importReplay(replay(matchStart())).events.length)
  })

  it("writes FFB's Mesmerising Dance re-roll as the engine spells the rule [ffb:report/dauntlessRoll]", () => {
    const match = importReplay(replay([...matchStart(), command([report("reRoll", { playerId: "a4", reRollSource: "Mesmerising Dance", successful: true, roll: 0 })])]))
    expect(match.stopped).toBeNull()
    expect(match.events.at(-1)).toMatchObject({ _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Mesmerizing Dance", player: "a4" })
  })
})

describe("Indomitable from FFB", () => {
  // h2 is ST 4: a4 (ST 3) needs Dauntless to block him on equal terms, Indomitable to double his.
  const strongHome = () => {
    const { home } = teams()
    return ffbTeam("T-HOME", "homecoach", home.playerArray.map((player) => (player.playerId === "h2" ? { ...player, strength: 4 } : player)))
  }
  const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a4" ? { skillArray: ["Dauntless", "Indomitable"] } : {})))
  const block = (after: ReadonlyArray<FfbCommand>, blockRoll: ReadonlyArray<number>) => [
    activate("a4", "block"),
    command([report("dauntlessRoll", { playerId: "a4", successful: true, roll: 6, minimumRoll: 2, reRolled: false })]),
    ...after,
    command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll })]),
    command([report("blockChoice", { nrOfDice: blockRoll.length, blockRoll, diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h2" })]),
    command([], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
    command([], [change("fieldModelSetPlayerCoordinate", "a4", [12, 7])]),
    deselect("a4"),
    endTurn("home", 1)
  ]
  const convert = (fragment: ReadonlyArray<FfbCommand>) => {
    const match = importReplay(replay([...matchStart(), ...fragment], "BB2020", { home: strongHome(), away }))
    expect(match.stopped).toBeNull()
    const before = importReplay(replay(matchStart(), "BB2020", { home: strongHome(), away })).events.length
    return { match, events: match.events.slice(before).map(({ seq: _seq, ...rest }) => rest) }
  }

  it("writes FFB's indomitable report (after the Dauntless roll FFB makes before its block report) as SkillUsed Indomitable after the dauntless D6: ST 6 against 3, two dice [special:indomitable] [ffb:report/indomitable]", () => {
    const { match, events } = convert(block([command([report("indomitable", { playerId: "a4", defenderId: "h2" })])], [3, 4]))
    expect(events.slice(0, 6)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "block" },
      { _tag: "BlockThrown", player: "a4", target: "h2" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "dauntless", player: "a4", claimed: { success: true, target: 2 } },
      { _tag: "SkillUsed", player: "a4", skill: "Indomitable" },
      { _tag: "DiceRolled", die: "block", faces: [3, 4], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 }
    ])
    const { state, engine } = folded(match)
    expect(state.players[engine.playerIndex.get("h2")!]!.at).toEqual([11, 7])
  })

  it("writes no SkillUsed without FFB's report: the Dauntless roll alone makes it one die, as the engine folds it [ffb:playerAction/handOverMove]", () => {
    const { match, events } = convert(block([], [3]))
    expect(events.map((event) => event._tag).slice(0, 5)).toEqual(["ActionDeclared", "BlockThrown", "DiceRolled", "DiceRolled", "BlockDieChosen"])
    folded(match)
  })
})

describe("Quick Bite from FFB", () => {
  // Guffle (h2, Quick Bite) marks a4 on [13,7]; a2 carries the ball from [18,7] to [14,7] and hands it to a4.
  const home = () => {
    const { home } = teams()
    return ffbTeam("T-HOME", "homecoach", home.playerArray.map((player) => (player.playerId === "h2" ? { ...player, skillArray: ["Quick Bite"] } : player)))
  }
  const carry = (to: readonly [number, number]) => command([], [change("fieldModelSetPlayerCoordinate", "a2", to), change("fieldModelSetBallCoordinate", null, to)])
  const handOff = (...bite: ReadonlyArray<FfbCommand>) => [
    activate("a2", "handOverMove"),
    carry([17, 7]),
    carry([16, 7]),
    carry([15, 7]),
    carry([14, 7]),
    command([report("handOver", { catcherId: "a4" }), report("catchRoll", { playerId: "a4", successful: true, roll: 6, minimumRoll: 6, reRolled: false })], [change("fieldModelSetBallCoordinate", null, [13, 7])]),
    ...bite,
    deselect("a2"),
    endTurn("home", 1)
  ]
  const convert = (fragment: ReadonlyArray<FfbCommand>) => {
    const match = importReplay(replay([...matchStart(), ...fragment], "BB2020", { home: home() }))
    expect(match.stopped).toBeNull()
    const before = importReplay(replay(matchStart(), "BB2020", { home: home() })).events.length
    return { match, events: match.events.slice(before).map(({ seq: _seq, ...rest }) => rest) }
  }

  it("writes FFB's used Quick Bite after the catch as Guffle's SkillUsed, then the catcher's armour and injury: the ball is his, and the hand-off's team plays on (TurnEnded) [special:quick-bite]", () => {
    const { match, events } = convert(
      handOff(
        command(
          [
            report("skillUse", { playerId: "h2", skill: "Quick Bite", used: true, skillUse: "quickBite" }),
            report("injury", { defenderId: "a4", attackerId: "h2", injuryType: "quickBite", armorBroken: true, armorRoll: [5, 5], injuryRoll: [3, 3], casualtyRoll: null, injury: 4 })
          ],
          [change("fieldModelSetPlayerState", "a4", 4), change("fieldModelSetBallCoordinate", null, [12, 7])]
        )
      )
    )
    expect(events.slice(-6)).toEqual([
      { _tag: "HandedOff", player: "a2", target: "a4" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "catch", player: "a4", claimed: { success: true, target: 6 } },
      { _tag: "SkillUsed", player: "h2", skill: "Quick Bite" },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 5], for: "armour", player: "a4", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 3], for: "injury", player: "a4", claimed: { result: "stunned" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    const { state } = folded(match)
    expect(state.ball.carrier).toBe("h2")
    expect(state.teams[0]!.specialRulesUsed).toEqual(["h2:Quick Bite"])
  })

  it("stops at Quick Bite on the catcher of the kick-off, which the engine does not fold", () => {
    const kickOff = matchStart().slice(0, -1)
    const match = importReplay(replay([...kickOff, command([report("skillUse", { playerId: "h2", skill: "Quick Bite", used: true, skillUse: "quickBite" })])], "BB2020", { home: home() }))
    expect(match.stopped?.reason).toMatch(/^Quick Bite: FFB's use on the catcher of a kick-off \(command \d+\) is not converted/)
  })

  it("writes nothing when FFB's coach does not use it: the catch stands and a4 keeps the ball", () => {
    const { match, events } = convert(handOff(command([report("skillUse", { playerId: "h2", skill: "Quick Bite", used: false })])))
    expect(events.some((event) => event._tag === "SkillUsed")).toBe(false)
    expect(folded(match).state.ball.carrier).toBe("a4")
  })
})

describe("Frenzied Rush from FFB", () => {
  const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a1" ? { skillArray: ["Frenzied Rush"] } : {})))
  const block = (roll: number, result: string) => [
    command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [roll] })]),
    command([report("blockChoice", { nrOfDice: 1, blockRoll: [roll], diceIndex: 0, blockResult: result, defenderId: "h1" })])
  ]
  const convert = (fragment: ReadonlyArray<FfbCommand>) => {
    const match = importReplay(replay([...matchStart(), ...fragment], "BB2020", { away }))
    expect(match.stopped).toBeNull()
    const before = importReplay(replay(matchStart(), "BB2020", { away })).events.length
    return { match, events: match.events.slice(before).map(({ seq: _seq, ...rest }) => rest) }
  }

  it("writes FFB's Frenzied Rush (reported with the Blitz's target) as SkillUsed after the declaration: a1 follows up and blocks again with Frenzy [special:frenzied-rush]", () => {
    const { match, events } = convert([
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" }), report("skillUse", { playerId: "a1", skill: "Frenzied Rush", used: true, skillUse: "gainFrenzyForBlitz" })]),
      ...block(3, "PUSHBACK"),
      command([], [change("fieldModelSetPlayerCoordinate", "h1", [11, 6])]),
      command([], [change("fieldModelSetPlayerCoordinate", "a1", [12, 6])]),
      ...block(6, "POW"),
      command([], [change("fieldModelSetPlayerCoordinate", "h1", [10, 6])]),
      command([], [change("fieldModelSetPlayerCoordinate", "a1", [11, 6])]),
      command([report("injury", { defenderId: "h1", attackerId: "a1", injuryType: "block", armorBroken: false, armorRoll: [2, 2], injuryRoll: null, casualtyRoll: null, injury: null })], [change("fieldModelSetPlayerState", "h1", 3)]),
      deselect("a1"),
      endTurn("home", 1)
    ])
    expect(events.slice(0, 3)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "SkillUsed", player: "a1", skill: "Frenzied Rush" },
      { _tag: "BlockThrown", player: "a1", target: "h1" }
    ])
    // Frenzy's second block is the engine's to start: one BlockThrown, two block rolls.
    expect(events.filter((event) => event._tag === "BlockThrown")).toHaveLength(1)
    expect(events.filter((event) => event._tag === "DiceRolled" && event.for === "block")).toHaveLength(2)
    const { state, engine } = folded(match)
    expect(state.players[engine.playerIndex.get("h1")!]!.posture).toBe("prone")
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a1:Frenzied Rush"])
  })

  it("writes a printed Frenzy's second block (a Block action) with no BlockThrown of its own either, as the engine starts it [skill:frenzy]", () => {
    const frenzied = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a1" ? { skillArray: ["Frenzy"] } : {})))
    const match = importReplay(
      replay(
        [
          ...matchStart(),
          activate("a1", "block"),
          ...block(3, "PUSHBACK"),
          command([], [change("fieldModelSetPlayerCoordinate", "h1", [11, 6])]),
          command([], [change("fieldModelSetPlayerCoordinate", "a1", [12, 6])]),
          ...block(4, "PUSHBACK"),
          command([], [change("fieldModelSetPlayerCoordinate", "h1", [10, 6])]),
          command([], [change("fieldModelSetPlayerCoordinate", "a1", [11, 6])]),
          deselect("a1"),
          endTurn("home", 1)
        ],
        "BB2020",
        { away: frenzied }
      )
    )
    expect(match.stopped).toBeNull()
    expect(match.events.filter((event) => event._tag === "BlockThrown")).toHaveLength(1)
    const { state, engine } = folded(match)
    expect(state.players[engine.playerIndex.get("a1")!]!.at).toEqual([11, 6])
  })

  it("stops at a Frenzied Rush FFB reports outside the start of that player's Blitz [ffb:report/projectileVomit]", () => {
    const match = importReplay(replay([...matchStart(), activate("a1", "move"), command([report("skillUse", { playerId: "a1", skill: "Frenzied Rush", used: true })])], "BB2020", { away }))
    expect(match.stopped?.reason).toMatch(/^Frenzied Rush: FFB's use \(command \d+\) outside the start of a Blitz by a1/)
  })
})

describe("Putrid Regurgitation from FFB", () => {
  // Bilerot (a4, Putrid Regurgitation, no Projectile Vomit trait) next to h2.
  const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a4" ? { skillArray: ["Putrid Regurgitation"] } : {})))
  const vomit = (roll: number, successful: boolean, ...after: ReadonlyArray<FfbCommand>) =>
    importReplay(
      replay(
        [
          ...matchStart(),
          activate("a4", "block"),
          command([report("projectileVomit", { playerId: "a4", defenderId: "h2", successful, roll, minimumRoll: 2, reRolled: false })]),
          ...after,
          deselect("a4"),
          endTurn("home", 1)
        ],
        "BB2020",
        { away }
      )
    )

  it("converts FFB's vomit in place of a Block (its own projectileVomit roll, no report of the rule) as the projectile-vomit action, which the engine lets Bilerot make once [special:putrid-regurgitation] [ffb:modelChange/actingPlayerSetPlayerAction]", () => {
    const match = vomit(4, true, command([report("injury", { defenderId: "h2", attackerId: "a4", injuryType: "projectileVomit", armorBroken: false, armorRoll: [4, 4], injuryRoll: null, casualtyRoll: null, injury: null })]))
    expect(match.stopped).toBeNull()
    expect(match.events.find((event) => event._tag === "ActionDeclared" && event.player === "a4")).toMatchObject({ action: "projectile-vomit", target: "h2" })
    const { state } = folded(match)
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Putrid Regurgitation"])
  })

  const afterBlock = (action: string) => [
    activate("a4", "block"),
    command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3] })]),
    command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "h2" })]),
    command([], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
    command([], [change("actingPlayerSetPlayerAction", null, action)]),
    command([report("projectileVomit", { playerId: "a4", defenderId: "h1", successful: true, roll: 5, minimumRoll: 2, reRolled: false })]),
    command([report("injury", { defenderId: "h1", attackerId: "a4", injuryType: "projectileVomit", armorBroken: false, armorRoll: [3, 4], injuryRoll: null, casualtyRoll: null, injury: null })]),
    deselect("a4"),
    endTurn("home", 1)
  ]

  it("writes FFB's vomit after the block of a Block action (FFB changes the action to putridRegurgitationBlock, no report) as SkillUsed at the vomit's target, then its D6 [special:putrid-regurgitation]", () => {
    const match = importReplay(replay([...matchStart(), ...afterBlock("putridRegurgitationBlock")], "BB2020", { away }))
    expect(match.stopped).toBeNull()
    const events = match.events.map(({ seq: _seq, ...rest }) => rest)
    const used = events.findIndex((event) => event._tag === "SkillUsed")
    expect(events.slice(used - 2, used + 2)).toEqual([
      { _tag: "PushChosen", player: "h2", to: [11, 7] },
      { _tag: "FollowUpChosen", player: "a4", follow: false },
      { _tag: "SkillUsed", player: "a4", skill: "Putrid Regurgitation", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "projectile-vomit", player: "a4", claimed: { success: true, target: 2 } }
    ])
    const { state } = folded(match)
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Putrid Regurgitation"])
  })

  // After a Blitz's block (putridRegurgitationMove, then putridRegurgitationBlitz): star-actions-import.test.ts.

  it("stops at FFB's putridRegurgitationBlock declared as an action, naming the rule [ffb:report/confusionRoll] [ffb:playerAction/putridRegurgitationBlock]", () => {
    const match = importReplay(replay([...matchStart(), activate("a4", "putridRegurgitationBlock")], "BB2020", { away }))
    expect(match.stopped?.reason).toMatch(/^Putrid Regurgitation: FFB action "putridRegurgitationBlock" has no counterpart in the sidelines\/1 format yet \(command \d+\)/)
  })
})

describe("Animal Savagery and Primal Savagery from FFB", () => {
  const away = (skills: ReadonlyArray<string>) => ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a4" ? { skillArray: [...skills] } : {})))
  // a4 on [13,7], team-mates a1 [13,6] and a3 [13,8], opponents h1-h3 on column 12.
  const lashOut = (skills: ReadonlyArray<string>, ...between: ReadonlyArray<FfbCommand>) => {
    const match = importReplay(
      replay(
        [
          ...matchStart(),
          activate("a4", "move"),
          command([report("confusionRoll", { playerId: "a4", successful: false, roll: 2, minimumRoll: 4, reRolled: false, confusionSkill: "Animal Savagery" })]),
          ...between,
          deselect("a4"),
          endTurn("home", 1)
        ],
        "BB2020",
        { away: away(skills) }
      )
    )
    expect(match.stopped).toBeNull()
    const before = importReplay(replay(matchStart(), "BB2020", { away: away(skills) })).events.length
    return { match, events: match.events.slice(before).map(({ seq: _seq, ...rest }) => rest) }
  }
  const knockedDown = (victim: string) =>
    command(
      [
        report("animalSavagery", { attackerId: "a4", defenderId: victim }),
        report("injury", { defenderId: victim, attackerId: "a4", injuryType: "block", armorBroken: false, armorRoll: [3, 3], injuryRoll: null, casualtyRoll: null, injury: null })
      ],
      [change("fieldModelSetPlayerState", victim, 3)]
    )

  it("writes FFB's Animal Savagery confusion roll as the animal-savagery D6 and its lash-out as PlayerChosen before the team-mate's armour; no turnover [trait:animal-savagery]", () => {
    const { match, events } = lashOut(["Animal Savagery"], knockedDown("a1"))
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "move" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "animal-savagery", player: "a4", claimed: { success: false, target: 4 } },
      { _tag: "PlayerChosen", team: "T-AWAY", player: "a1", for: "animal-savagery" },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 3], for: "armour", player: "a1", claimed: { result: "not-broken" } },
      { _tag: "ActionEnded", player: "a4" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    const { state, engine } = folded(match)
    expect(state.players[engine.playerIndex.get("a1")!]!.posture).toBe("prone")
  })

  it("writes FFB's used Primal Savagery as SkillUsed before the opponent FFB's lash-out names [special:primal-savagery]", () => {
    const { match, events } = lashOut(
      ["Animal Savagery", "Primal Savagery"],
      command([report("skillUse", { playerId: "a4", skill: "Primal Savagery", used: true, skillUse: "lashOutAgainstOpponent" })]),
      knockedDown("h2")
    )
    expect(events.slice(2, 5)).toEqual([
      { _tag: "SkillUsed", player: "a4", skill: "Primal Savagery" },
      { _tag: "PlayerChosen", team: "T-AWAY", player: "h2", for: "animal-savagery" },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 3], for: "armour", player: "h2", claimed: { result: "not-broken" } }
    ])
    const { state, engine } = folded(match)
    expect(state.players[engine.playerIndex.get("h2")!]!.posture).toBe("prone")
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a4:Primal Savagery"])
  })

  it("ends the activation with no ActionEnded when FFB's lash-out names nobody (no one stands next to the player) [trait:animal-savagery] [ffb:report/animalSavagery]", () => {
    const lone = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a2" ? { skillArray: ["Animal Savagery"] } : {})))
    const match = importReplay(
      replay(
        [
          ...matchStart(),
          activate("a2", "move"),
          command([report("confusionRoll", { playerId: "a2", successful: false, roll: 1, minimumRoll: 4, reRolled: false, confusionSkill: "Animal Savagery" }), report("animalSavagery", { attackerId: "a2" })]),
          deselect("a2"),
          endTurn("home", 1)
        ],
        "BB2020",
        { away: lone }
      )
    )
    expect(match.stopped).toBeNull()
    expect(match.events.map((event) => event._tag).slice(-3)).toEqual(["ActionDeclared", "DiceRolled", "TurnEnded"])
    folded(match)
  })

  it("writes nothing for Primal Savagery not used: the lash-out at a team-mate follows [ffb:report/skillUseOtherPlayer]", () => {
    const { match, events } = lashOut(
      ["Animal Savagery", "Primal Savagery"],
      command([report("skillUse", { playerId: "a4", skill: "Primal Savagery", used: false })]),
      knockedDown("a3")
    )
    expect(events[2]).toEqual({ _tag: "PlayerChosen", team: "T-AWAY", player: "a3", for: "animal-savagery" })
    expect(folded(match).state.teams[1]!.specialRulesUsed ?? []).toEqual([])
  })
})

describe("Wisdom of the White Dwarf from FFB", () => {
  // Grombrindal (a1 on [13,6]) next to a4 on [13,7].
  const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a1" ? { skillArray: ["Wisdom of the White Dwarf"] } : {})))
  const wisdom = (...after: ReadonlyArray<FfbCommand>) =>
    importReplay(
      replay(
        [
          ...matchStart(),
          activate("a4", "move"),
          command([report("skillUseOtherPlayer", { playerId: "a4", playerIdOtherPlayer: "a1", skill: "Wisdom of the White Dwarf", skillUse: "gainGrantedSkill" })]),
          ...after,
          deselect("a4"),
          endTurn("home", 1)
        ],
        "BB2020",
        { away }
      )
    )

  it("writes FFB's skillUseOtherPlayer and the playerEvent 'gains Mighty Blow' as Grombrindal's SkillUsed at a4 granting Mighty Blow (+1) [special:wisdom-of-the-white-dwarf]", () => {
    const match = wisdom(command([report("playerEvent", { playerId: "a4", message: "gains Mighty Blow" })]))
    expect(match.stopped).toBeNull()
    const events = match.events.map(({ seq: _seq, ...rest }) => rest)
    const used = events.findIndex((event) => event._tag === "SkillUsed")
    expect(events.slice(used - 1, used + 2)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "move" },
      { _tag: "SkillUsed", player: "a1", skill: "Wisdom of the White Dwarf", target: "a4", grants: "Mighty Blow (+1)" },
      { _tag: "ActionEnded", player: "a4" }
    ])
    folded(match)
  })

  it("stops when FFB reports no skill gained after it", () => {
    expect(wisdom().stopped?.reason).toMatch(/^Wisdom of the White Dwarf: FFB's "skillUseOtherPlayer" report \(command \d+\) is not converted yet: no playerEvent names the skill a4 gains/)
  })
})

describe("Shot to Nothing from FFB", () => {
  const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a2" ? { skillArray: ["Shot to Nothing"] } : {})))

  it("writes FFB's Shot to Nothing, taken with the Pass action, as SkillUsed in place of Hail Mary Pass; its Hail Mary pass scatters three times [special:shot-to-nothing]", () => {
    const match = importReplay(
      replay(
        [
          ...matchStart(),
          activate("a2", "pass"),
          command([report("skillUse", { playerId: "a2", skill: "Shot to Nothing", used: true, skillUse: "gainHailMary" })]),
          command([report("passRoll", { playerId: "a2", roll: 4, reRolled: false, passResult: "INACCURATE", hailMaryPass: true })], [change("gameSetPassCoordinate", null, [5, 7]), change("fieldModelSetBallMoving", null, true)]),
          command([report("scatterBall", { directionArray: ["North", "North", "North"], rolls: [1, 1, 1], gustOfWind: false })]),
          command([report("scatterBall", { directionArray: ["East"], rolls: [3], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [6, 4]), change("fieldModelSetBallMoving", null, false)]),
          deselect("a2"),
          endTurn("home", 1)
        ],
        "BB2020",
        { away }
      )
    )
    expect(match.stopped).toBeNull()
    const events = match.events.map(({ seq: _seq, ...rest }) => rest)
    const declared = events.findIndex((event) => event._tag === "ActionDeclared" && event.player === "a2")
    expect(events.slice(declared, declared + 3)).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "pass" },
      { _tag: "SkillUsed", player: "a2", skill: "Shot to Nothing" },
      { _tag: "PassAimed", player: "a2", at: [5, 7] }
    ])
    const { state } = folded(match)
    expect(state.ball.at).toEqual([6, 4])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a2:Shot to Nothing"])
  })

  it("stops at Shot to Nothing taken for a Throw Bomb action (FFB offers it there; the engine does not fold a Hail Mary bomb) [ffb:playerAction/throwBomb]", () => {
    const match = importReplay(replay([...matchStart(), activate("a2", "throwBomb"), command([report("skillUse", { playerId: "a2", skill: "Shot to Nothing", used: true, skillUse: "gainHailMary" })])], "BB2020", { away }))
    expect(match.stopped?.reason).toMatch(/^Shot to Nothing: FFB's use \(command \d+\) outside the start of a Pass action by a2 is not converted yet/)
  })
})

describe("Strong Passing Game from FFB", () => {
  const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a2" ? { skillArray: ["Strong Passing Game"] } : {})))
  const pass = (...after: ReadonlyArray<FfbCommand>) =>
    importReplay(
      replay(
        [
          ...matchStart(),
          activate("a2", "pass"),
          // A Quick Pass to the empty [15,7]: a 3 misses the 4+, inaccurate.
          command([report("passRoll", { playerId: "a2", roll: 3, minimumRoll: 4, reRolled: false, passResult: "INACCURATE", hailMaryPass: false })], [change("gameSetPassCoordinate", null, [15, 7]), change("fieldModelSetBallMoving", null, true)]),
          ...after,
          deselect("a2"),
          endTurn("home", 1)
        ],
        "BB2020",
        { away }
      )
    )

  it("writes FFB's used Strong Passing Game as SkillUsed after the pass roll and not FFB's second report of the same die: 3 + ST 3 is accurate, the ball lands on the square and bounces [special:strong-passing-game]", () => {
    const match = pass(
      command([
        report("skillUse", { playerId: "a2", skill: "Strong Passing Game", used: true, skillUse: "addStrengthToRoll" }),
        report("passRoll", { playerId: "a2", roll: 3, minimumRoll: 4, reRolled: false, passResult: "ACCURATE", hailMaryPass: false })
      ], [change("fieldModelSetBallCoordinate", null, [15, 7])]),
      command([report("scatterBall", { directionArray: ["East"], rolls: [3], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [16, 7]), change("fieldModelSetBallMoving", null, false)])
    )
    expect(match.stopped).toBeNull()
    const events = match.events.map(({ seq: _seq, ...rest }) => rest)
    const declared = events.findIndex((event) => event._tag === "ActionDeclared" && event.player === "a2")
    expect(events.slice(declared)).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "pass" },
      { _tag: "PassAimed", player: "a2", at: [15, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "pass", player: "a2", claimed: { result: "inaccurate", target: 4 } },
      { _tag: "SkillUsed", player: "a2", skill: "Strong Passing Game" },
      { _tag: "DiceRolled", die: "d8", faces: [5], for: "bounce" }
    ])
    const { state } = folded(match)
    expect(state.ball.at).toEqual([16, 7])
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a2:Strong Passing Game"])
  })

  it("writes nothing when not used: the inaccurate pass scatters three times", () => {
    const match = pass(
      command([report("skillUse", { playerId: "a2", skill: "Strong Passing Game", used: false })]),
      command([report("scatterBall", { directionArray: ["North", "North", "North"], rolls: [1, 1, 1], gustOfWind: false })]),
      command([report("scatterBall", { directionArray: ["East"], rolls: [3], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [16, 4]), change("fieldModelSetBallMoving", null, false)])
    )
    expect(match.stopped).toBeNull()
    expect(match.events.filter((event) => event._tag === "DiceRolled" && event.for === "scatter")).toHaveLength(3)
    expect(folded(match).state.ball.at).toEqual([16, 4])
  })
})

describe("Incorporeal from FFB", () => {
  const away = ffbTeam("T-AWAY", "awaycoach", ["a1", "a2", "a3", "a4"].map((id, i) => ffbPlayer(id, i + 1, id === "a1" ? { skillArray: ["Incorporeal"] } : {})))
  const dodge = (...after: ReadonlyArray<FfbCommand>) =>
    importReplay(
      replay(
        [
          ...matchStart(),
          activate("a1", "move"),
          moveTo("a1", [13, 5]),
          command([report("dodgeRoll", { playerId: "a1", successful: false, roll: 2, minimumRoll: 4, reRolled: false }), ...after.flatMap((c) => c.reportList?.reports ?? [])]),
          deselect("a1"),
          endTurn("home", 1)
        ],
        "BB2020",
        { away }
      )
    )

  it("writes FFB's used Incorporeal as SkillUsed after the failed dodge, and not FFB's second report of the same die: 2 + ST 3 passes [special:incorporeal]", () => {
    const match = dodge(
      command([
        report("skillUse", { playerId: "a1", skill: "Incorporeal", used: true, skillUse: "addStrengthToRoll" }),
        report("dodgeRoll", { playerId: "a1", successful: true, roll: 2, minimumRoll: 1, reRolled: false })
      ])
    )
    expect(match.stopped).toBeNull()
    const events = match.events.map(({ seq: _seq, ...rest }) => rest)
    const moved = events.findIndex((event) => event._tag === "PlayerMoved" && event.player === "a1")
    expect(events.slice(moved, moved + 4)).toEqual([
      { _tag: "PlayerMoved", player: "a1", to: [13, 5] },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "dodge", player: "a1", claimed: { success: false, target: 4 } },
      { _tag: "SkillUsed", player: "a1", skill: "Incorporeal" },
      { _tag: "ActionEnded", player: "a1" }
    ])
    const { state, engine } = folded(match)
    expect(state.players[engine.playerIndex.get("a1")!]!.posture).toBe("standing")
    expect(state.teams[1]!.specialRulesUsed).toEqual(["a1:Incorporeal"])
  })
})
