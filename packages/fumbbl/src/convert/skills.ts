/** Skills and traits FFB reports through a dialog (skillUse) or a roll of their own: Hypnotic Gaze, Tentacles and Shadowing, Foul Appearance, Ball & Chain, Animal Savagery, Hit and Run, Fumblerooskie, and skills gained. */
import type { Converter } from "../convert.js"
import { asSquare, isDirection, type Square, stepFrom, toSquare } from "../pitch.js"
import { bool, type FfbReport, num, nums, str, strs } from "../replay.js"
import { chainFacing } from "../ball-and-chain.js"
import { SPECIAL_REPORTS, specialRule } from "../star-rules.js"
import { DECIDED_SKILLS, STAR_BLOWS } from "./vocabulary.js"
import { type Activation } from "./state.js"
import { STAR_SKILL_USES } from "./star-actions.js"

export function skillUse(this: Converter, report: FfbReport) {
  const skill = str(report, "skill") ?? ""
  if (STAR_BLOWS.has(skill)) return this.starBlowUse(report, skill)
  if (skill === "Old Pro") return this.oldProUse(report)
  // FFB reports the pass (or dodge) roll again with the ST added; our log judges the same die again on SkillUsed.
  if (skill === "Incorporeal") return this.incorporeal(report)
  if (skill === "Strong Passing Game") return this.strongPassingGame(report)
  if (this.ballSkillUse(report, skill)) return
  if (skill === "Juggernaut") return this.juggernaut(report)
  if (skill === "Quick Bite") return this.quickBite(report)
  if (skill === "Frenzied Rush") return this.frenziedRush(report)
  if (skill === "Shot to Nothing") return this.shotToNothing(report)
  if (skill === "Primal Savagery") {
    // FFB (bb2020 AnimalSavageryBehaviour) asks after the failed roll; the opponent comes in its animalSavagery report.
    if (bool(report, "used") === true) this.emit({ _tag: "SkillUsed", player: this.known(str(report, "playerId") ?? ""), skill })
    return
  }
  if (skill === "Treacherous" && bool(report, "used") === true) return this.treacherous(report)
  if (skill === "Catch of the Day" && bool(report, "used") === true) return this.catchOfTheDay(report)
  if (skill === "Look Into My Eyes" && bool(report, "used") === true) return this.lookIntoMyEyes(report)
  // FFB reports Baleful Hex used before its coach names the target: the balefulHex roll names it (see balefulHex).
  if (skill === "Baleful Hex" && bool(report, "used") === true) return
  if (skill === "Black Ink" && bool(report, "used") === true) return this.blackInk(report)
  if (STAR_SKILL_USES.has(skill)) return this.starSkillUse(report, skill)
  this.specialRuleUse(report, skill)
  if (bool(report, "used") !== true || !DECIDED_SKILLS.has(skill)) return
  // FFB's BB2020 Dump-off is read from its dumpOff pass (see dumpOff); a used report is unexpected.
  if (skill === "Dump-off") this.stop(`Dump-off: FFB's skillUse used (command ${this.index}) outside its dumpOff pass is not converted`)
  const player = this.known(str(report, "playerId") ?? "")
  if (skill === "Fend") return // the engine applies Fend itself; FFB reports its use
  if (skill === "Stand Firm" && this.block !== null) this.block.standFirm = true
  // The tackler lands in the square the mover left: the rules place them there.
  if (skill === "Diving Tackle") {
    this.divingTackler = player
    this.divingTackleRetry = true
  }
  this.emit({ _tag: "SkillUsed", player, skill })
}

/**
 * FFB's Quick Bite (mixed StepQuickBite, after a catch): used, `SkillUsed` by the biter; the
 * catcher's armour follows as FFB's injury report of type quickBite. The engine rules no turnover
 * for it, so the moving team's losing the ball to the biter is not read as one (stars/quick-bite.ts).
 */
export function quickBite(this: Converter, report: FfbReport) {
  if (bool(report, "used") !== true) return
  const player = this.known(str(report, "playerId") ?? "")
  if (this.turn.kind !== "team") this.stop(`Quick Bite: FFB's use on the catcher of a kick-off (command ${this.index}) is not converted (the engine does not fold it there)`)
  if (this.activation !== null) this.activation.bitten = true
  this.emit({ _tag: "SkillUsed", player, skill: "Quick Bite" })
}

