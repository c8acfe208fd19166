import { Context, Layer } from "effect"
import type { Action, DieKind, EventTag, MatchEvent, MatchOptions, MatchStarted, RollPurpose, VariantId } from "@sidelines/schema"
import type { Match, PoolPlayer } from "../../model/match.js"
import type { Pitch } from "../../model/pitch.js"
import type { Square } from "../../model/square.js"
import type { MatchState, PlacedFeatures, Weather } from "../../model/state.js"
import type { ActivationStep } from "../activation.js"
import type { Ctx, Fold, Handled, StepHandler } from "../context.js"
import type { InjuryCause, InjuryResult, Modifier } from "../../model/outcome.js"
import type { Casualty, CasualtyStep } from "../casualty.js"
import type { PassArrivesStep } from "../pass-flight.js"
import type { RangeRuler } from "../pass-range.js"
import type { Step } from "../../model/step.js"
import type { Table } from "./tables.js"

export type CasualtyRow = "badly-hurt" | "seriously-hurt" | "serious-injury" | "lasting-injury" | "dead"
export type LastingInjuryRow = "head-injury" | "smashed-knee" | "broken-arm" | "neck-injury" | "dislocated-shoulder"

/**
 * The rows an injury table may have: a result that takes effect at once, or "casualty" for a
 * roll on the casualty table (Sevens tables name Badly Hurt, Seriously Hurt and Dead directly), or
 * "switch" (Holiday Special: the player joins the other team, see `Variant.hooks`).
 */
export type InjuryRow = Extract<InjuryResult, "stunned" | "ko" | "badly-hurt" | "seriously-hurt" | "dead"> | "casualty" | "switch"

/** The tables a variant reads. Variants replace whole tables, never rows in the core. */
export interface Tables {
  readonly weather: Table<Weather>
  /**
   * The weather table's ordinary row: when Changing Weather comes up with it, the kick scatters
   * before it lands (Blood Bowl and Sevens "perfect-conditions"; Gutter Bowl "a-normal-day" on
   * the street, "no-more-disgusting-than-usual" in the sewer).
   */
  readonly calmWeather: Weather
  readonly kickOff: Table
  readonly injury: Table<InjuryRow>
  readonly stuntyInjury: Table<InjuryRow>
  /** The D16 casualty table, or null where the injury tables give the casualty themselves (Sevens). */
  readonly casualty: Table<CasualtyRow> | null
  readonly lastingInjury: Table<LastingInjuryRow>
  /**
   * The Prayers to Nuffle table and its die, or null where this engine does not fold the
   * prayers yet (Blood Bowl's D16 table). Each row id is a prayer the rules give an effect.
   */
  readonly prayersToNuffle: { readonly die: "d8" | "d16"; readonly table: Table } | null
}

/**
 * What an apothecary does for a casualty (a KO is the same everywhere: Stunned on the pitch,
 * or to the reserves from the crowd).
 * - `second-casualty-roll` (Blood Bowl): a second casualty roll, and the coach keeps either.
 * - `patch-up` (Sevens): a D6; on `target`+ the player goes to the reserves, else the result stands.
 */
export type ApothecaryRule = { readonly kind: "second-casualty-roll" } | { readonly kind: "patch-up"; readonly target: number }

/**
 * What happens at the end of a drive to each player with the Secret Weapon trait who took part in
 * it (skills/secret-weapon.ts). Blood Bowl and Sevens: sent off without a roll, and a Bribe may keep
 * them in; Gutter Bowl: a D6, stays on 4+, else removed by the crowd and a second D6 of 1 is a
 * Casualty, and no Bribes.
 */
export interface SecretWeaponRule {
  /** A D6 (`secret-weapon`) first, the player staying on this or more; null where they go without a roll. */
  readonly stayOn: number | null
  /** Once removed, a D6 (`secret-weapon`) that is a Casualty on this or less; null where nothing more happens. */
  readonly casualtyOn: number | null
  /** Whether the coach may use a Bribe to keep the player in the game. */
  readonly bribes: boolean
}

