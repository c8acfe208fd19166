import { Result } from "effect"
import { ACTIONS, type Action, type MatchEvent, type MatchStarted, type Player } from "@sidelines/schema"
import { initialState, transition } from "../fold.js"
import { buildMatch } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { bloodBowl } from "../variants/blood-bowl/index.js"
import type { Variant } from "../core/variant/variant.js"

/**
 * Whether the engine folds an action or a prayer, asked of the engine itself: the handler that
 * would stop a log with Unsupported is given the event in a small position, and its answer is
 * the status. No list is kept by hand, so the report cannot drift from the rules code.
 */

const lineman = (id: string): Player => ({
  id, number: Number(id.slice(1)), name: id, position: "Lineman", ma: 6, st: 3, ag: 3, pa: 4, av: 9, skills: [], traits: []
})

const probeHeader = (variant: Variant): MatchStarted => ({
  _tag: "MatchStarted",
  format: "sidelines/1",
  variant: variant.id,
  options: {},
  teams: ["home", "away"].map((id) => ({
    id, name: id, roster: "Human", rerolls: 0,
    staff: { apothecary: false, assistantCoaches: 0, cheerleaders: 0 },
    inducements: [],
    players: [lineman(`${id[0]}1`)]
  })) as unknown as MatchStarted["teams"]
})

/** A match at the start of Home's first team turn, h1 and a1 standing apart in the middle. */
const teamTurn = (variant: Variant) => {
  const match = buildMatch(probeHeader(variant), variant)
  const start = initialState(match)
  const state: MatchState = {
    ...start,
    phase: "team-turn",
    half: 1,
    drive: 1,
    activeTeam: 0,
    kickingTeam: 1,
    firstKickingTeam: 1,
    weather: variant.tables.calmWeather,
    players: start.players.map((p, i) => ({ ...p, at: [5 + 5 * i, 5], box: null })),
    teams: start.teams.map((team, i) => ({ ...team, turn: i === 0 ? 1 : 0 })),
    stack: [{ _tag: "TeamTurn", team: 0, stage: "active" }]
  }
  return { match, state }
}

/**
 * The actions the engine folds: each of the log format's actions declared by h1 in Home's team
 * turn, in Blood Bowl and then in each variant given (an action of a variant's own, such as the
 * Holiday Special's Throw Snowball, is folded only there). An action the engine does not fold
 * stops as Unsupported (`action: <id>`); one it folds is taken (or refused by that action's own
 * rules, which means the engine knows it). The answer lists, per action, the variants folding it.
 */
export const foldedActions = (variants: ReadonlyArray<Variant> = []): ReadonlyMap<Action, ReadonlyArray<string>> => {
  const folding = new Map<Action, Array<string>>(ACTIONS.map((action) => [action, []]))
  const probed = new Set<string>()
  for (const variant of [bloodBowl, ...variants]) {
    if (probed.has(variant.id)) continue
    probed.add(variant.id)
    const position = probePosition(variant)
    // A variant whose turns the two-team probe position cannot stand for (BlightBowl's four teams) is not asked.
    if (position === null) {
      if (variant === bloodBowl) throw new Error("coverage probe: a Move in the Blood Bowl probe position fails; the probe needs fixing")
      continue
    }
    for (const action of ACTIONS) {
      if (actionFolded(position, action)) folding.get(action)!.push(variant.id)
    }
  }
  return folding
}

const declare = (action: Action): MatchEvent => ({ _tag: "ActionDeclared", seq: 1, player: "h1", action } as MatchEvent)

/** The probe position, if a Move is taken in it (the control: otherwise every answer would be wrong). */
const probePosition = (variant: Variant) => {
  try {
    const position = teamTurn(variant)
    return Result.isSuccess(transition(position.match, position.state, declare("move"))) ? position : null
  } catch {
    return null
  }
}

const actionFolded = ({ match, state }: ReturnType<typeof teamTurn>, action: Action): boolean => {
  const result = transition(match, state, declare(action))
  if (Result.isSuccess(result)) return true
  const failure = result.failure
  if (failure._tag === "Unsupported") {
    if (failure.feature === `action: ${action}`) return false
    throw new Error(`coverage probe: declaring ${action} stops as Unsupported for ${failure.feature}, not the action`)
  }
  if (failure.rule === "activation" || failure.rule === "team turn") {
    throw new Error(`coverage probe: declaring ${action} is refused before the action is looked at (${failure.message})`)
  }
  return true
}

/**
 * Whether the engine folds a prayer of a variant's Prayers to Nuffle table: the team that won
 * Cheering Fans rolls the row's number. Unsupported (`prayer: <id>`) means it does not.
 */
export const prayerFolded = (variant: Variant, face: number, id: string): boolean => {
  const prayers = variant.tables.prayersToNuffle
  if (prayers === null) return false
  const { match, state } = teamTurn(variant)
  const praying: MatchState = { ...state, phase: "kick-off", stack: [{ _tag: "PrayerToNuffle", team: 0 }] }
  const event = { _tag: "DiceRolled", seq: 1, die: prayers.die, faces: [face], for: "prayers-to-nuffle" } as unknown as MatchEvent
  const result = transition(match, praying, event)
  if (Result.isSuccess(result)) return true
  if (result.failure._tag === "Unsupported" && result.failure.feature === `prayer: ${id}`) return false
  throw new Error(`coverage probe: praying for ${id} fails with ${result.failure._tag} (${result.failure.message}); the probe needs fixing`)
}
