import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, nameOf, playerIndex, testPasses } from "../core/context.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"
import type { Step } from "../model/step.js"

/**
 * Swift As The Breeze: once a game, after a failed dodge, Rush or jump whose die would have passed
 * with no modifiers at all, the star may ignore its modifiers and pass. FFB (christerk/ffb
 * `SwiftAsTheBreeze`: `canChooseToIgnoreDodgeModifierAfterRoll` and the Rush and jump ones;
 * `StepMoveDodge`) offers it with the re-rolls, only when the die reaches the bare target (a 1
 * never does). In the log: after the failed roll, `SkillUsed` `{ player, skill: "Swift As The
 * Breeze" }` in place of a re-roll choice; the test passes (a note says why) and the rule is
 * marked in `specialRulesUsed`. Also offered on a roll already re-rolled, as FFB asks again there.
 */
export const SWIFT_AS_THE_BREEZE = "Swift As The Breeze"

const TESTS: ReadonlySet<string> = new Set(["dodge", "rush", "jump"])

/** Whether the star may use it on this failed roll: his unused rule, and a die that passes unmodified. */
export const swiftAsTheBreezeOffered = (ctx: Ctx, state: MatchState, test: string, player: string, face: number, target: number): boolean =>
  TESTS.has(test) && hasSkill(ctx.match, state, playerIndex(ctx, player), SWIFT_AS_THE_BREEZE) &&
  !specialRuleUsed(ctx, state, player, SWIFT_AS_THE_BREEZE) && testPasses(face, target, []).success

/** Used: the rule is spent, the roll passes. Diving Tackle's −2 is a modifier too, so it is not asked for. */
export const useSwiftAsTheBreeze = (ctx: Ctx, state: MatchState, player: string, rule: string, face: number, onSuccess: ReadonlyArray<Step>): { readonly state: MatchState; readonly next: ReadonlyArray<Step> } => {
  ctx.outcomes.push({ _tag: "Note", text: `special rule: Swift As The Breeze (once a game): ${nameOf(ctx, player)}'s ${rule} roll of ${face} passes with its modifiers ignored` })
  return { state: markSpecialRuleUsed(ctx, state, player, SWIFT_AS_THE_BREEZE), next: onSuccess.filter((step) => step._tag !== "DivingTackle") }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    SWIFT_AS_THE_BREEZE: typeof SWIFT_AS_THE_BREEZE
    swiftAsTheBreezeOffered: typeof swiftAsTheBreezeOffered
    useSwiftAsTheBreeze: typeof useSwiftAsTheBreeze
  }
}
