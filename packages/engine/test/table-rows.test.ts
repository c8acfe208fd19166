import type { MatchStarted } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { kickOffHeader, kickOffPosition, kickOffRoll } from "./support/kick-off-support.js"
import { Events, header, player, playOk, positionOf, where } from "./support/scenario.js"
import { sevensHeader, sevensPosition } from "./support/sevens.js"
import { gutterHeader, gutterKickOff, gutterPosition } from "./support/gutter.js"

// Table rows and inducements the older tests did not reach, one test each, tagged with the rule
// they prove ([row:…], [inducement:…]; see docs/coverage.md).

// h5, an Ogre (no Mighty Blow, so the totals are the dice), blocks and rolls POW; a1 is a
// Lineman, a2 a Stunty Goblin; the push goes to (12, 7).
const head = (fields: Partial<MatchStarted> = {}) =>
  header(
    [player("h5", { position: "Ogre", st: 5 })],
    [player("a1"), player("a2", { position: "Goblin", st: 2, av: 8, skills: ["Dodge", "Stunty"] })],
    fields
  )

const pow = (target: string) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
    .add({ _tag: "BlockThrown", player: "h5", target })
    .roll("block", target === "a2" ? [6, 6, 6] : [6, 6], "block", "h5")
    .add({ _tag: "BlockDieChosen", face: 6 })
    .add({ _tag: "PushChosen", player: target, to: [12, 7] })
    .add({ _tag: "FollowUpChosen", player: "h5", follow: false })

const blocked = (target: string, head0 = head()) => positionOf(head0, { team: 0, at: { h5: [10, 7], [target]: [11, 7] } })

describe("Blood Bowl's Stunty injury table", () => {
  it("2–6 Stunned: a Goblin rolling 6 stays on the pitch, Stunned [row:blood-bowl/stunty-injury/stunned]", () => {
    const { match, state } = blocked("a2")
    const played = playOk(match, state, pow("a2").twoD6(5, 5, "armour", "a2").twoD6(3, 3, "injury", "a2").list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 6, row: "stunned" })
    expect(where(played.state, "a2")).toMatchObject({ at: [12, 7], posture: "stunned" })
  })

  it("10–12 Casualty: a Goblin rolling 10 rolls the D16 [row:blood-bowl/stunty-injury/casualty]", () => {
    const { match, state } = blocked("a2")
    const played = playOk(match, state, pow("a2").twoD6(5, 5, "armour", "a2").twoD6(5, 5, "injury", "a2").roll("d16", [2], "casualty", "a2").list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 10, row: "casualty" })
    expect(played.rulings.find((r) => r.rule === "Casualty")).toMatchObject({ row: "badly-hurt" })
    expect(where(played.state, "a2").box).toBe("bh")
  })
})

