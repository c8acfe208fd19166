// The push chain of a block: the squares a pushed player may go to, chain pushes, the crowd, the
// walls and sewer pits of a variant's pitch, and where the pushed player lands.
import { above } from "./above.js"
import { holdsBall, looseBallOn, withBallOf } from "../model/balls.js"
import { withState, ballMovedTo } from "../model/state.js"
import { barricadeBetween, isGingerbreadHouse, isObstacle, isSewerPit, wallBetween } from "../model/features.js"
import { hasSkill } from "../model/match.js"
import { D8_DIRECTIONS, neighbours, sameSquare, squareName, step as stepSquare, type Square } from "../model/square.js"
import { reentry } from "./ball.js"
import type { MatchState } from "../model/state.js"
import {
  consumed,
  propagate,
  type Ctx,
  done,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  passOn,
  playerIndex,
  playerOn,
  replaceTop,
  setPlayer,
  setPlayerAt,
  type StepHandler,
  violation
} from "./context.js"
import { intoTheCrowd } from "./injury.js"
import { knockDown } from "./knock-down.js"
import type { Step } from "../model/step.js"
import { enteringSquare } from "./trapdoor.js"
import { turnoverStep } from "./turnover.js"
import { sameSide } from "./variant/variant.js"
import { type BlockDiceStep, afterBlock, mightyBlow } from "./block.js"

/** The pushed player is moved one square away from the pusher (or into the crowd). */
export interface PushStep {
  readonly _tag: "Push"
  readonly pusher: string
  readonly pushed: string
  /** The block's own target (not a chain push): it may be followed and knocked down. */
  readonly primary: boolean
  readonly knockDown: boolean
  readonly attacker: string
  readonly blitz: boolean
  readonly second: boolean
  /** A push nobody makes (Death Zone's Waaagh! Drummer): the square it comes from, instead of the pusher's. */
  readonly from?: Square
  /** The team whose coach chooses the squares, when not the pusher's (the Drummer's team). */
  readonly chooser?: number
  /** No player made the push: nobody is credited with what it causes (the crowd's injury). */
  readonly unattributed?: true
}

/** The pushed player lands in the chosen square (after any chain push cleared it). */
export interface PushedToStep {
  readonly _tag: "PushedTo"
  readonly player: string
  readonly to: Square
}

/** The block's target pushed back (knocked down too, for `knock`), then what follows the block. */
export const pushBack = (step: BlockDiceStep, knock: boolean): Array<Step> => [{
  _tag: "Push",
  pusher: step.attacker,
  pushed: step.defender,
  primary: true,
  knockDown: knock,
  attacker: step.attacker,
  blitz: step.blitz,
  second: step.second
}, afterBlock(step)]

/** The three squares away from the pusher (straight or diagonal push). */
export const pushSquares = (from: Square, at: Square): Array<Square> => {
  const dx = Math.sign(at[0] - from[0])
  const dy = Math.sign(at[1] - from[1])
  if (dx !== 0 && dy !== 0) return [[at[0] + dx, at[1] + dy], [at[0] + dx, at[1]], [at[0], at[1] + dy]]
  if (dx !== 0) return [[at[0] + dx, at[1] - 1], [at[0] + dx, at[1]], [at[0] + dx, at[1] + 1]]
  return [[at[0] - 1, at[1] + dy], [at[0], at[1] + dy], [at[0] + 1, at[1] + dy]]
}

/** The squares the pushed player may go to: free ones first, then the crowd, then occupied ones (a chain push). */
/**
 * Whether a push from one square to the next is stopped by the pitch itself (Gutter Bowl): a
 * sideline wall or a barricade between them, or a market stall or sewer pit on it. Pitches without
 * features (Blood Bowl, Sevens) stop no push.
 */
const pushBlocked = (ctx: Ctx, from: Square, to: Square): "wall" | "pit" | null => {
  const { pitch } = ctx.variant
  if (pitch.features.length === 0) return null
  if (wallBetween(pitch, from, to) || barricadeBetween(pitch, from, to)) return "wall"
  if (pitch.contains(to) && isObstacle(pitch, to)) return isSewerPit(pitch, to) ? "pit" : "wall"
  return null
}

