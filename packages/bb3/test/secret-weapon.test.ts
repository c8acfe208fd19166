import { describe, expect, it } from "vitest"
import { importReplayXml } from "../src/index.js"
import { el } from "./bbr.js"
import { foldXml } from "./fold.js"
import { bribeQuestion, driveEndXml, refereeRoll, sentOffXml, teamRuleUsed } from "./drive-end-fragment.js"

// A Secret Weapon at the end of a drive it played in (BB2020: sent off unless the call is argued or the referee bribed), in
// BB3's shapes (demo1, 2, 6, 7): its QuestionBribeUsage comes after the touchdown's EventEndTurn, outside any sequence; the
// coach's answer is the roll in the next step (RollType 30 Argue the Call, 21 a Bribe), or ResultNoContest (let go), and
// after a failed argument BB3 asks again with only the Bribe left.

/** The events between the touchdown's rush and the next set-up, without their seq. */
const driveEnd = (match: ReturnType<typeof importReplayXml>) => {
  const from = match.events.findIndex((event) => event._tag === "DiceRolled" && event.for === "rush")
  const to = match.events.findIndex((event, i) => i > from && event._tag === "PlayerPlaced")
  return match.events.slice(from + 1, to).map(({ seq: _seq, ...event }) => event)
}
const boxOf = (replay: ReturnType<typeof foldXml>["replay"], player: string) => replay.final.players[replay.match.playerIndex.get(player)!]!.box

describe("a Secret Weapon sent off as the drive ends", () => {
  it("argued for and lost (a 3), then let go when BB3 offers the Bribe alone: CallArgued, its D6, ChoiceDeclined; the player is sent off", () => {
    const xml = driveEndXml({ secretWeapons: [39], driveEnd: [bribeQuestion(39, true), refereeRoll(30, 3) + bribeQuestion(39, false), el("ResultNoContest") + sentOffXml(39)], sentOff: [39] })
    const { match, replay } = foldXml(xml)
    expect(driveEnd(match)).toEqual([
      { _tag: "CallArgued", team: "away" },
      { _tag: "DiceRolled", die: "d6", faces: [3], for: "argue-the-call", claimed: { success: false, target: 6 } },
      { _tag: "ChoiceDeclined", team: "away", choice: "argue-the-call" }
    ])
    // Every drive start and team turn checked: the only stretch is the final whistle's.
    expect(match.stretches.map((stretch) => stretch.reason)).toEqual([expect.stringMatching(/EventMatchEnd/u)])
    expect(match.turns).toEqual({ total: 5, checked: 4, partly: 0 })
    expect(replay.violation).toBeNull()
    expect(boxOf(replay, "p39")).toBe("sent-off")
  })

  it("bribed (a 4): InducementUsed for him, the Bribe's D6, and he sets up for the next drive", () => {
    const xml = driveEndXml({ secretWeapons: [39], driveEnd: [bribeQuestion(39, true), refereeRoll(21, 4)], sentOff: [] })
    const { match, replay } = foldXml(xml)
    expect(driveEnd(match)).toEqual([
      { _tag: "InducementUsed", team: "away", inducement: "bribe", player: "p39" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "bribe", claimed: { success: true, target: 2 } }
    ])
    expect(match.stretches.map((stretch) => stretch.reason)).toEqual([expect.stringMatching(/EventMatchEnd/u)])
    expect(match.events.filter((event) => event._tag === "PlayerPlaced" && event.player === "p39")).toHaveLength(2)
    expect(replay.violation).toBeNull()
  })

  it("matched by the player BB3 asked about, not by order: BB3 asks for p39 first (bribed, stays), then p38 (let go); our rules take p38 first", () => {
    const xml = driveEndXml({ secretWeapons: [38, 39], driveEnd: [bribeQuestion(39, true), refereeRoll(21, 4) + bribeQuestion(38, true), el("ResultNoContest") + sentOffXml(38)], sentOff: [38] })
    const { match, replay } = foldXml(xml)
    expect(driveEnd(match)).toEqual([
      { _tag: "ChoiceDeclined", team: "away", choice: "argue-the-call" },
      { _tag: "InducementUsed", team: "away", inducement: "bribe", player: "p39" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "bribe", claimed: { success: true, target: 2 } }
    ])
    expect(match.stretches.map((stretch) => stretch.reason)).toEqual([expect.stringMatching(/EventMatchEnd/u)])
    expect(replay.violation).toBeNull()
    expect(boxOf(replay, "p38")).toBe("sent-off")
    expect(replay.final.players[replay.match.playerIndex.get("p39")!]!.at).toEqual([13, 6])
  })
})

