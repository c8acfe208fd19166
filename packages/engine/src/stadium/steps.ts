import { holdsBall, looseBallOn, withBallOf } from "../model/balls.js"
import type { RollPurpose, StadiumAttribute } from "@sidelines/schema"
import { isObstacle, wallBetween } from "../model/features.js"
import { D8_DIRECTIONS, distance, squareName, step as move, type Square } from "../model/square.js"
import { ballArrives, hitWall, reentry } from "../core/ball.js"
import { sendOff } from "../core/foul.js"
import { resolveKickOffResult } from "../core/kick-off.js"
import { intoTheCrowd, type KnockDownStep } from "../core/injury.js"
import { turnoverStep } from "../core/turnover.js"
import type { MatchState } from "../model/state.js"
import { withState } from "../model/state.js"
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
  playerOn,
  propagate,
  replaceTop,
  setPlayer,
  setTeam,
  type StepHandler,
  sum,
  teamOf,
  testPasses,
  unsupported,
  updateTop,
  violation
} from "../core/context.js"
import { brilliantCoachingReroll, fanFactor } from "../core/kick-off-events.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { readTable } from "../core/variant/tables.js"
import type { SavingRoll } from "../core/variant/variant.js"
import { atStadium, stadiumProblem } from "./layer.js"
import { attributeName, attributeTable, RANDOM_STADIUM, type StadiumCategory } from "./tables.js"

/**
 * The stadium rolled before the pre-game's first step (`stadium: "random"`): 2D6 on the Random
 * Stadium table (purpose `stadium`), then, unless it is nothing out of the ordinary, a D6 on the
 * category's table (purpose `stadium-attribute`).
 */
export interface StadiumRollStep {
  readonly _tag: "StadiumRoll"
  readonly category: StadiumCategory | null
}

/** Sloping Pitch, at the start of the first drive: a D6, 4+ downhill towards the kicking team's end zone, else the receivers'. */
export interface SlopeRollStep {
  readonly _tag: "SlopeRoll"
}

/**
 * Fans leaving at the end of a drive: a D6 (Appalling Stands: each team's own, `team` set; Fickle
 * Fans: one for both, `team` null). On a 1 the fan factor drops by 1 (for both teams with Fickle
 * Fans), never below 0.
 */
export interface FansLeavingStep {
  readonly _tag: "FansLeaving"
  readonly purpose: "appalling-stands" | "fickle-fans"
  readonly team: number | null
}

/** Deluxe Seating, at the start of each drive: each coach a D6; above their fan factor, a team re-roll for the drive. */
export interface DeluxeSeatingStep {
  readonly _tag: "DeluxeSeating"
  readonly team: number
}

/**
 * A player pushed into the crowd, before the crowd's injury roll: a D6 for each saving roll in turn
 * (a home player's fans on 5+, a Bunch of Pacifists on 4+); the first that succeeds sends them to
 * the reserves unhurt. If none does, the injury roll, with the stadium's modifiers.
 */
export interface CrowdSaveStep {
  readonly _tag: "CrowdSave"
  readonly player: string
  readonly by: string | null
  readonly saves: ReadonlyArray<SavingRoll>
  readonly injuryModifiers: ReadonlyArray<Modifier>
}

/** Astrogranite: a player who failed a rush rolls a D6; on 4+ they stay standing (and rush no more this activation). */
export interface RushFallSaveStep {
  readonly _tag: "RushFallSave"
  readonly player: string
  readonly save: SavingRoll
  readonly onSuccess: ReadonlyArray<Step>
  readonly onFailure: ReadonlyArray<Step>
}

/**
 * Ale-fuelled Maniacs, before the kick-off table: a D6 (`ale-fuelled-maniacs`); a 1 (1 or 2 in the
 * second half) and the crowd decides instead — a second D6: 1 Get the Ref, 2–3 Time-out,
 * 4–5 Officious Ref, 6 Pitch Invasion — and the table is not rolled.
 */
