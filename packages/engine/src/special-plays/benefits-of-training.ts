import { holdsBall } from "../model/balls.js"
import type { Action, DiceRolled, MatchEvent } from "@sidelines/schema"
import type { Match } from "../model/match.js"
import type { FoulRollStep } from "../core/foul.js"
import type { MatchState } from "../model/state.js"
import { characteristic } from "../model/match.js"
import { withPlayer, withState } from "../model/state.js"
import { consumed, type Ctx, done, type Expectation, expectRoll, type Fold, type Handled, judge, nameOf, note, passOn, pop, propagate, schedule, setTeam, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { withoutOne } from "../core/team-rerolls-per-turn.js"
import { anyCardMarked, type CardPlay, driveMark, inForceFor, mark, ownPlayer, targetsStep, type TargetsSpec, TURN, turnMark, withGain } from "./helpers.js"

/**
 * The Benefits of Training deck (D6 5). Folded: All-Out Blitz, Down the Chain, Flea Flicker,
 * Helping Hand, Kingmaker Play, Switcheroo, Team Talk and Boot Camp. The others stop
 * the fold as Unsupported when played (special-plays/play.ts).
 */

/**
 * Helping Hand, played in the pre-game on one of the team's players: for the match the player has
 * Big Hand, Extra Arms and Sure Hands.
 */
const playHelpingHand: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Helping Hand", index)
  note(ctx, `Helping Hand: ${nameOf(ctx, event.player!)} has Big Hand, Extra Arms and Sure Hands for the match`)
  return done(withGain(state, index, { source: "Helping Hand", until: "game", skills: ["Big Hand", "Extra Arms", "Sure Hands"] }))
}

/**
 * Down the Chain, played at the start of one of the team's turns: for that team turn any number
 * of its players may make a Hand-off action (not only one).
 */
export const DOWN_THE_CHAIN = "down-the-chain"

const playDownTheChain: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Down the Chain: any number of Hand-off actions this team turn`)
  return done(mark(state, turnMark(DOWN_THE_CHAIN, team)))
}

/**
 * All-Out Blitz and Flea Flicker, played at the start of one of the team's turns: for that turn
 * the team may declare a second Blitz (All-Out Blitz) or a second Pass action (Flea Flicker); under
 * Flea Flicker every pass of the team that turn is a Quick or Short pass (no Long pass, Long Bomb or
 * Hail Mary pass). The card's mark is spent by the second action.
 */
export const ALL_OUT_BLITZ = "all-out-blitz"
export const FLEA_FLICKER = "flea-flicker"
const SECOND: Partial<Record<Action, string>> = { blitz: ALL_OUT_BLITZ, pass: FLEA_FLICKER }
const spentMark = (card: string, team: number) => `${turnMark(card, team)}:spent`

const playAllOutBlitz: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play All-Out Blitz: two Blitz actions this team turn`)
  return done(mark(state, turnMark(ALL_OUT_BLITZ, team)))
}

