/** Inducements and spells: staff sent to re-roll Regeneration, wizards' spells, Master Chef, Weather Mage, Bribes, Biased Referee and arguing the call. */
import type { Converter } from "../convert.js"
import { asSquare, type Square, toSquare } from "../pitch.js"
import { bool, type FfbReport, num, nums, str } from "../replay.js"
import { inducementId } from "../header.js"
import { WEATHER_OF, HIT_BY_FIREBALL, HALF_START_NOTICES } from "./vocabulary.js"
import { type SpellGroup } from "./state.js"

export function inducementReport(this: Converter, report: FfbReport) {
  // FFB's notice, as a half starts, of the Wandering Apothecaries and Extra Team Training a team
  // bought (StateMechanic.addApothecaries, addReRolls): the engine adds them from the header itself.
  if (HALF_START_NOTICES.has(str(report, "inducementType") ?? "")) return
  // A Mortuary Assistant or Plague Doctor sent to re-roll the Regeneration roll just failed (FFB's USE_IGOR reports it with value 0).
  const staff = inducementId(str(report, "inducementType") ?? "")
  const player = this.lastRegeneration
  if ((staff !== "mortuary-assistant" && staff !== "plague-doctor") || num(report, "value") !== 0 || player === null) {
    return this.stop(`FFB report "inducement" (${str(report, "inducementType") ?? "?"}) is not converted yet`)
  }
  const known = this.known(player)
  const team = this.teamOf(known)
  if (staff === "plague-doctor") this.plagueDoctorsLeft[team] = this.plagueDoctorsLeft[team]! - 1
  this.emit({ _tag: "InducementUsed", team: this.teamIds[team]!, inducement: staff, player: known })
  return
}

export function weatherMageRoll(this: Converter, report: FfbReport) {
  // The Weather Mage, used at the start of the acting team's turn (FFB: StepWeatherMage): the 2D6 on the Weather table.
  const team = this.homePlaying ? 0 : 1
  this.emit({ _tag: "InducementUsed", team: this.teamIds[team], inducement: "weather-mage" })
  return this.roll("2d6", nums(report, "weatherRoll") ?? [], "weather-mage", { team })
}

export function weatherMageResult(this: Converter, report: FfbReport) {
  // Only a weather the coach picked (FFB's CHANGED) is a choice; with one row in reach the engine derives it.
  if (str(report, "effect") !== "CHANGED") return
  const weather = WEATHER_OF[str(report, "weather") ?? ""]
  if (weather === undefined) this.stop(`Weather Mage: FFB's weather "${str(report, "weather")}" is not a row of our Weather table`)
  this.emit({ _tag: "WeatherChosen", team: this.teamIds[this.homePlaying ? 0 : 1], weather })
  return
}

export function biasedRef(this: Converter, report: FfbReport) {
  // The other team's Biased Referee after an unseen foul (FFB: SneakyGitBehaviour's StepReferee hook): its D6, 5+ sends off.
  if (this.activation === null) this.stop("a biased referee's roll outside any player's action")
  const spotted = bool(report, "foulingPlayerBanned") === true
  if (spotted) this.turnover = true
  return this.roll("d6", [num(report, "roll") ?? 0], "biased-referee", { team: 1 - this.activation.team }, { success: spotted })
}

export function argueTheCall(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  // After Bribery and Corruption's re-roll FFB reports the argument again: only its new D6 is written.
  if (this.arguedAgain) this.arguedAgain = false
  else this.emit({ _tag: "CallArgued", team: this.teamIds[this.teamOf(player)] })
  return this.roll("d6", [num(report, "roll") ?? 0], "argue-the-call", {}, { success: bool(report, "successful") === true })
}

/**
 * Bribery and Corruption, the team special rule's re-roll of a natural 1 on Argue the Call (FFB's
 * bb2020 StepBribes.useBriberyReRoll, StepEndTurn.reRollArgue; its field is spelled
 * `briberyAncCorruptionAction`): USED is `RerollUsed` naming the rule, before the argument's new D6;
 * ADDED (the re-roll given at the start, StepBuyCardsAndInducements) writes nothing.
 */
export function briberyAndCorruption(this: Converter, report: FfbReport) {
  if (str(report, "briberyAncCorruptionAction") !== "USED") return
  const team = this.teamIds.indexOf(str(report, "teamId") ?? "")
  if (team < 0) this.stop(`Bribery and Corruption's re-roll (command ${this.index}) for no team of the match`)
  this.emit({ _tag: "RerollUsed", team: this.teamIds[team]!, source: "skill", skill: "Bribery and Corruption" })
  this.arguedAgain = true
}

export function bribesRoll(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  this.emit({ _tag: "InducementUsed", team: this.teamIds[this.teamOf(player)], inducement: "bribe", player })
  return this.roll("d6", [num(report, "roll") ?? 0], "bribe", {}, { success: bool(report, "successful") === true })
}

/**
 * FFB's BB2020 wizard (christerk/ffb bb2020 StepInitInducement, StepWizard, StepSpecialEffect and
 * generator SpecialEffect): as a team turn ends, FFB offers the spell to the team whose turn it
 * was, then to the other, and plays it *before* its turnEnd report. `wizardUse` names the team
 * and the spell, no target: a Zap!'s target is the player of the `spellEffectRoll` that follows,
 * a Fireball's square the blood spot FFB leaves there (HIT_BY_FIREBALL). Each player hit then
 * has a sequence of their own (the roll, their injury, the apothecary), in FFB's order of the
 * squares. Our engine offers the wizard after the turn has ended and rolls a Fireball's blast in
 * header order: the events are held back, written after TurnEnded, and a Fireball's players'
 * groups put in header order (each player's rolls stay together, so nothing else moves).
 */
