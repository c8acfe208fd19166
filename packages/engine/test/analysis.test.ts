import { readFileSync } from "node:fs"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { decodeLogText } from "@sidelines/schema"
import { causeTracker } from "../src/analysis/cause-text.js"
import { d6TestChance, luckCsv, luckOf, matchStats, matchStatsStepped, Replay, type Ruling, runStepped, statsCsv, timeAt, timeline, timelineStepped, turnAt, twoD6Chance } from "@sidelines/engine"

// logs/sample-drive.jsonl is written by hand (scripts/sample-drive.mjs): the numbers below are
// read off its 56 events, not taken from a run of the code.
const sampleDrive = (): Replay => {
  const log = decodeLogText(readFileSync(fileURLToPath(new URL("../../../logs/sample-drive.jsonl", import.meta.url)), "utf8"))
  const built = Replay.build(log.header!, log.events)
  if (built._tag === "Failure") throw new Error(built.failure.message)
  return built.success
}

describe("the chance of a roll", () => {
  it("a one-die test needs the target after modifiers; a 1 always fails and a 6 always succeeds", () => {
    expect(d6TestChance(4, 0)).toBeCloseTo(3 / 6) // 4, 5, 6
    expect(d6TestChance(2, 0)).toBeCloseTo(5 / 6) // everything but the 1
    expect(d6TestChance(3, -1)).toBeCloseTo(3 / 6) // a 3+ dodge into one tackle zone needs a 4
    expect(d6TestChance(2, +3)).toBeCloseTo(5 / 6) // modifiers never save a natural 1
    expect(d6TestChance(9, 0)).toBeCloseTo(1 / 6) // out of reach: only the natural 6
  })

  it("two dice against armour: AV 9 breaks on 9 or more, 10 ways in 36; Mighty Blow's +1 makes it 15", () => {
    expect(twoD6Chance(9, 0)).toBeCloseTo(10 / 36)
    expect(twoD6Chance(9, 1)).toBeCloseTo(15 / 36)
    expect(twoD6Chance(2, 0)).toBe(1)
    expect(twoD6Chance(13, 0)).toBe(0)
  })
})

describe("timeline of the hand-written sample drive", () => {
  const line = timeline(sampleDrive())

  it("has one slot per team turn, in the order played: Orcs 1, Humans 1, Orcs 2", () => {
    // Orcs receive and catch the kick at seq 25, which starts their turn; each TurnEnded starts the next.
    expect(line.turns.map(({ slot, team, turn, startSeq, endSeq }) => [slot, team, turn, startSeq, endSeq])).toEqual([
      [0, 0, 1, 25, 51],
      [1, 1, 1, 52, 55],
      [2, 0, 2, 56, 56]
    ])
    expect(line.extent).toBe(3)
    expect(line.halves).toEqual([{ half: 1, overtime: false, start: 0, end: 3, startSeq: 25 }])
  })

  it("places an event at its share of the turn's events; events before the first turn at 0", () => {
    expect(timeAt(line, 3)).toBe(0) // the weather roll
    expect(timeAt(line, 25)).toBe(0)
    // Orcs turn 1 holds seqs 25–51: seq 45 is 20 of its 27 events in.
    expect(timeAt(line, 45)).toBeCloseTo(20 / 27)
    expect(timeAt(line, 52)).toBe(1)
    expect(timeAt(line, 54)).toBeCloseTo(1.5)
    expect(turnAt(line, 1.5)).toMatchObject({ team: 1, turn: 1 })
    expect(turnAt(line, 99)).toMatchObject({ slot: 2 })
    expect(turnAt(line, -1)).toMatchObject({ slot: 0 })
  })

  it("marks Jurgen's KO from Grishnak's blitz, the kick-off event, and the one unfinished drive", () => {
    // Seq 43 breaks AV 9 with 6+4, seq 44 rolls 5+3 = 8: KO; the apothecary is declined at 45.
    expect(line.injuries).toEqual([
      { seq: 45, x: 20 / 27, team: 1, player: "h1", playerName: "Jurgen", result: "ko", cause: "block", causeText: "block by Grishnak", by: "o1" }
    ])
    expect(line.kickOffs).toEqual([{ seq: 22, x: 0, kickingTeam: 1, result: "brilliant-coaching" }])
    expect(line.touchdowns).toEqual([])
    expect(line.turnovers).toEqual([])
    expect(line.drives).toEqual([
      { drive: 1, half: 1, kickingTeam: 1, receivingTeam: 0, start: 0, end: 3, startSeq: 6, endSeq: 56, ended: { kind: "unfinished" }, turnovers: [0, 0], label: "unfinished" }
    ])
    // No touchdown and no casualty (a KO is not one): both flows stay flat from start to end.
    expect(line.score.map((p) => p.values)).toEqual([[0, 0], [0, 0]])
    expect(line.casualties.map((p) => [p.seq, p.x])).toEqual([[1, 0], [56, 3]])
  })
})

