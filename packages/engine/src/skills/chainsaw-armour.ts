import { withBallOf } from "../model/balls.js"
import type { DiceRolled } from "@sidelines/schema"
import { characteristic, hasSkill } from "../model/match.js"
import { type MatchState, withState } from "../model/state.js"
import type { ChainsawArmourStep } from "./chainsaw.js"
import { type Ctx, judge, playerIndex, replaceTop, setPlayer, sum } from "../core/context.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { uprooted } from "./take-root.js"

/**
 * Chainsaw's +3 on armour (skills/chainsaw.ts has the attack): on whoever the chainsaw hits, and,
 * a running chainsaw being dangerous to carry and to block, on a Chainsaw player who is Knocked
 * Down or Falls Over and on an opponent knocked down blocking one (Attacker Down, Both Down).
 * Kept apart from chainsaw.ts so that block.ts and injury.ts can use it without an import cycle.
 */
const SKILL = "Chainsaw"

/** The chainsaw's +3, the same modifier wherever it applies (so it is never counted twice). */
export const CHAINSAW_ARMOUR: Modifier = { value: 3, source: "trait: Chainsaw" }

/** Armour rolls of a player who has been Knocked Down or has Fallen Over (not a fouled player). */
const GOING_DOWN: ReadonlySet<string> = new Set(["block", "fall", "landed-on", "other"])

const hasChainsawBonus = (modifiers: ReadonlyArray<Modifier>): boolean => modifiers.some((m) => m.source === CHAINSAW_ARMOUR.source)

/** +3 on the armour of a Chainsaw player who goes down, unless a chainsaw's +3 is already there. */
export const runningChainsaw = (ctx: Ctx, state: MatchState, player: string, cause: string, modifiers: ReadonlyArray<Modifier>): ReadonlyArray<Modifier> =>
  GOING_DOWN.has(cause) && !hasChainsawBonus(modifiers) && hasSkill(ctx.match, state, playerIndex(ctx, player), SKILL) ? [CHAINSAW_ARMOUR] : []

/** +3 on the armour of a blocker who goes down (Attacker Down, Both Down) against a Chainsaw player. */
export const blockedChainsaw = (ctx: Ctx, state: MatchState, defender: string): ReadonlyArray<Modifier> =>
  hasSkill(ctx.match, state, playerIndex(ctx, defender), SKILL) ? [CHAINSAW_ARMOUR] : []

/**
 * Whether these armour dice break the armour of the player the chainsaw hit; with the roll, the
 * ruling is judged (Old Pro reads a die re-rolled: `notes` say so), without, only read.
 */
export const judgeChainsawArmour = (ctx: Ctx, state: MatchState, step: ChainsawArmourStep, faces: ReadonlyArray<number>, roll: DiceRolled | null, notes: ReadonlyArray<string> = []): boolean => {
  const index = playerIndex(ctx, step.player)
  const av = characteristic(ctx.match, state, index, "av")
  const total = sum(faces) + CHAINSAW_ARMOUR.value
  if (roll === null) return total >= av
  const kickBack = step.player === step.wielder
  const { success } = judge(ctx, {
    rule: "Armour",
    player: step.player,
    roll,
    target: av,
    modifiers: [CHAINSAW_ARMOUR],
    total,
    result: total >= av ? "armour broken" : "armour holds",
    row: total >= av ? "broken" : "not-broken",
    success: total >= av,
    successOfRow: { broken: true, "not-broken": false },
    notes: [kickBack ? "Chainsaw: kick-back, the wielder is hit" : "Chainsaw: +3 to the armour roll", ...notes],
    needed: av
  })
  return success === true
}

/** What follows the chainsaw's armour roll: nothing when it holds. */
export const afterChainsawArmour = (ctx: Ctx, state: MatchState, step: ChainsawArmourStep, broken: boolean): MatchState => {
  if (!broken) return replaceTop(state)
  // Broken: Placed Prone where they stand (not Knocked Down), an unmodified Injury roll, a held ball bounces.
  const index = playerIndex(ctx, step.player)
  const kickBack = step.player === step.wielder
  const player = state.players[index]!
  const at = player.at!
  // A player already down (Kick 'em while they're down!) stays Prone or Stunned until the injury roll.
  const standing = player.posture === "standing"
  let next = withBallOf(standing ? setPlayer(state, index, { posture: "prone", used: uprooted(player) }) : state, player.id)
  if (standing) ctx.outcomes.push({ _tag: "KnockedDown", player: step.player, at, cause: "chainsaw" })
  const steps: Array<Step> = [{ _tag: "Injury", player: step.player, cause: "chainsaw", by: kickBack ? null : step.wielder, modifiers: [] }]
  if (next.ball.carrier === player.id) {
    next = withState(next, { ball: { at, carrier: null, inPlay: true } })
    steps.push({ _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
  }
  return replaceTop(next, ...steps)
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    blockedChainsaw: typeof blockedChainsaw
    runningChainsaw: typeof runningChainsaw
  }
}
