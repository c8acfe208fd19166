import type { StadiumAttribute } from "@sidelines/schema"
import type { SquareFeature } from "./pitch.js"
import type { Square } from "./square.js"
import type { Outcome, TurnoverCause } from "./outcome.js"
import type { Step } from "./step.js"
import { type Patch, patched } from "./records.js"

/** Where the match is in its sequence. */
export type Phase = "pre-game" | "set-up" | "kick-off" | "team-turn" | "end-of-drive" | "half-time" | "full-time"

/**
 * The dugout boxes a player can be in when not on the pitch. `pool` is no dugout box: a player the
 * header does not list, who has not joined the match (or has left it again), see `PoolPlayer` (model/match.ts).
 */
export type Box = "reserves" | "ko" | "bh" | "si" | "dead" | "sent-off" | "pool"

/** How a player on the pitch is lying. */
export type Posture = "standing" | "prone" | "stunned"

/** What a player did this match, for the stats panel and the summary. */
export interface PlayerStats {
  readonly blocks: number
  readonly armourBreaks: number
  readonly casualties: number
  readonly touchdowns: number
  readonly passes: number
  readonly completions: number
  readonly interceptions: number
}

export const NO_STATS: PlayerStats = {
  blocks: 0,
  armourBreaks: 0,
  casualties: 0,
  touchdowns: 0,
  passes: 0,
  completions: 0,
  interceptions: 0
}

/**
 * When something gained during the match lapses. `next-drive`: at the end of the drive after the
 * one in progress (at the end of this drive it becomes `drive`).
 */
export type Lapse = "drive" | "next-drive" | "game"

/** The five characteristics. */
export type Characteristic = "ma" | "st" | "ag" | "pa" | "av"

/**
 * Skills, traits and characteristic changes a player gained during the match (a Prayer to Nuffle,
 * a magic potion), from one source, and when they lapse. A gained skill counts exactly as one
 * printed on the roster (`hasSkill`, model/match.ts).
 */
export interface Gain {
  /** What gave it, for messages and for telling gains apart ("Knuckle Dusters", "Potion of Strength"). */
  readonly source: string
  /** `drive`: lapses when the drive ends; `game`: lasts the match. */
  readonly until: Lapse
  /** Skills and traits as a roster prints them ("Mighty Blow (+1)", "Loner (2+)"). */
  readonly skills: ReadonlyArray<string>
  /** Printed skills or traits the player loses while the gain lasts (Ayleen Andar: "Loner (4+)"); a later gain may give one back. */
  readonly loses?: ReadonlyArray<string>
  /**
   * Improvements to characteristics: +1 is always better, so +1 AG turns 3+ into 2+ and +1 AV
   * turns 9+ into 10+. Absent ones are 0.
   */
  readonly improve?: Partial<Readonly<Record<Characteristic, number>>>
  /**
   * What the gain means to a rule that looks for it rather than for a skill: `magic-potion` (the
   * player has had their potion), `activates-first` (Warpstone Whiskey), `casualty-to-ko` (Potion
   * of Endurance, until used), `no-range-modifiers` (Potion of Accuracy).
   */
  readonly tag?: string
  /**
   * A whole profile that replaces the player's own while the gain lasts (Gutter Bowl's
   * Transmutation frog): these characteristics and exactly these skills, the roster's and any
   * other gain's skills and improvements set aside. The latest gain with a profile wins.
   */
  readonly profile?: Profile
}

/** A replacement profile (`Gain.profile`): characteristics as a roster prints them (AG 2+ is 2; no PA is null). */
export interface Profile {
  readonly ma: number
  readonly st: number
  readonly ag: number
  readonly pa: number | null
  readonly av: number
  readonly skills: ReadonlyArray<string>
}

/** One player's situation. Players are shared between states until they change. */
export interface PlayerState {
  readonly id: string
  /** Index of the player's team in the header's team list. */
  readonly team: number
  /** The square the player stands or lies on, or null when in a box. */
  readonly at: Square | null
  readonly box: Box | null
  readonly posture: Posture
  /** Stunned during this team turn: stays stunned through the end of it. */
  readonly justStunned: boolean
  /** Has been activated this team turn. */
  readonly hasActed: boolean
  /** Has no tackle zone (Bone Head, Really Stupid, Hypnotic Gaze) until it acts again. */
  readonly lostTackleZones: boolean
  /** Skills and traits used under a once-per-turn or once-per-drive limit. */
  readonly used: ReadonlyArray<string>
  readonly stats: PlayerStats
  /**
   * What the player gained during the match, oldest first; absent (undefined) until the first
   * gain, so a player who gains nothing costs nothing to read (see `hasSkill`, `characteristic`).
   */
  readonly gained?: ReadonlyArray<Gain> | undefined
}

