import { ballCarriers } from "../model/balls.js"
import type { MatchState } from "../model/state.js"
import { consumed, type Ctx, done, expectRoll, type Fold, judge, nameOf, note, passOn, pop, propagate, setTeam, type StepHandler, teamOf, unsupported, updateTop, violation } from "../core/context.js"
import { CARDS, cardById, TIMING_TEXT, type Timing } from "./cards.js"
import type { InducementTable } from "../core/variant/variant.js"
import { row } from "../core/variant/tables.js"
import { dealt, held } from "./draw.js"
import type { CardPlay, Played, SpecialPlayTargetsStep, TargetsSpec } from "./helpers.js"
import { benefitsOfTraining, benefitsOfTrainingTargets } from "./benefits-of-training.js"
import { dirtyTricks, dirtyTricksTargets } from "./dirty-tricks.js"
import { heroicFeats, heroicFeatsTargets } from "./heroic-feats.js"
import { magicalMemorabilia, magicalMemorabiliaTargets } from "./magical-memorabilia.js"
import { randomEvents } from "./random-events.js"
import { miscellaneousMayhem, miscellaneousMayhemTargets } from "./miscellaneous-mayhem.js"
import { stalledOnPitch, stallingCards, stallingTargets } from "./stalling-cards.js"
import { ballClone } from "./ball-clone.js"

/**
 * Playing a Special Plays card: `SpecialPlayPlayed` names the team, the card and, where the card
 * names one, the player. A card is played only by a team that kept it and has not played it yet,
 * at its own moment (cards.ts `timing`); the engine opens a window at the moments it folds (the
 * pre-game before the coin toss, the start of each team turn). A card played at any other moment is
 * a rule violation; a card whose effect is not folded stops the fold as Unsupported, its name said.
 */

/** A window in which cards of some timings may be played. */
export interface SpecialPlayWindowStep {
  readonly _tag: "SpecialPlayWindow"
  readonly moment: "pre-game" | "turn-start" | "activation" | "turn-end" | "drive-start" | "foul" | "drive-end" | "kick" | "stalling" | "pass" | "falls" | "dead"
  /** The team whose turn starts (turn-start), or whose player is activated (activation); whose turn just ended (stalling). */
  readonly team: number | null
  /** The action the player is activated for (activation): a Foul opens Walk It Off's moment. */
  readonly action?: string
  /** The player the moment is about: who Falls Over (falls), who is killed (dead). */
  readonly player?: string
}

/** The moments of a window each team's cards may be played at. */
const timingsNow = (state: MatchState, step: SpecialPlayWindowStep, holder: number): ReadonlyArray<Timing> => {
  if (step.moment === "pre-game") return ["pre-game"]
  if (step.moment === "drive-end") return ["end-of-drive"]
  // Right after `team`'s turn, while one of its players judged Stalling is on the pitch: the other teams' cards.
  if (step.moment === "stalling") return holder !== step.team && stalledOnPitch(state, step.team!).length > 0 ? ["after-opponent-stalling"] : []
  if (step.moment === "falls") return holder === step.team ? ["own-player-falls"] : []
  if (step.moment === "dead") return holder === step.team ? ["own-player-dead"] : []
  // Once the kick has deviated, before the kick-off event: `team` is the receiving team.
  if (step.moment === "kick") return ["drive-start-after-kick", ...(holder === step.team ? ["drive-start-after-kick-receiving" as const] : [])]
  const own = holder === step.team
  if (step.moment === "activation") return own ? ["own-activation", ...(step.action === "foul" ? ["foul-declared" as const] : [])] : ["opponent-activation"]
  if (step.moment === "drive-start") return own ? ["drive-start-kicking"] : []
  if (step.moment === "foul") return own ? ["foul-before-armour"] : []
  if (step.moment === "pass") return own ? ["pass-declared"] : []
  if (step.moment === "turn-end") {
    const holding = ballCarriers(state).some((id) => state.players.some((p) => p.id === id && p.team === holder))
    return own ? ["own-turn-end", ...(holding ? ["own-turn-end-holding-ball" as const] : [])] : []
  }
  const ball = state.ball
  const turn = state.teams[step.team!]!.turn
  return [
    "any-turn-start",
    own ? "own-turn-start" : "opponent-turn-start",
    ...(own && turn >= 2 && turn <= 4 && state.half <= 2 ? ["own-early-turn-start" as const] : []),
    // Ball Clone: not again while its second ball is on the pitch.
    ...(!own && ball.inPlay && ball.carrier === null && ball.at !== null && state.otherBall === undefined ? ["opponent-turn-start-ball-loose" as const] : [])
  ]
}

