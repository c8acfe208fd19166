import { Result } from "effect"
import { withPlayer, type MatchState, withState } from "../../model/state.js"
import { consumed, type Ctx, expectRoll, judge, nameOf, note, playerIndex, propagate, replaceTop, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import type { Step } from "../../model/step.js"
import { knockDown } from "../../core/knock-down.js"
import { MA_ZERO } from "../../core/activation.js"
import type { KickOffResult, VariantStep } from "../../core/variant/variant.js"

// ---- Avalanche (kick-off 4) ----

/**
 * Avalanche: one of the two wide zones at random — our reading, a D6 (`avalanche`): 1–3 the one
 * along y = 0, 4–6 the one along y = 14, as Gutter Bowl's Falling Roof Tiles — and every player
 * in it is Placed Prone and Stunned (no armour roll). As after any kick-off result, a Stunned
 * player turns over at the end of their team's next turn.
 */
export const avalanche: KickOffResult = (ctx, state) => {
  note(ctx, "Avalanche: a D6 picks the wide zone the snow comes down on (1–3 the one along y = 0, 4–6 the one along y = 14)")
  return Result.succeed({ state, steps: [{ _tag: "Variant", name: "avalanche", data: {} }] })
}

export const avalancheHandler: StepHandler<VariantStep> = {
  expects: () => ({ kind: "roll", die: "d6", for: "avalanche", player: null }),
  on: (ctx, state, _step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "avalanche", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const zone = face <= 3 ? "top" : "bottom"
    const buried = new Set(state.players.filter((p) => p.at !== null && ctx.variant.pitch.wideZone(p.at) === zone).map((p) => p.id))
    judge(ctx, {
      rule: "Avalanche",
      roll: rolled.success,
      total: face,
      result: `the snow comes down on the wide zone along y = ${zone === "top" ? 0 : ctx.variant.pitch.height - 1}: ${buried.size === 0 ? "nobody is there" : [...buried].map((id) => nameOf(ctx, id)).join(", ")} placed prone and stunned`
    })
    const players = state.players.map((p) => (buried.has(p.id) ? withPlayer(p, { posture: "stunned", justStunned: false }) : p))
    return consumed(replaceTop(withState(state, { players })))
  }
}

// ---- the weathers at the start of each team turn: Squigalanche, Cold Snap ----

/**
 * The start of a team turn (not a Blitz! or Quick Snap bonus turn) under Squigalanche or Cold Snap.
 * Squigalanche: the active coach rolls a D6 (`squigalanche`, `team` set); on a 1 one player of the
 * active team on the pitch is drawn (`PlayerDrawn`, the same purpose) and bitten. Cold Snap: one
 * player of the active team on the pitch is drawn (`PlayerDrawn`, `cold-snap`); their MA is 0 for
 * the turn (they may still rush). Our readings: the draws are among the active team's players on the
 * pitch (only they act this turn) — for the squig, among those standing, who can be knocked down —
 * and the bitten player is Knocked Down (armour roll, then injury), with no turnover; with nobody to
 * draw, nothing happens.
 */
export const atTurnStart = (_ctx: Ctx, state: MatchState, team: number): ReadonlyArray<Step> => {
  if (state.weather === "squigalanche" && state.players.some((p) => p.team === team && p.at !== null && p.posture === "standing")) {
    return [{ _tag: "Variant", name: "squigalanche", data: { team, stage: "roll" } }]
  }
  if (state.weather === "cold-snap" && state.players.some((p) => p.team === team && p.at !== null)) return [{ _tag: "Variant", name: "cold-snap", data: { team } }]
  return []
}

/** Whom a PlayerDrawn may name: a player of `team` on the pitch. */
const drawn = (ctx: Ctx, state: MatchState, team: number, purpose: string, event: Parameters<NonNullable<StepHandler<VariantStep>["on"]>>[3]) => {
  if (event._tag !== "PlayerDrawn" || event.for !== purpose) return null
  const player = state.players[playerIndex(ctx, event.player)]!
  return player.team === team && player.at !== null ? player : undefined
}

export const squigalancheHandler: StepHandler<VariantStep> = {
  expects: (step) => {
    const { team, stage } = step.data as { team: number; stage: "roll" | "draw" }
    return stage === "roll" ? { kind: "roll", die: "d6", for: "squigalanche", player: null, team } : { kind: "decision", team: null, events: ["PlayerDrawn"], about: "Squigalanche: the player bitten, drawn at random" }
  },
  on: (ctx, state, step, event) => {
    const { team, stage } = step.data as { team: number; stage: "roll" | "draw" }
    if (stage === "roll") {
      const rolled = expectRoll(ctx, event, "d6", "squigalanche", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const bitten = rolled.success.faces[0] === 1
      judge(ctx, { rule: "Squigalanche", roll: rolled.success, total: rolled.success.faces[0]!, result: bitten ? `a rampant squig goes for one of ${teamOf(ctx, team).name}'s players` : "no squig this turn" })
      return consumed(bitten ? updateTop(state, { ...step, data: { team, stage: "draw" } }) : replaceTop(state))
    }
    const player = drawn(ctx, state, team, "squigalanche", event)
    if (player === null) return violation(ctx, "Squigalanche", `the player the squig bites is drawn at random (PlayerDrawn, squigalanche) before ${event._tag}`)
    if (player === undefined || player.posture !== "standing") return violation(ctx, "Squigalanche", `the squig bites a standing player of ${teamOf(ctx, team).name} on the pitch`)
    note(ctx, `a squig bites ${nameOf(ctx, player.id)}: knocked down, no turnover`)
    return consumed(replaceTop(state, knockDown(player.id, { cause: "other", by: null, turnover: null })))
  }
}

export const coldSnapHandler: StepHandler<VariantStep> = {
  expects: () => ({ kind: "decision", team: null, events: ["PlayerDrawn"], about: "Cold Snap: the player frozen this turn, drawn at random" }),
  on: (ctx, state, step, event) => {
    const { team } = step.data as { team: number }
    const player = drawn(ctx, state, team, "cold-snap", event)
    if (player === null) return violation(ctx, "Cold Snap", `the player frozen by the cold snap is drawn at random (PlayerDrawn, cold-snap) before ${event._tag}`)
    if (player === undefined) return violation(ctx, "Cold Snap", `the cold snap freezes a player of ${teamOf(ctx, team).name} on the pitch`)
    note(ctx, `the cold snap freezes ${nameOf(ctx, player.id)}: MA 0 this turn (rushes still allowed)`)
    const index = playerIndex(ctx, player.id)
    const players = state.players.slice()
    players[index] = withPlayer(player, { used: [...player.used, MA_ZERO] })
    return consumed(replaceTop(withState(state, { players })))
  }
}
