/** Blocks: the block thrown, its dice, re-rolls (Brawler, Pro, a star's re-roll) and the die chosen, pushes and follow-ups, Juggernaut and Trickster. */
import type { Converter } from "../convert.js"
import { asSquare, sameSquare, type Square, toSquare } from "../pitch.js"
import { bool, type FfbReport, num, nums, str } from "../replay.js"
import { proDieAhead } from "../pro-block-die.js"
import { specialRule } from "../star-rules.js"
import { CROWD_INJURY_REPORTS, DISPLAY_ONLY } from "./vocabulary.js"
import { type Block } from "./state.js"

/** The next block report of the activation, or null. */
export function blockAhead(this: Converter): FfbReport | null {
  for (let i = this.index; i < this.commands.length; i++) {
    const reports = this.commands[i]!.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      const id = reports[r]!.reportId
      if (id === "block") return reports[r]!
      if (id === "playerAction" || id === "turnEnd") return null
    }
  }
  return null
}

export function blockThrown(this: Converter, report: FfbReport) {
  this.declare(true)
  const attacker = this.activation?.player
  const defender = this.known(str(report, "defenderId") ?? "")
  if (attacker === undefined) this.stop("a block outside any player's action")
  // A re-roll of the block dice: FFB announces the same block again before the new roll.
  if (this.block !== null && this.block.stage === "dice" && this.block.attacker === attacker && this.block.defender === defender) return
  if (this.activation !== null) this.activation.acted = this.activation.action === "block" || this.activation.acted
  // Frenzy's second block at the same target: the engine starts it itself (core/block.ts), no BlockThrown.
  const previous = this.block
  const second = previous !== null && previous.stage === "done" && previous.second !== true && previous.attacker === attacker && previous.defender === defender && this.activation?.frenzy === true
  // A Ball & Chain player swinging into a standing player: the engine starts that block itself.
  if (!second && this.chainMover() !== attacker) this.emit({ _tag: "BlockThrown", player: attacker, target: defender })
  this.block = { attacker, defender, stage: "dice", attackerFrom: null, defenderFrom: null, pushes: [], standFirm: false, rolled: null, ...(second ? { second } : {}) }
  const held = this.heldFoulAppearance
  this.heldFoulAppearance = null
  if (held !== null && !second) this.testRoll(held, "foul-appearance")
  return
}

export function blockRoll(this: Converter, report: FfbReport) {
  const attacker = this.block?.attacker ?? this.activation?.player
  const faces = (nums(report, "blockRoll") ?? []).map(Math.abs)
  if (this.block !== null && this.block.starDice !== undefined) return this.starBlockDice(this.block, faces)
  if (this.block !== null && this.block.shown !== undefined) return this.proShown(this.block, faces)
  if (this.block !== null && this.block.reRolledDie !== undefined) {
    // After a Brawler die FFB shows the whole roll again: the die that replaced the Both Down.
    const die = this.block.reRolledDie
    this.block.reRolledDie = undefined
    if (faces.length !== this.block.rolled?.length || !faces.includes(die)) this.stop(`Brawler: the block dice FFB shows (${faces.join(", ")}) do not hold the re-rolled die ${die}`)
    this.block.rolled = faces
    return
  }
  if (this.block !== null && this.block.rolled !== null) {
    // When the defender's coach chooses, FFB shows the same dice again to that coach.
    if (faces.length === this.block.rolled.length && faces.every((face, i) => face === this.block!.rolled![i])) return
    this.stop("a second block roll without a re-roll between")
  }
  if (this.block !== null) this.block.rolled = faces
  return this.roll("block", faces, "block", attacker === undefined ? {} : { player: attacker })
}

