/**
 * The converter's state: its copy of FFB's model, where the conversion is, and what it holds back.
 * Every area of FFB reports (the modules beside this one) reads and writes it through `this`.
 */
import { type Action, type MatchEvent, type MatchStarted } from "@sidelines/schema"
import { type Square } from "../pitch.js"
import { type FfbCommand, type FfbReport } from "../replay.js"
import { type PrayerUnderWay } from "../prayers.js"

export interface Activation {
  readonly player: string
  readonly team: number
  action: Action
  target: string | null
  declared: boolean
  /** FFB's state of the player when activated: a prone player stands up first. */
  standUpPending: boolean
  leaping: boolean
  /** The action's block, foul, pass or hand-off happened: the engine ends such actions itself. */
  acted: boolean
  /** A failed Bone Head, Really Stupid or stand-up roll ended the activation. */
  lost: boolean
  /** The hand-off or pass was written ahead of FFB's report, before the Animosity roll it needs. */
  aimedEarly?: boolean
  /** The active team held the ball when the activation began. */
  heldBall: boolean
  /** The last pick-up roll of the activation passed (null: none was rolled). */
  pickUp: boolean | null
  /** Where FFB's commands said the activation began (for messages). */
  readonly command: number
  /** Quick Bite was used on a catcher during it: losing the ball to the biter is no turnover. */
  bitten?: boolean
  /** The player has Frenzy for this action (printed, or from Frenzied Rush). */
  frenzy?: boolean
  /** FFB changed the Block action to Putrid Regurgitation's vomit after the block: the next vomit roll is that rule's. */
  regurgitating?: boolean
  /** Shot to Nothing gave the Pass action Hail Mary Pass: its pass writes no SkillUsed Hail Mary Pass. */
  shotToNothing?: boolean
  /** Furious Outburst (FFB's furiousOutburst action, a Blitz): where she is in it — before her first placement, or after it. */
  outburst?: "first" | "placed" | "done"
  /** FFB's own action for a star player's special rule (star-actions.ts STAR_ACTION_OF), when it was one. */
  starAction?: string
  /** FFB offered Maximum Carnage after the Chainsaw Attack (its maximumCarnage action): a next chainsaw roll is its attack. */
  carnage?: boolean
}

export interface Push {
  readonly player: string
  readonly from: Square | null
  readonly to: Square | null
}

export interface Block {
  readonly attacker: string
  readonly defender: string
  stage: "dice" | "pushing" | "done"
  attackerFrom: Square | null
  defenderFrom: Square | null
  pushes: Array<Push>
  standFirm: boolean
  /** A single block die FFB re-rolled (Brawler), until FFB shows the whole roll again. */
  reRolledDie?: number | undefined
  /** Pro's D6 passed for the die at this index: FFB's one new die (blockReRoll from Pro) is still to come. */
  proDie?: number | undefined
  /** After Pro, the whole roll FFB shows again (its blockRoll), which is not written again. */
  shown?: ReadonlyArray<number> | undefined
  /** The skill that already re-rolled some of these dice (Brawler, Pro, a star's rule): the engine lets no other follow. */
  reRolledBy?: string | undefined
  /** Block dice a star re-rolled (Unstoppable Momentum, Savage Blow): the new dice, until FFB shows the whole roll again. */
  starDice?: { readonly rule: string; readonly fresh: ReadonlyArray<number>; readonly player: string } | undefined
  /** The block die the coach chose (our face), once chosen. */
  chosen?: number
  /** The faces of the last block roll, until a re-roll is used (FFB reports the block again for a re-roll). */
  rolled: ReadonlyArray<number> | null
  /** The dice a re-roll was used on: they stand when a Loner roll fails, and FFB then shows them again. */
  beforeReroll?: ReadonlyArray<number> | undefined
  /** Frenzy's second block, which the engine starts by itself. */
  second?: boolean
  /** One block of a Multiple Block: no follow-up is asked. */
  multiple?: boolean
}

/**
 * A Multiple Block under way (FFB's bb2020 multiblock steps). FFB rolls the dice of both blocks,
 * takes every re-roll and die choice, and only then resolves the blocks one after the other; the
 * engine (skills/multiple-block.ts) rolls and resolves the first block in full before the second's
 * dice. Each target's events are held in a group of their own and written group by group.
 */
