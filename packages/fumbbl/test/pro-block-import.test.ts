import { foldImported as fold } from "./fold-imported.js"
import { existsSync, readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog, type MatchEvent } from "@sidelines/schema"
import { Replay } from "@sidelines/engine"
import { importReplay, importReplayBytes } from "../src/index.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report } from "./ffb-shapes.js"

/**
 * Pro on block dice from FFB (fragments written for these tests, shaped like FFB's bb2020
 * StepBlockRoll and StepBlockRollMultiple): Pro's D6 is a `reRoll` report from Pro; on a pass FFB
 * announces the block again, reports the one new die (`blockReRoll` from Pro) and shows the whole
 * roll again; on a failure it shows the same dice again. The die the coach picked is in the dice
 * dialog FFB sets with it (`reRolledDice`, Pro's die last; a Multiple Block's roll also keeps
 * `proIndex`). Our log (core/block.ts): `RerollUsed` Pro with `die` (none for one die), the `pro`
 * D6, and on a pass the new die as a one-die `block` roll.
 *
 * After matchStart a4 stands on [13,7] next to h1 [12,6], h2 [12,7] and h3 [12,8]; every helper
 * there is marked by someone else, so a block is a4's ST against 3 with no assists.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

const away = (a4: { strength: number; skills: ReadonlyArray<string> }, a1Skills: ReadonlyArray<string> = []) =>
  ffbTeam("T-AWAY", "awaycoach", [
    ffbPlayer("a1", 1, { skillArray: [...a1Skills] }),
    ffbPlayer("a2", 2),
    ffbPlayer("a3", 3),
    ffbPlayer("a4", 4, { strength: a4.strength, skillArray: [...a4.skills] })
  ])

/** Converts matchStart + the fragment, checks the log decodes and folds it all; the fragment's events. */
const convertAndFold = (team: ReturnType<typeof away>, ...fragment: Parameters<typeof replay>[0]) => {
  const start = matchStart()
  const match = importReplay(replay([...start, ...fragment], "BB2020", { away: team }))
  expect(match.stopped).toBeNull()
  expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
  const { state, engine } = fold(match)
  const before = importReplay(replay(start, "BB2020", { away: team })).events.length
  return { events: shapes(match.events.slice(before)), state, engine }
}

const where = (folded: ReturnType<typeof convertAndFold>, player: string) => folded.state.players[folded.engine.playerIndex.get(player)!]!

/** FFB's dice dialog of an ordinary block (DialogBlockRollPartialReRollParameter). */
const blockDialog = (blockRoll: ReadonlyArray<number>, reRolledDice: ReadonlyArray<number>, proReRollOption: boolean) =>
  change("gameSetDialogParameter", null, {
    dialogId: "blockRollPartialReRoll",
    choosingTeamId: "T-AWAY",
    nrOfDice: blockRoll.length,
    blockRoll,
    reRolledDice,
    teamReRollOption: reRolledDice.length === 0,
    proReRollOption,
    brawlerOption: false,
    reRollSourceSingleUse: null,
    consummateOption: false
  })

const proRoll = (player: string, roll: number) => report("reRoll", { playerId: player, reRollSource: "Pro", successful: roll >= 3, roll })
const proDie = (player: string, face: number) => report("blockReRoll", { blockRoll: [face], playerId: player, reRollSource: "Pro" })
const choice = (defenderId: string, blockRoll: ReadonlyArray<number>, diceIndex: number, blockResult: string) =>
  report("blockChoice", { nrOfDice: blockRoll.length, blockRoll, diceIndex, blockResult, defenderId })
const injury = (defenderId: string, armorRoll: [number, number]) =>
  report("injury", { defenderId, injuryType: "block", armorBroken: false, armorRoll, injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "a4" })