const playFleaFlicker: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Flea Flicker: two Pass actions this team turn, Quick or Short passes only`)
  return done(mark(state, turnMark(FLEA_FLICKER, team)))
}

/** Why the pass may not be thrown under Flea Flicker (a Long pass, Long Bomb or Hail Mary), or null. */
export const fleaFlickerProblem = (state: MatchState, team: number, range: string, hailMary: boolean): string | null =>
  (inForceFor(state, FLEA_FLICKER, team) || state.kickOffEffects.includes(spentMark(FLEA_FLICKER, team))) && (hailMary || range === "long" || range === "long-bomb")
    ? `under Flea Flicker the team may only make Quick or Short passes this turn, not a ${hailMary ? "Hail Mary pass" : range === "long" ? "Long pass" : "Long Bomb"}`
    : null

/** Whether a card lets the team declare this once-a-turn action again this turn (Down the Chain: a Hand-off; All-Out Blitz, Flea Flicker: one more). */
export const specialPlayRepeats = (state: MatchState, team: number, action: Action): boolean =>
  (action === "hand-off" && inForceFor(state, DOWN_THE_CHAIN, team)) || (SECOND[action] !== undefined && inForceFor(state, SECOND[action]!, team))

/** The state once the team has used a card's extra action (All-Out Blitz, Flea Flicker: it is spent). */
export const spendRepeat = (state: MatchState, team: number, action: Action): MatchState => {
  const card = SECOND[action]
  if (card === undefined || !inForceFor(state, card, team)) return state
  return withState(state, { kickOffEffects: state.kickOffEffects.map((e) => (e === turnMark(card, team) ? spentMark(card, team) : e)) })
}

/**
 * Switcheroo, played at the start of any team turn: two of the team's players on the pitch, not
 * holding the ball and of ST 4 or less (two `PlayerChosen` `switcheroo`), swap squares. Our
 * reading: Prone or Stunned players may swap too (the card asks only for players on the pitch).
 */
const SWITCHEROO: TargetsSpec = {
  count: 2,
  pick: "chosen",
  who: "a player of the team on the pitch, of ST 4 or less, without the ball",
  least: 2,
  eligible: (ctx, state, team, index) => {
    const p = state.players[index]!
    return p.team === team && p.at !== null && !holdsBall(state, p.id) && characteristic(ctx.match, state, index, "st") <= 4
  },
  apply: (ctx, state, _team, players) => {
    const [a, b] = players as [number, number]
    const at = state.players[a]!.at!
    const other = state.players[b]!.at!
    note(ctx, `Switcheroo: ${nameOf(ctx, state.players[a]!.id)} and ${nameOf(ctx, state.players[b]!.id)} swap places`)
    return withState(state, { players: state.players.map((p, i) => (i === a ? withPlayer(p, { at: other }) : i === b ? withPlayer(p, { at }) : p)) })
  }
}

const playSwitcheroo: CardPlay = (ctx, state, team) => {
  const able = state.players.filter((_, i) => SWITCHEROO.eligible(ctx, state, team, i)).length
  if (able < 2) return violation(ctx, "Switcheroo", `Switcheroo swaps two of ${teamOf(ctx, team).name}'s players on the pitch of ST 4 or less without the ball; they have ${able}`)
  note(ctx, `${teamOf(ctx, team).name} play Switcheroo: two of their players swap places`)
  return done(schedule(state, targetsStep("switcheroo", team, SWITCHEROO)))
}

/**
 * Team Talk, played by the receiving team in a Start of Drive sequence once the kick has deviated,
 * before the kick-off event: for the drive, each time the team uses a team re-roll a D3
 * (`special-play`, `team` set); higher than the team re-rolls it has left, and it regains one.
 * Our readings, as for Gutter Bowl's Snack Stand: an ordinary team re-roll only (not the Leader
 * re-roll, nor a star's own); the D3s (one for each team re-roll used that turn: BB2020 allows
 * several) are rolled as the team's turn ends (before a touchdown ends the drive, or the half)
 * rather than in the middle of the action, each against the re-rolls left then.
 */
const TEAM_TALK = "team-talk"
const talkDue = (team: number) => `special-play:team-talk-due:${team}`

export interface TeamTalkStep {
  readonly _tag: "TeamTalk"
  readonly team: number
}

