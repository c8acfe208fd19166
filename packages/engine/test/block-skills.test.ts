import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Block-family skills (Blood Bowl 2020): one home player per skill, opponents with the skills they counter.
const head = header(
  [
    player("h1"),
    player("h2", { skills: ["Juggernaut"] }),
    player("h3", { skills: ["Grab"] }),
    player("h4", { skills: ["Juggernaut", "Wrestle"] }),
    player("h5", { skills: ["Brawler"] }),
    player("h6", { position: "Ogre", st: 4, skills: ["Brawler"] }),
    player("h7", { skills: ["Pile Driver"] }),
    player("h8", { skills: ["Strip Ball"] }),
    player("h9", { position: "Ogre", st: 5, skills: ["Multiple Block"] }),
    player("h10", { skills: ["Guard"] })
  ],
  [
    player("a1"),
    player("a2", { skills: ["Fend"] }),
    player("a3", { skills: ["Stand Firm"] }),
    player("a4", { skills: ["Wrestle"] }),
    player("a5", { skills: ["Sidestep"] }),
    player("a6"),
    player("a7", { skills: ["Sure Hands"] }),
    player("a8", { skills: ["Defensive"] }),
    player("a9", { skills: ["Foul Appearance"] })
  ]
)

const block = (attacker: string, target: string, faces: ReadonlyArray<number>, face = faces[0]!) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: attacker, action: "block" })
    .add({ _tag: "BlockThrown", player: attacker, target })
    .roll("block", faces, "block", attacker)
    .add({ _tag: "BlockDieChosen", face })

const blitz = (attacker: string, target: string, faces: ReadonlyArray<number>, face = faces[0]!) =>
  new Events()
    .add({ _tag: "ActionDeclared", player: attacker, action: "blitz", target })
    .add({ _tag: "BlockThrown", player: attacker, target })
    .roll("block", faces, "block", attacker)
    .add({ _tag: "BlockDieChosen", face })

describe("Juggernaut", () => {
  it("on a Blitz, a Both Down may be taken as a Push Back: nobody falls, no turnover [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    const events = blitz("h2", "a1", [2])
      .add({ _tag: "SkillUsed", player: "h2", skill: "Juggernaut" })
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h2", follow: true })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "standing" })
    expect(where(played.state, "h2")).toMatchObject({ at: [11, 7], posture: "standing" })
    expect(played.state.turnover).toBeNull()
  })

  it("declined, the Both Down stands: both go down and the Blitzer's fall is a turnover [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    const events = blitz("h2", "a1", [2])
      .add({ _tag: "SkillDeclined", player: "h2", skill: "Juggernaut" })
      .twoD6(1, 1, "armour", "a1")
      .twoD6(1, 1, "armour", "h2")
    const played = playOk(match, state, events.list)
    expect([where(played.state, "h2").posture, where(played.state, "a1").posture]).toEqual(["prone", "prone"])
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "h2" })
  })

  it("does nothing on a Block action on its own: Both Down is not offered as a push [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a1: [11, 7] } })
    const played = play(match, state, block("h2", "a1", [2]).add({ _tag: "SkillUsed", player: "h2", skill: "Juggernaut" }).list)
    expect(played.violation).toMatchObject({ seq: 5 })
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Armour", player: "a1" })
  })

  it("on a Blitz, the target cannot Stand Firm [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a3: [11, 7] } })
    const played = play(match, state, blitz("h2", "a3", [3]).add({ _tag: "SkillUsed", player: "a3", skill: "Stand Firm" }).list)
    expect(played.violation).toMatchObject({ rule: "Juggernaut", seq: 5 })
  })

  it("on a Block action, Stand Firm works against a Juggernaut as usual [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a3: [11, 7] } })
    const played = playOk(match, state, block("h2", "a3", [3]).add({ _tag: "SkillUsed", player: "a3", skill: "Stand Firm" }).list)
    expect(where(played.state, "a3").at).toEqual([11, 7])
  })

  it("on a Blitz, the target's Fend does not stop the follow-up [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a2: [11, 7] } })
    const events = blitz("h2", "a2", [3]).add({ _tag: "PushChosen", player: "a2", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h2", follow: true })
    expect(where(playOk(match, state, events.list).state, "h2").at).toEqual([11, 7])
  })

  it("on a Block action, Fend still stops a Juggernaut following up [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a2: [11, 7] } })
    const events = block("h2", "a2", [3]).add({ _tag: "PushChosen", player: "a2", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h2", follow: true })
    const played = play(match, state, events.list)
    expect(where(played.state, "h2").at).toEqual([10, 7])
    expect(played.violation).toMatchObject({ seq: 6 })
  })

  it("on a Blitz, the target cannot Wrestle (declining Juggernaut leaves a plain Both Down) [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h2: [10, 7], a4: [11, 7] } })
    const played = play(match, state, blitz("h2", "a4", [2]).add({ _tag: "SkillDeclined", player: "h2", skill: "Juggernaut" }).add({ _tag: "SkillUsed", player: "a4", skill: "Wrestle" }).list)
    expect(where(played.state, "a4").posture).toBe("prone")
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Armour", player: "a4" })
    expect(played.violation).not.toBeNull()
  })

  it("the Juggernaut's own Wrestle is still theirs to use on a Blitz [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [10, 7], a4: [11, 7] } })
    const played = playOk(match, state, blitz("h4", "a4", [2]).add({ _tag: "SkillDeclined", player: "h4", skill: "Juggernaut" }).add({ _tag: "SkillUsed", player: "h4", skill: "Wrestle" }).list)
    expect([where(played.state, "h4").posture, where(played.state, "a4").posture]).toEqual(["prone", "prone"])
    expect(played.rulings.some((r) => r.rule === "Armour")).toBe(false)
  })

  it("the target's Wrestle against a Juggernaut's Wrestle Both Down is refused [skill:juggernaut]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h4: [10, 7], a4: [11, 7] } })
    const played = play(match, state, blitz("h4", "a4", [2]).add({ _tag: "SkillDeclined", player: "h4", skill: "Juggernaut" }).add({ _tag: "SkillUsed", player: "a4", skill: "Wrestle" }).list)
    expect(played.violation).toMatchObject({ rule: "Juggernaut" })
  })
})

