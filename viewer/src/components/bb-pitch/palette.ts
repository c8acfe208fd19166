/**
 * The pitch's colours, chosen so that what is drawn stays readable whatever the teams' colours:
 * the surface (grass, or a stadium's ice, water or stone), each team's end zones, and each
 * token's fill, number and outline. The ratios are WCAG's (contrast.ts).
 */
import { firstReadable, GRAPHIC_CONTRAST, shiftToContrast, TEXT_CONTRAST } from "./contrast.js"

/** The two shades of a surface, mown (or laid) in alternating squares. */
export interface Surface {
  readonly light: string
  readonly dark: string
}

export const GRASS: Surface = { light: "#4f9a43", dark: "#46903b" }

/** The surface under a stadium's attribute, where the attribute changes what the pitch is made of. */
const STADIUM_SURFACES: Readonly<Record<string, Surface>> = {
  ice: { light: "#b9d9e8", dark: "#a8cde0" },
  "ankle-deep-water": { light: "#3f8f86", dark: "#38857d" },
  "solid-stone": { light: "#7d8a7a", dark: "#737f70" },
  astrogranite: { light: "#7d8a7a", dark: "#737f70" }
}

export const surfaceOf = (stadiumAttribute: string | null | undefined): Surface =>
  (stadiumAttribute == null ? undefined : STADIUM_SURFACES[stadiumAttribute]) ?? GRASS

/**
 * An end zone in its team's colour, darkened or lightened until it stands apart from both shades
 * of the surface at the contrast a graphic needs (an Orc-green end zone would vanish into grass).
 */
export const endZoneFill = (teamColour: string, surface: Surface): string =>
  remembered(`${teamColour} ${surface.light} ${surface.dark}`, endZones, () => shiftToContrast(teamColour, [surface.light, surface.dark], GRAPHIC_CONTRAST))

/**
 * Each answer worked out once: a match has a handful of colours, and the pitch is drawn on every
 * step of a seek, which must stay within a frame.
 */
const remembered = <T>(key: string, cache: Map<string, T>, work: () => T): T => {
  let value = cache.get(key)
  if (value === undefined) {
    value = work()
    cache.set(key, value)
  }
  return value
}
const endZones = new Map<string, string>()
const paints = new Map<string, TokenPaint>()

export interface TokenPaint {
  /** The body: the team's colour, unchanged (having acted is drawn with a mark, not a fade that would change the hue). */
  readonly fill: string
  /** The number: the team's second colour when it reads on the fill, else white or near-black. */
  readonly text: string
  /** The outline, against the square under the token, so every token stands out from the pitch. */
  readonly ring: string
}

// Pure black, not a near-black: one of black and white always reaches 4.58:1 on any fill; a near-black may not.
const INK = ["#ffffff", "#000000"] as const

/** How a token of a team with these colours is painted on a square of this colour. */
export const tokenPaint = (primary: string, secondary: string, background: string): TokenPaint =>
  remembered(`${primary} ${secondary} ${background}`, paints, () => ({
    fill: primary,
    text: firstReadable([secondary, ...INK], [primary], TEXT_CONTRAST),
    ring: firstReadable(["#000000", "#ffffff"], [background], GRAPHIC_CONTRAST)
  }))
