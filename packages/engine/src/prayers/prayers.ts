import type { MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import { addGain, type Gain, type MatchState, type PlayerState, withState } from "../model/state.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  propagate,
  judge,
  nameOf,
  note,
  playerIndex,
  replaceTop,
  setPlayer,
  type StepHandler,
  teamOf,
  unsupported,
  updateTop,
  violation
} from "../core/context.js"
import type { Step } from "../model/step.js"
import { TREACHEROUS_TRAPDOOR } from "../core/trapdoor.js"
import { untilEndOfGame, untilEndOfHalf } from "../core/effects.js"
import { IMPLEMENTED_SKILLS, parseSkill, skillKey } from "../model/skills.js"
import { SKILL_CATEGORIES } from "../model/skill-list.js"

/**
 * The Prayers to Nuffle: the Sevens D8 and Blood Bowl's D16 (whose first eight rows are the
 * Sevens ones), rolled by the winner of Cheering Fans during the kick-off, and in Blood Bowl by the
 * underdog before the match (prayers/pre-game-prayers.ts). Their effects, by the table's row ids. Those that give players skills or characteristics use
 * `PlayerState.gained` (model/state.ts), so what they give works as if printed on the roster and
 * lapses with the drive or lasts the match.
 *
 * Our readings where the text is silent or reads oddly at a kick-off: "the next drive" is the
 * drive being kicked off (the prayer comes during its kick-off, and "until the end of the next
 * drive" then ends with it); "available to play during the next drive" is a player on the pitch
 * for it (the teams have set up); a result is "already in force" while any player still has what
 * it gave (or, for Friends with the Ref, while its drive lasts), whichever team prayed for it.
 */

/** A prayer's effect: whether it is in force now, and what it does (a changed state, steps to run). */
export interface Prayer {
  /** Whether the result is in force already, so that praying for `team` rolls again. */
  readonly inForce: (state: MatchState, team: number) => boolean
  readonly apply: (ctx: Ctx, state: MatchState, team: number) => { readonly state: MatchState; readonly steps: ReadonlyArray<Step> }
}

/** Friends with the Ref's mark in `kickOffEffects`, per team: it ends with the drive. */
export const friendsWithTheRef = (team: number) => `friends-with-the-ref:${team}`

type ChosenPrayer = "iron-man" | "knuckle-dusters" | "blessed-statue-of-nuffle"
type DrawnPrayer = "stiletto" | "bad-habits" | "greasy-cleats" | "intensive-training"

/** Iron Man, Knuckle Dusters, Blessed Statue of Nuffle: the praying coach chooses one of their players (`PlayerChosen`). */
export interface PrayerChoiceStep {
  readonly _tag: "PrayerChoice"
  readonly prayer: ChosenPrayer
  readonly team: number
}

/** Stiletto, Bad Habits, Greasy Cleats: players drawn at random (`PlayerDrawn`, `prayers-to-nuffle`); Bad Habits rolls a D3 first. */
export interface PrayerDrawStep {
  readonly _tag: "PrayerDraw"
  readonly prayer: DrawnPrayer
  /** The team the players are drawn from. */
  readonly team: number
  /** Players still to draw; null while Bad Habits' D3 is due. */
  readonly left: number | null
}

const NAMES: Readonly<Record<ChosenPrayer | DrawnPrayer, string>> = {
  "iron-man": "Iron Man",
  "knuckle-dusters": "Knuckle Dusters",
  "blessed-statue-of-nuffle": "Blessed Statue of Nuffle",
  stiletto: "Stiletto",
  "bad-habits": "Bad Habits",
  "greasy-cleats": "Greasy Cleats",
  "intensive-training": "Intensive Training"
}

