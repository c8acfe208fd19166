import { barricadeBetween, characteristic, type Decision, distance, expecting, type Expectation, hasSkill, isObstacle, isSewerPit, legalDecisions, type Match, type MatchState, neighbours, type Pitch, type Square, tackleZonesOn, transition, variantAt } from "@sidelines/engine"
import { BLOCK_DIE_FACES, type MatchEvent } from "@sidelines/schema"
import { bombDeclared, bombThrown, placeHouse, placingHouses, setUpJoined, setUpYhetee, snowballDeclared, snowballThrown } from "./holiday.js"
import { aheadOf, aimedKick, endZoneDistance, endZoneGoal, inScoringEndZone, moreThanTwo, opposing, quarterFormation } from "./four-teams.js"
import type { Rng } from "./rng.js"
import { chainSwing, fireInBlitz, gazeAt, leapAway, multipleBlocks, pileDriver, specialActions, starActivation, starRuleUsed } from "./skill-actions.js"

/** How a block die face looks to the coach choosing it (higher is better for the attacker). */
const ATTACKER_PREFERENCE: Record<string, number> = { pow: 5, "defender-stumbles": 4, push: 3, "both-down": 2, "attacker-down": 1 }

/**
 * Set-up slots relative to the team's line of scrimmage and the pitch's middle row: (squares
 * back from the line, rows from the middle), in the order players are placed. The first seven
 * also make a legal Sevens set-up (three on the line, one in each two-row wide zone).
 */
const FORMATION: ReadonlyArray<readonly [number, number]> = [
  [0, 0], [0, -1], [0, 1], [2, -3], [2, 3], [3, -5], [3, 5], [4, -2], [4, 2], [6, 0], [9, 0]
]

/**
 * The pitch the match is played on now: a variant with several (Gutter Bowl's street and sewer)
 * plays on the one its header names or its pre-game rolled.
 */
const pitchOf = (match: Match, state: MatchState): Pitch => variantAt(match, state).pitch

/** Where the team's line of scrimmage is and which way is back, read from the variant's pitch. */
const sideOf = (pitch: Pitch, team: number) => {
  const middle = Math.floor((pitch.height - 1) / 2)
  let line = 0
  while (line < pitch.width && !pitch.isLineOfScrimmage(team, [line, middle])) line++
  return { line, back: pitch.isEndZoneOf(team, [0, middle]) ? -1 : 1, middle }
}

/** The squares of the team's formation, in the order players are placed. */
export const formation = (pitch: Pitch, team: number): Array<Square> => {
  const { line, back, middle } = sideOf(pitch, team)
  return FORMATION.map(([depth, dy]): Square => [line + back * depth, middle + dy]).filter((square) => pitch.contains(square) && pitch.isSetUpArea(team, square))
}

/**
 * A coach that plays like one, roughly: a standard formation, kicks deep, goes for the ball,
 * moves the carrier towards the end zone, blocks, and ends the turn once its players have
 * acted. Every choice it makes is one of the engine's legal decisions.
 */
export const decide = (match: Match, state: MatchState, expectation: Extract<Expectation, { kind: "decision" }>, rng: Rng): Decision => {
  const top = state.stack[state.stack.length - 1]
  // The Holiday Special's gingerbread houses, placed before the pre-game (holiday.ts).
  if (placingHouses(state) && expectation.team !== null) return placeHouse(match, state, expectation.team, rng)
  if (top?._tag === "SetUp") return setUpMove(match, state, top.team)
  if (top?._tag === "Kick" && top.stage === "aim") return kick(match, state, rng)
  // A bomb caught and thrown on at once (Bombardier, holiday.ts).
  if (top?._tag === "BombThrownOn") return bombThrown(match, state, top.player)
  // Kick-off results that let a team adjust its set-up (Solid Defence, Quick Snap, High Kick):
  // this coach keeps its formation.
  if (expectation.events.includes("SetupEnded") && expectation.team !== null) {
    // The Holiday Special's Roaming Yhetees: the Yhetee is set up first (holiday.ts).
    const yhetee = setUpYhetee(match, state, expectation.team)
    if (yhetee !== undefined) return yhetee
    const end = firstLegal(match, state, [{ _tag: "SetupEnded", team: match.teamIds[expectation.team]! }])
    if (end !== undefined) return end
    // The Holiday Special's Hold On a Minute!: the players who changed sides are set up (holiday.ts).
    const joined = setUpJoined(match, state, expectation.team)
    if (joined !== undefined) return joined
  }
  // In a team turn, the coach's own short list is tried first; the full legal list is the fallback.
  if (top?._tag === "Touchback") {
    // The ball goes to the player furthest from the opponents, behind the line.
    const own = scoringX(match, 1 - top.team)
    const deepest = state.players
      .filter((p) => p.team === top.team && p.at !== null && p.posture === "standing")
      .sort((a, b) => Math.abs(a.at![0] - own) - Math.abs(b.at![0] - own))
    const given = firstLegal(match, state, deepest.map((p) => ({ _tag: "TouchbackGiven", player: p.id })))
    if (given !== undefined) return given
  }
  const quick = top?._tag === "TeamTurn" ? activate(match, state, rng) : top?._tag === "Activation" ? act(match, state, rng) : undefined
  if (quick !== undefined) return quick
  // A star's special rule where the game waits for his coach (skill-actions.ts).
  if (top?._tag !== "TeamTurn" && top?._tag !== "Activation") {
    const star = starRuleUsed(match, state, expectation.team, (candidates) => firstLegal(match, state, candidates))
    if (star !== undefined) return star
  }
  const legal = legalDecisions(match, state)
  if (legal.length === 0) throw new Error(`no legal decision for ${expectation.about} at seq ${state.seq}`)
  return choose(match, state, legal, rng)
}

