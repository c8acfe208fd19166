import type { Match } from "../../model/match.js"
import { parseSkill, skillKey, skillNumber } from "../../model/skills.js"
import { addGain, type Box, changedPlayers, type Gain, type MatchState, type PlayerState, withGained, withPlayer, withPlayers } from "../../model/state.js"
import type { CasualtyRow } from "../../core/variant/variant.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  propagate,
  replaceTop,
  setPlayer,
  setTeam,
  type StepHandler,
  teamOf,
  updateTop,
  violation
} from "../../core/context.js"
import { rollCasualty, rollLasting } from "../../core/casualty.js"
import { hiresStaff, namedStaff } from "../../model/staff-names.js"

/**
 * Krot Shockwhisker, (In)Famous Coaching Staff of Death Zone (Blood Bowl 2020; BBBase
 * docs/bb2020/death_zone/new_inducements.md, "A New Playthi... er, Patient!"). He does not play.
 * Neither FFB nor Jervis encodes him; our reading of the rule:
 *
 * - When: once per game, in Step 2 of the End of Drive sequence (with the KO recovery rolls, before
 *   them), when a drive follows — not at the end of the match's last half, where his patient would
 *   have no drive to play. The Secret Weapons are dealt with first, as always.
 * - Whom: a player of his team in the Casualty box (Badly Hurt, Seriously Hurt or Dead), not a Star
 *   Player or a Mercenary. The coach names them with `PlayerChosen` (`for: "a-new-plaything"`);
 *   `ChoiceDeclined` `"a-new-plaything"` (or any other event) passes. Then a `d6` `a-new-plaything`
 *   with `player` set.
 * - 1, There Were... Complications: the opposing coach rolls on the Casualty table (a `d16`
 *   `casualty` with `player` set, a `lasting-injury` D6 after a Lasting Injury); the player ends in
 *   the worse of the two boxes (Dead over Seriously Hurt over Badly Hurt).
 * - 2–3, Useless Flesh-thing!: nothing.
 * - 4–5, Flawed Execution: to the Reserves, with Really Stupid (4+) until the end of the next drive
 *   (Really Stupid (5+) if they have it already); 6, Witness Perfection!: to the Reserves.
 * - At the end of that next drive the player goes back to the Casualty box they came from,
 *   wherever they are then (the reserves, the KO box), unless they were sent off or suffered a
 *   Casualty again in the drive (then that box stands).
 */

export const KROT_SHOCKWHISKER = "Krot Shockwhisker"
export const A_NEW_PLAYTHING = "A New Playthi... er, Patient!"
export const KROT_CHOICE = "a-new-plaything"

const named = namedStaff(KROT_SHOCKWHISKER)

/** Whether the staff member named in a header is Krot (inducements/staff/infamous-staff.ts lets him through). */
export const isKrot = named

const USED = `${KROT_SHOCKWHISKER}: used`
/** A gain's tag on a patient back in the reserves: the Casualty box they return to. */
const PATIENT = "krot-patient:"

const CASUALTY_BOXES: ReadonlyArray<Box> = ["bh", "si", "dead"]
const BOX_OF: Readonly<Record<CasualtyRow, Box>> = { "badly-hurt": "bh", "seriously-hurt": "si", "serious-injury": "si", "lasting-injury": "si", dead: "dead" }
const BOX_NAME: Readonly<Record<string, string>> = { bh: "Badly Hurt", si: "Seriously Hurt", dead: "Dead" }

export interface KrotStep {
  readonly _tag: "Krot"
  readonly team: number
  readonly stage: "offer" | "roll" | "casualty" | "lasting"
  readonly player: string | null
}

const krotHired = (match: Match, team: number): boolean =>
  hiresStaff(match.header.teams[team]!, named)

/** The team's players Krot may choose now. */
const patients = (match: Match, state: MatchState, team: number): ReadonlyArray<PlayerState> =>
  state.players.filter((p, i) => p.team === team && CASUALTY_BOXES.includes(p.box as Box) && match.roster[i]!.hired !== "star-player" && match.roster[i]!.hired !== "mercenary")

