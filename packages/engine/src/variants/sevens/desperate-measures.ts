import type { Action, MatchEvent } from "@sidelines/schema"
import { addGain, type Gain, type MatchState, withStack, withState } from "../../model/state.js"
import { available, SITS_OUT } from "../../core/drive.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  done,
  type Fold,
  type Handled,
  schedule,
  judge,
  nameOf,
  note,
  passOn,
  pop,
  propagate,
  replaceTop,
  setPlayer,
  setTeam,
  type StepHandler,
  teamOf,
  unsupported,
  updateTop,
  violation
} from "../../core/context.js"
import type { Step } from "../../model/step.js"
import type { InducementTable, VariantStep } from "../../core/variant/variant.js"
import { row } from "../../core/variant/tables.js"
import { isAdjacent, sameSquare, type Square } from "../../model/square.js"
import type { PassArrivesStep } from "../../core/pass-flight.js"
import { knockDown } from "../../core/knock-down.js"
import { giveWizard } from "../../inducements/wizards/wizard.js"
import { exertsTackleZone, opponentsIn, tackleZonesOn } from "../../core/tackle-zones.js"

/**
 * Sevens' Desperate Measures (an inducement, 0–5). In the pre-game, after the weather, a D8
 * (`desperate-measures`, `team` set) for each one bought, a result the team already has rolled
 * again; each result is played once, at its own moment, by an `InducementUsed` naming it:
 *
 * - Hangover (`hangover`), at the start of the first drive, before the set-up: one opposing player
 *   drawn at random (`PlayerDrawn`, `desperate-measures`) misses that drive.
 * - You Dope (`you-dope-strength` / `you-dope-agility`, `player` set), at the same moment: the
 *   player has +1 ST or +1 AG for the match; at the end of each drive they took part in, a D6
 *   (`desperate-measures`, `player` set), 1–2 and they miss the rest of the match.
 * - Grudge Match (`grudge-match`), at the start of one of the team's turns, before anyone is
 *   activated: any number of Fouls that turn.
 * - Sports Espionage (`sports-espionage`), once a turnover has ended one of the team's turns: one
 *   more team re-roll.
 * - Discarded Banana Skin (`discarded-banana-skin`), as an opposing player steps into the tackle
 *   zone of one of the team's players: the mover Falls Over.
 * - Razzle-dazzle (`razzle-dazzle`), as one of the team's players is activated: that player may
 *   make two actions in the activation.
 * - Set Piece (`set-piece`), as one of the team's players is activated for a Pass action: the pass
 *   is accurate without a test and, unless intercepted, caught without a roll.
 *
 * - Magic Scroll (`magic-scroll`) is not played: rolling it gives the team a Hireling Sports Wizard
 *   for the match, free (inducements/wizards/wizard.ts: Fireball or Zap!, once, between two team turns). It stays
 *   among the team's measures, so a second Magic Scroll is rolled again like any repeat.
 *
 * Our readings: the measures are bought in the pre-game's inducement step, which comes after the
 * weather; Hangover and You Dope are played as the first drive starts, before anyone sets up (You
 * Dope's "Step 1" is the set-up), or not at all; Hangover's draw is among the opposing players who
 * could take the field; You Dope's player is one who could still play (in the reserves or the KO
 * box); a player "took part" in a drive when they were on the pitch as a team turn of it started;
 * a player already out of the match (a casualty, sent off) does not roll.
 */

const MEASURE = "desperate-measures"
const MAGIC_SCROLL = "magic-scroll"

/** The Desperate Measures table (D8), by face. */
export const MEASURES: ReadonlyArray<{ readonly id: string; readonly name: string; readonly folded: boolean }> = [
  { id: "you-dope", name: "You Dope", folded: true },
  { id: "razzle-dazzle", name: "Razzle-dazzle", folded: true },
  { id: "hangover", name: "Hangover", folded: true },
  { id: "grudge-match", name: "Grudge Match", folded: true },
  { id: "set-piece", name: "Set Piece", folded: true },
  { id: "sports-espionage", name: "Sports Espionage", folded: true },
  { id: "discarded-banana-skin", name: "Discarded Banana Skin", folded: true },
  { id: "magic-scroll", name: "Magic Scroll", folded: true }
]