const playTeamTalk: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Team Talk: for this drive, a D3 for each team re-roll they use — higher than the re-rolls left, and they regain one`)
  return done(mark(state, driveMark(TEAM_TALK, team)))
}

/** A team re-roll spent (skills/leader.ts): under Team Talk, its D3 is due as the turn ends. */
export const teamTalkSpent = (state: MatchState, team: number): MatchState =>
  inForceFor(state, TEAM_TALK, team) ? mark(state, talkDue(team)) : state

/** As the team's turn ends (core/turn.ts): a Team Talk D3 for each team re-roll used. */
export const teamTalkRolls = (state: MatchState, team: number): ReadonlyArray<TeamTalkStep> =>
  !anyCardMarked(state) ? [] : state.kickOffEffects.filter((e) => e === talkDue(team)).map(() => ({ _tag: "TeamTalk", team }))

export const teamTalkHandler: StepHandler<TeamTalkStep> = {
  expects: (step) => ({ kind: "roll", die: "d3", for: "special-play", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d3", "special-play", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const left = state.teams[step.team]!.rerolls
    const { success } = judge(ctx, {
      rule: "Team Talk",
      roll: rolled.success,
      total: face,
      success: face > left,
      result: face > left ? `higher than the ${left} team re-roll${left === 1 ? "" : "s"} left: ${teamOf(ctx, step.team).name} regain one` : `not higher than the ${left} team re-roll${left === 1 ? "" : "s"} left: nothing regained`
    })
    const cleared = withState(state, { kickOffEffects: withoutOne(state.kickOffEffects, talkDue(step.team)) })
    return consumed(pop(success === true ? setTeam(cleared, step.team, { rerolls: left + 1 }) : cleared))
  }
}

/**
 * Kingmaker Play, played as one of the team's players is activated (right after its
 * `ActionDeclared`, naming that `player`): during that activation any roll may be re-rolled as if
 * with a team re-roll, and as the activation ends the team suffers a Turnover (core/activation.ts
 * asks `kingmakerTurnover`). Our readings: the card's re-roll is logged as a team re-roll
 * (`RerollUsed` `team-reroll`) and goes where a team re-roll may (skills/leader.ts asks
 * `kingmakerRerolls`): it costs none of the team's re-rolls, is no team re-roll used and so
 * does not count as one (no Team Talk or Snack Stand roll for it); being a team re-roll, Loner
 * still applies and a roll is still re-rolled only once. A coach's `TurnEnded` after the
 * activation is taken as the end the Turnover brings.
 */
const KINGMAKER = "kingmaker-play"
const kingmakerMark = (player: string) => `${TURN}:${KINGMAKER}:${player}`

const playKingmakerPlay: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Kingmaker Play", index)
  if (state.activePlayer !== event.player) return violation(ctx, "Kingmaker Play", `${nameOf(ctx, event.player!)} is not the player being activated`)
  note(ctx, `Kingmaker Play: ${nameOf(ctx, event.player!)} may re-roll any roll of this activation as with a team re-roll; a Turnover follows as it ends`)
  return done(mark(state, kingmakerMark(event.player!)))
}

/** Whether the team's active player is under Kingmaker Play: a team re-roll now is the card's, free. */
export const kingmakerRerolls = (state: MatchState, team: number): boolean =>
  state.activeTeam === team && state.activePlayer !== null && anyCardMarked(state) && state.kickOffEffects.includes(kingmakerMark(state.activePlayer))

/** Whether the player's activation, ending now, was under Kingmaker Play (a Turnover follows). */
export const kingmakerTurnover = (state: MatchState, player: string): boolean => anyCardMarked(state) && state.kickOffEffects.includes(kingmakerMark(player))

/**
 * Boot Camp, played as one of the team's players is activated (right after its `ActionDeclared`,
 * naming that `player`): in that activation's Foul, the fouler may re-roll either the armour roll
 * or the injury roll, once. In the log: after the 2D6, `RerollUsed` `{ source: "skill", skill:
 * "Boot Camp" }` and the 2D6 again; `RerollDeclined` (or simply the next event) keeps the roll, and
 * the card is still there for the injury roll. The roll that is kept counts: a natural double on
 * the re-roll sends the fouler off as usual, one on the discarded roll does not. Until the coach
 * decides, the roll is only noted; its ruling comes with the decision.
 */
const BOOT_CAMP = "boot-camp"
const bootMark = (player: string) => `${TURN}:${BOOT_CAMP}:${player}`

const playBootCamp: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Boot Camp", index)
  if (state.activePlayer !== event.player) return violation(ctx, "Boot Camp", `${nameOf(ctx, event.player!)} is not the player being activated`)
  note(ctx, `Boot Camp: if ${nameOf(ctx, event.player!)} fouls in this activation, the armour or the injury roll may be re-rolled`)
  return done(mark(state, bootMark(event.player!)))
}

/** Whether Boot Camp may re-roll this roll of a foul: the card on the fouler, unused, in their Foul action. */
const bootCampOffered = (state: MatchState, step: FoulRollStep): boolean =>
  anyCardMarked(state) && state.kickOffEffects.includes(bootMark(step.fouler)) && state.stack.some((s) => s._tag === "Activation" && s.player === step.fouler && s.action === "foul")

export const bootCampExpects = (step: FoulRollStep, state: MatchState, match: Match): Expectation => ({
  kind: "decision",
  team: state.players[match.playerIndex.get(step.fouler)!]!.team,
  events: ["RerollUsed", "RerollDeclined"],
  about: `re-roll the foul's ${step.roll._tag === "Armour" ? "armour" : "injury"} roll with Boot Camp?`
})

