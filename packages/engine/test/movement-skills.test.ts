import { describe, expect, it } from "vitest"
import { legalDecisions } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home moves (Human-like linemen, AG 3+, MA 6, ST 3); away reacts with mutations and agility skills.
const head = header(
  [
    player("h1"),
    player("h2", { skills: ["Two Heads"] }),
    player("h3", { position: "Goblin", ma: 6, st: 2, traits: ["Titchy", "Stunty"] }),
    player("h4", { position: "Pogoer", ma: 7, st: 2, traits: ["Pogo Stick"] }),
    player("h5", { position: "Snotling", st: 1, traits: ["Titchy"] })
  ],
  [
    player("a1", { skills: ["Diving Tackle"] }),
    player("a2"),
    player("a3", { st: 5, skills: ["Tentacles"] }),
    player("a4", { ma: 7, skills: ["Shadowing"] }),
    player("a5", { skills: ["Prehensile Tail"] }),
    player("a6", { position: "Goblin", st: 2, traits: ["Titchy"] })
  ]
)
const move = (id: string, to: [number, number], jump = false) =>
  new Events().add({ _tag: "ActionDeclared", player: id, action: "move" }).add({ _tag: "PlayerMoved", player: id, to, ...(jump ? { jump: true } : {}) })

describe("Diving Tackle", () => {
  it("takes 2 off a passed dodge: a 4 needing 3+ becomes a failure, the dodger falls and the tackler lies prone where they left [skill:diving-tackle]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = move("h1", [9, 6]).d6(4, "dodge", "h1")
      .add({ _tag: "SkillUsed", player: "a1", skill: "Diving Tackle" })
      .add({ _tag: "RerollDeclined", team: "home" })
      .twoD6(2, 3, "armour", "h1")
    const played = playOk(match, state, events.list)
    const tackled = played.rulings.find((r) => r.rule === "Dodge (Diving Tackle)")!
    expect(tackled).toMatchObject({ dice: [4], target: 3, total: 2, success: false })
    expect(tackled.modifiers).toEqual([{ value: -2, source: "Diving Tackle by a1 (#1)" }])
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 6], posture: "prone" })
    expect(where(played.state, "a1")).toMatchObject({ at: [10, 7], posture: "prone" })
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "fell-over", player: "h1" })
  })

  it("a dodge good enough to survive the −2 carries on, with the tackler prone in the square left [skill:diving-tackle]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = move("h1", [9, 6]).d6(5, "dodge", "h1").add({ _tag: "SkillUsed", player: "a1", skill: "Diving Tackle" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [8, 6] })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [8, 6], posture: "standing" })
    expect(where(played.state, "a1")).toMatchObject({ at: [10, 7], posture: "prone" })
    expect(played.state.activeTeam).toBe(0)
  })

  it("the dodger may re-roll the failure the −2 made, and the −2 stays on the re-roll [skill:diving-tackle]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = move("h1", [9, 6]).d6(3, "dodge", "h1").add({ _tag: "SkillUsed", player: "a1", skill: "Diving Tackle" })
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
      .d6(5, "dodge", "h1")
    const played = playOk(match, state, events.list)
    const reroll = played.rulings.filter((r) => r.rule === "Dodge").at(-1)!
    expect(reroll).toMatchObject({ dice: [5], total: 3, success: true })
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 6], posture: "standing" })
    expect(where(played.state, "a1")).toMatchObject({ at: [10, 7], posture: "prone" })
  })

  it("cannot be used by a player who does not mark the square left, and the coach may simply carry on [skill:diving-tackle]", () => {
    // a1 marks only the square moved into; a2, without the skill, marks the square left.
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7], a1: [8, 5] } })
    const used = move("h1", [9, 6]).d6(6, "dodge", "h1").add({ _tag: "SkillUsed", player: "a1", skill: "Diving Tackle" })
    expect(play(match, state, used.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "activation" })
    // With a1 marking the square left, not using it is just moving on.
    const beside = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const carried = playOk(beside.match, beside.state, move("h1", [9, 6]).d6(3, "dodge", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [8, 6] }).list)
    expect(where(carried.state, "a1")).toMatchObject({ at: [11, 7], posture: "standing" })
    expect(where(carried.state, "h1").at).toEqual([8, 6])
  })
})