// Bribery and Corruption (a team special rule of the Goblins and the Underworld Denizens, among others): once a match the
// team may re-roll a natural 1 on Argue the Call. BB3 (demo2, 7) rolls the 1, records the rule used
// (ResultTeamSpecialRuleUsage, Rule 2) and rolls again, all in the step after its question.
describe("Bribery and Corruption as a drive ends", () => {
  const ORC = 4

  it("a team with it re-rolls the natural 1 (into a 6): CallArgued, the 1, RerollUsed naming the rule, the 6; the player stays", () => {
    const xml = driveEndXml({ secretWeapons: [39], driveEnd: [bribeQuestion(39, true), refereeRoll(30, 1) + teamRuleUsed(2) + refereeRoll(30, 6)], sentOff: [] })
    const { match, replay } = foldXml(xml)
    expect(match.header.teams[1]!.specialRules).toEqual(["Bribery and Corruption", "Underworld Challenge"])
    expect(driveEnd(match)).toEqual([
      { _tag: "CallArgued", team: "away" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "argue-the-call", claimed: { success: false, target: 6 } },
      { _tag: "RerollUsed", team: "away", source: "skill", skill: "Bribery and Corruption" },
      { _tag: "DiceRolled", die: "d6", faces: [6], for: "argue-the-call", claimed: { success: true, target: 6 } }
    ])
    expect(match.stretches.map((stretch) => stretch.reason)).toEqual([expect.stringMatching(/EventMatchEnd/u)])
    expect(replay.violation).toBeNull()
    expect(replay.final.teams[1]!.specialRulesUsed).toEqual(["Bribery and Corruption"])
    expect(replay.final.teams[1]!.coachEjected).toBe(false)
    expect(match.events.filter((event) => event._tag === "PlayerPlaced" && event.player === "p39")).toHaveLength(2)
  })

  it("a team without it (Orcs: Badlands Brawl alone) lets the 1 stand: the coach is ejected and the player sent off, nothing re-rolled", () => {
    const xml = driveEndXml({ secretWeapons: [39], driveEnd: [bribeQuestion(39, true), refereeRoll(30, 1) + sentOffXml(39)], sentOff: [39], away: { race: ORC, specialRules: [1, 22] } })
    const { match, replay } = foldXml(xml)
    expect(match.header.teams[1]!.specialRules).toEqual(["Badlands Brawl"])
    expect(driveEnd(match)).toEqual([
      { _tag: "CallArgued", team: "away" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "argue-the-call", claimed: { success: false, target: 6 } }
    ])
    expect(match.stretches.map((stretch) => stretch.reason)).toEqual([expect.stringMatching(/EventMatchEnd/u)])
    expect(replay.violation).toBeNull()
    expect(replay.final.teams[1]!.coachEjected).toBe(true)
    expect(boxOf(replay, "p39")).toBe("sent-off")
  })

  it("a natural 1 the team could re-roll but BB3 records the rule not used stays a stretch, named", () => {
    const xml = driveEndXml({ secretWeapons: [39], driveEnd: [bribeQuestion(39, true), refereeRoll(30, 1) + teamRuleUsed(2, false) + sentOffXml(39)], sentOff: [39] })
    const { match, replay } = foldXml(xml)
    expect(match.stretches.map((stretch) => stretch.reason)).toEqual([expect.stringMatching(/Bribery and Corruption's re-roll of a natural 1 on Argue the Call, which BB3 does not use/u), expect.stringMatching(/EventMatchEnd/u)])
    expect(replay.violation).toBeNull()
  })
})