/** The table for the coverage catalogue: each measure a row, folded or not. */
export const DESPERATE_MEASURES_TABLE: InducementTable = {
  table: "desperate-measures",
  rows: MEASURES.map((m, i) => row(i + 1, i + 1, m.id, m.name)),
  folded: new Set(MEASURES.filter((m) => m.folded).map((m) => m.id)),
  source: "MEASURES (variants/sevens/desperate-measures.ts)"
}

const nameOfMeasure = (id: string) => MEASURES.find((m) => m.id === id)?.name ?? id

const bought = (ctx: Ctx, team: number) =>
  ctx.match.header.teams[team]!.inducements.filter((i) => i.id === MEASURE).reduce((n, i) => n + i.count, 0)

const held = (state: MatchState, team: number): ReadonlyArray<string> => state.teams[team]!.measures ?? []

const holds = (state: MatchState, team: number, id: string) => held(state, team).includes(id)

/** The team has played the measure: it is used up. */
const spend = (state: MatchState, team: number, id: string): MatchState => setTeam(state, team, { measures: held(state, team).filter((m) => m !== id) })

const step = (name: string, data: Readonly<Record<string, unknown>>): VariantStep => ({ _tag: "Variant", name, data })

// ---- the pre-game rolls ----

/** The rolls for each team that bought Desperate Measures, in header order. */
export const measureRolls = (ctx: Ctx): ReadonlyArray<Step> =>
  ctx.match.header.teams.flatMap((_, team) => (bought(ctx, team) > 0 ? [step("desperate-measures-roll", { team, left: bought(ctx, team) })] : []))

