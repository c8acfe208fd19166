import { holdsBall, withBallOf } from "../../model/balls.js"
import type { MatchEvent, Square } from "@sidelines/schema"
import { SKILL_CATEGORIES } from "../../model/skill-list.js"
import { hasSkill, type Match } from "../../model/match.js"
import { distance } from "../../model/square.js"
import { addGain, type Gain, type MatchState, withGained, withPlayer, withState, withStack, withTeam } from "../../model/state.js"
import { opposed } from "../../core/variant/variant.js"
import { consumed, type Ctx, type Expectation, expectRoll, type Fold, type Handled, judge, nameOf, note, passOn, pop, propagate, replaceTop, setPlayer, teamOf, updateTop, violation } from "../../core/context.js"
import type { Modifier } from "../../model/outcome.js"
import type { WizardStep } from "./wizard.js"

/**
 * The spells of five Death Zone wizards that are not a knock-down or a curse (inducements/wizards/wizard.ts
 * offers them, once per game, as a team turn ends): BBBase docs/bb2020/death_zone/new_inducements.md,
 * with its errata. Neither FFB nor Jervis encodes them (Jervis only names the wizards); the
 * readings are ours, written down here and in docs/inducements.md.
 *
 * - Rampant Mutation (Chaos Sorcerer; `"rampant-mutation"`, `player` one of the caster's players on
 *   the pitch). Cast at the start of the opposition's team turn only, so as the caster's own turn
 *   ends. A D6 (`spell`, the player's): 2+, the coach picks two Mutation skills the player does not
 *   have (two `SkillUsed` `{ player, skill: "Rampant Mutation", grants: <skill> }`); on a 1 the
 *   player gains Disturbing Presence. Either lasts until the end of the drive.
 * - Temporal Distortion (Asur High Mage, Slann Mage-Priest; `"temporal-distortion-forwards"` or
 *   `"temporal-distortion-backwards"`: the direction is declared with the cast). Cast after the
 *   opposition's team turn has ended. A D6 (`spell`, no player): 5+ moves both teams' turn markers
 *   one space. Forwards, each team has one turn fewer this half (a marker on the half's last turn
 *   stays there); when no team has a turn left the half ends at once. Backwards, each gets one more;
 *   our reading: not while a team has not played a turn this half (its marker is not on the track).
 * - Tectonic Shift (Slann; `"tectonic-shift"`) and Vigorous Growth (Horticulturalist of Nurgle;
 *   `"vigorous-growth"`): cast at the start of the opposition's team turn (as the caster's turn
 *   ends); no roll. For that team turn each Rush by an opposition player is at −1 (Tectonic Shift)
 *   or −2 (Vigorous Growth), besides any other modifier.
 * - Reality Blinks (Slann; `"reality-blinks"`, `player` the first of two, the second a
 *   `PlayerChosen` `reality-blinks`): either timing. Two of the caster's Standing players on the
 *   pitch, without Loner and not holding the ball. A D6 (`spell`, the first player's): 3+ they swap
 *   squares; 1–2, until the start of the caster's next team turn both lose their tackle zones and
 *   gain No Hands.
 * - Strange Flora (Horticulturalist; `"strange-flora"`, `at` an empty square on the pitch): a D3
 *   (`spell`, no player) is how many Standing opposition players within two squares of it are hit
 *   at; when more stand there the coach nominates that many (`PlayerChosen` `strange-flora`), else
 *   all are. Each rolls a D6 (`spell`) as for a Thunderbolt: 3+ Knocked Down, +1 to armour or
 *   injury. Our reading, as for a Fireball (FFB's): the square must have such a player within two.
 * - Incorporeal (Sports Necrotheurge; `"incorporeal"`, `player` a Standing opposition player): a D6
 *   (`spell`): 3+, the player drops a ball they hold (it bounces), gains No Hands and loses their
 *   tackle zone until the start of their team's next team turn. Our reading, the spell's before the
 *   errata moved it: cast as the caster's own turn ends, that is the start of the target team's
 *   coming turn, so it lasts through that turn and the caster's next, lapsing as the target team's
 *   turn after starts; cast after the target team's turn, it lapses as their next one starts.
 * - Vanhalable's Danse Macabre (Sports Necrotheurge; `"danse-macabre"`): cast after the opposition's
 *   team turn has ended. A D6 (`spell`, no player): 3+, in the caster's coming team turn each of
 *   its Linemen on the pitch now (a position named Lineman, as the pre-game counts them, or a
 *   journeyman) may improve MA, AG or PA by 1, chosen as the player is activated: right after the
 *   `ActionDeclared`, `SkillUsed` `{ player, skill: "Vanhalable's Danse Macabre", grants: "MA" | "AG"
 *   | "PA" }`; `SkillDeclined` or going on declines. Not for a second action in the same
 *   activation. The +1 lasts the team turn (it lapses as another team's turn starts). PA only for a
 *   player who has a PA.
 */

