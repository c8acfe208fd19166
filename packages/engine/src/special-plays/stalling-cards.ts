import { holdsBall, looseBallOn, withBallOf } from "../model/balls.js"
import type { MatchEvent } from "@sidelines/schema"
import type { Step } from "../model/step.js"
import { isObstacle } from "../model/features.js"
import { sameSquare, type Square, squareName } from "../model/square.js"
import { type MatchState, withPlayer, withState, ballMovedTo } from "../model/state.js"
import { consumed, type Ctx, done, expectRoll, judge, nameOf, note, playerIndex, playerOn, pop, propagate, schedule, setPlayer, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { knockDown } from "../core/knock-down.js"
import { droppedBall } from "../skills/safe-pair-of-hands.js"
import { judgeStalling, STALLING } from "../core/stalling.js"
import { opponentsIn, tackleZonesOn } from "../core/tackle-zones.js"
import { enteringSquare } from "../core/trapdoor.js"
import { teamTurnHandler, type TeamTurnStep } from "../core/turn.js"
import { CARDS } from "./cards.js"
import { dealt, held } from "./draw.js"
import { anyCardMarked, type CardPlay, driveMark, targetsStep, type TargetsSpec } from "./helpers.js"

/**
 * The three cards played right after an opposition team turn in which one of its players was
 * Stalling (timing `after-opponent-stalling`): Heckler (Random Events), Look, a Distraction!
 * (Dirty Tricks) and Assassination Attempt (Miscellaneous Mayhem). Facts from BBBase
 * (docs/bb2020/core_rules/special_plays_card_pack.md), in our words.
 *
 * Stalling is the engine's judgement of core/stalling.ts (the same as Gutter Bowl's Restless
 * Fans): each time the moving team's coach is to decide, its ball carrier not yet activated who
 * could walk in with no dice is marked `stalling` until that team's next turn starts. Blood Bowl
 * judges it only while it matters to a card: while an opponent holds one of these cards, or
 * while Look, a Distraction! is in force against the team (core/turn.ts asks `judgeForCards`).
 *
 * The window (play.ts, moment "stalling") opens once the team turn is over — after its own
 * end-of-turn business, before the next team turn — while a player of that team judged Stalling
 * is still on the pitch. Our reading: a turn ending in a touchdown ends the drive at once and opens
 * no window (as Restless Fans rolls for nobody then). "The Stalling player": if more than one was,
 * their opponent names one (`PlayerChosen`, `for` the card's id; or `player` on the
 * `SpecialPlayPlayed`); with one, it is taken.
 */

const HECKLER = "heckler"
const LOOK = "look-a-distraction"
const ASSASSINATION = "assassination-attempt"

const STALLING_CARDS: ReadonlyArray<string> = CARDS.filter((card) => card.timing === "after-opponent-stalling").map((card) => card.id)

/** The marker of a player Look, a Distraction! asks a D6 of: Stalling as their team's last turn ended. */
const stalledMark = (player: string) => `special-play:${LOOK}-stalled:${player}`
/** Marks in `used` for this team turn: the D6 was rolled and passed, or failed. */
const PASSED = "look-a-distraction-passed"
const DISTRACTED = "look-a-distraction-failed"

/** Whether Look, a Distraction! is in force against `team` (played by another team this drive). */
const lookAgainst = (state: MatchState, team: number): boolean =>
  state.teams.some((_, holder) => holder !== team && state.kickOffEffects.includes(driveMark(LOOK, holder)))

/** Whether Stalling matters to a card for `team`'s players: an opponent holds a stalling card, or Look, a Distraction! is in force against it. */
const stallingMatters = (state: MatchState, team: number): boolean =>
  lookAgainst(state, team) || state.teams.some((_, other) => other !== team && held(state, other).some((card) => STALLING_CARDS.includes(card)))

/** Stalling judged as the moving team's coach decides, where a card makes it matter (core/turn.ts). */
export const judgeForCards = (ctx: Ctx, state: MatchState, team: number): MatchState =>
  (dealt(state) || anyCardMarked(state)) && stallingMatters(state, team) ? judgeStalling(ctx, state, team) : state

/** The team's players judged Stalling this turn and still on the pitch. */
export const stalledOnPitch = (state: MatchState, team: number): ReadonlyArray<number> =>
  state.players.flatMap((p, i) => (p.team === team && p.at !== null && p.used.includes(STALLING) ? [i] : []))

/** As `team`'s turn ends with Look, a Distraction! in force against it: the players who were Stalling now are those who roll next turn. */
export const distractionAtTurnEnd = (state: MatchState, team: number): MatchState => {
  if (!anyCardMarked(state) || !lookAgainst(state, team)) return state
  const mine = new Set(state.players.filter((p) => p.team === team).map((p) => stalledMark(p.id)))
  const kept = state.kickOffEffects.filter((e) => !mine.has(e))
  return withState(state, { kickOffEffects: [...kept, ...stalledOnPitch(state, team).map((i) => stalledMark(state.players[i]!.id))] })
}

// ---- the Stalling player named ----

const stallingPlayer = (card: string, standing: boolean, who: string): TargetsSpec => ({
  count: 1,
  pick: "chosen",
  who,
  eligible: (_ctx, state, team, index) => {
    const p = state.players[index]!
    return p.team !== team && p.at !== null && p.used.includes(STALLING) && (!standing || p.posture === "standing")
  },
  apply: (_ctx, state, team, players) => (players.length === 0 ? state : schedule(state, cardStep(card, team, state.players[players[0]!]!)))
})

const HECKLER_TARGET = stallingPlayer(HECKLER, true, "the Standing opposition player who was Stalling")
const ASSASSINATION_TARGET = stallingPlayer(ASSASSINATION, true, "the Standing opposition player who was Stalling")

/** Plays a card on the Stalling player: the one named on the card, or the one there is, or one named next. */
const onStallingPlayer = (card: string, name: string, spec: TargetsSpec): CardPlay => (ctx, state, team, event) => {
  const pool = state.players.flatMap((_, i) => (spec.eligible(ctx, state, team, i) ? [i] : []))
  if (pool.length === 0) return violation(ctx, name, `${name} needs ${spec.who}, on the pitch; there is none`)
  const named = event.player === undefined ? undefined : ctx.match.playerIndex.get(event.player)
  if (event.player !== undefined && (named === undefined || !pool.includes(named))) return violation(ctx, name, `${nameOf(ctx, event.player)} is not ${spec.who}`)
  note(ctx, `${teamOf(ctx, team).name} play ${name} on ${event.player !== undefined ? nameOf(ctx, event.player) : pool.length === 1 ? nameOf(ctx, state.players[pool[0]!]!.id) : "the Stalling player they name"}`)
  return done(schedule(state, { ...targetsStep(card, team, spec), chosen: event.player === undefined ? [] : [event.player] }))
}

// ---- Heckler ----

/**
 * Heckler: the Stalling player moves D3+1 squares (`d3` `special-play`, `player` set) straight
 * towards their own End Zone, away from the card player's. Dodges out of marked squares pass
 * with no roll, whatever the modifiers. Our readings of the path:
 *
 * - Each square is the one straight back while it is on the pitch and empty: no choice.
 * - Where it is occupied (or a feature), the player goes round it: one of the two squares
 *   diagonally back, or one sideways, empty and on the pitch, not one already crossed in this
 *   move. With one such square it is taken; with more, the Stalling player's own coach chooses
 *   (`PushChosen` with the player and the square): it is their player who moves, the card fixing
 *   only where. Each of these squares counts as one of the D3+1.
 * - Where no such square is free the move stops (fully blocked); at the end line (the square
 *   straight back off the pitch) it stops too: nobody leaves the pitch by it.
 * - It is no action: no Rush, no MA spent, and no skill that answers a Dodge or a voluntary move
 *   (Diving Tackle, Shadowing, Tentacles) is used against it. A held ball goes along.
 * - A trapdoor on a square is rolled for as the player enters it: if it opens they drop through
 *   and the move is over. A loose ball on a square is not picked up (the card moves them, not
 *   their own action): it bounces, and the move goes on.
 */
export interface HecklerStep {
  readonly _tag: "Heckler"
  readonly team: number
  readonly player: string
  /** Squares still to move, or null until the D3 is rolled. */
  readonly left: number | null
  /** The squares crossed so far (and the start). */
  readonly path: ReadonlyArray<Square>
}

type Next = { readonly kind: "stop"; readonly why: string } | { readonly kind: "move"; readonly to: Square; readonly round: boolean } | { readonly kind: "choose"; readonly squares: ReadonlyArray<Square> }

/** The step along x towards the team's own End Zone. */
const backwards = (ctx: Ctx, team: number, y: number): number => (ctx.variant.pitch.isEndZoneOf(team, [0, y]) ? -1 : 1)

const hecklerNext = (ctx: Ctx, state: MatchState, step: HecklerStep): Next => {
  const me = state.players[playerIndex(ctx, step.player)]!
  const at = me.at!
  const pitch = ctx.variant.pitch
  const dx = backwards(ctx, me.team, at[1])
  const free = (square: Square) => pitch.contains(square) && !isObstacle(pitch, square) && playerOn(state, square) === undefined
  const straight: Square = [at[0] + dx, at[1]]
  if (!pitch.contains(straight)) return { kind: "stop", why: `${nameOf(ctx, step.player)} is at the end line: the move stops` }
  if (free(straight)) return { kind: "move", to: straight, round: false }
  const round = ([[at[0] + dx, at[1] - 1], [at[0] + dx, at[1] + 1], [at[0], at[1] - 1], [at[0], at[1] + 1]] as Array<Square>)
    .filter((square) => free(square) && !step.path.some((s) => sameSquare(s, square)))
  if (round.length === 0) return { kind: "stop", why: `${nameOf(ctx, step.player)} is blocked on every side: the move stops` }
  return round.length === 1 ? { kind: "move", to: round[0]!, round: true } : { kind: "choose", squares: round }
}

/** One square of the Heckler's move: a trapdoor's roll and a loose ball's bounce come before the next square. */
const hecklerStep = (ctx: Ctx, state: MatchState, step: HecklerStep, to: Square) => {
  const index = playerIndex(ctx, step.player)
  const me = state.players[index]!
  const marked = tackleZonesOn(state, me.team, me.at!, opponentsIn(ctx.variant)).length > 0
  // A loose ball on the square: moved there by the card, not by their own move, they do not pick it up; it bounces.
  const onBall = looseBallOn(state, to)
  note(ctx, `Heckler: ${nameOf(ctx, step.player)} moves from ${squareName(me.at!)} to ${squareName(to)}${marked ? " (the Dodge passes automatically)" : ""}${onBall ? "; the ball lying there bounces" : ""}`)
  let next = withBallOf(setPlayer(state, index, { at: to }), step.player)
  if (next.ball.carrier === step.player) next = withState(next, { ball: ballMovedTo(next.ball, to) })
  const left = step.left! - 1
  const moving = left === 0 ? pop(next) : updateTop(next, { ...step, left, path: [...step.path, to] })
  // A trapdoor on the square is rolled for at once (the move stops if it opens), then the ball bounces.
  const bounce: ReadonlyArray<Step> = onBall ? [{ _tag: "Bounce", from: to, context: { kickOff: false }, more: ctx.variant.bounces - 1 }] : []
  return done(schedule(moving, ...enteringSquare(ctx, next, step.player, to), ...bounce))
}

export const hecklerHandler: StepHandler<HecklerStep> = {
  expects: (step, state, match) =>
    step.left === null
      ? { kind: "roll", die: "d3", for: "special-play", player: step.player }
      : { kind: "decision", team: state.players[match.playerIndex.get(step.player)!]!.team, events: ["PushChosen"], about: `Heckler: choose the square ${step.player} goes round into` },
  auto: (ctx, state, step) => {
    if (step.left === null) return undefined
    // Through a trapdoor on the way: the move ends there.
    if (state.players[playerIndex(ctx, step.player)]!.at === null) return done(pop(state))
    const next = hecklerNext(ctx, state, step)
    if (next.kind === "choose") return undefined
    if (next.kind === "stop") {
      note(ctx, `Heckler: ${next.why}, ${step.left} square${step.left === 1 ? "" : "s"} short`)
      return done(pop(state))
    }
    return hecklerStep(ctx, state, step, next.to)
  },
  on: (ctx, state, step, event) => {
    if (step.left === null) {
      const rolled = expectRoll(ctx, event, "d3", "special-play", step.player, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      judge(ctx, { rule: "Heckler", roll: rolled.success, total: face + 1, modifiers: [{ value: 1, source: "Heckler: D3+1" }], result: `${nameOf(ctx, step.player)} moves ${face + 1} squares towards their own End Zone` })
      return consumed(updateTop(state, { ...step, left: face + 1 }))
    }
    const next = hecklerNext(ctx, state, step)
    const options = next.kind === "choose" ? next.squares : []
    if (event._tag !== "PushChosen" || event.player !== step.player || event.to === null || !options.some((s) => sameSquare(s, event.to))) {
      return violation(ctx, "Heckler", `Heckler: ${teamOf(ctx, state.players[playerIndex(ctx, step.player)]!.team).name} choose the square ${nameOf(ctx, step.player)} goes round into (PushChosen), one of ${options.map(squareName).join(", ")}`)
    }
    const moved = hecklerStep(ctx, state, step, event.to)
    return moved._tag === "Failure" ? propagate(moved) : consumed(moved.success)
  }
}

// ---- Assassination Attempt ----

/**
 * Assassination Attempt: a D6 (`special-play`, `player` set) for the Stalling player: 1 nothing;
 * 2-3 Placed Prone; 4-5 Knocked Down (armour and injury as for any knock-down, nobody's block);
 * 6 Knocked Down with +1 to the armour or the injury roll, chosen once the dice are seen — which
 * the engine places as it does Mighty Blow (on the armour where it breaks it, else on the injury).
 * A ball the player holds is dropped and bounces (Safe Pair of Hands may place it).
 */
export interface AssassinationStep {
  readonly _tag: "AssassinationAttempt"
  readonly team: number
  readonly player: string
}

export const assassinationHandler: StepHandler<AssassinationStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "special-play", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "special-play", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const who = nameOf(ctx, step.player)
    const row = face === 1 ? "fended-off" : face <= 3 ? "placed-prone" : face <= 5 ? "knocked-down" : "knocked-down-plus-one"
    const result = face === 1
      ? `${who} fends off the assassin`
      : face <= 3 ? `${who} is Placed Prone` : face <= 5 ? `${who} is Knocked Down` : `${who} is Knocked Down, +1 to the armour or the injury roll`
    judge(ctx, { rule: "Assassination Attempt", roll: rolled.success, total: face, row, result })
    if (face === 1) return consumed(pop(state))
    if (face >= 4) {
      const bonus = face === 6 ? { bonus: { skill: "Assassination Attempt", value: 1, source: "Assassination Attempt (a 6)" } } : {}
      return consumed(updateTop(state, knockDown(step.player, { cause: "other", by: null, turnover: null, ...bonus })))
    }
    const index = playerIndex(ctx, step.player)
    const at = state.players[index]!.at!
    const hadBall = holdsBall(state, step.player)
    let next = withBallOf(setPlayer(state, index, { posture: "prone" }), step.player)
    if (!hadBall) return consumed(pop(next))
    next = withState(next, { ball: { at, carrier: null, inPlay: true } })
    return consumed(updateTop(next, droppedBall(ctx, next, step.player, at, "placed-prone")))
  }
}