describe("Pro on block dice from FFB", () => {
  it("a4 (ST 4, Pro) blocks h2: Skull and Both Down; Pro on the Skull (die 0), a 4, rolls it again: Pow; a4 chooses it and h2 goes down [skill:pro]", () => {
    const folded = convertAndFold(
      away({ strength: 4, skills: ["Pro"] }),
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 2] })], [blockDialog([1, 2], [], true)]),
      // Pro's D6, the block again, the one new die, the whole roll again; the dialog lists die 0 re-rolled.
      command([proRoll("a4", 4), report("block", { defenderId: "h2" }), proDie("a4", 6), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6, 2] })], [blockDialog([6, 2], [0], false)]),
      command([choice("h2", [6, 2], 0, "POW")], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      command([injury("h2", [2, 3])], [change("fieldModelSetPlayerState", "h2", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(0, 8)).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "block" },
      { _tag: "BlockThrown", player: "a4", target: "h2" },
      { _tag: "DiceRolled", die: "block", faces: [1, 2], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a4", die: 0 },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "pro", player: "a4", claimed: { success: true } },
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "h2", to: [11, 7] }
    ])
    expect(where(folded, "h2")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(where(folded, "a4").used).toContain("Pro")
    // Pro is the player's own: the team's re-rolls are untouched.
    expect(folded.state.teams[1]!.rerolls).toBe(2)
  })

  it("reads the die from FFB's dialog: Pro on the second die (a Both Down), a 2, lets it stand; FFB's same dice shown again are not written again [skill:pro]", () => {
    const folded = convertAndFold(
      away({ strength: 4, skills: ["Pro"] }),
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3, 2] })], [blockDialog([3, 2], [], true)]),
      command([proRoll("a4", 2), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3, 2] })], [blockDialog([3, 2], [1], false)]),
      command([choice("h2", [3, 2], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(2, 7)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [3, 2], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a4", die: 1 },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "pro", player: "a4", claimed: { success: false } },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h2", to: [11, 7] }
    ])
    expect(folded.events.filter((event) => event._tag === "DiceRolled" && event.for === "block")).toHaveLength(1)
    expect(where(folded, "a4").used).toContain("Pro")
  })

  it("one die in a Blitz (a1, ST 3, on h1): Pro names no die; a 3 rolls the Both Down again: a Push [skill:pro] [ffb:report/selectBlitzTarget]", () => {
    const folded = convertAndFold(
      away({ strength: 3, skills: [] }, ["Pro"]),
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [2] })], [blockDialog([2], [], true)]),
      command([proRoll("a1", 3), report("block", { defenderId: "h1" }), proDie("a1", 4), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [4] })], [blockDialog([4], [0], false)]),
      command([choice("h1", [4], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h1", [11, 6])]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(0, 8)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "BlockThrown", player: "a1", target: "h1" },
      { _tag: "DiceRolled", die: "block", faces: [2], for: "block", player: "a1" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a1" },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "pro", player: "a1", claimed: { success: true } },
      { _tag: "DiceRolled", die: "block", faces: [4], for: "block", player: "a1" },
      { _tag: "BlockDieChosen", face: 4 },
      { _tag: "PushChosen", player: "h1", to: [11, 6] }
    ])
    expect(where(folded, "h1")).toMatchObject({ at: [11, 6], posture: "standing" })
  })

  it("without FFB's dialog, a passed Pro roll still tells its die by faces: the one die that changed [skill:pro]", () => {
    const folded = convertAndFold(
      away({ strength: 4, skills: ["Pro"] }),
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3, 1] })]),
      command([proRoll("a4", 6), report("block", { defenderId: "h2" }), proDie("a4", 5), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3, 5] })]),
      command([choice("h2", [3, 5], 1, "POW_PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      command([injury("h2", [3, 3])], [change("fieldModelSetPlayerState", "h2", 3)]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(3, 7)).toEqual([
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a4", die: 1 },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "pro", player: "a4", claimed: { success: true } },
      { _tag: "DiceRolled", die: "block", faces: [5], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 5 }
    ])
  })

  it("not applying: Pro on a dodge is the whole roll again, with no die named [skill:pro]", () => {
    const folded = convertAndFold(
      away({ strength: 3, skills: [] }, ["Pro"]),
      activate("a1", "move"),
      moveTo("a1", [14, 6]),
      command([
        report("dodgeRoll", { playerId: "a1", successful: false, roll: 1, minimumRoll: 4, reRolled: false }),
        proRoll("a1", 5),
        report("dodgeRoll", { playerId: "a1", successful: true, roll: 4, minimumRoll: 4, reRolled: true })
      ]),
      deselect("a1"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(2, 6)).toEqual([
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "dodge", player: "a1", claimed: { success: false, target: 4 } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a1" },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "pro", player: "a1", claimed: { success: true } },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "dodge", player: "a1", claimed: { success: true, target: 4 } }
    ])
  })

  it("Brawler takes the Both Down after Pro's failed roll on the other die (a Push now): each die is re-rolled once, as the engine allows [skill:pro] [skill:brawler] [ffb:report/blockReRoll]", () => {
    const folded = convertAndFold(
      away({ strength: 4, skills: ["Pro", "Brawler"] }),
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 2] })], [blockDialog([1, 2], [], true)]),
      command([proRoll("a4", 2), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 2] })], [blockDialog([1, 2], [0], false)]),
      command([report("block", { defenderId: "h2" }), report("blockReRoll", { blockRoll: [3], playerId: "a4", reRollSource: "Brawler" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 3] })]),
      command([choice("h2", [1, 3], 1, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(2, 8)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [1, 2], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a4", die: 0 },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "pro", player: "a4", claimed: { success: false } },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Brawler", player: "a4" },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 }
    ])
  })

  it("Pro takes the other die after Brawler re-rolled the Both Down: a 4, and the Attacker Down becomes a Push [skill:pro] [skill:brawler]", () => {
    const folded = convertAndFold(
      away({ strength: 4, skills: ["Pro", "Brawler"] }),
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 2] })], [blockDialog([1, 2], [], true)]),
      command([report("block", { defenderId: "h2" }), report("blockReRoll", { blockRoll: [3], playerId: "a4", reRollSource: "Brawler" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 3] })], [blockDialog([1, 3], [1], true)]),
      command([proRoll("a4", 4), report("block", { defenderId: "h2" }), proDie("a4", 4), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [4, 3] })], [blockDialog([4, 3], [1, 0], false)]),
      command([choice("h2", [4, 3], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(2, 9)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [1, 2], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Brawler", player: "a4" },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a4", die: 0 },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "pro", player: "a4", claimed: { success: true } },
      { _tag: "DiceRolled", die: "block", faces: [4], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 4 }
    ])
  })

  it("stops, naming Pro, at FFB's new die from Pro with no Pro roll before it", () => {
    const match = importReplay(replay([
      ...matchStart(),
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 2] })]),
      command([proDie("a4", 6)])
    ], "BB2020", { away: away({ strength: 4, skills: ["Pro"] }) }))
    expect(match.stopped?.reason).toMatch(/^Pro: FFB's new block die \(command \d+\) follows no passed Pro roll on block dice/)
  })
})

