import type { Match } from "../../model/match.js"
import { withState, type MatchState, type Weather } from "../../model/state.js"
import { readTable } from "../../core/variant/tables.js"
import { consumed, type Ctx, expectRoll, type Fold, type Handled, judge, note, passOn, pop, propagate, setTeam, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import { induced } from "../other/inducements.js"
import { FOLDED_WEATHER } from "../../core/weather.js"
import { unsupportedWeather } from "../../core/pre-game.js"

/**
 * Blood Bowl 2020's Weather Mage (0-1 inducement). Facts from FFB (christerk/ffb: bb2020
 * InducementCollection "weatherMage", Usage.CHANGE_WEATHER; StepInitInducement offers it at the
 * start of the team's own turn; StepWeatherMage; GameState.replaceWeather / restoreWeather and
 * StepEndTurn) and the inducement's published text:
 *
 * - Once per game, at the start of one of their team turns before any player is activated, the
 *   coach uses the mage (`InducementUsed` `weather-mage`) and rolls on the Weather table (`2d6`
 *   `weather-mage`, `team` set). They may take the result of the total, or of the total with up
 *   to 2 added or taken away (`WeatherChosen` names it; when every such total reads the same row
 *   no choice is logged).
 * - The new weather replaces the old at once. It lasts until the end of the opposition's next
 *   team turn, or the end of the drive if that comes first; then the replaced weather returns
 *   (the marker `weather-mage:<team>:<replaced>` in `kickOffEffects` remembers it). A second
 *   mage used meanwhile (the other team's) keeps the first replaced weather, as FFB does.
 */

export const WEATHER_MAGE = "weather-mage"
const MARK = "weather-mage:"

export interface WeatherMageStep {
  readonly _tag: "WeatherMage"
  readonly team: number
  readonly stage: "offer" | "roll" | "choose"
  /** The weathers the coach may pick from, after the roll. */
  readonly options?: ReadonlyArray<Weather>
}

const used = (state: MatchState, team: number): boolean => state.teams[team]!.inducementsUsed?.includes(WEATHER_MAGE) === true

/** The offer at the start of a team turn, if the team has a mage it has not used. */
export const weatherMageAtTurnStart = (match: Match, state: MatchState, team: number): ReadonlyArray<WeatherMageStep> =>
  induced(match, team, WEATHER_MAGE) > 0 && !used(state, team) ? [{ _tag: "WeatherMage", team, stage: "offer" }] : []

/** The mage's spell in force: who cast it and the weather it replaced. */
const inForce = (state: MatchState): { readonly effect: string; readonly team: number; readonly replaced: Weather } | null => {
  const effect = state.kickOffEffects.find((e) => e.startsWith(MARK))
  if (effect === undefined) return null
  const [team, replaced] = effect.slice(MARK.length).split(":")
  return { effect, team: Number(team), replaced: replaced as Weather }
}

const restore = (match: Match, state: MatchState, why: string, log: (text: string) => void): MatchState => {
  const spell = inForce(state)
  if (spell === null) return state
  if (spell.replaced !== state.weather) log(`Weather Mage: ${why}; the weather returns to ${weatherName(match, spell.replaced)}`)
  return withState(state, { weather: spell.replaced, kickOffEffects: state.kickOffEffects.filter((e) => e !== spell.effect) })
}

/** At the end of a team turn: the end of the opposition's next team turn ends the mage's weather. */
export const weatherMageAtTurnEnd = (match: Match, state: MatchState, team: number, log: (text: string) => void): MatchState => {
  const spell = inForce(state)
  return spell === null || spell.team === team ? state : restore(match, state, `${match.header.teams[team]!.name}'s team turn is over`, log)
}

/** At the end of a drive the mage's weather ends, before the drive's end rolls (Sweltering Heat). */
export const weatherMageAtDriveEnd = (match: Match, state: MatchState, log: (text: string) => void): MatchState =>
  restore(match, state, "the drive is over", log)

const weatherName = (match: Match, weather: Weather): string => match.variant.tables.weather.find((row) => row.id === weather)?.name ?? weather

export const weatherMageHandler: StepHandler<WeatherMageStep> = {
  expects: (step) => {
    switch (step.stage) {
      case "offer":
        return { kind: "decision", team: step.team, events: ["InducementUsed", "ActionDeclared", "TurnEnded"], about: "use the Weather Mage before anyone is activated, or go on" }
      case "roll":
        return { kind: "roll", die: "2d6", for: "weather-mage", player: null, team: step.team }
      case "choose":
        return { kind: "decision", team: step.team, events: ["WeatherChosen"], about: `Weather Mage: choose the weather (${step.options!.join(", ")})` }
    }
  },
  on: (ctx, state, step, event) => {
    const team = teamOf(ctx, step.team)
    if (step.stage === "offer") {
      if (event._tag === "InducementUsed" && event.inducement === WEATHER_MAGE) {
        if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Weather Mage", `the Weather Mage is used at the start of the team's own turn; it is ${team.name}'s`)
        const spent = setTeam(state, step.team, { inducementsUsed: [...(state.teams[step.team]!.inducementsUsed ?? []), WEATHER_MAGE] })
        note(ctx, `${team.name} use their Weather Mage`)
        return consumed(updateTop(spent, { ...step, stage: "roll" }))
      }
      // Anything else: the turn goes on without the mage, who stays for a later turn.
      return passOn(pop(state))
    }
    if (step.stage === "roll") {
      const rolled = expectRoll(ctx, event, "2d6", "weather-mage", null, 2)
      if (rolled._tag === "Failure") return propagate(rolled)
      const total = rolled.success.faces[0]! + rolled.success.faces[1]!
      const table = ctx.variant.tables.weather
      const options = [...new Set([-2, -1, 0, 1, 2].map((shift) => readTable(table, Math.min(12, Math.max(2, total + shift))).id))]
      judge(ctx, {
        rule: "Weather Mage",
        roll: rolled.success,
        total,
        row: readTable(table, total).id,
        result: options.length === 1 ? `${weatherName(ctx.match, options[0]!)}: every total within 2 reads the same` : `the coach may choose ${options.map((w) => weatherName(ctx.match, w)).join(", ")} (the total moved by up to 2)`
      })
      if (options.length === 1) return cast(ctx, state, step.team, options[0]!)
      return consumed(updateTop(state, { ...step, stage: "choose", options }))
    }
    if (event._tag !== "WeatherChosen") return violation(ctx, "Weather Mage", `${team.name} choose the weather (WeatherChosen), not ${event._tag}`)
    if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Weather Mage", `the weather is ${team.name}'s to choose`)
    const weather = event.weather as Weather
    if (!step.options!.includes(weather)) return violation(ctx, "Weather Mage", `${event.weather} is not within 2 of the roll; the choice is ${step.options!.join(", ")}`)
    return cast(ctx, state, step.team, weather)
  }
}

/** The chosen weather replaces the old one; the replaced one is remembered for its return. */
const cast = (ctx: Ctx, state: MatchState, team: number, weather: Weather): Fold<Handled> => {
  if (!FOLDED_WEATHER.has(weather)) return unsupportedWeather<Handled>(ctx, weather)
  const before = inForce(state)
  const replaced = before?.replaced ?? state.weather ?? weather
  const kickOffEffects = [...state.kickOffEffects.filter((e) => e !== before?.effect), `${MARK}${team}:${replaced}`]
  ctx.outcomes.push({ _tag: "WeatherSet", weather })
  note(ctx, `Weather Mage: the weather is ${weatherName(ctx.match, weather)} until the end of the opposition's next team turn or of the drive`)
  return consumed(pop(withState(state, { weather, kickOffEffects })))
}

export const weatherMageHandlers = { WeatherMage: weatherMageHandler }

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/wizards/weather-mage": WeatherMageStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    weatherMageAtDriveEnd: typeof weatherMageAtDriveEnd
    weatherMageAtTurnEnd: typeof weatherMageAtTurnEnd
    weatherMageAtTurnStart: typeof weatherMageAtTurnStart
  }
}
