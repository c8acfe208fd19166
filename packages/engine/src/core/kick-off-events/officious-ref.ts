// Kick-off result 11, Officious Ref, once the contest has named the losers: a player faces the ref.
import { above } from "../above.js"
import {
  consumed,
  expectRoll,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  pop,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler,
  updateTop,
  violation
} from "../context.js"
import type { Step } from "../../model/step.js"
import { onPitch, teamName, expectDraw, stun } from "./kick-off-result.js"

/** Officious Ref: a player of each losing team is drawn at random, then a D6 for each. */
export interface OfficiousRefStep {
  readonly _tag: "OfficiousRef"
  /** Teams that still draw their player. */
  readonly drawing: ReadonlyArray<number>
  /** Drawn players waiting for their D6. */
  readonly drawn: ReadonlyArray<string>
}

/** A player the Officious Ref sent off: Argue the Call is not folded by this engine yet. */
export interface SentOffByRefStep {
  readonly _tag: "SentOffByRef"
  readonly player: string
}

export const officiousRefHandler: StepHandler<OfficiousRefStep> = {
  expects: (step) =>
    step.drawn.length > 0
      ? { kind: "roll", die: "d6", for: "officious-ref", player: step.drawn[0]! }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: "Officious Ref: draw a player at random" },
  on: (ctx, state, step, event) => {
    if (event._tag === "DiceRolled" && step.drawn.length > 0) {
      const player = event.player ?? step.drawn[0]!
      if (!step.drawn.includes(player)) return violation(ctx, "Officious Ref", `${nameOf(ctx, player)} was not drawn for the Officious Ref`)
      const rolled = expectRoll(ctx, event, "d6", "officious-ref", player, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const sentOff = face === 1
      const { row } = judge(ctx, {
        rule: "Officious Ref",
        player,
        roll: rolled.success,
        row: sentOff ? "sent-off" : "stunned",
        result: sentOff ? "the player is Sent-off" : "the player comes to blows with the referee: Placed Prone and Stunned"
      })
      const drawn = step.drawn.filter((id) => id !== player)
      const rest: ReadonlyArray<Step> = step.drawing.length > 0 || drawn.length > 0 ? [{ ...step, drawn }] : []
      if (row === "sent-off") {
        const index = playerIndex(ctx, player)
        const next = above.leaderRerollKept(ctx.match, setPlayer(state, index, { at: null, box: "sent-off", posture: "standing" }), state.players[index]!.team)
        note(ctx, `${nameOf(ctx, player)} is Sent-off by the Officious Ref`)
        return consumed(replaceTop(next, { _tag: "SentOffByRef", player }, ...rest))
      }
      return consumed(replaceTop(stun(ctx, state, player), ...rest))
    }
    const drawn = expectDraw(ctx, event, "officious-ref", "Officious Ref")
    if (drawn._tag === "Failure") return propagate(drawn)
    const player = state.players[playerIndex(ctx, drawn.success.player)]!
    if (!step.drawing.includes(player.team)) {
      return violation(ctx, "Officious Ref", `${teamName(ctx, player.team)} do not draw a player for the Officious Ref${step.drawn.length > 0 ? ` (the D6 for ${nameOf(ctx, step.drawn[0]!)} was due)` : ""}`)
    }
    if (!onPitch(player)) return violation(ctx, "Officious Ref", `the player is drawn from those on the pitch; ${nameOf(ctx, player.id)} is not on it`)
    return consumed(updateTop(state, { ...step, drawing: step.drawing.filter((team) => team !== player.team), drawn: [...step.drawn, player.id] }))
  }
}

/**
 * A player sent off by the Officious Ref stays sent off: the BB2020 FAQ (BBBase faq_290525.md,
 * p. 41) allows neither Argue the Call nor a Bribe against it, and FFB's StepApplyKickoffResult
 * ejects the player with no such step. A log that argues or bribes here breaks the rules.
 */
export const sentOffByRefHandler: StepHandler<SentOffByRefStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["ChoiceDeclined"],
    about: "sent off by the Officious Ref: no Argue the Call, no Bribe"
  }),
  on: (ctx, state, step, event) => {
    const bribe = event._tag === "InducementUsed" && event.inducement === "bribe"
    if (event._tag === "CallArgued" || (event._tag === "DiceRolled" && event.for === "argue-the-call") || bribe) {
      return violation(ctx, "Officious Ref", `${nameOf(ctx, step.player)} was sent off by the Officious Ref: the call cannot be argued nor a Bribe used (BB2020 FAQ)`)
    }
    if (event._tag === "ChoiceDeclined" && (event.choice === "argue-the-call" || event.choice === "bribe")) return consumed(pop(state))
    return passOn(pop(state))
  }
}
