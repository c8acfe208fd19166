import { describe, expect, it } from "vitest"
import { expecting, type MatchState } from "@sidelines/engine"
import { Events, play, playOk, where } from "./support/scenario.js"
import { gutterHeader, gutterKickOff, gutterPosition } from "./support/gutter.js"

// The Gutter Bowl kick-off tables (street and sewer): each result as the rules text describes it,
// a position, the dice, and what follows. The kick is in the air over (18, 7); Home kicks.
const street = gutterHeader("street")
const sewer = gutterHeader("sewer")

const withFans = (state: MatchState, home: number, away: number): MatchState => ({
  ...state,
  teams: state.teams.map((team, i) => ({ ...team, fanFactor: i === 0 ? home : away }))
})

describe("Gutter Bowl kick-off: the street table", () => {
  it("Cheering Fans (7): Home 3 + fan factor 2 beats Away 3 + 1, so Home gains a team re-roll for the drive", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [18, 7] })
    const events = new Events()
      .twoD6(3, 4, "kick-off-event")
      .add({ _tag: "DiceRolled", die: "d6", faces: [3], for: "cheering-fans", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [3], for: "cheering-fans", team: "away" })
    const played = playOk(match, withFans(state, 2, 1), events.list)
    expect(played.state.teams[0]!.rerolls).toBe(3)
    expect(played.state.teams[1]!.rerolls).toBe(2)
    expect(played.state.kickOffEffects).toContain("brilliant-coaching-reroll:0:2")
  })

  it("Cheering Fans: a tie (4 + 1 against 5 + 0) gives no one a re-roll", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [18, 7] })
    const events = new Events()
      .twoD6(3, 4, "kick-off-event")
      .add({ _tag: "DiceRolled", die: "d6", faces: [4], for: "cheering-fans", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [5], for: "cheering-fans", team: "away" })
    const played = playOk(match, withFans(state, 1, 0), events.list)
    expect(played.state.teams.map((team) => team.rerolls)).toEqual([2, 2])
  })

  it("Riot! (3): a D6 for each player on the pitch; h1 and a1 roll 6 and are Placed Prone and Stunned, h2 rolls 2 and stays up", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], h2: [10, 1], a1: [18, 7] })
    const events = new Events().twoD6(1, 2, "kick-off-event").d6(6, "riot", "h1").d6(2, "riot", "h2").d6(6, "riot", "a1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").posture).toBe("stunned")
    expect(where(played.state, "h2").posture).toBe("standing")
    expect(where(played.state, "a1").posture).toBe("stunned")
    // The kick then comes down on a1, who is Stunned and cannot catch it: it bounces.
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Bounce" })
  })

  it("Riot!: a roll for a player who is not on the pitch is a violation", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [18, 7] })
    const events = new Events().twoD6(1, 2, "kick-off-event").d6(6, "riot", "h5")
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Riot!", seq: 2 })
  })

  it("Furious Neighbour (11): Away roll 1 + 2 = 3 against Home's 4 + 0; Away draws a1, who is KO'd by the flowerpot", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [18, 7], a2: [20, 3] })
    const events = new Events()
      .twoD6(5, 6, "kick-off-event")
      .add({ _tag: "DiceRolled", die: "d6", faces: [4], for: "furious-neighbour", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [1], for: "furious-neighbour", team: "away" })
      .add({ _tag: "PlayerDrawn", player: "a1", for: "furious-neighbour" })
    const played = playOk(match, withFans(state, 0, 2), events.list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "ko" })
    expect(where(played.state, "a2").at).toEqual([20, 3])
  })

  it("Furious Neighbour: the winner cannot be the one who draws", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [18, 7] })
    const events = new Events()
      .twoD6(5, 6, "kick-off-event")
      .add({ _tag: "DiceRolled", die: "d6", faces: [4], for: "furious-neighbour", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [1], for: "furious-neighbour", team: "away" })
      .add({ _tag: "PlayerDrawn", player: "h1", for: "furious-neighbour" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Furious Neighbour", seq: 4 })
  })
})