const playableNow = (state: MatchState, step: SpecialPlayWindowStep, holder: number, card: string): boolean =>
  timingsNow(state, step, holder).includes(cardById(card)!.timing)

/** No window: none opens (no hand dealt, draw.ts `dealt`, or no card playable). Shared: a window list is only read. */
const NONE: ReadonlyArray<SpecialPlayWindowStep> = []

const anyPlayable = (state: MatchState, step: SpecialPlayWindowStep): boolean =>
  state.teams.some((_, team) => held(state, team).some((card) => playableNow(state, step, team, card)))

/**
 * The window at a moment, if hands were dealt and some team holds a card it may play then. Every
 * window below is this but the drive's end; the step is built only once hands are dealt
 * (most matches buy no Special Plays, and these run at every rule point of a team turn).
 */
const windowAt = (state: MatchState, moment: SpecialPlayWindowStep["moment"], team: number | null, action?: string, player?: string): ReadonlyArray<SpecialPlayWindowStep> => {
  if (!dealt(state)) return NONE
  const step: SpecialPlayWindowStep = { _tag: "SpecialPlayWindow", moment, team, ...(action === undefined ? {} : { action }), ...(player === undefined ? {} : { player }) }
  return anyPlayable(state, step) ? [step] : NONE
}

/** The window before the coin toss, when a team bought Special Plays (it closes at once if no card fits). */
export const preGameWindow = (): SpecialPlayWindowStep => ({ _tag: "SpecialPlayWindow", moment: "pre-game", team: null })

/** The window at the start of a team turn, if some team holds a card it may play now. */
export const turnStartWindow = (state: MatchState, team: number): ReadonlyArray<SpecialPlayWindowStep> => windowAt(state, "turn-start", team)

/** The window as a player is activated (after `ActionDeclared`), if some team holds a card for it. */
export const activationWindow = (state: MatchState, team: number, action?: string): ReadonlyArray<SpecialPlayWindowStep> => windowAt(state, "activation", team, action)

/** The window once the kick-off is resolved, before the receivers' first turn: the kicking team's cards. */
export const driveStartWindow = (state: MatchState, kicking: number | null): ReadonlyArray<SpecialPlayWindowStep> =>
  kicking === null ? NONE : windowAt(state, "drive-start", kicking)

/** The window once a Foul's victim is named, before its armour roll: the fouling team's cards. */
export const foulWindow = (state: MatchState, team: number): ReadonlyArray<SpecialPlayWindowStep> => windowAt(state, "foul", team)

/** The window once the kick has deviated, before the kick-off event (Start of Drive, after step 2): both teams' cards. */
export const kickWindow = (state: MatchState, receiving: number): ReadonlyArray<SpecialPlayWindowStep> => windowAt(state, "kick", receiving)

/** The window in the End of Drive sequence, once Secret Weapons are dealt with, before the KO'd players' recovery rolls: both teams' cards. */
export const driveEndWindow = (state: MatchState): ReadonlyArray<SpecialPlayWindowStep> => {
  if (!dealt(state)) return NONE
  const step: SpecialPlayWindowStep = { _tag: "SpecialPlayWindow", moment: "drive-end", team: null }
  // Its one card (Enchanted Bucket) wants a Knocked-out player of the holder: no window without one.
  const koHolder = state.teams.some((_, team) => held(state, team).some((card) => playableNow(state, step, team, card)) && state.players.some((p) => p.team === team && p.box === "ko"))
  return koHolder ? [step] : []
}

