import { describe, expect, it } from "vitest"
import { Events, header, player, playOk, positionOf, where } from "./support/scenario.js"

// Home: an Ogre blocker; away: a Rotter with Decay and a plain lineman.
const head = header(
  [player("h5", { position: "Ogre", st: 5 })],
  [player("a1", { position: "Rotter", traits: ["Decay"] }), player("a2")]
)

/** h5 blocks a target next to it and rolls POW; the push goes to (12,7) and h5 stays. */
const pow = (target: string) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
    .add({ _tag: "BlockThrown", player: "h5", target })
    .roll("block", [6, 6], "block", "h5")
    .add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: target, to: [12, 7] })
    .add({ _tag: "FollowUpChosen", player: "h5", follow: false })
    .twoD6(6, 5, "armour", target)
    .twoD6(6, 5, "injury", target)

describe("Decay", () => {
  it("a Casualty is rolled twice: Badly Hurt (3) then Serious Injury (11), the worse counts: off to the SI box [trait:decay]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, pow("a1").roll("d16", [3], "casualty", "a1").roll("d16", [11], "decay", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Casualty")).toMatchObject({ row: "badly-hurt" })
    expect(played.rulings.find((r) => r.rule === "Casualty (Decay, second roll)")).toMatchObject({ row: "serious-injury" })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "si" })
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "Decay: a1 (#1) suffers both badly-hurt and serious-injury; the worse, serious-injury, counts in this match" })
  })

  it("a worse first result stands against a milder second, lasting injuries roll their D6; a player without Decay rolls once [trait:decay]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, pow("a1").roll("d16", [13], "casualty", "a1").d6(3, "lasting-injury", "a1").roll("d16", [2], "decay", "a1").list)
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a1", result: "lasting-injury", cause: "block", by: "h5" })
    expect(where(played.state, "a1").box).toBe("si")
    const plain = positionOf(head, { team: 0, at: { h5: [10, 7], a2: [11, 7] } })
    const once = playOk(plain.match, plain.state, pow("a2").roll("d16", [3], "casualty", "a2").list)
    expect(where(once.state, "a2").box).toBe("bh")
    expect(once.rulings.some((r) => r.rule.includes("Decay"))).toBe(false)
  })
})
