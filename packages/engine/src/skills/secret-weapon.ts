import { above } from "../core/above.js"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { withStack, withState } from "../model/state.js"
import type { ArgueRow, PendingArgument } from "../core/foul.js"
import {
  consumed,
  type Ctx,
  done,
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
  setTeam,
  type StepHandler,
  teamOf,
  updateTop,
  violation
} from "../core/context.js"
import { leaderRerollKept } from "./leader.js"

/**
 * The Secret Weapon trait at the end of a drive, for each player with it who took part in the
 * drive. What happens is the variant's `secretWeapon` rule point:
 * - Blood Bowl, Sevens: the player is sent off as for a foul; their coach may Argue the Call once
 *   (`CallArgued`, then a D6 `argue-the-call`) and use Bribes (`InducementUsed` `bribe`, then a D6
 *   `bribe`, 2+ they stay), in either order, or decline (`ChoiceDeclined`, or simply go on with the
 *   next event). A team that can do neither is not asked.
 * - Gutter Bowl: a D6 (`secret-weapon`, `player` set): on `stayOn`+ they stay; otherwise the crowd
 *   removes them for the rest of the game (the sent-off box) and a second D6 (same purpose) is a
 *   Casualty on `casualtyOn` or less (the casualty roll follows). No bribes.
 */
export interface SecretWeaponStep {
  readonly _tag: "SecretWeapon"
  readonly player: string
  /** "fink": a failed bribe that Fink da Fixer may roll again (inducements/staff/fink-da-fixer.ts); "corruption": a natural 1 Bribery and Corruption may re-roll (inducements/referees/argue-the-call.ts). */
  readonly stage: "stay" | "decide" | "argue" | "bribe" | "casualty" | "fink" | "corruption"
  /** The call was argued for this player already (once only). */
  readonly argued?: true
  /** The argument's result while its natural 1 may still be re-rolled. */
  readonly pending?: PendingArgument
}

/** The marker, in `kickOffEffects` for the drive, of a Secret Weapon player who took part in it. */
export const secretWeaponPlayed = (player: string): string => `secret-weapon:${player}`

/**
 * Marks the Secret Weapon players on the pitch as the kick is aimed: they took part in the drive
 * (nobody joins a drive after its kick-off). The marks go with the drive's other effects.
 */
export const markSecretWeapons = (ctx: Ctx, state: MatchState): MatchState => {
  const marks = state.players
    .filter((player, index) => player.at !== null && (hasSkill(ctx.match, state, index, "Secret Weapon") || hasSkill(ctx.match, state, index, "Keen Player")))
    .map((player) => secretWeaponPlayed(player.id))
  return marks.length === 0 ? state : withState(state, { kickOffEffects: [...state.kickOffEffects, ...marks] })
}

/**
 * The Secret Weapon steps for the end of a drive, in header order. Our reading: only a player who
 * could still play is dealt with — on the pitch when the drive ended, in the reserves or KO'd; a
 * player already a casualty or sent off has left the game anyway.
 */
export const secretWeaponsAtDriveEnd = (ctx: Ctx, state: MatchState): ReadonlyArray<SecretWeaponStep> => {
  const rule = ctx.variant.secretWeapon
  return state.players
    .filter((player) => state.kickOffEffects.includes(secretWeaponPlayed(player.id)) && (player.at !== null || player.box === "reserves" || player.box === "ko"))
    .map((player) => ({ _tag: "SecretWeapon", player: player.id, stage: rule.stayOn === null ? "decide" : "stay" }))
}

/** The player leaves the game for the sent-off box. */
const removed = (ctx: Ctx, state: MatchState, player: string, why: string): MatchState => {
  const index = playerIndex(ctx, player)
  note(ctx, `${nameOf(ctx, player)} ${why}`)
  return leaderRerollKept(ctx.match, setPlayer(state, index, { at: null, box: "sent-off", posture: "standing", justStunned: false }), state.players[index]!.team)
}

/** Keen Player (Josef Bugman, inducements/staff/infamous-staff.ts) sends off at the end of a drive as Secret Weapon does. */
const sentOffFor = (ctx: Ctx, state: MatchState, player: string): string =>
  hasSkill(ctx.match, state, playerIndex(ctx, player), "Keen Player") ? "Keen Player rule" : "Secret Weapon"

const teamOfPlayer = (ctx: Ctx | { match: Ctx["match"] }, state: MatchState, player: string) => state.players[ctx.match.playerIndex.get(player)!]!.team

/** Whether the coach may still Argue the Call for the player: a referee to argue with, once, with a head coach not ejected. */
const mayArgue = (ctx: Ctx | { match: Ctx["match"]; variant: Ctx["variant"] }, state: MatchState, step: SecretWeaponStep): boolean =>
  ctx.variant.sendingOff && step.argued !== true && !above.argueForbidden(ctx.match) && !state.teams[teamOfPlayer(ctx, state, step.player)]!.coachEjected

