import type { Match } from "../../model/match.js"
import { isAdjacent } from "../../model/square.js"
import type { MatchState } from "../../model/state.js"
import { officiates, refereeOf, TRIPLETS } from "./biased-referee.js"
import { consumed, type Ctx, done, expectRoll, judge, nameOf, note, playerIndex, pop, propagate, replaceTop, setPlayer, setTeam, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import type { SentOffStep } from "../../core/foul.js"
import { exertsTackleZone } from "../../core/tackle-zones.js"
import { opposed } from "../../core/variant/variant.js"

/**
 * Death Zone's named Biased Referee the Trundlefoot Triplets, Bungo, Filibert and Jeph (0-1, any team).
 *
 * - Heavy-handed Incompetence: after a foul by the other team that the referee did not see, the
 *   triplets' team rolls a D6 (`biased-referee`): 5+ the fouler is sent off exactly as for a
 *   double (argue, bribe; turnover); 2–4 nothing; 1 the fouled player is sent off instead, as if
 *   they had fouled and rolled a double: their coach may argue or bribe, and (it not being their
 *   turn) no turnover follows. Our reading: a victim the foul has already put in the KO box is
 *   sent off from there; one already a casualty is beyond the referees' reach.
 * - "Smart Players Are Well-behaved Players!": at each drive, once both teams are set up and
 *   before the kick, the triplets' team rolls a D6 (`biased-referee`); on a 6 one player of the
 *   other team on the pitch and not Marked, drawn at random (`PlayerDrawn`, `for: "biased-referee"`),
 *   is Placed Prone and Stunned (core/drive.ts schedules the step).
 * - "They Don't Look Happy!": on a Get the Ref kick-off result the teams get their Bribes as usual
 *   and the triplets leave the match for good (kept in the team's `inducementsUsed`).
 */

/** The marker in the triplets' team's `inducementsUsed` once they have left the match. */
const GONE = "trundlefoot-triplets-left"

/** The triplets' D6 after an unseen foul. */
export interface HeavyHandedIncompetenceStep {
  readonly _tag: "HeavyHandedIncompetence"
  readonly fouler: string
  readonly victim: string | null
  /** The triplets' team. */
  readonly team: number
}

/** The triplets' D6 before a kick-off, then (on a 6) the player drawn. */
export interface SmartPlayersStep {
  readonly _tag: "SmartPlayers"
  readonly team: number
  readonly stage: "roll" | "draw"
}

/** Whether the triplets still officiate: hired and not gone after a Get the Ref. */
export const tripletsAtWork = (state: MatchState, team: number): boolean => !(state.teams[team]!.inducementsUsed ?? []).includes(GONE)

export const heavyHandedIncompetence = (state: MatchState, fouler: string, victim: string | null, team: number): ReadonlyArray<HeavyHandedIncompetenceStep> =>
  tripletsAtWork(state, team) ? [{ _tag: "HeavyHandedIncompetence", fouler, victim, team }] : []

/** The step before each kick-off, when the triplets officiate (core/drive.ts). */
export const smartPlayersAtDriveStart = (match: { readonly header: Match["header"] }, state: MatchState): ReadonlyArray<SmartPlayersStep> =>
  // Both teams' in an exhibition where both hired them (model/ringers.ts), in header order.
  tripletsTeams(match).filter((team) => tripletsAtWork(state, team)).map((team): SmartPlayersStep => ({ _tag: "SmartPlayers", team, stage: "roll" }))

/** The teams whose referees the triplets are: one, or both in an exhibition where both hired them. */
const tripletsTeams = (match: { readonly header: Match["header"] }): ReadonlyArray<number> =>
  match.header.teams.flatMap((_, team) => (refereeOf(match, team) === TRIPLETS ? [team] : []))

/** "They Don't Look Happy!": after a Get the Ref the triplets take no further part. */
export const tripletsLeave = (ctx: Ctx, state: MatchState): MatchState => {
  let next = state
  for (const team of tripletsTeams(ctx.match)) {
    if (!tripletsAtWork(next, team)) continue
    note(ctx, `Get the Ref: the Trundlefoot Triplets (${teamOf(ctx, team).name}) make themselves scarce and take no further part in the match`)
    next = setTeam(next, team, { inducementsUsed: [...(next.teams[team]!.inducementsUsed ?? []), GONE] })
  }
  return next
}

export const tripletsOfficiate = (match: { readonly header: Match["header"] }): boolean => officiates(match, TRIPLETS)

export const heavyHandedIncompetenceHandler: StepHandler<HeavyHandedIncompetenceStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "biased-referee", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "biased-referee", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const who = nameOf(ctx, step.fouler)
    const victim = step.victim === null ? undefined : state.players[playerIndex(ctx, step.victim)]
    // The victim can be sent off from the pitch or the KO box, not once a casualty.
    const victimReachable = victim !== undefined && (victim.at !== null || victim.box === "ko")
    const row = face >= 5 ? "fouler-sent-off" : face === 1 ? "victim-sent-off" : "missed"
    judge(ctx, {
      rule: `${TRIPLETS}: Heavy-handed Incompetence`,
      player: step.fouler,
      roll: rolled.success,
      total: face,
      row,
      result: row === "fouler-sent-off"
        ? `the triplets (${teamOf(ctx, step.team).name}) spot the foul: ${who} is sent off as for a double`
        : row === "missed"
        ? "the triplets squabble among themselves and miss the foul"
        : victimReachable
        ? `the triplets send off the wrong player: ${nameOf(ctx, victim!.id)}, the victim, as if they had fouled and rolled a double`
        : "the triplets would send off the victim, who has already left the match as a casualty",
      notes: row === "victim-sent-off" && victimReachable ? ["the victim's coach may argue the call or use a bribe; no turnover, it is not their turn"] : []
    })
    if (row === "missed" || (row === "victim-sent-off" && !victimReachable)) return consumed(pop(state))
    const sentOff: SentOffStep = row === "fouler-sent-off"
      ? { _tag: "SentOff", fouler: step.fouler, stage: "decide", argued: false, bribes: 0 }
      : { _tag: "SentOff", fouler: victim!.id, stage: "decide", argued: false, bribes: 0, turnover: false }
    return consumed(replaceTop(state, sentOff))
  }
}

