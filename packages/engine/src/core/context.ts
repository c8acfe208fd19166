import { Result } from "effect"
import type { Claim, DiceRolled, DieKind, EventTag, MatchEvent, RollPurpose } from "@sidelines/schema"
import type { Match } from "../model/match.js"
import type { Square } from "../model/square.js"
import { neighbours } from "../model/square.js"
import { isObstacle } from "../model/features.js"
import { type MatchState, type PlayerState, type TeamState, withPlayer, withPlayerAt, withPlayers, withStack, withTeam, withTeams } from "../model/state.js"
import type { Variant } from "./variant/variant.js"
import type { Dispute, Modifier, Outcome, Ruling } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { type FoldError, RuleViolation, Unsupported } from "./violation.js"

/** Everything a rule needs while one event is folded in. */
export interface Ctx {
  readonly match: Match
  readonly variant: Variant
  readonly trustClaims: boolean
  readonly event: MatchEvent
  /** Collected while the event is folded; becomes the new state's `outcomes`. */
  readonly outcomes: Array<Outcome>
}

export type Fold<A> = Result.Result<A, FoldError>

/** A step's answer to an event: the new state, and whether the event was used up. */
export interface Handled {
  readonly state: MatchState
  readonly consumed: boolean
}

/** What the top step is waiting for. */
export type Expectation =
  | { readonly kind: "roll"; readonly die: DieKind; readonly for: RollPurpose; readonly player: string | null; readonly count?: number; readonly team?: number }
  | { readonly kind: "decision"; readonly team: number | null; readonly events: ReadonlyArray<EventTag>; readonly about: string }
  | { readonly kind: "nothing"; readonly about: string }

/**
 * How one kind of step behaves. A step with `auto` needs no event and runs as soon as it is
 * on top; any other step waits for the next event in `on`.
 */
export interface StepHandler<S extends Step> {
  readonly expects: (step: S, state: MatchState, match: Match) => Expectation
  readonly on?: (ctx: Ctx, state: MatchState, step: S, event: MatchEvent) => Fold<Handled>
  /** Returns undefined when there is nothing to do on its own and the step waits for an event. */
  readonly auto?: (ctx: Ctx, state: MatchState, step: S) => Fold<MatchState> | undefined
}

// ---- results ----

export const consumed = (state: MatchState): Fold<Handled> => Result.succeed({ state, consumed: true })
/** The step finished without using the event; the event goes on to the next step. */
export const passOn = (state: MatchState): Fold<Handled> => Result.succeed({ state, consumed: false })
export const done = (state: MatchState): Fold<MatchState> => Result.succeed(state)

/** Passes a failure on unchanged: a failure carries no success value, so its type can widen. */
export const propagate = <A>(failure: Result.Failure<unknown, FoldError>): Fold<A> => failure as unknown as Fold<A>

export const violation = <A>(ctx: Ctx, rule: string, message: string): Fold<A> =>
  Result.fail(new RuleViolation({ seq: ctx.event.seq, rule, message }))

export const unsupported = <A>(ctx: Ctx, feature: string, message: string): Fold<A> =>
  Result.fail(new Unsupported({ seq: ctx.event.seq, feature, message }))

// ---- the step stack ----

export const top = (state: MatchState): Step | undefined => state.stack[state.stack.length - 1]

/** Removes the top step. */
export const pop = (state: MatchState): MatchState => (withStack(state, state.stack.slice(0, -1)))

/** The stack with `drop` steps removed from the top and `steps` added so the first runs next. */
const restack = (stack: ReadonlyArray<Step>, drop: number, steps: ReadonlyArray<Step>): Array<Step> => {
  const keep = stack.length - drop
  const next = new Array<Step>(keep + steps.length)
  for (let i = 0; i < keep; i++) next[i] = stack[i]!
  for (let i = 0; i < steps.length; i++) next[keep + i] = steps[steps.length - 1 - i]!
  return next
}

/** Puts steps on the stack so that they run in the order given (the first one runs next). */
export const schedule = (state: MatchState, ...steps: ReadonlyArray<Step>): MatchState =>
  steps.length === 0 ? state : withStack(state, restack(state.stack, 0, steps))

