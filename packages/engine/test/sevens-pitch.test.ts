import { describe, expect, it } from "vitest"
import type { Square } from "@sidelines/schema"
import { VARIANTS } from "@sidelines/engine"
import { sevens } from "../src/variants/sevens/index.js"
import { Events, play, player, playOk, where } from "./support/scenario.js"
import { AWAY_SET_UP, HOME_SET_UP, sevensHeader, sevensPosition, sevensSetUp } from "./support/sevens.js"

const { pitch } = sevens
const all = (test: (square: Square) => boolean): Array<Square> => {
  const squares: Array<Square> = []
  for (let x = 0; x < pitch.width; x++) for (let y = 0; y < pitch.height; y++) if (test([x, y])) squares.push([x, y])
  return squares
}
const columns = (squares: ReadonlyArray<Square>) => [...new Set(squares.map(([x]) => x))].sort((a, b) => a - b)
const rows = (squares: ReadonlyArray<Square>) => [...new Set(squares.map(([, y]) => y))].sort((a, b) => a - b)

describe("Sevens: the pitch", () => {
  it("is registered as the sevens variant module", () => {
    expect(VARIANTS.sevens).toBe(sevens)
    expect(sevens.name).toBe("Blood Bowl Sevens")
  })

  it("is 20 squares long and 11 wide", () => {
    expect([pitch.width, pitch.height]).toEqual([20, 11])
    expect(all((s) => pitch.contains(s))).toHaveLength(220)
    expect(pitch.contains([20, 5])).toBe(false)
    expect(pitch.contains([5, 11])).toBe(false)
  })

  it("has an end zone at each short end: Home (team 0) defends x = 0, Away x = 19", () => {
    expect(columns(all((s) => pitch.isEndZoneOf(0, s)))).toEqual([0])
    expect(columns(all((s) => pitch.isEndZoneOf(1, s)))).toEqual([19])
    expect(all((s) => pitch.isEndZoneOf(1, s))).toHaveLength(11)
  })

  it("has two wide zones, two squares wide, running the whole length; seven rows of centre field between", () => {
    expect(rows(all((s) => pitch.wideZone(s) === "top"))).toEqual([0, 1])
    expect(rows(all((s) => pitch.wideZone(s) === "bottom"))).toEqual([9, 10])
    expect(all((s) => pitch.wideZone(s) === "top")).toHaveLength(40)
    expect(rows(all((s) => pitch.wideZone(s) === null))).toEqual([2, 3, 4, 5, 6, 7, 8])
  })

  it("is cut into thirds by two lines of scrimmage: seven columns to each end zone, six between the lines", () => {
    expect(columns(all((s) => pitch.isSetUpArea(0, s)))).toEqual([0, 1, 2, 3, 4, 5, 6])
    expect(columns(all((s) => pitch.isSetUpArea(1, s)))).toEqual([13, 14, 15, 16, 17, 18, 19])
    const between = all((s) => !pitch.isSetUpArea(0, s) && !pitch.isSetUpArea(1, s))
    expect(columns(between)).toEqual([7, 8, 9, 10, 11, 12])
  })

  it("puts the line-of-scrimmage squares in the centre field, in front of each line (x = 6 and x = 13)", () => {
    const home = all((s) => pitch.isLineOfScrimmage(0, s))
    const away = all((s) => pitch.isLineOfScrimmage(1, s))
    expect(columns(home)).toEqual([6])
    expect(columns(away)).toEqual([13])
    expect(rows(home)).toEqual([2, 3, 4, 5, 6, 7, 8])
    expect(home.every((s) => pitch.wideZone(s) === null)).toBe(true)
  })

  it("keeps the halfway line in the middle: a team's half is ten columns (the kick lands in the receivers' half)", () => {
    expect(columns(all((s) => pitch.isOwnHalf(0, s)))).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9])
    expect(columns(all((s) => pitch.isOwnHalf(1, s)))).toEqual([10, 11, 12, 13, 14, 15, 16, 17, 18, 19])
  })

  it("has two trapdoors, one in each half, each inside a wide zone", () => {
    const trapdoors = pitch.features.flatMap((f) => (f.kind === "trapdoor" && "squares" in f ? f.squares : []))
    expect(trapdoors).toEqual([[4, 1], [15, 9]])
    expect(trapdoors.filter((s) => pitch.isOwnHalf(0, s))).toHaveLength(1)
    expect(trapdoors.filter((s) => pitch.isOwnHalf(1, s))).toHaveLength(1)
    expect(trapdoors.every((s) => pitch.wideZone(s) !== null)).toBe(true)
  })
})