// ---- Look, a Distraction! ----

/**
 * Look, a Distraction!: for the rest of the drive, each time the opposing coach activates a player
 * who was Stalling as their team's previous turn ended, a D6 first (`special-play`, `player`
 * set): 1-3 the player cannot be activated this team turn (the declaration is void: no action is
 * spent, the coach goes on with another player); 4-6 the activation goes on as declared. The
 * players who roll are marked `special-play:look-a-distraction-stalled:<id>` when the card is
 * played and again each time that team's turn ends (`distractionAtTurnEnd`); the marks go with the
 * drive. Rolled once a turn for a player: a pass holds for that turn.
 */
export interface DistractionStep {
  readonly _tag: "Distraction"
  readonly player: string
  /** The declaration waiting on the D6. */
  readonly declared: Extract<MatchEvent, { _tag: "ActionDeclared" }>
}

/** Whether the player's activation waits on Look, a Distraction!'s D6. */
export const distractionDue = (state: MatchState, index: number): boolean => {
  if (!anyCardMarked(state)) return false
  const p = state.players[index]!
  return state.kickOffEffects.includes(stalledMark(p.id)) && lookAgainst(state, p.team) && !p.used.includes(PASSED)
}

/** Why the player cannot be activated (a failed D6 of Look, a Distraction! this turn), or null. */
export const distractedProblem = (ctx: Ctx, state: MatchState, index: number): string | null =>
  state.players[index]!.used.includes(DISTRACTED) ? `${nameOf(ctx, state.players[index]!.id)} is distracted (Look, a Distraction!) and cannot be activated this team turn` : null