/** Numbers the kick-off table's results use, where variants differ. */
export interface KickOffNumbers {
  /** Solid Defence, Quick Snap and Blitz! let D3 + this many Open players act (Blood Bowl 3, Sevens 1). */
  readonly extraPlayers: number
  /** Time-out moves the turn markers back when the kicking team's marker is on this turn or later (Blood Bowl 6, Sevens 4). */
  readonly timeOutFromTurn: number
}

/** Who does what when, where variants differ (BlightBowl's four teams answer these differently). */
export interface TurnOrder {
  /** The team that kicks the first drive of a half, given who kicked the first drive of the match. */
  readonly kickingTeamForHalf: (half: number, firstKickingTeam: number, teams: number) => number
  /** The teams that set up, in order, when a team kicks. */
  readonly setUpOrder: (kickingTeam: number, teams: number) => ReadonlyArray<number>
  /** The team that receives when a team kicks; it takes the drive's first team turn. */
  readonly receivingTeam: (kickingTeam: number, teams: number) => number
  /** Whose team turn follows this team's. */
  readonly nextTeam: (team: number, teams: number) => number
  /**
   * Who wins the coin toss when the caller calls wrong (absent: the other team of two).
   * BlightBowl: the caller's opponent across the Kill-Zone.
   */
  readonly tossWinnerAgainst?: (caller: number, teams: number) => number
  /** The team that kicks when the toss winner chooses to receive (absent: the other team of two). */
  readonly kickerWhenReceiving?: (winner: number, teams: number) => number
  /**
   * Each half after the first starts with the leading team kicking (most points, then most
   * casualties caused, then a roll-off), instead of `kickingTeamForHalf` (BlightBowl). Absent: false.
   */
  readonly leaderKicksEachHalf?: boolean
}

/**
 * Which teams play on the same side, where a team has allies (BlightBowl's alliances), and who
 * scores where and wins. Absent on a variant of two teams: every other team is an opponent, a
 * team scores in any other team's end zone, and the higher score wins.
 */
export interface Sides {
  /** Whether two different teams are allies: they assist each other and ignore each other's tackle zones, may not block or foul each other, may pass and hand off to each other. */
  readonly allied: (a: number, b: number) => boolean
  /** Whether a player of `team` scores in the end zone `endZoneOf` defends. */
  readonly scoresIn: (team: number, endZoneOf: number) => boolean
  /** The winning teams from the final score (an alliance wins together); empty for a draw. */
  readonly winners: (score: ReadonlyArray<number>) => ReadonlyArray<number>
  /** The same sides with the alliances changed during the match (`MatchState.alliances`: each team's side); absent where alliances never change. */
  readonly realigned?: (side: ReadonlyArray<number>) => Sides
}

/** Where a kick-off is aimed and where it may come down, where variants differ (absent: Blood Bowl's). */
export interface KickRules {
  /** Whether the kick may be aimed at this square (Blood Bowl: in the receiving team's half). */
  readonly aimAt: (kicking: number, receiving: number, square: readonly [number, number]) => boolean
  /**
   * Whether a kicked ball coming down or at rest here must be kicked again (BlightBowl: in the
   * kicking team's quarter). A variant with this rule has no touchback: a kick leaving the pitch
   * is thrown back by the crowd.
   */
  readonly kickAgainIf: (kicking: number, square: readonly [number, number]) => boolean
  /** How the rule names the aim square, for messages ("a Kill-Zone square"). */
  readonly aimName: string
}

/**
 * What a team in the header must meet to take part, as far as a header can show it (it carries
 * no prices). Checked when the pre-game sequence takes the log's first event.
 */
