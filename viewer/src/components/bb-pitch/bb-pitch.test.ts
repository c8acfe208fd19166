import { describe, expect, it } from "vitest"
import { decodeLogText, type MatchStarted, type Player } from "@sidelines/schema"
import { buildMatch, initialState, pitchAt, Replay, squareName, transition, variantAt, type Match, type MatchState, type Pitch, type PlayerState } from "@sidelines/engine"
import { bloodBowl } from "../../../../packages/engine/src/variants/blood-bowl/index.js"
import { sevens } from "../../../../packages/engine/src/variants/sevens/index.js"
import { gutterBowl } from "../../../../packages/engine/src/variants/gutter-bowl/index.js"
import { holidaySpecial } from "../../../../packages/engine/src/variants/holiday-special/index.js"
import { blightbowl } from "../../../../packages/engine/src/variants/blightbowl/index.js"
import unclearMarkingsText from "../../../../logs/stadium-unclear-markings-lizardmen-v-wood-elf.jsonl?raw"
import slopingPitchText from "../../../../logs/stadium-sloping-pitch-skaven-v-dwarf.jsonl?raw"
import {
  BbPitch,
  FALLBACK_COLOURS,
  cellsOf,
  centreOf,
  columnName,
  edgeFeaturesOf,
  endZoneLines,
  labelsOf,
  looseBallsOf,
  mergeSegments,
  outlineOf,
  overlayOf,
  scrimmageLines,
  stadiumMarksOf,
  sharedEdge,
  teamColours,
  toSvg,
  tokenOf,
  tokensOf,
  viewBoxOf,
  wideZoneLines
} from "./bb-pitch.js"

const EVIL = `<img src=x onerror=alert(1)>`

const player = (id: string, number: number, name: string, position: string): Player => ({
  id,
  number,
  name,
  position,
  ma: 6,
  st: 3,
  ag: 3,
  pa: 4,
  av: 9,
  skills: [],
  traits: []
})

const staff = { apothecary: false, assistantCoaches: 0, cheerleaders: 0 }

const header = (withColours: boolean): MatchStarted => ({
  _tag: "MatchStarted",
  format: "sidelines/1",
  variant: "blood-bowl",
  options: {},
  teams: [
    {
      id: "reik",
      name: "Reikland Reavers",
      roster: "Human",
      ...(withColours ? { colours: { primary: "#123456", secondary: "#fedcba" } } : {}),
      rerolls: 3,
      staff,
      inducements: [],
      players: [player("h1", 1, "Griff Oberwald", "Blitzer"), player("h2", 2, "Mighty Zug", "Blocker"), player("h3", 3, EVIL, "Lineman")]
    },
    {
      id: "orcs",
      name: "Orcs",
      roster: "Orc",
      rerolls: 3,
      staff,
      inducements: [],
      players: [player("o7", 7, "Grishnak", "Blitzer"), player("o8", 8, "Ugroth", "Black Orc"), player("o9", 9, "Snaga", "Lineman")]
    }
  ]
})

interface Placement {
  readonly at: [number, number]
  readonly posture?: PlayerState["posture"]
  readonly hasActed?: boolean
  readonly lostTackleZones?: boolean
}

/** A mid-drive position set directly, as the engine's own rules tests do. */
const position = (match: Match, placed: Record<string, Placement>, extra: Partial<MatchState> = {}): MatchState => {
  const start = initialState(match)
  return {
    ...start,
    phase: "team-turn",
    half: 1,
    drive: 1,
    activeTeam: 1,
    players: start.players.map((p) => {
      const place = placed[p.id]
      return place === undefined
        ? p
        : {
            ...p,
            at: place.at,
            box: null,
            posture: place.posture ?? "standing",
            hasActed: place.hasActed ?? false,
            lostTackleZones: place.lostTackleZones ?? false
          }
    }),
    ...extra
  }
}

const match = buildMatch(header(true), bloodBowl)
const plain = buildMatch(header(false), bloodBowl)
const pitch = bloodBowl.pitch

const state = position(
  match,
  {
    h1: { at: [3, 7] },
    h2: { at: [12, 5], posture: "prone" },
    h3: { at: [12, 6], posture: "stunned", hasActed: true },
    o7: { at: [13, 7], hasActed: true },
    o8: { at: [14, 7], lostTackleZones: true },
    o9: { at: [20, 2] }
  },
  { ball: { at: [13, 7], carrier: "o7", inPlay: true }, activePlayer: "o8" }
)

const byId = <T extends { readonly id: string }>(tokens: ReadonlyArray<T>, id: string): T => tokens.find((t) => t.id === id)!

describe("coordinates", () => {
  it("maps a square to its own column, or to width - 1 - x when flipped", () => {
    expect(toSvg([0, 0], false, 26)).toEqual([0, 0])
    expect(toSvg([3, 9], false, 26)).toEqual([3, 9])
    expect(toSvg([0, 4], true, 26)).toEqual([25, 4])
    expect(toSvg([25, 4], true, 26)).toEqual([0, 4])
    for (let x = 0; x < 26; x++) expect(toSvg([x, 2], true, 26)[0]).toBe(25 - x)
    expect(centreOf([12, 7], true, 26)).toEqual([13.5, 7.5])
  })

  it("has a viewBox of one unit per square plus a label margin", () => {
    const [x, y, w, h] = viewBoxOf(pitch).split(" ").map(Number)
    expect(x).toBeLessThan(0)
    expect(y).toBeLessThan(0)
    expect(w! + 2 * x!).toBeCloseTo(26)
    expect(h! + 2 * y!).toBeCloseTo(15)
  })
})

