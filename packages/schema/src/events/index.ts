import { Schema } from "effect"
import { ActionDeclared, ActionEnded, PlayerMoved, PlayerStoodUp } from "./activation.js"
import { HandedOff, PassAimed, TeamMateThrown } from "./ball.js"
import { BlockDieChosen, BlockThrown, FollowUpChosen, FoulCommitted, PushChosen } from "./block.js"
import {
  ApothecaryDeclined,
  ApothecaryUsed,
  CallArgued,
  ChoiceDeclined,
  InjuryChosen,
  PlayerChosen,
  PlayerDrawn,
  RerollDeclined,
  RerollUsed,
  SkillDeclined,
  SkillUsed,
  WeatherChosen
} from "./choices.js"
import { AllianceBroken, AllianceMade } from "./alliance.js"
import { DiceRolled } from "./dice.js"
import { DeviationModified, KickAimed, TouchbackGiven } from "./kick-off.js"
import { CoinTossCalled, InducementUsed, KickOrReceiveChosen } from "./pre-game.js"
import { GingerbreadHousePlaced, LineOfScrimmageChosen, PlayerPlaced, SetupEnded } from "./set-up.js"
import { MatchConceded, TurnEnded } from "./turn.js"
import { SpecialPlayKept, SpecialPlayPlayed } from "./special-plays.js"
import { UncheckedStretch } from "./unchecked.js"

export * from "./activation.js"
export * from "./alliance.js"
export * from "./ball.js"
export * from "./block.js"
export * from "./choices.js"
export * from "./dice.js"
export * from "./kick-off.js"
export * from "./pre-game.js"
export * from "./set-up.js"
export * from "./turn.js"
export * from "./special-plays.js"
export * from "./unchecked.js"

/** Every event a log may hold after its header, keyed by `_tag`. */
export const EVENT_SCHEMAS = {
  CoinTossCalled,
  KickOrReceiveChosen,
  InducementUsed,
  LineOfScrimmageChosen,
  PlayerPlaced,
  SetupEnded,
  KickAimed,
  TouchbackGiven,
  ActionDeclared,
  PlayerStoodUp,
  PlayerMoved,
  ActionEnded,
  BlockThrown,
  BlockDieChosen,
  PushChosen,
  FollowUpChosen,
  FoulCommitted,
  PassAimed,
  HandedOff,
  TeamMateThrown,
  RerollUsed,
  RerollDeclined,
  SkillUsed,
  SkillDeclined,
  ApothecaryUsed,
  ApothecaryDeclined,
  InjuryChosen,
  CallArgued,
  ChoiceDeclined,
  PlayerDrawn,
  PlayerChosen,
  TurnEnded,
  MatchConceded,
  GingerbreadHousePlaced,
  WeatherChosen,
  DiceRolled,
  AllianceBroken,
  AllianceMade,
  SpecialPlayKept,
  SpecialPlayPlayed,
  DeviationModified,
  UncheckedStretch
} as const

export type EventTag = keyof typeof EVENT_SCHEMAS
export const EVENT_TAGS = Object.keys(EVENT_SCHEMAS) as ReadonlyArray<EventTag>

/** Any event line after the header. */
export const MatchEvent = Schema.Union(Object.values(EVENT_SCHEMAS))
export type MatchEvent = typeof MatchEvent.Type

/** The event with a given tag. */
export type EventOf<T extends EventTag> = Extract<MatchEvent, { readonly _tag: T }>

/**
 * Fields that name players or teams. The format keeps these names for references
 * everywhere, so the codec can check every reference against the header's rosters.
 */
export const PLAYER_REFERENCE_FIELDS = ["player", "target"] as const
export const TEAM_REFERENCE_FIELDS = ["team"] as const