describe("match stats of the hand-written sample drive", () => {
  const stats = matchStats(sampleDrive())
  const player = (id: string) => stats.players.find((p) => p.player === id)!

  it("counts Ugruk's block on the Ogre as two dice against: ST 4 against ST 5, no assists", () => {
    // o3 and o5 would assist, but h3 and h1 mark them; h3 is marked by o3, so no defensive assist either.
    expect(player("o2")).toMatchObject({ blocks: 1, blocksByDice: { "3": 0, "2": 0, "1": 0, "-2": 1, "-3": 0 } })
  })

  it("credits Grishnak's blitz: one die, armour broken, a KO caused; Jurgen suffers it", () => {
    expect(player("o1")).toMatchObject({ blocks: 1, blocksByDice: { "1": 1 }, armourBreaks: 1, kosCaused: 1, casualtiesCaused: 0 })
    expect(player("h1")).toMatchObject({ kosSuffered: 1, blocks: 0 })
  })

  it("counts a re-rolled dodge as one attempt that did not fail, and the team re-roll as spent on Grishnak", () => {
    // Seq 48 rolls a 1, seq 49 spends a team re-roll, seq 50 rolls a 5 against 4+.
    expect(player("o1")).toMatchObject({ dodges: 1, dodgesFailed: 0, rushes: 1, rushesFailed: 0, rerollsUsed: 1 })
    expect(stats.teams[0]).toMatchObject({ rerollsUsed: 1, rerollsBySource: { "team-reroll": 1, leader: 0, skill: 0 } })
  })

  it("sums each team's players", () => {
    expect(stats.teams[0]).toMatchObject({ blocks: 2, blocksByDice: { "1": 1, "-2": 1 }, armourBreaks: 1, kosCaused: 1, dodges: 1, rushes: 1 })
    expect(stats.teams[1]).toMatchObject({ blocks: 0, kosSuffered: 1, armourBreaks: 0, rerollsUsed: 0 })
  })

  it("weighs the dice: the Orcs' two 4+ dodges were expected to pass once and passed once", () => {
    const orcs = Object.fromEntries(stats.teams[0]!.luck.map((l) => [l.roll, l]))
    expect(orcs["Dodge"]).toEqual({ roll: "Dodge", rolls: 2, expected: 1, successes: 1 })
    expect(orcs["Catch"]).toEqual({ roll: "Catch", rolls: 1, expected: 0.5, successes: 1 })
    expect(orcs["Rush"]!.expected).toBeCloseTo(5 / 6)
    const humans = Object.fromEntries(stats.teams[1]!.luck.map((l) => [l.roll, l]))
    // Jurgen's AV 9 holds on 2–8: 26 ways in 36. It did not hold.
    expect(humans["Armour held"]!.rolls).toBe(1)
    expect(humans["Armour held"]!.expected).toBeCloseTo(26 / 36)
    expect(humans["Armour held"]!.successes).toBe(0)
    expect(humans["Bone Head"]).toMatchObject({ rolls: 1, successes: 1 })
    expect(humans["Bone Head"]!.expected).toBeCloseTo(5 / 6)
  })

  it("weighs a snowball's armour roll (Holiday Special) as an armour roll: AV 9 with +2 holds on 2–6", () => {
    const ruling: Ruling = { rule: "Snowball armour", player: "a1", die: "2d6", dice: [3, 4], target: 9, modifiers: [{ value: 2, source: "ST 5" }], total: 9, row: "broken", result: "armour broken", success: true, notes: [] } as unknown as Ruling
    const luck = luckOf(ruling)!
    expect(luck).toMatchObject({ roll: "Armour held", success: false })
    expect(luck.chance).toBeCloseTo(15 / 36)
    expect(luckOf({ ...ruling, rule: "Snowball" })).toBeNull()
  })

  it("writes CSV with a row per team then per player, and defuses formulas in names", () => {
    const csv = statsCsv(stats).split("\r\n")
    expect(csv[0]).toMatch(/^level,team,number,name,position,blocks,blocks 3 dice,blocks 2 dice,blocks 1 die,blocks 2 dice against,blocks 3 dice against,armour breaks,/)
    expect(csv[1]).toMatch(/^team,orcs,,Gouged Eye Grinders,,2,0,0,1,1,0,1,/)
    expect(csv).toContain("player,orcs,2,Ugruk,Big Un Blocker,1,0,0,0,1,0,0,0,0,0,0,0,0,0,0,0,0,0,0,0")
    expect(csv.length).toBe(1 + 2 + 10 + 1) // header, teams, players, trailing empty line
    const hostile = statsCsv({ ...stats, players: [{ ...player("o1"), name: '=HYPERLINK("x"), "Grishnak"' }] })
    expect(hostile).toContain(`"'=HYPERLINK(""x""), ""Grishnak"""`)
    expect(luckCsv(stats).split("\r\n")[0]).toBe("team,roll,rolls,expected successes,successes,difference")
    expect(luckCsv(stats)).toContain("orcs,Dodge,2,1,1,0")
  })
})

