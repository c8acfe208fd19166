import { characteristic, hasSkill, type Match } from "../../model/match.js"
import { addGain, type Gain, type MatchState } from "../../model/state.js"
import { consumed, expectRoll, judge, nameOf, note, passOn, pop, propagate, setPlayer, setTeam, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import { induced } from "./inducements.js"
import { DWARFEN_RUNESMITH } from "./other-inducements.js"

/**
 * Death Zone's Dwarfen Runesmith (0-1; teams with Old World Classic or Worlds Edge Superleague;
 * BBBase docs/bb2020/death_zone/new_inducements.md). Encoded by neither FFB nor Jervis.
 *
 * - When: in each Start of Drive sequence after Step 2 (the kick placed and its deviation rolled)
 *   and before Step 3 (the Kick-off table), each team with a Runesmith still at work is offered
 *   it, in header order. The coach names a player of theirs on the pitch without Loner and a
 *   rune: `InducementUsed` with `inducement` the rune's id (`rune-of-might`, `rune-of-fury`,
 *   `rune-of-speed`, `rune-of-iron`, `rune-of-impact`) and `player`; then a `d6`
 *   `dwarfen-runesmith` with that `player`. `ChoiceDeclined` `dwarfen-runesmith`, or just going
 *   on with the Kick-off table, passes for this drive.
 * - The D6: 4+ the rune works until the end of the drive and the Runesmith is done for the match;
 *   2-3 it fails and he may try again at a later drive; 1 it fails and he is done.
 * - The runes: Might, Mighty Blow (+1); Fury, Dauntless and Frenzy; Speed, Sprint and Sure Feet;
 *   Iron, +1 AV (at most 11+) and Stand Firm; Impact, Juggernaut and Horns.
 */

export const RUNES = {
  "rune-of-might": { name: "Rune of Might", skills: ["Mighty Blow (+1)"], av: 0 },
  "rune-of-fury": { name: "Rune of Fury", skills: ["Dauntless", "Frenzy"], av: 0 },
  "rune-of-speed": { name: "Rune of Speed", skills: ["Sprint", "Sure Feet"], av: 0 },
  "rune-of-iron": { name: "Rune of Iron", skills: ["Stand Firm"], av: 1 },
  "rune-of-impact": { name: "Rune of Impact", skills: ["Juggernaut", "Horns"], av: 0 }
} as const
export type Rune = keyof typeof RUNES
const isRune = (id: string): id is Rune => Object.hasOwn(RUNES, id)

export interface RunesmithStep {
  readonly _tag: "Runesmith"
  readonly team: number
  readonly stage: "offer" | "roll"
  readonly player?: string
  readonly rune?: Rune
}

/** Whether the team's Runesmith is done for the match (a rune worked, or a 1). */
const finished = (state: MatchState, team: number): boolean => state.teams[team]!.inducementsUsed?.includes(DWARFEN_RUNESMITH) === true

/** The Runesmiths' offers once the kick has deviated, before the Kick-off table. */
export const runesmithOffers = (match: Match, state: MatchState): ReadonlyArray<RunesmithStep> =>
  state.teams.flatMap((_, team) => (induced(match, team, DWARFEN_RUNESMITH) > 0 && !finished(state, team) ? [{ _tag: "Runesmith", team, stage: "offer" } as const] : []))

/** Why the player cannot take a rune, or null: a player of the team, on the pitch, without Loner. */
const ineligible = (match: Match, state: MatchState, team: number, id: string | undefined): string | null => {
  if (id === undefined) return "the Runesmith's rune names the player it is for"
  const index = match.playerIndex.get(id)
  if (index === undefined) return `there is no player ${id}`
  const player = state.players[index]!
  if (player.team !== team || player.at === null) return `${id} is not a player of the team on the pitch`
  if (hasSkill(match, state, index, "Loner")) return `${id} has Loner; the Runesmith works only on a player without it`
  return null
}

export const runesmithHandler: StepHandler<RunesmithStep> = {
  expects: (step) =>
    step.stage === "offer"
      ? { kind: "decision", team: step.team, events: ["InducementUsed", "ChoiceDeclined"], about: "Dwarfen Runesmith: a rune for a player on the pitch, or go on" }
      : { kind: "roll", die: "d6", for: DWARFEN_RUNESMITH, player: step.player!, team: step.team },
  on: (ctx, state, step, event) => {
    const team = teamOf(ctx, step.team)
    if (step.stage === "offer") {
      if (event._tag === "ChoiceDeclined" && event.choice === DWARFEN_RUNESMITH && ctx.match.teamIndex.get(event.team) === step.team) return consumed(pop(state))
      if (event._tag !== "InducementUsed" || !isRune(event.inducement) || ctx.match.teamIndex.get(event.team) !== step.team) return passOn(pop(state))
      const problem = ineligible(ctx.match, state, step.team, event.player)
      if (problem !== null) return violation(ctx, "Dwarfen Runesmith", problem)
      note(ctx, `${team.name}'s Dwarfen Runesmith carves the ${RUNES[event.inducement].name} for ${nameOf(ctx, event.player!)}`)
      return consumed(updateTop(state, { ...step, stage: "roll", player: event.player!, rune: event.inducement }))
    }
    const rolled = expectRoll(ctx, event, "d6", DWARFEN_RUNESMITH, step.player!, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const rune = RUNES[step.rune!]
    const works = face >= 4
    judge(ctx, {
      rule: `Dwarfen Runesmith: ${rune.name}`,
      roll: rolled.success,
      target: 4,
      total: face,
      needed: 4,
      success: works,
      result: works
        ? `the rune works: ${nameOf(ctx, step.player!)} gains ${[...rune.skills, ...(rune.av > 0 ? ["+1 AV (at most 11+)"] : [])].join(", ")} until the end of the drive; the Runesmith is done`
        : face === 1 ? "the rune fails, and the Runesmith is done for the match" : "the rune fails; the Runesmith may try again at a later drive"
    })
    const done = works || face === 1 ? setTeam(state, step.team, { inducementsUsed: [...(state.teams[step.team]!.inducementsUsed ?? []), DWARFEN_RUNESMITH] }) : state
    if (!works) return consumed(pop(done))
    const index = ctx.match.playerIndex.get(step.player!)!
    // Iron adds 1 to AV only below 11+ (characteristic() keeps AV within 3+ to 11+ anyway).
    const av = rune.av > 0 && characteristic(ctx.match, done, index, "av") < 11 ? { improve: { av: rune.av } } : {}
    const gain: Gain = { source: rune.name, until: "drive", skills: [...rune.skills], ...av }
    return consumed(pop(setPlayer(done, index, { gained: addGain(done.players[index]!, gain).gained })))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/other/dwarfen-runesmith": RunesmithStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    runesmithOffers: typeof runesmithOffers
  }
}
