/**
 * Colour contrast as WCAG 2 defines it (relative luminance of sRGB, ratio (L1 + 0.05) / (L2 + 0.05)),
 * and the few colour operations the pitch needs to keep its drawing readable. The viewer's own
 * presentation maths: no rule of the game is here. Colours are "#rrggbb".
 */

export type Rgb = readonly [number, number, number]

const HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/iu

export const parseHex = (hex: string): Rgb => {
  const match = HEX.exec(hex)
  if (match === null) throw new Error(`not a #rrggbb colour: ${hex}`)
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)]
}

export const toHex = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(Math.max(0, Math.min(255, c))).toString(16).padStart(2, "0")).join("")}`

/** One sRGB channel (0–255) made linear, as the WCAG formula does. */
const linear = (channel: number): number => {
  const c = channel / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** Relative luminance, 0 (black) to 1 (white). */
export const luminance = (hex: string): number => {
  const [r, g, b] = parseHex(hex)
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)
}

/** The contrast ratio of two colours, 1 to 21, the same either way round. */
export const contrastRatio = (a: string, b: string): number => {
  const la = luminance(a)
  const lb = luminance(b)
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05)
}

/** `a` moved a share `t` (0–1) of the way to `b`, channel by channel. */
export const mix = (a: string, b: string, t: number): string => {
  const x = parseHex(a)
  const y = parseHex(b)
  return toHex([0, 1, 2].map((i) => x[i]! + (y[i]! - x[i]!) * t) as unknown as Rgb)
}

/** The hue in degrees (0–360), or null for a grey, which has none. */
export const hueOf = (hex: string): number | null => {
  const [r, g, b] = parseHex(hex).map((c) => c / 255) as unknown as Rgb
  const max = Math.max(r, g, b)
  const min = Math.min(r, g, b)
  const d = max - min
  if (d === 0) return null
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4
  return (h * 60 + 360) % 360
}

/** The first of `candidates` with at least `ratio` against every colour of `against`, else the one whose worst ratio is best. */
export const firstReadable = (candidates: ReadonlyArray<string>, against: ReadonlyArray<string>, ratio: number): string => {
  const worst = (c: string) => Math.min(...against.map((a) => contrastRatio(c, a)))
  return candidates.find((c) => worst(c) >= ratio) ?? [...candidates].sort((p, q) => worst(q) - worst(p))[0]!
}

/**
 * `colour` darkened or lightened (towards black or white, keeping its hue) by as little as it
 * takes to reach `ratio` against every colour of `against`; the two directions are tried in small
 * steps and the nearer wins. Black or white themselves when nothing short of them does.
 */
export const shiftToContrast = (colour: string, against: ReadonlyArray<string>, ratio: number): string => {
  const enough = (c: string) => against.every((a) => contrastRatio(c, a) >= ratio)
  for (let step = 0; step <= 20; step++) {
    const t = step / 20
    for (const towards of ["#000000", "#ffffff"]) {
      const shifted = mix(colour, towards, t)
      if (enough(shifted)) return shifted
    }
  }
  return firstReadable(["#000000", "#ffffff"], against, ratio)
}

/** WCAG's minimum for normal text, and for the parts of a graphic one needs to see it. */
export const TEXT_CONTRAST = 4.5
export const GRAPHIC_CONTRAST = 3