/** Replaces the top step with the given steps, run in order. */
export const replaceTop = (state: MatchState, ...steps: ReadonlyArray<Step>): MatchState => withStack(state, restack(state.stack, 1, steps))

/** Replaces the top step with an updated copy of itself. */
export const updateTop = <S extends Step>(state: MatchState, step: S): MatchState => withStack(state, restack(state.stack, 1, [step]))

// ---- players and teams ----

export const playerIndex = (ctx: Ctx | { match: Match }, id: string): number => ctx.match.playerIndex.get(id)!

export const playerState = (state: MatchState, ctx: Ctx | { match: Match }, id: string): PlayerState =>
  state.players[ctx.match.playerIndex.get(id)!]!

export const setPlayer = (state: MatchState, index: number, patch: Partial<PlayerState>): MatchState => {
  const players = state.players.slice()
  players[index] = withPlayer(players[index]!, patch)
  return withPlayers(state, players)
}

/** `setPlayer` for the commonest change, a player moved: no patch object, whose reads are slow where patches of many shapes pass. */
export const setPlayerAt = (state: MatchState, index: number, at: Square | null): MatchState => {
  const players = state.players.slice()
  players[index] = withPlayerAt(players[index]!, at)
  return withPlayers(state, players)
}

export const setPlayerById = (state: MatchState, ctx: Ctx, id: string, patch: Partial<PlayerState>): MatchState =>
  setPlayer(state, playerIndex(ctx, id), patch)

export const setTeam = (state: MatchState, team: number, patch: Partial<TeamState>): MatchState => {
  const teams = state.teams.slice()
  teams[team] = withTeam(teams[team]!, patch)
  return withTeams(state, teams)
}

/** The player on a square, if any. */
export const playerOn = (state: MatchState, square: Square): PlayerState | undefined => {
  // Asked several times for every square moved: the coordinates compared in place.
  const players = state.players
  const x = square[0]
  const y = square[1]
  for (let i = 0; i < players.length; i++) {
    const at = players[i]!.at
    if (at !== null && at[0] === x && at[1] === y) return players[i]
  }
  return undefined
}

/** The squares next to `square` a player could be put on: on the pitch, empty, and no stall, sewer pit or gingerbread house. */
export const freeSquaresNextTo = (ctx: Ctx, state: MatchState, square: Square): Array<Square> => {
  const { pitch } = ctx.variant
  return neighbours(square).filter((next) => pitch.contains(next) && playerOn(state, next) === undefined && !isObstacle(pitch, next))
}

export const teamOf = (ctx: Ctx | { match: Match }, team: number) => ctx.match.header.teams[team]!

export const nameOf = (ctx: Ctx | { match: Match }, id: string): string => {
  const player = ctx.match.roster[ctx.match.playerIndex.get(id)!]
  return player === undefined ? id : `${player.name} (#${player.number})`
}

// ---- dice ----

const dieLabel = (die: DieKind) => (die === "block" ? "block dice" : die === "coin" ? "a coin" : `a ${die}`)

/**
 * The event must be the roll the rules ask for now: this die, for this purpose, for this player.
 * Anything else is a violation naming what was due.
 */
export const expectRoll = (
  ctx: Ctx,
  event: MatchEvent,
  die: DieKind,
  purpose: RollPurpose,
  player: string | null = null,
  count?: number
): Fold<DiceRolled> => {
  if (event._tag !== "DiceRolled") {
    return violation(ctx, purpose, `${dieLabel(die)} roll for ${purpose}${player === null ? "" : ` (${nameOf(ctx, player)})`} was due, not ${event._tag}`)
  }
  if (event.die !== die || event.for !== purpose) {
    return violation(ctx, purpose, `${dieLabel(die)} roll for ${purpose} was due, not ${dieLabel(event.die)} for ${event.for}`)
  }
  if (player !== null && event.player !== undefined && event.player !== player) {
    return violation(ctx, purpose, `the ${purpose} roll is for ${nameOf(ctx, player)}, not ${nameOf(ctx, event.player)}`)
  }
  if (count !== undefined && event.faces.length !== count) {
    return violation(ctx, purpose, `${count} ${dieLabel(die)} were due for ${purpose}, the log rolled ${event.faces.length}`)
  }
  return Result.succeed(event)
}

