/** Multiple Block: FFB rolls and chooses both blocks' dice before it resolves either; the engine resolves one block after the other. */
import type { Converter } from "../convert.js"
import { bool, type FfbReport, num, nums, records, str } from "../replay.js"
import { SELECTED_STAB_TARGET, SELECTED_BLOCK_TARGET, MULTI_BLOCK_REPORTS } from "./vocabulary.js"

/** The held group of the target whose events are being read, once the blocks have begun. */
export function multiGroup(this: Converter): { readonly events: Array<{ readonly event: Record<string, unknown>; readonly command: number }> } | undefined {
  const multi = this.multi
  if (multi === null || !multi.started || multi.current === null) return undefined
  let events = multi.groups.get(multi.current)
  if (events === undefined) {
    events = []
    multi.groups.set(multi.current, events)
  }
  return { events }
}

/**
 * FFB marks the players selected for a Multiple Block in their state (SELECTED_BLOCK_TARGET);
 * before the blocks begin, those marks are the targets, in the order they were selected.
 */
export function multiBlockTarget(this: Converter, player: string, state: number) {
  const multi = this.multi!
  if (multi.started || player === multi.attacker) return
  if ((state & SELECTED_STAB_TARGET) !== 0) this.stop(`Multiple Block: a Stab at one of the targets (command ${this.index}) is not converted yet`)
  const at = multi.targets.indexOf(player)
  if ((state & SELECTED_BLOCK_TARGET) !== 0 && at < 0) multi.targets.push(player)
  if ((state & SELECTED_BLOCK_TARGET) === 0 && at >= 0) multi.targets.splice(at, 1)
}

/** The targets of the first dialog of Multiple Block dice ahead (FFB's order: it resolves the blocks in it). */
export function multiBlockRollsAhead(this: Converter): ReadonlyArray<string> {
  for (let i = this.index; i < this.commands.length; i++) {
    for (const change of this.commands[i]!.modelChangeList?.modelChangeArray ?? []) {
      if (change.modelChangeId !== "gameSetDialogParameter") continue
      const rolls = this.multiBlockRolls(change.modelChangeValue)
      if (rolls !== null) return rolls.map((roll) => str(roll, "playerId") ?? "")
    }
    if (i > this.index && (this.commands[i]!.reportList?.reports ?? []).some((report) => report.reportId === "playerAction" || report.reportId === "turnEnd")) break
  }
  return []
}

/** The block rolls of FFB's dialogs for a Multiple Block's dice (the attacker's re-rolls and choices, or the defender's choices). */
export function multiBlockRolls(this: Converter, value: unknown): ReadonlyArray<FfbReport> | null {
  if (value === null || typeof value !== "object") return null
  const dialog = value as { dialogId?: unknown; blockRolls?: unknown }
  if (dialog.dialogId !== "reRollBlockForTargets" && dialog.dialogId !== "opponentBlockSelection") return null
  return Array.isArray(dialog.blockRolls) ? records(dialog.blockRolls) : null
}

/**
 * The blocks begin (the first Foul Appearance or Dauntless roll, or the dice): the declaration
 * and one BlockThrown per target, in FFB's order, as the engine takes them before any roll.
 */
export function startMultiBlock(this: Converter) {
  const multi = this.multi!
  if (multi.started) return
  const ahead = this.multiBlockRollsAhead()
  // FFB's dice dialog lists the targets in the order it resolves them; a target dropped before (Foul Appearance) is missing there.
  const targets = ahead.length === 2 && multi.targets.length !== 1 ? ahead : multi.targets.length > 0 ? multi.targets : ahead
  if (targets.length !== 2 || targets[0] === targets[1]) {
    this.stop(`Multiple Block: FFB's blocks of ${multi.attacker} (command ${this.index}) name ${targets.length === 2 ? "one player twice" : `${targets.length} target(s)`}; the format's Multiple Block throws two blocks`)
  }
  multi.targets.splice(0, multi.targets.length, ...targets)
  this.declare(true)
  if (this.activation !== null) this.activation.acted = true
  for (const target of targets) this.emit({ _tag: "BlockThrown", player: multi.attacker, target: this.known(target) })
  multi.started = true
}

