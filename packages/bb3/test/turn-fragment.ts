import { board, cell, el, endTurn, executeSequence, legalKickers, replayStep, replayXml, stepResult, type BoardPlayerSpec, type BoardTeamSpec, type Xml } from "./bbr.js"
import { awayPlayers, DWARF, homePlayers, UNDERWORLD, type Stats } from "./match-fragment.js"

/**
 * Two team turns in BB3's shapes, written here, for the converter: the away team's Goblin (p39,
 * with the ball) dodges out of a Dwarf's tackle zone and rushes; the home team's Blocker (p2)
 * blocks a Goblin (p37), pushes him, follows up, and the armour holds. Each turn ends by the
 * coach (EventEndTurn reason 1), and the boards after each agree with the rules. (p39 has MA 1 in
 * the fragment, so his second square is a rush.)
 */
type Squares = Record<number, readonly [number, number]>

const roll = (rollType: number, value: number, difficulty: number, outcome: number, status = 1): Xml =>
  el("ResultRoll", el("Status", status), el("Requirement", difficulty), el("Dice", el("Die", el("DieType", 0), el("Value", value))), el("Difficulty", difficulty), el("RollType", rollType), el("Outcome", outcome), el("NewRoll", 1))

export const playerStep = (player: number, stepType: number, from: readonly [number, number], to: readonly [number, number], target = -1): Xml =>
  el("PlayerStep", el("PlayerId", player), el("TargetId", target), el("StepType", stepType), el("CellTo", cell(to[0], to[1])), el("CellFrom", cell(from[0], from[1])))

export const useAction = (action: number): Xml => el("ResultUseAction", el("Action", action))

/** A player's BB3 status, or more of his PlayerState: an injured one's status with his casualty outcomes, lost tackle zones, effects. */
type Hurt = number | Partial<Pick<BoardPlayerSpec, "status" | "casualties" | "tackleZone" | "effects">>

const boardOf = (phase: number, turns: readonly [number, number], squares: Squares, ball: { at: readonly [number, number]; carrier?: number }, down: Record<number, Hurt> = {}, away: Partial<BoardTeamSpec> = {}) => {
  const spec = (players: Array<BoardPlayerSpec>): Array<BoardPlayerSpec> =>
    players.map((player) => {
      const hurt = down[player.id]
      return hurt === undefined ? player : typeof hurt === "number" ? { ...player, status: hurt } : { ...player, ...hurt }
    })
  return board(phase, [
    { race: DWARF, gameTurn: turns[0], players: spec(homePlayers((id) => squares[id])) },
    { race: UNDERWORLD, ...away, gameTurn: turns[1], players: spec(awayPlayers((id) => squares[id])) }
  ], ball)
}

export const START: Squares = { 1: [17, 8], 2: [12, 7], 3: [12, 5], 37: [13, 6], 38: [13, 7], 39: [18, 7] }
const AFTER_AWAY: Squares = { ...START, 39: [20, 7] }
const AFTER_HOME: Squares = { ...AFTER_AWAY, 2: [13, 6], 37: [14, 5] }

/** The away turn's activation: Action `action` (1 move) with `declared` more results, a dodge (RollType `firstRoll`, 2) to (19, 7) and a rush to (20, 7). */
export const awayActivation = (action = 1, firstRoll = 2, declared: ReadonlyArray<Xml> = []): Xml =>
  executeSequence(
    stepResult(playerStep(39, 0, START[39]!, START[39]!), useAction(action), ...declared),
    stepResult(playerStep(39, 1, [18, 7], [19, 7]), roll(firstRoll, 4, 3, 1), el("ResultDoMove"), el("ResultMoveOutcome")),
    stepResult(playerStep(39, 1, [19, 7], [20, 7]), roll(1, 2, 2, 1), el("ResultDoMove"), el("ResultMoveOutcome"))
  )

/** The home Blocker's armour roll against p37 (3 + 3, held). */
export const ARMOUR_HELD = el("ResultRoll", el("Status", 1), el("Dice", el("Die", el("Value", 3)), el("Die", el("Value", 3))), el("RollType", 10), el("Outcome", 0), el("NewRoll", 1))

/**
 * The home block; `declared` are more results of its activation step (after the action), `chosen`
 * more of the step where the die is kept, `shadowing` a step before p37's DamageStep, `damage` that
 * step's results.
 */
export const homeBlock = (options: { readonly declared?: ReadonlyArray<Xml>; readonly chosen?: ReadonlyArray<Xml>; readonly shadowing?: Xml; readonly damage?: ReadonlyArray<Xml> } = {}): Xml =>
  executeSequence(
    stepResult(playerStep(2, 0, [12, 7], [12, 7], 37), useAction(2), ...(options.declared ?? [])),
    stepResult(
      playerStep(2, 6, [12, 7], [13, 6], 37),
      el("QuestionBlockDice", el("Dice", el("Die", el("DieType", 2), el("Value", 4)), el("Die", el("DieType", 2), el("Value", 2))), el("AttackerChoice", 1), el("RollType", 3))
    ),
    stepResult(playerStep(2, 6, [12, 7], [13, 6], 37), el("ResultBlockRoll", el("Die", el("DieType", 2), el("Value", 4)), el("RollType", 3), el("Outcome", 6)), ...(options.chosen ?? [])),
    stepResult(playerStep(2, 6, [12, 7], [13, 6], 37), el("ResultPushBack", el("CellTo", cell(14, 5)), el("CellFrom", cell(13, 6)), el("PushedPlayerId", 37))),
    stepResult(playerStep(2, 6, [12, 7], [13, 6], 37), el("ResultFollowUp", el("Follow", 1)), el("ResultBlockOutcome", el("Outcome", 6))),
    ...(options.shadowing === undefined ? [] : [options.shadowing]),
    stepResult(el("DamageStep", el("PlayerId", 37), el("StepType", 2)), ...(options.damage ?? [ARMOUR_HELD]))
  )

