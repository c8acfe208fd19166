import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import { decodeLogText, encodeLog, type MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * Plague Ridden from FFB (written for these tests, shaped like FFB's bb2020 reports): after the
 * apothecary has had its say on a killed player, FFB raises a Rotter for the killer's team
 * (UtilServerInjury.handleRaiseDead, `raiseDead` with `nurglesRot`) without asking. The engine
 * (skills/plague-ridden.ts) offers the killer's coach the trait there; the Rotter is the log's
 * `<teamId>-rotter-1`.
 *
 * After matchStart a4 (Plague Ridden, of a Favoured of Nurgle team) blocks h2 next to him.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

const nurgle = (specialRules: ReadonlyArray<string>) =>
  ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4, { skillArray: ["Plague Ridden"] }),
    // FFB's final game lists the Rotter who joined: the header leaves him out.
    ffbPlayer("a99", 99, { playerType: "PlagueRidden", positionId: "lineman" })], { specialRules })

/** a4's Block on h2: a Pow, and h2 killed (casualty D16 15: Dead); Home keeps its apothecary back. */
const kill = () => [
  activate("a4", "block"),
  command([report("block", { defenderId: "h2" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6] })]),
  command([report("blockChoice", { nrOfDice: 1, blockRoll: [6], diceIndex: 0, blockResult: "POW", defenderId: "h2" })], [change("fieldModelSetPlayerCoordinate", "h2", [11, 7])]),
  command([], [change("fieldModelSetPlayerCoordinate", "a4", [12, 7])]),
  command([report("injury", { defenderId: "h2", injuryType: "block", armorBroken: true, armorRoll: [6, 5], injuryRoll: [6, 6], casualtyRoll: [15, 3], seriousInjury: "Dead (RIP)", injury: 8, attackerId: "a4", skipInjuryParts: "NONE" })], [change("fieldModelSetPlayerState", "h2", 8)]),
  command([report("apothecaryRoll", { playerId: "h2", casualtyRoll: null })])
]

const raise = command([report("raiseDead", { playerId: "a99", positionName: "Rotter Lineman", nurglesRot: true })], [change("fieldModelSetPlayerState", "a99", 9), change("fieldModelSetPlayerCoordinate", "a99", [30, 0])])

describe("Plague Ridden from FFB", () => {
  it("writes FFB's raised Rotter as the killer's SkillUsed Plague Ridden after the apothecary declined; the engine puts T-AWAY-rotter-1 in the reserves [trait:plague-ridden]", () => {
    const start = matchStart()
    const away = nurgle(["FAVOURED_OF_NURGLE"])
    const match = importReplay(replay([...start, ...kill(), raise, deselect("a4"), endTurn("home", 1)], "BB2020", { away }))
    expect(match.stopped).toBeNull()
    expect(match.header.teams[1]!.specialRules).toEqual(["Favoured of Nurgle"])
    expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
    const { state, engine } = foldImported(match)
    const events = shapes(match.events.slice(importReplay(replay(start, "BB2020", { away })).events.length))
    expect(events.slice(-4)).toEqual([
      { _tag: "DiceRolled", die: "d16", faces: [15], for: "casualty", player: "h2", claimed: { result: "dead" } },
      { _tag: "ApothecaryDeclined", team: "T-HOME", player: "h2" },
      { _tag: "SkillUsed", player: "a4", skill: "Plague Ridden" },
      { _tag: "TurnEnded", team: "T-AWAY" }
    ])
    expect(state.players[engine.playerIndex.get("T-AWAY-rotter-1")!]!.box).toBe("reserves")
  })

  it("writes FFB's id of the Rotter as the log's T-AWAY-rotter-1 from then on (here FFB places him in the next set-up) [ffb:report/turnEnd] [ffb:modelChange/gameSetHomePlaying]", () => {
    const match = importReplay(replay([
      ...matchStart(), ...kill(), raise, deselect("a4"),
      command([report("turnEnd", { playerIdTouchdown: null, knockoutRecoveryArray: [], heatExhaustionArray: [] })], [change("gameSetTurnMode", null, "setup"), change("gameSetHomePlaying", null, false)]),
      command([], [change("fieldModelSetPlayerCoordinate", "a99", [14, 7])])
    ], "BB2020", { away: nurgle(["FAVOURED_OF_NURGLE"]) }))
    expect(match.stopped).toBeNull()
    expect(match.events.at(-1)).toMatchObject({ _tag: "PlayerPlaced", player: "T-AWAY-rotter-1", at: [14, 7] })
  })

  it("stops, naming Plague Ridden, when FFB raises a Rotter for a team whose header has no Favoured of Nurgle", () => {
    const match = importReplay(replay([...matchStart(), ...kill(), raise], "BB2020", { away: nurgle([]) }))
    expect(match.stopped?.reason).toMatch(/^Plague Ridden: FFB raises a Rotter for T-AWAY \(command \d+\), whose header has no Favoured of Nurgle/)
  })

  it("stops at a player raised from the dead (no nurglesRot): a Zombie or Thrall is not converted yet [ffb:report/raiseDead]", () => {
    const match = importReplay(replay([...matchStart(), ...kill(), command([report("raiseDead", { playerId: "a99", positionName: "Zombie", nurglesRot: false })])], "BB2020", { away: nurgle(["FAVOURED_OF_NURGLE"]) }))
    expect(match.stopped?.reason).toMatch(/^a player raised from the dead \(a99, command \d+\) is not converted yet/)
  })
})
