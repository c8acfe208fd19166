import type { Action } from "@sidelines/schema"
import type { Replay } from "../replay.js"
import { variantAt } from "../fold.js"
import { actionStartAt } from "./play-steps.js"
import type { Ruling } from "../model/outcome.js"
import { keyOf, squareName, type Square } from "../model/square.js"
import type { MatchState } from "../model/state.js"
import { passRuler, type RangeRuler } from "../core/pass-range.js"
import { opponentsIn, tackleZonesOn } from "../core/tackle-zones.js"
import { nameOf } from "../core/context.js"
import type { Variant } from "../core/variant/variant.js"

/**
 * The board explained: for the event at a seq, what on the pitch made the current action's rolls
 * what they were — the tackle zones on the squares the acting player left, entered and stands on,
 * the number each roll needed on its square, the block dice at the block, the path with its dodges
 * and rushes, the range of a throw. Plain data for a viewer to draw; every number is one the fold
 * already derived (its rulings and outcomes), read back over the current action's events only.
 */
export interface BoardExplained {
  readonly seq: number
  /** The acting player and the action they declared; null when no player's action is under way (a kick-off, a set-up). */
  readonly player: string | null
  readonly action: Action | null
  /** The seq of the action's ActionDeclared, or null. */
  readonly actionSeq: number | null
  /** The acting player's squares this action, from where it began; a step carries the rolls it took. */
  readonly path: ReadonlyArray<PathStep>
  readonly zones: ReadonlyArray<ZoneMark>
  readonly targets: ReadonlyArray<TargetMark>
  readonly blocks: ReadonlyArray<BlockMark>
  readonly range: RangeMark | null
  /** Everything above in words, one line a mark, for a caption and assistive technology. */
  readonly lines: ReadonlyArray<string>
}

export interface PathStep {
  readonly square: Square
  readonly dodge: boolean
  readonly rush: boolean
  /** A Jump or a Leap (over a player, or with Pogo Stick). */
  readonly jump: boolean
}

/** A square of the acting player's that opponents mark, and who marks it (with where they stand). */
export interface ZoneMark {
  readonly square: Square
  /** What the acting player did there: left it, entered it, stands on it now. */
  readonly roles: ReadonlyArray<"leaves" | "enters" | "stands">
  readonly markers: ReadonlyArray<{ readonly player: string; readonly at: Square }>
}

/** A roll with a target, on the square of the player it concerns. */
export interface TargetMark {
  readonly seq: number
  readonly square: Square
  readonly rule: string
  readonly player: string
  /** What the dice had to show, modifiers taken in ("4+"); a d6 test is never easier than 2+ nor harder than 6+. */
  readonly needed: number
  readonly label: string
  readonly success: boolean | null
}

/** A block's dice, on the defender's square. */
export interface BlockMark {
  readonly attacker: string
  readonly defender: string
  readonly square: Square
  readonly dice: number
  readonly attackerChooses: boolean
  /** "2D" when the attacker chooses, "−2D" when the defender does (as coaches say it). */
  readonly label: string
}

/** The range of a throw from the thrower's square, band by band, by the action's own ruler. */
export interface RangeMark {
  readonly thrower: string
  readonly from: Square
  /** Where the throw was aimed, once it was. */
  readonly target: Square | null
  readonly bands: ReadonlyArray<{ readonly band: string; readonly name: string; readonly modifier: number; readonly squares: ReadonlyArray<Square> }>
}

/** Actions of the core game that throw by Blood Bowl's range ruler; a variant's own action brings its own ruler. */
const PASS_RULER_ACTIONS: ReadonlySet<string> = new Set(["pass", "throw-team-mate", "kick-team-mate", "throw-bomb"])
/** The rolls that mark a step of a move. */
const STEP_ROLLS: Readonly<Record<string, "dodge" | "rush" | "jump">> = { dodge: "dodge", rush: "rush", jump: "jump", "pogo-stick": "jump" }

/** The number the dice had to show for a roll with a target. */
const neededOf = (ruling: Ruling): number => {
  const raw = ruling.target! - ruling.modifiers.reduce((sum, m) => sum + m.value, 0)
  return ruling.dice.length === 1 && ruling.die === "d6" ? Math.min(6, Math.max(2, raw)) : raw
}

