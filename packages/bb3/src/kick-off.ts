import { D8_DIRECTIONS, type MatchState } from "@sidelines/engine"
import { type Board, cellOf, playerId, readBoard, sameCell } from "./board.js"
import { d8Face, PHASE, ROLL, SKILL, STEP, TEAM_RULES } from "./codes.js"
import { convertTurn } from "./convert.js"
import { TEAM_IDS } from "./header.js"
import { answerPreGame, readPreGame } from "./pre-game.js"
import { type Bb3Replay, claimOf, diceOf, sequenceSteps } from "./replay.js"
import { type KickOffConversion, NO_TURN_END, notConverted, Stop, type TurnConversion, type TurnSink } from "./turn-sink.js"
import type { TurnStart } from "./turns.js"
import { child, childrenNamed, int, path, type XmlElement } from "./xml.js"

/*
 * A drive's start, from BB3's steps between the end of a drive (a touchdown, the half's end) and
 * the receiving team's first turn: the KO'd players' recovery rolls, both set-ups (as BB3's board
 * has them when the kick-off phase begins), the kick (BB3's kick step names the kicker and where
 * the ball came down, with the deviation's D8 and D6: the square aimed at is worked back from
 * them), the kick-off table's 2D6, a Blitz!'s D3 and the kicking team's free activations (BB3's
 * phase 11, converted as a team turn), and the ball landing (a bounce's D8, a catch's D6). The
 * rules say what they wait for next; what BB3 does not record, or what this does not know yet,
 * stops it, and the drive's start stays a stretch (src/import.ts).
 */

/** The D3 of an event's Result (EventQuickSnap, EventBlitz, EventQuestionSolidDefence). */
const resultDie = (event: XmlElement): Array<number> => {
  const die = path(event, "Result", "Die", "Die")
  return die === undefined ? [] : [int(die, "Value")]
}

/**
 * Where BB3 keeps the dice of a kick-off result our rules roll for: the event, and its dice (a
 * contest's D6 per team is that team's roll in the event's RollOff, in team order; a drawn player's
 * D6 is his in PlayerResults).
 */
const KICK_OFF_DICE: Readonly<Record<string, readonly [string, (event: XmlElement) => Array<number>]>> = {
  "quick-snap": ["EventQuickSnap", resultDie],
  "solid-defence": ["EventQuestionSolidDefence", resultDie],
  "changing-weather": ["EventWeatherRoll", (event) => diceOf(event)],
  "pitch-invasion": ["EventPitchInvasion", (event) => diceOf(event)],
  "cheering-fans": ["EventCheeringFans", () => []],
  "brilliant-coaching": ["EventBrilliantCoaching", () => []],
  "officious-ref": ["EventOfficiousRef", () => []],
  "prayers-to-nuffle": ["EventPrayerTable", (event) => diceOf(event)]
}

const playerResults = (event: XmlElement | undefined): ReadonlyArray<XmlElement> => childrenNamed(child(event, "PlayerResults"), "ResultOfficiousRef")

/** What BB3 recorded between a drive's end and the next team turn, read once. */
interface KickOffRecord {
  readonly recoveries: Map<string, Array<{ readonly step: number; readonly roll: XmlElement }>>
  setUp: { readonly step: number; readonly board: Board } | null
  /** The kick; `kickSkill` whether the kicker's Kick halved the deviation, null where BB3 did not offer it. */
  kick: { readonly step: number; readonly kicker: string; readonly landed: readonly [number, number]; readonly dice: ReadonlyArray<number>; readonly kickSkill: boolean | null; readonly aimed: readonly [number, number] | null } | null
  table: { readonly step: number; readonly dice: ReadonlyArray<number> } | null
  blitz: { readonly step: number; readonly die: number } | null
  /** The last step of the kicking team's free activations (BB3's phase 11). */
  freeUntil: number
  /**
   * The coach's answers to the referee before the set-up, outside any sequence, in order, by the Secret Weapon BB3 asked about
   * (the QuestionBribeUsage before them; BB3 may ask in another order than ours): Argue the Call's and a Bribe's rolls
   * (ResultRoll, RollType 30 or 21) and a team special rule used on them (ResultTeamSpecialRuleUsage).
   */
  readonly referee: Map<string, Array<{ readonly step: number; readonly answer: XmlElement }>>
  /** The kick-off's own events after the kick (EventQuickSnap, EventOfficiousRef…), the first of each name. */
  readonly after: Map<string, { readonly step: number; readonly event: XmlElement }>
  /** Players moved by a Quick Snap (EventQuickSnapMove), in order. */
  readonly snaps: Array<{ readonly step: number; readonly event: XmlElement }>
  /** BB3's board as a Solid Defence's new set-up ends (its phase 9). */
  reSetUp: { readonly step: number; readonly board: Board } | null
  /** The ball landing: its bounces' and catches' results, in order. */
  readonly landing: Array<{ readonly step: number; readonly result: XmlElement; readonly player: string | null }>
}