export interface MultiBlock {
  readonly attacker: string
  /** The targets as FFB selected them (its block rolls keep that order, and it resolves them in it). */
  readonly targets: Array<string>
  /** The two BlockThrown were written: the blocks have begun. */
  started: boolean
  readonly groups: Map<string, Array<{ readonly event: Record<string, unknown>; readonly command: number }>>
  /** The target whose events are being read, or null (events go straight to the log). */
  current: string | null
  /** Whose block each hurt player was hurt in: FFB asks for the apothecary only after both blocks. */
  readonly hurtIn: Map<string, string>
  /** The block during which the ball came loose: FFB bounces it only after both blocks. */
  ballLoose: string | null
  /** A Brawler die was re-rolled for this target: FFB's whole roll that follows is not written. */
  brawler: string | null
  /** Each target's block dice as they now stand (FFB's dialog, then each re-roll). */
  readonly rolls: Map<string, ReadonlyArray<number>>
  /** The skill that already re-rolled some of a target's dice (Brawler, Pro): the engine lets no other follow. */
  readonly reRolledBy: Map<string, string>
  /** Pro's D6 passed for this target's die at `die`: FFB's one new die is still to come. */
  proDie: { readonly target: string; readonly die: number } | null
  /** After Pro, the whole roll FFB shows again for this target, which is not written again. */
  shown: { readonly target: string; readonly faces: ReadonlyArray<number> } | null
  /** Every target's dice were chosen: FFB resolves the blocks now. */
  resolving: boolean
}

export type Turn =
  | { readonly kind: "team"; readonly team: number; readonly bonus: boolean }
  | { readonly kind: "kick-off" }
  | { readonly kind: "between" }

export interface ImportStop {
  /** Index in gameLog.commandArray, and FFB's own commandNr. */
  readonly command: number
  readonly commandNr: number | null
  readonly reason: string
}

/** What conversion writes: shared by the converters of one import, one after each unchecked stretch (src/stretches.ts). */
export interface ConversionOutput {
  readonly events: Array<MatchEvent>
  /** For each event, the index in gameLog.commandArray of the command it was read from. */
  readonly eventCommands: Array<number>
  readonly warnings: Array<string>
  readonly reports: Record<string, number>
}

export const newOutput = (): ConversionOutput => ({ events: [], eventCommands: [], warnings: [], reports: {} })

/**
 * Where a converter takes over from FFB's model rather than from the start of the replay: at
 * the start of a team turn, right after an unchecked stretch (src/stretches.ts).
 */
export interface Resume {
  /** Where every player is and FFB's state for them (its PlayerState numbers). */
  readonly at: ReadonlyMap<string, Square | null>
  readonly state: ReadonlyMap<string, number>
  readonly ball: { readonly at: Square | null; readonly inPlay: boolean }
  readonly turnMode: string
  readonly homePlaying: boolean
  /** The team whose team turn has just started. */
  readonly team: number
  readonly apothecaries: ReadonlyArray<number>
}

export interface ConversionResult {
  readonly events: ReadonlyArray<MatchEvent>
  /** For each event, the index in gameLog.commandArray of the command it was read from. */
  readonly eventCommands: ReadonlyArray<number>
  /** Where conversion stopped before the end of the replay, or null when it read it all. */
  readonly stopped: ImportStop | null
  /** Things converted on a best guess, or left out with a reason (with the command index). */
  readonly warnings: ReadonlyArray<string>
  /** How many reports of each id were read, and how many were display-only. */
  readonly reports: Readonly<Record<string, number>>
  readonly commands: number
  /** The command after which the converter halted because it was asked to (`run`'s haltAfter), or null. */
  readonly halted: number | null
}

export class Stop extends Error {}

/** Events held back while a wizard's spell is played (see Converter.wizardUse). */
export interface SpellGroup {
  /** null for the cast itself; else the player whose spell roll (and its injury) the group holds. */
  readonly player: string | null
  readonly events: Array<{ readonly event: Record<string, unknown>; readonly command: number }>
}

/** One player's events of a bomb's explosion: their D6 (none for the player in the square), then their injury. */
export interface BlastGroup {
  readonly player: string
  readonly at: Square | null
  readonly center: boolean
  readonly events: Array<{ readonly event: Record<string, unknown>; readonly command: number }>
}

