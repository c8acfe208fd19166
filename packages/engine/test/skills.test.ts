import { describe, expect, it } from "vitest"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// One home player per skill under test, and plain Orc opponents unless a test needs more.
const head = header(
  [
    player("h1"),
    player("h2", { skills: ["Claws"] }),
    player("h3", { skills: ["Wrestle"] }),
    player("h4", { skills: ["Jump Up"] }),
    player("h5", { skills: ["Leap"] }),
    player("h6", { skills: ["Sprint", "Sure Feet"] }),
    player("h7", { position: "Ogre", st: 5, traits: ["Loner (4+)"] }),
    player("h8", { skills: ["Pro"] }),
    player("h9", { skills: ["Dauntless"] }),
    player("h10", { traits: ["Really Stupid"] }),
    player("h11", { skills: ["Catch"] }),
    player("h12", { position: "Ogre", ma: 2 })
  ],
  [
    player("a1", { av: 10 }),
    player("a2", { skills: ["Sidestep"] }),
    player("a3", { skills: ["Fend"] }),
    player("a4", { position: "Black Orc", st: 4, av: 10 }),
    player("a5")
  ]
)

const block = (attacker: string, target: string, faces: ReadonlyArray<number>, face = faces[0]!) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: attacker, action: "block" })
    .add({ _tag: "BlockThrown", player: attacker, target })
    .roll("block", faces, "block", attacker)
    .add({ _tag: "BlockDieChosen", face })

describe("Claws", () => {
  it("breaks armour on 8+ whatever the AV: an 8 breaks AV 10", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    const events = block("h2", "a1", [6]).add({ _tag: "PushChosen", player: "a1", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h2", follow: false }).twoD6(4, 4, "armour", "a1").twoD6(2, 2, "injury", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ target: 8, total: 8, success: true })
  })

  it("does not help on a fall (only on a block)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    const events = block("h1", "a1", [6]).add({ _tag: "PushChosen", player: "a1", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).twoD6(4, 4, "armour", "a1")
    expect(playOk(match, state, events.list).rulings.find((r) => r.rule === "Armour")).toMatchObject({ target: 10, success: false })
  })
})

describe("Wrestle", () => {
  it("on Both Down, both players go prone with no armour roll and no turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 7], a1: [11, 7] } })
    const events = block("h3", "a1", [2]).add({ _tag: "SkillUsed", player: "h3", skill: "Wrestle" })
    const played = playOk(match, state, events.list)
    expect([where(played.state, "h3").posture, where(played.state, "a1").posture]).toEqual(["prone", "prone"])
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
    expect(played.state.turnover).toBeNull()
  })

  it("not used: Both Down knocks both down as usual, the attacker's fall a turnover", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 7], a1: [11, 7] } })
    const events = block("h3", "a1", [2]).twoD6(1, 1, "armour", "a1").twoD6(1, 1, "armour", "h3")
    const played = playOk(match, state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "h3" })
  })
})

describe("Sidestep and Fend", () => {
  it("Sidestep: the target may be pushed to any free square next to it", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a2: [11, 7] } })
    const played = playOk(match, state, block("h1", "a2", [3]).add({ _tag: "PushChosen", player: "a2", to: [10, 6] }).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "a2").at).toEqual([10, 6])
  })

  it("without Sidestep the same square is not allowed", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    expect(play(match, state, block("h1", "a1", [3]).add({ _tag: "PushChosen", player: "a1", to: [10, 6] }).list).violation).toMatchObject({ rule: "push" })
  })

  it("Fend: the attacker cannot follow up", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a3: [11, 7] } })
    const events = block("h1", "a3", [3]).add({ _tag: "PushChosen", player: "a3", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h1", follow: true })
    const played = play(match, state, events.list)
    expect(where(played.state, "h1").at).toEqual([10, 7])
    expect(played.violation).toMatchObject({ seq: 6 }) // no follow-up is on offer, so the choice does not fit
  })
})