/** One team's situation. */
export interface TeamState {
  readonly score: number
  /** Team turns started this half. */
  readonly turn: number
  readonly rerolls: number
  /** A team re-roll was used this team turn (or, in a bonus turn, none may be): BB2020 sets no limit of one (core/team-rerolls-per-turn.ts). */
  readonly rerollUsedThisTurn: boolean
  readonly blitzUsed: boolean
  readonly passUsed: boolean
  readonly handOffUsed: boolean
  readonly foulUsed: boolean
  readonly apothecaries: number
  readonly fanFactor: number | null
  /** Bribes left: the inducements bought, plus one from each Get the Ref. */
  readonly bribes: number
  /** The head coach was sent off for arguing the call: no more arguing this match. */
  readonly coachEjected: boolean
  /** The Leader re-roll of this half is unused (see skills/leader.ts); absent for a team without Leader. */
  readonly leaderReroll?: boolean | undefined
  /** A Throw Team-mate action was declared this team turn; absent until the team first declares one. */
  readonly throwTeamMateUsed?: boolean | undefined
  /** A Kick Team-mate action was declared this team turn; absent until the team first declares one. */
  readonly kickTeamMateUsed?: boolean | undefined
  /**
   * Gutter Bowl's magic potions not given yet; absent until the first is given or received, when
   * the header's inducements say how many (see inducements/other/magic-potions.ts).
   */
  readonly potions?: Potions | undefined
  /**
   * Sevens' Desperate Measures the team rolled and has not played yet, by id; absent for a team
   * that bought none (see variants/sevens/desperate-measures.ts).
   */
  readonly measures?: ReadonlyArray<string> | undefined
  /** Once-a-game inducements the team has used (Gutter Bowl's Sawbones); absent until the first. */
  readonly inducementsUsed?: ReadonlyArray<string> | undefined
  /**
   * Its star players' once-a-game special rules used, as `<player id>:<rule>` ("zug:Crushing
   * Blow"); absent until the first (stars/star-blows.ts).
   */
  readonly specialRulesUsed?: ReadonlyArray<string> | undefined
  /**
   * Blood Bowl's Special Plays cards the team kept and has not played yet, by card id; absent for
   * a team that drew none (rules/special-plays/).
   */
  readonly specialPlays?: ReadonlyArray<string> | undefined
}

/** Magic potions a team still holds, by table. */
export interface Potions {
  readonly lesser: number
  readonly superior: number
}

export type Weather =
  | "sweltering-heat" | "very-sunny" | "perfect-conditions" | "pouring-rain" | "blizzard"
  // Gutter Bowl, the Street pitch
  | "clouds-of-smog" | "howling-winds" | "a-normal-day" | "sudden-downpour" | "a-stormy-night"
  // Gutter Bowl, the Sewer pitch
  | "unbearable-stench" | "spilt-sewage" | "no-more-disgusting-than-usual" | "its-getting-warm" | "underground-heatwave"
  // Holiday Special, the Winter Wonderland table (its Blizzard is Blood Bowl's)
  | "squigalanche" | "frozen-snow" | "perfectish-conditions" | "cold-snap"

/**
 * Square features a variant places on the pitch for the match, on top of the pitch's own
 * (Holiday Special: the coaches' gingerbread houses and the snowgrots in the end zones), and
 * what the teams have destroyed of them.
 */
export interface PlacedFeatures {
  readonly features: ReadonlyArray<SquareFeature>
  /** Per team: how many placed features it has destroyed (Holiday Special: snowgrots blown up). */
  readonly destroyed: ReadonlyArray<number>
}

/**
 * The stadium the match is played in (src/stadium/), once known: its attribute (null: nothing out
 * of the ordinary) and, for a Sloping Pitch once rolled, the team whose end zone lies downhill
 * in the first half (the slope turns round at half-time).
 */
export interface StadiumState {
  readonly attribute: StadiumAttribute | null
  readonly downhill?: number
  /** Unclear Markings: the kicking team's line of scrimmage for the kick-off of this drive (absent: where it is painted). */
  readonly line?: { readonly drive: number; readonly line: "back" | "forward" }
}

/** Where the ball is. `carrier` is set when a player holds it. */
export interface Ball {
  readonly at: Square | null
  readonly carrier: string | null
  /** Off the pitch between drives, or in the crowd's hands before a throw-in. */
  readonly inPlay: boolean
}

/**
 * The whole match after one event. Immutable: a new state shares every player, team and step
 * that did not change with the state before it.
 */
