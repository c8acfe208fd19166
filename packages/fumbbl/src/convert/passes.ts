/** Passes and the ball: passes, hand-offs, Throw Team-mate, Dump-off, Pass Block, scatters and throw-ins, a ball placed by Safe Pair of Hands, and bombs (Bombardier). */
import type { Converter } from "../convert.js"
import { type RollPurpose } from "@sidelines/schema"
import { asSquare, d8Face, isDirection, onPitch, type Square, stepFrom, toSquare } from "../pitch.js"
import { bool, type FfbReport, num, nums, str, strs } from "../replay.js"
import { swoopFacing } from "../swoop.js"
import { DISPLAY_ONLY, isThrowOfTeamMate } from "./vocabulary.js"
import { type Activation, type BlastGroup } from "./state.js"

export function passRoll(this: Converter, report: FfbReport) {
  if (this.passJudgedAgain) {
    // The same die judged again with Strong Passing Game's ST: the engine judges it again on SkillUsed.
    this.passJudgedAgain = false
    this.passScatters = (str(report, "passResult") ?? "").toLowerCase() === "inaccurate" ? 3 : 0
    return
  }
  this.declare(true)
  if (this.activation === null) this.stop("a pass outside any player's action")
  if (this.turnMode === "dumpOff") this.dumpOff(report)
  else if (this.bomb?.thrownOn !== undefined && this.bomb.thrownOn === str(report, "playerId") && bool(report, "reRolled") !== true) this.bombThrownOn(this.bomb.thrownOn)
  else if (this.activation.aimedEarly === true) this.activation.aimedEarly = false
  // A re-rolled pass (Pass, a team re-roll) is the same pass: it was aimed once.
  else if (bool(report, "reRolled") !== true || !this.activation.acted) this.aimPass(this.passCoordinate ?? this.lookAheadPassCoordinate(), bool(report, "hailMaryPass") === true)
  const result = (str(report, "passResult") ?? "").toLowerCase().replace(/_/g, "-")
  if (result === "inaccurate") this.passScatters = 3
  this.testRoll(report, "pass", result === "" ? undefined : result)
  return
}

export function handOverReport(this: Converter, report: FfbReport) {
  this.declare(true)
  if (this.activation === null) this.stop("a hand-off outside any player's action")
  if (this.activation.aimedEarly === true) {
    this.activation.aimedEarly = false
    return
  }
  this.handOver(report)
  return
}

export function passDeviate(this: Converter, report: FfbReport) {
  const face = d8Face(report.scatterDirection, num(report, "rollScatterDirection"))
  this.roll("d8", [face ?? 0], "scatter")
  return this.roll("d6", [num(report, "rollScatterDistance") ?? 0], "scatter")
}

export function scatterPlayer(this: Converter, report: FfbReport) {
  if (this.chainMover() !== null) return this.chainSwing(report)
  const directions = strs(report, "directionArray")
  return directions.forEach((direction, i) => this.roll("d8", [d8Face(direction, nums(report, "rolls")?.[i] ?? null) ?? 0], "scatter"))
}

/**
 * FFB reports the Always Hungry roll, or else the throw, before anything names the throw; the
 * log writes `TeamMateThrown` first, with the team-mate FFB picked up and the square aimed at.
 */
export function throwTeamMate(this: Converter, thrownId: string | null) {
  const activation = this.activation
  if (activation === null || !isThrowOfTeamMate(activation.action) || activation.acted) return
  const thrown = thrownId ?? this.thrownPlayer
  if (thrown === null) this.stop("a Throw Team-mate without the team-mate FFB picked up")
  if (this.passCoordinate === null) this.stop("a Throw Team-mate without the square it was thrown at")
  this.declare(true)
  activation.acted = true
  this.emit({ _tag: "TeamMateThrown", player: activation.player, target: this.known(thrown), at: toSquare(this.passCoordinate) })
}

/**
 * A thrown player's Swoop (swoopPlayer, after a superb or successful throw; FFB made him the
 * acting player, his action swoop, which writes nothing): `SkillUsed` Swoop facing the template,
 * the `swoop` D6 and D3, as the engine asks (skills/swoop.ts). FFB reports neither the facing nor
 * the D6: see swoopFacing. His new square is the engine's to derive.
 */
export function swoop(this: Converter, report: FfbReport) {
  const player = this.thrownPlayer ?? this.acting.player
  const from = asSquare(report.startCoordinate)
  const template = from === null ? null : swoopFacing(from, str(report, "scatterDirection"))
  if (player === null || template === null) this.stop(`Swoop: FFB's swoopPlayer (command ${this.index}) names no thrown player or no way he went`)
  const swooper = this.known(player)
  this.emit({ _tag: "SkillUsed", player: swooper, skill: "Swoop", at: toSquare(template.at) })
  this.roll("d6", [template.face], "swoop", { player: swooper })
  this.roll("d3", [num(report, "distance") ?? 0], "swoop", { player: swooper })
  this.warn(`Swoop (command ${this.index}): FFB reports the way ${swooper} went, not the throw-in template's facing or D6; written as a facing and a face that send him that way`)
}

