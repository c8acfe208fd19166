import { withBallOf } from "../../model/balls.js"
import { hasGainTag } from "../../model/match.js"
import { addGain, type Gain, type Lapse, type MatchState, withState } from "../../model/state.js"
import { type Ctx, nameOf, note, playerIndex, replaceTop, setPlayer } from "../../core/context.js"

/**
 * The frog a wizard's spell turns a player into: Gutter Bowl's Transmutation (the Novice Wizard's,
 * inducements/wizards/novice-wizard.ts) and Blood Bowl's Zap! (the Hireling Sports Wizard's, inducements/wizards/wizard.ts).
 * The frog's profile replaces the player's own (`Gain.profile`, read through `characteristic` and
 * `hasSkill`): MA 5, ST 1, AG 2+, no PA, AV 5+, and only Dodge, Leap, No Hands, Stunty, Titchy and
 * Very Long Legs (the same in FFB's bb2020 GameMechanic.zappedPlayerStats and ZappedPosition). A
 * frog's Casualty always counts as Badly Hurt, with no Sawbones (core/injury.ts). The spells differ
 * in how long it lasts: Transmutation until the end of the next drive (cast during a drive, the
 * rest of that drive and the whole of the following one: `next-drive`), Zap! until the end of the
 * drive (FFB turns zapped players back at a touchdown or the end of a half). A frog that was
 * Knocked-out or made a Casualty stays so.
 */
export const FROG = "frog"

/** A spell that makes frogs: its name, and how long its frogs last. */
export interface FrogSpell {
  readonly name: string
  readonly until: Lapse
  /** The duration in words, for the log's notes. */
  readonly lasts: string
}

export const TRANSMUTATION: FrogSpell = { name: "Transmutation", until: "next-drive", lasts: "until the end of the next drive" }
export const ZAP: FrogSpell = { name: "Zap!", until: "drive", lasts: "until the end of the drive" }

/** The frog's profile, for as long as `spell` says. */
export const frogGain = (spell: FrogSpell): Gain => ({
  source: spell.name,
  until: spell.until,
  skills: [],
  tag: FROG,
  profile: { ma: 5, st: 1, ag: 2, pa: null, av: 5, skills: ["Dodge", "Leap", "No Hands", "Stunty", "Titchy", "Very Long Legs"] }
})

/** Gutter Bowl's Transmutation frog. */
export const FROG_GAIN: Gain = frogGain(TRANSMUTATION)

/** Whether the player is a frog now. */
export const isFrog = (state: MatchState, index: number): boolean => hasGainTag(state, index, FROG)

/** The spell's step done: `player` is a frog, and a ball they held drops and bounces from their square. */
export const transmute = (ctx: Ctx, state: MatchState, player: string, astray: boolean, spell: FrogSpell = TRANSMUTATION): MatchState => {
  const index = playerIndex(ctx, player)
  note(ctx, `${spell.name}: ${nameOf(ctx, player)} is hit${astray ? " instead" : ""} and turned into a frog ${spell.lasts}`)
  const frog = withBallOf(setPlayer(state, index, { gained: addGain(state.players[index]!, frogGain(spell)).gained }), player)
  const at = frog.players[index]!.at
  if (frog.ball.carrier !== player || at === null) return replaceTop(frog)
  note(ctx, `${spell.name}: the frog drops the ball, which bounces`)
  return replaceTop(withState(frog, { ball: { at, carrier: null, inPlay: true } }), { _tag: "Bounce", from: at, context: { kickOff: false }, more: ctx.variant.bounces - 1 })
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    isFrog: typeof isFrog
  }
}