/** The window once a Pass action's target is declared, before the passing test: the passing team's cards. */
export const passWindow = (state: MatchState, team: number): ReadonlyArray<SpecialPlayWindowStep> => windowAt(state, "pass", team)

/** The window as a team turn ends, turnover or not, if the team holds a card for it. */
export const turnEndWindow = (state: MatchState, team: number): ReadonlyArray<SpecialPlayWindowStep> => windowAt(state, "turn-end", team)

/** The window right after a team turn in which one of that team's players was Stalling (stalling-cards.ts), if an opponent holds a card for it. */
export const stallingWindow = (state: MatchState, team: number): ReadonlyArray<SpecialPlayWindowStep> => windowAt(state, "stalling", team)

/** The window as one of the active team's players Falls Over (a turnover due), before the armour roll: that team's cards. */
export const fallWindow = (state: MatchState, team: number, player: string): ReadonlyArray<SpecialPlayWindowStep> => windowAt(state, "falls", team, undefined, player)

/** The window as a player suffers a DEAD casualty that stands (after any apothecary or Regeneration): their team's cards. */
export const deadWindow = (state: MatchState, team: number, player: string): ReadonlyArray<SpecialPlayWindowStep> => windowAt(state, "dead", team, undefined, player)

/**
 * Why a `SpecialPlayPlayed` cannot be folded now: not held (a violation), not folded (Unsupported),
 * or not its moment (a violation saying when it is played). Used where no window takes the card.
 */
export const specialPlayRefused = <A>(ctx: Ctx, state: MatchState, event: Played): Fold<A> => {
  const team = ctx.match.teamIndex.get(event.team)!
  const card = cardById(event.card)
  const name = teamOf(ctx, team).name
  if (card === undefined) return violation(ctx, "Special Plays", `there is no Special Plays card "${event.card}"`)
  if (!held(state, team).includes(card.id)) return violation(ctx, "Special Plays", `${name} hold no ${card.name} card to play (a card is played only once, after the team drew and kept it)`)
  if (NEVER_PLAYED.has(card.id)) return violation(ctx, "Special Plays", `${card.name} ${NEVER_PLAYED.get(card.id)!}`)
  if (!Object.hasOwn(foldedPlays(), card.id)) return unsupported(ctx, `special-play: ${card.id}`, `${name} play ${card.name}; this engine does not fold that Special Plays card yet`)
  return violation(ctx, "Special Plays", `${card.name} is played ${TIMING_TEXT[card.timing]}; not now`)
}

/**
 * The cards that can never be played, with the reason: Public Inconvenience is played in the
 * pre-game between step 1 (the Fans) and step 2 (the Weather), but cards are drawn in step 4
 * (Inducements), so no team holds one at its moment (BBBase cheat_sheet.md, the pre-game steps;
 * inducements_in_detail.md, "0-5 Special Plays"). Kept, it stays in the hand unplayed.
 */
export const NEVER_PLAYED: ReadonlyMap<string, string> = new Map(
  CARDS.filter((card) => card.timing === "pre-game-before-weather").map((card) => [card.id, `is played ${TIMING_TEXT[card.timing]}, before the Inducements step in which Special Plays cards are drawn: no team holds it at its moment, so it can never be played`])
)

/**
 * The cards whose effects are folded, by id, from their decks' files. Gathered on first use, not
 * as this module loads: the rules import one another in cycles (a deck's card reaches the
 * kick-off rules, which open this module's windows), so a deck may not have loaded yet then.
 */
let foldedPlaysCache: Readonly<Record<string, CardPlay>> | undefined
export const foldedPlays = (): Readonly<Record<string, CardPlay>> => (foldedPlaysCache ??= {
  ...randomEvents,
  ...ballClone,
  ...dirtyTricks,
  ...magicalMemorabilia,
  ...heroicFeats,
  ...benefitsOfTraining,
  ...miscellaneousMayhem,
  ...stallingCards
})