describe("cells", () => {
  const cells = cellsOf(pitch, 2)

  it("draws every square of a Blood Bowl pitch once: 26 × 15 = 390", () => {
    expect(cells).toHaveLength(390)
    expect(new Set(cells.map((c) => c.name)).size).toBe(390)
    expect(cells[0]!.name).toBe("A1")
    expect(cells.at(-1)!.name).toBe("Z15")
  })

  it("checkers the grass lightly", () => {
    expect(cells.filter((c) => c.shade === "light")).toHaveLength(195)
    expect(cellsOf(pitch, 2).find((c) => c.name === "A1")!.shade).not.toBe(cellsOf(pitch, 2).find((c) => c.name === "B1")!.shade)
  })

  it("puts team 0's end zone on x = 0 and team 1's on x = 25", () => {
    const zone0 = cells.filter((c) => c.endZoneOf === 0)
    const zone1 = cells.filter((c) => c.endZoneOf === 1)
    expect(zone0).toHaveLength(15)
    expect(zone1).toHaveLength(15)
    expect(zone0.every((c) => c.square[0] === 0 && c.x === 0)).toBe(true)
    expect(zone1.every((c) => c.square[0] === 25 && c.x === 25)).toBe(true)
    expect(cells.filter((c) => c.endZoneOf === null)).toHaveLength(360)
  })

  it("moves team 1's end zone to the left when flipped", () => {
    const flipped = cellsOf(pitch, 2, true)
    expect(flipped.filter((c) => c.endZoneOf === 1).every((c) => c.x === 0 && c.square[0] === 25)).toBe(true)
    expect(flipped.filter((c) => c.endZoneOf === 0).every((c) => c.x === 25 && c.square[0] === 0)).toBe(true)
  })

  it("marks the lines of scrimmage and wide zones as the pitch says", () => {
    expect(cells.filter((c) => c.scrimmageOf === 0).map((c) => c.square[0])).toEqual(new Array(15).fill(12))
    expect(cells.filter((c) => c.scrimmageOf === 1).map((c) => c.square[0])).toEqual(new Array(15).fill(13))
    expect(cells.filter((c) => c.wideZone === "top")).toHaveLength(4 * 26)
    expect(cells.filter((c) => c.wideZone === "bottom")).toHaveLength(4 * 26)
  })

  it("skips squares a pitch does not contain", () => {
    const cross: Pitch = { ...pitch, contains: ([x, y]) => (x >= 10 && x < 16) || (y >= 5 && y < 10) }
    const drawn = cellsOf(cross, 2)
    expect(drawn).toHaveLength(6 * 15 + 26 * 5 - 6 * 5)
    expect(drawn.some((c) => c.name === "A1")).toBe(false)
  })
})

describe("lines", () => {
  it("draws the wide-zone boundaries as two full-length lines", () => {
    expect(wideZoneLines(pitch)).toEqual([
      { x1: 0, y1: 4, x2: 26, y2: 4 },
      { x1: 0, y1: 11, x2: 26, y2: 11 }
    ])
  })

  it("draws the halfway line once, between the two lines of scrimmage", () => {
    expect(scrimmageLines(pitch, 2)).toEqual([{ x1: 13, y1: 0, x2: 13, y2: 15 }])
    expect(scrimmageLines(pitch, 2, true)).toEqual([{ x1: 13, y1: 0, x2: 13, y2: 15 }])
  })

  it("draws the end-zone lines in front of each end zone, mirrored when flipped", () => {
    expect(endZoneLines(pitch, 2)).toEqual([
      { x1: 1, y1: 0, x2: 1, y2: 15 },
      { x1: 25, y1: 0, x2: 25, y2: 15 }
    ])
    expect(endZoneLines(pitch, 2, true)).toEqual([
      { x1: 1, y1: 0, x2: 1, y2: 15 },
      { x1: 25, y1: 0, x2: 25, y2: 15 }
    ])
  })

  it("finds the shared edge of two squares, and none for diagonal ones", () => {
    expect(sharedEdge([3, 4], [4, 4], false, 26)).toEqual({ x1: 4, y1: 4, x2: 4, y2: 5 })
    expect(sharedEdge([3, 4], [4, 4], true, 26)).toEqual({ x1: 22, y1: 4, x2: 22, y2: 5 })
    expect(sharedEdge([3, 4], [3, 5], false, 26)).toEqual({ x1: 3, y1: 5, x2: 4, y2: 5 })
    expect(sharedEdge([3, 4], [4, 5], false, 26)).toBeNull()
    expect(sharedEdge([3, 4], [3, 4], false, 26)).toBeNull()
  })

  it("joins unit segments that continue each other", () => {
    expect(mergeSegments([
      { x1: 2, y1: 0, x2: 2, y2: 1 },
      { x1: 2, y1: 1, x2: 2, y2: 2 },
      { x1: 2, y1: 3, x2: 2, y2: 4 }
    ])).toEqual([
      { x1: 2, y1: 0, x2: 2, y2: 2 },
      { x1: 2, y1: 3, x2: 2, y2: 4 }
    ])
  })
})