describe("Grab", () => {
  it("on a Block action, the target may be pushed into any free square next to it [skill:grab]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, block("h3", "a1", [3]).add({ _tag: "PushChosen", player: "a1", to: [11, 8] }).add({ _tag: "FollowUpChosen", player: "h3", follow: false }).list)
    expect(where(played.state, "a1").at).toEqual([11, 8])
  })

  it("on a Blitz, Grab gives no free choice of square [skill:grab]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 7], a1: [11, 7] } })
    expect(play(match, state, blitz("h3", "a1", [3]).add({ _tag: "PushChosen", player: "a1", to: [11, 8] }).list).violation).toMatchObject({ rule: "push" })
  })

  it("Grab beats Sidestep on a Blitz: the target is pushed straight back as usual [skill:grab]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 7], a5: [11, 7] } })
    expect(play(match, state, blitz("h3", "a5", [3]).add({ _tag: "PushChosen", player: "a5", to: [10, 6] }).list).violation).toMatchObject({ rule: "push" })
    const played = playOk(match, state, blitz("h3", "a5", [3]).add({ _tag: "PushChosen", player: "a5", to: [12, 6] }).add({ _tag: "FollowUpChosen", player: "h3", follow: false }).list)
    expect(where(played.state, "a5").at).toEqual([12, 6])
  })

  it("Sidestep works as usual against a blocker without Grab [skill:grab]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a5: [11, 7] } })
    const played = playOk(match, state, blitz("h1", "a5", [3]).add({ _tag: "PushChosen", player: "a5", to: [10, 6] }).add({ _tag: "FollowUpChosen", player: "h1", follow: false }).list)
    expect(where(played.state, "a5").at).toEqual([10, 6])
  })

  it("on a Block next to the sideline, the free squares and the crowd are both on offer [skill:grab]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h3: [10, 1], a1: [10, 0] } })
    const crowd = play(match, state, block("h3", "a1", [3]).add({ _tag: "PushChosen", player: "a1", to: null }).list)
    expect(where(crowd.state, "a1").box).toBe("reserves")
    const beside = playOk(match, state, block("h3", "a1", [3]).add({ _tag: "PushChosen", player: "a1", to: [11, 0] }).add({ _tag: "FollowUpChosen", player: "h3", follow: false }).list)
    expect(where(beside.state, "a1").at).toEqual([11, 0])
  })
})

const brawl = (team = "home") => ({ _tag: "RerollUsed" as const, team, source: "skill" as const, skill: "Brawler", player: "h5" })

