import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Pro on block dice (BB2020: once per team turn, in the player's activation, one die — one of
// several block dice too): a D6 `pro`, 3+ that die is rolled again, 1–2 it stands; either way no
// other re-roll may take these dice (core/block.ts, proBlockDie).

const head = header(
  [player("h1", { st: 4, skills: ["Pro"] }), player("h2", { skills: ["Pro"] }), player("h3"), player("h4", { st: 4, skills: ["Pro", "Brawler"] })],
  [player("a1"), player("a2")]
)

const block = (attacker: string, target: string, faces: ReadonlyArray<number>) =>
  new Events().add({ _tag: "ActionDeclared", player: attacker, action: "block" }).add({ _tag: "BlockThrown", player: attacker, target }).roll("block", faces, "block", attacker)
const pro = (events: Events, die?: number) => events.add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Pro", ...(die === undefined ? {} : { die }) } as never)

describe("Pro re-rolls one of the block dice [skill:pro]", () => {
  it("h1 (ST 4, Pro) blocks a1 (ST 3): two dice, Attacker Down and Both Down; Pro on the Attacker Down (die 0), a 4, rolls it again: POW; h1 chooses it and a1 goes down", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [20, 3] } })
    const events = pro(block("h1", "a1", [1, 2]), 0).d6(4, "pro", "h1")
    const asked = playOk(match, state, pro(block("h1", "a1", [1, 2]), 0).list)
    expect(expecting(match, asked.state)).toMatchObject({ kind: "roll", die: "d6", for: "pro", player: "h1" })
    const rerolled = playOk(match, state, events.roll("block", [6], "block", "h1").list)
    expect(rerolled.rulings.find((r) => r.rule === "Pro")).toMatchObject({ target: 3, success: true, notes: ["the attacker-down block die (die 0) is re-rolled"] })
    expect(rerolled.rulings.at(-1)).toMatchObject({ rule: "Block dice", result: "attacker-down (die 0) re-rolled: pow" })
    const played = playOk(match, state, events.add({ _tag: "BlockDieChosen", face: 6 } as never).add({ _tag: "PushChosen", player: "a1", to: [12, 7] } as never).add({ _tag: "FollowUpChosen", player: "h1", follow: false } as never).twoD6(2, 2, "armour", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "prone" })
    expect(where(played.state, "h1").used).toContain("Pro")
    expect(played.state.teams[0]!.rerolls).toBe(state.teams[0]!.rerolls)
  })

  it("a Pro roll of 2: the die stands, and a team re-roll may not take these dice after it", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [20, 3] } })
    const failed = playOk(match, state, pro(block("h1", "a1", [1, 2]), 0).d6(2, "pro", "h1").list)
    expect(failed.rulings.find((r) => r.rule === "Pro")).toMatchObject({ success: false, notes: ["the attacker-down block die stands, and no other re-roll may take it"] })
    expect(expecting(match, failed.state)).toMatchObject({ kind: "decision", events: ["BlockDieChosen", "RerollUsed"] })
    const team = play(match, state, pro(block("h1", "a1", [1, 2]), 0).d6(2, "pro", "h1").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).list)
    expect(team.violation).toMatchObject({ rule: "re-roll" })
  })

  it("one die (h2, ST 3, against a1): Pro needs no die named; a 3 rolls it again", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7], a2: [20, 3] } })
    const played = playOk(match, state, pro(block("h2", "a1", [1])).d6(3, "pro", "h2").roll("block", [5], "block", "h2").list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Block dice", result: "attacker-down (die 0) re-rolled: defender-stumbles" })
  })

  it("not applying: without Pro, with Pro already used this turn, or on several dice without naming one, it is refused", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7], a2: [20, 3] } })
    const lineman = positionOf(head, { team: 0, at: { h3: [10, 7], a1: [11, 7], a2: [20, 3] } })
    const noSkill = play(lineman.match, lineman.state, pro(block("h3", "a1", [1])).list)
    expect(noSkill.violation).toMatchObject({ rule: "Pro" })
    expect(noSkill.violation!.message).toMatch(/does not have Pro/)
    const used = { ...state, players: state.players.map((p) => (p.id === "h1" ? { ...p, used: ["Pro"] } : p)) }
    expect(play(match, used, pro(block("h1", "a1", [1, 2]), 0).list).violation!.message).toMatch(/no unused Pro this turn/)
    expect(play(match, state, pro(block("h1", "a1", [1, 2])).list).violation!.message).toMatch(/name it with RerollUsed's die/)
  })

  it("each die once: h4 (ST 4, Pro and Brawler) rolls Attacker Down and Both Down; Pro on the Attacker Down fails (a 2), and Brawler still re-rolls the other die, the Both Down: a Pow", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [10, 7], a1: [11, 7], a2: [20, 3] } })
    const brawl = { _tag: "RerollUsed", team: "home", source: "skill", skill: "Brawler", player: "h4" } as never
    const played = playOk(match, state, pro(block("h4", "a1", [1, 2]), 0).d6(2, "pro", "h4").add(brawl).roll("block", [6], "block", "h4").list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", stage: "choose", faces: [1, 6], rerolledDice: [{ die: 0, by: "Pro" }, { die: 1, by: "Brawler" }] })
    // Brawler first, then Pro on the die Brawler did not take.
    const other = playOk(match, state, pro(block("h4", "a1", [1, 2]).add(brawl).roll("block", [3], "block", "h4"), 0).d6(4, "pro", "h4").roll("block", [6], "block", "h4").list)
    expect(other.state.stack.at(-1)).toMatchObject({ faces: [6, 3] })
  })

  it("not applying: no die twice — Pro on the die Brawler re-rolled is refused, and so is a team re-roll of the whole roll after either", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [10, 7], a1: [11, 7], a2: [20, 3] } })
    const brawl = { _tag: "RerollUsed", team: "home", source: "skill", skill: "Brawler", player: "h4" } as never
    const brawled = block("h4", "a1", [1, 2]).add(brawl).roll("block", [3], "block", "h4")
    expect(play(match, state, pro(brawled, 1).list).violation!.message).toMatch(/die 1 \(push\) has already been re-rolled; no die is re-rolled twice/)
    const team = play(match, state, brawled.add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).list)
    expect(team.violation).toMatchObject({ rule: "re-roll" })
  })
})
