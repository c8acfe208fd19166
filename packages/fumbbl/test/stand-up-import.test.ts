import { foldImported, importFragment } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report, teams } from "./ffb-shapes.js"

/**
 * A Prone player standing up, as FFB signals it (written for these tests, shaped like FFB's bb2020
 * model changes): ActingPlayer.setOldPlayerState is sent once per acting player and
 * setStandingUp only when it changes, so a stand-up may show only in actingPlayerSetStandingUp.
 *
 * After matchStart a1 knocks h1 down (a Pow, no follow-up: h1 lies on [11,6], nobody next to him).
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

const knockDownH1 = (): Array<FfbCommand> => [
  activate("a1", "block"),
  command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
  command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h1" })], [change("fieldModelSetPlayerCoordinate", "h1", [11, 6])]),
  command([report("injury", { defenderId: "h1", injuryType: "block", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "a1", skipInjuryParts: "NONE" })], [change("fieldModelSetPlayerState", "h1", 0x3)]),
  deselect("a1"),
  endTurn("home", 1),
  command([], [change("fieldModelSetPlayerState", "h1", 0x103)])
]

const convert = (...fragment: ReadonlyArray<FfbCommand>) => {
  const start = [...matchStart(), ...knockDownH1()]
  const match = importReplay(replay([...start, ...fragment]))
  expect(match.stopped).toBeNull()
  const { state, engine } = foldImported(match)
  return { events: shapes(match.events.slice(importReplay(replay(start)).events.length)), player: (id: string) => state.players[engine.playerIndex.get(id)!]! }
}

const expected = [
  { _tag: "ActionDeclared", player: "h1", action: "move" },
  { _tag: "PlayerStoodUp", player: "h1" },
  { _tag: "PlayerMoved", player: "h1", to: [10, 6] },
  { _tag: "ActionEnded", player: "h1" },
  { _tag: "TurnEnded", team: "T-HOME" }
]

describe("standing up, from FFB's acting player", () => {
  it("writes the stand-up when the coach changes a Prone player's action: FFB sends no old state for the second action, its standingUp flag still holds [ffb:modelChange/actingPlayerSetStandingUp]", () => {
    const { events, player } = convert(
      // Selected for a Block first (old state Prone, standingUp set), then for a Move without deselecting.
      command([report("playerAction", { actingPlayerId: "h1", playerAction: "block" })], [
        change("actingPlayerSetPlayerId", null, "h1"),
        change("actingPlayerSetStandingUp", null, true),
        change("actingPlayerSetOldPlayerState", null, 0x103),
        change("fieldModelSetPlayerState", "h1", 0x102),
        change("actingPlayerSetPlayerAction", null, "block")
      ]),
      command([report("playerAction", { actingPlayerId: "h1", playerAction: "move" })], [change("actingPlayerSetPlayerAction", null, "move")]),
      moveTo("h1", [10, 6]),
      deselect("h1"),
      endTurn("away", 2)
    )
    expect(events).toEqual(expected)
    expect(player("h1").posture).toBe("standing")
  })

  it("writes the stand-up FFB signals only by actingPlayerSetStandingUp, with no Prone old state [ffb:modelChange/actingPlayerSetStandingUp]", () => {
    const { events } = convert(
      command([report("playerAction", { actingPlayerId: "h1", playerAction: "move" })], [
        change("actingPlayerSetPlayerId", null, "h1"),
        change("actingPlayerSetStandingUp", null, true),
        change("fieldModelSetPlayerState", "h1", 0x102),
        change("actingPlayerSetPlayerAction", null, "move")
      ]),
      moveTo("h1", [10, 6]),
      deselect("h1"),
      endTurn("away", 2)
    )
    expect(events).toEqual(expected)
  })
})

describe("Jump Up to make a Block action, from FFB's jumpUpRoll", () => {
  // h1 has Jump Up. a1 knocks him down onto [11,6] and follows up to [12,6]; the home turn starts with h1 Prone next to a1.
  const home = () => ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1, { skillArray: ["Jump Up"] }), ...teams().home.playerArray.slice(1)])
  const start = (): Array<FfbCommand> => [
    ...matchStart(),
    activate("a1", "block"),
    command([report("block", { defenderId: "h1" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
    command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h1" })], [change("fieldModelSetPlayerCoordinate", "h1", [11, 6])]),
    moveTo("a1", [12, 6]),
    command([report("injury", { defenderId: "h1", injuryType: "block", armorBroken: false, armorRoll: [2, 3], injuryRoll: null, casualtyRoll: null, injury: null, attackerId: "a1", skipInjuryParts: "NONE" })], [change("fieldModelSetPlayerState", "h1", 0x3)]),
    deselect("a1"),
    endTurn("home", 1),
    command([], [change("fieldModelSetPlayerState", "h1", 0x103)])
  ]
  const jumpUp = (roll: number, successful: boolean) =>
    command([report("jumpUpRoll", { playerId: "h1", successful, roll, minimumRoll: 2, reRolled: false, rollModifiers: ["Jump Up"] })], [change("actingPlayerMarkSkillUsed", null, "Jump Up")])

  it("writes the stand-up, then FFB's jumpUpRoll as the jump-up D6 before the block, which the engine judges at AG +1 [ffb:report/jumpUpRoll]", () => {
    const { events, state, engine } = importFragment(replay([
      ...start(),
      activate("h1", "block", 0x103),
      jumpUp(2, true),
      command([report("block", { defenderId: "a1" }), report("blockRoll", { choosingTeamId: "T-HOME", blockRoll: [3] })]),
      command([report("blockChoice", { nrOfDice: 1, blockRoll: [3], diceIndex: 0, blockResult: "PUSHBACK", defenderId: "a1" })], [change("fieldModelSetPlayerCoordinate", "a1", [13, 6])]),
      deselect("h1"),
      endTurn("away", 2)
    ], "BB2020", { home: home() }), replay(start(), "BB2020", { home: home() }))
    expect(events.slice(0, 4)).toEqual([
      { _tag: "ActionDeclared", player: "h1", action: "block" },
      { _tag: "PlayerStoodUp", player: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "jump-up", player: "h1", claimed: { success: true, target: 2 } },
      { _tag: "BlockThrown", player: "h1", target: "a1" }
    ])
    expect(state.players[engine.playerIndex.get("h1")!]!.posture).toBe("standing")
    expect(state.players[engine.playerIndex.get("a1")!]!.at).toEqual([13, 6])
  })

  it("after a failed jump (no re-roll left to the team) writes no ActionEnded: the engine ends the activation, the player still Prone [ffb:report/jumpUpRoll]", () => {
    const noRerolls = (commands: Array<FfbCommand>) => commands.map((c) => ({ ...c, modelChangeList: { modelChangeArray: (c.modelChangeList?.modelChangeArray ?? []).map((m) => (m.modelChangeId === "turnDataSetReRolls" ? { ...m, modelChangeValue: 0 } : m)) } }))
    const { events, state, engine } = importFragment(replay(noRerolls([
      ...start(),
      activate("h1", "block", 0x103),
      jumpUp(1, false),
      command([], [change("fieldModelSetPlayerState", "h1", 0x3), change("actingPlayerSetPlayerId", null, null)]),
      endTurn("away", 2)
    ]), "BB2020", { home: home() }), replay(noRerolls(start()), "BB2020", { home: home() }))
    expect(events).toEqual([
      { _tag: "ActionDeclared", player: "h1", action: "block" },
      { _tag: "PlayerStoodUp", player: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "jump-up", player: "h1", claimed: { success: false, target: 2 } },
      { _tag: "TurnEnded", team: "T-HOME" }
    ])
    expect(state.players[engine.playerIndex.get("h1")!]!.posture).toBe("prone")
  })
})