/**
 * A bribe for another player sent off at the end of this drive: their coach deals with the
 * send-offs in any order (FFB bribes and argues for them in its own order), so that player's step
 * is brought to the top. Null when `player` has no send-off waiting.
 */
const bringForward = (state: MatchState, player: string): { readonly state: MatchState; readonly step: SecretWeaponStep } | null => {
  const at = state.stack.findIndex((other) => other._tag === "SecretWeapon" && other.player === player && other.stage === "decide")
  if (at < 0) return null
  const step = state.stack[at] as SecretWeaponStep
  return { state: withStack(state, [...state.stack.slice(0, at), ...state.stack.slice(at + 1), step]), step }
}

/** What the coach may do for a Secret Weapon being sent off: argue (once, with a head coach not ejected), bribe (with one left), or let them go. */
const secretWeaponChoice = (step: SecretWeaponStep, state: MatchState, match: Ctx["match"]) => {
  const team = teamOfPlayer({ match }, state, step.player)
  const argue = step.argued !== true && !above.argueForbidden(match) && !state.teams[team]!.coachEjected
  const bribe = state.teams[team]!.bribes > 0
  return {
    kind: "decision" as const,
    team,
    events: [...(argue ? ["CallArgued" as const] : []), ...(bribe ? ["InducementUsed" as const] : []), "ChoiceDeclined" as const],
    about: `Secret Weapon: ${argue && bribe ? "argue the call or use a bribe" : argue ? "argue the call" : "use a bribe"} to keep ${step.player} in the game?`
  }
}

/** What an argument for the Secret Weapon came to. */
const argued = (ctx: Ctx, state: MatchState, step: SecretWeaponStep, team: number, row: ArgueRow, fink: boolean): MatchState => {
  if (row === "well-when-you-put-it-like-that") return pop(state)
  // An ejected coach cannot bribe the referee either.
  if (row === "youre-outta-here") {
    const ejected = setTeam(fink ? above.sendFinkOff(state, team) : state, team, { coachEjected: true })
    return pop(removed(ctx, ejected, step.player, `is sent off for their ${sentOffFor(ctx, state, step.player)} at the end of the drive`))
  }
  return updateTop(state, { ...step, stage: "decide" })
}

