/**
 * <bb-timeline>: the whole match along one axis of team turns — halves, drives coloured by the
 * receiving team and labelled with how they ended, a lane per team with its touchdowns, injuries
 * and turnovers, the kick-offs, and under them the score and casualties as step lines. A cursor
 * marks the current event; clicking a marker, a drive or any place on the axis goes there.
 * Brushing across the lanes zooms in; a double-click (or "Whole match") zooms back out.
 *
 * It only reads: everything drawn comes from the engine's timeline(replay), worked out once per
 * replay. d3 does the maths (scales, symbols, step lines, the brush); Lit renders the SVG.
 *
 * Moving the cursor re-renders only the cursor: the drawing underneath is guarded by its layout,
 * which changes only with the timeline, the zoom, the width and the stunned toggle.
 *
 * Properties (set from script):
 * - replay: Replay | null — the match
 * - timeline: Timeline | null — drawn instead of the replay's own timeline when set
 * - seq: number — the current event, where the cursor stands; attribute `seq`
 * - showStunned: boolean — also mark stunned players (there are many; off by default); attribute `show-stunned`
 * - name: string — the log's name, for the names of saved files
 * - width: number — the drawing's width in CSS pixels, measured from the element (0: not yet measured)
 *
 * Events (bubbling, composed):
 * - bb-seek { seq } — a marker, drive or place on the axis was clicked, or a marker chosen with Enter or Space
 */
import { html, LitElement, nothing, svg, type PropertyValues } from "lit"
import { guard } from "lit/directives/guard.js"
import { brushX, pointer, select, type BrushBehavior, type D3BrushEvent } from "d3"
import { timelineStepped, type Replay, type Timeline } from "@sidelines/engine"
import { sliced } from "../../model/sliced.js"
import { controlButtonStyles } from "../controls.styles.js"
import { timelineStyles, timelineSvgStyles } from "./bb-timeline.styles.js"
import { download, fileBase, standaloneSvg, svgToPng } from "./export.js"
import {
  cursorAt,
  fullDomain,
  layoutTimeline,
  seqAt,
  SHAPES,
  zoomDomain,
  type Domain,
  type DriveBox,
  type Frame,
  type PlacedMark,
  type Shape,
  type TimelineLayout
} from "./layout.js"
import type { FlowChart } from "./score-flow.js"
import { valuesAt } from "./score-flow.js"

export * from "./layout.js"
export * from "./score-flow.js"
export * from "./export.js"

/** A replay's timeline, worked out once per replay: in slices for the view (whenReady), at once when asked now. */
export const timelines = sliced(timelineStepped)

/** A replay's timeline, worked out once per replay. */
export const timelineOf = (replay: Replay): Timeline => timelines.now(replay)

/** The key of the legend, in the order a match tends to meet them. */
export const LEGEND: ReadonlyArray<{ readonly label: string; readonly className: string; readonly shape: Shape }> = [
  { label: "touchdown", className: "touchdown", shape: SHAPES.touchdown },
  { label: "stunned", className: "injury sev-stunned", shape: SHAPES.stunned },
  { label: "KO", className: "injury sev-ko", shape: SHAPES.ko },
  { label: "badly hurt", className: "injury sev-badly-hurt", shape: SHAPES["badly-hurt"] },
  { label: "seriously hurt", className: "injury sev-serious", shape: SHAPES.serious },
  { label: "lasting injury", className: "injury sev-lasting", shape: SHAPES.lasting },
  { label: "dead", className: "injury sev-dead", shape: SHAPES.dead },
  { label: "turnover", className: "turnover", shape: SHAPES.turnover },
  { label: "kick-off", className: "kick-off", shape: SHAPES["kick-off"] }
]

const round = (n: number): number => Math.round(n * 10) / 10

const symbolPath = (shape: Shape) =>
  svg`<path class="symbol" d=${shape.d} transform=${shape.rotate === 0 ? nothing : `rotate(${shape.rotate})`}></path>`

