import { describe, expect, it } from "vitest"
import { Replay, type BoardExplained } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import sampleText from "../../../../logs/sample-drive.jsonl?raw"
import { BbPitch } from "./bb-pitch.js"
import { contrastRatio, GRAPHIC_CONTRAST, TEXT_CONTRAST } from "./contrast.js"
import { BOARD_INK, boardLayout } from "./board-overlay.js"
import { GRASS, surfaceOf } from "./palette.js"

// A dodge from K8 to J7 with one opponent (on I6) marking J7: failed at 4+, then the armour roll;
// a block on L8 where the defender chooses; a pass range of two squares.
const board: BoardExplained = {
  seq: 5,
  player: "h1",
  action: "blitz",
  actionSeq: 1,
  path: [{ square: [10, 7], dodge: false, rush: false, jump: false }, { square: [9, 6], dodge: true, rush: true, jump: false }],
  zones: [{ square: [9, 6], roles: ["enters"], markers: [{ player: "a2", at: [8, 5] }] }],
  targets: [
    { seq: 3, square: [9, 6], rule: "Dodge", player: "h1", needed: 4, label: "4+", success: false },
    { seq: 5, square: [9, 6], rule: "Armour", player: "h1", needed: 9, label: "9+", success: null }
  ],
  blocks: [{ attacker: "h1", defender: "a3", square: [11, 7], dice: 2, attackerChooses: false, label: "−2D" }],
  range: { thrower: "h1", from: [10, 7], target: [12, 7], bands: [{ band: "quick", name: "Quick Pass", modifier: 0, squares: [[11, 7], [12, 7]] }] },
  lines: []
}

describe("the board explained, laid out on the pitch", () => {
  it("puts each mark on its square: the number at the top, a second one under it, the step's letters and the zone's count at the foot", () => {
    const layout = boardLayout(board, { width: 26, flipped: false, turned: false })
    expect(layout.targets.map((t) => [t.square, t.x, t.y, t.text, t.tone])).toEqual([["J7", 9.5, 6.18, "4+", "failed"], ["J7", 9.5, 6.52, "9+", "pending"]])
    expect(layout.steps).toMatchObject([{ square: "J7", text: "DR", x: 9.8, y: 6.82 }])
    expect(layout.counts).toMatchObject([{ square: "J7", text: "1TZ" }])
    expect(layout.blocks).toMatchObject([{ square: "L8", text: "−2D", tone: "defender", title: "2 block dice, the defender chooses" }])
    // The line runs from the marker's centre to the marked square's.
    expect(layout.zones[0]!.lines).toEqual([[8.5, 5.5, 9.5, 6.5]])
    expect(layout.path).toBe("10.5,7.5 9.5,6.5")
    expect(layout.bands).toEqual([{ band: "quick", index: 0, title: "Quick Pass from K8", squares: [[11, 7], [12, 7]] }])
    expect(layout.aimed).toMatchObject({ x: 12, y: 7, title: "Aimed at M8" })
  })

  it("flipped, every mark moves with its square", () => {
    const layout = boardLayout(board, { width: 26, flipped: true, turned: false })
    expect(layout.targets[0]).toMatchObject({ square: "J7", x: 26 - 1 - 9 + 0.5 })
    expect(layout.zones[0]!.lines).toEqual([[17.5, 5.5, 16.5, 6.5]])
    expect(layout.bands[0]!.squares).toEqual([[14, 7], [13, 7]])
  })

  it("turned a quarter round, the labels stack down the screen: along the pitch's length, not across it", () => {
    const layout = boardLayout(board, { width: 26, flipped: false, turned: true })
    // J7's corner is (9, 6); on the screen its top edge is the pitch's x = 10, its left the pitch's y = 6.
    expect(layout.targets.map((t) => [t.x, t.y])).toEqual([[9.82, 6.5], [9.48, 6.5]])
    expect(layout.steps[0]).toMatchObject({ x: 9.18, y: 6.8 })
  })
})

describe("the board explained stays legible on every surface", () => {
  const surfaces = [GRASS, ...["ice", "ankle-deep-water", "solid-stone", "astrogranite"].map(surfaceOf)].flatMap((s) => [s.light, s.dark])

  it("its labels: white on a near-black pill, and the pill apart from the pitch", () => {
    expect(contrastRatio(BOARD_INK.text, BOARD_INK.pill)).toBeGreaterThanOrEqual(TEXT_CONTRAST)
    for (const surface of surfaces) expect(contrastRatio(BOARD_INK.pill, surface), surface).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST)
  })

  it("its areas and lines: a near-black edge apart from every surface, each pill's border apart from the pill", () => {
    for (const surface of surfaces) expect(contrastRatio(BOARD_INK.edge, surface), surface).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST)
    for (const border of [BOARD_INK.zone, BOARD_INK.made, BOARD_INK.failed, BOARD_INK.pending, BOARD_INK.step]) {
      expect(contrastRatio(border, BOARD_INK.pill), border).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST)
    }
  })
})

describe("<bb-pitch> and the board explained", () => {
  it("lays the board out when the board or the frame changes, not on every render (a focus, a highlight)", () => {
    const log = decodeLogText(sampleText)
    const replay = (Replay.build(log.header!, log.events) as { success: Replay }).success
    const element = new BbPitch()
    const update = (...names: Array<string>) => (element as unknown as { willUpdate(changed: Map<string, unknown>): void }).willUpdate(new Map(names.map((name) => [name, undefined])))
    const laidOut = () => (element as unknown as { layout: unknown }).layout
    element.match = replay.match
    element.state = replay.stateAt(5)
    element.board = board
    update("match", "state", "board")
    const first = laidOut()
    expect(first).toEqual(boardLayout(board, { width: 26, flipped: false, turned: false }))
    update("describing", "focused")
    update("highlight")
    expect(laidOut()).toBe(first)
    element.flipped = true
    update("flipped")
    expect(laidOut()).toEqual(boardLayout(board, { width: 26, flipped: true, turned: false }))
    expect(laidOut()).not.toEqual(first)
    element.board = null
    update("board")
    expect(laidOut()).toBeNull()
  })
})
