import { FfbImportError } from "./import-error.js"
import type { FfbReplay } from "./replay.js"

/**
 * The shape check of a parsed FFB replay, before anything is converted: every field the header
 * builder and the converter rely on is there and of the type they read. A replay that fails is
 * refused with one FfbShapeError naming the JSON path, never a TypeError deep in the converter.
 *
 * What is optional follows FFB's own writers (christerk/ffb): every `toJsonValue` writes each of
 * its fields, a null Java string or object as JSON null (JsonAbstractOption.addValueTo), so a
 * string FFB fills in may be null; ServerCommandModelSync writes `modelChangeList` and
 * `reportList` only when it has them, ModelChangeList always its `modelChangeArray`, and
 * ReportList.initFrom reads a missing `reports` as none. Fields newer FFB versions added
 * (`dedicatedFans`, `specialRules`…) may be absent from older replays and stay optional.
 * Report fields are not checked here: the converter reads them through `num`, `str`… of
 * replay.ts, which take a mistyped field as absent.
 *
 * Hand-written rather than an effect Schema: it walks tens of thousands of commands, model
 * changes and reports, and must cost a small part of the JSON.parse before it (the import stays
 * within 2× JSON.parse, scripts/bench-import.mjs).
 */
export class FfbShapeError extends FfbImportError {
  constructor(
    /** Where in the replay's JSON, as `game.teamHome.playerArray[3].playerNr`. */
    readonly path: string,
    readonly expected: string,
    found: unknown
  ) {
    super(`${path}: expected ${expected}, found ${describe(found)}`)
  }
}

/** What a value is, for a message: `null`, `nothing`, `a string ("12")`, `an array`… */
const describe = (value: unknown): string => {
  if (value === undefined) return "nothing"
  if (value === null) return "null"
  if (Array.isArray(value)) return "an array"
  if (typeof value === "object") return "an object"
  if (typeof value === "string") return `a string (${JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value)})`
  if (typeof value === "number") return `a number (${value})`
  return `a ${typeof value} (${String(value)})`
}

type Json = Readonly<Record<string, unknown>>

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)
// FFB writes counts, numbers and stats from Java ints.
const isInteger = (value: unknown): value is number => Number.isInteger(value)

const AN_OBJECT = "an object"
const AN_ARRAY = "an array"
const AN_INTEGER = "a whole number"
const A_STRING = "a string"
const A_STRING_OR_NULL = "a string or null"
const A_BOOLEAN = "a boolean"

const object = (value: unknown, path: string, expected = AN_OBJECT): Json => {
  if (!isObject(value)) throw new FfbShapeError(path, expected, value)
  return value
}

const array = (value: unknown, path: string, expected = AN_ARRAY): ReadonlyArray<unknown> => {
  if (!Array.isArray(value)) throw new FfbShapeError(path, expected, value)
  return value
}

/** A field that must be there, of one type. */
const required = (parent: Json, key: string, path: string, expected: string, ok: (value: unknown) => boolean) => {
  const value = parent[key]
  if (!ok(value)) throw new FfbShapeError(`${path}.${key}`, expected, value)
}

/** A field that may be absent (older FFB versions lack it) but has this type when there. */
const optional = (parent: Json, key: string, path: string, expected: string, ok: (value: unknown) => boolean) => {
  const value = parent[key]
  if (value !== undefined && !ok(value)) throw new FfbShapeError(`${path}.${key}`, expected, value)
}

const isString = (value: unknown) => typeof value === "string"
const isStringOrNull = (value: unknown) => value === null || typeof value === "string"

/** Each element of an optional array field, checked by `each` (given its path). */
const elements = (parent: Json, key: string, path: string, each: (value: unknown, path: string) => void) => {
  const value = parent[key]
  if (value === undefined || value === null) return
  array(value, `${path}.${key}`).forEach((element, i) => each(element, `${path}.${key}[${i}]`))
}

