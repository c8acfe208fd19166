import type { MatchEvent } from "@sidelines/schema"
import { hasSkill, type Match } from "../../model/match.js"
import { IMPLEMENTED_SKILLS, skillKey } from "../../model/skills.js"
import { addGain, type Gain, type MatchState, type PlayerState, type Potions, withTeam, withTeams } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  type Fold,
  type Handled,
  expectRoll,
  done,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  pop,
  propagate,
  replaceTop,
  setPlayer,
  setTeam,
  type StepHandler,
  teamOf,
  unsupported,
  updateTop,
  violation
} from "../../core/context.js"
import type { Step } from "../../model/step.js"

/**
 * Gutter Bowl's magic potions (inducements, and Black Market Dealer's free Lesser Magic Potion).
 * At the start of a drive, before anyone sets up, each coach may give potions to their players
 * (an `InducementUsed` naming `lesser-magic-potion` or `superior-magic-potion` and the `player`),
 * then a D8 (`magic-potion`, `player` set) on that potion's table takes effect at once. A coach
 * who is done says so with `ChoiceDeclined` (`magic-potion`); a set-up event ends the giving too.
 *
 * Our readings: a player drinks at most one potion in the whole match (the rules say one per
 * player, and the effects last the match); a player may be given one from the reserves or the KO
 * box, not from the casualty boxes or after being sent off; the potion Black Market Dealer gives is
 * added to the team's potions, to be given at the start of a later drive like any other.
 */

export const LESSER = "lesser-magic-potion"
export const SUPERIOR = "superior-magic-potion"
const MAGIC_POTION = "magic-potion"

export interface MagicPotionsStep {
  readonly _tag: "MagicPotions"
  /** The teams that may still give potions this drive. */
  readonly teams: ReadonlyArray<number>
  /** The potion just given, whose D8 is due. */
  readonly drinking: { readonly player: string; readonly table: "lesser" | "superior" | "mutation" } | null
}

const count = (match: Match, team: number, id: string) =>
  match.header.teams[team]!.inducements.filter((inducement) => inducement.id === id).reduce((n, inducement) => n + inducement.count, 0)

/** The potions a team still holds. */
export const potionsLeft = (match: Match, state: MatchState, team: number): Potions =>
  state.teams[team]!.potions ?? { lesser: count(match, team, LESSER), superior: count(match, team, SUPERIOR) }

/** Whether the player has had a magic potion this match. */
const hadPotion = (player: PlayerState) => player.gained?.some((gain) => gain.tag === MAGIC_POTION) === true

/** Who may be given a potion: on the team, not had one, in the reserves or the KO box. */
const mayDrink = (player: PlayerState) => !hadPotion(player) && (player.box === "reserves" || player.box === "ko")

/** The potion step for the start of a drive, when a team holds any potion. */
export const potionsAtDriveStart = (match: Match, state: MatchState): ReadonlyArray<Step> => {
  const teams = state.teams.flatMap((_, team) => {
    const left = potionsLeft(match, state, team)
    return left.lesser + left.superior > 0 && state.players.some((p) => p.team === team && mayDrink(p)) ? [team] : []
  })
  return teams.length === 0 ? [] : [{ _tag: "MagicPotions", teams, drinking: null }]
}

/** Black Market Dealer: each team receives one free Lesser Magic Potion. */
export const receiveLesserPotion = (ctx: Ctx, state: MatchState): MatchState =>
  withTeams(state, state.teams.map((team, i) => {
    const left = potionsLeft(ctx.match, state, i)
    return withTeam(team, { potions: { lesser: left.lesser + 1, superior: left.superior } })
  }))

interface Row {
  readonly name: string
  /** Skills, traits and characteristic changes for the rest of the match. */
  readonly gain?: Omit<Gain, "source" | "until">
  /** More gains (rule markers) from the same potion. */
  readonly markers?: ReadonlyArray<string>
  /** A Knocked-out player recovers (to the reserves). */
  readonly recovers: boolean
  /** What the engine cannot fold of this row (a feature name), if anything. */
  readonly unsupported?: string
}

