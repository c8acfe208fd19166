import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { decodeLogText, type MatchEvent } from "@sidelines/schema"
import sampleText from "../../../logs/sample-drive.jsonl?raw"
import orcText from "../../../logs/bb-orc-v-human.jsonl?raw"
import { describeAll, describeEvent, EVENT_KINDS, eventKindsAt, eventLines } from "./describe.js"

const build = (text: string, edit: (event: MatchEvent) => MatchEvent = (event) => event): Replay => {
  const log = decodeLogText(text)
  if (log.header === undefined) throw new Error("no header")
  const built = Replay.build(log.header, log.events.slice(0, log.validPrefix).map(edit))
  if (built._tag !== "Success") throw new Error("the variant is not supported")
  return built.success
}

const sample = build(sampleText)
const line = (replay: Replay, seq: number) => describeEvent(replay, replay.indexOf(seq))

describe("describeEvent on the sample drive", () => {
  it("says where in the match the event happened, from the state before it, apart from what happened", () => {
    expect(line(sample, 1).where).toBe("Pre-game")
    expect(line(sample, 7).where).toBe("Drive 1, Set-up")
    expect(line(sample, 22).where).toBe("Drive 1, Kick-off")
    expect(line(sample, 48).where).toBe("Drive 1, Gouged Eye Grinders turn 1")
    // The Orcs' TurnEnded still belongs to their turn; the Humans' turn starts after it (the
    // log's header says so: the line says only what happened).
    expect(line(sample, 52).where).toBe("Drive 1, Gouged Eye Grinders turn 1")
    expect(line(sample, 52).text).toBe("Gouged Eye Grinders end their turn")
    expect(line(sample, 53).where).toBe("Drive 1, Altdorf Lions turn 1")
    for (const seq of [1, 7, 22, 48, 53]) expect(line(sample, seq).text).not.toMatch(/Blood Bowl|Drive 1|turn 1/)
  })

  it("describes the failed dodge with the number needed, the roll and the result", () => {
    const dodge = line(sample, 48)
    expect(dodge.seq).toBe(48)
    expect(dodge.text).toContain("Grishnak dodges")
    // The rules' target is AG 3+ with −1 for Dieter's tackle zone: the die needed a 4.
    expect(dodge.text).toContain("needed 4+")
    expect(dodge.text).toContain("rolled 1")
    expect(dodge.text).toContain("failure")
    expect(dodge.text).toContain("marked by Dieter")
    expect(dodge.kinds).toEqual(["dice"])
    expect(dodge.problem).toBe(false)
    // Where he dodged and rushed to: O10, the square of his step at seq 46 (the rules keep him on
    // N9 until the rolls are made), and, on the re-roll's line, the roll it replaced and which
    // re-roll was spent.
    expect(line(sample, 46).text).toContain("Grishnak moves to O10")
    expect(dodge.text).toContain("Grishnak dodges to O10 — needed 4+")
    expect(line(sample, 50).text).toMatch(/Grishnak dodges to O10 — needed 4\+.*, rolled 1, team re-roll 5: success$/)
    expect(line(sample, 47).text).toMatch(/Grishnak rushes to O10 — needed 2\+, rolled 3: success$/)
  })

  it("describes blocks from the engine's strengths", () => {
    const block = line(sample, 38)
    expect(block.text).toContain("Grishnak blocks Jurgen (ST 3+1 = 4 v 3+1 = 4): 1 die")
    expect(block.kinds).toContain("blocks")
    expect(line(sample, 27).text).toContain("Ugruk blocks Brunhilde (ST 4 v 5): 2 dice, Altdorf Lions choose")
    expect(line(sample, 28).text).toContain("Ugruk rolls 2 block dice: Push Back, POW!")
    expect(line(sample, 28).kinds).toEqual(["dice", "blocks"])
    expect(line(sample, 40).text).toContain("Block die chosen: POW!")
    expect(line(sample, 41).text).toContain("Jurgen is pushed to O9")
    expect(line(sample, 42).text).toContain("Grishnak follows up; Jurgen goes down on O9")
  })

  it("describes the armour, injury and apothecary", () => {
    const armour = line(sample, 43)
    expect(armour.text).toContain("Armour on Jurgen: 6+4 = 10 against 9+: broken")
    expect(armour.kinds).toEqual(["dice", "injuries"])
    const injury = line(sample, 44)
    expect(injury.text).toContain("Jurgen")
    expect(injury.text).toContain("KO'd")
    expect(injury.kinds).toContain("injuries")
    expect(line(sample, 45).text).toContain("Jurgen is KO'd by Grishnak")
    expect(line(sample, 45).kinds).toEqual(["injuries", "decisions"])
  })

  it("describes the kick-off", () => {
    const kickOff = line(sample, 22)
    expect(kickOff.text).toContain("Brilliant Coaching")
    expect(kickOff.kinds).toEqual(["dice", "kick-off"])
    expect(line(sample, 19).text).toContain("Ansel kicks off, aiming at G9")
    expect(line(sample, 24).text).toContain("Gouged Eye Grinders gain an extra team re-roll")
  })

  it("describes decisions and plain moves", () => {
    expect(line(sample, 4).text).toContain("Altdorf Lions call heads")
    expect(line(sample, 5).text).toContain("Coin toss: tails: Gouged Eye Grinders win the toss")
    expect(line(sample, 6).text).toBe("Gouged Eye Grinders choose to receive")
    expect(line(sample, 16).text).toContain("Grishnak is placed on J5")
    expect(line(sample, 32).text).toContain("Grishnak declares a Blitz on Jurgen")
    expect(line(sample, 46).text).toContain("Grishnak moves to O10")
    expect(line(sample, 46).kinds).toEqual([])
    expect(line(sample, 49).text).toContain("Gouged Eye Grinders use a team re-roll")
    expect(line(sample, 49).kinds).toEqual(["decisions"])
    expect(line(sample, 54).text).toContain("Brunhilde's Bone Head — needed 2+, rolled 3: success")
  })

  it("marks a claim the rules dispute as a problem, and says what was claimed", () => {
    expect(describeAll(sample).some((l) => l.problem)).toBe(false)
    const disputed = build(sampleText, (event) => (event.seq === 43 ? { ...event, claimed: { result: "not-broken" } } : event))
    const armour = line(disputed, 43)
    expect(armour.problem).toBe(true)
    expect(armour.text).toContain("[disputed: the log claims the result “not broken”, the rules give “broken”]")
    expect(line(disputed, 42).problem).toBe(false)
  })

  it("rejects an index outside the replay", () => {
    expect(() => describeEvent(sample, sample.events.length)).toThrow(RangeError)
    expect(() => describeEvent(sample, -1)).toThrow(RangeError)
  })

  it("does not interpret markup in names", () => {
    const evil = `<img src=x onerror=alert(1)>`
    const text = sampleText.replace(`"name":"Grishnak"`, `"name":${JSON.stringify(evil)}`)
    const replay = build(text)
    expect(line(replay, 48).text).toContain(`${evil} dodges`)
  })
})

