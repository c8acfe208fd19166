/** The converter's own tools: writing events and rolls, naming players and teams, reading FFB's model and the reports around the current one. */
import type { Converter } from "../convert.js"
import { type Claim, type MatchEvent, type RollPurpose } from "@sidelines/schema"
import { onPitch, sameSquare, type Square } from "../pitch.js"
import { bool, type FfbReport, num, str } from "../replay.js"
import { STATE, base, DISPLAY_ONLY } from "./vocabulary.js"
import { Stop } from "./state.js"

export function stop(this: Converter, reason: string): never {
  throw new Stop(reason)
}

export function warn(this: Converter, text: string) {
  this.warnings.push(`command ${this.index} (commandNr ${this.commands[this.index]?.commandNr ?? "?"}): ${text}`)
}

export function emit(this: Converter, event: Record<string, unknown>) {
  const held = this.spells?.at(-1) ?? this.blast?.at(-1) ?? this.multiGroup()
  if (held !== undefined) {
    held.events.push({ event, command: this.index })
    return
  }
  // A player who joined during the match goes by the log's id for them, not FFB's.
  for (const key of ["player", "target"] as const) {
    const id = event[key]
    if (typeof id === "string" && this.alias.has(id)) event = { ...event, [key]: this.alias.get(id) }
  }
  this.events.push({ ...event, seq: this.events.length + 1 } as unknown as MatchEvent)
  this.eventCommands.push(this.index)
}

export function roll(this: Converter, die: string, faces: ReadonlyArray<number>, purpose: RollPurpose, who: { player?: string; team?: number } = {}, claimed?: Claim) {
  const sides = die === "d3" ? 3 : die === "d8" ? 8 : die === "d16" ? 16 : die === "coin" ? 2 : 6
  const count = die === "2d6" ? [2, 2] : die === "block" ? [1, 3] : [1, 1]
  if (faces.length < count[0]! || faces.length > count[1]! || faces.some((face) => !Number.isInteger(face) || face < 1 || face > sides)) {
    this.stop(`FFB reports ${JSON.stringify(faces)} for a ${die} (${purpose}), which is no roll of that die`)
  }
  if (who.player !== undefined) this.known(who.player)
  this.emit({
    _tag: "DiceRolled",
    die,
    faces: [...faces],
    for: purpose,
    ...(who.player === undefined ? {} : { player: who.player }),
    ...(who.team === undefined ? {} : { team: this.teamIds[who.team] }),
    ...(claimed === undefined ? {} : { claimed })
  })
}

/** The block die the coach chose, as FFB reports its face (a mistyped or altered replay may report no face of a block die). */
export function chooseBlockDie(this: Converter, face: number) {
  if (!Number.isInteger(face) || face < 1 || face > 6) this.stop(`FFB reports ${face} as the block die chosen, which is no face of a block die`)
  this.emit({ _tag: "BlockDieChosen", face })
}

/** A player id every event may name: one in the header. */
export function known(this: Converter, player: string): string {
  if (this.teamOfPlayer.has(player)) return player
  const why = this.leftOut.get(player)
  this.stop(why === undefined ? `FFB names player ${player}, who is on neither team's roster` : `player ${player} ${why}; the header cannot list them (not supported yet)`)
}

export function teamOf(this: Converter, player: string): number {
  return this.teamOfPlayer.get(this.known(player))!
}

export function teamById(this: Converter, teamId: string | null): number {
  const team = teamId === null ? -1 : this.teamIds.indexOf(teamId)
  if (team < 0) this.stop(`FFB names team ${teamId}, which is neither team of the match`)
  return team
}

export function side(this: Converter, key: unknown): number | null {
  return key === "home" ? 0 : key === "away" ? 1 : null
}

export function standingOn(this: Converter, square: Square): string | undefined {
  for (const [player, at] of this.at) {
    const b = base(this.state.get(player))
    if (at !== null && sameSquare(at, square) && (b === STATE.standing || b === STATE.moving)) return player
  }
  return undefined
}

/** The active team holds the ball: it lies still on a square where one of them stands. */
export function holdsBall(this: Converter, team: number): boolean {
  if (this.ball.at === null || !this.ball.inPlay || this.ball.moving) return false
  const holder = this.standingOn(this.ball.at)
  return holder !== undefined && this.teamOfPlayer.get(holder) === team
}

/**
 * The report after the current one that is not a re-roll, and whether the acting player moved
 * before it (FFB rolls a Blitz's rush for the block before it reports the block).
 */
