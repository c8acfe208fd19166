import type { Replay } from "../replay.js"
import type { InjuryCause } from "../model/outcome.js"
import { opposed } from "../core/variant/variant.js"
import { CASUALTY } from "./match-stats-types.js"
import { runStepped, type Stepped } from "./stepped.js"

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

/** Every player's moments, by player id. */
export type PlayersMoments = ReadonlyMap<string, ReadonlyArray<PlayerMoment>>

/**
 * Goes through the match once for every player: the actions they declared, the blocks they threw
 * (the rules' block dice), the rules' own pass tallies, touchdowns and injuries from the outcomes;
 * each with the Star Player Points the variant awards for it. In steps (Stepped): a very long
 * replay keeps only some of its states, and reading the rest folds the match again, which a page
 * does in slices.
 */
export const playersMomentsStepped = (replay: Replay): Stepped<PlayersMoments> => {
  const { match } = replay
  const awards = match.variant.starPlayerPoints
  const roster = match.roster
  const moments: Array<Array<PlayerMoment>> = roster.map(() => [])
  // The tallies each player had after the event before.
  const before = replay.initial.players.map((player) => player.stats)
  let next = 0
  let done: PlayersMoments | undefined
  const see = (i: number): void => {
    const event = replay.events[i]!
    const state = replay.after(i)
    const seq = event.seq
    const add = (at: number | undefined, kind: PlayerMomentKind, detail: string | null = null, cause: InjuryCause | null = null, spp = 0) => {
      if (at !== undefined) moments[at]!.push({ index: i, seq, kind, detail, cause, spp })
    }
    const { playerIndex } = match
    if (event._tag === "ActionDeclared") add(playerIndex.get(event.player), "action", event.action)
    for (const outcome of state.outcomes) {
      switch (outcome._tag) {
        case "BlockDiceSet":
          add(playerIndex.get(outcome.attacker), "block")
          break
        case "Touchdown":
          add(playerIndex.get(outcome.player), "touchdown", null, null, awards?.touchdown ?? 0)
          break
        case "Injury": {
          const victim = playerIndex.get(outcome.player)
          if (outcome.result !== "stunned") add(victim, "injured", outcome.result, outcome.cause)
          const by = outcome.by === null || outcome.by === outcome.player ? undefined : playerIndex.get(outcome.by)
          if (by === undefined || victim === undefined) break
          if (CASUALTY.has(outcome.result)) {
            const earns = awards !== null && awards.casualtyCauses.includes(outcome.cause) && opposed(match.variant, roster[by]!.team, roster[victim]!.team)
            add(by, "casualty", outcome.result, outcome.cause, earns ? awards.casualty : 0)
          } else if (outcome.result === "ko") add(by, "ko", outcome.result, outcome.cause)
          break
        }
        default:
          break
      }
    }
    // The rules keep the pass tallies on the player: a change is a pass, a completion, an interception.
    const players = state.players
    for (let at = 0; at < players.length; at++) {
      const stats = players[at]!.stats
      const was = before[at]!
      if (stats === was) continue
      for (const [key, kind] of STAT_KINDS) {
        const award = kind === "completion" ? awards?.completion ?? 0 : kind === "interception" ? awards?.interception ?? 0 : 0
        for (let n = was[key]; n < stats[key]; n++) add(at, kind, null, null, award)
      }
      before[at] = stats
    }
  }
  return {
    step: (count) => {
      for (let left = count; left > 0 && next < replay.length; left--, next++) see(next)
      return next >= replay.length
    },
    result: () => {
      if (next < replay.length) throw new Error("playersMoments: not every event seen yet")
      done ??= new Map(roster.map((player, at) => [player.id, moments[at]!]))
      return done
    }
  }
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

/** A player's match from every player's moments (`playersMomentsStepped`'s result), read at any event. */
export const playerMatchFrom = (replay: Replay, player: string, all: PlayersMoments): PlayerMatch => {
  const moments = all.get(player)
  if (moments === undefined) throw new RangeError(`playerMatch: no player ${player}`)
  return { player, moments, at: (index) => soFar(replay, player, moments, index) }
}

const cache = new WeakMap<Replay, { readonly everyone: PlayersMoments; readonly byPlayer: Map<string, PlayerMatch> }>()

/**
 * A player's match, the match gone through once for every player (then kept for the replay): a
 * card that follows the cursor reads it at each event by cutting the list at that event, never
 * recounting the match.
 */
export const playerMatch = (replay: Replay, player: string): PlayerMatch => {
  let kept = cache.get(replay)
  if (kept === undefined) cache.set(replay, (kept = { everyone: runStepped(playersMomentsStepped(replay)), byPlayer: new Map() }))
  let found = kept.byPlayer.get(player)
  if (found === undefined) kept.byPlayer.set(player, (found = playerMatchFrom(replay, player, kept.everyone)))
  return found
}