describe("move reactions as legal decisions", () => {
  it("after a passed dodge the tackler's coach may use or decline Diving Tackle, and only that player is offered it [skill:diving-tackle]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [20, 3] } })
    const offered = playOk(match, state, move("h1", [9, 6]).d6(4, "dodge", "h1").list)
    const legal = legalDecisions(match, offered.state)
    expect(legal).toContainEqual({ _tag: "SkillUsed", player: "a1", skill: "Diving Tackle" })
    expect(legal).toContainEqual({ _tag: "SkillDeclined", player: "a1", skill: "Diving Tackle" })
    expect(legal.some((d) => (d._tag === "SkillUsed" || d._tag === "SkillDeclined") && d.player === "a2")).toBe(false)
  })
})

describe("Tentacles", () => {
  it("ST 5 against ST 3: a 4 makes 6, the mover is held in place and cannot move on [skill:tentacles]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a3: [11, 7] } })
    const events = move("h1", [9, 7]).add({ _tag: "SkillUsed", player: "a3", skill: "Tentacles", target: "h1" }).d6(4, "tentacles", "a3")
    const played = playOk(match, state, events.list)
    const held = played.rulings.find((r) => r.rule === "Tentacles")!
    expect(held).toMatchObject({ target: 6, total: 6, success: true })
    expect(held.modifiers).toEqual([{ value: 5, source: "ST 5 of a3 (#3) (Tentacles)" }, { value: -3, source: "ST 3 of h1 (#1), who is leaving" }])
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], posture: "standing" })
    const again = play(match, state, [...events.list, { _tag: "PlayerMoved", player: "h1", to: [9, 7], seq: 5 }])
    expect(again.violation).toMatchObject({ _tag: "RuleViolation", rule: "movement" })
  })

  it("a 3 makes only 5: the mover slips free and dodges as usual [skill:tentacles]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a3: [11, 7] } })
    const events = move("h1", [9, 7]).add({ _tag: "SkillUsed", player: "a3", skill: "Tentacles" }).d6(3, "tentacles", "a3").d6(3, "dodge", "h1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Tentacles")).toMatchObject({ total: 5, success: false })
    expect(where(played.state, "h1").at).toEqual([9, 7])
  })

  it("does nothing against a player moving away from a square the tentacled player does not mark [skill:tentacles]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7], a3: [8, 9] } })
    const events = move("h1", [9, 8]).add({ _tag: "SkillUsed", player: "a3", skill: "Tentacles" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "dodge" })
  })
})

describe("Shadowing", () => {
  it("MA 7 against MA 6: a 5 makes 6, the shadow follows into the square left without a dodge [skill:shadowing]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a4: [11, 7] } })
    const events = move("h1", [9, 7]).d6(3, "dodge", "h1").add({ _tag: "SkillUsed", player: "a4", skill: "Shadowing" }).d6(5, "shadowing", "a4")
    const played = playOk(match, state, events.list)
    const shadow = played.rulings.find((r) => r.rule === "Shadowing")!
    expect(shadow).toMatchObject({ target: 6, total: 6, success: true })
    expect(shadow.modifiers).toEqual([{ value: 7, source: "MA 7 of a4 (#4) (Shadowing)" }, { value: -6, source: "MA 6 of h1 (#1), who moved away" }])
    expect(where(played.state, "a4")).toMatchObject({ at: [10, 7], posture: "standing" })
    expect(played.rulings.filter((r) => r.rule === "Dodge")).toHaveLength(1)
  })

  it("a 4 makes only 5: the shadow stays where it is [skill:shadowing]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a4: [11, 7] } })
    const events = move("h1", [9, 7]).d6(3, "dodge", "h1").add({ _tag: "SkillUsed", player: "a4", skill: "Shadowing" }).d6(4, "shadowing", "a4")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Shadowing")).toMatchObject({ total: 5, success: false })
    expect(where(played.state, "a4").at).toEqual([11, 7])
  })

  it("follows a player who fell in the next square too, but never one it did not mark [skill:shadowing]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a4: [11, 7] } })
    const fell = move("h1", [9, 7]).d6(1, "dodge", "h1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 2, "armour", "h1")
      .add({ _tag: "SkillUsed", player: "a4", skill: "Shadowing" }).d6(6, "shadowing", "a4")
    const played = playOk(match, state, fell.list)
    expect(where(played.state, "a4").at).toEqual([10, 7])
    const far = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7], a4: [12, 7] } })
    const unmarked = move("h1", [9, 7]).d6(3, "dodge", "h1").add({ _tag: "SkillUsed", player: "a4", skill: "Shadowing" })
    expect(play(far.match, far.state, unmarked.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "activation" })
  })
})