describe("Brawler", () => {
  it("on a Block action, a Both Down is re-rolled: the new die (a Push) stands [skill:brawler]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
      .add({ _tag: "BlockThrown", player: "h5", target: "a1" })
      .roll("block", [2], "block", "h5")
      .add(brawl())
      .roll("block", [3], "block", "h5")
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
      .add({ _tag: "FollowUpChosen", player: "h5", follow: false })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "standing" })
    expect(where(played.state, "h5").posture).toBe("standing")
    expect(played.rulings.find((r) => r.rule === "Brawler")).toMatchObject({ result: "Both Down re-rolled: push" })
  })

  it("only the Both Down die is re-rolled among two: the Skull stays [skill:brawler]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h6: [10, 7], a1: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h6", action: "block" })
      .add({ _tag: "BlockThrown", player: "h6", target: "a1" })
      .roll("block", [1, 2], "block", "h6")
      .add({ ...brawl(), player: "h6" })
      .roll("block", [6], "block", "h6")
    const played = playOk(match, state, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", stage: "choose", faces: [1, 6], rerolledDice: [{ die: 1, by: "Brawler" }] })
  })

  it("not on a Blitz [skill:brawler]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h5", action: "blitz", target: "a1" })
      .add({ _tag: "BlockThrown", player: "h5", target: "a1" })
      .roll("block", [2], "block", "h5")
      .add(brawl())
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "Brawler", seq: 4 })
  })

  it("not on any other result, and not after a team re-roll [skill:brawler]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h5: [10, 7], a1: [11, 7] } })
    const skull = new Events()
      .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
      .add({ _tag: "BlockThrown", player: "h5", target: "a1" })
      .roll("block", [1], "block", "h5")
      .add(brawl())
    expect(play(match, state, skull.list).violation).toMatchObject({ rule: "Brawler", seq: 4 })
    const twice = new Events()
      .add({ _tag: "ActionDeclared", player: "h5", action: "block" })
      .add({ _tag: "BlockThrown", player: "h5", target: "a1" })
      .roll("block", [1], "block", "h5")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
      .roll("block", [2], "block", "h5")
      .add(brawl())
    expect(play(match, state, twice.list).violation).toMatchObject({ rule: "Brawler", seq: 6 })
  })
})

describe("Pile Driver", () => {
  const pow = (follow: boolean) => block("h7", "a1", [6])
    .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
    .add({ _tag: "FollowUpChosen", player: "h7", follow })
    .twoD6(1, 2, "armour", "a1")

  it("after a POW!, the attacker fouls the fallen target for free, then is Placed Prone and the activation ends [skill:pile-driver]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h7: [10, 7], a1: [11, 7] } })
    const events = pow(true)
      .add({ _tag: "SkillUsed", player: "h7", skill: "Pile Driver" })
      .twoD6(4, 5, "armour", "a1") // 9 breaks AV 9, no double
      .twoD6(3, 4, "injury", "a1")
    const played = playOk(match, state, events.list)
    const armour = played.rulings.filter((r) => r.rule === "Armour")
    expect(armour.map((r) => r.success)).toEqual([false, true])
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(where(played.state, "h7")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(played.state.turnover).toBeNull()
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("a natural double on the free foul is seen by the referee like any foul [skill:pile-driver]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h7: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, pow(true).add({ _tag: "SkillUsed", player: "h7", skill: "Pile Driver" }).twoD6(3, 3, "armour", "a1").list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "SentOff", fouler: "h7" })
  })

  it("declined: the attacker stays on their feet [skill:pile-driver]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h7: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, pow(true).add({ _tag: "SkillDeclined", player: "h7", skill: "Pile Driver" }).list)
    expect(where(played.state, "h7")).toMatchObject({ at: [11, 7], posture: "standing" })
  })

  it("not offered when the attacker did not follow up and is no longer next to the target [skill:pile-driver]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h7: [10, 7], a1: [11, 7] } })
    const played = play(match, state, pow(false).add({ _tag: "SkillUsed", player: "h7", skill: "Pile Driver" }).list)
    expect(played.violation).toMatchObject({ seq: 8 })
    expect(where(played.state, "h7").posture).toBe("standing")
  })

  it("not offered when the target was only pushed [skill:pile-driver]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h7: [10, 7], a1: [11, 7] } })
    const events = block("h7", "a1", [3]).add({ _tag: "PushChosen", player: "a1", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h7", follow: true }).add({ _tag: "SkillUsed", player: "h7", skill: "Pile Driver" })
    expect(play(match, state, events.list).violation).toMatchObject({ seq: 7 })
  })
})

