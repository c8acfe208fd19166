import { above } from "../core/above.js"
import type { DiceRolled, MatchEvent } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import type { ChainsawArmourStep } from "../skills/chainsaw.js"
import { afterChainsawArmour, judgeChainsawArmour } from "../skills/chainsaw-armour.js"
import { consumed, type Ctx, expectRoll, type Fold, type Handled, judge, nameOf, note, passOn, playerIndex, propagate, setPlayer, type StepHandler, updateTop, violation } from "../core/context.js"
import { afterArmour, type ArmourReading, type ArmourStep, judgeArmour, readArmour } from "../core/injury.js"
import { markSpecialRuleUsed, specialRuleUsed } from "../core/once-a-game.js"

/**
 * Old Pro (Helmut Wulf): once a game, Helmut may use his Pro to re-roll one die of an armour roll
 * (BBBase's BB2020 page). The FAQ: the Pro roll (3+) is still made, and the once-a-game use is
 * spent only when a die is actually re-rolled — a failed Pro roll keeps Old Pro for later. Pro works
 * in the player's own activation only, so here Old Pro is offered during Helmut's activation, on an
 * armour roll where one die could change the result for him: an opponent's armour that held against
 * his block or chainsaw (re-rolled to break it), or his own armour that broke (re-rolled to save
 * it: a chainsaw kick-back, a fall). FFB (christerk/ffb `OldPro`, `OldProModification`) offers the
 * same two cases but his own armour only on a chainsaw kick-back, and picks the die itself (the lower
 * die to break, the higher to save); here the coach names it.
 *
 * In the log, after the 2D6 `armour` roll: `RerollUsed` `{ source: "skill", skill: "Old Pro",
 * player, die }` (`die`: the index in the roll's `faces`; absent, FFB's pick), then the Pro roll
 * (`DiceRolled` d6 `pro`, Helmut), then on 3+ the new die (`DiceRolled` d6 `armour`, the player whose
 * armour it is). `RerollDeclined`, `SkillDeclined` Old Pro, or any other event lets the roll stand.
 * On a foul's armour roll (Helmut fouling) the referee reads the dice as they end up: a natural
 * double re-rolled away is not seen, one the re-roll makes is (as the Boot Camp card reads a foul's
 * re-roll; FFB offers Old Pro on a foul too), and the injury roll that follows is watched as usual.
 */
export const OLD_PRO = "Old Pro"

type Judged =
  | { readonly _tag: "armour"; readonly step: ArmourStep; readonly reading: ArmourReading; readonly broken: boolean }
  | { readonly _tag: "chainsaw"; readonly step: ChainsawArmourStep; readonly broken: boolean }

export interface OldProStep {
  readonly _tag: "OldPro"
  readonly star: string
  readonly stage: "offer" | "pro" | "die"
  /** The 2D6 armour roll as first rolled. */
  readonly roll: DiceRolled
  /** The index of the die re-rolled, once named. */
  readonly die: number
  readonly on: Judged
}

const victimOf = (on: Judged): string => on.step.player

/** Whether these faces break the armour, read as the roll was. */
const breaks = (ctx: Ctx, state: MatchState, on: Judged, faces: ReadonlyArray<number>): boolean =>
  on._tag === "armour" ? readArmour(ctx, state, on.step, faces).broken : judgeChainsawArmour(ctx, state, on.step, faces, null)

/** FFB's pick: the lower die to break the armour, the higher to save it. */
const defaultDie = (faces: ReadonlyArray<number>, toBreak: boolean): number => ((faces[0]! <= faces[1]!) === toBreak ? 0 : 1)

/** The offer after an armour roll, or null: Helmut's, in his activation, with Pro and Old Pro unused, where one die could turn it. */
export const oldProOffer = (ctx: Ctx, state: MatchState, roll: DiceRolled, by: string | null, on: Judged): OldProStep | null => {
  const victim = victimOf(on)
  const star = on.broken ? victim : by
  if (star === null || state.activePlayer !== star) return null
  const index = playerIndex(ctx, star)
  if (!hasSkill(ctx.match, state, index, OLD_PRO) || !hasSkill(ctx.match, state, index, "Pro")) return null
  if (state.players[index]!.used.includes("Pro") || specialRuleUsed(ctx, state, star, OLD_PRO)) return null
  // His blow lands on an opponent; his own armour is his to save.
  if (!on.broken && (star === victim || state.players[playerIndex(ctx, victim)]!.team === state.players[index]!.team)) return null
  // The best a re-rolled die can do: a 6 to break, a 1 to save.
  const toBreak = !on.broken
  const die = defaultDie(roll.faces, toBreak)
  const best = roll.faces.map((face, i) => (i === die ? (toBreak ? 6 : 1) : face))
  if (breaks(ctx, state, on, best) === on.broken) return null
  return { _tag: "OldPro", star, stage: "offer", roll, die, on }
}