/** Enter and Space belong to the control they are pressed on, not to <bb-replay>'s play/pause. */
const keepActivationKeys = (event: KeyboardEvent): void => {
  if (event.key === " " || event.key === "Enter") event.stopPropagation()
}

const flow = (chart: FlowChart, frame: Frame) => svg`<g class="flow">
  <text class="flow-title" x="14" y=${chart.top + 8}>${chart.title}</text>
  ${chart.ticks.map((tick) => svg`<line class="flow-grid" x1=${frame.plotLeft} x2=${frame.plotRight} y1=${round(tick.y)} y2=${round(tick.y)}></line>
    <text class="flow-tick" x=${frame.plotLeft - 5} y=${round(tick.y)}>${tick.label}</text>`)}
  ${chart.lines.map((line) => svg`<path class="flow-line" d=${line.d} stroke=${line.colour}></path>`)}
</g>`

/** Lanes, halves, the axis and the flows: nothing here reacts to the pointer. */
const backdrop = (layout: TimelineLayout) => {
  const { frame } = layout
  const plotWidth = frame.plotRight - frame.plotLeft
  return svg`<g class="backdrop" aria-hidden="true">
    ${layout.lanes.map((lane) => svg`<rect class="lane" x=${frame.plotLeft} y=${round(lane.top)} width=${plotWidth} height=${round(lane.height)} fill=${lane.colour}></rect>
      <rect class="lane-swatch" x="4" y=${round(lane.top + 4)} width="4" height=${round(lane.height - 8)} fill=${lane.colour}></rect>
      <text class="lane-label" x="14" y=${round(lane.top + lane.height / 2)}>${lane.label}${lane.label === lane.fullName ? nothing : svg`<title>${lane.fullName}</title>`}</text>`)}
    ${layout.halves.map((half) => (half.label === null ? nothing : svg`<text class="half-label" x=${round((half.px0 + half.px1) / 2)} y=${frame.halvesY}>${half.label}</text>`))}
    <line class="axis" x1=${frame.plotLeft} x2=${frame.plotRight} y1=${frame.axisY} y2=${frame.axisY}></line>
    ${layout.turnTicks.map((px) => svg`<line class="turn-tick" x1=${round(px)} x2=${round(px)} y1=${frame.axisY} y2=${frame.axisY + 4}></line>`)}
    <text class="flow-title" x="14" y=${frame.axisY + 14}>Turn</text>
    ${layout.turnLabels.map((tick) => svg`<text class="turn-label" x=${round(tick.px)} y=${frame.axisY + 14}>${tick.label}</text>`)}
    ${flow(layout.score, frame)}
    ${flow(layout.casualties, frame)}
    ${layout.halfTimes.map((px) => svg`<line class="half-time" x1=${round(px)} x2=${round(px)} y1=${frame.drives.top - 2} y2=${frame.casualties.bottom}></line>`)}
  </g>`
}

// The label is drawn beside the button, not in it: cut short to the band's width, it would not
// match the button's name (the drive's whole description), which assistive technology reads.
const driveTarget = (drive: DriveBox, index: number, frame: Frame) => svg`<g class="target drive" data-target=${index} data-seq=${drive.seq} tabindex="0" role="button" aria-label=${drive.name}>
  <rect x=${round(drive.px0)} y=${frame.drives.top} width=${round(drive.px1 - drive.px0)} height=${frame.drives.bottom - frame.drives.top} fill=${drive.fill}></rect>
</g>
${drive.label === null ? nothing : svg`<text class="drive-label" aria-hidden="true" x=${round(drive.px0 + 4)} y=${(frame.drives.top + frame.drives.bottom) / 2} fill=${drive.text}>${drive.label}</text>`}`

const markTarget = (mark: PlacedMark, index: number) => svg`<g class=${`target mark ${mark.kind}${mark.severity === null ? "" : ` sev-${mark.severity}`}`} data-target=${index} data-seq=${mark.seq} tabindex="0" role="button" aria-label=${mark.name} transform=${`translate(${round(mark.cx)} ${round(mark.cy)})`}>
  <circle class="hit" r="7"></circle>
  ${symbolPath(mark.shape)}
  ${mark.caption === null ? nothing : svg`<text class="caption" x="9" y="0">${mark.caption}</text>`}
</g>`