export function aimPass(this: Converter, at: Square | null, hailMary = false) {
  if (at === null) this.stop("a pass roll without the square it was thrown at")
  // FFB's passRoll says `hailMaryPass`; our log declares it before the pass is aimed.
  if (hailMary && this.activation!.shotToNothing !== true) this.emit({ _tag: "SkillUsed", player: this.activation!.player, skill: "Hail Mary Pass" })
  this.activation!.acted = true
  // A bomb thrown again (All You Can Eat's second): nobody has caught this one yet.
  if (this.bomb !== null) this.bomb = {}
  this.emit({ _tag: "PassAimed", player: this.activation!.player, at: toSquare(at) })
}

export function handOver(this: Converter, report: FfbReport) {
  this.activation!.acted = true
  this.emit({ _tag: "HandedOff", player: this.activation!.player, target: this.known(str(report, "catcherId") ?? "") })
}

/**
 * FFB rolls Animosity before it reports the hand-off or pass the roll is for; the log names the
 * target first, as the rules take it, so that decision is written ahead of its report.
 */
export function aimBeforeAnimosity(this: Converter) {
  const activation = this.activation
  if (activation === null || activation.acted) return
  for (let i = this.index; i < this.commands.length; i++) {
    const command = this.commands[i]!
    const reports = command.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      const report = reports[r]!
      if (report.reportId === "reRoll" || report.reportId === "animosityRoll" || DISPLAY_ONLY.has(report.reportId)) continue
      if (report.reportId === "handOver") this.handOver(report)
      else if (report.reportId === "passRoll") {
        const at = command.modelChangeList?.modelChangeArray?.find((change) => change.modelChangeId === "gameSetPassCoordinate")?.modelChangeValue
        this.aimPass(this.passCoordinate ?? asSquare(at), bool(report, "hailMaryPass") === true)
      } else return this.aimRefused(activation)
      activation.aimedEarly = true
      return
    }
  }
  this.aimRefused(activation)
}

/**
 * An Animosity roll with no hand-off or pass after it: the player refused (FFB's bb2020
 * AnimosityBehaviour ends the action). FFB rolled for the catcher on the square the coach
 * picked, its pass coordinate (gameSetPassCoordinate, set before the roll): the hand-off's
 * target is the player standing there, the pass is aimed there. Without it the import stops.
 */
export function aimRefused(this: Converter, activation: Activation) {
  const at = this.lookAheadPassCoordinate() ?? this.passCoordinate
  const target = at === null ? undefined : this.standingOn(at)
  const refusal = "an Animosity roll without a hand-off or pass after it, and no square FFB rolled it for: FFB does not report the target a refusing player had chosen"
  if (at === null || (activation.action === "hand-off" && target === undefined)) this.stop(refusal)
  if (activation.action === "hand-off") this.emit({ _tag: "HandedOff", player: activation.player, target: this.known(target!) })
  else if (activation.action === "pass") this.emit({ _tag: "PassAimed", player: activation.player, at: toSquare(at) })
  else this.stop(refusal)
  activation.acted = true
}

export function lookAheadPassCoordinate(this: Converter): Square | null {
  for (const change of this.commands[this.index]?.modelChangeList?.modelChangeArray ?? []) {
    if (change.modelChangeId === "gameSetPassCoordinate") return asSquare(change.modelChangeValue)
  }
  return null
}

/**
 * FFB's Dump-off: no report says it was used (only a refusal is reported, used=false); FFB
 * switches to its dumpOff turn mode and plays a pass sequence for the block's target before it
 * reports the block. Our log throws the block first, then the target's SkillUsed Dump-off at the
 * square aimed at, then the pass roll and the rest as for any pass.
 */
export function dumpOff(this: Converter, report: FfbReport) {
  const activation = this.activation!
  const thrower = this.known(str(report, "playerId") ?? "")
  if (activation.action !== "block" && activation.action !== "blitz") this.stop(`Dump-off against a ${activation.action} action (command ${this.index}) is not converted yet`)
  const at = this.lookAheadPassCoordinate() ?? this.passCoordinate
  if (at === null) this.stop(`Dump-off: the Quick Pass of ${thrower} has no square aimed at (command ${this.index})`)
  if (this.block === null || this.block.stage !== "dice" || this.block.defender !== thrower) this.blockThrown({ reportId: "block", defenderId: thrower })
  this.emit({ _tag: "SkillUsed", player: thrower, skill: "Dump-off", at: toSquare(at) })
}