/** The Lesser Magic Potions table (D8); 1 and 8 are handled by the step. */
const LESSER_TABLE: Readonly<Record<number, Row>> = {
  1: { name: "Manticore Venom", recovers: false },
  2: { name: "Fresh Water", recovers: false },
  3: { name: "Blood & Bootlaces I.P.A.", gain: { skills: ["Bone Head"], improve: { ag: -1 } }, recovers: true },
  4: { name: "Healing Bairn", recovers: true },
  5: { name: "Fungus Broth", gain: { skills: ["Projectile Vomit"] }, recovers: true },
  6: { name: "Warpstone Whiskey", gain: { skills: ["Jump Up", "Leap"] }, markers: ["activates-first"], recovers: true },
  7: { name: "Bugman's XXXXXX", gain: { skills: ["Pro"] }, recovers: true },
  8: { name: "It's an actual Potion!", recovers: false }
}

/** The Superior Magic Potions table (D8). A Knocked-out player always recovers. */
const SUPERIOR_TABLE: Readonly<Record<number, Row>> = {
  1: { name: "Potion of Endurance", gain: { skills: [], improve: { av: 1 } }, markers: ["casualty-to-ko"], recovers: true },
  2: { name: "Potion of Mutation", recovers: true },
  3: { name: "Potion of Accuracy", gain: { skills: [], improve: { pa: 1 } }, markers: ["no-range-modifiers"], recovers: true },
  4: { name: "Potion of Intelligence", gain: { skills: ["Leader", "Sidestep"] }, recovers: true },
  5: { name: "Potion of Grace", gain: { skills: ["Sure Feet"], improve: { ag: 1 } }, recovers: true },
  6: { name: "Potion of Speed", gain: { skills: ["Sprint"], improve: { ma: 1 } }, recovers: true },
  7: { name: "Potion of Strength", gain: { skills: ["Stand Firm"], improve: { st: 1 } }, recovers: true },
  8: { name: "Potion of Rage", gain: { skills: ["Frenzy", "Animal Savagery"], improve: { st: 2 } }, recovers: true }
}

/**
 * The Mutations, in the order of the rulebook's random selection: a first D6 of 1–3 reads the
 * first six, 4–6 the last six; the second D6 picks the row.
 */
export const MUTATIONS: ReadonlyArray<string> = [
  "Big Hand", "Claws", "Disturbing Presence", "Extra Arms", "Foul Appearance", "Horns",
  "Iron Hard Skin", "Monstrous Mouth", "Prehensile Tail", "Tentacles", "Two Heads", "Very Long Legs"
]

/**
 * The Potion of Mutation's random Mutation: a `2d6` roll (`magic-potion`, `player` set: its first face picks the half of the list, its second the Mutation). One
 * the player already has is rolled again (our reading of "may roll again": keeping it would give
 * nothing); whether a player "cannot use" a Mutation is not judged, so that one is kept. A
 * Mutation this engine does not fold yet stops the fold as Unsupported (`skill: <name>`).
 */
const mutate = (ctx: Ctx, state: MatchState, step: MagicPotionsStep, player: string, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "2d6", MAGIC_POTION, player, 2)
  if (rolled._tag === "Failure") return propagate(rolled)
  const [first, second] = rolled.success.faces as [number, number]
  const mutation = MUTATIONS[(first <= 3 ? 0 : 6) + second - 1]!
  const index = playerIndex(ctx, player)
  const again = hasSkill(ctx.match, state, index, mutation)
  judge(ctx, { rule: "Potion of Mutation", player, roll: rolled.success, result: again ? `${mutation}, which ${nameOf(ctx, player)} has already: rolled again` : mutation })
  if (again) return consumed(state)
  if (!IMPLEMENTED_SKILLS.has(skillKey(mutation))) return unsupported(ctx, `skill: ${mutation}`, `${nameOf(ctx, player)} gains ${mutation}; this engine does not fold that skill yet`)
  note(ctx, `Potion of Mutation: ${nameOf(ctx, player)} gains ${mutation} for the rest of the game`)
  return consumed(drink(ctx, updateTop(state, { ...step, drinking: null }), index, { name: "Potion of Mutation", gain: { skills: [mutation] }, recovers: true }))
}

