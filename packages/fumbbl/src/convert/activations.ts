/** Team turns and activations: a player's action from its declaration to its end, fouls and the referee, re-rolls, and the end of a team turn. */
import type { Converter } from "../convert.js"
import { type Action } from "@sidelines/schema"
import { bool, type FfbReport, num, records, str } from "../replay.js"
import { REROLL_SPECIAL_RULES, SPECIAL_ACTIONS, specialRule } from "../star-rules.js"
import { STATE, ACTIVE, base, ACTION_OF } from "./vocabulary.js"
import { type Activation } from "./state.js"
import { STAR_ACTION_OF } from "./star-actions.js"

export function openActivation(this: Converter, player: string, ffbAction: string) {
  if (this.spells !== null) this.stop(`a player's action (command ${this.index}) after a wizard's spell without the end of the turn between`)
  this.bomb = null
  this.fumblerooskie = null // FFB takes back a Fumblerooskie the player did not step away from
  this.closeActivation(false)
  this.finishPending()
  this.thrownPlayer = null
  this.defender = null
  // Furious Outburst is the team's Blitz (stars/furious-outburst.ts): FFB's action of its own, our Blitz with SkillUsed.
  const action = ffbAction === "furiousOutburst" ? "blitz" : ACTION_OF[ffbAction] ?? STAR_ACTION_OF[ffbAction]
  if (action === undefined && SPECIAL_ACTIONS[ffbAction] !== undefined) this.stop(`${SPECIAL_ACTIONS[ffbAction]}: FFB action "${ffbAction}" has no counterpart in the sidelines/1 format yet (command ${this.index})`)
  if (action === undefined) this.stop(`FFB action "${ffbAction}" has no counterpart in the sidelines/1 format yet`)
  const team = this.teamOf(player)
  this.activation = {
    player,
    team,
    action,
    target: null,
    declared: false,
    standUpPending: false,
    leaping: false,
    acted: false,
    lost: false,
    heldBall: this.holdsBall(team),
    pickUp: null,
    command: this.index,
    frenzy: this.skilled(player, "Frenzy")
  }
  // The coach changed the action of the player FFB already had acting: FFB sends no new old state, only its standingUp flag still says it.
  if (this.acting.player === player && this.acting.standingUp) this.activation.standUpPending = true
  if (ffbAction === "furiousOutburst") this.activation.outburst = "first"
  else if (action === "blitz") this.activation.target = this.blitzTarget(player)
  if (action === "block") {
    const special = this.specialBlock()
    if (special !== null) {
      this.activation.action = special.action
      // Our Projectile Vomit action names its target when declared: it throws no block.
      if (special.action === "projectile-vomit" || special.action === "chainsaw" || special.action === "stab" || special.action === "breathe-fire") this.activation.target = special.defender
    }
  }
  if (STAR_ACTION_OF[ffbAction] !== undefined) this.starActionOpened(ffbAction)
  // Kick Team-mate: FFB's BB2020 plays it as a Throw Team-mate (its throwTeamMateRoll says `kicked`), converted the same way.
  if (action === "throw-bomb") this.bomb = {}
  if (action === "multiple-block") this.multi = { attacker: player, targets: [], started: false, groups: new Map(), current: null, hurtIn: new Map(), ballLoose: null, brawler: null, rolls: new Map(), reRolledBy: new Map(), proDie: null, shown: null, resolving: false }
}

/**
 * FFB declares Projectile Vomit, Chainsaw, Stab and Breathe Fire as a Block and picks the kind
 * of block later; our format declares them as actions of their own. FFB's BB2020 chainsaw roll
 * names no defender: the defender is the one FFB set (gameSetDefenderId) for the block. A Stab
 * has no report of its own: it is the block's injury report of type "stab".
 */
