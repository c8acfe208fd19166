import { describe, expect, it } from "vitest"
import { Events, play, playOk } from "./support/scenario.js"
import { blightHeader, blightPosition } from "./support/blight.js"

// Alpha West, beta North, gamma East, delta South; the crowd fills the four corners between the arms.

describe("BlightBowl: nothing goes over the crowd between two arms", () => {
  const pass = (to: readonly [number, number]) =>
    new Events().add({ _tag: "ActionDeclared", player: "a1", action: "pass" }).add({ _tag: "PassAimed", player: "a1", at: to })

  it("a1 on (2, 6), in West's arm, may not pass to (6, 2), in North's: the ball would fly over the crowd at (4, 4)", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [2, 6] }, ballCarrier: "a1" })
    expect(play(match, state, pass([6, 2]).list).violation).toMatchObject({ rule: "pass", message: expect.stringContaining("over the crowd") })
  })

  it("…except a Hail Mary Pass: a1 with the skill on (2, 6) throws one to (6, 2), over the crowd at (4, 4) [skill:hail-mary-pass]", () => {
    const hail = blightHeader("free-for-all", { a1: { skills: ["Hail Mary Pass"] } })
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [2, 6] }, ballCarrier: "a1" }, [0, 1, 2, 3], hail)
    const events = new Events(state.seq + 1).add({ _tag: "ActionDeclared", player: "a1", action: "pass" })
      .add({ _tag: "SkillUsed", player: "a1", skill: "Hail Mary Pass" }).add({ _tag: "PassAimed", player: "a1", at: [6, 2] })
    expect(playOk(match, state, events.list).state.stack.at(-1)).toMatchObject({ _tag: "PassRoll" })
    // Without declaring it, the same player's pass over the crowd is refused.
    expect(play(match, state, pass([6, 2]).list).violation).toMatchObject({ rule: "pass", message: expect.stringContaining("over the crowd") })
  })

  it("a pass along the arm, (2, 6) to (2, 10), is thrown as usual", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [2, 6] }, ballCarrier: "a1" })
    expect(playOk(match, state, pass([2, 10]).list).state.stack.at(-1)).toMatchObject({ _tag: "PassRoll" })
  })

  it("a pass past the elbow that only touches the corner of the crowd, (3, 6) to (6, 3), is thrown as usual", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [3, 6] }, ballCarrier: "a1" })
    expect(play(match, state, pass([6, 3]).list).violation).toBe(null)
  })

  it("a team-mate is not thrown over the crowd either: a1 (Throw Team-mate) on (2, 6) may throw a2 (Right Stuff) to (2, 10), along the arm, not to (6, 2) [trait:throw-team-mate]", () => {
    const throwers = blightHeader("free-for-all", { a1: { st: 5, traits: ["Throw Team-mate"] }, a2: { st: 2, traits: ["Right Stuff"] } })
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [2, 6], a2: [2, 7] } }, [0, 1, 2, 3], throwers)
    const thrown = (at: readonly [number, number]) => new Events(state.seq + 1).add({ _tag: "ActionDeclared", player: "a1", action: "throw-team-mate" })
      .add({ _tag: "TeamMateThrown", player: "a1", target: "a2", at })
    expect(play(match, state, thrown([6, 2]).list).violation).toMatchObject({ message: expect.stringContaining("over the crowd") })
    expect(play(match, state, thrown([2, 10]).list).violation).toBe(null)
  })

  it("nor is a bomb: a1 (Bombardier) on (2, 6) may throw one at (2, 10), not at (6, 2) [trait:bombardier]", () => {
    const bombers = blightHeader("free-for-all", { a1: { traits: ["Bombardier", "Secret Weapon"] } })
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [2, 6] } }, [0, 1, 2, 3], bombers)
    const bomb = (at: readonly [number, number]) => new Events(state.seq + 1).add({ _tag: "ActionDeclared", player: "a1", action: "throw-bomb" })
      .add({ _tag: "PassAimed", player: "a1", at })
    expect(play(match, state, bomb([6, 2]).list).violation).toMatchObject({ message: expect.stringContaining("over the crowd") })
    expect(play(match, state, bomb([2, 10]).list).violation).toBe(null)
  })

  it("a1 with Leap on (3, 5) may not leap to (5, 3): the crowd at (4, 4) is between", () => {
    const head = blightHeader("free-for-all", { a1: { skills: ["Leap"] } })
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [3, 5] } }, [0, 1, 2, 3], head)
    const events = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "move" }).add({ _tag: "PlayerMoved", player: "a1", to: [5, 3], jump: true })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "jump", message: expect.stringContaining("crowd") })
    const along = new Events().add({ _tag: "ActionDeclared", player: "a1", action: "move" }).add({ _tag: "PlayerMoved", player: "a1", to: [5, 5], jump: true })
    expect(play(match, state, along.list).violation).toBe(null)
  })
})

describe("BlightBowl: the crowd throws the ball back onto the cross", () => {
  it("a ball bouncing off the south sideline of West's arm at (2, 19) is thrown back north: 3 then 2 + 2, it lands on (2, 15)", () => {
    // a1 on (3, 18) steps onto the ball at (2, 19) and fails the pick-up; it bounces down off the pitch.
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [3, 18] }, ballAt: [2, 19] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [2, 19] })
      .d6(1, "pick-up", "a1")
      .add({ _tag: "RerollDeclined", team: "alpha" })
      .roll("d8", [7], "bounce")
      .d6(3, "throw-in-direction")
      .twoD6(2, 2, "throw-in-distance")
    const played = playOk(match, state, events.list)
    expect(played.state.ball).toEqual({ at: [2, 15], carrier: null, inPlay: true })
  })

  // a1 on (6, 6) steps onto the ball at the elbow (5, 5) and fails the pick-up; the D8 (1: up-left) takes it off the pitch at the corner.
  const pastTheElbow = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "a1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "a1", to: [5, 5] })
      .d6(1, "pick-up", "a1")
      .add({ _tag: "RerollDeclined", team: "alpha" })
      .roll("d8", [1], "bounce")

  it("a ball leaving diagonally past an elbow, (5, 5) to (4, 4), is thrown straight back diagonally (our reading): a 3 and 2 + 1 land it on (8, 8)", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [6, 6] }, ballAt: [5, 5] })
    const played = playOk(match, state, pastTheElbow().d6(3, "throw-in-direction").twoD6(2, 1, "throw-in-distance").list)
    expect(played.state.ball).toEqual({ at: [8, 8], carrier: null, inPlay: true })
  })

  it("the template's sides then run straight along the pitch's two edges there: a 1 throws it along the row, to (8, 5); a 6 down the column, to (5, 8)", () => {
    const { match, state } = blightPosition("free-for-all", { team: 0, at: { a1: [6, 6] }, ballAt: [5, 5] })
    const one = playOk(match, state, pastTheElbow().d6(1, "throw-in-direction").twoD6(2, 1, "throw-in-distance").list)
    const six = playOk(match, state, pastTheElbow().d6(6, "throw-in-direction").twoD6(2, 1, "throw-in-distance").list)
    expect([one.state.ball.at, six.state.ball.at]).toEqual([[8, 5], [5, 8]])
  })
})
