import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState } from "@sidelines/engine"
import { variantAt } from "../src/fold.js"
import { barricadeBetween, besideWallSquare, edgeBetween, isMarketStall, isObstacle, isSewerPit, reentrySquare, ricochetDirection, wallTarget, type WallTarget } from "../src/model/features.js"
import { D8_DIRECTIONS, type Square } from "../src/model/square.js"
import type { EdgeFeature, SquareFeature } from "../src/model/pitch.js"
import { gutterBowl, gutterSewer, gutterStreet } from "../src/variants/gutter-bowl/index.js"
import { sewerPitch, streetPitch } from "../src/variants/gutter-bowl/pitch.js"
import { Events, play, playOk, player, where } from "./support/scenario.js"
import { gutterHeader, gutterKickOff, gutterPosition } from "./support/gutter.js"

const squareFeatures = (features: ReadonlyArray<SquareFeature | EdgeFeature>) => features.filter((f): f is SquareFeature => "squares" in f)
const edges = (features: ReadonlyArray<SquareFeature | EdgeFeature>, kind: EdgeFeature["kind"]) =>
  features.filter((f): f is EdgeFeature => "between" in f && f.kind === kind)

describe("Gutter Bowl pitches: 26×15, walled sidelines, four 6×4 features, four barricades", () => {
  it("is 26 squares long and 15 wide, thirteen columns a half, four rows in each wide zone", () => {
    for (const pitch of [streetPitch, sewerPitch]) {
      expect([pitch.width, pitch.height]).toEqual([26, 15])
      expect(pitch.isOwnHalf(0, [12, 7]) && pitch.isOwnHalf(1, [13, 7])).toBe(true)
      expect([pitch.wideZone([5, 3]), pitch.wideZone([5, 4]), pitch.wideZone([5, 10]), pitch.wideZone([5, 11])]).toEqual(["top", null, null, "bottom"])
    }
  })

  it("has four 6×4 features, two in each half: market stalls on the street, sewer pits in the sewer", () => {
    expect(squareFeatures(streetPitch.features).map((f) => f.kind)).toEqual(Array(4).fill("market-stall"))
    expect(squareFeatures(sewerPitch.features).map((f) => f.kind)).toEqual(Array(4).fill("sewer-pit"))
    for (const feature of squareFeatures(streetPitch.features)) {
      const xs = new Set(feature.squares.map(([x]) => x))
      const ys = new Set(feature.squares.map(([, y]) => y))
      expect([xs.size, ys.size, feature.squares.length]).toEqual([6, 4, 24])
    }
    const halves = squareFeatures(streetPitch.features).map((f) => (streetPitch.isOwnHalf(0, f.squares[0]!) ? 0 : 1))
    expect(halves.sort()).toEqual([0, 0, 1, 1])
    expect(isMarketStall(streetPitch, [4, 2]) && isMarketStall(streetPitch, [21, 12])).toBe(true)
    expect(isSewerPit(sewerPitch, [9, 5]) && !isSewerPit(sewerPitch, [10, 5]) && !isMarketStall(sewerPitch, [9, 5])).toBe(true)
  })

  it("every feature and barricade has its partner at the point-symmetric place, so each team sees the same pitch", () => {
    const mirror = ([x, y]: readonly [number, number]) => `${25 - x},${14 - y}`
    const squares = new Set(squareFeatures(streetPitch.features).flatMap((f) => f.squares.map(([x, y]) => `${x},${y}`)))
    for (const square of squares) expect(squares.has(mirror(square.split(",").map(Number) as [number, number]))).toBe(true)
    for (const barricade of edges(streetPitch.features, "barricade")) {
      expect(edgeBetween(streetPitch, [25 - barricade.between[0][0], 14 - barricade.between[0][1]], [25 - barricade.between[1][0], 14 - barricade.between[1][1]])).toBe("barricade")
    }
  })

  it("has walls along both sidelines from end zone to end zone, and none behind the end zones", () => {
    for (let x = 0; x < 26; x++) {
      expect(edgeBetween(sewerPitch, [x, 0], [x, -1])).toBe("wall")
      expect(edgeBetween(sewerPitch, [x, 14], [x, 15])).toBe("wall")
    }
    expect(edgeBetween(sewerPitch, [0, 7], [-1, 7])).toBeNull()
    expect(edgeBetween(sewerPitch, [25, 7], [26, 7])).toBeNull()
  })

  it("has four barricades, three square edges long, two in each half", () => {
    const barricades = edges(streetPitch.features, "barricade")
    expect(barricades).toHaveLength(12)
    expect(barricades.filter((b) => b.between[0][0] <= 12)).toHaveLength(6)
    expect(edgeBetween(streetPitch, [10, 6], [11, 6])).toBe("barricade")
    expect(edgeBetween(streetPitch, [10, 8], [11, 8])).toBe("barricade")
    expect(edgeBetween(streetPitch, [10, 9], [11, 9])).toBeNull()
  })
})

