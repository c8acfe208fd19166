import { above } from "./above.js"
import { withBallOf } from "../model/balls.js"
import { inSewerPit } from "../model/features.js"
import { withState } from "../model/state.js"
import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import { hasSkill, skillValue } from "../model/match.js"
import { skillNumber } from "../model/skills.js"
import { isAdjacent } from "../model/square.js"
import type { MatchState, PlayerState } from "../model/state.js"
import { type ActivationStep, withActivation } from "./activation.js"
import {
  consumed,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  passOn,
  playerIndex,
  propagate,
  replaceTop,
  setTeam,
  schedule,
  setPlayer,
  type StepHandler,
  teamOf,
  updateTop,
  violation
} from "./context.js"
import { armourHandler, type ArmourStep } from "./knock-down.js"
import { type InjuryBonus, injuryHandler, type InjuryStep } from "./injury.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { exertsTackleZone } from "./tackle-zones.js"
import { turnoverStep } from "./turnover.js"
import { opposed, sameSide } from "./variant/variant.js"
import { characteristic } from "../model/match.js"

/**
 * The victim's armour (and injury) roll of a foul. It is resolved by the injury rules' own Armour
 * and Injury steps; this wrapper only notes whether the dice came up a natural double, which is
 * what the referee watches for.
 */
export interface FoulRollStep {
  readonly _tag: "FoulRoll"
  readonly fouler: string
  readonly roll: ArmourStep | InjuryStep
  /** The 2D6 rolled, held while Boot Camp may re-roll them (special-plays/benefits-of-training.ts). */
  readonly bootCamp?: ReadonlyArray<number> | undefined
}

/** Once the foul (and any injury it caused) is resolved: did the referee see it? */
export interface FoulRefereeStep {
  readonly _tag: "FoulReferee"
  readonly fouler: string
  /** What the referee saw ("a double on the armour roll"), or null. */
  readonly spotted: string | null
  /** The fouled player (for a stadium's rule after the foul). */
  readonly victim?: string
}

/** The Argue the Call table's rows. */
export type ArgueRow = "youre-outta-here" | "well-when-you-put-it-like-that" | "i-dont-care"

/** The row and Fink's part a judged argument came to, kept while the coach may re-roll its natural 1. */
export interface PendingArgument {
  readonly row: ArgueRow
  readonly fink: boolean
}

/**
 * The referee sends the fouler off: the coach may Argue the Call (first) and use Bribes; with
 * neither, or when they fail, the fouler goes to the sent-off box and the turn is over.
 */
export interface SentOffStep {
  readonly _tag: "SentOff"
  readonly fouler: string
  /** "fink": a failed bribe that Fink da Fixer may roll again (inducements/staff/fink-da-fixer.ts); "corruption": a natural 1 Bribery and Corruption may re-roll (inducements/referees/argue-the-call.ts). */
  readonly stage: "decide" | "argue" | "bribe" | "fink" | "corruption"
  readonly argued: boolean
  /** The argument's result while its natural 1 may still be re-rolled. */
  readonly pending?: PendingArgument
  /** Bribes tried (and failed) on this send-off. */
  readonly bribes: number
  /** false: no turnover follows (a Special Plays Technicality, at the end of the other team's turn). */
  readonly turnover?: false
  /** Thoron Korensson's Strict Discipline: no Bribe, and a You're Outta Here! costs one more player (inducements/referees/thoron-korensson.ts). */
  readonly strictDiscipline?: true
}

/** Steps of the Foul action. */
export type FoulStep = FoulRollStep | FoulRefereeStep | SentOffStep

/**
 * Whether `helper` gives an assist against `against` (BB2020, as for a block): standing with
 * tackle zones, next to `against`, and not marked by any opponent other than `against` (Guard
 * assists even when marked). `exclude` is the player making the foul or suffering it.
 */
