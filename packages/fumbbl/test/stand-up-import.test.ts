import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, matchStart, moveTo, replay, report } from "./ffb-shapes.js"

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
