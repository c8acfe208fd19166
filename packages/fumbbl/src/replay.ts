import { FfbImportError } from "./import-error.js"
import { checkReplayShape } from "./replay-shape.js"

/**
 * The parts of an FFB (FUMBBL client) replay this importer reads. A replay is one JSON object:
 * `game` is the match as it stood at the end, `gameLog.commandArray` every `serverModelSync`
 * command the server sent, in order. Only the fields used here are typed; everything else is
 * left as unknown and never trusted.
 */
export interface FfbReplay {
  readonly game: FfbGame
  readonly gameLog: { readonly commandArray: ReadonlyArray<FfbCommand> }
}

export interface FfbGame {
  readonly gameId?: number | string | null
  readonly started?: string | null
  readonly finished?: string | null
  readonly teamHome: FfbTeam
  readonly teamAway: FfbTeam
  readonly turnDataHome?: FfbTurnData
  readonly turnDataAway?: FfbTurnData
  readonly gameResult?: FfbGameResult
  readonly gameOptions?: { readonly gameOptionArray?: ReadonlyArray<{ readonly gameOptionId: string; readonly gameOptionValue: string | null }> }
}

export interface FfbTurnData {
  readonly inducementSet?: { readonly inducementArray?: ReadonlyArray<{ readonly inducementType?: string | null; readonly value?: number | null; readonly uses?: number }> } | null
}

export interface FfbTeam {
  readonly teamId: string
  readonly teamName: string | null
  readonly coach?: string | null
  readonly race?: string | null
  readonly reRolls: number
  readonly apothecaries?: number
  readonly cheerleaders?: number
  readonly assistantCoaches?: number
  readonly dedicatedFans?: number
  readonly teamValue?: number
  /** The team's special rules, as FFB's SpecialRule names (`SYLVANIAN_SPOTLIGHT`, `FAVOURED_OF_NURGLE`…). */
  readonly specialRules?: ReadonlyArray<string>
  readonly playerArray: ReadonlyArray<FfbPlayer>
  readonly roster?: { readonly rosterName?: string | null; readonly positionArray?: ReadonlyArray<FfbPosition> }
}

export interface FfbPosition {
  readonly positionId: string
  readonly positionName?: string | null
  readonly skillArray?: ReadonlyArray<string>
  readonly skillValues?: ReadonlyArray<string | null>
}

export interface FfbPlayer {
  readonly playerId: string
  readonly playerNr: number
  readonly playerName: string | null
  readonly positionId: string | null
  readonly playerType?: string | null
  readonly playerStatus?: string | null
  readonly movement: number
  readonly strength: number
  readonly agility: number
  readonly passing: number
  readonly armour: number
  readonly skillArray?: ReadonlyArray<string>
  readonly skillValuesMap?: Readonly<Record<string, string | null>>
  readonly recoveringInjury?: unknown
}

export interface FfbGameResult {
  readonly teamResultHome: FfbTeamResult
  readonly teamResultAway: FfbTeamResult
}

export interface FfbTeamResult {
  readonly score: number
  readonly conceded?: boolean
  readonly badlyHurtSuffered?: number
  readonly seriousInjurySuffered?: number
  readonly ripSuffered?: number
  readonly playerResults: ReadonlyArray<{ readonly playerId: string; readonly touchdowns: number; readonly seriousInjury?: string | null }>
}

export interface FfbCommand {
  readonly netCommandId?: string
  readonly commandNr?: number
  readonly modelChangeList?: { readonly modelChangeArray?: ReadonlyArray<FfbModelChange> }
  readonly reportList?: { readonly reports?: ReadonlyArray<FfbReport> }
}

export interface FfbModelChange {
  readonly modelChangeId: string
  readonly modelChangeKey?: string | null
  readonly modelChangeValue?: unknown
}

/** A report: its id, and fields that depend on the id (read through the helpers below). */
export interface FfbReport {
  readonly reportId: string
  readonly [field: string]: unknown
}

export { FfbImportError } from "./import-error.js"

/** Gzip's first two bytes: how a `.gz` replay is told from plain JSON. */
export const isGzip = (bytes: Uint8Array): boolean => bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b

