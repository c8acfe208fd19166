// The kick-off results where each coach rolls a D6 and adds something (6 Cheering Fans with its Prayer
// to Nuffle, 7 Brilliant Coaching, 11 Officious Ref, 12 Pitch Invasion): the contest, who wins or
// loses, and what each team adds (cheerleaders, assistant coaches, fan factor).
import { above } from "../above.js"
import type { MatchEvent, RollPurpose } from "@sidelines/schema"
import type { MatchState } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  type Expectation,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  note,
  passOn,
  pop,
  propagate,
  replaceTop,
  setTeam,
  type StepHandler,
  teamOf,
  unsupported,
  updateTop,
  violation
} from "../context.js"
import type { Modifier } from "../../model/outcome.js"
import { readTable } from "../variant/tables.js"
import { withState } from "../../model/state.js"
import { type KickOffEffect, onPitch, teamName, teamRoll, effect } from "./kick-off-result.js"

/**
 * Each coach rolls a D6 and adds something (cheerleaders, assistant coaches, fan factor); the
 * contest decides who wins (Cheering Fans, Brilliant Coaching) or who suffers (Officious Ref,
 * Pitch Invasion). `totals[team]` is null until that team has rolled.
 */
export interface KickOffContestStep {
  readonly _tag: "KickOffContest"
  readonly contest: Contest
  readonly totals: ReadonlyArray<number | null>
  /** Cheering Fans: the D3 of cheerleaders Galandril Silverwater's team rolled (inducements/staff/galandril-silverwater.ts). */
  readonly goTeam?: { readonly team: number; readonly d3: number }
}

/** Cheering Fans was won: the winner may roll on the Prayers to Nuffle table. */
export interface PrayerToNuffleStep {
  readonly _tag: "PrayerToNuffle"
  readonly team: number
  /** The prayer rolled a result already in force: it must be rolled again. */
  readonly again?: boolean
}

type Contest = "cheering-fans" | "brilliant-coaching" | "officious-ref" | "pitch-invasion"

const CONTEST_NAMES: Record<Contest, string> = {
  "cheering-fans": "Cheering Fans",
  "brilliant-coaching": "Brilliant Coaching",
  "officious-ref": "Officious Ref",
  "pitch-invasion": "Pitch Invasion"
}

/** The roll purpose of each contest's D6. */
const CONTEST_PURPOSE: Record<Contest, RollPurpose> = {
  "cheering-fans": "cheering-fans",
  "brilliant-coaching": "brilliant-coaching",
  "officious-ref": "officious-ref",
  "pitch-invasion": "pitch-invasion"
}

/** How many of an inducement a team brought. */
export const inducements = (ctx: Ctx, team: number, id: string) =>
  teamOf(ctx, team).inducements.filter((inducement) => inducement.id === id).reduce((n, inducement) => n + inducement.count, 0)

/** Cheerleaders on the roster plus Temp Agency Cheerleaders (inducement id `temp-agency-cheerleaders`). */
export const cheerleaders = (ctx: Ctx, team: number): ReadonlyArray<Modifier> => {
  // A silent crowd is not moved by them (Solemn and Silent).
  if (ctx.variant.noCheerleaders === true) return []
  const modifiers: Array<Modifier> = []
  const own = teamOf(ctx, team).staff.cheerleaders
  const temp = inducements(ctx, team, "temp-agency-cheerleaders")
  if (own > 0) modifiers.push({ value: own, source: "cheerleaders" })
  if (temp > 0) modifiers.push({ value: temp, source: "temp agency cheerleaders" })
  // Death Zone's Cavorting Nurglings: a cheerleader more per swarm (inducements/other/other-inducements.ts).
  modifiers.push(...above.nurglingModifiers(ctx.match.header, team))
  return modifiers
}

/** Assistant coaches on the roster plus Part-time Assistant Coaches (inducement id `part-time-assistant-coaches`). */
export const assistantCoaches = (ctx: Ctx, team: number): ReadonlyArray<Modifier> => {
  const modifiers: Array<Modifier> = []
  const own = teamOf(ctx, team).staff.assistantCoaches
  const temp = inducements(ctx, team, "part-time-assistant-coaches")
  if (own > 0) modifiers.push({ value: own, source: "assistant coaches" })
  if (temp > 0) modifiers.push({ value: temp, source: "part-time assistant coaches" })
  return modifiers
}