export function blockChoice(this: Converter, report: FfbReport) {
  const faces = (nums(report, "blockRoll") ?? []).map(Math.abs)
  const face = faces[num(report, "diceIndex") ?? -1]
  if (face === undefined) this.stop("a block choice that names no die of the roll")
  this.chooseBlockDie(face)
  if (this.block !== null) {
    this.block.chosen = face
    this.block.stage = "pushing"
    this.block.attackerFrom = this.at.get(this.block.attacker) ?? null
    this.block.defenderFrom = this.at.get(this.block.defender) ?? null
  }
  return
}

/**
 * FFB's re-roll of single block dice (blockReRoll). Brawler re-rolls one Both Down: our log
 * writes RerollUsed Brawler and the one new die. Other sources (Pro, Unstoppable Momentum,
 * Savage Blow) are not converted.
 */
export function blockReRoll(this: Converter, report: FfbReport) {
  const source = str(report, "reRollSource") ?? ""
  const block = this.block
  if (source === "Pro") return this.proNewDie(report)
  // Brawler may take the Both Down Pro did not (no die twice, core/block.ts); a star's rule, re-rolling several, may not.
  if (block !== null && block.reRolledBy === "Pro" && source !== "Brawler") this.stop(`${source || "a skill"}: FFB re-rolls block dice (command ${this.index}) after Pro took one of them; the engine lets only a single die Pro did not take be re-rolled after Pro`)
  const rule = specialRule(source)
  if (rule === "Unstoppable Momentum" || rule === "Savage Blow") {
    if (block === null || block.stage !== "dice" || block.rolled === null) this.stop(`${rule}: block dice re-rolled (command ${this.index}) outside a block roll`)
    block.reRolledBy = rule
    block.starDice = { rule, fresh: (nums(report, "blockRoll") ?? []).map(Math.abs), player: this.known(str(report, "playerId") ?? block.attacker) }
    return
  }
  if (source !== "Brawler") this.stop(`${source || "a skill"}: FFB's blockReRoll (command ${this.index}) is not converted yet`)
  if (block === null || block.stage !== "dice" || block.rolled === null) this.stop(`Brawler: a block die re-rolled (command ${this.index}) outside a block roll`)
  const faces = (nums(report, "blockRoll") ?? []).map(Math.abs)
  const player = this.known(str(report, "playerId") ?? block.attacker)
  this.emit({ _tag: "RerollUsed", team: this.teamIds[this.teamOf(player)], source: "skill", skill: "Brawler", player })
  this.roll("block", faces, "block", { player })
  block.reRolledDie = faces[0]
  block.reRolledBy = "Brawler"
}

/**
 * Pro on one of the attacker's block dice (FFB's bb2020 StepBlockRoll, ReRollSources.PRO): FFB
 * reports Pro's D6 (a reRoll from Pro); on a pass it announces the block again, reports the one
 * new die (blockReRoll from Pro) and shows the whole roll again; on a failure it shows the same
 * dice again. Our log (core/block.ts): `RerollUsed` Pro with `die` (left out for one die), the
 * `pro` D6, then on a pass the one new `block` die. FFB's repeated whole roll is not written.
 */
export function proBlockDie(this: Converter, report: FfbReport, block: Block, player: string) {
  const faces = block.rolled!
  // Pro may take a die Brawler did not (no die twice, core/block.ts); not after a star's rule re-rolled several.
  if (block.reRolledBy !== undefined && block.reRolledBy !== "Brawler") this.stop(`Pro: FFB re-rolls a block die (command ${this.index}) after ${block.reRolledBy} re-rolled these dice; the engine lets no second re-roll take them`)
  const success = bool(report, "successful") === true
  const die = this.proDieIndex(null, faces)
  this.emit({ _tag: "RerollUsed", team: this.teamIds[this.teamOf(player)], source: "skill", skill: "Pro", player, ...(faces.length > 1 ? { die } : {}) })
  this.roll("d6", [num(report, "roll") ?? 0], "pro", { player }, { success })
  block.reRolledBy = "Pro"
  if (success) block.proDie = die
}

