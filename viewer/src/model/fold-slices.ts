import { Replay, type ReplayBuilder } from "@sidelines/engine"
import { LogCollector, type DecodedLog, type LogItem } from "@sidelines/schema"
import { nextTask } from "./next-task.js"

/** The longest the fold may hold the page's main thread before it lets the page paint and handle input. */
export const FOLD_BUDGET_MS = 8
/** Events folded between two looks at the clock (a few µs each). */
const FOLD_STEP = 16

/** A log's valid part folded, or why it could not be. */
export type FoldResult = { readonly replay: Replay; readonly problem: null } | { readonly replay: null; readonly problem: string }

/**
 * Folds a log on the page while its decoded items arrive (from the worker, a slice of text at a
 * time), in slices of at most about FOLD_BUDGET_MS with a task boundary between them, so the page
 * stays responsive however long the log. Only the decoded events cross from the worker — plain
 * data — and every state is built here, where it is read (a very long replay keeps one in a few and folds the rest again when read): no states are copied, and they share
 * all they share. An event is folded only before the first line with an error seen so far; an
 * error reported late for an earlier line (only the decoder's end can) makes the fold start again.
 */
export class LogFold {
  private readonly collector = new LogCollector()
  private firstErrorLine = Infinity
  private builder: ReplayBuilder | undefined
  private problem: string | null = null
  private ended = false
  private wake: (() => void) | null = null
  /** How many slices (tasks) the fold has taken so far. */
  slices = 0
  private readonly running: Promise<void>

  constructor(
    /** After each slice: events folded of those decoded so far. */
    private readonly progress: (done: number, total: number) => void,
    private readonly between: () => Promise<void> = nextTask
  ) {
    this.running = this.run()
  }

  /** A slice's decoded items, in line order. */
  add(items: ReadonlyArray<LogItem>): void {
    this.collector.add(items)
    for (const item of items) if (item._tag === "Error" && item.error.line < this.firstErrorLine) this.firstErrorLine = item.error.line
    if (this.collector.header !== undefined && this.builder === undefined && this.problem === null) this.start()
    this.wake?.()
  }

  /** No more items: resolves with the log and its replay once every valid event is folded. */
  async end(): Promise<DecodedLog & { readonly folded: FoldResult }> {
    this.ended = true
    this.wake?.()
    await this.running
    const log = this.collector.result()
    if (this.builder !== undefined && this.builder.folded + (this.builder.stopped ? 1 : 0) > log.validPrefix) {
      // An error for a line already folded: fold the valid prefix again (rare: only the decoder's end reports such errors).
      this.start()
      if (this.builder !== undefined) await this.foldUpTo(log.validPrefix)
    }
    // The fold is done: say so once, also when it stopped early and more events were decoded since.
    if (this.reported !== log.validPrefix) this.report(log.validPrefix, log.validPrefix)
    if (log.header === undefined) return { ...log, folded: { replay: null, problem: "the log has no valid MatchStarted header" } }
    if (this.builder === undefined) return { ...log, folded: { replay: null, problem: this.problem ?? "the log could not be folded" } }
    return { ...log, folded: { replay: this.builder.finish(), problem: null } }
  }

  /** The last `done` reported, so the end is reported once. */
  private reported = -1

  private report(done: number, total: number): void {
    this.reported = done === total ? done : -1
    this.progress(done, total)
  }

  private start(): void {
    const builder = Replay.builder(this.collector.header!)
    if (builder._tag === "Failure") {
      this.builder = undefined
      this.problem = builder.failure.message
    } else this.builder = builder.success
  }

  /** Events that can be folded now: decoded, and before any line with an error. */
  private foldable(): number {
    const { events, lines } = this.collector
    if (this.firstErrorLine === Infinity) return events.length
    let upTo = events.length
    while (upTo > 0 && lines[upTo - 1]! >= this.firstErrorLine) upTo--
    return upTo
  }

  private async run(): Promise<void> {
    for (;;) {
      const builder = this.builder
      const ready = builder !== undefined && !builder.stopped && builder.folded < this.foldable()
      if (!ready) {
        if (this.ended) return
        await new Promise<void>((resolve) => (this.wake = resolve))
        this.wake = null
        continue
      }
      await this.foldUpTo(this.foldable())
    }
  }

  /** Folds up to `upTo` events in slices, yielding between them. */
  private async foldUpTo(upTo: number): Promise<void> {
    const { events } = this.collector
    const builder = this.builder!
    while (!builder.stopped && builder.folded < upTo) {
      const t0 = performance.now()
      this.slices++
      while (builder.folded < upTo && performance.now() - t0 < FOLD_BUDGET_MS) {
        if (!builder.add(events.slice(builder.folded, Math.min(upTo, builder.folded + FOLD_STEP)))) break
      }
      this.report(builder.stopped ? this.foldable() : builder.folded, this.foldable())
      await this.between()
    }
  }
}
