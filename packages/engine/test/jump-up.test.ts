import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: h1 (Jump Up, AG 3+) and h2 (Jump Up, AG 4+), both lying Prone next to the away lineman a1.
const head = header(
  [player("h1", { skills: ["Jump Up"] }), player("h2", { ag: 4, skills: ["Jump Up"] }), player("h3")],
  [player("a1")]
)
const position = { team: 0, at: { h1: [10, 7], h2: [12, 7], h3: [11, 9], a1: [11, 7] }, prone: ["h1", "h2"] } as const

const declareBlock = (who: string) => new Events().add({ _tag: "ActionDeclared", player: who, action: "block" }).add({ _tag: "PlayerStoodUp", player: who })

describe("Jump Up to make a Block action [skill:jump-up]", () => {
  it("a Prone player with Jump Up declaring a Block makes an Agility test at +1: a 2 passes for AG 3+, he stands and blocks [skill:jump-up]", () => {
    const { match, state } = positionOf(head, position)
    const stood = playOk(match, state, declareBlock("h1").list)
    expect(expecting(match, stood.state)).toMatchObject({ kind: "roll", die: "d6", for: "jump-up", player: "h1" })
    const played = playOk(match, state, declareBlock("h1").d6(2, "jump-up", "h1").add({ _tag: "BlockThrown", player: "h1", target: "a1" }).list)
    const jump = played.rulings.find((r) => r.rule === "Jump Up")!
    expect([jump.dice, jump.target, jump.modifiers.map((m) => m.value), jump.success]).toEqual([[2], 3, [1], true])
    expect(where(played.state, "h1").posture).toBe("standing")
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "block" })
  })

  it("failed (a 2 for AG 4+, no re-roll taken), he stays Prone and his activation ends: no block follows [skill:jump-up]", () => {
    const { match, state } = positionOf(head, position)
    const failed = declareBlock("h2").d6(2, "jump-up", "h2").add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, failed.list)
    expect(played.rulings.find((r) => r.rule === "Jump Up")).toMatchObject({ target: 4, success: false })
    expect(where(played.state, "h2")).toMatchObject({ posture: "prone", hasActed: true })
    expect(play(match, state, declareBlock("h2").d6(2, "jump-up", "h2").add({ _tag: "RerollDeclined", team: "home" }).add({ _tag: "BlockThrown", player: "h2", target: "a1" }).list).violation).not.toBeNull()
    // The team's turn goes on with someone else.
    expect(playOk(match, state, failed.add({ _tag: "ActionDeclared", player: "h3", action: "move" }).list).state.activePlayer).toBe("h3")
  })

  it("a team re-roll may be used on the test [skill:jump-up]", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, declareBlock("h2").d6(1, "jump-up", "h2").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(5, "jump-up", "h2").list)
    expect(where(played.state, "h2").posture).toBe("standing")
  })

  it("for any other action Jump Up stands him for free, with no roll [skill:jump-up]", () => {
    const { match, state } = positionOf(head, position)
    const moved = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerStoodUp", player: "h1" }).list)
    expect(where(moved.state, "h1").posture).toBe("standing")
    expect(expecting(match, moved.state)).toMatchObject({ kind: "decision" })
  })
})