/**
 * The foul roll under Boot Camp (core/foul.ts asks first): the 2D6 held for the coach's choice,
 * then re-rolled or kept (`resolve` folds the kept roll as usual); null when the card has no say.
 */
export const bootCamp = (
  ctx: Ctx,
  state: MatchState,
  step: FoulRollStep,
  event: MatchEvent,
  resolve: (ctx: Ctx, state: MatchState, step: FoulRollStep, event: MatchEvent) => Fold<Handled>
): Fold<Handled> | null => {
  const purpose = step.roll._tag === "Armour" ? "armour" : "injury"
  const who = nameOf(ctx, step.fouler)
  if (step.bootCamp === undefined) {
    if (event._tag !== "DiceRolled" || !bootCampOffered(state, step)) return null
    const rolled = expectRoll(ctx, event, "2d6", purpose, step.roll.player, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const [a, b] = rolled.success.faces
    note(ctx, `Boot Camp: ${who} may re-roll the ${purpose} roll of ${a} + ${b}, or keep it`)
    return consumed(updateTop(state, { ...step, bootCamp: rolled.success.faces }))
  }
  const team = state.players[ctx.match.playerIndex.get(step.fouler)!]!.team
  const faces = step.bootCamp
  const open: FoulRollStep = { ...step, bootCamp: undefined }
  if (event._tag === "RerollUsed" && event.source === "skill" && event.skill?.toLowerCase() === "boot camp") {
    if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "Boot Camp", `only ${teamOf(ctx, team).name} may re-roll ${who}'s foul with Boot Camp`)
    note(ctx, `Boot Camp: the ${purpose} roll of ${faces[0]} + ${faces[1]} is discarded${faces[0] === faces[1] ? " (its double is not seen)" : ""} and rolled again`)
    const spent = withState(state, { kickOffEffects: state.kickOffEffects.filter((e) => e !== bootMark(step.fouler)) })
    return consumed(updateTop(spent, open))
  }
  if (event._tag === "RerollUsed") return violation(ctx, "Boot Camp", `the foul's ${purpose} roll may be re-rolled only with Boot Camp (RerollUsed, skill "Boot Camp")`)
  // Kept: the held roll is folded as if rolled now; a RerollDeclined is used up, anything else goes on.
  const kept = { _tag: "DiceRolled", seq: event.seq, die: "2d6", faces, for: purpose, player: step.roll.player } as unknown as DiceRolled
  const resolved = resolve(ctx, updateTop(state, open), open, kept)
  if (resolved._tag === "Failure") return resolved
  const declined = event._tag === "RerollDeclined" && ctx.match.teamIndex.get(event.team) === team
  return declined ? consumed(resolved.success.state) : passOn(resolved.success.state)
}

export const benefitsOfTrainingTargets: Readonly<Record<string, TargetsSpec>> = { switcheroo: SWITCHEROO }

export const benefitsOfTraining: Readonly<Record<string, CardPlay>> = {
  [ALL_OUT_BLITZ]: playAllOutBlitz,
  [FLEA_FLICKER]: playFleaFlicker,
  switcheroo: playSwitcheroo,
  "helping-hand": playHelpingHand,
  [DOWN_THE_CHAIN]: playDownTheChain,
  [TEAM_TALK]: playTeamTalk,
  [KINGMAKER]: playKingmakerPlay,
  [BOOT_CAMP]: playBootCamp
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/benefits-of-training": TeamTalkStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    bootCamp: typeof bootCamp
    bootCampExpects: typeof bootCampExpects
    fleaFlickerProblem: typeof fleaFlickerProblem
    kingmakerRerolls: typeof kingmakerRerolls
    kingmakerTurnover: typeof kingmakerTurnover
    specialPlayRepeats: typeof specialPlayRepeats
    spendRepeat: typeof spendRepeat
    teamTalkRolls: typeof teamTalkRolls
    teamTalkSpent: typeof teamTalkSpent
  }
}