/**
 * Where a pushed player may go. In order: a free square (Sidestep: any free neighbour); off the
 * pitch into the crowd; with no such square, into a wall, stall or barricade ("wall": they stay,
 * Gutter Bowl) or a sewer pit ("pit"); else down a chain of players.
 */
export const pushOptions = (ctx: Ctx, state: MatchState, step: PushStep): { squares: Array<Square>; kind: "free" | "crowd" | "chain" | "wall" | "pit" | "stadium-wall" } => {
  const pusher = state.players[playerIndex(ctx, step.pusher)]!
  const pushed = state.players[playerIndex(ctx, step.pushed)]!
  const candidates = pushSquares(step.from ?? pusher.at!, pushed.at!)
  const { pitch } = ctx.variant
  const open = (square: Square) => pushBlocked(ctx, pushed.at!, square) === null
  const free = candidates.filter((square) => open(square) && pitch.contains(square) && playerOn(state, square) === undefined)
  // Grab (the block's target only): no Sidestep; on a Block action, any free neighbour as well.
  const grab = step.primary && above.grabs(ctx, state, step.attacker)
  if (grab && !step.blitz) {
    const anywhere = neighbours(pushed.at!).filter((square) => open(square) && pitch.contains(square) && playerOn(state, square) === undefined)
    const usual = pushOptions(ctx, state, { ...step, primary: false })
    if (anywhere.length > 0 && (usual.kind === "free" || usual.kind === "crowd" || usual.kind === "chain")) {
      return { squares: [...anywhere, ...usual.squares.filter((square) => !anywhere.some((a) => sameSquare(a, square)))], kind: usual.kind }
    }
    return usual
  }
  if (!grab && hasSkill(ctx.match, state, playerIndex(ctx, step.pushed), "Sidestep")) {
    const anywhere = neighbours(pushed.at!).filter((square) => open(square) && pitch.contains(square) && playerOn(state, square) === undefined)
    if (anywhere.length > 0) return { squares: anywhere, kind: "free" }
  }
  if (free.length > 0) return { squares: free, kind: "free" }
  const crowd = candidates.filter((square) => open(square) && !pitch.contains(square))
  // Enclosed Pitch: the crowd is behind a wall; the player is slammed into it where they stand.
  if (crowd.length > 0 && ctx.variant.crowdWalled === true) return { squares: [pushed.at!], kind: "stadium-wall" }
  if (crowd.length > 0) return { squares: crowd, kind: "crowd" }
  const blocked = candidates.map((square) => pushBlocked(ctx, pushed.at!, square))
  if (blocked.includes("pit")) return { squares: candidates.filter((_, i) => blocked[i] === "pit"), kind: "pit" }
  if (blocked.includes("wall")) return { squares: [pushed.at!], kind: "wall" }
  // A rooted player cannot be pushed on down a chain, so their square is no choice.
  const movable = candidates.filter((square) => !above.isRooted(playerOn(state, square)!))
  return { squares: movable.length > 0 ? movable : candidates, kind: "chain" }
}