export const MUTATIONS: ReadonlyArray<string> = SKILL_CATEGORIES.Mutations

/** The spells this file resolves. */
export const MORE_SPELLS = [
  "rampant-mutation", "temporal-distortion-forwards", "temporal-distortion-backwards", "tectonic-shift", "reality-blinks",
  "vigorous-growth", "strange-flora", "incorporeal", "danse-macabre"
] as const
export type MoreSpell = (typeof MORE_SPELLS)[number]
export const isMoreSpell = (spell: string): spell is MoreSpell => (MORE_SPELLS as ReadonlyArray<string>).includes(spell)

export const MORE_RULES: Readonly<Record<MoreSpell, string>> = {
  "rampant-mutation": "Rampant Mutation",
  "temporal-distortion-forwards": "Temporal Distortion",
  "temporal-distortion-backwards": "Temporal Distortion",
  "tectonic-shift": "Tectonic Shift",
  "reality-blinks": "Reality Blinks",
  "vigorous-growth": "Vigorous Growth",
  "strange-flora": "Strange Flora",
  incorporeal: "Incorporeal",
  "danse-macabre": "Vanhalable's Danse Macabre"
}

/** The stages of the spells above. */
export type MoreStage = "mutation" | "mutate" | "turn-markers" | "blink-pick" | "blink" | "flora-count" | "flora-pick" | "incorporeal" | "danse-roll" | "danse"
const MORE_STAGES: ReadonlyArray<string> = ["mutation", "mutate", "turn-markers", "blink-pick", "blink", "flora-count", "flora-pick", "incorporeal", "danse-roll", "danse"]
export const isMoreStage = (stage: string): stage is MoreStage => MORE_STAGES.includes(stage)

// ---- the Rush modifiers of Tectonic Shift and Vigorous Growth ----

const RUSH: Readonly<Record<"tectonic-shift" | "vigorous-growth", number>> = { "tectonic-shift": -1, "vigorous-growth": -2 }
const rushMark = (spell: string, team: number, turn: number): string => `wizard-rush:${spell}:${team}:${turn}`

/**
 * The Rush modifiers of a Tectonic Shift or Vigorous Growth cast on the team turn `team` is playing
 * (the mark names the team and its turn number, so it holds for that team turn only).
 */
export const wizardRush = (state: MatchState, team: number): Array<Modifier> => {
  if (state.activeTeam !== team) return []
  const turn = state.teams[team]!.turn
  return (Object.keys(RUSH) as Array<keyof typeof RUSH>).flatMap((spell) =>
    state.kickOffEffects.includes(rushMark(spell, team, turn)) ? [{ value: RUSH[spell], source: MORE_RULES[spell] }] : []
  )
}

// ---- effects that last until the start of a team's next team turn ----

const LAPSE = "wizard-lapse:"
/** Lapses as the team turn of any team other than this one starts: at the end of its own, in effect. */
const LAPSE_AFTER = "wizard-lapse-after:"

/** Lapses as `team`'s next team turn but one starts: the first start turns it into a LAPSE. */
const LAPSE_LATER = "wizard-lapse-later:"

/**
 * No Hands and no tackle zone until the start of `team`'s next team turn (Incorporeal; Reality
 * Blinks on 1–2), or the one after when `later` (the turn about to start counts as the present one).
 */
const fade = (state: MatchState, index: number, source: string, team: number, later = false): MatchState => {
  const gain: Gain = { source, until: "drive", skills: ["No Hands"], tag: `${later ? LAPSE_LATER : LAPSE}${team}` }
  return setPlayer(state, index, { gained: addGain(state.players[index]!, gain).gained, lostTackleZones: true })
}

/** Whether a spell keeps the player's tackle zone away (activating them does not bring it back). */
export const spellHoldsTackleZone = (state: MatchState, index: number): boolean =>
  state.players[index]!.gained?.some((g) => g.tag?.startsWith(LAPSE) === true || g.tag?.startsWith(LAPSE_LATER) === true) === true