const assists = (ctx: Ctx, state: MatchState, helper: PlayerState, against: PlayerState, exclude: PlayerState): boolean => {
  if (helper.id === exclude.id || !exertsTackleZone(helper) || !isAdjacent(helper.at!, against.at!)) return false
  if (hasSkill(ctx.match, state, playerIndex(ctx, helper.id), "Guard") && !above.guardStopped(ctx, state, helper)) return true
  return !state.players.some((other) =>
    opposed(ctx.variant, other.team, helper.team) && other.id !== against.id && exertsTackleZone(other) && isAdjacent(other.at!, helper.at!)
  )
}

/** The armour modifiers of a foul: +1 per offensive assist, −1 per defensive assist. */
export const foulAssists = (ctx: Ctx, state: MatchState, fouler: PlayerState, victim: PlayerState): Array<Modifier> => {
  const modifiers: Array<Modifier> = []
  for (const helper of state.players) {
    if (sameSide(ctx.variant, helper.team, fouler.team) && assists(ctx, state, helper, victim, fouler)) modifiers.push({ value: 1, source: `assist: ${nameOf(ctx, helper.id)}` })
  }
  for (const helper of state.players) {
    if (sameSide(ctx.variant, helper.team, victim.team) && assists(ctx, state, helper, fouler, victim)) modifiers.push({ value: -1, source: `defensive assist: ${nameOf(ctx, helper.id)}` })
  }
  return modifiers
}

const dirtyPlayer = (ctx: Ctx, state: MatchState, fouler: string): InjuryBonus | null => {
  const index = playerIndex(ctx, fouler)
  return hasSkill(ctx.match, state, index, "Dirty Player") ? { skill: "Dirty Player", value: skillNumber(skillValue(ctx.match, state, index, "Dirty Player"), 1) } : null
}

/**
 * A Foul (BB2020): a kick at an adjacent Prone or Stunned opponent. An armour roll with the
 * assists (and Dirty Player on armour or injury), an injury roll if it breaks; a natural double
 * on the armour roll, or on the injury roll, and the referee sends the fouler off. The activation
 * ends with the foul.
 */
export const commitFoul = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "FoulCommitted" }>): Fold<Handled> => {
  const who = nameOf(ctx, step.player)
  if (event.player !== step.player) return violation(ctx, "foul", `${who} is acting, not ${nameOf(ctx, event.player)}`)
  if (step.action !== "foul") return violation(ctx, "foul", `a ${step.action} action cannot foul; declare a Foul action`)
  if (step.acted) return violation(ctx, "foul", `${who} has already fouled in this action`)
  const fouler = state.players[playerIndex(ctx, step.player)]!
  const victim = state.players[playerIndex(ctx, event.target)]!
  const whom = nameOf(ctx, event.target)
  if (inSewerPit(ctx.variant.pitch, victim.at)) return violation(ctx, "foul", `${whom} is down a sewer pit and cannot be targeted`)
  if (fouler.at === null || fouler.posture !== "standing") return violation(ctx, "foul", `${who} must be standing to foul`)
  if (victim.team === fouler.team) return violation(ctx, "foul", `${who} cannot foul a team-mate`)
  if (!opposed(ctx.variant, victim.team, fouler.team)) return violation(ctx, "foul", `${who} cannot foul an ally`)
  if (victim.at === null) return violation(ctx, "foul", `${whom} is not on the pitch`)
  // Spranley's Cup (a Special Plays card): nobody may foul its holder.
  if (above.holdsSpranleysCup(state, playerIndex(ctx, event.target))) return violation(ctx, "Spranley's Cup", `${whom} holds Spranley's Cup and cannot be fouled`)
  if (victim.posture === "standing") return violation(ctx, "foul", `only a Prone or Stunned player can be fouled; ${whom} is standing`)
  if (!isAdjacent(fouler.at, victim.at)) return violation(ctx, "foul", `${whom} is not next to ${who}`)
  const modifiers = foulAssists(ctx, state, fouler, victim)
  ctx.outcomes.push({
    _tag: "Note",
    text: `${who} fouls ${whom}` + (modifiers.length > 0 ? ` [${modifiers.map((m) => m.source).join(", ")}]` : "")
  })
  const armour: ArmourStep = { _tag: "Armour", player: event.target, cause: "foul", by: step.player, modifiers, bonus: dirtyPlayer(ctx, state, step.player) }
  // Sneaky Git: a fouler with movement left may move on after the foul (activation.ts).
  const movesOn = hasSkill(ctx.match, state, playerIndex(ctx, step.player), "Sneaky Git") && step.moved < characteristic(ctx.match, state, playerIndex(ctx, step.player), "ma")
  const next = updateTop(state, withActivation(step, { acted: true, finished: !movesOn }))
  // Special Plays cards played now, before the armour roll (Heavy Bias, special-plays/dirty-tricks.ts).
  const cards = above.foulWindow(next, fouler.team)
  return consumed(schedule(next, ...cards, { _tag: "FoulRoll", fouler: step.player, roll: armour }, { _tag: "FoulReferee", fouler: step.player, spotted: null, victim: event.target }))
}