/**
 * The team's Fan Factor (D3 + Dedicated Fans, rolled in the pre-game). A log may leave the
 * pre-game roll out; the Dedicated Fans from the header then stand in for it.
 */
export const fanFactor = (ctx: Ctx, state: MatchState, team: number): ReadonlyArray<Modifier> => {
  const rolled = state.teams[team]!.fanFactor
  if (rolled !== null) return rolled === 0 ? [] : [{ value: rolled, source: "fan factor" }]
  const fans = teamOf(ctx, team).dedicatedFans ?? 0
  const stadium = ctx.variant.fanFactorModifiers?.(team) ?? []
  return [...(fans === 0 ? [] : [{ value: fans, source: "dedicated fans (no fan factor was rolled)" }]), ...stadium, ...above.nurglingModifiers(ctx.match.header, team)]
}

const contestModifiers = (ctx: Ctx, state: MatchState, contest: Contest, team: number): ReadonlyArray<Modifier> =>
  contest === "cheering-fans"
    // Kari Coldsteel counts as two Temp Agency Cheerleaders while in the reserves (inducements/staff/kari-coldsteel.ts).
    ? [...cheerleaders(ctx, team), ...above.kariCheers(ctx.match, state, team)]
    : contest === "brilliant-coaching"
    ? [...assistantCoaches(ctx, team), ...above.oathStone(state, team)]
    : fanFactor(ctx, state, team)

/** The one team with the highest total, or null on a tie. */
export const highestTotal = (totals: ReadonlyArray<number>): number | null => {
  const best = Math.max(...totals)
  const at = totals.flatMap((total, team) => (total === best ? [team] : []))
  return at.length === 1 ? at[0]! : null
}

/** The teams with the lowest total: one, or all of them on a tie. */
export const lowestTotals = (totals: ReadonlyArray<number>): Array<number> => {
  const worst = Math.min(...totals)
  return totals.flatMap((total, team) => (total === worst ? [team] : []))
}

const contest = (contest: Contest) => (_ctx: Ctx, state: MatchState): Fold<KickOffEffect> =>
  effect(state, { _tag: "KickOffContest", contest, totals: state.teams.map(() => null) })

/**
 * Cheering Fans: each coach D6 + cheerleaders; the highest (no one on a tie) may pray to Nuffle.
 * A kicking team with Galandril Silverwater first rolls its Go Team! D3 (inducements/staff/galandril-silverwater.ts).
 */
export const cheeringFans = (ctx: Ctx, state: MatchState): Fold<KickOffEffect> =>
  effect(state, ...above.goTeam(ctx.match, state), { _tag: "KickOffContest", contest: "cheering-fans", totals: state.teams.map(() => null) })
/** Brilliant Coaching: each coach D6 + assistant coaches; the highest (no one on a tie) gains a team re-roll for the drive. */
export const brilliantCoaching = contest("brilliant-coaching")
/** Officious Ref: each coach D6 + fan factor; the lowest (both on a tie) has a random player face the ref. */
export const officiousRef = contest("officious-ref")
/** Pitch Invasion: each coach D6 + fan factor; the lowest (both on a tie) has D3 random players Stunned. */
export const pitchInvasion = contest("pitch-invasion")

/**
 * The marker of a Brilliant Coaching re-roll in `kickOffEffects`: the team and its team re-rolls
 * before the extra one, so that the drive's end can take it away if it was not used.
 */
export const brilliantCoachingReroll = (team: number, rerollsBefore: number) => `brilliant-coaching-reroll:${team}:${rerollsBefore}`

/**
 * At the end of the drive an unused Brilliant Coaching re-roll is lost. As in FFB, the extra
 * re-roll is the first one spent, so the team keeps at most the re-rolls it had before it.
 */
export const loseBrilliantCoachingReroll = (state: MatchState): MatchState => {
  let next = state
  for (const effect of state.kickOffEffects) {
    const match = /^brilliant-coaching-reroll:(\d+):(\d+)$/.exec(effect)
    if (match === null) continue
    const team = Number(match[1])
    const before = Number(match[2])
    const rerolls = next.teams[team]!.rerolls
    if (rerolls > before) next = setTeam(next, team, { rerolls: before })
  }
  return next
}

/**
 * The contest's winner (nobody on a tie) gains an extra team re-roll for the drive, lost at its
 * end if unused (Brilliant Coaching; Gutter Bowl's Cheering Fans). The contest's step on top ends.
 */