/** `ChoiceDeclined`'s `choice` that lets a card's moment pass with no card played. */
export const SPECIAL_PLAY_CHOICE = "special-play"

export const specialPlayWindowHandler: StepHandler<SpecialPlayWindowStep> = {
  expects: (step) => ({
    kind: "decision",
    team: null,
    events: step.moment === "pre-game" ? ["SpecialPlayPlayed", "ChoiceDeclined", "CoinTossCalled"] : step.moment !== "turn-start" ? ["SpecialPlayPlayed", "ChoiceDeclined"] : ["SpecialPlayPlayed", "ChoiceDeclined", "ActionDeclared", "TurnEnded"],
    about: step.moment === "falls" ? "play Special Plays cards as the player Falls Over, or go on" : step.moment === "dead" ? "play Special Plays cards as the player is killed, or go on" : step.moment === "pre-game" ? "play Special Plays cards before the coin toss, or go on" : step.moment === "activation" ? "play Special Plays cards for this activation, or go on" : step.moment === "turn-end" ? "play Special Plays cards as the team turn ends, or go on" : step.moment === "drive-start" ? "play Special Plays cards before the receiving team's first turn, or go on" : step.moment === "foul" ? "play Special Plays cards before the foul's armour roll, or go on" : step.moment === "pass" ? "play Special Plays cards before the passing test, or go on" : step.moment === "kick" ? "play Special Plays cards once the kick has deviated, before the kick-off event, or go on" : step.moment === "drive-end" ? "play Special Plays cards as the drive ends, before the KO'd players' recovery rolls, or go on" : step.moment === "stalling" ? "play Special Plays cards against the Stalling player, or go on" : "play Special Plays cards before anyone is activated, or go on"
  }),
  auto: (_ctx, state, step) => (anyPlayable(state, step) ? undefined : done(pop(state))),
  on: (ctx, state, step, event) => {
    // A coach may say outright that no card is played now (ChoiceDeclined "special-play"): the moment passes.
    if (event._tag === "ChoiceDeclined" && event.choice === SPECIAL_PLAY_CHOICE) return consumed(pop(state))
    // Anything else: the moment has passed; the cards are kept for later.
    if (event._tag !== "SpecialPlayPlayed") return passOn(pop(state))
    const team = ctx.match.teamIndex.get(event.team)!
    if (!held(state, team).includes(event.card) || !playableNow(state, step, team, event.card) || !Object.hasOwn(foldedPlays(), event.card)) return specialPlayRefused(ctx, state, event)
    // The card leaves the hand; the window stays open for another card.
    const hand = [...held(state, team)]
    hand.splice(hand.indexOf(event.card), 1)
    const spent = setTeam(state, team, { specialPlays: hand })
    const played = foldedPlays()[event.card]!(ctx, spent, team, event)
    if (played._tag === "Failure") return propagate(played)
    return consumed(played.success)
  }
}

/**
 * The cards for the coverage catalogue, as a table: a card's roll is its deck's D6 then its D8
 * ("47" is Heroic Feats' seventh card); folded where `foldedPlays()` has it (read when the catalogue asks).
 */
export const SPECIAL_PLAYS_TABLE: InducementTable = {
  table: "special-plays",
  rows: CARDS.map((card, i) => row(card.deck * 10 + (i % 8) + 1, card.deck * 10 + (i % 8) + 1, card.id, card.name)),
  get folded(): ReadonlySet<string> {
    return new Set(Object.keys(foldedPlays()))
  },
  source: "foldedPlays() (special-plays/play.ts)",
  notApplicable: NEVER_PLAYED
}

/** The cards that ask for players once played, by id, from their decks' files (gathered on first use, as `foldedPlays`). */
let targetsCache: Readonly<Record<string, TargetsSpec>> | undefined
export const targets = (): Readonly<Record<string, TargetsSpec>> => (targetsCache ??= {
  ...dirtyTricksTargets,
  ...magicalMemorabiliaTargets,
  ...heroicFeatsTargets,
  ...benefitsOfTrainingTargets,
  ...stallingTargets,
  ...miscellaneousMayhemTargets
})