export const secretWeaponHandler: StepHandler<SecretWeaponStep> = {
  expects: (step, state, match) =>
    step.stage === "decide"
      ? secretWeaponChoice(step, state, match)
      : step.stage === "argue"
      ? { kind: "roll", die: "d6", for: "argue-the-call", player: null }
      : step.stage === "bribe"
      ? { kind: "roll", die: "d6", for: "bribe", player: null }
      : step.stage === "fink"
      ? { kind: "decision", team: teamOfPlayer({ match }, state, step.player), events: ["RerollUsed", "RerollDeclined"], about: "re-roll the bribe with Fink da Fixer?" }
      : step.stage === "corruption"
      ? above.corruptionExpects(teamOfPlayer({ match }, state, step.player))
      : { kind: "roll", die: "d6", for: "secret-weapon", player: step.player },
  auto: (ctx, state, step) => {
    // Sent off without a question when neither an argument nor a bribe may or can be used.
    if (step.stage !== "decide") return undefined
    // Kari Coldsteel is sent off after her drive with no Argue the Call and no Bribe (inducements/staff/kari-coldsteel.ts).
    if (above.isKari(ctx.match, step.player)) return done(pop(removed(ctx, state, step.player, "is sent off at the end of the drive she played (Kari Coldsteel: no Argue the Call, no Bribe)")))
    // Kreek's I'll be back!: the first sending-off of the game does not happen (stars/ill-be-back.ts).
    const kept = sentOffFor(ctx, state, step.player) === "Secret Weapon" ? above.illBeBack(ctx, state, step.player) : null
    if (kept !== null) return done(pop(kept))
    const team = teamOfPlayer(ctx, state, step.player)
    // The Main 'Skull'-prit (a Special Plays card) may not be argued for nor bribed back.
    const bribe = ctx.variant.secretWeapon.bribes && state.teams[team]!.bribes > 0
    if ((bribe || mayArgue(ctx, state, step)) && above.mayContestSendingOff(state, ctx.match.playerIndex.get(step.player)!)) return undefined
    return done(pop(removed(ctx, state, step.player, `is sent off for their ${sentOffFor(ctx, state, step.player)} at the end of the drive`)))
  },
  on: (ctx, state, step, event) => {
    const rule = ctx.variant.secretWeapon
    const team = teamOfPlayer(ctx, state, step.player)
    switch (step.stage) {
      case "decide": {
        if (event._tag === "InducementUsed" && event.inducement === "bribe" && event.player !== undefined && event.player !== step.player) {
          const other = bringForward(state, event.player)
          if (other !== null) return secretWeaponHandler.on!(ctx, other.state, other.step, event)
        }
        if (event._tag === "CallArgued" && ctx.match.teamIndex.get(event.team) === team && mayArgue(ctx, state, step)) {
          return consumed(updateTop(state, { ...step, stage: "argue", argued: true }))
        }
        if (event._tag === "InducementUsed" && event.inducement === "bribe") {
          if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "bribe", `only ${teamOf(ctx, team).name} can bribe the referee for ${nameOf(ctx, step.player)}`)
          if (event.player !== undefined && event.player !== step.player) return violation(ctx, "bribe", `the bribe is for ${nameOf(ctx, step.player)}, who is being sent off, not ${nameOf(ctx, event.player)}`)
          return consumed(updateTop(setTeam(state, team, { bribes: state.teams[team]!.bribes - 1 }), { ...step, stage: "bribe" }))
        }
        const sent = pop(removed(ctx, state, step.player, `is sent off for their ${sentOffFor(ctx, state, step.player)} at the end of the drive`))
        if (event._tag === "ChoiceDeclined" && (event.choice === "bribe" || event.choice === "argue-the-call") && ctx.match.teamIndex.get(event.team) === team) return consumed(sent)
        // No bribe: the player is sent off, and the event goes on.
        return passOn(sent)
      }
      case "argue": {
        const judged = above.judgeArgument(ctx, state, team, step.player, event, {
          ejected: "You're Outta Here!: the head coach is ejected and the player is sent off",
          won: "Well, When You Put It Like That...: the Secret Weapon stays in the game",
          lost: "I Don't Care!: the player is sent off unless a bribe works"
        })
        if (judged._tag === "Failure") return propagate(judged)
        const { row, fink, reroll } = judged.success
        if (reroll) return consumed(updateTop(state, { ...step, stage: "corruption", pending: { row, fink } }))
        return consumed(argued(ctx, state, step, team, row, fink))
      }
      case "corruption": {
        const again = above.corruptionReroll(ctx, state, team, event)
        if (again._tag === "Failure") return propagate(again)
        if (again.success !== null) return consumed(updateTop(again.success, { ...step, stage: "argue" }))
        // Not re-rolled: the natural 1 stands, and the event goes on.
        return passOn(argued(ctx, state, step, team, step.pending!.row, step.pending!.fink))
      }
      case "bribe": {
        const rolled = expectRoll(ctx, event, "d6", "bribe", null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const { success } = judge(ctx, {
          rule: "Bribe",
          player: step.player,
          roll: rolled.success,
          target: 2,
          total: face,
          needed: 2,
          success: face >= 2,
          result: face >= 2 ? "the referee takes the bribe: the Secret Weapon stays in the game" : "the bribe is wasted"
        })
        return consumed(success ? pop(state) : updateTop(state, { ...step, stage: above.finkMayRerollBribe(ctx.match, state, team) ? "fink" : "decide" }))
      }
      case "fink": {
        const chosen = above.finkBribeChoice(ctx, state, team, event)
        if (chosen === null) return violation(ctx, above.YOU_GOT_IT_BOSS, "re-roll the failed bribe with Fink da Fixer, or let it stand")
        if (chosen._tag === "Failure") return propagate(chosen)
        return consumed(updateTop(chosen.success.state, { ...step, stage: chosen.success.reroll ? "bribe" : "decide" }))
      }
      case "stay": {
        const rolled = expectRoll(ctx, event, "d6", "secret-weapon", step.player, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const stayOn = rule.stayOn ?? 7
        const { success } = judge(ctx, {
          rule: "Secret Weapon",
          player: step.player,
          roll: rolled.success,
          target: stayOn,
          total: face,
          needed: stayOn,
          success: face >= stayOn,
          result: face >= stayOn ? "gets away with it: stays in the game" : "the crowd removes them from the game"
        })
        if (success) return consumed(pop(state))
        const out = removed(ctx, state, step.player, "is removed from the game by the crowd for their Secret Weapon")
        return consumed(rule.casualtyOn === null ? pop(out) : updateTop(out, { ...step, stage: "casualty" }))
      }
      case "casualty": {
        const rolled = expectRoll(ctx, event, "d6", "secret-weapon", step.player, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const hurt = face <= (rule.casualtyOn ?? 0)
        judge(ctx, { rule: "Secret Weapon: the crowd's retribution", player: step.player, roll: rolled.success, total: face, result: hurt ? "a Casualty" : "no worse than removed" })
        if (!hurt) return consumed(pop(state))
        return consumed(replaceTop(state, { _tag: "Casualty", player: step.player, cause: "secret-weapon", by: null, stage: "roll", row: null }))
      }
    }
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/secret-weapon": SecretWeaponStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    markSecretWeapons: typeof markSecretWeapons
    secretWeaponsAtDriveEnd: typeof secretWeaponsAtDriveEnd
  }
}
