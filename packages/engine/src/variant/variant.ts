import { Context, Layer } from "effect"
import type { VariantId } from "@sidelines/schema"
import type { Pitch } from "../model/pitch.js"
import type { Weather } from "../model/state.js"
import type { InjuryResult } from "../rules/outcome.js"
import type { Table } from "./tables.js"

export type CasualtyRow = "badly-hurt" | "seriously-hurt" | "serious-injury" | "lasting-injury" | "dead"
export type LastingInjuryRow = "head-injury" | "smashed-knee" | "broken-arm" | "neck-injury" | "dislocated-shoulder"

/** The tables a variant reads. Variants replace whole tables, never rows in the core. */
export interface Tables {
  readonly weather: Table<Weather>
  readonly kickOff: Table
  readonly injury: Table<Extract<InjuryResult, "stunned" | "ko"> | "casualty">
  readonly stuntyInjury: Table<Extract<InjuryResult, "stunned" | "ko" | "badly-hurt"> | "casualty">
  readonly casualty: Table<CasualtyRow>
  readonly lastingInjury: Table<LastingInjuryRow>
}

/** Who does what when, where variants differ (BlightBowl's four teams answer these differently). */
export interface TurnOrder {
  /** The team that kicks the first drive of a half, given who kicked the first drive of the match. */
  readonly kickingTeamForHalf: (half: number, firstKickingTeam: number, teams: number) => number
  /** The teams that set up, in order, when a team kicks. */
  readonly setUpOrder: (kickingTeam: number, teams: number) => ReadonlyArray<number>
  /** The team that receives when a team kicks; it takes the drive's first team turn. */
  readonly receivingTeam: (kickingTeam: number, teams: number) => number
  /** Whose team turn follows this team's. */
  readonly nextTeam: (team: number, teams: number) => number
}

/**
 * A variant of the game, as a module: its pitch, turn structure, set-up limits and tables.
 * The core engine asks these questions at named rule points and never tests which variant
 * it is playing.
 */
export interface Variant {
  readonly id: VariantId
  readonly name: string
  readonly pitch: Pitch
  readonly turnsPerHalf: number
  readonly halves: number
  /** Most players a team may have on the pitch at a kick-off. */
  readonly maxPlayersOnPitch: number
  /** Fewest players on the line of scrimmage (when the team has that many to field). */
  readonly minOnLineOfScrimmage: number
  /** Most players a team may set up in each wide zone. */
  readonly maxPerWideZone: number
  readonly tables: Tables
  readonly rules: TurnOrder
  /** Armour modifier whenever a player falls over or is knocked down (Gutter Bowl: +1). */
  readonly fallArmourModifier: number
  /** How many times a loose ball bounces before it comes to rest (Gutter Bowl cobbles: 2). */
  readonly bounces: number
}

/** The variant being folded, provided to the fold program as an Effect service. */
export class VariantService extends Context.Service<VariantService, Variant>()("@sidelines/engine/VariantService") {}

export const variantLayer = (variant: Variant) => Layer.succeed(VariantService, variant)