const position = (value: unknown, path: string) => {
  const position = object(value, path)
  required(position, "positionId", path, A_STRING, isString)
  optional(position, "positionName", path, A_STRING_OR_NULL, isStringOrNull)
  elements(position, "skillArray", path, (skill, at) => {
    if (typeof skill !== "string") throw new FfbShapeError(at, A_STRING, skill)
  })
  elements(position, "skillValues", path, (skill, at) => {
    if (!isStringOrNull(skill)) throw new FfbShapeError(at, A_STRING_OR_NULL, skill)
  })
}

const player = (value: unknown, path: string) => {
  const player = object(value, path)
  required(player, "playerId", path, A_STRING, isString)
  required(player, "playerNr", path, AN_INTEGER, isInteger)
  required(player, "playerName", path, A_STRING_OR_NULL, isStringOrNull)
  required(player, "positionId", path, A_STRING_OR_NULL, isStringOrNull)
  optional(player, "playerType", path, A_STRING_OR_NULL, isStringOrNull)
  optional(player, "playerStatus", path, A_STRING_OR_NULL, isStringOrNull)
  for (const stat of ["movement", "strength", "agility", "passing", "armour"]) required(player, stat, path, AN_INTEGER, isInteger)
  elements(player, "skillArray", path, (skill, at) => {
    if (typeof skill !== "string") throw new FfbShapeError(at, A_STRING, skill)
  })
  const values = player.skillValuesMap
  if (values !== undefined && values !== null) {
    const map = object(values, `${path}.skillValuesMap`)
    for (const skill in map) if (!isStringOrNull(map[skill])) throw new FfbShapeError(`${path}.skillValuesMap.${skill}`, A_STRING_OR_NULL, map[skill])
  }
}

const team = (value: unknown, path: string) => {
  const team = object(value, path)
  required(team, "teamId", path, A_STRING, isString)
  required(team, "teamName", path, A_STRING_OR_NULL, isStringOrNull)
  optional(team, "coach", path, A_STRING_OR_NULL, isStringOrNull)
  optional(team, "race", path, A_STRING_OR_NULL, isStringOrNull)
  required(team, "reRolls", path, AN_INTEGER, isInteger)
  for (const count of ["apothecaries", "cheerleaders", "assistantCoaches", "dedicatedFans", "teamValue"]) optional(team, count, path, AN_INTEGER, isInteger)
  elements(team, "specialRules", path, () => {})
  array(team.playerArray, `${path}.playerArray`).forEach((entry, i) => player(entry, `${path}.playerArray[${i}]`))
  if (team.roster !== undefined && team.roster !== null) {
    const roster = object(team.roster, `${path}.roster`)
    optional(roster, "rosterName", `${path}.roster`, A_STRING_OR_NULL, isStringOrNull)
    elements(roster, "positionArray", `${path}.roster`, position)
  }
}

const turnData = (value: unknown, path: string) => {
  if (value === undefined || value === null) return
  const data = object(value, path)
  if (data.inducementSet === undefined || data.inducementSet === null) return
  const set = object(data.inducementSet, `${path}.inducementSet`)
  elements(set, "inducementArray", `${path}.inducementSet`, (entry, at) => {
    const inducement = object(entry, at)
    optional(inducement, "inducementType", at, A_STRING_OR_NULL, isStringOrNull)
    optional(inducement, "value", at, AN_INTEGER, isInteger)
  })
}

const gameResult = (value: unknown, path: string) => {
  if (value === undefined || value === null) return
  const result = object(value, path)
  for (const side of ["teamResultHome", "teamResultAway"]) {
    if (result[side] === undefined || result[side] === null) continue
    optional(object(result[side], `${path}.${side}`), "conceded", `${path}.${side}`, A_BOOLEAN, (v) => typeof v === "boolean")
  }
}

const gameOptions = (value: unknown, path: string) => {
  if (value === undefined || value === null) return
  elements(object(value, path), "gameOptionArray", path, (entry, at) => {
    const option = object(entry, at)
    required(option, "gameOptionId", at, A_STRING, isString)
    // FFB's GameOptionAbstract writes every value as text ("BB2020", "240", "true").
    required(option, "gameOptionValue", at, A_STRING_OR_NULL, isStringOrNull)
  })
}