export const pushHandler: StepHandler<PushStep> = {
  expects: (step, state, match) => ({
    kind: "decision",
    team: step.chooser ?? state.players[match.playerIndex.get(step.pusher)!]!.team,
    events: ["PushChosen", "SkillUsed"],
    about: `push ${step.pushed} back`
  }),
  // A rooted player cannot be pushed back: like Stand Firm, but nobody chooses it.
  auto: (ctx, state, step) => {
    if (!above.isRooted(state.players[playerIndex(ctx, step.pushed)]!)) return undefined
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} has taken root and is not pushed back` })
    const steps: Array<Step> = []
    if (step.knockDown) steps.push(knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
    return done(replaceTop(state, ...steps))
  },
  on: (ctx, state, step, event) => {
    const d = playerIndex(ctx, step.pushed)
    const pushed = state.players[d]!
    // Stand Firm: the target may refuse to be pushed.
    if (event._tag === "SkillUsed" && event.skill.toLowerCase() === "stand firm" && event.player === step.pushed) {
      if (!hasSkill(ctx.match, state, d, "Stand Firm")) return violation(ctx, "Stand Firm", `${nameOf(ctx, step.pushed)} does not have Stand Firm`)
      if (step.primary && above.juggernautBlitz(ctx, state, step.attacker, step.blitz)) return violation(ctx, "Juggernaut", `${nameOf(ctx, step.pushed)} cannot stand firm against a Juggernaut's Blitz`)
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} stands firm` })
      const steps: Array<Step> = []
      if (step.knockDown) steps.push(knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
      return consumed(replaceTop(state, ...steps))
    }
    const { squares, kind } = pushOptions(ctx, state, step)
    if (kind === "pit") {
      // Gutter Bowl: no free square and a sewer pit behind — into the pit (after a POW!'s fall).
      // At the end of a chain the last player goes in too, leaving their square to the chain.
      let into: Square
      let used = true
      if (event._tag === "PushChosen") {
        const wanted = event.to
        const chosen = wanted === null ? undefined : squares.find((square) => sameSquare(square, wanted))
        if (event.player !== step.pushed || chosen === undefined) {
          return violation(ctx, "push", `${nameOf(ctx, step.pushed)} has no free square and goes into the sewer pit: ${squares.map(squareName).join(" or ")}`)
        }
        into = chosen
      } else if (squares.length === 1) {
        into = squares[0]!
        used = false
      } else {
        return violation(ctx, "push", `choose which sewer pit square ${nameOf(ctx, step.pushed)} is pushed into (PushChosen) before ${event._tag}`)
      }
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} has no free square and is pushed into the sewer pit at ${squareName(into)}` })
      const steps: Array<Step> = []
      if (step.knockDown) steps.push(knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
      steps.push({ _tag: "IntoSewerPit", player: step.pushed, at: into }, ...(step.primary ? followUpSteps(ctx, state, step, pushed.at!) : []))
      return done2(replaceTop(state, ...steps), used)
    }
    if (kind === "wall") {
      // Gutter Bowl: pushed into a wall, stall or barricade, the player stays where they are.
      // At the end of a chain they stay too, so the chain stops: the players pushing into them stay
      // put (PushedTo) and nobody follows up (FollowUp), as at an Enclosed Pitch's wall.
      if (event._tag === "PushChosen" && (event.player !== step.pushed || event.to === null || !sameSquare(event.to, pushed.at!))) {
        return violation(ctx, "push", `${nameOf(ctx, step.pushed)} has no square to be pushed into and is pushed into the wall, staying on ${squareName(pushed.at!)}`)
      }
      ctx.outcomes.push({ _tag: "Note", text: step.primary
        ? `${nameOf(ctx, step.pushed)} has no free square and is pushed into the wall on ${squareName(pushed.at!)}`
        : `${nameOf(ctx, step.pushed)}, pushed on down the chain, has no free square and is pushed into the wall on ${squareName(pushed.at!)}; the chain stops` })
      // Holiday Special: a gingerbread house among the squares behind is pushed into like a wall (its own D6 purpose).
      const house = pushSquares(step.from ?? state.players[playerIndex(ctx, step.pusher)]!.at!, pushed.at!).some((square) => ctx.variant.pitch.contains(square) && isGingerbreadHouse(ctx.variant.pitch, square))
      const into: Step = step.knockDown
        // A POW! into the wall: no D6, they go down where they are.
        ? knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) })
        : house ? { _tag: "PushedIntoWall", player: step.pushed, purpose: "gingerbread-house" } : { _tag: "PushedIntoWall", player: step.pushed }
      return done2(replaceTop(state, into), event._tag === "PushChosen")
    }
    if (kind === "stadium-wall") {
      // Enclosed Pitch: knocked down in their own square by the stadium wall, whatever the block die.
      if (!step.primary) {
        // At the end of a chain: slammed into the wall and knocked down where they stand, so the
        // chain stops — the players pushing into them stay put (PushedTo) and nobody follows up
        // (FollowUp). A team-mate of the moving team knocked down so is a turnover.
        if (event._tag === "PushChosen" && (event.player !== step.pushed || event.to === null || !sameSquare(event.to, pushed.at!))) {
          return violation(ctx, "push", `${nameOf(ctx, step.pushed)} cannot be pushed into the crowd here: the stadium wall stops them on ${squareName(pushed.at!)}`)
        }
        ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)}, pushed on down the chain, is slammed into the stadium wall and knocked down on ${squareName(pushed.at!)}; the chain stops` })
        const own = state.activeTeam !== null && sameSide(ctx.variant, state.activeTeam, pushed.team)
        return done2(replaceTop(state, knockDown(step.pushed, { cause: "block", by: step.attacker, turnover: own ? "knocked-down" : null })), event._tag === "PushChosen")
      }
      if (event._tag === "PushChosen" && (event.player !== step.pushed || event.to === null || !sameSquare(event.to, pushed.at!))) {
        return violation(ctx, "push", `${nameOf(ctx, step.pushed)} cannot be pushed into the crowd here: the stadium wall stops them on ${squareName(pushed.at!)}`)
      }
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} is slammed into the stadium wall and knocked down on ${squareName(pushed.at!)}` })
      const down = knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: step.knockDown ? mightyBlow(ctx, state, step.attacker) : null })
      return done2(replaceTop(state, down), event._tag === "PushChosen")
    }
    let to: Square
    let consumedEvent = true
    if (event._tag === "PushChosen") {
      if (event.player !== step.pushed) return violation(ctx, "push", `${nameOf(ctx, step.pushed)} is being pushed, not ${nameOf(ctx, event.player)}`)
      const wanted = event.to
      const chosen = wanted === null
        ? squares.find((square) => !ctx.variant.pitch.contains(square))
        : squares.find((square) => sameSquare(square, wanted))
      if (chosen === undefined) {
        const options = [...new Set(squares.map((s) => (ctx.variant.pitch.contains(s) ? squareName(s) : "the crowd")))]
        return violation(ctx, "push", `${nameOf(ctx, step.pushed)} can be pushed to ${options.join(" or ")}, not ${wanted === null ? "the crowd" : squareName(wanted)}`)
      }
      to = chosen
    } else if (squares.length === 1) {
      // A push with one possible square needs no choice in the log.
      to = squares[0]!
      consumedEvent = false
    } else {
      return violation(ctx, "push", `choose where ${nameOf(ctx, step.pushed)} is pushed (PushChosen) before ${event._tag}`)
    }
    const from = pushed.at!
    const steps: Array<Step> = []
    const followUp: Array<Step> = step.primary ? followUpSteps(ctx, state, step, from) : []
    // A loose ball where they are pushed (either ball, while a Ball Clone is in force: the bounce finds its own).
    const ballHere = looseBallOn(state, to)
    // Grab may offer free squares beside the crowd or a chain: the square chosen says which.
    if (!ctx.variant.pitch.contains(to)) {
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} is pushed into the crowd` })
      const hadBall = holdsBall(state, pushed.id)
      // Solemn and Silent: no injury; they come back at the start of their team's next turn.
      const givenBack = ctx.variant.crowdGivesBack === true
      steps.push(...followUp, ...(givenBack ? [] : [intoTheCrowd(ctx, pushed.team, step.pushed, step.unattributed === true ? null : step.attacker)]))
      if (hadBall) {
        if (state.activeTeam !== null && sameSide(ctx.variant, state.activeTeam, pushed.team)) steps.unshift(turnoverStep("pushed-into-crowd", pushed.team, pushed.id))
        steps.push({ _tag: "ThrowIn", from, stage: "direction", direction: null })
      }
      // Off the pitch and into the dugout; the injury roll then decides the box.
      let next = setPlayer(hadBall ? withState(withBallOf(state, pushed.id), { ball: { at: from, carrier: null, inPlay: false } }) : state, d, { at: null, box: "reserves", posture: "standing" })
      if (givenBack) next = withState(next, { kickOffEffects: [...next.kickOffEffects, above.comesBackFromCrowd(pushed.id, from)] })
      return done2(replaceTop(next, ...steps), consumedEvent)
    }
    const occupant = playerOn(state, to)
    if (occupant !== undefined) {
      steps.push({
        _tag: "Push", pusher: step.pushed, pushed: occupant.id, primary: false, knockDown: false, attacker: step.attacker, blitz: step.blitz, second: step.second,
        ...(step.chooser === undefined ? {} : { chooser: step.chooser }), ...(step.unattributed === true ? { unattributed: true as const } : {})
      })
    }
    steps.push({ _tag: "PushedTo", player: step.pushed, to }, ...followUp)
    if (step.knockDown) steps.push(knockDown(step.pushed, { cause: "block", by: step.attacker, bonus: mightyBlow(ctx, state, step.attacker) }))
    else if (step.primary && above.stripsBall(ctx, state, step.attacker, step.pushed)) steps.push({ _tag: "StripBall", player: step.pushed })
    // A player pushed onto a loose ball does not pick it up: it bounces (after the knock-down's
    // armour roll when they also go down, which bounces it itself).
    if (ballHere && !step.knockDown) steps.push({ _tag: "Bounce", from: to, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
    return done2(replaceTop(state, ...steps), consumedEvent)
  }
}

const done2 = (state: MatchState, consumedEvent: boolean): Fold<Handled> => (consumedEvent ? consumed(state) : passOn(state))

const followUpSteps = (ctx: Ctx, state: MatchState, step: PushStep, square: Square): Array<Step> => {
  if (above.activeAction(state) === "multiple-block") return []
  if (above.noFollowUpOverVines(state.players[playerIndex(ctx, step.attacker)]!.at, square)) return []
  if (hasSkill(ctx.match, state, playerIndex(ctx, step.pushed), "Fend") && above.juggernautBlitz(ctx, state, step.attacker, step.blitz)) {
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)} cannot use Fend against a Juggernaut's Blitz` })
  } else if (hasSkill(ctx.match, state, playerIndex(ctx, step.pushed), "Fend")) {
    ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.pushed)}'s Fend: no follow-up` })
    return []
  }
  // Frenzy, and a Ball & Chain player's block (skills/ball-and-chain.ts), must follow up.
  const mustFollow = above.hasFrenzy(ctx, state, playerIndex(ctx, step.attacker)) || hasSkill(ctx.match, state, playerIndex(ctx, step.attacker), "Ball & Chain")
  return [{ _tag: "FollowUp", attacker: step.attacker, square, mustFollow }]
}