/** Parses a replay's JSON text (already unzipped). Works anywhere: no Node or browser API. */
export const parseReplayText = (text: string): FfbReplay => {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new FfbImportError(`the replay is not valid JSON: ${cause instanceof Error ? cause.message : String(cause)}`)
  }
  return asReplay(json)
}

/**
 * Whether a text looks like an FFB replay rather than a sidelines/1 log: one JSON object with a
 * command stream. Cheap (no parse), so a viewer can route a dropped file before reading it fully.
 */
export const looksLikeFfbReplay = (text: string): boolean => /^\s*\{/.test(text) && text.includes('"gameLog"') && !text.includes('"_tag":"MatchStarted"')

/**
 * Checks the shape of a parsed replay (replay-shape.ts): every field the importer relies on is
 * there and of its type, or FfbShapeError names the JSON path of the first that is not.
 */
export const asReplay = (json: unknown): FfbReplay => {
  // The version first: a BB2016 replay lacks fields BB2020 has (a player's `passing`), and is
  // to be refused by its version, not as a malformed BB2020 one.
  refuseOtherRules(json)
  return checkReplayShape(json)
}

/**
 * Refuses a replay whose game options name another rules version (or none), read leniently from
 * any JSON: when the options themselves are not of FFB's shape, the shape check names them.
 */
const refuseOtherRules = (json: unknown): void => {
  const options = (json as { game?: { gameOptions?: { gameOptionArray?: unknown } } } | null)?.game?.gameOptions?.gameOptionArray
  if (!Array.isArray(options) || !options.every((option) => typeof option === "object" && option !== null)) return
  const version = (options as ReadonlyArray<{ gameOptionId?: unknown; gameOptionValue?: unknown }>).find((option) => option.gameOptionId === "rulesVersion")?.gameOptionValue
  // A mistyped value is the shape check's to name.
  if (version !== undefined && version !== null && typeof version !== "string") return
  checkVersion(typeof version === "string" ? version : undefined)
}

/** The value of one game option, or undefined when the replay does not set it. */
export const gameOption = (game: FfbGame, id: string): string | undefined =>
  game.gameOptions?.gameOptionArray?.find((option) => option.gameOptionId === id)?.gameOptionValue ?? undefined

/** The rules version the match was played under (`rulesVersion` game option), or undefined. */
export const rulesVersionOf = (replay: FfbReplay): string | undefined => gameOption(replay.game, "rulesVersion")

/** The rules versions this importer reads. */
export const SUPPORTED_RULES = ["BB2020"] as const

/** Refuses a replay of any rules version but BB2020, naming the version it found. */
export const checkRulesVersion = (replay: FfbReplay): void => checkVersion(rulesVersionOf(replay))

const checkVersion = (version: string | undefined): void => {
  if (version === undefined) {
    throw new FfbImportError("the replay names no rules version (no rulesVersion game option): it is probably a BB2016 (LRB6) match, which this importer does not read; only BB2020 is supported")
  }
  if (!(SUPPORTED_RULES as ReadonlyArray<string>).includes(version)) {
    throw new FfbImportError(`the replay was played under ${version} rules; only BB2020 is supported`)
  }
}

// ---- reading report fields ----

export const str = (report: FfbReport, field: string): string | null => {
  const value = report[field]
  return typeof value === "string" ? value : null
}

export const num = (report: FfbReport, field: string): number | null => {
  const value = report[field]
  return typeof value === "number" && Number.isFinite(value) ? value : null
}

export const bool = (report: FfbReport, field: string): boolean | null => {
  const value = report[field]
  return typeof value === "boolean" ? value : null
}

export const nums = (report: FfbReport, field: string): ReadonlyArray<number> | null => {
  const value = report[field]
  // FFB's number arrays are dice and indices: whole numbers.
  return Array.isArray(value) && value.every((v) => Number.isInteger(v)) ? (value as ReadonlyArray<number>) : null
}

export const strs = (report: FfbReport, field: string): ReadonlyArray<string> => {
  const value = report[field]
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : []
}

/** The objects of an array field (FFB's nested records: KO recoveries, a dialog's block rolls); anything else in it is left out. */
export const records = (value: unknown): ReadonlyArray<FfbReport> =>
  Array.isArray(value) ? value.filter((v): v is FfbReport => typeof v === "object" && v !== null && !Array.isArray(v)) : []
