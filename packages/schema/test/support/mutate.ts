/**
 * Seeded random mutations of NDJSON match logs, for the decoder fuzz test.
 *
 * Everything here is driven by one small PRNG (mulberry32) so that a failing case can be
 * replayed exactly from its seed and case number. Mutations work at four levels: UTF-16 text,
 * UTF-8 bytes, whole lines, and the parsed JSON of one line.
 */

/** A seeded source of randomness. `next()` is uniform in [0, 1). */
export interface Rng {
  next(): number
  /** An integer in [0, n). */
  int(n: number): number
  /** An integer in [min, max]. */
  between(min: number, max: number): number
  chance(p: number): boolean
  pick<T>(items: ReadonlyArray<T>): T
}

/** mulberry32: a tiny, fast 32-bit PRNG; plenty for fuzzing, and trivially reproducible. */
export const mulberry32 = (seed: number): Rng => {
  let state = seed >>> 0
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const rng: Rng = {
    next,
    int: (n) => Math.floor(next() * n),
    between: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error("pick from an empty list")
      return items[Math.floor(next() * items.length)]!
    }
  }
  return rng
}

/** The seed of one case, mixed from the run's seed and the case number (so cases replay alone). */
export const caseSeed = (runSeed: number, caseNumber: number): number => {
  let h = (runSeed ^ Math.imul(caseNumber + 1, 0x9e3779b1)) >>> 0
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return (h ^ (h >>> 16)) >>> 0
}

/** Parses FUZZ_SEED-style text: decimal or 0x-hex; anything else falls back to the default. */
export const parseSeed = (text: string | undefined, fallback: number): number => {
  if (text === undefined || text.trim() === "") return fallback
  const value = Number(text.trim())
  return Number.isFinite(value) ? value >>> 0 : fallback
}

// ---------------------------------------------------------------------------------------------
// Random material

/** Single UTF-16 units and pairs that tend to upset text handling. */
const ODD_CHARS: ReadonlyArray<string> = [
  "\u0000", "\u0001", "\u0008", "\t", "\n", "\u000b", "\u000c", "\r", "\u001b", "\u001f", "\u007f",
  " ", "\"", "\\", "/", "{", "}", "[", "]", ",", ":", "0", "9", "-", "+", ".", "e", "E", "a", "z",
  "\u00a0", "\u00e9", "\u0085", "\u2028", "\u2029", "\u20ac", "\ufeff", "\ufffd", "\uffff",
  "\ud800", "\udc00", "\ud83d\ude00", "\u{10ffff}"
]

/** Fragments a JSON-aware fuzzer would try: structure, literals, keys of the format, odd numbers. */
const TOKENS: ReadonlyArray<string> = [
  "{", "}", "[", "]", ",", ":", "\"", "\\", "\\u", "\\ud800", "\\u0000", "null", "true", "false",
  "0", "-0", "1e309", "-1e309", "1.5", "9007199254740993", "NaN", "Infinity", "0x10", "01",
  "\"_tag\":", "\"seq\":", "\"MatchStarted\"", "\"DiceRolled\"", "\"__proto__\":", "\"claimed\":{}",
  "{}", "[]", "\"\"", "  ", "\t", "\r", "\r\n", "\n", "\n\n", "\ufeff",
  // V8 reports JSON syntax errors "at position N"; text that merely looks like that is fair game.
  "\"at position 99999\"", "at position 7"
]

const KNOWN_TAGS: ReadonlyArray<string> = [
  "MatchStarted", "CoinTossCalled", "KickOrReceiveChosen", "InducementUsed", "PlayerPlaced", "SetupEnded",
  "KickAimed", "TouchbackGiven", "ActionDeclared", "PlayerStoodUp", "PlayerMoved", "ActionEnded",
  "BlockThrown", "BlockDieChosen", "PushChosen", "FollowUpChosen", "FoulCommitted", "PassAimed",
  "HandedOff", "TeamMateThrown", "RerollUsed", "RerollDeclined", "SkillUsed", "SkillDeclined",
  "ApothecaryUsed", "ApothecaryDeclined", "CallArgued", "TurnEnded", "MatchConceded", "DiceRolled"
]

