/** Set-up and the kick-off: the set-ups, the kick, the kick-off table and its results (Officious Ref, Pitch Invasion, High Kick, Blitz!). */
import type { Converter } from "../convert.js"
import { asSquare, d8Face, distance, isDirection, onPitch, sameSquare, type Square, stepFrom, toSquare } from "../pitch.js"
import { type FfbReport, num, nums, str, strs } from "../replay.js"
import { KICK_OFF_OF } from "./vocabulary.js"

export function setUpChange(this: Converter, team: number) {
  if (this.setUpTeam !== null && this.setUpTeam !== team) this.emit({ _tag: "SetupEnded", team: this.teamIds[this.setUpTeam] })
  this.setUpTeam = team
}

/**
 * Solid Defence or Quick Snap: the team FFB names (`teamId`) sets up again. Its set-up ends
 * with SetupEnded even when the coach moved nobody, as the engine asks.
 */
export function setUpAgain(this: Converter, report: FfbReport) {
  const team = this.teamIds.indexOf(str(report, "teamId") ?? "")
  if (team >= 0) this.setUpTeam = team
}

/**
 * Swarming (FFB's mixed StepSwarming, bb2020 SwarmingBehaviour; after the kick's deviation, the
 * kicking team, then the receivers): FFB rolls the D3 (`swarmingPlayerRoll`) for a team with
 * Swarming players in reserve and allows at most as many as it has set up (`swarmingPlayerLimit`);
 * its turn mode `swarming` follows, in which the players it brings on are placed, closed by
 * SetupEnded. With no Swarming player set up FFB still rolls, the engine does not: nothing is
 * written (none may come on either way).
 */
export function swarmingRoll(this: Converter, report: FfbReport) {
  const team = this.teamIds.indexOf(str(report, "teamId") ?? "")
  if (team < 0) this.stop(`a Swarming roll (command ${this.index}) for no team of the match`)
  if ((num(report, "swarmingPlayerLimit") ?? 0) <= 0) return
  this.roll("d3", [num(report, "swarmingPlayerRoll") ?? 0], "swarming", { team })
  this.setUpTeam = team
}

/**
 * FFB's penalty shoot-out after a level overtime (mixed StepPenaltyShootout): duels of a D6 for
 * each team (`rollHome`, `rollAway`), five decisive ones, the most won winning. The engine's
 * knockout match ends with a roll-off instead, a D6 each rolled again on a tie (docs/skills.md):
 * the duels are written as roll-off D6s up to the first decisive one, and the rest left out.
 */
export function penaltyShootout(this: Converter, report: FfbReport) {
  // FFB names the shoot-out's winner on its last duel: where that is not the roll-off's, say so.
  const ffbWinner = this.teamIds.indexOf(str(report, "teamId") ?? "")
  if (ffbWinner >= 0 && this.shootoutWinner !== null && ffbWinner !== this.shootoutWinner) {
    this.warn(`FFB's penalty shoot-out (the best of five duels) goes to ${this.teamIds[ffbWinner]}; the engine's roll-off, its first decisive duel, to ${this.teamIds[this.shootoutWinner]}`)
  }
  if (this.shootoutWinner !== null) return
  const home = num(report, "rollHome") ?? 0
  const away = num(report, "rollAway") ?? 0
  this.roll("d6", [home], "roll-off", { team: 0 })
  this.roll("d6", [away], "roll-off", { team: 1 })
  if (home !== away) this.shootoutWinner = home > away ? 0 : 1
}

export function closeSetUp(this: Converter) {
  if (this.setUpTeam !== null) this.emit({ _tag: "SetupEnded", team: this.teamIds[this.setUpTeam] })
  this.setUpTeam = null
}

/**
 * The kick. FFB reports where the ball ends and the deviation; the square aimed at is that end
 * minus the deviation. FFB names no kicker in BB2020 replays: the kicker written is the kicking
 * team's player FFB itself would pick (on the pitch, off the line of scrimmage and out of the
 * wide zones), nearest the middle of their half.
 */
