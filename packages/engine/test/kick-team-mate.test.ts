import { describe, expect, it } from "vitest"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// A kicker (ST 4, PA 4+, Mighty Blow) with Kick Team-mate, a Troll who only throws, a Goblin with Right Stuff.
const head = header(
  [
    player("k1", { position: "Kicker", ma: 6, st: 4, ag: 3, pa: 4, av: 9, skills: ["Mighty Blow (+1)"], traits: ["Kick Team-mate"] }),
    player("t1", { position: "Troll", ma: 4, st: 5, ag: 5, pa: 5, av: 10, traits: ["Throw Team-mate"] }),
    player("g1", { position: "Goblin", ma: 6, st: 2, ag: 3, pa: 4, av: 8, traits: ["Right Stuff", "Stunty"] }),
    player("g2", { position: "Goblin", ma: 6, st: 2, ag: 3, pa: 4, av: 8, traits: ["Right Stuff", "Stunty"] }),
    player("k2", { position: "Kicker", ma: 6, st: 4, ag: 3, pa: 4, av: 9, traits: ["Kick Team-mate"] }),
    player("k3", { position: "Kicker", ma: 6, st: 5, ag: 3, pa: 4, av: 9, skills: ["Strong Arm"], traits: ["Kick Team-mate", "Throw Team-mate"] })
  ],
  [player("a1")]
)
const kick = (target: string, at: [number, number]) =>
  new Events().add({ _tag: "ActionDeclared", player: "k1", action: "kick-team-mate" }).add({ _tag: "TeamMateThrown", player: "k1", target, at })

describe("Kick Team-mate", () => {
  it("kicked as a throw: a Short kick needs PA 4+ at −1, a 5 is superb, three scatters and a landing [action:kick-team-mate] [trait:kick-team-mate]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { k1: [10, 7], g1: [10, 8], a1: [3, 3], t1: [5, 5], g2: [5, 6] } })
    const events = kick("g1", [14, 8]).d6(5, "kick-team-mate", "k1").roll("d8", [5], "scatter").roll("d8", [4], "scatter").roll("d8", [7], "scatter").d6(3, "landing", "g1")
    const played = playOk(match, state, events.list)
    expect(played.rulings[0]).toMatchObject({ rule: "Kick Team-mate", target: 4, total: 4, row: "accurate" })
    expect(where(played.state, "g1")).toMatchObject({ at: [14, 9], posture: "standing" })
    // Apart from the Throw Team-mate: the Troll may still throw the other Goblin this turn.
    const next = playOk(match, played.state, new Events(events.list.length + 1).add({ _tag: "ActionDeclared", player: "t1", action: "throw-team-mate" }).list)
    expect(next.state.activePlayer).toBe("t1")
  })

  it("a fumbled kick removes the Goblin from play: an Injury roll with the kicker's Mighty Blow, Stunned counting as KO'd [action:kick-team-mate] [trait:kick-team-mate]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { k1: [10, 7], g1: [10, 8], a1: [3, 3] } })
    const events = kick("g1", [14, 8]).d6(1, "kick-team-mate", "k1").add({ _tag: "RerollDeclined", team: "home" }).twoD6(2, 3, "injury", "g1")
    const played = playOk(match, state, events.list)
    const injury = played.rulings.find((r) => r.rule === "Injury")!
    expect(injury.modifiers).toEqual([{ value: 1, source: "Mighty Blow of k1 (#1), the kicker (used by the opposing coach)" }])
    expect(injury).toMatchObject({ total: 6, row: "stunned" })
    expect(where(played.state, "g1")).toMatchObject({ at: null, box: "ko" })
    expect(played.state.turnover).toBeNull()
  })

  it("only a player with the trait may kick, and only once per team turn [action:kick-team-mate] [trait:kick-team-mate]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], g1: [10, 8], k1: [5, 5], g2: [5, 6], k2: [20, 7] } })
    const troll = play(match, state, new Events().add({ _tag: "ActionDeclared", player: "t1", action: "kick-team-mate" }).list)
    expect(troll.violation).toMatchObject({ _tag: "RuleViolation", rule: "Kick Team-mate" })
    const twice = new Events().add({ _tag: "ActionDeclared", player: "k1", action: "kick-team-mate" }).add({ _tag: "ActionEnded", player: "k1" })
      .add({ _tag: "ActionDeclared", player: "k2", action: "kick-team-mate" })
    expect(play(match, state, twice.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "one kick-team-mate per team turn" })
  })

  it("Strong Arm helps a Throw Team-mate but not a Kick Team-mate: the same 4 is a kick at −1, a throw at −1 +1 [action:kick-team-mate] [skill:strong-arm]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { k3: [10, 7], g1: [10, 8], a1: [3, 3] } })
    const kicked = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "k3", action: "kick-team-mate" })
      .add({ _tag: "TeamMateThrown", player: "k3", target: "g1", at: [14, 8] }).d6(4, "kick-team-mate", "k3").list)
    expect(kicked.rulings[0]).toMatchObject({ rule: "Kick Team-mate", total: 3, row: "inaccurate" })
    expect(kicked.rulings[0]!.modifiers!.some((m) => m.source.includes("Strong Arm"))).toBe(false)
    const thrown = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "k3", action: "throw-team-mate" })
      .add({ _tag: "TeamMateThrown", player: "k3", target: "g1", at: [14, 8] }).d6(4, "throw-team-mate", "k3").list)
    expect(thrown.rulings[0]).toMatchObject({ total: 4, row: "accurate" })
    expect(thrown.rulings[0]!.modifiers).toContainEqual({ value: 1, source: "skill: Strong Arm" })
  })
})
