import { type MatchState, withPlayer, withState } from "../model/state.js"
import { hasGainTag } from "../model/match.js"
import { squareName } from "../model/square.js"
import { playerOn } from "../core/context.js"
import { markingPlayers } from "../core/tackle-zones.js"
import type { Modifier } from "../model/outcome.js"
import { done, nameOf, note, schedule, teamOf, violation } from "../core/context.js"
import { playPunt } from "./punt.js"
import { playSuicideBlitz } from "./suicide-blitz.js"
import { playQuickThinking } from "./quick-thinking.js"
import { anyCardMarked, type CardPlay, mark, ownPlayer, targetsStep, type TargetsSpec, TURN, withGain } from "./helpers.js"

/**
 * The Heroic Feats deck (D6 4). Folded: Burst of Speed, Catcher's Instincts, Die Hard, In the
 * Zone and Sizzling Shimmy; Punt (punt.ts), Suicide Blitz (suicide-blitz.ts) and Quick Thinking
 * (quick-thinking.ts). The others stop the fold as Unsupported when played (special-plays/play.ts).
 */

/**
 * In the Zone and Sizzling Shimmy are played as one of the team's players is activated (right
 * after its `ActionDeclared`, naming that `player`), for that activation. Our reading: they are
 * kept to the end of the team turn, which reads the same since the player is not activated again.
 *
 * - In the Zone: the modifiers the player suffers for being marked, together, are 1 less bad, to
 *   −1 at best (a dodge into three tackle zones is at −2): dodges, jumps, pick-ups, catches and
 *   passing tests. Nothing when a skill already ignores the marking (Big Hand, Nerves of Steel).
 * - Sizzling Shimmy: +1 to the player's dodges, and −1 MA.
 */
const zoneMark = (player: string) => `${TURN}:in-the-zone:${player}`
const shimmyMark = (player: string) => `${TURN}:sizzling-shimmy:${player}`

/** What the activation's cards add to a test of `player` with these modifiers (a dodge also gets Sizzling Shimmy). */
export const activationCards = (state: MatchState, player: string, modifiers: ReadonlyArray<Modifier>, dodge: boolean): Array<Modifier> => {
  // Only while the player's activation is under way.
  if (state.activePlayer !== player || !anyCardMarked(state)) return []
  const extra: Array<Modifier> = []
  if (state.kickOffEffects.includes(zoneMark(player)) && !modifiers.some((m) => m.source.includes("ignores being marked"))) {
    const marked = modifiers.filter((m) => m.value < 0 && m.source.startsWith("marked")).reduce((n, m) => n + m.value, 0)
    if (marked <= -2) extra.push({ value: 1, source: "In the Zone (marked, 1 less bad)" })
  }
  if (dodge && state.kickOffEffects.includes(shimmyMark(player))) extra.push({ value: 1, source: "Sizzling Shimmy" })
  return extra
}

/** The activated player a card is played for, or why not. */
const activated = (ctx: Parameters<CardPlay>[0], state: MatchState, team: number, event: Parameters<CardPlay>[3]): number | string => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return index
  return state.activePlayer === event.player ? index : `${event.player} is not the player being activated`
}

const playInTheZone: CardPlay = (ctx, state, team, event) => {
  const index = activated(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "In the Zone", index)
  note(ctx, `In the Zone: for this activation, ${nameOf(ctx, event.player!)}'s modifiers for being marked are 1 less bad (to −1 at best)`)
  return done(mark(state, zoneMark(event.player!)))
}