/** Notes what the referee saw on the FoulReferee step waiting further down the stack. */
const tellReferee = (state: MatchState, fouler: string, spotted: string): MatchState => {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const step = state.stack[i]!
    if (step._tag === "FoulReferee" && step.fouler === fouler) {
      if (step.spotted !== null) return state
      const stack = state.stack.slice()
      stack[i] = { ...step, spotted }
      return withState(state, {stack })
    }
  }
  return state
}

export const foulRollHandler: StepHandler<FoulRollStep> = {
  expects: (step, state, match) =>
    step.bootCamp !== undefined ? above.bootCampExpects(step, state, match)
    : step.roll._tag === "Armour" ? armourHandler.expects(step.roll, state, match) : injuryHandler.expects(step.roll, state, match),
  // Boot Camp (a Special Plays card): the fouler may re-roll one of the two rolls before it counts.
  on: (ctx, state, step, event) => above.bootCamp(ctx, state, step, event, foulRollResolved) ?? foulRollResolved(ctx, state, step, event)
}

/** The foul's armour or injury roll, once it stands: resolved, and watched for a natural double. */
const foulRollResolved = (ctx: Ctx, state: MatchState, step: FoulRollStep, event: MatchEvent): Fold<Handled> => {
  const roll = step.roll
  const before = ctx.outcomes.length
  const handled = roll._tag === "Armour" ? armourHandler.on!(ctx, state, roll, event) : injuryHandler.on!(ctx, state, roll, event)
  if (handled._tag === "Failure") return handled
  // The roll was accepted, so the event is the 2D6 the step asked for.
  const faces = event._tag === "DiceRolled" ? event.faces : []
  let next = handled.success.state
  // Walk It Off (a Special Plays card): a victim the foul's injury roll left Stunned gains Bone Head.
  const stunned = roll._tag === "Injury" && ctx.outcomes.slice(before).some((o) => o._tag === "Injury" && o.player === roll.player && o.result === "stunned")
  if (stunned) next = above.walkItOff(next, step.fouler, playerIndex(ctx, roll.player), (text) => ctx.outcomes.push({ _tag: "Note", text }))
  // Sneaky Git: a double on the armour roll is not seen; one on the injury roll still is.
  const sneaky = roll._tag === "Armour" && hasSkill(ctx.match, state, playerIndex(ctx, step.fouler), "Sneaky Git")
  if (faces.length === 2 && faces[0] === faces[1] && sneaky) {
    ctx.outcomes.push({ _tag: "Note", text: `a natural double (${faces[0]} + ${faces[1]}) on the armour roll, but ${nameOf(ctx, step.fouler)} is a Sneaky Git: not sent off for it` })
  } else if (faces.length === 2 && faces[0] === faces[1]) {
    next = tellReferee(next, step.fouler, `a natural double (${faces[0]} + ${faces[1]}) on the ${roll._tag === "Armour" ? "armour" : "injury"} roll`)
  }
  // Armour broken: the injury roll that follows is watched as well.
  const top = next.stack[next.stack.length - 1]
  if (roll._tag === "Armour" && top?._tag === "Injury" && top.player === roll.player) {
    next = updateTop(next, { _tag: "FoulRoll", fouler: step.fouler, roll: top })
  }
  return Result.succeed({ state: next, consumed: handled.success.consumed })
}