/** What the board shows for the event at `seq`; null before the first event or for an unknown seq. */
export const boardExplained = (replay: Replay, seq: number): BoardExplained | null => {
  const index = seq === 0 ? -1 : replay.indexOf(seq)
  if (index < 0) return null
  const { events, match } = replay
  const stateAt = (i: number): MatchState => replay.after(i)
  const where = (state: MatchState, id: string): Square | null => state.players[match.playerIndex.get(id)!]?.at ?? null
  const name = (id: string): string => nameOf({ match }, id)
  const now = stateAt(index)
  const variant = variantAt(match, now)
  const opponents = opponentsIn(variant)
  const start = actionStartAt(replay, index)
  const declared = start < 0 ? null : events[start]!
  const player = declared?._tag === "ActionDeclared" ? declared.player : null
  const action = declared?._tag === "ActionDeclared" ? declared.action : null
  const from = start < 0 ? index : start

  const path: Array<PathStep> = []
  const zones = new Map<number, { square: Square; roles: Set<ZoneMark["roles"][number]>; markers: Map<string, Square> }>()
  const zone = (state: MatchState, team: number, square: Square, role: ZoneMark["roles"][number]) => {
    const markers = tackleZonesOn(state, team, square, opponents)
    if (markers.length === 0) return
    const key = keyOf(square)
    const mark = zones.get(key) ?? { square, roles: new Set(), markers: new Map() }
    mark.roles.add(role)
    for (const marker of markers) mark.markers.set(marker.id, marker.at!)
    zones.set(key, mark)
  }
  const targets: Array<TargetMark> = []
  const blocks: Array<BlockMark> = []
  let aimed: { readonly from: Square; readonly at: Square } | null = null
  const team = player === null ? null : now.players[match.playerIndex.get(player)!]!.team

  for (let i = from; i <= index; i++) {
    const event = events[i]!
    const before = stateAt(i - 1)
    const after = stateAt(i)
    if (player !== null && event._tag === "PlayerMoved" && event.player === player) {
      const left = where(before, player)
      if (left !== null) {
        if (path.length === 0) path.push({ square: left, dodge: false, rush: false, jump: false })
        zone(before, team!, left, "leaves")
        zone(before, team!, event.to, "enters")
      }
      path.push({ square: event.to, dodge: false, rush: false, jump: event.jump === true })
    }
    if (player !== null && (event._tag === "PassAimed" || event._tag === "TeamMateThrown") && event.player === player) {
      const at = where(before, player)
      if (at !== null) aimed = { from: at, at: event.at }
    }
    // A roll for the step (a dodge, a rush, a jump) belongs to the square stepped into, where the player may not yet stand.
    const stepRoll = event._tag === "DiceRolled" && event.player === player && path.length > 1 ? STEP_ROLLS[event.for] : undefined
    if (stepRoll !== undefined) path[path.length - 1] = { ...path[path.length - 1]!, [stepRoll]: true }
    // Squares reached other than by a step: a follow-up, a push.
    const moved = player === null ? null : where(after, player)
    if (moved !== null && event._tag !== "PlayerMoved" && path.length > 0 && keyOf(moved) !== keyOf(path.at(-1)!.square) && keyOf(moved) !== keyOf(where(before, player!) ?? moved)) {
      path.push({ square: moved, dodge: false, rush: false, jump: false })
    }
    // The rolls of the action; outside one, only the event's own.
    if (player !== null || i === index) {
      for (const outcome of after.outcomes) {
        if (outcome._tag === "Ruling") {
          const ruling = outcome.ruling
          if (ruling.target === null || ruling.player === null || ruling.total === null) continue
          const square = stepRoll !== undefined && ruling.player === player ? path.at(-1)!.square : where(after, ruling.player) ?? where(before, ruling.player)
          if (square === null) continue
          const needed = neededOf(ruling)
          targets.push({ seq: event.seq, square, rule: ruling.rule, player: ruling.player, needed, label: `${needed}+`, success: ruling.success })
        } else if (outcome._tag === "BlockDiceSet") {
          const square = where(before, outcome.defender) ?? where(after, outcome.defender)
          if (square === null) continue
          const label = `${outcome.attackerChooses ? "" : "−"}${outcome.dice}D`
          blocks.push({ attacker: outcome.attacker, defender: outcome.defender, square, dice: outcome.dice, attackerChooses: outcome.attackerChooses, label })
        }
      }
    }
  }
  const standing = player === null ? null : where(now, player)
  // Marked where they lie, a player down is not hindered: only a standing player's square counts.
  if (standing !== null && now.players[match.playerIndex.get(player!)!]!.posture === "standing") zone(now, team!, standing, "stands")

  const range = rangeOf(variant, player, action, standing, aimed)
  const zoneMarks: Array<ZoneMark> = [...zones.values()].map((z) => ({ square: z.square, roles: [...z.roles], markers: [...z.markers].map(([id, at]) => ({ player: id, at })) }))
  const lines: Array<string> = []
  if (player !== null) lines.push(`${name(player)}: ${action!.replaceAll("-", " ")} action`)
  if (path.length > 1) {
    lines.push(`Path: ${path.map((s, i) => (i === 0 ? squareName(s.square) : `${squareName(s.square)}${[s.dodge ? "dodge" : "", s.rush ? "rush" : "", s.jump ? "jump" : ""].filter((w) => w !== "").map((w) => ` (${w})`).join("")}`)).join(" → ")}`)
  }
  for (const z of zoneMarks) lines.push(`Tackle zones on ${squareName(z.square)} (${z.roles.map((r) => ROLE_WORDS[r]).join(", ")}): ${z.markers.map((m) => name(m.player)).join(", ")}`)
  for (const t of targets) lines.push(`${t.rule}, ${name(t.player)} on ${squareName(t.square)}: ${t.label}${t.success === null ? "" : t.success ? ", made" : ", failed"}`)
  for (const b of blocks) lines.push(`Block on ${name(b.defender)} at ${squareName(b.square)}: ${b.dice} ${b.dice === 1 ? "die" : "dice"}, ${b.attackerChooses ? "the attacker" : "the defender"} chooses`)
  if (range !== null) lines.push(`Range from ${squareName(range.from)}: ${range.bands.map((b) => `${b.name} ${b.squares.length} squares${b.modifier === 0 ? "" : ` (${b.modifier})`}`).join(", ")}${range.target === null ? "" : `; aimed at ${squareName(range.target)}`}`)
  return { seq, player, action, actionSeq: declared === null ? null : declared.seq, path, zones: zoneMarks, targets, blocks, range, lines }
}