const readRecord = (replay: Bb3Replay, from: number, to: number): KickOffRecord => {
  const record: KickOffRecord = { recoveries: new Map(), setUp: null, kick: null, table: null, blitz: null, freeUntil: -1, referee: new Map(), after: new Map(), snaps: [], reSetUp: null, landing: [] }
  // The Secret Weapon BB3 last asked its coach about (QuestionBribeUsage PlayerId).
  let asked = ""
  for (let at = from; at <= to; at++) {
    const boardXml = replay.board(at)
    const phase = boardXml === undefined ? -1 : readBoard(boardXml).phase
    if (phase === PHASE.blitz && record.blitz !== null && at > record.blitz.step) {
      record.freeUntil = at
      continue
    }
    if (phase === PHASE.solidDefence && boardXml !== undefined) record.reSetUp = { step: at, board: readBoard(boardXml) }
    for (const event of replay.events(at).children) {
      if (record.table !== null && event.name === "EventQuickSnapMove") record.snaps.push({ step: at, event })
      else if (record.table !== null && event.name !== "EventExecuteSequence" && !record.after.has(event.name)) record.after.set(event.name, { step: at, event })
      if (event.name === "QuestionBribeUsage" && record.setUp === null) asked = playerId(int(event, "PlayerId"))
      else if (record.setUp === null && (event.name === "ResultTeamSpecialRuleUsage" || (event.name === "ResultRoll" && (int(event, "RollType") === ROLL.argueTheCall || int(event, "RollType") === ROLL.bribe)))) {
        record.referee.set(asked, [...(record.referee.get(asked) ?? []), { step: at, answer: event }])
      } else if (event.name === "EventRoll" && int(event, "RollType") === ROLL.koRecovery) {
        const player = playerId(int(event, "PlayerId"))
        record.recoveries.set(player, [...(record.recoveries.get(player) ?? []), { step: at, roll: event }])
      } else if (event.name === "EventLegalKickers" && boardXml !== undefined) record.setUp = { step: at, board: readBoard(boardXml) }
      else if (event.name === "EventKickOffTable") record.table = { step: at, dice: diceOf(event) }
      else if (event.name === "EventBlitz") record.blitz = { step: at, die: resultDie(event)[0] ?? 0 }
      else if (event.name === "EventExecuteSequence") {
        for (const { step, results } of sequenceSteps(event)) {
          if (step === undefined) continue
          const roll = results.find((result) => result.name === "ResultRoll")
          if (step.name === "PlayerStep" && int(step, "StepType") === STEP.kick && roll !== undefined && int(roll, "RollType") === ROLL.deviation) {
            // Kick offered (QuestionKickUsage): this step's CellTo is the square aimed at, and Kick is declined unless BB3 restates the step with it used.
            const offered = results.some((result) => result.name === "QuestionKickUsage")
            record.kick = { step: at, kicker: playerId(int(step, "PlayerId")), landed: cellOf(step, "CellTo"), dice: diceOf(roll), kickSkill: offered ? false : null, aimed: offered ? cellOf(step, "CellTo") : null }
          } else if (step.name === "PlayerStep" && int(step, "StepType") === STEP.kick && record.kick !== null) {
            // The kick step restated with Kick's answer.
            const used = results.find((result) => result.name === "ResultSkillUsage" && int(result, "Skill") === SKILL.kick)
            if (used !== undefined) record.kick = { ...record.kick, landed: cellOf(step, "CellTo"), kickSkill: int(used, "Used") === 1 }
          } else if (record.kick !== null && phase !== PHASE.blitz) {
            for (const result of results) record.landing.push({ step: at, result, player: step.name === "PlayerStep" ? playerId(int(step, "PlayerId")) : null })
          }
        }
      }
    }
  }
  return record
}