const candidates = (ctx: Ctx, state: MatchState, step: SpecialPlayTargetsStep, spec: TargetsSpec): Array<number> =>
  state.players.flatMap((p, i) => (!step.chosen.includes(p.id) && spec.eligible(ctx, state, step.team, i) ? [i] : []))

export const specialPlayTargetsHandler: StepHandler<SpecialPlayTargetsStep> = {
  expects: (step) => {
    const spec = targets()[step.card]!
    const name = cardById(step.card)!.name
    if (step.count === null) return { kind: "roll", die: "d3", for: "special-play", player: null, team: step.team }
    return spec.pick === "chosen"
      ? { kind: "decision", team: step.team, events: ["PlayerChosen"], about: `${name}: choose ${spec.who}` }
      : { kind: "decision", team: null, events: ["PlayerDrawn"], about: `${name}: draw ${spec.who} at random` }
  },
  // Once as many are named as are due, or no more qualify than are still due, the card acts.
  auto: (ctx, state, step) => {
    if (step.count === null) return undefined
    const spec = targets()[step.card]!
    const pool = candidates(ctx, state, step, spec)
    const due = step.count - step.chosen.length
    if (due > 0 && pool.length > due) return undefined
    const named = step.chosen.map((id) => ctx.match.playerIndex.get(id)!)
    const taken = due > 0 ? [...named, ...pool] : named
    if (due > 0 && pool.length > 0) note(ctx, `${cardById(step.card)!.name}: ${pool.map((i) => nameOf(ctx, state.players[i]!.id)).join(", ")} ${pool.length === 1 ? "is" : "are"} taken, no other qualifying`)
    return done(spec.apply(ctx, pop(state), step.team, taken))
  },
  on: (ctx, state, step, event) => {
    const spec = targets()[step.card]!
    const name = cardById(step.card)!.name
    if (step.count === null) {
      const rolled = expectRoll(ctx, event, "d3", "special-play", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const count = rolled.success.faces[0]!
      judge(ctx, { rule: name, roll: rolled.success, total: count, result: `${count} ${spec.who.replace(/^an? /u, "")}${count === 1 ? "" : " (up to)"}` })
      return consumed(updateTop(state, { ...step, count }))
    }
    const tag = spec.pick === "chosen" ? "PlayerChosen" : "PlayerDrawn"
    if (event._tag !== tag) return violation(ctx, name, `${name} waits for ${spec.who} (${tag}), not ${event._tag}`)
    if (event._tag === "PlayerChosen" && (event.for !== step.card || ctx.match.teamIndex.get(event.team) !== step.team)) {
      return violation(ctx, name, `${teamOf(ctx, step.team).name} choose for ${name} (PlayerChosen for "${step.card}")`)
    }
    if (event._tag === "PlayerDrawn" && event.for !== "special-play") return violation(ctx, name, `the player drawn for ${name} is a PlayerDrawn for "special-play"`)
    const index = ctx.match.playerIndex.get(event.player)
    if (index === undefined || step.chosen.includes(event.player) || !spec.eligible(ctx, state, step.team, index)) {
      return violation(ctx, name, `${nameOf(ctx, event.player)} is not ${spec.who}${step.chosen.includes(event.player) ? " not named already" : ""}`)
    }
    return consumed(updateTop(state, { ...step, chosen: [...step.chosen, event.player] }))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/play": SpecialPlayWindowStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    activationWindow: typeof activationWindow
    deadWindow: typeof deadWindow
    driveEndWindow: typeof driveEndWindow
    driveStartWindow: typeof driveStartWindow
    fallWindow: typeof fallWindow
    foulWindow: typeof foulWindow
    kickWindow: typeof kickWindow
    passWindow: typeof passWindow
    preGameWindow: typeof preGameWindow
    stallingWindow: typeof stallingWindow
    turnEndWindow: typeof turnEndWindow
    turnStartWindow: typeof turnStartWindow
  }
}