/**
 * FFB's Frenzied Rush (bb2020 StepSelectBlitzTarget reports it, used, right after the Blitz's
 * target): `SkillUsed` in the Blitz, before anything else of it (stars/frenzied-rush.ts).
 */
export function frenziedRush(this: Converter, report: FfbReport) {
  if (bool(report, "used") !== true) return
  const player = this.known(str(report, "playerId") ?? "")
  const activation = this.activation
  if (activation === null || activation.player !== player || activation.action !== "blitz" || activation.acted) {
    this.stop(`Frenzied Rush: FFB's use (command ${this.index}) outside the start of a Blitz by ${player}`)
  }
  this.declare(false)
  activation.frenzy = true
  this.emit({ _tag: "SkillUsed", player, skill: "Frenzied Rush" })
}

/**
 * Putrid Regurgitation after a Block action's block (FFB's StepEndBlocking asks, then changes the
 * action to putridRegurgitationBlock with no report; the vomit roll names the target): `SkillUsed`
 * at that target, then the vomit's D6 as for the trait (stars/putrid-regurgitation.ts).
 */
export function regurgitate(this: Converter, report: FfbReport) {
  const activation = this.activation!
  activation.regurgitating = false
  // After a Blitz's block the vomit is the rule's, not the Blitz's Projectile Vomit in place of its block.
  if (activation.action === "blitz") activation.acted = true
  const target = str(report, "defenderId") ?? this.defender
  if (target === null) this.stop(`Putrid Regurgitation: FFB's vomit after the block (command ${this.index}) names no target`)
  this.flushPushes(false)
  this.emit({ _tag: "SkillUsed", player: activation.player, skill: "Putrid Regurgitation", target: this.known(target) })
}

/**
 * FFB's animalSavagery report (bb2020 AnimalSavageryBehaviour), after a failed Animal Savagery
 * roll: with a defender, the player lashed out at him (the coach's pick, or the only one) —
 * `PlayerChosen` `animal-savagery`, then his Knock Down's armour as FFB's injury report, which by
 * itself is no turnover (a carrier's lost ball is). Without one, nobody stood next to him: the
 * engine ends the activation itself (skills/animal-savagery.ts).
 */
export function lashOut(this: Converter, report: FfbReport) {
  const activation = this.activation
  if (activation === null) this.stop(`Animal Savagery: a lash-out (command ${this.index}) outside any player's action`)
  const victim = str(report, "defenderId")
  if (victim === null) {
    activation.lost = true
    return
  }
  this.lashingOut = true
  this.emit({ _tag: "PlayerChosen", team: this.teamIds[activation.team], player: this.known(victim), for: "animal-savagery" })
}

/**
 * FFB's Wisdom of the White Dwarf (bb2020 StepWisdomOfTheWhiteDwarf): `skillUseOtherPlayer`
 * names the activated player and Grombrindal (playerIdOtherPlayer); the skill the coach picked in
 * a dialog shows only in the player's `playerEvent` "gains <skill>" that follows. Our log:
 * `SkillUsed` by Grombrindal with the player as `target` and the skill as `grants`, in the
 * activation before the player moves or acts (stars/wisdom-of-the-white-dwarf.ts).
 */
export function wisdom(this: Converter, report: FfbReport) {
  const rule = SPECIAL_REPORTS["skillUseOtherPlayer"]!
  const unconverted = `${rule}: FFB's "skillUseOtherPlayer" report (command ${this.index}) is not converted yet`
  if (specialRule(str(report, "skill") ?? "") !== rule) this.stop(unconverted)
  const mate = this.known(str(report, "playerId") ?? "")
  const sage = this.known(str(report, "playerIdOtherPlayer") ?? "")
  const activation = this.activation
  if (activation === null || activation.player !== mate || activation.acted) this.stop(`${unconverted}: it is not at the start of ${mate}'s activation`)
  const gained = this.gainedSkill(mate)
  // FFB names the skill without its value: Mighty Blow is the +1 the rule gives.
  const grants = ["Break Tackle", "Dauntless", "Mighty Blow (+1)", "Sure Feet"].find((name) => gained !== null && name.replace(/ \(.*\)$/u, "").toLowerCase() === gained.toLowerCase())
  if (grants === undefined) this.stop(`${unconverted}: no playerEvent names the skill ${mate} gains`)
  this.declare(false)
  this.emit({ _tag: "SkillUsed", player: sage, skill: rule, target: mate, grants })
}