/** What each prayer gives the player chosen or drawn. */
const GAINS: Readonly<Record<ChosenPrayer | DrawnPrayer, Gain>> = {
  stiletto: { source: "Stiletto", until: "drive", skills: ["Stab"] },
  "iron-man": { source: "Iron Man", until: "game", skills: [], improve: { av: 1 } },
  "knuckle-dusters": { source: "Knuckle Dusters", until: "drive", skills: ["Mighty Blow (+1)"] },
  "bad-habits": { source: "Bad Habits", until: "drive", skills: ["Loner (2+)"] },
  "greasy-cleats": { source: "Greasy Cleats", until: "drive", skills: [], improve: { ma: -1 } },
  "blessed-statue-of-nuffle": { source: "Blessed Statue of Nuffle", until: "game", skills: ["Pro"] },
  // The skill is the coach's choice (`intensiveTrainingGain`); this entry names the source and duration.
  "intensive-training": { source: "Intensive Training", until: "game", skills: [] }
}

/** What Intensive Training gives: the chosen skill for the rest of the match. */
export const intensiveTrainingGain = (skill: string): Gain => ({ source: "Intensive Training", until: "game", skills: [skill] })

/**
 * Whether the player is available to play in the drive: on the pitch once the teams have set up
 * (a prayer after Cheering Fans); before the match (Blood Bowl's pre-game prayers), any player in
 * the reserves, as none has set up yet.
 */
const available = (state: MatchState, player: PlayerState): boolean =>
  player.at !== null || (state.phase === "pre-game" && player.box === "reserves")

/** Whether the player may be picked: available for the drive and, except for Greasy Cleats, without Loner. */
const eligible = (ctx: Ctx | { match: Ctx["match"] }, state: MatchState, player: PlayerState, prayer: ChosenPrayer | DrawnPrayer): boolean =>
  available(state, player) && (prayer === "greasy-cleats" || !hasSkill(ctx.match, state, ctx.match.playerIndex.get(player.id)!, "Loner"))

const candidates = (ctx: Ctx | { match: Ctx["match"] }, state: MatchState, team: number, prayer: ChosenPrayer | DrawnPrayer) =>
  state.players.filter((player) => player.team === team && eligible(ctx, state, player, prayer))

const given = (state: MatchState, source: string) => state.players.some((player) => player.gained?.some((gain) => gain.source === source) === true)

/** Whether the prayer's gain is held by a player of `team` (Intensive Training: in force per praying team). */
const givenTo = (state: MatchState, source: string, team: number) =>
  state.players.some((player) => player.team === team && player.gained?.some((gain) => gain.source === source) === true)

const bless = (ctx: Ctx, state: MatchState, id: string, prayer: ChosenPrayer | DrawnPrayer): MatchState => {
  const index = playerIndex(ctx, id)
  const gain = GAINS[prayer]
  note(ctx, `${NAMES[prayer]}: ${nameOf(ctx, id)} ${describe(gain)}`)
  return setPlayer(state, index, { gained: addGain(state.players[index]!, gain).gained })
}

const describe = (gain: Gain): string => {
  const parts = [
    ...gain.skills.map((skill) => `gains ${skill}`),
    ...Object.entries(gain.improve ?? {}).map(([which, by]) => `${by! > 0 ? "improves" : "loses"} ${Math.abs(by!)} ${which.toUpperCase()}`)
  ]
  return `${parts.join(" and ")} ${gain.until === "drive" ? "until the end of the drive" : "for the rest of the match"}`
}

const chosen = (prayer: ChosenPrayer): Prayer => ({
  inForce: (state) => given(state, GAINS[prayer].source),
  apply: (ctx, state, team) => {
    if (candidates(ctx, state, team, prayer).length === 0) {
      note(ctx, `${NAMES[prayer]}: ${teamOf(ctx, team).name} have no player on the pitch without Loner, so nothing happens`)
      return { state, steps: [] }
    }
    return { state, steps: [{ _tag: "PrayerChoice", prayer, team }] }
  }
})

const drawn = (prayer: DrawnPrayer): Prayer => ({
  inForce: (state, team) => (prayer === "intensive-training" ? givenTo(state, GAINS[prayer].source, team) : given(state, GAINS[prayer].source)),
  apply: (ctx, state, team) => {
    // Stiletto and Intensive Training help the praying team; Bad Habits and Greasy Cleats hit the opposition.
    const from = prayer === "stiletto" || prayer === "intensive-training" ? team : ctx.variant.rules.nextTeam(team, state.teams.length)
    if (candidates(ctx, state, from, prayer).length === 0) {
      note(ctx, `${NAMES[prayer]}: ${teamOf(ctx, from).name} have no player who could be drawn, so nothing happens`)
      return { state, steps: [] }
    }
    return { state, steps: [{ _tag: "PrayerDraw", prayer, team: from, left: prayer === "bad-habits" ? null : 1 }] }
  }
})

