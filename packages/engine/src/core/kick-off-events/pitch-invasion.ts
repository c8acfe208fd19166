// Kick-off result 12, Pitch Invasion, once the contest has named the losers: players Stunned.
import type { MatchState } from "../../model/state.js"
import { consumed, judge, nameOf, playerIndex, pop, propagate, type StepHandler, updateTop, violation } from "../context.js"
import { onPitch, teamName, teamRoll, expectDraw, stun } from "./kick-off-result.js"

/** Pitch Invasion: a D3 for each losing team, then that many of its players drawn at random are Stunned. */
export interface PitchInvasionStep {
  readonly _tag: "PitchInvasion"
  /** Per team: null when it is not affected, "roll" before its D3, else the players still to draw. */
  readonly left: ReadonlyArray<number | "roll" | null>
}

const standingOnPitch = (state: MatchState, team: number) =>
  state.players.filter((player) => player.team === team && onPitch(player) && player.posture === "standing")

export const pitchInvasionHandler: StepHandler<PitchInvasionStep> = {
  expects: (step) =>
    step.left.some((left) => left === "roll")
      ? { kind: "roll", die: "d3", for: "pitch-invasion", player: null, team: step.left.indexOf("roll") }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: "Pitch Invasion: draw a player at random" },
  on: (ctx, state, step, event) => {
    if (event._tag === "DiceRolled") {
      const rolled = teamRoll(ctx, event, "d3", "pitch-invasion", (team) => step.left[team] === "roll", step.left.length, "Pitch Invasion")
      if (rolled._tag === "Failure") return propagate(rolled)
      const { roll, team } = rolled.success
      // A stadium's crowd may be rowdier (Boisterous Rabble: +1 to the D3).
      const extra = ctx.variant.pitchInvasionModifier ?? 0
      const face = roll.faces[0]! + extra
      const candidates = standingOnPitch(state, team).length
      const stunned = Math.min(face, candidates)
      judge(ctx, {
        rule: "Pitch Invasion",
        roll,
        ...(extra === 0 ? {} : { modifiers: [{ value: extra, source: ctx.variant.name }] }),
        total: face,
        result: `${stunned} of ${teamName(ctx, team)}'s players are Stunned`,
        notes: stunned < face ? [`only ${candidates} standing on the pitch`] : []
      })
      const left = step.left.map((l, i) => (i === team ? stunned : l))
      return consumed(left.every((l) => l === null || l === 0) ? pop(state) : updateTop(state, { ...step, left }))
    }
    const drawn = expectDraw(ctx, event, "pitch-invasion", "Pitch Invasion")
    if (drawn._tag === "Failure") return propagate(drawn)
    const player = state.players[playerIndex(ctx, drawn.success.player)]!
    const owed = step.left[player.team]
    if (typeof owed !== "number" || owed === 0) {
      return violation(ctx, "Pitch Invasion", `no player of ${teamName(ctx, player.team)} is to be drawn${owed === "roll" ? " before their D3 is rolled" : ""}`)
    }
    if (!onPitch(player) || player.posture !== "standing") {
      return violation(ctx, "Pitch Invasion", `the players are drawn from those standing on the pitch; ${nameOf(ctx, player.id)} is not${player.posture === "stunned" ? " (already Stunned)" : ""}`)
    }
    const left = step.left.map((l, i) => (i === player.team ? owed - 1 : l))
    const next = stun(ctx, state, player.id)
    return consumed(left.every((l) => l === null || l === 0) ? pop(next) : updateTop(next, { ...step, left }))
  }
}
