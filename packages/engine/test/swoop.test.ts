import { describe, expect, it } from "vitest"
import { Events, header, player, playOk, positionOf, where } from "./support/scenario.js"

// A Troll who throws (PA 5+) and a Doom Diver with Swoop and Right Stuff (AG 3+).
const head = header(
  [
    player("t1", { position: "Troll", ma: 4, st: 5, ag: 5, pa: 5, av: 10, traits: ["Throw Team-mate"] }),
    player("d1", { position: "Doom Diver", ma: 6, st: 2, ag: 3, pa: 4, av: 8, traits: ["Right Stuff", "Stunty", "Swoop"] })
  ],
  [player("a1")]
)
const thrown = (face: number) =>
  new Events().add({ _tag: "ActionDeclared", player: "t1", action: "throw-team-mate" }).add({ _tag: "TeamMateThrown", player: "t1", target: "d1", at: [14, 8] }).d6(face, "throw-team-mate", "t1")

describe("Swoop", () => {
  it("no scatter after a superb throw: the template faces the far end zone, a 3 goes straight on, a D3 of 2 glides to (16,8), and he lands [trait:swoop]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], d1: [10, 8], a1: [3, 3] } })
    const events = thrown(6).add({ _tag: "SkillUsed", player: "d1", skill: "Swoop", at: [15, 8] }).d6(3, "swoop", "d1").roll("d3", [2], "swoop", "d1").d6(3, "landing", "d1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Swoop distance")).toMatchObject({ total: 2, result: "glides 2 squares to Q9" })
    expect(played.rulings.some((r) => r.rule === "Scatter")).toBe(false)
    expect(where(played.state, "d1")).toMatchObject({ at: [16, 8], posture: "standing" })
  })

  it("a terrible throw deviates from the thrower as for anyone, with no swoop [trait:swoop]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { t1: [10, 7], d1: [10, 8], a1: [3, 3] } })
    const events = thrown(2).add({ _tag: "RerollDeclined", team: "home" }).roll("d8", [4], "scatter").d6(2, "scatter").d6(6, "landing", "d1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.some((r) => r.rule.startsWith("Swoop"))).toBe(false)
    expect(where(played.state, "d1")).toMatchObject({ at: [8, 7], posture: "standing" })
  })
})
