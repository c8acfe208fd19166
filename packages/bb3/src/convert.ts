import type { MatchEvent } from "@sidelines/schema"
import { cellOf, playerId, sameCell, square } from "./board.js"
import { ACTIONS, BLOCK_ROLLS, blockFace, CHOSEN_SKILLS, chainFacing, KABOOM, d8Face, END_TURN, IGNORED_EVENTS, IGNORED_RESULTS, INJURY_ROWS, isRulesOwnEffect, keptCasualty, lastingInjuryFace, PASSIVE_SKILLS, REROLL_SKILLS, ROLL, ROLL_PURPOSES, ROLL_STATUS, SHADOWING, SPECIAL_ATTACKS, STEP, WHIRLING_DERVISH } from "./codes.js"
import { TEAM_IDS } from "./header.js"
import { type Bb3Replay, claimOf, diceOf, type SequenceStep, sequenceSteps } from "./replay.js"
import { refereeStep } from "./referee.js"
import { throwInFace } from "./throw-in.js"
import { landingStep, throwers, throwStep } from "./throw-team-mate.js"
import { blastInRows, bounceAfterCarrier, defenderFirst, landedOnFirst } from "./sequence-order.js"
import type { TurnStart } from "./turns.js"
import { NO_TURN_END, notConverted, Stop, type TurnConversion, type TurnSink } from "./turn-sink.js"
import { child, int, type XmlElement } from "./xml.js"

/**
 * Converts one BB3 team turn into sidelines/1 events, or says where and why it cannot. The events
 * are BB3's account (its dice, its decisions); the engine is consulted only for what BB3 leaves
 * unsaid: whether the activation under way is still open (an ActionEnded is written only when the
 * coach ended it), whether the turn already ended on a turnover, and whether the rules wait for an
 * apothecary BB3 never offered. Anything this converter does not know stops it, naming the BB3
 * message: the turn then becomes an unchecked stretch (src/import.ts).
 *
 * One file on purpose, over 600 lines: `convertTurn` is one closure over the state of the turn
 * being read (the block under way, a re-roll skill waiting for its die, the last roll and step
 * written, the action declared, the special attacks of the sequence), which nearly every reader of a
 * BB3 message updates. What needs none of it lives beside: the codes (codes.ts), the order of a
 * sequence's steps (sequence-order.ts), the board (board.ts), what it writes to (turn-sink.ts).
 */
/** The block under way: attacker and target, whether it is thrown, and whether its dice are written (a re-roll writes them again). */
interface Block {
  readonly attacker: string
  readonly target: string
  thrown: boolean
  diceWritten: boolean
}

/** The players a sequence shows making a special attack in place of a block (an AccuracyStep of SPECIAL_ATTACKS, the skill used), and its action. */
const specialAttackers = (steps: ReadonlyArray<SequenceStep>): ReadonlyMap<string, string> =>
  new Map(
    steps.flatMap(({ step, results }) => {
      const attack = step?.name === "AccuracyStep" ? SPECIAL_ATTACKS[int(step, "StepType")] : undefined
      const used = attack !== undefined && results.some((r) => r.name === "ResultSkillUsage" && int(r, "Skill") === attack.skill && int(r, "Used") === 1)
      return used ? [[playerId(int(step, "PlayerId")), attack.action] as const] : []
    }).concat(throwers(steps))
  )

