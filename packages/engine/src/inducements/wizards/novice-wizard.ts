import type { MatchEvent } from "@sidelines/schema"
import { distance } from "../../model/square.js"
import type { MatchState } from "../../model/state.js"
import { opposed } from "../../core/variant/variant.js"
import { consumed, type Ctx, expectRoll, type Fold, type Handled, judge, nameOf, note, passOn, pop, propagate, replaceTop, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import { induced } from "../other/inducements.js"
import type { KnockDownStep } from "../../core/injury.js"
import { transmute } from "./frog.js"
import { castMark, hasCast, spellAnswer, spendSpell } from "./spell-casting.js"

/**
 * Gutter Bowl's Novice Wizard (../shared/rules/gutter-bowl.txt): once per game, at the end of one
 * of its own team turns and before the other team's next one, the wizard casts Firebolt or
 * Transmutation at an opposition player anywhere on the pitch. The coach casts with
 * `InducementUsed` (`inducement` the spell, "firebolt" or "transmutation"; `player` the target),
 * then a D6 (`novice-wizard`, the target's): on 3+ the target is hit, on 1–2 the player nearest
 * the target (either team; a `PlayerDrawn`, `novice-wizard`, among several as near) is hit instead.
 * Firebolt knocks the player hit down. Transmutation turns them into a frog (inducements/wizards/frog.ts): the
 * frog's profile replaces theirs, and a ball they held bounces.
 *
 * Our readings: the spell is offered after a team turn that hands over to the other team in the
 * same drive (not after a touchdown or the half's last turn); only a Standing player can be
 * knocked over, so Firebolt's target and nearest players are Standing ones on the pitch, while
 * Transmutation's are any players on the pitch, whatever their posture.
 */
export interface NoviceWizardStep {
  readonly _tag: "NoviceWizard"
  readonly team: number
  readonly stage: "offer" | "roll" | "draw"
  /** The spell cast; absent while offered (and, in older states, Firebolt). */
  readonly spell?: Spell
  readonly target: string | null
  /** The players nearest the target, when the spell went astray and several are as near. */
  readonly candidates: ReadonlyArray<string>
}

const SPELLS = ["firebolt", "transmutation"] as const
type Spell = (typeof SPELLS)[number]
const SPELL_NAME: Readonly<Record<Spell, string>> = { firebolt: "Firebolt", transmutation: "Transmutation" }
const spellOf = (step: NoviceWizardStep): Spell => step.spell ?? "firebolt"

/** The game-long mark of a team whose Novice Wizard has cast its spell. */
const NOVICE_WIZARD = "novice-wizard"

export const wizardCast = (team: number): string => castMark(NOVICE_WIZARD, team)

/** The wizard's offer at the end of `team`'s turn, if it has a Novice Wizard that has not cast yet. */
export const noviceWizardOffer = (ctx: Ctx, state: MatchState, team: number): ReadonlyArray<NoviceWizardStep> =>
  induced(ctx.match, team, NOVICE_WIZARD) > 0 && !hasCast(state, NOVICE_WIZARD, team)
    ? [{ _tag: "NoviceWizard", team, stage: "offer", target: null, candidates: [] }]
    : []

/** Who the spell may hit: Standing players on the pitch for Firebolt, anyone on the pitch for Transmutation. */
const hittable = (state: MatchState, spell: Spell) =>
  state.players.filter((player) => player.at !== null && (spell === "transmutation" || player.posture === "standing"))

const knockDown = (player: string): KnockDownStep => ({ _tag: "KnockDown", player, at: null, cause: "other", by: null, bonus: null, turnover: null })

const hit = (ctx: Ctx, state: MatchState, spell: Spell, player: string, astray: boolean): MatchState => {
  if (spell === "transmutation") return transmute(ctx, state, player, astray)
  note(ctx, `Firebolt: ${nameOf(ctx, player)} is hit${astray ? " instead" : ""} and knocked down`)
  return replaceTop(state, knockDown(player))
}

export const noviceWizardHandler: StepHandler<NoviceWizardStep> = {
  expects: (step) =>
    step.stage === "offer"
      ? { kind: "decision", team: step.team, events: ["InducementUsed", "ChoiceDeclined"], about: "the Novice Wizard may cast Firebolt or Transmutation (optional)" }
      : step.stage === "roll"
      ? { kind: "roll", die: "d6", for: "novice-wizard", player: step.target }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: `${SPELL_NAME[spellOf(step)]}: draw the player hit among those nearest the target` },
  on: (ctx, state, step, event) => {
    switch (step.stage) {
      case "offer":
        return offer(ctx, state, step, event)
      case "roll": {
        const rolled = expectRoll(ctx, event, "d6", "novice-wizard", step.target, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const spell = spellOf(step)
        const target = state.players[ctx.match.playerIndex.get(step.target!)!]!
        const nearest = nearestTo(state, spell, target.id)
        judge(ctx, {
          rule: SPELL_NAME[spell],
          player: target.id,
          roll: rolled.success,
          target: 3,
          total: face,
          success: face >= 3,
          needed: 3,
          result: face >= 3 ? `${nameOf(ctx, target.id)} is hit` : nearest.length === 0 ? "the spell goes astray and hits nobody" : "the spell goes astray: the player nearest the target is hit"
        })
        if (face >= 3) return consumed(hit(ctx, state, spell, target.id, false))
        if (nearest.length === 0) return consumed(pop(state))
        if (nearest.length === 1) return consumed(hit(ctx, state, spell, nearest[0]!, true))
        return consumed(updateTop(state, { ...step, stage: "draw", candidates: nearest }))
      }
      case "draw": {
        const spell = spellOf(step)
        if (event._tag !== "PlayerDrawn" || event.for !== "novice-wizard") {
          return violation(ctx, SPELL_NAME[spell], `a player drawn at random among ${step.candidates.map((id) => nameOf(ctx, id)).join(", ")} (PlayerDrawn, for "novice-wizard") is due, not ${event._tag}`)
        }
        if (!step.candidates.includes(event.player)) return violation(ctx, SPELL_NAME[spell], `${nameOf(ctx, event.player)} is not one of the players nearest the target`)
        return consumed(hit(ctx, state, spell, event.player, true))
      }
    }
  }
}

/** The players the spell may hit nearest the target (either team), the target apart. */
const nearestTo = (state: MatchState, spell: Spell, target: string): ReadonlyArray<string> => {
  const at = state.players.find((player) => player.id === target)!.at!
  const others = hittable(state, spell).filter((player) => player.id !== target)
  if (others.length === 0) return []
  const best = Math.min(...others.map((player) => distance(player.at!, at)))
  return others.filter((player) => distance(player.at!, at) === best).map((player) => player.id)
}

const offer = (ctx: Ctx, state: MatchState, step: NoviceWizardStep, event: MatchEvent): Fold<Handled> => {
  // Declined in so many words ("novice-wizard"), or by going on with the next team turn.
  const answer = spellAnswer(ctx, event, NOVICE_WIZARD, SPELLS)
  if (answer._tag === "Declined" && answer.team === step.team) return consumed(pop(state))
  // Not cast now: the next team turn goes on.
  if (answer._tag !== "Cast") return passOn(pop(state))
  const name = teamOf(ctx, step.team).name
  if (answer.team !== step.team) return violation(ctx, "Novice Wizard", `only ${name}'s Novice Wizard may cast now, at the end of their team turn`)
  const spell = answer.spell
  const player = answer.used.player
  const index = player === undefined ? undefined : ctx.match.playerIndex.get(player)
  const target = index === undefined ? undefined : state.players[index]
  if (target === undefined || !opposed(ctx.variant, target.team, step.team) || !hittable(state, spell).includes(target)) {
    const who = spell === "firebolt" ? "a Standing opposition player on the pitch" : "an opposition player on the pitch"
    return violation(ctx, SPELL_NAME[spell], `${SPELL_NAME[spell]} targets ${who}${player === undefined ? "; none is named" : `, not ${nameOf(ctx, player)}`}`)
  }
  note(ctx, `${name}'s Novice Wizard casts ${SPELL_NAME[spell]} at ${nameOf(ctx, target.id)} (once per game)`)
  return consumed(updateTop(spendSpell(state, NOVICE_WIZARD, step.team), { ...step, stage: "roll", spell, target: target.id }))
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/wizards/novice-wizard": NoviceWizardStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    noviceWizardOffer: typeof noviceWizardOffer
  }
}
