/** Star players' special rules: their once-a-game blows, Old Pro, and the rules FFB plays through its own reports or dialogs. */
import type { Converter } from "../convert.js"
import { type Square, toSquare } from "../pitch.js"
import { bool, type FfbReport, num, str } from "../replay.js"
import { DERIVED_SPECIAL_RULES, specialRule } from "../star-rules.js"
import { DECIDED_SKILLS, HYPNOTIZED } from "./vocabulary.js"
import { type Activation } from "./state.js"

/**
 * FFB's Shot to Nothing (bb2020 StepInitSelecting, GAIN_HAIL_MARY, as the Pass action is chosen):
 * `SkillUsed` in the Pass action, in place of the Hail Mary Pass one its passRoll would write
 * (stars/shot-to-nothing.ts). Taken for a Throw Bomb, or anywhere else, it stops.
 */
export function shotToNothing(this: Converter, report: FfbReport) {
  if (bool(report, "used") !== true) return
  const player = this.known(str(report, "playerId") ?? "")
  const activation = this.activation
  if (activation === null || activation.player !== player || activation.action !== "pass" || activation.acted) {
    this.stop(`Shot to Nothing: FFB's use (command ${this.index}) outside the start of a Pass action by ${player} is not converted yet`)
  }
  this.declare(false)
  activation.shotToNothing = true
  this.emit({ _tag: "SkillUsed", player, skill: "Shot to Nothing" })
}

/**
 * FFB's Strong Passing Game (bb2020 StepPass, ADD_STRENGTH_TO_ROLL): after a pass roll, FFB
 * reports the skill used and then the same roll again with the ST added. Our log: `SkillUsed`
 * after the `pass` roll; the engine judges that die again (stars/strong-passing-game.ts).
 */
export function strongPassingGame(this: Converter, report: FfbReport) {
  if (bool(report, "used") !== true) return
  const player = this.known(str(report, "playerId") ?? "")
  const activation = this.activation
  if (activation === null || activation.player !== player || !activation.acted) this.stop(`Strong Passing Game: FFB's use (command ${this.index}) after no pass roll of ${player}'s`)
  this.passJudgedAgain = true
  this.emit({ _tag: "SkillUsed", player, skill: "Strong Passing Game" })
}

/**
 * FFB's Incorporeal (bb2020 StepMoveDodge, ADD_STRENGTH_TO_ROLL): after a failed dodge, FFB reports
 * the skill used and then the same dodge roll again with the ST added. Our log: `SkillUsed` after
 * the `dodge` roll; the engine judges that die again (stars/incorporeal.ts).
 */
export function incorporeal(this: Converter, report: FfbReport) {
  if (bool(report, "used") !== true) return
  const player = this.known(str(report, "playerId") ?? "")
  if (this.activation?.player !== player) this.stop(`Incorporeal: FFB's use (command ${this.index}) outside ${player}'s own move`)
  this.dodgeJudgedAgain = true
  this.emit({ _tag: "SkillUsed", player, skill: "Incorporeal" })
}

/**
 * Hakflem's Treacherous (FFB's bb2020 StepTreacherous, chosen as a skill, his action unchanged):
 * FFB reports the skill used, moves the ball to him and reports the team-mate's Stab injury in
 * the same command. Our log (stars/treacherous.ts): `SkillUsed` in his activation, then the
 * team-mate's armour (and injury) rolls — no Stab action of his, and no turnover.
 */
export function treacherous(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  const activation = this.activation
  if (activation === null || activation.player !== player) this.stop(`Treacherous: FFB's use (command ${this.index}) outside ${player}'s own activation`)
  const reports = this.commands[this.index]?.reportList?.reports ?? []
  const stab = reports[this.reportIndex + 1]
  if (stab?.reportId !== "injury" || str(stab, "injuryType") !== "stab") this.stop(`Treacherous: FFB's use (command ${this.index}) is followed by no Stab injury of the team-mate`)
  this.declare(true)
  this.emit({ _tag: "SkillUsed", player, skill: "Treacherous" })
  // The stab is the rule's, not a Stab action nor a turnover: the injury is read as any other, its effects put back.
  const { acted } = activation
  const turnover = this.turnover
  activation.acted = true
  this.reportIndex++
  this.report(stab)
  activation.acted = acted
  this.turnover = turnover
}