describe("Gutter Bowl kick-off: the sewer table", () => {
  it("Tentacled Terror (2): Home roll 3 against Away's 6; h1 is drawn and dragged under, a Casualty: the D16 (3) says Badly Hurt", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [11, 7], a1: [18, 7] })
    const events = new Events()
      .twoD6(1, 1, "kick-off-event")
      .add({ _tag: "DiceRolled", die: "d6", faces: [3], for: "tentacled-terror", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [6], for: "tentacled-terror", team: "away" })
      .add({ _tag: "PlayerDrawn", player: "h1", for: "tentacled-terror" })
      .roll("d16", [3], "casualty", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: null, box: "bh" })
  })

  it("Bats! (5): no fan factor; Home roll 2 against Away's 5, h2 is drawn and Placed Prone and Stunned", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [11, 7], h2: [12, 7], a1: [18, 7] })
    const events = new Events()
      .twoD6(2, 3, "kick-off-event")
      .add({ _tag: "DiceRolled", die: "d6", faces: [2], for: "bats", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [5], for: "bats", team: "away" })
      .add({ _tag: "PlayerDrawn", player: "h2", for: "bats" })
    const played = playOk(match, withFans(state, 0, 3), events.list)
    expect(where(played.state, "h2").posture).toBe("stunned")
    expect(where(played.state, "h1").posture).toBe("standing")
  })

  it("Bats!: on a tie (4 and 4) both coaches draw a player, and both are Stunned", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [11, 7], a1: [18, 7] })
    const events = new Events()
      .twoD6(2, 3, "kick-off-event")
      .add({ _tag: "DiceRolled", die: "d6", faces: [4], for: "bats", team: "home" })
      .add({ _tag: "DiceRolled", die: "d6", faces: [4], for: "bats", team: "away" })
      .add({ _tag: "PlayerDrawn", player: "a1", for: "bats" })
      .add({ _tag: "PlayerDrawn", player: "h1", for: "bats" })
    const played = playOk(match, state, events.list)
    expect([where(played.state, "h1").posture, where(played.state, "a1").posture]).toEqual(["stunned", "stunned"])
  })

  it("'Fresh' Sewage (11): h1 two squares from a pit (11, 5) and a1 next to one (15, 8) are Placed Prone; h2 on (12, 7) is not", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [11, 5], h2: [12, 7], a1: [15, 8] })
    const played = playOk(match, state, new Events().twoD6(5, 6, "kick-off-event").list)
    expect(where(played.state, "h1").posture).toBe("prone")
    expect(where(played.state, "a1").posture).toBe("prone")
    expect(where(played.state, "h2").posture).toBe("standing")
  })

  it("Get Ready, Lads! (6): every Open player of the receiving team moves one square — all five, with no D3 to limit them", () => {
    const at = { h1: [6, 7], a1: [15, 7], a2: [15, 1], a3: [22, 7], a4: [23, 3], a5: [23, 13] } as const
    const { match, state } = gutterKickOff(sewer, [18, 7], at)
    const events = new Events().twoD6(3, 3, "kick-off-event")
    const to: Record<string, [number, number]> = { a1: [14, 7], a2: [14, 1], a3: [21, 7], a4: [22, 3], a5: [22, 13] }
    for (const [player, square] of Object.entries(to)) events.add({ _tag: "PlayerMoved", player, to: square })
    const played = playOk(match, state, events.list)
    for (const [player, square] of Object.entries(to)) expect(where(played.state, player).at).toEqual(square)
  })

  it("Get Ready, Lads!: a kicking-team player may not move", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [6, 7], a1: [15, 7] })
    const events = new Events().twoD6(3, 3, "kick-off-event").add({ _tag: "PlayerMoved", player: "h1", to: [7, 7] })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", seq: 2 })
  })

  it("Sticky Sludge (9) is recorded for the drive: a pick-up gets +1, so h1's 2 picks up the ball where AG 3+ needs a 3", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [6, 7], a1: [15, 7] })
    expect(playOk(match, state, new Events().twoD6(4, 5, "kick-off-event").list).state.kickOffEffects).toContain("sticky-sludge")
    const position = gutterPosition(sewer, { team: 0, at: { h1: [14, 1], a1: [20, 7] }, ballAt: [15, 1] })
    const sludge = { ...position.state, kickOffEffects: ["sticky-sludge"] }
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [15, 1] })
      .d6(2, "pick-up", "h1")
    const played = playOk(position.match, sludge, events.list)
    const pickUp = played.rulings.find((r) => r.rule === "Pick-up")!
    expect(pickUp.modifiers).toEqual([{ value: 1, source: "Sticky Sludge" }])
    expect(pickUp.success).toBe(true)
    expect(played.state.ball.carrier).toBe("h1")
  })

  it("Sticky Sludge: the player holding the ball may not pass it", () => {
    const position = gutterPosition(sewer, { team: 0, at: { h1: [14, 1], h2: [16, 1], a1: [20, 7] }, ballCarrier: "h1" })
    const sludge = { ...position.state, kickOffEffects: ["sticky-sludge"] }
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "pass" }).add({ _tag: "PassAimed", player: "h1", at: [16, 1] })
    expect(play(position.match, sludge, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Sticky Sludge", seq: 2 })
    expect(play(position.match, position.state, events.list).violation).toBeNull()
  })
})