describe("Prehensile Tail", () => {
  it("adds −1 to the dodge out of its tackle zone: a 3 needing 3+ fails [skill:prehensile-tail]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a5: [11, 7] } })
    const events = move("h1", [9, 7]).d6(3, "dodge", "h1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 2, "armour", "h1")
    const played = playOk(match, state, events.list)
    const dodge = played.rulings.find((r) => r.rule === "Dodge")!
    expect(dodge.modifiers).toEqual([{ value: -1, source: "Prehensile Tail of a5 (#5), marking the square left" }])
    expect(dodge).toMatchObject({ total: 2, success: false })
  })

  it("does not count for a square it only marks as the one moved into [skill:prehensile-tail]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7], a5: [8, 8] } })
    const played = playOk(match, state, move("h1", [9, 7]).d6(4, "dodge", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Dodge")!.modifiers).toEqual([{ value: -1, source: "marked by a5 (#5)" }])
  })
})

describe("Two Heads", () => {
  it("+1 to dodge: a 3 into one tackle zone (−1) still makes 3+ [skill:two-heads]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a2: [11, 7], a1: [8, 8] } })
    const played = playOk(match, state, move("h2", [9, 7]).d6(3, "dodge", "h2").list)
    const dodge = played.rulings.find((r) => r.rule === "Dodge")!
    expect(dodge.modifiers).toEqual([{ value: -1, source: "marked by a1 (#1)" }, { value: 1, source: "Two Heads" }])
    expect(dodge).toMatchObject({ total: 3, success: true })
  })

  it("is no help on a pick-up [skill:two-heads]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7] }, ballAt: [11, 7] })
    const played = playOk(match, state, move("h2", [11, 7]).d6(3, "pick-up", "h2").list)
    expect(played.rulings.find((r) => r.rule === "Pick-up")).toMatchObject({ modifiers: [], total: 3 })
  })
})

describe("Titchy", () => {
  it("a Titchy dodger gets +1 [trait:titchy]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a2: [11, 7], a1: [8, 8] } })
    const played = playOk(match, state, move("h5", [9, 7]).d6(3, "dodge", "h5").list)
    const dodge = played.rulings.find((r) => r.rule === "Dodge")!
    expect(dodge.modifiers).toEqual([{ value: -1, source: "marked by a1 (#1)" }, { value: 1, source: "Titchy" }])
    expect(dodge.success).toBe(true)
  })

  it("a Titchy opponent does not count as marking the square dodged into, but still forces the dodge out of its own zone [trait:titchy]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7], a6: [8, 8] } })
    const played = playOk(match, state, move("h1", [9, 7]).d6(3, "dodge", "h1").list)
    const dodge = played.rulings.find((r) => r.rule === "Dodge")!
    expect(dodge.modifiers).toEqual([{ value: 0, source: "a6 (#6) is Titchy: not counted as marking the square dodged into" }])
    expect(dodge).toMatchObject({ total: 3, success: true })
    // Marked only by the Titchy goblin, leaving its zone is still a dodge.
    const alone = positionOf(head, { team: 0, at: { h1: [10, 7], a6: [11, 7] } })
    const left = playOk(alone.match, alone.state, move("h1", [9, 7]).d6(2, "dodge", "h1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 1, "armour", "h1").list)
    expect(left.rulings.find((r) => r.rule === "Dodge")).toMatchObject({ success: false })
  })
})