/** The die Pro re-rolls: its index in the roll (FFB's dialog after it tells; one die is die 0). */
export function proDieIndex(this: Converter, target: string | null, faces: ReadonlyArray<number>): number {
  if (faces.length === 1) return 0
  const die = proDieAhead(this.commands, this.index, target, faces)
  if (die === null) this.stop(`Pro: FFB's replay does not tell which of the block dice ${faces.join(", ")} Pro re-rolled (command ${this.index})`)
  return die
}

/** Pro's one new block die (FFB's blockReRoll from Pro), in place of the die Pro took. */
export function proNewDie(this: Converter, report: FfbReport) {
  const block = this.block
  if (block === null || block.proDie === undefined || block.rolled === null) this.stop(`Pro: FFB's new block die (command ${this.index}) follows no passed Pro roll on block dice`)
  const fresh = (nums(report, "blockRoll") ?? []).map(Math.abs)
  if (fresh.length !== 1) this.stop(`Pro: FFB re-rolls ${fresh.length} block dice (command ${this.index}); Pro takes one`)
  const die = block.proDie
  this.roll("block", fresh, "block", { player: block.attacker })
  block.shown = block.rolled.map((face, at) => (at === die ? fresh[0]! : face))
  block.proDie = undefined
}

/** FFB's whole roll after Pro's new die: the dice as they now stand, not written again. */
export function proShown(this: Converter, block: Block, faces: ReadonlyArray<number>) {
  const shown = block.shown!
  block.shown = undefined
  if (faces.length !== shown.length || faces.some((face, at) => face !== shown[at])) this.stop(`Pro: the block dice FFB shows (${faces.join(", ")}) are not the roll with Pro's die re-rolled (${shown.join(", ")}) (command ${this.index})`)
  block.rolled = faces
}

/**
 * Unstoppable Momentum or Savage Blow (FFB's bb2020 StepBlockRoll: `blockReRoll` with the new dice
 * only, then the whole roll again as `blockRoll`). Our log (stars/block-dice-reroll.ts): `RerollUsed`
 * with the rule, one `BlockDieChosen` per die re-rolled (named by face: the old dice no longer in
 * the roll FFB shows), then the new dice as a `block` roll.
 */
export function starBlockDice(this: Converter, block: Block, after: ReadonlyArray<number>) {
  const { rule, fresh, player } = block.starDice!
  block.starDice = undefined
  const old = block.rolled ?? []
  // The dice kept are FFB's roll less the new dice; the ones re-rolled are the old roll less those kept.
  const kept = [...after]
  for (const face of fresh) {
    const at = kept.indexOf(face)
    if (at < 0) this.stop(`${rule}: the block dice FFB shows (${after.join(", ")}) do not hold the re-rolled dice ${fresh.join(", ")} (command ${this.index})`)
    kept.splice(at, 1)
  }
  const replaced = [...old]
  for (const face of kept) {
    const at = replaced.indexOf(face)
    if (at < 0) this.stop(`${rule}: the block dice FFB shows (${after.join(", ")}) are not the roll ${old.join(", ")} with ${fresh.length} die(s) re-rolled (command ${this.index})`)
    replaced.splice(at, 1)
  }
  if (replaced.length !== fresh.length || after.length !== old.length) this.stop(`${rule}: FFB re-rolled ${fresh.length} of the block dice ${old.join(", ")} into ${after.join(", ")}, which do not add up (command ${this.index})`)
  this.emit({ _tag: "RerollUsed", team: this.teamIds[this.teamOf(player)], source: "skill", skill: rule, player })
  for (const face of replaced) this.chooseBlockDie(face)
  this.roll("block", fresh, "block", { player })
  block.rolled = after
}