describe("Strip Ball", () => {
  const pushed = (target: string, face = 3) => block("h8", target, [face]).add({ _tag: "PushChosen", player: target, to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h8", follow: false })

  it("a ball carrier pushed back drops the ball in the square they were pushed into; it bounces [skill:strip-ball]", () => {
    const { match, state } = positionOf(head, { team: 0, ballCarrier: "a1", at: { h8: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, pushed("a1").roll("d8", [4], "bounce").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "standing" })
    expect(played.state.ball).toEqual({ at: [11, 7], carrier: null, inPlay: true })
    expect(played.state.turnover).toBeNull()
  })

  it("Sure Hands keeps the ball [skill:strip-ball]", () => {
    const { match, state } = positionOf(head, { team: 0, ballCarrier: "a7", at: { h8: [10, 7], a7: [11, 7] } })
    const played = playOk(match, state, pushed("a7").list)
    expect(played.state.ball).toMatchObject({ carrier: "a7", at: [12, 7] })
  })

  it("a blocker without Strip Ball pushes the carrier back with the ball [skill:strip-ball]", () => {
    const { match, state } = positionOf(head, { team: 0, ballCarrier: "a1", at: { h1: [10, 7], a1: [11, 7] } })
    const events = block("h1", "a1", [3]).add({ _tag: "PushChosen", player: "a1", to: [12, 7] }).add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    expect(playOk(match, state, events.list).state.ball).toMatchObject({ carrier: "a1", at: [12, 7] })
  })

  it("a carrier who stands firm is not pushed back and keeps the ball [skill:strip-ball]", () => {
    const { match, state } = positionOf(head, { team: 0, ballCarrier: "a3", at: { h8: [10, 7], a3: [11, 7] } })
    const played = playOk(match, state, block("h8", "a3", [3]).add({ _tag: "SkillUsed", player: "a3", skill: "Stand Firm" }).list)
    expect(played.state.ball).toMatchObject({ carrier: "a3" })
  })
})

describe("Multiple Block", () => {
  const both = (first = "a1", second = "a6", attacker = "h9") => new Events()
    .add({ _tag: "ActionDeclared", player: attacker, action: "multiple-block" })
    .add({ _tag: "BlockThrown", player: attacker, target: first })
    .add({ _tag: "BlockThrown", player: attacker, target: second })

  it("two blocks at ST 5−2 = 3, each target helped by the other (3 against 3+1: two dice, the target's choice), resolved one after the other with no follow-up [action:multiple-block] [skill:multiple-block]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h9: [10, 7], a1: [11, 7], a6: [9, 7] } })
    const events = both()
      .roll("block", [6, 6], "block", "h9")
      .add({ _tag: "PushChosen", player: "a1", to: [12, 7] })
      .twoD6(1, 1, "armour", "a1")
      .roll("block", [3, 3], "block", "h9")
      .add({ _tag: "PushChosen", player: "a6", to: [8, 7] })
    const played = playOk(match, state, events.list)
    expect(played.outcomes.filter((o) => o._tag === "BlockDiceSet")).toEqual([
      { _tag: "BlockDiceSet", attacker: "h9", defender: "a1", dice: 2, attackerChooses: false },
      { _tag: "BlockDiceSet", attacker: "h9", defender: "a6", dice: 2, attackerChooses: false }
    ])
    expect(where(played.state, "h9").at).toEqual([10, 7])
    expect(where(played.state, "a1")).toMatchObject({ at: [12, 7], posture: "prone" })
    expect(where(played.state, "a6")).toMatchObject({ at: [8, 7], posture: "standing" })
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("the second block is still made after the first ends in a turnover [action:multiple-block]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h9: [10, 7], a1: [11, 7], a6: [9, 7] } })
    const events = both()
      .roll("block", [1, 1], "block", "h9")
      .twoD6(1, 1, "armour", "h9")
      .roll("block", [6, 6], "block", "h9")
      .add({ _tag: "PushChosen", player: "a6", to: [8, 7] })
      .twoD6(1, 1, "armour", "a6")
    const played = playOk(match, state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "knocked-down", player: "h9" })
    expect(where(played.state, "a6")).toMatchObject({ at: [8, 7], posture: "prone" })
  })

  it("the two targets must differ, and the player needs the skill [skill:multiple-block]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h9: [10, 7], h1: [5, 5], a1: [11, 7], a6: [9, 7], a2: [5, 6] } })
    expect(play(match, state, both("a1", "a1").list).violation).toMatchObject({ rule: "Multiple Block", seq: 3 })
    // Without the skill the action cannot even be declared.
    expect(play(match, state, both("a2", "a1", "h1").list).violation).toMatchObject({ rule: "Multiple Block", seq: 1 })
  })

  it("Pile Driver comes once, after both blocks (as FFB's end of blocking): t1 and t2 (both Stand Firm) knocked down in place next to m1 — the coach picks t2 to foul [skill:multiple-block] [skill:pile-driver]", () => {
    // With no follow-up, only a target knocked down where it stands (Stand Firm) is still next to the attacker.
    const both = header([player("m1", { position: "Ogre", st: 5, skills: ["Multiple Block", "Pile Driver"] })], [player("t1", { skills: ["Stand Firm"] }), player("t2", { skills: ["Stand Firm"] })])
    const { match, state } = positionOf(both, { team: 0, at: { m1: [10, 7], t1: [11, 7], t2: [9, 7] } })
    const blocks = () => new Events()
      .add({ _tag: "ActionDeclared", player: "m1", action: "multiple-block" })
      .add({ _tag: "BlockThrown", player: "m1", target: "t1" })
      .add({ _tag: "BlockThrown", player: "m1", target: "t2" })
      .roll("block", [6, 6], "block", "m1")
      .add({ _tag: "SkillUsed", player: "t1", skill: "Stand Firm" })
      .twoD6(1, 1, "armour", "t1")
    // Not between the two blocks: the second block's dice come next.
    expect(play(match, state, blocks().add({ _tag: "SkillUsed", player: "m1", skill: "Pile Driver" }).list).violation).not.toBeNull()
    const second = () => blocks().roll("block", [6, 6], "block", "m1").add({ _tag: "SkillUsed", player: "t2", skill: "Stand Firm" }).twoD6(1, 2, "armour", "t2")
    const offer = playOk(match, state, second().list)
    expect(offer.state.stack.at(-1)).toMatchObject({ _tag: "PileDriver" })
    const driven = playOk(match, state, second().add({ _tag: "SkillUsed", player: "m1", skill: "Pile Driver", target: "t2" }).twoD6(2, 1, "armour", "t2").list)
    expect(driven.outcomes).toContainEqual({ _tag: "Note", text: expect.stringContaining("uses Pile Driver on t2") })
    expect(driven.rulings.filter((r) => r.rule === "Armour").at(-1)).toMatchObject({ total: 3, player: "t2" })
    expect(where(driven.state, "m1").posture).toBe("prone")
    // Not a player the blocks did not knock down.
    const bystander = positionOf(header([player("m1", { position: "Ogre", st: 5, skills: ["Multiple Block", "Pile Driver"] })], [player("t1", { skills: ["Stand Firm"] }), player("t2", { skills: ["Stand Firm"] }), player("t3")]), { team: 0, at: { m1: [10, 7], t1: [11, 7], t2: [9, 7], t3: [10, 8] }, prone: ["t3"] })
    expect(play(bystander.match, bystander.state, second().add({ _tag: "SkillUsed", player: "m1", skill: "Pile Driver", target: "t3" }).list).violation).toMatchObject({ rule: "Pile Driver" })
  })

  it("against Foul Appearance: a D6 for t1 (who has it) before any block die; a 1 drops the block on t1 and the one on t2 goes ahead; a 2+ keeps both [skill:multiple-block] [skill:foul-appearance]", () => {
    const foul = header([player("m1", { position: "Ogre", st: 5, skills: ["Multiple Block"] })], [player("t1", { skills: ["Foul Appearance"] }), player("t2")])
    const { match, state } = positionOf(foul, { team: 0, at: { m1: [10, 7], t1: [11, 7], t2: [9, 7] } })
    const declared = () => new Events()
      .add({ _tag: "ActionDeclared", player: "m1", action: "multiple-block" })
      .add({ _tag: "BlockThrown", player: "m1", target: "t1" })
      .add({ _tag: "BlockThrown", player: "m1", target: "t2" })
    expect(expecting(match, playOk(match, state, declared().list).state)).toMatchObject({ kind: "roll", die: "d6", for: "foul-appearance", player: "m1" })
    const dropped = playOk(match, state, declared().d6(1, "foul-appearance", "m1").add({ _tag: "RerollDeclined", team: "home" })
      .roll("block", [3, 3], "block", "m1").add({ _tag: "PushChosen", player: "t2", to: [8, 7] }).list)
    expect(dropped.rulings.find((r) => r.rule === "Foul Appearance")).toMatchObject({ success: false })
    expect(where(dropped.state, "t1")).toMatchObject({ at: [11, 7], posture: "standing" })
    expect(where(dropped.state, "t2")).toMatchObject({ at: [8, 7] })
    expect(dropped.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    const kept = playOk(match, state, declared().d6(4, "foul-appearance", "m1").roll("block", [3, 3], "block", "m1").add({ _tag: "PushChosen", player: "t1", to: [12, 7] }).list)
    expect(expecting(match, kept.state)).toMatchObject({ kind: "roll", die: "block", player: "m1" })
    expect(where(kept.state, "t1").at).toEqual([12, 7])
  })

  it("a plain Block action makes only one block [skill:multiple-block]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h9: [10, 7], a1: [11, 7], a6: [9, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h9", action: "block" })
      .add({ _tag: "BlockThrown", player: "h9", target: "a1" })
      .add({ _tag: "BlockThrown", player: "h9", target: "a6" })
    expect(play(match, state, events.list).violation).toMatchObject({ seq: 3 })
  })
})

