import { describe, expect, it } from "vitest"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Star players' special rules that hypnotise, hex, steal the ball or blast (rules/black-ink.ts,
// excuse-me-are-you-a-zoat.ts, look-into-my-eyes.ts, baleful-hex.ts). Facts from FUMBBL's client
// (christerk/ffb) and BBBase's star pages, as docs/skills.md says.
const used = (star: string, skill: string, target?: string) => ({ _tag: "SkillUsed" as const, player: star, skill, ...(target === undefined ? {} : { target }) })
const spent = <S extends { teams: ReadonlyArray<{ specialRulesUsed?: ReadonlyArray<string> | undefined }> }>(state: S, team: number, mark: string): S =>
  ({ ...state, teams: state.teams.map((t, i) => (i === team ? { ...t, specialRulesUsed: [mark] } : t)) })

describe("Black Ink (Kiroth Krakeneye)", () => {
  const squid = header(
    [
      player("kiroth", { name: "Kiroth Krakeneye", position: "Star Player", ma: 7, st: 3, ag: 2, pa: 3, av: 9, skills: ["Loner (4+)", "On the Ball", "Tackle", "Black Ink"], traits: [], hired: "star-player" }),
      player("h2")
    ],
    [player("a1"), player("a2")]
  )

  it("at the start of his Move, the lineman next to him is hypnotised with no roll: Kiroth then walks away with no dodge [special:black-ink]", () => {
    const { match, state } = positionOf(squid, { team: 0, at: { kiroth: [10, 7], a1: [11, 7], h2: [3, 3] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "kiroth", action: "move" })
      .add(used("kiroth", "Black Ink", "a1"))
      .add({ _tag: "PlayerMoved", player: "kiroth", to: [9, 7] })
      .add({ _tag: "ActionEnded", player: "kiroth" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").lostTackleZones).toBe(true)
    expect(played.rulings.some((r) => r.rule === "Dodge")).toBe(false)
    expect(played.rulings.some((r) => r.rule === "Hypnotic Gaze")).toBe(false)
    expect(where(played.state, "kiroth").at).toEqual([9, 7])
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["kiroth:Black Ink"])
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text.startsWith("special rule: Black Ink (once a game)"))).toBe(true)
    // Without it, the same step away is a dodge.
    const plain = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "kiroth", action: "move" }).add({ _tag: "PlayerMoved", player: "kiroth", to: [9, 7] }).d6(4, "dodge", "kiroth").list)
    expect(plain.rulings.some((r) => r.rule === "Dodge")).toBe(true)
  })

  it("a prone opponent next to him may be chosen too; one two squares off may not [special:black-ink]", () => {
    const { match, state } = positionOf(squid, { team: 0, at: { kiroth: [10, 7], a1: [11, 8], a2: [12, 7] }, prone: ["a1"] })
    const start = new Events().add({ _tag: "ActionDeclared", player: "kiroth", action: "block" })
    expect(where(playOk(match, state, [...start.list, { ...used("kiroth", "Black Ink", "a1"), seq: 2 }]).state, "a1").lostTackleZones).toBe(true)
    expect(play(match, state, [...start.list, { ...used("kiroth", "Black Ink", "a2"), seq: 2 }]).violation).toMatchObject({ rule: "Black Ink", seq: 2 })
  })

  it("not after he has moved, not a second time in the game, not for a player without it [special:black-ink]", () => {
    const { match, state } = positionOf(squid, { team: 0, at: { kiroth: [10, 7], a1: [11, 7], h2: [12, 8], a2: [13, 8] } })
    const late = new Events()
      .add({ _tag: "ActionDeclared", player: "kiroth", action: "move" })
      .add({ _tag: "PlayerMoved", player: "kiroth", to: [10, 6] }).d6(4, "dodge", "kiroth")
      .add(used("kiroth", "Black Ink", "a1"))
    expect(play(match, state, late.list).violation).toMatchObject({ rule: "Black Ink", seq: 4 })
    const again = new Events().add({ _tag: "ActionDeclared", player: "kiroth", action: "move" }).add(used("kiroth", "Black Ink", "a1"))
    expect(play(match, spent(state, 0, "kiroth:Black Ink"), again.list).violation).toMatchObject({ rule: "Black Ink", seq: 2 })
    const other = new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add(used("h2", "Black Ink", "a2"))
    expect(play(match, state, other.list).violation).toMatchObject({ rule: "Black Ink", seq: 2 })
  })
})