export function specialBlock(this: Converter): { action: Action; defender: string | null } | null {
  const kinds: Readonly<Record<string, Action>> = { projectileVomit: "projectile-vomit", chainsawRoll: "chainsaw", breatheFire: "breathe-fire" }
  let defender: string | null = null
  for (let i = this.index; i < this.commands.length; i++) {
    const command = this.commands[i]!
    const reports = command.reportList?.reports ?? []
    for (const change of command.modelChangeList?.modelChangeArray ?? []) {
      if (change.modelChangeId === "gameSetDefenderId" && typeof change.modelChangeKey === "string") defender = change.modelChangeKey
      if (change.modelChangeId === "gameSetDefenderId" && typeof change.modelChangeValue === "string") defender = change.modelChangeValue
    }
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      const report = reports[r]!
      const id = report.reportId
      if (kinds[id] !== undefined) return { action: kinds[id]!, defender: str(report, "defenderId") ?? defender }
      if (id === "injury" && str(report, "injuryType") === "stab") return { action: "stab", defender: str(report, "defenderId") }
      if (id === "block" || id === "playerAction" || id === "turnEnd") return null
    }
    for (const change of command.modelChangeList?.modelChangeArray ?? []) {
      if (change.modelChangeId === "actingPlayerSetPlayerId" && change.modelChangeValue === null) return null
    }
  }
  return null
}

/**
 * A Chainsaw, Stab or Breathe Fire in place of a Blitz's block: `SkillUsed` at the Blitz's
 * target. As its own action, the declaration (with its target) is all; the roll or the armour
 * roll follows.
 */
export function specialAttack(this: Converter, skill: "Chainsaw" | "Stab" | "Breathe Fire" | "Projectile Vomit", defender: string | null) {
  const activation = this.activation
  if (activation === null) this.stop(`a ${skill} outside any player's action`)
  this.declare(true)
  if (activation.acted) return
  activation.acted = true
  if (activation.action === "blitz") {
    // The Blitz's own target (selectBlitzTarget) is the one the Chainsaw or Stab is used on.
    const target = activation.target ?? defender
    if (target === null) this.stop(`the ${skill} of ${activation.player} in a Blitz names no target`)
    this.emit({ _tag: "SkillUsed", player: activation.player, skill, target: this.known(target) })
    return
  }
  const own: Readonly<Record<typeof skill, Action>> = { Chainsaw: "chainsaw", Stab: "stab", "Breathe Fire": "breathe-fire", "Projectile Vomit": "projectile-vomit" }
  if (activation.action !== own[skill]) this.stop(`a ${skill} during a ${activation.action} action (command ${this.index}) is not converted`)
}

/**
 * A Blitz's rush for the square its block costs, failed for good: FFB reports no block, only the
 * fall (a dropGfi injury), but it set the Blitz's target as the block's defender (gameSetDefenderId)
 * before rolling, where a rush for a move follows the player's step instead.
 */
export function failedBlockRush(this: Converter, next: FfbReport, target: string | null): boolean {
  return target !== null && this.defender === target && next.reportId === "injury" && str(next, "injuryType") === "dropGfi"
}

/** FFB selects a Blitz target after the action is declared; our ActionDeclared names it. */
export function blitzTarget(this: Converter, player: string): string | null {
  for (let i = this.index; i < this.commands.length; i++) {
    const command = this.commands[i]!
    for (const report of command.reportList?.reports ?? []) {
      if (report.reportId === "selectBlitzTarget" && str(report, "attackerId") === player) return str(report, "defenderId")
      if (report.reportId === "playerAction" && i > this.index) return null
    }
    for (const change of command.modelChangeList?.modelChangeArray ?? []) {
      if (change.modelChangeId === "actingPlayerSetPlayerId" && change.modelChangeValue !== player && i > this.index) return null
    }
  }
  return null
}

