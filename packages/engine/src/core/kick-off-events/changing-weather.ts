// Kick-off result 8, Changing Weather.
import { FOLDED_WEATHER } from "../weather.js"
import type { RollPurpose } from "@sidelines/schema"
import { D8_DIRECTIONS, squareName, step as moveBy } from "../../model/square.js"
import type { MatchState } from "../../model/state.js"
import { consumed, type Ctx, expectRoll, type Fold, judge, note, pop, propagate, type StepHandler, updateTop } from "../context.js"
import { judgeWeather, unsupportedWeather } from "../pre-game.js"
import { withState, ballMovedTo } from "../../model/state.js"
import { type KickOffEffect, landsInReceivingHalf, effect } from "./kick-off-result.js"

/** Changing Weather: 2D6 on the weather table; in Perfect Conditions the ball scatters (three D8s) first. */
export interface ChangingWeatherStep {
  readonly _tag: "ChangingWeather"
  readonly stage: "weather" | "scatter"
  /** Scatter rolls still to come. */
  readonly scatters: number
}

export const changingWeather = (_ctx: Ctx, state: MatchState): Fold<KickOffEffect> =>
  effect(state, { _tag: "ChangingWeather", stage: "weather", scatters: 0 })

/** How many D8s a Scatter rolls (one square each). */
const SCATTER_ROLLS = 3

export const changingWeatherHandler: StepHandler<ChangingWeatherStep> = {
  expects: (step) =>
    step.stage === "weather"
      ? { kind: "roll", die: "2d6", for: "changing-weather", player: null }
      : { kind: "roll", die: "d8", for: "scatter", player: null },
  on: (ctx, state, step, event) => {
    if (step.stage === "weather") {
      // The new weather roll may be written as a "changing-weather" or as a plain "weather" roll.
      const purpose: RollPurpose = event._tag === "DiceRolled" && event.for === "weather" ? "weather" : "changing-weather"
      const rolled = expectRoll(ctx, event, "2d6", purpose, null, 2)
      if (rolled._tag === "Failure") return propagate(rolled)
      const weather = judgeWeather(ctx, rolled.success, "Changing Weather")
      if (!FOLDED_WEATHER.has(weather)) return unsupportedWeather(ctx, weather)
      const next = withState(state, {weather })
      if (weather !== ctx.variant.tables.calmWeather) return consumed(pop(next))
      if (!landsInReceivingHalf(ctx, next)) {
        note(ctx, `${weatherName(ctx, weather)}: the kick is already going out of the receiving half, so the ball does not scatter`)
        return consumed(pop(next))
      }
      note(ctx, `${weatherName(ctx, weather)}: the ball scatters before it lands`)
      return consumed(updateTop(next, { ...step, stage: "scatter", scatters: SCATTER_ROLLS }))
    }
    const rolled = expectRoll(ctx, event, "d8", "scatter", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const from = state.ball.at!
    const to = moveBy(from, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    const next = withState(state, { ball: ballMovedTo(state.ball, to) })
    const out = !landsInReceivingHalf(ctx, next)
    judge(ctx, { rule: "Scatter", roll: rolled.success, result: out ? `scatters out of the receiving half from ${squareName(from)}: touchback` : `scatters to ${squareName(to)}` })
    // Out of the receiving half the kick is a touchback and no more scatter is rolled (as FFB has it).
    const scatters = step.scatters - 1
    return consumed(out || scatters === 0 ? pop(next) : updateTop(next, { ...step, scatters }))
  }
}

const weatherName = (ctx: Ctx, weather: string) => ctx.variant.tables.weather.find((row) => row.id === weather)?.name ?? weather