/** 1 for a hired player (a Star Player), else 0. */
const hired = (match: Match, id: string): number => (match.roster[match.playerIndex.get(id)!]!.hired === undefined ? 0 : 1)

/** Places the next player of the formation, or ends the set-up. */
const setUpMove = (match: Match, state: MatchState, team: number): Decision => {
  const slots = (moreThanTwo(match) ? quarterFormation : formation)(pitchOf(match, state), team)
  const taken = (square: Square) => state.players.some((p) => p.at !== null && p.at[0] === square[0] && p.at[1] === square[1])
  const waiting = state.players
    .filter((p) => p.team === team && p.box === "reserves" && !p.used.includes("fainted"))
    // Hired stars first (the team paid for them to play), then strong players on the line, ball handlers at the back.
    .sort((a, b) => hired(match, b.id) - hired(match, a.id) || characteristic(match, state, match.playerIndex.get(b.id)!, "st") - characteristic(match, state, match.playerIndex.get(a.id)!, "st"))
  const onPitch = state.players.filter((p) => p.team === team && p.at !== null).length
  const free = slots.find((slot) => !taken(slot))
  if (waiting.length > 0 && free !== undefined && onPitch < match.variant.maxPlayersOnPitch) {
    return { _tag: "PlayerPlaced", player: waiting[0]!.id, at: free }
  }
  const end: Decision = { _tag: "SetupEnded", team: match.teamIds[team]! }
  // One more than usual when the engine takes it (Gutter Bowl's Clouds of Smog), on the middle
  // row a square behind the line or further back: asked by setting it up on a copy of the state.
  if (waiting.length > 0 && onPitch >= match.variant.maxPlayersOnPitch) {
    const pitch = pitchOf(match, state)
    const { line, back, middle } = sideOf(pitch, team)
    for (let depth = 1; depth < pitch.width / 2; depth++) {
      const square: Square = [line + back * depth, middle]
      if (!pitch.contains(square) || !pitch.isSetUpArea(team, square) || taken(square)) continue
      const extra: Decision = { _tag: "PlayerPlaced", player: waiting[0]!.id, at: square }
      const placed = after(match, state, extra)
      if (placed !== undefined && after(match, placed, end) !== undefined) return extra
      break
    }
  }
  return end
}

const kick = (match: Match, state: MatchState, rng: Rng): Decision => {
  const team = state.kickingTeam!
  const pitch = pitchOf(match, state)
  const kickers = state.players.filter((p) => p.team === team && p.at !== null && !pitch.isLineOfScrimmage(team, p.at) && pitch.wideZone(p.at) === null)
  const kicker = kickers.length > 0 ? rng.pick(kickers) : rng.pick(state.players.filter((p) => p.team === team && p.at !== null))
  // Where the variant says where the kick must go (BlightBowl's Kill-Zone), one of the engine's legal kicks.
  const aimed = aimedKick(match, state, kicker.id, rng)
  if (aimed !== undefined) return aimed
  // Deep into the receivers' half, away from the sidelines; never at a market stall or a sewer
  // pit (drawn again, so a pitch without them draws once).
  const aim = (): Square => {
    const depth = 3 + rng.below(6)
    return [team === 0 ? pitch.width - 1 - depth : depth, 3 + rng.below(pitch.height - 6)]
  }
  let target = aim()
  for (let tries = 0; isObstacle(pitch, target) && tries < 20; tries++) target = aim()
  if (isObstacle(pitch, target)) target = [team === 0 ? pitch.width - 4 : 3, Math.floor(pitch.height / 2)]
  return { _tag: "KickAimed", player: kicker.id, at: target }
}

/** The column of the end zone a team scores in (on a two-team pitch). */
const scoringX = (match: Match, team: number): number => (match.variant.pitch.isEndZoneOf(1 - team, [match.variant.pitch.width - 1, 7]) ? match.variant.pitch.width - 1 : 0)