/** Krot's offers at the end of a drive that another drive follows, for each team with him unused and a patient to choose. */
export const krotAtDriveEnd = (match: Match, state: MatchState, driveFollows: boolean): ReadonlyArray<KrotStep> =>
  !driveFollows
    ? []
    : state.teams.flatMap((team, i) =>
      krotHired(match, i) && team.specialRulesUsed?.includes(USED) !== true && patients(match, state, i).length > 0
        ? [{ _tag: "Krot", team: i, stage: "offer", player: null } as const]
        : []
    )

/**
 * At the end of the drive a patient played: back to the Casualty box they came from (before the
 * KO recovery rolls, so a patient KO'd in the drive does not roll).
 */
export const krotPatientsReturn = (ctx: Ctx, state: MatchState): MatchState => {
  const players = changedPlayers(state.players, (player) => {
    const marker = player.gained?.find((gain) => gain.tag?.startsWith(PATIENT) === true)
    if (marker === undefined) return player
    const home = marker.tag!.slice(PATIENT.length) as Box
    const kept = player.gained!.filter((gain) => gain !== marker)
    const stays = CASUALTY_BOXES.includes(player.box as Box) || player.box === "sent-off"
    if (!stays) note(ctx, `${KROT_SHOCKWHISKER}: ${nameOf(ctx, player.id)} goes back to the Casualty box (${BOX_NAME[home]}) at the end of the drive`)
    return withGained(stays ? player : withPlayer(player, { box: home, at: null }), kept.length === 0 ? undefined : kept)
  })
  return players === state.players ? state : withPlayers(state, players)
}

const ROWS = ["complications", "useless", "flawed-execution", "witness-perfection"] as const
type Row = (typeof ROWS)[number]
const rowOf = (face: number): Row => (face === 1 ? "complications" : face <= 3 ? "useless" : face <= 5 ? "flawed-execution" : "witness-perfection")
const RESULT: Readonly<Record<Row, string>> = {
  complications: "There Were... Complications: the opposing coach rolls on the Casualty table",
  useless: "Useless Flesh-thing!: no effect",
  "flawed-execution": "Flawed Execution: to the Reserves, Really Stupid until the end of the next drive",
  "witness-perfection": "Witness Perfection!: to the Reserves for the next drive"
}

/** The patient in the reserves, to return to `box` after the next drive. */
const patch = (state: MatchState, index: number, box: Box, stupid: boolean, ctx: Ctx): MatchState => {
  let player = state.players[index]!
  if (stupid) {
    // Really Stupid (4+), or (5+) for a player who has it already: until the end of the next drive (the gain lapses then).
    const already = ctx.match.roster[index]!.skillIndex.has("really stupid") || player.gained?.some((g) => g.skills.some((s) => skillKey(s) === "really stupid")) === true
    player = addGain(player, { source: A_NEW_PLAYTHING, until: "drive", skills: [already ? "Really Stupid (5+)" : "Really Stupid (4+)"] })
  }
  player = addGain(player, { source: A_NEW_PLAYTHING, until: "game", skills: [], tag: `${PATIENT}${box}` })
  return setPlayer(state, index, { box: "reserves", gained: player.gained })
}

/** The patient's box after the complication's casualty: the worse of the two. */
const worse = (a: Box, b: Box): Box => (CASUALTY_BOXES.indexOf(a) >= CASUALTY_BOXES.indexOf(b) ? a : b)

const complicate = (ctx: Ctx, state: MatchState, step: KrotStep, row: CasualtyRow): Fold<Handled> => {
  const index = playerIndex(ctx, step.player!)
  const player = state.players[index]!
  const box = worse(player.box as Box, BOX_OF[row])
  ctx.outcomes.push({ _tag: "Injury", player: player.id, result: row, cause: "other", by: null })
  note(ctx, `${KROT_SHOCKWHISKER}: ${nameOf(ctx, player.id)} ${box === player.box ? `stays ${BOX_NAME[box]}` : `is now ${BOX_NAME[box]}`}`)
  return consumed(replaceTop(setPlayer(state, index, { box })))
}

