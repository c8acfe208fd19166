import { foldImported as fold } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog, type MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report, teams } from "./ffb-shapes.js"

/**
 * Multiple Block from FFB (written for these tests, shaped like FFB's bb2020 multiblock steps:
 * StepBlockRollMultiple rolls both blocks' dice with no report of its own, shows them in its
 * reRollBlockForTargets dialog, reports a re-roll as block + reRoll + blockRoll naming the target,
 * and once every die is chosen resolves the blocks in order, each with its blockChoice).
 *
 * After matchStart a4 stands on [13,7] next to h1 [12,6], h2 [12,7] and h3 [12,8]; every helper
 * there is marked by someone else, so at ST 5 − 2 = 3 against ST 3 each block is one die.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

const away = (a4Skills: ReadonlyArray<string>) =>
  ffbTeam("T-AWAY", "awaycoach", [
    ffbPlayer("a1", 1),
    ffbPlayer("a2", 2),
    ffbPlayer("a3", 3),
    ffbPlayer("a4", 4, { strength: 5, skillArray: [...a4Skills] })
  ])

/** The home team with a skill on some players. */
const homeWith = (skills: Readonly<Record<string, ReadonlyArray<string>>>) => {
  const { home } = teams()
  return { ...home, playerArray: home.playerArray.map((p) => ({ ...p, skillArray: [...p.skillArray, ...(skills[p.playerId] ?? [])] })) }
}

const convertAndFold = (a4Skills: ReadonlyArray<string>, ...fragment: Parameters<typeof replay>[0]) => convertAndFoldWith({}, a4Skills, ...fragment)

const convertAndFoldWith = (homeSkills: Readonly<Record<string, ReadonlyArray<string>>>, a4Skills: ReadonlyArray<string>, ...fragment: Parameters<typeof replay>[0]) => {
  const start = matchStart()
  const teams = { away: away(a4Skills), home: homeWith(homeSkills) }
  const match = importReplay(replay([...start, ...fragment], "BB2020", teams))
  expect(match.stopped).toBeNull()
  expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
  const { state, engine } = fold(match)
  const before = importReplay(replay(start, "BB2020", teams)).events.length
  return { events: shapes(match.events.slice(before)), state, engine, warnings: match.warnings }
}

/** FFB's state of a player the coach selected as a Multiple Block target (standing, SELECTED_BLOCK_TARGET). */
const selected = (player: string) => change("fieldModelSetPlayerState", player, 0x8001)

/** FFB's dialog with both blocks' dice (its BlockRoll objects). */
const diceDialog = (rolls: ReadonlyArray<readonly [string, ReadonlyArray<number>]>) =>
  change("gameSetDialogParameter", null, {
    dialogId: "reRollBlockForTargets",
    playerId: "a4",
    blockRolls: rolls.map(([playerId, blockRoll], id) => ({
      playerId,
      nrOfDice: blockRoll.length,
      blockRoll,
      selectedIndex: -1,
      isOwnChoice: true,
      blockRollId: id,
      reRollSources: ["Team ReRoll"],
      reRolledDice: [],
      proIndex: -1
    }))
  })

const choice = (defenderId: string, blockRoll: ReadonlyArray<number>, diceIndex: number, blockResult: string) =>
  report("blockChoice", { nrOfDice: blockRoll.length, blockRoll, diceIndex, blockResult, defenderId, suppressExtraEffectHandling: true, showNameInReport: true })

const injury = (defenderId: string, armorRoll: [number, number], armorBroken: boolean, injuryRoll: [number, number] | null = null, state: number | null = null) =>
  report("injury", { defenderId, injuryType: "block", armorBroken, armorRoll, injuryRoll, casualtyRoll: null, injury: state, attackerId: "a4" })

const where = (fold: ReturnType<typeof convertAndFold>, player: string) => fold.state.players[fold.engine.playerIndex.get(player)!]!