const KEYS: ReadonlyArray<string> = [
  "_tag", "seq", "player", "target", "team", "to", "at", "die", "faces", "for", "claimed", "result",
  "success", "face", "follow", "jump", "action", "source", "skill", "x", "", "__proto__", "constructor",
  "toString", "hasOwnProperty", "teams", "players", "format", "variant", "options", "stadium", "id",
  "\u0000", "\ud800", "seq ", "SEQ"
]

const STRINGS: ReadonlyArray<string> = [
  "", "o1", "h5", "zz", "orcs", "humans", "d6", "block", "2d6", "dodge", "success", "sidelines/1",
  "sidelines/2", "blood-bowl", "Blood-Bowl", " ", "\u0000", "\ud800", "\ud83d\ude00", "\u00e9t\u00e9",
  "a\nb", "\"", "\\", "1", "true", "null", "NaN", "-Infinity", "1e3", "__proto__"
]

const NUMBERS: ReadonlyArray<number> = [
  0, -0, 1, -1, 2, 3, 6, 7, 63, 64, 99, 100, -20, 31, 0.5, 1.5, -2.5, 1e-7, 1e21, 2 ** 31, -(2 ** 31),
  2 ** 53 - 1, 2 ** 53, 2 ** 53 + 2, Number.MAX_VALUE, -Number.MAX_VALUE, Number.MIN_VALUE
]

/** Numbers written as text, some of them not JSON at all. */
const NUMBER_TEXTS: ReadonlyArray<string> = [
  "-1", "0", "-0", "1.5", "1e400", "-1e400", "1E2", "01", "00", "1.", ".5", "+1", "NaN", "Infinity",
  "0x10", "1_000", "9007199254740993", "18446744073709551616", "\"1\"", "\"NaN\"", "1e-400", "2e0"
]

/**
 * A value that becomes deeply nested JSON text after serialisation. Deep values are spliced in as
 * text because JSON.stringify itself overflows the stack on them.
 */
const DEEP_MARKER = "\u0000fuzz-deep:"

const randomString = (rng: Rng): string => {
  switch (rng.int(5)) {
    case 0:
      return rng.pick(STRINGS)
    case 1:
      return rng.pick(KNOWN_TAGS)
    case 2: {
      let out = ""
      const length = rng.between(0, 70)
      for (let i = 0; i < length; i++) out += rng.pick(ODD_CHARS)
      return out
    }
    case 3:
      return "x".repeat(rng.pick([59, 60, 61, 63, 64, 65, 120, 121, 500, 501, 1000]))
    default:
      return rng.pick(KEYS)
  }
}

/** A random JSON value, mostly small, occasionally long or deeply nested. */
export const randomJsonValue = (rng: Rng, depth = 0): unknown => {
  const roll = rng.int(100)
  if (roll < 12) return null
  if (roll < 22) return rng.chance(0.5)
  if (roll < 40) return rng.chance(0.7) ? rng.pick(NUMBERS) : (rng.next() - 0.5) * 10 ** rng.between(0, 25)
  if (roll < 60) return randomString(rng)
  if (roll < 62) return `${DEEP_MARKER}${rng.pick(["[", "{"])}${rng.pick([2, 50, 1_000, 5_000, 20_000, 100_000])}`
  if (roll < 63) return "y".repeat(100 * 1024)
  if (depth > 4) return randomString(rng)
  if (roll < 82) {
    const length = rng.between(0, 4)
    return Array.from({ length }, () => randomJsonValue(rng, depth + 1))
  }
  const object: Record<string, unknown> = {}
  const size = rng.between(0, 4)
  for (let i = 0; i < size; i++) defineKey(object, rng.pick(KEYS), randomJsonValue(rng, depth + 1))
  return object
}

