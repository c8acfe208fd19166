/**
 * Changing a record without spreading it. A record (a state, a player, a step) is copied by its own
 * builder, which writes every field in one order so that all records of a kind share one hidden
 * class in V8, and then the fields a patch names are written over the copy. Only the patch's own
 * fields are read: the rules pass patches of dozens of shapes, and reading every field of the
 * record from each of them went through V8's slowest property lookups (BENCHMARKS.md, issue 25).
 */

/** Some fields of a record. */
export type Patch<T> = { readonly [K in keyof T]?: T[K] }

/** The copy with the patch's fields written over it; a field the patch gives as undefined keeps its value (`fixed` is never written). */
export const patched = <T extends object>(copy: T, patch: Patch<T>, fixed?: keyof T): T => {
  for (const key in patch) {
    const value = patch[key]
    if (value !== undefined && key !== fixed) (copy as Record<keyof T, unknown>)[key] = value
  }
  return copy
}

/** The copy with the patch's fields written over it as a spread writes them: a field given as undefined becomes undefined. */
export const assigned = <T extends object>(copy: T, patch: Patch<T>): T => {
  for (const key in patch) (copy as Record<keyof T, unknown>)[key] = patch[key]
  return copy
}
