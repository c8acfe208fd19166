import type { MatchOptions } from "@sidelines/schema"
import type { KickRules, Sides, TurnOrder, Variant } from "../../core/variant/variant.js"
import { bloodBowl } from "../blood-bowl/index.js"
import { allianceEvent } from "./alliances.js"
import { crossPitch, inKillZone, QUARTERS, quarterAt, TRAPDOORS } from "./pitch.js"

/**
 * BlightBowl: four teams on a cross (pitch.ts), seven a side, 32 team turns a half (8 each) played
 * clockwise, the kick aimed at the Kill-Zone, no touchback, and alliances by the header's `mode`:
 *
 * - `allies`: the first two teams of the header against the last two;
 * - `grudge`: the first team of the header against the other three;
 * - `free-for-all`: every team for itself.
 *
 * Which quarter each team defends is rolled before the match (`blightbowl-quarters`). Turning the
 * cross a quarter changes nothing in the game, so the first team in the header always defends
 * West (quarter 0) and the roll deals the other quarters out: in `allies` a D8 (four ways to sit
 * allies side by side, two faces each), otherwise a D6 (the six orders of the other three).
 * Everything not named here is played as in Blood Bowl. See docs/variants/blightbowl.md.
 */
export type Mode = NonNullable<MatchOptions["mode"]>

/** Each team's side (alliance) in a mode, by the team's place in the header. */
export const ALLIANCES: Readonly<Record<Mode, ReadonlyArray<number>>> = {
  allies: [0, 0, 1, 1],
  grudge: [0, 1, 1, 1],
  "free-for-all": [0, 1, 2, 3]
}

/** The quarter each team defends (`[q0, q1, q2, q3]`), by the face of the quarters roll. */
export const ASSIGNMENTS: Readonly<Record<Mode, { readonly die: "d6" | "d8"; readonly byFace: ReadonlyArray<ReadonlyArray<number>> }>> = (() => {
  // Allies side by side: team 1 to team 0's left (North) or right (South), the other two in the rest.
  const allies = [[0, 1, 2, 3], [0, 1, 3, 2], [0, 3, 1, 2], [0, 3, 2, 1]]
  const anyOrder = [[0, 1, 2, 3], [0, 1, 3, 2], [0, 2, 1, 3], [0, 2, 3, 1], [0, 3, 1, 2], [0, 3, 2, 1]]
  return {
    allies: { die: "d8", byFace: allies.flatMap((a) => [a, a]) },
    grudge: { die: "d6", byFace: anyOrder },
    "free-for-all": { die: "d6", byFace: anyOrder }
  }
})()

export const assignmentKey = (quarterOf: ReadonlyArray<number>): string => quarterOf.join("")

/** The turn order around the cross when team t defends quarter quarterOf[t]. */
export const turnOrder = (quarterOf: ReadonlyArray<number>): TurnOrder => {
  const teamAt = [0, 1, 2, 3].map((q) => quarterOf.indexOf(q))
  const around = (team: number, by: number) => teamAt[(quarterOf[team]! + by + 4) % 4]!
  return {
    // The first half's kicker comes from the coin toss; later halves go to the leader (leaderKicksEachHalf).
    kickingTeamForHalf: (_half, firstKickingTeam) => firstKickingTeam,
    // The kicking team sets up first, then the others counter-clockwise.
    setUpOrder: (kicking) => [0, -1, -2, -3].map((by) => around(kicking, by)),
    // The team to the kicker's left (clockwise) receives.
    receivingTeam: (kicking) => around(kicking, 1),
    // Team turns go clockwise.
    nextTeam: (team) => around(team, 1),
    // Our reading of a coin toss among four: a wrong call gives the toss to the caller's opponent across the Kill-Zone.
    tossWinnerAgainst: (caller) => around(caller, 2),
    // The toss winner receiving makes the team to their right (counter-clockwise) the kickers.
    kickerWhenReceiving: (winner) => around(winner, -1),
    leaderKicksEachHalf: true
  }
}

/** Who is allied, where each team scores, and who wins, in a mode. */
export const sides = (mode: Mode, quarterOf: ReadonlyArray<number>): Sides => sidesBy(ALLIANCES[mode], quarterOf)