describe("features", () => {
  const featured: Pitch = {
    ...pitch,
    features: [
      { kind: "trapdoor", squares: [[5, 5], [20, 9]] },
      { kind: "kill-zone", squares: [[5, 5]] },
      { kind: "wall", between: [[7, 7], [8, 7]] },
      { kind: "barricade", between: [[9, 2], [9, 3]] }
    ]
  }

  it("puts square features on their cells", () => {
    const cells = cellsOf(featured, 2)
    expect(cells.find((c) => c.name === squareName([5, 5]))!.features).toEqual(["trapdoor", "kill-zone"])
    expect(cells.find((c) => c.name === squareName([20, 9]))!.features).toEqual(["trapdoor"])
    expect(cells.filter((c) => c.features.length > 0)).toHaveLength(2)
  })

  it("draws edge features on the shared edge", () => {
    expect(edgeFeaturesOf(featured)).toEqual([
      { kind: "wall", x1: 8, y1: 7, x2: 8, y2: 8 },
      { kind: "barricade", x1: 9, y1: 3, x2: 10, y2: 3 }
    ])
    expect(edgeFeaturesOf(featured, true)[0]).toEqual({ kind: "wall", x1: 18, y1: 7, x2: 18, y2: 8 })
    expect(edgeFeaturesOf(pitch)).toEqual([])
  })
})

describe("labels", () => {
  it("names columns by letter and rows by number, as squareName does", () => {
    expect(columnName(0)).toBe("A")
    expect(columnName(25)).toBe("Z")
    const { columns, rows } = labelsOf(pitch)
    expect(columns).toHaveLength(52)
    expect(rows).toHaveLength(30)
    expect(columns.filter((l) => l.text === "A").map((l) => l.x)).toEqual([0.5, 0.5])
    expect(rows.filter((l) => l.text === "15").map((l) => l.y)).toEqual([14.5, 14.5])
  })

  it("puts column A on the right when flipped", () => {
    const { columns } = labelsOf(pitch, true)
    expect(columns.find((l) => l.text === "A")!.x).toBe(25.5)
    expect(columns.find((l) => l.text === "Z")!.x).toBe(0.5)
  })
})

describe("colours", () => {
  it("takes the header's colours, else a fallback per team", () => {
    expect(teamColours(match, 0)).toEqual({ primary: "#123456", secondary: "#fedcba" })
    expect(teamColours(match, 1)).toEqual(FALLBACK_COLOURS[1])
    expect(teamColours(plain, 0)).toEqual(FALLBACK_COLOURS[0])
    expect(FALLBACK_COLOURS[0]!.primary).not.toBe(FALLBACK_COLOURS[1]!.primary)
  })
})

const firstLine = (title: string): string => title.split("\n")[0]!

