import { runStepped, type Replay, type Stepped } from "@sidelines/engine"
import { FOLD_BUDGET_MS } from "./fold-slices.js"
import { nextTask } from "./next-task.js"

/** Events a slice works through between two looks at the clock. */
const STEP = 256

interface Run<A> {
  readonly stepped: Stepped<A>
  done: { readonly value: A } | null
  /** Views to tell when it is done. */
  readonly waiting: Set<() => void>
  running: boolean
}

/** Gets an engine computation over a replay that may be worked out in slices (a Stepped), once per replay. */
export interface Sliced<A> {
  /** The result now, working out whatever is left in this task (a download, a test). */
  now(replay: Replay): A
  /**
   * The result if it is done, else undefined: it goes on in slices of at most FOLD_BUDGET_MS,
   * one task each, and `ready` is called once it is done. A short match is done in the first slice.
   */
  whenReady(replay: Replay, ready: () => void): A | undefined
}

/** Milliseconds from some fixed moment; the page's clock unless a test gives its own. */
export type Clock = () => number

/**
 * A Stepped computation per replay, for views that read the whole match (the timeline, the
 * stats): on a match of hundreds of thousands of events it runs in short slices, the page
 * painting and handling input between them, instead of one task as long as the match.
 */
export const sliced = <A>(make: (replay: Replay) => Stepped<A>, clock: Clock = () => performance.now()): Sliced<A> => {
  const runs = new WeakMap<Replay, Run<A>>()
  const runOf = (replay: Replay): Run<A> => {
    let run = runs.get(replay)
    if (run === undefined) {
      run = { stepped: make(replay), done: null, waiting: new Set(), running: false }
      runs.set(replay, run)
    }
    return run
  }
  /** One slice; true once done. */
  const slice = (run: Run<A>): boolean => {
    const t0 = clock()
    while (run.done === null) {
      if (run.stepped.step(STEP)) run.done = { value: run.stepped.result() }
      else if (clock() - t0 >= FOLD_BUDGET_MS) return false
    }
    return true
  }
  const goOn = (run: Run<A>): void => {
    run.running = true
    void nextTask().then(() => {
      if (!slice(run)) return goOn(run)
      run.running = false
      const waiting = [...run.waiting]
      run.waiting.clear()
      for (const ready of waiting) ready()
    })
  }
  return {
    now: (replay) => {
      const run = runOf(replay)
      run.done ??= { value: runStepped(run.stepped) }
      return run.done.value
    },
    whenReady: (replay, ready) => {
      const run = runOf(replay)
      if (run.done !== null || (!run.running && slice(run))) return run.done!.value
      run.waiting.add(ready)
      if (!run.running) goOn(run)
      return undefined
    }
  }
}
