import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/import.js"
import { activate, change, command, deselect, endTurn, matchStart, moveTo, replay, report } from "./ffb-shapes.js"
import { foldImported } from "./fold-imported.js"

// An import never ends a match early (docs/import-fumbbl.md, "Unchecked stretches"): a stretch it
// cannot convert, or whose events our rules refuse, becomes FFB's model at the start of the next
// team turn, and conversion starts again there.

const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

/** a2 carries the ball a square on. */
const carry = (at: readonly [number, number]) => command([], [change("fieldModelSetPlayerCoordinate", "a2", at), change("fieldModelSetBallCoordinate", null, at)])

/** Away's turn 1 in which a2 runs with the ball and something FFB reports cannot be converted, then Home's turn 1 with h1's move. */
const withGap = (gap: ReturnType<typeof command>) => [
  ...matchStart(),
  activate("a2", "move"),
  carry([19, 7]),
  gap,
  carry([20, 7]),
  deselect("a2"),
  endTurn("home", 1),
  activate("h1", "move"),
  moveTo("h1", [11, 6]),
  command([report("dodgeRoll", { playerId: "h1", successful: true, roll: 5, minimumRoll: 4, reRolled: false })]),
  deselect("h1"),
  endTurn("away", 2)
]

describe("an FFB report the importer cannot convert [ffb:report/turnEnd]", () => {
  const commands = withGap(command([report("somethingNew", { roll: 3 })]))
  const gapAt = matchStart().length + 2

  it("keeps what came before, writes FFB's model at the start of Home's turn as an unchecked stretch, and converts Home's turn again", () => {
    const match = importReplay(replay(commands))
    const before = importReplay(replay(matchStart())).events.length
    const after = shapes(match.events.slice(before))
    expect(after.slice(0, 2)).toEqual([
      { _tag: "ActionDeclared", player: "a2", action: "move" },
      { _tag: "PlayerMoved", player: "a2", to: [19, 7] }
    ])
    // a2 stands with the ball where FFB left him at the end of the stretch, [20,7]; Home's turn 1 starts, Away has had one.
    expect(after[2]).toMatchObject({
      _tag: "UncheckedStretch",
      reason: 'FFB report "somethingNew" is not converted yet',
      half: 1,
      kickingTeam: "T-HOME",
      team: "T-HOME",
      turns: [0, 1],
      score: [0, 0],
      ball: { at: [20, 7], carrier: "a2" }
    })
    expect((after[2] as { players: ReadonlyArray<unknown> }).players).toContainEqual({ player: "a2", at: [20, 7] })
    expect(after.slice(3)).toEqual([
      { _tag: "ActionDeclared", player: "h1", action: "move" },
      { _tag: "PlayerMoved", player: "h1", to: [11, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "dodge", player: "h1", claimed: { success: true, target: 4 } },
      { _tag: "ActionEnded", player: "h1" },
      { _tag: "TurnEnded", team: "T-HOME" }
    ])
    expect(match.stretches).toMatchObject([{ seq: before + 3, fromCommand: gapAt, toCommand: gapAt + 3, reason: 'FFB report "somethingNew" is not converted yet' }])
    expect(match.stopped).toMatchObject({ command: gapAt })
  })

  it("the whole log folds by our rules: the stretch taken on trust, every event after it checked", () => {
    const match = importReplay(replay(commands), { verify: true })
    const { state, engine } = foldImported(match)
    expect(state.players[engine.playerIndex.get("a2")!]!.at).toEqual([20, 7])
    expect(state.ball).toEqual({ at: [20, 7], carrier: "a2", inPlay: true })
    expect(state.players[engine.playerIndex.get("h1")!]!.at).toEqual([11, 6])
    expect(state.teams.map((team) => team.turn)).toEqual([1, 2])
  })
})

describe("events our rules refuse (verify)", () => {
  // FFB moves a2 onto a4's square: no move the rules allow. Checked, that team turn is taken on trust.
  const commands = withGap(command([], [change("fieldModelSetPlayerCoordinate", "a2", [13, 7])]))

  it("without verify the converter's account is written as it is, and our rules refuse it", () => {
    const match = importReplay(replay(commands))
    expect(match.stretches).toEqual([])
    expect(() => foldImported(match)).toThrow(/refuses/)
  })

  it("with verify the team turn whose events were refused becomes an unchecked stretch naming the rules' reason, and the log folds", () => {
    const match = importReplay(replay(commands), { verify: true })
    expect(match.stretches).toHaveLength(1)
    expect(match.stretches[0]!.reason).toMatch(/^our rules refused FFB's account here: /)
    const { state, engine } = foldImported(match)
    expect(state.players[engine.playerIndex.get("h1")!]!.at).toEqual([11, 6])
  })

  it("a replay our rules accept whole is left as the converter wrote it", () => {
    const clean = withGap(command([]))
    expect(importReplay(replay(clean), { verify: true }).events).toEqual(importReplay(replay(clean)).events)
    expect(importReplay(replay(clean), { verify: true }).stretches).toEqual([])
  })
})
