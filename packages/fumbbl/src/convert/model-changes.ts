/** FFB's model changes: the converter's copy of FFB's model (squares, states, ball, turn mode, acting player), and what a change of it writes. */
import type { Converter } from "../convert.js"
import { asSquare, distance, onPitch, sameSquare, type Square, toSquare } from "../pitch.js"
import { type FfbModelChange } from "../replay.js"
import { SPECIAL_ACTIONS } from "../star-rules.js"
import { STATE, base, ACTION_OF, isThrowOfTeamMate } from "./vocabulary.js"

export function change(this: Converter, change: FfbModelChange) {
  const value = change.modelChangeValue
  const key = change.modelChangeKey ?? null
  switch (change.modelChangeId) {
    case "gameSetTurnMode": {
      const mode = typeof value === "string" ? value : ""
      // FFB's question whether a Frenzy player's second block (or a Ball & Chain block) is a Stab,
      // Chainsaw or the like (bb2020 StepEndBlocking, StepInitBlocking): a pause inside the turn mode
      // it goes back to, so the mode stays as it was (a Blitz! bonus turn does not end there).
      if (mode === "selectBlockKind") return
      const leaving = this.turnMode
      this.turnMode = mode
      if ((leaving === "setup" || leaving === "solidDefence" || leaving === "perfectDefence" || leaving === "quickSnap" || leaving === "swarming") && mode !== leaving) this.closeSetUp()
      if (mode === "setup") {
        this.turn = { kind: "between" }
        this.awaitingTurn = false
      }
      if (mode === "kickoff" && this.turn.kind !== "team") {
        this.turn = { kind: "kick-off" }
        this.awaitingTurn = false
      }
      if (mode === "blitz" && leaving !== "blitz") this.startBlitzTurn()
      if (leaving === "blitz" && mode !== "blitz") this.endBlitzTurn()
      if (leaving === "highKick" && mode !== "highKick") this.endHighKick()
      if (mode === "passBlock" && leaving !== "passBlock") this.startPassBlock()
      if (leaving === "passBlock" && mode !== "passBlock") this.endPassBlock()
      return
    }
    case "gameSetHomePlaying":
      this.homePlaying = value === true
      return
    case "fieldModelSetPlayerCoordinate":
      return this.playerMoved(String(key), asSquare(value))
    case "fieldModelRemovePlayer": {
      const player = String(key)
      if (this.block?.stage === "pushing" && player !== this.block.attacker && this.onPitchNow(player)) {
        this.block.pushes.push({ player, from: this.at.get(player) ?? null, to: null })
      }
      this.at.set(player, null)
      return
    }
    case "fieldModelSetPlayerState":
      if (typeof value === "number") this.state.set(String(key), value)
      if (typeof value === "number" && this.multi !== null) this.multiBlockTarget(String(key), value)
      if (typeof value === "number" && this.apothecaryChoice?.player === key && [STATE.reserve, STATE.badlyHurt, STATE.seriousInjury, STATE.rip].includes(base(value) as 6)) {
        // FFB reports no choice when the coach keeps a casualty: the final state tells which.
        if (base(value) === STATE.reserve) this.chooseInjury(String(key), null)
      }
      return
    case "playerResultSetSeriousInjury":
      if (this.apothecaryChoice?.player === key) this.chooseInjury(String(key), typeof value === "string" ? value : null)
      return
    case "fieldModelSetBallCoordinate": {
      const at = asSquare(value)
      this.ball.at = at
      if (this.turnMode === "touchback" && at !== null) {
        const holder = this.standingOn(at)
        if (holder !== undefined) this.emit({ _tag: "TouchbackGiven", player: holder })
        else this.warn(`touchback: no player stands on ${JSON.stringify(at)}`)
      }
      return
    }
    case "fieldModelSetBallInPlay":
      this.ball.inPlay = value === true
      return
    case "fieldModelSetBallMoving":
      this.ball.moving = value === true
      // A carrier knocked down (or pushed) in one block of a Multiple Block: FFB bounces the ball after both.
      if (value === true && this.multi !== null && this.multi.resolving && this.multi.ballLoose === null) this.multi.ballLoose = this.multi.current
      return
    case "gameSetDialogParameter":
      if (this.multi !== null) this.multiBlockDice(value)
      return
    case "gameSetPassCoordinate":
      this.passCoordinate = asSquare(value)
      return
    case "gameSetDefenderId":
      this.defender = typeof key === "string" ? key : typeof value === "string" ? value : null
      // FFB names the team-mate to be thrown as the defender of the Throw Team-mate action.
      if (this.activation !== null && isThrowOfTeamMate(this.activation.action) && typeof key === "string") this.thrownPlayer = key
      return
    case "turnDataSetTurnNr": {
      const team = this.side(key)
      if (team !== null && this.awaitingTurn && typeof value === "number" && value >= 1) {
        this.turn = { kind: "team", team, bonus: false }
        this.awaitingTurn = false
        this.turnover = false
      }
      return
    }
    case "actingPlayerSetPlayerId":
      this.acting.player = typeof value === "string" ? value : null
      // The catcher of a bomb acts while they throw it on (FFB's StepEndBomb); the bomber's activation goes on.
      if (value !== null && this.bomb?.thrownOn === value) return
      if (value === null) this.closeActivation(true)
      else if (this.activation !== null && this.activation.player !== value) this.closeActivation(true)
      return
    case "actingPlayerSetOldPlayerState":
      if (this.activation !== null && typeof value === "number") this.activation.standUpPending = base(value) === STATE.prone
      return
    case "actingPlayerSetPlayerAction": {
      // FFB changes the action in the middle of an activation for some star rules (StepEndBlocking: Putrid Regurgitation).
      const activation = this.activation
      if (typeof value === "string" && this.starActionChanged(value)) return
      const rule = typeof value === "string" ? SPECIAL_ACTIONS[value] : undefined
      if (rule === undefined || activation === null || ACTION_OF[value as string] !== undefined) return
      if (value === "putridRegurgitationBlock" && activation.action === "block" && activation.acted) {
        activation.regurgitating = true
        return
      }
      if (this.commands[activation.command] === this.commands[this.index]) return // the declaration itself (its playerAction report stopped)
      return this.stop(`${rule}: FFB's change of ${activation.player}'s action to "${String(value)}" (command ${this.index}) is not converted yet`)
    }
    case "actingPlayerSetStandingUp":
      return this.standingUpFlag(value === true)
    case "actingPlayerSetLeaping":
      if (this.activation !== null) this.activation.leaping = value === true
      return
    default:
      return
  }
}