export const measureRollHandler: StepHandler<VariantStep> = {
  expects: (s) => ({ kind: "roll", die: "d8", for: MEASURE, player: null, team: s.data["team"] as number }),
  on: (ctx, state, s, event) => {
    const team = s.data["team"] as number
    const left = s.data["left"] as number
    const rolled = expectRoll(ctx, event, "d8", MEASURE, null, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    if (event._tag === "DiceRolled" && event.team !== undefined && ctx.match.teamIndex.get(event.team) !== team) {
      return violation(ctx, MEASURE, `the Desperate Measures roll due is ${teamOf(ctx, team).name}'s, not ${event.team}'s`)
    }
    const face = rolled.success.faces[0]!
    const measure = MEASURES[face - 1]!
    if (holds(state, team, measure.id)) {
      judge(ctx, { rule: "Desperate Measures", roll: rolled.success, total: face, result: `${measure.name} again: ${teamOf(ctx, team).name} already have it, so the D8 is rolled again` })
      return consumed(state)
    }
    const scroll = measure.id === MAGIC_SCROLL
    judge(ctx, { rule: "Desperate Measures", roll: rolled.success, total: face, result: scroll ? `${teamOf(ctx, team).name} read the Magic Scroll: a Hireling Sports Wizard joins them for the match` : `${teamOf(ctx, team).name} have ${measure.name}, to play once` })
    if (!measure.folded) return unsupported(ctx, `desperate measure: ${measure.id}`, `${teamOf(ctx, team).name} roll ${measure.name}; this engine does not fold that Desperate Measure yet`)
    const kept = setTeam(state, team, { measures: [...held(state, team), measure.id] })
    const next = scroll ? giveWizard(kept, team) : kept
    return consumed(left > 1 ? updateTop(next, { ...s, data: { team, left: left - 1 } }) : pop(next))
  }
}

// ---- the start of the first drive: Hangover and You Dope ----

const FIRST_DRIVE = ["hangover", "you-dope"]

/** At the start of the first drive, before the set-up: the teams that hold Hangover or You Dope may play them. */
export const atDriveStart = (state: MatchState): ReadonlyArray<Step> => {
  if (state.drive !== 1) return []
  const teams = state.teams.flatMap((_, team) => (FIRST_DRIVE.some((id) => holds(state, team, id)) ? [team] : []))
  return teams.length === 0 ? [] : [step("desperate-measures-drive-start", { teams })]
}

const YOU_DOPE: Readonly<Record<string, Gain["improve"]>> = { "you-dope-strength": { st: 1 }, "you-dope-agility": { ag: 1 } }
const YOU_DOPE_TAG = "you-dope"

type Used = Extract<MatchEvent, { _tag: "InducementUsed" }>

const playHangover = (ctx: Ctx, state: MatchState, team: number): MatchState => {
  note(ctx, `${teamOf(ctx, team).name} play Hangover: an opposing player drawn at random misses the first drive`)
  const spent = spend(state, team, "hangover")
  const opponents = spent.players.filter((p) => p.team !== team && available(p))
  if (opponents.length === 0) {
    note(ctx, "Hangover: the opposition have nobody who could take the field, so nothing happens")
    return spent
  }
  return schedule(spent, step("hangover", { team: 1 - team }))
}

const playYouDope = (ctx: Ctx, state: MatchState, team: number, event: Used): Fold<Handled> => {
  if (event.player === undefined) return violation(ctx, "You Dope", "You Dope names the player who takes the potions")
  const index = ctx.match.playerIndex.get(event.player)
  if (index === undefined) return violation(ctx, "You Dope", `no player ${event.player}`)
  const player = state.players[index]!
  if (player.team !== team) return violation(ctx, "You Dope", `${nameOf(ctx, player.id)} does not play for ${teamOf(ctx, team).name}`)
  if (player.box !== "reserves" && player.box !== "ko") return violation(ctx, "You Dope", `${nameOf(ctx, player.id)} cannot play any more (${player.box ?? "on the pitch"})`)
  const improve = YOU_DOPE[event.inducement]!
  const which = improve.st !== undefined ? "ST" : "AG"
  note(ctx, `${teamOf(ctx, team).name} play You Dope: ${nameOf(ctx, player.id)} has +1 ${which} for the rest of the match, and rolls a D6 at the end of each drive they take part in (1–2: out for the rest of the match)`)
  const gained = addGain(player, { source: "You Dope", until: "game", skills: [], improve, tag: YOU_DOPE_TAG }).gained
  return consumed(setPlayer(spend(state, team, "you-dope"), index, { gained }))
}

export const driveStartHandler: StepHandler<VariantStep> = {
  expects: (s) => ({
    kind: "decision",
    team: (s.data["teams"] as ReadonlyArray<number>)[0]!,
    events: ["InducementUsed", "ChoiceDeclined"],
    about: "play Hangover or You Dope before the first set-up, or be done"
  }),
  auto: (_ctx, state, s) => {
    const teams = s.data["teams"] as ReadonlyArray<number>
    const still = teams.filter((team) => FIRST_DRIVE.some((id) => holds(state, team, id)))
    if (still.length === teams.length) return undefined
    return done(still.length === 0 ? pop(state) : updateTop(state, { ...s, data: { teams: still } }))
  },
  on: (ctx, state, s, event) => {
    const teams = s.data["teams"] as ReadonlyArray<number>
    const team = "team" in event && typeof event.team === "string" ? ctx.match.teamIndex.get(event.team) : undefined
    if (event._tag === "InducementUsed" && (event.inducement === "hangover" || event.inducement in YOU_DOPE)) {
      const id = event.inducement === "hangover" ? "hangover" : "you-dope"
      if (team === undefined || !teams.includes(team) || !holds(state, team, id)) return violation(ctx, "Desperate Measures", `${event.team} have no ${nameOfMeasure(id)} to play`)
      return id === "hangover" ? consumed(playHangover(ctx, state, team)) : playYouDope(ctx, state, team, event)
    }
    if (event._tag === "ChoiceDeclined" && event.choice === MEASURE) {
      if (team === undefined || !teams.includes(team)) return violation(ctx, "Desperate Measures", `${event.team} have no Desperate Measure to play now`)
      const still = teams.filter((t) => t !== team)
      return consumed(still.length === 0 ? pop(state) : updateTop(state, { ...s, data: { teams: still } }))
    }
    // Anything else (a potion, the set-up) means the moment has passed.
    return passOn(pop(state))
  }
}

/** Hangover's draw: an opposing player who could take the field misses the first drive. */
export const hangoverHandler: StepHandler<VariantStep> = {
  expects: () => ({ kind: "decision", team: null, events: ["PlayerDrawn"], about: "draw the hungover player at random" }),
  on: (ctx, state, s, event) => {
    const team = s.data["team"] as number
    if (event._tag !== "PlayerDrawn" || event.for !== MEASURE) return violation(ctx, "Hangover", `a player drawn at random for Hangover (PlayerDrawn, desperate-measures) was due, not ${event._tag}`)
    const index = ctx.match.playerIndex.get(event.player)
    const player = index === undefined ? undefined : state.players[index]
    if (player === undefined || player.team !== team || !available(player)) {
      return violation(ctx, "Hangover", `${nameOf(ctx, event.player)} is not a ${teamOf(ctx, team).name} player who could take the field`)
    }
    note(ctx, `Hangover: ${nameOf(ctx, player.id)} turns up late and misses the first drive`)
    const gained = addGain(player, { source: "Hangover", until: "drive", skills: [], tag: SITS_OUT }).gained
    return consumed(pop(setPlayer(state, index!, { gained })))
  }
}

// ---- You Dope at the end of a drive ----

const tookPart = (id: string) => `you-dope-took-part:${id}`

/** As a team turn starts, a You Dope player on the pitch is marked as taking part in the drive. */
const markTakingPart = (state: MatchState): ReadonlyArray<Step> =>
  state.players.some((p) => p.at !== null && p.gained?.some((g) => g.tag === YOU_DOPE_TAG) === true && !state.kickOffEffects.includes(tookPart(p.id)))
    ? [step("you-dope-took-part", {})]
    : []

export const tookPartHandler: StepHandler<VariantStep> = {
  expects: () => ({ kind: "nothing", about: "You Dope: who takes part in the drive" }),
  auto: (_ctx, state) => {
    const marks = state.players
      .filter((p) => p.at !== null && p.gained?.some((g) => g.tag === YOU_DOPE_TAG) === true && !state.kickOffEffects.includes(tookPart(p.id)))
      .map((p) => tookPart(p.id))
    return done(pop(withState(state, { kickOffEffects: [...state.kickOffEffects, ...marks] })))
  }
}

/** At the end of a drive: a D6 for each You Dope player who took part in it and could still play. */
export const atDriveEnd = (state: MatchState): ReadonlyArray<Step> =>
  state.players
    .filter((p) => p.gained?.some((g) => g.tag === YOU_DOPE_TAG) === true && state.kickOffEffects.includes(tookPart(p.id)))
    .filter((p) => (p.box === "reserves" || p.box === "ko") && p.gained?.some((g) => g.tag === SITS_OUT) !== true)
    .map((p) => step("you-dope-roll", { player: p.id }))

export const youDopeRollHandler: StepHandler<VariantStep> = {
  expects: (s) => ({ kind: "roll", die: "d6", for: MEASURE, player: s.data["player"] as string }),
  on: (ctx, state, s, event) => {
    const id = s.data["player"] as string
    const rolled = expectRoll(ctx, event, "d6", MEASURE, id, 1)
    if (rolled._tag === "Failure") return propagate(rolled)
    const face = rolled.success.faces[0]!
    const allergic = face <= 2
    judge(ctx, {
      rule: "You Dope",
      player: id,
      roll: rolled.success,
      target: 3,
      total: face,
      success: !allergic,
      needed: 3,
      result: allergic ? "a terrible allergic reaction: misses the rest of the match" : "feels amazing and plays on"
    })
    if (!allergic) return consumed(pop(state))
    const index = ctx.match.playerIndex.get(id)!
    const gained = addGain(state.players[index]!, { source: "You Dope", until: "game", skills: [], tag: SITS_OUT }).gained
    return consumed(pop(setPlayer(state, index, { gained })))
  }
}

// ---- Grudge Match ----

const grudge = (team: number, turn: number) => `grudge-match:${team}:${turn}`

/** At the start of each team turn: Grudge Match may be played; You Dope players on the pitch take part. */
export const atTurnStart = (_ctx: Ctx, state: MatchState, team: number): ReadonlyArray<Step> => [
  ...markTakingPart(state),
  ...(holds(state, team, "grudge-match") ? [step("grudge-match", { team })] : [])
]

export const grudgeMatchHandler: StepHandler<VariantStep> = {
  expects: (s) => ({ kind: "decision", team: s.data["team"] as number, events: ["InducementUsed", "ActionDeclared", "TurnEnded"], about: "play Grudge Match before anyone is activated, or go on" }),
  on: (ctx, state, s, event) => {
    const team = s.data["team"] as number
    if (event._tag === "InducementUsed" && event.inducement === "grudge-match") {
      if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "Grudge Match", `Grudge Match is played at the start of one's own team turn; it is ${teamOf(ctx, team).name}'s`)
      note(ctx, `${teamOf(ctx, team).name} play Grudge Match: any number of Fouls this team turn`)
      const spent = spend(state, team, "grudge-match")
      return consumed(pop(withState(spent, { kickOffEffects: [...spent.kickOffEffects, grudge(team, state.teams[team]!.turn)] })))
    }
    // Anything else: the team turn goes on without it (it stays for a later turn).
    return passOn(pop(state))
  }
}

