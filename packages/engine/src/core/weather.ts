import { withBallOf } from "../model/balls.js"
import { inSewerPit } from "../model/features.js"
import { withState, type MatchState, type PlayerState, type Weather } from "../model/state.js"
import { consumed, type Ctx, expectRoll, judge, nameOf, note, playerIndex, pop, propagate, replaceTop, setPlayer, type StepHandler, teamOf, updateTop, violation } from "./context.js"
import type { Modifier } from "../model/outcome.js"

/**
 * What the weather does to the tests it changes, for every weather table the variants have.
 * A weather whose effect this engine does not fold yet is not in FOLDED_WEATHER: the fold stops
 * as Unsupported when it is rolled, rather than play on without its effect.
 */
export const FOLDED_WEATHER: ReadonlySet<Weather> = new Set<Weather>([
  "sweltering-heat", "very-sunny", "perfect-conditions", "pouring-rain", "blizzard",
  "a-normal-day", "howling-winds", "sudden-downpour",
  "no-more-disgusting-than-usual", "spilt-sewage", "its-getting-warm",
  "a-stormy-night", "unbearable-stench", "underground-heatwave", "clouds-of-smog",
  "frozen-snow", "perfectish-conditions", "squigalanche", "cold-snap"
])

// A weather a Weather Mage brought in names the mage, so the ruling says where it came from (inducements/wizards/weather-mage.ts).
const one = (state: MatchState, value: number, source: string): Array<Modifier> =>
  [{ value, source: state.kickOffEffects.some((effect) => effect.startsWith("weather-mage:")) ? `${source} (Weather Mage)` : source }]

/** Rushing: Blizzard −1; Gutter Bowl's Sudden Downpour and A Stormy Night −1, Spilt Sewage −2. */
export const rushWeather = (state: MatchState): Array<Modifier> => {
  switch (state.weather) {
    case "blizzard": return one(state, -1, "weather: blizzard")
    case "sudden-downpour": return one(state, -1, "weather: sudden downpour")
    case "a-stormy-night": return one(state, -1, "weather: a stormy night (sudden downpour)")
    case "spilt-sewage": return one(state, -2, "weather: spilt sewage")
    default: return []
  }
}

/** Picking up the ball: Pouring Rain −1; Gutter Bowl's Sudden Downpour, A Stormy Night and It's Getting Warm −1. */
export const pickUpWeather = (state: MatchState): Array<Modifier> => {
  switch (state.weather) {
    case "pouring-rain": return one(state, -1, "weather: pouring rain")
    case "sudden-downpour": return one(state, -1, "weather: sudden downpour")
    case "a-stormy-night": return one(state, -1, "weather: a stormy night (sudden downpour)")
    case "its-getting-warm": return one(state, -1, "weather: it's getting warm")
    default: return []
  }
}

/** Catching: Pouring Rain −1; Gutter Bowl's It's Getting Warm −1. */
export const catchWeather = (state: MatchState): Array<Modifier> => {
  switch (state.weather) {
    case "pouring-rain": return one(state, -1, "weather: pouring rain")
    case "its-getting-warm": return one(state, -1, "weather: it's getting warm")
    default: return []
  }
}

/** Passing: Very Sunny −1; Gutter Bowl's Howling Winds −1. */
export const passWeather = (state: MatchState): Array<Modifier> => {
  switch (state.weather) {
    case "very-sunny": return one(state, -1, "weather: very sunny")
    case "howling-winds": return one(state, -1, "weather: howling winds")
    default: return []
  }
}

/** The armour roll of a player who falls over or is knocked down: Holiday Special's Frozen Snow +1. */
export const fallWeather = (state: MatchState): Array<Modifier> =>
  state.weather === "frozen-snow" ? one(state, 1, "weather: frozen snow") : []

// ---- the weathers that roll: Gutter Bowl's A Stormy Night, Unbearable Stench, Underground Heatwave ----

/**
 * The end of a team turn under A Stormy Night or Unbearable Stench (after stunned players roll
 * over, sewer pits and touchdowns). A Stormy Night: the coach whose turn ended rolls a D6
 * (`a-stormy-night`, `team` set); on a 1 one of their players is drawn (`PlayerDrawn`, the same
 * purpose) and Falls Over (armour roll; no turnover, the turn is over). Unbearable Stench: one
 * player of the team is drawn (`unbearable-stench`) and Placed Prone. Our reading: the draw is
 * among the team's players standing on the pitch (not down a sewer pit) — only they can fall or be
 * placed prone; with none, nothing is drawn. A held ball bounces.
 */
