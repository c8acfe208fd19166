import { describe, expect, it } from "vitest"
import { expecting, legalDecisions } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Animal Savagery: h1 (a savage) stands on (10, 7), team-mate h2 next to it on (10, 8), a1 on (11, 7).
const savage = (skills: ReadonlyArray<string> = []) =>
  header(
    [player("h1", { traits: ["Animal Savagery"], skills: [...skills] }), player("h2"), player("h3")],
    [player("a1"), player("a2")]
  )
const position = (fields: { at?: Record<string, readonly [number, number]>; prone?: ReadonlyArray<string>; ballCarrier?: string; skills?: ReadonlyArray<string> } = {}) =>
  positionOf(savage(fields.skills), {
    team: 0,
    at: (fields.at ?? { h1: [10, 7], h2: [10, 8], a1: [11, 7], a2: [20, 2] }) as never,
    ...(fields.prone === undefined ? {} : { prone: fields.prone }),
    ...(fields.ballCarrier === undefined ? {} : { ballCarrier: fields.ballCarrier })
  })
const declare = (action: "move" | "block", target?: string) =>
  new Events().add({ _tag: "ActionDeclared", player: "h1", action, ...(target === undefined ? {} : { target }) } as never)

describe("Animal Savagery [trait:animal-savagery]", () => {
  it("h1 declares a Move: a D6 first; a 4 and h1 moves as declared", () => {
    const { match, state } = position()
    expect(expecting(match, playOk(match, state, declare("move").list).state)).toMatchObject({ kind: "roll", die: "d6", for: "animal-savagery", player: "h1" })
    const played = playOk(match, state, declare("move").d6(4, "animal-savagery", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).d6(6, "dodge", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Animal Savagery")).toMatchObject({ success: true })
    expect(where(played.state, "h1").at).toEqual([9, 6])
  })

  it("declaring a Block adds +2: a 2 becomes 4 and the block goes ahead; the same 2 on a Move fails", () => {
    const { match, state } = position()
    const block = playOk(match, state, declare("block").d6(2, "animal-savagery", "h1").add({ _tag: "BlockThrown", player: "h1", target: "a1" }).list)
    expect(block.rulings.find((r) => r.rule === "Animal Savagery")).toMatchObject({ success: true, total: 4, modifiers: [{ value: 2, source: "block declared" }] })
    const move = playOk(match, state, declare("move").d6(2, "animal-savagery", "h1").list)
    expect(move.rulings.find((r) => r.rule === "Animal Savagery")).toMatchObject({ success: false })
  })

  it("a 3 (no re-roll taken): h1 lashes out — Home choose h2, who is Knocked Down (armour 4 + 3, not broken), no turnover, and h1 goes on moving", () => {
    const { match, state } = position()
    const failed = playOk(match, state, declare("move").d6(3, "animal-savagery", "h1").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(expecting(match, failed.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen"] })
    const played = playOk(match, state, declare("move").d6(3, "animal-savagery", "h1").add({ _tag: "RerollDeclined", team: "home" })
      .add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "animal-savagery" })
      .twoD6(4, 3, "armour", "h2")
      .add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).d6(6, "dodge", "h1").list)
    expect(where(played.state, "h2")).toMatchObject({ at: [10, 8], posture: "prone" })
    expect(played.outcomes.some((o) => o._tag === "Turnover")).toBe(false)
    expect(where(played.state, "h1").at).toEqual([9, 6])
  })

  it("legalDecisions offers lashing out at h2 only; a Prone savage rolls too, and a Blitz has the +2", () => {
    const { match, state } = position({ at: { h1: [10, 7], h2: [10, 8], h3: [3, 3], a1: [11, 7] } })
    const failed = playOk(match, state, declare("move").d6(3, "animal-savagery", "h1").add({ _tag: "RerollDeclined", team: "home" }).list).state
    const chosen = legalDecisions(match, failed).filter((d) => d._tag === "PlayerChosen").map((d) => (d as { player: string }).player)
    expect(chosen).toEqual(["h2"])
    const prone = position({ prone: ["h1"] })
    expect(expecting(prone.match, playOk(prone.match, prone.state, declare("move").list).state)).toMatchObject({ kind: "roll", for: "animal-savagery", player: "h1" })
    const blitz = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h1", action: "blitz", target: "a1" }).d6(2, "animal-savagery", "h1").list)
    expect(blitz.rulings.find((r) => r.rule === "Animal Savagery")).toMatchObject({ success: true, modifiers: [{ value: 2, source: "blitz declared" }] })
  })

  it("the team-mate knocked down held the ball: a turnover", () => {
    const { match, state } = position({ ballCarrier: "h2" })
    const played = playOk(match, state, declare("move").d6(1, "animal-savagery", "h1").add({ _tag: "RerollDeclined", team: "home" })
      .add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "animal-savagery" })
      .twoD6(1, 1, "armour", "h2")
      .roll("d8", [2], "bounce").list)
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Turnover", team: 0 }))
  })

  it("h1's Mighty Blow counts on the armour roll against h2: 4 + 4 + 1 breaks AV 9", () => {
    const { match, state } = position({ skills: ["Mighty Blow (+1)"] })
    const played = playOk(match, state, declare("move").d6(2, "animal-savagery", "h1").add({ _tag: "RerollDeclined", team: "home" })
      .add({ _tag: "PlayerChosen", team: "home", player: "h2", for: "animal-savagery" })
      .twoD6(4, 4, "armour", "h2").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ success: true })
  })

  it("only a Standing team-mate next to h1 may be chosen: not h3 far away, not the opponent a1", () => {
    const { match, state } = position({ at: { h1: [10, 7], h2: [10, 8], h3: [3, 3], a1: [11, 7] } })
    const failed = declare("move").d6(3, "animal-savagery", "h1").add({ _tag: "RerollDeclined", team: "home" })
    expect(play(match, state, [...failed.list, ...new Events(4).add({ _tag: "PlayerChosen", team: "home", player: "h3", for: "animal-savagery" }).list]).violation).toMatchObject({ rule: "Animal Savagery" })
    expect(play(match, state, [...failed.list, ...new Events(4).add({ _tag: "PlayerChosen", team: "home", player: "a1", for: "animal-savagery" }).list]).violation).toMatchObject({ rule: "Animal Savagery" })
  })

  it("no Standing team-mate next to h1 (h2 is Prone): the activation ends and h1 loses its tackle zone", () => {
    const { match, state } = position({ prone: ["h2"] })
    const failed = declare("move").d6(3, "animal-savagery", "h1").add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, failed.list)
    expect(where(played.state, "h1").lostTackleZones).toBe(true)
    expect(play(match, state, failed.add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).d6(6, "dodge", "h1").list).violation).not.toBeNull()
  })

  it("a team re-roll may be used on the D6: 3, re-rolled 5, and h1 acts", () => {
    const { match, state } = position()
    const played = playOk(match, state, declare("move").d6(3, "animal-savagery", "h1").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(5, "animal-savagery", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [9, 6] }).d6(6, "dodge", "h1").list)
    expect(where(played.state, "h1").at).toEqual([9, 6])
    expect(played.state.teams[0]!.rerolls).toBe(2)
  })

  it("a player without the trait rolls nothing", () => {
    const { match, state } = position()
    const played = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add({ _tag: "PlayerMoved", player: "h2", to: [9, 9] }).d6(6, "dodge", "h2").list)
    expect(where(played.state, "h2").at).toEqual([9, 9])
  })
})