describe("Gutter Bowl kick-off: Loose Dogs (street, 9)", () => {
  it("Loose Dogs (9) is recorded for the drive", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [18, 7] })
    expect(playOk(match, state, new Events().twoD6(4, 5, "kick-off-event").list).state.kickOffEffects).toContain("loose-dogs")
  })

  it("with the dogs loose h1 fails the pick-up (a 1) and no team re-roll is offered: the ball bounces at once", () => {
    const position = gutterPosition(street, { team: 0, at: { h1: [14, 1], a1: [20, 7] }, ballAt: [15, 1] })
    const dogs = { ...position.state, kickOffEffects: ["loose-dogs"] }
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [15, 1] })
      .d6(1, "pick-up", "h1")
    const played = playOk(position.match, dogs, events.list)
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Bounce" })
    const reroll = events.add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
    expect(play(position.match, dogs, reroll.list).violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
    // Without the dogs the same failure offers the re-roll.
    expect(playOk(position.match, position.state, reroll.list).state.teams[0]!.rerolls).toBe(1)
  })

  it("with the dogs loose a Block action's dice cannot be re-rolled with a team re-roll", () => {
    const position = gutterPosition(street, { team: 0, at: { h1: [10, 5], a1: [11, 5] } })
    const dogs = { ...position.state, kickOffEffects: ["loose-dogs"] }
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [1], "block", "h1")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
    expect(play(position.match, dogs, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Loose Dogs", seq: 4 })
    expect(play(position.match, position.state, events.list).violation).toBeNull()
  })
})

