import { type FfbCommand, type FfbReport, num, nums, str } from "./replay.js"

/**
 * Which of several block dice FFB's Pro re-rolled (bb2020 StepBlockRoll and StepBlockRollMultiple).
 * FFB's replay holds no client command, so the die the coach picked is read from what the server
 * shows after Pro's D6: the dice dialog lists the dice re-rolled so far (`reRolledDice`, Pro's die
 * added last, whether its D6 passed or not); a Multiple Block's dialog also keeps `proIndex` on the
 * target's roll. Failing both, a passed Pro roll still tells by faces: the roll FFB shows again
 * differs from the old one at that die alone (or nowhere, when the new die came up the same face,
 * and then any die of that face gives the same dice).
 *
 * `target` is the Multiple Block target whose dice these are, or null for an ordinary block.
 * Returns null when FFB's commands ahead do not tell.
 */
export const proDieAhead = (
  commands: ReadonlyArray<FfbCommand>,
  from: number,
  target: string | null,
  old: ReadonlyArray<number>
): number | null => {
  const valid = (die: number | null | undefined): die is number => typeof die === "number" && Number.isInteger(die) && die >= 0 && die < old.length
  let fresh: number | null = null
  for (let i = from; i < commands.length; i++) {
    const reports = commands[i]!.reportList?.reports ?? []
    // Only as far as the dice are chosen, or the activation ends.
    if (i > from && reports.some((report) => report.reportId === "blockChoice" || report.reportId === "playerAction" || report.reportId === "turnEnd")) break
    for (const report of reports) {
      if (report.reportId === "blockReRoll" && str(report, "reRollSource") === "Pro" && fresh === null) fresh = Math.abs(nums(report, "blockRoll")?.[0] ?? 0)
      if (report.reportId === "blockRoll" && fresh !== null && (target === null || str(report, "defenderId") === target)) {
        const shown = (nums(report, "blockRoll") ?? []).map(Math.abs)
        if (shown.length !== old.length) return null
        const changed = shown.flatMap((face, at) => (face === old[at] ? [] : [at]))
        if (changed.length === 1 && shown[changed[0]!] === fresh) return byDialog(commands, from, i, target, valid) ?? changed[0]!
        if (changed.length === 0 && old.includes(fresh)) return byDialog(commands, from, i, target, valid) ?? old.indexOf(fresh)
        return null
      }
    }
    const dialog = dialogDie(commands[i]!, target)
    if (dialog !== undefined) return valid(dialog) ? dialog : null
  }
  return null
}

/** The die named by a dice dialog between `from` and `to` (inclusive), if any. */
const byDialog = (commands: ReadonlyArray<FfbCommand>, from: number, to: number, target: string | null, valid: (die: number | null | undefined) => die is number): number | null => {
  for (let i = from; i <= to; i++) {
    const die = dialogDie(commands[i]!, target)
    if (die !== undefined) return valid(die) ? die : null
  }
  return null
}

/**
 * The die Pro took according to a dice dialog in the command: undefined when the command sets
 * no such dialog, null when it sets one that does not tell.
 */
const dialogDie = (command: FfbCommand, target: string | null): number | null | undefined => {
  for (const change of command.modelChangeList?.modelChangeArray ?? []) {
    if (change.modelChangeId !== "gameSetDialogParameter") continue
    const value = change.modelChangeValue
    if (value === null || typeof value !== "object") continue
    const dialog = value as FfbReport & { dialogId?: unknown; blockRolls?: unknown }
    if (target === null && dialog.dialogId === "blockRollPartialReRoll") return nums(dialog, "reRolledDice")?.at(-1) ?? null
    if (target !== null && (dialog.dialogId === "reRollBlockForTargets" || dialog.dialogId === "opponentBlockSelection") && Array.isArray(dialog.blockRolls)) {
      const roll = (dialog.blockRolls as ReadonlyArray<FfbReport>).find((r) => str(r, "playerId") === target)
      if (roll === undefined) continue
      const proIndex = num(roll, "proIndex")
      return nums(roll, "reRolledDice")?.at(-1) ?? (proIndex !== null && proIndex >= 0 ? proIndex : null)
    }
  }
  return undefined
}
