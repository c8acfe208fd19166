/** Injuries: armour, injury and casualty rolls, apothecaries and Plague Doctors, and the Rotter raised by Plague Ridden. */
import type { Converter } from "../convert.js"
import { joiningPlayers } from "@sidelines/schema"
import { bool, type FfbReport, num, nums, str } from "../replay.js"
import { STATE, base, LASTING_OF, casualtyRow } from "./vocabulary.js"

/**
 * An injury report: the armour roll, the injury roll and the casualty roll (a D16 and a D6 in
 * BB2020; the D6 matters only on a Lasting Injury), each claiming FFB's result.
 */
export function injury(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "defenderId") ?? "")
  // A Stab has no report of its own: its armour roll is the first thing FFB reports.
  if (str(report, "injuryType") === "stab" && this.activation !== null && !this.activation.acted) this.specialAttack("Stab", player)
  // A Vampire's bite (FFB's "bitten": no armour roll) is the coach's choice of whom he bites.
  const bitten = str(report, "injuryType") === "bitten"
  if (bitten) this.bite(report, player)
  const parts = this.injuryParts(report, player)
  const armour = parts.armour && !bitten ? nums(report, "armorRoll") : null
  const injury = parts.injury ? nums(report, "injuryRoll") : null
  const casualty = parts.casualty ? nums(report, "casualtyRoll") : null
  const state = num(report, "injury")
  const serious = str(report, "seriousInjury")
  if (armour !== null) this.roll("2d6", armour, "armour", { player }, { result: bool(report, "armorBroken") === false ? "not-broken" : "broken" })
  if (injury !== null) {
    const row = nums(report, "casualtyRoll") !== null ? "casualty" : base(state ?? 0) === STATE.stunned ? "stunned" : base(state ?? 0) === STATE.ko ? "ko" : base(state ?? 0) === STATE.badlyHurt ? "badly-hurt" : null
    this.roll("2d6", injury, "injury", { player }, row === null ? undefined : { result: row })
  }
  if (casualty !== null) this.casualty(player, casualty, state, serious)
  const team = this.teamOf(player)
  const type = str(report, "injuryType") ?? ""
  const attackerId = str(report, "attackerId")
  if (attackerId !== null && attackerId !== "") this.lastInjury = { victim: player, attacker: attackerId }
  if (bitten) return // a bitten player is no turnover by itself: only the ball he held, lost, is (finishActivation)
  // A spell between turns (a Fireball) causes no turnover.
  // Nor is a bomb's hit one (a bomb ends the turn only by a carrier of the moving team losing the ball).
  // Nor is the injury roll of a team-mate whose kick was fumbled (FFB's ktmFumbleInjury; skills/throw-team-mate.ts: only a ball lost is).
  // Nor is Quick Bite's armour roll against a catcher (FFB's InjuryTypeQuickBite, "quickBite"), nor an Animal Savagery lash-out's.
  // Nor is a blast's hit (FFB's "startedBlastin"): only a carrier of Zzharg's team losing the ball is (finishActivation).
  const lashedOut = this.lashingOut
  this.lashingOut = false
  if (this.turn.kind === "team" && this.turn.team === team && type !== "crowdpush" && type !== "foul" && type !== "quickBite" && type !== "startedBlastin" && !lashedOut && this.spells === null && !type.startsWith("bomb") && type !== "ktmFumbleInjury") this.turnover = true
}

/**
 * Which rolls of an injury report are new. FFB reports an injury in parts when an attacker's
 * modification is offered on it (christerk/ffb mixed StateMechanic.reportInjury, its
 * `skipInjuryParts`): first the rolls up to the offer (INJURY: the armour only; CAS: armour and
 * injury), then, after the coach's answer, the rest of the injury kept. After a used +1 to the
 * armour roll the engine reads the same armour dice again, so the second report's injury and
 * casualty are written; after a +1 to the injury roll, only its casualty; after an injury re-roll,
 * the new injury roll and its casualty. Declined, the rest of the original (skip ARMOUR, or
 * ARMOUR_AND_INJURY) follows as FFB marks it.
 */
export function injuryParts(this: Converter, report: FfbReport, player: string): { armour: boolean; injury: boolean; casualty: boolean } {
  const skip = str(report, "skipInjuryParts") ?? "NONE"
  const parts = {
    armour: skip !== "ARMOUR" && skip !== "ARMOUR_AND_INJURY",
    injury: skip !== "INJURY" && skip !== "ARMOUR_AND_INJURY",
    casualty: skip !== "INJURY" && skip !== "CAS"
  }
  const blow = this.starBlow
  if (blow !== null && blow.victim === player) {
    // The rest of the injury the offer was on (any other rule offered the same way, Old Pro, leaves it as FFB marks it).
    this.starBlow = null
    if (blow.used === true) {
      parts.armour = false
      parts.injury = blow.kind !== "injury"
      parts.casualty = true
    }
  } else if (skip === "INJURY" || skip === "CAS") {
    this.starBlow = { victim: player, used: null, kind: null }
  }
  return parts
}