describe("Pogo Stick", () => {
  it("leaps over an empty square and ignores being marked: a 3 needing 3+ with two markers on each square passes [trait:pogo-stick]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [10, 7], a2: [11, 7], a6: [11, 6], a4: [7, 7], a3: [7, 6] } })
    const events = move("h4", [8, 7], true).d6(3, "jump", "h4")
    const played = playOk(match, state, events.list)
    const jump = played.rulings.find((r) => r.rule === "Jump (Pogo Stick)")!
    expect(jump.modifiers).toEqual([{ value: 0, source: "marked (2 on the worse of the two squares), ignored with Pogo Stick" }])
    expect(jump).toMatchObject({ total: 3, success: true })
    expect(where(played.state, "h4").at).toEqual([8, 7])
  })

  it("does not ignore a Prehensile Tail; without Pogo Stick or Leap nobody jumps over an empty square [trait:pogo-stick]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [10, 7], a5: [11, 7] } })
    const played = playOk(match, state, move("h4", [8, 7], true).d6(3, "jump", "h4").add({ _tag: "RerollDeclined", team: "home" }).twoD6(1, 1, "armour", "h4").list)
    expect(played.rulings.find((r) => r.rule === "Jump (Pogo Stick)")!.modifiers).toEqual([
      { value: 0, source: "marked (1 on the worse of the two squares), ignored with Pogo Stick" },
      { value: -1, source: "Prehensile Tail of a5 (#5), marking the square left" }
    ])
    const plain = positionOf(head, { team: 0, at: { h1: [10, 7] } })
    expect(play(plain.match, plain.state, move("h1", [8, 7], true).list).violation).toMatchObject({ _tag: "RuleViolation", rule: "jump" })
  })
})

describe("Timmm-ber!", () => {
  const trees = header(
    [player("t1", { position: "Treeman", ma: 2, st: 6, ag: 5, traits: ["Timmm-ber!"] }), player("h1"), player("h2"), player("h3"), player("t2", { position: "Treeman", ma: 2, st: 6, ag: 5 })],
    [player("a1"), player("a2")]
  )
  it("+1 for each Open team-mate standing next to them: one Open (a marked one does not count), a 3 stands the MA 2 Treeman up [trait:timmm-ber]", () => {
    const { match, state } = positionOf(trees, { team: 0, at: { t1: [10, 7], h1: [10, 6], h2: [11, 8], a2: [12, 8] }, prone: ["t1"] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "t1", action: "move" }).add({ _tag: "PlayerStoodUp", player: "t1" }).d6(3, "stand-up", "t1")
    const played = playOk(match, state, events.list)
    const stand = played.rulings.find((r) => r.rule === "Stand up")!
    expect(stand.modifiers).toEqual([{ value: 1, source: "Timmm-ber!: h1 (#1), Open and next to them" }])
    expect(stand).toMatchObject({ total: 4, success: true })
    expect(where(played.state, "t1").posture).toBe("standing")
  })

  it("a natural 1 still fails with three helpers, and a Treeman without the trait gets no help [trait:timmm-ber]", () => {
    const { match, state } = positionOf(trees, { team: 0, at: { t1: [10, 7], h1: [10, 6], h2: [10, 8], h3: [9, 7], t2: [3, 3], h4: [4, 3] }, prone: ["t1", "t2"] })
    const one = new Events().add({ _tag: "ActionDeclared", player: "t1", action: "move" }).add({ _tag: "PlayerStoodUp", player: "t1" }).d6(1, "stand-up", "t1").add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, one.list)
    expect(played.rulings.find((r) => r.rule === "Stand up")).toMatchObject({ total: 4, success: false, notes: ["a natural 1 always fails"] })
    expect(where(played.state, "t1").posture).toBe("prone")
    const plain = positionOf(trees, { team: 0, at: { t2: [10, 7], h1: [10, 6] }, prone: ["t2"] })
    const other = playOk(plain.match, plain.state, new Events().add({ _tag: "ActionDeclared", player: "t2", action: "move" }).add({ _tag: "PlayerStoodUp", player: "t2" }).d6(3, "stand-up", "t2").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(other.rulings.find((r) => r.rule === "Stand up")).toMatchObject({ modifiers: [], success: false })
  })
})
