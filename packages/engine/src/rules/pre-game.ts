import { withState } from "../model/state.js"
import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import type { MatchState, Weather } from "../model/state.js"
import { readTable } from "../variant/tables.js"
import {
  consumed,
  propagate,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  replaceTop,
  setTeam,
  type StepHandler,
  sum,
  teamOf,
  updateTop,
  violation
} from "./context.js"

/**
 * Before the first kick-off: each team's fan factor (D3 + dedicated fans, optional in a log),
 * then the weather (2D6), then the coin toss.
 */
export interface PreGameStep {
  readonly _tag: "PreGame"
  readonly fanFactorRolled: ReadonlyArray<boolean>
}

/** The coin toss: a call, the coin, then the winner's choice to kick or receive. */
export interface CoinTossStep {
  readonly _tag: "CoinToss"
  readonly stage: "call" | "flip" | "choose"
  readonly caller: number | null
  readonly call: "heads" | "tails" | null
  readonly winner: number | null
}

export const preGameStep = (teams: number): PreGameStep => ({ _tag: "PreGame", fanFactorRolled: Array.from({ length: teams }, () => false) })

const coinToss: CoinTossStep = { _tag: "CoinToss", stage: "call", caller: null, call: null, winner: null }

const rollFanFactor = (ctx: Ctx, state: MatchState, step: PreGameStep, event: Extract<MatchEvent, { _tag: "DiceRolled" }>): Fold<Handled> => {
  const team = event.team === undefined ? undefined : ctx.match.teamIndex.get(event.team)
  if (team === undefined) return violation(ctx, "fan factor", "a fan-factor roll names the team it is for")
  if (step.fanFactorRolled[team]) return violation(ctx, "fan factor", `${teamOf(ctx, team).name} has already rolled for fan factor`)
  const rolled = expectRoll(ctx, event, "d3", "fan-factor", null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const fans = teamOf(ctx, team).dedicatedFans ?? 0
  const fanFactor = rolled.success.faces[0]! + fans
  judge(ctx, {
    rule: "Fan Factor",
    roll: rolled.success,
    modifiers: fans === 0 ? [] : [{ value: fans, source: "dedicated fans" }],
    total: fanFactor,
    result: `fan factor ${fanFactor}`
  })
  const rolledNow = step.fanFactorRolled.map((done, i) => done || i === team)
  return consumed(updateTop(setTeam(state, team, { fanFactor }), { ...step, fanFactorRolled: rolledNow }))
}

export const preGameHandler: StepHandler<PreGameStep> = {
  // Fan factor comes first when a log records it (logs from other programs may not).
  expects: (step) => {
    const team = step.fanFactorRolled.indexOf(false)
    return team >= 0
      ? { kind: "roll", die: "d3", for: "fan-factor", player: null, team }
      : { kind: "roll", die: "2d6", for: "weather", player: null }
  },
  on: (ctx, state, step, event) => {
    if (event._tag === "DiceRolled" && event.for === "fan-factor") return rollFanFactor(ctx, state, step, event)
    const rolled = expectRoll(ctx, event, "2d6", "weather", null, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const weather = judgeWeather(ctx, rolled.success, "Weather")
    return consumed(replaceTop(withState(state, {weather }), coinToss))
  }
}

export const coinTossHandler: StepHandler<CoinTossStep> = {
  expects: (step) =>
    step.stage === "call"
      ? { kind: "decision", team: null, events: ["CoinTossCalled"], about: "call the coin toss" }
      : step.stage === "flip"
      ? { kind: "roll", die: "coin", for: "coin-toss", player: null }
      : { kind: "decision", team: step.winner, events: ["KickOrReceiveChosen"], about: "kick or receive" },
  on: (ctx, state, step, event) => {
    switch (step.stage) {
      case "call": {
        if (event._tag !== "CoinTossCalled") return violation(ctx, "coin toss", `the coin toss must be called first, not ${event._tag}`)
        const caller = ctx.match.teamIndex.get(event.team)!
        return consumed(updateTop(state, { ...step, stage: "flip", caller, call: event.call }))
      }
      case "flip": {
        const rolled = expectRoll(ctx, event, "coin", "coin-toss", null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const side = rolled.success.faces[0] === 1 ? "heads" : "tails"
        const callerWins = side === step.call
        const caller = step.caller!
        const winner = callerWins ? caller : ctx.match.teamIds.findIndex((_, i) => i !== caller)
        judge(ctx, { rule: "Coin toss", roll: rolled.success, result: `${side}: ${teamOf(ctx, winner).name} win the toss` })
        return consumed(updateTop(state, { ...step, stage: "choose", winner }))
      }
      case "choose": {
        if (event._tag !== "KickOrReceiveChosen") return violation(ctx, "coin toss", `the toss winner chooses to kick or receive, not ${event._tag}`)
        const team = ctx.match.teamIndex.get(event.team)!
        if (team !== step.winner) return violation(ctx, "coin toss", `${teamOf(ctx, step.winner!).name} won the toss and choose, not ${teamOf(ctx, team).name}`)
        const kicking = event.choice === "kick" ? team : ctx.match.teamIds.findIndex((_, i) => i !== team)
        return consumed(replaceTop(withState(state, {firstKickingTeam: kicking }), { _tag: "StartHalf", half: 1 }))
      }
    }
  }
}

/**
 * Reads a 2D6 weather roll on the variant's weather table, records the ruling (a claimed row
 * may be trusted) and the new weather; used before the match and by Changing Weather.
 */
export const judgeWeather = (ctx: Ctx, roll: DiceRolled, rule: string): Weather => {
  const total = sum(roll.faces)
  const weatherRow = readTable(ctx.variant.tables.weather, total)
  const { row } = judge(ctx, { rule, roll, total, row: weatherRow.id, result: weatherRow.name })
  const weather = (ctx.variant.tables.weather.find((r) => r.id === row) ?? weatherRow).id
  ctx.outcomes.push({ _tag: "WeatherSet", weather })
  return weather
}
