/**
 * Star players' special rules that FFB plays as actions of their own, changes of an action, or a
 * skillUse the importer writes where the engine asks: Raiding Party, Beer Barrel Bash!, All You
 * Can Eat, The Flashing Blade, Vicious Vines, Kick 'em while they're down!, Maximum Carnage,
 * Putrid Regurgitation after a Blitz's block, Gored By The Bull, Fury of the Blood God, Yoink!,
 * Kaboom! and Bounding Leap. (The blows, Old Pro and the start-of-activation rules: stars.ts.)
 */
import type { Converter } from "../convert.js"
import { type Action } from "@sidelines/schema"
import { d8Face, isDirection, stepFrom } from "../pitch.js"
import { bool, type FfbReport, num, nums, str, strs } from "../replay.js"
import { SPECIAL_ACTIONS } from "../star-rules.js"

/**
 * FFB's player actions of star players' special rules and the action our log declares: Vicious
 * Vines is a Block at two squares, The Flashing Blade's a stab and Kick 'em while they're down!'s
 * Block a chainsaw (their first report says which, as for FFB's Block), Beer Barrel Bash! a Throw
 * Keg, All You Can Eat a Throw Bomb (FFB's delegate) of two bombs.
 */
export const STAR_ACTION_OF: Readonly<Record<string, Action>> = {
  viciousVines: "block",
  theFlashingBlade: "block",
  kickEmBlock: "block",
  kickEmBlitz: "blitz",
  throwKey: "throw-keg",
  allYouCanEat: "throw-bomb"
}

/** Star players' rules whose skillUse the importer writes as it comes (starSkillUse). */
export const STAR_SKILL_USES: ReadonlySet<string> = new Set(["Raiding Party", "Gored By The Bull", "Fury of the Blood God", "Yoink!", "Kaboom!", "Bounding Leap", "Blast It!"])

/**
 * The star action FFB declared, once openActivation has read it: The Flashing Blade must be a
 * stab and Kick 'em while they're down!'s Block a chainsaw; Kick 'em in a Blitz selects no Blitz
 * target (bb2020 StepInitMoving dispatches it at the block), its chainsaw names the downed one.
 */
export function starActionOpened(this: Converter, ffbAction: string) {
  const activation = this.activation!
  activation.starAction = ffbAction
  if (ffbAction === "kickEmBlitz") activation.target = this.specialBlock()?.defender ?? null
  const kind = ffbAction === "theFlashingBlade" ? "stab" : ffbAction === "kickEmBlock" ? "chainsaw" : null
  if (kind !== null && activation.action !== kind) this.stop(`${SPECIAL_ACTIONS[ffbAction]}: FFB's action (command ${this.index}) is followed by no ${kind}`)
}

/**
 * Star players' rules FFB reports with a skillUse of their own, written as `SkillUsed` where the
 * engine asks: Gored By The Bull (bb2020 StepInitSelecting, ADD_BLOCK_DIE, naming no player: the
 * blitzer's) before the Blitz's block; Fury of the Blood God (UnchannelledFuryBehaviour) after the
 * failed Unchannelled Fury roll; Yoink! (bb2020 StepIntercept, EASY_INTERCEPT, not again for a
 * re-roll) before the interception roll; Kaboom! (bb2020 StepInitBomb) in place of the catcher's
 * D6, the blast then hitting a catcher. Raiding Party's use is written from its raidingParty
 * report, and Bounding Leap's ahead of the jump (boundingLeapAhead). Not used, nothing: the next
 * event declines each.
 */
export function starSkillUse(this: Converter, report: FfbReport, skill: string) {
  if (skill === "Blast It!") return this.blastItUse(report)
  if (bool(report, "used") !== true || skill === "Raiding Party") return
  if (skill === "Bounding Leap") {
    if (this.boundingLeapWritten === str(report, "playerId")) this.boundingLeapWritten = null
    else this.stop(`Bounding Leap: FFB's use (command ${this.index}) follows no jump of ${str(report, "playerId") ?? "?"}'s`)
    return
  }
  const player = this.known(str(report, "playerId") ?? this.activation?.player ?? "")
  if (skill === "Gored By The Bull") this.declare(true)
  this.emit({ _tag: "SkillUsed", player, skill })
}

/**
 * FFB reports Bounding Leap used with the jump's roll, after the player has landed (bb2020
 * StepJump); the engine takes it before the jump. So a jump is preceded by the rule's
 * `SkillUsed` when FFB's reports up to the jump's roll say it was used.
 */
export function boundingLeapAhead(this: Converter, player: string): boolean {
  for (let i = this.index + 1; i < this.commands.length && i <= this.index + 2; i++) {
    for (const report of this.commands[i]!.reportList?.reports ?? []) {
      if (report.reportId === "skillUse" && str(report, "skill") === "Bounding Leap" && str(report, "playerId") === player) return bool(report, "used") === true
      if (report.reportId === "leapRoll" || report.reportId === "jumpRoll") return false
    }
  }
  return false
}