/** Writes the declaration once something happens in the activation (a cancelled one leaves no trace). */
export function declare(this: Converter, standUp: boolean) {
  const activation = this.activation
  if (activation === null) return
  if (!activation.declared && (this.passBlock !== null || this.turnMode === "kickoffReturn")) {
    // A player moving On the Ball in FFB's pass-block turn, or its kick-off return: no action of their own.
    this.emit({ _tag: "SkillUsed", player: activation.player, skill: "On the Ball" })
    activation.declared = true
    activation.acted = true
  }
  if (!activation.declared) {
    if (activation.outburst === "first") this.stop(`Furious Outburst: something of ${activation.player}'s outburst (command ${this.index}) comes before she is placed (a Foul Appearance or Dump-off roll); not converted yet`)
    if (activation.action === "blitz" && activation.target === null) this.stop(`the Blitz of ${activation.player} has no target selected`)
    const targeted = activation.action === "projectile-vomit" || activation.action === "chainsaw" || activation.action === "stab" || activation.action === "breathe-fire"
    if (targeted && activation.target === null) this.stop(`the ${activation.action} action of ${activation.player} names no target`)
    this.emit({
      _tag: "ActionDeclared",
      player: activation.player,
      action: activation.action,
      ...((activation.action === "blitz" || targeted) && activation.target !== null ? { target: this.known(activation.target) } : {})
    })
    activation.declared = true
    // Cindy commits to her two bombs as she declares (stars/all-you-can-eat.ts).
    if (activation.starAction === "allYouCanEat") this.emit({ _tag: "SkillUsed", player: activation.player, skill: "All You Can Eat" })
  }
  if (standUp && activation.standUpPending) {
    this.emit({ _tag: "PlayerStoodUp", player: activation.player })
    activation.standUpPending = false
  }
}

/**
 * The activation is over. A cancelled one (nothing happened, FFB leaves the player free to
 * act) leaves no trace. Otherwise the rest waits for the end of the command when FFB's model
 * is still being updated: whether the ball was lost (a turnover) and whether the coach ended
 * the action (ActionEnded) or the rules did.
 */
export function closeActivation(this: Converter, defer: boolean) {
  this.writeBlast()
  this.flushPushes(false)
  this.writeMultiBlock()
  this.multi = null
  const activation = this.activation
  if (activation === null) return
  const state = this.state.get(activation.player) ?? 0
  const b = base(state)
  const standing = b === STATE.standing || b === STATE.moving
  if (!activation.declared && (state & ACTIVE) !== 0) {
    this.activation = null
    return
  }
  if (!activation.declared || (standing && activation.standUpPending)) this.declare(standing)
  this.activation = null
  if (defer) this.pendingEnd = activation
  else this.finishActivation(activation)
}

export function finishActivation(this: Converter, activation: Activation) {
  const team = activation.team
  const lost = activation.heldBall && !this.holdsBall(team) && activation.bitten !== true
  if (this.turn.kind === "team" && this.turn.team === team && (lost || activation.pickUp === false)) this.turnover = true
  const b = base(this.state.get(activation.player))
  const standing = b === STATE.standing || b === STATE.moving
  // Holding the ball in the opposing end zone is a touchdown: the rules end the turn then.
  const scored = this.holdsBall(team) && this.ball.at !== null && this.ball.at[0] === (team === 0 ? 25 : 0)
  const endsItself = scored || activation.lost || activation.action === "block" || activation.action === "multiple-block" || activation.acted
  const onPitch = this.onPitchNow(activation.player)
  if (!endsItself && !this.turnover && standing && onPitch && this.turn.kind === "team") this.emit({ _tag: "ActionEnded", player: activation.player })
}

/** Whatever activation, end of activation or pushes are under way are written out: a turn or the like is ending. */
export function settle(this: Converter) {
  this.closeActivation(false)
  this.finishPending()
  this.flushPushes(false)
}

export function finishPending(this: Converter) {
  const pending = this.pendingEnd
  this.pendingEnd = null
  if (pending !== null) this.finishActivation(pending)
}

