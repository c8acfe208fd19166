import { describe, expect, it } from "vitest"
import type { MatchState } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Home: a Thrower with Leader and a Catcher; away: plain linemen.
const head = header(
  [player("h1", { position: "Thrower", skills: ["Leader", "Pass"] }), player("h2", { position: "Catcher" }), player("h3")],
  [player("a1"), player("a2")]
)

/** The position with the half's Leader re-roll in hand, as the start of the half gives it. */
const withLeaderReroll = ({ match, state }: ReturnType<typeof positionOf>, reroll = true) =>
  ({ match, state: { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, leaderReroll: reroll } : t)) } as MatchState })

/** h2 dodges away from a1 and fails with a 1. */
const failedDodge = () =>
  new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add({ _tag: "PlayerMoved", player: "h2", to: [4, 6] }).d6(1, "dodge", "h2")

describe("Leader", () => {
  it("with the Thrower on the pitch, the Leader re-roll re-rolls a failed dodge and the team re-rolls stay at 3", () => {
    const { match, state } = withLeaderReroll(positionOf(head, { team: 0, at: { h1: [2, 2], h2: [5, 7], a1: [6, 7] } }))
    const events = failedDodge().add({ _tag: "RerollUsed", team: "home", source: "leader" }).d6(4, "dodge", "h2")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h2")).toMatchObject({ at: [4, 6], posture: "standing" })
    expect(played.state.teams[0]).toMatchObject({ rerolls: 3, leaderReroll: false, rerollUsedThisTurn: true })
  })

  it("it is the turn's team re-roll: after it, no team re-roll may be used that turn", () => {
    const { match, state } = withLeaderReroll(positionOf(head, { team: 0, at: { h1: [2, 2], h2: [5, 7], h3: [5, 9], a1: [6, 7], a2: [6, 9] } }))
    const events = failedDodge().add({ _tag: "RerollUsed", team: "home", source: "leader" }).d6(4, "dodge", "h2").add({ _tag: "ActionEnded", player: "h2" })
      .add({ _tag: "ActionDeclared", player: "h3", action: "move" }).add({ _tag: "PlayerMoved", player: "h3", to: [4, 10] }).d6(1, "dodge", "h3")
    const played = playOk(match, state, events.list)
    // No re-roll is on offer although two team re-rolls are left: the failed dodge stands.
    expect(played.state.teams[0]!.rerolls).toBe(3)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Armour", player: "h3" })
    expect(where(played.state, "h3").posture).toBe("prone")
  })

  it("cannot be used while no player with Leader is on the pitch (the Thrower sits in the reserves)", () => {
    const { match, state } = withLeaderReroll(positionOf(head, { team: 0, at: { h2: [5, 7], a1: [6, 7] } }))
    const events = failedDodge().add({ _tag: "RerollUsed", team: "home", source: "leader" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "Leader", seq: 4 })
  })

  it("a prone Leader still counts as on the pitch", () => {
    const { match, state } = withLeaderReroll(positionOf(head, { team: 0, at: { h1: [2, 2], h2: [5, 7], a1: [6, 7] }, prone: ["h1"] }))
    const events = failedDodge().add({ _tag: "RerollUsed", team: "home", source: "leader" }).d6(4, "dodge", "h2")
    expect(where(playOk(match, state, events.list).state, "h2").at).toEqual([4, 6])
  })

  it("is lost when the only Leader is knocked out before it is used", () => {
    const { match, state } = withLeaderReroll(positionOf(head, { team: 1, at: { h1: [5, 7], a1: [6, 7] } }))
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "block" }).add({ _tag: "BlockThrown", player: "a1", target: "h1" })
      .roll("block", [6], "block", "a1").add({ _tag: "BlockDieChosen", face: 6 }).add({ _tag: "PushChosen", player: "h1", to: [4, 7] })
      .add({ _tag: "FollowUpChosen", player: "a1", follow: false }).twoD6(5, 5, "armour", "h1").twoD6(4, 4, "injury", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").box).toBe("ko")
    expect(played.state.teams[0]!.leaderReroll).toBe(false)
  })

  it("a team without a Leader player has no Leader re-roll", () => {
    const { match, state } = positionOf(head, { team: 1, at: { a1: [6, 7], a2: [20, 2], h2: [5, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "move" }).add({ _tag: "PlayerMoved", player: "a1", to: [7, 8] }).d6(1, "dodge", "a1")
      .add({ _tag: "RerollUsed", team: "away", source: "leader" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "Leader", seq: 4 })
  })

  it("comes back at the start of the next half, used or not", () => {
    const { match, state } = withLeaderReroll(positionOf(head, { team: 0, at: {} }), false)
    const halfTime: MatchState = { ...state, phase: "half-time", activeTeam: null, stack: [{ _tag: "StartHalf", half: 2 }] }
    const played = playOk(match, halfTime, new Events().add({ _tag: "PlayerPlaced", player: "h1", at: [5, 7] }).list)
    expect(played.state.teams.map((t) => t.leaderReroll)).toEqual([true, undefined])
  })
})