export function nextReport(this: Converter, newRushStops = false): { report: FfbReport; moved: boolean } | null {
  let moved = false
  let previous: string | null = null
  for (let i = this.index; i < this.commands.length; i++) {
    const command = this.commands[i]!
    const reports = command.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex + 1 : 0; r < reports.length; r++) {
      const report = reports[r]!
      // Horns' notice (FFB reports it before the Blitz's block; the rules add the ST themselves) is passed over too.
      const horns = report.reportId === "skillUse" && str(report, "skill") === "Horns"
      // Another rush (not the same one re-rolled) comes first: the current one is not the block's.
      if (newRushStops && report.reportId === "goForItRoll" && previous !== "reRoll") return { report, moved }
      if (!DISPLAY_ONLY.has(report.reportId)) previous = report.reportId
      if (report.reportId !== "reRoll" && report.reportId !== "goForItRoll" && !horns && !DISPLAY_ONLY.has(report.reportId)) return { report, moved }
    }
    for (const change of command.modelChangeList?.modelChangeArray ?? []) {
      if (change.modelChangeId === "fieldModelSetPlayerCoordinate" && change.modelChangeKey === this.activation?.player) moved = true
    }
  }
  return null
}

/** The report before the current one that is not display-only (in this command or earlier ones), or null. */
export function previousReport(this: Converter): FfbReport | null {
  for (let i = this.index; i >= 0; i--) {
    const reports = this.commands[i]!.reportList?.reports ?? []
    for (let r = i === this.index ? this.reportIndex - 1 : reports.length - 1; r >= 0; r--) {
      if (!DISPLAY_ONLY.has(reports[r]!.reportId)) return reports[r]!
    }
  }
  return null
}

/** Whether the header gives the player the skill (by name, without its value). */
export function skilled(this: Converter, player: string, skill: string): boolean {
  const team = this.teamOfPlayer.get(player)
  const entry = team === undefined ? undefined : this.header.teams[team]!.players.find((p) => p.id === player)
  return entry !== undefined && [...entry.skills, ...entry.traits].some((name) => name.replace(/ \(.*\)$/u, "").toLowerCase() === skill.toLowerCase())
}

export function onPitchNow(this: Converter, player: string): boolean {
  const at = this.at.get(player)
  return at !== null && at !== undefined && onPitch(at)
}

