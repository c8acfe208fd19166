import { above } from "./above.js"
import { ballCarriers, looseBallOn } from "../model/balls.js"
import { inSewerPit, reentrySquare } from "../model/features.js"
import { concedeInTurn } from "./concession.js"
import { washingLine } from "./effects.js"
import { endOfTurnWeather } from "./weather.js"
import { D8_DIRECTIONS, squareName, type Square } from "../model/square.js"
import type { Action } from "@sidelines/schema"
import { hasGainTag, hasSkill, spelled } from "../model/match.js"

/** The tag of Warpstone Whiskey's gain (inducements/other/magic-potions.ts). */
const ACTIVATES_FIRST = "activates-first"
import { isAdjacent } from "../model/square.js"
import type { MatchState, PlayerState, TeamState } from "../model/state.js"
import { activationStep } from "./activation.js"
import {
  consumed,
  type Ctx,
  done,
  expectRoll,
  judge,
  playerOn,
  propagate,
  nameOf,
  replaceTop,
  schedule,
  type StepHandler,
  teamOf,
  unsupported,
  updateTop,
  violation
} from "./context.js"
import { halfIsOver } from "./drive.js"
import type { Step } from "../model/step.js"
import { testStep } from "./test-roll.js"
import { opposed, sameSide, scoresIn } from "./variant/variant.js"
import { changedPlayers, withPlayer, withState, withTeam } from "../model/state.js"
import { assigned, type Patch } from "../model/records.js"

// Spelled once: asked on nearly every event (model/match.ts `spelled`).
const BONE_HEAD = spelled("Bone Head")
const REALLY_STUPID = spelled("Really Stupid")
const TAKE_ROOT = spelled("Take Root")
const BALL_AND_CHAIN = spelled("Ball & Chain")

/**
 * A team turn: the team activates its players one at a time until it ends the turn or a
 * turnover ends it. A bonus turn (the Blitz! kick-off result) does not count towards the
 * team's turns and limits what may be declared.
 */
export interface TeamTurnStep {
  readonly _tag: "TeamTurn"
  readonly team: number
  readonly stage: "start" | "active"
  readonly bonus?: { readonly kind: string; readonly activationsLeft: number; readonly actions: ReadonlyArray<Action> } | undefined
}

/**
 * A team turn step, its fields in one order (`bonus` undefined for an ordinary team turn): built,
 * never spread, for the reason given at `withActivation` (core/activation.ts).
 */
export const teamTurnStep = (team: number, stage: TeamTurnStep["stage"], bonus?: TeamTurnStep["bonus"]): TeamTurnStep => ({ _tag: "TeamTurn", team, stage, bonus })

/** The team turn step with some fields changed, as a spread would change it (`bonus` given as undefined is cleared). */
export const withTeamTurn = (step: TeamTurnStep, patch: Patch<TeamTurnStep>): TeamTurnStep => assigned(teamTurnStep(step.team, step.stage, step.bonus), patch)

/** The end of a team turn: stunned players roll over, touchdowns count, then the next turn or the end of the drive. */
export interface EndTurnStep {
  readonly _tag: "EndTurn"
  readonly team: number
  readonly bonus: boolean
  /** Gutter Bowl: the team's players in sewer pits have rolled (after stunned players rolled over). */
  readonly pitsRolled?: boolean
  /** Gutter Bowl: the weather's end-of-turn roll (A Stormy Night, Unbearable Stench) is made. */
  readonly weatherRolled?: boolean
  /** Ankle-deep Water: the team's Stunned players have rolled to turn over (src/stadium/). */
  readonly waterRolled?: boolean
  /** Blood Bowl's Special Plays: the cards played as the turn ends have had their moment (rules/special-plays/). */
  readonly cardsOffered?: boolean
  /** Blood Bowl's Special Plays: the cards played right after a turn with a Stalling player have had their moment. */
  readonly stallingOffered?: boolean
}

/**
 * Gutter Bowl, the end of a team turn: a D6 (`sewer-pit`, `player` set) for each of the team's
 * players down a sewer pit — 1 a Casualty (casualty roll), 2–3 they stay, 4+ a D8 (`sewer-pit`)
 * puts them back standing the minimum distance that way, pushing whoever is on that square as a
 * block from the pit would (the active coach chooses).
 */
export interface SewerPitRollStep {
  readonly _tag: "SewerPitRoll"
  readonly player: string
  readonly stage: "d6" | "d8"
}

/** The player climbs out onto `to`, standing, tackle zone back; a loose ball there bounces. */
export interface OutOfSewerPitStep {
  readonly _tag: "OutOfSewerPit"
  readonly player: string
  readonly to: Square
}