/** The skill in the next playerEvent "gains <skill>" of the player, before the next action or turn end. */
export function gainedSkill(this: Converter, player: string): string | null {
  for (let i = this.index; i < this.commands.length; i++) {
    const reports = this.commands[i]!.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      const other = reports[r]!
      const message = str(other, "message") ?? ""
      if (other.reportId === "playerEvent" && str(other, "playerId") === player && message.startsWith("gains ")) return message.slice("gains ".length).trim()
      if (other.reportId === "playerAction" || other.reportId === "turnEnd") return null
    }
  }
  return null
}

/**
 * FFB's gaze roll names the gazer (playerId) and the target (defenderId); our log writes the
 * gaze as SkillUsed Hypnotic Gaze at the target, then its Agility test. A re-rolled gaze is
 * reported again: only the first names the target.
 */
export function gaze(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  const activation = this.activation
  if (activation === null || activation.player !== player || activation.action !== "hypnotic-gaze") this.stop(`Hypnotic Gaze: a gaze roll outside a gaze action (command ${this.index})`)
  // Zolcath gazes with his "Excuse Me, Are You a Zoat?", whose SkillUsed the importer does not write yet.
  if (this.skilled(player, "Excuse Me, Are You a Zoat?") && !this.skilled(player, "Hypnotic Gaze")) this.stop(`Excuse Me, Are You a Zoat?: FFB's gaze by ${player} with it (command ${this.index}) is not converted yet`)
  this.declare(true)
  if (!activation.acted) {
    const target = str(report, "defenderId") ?? this.defender
    if (target === null) this.stop(`Hypnotic Gaze: the gaze of ${player} names no target (command ${this.index})`)
    activation.acted = true
    this.emit({ _tag: "SkillUsed", player, skill: "Hypnotic Gaze", target: this.known(target) })
  }
  return this.testRoll(report, "hypnotic-gaze")
}

/**
 * FFB's Tentacles or Shadowing roll names the skill's holder as `defenderId` (the coach picked
 * them in a dialog, which leaves no report): our log writes that choice as the holder's
 * SkillUsed (once, not again for a re-roll), then the holder's D6. A held mover is put back on
 * the square they left, and a shadow steps into it: the rules derive both, so neither move is
 * written.
 */
export function tentaclesShadowing(this: Converter, report: FfbReport) {
  const skill = str(report, "skill")
  if (skill !== "Tentacles" && skill !== "Shadowing") this.stop(`a tentaclesShadowingRoll for "${skill}" (command ${this.index})`)
  const holder = this.known(str(report, "defenderId") ?? "")
  const activation = this.activation
  if (activation === null) this.stop(`${skill}: a roll outside any player's move (command ${this.index})`)
  if (bool(report, "reRolled") !== true) this.emit({ _tag: "SkillUsed", player: holder, skill })
  const success = bool(report, "successful") === true
  const minimum = num(report, "minimumRoll")
  this.roll("d6", [num(report, "roll") ?? 0], skill === "Tentacles" ? "tentacles" : "shadowing", { player: holder }, {
    success,
    ...(minimum === null ? {} : { target: Math.min(6, Math.max(2, minimum)) })
  })
  if (success && skill === "Tentacles") this.heldBack = activation.player
  if (success && skill === "Shadowing") this.divingTackler = holder
}

/**
 * Foul Appearance (FFB's bb2020 StepFoulAppearance): FFB rolls as the Block is declared, before
 * it reports the block, and for a Blitz as soon as its target is chosen. The engine
 * (skills/foul-appearance.ts) rolls as the block is thrown: a Block action's `BlockThrown` is
 * written first (its target the block FFB reports next, or FFB's defender when a 1 stopped it);
 * a Blitz's roll is held until its block is thrown. True when the roll was dealt with here.
 */
