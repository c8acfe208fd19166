import { encodeLine, type MatchEvent, type MatchStarted } from "@sidelines/schema"
import { expecting } from "@sidelines/engine"
import { type Checker, type CheckerMark, checker } from "./checker.js"
import { convertTurn } from "./convert.js"
import { convertKickOff } from "./kick-off.js"
import { RulesRefused } from "./turn-sink.js"
import { boardDifference, scoreDifference } from "./compare.js"
import { type Board, readBoard } from "./board.js"
import { buildHeader } from "./header.js"
import { Bb3ImportError } from "./import-error.js"
import { type Bb3Replay, readReplay } from "./replay.js"
import { stretchEvent, type UncheckedSpan } from "./stretches.js"
import { mapTurns, resultsIn, type TurnStart, turnsThisHalf } from "./turns.js"

export interface ImportedMatch {
  readonly header: MatchStarted
  readonly events: ReadonlyArray<MatchEvent>
  /** For each event (by position), the BB3 step (1-based) it came from. */
  readonly eventSteps: ReadonlyArray<number>
  /** Steps in the replay. */
  readonly steps: number
  /** BB3's results (rolls and decisions, each a StringMessage) in the whole replay: what the stretches' `skipped` is a share of. */
  readonly results: number
  /** Team turns in the replay, how many were converted into checked events, and how many in part (their first activations). */
  readonly turns: { readonly total: number; readonly checked: number; readonly partly: number }
  /** Stretches taken on trust (UncheckedStretch events). */
  readonly stretches: ReadonlyArray<UncheckedSpan>
  /** Set when even an UncheckedStretch was refused by the rules: the log stops short there. */
  readonly refused: string | null
  readonly warnings: ReadonlyArray<string>
  /** BB3's final score, from its last board. */
  readonly finalScore: ReadonlyArray<number>
}

export interface ImportOptions {
  /**
   * Fold the converted log by our rules as it is written, and take on trust (as unchecked
   * stretches) the team turns whose events the rules refuse or whose end differs from BB3's
   * board. The CLI always does; without it the log is the converter's account alone.
   */
  readonly verify?: boolean
  /** Called as each team turn is converted (`done` of `total`), so a viewer can show how far the import has got. */
  readonly onProgress?: ((done: number, total: number) => void) | undefined
}

/**
 * Converts a BB3 replay's XML into a sidelines/1 log: the header from the pre-game boards, then
 * each team turn either as checked events (src/convert.ts) or, where that cannot be done, as an
 * UncheckedStretch ending at the next team turn's start. The stretch before the first team turn
 * (pre-game, set-up, kick-off) and the one after the last (to the final whistle) close the log,
 * so every replay opens to full time with BB3's score.
 */
