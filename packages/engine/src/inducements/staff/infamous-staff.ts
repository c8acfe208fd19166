import type { MatchStarted } from "@sidelines/schema"
import { hasSkill, type Match } from "../../model/match.js"
import { skillKey } from "../../model/skills.js"
import type { MatchState } from "../../model/state.js"
import { isFink } from "./fink-da-fixer.js"
import { ayleenProblem, isAyleen } from "./ayleen-andar.js"
import { isGalandril } from "./galandril-silverwater.js"
import { isMungo } from "./mungo-spinecracker.js"
import { isScharlitan } from "./schielund-scharlitan.js"
import { isKrot } from "./krot-shockwhisker.js"
import { isPapaSkullbones } from "./papa-skullbones.js"
import { isKariColdsteel, kariProblem } from "./kari-coldsteel.js"
import { FRONKELHEIM_SPECIAL_RULE, isFronkelheim, PROFESSOR_FRONKELHEIM } from "./professor-fronkelheim.js"

/**
 * Blood Bowl 2020's (In)Famous Coaching Staff. The core rulebook's one is Josef Bugman, and he
 * plays: FFB (christerk/ffb) hires him as a roster position "Josef Bugman" of type Infamous Staff
 * (MA 5, ST 3, AG 3+, PA 6+, AV 9+; Bugman's XXXXXX, Keen Player, Loner (5+), Tackle, Thick Skull,
 * Wrestle); Jervis (InfamousCoachingStaff.kt) gives him the same two special rules.
 *
 * - The header brings him as the inducement `infamous-coaching-staff` with `name: "Josef Bugman"`
 *   and lists him among the team's players, with "Bugman's XXXXXX" and "Keen Player" as traits.
 * - Bugman's XXXXXX (FFB: StepEndTurn.recoverKnockout, Usage.REROLL_ONES_ON_KOS): while he is on
 *   the team, each of its KO recovery rolls that comes up a natural 1 is rolled again, once
 *   (a second `ko-recovery` roll for the same player; core/drive.ts).
 * - Keen Player (FFB: KeenPlayer, UtilServerGame.prepareForSetup; SecretWeapon's
 *   getsSentOffAtEndOfDrive): he may be set up only when the team's other players able to play
 *   the drive are fewer than it may field (core/drive.ts), and he is sent off at the end of each
 *   drive he took part in, as a Secret Weapon is, bribes allowed (skills/secret-weapon.ts).
 *
 * Death Zone's named staff are encoded by neither FFB nor Jervis. Folded: Fink da Fixer
 * (inducements/staff/fink-da-fixer.ts), Galandril Silverwater (inducements/staff/galandril-silverwater.ts), Mungo
 * Spinecracker (inducements/staff/mungo-spinecracker.ts), Schielund Scharlitan and Professor Frönkelheim
 * (inducements/staff/staff-picks.ts), Krot Shockwhisker (inducements/staff/krot-shockwhisker.ts), Papa Skullbones
 * (inducements/staff/papa-skullbones.ts) and Kari Coldsteel (inducements/staff/kari-coldsteel.ts), who plays as a Keen
 * Player, and Ayleen Andar (inducements/staff/ayleen-andar.ts), whose journeymen need their primary categories in the header.
 */

import { INFAMOUS_STAFF } from "../../model/staff-names.js"
export { INFAMOUS_STAFF }

/**
 * Every named (In)Famous Coaching Staff (core rulebook and Death Zone), and whether the fold
 * knows their rules; the catalogue lists one row each (`inducement:infamous-coaching-staff/<name>`).
 */
export const NAMED_STAFF: ReadonlyArray<{ readonly name: string; readonly folded: boolean }> = [
  { name: "Josef Bugman", folded: true },
  { name: "Fink da Fixer", folded: true },
  { name: "Kari Coldsteel", folded: true },
  { name: "Papa Skullbones", folded: true },
  { name: "Galandril Silverwater", folded: true },
  { name: "Krot Shockwhisker", folded: true },
  { name: "Ayleen Andar", folded: true },
  { name: "Professor Frönkelheim", folded: true },
  { name: "Mungo Spinecracker", folded: true },
  { name: "Schielund Scharlitan", folded: true }
]
export const JOSEF_BUGMAN = "Josef Bugman"
export const BUGMANS_XXXXXX = "Bugman's XXXXXX"
export const KEEN_PLAYER = "Keen Player"

const carries = (player: MatchStarted["teams"][number]["players"][number], skill: string): boolean =>
  [...player.skills, ...player.traits].some((s) => skillKey(s) === skillKey(skill))

/**
 * The team special rules that let a team hire the Death Zone coaches folded with them (BBBase
 * new_inducements.md; "Favoured of" stands for any Favoured of … rule). Schielund Scharlitan works
 * for any team.
 */
