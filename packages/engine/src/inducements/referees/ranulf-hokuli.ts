import { withBallOf } from "../../model/balls.js"
import type { Match } from "../../model/match.js"
import { withState } from "../../model/state.js"
import { officiates, RANULF } from "./biased-referee.js"
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
  teamOf,
  updateTop,
  violation
} from "../../core/context.js"
import { sendOff, type SentOffStep } from "../../core/foul.js"
import { type ArmourStep, readArmour } from "../../core/injury.js"
import type { Step } from "../../model/step.js"

/**
 * Death Zone's named Biased Referee Ranulf 'Red' Hokuli (0-1; only for a team with the Lustrian
 * Superleague or Old World Classic special rule: inducements/referees/biased-referee.ts checks the header).
 *
 * - 'Red' Card: after a foul by the other team that the referee did not see, Ranulf's team rolls a
 *   D6 (`biased-referee`): on 4+ he halts play. The fouler's coach then picks one way out:
 *   a Bribe (`InducementUsed`, as for any sending-off), accepting the sending-off (`ChoiceDeclined`),
 *   or arguing with Ranulf (`CallArgued`, here answered by his axe, not the Argue the Call table).
 * - His axe: an Armour roll (`armour`, the fouler) with +2. Broken: the fouler is Placed Prone
 *   and an Injury roll follows; no sending-off and no turnover (a held ball bounces). Not broken:
 *   the fouler is sent off and the turn is over. "Higher than the Armour Value" is the older
 *   wording of a broken armour; we break it as any BB2020 armour roll (reaching AV).
 * - "I'm Not One for Arguing!": while he is induced, by either team, nobody may Argue the Call
 *   all match (core/foul.ts, the Officious Ref in core/kick-off-events.ts).
 */

/** Ranulf halts play after an unseen foul: his D6, then the coach's way out, then (if argued) his axe. */
export interface RedCardStep {
  readonly _tag: "RedCard"
  readonly fouler: string
  /** Ranulf's team. */
  readonly team: number
  readonly stage: "spot" | "decide" | "axe"
}

export const redCard = (fouler: string, team: number): RedCardStep => ({ _tag: "RedCard", fouler, team, stage: "spot" })

/** "I'm Not One for Arguing!": no Argue the Call in a match Ranulf officiates. */
export const argueForbidden = (match: { readonly header: Match["header"] }): boolean => officiates(match, RANULF)

/** A literal, not built from RANULF: this module and biased-referee.ts import each other. */
export const NO_ARGUING = "Ranulf 'Red' Hokuli: I'm Not One for Arguing!"

const AXE = "Ranulf's axe"

export const redCardHandler: StepHandler<RedCardStep> = {
  expects: (step, state, match) => {
    const team = state.players[match.playerIndex.get(step.fouler)!]!.team
    switch (step.stage) {
      case "spot":
        return { kind: "roll", die: "d6", for: "biased-referee", player: null, team: step.team }
      case "decide":
        return {
          kind: "decision",
          team,
          events: state.teams[team]!.bribes > 0 ? ["CallArgued", "InducementUsed", "ChoiceDeclined"] : ["CallArgued", "ChoiceDeclined"],
          about: "'Red' Card: use a Bribe, accept the sending-off, or argue with Ranulf (his axe)?"
        }
      case "axe":
        return { kind: "roll", die: "2d6", for: "armour", player: step.fouler }
    }
  },
  on: (ctx, state, step, event) => {
    const who = nameOf(ctx, step.fouler)
    const team = state.players[playerIndex(ctx, step.fouler)]!.team
    if (step.stage === "spot") {
      const rolled = expectRoll(ctx, event, "d6", "biased-referee", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const seen = face >= 4
      judge(ctx, {
        rule: `${RANULF}: 'Red' Card`,
        player: step.fouler,
        roll: rolled.success,
        target: 4,
        total: face,
        needed: 4,
        success: seen,
        result: seen ? `Ranulf (${teamOf(ctx, step.team).name}) halts play: ${who}'s coach must bribe, accept the sending-off or argue with him` : `${who} escapes Ranulf's attention`
      })
      return consumed(seen ? updateTop(state, { ...step, stage: "decide" }) : pop(state))
    }
    if (step.stage === "decide") {
      if (event._tag === "CallArgued") {
        if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "'Red' Card", `only ${teamOf(ctx, team).name}'s coach can have ${who} argue with Ranulf`)
        note(ctx, `${who} argues with Ranulf, who settles it with his axe`)
        return consumed(updateTop(state, { ...step, stage: "axe" }))
      }
      // A bribe is used as for any sending-off (core/foul.ts checks it); arguing is no longer open.
      if (event._tag === "InducementUsed" && event.inducement === "bribe") {
        const sentOff: SentOffStep = { _tag: "SentOff", fouler: step.fouler, stage: "decide", argued: true, bribes: 0 }
        return passOn(replaceTop(state, sentOff))
      }
      if (event._tag === "ChoiceDeclined" && ctx.match.teamIndex.get(event.team) === team) return consumed(sendOff(ctx, state, step.fouler))
      // No choice made: the fouler accepts the sending-off.
      return passOn(sendOff(ctx, state, step.fouler))
    }
    const rolled = expectRoll(ctx, event, "2d6", "armour", step.fouler, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const armour: ArmourStep = { _tag: "Armour", player: step.fouler, cause: "other", by: null, modifiers: [{ value: 2, source: AXE }], bonus: null }
    const reading = readArmour(ctx, state, armour, rolled.success.faces)
    const { success } = judge(ctx, {
      rule: `${RANULF}: 'Red' Card (his axe)`,
      player: step.fouler,
      roll: rolled.success,
      target: reading.av,
      modifiers: reading.modifiers,
      total: reading.total,
      needed: reading.av,
      success: reading.broken,
      result: reading.broken
        ? `armour broken: ${who} is Placed Prone and rolls for injury, but is not sent off and there is no turnover`
        : `armour holds: the axe does nothing, and ${who} is sent off (turnover)`,
      notes: reading.notes
    })
    if (success !== true) return consumed(sendOff(ctx, state, step.fouler))
    const index = playerIndex(ctx, step.fouler)
    const at = state.players[index]!.at
    let next = withBallOf(setPlayer(state, index, { posture: "prone" }), step.fouler)
    const steps: Array<Step> = [{ _tag: "Injury", player: step.fouler, cause: "other", by: null, modifiers: [] }]
    if (next.ball.carrier === step.fouler && at !== null) {
      next = withState(next, { ball: { at, carrier: null, inPlay: true } })
      steps.push({ _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    }
    return consumed(replaceTop(next, ...steps))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    NO_ARGUING: typeof NO_ARGUING
    argueForbidden: typeof argueForbidden
  }
}