export const sum = (faces: ReadonlyArray<number>): number => faces.reduce((total, face) => total + face, 0)
export const totalModifier = (modifiers: ReadonlyArray<Modifier>): number => modifiers.reduce((total, m) => total + m.value, 0)

// ---- rulings and claims ----

export interface RulingInput {
  readonly rule: string
  readonly player?: string | null
  readonly roll: DiceRolled
  readonly target?: number | null
  readonly modifiers?: ReadonlyArray<Modifier>
  readonly total?: number | null
  readonly row?: string | null
  readonly result: string
  readonly success?: boolean | null
  readonly notes?: ReadonlyArray<string>
  /** The number needed on the die, compared with a claimed `target`. */
  readonly needed?: number | null
  /** For a pass/fail roll read as a row ("broken"), whether each row is the success, to follow a trusted `result` claim. */
  readonly successOfRow?: Readonly<Record<string, boolean>>
}

/**
 * Records how the rules judged a roll, compares it with what the log claims, and says what the
 * fold goes on with: the rules' result, or under --trust-claims the claim where they differ.
 */
export const judge = (ctx: Ctx, input: RulingInput): { readonly success: boolean | null; readonly row: string | null; readonly ruling: Ruling } => {
  // A roll judged later than it was rolled (a kick's distance, once Kick is declined by going on) answers to its own claim, not the event in hand's.
  const later = ctx.event._tag === "DiceRolled" && input.roll.seq !== undefined && input.roll.seq !== ctx.event.seq
  const claim: Claim | undefined = ctx.event._tag !== "DiceRolled" ? undefined : later ? input.roll.claimed : ctx.event.claimed
  const disputes: Array<Dispute> = []
  let success = input.success ?? null
  let row = input.row ?? null
  const follow = ctx.trustClaims ? "claim" : "rules"
  if (claim !== undefined) {
    if (claim.success !== undefined && success !== null && claim.success !== success) {
      disputes.push({ field: "success", claimed: claim.success, derived: success, followed: follow })
      if (ctx.trustClaims) success = claim.success
    }
    const derivedResult = row ?? input.result
    if (claim.result !== undefined && claim.result !== derivedResult && !(success !== null && claim.result === (success ? "success" : "failure"))) {
      disputes.push({ field: "result", claimed: claim.result, derived: derivedResult, followed: follow })
      if (ctx.trustClaims && row !== null) {
        row = claim.result
        const claimedSuccess = input.successOfRow?.[claim.result]
        if (claimedSuccess !== undefined) success = claimedSuccess
      }
    }
    if (claim.target !== undefined && input.needed != null && claim.target !== input.needed) {
      disputes.push({ field: "target", claimed: claim.target, derived: input.needed, followed: "rules" })
    }
  }
  const ruling: Ruling = {
    rule: input.rule,
    player: input.player ?? input.roll.player ?? null,
    die: input.roll.die,
    dice: input.roll.faces,
    target: input.target ?? null,
    modifiers: input.modifiers ?? [],
    total: input.total ?? null,
    row: input.row ?? null,
    result: input.result,
    success: input.success ?? null,
    notes: input.notes ?? [],
    disputes
  }
  ctx.outcomes.push({ _tag: "Ruling", ruling })
  return { success, row, ruling }
}

/** A D6 test: roll + modifiers must reach the target; a natural 1 fails and a natural 6 passes. */
export const testPasses = (face: number, target: number, modifiers: ReadonlyArray<Modifier>) => {
  const total = face + totalModifier(modifiers)
  const success = face === 1 ? false : face === 6 ? true : total >= target
  const notes = face === 1 ? ["a natural 1 always fails"] : face === 6 && total < target ? ["a natural 6 always succeeds"] : []
  // The number needed on the die itself, between 2 and 6.
  const needed = Math.min(6, Math.max(2, target - totalModifier(modifiers)))
  return { total, success, notes, needed }
}

export const note = (ctx: Ctx, text: string): void => {
  ctx.outcomes.push({ _tag: "Note", text })
}