export const foulRefereeHandler: StepHandler<FoulRefereeStep> = {
  expects: () => ({ kind: "nothing", about: "the referee" }),
  auto: (ctx, state, step) => {
    // What the stadium's crowd does once the referee has ruled (Know-it-all Hecklers).
    const after = step.victim === undefined || ctx.variant.afterFoul === undefined ? [] : ctx.variant.afterFoul(step.fouler, step.victim)
    // Under Scrutiny (a Blood Bowl prayer of the other team, for the half): every foul is spotted.
    const scrutiny = step.spotted === null && above.underScrutiny(state, state.players[playerIndex(ctx, step.fouler)]!.team)
    if (scrutiny) step = { ...step, spotted: "the team is Under Scrutiny, so every foul is seen" }
    // Heavy Bias (a Special Plays card): whatever was seen, the fouler is not sent off for this foul.
    if (above.heavyBias(state, step.fouler)) {
      if (step.spotted !== null) ctx.outcomes.push({ _tag: "Note", text: `${step.spotted}, but Heavy Bias: ${nameOf(ctx, step.fouler)} is not sent off` })
      return done(replaceTop(state, ...after))
    }
    // A foul the referee did not see: the other team's Biased Referee may still (Close Scrutiny).
    if (step.spotted === null) return done(replaceTop(state, ...(ctx.variant.sendingOff ? above.closeScrutiny(ctx.match, state, step.fouler, step.victim ?? null) : []), ...after))
    // No referee in this variant (Gutter Bowl): nobody is sent off for it.
    if (!ctx.variant.sendingOff) {
      ctx.outcomes.push({ _tag: "Note", text: `${step.spotted}, but there is no referee: ${nameOf(ctx, step.fouler)} plays on` })
      return done(replaceTop(state, ...after))
    }
    ctx.outcomes.push({ _tag: "Note", text: `the referee spots ${nameOf(ctx, step.fouler)}'s foul: ${step.spotted}` })
    return done(replaceTop(state, { _tag: "SentOff", fouler: step.fouler, stage: "decide", argued: false, bribes: 0 }, ...after))
  }
}