export const distractionHandler: StepHandler<DistractionStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "special-play", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "special-play", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const who = nameOf(ctx, step.player)
    const { success } = judge(ctx, {
      rule: "Look, a Distraction!",
      roll: rolled.success,
      target: 4,
      total: face,
      success: face >= 4,
      needed: 4,
      result: face >= 4 ? `${who} can be activated as normal` : `${who} is distracted and cannot be activated this team turn`
    })
    const index = playerIndex(ctx, step.player)
    const me = state.players[index]!
    const marked = withState(pop(state), { players: state.players.map((p, i) => (i === index ? withPlayer(p, { used: [...me.used, success === true ? PASSED : DISTRACTED] }) : p)) })
    if (success !== true) return consumed(marked)
    // The declaration goes on as the coach made it: the team turn takes it now.
    const turn = marked.stack[marked.stack.length - 1] as TeamTurnStep
    return teamTurnHandler.on!(ctx, marked, turn, step.declared)
  }
}

const playLook: CardPlay = (ctx, state, team) => {
  const opponents = state.teams.flatMap((_, other) => (other !== team ? stalledOnPitch(state, other) : []))
  if (opponents.length === 0) return violation(ctx, "Look, a Distraction!", "Look, a Distraction! needs an opposition player who was Stalling, on the pitch; there is none")
  note(ctx, `${teamOf(ctx, team).name} play Look, a Distraction!: until the end of the drive, a D6 before ${opponents.map((i) => nameOf(ctx, state.players[i]!.id)).join(", ")} (and whoever is Stalling as their team's turns end) may be activated; 1-3 not this turn`)
  const marks = opponents.map((i) => stalledMark(state.players[i]!.id))
  return done(withState(state, { kickOffEffects: [...state.kickOffEffects, driveMark(LOOK, team), ...marks] }))
}

const cardStep = (card: string, team: number, player: MatchState["players"][number]): HecklerStep | AssassinationStep =>
  card === HECKLER ? { _tag: "Heckler", team, player: player.id, left: null, path: [player.at!] } : { _tag: "AssassinationAttempt", team, player: player.id }

export const stallingTargets: Readonly<Record<string, TargetsSpec>> = { [HECKLER]: HECKLER_TARGET, [ASSASSINATION]: ASSASSINATION_TARGET }

export const stallingCards: Readonly<Record<string, CardPlay>> = {
  [HECKLER]: onStallingPlayer(HECKLER, "Heckler", HECKLER_TARGET),
  [LOOK]: playLook,
  [ASSASSINATION]: onStallingPlayer(ASSASSINATION, "Assassination Attempt", ASSASSINATION_TARGET)
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/stalling-cards": AssassinationStep | DistractionStep | HecklerStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    distractedProblem: typeof distractedProblem
    distractionAtTurnEnd: typeof distractionAtTurnEnd
    distractionDue: typeof distractionDue
    judgeForCards: typeof judgeForCards
  }
}
