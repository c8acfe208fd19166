import type { MatchStarted, SkillCategory } from "@sidelines/schema"
import { hasSkill } from "../../model/match.js"
import { addGain, type MatchState } from "../../model/state.js"
import { consumed, type Ctx, expectRoll, type Fold, type Handled, judge, nameOf, note, playerIndex, propagate, replaceTop, setPlayer, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import { hiresStaff, namedStaff } from "../../model/staff-names.js"

/**
 * Death Zone's Ayleen Andar, (In)Famous Coaching Staff for any team ("This Kid Has Real
 * Potential!"; BBBase docs/bb2020/death_zone/new_inducements.md, with its errata). Encoded by
 * neither FFB nor Jervis.
 *
 * - When: in the pre-game, with the other coaching staff's picks, before the coin toss: a D6 for
 *   each of the team's journeymen (header order), −1 for each journeyman after the first
 *   (`DiceRolled` d6 `this-kid-has-real-potential`, `player`).
 * - 1 or less: the journeyman loses Loner (4+) (a gain that `loses` it, rules' `hasSkill`).
 *   2–5: one random skill from one of their primary categories; 6: two, from the same category.
 * - A random skill: with more than one primary category the coach picks one first (`SkillUsed`
 *   `{ player, skill: "This Kid Has Real Potential!", category }`); then a `2d6`
 *   `this-kid-has-real-potential` read on BB2020's Random Selection table: the first die 1–3 the
 *   table's first six rows, 4–6 its last six; the second die the row. A skill the player already
 *   has is rolled again (our reading: a skill cannot be gained twice). The skills last the match.
 * - The header must give each journeyman's primary categories (`primary`, packages/schema
 *   roster.ts): the rulebook reads them off the position's entry, which the header does not carry.
 */

export const AYLEEN_ANDAR = "Ayleen Andar"
export const THIS_KID = "This Kid Has Real Potential!"
const PURPOSE = "this-kid-has-real-potential"

export const isAyleen = namedStaff(AYLEEN_ANDAR)

/** BB2020's Random Selection table: each category's twelve skills, first die 1–3 then 4–6, second die 1–6 (BBBase skills_and_traits.md). */
export const RANDOM_SKILLS: Readonly<Record<SkillCategory, ReadonlyArray<string>>> = {
  Agility: ["Catch", "Diving Catch", "Diving Tackle", "Dodge", "Defensive", "Jump Up", "Leap", "Safe Pair of Hands", "Sidestep", "Sneaky Git", "Sprint", "Sure Feet"],
  General: ["Block", "Dauntless", "Dirty Player (+1)", "Fend", "Frenzy", "Kick", "Pro", "Shadowing", "Strip Ball", "Sure Hands", "Tackle", "Wrestle"],
  Mutations: ["Big Hand", "Claws", "Disturbing Presence", "Extra Arms", "Foul Appearance", "Horns", "Iron Hard Skin", "Monstrous Mouth", "Prehensile Tail", "Tentacles", "Two Heads", "Very Long Legs"],
  Passing: ["Accurate", "Cannoneer", "Cloud Burster", "Dump-off", "Fumblerooskie", "Hail Mary Pass", "Leader", "Nerves of Steel", "On the Ball", "Pass", "Running Pass", "Safe Pass"],
  Strength: ["Arm Bar", "Brawler", "Break Tackle", "Grab", "Guard", "Juggernaut", "Mighty Blow (+1)", "Multiple Block", "Pile Driver", "Stand Firm", "Strong Arm", "Thick Skull"]
}

/** The table's skill for the two dice. */
export const randomSkill = (category: SkillCategory, first: number, second: number): string => RANDOM_SKILLS[category][(first >= 4 ? 6 : 0) + second - 1]!

export interface AyleenStep {
  readonly _tag: "Ayleen"
  readonly team: number
  /** The journeymen still to roll for, in header order (the first is the one being dealt with). */
  readonly journeymen: ReadonlyArray<string>
  /** The −1 for each journeyman after the first. */
  readonly modifier: number
  readonly stage: "roll" | "category" | "skill"
  /** The category chosen (or the only one), at the "skill" stage. */
  readonly category: SkillCategory | null
  /** Random skills still due to the first journeyman. */
  readonly skills: number
}

const journeymenOf = (team: MatchStarted["teams"][number]): ReadonlyArray<MatchStarted["teams"][number]["players"][number]> =>
  team.players.filter((p) => p.hired === "journeyman")

const hiresAyleen = (team: MatchStarted["teams"][number]): boolean => hiresStaff(team, isAyleen)

/** The header's problem with Ayleen, or null: each journeyman needs its primary categories. */
export const ayleenProblem = (header: MatchStarted): string | null => {
  for (const team of header.teams) {
    if (!hiresAyleen(team)) continue
    const missing = journeymenOf(team).find((p) => p.primary === undefined || p.primary.length === 0)
    if (missing !== undefined) return `${team.name} induce Ayleen Andar: the header must give journeyman ${missing.name}'s primary skill categories (primary), from which she gives random skills`
  }
  return null
}

/** Ayleen's steps in the pre-game: one per team that hired her and took on journeymen. */
export const ayleenSteps = (header: MatchStarted): ReadonlyArray<AyleenStep> =>
  header.teams.flatMap((team, i): ReadonlyArray<AyleenStep> => {
    const journeymen = journeymenOf(team).map((p) => p.id)
    if (!hiresAyleen(team) || journeymen.length === 0) return []
    return [{ _tag: "Ayleen", team: i, journeymen, modifier: journeymen.length - 1, stage: "roll", category: null, skills: 0 }]
  })

const primaryOf = (ctx: Ctx, player: string): ReadonlyArray<SkillCategory> => {
  const team = ctx.match.header.teams[ctx.match.roster[playerIndex(ctx, player)]!.team]!
  return team.players.find((p) => p.id === player)?.primary ?? []
}

/** The next journeyman, or Ayleen is done. */
const nextJourneyman = (state: MatchState, step: AyleenStep): MatchState =>
  step.journeymen.length > 1 ? updateTop(state, { ...step, journeymen: step.journeymen.slice(1), stage: "roll", category: null, skills: 0 }) : replaceTop(state)

/** Random skills due: the category is chosen first where there is more than one. */
const skillsDue = (ctx: Ctx, state: MatchState, step: AyleenStep, skills: number): MatchState => {
  const primary = primaryOf(ctx, step.journeymen[0]!)
  return primary.length === 1
    ? updateTop(state, { ...step, stage: "skill", category: primary[0]!, skills })
    : updateTop(state, { ...step, stage: "category", category: null, skills })
}

export const ayleenHandler: StepHandler<AyleenStep> = {
  expects: (step) =>
    step.stage === "category"
      ? { kind: "decision", team: step.team, events: ["SkillUsed"], about: `${THIS_KID}: choose which primary category ${step.journeymen[0]} gains a random skill from` }
      : { kind: "roll", die: step.stage === "roll" ? "d6" : "2d6", for: PURPOSE, player: step.journeymen[0]! },
  on: (ctx, state, step, event): Fold<Handled> => {
    const player = step.journeymen[0]!
    const index = playerIndex(ctx, player)
    const who = nameOf(ctx, player)
    if (step.stage === "roll") {
      const rolled = expectRoll(ctx, event, "d6", PURPOSE, player, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const total = face - step.modifier
      const row = total <= 1 ? "loses-loner" : total <= 5 ? "one-skill" : "two-skills"
      judge(ctx, {
        rule: `Ayleen Andar: ${THIS_KID}`,
        player,
        roll: rolled.success,
        modifiers: step.modifier === 0 ? [] : [{ value: -step.modifier, source: `${step.modifier} journeym${step.modifier === 1 ? "an" : "en"} after the first` }],
        total,
        row,
        result: row === "loses-loner" ? `${who} loses Loner (4+)` : row === "one-skill" ? `${who} gains a random skill from a primary category` : `${who} gains two random skills from a primary category`
      })
      if (row === "loses-loner") {
        const me = state.players[index]!
        const next = hasSkill(ctx.match, state, index, "Loner") ? setPlayer(state, index, { gained: addGain(me, { source: AYLEEN_ANDAR, until: "game", skills: [], loses: ["Loner (4+)"] }).gained }) : state
        return consumed(nextJourneyman(next, step))
      }
      return consumed(skillsDue(ctx, state, step, row === "one-skill" ? 1 : 2))
    }
    if (step.stage === "category") {
      if (event._tag !== "SkillUsed" || event.skill.toLowerCase() !== THIS_KID.toLowerCase() || event.player !== player || event.category === undefined) {
        return violation(ctx, AYLEEN_ANDAR, `${teamOf(ctx, step.team).name} choose the primary category ${who}'s random skill comes from: SkillUsed "${THIS_KID}" with player ${player} and category`)
      }
      const primary = primaryOf(ctx, player)
      if (!primary.includes(event.category)) return violation(ctx, AYLEEN_ANDAR, `${event.category} is not one of ${who}'s primary categories (${primary.join(", ")})`)
      return consumed(updateTop(state, { ...step, stage: "skill", category: event.category }))
    }
    const rolled = expectRoll(ctx, event, "2d6", PURPOSE, player, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const [first, second] = rolled.success.faces as [number, number]
    const skill = randomSkill(step.category!, first, second)
    const had = hasSkill(ctx.match, state, index, skill)
    judge(ctx, {
      rule: `Ayleen Andar: random ${step.category} skill`,
      player,
      roll: rolled.success,
      row: skill.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/-+$/u, ""),
      result: had ? `${skill}, which ${who} already has: rolled again` : `${who} gains ${skill} for the match`
    })
    if (had) return consumed(state)
    const me = state.players[index]!
    const next = setPlayer(state, index, { gained: addGain(me, { source: AYLEEN_ANDAR, until: "game", skills: [skill] }).gained })
    note(ctx, `Ayleen Andar: ${who} gains ${skill}`)
    return consumed(step.skills > 1 ? updateTop(next, { ...step, skills: step.skills - 1 }) : nextJourneyman(next, step))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/staff/ayleen-andar": AyleenStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    ayleenSteps: typeof ayleenSteps
  }
}
