/**
 * A computation over a replay's events that can run a stretch at a time: a page showing a match
 * of hundreds of thousands of events runs it in short slices, yielding between them, rather than
 * holding its main thread for the whole match. Pure: the same replay gives the same result
 * however the steps are cut.
 */
export interface Stepped<A> {
  /** Works through up to `count` more events; true once all are seen. */
  step(count: number): boolean
  /** The result, once `step` has returned true. */
  result(): A
}

/** Runs a stepped computation to its end at once. */
export const runStepped = <A>(stepped: Stepped<A>): A => {
  while (!stepped.step(Number.POSITIVE_INFINITY));
  return stepped.result()
}