export interface AleFuelledManiacsStep {
  readonly _tag: "AleFuelledManiacs"
  readonly stage: "crowd" | "result"
}

/**
 * Know-it-all Hecklers, after a foul: if the victim has left the pitch and the fouler has not been
 * sent off, a D6 (`know-it-all-hecklers`, the fouler's): 1–3 the referee hears the crowd and sends them off.
 */
export interface HecklersStep {
  readonly _tag: "Hecklers"
  readonly fouler: string
  readonly victim: string
}

/** Poorly-built Dungeons, at the end of a drive: a D6 for a Sent-off player (`poorly-built-dungeons`); 5+ back to the reserves. */
export interface DungeonEscapeStep {
  readonly _tag: "DungeonEscape"
  readonly player: string
}

/** Ankle-deep Water: a Stunned player about to turn over rolls a D6; on a 1 they stay Stunned another turn. */
export interface StunnedInWaterStep {
  readonly _tag: "StunnedInWater"
  readonly player: string
  readonly purpose: RollPurpose
}

/**
 * Uncovered Trapdoors: the ball came to rest on a trapdoor and a groundskeeper throws it out — it
 * deviates from the trapdoor: a D8 for the direction, then a D6 for the squares (both `trapdoor`).
 */
export interface GroundskeeperStep {
  readonly _tag: "Groundskeeper"
  readonly from: Square
  readonly direction: readonly [number, number] | null
}

/**
 * Ice: a player going down (falling over or knocked down) first slides one square in a D8
 * direction (`ice`, `player` set). An occupied square (or a wall, stall or pit) stops the slide and
 * they go down where they are; off the pitch the crowd has them, as if pushed (no armour roll); a
 * loose ball on the square they slide into bounces once they are down.
 */
export interface IceSlideStep {
  readonly _tag: "IceSlide"
  readonly down: KnockDownStep
  readonly purpose: RollPurpose
}

/**
 * Unclear Markings, before the kicking team sets up: it says where its line of scrimmage is for
 * this kick-off (LineOfScrimmageChosen). A log that goes straight on to the set-up keeps the
 * painted line.
 */
export interface ChooseLineOfScrimmageStep {
  readonly _tag: "ChooseLineOfScrimmage"
  readonly team: number
}

/** Fickle Fans: the end of the team turn the crowd kept the ball until; it throws it back in from where it left (`marker`: `keptBall`). */
export interface CrowdReturnsBallStep {
  readonly _tag: "CrowdReturnsBall"
  readonly marker: string
}

/**
 * Solemn and Silent: a player pushed into the crowd comes back at the start of their team's next
 * turn, Placed Prone on a free square next to a sideline, as close as possible to `from`, the
 * square they were pushed from. With one such square it is automatic; with several as close, the
 * coach places the player (PlayerPlaced) on one of them.
 */
export interface BackFromCrowdStep {
  readonly _tag: "BackFromCrowd"
  readonly player: string
  readonly from: Square
}

/** The marker (in `kickOffEffects`, so a new drive clears it) of a player the crowd will give back. */
export const comesBackFromCrowd = (player: string, from: Square): string => `back-from-crowd:${from[0]}:${from[1]}:${player}`

export const fromCrowdMarker = (effect: string): { readonly player: string; readonly from: Square } | null => {
  if (!effect.startsWith("back-from-crowd:")) return null
  const [, x, y, ...id] = effect.split(":")
  return { player: id.join(":"), from: [Number(x), Number(y)] }
}

export type StadiumStep =
  | StadiumRollStep
  | SlopeRollStep
  | FansLeavingStep
  | DeluxeSeatingStep
  | CrowdSaveStep
  | RushFallSaveStep
  | AleFuelledManiacsStep
  | HecklersStep
  | DungeonEscapeStep
  | StunnedInWaterStep
  | GroundskeeperStep
  | IceSlideStep
  | ChooseLineOfScrimmageStep
  | CrowdReturnsBallStep
  | BackFromCrowdStep

