import type { MatchState, Weather } from "../model/state.js"
import type { Modifier } from "./outcome.js"

/**
 * What the weather does to the tests it changes, for every weather table the variants have.
 * A weather whose effect this engine does not fold yet is not in FOLDED_WEATHER: the fold stops
 * as Unsupported when it is rolled, rather than play on without its effect.
 */
export const FOLDED_WEATHER: ReadonlySet<Weather> = new Set<Weather>([
  "sweltering-heat", "very-sunny", "perfect-conditions", "pouring-rain", "blizzard",
  "a-normal-day", "howling-winds", "sudden-downpour",
  "no-more-disgusting-than-usual", "spilt-sewage", "its-getting-warm"
])

const one = (value: number, source: string): Array<Modifier> => [{ value, source }]

/** Rushing: Blizzard −1; Gutter Bowl's Sudden Downpour −1, Spilt Sewage −2. */
export const rushWeather = (state: MatchState): Array<Modifier> => {
  switch (state.weather) {
    case "blizzard": return one(-1, "weather: blizzard")
    case "sudden-downpour": return one(-1, "weather: sudden downpour")
    case "spilt-sewage": return one(-2, "weather: spilt sewage")
    default: return []
  }
}

/** Picking up the ball: Pouring Rain −1; Gutter Bowl's Sudden Downpour and It's Getting Warm −1. */
export const pickUpWeather = (state: MatchState): Array<Modifier> => {
  switch (state.weather) {
    case "pouring-rain": return one(-1, "weather: pouring rain")
    case "sudden-downpour": return one(-1, "weather: sudden downpour")
    case "its-getting-warm": return one(-1, "weather: it's getting warm")
    default: return []
  }
}

/** Catching: Pouring Rain −1; Gutter Bowl's It's Getting Warm −1. */
export const catchWeather = (state: MatchState): Array<Modifier> => {
  switch (state.weather) {
    case "pouring-rain": return one(-1, "weather: pouring rain")
    case "its-getting-warm": return one(-1, "weather: it's getting warm")
    default: return []
  }
}

/** Passing: Very Sunny −1; Gutter Bowl's Howling Winds −1. */
export const passWeather = (state: MatchState): Array<Modifier> => {
  switch (state.weather) {
    case "very-sunny": return one(-1, "weather: very sunny")
    case "howling-winds": return one(-1, "weather: howling winds")
    default: return []
  }
}