describe("Multiple Block from FFB", () => {
  it("writes FFB's two blocks as the engine takes them: both thrown, then h1's die and its Pow, then h3's dice, the team re-roll FFB took for them and the push [skill:multiple-block] [ffb:report/blockRoll]", () => {
    const fold = convertAndFold(
      ["Multiple Block"],
      activate("a4", "multipleBlock"),
      command([], [selected("h1")]),
      command([], [selected("h3")]),
      // FFB rolls both blocks: a Pow against h1, a Both Down against h3, shown in one dialog.
      command([], [diceDialog([["h1", [6]], ["h3", [2]]])]),
      // The coach re-rolls h3's die with a team re-roll before choosing any die.
      command([report("block", { defenderId: "h3" }), report("reRoll", { playerId: "a4", reRollSource: "Team ReRoll", successful: true, roll: 0, minimumRoll: 0 }), report("blockRoll", { choosingTeamId: "T-HOME", blockRoll: [3], defenderId: "h3" })], [
        diceDialog([["h1", [6]], ["h3", [3]]])
      ]),
      // Every die chosen: FFB resolves the block on h1 (pushed to [11,5], down), then the one on h3 (pushed to [11,9]).
      command([choice("h1", [6], 0, "POW")], [change("gameSetDefenderId", null, "h1"), change("fieldModelSetPlayerCoordinate", "h1", [11, 5])]),
      command([injury("h1", [2, 3], false)], [change("fieldModelSetPlayerState", "h1", 3)]),
      command([choice("h3", [3], 0, "PUSHBACK")], [change("gameSetDefenderId", null, "h3"), change("fieldModelSetPlayerCoordinate", "h3", [11, 9])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "multiple-block" },
      { _tag: "BlockThrown", player: "a4", target: "h1" },
      { _tag: "BlockThrown", player: "a4", target: "h3" },
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "h1", to: [11, 5] },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h1", claimed: { result: "not-broken" } },
      { _tag: "DiceRolled", die: "block", faces: [2], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "team-reroll" },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h3", to: [11, 9] },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    // No follow-up is asked (the engine forbids one), and the attacker stays where he stood.
    expect(where(fold, "a4")).toMatchObject({ at: [13, 7], posture: "standing" })
    expect(where(fold, "h1")).toMatchObject({ at: [11, 5], posture: "prone" })
    expect(where(fold, "h3")).toMatchObject({ at: [11, 9], posture: "standing" })
    expect(fold.state.teams[1]!.rerolls).toBe(1)
  })

  it("puts the apothecary FFB asks after both blocks back into the block that hurt the player: h1 KO'd by the first block, the apothecary, then the second block's dice [skill:multiple-block] [ffb:report/apothecaryChoice]", () => {
    const fold = convertAndFold(
      ["Multiple Block"],
      activate("a4", "multipleBlock"),
      command([], [selected("h1"), selected("h3")]),
      command([], [diceDialog([["h1", [6]], ["h3", [4]]])]),
      command([choice("h1", [6], 0, "POW")], [change("fieldModelSetPlayerCoordinate", "h1", [11, 5])]),
      command([injury("h1", [5, 6], true, [4, 5], 5)], [change("fieldModelSetPlayerState", "h1", 5)]),
      command([choice("h3", [4], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h3", [11, 9])]),
      // FFB's APOTHECARY_MULTIPLE, after both blocks: Home's apothecary patches h1 up (Stunned where he lies).
      command([report("apothecaryChoice", { playerId: "h1", playerState: 4, seriousInjury: null })], [change("fieldModelSetPlayerState", "h1", 4)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(3, 10)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "h1", to: [11, 5] },
      { _tag: "DiceRolled", die: "2d6", faces: [5, 6], for: "armour", player: "h1", claimed: { result: "broken" } },
      { _tag: "DiceRolled", die: "2d6", faces: [4, 5], for: "injury", player: "h1", claimed: { result: "ko" } },
      { _tag: "ApothecaryUsed", team: "T-HOME", player: "h1" },
      { _tag: "DiceRolled", die: "block", faces: [4], for: "block", player: "a4" }
    ])
    expect(where(fold, "h1")).toMatchObject({ at: [11, 5], posture: "stunned" })
    expect(where(fold, "h3")).toMatchObject({ at: [11, 9], posture: "standing" })
  })

  it("keeps the second block after the first knocks the attacker down: a Skull on h1, a4's armour (a turnover, so no TurnEnded), then the push on h3 [skill:multiple-block] [ffb:modelChange/fieldModelSetPlayerCoordinate]", () => {
    const fold = convertAndFold(
      ["Multiple Block"],
      activate("a4", "multipleBlock"),
      command([], [selected("h1"), selected("h3")]),
      command([], [diceDialog([["h1", [1]], ["h3", [3]]])]),
      command([choice("h1", [1], 0, "SKULL")], []),
      command([injury("a4", [2, 2], false)], [change("fieldModelSetPlayerState", "a4", 3)]),
      command([choice("h3", [3], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h3", [11, 9])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(3)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [1], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 1 },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "armour", player: "a4", claimed: { result: "not-broken" } },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h3", to: [11, 9] }
    ])
    expect(where(fold, "a4").posture).toBe("prone")
    expect(where(fold, "h3").at).toEqual([11, 9])
  })

  it("lets the defender's coach choose the dice (FFB's opponentBlockSelection dialog when the targets are stronger): the dice and the die he chose, block by block [skill:multiple-block] [ffb:modelChange/gameSetDialogParameter]", () => {
    // At ST 3 − 2 = 1 against ST 3 each block is three dice the target's coach chooses from.
    const weak = (...fragment: Parameters<typeof replay>[0]) => {
      const start = matchStart()
      const team = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4, { skillArray: ["Multiple Block"] })])
      const match = importReplay(replay([...start, ...fragment], "BB2020", { away: team }))
      expect(match.stopped).toBeNull()
      fold(match)
      return shapes(match.events.slice(importReplay(replay(start, "BB2020", { away: team })).events.length))
    }
    const events = weak(
      activate("a4", "multipleBlock"),
      command([], [selected("h1"), selected("h3")]),
      command([], [change("gameSetDialogParameter", null, {
        dialogId: "opponentBlockSelection",
        playerId: "T-HOME",
        blockRolls: [
          { playerId: "h1", nrOfDice: -3, blockRoll: [3, 4, 6], selectedIndex: -1, isOwnChoice: false, blockRollId: 0, reRollSources: [] },
          { playerId: "h3", nrOfDice: -3, blockRoll: [6, 5, 3], selectedIndex: -1, isOwnChoice: false, blockRollId: 1, reRollSources: [] }
        ]
      })]),
      command([choice("h1", [3, 4, 6], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h1", [11, 5])]),
      command([choice("h3", [6, 5, 3], 2, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h3", [11, 9])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(events.slice(1)).toEqual([
      { _tag: "BlockThrown", player: "a4", target: "h1" },
      { _tag: "BlockThrown", player: "a4", target: "h3" },
      { _tag: "DiceRolled", die: "block", faces: [3, 4, 6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h1", to: [11, 5] },
      { _tag: "DiceRolled", die: "block", faces: [6, 5, 3], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h3", to: [11, 9] },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
  })

  it("writes FFB's Pile Driver after both blocks (its foul on h1, knocked down in place by Stand Firm) as SkillUsed Pile Driver at h1, then the foul's armour [skill:multiple-block] [skill:pile-driver] [ffb:report/skillUse]", () => {
    const fold = convertAndFoldWith(
      { h1: ["Stand Firm"], h3: ["Stand Firm"] },
      ["Multiple Block", "Pile Driver"],
      activate("a4", "multipleBlock"),
      command([], [selected("h1"), selected("h3")]),
      command([], [diceDialog([["h1", [6]], ["h3", [3]]])]),
      command([choice("h1", [6], 0, "POW"), report("skillUse", { playerId: "h1", skill: "Stand Firm", used: true, skillUse: "avoidPushback" })]),
      command([injury("h1", [2, 3], false)], [change("fieldModelSetPlayerState", "h1", 3)]),
      command([choice("h3", [3], 0, "PUSHBACK"), report("skillUse", { playerId: "h3", skill: "Stand Firm", used: true, skillUse: "avoidPushback" })]),
      command([report("foul", { defenderId: "h1" })]),
      command([report("injury", { defenderId: "h1", injuryType: "foul", armorBroken: false, armorRoll: [4, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "a4" })], [change("fieldModelSetPlayerState", "a4", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.slice(3)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "SkillUsed", player: "h1", skill: "Stand Firm" },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h1", claimed: { result: "not-broken" } },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "SkillUsed", player: "h3", skill: "Stand Firm" },
      { _tag: "SkillUsed", player: "a4", skill: "Pile Driver", target: "h1" },
      { _tag: "DiceRolled", die: "2d6", faces: [4, 3], for: "armour", player: "h1", claimed: { result: "not-broken" } },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(where(fold, "a4").posture).toBe("prone")
  })

  it("puts the bounce FFB rolls after both blocks back into the block that knocked the ball loose: a4, given the ball, takes a Skull on h1; his ball bounces before the second block's dice [skill:multiple-block] [ffb:report/handOver]", () => {
    const carry = (to: readonly [number, number]) => command([], [change("fieldModelSetPlayerCoordinate", "a2", to), change("fieldModelSetBallCoordinate", null, to)])
    const fold = convertAndFold(
      ["Multiple Block"],
      // a2 carries the ball to [14,7] and hands it to a4.
      activate("a2", "handOverMove"),
      carry([17, 7]),
      carry([16, 7]),
      carry([15, 7]),
      carry([14, 7]),
      command([report("handOver", { catcherId: "a4" }), report("catchRoll", { playerId: "a4", successful: true, roll: 6, minimumRoll: 3, reRolled: false })], [change("fieldModelSetBallCoordinate", null, [13, 7])]),
      deselect("a2"),
      activate("a4", "multipleBlock"),
      command([], [selected("h1"), selected("h3")]),
      command([], [diceDialog([["h1", [1]], ["h3", [3]]])]),
      command([choice("h1", [1], 0, "SKULL")], []),
      // a4 falls: FFB sets his ball moving, and bounces it only after both blocks.
      command([injury("a4", [2, 2], false)], [change("fieldModelSetPlayerState", "a4", 3), change("fieldModelSetBallMoving", null, true)]),
      command([choice("h3", [3], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h3", [11, 9])]),
      command([report("scatterBall", { directionArray: ["Northeast"], rolls: [2], gustOfWind: false })], [change("fieldModelSetBallCoordinate", null, [14, 6]), change("fieldModelSetBallMoving", null, false)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    const block = fold.events.findIndex((event) => event._tag === "ActionDeclared" && event.action === "multiple-block")
    expect(fold.events.slice(block + 3)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [1], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 1 },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 2], for: "armour", player: "a4", claimed: { result: "not-broken" } },
      { _tag: "DiceRolled", die: "d8", faces: [3], for: "bounce" },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h3", to: [11, 9] }
    ])
    expect(fold.state.ball.at).toEqual([14, 6])
  })

  it("stops, naming Multiple Block, when one target is a Stab target (FFB's mixed block kinds), which the format's Multiple Block does not take [ffb:modelChange/fieldModelSetPlayerState]", () => {
    const match = importReplay(replay([...matchStart(), activate("a4", "multipleBlock"), command([], [change("fieldModelSetPlayerState", "h1", 0x1001)])], "BB2020", { away: away(["Multiple Block", "Stab"]) }))
    expect(match.stopped?.reason).toMatch(/^Multiple Block: a Stab at one of the targets \(command \d+\) is not converted yet/)
  })

  it("leaves a plain Block of a player with Multiple Block one block at full ST (two dice), with its follow-up asked [skill:multiple-block] [ffb:playerAction/block]", () => {
    const fold = convertAndFold(
      ["Multiple Block"],
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3, 4] })]),
      command([choice("h2", [3, 4], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(fold.events.filter((event) => event._tag === "BlockThrown")).toEqual([{ _tag: "BlockThrown", player: "a4", target: "h2" }])
    expect(fold.events).toContainEqual({ _tag: "FollowUpChosen", player: "a4", follow: false })
  })
})
