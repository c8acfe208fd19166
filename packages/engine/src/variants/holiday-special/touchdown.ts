import { distance, sameSquare, squareName, type Square } from "../../model/square.js"
import { type MatchState, withState } from "../../model/state.js"
import { consumed, expectRoll, judge, nameOf, propagate, replaceTop, type StepHandler, updateTop } from "../../core/context.js"
import type { Step } from "../../model/step.js"
import type { MatchResult, VariantStep } from "../../core/variant/variant.js"
import { standingSnowgrots } from "./houses.js"

/** How far the blast reaches: snowgrots within this many squares of the touchdown square. */
export const BLAST_RANGE = 3

interface EscapeData {
  readonly player: string
}

interface SnowgrotData {
  readonly team: number
  /** The snowgrots in the blast still to roll for, in order: by row (y), then column (x). */
  readonly left: ReadonlyArray<Square>
}

/**
 * After a touchdown the ball explodes: a D6 for the scorer (`explosive-touchdown`, `player` set),
 * a 6 escapes, anything else an injury roll; then a D6 (`snowgrot`) for each snowgrot within three
 * squares of the touchdown square, in row order (lowest y first, then lowest x — our order, as the
 * text sets none), a 3+ destroys it for the scoring team.
 */
export const explosiveTouchdown = (state: MatchState, scorer: { readonly team: number; readonly player: string }, at: Square): Array<Step> => {
  const inBlast = standingSnowgrots(state)
    .filter((square) => distance(square, at) <= BLAST_RANGE)
    .sort((a, b) => a[1] - b[1] || a[0] - b[0])
  const steps: Array<Step> = [{ _tag: "Variant", name: "explosive-touchdown", data: { player: scorer.player } satisfies EscapeData }]
  if (inBlast.length > 0) steps.push({ _tag: "Variant", name: "snowgrots", data: { team: scorer.team, left: inBlast } satisfies SnowgrotData })
  return steps
}

export const explosiveTouchdownHandler: StepHandler<VariantStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "explosive-touchdown", player: (step.data as unknown as EscapeData).player }),
  on: (ctx, state, step, event) => {
    const { player } = step.data as unknown as EscapeData
    const rolled = expectRoll(ctx, event, "d6", "explosive-touchdown", player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const escapes = face >= 6
    judge(ctx, {
      rule: "Explosive touchdown",
      player,
      roll: rolled.success,
      target: 6,
      total: face,
      success: escapes,
      result: escapes ? `${nameOf(ctx, player)} escapes the blast` : `the ball explodes in ${nameOf(ctx, player)}'s face: an injury roll`
    })
    if (escapes) return consumed(replaceTop(state))
    return consumed(replaceTop(state, { _tag: "Injury", player, cause: "other", by: null, modifiers: [] }))
  }
}

export const snowgrotsHandler: StepHandler<VariantStep> = {
  expects: () => ({ kind: "roll", die: "d6", for: "snowgrot", player: null }),
  on: (ctx, state, step, event) => {
    const data = step.data as unknown as SnowgrotData
    const rolled = expectRoll(ctx, event, "d6", "snowgrot", null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const square = data.left[0]!
    const face = rolled.success.faces[0]!
    const destroyed = face >= 3
    judge(ctx, {
      rule: "Snowgrot in the blast",
      roll: rolled.success,
      target: 3,
      total: face,
      success: destroyed,
      result: destroyed ? `the snowgrot on ${squareName(square)} bursts into powdery snow` : `the snowgrot on ${squareName(square)} withstands the blast`
    })
    let next = state
    if (destroyed && state.placed !== undefined) {
      const placed = state.placed
      next = withState(state, {
        placed: {
          features: placed.features.filter((feature) => !(feature.kind === "snowgrot" && sameSquare(feature.squares[0]!, square))),
          destroyed: placed.destroyed.map((n, team) => (team === data.team ? n + 1 : n))
        }
      })
    }
    const left = data.left.slice(1)
    return consumed(left.length === 0 ? replaceTop(next) : updateTop(next, { ...step, data: { ...data, left } }))
  }
}

/** The winner: the team that destroyed the most snowgrots (touchdowns do not decide it); a draw when they destroyed as many. */
export const snowgrotResult = (state: MatchState): MatchResult => {
  const destroyed = state.placed?.destroyed ?? state.teams.map(() => 0)
  const most = Math.max(...destroyed)
  const leaders = destroyed.flatMap((n, team) => (n === most ? [team] : []))
  const tally = destroyed.join("–")
  return leaders.length === 1
    ? { winner: leaders[0]!, reason: `most snowgrots destroyed (${tally})` }
    : { winner: null, reason: `as many snowgrots destroyed (${tally})` }
}
