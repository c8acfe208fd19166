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
  updateTop,
  violation
} from "./context.js"
import type { Step } from "./steps.js"
import { TREACHEROUS_TRAPDOOR } from "./trapdoor.js"

/**
 * The Sevens Prayers to Nuffle (D8), rolled by the winner of Cheering Fans during the kick-off.
 * Their effects, by the table's row ids. Those that give players skills or characteristics use
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
  readonly inForce: (state: MatchState) => boolean
  readonly apply: (ctx: Ctx, state: MatchState, team: number) => { readonly state: MatchState; readonly steps: ReadonlyArray<Step> }
}

/** Friends with the Ref's mark in `kickOffEffects`, per team: it ends with the drive. */
export const friendsWithTheRef = (team: number) => `friends-with-the-ref:${team}`

type ChosenPrayer = "iron-man" | "knuckle-dusters" | "blessed-statue-of-nuffle"
type DrawnPrayer = "stiletto" | "bad-habits" | "greasy-cleats"

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
  "greasy-cleats": "Greasy Cleats"
}

/** What each prayer gives the player chosen or drawn. */
const GAINS: Readonly<Record<ChosenPrayer | DrawnPrayer, Gain>> = {
  stiletto: { source: "Stiletto", until: "drive", skills: ["Stab"] },
  "iron-man": { source: "Iron Man", until: "game", skills: [], improve: { av: 1 } },
  "knuckle-dusters": { source: "Knuckle Dusters", until: "drive", skills: ["Mighty Blow (+1)"] },
  "bad-habits": { source: "Bad Habits", until: "drive", skills: ["Loner (2+)"] },
  "greasy-cleats": { source: "Greasy Cleats", until: "drive", skills: [], improve: { ma: -1 } },
  "blessed-statue-of-nuffle": { source: "Blessed Statue of Nuffle", until: "game", skills: ["Pro"] }
}

/** Whether the player may be picked: on the pitch for the drive and, except for Greasy Cleats, without Loner. */
const eligible = (ctx: Ctx | { match: Ctx["match"] }, state: MatchState, player: PlayerState, prayer: ChosenPrayer | DrawnPrayer): boolean =>
  player.at !== null && (prayer === "greasy-cleats" || !hasSkill(ctx.match, state, ctx.match.playerIndex.get(player.id)!, "Loner"))

const candidates = (ctx: Ctx | { match: Ctx["match"] }, state: MatchState, team: number, prayer: ChosenPrayer | DrawnPrayer) =>
  state.players.filter((player) => player.team === team && eligible(ctx, state, player, prayer))

const given = (state: MatchState, source: string) => state.players.some((player) => player.gained?.some((gain) => gain.source === source) === true)

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
  inForce: (state) => given(state, GAINS[prayer].source),
  apply: (ctx, state, team) => {
    // Stiletto helps the praying team; Bad Habits and Greasy Cleats hit the opposition.
    const from = prayer === "stiletto" ? team : ctx.variant.rules.nextTeam(team, state.teams.length)
    if (candidates(ctx, state, from, prayer).length === 0) {
      note(ctx, `${NAMES[prayer]}: ${teamOf(ctx, from).name} have no player who could be drawn, so nothing happens`)
      return { state, steps: [] }
    }
    return { state, steps: [{ _tag: "PrayerDraw", prayer, team: from, left: prayer === "bad-habits" ? null : 1 }] }
  }
})

/** The prayers whose effects this engine folds, by row id. */
export const PRAYERS: Readonly<Record<string, Prayer>> = {
  // Until the end of the half, a player entering a trapdoor square may fall through (rules/trapdoor.ts).
  "treacherous-trapdoor": {
    inForce: (state) => state.kickOffEffects.includes(TREACHEROUS_TRAPDOOR),
    apply: (ctx, state) => {
      note(ctx, "Treacherous Trapdoor: until the end of the half, a player who enters a trapdoor square rolls a D6 and falls through on a 1")
      return { state: withState(state, { kickOffEffects: [...state.kickOffEffects, TREACHEROUS_TRAPDOOR] }), steps: [] }
    }
  },
  // Until the end of the drive, Argue the Call succeeds on a 5 or 6 for this team (rules/foul.ts).
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
  "blessed-statue-of-nuffle": chosen("blessed-statue-of-nuffle")
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
    const next = bless(ctx, state, player.id, step.prayer)
    const left = step.left - 1
    return consumed(left === 0 ? replaceTop(next) : updateTop(next, { ...step, left }))
  }
}

const describeEvent = (event: MatchEvent): string =>
  event._tag === "PlayerDrawn" ? `a player drawn for ${event.for}` : event._tag === "PlayerChosen" ? `a player chosen for ${event.for}` : event._tag