/**
 * Ivar's Raiding Party (FFB's bb2020 StepRaidingParty, chosen as a skill, his action unchanged):
 * FFB reports the skill used, lets the coach pick the team-mate and his square (turn mode
 * raidingParty), then reports raidingParty (the team-mate, the direction of his step) and moves
 * him. Our log (stars/raiding-party.ts): `SkillUsed` with the team-mate and the square, in Ivar's
 * activation; the engine moves him, so FFB's move is not written again.
 */
export function raidingParty(this: Converter, report: FfbReport) {
  const activation = this.startRuleUser(report, "Raiding Party")
  const mate = this.known(str(report, "otherPlayerId") ?? "")
  const from = this.at.get(mate) ?? null
  const direction = str(report, "direction")
  if (from === null || !isDirection(direction)) this.stop(`Raiding Party: FFB's report (command ${this.index}) names no square for ${mate}`)
  this.declare(true)
  this.emit({ _tag: "SkillUsed", player: activation.player, skill: "Raiding Party", target: mate, at: stepFrom(from, direction, 1) })
  this.heldBack = mate
}

/**
 * Thorsson's Beer Barrel Bash! (FFB's throwKey action; mixed StepThrowKeg): FFB reports the keg's
 * D6 (3+, a 1 knocks him down) as thrownKeg, naming the target, and again after a re-roll; the
 * keg's injury report follows. Our log (stars/beer-barrel-bash.ts): the throw-keg action, then
 * `SkillUsed` at the target once, then each `throw-keg` D6; the action ends with the throw.
 */
export function thrownKeg(this: Converter, report: FfbReport) {
  const activation = this.startRuleUser(report, "Beer Barrel Bash!")
  if (activation.action !== "throw-keg") this.stop(`Beer Barrel Bash!: FFB's keg (command ${this.index}) outside a throwKey action`)
  if (this.startRuleIn.get("Beer Barrel Bash!") !== activation.command) {
    this.startRuleIn.set("Beer Barrel Bash!", activation.command)
    this.declare(false)
    this.emit({ _tag: "SkillUsed", player: activation.player, skill: "Beer Barrel Bash!", target: this.known(str(report, "targetPlayerId") ?? "") })
  }
  activation.acted = true
  this.roll("d6", [num(report, "roll") ?? 0], "throw-keg", { player: activation.player }, { success: bool(report, "successful") === true, target: 3 })
}

/**
 * Putrid Regurgitation after a Blitz's block (bb2020 StepEndBlocking makes the action
 * putridRegurgitationMove, with no report, while he may move on; choosing the vomit, FFB reports
 * the player's action putridRegurgitationBlitz, the same activation): the next vomit roll is the
 * rule's (regurgitate). True when FFB's action change is that.
 */
export function putridAfterBlitz(this: Converter, player: string | null, ffbAction: string | null): boolean {
  const activation = this.activation
  if (activation === null || activation.player !== player || activation.action !== "blitz") return false
  if (ffbAction !== "putridRegurgitationMove" && ffbAction !== "putridRegurgitationBlitz") return false
  activation.regurgitating = true
  return true
}

/**
 * Max's Maximum Carnage (FFB's bb2020 StepEndBlocking changes his action to maximumCarnage once
 * the first Chainsaw Attack is over; his next chainsaw, if the coach makes one, spends the rule in
 * StepBlockChainsaw). Our log (stars/maximum-carnage.ts): `SkillUsed` at the second attack's
 * target (the defender FFB sets with that roll), then its dice.
 */
export function maximumCarnage(this: Converter) {
  const activation = this.activation!
  activation.carnage = false
  const target = this.defenderSetHere()
  if (target === null) this.stop(`Maximum Carnage: FFB's second Chainsaw Attack (command ${this.index}) names no defender`)
  this.emit({ _tag: "SkillUsed", player: activation.player, skill: "Maximum Carnage", target: this.known(target) })
}

/** The defender FFB sets (gameSetDefenderId) in this command's model changes, which come after its reports. */
export function defenderSetHere(this: Converter): string | null {
  for (const change of this.commands[this.index]?.modelChangeList?.modelChangeArray ?? []) {
    if (change.modelChangeId !== "gameSetDefenderId") continue
    if (typeof change.modelChangeKey === "string") return change.modelChangeKey
    if (typeof change.modelChangeValue === "string") return change.modelChangeValue
  }
  return null
}

/**
 * FFB changed the acting player's action in the middle of the activation for a star rule: after
 * The Flashing Blade's stab a Move (bb2020 StepEndBlocking), the activation goes on; after a
 * Blitz's block Putrid Regurgitation's actions; after a Chainsaw Attack Maximum Carnage, which the
 * next chainsaw roll takes. True when the change was one of these.
 */
export function starActionChanged(this: Converter, ffbAction: string): boolean {
  const activation = this.activation
  if (activation === null) return false
  if (ffbAction === "move" && activation.starAction === "theFlashingBlade" && activation.acted) {
    activation.acted = false
    return true
  }
  if (this.putridAfterBlitz(activation.player, ffbAction)) return true
  if (ffbAction === "maximumCarnage" && (activation.action === "chainsaw" || activation.action === "blitz")) {
    activation.carnage = true
    return true
  }
  return false
}