/** The marker (in the player's `used`) of an Astrogranite save this activation: no more rushing. */
export const NO_MORE_RUSHES = "astrogranite-no-more-rushes"

/** The stadium is known: the match is played under its attribute (null: nothing out of the ordinary). */
const settle = (ctx: Ctx, state: MatchState, attribute: StadiumAttribute | null): MatchState => {
  let next = withState(state, { stadium: { attribute } })
  if (attribute === null) return next
  // On-site Apothecaries: the free Wandering Apothecary is there from the start.
  const variant = atStadium(ctx.variant, ctx.match.header, { attribute }, 0)
  next.teams.forEach((team, i) => {
    const free = variant.freeApothecaries?.(i) ?? 0
    if (free > 0) next = setTeam(next, i, { apothecaries: team.apothecaries + free })
  })
  return next
}

const stadiumRollHandler: StepHandler<StadiumRollStep> = {
  expects: (step) =>
    step.category === null
      ? { kind: "roll", die: "2d6", for: "stadium", player: null }
      : { kind: "roll", die: "d6", for: "stadium-attribute", player: null },
  on: (ctx, state, step, event) => {
    if (step.category === null) {
      const rolled = expectRoll(ctx, event, "2d6", "stadium", null, 2)
      if (rolled._tag === "Failure") return propagate(rolled)
      const total = sum(rolled.success.faces)
      const tableRow = readTable(RANDOM_STADIUM, total)
      const { row } = judge(ctx, { rule: "Random Stadium", roll: rolled.success, total, row: tableRow.id, result: tableRow.name })
      const category = (RANDOM_STADIUM.find((r) => r.id === row) ?? tableRow).id
      if (category === "ordinary") return consumed(replaceTop(settle(ctx, state, null)))
      return consumed(updateTop(state, { ...step, category }))
    }
    const rolled = expectRoll(ctx, event, "d6", "stadium-attribute", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const table = attributeTable(step.category)
    const face = rolled.success.faces[0]!
    const tableRow = readTable(table, face)
    const { row } = judge(ctx, { rule: "Stadium attribute", roll: rolled.success, total: face, row: tableRow.id, result: tableRow.name })
    const attribute = (table.find((r) => r.id === row) ?? tableRow).id
    const problem = stadiumProblem(ctx.match.header, attribute, ctx.variant)
    if (problem !== null) return unsupported(ctx, `stadium: ${attribute}`, problem)
    note(ctx, `the match is played at a stadium with ${attributeName(attribute)}`)
    return consumed(replaceTop(settle(ctx, state, attribute)))
  }
}

const slopeRollHandler: StepHandler<SlopeRollStep> = {
  expects: () => ({ kind: "roll", die: "d6", for: "sloping-pitch", player: null }),
  on: (ctx, state, _step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "sloping-pitch", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const kicking = state.kickingTeam!
    const receiving = ctx.variant.rules.receivingTeam(kicking, state.teams.length)
    const face = rolled.success.faces[0]!
    const downhill = face >= 4 ? kicking : receiving
    const { row } = judge(ctx, {
      rule: "Sloping Pitch",
      roll: rolled.success,
      total: face,
      row: face >= 4 ? "towards-kicking-team" : "towards-receiving-team",
      result: `the pitch slopes down towards ${teamOf(ctx, downhill).name}'s end zone`
    })
    const claimed = row === "towards-kicking-team" ? kicking : row === "towards-receiving-team" ? receiving : downhill
    return consumed(replaceTop(withState(state, { stadium: { ...state.stadium!, downhill: claimed } })))
  }
}

/** A team's fan factor now, as the kick-off table reads it (rolled, or the header's dedicated fans). */
const currentFanFactor = (ctx: Ctx, state: MatchState, team: number): number => fanFactor(ctx, state, team).reduce((n, m) => n + m.value, 0)

const fansLeavingHandler: StepHandler<FansLeavingStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: step.purpose, player: null, ...(step.team === null ? {} : { team: step.team }) }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", step.purpose, null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    if (step.team !== null && event._tag === "DiceRolled" && event.team !== undefined && ctx.match.teamIndex.get(event.team) !== step.team) {
      return violation(ctx, step.purpose, `the ${step.purpose} roll is ${teamOf(ctx, step.team).name}'s now (the teams roll in header order)`)
    }
    const leaving = rolled.success.faces[0] === 1
    const teams = step.team === null ? state.teams.map((_, i) => i) : [step.team]
    const rule = step.purpose === "appalling-stands" ? "Appalling Stands" : "Fickle Fans"
    const { row } = judge(ctx, {
      rule,
      roll: rolled.success,
      row: leaving ? "fans-leave" : "fans-stay",
      result: leaving ? `fans start leaving: ${teams.map((t) => teamOf(ctx, t).name).join(" and ")} lose 1 fan factor` : "the fans stay"
    })
    if (row !== "fans-leave") return consumed(replaceTop(state))
    let next = state
    for (const team of teams) next = setTeam(next, team, { fanFactor: Math.max(0, currentFanFactor(ctx, next, team) - 1) })
    return consumed(replaceTop(next))
  }
}

