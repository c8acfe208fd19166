import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: a Sneaky Git and a plain lineman; away: Orc linemen (AV 9), a4 far off.
const head = header([player("h1", { skills: ["Sneaky Git"] }), player("h2")], [player("a1"), player("a2"), player("a4")])

const foul = (fouler: string, victim: string) =>
  new Events().add({ _tag: "ActionDeclared", player: fouler, action: "foul" }).add({ _tag: "FoulCommitted", player: fouler, target: victim })

describe("Sneaky Git", () => {
  it("a double on the armour roll (4 + 4, armour holds) does not get the Sneaky Git sent off, and with movement left they move on [skill:sneaky-git]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    const played = playOk(match, state, foul("h1", "a1").twoD6(4, 4, "armour", "a1").add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] }).list)
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 7], box: null })
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "a natural double (4 + 4) on the armour roll, but h1 (#1) is a Sneaky Git: not sent off for it" })
  })

  it("a double on the injury roll still gets them sent off; a fouler without the skill is sent off for an armour double and cannot move on [skill:sneaky-git]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    const injured = playOk(match, state, foul("h1", "a1").twoD6(6, 5, "armour", "a1").twoD6(3, 3, "injury", "a1").add({ _tag: "ActionDeclared", player: "a4", action: "move" }).list)
    expect(injured.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "sent-off", player: "h1" })
    expect(where(injured.state, "h1").box).toBe("sent-off")
    const plain = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    const sent = playOk(plain.match, plain.state, foul("h2", "a1").twoD6(4, 4, "armour", "a1").add({ _tag: "ActionDeclared", player: "a4", action: "move" }).list)
    expect(where(sent.state, "h2").box).toBe("sent-off")
    const held = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7], a4: [20, 3] }, prone: ["a1"] })
    const moved = play(held.match, held.state, foul("h2", "a1").twoD6(2, 3, "armour", "a1").add({ _tag: "PlayerMoved", player: "h2", to: [9, 7] }).list)
    expect(moved.violation).not.toBeNull()
  })
})