export const convertTurn = (replay: Bb3Replay, start: TurnStart, next: TurnStart | null, lastStep: number, sink: TurnSink): TurnConversion => {
  const team = start.team
  const teamId = TEAM_IDS[team]!
  let at = start.step + 1
  const stop = (reason: string): never => {
    throw new Stop(at, reason)
  }
  const emit = (event: Record<string, unknown>) => sink.emit(event, at)
  /**
   * A coach's choice BB3 records (a push, a follow-up), written where our rules ask for it. Where
   * they make it themselves (one square to push to, a Ball & Chain player's follow-up) BB3's is not
   * theirs to take; the board at the turn's end says whether both agree.
   */
  const choose = (event: Record<string, unknown> & { readonly _tag: string }) => {
    const wanted = sink.expects?.()
    if (wanted === undefined || (wanted.kind === "decision" && wanted.events.includes(event._tag as never))) emit(event)
  }

  /** Whether the rules wait for this roll (or nothing is folded): a roll BB3 makes where ours ask none is left out. */
  const expectsRoll = (purpose: string) => {
    const wanted = sink.expects?.()
    return wanted === undefined || (wanted.kind === "roll" && wanted.for === purpose)
  }

  // What this step of BB3 repeats from the one before (BB3 restates a step's message while it waits for a coach).
  let lastStepKey = ""
  // The block under way: its attacker and target, and whether its dice are written and may be rolled again.
  let block: Block | null = null
  let pendingSkillReroll: { skill: string; player: string; rollType: number } | null = null
  let lastRollKey = ""
  let aim: { readonly at: readonly [number, number] | null; written: boolean } = { at: null, written: false }
  // Whether the team-mate thrown in this activation is written (BB3 restates its ThrowTeamMateStep).
  let thrown = false
  // The action declared last in this turn, and a roll of its block BB3 made as it was declared.
  let declared = ""
  let heldBlockRoll: XmlElement | null = null
  // Players who make a special attack (a chainsaw's, a vomit) in the sequence under way, and its action.
  let specials: ReadonlyMap<string, string> = new Map()

  /** Ends the activation under way when the rules still wait for more of it: the coach ended it (an ended Block action, a turnover, need none). */
  const closeActivation = () => {
    const state = sink.state()
    const top = state.stack[state.stack.length - 1]
    if (top !== undefined && top._tag === "Activation" && state.turnover === null && state.activeTeam === team) emit({ _tag: "ActionEnded", player: top.player })
  }

  /** A die BB3 rolled for a test (D6 against a target), written once however often BB3 restates it. */
  const testRoll = (roll: XmlElement, player: string, claim: Readonly<Record<string, string>> = {}) => {
    const rollType = int(roll, "RollType")
    const purpose = ROLL_PURPOSES[rollType]
    if (purpose === undefined) stop(`BB3 roll type ${rollType} is not converted yet`)
    const dice = diceOf(roll)
    const key = `${rollType}:${dice.join(",")}:${int(roll, "Status")}:${player}`
    if (int(roll, "NewRoll") === 0 || key === lastRollKey) return
    lastRollKey = key
    // Animosity names the positions a player dislikes, which the header cannot name; BB3 rolls Foul
    // Appearance where our rules ask none (docs/import-bb3.md): a passed roll our rules do not ask for changes nothing and is left out.
    if ((rollType === ROLL.animosity || rollType === ROLL.foulAppearance) && int(roll, "Outcome") === 1 && !expectsRoll(purpose!)) return
    // A re-roll skill BB3 reported used re-rolls this die when it is the same test rolled again (Status 2).
    if (pendingSkillReroll !== null && pendingSkillReroll.rollType === rollType && int(roll, "Status") === ROLL_STATUS.rerolled) {
      emit({ _tag: "RerollUsed", team: teamId, source: "skill", skill: pendingSkillReroll.skill, player: pendingSkillReroll.player })
    }
    pendingSkillReroll = null
    if (dice.length !== 1 || dice[0]! < 1 || dice[0]! > 6) stop(`BB3 roll type ${rollType} has dice ${dice.join(",")}, not one D6`)
    emit({ _tag: "DiceRolled", die: "d6", faces: dice, for: purpose!, player, claimed: { ...claimOf(roll), ...claim } })
  }

  const reroll = (result: XmlElement) => {
    if (int(result, "Used") === 1) {
      emit({ _tag: "RerollUsed", team: teamId, source: "team-reroll" })
      lastRollKey = ""
      if (block !== null) block.diceWritten = false
    }
  }

  const skillUsage = (result: XmlElement) => {
    const skill = int(result, "Skill")
    const player = playerId(int(result, "PlayerId"))
    if (int(result, "Used") !== 1) return
    const rerollSkill = REROLL_SKILLS[skill]
    if (rerollSkill !== undefined) {
      pendingSkillReroll = { ...rerollSkill, player }
      return
    }
    if (CHOSEN_SKILLS[skill] !== undefined) emit({ _tag: "SkillUsed", player, skill: CHOSEN_SKILLS[skill] })
    else if (!PASSIVE_SKILLS.has(skill)) stop(`BB3 skill ${skill} used (ResultSkillUsage) is not converted yet`)
  }

  // What a DamageStep has written, across BB3's restatements of it: rolls are written once.
  let damageKeys = new Set<string>()
  let damagePlayer = ""
  // The apothecary's second casualty roll, as D16 faces, until BB3 says which was kept.
  let apothecary: { readonly original: number; readonly renewed: number } | null = null
  // BB3 asked its coach about the apothecary and the answer comes in a later step: nothing is declined meanwhile.
  let awaitingApothecary = false

  const casualty = (roll: XmlElement, player: string) => {
    const dice = diceOf(roll)
    const key = `casualty:${dice.join(",")}:${int(roll, "Status")}`
    if (damageKeys.has(key)) return
    damageKeys.add(key)
    // A lasting injury's D6 comes as the roll's second die (a D16 of 13–14 in the shared replays); without it, the outcome names the row.
    if (dice.length !== 1 && dice.length !== 2) stop("BB3's casualty roll has no D16")
    emit({ _tag: "DiceRolled", die: "d16", faces: [dice[0]!], for: "casualty", player })
    const outcome = int(roll, "Outcome")
    // BB3 may modify the D16 (+1, ModifierType 31, in demo3) where our rules do not: its lasting injury is then not ours to roll.
    if (!expectsRoll("lasting-injury")) return
    if (dice.length === 2) emit({ _tag: "DiceRolled", die: "d6", faces: [dice[1]!], for: "lasting-injury", player })
    else if (outcome >= 4 && outcome <= 9) {
      const face = lastingInjuryFace(outcome)
      if (face === undefined) stop(`BB3 casualty outcome ${outcome} names no lasting injury we know`)
      emit({ _tag: "DiceRolled", die: "d6", faces: [face], for: "lasting-injury", player })
    }
  }

  const twoDice = (roll: XmlElement, purpose: "armour" | "injury", player: string) => {
    const dice = diceOf(roll)
    const key = `${purpose}:${dice.join(",")}:${int(roll, "Status")}`
    if (damageKeys.has(key)) return
    damageKeys.add(key)
    if (dice.length !== 2) stop(`BB3's ${purpose} roll has no two dice`)
    const result = purpose === "armour" ? (int(roll, "Outcome") === 1 ? "broken" : "not-broken") : INJURY_ROWS[int(roll, "Outcome")]
    emit({ _tag: "DiceRolled", die: "2d6", faces: dice, for: purpose, player, ...(result === undefined ? {} : { claimed: { result } }) })
  }

  /** The roll a question about the apothecary shows: the injury roll (a KO) or the casualty roll. */
  const questionedRoll = (roll: XmlElement | undefined, player: string) => {
    if (roll === undefined) stop("BB3's question about the apothecary shows no roll")
    const rollType = int(roll, "RollType")
    if (rollType === ROLL.injury) twoDice(roll!, "injury", player)
    else if (rollType === ROLL.casualty) casualty(roll!, player)
    else stop(`BB3 asks about the apothecary over roll type ${rollType}`)
    awaitingApothecary = true
  }

  const ownerOf = (player: string): string => TEAM_IDS[sink.state().players.find((p) => p.id === player)?.team ?? team]!

  /**
   * A player hurt: armour, injury and casualty dice, and the apothecary. BB3 shows a roll the
   * coach may answer with the apothecary only inside its question (QuestionKORecovery for a KO,
   * QuestionApothecaryCasualtyUsage for a KO or a casualty); ResultStaffUsage or ResultApothecary
   * give the answer, QuestionApothecaryCasualtyChoice the second casualty roll. An apothecary BB3
   * never offered is declined where the rules ask.
   */
  const damage = (message: XmlElement, allResults: ReadonlyArray<XmlElement>) => {
    const results = allResults.filter((result) => !ignorable(result))
    const player = playerId(int(message, "PlayerId"))
    if (player !== damagePlayer) {
      damageKeys = new Set()
      damagePlayer = player
      apothecary = null
      awaitingApothecary = false
    }
    for (const result of results) {
      if (result.name === "ResultRoll" && int(result, "RollType") === ROLL.armour) twoDice(result, "armour", player)
      else if (result.name === "ResultInjuryRoll") twoDice(result, "injury", player)
      else if (result.name === "QuestionKORecovery" || result.name === "QuestionApothecaryCasualtyUsage") questionedRoll(child(result, "RollInfos"), player)
      else if (result.name === "ResultStaffUsage") {
        awaitingApothecary = false
        if (int(result, "Used") === 1) emit({ _tag: "ApothecaryUsed", team: ownerOf(player), player })
        else declineUnofferedApothecary(player)
      } else if (result.name === "ResultCasualtyRoll") casualty(result, player)
      else if (result.name === "QuestionApothecaryCasualtyChoice") {
        if (apothecary === null) {
          emit({ _tag: "ApothecaryUsed", team: ownerOf(player), player })
          // After a Badly Hurt our rules send him to the reserves; BB3 rolls the second D16 anyway (docs/import-bb3.md).
          if (expectsRoll("casualty")) casualty(child(result, "NewRoll")!, player)
          apothecary = { original: diceOf(child(result, "OriginalRoll")!)[0] ?? 0, renewed: diceOf(child(result, "NewRoll")!)[0] ?? 0 }
        }
      } else if (result.name === "ResultApothecary") {
        awaitingApothecary = false
        if (apothecary !== null && apothecary.original > 0) {
          choose({ _tag: "InjuryChosen", player, keep: keptCasualty(apothecary, int(result, "Casualty")) })
          apothecary = { original: 0, renewed: 0 }
        } else if (apothecary === null && int(result, "ApothecaryUsed") !== 1) declineUnofferedApothecary(player)
      } else if (result.name === "ResultSkillUsage") skillUsage(result)
      // Regeneration's D6 after a casualty (RollType 46).
      else if (result.name === "ResultRoll" && int(result, "RollType") === ROLL.regeneration) testRoll(result, player)
      else if (result.name === "ResultPlayerRemoval") {
        // The rules put the player in his box themselves.
      } else stop(`BB3's ${result.name} in a DamageStep is not converted yet`)
    }
    if (!awaitingApothecary) declineUnofferedApothecary(player)
  }

  const declineUnofferedApothecary = (player: string) => {
    const state = sink.state()
    const top = state.stack[state.stack.length - 1]
    if (top !== undefined && top._tag === "Apothecary") {
      const owner = state.players.find((p) => p.id === player)?.team
      emit({ _tag: "ApothecaryDeclined", team: TEAM_IDS[owner ?? team]!, player })
    }
  }

  /** Results nothing is written for: BB3's own bookkeeping, and effects the rules keep themselves. */
  const ignorable = (result: XmlElement): boolean =>
    IGNORED_RESULTS.has(result.name) ||
    ((result.name === "ResultAddPlayerEffect" || result.name === "ResultEndPlayerEffect") && isRulesOwnEffect(int(child(result, "Effect"), "ProviderType"), int(child(result, "Effect"), "ProviderId")))

  // A Ball & Chain swing whose square is not known yet (into a standing player, BB3 names it in the block that follows).
  let chain: { readonly player: string; readonly from: readonly [number, number]; readonly face: number; readonly first?: number; readonly rushes: ReadonlyArray<XmlElement> } | null = null
  // The D6 BB3 showed as it offered Whirling Dervish: the swing's, or the one re-rolled.
  let offeredDervish: number | undefined

  /**
   * The swing written: the template's facing, inferred (BB3 does not record it, and its template
   * runs the other way round from ours, docs/import-bb3.md), then BB3's D6.
   */
  const swingChain = (x: number, y: number) => {
    const swing = chain
    chain = null
    if (swing === null) return
    const facing = chainFacing(swing.face, x - swing.from[0], y - swing.from[1])
    if (facing === undefined) stop(`BB3's Ball & Chain D6 of ${swing.face} cannot move the player where BB3 has him`)
    emit({ _tag: "SkillUsed", player: swing.player, skill: "Ball & Chain", at: [swing.from[0] + facing![0], swing.from[1] + facing![1]] })
    // Re-rolled with Whirling Dervish: the first D6 (where it would have sent him is not ours to know), then the new one.
    if (swing.first !== undefined) {
      emit({ _tag: "DiceRolled", die: "d6", faces: [swing.first], for: "ball-and-chain", player: swing.player })
      emit({ _tag: "RerollUsed", team: teamId, source: "skill", skill: "Whirling Dervish", player: swing.player })
    }
    emit({ _tag: "DiceRolled", die: "d6", faces: [swing.face], for: "ball-and-chain", player: swing.player })
    // Each swing's rush is a new die, however like the last one it looks.
    lastRollKey = ""
    for (const rush of swing.rushes) testRoll(rush, swing.player)
  }

  /** A marker follows the mover (QuestionMultipleSkillUsage offered it): the skill, then its D6. */
  const shadow = (player: string, results: ReadonlyArray<XmlElement>) => {
    // BB3 lets a marker shadow a follow-up too; our rules do not offer it (docs/import-bb3.md): a failed try changes nothing and is left out.
    const state = sink.state()
    if (state.stack[state.stack.length - 1]?._tag !== "Shadowing") {
      const roll = results.find((result) => result.name === "ResultRoll" && int(result, "RollType") === ROLL.shadowing)
      if (roll !== undefined && int(roll, "Outcome") !== 1) return
      stop("BB3's Shadowing where our rules offer none")
    }
    for (const result of results) {
      if (result.name === "ResultSkillUsage" && int(result, "Skill") === SHADOWING && int(result, "Used") === 1) emit({ _tag: "SkillUsed", player, skill: "Shadowing" })
      else moveResult(result, player)
    }
  }
  /** Whether the rules still wait for a block's damage or a dropped ball's bounce. */
  const blockAftermath = (): boolean => {
    const wanted = sink.expects?.()
    return wanted !== undefined && wanted.kind === "roll" && ["armour", "injury", "casualty", "lasting-injury", "bounce"].includes(wanted.for)
  }
  // What BB3 does before a block's damage and bounce that our rules ask for after them (a Shadowing, a follow-up after a push into the crowd).
  const held: Array<() => void> = []
  const afterAftermath = (write: () => void) => (blockAftermath() ? held.push(write) : write())
  const releaseHeld = () => {
    while (held.length > 0 && !blockAftermath()) held.shift()!()
  }

  const playerStep = (message: XmlElement, allResults: ReadonlyArray<XmlElement>) => {
    const results = allResults.filter((result) => !ignorable(result))
    const stepType = int(message, "StepType")
    const player = playerId(int(message, "PlayerId"))
    const to = square(child(message, "CellTo"))
    const key = `${stepType}:${player}:${JSON.stringify(square(child(message, "CellFrom")))}:${JSON.stringify(to)}:${int(message, "TargetId")}`
    const repeated = key === lastStepKey
    // A marker's Shadowing comes between the mover's step and BB3's restatement of it: the mover's step stays the last.
    if (stepType !== STEP.shadowing) lastStepKey = key
    // A new step's die is a new roll, however like the last one it looks (two rushes of 3 running).
    if (!repeated) lastRollKey = ""
    if (stepType === STEP.activation) {
      for (const result of results) {
        if (result.name === "ResultUseAction") {
          closeActivation()
          block = null
          heldBlockRoll = null
          // The square a pass or bomb is aimed at (the pass's own step names where it came down, once it scattered).
          aim = { at: JSON.stringify(to) === JSON.stringify(square(child(message, "CellFrom"))) ? null : to, written: false }
          sink.between?.(at)
          const action = ACTIONS[int(result, "Action")]
          if (action === undefined) stop(`BB3 action ${int(result, "Action")} is not converted yet`)
          const target = int(message, "TargetId")
          // A Block made with the chainsaw or a vomit is our Special action (BB3 declares a block, then attacks in an AccuracyStep).
          declared = (action === "block" || action === "pass" ? specials.get(player) : undefined) ?? action!
          thrown = false
          if (declared !== action) {
            emit({ _tag: "ActionDeclared", player, action: declared, ...(target >= 0 ? { target: playerId(target) } : {}) })
            continue
          }
          emit({ _tag: "ActionDeclared", player, action: action!, ...(action === "blitz" && target >= 0 ? { target: playerId(target) } : {}) })
        } else if (result.name === "ResultRoll" || result.name === "QuestionTeamRerollUsage") {
          const roll = result.name === "ResultRoll" ? result : child(result, "RollInfos")!
          // A block's own roll (Foul Appearance, Dauntless) BB3 makes as the Block action is declared: the rules throw the block first.
          const target = int(message, "TargetId")
          if (BLOCK_ROLLS.has(int(roll, "RollType")) && target >= 0 && declared === "blitz") {
            // BB3 rolls it as the Blitz is declared, our rules as its block is thrown (docs/import-bb3.md): held till then.
            if (int(roll, "Outcome") !== 1) stop(`a Blitz whose roll type ${int(roll, "RollType")} failed as it was declared`)
            heldBlockRoll = roll
            continue
          }
          if (BLOCK_ROLLS.has(int(roll, "RollType")) && target >= 0 && declared === "block") {
            block = { attacker: player, target: playerId(target), thrown: false, diceWritten: false }
            throwBlock(block)
          }
          testRoll(roll, player)
        } else if (result.name === "ResultSkillUsage") skillUsage(result)
        else if (result.name === "ResultTeamRerollUsage") reroll(result)
        // Animal Savagery failed: BB3 lists the team-mates it may lash out at, then names the one its coach chose.
        else if (result.name === "QuestionAnimalSavagery") continue
        else if (result.name === "ResultAnimalSavagery") emit({ _tag: "PlayerChosen", team: teamId, player: playerId(int(result, "VictimId")), for: "animal-savagery" })
        else stop(`BB3's ${result.name} at an activation is not converted yet`)
      }
      return
    }
    // Steps that write one event (once, however often BB3 restates them), then their results as a move's.
    const target = () => playerId(int(message, "TargetId"))
    const aimed = (what: string) => () => {
      // Once it scattered, the pass's step names where it came down; the activation's CellTo, where it was aimed (demo7, 8).
      const square = results.some((result) => result.name === "ResultRoll" && int(result, "RollType") === ROLL.scatter) ? aim.at : to
      if (aim.written) return null
      aim.written = true
      return square === null ? stop(`${what} aimed off the pitch`) : { _tag: "PassAimed", player, at: square }
    }
    const opens: Partial<Record<number, () => Record<string, unknown> | null>> = {
      [STEP.move]: () => (to === null ? stop("a move off the pitch") : { _tag: "PlayerMoved", player, to }),
      [STEP.standUp]: () => ({ _tag: "PlayerStoodUp", player }),
      [STEP.foul]: () => ({ _tag: "FoulCommitted", player, target: target() }),
      [STEP.handOff]: () => ({ _tag: "HandedOff", player, target: target() }),
      // A Foul made with the chainsaw (demo2, 7): the skill used at the victim in place of the foul, then its D6.
      [STEP.chainsawFoul]: () => ({ _tag: "SkillUsed", player, skill: "Chainsaw", target: target() }),
      [STEP.pass]: aimed("a pass"),
      // A bomb is thrown as a pass is; where it goes off (ResultBombExplosion) our rules work out.
      [STEP.bombThrow]: aimed("a bomb"),
      // The player at the ball's square (a pick-up, a catch), an interception, a bomb's blast on a player next to it: their rolls only.
      [STEP.catch]: () => null,
      [STEP.interception]: () => null,
      [STEP.bombBlast]: () => null
    }
    if (stepType === STEP.landing) return landingStep(results, player, { emit, result: moveResult, roll: testRoll })
    const opening = opens[stepType]
    if (opening !== undefined) {
      const event = repeated ? null : opening()
      if (event !== null) emit(event)
      for (const result of results) moveResult(result, player)
      return
    }
    if (stepType === STEP.ballAndChain) {
      // One square of a Ball & Chain Move: BB3's D6. Whirling Dervish (a star's rule, 34) is offered with the D6 inside its
      // question, the swing waiting for the answer (often a step later): declined, the D6 stands; used, a new D6 follows.
      const dervish = (name: string) => results.find((result) => result.name === name && int(result, "StarSpecialRule") === WHIRLING_DERVISH)
      const asked = dervish("QuestionStarSpecialRuleUsage")
      const answer = dervish("ResultStarSpecialRuleUsage")
      if (asked !== undefined) offeredDervish = diceOf(child(child(asked, "RollsInfos"), "ResultRoll")!)[0]
      if (!repeated || answer !== undefined) {
        const roll = results.find((result) => result.name === "ResultRoll" && int(result, "RollType") === ROLL.ballAndChain)
        const face = roll === undefined ? offeredDervish : diceOf(roll)[0]
        const from = square(child(message, "CellFrom"))
        if (face === undefined || from === null) stop("a Ball & Chain move without its D6")
        // A rush for this square comes first in BB3's step, after the swing in our rules: held till the swing is written.
        const rushes = results.filter((result) => result.name === "ResultRoll" && int(result, "RollType") === ROLL.rush)
        const first = answer !== undefined && int(answer, "Used") === 1 ? offeredDervish : undefined
        chain = { player, from: from!, face: face!, rushes, ...(first === undefined ? {} : { first }) }
        // Into a standing player the block that follows names the square; into a free one, or one lying down, CellTo does
        // (BB3's TargetId is not always the player there).
        const [x, y] = cellOf(message, "CellTo")
        const standing = sink.state().players.some((p) => p.at !== null && sameCell(p.at, [x, y]) && p.posture === "standing")
        if (asked === undefined && !standing && chainFacing(face!, x - from![0], y - from![1]) !== undefined) swingChain(x, y)
      }
      for (const result of results) {
        if ((result.name === "ResultRoll" && (int(result, "RollType") === ROLL.ballAndChain || int(result, "RollType") === ROLL.rush)) || result.name === "QuestionPushBack" || result === asked || result === answer) continue
        // Into a player lying down: the coach pushes him back.
        if (result.name === "ResultPushBack") choose({ _tag: "PushChosen", player: playerId(int(result, "PushedPlayerId")), to: square(child(result, "CellTo")) })
        else moveResult(result, player)
      }
      return
    }
    if (stepType === STEP.referee) {
      const unknown = refereeStep(results, player, { emit, team: ownerOf(player), written: (key) => key === lastRollKey || ((lastRollKey = key), false) })
      if (unknown !== null) stop(`BB3's ${unknown} as the referee sees a foul is not converted yet`)
      return
    }
    if (stepType === STEP.shadowing) {
      // After a follow-up BB3 shadows before the block's damage and bounce, our rules after them.
      return afterAftermath(() => shadow(player, results))
    }
    if (stepType === STEP.block) {
      const target = playerId(int(message, "TargetId"))
      if (chain !== null && chain.player === player && to !== null) {
        swingChain(to[0], to[1])
        // The rules throw a Ball & Chain player's block themselves.
        block = { attacker: player, target, thrown: true, diceWritten: false }
      }
      // Frenzy's second block at the same target is started by the rules: BB3's restated step throws nothing new.
      if (block === null || block.attacker !== player || block.target !== target) block = { attacker: player, target, thrown: false, diceWritten: false }
      for (const result of results) blockResult(result, block)
      return
    }
    stop(`BB3 player step type ${stepType} is not converted yet`)
  }

  const moveResult = (result: XmlElement, player: string) => {
    switch (result.name) {
      case "ResultRoll":
        return int(result, "RollType") === ROLL.scatter ? scatter(result) : testRoll(result, player)
      case "QuestionTeamRerollUsage":
        return testRoll(child(result, "RollInfos")!, player)
      case "ResultTeamRerollUsage":
        return reroll(result)
      case "ResultSkillUsage":
        return skillUsage(result)
      case "ResultDoMove":
      case "ResultMoveOutcome":
      case "ResultNoRollSuccess":
        return
      // Kaboom! offered as an opponent catches Bomber's bomb; used, the bomb goes off in the catcher's hands (no catcher's D6).
      case "QuestionStarSpecialRuleUsage":
        if (int(result, "StarSpecialRule") !== KABOOM) stop(`BB3 star player special rule ${int(result, "StarSpecialRule")} is not converted yet`)
        return
      case "ResultStarSpecialRuleUsage":
        if (int(result, "StarSpecialRule") !== KABOOM) stop(`BB3 star player special rule ${int(result, "StarSpecialRule")} is not converted yet`)
        if (int(result, "Used") === 1) emit({ _tag: "SkillUsed", player: playerId(int(result, "PlayerId")), skill: "Kaboom!" })
        return
      // A skill's re-roll offered (Pass) with the failed roll: the roll is written, the answer follows as ResultSkillUsage.
      case "QuestionSkillUsage":
        return testRoll(child(result, "RollInfos")!, player)
      // Who may try to intercept: a player who does makes an interception roll in a step of his own.
      case "QuestionInterceptors":
        return
      case "QuestionMultipleSkillUsage":
        // Shadowing offered to the markers the mover left: taken up in a Shadowing step, or not at all.
        if (int(result, "Skill") !== SHADOWING) stop(`BB3 offers skill ${int(result, "Skill")} to several players, not converted yet`)
        return
      default:
        stop(`BB3's ${result.name} in a move is not converted yet`)
    }
  }

  /** The block thrown, once, with any roll of its own BB3 made at the Blitz's declaration. */
  const throwBlock = (current: Block) => {
    if (current.thrown) return
    emit({ _tag: "BlockThrown", player: current.attacker, target: current.target })
    current.thrown = true
    const held = heldBlockRoll
    heldBlockRoll = null
    if (held !== null) testRoll(held, current.attacker)
  }

  const blockResult = (result: XmlElement, current: Block) => {
    switch (result.name) {
      case "QuestionBlockDice": {
        if (current.diceWritten) return
        throwBlock(current)
        emit({ _tag: "DiceRolled", die: "block", faces: diceOf(result).map(blockFace), for: "block", player: current.attacker })
        current.diceWritten = true
        return
      }
      case "ResultBlockRoll":
        current.diceWritten = false
        return emit({ _tag: "BlockDieChosen", face: blockFace(int(child(result, "Die"), "Value")) })
      case "ResultPushBack":
        return choose({ _tag: "PushChosen", player: playerId(int(result, "PushedPlayerId")), to: square(child(result, "CellTo")) })
      case "ResultFollowUp":
        // After a push into the crowd our rules roll the injury first.
        return afterAftermath(() => choose({ _tag: "FollowUpChosen", player: current.attacker, follow: int(result, "Follow") === 1 }))
      case "ResultTeamRerollUsage":
        return reroll(result)
      case "ResultSkillUsage":
        return skillUsage(result)
      case "ResultRoll":
        // A Blitz's rush for the block's square, Dauntless, Foul Appearance, Loner: the rules throw the block first.
        throwBlock(current)
        testRoll(result, current.attacker)
        // Loner failed: the team re-roll is lost and the dice BB3 shows again are the same dice.
        if (int(result, "RollType") === ROLL.loner && int(result, "Outcome") !== 1) current.diceWritten = true
        return
      case "QuestionTeamRerollUsage": {
        // A roll of the block's own (Dauntless, Foul Appearance) shown with the offer of a re-roll; the block dice come in QuestionBlockDice.
        const roll = child(result, "RollInfos")
        if (roll === undefined || int(roll, "RollType") === ROLL.block) return
        throwBlock(current)
        return testRoll(roll, current.attacker)
      }
      // A skill offered to a coach during the block (Sidestep to the defender, Shadowing to those a follow-up left): the answer comes after.
      case "QuestionSkillUsage": {
        const roll = child(result, "RollInfos")
        return roll === undefined ? undefined : testRoll(roll, current.attacker)
      }
      case "QuestionMultipleSkillUsage":
        if (int(result, "Skill") !== SHADOWING) stop(`BB3 offers skill ${int(result, "Skill")} to several players, not converted yet`)
        return
      // A block skill offered against the die kept (Dodge against a Stumble): its answer, ResultSkillUsage, follows.
      case "QuestionBlockSkillUsage":
      case "QuestionPushBack":
      case "QuestionFollowUp":
      // A player pushed into the crowd: the rules take him off and roll his injury themselves.
      case "ResultPlayerRemoval":
      case "ResultBlockOutcome":
      case "ResultMoveOutcome":
        return
      default:
        stop(`BB3's ${result.name} in a block is not converted yet`)
    }
  }

  /** A special attack (a Chainsaw's, a vomit): in a Blitz the skill is used at the target (a Block was declared as the Special action), then its D6. */
  const specialAttack = (message: XmlElement, allResults: ReadonlyArray<XmlElement>) => {
    const attack = SPECIAL_ATTACKS[int(message, "StepType")]!
    const player = playerId(int(message, "PlayerId"))
    const key = `${attack.action}:${player}:${int(message, "TargetId")}`
    if (key !== lastStepKey && declared === "blitz") emit({ _tag: "SkillUsed", player, skill: attack.name, target: playerId(int(message, "TargetId")) })
    lastStepKey = key
    for (const result of allResults.filter((r) => !ignorable(r))) {
      if (result.name === "ResultSkillUsage" && int(result, "Skill") === attack.skill) continue
      moveResult(result, player)
    }
  }

  /**
   * An inaccurate or deflected pass scatters three times (BB3's three D8s, NewRoll 0), each while our rules may take it: none once
   * it is off the pitch (a throw-in due); a team re-roll they offer and BB3 did not is declined by the die.
   */
  const scatter = (roll: XmlElement) =>
    diceOf(roll).forEach((face) => (expectsRoll("scatter") || sink.expects?.().kind === "decision") && emit({ _tag: "DiceRolled", die: "d8", faces: [d8Face(face)], for: "scatter" }))
  const ballStep = (message: XmlElement, results: ReadonlyArray<XmlElement>) => {
    for (const result of results) {
      if (result.name === "ResultRoll" && int(result, "RollType") === ROLL.scatter) scatter(result)
      else if (result.name === "ResultRoll" && int(result, "RollType") === ROLL.bounce) {
        const [value] = diceOf(result)
        emit({ _tag: "DiceRolled", die: "d8", faces: [d8Face(value ?? 0)], for: "bounce" })
      } else if (result.name === "ResultRoll" && int(result, "RollType") === ROLL.throwIn) {
        // From where our rules hold the ball for the crowd (src/throw-in.ts).
        const [die = 0, ...distance] = diceOf(result)
        const from = sink.state().ball.at
        const face = from === null ? undefined : throwInFace(from, cellOf(message, "CellTo"), die)
        if (face === undefined || distance.length !== 2) stop(`BB3's throw-in D6 of ${die} cannot send the ball where BB3 has it`)
        emit({ _tag: "DiceRolled", die: "d6", faces: [face], for: "throw-in-direction" })
        emit({ _tag: "DiceRolled", die: "2d6", faces: distance, for: "throw-in-distance" })
      } else stop(`BB3's ${result.name} (roll type ${int(result, "RollType")}) moving the ball is not converted yet`)
    }
  }

  const last = next?.step ?? lastStep
  try {
    for (; at <= last; at++) {
      for (const event of replay.events(at).children) {
        if (IGNORED_EVENTS.has(event.name)) continue
        if (event.name === "EventExecuteSequence") {
          const steps = blastInRows(sequenceSteps(event))
          specials = specialAttackers(steps)
          for (const { step: message, results } of bounceAfterCarrier(defenderFirst(landedOnFirst(steps), block))) {
            if (message === undefined) stop("a sequence step without its message")
            if (message!.name === "PlayerStep") playerStep(message!, results)
            else if (message!.name === "DamageStep") {
              lastStepKey = ""
              damage(message!, results)
              releaseHeld()
            } else if (message!.name === "BallStep") {
              ballStep(message!, results)
              releaseHeld()
            } else if (message!.name === "AccuracyStep" && SPECIAL_ATTACKS[int(message, "StepType")] !== undefined) specialAttack(message!, results)
            else if (message!.name === "ThrowTeamMateStep") {
              const unknown = throwStep(message!, results.filter((result) => !ignorable(result)), thrown, { emit, result: moveResult, roll: testRoll })
              thrown = true
              if (unknown !== null) stop(unknown)
            } else stop(`BB3's ${message!.name} is not converted yet`)
          }
          continue
        }
        // The rules score a touchdown themselves; BB3's EventEndTurn (reason 4) follows.
        if (event.name === "EventTouchdown") continue
        if (event.name === "EventEndTurn") {
          const reason = int(event, "Reason")
          const state = sink.state()
          // The coach ended the turn, or its time ran out (an activation under way ends with it); a turnover our rules do not see
          // (a Bombardier hit by his own fumbled bomb, demo2: docs/import-bb3.md) ends it as the coach would.
          if ((reason === END_TURN.coach || reason === END_TURN.timeOut || reason === END_TURN.turnover) && state.activeTeam === team && state.turnover === null && state.phase === "team-turn") {
            closeActivation()
            emit({ _tag: "TurnEnded", team: teamId })
          } else if (!(Object.values(END_TURN) as Array<number>).includes(reason)) stop(`BB3 ends the turn for reason ${reason}, not understood yet`)
          sink.state()
          return { _tag: "Converted", endStep: at, rest: at !== last || next === null }
        }
        stop(`BB3's ${event.name} during a team turn is not converted yet`)
      }
    }
    return { _tag: "NotConverted", step: last, reason: NO_TURN_END }
  } catch (error) {
    return notConverted(error)
  }
}

export type { MatchEvent }
