import { describe, expect, it } from "vitest"
import type { FfbCommand } from "../src/replay.js"
import { importFragment } from "./fold-imported.js"
import { activate, change, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * A follow-up after a push into the crowd (written for these tests, shaped like FFB's bb2020
 * commands): FFB reports the pushed player's crowd injury first and moves the attacker into the
 * square left empty afterwards; the rules take the follow-up before that injury. h4 sets up on
 * [12,0]; a2 (Frenzy, MA 8), holding the ball, blitzes him from [12,1] and pushes him off the pitch.
 */
const away = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2, { movement: 8, skillArray: ["Frenzy"] }), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])
const onTheWing = (commands: Array<FfbCommand>): Array<FfbCommand> =>
  commands.map((c) => ({ ...c, modelChangeList: { modelChangeArray: (c.modelChangeList?.modelChangeArray ?? []).map((m) => (m.modelChangeKey === "h4" && m.modelChangeId === "fieldModelSetPlayerCoordinate" ? { ...m, modelChangeValue: [12, 0] } : m)) } }))
const start = onTheWing(matchStart())
const carry = (at: readonly [number, number]) => command([], [change("fieldModelSetPlayerCoordinate", "a2", at), change("fieldModelSetBallCoordinate", null, at)])

describe("a follow-up after a push into the crowd from FFB", () => {
  it("writes FollowUpChosen true before the crowd injury, and FFB's later move into the square no step [ffb:report/pushback]", () => {
    const fragment = [
      activate("a2", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a2", defenderId: "h4" })]),
      ...([[17, 6], [16, 5], [15, 4], [14, 3], [13, 2], [12, 1]] as const).map(carry),
      command([], [change("actingPlayerSetPlayerAction", null, "blitz"), change("gameSetDefenderId", "h4", null)]),
      command([report("block", { defenderId: "h4" }), report("blockRoll", { choosingTeamId: "T-AWAY", blockRoll: [6, 1] })]),
      command([report("blockChoice", { nrOfDice: 2, blockRoll: [6, 1], diceIndex: 0, blockResult: "POW", defenderId: "h4" })]),
      command([report("pushback", { defenderId: "h4", pushbackMode: "regular" })], [change("fieldModelRemovePlayer", "h4", [12, 0])]),
      command([report("injury", { defenderId: "h4", injuryType: "crowdpush", armorBroken: true, armorRoll: null, injuryRoll: [4, 4], casualtyRoll: null, injury: 9, attackerId: null })], [change("fieldModelSetPlayerState", "h4", 9), change("fieldModelSetPlayerCoordinate", "h4", [-1, 1])]),
      carry([12, 0]),
      deselect("a2"),
      endTurn("home", 1)
    ]
    const { events } = importFragment(replay([...start, ...fragment], "BB2020", { away }), replay(start, "BB2020", { away }))
    const tags = events.map((e) => (e._tag === "DiceRolled" ? `${e.for}` : e._tag === "PlayerMoved" ? `PlayerMoved ${e.to.join()}` : e._tag))
    expect(tags.slice(7)).toEqual(["BlockThrown", "block", "BlockDieChosen", "PushChosen", "FollowUpChosen", "injury", "ActionEnded", "TurnEnded"])
    expect(events[10]).toEqual({ _tag: "PushChosen", player: "h4", to: null })
    expect(events[11]).toEqual({ _tag: "FollowUpChosen", player: "a2", follow: true })
  })
})
