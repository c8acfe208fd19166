import type { MatchEvent, MatchStarted, Square } from "@sidelines/schema"
import { characteristic } from "../model/match.js"
import { distance } from "../model/square.js"
import { type MatchState, withState } from "../model/state.js"
import { opposed } from "../variant/variant.js"
import { consumed, type Ctx, expectRoll, type Fold, type Handled, judge, nameOf, note, passOn, pop, propagate, replaceTop, type StepHandler, teamOf, updateTop, violation } from "./context.js"
import { untilEndOfGame } from "./effects.js"
import { isFrog, transmute, ZAP } from "./frog.js"
import { induced } from "./inducements.js"
import type { KnockDownStep } from "./injury.js"
import { hasCast, spellAnswer, spendSpell } from "./spell-casting.js"

/**
 * Blood Bowl 2020's Hireling Sports Wizard (the `wizard` inducement; also the free wizard of the
 * Sevens Desperate Measure Magic Scroll). Facts from FFB (christerk/ffb: bb2020 StepWizard,
 * StepSpecialEffect, DiceInterpreter.isSpecialEffectSuccesful, InjuryTypeFireball, the client's
 * WizardLogicModule) and Jervis (HirelingSportsWizard: Fireball and Zap!).
 *
 * Once per game the wizard casts one of two spells, between two team turns of a drive: when a team
 * turn ends (turnover or not), first the team whose turn it was may cast ("at the start of the
 * opposition's turn"), then the other team ("after the opposition's turn has ended"). The cast is
 * an `InducementUsed`:
 *
 * - Fireball (`"fireball"`, `at` the target square): the square must be on the pitch with a
 *   Standing opposition player in it or next to it. Each Standing player of either team in the
 *   target square or the eight around it rolls a D6 (`spell`, the player's), in header order: on
 *   4+ they are hit and Knocked Down, and the armour or injury roll gets +1 (where it makes the
 *   difference, as Mighty Blow's). No turnover: it is between turns.
 * - Zap! (`"zap"`, `player` the target): any opposition player on the pitch who is not a frog
 *   already. A D6 (`spell`, the target's): a 6 always works, a 1 never, otherwise it works when it
 *   is at least the target's ST. The target becomes a frog until the end of the drive (rules/frog.ts);
 *   a ball they held bounces.
 *
 * The coach turns the offer down with `ChoiceDeclined` `"wizard"`, or just goes on.
 *
 * Our readings (those of FFB): no spell after a touchdown or the half's last team turn, nor before
 * a drive's first turn; a player already Prone or Stunned is not touched by a Fireball. Named and
 * team-specific wizards (a header `wizard` inducement with another `name`) are refused as
 * Unsupported (`wizardProblem`).
 */
export interface WizardStep {
  readonly _tag: "Wizard"
  /** The casting team. */
  readonly team: number
  readonly stage: "offer" | "fireball" | "zap"
  /** Fireball: the players in the blast still to roll, in order. */
  readonly pending: ReadonlyArray<string>
  /** Zap!: the target. */
  readonly target: string | null
}

const WIZARD = "wizard"
const SPELLS = ["fireball", "zap"] as const
type Spell = (typeof SPELLS)[number]

/** FFB's and Jervis' names of the one wizard folded here. */
const HIRELING = /^hireling sports[- ]wizard$/iu

/** Why the header's wizards cannot be folded (a named or team-specific wizard), or null. */
export const wizardProblem = (header: MatchStarted): string | null => {
  for (const team of header.teams) {
    const named = team.inducements.find((inducement) => inducement.id === WIZARD && inducement.name !== undefined && !HIRELING.test(inducement.name))
    if (named !== undefined) {
      return `${team.name} induce the wizard ${named.name}; this engine folds only the Hireling Sports Wizard (Fireball, Zap!), not named or team-specific wizards`
    }
  }
  return null
}

/** The mark of a team given a Hireling Sports Wizard during the pre-game (Sevens' Magic Scroll). */
const given = (team: number): string => untilEndOfGame(`hireling-sports-wizard:${team}`)

/** `team` gains a Hireling Sports Wizard for the match. */
export const giveWizard = (state: MatchState, team: number): MatchState =>
  state.kickOffEffects.includes(given(team)) ? state : withState(state, { kickOffEffects: [...state.kickOffEffects, given(team)] })

const hasWizard = (ctx: Ctx, state: MatchState, team: number): boolean =>
  induced(ctx.match, team, WIZARD) > 0 || state.kickOffEffects.includes(given(team))

/**
 * The wizards' offers as `team`'s turn ends and the drive goes on: `team`'s own first, then each
 * team opposed to it, for each that has a wizard yet to cast.
 */
export const wizardOffers = (ctx: Ctx, state: MatchState, team: number): ReadonlyArray<WizardStep> =>
  [team, ...state.teams.map((_, t) => t).filter((t) => t !== team && opposed(ctx.variant, t, team))]
    .filter((t) => hasWizard(ctx, state, t) && !hasCast(state, WIZARD, t))
    .map((t) => ({ _tag: "Wizard", team: t, stage: "offer", pending: [], target: null }))