/**
 * FFB's ActingPlayer.standingUp: set when a Prone player is activated (with the old state), or
 * by an action that stands the player up; FFB sends it only when it changes, and may send it
 * without a prone old state (the old state is set once per acting player). True means the
 * player must stand up first; FFB clears it once they have (StepStandUp), which writes nothing.
 */
export function standingUpFlag(this: Converter, standingUp: boolean) {
  this.acting.standingUp = standingUp
  if (standingUp && this.activation !== null && this.activation.player === this.acting.player) this.activation.standUpPending = true
}

/** A player's square changed in FFB's model: set-up, a move, a push, a follow-up, or a box. */
export function playerMoved(this: Converter, player: string, to: Square | null) {
  const from = this.at.get(player) ?? null
  const wasOnPitch = from !== null && onPitch(from)
  const toPitch = to !== null && onPitch(to)
  this.at.set(player, to)
  if (!this.teamOfPlayer.has(player)) {
    if (toPitch) this.known(player)
    return
  }
  const team = this.teamOfPlayer.get(player)!
  switch (this.turnMode) {
    case "setup":
    case "solidDefence":
    case "perfectDefence":
    case "swarming":
      if (toPitch || wasOnPitch) {
        this.setUpChange(team)
        this.emit({ _tag: "PlayerPlaced", player, at: toPitch ? toSquare(to!) : null })
      }
      return
    case "quickSnap":
      if (toPitch) {
        this.setUpChange(team)
        this.emit({ _tag: "PlayerMoved", player, to: toSquare(to!) })
      }
      return
    case "trickster":
      if (toPitch) this.trickster(player, to!)
      return
    case "highKick":
      // Written as the High Kick ends: FFB lets the coach put a player back and choose another.
      if (toPitch && !this.highKickMoves.has(player)) this.highKickMoves.set(player, { from, to: to! })
      else if (toPitch) this.highKickMoves.get(player)!.to = to!
      return
    default:
      break
  }
  if (!toPitch) return // into a dugout box: an injury or the end of a drive, derived by the rules
  const activation = this.activation
  const block = this.block
  if (block !== null && block.stage === "pushing") {
    if (player === block.attacker && sameSquare(to, block.defenderFrom)) {
      this.flushPushes(true)
      return
    }
    if (player !== block.attacker) {
      block.pushes.push({ player, from, to })
      return
    }
    this.flushPushes(false)
  }
  if (player === this.crowdFollow) {
    // The follow-up after a crowd push, written with the push (followsIntoCrowdGap).
    this.crowdFollow = null
    return
  }
  if (player === this.heldBack) {
    this.heldBack = null
    return
  }
  if (activation !== null && activation.player === player && wasOnPitch && activation.outburst !== undefined) return this.outburstPlaced(activation, to!)
  if (activation !== null && activation.player === player && wasOnPitch && this.chainMover() === player) {
    // A Ball & Chain player goes where the D6 sent them: the engine moves them (skills/ball-and-chain.ts).
    this.declare(true)
    return
  }
  if (activation !== null && activation.player === player && wasOnPitch) {
    this.declare(true)
    this.leaveBall(activation, from!)
    const jump = activation.leaping || distance(from!, to!) === 2
    if (jump && this.boundingLeapAhead(player)) {
      this.emit({ _tag: "SkillUsed", player, skill: "Bounding Leap" })
      this.boundingLeapWritten = player
    }
    this.emit({ _tag: "PlayerMoved", player, to: toSquare(to!), ...(jump ? { jump: true } : {}) })
    activation.leaping = false
    return
  }
  if (player === this.divingTackler) {
    this.divingTackler = null
    return
  }
  if (wasOnPitch) this.warn(`player ${player} moved from ${JSON.stringify(from)} to ${JSON.stringify(to)} outside their own move; left to the rules`)
}