/** Writes the pushes of the block in order along the chain, then the attacker's follow-up. */
export function flushPushes(this: Converter, followed: boolean) {
  const block = this.block
  if (block === null || block.stage !== "pushing") return
  block.stage = "done"
  const pending = [...block.pushes]
  let next: string | undefined = block.defender
  let from = block.defenderFrom
  let primary = false
  while (next !== undefined) {
    const i = pending.findIndex((push) => push.player === next)
    if (i < 0) break
    const push = pending.splice(i, 1)[0]!
    if (push.player === block.defender) primary = true
    this.emit({ _tag: "PushChosen", player: push.player, to: push.to === null ? null : toSquare(push.to) })
    from = push.to
    next = from === null ? undefined : pending.find((other) => sameSquare(other.from, from))?.player
  }
  for (const push of pending) this.warn(`player ${push.player} moved to ${JSON.stringify(push.to)} during a block, not as a push the chain explains; left out`)
  if (!followed && primary && this.followsIntoCrowdGap(block)) {
    followed = true
    this.crowdFollow = block.attacker
  }
  if (followed) this.emit({ _tag: "FollowUpChosen", player: block.attacker, follow: true })
  // Vicious Vines' block (two squares away) has no follow-up.
  else if (primary && !block.standFirm && !this.fendPlayers.has(block.defender) && block.multiple !== true && this.activation?.starAction !== "viciousVines") this.emit({ _tag: "FollowUpChosen", player: block.attacker, follow: false })
}

/**
 * After a push into the crowd FFB reports the defender's injury first and moves the attacker
 * into the square left empty only then; the rules ask for the follow-up before that injury.
 * It is a follow-up when the attacker's next step is into that square with nothing but the
 * injury and its apothecary reported in between.
 */
export function followsIntoCrowdGap(this: Converter, block: Block): boolean {
  if (block.defenderFrom === null || block.pushes.find((push) => push.player === block.defender)?.to !== null) return false
  for (let i = this.index; i < this.commands.length; i++) {
    const command = this.commands[i]!
    const reports = command.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      if (!CROWD_INJURY_REPORTS.has(reports[r]!.reportId) && !DISPLAY_ONLY.has(reports[r]!.reportId)) return false
    }
    for (const change of command.modelChangeList?.modelChangeArray ?? []) {
      if (change.modelChangeId === "fieldModelSetPlayerCoordinate" && change.modelChangeKey === block.attacker) return sameSquare(asSquare(change.modelChangeValue), block.defenderFrom)
    }
  }
  return false
}

/**
 * FFB asks a Blitzing Juggernaut's coach after a Both Down: used (`pushBackOpponent`) turns it
 * into a Push Back, SkillUsed; not used, SkillDeclined. FFB also reports Juggernaut cancelling
 * the target's Stand Firm, Fend or Wrestle, which the engine applies by itself.
 */
export function juggernaut(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  const block = this.block
  const bothDown = block !== null && block.attacker === player && block.chosen === 2
  if (bool(report, "used") === true && str(report, "skillUse") === "pushBackOpponent") {
    if (!bothDown) this.stop(`Juggernaut: FFB pushes back with Juggernaut (command ${this.index}) after no Both Down this importer saw`)
    this.emit({ _tag: "SkillUsed", player, skill: "Juggernaut" })
  } else if (bool(report, "used") === false && bothDown) this.emit({ _tag: "SkillDeclined", player, skill: "Juggernaut" })
}

/**
 * Trickster (FFB's bb2020 StepTrickster, after Dauntless and before the block dice): FFB reports
 * nothing, but sets the defender on his new square in its Trickster turn mode. Written as the
 * defender's `SkillUsed` Trickster at that square (skills/trickster.ts), after the block it is
 * against is thrown; the engine moves him (and a ball he holds).
 */
export function trickster(this: Converter, player: string, to: Square) {
  const activation = this.activation
  if (activation !== null && (this.block === null || this.block.stage === "done" || this.block.attacker !== activation.player)) {
    const block = this.blockAhead()
    if (block !== null) this.blockThrown(block)
  }
  this.emit({ _tag: "SkillUsed", player: this.known(player), skill: "Trickster", at: toSquare(to) })
}