export interface DraftLimits {
  /** Fewest players a team brings: permanent players and journeymen together. */
  readonly minPlayers: number
  /** Most permanently hired players (journeymen, mercenaries and star players not counted). */
  readonly maxPlayers: number
  /** Whether a team may have an apothecary (Gutter Bowl: no sideline staff at all). */
  readonly apothecary: boolean
  /** Most permanent players who are not Linemen (positions named Lineman; else the most common position). */
  readonly maxNotLinemen: number
  readonly maxRerolls: number
  readonly maxAssistantCoaches: number
  readonly maxCheerleaders: number
  /** The draft budget: a team value in the header above it is refused. */
  readonly budget: number
  /** The inducements a team may bring, by id, with the most of each. Any other id is refused. */
  readonly inducements: Readonly<Record<string, number>>
  /** The Loner a journeyman must carry, where the variant changes it (Sevens: 5, Loner (5+) for Blood Bowl's 4+). */
  readonly journeymanLoner?: number
}

/** When a coach may concede, where this engine folds a concession. */
export interface Concession {
  /** A team about to set up may concede when it has this many players or fewer to field (Sevens: 3, without penalty). */
  readonly maxPlayers: number
  /**
   * A team may also concede at the start of any of its own team turns, before any player is
   * activated, whatever its number of players (Blood Bowl). Read by `teamTurnHandler` (core/turn.ts).
   */
  readonly atTurnStart?: boolean
}

/**
 * A variant played on one of several pitches (Gutter Bowl: the street or the sewer). The header's
 * `pitch` option names one; without it the pre-game opens with a roll that chooses.
 */
export interface PitchChoice {
  /** The variant as played on each pitch, by the option's value. */
  readonly variants: Readonly<Record<string, Variant>>
  /** The roll that chooses when the header does not, and the pitch each face gives. */
  readonly roll: { readonly die: Extract<DieKind, "d6" | "d8">; readonly for: RollPurpose; readonly pitch: (face: number) => string }
  /** How the ruling names the roll and its result (absent: "Pitch", "the match is played on the … pitch"). */
  readonly ruling?: { readonly rule: string; readonly result: (choice: string, teamNames: ReadonlyArray<string>) => string }
}

/**
 * A variant of the game, as a module: its pitch, turn structure, set-up limits and tables.
 * The core engine asks these questions at named rule points and never tests which variant
 * it is playing.
 */