const deluxeSeatingHandler: StepHandler<DeluxeSeatingStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "deluxe-seating", player: null, team: step.team }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "deluxe-seating", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    if (event._tag === "DiceRolled" && event.team !== undefined && ctx.match.teamIndex.get(event.team) !== step.team) {
      return violation(ctx, "deluxe-seating", `the deluxe-seating roll is ${teamOf(ctx, step.team).name}'s now (the teams roll in header order)`)
    }
    const face = rolled.success.faces[0]!
    const fans = currentFanFactor(ctx, state, step.team)
    const { success } = judge(ctx, {
      rule: "Deluxe Seating",
      roll: rolled.success,
      target: fans + 1,
      total: face,
      success: face > fans,
      result: face > fans ? `${teamOf(ctx, step.team).name} gain a team re-roll for this drive` : "no extra re-roll",
      needed: Math.min(6, fans + 1)
    })
    if (success !== true) return consumed(replaceTop(state))
    const before = state.teams[step.team]!.rerolls
    // Lost at the end of the drive if unused, as Brilliant Coaching's (loseBrilliantCoachingReroll).
    const next = setTeam(state, step.team, { rerolls: before + 1 })
    return consumed(replaceTop(withState(next, { kickOffEffects: [...next.kickOffEffects, brilliantCoachingReroll(step.team, before)] })))
  }
}

const crowdSaveHandler: StepHandler<CrowdSaveStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: step.saves[0]!.purpose, player: step.player }),
  on: (ctx, state, step, event) => {
    const save = step.saves[0]!
    const rolled = expectRoll(ctx, event, "d6", save.purpose, step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const test = testPasses(rolled.success.faces[0]!, save.target, [])
    const { success } = judge(ctx, {
      rule: save.rule,
      player: step.player,
      roll: rolled.success,
      target: save.target,
      total: test.total,
      success: test.success,
      result: test.success ? "no injury by the crowd: to the reserves" : "injury by the crowd as normal",
      needed: save.target
    })
    if (success === true) {
      return consumed(replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: "crowd", by: step.by, result: "reserves" }))
    }
    const rest = step.saves.slice(1)
    if (rest.length > 0) return consumed(updateTop(state, { ...step, saves: rest }))
    return consumed(replaceTop(state, { _tag: "Injury", player: step.player, cause: "crowd", by: step.by, modifiers: step.injuryModifiers }))
  }
}

const rushFallSaveHandler: StepHandler<RushFallSaveStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: step.save.purpose, player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", step.save.purpose, step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const test = testPasses(rolled.success.faces[0]!, step.save.target, [])
    const { success } = judge(ctx, {
      rule: step.save.rule,
      player: step.player,
      roll: rolled.success,
      target: step.save.target,
      total: test.total,
      success: test.success,
      result: test.success ? `${nameOf(ctx, step.player)} stays standing, and may not rush again` : "falls over as normal",
      needed: step.save.target
    })
    if (success !== true) return consumed(replaceTop(state, ...step.onFailure))
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    return consumed(replaceTop(setPlayer(state, index, { used: [...player.used, NO_MORE_RUSHES] }), ...step.onSuccess))
  }
}

