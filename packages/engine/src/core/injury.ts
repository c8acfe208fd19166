import { above } from "./above.js"
import { withBallOf, withBallOn } from "../model/balls.js"
import { Result } from "effect"
import type { MatchEvent } from "@sidelines/schema"
import { characteristic, hasGainTag, hasSkill } from "../model/match.js"
import { sameSquare, type Square } from "../model/square.js"
import type { Box, MatchState, PlayerState } from "../model/state.js"
import { readTable, type Table, type TableRow } from "./variant/tables.js"
import type { CasualtyRow, LastingInjuryRow } from "./variant/variant.js"
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
  note,
  passOn,
  playerIndex,
  replaceTop,
  setPlayer,
  setTeam,
  type StepHandler,
  sum,
  teamOf,
  testPasses,
  totalModifier,
  updateTop,
  violation
} from "./context.js"
import type { InjuryCause, InjuryResult, Modifier, TurnoverCause } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import { turnoverStep } from "./turnover.js"
import { fallWeather } from "./weather.js"
import { withPlayer, withState } from "../model/state.js"

/** A bonus the attacker may add to armour or injury (Mighty Blow on a block, Dirty Player on a foul). */
export interface InjuryBonus {
  readonly skill: string
  readonly value: number
  /** How the modifier is labelled when it is not a skill's (a wizard's Fireball); `skill: <skill>` otherwise. */
  readonly source?: string
}

/** A player goes down: placed prone (or Stunned, for falls), then an armour roll; a held ball comes loose. */
export interface KnockDownStep {
  readonly _tag: "KnockDown"
  readonly player: string
  /** Where they go down, when it is not where they stand (a failed dodge lands in the target square). */
  readonly at: Square | null
  readonly cause: InjuryCause
  readonly by: string | null
  readonly bonus: InjuryBonus | null
  /** Set when this knock-down ends the moving team's turn. */
  readonly turnover: TurnoverCause | null
  /** Ice: the player has slid (or stayed put) before going down (IceSlide, src/stadium/). */
  readonly slid?: boolean
  /** Armour modifiers beyond the variant's for a fall (Gutter Bowl: a thrown player who hit a wall, +1). */
  readonly modifiers?: ReadonlyArray<Modifier> | undefined
}

/** 2D6 against the player's AV: reaching it breaks the armour. */
export interface ArmourStep {
  readonly _tag: "Armour"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly modifiers: ReadonlyArray<Modifier>
  readonly bonus: InjuryBonus | null
}

/** 2D6 on the injury table (the Stunty table for Stunty players). */
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

export interface Casualty {
  readonly row: CasualtyRow
  readonly lasting: LastingInjuryRow | null
}

/** A D16 on the casualty table, and a D6 for a lasting injury. */
export interface CasualtyStep {
  readonly _tag: "Casualty"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly stage: "roll" | "lasting"
  readonly row: CasualtyRow | null
}

/** What an injury does to a player, before an apothecary or Regeneration changes it. */
export type PendingInjury = { readonly kind: "ko" } | { readonly kind: "casualty"; readonly casualty: Casualty }

/** The coach may send the apothecary (once a match) to a KO'd or injured player. */
export interface ApothecaryStep {
  readonly _tag: "Apothecary"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly injury: PendingInjury
  /** `patch` is the Sevens apothecary's D6; `roll`, `lasting` and `choose` the Blood Bowl second casualty roll. */
  readonly stage: "offer" | "patch" | "roll" | "lasting" | "choose"
  readonly second: Casualty | null
  readonly secondRow: CasualtyRow | null
}

/** Regeneration: a D6 after a casualty, 4+ and the player goes to the reserves instead. */
export interface RegenerationStep {
  readonly _tag: "Regeneration"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly casualty: Casualty
}

/** The injury takes effect: the player leaves the pitch for the box it sends them to. */
export interface ApplyInjuryStep {
  readonly _tag: "ApplyInjury"
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly result: InjuryResult | "reserves"
}

const CASUALTY_BOX: Record<CasualtyRow, Box> = {
  "badly-hurt": "bh",
  "seriously-hurt": "si",
  "serious-injury": "si",
  "lasting-injury": "si",
  dead: "dead"
}

