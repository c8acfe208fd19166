import { Replay, type MatchState, type Variant } from "@sidelines/engine"
import { decodeLogText, encodeLog, type MatchEvent, type MatchStarted } from "@sidelines/schema"
import type { Simulated } from "@sidelines/sim"
import { bloodBowl } from "../../packages/engine/src/variants/blood-bowl/index.js"
import { MUTATIONS } from "../../packages/engine/src/inducements/other/magic-potions.js"
import { IMPLEMENTED_SKILLS } from "../../packages/engine/src/model/skills.js"

// The invariants the simulated matches' property tests hold every state to (test/simulation*.test.ts).

/**
 * The rules the engine does not fold yet that dice alone can bring up in a simulated Gutter Bowl
 * match (docs/variants/gutter-bowl.md): the match ends at that roll. Drop an entry when the engine
 * folds it. None of them has come up in the seeds played: "every match plays to full time" below
 * holds them to it.
 */
export const GUTTER_NOT_FOLDED_YET = [
  // The Superior Magic Potion table's Potion of Mutation (a Lesser potion's 8 rolls on it) giving a
  // Mutation the engine does not fold yet.
  ...MUTATIONS.filter((name) => !IMPLEMENTED_SKILLS.has(name.toLowerCase())).map((name) => `skill: ${name}`)
]

/**
 * The rules the engine does not fold yet that a simulated Holiday Special match can bring up
 * (docs/variants/holiday-special.md). None is left that a simulated match can meet: a chain push
 * ending in a house and Roaming Yhetees both fold now. (The Red Gobbo is never hired: the
 * simulator's rosters do not.) Add an entry, with its reason, if the engine ever stops there.
 */
export const HOLIDAY_NOT_FOLDED_YET: ReadonlyArray<string> = []

/**
 * The rules the engine does not fold yet that dice alone can bring up in a simulated BlightBowl
 * match (docs/variants/blightbowl.md): the match ends at that roll. Drop an entry when the engine
 * folds it. (The throw-in past an elbow is folded: none is left.)
 */
export const BLIGHT_NOT_FOLDED_YET: ReadonlyArray<string> = []

/** Gutter Bowl's Clouds of Smog: a 5+ lets a team set up one more player than usual this drive. */
export const smogExtra = (state: MatchState, team: number): number => (state.kickOffEffects.includes(`clouds-of-smog:${team}`) ? 1 : 0)

/** Every broken invariant of one state, in words. */
export const broken = (state: MatchState, variant: Variant = bloodBowl): Array<string> => {
  const problems: Array<string> = []
  const squares = new Map<string, string>()
  // A thrown player in the air, or one off the pitch whose injury is still being rolled, is in neither.
  const between = new Set(state.stack.flatMap((step) =>
    step._tag === "ThrownFlight" || step._tag === "Swoop" || step._tag === "ThrownLands" ? [step.thrown]
    : step._tag === "Injury" || step._tag === "Casualty" || step._tag === "Apothecary" || step._tag === "Regeneration" || step._tag === "ApplyInjury" || step._tag === "Decay" ? [step.player]
    : []))
  for (const player of state.players) {
    if ((player.at === null) === (player.box === null) && !(player.at === null && between.has(player.id))) problems.push(`${player.id} is both on the pitch and in a box, or neither`)
    if (player.at !== null) {
      const key = player.at.join(",")
      const other = squares.get(key)
      if (other !== undefined) problems.push(`${player.id} and ${other} share square ${key}`)
      squares.set(key, player.id)
    }
  }
  // Both balls while a Ball Clone is in force (special-plays/ball-clone.ts).
  const other = state.otherBall
  for (const ball of other === undefined ? [state.ball] : [state.ball, other]) {
    if (ball.carrier !== null) {
      const carrier = state.players.find((p) => p.id === ball.carrier)!
      if (carrier.at === null && between.has(carrier.id)) {
        // Thrown with the ball: it is in the air with them.
      } else if (carrier.at === null || ball.at === null || carrier.at.join() !== ball.at.join()) problems.push(`the ball is carried by ${carrier.id} but is not where they are`)
      if (carrier.posture !== "standing") problems.push(`${carrier.id} holds the ball lying down`)
    } else if (ball.inPlay) {
      if (ball.at === null || !variant.pitch.contains(ball.at)) problems.push("a loose ball in play is off the pitch")
    }
  }
  if (other !== undefined) {
    if (other.carrier !== null && other.carrier === state.ball.carrier) problems.push(`${other.carrier} holds both balls`)
    if (state.phase !== "team-turn") problems.push(`a second ball is on the pitch in the ${state.phase} phase`)
  }
  state.teams.forEach((team, t) => {
    const scored = state.players.filter((p) => p.team === t).reduce((n, p) => n + p.stats.touchdowns, 0)
    if (team.score !== scored) problems.push(`team ${t} has ${team.score} points but ${scored} touchdowns`)
    if (team.rerolls < 0) problems.push(`team ${t} has ${team.rerolls} re-rolls`)
    if (team.turn < 0 || team.turn > variant.turnsPerHalf) problems.push(`team ${t} is on turn ${team.turn}`)
    if (state.phase === "kick-off") {
      const fielded = state.players.filter((p) => p.team === t && p.at !== null).length
      if (fielded > variant.maxPlayersOnPitch + smogExtra(state, t)) problems.push(`team ${t} has ${fielded} players on the pitch at the kick-off`)
    }
  })
  return problems
}