/** At the start of `team`'s team turn: what lasted until then lapses (No Hands gone, tackle zones back). */
export const spellsLapseAtTurnStart = (state: MatchState, team: number): MatchState => {
  // A spell's lapse is a gain's tag: with nobody having gained anything, nothing lapses.
  if (!state.players.some((p) => p.gained !== undefined)) return state
  const tag = `${LAPSE}${team}`
  const later = `${LAPSE_LATER}${team}`
  const lapses = (g: Gain): boolean => g.tag === tag || (g.tag?.startsWith(LAPSE_AFTER) === true && g.tag !== `${LAPSE_AFTER}${team}`)
  const touched = (g: Gain): boolean => lapses(g) || g.tag === later
  if (!state.players.some((p) => p.gained?.some(touched) === true)) return state
  return withState(state, {
    players: state.players.map((p) => {
      if (p.gained?.some(touched) !== true) return p
      const kept = p.gained.filter((g) => !lapses(g)).map((g): Gain => (g.tag === later ? { ...g, tag } : g))
      const faded = p.gained.some((g) => g.tag === tag)
      return withPlayer(withGained(p, kept.length === 0 ? undefined : kept), faded ? { lostTackleZones: false } : {})
    })
  })
}

// ---- Vanhalable's Danse Macabre ----

export const DANSE_MACABRE = "Vanhalable's Danse Macabre"
const danseMark = (team: number, turn: number, player: string): string => `wizard-danse:${team}:${turn}:${player}`
const DANSE_BONUS: Readonly<Record<string, "ma" | "ag" | "pa">> = { ma: "ma", ag: "ag", pa: "pa" }

/** Whether the roster calls the player a Lineman (as the pre-game counts them) or a journeyman. */
const isLineman = (match: Match, index: number): boolean => {
  const player = match.roster[index]!
  return /\blinem[ae]n\b/iu.test(player.position) || player.hired === "journeyman"
}

/**
 * As `player` is activated (not for a second action): the Danse Macabre's offer of +1 MA, AG or PA,
 * when the spell worked for this team turn and the player was one of its Linemen on the pitch.
 */
export const danseMacabreOffer = (ctx: Ctx, state: MatchState, player: string, again: boolean): ReadonlyArray<WizardStep> => {
  if (again || !state.kickOffEffects.some((e) => e.startsWith("wizard-danse:"))) return []
  const team = state.players[ctx.match.playerIndex.get(player)!]!.team
  if (state.activeTeam !== team || !state.kickOffEffects.includes(danseMark(team, state.teams[team]!.turn, player))) return []
  return [{ _tag: "Wizard", team, stage: "danse", spell: "danse-macabre", pending: [], target: player }]
}

// ---- casting ----

/** The team whose team turn starts once the offers are over (the TeamTurn step waiting in the stack). */
const nextTurnTeam = (state: MatchState): number | null => {
  for (let i = state.stack.length - 1; i >= 0; i--) {
    const step = state.stack[i]!
    if (step._tag === "TeamTurn" && step.stage === "start") return step.team
  }
  return null
}

type Used = Extract<MatchEvent, { _tag: "InducementUsed" }>

/**
 * The cast of one of the spells above by `step.team`'s wizard (its spell spent in `cast`): the
 * checks of when and at whom, then the step that rolls for it.
 */
