import type { Square } from "@sidelines/schema"
import type { Decision } from "../model/decision.js"
import type { Match } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { StepHandler } from "../core/context.js"
import { cloudBursterHandler, type CloudBursterStep } from "./cloud-burster.js"
import { fumblerooskieHandler, type FumblerooskieStep } from "./fumblerooskie.js"
import { dumpOffHandler, type DumpOffStep } from "./dump-off.js"
import { onTheBallHandler, type OnTheBallStep } from "./on-the-ball.js"
import { divingCatchHandler, type DivingCatchStep } from "./diving-catch.js"
import { safePairOfHandsHandler, type SafePairOfHandsStep } from "./safe-pair-of-hands.js"

/** The steps of the ball family's skills that wait for a coach's choice or a roll of their own. */
export type BallSkillStep = SafePairOfHandsStep | DivingCatchStep | CloudBursterStep | FumblerooskieStep | DumpOffStep | OnTheBallStep

export const ballSkillHandlers: { [K in BallSkillStep["_tag"]]: StepHandler<Extract<BallSkillStep, { _tag: K }>> } = {
  SafePairOfHands: safePairOfHandsHandler,
  DivingCatch: divingCatchHandler,
  CloudBurster: cloudBursterHandler,
  Fumblerooskie: fumblerooskieHandler,
  DumpOff: dumpOffHandler,
  OnTheBall: onTheBallHandler
}

/**
 * Candidate decisions for the ball family's choices (legal.ts keeps those the rules accept): the
 * SkillUsed / SkillDeclined of the step on top, the moves of a player On the Ball, and an active
 * player's Hail Mary Pass or Fumblerooskie.
 */
export const ballSkillCandidates = (match: Match, state: MatchState): Array<Decision> => {
  const top = state.stack[state.stack.length - 1]
  const used = (player: string, skill: string, at?: Square): Decision => ({ _tag: "SkillUsed", player, skill, ...(at === undefined ? {} : { at }) })
  const declined = (player: string, skill: string): Decision => ({ _tag: "SkillDeclined", player, skill })
  const at = (id: string) => state.players[match.playerIndex.get(id)!]!.at
  const around = (square: Square | null, reach: number): Array<Square> => {
    const squares: Array<Square> = []
    if (square === null) return squares
    for (let dx = -reach; dx <= reach; dx++) for (let dy = -reach; dy <= reach; dy++) if (dx !== 0 || dy !== 0) squares.push([square[0] + dx, square[1] + dy])
    return squares
  }
  switch (top?._tag) {
    case "Kick":
      return top.stage === "halve" && top.kicker !== null ? [used(top.kicker, "Kick"), declined(top.kicker, "Kick")] : []
    case "SafePairOfHands":
      return [...around(top.at, 1).map((square) => used(top.player, "Safe Pair of Hands", square)), declined(top.player, "Safe Pair of Hands")]
    case "DivingCatch":
      return top.candidates.flatMap((id) => [used(id, "Diving Catch"), declined(id, "Diving Catch")])
    case "CloudBurster":
      return [used(top.passer, "Cloud Burster"), declined(top.passer, "Cloud Burster")]
    case "DumpOff":
      return [...around(at(top.player), 3).map((square) => used(top.player, "Dump-off", square)), declined(top.player, "Dump-off")]
    case "OnTheBall":
      return top.mover === null
        ? state.players.filter((p) => p.team === top.team && p.at !== null).map((p) => used(p.id, "On the Ball"))
        : around(at(top.mover), 1).map((to) => ({ _tag: "PlayerMoved", player: top.mover!, to }))
    case "Activation": {
      const where = at(top.player)
      return [used(top.player, "Hail Mary Pass"), ...(where === null ? [] : [used(top.player, "Fumblerooskie", where)])]
    }
    default:
      return []
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/ball-skill-steps": BallSkillStep
  }
}