/**
 * Rodney's Catch of the Day (FFB's bb2020 StepCatchOfTheDay, chosen as a skill, his action
 * unchanged): FFB reports the skill used, then its catchOfTheDay D6 (3+); after a re-roll it
 * reports the skill used again before the new die. Our log (stars/catch-of-the-day.ts): one
 * `SkillUsed` in his activation, then the `catch-of-the-day` test. (With the ball out of reach FFB
 * reports the skill wasted, a report the import stops at.)
 */
export function catchOfTheDay(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  const activation = this.activation
  if (activation === null || activation.player !== player) this.stop(`Catch of the Day: FFB's use (command ${this.index}) outside ${player}'s own activation`)
  if (this.catchOfTheDayIn === activation.command) return // the notice FFB repeats before a re-rolled die
  // No ball lying within three squares: FFB spends the rule with no roll (StepCatchOfTheDay's skillWasted), the engine would not take it.
  if ((this.commands[this.index]?.reportList?.reports ?? []).some((r) => r.reportId === "skillWasted" && str(r, "playerId") === player)) return
  this.catchOfTheDayIn = activation.command
  this.declare(true)
  this.emit({ _tag: "SkillUsed", player, skill: "Catch of the Day" })
}

/** The star player whose start-of-activation rule FFB reports, in his own activation, or a stop naming the rule. */
export function startRuleUser(this: Converter, report: FfbReport, rule: string): Activation {
  const player = this.known(str(report, "playerId") ?? "")
  const activation = this.activation
  if (activation === null || activation.player !== player) this.stop(`${rule}: FFB's use (command ${this.index}) outside ${player}'s own activation`)
  return activation
}

/**
 * Boa's Look Into My Eyes (FFB's bb2020 StepLookIntoMyEyes, chosen as a skill, his action
 * unchanged): FFB reports the skill used, then its lookIntoMyEyesRoll D6 (2+), and again both
 * after a re-roll; on a success it moves the ball to him and ends his action. Our log
 * (stars/look-into-my-eyes.ts): one `SkillUsed` in his activation (the engine finds the carrier),
 * then the `look-into-my-eyes` test.
 */
export function lookIntoMyEyes(this: Converter, report: FfbReport) {
  const activation = this.startRuleUser(report, "Look Into My Eyes")
  if (this.startRuleIn.get("Look Into My Eyes") === activation.command) return // the notice FFB repeats before a re-rolled die
  this.startRuleIn.set("Look Into My Eyes", activation.command)
  this.declare(true)
  this.emit({ _tag: "SkillUsed", player: activation.player, skill: "Look Into My Eyes" })
}

/** The Look Into My Eyes D6: a success ends Boa's activation, as the engine ends it itself (no ActionEnded). */
export function lookIntoMyEyesRoll(this: Converter, report: FfbReport) {
  const activation = this.startRuleUser(report, "Look Into My Eyes")
  this.testRoll(report, "look-into-my-eyes")
  if (bool(report, "successful") === true) activation.acted = true
}

/**
 * Estelle's Baleful Hex (FFB's bb2020 StepBalefulHex, chosen as a skill, her action unchanged):
 * FFB reports the skill used before the target is chosen, then a balefulHex D6 (2+) naming the
 * target (targetPlayerId), and only the roll again after a re-roll. Our log
 * (stars/baleful-hex.ts): `SkillUsed` at the target in her activation, then the `baleful-hex` test.
 */
export function balefulHex(this: Converter, report: FfbReport) {
  const activation = this.startRuleUser(report, "Baleful Hex")
  if (this.startRuleIn.get("Baleful Hex") !== activation.command) {
    const target = str(report, "targetPlayerId")
    if (target === null) this.stop(`Baleful Hex: FFB's roll (command ${this.index}) names no target`)
    this.startRuleIn.set("Baleful Hex", activation.command)
    this.declare(true)
    this.emit({ _tag: "SkillUsed", player: activation.player, skill: "Baleful Hex", target: this.known(target) })
  }
  return this.testRoll(report, "baleful-hex")
}

/**
 * Zzharg's Then I Started Blastin'! (FFB's bb2020 StepThenIStartedBlastin, chosen in the
 * activation): FFB reports it with no target as it asks for one, then with the target
 * (targetPlayerId) and the D6 (3+), again after a re-roll; on a 2 that stands the opposing coach
 * picks whom it hits, reported with that player and no die. The hit player's `startedBlastin`
 * injury follows. Our log (stars/then-i-started-blastin.ts): `SkillUsed` at the target, each
 * `then-i-started-blastin` D6, `PlayerChosen` by the opposing coach after a 2; the blast ends his
 * activation (the engine follows the rulebook there; FFB lets him go on).
 */
