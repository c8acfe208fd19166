import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { encodeImported, importReplayXml, stepsLabel } from "../src/index.js"
import { fragmentXml } from "./match-fragment.js"

describe("unchecked stretches from BB3's board", () => {
  const match = importReplayXml(fragmentXml(), { verify: true })

  it("ends a stretch at each team turn's start and one at the final whistle", () => {
    expect(match.turns).toEqual({ total: 2, checked: 0, partly: 0 })
    expect(match.events.map((event) => event._tag)).toEqual(["UncheckedStretch", "UncheckedStretch", "UncheckedStretch"])
    expect(match.stretches.map((stretch) => stretch.source)).toEqual(["BB3 steps 1–3", "BB3 steps 4–5", "BB3 step 6"])
    expect(match.refused).toBeNull()
  })

  it("names where it stands among BB3's steps: a range, one step, or, covering none, the step it follows", () => {
    expect([stepsLabel(4, 5), stepsLabel(6, 6), stepsLabel(678, 677)]).toEqual(["BB3 steps 4–5", "BB3 step 6", "after BB3 step 677"])
  })

  it("asserts the board: the kicking team, whose turn is next, turns, the ball and its carrier", () => {
    const [opening, away] = match.events as ReadonlyArray<Record<string, unknown>>
    expect(opening).toMatchObject({ half: 1, drive: 1, kickingTeam: "home", team: "away", turns: [0, 0], score: [0, 0], weather: "perfect-conditions", ball: { at: [18, 7], carrier: "p39" } })
    expect(away).toMatchObject({ team: "home", turns: [0, 1], ball: { at: [17, 7], carrier: "p39" } })
  })

  it("folds to full time with BB3's score and its hurt players in their boxes", () => {
    const built = Replay.build(match.header, match.events, { trustClaims: true })
    if (built._tag === "Failure") throw new Error(built.failure.message)
    const replay = built.success
    expect(replay.violation).toBeNull()
    const last = replay.after(replay.length - 1)
    expect(last.phase).toBe("full-time")
    expect(last.teams.map((team) => team.score)).toEqual([1, 0])
    expect(match.finalScore).toEqual([1, 0])
    const box = (id: string) => last.players[replay.match.playerIndex.get(id)!]!.box
    expect([box("p37"), box("p38")]).toEqual(["dead", "ko"])
  })

  it("writes a carrier who is down as a loose ball, which the rules accept", () => {
    const xml = fragmentXml().replace(/<Ball><Cell><Y>3<\/Y><X>25<\/X><\/Cell><Carrier>1<\/Carrier>/u, "<Ball><Cell><Y>8</Y><X>14</X></Cell><Carrier>39</Carrier>")
    const last = importReplayXml(xml, { verify: true }).events.at(-1) as unknown as { ball: unknown }
    expect(last.ball).toEqual({ at: [14, 8], carrier: null })
  })

  it("reports its progress team turn by team turn, from none to all, for a viewer's bar", () => {
    const reports: Array<[number, number]> = []
    importReplayXml(fragmentXml(), { verify: true, onProgress: (done, total) => reports.push([done, total]) })
    expect(reports).toEqual([[0, 2], [1, 2], [2, 2]])
  })

  it("encodes as a valid sidelines/1 log", () => {
    const text = encodeImported(match)
    expect(text.split("\n").filter(Boolean).length).toBe(4)
  })
})
