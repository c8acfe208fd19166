import { describe, expect, it } from "vitest"
import { Events, play, playOk, where } from "./support/scenario.js"
import { blightHeader, blightPosition } from "./support/blight.js"

// Alpha West, beta North, gamma East, delta South. In allies, alpha and beta play gamma and delta.
const notes = (outcomes: ReadonlyArray<{ _tag: string; text?: string }>) => outcomes.flatMap((o) => (o._tag === "Note" ? [o.text!] : []))

describe("BlightBowl allies: tackle zones", () => {
  // a1 on (5, 12) with b1 next to them on (6, 12); a1 steps away to (4, 12).
  const stepAway = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "move" }).add({ _tag: "PlayerMoved", player: "a1", to: [4, 12] })

  it("an ally's tackle zone is ignored: a1 leaves b1's side without a dodge", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [5, 12], b1: [6, 12] } })
    const played = playOk(match, state, stepAway.list)
    expect(where(played.state, "a1").at).toEqual([4, 12])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Activation" })
  })

  it("in free-for-all b1 is an opponent: the same step is a dodge", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [5, 12], b1: [6, 12] } })
    expect(playOk(match, state, stepAway.list).state.stack.at(-1)).toMatchObject({ _tag: "Test", test: "dodge" })
  })

  it("gamma's tackle zone still counts in allies: leaving c1's side is a dodge", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [5, 12], c1: [6, 12] } })
    expect(playOk(match, state, stepAway.list).state.stack.at(-1)).toMatchObject({ _tag: "Test", test: "dodge" })
  })
})

describe("BlightBowl allies: team-mates for the rules", () => {
  const stupid = blightHeader("allies", { a1: { traits: ["Really Stupid"] } })
  const declare = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "move" }).d6(2, "really-stupid", "a1")

  it("Really Stupid a1 with ally b1 beside them: the 2 takes +2 and passes", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [5, 12], b1: [6, 12] } }, [0, 1, 2, 3], stupid)
    expect(playOk(match, state, declare.list).rulings.at(-1)).toMatchObject({ rule: "Really Stupid", success: true })
  })

  it("the same with c1, an opponent, beside them: the 2 fails", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [5, 12], c1: [6, 12] } }, [0, 1, 2, 3], stupid)
    expect(playOk(match, state, declare.list).rulings.at(-1)).toMatchObject({ rule: "Really Stupid", success: false })
  })
})

describe("BlightBowl allies: blocks", () => {
  const blockC1 = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "block" }).add({ _tag: "BlockThrown", player: "a1", target: "c1" })

  it("an ally assists: a1 (ST 3) blocks c1 (ST 3) with b1 also next to c1 — ST 4 against 3, two dice, alpha choose", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [7, 12], c1: [8, 12], b1: [9, 12] } })
    const played = playOk(match, state, blockC1.list)
    expect(notes(played.outcomes).some((text) => text.includes("2 dice, Alpha choose"))).toBe(true)
  })

  it("in free-for-all beta does not help alpha: the same block is one die", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [7, 12], c1: [8, 12], b1: [9, 12] } })
    expect(notes(playOk(match, state, blockC1.list).outcomes).some((text) => text.includes("1 die, Alpha choose"))).toBe(true)
  })

  it("an ally gives a defensive assist too: b1 blocks c1 while d1, next to b1, helps c1 — ST 3 against 4, two dice, gamma choose", () => {
    const { match, state } = blightPosition("allies", { team: 1, at: { b1: [12, 7], c1: [12, 8], d1: [13, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "b1", action: "block" }).add({ _tag: "BlockThrown", player: "b1", target: "c1" })
    expect(notes(playOk(match, state, events.list).outcomes).some((text) => text.includes("2 dice, Gamma choose"))).toBe(true)
  })

  it("no block on an ally: a1 blocking b1 is a violation in allies, an ordinary block in free-for-all", () => {
    const blockB1 = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "block" }).add({ _tag: "BlockThrown", player: "a1", target: "b1" })
    const allies = blightPosition("allies", { team: 0, at: { a1: [7, 12], b1: [8, 12] } })
    expect(play(allies.match, allies.state, blockB1.list).violation).toMatchObject({ rule: "block", message: expect.stringContaining("ally") })
    const ffa = blightPosition("free-for-all", { team: 0, at: { a1: [7, 12], b1: [8, 12] } })
    expect(play(ffa.match, ffa.state, blockB1.list).violation).toBe(null)
  })

  it("no Blitz at an ally either", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [7, 12], b1: [9, 12] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "blitz", target: "b1" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "blitz" })
  })

  it("an ally assists a foul: a1 fouls prone c1 with b1 also next to c1 — the armour roll takes +1", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [7, 12], c1: [8, 12], b1: [9, 12] }, prone: ["c1"] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "foul" }).add({ _tag: "FoulCommitted", player: "a1", target: "c1" }).twoD6(2, 3, "armour", "c1")
    const armour = playOk(match, state, events.list).rulings.find((r) => r.rule.toLowerCase().includes("armour"))
    expect(armour?.modifiers).toEqual([{ value: 1, source: "assist: b1 (#1)" }])
  })

  it("no foul on a prone ally", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [7, 12], b1: [8, 12] }, prone: ["b1"] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "foul" }).add({ _tag: "FoulCommitted", player: "a1", target: "b1" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "foul", message: expect.stringContaining("ally") })
  })
})

