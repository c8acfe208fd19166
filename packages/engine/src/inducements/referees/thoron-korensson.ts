import type { Match } from "../../model/match.js"
import { KORENSSON, officiates } from "./biased-referee.js"
import { consumed, done, expectRoll, judge, nameOf, note, playerIndex, pop, propagate, replaceTop, type StepHandler, teamOf, violation } from "../../core/context.js"
import { sendOff, type SentOffStep } from "../../core/foul.js"
import { argueForbidden } from "./ranulf-hokuli.js"
import type { MatchState } from "../../model/state.js"

/**
 * Death Zone's named Biased Referee Thoron Korensson (0-1; only for a team with the Worlds Edge
 * Superleague special rule: inducements/referees/biased-referee.ts checks the header).
 *
 * - Strict Discipline: after a foul by the other team that the referee did not see, Korensson's
 *   team rolls a D6 (`biased-referee`): on 4+ the fouler is sent off at once. No Bribe may be used
 *   on it; the coach may Argue the Call (core/foul.ts, `strictDiscipline` on the SentOff step).
 *   If that argument comes out at 1 (You're Outta Here!), the fouler and the head coach go, and
 *   so does one other player of the fouler's team on the pitch, drawn at random (`PlayerDrawn`,
 *   `for: "biased-referee"`); no turnover beyond the one the fouler's sending-off causes.
 * - "Sit Down and Keep Quiet!": a Get the Ref on the kick-off table is rolled again, whichever
 *   team hired him (core/kick-off.ts).
 */

/** Korensson's D6 after an unseen foul. */
export interface StrictDisciplineStep {
  readonly _tag: "StrictDiscipline"
  readonly fouler: string
  /** Korensson's team. */
  readonly team: number
}

/** A You're Outta Here! on a Strict Discipline sending-off: one more player of `team` goes, drawn at random. */
export interface StrictDisciplineDrawStep {
  readonly _tag: "StrictDisciplineDraw"
  readonly team: number
}

export const strictDiscipline = (fouler: string, team: number): StrictDisciplineStep => ({ _tag: "StrictDiscipline", fouler, team })

/** "Sit Down and Keep Quiet!": Get the Ref is rolled again while Korensson officiates. */
export const getTheRefRolledAgain = (match: { readonly header: Match["header"] }): boolean => officiates(match, KORENSSON)

export const strictDisciplineDraw = (team: number): StrictDisciplineDrawStep => ({ _tag: "StrictDisciplineDraw", team })

const onPitch = (state: MatchState, team: number) => state.players.filter((player) => player.team === team && player.at !== null)

export const strictDisciplineHandler: StepHandler<StrictDisciplineStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "biased-referee", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "biased-referee", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const seen = face >= 4
    const who = nameOf(ctx, step.fouler)
    // Nobody argues with Ranulf about, nor a head coach already ejected for arguing.
    const forbidden = argueForbidden(ctx.match) || state.teams[state.players[playerIndex(ctx, step.fouler)]!.team]!.coachEjected
    judge(ctx, {
      rule: `${KORENSSON}: Strict Discipline`,
      player: step.fouler,
      roll: rolled.success,
      target: 4,
      total: face,
      needed: 4,
      success: seen,
      result: seen
        ? `Korensson (${teamOf(ctx, step.team).name}) spots the foul: ${who} is sent off, no Bribe allowed${forbidden ? "" : ", but the call may be argued"}`
        : `${who} escapes Korensson's attention`,
      notes: seen && forbidden ? [argueForbidden(ctx.match) ? "Ranulf 'Red' Hokuli also officiates: nobody may Argue the Call" : "the head coach was ejected earlier and cannot argue"] : []
    })
    if (!seen) return consumed(pop(state))
    // Neither a bribe nor (with Ranulf about) an argument: the fouler goes at once.
    if (forbidden) return consumed(sendOff(ctx, state, step.fouler))
    const sentOff: SentOffStep = { _tag: "SentOff", fouler: step.fouler, stage: "decide", argued: false, bribes: 0, strictDiscipline: true }
    return consumed(replaceTop(state, sentOff))
  }
}

export const strictDisciplineDrawHandler: StepHandler<StrictDisciplineDrawStep> = {
  expects: (step) => ({ kind: "decision", team: null, events: ["PlayerDrawn"], about: `Strict Discipline: draw a player of team ${step.team + 1} on the pitch at random, to be sent off` }),
  auto: (ctx, state, step) => {
    if (onPitch(state, step.team).length > 0) return undefined
    note(ctx, `Strict Discipline: ${teamOf(ctx, step.team).name} have nobody else on the pitch to send off`)
    return done(pop(state))
  },
  on: (ctx, state, step, event) => {
    if (event._tag !== "PlayerDrawn" || event.for !== "biased-referee") return violation(ctx, "Strict Discipline", `a player drawn at random for biased-referee was due, not ${event._tag}`)
    const player = state.players[playerIndex(ctx, event.player)]
    if (player === undefined || player.team !== step.team || player.at === null) {
      return violation(ctx, "Strict Discipline", `the player is drawn from ${teamOf(ctx, step.team).name}'s players on the pitch; ${nameOf(ctx, event.player)} is not one`)
    }
    note(ctx, `Strict Discipline: ${nameOf(ctx, event.player)} is sent off along with the fouler and the head coach`)
    return consumed(sendOff(ctx, state, event.player, false))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    getTheRefRolledAgain: typeof getTheRefRolledAgain
    strictDisciplineDraw: typeof strictDisciplineDraw
  }
}
