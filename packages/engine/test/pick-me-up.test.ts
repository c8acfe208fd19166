import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Home: Orc linemen, whose turn it is. Away: Norse — a Beer Boar (Pick-me-up) and Raiders.
const head = header(
  [player("h1"), player("h2")],
  [
    player("a1", { position: "Beer Boar", ma: 5, st: 1, ag: 3, av: 6, skills: ["Dodge"], traits: ["No Hands", "Pick-me-up", "Stunty", "Titchy"] }),
    player("a2", { position: "Norse Raider Lineman" }),
    player("a3", { position: "Norse Raider Lineman" }),
    player("a4", { position: "Norse Raider Lineman" }),
    player("a5", { position: "Norse Raider Lineman" })
  ]
)

const endHomeTurn = () => new Events().add({ _tag: "TurnEnded", team: "home" })

describe("Pick-me-up [trait:pick-me-up]", () => {
  // The Boar at (15, 7). a2 lies three squares away at (18, 7), a3 two away at (13, 9); a4, also
  // prone, is four away at (19, 7); a5 is Stunned at (16, 7).
  const position = { team: 0, at: { h1: [5, 5], a1: [15, 7], a2: [18, 7], a3: [13, 9], a4: [19, 7], a5: [16, 7] }, prone: ["a2", "a3", "a4"], stunned: ["a5"] } as const

  it("as the home turn ends, each Prone Norse within three squares of the standing Boar rolls: a 5 stands a2 up, a 4 leaves a3 down [trait:pick-me-up]", () => {
    const { match, state } = positionOf(head, position)
    const ended = playOk(match, state, endHomeTurn().list)
    // Only the two in reach roll; not a4 (four squares away) nor the Stunned a5.
    expect(expecting(match, ended.state)).toMatchObject({ kind: "roll", die: "d6", for: "pick-me-up", player: "a2" })
    const played = playOk(match, state, endHomeTurn().d6(5, "pick-me-up", "a2").d6(4, "pick-me-up", "a3").list)
    expect(played.rulings.filter((r) => r.rule === "Pick-me-up").map((r) => [r.player, r.dice, r.target, r.success])).toEqual([["a2", [5], 5, true], ["a3", [4], 5, false]])
    expect(where(played.state, "a2").posture).toBe("standing")
    expect(where(played.state, "a3").posture).toBe("prone")
    expect(where(played.state, "a4").posture).toBe("prone")
    expect(where(played.state, "a5").posture).toBe("stunned")
    // Then the away team's turn starts.
    expect(played.state.activeTeam).toBe(1)
  })

  it("takes the rolls in any order, and the coach may roll for only some (as FFB lets him): the next event ends it [trait:pick-me-up]", () => {
    const { match, state } = positionOf(head, position)
    const played = playOk(match, state, endHomeTurn().d6(6, "pick-me-up", "a3").add({ _tag: "ActionDeclared", player: "a3", action: "move" }).list)
    expect(where(played.state, "a3").posture).toBe("standing")
    expect(where(played.state, "a2").posture).toBe("prone")
    expect(played.state.activePlayer).toBe("a3")
  })

  it("a player out of reach, or one who has rolled, may not roll [trait:pick-me-up]", () => {
    const { match, state } = positionOf(head, position)
    expect(play(match, state, endHomeTurn().d6(6, "pick-me-up", "a4").list).violation).toMatchObject({ rule: "Pick-me-up" })
    expect(play(match, state, endHomeTurn().d6(4, "pick-me-up", "a2").d6(6, "pick-me-up", "a2").list).violation).toMatchObject({ rule: "Pick-me-up" })
  })

  it("does not apply with the Boar himself down or without his tackle zones, nor at the end of his own team's turn [trait:pick-me-up]", () => {
    // The Boar Prone: nobody rolls, the away turn starts at once.
    const down = positionOf(head, { ...position, prone: ["a1", "a2", "a3", "a4"] })
    const ended = playOk(down.match, down.state, endHomeTurn().list)
    expect(ended.state.activeTeam).toBe(1)
    expect(expecting(down.match, ended.state)).toMatchObject({ kind: "decision", team: 1 })
    expect(play(down.match, down.state, endHomeTurn().d6(6, "pick-me-up", "a2").list).violation).not.toBeNull()
    // Standing but without his tackle zones (a Hypnotic Gaze, say): he uses no trait.
    const gazed = positionOf(head, position)
    const dazed = { ...gazed.state, players: gazed.state.players.map((p) => (p.id === "a1" ? { ...p, lostTackleZones: true } : p)) }
    expect(playOk(gazed.match, dazed, endHomeTurn().list).state.activeTeam).toBe(1)
    // The away team ending its own turn: no roll for its prone players.
    const own = positionOf(head, { ...position, team: 1 })
    const awayEnds = playOk(own.match, own.state, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(awayEnds.state.activeTeam).toBe(0)
    expect(expecting(own.match, awayEnds.state)).toMatchObject({ kind: "decision", team: 0 })
  })
})
