// The attributes of a Rough & Ready Stadium that take a step: Poorly-built Dungeons, Uncovered
// Trapdoors (the groundskeeper) and Unclear Markings. Appalling Stands' fans leaving is local-crowd.ts's.
import { isObstacle, wallBetween } from "../model/features.js"
import { D8_DIRECTIONS, squareName, step as move, type Square } from "../model/square.js"
import { ballArrives, hitWall, reentry } from "../core/ball.js"
import { withState } from "../model/state.js"
import {
  consumed,
  expectRoll,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  propagate,
  replaceTop,
  setPlayer,
  type StepHandler,
  teamOf,
  testPasses,
  updateTop,
  violation
} from "../core/context.js"

/** Poorly-built Dungeons, at the end of a drive: a D6 for a Sent-off player (`poorly-built-dungeons`); 5+ back to the reserves. */
export interface DungeonEscapeStep {
  readonly _tag: "DungeonEscape"
  readonly player: string
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
 * Unclear Markings, before the kicking team sets up: it says where its line of scrimmage is for
 * this kick-off (LineOfScrimmageChosen). A log that goes straight on to the set-up keeps the
 * painted line.
 */
export interface ChooseLineOfScrimmageStep {
  readonly _tag: "ChooseLineOfScrimmage"
  readonly team: number
}

export const dungeonEscapeHandler: StepHandler<DungeonEscapeStep> = {
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

export const groundskeeperHandler: StepHandler<GroundskeeperStep> = {
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

export const chooseLineHandler: StepHandler<ChooseLineOfScrimmageStep> = {
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
