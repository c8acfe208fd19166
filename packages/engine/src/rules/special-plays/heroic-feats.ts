import { withPlayer } from "../../model/state.js"
import { done, nameOf, note, schedule, teamOf, violation } from "../context.js"
import { type CardPlay, ownPlayer, targetsStep, type TargetsSpec, TURN, withGain } from "./helpers.js"

/**
 * The Heroic Feats deck (D6 4). Folded: Burst of Speed and Die Hard. The others stop the fold as
 * Unsupported when played (rules/special-plays/play.ts).
 */

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
    return { ...state, players: state.players.map((p, i) => (players.includes(i) ? withPlayer(p, { posture: "prone", justStunned: false }) : p)) }
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

export const heroicFeats: Readonly<Record<string, CardPlay>> = {
  "burst-of-speed": playBurstOfSpeed,
  "die-hard": playDieHard
}

export const heroicFeatsTargets: Readonly<Record<string, TargetsSpec>> = { "die-hard": DIE_HARD }