/** The other team's players on the pitch that no standing opponent marks. */
const unmarked = (ctx: Ctx, state: MatchState, team: number) =>
  state.players.filter((player) =>
    player.at !== null && opposed(ctx.variant, player.team, team) &&
    !state.players.some((other) => opposed(ctx.variant, other.team, player.team) && other.at !== null && exertsTackleZone(other) && isAdjacent(other.at, player.at!)))

export const smartPlayersHandler: StepHandler<SmartPlayersStep> = {
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d6", for: "biased-referee", player: null, team: step.team }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: "Smart Players Are Well-behaved Players!: draw an unmarked player of the other team at random" },
  auto: (ctx, state, step) => {
    // Gone after a Get the Ref of an earlier drive; or nobody to pick.
    if (!tripletsAtWork(state, step.team)) return done(pop(state))
    if (step.stage === "draw" && unmarked(ctx, state, step.team).length === 0) {
      note(ctx, "Smart Players Are Well-behaved Players!: every player of the other team is Marked, so nobody is picked")
      return done(pop(state))
    }
    return undefined
  },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      const rolled = expectRoll(ctx, event, "d6", "biased-referee", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      judge(ctx, {
        rule: `${TRIPLETS}: Smart Players Are Well-behaved Players!`,
        roll: rolled.success,
        target: 6,
        total: face,
        needed: 6,
        success: face === 6,
        result: face === 6 ? "an unmarked player of the other team, drawn at random, argues about their kit: Placed Prone and Stunned" : "no argument about kit this drive"
      })
      return consumed(face === 6 ? updateTop(state, { ...step, stage: "draw" }) : pop(state))
    }
    if (event._tag !== "PlayerDrawn" || event.for !== "biased-referee") return violation(ctx, "Smart Players Are Well-behaved Players!", `a player drawn at random for biased-referee was due, not ${event._tag}`)
    const candidates = unmarked(ctx, state, step.team)
    if (!candidates.some((player) => player.id === event.player)) {
      return violation(ctx, "Smart Players Are Well-behaved Players!", `the player is drawn from the other team's unmarked players on the pitch (${candidates.map((p) => nameOf(ctx, p.id)).join(", ")}); ${nameOf(ctx, event.player)} is not one`)
    }
    ctx.outcomes.push({ _tag: "Injury", player: event.player, result: "stunned", cause: "other", by: null })
    note(ctx, `${nameOf(ctx, event.player)} argues with the Trundlefoot Triplets about their kit: Placed Prone and Stunned`)
    return consumed(pop(setPlayer(state, playerIndex(ctx, event.player), { posture: "stunned", justStunned: false })))
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    smartPlayersAtDriveStart: typeof smartPlayersAtDriveStart
    tripletsLeave: typeof tripletsLeave
  }
}
