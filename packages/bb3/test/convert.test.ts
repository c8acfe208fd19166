import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { importReplayXml, type ImportedMatch } from "../src/index.js"
import { awayActivation, d6Roll, playerStep, START, turnsXml, useAction } from "./turn-fragment.js"
import { el, executeSequence, stepResult } from "./bbr.js"

const withoutSeq = (match: ImportedMatch) => match.events.map(({ seq: _seq, ...rest }) => rest)

const fold = (match: ImportedMatch) => {
  const built = Replay.build(match.header, match.events)
  if (built._tag === "Failure") throw new Error(built.failure.message)
  return built.success
}

describe("team turns converted into checked events", () => {
  const match = importReplayXml(turnsXml(), { verify: true })

  it("writes a move with its dodge and rush, BB3's result and target claimed, and the coach's end of the turn", () => {
    // The third turn starts as the match ends: the final stretch.
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(withoutSeq(match).slice(1, 7)).toEqual([
      { _tag: "ActionDeclared", player: "p39", action: "move" },
      { _tag: "PlayerMoved", player: "p39", to: [19, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "dodge", player: "p39", claimed: { success: true, target: 3 } },
      { _tag: "PlayerMoved", player: "p39", to: [20, 7] },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "rush", player: "p39", claimed: { success: true, target: 2 } },
      { _tag: "ActionEnded", player: "p39" }
    ])
    expect(withoutSeq(match)[7]).toEqual({ _tag: "TurnEnded", team: "away" })
  })

  it("writes a block: BB3's die values as our faces, the push, the follow-up and the armour roll", () => {
    expect(withoutSeq(match).slice(8, 15)).toEqual([
      { _tag: "ActionDeclared", player: "p2", action: "block" },
      { _tag: "BlockThrown", player: "p2", target: "p37" },
      { _tag: "DiceRolled", die: "block", faces: [6, 3], for: "block", player: "p2" },
      { _tag: "BlockDieChosen", face: 6 },
      { _tag: "PushChosen", player: "p37", to: [14, 5] },
      { _tag: "FollowUpChosen", player: "p2", follow: true },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 3], for: "armour", player: "p37", claimed: { result: "not-broken" } }
    ])
    expect(withoutSeq(match)[15]).toEqual({ _tag: "TurnEnded", team: "home" })
  })

  it("is folded by the rules without a violation or a dispute, and ends where BB3's board does", () => {
    const replay = fold(match)
    expect(replay.violation).toBeNull()
    expect(replay.disputes).toEqual([])
    expect(match.stretches.map((stretch) => stretch.source)).toEqual(["BB3 steps 1–3", "BB3 step 8"])
  })

  it("writes each step's die, however like the one before it looks (two rushes of 2 running)", () => {
    const rushes = executeSequence(
      stepResult(playerStep(39, 0, START[39]!, START[39]!), useAction(1)),
      stepResult(playerStep(39, 1, [18, 7], [19, 7]), d6Roll(2, 4, 3, 1), el("ResultDoMove")),
      stepResult(playerStep(39, 1, [19, 7], [20, 7]), d6Roll(1, 2, 2, 1), el("ResultDoMove")),
      stepResult(playerStep(39, 1, [20, 7], [21, 7]), d6Roll(1, 2, 2, 1), el("ResultDoMove"))
    )
    const further = { 1: [17, 8], 2: [13, 6], 3: [12, 5], 37: [14, 5], 38: [13, 7], 39: [21, 7] } as const
    const twice = importReplayXml(turnsXml({ away: rushes, afterAway: { ...START, 39: [21, 7] }, awayEnd: { ...START, 39: [21, 7] }, afterHome: further }), { verify: true })
    expect(twice.events.filter((event) => event._tag === "DiceRolled" && event.for === "rush")).toHaveLength(2)
    expect(twice.turns).toEqual({ total: 3, checked: 2, partly: 0 })
  })

  it("ends a turn BB3 ends on a turnover our rules do not see (Reason 2) as the coach would", () => {
    const match = importReplayXml(turnsXml({ awayEndReason: 2 }), { verify: true })
    expect(match.turns).toEqual({ total: 3, checked: 2, partly: 0 })
    expect(withoutSeq(match).slice(6, 8)).toEqual([{ _tag: "ActionEnded", player: "p39" }, { _tag: "TurnEnded", team: "away" }])
  })

  it("takes on trust a turn holding an action it does not convert, naming it", () => {
    const unknown = importReplayXml(turnsXml({ away: awayActivation(9) }), { verify: true })
    expect(unknown.turns).toEqual({ total: 3, checked: 1, partly: 0 })
    expect(unknown.stretches[1]).toMatchObject({ source: "BB3 steps 4–5", reason: "BB3 step 4: BB3 action 9 is not converted yet" })
    expect(fold(unknown).violation).toBeNull()
  })

  it("takes on trust a turn whose end differs from BB3's board", () => {
    const elsewhere = importReplayXml(turnsXml({ afterHome: { 1: [17, 8], 2: [12, 7], 3: [12, 5], 37: [14, 5], 38: [13, 7], 39: [20, 7] } }), { verify: true })
    expect(elsewhere.turns).toEqual({ total: 3, checked: 1, partly: 0 })
    expect(elsewhere.stretches[1]!.reason).toBe("the rules' account of this team turn ends where BB3's board does not: p2 is at [12,7] in BB3, at [13,6] by our rules")
  })

  it("takes on trust a turn the rules refuse, with the rules' reason", () => {
    // A rush on the first square, within the Goblin's MA: the rules ask for a dodge there, not a rush.
    const refused = importReplayXml(turnsXml({ away: awayActivation(1, 1) }), { verify: true })
    expect(refused.stretches[1]).toMatchObject({ source: "BB3 steps 4–5", reason: "our rules refused the conversion of this team turn: dodge: a d6 roll for dodge was due, not a d6 for rush" })
    expect(fold(refused).violation).toBeNull()
  })

  it("keeps the activations before what it cannot convert checked, and takes the rest of the turn on trust", () => {
    // A second activation, in a step of its own, declares an action not converted yet (9).
    const later = executeSequence(stepResult(playerStep(38, 0, [13, 7], [13, 7]), useAction(9)))
    const cut = importReplayXml(turnsXml({ awayLater: later }), { verify: true })
    expect(cut.turns).toEqual({ total: 3, checked: 1, partly: 1 })
    expect(cut.stretches[1]).toMatchObject({ source: "BB3 steps 5–6", reason: "BB3 step 5: BB3 action 9 is not converted yet (the turn's activations before BB3 step 5 are checked)" })
    expect(withoutSeq(cut).slice(1, 7).map((event) => event._tag)).toEqual(["ActionDeclared", "PlayerMoved", "DiceRolled", "PlayerMoved", "DiceRolled", "ActionEnded"])
    expect(fold(cut).violation).toBeNull()
  })

  it("cuts a turn only where the rules stand where BB3's board does", () => {
    // The same, but BB3's board before the second activation has the Goblin a square short: the whole turn is taken on trust.
    const later = executeSequence(stepResult(playerStep(38, 0, [13, 7], [13, 7]), useAction(9)))
    const xml = turnsXml({ awayLater: later, afterAway: { ...START, 39: [19, 7] } })
    const whole = importReplayXml(xml, { verify: true })
    expect(whole.turns).toEqual({ total: 3, checked: 1, partly: 0 })
    expect(whole.stretches[1]).toMatchObject({ source: "BB3 steps 4–6" })
  })
})