/** The fouler leaves for the sent-off box; the ball bounces if they held it; the turn is over. */
export const sendOff = (ctx: Ctx, state: MatchState, fouler: string, turnover = true): MatchState => {
  const index = playerIndex(ctx, fouler)
  const player = state.players[index]!
  const steps: Array<Step> = turnover ? [turnoverStep("sent-off", player.team, fouler)] : []
  let next = withBallOf(state, fouler)
  if (next.ball.carrier === fouler && player.at !== null) {
    next = withState(next, {ball: { at: player.at, carrier: null, inPlay: true } })
    steps.push({ _tag: "Bounce", from: player.at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
  }
  next = above.leaderRerollKept(ctx.match, setPlayer(next, index, { at: null, box: "sent-off", posture: "standing", justStunned: false }), player.team)
  ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, fouler)} is sent off` })
  return replaceTop(next, ...steps)
}

const decide = (ctx: Ctx, state: MatchState, step: SentOffStep, event: MatchEvent): Fold<Handled> => {
  const team = state.players[playerIndex(ctx, step.fouler)]!.team
  // The Main 'Skull'-prit (a Special Plays card): no argument and no bribe for this player.
  if ((event._tag === "CallArgued" || (event._tag === "InducementUsed" && event.inducement === "bribe")) && !above.mayContestSendingOff(state, playerIndex(ctx, step.fouler))) {
    return violation(ctx, "The Main 'Skull'-prit", `${nameOf(ctx, step.fouler)} is The Main 'Skull'-prit: the call cannot be argued nor a bribe used for them`)
  }
  if (event._tag === "CallArgued") {
    // Ranulf 'Red' Hokuli officiates: nobody may Argue the Call this match (inducements/referees/ranulf-hokuli.ts).
    if (above.argueForbidden(ctx.match)) return violation(ctx, above.NO_ARGUING, "Ranulf 'Red' Hokuli was induced for this match: neither coach may Argue the Call")
    if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "argue the call", `only ${teamOf(ctx, team).name}'s coach can argue the call on ${nameOf(ctx, step.fouler)}`)
    if (step.argued) return violation(ctx, "argue the call", "the call can be argued only once")
    // Either may come first: the rulebook gives no order, and FFB has asked for the Bribe first (older
    // BB2020 replays) as well as for the argument first (its StepBribes now). A failed Bribe leaves the call to argue.
    if (state.teams[team]!.coachEjected) return violation(ctx, "argue the call", `${teamOf(ctx, team).name}'s head coach was ejected for arguing and cannot argue again`)
    return consumed(updateTop(state, { ...step, stage: "argue", argued: true }))
  }
  if (event._tag === "InducementUsed" && event.inducement === "bribe") {
    if (step.strictDiscipline === true) return violation(ctx, "Strict Discipline", `${nameOf(ctx, step.fouler)} was sent off by Thoron Korensson: no Bribe may be used`)
    if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "bribe", `only ${teamOf(ctx, team).name} can bribe the referee for ${nameOf(ctx, step.fouler)}`)
    if (event.player !== undefined && event.player !== step.fouler) return violation(ctx, "bribe", `the bribe is for ${nameOf(ctx, step.fouler)}, who was sent off, not ${nameOf(ctx, event.player)}`)
    const left = state.teams[team]!.bribes
    if (left <= 0) return violation(ctx, "bribe", `${teamOf(ctx, team).name} have no bribe left to use`)
    return consumed(updateTop(setTeam(state, team, { bribes: left - 1 }), { ...step, stage: "bribe", bribes: step.bribes + 1 }))
  }
  if (event._tag === "ChoiceDeclined" && (event.choice === "argue-the-call" || event.choice === "bribe") && ctx.match.teamIndex.get(event.team) === team) {
    return consumed(sendOff(ctx, state, step.fouler, step.turnover !== false))
  }
  // No argument and no bribe: the fouler is sent off.
  return passOn(sendOff(ctx, state, step.fouler, step.turnover !== false))
}

/** What an argument for the fouler came to. */
const argued = (ctx: Ctx, state: MatchState, step: SentOffStep, team: number, outcome: ArgueRow, fink: boolean): MatchState => {
  if (outcome === "well-when-you-put-it-like-that") return replaceTop(state, ...(step.turnover === false ? [] : [turnoverStep("sent-off", team, step.fouler)]))
  // An ejected coach cannot bribe the referee either.
  if (outcome === "youre-outta-here") {
    const gone = sendOff(ctx, setTeam(fink ? above.sendFinkOff(state, team) : state, team, { coachEjected: true }), step.fouler, step.turnover !== false)
    // Thoron Korensson: one more of the team's players on the pitch goes, drawn at random.
    return step.strictDiscipline === true ? schedule(gone, above.strictDisciplineDraw(team)) : gone
  }
  // Strict Discipline: no bribe to try after a lost argument.
  if (step.strictDiscipline === true) return sendOff(ctx, state, step.fouler, step.turnover !== false)
  return updateTop(state, { ...step, stage: "decide" })
}

