import { hasSkill, type Match } from "../../model/match.js"
import { addGain, type Gain, type MatchState } from "../../model/state.js"
import { consumed, expectRoll, judge, nameOf, note, passOn, pop, propagate, setPlayer, setTeam, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import { induced } from "./inducements.js"
import { BOTTLES_OF_HEADY_BREW } from "./other-inducements.js"

/**
 * Death Zone's Bottles of Heady Brew (0-3; Tier 3 teams; BBBase docs/bb2020/death_zone/new_inducements.md).
 * Encoded by neither FFB nor Jervis.
 *
 * Our reading of the timing: the book says "at the start of a drive", not "each drive" (as it
 * does for the Drummer, the Runesmith and the Master of Ballistics), so each bottle is opened
 * once, at the start of a drive of the coach's choosing: after both teams have set up and before
 * the kick (between Steps 1 and 2), the team is offered its unopened bottles.
 *
 * - In the log: `InducementUsed` `bottles-of-heady-brew` (the team); a `d3` `bottles-of-heady-brew`
 *   with `team`; then one `PlayerDrawn` `bottles-of-heady-brew` per player drawn at random among
 *   the team's Stunty players set up on the pitch (none when no more are there than the D3: all of
 *   them drink). `ChoiceDeclined` `bottles-of-heady-brew`, or going on with `KickAimed`, keeps
 *   the rest for a later drive. Several bottles may be opened at the same drive, one after another.
 * - Until the end of the drive those players gain Dauntless, Frenzy and Really Stupid.
 */

export interface HeadyBrewStep {
  readonly _tag: "HeadyBrew"
  readonly team: number
  readonly stage: "offer" | "roll" | "draw"
  /** Players still to draw, and those drawn so far (stage `draw`). */
  readonly left?: number
  readonly drawn?: ReadonlyArray<string>
}

const GAIN: Gain = { source: "Bottles of Heady Brew", until: "drive", skills: ["Dauntless", "Frenzy", "Really Stupid"] }

const opened = (state: MatchState, team: number): number => (state.teams[team]!.inducementsUsed ?? []).filter((id) => id === BOTTLES_OF_HEADY_BREW).length
const unopened = (match: Match, state: MatchState, team: number): number => induced(match, team, BOTTLES_OF_HEADY_BREW) - opened(state, team)

/** The offers once both teams have set up, before the kick: each team with an unopened bottle. */
export const headyBrewOffers = (match: Match, state: MatchState): ReadonlyArray<HeadyBrewStep> =>
  state.teams.flatMap((_, team) => (unopened(match, state, team) > 0 ? [{ _tag: "HeadyBrew", team, stage: "offer" } as const] : []))

/** The team's Stunty players set up on the pitch, in header order. */
const stunties = (match: Match, state: MatchState, team: number): Array<string> =>
  state.players.flatMap((player, i) => (player.team === team && player.at !== null && hasSkill(match, state, i, "Stunty") ? [player.id] : []))

export const headyBrewHandler: StepHandler<HeadyBrewStep> = {
  expects: (step) =>
    step.stage === "offer"
      ? { kind: "decision", team: step.team, events: ["InducementUsed", "ChoiceDeclined", "KickAimed"], about: "open a Bottle of Heady Brew, or go on" }
      : step.stage === "roll"
      ? { kind: "roll", die: "d3", for: BOTTLES_OF_HEADY_BREW, player: null, team: step.team }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: "Bottles of Heady Brew: draw a Stunty player at random" },
  on: (ctx, state, step, event) => {
    const team = teamOf(ctx, step.team)
    switch (step.stage) {
      case "offer": {
        const mine = "team" in event && ctx.match.teamIndex.get(event.team as string) === step.team
        if (event._tag === "ChoiceDeclined" && event.choice === BOTTLES_OF_HEADY_BREW && mine) return consumed(pop(state))
        if (event._tag !== "InducementUsed" || event.inducement !== BOTTLES_OF_HEADY_BREW || !mine) return passOn(pop(state))
        note(ctx, `${team.name} open a Bottle of Heady Brew`)
        const used = setTeam(state, step.team, { inducementsUsed: [...(state.teams[step.team]!.inducementsUsed ?? []), BOTTLES_OF_HEADY_BREW] })
        return consumed(updateTop(used, { ...step, stage: "roll" }))
      }
      case "roll": {
        const rolled = expectRoll(ctx, event, "d3", BOTTLES_OF_HEADY_BREW, null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const pool = stunties(ctx.match, state, step.team)
        const all = pool.length <= face
        judge(ctx, {
          rule: "Bottles of Heady Brew",
          roll: rolled.success,
          total: face,
          result: pool.length === 0
            ? "no Stunty player of the team is on the pitch: nobody drinks"
            : all ? `${pool.length === face ? "" : `only ${pool.length} Stunty player${pool.length === 1 ? " is" : "s are"} on the pitch: `}${pool.map((id) => nameOf(ctx, id)).join(", ")} drink${pool.length === 1 ? "s" : ""}` : `${face} Stunty players drawn at random drink`
        })
        if (all) return consumed(finish(ctx.match, pool.reduce((s, id) => drink(ctx.match, s, id), state), step))
        return consumed(updateTop(state, { ...step, stage: "draw", left: face, drawn: [] }))
      }
      case "draw": {
        if (event._tag !== "PlayerDrawn" || event.for !== BOTTLES_OF_HEADY_BREW) return violation(ctx, "Bottles of Heady Brew", `a Stunty player of ${team.name} drawn at random (PlayerDrawn bottles-of-heady-brew) was due, not ${event._tag}`)
        const pool = stunties(ctx.match, state, step.team).filter((id) => !step.drawn!.includes(id))
        if (!pool.includes(event.player)) return violation(ctx, "Bottles of Heady Brew", `${nameOf(ctx, event.player)} cannot be drawn: the brew goes to ${team.name}'s Stunty players on the pitch not drawn yet (${pool.join(", ")})`)
        note(ctx, `Bottles of Heady Brew: ${nameOf(ctx, event.player)} drinks`)
        const next = drink(ctx.match, state, event.player)
        const left = step.left! - 1
        return consumed(left > 0 ? updateTop(next, { ...step, left, drawn: [...step.drawn!, event.player] }) : finish(ctx.match, next, step))
      }
    }
  }
}

/** Until the end of the drive: Dauntless, Frenzy and Really Stupid. */
const drink = (match: Match, state: MatchState, id: string): MatchState => {
  const index = match.playerIndex.get(id)!
  return setPlayer(state, index, { gained: addGain(state.players[index]!, GAIN).gained })
}

/** The bottle is drunk: offer the next unopened one, if any. */
const finish = (match: Match, state: MatchState, step: HeadyBrewStep): MatchState =>
  unopened(match, state, step.team) > 0 ? updateTop(state, { _tag: "HeadyBrew", team: step.team, stage: "offer" }) : pop(state)

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/other/heady-brew": HeadyBrewStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    headyBrewOffers: typeof headyBrewOffers
  }
}