const COMMANDS = "gameLog.commandArray"

/**
 * The command stream: the hot loop (thousands of commands), so paths are built only on failure.
 * A command's model changes and reports must be objects with their ids; their other fields are
 * read defensively by the converter.
 */
const commands = (value: unknown) => {
  const list = array(value, COMMANDS, "an array (the command stream)")
  for (let i = 0; i < list.length; i++) {
    const command = list[i]
    if (!isObject(command)) throw new FfbShapeError(`${COMMANDS}[${i}]`, AN_OBJECT, command)
    if (command.commandNr !== undefined && !isInteger(command.commandNr)) throw new FfbShapeError(`${COMMANDS}[${i}].commandNr`, AN_INTEGER, command.commandNr)
    const changeList = command.modelChangeList
    if (changeList !== undefined && changeList !== null) {
      if (!isObject(changeList)) throw new FfbShapeError(`${COMMANDS}[${i}].modelChangeList`, AN_OBJECT, changeList)
      const changes = changeList.modelChangeArray
      if (!Array.isArray(changes)) throw new FfbShapeError(`${COMMANDS}[${i}].modelChangeList.modelChangeArray`, AN_ARRAY, changes)
      for (let c = 0; c < changes.length; c++) {
        const change = changes[c]
        if (!isObject(change)) throw new FfbShapeError(`${COMMANDS}[${i}].modelChangeList.modelChangeArray[${c}]`, AN_OBJECT, change)
        if (typeof change.modelChangeId !== "string") throw new FfbShapeError(`${COMMANDS}[${i}].modelChangeList.modelChangeArray[${c}].modelChangeId`, A_STRING, change.modelChangeId)
        const key = change.modelChangeKey
        if (key !== undefined && key !== null && typeof key !== "string") throw new FfbShapeError(`${COMMANDS}[${i}].modelChangeList.modelChangeArray[${c}].modelChangeKey`, A_STRING_OR_NULL, key)
      }
    }
    const reportList = command.reportList
    if (reportList !== undefined && reportList !== null) {
      if (!isObject(reportList)) throw new FfbShapeError(`${COMMANDS}[${i}].reportList`, AN_OBJECT, reportList)
      const reports = reportList.reports
      if (reports === undefined || reports === null) continue
      if (!Array.isArray(reports)) throw new FfbShapeError(`${COMMANDS}[${i}].reportList.reports`, AN_ARRAY, reports)
      for (let r = 0; r < reports.length; r++) {
        const report = reports[r]
        if (!isObject(report)) throw new FfbShapeError(`${COMMANDS}[${i}].reportList.reports[${r}]`, AN_OBJECT, report)
        if (typeof report.reportId !== "string") throw new FfbShapeError(`${COMMANDS}[${i}].reportList.reports[${r}].reportId`, A_STRING, report.reportId)
      }
    }
  }
}

/** Replays already checked (a replay parsed by parseReplayText is not walked again by importReplay). */
const checked = new WeakSet<object>()

/** Checks the shape of a parsed replay (see above) and returns it typed, or throws FfbShapeError. */
export const checkReplayShape = (json: unknown): FfbReplay => {
  if (typeof json === "object" && json !== null && checked.has(json)) return json as FfbReplay
  if (!isObject(json)) throw new FfbShapeError("the replay", "a JSON object", json)
  const game = object(json.game, "game", "an object (the match's final state)")
  optional(game, "gameId", "game", "a whole number or a string", (v) => isInteger(v) || typeof v === "string")
  optional(game, "started", "game", A_STRING_OR_NULL, isStringOrNull)
  team(game.teamHome, "game.teamHome")
  team(game.teamAway, "game.teamAway")
  turnData(game.turnDataHome, "game.turnDataHome")
  turnData(game.turnDataAway, "game.turnDataAway")
  gameResult(game.gameResult, "game.gameResult")
  gameOptions(game.gameOptions, "game.gameOptions")
  commands(object(json.gameLog, "gameLog").commandArray)
  checked.add(json)
  return json as unknown as FfbReplay
}