describe("tokens", () => {
  const tokens = tokensOf(match, state)

  it("draws only players on the pitch, one token each with its square", () => {
    expect(tokens).toHaveLength(6)
    const reserves = position(match, { h1: { at: [3, 7] } })
    expect(tokensOf(match, reserves).map((t) => t.id)).toEqual(["h1"])
    expect(tokenOf(match, reserves, reserves.players.find((p) => p.id === "o7")!)).toBeNull()
    const griff = byId(tokens, "h1")
    expect(griff.squareName).toBe("D8")
    expect([griff.cx, griff.cy]).toEqual([3.5, 7.5])
  })

  it("reads number, name, position and team from the header", () => {
    const grishnak = byId(tokens, "o7")
    expect(grishnak.number).toBe(7)
    expect(grishnak.name).toBe("Grishnak")
    expect(grishnak.initial).toBe("B")
    expect(grishnak.teamName).toBe("Orcs")
    expect(grishnak.colours).toEqual(FALLBACK_COLOURS[1])
    expect(byId(tokens, "h1").colours).toEqual({ primary: "#123456", secondary: "#fedcba" })
  })

  it("titles a token with who, whose and how", () => {
    expect(firstLine(byId(tokens, "o7").title)).toBe("#7 Grishnak (Blitzer), Orcs — standing, has the ball, has acted")
    expect(firstLine(byId(tokens, "h1").title)).toBe("#1 Griff Oberwald (Blitzer), Reikland Reavers — standing")
    expect(firstLine(byId(tokens, "h2").title)).toBe("#2 Mighty Zug (Blocker), Reikland Reavers — prone")
    expect(firstLine(byId(tokens, "o8").title)).toBe("#8 Ugroth (Black Orc), Orcs — standing, taking an action, no tackle zones")
  })

  it("gives a prone player a flattened, tipped token and a stunned one its marker", () => {
    const standing = byId(tokens, "h1").look
    const prone = byId(tokens, "h2").look
    const stunned = byId(tokens, "h3").look
    expect(standing).toMatchObject({ rotate: 0, stunnedMarker: false })
    expect(standing.rx).toBe(standing.ry)
    expect(prone.ry).toBeLessThan(prone.rx)
    expect(prone.rotate).not.toBe(0)
    expect(prone.stunnedMarker).toBe(false)
    expect(stunned.stunnedMarker).toBe(true)
    expect(stunned.ry).toBeLessThan(stunned.rx)
  })

  it("marks players who have acted without fading their colours, and flags the active player and the carrier", () => {
    expect(byId(tokens, "o7").hasActed).toBe(true)
    expect(byId(tokens, "o7").paint.fill).toBe(byId(tokens, "o7").colours.primary)
    expect(tokens.filter((t) => t.active).map((t) => t.id)).toEqual(["o8"])
    expect(tokens.filter((t) => t.hasBall).map((t) => t.id)).toEqual(["o7"])
    expect(tokens.at(-1)!.id).toBe("o8")
    expect(byId(tokens, "o8").lostTackleZones).toBe(true)
  })

  it("adds the profile the rules read now: characteristics, then skills — a prayer's gained skill and a frog's whole profile included", () => {
    expect(byId(tokens, "o7").title.split("\n").slice(1)).toEqual(["MA 6 · ST 3 · AG 3+ · PA 4+ · AV 9+"])
    const gained: MatchState = { ...state, players: state.players.map((p) => (p.id === "o7" ? { ...p, gained: [{ source: "Knuckle Dusters", until: "drive" as const, skills: ["Mighty Blow (+1)"], improve: { st: 1 } }] } : p)) }
    expect(byId(tokensOf(match, gained), "o7").title.split("\n").slice(1)).toEqual(["MA 6 · ST 4 · AG 3+ · PA 4+ · AV 9+", "Mighty Blow (+1)"])
    const frog = { ma: 5, st: 1, ag: 2, pa: null, av: 5, skills: ["Dodge", "Leap", "No Hands", "Stunty", "Titchy", "Very Long Legs"] }
    const croaked: MatchState = { ...state, players: state.players.map((p) => (p.id === "o7" ? { ...p, gained: [{ source: "Transmutation", until: "next-drive" as const, skills: [], profile: frog }] } : p)) }
    expect(byId(tokensOf(match, croaked), "o7").title.split("\n").slice(1)).toEqual(["MA 5 · ST 1 · AG 2+ · PA – · AV 5+", "Dodge, Leap, No Hands, Stunty, Titchy, Very Long Legs"])
  })

  it("mirrors tokens when flipped", () => {
    const flipped = tokensOf(match, state, true)
    expect([byId(flipped, "h1").cx, byId(flipped, "h1").cy]).toEqual([22.5, 7.5])
    expect(byId(flipped, "h1").squareName).toBe("D8")
  })

  it("keeps a hostile name as plain text in the title", () => {
    const token = byId(tokens, "h3")
    expect(token.name).toBe(EVIL)
    expect(firstLine(token.title)).toBe(`#3 ${EVIL} (Lineman), Reikland Reavers — stunned, has acted`)
  })
})

describe("ball", () => {
  it("draws a loose ball at its square and none when it is carried or out of play", () => {
    const loose = { ...state, ball: { at: [9, 4] as [number, number], carrier: null, inPlay: true } }
    expect(looseBallsOf(loose, 26)).toEqual([{ cx: 9.5, cy: 4.5, squareName: "J5" }])
    expect(looseBallsOf(loose, 26, true)).toEqual([{ cx: 16.5, cy: 4.5, squareName: "J5" }])
    expect(looseBallsOf(state, 26)).toEqual([])
    expect(looseBallsOf({ ...state, ball: { at: [9, 4], carrier: null, inPlay: false } }, 26)).toEqual([])
  })

  it("with a Ball Clone in force draws both balls: the second loose one at its square, and a carrier of either ball flagged", () => {
    const two: MatchState = { ...state, ball: { at: [9, 4], carrier: null, inPlay: true }, otherBall: { at: [12, 6], carrier: null, inPlay: true } }
    expect(looseBallsOf(two, 26).map((b) => b.squareName)).toEqual(["J5", "M7"])
    const o7 = state.players.find((p) => p.id === "o7")!
    const carried: MatchState = { ...state, ball: { at: [9, 4], carrier: null, inPlay: true }, otherBall: { at: o7.at, carrier: "o7", inPlay: true } }
    expect(tokensOf(match, carried).filter((t) => t.hasBall).map((t) => t.id)).toEqual(["o7"])
    expect(looseBallsOf(carried, 26).map((b) => b.squareName)).toEqual(["J5"])
  })
})