const MANIACS_TABLE = ["get-the-ref", "time-out", "time-out", "officious-ref", "officious-ref", "pitch-invasion"] as const
const MANIACS_NAMES: Readonly<Record<(typeof MANIACS_TABLE)[number], string>> = {
  "get-the-ref": "Get the Ref",
  "time-out": "Time-out",
  "officious-ref": "Officious Ref",
  "pitch-invasion": "Pitch Invasion"
}

const aleFuelledManiacsHandler: StepHandler<AleFuelledManiacsStep> = {
  expects: () => ({ kind: "roll", die: "d6", for: "ale-fuelled-maniacs", player: null }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "ale-fuelled-maniacs", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    if (step.stage === "crowd") {
      const worst = state.half >= 2 ? 2 : 1
      const { row } = judge(ctx, {
        rule: "Ale-fuelled Maniacs",
        roll: rolled.success,
        total: face,
        row: face <= worst ? "the-crowd-decides" : "the-kick-off-table",
        result: face <= worst ? "the crowd takes over: no kick-off table, a D6 on theirs" : "the kick-off table is rolled as usual"
      })
      if (row === "the-crowd-decides") return consumed(updateTop(state, { ...step, stage: "result" }))
      return consumed(replaceTop(state))
    }
    const result = MANIACS_TABLE[face - 1]!
    const { row } = judge(ctx, { rule: "Ale-fuelled Maniacs", roll: rolled.success, total: face, row: result, result: MANIACS_NAMES[result] })
    const chosen = MANIACS_TABLE.find((r) => r === row) ?? result
    // The KickOffEvent step below is resolved with the crowd's result instead of a roll on the table.
    return resolveKickOffResult(ctx, replaceTop(state), chosen, MANIACS_NAMES[chosen])
  }
}

/** Whether Know-it-all Hecklers roll: the victim has left the pitch and the fouler is still on it, not sent off. */
const hecklersRoll = (state: MatchState, match: Ctx["match"], step: HecklersStep): boolean => {
  const fouler = state.players[match.playerIndex.get(step.fouler)!]!
  const victim = state.players[match.playerIndex.get(step.victim)!]!
  return victim.at === null && fouler.at !== null && fouler.box !== "sent-off"
}

const hecklersHandler: StepHandler<HecklersStep> = {
  expects: (step, state, match) =>
    hecklersRoll(state, match, step)
      ? { kind: "roll", die: "d6", for: "know-it-all-hecklers", player: step.fouler }
      : { kind: "nothing", about: "the crowd lets it go" },
  auto: (ctx, state, step) => (hecklersRoll(state, ctx.match, step) ? undefined : done(replaceTop(state))),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "know-it-all-hecklers", step.fouler, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const test = testPasses(rolled.success.faces[0]!, 4, [])
    const { success } = judge(ctx, {
      rule: "Know-it-all Hecklers",
      player: step.fouler,
      roll: rolled.success,
      target: 4,
      total: test.total,
      success: test.success,
      result: test.success ? "the referee ignores the crowd" : `the referee hears the crowd: ${nameOf(ctx, step.fouler)} is sent off`,
      needed: 4
    })
    if (success === true) return consumed(replaceTop(state))
    return consumed(sendOff(ctx, state, step.fouler))
  }
}

const dungeonEscapeHandler: StepHandler<DungeonEscapeStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "poorly-built-dungeons", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "poorly-built-dungeons", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const test = testPasses(rolled.success.faces[0]!, 5, [])
    const { success } = judge(ctx, {
      rule: "Poorly-built Dungeons",
      player: step.player,
      roll: rolled.success,
      target: 5,
      total: test.total,
      success: test.success,
      result: test.success ? `${nameOf(ctx, step.player)} gets out of the dungeon: back to the reserves` : "stays in the dungeon",
      needed: 5
    })
    if (success !== true) return consumed(replaceTop(state))
    return consumed(replaceTop(setPlayer(state, playerIndex(ctx, step.player), { box: "reserves" })))
  }
}