export function foulAppearance(this: Converter, report: FfbReport): boolean {
  const activation = this.activation
  const player = str(report, "playerId")
  if (activation === null || activation.player !== player || (this.block !== null && this.block.stage !== "done" && this.block.attacker === player)) return false
  const next = this.nextReport()
  if (next !== null && !next.moved && next.report.reportId === "block") {
    this.blockThrown(next.report)
    return false
  }
  if (activation.action === "block" && this.defender !== null) {
    this.blockThrown({ reportId: "block", defenderId: this.defender })
    return false
  }
  if (activation.action !== "blitz") return false
  if (bool(report, "successful") !== true) this.stop(`Foul Appearance: FFB rolled a failure as ${player}'s Blitz was declared (command ${this.index}); the engine rolls as the block is thrown, which this Blitz never reached`)
  this.declare(false)
  this.heldFoulAppearance = report
  return true
}

/** The acting player, when they are a Ball & Chain player on their move (the only action FFB lets them take). */
export function chainMover(this: Converter): string | null {
  const activation = this.activation
  return activation !== null && activation.action === "move" && this.skilled(activation.player, "Ball & Chain") ? activation.player : null
}

/**
 * One square of a Ball & Chain move: FFB's scatterPlayer (the throw-in D6 and the way the player
 * went). Our log: `SkillUsed` Ball & Chain `at` the square straight next to them the template
 * faced, then the D6 `ball-and-chain`; FFB's move itself is the engine's to make. A direction FFB
 * rolls again after a re-roll writes the new D6 only.
 */
export function chainSwing(this: Converter, report: FfbReport) {
  const player = this.chainMover()!
  const from = asSquare(report.coordinateFrom) ?? this.at.get(player) ?? null
  const roll = nums(report, "rolls")?.[0] ?? 0
  const at = from === null ? null : chainFacing(from, strs(report, "directionArray")[0], roll)
  if (at === null) this.stop(`Ball & Chain: FFB's swing of ${player} (command ${this.index}) names no square or direction the throw-in template gives`)
  this.declare(true)
  if (this.previousReport()?.reportId !== "reRoll") this.emit({ _tag: "SkillUsed", player, skill: "Ball & Chain", at: toSquare(at) })
  this.roll("d6", [roll], "ball-and-chain", { player })
}

/**
 * Hit and Run (FFB's bb2020 StepHitAndRun): its skillUse only offers the move; the hitAndRun
 * report names the direction the player went, and FFB's own move of him follows. Written as
 * `SkillUsed` with the square (skills/hit-and-run.ts), which moves him: FFB's move is not written again.
 */
export function hitAndRun(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  const direction = report.direction
  const from = this.at.get(player) ?? null
  if (!isDirection(direction) || from === null) return this.stop(`Hit and Run: FFB's move (command ${this.index}) names no direction from a square on the pitch`)
  this.heldBack = player
  this.emit({ _tag: "SkillUsed", player, skill: "Hit and Run", at: toSquare(stepFrom(from, direction, 1)) })
}

/**
 * FFB's Fumblerooskie (bb2020 StepInitMoving, ReportFumblerooskie): the carrier lets go of the
 * ball and leaves it with their next step. Our log: SkillUsed Fumblerooskie at the square they
 * leave, just before that move. The ball left behind is no turnover.
 */
export function leaveBall(this: Converter, activation: Activation, from: Square) {
  if (this.fumblerooskie !== activation.player) return
  this.fumblerooskie = null
  activation.heldBall = false
  this.emit({ _tag: "SkillUsed", player: activation.player, skill: "Fumblerooskie", at: toSquare(from) })
}

/**
 * A Vampire's bite after a failed Bloodlust roll (FFB's bb2020 StepInitFeeding: the coach picks an
 * adjacent Thrall, or with Tasty Morsel an opponent; FFB reports only the victim's injury, of type
 * bitten, with no armour roll). Our log (skills/bloodlust.ts): `PlayerChosen` `bloodlust` by the
 * Vampire's team naming the victim, then the injury roll; the engine spends Tasty Morsel on an
 * opponent.
 */
export function bite(this: Converter, report: FfbReport, victim: string) {
  const vampire = this.known(str(report, "attackerId") ?? this.activation?.player ?? "")
  this.declare(true)
  this.emit({ _tag: "PlayerChosen", team: this.teamIds[this.teamOf(vampire)], player: victim, for: "bloodlust" })
}