describe("Defensive", () => {
  const declared = (attacker: string, target: string) => new Events().add({ _tag: "ActionDeclared", player: attacker, action: "block" }).add({ _tag: "BlockThrown", player: attacker, target })

  it("in the opponent's turn, a Guard player it marks cannot assist: one die, not two [skill:defensive]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h10: [11, 8], a1: [11, 7], a8: [12, 9] } })
    const played = playOk(match, state, declared("h1", "a1").list)
    expect(played.outcomes).toContainEqual({ _tag: "BlockDiceSet", attacker: "h1", defender: "a1", dice: 1, attackerChooses: true })
  })

  it("without Defensive next to them, the same Guard player assists though marked [skill:defensive]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], h10: [11, 8], a1: [11, 7], a2: [12, 9] } })
    const played = playOk(match, state, declared("h1", "a1").list)
    expect(played.outcomes).toContainEqual({ _tag: "BlockDiceSet", attacker: "h1", defender: "a1", dice: 2, attackerChooses: true })
  })

  it("the same holds for a foul: the marked Guard player gives no assist on the armour roll [skill:defensive]", () => {
    const foul = (helperMarker: string) => {
      const { match, state } = positionOf(head, { team: 0, prone: ["a1"], at: { h1: [10, 7], h10: [11, 8], a1: [11, 7], [helperMarker]: [12, 9] } })
      const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" }).twoD6(2, 3, "armour", "a1")
      return playOk(match, state, events.list).rulings.find((r) => r.rule === "Armour")!
    }
    expect(foul("a8").modifiers).toEqual([])
    expect(foul("a2").modifiers).toEqual([{ value: 1, source: "assist: h10 (#10)" }])
  })

  it("not in its own team's turn: the Guard player's defensive assist stands [skill:defensive]", () => {
    const { match, state } = positionOf(head, { team: 1, at: { h1: [10, 7], h10: [11, 8], a1: [11, 7], a8: [12, 9] } })
    const played = playOk(match, state, declared("a1", "h1").list)
    expect(played.outcomes).toContainEqual({ _tag: "BlockDiceSet", attacker: "a1", defender: "h1", dice: 2, attackerChooses: false })
  })
})