/**
 * Barik's Blast It! on his Hail Mary pass (FFB's bb2020 StepMissedPass): FFB reports each scatter
 * die alone as it offers the rule (`scatterBall` of one die, then the `skillUse`, RE_ROLL_DIRECTION,
 * used or not), a re-rolled die alone again, and at the end all the dice in one `scatterBall`.
 * Our log (stars/blast-it.ts): each die once as a `scatter` D8, a re-roll as `RerollUsed` with the
 * rule and the new D8; the last report adds only the dice not offered one by one. Its other use,
 * the +1 to a team-mate's catch (GRANT_CATCH_BONUS), is written ahead of the catch (blastItCatch).
 */
export function blastItUse(this: Converter, report: FfbReport) {
  if (str(report, "skillUse") !== "reRollDirection") {
    if (bool(report, "used") !== true) return
    if (!this.blastItCatchWritten) this.stop(`Blast It!: FFB's +1 to a catch (command ${this.index}) follows no failed catch of the Hail Mary pass`)
    this.blastItCatchWritten = false
    return
  }
  const player = this.known(str(report, "playerId") ?? this.activation?.player ?? "")
  // The die FFB reported just before, alone, is the first offered (scatter wrote it) or one more.
  this.blastIt = { written: (this.blastIt?.written ?? 0) + (this.blastIt === null ? 1 : 0), reRollNext: bool(report, "used") === true }
  if (this.blastIt.reRollNext) this.emit({ _tag: "RerollUsed", team: this.teamIds[this.teamOf(player)], source: "skill", skill: "Blast It!", player })
}

/** A `scatterBall` during Blast It!'s offers (see blastItUse); false when it is one FFB reports alone before an offer, which scatter writes. */
export function blastItScatter(this: Converter, report: FfbReport): boolean {
  const state = this.blastIt
  if (state === null) return false
  const directions = strs(report, "directionArray")
  const rolls = nums(report, "rolls") ?? []
  if (state.reRollNext) {
    // The re-rolled die stands in for the one before: the pass's count of scatter dice is unchanged.
    state.reRollNext = false
    this.roll("d8", [d8Face(directions[0], rolls[0] ?? null) ?? 0], "scatter")
    return true
  }
  const next = this.nextReport()?.report
  if (next?.reportId === "skillUse" && str(next, "skill") === "Blast It!") {
    state.written++
    return false
  }
  // FFB's last report: all the dice; those offered one by one are written already.
  this.blastIt = null
  directions.slice(state.written).forEach((direction, i) => this.roll("d8", [d8Face(direction, rolls[state.written + i] ?? null) ?? 0], "scatter"))
  this.passScatters = 0
  return true
}

/**
 * Cindy's All You Can Eat D6 once her second bomb has settled (mixed StepAllYouCanEat, 4+ she
 * stays). Failed, and neither re-rolled (another allYouCanEat follows) nor bribed away (a
 * successful bribesRoll), FFB sends her off (StepEjectPlayer, which reports nothing): a turnover.
 */
export function allYouCanEatRoll(this: Converter, report: FfbReport) {
  this.testRoll(report, "all-you-can-eat")
  if (bool(report, "successful") === true) return
  for (let i = this.index; i < this.commands.length; i++) {
    const reports = this.commands[i]!.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      const next = reports[r]!
      if (next.reportId === "allYouCanEat") return
      if (next.reportId === "bribesRoll" && bool(next, "successful") === true) return
      if (next.reportId === "bribesRoll" || next.reportId === "turnEnd" || next.reportId === "playerAction") return sentOffTurnover(this)
    }
  }
  sentOffTurnover(this)
}

/** Cindy sent off in her own team turn: the turn is over, and the engine writes no TurnEnded for it. */
const sentOffTurnover = (converter: Converter) => {
  const activation = converter.activation
  if (activation !== null && converter.turn.kind === "team" && converter.turn.team === activation.team) converter.turnover = true
}

/**
 * Blast It!'s +1 to a team-mate's catch of the Hail Mary pass: FFB offers it once the catch has
 * failed and would pass with it (bb2020 StepCatchScatterThrowIn, GRANT_CATCH_BONUS), then judges
 * the same die again and reports the catch anew. The engine takes the rule after the last scatter
 * die (stars/blast-it.ts): so the failed catch that the rule's use follows is not written; the
 * `SkillUsed` comes in its place and FFB's second catch roll is the one written. True when so.
 */
export function blastItCatch(this: Converter): boolean {
  const next = this.nextReport()?.report
  if (next?.reportId !== "skillUse" || str(next, "skill") !== "Blast It!" || str(next, "skillUse") !== "grantCatchBonus" || bool(next, "used") !== true) return false
  const thrower = this.known(str(next, "playerId") ?? this.activation?.player ?? "")
  this.emit({ _tag: "SkillUsed", player: thrower, skill: "Blast It!" })
  this.blastItCatchWritten = true
  return true
}
