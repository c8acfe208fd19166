/**
 * How big a line may be before the decoder refuses it unread. Real logs are far inside these
 * (the longest bundled line, a four-team header, is about 7,000 characters; no event has an
 * array of more than a dozen items); they exist so that a hostile or broken file costs time
 * and memory in proportion to its size, and a line that would take the schema check minutes or
 * the process's whole memory is one clear error instead. docs/log-format.md, "Limits", says how
 * to raise them.
 */
export interface DecodeLimits {
  /** Characters (UTF-16 code units) in one line, before it is parsed. */
  readonly maxLineLength: number
  /** Items in any one JSON array of a line. */
  readonly maxArrayLength: number
  /** Arrays and objects nested inside each other in a line (the line's own object is depth 1). */
  readonly maxDepth: number
}

export const DEFAULT_LIMITS: DecodeLimits = { maxLineLength: 1_000_000, maxArrayLength: 10_000, maxDepth: 64 }

/** The limits with any given ones in place of the defaults. */
export const decodeLimits = (limits: Partial<DecodeLimits> = {}): DecodeLimits => ({ ...DEFAULT_LIMITS, ...limits })

/** Where a line goes over the array or nesting limit, and why. */
export interface LimitBreach {
  /** 1-based column of the array or object that breaks the limit. */
  readonly column: number
  readonly path: ReadonlyArray<PropertyKey>
  readonly message: string
}

const count = (n: number) => n.toLocaleString("en-US")

interface Open {
  readonly array: boolean
  readonly start: number
  /** Where this container sits in its parent: a key or an index. */
  readonly at: PropertyKey | undefined
  /** The index of the item being read (the commas so far), for an array. */
  index: number
  key: string | undefined
}

const OPEN_BRACE = 123
const CLOSE_BRACE = 125
const OPEN_BRACKET = 91
const CLOSE_BRACKET = 93
const COMMA = 44
const QUOTE = 34
const BACKSLASH = 92

/** The index just past the string that opens at `i`, or the text's length if it never closes. */
const skipString = (text: string, i: number): number => {
  let at = i + 1
  for (;;) {
    const close = text.indexOf('"', at)
    if (close < 0) return text.length
    let slashes = 0
    while (text.charCodeAt(close - 1 - slashes) === BACKSLASH) slashes++
    if (slashes % 2 === 0) return close + 1
    at = close + 1
  }
}

const keyOf = (raw: string): string => {
  try {
    return String(JSON.parse(raw))
  } catch {
    return raw.slice(1, -1)
  }
}

/**
 * The first place a line's JSON goes over the array or nesting limit, or undefined, found by
 * scanning the text without parsing it: a line with an array of millions of items is refused
 * before JSON.parse builds it. One pass with its own stack, so its cost is linear in the line
 * and a deep line cannot overflow the call stack; it stops at the first breach. It does not
 * check the JSON is valid (JSON.parse does that next), only counts brackets outside strings.
 */
export const limitBreach = (text: string, limits: DecodeLimits): LimitBreach | undefined => {
  const open: Array<Open> = []
  const pathTo = (): Array<PropertyKey> => open.slice(1).map((container) => container.at!)
  const breach = (container: Open, message: string): LimitBreach => ({ column: container.start + 1, path: [...pathTo()], message })
  const n = text.length
  for (let i = 0; i < n; i++) {
    const c = text.charCodeAt(i)
    if (c === QUOTE) {
      const end = skipString(text, i)
      const top = open[open.length - 1]
      if (top !== undefined && !top.array && top.key === undefined) top.key = keyOf(text.slice(i, end))
      i = end - 1
    } else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      const parent = open[open.length - 1]
      const container: Open = { array: c === OPEN_BRACKET, start: i, at: parent === undefined ? undefined : parent.array ? parent.index : parent.key, index: 0, key: undefined }
      open.push(container)
      if (open.length > limits.maxDepth) return breach(container, `nested ${count(open.length)} levels deep, over the limit of ${count(limits.maxDepth)}`)
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) {
      open.pop()
    } else if (c === COMMA) {
      const top = open[open.length - 1]
      if (top === undefined) continue
      if (!top.array) top.key = undefined
      else if (++top.index >= limits.maxArrayLength) return breach(top, `an array of more than ${count(limits.maxArrayLength)} items, over the limit`)
    }
  }
  return undefined
}

/** The message for a line over the length limit (the splitter may have kept only its start). */
export const lineTooLong = (limits: DecodeLimits): string =>
  `the line is longer than the limit of ${count(limits.maxLineLength)} characters; it was not read (docs/log-format.md, "Limits", says how to raise it)`

/** The same pointer for the array and nesting limits. */
export const RAISE_LIMITS = `(docs/log-format.md, "Limits", says how to raise it)`