/** A loose ball's D8s: bounces, or the scatters of an inaccurate pass or of Changing Weather. */
export function scatter(this: Converter, report: FfbReport) {
  const directions = strs(report, "directionArray")
  const rolls = nums(report, "rolls") ?? []
  directions.forEach((direction, i) => {
    let purpose: RollPurpose = "bounce"
    if (bool(report, "gustOfWind") === true) purpose = "scatter"
    else if (this.passScatters > 0) {
      purpose = "scatter"
      this.passScatters--
    }
    this.roll("d8", [d8Face(direction, rolls[i] ?? null) ?? 0], purpose)
  })
}

/**
 * The crowd's throw-in: a D6 on the throw-in template and 2D6 squares. The face written is the
 * one that sends the ball FFB's way on our template (as for the D8, the direction is the fact).
 */
export function throwIn(this: Converter, report: FfbReport) {
  const direction = report.direction
  const roll = num(report, "directionRoll")
  const from = this.ball.at
  let face = roll ?? 0
  if (isDirection(direction) && from !== null) {
    const edge = (x: number, y: number): ReadonlyArray<string> =>
      x <= 0 ? ["Northeast", "East", "Southeast"] : x >= 25 ? ["Southwest", "West", "Northwest"] : y >= 14 ? ["Northwest", "North", "Northeast"] : ["Southeast", "South", "Southwest"]
    const fan = edge(Math.min(25, Math.max(0, from[0])), Math.min(14, Math.max(0, from[1])))
    const wanted = fan.indexOf(direction)
    if (wanted >= 0 && Math.floor((face - 1) / 2) !== wanted) face = wanted * 2 + 1 + ((face - 1) % 2 === 1 ? 1 : 0)
  }
  this.roll("d6", [face], "throw-in-direction")
  this.roll("2d6", nums(report, "distanceRoll") ?? [], "throw-in-distance")
}

/**
 * FFB's placedBallDirection (bb2020 StepPlaceBall): the direction from the carrier's square to
 * the one their coach put the ball in with Safe Pair of Hands. Our log: SkillUsed with `at`.
 * FFB asks for the ball before the apothecary, the engine after it: a carrier's apothecary
 * report after the ball is placed stops the import.
 */
export function placedBall(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  const from = this.at.get(player) ?? null
  const direction = report.direction
  if (this.safePairOfHands !== player || from === null || !onPitch(from) || !isDirection(direction)) {
    this.stop(`Safe Pair of Hands: FFB places the ball of ${player} (command ${this.index}) without the skill's use or a square to place it from`)
  }
  this.safePairOfHands = null
  for (let i = this.index; i < this.commands.length; i++) {
    const reports = this.commands[i]!.reportList?.reports ?? []
    const r = i === this.index ? this.reportIndex + 1 : 0
    const next = reports.slice(r).find((other) => !DISPLAY_ONLY.has(other.reportId))
    if (next === undefined) continue
    if ((next.reportId === "apothecaryRoll" || next.reportId === "apothecaryChoice") && str(next, "playerId") === player) {
      this.stop(`Safe Pair of Hands: FFB places the ball of ${player} before the apothecary is asked; the engine asks the apothecary first (not converted)`)
    }
    break
  }
  this.emit({ _tag: "SkillUsed", player, skill: "Safe Pair of Hands", at: toSquare(stepFrom(from, direction, 1)) })
}

/** The skillUse reports of skills converted here; false for the others. */
export function ballSkillUse(this: Converter, report: FfbReport, skill: string): boolean {
  if (skill === "Safe Pair of Hands") {
    // FFB (bb2020 StepPlaceBall) asks after the carrier's injury report; the square comes as placedBallDirection.
    if (bool(report, "used") === true) this.safePairOfHands = this.known(str(report, "playerId") ?? "")
    return true
  }
  if (skill === "Kick") {
    // FFB (bb2020 StepKickoffScatterRoll) reports Kick only when used, after the kick's deviation.
    if (bool(report, "used") === true) this.emit({ _tag: "SkillUsed", player: this.known(str(report, "playerId") ?? ""), skill })
    return true
  }
  // Hail Mary Pass is read from the passRoll's hailMaryPass flag (see aimPass), On the Ball from FFB's passBlock turn.
  if (skill === "Hail Mary Pass" || skill === "On the Ball") return true
  if (skill === "Running Pass") {
    // The engine lets a thrower with it move on after a Quick Pass by itself (FFB bb2020 StepEndPassing does too).
    return true
  }
  if (skill === "Diving Catch") {
    // FFB (bb2020 StepCatchScatterThrowIn.divingCatch) reports each diver's use once, before their catch roll.
    if (bool(report, "used") === true) this.emit({ _tag: "SkillUsed", player: this.known(str(report, "playerId") ?? ""), skill })
    return true
  }
  return false
}

