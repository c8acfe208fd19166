/**
 * Tokens in motion: when the pitch draws the state after one playback step, the tokens start
 * where they were and move as the match did, event by event (the beats the engine's
 * motionsBetween reads off the states): a player slides square by square along his path, a
 * pushed player slides to his square, a knocked-down player falls, a player set up fades in,
 * and the ball flies in an arc (a pass, a kick, a throw-in, a bounce).
 *
 * Web Animations on the drawn SVG, never a change to what is drawn: the state drawn is already
 * the final one, and the animations only show the way there, so cancelling them (any other
 * seek, or `prefers-reduced-motion: reduce`) leaves the pitch exactly right at once.
 */
import { distance, type Motion, type MotionBeat, type Square } from "@sidelines/engine"
import { centreOf, lookOf } from "./layout.js"

/** What the pitch animates as it draws a state: the beats since the state before, and how fast. */
export interface TokenMotion {
  readonly beats: ReadonlyArray<MotionBeat>
  /** 1 is the normal pace; 2 twice as fast. */
  readonly speed: number
}

/** Where the tokens are drawn: the pitch's width and how it is turned. */
export interface MotionGeometry {
  readonly width: number
  readonly flipped: boolean
  readonly turned: boolean
}

/** Milliseconds at 1×: a square of a slide, a fall, a player coming on, and a flight (plus per square flown). */
export const SLIDE_MS = 170
export const FALL_MS = 320
export const ARRIVE_MS = 60
export const FLIGHT_MS = 260
export const FLIGHT_MS_PER_SQUARE = 45

const motionMs = (motion: Motion): number => {
  switch (motion.kind) {
    case "slide":
      return SLIDE_MS * Math.max(1, distance(motion.from, motion.to))
    case "fall":
      return FALL_MS
    case "arrive":
      return ARRIVE_MS
    case "leave":
      return 0
    case "ball":
      return FLIGHT_MS + FLIGHT_MS_PER_SQUARE * (motion.from === null ? 4 : distance(motion.from, motion.to))
  }
}

/** A beat lasts as long as its longest motion: what happens at one event happens together. */
export const beatMs = (beat: MotionBeat): number => beat.motions.reduce((longest, m) => Math.max(longest, motionMs(m)), 0)

/** Whether the reader asked for less motion (then nothing moves: every step is drawn at once). */
export const reducedMotion = (): boolean =>
  typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches

/** How long a motion plays, in milliseconds at its speed (0 with reduced motion). */
export const motionDuration = (motion: TokenMotion | null): number =>
  motion === null || reducedMotion() ? 0 : motion.beats.reduce((sum, beat) => sum + beatMs(beat), 0) / motion.speed

/**
 * The tokens of players a motion takes off the pitch (knocked out, injured, pushed into the
 * crowd), copied from the pitch as drawn before the motion's state replaces it: the motion shows
 * them on their way (sliding, falling) and then fading, though the state no longer draws them.
 */
export const tokensLeaving = (root: ParentNode, motion: TokenMotion | null): Map<string, Element> => {
  const leaving = new Map<string, Element>()
  if (motion === null || reducedMotion()) return leaving
  for (const beat of motion.beats) {
    for (const m of beat.motions) {
      if (m.kind !== "leave") continue
      const drawn = root.querySelector(`g.token[data-player="${CSS.escape(m.player)}"]`)
      if (drawn === null) continue
      const ghost = drawn.cloneNode(true) as Element
      ghost.removeAttribute("data-player")
      ghost.removeAttribute("tabindex")
      ghost.removeAttribute("role")
      ghost.removeAttribute("aria-label")
      ghost.setAttribute("data-ghost", m.player)
      ghost.setAttribute("aria-hidden", "true")
      // Shown only by its animation: once that ends (or stops) it is gone.
      ghost.setAttribute("opacity", "0")
      ghost.setAttribute("class", `${ghost.getAttribute("class") ?? ""} ghost`)
      leaving.set(m.player, ghost)
    }
  }
  return leaving
}