/** The player's MA as it stands now (gains during the match included). */
const maOf = (match: Match, state: MatchState, id: string) => characteristic(match, state, match.playerIndex.get(id)!, "ma")
const at = (match: Match, state: MatchState, id: string) => state.players[match.playerIndex.get(id)!]!

/** Where the acting team wants to go: the loose ball, or the opposing end zone with it. */
const goal = (match: Match, state: MatchState, team: number): Square => {
  const { ball } = state
  if (ball.carrier === null && ball.at !== null) return ball.at
  return endZoneGoal(match, state, team)
}

/** The actions that throw a team-mate, and the trait each needs. */
const TEAM_MATE_THROWS = ["throw-team-mate", "kick-team-mate"] as const
const THROW_TRAIT = { "throw-team-mate": "throw team-mate", "kick-team-mate": "kick team-mate" } as const

/** Standing team-mates with Right Stuff next to `thrower`, if it has the trait for `action`. */
const throwable = (match: Match, state: MatchState, thrower: string, action: (typeof TEAM_MATE_THROWS)[number]) => {
  const me = at(match, state, thrower)
  const skills = (id: string) => match.roster[match.playerIndex.get(id)!]!.skillIndex
  if (me.at === null || me.posture !== "standing" || !skills(thrower).has(THROW_TRAIT[action])) return []
  return state.players.filter((p) => p.team === me.team && p.id !== me.id && p.at !== null && p.posture === "standing" && distance(p.at, me.at!) === 1 && skills(p.id).has("right stuff"))
}

/** A throw (or kick) of a team-mate 3 to 6 squares towards the goal, where the rules take one. */
const teamMateThrown = (match: Match, state: MatchState, thrower: string, action: (typeof TEAM_MATE_THROWS)[number]): Decision | undefined => {
  const me = at(match, state, thrower)
  const target = goal(match, state, me.team)
  const candidates: Array<Decision> = []
  for (const mate of throwable(match, state, thrower, action)) {
    for (let range = 6; range >= 3; range--) {
      const dx = Math.sign(target[0] - me.at![0]) * range
      candidates.push({ _tag: "TeamMateThrown", player: thrower, target: mate.id, at: [me.at![0] + dx, me.at![1]] })
    }
  }
  return firstLegal(match, state, candidates)
}

/** The first candidate the rules accept. */
const firstLegal = (match: Match, state: MatchState, candidates: ReadonlyArray<Decision>): Decision | undefined =>
  candidates.find((candidate) => transition(match, state, { ...candidate, seq: state.seq + 1 } as MatchEvent)._tag === "Success")

const after = (match: Match, state: MatchState, decision: Decision): MatchState | undefined => {
  const next = transition(match, state, { ...decision, seq: state.seq + 1 } as MatchEvent)
  return next._tag === "Success" ? next.success : undefined
}

