import fc from "fast-check"

/**
 * Near-miss values: a value with one small change somewhere inside it, the kind of mistake a
 * log writer makes (a dropped or misspelt key, a string where a number goes, a face out of
 * range, a float for an int, a literal with a typo). Used to compare two validators on the
 * values where they are most likely to disagree.
 */

type Path = ReadonlyArray<string | number>
type Change = (node: unknown) => unknown

/** Every position in a JSON value, the root included. */
const pathsOf = (value: unknown, path: Path = []): Array<Path> => {
  const children = Array.isArray(value)
    ? value.flatMap((item, i) => pathsOf(item, [...path, i]))
    : value !== null && typeof value === "object"
    ? Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))
    : []
  return [path, ...children]
}

const replaceAt = (root: unknown, path: Path, change: Change): unknown => {
  if (path.length === 0) return change(root)
  const [key, ...rest] = path
  if (Array.isArray(root)) return root.map((item, i) => (i === key ? replaceAt(item, rest, change) : item))
  const object = root as Record<string, unknown>
  return { ...object, [key!]: replaceAt(object[key!], rest, change) }
}

const omit = (object: Record<string, unknown>, key: string) => Object.fromEntries(Object.entries(object).filter(([k]) => k !== key))

/** Keys a writer might add: a typo of a real field, a plausible extra, and prototype names. */
const EXTRA_KEYS = ["extra", "Seq", "players ", "faces_", "teamId", "constructor", "toString", "__proto__"]

/** Values of every JSON type (and a few that JSON.parse never gives, to probe the guard). */
const OTHER_TYPES: ReadonlyArray<unknown> = ["", "1", "true", 0, 1, -1, true, false, null, [], [1], {}, { seq: 1 }]

const changesFor = (node: unknown): Array<Change> => {
  const replaceWith = OTHER_TYPES.map((other): Change => () => structuredClone(other))
  if (typeof node === "number") {
    return [
      ...[1, -1, 0.5, -0.5, 7, 64, 100].map((delta): Change => (n) => (n as number) + delta),
      (n) => -(n as number),
      () => 0,
      () => -0,
      () => 2 ** 53,
      () => 2 ** 53 + 2,
      () => Number.MAX_SAFE_INTEGER,
      () => 1e21,
      () => Infinity,
      () => NaN,
      (n) => String(n),
      ...replaceWith
    ]
  }
  if (typeof node === "string") {
    return [
      () => "",
      (s) => `${s as string}x`,
      (s) => (s as string).toUpperCase(),
      (s) => (s as string).slice(1),
      (s) => ` ${s as string}`,
      (s) => (s as string).padEnd(601, "é"),
      (s) => [s],
      ...replaceWith
    ]
  }
  if (Array.isArray(node)) {
    return [
      (a) => [...(a as Array<unknown>), (a as Array<unknown>).at(-1) ?? 1],
      (a) => [...(a as Array<unknown>), "x"],
      (a) => (a as Array<unknown>).slice(1),
      () => [],
      (a) => ({ ...(a as Array<unknown>) }),
      ...replaceWith
    ]
  }
  if (node !== null && typeof node === "object") {
    const object = node as Record<string, unknown>
    return [
      ...Object.keys(object).map((key): Change => () => omit(object, key)),
      ...Object.keys(object).map((key): Change => () => ({ ...object, [key]: undefined })),
      ...EXTRA_KEYS.map((key): Change => () => {
        const copy = { ...object }
        // A plain assignment to __proto__ would set the prototype; JSON.parse makes an own key.
        Object.defineProperty(copy, key, { value: 1, enumerable: true, configurable: true, writable: true })
        return copy
      }),
      () => [object],
      ...replaceWith
    ]
  }
  return replaceWith
}

/** One small change somewhere in `value`. */
export const nearMiss = (value: unknown): fc.Arbitrary<unknown> =>
  fc.constantFrom(...pathsOf(value)).chain((path) => {
    let node: unknown = value
    for (const key of path) node = (node as Record<string | number, unknown>)[key]
    return fc.constantFrom(...changesFor(node)).map((change) => replaceAt(value, path, change))
  })
