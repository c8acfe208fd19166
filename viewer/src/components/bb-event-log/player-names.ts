import type { Replay } from "@sidelines/engine"

/** A piece of an event's line: plain text, or a player's name (which opens the player's card). */
export type LinePart = string | { readonly player: string; readonly name: string }

/** The players an event names: any of its fields that holds a player's id, in the event's order. */
export const playersOf = (replay: Replay, index: number): ReadonlyArray<string> => {
  const event = replay.events[index] as unknown as Record<string, unknown> | undefined
  if (event === undefined) return []
  const found: Array<string> = []
  for (const value of Object.values(event)) {
    if (typeof value === "string" && replay.match.playerIndex.has(value) && !found.includes(value)) found.push(value)
  }
  return found
}

/** An event's line cut at the first time each of its players' names appears in it. */
export const lineParts = (replay: Replay, index: number, text: string): ReadonlyArray<LinePart> => {
  const names = playersOf(replay, index).map((player) => ({ player, name: replay.match.roster[replay.match.playerIndex.get(player)!]!.name }))
  const found = names
    .map((n) => ({ ...n, at: n.name === "" ? -1 : text.indexOf(n.name) }))
    .filter((n) => n.at >= 0)
    .sort((a, b) => a.at - b.at)
  const parts: Array<LinePart> = []
  let from = 0
  for (const n of found) {
    if (n.at < from) continue // overlapping names: the first wins
    if (n.at > from) parts.push(text.slice(from, n.at))
    parts.push({ player: n.player, name: n.name })
    from = n.at + n.name.length
  }
  if (from < text.length) parts.push(text.slice(from))
  return parts
}