describe("BlightBowl allies: the ball", () => {
  const handOff = () => new Events().add({ _tag: "ActionDeclared", player: "a1", action: "hand-off" }).add({ _tag: "HandedOff", player: "a1", target: "b1" })

  it("a hand-off to an ally: b1 catches (4) and holds the ball, and it is still alpha's turn, no turnover", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [7, 12], b1: [8, 12] }, ballCarrier: "a1" })
    const played = playOk(match, state, handOff().d6(4, "catch", "b1").list)
    expect(played.state.ball.carrier).toBe("b1")
    expect(played.state.turnover).toBe(null)
    expect(played.state.activeTeam).toBe(0)
  })

  it("a hand-off to an ally in their scoring end zone: b1 (North) catches on (13, 24), South's end zone — beta score, and alpha's turn ends", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [12, 23], b1: [13, 24] }, ballCarrier: "a1" })
    const played = playOk(match, state, handOff().d6(4, "catch", "b1").list)
    expect(played.outcomes.filter((o) => o._tag === "Touchdown")).toEqual([{ _tag: "Touchdown", team: 1, player: "b1" }])
    expect(played.state.teams.map((t) => t.score)).toEqual([0, 1, 0, 0])
  })

  it("a hand-off to beta in free-for-all is a violation: beta are opponents", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [7, 12], b1: [8, 12] }, ballCarrier: "a1" })
    expect(play(match, state, handOff().list).violation).toMatchObject({ rule: "hand-off" })
  })

  it("a pass to an ally on (8, 8), caught: the pass is completed and alpha keep playing", () => {
    const { match, state } = blightPosition("allies", { team: 0, at: { a1: [6, 12], b1: [8, 9] }, ballCarrier: "a1" })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "pass" })
      .add({ _tag: "PassAimed", player: "a1", at: [8, 9] })
      .d6(5, "pass", "a1")
      .d6(5, "catch", "b1")
    const played = playOk(match, state, events.list)
    expect(played.state.ball.carrier).toBe("b1")
    expect(played.state.turnover).toBe(null)
    expect(where(played.state, "a1").stats.completions).toBe(1)
  })

  it("an ally falling in alpha's turn is a turnover: c1 is pushed into b1, holding the ball on the end zone's edge between b2 and b3, who goes into the crowd", () => {
    // b2 and b3 beside b1 leave c1 nowhere to go but b1's square.
    const at = { a1: [2, 12], c1: [1, 12], b1: [0, 12], b2: [0, 11], b3: [0, 13] } as const
    // In allies beta's three players also assist a1 (ST 6 against 3: two dice, twice as strong but not more); in free-for-all it is one die.
    const events = (dice: ReadonlyArray<number>) => new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "block" })
      .add({ _tag: "BlockThrown", player: "a1", target: "c1" })
      .roll("block", dice, "block")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "c1", to: [0, 12] })
      .add({ _tag: "PushChosen", player: "b1", to: null })
    const allies = blightPosition("allies", { team: 0, at, ballCarrier: "b1" })
    const played = play(allies.match, allies.state, events([3, 3]).list)
    expect(played.violation).toBe(null)
    expect(played.outcomes.filter((o) => o._tag === "Turnover")).toMatchObject([{ team: 0, cause: "pushed-into-crowd" }])
    const ffa = blightPosition("free-for-all", { team: 0, at, ballCarrier: "b1" })
    const third = play(ffa.match, ffa.state, events([3]).list)
    expect(third.violation).toBe(null)
    expect(third.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
  })

  it("the header's mode decides: grudge puts alpha alone against the other three, who are allies", () => {
    const head = blightHeader("grudge")
    const { match, state } = blightPosition("grudge", { team: 1, at: { b1: [12, 7], c1: [12, 8] } }, [0, 1, 2, 3], head)
    const events = new Events().add({ _tag: "ActionDeclared", player: "b1", action: "block" }).add({ _tag: "BlockThrown", player: "b1", target: "c1" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "block" })
  })
})
