import { describe, expect, it } from "vitest"
import { Events, header, player, playOk, positionOf, where } from "./support/scenario.js"

// Home: a Norse Raider Lineman (Drunkard) and a sober lineman; away: Orc linemen.
const head = header(
  [player("h1", { position: "Norse Raider Lineman", skills: ["Block", "Thick Skull"], traits: ["Drunkard"] }), player("h2")],
  [player("a1"), player("a2")]
)

/** h (MA 6) declares a Move from (5, 7) and walks along row 7 to (12, 7): six squares, then a Rush. */
const walk = (id: string) => {
  const events = new Events().add({ _tag: "ActionDeclared", player: id, action: "move" })
  for (let x = 6; x <= 12; x++) events.add({ _tag: "PlayerMoved", player: id, to: [x, 7] })
  return events
}

describe("Drunkard [trait:drunkard]", () => {
  it("a Drunkard's Rush is at −1: a 2, good enough for anyone else, falls short and he falls over [trait:drunkard]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7] } })
    const played = playOk(match, state, walk("h1").d6(2, "rush", "h1").twoD6(2, 2, "armour", "h1").list)
    const rush = played.rulings.find((r) => r.rule === "Rush")!
    expect(rush).toMatchObject({ dice: [2], target: 2, total: 1, success: false, modifiers: [{ value: -1, source: "trait: Drunkard" }] })
    expect(where(played.state, "h1")).toMatchObject({ at: [12, 7], posture: "prone" })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "fell-over", player: "h1" })
  })

  it("a 3 is still a Rush made, so he stands in the square [trait:drunkard]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7] } })
    const played = playOk(match, state, walk("h1").d6(3, "rush", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Rush")).toMatchObject({ total: 2, success: true })
    expect(where(played.state, "h1")).toMatchObject({ at: [12, 7], posture: "standing" })
  })

  it("the Rush of a Blitz's block past his MA is at −1 too [trait:drunkard]", () => {
    // Six squares to (11, 7), then the block on a1 at (12, 7) costs a seventh: a Rush.
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], a1: [12, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "blitz", target: "a1" })
    for (let x = 6; x <= 11; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 7] })
    events.add({ _tag: "BlockThrown", player: "h1", target: "a1" }).d6(2, "rush", "h1").twoD6(1, 1, "armour", "h1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Rush")).toMatchObject({ dice: [2], total: 1, success: false, modifiers: [{ value: -1, source: "trait: Drunkard" }] })
    expect(where(played.state, "h1").posture).toBe("prone")
  })

  it("does not apply to a team-mate without the trait: the same 2 is a Rush made [trait:drunkard]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [5, 7], h1: [5, 3] } })
    const played = playOk(match, state, walk("h2").d6(2, "rush", "h2").list)
    expect(played.rulings.find((r) => r.rule === "Rush")).toMatchObject({ total: 2, success: true, modifiers: [] })
    expect(where(played.state, "h2")).toMatchObject({ at: [12, 7], posture: "standing" })
  })
})