/** Takes the ball from a player who goes down or leaves the pitch; it will bounce from their square. */
const dropBall = (state: MatchState, player: PlayerState): MatchState => {
  const held = withBallOf(state, player.id)
  return held.ball.carrier === player.id ? withState(held, {ball: { at: player.at, carrier: null, inPlay: true } }) : state
}

export const knockDown = (
  player: string,
  fields: Partial<Omit<KnockDownStep, "_tag" | "player">> = {}
): KnockDownStep => ({ _tag: "KnockDown", player, at: null, cause: "block", by: null, bonus: null, turnover: null, ...fields })

export const knockDownHandler: StepHandler<KnockDownStep> = {
  expects: () => ({ kind: "nothing", about: "a player goes down" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    // Ball Clone: the ball they hold, if either, is the one that drops.
    let next = withBallOf(state, step.player)
    const player = next.players[index]!
    // A player who has left the pitch before going down (through a trapdoor) is not knocked down.
    if (player.at === null && step.at === null) return done(replaceTop(state))
    // On ice the player slides a square first (a D8: IceSlide, src/stadium/).
    if (ctx.variant.slideOnIce !== undefined && step.slid !== true) return done(replaceTop(state, { _tag: "IceSlide", down: step, purpose: ctx.variant.slideOnIce }))
    const at = step.at ?? player.at
    if (step.at !== null && next.ball.carrier === player.id) next = withState(next, {ball: { ...next.ball, at: step.at } })
    const hadBall = next.ball.carrier === player.id
    if (!hadBall && at !== null) next = withBallOn(next, at)
    // A loose ball in the square where a player goes down (one who stepped onto it and fell) bounces too.
    const looseHere = next.ball.carrier === null && next.ball.inPlay && next.ball.at !== null && at !== null && sameSquare(next.ball.at, at)
    next = dropBall(setPlayer(next, index, { at, posture: "prone", used: above.uprooted(player) }), withPlayer(player, { at }))
    ctx.outcomes.push({ _tag: "KnockedDown", player: step.player, at, cause: step.cause })
    const steps: Array<Step> = []
    // Special Plays cards played as the player Falls Over, before the Turnover (Keep It Moving; not for a ball carrier).
    if (step.turnover === "fell-over" && !hadBall) steps.push(...above.fallWindow(next, player.team, step.player))
    if (step.turnover !== null) steps.push(turnoverStep(step.turnover, player.team, step.player))
    // A team-mate knocked down by a Ball & Chain player's block: a turnover only if they held the
    // ball (FFB UtilServerInjury.dropPlayer; the block's own attacker going down says so itself).
    else if (hadBall && step.cause === "block" && step.by !== null && next.activeTeam === player.team && next.players[playerIndex(ctx, step.by)]!.team === player.team) {
      steps.push(turnoverStep("ball-carrier-down", player.team, step.player))
    }
    // Ball & Chain: no armour roll, straight to the injury roll, Stunned counting as KO'd (skills/ball-and-chain.ts).
    if (hasSkill(ctx.match, next, index, "Ball & Chain")) steps.push({ _tag: "Injury", player: step.player, cause: step.cause, by: step.by, modifiers: [], stunnedAsKo: true })
    else steps.push({
      _tag: "Armour",
      player: step.player,
      cause: step.cause,
      by: step.by,
      modifiers: [
        ...(ctx.variant.fallArmourModifier === 0 ? [] : [{ value: ctx.variant.fallArmourModifier, source: `${ctx.variant.name}: falling` }]),
        ...(step.modifiers ?? []),
        ...fallWeather(next)
      ],
      bonus: step.bonus
    })
    if ((hadBall || looseHere) && at !== null) steps.push(hadBall ? above.droppedBall(ctx, next, step.player, at, step.cause) : { _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    return done(replaceTop(next, ...steps))
  }
}

/** An armour roll read: what it needs, with which modifiers, and whether it breaks. */
export interface ArmourReading {
  readonly av: number
  readonly modifiers: ReadonlyArray<Modifier>
  readonly total: number
  readonly broken: boolean
  /** Mighty Blow (or Dirty Player) was needed to break the armour; otherwise it goes to the injury roll. */
  readonly bonusUsed: boolean
  readonly notes: ReadonlyArray<string>
}

/**
 * Reads an armour roll. `extra` are modifiers a coach adds once the dice are seen (a star
 * player's Crushing Blow, stars/star-blows.ts): Mighty Blow is placed after them.
 */
export const readArmour = (ctx: Ctx, state: MatchState, step: ArmourStep, faces: ReadonlyArray<number>, extra: ReadonlyArray<Modifier> = []): ArmourReading => {
  const index = playerIndex(ctx, step.player)
  const printedAv = characteristic(ctx.match, state, index, "av")
  const attacker = step.by === null ? undefined : playerIndex(ctx, step.by)
  // Iron Hard Skin: Claws cannot be used against this player (Mighty Blow still can, BB2020).
  const ironHardSkin = hasSkill(ctx.match, state, index, "Iron Hard Skin")
  const claws = attacker !== undefined && step.cause === "block" && hasSkill(ctx.match, state, attacker, "Claws") && printedAv > 8 && !ironHardSkin
  const av = claws ? 8 : printedAv
  const roll = sum(faces)
  // A Chainsaw player who goes down: +3 (skills/chainsaw.ts).
  const given = [...step.modifiers, ...above.runningChainsaw(ctx, state, step.player, step.cause, step.modifiers), ...extra]
  const base = roll + totalModifier(given)
  // Mighty Blow (or Dirty Player) goes where it makes the difference: on armour only if it breaks it.
  const useBonus = step.bonus !== null && base < av && base + step.bonus.value >= av
  const modifiers: Array<Modifier> = [...given]
  if (useBonus) modifiers.push({ value: step.bonus!.value, source: step.bonus!.source ?? `skill: ${step.bonus!.skill}` })
  const total = roll + totalModifier(modifiers)
  const notes: Array<string> = []
  if (claws) notes.push(`Claws: armour breaks on 8+ whatever the AV (${printedAv}+)`)
  if (ironHardSkin && attacker !== undefined && step.cause === "block" && hasSkill(ctx.match, state, attacker, "Claws")) notes.push("Iron Hard Skin: Claws cannot be used")
  if (step.bonus !== null && !useBonus) notes.push(`${step.bonus.skill} is kept for the injury roll`)
  return { av, modifiers, total, broken: total >= av, bonusUsed: useBonus, notes }
}

/** Judges a read armour roll (the ruling the explanation shows); whether it broke, after any claim. */
export const judgeArmour = (ctx: Ctx, step: ArmourStep, roll: Parameters<typeof judge>[1]["roll"], reading: ArmourReading, notes: ReadonlyArray<string> = []): boolean =>
  judge(ctx, {
    rule: "Armour",
    player: step.player,
    roll,
    target: reading.av,
    modifiers: reading.modifiers,
    total: reading.total,
    result: reading.broken ? "armour broken" : "armour holds",
    row: reading.broken ? "broken" : "not-broken",
    success: reading.broken,
    successOfRow: { broken: true, "not-broken": false },
    notes: [...reading.notes, ...notes],
    needed: reading.av
  }).success === true

/** What follows an armour roll: nothing when it holds; when broken, the breaker's count and the injury roll. */
export const afterArmour = (ctx: Ctx, state: MatchState, step: ArmourStep, broken: boolean, reading: ArmourReading): MatchState => {
  if (!broken) return replaceTop(state)
  let next = state
  if (step.by !== null && (step.cause === "block" || step.cause === "foul")) {
    const byIndex = playerIndex(ctx, step.by)
    const by = next.players[byIndex]!
    next = setPlayer(next, byIndex, { stats: { ...by.stats, armourBreaks: by.stats.armourBreaks + 1 } })
  }
  const injuryModifiers: Array<Modifier> = step.bonus !== null && !reading.bonusUsed
    ? [{ value: step.bonus.value, source: step.bonus.source ?? `skill: ${step.bonus.skill}` }]
    : []
  // Dribl and Drull's foul: +1 when the other marks the victim (stars/a-sneaky-pair.ts).
  injuryModifiers.push(...above.sneakyPair(ctx, next, step.cause, step.by, step.player))
  return replaceTop(next, { _tag: "Injury", player: step.player, cause: step.cause, by: step.by, modifiers: injuryModifiers })
}

export const armourHandler: StepHandler<ArmourStep> = {
  expects: (step) => ({ kind: "roll", die: "2d6", for: "armour", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "2d6", "armour", step.player, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const reading = readArmour(ctx, state, step, rolled.success.faces)
    const broken = judgeArmour(ctx, step, rolled.success, reading)
    // A star player's +1 the coach may add now the dice are seen (Crushing Blow, Ram, Slayer: stars/star-blows.ts).
    const offer = above.armourBlowOffer(ctx, state, step, rolled.success, reading, broken)
    if (offer !== null) return consumed(updateTop(state, offer))
    // Helmut Wulf's Old Pro: one die re-rolled through his Pro (stars/old-pro.ts).
    const oldPro = above.oldProOffer(ctx, state, rolled.success, step.by, { _tag: "armour", step, reading, broken })
    if (oldPro !== null) return consumed(updateTop(state, oldPro))
    return consumed(afterArmour(ctx, state, step, broken, reading))
  }
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

const resolveInjury = (ctx: Ctx, state: MatchState, step: { player: string; cause: InjuryCause; by: string | null }, injury: PendingInjury): ReadonlyArray<Step> => {
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

/** Reads a casualty (and lasting-injury) roll; shared by the first roll and the apothecary's second. */
export const rollCasualty = (ctx: Ctx, player: string, event: MatchEvent): Fold<CasualtyRow> => {
  const rolled = expectRoll(ctx, event, "d16", "casualty", player, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const table = ctx.variant.tables.casualty
  if (table === null) return violation(ctx, "casualty", `${ctx.variant.name} has no casualty roll`)
  const tableRow = readTable(table, rolled.success.faces[0]!)
  const { row } = judge(ctx, { rule: "Casualty", player, roll: rolled.success, total: rolled.success.faces[0]!, row: tableRow.id, result: tableRow.name })
  const casualty = (table.find((r) => r.id === row) ?? tableRow).id
  return Result.succeed(casualty)
}

export const rollLasting = (ctx: Ctx, player: string, event: MatchEvent): Fold<LastingInjuryRow> => {
  const rolled = expectRoll(ctx, event, "d6", "lasting-injury", player, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const tableRow = readTable(ctx.variant.tables.lastingInjury, rolled.success.faces[0]!)
  const { row } = judge(ctx, { rule: "Lasting injury", player, roll: rolled.success, total: rolled.success.faces[0]!, row: tableRow.id, result: tableRow.name })
  const lasting = (ctx.variant.tables.lastingInjury.find((r) => r.id === row) ?? tableRow).id
  return Result.succeed(lasting)
}

/**
 * Gutter Bowl's Potion of Endurance: the next time the player would suffer a Casualty they are
 * only Knocked-out. The state with the potion's promise used up, or null when there is none.
 */
const enduranceSaves = (ctx: Ctx, state: MatchState, player: string): MatchState | null => {
  const index = playerIndex(ctx, player)
  if (!hasGainTag(state, index, CASUALTY_TO_KO)) return null
  const gained = state.players[index]!.gained!
  const used = gained.findIndex((gain) => gain.tag === CASUALTY_TO_KO)
  note(ctx, `Potion of Endurance: ${nameOf(ctx, player)} would be a Casualty, but is only Knocked-out`)
  return setPlayer(state, index, { gained: gained.filter((_, i) => i !== used) })
}

export const CASUALTY_TO_KO = "casualty-to-ko"

/** After a casualty roll: a variant's rule point first (Gutter Bowl's Sawbones), else the apothecary or the injury. */
export const afterCasualtyRoll = (ctx: Ctx, state: MatchState, step: CasualtyStep, casualty: Casualty): ReadonlyArray<Step> =>
  ctx.variant.hooks?.afterCasualtyRoll?.(ctx, state, step, casualty) ?? afterInjury(ctx, state, step, { kind: "casualty", casualty })

/** After the casualty roll: Decay rolls a second time (skills/decay.ts, which then goes on as above with the worse result). */
const casualtyRolled = (ctx: Ctx, state: MatchState, step: CasualtyStep, casualty: Casualty): ReadonlyArray<Step> =>
  above.decays(ctx, state, step.player)
    ? [{ _tag: "Decay", player: step.player, cause: step.cause, by: step.by, first: casualty, stage: "roll" }]
    : afterCasualtyRoll(ctx, state, step, casualty)

export const casualtyHandler: StepHandler<CasualtyStep> = {
  auto: (ctx, state, step) => {
    if (step.stage !== "roll") return undefined
    const saved = enduranceSaves(ctx, state, step.player)
    if (saved !== null) return done(replaceTop(saved, ...afterInjury(ctx, saved, step, { kind: "ko" })))
    // Gutter Bowl's frog (inducements/wizards/frog.ts): a Casualty is always Badly Hurt, no roll, and no Sawbones.
    if (above.isFrog(state, playerIndex(ctx, step.player))) {
      note(ctx, `${nameOf(ctx, step.player)} is a frog: the Casualty counts as Badly Hurt`)
      return done(replaceTop(state, ...afterInjury(ctx, state, step, { kind: "casualty", casualty: { row: "badly-hurt", lasting: null } })))
    }
    return undefined
  },
  expects: (step) =>
    step.stage === "roll"
      ? { kind: "roll", die: "d16", for: "casualty", player: step.player }
      : { kind: "roll", die: "d6", for: "lasting-injury", player: step.player },
  on: (ctx, state, step, event) => {
    if (step.stage === "roll") {
      const row = rollCasualty(ctx, step.player, event)
      if (row._tag === "Failure") return propagate(row)
      if (row.success === "lasting-injury") return consumed(updateTop(state, { ...step, stage: "lasting", row: row.success }))
      return consumed(replaceTop(state, ...casualtyRolled(ctx, state, step, { row: row.success, lasting: null })))
    }
    const lasting = rollLasting(ctx, step.player, event)
    if (lasting._tag === "Failure") return propagate(lasting)
    return consumed(replaceTop(state, ...casualtyRolled(ctx, state, step, { row: "lasting-injury", lasting: lasting.success })))
  }
}

const useApothecary = (ctx: Ctx, state: MatchState, step: ApothecaryStep): MatchState => {
  const team = state.players[playerIndex(ctx, step.player)]!.team
  return setTeam(state, team, { apothecaries: state.teams[team]!.apothecaries - 1 })
}

export const apothecaryHandler: StepHandler<ApothecaryStep> = {
  expects: (step, state, match) => {
    switch (step.stage) {
      case "offer":
        return { kind: "decision", team: state.players[match.playerIndex.get(step.player)!]!.team, events: ["ApothecaryUsed", "ApothecaryDeclined"], about: "send the apothecary?" }
      case "patch":
        return { kind: "roll", die: "d6", for: "apothecary", player: step.player }
      case "roll":
        return { kind: "roll", die: "d16", for: "casualty", player: step.player }
      case "lasting":
        return { kind: "roll", die: "d6", for: "lasting-injury", player: step.player }
      case "choose":
        return { kind: "decision", team: state.players[match.playerIndex.get(step.player)!]!.team, events: ["InjuryChosen"], about: "keep the first or the second casualty result" }
    }
  },
  on: (ctx, state, step, event): Fold<Handled> => {
    switch (step.stage) {
      case "offer": {
        if (event._tag === "ApothecaryDeclined" && event.player === step.player) return consumed(replaceTop(state, ...resolveInjury(ctx, state, step, step.injury)))
        if (event._tag !== "ApothecaryUsed") return passOn(replaceTop(state, ...resolveInjury(ctx, state, step, step.injury)))
        if (event.player !== step.player) return violation(ctx, "apothecary", `the apothecary can treat ${nameOf(ctx, step.player)} now, not ${nameOf(ctx, event.player)}`)
        const used = useApothecary(ctx, state, step)
        ctx.outcomes.push({ _tag: "Note", text: `the apothecary treats ${nameOf(ctx, step.player)}` })
        // A KO from the pitch becomes Stunned where the player lies; from the crowd, the reserves.
        if (step.injury.kind === "ko") return consumed(treatKo(ctx, used, step))
        // Sevens: the apothecary patches a casualty up on a D6 (every casualty, Badly Hurt too).
        if (ctx.variant.apothecary.kind === "patch-up") return consumed(updateTop(used, { ...step, stage: "patch" }))
        if (step.injury.casualty.row === "badly-hurt") {
          return consumed(replaceTop(used, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" }))
        }
        return consumed(updateTop(used, { ...step, stage: "roll" }))
      }
      case "patch": {
        const rolled = expectRoll(ctx, event, "d6", "apothecary", step.player, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const rule = ctx.variant.apothecary
        const target = rule.kind === "patch-up" ? rule.target : 4
        const test = testPasses(rolled.success.faces[0]!, target, [])
        const { success } = judge(ctx, {
          rule: "Apothecary",
          player: step.player,
          roll: rolled.success,
          target,
          total: test.total,
          result: test.success ? "patched up: to the reserves" : "the original injury stands",
          success: test.success,
          needed: target
        })
        if (success) return consumed(replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" }))
        return consumed(replaceTop(state, ...resolveInjury(ctx, state, step, step.injury)))
      }
      case "roll": {
        const row = rollCasualty(ctx, step.player, event)
        if (row._tag === "Failure") return propagate(row)
        if (row.success === "lasting-injury") return consumed(updateTop(state, { ...step, stage: "lasting", secondRow: row.success }))
        return consumed(secondResult(ctx, state, step, { row: row.success, lasting: null }))
      }
      case "lasting": {
        const lasting = rollLasting(ctx, step.player, event)
        if (lasting._tag === "Failure") return propagate(lasting)
        return consumed(secondResult(ctx, state, step, { row: "lasting-injury", lasting: lasting.success }))
      }
      case "choose": {
        if (event._tag !== "InjuryChosen" || event.player !== step.player) {
          return violation(ctx, "apothecary", `the coach chooses which casualty result ${nameOf(ctx, step.player)} keeps, not ${event._tag}`)
        }
        const kept = event.keep === "original" ? (step.injury as Extract<PendingInjury, { kind: "casualty" }>).casualty : step.second!
        return consumed(replaceTop(state, ...patchedUp(ctx, state, step, kept)))
      }
    }
  }
}

/** The apothecary's second casualty result: a Badly Hurt is patched up at once, anything else is the coach's choice. */
const secondResult = (ctx: Ctx, state: MatchState, step: ApothecaryStep, second: Casualty): MatchState =>
  second.row === "badly-hurt"
    ? replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" })
    : updateTop(state, { ...step, stage: "choose", second })

const patchedUp = (ctx: Ctx, state: MatchState, step: ApothecaryStep, kept: Casualty): ReadonlyArray<Step> =>
  kept.row === "badly-hurt"
    ? [{ _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: "reserves" }]
    : resolveInjury(ctx, state, step, { kind: "casualty", casualty: kept })

/** Judges a Regeneration D6: 4+ and the casualty goes to the reserves instead. `notes` say why it is rolled (a re-roll's source). */
export const judgeRegeneration = (ctx: Ctx, player: string, roll: Parameters<typeof judge>[1]["roll"], notes: ReadonlyArray<string> = []): boolean => {
  const test = testPasses(roll.faces[0]!, 4, [])
  return judge(ctx, {
    rule: "Regeneration",
    player,
    roll,
    target: 4,
    total: test.total,
    result: test.success ? "regenerates: to the reserves" : "does not regenerate",
    success: test.success,
    needed: 4,
    ...(notes.length === 0 ? {} : { notes })
  }).success === true
}

export const regenerationHandler: StepHandler<RegenerationStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: "regeneration", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", "regeneration", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const success = judgeRegeneration(ctx, step.player, rolled.success)
    // A failed roll: a Mortuary Assistant or Plague Doctor may roll it again (inducements/staff/regeneration-staff.ts).
    const reroll = success ? null : above.regenerationRerollOffer(ctx, state, step)
    if (reroll !== null) return consumed(replaceTop(state, reroll))
    return consumed(replaceTop(state, { _tag: "ApplyInjury", player: step.player, cause: step.cause, by: step.by, result: success ? "reserves" : step.casualty.row }))
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
    // A player killed by a Block or a Foul: the killer's coach may use Plague Ridden (skills/plague-ridden.ts).
    // Special Plays cards played as the player is killed come first (Magic Sponge, special-plays/miscellaneous-mayhem.ts).
    if (step.result === "dead") return done(replaceTop(next, ...above.deadWindow(next, player.team, step.player), ...above.plagueRiddenOffer(ctx, next, step.player, step.cause, step.by)))
    // A Serious Injury no one healed: Death Zone's Medicinal Unguent may send the player to the reserves (inducements/other/medicinal-unguent.ts).
    return done(replaceTop(next, ...above.medicinalUnguentOffer(ctx, state, step.player, step.result)))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/injury": ApothecaryStep | ApplyInjuryStep | ArmourStep | CasualtyStep | InjuryStep | KnockDownStep | RegenerationStep
  }
}
