import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import type { MatchStarted } from "@sidelines/schema"
import { killed, pow } from "./support/kill.js"
import { Events, header, player, playOk, positionOf, where } from "./support/scenario.js"

/**
 * Home: Necromantic Horror, with Masters of Undeath; h1 and h2 ST 5 (two block dice). Away: a1 a
 * plain lineman, a2 Regeneration, a3 Stunty, a4 ST 5.
 */
const necromantic = (specialRules: ReadonlyArray<string> = ["Masters of Undeath"]): MatchStarted => {
  const head = header(
    [player("h1", { st: 5 }), player("h2", { st: 5 }), player("h3", { st: 5 })],
    [player("a1"), player("a2", { traits: ["Regeneration"] }), player("a3", { traits: ["Stunty"] }), player("a4", { st: 5 })]
  )
  return { ...head, teams: head.teams.map((team, t) => (t === 0 ? { ...team, specialRules: [...specialRules] } : team)) }
}

const atStart = { h1: [10, 7], h2: [10, 3], h3: [10, 11], a1: [11, 7], a2: [11, 3], a3: [11, 11] } as const

describe("Masters of Undeath: Raise the Dead", () => {
  it("h1 kills a1 with a block: a Zombie Lineman, home-zombie-1, rises into Home's reserves at once, with no event; a1 stays dead", () => {
    const { match, state } = positionOf(necromantic(), { team: 0, at: atStart })
    expect(match.roster[match.playerIndex.get("home-zombie-1")!]).toMatchObject({ team: 0, position: "Zombie Lineman", ma: 4, st: 3, ag: 4, pa: null, av: 9, traits: ["Regeneration"], number: 4 })
    expect(where(state, "home-zombie-1").box).toBe("pool")
    const death = playOk(match, state, killed("a1", pow("h1", "a1", 7)).list)
    expect(where(death.state, "a1").box).toBe("dead")
    expect(where(death.state, "home-zombie-1")).toMatchObject({ team: 0, box: "reserves", at: null })
    expect(death.outcomes).toContainEqual({ _tag: "Note", text: "Masters of Undeath: a1 (#1) rises as Zombie Lineman (#4), who joins Home's reserves for the rest of the match" })
    // Nothing is asked: FUMBBL raises him without asking.
    expect(death.state.stack.some((step) => step._tag === "RaiseTheDead")).toBe(false)
    expect(expecting(match, death.state).about).not.toMatch(/raise/i)
  })

  it("once per game: a second kill raises nobody", () => {
    const head = necromantic()
    const withA5 = { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, players: [...head.teams[1]!.players, player("a5")] }] }
    const { match, state } = positionOf(withA5, { team: 0, at: { ...atStart, a5: [11, 9], h3: [10, 9] } })
    const first = playOk(match, state, killed("a1", pow("h1", "a1", 7)).list)
    const second = playOk(match, first.state, killed("a5", pow("h3", "a5", 9)).list)
    expect(where(second.state, "a5").box).toBe("dead")
    expect(second.state.players.filter((p) => p.team === 0 && p.box === "reserves").map((p) => p.id)).toEqual(["home-zombie-1"])
  })

  it("not a victim with Regeneration, nor a Stunty one: the Zombie stays out of the match", () => {
    for (const [victim, y, why] of [["a2", 3, "Regeneration"], ["a3", 11, "Stunty"]] as const) {
      const { match, state } = positionOf(necromantic(), { team: 0, at: atStart })
      // a2's Regeneration is rolled after the casualty: a 1 fails it.
      const events = killed(victim, pow(victim === "a2" ? "h2" : "h3", victim, y))
      const death = playOk(match, state, (victim === "a2" ? events.d6(1, "regeneration", victim) : events).list)
      expect(where(death.state, victim).box).toBe("dead")
      expect(where(death.state, "home-zombie-1").box).toBe("pool")
      expect(death.outcomes).toContainEqual({ _tag: "Note", text: `Masters of Undeath: ${victim} (#${victim.slice(1)}) cannot be raised (${why})` })
    }
  })

  it("not a victim of ST 5 or more", () => {
    const { match, state } = positionOf(necromantic(), { team: 0, at: { ...atStart, a4: [11, 9], h3: [10, 9] } })
    const death = playOk(match, state, killed("a4", pow("h3", "a4", 9, new Events(), [6])).list)
    expect(where(death.state, "home-zombie-1").box).toBe("pool")
    expect(death.outcomes).toContainEqual({ _tag: "Note", text: "Masters of Undeath: a4 (#4) cannot be raised (ST 5)" })
  })

  it("a team without the rule has no Zombie waiting", () => {
    const { match } = positionOf(necromantic([]), { team: 0, at: atStart })
    expect(match.playerIndex.has("home-zombie-1")).toBe(false)
  })
})