export const gainDriveReroll = (ctx: Ctx, state: MatchState, name: string, totals: ReadonlyArray<number>): MatchState => {
  const winner = highestTotal(totals)
  if (winner === null) {
    note(ctx, `${name}: a tie, so neither team gains a re-roll`)
    return pop(state)
  }
  const before = state.teams[winner]!.rerolls
  note(ctx, `${name}: ${teamName(ctx, winner)} gain an extra team re-roll for this drive (${before + 1} now); if it is not used by the end of the drive, it is lost`)
  const next = setTeam(state, winner, { rerolls: before + 1 })
  return pop(withState(next, {kickOffEffects: [...next.kickOffEffects, brilliantCoachingReroll(winner, before)] }))
}

const resolveContest = (ctx: Ctx, state: MatchState, step: KickOffContestStep, totals: ReadonlyArray<number>): MatchState => {
  const name = CONTEST_NAMES[step.contest]
  switch (step.contest) {
    case "cheering-fans": {
      const winner = highestTotal(totals)
      if (winner === null) {
        note(ctx, "Cheering Fans: a tie, so neither coach rolls on the Prayers to Nuffle table")
        return pop(state)
      }
      note(ctx, `Cheering Fans: ${teamName(ctx, winner)} win and may roll once on the Prayers to Nuffle table`)
      return replaceTop(state, { _tag: "PrayerToNuffle", team: winner })
    }
    case "brilliant-coaching":
      return gainDriveReroll(ctx, state, name, totals)
    case "officious-ref": {
      const losers = lowestTotals(totals)
      const drawing = losers.filter((team) => state.players.some((player) => player.team === team && onPitch(player)))
      note(ctx, `${name}: ${losers.map((team) => teamName(ctx, team)).join(" and ")} ${losers.length > 1 ? "tie for" : "have"} the lowest total; a player drawn at random faces the referee`)
      return drawing.length === 0 ? pop(state) : replaceTop(state, { _tag: "OfficiousRef", drawing, drawn: [] })
    }
    case "pitch-invasion": {
      const losers = lowestTotals(totals)
      note(ctx, `${name}: ${losers.map((team) => teamName(ctx, team)).join(" and ")} ${losers.length > 1 ? "tie for" : "have"} the lowest total; D3 of their players drawn at random are Stunned`)
      return replaceTop(state, { _tag: "PitchInvasion", left: totals.map((_, team) => (losers.includes(team) ? "roll" : null)) })
    }
  }
}

/** What a kick-off contest rolls for: its name, the D6's purpose, and what each team adds to it. */
export interface ContestRoll {
  readonly name: string
  readonly purpose: RollPurpose
  readonly modifiers: (team: number) => ReadonlyArray<Modifier>
}

/** The roll a kick-off contest waits for: the D6 of the first team that has not rolled. */
export const contestExpects = (purpose: RollPurpose, totals: ReadonlyArray<number | null>): Expectation =>
  ({ kind: "roll", die: "d6", for: purpose, player: null, team: totals.indexOf(null) })

/**
 * One coach's D6 in a kick-off contest (`totals[team]` is null until that team has rolled),
 * judged with the team's modifiers; then `rolled` keeps the contest's step with the new totals,
 * or, once every team has rolled, `resolve` acts on them.
 */
export const contestRoll = (
  ctx: Ctx,
  state: MatchState,
  event: MatchEvent,
  contest: ContestRoll,
  totals: ReadonlyArray<number | null>,
  next: { readonly rolled: (totals: ReadonlyArray<number | null>) => MatchState; readonly resolve: (totals: ReadonlyArray<number>) => MatchState }
): Fold<Handled> => {
  const rolled = teamRoll(ctx, event, "d6", contest.purpose, (team) => totals[team] === null, totals.length, contest.name)
  if (rolled._tag === "Failure") return propagate(rolled)
  const { roll, team } = rolled.success
  const modifiers = contest.modifiers(team)
  const total = roll.faces[0]! + modifiers.reduce((n, m) => n + m.value, 0)
  judge(ctx, { rule: contest.name, roll, modifiers, total, result: `${teamName(ctx, team)}: ${total}` })
  const after = totals.map((t, i) => (i === team ? total : t))
  if (after.some((t) => t === null)) return consumed(next.rolled(after))
  return consumed(next.resolve(after as ReadonlyArray<number>))
}

