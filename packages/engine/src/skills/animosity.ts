import { hasSkill, skillValue } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { done, type Ctx, nameOf, playerIndex, replaceTop, setPlayer, type StepHandler } from "../core/context.js"
import type { Step } from "../model/step.js"
import { testStep } from "../core/test-roll.js"

/**
 * Animosity (BB2020 trait), printed with whom the player dislikes: "Animosity (all team-mates)",
 * or a position ("Animosity (Orc Linemen)"). Only a Hand-off to such a team-mate, or a Pass
 * aimed at a square such a team-mate stands on, calls for it: a D6 once the target is chosen,
 * before the ball leaves the player's hands. On a 1 the player refuses: the hand-off or pass is
 * not made and the activation ends (no turnover: the player still holds the ball). Mercenaries
 * and Star Players are never its object.
 */
const ALL = new Set(["all", "all team-mates", "all teammates"])

/** "Orc Linemen", "orc lineman" and "Orc Lineman" name the same position. */
const positionKey = (name: string): string =>
  name.toLowerCase().trim().split(/\s+/).map((word) => word.replace(/men$/, "man").replace(/s$/, "")).join(" ")

/** Whether `giver` has Animosity towards `receiver`, a team-mate. */
export const dislikes = (ctx: Ctx, state: MatchState, giver: string, receiver: string): boolean => {
  const g = playerIndex(ctx, giver)
  if (!hasSkill(ctx.match, state, g, "Animosity")) return false
  const r = ctx.match.roster[playerIndex(ctx, receiver)]!
  if (r.team !== ctx.match.roster[g]!.team || r.id === giver) return false
  if (r.hired === "mercenary" || r.hired === "star-player") return false
  const towards = skillValue(ctx.match, state, g, "Animosity")
  // A printed Animosity with no one named is read as towards everyone.
  if (towards === null || ALL.has(towards.toLowerCase())) return true
  return positionKey(towards) === positionKey(r.position)
}

/**
 * The steps of handing or passing the ball to `receiver`: the Animosity roll first when the
 * giver dislikes them (`then` on a 2+, a refusal on a 1), otherwise `then` straight away.
 */
export const animosityGate = (ctx: Ctx, state: MatchState, giver: string, receiver: string | null, then: ReadonlyArray<Step>): ReadonlyArray<Step> => {
  if (receiver === null || !dislikes(ctx, state, giver, receiver)) return then
  return [testStep({
    test: "animosity",
    rule: "Animosity",
    player: giver,
    target: 2,
    modifiers: [],
    skillReroll: null,
    teamReroll: true,
    onSuccess: then,
    onFailure: [{ _tag: "AnimosityRefused", player: giver, receiver }]
  })]
}

/** A 1 on the Animosity roll: the ball stays where it is and the activation is over. */
export interface AnimosityRefusedStep {
  readonly _tag: "AnimosityRefused"
  readonly player: string
  readonly receiver: string
}

export const animosityRefusedHandler: StepHandler<AnimosityRefusedStep> = {
  expects: () => ({ kind: "nothing", about: "the player refuses" }),
  auto: (ctx, state, step) => {
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} refuses to give the ball to ${nameOf(ctx, step.receiver)} (Animosity); the action ends` })
    const activation = state.stack.find((s) => s._tag === "Activation" && s.player === step.player)
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    // A refused pass was never thrown: it does not count as one.
    const next = activation?._tag === "Activation" && activation.action === "pass"
      ? setPlayer(state, index, { stats: { ...player.stats, passes: Math.max(0, player.stats.passes - 1) } })
      : state
    return done(replaceTop(next))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "skills/animosity": AnimosityRefusedStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    animosityGate: typeof animosityGate
  }
}