/** A foul's armour roll (inducements/referees/referee-watch.ts): the referee reads the final dice (`faces`, null when they stand) and watches the injury roll. */
const forFoul = (ctx: Ctx, state: MatchState, step: OldProStep, faces: ReadonlyArray<number> | null): MatchState =>
  step.on._tag === "armour" && step.on.step.cause === "foul" ? above.rewatchFoulArmour(ctx, state, step.star, step.on.step.player, faces) : state

/** The roll stands as judged. */
const stands = (ctx: Ctx, state: MatchState, step: OldProStep): MatchState => {
  const on = step.on
  return forFoul(ctx, on._tag === "armour" ? afterArmour(ctx, state, on.step, on.broken, on.reading) : afterChainsawArmour(ctx, state, on.step, on.broken), step, null)
}

export const oldProHandler: StepHandler<OldProStep> = {
  expects: (step, state, match) =>
    step.stage === "offer"
      ? { kind: "decision", team: state.players[match.playerIndex.get(step.star)!]!.team, events: ["RerollUsed", "RerollDeclined", "SkillDeclined"], about: `use ${OLD_PRO} (Pro: re-roll one die of the armour roll)?` }
      : step.stage === "pro"
      ? { kind: "roll", die: "d6", for: "pro", player: step.star }
      : { kind: "roll", die: "d6", for: "armour", player: victimOf(step.on) },
  on: (ctx, state, step, event: MatchEvent): Fold<Handled> => {
    const index = playerIndex(ctx, step.star)
    switch (step.stage) {
      case "offer": {
        if (event._tag === "RerollUsed") {
          if (event.source !== "skill" || event.skill?.toLowerCase() !== OLD_PRO.toLowerCase()) return violation(ctx, "re-roll", `an armour roll is not re-rolled with ${event.skill ?? event.source}; only ${nameOf(ctx, step.star)}'s ${OLD_PRO} may re-roll one of its dice`)
          if (ctx.match.teamIndex.get(event.team) !== state.players[index]!.team || (event.player !== undefined && event.player !== step.star)) return violation(ctx, OLD_PRO, `${OLD_PRO} is ${nameOf(ctx, step.star)}'s`)
          const die = event.die ?? step.die
          if (die >= step.roll.faces.length) return violation(ctx, OLD_PRO, `the armour roll has ${step.roll.faces.length} dice; there is no die ${die}`)
          note(ctx, `${nameOf(ctx, step.star)} uses Pro for ${OLD_PRO}: the ${step.roll.faces[die]} (die ${die}) of the armour roll, if the Pro roll is 3+`)
          const player = state.players[index]!
          return consumed(updateTop(setPlayer(state, index, { used: [...player.used, "Pro"] }), { ...step, stage: "pro", die }))
        }
        if (event._tag === "RerollDeclined" || (event._tag === "SkillDeclined" && event.skill.toLowerCase() === OLD_PRO.toLowerCase())) return consumed(stands(ctx, state, step))
        return passOn(stands(ctx, state, step))
      }
      case "pro": {
        const rolled = expectRoll(ctx, event, "d6", "pro", step.star, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const { success } = judge(ctx, {
          rule: "Pro",
          player: step.star,
          roll: rolled.success,
          target: 3,
          total: face,
          result: face >= 3 ? "success" : "failure",
          success: face >= 3,
          notes: [face >= 3 ? `${OLD_PRO}: one die of the armour roll is re-rolled` : `the armour roll stands; ${OLD_PRO} is kept for a later turn`],
          needed: 3
        })
        return consumed(success === true ? updateTop(state, { ...step, stage: "die" }) : stands(ctx, state, step))
      }
      case "die": {
        const rolled = expectRoll(ctx, event, "d6", "armour", victimOf(step.on), 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const faces = step.roll.faces.map((face, i) => (i === step.die ? rolled.success.faces[0]! : face))
        const roll: DiceRolled = { ...step.roll, seq: rolled.success.seq, faces } as DiceRolled
        const used = markSpecialRuleUsed(ctx, state, step.star, OLD_PRO)
        const why = `special rule: ${OLD_PRO} (once a game): die ${step.die} (${step.roll.faces[step.die]}) re-rolled, ${rolled.success.faces[0]}`
        if (step.on._tag === "armour") {
          const reading = readArmour(ctx, used, step.on.step, faces)
          const broken = judgeArmour(ctx, step.on.step, roll, reading, [why])
          return consumed(forFoul(ctx, afterArmour(ctx, used, step.on.step, broken, reading), step, faces))
        }
        const broken = judgeChainsawArmour(ctx, used, step.on.step, faces, roll, [why])
        return consumed(afterChainsawArmour(ctx, used, step.on.step, broken))
      }
    }
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "stars/old-pro": OldProStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    oldProOffer: typeof oldProOffer
  }
}