export class BbTimeline extends LitElement {
  static override styles = [controlButtonStyles, timelineStyles, timelineSvgStyles]

  static override properties = {
    replay: { attribute: false },
    timeline: { attribute: false },
    seq: { type: Number },
    showStunned: { type: Boolean, attribute: "show-stunned" },
    name: { type: String },
    width: { type: Number },
    domain: { state: true },
    tip: { state: true }
  }

  declare replay: Replay | null
  declare timeline: Timeline | null
  declare seq: number
  declare showStunned: boolean
  declare name: string
  declare width: number
  /** The part of the axis in view; null for all of it. */
  declare domain: Domain | null
  /** The target whose tooltip is showing (an index into the layout's targets), or null. */
  declare tip: number | null

  private memo: { readonly key: ReadonlyArray<unknown>; readonly layout: TimelineLayout } | null = null
  private resizer: ResizeObserver | null = null
  private readonly brush: BrushBehavior<unknown>
  /** The brush's group and the extent it was last given, so it is set up again only when they change. */
  private brushed: { readonly group: Element; readonly extent: string } | null = null

  constructor() {
    super()
    this.replay = null
    this.timeline = null
    this.seq = 0
    this.showStunned = false
    this.name = ""
    this.width = 0
    this.domain = null
    this.tip = null
    this.brush = brushX<unknown>().on("end", (event: D3BrushEvent<unknown>) => this.onBrushEnd(event))
  }

  /** Draws again once the replay's timeline, worked out in slices, is ready. */
  private readonly redraw = (): void => this.requestUpdate()

  /** The timeline drawn: the one given, else the replay's (null while a long match's is still being worked out). */
  get data(): Timeline | null {
    return this.timeline ?? (this.replay === null ? null : timelines.whenReady(this.replay, this.redraw) ?? null)
  }

  /** Everything drawn but the cursor; worked out again only when the timeline, zoom, width or toggle change. */
  get layout(): TimelineLayout | null {
    const data = this.data
    if (data === null || this.width <= 0) return null
    const match = this.timeline === null ? this.replay?.match ?? null : null
    const key = [data, match, this.domain, this.width, this.showStunned]
    if (this.memo === null || this.memo.key.some((value, i) => value !== key[i])) {
      this.memo = { key, layout: layoutTimeline(data, match, { domain: this.domain ?? fullDomain(data), width: this.width, showStunned: this.showStunned }) }
    }
    return this.memo.layout
  }