describe("timeline of a simulated full match (logs/bb-orc-v-human.jsonl)", () => {
  const log = decodeLogText(readFileSync(fileURLToPath(new URL("../../../logs/bb-orc-v-human.jsonl", import.meta.url)), "utf8"))
  const replay = Replay.build(log.header!, log.events)
  if (replay._tag === "Failure") throw new Error(replay.failure.message)
  const line = timeline(replay.success)
  const final = replay.success.final

  it("spans two halves, each starting where the last ended, with a slot per team turn", () => {
    expect(line.halves.map((h) => h.half)).toEqual([1, 2])
    expect(line.halves[0]!.start).toBe(0)
    expect(line.halves[1]!.start).toBe(line.halves[0]!.end)
    expect(line.halves[1]!.end).toBe(line.extent)
    line.turns.forEach((turn, i) => {
      expect(turn.slot).toBe(i)
      if (i > 0) expect(turn.startSeq).toBe(line.turns[i - 1]!.endSeq + 1)
    })
    // Each team has at most the variant's eight turns in a half.
    for (const half of [1, 2]) for (const team of [0, 1]) expect(line.turns.filter((t) => t.half === half && t.team === team).length).toBeLessThanOrEqual(8)
  })

  it("has every mark inside the axis, in seq order, at the x its seq gives", () => {
    for (const marks of [line.touchdowns, line.injuries, line.turnovers, line.kickOffs]) {
      for (const [i, mark] of marks.entries()) {
        expect(mark.x).toBe(timeAt(line, mark.seq))
        expect(mark.x).toBeGreaterThanOrEqual(0)
        expect(mark.x).toBeLessThanOrEqual(line.extent)
        if (i > 0) expect(mark.seq).toBeGreaterThanOrEqual(marks[i - 1]!.seq)
      }
    }
  })

  it("ends the score flow at the final score, one step per touchdown, and labels each scoring drive with its scorer", () => {
    expect(line.score.at(-1)!.values).toEqual(final.teams.map((t) => t.score))
    expect(line.touchdowns.length).toBe(final.teams.reduce((sum, t) => sum + t.score, 0))
    expect(line.score.length).toBe(line.touchdowns.length + 2)
    for (const td of line.touchdowns) {
      const drive = line.drives.find((d) => d.startSeq <= td.seq && td.seq <= d.endSeq)!
      expect(drive.ended).toMatchObject({ kind: "touchdown", team: td.team, player: td.player })
      expect(drive.label).toContain(`TD ${td.playerName}`)
    }
    expect(line.drives.at(-1)!.ended.kind).toBe("full-time")
  })

  it("names the failed roll behind each fall: a turnover for falling over follows that player's failed test", () => {
    const falls = line.turnovers.filter((t) => t.cause === "fell-over")
    expect(falls.length).toBeGreaterThan(0)
    for (const fall of falls) {
      const index = replay.success.indexOf(fall.seq)
      const failed = replay.success.allStates().slice(0, index + 1).flatMap((s) => s.outcomes)
        .filter((o) => o._tag === "Ruling" && o.ruling.player === fall.player && o.ruling.success === false)
        .at(-1)
      expect(failed?._tag === "Ruling" ? `failed ${failed.ruling.rule.toLowerCase()}` : "fell over").toBe(fall.causeText)
    }
  })

  it("counts casualties suffered without ever going down", () => {
    for (let i = 1; i < line.casualties.length; i++) {
      line.casualties[i]!.values.forEach((value, team) => expect(value).toBeGreaterThanOrEqual(line.casualties[i - 1]!.values[team]!))
    }
    const casualties = line.injuries.filter((i) => !["stunned", "ko"].includes(i.result))
    expect(line.casualties.at(-1)!.values.reduce((a, b) => a + b, 0)).toBe(casualties.length)
  })
})