/** Gutter Bowl: pushed into a wall, stall or barricade by a Push Back (not a POW!): a D6, 1–3 stays up, 4+ falls over. */
export interface PushedIntoWallStep {
  readonly _tag: "PushedIntoWall"
  readonly player: string
  /** The D6's purpose: `wall`, or `gingerbread-house` for a push into a house (Holiday Special, the same 4+). */
  readonly purpose?: "gingerbread-house"
}

/** Whether a player falling over against the wall is one of the moving team's (the last of a chain push): a turnover. */
const ownFall = (ctx: Ctx, state: MatchState, player: string): boolean => {
  const team = state.players[playerIndex(ctx, player)]!.team
  return state.activeTeam !== null && sameSide(ctx.variant, state.activeTeam, team)
}

export const pushedIntoWallHandler: StepHandler<PushedIntoWallStep> = {
  expects: (step) => ({ kind: "roll", die: "d6", for: step.purpose ?? "wall", player: step.player }),
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d6", step.purpose ?? "wall", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const falls = face >= 4
    judge(ctx, { rule: step.purpose === "gingerbread-house" ? "Pushed into the gingerbread house" : "Pushed into the wall", player: step.player, roll: rolled.success, total: face, target: 4, result: falls ? "falls over" : "bounces off and stays up" })
    const turnover = falls && ownFall(ctx, state, step.player) ? "fell-over" as const : null
    return consumed(falls ? replaceTop(state, knockDown(step.player, { cause: "fall", by: null, turnover })) : replaceTop(state))
  }
}