export function reRoll(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  if (this.oldPro !== null) return this.oldProRoll(report, player)
  const source = str(report, "reRollSource") ?? ""
  const block = this.block
  // Pro on the block dice the attacker rolled: one die of them (core/block.ts).
  if (source === "Pro" && block !== null && block.stage === "dice" && block.rolled !== null && block.attacker === player) return this.proBlockDie(report, block, player)
  if (block !== null && block.stage === "dice") {
    if (block.reRolledBy === "Pro") this.stop(`${source || "a re-roll"}: FFB re-rolls block dice (command ${this.index}) after Pro took one of them; the engine lets no other re-roll take these dice after Pro`)
    // A re-roll of the dice shown (not of a roll before them, such as Dauntless).
    if (block.rolled !== null) {
      block.reRolledBy = source
      block.beforeReroll = block.rolled
    }
    // A failed Loner roll: the dice stand, and FFB's blockRoll after it shows them again (not written).
    block.rolled = source === "Loner" && bool(report, "successful") !== true ? block.beforeReroll ?? null : null
  }
  const team = this.teamIds[this.teamOf(player)]
  switch (source) {
    case "Team ReRoll":
    case "Brilliant Coaching ReRoll":
    case "Pump up the Crowd":
    case "Star of the Show":
      this.emit({ _tag: "RerollUsed", team, source: "team-reroll" })
      return
    case "Leader":
      this.emit({ _tag: "RerollUsed", team, source: "leader" })
      return
    // FFB's report names the player re-rolling, not Lord Borak: our log names the lord or no one.
    case "Lord of Chaos":
      this.emit({ _tag: "RerollUsed", team, source: "skill", skill: "Lord of Chaos" })
      return
    case "Loner":
      return this.roll("d6", [num(report, "roll") ?? 0], "loner", { player }, { success: bool(report, "successful") === true })
    case "Pro":
      this.emit({ _tag: "RerollUsed", team, source: "skill", skill: "Pro", player })
      return this.roll("d6", [num(report, "roll") ?? 0], "pro", { player }, { success: bool(report, "successful") === true })
    default: {
      if (source === "" || source.length > 60) this.stop(`a re-roll from "${source}"`)
      // A star's re-roll the engine reads as RerollUsed with the rule (in our spelling); any other stops.
      const rule = specialRule(source)
      if (rule !== null && !REROLL_SPECIAL_RULES.has(rule)) this.stop(`${rule}: FFB's re-roll (command ${this.index}) is not converted yet`)
      this.emit({ _tag: "RerollUsed", team, source: "skill", skill: rule ?? source, player })
    }
  }
}

/**
 * The end of a turn (FFB also ends the kick-off this way). Our log writes TurnEnded only for
 * a team turn its coach ended: after a turnover or a touchdown the rules end it themselves.
 * The KO'd players' recovery rolls at the end of a drive follow, in roster order.
 */
export function turnEnd(this: Converter, report: FfbReport) {
  const spells = this.spells
  this.spells = null
  this.settle()
  const turn = this.turn
  if (turn.kind === "team") {
    const scorer = str(report, "playerIdTouchdown")
    const scored = scorer !== null && this.teamOf(scorer) === turn.team
    if (!scored && !this.turnover) this.emit({ _tag: "TurnEnded", team: this.teamIds[turn.team] })
  }
  // Star of the Show: FFB reports the re-roll after turnEnd; the engine asks as the touchdown is
  // scored, before the drive's end rolls below.
  const scorerId = str(report, "playerIdTouchdown")
  const later = this.commands[this.index]?.reportList?.reports?.slice(this.reportIndex + 1) ?? []
  if (scorerId !== null && later.some((r) => r.reportId === "showStarReRoll" && str(r, "playerId") === scorerId)) {
    this.emit({ _tag: "SkillUsed", player: this.known(scorerId), skill: "Star of the Show" })
  }
  if (spells !== null) this.writeSpells(spells)
  this.swelteringHeat(report)
  const recoveries = records(report.knockoutRecoveryArray)
  const sorted = [...recoveries].sort((a, b) => (this.order.get(str(a, "playerId") ?? "") ?? 0) - (this.order.get(str(b, "playerId") ?? "") ?? 0))
  for (const recovery of sorted) {
    const player = this.known(str(recovery, "playerId") ?? "")
    this.roll("d6", [num(recovery, "roll") ?? 0], "ko-recovery", { player }, { success: bool(recovery, "recovering") === true })
  }
  this.turn = { kind: "between" }
  this.awaitingTurn = true
  this.turnover = false
}

/**
 * FFB's end of a team turn reports some things before its turnEnd that the engine takes once the
 * turn has ended (a Secret Weapon's Bribes, Throw a Rock): the coach's `TurnEnded` is written
 * ahead of them, unless the rules end the turn themselves (a turnover, or the touchdown FFB's
 * turnEnd will name).
 */