export interface Variant extends StadiumRulePoints {
  readonly id: VariantId
  readonly name: string
  readonly pitch: Pitch
  readonly turnsPerHalf: number
  readonly halves: number
  /** Most players a team may have on the pitch at a kick-off. */
  readonly maxPlayersOnPitch: number
  /** Fewest players on the line of scrimmage (when the team has that many to field). */
  readonly minOnLineOfScrimmage: number
  /** Most players a team may set up in each wide zone. */
  readonly maxPerWideZone: number
  readonly tables: Tables
  readonly rules: TurnOrder
  /** Armour modifier whenever a player falls over or is knocked down (Gutter Bowl: +1). */
  readonly fallArmourModifier: number
  /** How many times a loose ball bounces before it comes to rest (Gutter Bowl cobbles: 2). */
  readonly bounces: number
  /** The kick-off results' numbers (how many Open players, when Time-out turns the clock back). */
  readonly kickOff: KickOffNumbers
  /** What an apothecary does for a casualty. */
  readonly apothecary: ApothecaryRule
  /** The draft limits checked against the header's teams, or null where none are checked (Blood Bowl). */
  readonly draft: DraftLimits | null
  /** When a team may concede (a MatchConceded event), or null where this engine does not fold concessions. */
  readonly concession: Concession | null
  /**
   * Whether a foul the referee spots sends the fouler off (Blood Bowl, Sevens: yes; Gutter Bowl
   * has no referee: no). Read by the foul's referee step (`foulRefereeHandler`, core/foul.ts).
   */
  readonly sendingOff: boolean
  /** Secret Weapon at the end of each drive. Read by `endDriveHandler` (core/drive.ts) and skills/secret-weapon.ts. */
  readonly secretWeapon: SecretWeaponRule
  /**
   * The pitches to choose from, or null for a variant with one pitch. Read by the fold
   * (`variantAt`, fold.ts) and the pre-game (`preGameHandler`, core/pre-game.ts).
   */
  readonly pitches: PitchChoice | null
  /**
   * The variant as the header's options configure it (BlightBowl's `mode`), or absent when the
   * options change nothing here. Read once, when a match is built from its header (`variantOf`).
   */
  readonly configure?: (options: MatchOptions) => Variant
  /** The sides and the winner, where a team may have allies; absent: two opposing teams. */
  readonly sides?: Sides
  /** Where the kick-off goes, where a variant changes it; absent: Blood Bowl's halves and touchback. */
  readonly kickRules?: KickRules
  /**
   * A match without a winner after its halves plays this many overtime periods (halves in which
   * turn markers restart but team re-rolls are not replenished), then a roll-off decides
   * (BlightBowl: one). Absent: a tie stands as a draw.
   */
  readonly overtime?: number
  /**
   * Tables an inducement rolls on (Sevens' Desperate Measures) and which of their rows this engine
   * folds; read only by the coverage catalogue (catalogue/catalogue.ts).
   */
  readonly inducementTables?: ReadonlyArray<InducementTable>
  /**
   * Overtime periods a match with the header option `knockout` plays when it has no winner after
   * its halves, then a roll-off (Blood Bowl: one, extra time of eight team turns each). Read by
   * `endHalfHandler` (core/drive.ts) where `overtime` is absent.
   */
  readonly knockoutOvertime?: number
  /** The variant's own rule points (Holiday Special; Sevens' Desperate Measures; Gutter Bowl's Sawbones and Snack Stand); absent for Blood Bowl. */
  readonly hooks?: VariantHooks
  /**
   * Trapdoor squares that open only while the Treacherous Trapdoor prayer is in force, where the
   * pitch has none of its own (Blood Bowl). Read by `enteringSquare` (core/trapdoor.ts). The
   * Uncovered Trapdoors stadium shows them as the pitch's `trapdoor` features, always open
   * (src/stadium/layer.ts): so Gutter Bowl, with no prayers, names its own for that stadium.
   */
  readonly prayerTrapdoors?: ReadonlyArray<Square>
  /**
   * Before the coin toss, the team with the lower team value (the header's `teamValue`) may pray
   * to Nuffle once for each full this-many gold pieces of difference (Blood Bowl: 50,000).
   * Absent: no pre-game prayers. Read by the pre-game (core/pre-game.ts).
   */
  readonly prayersPerTeamValue?: number
  /**
   * The inducements a team may bring, by id with the most of each, where the variant checks no
   * draft (Blood Bowl; a draft's own list is `draft.inducements`). Read by the pre-game, which
   * refuses one whose effect this engine does not fold, and by the coverage report.
   */
  readonly inducements?: Readonly<Record<string, number>>
  /**
   * Players the header does not list who may join a team during the match by one of the
   * variant's rules (Holiday Special: a Yhetee per team for Roaming Yhetees). Read once, when the
   * match is built (`buildMatch`, model/match.ts); they wait in the `pool` box until a rule brings them in.
   */
  readonly poolPlayers?: (header: MatchStarted) => ReadonlyArray<PoolPlayer>
  /** What earns Star Player Points during a match, or null where players earn none (Sevens). Read by analysis/player-so-far.ts. */
  readonly starPlayerPoints: StarPlayerPoints | null
}

/**
 * The Star Player Points a player earns on the pitch: for a touchdown, a completed pass, an
 * interception, and a casualty caused to an opponent in one of `casualtyCauses` (a block and the
 * special actions that hit like one; not a foul, nor the crowd). The most valuable player is named
 * after the match, and a prayer that changes an award is not counted (prayers/prayers.ts).
 */
export interface StarPlayerPoints {
  readonly touchdown: number
  readonly casualty: number
  readonly completion: number
  readonly interception: number
  readonly casualtyCauses: ReadonlyArray<InjuryCause>
}

/** A table an inducement rolls on, for the coverage catalogue: its rows and those whose effect is folded. */
export interface InducementTable {
  readonly table: string
  readonly rows: Table
  readonly folded: ReadonlySet<string>
  /** Where the rows' effects are folded, for the catalogue. */
  readonly source: string
  /** Rows that can never come into play, by id, with the reason (Public Inconvenience: its moment precedes the draw). */
  readonly notApplicable?: ReadonlyMap<string, string>
}