/** A D6 test reported with `successful`, `roll` and `minimumRoll`. */
export function testRoll(this: Converter, report: FfbReport, purpose: RollPurpose, result?: string) {
  const player = this.known(str(report, "playerId") ?? "")
  const activation = this.activation
  if (purpose === "rush" && activation !== null && activation.player === player && activation.action === "blitz" && (this.block === null || this.block.stage === "done" || this.block.attacker !== player)) {
    // The rush for the square a Blitz's block costs: our log throws the block first.
    const next = this.nextReport(true)
    if (next !== null && !next.moved && next.report.reportId === "block") this.blockThrown(next.report)
    // A rush for the block that finally fails leaves no block report: FFB's defender, set for the block, names it.
    else if (next !== null && !next.moved && this.failedBlockRush(next.report, activation.target)) this.blockThrown({ reportId: "block", defenderId: activation.target })
    // Likewise a Chainsaw or Stab in place of the Blitz's block is written before its rush.
    if (next !== null && !next.moved && next.report.reportId === "chainsawRoll") this.specialAttack("Chainsaw", str(next.report, "defenderId") ?? this.defender)
    if (next !== null && !next.moved && next.report.reportId === "breatheFire") this.specialAttack("Breathe Fire", str(next.report, "defenderId") ?? this.defender)
    if (next !== null && !next.moved && next.report.reportId === "projectileVomit") this.specialAttack("Projectile Vomit", str(next.report, "defenderId") ?? this.defender)
    if (next !== null && !next.moved && next.report.reportId === "injury" && str(next.report, "injuryType") === "stab") this.specialAttack("Stab", str(next.report, "defenderId"))
  }
  if (purpose === "dauntless" && activation !== null && activation.player === player && (this.block === null || this.block.stage === "done" || this.block.attacker !== player)) {
    // FFB rolls Dauntless (bb2020 StepDauntless) before it reports the block (StepBlockRoll); our log throws the block first.
    const block = this.blockAhead()
    if (block !== null) this.blockThrown(block)
  }
  // Breathe Fire in place of a Blitz's block (no Rush before it): SkillUsed at the Blitz's target first.
  if (purpose === "breathe-fire" && activation !== null && activation.player === player && activation.action === "blitz" && !activation.acted) {
    this.specialAttack("Breathe Fire", str(report, "defenderId") ?? this.defender)
  }
  // Likewise Projectile Vomit in place of a Blitz's block (not Putrid Regurgitation's vomit after a block).
  if (purpose === "projectile-vomit" && activation !== null && activation.player === player && activation.action === "blitz" && !activation.acted) {
    this.specialAttack("Projectile Vomit", str(report, "defenderId") ?? this.defender)
  }
  const beforeStanding = purpose === "bone-head" || purpose === "really-stupid" || purpose === "take-root" || purpose === "wild-animal" || purpose === "unchannelled-fury" || purpose === "bloodlust" || purpose === "animal-savagery"
  if (activation !== null && activation.player === player) this.declare(!beforeStanding)
  else if (activation !== null) this.declare(true)
  if (purpose === "animosity") this.aimBeforeAnimosity()
  if (purpose === "always-hungry" || purpose === "throw-team-mate" || purpose === "kick-team-mate") this.throwTeamMate(str(report, "thrownPlayerId"))
  const success = bool(report, "successful")
  const minimum = num(report, "minimumRoll")
  const claimed: { -readonly [K in keyof Claim]: Claim[K] } = {}
  if (result !== undefined && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(result)) claimed.result = result
  // FFB's throw of a team-mate "succeeds" when it is accurate or inaccurate, and its minimum is
  // what avoids a terrible throw: only the pass result it reports is a claim in our terms.
  const throwTest = purpose === "throw-team-mate" || purpose === "kick-team-mate"
  if (throwTest) {
    const passResult = (str(report, "passResult") ?? "").toLowerCase().replace(/_/g, "-")
    if (/^[a-z0-9]+(-[a-z0-9]+)*$/.test(passResult)) claimed.result = passResult
  }
  if (success !== null && !throwTest) claimed.success = success
  // FFB writes what the roll plus modifiers must reach, which can pass 6 or fall below 2; the
  // claim is the number needed on the die, and a natural 6 always passes, a natural 1 always fails.
  if (minimum !== null && !throwTest) claimed.target = Math.min(6, Math.max(2, minimum))
  if (purpose === "breathe-fire") Object.assign(claimed, this.fireClaim(report))
  this.roll("d6", [num(report, "roll") ?? 0], purpose, { player }, claimed)
  if (activation !== null && activation.player === player) {
    if (purpose === "pick-up") activation.pickUp = success
    // Picked up, the ball is the team's: losing it before the activation ends is a turnover too.
    if (purpose === "pick-up" && success === true) activation.heldBall = true
    // Like a Block action, a Projectile Vomit action ends by itself once the vomit is rolled.
    if (purpose === "projectile-vomit" || purpose === "breathe-fire") activation.acted = true
    // A failed Take Root roots the player but the activation goes on.
    // Nor does a failed Animal Savagery with someone to lash out at (lashOut says when there is nobody).
    if (beforeStanding && purpose !== "bloodlust" && purpose !== "take-root" && purpose !== "animal-savagery") activation.lost = success === false
    if (purpose === "stand-up" || purpose === "jump-up") activation.lost = success === false
  }
}

/**
 * FFB's Breathe Fire report calls only a Knock Down `successful` and its `minimumRoll` is what
 * avoids the blow-back; the engine's test passes on 4+ (5+ against ST 5: `strongOpponent`), a
 * Placed Prone or a Knock Down (FFB's `status` PRONE or KNOCK_DOWN). The claim is the engine's.
 */
export function fireClaim(this: Converter, report: FfbReport): { success?: boolean; target: number } {
  const strong = bool(report, "strongOpponent") === true
  const status = str(report, "status")
  const roll = num(report, "roll") ?? 0
  const success = status === null ? roll === 6 || roll - (strong ? 1 : 0) >= 4 : status === "PRONE" || status === "KNOCK_DOWN"
  return { success, target: strong ? 5 : 4 }
}

/** Each coach's D6 of a kick-off contest, home first (`rollHome`, `rollAway`). */
export function contest(this: Converter, report: FfbReport, purpose: RollPurpose) {
  this.roll("d6", [num(report, "rollHome") ?? 0], purpose, { team: 0 })
  this.roll("d6", [num(report, "rollAway") ?? 0], purpose, { team: 1 })
}