/** Sets a key as an own data property, even `__proto__`, the way JSON.parse does. */
const defineKey = (object: Record<string, unknown>, key: string, value: unknown) => {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true })
}

const deepText = (open: string, depth: number): string =>
  open === "["
    ? "[".repeat(depth) + "]".repeat(depth)
    : "{\"a\":".repeat(depth) + "0" + "}".repeat(depth)

/** JSON.stringify, with deep-nesting markers replaced by the nested text they stand for. */
export const serialise = (value: unknown): string => {
  const text = JSON.stringify(value) ?? "null"
  if (!text.includes("\\u0000fuzz-deep:")) return text
  return text.replace(/"\\u0000fuzz-deep:([[{])(\d+)"/g, (_, open: string, depth: string) => deepText(open, Number(depth)))
}

// ---------------------------------------------------------------------------------------------
// Helpers on lines and JSON paths

const NEWLINE = /\n/

const splitLines = (text: string): Array<string> => text.split(NEWLINE)

/** A random index of a line that holds something (not the empty tail after the last newline). */
const pickLine = (rng: Rng, lines: ReadonlyArray<string>): number => {
  const candidates = lines.flatMap((line, i) => (line.trim() === "" ? [] : [i]))
  return candidates.length === 0 ? rng.int(lines.length) : rng.pick(candidates)
}

type Container = Record<string, unknown> | Array<unknown>
type Slot = { readonly parent: Container; readonly key: string | number }

const isContainer = (value: unknown): value is Container => typeof value === "object" && value !== null

/** Every (parent, key) in a parsed value, so one can be picked at random. */
const slotsOf = (root: unknown): Array<Slot> => {
  const out: Array<Slot> = []
  const visit = (value: unknown) => {
    if (Array.isArray(value)) {
      value.forEach((item, i) => {
        out.push({ parent: value, key: i })
        visit(item)
      })
    } else if (isContainer(value)) {
      for (const [key, item] of Object.entries(value)) {
        out.push({ parent: value, key })
        visit(item)
      }
    }
  }
  visit(root)
  return out
}

const containersOf = (root: unknown): Array<Container> => {
  const out: Array<Container> = []
  const visit = (value: unknown) => {
    if (!isContainer(value)) return
    out.push(value)
    for (const child of Array.isArray(value) ? value : Object.values(value)) visit(child)
  }
  visit(root)
  return out
}

const getSlot = ({ parent, key }: Slot): unknown => (parent as Record<string | number, unknown>)[key]
const setSlot = ({ parent, key }: Slot, value: unknown) => {
  if (Array.isArray(parent)) parent[key as number] = value
  else defineKey(parent, String(key), value)
}

const kindOf = (value: unknown): string => (value === null ? "null" : Array.isArray(value) ? "array" : typeof value)

/** Runs `edit` on the parsed JSON of one random line; lines that do not parse are left alone. */
const onJsonLine = (edit: (root: Record<string, unknown>, rng: Rng) => string | undefined) =>
  (text: string, rng: Rng): string => {
    const lines = splitLines(text)
    const index = pickLine(rng, lines)
    const raw = lines[index]!
    const bom = raw.startsWith("\ufeff")
    const crlf = raw.endsWith("\r")
    let root: unknown
    try {
      root = JSON.parse(raw.slice(bom ? 1 : 0, crlf ? -1 : undefined))
    } catch {
      return text
    }
    if (!isContainer(root) || Array.isArray(root)) return text
    let replaced: string | undefined
    try {
      replaced = edit(root, rng)
    } catch (cause) {
      // A line an earlier mutation nested too deeply to walk or re-serialise: leave it be.
      if (cause instanceof RangeError) return text
      throw cause
    }
    if (replaced === undefined) return text
    lines[index] = (bom ? "\ufeff" : "") + replaced + (crlf ? "\r" : "")
    return lines.join("\n")
  }

