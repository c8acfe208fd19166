/**
 * <bb-pitch>: the pitch of one match state, drawn as a single SVG that scales to its container.
 *
 * It only reads: squares, zones and lines come from the variant's Pitch, players and ball from
 * the MatchState, names and colours from the header. No rule is computed here. At a stadium
 * with an attribute it also draws what the variant as played there carries (stadiumMarksOf):
 * a moved line of scrimmage beside the painted one, open trapdoors, the slope, an enclosing wall.
 *
 * Properties (all set from script, none from attributes except `flipped`):
 * - match: Match — the header, roster and variant (from Replay.match)
 * - state: MatchState — the state to draw
 * - flipped: boolean (attribute `flipped`, reflected) — mirror left-right: team 1's end zone on the left
 * - highlight: PitchHighlight | null — the current event's overlay (move path, block/push/pass arrow)
 */
import { LitElement, html, nothing, svg, type SVGTemplateResult, type TemplateResult } from "lit"
import { guard } from "lit/directives/guard.js"
import { pitchAt, squareName, variantAt, type Match, type MatchState, type Pitch } from "@sidelines/engine"
import { pitchStyles } from "./bb-pitch.styles.js"
import {
  cellsOf,
  edgeFeaturesOf,
  endZoneLines,
  labelsOf,
  looseBallsOf,
  overlayOf,
  scrimmageLines,
  stadiumMarksOf,
  teamColours,
  toSvg,
  tokensOf,
  viewBoxOf,
  wideZoneLines,
  type HighlightKind,
  type PitchHighlight,
  type Segment,
  type Token
} from "./layout.js"

export * from "./layout.js"

const HATCHES: ReadonlyArray<{ kind: string; base: string; stripe: string; angle: number }> = [
  { kind: "trapdoor", base: "#5b3a1e", stripe: "#2e1d0f", angle: 45 },
  { kind: "sewer-pit", base: "#2f3b45", stripe: "#151b20", angle: -45 },
  { kind: "market-stall", base: "#c9772b", stripe: "#f2d2a2", angle: 90 },
  { kind: "gingerbread-house", base: "#b9814a", stripe: "#f4e4c1", angle: 0 },
  { kind: "snowgrot", base: "#dceaf5", stripe: "#9cbcd6", angle: 45 },
  { kind: "kill-zone", base: "#7d1a1a", stripe: "#e0453a", angle: -45 }
]

const KINDS: ReadonlyArray<HighlightKind> = ["move", "block", "push", "pass"]

const line = (segment: Segment, cls: string): SVGTemplateResult =>
  svg`<line class=${cls} x1=${segment.x1} y1=${segment.y1} x2=${segment.x2} y2=${segment.y2}></line>`

/** A ball marker: a small leather ball, tipped, with a lace across it. */
const ball = (cx: number, cy: number, r: number): SVGTemplateResult =>
  svg`<g class="ball-marker" transform=${`translate(${cx} ${cy}) rotate(-35)`}>
    <ellipse class="ball" rx=${r * 1.25} ry=${r * 0.85}></ellipse>
    <line class="ball-lace" x1=${-r * 0.5} y1="0" x2=${r * 0.5} y2="0"></line>
  </g>`

export class BbPitch extends LitElement {
  static override styles = pitchStyles

  static override properties = {
    match: { attribute: false },
    state: { attribute: false },
    flipped: { type: Boolean, reflect: true },
    highlight: { attribute: false }
  }

  declare match: Match | undefined
  declare state: MatchState | undefined
  declare flipped: boolean
  declare highlight: PitchHighlight | null

  constructor() {
    super()
    this.match = undefined
    this.state = undefined
    this.flipped = false
    this.highlight = null
  }

  protected override render(): TemplateResult | typeof nothing {
    const match = this.match
    if (match === undefined) return nothing
    // Drawn as the match chose it (Gutter Bowl's street or sewer), with what was placed on it
    // during the match (Holiday Special's houses and snowgrots).
    const pitch = this.state === undefined ? match.variant.pitch : pitchAt(match, this.state)
    const flipped = this.flipped
    const teams = match.header.teams.length
    // The move path goes under the tokens; block, push and pass arrows over them.
    const overlay = overlayOf(this.highlight, pitch.width, flipped)
    return html`<svg
      part="svg"
      viewBox=${viewBoxOf(pitch)}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label=${this.ariaLabelOf(match)}
      data-stadium=${this.state?.stadium?.attribute ?? nothing}
    >
      ${guard([match, pitch, flipped], () => this.renderField(match, pitch, flipped, teams))}
      ${this.state === undefined ? nothing : this.renderStadium(match, this.state, pitch, flipped)}
      ${overlay?.path == null ? nothing : this.renderPath(overlay.path, overlay.kind)}
      ${this.state === undefined ? nothing : this.renderPieces(match, this.state, pitch, flipped)}
      ${overlay?.arrow == null ? nothing : this.renderArrow(overlay.arrow, overlay.kind, overlay.label)}
    </svg>`
  }