/** The team special rule that re-rolls a natural 1 on Argue the Call, once a match (our rules' RerollUsed names it). */
const BRIBERY_AND_CORRUPTION = "Bribery and Corruption"

/** The Secret Weapon whose sending-off the rules deal with (the step on top of their stack). */
const secretWeapon = (state: MatchState): string => (state.stack.at(-1) as { readonly player?: string } | undefined)?.player ?? ""

/** Where the rules are in that step ("corruption": a natural 1 on Argue the Call Bribery and Corruption may re-roll). */
const stageOf = (state: MatchState): string | undefined => (state.stack.at(-1) as { readonly stage?: string } | undefined)?.stage

/**
 * Writes the drive's start from BB3's steps [from, next.step], asking the rules what they wait
 * for: each answer is one of BB3's records, or the conversion stops.
 */
export const convertKickOff = (replay: Bb3Replay, from: number, next: TurnStart, sink: TurnSink & Required<Pick<TurnSink, "expects">>): KickOffConversion => {
  // The first drive's start comes after the pre-game, which BB3 records too.
  const preGame = from === 0 ? readPreGame(replay, next.step) : undefined
  // The KO recovery rolls may come in the step that ended the drive.
  const record = readRecord(replay, Math.max(0, from - 1), next.step)
  let at = from
  const emit = (event: Record<string, unknown>) => sink.emit(event, at)
  const stop = (reason: string): never => {
    throw new Stop(at, reason)
  }
  const placed = new Set<number>()
  let landing = 0
  let drawnSoFar = 0
  let scatterDie = 0
  try {
    for (let guard = 0; guard < 200; guard++) {
      const state = sink.state()
      if (state.phase === "team-turn" && state.activeTeam === next.team && state.stack.at(-1)?._tag === "TeamTurn") return { _tag: "Converted" }
      const wanted = sink.expects()
      const top = state.stack.at(-1)?._tag
      const roll = wanted.kind === "roll" ? wanted : null
      const decision = wanted.kind === "decision" ? wanted : null
      const preGameAnswer = preGame === undefined ? undefined : answerPreGame(wanted, preGame, next.kicking)
      if (preGameAnswer !== undefined) preGameAnswer.forEach(emit)
      else if (wanted.kind === "roll" && wanted.for === "ko-recovery") {
        const player = wanted.player ?? ""
        const roll = record.recoveries.get(player)?.shift()
        if (roll === undefined) stop(`BB3 records no KO recovery roll for ${player}`)
        at = roll!.step
        emit({ _tag: "DiceRolled", die: "d6", faces: diceOf(roll!.roll), for: "ko-recovery", player, claimed: { success: int(roll!.roll, "Outcome") === 1 } })
      } else if (top === "SetUp" && wanted.kind === "decision" && wanted.team !== null && !placed.has(wanted.team)) {
        if (record.setUp === null) stop("BB3 records no set-up before the kick")
        at = record.setUp!.step
        const team = wanted.team
        placed.add(team)
        for (const player of record.setUp!.board.players) {
          const asserted = player.asserted
          const index = state.players.findIndex((p) => p.id === asserted.player)
          if (index < 0 || state.players[index]!.team !== team || asserted.at === null) continue
          emit({ _tag: "PlayerPlaced", player: asserted.player, at: [...asserted.at] })
        }
        emit({ _tag: "SetupEnded", team: TEAM_IDS[team] })
      } else if (wanted.kind === "decision" && wanted.events.includes("KickAimed" as never)) {
        const kick = record.kick ?? stop("BB3 records no kick")
        at = kick.step
        const [direction = 0, distance = 0] = kick.dice
        const face = d8Face(direction)
        const [dx, dy] = D8_DIRECTIONS[face - 1]!
        const deviated = kick.kickSkill === true ? Math.floor(distance / 2) : distance
        emit({ _tag: "KickAimed", player: kick.kicker, at: kick.aimed !== null ? [...kick.aimed] : [kick.landed[0] - dx * deviated, kick.landed[1] - dy * deviated] })
        emit({ _tag: "DiceRolled", die: "d8", faces: [face], for: "kick-deviation-direction" })
        emit({ _tag: "DiceRolled", die: "d6", faces: [distance], for: "kick-deviation-distance" })
      } else if (wanted.kind === "roll" && wanted.for === "kick-off-event") {
        const table = record.table ?? stop("BB3 records no kick-off table roll")
        at = table.step
        emit({ _tag: "DiceRolled", die: "2d6", faces: [...table.dice], for: "kick-off-event" })
      } else if (wanted.kind === "roll" && wanted.for === "blitz") {
        const blitz = record.blitz ?? stop("our rules roll a Blitz! BB3 does not")
        at = blitz.step
        emit({ _tag: "DiceRolled", die: "d3", faces: [blitz.die], for: "blitz" })
        freeTurn(replay, blitz.step, record.freeUntil, state.kickingTeam ?? stop("no kicking team"), sink)
        record.blitz = null
      } else if (wanted.kind === "roll" && (wanted.for === "bounce" || wanted.for === "catch")) {
        const next = record.landing.slice(landing).findIndex(({ result }) => result.name === "ResultRoll" && int(result, "RollType") === ROLL[wanted.for as "bounce" | "catch"])
        if (next < 0) stop(`our rules wait for the kick's ${wanted.for}, which BB3 does not roll`)
        const { step, result, player } = record.landing[landing + next]!
        landing += next + 1
        at = step
        const dice = diceOf(result)
        if (wanted.for === "bounce") emit({ _tag: "DiceRolled", die: "d8", faces: [d8Face(dice[0] ?? 0)], for: "bounce" })
        else emit({ _tag: "DiceRolled", die: "d6", faces: dice, for: "catch", player, claimed: claimOf(result) })
      } else if (decision !== null && top === "Kick" && record.kick?.kickSkill !== null && record.kick?.kickSkill !== undefined) {
        emit({ _tag: record.kick.kickSkill ? "SkillUsed" : "SkillDeclined", player: record.kick.kicker, skill: "Kick" })
      } else if (decision !== null && top === "SecretWeapon" && stageOf(state) === "corruption" && decision.team !== null) {
        // A natural 1 on Argue the Call the team's Bribery and Corruption may re-roll: BB3 records the rule used (Rule 2), the
        // new roll after it.
        const answers = record.referee.get(secretWeapon(state)) ?? []
        const used = answers[0]?.answer
        if (used?.name !== "ResultTeamSpecialRuleUsage" || TEAM_RULES[int(used, "Rule")] !== BRIBERY_AND_CORRUPTION || int(used, "Used") !== 1) {
          stop(`our rules offer ${BRIBERY_AND_CORRUPTION}'s re-roll of a natural 1 on Argue the Call, which BB3 does not use`)
        }
        at = answers.shift()!.step
        emit({ _tag: "RerollUsed", team: TEAM_IDS[decision.team], source: "skill", skill: BRIBERY_AND_CORRUPTION })
      } else if (decision !== null && top === "SecretWeapon" && decision.team !== null) {
        // A Secret Weapon sent off as the drive ends: BB3's answer to its QuestionBribeUsage about him is the roll that follows
        // (RollType 30 argued, 21 bribed), or none (let go).
        const player = secretWeapon(state)
        const answer = record.referee.get(player)?.[0]
        const rollType = answer === undefined ? -1 : int(answer.answer, "RollType")
        const team = TEAM_IDS[decision.team]
        if (answer !== undefined) at = answer.step
        if (rollType === ROLL.argueTheCall && decision.events.includes("CallArgued" as never)) emit({ _tag: "CallArgued", team })
        else if (rollType === ROLL.bribe && decision.events.includes("InducementUsed" as never)) emit({ _tag: "InducementUsed", team, inducement: "bribe", player })
        else emit({ _tag: "ChoiceDeclined", team, choice: "argue-the-call" })
      } else if (decision !== null && top === "SentOffByRef" && decision.team !== null) {
        // Sent off by the Officious Ref: BB3 asks nothing, as the rules allow neither an argument nor a bribe.
        emit({ _tag: "ChoiceDeclined", team: TEAM_IDS[decision.team], choice: "argue-the-call" })
      } else if (roll !== null && (roll.for === "argue-the-call" || roll.for === "bribe")) {
        const answer = record.referee.get(secretWeapon(state))?.shift()
        if (answer?.answer.name !== "ResultRoll") stop(`our rules wait for a ${roll.for} roll BB3 does not make`)
        at = answer!.step
        emit({ _tag: "DiceRolled", die: "d6", faces: diceOf(answer!.answer), for: roll.for, claimed: claimOf(answer!.answer) })
      } else if (decision !== null && decision.events.includes("ChoiceDeclined" as never) && top === "PrayerToNuffle") {
        // Cheering Fans' winner prays where BB3 rolls on its prayer table, and declines where it rolls none.
        const prayer = record.after.get("EventPrayerTable")
        if (prayer === undefined) emit({ _tag: "ChoiceDeclined", team: TEAM_IDS[decision.team ?? stop("our rules name no team for this kick-off choice")], choice: "prayers-to-nuffle" })
        else {
          at = prayer.step
          emit({ _tag: "DiceRolled", die: "d16", faces: diceOf(prayer.event), for: "prayers-to-nuffle", team: TEAM_IDS[decision.team ?? stop("our rules name no team for this kick-off choice")] })
        }
      } else if (decision !== null && decision.events.includes("TouchbackGiven" as never)) {
        // BB3's ResultTouchBack names the square of the player given the ball: its board after says who stands there.
        const given = record.landing.find(({ result }) => result.name === "ResultTouchBack")
        if (given === undefined) stop("our rules give a touchback BB3 does not")
        at = given!.step
        const square = cellOf(given!.result, "Cell")
        const holder = next.board.players.find(({ asserted }) => asserted.at !== null && sameCell(asserted.at, square))
        emit({ _tag: "TouchbackGiven", player: holder?.asserted.player ?? stop(`no player stands on BB3's touchback square ${square.join(",")}`) })
      } else if (roll !== null && KICK_OFF_DICE[roll.for] !== undefined) {
        const [name, read] = KICK_OFF_DICE[roll.for]!
        const found = record.after.get(name) ?? stop(`our rules roll for ${roll.for}, which BB3 does not record`)
        at = found.step
        const drawn = roll.player === null ? undefined : playerResults(found.event).find((result) => playerId(int(result, "PlayerId")) === roll.player)
        const rollOff = childrenNamed(child(child(found.event, "RollOff"), "Rolls"), "ResultRoll")
        const contest = roll.die === "d6" && roll.team !== undefined ? rollOff[roll.team] : undefined
        const faces = drawn !== undefined ? [int(child(drawn, "Die"), "Value")] : contest !== undefined ? diceOf(contest) : read(found.event)
        if (faces.length === 0) stop(`BB3's ${name} has no die for ${roll.for}`)
        emit({ _tag: "DiceRolled", die: roll.die, faces, for: roll.for, ...(roll.player === null ? {} : { player: roll.player }), ...(roll.team === undefined ? {} : { team: TEAM_IDS[roll.team] }) })
      } else if (decision !== null && decision.events.includes("PlayerDrawn" as never)) {
        // The players BB3 names: stunned by a Pitch Invasion, chosen by an Officious Ref, or by a prayer (EventPrayerRandomPlayers).
        const [name, list, item, purpose] = top === "PitchInvasion" ? ["EventPitchInvasion", "StunnedPlayersIds", "StunnedPlayersIdsItem", "pitch-invasion"] : top === "OfficiousRef" ? ["EventOfficiousRef", "", "", "officious-ref"] : ["EventPrayerRandomPlayers", "PlayersId", "PlayersIdItem", "prayers-to-nuffle"]
        const event = record.after.get(name)?.event
        const players = list === "" ? playerResults(event).map((result) => playerId(int(result, "PlayerId"))) : childrenNamed(child(event, list), item).map((entry) => playerId(Number(entry.text)))
        const player = players[drawnSoFar++] ?? stop(`our rules draw a player BB3 does not name`)
        emit({ _tag: "PlayerDrawn", player, for: purpose })
      } else if (decision !== null && top === "QuickSnap") {
        for (const { step, event } of record.snaps.splice(0)) {
          at = step
          emit({ _tag: "PlayerMoved", player: playerId(int(event, "PlayerId")), to: [...cellOf(event, "CellTo")] })
        }
        if (sink.state().stack.at(-1)?._tag === "QuickSnap") emit({ _tag: "SetupEnded", team: TEAM_IDS[decision.team ?? stop("our rules name no team for this kick-off choice")] })
      } else if (decision !== null && top === "HighKick") {
        const high = record.after.get("EventHighKick")
        if (high !== undefined && decision.events.includes("PlayerPlaced" as never)) {
          at = high.step
          emit({ _tag: "PlayerPlaced", player: playerId(int(high.event, "ReceiverId")), at: [...cellOf(high.event, "CellTo")] })
        }
        emit({ _tag: "SetupEnded", team: TEAM_IDS[decision.team ?? stop("our rules name no team for this kick-off choice")] })
      } else if (decision !== null && top === "SolidDefence" && record.setUp !== null && record.reSetUp !== null) {
        at = record.reSetUp.step
        const before = new Map(record.setUp.board.players.map((player) => [player.asserted.player, player.asserted.at]))
        for (const { asserted } of record.reSetUp.board.players) {
          const was = before.get(asserted.player)
          if (asserted.at !== null && (was === null || was === undefined || !sameCell(was, asserted.at))) emit({ _tag: "PlayerPlaced", player: asserted.player, at: [...asserted.at] })
        }
        emit({ _tag: "SetupEnded", team: TEAM_IDS[decision.team ?? stop("our rules name no team for this kick-off choice")] })
      } else if (roll !== null && roll.for === "scatter") {
        const scatter = record.landing.slice(landing).findIndex(({ result }) => result.name === "ResultRoll" && int(result, "RollType") === ROLL.scatter)
        if (scatter < 0) stop("our rules scatter the kick, which BB3 does not")
        const found = record.landing[landing + scatter]!
        at = found.step
        const faces = diceOf(found.result)
        const face = faces[scatterDie++] ?? stop("BB3's scatter has fewer dice than our rules roll")
        if (scatterDie === faces.length) {
          landing += scatter + 1
          scatterDie = 0
        }
        emit({ _tag: "DiceRolled", die: "d8", faces: [d8Face(face)], for: "scatter" })
      } else stop(`our rules wait for ${wanted.kind === "roll" ? `a ${wanted.for} roll` : wanted.kind === "decision" ? wanted.events.join(" or ") : wanted.kind} at the kick-off, which is not converted yet`)
    }
    return stop("the kick-off does not reach the receiving team's turn")
  } catch (error) {
    return notConverted(error)
  }
}

/**
 * A Blitz!'s free activations (BB3's phase 11, after the step of its D3 up to `until`), converted as a
 * team turn of the kicking team; BB3 ends them without an EventEndTurn of their own, so the coach's
 * end is written where the rules still wait for one.
 */
const freeTurn = (replay: Bb3Replay, from: number, until: number, team: number, sink: TurnSink) => {
  if (until < from) return
  const start = { step: from, team, board: readBoard(replay.board(from)!), half: 0, drive: 0, kicking: team }
  const ended: TurnConversion = convertTurn(replay, start, { ...start, step: until }, until, sink)
  if (ended._tag === "NotConverted" && !(ended.step === until && ended.reason === NO_TURN_END)) throw new Stop(ended.step, ended.reason)
  const state = sink.state()
  const top = state.stack.at(-1)
  if (top?._tag === "Activation" && state.turnover === null) sink.emit({ _tag: "ActionEnded", player: top.player }, until)
  const after = sink.state()
  if (after.activeTeam === team && after.turnover === null && after.stack.some((step) => step._tag === "BlitzTurn")) sink.emit({ _tag: "TurnEnded", team: TEAM_IDS[team] }, until)
}