export function blastin(this: Converter, report: FfbReport) {
  const rule = "Then I Started Blastin'!"
  const activation = this.startRuleUser(report, rule)
  const target = str(report, "targetPlayerId")
  const roll = num(report, "roll") ?? 0
  if (target === null || target === "") return // FFB asks for the target
  if (roll === 0) {
    if (this.startRuleIn.get(rule) !== activation.command) this.stop(`${rule}: FFB's pick of whom the blast hits (command ${this.index}) follows no blast`)
    this.emit({ _tag: "PlayerChosen", team: this.teamIds[1 - activation.team]!, player: this.known(target), for: "then-i-started-blastin" })
    return
  }
  if (this.startRuleIn.get(rule) !== activation.command) {
    this.startRuleIn.set(rule, activation.command)
    this.declare(true)
    this.emit({ _tag: "SkillUsed", player: activation.player, skill: rule, target: this.known(target) })
    activation.acted = true
  }
  this.roll("d6", [roll], "then-i-started-blastin", { player: activation.player }, { success: bool(report, "successful") === true, target: 3 })
}

/**
 * Kiroth's Black Ink (FFB's bb2020 StepBlackInk, chosen as a skill, his action unchanged): FFB
 * reports the skill used before its coach picks an adjacent opponent, and no report names him:
 * the player FFB then marks hypnotised is the target (none, and a skillUse not used, when the
 * coach picks nobody). Our log (stars/black-ink.ts): `SkillUsed` at the target in his activation.
 */
export function blackInk(this: Converter, report: FfbReport) {
  const activation = this.startRuleUser(report, "Black Ink")
  const target = this.hypnotisedAhead(activation.player)
  if (target === null) return
  this.declare(true)
  this.emit({ _tag: "SkillUsed", player: activation.player, skill: "Black Ink", target: this.known(target) })
}

/** The opponent of `player` FFB next marks hypnotised (PlayerState's hypnotized bit) within his activation, if any. */
export function hypnotisedAhead(this: Converter, player: string): string | null {
  const team = this.teamOf(player)
  for (let i = this.index; i < this.commands.length; i++) {
    const command = this.commands[i]!
    if (i > this.index && (command.reportList?.reports ?? []).some((r) => r.reportId === "skillUse" && str(r, "skill") === "Black Ink" && bool(r, "used") === false)) return null
    for (const change of command.modelChangeList?.modelChangeArray ?? []) {
      if (change.modelChangeId === "actingPlayerSetPlayerId" && change.modelChangeValue !== player) return null
      const key = change.modelChangeKey
      if (change.modelChangeId === "fieldModelSetPlayerState" && typeof key === "string" && key !== player && (Number(change.modelChangeValue) & HYPNOTIZED) !== 0 && this.teamOf(key) !== team) return key
    }
  }
  return null
}

/**
 * A star player's special rule FFB reports used (skillUse) that no case above converted: the
 * import stops, naming it, unless FFB only notes an effect the engine derives (star-rules.ts).
 */
export function specialRuleUse(this: Converter, report: FfbReport, skill: string) {
  const rule = specialRule(skill)
  if (bool(report, "used") !== true || rule === null || DERIVED_SPECIAL_RULES.has(rule) || DECIDED_SKILLS.has(rule)) return
  this.stop(`${rule}: FFB's use (command ${this.index}) is not converted yet`)
}

/**
 * A star's blow (Crushing Blow, Ram, Brutal Block, Savage Mauling…; FFB's injury modifications,
 * offered by bb2020 StepHandleDropPlayerContext after the first part of the injury report):
 * used, `SkillUsed` by the star right after the roll it changes, as the engine offers it
 * (stars/star-blows.ts); declined, nothing (the next roll declines it).
 */
export function starBlowUse(this: Converter, report: FfbReport, skill: string) {
  const blow = this.starBlow
  const used = bool(report, "used") === true
  if (blow === null || blow.used !== null) {
    if (!used) return
    this.stop(`${skill}: FFB's use of a star player's blow (command ${this.index}) follows no injury reported in part for it`)
  }
  blow.used = used
  if (!used) return
  const use = str(report, "skillUse")
  // Ghostly Flames' +4 in place of the chainsaw's +3 is one more on the armour roll.
  blow.kind = use === "addArmourModifier" || use === "increaseChainsawDamage" ? "armour" : use === "addInjuryModifier" ? "injury" : use === "reRollInjury" ? "reroll" : null
  if (blow.kind === null) this.stop(`${skill}: FFB's use "${use ?? "?"}" (command ${this.index}) is no +1 to armour or injury nor an injury re-roll`)
  this.emit({ _tag: "SkillUsed", player: this.known(str(report, "playerId") ?? ""), skill: specialRule(skill) ?? skill })
}