/** The same with each team's side given (`side[t]`): the mode's, or as the coaches have changed it (alliances.ts). */
const sidesBy = (side: ReadonlyArray<number>, quarterOf: ReadonlyArray<number>): Sides => {
  return {
    allied: (a, b) => a !== b && side[a] === side[b],
    // Only in the end zone opposite the team's own (an ally's end zone scores nothing).
    scoresIn: (team, endZoneOf) => quarterOf[endZoneOf] === (quarterOf[team]! + 2) % 4,
    // The side with the highest score, an alliance's teams' scores added up, wins together.
    winners: (score) => {
      const totals = new Map<number, number>()
      score.forEach((points, team) => totals.set(side[team]!, (totals.get(side[team]!) ?? 0) + points))
      const best = Math.max(...totals.values())
      const top = [...totals].filter(([, total]) => total === best)
      if (top.length !== 1) return []
      return score.flatMap((_, team) => (side[team] === top[0]![0] ? [team] : []))
    },
    realigned: (changed) => sidesBy(changed, quarterOf)
  }
}

/** The kick goes to a Kill-Zone square; a ball landing or at rest in the kicking team's quarter is kicked again. */
export const kickRules = (quarterOf: ReadonlyArray<number>): KickRules => ({
  aimAt: (_kicking, _receiving, square) => inKillZone(square),
  kickAgainIf: (kicking, square) => quarterAt(square) === quarterOf[kicking],
  aimName: "a Kill-Zone square"
})

const base = {
  id: "blightbowl",
  turnsPerHalf: 8,
  halves: 2,
  // Seven a side on the pitch at any time.
  maxPlayersOnPitch: 7,
  minOnLineOfScrimmage: 3,
  maxPerWideZone: 2,
  tables: bloodBowl.tables,
  fallArmourModifier: 0,
  bounces: 1,
  kickOff: bloodBowl.kickOff,
  apothecary: bloodBowl.apothecary,
  secretWeapon: bloodBowl.secretWeapon,
  draft: null,
  concession: null,
  sendingOff: true,
  // A match without a winner after the second half plays one overtime period, then a roll-off.
  overtime: 1,
  // The cross's trapdoors, one a quarter, shut unless the stadium has Uncovered Trapdoors (pitch.ts).
  prayerTrapdoors: TRAPDOORS,
  // In an all-Skaven match the coaches break and make alliances (alliances.ts).
  hooks: { anyTimeEvent: allianceEvent }
} as const

/** BlightBowl in one mode, with the teams in given quarters. */
export const blightbowlIn = (mode: Mode, quarterOf: ReadonlyArray<number>): Variant => ({
  ...base,
  name: `BlightBowl (${mode})`,
  pitch: crossPitch(quarterOf),
  rules: turnOrder(quarterOf),
  sides: sides(mode, quarterOf),
  kickRules: kickRules(quarterOf),
  pitches: null
})

/** BlightBowl in one mode: the quarters are rolled before the pre-game (shown in header order until then). */
export const blightbowlMode = (mode: Mode): Variant => {
  const { die, byFace } = ASSIGNMENTS[mode]
  const variants: Record<string, Variant> = {}
  for (const quarterOf of byFace) variants[assignmentKey(quarterOf)] = blightbowlIn(mode, quarterOf)
  return {
    ...blightbowlIn(mode, [0, 1, 2, 3]),
    pitches: {
      variants,
      roll: { die, for: "blightbowl-quarters", pitch: (face) => assignmentKey(byFace[face - 1]!) },
      ruling: {
        rule: "Quarters",
        result: (key, names) => names.map((name, t) => {
          const quarter = QUARTERS[Number(key[t])]!
          return `${name} defend ${quarter[0]!.toUpperCase()}${quarter.slice(1)}`
        }).join(", ")
      }
    },
    configure: (options) => blightbowlMode(options.mode ?? mode)
  }
}

/** The registered module: the header's `mode` (required by the format) configures it. */
export const blightbowl: Variant = { ...blightbowlMode("free-for-all"), name: "BlightBowl" }