describe("Dauntless", () => {
  it("D6 + ST above the target's ST raises the attacker's ST to match: one die instead of two for the defender", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h9: [10, 7], a4: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h9", action: "block" })
      .add({ _tag: "BlockThrown", player: "h9", target: "a4" })
      .d6(2, "dauntless", "h9") // 2 + 3 = 5 > 4
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 1, chooser: 0 })
  })

  it("failing leaves ST as it was (the team re-roll on offer declined)", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h9: [10, 7], a4: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h9", action: "block" }).add({ _tag: "BlockThrown", player: "h9", target: "a4" }).d6(1, "dauntless", "h9")
    expect(playOk(match, state, events.list).state.stack.at(-1)).toMatchObject({ _tag: "Dauntless", stage: "offer" })
    expect(playOk(match, state, events.add({ _tag: "RerollDeclined", team: "home" }).list).state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 2, chooser: 1 })
  })

  it("a failed roll may be re-rolled with a team re-roll (BB2020: any roll of the team's turn but the listed ones): 1 then 2, 2 + 3 = 5 beats ST 4 [skill:dauntless]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h9: [10, 7], a4: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h9", action: "block" }).add({ _tag: "BlockThrown", player: "h9", target: "a4" }).d6(1, "dauntless", "h9")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(2, "dauntless", "h9")
    const played = playOk(match, state, events.list)
    expect(played.rulings.filter((r) => r.rule === "Dauntless").map((r) => [r.total, r.success])).toEqual([[4, false], [5, true]])
    expect(played.state.teams[0]).toMatchObject({ rerolls: 2, rerollUsedThisTurn: true })
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 1, chooser: 0 })
    // Not twice, and not with the team's re-roll for the turn already used.
    expect(play(match, state, events.add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).list).violation).not.toBeNull()
    const usedThisTurn = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, rerollUsedThisTurn: true } : t)) }
    const first = new Events().add({ _tag: "ActionDeclared", player: "h9", action: "block" }).add({ _tag: "BlockThrown", player: "h9", target: "a4" }).d6(1, "dauntless", "h9")
    expect(playOk(match, usedThisTurn, first.list).state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 2 })
  })

  it("a Loner rolls first: a 3 loses the team re-roll and the failure stands [skill:dauntless]", () => {
    const lonely = header([player("star", { st: 3, skills: ["Dauntless", "Loner (4+)"] })], [player("a4", { st: 4 })])
    const { match, state } = positionOf(lonely, { team: 0, at: { star: [10, 7], a4: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "star", action: "block" }).add({ _tag: "BlockThrown", player: "star", target: "a4" }).d6(1, "dauntless", "star")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(3, "loner", "star")
    const played = playOk(match, state, events.list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Loner", success: false })
    expect(played.state.teams[0]!.rerolls).toBe(2)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 2, chooser: 1 })
  })
})

describe("standing up, Jump Up, Leap, Sprint and Sure Feet", () => {
  it("standing up costs three squares of movement", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7] }, prone: ["h1"] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerStoodUp", player: "h1" })
    for (let x = 6; x <= 8; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 7] })
    events.add({ _tag: "PlayerMoved", player: "h1", to: [9, 7] }).d6(2, "rush", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 7], posture: "standing" })
  })

  it("Jump Up stands for free", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [5, 7] }, prone: ["h4"] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h4", action: "move" }).add({ _tag: "PlayerStoodUp", player: "h4" })
    for (let x = 6; x <= 11; x++) events.add({ _tag: "PlayerMoved", player: "h4", to: [x, 7] })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h4").at).toEqual([11, 7])
    expect(played.rulings.some((r) => r.rule === "Rush")).toBe(false)
  })

  it("MA under 3 needs a 4+ to stand", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h12: [5, 7] }, prone: ["h12"] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h12", action: "move" }).add({ _tag: "PlayerStoodUp", player: "h12" }).d6(3, "stand-up", "h12").add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h12")).toMatchObject({ posture: "prone", hasActed: true })
  })

  it("jumping over a prone player is an Agility test; jumping over a standing one needs Leap", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [5, 7], h5: [5, 9], a1: [6, 7], a5: [6, 9] }, prone: ["a1"] })
    const jump = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [7, 7], jump: true }).d6(3, "jump", "h1")
    const jumped = playOk(match, state, jump.list)
    expect(where(jumped.state, "h1").at).toEqual([7, 7])
    const over = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [7, 9], jump: true })
    expect(play(match, { ...state, players: state.players.map((p) => (p.id === "h1" ? { ...p, at: [5, 9] as [number, number] } : p.id === "h5" ? { ...p, at: [2, 2] as [number, number] } : p)) }, over.list).violation).toMatchObject({ rule: "jump" })
    const leap = new Events().add({ _tag: "ActionDeclared", player: "h5", action: "move" }).add({ _tag: "PlayerMoved", player: "h5", to: [7, 9], jump: true }).d6(4, "jump", "h5")
    const leapt = playOk(match, state, leap.list)
    expect(where(leapt.state, "h5").at).toEqual([7, 9])
    // Leap takes 1 off the marking modifier, but not below −1: one marker still costs −1.
    expect(leapt.rulings.at(-1)!.modifiers.map((m) => m.value)).toEqual([-1])
  })

  it("Sprint gives a third rush, and Sure Feet re-rolls a failed one", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h6: [1, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h6", action: "move" })
    for (let x = 2; x <= 7; x++) events.add({ _tag: "PlayerMoved", player: "h6", to: [x, 7] })
    events.add({ _tag: "PlayerMoved", player: "h6", to: [8, 7] }).d6(3, "rush", "h6")
    events.add({ _tag: "PlayerMoved", player: "h6", to: [9, 7] }).d6(1, "rush", "h6").add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Sure Feet", player: "h6" }).d6(2, "rush", "h6")
    events.add({ _tag: "PlayerMoved", player: "h6", to: [10, 7] }).d6(5, "rush", "h6")
    expect(where(playOk(match, state, events.list).state, "h6").at).toEqual([10, 7])
  })
})