describe("Gutter Bowl: where the game is played", () => {
  it("the header's pitch option chooses: 'sewer' plays the sewer pitch from the start, with no roll", () => {
    const match = buildMatch(gutterHeader("sewer"), gutterBowl)
    const state = initialState(match)
    expect(variantAt(match, state)).toBe(gutterSewer)
    expect(expecting(match, state)).toMatchObject({ kind: "roll", for: "fan-factor" })
  })

  it("without the option the pre-game opens with a D6: a 3 is the sewer, and the weather is then read on the sewer's table", () => {
    const match = buildMatch(gutterHeader(undefined), gutterBowl)
    const state = initialState(match)
    expect(expecting(match, state)).toMatchObject({ kind: "roll", die: "d6", for: "gutter-bowl-pitch" })
    const played = playOk(match, state, new Events().d6(3, "gutter-bowl-pitch").twoD6(5, 6, "weather").list)
    expect(played.state.venue).toBe("sewer")
    expect(variantAt(match, played.state).pitch).toBe(sewerPitch)
    expect(played.state.weather).toBe("its-getting-warm")
  })

  it("a 4 is the street", () => {
    const match = buildMatch(gutterHeader(undefined), gutterBowl)
    const played = playOk(match, initialState(match), new Events().d6(4, "gutter-bowl-pitch").list)
    expect(variantAt(match, played.state)).toBe(gutterStreet)
  })

  it("a weather roll before the pitch is chosen is a violation", () => {
    const match = buildMatch(gutterHeader(undefined), gutterBowl)
    expect(play(match, initialState(match), new Events().twoD6(3, 4, "weather").list).violation).toMatchObject({ _tag: "RuleViolation", seq: 1 })
  })
})

describe("Gutter Bowl: teams, turns and set-up", () => {
  it("seven players on the pitch, six turns a half, two halves; three on the line and two per wide zone as usual", () => {
    for (const variant of [gutterStreet, gutterSewer]) {
      expect([variant.maxPlayersOnPitch, variant.turnsPerHalf, variant.halves, variant.minOnLineOfScrimmage, variant.maxPerWideZone]).toEqual([7, 6, 2, 3, 2])
    }
  })

  it("the draft: 750,000, at least seven players, at most five not Linemen, no sideline staff", () => {
    const draft = gutterBowl.draft!
    expect([draft.budget, draft.minPlayers, draft.maxNotLinemen, draft.maxAssistantCoaches, draft.maxCheerleaders, draft.apothecary]).toEqual([750_000, 7, 5, 0, 0, false])
    const six = ["b1", "b2", "b3", "b4", "b5", "b6"].map((id) => player(id, { position: "Blitzer" }))
    const head = gutterHeader("street", { home: [...six, player("h7"), player("h8")] })
    const match = buildMatch(head, gutterBowl)
    expect(play(match, initialState(match), new Events().twoD6(3, 4, "weather").list).violation?.message).toMatch(/6 players who are not Linemen; at most 5/)
    const staffed = gutterHeader("street")
    const withApothecary = { ...staffed, teams: [{ ...staffed.teams[0]!, staff: { apothecary: true, assistantCoaches: 0, cheerleaders: 0 } }, staffed.teams[1]!] }
    const m2 = buildMatch(withApothecary, gutterBowl)
    expect(play(m2, initialState(m2), new Events().twoD6(3, 4, "weather").list).violation?.message).toMatch(/no apothecary may be hired/)
  })

  it("nobody sets up on a market stall or in a sewer pit, though it is in the team's half", () => {
    expect(streetPitch.isSetUpArea(0, [5, 3])).toBe(false)
    expect(sewerPitch.isSetUpArea(0, [5, 3])).toBe(false)
    expect(streetPitch.isSetUpArea(0, [3, 3])).toBe(true)
  })

  it("there are no Prayers to Nuffle", () => {
    expect(gutterStreet.tables.prayersToNuffle).toBeNull()
    expect(gutterSewer.tables.prayersToNuffle).toBeNull()
  })
})

