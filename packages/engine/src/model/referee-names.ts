/**
 * Death Zone's named Biased Referees, by name: a leaf module, so that the ringer rule
 * (model/ringers.ts, read as a match is built) can tell them apart without importing the
 * referees' own rules.
 */

export const RANULF = "Ranulf 'Red' Hokuli"
export const KORENSSON = "Thoron Korensson"
export const JORM = "Jorm the Ogre"
export const TRIPLETS = "The Trundlefoot Triplets"
export type RefereeName = typeof RANULF | typeof KORENSSON | typeof JORM | typeof TRIPLETS

/** Death Zone's named Biased Referees; the catalogue lists one row each (`inducement:biased-referee/<name>`). */
export const NAMED_REFEREES: ReadonlyArray<{ readonly name: RefereeName; readonly folded: boolean }> = [
  { name: RANULF, folded: true },
  { name: KORENSSON, folded: true },
  { name: JORM, folded: true },
  { name: TRIPLETS, folded: true }
]

/** A name compared loosely: accents, case, punctuation and a leading "the" do not matter. */
const loose = (name: string): string =>
  name.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase().replace(/[^a-z0-9]+/g, " ").trim().replace(/^the /, "")

/** The named referee a header's name means, or null. */
export const namedReferee = (name: string | undefined): RefereeName | null =>
  name === undefined ? null : NAMED_REFEREES.find((referee) => loose(referee.name) === loose(name))?.name ?? null
