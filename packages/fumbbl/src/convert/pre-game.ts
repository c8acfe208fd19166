/** Before the first kick-off, and the prayers: fan factor, weather, the coin toss and the choice to kick or receive; Prayers to Nuffle and what they bring (Throw a Rock, Pick-me-up). */
import type { Converter } from "../convert.js"
import { type RollPurpose } from "@sidelines/schema"
import { bool, type FfbReport, num, nums, str } from "../replay.js"
import { rulebookSkill } from "../header.js"
import { gainedSkill, prayerRow } from "../prayers.js"
import { WEATHER_OF } from "./vocabulary.js"

export function fanFactor(this: Converter, report: FfbReport) {
  const roll = num(report, "dedicatedFansRoll")
  if (roll === null) return this.warn("a fan-factor report without its roll; left out")
  return this.roll("d3", [roll], "fan-factor", { team: this.teamById(str(report, "teamId")) })
}

export function weather(this: Converter, report: FfbReport) {
  const purpose: RollPurpose = this.kickOffResult === "changing-weather" && this.turn.kind === "kick-off" ? "changing-weather" : "weather"
  const weather = WEATHER_OF[str(report, "weather") ?? ""]
  return this.roll("2d6", nums(report, "weatherRoll") ?? [], purpose, {}, weather === undefined ? undefined : { result: weather })
}

export function coinThrow(this: Converter, report: FfbReport) {
  const coach = str(report, "coach")
  const caller = this.coaches.indexOf(coach ?? undefined)
  this.emit({ _tag: "CoinTossCalled", team: this.teamIds[caller >= 0 ? caller : 1], call: bool(report, "coinChoiceHeads") === false ? "tails" : "heads" })
  return this.roll("coin", [bool(report, "coinThrowHeads") === false ? 2 : 1], "coin-toss")
}

export function receiveChoice(this: Converter, report: FfbReport) {
  const team = this.teamById(str(report, "teamId"))
  this.emit({ _tag: "KickOrReceiveChosen", team: this.teamIds[team], choice: bool(report, "receiveChoice") === true ? "receive" : "kick" })
  return
}

/**
 * A prayer's D16 (FFB's prayerRoll names no team: the winner of Cheering Fans, or the underdog
 * before the match). The players it touches are FFB's playerEvent reports that follow: a draw's
 * at once, a chosen player's after the coach's dialog. Bad Habits' D3 is not reported: FFB drew
 * that many of the opposition, so the D3 written is how many playerEvents follow it.
 */
export function prayerRoll(this: Converter, report: FfbReport) {
  const team = this.prayingTeam
  const roll = num(report, "roll") ?? 0
  const row = prayerRow(roll)
  if (team === null) this.stop(`a Prayer to Nuffle (command ${this.index}) with no team FFB let pray before it`)
  if (row === null) this.stop(`a Prayer to Nuffle of ${roll} (command ${this.index}), off the D16 table`)
  this.prayer = null
  this.roll("d16", [roll], "prayers-to-nuffle", { team }, { result: row.id })
  if (row.pick === "none") return
  let left = 1
  if (row.pick === "bad-habits") {
    left = this.prayerEventsAhead()
    if (left === 0) return
    this.warn(`Bad Habits: FFB does not report its D3; written as ${left}, the players it drew`)
    this.roll("d3", [Math.min(3, left)], "prayers-to-nuffle")
  }
  this.prayer = { team, id: row.id, pick: row.pick, left }
}

/** FFB's playerEvent reports in the rest of this command (a random draw's players). */
export function prayerEventsAhead(this: Converter): number {
  const reports = this.commands[this.index]?.reportList?.reports ?? []
  return reports.slice(this.reportIndex + 1).filter((other) => other.reportId === "playerEvent").length
}

/** A player the prayer touched: chosen by the praying coach, or drawn at random (Intensive Training's with the skill the coach gave). */
export function prayerPlayer(this: Converter, report: FfbReport) {
  const prayer = this.prayer!
  const player = this.known(str(report, "playerId") ?? "")
  if (prayer.pick === "chosen") this.emit({ _tag: "PlayerChosen", team: this.teamIds[prayer.team], player, for: prayer.id })
  else this.emit({ _tag: "PlayerDrawn", player, for: "prayers-to-nuffle" })
  if (prayer.pick === "intensive-training") {
    const skill = gainedSkill(str(report, "message"))
    if (skill === null) this.stop(`Intensive Training: FFB's playerEvent for ${player} (command ${this.index}) names no skill gained`)
    this.emit({ _tag: "SkillUsed", player, skill: rulebookSkill(skill) })
  }
  prayer.left--
  if (prayer.left <= 0) this.prayer = null
}

/** FFB found nobody the prayer could touch (the engine finds nobody either), or no skill for Intensive Training's player. */
export function prayerWasted(this: Converter, report: FfbReport) {
  const player = str(report, "playerId")
  if (player !== null && this.prayer?.pick === "intensive-training") {
    this.stop(`Intensive Training: FFB drew ${player} (command ${this.index}) but had no skill to offer; the engine asks for the skill chosen`)
  }
  this.prayer = null
}

/**
 * Throw a Rock (FFB's mixed StepStallingPlayer, from StepEndTurn.handleStallers): at the end of
 * a team turn FFB throws at a player of that team it found stalling (`stallerDetected`) while the
 * other team's prayer is in force: `throwAtStallingPlayer` (`playerId`, `roll`, `successful`), then
 * a hit player's injury. Our log (prayers/throw-a-rock.ts): after `TurnEnded`, `InducementUsed`
 * `throw-a-rock` by the praying team naming the player, then the player's D6 `prayers-to-nuffle`.
 */
export function throwARock(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  this.turnEndedAhead()
  this.emit({ _tag: "InducementUsed", team: this.teamIds[1 - this.teamOf(player)], inducement: "throw-a-rock", player })
  this.roll("d6", [num(report, "roll") ?? 0], "prayers-to-nuffle", { player }, { success: bool(report, "successful") === true })
}

/**
 * Pick-me-up (FFB's mixed StepPickMeUp, before its turnEnd): the D6 of a Prone player the coach
 * picked, 5+ stood up. The engine (skills/pick-me-up.ts) rolls them as the opposing turn ends:
 * after `TurnEnded`, written here when the coach ended the turn.
 */
export function pickMeUp(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  this.turnEndedAhead()
  this.roll("d6", [num(report, "roll") ?? 0], "pick-me-up", { player }, { success: bool(report, "successful") === true })
}