describe("overlay", () => {
  it("draws a move path through the squares' centres, from where it starts", () => {
    const overlay = overlayOf({ kind: "move", from: [3, 7], path: [[4, 7], [5, 8]] }, 26)
    expect(overlay).toEqual({ kind: "move", path: "3.5,7.5 4.5,7.5 5.5,8.5", arrow: null, label: null })
    expect(overlayOf({ kind: "move", path: [[4, 7], [5, 8]] }, 26, true)!.path).toBe("21.5,7.5 20.5,8.5")
  })

  it("draws a block arrow between the two tokens' edges", () => {
    const overlay = overlayOf({ kind: "block", from: [12, 7], to: [13, 7] }, 26)!
    expect(overlay.kind).toBe("block")
    expect(overlay.path).toBeNull()
    expect(overlay.arrow!.y1).toBe(7.5)
    expect(overlay.arrow!.x1).toBeGreaterThan(12.5)
    expect(overlay.arrow!.x2).toBeLessThan(13.5)
    expect(overlay.arrow!.x1).toBeLessThan(overlay.arrow!.x2)
    const mirrored = overlayOf({ kind: "block", from: [12, 7], to: [13, 7] }, 26, true)!
    expect(mirrored.arrow!.x1).toBeGreaterThan(mirrored.arrow!.x2)
  })

  it("carries a caption for the arrow (the block die chosen), and none by default", () => {
    expect(overlayOf({ kind: "block", from: [12, 7], to: [13, 7], label: "POW!" }, 26)!.label).toBe("POW!")
    expect(overlayOf({ kind: "block", from: [12, 7], to: [13, 7] }, 26)!.label).toBeNull()
  })

  it("draws nothing for no highlight or a degenerate one", () => {
    expect(overlayOf(null, 26)).toBeNull()
    expect(overlayOf({ kind: "pass", from: [3, 3], to: [3, 3] }, 26)).toBeNull()
    expect(overlayOf({ kind: "move", path: [[3, 3]] }, 26)).toBeNull()
    expect(overlayOf({ kind: "pass", from: [3, 3], to: [10, 10] }, 26)!.arrow).not.toBeNull()
  })
})

/** Every string and value a template carries, recursively, keeping the two apart. */
const walk = (value: unknown, strings: Array<string>, values: Array<unknown>): void => {
  if (Array.isArray(value)) {
    for (const v of value) walk(v, strings, values)
    return
  }
  if (value !== null && typeof value === "object" && "strings" in value && "values" in value) {
    const template = value as { strings: ReadonlyArray<string>; values: ReadonlyArray<unknown> }
    strings.push(...template.strings)
    for (const v of template.values) walk(v, strings, values)
    return
  }
  if (value !== null && typeof value === "object" && "values" in value) {
    // a directive result such as guard(): its values hold the deps and the render callback
    for (const v of (value as { values: ReadonlyArray<unknown> }).values) walk(typeof v === "function" ? (v as () => unknown)() : v, strings, values)
    return
  }
  values.push(value)
}

describe("<bb-pitch> template", () => {
  const rendered = (flipped = false) => {
    const element = new BbPitch()
    element.match = match
    element.state = state
    element.flipped = flipped
    element.highlight = { kind: "block", from: [13, 7], to: [14, 7] }
    const strings: Array<string> = []
    const values: Array<unknown> = []
    walk((element as unknown as { render(): unknown }).render(), strings, values)
    return { strings: strings.join(""), values }
  }

  it("writes the arrow's caption as text at the arrow", () => {
    const element = new BbPitch()
    element.match = match
    element.state = state
    element.highlight = { kind: "block", from: [13, 7], to: [14, 7], label: "Both down" }
    const strings: Array<string> = []
    const values: Array<unknown> = []
    walk((element as unknown as { render(): unknown }).render(), strings, values)
    expect(strings.join("")).toContain('class="overlay-label"')
    expect(values).toContain("Both down")
  })

  it("binds player names as data, never as markup", () => {
    const { strings, values } = rendered()
    expect(strings).not.toContain("onerror")
    expect(values).toContain(`#3 ${EVIL} (Lineman), Reikland Reavers — stunned, has acted\nMA 6 · ST 3 · AG 3+ · PA 4+ · AV 9+`)
    expect(strings).toContain("<title>")
  })

  it("tags every token with data-player and data-square", () => {
    const { strings, values } = rendered()
    expect(strings).toContain("data-player=")
    expect(strings).toContain("data-square=")
    for (const id of ["h1", "h2", "h3", "o7", "o8", "o9"]) expect(values).toContain(id)
    expect(values).toContain("D8")
    expect(values.filter((v) => typeof v === "string" && v.startsWith("cell "))).toHaveLength(390)
  })

  it("renders nothing without a match", () => {
    const element = new BbPitch()
    expect(typeof (element as unknown as { render(): unknown }).render()).toBe("symbol")
    expect(element.flipped).toBe(false)
    expect(element.highlight).toBeNull()
  })
})

