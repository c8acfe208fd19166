/**
 * The maths of the event log's virtual scrolling, kept free of the DOM so it runs in Node.
 * Rows have one fixed height; row r sits at r * rowHeight inside a spacer of count * rowHeight.
 */

/** The rows to render: `first` up to but not including `end`, drawn starting at `offset` pixels. */
export interface RowWindow {
  readonly first: number
  /** One past the last row to render (exclusive): `end - first` rows are drawn. */
  readonly end: number
  /** Where the first rendered row sits, in pixels from the top of the spacer: first * rowHeight. */
  readonly offset: number
}

const clamp = (value: number, low: number, high: number): number => Math.min(Math.max(value, low), high)

/**
 * The rows visible in a viewport scrolled to `scrollTop`, plus `overscan` rows either side.
 * Never returns rows outside 0…count; an empty list or a bad row height gives an empty window.
 */
export const visibleRows = (scrollTop: number, viewportHeight: number, rowHeight: number, count: number, overscan = 0): RowWindow => {
  if (!(count > 0) || !(rowHeight > 0)) return { first: 0, end: 0, offset: 0 }
  const top = Number.isFinite(scrollTop) ? Math.max(0, scrollTop) : 0
  const height = Number.isFinite(viewportHeight) ? Math.max(0, viewportHeight) : 0
  const extra = Math.max(0, Math.floor(overscan))
  // The first row any part of which shows, and one past the last.
  const firstSeen = clamp(Math.floor(top / rowHeight), 0, count - 1)
  const endSeen = clamp(Math.ceil((top + height) / rowHeight), firstSeen + 1, count)
  const first = Math.max(0, firstSeen - extra)
  const end = Math.min(count, endSeen + extra)
  return { first, end, offset: first * rowHeight }
}

/**
 * The scrollTop that brings row `row` fully into view, moving as little as possible;
 * `scrollTop` itself when the row already shows (or there is no such row).
 * `margin` rows of context are kept above and below when the view has to move.
 */
export const scrollToShow = (row: number, scrollTop: number, viewportHeight: number, rowHeight: number, count: number, margin = 0): number => {
  if (row < 0 || row >= count || !(rowHeight > 0)) return scrollTop
  const top = row * rowHeight
  const bottom = top + rowHeight
  const maxScroll = Math.max(0, count * rowHeight - viewportHeight)
  // Only keep a margin the viewport has room for.
  const room = Math.max(0, Math.floor((viewportHeight - rowHeight) / (2 * rowHeight)))
  const context = Math.min(Math.max(0, margin), room) * rowHeight
  if (top >= scrollTop && bottom <= scrollTop + viewportHeight) return scrollTop
  if (top < scrollTop || viewportHeight < rowHeight) return clamp(top - context, 0, maxScroll)
  return clamp(bottom + context - viewportHeight, 0, maxScroll)
}

/**
 * The rows of the log: the indexes of the events whose kinds meet the filter (any of them),
 * or every event when there is no filter or it is empty.
 */
export const filterRows = <K>(kinds: ReadonlyArray<{ readonly kinds: ReadonlyArray<K> }>, filter: ReadonlySet<K> | null): Array<number> => {
  const rows: Array<number> = []
  const all = filter === null || filter.size === 0
  for (let i = 0; i < kinds.length; i++) {
    if (all || kinds[i]!.kinds.some((kind) => filter.has(kind))) rows.push(i)
  }
  return rows
}

/**
 * The row whose event has the largest seq not after `seq` (the one to keep in view), or -1
 * when every row comes after it. `seqOf(r)` is the seq of row r; rows are in seq order.
 */
export const rowAtOrBefore = (count: number, seqOf: (row: number) => number, seq: number): number => {
  let low = 0
  let high = count
  while (low < high) {
    const mid = (low + high) >> 1
    if (seqOf(mid) <= seq) low = mid + 1
    else high = mid
  }
  return low - 1
}