/** The fields every area module reads and writes (see ../convert.ts). */
export class ConverterState {
  get events(): Array<MatchEvent> {
    return this.out.events
  }
  get eventCommands(): Array<number> {
    return this.out.eventCommands
  }
  get warnings(): Array<string> {
    return this.out.warnings
  }
  get reports(): Record<string, number> {
    return this.out.reports
  }
  stopped: ImportStop | null = null
  index = 0
  reportIndex = 0

  readonly teamOfPlayer = new Map<string, number>()
  readonly order = new Map<string, number>()
  readonly teamIds: ReadonlyArray<string>
  readonly coaches: ReadonlyArray<string | undefined>
  readonly fendPlayers = new Set<string>()

  // FFB's model, as the command stream has built it so far
  readonly at = new Map<string, Square | null>()
  readonly state = new Map<string, number>()
  ball: { at: Square | null; inPlay: boolean; moving: boolean } = { at: null, inPlay: false, moving: false }
  turnMode = "startGame"
  homePlaying = true
  passCoordinate: Square | null = null
  /** The team-mate a Throw Team-mate action picked up (FFB's defender during that action). */
  thrownPlayer: string | null = null
  /** A Diving Tackle or Shadowing player, whom FFB then moves into the square the mover left. */
  divingTackler: string | null = null
  divingTackleRetry = false
  /** A mover held by Tentacles, whom FFB puts back on the square they left. */
  heldBack: string | null = null
  /** An attacker whose follow-up into the square a crowd push left was written ahead of FFB's move. */
  crowdFollow: string | null = null
  /** Players moved in FFB's High Kick turn mode: where each started and where they are now. */
  readonly highKickMoves = new Map<string, { readonly from: Square | null; to: Square }>()
  /** Foul Appearance's D6 FFB rolled as a Blitz was declared, held until the Blitz's block is thrown. */
  heldFoulAppearance: FfbReport | null = null
  /** FFB's defender of the current block-like action (gameSetDefenderId). */
  defender: string | null = null