describe("a Sevens pitch, drawn from the variant's pitch data", () => {
  const seven = sevens.pitch
  const sevensMatch = buildMatch({ ...header(true), variant: "sevens" }, sevens)

  it("is 20 by 11 squares", () => {
    const cells = cellsOf(seven, 2)
    expect(cells).toHaveLength(220)
    expect(cells.at(-1)!.name).toBe("T11")
    const [x, y, w, h] = viewBoxOf(seven).split(" ").map(Number)
    expect(w! + 2 * x!).toBeCloseTo(20)
    expect(h! + 2 * y!).toBeCloseTo(11)
  })

  it("draws two lines of scrimmage across the whole width, cutting the pitch into thirds of 7, 6 and 7 columns", () => {
    expect(scrimmageLines(seven, 2)).toEqual([
      { x1: 7, y1: 0, x2: 7, y2: 11 },
      { x1: 13, y1: 0, x2: 13, y2: 11 }
    ])
    // Flipped, the lines swap sides with the pitch and still leave six columns between them.
    expect(scrimmageLines(seven, 2, true)).toEqual([
      { x1: 7, y1: 0, x2: 7, y2: 11 },
      { x1: 13, y1: 0, x2: 13, y2: 11 }
    ])
  })

  it("marks the line-of-scrimmage squares in the centre field, in front of each line", () => {
    const cells = cellsOf(seven, 2)
    expect(cells.filter((c) => c.scrimmageOf === 0).map((c) => c.name)).toEqual(["G3", "G4", "G5", "G6", "G7", "G8", "G9"])
    expect(cells.filter((c) => c.scrimmageOf === 1).map((c) => c.name)).toEqual(["N3", "N4", "N5", "N6", "N7", "N8", "N9"])
  })

  it("draws the two-square wide zones along both sidelines", () => {
    expect(wideZoneLines(seven)).toEqual([
      { x1: 0, y1: 2, x2: 20, y2: 2 },
      { x1: 0, y1: 9, x2: 20, y2: 9 }
    ])
    expect(cellsOf(seven, 2).filter((c) => c.wideZone !== null)).toHaveLength(4 * 20)
  })

  it("puts the two trapdoors on their squares, one in each half inside a wide zone", () => {
    const trapdoors = cellsOf(seven, 2).filter((c) => c.features.includes("trapdoor"))
    expect(trapdoors.map((c) => c.name)).toEqual(["E2", "P10"])
    expect(trapdoors.every((c) => c.wideZone !== null)).toBe(true)
  })

  it("draws end-zone lines in front of x = 0 and x = 19", () => {
    expect(endZoneLines(seven, 2)).toEqual([
      { x1: 1, y1: 0, x2: 1, y2: 11 },
      { x1: 19, y1: 0, x2: 19, y2: 11 }
    ])
  })

  it("renders the trapdoor features and 220 cells in the element's template", () => {
    const element = new BbPitch()
    element.match = sevensMatch
    element.state = initialState(sevensMatch)
    const strings: Array<string> = []
    const values: Array<unknown> = []
    walk((element as unknown as { render(): unknown }).render(), strings, values)
    expect(values.filter((v) => typeof v === "string" && v.startsWith("cell "))).toHaveLength(220)
    expect(values.filter((v) => v === "feature trapdoor")).toHaveLength(2)
  })
})

describe("a Gutter Bowl pitch: drawn as the match chose it, street or sewer", () => {
  const featuresDrawn = (pitch: "street" | "sewer") => {
    const match = buildMatch({ ...header(true), variant: "gutter-bowl", options: { pitch } }, gutterBowl)
    const element = new BbPitch()
    element.match = match
    element.state = initialState(match)
    const strings: Array<string> = []
    const values: Array<unknown> = []
    walk((element as unknown as { render(): unknown }).render(), strings, values)
    return new Set(values.filter((v): v is string => typeof v === "string" && v.startsWith("feature ")))
  }

  it("the street has its four market stalls, the sewer its four pits, from the one gutter-bowl module", () => {
    // Four 6×4 features: 96 squares either way; the header's pitch option picks which.
    expect(featuresDrawn("street")).toEqual(new Set(["feature market-stall"]))
    expect(featuresDrawn("sewer")).toEqual(new Set(["feature sewer-pit"]))
  })

  it("walls and barricades are drawn on square edges", () => {
    const edges = edgeFeaturesOf(gutterBowl.pitch)
    expect(new Set(edges.map((e) => e.kind))).toEqual(new Set(["wall", "barricade"]))
  })
})

describe("a Holiday Special pitch: the houses the coaches placed and the snowgrots still standing", () => {
  const head = { ...header(true), variant: "holiday-special" as const, options: {} }
  const match = buildMatch(head, holidaySpecial)
  const cellsWith = (state: MatchState, kind: string) => {
    const element = new BbPitch()
    element.match = match
    element.state = state
    const strings: Array<string> = []
    const values: Array<unknown> = []
    walk((element as unknown as { render(): unknown }).render(), strings, values)
    return values.filter((v) => v === `feature ${kind}`).length
  }
  const placedHouse = () => {
    const next = transition(match, initialState(match), { _tag: "GingerbreadHousePlaced", seq: 1, team: head.teams[0]!.id, squares: [[12, 3], [13, 3]] })
    expect(next._tag).toBe("Success")
    return (next as { success: MatchState }).success
  }

  it("before any house: the sixteen snowgrots on alternate squares of the end zones", () => {
    expect(cellsWith(initialState(match), "snowgrot")).toBe(16)
    expect(cellsWith(initialState(match), "gingerbread-house")).toBe(0)
  })

  it("a house placed in the log is drawn on its two squares, from the engine's pitchAt", () => {
    const state = placedHouse()
    expect(cellsWith(state, "gingerbread-house")).toBe(2)
    // Each placed feature is on the pitch once (the drawing would hide a duplicate: it draws a kind once per square).
    expect(pitchAt(match, state).features.filter((f) => f.kind === "gingerbread-house")).toHaveLength(1)
    expect(pitchAt(match, state).features.filter((f) => f.kind === "snowgrot").flatMap((f) => ("squares" in f ? f.squares : []))).toHaveLength(16)
    // The same placed features give the same pitch object, so the field is not redrawn per event.
    expect(pitchAt(match, state)).toBe(pitchAt(match, { ...state, seq: state.seq + 1 }))
  })

  it("a snowgrot blown up by an explosive touchdown is no longer drawn", () => {
    const state = placedHouse()
    const features = state.placed!.features
    const gone = features.findIndex((f) => f.kind === "snowgrot")
    const after: MatchState = { ...state, placed: { ...state.placed!, features: features.filter((_, i) => i !== gone) } }
    expect(cellsWith(after, "snowgrot")).toBe(15)
  })
})

