import { above } from "./above.js"
import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, expectRoll, type Fold, judge, nameOf, playerIndex, propagate, setPlayer, testPasses, violation } from "./context.js"

/**
 * Re-rolling a Passing Ability test — a pass's or a bomb's: a team re-roll (Loner may stop it),
 * the Pass skill, or Pro (a 3+ first). One mechanism, so the two throws cannot drift apart.
 */

/** What the throw is called in messages and rulings ("pass", "throw"). */
export interface ThrowWords {
  /** "their pass": whose throw only their own team can re-roll. */
  readonly theirs: string
  /** "a pass": what another skill cannot re-roll. */
  readonly a: string
  /** "pass": the thing re-rolled or standing after a Loner or Pro roll. */
  readonly noun: string
}

const unusedSkill = (ctx: Ctx, state: MatchState, player: string, skill: string): boolean => {
  const index = playerIndex(ctx, player)
  return hasSkill(ctx.match, state, index, skill) && !state.players[index]!.used.includes(skill)
}

/** Whether the thrower's team could re-roll the test at all (a team re-roll, Pass, Pro or The Ballista unused). */
export const throwRerollAvailable = (ctx: Ctx, state: MatchState, thrower: string): boolean =>
  above.teamRerollUsable(ctx.match, state, state.players[playerIndex(ctx, thrower)]!.team) ||
  unusedSkill(ctx, state, thrower, "Pass") || unusedSkill(ctx, state, thrower, "Pro") || above.ballistaAvailable(ctx, state, thrower) ||
  above.singleDieRerollAvailable(ctx, state, thrower, "pass")

/** After a `RerollUsed`: the state with the re-roll spent, and the step's next stage. */
export interface ThrowRerollChosen {
  readonly state: MatchState
  /** `roll`: roll again now; `loner` / `pro`: a D6 decides first. */
  readonly stage: "roll" | "loner" | "pro"
  /** Set when the re-roll is certain (no Loner or Pro roll to come). */
  readonly rerolled: boolean
}

export const chooseThrowReroll = (ctx: Ctx, state: MatchState, thrower: string, event: Extract<MatchEvent, { _tag: "RerollUsed" }>, words: ThrowWords): Fold<ThrowRerollChosen> => {
  const index = playerIndex(ctx, thrower)
  const player = state.players[index]!
  if (ctx.match.teamIndex.get(event.team) !== player.team) return violation(ctx, "re-roll", `only ${nameOf(ctx, thrower)}'s own team can re-roll ${words.theirs}`)
  if (event.source === "team-reroll" || event.source === "leader" || above.isLordOfChaos(event)) {
    const spent = above.spendTeamRerollFor(ctx.match, state, player.team, event)
    if (spent._tag === "Failure") return violation(ctx, spent.failure.rule, spent.failure.message)
    const loner = hasSkill(ctx.match, state, index, "Loner")
    return Result.succeed({ state: spent.success, stage: loner ? "loner" : "roll", rerolled: !loner })
  }
  // Morg 'n' Thorg's once-a-game re-roll (stars/the-ballista.ts).
  if (above.isBallista(event.skill)) return Result.map(above.useBallista(ctx, state, thrower), (next) => ({ state: next, stage: "roll" as const, rerolled: true }))
  // A star's re-roll of one die: Consummate Professional, Halfling Luck… (stars/single-die-reroll.ts).
  if (above.isSingleDieReroll(event.skill)) return Result.map(above.useSingleDieReroll(ctx, state, thrower, event.skill, "pass"), (next) => ({ state: next, stage: "roll" as const, rerolled: true }))
  const skill = (event.skill ?? "").toLowerCase()
  if (skill !== "pass" && skill !== "pro") return violation(ctx, "skill re-roll", `${event.skill ?? "that skill"} cannot re-roll ${words.a} (Pass can)`)
  const name = skill === "pass" ? "Pass" : "Pro"
  if (!unusedSkill(ctx, state, thrower, name)) return violation(ctx, name, `${nameOf(ctx, thrower)} has no unused ${name} this turn`)
  const next = setPlayer(state, index, { used: [...player.used, name] })
  return Result.succeed({ state: next, stage: name === "Pass" ? "roll" : "pro", rerolled: name === "Pass" })
}

/** Loner before a team re-roll, Pro before its own re-roll: the D6 that decides whether the re-roll happens. */
export const throwRerollGate = (ctx: Ctx, state: MatchState, thrower: string, stage: "loner" | "pro", event: MatchEvent, words: ThrowWords): Fold<boolean> => {
  const skill = stage === "loner" ? "Loner" : "Pro"
  const rolled = expectRoll(ctx, event, "d6", stage, thrower, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const target = skill === "Loner" ? above.lonerTarget(ctx.match, state, playerIndex(ctx, thrower)) : 3
  const test = testPasses(rolled.success.faces[0]!, target, [])
  const { success } = judge(ctx, {
    rule: skill,
    player: thrower,
    roll: rolled.success,
    target,
    total: test.total,
    result: test.success ? "success" : "failure",
    success: test.success,
    notes: [...(skill === "Loner" ? above.lonerNotes(ctx.match, state, playerIndex(ctx, thrower)) : []), test.success ? `the ${words.noun} is re-rolled` : `the re-roll is lost and the ${words.noun} stands`],
    needed: test.needed
  })
  return Result.succeed(success === true)
}