export const sewerPitRollHandler: StepHandler<SewerPitRollStep> = {
  expects: (step) => ({ kind: "roll", die: step.stage === "d6" ? "d6" : "d8", for: "sewer-pit", player: step.player }),
  on: (ctx, state, step, event) => {
    const index = ctx.match.playerIndex.get(step.player)!
    const player = state.players[index]!
    if (step.stage === "d6") {
      const rolled = expectRoll(ctx, event, "d6", "sewer-pit", step.player, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const result = face === 1 ? "taken by what lurks below: a Casualty" : face <= 3 ? "stays in the sewer pit" : "put back on the pitch"
      judge(ctx, { rule: "Something in the sewer", player: step.player, roll: rolled.success, total: face, result })
      if (face === 1) return consumed(replaceTop(state, { _tag: "Casualty", player: step.player, cause: "sewer", by: null, stage: "roll", row: null }))
      if (face <= 3) return consumed(replaceTop(state))
      return consumed(updateTop(state, { ...step, stage: "d8" }))
    }
    const rolled = expectRoll(ctx, event, "d8", "sewer-pit", step.player, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const to = reentrySquare(ctx.variant.pitch, player.at!, D8_DIRECTIONS[rolled.success.faces[0]! - 1]!)
    if (to === null) return unsupported(ctx, "out of a sewer pit off the pitch", `${nameOf(ctx, step.player)} would be put back off the pitch; this pitch has no such pit`)
    judge(ctx, { rule: "Out of the sewer", player: step.player, roll: rolled.success, result: `placed standing on ${squareName(to)}` })
    const occupant = playerOn(state, to)
    const out: OutOfSewerPitStep = { _tag: "OutOfSewerPit", player: step.player, to }
    if (occupant === undefined) return consumed(replaceTop(state, out))
    // Whoever is there is pushed as if blocked by the player coming out, from the pit's side.
    return consumed(replaceTop(state, { _tag: "Push", pusher: step.player, pushed: occupant.id, primary: false, knockDown: false, attacker: step.player, blitz: false, second: false }, out))
  }
}

export const outOfSewerPitHandler: StepHandler<OutOfSewerPitStep> = {
  expects: () => ({ kind: "nothing", about: "the player climbs out of the sewer pit" }),
  auto: (ctx, state, step) => {
    const index = ctx.match.playerIndex.get(step.player)!
    const next = withState(state, { players: state.players.map((p, i) => (i === index ? withPlayer(p, { at: step.to, posture: "standing", lostTackleZones: false }) : p)) })
    const onBall = looseBallOn(next, step.to)
    return done(replaceTop(next, ...(onBall ? [{ _tag: "Bounce", from: step.to, context: { kickOff: false }, more: ctx.variant.bounces - 1 } as const] : [])))
  }
}

/** The actions this engine folds so far; the others are reported as unsupported. */
const SUPPORTED_ACTIONS: ReadonlySet<Action> = new Set(["move", "block", "blitz", "pass", "hand-off", "foul", "projectile-vomit", "throw-team-mate", "kick-team-mate",
  "multiple-block", "stab", "hypnotic-gaze", "chainsaw", "breathe-fire"])

/** Actions only a player with the skill or trait may declare. */
const SKILL_ACTIONS: Partial<Record<Action, string>> = { "multiple-block": "Multiple Block", "hypnotic-gaze": "Hypnotic Gaze", stab: "Stab", chainsaw: "Chainsaw", "breathe-fire": "Breathe Fire" }

/** Once-per-team-turn actions and the flag that records each. */
const ONCE_PER_TURN: Partial<Record<Action, keyof TeamState>> = {
  blitz: "blitzUsed",
  pass: "passUsed",
  "hand-off": "handOffUsed",
  foul: "foulUsed",
  // Its own limit, apart from the Pass (see skills/throw-team-mate.ts).
  "throw-team-mate": "throwTeamMateUsed",
  // Apart from the Pass and Throw Team-mate (skills/throw-team-mate.ts).
  "kick-team-mate": "kickTeamMateUsed"
}

const NO_STEPS: ReadonlyArray<Step> = []

/** The steps of each list in order, then `last`: one array, without spreading every list into a new one. */
const joined = (lists: ReadonlyArray<ReadonlyArray<Step>>, last: Step): Array<Step> => {
  const steps: Array<Step> = []
  for (const list of lists) for (let i = 0; i < list.length; i++) steps.push(list[i]!)
  steps.push(last)
  return steps
}

/** The patch that marks each once-per-turn action used (one object a flag, not a computed key each time). */
const FLAG_SET: Partial<Record<keyof TeamState, Partial<TeamState>>> = Object.fromEntries(Object.values(ONCE_PER_TURN).map((flag) => [flag, { [flag]: true }]))

/** Take Root's mark in `used` (skills/take-root.ts): kept here, with the marks that outlast a turn. */
export const ROOTED = "rooted"

/** Marks in `used` that outlast the team turn: a player who fainted in the heat, a rooted player. */
const LASTING: ReadonlySet<string> = new Set(["fainted", ROOTED])

/** The team's players as its turn starts: none has acted, their marks of the last turn gone (not the lasting ones). The same array when nobody changes. */
const freshForTurn = (players: ReadonlyArray<PlayerState>, team: number): ReadonlyArray<PlayerState> =>
  changedPlayers(players, (player) =>
    player.team !== team || (!player.hasActed && player.used.length === 0) ? player : withPlayer(player, { hasActed: false, used: player.used.filter((use) => LASTING.has(use)) }))

const startTurn = (ctx: Ctx, before: MatchState, step: TeamTurnStep): MatchState => {
  // A wizard's spell that lasted until the start of this team's turn lapses (inducements/wizards/wizard-spells.ts).
  const state = above.spellsLapseAtTurnStart(before, step.team)
  const team = state.teams[step.team]!
  const turn = step.bonus === undefined ? team.turn + 1 : team.turn
  if (step.bonus === undefined) ctx.outcomes.push({ _tag: "TeamTurnStarted", team: step.team, turn })
  const teams = state.teams.map((t, i) =>
    i === step.team ? withTeam(t, { turn, rerollUsedThisTurn: false, blitzUsed: false, passUsed: false, handOffUsed: false, foulUsed: false, throwTeamMateUsed: t.throwTeamMateUsed === true ? false : undefined, kickTeamMateUsed: t.kickTeamMateUsed === true ? false : undefined }) : t
  )
  const players = freshForTurn(state.players, step.team)
  const started = updateTop(withState(state, {phase: "team-turn", activeTeam: step.team, activePlayer: null, turnover: null, teams, players }), withTeamTurn(step, { stage: "active" }))
  // A variant's rule point at the start of a team turn (Holiday Special's Squigalanche and Cold Snap).
  const hook = step.bonus === undefined ? ctx.variant.hooks?.atTurnStart?.(ctx, started, step.team) ?? [] : []
  // Blood Bowl's Weather Mage may be used now, before anyone is activated (inducements/wizards/weather-mage.ts).
  const mage = step.bonus === undefined ? above.weatherMageAtTurnStart(ctx.match, started, step.team) : []
  // Special Plays cards played at the start of a team turn (rules/special-plays/).
  const cards = step.bonus === undefined ? above.turnStartWindow(started, step.team) : []
  return hook.length === 0 && mage.length === 0 && cards.length === 0 ? started : schedule(started, ...hook, ...mage, ...cards)
}

/**
 * Gutter Bowl's Warpstone Whiskey: the team's player who drank it (on the pitch, not Stunned, not
 * down a sewer pit; the first in roster order) while none of the team has acted yet this turn and
 * the player declaring did not drink it — who must go first; otherwise undefined. One pass over
 * the players, stopping at the first who acted: a player who gained nothing costs a field read.
 */
const drankWhiskey = (ctx: Ctx, state: MatchState, team: number, declaring: number): PlayerState | undefined => {
  if (hasGainTag(state, declaring, ACTIVATES_FIRST)) return undefined
  const players = state.players
  let first: PlayerState | undefined
  for (let i = 0; i < players.length; i++) {
    const p = players[i]!
    if (p.team !== team) continue
    if (p.hasActed) return undefined
    if (first === undefined && hasGainTag(state, i, ACTIVATES_FIRST) && p.at !== null && p.posture !== "stunned" && !inSewerPit(ctx.variant.pitch, p.at)) first = p
  }
  return first
}

/** Bone Head, Really Stupid, Take Root and Animal Savagery are rolled as the player is activated. */
export const activationChecks = (ctx: Ctx, state: MatchState, playerId: string, action: Action): ReadonlyArray<Step> => {
  const index = ctx.match.playerIndex.get(playerId)!
  // Built only for a player who rolls: most have none of these.
  const lost = (): Step => ({ _tag: "ActivationLost", player: playerId })
  const checks: Array<Step> = []
  if (hasSkill(ctx.match, state, index, BONE_HEAD)) {
    checks.push(testStep({ test: "bone-head", rule: "Bone Head", player: playerId, target: 2, modifiers: [], skillReroll: null, teamReroll: true, onSuccess: [], onFailure: [lost()] }))
  }
  if (hasSkill(ctx.match, state, index, REALLY_STUPID)) {
    const me = state.players[index]!
    const helper = state.players.some((other) =>
      sameSide(ctx.variant, other.team, me.team) && other.id !== me.id && other.at !== null && other.posture === "standing" &&
      isAdjacent(other.at, me.at!) && !hasSkill(ctx.match, state, ctx.match.playerIndex.get(other.id)!, REALLY_STUPID)
    )
    checks.push(testStep({
      test: "really-stupid",
      rule: "Really Stupid",
      player: playerId,
      // Really Stupid (5+) from Krot Shockwhisker's Flawed Execution (inducements/staff/krot-shockwhisker.ts).
      target: above.reallyStupidTarget(ctx.match, state, index),
      modifiers: helper ? [{ value: 2, source: "a team-mate without Really Stupid is next to them" }] : [],
      skillReroll: null,
      teamReroll: true,
      onSuccess: [],
      onFailure: [lost()]
    }))
  }
  // A player already rooted rolls no more: the roll could change nothing (FFB skips it too).
  if (hasSkill(ctx.match, state, index, TAKE_ROOT) && !above.isRooted(state.players[index]!)) {
    // A failure roots the player (MA 0) but, unlike Bone Head, does not end the activation.
    checks.push(testStep({ test: "take-root", rule: "Take Root", player: playerId, target: 2, modifiers: [], skillReroll: null, teamReroll: true, onSuccess: [], onFailure: [{ _tag: "TakeRoot", player: playerId }] }))
  }
  // Animal Savagery: after the action is declared, before it is made (skills/animal-savagery.ts).
  const savagery = above.animalSavageryCheck(ctx, state, playerId, action)
  // Bloodlust: likewise after the declaration (skills/bloodlust.ts).
  const bloodlust = above.bloodlustCheck(ctx, state, playerId, action)
  return checks.length === 0 && savagery.length === 0 && bloodlust.length === 0 ? NO_STEPS : [...checks, ...savagery, ...bloodlust]
}

export const teamTurnHandler: StepHandler<TeamTurnStep> = {
  expects: (step) => ({ kind: "decision", team: step.team, events: ["ActionDeclared", "TurnEnded"], about: "activate a player or end the turn" }),
  auto: (ctx, state, step) => {
    if (step.stage === "start") {
      const started = startTurn(ctx, state, step)
      // The stadium's business as a team's turn starts (Solemn and Silent: players back from the crowd).
      const stadium = step.bonus === undefined ? ctx.variant.atTurnStart?.(started, step.team) ?? [] : []
      return done(stadium.length === 0 ? started : schedule(started, ...stadium))
    }
    const exhausted = step.bonus !== undefined && step.bonus.activationsLeft === 0 && state.activePlayer === null
    if (state.turnover !== null || exhausted) {
      // A variant's rule point once a turnover has ended the turn (Sevens' Sports Espionage).
      const after = state.turnover !== null && step.bonus === undefined ? ctx.variant.hooks?.afterTurnover?.(ctx, state, step.team) ?? [] : []
      return done(replaceTop(state, ...after, { _tag: "EndTurn", team: step.team, bonus: step.bonus !== undefined }))
    }
    return undefined
  },
  on: (ctx, before, step, event) => {
    // A variant's rule point as the coach decides (Gutter Bowl: Stalling is judged, core/stalling.ts).
    const atDecision = step.bonus === undefined && (event._tag === "ActionDeclared" || event._tag === "TurnEnded") ? ctx.variant.hooks?.atTurnDecision : undefined
    const decided = atDecision === undefined ? before : atDecision(ctx, before, step.team)
    // Blood Bowl's Special Plays: Stalling is judged too while a card makes it matter (special-plays/stalling-cards.ts).
    const state = step.bonus === undefined && (event._tag === "ActionDeclared" || event._tag === "TurnEnded") ? above.judgeForCards(ctx, decided, step.team) : decided
    if (event._tag === "TurnEnded") {
      if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "team turn", `it is ${teamOf(ctx, step.team).name}'s turn; ${event.team} cannot end it`)
      return consumed(replaceTop(state, { _tag: "EndTurn", team: step.team, bonus: step.bonus !== undefined }))
    }
    // Conceding at the start of the team turn (core/concession.ts).
    if (event._tag === "MatchConceded") return concedeInTurn(ctx, state, step, event)
    if (event._tag !== "ActionDeclared") {
      return violation(ctx, "team turn", `${teamOf(ctx, step.team).name} must activate a player (ActionDeclared) or end the turn, not ${event._tag}`)
    }
    const index = ctx.match.playerIndex.get(event.player)!
    const player = state.players[index]!
    // The player's name, for a violation's message only: built when one is reported.
    const who = (): string => nameOf(ctx, event.player)
    if (player.team !== step.team) return violation(ctx, "activation", `${who()} is not on ${teamOf(ctx, step.team).name}, whose turn it is`)
    if (player.at === null) return violation(ctx, "activation", `${who()} is not on the pitch`)
    // A variant may let a player act again in the same activation (Sevens' Razzle-dazzle).
    const again = player.hasActed && ctx.variant.hooks?.actsAgain?.(state, event.player) === true
    if (player.hasActed && !again) return violation(ctx, "activation", `${who()} has already been activated this turn`)
    if (player.posture === "stunned") return violation(ctx, "activation", `${who()} is stunned and cannot be activated`)
    if (inSewerPit(ctx.variant.pitch, player.at)) return violation(ctx, "activation", `${who()} is down a sewer pit and cannot be activated`)
    if (step.bonus === undefined && state.kickOffEffects.includes(washingLine(player.id))) {
      return violation(ctx, "Rogue Washing Line", `${who()} is tangled in the washing and cannot be activated this team turn`)
    }
    // Estelle la Veneaux's Baleful Hex: no activation until his team's next team turn has ended (stars/baleful-hex.ts).
    if (above.isHexed(state, player.id)) return violation(ctx, "Baleful Hex", `${who()} is under a Baleful Hex and cannot be activated this team turn`)
    // Flock of Seagulls (a Special Plays card): not activated in this team turn.
    const seagulls = step.bonus === undefined ? above.flockProblem(ctx, state, index) : null
    if (seagulls !== null) return violation(ctx, "Flock of Seagulls", seagulls)
    // Ego Trip (a Special Plays card): not activated first, not at all this turn.
    const ego = step.bonus === undefined ? above.egoTripProblem(ctx, state, index) : null
    if (ego !== null) return violation(ctx, "Ego Trip", ego)
    // Look, a Distraction! (a Special Plays card): a failed D6 this turn, no activation.
    const distracted = step.bonus === undefined ? above.distractedProblem(ctx, state, index) : null
    if (distracted !== null) return violation(ctx, "Look, a Distraction!", distracted)
    // Gutter Bowl's Warpstone Whiskey: the player who drank it is the team's first activated each team turn.
    const first = step.bonus === undefined ? drankWhiskey(ctx, state, step.team, index) : undefined
    if (first !== undefined) return violation(ctx, "Warpstone Whiskey", `${nameOf(ctx, first.id)} drank Warpstone Whiskey and must be the first player of ${teamOf(ctx, step.team).name} activated this team turn, before ${who()}`)
    const special = above.specialActions[event.action]
    if (!SUPPORTED_ACTIONS.has(event.action) && ctx.variant.hooks?.actions?.[event.action] === undefined && special === undefined) return unsupported(ctx, `action: ${event.action}`, `the ${event.action} action is not supported by this engine yet`)
    // A trait's Special action (Bombardier's Throw Bomb) says who may declare it.
    const specialProblem = special?.problem(ctx, state, event.player) ?? null
    if (specialProblem !== null) return violation(ctx, event.action, specialProblem)
    // Skrot's Sticky Slop (a Special Plays card): no Pass or Hand-off action.
    const slop = above.stickySlopProblem(ctx, state, index, event.action)
    if (slop !== null) return violation(ctx, "Skrot's Sticky Slop", slop)
    // My Ball: no Pass or Hand-off action either (skills/my-ball.ts).
    const mine = above.myBallActionProblem(ctx, state, index, event.action)
    if (mine !== null) return violation(ctx, above.MY_BALL, mine)
    if (step.bonus !== undefined && !step.bonus.actions.includes(event.action)) {
      return violation(ctx, step.bonus.kind, `only ${step.bonus.actions.join(" or ")} may be declared in the ${step.bonus.kind} turn`)
    }
    // Sneakiest of the Lot: the star's Foul is apart from the team's one a turn (stars/sneakiest-of-the-lot.ts).
    const flag = above.foulApart(ctx, state, index, event.action) ? undefined : ONCE_PER_TURN[event.action]
    if (flag !== undefined && state.teams[step.team]![flag] === true && ctx.variant.hooks?.mayRepeat?.(state, step.team, event.action) !== true && !above.specialPlayRepeats(state, step.team, event.action)) {
      return violation(ctx, `one ${event.action} per team turn`, `${teamOf(ctx, step.team).name} have already declared a ${event.action} this turn`)
    }
    // Ball & Chain: the Ball & Chain Move (declared as a move) is the only action (skills/ball-and-chain.ts).
    if (event.action !== "move" && hasSkill(ctx.match, state, index, BALL_AND_CHAIN)) return violation(ctx, "Ball & Chain", `${who()} has a Ball & Chain: the only action is the Ball & Chain Move (declare a move)`)
    // Jump Up lets a Prone player declare it, with a test to stand (skills/jump-up.ts).
    if (event.action === "block" && player.posture !== "standing" && !above.mayJumpUpToBlock(ctx, state, index)) return violation(ctx, "block", `${who()} is not standing and cannot declare a Block`)
    // Special actions of a skill or trait are only for players who have it.
    const skillAction = SKILL_ACTIONS[event.action]
    // Zolcath may declare a Hypnotic Gaze action with his unused "Excuse Me, Are You a Zoat?" (stars/excuse-me-are-you-a-zoat.ts);
    // Jeremiah Kool a Stab with his unused The Flashing Blade (stars/flashing-blade.ts).
    const zoat = event.action === "hypnotic-gaze" && above.mayDeclareGaze(ctx, state, index)
    const blade = event.action === "stab" && above.flashesBlade(ctx, state, event.player)
    if (skillAction !== undefined && !zoat && !blade && !hasSkill(ctx.match, state, index, skillAction)) return violation(ctx, skillAction, `${who()} does not have ${skillAction} and cannot declare a ${event.action} action`)
    if (event.action === "projectile-vomit") {
      const problem = above.vomitProblem(ctx, state, event.player, event.target)
      if (problem !== null) return violation(ctx, "Projectile Vomit", problem)
    }
    if (event.action === "breathe-fire") {
      const problem = above.breatheFireProblem(ctx, state, event.player, event.target)
      if (problem !== null) return violation(ctx, "Breathe Fire", problem)
    }
    if (event.action === "throw-team-mate" || event.action === "kick-team-mate") {
      const problem = above.throwerProblem(ctx, state, event.player, event.action === "kick-team-mate")
      if (problem !== null) return violation(ctx, event.action === "kick-team-mate" ? "Kick Team-mate" : "Throw Team-mate", problem)
    }
    if (event.action === "blitz") {
      if (event.target === undefined) return violation(ctx, "blitz", "a Blitz names its target when it is declared")
      const target = state.players[ctx.match.playerIndex.get(event.target)!]!
      // Kick 'em while they're down!: a Chainsaw star's Blitz may go for a downed opponent (stars/kick-em-while-they-re-down.ts).
      const downed = target.posture !== "standing" && above.mayBlitzThemDown(ctx, state, event.player, target)
      if (!opposed(ctx.variant, target.team, step.team) || target.at === null || (target.posture !== "standing" && !downed) || inSewerPit(ctx.variant.pitch, target.at)) {
        return violation(ctx, "blitz", `the Blitz target must be a standing opponent on the pitch; ${nameOf(ctx, event.target)} is not`)
      }
    }
    // Look, a Distraction!: a D6 first; the declaration goes on once it passes (special-plays/stalling-cards.ts).
    if (step.bonus === undefined && !again && above.distractionDue(state, index)) return consumed(schedule(state, { _tag: "Distraction", player: event.player, declared: event }))
    // The team's once-a-turn action is used; the player is the active one (one copy of the state for both).
    const teams = flag === undefined ? state.teams : state.teams.map((team, i) => (i === step.team ? withTeam(team, FLAG_SET[flag]!) : team))
    // A player who lost their tackle zones (Bone Head, Really Stupid) gets them back when activated again.
    // Not while a wizard's spell holds them away (Incorporeal, inducements/wizards/wizard-spells.ts).
    const players = player.lostTackleZones && !above.spellHoldsTackleZone(state, index) ? state.players.map((p, i) => (i === index ? withPlayer(p, { lostTackleZones: false }) : p)) : state.players
    let next = withState(state, { teams, players, activePlayer: event.player })
    // A Special Plays card's second Blitz or Pass is now used (special-plays/benefits-of-training.ts).
    if (flag !== undefined && state.teams[step.team]![flag] === true) next = above.spendRepeat(next, step.team, event.action)
    const top = step.bonus === undefined ? step : withTeamTurn(step, { bonus: { ...step.bonus, activationsLeft: step.bonus.activationsLeft - 1 } })
    next = updateTop(next, top)
    // Bone Head and Really Stupid are rolled before the action starts.
    // The rolls on activation come once, not again for a second action; a variant's rule point first (Sevens' Desperate Measures).
    const onActivation = ctx.variant.hooks?.onActivation?.(ctx, next, event.player, event.action, again) ?? NO_STEPS
    const checks = again ? NO_STEPS : activationChecks(ctx, next, event.player, event.action)
    const fury = again ? NO_STEPS : above.unchannelledFury(ctx, next, event.player, event.action)
    // Special Plays cards played as a player is activated (rules/special-plays/).
    const cards = step.bonus === undefined && !again ? above.activationWindow(next, step.team, event.action) : NO_STEPS
    // Death Zone's Danse Macabre: a Lineman may take +1 MA, AG or PA as they are activated (inducements/wizards/wizard-spells.ts).
    const danse = above.danseMacabreOffer(ctx, next, event.player, again)
    return consumed(schedule(next, ...joined([danse, onActivation, cards, checks, fury], activationStep(event.player, event.action, event.target ?? null))))
  }
}

/**
 * As `team`'s turn ends: its Stunned players turn face-up (Prone), but for those stunned during
 * this turn (and all of them when they rolled in Ankle-deep Water instead); everyone's "stunned this
 * turn" is cleared. The same array when nobody changes.
 */
const stunnedRollOver = (players: ReadonlyArray<PlayerState>, team: number, waterRolled: boolean): ReadonlyArray<PlayerState> =>
  changedPlayers(players, (player) =>
    player.team === team && player.posture === "stunned" && !player.justStunned && !waterRolled
      ? withPlayer(player, { posture: "prone" })
      : player.justStunned ? withPlayer(player, { justStunned: false }) : player)

/** The team in possession with the ball (either, while a Ball Clone is in force) in an opposing end zone, if any. */
const touchdownNow = (ctx: Ctx, state: MatchState): { team: number; player: string } | undefined => {
  for (const carrierId of ballCarriers(state)) {
    const carrier = state.players[ctx.match.playerIndex.get(carrierId)!]!
    // Set in the end zone by Trickster: no touchdown (skills/trickster.ts).
    if (carrier.at === null || carrier.posture !== "standing" || carrier.used.includes(above.TRICKSTER_NO_TOUCHDOWN)) continue
    for (let team = 0; team < state.teams.length; team++) {
      if (team !== carrier.team && scoresIn(ctx.variant, carrier.team, team) && ctx.variant.pitch.isEndZoneOf(team, carrier.at)) return { team: carrier.team, player: carrier.id }
    }
  }
  return undefined
}

export const endTurnHandler: StepHandler<EndTurnStep> = {
  expects: () => ({ kind: "nothing", about: "end of a team turn" }),
  auto: (ctx, state, step) => {
    // Ball Clone: a touchdown no move checked (a catch, a push) has its D6 before anything else (special-plays/ball-clone.ts).
    if (state.otherBall !== undefined && !step.bonus) {
      const scorer = touchdownNow(ctx, state)
      const clone = scorer === undefined ? undefined : above.cloneTouchdown(state, scorer.player, [])
      if (clone !== undefined) return done(schedule(state, clone))
    }
    // Special Plays cards played at the end of the team's turn, turnover or not, before anything else of it.
    if (step.cardsOffered !== true && !step.bonus) {
      const cards = above.turnEndWindow(state, step.team)
      if (cards.length > 0) return done(replaceTop(state, ...cards, { ...step, cardsOffered: true }))
    }
    // Team Talk (a Special Plays card): the D3 for a team re-roll used this turn (special-plays/benefits-of-training.ts).
    const talk = above.teamTalkRolls(state, step.team)
    if (talk.length > 0) return done(schedule(state, ...talk))
    // Ankle-deep Water: each Stunned player due to turn over rolls a D6 first (StunnedInWater, src/stadium/).
    const water = ctx.variant.stunnedInWater
    if (water !== undefined && step.pitsRolled !== true && step.waterRolled !== true) {
      const lying = state.players.filter((player) => player.team === step.team && player.posture === "stunned" && !player.justStunned)
      if (lying.length > 0) return done(replaceTop(state, ...lying.map((player): Step => ({ _tag: "StunnedInWater", player: player.id, purpose: water })), { ...step, waterRolled: true }))
    }
    // Stunned players of this team turn face-up (prone), unless they were stunned during this turn.
    let next: MatchState = step.pitsRolled === true ? state : withState(state, {
      activeTeam: null,
      activePlayer: null,
      turnover: null,
      players: stunnedRollOver(state.players, step.team, step.waterRolled === true)
    })
    // Gutter Bowl's Rogue Washing Line: this team's tangled players are free once their team turn ends.
    if (step.pitsRolled !== true && !step.bonus && next.kickOffEffects.some((effect) => effect.startsWith("rogue-washing-line:"))) {
      const freed = new Set(next.players.filter((player) => player.team === step.team).map((player) => washingLine(player.id)))
      next = withState(next, { kickOffEffects: next.kickOffEffects.filter((effect) => !freed.has(effect)) })
    }
    // Baleful Hex: this team's hexed players are free once their team turn ends (stars/baleful-hex.ts).
    if (step.pitsRolled !== true) next = above.liftHexes(ctx, next, step.team)
    // Gutter Bowl: then a D6 for each of this team's players down a sewer pit.
    if (step.pitsRolled !== true) {
      // A pitch without features (Blood Bowl's, Sevens', BlightBowl's) has no sewer pit to look in.
      const inPits = ctx.variant.pitch.features.length === 0 ? [] : next.players.filter((player) => player.team === step.team && inSewerPit(ctx.variant.pitch, player.at))
      if (inPits.length > 0) {
        return done(replaceTop(next, ...inPits.map((player): SewerPitRollStep => ({ _tag: "SewerPitRoll", player: player.id, stage: "d6" })), { ...step, pitsRolled: true }))
      }
    }
    const touchdown = step.bonus ? undefined : touchdownNow(ctx, next)
    if (touchdown !== undefined) {
      const index = ctx.match.playerIndex.get(touchdown.player)!
      const scorer = next.players[index]!
      next = withState(next, {
        teams: next.teams.map((team, i) => (i === touchdown.team ? withTeam(team, { score: team.score + 1 }) : team)),
        players: next.players.map((player, i) => (i === index ? withPlayer(player, { stats: { ...scorer.stats, touchdowns: scorer.stats.touchdowns + 1 } }) : player))
      })
      ctx.outcomes.push({ _tag: "Touchdown", team: touchdown.team, player: touchdown.player })
      // A variant's rule point after a touchdown (Holiday Special: the ball explodes).
      // Blood Bowl's It's All to Play For (a Special Plays card) may make it count twice, before anything else.
      const after = [...above.allToPlayFor(next, touchdown), ...(ctx.variant.hooks?.afterTouchdown?.(ctx, next, touchdown) ?? [])]
      // Count Luthor's Star of the Show: a re-roll for the next drive, if his coach takes it (stars/star-of-the-show.ts).
      return done(replaceTop(next, ...after, ...above.starOfTheShowOffer(ctx, next, touchdown.player), { _tag: "EndDrive", reason: "touchdown", nextKickingTeam: touchdown.team }))
    }
    // A bonus turn (Blitz!) hands back to the kick-off that is still in the air.
    if (step.bonus) return done(replaceTop(next))
    // A Weather Mage's weather ends with the opposition's next team turn (inducements/wizards/weather-mage.ts).
    next = above.weatherMageAtTurnEnd(ctx.match, next, step.team, (text) => ctx.outcomes.push({ _tag: "Note", text }))
    // Special Plays cards in force for this team turn lapse (rules/special-plays/).
    next = above.specialPlaysAtTurnEnd(next, step.team, (text) => ctx.outcomes.push({ _tag: "Note", text }))
    // Look, a Distraction!: who was Stalling as this turn ends rolls in the team's next turn.
    next = above.distractionAtTurnEnd(next, step.team)
    // Gutter Bowl's A Stormy Night and Unbearable Stench (our reading: not after a touchdown, which ends the drive at once).
    if (step.weatherRolled !== true) {
      const weather = endOfTurnWeather(ctx, next, step.team)
      if (weather.length > 0) return done(replaceTop(next, ...weather, { ...step, pitsRolled: true, weatherRolled: true }))
    }
    // The stadium's business at the end of a team turn (Fickle Fans: a kept ball comes back in).
    const stadium = ctx.variant.atTurnEnd?.(next, step.team) ?? []
    if (stadium.length > 0) return done(replaceTop(next, ...stadium, { ...step, pitsRolled: true, weatherRolled: true }))
    // Special Plays cards played right after a team turn in which one of its players was Stalling (special-plays/stalling-cards.ts).
    if (step.stallingOffered !== true) {
      const cards = above.stallingWindow(next, step.team)
      if (cards.length > 0) return done(replaceTop(next, ...cards, { ...step, pitsRolled: true, weatherRolled: true, stallingOffered: true }))
    }
    if (halfIsOver(ctx, next)) return done(replaceTop(next, { _tag: "EndDrive", reason: "half-time", nextKickingTeam: null }))
    // A team that has played all its team turns of the half (one lost to an allies' kick-off) is passed over.
    let following = ctx.variant.rules.nextTeam(step.team, state.teams.length)
    for (let guard = 0; guard < state.teams.length && next.teams[following]!.turn >= ctx.variant.turnsPerHalf; guard++) {
      following = ctx.variant.rules.nextTeam(following, state.teams.length)
    }
    // Gutter Bowl's Novice Wizard may cast its spell now, before the next team turn (inducements/wizards/novice-wizard.ts).
    // So may Blood Bowl's Hireling Sports Wizards, this team's then the other's (inducements/wizards/wizard.ts),
    // and the fans of a team that prayed for Throw a Rock (prayers/throw-a-rock.ts).
    // Death Zone's Halfling Hot Pot, fired after an opposition team turn (inducements/other/halfling-hot-pot.ts).
    // First, the other teams' Pick-me-up rolls (skills/pick-me-up.ts), as FFB has them before the inducements.
    const between = [above.pickMeUpSteps(ctx, next, step.team), above.noviceWizardOffer(ctx, next, step.team), above.wizardOffers(ctx, next, step.team), above.throwARockOffer(ctx, next, step.team), above.hotPotOffers(ctx, next, step.team)]
    return done(replaceTop(next, ...joined(between, teamTurnStep(following, "start"))))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/turn": EndTurnStep | OutOfSewerPitStep | SewerPitRollStep | TeamTurnStep
  }
}
