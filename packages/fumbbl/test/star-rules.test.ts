import { describe, expect, it } from "vitest"
import { STAR_PLAYER_SPECIAL_RULES } from "@sidelines/engine"
import { importReplay } from "../src/index.js"
import { DERIVED_SPECIAL_RULES, SPECIAL_ACTIONS, SPECIAL_REPORTS, specialRule } from "../src/star-rules.js"
import { activate, command, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * FFB-shaped fragments (written for these tests) of the ways a star player's special rule shows
 * in a replay: a skillUse naming it, a report of its own, a player action of its own, a re-roll
 * source. Where the importer does not convert the use, it stops there, naming the rule.
 */
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\!']/g, (c) => `\\${c}`)
const stoppedAt = (...fragment: Parameters<typeof replay>[0]) => importReplay(replay([...matchStart(), ...fragment])).stopped?.reason

/** Rules whose skillUse the importer writes (Swift As The Breeze as SkillUsed), or reads as a notice. */
const CONVERTED_SKILL_USE = new Set(["Swift As The Breeze", ...DERIVED_SPECIAL_RULES])

describe("star players' special rules the importer does not convert: it stops, naming the rule", () => {
  it("knows every BB2020 star player's special rule the engine lists, by FFB's name", () => {
    expect(STAR_PLAYER_SPECIAL_RULES.filter((rule) => specialRule(rule) !== rule)).toEqual([])
    // FFB quotes two names, and spells one re-roll source the British way.
    expect(specialRule('"Excuse Me, Are You a Zoat?"')).toBe("Excuse Me, Are You a Zoat?")
    expect(specialRule("Mesmerising Dance")).toBe("Mesmerizing Dance")
    expect(specialRule("Dodge")).toBeNull()
  })

  it.each(STAR_PLAYER_SPECIAL_RULES.filter((rule) => !CONVERTED_SKILL_USE.has(rule)))("stops at FFB's skillUse of %s, used", (rule) => {
    const reason = stoppedAt(command([report("skillUse", { playerId: "a4", skill: rule, used: true, skillUse: "whatever" })]))
    expect(reason).toMatch(new RegExp(`^${escape(rule)}: FFB's use.* \\(command \\d+\\) is not converted yet`))
  })

  it("stops at a quoted name too, as FFB writes Then I Started Blastin'!", () => {
    expect(stoppedAt(command([report("skillUse", { playerId: "a4", skill: "\"Then I Started Blastin'!\"", used: true })]))).toMatch(/^Then I Started Blastin'!: FFB's use \(command \d+\)/)
  })

  it("does not stop where the coach did not use it (used false): the engine takes the rule as not used, as FFB did", () => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill: "Primal Savagery", used: false })])]))
    expect(match.stopped).toBeNull()
  })

  it.each([...DERIVED_SPECIAL_RULES])("does not stop at FFB's notice that %s acted: the engine derives it, nothing in the log", (rule) => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill: rule, used: true })])]))
    expect(match.stopped).toBeNull()
    expect(match.warnings).toEqual([])
  })

  it.each(Object.entries(SPECIAL_ACTIONS))("stops at FFB's %s player action, naming %s", (action, rule) => {
    expect(stoppedAt(activate("a4", action))).toMatch(new RegExp(`^${escape(rule)}: FFB's "${action}" action \\(command \\d+\\) is not converted yet`))
  })

  it.each(Object.entries(SPECIAL_REPORTS))("stops at FFB's %s report, naming %s", (id, rule) => {
    expect(stoppedAt(command([report(id, { playerId: "a4" })]))).toMatch(new RegExp(`^${escape(rule)}: FFB's "${id}" report \\(command \\d+\\) is not converted yet`))
  })

  it.each(["Bounding Leap", "Unstoppable Momentum", "Savage Blow"])("stops at FFB's re-roll from %s", (source) => {
    expect(stoppedAt(command([report("reRoll", { playerId: "a4", reRollSource: source, successful: true, roll: 0 })]))).toMatch(
      new RegExp(`^${source}: FFB's re-roll \\(command \\d+\\) is not converted yet`)
    )
  })

  it.each(["Unstoppable Momentum", "Savage Blow"])("stops at FFB's blockReRoll from %s, naming it", (source) => {
    expect(stoppedAt(command([report("blockReRoll", { playerId: "a4", reRollSource: source, blockRoll: [3] })]))).toMatch(
      new RegExp(`^${source}: FFB's blockReRoll \\(command \\d+\\) is not converted yet`)
    )
  })

  it("writes FFB's Mesmerising Dance re-roll as the engine spells the rule", () => {
    const match = importReplay(replay([...matchStart(), command([report("reRoll", { playerId: "a4", reRollSource: "Mesmerising Dance", successful: true, roll: 0 })])]))
    expect(match.stopped).toBeNull()
    expect(match.events.at(-1)).toMatchObject({ _tag: "RerollUsed", team: "T-AWAY", source: "skill", skill: "Mesmerizing Dance", player: "a4" })
  })
})
