import { describe, expect, it } from "vitest"
import { legalDecisions } from "@sidelines/engine"
import { Events, playOk } from "./support/scenario.js"
import { holidayHeader, holidayPosition } from "./support/holiday.js"

const head = holidayHeader()

describe("Holiday Special: the legal decisions a simulator is offered", () => {
  it("every player may declare Throw Snowball; once declared, the snowball may be aimed only at opposition players within five squares", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], h2: [11, 9], a1: [13, 7], a2: [16, 7], a3: [10, 2] } })
    const declared = legalDecisions(match, state).filter((d) => d._tag === "ActionDeclared" && d.action === "throw-snowball")
    expect(declared.map((d) => (d as { player: string }).player).sort()).toEqual(["h1", "h2"])
    const aiming = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "throw-snowball" }).list).state
    const aims = legalDecisions(match, aiming).filter((d) => d._tag === "PassAimed").map((d) => (d as { at: readonly [number, number] }).at)
    // a1 three squares away and a3 five away; a2 is six away and h2 is a team-mate.
    expect(aims).toEqual(expect.arrayContaining([[13, 7], [10, 2]]))
    expect(aims).toHaveLength(2)
  })

  it("a Holiday Special house square is no step: moving into it is offered (it stops the mover), and Blood Bowl's actions stay on offer", () => {
    const { match, state } = holidayPosition(head, { team: 0, at: { h1: [10, 7], a1: [20, 7] }, houses: [[[11, 7]]] })
    const moving = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" }).list).state
    const steps = legalDecisions(match, moving).filter((d) => d._tag === "PlayerMoved" && !("jump" in d)).map((d) => (d as { to: readonly [number, number] }).to)
    expect(steps).toHaveLength(8)
    expect(steps).toContainEqual([11, 7])
  })
})