/** Galandril Silverwater's Go Team! D3 on his team's cheerleaders. */
const withGoTeam = (step: KickOffContestStep, team: number, modifiers: ReadonlyArray<Modifier>): ReadonlyArray<Modifier> =>
  step.goTeam?.team === team ? [...modifiers, ...above.goTeamModifiers(modifiers, step.goTeam.d3)] : modifiers

export const contestHandler: StepHandler<KickOffContestStep> = {
  expects: (step) => contestExpects(CONTEST_PURPOSE[step.contest], step.totals),
  on: (ctx, state, step, event) =>
    contestRoll(ctx, state, event, { name: CONTEST_NAMES[step.contest], purpose: CONTEST_PURPOSE[step.contest], modifiers: (team) => withGoTeam(step, team, contestModifiers(ctx, state, step.contest, team)) }, step.totals, {
      rolled: (totals) => updateTop(state, { ...step, totals }),
      resolve: (totals) => resolveContest(ctx, state, step, totals)
    })
}

/**
 * Cheering Fans was won: the winner may pray to Nuffle, a roll on the variant's Prayers to Nuffle
 * table. Where the variant has no table this engine folds (Blood Bowl's D16), a log that prays
 * cannot be followed and one that goes on without a prayer goes on. A result already in force is
 * rolled again. The prayers' effects are in prayers/prayers.ts; a row without one stops the fold as unsupported.
 */
export const prayerToNuffleHandler: StepHandler<PrayerToNuffleStep> = {
  // Praying is a roll the coach may make; declining is the decision that can always be made.
  expects: (step, _state, match) => {
    const prayers = match.variant.tables.prayersToNuffle
    if (prayers !== null && step.again === true) return { kind: "roll", die: prayers.die, for: "prayers-to-nuffle", player: null, team: step.team }
    return {
      kind: "decision",
      team: step.team,
      events: ["ChoiceDeclined"],
      about: prayers === null
        ? "pray to Nuffle (a D16 on the Prayers table) or decline"
        : `pray to Nuffle (a ${prayers.die.toUpperCase()} on the Prayers table) or decline`
    }
  },
  on: (ctx, state, step, event) => {
    if (event._tag === "DiceRolled" && event.for === "prayers-to-nuffle") {
      const prayers = ctx.variant.tables.prayersToNuffle
      if (prayers === null) {
        return unsupported(ctx, "Prayers to Nuffle", `${teamName(ctx, step.team)} roll on the Prayers to Nuffle table after Cheering Fans; this engine does not fold the prayers yet`)
      }
      const rolled = expectRoll(ctx, event, prayers.die, "prayers-to-nuffle", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const tableRow = readTable(prayers.table, face)
      const { row } = judge(ctx, { rule: "Prayers to Nuffle", roll: rolled.success, total: face, row: tableRow.id, result: tableRow.name })
      // Galandril Silverwater: a natural 15–16 gives a team re-roll (inducements/staff/galandril-silverwater.ts).
      state = above.goTeamPrayer(ctx, state, step.team, prayers.die, face, false)
      const prayer = row ?? tableRow.id
      const effect = above.PRAYERS[prayer]
      if (effect === undefined) {
        return unsupported(ctx, `prayer: ${prayer}`, `${teamName(ctx, step.team)} pray to Nuffle and roll ${tableRow.name}; this engine does not fold that prayer's effect yet`)
      }
      if (effect.inForce(state, step.team)) {
        note(ctx, `${tableRow.name} is already in force: the prayer is rolled again`)
        return consumed(updateTop(state, { ...step, again: true }))
      }
      const prayed = effect.apply(ctx, state, step.team)
      return consumed(replaceTop(prayed.state, ...prayed.steps))
    }
    if (step.again === true) return violation(ctx, "Prayers to Nuffle", `${teamName(ctx, step.team)} roll their prayer again (a result already in force), not ${event._tag}`)
    if (event._tag === "ChoiceDeclined") {
      if (event.choice !== "prayers-to-nuffle" || ctx.match.teamIndex.get(event.team) !== step.team) {
        return violation(ctx, "Cheering Fans", `${teamName(ctx, step.team)} may decline their prayer ("prayers-to-nuffle"); ${event.team} cannot decline "${event.choice}" now`)
      }
      note(ctx, `${teamName(ctx, step.team)} decline their prayer to Nuffle`)
      return consumed(pop(state))
    }
    note(ctx, `${teamName(ctx, step.team)} did not roll on the Prayers to Nuffle table`)
    return passOn(pop(state))
  }
}
