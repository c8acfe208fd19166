import { characteristic, hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { opposed } from "../core/variant/variant.js"
import { type Ctx, done, nameOf, note, playerIndex, replaceTop, setPlayer, type StepHandler, teamOf } from "../core/context.js"

/**
 * Masters of Undeath (the BB2020 team special rule of Shambling Undead and Necromantic Horror):
 * the team's Necromancer raises the dead once per game. When an opponent with ST 4 or less and
 * neither Regeneration nor Stunty is killed (a Dead casualty that stays dead: no apothecary, no
 * Magic Sponge saved them), however it happened, a new Zombie Lineman (`raiseTheDeadPool`) joins
 * the team's reserves for the rest of the match. The rule's text is not in our rules files; this
 * follows FUMBBL, which raises him without asking (bb2020 InjuryMechanic.canRaiseDead: once per
 * team, ST ≤ 4, no Stunty, no Regeneration; UtilServerInjury.handleRaiseDead puts him in the
 * reserves), so the log has no event for it. The victim stays in the Dead box.
 */
export interface RaiseTheDeadStep {
  readonly _tag: "RaiseTheDead"
  readonly victim: string
  /** The Zombie who would join. */
  readonly zombie: string
}

/** The traits that keep a victim from being raised. */
const UNRAISABLE = ["Regeneration", "Stunty"] as const

/** After a player has been killed: the opposing team's Necromancer may raise them, if his Zombie still waits. */
export const raiseTheDeadOffer = (ctx: Ctx, state: MatchState, victim: string): ReadonlyArray<RaiseTheDeadStep> => {
  const team = state.players[playerIndex(ctx, victim)]!.team
  const zombie = ctx.match.roster.findIndex((entry, i) => entry.pool?.rule === "masters-of-undeath" && opposed(ctx.variant, entry.team, team) && state.players[i]!.box === "pool")
  return zombie < 0 ? [] : [{ _tag: "RaiseTheDead", victim, zombie: ctx.match.roster[zombie]!.id }]
}

export const raiseTheDeadHandler: StepHandler<RaiseTheDeadStep> = {
  expects: () => ({ kind: "nothing", about: "the Necromancer raises the dead (Masters of Undeath)" }),
  auto: (ctx, state, step) => {
    const dead = playerIndex(ctx, step.victim)
    // Saved after all (a Magic Sponge, played as the player was killed): nobody to raise.
    if (state.players[dead]!.box !== "dead") return done(replaceTop(state))
    const unraisable = UNRAISABLE.find((trait) => hasSkill(ctx.match, state, dead, trait))
    const st = characteristic(ctx.match, state, dead, "st")
    if (unraisable !== undefined || st > 4) {
      note(ctx, `Masters of Undeath: ${nameOf(ctx, step.victim)} cannot be raised (${unraisable ?? `ST ${st}`})`)
      return done(replaceTop(state))
    }
    const index = playerIndex(ctx, step.zombie)
    const team = ctx.match.roster[index]!.team
    note(ctx, `Masters of Undeath: ${nameOf(ctx, step.victim)} rises as ${nameOf(ctx, step.zombie)}, who joins ${teamOf(ctx, team).name}'s reserves for the rest of the match`)
    return done(replaceTop(setPlayer(state, index, { box: "reserves" })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/raise-the-dead": RaiseTheDeadStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    raiseTheDeadOffer: typeof raiseTheDeadOffer
  }
}
