import { describe, expect, it } from "vitest"
import { contrastRatio, firstReadable, hueOf, luminance, mix, parseHex, shiftToContrast, toHex } from "./contrast.js"
import { endZoneFill, GRASS, surfaceOf, tokenPaint } from "./palette.js"

describe("WCAG contrast", () => {
  it("gives black and white their luminances and the full 21:1 between them", () => {
    expect(luminance("#000000")).toBe(0)
    expect(luminance("#ffffff")).toBeCloseTo(1, 10)
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10)
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10)
    expect(contrastRatio("#777777", "#777777")).toBe(1)
  })

  it("agrees with published ratios", () => {
    // WCAG's own examples and WebAIM's checker: #767676 is the lightest grey with 4.5:1 on white.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2)
    expect(contrastRatio("#777777", "#ffffff")).toBeCloseTo(4.48, 2)
    expect(contrastRatio("#0000ff", "#ffffff")).toBeCloseTo(8.59, 2)
    expect(contrastRatio("#ff0000", "#ffffff")).toBeCloseTo(4.0, 2)
    // The figures: Skaven's number on its token, and a teal token on the grass.
    expect(contrastRatio("#b5462c", "#5a4a3a")).toBeCloseTo(1.57, 2)
    expect(contrastRatio("#f0c419", "#2a8c7e")).toBeCloseTo(2.45, 2)
  })

  it("parses, mixes and reads hues", () => {
    expect(parseHex("#1f4fBF")).toEqual([0x1f, 0x4f, 0xbf])
    expect(() => parseHex("blue")).toThrow()
    expect(toHex([0, 128.4, 255])).toBe("#0080ff")
    expect(mix("#000000", "#ffffff", 0.5)).toBe("#808080")
    expect(hueOf("#ff0000")).toBe(0)
    expect(hueOf("#00ff00")).toBe(120)
    expect(hueOf("#808080")).toBeNull()
  })

  it("picks the first colour that reads, else the best", () => {
    expect(firstReadable(["#777777", "#ffffff"], ["#000000"], 4.5)).toBe("#777777")
    expect(firstReadable(["#333333", "#ffffff"], ["#000000"], 4.5)).toBe("#ffffff")
    expect(firstReadable(["#333333", "#444444"], ["#000000"], 4.5)).toBe("#444444")
  })

  it("shifts a colour to black or white, keeping its hue, just far enough", () => {
    const shifted = shiftToContrast("#2f6b2f", [GRASS.light, GRASS.dark], 3)
    expect(contrastRatio(shifted, GRASS.light)).toBeGreaterThanOrEqual(3)
    expect(contrastRatio(shifted, GRASS.dark)).toBeGreaterThanOrEqual(3)
    expect(Math.abs(hueOf(shifted)! - hueOf("#2f6b2f")!)).toBeLessThan(2)
    expect(shiftToContrast("#000000", ["#ffffff"], 3)).toBe("#000000")
  })
})

describe("the pitch's palette, whatever the team colours", () => {
  // Every colour a team could pick along the hue circle and from dark to light, and the bundled teams'.
  const colours = [
    ...Array.from({ length: 24 }, (_, i) => i * 15).flatMap((hue) => [0.15, 0.35, 0.5, 0.65, 0.85].map((l) => hsl(hue, 0.7, l))),
    "#000000", "#ffffff", "#777777", GRASS.light, GRASS.dark,
    "#2f6b2f", "#1f4fbf", "#5a4a3a", "#7a2b1b", "#3c7d3c", "#2a8c7e"
  ]
  const seconds = ["#ffffff", "#000000", "#d8c36a", "#b5462c", "#f0c419", "#2f6b2f"]
  const surfaces = [surfaceOf(null), surfaceOf("ice"), surfaceOf("ankle-deep-water"), surfaceOf("solid-stone")]

  it("puts every number at 4.5:1 or more against its token", () => {
    for (const primary of colours) for (const secondary of seconds) {
      const paint = tokenPaint(primary, secondary, GRASS.light)
      expect(contrastRatio(paint.text, paint.fill), `${secondary} on ${primary}`).toBeGreaterThanOrEqual(4.5)
    }
  })

  it("keeps the team's second colour for the number when it reads", () => {
    expect(tokenPaint("#1f4fbf", "#f2f2f2", GRASS.light).text).toBe("#f2f2f2")
    expect(tokenPaint("#5a4a3a", "#b5462c", GRASS.light).text).not.toBe("#b5462c")
  })

  it("outlines every token at 3:1 or more against the square it stands on, end zones included", () => {
    for (const surface of surfaces) for (const primary of colours) {
      const backgrounds = [surface.light, surface.dark, ...colours.map((c) => endZoneFill(c, surface))]
      for (const background of backgrounds) expect(contrastRatio(tokenPaint(primary, "#ffffff", background).ring, background)).toBeGreaterThanOrEqual(3)
    }
  })

  it("sets every end zone apart from the surface at 3:1 or more, in its team's hue (to 8-bit rounding)", () => {
    for (const surface of surfaces) for (const colour of colours) {
      const fill = endZoneFill(colour, surface)
      expect(contrastRatio(fill, surface.light), `${colour} on ${surface.light}`).toBeGreaterThanOrEqual(3)
      expect(contrastRatio(fill, surface.dark)).toBeGreaterThanOrEqual(3)
      const hue = hueOf(colour)
      const shifted = hueOf(fill)
      if (hue !== null && shifted !== null) expect(Math.min(Math.abs(hue - shifted), 360 - Math.abs(hue - shifted))).toBeLessThan(5)
    }
  })
})

/** A colour from hue (degrees), saturation and lightness (0–1), for sweeping the colour wheel. */
function hsl(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12
  const a = s * Math.min(l, 1 - l)
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1))
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255])
}
