import type { MatchStarted } from "@sidelines/schema"
import type { MatchState } from "../model/state.js"
import { consumed, expectRoll, judge, note, pop, propagate, setTeam, type StepHandler, teamOf, updateTop, violation } from "../core/context.js"
import { cardById, cardOf, DECKS } from "./cards.js"

/**
 * The Special Plays draw, in the pre-game's Inducements step (after the weather, before the
 * Prayers to Nuffle), for each team that bought the inducement, teams in header order. For each
 * card bought:
 *
 * - a D6 (`special-play-deck`, `team` set) picks the deck (1 Random Events … 6 Miscellaneous
 *   Mayhem). A deck the team has already drawn from may be rolled again, once (a second
 *   `special-play-deck` roll in place of the first card's D8); the re-roll stands.
 * - two cards come off the top of the shuffled deck: a D8 each (`special-play-card`, `team` set),
 *   the card's place in the deck (cards/ts, the card pack's D8 column); the two differ.
 * - the coach keeps one of the two (`SpecialPlayKept`), the other is discarded.
 *
 * Source: BBBase inducements_in_detail.md "0-5 Special Plays"; FFB's CardChoice (two cards of
 * one deck, one chosen) records a draw the same way.
 */
export interface SpecialPlayDrawStep {
  readonly _tag: "SpecialPlayDraw"
  readonly team: number
  /** Cards still to draw for this team, this one included. */
  readonly left: number
  readonly stage: "deck" | "cards" | "keep"
  /** The decks this team drew from so far (D6 faces), before this card. */
  readonly decks: ReadonlyArray<number>
  readonly deck: number | null
  /** The deck roll may still be rolled again (it repeated a deck, and has not been re-rolled). */
  readonly mayReroll: boolean
  readonly cards: ReadonlyArray<string>
}

const bought = (header: MatchStarted, team: number): number =>
  header.teams[team]!.inducements.filter((i) => i.id === "special-play").reduce((n, i) => n + i.count, 0)

/** The draw steps, one per team that bought Special Plays, in header order. */
export const specialPlayDraws = (header: MatchStarted): ReadonlyArray<SpecialPlayDrawStep> =>
  header.teams.flatMap((_, team) => {
    const left = bought(header, team)
    return left > 0 ? [{ _tag: "SpecialPlayDraw" as const, team, left, stage: "deck" as const, decks: [], deck: null, mayReroll: false, cards: [] }] : []
  })

/** Whether any team bought Special Plays. */
export const anySpecialPlays = (header: MatchStarted): boolean => header.teams.some((_, team) => bought(header, team) > 0)

export const held = (state: MatchState, team: number): ReadonlyArray<string> => state.teams[team]!.specialPlays ?? []

/**
 * Whether Special Plays have come into this match: some team has been dealt a hand (the draw sets
 * it, and a played card leaves it, empty or not). Until then no card is held, in force or has given
 * anything, so every card's rule point returns at once — in a match whose teams bought none, always.
 */
export const dealt = (state: MatchState): boolean => {
  const teams = state.teams
  for (let t = 0; t < teams.length; t++) if (teams[t]!.specialPlays !== undefined) return true
  return false
}

export const specialPlayDrawHandler: StepHandler<SpecialPlayDrawStep> = {
  expects: (step) =>
    step.stage === "deck"
      ? { kind: "roll", die: "d6", for: "special-play-deck", player: null, team: step.team }
      : step.stage === "cards"
      ? { kind: "roll", die: "d8", for: "special-play-card", player: null, team: step.team }
      : { kind: "decision", team: step.team, events: ["SpecialPlayKept"], about: `keep one of ${step.cards.map((id) => cardById(id)!.name).join(" and ")}` },
  on: (ctx, state, step, event) => {
    const name = teamOf(ctx, step.team).name
    const named = event._tag === "DiceRolled" && event.team !== undefined ? ctx.match.teamIndex.get(event.team) : step.team
    if (event._tag === "DiceRolled" && named !== step.team) return violation(ctx, "Special Plays", `the Special Plays draw due is ${name}'s, not ${event.team}'s`)
    const rerolling = step.stage === "cards" && step.cards.length === 0 && step.mayReroll && event._tag === "DiceRolled" && event.for === "special-play-deck"
    if (step.stage === "deck" || rerolling) {
      const rolled = expectRoll(ctx, event, "d6", "special-play-deck", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const face = rolled.success.faces[0]!
      const again = !rerolling && step.decks.includes(face)
      judge(ctx, {
        rule: rerolling ? "Special Plays deck (re-rolled)" : "Special Plays deck",
        roll: rolled.success,
        total: face,
        result: `${name} draw two cards from the ${DECKS[face - 1]} deck${again ? " (a deck drawn from before: the D6 may be rolled again, once)" : ""}`
      })
      return consumed(updateTop(state, { ...step, stage: "cards", deck: face, mayReroll: again }))
    }
    if (step.stage === "cards") {
      const rolled = expectRoll(ctx, event, "d8", "special-play-card", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const card = cardOf(step.deck!, rolled.success.faces[0]!)
      if (step.cards.includes(card.id)) return violation(ctx, "Special Plays", `${card.name} is already drawn: the second card off the deck is another one`)
      judge(ctx, { rule: "Special Plays card", roll: rolled.success, total: rolled.success.faces[0]!, result: `${name} draw ${card.name}` })
      const cards = [...step.cards, card.id]
      return consumed(updateTop(state, { ...step, cards, mayReroll: false, stage: cards.length === 2 ? "keep" : "cards" }))
    }
    if (event._tag !== "SpecialPlayKept") return violation(ctx, "Special Plays", `${name} keep one of the two cards drawn (SpecialPlayKept), not ${event._tag}`)
    if (ctx.match.teamIndex.get(event.team) !== step.team) return violation(ctx, "Special Plays", `the cards drawn are ${name}'s to choose from, not ${event.team}'s`)
    if (!step.cards.includes(event.card)) {
      return violation(ctx, "Special Plays", `${name} drew ${step.cards.map((id) => cardById(id)!.name).join(" and ")}; ${cardById(event.card)?.name ?? event.card} is not one of them`)
    }
    const discarded = step.cards.find((id) => id !== event.card)!
    note(ctx, `${name} keep ${cardById(event.card)!.name} and discard ${cardById(discarded)!.name}`)
    const kept = setTeam(state, step.team, { specialPlays: [...held(state, step.team), event.card] })
    if (step.left > 1) return consumed(updateTop(kept, { ...step, left: step.left - 1, stage: "deck", decks: [...step.decks, step.deck!], deck: null, mayReroll: false, cards: [] }))
    return consumed(pop(kept))
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "special-plays/draw": SpecialPlayDrawStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    anySpecialPlays: typeof anySpecialPlays
    specialPlayDraws: typeof specialPlayDraws
  }
}