export const castMore = (ctx: Ctx, cast: MatchState, step: WizardStep, spell: MoreSpell, used: Used): Fold<Handled> => {
  const rule = MORE_RULES[spell]
  const name = teamOf(ctx, step.team).name
  const index = used.player === undefined ? undefined : ctx.match.playerIndex.get(used.player)
  const target = index === undefined ? undefined : cast.players[index]
  const named = used.player === undefined ? "; none is named" : `, not ${nameOf(ctx, used.player)}`
  const opening = step.opening === true
  switch (spell) {
    case "rampant-mutation": {
      if (!opening) return violation(ctx, rule, `${rule} is cast at the start of the opposition's team turn: as ${name}'s own turn ends, not after the opposition's`)
      if (target === undefined || target.at === null || target.team !== step.team) return violation(ctx, rule, `${rule} is cast on one of ${name}'s players on the pitch${named}`)
      note(ctx, `${name}'s Chaos Sorcerer casts ${rule} on ${nameOf(ctx, target.id)} (once per game)`)
      return consumed(updateTop(cast, { ...step, stage: "mutation", spell, target: target.id }))
    }
    case "temporal-distortion-forwards":
    case "temporal-distortion-backwards": {
      if (opening) return violation(ctx, rule, `${rule} is cast just after the opposition's team turn has ended, not as ${name}'s own ends`)
      if (spell === "temporal-distortion-backwards" && cast.teams.some((team) => team.turn === 0)) {
        return violation(ctx, rule, `the turn markers cannot go back: a team has not played a team turn this half`)
      }
      note(ctx, `${name}'s wizard casts ${rule}, to move both turn markers ${spell.endsWith("forwards") ? "forwards" : "backwards"} one space (once per game)`)
      return consumed(updateTop(cast, { ...step, stage: "turn-markers", spell }))
    }
    case "tectonic-shift":
    case "vigorous-growth": {
      const next = nextTurnTeam(cast)
      if (!opening || next === null || !opposed(ctx.variant, next, step.team)) {
        return violation(ctx, rule, `${rule} is cast at the start of the opposition's team turn: as ${name}'s own turn ends, not after the opposition's`)
      }
      note(ctx, `${name}'s wizard casts ${rule} (once per game): every Rush by ${teamOf(ctx, next).name} in their coming team turn is at ${RUSH[spell]}`)
      const marked = withState(cast, { kickOffEffects: [...cast.kickOffEffects, rushMark(spell, next, cast.teams[next]!.turn + 1)] })
      return consumed(pop(marked))
    }
    case "reality-blinks": {
      const problem = blinkProblem(ctx, cast, step.team, used.player, [])
      if (problem !== null) return violation(ctx, rule, problem)
      note(ctx, `${name}'s Slann Mage-Priest casts ${rule} on ${nameOf(ctx, used.player!)} and a team-mate (once per game)`)
      return consumed(updateTop(cast, { ...step, stage: "blink-pick", spell, target: used.player!, chosen: [used.player!] }))
    }
    case "strange-flora": {
      const at = used.at
      if (at === undefined || !ctx.variant.pitch.contains(at) || cast.players.some((p) => p.at !== null && p.at[0] === at[0] && p.at[1] === at[1])) {
        return violation(ctx, rule, `${rule} is aimed at an empty square on the pitch${at === undefined ? "; none is given (at)" : `, not [${at.join(", ")}]`}`)
      }
      if (inReach(ctx, cast, step.team, at).length === 0) {
        return violation(ctx, rule, `${rule} is aimed where a Standing opposition player is within two squares; none is near [${at.join(", ")}]`)
      }
      note(ctx, `${name}'s Horticulturalist of Nurgle casts ${rule} at [${at.join(", ")}] (once per game)`)
      return consumed(updateTop(cast, { ...step, stage: "flora-count", spell, at }))
    }
    case "incorporeal": {
      if (target === undefined || target.at === null || target.posture !== "standing" || !opposed(ctx.variant, target.team, step.team)) {
        return violation(ctx, rule, `${rule} targets a Standing opposition player on the pitch${named}`)
      }
      note(ctx, `${name}'s Sports Necrotheurge casts ${rule} at ${nameOf(ctx, target.id)} (once per game)`)
      return consumed(updateTop(cast, { ...step, stage: "incorporeal", spell, target: target.id }))
    }
    case "danse-macabre": {
      if (opening || nextTurnTeam(cast) !== step.team) return violation(ctx, rule, `${rule} is cast just after the opposition's team turn has ended, not as ${name}'s own ends`)
      note(ctx, `${name}'s Sports Necrotheurge casts ${rule} (once per game)`)
      return consumed(updateTop(cast, { ...step, stage: "danse-roll", spell }))
    }
  }
}

/** Why `player` cannot be one of Reality Blinks' two, or null. */
const blinkProblem = (ctx: Ctx, state: MatchState, team: number, player: string | undefined, chosen: ReadonlyArray<string>): string | null => {
  const index = player === undefined ? undefined : ctx.match.playerIndex.get(player)
  const p = index === undefined ? undefined : state.players[index]
  const who = player === undefined ? "none is named" : `not ${nameOf(ctx, player)}`
  if (p === undefined || index === undefined || p.team !== team || p.at === null || p.posture !== "standing" || holdsBall(state, p.id) || hasSkill(ctx.match, state, index, "Loner") || chosen.includes(p.id)) {
    return `Reality Blinks takes two of ${teamOf(ctx, team).name}'s Standing players on the pitch without Loner and without the ball; ${who}`
  }
  return null
}