/** How long a marked prayer lasts. */
type Duration = "drive" | "half" | "game"

/** A prayer's mark in `kickOffEffects` for the praying team, kept as long as it lasts (core/effects.ts). */
export const prayerMark = (id: string, team: number, lasts: Duration): string => {
  const mark = `${id}:${team}`
  return lasts === "half" ? untilEndOfHalf(mark) : lasts === "game" ? untilEndOfGame(mark) : mark
}

/** The teams that have a marked prayer in force now. */
export const prayedFor = (state: MatchState, id: string, lasts: Duration): ReadonlyArray<number> =>
  state.teams.flatMap((_, team) => (state.kickOffEffects.includes(prayerMark(id, team, lasts)) ? [team] : []))

const marked = (id: string, lasts: Duration, text: string): Prayer => ({
  inForce: (state, team) => state.kickOffEffects.includes(prayerMark(id, team, lasts)),
  apply: (ctx, state, team) => {
    note(ctx, `${text} (${teamOf(ctx, team).name})`)
    return { state: withState(state, { kickOffEffects: [...state.kickOffEffects, prayerMark(id, team, lasts)] }), steps: [] }
  }
})

/** The prayers whose effects this engine folds, by row id. */
export const PRAYERS: Readonly<Record<string, Prayer>> = {
  // Until the end of the half, a player entering a trapdoor square may fall through (core/trapdoor.ts).
  "treacherous-trapdoor": {
    inForce: (state) => state.kickOffEffects.includes(TREACHEROUS_TRAPDOOR),
    apply: (ctx, state) => {
      note(ctx, "Treacherous Trapdoor: until the end of the half, a player who enters a trapdoor square rolls a D6 and falls through on a 1")
      return { state: withState(state, { kickOffEffects: [...state.kickOffEffects, TREACHEROUS_TRAPDOOR] }), steps: [] }
    }
  },
  // Until the end of the drive, Argue the Call succeeds on a 5 or 6 for this team (core/foul.ts).
  "friends-with-the-ref": {
    inForce: (state) => state.kickOffEffects.some((effect) => effect.startsWith("friends-with-the-ref:")),
    apply: (ctx, state, team) => {
      note(ctx, `Friends with the Ref: until the end of the drive, when ${teamOf(ctx, team).name} argue the call a 5 or 6 is "Well, When You Put It Like That..." and 2–4 "I Don't Care!"`)
      return { state: withState(state, { kickOffEffects: [...state.kickOffEffects, friendsWithTheRef(team)] }), steps: [] }
    }
  },
  stiletto: drawn("stiletto"),
  "iron-man": chosen("iron-man"),
  "knuckle-dusters": chosen("knuckle-dusters"),
  "bad-habits": drawn("bad-habits"),
  "greasy-cleats": drawn("greasy-cleats"),
  "blessed-statue-of-nuffle": chosen("blessed-statue-of-nuffle"),
  // Blood Bowl's D16 table goes on (9–16). Those marked for a team are in force for that team
  // only, so both coaches may have one (Moles under the Pitch says what happens then).
  "moles-under-the-pitch": marked("moles-under-the-pitch", "half", "Moles under the Pitch: until the end of the half, every Rush made by any player is at -1 (-2 while both teams have it)"),
  // Star Player Points are not counted by this engine: these four are kept in force and named, nothing more.
  "perfect-passing": marked("perfect-passing", "game", "Perfect Passing: for the rest of the match, a completed pass earns its passer 2 SPP instead of 1 (this engine does not count SPP)"),
  "fan-interaction": marked("fan-interaction", "drive", "Fan Interaction: until the end of the drive, an opposing player pushed into the crowd and made a casualty earns the pusher 2 SPP (this engine does not count SPP)"),
  "necessary-violence": marked("necessary-violence", "drive", "Necessary Violence: until the end of the drive, a casualty caused earns 3 SPP instead of 2 (this engine does not count SPP)"),
  "fouling-frenzy": marked("fouling-frenzy", "drive", "Fouling Frenzy: until the end of the drive, a casualty caused by a foul earns the fouler 2 SPP (this engine does not count SPP)"),
  // Until the end of the half, every foul by the other team is spotted (core/foul.ts).
  // Until the end of the drive, a stalling opposition player may be pelted (prayers/throw-a-rock.ts).
  "throw-a-rock": marked("throw-a-rock", "drive", "Throw a Rock: until the end of the drive, an opposing player who stalls may have a rock thrown at them at the end of their team turn (5+: Knocked Down)"),
  "under-scrutiny": marked("under-scrutiny", "half", "Under Scrutiny: until the end of the half, the referee spots every foul the other team commits"),
  "intensive-training": drawn("intensive-training")
}