const potionName = (table: "lesser" | "superior") => (table === "lesser" ? "Lesser Magic Potion" : "Superior Magic Potion")

/** Gives the player the row's effect: the gains (with the `magic-potion` mark), a KO'd player's recovery. */
const drink = (ctx: Ctx, state: MatchState, index: number, row: Row): MatchState => {
  let player = addGain(state.players[index]!, { source: row.name, until: "game", skills: row.gain?.skills ?? [], ...(row.gain?.improve === undefined ? {} : { improve: row.gain.improve }), tag: MAGIC_POTION })
  for (const marker of row.markers ?? []) player = addGain(player, { source: row.name, until: "game", skills: [], tag: marker })
  let next = setPlayer(state, index, { gained: player.gained })
  if (row.recovers && player.box === "ko") {
    note(ctx, `${row.name}: ${nameOf(ctx, player.id)} recovers from the KO, to the reserves`)
    next = setPlayer(next, index, { box: "reserves" })
  }
  // Leader gained now: a team with no Leader re-roll this half gets one (our reading).
  if (row.gain?.skills.includes("Leader") === true && next.teams[player.team]!.leaderReroll === undefined) {
    note(ctx, `${teamOf(ctx, player.team).name} now have a Leader: they have the Leader re-roll for the rest of the half`)
    next = setTeam(next, player.team, { leaderReroll: true })
  }
  return next
}

const given = (event: MatchEvent): event is Extract<MatchEvent, { _tag: "InducementUsed" }> =>
  event._tag === "InducementUsed" && (event.inducement === LESSER || event.inducement === SUPERIOR)

