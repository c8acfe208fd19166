import { withBallOf } from "../../model/balls.js"
import type { Square } from "@sidelines/schema"
import { D8_DIRECTIONS, distance, squareName, step as move } from "../../model/square.js"
import type { MatchState } from "../../model/state.js"
import { broughtByAnyone } from "../../model/in-play.js"
import { opposed } from "../../core/variant/variant.js"
import { consumed, type Ctx, expectRoll, judge, nameOf, note, passOn, playerOn, pop, propagate, replaceTop, setPlayer, setTeam, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import { induced } from "./inducements.js"
import { knockDown } from "../../core/knock-down.js"
import { HALFLING_HOT_POT } from "./other-inducements.js"
import type { Step } from "../../model/step.js"
import { ballAt, withState } from "../../model/state.js"

/**
 * Death Zone's Halfling Hot Pot (0-1; Halfling Thimble Cup or Old World Classic; BBBase
 * docs/bb2020/death_zone/new_inducements.md). Encoded by neither FFB nor Jervis.
 *
 * - Once a game, as an opposition team turn ends and before the next begins (where wizards are
 *   offered; our reading, as theirs: not after a touchdown or the half's last team turn):
 *   `InducementUsed` `halfling-hot-pot` with `at`, a square on the pitch; `ChoiceDeclined`
 *   `halfling-hot-pot`, or going on, keeps it.
 * - A `d6` `halfling-hot-pot` with `team`: 6 on target; 2-5 the square moves, a `d8` (direction, as
 *   a kick's deviation) then a `d3` (squares), both `halfling-hot-pot` with `team`; 1 a misfire:
 *   a `d3` `halfling-hot-pot` with `team`, then that many of the team's players in the Reserves
 *   drawn at random (`PlayerDrawn` `halfling-hot-pot`; none named when the D3 reaches them all)
 *   are KO'd.
 * - The player in the square it lands on: Standing, Knocked Down; Prone or Stunned, an armour
 *   roll; either way +2 to the armour or the injury roll (the engine applies it where it counts, as
 *   Mighty Blow's bonus). Then each Standing player next to that square, either team, in header
 *   order: a `d6` `halfling-hot-pot` with `player`, 4+ Placed Prone (no armour roll; a held ball
 *   bounces). Our reading: a square off the pitch hits nobody.
 */

export interface HotPotStep {
  readonly _tag: "HotPot"
  readonly team: number
  readonly stage: "offer" | "accuracy" | "direction" | "distance" | "misfire" | "draw" | "splash"
  readonly at?: Square
  readonly direction?: number
  /** Reserves still to draw (misfire), or the Standing players next to the square still to roll (splash). */
  readonly left?: number
  readonly drawn?: ReadonlyArray<string>
  readonly pending?: ReadonlyArray<string>
}

const BONUS = { skill: "Halfling Hot Pot", value: 2, source: "Halfling Hot Pot" }

const used = (state: MatchState, team: number): boolean => state.teams[team]!.inducementsUsed?.includes(HALFLING_HOT_POT) === true

/** The offers as `team`'s turn ends: each team opposed to it with a Hot Pot not yet fired. */
export const hotPotOffers = (ctx: Ctx, state: MatchState, team: number): ReadonlyArray<HotPotStep> =>
  // Only a team that brought one fires it: none in the match, no team to look through.
  !broughtByAnyone(ctx.match.inPlay, HALFLING_HOT_POT) ? [] : state.teams.flatMap((_, t) => (t !== team && opposed(ctx.variant, t, team) && induced(ctx.match, t, HALFLING_HOT_POT) > 0 && !used(state, t) ? [{ _tag: "HotPot", team: t, stage: "offer" } as const] : []))

const reserves = (state: MatchState, team: number): Array<string> =>
  state.players.flatMap((player) => (player.team === team && player.at === null && player.box === "reserves" ? [player.id] : []))

export const hotPotHandler: StepHandler<HotPotStep> = {
  expects: (step) => {
    switch (step.stage) {
      case "offer":
        return { kind: "decision", team: step.team, events: ["InducementUsed", "ChoiceDeclined"], about: "fire the Halfling Hot Pot (once per game), or go on" }
      case "accuracy":
      case "splash":
        return { kind: "roll", die: "d6", for: HALFLING_HOT_POT, player: step.stage === "splash" ? step.pending![0]! : null, team: step.team }
      case "direction":
        return { kind: "roll", die: "d8", for: HALFLING_HOT_POT, player: null, team: step.team }
      case "distance":
      case "misfire":
        return { kind: "roll", die: "d3", for: HALFLING_HOT_POT, player: null, team: step.team }
      case "draw":
        return { kind: "decision", team: null, events: ["PlayerDrawn"], about: "Halfling Hot Pot misfire: draw a player in the reserves at random" }
    }
  },
  on: (ctx, state, step, event) => {
    const team = teamOf(ctx, step.team)
    switch (step.stage) {
      case "offer": {
        const mine = (event._tag === "InducementUsed" || event._tag === "ChoiceDeclined") && ctx.match.teamIndex.get(event.team) === step.team
        if (event._tag === "ChoiceDeclined" && event.choice === HALFLING_HOT_POT && mine) return consumed(pop(state))
        if (event._tag !== "InducementUsed" || event.inducement !== HALFLING_HOT_POT || !mine) return passOn(pop(state))
        if (event.at === undefined || !ctx.variant.pitch.contains(event.at)) {
          return violation(ctx, "Halfling Hot Pot", `the Hot Pot is aimed at a square on the pitch${event.at === undefined ? "; none is given (at)" : `, not ${squareName(event.at)}`}`)
        }
        note(ctx, `${team.name} fire the Halfling Hot Pot at ${squareName(event.at)} (once per game)`)
        const fired = setTeam(state, step.team, { inducementsUsed: [...(state.teams[step.team]!.inducementsUsed ?? []), HALFLING_HOT_POT] })
        return consumed(updateTop(fired, { ...step, stage: "accuracy", at: event.at }))
      }
      case "accuracy": {
        const rolled = expectRoll(ctx, event, "d6", HALFLING_HOT_POT, null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        judge(ctx, {
          rule: "Halfling Hot Pot",
          roll: rolled.success,
          total: face,
          result: face === 6 ? "on target" : face === 1 ? "misfire in the team dugout: D3 players in the reserves are KO'd" : "off target: the square moves D3 squares (D8 direction)"
        })
        if (face === 6) return land(ctx, state, step, step.at!)
        return consumed(updateTop(state, { ...step, stage: face === 1 ? "misfire" : "direction" }))
      }
      case "direction": {
        const rolled = expectRoll(ctx, event, "d8", HALFLING_HOT_POT, null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        return consumed(updateTop(state, { ...step, stage: "distance", direction: rolled.success.faces[0]! }))
      }
      case "distance": {
        const rolled = expectRoll(ctx, event, "d3", HALFLING_HOT_POT, null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const squares = rolled.success.faces[0]!
        const lands = move(step.at!, D8_DIRECTIONS[step.direction! - 1]!, squares)
        judge(ctx, { rule: "Halfling Hot Pot (off target)", roll: rolled.success, total: squares, result: `${squares} square${squares === 1 ? "" : "s"} (D8 ${step.direction}) from ${squareName(step.at!)}: it lands on ${squareName(lands)}` })
        return land(ctx, state, step, lands)
      }
      case "misfire": {
        const rolled = expectRoll(ctx, event, "d3", HALFLING_HOT_POT, null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const pool = reserves(state, step.team)
        const all = pool.length <= face
        judge(ctx, {
          rule: "Halfling Hot Pot (misfire)",
          roll: rolled.success,
          total: face,
          result: pool.length === 0 ? `nobody is in ${team.name}'s reserves` : all ? `${pool.map((id) => nameOf(ctx, id)).join(", ")} ${pool.length === 1 ? "is" : "are"} KO'd` : `${face} of ${team.name}'s reserves drawn at random are KO'd`
        })
        if (all) return consumed(replaceTop(state, ...pool.map(koStep)))
        return consumed(updateTop(state, { ...step, stage: "draw", left: face, drawn: [] }))
      }
      case "draw": {
        if (event._tag !== "PlayerDrawn" || event.for !== HALFLING_HOT_POT) return violation(ctx, "Halfling Hot Pot", `a player of ${team.name}'s reserves drawn at random (PlayerDrawn halfling-hot-pot) was due, not ${event._tag}`)
        const drawn = step.drawn!
        const pool = reserves(state, step.team).filter((id) => !drawn.includes(id))
        if (!pool.includes(event.player)) return violation(ctx, "Halfling Hot Pot", `${nameOf(ctx, event.player)} cannot be drawn: the misfire KOs ${team.name}'s players in the reserves not drawn yet (${pool.join(", ")})`)
        const all = [...drawn, event.player]
        if (all.length < step.left!) return consumed(updateTop(state, { ...step, drawn: all }))
        return consumed(replaceTop(state, ...all.map(koStep)))
      }
      case "splash": {
        const id = step.pending![0]!
        const rolled = expectRoll(ctx, event, "d6", HALFLING_HOT_POT, id, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const hit = face >= 4
        judge(ctx, { rule: "Halfling Hot Pot (stew)", player: id, roll: rolled.success, target: 4, total: face, needed: 4, success: hit, result: hit ? `${nameOf(ctx, id)} is hit by the stew and Placed Prone` : `${nameOf(ctx, id)} avoids the stew` })
        const rest = step.pending!.slice(1)
        const next: ReadonlyArray<Step> = rest.length === 0 ? [] : [{ ...step, pending: rest }]
        if (!hit) return consumed(replaceTop(state, ...next))
        const prone = placeProne(ctx, state, id)
        return consumed(replaceTop(prone.state, ...prone.steps, ...next))
      }
    }
  }
}

const koStep = (player: string): Step => ({ _tag: "ApplyInjury", player, cause: "other", by: null, result: "ko" })

/** The pot lands on `at`: the player there is hit, then the Standing players around roll. */
const land = (ctx: Ctx, state: MatchState, step: HotPotStep, at: Square) => {
  if (!ctx.variant.pitch.contains(at)) {
    note(ctx, `the Hot Pot lands off the pitch at ${squareName(at)}: nobody is hit`)
    return consumed(pop(state))
  }
  const under = playerOn(state, at)
  const around = state.players.filter((player) => player.at !== null && player.posture === "standing" && distance(player.at, at) === 1).map((player) => player.id)
  note(ctx, `the Hot Pot lands on ${squareName(at)}: ${under === undefined ? "nobody is in the square" : `${nameOf(ctx, under.id)} is hit`}${around.length === 0 ? "" : `; ${around.map((id) => nameOf(ctx, id)).join(", ")} next to it`}`)
  const splash: ReadonlyArray<Step> = around.length === 0 ? [] : [{ ...step, stage: "splash", at, pending: around }]
  if (under === undefined) return consumed(replaceTop(state, ...splash))
  // Standing: Knocked Down; down already: an armour roll. Either way +2 to armour or injury.
  const hit: Step = under.posture === "standing"
    ? knockDown(under.id, { cause: "other", bonus: BONUS })
    : { _tag: "Armour", player: under.id, cause: "other", by: null, modifiers: [], bonus: BONUS }
  return consumed(replaceTop(state, hit, ...splash))
}

/** Placed Prone where they stand, no armour roll; a held ball bounces. */
const placeProne = (ctx: Ctx, state: MatchState, id: string): { readonly state: MatchState; readonly steps: ReadonlyArray<Step> } => {
  const index = ctx.match.playerIndex.get(id)!
  const player = state.players[index]!
  ctx.outcomes.push({ _tag: "KnockedDown", player: id, at: player.at, cause: "other" })
  const prone = withBallOf(setPlayer(state, index, { posture: "prone" }), id)
  if (prone.ball.carrier !== id) return { state: prone, steps: [] }
  return {
    state: withState(prone, { ball: ballAt(player.at, null, true) }),
    steps: [{ _tag: "Bounce", from: player.at!, context: { kickOff: false }, more: ctx.variant.bounces - 1 }]
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/other/halfling-hot-pot": HotPotStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    hotPotOffers: typeof hotPotOffers
  }
}
