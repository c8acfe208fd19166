/**
 * The board explained, drawn (the engine's boardExplained): a throw's range bands, the tackle
 * zones on the acting player's squares with lines to the players exerting them, and the path
 * under the tokens; over them, the number each roll needed, the block dice and the path's dodges
 * and rushes. Nothing is worked out here but where on the screen a square is. Every mark carries
 * a <title> in words; the replay shows the same lines as text beside the pitch.
 *
 * Legible on every surface (grass, ice, stone, a street, a sewer, snow): labels are white on a
 * near-black pill, areas are a tint with a dark-and-light outline, never a colour alone.
 */
import { css, nothing, svg, unsafeCSS, type SVGTemplateResult } from "lit"
import { squareName, type BoardExplained, type Square } from "@sidelines/engine"
import { centreOf, toSvg } from "./layout.js"

/** Where a square is drawn, and how text is kept upright on a turned pitch. */
export interface BoardFrame {
  readonly width: number
  readonly flipped: boolean
  /** Drawn a quarter turn round (bb-pitch's `turned`): labels are placed as the screen shows the square. */
  readonly turned: boolean
  readonly upright: (x: number, y: number) => string | typeof nothing
}

/**
 * The overlay's colours. Labels are white on a near-black pill, and every area and line has a
 * near-black edge: both stand apart from any surface the pitch is drawn on (palette.ts), so no
 * mark depends on its hue alone (board-overlay.test.ts checks the ratios).
 */
export const BOARD_INK = {
  pill: "#0a0c10",
  text: "#ffffff",
  edge: "#0b0d12",
  zone: "#ff4d4f",
  made: "#52c41a",
  failed: "#ff4d4f",
  pending: "#ffd33d",
  step: "#ffffff",
  bands: ["#38bdf8", "#facc15", "#fb923c", "#e879f9"]
} as const

/** A label on a pill, its centre at (x, y) in the pitch's units. */
export interface PillMark {
  readonly x: number
  readonly y: number
  readonly text: string
  readonly tone: "zone" | "step" | "made" | "failed" | "pending" | "attacker" | "defender"
  /** The square it belongs to, its meaning in words. */
  readonly square: string
  readonly title: string
}

/** The board laid out on the screen: squares' corners, lines' ends, labels' centres. Pure, for the templates below and the tests. */
export interface BoardLayout {
  readonly bands: ReadonlyArray<{ readonly band: string; readonly index: number; readonly title: string; readonly squares: ReadonlyArray<readonly [number, number]> }>
  readonly aimed: { readonly x: number; readonly y: number; readonly title: string } | null
  readonly zones: ReadonlyArray<{ readonly square: string; readonly markers: number; readonly x: number; readonly y: number; readonly title: string; readonly lines: ReadonlyArray<readonly [number, number, number, number]> }>
  readonly path: string | null
  readonly counts: ReadonlyArray<PillMark>
  readonly steps: ReadonlyArray<PillMark>
  readonly targets: ReadonlyArray<PillMark & { readonly rule: string }>
  readonly blocks: ReadonlyArray<PillMark>
}

const STEP_LETTERS = [["dodge", "D"], ["rush", "R"], ["jump", "J"]] as const
/** A pill's height, and how far down a second label on the same square goes. */
const PILL_HEIGHT = 0.34

