import { hasGainTag } from "../model/match.js"
import { type MatchState, withPlayer, withState } from "../model/state.js"
import { available } from "../core/drive.js"
import { done, type Ctx, nameOf, note, schedule, teamOf, violation } from "../core/context.js"
import { untilEndOfGame } from "../core/effects.js"
import type { Modifier } from "../model/outcome.js"
import { type CardPlay, mark, ownPlayer, targetsStep, type TargetsSpec, TURN, withGain } from "./helpers.js"
import { withGained } from "../model/state.js"

/**
 * The Magical Memorabilia deck (D6 3). Folded: Gruk the Bear's Gauntlets, Helm of Many Eyes, Oath
 * Stone of the High Coach, Skrot's Sticky Slop, Spranley's Cup, Sweatband of Conquest, Enchanted Bucket, Bob's Biffin' Helmet. The others stop the fold as Unsupported when
 * played (special-plays/play.ts).
 */

/**
 * Gruk the Bear's Gauntlets, played in the pre-game on one of the team's players: +1 ST for the
 * (first) drive, then −1 ST for the rest of the match. Kept as two gains: +2 lapsing with the
 * drive and −1 for the match. Our reading: the card's "may improve" is taken.
 */
const playGruk: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Gruk the Bear's Gauntlets", index)
  note(ctx, `Gruk the Bear's Gauntlets: ${nameOf(ctx, event.player!)} has +1 ST for the first drive, then −1 ST for the rest of the match`)
  const worn = withGain(state, index, { source: "Gruk the Bear's Gauntlets (worn off)", until: "game", skills: [], improve: { st: -1 } })
  return done(withGain(worn, index, { source: "Gruk the Bear's Gauntlets", until: "drive", skills: [], improve: { st: 2 } }))
}

/**
 * Oath Stone of the High Coach, played in the pre-game: for the match the team adds 1 to its D6
 * when Brilliant Coaching is contested and when arguing the call.
 */
const OATH_STONE = "oath-stone-of-the-high-coach"
const oathMark = (team: number) => untilEndOfGame(`special-play:${OATH_STONE}:${team}`)

/** The Oath Stone's +1 for the team, to Brilliant Coaching and Argue the Call. */
export const oathStone = (state: MatchState, team: number): Array<Modifier> =>
  state.kickOffEffects.includes(oathMark(team)) ? [{ value: 1, source: "Oath Stone of the High Coach" }] : []

const playOathStone: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Oath Stone of the High Coach: +1 to their Brilliant Coaching and Argue the Call rolls for the match`)
  return done(mark(state, oathMark(team)))
}

/**
 * Skrot's Sticky Slop, played in the pre-game on one of the team's players: for the match the
 * player has Catch and Sure Hands, and may not declare a Pass or Hand-off action.
 */
const STICKY = "skrots-sticky-slop"

const playSkrots: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Skrot's Sticky Slop", index)
  note(ctx, `Skrot's Sticky Slop: ${nameOf(ctx, event.player!)} has Catch and Sure Hands for the match, and can make no Pass or Hand-off action`)
  return done(withGain(state, index, { source: "Skrot's Sticky Slop", until: "game", skills: ["Catch", "Sure Hands"], tag: STICKY }))
}

/** Why the player may not declare this action under Skrot's Sticky Slop, or null. */
export const stickySlopProblem = (ctx: Ctx, state: MatchState, index: number, action: string): string | null =>
  (action === "pass" || action === "hand-off") && hasGainTag(state, index, STICKY)
    ? `${nameOf(ctx, state.players[index]!.id)} is covered in Skrot's Sticky Slop and can make no ${action === "pass" ? "Pass" : "Hand-off"} action`
    : null

/**
 * Helm of Many Eyes, played at the start of one of the team's turns on one of its players: until
 * the end of the drive the player has Dodge, Break Tackle and Really Stupid.
 */
const playHelm: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Helm of Many Eyes", index)
  note(ctx, `Helm of Many Eyes: ${nameOf(ctx, event.player!)} has Dodge, Break Tackle and Really Stupid until the end of the drive`)
  return done(withGain(state, index, { source: "Helm of Many Eyes", until: "drive", skills: ["Dodge", "Break Tackle", "Really Stupid"] }))
}

/**
 * Sweatband of Conquest, played in the pre-game: one of the team's players available for the
 * match, drawn at random (`PlayerDrawn` `special-play`), has Regeneration and +1 AV (at most 11+,
 * which `characteristic` keeps) for the match.
 */
const SWEATBAND: TargetsSpec = {
  count: 1,
  pick: "drawn",
  who: "a player of the team available for the match",
  eligible: (_ctx, state, team, index) => state.players[index]!.team === team && available(state.players[index]!),
  apply: (ctx, state, _team, players) => {
    const [index] = players
    if (index === undefined) return state
    note(ctx, `Sweatband of Conquest: ${nameOf(ctx, state.players[index]!.id)} has Regeneration and +1 AV for the match`)
    return withGain(state, index, { source: "Sweatband of Conquest", until: "game", skills: ["Regeneration"], improve: { av: 1 } })
  }
}