/**
 * Why a simulated log is not a clean match: it does not validate or fold, has an unsupported
 * skill, and either (played out) breaks a rule or ends before full time, or (stopped) stopped at a
 * rule not in `notFoldedYet`, or not where its log ends. With the replay, when it folds, for the
 * invariants each variant checks state by state.
 */
export const playedOrStopped = (
  { seed, header, events, stopped }: { seed: number } & Pick<Simulated, "header" | "events" | "stopped">,
  notFoldedYet: ReadonlyArray<string>,
  hint = ""
): { failures: Array<string>; replay: Replay | null } => {
  const failures: Array<string> = []
  const decoded = decodeLogText(encodeLog(header, events))
  if (decoded.errors.length > 0) failures.push(`seed ${seed}: invalid log: ${decoded.errors[0]!.message}`)
  const built = Replay.build(header, events)
  if (built._tag === "Failure") return { failures: [...failures, `seed ${seed}: ${built.failure.message}`], replay: null }
  const replay = built.success
  if (replay.unsupportedSkills.length > 0) failures.push(`seed ${seed}: unsupported skills ${replay.unsupportedSkills.map((s) => s.skill).join(", ")}`)
  if (stopped === undefined) {
    if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message} ${hint}`)
    if (replay.final.phase !== "full-time") failures.push(`seed ${seed}: ended in ${replay.final.phase} ${hint}`)
  } else if (!notFoldedYet.includes(stopped.feature)) {
    failures.push(`seed ${seed}: stopped at an unexpected gap: ${stopped.feature} ${hint}`)
  } else if (stopped.seq === events.at(-1)!.seq + 1) {
    // Stopped before a decision every choice of which the engine cannot fold: the log folds whole.
    if (replay.violation !== null) failures.push(`seed ${seed}: seq ${replay.violation.seq}: ${replay.violation.message}`)
  } else {
    // Stopped at a roll: the engine's Unsupported on the log's last event.
    const last = events.at(-1)!
    if (last._tag !== "DiceRolled" || stopped.seq !== last.seq) failures.push(`seed ${seed}: stopped at seq ${stopped.seq}, not at its last event, a roll`)
    if (replay.violation?._tag !== "Unsupported" || replay.violation.seq !== last.seq || replay.violation.feature !== stopped.feature) {
      failures.push(`seed ${seed}: folding the log does not stop where the simulator did (${replay.violation?.message ?? "no stop"})`)
    }
  }
  return { failures, replay }
}

/** Why a Blood Bowl log is not a clean match to full time: `playedOrStopped` with no stop allowed, and the first state that breaks an invariant. */
export const fullTimeProblems = (seed: number, header: MatchStarted, events: ReadonlyArray<MatchEvent>, hint = ""): Array<string> => {
  const { failures, replay } = playedOrStopped({ seed, header, events }, [], hint)
  for (const state of replay?.allStates() ?? []) {
    const problems = broken(state)
    if (problems.length > 0) {
      failures.push(`seed ${seed}, seq ${state.seq}: ${problems.join("; ")} ${hint}`.trimEnd())
      break
    }
  }
  return failures
}