  // where the conversion is
  setUpTeam: number | null = null
  turn: Turn = { kind: "between" }
  awaitingTurn = false
  turnover = false
  activation: Activation | null = null
  block: Block | null = null
  kickOffResult: string | null = null
  passScatters = 0
  apothecaryChoice: { player: string; original: string | null; second: string | null } | null = null
  apothecaryRolled: string | null = null
  pendingEnd: Activation | null = null
  /** Each team's apothecaries and Plague Doctors not yet used (FFB offers both in one dialog). */
  readonly apothecariesLeft: Array<number>
  readonly plagueDoctorsLeft: Array<number>
  /** The player of the last Regeneration roll, whom a Mortuary Assistant or Plague Doctor re-rolls for. */
  lastRegeneration: string | null = null
  /**
   * Wizards' spells FFB plays before its turnEnd report, held back to be written after our
   * TurnEnded: one group per cast, then one per player's spell roll (see wizardUse).
   */
  spells: Array<SpellGroup> | null = null
  /** A carrier whose coach chose to use Safe Pair of Hands; FFB reports the square next. */
  safePairOfHands: string | null = null
  /** The team that won the penalty shoot-out's first decisive duel, written as the engine's roll-off (the rest are left out). */
  shootoutWinner: number | null = null
  /** Bribery and Corruption re-rolled an argument: FFB's next argueTheCall is its new D6 only. */
  arguedAgain = false
  /** A Throw Bomb action under way: the catcher who must throw it on, if any, and whether it was deflected. */
  bomb: { thrownOn?: string | undefined; deflected?: boolean } | null = null
  /** The explosion's events, held back to be written in the engine's order (see bombEffect). */
  blast: Array<BlastGroup> | null = null
  /** FFB's pass-block turn (On the Ball): the thrower's activation, put aside while the opposing player moves. */
  passBlock: { readonly thrower: Activation } | null = null
  /** An Animal Savagery lash-out was reported: the injury that follows is no turnover by itself. */
  lashingOut = false
  /** The activation (its declaring command) whose Catch of the Day was written. */
  catchOfTheDayIn: number | null = null
  /** The activation (its declaring command) whose start-of-activation star rule (Look Into My Eyes, Baleful Hex) was written, by rule. */
  startRuleIn = new Map<string, number>()
  /** Bounding Leap's SkillUsed was written ahead of this player's jump: FFB's skillUse after it is read. */
  boundingLeapWritten: string | null = null
  /** Blast It! was offered on a Hail Mary pass's scatter: the dice FFB reported one by one so far, and whether the next is a re-roll. */
  blastIt: { written: number; reRollNext: boolean } | null = null
  /** Blast It!'s +1 to the catch was written ahead of FFB's use of it (blastItCatch). */
  blastItCatchWritten = false
  /** Strong Passing Game was used: FFB reports the same pass roll again, judged with the ST. */
  passJudgedAgain = false
  /** Incorporeal was used: FFB reports the same dodge roll again, judged with the ST. */
  dodgeJudgedAgain = false
  /** A carrier who will leave the ball behind with their next step (FFB's fumblerooskie report). */
  fumblerooskie: string | null = null
  /** A Multiple Block action under way (see MultiBlock). */
  multi: MultiBlock | null = null
  /** FFB's ids of players who joined during the match, and the id the log gives them (docs/log-format.md, joining players). */
  readonly alias = new Map<string, string>()
  /** The last injury that named who caused it: whom a Plague Ridden Rotter is raised from, and by whom. */
  lastInjury: { readonly victim: string; readonly attacker: string } | null = null
  /**
   * An injury FFB reported in part because an attacker's modification (a star's blow) was offered
   * on it (skipInjuryParts INJURY or CAS): the victim, and the coach's answer once FFB reports it.
   */
  starBlow: { readonly victim: string; used: boolean | null; kind: "armour" | "injury" | "reroll" | null } | null = null
  /** Helmut Wulf's Old Pro taken on the offered armour roll: his Pro roll, then the one new armour die, are still to come. */
  oldPro: { readonly star: string; readonly victim: string; rolled: boolean } | null = null
  /** FFB's acting player and its standingUp flag (ActingPlayer: set once per player, changes sent only when they differ). */
  readonly acting: { player: string | null; standingUp: boolean } = { player: null, standingUp: false }
  /** FFB's Blitz! bonus turn (turn mode blitz) under way: whether FFB ended it itself (no activations, or no Open players, left). */
  blitzTurn: { exhausted: boolean } | null = null
  /** The team that prays next: Cheering Fans' winner, or the underdog of FFB's prayerAmount. */
  prayingTeam: number | null = null
  /** A prayer whose players FFB still names (its playerEvent reports; see prayers.ts). */
  prayer: PrayerUnderWay | null = null
  /** Master Chef rolls written ahead at the start of their half (see chefsAhead), still to be skipped when FFB reports them. */
  chefsWritten = 0

  constructor(
    readonly header: MatchStarted,
    readonly leftOut: ReadonlyMap<string, string>,
    readonly commands: ReadonlyArray<FfbCommand>,
    readonly out: ConversionOutput = newOutput(),
    resume?: Resume
  ) {
    this.teamIds = header.teams.map((team) => team.id)
    this.coaches = header.teams.map((team) => team.coach)
    const count = (team: MatchStarted["teams"][number], id: string) => team.inducements.filter((i) => i.id === id).reduce((n, i) => n + i.count, 0)
    this.apothecariesLeft = header.teams.map((team) => (team.staff.apothecary ? 1 : 0) + count(team, "wandering-apothecary"))
    this.plagueDoctorsLeft = header.teams.map((team) => count(team, "plague-doctor"))
    header.teams.forEach((team, t) =>
      team.players.forEach((player) => {
        this.teamOfPlayer.set(player.id, t)
        this.order.set(player.id, this.order.size)
        if ([...player.skills, ...player.traits].some((skill) => skill.toLowerCase() === "fend")) this.fendPlayers.add(player.id)
      })
    )
    if (resume !== undefined) {
      for (const [player, at] of resume.at) this.at.set(player, at)
      for (const [player, state] of resume.state) this.state.set(player, state)
      this.ball = { at: resume.ball.at, inPlay: resume.ball.inPlay, moving: false }
      this.turnMode = resume.turnMode
      this.homePlaying = resume.homePlaying
      this.turn = { kind: "team", team: resume.team, bonus: false }
      resume.apothecaries.forEach((left, team) => (this.apothecariesLeft[team] = left))
    }
  }
}