describe("Sevens: six team turns a half", () => {
  const head = sevensHeader()

  it("Away ending their turn 6 after Home's ends the half: the drive ends and Home set up for the second half", () => {
    const { match, state } = sevensPosition(head, { team: 1, turns: [6, 6], at: { h1: [6, 5], a1: [13, 5] } })
    const played = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(played.outcomes).toContainEqual({ _tag: "DriveEnded", drive: 1, reason: "half-time" })
    expect(played.outcomes).toContainEqual({ _tag: "HalfEnded", half: 1 })
    expect(played.state).toMatchObject({ half: 2, phase: "set-up" })
  })

  it("on turn 5 the half goes on: Home's turn 6 starts", () => {
    const { match, state } = sevensPosition(head, { team: 1, turns: [5, 5], at: { h1: [6, 5], a1: [13, 5] } })
    const played = playOk(match, state, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(played.outcomes).toContainEqual({ _tag: "TeamTurnStarted", team: 0, turn: 6 })
    expect(played.state.half).toBe(1)
  })

  it("the match ends after the second half's sixth turns", () => {
    const { match, state } = sevensPosition(head, { team: 1, turns: [6, 6], at: { h1: [6, 5], a1: [13, 5] } })
    const played = playOk(match, { ...state, half: 2 }, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(played.outcomes).toContainEqual({ _tag: "MatchEnded", score: [0, 0] })
    expect(played.state.phase).toBe("full-time")
  })
})

/** Places players one by one, then ends the set-up. */
const setUp = (team: "home" | "away", at: Readonly<Record<string, Square>>) => {
  const events = new Events()
  for (const [id, square] of Object.entries(at)) events.add({ _tag: "PlayerPlaced", player: id, at: square })
  return events.add({ _tag: "SetupEnded", team })
}

describe("Sevens: setting up", () => {
  const head = sevensHeader()
  // Three on the line (centre field), one in each wide zone, two behind: legal.
  const legal: Record<string, Square> = { h1: [6, 4], h2: [6, 5], h3: [6, 6], h4: [4, 0], h5: [3, 10], h6: [3, 5], h7: [1, 5] }

  it("seven players behind the line, three on it, one per wide zone: legal", () => {
    const { match, state } = sevensSetUp(head, 0)
    const played = playOk(match, state, setUp("home", legal).list)
    expect(where(played.state, "h7").at).toEqual([1, 5])
    expect(played.state.stack.at(-1)).toEqual({ _tag: "SetUp", team: 1 })
  })

  it("an eighth player on the pitch is illegal: at most seven", () => {
    const { match, state } = sevensSetUp(head, 0)
    const played = play(match, state, setUp("home", { ...legal, h8: [2, 5] }).list)
    expect(played.violation).toMatchObject({ seq: 9, rule: "legal set-up" })
    expect(played.violation!.message).toMatch(/8 players are set up; at most 7 may be/)
  })

  it("nobody sets up between the two lines of scrimmage (x 7 to 12), not even in the team's own half", () => {
    const { match, state } = sevensSetUp(head, 0)
    const played = play(match, state, new Events().add({ _tag: "PlayerPlaced", player: "h1", at: [7, 5] }).list)
    expect(played.violation).toMatchObject({ seq: 1, rule: "set-up" })
    const away = sevensSetUp(head, 1)
    expect(play(away.match, away.state, new Events().add({ _tag: "PlayerPlaced", player: "a1", at: [12, 5] }).list).violation).toMatchObject({ rule: "set-up" })
    expect(playOk(away.match, away.state, new Events().add({ _tag: "PlayerPlaced", player: "a1", at: [13, 5] }).list).state.players.find((p) => p.id === "a1")!.at).toEqual([13, 5])
  })

  it("two players in one wide zone is illegal: at most one per wide zone", () => {
    const { match, state } = sevensSetUp(head, 0)
    const played = play(match, state, setUp("home", { ...legal, h5: [3, 1] }).list)
    expect(played.violation).toMatchObject({ rule: "legal set-up" })
    expect(played.violation!.message).toMatch(/2 players in the top wide zone; at most 1 may be/)
  })

  it("three on the line must stand in the centre field: a line square in a wide zone does not count", () => {
    const { match, state } = sevensSetUp(head, 0)
    // h3 moves from (6,6) to (6,1): still next to the line, but in the top wide zone (h4 moves out of it).
    const played = play(match, state, setUp("home", { ...legal, h3: [6, 1], h4: [4, 7] }).list)
    expect(played.violation).toMatchObject({ rule: "legal set-up" })
    expect(played.violation!.message).toMatch(/2 on the line of scrimmage; at least 3 must be/)
  })

  it("a team with fewer than three players to field puts them all on the line", () => {
    const short = sevensHeader({ home: [player("h1"), player("h2")] })
    const { match, state } = sevensSetUp(short, 0)
    expect(play(match, state, setUp("home", { h1: [6, 5], h2: [3, 5] }).list).violation!.message).toMatch(/1 on the line of scrimmage; at least 2 must be/)
    playOk(match, state, setUp("home", { h1: [6, 5], h2: [6, 6] }).list)
  })
})

describe("Sevens: the kick", () => {
  const head = sevensHeader()
  // Home (set up, kicking) wait for Away to set up, then aim the kick.
  const kickAt = (at: Square) => {
    const { match, state } = sevensSetUp(head, 1, HOME_SET_UP)
    return play(match, state, setUp("away", AWAY_SET_UP).add({ _tag: "KickAimed", player: "h6", at }).list)
  }

  it("the kicking team sets up first: Away set up after Home, then Home aim the kick", () => {
    const { match, state } = sevensSetUp(head, 0)
    const played = playOk(match, state, setUp("home", HOME_SET_UP).list)
    expect(played.state.stack.at(-1)).toEqual({ _tag: "SetUp", team: 1 })
  })

  it("may be aimed between the lines, as long as it is in the receivers' half (x 10 and on)", () => {
    expect(kickAt([11, 5]).violation).toBeNull()
    expect(kickAt([9, 5]).violation).toMatchObject({ rule: "kick-off" })
  })
})
