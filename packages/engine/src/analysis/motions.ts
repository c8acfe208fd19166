import type { Replay } from "../replay.js"
import type { MatchState } from "../model/state.js"
import type { Square } from "../model/square.js"

/**
 * What visibly moved on the pitch at one event, read from the states before and after it: a
 * player slid from a square to the next (a step of a move, a push, a follow-up), fell, left the
 * pitch or came onto it; the ball flew (a pass, a kick, a throw-in, a bounce, a scatter).
 * A ball carried by a moving player moves with him and is not a flight.
 */
export type Motion =
  | { readonly kind: "slide"; readonly player: string; readonly from: Square; readonly to: Square }
  | { readonly kind: "fall"; readonly player: string; readonly at: Square }
  | { readonly kind: "leave"; readonly player: string; readonly at: Square }
  | { readonly kind: "arrive"; readonly player: string; readonly at: Square }
  /** `from` null: the ball comes onto the pitch from nowhere shown (it drops in). */
  | { readonly kind: "ball"; readonly from: Square | null; readonly to: Square }

/** The motions of one event, in the order of the events. */
export interface MotionBeat {
  readonly seq: number
  readonly motions: ReadonlyArray<Motion>
}

const same = (a: Square | null, b: Square | null): boolean => a === b || (a !== null && b !== null && a[0] === b[0] && a[1] === b[1])

/** The motions between two states, one event apart. `kicker` is where a kick was aimed from, if one is in the air. */
export const motionsOf = (was: MatchState, now: MatchState, kicker: Square | null = null): Array<Motion> => {
  const motions: Array<Motion> = []
  if (was.players !== now.players) {
    for (let i = 0; i < now.players.length; i++) {
      const a = was.players[i]
      const b = now.players[i]!
      if (a === undefined || a === b) continue
      if (a.at !== null && b.at !== null) {
        if (!same(a.at, b.at)) motions.push({ kind: "slide", player: b.id, from: a.at, to: b.at })
        if (a.posture === "standing" && b.posture !== "standing") motions.push({ kind: "fall", player: b.id, at: b.at })
      } else if (a.at !== null) motions.push({ kind: "leave", player: b.id, at: a.at })
      else if (b.at !== null) motions.push({ kind: "arrive", player: b.id, at: b.at })
    }
  }
  const ball = was.ball
  const next = now.ball
  if (ball !== next && next.at !== null) {
    if (ball.at === null) motions.push({ kind: "ball", from: kicker, to: next.at })
    // The carrier took it along, or it lies where it lay: nothing flew.
    else if (!same(ball.at, next.at) && !(ball.carrier !== null && ball.carrier === next.carrier)) motions.push({ kind: "ball", from: ball.at, to: next.at })
  }
  return motions
}

/**
 * The motions of the events after `fromSeq` up to and including `toSeq` (events without any are
 * left out): what a viewer animates when it plays from one to the other.
 */
export const motionsBetween = (replay: Replay, fromSeq: number, toSeq: number): Array<MotionBeat> => {
  const beats: Array<MotionBeat> = []
  const start = fromSeq <= 0 ? 0 : replay.indexOf(fromSeq) + 1
  const end = toSeq <= 0 ? -1 : replay.indexOf(toSeq)
  if (start <= 0 && fromSeq > 0) return beats
  for (let i = start; i <= end; i++) {
    const was = replay.before(i)
    const now = replay.after(i)
    const motions = motionsOf(was, now, was.ball.at === null && now.ball.at !== null ? kickerOf(replay, i) : null)
    if (motions.length > 0) beats.push({ seq: replay.events[i]!.seq, motions })
  }
  return beats
}

/**
 * Where the kick that puts the ball on the pitch at event `index` was taken from: the kicker's
 * square when it was aimed, earlier in the same kick-off (the ball is placed only once the
 * deviation is rolled). Null for a ball that comes on otherwise.
 */
const kickerOf = (replay: Replay, index: number): Square | null => {
  for (let i = index; i >= 0 && replay.after(i).phase === "kick-off"; i--) {
    const event = replay.events[i]!
    if (event._tag !== "KickAimed") continue
    const was = replay.before(i)
    return was.players[replay.match.playerIndex.get(event.player) ?? -1]?.at ?? null
  }
  return null
}