const playSweatband: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Sweatband of Conquest: one of their players, drawn at random, wears it`)
  return done(schedule(state, targetsStep("sweatband-of-conquest", team, SWEATBAND)))
}

/**
 * Spranley's Cup, played in the pre-game on one of the team's players: for the match nobody may
 * foul them (core/foul.ts), and the injury rolls against them take no modifier (core/injury.ts:
 * Mighty Blow, Dirty Player and the like are dropped; the Stunty table and Thick Skull are no
 * modifiers and still apply).
 */
const CUP = "spranleys-cup"

const playSpranleysCup: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Spranley's Cup", index)
  note(ctx, `Spranley's Cup: for the match ${nameOf(ctx, event.player!)} cannot be fouled, and injury rolls against them are not modified`)
  return done(withGain(state, index, { source: "Spranley's Cup", until: "game", skills: [], tag: CUP }))
}

/** Whether the player holds Spranley's Cup (no foul against them, unmodified injury rolls). */
export const holdsSpranleysCup = (state: MatchState, index: number): boolean => hasGainTag(state, index, CUP)

/**
 * Enchanted Bucket, played in the End of Drive sequence (after the Secret Weapons, before the
 * recovery rolls) on one of the team's Knocked-out players: they recover without a roll (to the
 * Reserves; their KO recovery step then passes them over) and have Disturbing Presence and Foul
 * Appearance for the rest of the match.
 */
const playEnchantedBucket: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Enchanted Bucket", index)
  if (state.players[index]!.box !== "ko") return violation(ctx, "Enchanted Bucket", `Enchanted Bucket is played on a Knocked-out player of the team; ${nameOf(ctx, event.player!)} is not`)
  note(ctx, `Enchanted Bucket: ${nameOf(ctx, event.player!)} recovers from their KO without a roll, and has Disturbing Presence and Foul Appearance for the match`)
  const recovered = withState(state, { players: state.players.map((p, i) => (i === index ? withPlayer(p, { box: "reserves" }) : p)) })
  return done(withGain(recovered, index, { source: "Enchanted Bucket", until: "game", skills: ["Disturbing Presence", "Foul Appearance"] }))
}

/**
 * Bob's Biffin' Helmet, played once the kick has deviated, before the kick-off event, on one of
 * the team's players: they have Mighty Blow (+1) and +2 ST in their blocks (core/block.ts asks
 * `bobsHelmet`) until their first Block action, alone or in a Blitz, is over. Our reading: the
 * "may improve" is taken; the first block made marks the helmet to lapse with that team turn, so
 * a second block of the same action (Frenzy) has it too.
 */
const BOB = "Bob's Biffin' Helmet"

const playBobsHelmet: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, BOB, index)
  note(ctx, `${BOB}: ${nameOf(ctx, event.player!)} has Mighty Blow (+1) and +2 ST in their blocks until their first Block action is over`)
  return done(withGain(state, index, { source: BOB, until: "game", skills: ["Mighty Blow (+1)"], tag: "bobs-biffin-helmet" }))
}

/** The helmet's +2 ST to the player's block. */
export const bobsHelmet = (state: MatchState, index: number): Array<Modifier> =>
  state.players[index]!.gained?.some((g) => g.source === BOB) === true ? [{ value: 2, source: BOB }] : []

/** The player blocks with the helmet on: it comes off as this team turn ends. */
export const bobsHelmetUsed = (state: MatchState, index: number): MatchState => {
  const p = state.players[index]!
  if (p.gained?.some((g) => g.source === BOB && g.tag !== TURN) !== true) return state
  return withState(state, { players: state.players.map((q, i) => (i === index ? withGained(q, p.gained!.map((g) => (g.source === BOB ? { ...g, tag: TURN } : g))) : q)) })
}

export const magicalMemorabiliaTargets: Readonly<Record<string, TargetsSpec>> = { "sweatband-of-conquest": SWEATBAND }

export const magicalMemorabilia: Readonly<Record<string, CardPlay>> = {
  [CUP]: playSpranleysCup,
  "sweatband-of-conquest": playSweatband,
  "gruk-the-bears-gauntlets": playGruk,
  "helm-of-many-eyes": playHelm,
  [OATH_STONE]: playOathStone,
  [STICKY]: playSkrots,
  "enchanted-bucket": playEnchantedBucket,
  "bobs-biffin-helmet": playBobsHelmet
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    bobsHelmet: typeof bobsHelmet
    bobsHelmetUsed: typeof bobsHelmetUsed
    holdsSpranleysCup: typeof holdsSpranleysCup
    oathStone: typeof oathStone
    stickySlopProblem: typeof stickySlopProblem
  }
}