  private ariaLabelOf(match: Match): string {
    const names = match.header.teams.map((team) => team.name).join(" v ")
    return `Pitch: ${names}${this.flipped ? " (flipped)" : ""}`
  }

  /** Everything that does not change with the state: grass, zones, lines, features, labels. */
  private renderField(match: Match, pitch: Pitch, flipped: boolean, teams: number): SVGTemplateResult {
    const cells = cellsOf(pitch, teams, flipped)
    const labels = labelsOf(pitch, flipped)
    return svg`
      <defs>
        ${HATCHES.map(
          (h) => svg`<pattern id=${`bb-hatch-${h.kind}`} width="0.25" height="0.25" patternUnits="userSpaceOnUse" patternTransform=${`rotate(${h.angle})`}>
            <rect width="0.25" height="0.25" fill=${h.base}></rect>
            <rect width="0.1" height="0.25" fill=${h.stripe}></rect>
          </pattern>`
        )}
        ${KINDS.map(
          (kind) => svg`<marker id=${`bb-arrow-${kind}`} viewBox="0 0 10 10" refX="6" refY="5" markerWidth="3.2" markerHeight="3.2" orient="auto-start-reverse">
            <path class=${`arrowhead ${kind}`} d="M 0 0 L 10 5 L 0 10 z"></path>
          </marker>`
        )}
      </defs>
      <g class="cells">
        ${cells.map(
          (c) => svg`<rect class=${`cell ${c.shade}`} data-square=${c.name} x=${c.x} y=${c.y} width="1" height="1"></rect>`
        )}
      </g>
      <g class="zones">
        ${cells.map((c) =>
          c.endZoneOf !== null
            ? svg`<rect class="end-zone" data-team=${c.endZoneOf} x=${c.x} y=${c.y} width="1" height="1" fill=${teamColours(match, c.endZoneOf).primary}></rect>`
            : c.scrimmageOf !== null
            ? svg`<rect class="scrimmage-cell" x=${c.x} y=${c.y} width="1" height="1"></rect>`
            : nothing
        )}
      </g>
      <g class="features">
        ${cells.flatMap((c) =>
          c.features.map((kind) => svg`<rect class=${`feature ${kind}`} data-square=${c.name} x=${c.x + 0.04} y=${c.y + 0.04} width="0.92" height="0.92" rx="0.08"><title>${kind}</title></rect>`)
        )}
      </g>
      <g class="lines">
        ${wideZoneLines(pitch, flipped).map((s) => line(s, "line wide-zone"))}
        ${endZoneLines(pitch, teams, flipped).map((s) => line(s, "line end-zone-line"))}
        ${scrimmageLines(pitch, teams, flipped).map((s) => line(s, "line scrimmage"))}
        ${edgeFeaturesOf(pitch, flipped).map((e) => line(e, `edge ${e.kind}`))}
      </g>
      <g class="labels" aria-hidden="true">
        ${labels.columns.map((l) => svg`<text class="label column" x=${l.x} y=${l.y}>${l.text}</text>`)}
        ${labels.rows.map((l) => svg`<text class="label row" x=${l.x} y=${l.y}>${l.text}</text>`)}
      </g>
    `
  }

