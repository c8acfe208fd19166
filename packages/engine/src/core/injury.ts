// The injury roll (2D6 on the injury table, the Stunty one for a Stunty player), a push into the crowd,
// what follows a KO or a casualty, and the injury taking effect. A player going down and the armour
// roll are core/knock-down.ts; the casualty roll core/casualty.ts; the apothecary and Regeneration
// core/apothecary.ts.
import { above } from "./above.js"
import { hasSkill } from "../model/match.js"
import type { Box, MatchState } from "../model/state.js"
import { readTable, type Table, type TableRow } from "./variant/tables.js"
import type { CasualtyRow } from "./variant/variant.js"
import {
  consumed,
  propagate,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  playerIndex,
  replaceTop,
  setPlayer,
  type StepHandler,
  sum,
  teamOf,
  totalModifier,
  updateTop,
  violation
} from "./context.js"
import type { InjuryCause, InjuryResult, Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { dropBall } from "./knock-down.js"
import { type Casualty, CASUALTY_BOX, enduranceSaves } from "./casualty.js"

/** A bonus the attacker may add to armour or injury (Mighty Blow on a block, Dirty Player on a foul). */
export interface InjuryBonus {
  readonly skill: string
  readonly value: number
  /** How the modifier is labelled when it is not a skill's (a wizard's Fireball); `skill: <skill>` otherwise. */
  readonly source?: string
}

export interface InjuryStep {
  readonly _tag: "Injury"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly modifiers: ReadonlyArray<Modifier>
  /** A Stunned result counts as KO'd (a fumbled Kick Team-mate: the player is off the pitch). */
  readonly stunnedAsKo?: boolean
  /** A casualty counts as Badly Hurt (a Thrall bitten by a Vampire: skills/bloodlust.ts). */
  readonly casualtyAsBadlyHurt?: boolean
}

/** What an injury does to a player, before an apothecary or Regeneration changes it. */
export type PendingInjury = { readonly kind: "ko" } | { readonly kind: "casualty"; readonly casualty: Casualty }

/** The injury takes effect: the player leaves the pitch for the box it sends them to. */
export interface ApplyInjuryStep {
  readonly _tag: "ApplyInjury"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly result: InjuryResult | "reserves"
}

/** Injury roll without armour (a push into the crowd). */
export const crowdInjury = (player: string, by: string | null): InjuryStep => ({ _tag: "Injury", player, cause: "crowd", by, modifiers: [] })

/**
 * A player pushed into the crowd: the crowd's injury roll, after any saving rolls the stadium
 * gives a player of this team (a home crowd, a Bunch of Pacifists; the CrowdSave step, src/stadium/)
 * and with its modifiers (Boisterous Rabble).
 */
export const intoTheCrowd = (ctx: Ctx, team: number, player: string, by: string | null): Step => {
  const rule = ctx.variant.crowd?.(team)
  if (rule === undefined) return crowdInjury(player, by)
  if (rule.saves.length > 0) return { _tag: "CrowdSave", player, by, saves: rule.saves, injuryModifiers: rule.injuryModifiers }
  return { ...crowdInjury(player, by), modifiers: rule.injuryModifiers }
}

const apothecaryAvailable = (ctx: Ctx, state: MatchState, player: string): boolean => {
  const team = state.players[playerIndex(ctx, player)]!.team
  return state.teams[team]!.apothecaries > 0
}

/** After a KO or casualty: offer the apothecary if the team has one, else apply it (with Regeneration). */
export const afterInjury = (ctx: Ctx, state: MatchState, step: { player: string; cause: InjuryCause; by: string | null }, injury: PendingInjury): ReadonlyArray<Step> => {
  if (apothecaryAvailable(ctx, state, step.player)) {
    return [{ _tag: "Apothecary", player: step.player, cause: step.cause, by: step.by, injury, stage: "offer", second: null, secondRow: null }]
  }
  return resolveInjury(ctx, state, step, injury)
}

export const resolveInjury = (ctx: Ctx, state: MatchState, step: { player: string; cause: InjuryCause; by: string | null }, injury: PendingInjury): ReadonlyArray<Step> => {
  if (injury.kind === "ko") {
    // A Plague Doctor may treat a KO'd player as an apothecary would (inducements/staff/regeneration-staff.ts).
    const doctor = above.plagueDoctorOffer(ctx, state, step)
    return doctor !== null ? [doctor] : koStands(ctx, state, step)
  }
  if (hasSkill(ctx.match, state, playerIndex(ctx, step.player), "Regeneration")) {
    return [{ _tag: "Regeneration", player: step.player, cause: step.cause, by: step.by, casualty: injury.casualty }]
  }
  return [{ _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: injury.casualty.row }]
}

/** A KO that nobody treats takes effect. */
export const koStands = (ctx: Ctx, state: MatchState, step: { player: string; cause: InjuryCause; by: string | null }): ReadonlyArray<Step> =>
  // A variant may put a roll first (Gutter Bowl's This Round Is On Us!: 4+ to the reserves).
  ctx.variant.hooks?.koStands?.(state, step) ??
    [{ _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "ko" }]

/** An apothecary (or a Plague Doctor) treats a KO: Stunned where the player lies; from the crowd, or off the pitch, the reserves. */
export const treatKo = (ctx: Ctx, state: MatchState, step: { player: string; cause: InjuryCause; by: string | null }): MatchState => {
  const index = playerIndex(ctx, step.player)
  if (step.cause === "crowd" || state.players[index]!.at === null) {
    return replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" })
  }
  return replaceTop(setPlayer(state, index, { posture: "stunned", justStunned: true }))
}

/** An injury roll read: its total and the row of the table (the Stunty one for a Stunty player). */
export interface InjuryReading {
  readonly table: Table
  readonly modifiers: ReadonlyArray<Modifier>
  readonly total: number
  readonly row: TableRow
  readonly notes: ReadonlyArray<string>
}

/** Reads an injury roll; `extra` are modifiers a coach adds once the dice are seen (stars/star-blows.ts). */
export const readInjury = (ctx: Ctx, state: MatchState, step: InjuryStep, faces: ReadonlyArray<number>, extra: ReadonlyArray<Modifier> = []): InjuryReading => {
  const index = playerIndex(ctx, step.player)
  const stunty = hasSkill(ctx.match, state, index, "Stunty")
  const table = stunty ? ctx.variant.tables.stuntyInjury : ctx.variant.tables.injury
  // Spranley's Cup (a Special Plays card): nothing modifies an injury roll against its holder.
  const cup = above.holdsSpranleysCup(state, index) && step.modifiers.length + extra.length > 0
  const modifiers = cup ? [] : [...step.modifiers, ...extra]
  const total = sum(faces) + totalModifier(modifiers)
  let tableRow = readTable(table, total)
  const notes: Array<string> = stunty ? ["Stunty: the Stunty injury table is used"] : []
  if (cup) notes.push("Spranley's Cup: the injury roll is not modified")
  // Thick Skull: the lowest KO result (8, or 7 on the Stunty table) counts as Stunned.
  if (hasSkill(ctx.match, state, index, "Thick Skull") && tableRow.id === "ko" && total === tableRow.from) {
    notes.push(`Thick Skull turns ${total === 8 || total === 11 || total === 18 ? "an" : "a"} ${total} into Stunned`)
    tableRow = table[0]!
  }
  return { table, modifiers, total, row: tableRow, notes }
}

/** Judges a read injury roll; the row it gives, after any claim. */
export const judgeInjury = (ctx: Ctx, step: InjuryStep, roll: Parameters<typeof judge>[1]["roll"], reading: InjuryReading): string => {
  const { row } = judge(ctx, {
    rule: "Injury",
    player: step.player,
    roll,
    modifiers: reading.modifiers,
    total: reading.total,
    row: reading.row.id,
    result: reading.row.name,
    notes: reading.notes
  })
  return row ?? reading.row.id
}

export const injuryHandler: StepHandler<InjuryStep> = {
  expects: (step) => ({ kind: "roll", die: "2d6", for: "injury", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "2d6", "injury", step.player, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const reading = readInjury(ctx, state, step, rolled.success.faces)
    const result = judgeInjury(ctx, step, rolled.success, reading)
    // A star player's +1 the coach may add now the dice are seen (Ram, Slayer, Brutal Block…: stars/star-blows.ts).
    const offer = above.injuryBlowOffer(ctx, state, step, rolled.success, reading, result)
    if (offer !== null) return consumed(updateTop(state, offer))
    return afterInjuryRoll(ctx, state, step, result, reading.table)
  }
}

/** What an injury result does: stunned, KO'd, a casualty roll (or the variant's own rows). */
export const afterInjuryRoll = (ctx: Ctx, state: MatchState, step: InjuryStep, result: string, table: Table): Fold<Handled> => {
  const index = playerIndex(ctx, step.player)
  if (result !== "stunned" && result !== "ko") {
    const saved = enduranceSaves(ctx, state, step.player)
    if (saved !== null) return consumed(replaceTop(saved, ...afterInjury(ctx, saved, step, { kind: "ko" })))
  }
  switch (result) {
    case "stunned": {
      if (step.stunnedAsKo === true) return consumed(replaceTop(state, ...afterInjury(ctx, state, step, { kind: "ko" })))
      ctx.outcomes.push({ _tag: "Injury", player: step.player, result: "stunned", cause: step.cause, by: step.by })
      // A player pushed into the crowd who is only stunned goes to the reserves.
      if (step.cause === "crowd") return consumed(replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" }))
      return consumed(replaceTop(setPlayer(state, index, { posture: "stunned", justStunned: true })))
    }
    case "ko": {
      // Mungo Spinecracker may roll for his team's KO'd player before they leave the pitch (inducements/staff/mungo-spinecracker.ts).
      const mungo = above.mungoOffer(ctx.match, state, step)
      return consumed(replaceTop(state, ...(mungo !== null ? [mungo] : afterInjury(ctx, state, step, { kind: "ko" }))))
    }
    case "badly-hurt":
      return consumed(replaceTop(state, ...afterInjury(ctx, state, step, { kind: "casualty", casualty: { row: "badly-hurt", lasting: null } })))
    case "switch": {
      // Holiday Special's Switch!: off the pitch and into the other team's reserves, theirs for the rest of the match.
      const player = state.players[index]!
      const other = (player.team + 1) % state.teams.length
      ctx.outcomes.push({ _tag: "Note", text: `Switch! ${nameOf(ctx, step.player)} goes to ${teamOf(ctx, other).name}'s reserves and plays for them for the rest of the match` })
      return consumed(replaceTop(setPlayer(state, index, { team: other, at: null, box: "reserves", posture: "standing", justStunned: false })))
    }
    default: {
      if (step.casualtyAsBadlyHurt === true) {
        ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} was bitten: the casualty counts as Badly Hurt` })
        return consumed(replaceTop(state, ...afterInjury(ctx, state, step, { kind: "casualty", casualty: { row: "badly-hurt", lasting: null } })))
      }
      // A table that names the casualty itself (Sevens: Seriously Hurt, Dead) needs no casualty roll.
      if ((result === "seriously-hurt" || result === "dead") && table.some((r) => r.id === result)) {
        return consumed(replaceTop(state, ...afterInjury(ctx, state, step, { kind: "casualty", casualty: { row: result, lasting: null } })))
      }
      if (ctx.variant.tables.casualty === null) {
        return violation(ctx, "injury", `${ctx.variant.name} has no casualty table: its injury table gives the casualty itself, not "${result}"`)
      }
      return consumed(replaceTop(state, { _tag: "Casualty", player: step.player, cause: step.cause, by: step.by, stage: "roll", row: null }))
    }
  }
}

export const applyInjuryHandler: StepHandler<ApplyInjuryStep> = {
  expects: () => ({ kind: "nothing", about: "an injury takes effect" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    const player = state.players[index]!
    const box: Box = step.result === "reserves" ? "reserves" : step.result === "ko" ? "ko" : CASUALTY_BOX[step.result as CasualtyRow]
    let next = dropBall(state, player)
    next = setPlayer(next, index, { at: null, box, posture: "standing", justStunned: false })
    if (box !== "reserves") next = above.leaderRerollKept(ctx.match, next, player.team)
    // Two for One: the partner's Loner is 2+ from now on (stars/two-for-one.ts).
    next = above.partnerOut(ctx.match, next, index, box)
    if (step.result !== "reserves") {
      ctx.outcomes.push({ _tag: "Injury", player: step.player, result: step.result, cause: step.cause, by: step.by })
      // A casualty caused by a star with Pump Up The Crowd: a team re-roll for the drive (stars/pump-up-the-crowd.ts).
      if (step.result !== "ko") next = above.pumpUpTheCrowd(ctx, next, step.by)
      if (step.result !== "ko" && step.by !== null && (step.cause === "block" || step.cause === "foul")) {
        const byIndex = playerIndex(ctx, step.by)
        const by = next.players[byIndex]!
        next = setPlayer(next, byIndex, { stats: { ...by.stats, casualties: by.stats.casualties + 1 } })
      }
    }
    // A player killed by a Block or a Foul: the killer's coach may use Plague Ridden (skills/plague-ridden.ts);
    // any killed player: the other team's Necromancer may raise them (skills/raise-the-dead.ts).
    // Special Plays cards played as the player is killed come first (Magic Sponge, special-plays/miscellaneous-mayhem.ts).
    if (step.result === "dead") return done(replaceTop(next, ...above.deadWindow(next, player.team, step.player), ...above.plagueRiddenOffer(ctx, next, step.player, step.cause, step.by), ...above.raiseTheDeadOffer(ctx, next, step.player)))
    // A Serious Injury no one healed: Death Zone's Medicinal Unguent may send the player to the reserves (inducements/other/medicinal-unguent.ts).
    return done(replaceTop(next, ...above.medicinalUnguentOffer(ctx, state, step.player, step.result)))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/injury": ApplyInjuryStep | InjuryStep
  }
}
