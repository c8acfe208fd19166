import type { MatchState } from "../../model/state.js"
import {
  consumed,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  note,
  passOn,
  playerIndex,
  propagate,
  replaceTop,
  setTeam,
  type StepHandler,
  teamOf,
  updateTop,
  violation
} from "../../core/context.js"
import { afterInjury, type Casualty, type CasualtyStep, rollCasualty, rollLasting } from "../../core/injury.js"
import type { InjuryCause } from "../../model/outcome.js"
import type { Step } from "../../model/step.js"
import type { VariantStep } from "../../core/variant/variant.js"

/**
 * Gutter Bowl's Sawbones (an inducement, 0–1), once a game. Right after a casualty roll against
 * one of the team's players (and its lasting-injury roll), before any other healing, the coach
 * may use it (`InducementUsed` `sawbones`, `player` set; `ChoiceDeclined` `sawbones`, or going on,
 * keeps it): a D6 (`sawbones`, `player` set), on a 1 the player is Dead; on 2+ a second casualty
 * roll (D16 `casualty`, and a D6 `lasting-injury` where it says so), and the coach keeps either
 * result (`InjuryChosen`). A Badly Hurt kept is patched up: the player goes to the reserves.
 * Whatever is kept then goes on as any casualty (Regeneration may still be tried).
 *
 * Our readings: a second result that is Badly Hurt still asks the coach to choose (the text gives
 * the choice first, then patches a Badly Hurt up), and "the opposing coach rolls" is only who
 * rolls: the log records the dice either way.
 */

export const SAWBONES = "sawbones"

interface SawbonesData {
  readonly player: string
  readonly cause: InjuryCause
  readonly by: string | null
  readonly casualty: Casualty
  readonly stage: "offer" | "d6" | "roll" | "lasting" | "choose"
  readonly second: Casualty | null
}

const bought = (ctx: Ctx, team: number) => ctx.match.header.teams[team]!.inducements.some((i) => i.id === SAWBONES && i.count > 0)

const used = (state: MatchState, team: number) => state.teams[team]!.inducementsUsed?.includes(SAWBONES) === true

const data = (step: VariantStep) => step.data as unknown as SawbonesData

const step = (d: SawbonesData): VariantStep => ({ _tag: "Variant", name: SAWBONES, data: { ...d } })

/** The rule point after a casualty roll: the Sawbones is offered to a team that has it unused. */
export const afterCasualtyRoll = (ctx: Ctx, state: MatchState, casualty: CasualtyStep, result: Casualty): ReadonlyArray<Step> | undefined => {
  const team = state.players[playerIndex(ctx, casualty.player)]!.team
  if (!bought(ctx, team) || used(state, team)) return undefined
  return [step({ player: casualty.player, cause: casualty.cause, by: casualty.by, casualty: result, stage: "offer", second: null })]
}

const goOn = (ctx: Ctx, state: MatchState, d: SawbonesData, casualty: Casualty): MatchState =>
  casualty.row === "badly-hurt" && d.stage === "choose"
    ? replaceTop(state, { _tag: "ApplyInjury", player: d.player, cause: d.cause, by: d.by, result: "reserves" })
    : replaceTop(state, ...afterInjury(ctx, state, d, { kind: "casualty", casualty }))

const describe = (c: Casualty) => (c.lasting === null ? c.row.replaceAll("-", " ") : `lasting injury (${c.lasting.replaceAll("-", " ")})`)

export const sawbonesHandler: StepHandler<VariantStep> = {
  expects: (s, state, match) => {
    const d = data(s)
    const team = state.players[match.playerIndex.get(d.player)!]!.team
    switch (d.stage) {
      case "offer":
        return { kind: "decision", team, events: ["InducementUsed", "ChoiceDeclined"], about: `use the Sawbones on ${d.player}?` }
      case "d6":
        return { kind: "roll", die: "d6", for: SAWBONES, player: d.player }
      case "roll":
        return { kind: "roll", die: "d16", for: "casualty", player: d.player }
      case "lasting":
        return { kind: "roll", die: "d6", for: "lasting-injury", player: d.player }
      case "choose":
        return { kind: "decision", team, events: ["InjuryChosen"], about: "keep the first or the Sawbones' casualty result" }
    }
  },
  on: (ctx, state, s, event): Fold<Handled> => {
    const d = data(s)
    const team = state.players[playerIndex(ctx, d.player)]!.team
    switch (d.stage) {
      case "offer": {
        if (event._tag === "InducementUsed" && event.inducement === SAWBONES) {
          if (ctx.match.teamIndex.get(event.team) !== team || (event.player !== undefined && event.player !== d.player)) {
            return violation(ctx, "Sawbones", `${teamOf(ctx, team).name}' Sawbones may see to ${nameOf(ctx, d.player)} now, nobody else`)
          }
          note(ctx, `${teamOf(ctx, team).name} send the Sawbones to ${nameOf(ctx, d.player)}`)
          const spent = setTeam(state, team, { inducementsUsed: [...(state.teams[team]!.inducementsUsed ?? []), SAWBONES] })
          return consumed(updateTop(spent, step({ ...d, stage: "d6" })))
        }
        if (event._tag === "ChoiceDeclined" && event.choice === SAWBONES && ctx.match.teamIndex.get(event.team) === team) return consumed(goOn(ctx, state, d, d.casualty))
        return passOn(goOn(ctx, state, d, d.casualty))
      }
      case "d6": {
        const rolled = expectRoll(ctx, event, "d6", SAWBONES, d.player, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const fatal = rolled.success.faces[0] === 1
        judge(ctx, {
          rule: "Sawbones",
          player: d.player,
          roll: rolled.success,
          target: 2,
          total: rolled.success.faces[0]!,
          success: !fatal,
          needed: 2,
          result: fatal ? "the Sawbones' methods prove fatal: Dead" : "the Sawbones gets to work: a second casualty roll"
        })
        if (fatal) return consumed(goOn(ctx, state, d, { row: "dead", lasting: null }))
        return consumed(updateTop(state, step({ ...d, stage: "roll" })))
      }
      case "roll": {
        const row = rollCasualty(ctx, d.player, event)
        if (row._tag === "Failure") return propagate(row)
        if (row.success === "lasting-injury") return consumed(updateTop(state, step({ ...d, stage: "lasting" })))
        return consumed(updateTop(state, step({ ...d, stage: "choose", second: { row: row.success, lasting: null } })))
      }
      case "lasting": {
        const lasting = rollLasting(ctx, d.player, event)
        if (lasting._tag === "Failure") return propagate(lasting)
        return consumed(updateTop(state, step({ ...d, stage: "choose", second: { row: "lasting-injury", lasting: lasting.success } })))
      }
      case "choose": {
        if (event._tag !== "InjuryChosen" || event.player !== d.player) {
          return violation(ctx, "Sawbones", `the coach chooses which casualty result ${nameOf(ctx, d.player)} keeps, not ${event._tag}`)
        }
        const kept = event.keep === "original" ? d.casualty : d.second!
        note(ctx, `${nameOf(ctx, d.player)} keeps ${describe(kept)}${kept.row === "badly-hurt" ? ": patched up by the Sawbones, to the reserves" : ""}`)
        return consumed(goOn(ctx, state, d, kept))
      }
    }
  }
}