describe("a BlightBowl pitch: the cross, with its Kill-Zone, for four teams", () => {
  const team = (id: string, name: string) => ({ ...header(true).teams[0]!, id, name, players: header(true).teams[0]!.players.map((p) => ({ ...p, id: `${id}-${p.number}` })) })
  const head: MatchStarted = { ...header(true), variant: "blightbowl", options: { mode: "free-for-all" }, teams: [team("n", "North"), team("e", "East"), team("s", "South"), team("w", "West")] }
  const match = buildMatch(head, blightbowl)
  const drawn = () => {
    const element = new BbPitch()
    element.match = match
    element.state = initialState(match)
    const strings: Array<string> = []
    const values: Array<unknown> = []
    walk((element as unknown as { render(): unknown }).render(), strings, values)
    return values.filter((v): v is string => typeof v === "string")
  }

  it("draws only the squares of the cross (two 25×15 bars crossing: 25·15·2 − 15·15 = 525), and the 3×3 Kill-Zone", () => {
    const values = drawn()
    expect(values.filter((v) => v.startsWith("cell "))).toHaveLength(525)
    expect(values.filter((v) => v === "feature kill-zone")).toHaveLength(9)
  })

  it("has an end zone for each of the four teams", () => {
    const ends = new Set(cellsOf(blightbowl.pitch, 4).map((c) => c.endZoneOf).filter((t) => t !== null))
    expect(ends).toEqual(new Set([0, 1, 2, 3]))
  })
})