/** The dice of each block, the first time FFB shows them (its dialog; the first roll has no report of its own). */
export function multiBlockDice(this: Converter, value: unknown) {
  const multi = this.multi!
  const rolls = this.multiBlockRolls(value)
  if (rolls === null) return
  this.startMultiBlock()
  for (const roll of rolls) {
    const target = str(roll, "playerId")
    if (target === null || multi.groups.has(target)) continue
    if (!multi.targets.includes(target)) this.stop(`Multiple Block: FFB rolls dice against ${target} (command ${this.index}), who is not one of the targets`)
    multi.current = target
    const faces = (nums(roll, "blockRoll") ?? []).map(Math.abs)
    this.roll("block", faces, "block", { player: multi.attacker })
    multi.rolls.set(target, faces)
    multi.current = null
  }
}

/**
 * A report during a Multiple Block: routed to the group of the block it belongs to. Returns
 * true when handled here; false lets the report be converted as usual (into the current group).
 */
export function multiBlockReport(this: Converter, report: FfbReport): boolean {
  const multi = this.multi!
  const id = report.reportId
  if (this.activation?.player !== multi.attacker) return false
  if (id !== "skillUse") this.flushPushes(false)
  if (!MULTI_BLOCK_REPORTS.has(id)) {
    if (multi.started) this.writeMultiBlock()
    return false
  }
  if (!multi.started) {
    // Foul Appearance and Dauntless are rolled for the targets before any block die: the blocks are thrown first.
    if (id === "foulAppearanceRoll" || id === "dauntlessRoll") this.startMultiBlock()
    return false
  }
  switch (id) {
    case "block":
      // FFB announces a block again before its re-rolled dice.
      multi.current = this.known(str(report, "defenderId") ?? "")
      return true
    case "blockRoll": {
      const target = str(report, "defenderId") ?? multi.current
      if (target === null || !multi.targets.includes(target)) this.stop(`Multiple Block: FFB's block dice (command ${this.index}) name none of the targets`)
      multi.current = target
      const faces = (nums(report, "blockRoll") ?? []).map(Math.abs)
      // After a Brawler die FFB shows the whole roll again: written once, as the one die.
      if (multi.brawler === target) multi.brawler = null
      else if (multi.shown?.target === target) this.multiProShown(target, faces)
      else this.roll("block", faces, "block", { player: multi.attacker })
      multi.rolls.set(target, faces)
      return true
    }
    case "reRoll":
      // Pro on one die of a block's dice (core/block.ts); any other re-roll is converted as usual.
      if (str(report, "reRollSource") !== "Pro" || multi.resolving || multi.current === null || str(report, "playerId") !== multi.attacker) return false
      this.multiProBlockDie(report, multi.current)
      return true
    case "blockReRoll": {
      const source = str(report, "reRollSource") ?? ""
      if (source === "Pro" && multi.current !== null) {
        this.multiProNewDie(report, multi.current)
        return true
      }
      if (source !== "Brawler" || multi.current === null) this.stop(`${source || "a skill"}: FFB's blockReRoll (command ${this.index}) in a Multiple Block is not converted yet`)
      if (multi.reRolledBy.get(multi.current) === "Pro") this.stop(`Brawler: FFB re-rolls a Both Down of ${multi.current}'s block (command ${this.index}) after Pro took one of those dice; the engine lets no other re-roll take them after Pro`)
      this.emit({ _tag: "RerollUsed", team: this.teamIds[this.teamOf(multi.attacker)], source: "skill", skill: "Brawler", player: multi.attacker })
      this.roll("block", (nums(report, "blockRoll") ?? []).map(Math.abs), "block", { player: multi.attacker })
      multi.brawler = multi.current
      multi.reRolledBy.set(multi.current, "Brawler")
      return true
    }
    case "blockChoice": {
      const target = this.known(str(report, "defenderId") ?? "")
      const faces = (nums(report, "blockRoll") ?? []).map(Math.abs)
      const face = faces[num(report, "diceIndex") ?? -1]
      if (face === undefined || !multi.targets.includes(target)) this.stop(`Multiple Block: a block choice (command ${this.index}) that names no die, or no target of the action`)
      multi.current = target
      multi.resolving = true
      this.chooseBlockDie(face)
      this.block = {
        attacker: multi.attacker,
        defender: target,
        stage: "pushing",
        attackerFrom: this.at.get(multi.attacker) ?? null,
        defenderFrom: this.at.get(target) ?? null,
        pushes: [],
        standFirm: false,
        rolled: faces,
        chosen: face,
        multiple: true
      }
      return true
    }
    case "injury": {
      const player = str(report, "defenderId")
      if (player !== null && multi.current !== null && !multi.hurtIn.has(player)) multi.hurtIn.set(player, multi.current)
      return false
    }
    case "apothecaryRoll":
    case "apothecaryChoice":
    case "placedBallDirection":
    case "regenerationRoll":
      // FFB asks for the apothecary (and Safe Pair of Hands' square, Regeneration) after both blocks; the engine in the block that hurt the player.
      multi.current = multi.hurtIn.get(str(report, "playerId") ?? "") ?? multi.current
      return false
    case "inducement":
      // A Mortuary Assistant or Plague Doctor for the Regeneration roll just failed.
      multi.current = multi.hurtIn.get(this.lastRegeneration ?? "") ?? multi.current
      return false
    case "raiseDead":
      // Plague Ridden's Rotter, raised from the player the last injury killed.
      multi.current = multi.hurtIn.get(this.lastInjury?.victim ?? "") ?? multi.current
      return false
    case "scatterBall":
    case "catchRoll":
    case "throwIn":
      // FFB bounces a ball knocked loose after both blocks; the engine in the block that knocked it loose.
      if (multi.resolving) multi.current = multi.ballLoose ?? multi.current
      return false
    default:
      return false
  }
}