/** Whether two teams oppose each other: different teams that the variant does not ally. */
export const opposed = (variant: Variant, a: number, b: number): boolean =>
  a !== b && !(variant.sides?.allied(a, b) ?? false)

/** Whether two teams play on one side: the same team, or allies. */
export const sameSide = (variant: Variant, a: number, b: number): boolean => !opposed(variant, a, b)

/** Whether a player of `team` scores in the end zone that `endZoneOf` defends. */
export const scoresIn = (variant: Variant, team: number, endZoneOf: number): boolean =>
  variant.sides !== undefined ? variant.sides.scoresIn(team, endZoneOf) : team !== endZoneOf

/** The winners of a finished match by its score: the highest score (an alliance's combined score where it has one); none for a draw. */
export const winnersOf = (variant: Variant, score: ReadonlyArray<number>): ReadonlyArray<number> => {
  if (variant.sides !== undefined) return variant.sides.winners(score)
  const best = Math.max(...score)
  const top = score.flatMap((s, team) => (s === best ? [team] : []))
  return top.length === 1 ? top : []
}

/**
 * A step of a variant's own rules, handled in its module (`Variant.steps[name]`) so the core needs
 * no step type per variant. `data` is the handler's own plain record.
 */
export interface VariantStep {
  readonly _tag: "Variant"
  readonly name: string
  readonly data: Readonly<Record<string, unknown>>
}

/** An action a variant gives every player (Holiday Special: Throw Snowball), folded by its module. */
export interface VariantAction {
  /** Whether the player may move before making it. */
  readonly moves: boolean
  /** The event that makes it, once the player has moved: the module folds it. */
  readonly event: EventTag
  readonly on: (ctx: Ctx, state: MatchState, step: ActivationStep, event: MatchEvent) => Fold<Handled>
  /** How far the action throws, for readers that show its range (the board explained); absent when it throws nothing. */
  readonly range?: RangeRuler
}

/** A kick-off result a variant's table has and the shared kick-off code does not: what it does, and the steps that follow. */
export type KickOffResult = (ctx: Ctx, state: MatchState) => Fold<{ readonly state: MatchState; readonly steps: ReadonlyArray<Step> }>

/** Who wins a finished match, and why (Blood Bowl: the most touchdowns; null on a draw). */
export interface MatchResult {
  readonly winner: number | null
  readonly reason: string
}

/**
 * Rule points a variant may answer beyond Blood Bowl's; each is optional, and a variant that
 * leaves one out plays Blood Bowl's rule there (nothing extra happens).
 */