  /**
   * What the stadium's attribute puts on the pitch (stadiumMarksOf): the painted line beside a
   * moved one, open trapdoors, the slope, the enclosing wall. Redrawn only when the variant as
   * played there changes (a new half, a line chosen for a kick-off).
   */
  private renderStadium(match: Match, state: MatchState, pitch: Pitch, flipped: boolean): SVGTemplateResult | typeof nothing {
    if (state.stadium === undefined || state.stadium.attribute === null) return nothing
    return svg`${guard([match, variantAt(match, state), flipped], () => {
      const marks = stadiumMarksOf(match, state, flipped)
      const trapdoors = marks.trapdoorsOpen ? pitch.features.flatMap((f) => (f.kind === "trapdoor" && "squares" in f ? f.squares : [])) : []
      return svg`<g class="stadium" data-attribute=${marks.attribute ?? ""}>
        ${marks.paintedLines.map((s) => line(s, "line painted"))}
        ${trapdoors.map((square) => {
          const [x, y] = toSvg(square, flipped, pitch.width)
          return svg`<ellipse class="trapdoor-open" data-square=${squareName(square)} cx=${x + 0.5} cy=${y + 0.5} rx="0.36" ry="0.3"><title>${`Open trapdoor on ${squareName(square)}`}</title></ellipse>`
        })}
        ${marks.downhill.map((c) => svg`<path class="downhill" d="M -0.18 -0.28 L 0.12 0 L -0.18 0.28" transform=${`translate(${c.x} ${c.y}) rotate(${c.angle})`}></path>`)}
        ${marks.downhill.length === 0 ? nothing : svg`<title>Downhill this way</title>`}
        ${marks.enclosure.map((s) => line(s, "edge enclosure"))}
      </g>`
    })}`
  }

  private renderPath(points: string, kind: HighlightKind): SVGTemplateResult {
    return svg`<g class="highlight path-layer" data-kind=${kind}>
      <polyline class=${`overlay path ${kind}`} points=${points} marker-end=${kind === "move" ? `url(#bb-arrow-${kind})` : nothing}></polyline>
    </g>`
  }

  private renderArrow(arrow: Segment, kind: HighlightKind, label: string | null): SVGTemplateResult {
    return svg`<g class="highlight arrow-layer" data-kind=${kind}>
      <line class=${`overlay arrow ${kind}`} x1=${arrow.x1} y1=${arrow.y1} x2=${arrow.x2} y2=${arrow.y2} marker-end=${`url(#bb-arrow-${kind})`}></line>
      ${label === null ? nothing : svg`<text class="overlay-label" x=${(arrow.x1 + arrow.x2) / 2} y=${(arrow.y1 + arrow.y2) / 2 - 0.15}>${label}</text>`}
    </g>`
  }

  private renderPieces(match: Match, state: MatchState, pitch: Pitch, flipped: boolean): SVGTemplateResult {
    const loose = looseBallsOf(state, pitch.width, flipped)
    return svg`
      <g class="tokens">${tokensOf(match, state, flipped).map((token) => this.renderToken(token))}</g>
      ${loose.map((b) => svg`<g class="loose-ball" data-square=${b.squareName}><title>The ball, loose on ${b.squareName}</title>${ball(b.cx, b.cy, 0.2)}</g>`)}
    `
  }

  private renderToken(t: Token): SVGTemplateResult {
    const { look } = t
    const classes = ["token", t.posture, t.hasActed ? "acted" : "", t.active ? "active" : "", t.hasBall ? "carrier" : "", t.lostTackleZones ? "no-tz" : ""]
      .filter((c) => c !== "")
      .join(" ")
    const r = Math.max(look.rx, look.ry)
    return svg`<g
      class=${classes}
      data-player=${t.id}
      data-square=${t.squareName}
      data-team=${t.team}
      role="img"
      aria-label=${t.title}
      transform=${`translate(${t.cx} ${t.cy})`}
    >
      <title>${t.title}</title>
      ${t.active ? svg`<circle class="active-ring" r=${r + 0.07}></circle>` : nothing}
      <g opacity=${look.opacity}>
        <ellipse class="body" rx=${look.rx} ry=${look.ry} transform=${`rotate(${look.rotate})`} fill=${t.colours.primary}></ellipse>
        ${look.stunnedMarker ? svg`<ellipse class="stun-ring" rx=${look.rx + 0.06} ry=${look.ry + 0.06} transform=${`rotate(${look.rotate})`}></ellipse>` : nothing}
        <text class="number" y="0.01" fill=${t.colours.secondary}>${t.number}</text>
        ${t.initial === ""
          ? nothing
          : svg`<circle class="initial-badge" cx="0.27" cy="0.27" r="0.12"></circle><text class="initial" x="0.27" y="0.275">${t.initial}</text>`}
        ${look.stunnedMarker ? svg`<text class="stun-mark" x="-0.3" y="-0.26">z</text>` : nothing}
      </g>
      ${t.hasBall ? ball(0.28, -0.28, 0.13) : nothing}
    </g>`
  }
}

if (!customElements.get("bb-pitch")) customElements.define("bb-pitch", BbPitch)

declare global {
  interface HTMLElementTagNameMap {
    "bb-pitch": BbPitch
  }
}