/**
 * FFB's BB2020 On the Ball (christerk/ffb mixed StepPassBlock): once the thrower has aimed, FFB
 * switches to turn mode passBlock, hands the turn to the other coach, and lets a player with the
 * skill move through an activation of its own; then it puts the thrower's activation back and
 * rolls the pass. Our log (skills/on-the-ball.ts): PassAimed, then SkillUsed On the Ball by the
 * mover and their PlayerMoved (and dodge or rush rolls), then the passing test. So the pass is
 * aimed here, ahead of FFB's passRoll, and the mover's activation writes no ActionDeclared.
 */
export function startPassBlock(this: Converter) {
  const thrower = this.activation
  if (thrower === null || thrower.action !== "pass" || thrower.acted) this.stop(`On the Ball: FFB's pass-block turn (command ${this.index}) outside a pass not yet thrown`)
  const at = this.passCoordinate ?? this.lookAheadPassCoordinate()
  this.declare(true)
  this.aimPass(at)
  thrower.aimedEarly = true
  this.passBlock = { thrower }
  this.activation = null
}

export function endPassBlock(this: Converter) {
  const block = this.passBlock
  if (block === null) return
  this.closeActivation(false)
  this.finishPending()
  this.passBlock = null
  this.activation = block.thrower
}

/**
 * FFB's BB2020 bomb (christerk/ffb bb2020 StepInitBomb, StepSpecialEffect): the throw is a pass
 * (passRoll with `bomb`), then where it comes down StepInitBomb plays one sequence per player in
 * the square or next to it, in FFB's order of the squares: a `spellEffectRoll` (`bomb`; roll 0
 * for the player in the square, who is hit without one), that player's injury, the apothecary.
 * The engine (skills/bombardier.ts) rolls every D6 of the players next to it first, by row then
 * column, and then resolves the hits, the player in the square first: the groups are held back
 * and written in that order. A caught bomb's D6 is FFB's bombExplodesAfterCatch.
 */
export function bombEffect(this: Converter, report: FfbReport) {
  if (this.bomb === null) this.stop(`a bomb's blast (command ${this.index}) outside a Throw Bomb action`)
  const player = this.known(str(report, "playerId") ?? "")
  const roll = num(report, "roll") ?? 0
  const center = roll === 0
  // Not caught, it comes to rest and explodes: no turnover (docs/skills.md, Bombardier; FFB plays on too).
  this.blast = [...(this.blast ?? []), { player, at: this.at.get(player) ?? null, center, events: [] }]
  if (!center) this.roll("d6", [roll], "bombardier", { player }, { success: bool(report, "successful") === true })
}

/**
 * The catcher's D6: 4+ the bomb explodes in their hands; otherwise they throw it on. FFB's bb2020
 * StepEndBomb then makes the catcher the acting player (their team playing) and plays a pass for
 * them: their passRoll is the throw on (bombThrownOn), and the acting player goes back to the bomber.
 */
export function bombCaught(this: Converter, report: FfbReport) {
  if (this.bomb === null) this.stop(`a caught bomb (command ${this.index}) outside a Throw Bomb action`)
  const catcher = this.known(str(report, "catcherId") ?? "")
  const explodes = bool(report, "explodes") === true
  this.roll("d6", [num(report, "roll") ?? 0], "bombardier", { player: catcher }, { success: explodes })
  this.bomb.thrownOn = explodes ? undefined : catcher
}

/** The catcher throws the bomb on, out of the sequence of play: their PassAimed, where FFB's pass coordinate says. */
export function bombThrownOn(this: Converter, catcher: string) {
  const at = this.passCoordinate ?? this.lookAheadPassCoordinate()
  if (at === null) this.stop(`Bombardier: ${catcher} throws the bomb on (command ${this.index}) with no square FFB names`)
  this.emit({ _tag: "PassAimed", player: catcher, at: toSquare(at) })
}

/** Writes a held explosion: the D6s of the players next to it by row then column, then the hits, the player in the square first. */
export function writeBlast(this: Converter) {
  const groups = this.blast
  if (groups === null) return
  this.blast = null
  const square = (group: BlastGroup) => group.at ?? [99, 99]
  const around = groups.filter((group) => !group.center).sort((a, b) => square(a)[1] - square(b)[1] || square(a)[0] - square(b)[0])
  const rolls = around.map((group) => group.events[0]!)
  const hits = [...groups.filter((group) => group.center), ...around].flatMap((group) => group.events.slice(group.center ? 0 : 1))
  if (groups.some((group) => group.at === null || (!group.center && group.events.length === 0))) this.stop(`a bomb's blast (command ${this.index}) names a player who is not on the pitch`)
  const index = this.index
  for (const { event, command } of [...rolls, ...hits]) {
    this.index = command
    this.emit(event)
  }
  this.index = index
}