/** FFB's state of a player the coach selected as a Multiple Block target (standing, SELECTED_BLOCK_TARGET). */
const selected = (player: string) => change("fieldModelSetPlayerState", player, 0x8001)

/** FFB's Multiple Block dice dialog (its BlockRoll objects): target, dice, dice re-rolled, Pro's die. */
const multiDialog = (rolls: ReadonlyArray<readonly [string, ReadonlyArray<number>, ReadonlyArray<number>, number]>) =>
  change("gameSetDialogParameter", null, {
    dialogId: "reRollBlockForTargets",
    playerId: "a4",
    blockRolls: rolls.map(([playerId, blockRoll, reRolledDice, proIndex], id) => ({
      playerId,
      nrOfDice: blockRoll.length,
      blockRoll,
      selectedIndex: -1,
      isOwnChoice: true,
      blockRollId: id,
      reRollSources: reRolledDice.length === 0 ? ["Team ReRoll", "Pro"] : [],
      reRolledDice,
      proIndex
    }))
  })

describe("Pro on a Multiple Block's dice from FFB", () => {
  it("a4 (ST 6, Multiple Block, Pro) blocks h1 and h3 at ST 4: Pro on h1's Skull (die 0), a 5, rolls it again: Pow; written into h1's block, before h3's dice [skill:pro] [skill:multiple-block] [ffb:playerAction/multipleBlock]", () => {
    const folded = convertAndFold(
      away({ strength: 6, skills: ["Multiple Block", "Pro"] }),
      activate("a4", "multipleBlock"),
      command([], [selected("h1"), selected("h3")]),
      command([], [multiDialog([["h1", [1, 3], [], -1], ["h3", [3, 2], [], -1]])]),
      // FFB's order in a Multiple Block: the block again, Pro's D6, the new die, the target's whole roll.
      command([report("block", { defenderId: "h1" }), proRoll("a4", 5), proDie("a4", 6), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6, 3], defenderId: "h1" })], [
        multiDialog([["h1", [6, 3], [0], 0], ["h3", [3, 2], [], -1]])
      ]),
      command([choice("h1", [6, 3], 0, "POW")], [change("fieldModelSetPlayerCoordinate", "h1", [11, 5])]),
      command([injury("h1", [2, 3])], [change("fieldModelSetPlayerState", "h1", 3)]),
      command([choice("h3", [3, 2], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h3", [11, 9])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(folded.events).toEqual([
      { _tag: "ActionDeclared", player: "a4", action: "multiple-block" },
      { _tag: "BlockThrown", player: "a4", target: "h1" },
      { _tag: "BlockThrown", player: "a4", target: "h3" },
      { _tag: "DiceRolled", die: "block", faces: [1, 3], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a4", die: 0 },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "pro", player: "a4", claimed: { success: true } },
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "h1", to: [11, 5] },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h1", claimed: { result: "not-broken" } },
      { _tag: "DiceRolled", die: "block", faces: [3, 2], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h3", to: [11, 9] },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(where(folded, "h1")).toMatchObject({ at: [11, 5], posture: "prone" })
    expect(where(folded, "h3")).toMatchObject({ at: [11, 9], posture: "standing" })
    expect(folded.state.teams[1]!.rerolls).toBe(2)
  })

  it("a failed Pro roll on the second target's one die (a4 ST 5): the die stands and FFB's same die shown again is not written again [skill:pro] [skill:multiple-block]", () => {
    const folded = convertAndFold(
      away({ strength: 5, skills: ["Multiple Block", "Pro"] }),
      activate("a4", "multipleBlock"),
      command([], [selected("h1"), selected("h3")]),
      command([], [multiDialog([["h1", [6], [], -1], ["h3", [3], [], -1]])]),
      command([report("block", { defenderId: "h3" }), proRoll("a4", 1), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3], defenderId: "h3" })], [
        multiDialog([["h1", [6], [], -1], ["h3", [3], [0], 0]])
      ]),
      command([choice("h1", [6], 0, "POW")], [change("fieldModelSetPlayerCoordinate", "h1", [11, 5])]),
      command([injury("h1", [2, 3])], [change("fieldModelSetPlayerState", "h1", 3)]),
      command([choice("h3", [3], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h3", [11, 9])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(3)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [6], for: "block", player: "a4" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "h1", to: [11, 5] },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "h1", claimed: { result: "not-broken" } },
      { _tag: "DiceRolled", die: "block", faces: [3], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a4" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "pro", player: "a4", claimed: { success: false } },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h3", to: [11, 9] },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(where(folded, "a4").used).toContain("Pro")
  })
})

describe("Pro's die in a Multiple Block from FFB's proIndex", () => {
  it("reads the die from the target's proIndex when the dialog lists no re-rolled dice: Pro on h3's Both Down (die 1), a 2, stands [skill:pro] [skill:multiple-block]", () => {
    const withoutList = (rolls: ReadonlyArray<readonly [string, ReadonlyArray<number>, number]>) =>
      change("gameSetDialogParameter", null, {
        dialogId: "reRollBlockForTargets",
        playerId: "a4",
        blockRolls: rolls.map(([playerId, blockRoll, proIndex], id) => ({ playerId, nrOfDice: blockRoll.length, blockRoll, selectedIndex: -1, isOwnChoice: true, blockRollId: id, reRollSources: [], proIndex }))
      })
    const folded = convertAndFold(
      away({ strength: 6, skills: ["Multiple Block", "Pro"] }),
      activate("a4", "multipleBlock"),
      command([], [selected("h1"), selected("h3")]),
      command([], [withoutList([["h1", [6, 4], -1], ["h3", [3, 2], -1]])]),
      command([report("block", { defenderId: "h3" }), proRoll("a4", 2), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [3, 2], defenderId: "h3" })], [
        withoutList([["h1", [6, 4], -1], ["h3", [3, 2], 1]])
      ]),
      command([choice("h1", [6, 4], 0, "POW")], [change("fieldModelSetPlayerCoordinate", "h1", [11, 5])]),
      command([injury("h1", [2, 3])], [change("fieldModelSetPlayerState", "h1", 3)]),
      command([choice("h3", [3, 2], 0, "PUSHBACK")], [change("fieldModelSetPlayerCoordinate", "h3", [11, 9])]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(7, 12)).toEqual([
      { _tag: "DiceRolled", die: "block", faces: [3, 2], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Pro", player: "a4", die: 1 },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "pro", player: "a4", claimed: { success: false } },
      { _tag: "BlockDieChosen", face: 3 },
      { _tag: "PushChosen", player: "h3", to: [11, 9] }
    ])
  })
})

// ---- the real replays beside the project (none has Pro on block dice; they must still import and fold) ----

const realDir = fileURLToPath(new URL("../../../../shared/real-logs/fumbbl", import.meta.url))
const haveReal = existsSync(realDir)

describe.skipIf(!haveReal)("real FUMBBL replays still import and fold (../shared/real-logs/fumbbl)", () => {
  for (const file of ["1559380.gz", "1712868.gz"]) {
    it(`${file}: converted to the end, folded to full time with no violation or Unsupported`, () => {
      const match = importReplayBytes(readFileSync(`${realDir}/${file}`))
      expect(match.stopped).toBeNull()
      const built = Replay.build(match.header, match.events, { trustClaims: true })
      expect(built._tag).toBe("Success")
      if (built._tag !== "Success") return
      expect(built.success.violation).toBeNull()
      expect(built.success.final.phase).toBe("full-time")
    })
  }
})

describe("Loner on a team re-roll of block dice, from FFB", () => {
  it("after a failed Loner roll the dice stand: FFB's blockRoll that shows them again is not written as a new roll [ffb:report/reRoll]", () => {
    // a4 (ST 4, Loner 4+) blocks h2: Skull and Skull; the team re-roll is lost to Loner's 3; a4 goes down (a turnover).
    const team = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4, { strength: 4, skillArray: ["Loner"], skillValuesMap: { Loner: "4" } })])
    const folded = convertAndFold(
      team,
      activate("a4", "block"),
      command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 1] })]),
      command([
        report("reRoll", { playerId: "a4", reRollSource: "Team ReRoll", successful: false, roll: 0 }),
        report("reRoll", { playerId: "a4", reRollSource: "Loner", successful: false, roll: 3 }),
        report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [1, 1] })
      ], [change("turnDataSetReRolls", "away", 1)]),
      command([choice("h2", [1, 1], 0, "SKULL")], [change("fieldModelSetPlayerState", "a4", 3)]),
      command([report("injury", { defenderId: "a4", injuryType: "block", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "h2" })]),
      deselect("a4"),
      endTurn("home", 1)
    )
    expect(folded.events.slice(1, 7)).toEqual([
      { _tag: "BlockThrown", player: "a4", target: "h2" },
      { _tag: "DiceRolled", die: "block", faces: [1, 1], for: "block", player: "a4" },
      { _tag: "RerollUsed", team: "T-AWAY", source: "team-reroll" },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "loner", player: "a4", claimed: { success: false } },
      { _tag: "BlockDieChosen", face: 1 },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "a4", claimed: { result: "not-broken" } }
    ])
    expect(where(folded, "a4").posture).toBe("prone")
    expect(folded.state.activeTeam).toBe(0)
  })
})
