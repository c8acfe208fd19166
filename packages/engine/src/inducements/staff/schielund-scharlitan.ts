import { namedStaff } from "../../model/staff-names.js"

/**
 * Schielund Scharlitan, (In)Famous Coaching Staff of Death Zone (Blood Bowl 2020; BBBase
 * docs/bb2020/death_zone/new_inducements.md, "I'll Make You a Star!"). He does not play. Neither
 * FFB nor Jervis encodes him; our reading of the rule (the pre-game picking is inducements/staff/staff-picks.ts):
 *
 * - In the pre-game, after the Inducements step (the underdog's prayers and any pre-game Special
 *   Plays included) and before the coin toss, his team rolls a D3 (`ill-make-you-a-star`, `team`
 *   set); that many of its players (all of them, if it has fewer) are drawn at random, one
 *   `PlayerDrawn` each with `for: "ill-make-you-a-star"`. Every player of the header is eligible
 *   to play (one missing the match is not in it).
 * - Each drawn player has Pro until the end of the match (nothing more for one who has it already).
 * - The D6 at the start of the post-game's Step 3 (Loner (2+), nothing, or Pro kept) changes the
 *   team's roster after the match; the match log ends before it, so the fold has nothing to do.
 */

export const SCHIELUND_SCHARLITAN = "Schielund Scharlitan"
export const ILL_MAKE_YOU_A_STAR = "I'll Make You a Star!"

/** Whether the staff member named in a header is Scharlitan (inducements/staff/infamous-staff.ts lets him through). */
export const isScharlitan = namedStaff(SCHIELUND_SCHARLITAN)