export interface EndOfTurnWeatherStep {
  readonly _tag: "EndOfTurnWeather"
  readonly team: number
  readonly weather: "a-stormy-night" | "unbearable-stench"
  readonly stage: "roll" | "draw"
}

/** Underground Heatwave: a D6 (`underground-heatwave`, `player` set) for each player on the pitch when the drive ended; a 1 sits out the next drive. */
export interface UndergroundHeatwaveStep {
  readonly _tag: "UndergroundHeatwave"
  /** The players still to roll, in header order. */
  readonly left: ReadonlyArray<string>
}

const drawable = (ctx: Ctx, state: MatchState, team: number): ReadonlyArray<PlayerState> =>
  state.players.filter((player) => player.team === team && player.at !== null && player.posture === "standing" && !inSewerPit(ctx.variant.pitch, player.at))

/** The steps the weather adds at the end of a team turn (none for most weathers). */
export const endOfTurnWeather = (ctx: Ctx, state: MatchState, team: number): ReadonlyArray<EndOfTurnWeatherStep> => {
  if (state.weather === "a-stormy-night") return [{ _tag: "EndOfTurnWeather", team, weather: "a-stormy-night", stage: "roll" }]
  if (state.weather === "unbearable-stench") {
    if (drawable(ctx, state, team).length === 0) {
      note(ctx, `Unbearable Stench: ${teamOf(ctx, team).name} have nobody standing on the pitch to overcome`)
      return []
    }
    return [{ _tag: "EndOfTurnWeather", team, weather: "unbearable-stench", stage: "draw" }]
  }
  return []
}

const WEATHER_NAMES = { "a-stormy-night": "A Stormy Night", "unbearable-stench": "Unbearable Stench" } as const

const endOfTurnWeatherHandler: StepHandler<EndOfTurnWeatherStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d6", for: "a-stormy-night", player: null, team: step.team }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: `${WEATHER_NAMES[step.weather]}: draw a player at random` },
  on: (ctx, state, step, event) => {
    const name = WEATHER_NAMES[step.weather]
    if (step.stage === "roll") {
      const rolled = expectRoll(ctx, event, "d6", "a-stormy-night", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const struck = face === 1 && drawable(ctx, state, step.team).length > 0
      judge(ctx, { rule: name, roll: rolled.success, total: face, result: face !== 1 ? "no lightning strike" : struck ? `lightning strikes one of ${teamOf(ctx, step.team).name}'s players` : "lightning strikes, but nobody of theirs is standing on the pitch" })
      return consumed(struck ? updateTop(state, { ...step, stage: "draw" }) : pop(state))
    }
    if (event._tag !== "PlayerDrawn" || event.for !== step.weather) {
      return violation(ctx, name, `a player drawn at random for ${step.weather} was due, not ${event._tag === "PlayerDrawn" ? `one drawn for ${event.for}` : event._tag}`)
    }
    const index = playerIndex(ctx, event.player)
    const player = state.players[index]!
    if (!drawable(ctx, state, step.team).some((p) => p.id === player.id)) {
      return violation(ctx, name, `the player is drawn from ${teamOf(ctx, step.team).name}'s players standing on the pitch; ${nameOf(ctx, player.id)} is not one of them`)
    }
    if (step.weather === "a-stormy-night") {
      note(ctx, `A Stormy Night: lightning strikes ${nameOf(ctx, player.id)}, who Falls Over`)
      return consumed(replaceTop(state, { _tag: "KnockDown", player: player.id, at: null, cause: "fall", by: null, bonus: null, turnover: null }))
    }
    note(ctx, `Unbearable Stench: ${nameOf(ctx, player.id)} is overcome and Placed Prone`)
    let next = withBallOf(setPlayer(state, index, { posture: "prone" }), player.id)
    if (next.ball.carrier === player.id) {
      next = withState(next, { ball: { at: player.at, carrier: null, inPlay: true } })
      return consumed(replaceTop(next, { _tag: "Bounce", from: player.at!, context: { kickOff: false }, more: ctx.variant.bounces - 1 }))
    }
    return consumed(pop(next))
  }
}

