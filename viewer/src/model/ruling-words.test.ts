import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import { describeAll } from "./describe.js"
import { rulingWords } from "./ruling-words.js"

const LOGS = import.meta.glob("../../../logs/*.jsonl", { query: "?raw", import: "default", eager: true }) as Record<string, string>
const build = (text: string): Replay => {
  const log = decodeLogText(text)
  return (Replay.build(log.header!, log.events.slice(0, log.validPrefix)) as { success: Replay }).success
}
const sample = build(LOGS["../../../logs/sample-drive.jsonl"]!)

/** What must never reach a reader: an event's or outcome's tag, a player's id, a slug (a table row's id). */
const internal = (replay: Replay) => {
  const ids = [...replay.match.playerIndex.keys()]
  const tags = /\b(PushChosen|BlockDieChosen|DriveEnded|HalfEnded|MatchEnded|KickOffEvent|TeamTurnStarted|DriveStarted|KnockedDown|WeatherSet|[A-Z][a-z]+[A-Z][A-Za-z]+)\b/
  // Hyphenated words of English stay ("re-roll", "kick-off", "Set-up", "Pre-game"…).
  const slug = /\b[a-z]+(?:-[a-z]+){1,}\b/g
  const english = new Set(["re-roll", "re-rolls", "re-rolled", "kick-off", "set-up", "half-time", "full-time", "pre-game", "team-mate", "team-mates", "hand-off", "pick-up", "throw-in", "roll-off", "time-out", "dazzle", "razzle-dazzle", "one-turn", "up-left", "up-right", "down-left", "down-right", "so-called", "in-game", "left-hand", "right-hand"])
  return (text: string): Array<string> => {
    const found: Array<string> = []
    const tag = tags.exec(text)
    if (tag !== null && !/^(Bone|Blood|Dwarf|Lizard|Wood|Human|Orc|Skaven)/.test(tag[1]!)) found.push(`tag ${tag[1]}`)
    for (const id of ids) if (new RegExp(`(^|[^\\w-])${id.replace(/[-]/g, "\\-")}([^\\w-]|$)`).test(text)) found.push(`id ${id}`)
    for (const word of text.toLowerCase().match(slug) ?? []) if (!english.has(word)) found.push(`slug ${word}`)
    return found
  }
}

describe("the ruling panel's words", () => {
  it("names the failed dodge's player by name and number, the rule, the dice, the target and each modifier", () => {
    const words = rulingWords(sample, 48)!
    expect(words.what).toBe("Dodge roll for Grishnak: 1")
    expect(words.rolls).toEqual([expect.objectContaining({ rule: "Dodge", who: expect.stringMatching(/^Grishnak \(#\d+\)$/), dice: "a d6: 1", modifiers: ["−1 marked by Dieter (#2)"], result: "failure" })])
    expect(words.next).toMatch(/re-roll the failed Dodge roll\?/)
  })

  it("says a decision in words, not by its event's name, and what the rules wait for with names for ids", () => {
    const push = sample.events.find((e) => e._tag === "PushChosen")!.seq
    const words = rulingWords(sample, push)!
    expect(words.what).toBe("Brunhilde is pushed to O8")
    expect(words.decision).toBe(true)
    const before = rulingWords(sample, push - 1)!
    expect(before.next).not.toMatch(/\bh\d\b/)
  })

  it("in every bundled log: no event tag, player id or slug in the panel or the event log", () => {
    const found = new Map<string, string>()
    for (const [path, text] of Object.entries(LOGS)) {
      const replay = build(text)
      const check = internal(replay)
      const seen = (where: string, text: string) => {
        for (const problem of check(text)) if (!found.has(problem)) found.set(problem, `${path.split("/").pop()} ${where}: ${text}`)
      }
      for (const event of replay.events) {
        const words = rulingWords(replay, event.seq)!
        for (const text of [words.what, ...words.outcomes, words.next ?? ""]) seen(`seq ${event.seq}`, text)
        for (const roll of words.rolls) for (const text of [roll.rule, roll.who ?? "", roll.dice, roll.result, ...roll.modifiers, ...roll.notes]) seen(`seq ${event.seq}`, text)
      }
      for (const line of describeAll(replay)) seen(`line ${line.seq}`, line.text)
    }
    expect([...found.entries()].map(([problem, where]) => `${problem} — ${where}`)).toEqual([])
  })
})