export function casualty(this: Converter, player: string, roll: ReadonlyArray<number>, state: number | null, serious: string | null) {
  const row = casualtyRow(state, serious)
  this.roll("d16", [roll[0] ?? 0], "casualty", { player }, row === null ? undefined : { result: row })
  if (row === "lasting-injury") {
    const lasting = serious === null ? undefined : LASTING_OF[serious]
    this.roll("d6", [roll[1] ?? 0], "lasting-injury", { player }, lasting === undefined ? undefined : { result: lasting })
  }
}

/**
 * FFB's apothecary: a report with no casualty roll means the coach kept the apothecary back;
 * one with a roll is the apothecary's second casualty roll, after which the coach keeps one
 * result (unless the new one is a Badly Hurt, patched up at once).
 */
export function apothecaryRoll(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  const team = this.teamIds[this.teamOf(player)]
  const casualty = nums(report, "casualtyRoll")
  if (casualty === null) {
    // Declining FFB's dialog declines what it offered: a team with only a Plague Doctor left declines the doctor.
    if (this.plagueDoctorOnly(player)) this.emit({ _tag: "ChoiceDeclined", team, choice: "plague-doctor" })
    else this.emit({ _tag: "ApothecaryDeclined", team, player })
    return
  }
  this.apothecariesLeft[this.teamOf(player)] = this.apothecariesLeft[this.teamOf(player)]! - 1
  this.emit({ _tag: "ApothecaryUsed", team, player })
  const state = num(report, "playerState")
  const serious = str(report, "seriousInjury")
  this.casualty(player, casualty, state, serious)
  const second = casualtyRow(state, serious)
  this.apothecaryRolled = player
  if (second !== "badly-hurt") this.apothecaryChoice = { player, original: null, second: serious }
}

export function apothecaryChoiceReport(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  if (this.apothecaryChoice?.player === player) {
    this.chooseInjury(player, str(report, "seriousInjury"))
    return
  }
  // After the apothecary's roll came up Badly Hurt, FFB reports the patched-up result.
  if (this.apothecaryRolled === player) {
    this.apothecaryRolled = null
    return
  }
  // A KO or Badly Hurt player is patched up without a roll; a KO by the Plague Doctor where the team has no apothecary left.
  const t = this.teamOf(player)
  if (this.plagueDoctorOnly(player)) {
    this.plagueDoctorsLeft[t] = this.plagueDoctorsLeft[t]! - 1
    this.emit({ _tag: "InducementUsed", team: this.teamIds[t]!, inducement: "plague-doctor", player })
    return
  }
  this.apothecariesLeft[t] = this.apothecariesLeft[t]! - 1
  this.emit({ _tag: "ApothecaryUsed", team: this.teamIds[t]!, player })
}

/** Whether the player's team has a Plague Doctor but no apothecary left (FFB's dialog then offered the doctor). */
export function plagueDoctorOnly(this: Converter, player: string): boolean {
  const t = this.teamOf(player)
  return this.apothecariesLeft[t]! <= 0 && this.plagueDoctorsLeft[t]! > 0
}

/** The coach's pick after the apothecary's roll: "new" when the player keeps the second result. */
export function chooseInjury(this: Converter, player: string, kept: string | null) {
  const choice = this.apothecaryChoice
  if (choice === null || choice.player !== player) return
  this.apothecaryChoice = null
  this.emit({ _tag: "InjuryChosen", player, keep: kept !== null && kept === choice.second ? "new" : "original" })
}

/**
 * FFB's raiseDead (UtilServerInjury.handleRaiseDead, after the apothecary has had its say on a
 * killed player): with `nurglesRot`, a Rotter joins the killer's team through Plague Ridden, which
 * FFB uses without asking. Our log: the killer's `SkillUsed` Plague Ridden, where the engine offers
 * it (skills/plague-ridden.ts); the new player (FFB's `playerId`) goes by the log's id for the
 * team's Rotter (`<teamId>-rotter-1`, schema joiningPlayers) from then on. A player raised from
 * the dead (a Zombie or a Thrall) is not converted.
 */
export function raiseDead(this: Converter, report: FfbReport) {
  const raised = str(report, "playerId") ?? ""
  if (bool(report, "nurglesRot") !== true) this.stop(`a player raised from the dead (${raised}, command ${this.index}) is not converted yet`)
  const death = this.lastInjury
  if (death === null) this.stop(`Plague Ridden: FFB raises a Rotter (command ${this.index}) after no injury that names who caused it`)
  const killer = this.known(death.attacker)
  const team = this.teamOf(killer)
  const rotter = joiningPlayers(this.header).find((joining) => joining.rule === "plague-ridden" && joining.team === team)
  if (rotter === undefined) this.stop(`Plague Ridden: FFB raises a Rotter for ${this.teamIds[team]} (command ${this.index}), whose header has no Favoured of Nurgle or no player with Plague Ridden`)
  if ([...this.alias.values()].includes(rotter.id)) this.stop(`Plague Ridden: a second Rotter for ${this.teamIds[team]} (command ${this.index}); the trait is used once a game`)
  this.emit({ _tag: "SkillUsed", player: killer, skill: "Plague Ridden" })
  this.alias.set(raised, rotter.id)
  this.teamOfPlayer.set(raised, team)
  this.order.set(raised, this.order.size)
}
