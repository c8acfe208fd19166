/** Types for scripts/long-log.mjs, so the viewer's tests (type-checked) can build a long match too. */
export declare const longLog: (events: number, options?: { readonly seed?: number }) => {
  readonly text: string
  readonly events: number
  readonly stretches: number
  readonly turn: number
}
