/**
 * Professor Frönkelheim, (In)Famous Coaching Staff of Death Zone (Blood Bowl 2020; BBBase
 * docs/bb2020/death_zone/new_inducements.md, "Have You Thought About an Upgrade?"). He does not
 * play. Neither FFB nor Jervis encodes him; our reading of the rule (the pre-game picking is
 * inducements/staff/staff-picks.ts):
 *
 * - In the pre-game, after the Inducements step and before the coin toss, his team rolls a D3
 *   (`have-you-thought-about-an-upgrade`, `team` set); that many of its players (all, if fewer)
 *   are drawn at random, one `PlayerDrawn` each with the same `for`.
 * - Each drawn player gains a random Mutation until the end of the match: right after their draw a
 *   `2d6` with the same purpose and `player` set, read as the rulebook's random skill selection
 *   (the first face 1–3 the first six Mutations, 4–6 the last six; the second the row: the list of
 *   inducements/other/magic-potions.ts). A Mutation the player has already is rolled again (the rulebook's rule
 *   for a random skill); one this engine does not fold stops the fold as Unsupported.
 * - The post-game D6 (losing the Mutation, missing the next game, or keeping it) changes the
 *   roster after the match; the match log ends before it, so the fold has nothing to do.
 * - Only a team with the Sylvanian Spotlight special rule may hire him (the header is refused otherwise).
 */

export const PROFESSOR_FRONKELHEIM = "Professor Frönkelheim"
export const HAVE_YOU_THOUGHT_ABOUT_AN_UPGRADE = "Have You Thought About an Upgrade?"
export const FRONKELHEIM_SPECIAL_RULE = "Sylvanian Spotlight"

/** Whether the staff member named in a header is the Professor (with or without the umlaut). */
export const isFronkelheim = (name: string | undefined): boolean =>
  name !== undefined && ["professor frönkelheim", "professor fronkelheim"].includes(name.toLowerCase())