export const sentOffHandler: StepHandler<SentOffStep> = {
  expects: (step, state, match) => {
    switch (step.stage) {
      case "decide": {
        // No arguing while Ranulf officiates; no bribe on Korensson's sending-off.
        const argue = !step.argued && !above.argueForbidden(match)
        const bribe = step.strictDiscipline !== true
        return {
          kind: "decision",
          team: state.players[match.playerIndex.get(step.fouler)!]!.team,
          events: [...(argue ? ["CallArgued" as const] : []), ...(bribe ? ["InducementUsed" as const] : []), "ChoiceDeclined"],
          about: step.strictDiscipline === true ? "argue the call? (no bribe: Strict Discipline)" : above.argueForbidden(match) ? "use a bribe? (nobody may argue the call with Ranulf about)" : "argue the call or use a bribe?"
        }
      }
      case "argue":
        return { kind: "roll", die: "d6", for: "argue-the-call", player: null }
      case "bribe":
        return { kind: "roll", die: "d6", for: "bribe", player: null }
      case "fink":
        return { kind: "decision", team: state.players[match.playerIndex.get(step.fouler)!]!.team, events: ["RerollUsed", "RerollDeclined"], about: "re-roll the bribe with Fink da Fixer?" }
      case "corruption":
        return above.corruptionExpects(state.players[match.playerIndex.get(step.fouler)!]!.team)
    }
  },
  on: (ctx, state, step, event) => {
    if (step.stage === "decide") return decide(ctx, state, step, event)
    const team = state.players[playerIndex(ctx, step.fouler)]!.team
    if (step.stage === "fink") {
      const chosen = above.finkBribeChoice(ctx, state, team, event)
      if (chosen === null) return violation(ctx, above.YOU_GOT_IT_BOSS, "re-roll the failed bribe with Fink da Fixer, or let it stand")
      if (chosen._tag === "Failure") return propagate(chosen)
      return consumed(updateTop(chosen.success.state, { ...step, stage: chosen.success.reroll ? "bribe" : "decide" }))
    }
    if (step.stage === "corruption") {
      const again = above.corruptionReroll(ctx, state, team, event)
      if (again._tag === "Failure") return propagate(again)
      if (again.success !== null) return consumed(updateTop(again.success, { ...step, stage: "argue" }))
      // Not re-rolled: the natural 1 stands, and the event goes on.
      return passOn(argued(ctx, state, step, team, step.pending!.row, step.pending!.fink))
    }
    if (step.stage === "argue") {
      const judged = above.judgeArgument(ctx, state, team, step.fouler, event, {
        ejected: "You're Outta Here!: the head coach is ejected and the player is sent off",
        won: "Well, When You Put It Like That...: the player is not sent off, but the turnover stands",
        lost: "I Don't Care!: the player is sent off"
      })
      if (judged._tag === "Failure") return propagate(judged)
      const { row, fink, reroll } = judged.success
      if (reroll) return consumed(updateTop(state, { ...step, stage: "corruption", pending: { row, fink } }))
      return consumed(argued(ctx, state, step, team, row, fink))
    }
    const rolled = expectRoll(ctx, event, "d6", "bribe", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const { success } = judge(ctx, {
      rule: "Bribe",
      player: step.fouler,
      roll: rolled.success,
      target: 2,
      total: face,
      result: face >= 2 ? "the referee takes the bribe: not sent off, no turnover" : "the bribe is wasted",
      success: face >= 2,
      needed: 2
    })
    // A successful bribe: the player stays and the turn goes on.
    if (success) return consumed(replaceTop(state))
    return consumed(updateTop(state, { ...step, stage: above.finkMayRerollBribe(ctx.match, state, team) ? "fink" : "decide" }))
  }
}

export const foulHandlers: { [K in FoulStep["_tag"]]: StepHandler<Extract<FoulStep, { _tag: K }>> } = {
  FoulRoll: foulRollHandler,
  FoulReferee: foulRefereeHandler,
  SentOff: sentOffHandler
}

/**
 * A free foul made outside a Foul action (Pile Driver): the same armour roll with assists and
 * Dirty Player, and the same referee, against `victim`.
 */
export const freeFoul = (ctx: Ctx, state: MatchState, fouler: string, victim: string): ReadonlyArray<Step> => {
  const modifiers = foulAssists(ctx, state, state.players[playerIndex(ctx, fouler)]!, state.players[playerIndex(ctx, victim)]!)
  ctx.outcomes.push({
    _tag: "Note",
    text: `${nameOf(ctx, fouler)} fouls ${nameOf(ctx, victim)}` + (modifiers.length > 0 ? ` [${modifiers.map((m) => m.source).join(", ")}]` : "")
  })
  const armour: ArmourStep = { _tag: "Armour", player: victim, cause: "foul", by: fouler, modifiers, bonus: dirtyPlayer(ctx, state, fouler) }
  return [{ _tag: "FoulRoll", fouler, roll: armour }, { _tag: "FoulReferee", fouler, spotted: null, victim }]
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/foul": FoulStep
  }
}