export interface MatchState {
  /** The seq of the last event folded in (0 after the header). */
  readonly seq: number
  readonly phase: Phase
  readonly half: number
  readonly drive: number
  /** Index of the team whose turn it is, or null outside team turns. */
  readonly activeTeam: number | null
  readonly kickingTeam: number | null
  /** Which team kicked the first drive of the match, to swap for the second half. */
  readonly firstKickingTeam: number | null
  readonly weather: Weather | null
  /**
   * Which of the variant's pitches the match is played on (Gutter Bowl: "street" or "sewer"),
   * once chosen; undefined for a variant with one pitch, so that its records do not change.
   */
  readonly venue: string | undefined
  /** The stadium, for a match with the `stadium` option once it is known; undefined otherwise, so that other records do not change. */
  readonly stadium: StadiumState | undefined
  /** Features placed for the match (see PlacedFeatures); undefined where a variant places none, so records do not change. */
  readonly placed: PlacedFeatures | undefined
  /**
   * Each team's side once the coaches have changed their alliances during the match (BlightBowl
   * between Skaven teams: AllianceBroken, AllianceMade); undefined while the header's alliances hold.
   */
  readonly alliances: ReadonlyArray<number> | undefined
  readonly ball: Ball
  /**
   * A second ball, while a Ball Clone card (Special Plays) is in force; undefined otherwise, so
   * that other records do not change. The two balls are alike: the rules move `ball`, and
   * model/balls.ts swaps the two so that `ball` is the one a rule is about (see there).
   */
  readonly otherBall: Ball | undefined
  readonly teams: ReadonlyArray<TeamState>
  readonly players: ReadonlyArray<PlayerState>
  /** The player whose action is under way, if any. */
  readonly activePlayer: string | null
  /** Set when something has ended the moving team's turn; it ends once the action resolves. */
  readonly turnover: TurnoverCause | null
  /** Kick-off results still in force this drive (e.g. "blitz", "pouring-rain"). */
  readonly kickOffEffects: ReadonlyArray<string>
  /** What the game is doing and waiting for: the top step needs the next event. */
  readonly stack: ReadonlyArray<Step>
  /** What the last event led to: rulings, turnovers, injuries, touchdowns, disputes. */
  readonly outcomes: ReadonlyArray<Outcome>
}

// ---- record builders ----
// Every state, team, player and ball is built by one of these, with its fields in one order.
// V8 then gives each record type a single hidden class, and the many `{ ...state, x }` copies
// in the rules stay on its fast path; spreading patches of varying shapes would not.

export const withPlayer = (p: PlayerState, patch: Patch<PlayerState> = {}): PlayerState => patched(playerWith(p, p.at, p.gained), patch)

/** A player record from another with its square and its gains given, every other field kept. */
const playerWith = (p: PlayerState, at: Square | null, gained: ReadonlyArray<Gain> | undefined): PlayerState => ({
  id: p.id,
  team: p.team,
  at,
  box: p.box,
  posture: p.posture,
  justStunned: p.justStunned,
  hasActed: p.hasActed,
  lostTackleZones: p.lostTackleZones,
  used: p.used,
  stats: p.stats,
  gained
})

/** The player moved to a square (or off the pitch): the commonest change, without a patch to read. */
export const withPlayerAt = (p: PlayerState, at: Square | null): PlayerState => playerWith(p, at, p.gained)

/** The player with `gained` replaced (undefined: nothing gained), every other field kept. */
export const withGained = (p: PlayerState, gained: ReadonlyArray<Gain> | undefined): PlayerState => playerWith(p, p.at, gained)

/** The player with one more gain. */
export const addGain = (p: PlayerState, gain: Gain): PlayerState => withGained(p, p.gained === undefined ? [gain] : [...p.gained, gain])

/**
 * The player without the gains that lapse at this moment; the same object when nothing lapses.
 * At the end of a drive, what lasts to the end of the next drive now lasts to the end of this new one.
 */
export const lapseGains = (p: PlayerState, until: Lapse): PlayerState => {
  const gained = p.gained
  const renews = until === "drive"
  if (gained === undefined || !gained.some((gain) => gain.until === until || (renews && gain.until === "next-drive"))) return p
  const kept = gained.filter((gain) => gain.until !== until).map((gain): Gain => (renews && gain.until === "next-drive" ? { ...gain, until: "drive" } : gain))
  return withGained(p, kept.length === 0 ? undefined : kept)
}