export const krotHandler: StepHandler<KrotStep> = {
  expects: (step) => {
    switch (step.stage) {
      case "offer":
        return { kind: "decision", team: step.team, events: ["PlayerChosen", "ChoiceDeclined"], about: `have ${KROT_SHOCKWHISKER} experiment on a Casualty?` }
      case "roll":
        return { kind: "roll", die: "d6", for: KROT_CHOICE, player: step.player }
      case "casualty":
        return { kind: "roll", die: "d16", for: "casualty", player: step.player }
      case "lasting":
        return { kind: "roll", die: "d6", for: "lasting-injury", player: step.player }
    }
  },
  on: (ctx, state, step, event): Fold<Handled> => {
    const name = teamOf(ctx, step.team).name
    switch (step.stage) {
      case "offer": {
        if (event._tag === "PlayerChosen" && event.for === KROT_CHOICE) {
          if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, A_NEW_PLAYTHING, `${KROT_SHOCKWHISKER} works for ${name}, not ${event.team}`)
          if (!patients(ctx.match, state, step.team).some((p) => p.id === event.player)) {
            return violation(ctx, A_NEW_PLAYTHING, `${KROT_SHOCKWHISKER} experiments on a player of ${name} in the Casualty box (no Star Player or Mercenary), not ${nameOf(ctx, event.player)}`)
          }
          note(ctx, `${KROT_SHOCKWHISKER} experiments on ${nameOf(ctx, event.player)} (once per game)`)
          const used = setTeam(state, step.team, { specialRulesUsed: [...(state.teams[step.team]!.specialRulesUsed ?? []), USED] })
          return consumed(updateTop(used, { ...step, stage: "roll", player: event.player }))
        }
        if (event._tag === "ChoiceDeclined" && event.choice === KROT_CHOICE && ctx.match.teamIndex.get(event.team) === step.team) return consumed(replaceTop(state))
        return passOn(replaceTop(state))
      }
      case "roll": {
        const rolled = expectRoll(ctx, event, "d6", KROT_CHOICE, step.player, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const derived = rowOf(face)
        const { row } = judge(ctx, { rule: `${KROT_SHOCKWHISKER}: ${A_NEW_PLAYTHING}`, player: step.player, roll: rolled.success, total: face, row: derived, result: RESULT[derived] })
        const chosen: Row = row !== null && (ROWS as ReadonlyArray<string>).includes(row) ? (row as Row) : derived
        const index = playerIndex(ctx, step.player!)
        const box = state.players[index]!.box as Box
        switch (chosen) {
          case "complications":
            return consumed(updateTop(state, { ...step, stage: "casualty" }))
          case "useless":
            return consumed(replaceTop(state))
          case "flawed-execution":
          case "witness-perfection":
            note(ctx, `${nameOf(ctx, step.player!)} goes to the Reserves and returns to the Casualty box (${BOX_NAME[box]}) at the end of the next drive`)
            return consumed(replaceTop(patch(state, index, box, chosen === "flawed-execution", ctx)))
        }
      }
      case "casualty": {
        const row = rollCasualty(ctx, step.player!, event)
        if (row._tag === "Failure") return propagate(row)
        if (row.success === "lasting-injury") return consumed(updateTop(state, { ...step, stage: "lasting" }))
        return complicate(ctx, state, step, row.success)
      }
      case "lasting": {
        const lasting = rollLasting(ctx, step.player!, event)
        if (lasting._tag === "Failure") return propagate(lasting)
        return complicate(ctx, state, step, "lasting-injury")
      }
    }
  }
}

/**
 * Really Stupid's target: 4, or the value of the latest gain that prints one (Krot's Really Stupid
 * (5+) replaces the player's own), else the roster's.
 */
export const reallyStupidTarget = (match: Match, state: MatchState, index: number): number => {
  const gained: ReadonlyArray<Gain> = state.players[index]!.gained ?? []
  for (let g = gained.length - 1; g >= 0; g--) {
    for (const skill of gained[g]!.skills) {
      if (skillKey(skill) !== "really stupid") continue
      const value = parseSkill(skill).value
      if (value !== null) return skillNumber(value, 4)
    }
  }
  return skillNumber(match.roster[index]!.skillIndex.get("really stupid")?.value ?? null, 4)
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/staff/krot-shockwhisker": KrotStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    krotAtDriveEnd: typeof krotAtDriveEnd
    krotPatientsReturn: typeof krotPatientsReturn
    reallyStupidTarget: typeof reallyStupidTarget
  }
}
