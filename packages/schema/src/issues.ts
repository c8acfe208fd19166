import { SchemaIssue } from "effect"
import { FORMAT } from "./format.js"
import type { LogErrorCode } from "./log-error.js"
import { STADIUM_OPTIONS, VARIANT_IDS } from "./variant.js"
import { DICE, type DieKind, ROLL_PURPOSES } from "./events/dice.js"

/** One Schema issue, turned into our own words with a code and a location in the line's JSON. */
export interface FieldProblem {
  readonly code: LogErrorCode
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

const standard = SchemaIssue.makeFormatterStandardSchemaV1()

/** `teams[0].players[2].ma`, the way a reader writes a path into a JSON value. */
export const formatPath = (path: ReadonlyArray<PropertyKey>): string =>
  path
    .map((key, i) => (typeof key === "number" ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join("")

const valueAt = (root: unknown, path: ReadonlyArray<PropertyKey>): unknown => {
  let value = root
  for (const key of path) {
    if (value === null || typeof value !== "object") return undefined
    value = (value as Record<PropertyKey, unknown>)[key]
  }
  return value
}

/** A short JSON rendering of a value for messages; never fails, however deep the value. */
export const show = (value: unknown): string => {
  if (value === undefined) return "nothing"
  let text: string
  try {
    text = JSON.stringify(value)
  } catch {
    text = Array.isArray(value) ? "[…]" : typeof value === "object" && value !== null ? "{…}" : String(value)
  }
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}

const list = (items: ReadonlyArray<string>) => items.join(", ")

const lower = (message: string) => message.replace(/^Expected/, "expected")

/** Levenshtein distance, to suggest what a typo meant. */
export const editDistance = (a: string, b: string): number => {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0]!
    row[0] = i
    for (let j = 1; j <= b.length; j++) {
      const current = row[j]!
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1))
      previous = current
    }
  }
  return row[b.length]!
}

/** ` (did you mean "x"?)` when one known word is close to the given one. */
export const suggest = (word: string, known: ReadonlyArray<string>): string => {
  // Anything longer than every real word is not a typo worth a suggestion (and is slow to compare).
  if (word.length > 60) return ""
  let best: string | undefined
  let bestDistance = Infinity
  for (const candidate of known) {
    const d = editDistance(word.toLowerCase(), candidate.toLowerCase())
    if (d < bestDistance) {
      best = candidate
      bestDistance = d
    }
  }
  return best !== undefined && bestDistance <= Math.max(2, word.length / 3) ? ` (did you mean "${best}"?)` : ""
}

/**
 * Rewrites a Schema issue tree as problems a coach or a tool author can act on: which field,
 * what was expected, what was there. Known places (format, variant, options, dice) get their
 * own codes and messages; everything else says what Schema expected and what it got.
 */
export const describeIssue = (issue: SchemaIssue.Issue, input: unknown): Array<FieldProblem> =>
  standard(issue).issues.map(({ path: rawPath, message }): FieldProblem => {
    const path = (rawPath ?? []).map((segment) => (typeof segment === "object" ? segment.key : segment))
    const actual = valueAt(input, path)
    const [first, second] = path
    if (path.length === 0 && (input as { _tag?: unknown })._tag === "DiceRolled") {
      // The union of die kinds found no member: the die itself is missing or unknown.
      const die = valueAt(input, ["die"])
      return die === undefined
        ? { code: "missing-field", path: ["die"], message: `missing required field "die"` }
        : { code: "invalid-field", path: ["die"], message: `unknown die ${show(die)} (dice: ${list(Object.keys(DICE))})` }
    }
    if (message === "Missing key") {
      return { code: "missing-field", path, message: `missing required field "${String(path.at(-1))}"` }
    }
    if (message === "Expected no excess property") {
      if (first === "options" && path.length === 2) {
        return {
          code: "unknown-option",
          path,
          message: `unknown match option "${String(second)}" (options are pitch, mode, stadium, home, knockout and exhibition)`
        }
      }
      return { code: "unknown-field", path, message: `unknown field "${String(path.at(-1))}"` }
    }
    if (path.length === 1 && first === "format") {
      return { code: "unsupported-format", path, message: `unsupported format ${show(actual)}: this reader reads "${FORMAT}"` }
    }
    if (path.length === 1 && first === "variant") {
      return { code: "unknown-variant", path, message: `unknown variant ${show(actual)} (known: ${list(VARIANT_IDS)})` }
    }
    if (first === "options" && path.length === 2) {
      if (second === "stadium" && typeof actual === "string") {
        return { code: "unknown-option", path, message: `unknown stadium attribute ${show(actual)}${suggest(actual, STADIUM_OPTIONS)} (see docs/log-format.md for the 24 attributes, or "random")` }
      }
      if (!message.startsWith("Expected")) {
        // A rule of the header's own (an option that belongs to another variant, a missing mode).
        return { code: actual === undefined ? "inconsistent-header" : "unknown-option", path, message }
      }
      return { code: "unknown-option", path, message: `option "${String(second)}": ${lower(message.replace(/, got .*$/, ""))}, got ${show(actual)}` }
    }
    if (path.length === 1 && first === "for" && typeof actual === "string") {
      return { code: "invalid-field", path, message: `unknown roll purpose ${show(actual)}${suggest(actual, ROLL_PURPOSES)}` }
    }
    if (first === "faces") {
      const die = valueAt(input, ["die"])
      const spec = typeof die === "string" && die in DICE ? DICE[die as DieKind] : undefined
      const wellTyped = path.length === 1 ? Array.isArray(actual) : Number.isInteger(actual)
      if (spec !== undefined && wellTyped) {
        const [min, max] = spec.count
        const count = min === max ? `${min}` : `${min} to ${max}`
        return path.length === 1
          ? { code: "dice-out-of-range", path, message: `a ${die} roll has ${count} face${max > 1 ? "s" : ""}, got ${show(actual)}` }
          : { code: "dice-out-of-range", path, message: `a ${die} shows 1 to ${spec.sides}, got ${show(actual)}` }
      }
    }
    if (first === "teams" || message.startsWith("option ") || message.includes(" is used twice") || message.includes("already used")) {
      if (!message.startsWith("Expected")) return { code: "inconsistent-header", path, message }
    }
    const got = message.includes(", got ") ? message : `${message}, got ${show(actual)}`
    return { code: "invalid-field", path, message: lower(got) }
  })

/** The 1-based column where a path's last key appears in the raw line, or 1 when it cannot be found. */
export const columnOf = (text: string, path: ReadonlyArray<PropertyKey>): number => {
  let from = 0
  let found = -1
  for (const key of path) {
    if (typeof key !== "string") continue
    const at = text.indexOf(`${JSON.stringify(key)}:`, from)
    if (at < 0) break
    found = at
    from = at + 1
  }
  return found + 1 > 0 ? found + 1 : 1
}