export const importReplayXml = (xml: string, options: ImportOptions = {}): ImportedMatch => {
  const replay = readReplay(xml)
  if (replay.steps === 0) throw new Bb3ImportError("the replay has no steps")
  const { header, teamOf, warnings: headerWarnings } = buildHeader(replay)
  const warnings = [...headerWarnings]
  const known = new Set(teamOf.keys())
  const { starts, end } = mapTurns(replay, teamOf)
  // The rules fold the log as it is written: the converter asks them what BB3 leaves unsaid.
  const rules = checker(header)
  if (typeof rules === "string") throw new Bb3ImportError(`our engine cannot fold this match's header: ${rules}`)
  const events: Array<MatchEvent> = []
  const eventSteps: Array<number> = []
  const stretches: Array<UncheckedSpan> = []
  let refused: string | null = null
  let checkedTurns = 0
  let partlyTurns = 0
  // Where the turn under way may be cut: between two activations, all written before folded.
  let between: Array<{ readonly step: number; readonly events: number; readonly mark: CheckerMark }> = []

  const push = (event: MatchEvent, step: number) => {
    events.push({ ...event, seq: events.length + 1 } as MatchEvent)
    eventSteps.push(step + 1)
  }
  const stretch = (fromStep: number, at: TurnStart | null, reason: string) => {
    const target = at ?? { step: end.step, board: end.board, half: end.half, drive: end.drive, kicking: end.kicking, team: null }
    const team = at === null ? null : at.team
    const skipped = resultsIn(replay, fromStep, target.step)
    const event = stretchEvent(events.length + 1, fromStep + 1, target.step + 1, reason, skipped, { ...target, team, turns: turnsThisHalf(target.board, target.half, team) }, known)
    push(event, target.step)
    stretches.push({ seq: events.length, fromStep: fromStep + 1, toStep: target.step + 1, source: String((event as { source?: string }).source), reason, skipped })
    const refusal = rules.advance(events)
    if (refusal !== null && refused === null) refused = refusal.message
  }
  const sink = {
    emit: (event: Record<string, unknown>, step: number) => push(event as unknown as MatchEvent, step),
    state: () => {
      const refusal = rules.advance(events)
      if (refusal !== null) throw new RulesRefused(refusal.message)
      return rules.state()
    },
    expects: () => expecting(rules.match, sink.state()),
    between: (step: number) => {
      sink.state()
      between.push({ step, events: events.length, mark: rules.mark() })
    }
  }

  /**
   * A drive's start after a converted drive's end (src/kick-off.ts): kept where the rules reach
   * BB3's board at the receiving team's first turn; otherwise undone, and why is returned.
   */
  const driveStart = (from: number, next: TurnStart): string | null => {
    const mark = rules.mark()
    const before = events.length
    let why: string | null
    try {
      const kicked = convertKickOff(replay, from, next, sink)
      why = kicked._tag === "NotConverted" ? `BB3 step ${kicked.step + 1}: ${kicked.reason}` : options.verify !== true ? null : boardDifference(sink.state(), next.board, rules.match)
    } catch (error) {
      if (!(error instanceof RulesRefused)) throw error
      why = `our rules refused it: ${error.message}`
    }
    if (why === null) return null
    events.length = before
    eventSteps.length = before
    rules.reset(mark)
    return why
  }

  // Before the first team turn: the pre-game, set-up and kick-off, taken from BB3's board.
  const opening = starts[0] === undefined ? "the match has no team turn" : driveStart(0, starts[0])
  if (opening !== null) stretch(0, starts[0] ?? null, `the pre-game, set-up and first kick-off are not converted: ${opening}`)
  for (let k = 0; k < starts.length && refused === null; k++) {
    options.onProgress?.(k, starts.length)
    const start = starts[k]!
    const next = starts[k + 1] ?? null
    const mark = rules.mark()
    const before = events.length
    between = []
    /**
     * What cannot be converted is taken on trust from the latest activation before it whose start
     * the rules reach where BB3's board stands (the activations before it stay checked), or else
     * from the turn's start.
     */
    const trust = (reason: string) => {
      const cut = latestAgreeing(rules, replay, between, start.step + 1)
      events.length = cut?.events ?? before
      eventSteps.length = events.length
      rules.reset(cut?.mark ?? mark)
      if (cut !== undefined) partlyTurns++
      stretch(cut?.step ?? start.step + 1, next, cut === undefined ? reason : `${reason} (the turn's activations before BB3 step ${cut.step + 1} are checked)`)
    }
    let conversion
    try {
      conversion = convertTurn(replay, start, next, end.step, sink)
      sink.state()
    } catch (error) {
      if (!(error instanceof RulesRefused)) throw error
      trust(`our rules refused the conversion of this team turn: ${error.message}`)
      continue
    }
    if (conversion._tag === "NotConverted") {
      trust(`BB3 step ${conversion.step + 1}: ${conversion.reason}`)
      continue
    }
    // With verify, a turn the rules end where BB3 is not (a square, a box, the ball, the score) is taken on trust instead;
    // a turn that ends a drive is held to the score BB3 shows as it ends (what follows is a stretch).
    const differs = options.verify !== true ? null : endDifference(rules, replay, conversion, next)
    if (differs !== null) {
      trust(`the rules' account of this team turn ends where BB3's board does not: ${differs}`)
      continue
    }
    checkedTurns++
    if (!conversion.rest) continue
    if (next === null) {
      // BB3 writes nothing after the last drive's end, where our rules still ask for the end of a drive.
      stretch(conversion.endStep + 1, null, conversion.endStep >= end.step ? LAST_DRIVE_END : "the end of the match is not converted yet")
      continue
    }
    const why = driveStart(conversion.endStep + 1, next)
    if (why !== null) stretch(conversion.endStep + 1, next, `the set-up and kick-off after a drive's end are not converted: ${why}`)
  }
  options.onProgress?.(starts.length, starts.length)
  return {
    header,
    events,
    eventSteps,
    steps: replay.steps,
    results: resultsIn(replay, 0, replay.steps - 1),
    turns: { total: starts.length, checked: checkedTurns, partly: partlyTurns },
    stretches,
    refused,
    warnings,
    finalScore: end.board.score
  }
}

/**
 * The reason of the stretch that closes a match whose last drive ended in its last converted step:
 * BB3 records no end-of-drive rolls there, so what our rules ask for at a drive's end (the KO'd
 * players' recovery, a Secret Weapon's call) is taken from its final board.
 */
export const LAST_DRIVE_END = "BB3 records nothing after the last drive ends: the rolls our rules ask for at a drive's end (KO recovery, Secret Weapons) are taken from its final board"

/** Where a converted turn's end differs from BB3: the next turn's whole board, or, where the turn ended a drive, the score as it ended. */
const endDifference = (rules: Checker, replay: Bb3Replay, conversion: { readonly endStep: number; readonly rest: boolean }, next: TurnStart | null): string | null =>
  !conversion.rest && next !== null ? boardDifference(rules.state(), next.board, rules.match) : scoreDifference(rules.state(), boardAt(replay, conversion.endStep))

/** The latest cut after the turn's first step whose rules' state agrees with BB3's board before that step. */
const latestAgreeing = <Cut extends { readonly step: number; readonly mark: CheckerMark }>(rules: Checker, replay: Bb3Replay, cuts: ReadonlyArray<Cut>, first: number): Cut | undefined => {
  for (let i = cuts.length - 1; i >= 0; i--) {
    const cut = cuts[i]!
    if (cut.step <= first) return undefined
    if (boardDifference(cut.mark.state, boardAt(replay, cut.step - 1), rules.match) === null) return cut
  }
  return undefined
}

const boardAt = (replay: Bb3Replay, step: number): Board => {
  const board = replay.board(step)
  if (board === undefined) throw new Bb3ImportError(`step ${step + 1} has no board`)
  return readBoard(board)
}

/** The imported match as sidelines/1 text; a value our format cannot hold is refused naming the event and its step. */
export const encodeImported = (match: ImportedMatch): string => {
  const lines: Array<string> = []
  const line = (item: MatchStarted | MatchEvent, where: string) => {
    try {
      lines.push(encodeLine(item))
    } catch (error) {
      throw new Bb3ImportError(`${where}: our log format cannot hold what BB3's replay gives (${error instanceof Error ? error.message.split("\n")[0] : String(error)})`)
    }
  }
  line(match.header, "the header")
  match.events.forEach((event, i) => line(event, `step ${match.eventSteps[i] ?? "?"} (event ${event.seq}, ${event._tag})`))
  return `${lines.join("\n")}\n`
}