// ---------------------------------------------------------------------------------------------
// Mutations

export interface Mutation {
  readonly name: string
  readonly apply: (text: string, rng: Rng) => string
}

const at = (rng: Rng, text: string) => rng.int(text.length + 1)

const utf8 = new TextEncoder()
/** Bytes become text the way a file read with encoding "utf8" does: bad sequences become U+FFFD. */
const fromUtf8 = new TextDecoder("utf-8", { fatal: false, ignoreBOM: true })

const onBytes = (edit: (bytes: Array<number>, rng: Rng) => void) => (text: string, rng: Rng): string => {
  const bytes = Array.from(utf8.encode(text))
  edit(bytes, rng)
  return fromUtf8.decode(Uint8Array.from(bytes))
}

/** A byte offset that lands inside a multi-byte UTF-8 sequence when the text has any. */
const pickByte = (bytes: ReadonlyArray<number>, rng: Rng): number => {
  if (bytes.length === 0) return 0
  if (rng.chance(0.5)) {
    const inner = bytes.flatMap((byte, i) => (byte >= 0x80 ? [i] : []))
    if (inner.length > 0) return rng.pick(inner)
  }
  return rng.int(bytes.length)
}

export const MUTATIONS: ReadonlyArray<Mutation> = [
  {
    name: "replace-char",
    apply: (text, rng) => {
      if (text.length === 0) return rng.pick(ODD_CHARS)
      const i = rng.int(text.length)
      return text.slice(0, i) + rng.pick(ODD_CHARS) + text.slice(i + 1)
    }
  },
  {
    name: "insert-chars",
    apply: (text, rng) => {
      const i = at(rng, text)
      let chunk = ""
      for (let n = rng.between(1, 8); n > 0; n--) chunk += rng.pick(ODD_CHARS)
      return text.slice(0, i) + chunk + text.slice(i)
    }
  },
  {
    name: "delete-chars",
    apply: (text, rng) => {
      const i = rng.int(text.length)
      return text.slice(0, i) + text.slice(i + rng.between(1, 16))
    }
  },
  {
    name: "insert-token",
    apply: (text, rng) => {
      const i = at(rng, text)
      return text.slice(0, i) + rng.pick(TOKENS) + text.slice(i)
    }
  },
  {
    name: "flip-byte",
    apply: onBytes((bytes, rng) => {
      if (bytes.length === 0) return
      const i = pickByte(bytes, rng)
      bytes[i] = bytes[i]! ^ (1 << rng.int(8))
    })
  },
  {
    name: "insert-bytes",
    apply: onBytes((bytes, rng) => {
      const fresh = Array.from({ length: rng.between(1, 4) }, () =>
        rng.pick([0x00, 0x0a, 0x0d, 0x22, 0x5c, 0x7f, 0x80, 0xbf, 0xc0, 0xc3, 0xe2, 0xed, 0xef, 0xf0, 0xf4, 0xf8, 0xfe, 0xff, rng.int(256)])
      )
      bytes.splice(pickByte(bytes, rng), 0, ...fresh)
    })
  },
  {
    name: "delete-bytes",
    apply: onBytes((bytes, rng) => {
      bytes.splice(pickByte(bytes, rng), rng.between(1, 3))
    })
  },
  {
    name: "truncate",
    apply: (text, rng) => text.slice(0, rng.int(text.length + 1))
  },
  {
    name: "duplicate-line",
    apply: (text, rng) => {
      const lines = splitLines(text)
      const i = pickLine(rng, lines)
      lines.splice(rng.int(lines.length + 1), 0, lines[i]!)
      return lines.join("\n")
    }
  },
  {
    name: "delete-line",
    apply: (text, rng) => {
      const lines = splitLines(text)
      lines.splice(pickLine(rng, lines), 1)
      return lines.join("\n")
    }
  },
  {
    name: "swap-lines",
    apply: (text, rng) => {
      const lines = splitLines(text)
      const i = pickLine(rng, lines)
      const j = pickLine(rng, lines)
      ;[lines[i], lines[j]] = [lines[j]!, lines[i]!]
      return lines.join("\n")
    }
  },
  {
    name: "shuffle-lines",
    apply: (text, rng) => {
      const lines = splitLines(text)
      const start = rng.int(lines.length)
      const end = rng.chance(0.3) ? lines.length : Math.min(lines.length, start + rng.between(2, 8))
      for (let i = end - 1; i > start; i--) {
        const j = start + rng.int(i - start + 1)
        ;[lines[i], lines[j]] = [lines[j]!, lines[i]!]
      }
      return lines.join("\n")
    }
  },
  {
    name: "blank-lines",
    apply: (text, rng) => {
      const lines = splitLines(text)
      lines.splice(rng.int(lines.length + 1), 0, ...Array.from({ length: rng.between(1, 3) }, () => rng.pick(["", " ", "\t", "\r", "  \r", "\u00a0", "\u000b", "\ufeff"])))
      return lines.join("\n")
    }
  },
  {
    name: "line-endings",
    apply: (text, rng) => {
      switch (rng.int(4)) {
        case 0:
          return text.replace(/\r?\n/g, "\r\n")
        case 1:
          return text.replace(/\r\n/g, "\n")
        case 2:
          return text.replace(/\n/g, () => (rng.chance(0.5) ? "\r\n" : "\n"))
        default: {
          const i = at(rng, text)
          return text.slice(0, i) + rng.pick(["\r", "\r\n", "\n\r", "\r\r\n"]) + text.slice(i)
        }
      }
    }
  },
  {
    name: "bom",
    apply: (text, rng) => {
      const i = rng.chance(0.6) ? 0 : at(rng, text)
      return text.slice(0, i) + "\ufeff" + text.slice(i)
    }
  },
  {
    name: "long-line",
    apply: (text, rng) => {
      const lines = splitLines(text)
      const size = 100 * 1024
      const kind = rng.int(4)
      const index = pickLine(rng, lines)
      if (kind === 0) {
        // A whole new line of 100 KB: garbage, or a well-formed event with a huge string.
        lines.splice(rng.int(lines.length + 1), 0, rng.chance(0.5)
          ? "{".repeat(8) + "z".repeat(size)
          : JSON.stringify({ _tag: "TurnEnded", seq: 1e6, team: "t".repeat(size) }))
      } else if (kind === 1) {
        // Legal JSON white space, 100 KB of it, inside an existing line.
        const line = lines[index]!
        const cut = line.indexOf(",") + 1
        lines[index] = line.slice(0, cut) + " ".repeat(size) + line.slice(cut)
      } else if (kind === 2) {
        lines[index] = lines[index]! + "x".repeat(size)
      } else {
        lines[index] = lines[index]!.replace(/"([a-z0-9]+)"/, `"$1${"\u00e9".repeat(size / 2)}"`)
      }
      return lines.join("\n")
    }
  },
  {
    name: "number-text",
    apply: (text, rng) => {
      const numbers = [...text.matchAll(/-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g)]
      if (numbers.length === 0) return text
      const match = rng.pick(numbers)
      return text.slice(0, match.index) + rng.pick(NUMBER_TEXTS) + text.slice(match.index + match[0].length)
    }
  },
  {
    name: "replace-value",
    apply: onJsonLine((root, rng) => {
      const slots = slotsOf(root)
      if (slots.length === 0) return undefined
      const slot = rng.pick(slots)
      const before = kindOf(getSlot(slot))
      let value = randomJsonValue(rng)
      for (let tries = 0; tries < 8 && kindOf(value) === before; tries++) value = randomJsonValue(rng)
      setSlot(slot, value)
      return serialise(root)
    })
  },
  {
    name: "delete-key",
    apply: onJsonLine((root, rng) => {
      const objects = containersOf(root).filter((c) => !Array.isArray(c) && Object.keys(c).length > 0) as Array<Record<string, unknown>>
      if (objects.length === 0) return undefined
      const object = rng.chance(0.5) ? root : rng.pick(objects)
      const keys = Object.keys(object)
      if (keys.length === 0) return undefined
      delete object[rng.pick(keys)]
      return serialise(root)
    })
  },
  {
    name: "add-key",
    apply: onJsonLine((root, rng) => {
      const objects = containersOf(root).filter((c) => !Array.isArray(c)) as Array<Record<string, unknown>>
      defineKey(rng.chance(0.5) ? root : rng.pick(objects), rng.pick(KEYS), randomJsonValue(rng))
      return serialise(root)
    })
  },
  {
    name: "change-number",
    apply: onJsonLine((root, rng) => {
      const slots = slotsOf(root).filter((slot) => typeof getSlot(slot) === "number")
      if (slots.length === 0) return undefined
      const slot = rng.pick(slots)
      const n = getSlot(slot) as number
      const options: ReadonlyArray<() => unknown> = [
        () => -n,
        () => n + 1,
        () => n - 1,
        () => n + 0.5,
        () => n * 1e6,
        () => 2 ** 53 + n,
        () => 1e21,
        () => -0,
        () => 0,
        () => rng.pick(NUMBERS),
        () => rng.pick(["NaN", "Infinity", "-Infinity", "1e999", String(n), "", " 1"]),
        () => (rng.chance(0.5) ? null : [n])
      ]
      setSlot(slot, rng.pick(options)())
      return serialise(root)
    })
  },
  {
    name: "change-tag",
    apply: onJsonLine((root, rng) => {
      const tag = typeof root["_tag"] === "string" ? root["_tag"] : "TurnEnded"
      const options: ReadonlyArray<() => unknown> = [
        () => rng.pick(KNOWN_TAGS),
        () => rng.pick(KNOWN_TAGS),
        () => tag.toLowerCase(),
        () => tag.slice(0, -1),
        () => `${tag}s`,
        () => {
          const i = rng.int(tag.length)
          return tag.slice(0, i) + String.fromCharCode(97 + rng.int(26)) + tag.slice(i + 1)
        },
        () => "",
        () => `${tag}\u0000`,
        () => "x".repeat(rng.pick([100, 2_000])),
        () => randomJsonValue(rng)
      ]
      defineKey(root, "_tag", rng.pick(options)())
      return serialise(root)
    })
  },
  {
    name: "change-seq",
    apply: onJsonLine((root, rng) => {
      if (!("seq" in root)) return undefined
      const seq = typeof root["seq"] === "number" ? root["seq"] : 1
      root["seq"] = rng.pick([seq - 1, seq + 1, seq + 1000, seq - 1000, 0, -1, 1, 2 ** 53 - 1, 2 ** 53, seq + 0.25])
      return serialise(root)
    })
  },
  {
    name: "change-reference",
    apply: onJsonLine((root, rng) => {
      const key = rng.pick(["player", "target", "team"])
      if (!(key in root) && rng.chance(0.7)) return undefined
      root[key] = rng.pick(["o1", "o2", "h1", "h5", "orcs", "humans", "zz", "o6", "", "O1", " o1", "o1 "])
      return serialise(root)
    })
  }
]

export interface Mutated {
  readonly text: string
  /** The names of the mutations applied, in order, for the failure report. */
  readonly applied: ReadonlyArray<string>
}

/** Applies `count` random mutations (1–4 when not given) to the text. */
export const mutate = (text: string, rng: Rng, count = rng.between(1, 4)): Mutated => {
  const applied: Array<string> = []
  for (let i = 0; i < count; i++) {
    const mutation = rng.pick(MUTATIONS)
    text = mutation.apply(text, rng)
    applied.push(mutation.name)
  }
  return { text, applied }
}