const HIRED_BY: ReadonlyArray<{ readonly is: (name: string | undefined) => boolean; readonly name: string; readonly rules: ReadonlyArray<string> }> = [
  { is: isKariColdsteel, name: "Kari Coldsteel", rules: ["Elven Kingdoms League", "Lustrian Superleague", "Old World Classic", "Worlds Edge Superleague"] },
  { is: isPapaSkullbones, name: "Papa Skullbones", rules: ["Favoured of", "Underworld Challenge"] },
  { is: isKrot, name: "Krot Shockwhisker", rules: ["Underworld Challenge"] },
  { is: isFronkelheim, name: PROFESSOR_FRONKELHEIM, rules: [FRONKELHEIM_SPECIAL_RULE] },
  { is: isMungo, name: "Mungo Spinecracker", rules: ["Badlands Brawl", "Old World Classic", "Underworld Challenge"] },
  { is: isFink, name: "Fink da Fixer", rules: ["Badlands Brawl", "Underworld Challenge"] },
  { is: isGalandril, name: "Galandril Silverwater", rules: ["Elven Kingdoms League"] }
]

/** Why the team may not hire the named coach (it lacks every special rule that allows it), or null. */
const hireProblem = (team: MatchStarted["teams"][number], name: string | undefined): string | null => {
  const entry = HIRED_BY.find((e) => e.is(name))
  if (entry === undefined) return null
  const has = team.specialRules ?? []
  const allowed = (rule: string) => entry.rules.some((r) => (r.endsWith(" of") ? rule.toLowerCase().startsWith(r.toLowerCase()) : rule.toLowerCase() === r.toLowerCase()))
  if (has.some(allowed)) return null
  const rules = entry.rules.map((r) => `'${r}${r.endsWith(" of") ? "…" : ""}'`).join(" or ")
  return `${team.name} induce ${entry.name}, whom only a team with the ${rules} special rule may hire (their specialRules: ${has.length === 0 ? "none" : has.join(", ")})`
}

/** Why a team's staff cannot be folded: unsupported (a member not folded), or a broken header (a coach the team may not hire, a playing one not listed); null when fine. */
export const coachingStaffProblem = (header: MatchStarted): { readonly unsupported: boolean; readonly reason: string } | null => {
  for (const team of header.teams) {
    for (const inducement of team.inducements) {
      if (inducement.id !== INFAMOUS_STAFF) continue
      // Death Zone's coaches each work only for teams with certain special rules.
      const hire = hireProblem(team, inducement.name)
      if (hire !== null) return { unsupported: false, reason: hire }
      // Fink da Fixer does not play: nothing to check in the roster (inducements/staff/fink-da-fixer.ts).
      if (isFink(inducement.name) || isGalandril(inducement.name) || isMungo(inducement.name) || isScharlitan(inducement.name) || isKrot(inducement.name) || isPapaSkullbones(inducement.name) || isFronkelheim(inducement.name)) continue
      if (isAyleen(inducement.name)) {
        const problem = ayleenProblem(header)
        if (problem === null) continue
        return { unsupported: false, reason: problem }
      }
      if (isKariColdsteel(inducement.name)) {
        const problem = kariProblem(header)
        if (problem === null) continue
        return { unsupported: false, reason: problem }
      }
      if (inducement.name === undefined || inducement.name.toLowerCase() !== JOSEF_BUGMAN.toLowerCase()) {
        return { unsupported: true, reason: `${team.name} induce ${inducement.name ?? "(In)Famous Coaching Staff without a name"}; of the coaching staff this engine folds only Josef Bugman, Fink da Fixer, Galandril Silverwater, Mungo Spinecracker, Schielund Scharlitan, Professor Frönkelheim, Krot Shockwhisker, Papa Skullbones, Kari Coldsteel and Ayleen Andar` }
      }
      if (!team.players.some((player) => carries(player, BUGMANS_XXXXXX) && carries(player, KEEN_PLAYER))) {
        return { unsupported: false, reason: `${team.name} induce Josef Bugman, who plays: the header must list him among the team's players, with Bugman's XXXXXX and Keen Player` }
      }
    }
  }
  return null
}

/** Bugman's XXXXXX: the team re-rolls natural 1s on its KO recovery rolls. */
export const rerollsKoOnes = (match: Match, team: number): boolean =>
  match.header.teams[team]!.players.some((player) => carries(player, BUGMANS_XXXXXX))

/**
 * Keen Player: why the player may not be set up now, or null. The count is of the team's other
 * players on the pitch or able to take it, Keen Players apart (FFB counts them at set-up's start).
 */
export const keenPlayerProblem = (match: Match, state: MatchState, index: number, available: (i: number) => boolean, most: number): string | null => {
  if (!hasSkill(match, state, index, KEEN_PLAYER)) return null
  const team = state.players[index]!.team
  const others = state.players.filter((player, i) => player.team === team && i !== index && !hasSkill(match, state, i, KEEN_PLAYER) && (player.at !== null || available(i))).length
  return others >= most ? `${state.players[index]!.id} is a Keen Player: set up only when the team has fewer than ${most} others to field (it has ${others})` : null
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    coachingStaffProblem: typeof coachingStaffProblem
    keenPlayerProblem: typeof keenPlayerProblem
    rerollsKoOnes: typeof rerollsKoOnes
  }
}
