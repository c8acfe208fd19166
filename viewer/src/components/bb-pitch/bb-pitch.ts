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
 * - board: BoardExplained | null — the board explained (board-overlay.ts), drawn when set
 * - turned: boolean (attribute `turned`, reflected) — drawn a quarter turn round, the length of the
 *   pitch up the screen (a phone held upright); numbers and labels stay upright
 * - motion: TokenMotion | null — how the tokens came to this state, played as it is drawn
 *   (token-motion.ts); null draws it at once
 *
 * Keyboard: the players are one tab stop; the arrow keys go to the nearest player that way on the
 * screen, Home and End to the first and last; a focused player is described (its name, team,
 * condition and profile) in a line over the pitch and to assistive technology.
 *
 * Events: bb-player { player } (bubbling, composed) — a player's token was clicked or tapped, or
 * Enter pressed on it: the replay opens the player's card.
 */
import { LitElement, html, nothing, svg, type PropertyValues, type SVGTemplateResult, type TemplateResult } from "lit"
import { guard } from "lit/directives/guard.js"
import { pitchAt, squareName, variantAt, type BoardExplained, type Match, type MatchState, type Pitch } from "@sidelines/engine"
import { pitchStyles } from "./bb-pitch.styles.js"
import { boardLayout, boardOver, boardStyles, boardUnder, type BoardFrame, type BoardLayout } from "./board-overlay.js"
import { endZoneFill, surfaceOf, type Surface } from "./palette.js"
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
  tokenOf,
  tokensOf,
  turnedViewBoxOf,
  viewBoxOf,
  wideZoneLines,
  type HighlightKind,
  type PitchHighlight,
  type Segment,
  type Token
} from "./layout.js"
import { playMotion, tokensLeaving, type TokenMotion } from "./token-motion.js"

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
  static override styles = [pitchStyles, boardStyles]

  static override properties = {
    match: { attribute: false },
    state: { attribute: false },
    flipped: { type: Boolean, reflect: true },
    turned: { type: Boolean, reflect: true },
    highlight: { attribute: false },
    motion: { attribute: false },
    board: { attribute: false },
    focused: { state: true },
    describing: { state: true }
  }

  declare match: Match | undefined
  declare state: MatchState | undefined
  declare flipped: boolean
  declare highlight: PitchHighlight | null
  declare board: BoardExplained | null
  declare turned: boolean
  declare motion: TokenMotion | null
  /** The player whose token has (or last had) the keyboard focus: the one tab stop among them. */
  declare focused: string | null
  /** Whether a token has the focus now (its description shows). */
  declare describing: boolean

  constructor() {
    super()
    this.match = undefined
    this.state = undefined
    this.flipped = false
    this.turned = false
    this.highlight = null
    this.motion = null
    this.board = null
    this.focused = null
    this.describing = false
  }

  /** The tokens as drawn, in the shadow root (not those of players a motion is taking off). */
  private tokenElements(): Array<SVGGElement> {
    return [...(this.renderRoot.querySelectorAll<SVGGElement>("g.token:not(.ghost)") ?? [])]
  }

  /** Tokens of players the new motion takes off the pitch, copied before the new state is drawn. */
  private leaving: ReadonlyMap<string, Element> = new Map()

  /** The board explained laid out on the pitch as drawn: worked out when the board or the frame changes, not on every render (a focus, a highlight). */
  private layout: BoardLayout | null = null

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("motion")) this.leaving = tokensLeaving(this.renderRoot, this.motion)
    if (["board", "match", "state", "flipped", "turned"].some((name) => changed.has(name as keyof BbPitch))) {
      const match = this.match
      const width = match === undefined ? 0 : this.state === undefined ? match.variant.pitch.width : pitchAt(match, this.state).width
      this.layout = this.board === null || match === undefined ? null : boardLayout(this.board, { width, flipped: this.flipped, turned: this.turned })
    }
  }

  private onTokenFocus = (event: FocusEvent): void => {
    const id = (event.target as Element | null)?.closest?.("g.token")?.getAttribute("data-player")
    if (id == null) return
    this.focused = id
    this.describing = true
  }

  /** Leaving the players hides the description; the tab stop stays on the same player. */
  private onTokenBlur = (event: FocusEvent): void => {
    if (!this.renderRoot.contains(event.relatedTarget as Node | null)) this.describing = false
  }

  /** Arrow keys move among the players by where they are on the screen (flipped or turned alike). */
  private onTokenKey = (event: KeyboardEvent): void => {
    const tokens = this.tokenElements()
    const here = (event.target as Element | null)?.closest?.("g.token") as SVGGElement | null
    if (here === null || tokens.length === 0) return
    if (event.key === "Enter") {
      event.preventDefault()
      event.stopPropagation()
      this.showPlayer(here)
      return
    }
    const directions: Record<string, readonly [number, number]> = { ArrowRight: [1, 0], ArrowLeft: [-1, 0], ArrowDown: [0, 1], ArrowUp: [0, -1] }
    let next: SVGGElement | undefined
    if (event.key === "Home") next = tokens[0]
    else if (event.key === "End") next = tokens.at(-1)
    else if (event.key in directions) next = nearestToward(here, tokens, directions[event.key]!)
    else return
    // The replay's own keys (step, turn) must not also act on these.
    event.preventDefault()
    event.stopPropagation()
    next?.focus()
  }

  private showPlayer(token: Element): void {
    const player = token.getAttribute("data-player")
    if (player !== null) this.dispatchEvent(new CustomEvent("bb-player", { detail: { player }, bubbles: true, composed: true }))
  }

  private onTokenClick = (event: MouseEvent): void => {
    const token = (event.target as Element | null)?.closest?.("g.token")
    if (token != null) this.showPlayer(token)
  }

  protected override updated(changed: PropertyValues<this>): void {
    // Any new state is drawn at once; a motion given with it plays the way there.
    if (changed.has("motion") || changed.has("state") || changed.has("flipped") || changed.has("turned")) {
      playMotion(this.renderRoot, this.motion, { width: this.match?.variant.pitch.width ?? 0, flipped: this.flipped, turned: this.turned }, changed.has("motion") ? this.leaving : undefined)
    }
    // Tokens are drawn in order of posture, so after a step the focused element may now be
    // another player's: the focus follows the player, or, if they left the pitch, the first one left.
    if (!this.describing || this.focused === null) return
    const active = (this.renderRoot as ShadowRoot).activeElement
    if (active?.getAttribute("data-player") === this.focused) return
    const tokens = this.tokenElements()
    ;(tokens.find((t) => t.getAttribute("data-player") === this.focused) ?? tokens[0])?.focus()
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
    const surface = surfaceOf(this.state?.stadium?.attribute)
    const turned = this.turned
    const frame: BoardFrame = { width: pitch.width, flipped, turned: this.turned, upright: (x, y) => this.upright(x, y) }
    const board = this.layout
    const focusedToken = this.describing && this.focused !== null && this.state !== undefined ? this.state.players.find((p) => p.id === this.focused && p.at !== null) : undefined
    return html`${focusedToken === undefined ? nothing : html`<p class="described" aria-hidden="true">${tokenOf(match, this.state!, focusedToken, flipped, pitch)?.title.replaceAll("\n", " · ")}</p>`}<svg
      part="svg"
      class=${turned ? "turned" : ""}
      viewBox=${turned ? turnedViewBoxOf(pitch) : viewBoxOf(pitch)}
      preserveAspectRatio="xMidYMid meet"
      role="group"
      aria-label=${this.ariaLabelOf(match)}
      data-stadium=${this.state?.stadium?.attribute ?? nothing}
      style=${`--bb-pitch-grass-light:${surface.light};--bb-pitch-grass-dark:${surface.dark}`}
    >
      <g transform=${turned ? "rotate(-90)" : nothing}>
      ${guard([match, pitch, flipped, surface, turned], () => this.renderField(match, pitch, flipped, teams, surface))}
      ${this.state === undefined ? nothing : this.renderStadium(match, this.state, pitch, flipped)}
      ${board === null ? nothing : boardUnder(board, this.board!.seq)}
      ${overlay?.path == null ? nothing : this.renderPath(overlay.path, overlay.kind)}
      ${this.state === undefined ? nothing : this.renderPieces(match, this.state, pitch, flipped)}
      ${overlay?.arrow == null ? nothing : this.renderArrow(overlay.arrow, overlay.kind, overlay.label)}
      ${board === null ? nothing : boardOver(board, frame)}
      </g>
    </svg>`
  }

  private ariaLabelOf(match: Match): string {
    const names = match.header.teams.map((team) => team.name).join(" v ")
    return `Pitch: ${names}${this.flipped ? " (flipped)" : ""}`
  }

  /** Everything that does not change with the state: grass, zones, lines, features, labels. */
  private renderField(match: Match, pitch: Pitch, flipped: boolean, teams: number, surface: Surface): SVGTemplateResult {
    const cells = cellsOf(pitch, teams, flipped)
    const endZones = match.header.teams.map((_, t) => endZoneFill(teamColours(match, t).primary, surface))
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
            ? svg`<rect class="end-zone" data-team=${c.endZoneOf} data-square=${c.name} x=${c.x} y=${c.y} width="1" height="1" fill=${endZones[c.endZoneOf]!}></rect>`
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
        ${labels.columns.map((l) => svg`<text class="label column" x=${l.x} y=${l.y} transform=${this.upright(l.x, l.y)}>${l.text}</text>`)}
        ${labels.rows.map((l) => svg`<text class="label row" x=${l.x} y=${l.y} transform=${this.upright(l.x, l.y)}>${l.text}</text>`)}
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

  /** Turns text at (x, y) back upright on a turned pitch. */
  private upright(x: number, y: number): string | typeof nothing {
    return this.turned ? `rotate(90 ${x} ${y})` : nothing
  }

  private renderPath(points: string, kind: HighlightKind): SVGTemplateResult {
    return svg`<g class="highlight path-layer" data-kind=${kind}>
      <polyline class=${`overlay path ${kind}`} points=${points} marker-end=${kind === "move" ? `url(#bb-arrow-${kind})` : nothing}></polyline>
    </g>`
  }

  private renderArrow(arrow: Segment, kind: HighlightKind, label: string | null): SVGTemplateResult {
    return svg`<g class="highlight arrow-layer" data-kind=${kind}>
      <line class=${`overlay arrow ${kind}`} x1=${arrow.x1} y1=${arrow.y1} x2=${arrow.x2} y2=${arrow.y2} marker-end=${`url(#bb-arrow-${kind})`}></line>
      ${label === null ? nothing : svg`<text class="overlay-label" x=${(arrow.x1 + arrow.x2) / 2} y=${(arrow.y1 + arrow.y2) / 2 - 0.15} transform=${this.upright((arrow.x1 + arrow.x2) / 2, (arrow.y1 + arrow.y2) / 2 - 0.15)}>${label}</text>`}
    </g>`
  }

  private renderPieces(match: Match, state: MatchState, pitch: Pitch, flipped: boolean): SVGTemplateResult {
    const loose = looseBallsOf(state, pitch.width, flipped)
    return svg`
      <g class="tokens" role="group" aria-label="Players on the pitch (arrow keys move between them)"
        @focusin=${this.onTokenFocus} @focusout=${this.onTokenBlur} @keydown=${this.onTokenKey} @click=${this.onTokenClick}>${this.renderTokens(tokensOf(match, state, flipped))}</g>
      ${loose.map((b) => svg`<g class="loose-ball" data-square=${b.squareName}><title>The ball, loose on ${b.squareName}</title>${ball(b.cx, b.cy, 0.2)}</g>`)}
    `
  }

  /** One tab stop: the focused player's token while on the pitch, else the first. */
  private renderTokens(tokens: ReadonlyArray<Token>) {
    const stop = tokens.some((t) => t.id === this.focused) ? this.focused : tokens[0]?.id
    return tokens.map((t) => this.renderToken(t, t.id === stop))
  }

  private renderToken(t: Token, tabStop: boolean): SVGTemplateResult {
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
      tabindex=${tabStop ? "0" : "-1"}
      transform=${`translate(${t.cx} ${t.cy})${this.turned ? " rotate(90)" : ""}`}
    >
      <title>${t.title}</title>
      ${t.active ? svg`<circle class="active-ring" r=${r + 0.07}></circle>` : nothing}
      <ellipse class="body" rx=${look.rx} ry=${look.ry} transform=${`rotate(${look.rotate})`} fill=${t.paint.fill} stroke=${t.paint.ring}></ellipse>
      ${look.stunnedMarker ? svg`<ellipse class="stun-ring" rx=${look.rx + 0.06} ry=${look.ry + 0.06} transform=${`rotate(${look.rotate})`}></ellipse>` : nothing}
      <text class="number" y="0.01" fill=${t.paint.text}>${t.number}</text>
      ${t.initial === ""
        ? nothing
        : svg`<circle class="initial-badge" cx="0.27" cy="0.27" r="0.12"></circle><text class="initial" x="0.27" y="0.275">${t.initial}</text>`}
      ${look.stunnedMarker ? svg`<text class="stun-mark" x="-0.3" y="-0.26">z</text>` : nothing}
      ${t.hasActed && !t.active ? svg`<g class="acted-mark"><circle cx="-0.27" cy="0.27" r="0.13"></circle><path d="M -0.33 0.27 L -0.28 0.32 L -0.2 0.21"></path></g>` : nothing}
      ${t.hasBall ? ball(0.28, -0.28, 0.13) : nothing}
    </g>`
  }
}

/**
 * The token nearest `from` in a direction on the screen (dx, dy), favouring those straight that
 * way over those off to the side; undefined when none lies that way.
 */
const nearestToward = (from: Element, tokens: ReadonlyArray<SVGGElement>, [dx, dy]: readonly [number, number]): SVGGElement | undefined => {
  const centre = (e: Element) => {
    const box = e.getBoundingClientRect()
    return [box.left + box.width / 2, box.top + box.height / 2] as const
  }
  const [x0, y0] = centre(from)
  let best: SVGGElement | undefined
  let bestScore = Infinity
  for (const token of tokens) {
    if (token === from) continue
    const [x, y] = centre(token)
    const along = (x - x0) * dx + (y - y0) * dy
    if (along <= 0.5) continue
    const across = Math.abs((x - x0) * dy - (y - y0) * dx)
    const score = along + 2 * across
    if (score < bestScore) {
      bestScore = score
      best = token
    }
  }
  return best
}

if (!customElements.get("bb-pitch")) customElements.define("bb-pitch", BbPitch)

declare global {
  interface HTMLElementTagNameMap {
    "bb-pitch": BbPitch
  }
}
