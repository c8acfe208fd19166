/**
 * The FUMBBL converter's driver: it walks FFB's command stream, hands each report to the module
 * of its area (`report` below is the dispatch table), and each model change to convert/model-changes.ts.
 * The converter is one object: its state is convert/state.ts, and every function an area module
 * (convert/*.ts) exports becomes one of its methods, taking the converter as `this` — so areas
 * call each other as `this.name(…)`, and adding a conversion is a function in its area's module
 * and, for a new report, a case here. An area module exports only such functions (its tables go
 * in convert/vocabulary.ts); the areas: pre-game (and prayers), kick-off (set-up and the kick-off
 * table), activations (actions, fouls, re-rolls, turn ends), blocks, multiple-block, passes (and
 * the ball, bombs), injuries, inducements (and spells), skills, stars (star players' rules);
 * basics holds the tools they share.
 */
import { bool, type FfbCommand, type FfbReport, num, str } from "./replay.js"
import { SPECIAL_REPORTS } from "./star-rules.js"
import { ConverterState, type ConversionResult, Stop } from "./convert/state.js"
import { TEST_ROLLS, CONFUSION, DISPLAY_ONLY, BLAST_REPORTS } from "./convert/vocabulary.js"
import * as basics from "./convert/basics.js"
import * as modelChanges from "./convert/model-changes.js"
import * as preGame from "./convert/pre-game.js"
import * as kickOff from "./convert/kick-off.js"
import * as activations from "./convert/activations.js"
import * as blocks from "./convert/blocks.js"
import * as multipleBlock from "./convert/multiple-block.js"
import * as passes from "./convert/passes.js"
import * as injuries from "./convert/injuries.js"
import * as inducements from "./convert/inducements.js"
import * as skills from "./convert/skills.js"
import * as stars from "./convert/stars.js"
import * as starActions from "./convert/star-actions.js"

export { ACTION_OF, casualtyRow, KICK_OFF_OF, WEATHER_OF } from "./convert/vocabulary.js"
export { type ConversionOutput, type ConversionResult, type ImportStop, newOutput, type Resume } from "./convert/state.js"

/**
 * Converts the commands from `from` on, until the end, a command it cannot convert (`stopped`),
 * or the end of a command in `haltAfter` (`halted`).
 */
function run(this: Converter, from = 0, haltAfter: ReadonlySet<number> = new Set()): ConversionResult {
  let halted: number | null = null
  for (this.index = from; this.index < this.commands.length && this.stopped === null && halted === null; this.index++) {
    const command = this.commands[this.index]!
    try {
      this.command(command)
    } catch (error) {
      // The last resort, for what the shape check and the converter's own checks did not foresee:
      // the command is not converted (an unchecked stretch, src/stretches.ts), never a crash.
      const reason = error instanceof Stop ? error.message : `the importer cannot read this command (${error instanceof Error ? error.message : String(error)})`
      this.stopped = { command: this.index, commandNr: command.commandNr ?? null, reason }
    }
    if (haltAfter.has(this.index)) halted = this.index
  }
  if (this.stopped === null && this.spells !== null) {
    this.stopped = { command: this.index, commandNr: null, reason: "a wizard's spell with no end of the turn after it; its events are not written" }
  }
  return { events: this.events, eventCommands: this.eventCommands, stopped: this.stopped, warnings: this.warnings, reports: this.reports, commands: this.commands.length, halted }
}

function command(this: Converter, command: FfbCommand) {
  // A command's reports tell what was rolled and decided; its model changes apply the result.
  this.finishPending()
  const reports = command.reportList?.reports ?? []
  for (this.reportIndex = 0; this.reportIndex < reports.length; this.reportIndex++) this.report(reports[this.reportIndex]!)
  for (const change of command.modelChangeList?.modelChangeArray ?? []) this.change(change)
  this.finishPending()
}