  override connectedCallback(): void {
    super.connectedCallback()
    if (typeof ResizeObserver === "undefined") return
    this.resizer = new ResizeObserver((entries) => {
      // A hidden panel measures 0: keep the last width, so showing it again costs nothing.
      const width = Math.floor(entries[0]?.contentRect.width ?? 0)
      if (width > 0 && width !== this.width) this.width = width
    })
    this.resizer.observe(this)
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback()
    this.resizer?.disconnect()
    this.resizer = null
    this.brushed = null
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has("replay") || changed.has("timeline")) {
      this.domain = null
      this.tip = null
    }
  }

  protected override updated(): void {
    this.attachBrush()
  }

  private seek(seq: number): void {
    this.dispatchEvent(new CustomEvent("bb-seek", { detail: { seq }, bubbles: true, composed: true }))
  }

  private attachBrush(): void {
    const layout = this.layout
    const group = this.renderRoot.querySelector<SVGGElement>("g.brush")
    if (layout === null || group === null) return
    const { frame } = layout
    const extent = `${frame.plotLeft},${frame.lanes.top},${frame.plotRight},${frame.casualties.bottom}`
    if (this.brushed?.group === group && this.brushed.extent === extent) return
    this.brush.extent([[frame.plotLeft, frame.lanes.top], [frame.plotRight, frame.casualties.bottom]])
    select(group).call(this.brush)
    this.brushed = { group, extent }
  }

  /** A brush across the plot zooms to it; a click on the plot (a brush of no width) goes to that moment. */
  private onBrushEnd(event: D3BrushEvent<unknown>): void {
    // Clearing the brush after a zoom ends a brush too, with no pointer event behind it.
    const source = event.sourceEvent as MouseEvent | TouchEvent | undefined
    if (source === undefined || source === null) return
    const data = this.data
    const layout = this.layout
    if (data === null || layout === null) return
    const selection = event.selection as [number, number] | null
    const group = this.renderRoot.querySelector<SVGGElement>("g.brush")
    if (selection !== null && group !== null) select(group).call(this.brush.move, null)
    const zoomed = selection === null ? null : zoomDomain(layout.domain, selection, layout.frame, data.extent)
    if (zoomed !== null) {
      this.domain = zoomed
      this.tip = null
      return
    }
    const svgElement = this.renderRoot.querySelector("svg.timeline")
    if (svgElement === null) return
    const [px] = pointer(source, svgElement)
    if (Number.isFinite(px)) this.seek(seqAt(data, layout.scale.invert(px)))
  }

  /** Back to the whole match. */
  readonly resetZoom = (): void => {
    this.domain = null
    this.tip = null
  }

  private readonly toggleStunned = (): void => {
    this.showStunned = !this.showStunned
    this.tip = null
  }

  private targetIndex(event: Event): number | null {
    const found = (event.target as Element | null)?.closest?.("[data-target]")
    if (found === null || found === undefined) return null
    const index = Number(found.getAttribute("data-target"))
    return Number.isInteger(index) ? index : null
  }

  private seekTarget(index: number): void {
    const target = this.layout?.targets[index]
    if (target !== undefined) this.seek(target.seq)
  }

  private readonly onTargetClick = (event: Event): void => {
    const index = this.targetIndex(event)
    if (index !== null) this.seekTarget(index)
  }

  private readonly onTargetKey = (event: KeyboardEvent): void => {
    if (event.key !== "Enter" && event.key !== " ") return
    const index = this.targetIndex(event)
    if (index === null) return
    // The marker's own keys: on <bb-replay>, Space would also play or pause.
    event.preventDefault()
    event.stopPropagation()
    this.seekTarget(index)
  }

  private readonly onTargetOver = (event: Event): void => {
    const index = this.targetIndex(event)
    if (index !== this.tip) this.tip = index
  }

  private readonly onTargetOut = (): void => {
    this.tip = null
  }

  /** The timeline as a standalone SVG document, as "Save SVG" writes it; null before it is drawn. */
  svgText(): string | null {
    const data = this.data
    const drawn = this.renderRoot.querySelector<SVGSVGElement>("svg.timeline")
    if (data === null || drawn === null) return null
    return standaloneSvg(drawn, timelineSvgStyles.cssText, `Timeline: ${data.teams.map((team) => team.name).join(" v ")}`)
  }

  private readonly saveSvg = (): void => {
    const text = this.svgText()
    if (text !== null) download(`${fileBase(this.name)}-timeline.svg`, new Blob([text], { type: "image/svg+xml" }))
  }

  private readonly savePng = async (): Promise<void> => {
    const text = this.svgText()
    const frame = this.layout?.frame
    if (text === null || frame === undefined) return
    download(`${fileBase(this.name)}-timeline.png`, await svgToPng(text, frame.width, frame.height))
  }

  override render() {
    const data = this.data
    if (data === null) return this.replay === null ? html`<p class="empty">No match loaded.</p>` : html`<p class="empty">Drawing the timeline…</p>`
    const layout = this.layout
    return html`
      <div class="toolbar" @keydown=${keepActivationKeys}>
        <span class="legend" aria-hidden="true">${LEGEND.map((item) => html`<span><svg width="12" height="12" viewBox="-6 -6 12 12"><g class=${`mark ${item.className}`}>${symbolPath(item.shape)}</g></svg>${item.label}</span>`)}</span>
        <button type="button" aria-pressed=${this.showStunned ? "true" : "false"} title="Mark stunned players too" @click=${this.toggleStunned}>Stunned</button>
        <button type="button" ?disabled=${this.domain === null} title="Or double-click the timeline" @click=${this.resetZoom}>Whole match</button>
        <button type="button" @click=${this.saveSvg}>Save SVG</button>
        <button type="button" @click=${this.savePng}>Save PNG</button>
      </div>
      <div class="chart">${layout === null ? nothing : this.renderChart(data, layout)}</div>
    `
  }

  private renderChart(data: Timeline, layout: TimelineLayout) {
    const { frame } = layout
    const cursor = cursorAt(data, layout, this.seq)
    const label = `Timeline of ${data.teams.map((team) => team.name).join(" v ")}: ${data.halves.length} halves, ${data.turns.length} team turns. Each marker goes to its moment in the match.`
    return html`<svg class="timeline" width=${frame.width} height=${frame.height} role="group" aria-label=${label}>
        ${guard([layout], () => backdrop(layout))}
        <g class="brush" @dblclick=${this.resetZoom}></g>
        ${guard([layout], () => this.renderTargets(layout))}
        <g class="cursor readout" aria-hidden="true">
          ${this.readout(layout.score, valuesAt(data.score, this.seq), layout)}
          ${this.readout(layout.casualties, valuesAt(data.casualties, this.seq), layout)}
        </g>
        <g class="cursor" aria-hidden="true" display=${cursor === null ? "none" : "inline"} transform=${`translate(${round(cursor ?? 0)} 0)`}>
          <line y1=${frame.drives.top - 3} y2=${frame.casualties.bottom}></line>
          <path d=${`M-5 ${frame.drives.top - 8}h10l-5 6z`}></path>
        </g>
      </svg>
      ${this.renderTip(layout)}`
  }

  /** The values at the cursor beside a flow's title: "0 · 1". */
  private readout(chart: FlowChart, values: ReadonlyArray<number>, layout: TimelineLayout) {
    return svg`<text class="flow-value" x="14" y=${chart.top + 21}>${values.map((value, team) => svg`${team === 0 ? nothing : svg`<tspan fill="#8f98a6"> · </tspan>`}<tspan fill=${layout.lanes[team]?.colour ?? "#e8e8e8"}>${value}</tspan>`)}</text>`
  }

  private renderTargets(layout: TimelineLayout) {
    return svg`<g class="targets" @click=${this.onTargetClick} @keydown=${this.onTargetKey} @pointerover=${this.onTargetOver} @pointerout=${this.onTargetOut} @focusin=${this.onTargetOver} @focusout=${this.onTargetOut}>
      ${layout.targets.map((target, i) => (target.kind === "drive" ? driveTarget(target, i, layout.frame) : markTarget(target, i)))}
    </g>`
  }

  private renderTip(layout: TimelineLayout) {
    const target = this.tip === null ? undefined : layout.targets[this.tip]
    if (target === undefined) return nothing
    const { frame } = layout
    const x = target.kind === "drive" ? (Math.max(target.px0, frame.plotLeft) + Math.min(target.px1, frame.plotRight)) / 2 : target.cx
    const y = target.kind === "drive" ? frame.drives.bottom : target.cy
    // Near the top the tip goes under the target, where the chart has room for it.
    const below = y < 70
    const left = Math.min(Math.max(x, 110), frame.width - 110)
    return html`<div class="tip" role="tooltip" style=${`left:${round(left)}px;top:${round(y)}px;${below ? "transform:translate(-50%, 12px)" : ""}`}>${target.name}<span class="seq"> · seq ${target.seq}</span></div>`
  }
}

if (!customElements.get("bb-timeline")) customElements.define("bb-timeline", BbTimeline)

declare global {
  interface HTMLElementTagNameMap {
    "bb-timeline": BbTimeline
  }
}