const shuffle = <A>(items: ReadonlyArray<A>, rng: Rng): Array<A> => {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.below(i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

/**
 * The dice a block would get, asked of the engine itself: declaring it on a copy of the state
 * and reading the block dice it then waits for. `good` means two or more dice, ours to choose.
 */
const blockOdds = (match: Match, state: MatchState, decisions: ReadonlyArray<Decision>): { count: number; ours: boolean } | undefined => {
  let current: MatchState | undefined = state
  for (const decision of decisions) {
    current = current === undefined ? undefined : after(match, current, decision)
  }
  // A target with Foul Appearance asks for its D6 before the block dice: passed here, to see them.
  const facing = current === undefined ? undefined : expecting(match, current)
  if (current !== undefined && facing?.kind === "roll" && facing.for === "foul-appearance") {
    const passed = transition(match, current, { _tag: "DiceRolled", seq: current.seq + 1, die: "d6", faces: [6], for: "foul-appearance", player: facing.player } as MatchEvent)
    current = passed._tag === "Success" ? passed.success : undefined
  }
  const top = current?.stack.at(-1)
  if (top?._tag !== "BlockDice") return undefined
  return { count: top.count, ours: top.chooser === state.activeTeam }
}

/** Whether the pitch has sewer pits to push players into. */
const hasPits = (pitch: Pitch): boolean => pitch.features.some((feature) => feature.kind === "sewer-pit")

/**
 * Whether a block would push its target into a sewer pit, asked of the engine: the block is
 * played on a copy of the state with push faces on the dice, and a push into a pit square is
 * tried (the engine offers one only when no free square is left).
 */
const pushesIntoPit = (match: Match, state: MatchState, decisions: ReadonlyArray<Decision>, target: string): boolean => {
  let current: MatchState | undefined = state
  for (const decision of decisions) current = current === undefined ? undefined : after(match, current, decision)
  const dice = current === undefined ? undefined : expecting(match, current)
  if (current === undefined || dice?.kind !== "roll" || dice.die !== "block") return false
  const rolled = transition(match, current, { _tag: "DiceRolled", seq: current.seq + 1, die: "block", faces: Array.from({ length: dice.count ?? 1 }, () => 3), for: "block", player: dice.player } as MatchEvent)
  if (rolled._tag === "Failure") return false
  const pushing = after(match, rolled.success, { _tag: "BlockDieChosen", face: 3 }) ?? rolled.success
  if (pushing.stack.at(-1)?._tag !== "Push") return false
  const pitch = pitchOf(match, state)
  const from = at(match, pushing, target).at
  return from !== null && neighbours(from).some((to) => isSewerPit(pitch, to) && after(match, pushing, { _tag: "PushChosen", player: target, to }) !== undefined)
}

/**
 * Where a blitzer stands to push a target straight into a sewer pit: the square opposite a pit
 * square orthogonally next to the target (free, or the blitzer's own). Pushed from there along a
 * pit's side, all three push squares are the pit; at a corner the engine may give a free square,
 * and the block is an ordinary one.
 */
const pitSpot = (match: Match, state: MatchState, target: string, blitzer: string): Square | undefined => {
  const pitch = pitchOf(match, state)
  const victim = at(match, state, target)
  if (!hasPits(pitch) || victim.at === null || isSewerPit(pitch, victim.at)) return undefined
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) {
    if (!isSewerPit(pitch, [victim.at[0] + dx, victim.at[1] + dy])) continue
    const spot: Square = [victim.at[0] - dx, victim.at[1] - dy]
    const taken = state.players.some((p) => p.id !== blitzer && p.at !== null && p.at[0] === spot[0] && p.at[1] === spot[1])
    if (pitch.contains(spot) && !isObstacle(pitch, spot) && !taken) return spot
  }
  return undefined
}

const goodBlock = (odds: { count: number; ours: boolean } | undefined, rng: Rng) =>
  odds !== undefined && odds.ours && (odds.count >= 2 || rng.chance(0.25))

/** Picks the next player to activate and what they do, or ends the turn. */
const activate = (match: Match, state: MatchState, rng: Rng): Decision | undefined => {
  const team = state.activeTeam!
  const teamId = match.teamIds[team]!
  const ready = shuffle(state.players.filter((p) => p.team === team && p.at !== null && !p.hasActed && p.posture !== "stunned"), rng)
  const end: Decision = { _tag: "TurnEnded", team: teamId }
  if (ready.length === 0) return end
  const opposed = opposing(match, state)
  const opponents = state.players.filter((o) => opposed(o.team, team) && o.at !== null)
  const standingOpponents = opponents.filter((o) => o.posture === "standing")
  const carrier = state.ball.carrier === null ? undefined : at(match, state, state.ball.carrier)
  const candidates: Array<Decision> = []

  // 1. With the ball: the carrier runs when the end zone is within reach this turn.
  if (carrier !== undefined && carrier.team === team && !carrier.hasActed) {
    const reach = maOf(match, state, carrier.id) + 2
    if (endZoneDistance(match, state, team, carrier.at!) <= reach && rng.chance(0.9)) candidates.push({ _tag: "ActionDeclared", player: carrier.id, action: "move" })
  }
  // 2. Without it: blitz the enemy carrier with whoever can reach it.
  if (carrier !== undefined && opposed(carrier.team, team) && carrier.posture === "standing" && !state.teams[team]!.blitzUsed) {
    const blitzers = ready.filter((p) => p.posture === "standing" && distance(p.at!, carrier.at!) <= maOf(match, state, p.id) + 1).sort((a, b) => distance(a.at!, carrier.at!) - distance(b.at!, carrier.at!))
    for (const p of blitzers.slice(0, 2)) candidates.push({ _tag: "ActionDeclared", player: p.id, action: "blitz", target: carrier.id })
  }
  // 3. A loose ball: the nearest player goes for it.
  if (state.ball.carrier === null && state.ball.at !== null && state.ball.inPlay) {
    const ball = state.ball.at
    const nearest = ready.filter((p) => p.posture !== "stunned").sort((a, b) => distance(a.at!, ball) - distance(b.at!, ball))
    for (const p of nearest.slice(0, 2)) candidates.push({ _tag: "ActionDeclared", player: p.id, action: "move" })
  }
  // 3½. The Holiday Special: now and then a snowball at an opponent in range (holiday.ts).
  const snowball = snowballDeclared(match, state, ready, rng)
  if (snowball !== undefined) candidates.push(snowball)
  // 3¾. Now and then a team-mate thrown or kicked up the pitch (Throw Team-mate, Kick Team-mate).
  // (The chance is drawn only when someone can throw, so matches without such players stay as they were.)
  const throwers = ready.flatMap((p) => TEAM_MATE_THROWS.filter((action) => throwable(match, state, p.id, action).length > 0).map((action) => ({ _tag: "ActionDeclared", player: p.id, action }) as const))
  if (throwers.length > 0 && rng.chance(0.3)) candidates.push(...throwers)
  // A player with Bombardier (Snowball Surprise's) throws a bomb at a cluster of opponents (holiday.ts).
  const bomb = bombDeclared(match, state, ready, rng)
  if (bomb !== undefined) candidates.push(bomb)
  // 4. Blocks on good odds, by players who are not carrying the ball; first, on a pitch with
  // sewer pits, a blitz at an opponent standing by one and any block that would push its
  // target into one.
  if (hasPits(pitchOf(match, state))) {
    if (!state.teams[team]!.blitzUsed && rng.chance(0.7)) {
      for (const o of standingOpponents) {
        const blitzer = ready.find((p) => {
          if (p.id === state.ball.carrier || p.posture !== "standing") return false
          const spot = pitSpot(match, state, o.id, p.id)
          return spot !== undefined && distance(p.at!, spot) <= maOf(match, state, p.id)
        })
        if (blitzer !== undefined) candidates.push({ _tag: "ActionDeclared", player: blitzer.id, action: "blitz", target: o.id })
      }
    }
    for (const p of ready) {
      if (p.id === state.ball.carrier || p.posture !== "standing") continue
      const declare: Decision = { _tag: "ActionDeclared", player: p.id, action: "block" }
      if (standingOpponents.some((o) => distance(o.at!, p.at!) === 1 && pushesIntoPit(match, state, [declare, { _tag: "BlockThrown", player: p.id, target: o.id }], o.id))) candidates.push(declare)
    }
  }
  // A player with Stab or a Chainsaw uses it in place of a Block on a standing opponent next to
  // them (no dice of the rng are drawn, so matches without such players stay as they were).
  for (const p of ready) {
    if (p.id === state.ball.carrier || p.posture !== "standing") continue
    const index = match.playerIndex.get(p.id)!
    for (const [skill, action] of [["Stab", "stab"], ["Chainsaw", "chainsaw"]] as const) {
      if (!hasSkill(match, state, index, skill)) continue
      const target = standingOpponents.find((o) => distance(o.at!, p.at!) === 1)
      if (target !== undefined) candidates.push({ _tag: "ActionDeclared", player: p.id, action, target: target.id })
    }
  }
  // Projectile Vomit, Breathe Fire, Hypnotic Gaze and Multiple Block instead of a Block, now and then (skill-actions.ts).
  candidates.push(...specialActions(match, state, ready, opponents, rng))
  for (const p of ready) {
    if (p.id === state.ball.carrier || p.posture !== "standing") continue
    for (const o of standingOpponents) {
      if (distance(o.at!, p.at!) !== 1) continue
      const declare: Decision = { _tag: "ActionDeclared", player: p.id, action: "block" }
      if (goodBlock(blockOdds(match, state, [declare, { _tag: "BlockThrown", player: p.id, target: o.id }]), rng)) {
        candidates.push(declare)
        break
      }
    }
  }
  // 5. Now and then, a foul on a player lying next to us.
  if (!state.teams[team]!.foulUsed && rng.chance(0.15)) {
    for (const p of ready) {
      if (p.posture === "standing" && opponents.some((o) => o.posture !== "standing" && distance(o.at!, p.at!) === 1)) {
        candidates.push({ _tag: "ActionDeclared", player: p.id, action: "foul" })
        break
      }
    }
  }
  // 6. Everyone else moves up in support; the carrier goes last if it is not in reach yet.
  for (const p of ready) if (p.id !== state.ball.carrier && p.posture === "standing" && rng.chance(0.7)) candidates.push({ _tag: "ActionDeclared", player: p.id, action: "move" })
  if (carrier !== undefined && carrier.team === team && !carrier.hasActed) candidates.push({ _tag: "ActionDeclared", player: carrier.id, action: "move" })
  for (const p of ready) if (p.posture === "prone") candidates.push({ _tag: "ActionDeclared", player: p.id, action: "move" })
  return firstLegal(match, state, candidates) ?? end
}

/** Where a player in an action heads for. */
const destination = (match: Match, state: MatchState, activation: { player: string; action: string; acted: boolean; target: string | null }): Square => {
  const player = at(match, state, activation.player)
  if (activation.action === "blitz" && !activation.acted && activation.target !== null) return at(match, state, activation.target).at ?? goal(match, state, player.team)
  const carrier = state.ball.carrier === null ? undefined : at(match, state, state.ball.carrier)
  if (carrier !== undefined && carrier.id !== player.id && carrier.at !== null) {
    if (!opposing(match, state)(carrier.team, player.team)) {
      // The cage: team-mates take the four corners diagonal to the carrier, nearest free one first.
      const [cx, cy] = carrier.at
      const corners: Array<Square> = [[cx + 1, cy - 1], [cx + 1, cy + 1], [cx - 1, cy - 1], [cx - 1, cy + 1]]
      const free = corners.filter((corner) =>
        pitchOf(match, state).contains(corner) && !isObstacle(pitchOf(match, state), corner) &&
        !state.players.some((p) => p.id !== player.id && p.at !== null && p.at[0] === corner[0] && p.at[1] === corner[1])
      )
      if (player.at !== null && corners.some((corner) => corner[0] === player.at![0] && corner[1] === player.at![1])) return player.at
      return free.sort((a, b) => distance(a, player.at!) - distance(b, player.at!))[0] ?? aheadOf(match, state, carrier.team, carrier.at)
    }
    return carrier.at
  }
  return goal(match, state, player.team)
}

/**
 * The first square of the cheapest path from `from` to any goal square, avoiding occupied
 * squares and the squares nobody may step on (market stalls, sewer pits); entering an opposing
 * tackle zone costs more (it means a dodge later), and so does a step across a barricade (made
 * Safely it counts three squares).
 */
const nextStep = (match: Match, state: MatchState, team: number, from: Square, isGoal: (square: Square) => boolean): Square | undefined => {
  const pitch = pitchOf(match, state)
  const { width, height } = pitch
  const key = (square: Square) => square[0] * 64 + square[1]
  const occupied = new Set(state.players.filter((p) => p.at !== null).map((p) => key(p.at!)))
  const cost = new Map<number, number>([[key(from), 0]])
  const first = new Map<number, Square>()
  // Costs are small whole numbers: a bucket per cost is a priority queue in linear time.
  const buckets: Array<Array<Square>> = [[from]]
  const zoneCost = new Map<number, number>()
  const opposed = opposing(match, state)
  for (let spent = 0; spent < buckets.length; spent++) {
    for (const square of buckets[spent] ?? []) {
      if (spent > (cost.get(key(square)) ?? Infinity)) continue
      if (square !== from && isGoal(square)) return first.get(key(square))
      for (const next of neighbours(square)) {
        if (next[0] < 0 || next[1] < 0 || next[0] >= width || next[1] >= height || !pitch.contains(next) || isObstacle(pitch, next)) continue
        const k = key(next)
        if (occupied.has(k)) continue
        let zone = zoneCost.get(k)
        if (zone === undefined) {
          zone = 2 * Math.min(2, tackleZonesOn(state, team, next, opposed).length)
          zoneCost.set(k, zone)
        }
        const total = spent + 1 + zone + (barricadeBetween(pitch, square, next) ? 2 : 0)
        if (total < (cost.get(k) ?? Infinity)) {
          cost.set(k, total)
          first.set(k, square === from ? next : first.get(key(square))!)
          ;(buckets[total] ??= []).push(next)
        }
      }
    }
  }
  return undefined
}

/** The skills a marked player jumps clear with. */
const JUMPERS = ["Pogo Stick"]

/** The acting player's next step: a block, a square towards where they are going, or stopping. */
const act = (match: Match, state: MatchState, rng: Rng): Decision | undefined => {
  const activation = state.stack.at(-1) as { player: string; action: string; moved: number; acted: boolean; target: string | null }
  const player = at(match, state, activation.player)
  if (player.at === null) return undefined
  if (activation.action === "throw-snowball") return snowballThrown(match, state, player.id)
  if ((activation.action === "throw-team-mate" || activation.action === "kick-team-mate") && !activation.acted) {
    const thrown = teamMateThrown(match, state, player.id, activation.action)
    if (thrown !== undefined) return thrown
  }
  if (activation.action === "throw-bomb") return bombThrown(match, state, player.id)
  const candidates: Array<Decision> = []
  const stop: Decision = { _tag: "ActionEnded", player: player.id }
  if (player.posture === "prone") candidates.push({ _tag: "PlayerStoodUp", player: player.id })
  const opposed = opposing(match, state)
  const opponents = state.players.filter((o) => opposed(o.team, player.team) && o.at !== null)
  // The gaze and the two blocks of the actions declared for them; the Fanatic's Ball & Chain Move (skill-actions.ts).
  // A star's Frenzied Rush in his Blitz, Wisdom of the White Dwarf given to a team-mate starting to act (skill-actions.ts).
  const starChoice = player.posture === "standing" ? firstLegal(match, state, starActivation(match, state, player, activation)) : undefined
  if (starChoice !== undefined) return starChoice
  if (activation.action === "hypnotic-gaze" && !activation.acted) return firstLegal(match, state, [...gazeAt(match, state, player, opponents), stop])
  if (activation.action === "multiple-block" && !activation.acted) return firstLegal(match, state, [...multipleBlocks(match, state, player, opponents, activation.target), stop])
  if (activation.action === "move" && hasSkill(match, state, match.playerIndex.get(player.id)!, "Ball & Chain")) {
    return firstLegal(match, state, [...candidates, chainSwing(match, state, player, activation.moved, opponents), stop])
  }
  const ma = maOf(match, state, player.id)
  const left = ma + 2 - activation.moved
  // A blitz at a player by a sewer pit goes round to the side that pushes them in, if it can.
  const spot = activation.action === "blitz" && !activation.acted && activation.target !== null ? pitSpot(match, state, activation.target, player.id) : undefined
  const goingRound = spot !== undefined && player.posture === "standing" && distance(player.at, spot) > 0 && distance(player.at, spot) <= left
  if (goingRound) {
    const step = nextStep(match, state, player.team, player.at, (square) => square[0] === spot[0] && square[1] === spot[1])
    if (step !== undefined) {
      const moves: Array<Decision> = barricadeBetween(pitchOf(match, state), player.at, step)
        ? [{ _tag: "PlayerMoved", player: player.id, to: step, barricade: "safe" }, { _tag: "PlayerMoved", player: player.id, to: step, barricade: "reckless" }]
        : [{ _tag: "PlayerMoved", player: player.id, to: step }]
      const moved = firstLegal(match, state, moves)
      if (moved !== undefined) return moved
    }
  }
  // A Flamesmith may breathe fire in place of the Blitz's block (skill-actions.ts).
  if (player.posture === "standing") candidates.push(...fireInBlitz(match, state, player, activation, rng))
  if (!activation.acted && (activation.action === "block" || activation.action === "blitz")) {
    for (const o of opponents) {
      if (o.posture === "standing" && distance(o.at!, player.at) === 1 && (activation.target === null || o.id === activation.target)) {
        candidates.push({ _tag: "BlockThrown", player: player.id, target: o.id })
      }
    }
    // Where there are sewer pits, the target the block would push into one goes first.
    if (candidates.length > 1 && hasPits(pitchOf(match, state))) {
      const intoPit = candidates.filter((c) => c._tag === "BlockThrown" && pushesIntoPit(match, state, [c], c.target))
      candidates.splice(0, candidates.length, ...intoPit, ...candidates.filter((c) => !intoPit.includes(c)))
    }
  }
  if (!activation.acted && activation.action === "foul") {
    for (const o of opponents) if (o.posture !== "standing" && distance(o.at!, player.at) === 1) candidates.push({ _tag: "FoulCommitted", player: player.id, target: o.id })
  }
  if (candidates.length > 0 && player.posture === "standing") {
    const chosen = firstLegal(match, state, candidates)
    if (chosen !== undefined) return chosen
  }
  const target = destination(match, state, activation)
  const carrying = state.ball.carrier === player.id
  const marked = tackleZonesOn(state, player.team, player.at, opposed).length > 0
  // Who may rush: a carrier with the end zone in reach, or a blitzer still short of the target.
  const mayRush = (carrying && endZoneDistance(match, state, player.team, player.at) <= left) ||
    (activation.action === "blitz" && !activation.acted && distance(player.at, target) <= left)
  const wantsToMove = activation.moved < ma || mayRush
  // Players without the ball rarely risk a dodge, and stop once they are where they wanted to be.
  const chasingBall = state.ball.carrier === null && state.ball.at !== null && state.ball.inPlay
  const escorting = state.ball.carrier !== null && state.ball.carrier !== player.id && !opposed(at(match, state, state.ball.carrier).team, player.team)
  const there = !carrying && !chasingBall && distance(player.at, target) <= (escorting ? 0 : 1) && activation.action !== "blitz"
  // A player with Pogo Stick jumps clear rather than dodge out of a marked square or step into
  // one, where a free unmarked square two away takes them nearer (skill-actions.ts).
  if (wantsToMove && !there && activation.action !== "blitz" && JUMPERS.some((skill) => hasSkill(match, state, match.playerIndex.get(player.id)!, skill))) {
    const markedSquare = (square: Square) => tackleZonesOn(state, player.team, square, opposed).length > 0
    const ahead = marked ? undefined : nextStep(match, state, player.team, player.at, carrying ? (square) => inScoringEndZone(match, state, player.team, square) : (square) => distance(square, target) === 0)
    if (marked || ahead === undefined || markedSquare(ahead)) candidates.push(...leapAway(match, state, player, activation.moved, target, markedSquare, JUMPERS))
  }
  if (wantsToMove && !there && (!marked || carrying || activation.action === "blitz" || rng.chance(0.25))) {
    const goalSquares = carrying
      ? (square: Square) => inScoringEndZone(match, state, player.team, square)
      : (square: Square) => distance(square, target) <= (activation.action === "blitz" && !activation.acted ? 1 : 0)
    const step = nextStep(match, state, player.team, player.at, goalSquares)
    if (step !== undefined && !barricadeBetween(pitchOf(match, state), player.at, step)) candidates.push({ _tag: "PlayerMoved", player: player.id, to: step })
    else if (step !== undefined) {
      // A step across a barricade says how it is made: Safely (three squares of movement, no
      // rushing) when the engine takes it; Recklessly (a 1 in 6 falls over, a turnover) only
      // with the ball, on a blitz, or now and then.
      candidates.push({ _tag: "PlayerMoved", player: player.id, to: step, barricade: "safe" })
      if (carrying || activation.action === "blitz" || rng.chance(0.3)) candidates.push({ _tag: "PlayerMoved", player: player.id, to: step, barricade: "reckless" })
    }
  }
  candidates.push(stop)
  return firstLegal(match, state, candidates)
}

const choose = (match: Match, state: MatchState, legal: ReadonlyArray<Decision>, rng: Rng): Decision => {
  const by = <T extends Decision["_tag"]>(tag: T) => legal.filter((d): d is Extract<Decision, { _tag: T }> => d._tag === tag)
  const team = state.activeTeam
  const top = state.stack.at(-1)
  const score = (face: number) => ATTACKER_PREFERENCE[(BLOCK_DIE_FACES as Record<number, string>)[face]!]!
  // Re-rolls go where they matter: the ball, and block dice that came up badly. BB2020 lets a team
  // use any number of team re-rolls a turn; this coach keeps to one a turn (saving the rest), as it
  // always has, so a seed plays the same match whatever the engine offers (docs/simulator.md).
  const teamRerollSpent = team !== null && state.teams[team]?.rerollUsedThisTurn === true
  const reroll = by("RerollUsed").find((d) => d.source === "skill") ?? (teamRerollSpent ? undefined : by("RerollUsed").find((d) => d.source === "team-reroll"))
  if (reroll !== undefined) {
    const important = top?._tag === "Test"
      ? top.player === state.ball.carrier || top.test === "pick-up" || top.test === "catch" || reroll.source === "skill"
      : top?._tag === "BlockDice" && top.chooser === team && Math.max(...top.faces.map(score)) <= 2
    if (important || rng.chance(0.3)) return reroll
  }
  // Pile Driver after a block that left its target down (skill-actions.ts).
  const piled = pileDriver(legal, rng)
  if (piled !== undefined) return piled
  // Juggernaut turns a Blitz's Both Down into a push: always taken.
  const juggernaut = by("SkillUsed").find((d) => d.skill === "Juggernaut")
  if (juggernaut !== undefined) return juggernaut
  // Gutter Bowl's magic potions at the start of a drive: every potion is given, to a player at random.
  if (top?._tag === "MagicPotions") {
    const gifts = by("InducementUsed")
    if (gifts.length > 0) return rng.pick(gifts)
  }
  const declined = by("RerollDeclined")[0] ?? by("ChoiceDeclined")[0]
  if (declined !== undefined && legal.every((d) => d._tag === "RerollUsed" || d._tag === "RerollDeclined" || d._tag === "ChoiceDeclined" || d._tag === "BlockDieChosen")) {
    if (by("BlockDieChosen").length === 0) return declined
  }
  const dice = by("BlockDieChosen")
  if (dice.length > 0) {
    const attackerChooses = top?._tag === "BlockDice" && top.chooser === team
    return dice.reduce((best, d) => ((attackerChooses ? score(d.face) > score(best.face) : score(d.face) < score(best.face)) ? d : best))
  }
  const blocks = by("BlockThrown")
  if (blocks.length > 0 && rng.chance(0.8)) return rng.pick(blocks)
  const moves = by("PlayerMoved").filter((d) => d.jump !== true)
  const active = state.activePlayer === null ? undefined : state.players[match.playerIndex.get(state.activePlayer)!]
  if (active !== undefined && active.at !== null && moves.length > 0) {
    const activation = [...state.stack].reverse().find((s) => s._tag === "Activation") as { moved: number } | undefined
    const ma = maOf(match, state, active.id)
    const ended = by("ActionEnded")
    const tired = (activation?.moved ?? 0) >= ma
    if (ended.length > 0 && (tired || rng.chance(0.12))) return ended[0]!
    const target = goal(match, state, active.team)
    const closer = moves.filter((d) => distance(d.to, target) < distance(active.at!, target))
    return rng.chance(0.75) && closer.length > 0 ? rng.pick(closer) : rng.pick(moves)
  }
  const declared = by("ActionDeclared")
  if (declared.length > 0 && rng.chance(0.92)) {
    const preferred = declared.filter((d) => d.action === "move" || d.action === "block" || d.action === "blitz")
    return rng.pick(preferred.length > 0 ? preferred : declared)
  }
  const ends = by("TurnEnded")
  if (ends.length > 0) return ends[0]!
  return rng.pick(legal)
}
