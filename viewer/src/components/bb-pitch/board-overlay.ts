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
import { css, nothing, svg, type SVGTemplateResult } from "lit"
import { squareName, type BoardExplained, type Square } from "@sidelines/engine"
import { centreOf, toSvg } from "./layout.js"

/** Where a square is drawn, and how text is kept upright on a turned pitch. */
export interface BoardFrame {
  readonly width: number
  readonly flipped: boolean
  readonly upright: (x: number, y: number) => string | typeof nothing
}

const round = (n: number): number => Math.round(n * 1000) / 1000
const corner = (square: Square, frame: BoardFrame): [number, number] => toSvg(square, frame.flipped, frame.width)
const centre = (square: Square, frame: BoardFrame): [number, number] => centreOf(square, frame.flipped, frame.width)

/** A small label on a near-black pill, its centre at (x, y); `tone` colours its border. */
const pill = (x: number, y: number, text: string, tone: string, frame: BoardFrame): SVGTemplateResult => {
  const width = 0.12 + 0.19 * text.length
  return svg`<g class=${`pill ${tone}`} transform=${frame.upright(x, y)}>
    <rect x=${round(x - width / 2)} y=${round(y - 0.17)} width=${round(width)} height="0.34" rx="0.09"></rect>
    <text x=${round(x)} y=${round(y + 0.005)}>${text}</text>
  </g>`
}

/** What goes under the tokens: range bands, marked squares with lines to their markers, the path. */
export const boardUnder = (board: BoardExplained, frame: BoardFrame): SVGTemplateResult => {
  const range = board.range
  const bands = range?.bands ?? []
  return svg`<g class="board board-under" data-seq=${board.seq} aria-hidden="true">
    ${bands.map((band, i) => svg`<g class="range-band" data-band=${band.band} data-index=${Math.min(i, 3)}>
      <title>${`${band.name}${band.modifier === 0 ? "" : ` (${band.modifier})`} from ${squareName(range!.from)}`}</title>
      ${band.squares.map((square) => {
        const [x, y] = corner(square, frame)
        return svg`<rect x=${x + 0.03} y=${y + 0.03} width="0.94" height="0.94"></rect>`
      })}
    </g>`)}
    ${range?.target == null ? nothing : (() => {
      const [x, y] = corner(range.target, frame)
      return svg`<rect class="range-target" x=${x + 0.06} y=${y + 0.06} width="0.88" height="0.88"><title>${`Aimed at ${squareName(range.target)}`}</title></rect>`
    })()}
    ${board.zones.map((zone) => {
      const [x, y] = corner(zone.square, frame)
      const [cx, cy] = centre(zone.square, frame)
      return svg`<g class="tackle-zone" data-square=${squareName(zone.square)} data-markers=${zone.markers.length}>
        <title>${`${squareName(zone.square)} is in ${zone.markers.length} tackle zone${zone.markers.length === 1 ? "" : "s"}`}</title>
        ${zone.markers.map((m) => {
          const [mx, my] = centre(m.at, frame)
          return svg`<line class="zone-line" x1=${mx} y1=${my} x2=${cx} y2=${cy}></line>`
        })}
        <rect class="zone-square" x=${x + 0.08} y=${y + 0.08} width="0.84" height="0.84"></rect>
      </g>`
    })}
    ${board.path.length < 2 ? nothing : svg`<polyline class="board-path" points=${board.path.map((s) => centre(s.square, frame).join(",")).join(" ")}></polyline>`}
  </g>`
}

const STEP_LETTERS = [["dodge", "D"], ["rush", "R"], ["jump", "J"]] as const