function report(this: Converter, report: FfbReport) {
  this.reports[report.reportId] = (this.reports[report.reportId] ?? 0) + 1
  const id = report.reportId
  if (this.blast !== null && !BLAST_REPORTS.has(id) && !DISPLAY_ONLY.has(id)) {
    // FFB bounces a hit carrier's ball after the whole blast, the engine right after that player's hit.
    if (id === "scatterBall" && this.blast.filter((group) => group.center || group.events.length > 1).length > 1) {
      this.stop(`Bombardier: a ball bounces after a blast that hit several players (command ${this.index}); FFB and the engine order it differently`)
    }
    this.writeBlast()
  }
  // Interference with a bomb is written as for a pass. Deflected, the interferer tries to catch it;
  // dropped, it scatters three times from them (skills/bombardier.ts; FFB's scatterBall of three).
  if (this.bomb !== null && id === "interceptionRoll" && bool(report, "successful") === true) this.bomb.deflected = true
  if (this.bomb?.deflected === true && id === "catchRoll" && bool(report, "successful") === false) this.passScatters = 3
  if (id === "kickoffSequenceActivationsExhausted" && this.blitzTurn !== null) this.blitzTurn.exhausted = true
  if (id === "playerEvent" && this.prayer !== null) return this.prayerPlayer(report)
  if (id === "startHalf") this.chefsAhead()
  if (DISPLAY_ONLY.has(id)) return
  if (this.multi !== null && this.multiBlockReport(report)) return
  // Anything but a push's own notice ends the pushing of a block.
  if (id !== "skillUse") this.flushPushes(false)
  // After a Diving Tackle FFB judges the same dodge die again and reports it with roll 0.
  if (id === "dodgeRoll" && this.divingTackleRetry && num(report, "roll") === 0) {
    this.divingTackleRetry = false
    return
  }
  if (id === "dodgeRoll" && this.dodgeJudgedAgain) {
    // The same die judged again with Incorporeal's ST: the engine judges it again on SkillUsed.
    this.dodgeJudgedAgain = false
    return
  }
  if (id === "foulAppearanceRoll" && this.foulAppearance(report)) return
  if (id === "catchRoll" && this.blastItCatch()) return
  const test = TEST_ROLLS[id]
  if (id === "regenerationRoll") this.lastRegeneration = str(report, "playerId")
  if (test === "throw-team-mate" && this.activation?.action === "kick-team-mate") return this.testRoll(report, "kick-team-mate")
  if (id === "projectileVomit" && this.activation?.regurgitating === true) this.regurgitate(report)
  if (test !== undefined) return this.testRoll(report, test)
  switch (id) {
    case "inducement":
      return this.inducementReport(report)
    case "swarmingPlayersRoll":
      return this.swarmingRoll(report)
    case "penaltyShootout":
      return this.penaltyShootout(report)
    case "kickTeamMateFumble":
      // FFB's notice of a fumbled kick (bb2020 StepDispatchScatterPlayer): the kick-team-mate D6 says it already.
      return
    case "fanFactor":
      return this.fanFactor(report)
    case "weather":
      return this.weather(report)
    case "weatherMageRoll":
      return this.weatherMageRoll(report)
    case "weatherMageResult":
      return this.weatherMageResult(report)
    case "coinThrow":
      return this.coinThrow(report)
    case "receiveChoice":
      return this.receiveChoice(report)
    case "kickoffScatter":
      return this.kick(report)
    case "kickoffResult":
      return this.kickOffTable(report)
    case "extraReRoll":
      return this.contest(report, "brilliant-coaching")
    case "cheeringFans":
      this.contest(report, "cheering-fans")
      if (bool(report, "prayerAvailable") === true) this.prayingTeam = this.teamById(str(report, "teamId"))
      if (bool(report, "prayerAvailable") === true) this.warn("Cheering Fans won a prayer; a prayer roll follows if one was made")
      return
    case "kickoffOfficiousRef":
      return this.contest(report, "officious-ref")
    case "officiousRefRoll":
      return this.officiousRefRoll(report)
    case "kickoffPitchInvasion":
      this.contest(report, "pitch-invasion")
      return this.pitchInvasion(report)
    case "solidDefenceRoll":
      this.roll("d3", [num(report, "roll") ?? 0], "solid-defence")
      return this.setUpAgain(report)
    case "quickSnapRoll":
      this.roll("d3", [num(report, "roll") ?? 0], "quick-snap")
      return this.setUpAgain(report)
    case "blitzRoll":
      // FFB's bb2020 StepBlitzTurn: the D3 (+3) for how many Open kicking players may act.
      return this.roll("d3", [num(report, "roll") ?? 0], "blitz")
    case "scatterBall":
      if (this.blastItScatter(report)) return
      return this.scatter(report)
    case "passDeviate":
      return this.passDeviate(report)
    case "throwIn":
      return this.throwIn(report)
    case "playerAction":
      if (this.putridAfterBlitz(str(report, "actingPlayerId"), str(report, "playerAction"))) return
      return this.openActivation(str(report, "actingPlayerId") ?? "", str(report, "playerAction") ?? "")
    case "selectBlitzTarget":
      if (this.activation !== null && !this.activation.declared) this.activation.target = str(report, "defenderId")
      return
    case "confusionRoll": {
      const skill = str(report, "confusionSkill") ?? ""
      const purpose = CONFUSION[skill]
      if (purpose === undefined) this.stop(`confusion roll for "${skill}" has no roll purpose in the format`)
      return this.testRoll(report, purpose)
    }
    case "block":
      return this.blockThrown(report)
    case "blockRoll":
      return this.blockRoll(report)
    case "blockReRoll":
      return this.blockReRoll(report)
    case "indomitable":
      // FFB (mixed IndomitableBehaviour) reports it only when the coach used it, after the Dauntless roll.
      this.emit({ _tag: "SkillUsed", player: this.known(str(report, "playerId") ?? ""), skill: "Indomitable" })
      return
    case "blockChoice":
      return this.blockChoice(report)
    case "skillUse":
      return this.skillUse(report)
    case "chainsawRoll":
      if (this.activation?.carnage === true) this.maximumCarnage()
      this.specialAttack("Chainsaw", str(report, "defenderId") ?? this.defender)
      return this.testRoll(report, "chainsaw")
    case "selectGazeTarget":
      // The gaze names its target with the roll (SkillUsed), once the gazer has moved.
      return
    case "hypnoticGazeRoll":
      return this.gaze(report)
    case "tentaclesShadowingRoll":
      return this.tentaclesShadowing(report)
    case "foul":
      return this.foul(report)
    case "referee":
      if (bool(report, "foulingPlayerBanned") === true) this.turnover = true
      return
    case "biasedRef":
      return this.biasedRef(report)
    case "argueTheCall":
      return this.argueTheCall(report)
    case "briberyAndCorruptionReRoll":
      return this.briberyAndCorruption(report)
    case "bribesRoll":
      return this.bribesRoll(report)
    case "passRoll":
      return this.passRoll(report)
    case "handOver":
      return this.handOverReport(report)
    case "injury":
      return this.injury(report)
    case "apothecaryRoll":
      return this.apothecaryRoll(report)
    case "apothecaryChoice":
      return this.apothecaryChoiceReport(report)
    case "reRoll":
      return this.reRoll(report)
    case "turnEnd":
      return this.turnEnd(report)
    case "scatterPlayer":
      return this.scatterPlayer(report)
    case "trapDoor":
      // Treacherous Trapdoor in force: a player entering a trapdoor square (mixed StepTrapDoor: 1 falls through).
      return this.roll("d6", [num(report, "roll") ?? 0], "trapdoor", { player: this.known(str(report, "playerId") ?? "") }, { success: bool(report, "escaped") === true })
    case "masterChefRoll":
      return this.masterChef(report)
    case "secretWeaponBan":
      return this.secretWeaponBan()
    case "stallerDetected":
      // FFB's notice that a player is stalling; Throw a Rock's throw at them is its own report.
      return
    case "throwAtStallingPlayer":
      return this.throwARock(report)
    case "pickMeUp":
      return this.pickMeUp(report)
    case "hitAndRun":
      return this.hitAndRun(report)
    case "prayerAmount":
      // The underdog's pre-game prayers (the header's team values are the ones FFB compared).
      this.prayingTeam = bool(report, "homeTeam") === true ? 0 : 1
      return
    case "prayerRoll":
      return this.prayerRoll(report)
    case "prayerWasted":
      return this.prayerWasted(report)
    case "prayerEnd":
      // A prayer's effect lapses (the end of the drive, half or match): the engine ends it itself.
      return
    case "placedBallDirection":
      return this.placedBall(report)
    case "passBlock":
      // FFB (mixed StepPassBlock) reports this only when no On the Ball player of that team can move: nothing happens.
      return
    case "fumblerooskie":
      if (bool(report, "used") === true) this.fumblerooskie = this.known(str(report, "playerId") ?? "")
      return
    case "cloudBurster":
      // FFB's bb2020 StepCloudBurster re-rolls a successful interference of a Long Pass or Long Bomb
      // for the thrower (throwerId); the new interception roll follows.
      this.emit({ _tag: "SkillUsed", player: this.known(str(report, "throwerId") ?? ""), skill: "Cloud Burster" })
      return
    case "wizardUse":
      return this.wizardUse(report)
    case "spellEffectRoll":
      if (str(report, "specialEffect") === "bomb") return this.bombEffect(report)
      return this.spellEffectRoll(report)
    case "animalSavagery":
      return this.lashOut(report)
    case "skillUseOtherPlayer":
      return this.wisdom(report)
    case "oldPro":
      return this.oldProDie(report)
    case "raiseDead":
      return this.raiseDead(report)
    case "bombExplodesAfterCatch":
      return this.bombCaught(report)
    case "catchOfTheDay":
      return this.testRoll(report, "catch-of-the-day")
    case "lookIntoMyEyesRoll":
      return this.lookIntoMyEyesRoll(report)
    case "balefulHex":
      return this.balefulHex(report)
    case "thenIStartedBlastin":
      return this.blastin(report)
    case "raidingParty":
      return this.raidingParty(report)
    case "thrownKeg":
      return this.thrownKeg(report)
    case "allYouCanEat":
      return this.allYouCanEatRoll(report)
    case "swoopPlayer":
      return this.swoop(report)
    case "skillWasted":
      // FFB spent a start-of-activation rule with no effect (bb2020 StepTreacherous, StepBalefulHex,
      // StepLookIntoMyEyes, StepCatchOfTheDay: the action or turn ended first, or no ball in reach):
      // nothing happened that the rules fold, and FFB does not offer the rule again.
      return
    case "bombOutOfBounds":
      // In the crowd it harms nobody, and the turn goes on (docs/skills.md, Bombardier; FFB's StepInitBomb).
      return
    default:
      if (SPECIAL_REPORTS[id] !== undefined) this.stop(`${SPECIAL_REPORTS[id]}: FFB's "${id}" report (command ${this.index}) is not converted yet`)
      return this.stop(`FFB report "${id}" is not converted yet`)
  }
}

const driver = { run, command, report }

type Areas = typeof basics & typeof modelChanges & typeof preGame & typeof kickOff & typeof activations & typeof blocks & typeof multipleBlock & typeof passes & typeof injuries & typeof inducements & typeof skills & typeof stars & typeof starActions & typeof driver

/**
 * Walks FFB's command stream and writes sidelines/1 events. It keeps its own copy of FFB's
 * model (where every player stands, their state, the ball, the turn mode) from the model
 * changes, reads decisions from those changes and the reports, and dice from the reports.
 * Nothing here consults the rules engine: what a turnover was, for instance, is read from
 * FFB's own account (see docs/import-fumbbl.md).
 */
export interface Converter extends ConverterState, Areas {}

class Conversion extends ConverterState {}
Object.assign(Conversion.prototype, basics, modelChanges, preGame, kickOff, activations, blocks, multipleBlock, passes, injuries, inducements, skills, stars, starActions, driver)

export const Converter = Conversion as unknown as new (...args: ConstructorParameters<typeof ConverterState>) => Converter