describe("injuries and turnovers in words, for the timeline", () => {
  const names: Record<string, string> = { o1: "Grishnak", h1: "Jurgen", g1: "Nibbla" }
  const words = causeTracker((id) => names[id] ?? id)

  it("names who did it, and what a fall or a variant's hazard was", () => {
    expect(words.injuryText("h1", "block", "o1")).toBe("block by Grishnak")
    expect(words.injuryText("h1", "crowd", "o1")).toBe("pushed into the crowd by Grishnak")
    expect(words.injuryText("g1", "sewer", null)).toBe("taken in the sewer")
    expect(words.injuryText("g1", "eaten", null)).toBe("eaten by the thrower")
    expect(words.injuryText("h1", "projectile-vomit", "o1")).toBe("projectile vomit by Grishnak")
    expect(words.injuryText("h1", "fall", null)).toBe("fell over")
  })

  it("names the failed test behind a fall, once the rulings have shown it", () => {
    const ruling = { rule: "Dodge", player: "h1", die: "d6", dice: [1], target: 3, modifiers: [], total: 1, row: null, result: "failure", success: false, notes: [], disputes: [] } as const
    words.see([{ _tag: "Ruling", ruling }, { _tag: "KnockedDown", player: "h1", at: [5, 5], cause: "fall" }])
    expect(words.injuryText("h1", "fall", null)).toBe("failed dodge")
    expect(words.turnoverText("fell-over", "h1")).toBe("failed dodge")
    expect(words.turnoverText("pass-fumbled", "o1")).toBe("pass fumbled")
  })
})

describe("the timeline and the match stats a stretch at a time (Stepped)", () => {
  const orc = (): Replay => {
    const log = decodeLogText(readFileSync(fileURLToPath(new URL("../../../logs/bb-orc-v-human.jsonl", import.meta.url)), "utf8"))
    return (Replay.build(log.header!, log.events) as { success: Replay }).success
  }

  it("give what the whole match at once gives, however the steps are cut, and nothing before the last", () => {
    const replay = orc()
    for (const [name, stepped, whole] of [["timeline", timelineStepped, timeline], ["matchStats", matchStatsStepped, matchStats]] as const) {
      for (const size of [1, 7, 1000]) {
        const run = stepped(replay)
        let steps = 0
        while (!run.step(size)) {
          steps++
          if (steps === 1) expect(() => run.result(), name).toThrow(/not every event/)
        }
        // Each step saw at most `size` events: a whole match took many steps of 7.
        if (size === 7) expect(steps, name).toBeGreaterThan(100)
        expect(run.result(), `${name} in steps of ${size}`).toEqual(whole(replay))
        expect(run.result()).toBe(run.result())
      }
    }
  })

  it("an empty replay is done at its first step", () => {
    const log = decodeLogText(readFileSync(fileURLToPath(new URL("../../../logs/sample-drive.jsonl", import.meta.url)), "utf8"))
    const empty = (Replay.build(log.header!, []) as { success: Replay }).success
    expect(timelineStepped(empty).step(1)).toBe(true)
    expect(matchStatsStepped(empty).step(1)).toBe(true)
    expect(runStepped(timelineStepped(empty))).toEqual(timeline(empty))
  })
})