/**
 * Pro on one die of a Multiple Block target's dice (FFB's bb2020 StepBlockRollMultiple: the block
 * announced again, Pro's D6, on a pass the one new die, then the target's whole roll again).
 * Written into that target's block as for an ordinary block: `RerollUsed` Pro with `die`, the
 * `pro` D6, the one new `block` die; FFB's repeated whole roll is not written.
 */
export function multiProBlockDie(this: Converter, report: FfbReport, target: string) {
  const multi = this.multi!
  const faces = multi.rolls.get(target)
  if (faces === undefined) this.stop(`Pro: FFB re-rolls a block die against ${target} (command ${this.index}) before any dice of that block`)
  const earlier = multi.reRolledBy.get(target)
  if (earlier !== undefined) this.stop(`Pro: FFB re-rolls a block die against ${target} (command ${this.index}) after ${earlier} re-rolled those dice; the engine lets no second re-roll take them`)
  const player = multi.attacker
  const success = bool(report, "successful") === true
  const die = this.proDieIndex(target, faces)
  this.emit({ _tag: "RerollUsed", team: this.teamIds[this.teamOf(player)], source: "skill", skill: "Pro", player, ...(faces.length > 1 ? { die } : {}) })
  this.roll("d6", [num(report, "roll") ?? 0], "pro", { player }, { success })
  multi.reRolledBy.set(target, "Pro")
  if (success) multi.proDie = { target, die }
  // A failed Pro roll lets the dice stand: FFB shows them again as they were.
  else multi.shown = { target, faces }
}

/** Pro's one new die for a Multiple Block target, in place of the die Pro took. */
export function multiProNewDie(this: Converter, report: FfbReport, target: string) {
  const multi = this.multi!
  const pro = multi.proDie
  const faces = multi.rolls.get(target)
  if (pro === null || pro.target !== target || faces === undefined) this.stop(`Pro: FFB's new block die against ${target} (command ${this.index}) follows no passed Pro roll on that block's dice`)
  const fresh = (nums(report, "blockRoll") ?? []).map(Math.abs)
  if (fresh.length !== 1) this.stop(`Pro: FFB re-rolls ${fresh.length} block dice against ${target} (command ${this.index}); Pro takes one`)
  this.roll("block", fresh, "block", { player: multi.attacker })
  multi.proDie = null
  multi.shown = { target, faces: faces.map((face, at) => (at === pro.die ? fresh[0]! : face)) }
}

/** FFB's whole roll for a Multiple Block target after Pro: the dice as they now stand, not written again. */
export function multiProShown(this: Converter, target: string, faces: ReadonlyArray<number>) {
  const multi = this.multi!
  const shown = multi.shown!.faces
  multi.shown = null
  if (faces.length !== shown.length || faces.some((face, at) => face !== shown[at])) this.stop(`Pro: the block dice FFB shows against ${target} (${faces.join(", ")}) are not the roll after Pro (${shown.join(", ")}) (command ${this.index})`)
}

/** Writes the held blocks of a Multiple Block, the first target's events, then the second's. */
export function writeMultiBlock(this: Converter) {
  const multi = this.multi
  if (multi === null || !multi.started) return
  this.flushPushes(false)
  this.multi = null
  const index = this.index
  for (const target of multi.targets) {
    for (const { event, command } of multi.groups.get(target) ?? []) {
      this.index = command
      this.emit(event)
    }
  }
  this.index = index
}