describe("Loner, Pro, Really Stupid and Catch", () => {
  it("Loner: a team re-roll is only used after a 4+; on a fail the re-roll is spent and the failure stands", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h7: [5, 7], a1: [6, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h7", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h7", to: [4, 6] })
      .d6(1, "dodge", "h7")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
      .d6(3, "loner", "h7")
      .twoD6(1, 1, "armour", "h7")
    const played = playOk(match, state, events.list)
    expect(played.state.teams[0]!.rerolls).toBe(2)
    expect(where(played.state, "h7").posture).toBe("prone")
  })

  it("Pro: a 3+ lets the player re-roll their own failed roll", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h8: [5, 7], a1: [6, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h8", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h8", to: [4, 6] })
      .d6(2, "dodge", "h8")
      .add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Pro", player: "h8" })
      .d6(3, "pro", "h8")
      .d6(4, "dodge", "h8")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h8").at).toEqual([4, 6])
    expect(played.state.teams[0]!.rerolls).toBe(3)
  })

  it("Really Stupid: 4+ alone, 2+ with a clever team-mate next to them", () => {
    const alone = positionOf(head, { team: 0, at: { h10: [5, 7] } })
    const helped = positionOf(head, { team: 0, at: { h10: [5, 7], h1: [5, 8] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h10", action: "move" }).d6(3, "really-stupid", "h10").add({ _tag: "RerollDeclined", team: "home" })
    expect(where(playOk(alone.match, alone.state, events.list).state, "h10").lostTackleZones).toBe(true)
    const ok = new Events().add({ _tag: "ActionDeclared", player: "h10", action: "move" }).d6(3, "really-stupid", "h10")
    const played = playOk(helped.match, helped.state, ok.list)
    expect(played.rulings[0]).toMatchObject({ rule: "Really Stupid", target: 4, modifiers: [{ value: 2 }], success: true })
  })

  it("Catch re-rolls a failed catch of a bouncing ball, even in the opponent's turn", () => {
    const { match, state } = positionOf(head, { team: 1, ballCarrier: "a5", at: { a5: [10, 7], h1: [11, 7], h11: [9, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "a5", action: "block" })
      .add({ _tag: "BlockThrown", player: "a5", target: "h1" })
      .roll("block", [1, 1], "block", "a5") // h11 next to a5 assists h1: two dice, Home choose
      .add({ _tag: "BlockDieChosen", face: 1 })
      .twoD6(1, 2, "armour", "a5")
      .roll("d8", [4], "bounce")
      .d6(2, "catch", "h11")
      .add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Catch", player: "h11" })
      .d6(5, "catch", "h11")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [9, 7], carrier: "h11", inPlay: true })
  })

  it("Catch has no once-a-turn limit: a catcher who re-rolled a catch earlier re-rolls the next failed one too", () => {
    const { match, state: start } = positionOf(head, { team: 1, ballCarrier: "a5", at: { a5: [10, 7], h1: [11, 7], h11: [9, 7] } })
    // h11 re-rolled a catch with Catch earlier: a once-a-turn skill would be spent now.
    const state = { ...start, players: start.players.map((p) => (p.id === "h11" ? { ...p, used: ["Catch"] } : p)) }
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "a5", action: "block" })
      .add({ _tag: "BlockThrown", player: "a5", target: "h1" })
      .roll("block", [1, 1], "block", "a5")
      .add({ _tag: "BlockDieChosen", face: 1 })
      .twoD6(1, 2, "armour", "a5")
      .roll("d8", [4], "bounce")
      .d6(2, "catch", "h11")
      .add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Catch", player: "h11" })
      .d6(5, "catch", "h11")
    expect(playOk(match, state, events.list).state.ball).toEqual({ at: [9, 7], carrier: "h11", inPlay: true })
  })
})
