import type { Replay } from "../replay.js"
import type { InjuryCause } from "../model/outcome.js"
import { opposed } from "../core/variant/variant.js"
import { CASUALTY } from "./match-stats-types.js"

/** What a player did or suffered at one event, for a player's card. */
export type PlayerMomentKind = "action" | "block" | "touchdown" | "pass" | "completion" | "interception" | "casualty" | "ko" | "injured"

export interface PlayerMoment {
  /** The replay's event index, and its seq. */
  readonly index: number
  readonly seq: number
  readonly kind: PlayerMomentKind
  /** The action declared ("blitz"), the injury caused or suffered ("badly-hurt"); else null. */
  readonly detail: string | null
  /** How an injury came about ("block", "foul", "crowd"); null for the rest. */
  readonly cause: InjuryCause | null
  /** Star Player Points this moment earned (0 where the variant awards none). */
  readonly spp: number
}

/** A player's match up to an event: counts, Star Player Points, injuries, and the moments themselves. */
export interface PlayerSoFar {
  readonly player: string
  readonly actions: number
  readonly blocks: number
  readonly touchdowns: number
  readonly passes: number
  readonly completions: number
  readonly interceptions: number
  /** Casualties and KOs the player caused. */
  readonly casualties: number
  readonly kos: number
  /** Star Player Points earned on the pitch so far; null where the variant awards none (Sevens). */
  readonly spp: number | null
  /** What the player suffered (KO, a casualty…; a stun is left out), oldest first. */
  readonly injuries: ReadonlyArray<PlayerMoment>
  /** Every moment so far, oldest first. */
  readonly moments: ReadonlyArray<PlayerMoment>
}

/** One player's whole match, read at any event. */
export interface PlayerMatch {
  readonly player: string
  /** Every moment of the match, oldest first. */
  readonly moments: ReadonlyArray<PlayerMoment>
  /** The player's match after event `index` (-1: before the first event). */
  at(index: number): PlayerSoFar
}

const STAT_KINDS = [["passes", "pass"], ["completions", "completion"], ["interceptions", "interception"]] as const

/**
 * Goes through the match once for one player: the actions they declared, the blocks they threw
 * (the rules' block dice), the rules' own pass tallies, touchdowns and injuries from the outcomes;
 * each with the Star Player Points the variant awards for it.
 */
const momentsOf = (replay: Replay, player: string): Array<PlayerMoment> => {
  const { match } = replay
  const at = match.playerIndex.get(player)
  if (at === undefined) throw new RangeError(`playerMatch: no player ${player}`)
  const awards = match.variant.starPlayerPoints
  const team = match.roster[at]!.team
  const moments: Array<PlayerMoment> = []
  let before = replay.initial.players[at]!.stats
  for (let i = 0; i < replay.length; i++) {
    const event = replay.events[i]!
    const state = replay.after(i)
    const seq = event.seq
    const add = (kind: PlayerMomentKind, detail: string | null = null, cause: InjuryCause | null = null, spp = 0) => moments.push({ index: i, seq, kind, detail, cause, spp })
    if (event._tag === "ActionDeclared" && event.player === player) add("action", event.action)
    for (const outcome of state.outcomes) {
      switch (outcome._tag) {
        case "BlockDiceSet":
          if (outcome.attacker === player) add("block")
          break
        case "Touchdown":
          if (outcome.player === player) add("touchdown", null, null, awards?.touchdown ?? 0)
          break
        case "Injury": {
          if (outcome.player === player && outcome.result !== "stunned") add("injured", outcome.result, outcome.cause)
          if (outcome.by !== player || outcome.player === player) break
          if (CASUALTY.has(outcome.result)) {
            const victim = match.roster[match.playerIndex.get(outcome.player)!]!.team
            const earns = awards !== null && awards.casualtyCauses.includes(outcome.cause) && opposed(match.variant, team, victim)
            add("casualty", outcome.result, outcome.cause, earns ? awards.casualty : 0)
          } else if (outcome.result === "ko") add("ko", outcome.result, outcome.cause)
          break
        }
        default:
          break
      }
    }
    // The rules keep the pass tallies on the player: a change is a pass, a completion, an interception.
    const stats = state.players[at]!.stats
    if (stats !== before) {
      for (const [key, kind] of STAT_KINDS) {
        const award = kind === "completion" ? awards?.completion ?? 0 : kind === "interception" ? awards?.interception ?? 0 : 0
        for (let n = before[key]; n < stats[key]; n++) add(kind, null, null, award)
      }
      before = stats
    }
  }
  return moments
}

/** The player's tallies from their moments up to an index. */
const soFar = (replay: Replay, player: string, moments: ReadonlyArray<PlayerMoment>, index: number): PlayerSoFar => {
  let end = 0
  while (end < moments.length && moments[end]!.index <= index) end++
  const shown = moments.slice(0, end)
  const count = (kind: PlayerMomentKind) => shown.reduce((n, m) => n + (m.kind === kind ? 1 : 0), 0)
  return {
    player,
    actions: count("action"),
    blocks: count("block"),
    touchdowns: count("touchdown"),
    passes: count("pass"),
    completions: count("completion"),
    interceptions: count("interception"),
    casualties: count("casualty"),
    kos: count("ko"),
    spp: replay.match.variant.starPlayerPoints === null ? null : shown.reduce((n, m) => n + m.spp, 0),
    injuries: shown.filter((m) => m.kind === "injured"),
    moments: shown
  }
}

const cache = new WeakMap<Replay, Map<string, PlayerMatch>>()

/**
 * A player's match, gone through once (then kept for the replay): a card that follows the
 * cursor reads it at each event by cutting the list at that event, never recounting the match.
 */
export const playerMatch = (replay: Replay, player: string): PlayerMatch => {
  let byPlayer = cache.get(replay)
  if (byPlayer === undefined) cache.set(replay, (byPlayer = new Map()))
  let found = byPlayer.get(player)
  if (found === undefined) {
    const moments = momentsOf(replay, player)
    found = { player, moments, at: (index) => soFar(replay, player, moments, index) }
    byPlayer.set(player, found)
  }
  return found
}
