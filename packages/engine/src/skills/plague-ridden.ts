import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { consumed, type Ctx, nameOf, note, passOn, playerIndex, replaceTop, setPlayer, type StepHandler, teamOf, violation } from "../core/context.js"
import type { InjuryCause } from "../model/outcome.js"

/**
 * Plague Ridden (BB2020 trait): once per game, when an opposing player with ST 4 or less and none
 * of Decay, Regeneration and Stunty is killed (a Dead casualty, no apothecary having saved them)
 * by a Block or Foul action of a player with the trait, that player's coach may use it
 * (`SkillUsed` "Plague Ridden" by the killer; `SkillDeclined`, or any other event, declines).
 * With the team special rule Favoured of Nurgle a new Rotter Lineman (`plagueRiddenPool`) then
 * joins the team's reserves for the rest of the match. Without it the trait changes nothing in
 * the match, so it is not offered. Sources: FUMBBL's InjuryMechanic (bb2020,
 * canRaiseInfectedPlayers: Favoured of Nurgle, once per team, ST ≤ 4, the victim without
 * Regeneration or Stunty) and StepApothecary (checked once the apothecary has had its say; FUMBBL
 * raises the Rotter without asking). The victim stays in the Dead box, as in FUMBBL: that they
 * "do not die" is the post-game's business.
 */
export interface PlagueRiddenStep {
  readonly _tag: "PlagueRidden"
  /** The killer, who has the trait. */
  readonly player: string
  readonly victim: string
  /** The Rotter who would join. */
  readonly rotter: string
}

/** The traits that keep a victim from being infected. */
const IMMUNE = ["Decay", "Regeneration", "Stunty"] as const

/**
 * The Plague Ridden choice after a player has been killed, or nothing: `cause` and `by` are the
 * injury's (a block — a push into the crowd too — or a foul, and who made it).
 */
export const plagueRiddenOffer = (ctx: Ctx, state: MatchState, victim: string, cause: InjuryCause, by: string | null): ReadonlyArray<PlagueRiddenStep> => {
  if (by === null || !(cause === "block" || cause === "foul" || cause === "crowd")) return []
  const killer = playerIndex(ctx, by)
  const dead = playerIndex(ctx, victim)
  if (!hasSkill(ctx.match, state, killer, "Plague Ridden")) return []
  const team = state.players[killer]!.team
  if (!opposed(ctx.variant, team, state.players[dead]!.team)) return []
  // The team's Rotter still waiting: the trait is used once per game, and only Favoured of Nurgle has one.
  const rotter = ctx.match.roster.findIndex((entry, i) => entry.pool?.rule === "plague-ridden" && entry.team === team && state.players[i]!.box === "pool")
  if (rotter < 0) return []
  const immune = IMMUNE.find((trait) => hasSkill(ctx.match, state, dead, trait))
  const st = characteristic(ctx.match, state, dead, "st")
  if (immune !== undefined || st > 4) {
    note(ctx, `Plague Ridden: ${nameOf(ctx, victim)} cannot be infected (${immune ?? `ST ${st}`})`)
    return []
  }
  return [{ _tag: "PlagueRidden", player: by, victim, rotter: ctx.match.roster[rotter]!.id }]
}

export const plagueRiddenHandler: StepHandler<PlagueRiddenStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["SkillUsed", "SkillDeclined"],
    about: `use Plague Ridden on ${step.victim} (a Rotter joins the reserves)?`
  }),
  on: (ctx, state, step, event) => {
    const mine = (event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill.toLowerCase() === "plague ridden"
    if (!mine) return passOn(replaceTop(state))
    if (event.player !== step.player) return violation(ctx, "Plague Ridden", `${nameOf(ctx, step.player)} killed ${nameOf(ctx, step.victim)}; only they may use Plague Ridden now, not ${nameOf(ctx, event.player)}`)
    if (event._tag === "SkillDeclined") return consumed(replaceTop(state))
    const index = playerIndex(ctx, step.rotter)
    const team = state.players[playerIndex(ctx, step.player)]!.team
    note(ctx, `Plague Ridden: ${nameOf(ctx, step.victim)} is infected; ${nameOf(ctx, step.rotter)} joins ${teamOf(ctx, team).name}'s reserves for the rest of the match`)
    return consumed(replaceTop(setPlayer(state, index, { team, box: "reserves" })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/plague-ridden": PlagueRiddenStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    plagueRiddenOffer: typeof plagueRiddenOffer
  }
}
