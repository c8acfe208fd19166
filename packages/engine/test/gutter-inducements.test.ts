import { describe, expect, it } from "vitest"
import type { MatchStarted } from "@sidelines/schema"
import { expecting, type MatchState } from "@sidelines/engine"
import { Events, play, playOk, where } from "./support/scenario.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"

// Gutter Bowl's Sawbones and Snack Stand. Home's h1 on (12, 1) fouls the prone a1 on (13, 1):
// armour 6 + 4 breaks AV 9, injury 6 + 4 is a casualty, and the D16 12 is a Serious Injury.

const withInducement = (team: 0 | 1, id: string): MatchStarted => {
  const head = gutterHeader("street")
  return { ...head, teams: head.teams.map((t, i) => (i === team ? { ...t, inducements: [{ id, count: 1 }] } : t)) as never }
}

const foul = () =>
  new Events()
    .add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
    .add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
    .twoD6(6, 4, "armour", "a1")
    .twoD6(6, 4, "injury", "a1")
    .roll("d16", [12], "casualty", "a1")

const fouled = (head: MatchStarted) => gutterPosition(head, { team: 0, at: { h1: [12, 1], a1: [13, 1] }, prone: ["a1"] })

describe("Sawbones [inducement:sawbones]", () => {
  it("right after the casualty roll Away may send the Sawbones: D6 4, a second casualty roll (3, Badly Hurt), Away keep it and a1 is patched up to the reserves", () => {
    const { match, state } = fouled(withInducement(1, "sawbones"))
    const rolled = playOk(match, state, foul().list)
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
    const events = foul()
      .add({ _tag: "InducementUsed", team: "away", inducement: "sawbones", player: "a1" })
      .d6(4, "sawbones", "a1")
      .roll("d16", [3], "casualty", "a1")
    const choosing = playOk(match, state, events.list)
    expect(expecting(match, choosing.state)).toMatchObject({ kind: "decision", team: 1, events: ["InjuryChosen"] })
    const played = playOk(match, state, events.add({ _tag: "InjuryChosen", player: "a1", keep: "new" }).list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "reserves" })
    expect(played.rulings.find((r) => r.rule === "Sawbones")).toMatchObject({ success: true })
    expect(played.state.teams[1]!.inducementsUsed).toEqual(["sawbones"])
  })

  it("keeping the original result, the Serious Injury stands", () => {
    const { match, state } = fouled(withInducement(1, "sawbones"))
    const events = foul().add({ _tag: "InducementUsed", team: "away", inducement: "sawbones", player: "a1" }).d6(2, "sawbones", "a1").roll("d16", [8], "casualty", "a1").add({ _tag: "InjuryChosen", player: "a1", keep: "original" })
    expect(where(playOk(match, state, events.list).state, "a1")).toMatchObject({ at: null, box: "si" })
  })

  it("a 1 on the Sawbones' D6 is fatal: a1 is Dead", () => {
    const { match, state } = fouled(withInducement(1, "sawbones"))
    const played = playOk(match, state, foul().add({ _tag: "InducementUsed", team: "away", inducement: "sawbones", player: "a1" }).d6(1, "sawbones", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "dead" })
    expect(played.rulings.find((r) => r.rule === "Sawbones")).toMatchObject({ success: false, result: "the Sawbones' methods prove fatal: Dead" })
  })

  it("declined, the casualty stands and the Sawbones is kept", () => {
    const { match, state } = fouled(withInducement(1, "sawbones"))
    const played = playOk(match, state, foul().add({ _tag: "ChoiceDeclined", team: "away", choice: "sawbones" }).list)
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "si" })
    expect(played.state.teams[1]!.inducementsUsed).toBeUndefined()
  })

  it("not offered: to a team without one, to Home for an Away player, or once it has been used this game", () => {
    const none = fouled(gutterHeader("street"))
    expect(where(playOk(none.match, none.state, foul().list).state, "a1")).toMatchObject({ box: "si" })
    const home = fouled(withInducement(0, "sawbones"))
    expect(where(playOk(home.match, home.state, foul().list).state, "a1")).toMatchObject({ box: "si" })
    const once = fouled(withInducement(1, "sawbones"))
    const spent = { ...once.state, teams: once.state.teams.map((t, i) => (i === 1 ? { ...t, inducementsUsed: ["sawbones"] } : t)) } as MatchState
    expect(where(playOk(once.match, spent, foul().list).state, "a1")).toMatchObject({ box: "si" })
    expect(play(once.match, spent, foul().add({ _tag: "InducementUsed", team: "away", inducement: "sawbones", player: "a1" }).list).violation).not.toBeNull()
  })
})