/** The Standing opposition players within two squares of `at`, in header order. */
const inReach = (ctx: Ctx, state: MatchState, team: number, at: Square) =>
  state.players.filter((p) => p.at !== null && p.posture === "standing" && opposed(ctx.variant, p.team, team) && distance(p.at, at) <= 2)

// ---- resolving ----

export const moreExpects = (step: WizardStep): Expectation => {
  switch (step.stage as MoreStage) {
    case "mutation":
    case "incorporeal":
      return { kind: "roll", die: "d6", for: "spell", player: step.target }
    case "blink":
      return { kind: "roll", die: "d6", for: "spell", player: step.chosen![0]! }
    case "turn-markers":
      return { kind: "roll", die: "d6", for: "spell", player: null }
    case "flora-count":
      return { kind: "roll", die: "d3", for: "spell", player: null }
    case "danse-roll":
      return { kind: "roll", die: "d6", for: "spell", player: null }
    case "danse":
      return { kind: "decision", team: step.team, events: ["SkillUsed", "SkillDeclined"], about: `${step.target} may improve MA, AG or PA by 1 this team turn (${DANSE_MACABRE})` }
    case "mutate":
      return { kind: "decision", team: step.team, events: ["SkillUsed"], about: `choose ${2 - (step.chosen?.length ?? 0)} more Mutation skill(s) for ${step.target} (Rampant Mutation)` }
    case "blink-pick":
      return { kind: "decision", team: step.team, events: ["PlayerChosen"], about: `choose the second player to blink with ${step.target} (Reality Blinks)` }
    case "flora-pick":
      return { kind: "decision", team: step.team, events: ["PlayerChosen"], about: `nominate ${step.count! - (step.chosen?.length ?? 0)} more Standing opposition player(s) within two squares of [${step.at!.join(", ")}] (Strange Flora)` }
  }
}

