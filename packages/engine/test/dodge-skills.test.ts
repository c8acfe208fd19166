import { describe, expect, it } from "vitest"
import { Events, header, player, playOk, positionOf, where } from "./support/scenario.js"

// Skills that act on a dodge: Break Tackle (the dodger's) and Arm Bar (the marker's).
const head = header(
  [
    player("h1", { skills: ["Break Tackle"] }),
    player("h2", { position: "Ogre", st: 5, skills: ["Break Tackle"] }),
    player("h3")
  ],
  [
    player("a1"),
    player("a2"),
    player("a3", { skills: ["Arm Bar"] })
  ]
)

const move = (who: string, to: readonly [number, number]) => new Events().add({ _tag: "ActionDeclared", player: who, action: "move" }).add({ _tag: "PlayerMoved", player: who, to })

describe("Break Tackle", () => {
  it("ST 3: +1 after the dodge roll turns a 2 into a 3 against AG 3+ [skill:break-tackle]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, move("h1", [9, 6]).d6(2, "dodge", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ total: 3, success: true, modifiers: [{ value: 1, source: "skill: Break Tackle" }] })
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 6], posture: "standing" })
  })

  it("ST 5: +2, enough to pass a roll of 2 with a −1 for the marked square [skill:break-tackle]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, move("h2", [11, 6]).d6(2, "dodge", "h2").list)
    expect(played.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ total: 3, success: true })
    expect(played.rulings.find((r) => r.rule === "Dodge")!.modifiers).toContainEqual({ value: 2, source: "skill: Break Tackle" })
  })

  it("only once an activation: the second failed dodge of the same move is not saved [skill:break-tackle]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [8, 5] } })
    const played = playOk(match, state, move("h1", [9, 6]).d6(3, "dodge", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [10, 5] }).d6(2, "dodge", "h1").list)
    const dodges = played.rulings.filter((r) => r.rule === "Dodge")
    expect(dodges.map((r) => r.success)).toEqual([true, false])
    expect(dodges[0]!.modifiers).toContainEqual({ value: 1, source: "skill: Break Tackle" })
    expect(dodges[1]!.modifiers).toEqual([])
  })

  it("not spent on a dodge it cannot save: a natural 1 fails and leaves it for later [skill:break-tackle]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, move("h1", [9, 6]).d6(1, "dodge", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ success: false, modifiers: [] })
    expect(where(played.state, "h1").used).not.toContain("Break Tackle")
  })

  it("a player without it fails the same roll of 2 [skill:break-tackle]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, move("h3", [9, 6]).d6(2, "dodge", "h3").list)
    expect(played.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ total: 2, success: false })
  })
})

describe("Arm Bar", () => {
  it("a dodger falling out of the Arm Bar player's tackle zone takes +1 on armour: 8 breaks AV 9 [skill:arm-bar]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 7], a3: [11, 7] } })
    const events = move("h3", [9, 6]).d6(1, "dodge", "h3").add({ _tag: "RerollDeclined", team: "home" }).twoD6(4, 4, "armour", "h3").twoD6(2, 2, "injury", "h3")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ target: 9, total: 9, success: true, modifiers: [{ value: 1, source: "skill: Arm Bar" }] })
  })

  it("kept for the injury roll when the armour breaks (or holds) anyway [skill:arm-bar]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 7], a3: [11, 7] } })
    const events = move("h3", [9, 6]).d6(1, "dodge", "h3").add({ _tag: "RerollDeclined", team: "home" }).twoD6(5, 5, "armour", "h3").twoD6(4, 3, "injury", "h3")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 8, modifiers: [{ value: 1, source: "skill: Arm Bar" }] })
  })

  it("no help when the Arm Bar player only marks the square dodged into [skill:arm-bar]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 7], a1: [11, 7], a3: [8, 5] } })
    const events = move("h3", [9, 6]).d6(1, "dodge", "h3").add({ _tag: "RerollDeclined", team: "home" }).twoD6(4, 4, "armour", "h3")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ target: 9, total: 8, success: false, modifiers: [] })
  })
})

describe("the block family's dodge skills with the movement family's", () => {
  // A Two Heads dodger with Break Tackle, leaving the square of a marker with Prehensile Tail and Arm Bar.
  const mixed = header(
    [player("h1", { skills: ["Break Tackle"], traits: ["Two Heads"] })],
    [player("a1", { skills: ["Arm Bar"], traits: ["Prehensile Tail"] })]
  )

  it("Two Heads +1 and Prehensile Tail −1 cancel; Break Tackle still turns a 2 into a pass [skill:break-tackle] [skill:prehensile-tail] [skill:two-heads]", () => {
    const { match, state } = positionOf(mixed, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, move("h1", [9, 6]).d6(2, "dodge", "h1").list)
    const dodge = played.rulings.find((r) => r.rule === "Dodge")!
    expect(dodge).toMatchObject({ total: 3, success: true })
    expect(dodge.modifiers!.map((m) => m.value).sort()).toEqual([-1, 1, 1])
    expect(dodge.modifiers!.map((m) => m.source).join("; ")).toMatch(/Two Heads.*Prehensile Tail.*Break Tackle/)
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 6], posture: "standing" })
  })

  it("a fall out of that square takes Arm Bar's +1 on armour [skill:arm-bar] [skill:prehensile-tail]", () => {
    const { match, state } = positionOf(mixed, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = move("h1", [9, 6]).d6(1, "dodge", "h1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(4, 4, "armour", "h1").twoD6(2, 2, "injury", "h1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ target: 9, total: 9, success: true, modifiers: [{ value: 1, source: "skill: Arm Bar" }] })
  })
})