/**
 * Gutter Bowl: a player goes down a sewer pit at `at` (unless a POW!'s injury already took them
 * off the pitch). They lose their tackle zone while there; a ball they held goes in with them and
 * is put back at once (D8, `sewer-pit`). If another player is already on that pit square, a D8
 * (`sewer-pit`, `player` set) from it places them, re-rolled until it names a free square of the
 * pit.
 */
export interface IntoSewerPitStep {
  readonly _tag: "IntoSewerPit"
  readonly player: string
  readonly at: Square
  /** A thrown team-mate coming down into the pit: in the air (off the pitch) until placed. */
  readonly thrown?: boolean | undefined
}

const intoPit = (ctx: Ctx, state: MatchState, player: string, at: Square): MatchState => {
  const index = playerIndex(ctx, player)
  let next = withBallOf(setPlayer(state, index, { at, lostTackleZones: true }), player)
  if (next.ball.carrier !== player) return replaceTop(next)
  next = withState(next, { ball: { at, carrier: null, inPlay: true } })
  return replaceTop(next, reentry(ctx, at, { kind: "arrive", context: { kickOff: false }, more: ctx.variant.bounces - 1, lastOnPitch: at }))
}

export const intoSewerPitHandler: StepHandler<IntoSewerPitStep> = {
  expects: (step) => ({ kind: "roll", die: "d8", for: "sewer-pit", player: step.player }),
  auto: (ctx, state, step) => {
    const player = state.players[playerIndex(ctx, step.player)]!
    if (player.at === null && step.thrown !== true) return done(replaceTop(state))
    const occupant = playerOn(state, step.at)
    if (occupant === undefined || occupant.id === step.player) return done(intoPit(ctx, state, step.player, step.at))
    return undefined
  },
  on: (ctx, state, step, event) => {
    const rolled = expectRoll(ctx, event, "d8", "sewer-pit", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const to: Square = stepSquare(step.at, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    const fits = ctx.variant.pitch.contains(to) && isSewerPit(ctx.variant.pitch, to) && playerOn(state, to) === undefined
    judge(ctx, { rule: "Two in one pit", player: step.player, roll: rolled.success, result: fits ? `placed on ${squareName(to)}` : `${squareName(to)} will not do: roll again` })
    return consumed(fits ? intoPit(ctx, state, step.player, to) : state)
  }
}

export const pushedToHandler: StepHandler<PushedToStep> = {
  expects: () => ({ kind: "nothing", about: "the pushed player moves" }),
  auto: (ctx, state, step) => {
    const index = playerIndex(ctx, step.player)
    // A chain that stopped in front of them (Enclosed Pitch: the last player slammed into the wall): they stay.
    const there = playerOn(state, step.to)
    if (there !== undefined && there.id !== step.player) {
      ctx.outcomes.push({ _tag: "Note", text: `${nameOf(ctx, step.player)} stays on their square: ${nameOf(ctx, there.id)} is still on ${squareName(step.to)}` })
      return done(replaceTop(state))
    }
    let next = withBallOf(setPlayerAt(state, index, step.to), step.player)
    if (next.ball.carrier === step.player) next = withState(next, { ball: ballMovedTo(next.ball, step.to) })
    // Pushed onto an open trapdoor: it is rolled for before anything else happens to the player.
    return done(replaceTop(next, ...enteringSquare(ctx, next, step.player, step.to)))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/push": IntoSewerPitStep | PushedIntoWallStep | PushedToStep | PushStep
  }
}