/** What goes over the tokens: each square's numbers, the block dice, the path's dodges and rushes, the tackle-zone counts. */
export const boardOver = (board: BoardExplained, frame: BoardFrame): SVGTemplateResult => {
  // Several rolls on one square (a dodge then its armour) stack down from its top edge.
  const stacked = new Map<string, number>()
  const slot = (square: Square): number => {
    const key = squareName(square)
    const n = stacked.get(key) ?? 0
    stacked.set(key, n + 1)
    return n
  }
  return svg`<g class="board board-over" aria-hidden="true">
    ${board.zones.map((zone) => {
      const [x, y] = corner(zone.square, frame)
      return svg`<g class="zone-count">${pill(x + 0.3, y + 0.82, `${zone.markers.length}TZ`, "zone", frame)}</g>`
    })}
    ${board.path.slice(1).flatMap((step) => {
      const letters = STEP_LETTERS.filter(([kind]) => step[kind]).map(([, letter]) => letter).join("")
      if (letters === "") return []
      const [x, y] = corner(step.square, frame)
      return [svg`<g class="step-mark" data-square=${squareName(step.square)}>${pill(x + 0.8, y + 0.82, letters, "step", frame)}</g>`]
    })}
    ${board.targets.map((target) => {
      const [x, y] = corner(target.square, frame)
      const tone = target.success === null ? "pending" : target.success ? "made" : "failed"
      return svg`<g class="target" data-square=${squareName(target.square)} data-rule=${target.rule}>
        <title>${`${target.rule}: ${target.label} on ${squareName(target.square)}`}</title>
        ${pill(x + 0.5, y + 0.18 + 0.34 * slot(target.square), target.label, tone, frame)}
      </g>`
    })}
    ${board.blocks.map((block) => {
      const [x, y] = corner(block.square, frame)
      return svg`<g class="block-dice" data-square=${squareName(block.square)}>
        <title>${`${block.dice} block ${block.dice === 1 ? "die" : "dice"}, the ${block.attackerChooses ? "attacker" : "defender"} chooses`}</title>
        ${pill(x + 0.5, y + 0.18 + 0.34 * slot(block.square), block.label, block.attackerChooses ? "attacker" : "defender", frame)}
      </g>`
    })}
  </g>`
}

export const boardStyles = css`
  :host {
    --bb-board-zone: #ff4d4f;
    --bb-board-made: #52c41a;
    --bb-board-failed: #ff4d4f;
    --bb-board-pending: #ffd33d;
  }
  .board { pointer-events: none; }
  /* Nearest band first: four hues apart from grass, ice, stone and snow alike, each square outlined. */
  .range-band rect { fill-opacity: 0.4; stroke: #0b1f2a; stroke-opacity: 0.45; stroke-width: 0.03; }
  .range-band[data-index="0"] rect { fill: #38bdf8; }
  .range-band[data-index="1"] rect { fill: #facc15; }
  .range-band[data-index="2"] rect { fill: #fb923c; }
  .range-band[data-index="3"] rect { fill: #e879f9; }
  .range-target { fill: none; stroke: #ffffff; stroke-width: 0.08; stroke-dasharray: 0.16 0.08; }
  .zone-square { fill: var(--bb-board-zone); fill-opacity: 0.22; stroke: var(--bb-board-zone); stroke-width: 0.07; paint-order: stroke; }
  .zone-line { stroke: var(--bb-board-zone); stroke-width: 0.05; stroke-opacity: 0.85; stroke-dasharray: 0.1 0.07; }
  .board-path { fill: none; stroke: #ffffff; stroke-opacity: 0.75; stroke-width: 0.08; stroke-linejoin: round; stroke-linecap: round; filter: drop-shadow(0 0 0.03px #000); }
  .pill rect { fill: rgba(10, 12, 16, 0.9); stroke-width: 0.04; }
  .pill text { fill: #ffffff; font-size: 0.28px; font-weight: 700; text-anchor: middle; dominant-baseline: central; }
  .pill.made rect { stroke: var(--bb-board-made); }
  .pill.failed rect { stroke: var(--bb-board-failed); }
  .pill.pending rect { stroke: var(--bb-board-pending); }
  .pill.zone rect { stroke: var(--bb-board-zone); }
  .pill.step rect { stroke: #ffffff; }
  .pill.attacker rect { stroke: var(--bb-board-made); }
  .pill.defender rect { stroke: var(--bb-board-failed); }
`