export function turnEndedAhead(this: Converter) {
  const turn = this.turn
  if (turn.kind !== "team" || this.turnover) return
  const scorer = this.scorerAhead()
  if (scorer !== null && this.teamOf(scorer) === turn.team) {
    // The touchdown ends the turn by the rules: FFB's turnEnd, which may not name it, writes no TurnEnded.
    this.turnover = true
    return
  }
  this.settle()
  this.emit({ _tag: "TurnEnded", team: this.teamIds[turn.team] })
  // Ended: FFB's turnEnd that follows writes no TurnEnded again.
  this.turnover = true
}

/**
 * Sweltering Heat at the end of a drive (FFB's bb2020 StepEndTurn.getFaintingCount): one D3
 * (`heatRoll`) for both teams, then that many of each team's players on the pitch drawn at random
 * (`heatExhaustionArray`). The engine rolls a D3 per team, before the KO recovery rolls: FFB's D3
 * is written for each team, then that team's fainting players as `PlayerDrawn`.
 */
export function swelteringHeat(this: Converter, report: FfbReport) {
  const fainted = records(report.heatExhaustionArray)
  const roll = num(report, "heatRoll")
  if (fainted.length === 0 && (roll === null || roll === 0)) return
  if (roll === null || roll === 0) this.stop(`Sweltering Heat: FFB's turnEnd (command ${this.index}) names fainting players but not its D3`)
  const players = fainted.map((entry) => this.known(str(entry, "playerId") ?? ""))
  for (const team of [0, 1]) {
    this.roll("d3", [roll], "sweltering-heat", { team })
    for (const player of players.filter((p) => this.teamOf(p) === team)) this.emit({ _tag: "PlayerDrawn", player, for: "sweltering-heat" })
  }
}

/**
 * FFB's secretWeaponBan (bb2020 StepEndTurn.reportSecretWeaponsUsed): the Secret Weapons who
 * played the drive are sent off; the engine sends them off itself at the end of the drive
 * (skills/secret-weapon.ts). FFB reports it, and asks for Bribes, before its turnEnd report; the
 * engine asks once the drive has ended. A turn the coach ended is written as ended here, so the
 * Bribes come after it; after a touchdown the rules end the turn, and nothing is to be written.
 */
export function secretWeaponBan(this: Converter) {
  this.turnEndedAhead()
}

/** The next turnEnd report, or null. */
/**
 * Who scored the touchdown that ends this team turn. FFB's turnEnd names them, but leaves it
 * empty for a touchdown on a half's last turn in some replays; the scorer's touchdown count
 * (`playerResultSetTouchdowns`), changed before that turnEnd, still shows it.
 */
export function scorerAhead(this: Converter): string | null {
  for (let i = this.index; i < this.commands.length; i++) {
    const command = this.commands[i]!
    const counted = (command.modelChangeList?.modelChangeArray ?? []).find((change) => change.modelChangeId === "playerResultSetTouchdowns")
    const reports = command.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      if (reports[r]!.reportId === "turnEnd") return str(reports[r]!, "playerIdTouchdown") ?? counted?.modelChangeKey ?? null
    }
    if (counted?.modelChangeKey != null) return counted.modelChangeKey
  }
  return null
}

export function foul(this: Converter, report: FfbReport) {
  this.declare(true)
  if (this.activation === null) this.stop("a foul outside any player's action")
  // FFB plays Pile Driver as a foul sequence after the block: the same foul report.
  if (this.activation.action === "multiple-block") {
    // Once, after both blocks of a Multiple Block, at the target the coach picked (skills/multiple-block.ts).
    this.activation.acted = true
    this.emit({ _tag: "SkillUsed", player: this.activation.player, skill: "Pile Driver", target: this.known(str(report, "defenderId") ?? "") })
    return
  }
  if ((this.activation.action === "block" || this.activation.action === "blitz") && this.block?.attacker === this.activation.player) {
    if (str(report, "defenderId") !== this.block.defender) this.stop(`Pile Driver: FFB's foul (command ${this.index}) is not on the block's target`)
    this.activation.acted = true
    this.emit({ _tag: "SkillUsed", player: this.activation.player, skill: "Pile Driver" })
    return
  }
  this.activation.acted = true
  this.emit({ _tag: "FoulCommitted", player: this.activation.player, target: this.known(str(report, "defenderId") ?? "") })
  return
}