describe("Gutter Bowl tables", () => {
  it("each pitch has its own kick-off table with eleven results on 2 to 12", () => {
    for (const table of [gutterStreet.tables.kickOff, gutterSewer.tables.kickOff]) {
      expect(table.map((r) => [r.from, r.to])).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((n) => [n, n]))
    }
    expect(gutterStreet.tables.kickOff.map((r) => r.id)).toContain("loose-dogs")
    expect(gutterSewer.tables.kickOff.map((r) => r.id)).toContain("swarm-of-rats")
  })

  it("each pitch has its own weather table in five bands: 2, 3, 4–10, 11, 12", () => {
    for (const table of [gutterStreet.tables.weather, gutterSewer.tables.weather]) expect(table.map((r) => [r.from, r.to])).toEqual([[2, 2], [3, 3], [4, 10], [11, 11], [12, 12]])
    expect(gutterStreet.tables.weather.map((r) => r.id)).toEqual(["clouds-of-smog", "howling-winds", "a-normal-day", "sudden-downpour", "a-stormy-night"])
    expect(gutterSewer.tables.weather.map((r) => r.id)).toEqual(["unbearable-stench", "spilt-sewage", "no-more-disgusting-than-usual", "its-getting-warm", "underground-heatwave"])
  })

  it("every kick-off result on both tables is folded now: a 10 (Black Market Dealer) on either pitch and a 12 in the sewer (Swarm of Rats) are taken, not stopped", () => {
    for (const [pitch, faces, effect] of [["street", [5, 5], "black-market-dealer"], ["sewer", [4, 6], "black-market-dealer"], ["sewer", [6, 6], "swarm-of-rats"]] as const) {
      const { match, state } = gutterKickOff(gutterHeader(pitch), [18, 7])
      const played = play(match, state, new Events().twoD6(faces[0], faces[1], "kick-off-event").list)
      expect(played.violation).toBeNull()
      expect(played.state.kickOffEffects.some((e) => e === effect || e.startsWith(`${effect}`))).toBe(true)
    }
  })

  it("Changing Weather on the street: a 7 is A Normal Day, so the kick scatters before it lands", () => {
    const { match, state } = gutterKickOff(gutterHeader("street"), [18, 7])
    const played = playOk(match, state, new Events().twoD6(4, 4, "kick-off-event").twoD6(3, 4, "changing-weather").list)
    expect(played.state.weather).toBe("a-normal-day")
    expect(expecting(match, played.state)).toMatchObject({ kind: "roll", die: "d8", for: "scatter" })
  })

  it("every weather on both tables is folded now: a 2 on the street (Clouds of Smog) and a 2 or 12 in the sewer are taken, not stopped", () => {
    for (const [pitch, faces, weather] of [["street", [1, 1], "clouds-of-smog"], ["sewer", [1, 1], "unbearable-stench"], ["sewer", [6, 6], "underground-heatwave"]] as const) {
      const match = buildMatch(gutterHeader(pitch), gutterBowl)
      const played = playOk(match, initialState(match), new Events().twoD6(faces[0], faces[1], "weather").list)
      expect(played.state.weather).toBe(weather)
    }
  })

  it("Spilt Sewage: a rush is at −2", () => {
    const { match, state } = gutterPosition(gutterHeader("sewer"), { team: 0, at: { h1: [11, 1], a1: [20, 7] }, weather: "spilt-sewage" })
    const events = new Events().add({ _tag: "ActionDeclared", player: "h1", action: "move" })
    for (let x = 12; x <= 17; x++) events.add({ _tag: "PlayerMoved", player: "h1", to: [x, 1] })
    events.add({ _tag: "PlayerMoved", player: "h1", to: [18, 1] }).d6(4, "rush", "h1")
    const rush = playOk(match, state, events.list).rulings.find((r) => r.rule === "Rush")!
    expect(rush.modifiers).toEqual([{ value: -2, source: "weather: spilt sewage" }])
    expect(rush.success).toBe(true)
  })
})

