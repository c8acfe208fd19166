import { Result } from "effect"
import { addGain, type Gain } from "../../model/state.js"
import { consumed, expectRoll, judge, nameOf, note, playerIndex, propagate, replaceTop, setPlayer, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import type { KickOffResult, VariantStep } from "../../core/variant/variant.js"

const RULE = "Snowball Surprise"

/** What the chosen players gain: Bombardier until the drive ends. */
export const SNOWBALL_SURPRISE: Gain = { source: RULE, until: "drive", skills: ["Bombardier"] }

/**
 * Snowball Surprise (kick-off 12): each coach rolls a D6 (`kick-off-effect`, `team` set; our
 * reading: the kicking team first). The higher roller — both on a tie — chooses one of their
 * players on the pitch (`PlayerChosen`, `snowball-surprise`), who has Bombardier until the drive
 * ends. Our reading: any player on the pitch, standing or not (the text says only "on the pitch").
 */
interface SurpriseData {
  readonly stage: "roll" | "choose"
  /** The teams in order, kicking team first. */
  readonly teams: ReadonlyArray<number>
  /** Each team's D6 so far, in `teams` order. */
  readonly rolls: ReadonlyArray<number>
  /** The teams still to choose a player (after the rolls). */
  readonly choosers: ReadonlyArray<number>
}

export const snowballSurprise: KickOffResult = (ctx, state) => {
  const kicking = state.kickingTeam!
  const teams = [kicking, ctx.variant.rules.receivingTeam(kicking, state.teams.length)]
  note(ctx, `${RULE}: each coach rolls a D6; the higher (both on a tie) gives one of their players on the pitch Bombardier for the drive`)
  return Result.succeed({ state, steps: [{ _tag: "Variant", name: "snowball-surprise", data: { stage: "roll", teams, rolls: [], choosers: [] } satisfies SurpriseData }] })
}

export const snowballSurpriseHandler: StepHandler<VariantStep> = {
  expects: (step) => {
    const data = step.data as unknown as SurpriseData
    return data.stage === "roll"
      ? { kind: "roll", die: "d6", for: "kick-off-effect", player: null, team: data.teams[data.rolls.length]! }
      : { kind: "decision", team: data.choosers[0]!, events: ["PlayerChosen"], about: `${RULE}: a player on the pitch who gains Bombardier for the drive` }
  },
  on: (ctx, state, step, event) => {
    const data = step.data as unknown as SurpriseData
    if (data.stage === "roll") {
      const team = data.teams[data.rolls.length]!
      const rolled = expectRoll(ctx, event, "d6", "kick-off-effect", null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const named = rolled.success.team
      if (named !== undefined && ctx.match.teamIndex.get(named) !== team) return violation(ctx, RULE, `${teamOf(ctx, team).name} roll now (the kicking team first), not ${named}`)
      const rolls = [...data.rolls, rolled.success.faces[0]!]
      if (rolls.length < data.teams.length) {
        judge(ctx, { rule: RULE, roll: rolled.success, total: rolls[rolls.length - 1]!, result: `${teamOf(ctx, team).name} roll ${rolls[rolls.length - 1]}` })
        return consumed(updateTop(state, { ...step, data: { ...data, rolls } }))
      }
      const best = Math.max(...rolls)
      // Only a team with a player on the pitch can choose one.
      const choosers = data.teams.filter((t, i) => rolls[i] === best && state.players.some((p) => p.team === t && p.at !== null))
      const winners = data.teams.filter((_, i) => rolls[i] === best).map((t) => teamOf(ctx, t).name)
      judge(ctx, {
        rule: RULE,
        roll: rolled.success,
        total: rolls[rolls.length - 1]!,
        result: `${teamOf(ctx, team).name} roll ${rolls[rolls.length - 1]} (${data.teams.map((t, i) => `${teamOf(ctx, t).name} ${rolls[i]}`).join(", ")}): ${winners.join(" and ")} choose${winners.length === 1 ? "s" : ""} a bombardier`
      })
      return consumed(choosers.length === 0 ? replaceTop(state) : updateTop(state, { ...step, data: { ...data, stage: "choose", rolls, choosers } }))
    }
    const team = data.choosers[0]!
    if (event._tag !== "PlayerChosen" || event.for !== "snowball-surprise") {
      return violation(ctx, RULE, `${teamOf(ctx, team).name} choose a player on the pitch (PlayerChosen, snowball-surprise) before ${event._tag}`)
    }
    const index = playerIndex(ctx, event.player)
    const player = state.players[index]!
    if (ctx.match.teamIndex.get(event.team) !== team || player.team !== team || player.at === null) {
      return violation(ctx, RULE, `${teamOf(ctx, team).name} choose one of their own players on the pitch; ${nameOf(ctx, event.player)} is not one`)
    }
    note(ctx, `${RULE}: ${nameOf(ctx, player.id)} has Bombardier until the end of the drive`)
    const gained = setPlayer(state, index, { gained: addGain(player, SNOWBALL_SURPRISE).gained })
    const choosers = data.choosers.slice(1)
    return consumed(choosers.length === 0 ? replaceTop(gained) : updateTop(gained, { ...step, data: { ...data, choosers } }))
  }
}
