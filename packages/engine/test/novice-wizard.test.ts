import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { Events, play, playOk, where } from "./support/scenario.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"
import { wizardCast } from "../src/rules/novice-wizard.js"

// Gutter Bowl's Novice Wizard, on the street. Home brought one. Around the line of scrimmage:
// h1 (12, 7) faces a1 (13, 7); a2 (13, 8) stands next to a1, h2 (11, 9) two squares from a1,
// a3 (20, 7) far away. Home end their team turn and may cast before Away's.
const base = gutterHeader("street")
const head = { ...base, teams: [{ ...base.teams[0]!, inducements: [{ id: "novice-wizard", count: 1 }] }, base.teams[1]!] }
const AT = { h1: [12, 7], h2: [11, 9], a1: [13, 7], a2: [13, 8], a3: [20, 7] } as const
const turn = (at: Readonly<Record<string, readonly [number, number]>> = AT) => gutterPosition(head, { team: 0, at: at as never })
const cast = (spell: string, target: string) =>
  new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "InducementUsed", team: "home", inducement: spell, player: target })

describe("Novice Wizard: Firebolt at the end of a friendly team turn, once per game [inducement:novice-wizard]", () => {
  it("Home end their turn: the wizard may cast before Away's turn", () => {
    const { match, state } = turn()
    const ended = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    expect(expecting(match, ended.state)).toMatchObject({ kind: "decision", team: 0, events: ["InducementUsed", "ChoiceDeclined"] })
  })

  it("Firebolt at a1 on a 3: a1 is knocked down, and the armour roll (with the cobbles' +1) follows", () => {
    const { match, state } = turn()
    const played = playOk(match, state, cast("firebolt", "a1").d6(3, "novice-wizard", "a1").twoD6(2, 3, "armour", "a1").list)
    expect(played.rulings.find((r) => r.rule === "Firebolt")).toMatchObject({ target: 3, success: true })
    expect(where(played.state, "a1")).toMatchObject({ at: [13, 7], posture: "prone" })
    expect(played.state.kickOffEffects).toContain(wizardCast(0))
    expect(played.rulings.find((r) => r.rule === "Armour")!.modifiers).toContainEqual(expect.objectContaining({ value: 1 }))
    // Away's team turn follows.
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] })
  })

  it("a 2 goes astray: with h1 stepped back to (11, 7), a2 next to a1 is the nearest player and is knocked down instead", () => {
    const { match, state } = turn({ ...AT, h1: [11, 7] })
    const played = playOk(match, state, cast("firebolt", "a1").d6(2, "novice-wizard", "a1").twoD6(2, 3, "armour", "a2").list)
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(where(played.state, "a2").posture).toBe("prone")
  })

  it("astray with h1 and a2 both next to a1: the one hit is drawn at random — here Home's own h1", () => {
    const { match, state } = turn()
    const astray = playOk(match, state, cast("firebolt", "a1").d6(1, "novice-wizard", "a1").list)
    expect(expecting(match, astray.state)).toMatchObject({ kind: "decision", events: ["PlayerDrawn"] })
    const played = playOk(match, state, cast("firebolt", "a1").d6(1, "novice-wizard", "a1").add({ _tag: "PlayerDrawn", player: "h1", for: "novice-wizard" }).twoD6(2, 3, "armour", "h1").list)
    expect(where(played.state, "h1").posture).toBe("prone")
    const far = play(match, state, cast("firebolt", "a1").d6(1, "novice-wizard", "a1").add({ _tag: "PlayerDrawn", player: "a3", for: "novice-wizard" }).list)
    expect(far.violation).toMatchObject({ _tag: "RuleViolation", rule: "Firebolt" })
  })
})

describe("what the Novice Wizard may not do", () => {
  it("cast again: once it has, Home's next turn end offers nothing", () => {
    const { match, state } = turn()
    const used = { ...state, kickOffEffects: [...state.kickOffEffects, wizardCast(0)] }
    expect(play(match, used, cast("firebolt", "a1").list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("aim at one of Home's own players", () => {
    const { match, state } = turn()
    expect(play(match, state, cast("firebolt", "h2").list).violation).toMatchObject({ _tag: "RuleViolation", rule: "Firebolt" })
  })

  it("not casting: Away's turn just begins and the spell is kept", () => {
    const { match, state } = turn()
    const played = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "ActionDeclared", player: "a3", action: "move" }).list)
    expect(played.state.activePlayer).toBe("a3")
    expect(played.state.kickOffEffects).not.toContain(wizardCast(0))
  })

  it("a team without a Novice Wizard is offered nothing", () => {
    const { match, state } = gutterPosition(base, { team: 0, at: AT as never })
    expect(play(match, state, cast("firebolt", "a1").list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("Transmutation (the frog's No Hands, Titchy and Very Long Legs are not folded) stops as Unsupported", () => {
    const { match, state } = turn()
    expect(play(match, state, cast("transmutation", "a1").list).violation).toMatchObject({ _tag: "Unsupported", feature: "spell: transmutation" })
  })
})

describe("the Novice Wizard among the legal decisions", () => {
  it("offers Firebolt at each Standing Away player, and no cast at Home's own", async () => {
    const { legalDecisions } = await import("@sidelines/engine")
    const { match, state } = turn()
    const ended = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "home" }).list)
    const legal = legalDecisions(match, ended.state)
    expect(legal).toContainEqual({ _tag: "InducementUsed", team: "home", inducement: "firebolt", player: "a1" })
    expect(legal.some((d) => d._tag === "InducementUsed" && d.player === "h2")).toBe(false)
    expect(legal).toContainEqual({ _tag: "ChoiceDeclined", team: "home", choice: "novice-wizard" })
    const declined = playOk(match, ended.state, new Events(2).add({ _tag: "ChoiceDeclined", team: "home", choice: "novice-wizard" }).list)
    expect(expecting(match, declined.state)).toMatchObject({ kind: "decision", team: 1, events: ["ActionDeclared", "TurnEnded"] })
  })
})