describe("a stadium's attribute on the pitch: read from variantAt and pitchAt, never worked out here", () => {
  const replayOf = (text: string): Replay => {
    const log = decodeLogText(text)
    return (Replay.build(log.header!, log.events) as { success: Replay }).success
  }
  const drawnValues = (match: Match, state: MatchState, flipped = false) => {
    const element = new BbPitch()
    element.match = match
    element.state = state
    element.flipped = flipped
    const strings: Array<string> = []
    const values: Array<unknown> = []
    walk((element as unknown as { render(): unknown }).render(), strings, values)
    return { strings: strings.join(""), values }
  }

  it("Unclear Markings: while the kicking team's moved line holds, it is the line drawn, with the painted one dashed beside it; after the kick-off only the painted line", () => {
    const replay = replayOf(unclearMarkingsText)
    const setUp = replay.events.map((e) => replay.stateAt(e.seq)!).find((s) => s.stadium?.line !== undefined && s.phase === "set-up")!
    const pitch = pitchAt(replay.match, setUp)
    const marks = stadiumMarksOf(replay.match, setUp)
    // The pitch's own scrimmage line has moved one square; the painted halfway line stays where the variant has it.
    expect(marks.paintedLines).toEqual(scrimmageLines(replay.match.variant.pitch, 2))
    expect(scrimmageLines(pitch, 2)).not.toEqual(marks.paintedLines)
    expect(Math.abs(scrimmageLines(pitch, 2)[0]!.x1 - marks.paintedLines[0]!.x1)).toBe(1)
    const { values } = drawnValues(replay.match, setUp)
    expect(values).toContain("line painted")
    expect(values).toContain("unclear-markings")
    // Once play is under way the line is where it is painted again: nothing extra is drawn.
    const later = replay.events.map((e) => replay.stateAt(e.seq)!).find((s) => s.phase === "team-turn" && s.drive === setUp.drive)!
    expect(stadiumMarksOf(replay.match, later).paintedLines).toEqual([])
    expect(scrimmageLines(pitchAt(replay.match, later), 2)).toEqual(scrimmageLines(replay.match.variant.pitch, 2))
    expect(drawnValues(replay.match, later).values).not.toContain("line painted")
  })

  it("Sloping Pitch: chevrons point down the slope, towards the downhill end zone, and turn round at half-time and when flipped", () => {
    const replay = replayOf(slopingPitchText)
    const rolled = replay.events.map((e) => replay.stateAt(e.seq)!).find((s) => s.stadium?.downhill !== undefined && s.half === 1)!
    const down = variantAt(replay.match, rolled).bounceDownhill!
    const first = stadiumMarksOf(replay.match, rolled)
    expect(first.downhill.length).toBeGreaterThan(4)
    // The slope's direction is the engine's bounce direction: along the pitch, towards x = 0 or x = 25.
    expect(first.downhill.every((c) => c.angle === (down[0] < 0 ? 180 : 0))).toBe(true)
    expect(stadiumMarksOf(replay.match, rolled, true).downhill.every((c) => c.angle === (down[0] < 0 ? 0 : 180))).toBe(true)
    const second = stadiumMarksOf(replay.match, { ...rolled, half: 2 })
    expect(second.downhill.every((c) => c.angle === (down[0] < 0 ? 0 : 180))).toBe(true)
    expect(drawnValues(replay.match, rolled).values.filter((v) => typeof v === "string" && v.startsWith("translate(") && v.includes("rotate("))).toHaveLength(first.downhill.length)
    // Before the roll there is no slope to draw.
    const before = replay.stateAt(0)!
    expect(stadiumMarksOf(replay.match, before).downhill).toEqual([])
  })

  it("Uncovered Trapdoors: the Sevens pitch's two trapdoors are drawn open; at a stadium without the attribute they are covered", () => {
    const open = buildMatch({ ...header(true), variant: "sevens", options: { stadium: "uncovered-trapdoors" } }, sevens)
    const openState = initialState(open)
    expect(stadiumMarksOf(open, openState).trapdoorsOpen).toBe(true)
    const { values } = drawnValues(open, openState)
    expect(values.filter((v) => typeof v === "string" && v.startsWith("Open trapdoor on "))).toEqual(["Open trapdoor on E2", "Open trapdoor on P10"])
    const covered = buildMatch({ ...header(true), variant: "sevens", options: { stadium: "ice" } }, sevens)
    expect(stadiumMarksOf(covered, initialState(covered)).trapdoorsOpen).toBe(false)
    expect(drawnValues(covered, initialState(covered)).values.some((v) => typeof v === "string" && v.startsWith("Open trapdoor"))).toBe(false)
  })

  it("Uncovered Trapdoors on Blood Bowl's pitch: its two trapdoors, (6, 1) and (19, 13), come from the pitch's features and are drawn open", () => {
    const open = buildMatch({ ...header(true), options: { stadium: "uncovered-trapdoors" } }, bloodBowl)
    const openState = initialState(open)
    expect(stadiumMarksOf(open, openState).trapdoorsOpen).toBe(true)
    const { values } = drawnValues(open, openState)
    expect(values.filter((v) => typeof v === "string" && v.startsWith("Open trapdoor on "))).toEqual([`Open trapdoor on ${squareName([6, 1])}`, `Open trapdoor on ${squareName([19, 13])}`])
    // Without the attribute Blood Bowl's pitch shows no trapdoor at all.
    expect(drawnValues(match, state).values.some((v) => typeof v === "string" && v.startsWith("Open trapdoor"))).toBe(false)
  })

  it("Enclosed Pitch: a wall all round the pitch's outline (the 26×15 rectangle: four sides); none on an open pitch", () => {
    const walled = buildMatch({ ...header(true), options: { stadium: "enclosed-pitch" } }, bloodBowl)
    const marks = stadiumMarksOf(walled, initialState(walled))
    expect(marks.enclosure).toEqual(outlineOf(bloodBowl.pitch))
    expect(new Set(marks.enclosure.map((s) => `${s.x1},${s.y1},${s.x2},${s.y2}`))).toEqual(new Set(["0,0,0,15", "26,0,26,15", "0,0,26,0", "0,15,26,15"]))
    expect(drawnValues(walled, initialState(walled)).values).toContain("edge enclosure")
    expect(stadiumMarksOf(match, state)).toEqual({ attribute: null, paintedLines: [], trapdoorsOpen: false, downhill: [], enclosure: [] })
  })

  it("Uncovered Trapdoors on BlightBowl's cross: its four trapdoors, one in each quarter, come from the pitch's features and are drawn open", () => {
    const team = (id: string) => ({ ...header(true).teams[0]!, id, name: id, players: header(true).teams[0]!.players.map((p) => ({ ...p, id: `${id}-${p.number}` })) })
    const cross: MatchStarted = { ...header(true), variant: "blightbowl", options: { mode: "free-for-all", stadium: "uncovered-trapdoors" }, teams: ["n", "e", "s", "w"].map(team) }
    const open = buildMatch(cross, blightbowl)
    const openState = initialState(open)
    expect(stadiumMarksOf(open, openState).trapdoorsOpen).toBe(true)
    const drawn = drawnValues(open, openState).values.filter((v) => typeof v === "string" && v.startsWith("Open trapdoor on "))
    expect(new Set(drawn)).toEqual(new Set([[5, 6], [18, 5], [19, 18], [6, 19]].map((sq) => `Open trapdoor on ${squareName(sq as [number, number])}`)))
    // The cross without the attribute has no trapdoor at all.
    const plain = buildMatch({ ...cross, options: { mode: "free-for-all" } }, blightbowl)
    expect(drawnValues(plain, initialState(plain)).values.some((v) => typeof v === "string" && v.startsWith("Open trapdoor"))).toBe(false)
  })

  it("the outline of BlightBowl's cross follows its twelve sides", () => {
    expect(outlineOf(blightbowl.pitch)).toHaveLength(12)
  })
})