export interface VariantHooks {
  /** Features on the pitch when the match starts, before anything is played (Holiday Special: the snowgrots). */
  readonly placedFeatures?: (pitch: Pitch, teams: number) => PlacedFeatures
  /** Steps before the pre-game sequence (Holiday Special: the coaches place their gingerbread houses). */
  readonly beforePreGame?: ReadonlyArray<VariantStep>
  /** The handlers of the variant's own steps, by name. */
  readonly steps?: Readonly<Record<string, StepHandler<VariantStep>>>
  /**
   * What happens when a touchdown has been scored, before the drive ends (Holiday Special: the
   * ball explodes). Read by `endTurnHandler` (core/turn.ts).
   */
  readonly afterTouchdown?: (ctx: Ctx, state: MatchState, scorer: { readonly team: number; readonly player: string }) => ReadonlyArray<Step>
  /** Kick-off results of the variant's own table, by row id. Read by `kickOffEventHandler` (core/kick-off.ts). */
  readonly kickOffResults?: Readonly<Record<string, KickOffResult>>
  /**
   * Steps at the start of each team turn (not a bonus turn), after the turn's bookkeeping (Holiday
   * Special: Squigalanche, Cold Snap). Read by `teamTurnHandler` (core/turn.ts).
   */
  readonly atTurnStart?: (ctx: Ctx, state: MatchState, team: number) => ReadonlyArray<Step>
  /** Actions this variant adds, by the action declared (`ActionDeclared.action`). Read by `teamTurnHandler` and `activationHandler`. */
  readonly actions?: Partial<Record<Action, VariantAction>>
  /** Who wins (Holiday Special: the most snowgrots destroyed). Read by `summarize` (summary.ts). */
  readonly result?: (state: MatchState) => MatchResult
  /**
   * Steps of the pre-game's inducements, after the weather and before the coin toss (Sevens: the
   * Desperate Measures rolls). Read by `preGameHandler` (core/pre-game.ts).
   */
  readonly inducementSteps?: (ctx: Ctx, state: MatchState) => ReadonlyArray<Step>
  /**
   * Whether the team may declare a once-per-turn action again this team turn (Sevens' Grudge
   * Match: any number of Fouls). Read by `teamTurnHandler` (core/turn.ts).
   */
  readonly mayRepeat?: (state: MatchState, team: number, action: Action) => boolean
  /**
   * Steps once a turnover has ended a team turn, after its action has resolved and before the
   * turn ends (Sevens' Sports Espionage); `state.turnover` gives the cause. Read by `teamTurnHandler`.
   */
  readonly afterTurnover?: (ctx: Ctx, state: MatchState, team: number) => ReadonlyArray<Step>
  /**
   * Steps as a moving player arrives on a square by a step of their move, before a trapdoor or a
   * pick-up (Sevens' Discarded Banana Skin). The step below them is the arrival (`Arrive`), which
   * goes on after them; `state` has the player on `to` already. Read by `arriveHandler` (core/movement.ts).
   */
  readonly onArrive?: (ctx: Ctx, state: MatchState, player: string, from: Square, to: Square) => ReadonlyArray<Step>
  /**
   * Steps right after a casualty roll (and its lasting-injury roll) against a player, before any
   * other healing, or undefined to go on as usual (Gutter Bowl's Sawbones). Read by `casualtyHandler` (core/casualty.ts).
   */
  readonly afterCasualtyRoll?: (ctx: Ctx, state: MatchState, step: CasualtyStep, casualty: Casualty) => ReadonlyArray<Step> | undefined
  /** Modifiers to a KO'd player's recovery roll, by their team (Gutter Bowl's Snack Stand: +1). Read by `koRecoveryHandler` (core/drive.ts). */
  readonly koRecoveryModifiers?: (ctx: Ctx, team: number) => ReadonlyArray<Modifier>
  /**
   * The state once a team re-roll (not a Leader re-roll) has been spent (Gutter Bowl's Snack
   * Stand marks a D6 due). Read by `spendTeamReroll` (skills/leader.ts).
   */
  readonly teamRerollSpent?: (match: Match, state: MatchState, team: number) => MatchState
  /**
   * Steps as a player is activated (`ActionDeclared`), before the activation rolls (Bone Head …)
   * and the action; `again` for a second action in the same activation (Sevens' Razzle-dazzle and
   * Set Piece are offered here). Read by `teamTurnHandler` (core/turn.ts).
   */
  readonly onActivation?: (ctx: Ctx, state: MatchState, player: string, action: Action, again: boolean) => ReadonlyArray<Step>
  /**
   * Whether a player who has acted this team turn may declare a second action, in the same
   * activation, with no activation rolls again (Sevens' Razzle-dazzle). Read by `teamTurnHandler`.
   */
  readonly actsAgain?: (state: MatchState, player: string) => boolean
  /** Whether the player's pass is accurate without a passing test (Sevens' Set Piece). Read by `passRollHandler` (core/pass.ts). */
  readonly passAccurate?: (state: MatchState, passer: string) => boolean
  /**
   * The state as a pass comes down, where the variant decides it (Sevens' Set Piece: the receiver
   * catches it without a roll), or undefined for the usual catch. Read by `passArrivesHandler` (core/pass-flight.ts).
   */
  readonly passArrives?: (ctx: Ctx, state: MatchState, step: PassArrivesStep) => MatchState | undefined
  /**
   * The state as the moving team's coach is to decide (activate a player or end the turn), before
   * the decision is folded; not in a bonus turn (Gutter Bowl's Restless Fans: Stalling is judged
   * here, core/stalling.ts). Read by `teamTurnHandler` (core/turn.ts).
   */
  readonly atTurnDecision?: (ctx: Ctx, state: MatchState, team: number) => MatchState
  /**
   * An event a coach may send between any two events, whatever step waits (BlightBowl's
   * AllianceBroken and AllianceMade): the state after it, or undefined where the event is not
   * one of these and goes to the waiting step. Read by `transition` (fold.ts).
   */
  readonly anyTimeEvent?: (ctx: Ctx, state: MatchState, event: MatchEvent) => Fold<MatchState> | undefined
  /**
   * Steps instead of a KO that nobody treats taking effect at once, or undefined where it stands
   * (Gutter Bowl's This Round Is On Us!: the player's D6 first). Read by `koStands` (core/injury.ts).
   */
  readonly koStands?: (state: MatchState, ko: { readonly player: string; readonly cause: InjuryCause; readonly by: string | null }) => ReadonlyArray<Step> | undefined
}

