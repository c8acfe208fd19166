import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import type { FfbCommand } from "../src/replay.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report, teams } from "./ffb-shapes.js"

/**
 * Secret Weapons sent off at the end of a drive (written for these tests, shaped like FFB's bb2020
 * StepEndTurn): FFB reports `secretWeaponBan` (and asks for Bribes) before its `turnEnd`. h3 has
 * Secret Weapon; the first half runs out after the coaches end 14 team turns, the last the home team's.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)
const home = ffbTeam("T-HOME", "homecoach", teams().home.playerArray.map((player) => (player.playerId === "h3" ? ffbPlayer("h3", 3, { skillArray: ["Secret Weapon"] }) : player)))

const turnsToHalfTime = (): Array<FfbCommand> => {
  const commands: Array<FfbCommand> = []
  const turn = { home: 0, away: 1 }
  for (let i = 0; i < 13; i++) {
    const side = i % 2 === 0 ? "home" : "away"
    turn[side]++
    commands.push(endTurn(side, turn[side]))
  }
  return commands
}

describe("Secret Weapons from FFB", () => {
  it("writes the coach's TurnEnded ahead of FFB's secretWeaponBan at the end of a half, so the drive has ended when the engine sends the player off [ffb:report/secretWeaponBan]", () => {
    const ban = command([report("secretWeaponBan", { playerIds: ["h3"], rolls: [0], bans: [true] })])
    const match = importReplay(replay([...matchStart(), ...turnsToHalfTime(), ban, endTurn("away", 8)], "BB2020", { home }))
    expect(match.stopped).toBeNull()
    const { state } = foldImported(match)
    expect(shapes(match.events).slice(-2)).toEqual([
      { _tag: "TurnEnded", team: "T-AWAY" },
      { _tag: "TurnEnded", team: "T-HOME" }
    ])
    // The drive is over: h3's send-off is being dealt with (the coach may still argue the call).
    expect(state.stack.at(-1)).toMatchObject({ _tag: "SecretWeapon", player: "h3", stage: "decide" })
  })

  it("writes no TurnEnded ahead of the ban when the turn ended in a touchdown that FFB's turnEnd leaves unnamed (its touchdown count shows it) [ffb:report/secretWeaponBan]", () => {
    // The conversion only: the rules end a turn with a touchdown themselves, so no TurnEnded is due.
    const scored = command([report("secretWeaponBan", { playerIds: ["h3"], rolls: [0], bans: [true] })], [change("playerResultSetTouchdowns", "h1", 1)])
    const match = importReplay(replay([...matchStart(), ...turnsToHalfTime(), activate("h1", "move"), command([], [change("fieldModelSetPlayerCoordinate", "h1", [25, 7])]), deselect("h1"), scored, endTurn("away", 8)], "BB2020", { home }))
    expect(match.stopped).toBeNull()
    const events = shapes(match.events)
    const last = events.findLastIndex((event) => event._tag === "ActionDeclared")
    expect(events[last]).toEqual({ _tag: "ActionDeclared", player: "h1", action: "move" })
    expect(events.slice(last).filter((event) => event._tag === "TurnEnded")).toEqual([])
  })
})
