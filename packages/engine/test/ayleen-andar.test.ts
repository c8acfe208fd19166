import type { MatchStarted } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState } from "@sidelines/engine"
import { legalDecisions } from "../src/legal.js"
import { hasSkill } from "../src/model/match.js"
import { randomSkill } from "../src/inducements/staff/ayleen-andar.js"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, player, play, playOk } from "./support/scenario.js"

// Death Zone's Ayleen Andar (inducements/staff/ayleen-andar.ts). Away hire her; a3 and a4 are journeymen
// (Loner (4+)): a3 a Human Lineman (General), a4 a Lineman with General and Strength primaries.
const KID = "This Kid Has Real Potential!"
const ayleen = (journeymen: "both" | "one" = "both", primary = true): MatchStarted => {
  const jm = (id: string, categories: ReadonlyArray<"General" | "Strength">) =>
    player(id, { traits: ["Loner (4+)"], hired: "journeyman", ...(primary ? { primary: [...categories] } : {}) } as never)
  const head = header([player("h1"), player("h2")], [player("a1"), player("a2"), jm("a3", ["General"]), ...(journeymen === "both" ? [jm("a4", ["General", "Strength"])] : [])])
  return { ...head, teams: [head.teams[0]!, { ...head.teams[1]!, inducements: [{ id: "infamous-coaching-staff", count: 1, name: "Ayleen Andar" }] }] }
}
// The pre-game up to the coin toss: the weather (perfect), no prayers (no team values in the header).
const weather = () => new Events().roll("2d6", [3, 4], "weather")
const at = (match: ReturnType<typeof buildMatch>, id: string) => match.playerIndex.get(id)!

describe("Ayleen Andar: This Kid Has Real Potential! — a D6 for each journeyman, −1 for each after the first [inducement:infamous-coaching-staff/ayleen-andar]", () => {
  it("the Random Selection table: General 1-3/1 is Block, 4-6/6 is Wrestle; Strength 4-6/1 is Mighty Blow (+1)", () => {
    expect(randomSkill("General", 2, 1)).toBe("Block")
    expect(randomSkill("General", 6, 6)).toBe("Wrestle")
    expect(randomSkill("Strength", 4, 1)).toBe("Mighty Blow (+1)")
    expect(randomSkill("Agility", 3, 4)).toBe("Dodge")
  })

  it("two journeymen: a3 rolls 4 −1 = 3, one General skill: 2D6 2 + 3 is Dirty Player (+1); a4 rolls 2 −1 = 1 and loses Loner (4+)", () => {
    const match = buildMatch(ayleen(), bloodBowl)
    const afterWeather = playOk(match, initialState(match), weather().list)
    expect(expecting(match, afterWeather.state)).toMatchObject({ kind: "roll", die: "d6", for: "this-kid-has-real-potential", player: "a3" })
    const played = playOk(match, initialState(match), weather().d6(4, "this-kid-has-real-potential", "a3").roll("2d6", [2, 3], "this-kid-has-real-potential", "a3").d6(2, "this-kid-has-real-potential", "a4").list)
    const rolls = played.rulings.filter((r) => r.rule === `Ayleen Andar: ${KID}`)
    expect(rolls.map((r) => [r.total, r.row])).toEqual([[3, "one-skill"], [1, "loses-loner"]])
    expect(rolls[0]!.modifiers).toEqual([{ value: -1, source: "1 journeyman after the first" }])
    expect(hasSkill(match, played.state, at(match, "a3"), "Dirty Player")).toBe(true)
    expect(hasSkill(match, played.state, at(match, "a3"), "Loner")).toBe(true)
    expect(hasSkill(match, played.state, at(match, "a4"), "Loner")).toBe(false)
    // Ayleen is done: the coin toss is next.
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: expect.arrayContaining(["CoinTossCalled"]) })
  })

  it("a lone journeyman's 6 (no −1): two skills from one category; a skill he has is rolled again", () => {
    const match = buildMatch(ayleen("one"), bloodBowl)
    const events = weather().d6(6, "this-kid-has-real-potential", "a3")
      .roll("2d6", [1, 1], "this-kid-has-real-potential", "a3") // Block
      .roll("2d6", [2, 1], "this-kid-has-real-potential", "a3") // Block again: rolled again
      .roll("2d6", [5, 5], "this-kid-has-real-potential", "a3") // Tackle
    const played = playOk(match, initialState(match), events.list)
    expect(played.rulings.filter((r) => r.rule === "Ayleen Andar: random General skill").map((r) => r.result)).toEqual([
      "a3 (#3) gains Block for the match", "Block, which a3 (#3) already has: rolled again", "a3 (#3) gains Tackle for the match"
    ])
    for (const skill of ["Block", "Tackle", "Loner"]) expect(hasSkill(match, played.state, at(match, "a3"), skill)).toBe(true)
  })

  it("with two primary categories the coach picks one first (SkillUsed with category); not a category the journeyman lacks", () => {
    const match = buildMatch(ayleen(), bloodBowl)
    const rolled = weather().d6(1, "this-kid-has-real-potential", "a3").d6(6, "this-kid-has-real-potential", "a4")
    const choosing = playOk(match, initialState(match), rolled.list)
    expect(expecting(match, choosing.state)).toMatchObject({ kind: "decision", team: 1, events: ["SkillUsed"] })
    const offered = legalDecisions(match, choosing.state).filter((d) => d._tag === "SkillUsed").map((d) => (d as { category: string }).category).sort()
    expect(offered).toEqual(["General", "Strength"])
    const choose = (category: string) => ({ _tag: "SkillUsed", player: "a4", skill: KID, category }) as never
    expect(play(match, initialState(match), rolled.add(choose("Agility")).list).violation).toMatchObject({ rule: "Ayleen Andar" })
    // a3: 1 −1 = 0, loses Loner; a4: 6 −1 = 5, one skill: Strength, 4 + 1 is Mighty Blow (+1).
    const played = playOk(match, initialState(match), weather().d6(1, "this-kid-has-real-potential", "a3").d6(6, "this-kid-has-real-potential", "a4").add(choose("Strength")).roll("2d6", [4, 1], "this-kid-has-real-potential", "a4").list)
    expect(hasSkill(match, played.state, at(match, "a4"), "Mighty Blow")).toBe(true)
    expect(hasSkill(match, played.state, at(match, "a3"), "Loner")).toBe(false)
  })

  it("not applying: a team without journeymen rolls nothing; a journeyman with no primary categories in the header breaks it", () => {
    const none = header([player("h1")], [player("a1")])
    const plain = buildMatch({ ...none, teams: [none.teams[0]!, { ...none.teams[1]!, inducements: [{ id: "infamous-coaching-staff", count: 1, name: "Ayleen Andar" }] }] }, bloodBowl)
    const afterWeather = playOk(plain, initialState(plain), weather().list)
    expect(expecting(plain, afterWeather.state)).not.toMatchObject({ for: "this-kid-has-real-potential" })
    const bare = buildMatch(ayleen("one", false), bloodBowl)
    expect(play(bare, initialState(bare), weather().list).violation).toMatchObject({ _tag: "RuleViolation", message: expect.stringContaining("primary skill categories") })
  })
})