/** Moles under the Pitch: -1 to every Rush for each team that prayed for it (read by the rush, core/movement.ts). */
export const molesUnderThePitch = (state: MatchState): Array<{ readonly value: number; readonly source: string }> =>
  state.kickOffEffects.length === 0 ? [] : prayedFor(state, "moles-under-the-pitch", "half").map(() => ({ value: -1, source: "Moles under the Pitch" }))

/** Under Scrutiny: whether a foul by a player of `team` is spotted whatever the dice, because another team prayed for it. */
export const underScrutiny = (state: MatchState, team: number): boolean =>
  state.kickOffEffects.length > 0 && prayedFor(state, "under-scrutiny", "half").some((praying) => praying !== team)

/** Intensive Training: the drawn player's coach chooses the skill they gain (`SkillUsed`, naming it). */
export interface PrayerSkillStep {
  readonly _tag: "PrayerSkill"
  readonly team: number
  readonly player: string
}

const SKILLS_TO_CHOOSE: ReadonlySet<string> = new Set(
  Object.entries(SKILL_CATEGORIES).flatMap(([category, names]) => (category === "Traits" || category === "Roster traits" ? [] : names.map((name) => name.toLowerCase())))
)

export const prayerSkillHandler: StepHandler<PrayerSkillStep> = {
  expects: (step) => ({ kind: "decision", team: step.team, events: ["SkillUsed"], about: "Intensive Training: choose the skill the player gains" }),
  on: (ctx, state, step, event) => {
    if (event._tag !== "SkillUsed" || event.player !== step.player) {
      return violation(ctx, "Intensive Training", `${teamOf(ctx, step.team).name} name the skill ${nameOf(ctx, step.player)} gains (SkillUsed for that player), not ${describeEvent(event)}`)
    }
    const key = skillKey(event.skill)
    // The roster does not say which categories are the player's Primary ones: any skill (not a trait) is taken on trust.
    if (!SKILLS_TO_CHOOSE.has(key)) return violation(ctx, "Intensive Training", `${event.skill} is not a skill a player can learn (a trait, or no Blood Bowl skill)`)
    if (!IMPLEMENTED_SKILLS.has(key)) return unsupported(ctx, `skill: ${event.skill}`, `Intensive Training gives ${nameOf(ctx, step.player)} ${event.skill}, which this engine does not fold yet`)
    const index = playerIndex(ctx, step.player)
    if (hasSkill(ctx.match, state, index, parseSkill(event.skill).name)) return violation(ctx, "Intensive Training", `${nameOf(ctx, step.player)} has ${event.skill} already`)
    const gain = intensiveTrainingGain(event.skill)
    note(ctx, `Intensive Training: ${nameOf(ctx, step.player)} ${describe(gain)}`)
    return consumed(replaceTop(setPlayer(state, index, { gained: addGain(state.players[index]!, gain).gained })))
  }
}

