import { hasSkill, type Match } from "../model/match.js"
import { distance } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { nameOf } from "../core/context.js"
import type { Modifier } from "../model/outcome.js"
import { opposed, type Variant } from "../core/variant/variant.js"

/**
 * The skills and mutations that change a throw's or a catch's modifiers (BB2020): Accurate,
 * Cannoneer, Strong Arm, Nerves of Steel, Disturbing Presence, Extra Arms, Big Hand, Very Long
 * Legs. Each is a modifier with its source, so the roll's explanation names it.
 */
type Ctx = { readonly match: Match; readonly variant?: Variant }

const indexOf = (ctx: Ctx, id: string): number => ctx.match.playerIndex.get(id)!

const skilled = (ctx: Ctx, state: MatchState, id: string, skill: string): boolean => hasSkill(ctx.match, state, indexOf(ctx, id), skill)

/** Accurate +1 on a Quick or Short pass; Cannoneer +1 on a Long pass or a Long Bomb (Pass actions only). */
export const rangeSkills = (ctx: Ctx, state: MatchState, passer: string, range: "quick" | "short" | "long" | "long-bomb"): Array<Modifier> => {
  if ((range === "quick" || range === "short") && skilled(ctx, state, passer, "Accurate")) return [{ value: 1, source: "skill: Accurate" }]
  if ((range === "long" || range === "long-bomb") && skilled(ctx, state, passer, "Cannoneer")) return [{ value: 1, source: "skill: Cannoneer" }]
  return []
}

/** Strong Arm: +1 to the passing test of a Throw Team-mate action (BB2020: not of a Pass). */
export const strongArm = (ctx: Ctx, state: MatchState, thrower: string): Array<Modifier> =>
  skilled(ctx, state, thrower, "Strong Arm") ? [{ value: 1, source: "skill: Strong Arm" }] : []

/**
 * Nerves of Steel: the player ignores being marked when passing (a Pass action), catching or
 * interfering. The marking modifiers stay listed and this cancels them, so both show.
 */
export const nervesOfSteel = (ctx: Ctx, state: MatchState, player: string, modifiers: ReadonlyArray<Modifier>): Array<Modifier> => {
  if (!skilled(ctx, state, player, "Nerves of Steel")) return []
  const marked = modifiers.filter((m) => m.source.startsWith("marked by ")).reduce((sum, m) => sum + m.value, 0)
  return marked === 0 ? [] : [{ value: -marked, source: "skill: Nerves of Steel (ignores being marked)" }]
}

/**
 * Disturbing Presence: −1 for each opponent with it within three squares of a player passing,
 * throwing a team-mate or a bomb, interfering or catching, whether that opponent is standing or not.
 */
export const disturbingPresence = (ctx: Ctx, state: MatchState, player: string): Array<Modifier> => {
  const actor = state.players[indexOf(ctx, player)]!
  if (actor.at === null) return []
  const against = (team: number) => (ctx.variant === undefined ? team !== actor.team : opposed(ctx.variant, team, actor.team))
  return state.players
    .filter((p, i) => p.at !== null && against(p.team) && distance(p.at, actor.at!) <= 3 && hasSkill(ctx.match, state, i, "Disturbing Presence"))
    .map((p) => ({ value: -1, source: `Disturbing Presence of ${nameOf(ctx, p.id)}` }))
}

/** Extra Arms: +1 to pick up, to catch, and to interfere with a pass. */
export const extraArms = (ctx: Ctx, state: MatchState, player: string): Array<Modifier> =>
  skilled(ctx, state, player, "Extra Arms") ? [{ value: 1, source: "mutation: Extra Arms" }] : []

/** Very Long Legs: +2 to interfere with a pass. */
export const veryLongLegsInterference = (ctx: Ctx, state: MatchState, player: string): Array<Modifier> =>
  skilled(ctx, state, player, "Very Long Legs") ? [{ value: 2, source: "mutation: Very Long Legs" }] : []

/**
 * The skills on a pick-up: Extra Arms +1; Big Hand ignores being marked and Pouring Rain (the
 * modifiers stay listed, and one modifier cancels them).
 */
export const pickUpSkills = (ctx: Ctx, state: MatchState, player: string, modifiers: ReadonlyArray<Modifier>): Array<Modifier> => {
  const extra = extraArms(ctx, state, player)
  if (!skilled(ctx, state, player, "Big Hand")) return extra
  const ignored = modifiers.filter((m) => m.source.startsWith("marked by ") || m.source === "weather: pouring rain").reduce((sum, m) => sum + m.value, 0)
  return ignored === 0 ? extra : [...extra, { value: -ignored, source: "mutation: Big Hand (ignores being marked and pouring rain)" }]
}

/** The skill that re-rolls a failed catch: Catch, or Monstrous Mouth. */
export const catchReroll = (ctx: Ctx, state: MatchState, player: string): string | null =>
  skilled(ctx, state, player, "Catch") ? "Catch" : skilled(ctx, state, player, "Monstrous Mouth") ? "Monstrous Mouth" : null

/** No Hands: the player can never take possession of the ball (no pick-up, catch or interference). */
export const noHands = (ctx: Ctx, state: MatchState, player: string): boolean => skilled(ctx, state, player, "No Hands")

/**
 * Very Long Legs on a jump (over a lying player, or a Leap): the marking modifier is one less
 * again, to −1 at least. `modifiers` are the jump's, with the marking one ("marked (…)") in.
 */
export const veryLongLegsJump = (ctx: Ctx, state: MatchState, player: string, modifiers: ReadonlyArray<Modifier>): Array<Modifier> => {
  if (!skilled(ctx, state, player, "Very Long Legs")) return []
  const marking = modifiers.filter((m) => m.source.startsWith("marked (")).reduce((sum, m) => sum + m.value, 0)
  return marking < -1 ? [{ value: 1, source: "mutation: Very Long Legs (the marking modifier one less, to −1 at least)" }] : []
}

/** The mark (in the player's `used`) of a thrower who made a Quick Pass with Running Pass and may move on. */
export const RUNNING_PASS = "Running Pass"

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    RUNNING_PASS: typeof RUNNING_PASS
    catchReroll: typeof catchReroll
    disturbingPresence: typeof disturbingPresence
    extraArms: typeof extraArms
    nervesOfSteel: typeof nervesOfSteel
    noHands: typeof noHands
    pickUpSkills: typeof pickUpSkills
    rangeSkills: typeof rangeSkills
    veryLongLegsInterference: typeof veryLongLegsInterference
    veryLongLegsJump: typeof veryLongLegsJump
  }
}
