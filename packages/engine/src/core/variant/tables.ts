/** A table read with a roll: each row covers a range of totals and has an id. */
export interface TableRow<Id extends string = string> {
  readonly from: number
  readonly to: number
  readonly id: Id
  /** The row's name as people say it ("Brilliant Coaching"). */
  readonly name: string
}

export type Table<Id extends string = string> = ReadonlyArray<TableRow<Id>>

/** The row a total falls in; totals past either end use the end rows (modified rolls can overshoot). */
export const readTable = <Id extends string>(table: Table<Id>, total: number): TableRow<Id> => {
  const first = table[0]!
  const last = table[table.length - 1]!
  if (total <= first.from) return first
  if (total >= last.to) return last
  return table.find((row) => total >= row.from && total <= row.to)!
}

export const row = <const Id extends string>(from: number, to: number, id: Id, name: string): TableRow<Id> => ({ from, to, id, name })