describe("Blood Bowl's casualty table", () => {
  const casualty = (face: number) => pow("a1").twoD6(5, 5, "armour", "a1").twoD6(5, 5, "injury", "a1").roll("d16", [face], "casualty", "a1")

  it("7–9 Seriously Hurt: to the SI box [row:blood-bowl/casualty/seriously-hurt]", () => {
    const { match, state } = blocked("a1")
    const played = playOk(match, state, casualty(8).list)
    expect(played.rulings.find((r) => r.rule === "Casualty")).toMatchObject({ row: "seriously-hurt" })
    expect(where(played.state, "a1").box).toBe("si")
    expect(played.outcomes).toContainEqual({ _tag: "Injury", player: "a1", result: "seriously-hurt", cause: "block", by: "h5" })
  })

  it("15–16 Dead: to the dead box [row:blood-bowl/casualty/dead]", () => {
    const { match, state } = blocked("a1")
    const played = playOk(match, state, casualty(16).list)
    expect(played.rulings.find((r) => r.rule === "Casualty")).toMatchObject({ row: "dead" })
    expect(where(played.state, "a1").box).toBe("dead")
  })

  describe("13–14 Lasting Injury: a D6 says which characteristic", () => {
    it("1–2 Head Injury [row:blood-bowl/lasting-injury/head-injury]", () => lasting(1, "head-injury"))
    it("4 Broken Arm [row:blood-bowl/lasting-injury/broken-arm]", () => lasting(4, "broken-arm"))
    it("5 Neck Injury [row:blood-bowl/lasting-injury/neck-injury]", () => lasting(5, "neck-injury"))
    it("6 Dislocated Shoulder [row:blood-bowl/lasting-injury/dislocated-shoulder]", () => lasting(6, "dislocated-shoulder"))
  })

  const lasting = (face: number, row: string) => {
    const { match, state } = blocked("a1")
    const played = playOk(match, state, casualty(13).d6(face, "lasting-injury", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Lasting injury")).toMatchObject({ row })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "si" })
  }
})

describe("the Sevens Stunty injury table", () => {
  const goblin = () =>
    sevensPosition(
      sevensHeader({ home: [player("h1", { position: "Ogre", st: 5 })], away: [player("a2", { position: "Goblin", st: 2, av: 8, skills: ["Stunty"] })] }),
      { team: 0, at: { h1: [10, 5], a2: [11, 5] } }
    )
  const sevensPow = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a2" })
      .roll("block", [6, 6, 6], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a2", to: [12, 5] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(5, 5, "armour", "a2")

  it("2–6 Stunned: a Goblin rolling 6 stays on the pitch [row:sevens/stunty-injury/stunned]", () => {
    const { match, state } = goblin()
    const played = playOk(match, state, sevensPow().twoD6(3, 3, "injury", "a2").list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 6, row: "stunned" })
    expect(where(played.state, "a2")).toMatchObject({ at: [12, 5], posture: "stunned" })
  })

  it("12 Dead: no casualty roll, straight to the dead box [row:sevens/stunty-injury/dead]", () => {
    const { match, state } = goblin()
    const played = playOk(match, state, sevensPow().twoD6(6, 6, "injury", "a2").list)
    expect(played.rulings.find((r) => r.rule === "Injury")).toMatchObject({ total: 12, row: "dead" })
    expect(where(played.state, "a2").box).toBe("dead")
  })
})

describe("Gutter Bowl weather rows the older tests did not reach", () => {
  it("Howling Winds (street, 3): a pass is at −1 [row:gutter-bowl.street/weather/howling-winds]", () => {
    const { match, state } = gutterPosition(gutterHeader("street"), { team: 0, weather: "howling-winds", at: { h1: [2, 7], h2: [5, 7] }, ballCarrier: "h1" })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }).add({ _tag: "PassAimed", player: "h1", at: [5, 7] }).d6(5, "pass", "h1")
    const thrown = playOk(match, state, events.list).rulings.find((r) => r.rule === "Pass")!
    expect(thrown.modifiers).toContainEqual({ value: -1, source: "weather: howling winds" })
  })

  it("It's Getting Warm (sewer, 11): picking up the ball is at −1 [row:gutter-bowl.sewer/weather/its-getting-warm]", () => {
    const { match, state } = gutterPosition(gutterHeader("sewer"), { team: 0, weather: "its-getting-warm", at: { h1: [11, 7] }, ballAt: [12, 7] })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).add({ _tag: "PlayerMoved", player: "h1", to: [12, 7] }).d6(3, "pick-up", "h1")
    const pickUp = playOk(match, state, events.list).rulings.find((r) => r.rule === "Pick-up")!
    expect(pickUp).toMatchObject({ total: 2, success: false, modifiers: [{ value: -1, source: "weather: it's getting warm" }] })
  })

  it("No More Disgusting Than Usual (sewer, 4–10) is the sewer's calm weather: Changing Weather's 7 scatters the kick [row:gutter-bowl.sewer/weather/no-more-disgusting-than-usual]", () => {
    const { match, state } = gutterKickOff(gutterHeader("sewer"), [18, 7])
    const played = playOk(match, state, new Events().twoD6(4, 4, "kick-off-event").twoD6(3, 4, "changing-weather").list)
    expect(played.state.weather).toBe("no-more-disgusting-than-usual")
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "scatter" })
  })
})

describe("inducements the older tests did not reach", () => {
  it("Temp Agency Cheerleaders add to Cheering Fans like the team's own [inducement:temp-agency-cheerleaders]", () => {
    const { match, state } = kickOffPosition(kickOffHeader({ homeInducements: [{ id: "temp-agency-cheerleaders", count: 2 }] }), { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(6).d6(3, "cheering-fans").d6(4, "cheering-fans").list)
    const home = played.rulings.filter((r) => r.rule === "Cheering Fans")[0]!
    expect(home).toMatchObject({ total: 5 })
    expect(home.modifiers).toEqual([{ value: 2, source: "temp agency cheerleaders" }])
  })

  it("Part-time Assistant Coaches add to Brilliant Coaching like the team's own [inducement:part-time-assistant-coaches]", () => {
    const { match, state } = kickOffPosition(kickOffHeader({ homeInducements: [{ id: "part-time-assistant-coaches", count: 1 }] }), { landing: [20, 5] })
    const played = playOk(match, state, kickOffRoll(7).d6(3, "brilliant-coaching").d6(3, "brilliant-coaching").list)
    expect(played.rulings.find((r) => r.rule === "Brilliant Coaching" && r.total === 4)!.modifiers).toEqual([{ value: 1, source: "part-time assistant coaches" }])
    expect(played.state.teams.map((t) => t.rerolls)).toEqual([4, 3])
  })

  it("a Wandering Apothecary patches up a KO for a team without an apothecary of its own [inducement:wandering-apothecary]", () => {
    const hired = head({})
    const withWanderer: MatchStarted = { ...hired, teams: hired.teams.map((t, i) => (i === 1 ? { ...t, inducements: [{ id: "wandering-apothecary", count: 1 }] } : t)) }
    const { match, state } = blocked("a1", withWanderer)
    const events = pow("a1").twoD6(5, 5, "armour", "a1").twoD6(4, 4, "injury", "a1").add({ _tag: "ApothecaryUsed", team: "away", player: "a1" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "stunned" })
    expect(played.state.teams[1]!.apothecaries).toBe(0)
  })
})