export const onMore = (ctx: Ctx, state: MatchState, step: WizardStep, event: MatchEvent): Fold<Handled> => {
  switch (step.stage as MoreStage) {
    case "mutation": {
      const target = step.target!
      const rolled = expectRoll(ctx, event, "d6", "spell", target, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const works = face >= 2
      judge(ctx, {
        rule: "Rampant Mutation", player: target, roll: rolled.success, target: 2, total: face, success: works, needed: 2,
        result: works ? `${nameOf(ctx, target)} gains two Mutation skills of the coach's choice until the end of the drive` : `${nameOf(ctx, target)} writhes with raw chaos: Disturbing Presence until the end of the drive`
      })
      if (works) return consumed(updateTop(state, { ...step, stage: "mutate", chosen: [] }))
      const index = ctx.match.playerIndex.get(target)!
      return consumed(pop(setPlayer(state, index, { gained: addGain(state.players[index]!, { source: "Rampant Mutation", until: "drive", skills: ["Disturbing Presence"] }).gained })))
    }
    case "mutate": {
      const target = step.target!
      const index = ctx.match.playerIndex.get(target)!
      if (event._tag !== "SkillUsed" || event.skill !== "Rampant Mutation" || event.player !== target) {
        return violation(ctx, "Rampant Mutation", `a Mutation skill for ${nameOf(ctx, target)} is due (SkillUsed "Rampant Mutation" with grants), not ${event._tag}`)
      }
      const skill = MUTATIONS.find((m) => m.toLowerCase() === (event.grants ?? "").toLowerCase())
      const chosen = step.chosen ?? []
      if (skill === undefined || chosen.includes(skill) || hasSkill(ctx.match, state, index, skill)) {
        return violation(ctx, "Rampant Mutation", `Rampant Mutation gives a Mutation skill ${nameOf(ctx, target)} does not have (${MUTATIONS.join(", ")}); the log names ${event.grants ?? "none"}`)
      }
      const both = [...chosen, skill]
      if (both.length < 2) return consumed(updateTop(state, { ...step, chosen: both }))
      note(ctx, `Rampant Mutation: ${nameOf(ctx, target)} gains ${both.join(" and ")} until the end of the drive`)
      return consumed(pop(setPlayer(state, index, { gained: addGain(state.players[index]!, { source: "Rampant Mutation", until: "drive", skills: both }).gained })))
    }
    case "turn-markers":
      return turnMarkers(ctx, state, step, event)
    case "blink-pick": {
      if (event._tag !== "PlayerChosen" || event.for !== "reality-blinks" || ctx.match.teamIndex.get(event.team) !== step.team) {
        return violation(ctx, "Reality Blinks", `the second player is due (PlayerChosen, for "reality-blinks"), not ${event._tag}`)
      }
      const problem = blinkProblem(ctx, state, step.team, event.player, step.chosen ?? [])
      if (problem !== null) return violation(ctx, "Reality Blinks", problem)
      return consumed(updateTop(state, { ...step, stage: "blink", chosen: [...step.chosen!, event.player] }))
    }
    case "blink": {
      const [first, second] = step.chosen as [string, string]
      const rolled = expectRoll(ctx, event, "d6", "spell", first, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const works = face >= 3
      const both = `${nameOf(ctx, first)} and ${nameOf(ctx, second)}`
      judge(ctx, {
        rule: "Reality Blinks", player: first, roll: rolled.success, target: 3, total: face, success: works, needed: 3,
        result: works ? `${both} swap places` : `${both} waver between realities: no tackle zones and No Hands until the start of ${teamOf(ctx, step.team).name}'s next team turn`
      })
      const a = ctx.match.playerIndex.get(first)!
      const b = ctx.match.playerIndex.get(second)!
      if (works) {
        const to = state.players[b]!.at
        return consumed(pop(setPlayer(setPlayer(state, a, { at: to }), b, { at: state.players[a]!.at })))
      }
      return consumed(pop(fade(fade(state, a, "Reality Blinks", step.team), b, "Reality Blinks", step.team)))
    }
    case "flora-count": {
      const rolled = expectRoll(ctx, event, "d3", "spell", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const count = rolled.success.faces[0]!
      const reach = inReach(ctx, state, step.team, step.at!)
      const all = reach.length <= count
      note(ctx, `Strange Flora: D3 ${count}; ${all ? `${reach.map((p) => nameOf(ctx, p.id)).join(", ")} ${reach.length === 1 ? "is" : "are"} nominated (all within two squares)` : `${reach.length} Standing opposition players are within two squares: the coach nominates ${count}`}`)
      if (all) return consumed(updateTop(state, { ...step, stage: "strike", pending: reach.map((p) => p.id) }))
      return consumed(updateTop(state, { ...step, stage: "flora-pick", count, chosen: [] }))
    }
    case "flora-pick": {
      if (event._tag !== "PlayerChosen" || event.for !== "strange-flora" || ctx.match.teamIndex.get(event.team) !== step.team) {
        return violation(ctx, "Strange Flora", `a nominated player is due (PlayerChosen, for "strange-flora"), not ${event._tag}`)
      }
      const chosen = step.chosen ?? []
      if (!inReach(ctx, state, step.team, step.at!).some((p) => p.id === event.player) || chosen.includes(event.player)) {
        return violation(ctx, "Strange Flora", `Strange Flora nominates Standing opposition players within two squares of [${step.at!.join(", ")}], each once; not ${nameOf(ctx, event.player)}`)
      }
      const next = [...chosen, event.player]
      if (next.length < step.count!) return consumed(updateTop(state, { ...step, chosen: next }))
      return consumed(updateTop(state, { ...step, stage: "strike", pending: next }))
    }
    case "danse-roll":
      return danseRoll(ctx, state, step, event)
    case "danse": {
      const player = step.target!
      if ((event._tag === "SkillUsed" || event._tag === "SkillDeclined") && event.skill === DANSE_MACABRE) {
        if (event.player !== player) return violation(ctx, DANSE_MACABRE, `${nameOf(ctx, player)} is the Lineman being activated, not ${nameOf(ctx, event.player)}`)
        if (event._tag === "SkillDeclined") return consumed(pop(state))
        const index = ctx.match.playerIndex.get(player)!
        const bonus = DANSE_BONUS[(event.grants ?? "").toLowerCase()]
        if (bonus === undefined || (bonus === "pa" && ctx.match.roster[index]!.pa === null)) {
          return violation(ctx, DANSE_MACABRE, `${DANSE_MACABRE} improves MA, AG or PA (a PA the player has); the log names ${event.grants ?? "none"}`)
        }
        note(ctx, `${DANSE_MACABRE}: ${nameOf(ctx, player)} has +1 ${bonus.toUpperCase()} this team turn`)
        const gain: Gain = { source: DANSE_MACABRE, until: "drive", skills: [], improve: { [bonus]: 1 }, tag: `${LAPSE_AFTER}${step.team}` }
        return consumed(pop(setPlayer(state, index, { gained: addGain(state.players[index]!, gain).gained })))
      }
      // Going on with the activation declines.
      return passOn(pop(state))
    }
    case "incorporeal": {
      const target = step.target!
      const rolled = expectRoll(ctx, event, "d6", "spell", target, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const works = face >= 3
      const index = ctx.match.playerIndex.get(target)!
      const team = state.players[index]!.team
      judge(ctx, {
        rule: "Incorporeal", player: target, roll: rolled.success, target: 3, total: face, success: works, needed: 3,
        result: works
          ? `${nameOf(ctx, target)} turns incorporeal: No Hands and no tackle zone until the start of ${teamOf(ctx, team).name}'s ${step.opening === true ? "team turn after the coming one" : "next team turn"}`
          : `${nameOf(ctx, target)} glows eerily; the spell fades`
      })
      if (!works) return consumed(pop(state))
      const faded = withBallOf(fade(state, index, "Incorporeal", team, step.opening === true), target)
      const at = faded.players[index]!.at
      if (faded.ball.carrier !== target || at === null) return consumed(pop(faded))
      note(ctx, `Incorporeal: ${nameOf(ctx, target)} drops the ball, which bounces`)
      return consumed(replaceTop(withState(faded, { ball: { at, carrier: null, inPlay: true } }), { _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 }))
    }
  }
}

/** The Danse Macabre's D6: 3+, the caster's Linemen on the pitch may each take their +1 in the coming team turn. */
const danseRoll = (ctx: Ctx, state: MatchState, step: WizardStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", "spell", null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const face = rolled.success.faces[0]!
  const works = face >= 3
  const linemen = state.players.filter((p, i) => p.team === step.team && p.at !== null && isLineman(ctx.match, i))
  judge(ctx, {
    rule: DANSE_MACABRE, player: null, roll: rolled.success, target: 3, total: face, success: works, needed: 3,
    result: works
      ? `${linemen.length === 0 ? "no Lineman is on the pitch to dance" : `${linemen.map((p) => nameOf(ctx, p.id)).join(", ")} may each improve MA, AG or PA by 1 when activated`} this team turn`
      : "the sky darkens and the players spasm, to no effect"
  })
  if (!works) return consumed(pop(state))
  const turn = state.teams[step.team]!.turn + 1
  return consumed(pop(withState(state, { kickOffEffects: [...state.kickOffEffects, ...linemen.map((p) => danseMark(step.team, turn, p.id))] })))
}

/** Temporal Distortion's D6: 5+ moves both turn markers the declared way. */
const turnMarkers = (ctx: Ctx, state: MatchState, step: WizardStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", "spell", null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const face = rolled.success.faces[0]!
  const works = face >= 5
  const forwards = step.spell === "temporal-distortion-forwards"
  judge(ctx, {
    rule: "Temporal Distortion", player: null, roll: rolled.success, target: 5, total: face, success: works, needed: 5,
    result: works ? `both turn markers move ${forwards ? "forwards: each team has a team turn fewer this half" : "backwards: each team has a team turn more this half"}` : "the stadium fills with light, but time runs on as before"
  })
  if (!works) return consumed(pop(state))
  const last = ctx.variant.turnsPerHalf
  const moved = withState(state, { teams: state.teams.map((team) => withTeam(team, { turn: forwards ? Math.min(last, team.turn + 1) : team.turn - 1 })) })
  if (!moved.teams.every((team) => team.turn >= last)) return consumed(pop(moved))
  // No team has a turn left: the half ends instead of the team turn that was to start.
  note(ctx, "Temporal Distortion: no team has a team turn left; the half ends")
  const stack = pop(moved).stack.slice()
  for (let i = stack.length - 1; i >= 0; i--) {
    const waiting = stack[i]!
    if (waiting._tag === "TeamTurn" && waiting.stage === "start") {
      stack[i] = { _tag: "EndDrive", reason: "half-time", nextKickingTeam: null }
      break
    }
  }
  return consumed(withStack(moved, stack))
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    danseMacabreOffer: typeof danseMacabreOffer
    spellHoldsTackleZone: typeof spellHoldsTackleZone
    spellsLapseAtTurnStart: typeof spellsLapseAtTurnStart
    wizardRush: typeof wizardRush
  }
}
