// The crowd's attributes (a Local Crowd, and Appalling Stands' fans leaving): fans leaving, a home
// crowd or a Bunch of Pacifists saving a player pushed into it, Ale-fuelled Maniacs, Know-it-all
// Hecklers, Fickle Fans keeping the ball, Solemn and Silent giving a player back.
import { looseBallOn } from "../model/balls.js"
import { isObstacle } from "../model/features.js"
import { distance, squareName, type Square } from "../model/square.js"
import { sendOff } from "../core/foul.js"
import { resolveKickOffResult } from "../core/kick-off.js"
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
  playerIndex,
  playerOn,
  propagate,
  replaceTop,
  setPlayer,
  setTeam,
  type StepHandler,
  teamOf,
  testPasses,
  unsupported,
  updateTop,
  violation
} from "../core/context.js"
import { fanFactor } from "../core/kick-off-events/contests.js"
import type { Modifier } from "../model/outcome.js"
import type { SavingRoll } from "../core/variant/variant.js"

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

/** A team's fan factor now, as the kick-off table reads it (rolled, or the header's dedicated fans). */
export const currentFanFactor = (ctx: Ctx, state: MatchState, team: number): number => fanFactor(ctx, state, team).reduce((n, m) => n + m.value, 0)

export const fansLeavingHandler: StepHandler<FansLeavingStep> = {
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

export const crowdSaveHandler: StepHandler<CrowdSaveStep> = {
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

const MANIACS_TABLE = ["get-the-ref", "time-out", "time-out", "officious-ref", "officious-ref", "pitch-invasion"] as const
const MANIACS_NAMES: Readonly<Record<(typeof MANIACS_TABLE)[number], string>> = {
  "get-the-ref": "Get the Ref",
  "time-out": "Time-out",
  "officious-ref": "Officious Ref",
  "pitch-invasion": "Pitch Invasion"
}

export const aleFuelledManiacsHandler: StepHandler<AleFuelledManiacsStep> = {
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

export const hecklersHandler: StepHandler<HecklersStep> = {
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

export const crowdReturnsBallHandler: StepHandler<CrowdReturnsBallStep> = {
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

export const backFromCrowdHandler: StepHandler<BackFromCrowdStep> = {
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
