import { hasSkill, skillValue, type Match } from "../model/match.js"
import type { Box, MatchState } from "../model/state.js"
import { nameOf, setTeam } from "../core/context.js"
import { skillNumber } from "../model/skills.js"

/**
 * Two for One (Grak and Crumbleberry): hired as a pair, each with the rule. Once one of them is
 * removed from play KO'd or as a casualty, the other's Loner is 2+ for the rest of the match. FFB
 * (christerk/ffb `TwoForOne`: `reducesLonerRollIfPartnerIsHurt`, Loner 2 as an enhancement;
 * `UtilServerGame.checkForMissingPartners`) adds it when the partner is KO'd or a casualty (not
 * sent off) and never takes it away, so a partner back from the KO box does not undo it. FFB pairs
 * them by position; a header has no such link, so the partner is the other player of the team with
 * the rule. The fold marks the survivor's rule in `specialRulesUsed` (`"crumbleberry:Two for One"`)
 * as the injury takes effect; a partner in a KO or casualty box counts even without the mark.
 */
export const TWO_FOR_ONE = "Two for One"

const OUT: ReadonlySet<Box> = new Set(["ko", "bh", "si", "dead"])

const usedKey = (player: string) => `${player}:${TWO_FOR_ONE}`

const partners = (match: Match, state: MatchState, index: number): Array<number> => {
  const team = state.players[index]!.team
  const found: Array<number> = []
  state.players.forEach((player, i) => {
    if (i !== index && player.team === team && hasSkill(match, state, i, TWO_FOR_ONE)) found.push(i)
  })
  return found
}

/** The partner whose removal lowers this player's Loner, or null. */
const hurtPartner = (match: Match, state: MatchState, index: number): number | null => {
  if (!hasSkill(match, state, index, TWO_FOR_ONE)) return null
  const marked = state.teams[state.players[index]!.team]!.specialRulesUsed?.includes(usedKey(state.players[index]!.id)) === true
  const all = partners(match, state, index)
  const out = all.find((i) => { const box = state.players[i]!.box; return box !== null && OUT.has(box) })
  return out ?? (marked ? all[0] ?? null : null)
}

/** The Loner roll's target: printed (4+ unless it says otherwise), or 2+ with Two for One once the partner is out. */
export const lonerTarget = (match: Match, state: MatchState, index: number): number =>
  hurtPartner(match, state, index) !== null ? 2 : skillNumber(skillValue(match, state, index, "Loner"), 4)

/** The Loner ruling's note when Two for One lowered it. */
export const lonerNotes = (match: Match, state: MatchState, index: number): Array<string> => {
  const partner = hurtPartner(match, state, index)
  return partner === null ? [] : [`special rule: Two for One (${nameOf({ match }, state.players[partner]!.id)} was removed from play): Loner 2+`]
}

/** As a player leaves play KO'd or as a casualty, his partner's Two for One takes hold for the rest of the match. */
export const partnerOut = (match: Match, state: MatchState, index: number, box: Box): MatchState => {
  if (!OUT.has(box) || !hasSkill(match, state, index, TWO_FOR_ONE)) return state
  let next = state
  for (const i of partners(match, state, index)) {
    const team = next.players[i]!.team
    const used = next.teams[team]!.specialRulesUsed ?? []
    const key = usedKey(next.players[i]!.id)
    if (!used.includes(key)) next = setTeam(next, team, { specialRulesUsed: [...used, key] })
  }
  return next
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    lonerNotes: typeof lonerNotes
    lonerTarget: typeof lonerTarget
    partnerOut: typeof partnerOut
  }
}