/** Under Grudge Match the team may declare any number of Fouls this team turn. */
export const mayRepeat = (state: MatchState, team: number, action: Action): boolean =>
  action === "foul" && state.kickOffEffects.includes(grudge(team, state.teams[team]!.turn))

// ---- Sports Espionage ----

/**
 * Once a turnover (not a touchdown) has ended one of the team's turns, it may play Sports
 * Espionage: one more team re-roll. Our reading: the re-roll joins the team's re-rolls for the
 * rest of the half (team re-rolls are counted afresh each half), as one unused from the start.
 */
export const afterTurnover = (_ctx: Ctx, state: MatchState, team: number): ReadonlyArray<Step> =>
  state.turnover !== "touchdown" && holds(state, team, "sports-espionage") ? [step("sports-espionage", { team })] : []

export const sportsEspionageHandler: StepHandler<VariantStep> = {
  expects: (s) => ({ kind: "decision", team: s.data["team"] as number, events: ["InducementUsed", "ChoiceDeclined"], about: "play Sports Espionage after the turnover, or not" }),
  on: (ctx, state, s, event) => {
    const team = s.data["team"] as number
    if (event._tag === "InducementUsed" && event.inducement === "sports-espionage") {
      if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "Sports Espionage", `only ${teamOf(ctx, team).name}, who suffered the turnover, may play Sports Espionage now`)
      const rerolls = state.teams[team]!.rerolls + 1
      note(ctx, `${teamOf(ctx, team).name} play Sports Espionage after the turnover: a free team re-roll (${rerolls} left this half)`)
      return consumed(pop(setTeam(spend(state, team, "sports-espionage"), team, { rerolls })))
    }
    if (event._tag === "ChoiceDeclined" && event.choice === MEASURE && ctx.match.teamIndex.get(event.team) === team) return consumed(pop(state))
    // Anything else: the turn ends without it (it stays for a later turnover).
    return passOn(pop(state))
  }
}