export function kick(this: Converter, report: FfbReport) {
  this.closeSetUp()
  const end = asSquare(report.ballCoordinateEnd)
  const direction = report.scatterDirection
  const distanceRolled = num(report, "rollScatterDistance")
  if (end === null || !isDirection(direction) || distanceRolled === null) this.stop("a kick-off scatter report without its end square, direction or distance")
  const aimed = stepFrom(end, direction, -distanceRolled)
  // FFB lets the kicking coach play while the ball is kicked.
  const kicking = this.homePlaying ? 0 : 1
  const line = kicking === 0 ? 12 : 13
  const middle: Square = kicking === 0 ? [6, 7] : [19, 7]
  const candidates = [...this.at]
    .filter(([player, at]) => this.teamOfPlayer.get(player) === kicking && at !== null && onPitch(at))
    .map(([player, at]) => ({ player, at: at! }))
  const preferred = candidates.filter(({ at }) => at[0] !== line && at[1] > 3 && at[1] < 11)
  const pool = (preferred.length > 0 ? preferred : candidates).sort((a, b) => distance(a.at, middle) - distance(b.at, middle) || this.order.get(a.player)! - this.order.get(b.player)!)
  // FFB's kicker (bb2020 StepKickoffScatterRoll.findKickingPlayer) is the first of them with Kick, if any.
  const kicker = pool.filter(({ player }) => this.skilled(player, "Kick")).sort((a, b) => this.order.get(a.player)! - this.order.get(b.player)!)[0] ?? pool[0]
  if (kicker === undefined) this.stop("no player of the kicking team is on the pitch to kick")
  this.turn = { kind: "kick-off" }
  if (!onPitch(aimed)) this.stop(`FFB's kick-off ends on ${JSON.stringify(end)}, ${distanceRolled} squares ${direction} of a square off the pitch`)
  this.emit({ _tag: "KickAimed", player: kicker.player, at: toSquare(aimed) })
  this.roll("d8", [d8Face(direction, num(report, "rollScatterDirection")) ?? 0], "kick-deviation-direction")
  this.roll("d6", [distanceRolled], "kick-deviation-distance")
}

export function kickOffTable(this: Converter, report: FfbReport) {
  const name = str(report, "kickoffResult") ?? ""
  const result = KICK_OFF_OF[name]
  if (result === undefined) this.stop(`kick-off result "${name}" is not a BB2020 kick-off table row`)
  this.kickOffResult = result
  return this.roll("2d6", nums(report, "kickoffRoll") ?? [], "kick-off-event", {}, { result })
}

export function officiousRefRoll(this: Converter, report: FfbReport) {
  const player = this.known(str(report, "playerId") ?? "")
  const roll = num(report, "roll") ?? 0
  this.emit({ _tag: "PlayerDrawn", player, for: "officious-ref" })
  return this.roll("d6", [roll], "officious-ref", { player }, { result: roll === 1 ? "sent-off" : "stunned" })
}

/**
 * FFB's BB2020 Pitch Invasion (StepApplyKickoffResult.handlePitchInvasion) rolls one D3 for the
 * losing team (both on a tie) and stuns that many of its Standing players drawn at random; it
 * reports the stunned players (`playerIds`), not the D3. The engine rolls a D3 per losing team,
 * then draws the players. A team's stunned count is the D3 unless it ran out of Standing players,
 * and on a tie both teams had the same D3: the D3 written is the highest count (FFB's die, as far
 * as its report tells), then each team's players as `PlayerDrawn`, in FFB's order.
 */
export function pitchInvasion(this: Converter, report: FfbReport) {
  const stunned = strs(report, "playerIds").map((player) => this.known(player))
  if (stunned.length === 0) this.stop(`Pitch Invasion: FFB stunned nobody (command ${this.index}), so its report tells neither the losing team nor the D3`)
  const byTeam = [0, 1].map((team) => stunned.filter((player) => this.teamOf(player) === team))
  const d3 = Math.min(3, Math.max(...byTeam.map((players) => players.length)))
  this.warn(`Pitch Invasion: FFB does not report its D3; written as ${d3}, the most players of one team it stunned`)
  byTeam.forEach((players, team) => {
    if (players.length === 0) return
    this.roll("d3", [d3], "pitch-invasion", { team })
    for (const player of players) this.emit({ _tag: "PlayerDrawn", player, for: "pitch-invasion" })
  })
}

/**
 * The end of FFB's High Kick turn mode: the player the coach left under the ball is placed
 * there (rules: one player moves); one put back where he stood moved nobody.
 */
export function endHighKick(this: Converter) {
  for (const [player, move] of this.highKickMoves) {
    if (!sameSquare(move.from, move.to)) this.emit({ _tag: "PlayerPlaced", player, at: toSquare(move.to) })
  }
  this.highKickMoves.clear()
}

/**
 * The Blitz! kick-off result's bonus turn (FFB's bb2020 StepBlitzTurn): after its blitzRoll, FFB
 * lets the kicking team act in turn mode blitz and goes back to the kick-off when the turn ends,
 * with no turnEnd report. The engine (core/kick-off-events.ts, BlitzTurn) takes the activations
 * as a bonus team turn and ends it by itself once the D3 + 3 activations are used, every Open
 * player has acted, or on a turnover; FFB ends it then too, saying so in a
 * kickoffSequenceActivationsExhausted report. Otherwise the coach ended it: `TurnEnded`.
 */
export function startBlitzTurn(this: Converter) {
  this.turn = { kind: "team", team: this.homePlaying ? 0 : 1, bonus: true }
  this.turnover = false
  this.blitzTurn = { exhausted: false }
}

export function endBlitzTurn(this: Converter) {
  const blitz = this.blitzTurn
  this.blitzTurn = null
  this.settle()
  const turn = this.turn
  if (turn.kind === "team" && blitz !== null && !blitz.exhausted && !this.turnover) this.emit({ _tag: "TurnEnded", team: this.teamIds[turn.team] })
  this.turn = { kind: "kick-off" }
  this.turnover = false
}