const ROLE_WORDS: Readonly<Record<ZoneMark["roles"][number], string>> = { leaves: "left", enters: "entered", stands: "stands on" }

/** The range of the action's throw, by its ruler in the variant as played now, from where the thrower aimed or stands. */
const rangeOf = (variant: Variant, player: string | null, action: Action | null, standing: Square | null, aimed: { readonly from: Square; readonly at: Square } | null): RangeMark | null => {
  if (player === null || action === null) return null
  const ruler: RangeRuler | undefined = variant.hooks?.actions?.[action]?.range ?? (PASS_RULER_ACTIONS.has(action) ? passRuler : undefined)
  const from = aimed?.from ?? standing
  if (ruler === undefined || from === null) return null
  const pitch = variant.pitch
  const bands = new Map<string, { band: string; name: string; modifier: number; squares: Array<Square> }>()
  for (let x = 0; x < pitch.width; x++) {
    for (let y = 0; y < pitch.height; y++) {
      const square: Square = [x, y]
      if (!pitch.contains(square)) continue
      const band = ruler(from, square)
      if (band === null) continue
      const entry = bands.get(band.band) ?? { ...band, squares: [] }
      entry.squares.push(square)
      bands.set(band.band, entry)
    }
  }
  // Nearest band first: the one with the smallest penalty.
  return { thrower: player, from, target: aimed?.at ?? null, bands: [...bands.values()].sort((a, b) => b.modifier - a.modifier) }
}