describe("describeAll", () => {
  it("describes every event once and caches the lines per replay", () => {
    const lines = describeAll(sample)
    expect(lines).toHaveLength(sample.events.length)
    expect(lines.map((l) => l.seq)).toEqual(sample.events.map((e) => e.seq))
    expect(describeAll(sample).every((l, i) => l === lines[i])).toBe(true)
    expect(lines[47]).toEqual(describeEvent(sample, 47))
  })

  it("eventLines describes a line only when asked for it, once, and the kinds without describing", () => {
    const replay = build(orcText)
    const lines = eventLines(replay)
    expect(eventLines(replay)).toBe(lines)
    expect(lines.length).toBe(replay.events.length)
    expect(lines.described).toBe(0)
    const line = lines.at(100)
    expect(line).toEqual(describeEvent(replay, 100))
    expect(lines.at(100)).toBe(line)
    expect(lines.described).toBe(1)
    for (let i = 0; i < replay.events.length; i++) expect(eventKindsAt(replay, i)).toEqual(describeEvent(replay, i).kinds)
    expect(lines.described).toBe(1)
  })

  it("describes every event of a whole match with non-empty text and known kinds", () => {
    const replay = build(orcText)
    expect(replay.violation).toBeNull()
    const lines = describeAll(replay)
    expect(lines).toHaveLength(replay.events.length)
    for (const l of lines) {
      expect(l.text.length).toBeGreaterThan(0)
      expect(l.text).not.toMatch(/^Blood Bowl/)
      expect(l.where).toMatch(/^(Pre-game|Drive \d+, .+)$/)
      expect(l.text).not.toContain("undefined")
      expect(l.text).not.toContain("[object")
      for (const kind of l.kinds) expect(EVENT_KINDS).toContain(kind)
    }
    // The indexes the replay keeps agree with the kinds of the lines.
    const seqsOf = (kind: string) => lines.filter((l) => l.kinds.includes(kind as never)).map((l) => l.seq)
    expect(seqsOf("touchdowns")).toEqual(replay.indexes.touchdown)
    expect(seqsOf("turnovers")).toEqual(replay.indexes.turnover)
    for (const seq of replay.indexes.injury) expect(seqsOf("injuries")).toContain(seq)
    for (const seq of replay.indexes["kick-off"]) expect(seqsOf("kick-off")).toContain(seq)
    expect(lines.filter((l) => l.text.includes("TOUCHDOWN!"))).toHaveLength(2)
  })
})

describe("describeEvent on BlightBowl alliances", () => {
  it("names the team that breaks its alliance, made all-Skaven so the fold accepts it", async () => {
    const text = (await import("../../../logs/blight-allies-orc-skaven-v-human-dwarf.jsonl?raw")).default
    const log = decodeLogText(text)
    if (log.header === undefined) throw new Error("no header")
    const header = { ...log.header, teams: log.header.teams.map((team) => ({ ...team, roster: "Skaven" })) }
    const events = log.events.slice(0, log.validPrefix)
    const at = events.findIndex((event) => event._tag === "ActionDeclared")
    const edited = [...events.slice(0, at + 1), { _tag: "AllianceBroken", seq: 0, team: "alpha" } as MatchEvent]
      .map((event, i) => ({ ...event, seq: i + 1 }) as MatchEvent)
    const built = Replay.build(header, edited)
    if (built._tag !== "Success") throw new Error("the variant is not supported")
    const broken = describeEvent(built.success, built.success.indexOf(edited.length))
    expect(broken.text).toMatch(/Da Bloody Boyz break their alliance/)
    expect(broken.kinds).toContain("decisions")
    expect(broken.problem).toBe(false)
    // The engine's note says who the opponents are now.
    expect(broken.text).toContain("are their opponents now")
  })
})