/** The Standing players on the pitch in the square `at` or next to it, in header order. */
const inBlast = (state: MatchState, at: Square) =>
  state.players.filter((player) => player.at !== null && player.posture === "standing" && distance(player.at, at) <= 1)

const FIREBALL_BONUS = { skill: "Fireball", value: 1, source: "Fireball" } as const

const knockDown = (player: string): KnockDownStep => ({ _tag: "KnockDown", player, at: null, cause: "other", by: null, bonus: FIREBALL_BONUS, turnover: null })

/** Zap! works on a 6, never on a 1, and otherwise on at least the target's ST. */
export const zapNeeds = (strength: number): number => Math.min(6, Math.max(2, strength))

export const wizardHandler: StepHandler<WizardStep> = {
  expects: (step) =>
    step.stage === "offer"
      ? { kind: "decision", team: step.team, events: ["InducementUsed", "ChoiceDeclined"], about: "the Hireling Sports Wizard may cast Fireball or Zap! (optional, once per game)" }
      : { kind: "roll", die: "d6", for: "spell", player: step.stage === "zap" ? step.target : step.pending[0]! },
  on: (ctx, state, step, event) => {
    switch (step.stage) {
      case "offer":
        return offer(ctx, state, step, event)
      case "fireball": {
        const player = step.pending[0]!
        const rolled = expectRoll(ctx, event, "d6", "spell", player, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        judge(ctx, {
          rule: "Fireball",
          player,
          roll: rolled.success,
          target: 4,
          total: face,
          success: face >= 4,
          needed: 4,
          result: face >= 4 ? `${nameOf(ctx, player)} is hit and Knocked Down (+1 to the armour or injury roll)` : `${nameOf(ctx, player)} escapes the blast`
        })
        const rest = step.pending.slice(1)
        const next = rest.length === 0 ? [] : [{ ...step, pending: rest }]
        if (face < 4) return consumed(replaceTop(state, ...next))
        return consumed(replaceTop(state, knockDown(player), ...next))
      }
      case "zap": {
        const target = step.target!
        const rolled = expectRoll(ctx, event, "d6", "spell", target, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const strength = characteristic(ctx.match, state, ctx.match.playerIndex.get(target)!, "st")
        const needed = zapNeeds(strength)
        const works = face >= needed
        judge(ctx, {
          rule: "Zap!",
          player: target,
          roll: rolled.success,
          target: needed,
          total: face,
          success: works,
          needed,
          notes: [`the target's ST is ${strength}; a 6 always works and a 1 never does`],
          result: works ? `${nameOf(ctx, target)} is turned into a frog` : `${nameOf(ctx, target)} resists the spell`
        })
        if (!works) return consumed(pop(state))
        return consumed(transmute(ctx, state, target, false, ZAP))
      }
    }
  }
}

const offer = (ctx: Ctx, state: MatchState, step: WizardStep, event: MatchEvent): Fold<Handled> => {
  const answer = spellAnswer(ctx, event, WIZARD, SPELLS)
  if (answer._tag === "Declined" && answer.team === step.team) return consumed(pop(state))
  // Not cast now, or cast by the other team's wizard, whose offer comes next.
  if (answer._tag !== "Cast" || answer.team !== step.team) return passOn(pop(state))
  const name = teamOf(ctx, step.team).name
  const used = answer.used
  const spell: Spell = answer.spell
  if (spell === "fireball") {
    const at = used.at
    if (at === undefined || !ctx.variant.pitch.contains(at)) {
      return violation(ctx, "Fireball", `Fireball is aimed at a square on the pitch${at === undefined ? "; none is given (at)" : `, not [${at.join(", ")}]`}`)
    }
    const blast = inBlast(state, at)
    if (!blast.some((player) => opposed(ctx.variant, player.team, step.team))) {
      return violation(ctx, "Fireball", `Fireball is aimed where a Standing opposition player is in the square or next to it; none is at or around [${at.join(", ")}]`)
    }
    note(ctx, `${name}'s wizard casts Fireball at [${at.join(", ")}] (once per game): ${blast.map((player) => nameOf(ctx, player.id)).join(", ")} in the blast`)
    return consumed(updateTop(spendSpell(state, WIZARD, step.team), { ...step, stage: "fireball", pending: blast.map((player) => player.id) }))
  }
  const index = used.player === undefined ? undefined : ctx.match.playerIndex.get(used.player)
  const target = index === undefined ? undefined : state.players[index]
  if (target === undefined || index === undefined || target.at === null || !opposed(ctx.variant, target.team, step.team) || isFrog(state, index)) {
    return violation(ctx, "Zap!", `Zap! targets an opposition player on the pitch who is not a frog already${used.player === undefined ? "; none is named" : `, not ${nameOf(ctx, used.player)}`}`)
  }
  note(ctx, `${name}'s wizard casts Zap! at ${nameOf(ctx, target.id)} (once per game)`)
  return consumed(updateTop(spendSpell(state, WIZARD, step.team), { ...step, stage: "zap", target: target.id }))
}