const teamCopy = (t: TeamState): TeamState => ({
  score: t.score,
  turn: t.turn,
  rerolls: t.rerolls,
  rerollUsedThisTurn: t.rerollUsedThisTurn,
  blitzUsed: t.blitzUsed,
  passUsed: t.passUsed,
  handOffUsed: t.handOffUsed,
  foulUsed: t.foulUsed,
  apothecaries: t.apothecaries,
  fanFactor: t.fanFactor,
  bribes: t.bribes,
  coachEjected: t.coachEjected,
  leaderReroll: t.leaderReroll,
  throwTeamMateUsed: t.throwTeamMateUsed,
  kickTeamMateUsed: t.kickTeamMateUsed,
  potions: t.potions,
  measures: t.measures,
  inducementsUsed: t.inducementsUsed,
  specialRulesUsed: t.specialRulesUsed,
  specialPlays: t.specialPlays
})

export const withTeam = (t: TeamState, patch: Patch<TeamState> = {}): TeamState => patched(teamCopy(t), patch)

// otherBall is set or cleared only by withBalls: a patch cannot say "undefined" there.
export const withState = (s: MatchState, patch: Patch<MatchState> = {}): MatchState => patched(withStack(s, s.stack), patch, "otherBall")

/**
 * The one literal every state after the first is built from, so that all share one hidden class;
 * the builders below name what they replace. Positional rather than a patch object: reading a
 * patch's fields is slow where patches of many shapes pass (model/records.ts).
 */
const stateFrom = (
  s: MatchState,
  seq: number,
  ball: Ball,
  otherBall: Ball | undefined,
  teams: MatchState["teams"],
  players: MatchState["players"],
  stack: MatchState["stack"],
  outcomes: MatchState["outcomes"]
): MatchState => ({
  seq,
  phase: s.phase,
  half: s.half,
  drive: s.drive,
  activeTeam: s.activeTeam,
  kickingTeam: s.kickingTeam,
  firstKickingTeam: s.firstKickingTeam,
  weather: s.weather,
  venue: s.venue,
  stadium: s.stadium,
  placed: s.placed,
  alliances: s.alliances,
  ball,
  otherBall,
  teams,
  players,
  activePlayer: s.activePlayer,
  turnover: s.turnover,
  kickOffEffects: s.kickOffEffects,
  stack,
  outcomes
})

/** The hot-path copies: one field replaced, no patch object to read. */
export const withStack = (s: MatchState, stack: MatchState["stack"]): MatchState => stateFrom(s, s.seq, s.ball, s.otherBall, s.teams, s.players, stack, s.outcomes)

export const withPlayers = (s: MatchState, players: MatchState["players"]): MatchState => stateFrom(s, s.seq, s.ball, s.otherBall, s.teams, players, s.stack, s.outcomes)

/**
 * Every player passed through `change`: a new array only when it changed someone (it returns a
 * new record for them), else the same array, which the states go on sharing.
 */
export const changedPlayers = (players: ReadonlyArray<PlayerState>, change: (player: PlayerState, index: number) => PlayerState): ReadonlyArray<PlayerState> => {
  let changed: Array<PlayerState> | undefined
  for (let i = 0; i < players.length; i++) {
    const player = players[i]!
    const next = change(player, i)
    if (next === player) continue
    changed ??= players.slice()
    changed[i] = next
  }
  return changed ?? players
}

/** The outcomes of an event that derived none, shared by all such states. */
export const NO_OUTCOMES: ReadonlyArray<Outcome> = Object.freeze([])

/** The state at the end of a transition: its seq and the outcomes derived on the way (once per event). */
export const withFolded = (s: MatchState, seq: number, outcomes: MatchState["outcomes"]): MatchState => stateFrom(s, seq, s.ball, s.otherBall, s.teams, s.players, s.stack, outcomes)

export const withTeams = (s: MatchState, teams: MatchState["teams"]): MatchState => stateFrom(s, s.seq, s.ball, s.otherBall, teams, s.players, s.stack, s.outcomes)

/** The ball, always built with its fields in one order. */
export const ballAt = (at: Square | null, carrier: string | null, inPlay: boolean): Ball => ({ at, carrier, inPlay })
/** The ball moved with its carrier (or as it lies) to another square: built, not spread, for the same reason. */
export const ballMovedTo = (ball: Ball, at: Square | null): Ball => ballAt(at, ball.carrier, ball.inPlay)
/** No ball on the pitch (between drives). */
export const NO_BALL: Ball = ballAt(null, null, false)

/** Both balls replaced (Ball Clone's second ball, model/balls.ts): `otherBall` undefined when there is one ball. */
export const withBalls = (s: MatchState, ball: Ball, otherBall: Ball | undefined): MatchState => stateFrom(s, s.seq, ball, otherBall, s.teams, s.players, s.stack, s.outcomes)