describe("Gutter Bowl kick-off: Swarm of Rats (sewer, 12) [row:gutter-bowl.sewer/kick-off/swarm-of-rats]", () => {
  // Walls run along y = 0 and y = 14; a player standing on either row is next to one.
  const rats = (position: { match: import("@sidelines/engine").Match; state: MatchState }) => ({ ...position, state: { ...position.state, kickOffEffects: ["swarm-of-rats"] } })

  it("Swarm of Rats (12) is recorded for the drive", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [6, 7], a1: [18, 7] })
    expect(playOk(match, state, new Events().twoD6(6, 6, "kick-off-event").list).state.kickOffEffects).toContain("swarm-of-rats")
  })

  it("h1 ends a Move on (15, 0) against the wall: the engine asks for h1's D6; a 1 and h1 Falls Over (armour 3 + 4 + 1 hard landing = 8 against AV 9 holds), no turnover — h2 acts next", () => {
    const { match, state } = rats(gutterPosition(sewer, { team: 0, at: { h1: [14, 1], h2: [12, 7], a1: [20, 7] } }))
    const moved = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [15, 0] })
      .add({ _tag: "ActionEnded", player: "h1" })
    const ended = playOk(match, state, moved.list)
    expect(expecting(match, ended.state)).toEqual({ kind: "roll", die: "d6", for: "swarm-of-rats", player: "h1" })
    const events = moved.d6(1, "swarm-of-rats", "h1").twoD6(3, 4, "armour", "h1").add({ _tag: "ActionDeclared", player: "h2", action: "move" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [15, 0], posture: "prone" })
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers).toEqual([{ value: 1, source: "Gutter Bowl (sewer): falling" }])
    expect(played.state.turnover).toBeNull()
    expect(played.state.activePlayer).toBe("h2")
  })

  it("a 2 or more: the rats leave h1 alone", () => {
    const { match, state } = rats(gutterPosition(sewer, { team: 0, at: { h1: [14, 1], a1: [20, 7] } }))
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [15, 0] })
      .add({ _tag: "ActionEnded", player: "h1" })
      .d6(2, "swarm-of-rats", "h1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1").posture).toBe("standing")
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
  })

  it("h1 holding the ball rolls a 1 on (15, 14): Falls Over with it, a turnover, and the ball bounces", () => {
    const { match, state } = rats(gutterPosition(sewer, { team: 0, at: { h1: [14, 13], a1: [20, 7] }, ballCarrier: "h1" }))
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [15, 14] })
      .add({ _tag: "ActionEnded", player: "h1" })
      .d6(1, "swarm-of-rats", "h1")
      .twoD6(2, 3, "armour", "h1")
    const played = playOk(match, state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Turnover", team: 0, cause: "fell-over", player: "h1" })
    expect(played.state.ball.carrier).toBeNull()
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Bounce" })
  })

  it("one square from the wall, on (15, 1), no roll is due and h2 may be activated at once", () => {
    const { match, state } = rats(gutterPosition(sewer, { team: 0, at: { h1: [14, 2], h2: [12, 7], a1: [20, 7] } }))
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [15, 1] })
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
    expect(playOk(match, state, events.list).state.activePlayer).toBe("h2")
  })

  it("the D6 may itself end the activation; activating h2 before it is rolled is a violation", () => {
    const { match, state } = rats(gutterPosition(sewer, { team: 0, at: { h1: [14, 1], h2: [12, 7], a1: [20, 7] } }))
    const moved = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [15, 0] })
    const rolled = playOk(match, state, extend(moved).d6(5, "swarm-of-rats", "h1").add({ _tag: "ActionDeclared", player: "h2", action: "move" }).list)
    expect(where(rolled.state, "h1").hasActed).toBe(true)
    expect(rolled.state.activePlayer).toBe("h2")
    const skipped = extend(moved).add({ _tag: "ActionDeclared", player: "h2", action: "move" })
    expect(play(match, state, skipped.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Swarm of Rats", seq: 3 })
    const ended = extend(moved).add({ _tag: "TurnEnded", team: "home" })
    expect(play(match, state, ended.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Swarm of Rats", seq: 3 })
  })

  it("a Block action ends on its own: h1 on (12, 0) pushes a1 back along the wall and does not follow up, so h1's D6 is due at once", () => {
    const { match, state } = rats(gutterPosition(sewer, { team: 0, at: { h1: [12, 0], a1: [13, 0] } }))
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [3], "block", "h1")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: [14, 0] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    const played = playOk(match, state, events.list)
    expect(expecting(match, played.state)).toEqual({ kind: "roll", die: "d6", for: "swarm-of-rats", player: "h1" })
  })

  it("without the rats nobody rolls at the wall", () => {
    const { match, state } = gutterPosition(sewer, { team: 0, at: { h1: [14, 1], a1: [20, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [15, 0] })
      .add({ _tag: "ActionEnded", player: "h1" })
    expect(playOk(match, state, events.list).state.stack.at(-1)).toMatchObject({ _tag: "TeamTurn" })
    expect(play(match, state, events.d6(1, "swarm-of-rats", "h1").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 4 })
  })
})

// A copy of the events so far, to go on from them in more than one way.
const extend = (base: Events): Events => {
  const copy = new Events()
  for (const event of base.list) copy.add(event as never)
  return copy
}

describe("Gutter Bowl kick-off: the street table's other results", () => {
  it("Falling Roof Tiles (2): a D6 of 5 picks the bottom wide zone; a1 on (20, 13) has armour broken (5 + 4 against AV 9) and the injury roll (4 + 4) KOs them, h1 on (12, 12) keeps their armour (3 + 2); h2 on (6, 1) in the top zone is untouched", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [12, 12], h2: [6, 1], a1: [20, 13] })
    const events = new Events()
      .twoD6(1, 1, "kick-off-event")
      .d6(5, "falling-roof-tiles")
      .twoD6(3, 2, "armour", "h1")
      .twoD6(5, 4, "armour", "a1")
      .twoD6(4, 4, "injury", "a1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [12, 12], posture: "standing" })
    expect(where(played.state, "h2")).toMatchObject({ at: [6, 1], posture: "standing" })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "ko" })
    // The armour roll has no hard-landing +1: nobody fell.
    expect(played.rulings.filter((r) => r.rule === "Armour").map((r) => r.modifiers ?? [])).toEqual([[], []])
  })

  it("Falling Roof Tiles: a1 (Away, receiving) Stunned by a tile (armour 6 + 5, injury 3 + 3) turns over at the end of Away's first team turn", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [20, 13], a2: [18, 7] })
    const events = new Events()
      .twoD6(1, 1, "kick-off-event")
      .d6(6, "falling-roof-tiles")
      .twoD6(6, 5, "armour", "a1")
      .twoD6(3, 3, "injury", "a1")
      .d6(6, "catch", "a2")
    expect(where(playOk(match, state, events.list).state, "a1").posture).toBe("stunned")
    events.add({ _tag: "TurnEnded", team: "away" })
    expect(where(playOk(match, state, events.list).state, "a1").posture).toBe("prone")
  })

  it("Falling Roof Tiles: a D6 of 2 picks the top wide zone, so an armour roll for a1 in the bottom one is a violation", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 1], a1: [20, 13] })
    const events = new Events().twoD6(1, 1, "kick-off-event").d6(2, "falling-roof-tiles").twoD6(5, 4, "armour", "a1")
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", seq: 3 })
  })

  it("Rogue Washing Line (5): Home draw h2 and Away draw a1 (a2 catches the kick); in Away's next team turn a1 cannot be activated, and after Away's turn a1 is free again while h2 is tangled through Home's turn", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], h2: [12, 7], a1: [13, 7], a2: [18, 7] })
    const events = new Events()
      .twoD6(2, 3, "kick-off-event")
      .add({ _tag: "PlayerDrawn", player: "h2", for: "rogue-washing-line" })
      .add({ _tag: "PlayerDrawn", player: "a1", for: "rogue-washing-line" })
      .d6(6, "catch", "a2")
    const kicked = playOk(match, state, events.list)
    expect(kicked.state.kickOffEffects).toEqual(expect.arrayContaining(["rogue-washing-line:h2", "rogue-washing-line:a1"]))
    const tangled = extend(events).add({ _tag: "ActionDeclared", player: "a1", action: "move" })
    expect(play(match, state, tangled.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Rogue Washing Line" })
    const turn = extend(events).add({ _tag: "TurnEnded", team: "away" })
    const after = playOk(match, state, turn.list).state
    expect(after.kickOffEffects).toContain("rogue-washing-line:h2")
    expect(after.kickOffEffects).not.toContain("rogue-washing-line:a1")
    // Home's turn now: h2 is still tangled, h1 may act.
    const home = extend(turn).add({ _tag: "ActionDeclared", player: "h2", action: "move" })
    expect(play(match, state, home.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Rogue Washing Line" })
    const h1 = extend(turn).add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    expect(play(match, state, h1.list).violation).toBeNull()
  })

  it("The Guards Are Coming! (12): Home draw h1, who rolls 2 and is arrested (out for the game); Away draw a1, who rolls 3 and evades the watch", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [18, 7], a2: [20, 3] })
    const events = new Events()
      .twoD6(6, 6, "kick-off-event")
      .add({ _tag: "PlayerDrawn", player: "h1", for: "the-guards-are-coming" })
      .d6(2, "the-guards-are-coming", "h1")
      .add({ _tag: "PlayerDrawn", player: "a1", for: "the-guards-are-coming" })
      .d6(3, "the-guards-are-coming", "a1")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: null, box: "sent-off" })
    expect(where(played.state, "a1").at).toEqual([18, 7])
  })

  it("The Guards Are Coming!: a team draws only one player", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [18, 7], a2: [20, 3] })
    const events = new Events()
      .twoD6(6, 6, "kick-off-event")
      .add({ _tag: "PlayerDrawn", player: "a1", for: "the-guards-are-coming" })
      .d6(5, "the-guards-are-coming", "a1")
      .add({ _tag: "PlayerDrawn", player: "a2", for: "the-guards-are-coming" })
    expect(play(match, state, events.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "The Guards Are Coming!", seq: 4 })
  })

  it("This Round Is On Us! (6): for the drive a KO'd player rolls a D6: a1, knocked out by h1's block (armour 6 + 4, injury 4 + 4), rolls 4 and goes to the reserves", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [6, 7], a1: [18, 7] })
    expect(playOk(match, state, new Events().twoD6(3, 3, "kick-off-event").list).state.kickOffEffects).toContain("this-round-is-on-us")
    const position = gutterPosition(street, { team: 0, at: { h1: [10, 5], a1: [11, 5] } })
    const tavern = { ...position.state, kickOffEffects: ["this-round-is-on-us"] }
    const block = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6], "block")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [12, 5] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(6, 4, "armour", "a1")
      .twoD6(4, 4, "injury", "a1")
    const rolled = extend(block).d6(4, "this-round-is-on-us", "a1")
    expect(where(playOk(position.match, tavern, rolled.list).state, "a1")).toMatchObject({ at: null, box: "reserves" })
    const unlucky = extend(block).d6(3, "this-round-is-on-us", "a1")
    expect(where(playOk(position.match, tavern, unlucky.list).state, "a1")).toMatchObject({ at: null, box: "ko" })
    // Without the free round the KO stands with no D6.
    expect(where(playOk(position.match, position.state, block.list).state, "a1")).toMatchObject({ at: null, box: "ko" })
  })

  it("Quick Attack (4): one kicking-team player, h1 on (12, 7), blocks a1 on (13, 7) before the first team turn; a second activation is refused", () => {
    const { match, state } = gutterKickOff(street, [18, 7], { h1: [12, 7], h2: [12, 9], a1: [13, 7], a2: [13, 9] })
    const events = new Events()
      .twoD6(1, 3, "kick-off-event")
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [3], "block")
      .add({ _tag: "BlockDieChosen", face: 3 })
      .add({ _tag: "PushChosen", player: "a1", to: [14, 7] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").at).toEqual([14, 7])
    const again = extend(events).add({ _tag: "ActionDeclared", player: "h2", action: "block" })
    expect(play(match, state, again.list).violation).not.toBeNull()
    // Only a Block action may be declared.
    const move = new Events().twoD6(1, 3, "kick-off-event").add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    expect(play(match, state, move.list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Quick Attack" })
  })
})

describe("Gutter Bowl kick-off: Sudden Stink (sewer, 4)", () => {
  it("every player on a line of scrimmage is pushed straight back, and h2 behind h1 is pushed back in turn: h1 (12, 4) → (11, 4), h2 (11, 4) → (10, 4), a1 (13, 9) → (14, 9); h3 off the line stays", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [12, 4], h2: [11, 4], h3: [11, 13], a1: [13, 9], a2: [20, 7] })
    const played = playOk(match, state, new Events().twoD6(1, 3, "kick-off-event").list)
    expect(where(played.state, "h1").at).toEqual([11, 4])
    expect(where(played.state, "h2").at).toEqual([10, 4])
    expect(where(played.state, "h3").at).toEqual([11, 13])
    expect(where(played.state, "a1").at).toEqual([14, 9])
    expect(where(played.state, "a2").at).toEqual([20, 7])
  })

  it("a chain pushed back into the barricade (h2 on (11, 7) behind h1 on (12, 7), the barricade between x 10 and 11): h2 cannot cross it, so neither moves — no dice; a1 on (13, 9) is still pushed to (14, 9)", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [12, 7], h2: [11, 7], a1: [13, 9], a2: [20, 7] })
    const played = playOk(match, state, new Events().twoD6(1, 3, "kick-off-event").list)
    expect(where(played.state, "h1")).toMatchObject({ at: [12, 7], posture: "standing" })
    expect(where(played.state, "h2")).toMatchObject({ at: [11, 7], posture: "standing" })
    expect(where(played.state, "a1").at).toEqual([14, 9])
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: expect.stringContaining("stay where they are") })
    expect(played.rulings.some((r) => r.rule === "Pushed into the wall")).toBe(false)
  })

  it("not blocked: the same two on row 5, clear of the barricade (rows 6–8), are pushed back — h1 to (11, 5), h2 to (10, 5)", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [12, 5], h2: [11, 5], a1: [20, 7] })
    const played = playOk(match, state, new Events().twoD6(1, 3, "kick-off-event").list)
    expect(where(played.state, "h1").at).toEqual([11, 5])
    expect(where(played.state, "h2").at).toEqual([10, 5])
  })

  it("a chain of three on row 4 ends at the sewer pit: h3 on (10, 4) is pushed into it at (9, 4) and loses their tackle zone; h2 takes (10, 4), h1 (11, 4)", () => {
    const { match, state } = gutterKickOff(sewer, [18, 7], { h1: [12, 4], h2: [11, 4], h3: [10, 4], a1: [20, 7] })
    const played = playOk(match, state, new Events().twoD6(1, 3, "kick-off-event").list)
    expect(where(played.state, "h3")).toMatchObject({ at: [9, 4], posture: "standing", lostTackleZones: true })
    expect(where(played.state, "h2")).toMatchObject({ at: [10, 4], lostTackleZones: false })
    expect(where(played.state, "h1").at).toEqual([11, 4])
  })
})
