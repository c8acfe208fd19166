import type { MatchState } from "../../model/state.js"
import { type Ctx, consumed, nameOf, note, passOn, pop, setPlayer, setTeam, type StepHandler, teamOf, violation } from "../../core/context.js"
import { induced } from "./inducements.js"
import { MEDICINAL_UNGUENT } from "./other-inducements.js"

/**
 * Death Zone's Medicinal Unguent (0-1, any team; BBBase docs/bb2020/death_zone/new_inducements.md).
 * Encoded by neither FFB nor Jervis.
 *
 * - When: a player of the team has just been removed from play with a Serious Injury (the
 *   casualty row `serious-injury`, 10-12 on the D16) that stands after every other attempt to heal
 *   them (apothecary, Regeneration and its re-rolls): the injury has taken effect (it is recorded,
 *   and counts as a casualty caused) and the coach may use the unguent, once a game:
 *   `InducementUsed` `medicinal-unguent` with the `player`. `ChoiceDeclined` `medicinal-unguent`,
 *   or going on, keeps it.
 * - Effect: the player goes from the casualty box to the Reserves and may play again this game;
 *   the Serious Injury itself still applies after the game (the engine keeps it in the outcomes).
 *   A Leader re-roll the team lost when the player left is theirs again.
 */

export interface MedicinalUnguentStep {
  readonly _tag: "MedicinalUnguent"
  readonly player: string
  readonly team: number
  /** The team's Leader re-roll before the player left (restored with them). */
  readonly leaderReroll: boolean | undefined
}

const used = (state: MatchState, team: number): boolean => state.teams[team]!.inducementsUsed?.includes(MEDICINAL_UNGUENT) === true

/** The offer after a Serious Injury took effect, if the player's team has an unused unguent. `before` is the state before the player left. */
export const medicinalUnguentOffer = (ctx: Ctx, before: MatchState, player: string, result: string): ReadonlyArray<MedicinalUnguentStep> => {
  if (result !== "serious-injury") return []
  const team = before.players[ctx.match.playerIndex.get(player)!]!.team
  if (induced(ctx.match, team, MEDICINAL_UNGUENT) === 0 || used(before, team)) return []
  return [{ _tag: "MedicinalUnguent", player, team, leaderReroll: before.teams[team]!.leaderReroll }]
}

export const medicinalUnguentHandler: StepHandler<MedicinalUnguentStep> = {
  expects: (step) => ({ kind: "decision", team: step.team, events: ["InducementUsed", "ChoiceDeclined"], about: `Medicinal Unguent: heal ${step.player}'s Serious Injury for this game, or go on` }),
  on: (ctx, state, step, event) => {
    const mine = (event._tag === "InducementUsed" || event._tag === "ChoiceDeclined") && ctx.match.teamIndex.get(event.team) === step.team
    if (event._tag === "ChoiceDeclined" && event.choice === MEDICINAL_UNGUENT && mine) return consumed(pop(state))
    if (event._tag !== "InducementUsed" || event.inducement !== MEDICINAL_UNGUENT) return passOn(pop(state))
    if (!mine) return violation(ctx, "Medicinal Unguent", `the unguent is ${teamOf(ctx, step.team).name}'s, for their own player`)
    if (event.player !== step.player) return violation(ctx, "Medicinal Unguent", `the unguent can heal ${nameOf(ctx, step.player)}, who has just suffered a Serious Injury, not ${event.player === undefined ? "no one" : nameOf(ctx, event.player)}`)
    const index = ctx.match.playerIndex.get(step.player)!
    note(ctx, `Medicinal Unguent: ${nameOf(ctx, step.player)} goes to the reserves and may play on; the Serious Injury applies after the game`)
    const healed = setPlayer(state, index, { box: "reserves" })
    return consumed(pop(setTeam(healed, step.team, { inducementsUsed: [...(state.teams[step.team]!.inducementsUsed ?? []), MEDICINAL_UNGUENT], leaderReroll: step.leaderReroll })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/other/medicinal-unguent": MedicinalUnguentStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    medicinalUnguentOffer: typeof medicinalUnguentOffer
  }
}
