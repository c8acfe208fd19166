import { type FfbCommand, num } from "./replay.js"

/**
 * FFB's BB2020 Prayers to Nuffle (christerk/ffb bb2020 StepPrayers, StepPrayer and the prayer
 * handlers of inducements/mixed/prayers), read for the importer. FFB rolls a prayer for the winner
 * of Cheering Fans (StepApplyKickoffResult) and, before the coin toss, for the team with the lower
 * team value after inducements (`prayerAmount`: `teamValue` home, `opponentTeamValue` away,
 * `homeTeam` whether home prays, `number` how many). Each `prayerRoll` names only the D16 (FFB
 * draws it from the results not in force, so none is rolled again); who it touches shows in the
 * `playerEvent` reports that follow: at once for a random draw, after the coach's dialog for a
 * chosen player, or `prayerWasted` when nobody could be picked.
 */

/** How the engine (prayers/prayers.ts) takes each D16 row's players: none, a coach's choice, or random draws. */
export type PrayerPick = "none" | "chosen" | "drawn" | "bad-habits" | "intensive-training"

/** The rows of the D16 table (the order FFB's bb2020 Prayer and the engine's table share), with how each picks. */
const ROWS: ReadonlyArray<readonly [string, PrayerPick]> = [
  ["treacherous-trapdoor", "none"],
  ["friends-with-the-ref", "none"],
  ["stiletto", "drawn"],
  ["iron-man", "chosen"],
  ["knuckle-dusters", "chosen"],
  ["bad-habits", "bad-habits"],
  ["greasy-cleats", "drawn"],
  ["blessed-statue-of-nuffle", "chosen"],
  ["moles-under-the-pitch", "none"],
  ["perfect-passing", "none"],
  ["fan-interaction", "none"],
  ["necessary-violence", "none"],
  ["fouling-frenzy", "none"],
  ["throw-a-rock", "none"],
  ["under-scrutiny", "none"],
  ["intensive-training", "intensive-training"]
]

/** The row of a D16 prayer roll, or null for a face off the table. */
export const prayerRow = (roll: number): { readonly id: string; readonly pick: PrayerPick } | null => {
  const row = ROWS[roll - 1]
  return row === undefined ? null : { id: row[0], pick: row[1] }
}

/** A prayer FFB is playing out: the praying team, its row, and how many players FFB still names. */
export interface PrayerUnderWay {
  readonly team: number
  readonly id: string
  readonly pick: PrayerPick
  left: number
}

/** The skill in Intensive Training's `playerEvent` ("gains Dodge"), or null. */
export const gainedSkill = (message: string | null): string | null => {
  const match = /^\s*gains (.+)$/u.exec(message ?? "")
  return match === null ? null : match[1]!.trim()
}

/**
 * The team values FFB compared for the pre-game prayers (its `prayerAmount` report): each team's
 * value after the inducements it bought (bb2020 StepBuyCardsAndInducements.getNewTv), which the
 * engine reads from the header's `teamValue` for the same rule. Null when FFB rolled none.
 */
export const prayerTeamValues = (commands: ReadonlyArray<FfbCommand>): readonly [number, number] | null => {
  for (const command of commands) {
    for (const report of command.reportList?.reports ?? []) {
      if (report.reportId !== "prayerAmount") continue
      const home = num(report, "teamValue")
      const away = num(report, "opponentTeamValue")
      return home === null || away === null ? null : [home, away]
    }
  }
  return null
}
