import { hasGainTag } from "../model/match.js"
import { addGain, type Gain, type MatchState, withState } from "../model/state.js"
import { type Ctx, nameOf, note, playerIndex, replaceTop, setPlayer } from "./context.js"

/**
 * Gutter Bowl's Transmutation (the Novice Wizard's spell, rules/novice-wizard.ts): the player hit
 * becomes a frog. The frog's profile replaces the player's own (`Gain.profile`, read through
 * `characteristic` and `hasSkill`): MA 5, ST 1, AG 2+, no PA, AV 5+, and only Dodge, Leap, No Hands,
 * Stunty, Titchy and Very Long Legs. A frog's Casualty always counts as Badly Hurt, with no Sawbones
 * (rules/injury.ts). The spell wears off at the end of the next drive: cast during a drive, it lasts
 * the rest of that drive and the whole of the following one (`next-drive`); a frog that was
 * Knocked-out or made a Casualty stays so.
 */
export const FROG = "frog"

export const FROG_GAIN: Gain = {
  source: "Transmutation",
  until: "next-drive",
  skills: [],
  tag: FROG,
  profile: { ma: 5, st: 1, ag: 2, pa: null, av: 5, skills: ["Dodge", "Leap", "No Hands", "Stunty", "Titchy", "Very Long Legs"] }
}

/** Whether the player is a frog now. */
export const isFrog = (state: MatchState, index: number): boolean => hasGainTag(state, index, FROG)

/** The spell's step done: `player` is a frog, and a ball they held drops and bounces from their square. */
export const transmute = (ctx: Ctx, state: MatchState, player: string, astray: boolean): MatchState => {
  const index = playerIndex(ctx, player)
  note(ctx, `Transmutation: ${nameOf(ctx, player)} is hit${astray ? " instead" : ""} and turned into a frog until the end of the next drive`)
  const frog = setPlayer(state, index, { gained: addGain(state.players[index]!, FROG_GAIN).gained })
  const at = frog.players[index]!.at
  if (frog.ball.carrier !== player || at === null) return replaceTop(frog)
  note(ctx, `Transmutation: the frog drops the ball, which bounces`)
  return replaceTop(withState(frog, { ball: { at, carrier: null, inPlay: true } }), { _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
}
