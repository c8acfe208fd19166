import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { isAdjacent } from "../model/square.js"
import { addGain, type MatchState, withGained, withPlayers } from "../model/state.js"
import type { ActivationStep } from "../core/activation.js"
import { consumed, type Ctx, type Fold, type Handled, nameOf, note, playerIndex, setPlayer, updateTop, violation } from "../core/context.js"
import { exertsTackleZone } from "../core/tackle-zones.js"

/**
 * Wisdom of the White Dwarf (Grombrindal): once per team turn, a team-mate next to him who is
 * being activated gains Break Tackle, Dauntless, Mighty Blow (+1) or Sure Feet, his coach's pick,
 * until the end of that activation (BBBase's BB2020 page; its FAQ: a star may gain it too, and a
 * skill the player already has does nothing more). FFB (christerk/ffb `WisdomOfTheWhiteDwarf`,
 * `canGrantSkillsToTeamMates`, `StepWisdomOfTheWhiteDwarf`, offered by the client while the acting
 * player has not yet acted, from a team-mate next to him who exerts a tackle zone) is followed for
 * when: in the activation, before the player moves or acts, with Grombrindal standing and exerting
 * his tackle zone. In the log: `SkillUsed` `{ player: <Grombrindal>, skill: "Wisdom of the White
 * Dwarf", target: <the activated player>, grants: "Mighty Blow (+1)" }`. The skill is a gain
 * (it counts as printed) that the end of the activation takes away; the use is a mark in
 * Grombrindal's `used` list, which the start of his team's next turn clears.
 */
export const WISDOM = "Wisdom of the White Dwarf"

/** The skills he may give, as a roster prints them. */
export const WISDOM_SKILLS: ReadonlyArray<string> = ["Break Tackle", "Dauntless", "Mighty Blow (+1)", "Sure Feet"]

export const useWisdom = (ctx: Ctx, state: MatchState, step: ActivationStep, event: Extract<MatchEvent, { _tag: "SkillUsed" }>): Fold<Handled> => {
  const sage = playerIndex(ctx, event.player)
  const who = nameOf(ctx, event.player)
  const grombrindal = state.players[sage]!
  const index = playerIndex(ctx, step.player)
  const mate = state.players[index]!
  if (!hasSkill(ctx.match, state, sage, WISDOM)) return violation(ctx, WISDOM, `${who} does not have ${WISDOM}`)
  if (event.target !== undefined && event.target !== step.player) return violation(ctx, WISDOM, `${nameOf(ctx, step.player)} is being activated, not ${nameOf(ctx, event.target)}`)
  if (event.player === step.player || grombrindal.team !== mate.team) return violation(ctx, WISDOM, `${WISDOM} is for a team-mate of ${who}'s`)
  if (step.moved > 0 || step.acted) return violation(ctx, WISDOM, `${nameOf(ctx, step.player)} has already moved or acted in this activation`)
  if (grombrindal.used.includes(WISDOM)) return violation(ctx, WISDOM, `${who} has already used ${WISDOM} this team turn`)
  if (grombrindal.at === null || mate.at === null || !isAdjacent(grombrindal.at, mate.at) || !exertsTackleZone(grombrindal)) {
    return violation(ctx, WISDOM, `${who} must stand next to ${nameOf(ctx, step.player)}, exerting his tackle zone`)
  }
  const skill = WISDOM_SKILLS.find((s) => s.toLowerCase() === (event.grants ?? "").toLowerCase())
  if (skill === undefined) return violation(ctx, WISDOM, `${WISDOM} gives one of ${WISDOM_SKILLS.join(", ")}; the log names ${event.grants === undefined ? "none" : event.grants}`)
  const had = hasSkill(ctx.match, state, index, skill)
  note(ctx, `special rule: ${WISDOM} (once a team turn): ${nameOf(ctx, step.player)} gains ${skill} until the end of this activation${had ? " (he has it already: no effect)" : ""}`)
  const marked = setPlayer(state, sage, { used: [...grombrindal.used, WISDOM] })
  const gained = setPlayer(marked, index, { gained: addGain(marked.players[index]!, { source: WISDOM, until: "drive", skills: [skill] }).gained })
  return consumed(updateTop(gained, step))
}

/** The end of an activation: a skill Grombrindal gave lapses. */
export const wisdomLapses = (state: MatchState, index: number): MatchState => {
  const player = state.players[index]!
  if (player.gained?.some((gain) => gain.source === WISDOM) !== true) return state
  const kept = player.gained.filter((gain) => gain.source !== WISDOM)
  // Not setPlayer: its patch cannot set `gained` back to undefined.
  return withPlayers(state, state.players.map((p, i) => (i === index ? withGained(player, kept.length === 0 ? undefined : kept) : p)))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    useWisdom: typeof useWisdom
    wisdomLapses: typeof wisdomLapses
  }
}