/** A D6 roll as BB3 writes it (ResultRoll). */
export const d6Roll = roll

/**
 * The whole fragment; `away` and `home` replace the two turns' sequences, `afterHome` the board the
 * home turn ends on, and `awayLater` is a second activation of the away turn, in a step of its own
 * (`afterAway` the board before it); `awaySkills` adds skills to away players, `awayApothecary` gives
 * the away team one (`awayInducements` its inducements), `hurt` sets BB3 statuses after the home turn (p37 prone by default), and
 * `homeLater` is a step of the home turn after its sequence (an answer BB3 waited for); `ball` is
 * where the ball is from the away turn's activation on (with p39 by default).
 */
export const turnsXml = (
  options: {
    readonly away?: Xml
    readonly awayLater?: Xml
    readonly afterAway?: Squares
    /** The board the away turn ends on (the home turn's start). */
    readonly awayEnd?: Squares
    readonly ball?: { readonly at: readonly [number, number]; readonly carrier?: number }
    /** Where the ball is from the home turn on, when not where `ball` says. */
    readonly homeBall?: { readonly at: readonly [number, number]; readonly carrier?: number }
    readonly home?: Xml
    readonly homeLater?: Xml
    readonly afterHome?: Squares
    readonly awaySkills?: Readonly<Record<number, ReadonlyArray<number>>>
    /** Why BB3 ends the away turn (EventEndTurn Reason; 1, the coach, unless told). */
    readonly awayEndReason?: number
    /** Characteristics (MA, ST, AG, PA, AV as BB3 writes them) by away player id, where not the fragment's. */
    readonly awayStats?: Readonly<Record<number, Stats>>
    /** Star players' special rules (StarplayerSpecialRule) by away player id (p37 only). */
    readonly awayStarRules?: Readonly<Record<number, ReadonlyArray<number>>>
    readonly awayApothecary?: boolean
    /** The away team's inducements (category, number), on every board. */
    readonly awayInducements?: ReadonlyArray<readonly [number, number]>
    readonly hurt?: Record<number, Hurt>
    /** BB3 statuses from the kick-off to the home turn's start (a player lying down). */
    readonly down?: Record<number, Hurt>
    /** BB3 statuses from the away turn's activation on, when not `down`'s. */
    readonly awayDown?: Record<number, Hurt>
    /** Where everyone stands, and the ball, as the away turn starts (START and p39's ball unless told). */
    readonly start?: Squares
    readonly startBall?: { readonly at: readonly [number, number]; readonly carrier?: number }
  } = {}
): string => {
  const pre = board(0, [{ race: DWARF, players: homePlayers(() => undefined, true) }, { race: UNDERWORLD, apothecary: options.awayApothecary === true, inducements: options.awayInducements ?? [], players: awayPlayers(() => undefined, true, options.awaySkills, options.awayStarRules, options.awayStats) }])
  const ball39 = (squares: Squares) => options.ball ?? { at: squares[39]!, carrier: 39 }
  const homeBall = (squares: Squares) => options.homeBall ?? ball39(squares)
  const before = (squares: Squares) => options.startBall ?? { at: squares[39]!, carrier: 39 }
  const start = options.start ?? START
  const hurt = options.hurt ?? { 37: 1 }
  const down = options.down ?? {}
  const awayDown = options.awayDown ?? down
  const apo = { apothecary: options.awayApothecary === true, inducements: options.awayInducements ?? [] }
  const afterHome = options.afterHome ?? AFTER_HOME
  const homeLater = options.homeLater === undefined ? [] : [replayStep(6, boardOf(5, [1, 1], afterHome, homeBall(afterHome), hurt, apo), options.homeLater)]
  const later = options.awayLater === undefined ? [] : [replayStep(4, boardOf(5, [0, 1], AFTER_AWAY, ball39(AFTER_AWAY), down, apo), options.awayLater)]
  return replayXml([], [
    replayStep(1, pre),
    replayStep(2, boardOf(4, [0, 0], start, before(start), down, apo), legalKickers(1)),
    replayStep(3, boardOf(5, [0, 1], start, before(start), down, apo), endTurn(1, 1)),
    replayStep(4, boardOf(5, [0, 1], options.afterAway ?? AFTER_AWAY, ball39(options.afterAway ?? AFTER_AWAY), awayDown, apo), options.away ?? awayActivation()),
    ...later,
    replayStep(5, boardOf(5, [1, 1], options.awayEnd ?? AFTER_AWAY, ball39(options.awayEnd ?? AFTER_AWAY), awayDown, apo), endTurn(options.awayEndReason ?? 1, 0)),
    replayStep(6, boardOf(5, [1, 1], afterHome, homeBall(afterHome), hurt, apo), options.home ?? homeBlock()),
    ...homeLater,
    replayStep(7, boardOf(5, [1, 2], afterHome, homeBall(afterHome), hurt, apo), endTurn(1, 1)),
    replayStep(8, boardOf(6, [1, 2], afterHome, homeBall(afterHome), hurt, apo), el("EventMatchEnd"))
  ])
}
