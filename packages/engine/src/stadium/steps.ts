// The stadium's own steps, gathered: the Random Stadium roll here, the attributes' steps by the
// category of the table they come from (unusual-playing-surface.ts, rough-and-ready.ts, luxury.ts,
// local-crowd.ts); their handlers are joined at the top (engine-steps.ts).
import type { StadiumAttribute } from "@sidelines/schema"
import type { MatchState } from "../model/state.js"
import { withState } from "../model/state.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  judge,
  note,
  propagate,
  replaceTop,
  setTeam,
  type StepHandler,
  sum,
  unsupported,
  updateTop
} from "../core/context.js"
import { readTable } from "../core/variant/tables.js"
import { atStadium, stadiumProblem } from "./layer.js"
import { attributeName, attributeTable, RANDOM_STADIUM, type StadiumCategory } from "./tables.js"
import {
  type SlopeRollStep,
  type RushFallSaveStep,
  type StunnedInWaterStep,
  type IceSlideStep,
  NO_MORE_RUSHES,
  slopeRollHandler,
  rushFallSaveHandler,
  stunnedInWaterHandler,
  iceSlideHandler
} from "./unusual-playing-surface.js"
import {
  type DungeonEscapeStep,
  type GroundskeeperStep,
  type ChooseLineOfScrimmageStep,
  dungeonEscapeHandler,
  groundskeeperHandler,
  chooseLineHandler
} from "./rough-and-ready.js"
import { type DeluxeSeatingStep, deluxeSeatingHandler } from "./luxury.js"
import {
  type FansLeavingStep,
  type CrowdSaveStep,
  type AleFuelledManiacsStep,
  type HecklersStep,
  type CrowdReturnsBallStep,
  type BackFromCrowdStep,
  comesBackFromCrowd,
  fansLeavingHandler,
  crowdSaveHandler,
  aleFuelledManiacsHandler,
  hecklersHandler,
  crowdReturnsBallHandler,
  backFromCrowdHandler
} from "./local-crowd.js"

/**
 * The stadium rolled before the pre-game's first step (`stadium: "random"`): 2D6 on the Random
 * Stadium table (purpose `stadium`), then, unless it is nothing out of the ordinary, a D6 on the
 * category's table (purpose `stadium-attribute`).
 */
export interface StadiumRollStep {
  readonly _tag: "StadiumRoll"
  readonly category: StadiumCategory | null
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