const stunnedInWaterHandler: StepHandler<StunnedInWaterStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: step.purpose, player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", step.purpose, step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const test = testPasses(rolled.success.faces[0]!, 2, [])
    const { success } = judge(ctx, {
      rule: "Ankle-deep Water",
      player: step.player,
      roll: rolled.success,
      target: 2,
      total: test.total,
      success: test.success,
      result: test.success ? `${nameOf(ctx, step.player)} turns over (Prone)` : `${nameOf(ctx, step.player)} stays face-down in the water: Stunned another turn`,
      needed: 2
    })
    if (success !== true) return consumed(replaceTop(state))
    return consumed(replaceTop(setPlayer(state, playerIndex(ctx, step.player), { posture: "prone" })))
  }
}

const groundskeeperHandler: StepHandler<GroundskeeperStep> = {
  expects: (step) => ({ kind: "roll", die: step.direction === null ? "d8" : "d6", for: "trapdoor", player: null }),
  on: (ctx, state, step, event) => {
    if (step.direction === null) {
      const rolled = expectRoll(ctx, event, "d8", "trapdoor", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      judge(ctx, { rule: "Uncovered Trapdoors: the groundskeeper", roll: rolled.success, result: `the ball is thrown out of the trapdoor at ${squareName(step.from)}` })
      return consumed(updateTop(state, { ...step, direction: D8_DIRECTIONS[rolled.success.faces[0]! - 1]! }))
    }
    const rolled = expectRoll(ctx, event, "d6", "trapdoor", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const distance = rolled.success.faces[0]!
    const { pitch } = ctx.variant
    // The ball deviates through the air, as a kick does: only where it comes down counts, or a
    // sideline wall (Gutter Bowl) it flies into on the way.
    let last = step.from
    let off = false
    for (let i = 1; i <= distance; i++) {
      const square = move(step.from, step.direction, i)
      if (!pitch.contains(square)) {
        if (wallBetween(pitch, last, square)) {
          // Gutter Bowl: off the sideline wall (the Throw-in template, a D6 `wall`), then on as a bounce would.
          judge(ctx, { rule: "Uncovered Trapdoors: the groundskeeper", roll: rolled.success, total: distance, result: `hits the wall past ${squareName(last)}` })
          const flying = withState(state, { ball: { at: last, carrier: null, inPlay: false } })
          return hitWall(ctx, flying, last, square, { kind: "arrive", context: { kickOff: false }, more: ctx.variant.bounces, lastOnPitch: last })
        }
        off = true
        break
      }
      last = square
    }
    if (!off && isObstacle(pitch, last)) {
      // Onto a market stall, into a sewer pit or a gingerbread house: put back out as a bounce there would be.
      judge(ctx, { rule: "Uncovered Trapdoors: the groundskeeper", roll: rolled.success, total: distance, result: `comes down on ${squareName(last)}, a feature of the pitch` })
      const down = withState(state, { ball: { at: last, carrier: null, inPlay: true } })
      return consumed(replaceTop(down, reentry(ctx, last, { kind: "arrive", context: { kickOff: false }, more: ctx.variant.bounces, lastOnPitch: step.from })))
    }
    judge(ctx, { rule: "Uncovered Trapdoors: the groundskeeper", roll: rolled.success, total: distance, result: off ? `off the pitch past ${squareName(last)}` : `lands on ${squareName(last)}` })
    if (off) {
      return consumed(replaceTop(withState(state, { ball: { at: last, carrier: null, inPlay: false } }), { _tag: "ThrowIn", from: last, stage: "direction", direction: null }))
    }
    const moving = withState(state, { ball: { at: last, carrier: null, inPlay: true } })
    // It lands like a kick: caught by a standing player there, or it bounces.
    return consumed(replaceTop(moving, ...ballArrives(ctx, moving, last, { kickOff: false }, ctx.variant.bounces)))
  }
}

const iceSlideHandler: StepHandler<IceSlideStep> = {
  expects: (step) => ({ kind: "roll", die: "d8", for: step.purpose, player: step.down.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d8", step.purpose, step.down.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const index = playerIndex(ctx, step.down.player)
    const player = state.players[index]!
    const from = step.down.at ?? player.at!
    const to = move(from, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    const { pitch } = ctx.variant
    const who = nameOf(ctx, step.down.player)
    const offPitch = !pitch.contains(to) && !wallBetween(pitch, from, to)
    const blocked = !offPitch && (!pitch.contains(to) || wallBetween(pitch, from, to) || isObstacle(pitch, to) || (playerOn(state, to) !== undefined && playerOn(state, to)!.id !== player.id))
    judge(ctx, {
      rule: "Ice",
      player: step.down.player,
      roll: rolled.success,
      result: offPitch ? `${who} slides off the pitch from ${squareName(from)} into the crowd` : blocked ? `${who} cannot slide into ${squareName(to)} and goes down on ${squareName(from)}` : `${who} slides to ${squareName(to)}`
    })
    if (!offPitch) return consumed(replaceTop(state, { ...step.down, at: blocked ? from : to, slid: true }))
    // Into the crowd, as if pushed: no armour roll; a ball they held is thrown back in from where they were.
    const hadBall = holdsBall(state, player.id)
    const steps: Array<Step> = []
    if (step.down.turnover !== null) steps.push(turnoverStep(step.down.turnover, player.team, player.id))
    else if (hadBall && state.activeTeam === player.team) steps.push(turnoverStep("pushed-into-crowd", player.team, player.id))
    steps.push(intoTheCrowd(ctx, player.team, player.id, step.down.by))
    if (hadBall) steps.push({ _tag: "ThrowIn", from, stage: "direction", direction: null })
    let next = withBallOf(setPlayer(state, index, { at: null, box: "reserves", posture: "standing", justStunned: false }), player.id)
    if (hadBall) next = withState(next, { ball: { at: from, carrier: null, inPlay: false } })
    ctx.outcomes.push({ _tag: "KnockedDown", player: player.id, at: from, cause: step.down.cause })
    return consumed(replaceTop(next, ...steps))
  }
}

const chooseLineHandler: StepHandler<ChooseLineOfScrimmageStep> = {
  expects: (step) => ({ kind: "decision", team: step.team, events: ["LineOfScrimmageChosen"], about: "Unclear Markings: where is the line of scrimmage for this kick-off?" }),
  on: (ctx, state, step, event) => {
    const { line: _old, ...painted } = state.stadium!
    if (event._tag !== "LineOfScrimmageChosen") return passOn(replaceTop(withState(state, { stadium: painted })))
    if (ctx.match.teamIndex.get(event.team) !== step.team) {
      return violation(ctx, "Unclear Markings", `${teamOf(ctx, step.team).name} kick and choose their line of scrimmage, not ${event.team}`)
    }
    note(ctx, `${teamOf(ctx, step.team).name} ${event.line === "normal" ? "keep the painted line of scrimmage" : `move their line of scrimmage one row ${event.line === "back" ? "back into their own half" : "forward into the other half"}`} for this kick-off`)
    return consumed(replaceTop(withState(state, { stadium: event.line === "normal" ? painted : { ...painted, line: { drive: state.drive, line: event.line } } })))
  }
}

const crowdReturnsBallHandler: StepHandler<CrowdReturnsBallStep> = {
  expects: () => ({ kind: "nothing", about: "the crowd gives the ball back" }),
  auto: (_ctx, state, step) => {
    const [, , x, y] = step.marker.split(":")
    const from: Square = [Number(x), Number(y)]
    const next = withState(state, { kickOffEffects: state.kickOffEffects.filter((effect) => effect !== step.marker) })
    return done(replaceTop(next, { _tag: "ThrowIn", from, stage: "direction", direction: null, fansRolled: true }))
  }
}

/** The free squares next to a sideline nearest to where the player left the pitch. */
const returnSquares = (ctx: Ctx | { readonly variant: Ctx["variant"] }, state: MatchState, from: Square): Array<Square> => {
  const { pitch } = ctx.variant
  const squares: Array<Square> = []
  for (let x = 0; x < pitch.width; x++) {
    for (let y = 0; y < pitch.height; y++) {
      const square: Square = [x, y]
      const bySideline = pitch.contains(square) && (!pitch.contains([x, y - 1]) || !pitch.contains([x, y + 1]))
      if (bySideline && !isObstacle(pitch, square) && playerOn(state, square) === undefined) squares.push(square)
    }
  }
  const nearest = Math.min(...squares.map((square) => distance(square, from)))
  return squares.filter((square) => distance(square, from) === nearest)
}

const backFromCrowd = (ctx: Ctx, state: MatchState, step: BackFromCrowdStep, at: Square): MatchState => {
  const marker = comesBackFromCrowd(step.player, step.from)
  const index = playerIndex(ctx, step.player)
  note(ctx, `${nameOf(ctx, step.player)} comes back from the crowd, Placed Prone on ${squareName(at)}`)
  const next = withState(setPlayer(state, index, { at, box: null, posture: "prone" }), { kickOffEffects: state.kickOffEffects.filter((effect) => effect !== marker) })
  // Placed on a loose ball, it bounces.
  const onBall = looseBallOn(next, at)
  return onBall ? replaceTop(next, { _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 }) : replaceTop(next)
}

const backFromCrowdHandler: StepHandler<BackFromCrowdStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: state.players[match.playerIndex.get(step.player)!]!.team,
    events: ["PlayerPlaced"],
    about: `place ${step.player}, back from the crowd, Prone next to the sideline`
  }),
  auto: (ctx, state, step) => {
    const squares = returnSquares(ctx, state, step.from)
    if (squares.length === 0) return unsupported(ctx, "stadium: solemn-and-silent (no free square by the sideline)", `there is no free square by the sideline for ${nameOf(ctx, step.player)}`)
    return squares.length === 1 ? done(backFromCrowd(ctx, state, step, squares[0]!)) : undefined
  },
  on: (ctx, state, step, event) => {
    const squares = returnSquares(ctx, state, step.from)
    const at = event._tag === "PlayerPlaced" && event.player === step.player ? event.at : null
    const chosen = at === null ? undefined : squares.find((square) => square[0] === at[0] && square[1] === at[1])
    if (chosen === undefined) {
      return violation(ctx, "Solemn and Silent", `${nameOf(ctx, step.player)} comes back from the crowd Prone on one of ${squares.map(squareName).join(", ")} (PlayerPlaced), not ${event._tag}`)
    }
    return consumed(backFromCrowd(ctx, state, step, chosen))
  }
}

/** The handlers of the stadium's own steps, gathered at the top (engine-steps.ts). */
export const stadiumHandlers = {
  StadiumRoll: stadiumRollHandler,
  SlopeRoll: slopeRollHandler,
  FansLeaving: fansLeavingHandler,
  DeluxeSeating: deluxeSeatingHandler,
  CrowdSave: crowdSaveHandler,
  RushFallSave: rushFallSaveHandler,
  AleFuelledManiacs: aleFuelledManiacsHandler,
  Hecklers: hecklersHandler,
  DungeonEscape: dungeonEscapeHandler,
  StunnedInWater: stunnedInWaterHandler,
  Groundskeeper: groundskeeperHandler,
  IceSlide: iceSlideHandler,
  ChooseLineOfScrimmage: chooseLineHandler,
  CrowdReturnsBall: crowdReturnsBallHandler,
  BackFromCrowd: backFromCrowdHandler
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stadium/steps": StadiumStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    NO_MORE_RUSHES: typeof NO_MORE_RUSHES
    comesBackFromCrowd: typeof comesBackFromCrowd
  }
}