const playSizzlingShimmy: CardPlay = (ctx, state, team, event) => {
  const index = activated(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Sizzling Shimmy", index)
  note(ctx, `Sizzling Shimmy: for this activation, ${nameOf(ctx, event.player!)} dodges at +1 and has −1 MA`)
  return done(withGain(mark(state, shimmyMark(event.player!)), index, { source: "Sizzling Shimmy", until: "drive", skills: [], improve: { ma: -1 }, tag: TURN }))
}

/**
 * Die Hard, played at the start of one of the team's turns: a D3 (`special-play`), then that many
 * of the team's Stunned players (`PlayerChosen` `die-hard`; all of them when no more are Stunned)
 * roll over to Prone, free to stand up this turn.
 */
const DIE_HARD: TargetsSpec = {
  count: "d3",
  pick: "chosen",
  who: "a Stunned player of the team",
  eligible: (_ctx, state, team, index) => {
    const p = state.players[index]!
    return p.team === team && p.at !== null && p.posture === "stunned"
  },
  apply: (ctx, state, _team, players) => {
    if (players.length === 0) {
      note(ctx, "Die Hard: no player of the team is Stunned")
      return state
    }
    note(ctx, `Die Hard: ${players.map((i) => nameOf(ctx, state.players[i]!.id)).join(", ")} roll${players.length === 1 ? "s" : ""} over to Prone`)
    return withState(state, { players: state.players.map((p, i) => (players.includes(i) ? withPlayer(p, { posture: "prone", justStunned: false }) : p)) })
  }
}

const playDieHard: CardPlay = (ctx, state, team) => {
  note(ctx, `${teamOf(ctx, team).name} play Die Hard: D3 of their Stunned players roll over to Prone`)
  return done(schedule(state, targetsStep("die-hard", team, DIE_HARD)))
}

/**
 * Burst of Speed, played at the start of one of the team's turns on one of its players: for that
 * team turn the player has Sprint and Sure Feet and +1 MA (never above 9, which `characteristic`
 * keeps). Our reading: the card's "may improve" is taken, as an extra square never hurts.
 */
const playBurstOfSpeed: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Burst of Speed", index)
  note(ctx, `Burst of Speed: ${nameOf(ctx, event.player!)} has Sprint, Sure Feet and +1 MA (at most 9) this team turn`)
  return done(withGain(state, index, { source: "Burst of Speed", until: "drive", skills: ["Sprint", "Sure Feet"], improve: { ma: 1 }, tag: TURN }))
}

/**
 * Catcher's Instincts, played by the receiving team once the kick has deviated, before the
 * kick-off event, on one of its Open players (Standing, not marked) off the line of scrimmage:
 * for the match the player catches at +1 (core/ball.ts asks `catchersInstincts`), and they move
 * at once into the square the ball is to land in. Our reading: the "may move" is taken when that
 * square is empty (an occupied square leaves them where they are); the move is no action and
 * needs no dice.
 */
const INSTINCTS = "catchers-instincts"

const playCatchersInstincts: CardPlay = (ctx, state, team, event) => {
  const index = ownPlayer(ctx, state, team, event)
  if (typeof index === "string") return violation(ctx, "Catcher's Instincts", index)
  const player = state.players[index]!
  if (player.at === null || player.posture !== "standing" || markingPlayers(ctx, state, index).length > 0 || ctx.variant.pitch.isLineOfScrimmage(team, player.at)) {
    return violation(ctx, "Catcher's Instincts", `Catcher's Instincts is played on an Open player (Standing, not marked) off the line of scrimmage; ${nameOf(ctx, player.id)} is not`)
  }
  const landing = state.ball.at
  const free = landing !== null && ctx.variant.pitch.contains(landing) && playerOn(state, landing) === undefined
  note(ctx, `Catcher's Instincts: ${nameOf(ctx, player.id)} catches at +1 for the match${free ? ` and runs to ${squareName(landing)}, where the ball will land` : ", and stays put: the landing square is taken"}`)
  const moved = free ? withState(state, { players: state.players.map((p, i) => (i === index ? withPlayer(p, { at: landing }) : p)) }) : state
  return done(withGain(moved, index, { source: "Catcher's Instincts", until: "game", skills: [], tag: INSTINCTS }))
}

/** Catcher's Instincts' +1 to the player's catches. */
export const catchersInstincts = (state: MatchState, index: number): Array<Modifier> =>
  hasGainTag(state, index, INSTINCTS) ? [{ value: 1, source: "Catcher's Instincts" }] : []

export const heroicFeats: Readonly<Record<string, CardPlay>> = {
  "burst-of-speed": playBurstOfSpeed,
  [INSTINCTS]: playCatchersInstincts,
  "die-hard": playDieHard,
  "in-the-zone": playInTheZone,
  "sizzling-shimmy": playSizzlingShimmy,
  punt: playPunt,
  "suicide-blitz": playSuicideBlitz,
  "quick-thinking": playQuickThinking
}

export const heroicFeatsTargets: Readonly<Record<string, TargetsSpec>> = { "die-hard": DIE_HARD }

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    activationCards: typeof activationCards
    catchersInstincts: typeof catchersInstincts
  }
}
