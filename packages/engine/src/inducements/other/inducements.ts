import type { MatchStarted } from "@sidelines/schema"
import type { Match } from "../../model/match.js"
import { skillKey } from "../../model/skills.js"
import { broughtBy } from "../../model/in-play.js"
import type { MatchState } from "../../model/state.js"
import { consumed, type Ctx, expectRoll, judge, note, propagate, replaceTop, setTeam, type StepHandler, teamOf, updateTop } from "../../core/context.js"
import type { Modifier } from "../../model/outcome.js"

/**
 * Blood Bowl 2020's inducements that change what happens in a match, other than those folded
 * where they act (bribes in core/foul.ts, wandering apothecaries in fold.ts, temporary
 * cheerleaders and assistant coaches in core/kick-off-events/contests.ts). Facts cross-checked with FFB
 * (christerk/ffb: UtilServerGame.handleChefRolls) and Jervis (DEFAULT_INDUCEMENTS_BB2020).
 */

/**
 * The Blood Bowl 2020 inducement list, by id, with the most of each a team may bring. Star
 * Players and Mercenaries join as players in the header (`hired`); the ids here are for the
 * coverage report and for refusing an inducement whose effect is not folded.
 */
export const BLOOD_BOWL_INDUCEMENTS: Readonly<Record<string, number>> = {
  "temp-agency-cheerleaders": 4,
  "part-time-assistant-coaches": 3,
  "weather-mage": 1,
  "bloodweiser-kegs": 2,
  "special-play": 5,
  "extra-team-training": 8,
  bribe: 3,
  "wandering-apothecary": 2,
  "mortuary-assistant": 1,
  "plague-doctor": 1,
  "riotous-rookies": 1,
  "halfling-master-chef": 1,
  "star-player": 2,
  mercenary: 99,
  "infamous-coaching-staff": 2,
  wizard: 1,
  "biased-referee": 1,
  // Death Zone's Other Inducements (who may buy each: inducements/other/other-inducements.ts).
  "waaagh-drummer": 1,
  "cavorting-nurglings": 3,
  "dwarfen-runesmith": 1,
  "halfling-hot-pot": 1,
  "master-of-ballistics": 1,
  "bottles-of-heady-brew": 3,
  "team-mascot": 1,
  "medicinal-unguent": 1,
  "side-bet": 1
}

/** How many of an inducement a team brought (the header's inducements). */
export const induced = (match: Match | { readonly header: MatchStarted }, team: number, id: string): number =>
  // A built match counted them once (model/in-play.ts); a bare header is counted here.
  "inPlay" in match ? broughtBy(match.inPlay, team, id) : match.header.teams[team]!.inducements.filter((inducement) => inducement.id === id).reduce((n, inducement) => n + inducement.count, 0)

/** The team re-rolls a team has at the start of each half: its roster's, plus one per Extra Team Training. */
export const teamRerolls = (match: Match | { readonly header: MatchStarted }, team: number): number =>
  match.header.teams[team]!.rerolls + induced(match, team, "extra-team-training")

/** Bloodweiser Kegs: +1 to each of the team's KO recovery rolls per keg. */
export const kegModifiers = (match: Match, team: number): Array<Modifier> => {
  const kegs = induced(match, team, "bloodweiser-kegs")
  return kegs === 0 ? [] : [{ value: kegs, source: kegs === 1 ? "Bloodweiser Keg" : `${kegs} Bloodweiser Kegs` }]
}

/**
 * Halfling Master Chef: at the start of each of the two halves (not overtime), the team's chef
 * rolls three D6 (`halfling-master-chef`, naming the team); each 4+ gains the team a team re-roll
 * and takes one from the other team, if it has one. Both chefs roll before any re-roll moves.
 */
export interface MasterChefStep {
  readonly _tag: "MasterChef"
  /** The teams with a chef, in order; `rolls[i]` are the faces team `teams[i]` has rolled so far. */
  readonly teams: ReadonlyArray<number>
  readonly rolls: ReadonlyArray<ReadonlyArray<number>>
}

export const CHEF_DICE = 3

/** The chefs' step at the start of a half, if any team has a chef. */
export const masterChefAtHalfStart = (match: Match, half: number, halves: number): ReadonlyArray<MasterChefStep> => {
  if (half > halves) return []
  const teams = match.header.teams.flatMap((_, team) => (induced(match, team, "halfling-master-chef") > 0 ? [team] : []))
  return teams.length === 0 ? [] : [{ _tag: "MasterChef", teams, rolls: teams.map(() => []) }]
}

export const masterChefHandler: StepHandler<MasterChefStep> = {
  expects: (step) => {
    const i = step.rolls.findIndex((faces) => faces.length < CHEF_DICE)
    return { kind: "roll", die: "d6", for: "halfling-master-chef", player: null, team: step.teams[i]! }
  },
  on: (ctx, state, step, event) => {
    const i = step.rolls.findIndex((faces) => faces.length < CHEF_DICE)
    const team = step.teams[i]!
    const rolled = expectRoll(ctx, event, "d6", "halfling-master-chef", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    judge(ctx, {
      rule: "Halfling Master Chef",
      roll: rolled.success,
      target: 4,
      total: face,
      result: face >= 4 ? `${teamOf(ctx, team).name}'s chef steals a re-roll` : "nothing stolen",
      success: face >= 4,
      needed: 4
    })
    const rolls = step.rolls.map((faces, j) => (j === i ? [...faces, face] : faces))
    if (rolls.some((faces) => faces.length < CHEF_DICE)) return consumed(updateTop(state, { ...step, rolls }))
    return consumed(replaceTop(steal(ctx, state, step.teams, rolls)))
  }
}

const steal = (ctx: Ctx, state: MatchState, teams: ReadonlyArray<number>, rolls: ReadonlyArray<ReadonlyArray<number>>): MatchState => {
  const stolen = state.teams.map((_, team) => {
    const i = teams.indexOf(team)
    return i < 0 ? 0 : rolls[i]!.filter((face) => face >= 4).length
  })
  let next = state
  state.teams.forEach((team, t) => {
    // What the other teams' chefs took, then what this team's chef brought.
    const taken = stolen.reduce((n, s, other) => n + (other === t ? 0 : s), 0)
    const rerolls = Math.max(0, team.rerolls - taken) + stolen[t]!
    if (rerolls !== team.rerolls || stolen[t]! > 0) note(ctx, `Halfling Master Chef: ${teamOf(ctx, t).name} have ${rerolls} team re-roll${rerolls === 1 ? "" : "s"} for the half (${team.rerolls} before)`)
    next = setTeam(next, t, { rerolls })
  })
  return next
}

/**
 * Star Players and Mercenaries are players of the header with `hired`; both play as Loners
 * (Loner (4+) on a mercenary, a star's own Loner on its profile). Why a hired player breaks that,
 * or null. A mercenary's extra skill is simply on their roster entry.
 */
export const hiredProblem = (header: MatchStarted): string | null => {
  for (const team of header.teams) {
    for (const player of team.players) {
      if (player.hired !== "mercenary" && player.hired !== "star-player") continue
      if (![...player.skills, ...player.traits].some((skill) => skillKey(skill) === "loner")) {
        return `${player.name} of ${team.name} is a ${player.hired === "mercenary" ? "mercenary" : "star player"} and so has Loner, which the roster entry lacks`
      }
    }
  }
  return null
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/other/inducements": MasterChefStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    hiredProblem: typeof hiredProblem
    kegModifiers: typeof kegModifiers
    masterChefAtHalfStart: typeof masterChefAtHalfStart
    teamRerolls: typeof teamRerolls
  }
}