export const prayerChoiceHandler: StepHandler<PrayerChoiceStep> = {
  expects: (step) => ({ kind: "decision", team: step.team, events: ["PlayerChosen"], about: `${NAMES[step.prayer]}: choose one of your players` }),
  on: (ctx, state, step, event) => {
    const name = NAMES[step.prayer]
    if (event._tag !== "PlayerChosen" || event.for !== step.prayer) {
      return violation(ctx, name, `${teamOf(ctx, step.team).name} choose a player for ${name} (PlayerChosen, for "${step.prayer}"), not ${describeEvent(event)}`)
    }
    if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, name, `${teamOf(ctx, step.team).name} choose the player for ${name}, not ${event.team}`)
    const index = ctx.match.playerIndex.get(event.player)
    const player = index === undefined ? undefined : state.players[index]
    if (player === undefined || player.team !== step.team) return violation(ctx, name, `${event.player} is not a player of ${teamOf(ctx, step.team).name}`)
    if (!eligible(ctx, state, player, step.prayer)) {
      return violation(ctx, name, `${nameOf(ctx, player.id)} cannot be chosen: the player must be on the pitch for the drive and must not have Loner`)
    }
    return consumed(replaceTop(bless(ctx, state, player.id, step.prayer)))
  }
}

export const prayerDrawHandler: StepHandler<PrayerDrawStep> = {
  expects: (step) =>
    step.left === null
      ? { kind: "roll", die: "d3", for: "prayers-to-nuffle", player: null }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: `${NAMES[step.prayer]}: draw a player at random` },
  on: (ctx, state, step, event) => {
    const name = NAMES[step.prayer]
    if (step.left === null) {
      const rolled = expectRoll(ctx, event, "d3", "prayers-to-nuffle", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const pool = candidates(ctx, state, step.team, step.prayer).length
      const left = Math.min(rolled.success.faces[0]!, pool)
      judge(ctx, { rule: name, roll: rolled.success, total: rolled.success.faces[0]!, result: `${left} of ${teamOf(ctx, step.team).name}'s players drawn` })
      return consumed(updateTop(state, { ...step, left }))
    }
    if (event._tag !== "PlayerDrawn" || event.for !== "prayers-to-nuffle") {
      return violation(ctx, name, `a player drawn at random for ${name} (PlayerDrawn, for "prayers-to-nuffle") was due, not ${describeEvent(event)}`)
    }
    const index = ctx.match.playerIndex.get(event.player)
    const player = index === undefined ? undefined : state.players[index]
    if (player === undefined || player.team !== step.team) return violation(ctx, name, `the player is drawn from ${teamOf(ctx, step.team).name}; ${event.player} is not one of them`)
    if (!eligible(ctx, state, player, step.prayer) || player.gained?.includes(GAINS[step.prayer]) === true) {
      return violation(ctx, name, `${nameOf(ctx, player.id)} cannot be drawn: the player must be on the pitch for the drive${step.prayer === "greasy-cleats" ? "" : " and must not have Loner"}, and be drawn once`)
    }
    if (step.prayer === "intensive-training") {
      note(ctx, `Intensive Training: ${nameOf(ctx, player.id)} is drawn; ${teamOf(ctx, step.team).name} choose the skill they gain`)
      return consumed(replaceTop(state, { _tag: "PrayerSkill", team: step.team, player: player.id }))
    }
    const next = bless(ctx, state, player.id, step.prayer)
    const left = step.left - 1
    return consumed(left === 0 ? replaceTop(next) : updateTop(next, { ...step, left }))
  }
}

const describeEvent = (event: MatchEvent): string =>
  event._tag === "SkillUsed" ? `${event.skill} for ${event.player}` : event._tag === "PlayerDrawn" ? `a player drawn for ${event.for}` : event._tag === "PlayerChosen" ? `a player chosen for ${event.for}` : event._tag

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "prayers/prayers": PrayerChoiceStep | PrayerDrawStep | PrayerSkillStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    PRAYERS: typeof PRAYERS
    friendsWithTheRef: typeof friendsWithTheRef
    molesUnderThePitch: typeof molesUnderThePitch
    underScrutiny: typeof underScrutiny
  }
}
