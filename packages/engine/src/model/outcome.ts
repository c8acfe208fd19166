import type { Claim, DieKind } from "@sidelines/schema"
import type { Square } from "./square.js"

/** One modifier applied to a roll, and where it comes from. */
export interface Modifier {
  readonly value: number
  /** "tackle zone", "skill: Mighty Blow", "weather: pouring rain", "assist: Grishnak" … */
  readonly source: string
}

/** A claimed outcome that the rules do not give. */
export interface Dispute {
  readonly field: keyof Claim
  readonly claimed: unknown
  readonly derived: unknown
  /** Which the fold went on with: the rules by default, the claim with --trust-claims. */
  readonly followed: "rules" | "claim"
}

/**
 * How the rules judged one roll: everything a person needs to check it by hand.
 * A test succeeds when roll + modifiers reaches `target`; a natural 1 fails and a natural 6
 * passes whatever the modifiers.
 */
export interface Ruling {
  /** The rule that asked for the roll: "dodge", "armour", "injury", "kick-off event" … */
  readonly rule: string
  readonly player: string | null
  readonly die: DieKind
  readonly dice: ReadonlyArray<number>
  /** The number to reach (a characteristic such as AG 3, or AV 9), when the roll is a test. */
  readonly target: number | null
  readonly modifiers: ReadonlyArray<Modifier>
  /** The dice plus the modifiers, when they add up. */
  readonly total: number | null
  /** The table row that applies, as an id ("ko", "badly-hurt", "blitz"), if a table is read. */
  readonly row: string | null
  /** "success" / "failure" for tests, the row or effect otherwise. */
  readonly result: string
  readonly success: boolean | null
  /** Anything worth saying: "natural 1 always fails", "Thick Skull turns KO into stunned". */
  readonly notes: ReadonlyArray<string>
  readonly disputes: ReadonlyArray<Dispute>
}

export type TurnoverCause =
  | "knocked-down"
  | "fell-over"
  | "failed-pick-up"
  | "ball-not-caught"
  | "pass-fumbled"
  | "intercepted"
  | "ball-carrier-down"
  | "touchdown"
  | "sent-off"
  | "pushed-into-crowd"
  /** The ball carrier fell through an open trapdoor (Sevens' Treacherous Trapdoor). */
  | "trapdoor"
  /** A thrown team-mate came down in a sewer pit (Gutter Bowl). */
  | "thrown-into-sewer-pit"
  /** A Chainsaw Attack's D6 came up 1 (skills/chainsaw.ts). */
  | "chainsaw-kick-back"
  /** A Vampire who failed Bloodlust did not bite (skills/bloodlust.ts). */
  | "bloodlust"
  /** A Special Plays card ends the turn (Kingmaker Play, as its activation ends). */
  | "special-play"

export type InjuryResult = "stunned" | "ko" | "badly-hurt" | "seriously-hurt" | "serious-injury" | "lasting-injury" | "dead"

/** What put a player down or hurt them, for the ruling, the event log and the timeline. */
export type InjuryCause = "block" | "foul" | "crowd" | "fall" | "kick-off" | "sewer" | "eaten" | "landed-on" | "projectile-vomit" | "secret-weapon" | "other" | "stab" | "chainsaw" | "bite" | "breathe-fire"

/** What an event led to, derived by the rules. The replay indexes these. */
export type Outcome =
  | { readonly _tag: "Ruling"; readonly ruling: Ruling }
  | { readonly _tag: "Turnover"; readonly team: number; readonly cause: TurnoverCause; readonly player: string | null }
  | { readonly _tag: "Touchdown"; readonly team: number; readonly player: string }
  | { readonly _tag: "KnockedDown"; readonly player: string; readonly at: Square | null; readonly cause: InjuryCause }
  | { readonly _tag: "Injury"; readonly player: string; readonly result: InjuryResult; readonly cause: InjuryCause; readonly by: string | null }
  | { readonly _tag: "KickOffEvent"; readonly result: string }
  /** A block's dice are set from the two strengths: how many, and whether the attacker chooses. */
  | { readonly _tag: "BlockDiceSet"; readonly attacker: string; readonly defender: string; readonly dice: number; readonly attackerChooses: boolean }
  | { readonly _tag: "WeatherSet"; readonly weather: string }
  | { readonly _tag: "TeamTurnStarted"; readonly team: number; readonly turn: number }
  | { readonly _tag: "DriveStarted"; readonly drive: number; readonly kickingTeam: number }
  | { readonly _tag: "DriveEnded"; readonly drive: number; readonly reason: "touchdown" | "half-time" | "full-time" }
  | { readonly _tag: "HalfEnded"; readonly half: number }
  /**
   * `winners` is set when a roll-off, not the score, decided the match (BlightBowl after overtime),
   * or a concession did (`conceded`: the team that conceded).
   */
  | { readonly _tag: "MatchEnded"; readonly score: ReadonlyArray<number>; readonly winners?: ReadonlyArray<number>; readonly conceded?: number }
  | { readonly _tag: "Note"; readonly text: string }
  /**
   * An unchecked stretch (core/unchecked-stretch.ts): the state was taken from the log's source on
   * trust. `scored`: touchdowns per team the stretch added; `hurt`: players it put in a box hurt or sent off.
   */
  | {
    readonly _tag: "Unchecked"
    readonly reason: string
    readonly source: string | null
    readonly skipped: number | null
    readonly scored: ReadonlyArray<number>
    readonly hurt: ReadonlyArray<{ readonly player: string; readonly box: "reserves" | "ko" | "bh" | "si" | "dead" | "sent-off" | "pool" }>
  }