/** The animations running on each pitch, and the flying balls drawn for them. */
const running = new WeakMap<Node, { animations: Array<Animation>; extras: Array<Element> }>()

/** Stops the motion on a pitch at once: every token shows where the state puts it. */
export const stopMotion = (root: ParentNode & Node): void => {
  const now = running.get(root)
  if (now === undefined) return
  running.delete(root)
  for (const animation of now.animations) animation.cancel()
  for (const extra of now.extras) extra.remove()
}

const SVG = "http://www.w3.org/2000/svg"

/**
 * Plays a motion on a pitch's drawn tokens (after it has drawn the final state), stopping any
 * motion still running. Null, or reduced motion, only stops.
 */
export const playMotion = (root: ParentNode & Node, motion: TokenMotion | null, geometry: MotionGeometry, leaving: ReadonlyMap<string, Element> = new Map()): void => {
  stopMotion(root)
  if (motion === null || reducedMotion() || typeof Element.prototype.animate !== "function") return
  const total = motion.beats.reduce((sum, beat) => sum + beatMs(beat), 0)
  if (total === 0) return
  const duration = total / motion.speed
  const layer = root.querySelector("svg > g")
  if (layer === null) return
  const at = (square: Square): [number, number] => centreOf(square, geometry.flipped, geometry.width)
  const turn = geometry.turned ? " rotate(90deg)" : ""
  const place = ([x, y]: readonly [number, number], scale = 1): string => `translate(${x}px, ${y}px)${turn}${scale === 1 ? "" : ` scale(${scale})`}`
  // Up the screen, in the layer's own units (a turned pitch is drawn a quarter turn round).
  const up: readonly [number, number] = geometry.turned ? [1, 0] : [0, -1]
  const animations: Array<Animation> = []
  const extras: Array<Element> = []
  // A player taken off the pitch is drawn as his token before, under the others, until he fades.
  const tokens = root.querySelector("g.tokens")
  for (const ghost of leaving.values()) {
    tokens?.prepend(ghost)
    extras.push(ghost)
  }
  const token = (player: string) => root.querySelector<SVGGElement>(`g.token[data-player="${CSS.escape(player)}"]`) ?? (leaving.get(player) as SVGGElement | undefined) ?? null
  const animate = (element: Element, keyframes: Array<Keyframe>) => {
    const animation = element.animate(keyframes, { duration, easing: "linear", fill: "none" })
    animations.push(animation)
    return animation
  }

  // Each motion placed in time: the beats one after the other.
  const timed: Array<{ motion: Motion; start: number; end: number }> = []
  let clock = 0
  for (const beat of motion.beats) {
    for (const m of beat.motions) timed.push({ motion: m, start: clock / total, end: (clock + motionMs(m)) / total })
    clock += beatMs(beat)
  }

  // Slides: one animation per token through every square it passes, holding between its moves.
  const paths = new Map<string, Array<{ start: number; end: number; from: Square; to: Square }>>()
  for (const { motion: m, start, end } of timed) {
    if (m.kind === "slide") paths.set(m.player, [...(paths.get(m.player) ?? []), { start, end, from: m.from, to: m.to }])
  }
  for (const [player, legs] of paths) {
    const element = token(player)
    if (element === null) continue
    const keyframes: Array<Keyframe> = [{ offset: 0, transform: place(at(legs[0]!.from)) }]
    for (const leg of legs) keyframes.push({ offset: leg.start, transform: place(at(leg.from)) }, { offset: leg.end, transform: place(at(leg.to)) })
    keyframes.push({ offset: 1, transform: place(at(legs.at(-1)!.to)) })
    animate(element, keyframes).id = `slide ${player}`
  }

  for (const { motion: m, start, end } of timed) {
    if (m.kind === "fall") {
      // The body tips over from the way a standing player is drawn to the way a lying one is:
      // a token drawn lying is stretched upright first; a leaving player's, drawn standing, is laid down.
      const body = token(m.player)?.querySelector("ellipse.body")
      if (body == null) continue
      const [standing, prone] = [lookOf("standing"), lookOf("prone")]
      const [wide, high] = [prone.rx / standing.rx, prone.ry / standing.ry]
      const [upright, lying] = leaving.has(m.player)
        ? ["rotate(0deg) scale(1, 1)", `rotate(${prone.rotate}deg) scale(${wide}, ${high})`]
        : [`rotate(0deg) scale(${1 / wide}, ${1 / high})`, `rotate(${prone.rotate}deg) scale(1, 1)`]
      animate(body, [{ offset: 0, transform: upright }, { offset: start, transform: upright }, { offset: end, transform: lying }, { offset: 1, transform: lying }]).id = `fall ${m.player}`
    } else if (m.kind === "leave") {
      const ghost = leaving.get(m.player)
      if (ghost === undefined) continue
      const fading = animate(ghost, [{ offset: 0, opacity: 1 }, { offset: start, opacity: 1 }, { offset: Math.min(1, start + (ARRIVE_MS * 3) / total), opacity: 0 }, { offset: 1, opacity: 0 }])
      fading.id = `leave ${m.player}`
      fading.addEventListener("finish", () => ghost.remove())
    } else if (m.kind === "arrive") {
      const element = token(m.player)
      if (element !== null) animate(element, [{ offset: 0, opacity: 0 }, { offset: start, opacity: 0 }, { offset: end, opacity: 1 }, { offset: 1, opacity: 1 }])
    }
  }

  // The ball in flight: a ball of its own, drawn over the tokens along an arc; the ball as drawn
  // (loose, or in a carrier's hands) shows once the last flight lands.
  const flights = timed.filter((t): t is { motion: Extract<Motion, { kind: "ball" }>; start: number; end: number } => t.motion.kind === "ball")
  if (flights.length === 0) {
    running.set(root, { animations, extras })
    return
  }
  const landed = flights.at(-1)!.end
  for (const drawn of root.querySelectorAll(".ball-marker")) {
    animate(drawn, [{ offset: 0, opacity: 0 }, { offset: landed, opacity: 0 }, { offset: landed, opacity: 1 }, { offset: 1, opacity: 1 }])
  }
  for (const { motion: m, start, end } of flights) {
    const flying = document.createElementNS(SVG, "g")
    flying.setAttribute("class", "flying-ball")
    flying.setAttribute("aria-hidden", "true")
    flying.innerHTML = `<g class="ball-marker" transform="rotate(-35)"><ellipse class="ball" rx="0.25" ry="0.17"></ellipse><line class="ball-lace" x1="-0.1" y1="0" x2="0.1" y2="0"></line></g>`
    // Out of sight until its flight, and after it (the drawn ball takes over).
    flying.setAttribute("opacity", "0")
    layer.append(flying)
    extras.push(flying)
    const to = at(m.to)
    const from = m.from === null ? to : at(m.from)
    const squares = m.from === null ? 0 : distance(m.from, m.to)
    // A long pass flies high; a ball coming from nowhere shown (a kick's landing) drops from above.
    const height = m.from === null ? 3 : Math.min(3, 0.4 + 0.3 * squares)
    const keyframes: Array<Keyframe> = [{ offset: 0, opacity: 0, transform: place(from) }, { offset: start, opacity: 0, transform: place(from) }]
    const SAMPLES = 12
    for (let i = 0; i <= SAMPLES; i++) {
      const u = i / SAMPLES
      const lift = m.from === null ? height * (1 - u) : height * 4 * u * (1 - u)
      const x = from[0] + (to[0] - from[0]) * u + up[0] * lift
      const y = from[1] + (to[1] - from[1]) * u + up[1] * lift
      keyframes.push({ offset: start + (end - start) * u, opacity: 1, transform: place([x, y], 1 + (0.6 * lift) / 3) })
    }
    keyframes.push({ offset: Math.min(1, end), opacity: 0, transform: place(to) }, { offset: 1, opacity: 0, transform: place(to) })
    const animation = animate(flying, keyframes)
    animation.id = "ball"
    animation.addEventListener("finish", () => flying.remove())
  }
  running.set(root, { animations, extras })
}