export function wizardUse(this: Converter, report: FfbReport) {
  this.settle()
  if (this.turn.kind !== "team") this.stop(`a wizard's spell (command ${this.index}) outside the end of a team turn`)
  const team = this.teamIds[this.teamById(str(report, "teamId"))]!
  const spell = str(report, "wizardSpell")
  let cast: Record<string, unknown>
  if (spell === "fireball") {
    const at = this.fireballSquare()
    if (at === null) this.stop(`Fireball: FFB left no mark of the square it was aimed at (command ${this.index})`)
    cast = { _tag: "InducementUsed", team, inducement: "fireball", at: toSquare(at) }
  } else if (spell === "zap") {
    const target = this.nextSpellTarget()
    if (target === null) this.stop(`Zap!: no spell roll names the target after FFB's wizardUse (command ${this.index})`)
    cast = { _tag: "InducementUsed", team, inducement: "zap", player: this.known(target) }
  } else {
    return this.stop(`the wizard's spell "${spell ?? "?"}" (command ${this.index}) is not a BB2020 Hireling Sports Wizard's spell`)
  }
  this.spells = [...(this.spells ?? []), { player: null, events: [] }]
  this.emit(cast)
}

/** The D6 of a spell for one player (FFB's spellEffectRoll): the start of that player's group. */
export function spellEffectRoll(this: Converter, report: FfbReport) {
  if (this.spells === null) this.stop(`a spell roll (command ${this.index}) without the wizard's cast before it`)
  const player = this.known(str(report, "playerId") ?? "")
  const roll = num(report, "roll") ?? 0
  if (roll === 0) this.stop(`a spell that hits ${player} without a roll (command ${this.index}): not a Hireling Sports Wizard's spell`)
  this.spells.push({ player, events: [] })
  this.roll("d6", [roll], "spell", { player }, { success: bool(report, "successful") === true })
}

/** Writes the held spells: each cast, then its players' groups in header order. */
export function writeSpells(this: Converter, groups: ReadonlyArray<SpellGroup>) {
  const ordered: Array<SpellGroup> = []
  let players: Array<SpellGroup> = []
  const close = () => {
    ordered.push(...players.sort((a, b) => this.order.get(a.player!)! - this.order.get(b.player!)!))
    players = []
  }
  for (const group of groups) {
    if (group.player === null) {
      close()
      ordered.push(group)
    } else players.push(group)
  }
  close()
  const index = this.index
  for (const { event, command } of ordered.flatMap((group) => group.events)) {
    this.index = command
    this.emit(event)
  }
  this.index = index
}

/** The square FFB marks with a HIT_BY_FIREBALL blood spot after the wizardUse report. */
export function fireballSquare(this: Converter): Square | null {
  for (let i = this.index; i < this.commands.length; i++) {
    for (const change of this.commands[i]!.modelChangeList?.modelChangeArray ?? []) {
      const spot = change.modelChangeValue as { injury?: unknown; coordinate?: unknown } | null
      if (change.modelChangeId === "fieldModelAddBloodSpot" && spot !== null && typeof spot === "object" && spot.injury === HIT_BY_FIREBALL) return asSquare(spot.coordinate)
    }
    if (i > this.index && (this.commands[i]!.reportList?.reports ?? []).some((report) => report.reportId === "turnEnd")) return null
  }
  return null
}

/** The player of the first spellEffectRoll after the current report. */
export function nextSpellTarget(this: Converter): string | null {
  for (let i = this.index; i < this.commands.length; i++) {
    const reports = this.commands[i]!.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      if (reports[r]!.reportId === "spellEffectRoll") return str(reports[r]!, "playerId")
      if (reports[r]!.reportId === "turnEnd") return null
    }
  }
  return null
}

/**
 * FFB's BB2020 Halfling Master Chef rolls once the half's first kick has deviated
 * (StepKickoffScatterRoll, UtilServerGame.handleChefRolls: home then away, a `masterChefRoll` of
 * three dice per chef); the engine rolls at the start of the half, before the set-up
 * (inducements/other/inducements.ts). So as FFB starts a half, its chefs' rolls ahead are written then, three
 * `halfling-master-chef` D6s naming the team each, and skipped when FFB reports them.
 */
export function chefsAhead(this: Converter) {
  for (let i = this.index; i < this.commands.length; i++) {
    const reports = this.commands[i]!.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      const report = reports[r]!
      if (report.reportId === "startHalf" || report.reportId === "kickoffResult" || report.reportId === "playerAction") return
      if (report.reportId !== "masterChefRoll") continue
      this.chefRolls(report)
      this.chefsWritten++
    }
  }
}

export function chefRolls(this: Converter, report: FfbReport) {
  const team = this.teamById(str(report, "teamId"))
  for (const face of nums(report, "masterChefRoll") ?? []) this.roll("d6", [face], "halfling-master-chef", { team })
}

/** A chef's roll FFB reports: written already at the start of the half, or else (out of place) now. */
export function masterChef(this: Converter, report: FfbReport) {
  if (this.chefsWritten > 0) {
    this.chefsWritten--
    return
  }
  this.chefRolls(report)
}