export const magicPotionsHandler: StepHandler<MagicPotionsStep> = {
  expects: (step) =>
    step.drinking?.table === "mutation"
      ? { kind: "roll", die: "2d6", for: "magic-potion", player: step.drinking.player, count: 2 }
      : step.drinking !== null
      ? { kind: "roll", die: "d8", for: "magic-potion", player: step.drinking.player }
      : { kind: "decision", team: step.teams[0]!, events: ["InducementUsed", "ChoiceDeclined"], about: "give magic potions to players before the set-up, or be done" },
  // A team with no potion left, or no one left to give one to, is done.
  auto: (ctx, state, step) => {
    if (step.drinking !== null) return undefined
    const teams = step.teams.filter((team) => {
      const left = potionsLeft(ctx.match, state, team)
      return left.lesser + left.superior > 0 && state.players.some((p) => p.team === team && mayDrink(p))
    })
    if (teams.length === step.teams.length) return undefined
    return done(teams.length === 0 ? pop(state) : updateTop(state, { ...step, teams }))
  },
  on: (ctx, state, step, event) => {
    if (step.drinking?.table === "mutation") return mutate(ctx, state, step, step.drinking.player, event)
    if (step.drinking !== null) {
      const { player, table } = step.drinking as { readonly player: string; readonly table: "lesser" | "superior" }
      const rolled = expectRoll(ctx, event, "d8", "magic-potion", player, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const row = (table === "lesser" ? LESSER_TABLE : SUPERIOR_TABLE)[face]!
      judge(ctx, { rule: potionName(table), player, roll: rolled.success, total: face, result: row.name })
      const rest = updateTop(state, { ...step, drinking: null })
      if (row.unsupported !== undefined) {
        return unsupported(ctx, row.unsupported, `${nameOf(ctx, player)} drinks a ${row.name}; this engine does not fold its effect yet`)
      }
      const index = playerIndex(ctx, player)
      if (table === "superior" && face === 2) {
        note(ctx, `${row.name}: ${nameOf(ctx, player)} gains a random Mutation (two D6)`)
        return consumed(updateTop(state, { ...step, drinking: { player, table: "mutation" } }))
      }
      if (table === "lesser" && face === 8) {
        note(ctx, `${row.name}: roll on the Superior Magic Potions table instead`)
        return consumed(updateTop(state, { ...step, drinking: { player, table: "superior" } }))
      }
      if (table === "lesser" && face === 1) {
        note(ctx, `${row.name}: ${nameOf(ctx, player)} is removed from the game, a Casualty`)
        const marked = setPlayer(state, index, { gained: addGain(state.players[index]!, { source: row.name, until: "game", skills: [], tag: MAGIC_POTION }).gained })
        return consumed(replaceTop(marked, { _tag: "Casualty", player, cause: "other", by: null, stage: "roll", row: null }, { ...step, drinking: null }))
      }
      note(ctx, `${row.name}: ${describe(row)}`)
      return consumed(drink(ctx, rest, index, row))
    }
    if (given(event)) {
      const team = ctx.match.teamIndex.get(event.team)
      if (team === undefined || !step.teams.includes(team)) return violation(ctx, "magic potion", `${event.team} cannot give a magic potion now`)
      const table = event.inducement === LESSER ? "lesser" : "superior"
      const left = potionsLeft(ctx.match, state, team)
      if (left[table] === 0) return violation(ctx, "magic potion", `${teamOf(ctx, team).name} have no ${potionName(table)} left`)
      if (event.player === undefined) return violation(ctx, "magic potion", `a magic potion is given to a player: the event names no player`)
      const index = ctx.match.playerIndex.get(event.player)
      if (index === undefined) return violation(ctx, "magic potion", `no player ${event.player}`)
      const player = state.players[index]!
      if (player.team !== team) return violation(ctx, "magic potion", `${nameOf(ctx, player.id)} does not play for ${teamOf(ctx, team).name}`)
      if (hadPotion(player)) return violation(ctx, "magic potion", `${nameOf(ctx, player.id)} has had a magic potion already: one per player`)
      if (!mayDrink(player)) return violation(ctx, "magic potion", `${nameOf(ctx, player.id)} is not in the reserves or the KO box (${player.box ?? "on the pitch"})`)
      note(ctx, `${teamOf(ctx, team).name} give ${nameOf(ctx, player.id)} a ${potionName(table)}`)
      const next = setTeam(state, team, { potions: { ...left, [table]: left[table] - 1 } })
      return consumed(updateTop(next, { ...step, drinking: { player: player.id, table } }))
    }
    if (event._tag === "ChoiceDeclined" && event.choice === MAGIC_POTION) {
      const team = ctx.match.teamIndex.get(event.team)
      if (team === undefined || !step.teams.includes(team)) return violation(ctx, "magic potion", `${event.team} have no magic potions to give now`)
      const teams = step.teams.filter((t) => t !== team)
      return consumed(teams.length === 0 ? pop(state) : updateTop(state, { ...step, teams }))
    }
    // Anything else (the set-up) means the coaches are done giving potions.
    return passOn(pop(state))
  }
}

const describe = (row: Row): string => {
  const parts: Array<string> = []
  const improve = row.gain?.improve ?? {}
  for (const [which, by] of Object.entries(improve)) parts.push(`${by! > 0 ? "+" : ""}${by} ${which.toUpperCase()}`)
  for (const skill of row.gain?.skills ?? []) parts.push(skill)
  if (row.markers?.includes("activates-first") === true) parts.push("must be the team's first player activated each team turn")
  if (row.markers?.includes("casualty-to-ko") === true) parts.push("the next Casualty is a KO instead")
  if (row.markers?.includes("no-range-modifiers") === true) parts.push("no range modifiers on Pass actions")
  return parts.length === 0 ? "no effect" : `${parts.join(", ")} for the rest of the game`
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/other/magic-potions": MagicPotionsStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    potionsAtDriveStart: typeof potionsAtDriveStart
  }
}