// ---- Discarded Banana Skin ----

/**
 * A moving player who steps into the tackle zone of a player of a team holding Discarded Banana
 * Skin: that team may play it, and the mover Falls Over on the square (armour roll; a turnover
 * for the moving team). Our readings: "enters" is a step (of a Move, Blitz, Jump…) onto a square
 * in the tackle zone of a standing player of that team who did not already mark the square left;
 * pushes, follow-ups and placements are not entering by one's own step.
 */
export const onArrive = (ctx: Ctx, state: MatchState, id: string, from: Square, to: Square): ReadonlyArray<Step> => {
  const mover = state.players[ctx.match.playerIndex.get(id)!]!
  const opponents = opponentsIn(ctx.variant)
  const fresh = tackleZonesOn(state, mover.team, to, opponents).filter((marker) => !isAdjacent(marker.at!, from))
  const teams = [...new Set(fresh.map((marker) => marker.team))].filter((team) => holds(state, team, "discarded-banana-skin"))
  return teams.map((team) => step("banana-skin", { team, player: id }))
}

export const bananaSkinHandler: StepHandler<VariantStep> = {
  expects: (s) => ({ kind: "decision", team: s.data["team"] as number, events: ["InducementUsed", "ChoiceDeclined"], about: "play Discarded Banana Skin as the opponent steps into a tackle zone, or not" }),
  on: (ctx, state, s, event) => {
    const team = s.data["team"] as number
    const id = s.data["player"] as string
    if (event._tag === "InducementUsed" && event.inducement === "discarded-banana-skin") {
      if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "Discarded Banana Skin", `only ${teamOf(ctx, team).name}, whose tackle zone ${nameOf(ctx, id)} entered, may play Discarded Banana Skin now`)
      note(ctx, `${teamOf(ctx, team).name} play Discarded Banana Skin: ${nameOf(ctx, id)} slips and Falls Over`)
      // The arrival below is over: the player falls where they stepped.
      const spent = spend(state, team, "discarded-banana-skin")
      return consumed(schedule(withStack(spent, spent.stack.slice(0, -2)), knockDown(id, { cause: "fall", turnover: "fell-over" })))
    }
    if (event._tag === "ChoiceDeclined" && event.choice === MEASURE && ctx.match.teamIndex.get(event.team) === team) return consumed(pop(state))
    // Anything else: the move goes on (the measure is kept).
    return passOn(pop(state))
  }
}