/**
 * Helmut Wulf's Old Pro (FFB's OldProModification, RE_ROLL_SINGLE_ARMOUR_DIE): offered as the star
 * blows are, on an injury FFB reports in part (the armour only). Used, FFB rolls his Pro (StepPro:
 * a `reRoll` from Pro) and on a success reports the die it re-rolled (`oldPro`: oldRoll, roll),
 * then the injury with the new armour. Our log (stars/old-pro.ts): `RerollUsed` Old Pro with no
 * `die` (the engine takes FFB's pick: the lower die to break the armour, the higher to save it),
 * the `pro` D6, then the one new `armour` die.
 */
export function oldProUse(this: Converter, report: FfbReport) {
  const blow = this.starBlow
  const used = bool(report, "used") === true
  if (blow === null || blow.used !== null) {
    if (!used) return
    this.stop(`Old Pro: FFB's use (command ${this.index}) follows no armour roll reported in part for it`)
  }
  blow.used = used
  if (!used) return
  if (str(report, "skillUse") !== "reRollSingleArmourDie") this.stop(`Old Pro: FFB's use "${str(report, "skillUse") ?? "?"}" (command ${this.index}) is no re-roll of an armour die`)
  blow.kind = "armour"
  const star = this.known(str(report, "playerId") ?? "")
  this.oldPro = { star, victim: blow.victim, rolled: false }
  this.emit({ _tag: "RerollUsed", team: this.teamIds[this.teamOf(star)], source: "skill", skill: "Old Pro", player: star })
}

/** Old Pro's Pro roll (FFB's StepPro reports it as a re-roll from Pro): a failure lets the armour stand. */
export function oldProRoll(this: Converter, report: FfbReport, player: string) {
  const oldPro = this.oldPro!
  if (str(report, "reRollSource") !== "Pro" || player !== oldPro.star || oldPro.rolled) {
    this.stop(`Old Pro: a re-roll from "${str(report, "reRollSource") ?? "?"}" (command ${this.index}) during Helmut's Pro roll is not converted (the engine allows no team re-roll there)`)
  }
  const success = bool(report, "successful") === true
  this.roll("d6", [num(report, "roll") ?? 0], "pro", { player }, { success })
  oldPro.rolled = true
  if (success) return
  // FFB drops the modified injury: the armour as first reported stands.
  this.oldPro = null
  if (this.starBlow !== null) this.starBlow.used = false
}

/** The armour die Old Pro re-rolled (FFB's oldPro report): one `armour` D6 for the player whose armour it is. */
export function oldProDie(this: Converter, report: FfbReport) {
  const oldPro = this.oldPro
  if (oldPro === null || !oldPro.rolled) this.stop(`Old Pro: FFB's "oldPro" report (command ${this.index}) follows no Pro roll for it`)
  this.oldPro = null
  this.roll("d6", [num(report, "roll") ?? 0], "armour", { player: oldPro.victim })
}

/**
 * FFB's Furious Outburst (mixed StepInitFuriousOutburst, StepFirstMoveFuriousOutburst, the Stab,
 * StepSecondMoveFuriousOutburst): the target picked in a dialog is the defender FFB sets
 * (gameSetDefenderId) as she is placed; each placement is her new square. Our log
 * (stars/furious-outburst.ts): `ActionDeclared` `blitz` at that target, `SkillUsed` Furious
 * Outburst `at` the first square; the Stab's armour (FFB's injury of type stab); `SkillUsed`
 * again `at` the second square, if she is placed again. Her activation then ends by itself.
 */
export function outburstPlaced(this: Converter, activation: Activation, to: Square) {
  const rule = "Furious Outburst"
  if (activation.outburst === "first") {
    if (this.defender === null) this.stop(`${rule}: ${activation.player} is placed (command ${this.index}) with no target FFB set`)
    activation.target = this.defender
    activation.outburst = "placed"
    this.declare(true)
    activation.acted = true
    this.emit({ _tag: "SkillUsed", player: activation.player, skill: rule, at: toSquare(to) })
    return
  }
  if (activation.outburst === "done") this.stop(`${rule}: ${activation.player} is placed a third time (command ${this.index})`)
  activation.outburst = "done"
  this.emit({ _tag: "SkillUsed", player: activation.player, skill: rule, at: toSquare(to) })
}