/** The Underground Heatwave step for the end of a drive, or none (other weathers, nobody on the pitch). */
export const heatwaveAtDriveEnd = (state: MatchState): ReadonlyArray<UndergroundHeatwaveStep> => {
  if (state.weather !== "underground-heatwave") return []
  const left = state.players.filter((player) => player.at !== null).map((player) => player.id)
  return left.length === 0 ? [] : [{ _tag: "UndergroundHeatwave", left }]
}

const undergroundHeatwaveHandler: StepHandler<UndergroundHeatwaveStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "underground-heatwave", player: step.left[0]! }),
  on: (ctx, state, step, event) => {
    const player = event._tag === "DiceRolled" && event.player !== undefined ? event.player : step.left[0]!
    if (!step.left.includes(player)) return violation(ctx, "Underground Heatwave", `${nameOf(ctx, player)} was not on the pitch when the drive ended, or has rolled already`)
    const rolled = expectRoll(ctx, event, "d6", "underground-heatwave", player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    judge(ctx, { rule: "Underground Heatwave", player, roll: rolled.success, total: face, target: 2, needed: 2, success: face !== 1, result: face === 1 ? "passes out: may not be set up in the next drive" : "copes with the heat" })
    const index = playerIndex(ctx, player)
    const next = face === 1 ? setPlayer(state, index, { used: [...state.players[index]!.used, "fainted"] }) : state
    const left = step.left.filter((id) => id !== player)
    return consumed(left.length === 0 ? pop(next) : updateTop(next, { ...step, left }))
  }
}

/**
 * Clouds of Smog (street, 2): at the start of each drive each coach rolls a D6 (`clouds-of-smog`,
 * `team` set); on a 5+ that team may set up one player more than usual this drive (the marker
 * `smogExtraPlayer(team)` in `kickOffEffects`, which the next drive clears; read by validateSetUp).
 * Passing: only Quick and Short passes (aimPass, as in a blizzard).
 */
export interface CloudsOfSmogStep {
  readonly _tag: "CloudsOfSmog"
  /** The teams still to roll, in order. */
  readonly left: ReadonlyArray<number>
}

export const smogExtraPlayer = (team: number): string => `clouds-of-smog:${team}`

/** The Clouds of Smog step at the start of a drive, or none. */
export const smogAtDriveStart = (state: MatchState): ReadonlyArray<CloudsOfSmogStep> =>
  state.weather === "clouds-of-smog" ? [{ _tag: "CloudsOfSmog", left: state.teams.map((_, team) => team) }] : []

/** How many more players than usual the team may set up this drive (Clouds of Smog). */
export const extraPlayersOnPitch = (state: MatchState, team: number): number => (state.kickOffEffects.includes(smogExtraPlayer(team)) ? 1 : 0)

const cloudsOfSmogHandler: StepHandler<CloudsOfSmogStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "clouds-of-smog", player: null, team: step.left[0]! }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "clouds-of-smog", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const named = rolled.success.team
    const team = named === undefined ? step.left[0]! : ctx.match.teamIndex.get(named)!
    if (!step.left.includes(team)) return violation(ctx, "Clouds of Smog", `${teamOf(ctx, team).name} have rolled for the smog already`)
    const face = rolled.success.faces[0]!
    const extra = face >= 5
    judge(ctx, { rule: "Clouds of Smog", roll: rolled.success, total: face, target: 5, needed: 5, success: extra, result: extra ? `${teamOf(ctx, team).name} may set up one more player this drive` : "no extra player" })
    const next = extra ? withState(state, { kickOffEffects: [...state.kickOffEffects, smogExtraPlayer(team)] }) : state
    const left = step.left.filter((t) => t !== team)
    return consumed(left.length === 0 ? pop(next) : updateTop(next, { ...step, left }))
  }
}

export const weatherHandlers = {
  CloudsOfSmog: cloudsOfSmogHandler,
  EndOfTurnWeather: endOfTurnWeatherHandler,
  UndergroundHeatwave: undergroundHeatwaveHandler
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/weather": CloudsOfSmogStep | EndOfTurnWeatherStep | UndergroundHeatwaveStep
  }
}
