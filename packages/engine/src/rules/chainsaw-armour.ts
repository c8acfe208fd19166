import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { type Ctx, playerIndex } from "./context.js"
import type { Modifier } from "./outcome.js"

/**
 * Chainsaw's +3 on armour (rules/chainsaw.ts has the attack): on whoever the chainsaw hits, and,
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