describe("Iron Hard Skin", () => {
  const skin = header(
    [player("c1", { skills: ["Claws"] }), player("c2", { skills: ["Claws", "Mighty Blow (+1)"] })],
    [player("s1", { av: 10, skills: ["Iron Hard Skin"] }), player("s2", { av: 10 })]
  )
  const powOn = (attacker: string, target: string) => block(attacker, target, [6]).add({ _tag: "PushChosen", player: target, to: [12, 7] }).add({ _tag: "FollowUpChosen", player: attacker, follow: false })

  it("Claws cannot be used against it: an 8 does not break AV 10 [skill:iron-hard-skin]", () => {
    const { match, state } = positionOf(skin, { team: 0, at: { c1: [10, 7], s1: [11, 7] } })
    const played = playOk(match, state, powOn("c1", "s1").twoD6(4, 4, "armour", "s1").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ target: 10, total: 8, success: false, notes: ["Iron Hard Skin: Claws cannot be used"] })
  })

  it("the same 8 breaks a player without it, thanks to Claws [skill:iron-hard-skin]", () => {
    const { match, state } = positionOf(skin, { team: 0, at: { c1: [10, 7], s2: [11, 7] } })
    const played = playOk(match, state, powOn("c1", "s2").twoD6(4, 4, "armour", "s2").twoD6(2, 2, "injury", "s2").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ target: 8, success: true })
  })

  it("Mighty Blow is still added (BB2020 only bars Claws): 9 + 1 breaks AV 10 [skill:iron-hard-skin]", () => {
    const { match, state } = positionOf(skin, { team: 0, at: { c2: [10, 7], s1: [11, 7] } })
    const played = playOk(match, state, powOn("c2", "s1").twoD6(4, 5, "armour", "s1").twoD6(2, 2, "injury", "s1").list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ target: 10, total: 10, success: true, modifiers: [{ value: 1, source: "skill: Mighty Blow" }] })
  })
})