export const boardLayout = (board: BoardExplained, frame: Pick<BoardFrame, "width" | "flipped" | "turned">): BoardLayout => {
  const corner = (square: Square) => toSvg(square, frame.flipped, frame.width)
  const centre = (square: Square) => centreOf(square, frame.flipped, frame.width)
  /** The point `across` from the square's left and `down` from its top as the screen shows it (turned, the pitch's x runs up the screen). */
  const at = (square: Square, across: number, down: number): { x: number; y: number } => {
    const [x, y] = corner(square)
    return frame.turned ? { x: x + 1 - down, y: y + across } : { x: x + across, y: y + down }
  }
  // Several labels on one square (a dodge's number, then its armour's) stack down from its top edge.
  const stacked = new Map<string, number>()
  const top = (square: Square): { x: number; y: number } => {
    const key = squareName(square)
    const n = stacked.get(key) ?? 0
    stacked.set(key, n + 1)
    return at(square, 0.5, 0.18 + PILL_HEIGHT * n)
  }
  const range = board.range
  return {
    bands: (range?.bands ?? []).map((band, i) => ({
      band: band.band,
      index: Math.min(i, BOARD_INK.bands.length - 1),
      title: `${band.name}${band.modifier === 0 ? "" : ` (${band.modifier})`} from ${squareName(range!.from)}`,
      squares: band.squares.map(corner)
    })),
    aimed: range?.target == null ? null : { x: corner(range.target)[0], y: corner(range.target)[1], title: `Aimed at ${squareName(range.target)}` },
    zones: board.zones.map((zone) => {
      const [x, y] = corner(zone.square)
      const [cx, cy] = centre(zone.square)
      return {
        square: squareName(zone.square), markers: zone.markers.length, x, y,
        title: `${squareName(zone.square)} is in ${zone.markers.length} tackle zone${zone.markers.length === 1 ? "" : "s"}`,
        lines: zone.markers.map((m) => [...centre(m.at), cx, cy] as const)
      }
    }),
    path: board.path.length < 2 ? null : board.path.map((s) => centre(s.square).join(",")).join(" "),
    counts: board.zones.map((zone) => {
      return { ...at(zone.square, 0.3, 0.82), text: `${zone.markers.length}TZ`, tone: "zone" as const, square: squareName(zone.square), title: "" }
    }),
    steps: board.path.slice(1).flatMap((step) => {
      const letters = STEP_LETTERS.filter(([kind]) => step[kind]).map(([, letter]) => letter).join("")
      if (letters === "") return []
      return [{ ...at(step.square, 0.8, 0.82), text: letters, tone: "step" as const, square: squareName(step.square), title: "" }]
    }),
    targets: board.targets.map((target) => ({
      ...top(target.square), text: target.label, rule: target.rule,
      tone: target.success === null ? "pending" as const : target.success ? "made" as const : "failed" as const,
      square: squareName(target.square), title: `${target.rule}: ${target.label} on ${squareName(target.square)}`
    })),
    blocks: board.blocks.map((block) => ({
      ...top(block.square), text: block.label, tone: block.attackerChooses ? "attacker" as const : "defender" as const,
      square: squareName(block.square), title: `${block.dice} block ${block.dice === 1 ? "die" : "dice"}, the ${block.attackerChooses ? "attacker" : "defender"} chooses`
    }))
  }
}

const round = (n: number): number => Math.round(n * 1000) / 1000

/** A pill as drawn, kept upright on a turned pitch. */
const pill = (mark: PillMark, frame: BoardFrame): SVGTemplateResult => {
  const width = 0.12 + 0.19 * mark.text.length
  return svg`<g class=${`pill ${mark.tone}`} transform=${frame.upright(mark.x, mark.y)}>
    <rect x=${round(mark.x - width / 2)} y=${round(mark.y - PILL_HEIGHT / 2)} width=${round(width)} height=${PILL_HEIGHT} rx="0.09"></rect>
    <text x=${round(mark.x)} y=${round(mark.y + 0.005)}>${mark.text}</text>
  </g>`
}

/** What goes under the tokens: range bands, marked squares with lines to their markers, the path. */
export const boardUnder = (layout: BoardLayout, seq: number): SVGTemplateResult => svg`<g class="board board-under" data-seq=${seq} aria-hidden="true">
  ${layout.bands.map((band) => svg`<g class="range-band" data-band=${band.band} data-index=${band.index}>
    <title>${band.title}</title>
    ${band.squares.map(([x, y]) => svg`<rect x=${x + 0.03} y=${y + 0.03} width="0.94" height="0.94"></rect>`)}
  </g>`)}
  ${layout.aimed === null ? nothing : svg`<rect class="range-target" x=${layout.aimed.x + 0.06} y=${layout.aimed.y + 0.06} width="0.88" height="0.88"><title>${layout.aimed.title}</title></rect>`}
  ${layout.zones.map((zone) => svg`<g class="tackle-zone" data-square=${zone.square} data-markers=${zone.markers}>
    <title>${zone.title}</title>
    ${zone.lines.map(([x1, y1, x2, y2]) => svg`<line class="zone-line-edge" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line><line class="zone-line" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`)}
    <rect class="zone-square-edge" x=${zone.x + 0.08} y=${zone.y + 0.08} width="0.84" height="0.84"></rect>
    <rect class="zone-square" x=${zone.x + 0.08} y=${zone.y + 0.08} width="0.84" height="0.84"></rect>
  </g>`)}
  ${layout.path === null ? nothing : svg`<polyline class="board-path-edge" points=${layout.path}></polyline><polyline class="board-path" points=${layout.path}></polyline>`}
</g>`

