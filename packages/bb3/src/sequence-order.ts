import { cellOf, playerId, sameCell } from "./board.js"
import { BOMB_SOURCE, STEP } from "./codes.js"
import type { SequenceStep } from "./replay.js"
import { int } from "./xml.js"

// Where BB3 makes a sequence's steps in another order than our rules ask for them. The dice are
// BB3's; only their order changes (each difference is in docs/import-bb3.md).

/**
 * A bomb's blast rolls a D6 for each player next to it: BB3 goes along the columns, our rules
 * along the rows (docs/import-bb3.md); then it hurts the players hit, BB3 in the order of its dice,
 * our rules the player in the blast's square first, then the others along the rows. The dice are
 * BB3's; their order is put as the rules ask.
 */
export const blastInRows = (steps: ReadonlyArray<SequenceStep>): ReadonlyArray<SequenceStep> => {
  const blast = (step: SequenceStep) => step.step?.name === "PlayerStep" && int(step.step, "StepType") === STEP.bombBlast
  const hurt = (step: SequenceStep) => step.step?.name === "DamageStep" && int(step.step, "Source") === BOMB_SOURCE
  // CellTo is the player's square (a blast die's CellFrom the blast's).
  const row = (step: SequenceStep) => {
    const [x, y] = cellOf(step.step, "CellTo")
    return y * 100 + x
  }
  const out = steps.slice()
  const sortRun = (from: number, within: (step: SequenceStep) => boolean, key: (step: SequenceStep) => number): number => {
    let to = from
    while (to < out.length && within(out[to]!)) to++
    out.splice(from, to - from, ...out.slice(from, to).sort((a, b) => key(a) - key(b)))
    return to
  }
  for (let i = 0; i < out.length; i++) {
    if (!blast(out[i]!)) continue
    const centre = cellOf(out[i]!.step, "CellFrom")
    const at = (step: SequenceStep) => (sameCell(cellOf(step.step, "CellTo"), centre) ? -1 : row(step))
    i = sortRun(sortRun(i, blast, row), hurt, at)
  }
  return out
}

/**
 * The ball a knocked-down carrier drops bounces once his own armour (and injury) is rolled; BB3
 * rolls every player's damage of a Both Down first. The bounce is put right after the damage step
 * of the player on the square it bounces from.
 */
export const bounceAfterCarrier = (steps: ReadonlyArray<SequenceStep>): ReadonlyArray<SequenceStep> => {
  const out = steps.slice()
  for (let i = 0; i < out.length; i++) {
    const ball = out[i]!
    if (ball.step?.name !== "BallStep" || i === 0 || out[i - 1]!.step?.name !== "DamageStep") continue
    const from = cellOf(ball.step, "CellFrom")
    let carrier = i - 1
    while (carrier >= 0 && out[carrier]!.step?.name === "DamageStep" && !sameCell(cellOf(out[carrier]!.step, "CellTo"), from)) carrier--
    if (carrier < 0 || carrier === i - 1 || out[carrier]!.step?.name !== "DamageStep") continue
    out.splice(i, 1)
    out.splice(carrier + 1, 0, ball)
  }
  return out
}

/**
 * A Both Down hurts both players: BB3 rolls the attacker's armour first, our rules the defender's
 * (docs/import-bb3.md). The dice are the same; only their order is put as the rules ask.
 */
export const defenderFirst = (steps: ReadonlyArray<SequenceStep>, block: { readonly attacker: string; readonly target: string } | null): ReadonlyArray<SequenceStep> => {
  if (block === null) return steps
  const damaged = (step: SequenceStep | undefined, player: string) => step?.step?.name === "DamageStep" && playerId(int(step.step, "PlayerId")) === player
  const at = steps.findIndex((step, i) => damaged(step, block.attacker) && damaged(steps[i + 1], block.target))
  return at < 0 ? steps : [...steps.slice(0, at), steps[at + 1]!, steps[at]!, ...steps.slice(at + 2)]
}

/**
 * A thrown player coming down on another goes on a D8 from there (PlayerStep StepType 15) and the
 * player under him is hurt: BB3 rolls the D8 first, our rules the hurt player's damage. The two
 * are swapped (demo1, demo6).
 */
export const landedOnFirst = (steps: ReadonlyArray<SequenceStep>): ReadonlyArray<SequenceStep> => {
  const out = steps.slice()
  for (let i = 0; i + 1 < out.length; i++) {
    const landing = out[i]!.step
    const hurt = out[i + 1]!.step
    if (landing?.name !== "PlayerStep" || int(landing, "StepType") !== STEP.landing || hurt?.name !== "DamageStep") continue
    if (!sameCell(cellOf(landing, "CellFrom"), cellOf(hurt, "CellTo"))) continue
    out.splice(i, 2, out[i + 1]!, out[i]!)
    i++
  }
  return out
}