// ---- Razzle-dazzle ----

/**
 * Played as one of the team's players is activated (`InducementUsed` `razzle-dazzle`, after the
 * `ActionDeclared`): once that action is over the same player may declare a second one
 * (`ActionDeclared` again), in the same activation, before any other player is activated. Our
 * readings: the activation rolls (Bone Head, Animal Savagery …) are not made again; each action is
 * made as on its own (a second Move has the player's full movement again); the once-a-turn limits
 * (one Blitz, Pass, Hand-off, Foul) still hold for the team.
 */
const razzle = (state: MatchState, player: string, team: number) => `razzle-dazzle:${player}:${state.half}:${state.teams[team]!.turn}`

const teamOfPlayer = (state: MatchState, player: string) => state.players.find((p) => p.id === player)!.team

/** Whether the player may declare their second action now: Razzle-dazzle was played for them this turn, and nobody has been activated since. */
export const actsAgain = (state: MatchState, player: string): boolean =>
  state.activePlayer === null && state.kickOffEffects.includes(razzle(state, player, teamOfPlayer(state, player)))

/** As a player is activated: a pending Razzle-dazzle lapses (another player, or the second action now made); the team may play it for this player. */
export const onActivation = (_ctx: Ctx, state: MatchState, player: string, action: Action, again: boolean): ReadonlyArray<Step> => {
  const pending = state.kickOffEffects.some((e) => e.startsWith("razzle-dazzle:"))
  const team = teamOfPlayer(state, player)
  return [
    ...(pending ? [step("razzle-dazzle-lapses", {})] : []),
    ...(!again && holds(state, team, "razzle-dazzle") ? [step("razzle-dazzle", { team, player })] : []),
    ...(action === "pass" && holds(state, team, "set-piece") ? [step("set-piece", { team, player })] : [])
  ]
}

export const razzleLapsesHandler: StepHandler<VariantStep> = {
  expects: () => ({ kind: "nothing", about: "a Razzle-dazzle's second action lapses" }),
  auto: (_ctx, state) => done(pop(withState(state, { kickOffEffects: state.kickOffEffects.filter((e) => !e.startsWith("razzle-dazzle:")) })))
}