describe("Foul Appearance", () => {
  const declared = (action: "block" | "blitz", target: string) =>
    new Events().add({ _tag: "ActionDeclared", player: "h1", action, ...(action === "blitz" ? { target } : {}) }).add({ _tag: "BlockThrown", player: "h1", target })

  it("a 1 on the D6 before the block wastes the action: no block, no turnover, the activation ends [skill:foul-appearance]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a9: [11, 7] } })
    const played = playOk(match, state, declared("block", "a9").d6(1, "foul-appearance", "h1").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(played.rulings.find((r) => r.rule === "Foul Appearance")).toMatchObject({ success: false })
    expect(played.outcomes.some((o) => o._tag === "BlockDiceSet")).toBe(false)
    expect(played.state.turnover).toBeNull()
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    expect(where(played.state, "h1").hasActed).toBe(true)
  })

  it("a 2 or more and the Blitz's block goes ahead [skill:foul-appearance]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a9: [11, 7] } })
    const played = playOk(match, state, declared("blitz", "a9").d6(2, "foul-appearance", "h1").list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", stage: "roll", defender: "a9" })
  })

  it("a Special action aimed at the player (Projectile Vomit) rolls for it too: a 1 and nobody is sick [skill:foul-appearance]", () => {
    const troll = header([player("t1", { position: "Troll", st: 5, traits: ["Projectile Vomit"] })], [player("f1", { skills: ["Foul Appearance"] })])
    const { match, state } = positionOf(troll, { team: 0, at: { t1: [10, 7], f1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "t1", action: "projectile-vomit", target: "f1" }).d6(1, "foul-appearance", "t1").add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Foul Appearance"])
    expect(where(played.state, "f1").posture).toBe("standing")
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("no roll against a player without it [skill:foul-appearance]", () => {
    const { match, state } = positionOf(head, { team: 0, at: { h1: [10, 7], a1: [11, 7] } })
    expect(play(match, state, declared("block", "a1").d6(2, "foul-appearance", "h1").list).violation).toMatchObject({ seq: 3 })
  })
})

describe("Unchannelled Fury", () => {
  const fury = header([player("u1", { position: "Kroxigor", st: 5, traits: ["Unchannelled Fury"] }), player("u2")], [player("x1")])
  const declare = (action: "block" | "move") => new Events().add({ _tag: "ActionDeclared", player: "u1", action })

  it("a Block adds 2: a 2 becomes 4 and the block goes ahead [trait:unchannelled-fury]", () => {
    const { match, state } = positionOf(fury, { team: 0, at: { u1: [10, 7], x1: [11, 7] } })
    const played = playOk(match, state, declare("block").d6(2, "unchannelled-fury", "u1").add({ _tag: "BlockThrown", player: "u1", target: "x1" }).list)
    expect(played.rulings.find((r) => r.rule === "Unchannelled Fury")).toMatchObject({ total: 4, success: true })
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", attacker: "u1" })
  })

  it("a Move has no +2: a 3 and the action is wasted, with no turnover [trait:unchannelled-fury]", () => {
    const { match, state } = positionOf(fury, { team: 0, at: { u1: [10, 7], x1: [11, 7], u2: [3, 3] } })
    const events = declare("move").d6(3, "unchannelled-fury", "u1").add({ _tag: "RerollDeclined", team: "home" }).add({ _tag: "ActionDeclared", player: "u2", action: "move" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Unchannelled Fury")).toMatchObject({ total: 3, success: false })
    expect(where(played.state, "u1")).toMatchObject({ at: [10, 7], hasActed: true, lostTackleZones: false })
    expect(played.state.turnover).toBeNull()
    expect(played.state.activePlayer).toBe("u2")
  })

  it("a natural 1 fails even for a Block [trait:unchannelled-fury]", () => {
    const { match, state } = positionOf(fury, { team: 0, at: { u1: [10, 7], x1: [11, 7] } })
    const played = play(match, state, declare("block").d6(1, "unchannelled-fury", "u1").add({ _tag: "RerollDeclined", team: "home" }).add({ _tag: "BlockThrown", player: "u1", target: "x1" }).list)
    expect(played.violation).toMatchObject({ seq: 4 })
  })

  it("a player without it rolls nothing [trait:unchannelled-fury]", () => {
    const { match, state } = positionOf(fury, { team: 0, at: { u2: [10, 7], x1: [11, 7] } })
    const events = new Events().add({ _tag: "ActionDeclared", player: "u2", action: "block" }).d6(2, "unchannelled-fury", "u2")
    expect(play(match, state, events.list).violation).toMatchObject({ seq: 2 })
  })
})

describe("Stab", () => {
  const knives = header(
    [player("k1", { traits: ["Stab"], skills: ["Mighty Blow (+1)"] }), player("k2")],
    [player("v1", { av: 9 }), player("v2", { skills: ["Foul Appearance"] })]
  )
  const stab = (who: string, target: string) => new Events().add({ _tag: "ActionDeclared", player: who, action: "stab", target })

  it("an unmodified armour roll: a 9 breaks AV 9, the target is Placed Prone and rolls for injury; no turnover [trait:stab] [action:stab]", () => {
    const { match, state } = positionOf(knives, { team: 0, at: { k1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, stab("k1", "v1").twoD6(4, 5, "armour", "v1").twoD6(4, 4, "injury", "v1").list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Armour", "armour broken"], ["Injury", "KO'd"]])
    expect(played.rulings.every((r) => r.modifiers.length === 0)).toBe(true)
    expect(where(played.state, "v1").box).toBe("ko")
    expect(played.state.turnover).toBeNull()
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("armour that holds leaves the target standing, and Mighty Blow cannot add the missing point [trait:stab] [action:stab]", () => {
    const { match, state } = positionOf(knives, { team: 0, at: { k1: [10, 7], v1: [11, 7] } })
    const played = playOk(match, state, stab("k1", "v1").twoD6(4, 4, "armour", "v1").list)
    expect(played.rulings[0]).toMatchObject({ total: 8, success: false, modifiers: [] })
    expect(where(played.state, "v1").posture).toBe("standing")
  })

  it("only a player with Stab, against a standing opponent next to them [trait:stab] [action:stab]", () => {
    const { match, state } = positionOf(knives, { team: 0, at: { k1: [10, 7], k2: [5, 5], v1: [11, 7], v2: [13, 7] } })
    expect(play(match, state, stab("k2", "v1").list).violation).toMatchObject({ rule: "Stab" })
    expect(play(match, state, stab("k1", "v2").list).violation).toMatchObject({ rule: "Stab" })
  })

  it("Foul Appearance is rolled for first: a 1 and the Stab is wasted [trait:stab] [skill:foul-appearance]", () => {
    const { match, state } = positionOf(knives, { team: 0, at: { k1: [10, 7], v2: [11, 7] } })
    const played = playOk(match, state, stab("k1", "v2").d6(1, "foul-appearance", "k1").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(played.rulings.map((r) => r.rule)).toEqual(["Foul Appearance"])
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })
})

describe("Stab in a Blitz", () => {
  const knives = header([player("k1", { traits: ["Stab"] }), player("k2")], [player("v1", { av: 9 })])
  const blitzThenStab = (who: string) => new Events()
    .add({ _tag: "ActionDeclared", player: who, action: "blitz", target: "v1" })
    .add({ _tag: "PlayerMoved", player: who, to: [10, 7] })
    .add({ _tag: "SkillUsed", player: who, skill: "Stab", target: "v1" })

  it("in place of the block, after moving: the same unmodified armour roll, and no moving on after it [trait:stab]", () => {
    const { match, state } = positionOf(knives, { team: 0, at: { k1: [9, 7], v1: [11, 7] } })
    const events = blitzThenStab("k1").twoD6(4, 5, "armour", "v1").twoD6(3, 4, "injury", "v1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.map((r) => [r.rule, r.result])).toEqual([["Armour", "armour broken"], ["Injury", "Stunned"]])
    expect(where(played.state, "v1").posture).toBe("stunned")
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    expect(play(match, state, events.add({ _tag: "PlayerMoved", player: "k1", to: [10, 8] }).list).violation).toMatchObject({ seq: 6 })
  })

  it("not for a player without Stab [trait:stab]", () => {
    const { match, state } = positionOf(knives, { team: 0, at: { k2: [9, 7], v1: [11, 7] } })
    expect(play(match, state, blitzThenStab("k2").list).violation).toMatchObject({ rule: "Stab", seq: 3 })
  })
})

describe("Hypnotic Gaze", () => {
  const eyes = header(
    [player("g1", { position: "Vampire", ag: 3, traits: ["Hypnotic Gaze"] }), player("g2"), player("g3")],
    [player("x1"), player("x2")]
  )
  const gazeAt = (target: string) => new Events()
    .add({ _tag: "ActionDeclared", player: "g1", action: "hypnotic-gaze" })
    .add({ _tag: "PlayerMoved", player: "g1", to: [10, 7] })
    .add({ _tag: "SkillUsed", player: "g1", skill: "Hypnotic Gaze", target })

  it("after moving next to the target, an AG test of 3 takes its tackle zone: a team-mate then walks away from it with no dodge [trait:hypnotic-gaze] [action:hypnotic-gaze]", () => {
    const { match, state } = positionOf(eyes, { team: 0, at: { g1: [9, 7], g2: [12, 8], x1: [11, 7] } })
    const events = gazeAt("x1").d6(3, "hypnotic-gaze", "g1")
      .add({ _tag: "ActionDeclared", player: "g2", action: "move" })
      .add({ _tag: "PlayerMoved", player: "g2", to: [13, 8] })
      .add({ _tag: "ActionEnded", player: "g2" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Hypnotic Gaze")).toMatchObject({ target: 3, total: 3, success: true, modifiers: [] })
    expect(where(played.state, "x1").lostTackleZones).toBe(true)
    expect(played.rulings.some((r) => r.rule === "Dodge")).toBe(false)
    expect(where(played.state, "g2").at).toEqual([13, 8])
  })

  it("−1 for each other opponent marking the gazer: a 3 fails, the target keeps its tackle zone, no turnover [trait:hypnotic-gaze] [action:hypnotic-gaze]", () => {
    const { match, state } = positionOf(eyes, { team: 0, at: { g1: [10, 7], x1: [11, 7], x2: [10, 8] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "g1", action: "hypnotic-gaze" })
      .add({ _tag: "SkillUsed", player: "g1", skill: "Hypnotic Gaze", target: "x1" })
      .d6(3, "hypnotic-gaze", "g1")
      .add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Hypnotic Gaze")).toMatchObject({ total: 2, success: false, modifiers: [{ value: -1, source: "marked by x2 (#2)" }] })
    expect(where(played.state, "x1").lostTackleZones).toBe(false)
    expect(played.state.turnover).toBeNull()
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("only a player with the trait, in its own action [trait:hypnotic-gaze] [action:hypnotic-gaze]", () => {
    const { match, state } = positionOf(eyes, { team: 0, at: { g1: [10, 7], g3: [12, 6], x1: [11, 7] } })
    const noTrait = new Events().add({ _tag: "ActionDeclared", player: "g3", action: "hypnotic-gaze" }).add({ _tag: "SkillUsed", player: "g3", skill: "Hypnotic Gaze", target: "x1" })
    expect(play(match, state, noTrait.list).violation).toMatchObject({ rule: "Hypnotic Gaze", seq: 1 })
    const inMove = new Events().add({ _tag: "ActionDeclared", player: "g1", action: "move" }).add({ _tag: "SkillUsed", player: "g1", skill: "Hypnotic Gaze", target: "x1" })
    expect(play(match, state, inMove.list).violation).toMatchObject({ rule: "Hypnotic Gaze", seq: 2 })
  })
})