/** What goes over the tokens: each square's numbers, the block dice, the path's dodges and rushes, the tackle-zone counts. */
export const boardOver = (layout: BoardLayout, frame: BoardFrame): SVGTemplateResult => svg`<g class="board board-over" aria-hidden="true">
  ${layout.counts.map((mark) => svg`<g class="zone-count" data-square=${mark.square}>${pill(mark, frame)}</g>`)}
  ${layout.steps.map((mark) => svg`<g class="step-mark" data-square=${mark.square}>${pill(mark, frame)}</g>`)}
  ${layout.targets.map((mark) => svg`<g class="target" data-square=${mark.square} data-rule=${mark.rule}><title>${mark.title}</title>${pill(mark, frame)}</g>`)}
  ${layout.blocks.map((mark) => svg`<g class="block-dice" data-square=${mark.square}><title>${mark.title}</title>${pill(mark, frame)}</g>`)}
</g>`

export const boardStyles = css`
  .board { pointer-events: none; }
  .range-band rect { fill-opacity: 0.4; stroke: ${unsafeCSS(BOARD_INK.edge)}; stroke-opacity: 0.45; stroke-width: 0.03; }
  ${unsafeCSS(BOARD_INK.bands.map((colour, i) => `.range-band[data-index="${i}"] rect { fill: ${colour}; }`).join("\n"))}
  .range-target { fill: none; stroke: ${unsafeCSS(BOARD_INK.text)}; stroke-width: 0.08; stroke-dasharray: 0.16 0.08; }
  /* Each red mark on a near-black edge a little wider than itself. */
  .zone-square-edge { fill: none; stroke: ${unsafeCSS(BOARD_INK.edge)}; stroke-width: 0.13; }
  .zone-square { fill: ${unsafeCSS(BOARD_INK.zone)}; fill-opacity: 0.25; stroke: ${unsafeCSS(BOARD_INK.zone)}; stroke-width: 0.06; }
  .zone-line-edge { stroke: ${unsafeCSS(BOARD_INK.edge)}; stroke-width: 0.09; stroke-opacity: 0.8; }
  .zone-line { stroke: ${unsafeCSS(BOARD_INK.zone)}; stroke-width: 0.045; stroke-dasharray: 0.1 0.07; }
  .board-path-edge { fill: none; stroke: ${unsafeCSS(BOARD_INK.edge)}; stroke-opacity: 0.7; stroke-width: 0.14; stroke-linejoin: round; stroke-linecap: round; }
  .board-path { fill: none; stroke: ${unsafeCSS(BOARD_INK.step)}; stroke-width: 0.07; stroke-linejoin: round; stroke-linecap: round; }
  .pill rect { fill: ${unsafeCSS(BOARD_INK.pill)}; fill-opacity: 0.92; stroke-width: 0.04; }
  .pill text { fill: ${unsafeCSS(BOARD_INK.text)}; font-size: 0.28px; font-weight: 700; text-anchor: middle; dominant-baseline: central; }
  .pill.zone rect, .pill.failed rect, .pill.defender rect { stroke: ${unsafeCSS(BOARD_INK.failed)}; }
  .pill.made rect, .pill.attacker rect { stroke: ${unsafeCSS(BOARD_INK.made)}; }
  .pill.pending rect { stroke: ${unsafeCSS(BOARD_INK.pending)}; }
  .pill.step rect { stroke: ${unsafeCSS(BOARD_INK.step)}; }
`