export const razzleDazzleHandler: StepHandler<VariantStep> = {
  expects: (s) => ({ kind: "decision", team: s.data["team"] as number, events: ["InducementUsed"], about: "play Razzle-dazzle for this player, or go on" }),
  on: (ctx, state, s, event) => {
    const team = s.data["team"] as number
    const player = s.data["player"] as string
    if (event._tag === "InducementUsed" && event.inducement === "razzle-dazzle") {
      if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "Razzle-dazzle", `only ${teamOf(ctx, team).name} may play Razzle-dazzle for ${nameOf(ctx, player)}`)
      note(ctx, `${teamOf(ctx, team).name} play Razzle-dazzle: ${nameOf(ctx, player)} may make two actions in this activation`)
      const spent = spend(state, team, "razzle-dazzle")
      return consumed(pop(withState(spent, { kickOffEffects: [...spent.kickOffEffects, razzle(state, player, team)] })))
    }
    // Anything else: the activation goes on with one action (the measure is kept).
    return passOn(pop(state))
  }
}

// ---- Set Piece ----

/**
 * Played as one of the team's players is activated for a Pass action (`InducementUsed`
 * `set-piece`, after the `ActionDeclared`): the pass is accurate with no passing test, and unless
 * an opponent intercepts it the ball is caught with no catch roll. Our readings: interference is
 * still tried as for any accurate pass; "caught" means by a team-mate standing (with a tackle
 * zone) on the target square — a pass to an empty square, or onto a player who cannot catch,
 * comes down as usual.
 */
const setPiece = (state: MatchState, player: string) => `set-piece:${player}:${state.half}:${state.teams[teamOfPlayer(state, player)]!.turn}`

export const passAccurate = (state: MatchState, passer: string): boolean => state.kickOffEffects.includes(setPiece(state, passer))

export const passArrives = (ctx: Ctx, state: MatchState, s: PassArrivesStep): MatchState | undefined => {
  if (!passAccurate(state, s.passer) || s.outOfBounds || s.deflected || s.result !== "accurate" || !sameSquare(s.at, s.target)) return undefined
  const under = state.players.find((p) => p.at !== null && sameSquare(p.at, s.at))
  if (under === undefined || under.team !== teamOfPlayer(state, s.passer) || !exertsTackleZone(under)) return undefined
  note(ctx, `Set Piece: ${nameOf(ctx, under.id)} catches the ball without a roll`)
  const landed = withState(state, { ball: { at: s.at, carrier: null, inPlay: true } })
  return replaceTop(landed, { _tag: "BallCaught", player: under.id }, { _tag: "PassCompleted", passer: s.passer })
}

export const setPieceHandler: StepHandler<VariantStep> = {
  expects: (s) => ({ kind: "decision", team: s.data["team"] as number, events: ["InducementUsed"], about: "play Set Piece for this Pass action, or go on" }),
  on: (ctx, state, s, event) => {
    const team = s.data["team"] as number
    const player = s.data["player"] as string
    if (event._tag === "InducementUsed" && event.inducement === "set-piece") {
      if (ctx.match.teamIndex.get(event.team) !== team) return violation(ctx, "Set Piece", `only ${teamOf(ctx, team).name} may play Set Piece for ${nameOf(ctx, player)}`)
      note(ctx, `${teamOf(ctx, team).name} play Set Piece: ${nameOf(ctx, player)}'s pass will be accurate and, unless intercepted, caught`)
      const spent = spend(state, team, "set-piece")
      return consumed(pop(withState(spent, { kickOffEffects: [...spent.kickOffEffects, setPiece(state, player)] })))
    }
    return passOn(pop(state))
  }
}

export const desperateMeasuresSteps: Readonly<Record<string, StepHandler<VariantStep>>> = {
  "desperate-measures-roll": measureRollHandler,
  "desperate-measures-drive-start": driveStartHandler,
  hangover: hangoverHandler,
  "you-dope-took-part": tookPartHandler,
  "you-dope-roll": youDopeRollHandler,
  "grudge-match": grudgeMatchHandler,
  "sports-espionage": sportsEspionageHandler,
  "banana-skin": bananaSkinHandler,
  "razzle-dazzle": razzleDazzleHandler,
  "razzle-dazzle-lapses": razzleLapsesHandler,
  "set-piece": setPieceHandler
}