describe("Snack Stand [inducement:snack-stand]", () => {
  // Home's h2 lies in the KO box as the drive ends (at half-time).
  const koAtDriveEnd = (head: MatchStarted) => {
    const { match, state } = gutterPosition(head, { team: 0, at: { h1: [12, 1], a1: [14, 1] } })
    const i = match.playerIndex.get("h2")!
    const players = state.players.map((p, n) => (n === i ? { ...p, at: null, box: "ko" as const } : p))
    return { match, state: { ...state, players, stack: [{ _tag: "EndDrive", reason: "half-time", nextKickingTeam: null }] } as MatchState }
  }

  it("+1 to Home's KO recovery rolls: a 3 brings h2 back to the reserves; without a Snack Stand it would not", () => {
    const snacks = koAtDriveEnd(withInducement(0, "snack-stand"))
    const played = playOk(snacks.match, snacks.state, new Events().d6(3, "ko-recovery", "h2").list)
    expect(where(played.state, "h2").box).toBe("reserves")
    expect(played.rulings.find((r) => r.rule === "KO recovery")).toMatchObject({ modifiers: [{ value: 1, source: "Snack Stand" }], total: 4, success: true })
    const plain = koAtDriveEnd(gutterHeader("street"))
    expect(where(playOk(plain.match, plain.state, new Events().d6(3, "ko-recovery", "h2").list).state, "h2").box).toBe("ko")
    // Away's Snack Stand does not feed Home's players.
    const theirs = koAtDriveEnd(withInducement(1, "snack-stand"))
    expect(where(playOk(theirs.match, theirs.state, new Events().d6(3, "ko-recovery", "h2").list).state, "h2").box).toBe("ko")
  })

  // h1 on (12, 1) dodges away from a1 on (13, 1), fails, and uses a team re-roll (2 become 1); then Home end the turn.
  const rerolled = () =>
    new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [11, 1] })
      .d6(1, "dodge", "h1")
      .add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
      .d6(5, "dodge", "h1")
      .add({ _tag: "TurnEnded", team: "home" })
  const dodging = (head: MatchStarted) => gutterPosition(head, { team: 0, at: { h1: [12, 1], a1: [13, 1] } })

  it("Home used a team re-roll: as their turn ends a D6; a 6 gives the re-roll back (2 again)", () => {
    const { match, state } = dodging(withInducement(0, "snack-stand"))
    const ended = playOk(match, state, rerolled().list)
    expect(ended.state.teams[0]!.rerolls).toBe(1)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "roll", die: "d6", for: "snack-stand", team: 0 })
    const free = playOk(match, state, rerolled().add({ _tag: "DiceRolled", die: "d6", faces: [6], for: "snack-stand", team: "home" } as never).list)
    expect(free.state.teams[0]!.rerolls).toBe(2)
    expect(free.state.activeTeam).toBe(1)
    const paid = playOk(match, state, rerolled().add({ _tag: "DiceRolled", die: "d6", faces: [5], for: "snack-stand", team: "home" } as never).list)
    expect(paid.state.teams[0]!.rerolls).toBe(1)
    expect(paid.rulings.find((r) => r.rule === "Snack Stand")).toMatchObject({ success: false })
  })

  it("no D6 for a team without a Snack Stand, nor for a turn with no team re-roll used", () => {
    const plain = dodging(gutterHeader("street"))
    expect(playOk(plain.match, plain.state, rerolled().list).state.activeTeam).toBe(1)
    const { match, state } = dodging(withInducement(0, "snack-stand"))
    expect(playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).list).state.activeTeam).toBe(1)
  })
})

describe("Sawbones after Decay [inducement:sawbones] [trait:decay]", () => {
  // a1 has Decay: the casualty (12, Serious Injury) is rolled again (3, Badly Hurt); the worse, the
  // Serious Injury, is what the Sawbones is offered for.
  const decaying = (): MatchStarted => {
    const head = withInducement(1, "sawbones")
    const away = head.teams[1]!.players.map((p) => (p.id === "a1" ? { ...p, traits: ["Decay"] } : p))
    return { ...head, teams: [head.teams[0], { ...head.teams[1], players: away }] as never }
  }

  it("the Sawbones comes after the second roll, for the worse result; a second casualty roll of 3 kept patches a1 up", () => {
    const { match, state } = fouled(decaying())
    const rolled = playOk(match, state, foul().roll("d16", [3], "decay", "a1").list)
    expect(rolled.rulings.find((r) => r.rule === "Casualty (Decay, second roll)")).toMatchObject({ row: "badly-hurt" })
    expect(expecting(match, rolled.state)).toMatchObject({ kind: "decision", team: 1, events: ["InducementUsed", "ChoiceDeclined"] })
    const declined = playOk(match, state, foul().roll("d16", [3], "decay", "a1").add({ _tag: "ChoiceDeclined", team: "away", choice: "sawbones" }).list)
    expect(where(declined.state, "a1")).toMatchObject({ at: null, box: "si" })
    const events = foul().roll("d16", [3], "decay", "a1")
      .add({ _tag: "InducementUsed", team: "away", inducement: "sawbones", player: "a1" })
      .d6(4, "sawbones", "a1")
      .roll("d16", [3], "casualty", "a1")
      .add({ _tag: "InjuryChosen", player: "a1", keep: "new" })
    expect(where(playOk(match, state, events.list).state, "a1")).toMatchObject({ at: null, box: "reserves" })
  })
})