/** A D6 that can spare a player something (a push into the crowd, a fall while rushing): `target`+ spares them. */
export interface SavingRoll {
  readonly purpose: RollPurpose
  readonly target: number
  /** The rule's name, for the ruling ("Home fans", "Bunch of Pacifists"). */
  readonly rule: string
}

/** What happens to a player of a team pushed into the crowd (stadium attributes change it). */
export interface CrowdRule {
  /** D6s rolled first, in order: the first that succeeds puts the player in the reserves with no injury roll. */
  readonly saves: ReadonlyArray<SavingRoll>
  /** Modifiers to the injury roll by the crowd (Boisterous Rabble +1). */
  readonly injuryModifiers: ReadonlyArray<Modifier>
}

/**
 * Rule points a stadium attribute answers (src/stadium/). A variant module leaves them out and the
 * core plays the ordinary rule; the stadium layer (`atStadium`, composed by `variantAt` in fold.ts)
 * sets them. Each is read at one named place in the core.
 */
export interface StadiumRulePoints {
  /** Squares a bouncing ball moves in the direction rolled (Solid Stone: 2). Read by `bounceHandler` (core/ball.ts). */
  readonly bounceSquares?: number
  /**
   * A bounce is rolled as a D6 on the Throw-in template pointing this way (Sloping Pitch: down the
   * slope), not a D8. Read by `bounceHandler`.
   */
  readonly bounceDownhill?: readonly [number, number]
  /** A bounce off the pitch comes off a wall one square instead of going to the crowd (Enclosed Pitch). Read by `bounceHandler`. */
  readonly bounceOffWall?: boolean
  /** A player's MA and rushes (Uneven Footing). Read by `movementAllowance` (core/activation.ts). */
  readonly movement?: (ma: number, rushes: number) => { readonly ma: number; readonly rushes: number }
  /** Whether a step from one square to another may use one rush more (Sloping Pitch: downhill). Read by `move` (core/movement.ts). */
  readonly extraRush?: (from: Square, to: Square) => boolean
  /** A D6 after a failed rush that keeps the player standing, with no more rushing (Astrogranite). Read by `move`. */
  readonly rushFallSave?: SavingRoll
  /** Modifiers to a team's fan factor (Boisterous Rabble, a home stadium). Read by the pre-game's fan factor and `fanFactor` (core/kick-off-events/contests.ts). */
  readonly fanFactorModifiers?: (team: number) => ReadonlyArray<Modifier>
  /** What a push into the crowd does to a player of this team. Read by `pushHandler` (core/block.ts) via `intoTheCrowd` (core/injury.ts). */
  readonly crowd?: (team: number) => CrowdRule
  /** Nobody is pushed into the crowd: a player with nowhere to go is knocked down where they stand (Enclosed Pitch). Read by `pushOptions` (core/block.ts). */
  readonly crowdWalled?: boolean
  /** Added to the D3 of players a Pitch Invasion stuns (Boisterous Rabble +1). Read by the Pitch Invasion handler (core/kick-off-events/pitch-invasion.ts). */
  readonly pitchInvasionModifier?: number
  /** Free apothecaries (a Wandering Apothecary) a team starts with (On-site Apothecaries). Read by `initialState` (fold.ts). */
  readonly freeApothecaries?: (team: number) => number
  /** Inducements a team is granted free, by id (On-site Apothecaries: a Mortuary Assistant or Plague Doctor). Read by inducements/staff/regeneration-staff.ts. */
  readonly freeInducements?: (team: number) => Readonly<Record<string, number>>
  /** What a new half changes (Apathetic Officials: a free bribe each). Read by `startHalfHandler` (core/drive.ts). */
  readonly atHalfStart?: (state: MatchState) => MatchState
  /** Steps before the teams set up for a drive (Sloping Pitch's roll, Deluxe Seating). Read by `startDriveHandler`. */
  readonly atDriveStart?: (state: MatchState) => ReadonlyArray<Step>
  /** Steps at the end of a drive, after the pitch is cleared (Appalling Stands, Fickle Fans). Read by `endDriveHandler`. */
  readonly atDriveEnd?: (state: MatchState) => ReadonlyArray<Step>
  /** A step before the kick-off table is rolled (Ale-fuelled Maniacs). Read by `kickOffEventHandler` (core/kick-off.ts). */
  readonly beforeKickOffTable?: (state: MatchState) => Step | null
  /** Kick-off results rolled again instead of resolved (Bunch of Pacifists: Pitch Invasion). Read by `kickOffEventHandler`. */
  readonly kickOffRolledAgain?: ReadonlyArray<string>
  /** Steps after a foul once the referee has ruled (Know-it-all Hecklers). Read by `foulRefereeHandler` (core/foul.ts). */
  readonly afterFoul?: (fouler: string, victim: string) => ReadonlyArray<Step>
  /** The D6 a Stunned player rolls before turning over at the end of their team turn (Ankle-deep Water). Read by `endTurnHandler` (core/turn.ts). */
  readonly stunnedInWater?: RollPurpose
  /** Whether the Kick-off table's contests ignore cheerleaders (Solemn and Silent). Read by `cheerleaders` (core/kick-off-events/contests.ts). */
  readonly noCheerleaders?: boolean
  /** A player who falls over or is knocked down slides a square (D8, this purpose) first (Ice). Read by `knockDownHandler` (core/knock-down.ts). */
  readonly slideOnIce?: RollPurpose
  /** The trapdoors are always open (Uncovered Trapdoors). Read by `enteringSquare` (core/trapdoor.ts) and `ballRestsHandler` (core/ball.ts). */
  readonly trapdoorsUncovered?: boolean
  /**
   * A player pushed into the crowd is not hurt: they wait to come back Prone at the start of their
   * team's next turn (Solemn and Silent). Read by `pushHandler` (core/block.ts).
   */
  readonly crowdGivesBack?: boolean
  /** Steps at the start of a team's turn, before it acts (Solemn and Silent: players come back). Read by `teamTurnHandler` (core/turn.ts). */
  readonly atTurnStart?: (state: MatchState, team: number) => ReadonlyArray<Step>
  /**
   * Before the crowd throws the ball in, a D6 (this purpose) for whether it keeps it a while (Fickle
   * Fans: 1–3), except in the half's last team turn. Read by `throwInHandler` (core/ball.ts).
   */
  readonly crowdMayKeepBall?: SavingRoll
  /** Steps at the end of a team's turn, before the next turn starts (Fickle Fans: the kept ball comes back). Read by `endTurnHandler` (core/turn.ts). */
  readonly atTurnEnd?: (state: MatchState, team: number) => ReadonlyArray<Step>
}

/** The variant being folded, provided to the fold program as an Effect service. */
export class VariantService extends Context.Service<VariantService, Variant>()("@sidelines/engine/VariantService") {}

export const variantLayer = (variant: Variant) => Layer.succeed(VariantService, variant)

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "core/variant/variant": VariantStep
  }
}

// The match's variant (model/match.ts) is this one.
declare module "../../model/match.js" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the merge adds Variant's members
  interface MatchVariant extends Variant {}
}