describe("Gutter Bowl: cobblestones and no referee", () => {
  it("hard landings: a player knocked down by a block has +1 on the armour roll", () => {
    const { match, state } = gutterPosition(gutterHeader("street"), { team: 0, at: { h1: [11, 7], a1: [12, 7] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "block" })
      .add({ _tag: "BlockThrown", player: "h1", target: "a1" })
      .roll("block", [6], "block")
      .add({ _tag: "BlockDieChosen", face: 6 })
      .add({ _tag: "PushChosen", player: "a1", to: [13, 7] })
      .add({ _tag: "FollowUpChosen", player: "h1", follow: false })
      .twoD6(4, 4, "armour", "a1")
    const armour = playOk(match, state, events.list).rulings.find((r) => r.rule === "Armour")!
    expect(armour.modifiers).toEqual([{ value: 1, source: "Gutter Bowl (street): falling" }])
    // 8 + 1 = 9 breaks AV 9+.
    expect(armour.success).toBe(true)
  })

  it("the ball bounces twice: a dropped ball rolls D8, then D8 again, before it rests", () => {
    const { match, state } = gutterPosition(gutterHeader("street"), { team: 0, at: { h1: [11, 7], a1: [20, 7] }, ballAt: [12, 7] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h1", to: [12, 7] })
      .d6(1, "pick-up", "h1")
      .add({ _tag: "RerollDeclined", team: "home" })
      .roll("d8", [5], "bounce")
      .roll("d8", [5], "bounce")
    const played = playOk(match, state, events.list)
    expect(played.rulings.filter((r) => r.rule === "Bounce")).toHaveLength(2)
    expect(played.state.ball).toEqual({ at: [14, 7], carrier: null, inPlay: true })
  })

  it("no referee: a natural double on a foul's armour roll sends nobody off, and the turn goes on", () => {
    const { match, state } = gutterPosition(gutterHeader("street"), { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [2, 2] }, prone: ["a1"] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
      .add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(3, 3, "armour", "a1")
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h1")).toMatchObject({ at: [10, 7], box: null })
    expect(played.state.turnover).toBeNull()
    expect(played.state.activePlayer).toBe("h2")
  })

  it("still one Foul action a team turn", () => {
    const { match, state } = gutterPosition(gutterHeader("street"), { team: 0, at: { h1: [10, 7], a1: [11, 7], h2: [10, 9], a2: [11, 9] }, prone: ["a1", "a2"] })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "h1", action: "foul" })
      .add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(2, 1, "armour", "a1")
      .add({ _tag: "ActionDeclared", player: "h2", action: "foul" })
    expect(play(match, state, events.list).violation).toMatchObject({ rule: "one foul per team turn", seq: 4 })
  })
})

// The Unsupported stops that our layout makes impossible (docs/variants/gutter-bowl.md, "Cannot
// happen on our layout"): these tests check the geometry that makes them so.
describe("Gutter Bowl pitches: what our layout rules out", () => {
  const featureSquares = (pitch: typeof streetPitch): Array<Square> =>
    squareFeatures(pitch.features).flatMap((f) => f.squares.map((s): Square => [s[0], s[1]]))

  it("every D8 from every stall or pit square puts the ball (or a player) back on an open square of the pitch: no re-entry leaves the pitch", () => {
    for (const pitch of [streetPitch, sewerPitch]) {
      const squares = featureSquares(pitch)
      expect(squares).toHaveLength(96)
      for (const from of squares) {
        for (const direction of D8_DIRECTIONS) {
          const to = reentrySquare(pitch, from, direction)
          expect(to, `${from} → ${direction}`).not.toBeNull()
          expect(pitch.contains(to!) && !isObstacle(pitch, to!)).toBe(true)
        }
      }
    }
  })

  it("a ricochet at any wall square, from anywhere, hit or missed to either side, meets a wall square on the same face or lands on an open square of the pitch; and its first square off the wall square it hits is open ground or past an end line", () => {
    const firstSquareOpen = (pitch: typeof streetPitch, from: Square, wall: WallTarget) => {
      const direction = ricochetDirection(from, wall)
      const first: Square = [wall.wall[0] + direction[0], wall.wall[1] + direction[1]]
      return !pitch.contains(first) ? first[0] < 0 || first[0] > 25 : !isObstacle(pitch, first)
    }
    let stallMisses = 0
    for (const pitch of [streetPitch, sewerPitch]) {
      for (let ax = 0; ax < 26; ax++) {
        for (let ay = 0; ay < 15; ay++) {
          for (let x = 0; x < 26; x++) {
            for (let y = 0; y < 15; y++) {
              if (isObstacle(pitch, [x, y]) || (x === ax && y === ay)) continue
              const wall = wallTarget(pitch, [x, y], [ax, ay])
              if (typeof wall === "string") continue
              expect(firstSquareOpen(pitch, [x, y], wall), `${[ax, ay]} from ${[x, y]}`).toBe(true)
              for (const side of [1, -1] as const) {
                const beside = besideWallSquare(pitch, wall, side)
                if (beside !== null) {
                  expect(firstSquareOpen(pitch, [x, y], beside), `${[ax, ay]} from ${[x, y]}, side ${side}`).toBe(true)
                  continue
                }
                if (!isMarketStall(pitch, wall.wall)) continue
                stallMisses++
                const right = [wall.face[1], -wall.face[0]]
                const past: Square = [wall.wall[0] + right[0]! * side, wall.wall[1] + right[1]! * side]
                expect(pitch.contains(past) && !isObstacle(pitch, past), `${[ax, ay]} from ${[x, y]}, side ${side}`).toBe(true)
              }
            }
          }
        }
      }
    }
    // The misses past a stall's end do happen (the case the ricochet rules fold as a pass coming down).
    expect(stallMisses).toBeGreaterThan(0)
  })

  it("Sudden Stink could push a chain off the pitch only along a row with no barricade or pit behind the line of scrimmage, which takes thirteen players in a row — more than the seven (eight after Clouds of Smog) a team sets up", () => {
    for (const pitch of [streetPitch, sewerPitch]) {
      for (let y = 0; y < 15; y++) {
        // From team 0's line (x = 12) back towards its end line: the squares a chain fills before a
        // barricade or pit stops it; it leaves the pitch only if it reaches x = 0 (the pitch is
        // point-symmetric, so team 1's rows are the same).
        let chain = 1
        let x = 12
        for (; x > 0 && !barricadeBetween(pitch, [x, y], [x - 1, y]) && !isObstacle(pitch, [x - 1, y]); x--) chain++
        if (x === 0) expect(chain).toBe(13)
      }
    }
    // The longest chain possible: every player a team sets up, plus Clouds of Smog's extra one.
    expect(gutterSewer.maxPlayersOnPitch + 1).toBeLessThan(13)
    expect(gutterStreet.maxPlayersOnPitch + 1).toBeLessThan(13)
  })
})

describe("Gutter Bowl draft: journeymen and the inducement list (checked on the header at the first event)", () => {
  const start = (head: ReturnType<typeof gutterHeader>) => {
    const match = buildMatch(head, gutterBowl)
    return play(match, initialState(match), new Events().twoD6(3, 4, "weather").list)
  }
  const induce = (inducements: ReadonlyArray<{ id: string; count: number }>) => {
    const head = gutterHeader("street")
    return { ...head, teams: [{ ...head.teams[0]!, inducements: [...inducements] }, head.teams[1]!] }
  }
  const six = ["h1", "h2", "h3", "h4", "h5", "h6"].map((id) => player(id))

  it("journeymen up to seven: six players and a journeyman field the seven; six alone are too few", () => {
    expect(start(gutterHeader("street", { home: [...six, player("h7", { hired: "journeyman" })] })).violation).toBeNull()
    expect(start(gutterHeader("street", { home: six })).violation?.message).toMatch(/Home bring 6 players \(journeymen included\); at least 7 must be/)
  })

  it("only the Gutter Bowl inducements: potions (any number), a Sawbones, a Snack Stand and a Novice Wizard keep the header; a Bribe from Blood Bowl's list or a second Sawbones breaks it", () => {
    expect(start(induce([{ id: "lesser-magic-potion", count: 3 }, { id: "superior-magic-potion", count: 2 }, { id: "sawbones", count: 1 }, { id: "snack-stand", count: 1 }, { id: "novice-wizard", count: 1 }])).violation).toBeNull()
    expect(start(induce([{ id: "bribes", count: 1 }])).violation?.message).toMatch(/induce "bribes", which is not on the inducement list/)
    expect(start(induce([{ id: "sawbones", count: 2 }])).violation?.message).toMatch(/induce 2 × "sawbones"; at most 1 may be/)
  })
})
