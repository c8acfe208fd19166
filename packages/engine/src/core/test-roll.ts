import { above } from "./above.js"
import type { DiceRolled, MatchEvent, RollPurpose } from "@sidelines/schema"
import { hasSkill } from "../model/match.js"
import type { MatchState } from "../model/state.js"
import { assigned, type Patch } from "../model/records.js"
import {
  consumed,
  propagate,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  nameOf,
  passOn,
  playerIndex,
  playerState,
  replaceTop,
  setPlayer,
  type StepHandler,
  testPasses,
  updateTop,
  violation
} from "./context.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"

/**
 * A D6 test of one player (dodge, rush, pick-up, catch, stand-up, jump, Bone Head…): roll,
 * judge against the target with every modifier, offer a re-roll on failure where one is
 * available, then carry on with the success or the failure branch.
 */
export interface TestStep {
  readonly _tag: "Test"
  readonly test: RollPurpose
  /** The rule's name for people: "Dodge", "Rush", "Pick-up". */
  readonly rule: string
  readonly player: string
  /** The number the roll plus modifiers must reach. */
  readonly target: number
  readonly modifiers: ReadonlyArray<Modifier>
  /** The skill that re-rolls this test when it fails ("Dodge", "Sure Feet"…), if usable now. */
  readonly skillReroll: string | null
  /** Team re-rolls may be used (only in the player's own team turn, and not for every roll). */
  readonly teamReroll: boolean
  readonly rerolled: boolean
  /** roll: waiting for the die; offer: failed, a re-roll may be used; loner/pro: their own roll first. */
  readonly stage: "roll" | "offer" | "loner" | "pro"
  readonly onSuccess: ReadonlyArray<Step>
  readonly onFailure: ReadonlyArray<Step>
  /**
   * A modifier the player may add once the die is seen, once per activation (Break Tackle):
   * added only when it turns a failure into a success.
   */
  readonly lateModifier?: { readonly skill: string; readonly value: number } | undefined
  /** The failed die, when Swift As The Breeze may still make it pass (stars/swift-as-the-breeze.ts). */
  readonly swiftFace?: number | undefined
  /** The failed roll and the ST modifier, when Incorporeal may still make the dodge pass (stars/incorporeal.ts). */
  readonly incorporeal?: { readonly roll: DiceRolled; readonly modifier: Modifier } | undefined
  /** The failed die, kept where the failure branch depends on it (Then I Started Blastin'!: a 1 or a 2). */
  readonly failedFace?: number | undefined
  /**
   * A passed roll whose natural face is below this may still be re-rolled, for a better result
   * (BB2020's re-rolls are not only for failures; Breathe Fire: a Placed Prone, for the 6).
   */
  readonly rerollPassedBelow?: number | undefined
  /** The passed die a coach may re-roll for a better result (offer stage); declining, it stands. */
  readonly passedFace?: number | undefined
}

/**
 * A test record, every field in one order (the optional ones undefined): tests are built and changed
 * at many rule sites, and spreads of differently shaped field lists gave the tests of a few matches
 * 180 hidden classes, which made every read of a test megamorphic (model/records.ts).
 */
const testRecord = (t: Partial<TestStep>): TestStep => ({
  _tag: "Test",
  rerolled: t.rerolled!,
  stage: t.stage!,
  test: t.test!,
  rule: t.rule!,
  player: t.player!,
  target: t.target!,
  modifiers: t.modifiers!,
  skillReroll: t.skillReroll!,
  teamReroll: t.teamReroll!,
  onSuccess: t.onSuccess!,
  onFailure: t.onFailure!,
  lateModifier: t.lateModifier,
  swiftFace: t.swiftFace,
  incorporeal: t.incorporeal,
  failedFace: t.failedFace,
  rerollPassedBelow: t.rerollPassedBelow,
  passedFace: t.passedFace
})

/** What a new test starts from: not re-rolled, waiting for its die. */
const NEW_TEST: Partial<TestStep> = { rerolled: false, stage: "roll" }

export const testStep = (fields: Omit<TestStep, "_tag" | "rerolled" | "stage"> & Partial<Pick<TestStep, "rerolled">>): TestStep => assigned(testRecord(NEW_TEST), fields)

/** The test with some fields changed, as a spread would change it (an optional field given as undefined is cleared). */
export const withTest = (step: TestStep, patch: Patch<TestStep>): TestStep => assigned(testRecord(step), patch)

const teamRerollAvailable = (ctx: Ctx, state: MatchState, step: TestStep): boolean =>
  step.teamReroll && above.teamRerollUsable(ctx.match, state, playerState(state, ctx, step.player).team)

/**
 * Skill re-rolls the rules limit to once per team turn. Others (Catch, Sure Hands) re-roll every
 * failed roll of their kind, though never the same roll twice.
 */
const ONCE_PER_TEAM_TURN: ReadonlySet<string> = new Set(["Dodge", "Sure Feet"])

const skillRerollAvailable = (ctx: Ctx, state: MatchState, step: TestStep): boolean =>
  step.skillReroll !== null && (!ONCE_PER_TEAM_TURN.has(step.skillReroll) || !playerState(state, ctx, step.player).used.includes(step.skillReroll))

const proAvailable = (ctx: Ctx, state: MatchState, step: TestStep): boolean => {
  const index = playerIndex(ctx, step.player)
  return hasSkill(ctx.match, state, index, "Pro") && !state.players[index]!.used.includes("Pro")
}

/** Whether some re-roll (team, skill, Pro, a star's re-roll of one die) could be used on this failed test. */
export const rerollAvailable = (ctx: Ctx, state: MatchState, step: TestStep): boolean =>
  teamRerollAvailable(ctx, state, step) || skillRerollAvailable(ctx, state, step) || proAvailable(ctx, state, step) || above.singleDieRerollAvailable(ctx, state, step.player, step.test)

/** Steps that read the die that decided the test: Then I Started Blastin'!'s 1 or 2, Breathe Fire's bands. */
const TAKES_FACE: ReadonlySet<Step["_tag"]> = new Set(["BlastMisfires", "BreatheFire"])

const withFace = (next: Step, face: number | undefined): Step => (TAKES_FACE.has(next._tag) ? { ...next, face } as Step : next)

const fail = (state: MatchState, step: TestStep, face = step.failedFace) =>
  replaceTop(state, ...step.onFailure.map((next) => withFace(next, face)))

/** The result that stands when no re-roll comes: the passed roll offered for a better one, or the failure. */
const stands = (state: MatchState, step: TestStep): MatchState =>
  step.passedFace !== undefined ? replaceTop(state, ...step.onSuccess.map((next) => withFace(next, step.passedFace))) : fail(state, step)

/** Whether the failure branch needs the die (stars/then-i-started-blastin.ts, breathe-fire.ts). */
const needsFace = (step: TestStep): boolean => step.onFailure.some((next) => TAKES_FACE.has(next._tag))

const roll = (ctx: Ctx, before: MatchState, step: TestStep, event: MatchEvent): Fold<Handled> => {
  const rolled = expectRoll(ctx, event, "d6", step.test, step.player, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const face = rolled.success.faces[0]!
  const late = step.lateModifier
  const player = playerState(before, ctx, step.player)
  const lateUsed = late !== undefined && !player.used.includes(late.skill) && !testPasses(face, step.target, step.modifiers).success &&
    testPasses(face, step.target, [...step.modifiers, { value: late.value, source: `skill: ${late.skill}` }]).success
  const modifiers = lateUsed ? [...step.modifiers, { value: late.value, source: `skill: ${late.skill}` }] : step.modifiers
  const state = lateUsed ? setPlayer(before, playerIndex(ctx, step.player), { used: [...player.used, late.skill] }) : before
  const test = testPasses(face, step.target, modifiers)
  const { success } = judge(ctx, {
    rule: step.rule,
    player: step.player,
    roll: rolled.success,
    target: step.target,
    modifiers,
    total: test.total,
    result: test.success ? "success" : "failure",
    success: test.success,
    notes: [...test.notes, ...(step.rerolled ? ["re-rolled"] : [])],
    needed: test.needed
  })
  // A passed roll that may be re-rolled for a better result (Breathe Fire's Placed Prone, for the 6).
  if (success && step.rerollPassedBelow !== undefined && face < step.rerollPassedBelow && !step.rerolled && rerollAvailable(ctx, state, step)) {
    return consumed(updateTop(state, withTest(step, { stage: "offer", passedFace: face })))
  }
  // Diving Tackle reacts to the passed test: it needs the die and the test (skills/diving-tackle.ts).
  if (success) return consumed(replaceTop(state, ...step.onSuccess.map((next) => (next._tag === "DivingTackle" ? { ...next, passed: { face, test: step } } : withFace(next, face)))))
  const canReroll = !step.rerolled && rerollAvailable(ctx, state, step)
  // Swift As The Breeze is offered with the re-rolls, or alone (stars/swift-as-the-breeze.ts).
  const swift = above.swiftAsTheBreezeOffered(ctx, state, step.test, step.player, face, step.target)
  // Incorporeal likewise: the star's ST added to a failed dodge (stars/incorporeal.ts).
  const added = above.incorporealOffered(ctx, state, step.test, step.player, face, step.target, modifiers)
  const incorporeal = added === null ? undefined : { roll: rolled.success, modifier: added }
  const failedFace = needsFace(step) ? { failedFace: face } : {}
  return consumed(canReroll || swift || incorporeal !== undefined ? updateTop(state, { ...step, stage: "offer", swiftFace: swift ? face : undefined, incorporeal, passedFace: undefined, ...failedFace }) : fail(state, step, face))
}

/** A Loner or Pro roll decides whether the re-roll happens at all. */
const gateRoll = (ctx: Ctx, state: MatchState, step: TestStep, event: MatchEvent, skill: "Loner" | "Pro"): Fold<Handled> => {
  const purpose = skill === "Loner" ? "loner" : "pro"
  const rolled = expectRoll(ctx, event, "d6", purpose, step.player, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const index = playerIndex(ctx, step.player)
  // Two for One may make it 2+ (stars/two-for-one.ts).
  const target = skill === "Loner" ? above.lonerTarget(ctx.match, state, index) : 3
  const test = testPasses(rolled.success.faces[0]!, target, [])
  const { success } = judge(ctx, {
    rule: skill,
    player: step.player,
    roll: rolled.success,
    target,
    total: test.total,
    result: test.success ? "success" : "failure",
    success: test.success,
    notes: [...(skill === "Loner" ? above.lonerNotes(ctx.match, state, index) : []), test.success ? `the ${step.rule} roll is re-rolled` : `the re-roll is lost and the failed ${step.rule} roll stands`],
    needed: test.needed
  })
  return consumed(success ? updateTop(state, withTest(step, { stage: "roll", rerolled: true, passedFace: undefined })) : stands(state, step))
}

const offer = (ctx: Ctx, state: MatchState, step: TestStep, event: MatchEvent): Fold<Handled> => {
  if (event._tag === "SkillUsed" && event.skill.toLowerCase() === above.SWIFT_AS_THE_BREEZE.toLowerCase() && step.swiftFace !== undefined) {
    if (event.player !== step.player) return violation(ctx, above.SWIFT_AS_THE_BREEZE, `${nameOf(ctx, event.player)} did not roll this ${step.rule} roll`)
    const used = above.useSwiftAsTheBreeze(ctx, state, step.player, step.rule, step.swiftFace, step.onSuccess)
    return consumed(replaceTop(used.state, ...used.next))
  }
  if (event._tag === "SkillUsed" && event.skill.toLowerCase() === above.INCORPOREAL.toLowerCase() && step.incorporeal !== undefined) {
    if (event.player !== step.player) return violation(ctx, above.INCORPOREAL, `${nameOf(ctx, event.player)} did not roll this ${step.rule} roll`)
    const { roll, modifier } = step.incorporeal
    const modifiers = [...step.modifiers, modifier]
    const test = testPasses(roll.faces[0]!, step.target, modifiers)
    judge(ctx, { rule: step.rule, player: step.player, roll, target: step.target, modifiers, total: test.total, result: "success", success: true, notes: [...test.notes, ...(step.rerolled ? ["re-rolled"] : [])], needed: test.needed })
    const passedStep: TestStep = withTest(step, { modifiers })
    return consumed(replaceTop(above.useIncorporeal(ctx, state, step.player), ...step.onSuccess.map((next) => (next._tag === "DivingTackle" ? { ...next, passed: { face: roll.faces[0]!, test: passedStep } } : next))))
  }
  if (event._tag === "RerollDeclined") return consumed(stands(state, step))
  if (event._tag !== "RerollUsed") return passOn(stands(state, step)) // not re-rolling: the result stands
  // Offered only for Swift As The Breeze: a roll already re-rolled is not re-rolled again.
  if (step.rerolled || !rerollAvailable(ctx, state, step)) return violation(ctx, "re-roll", `the ${step.rule} roll cannot be re-rolled now`)
  const index = playerIndex(ctx, step.player)
  const player = state.players[index]!
  if (ctx.match.teamIndex.get(event.team) !== player.team) {
    return violation(ctx, "re-roll", `only ${nameOf(ctx, step.player)}'s own team can re-roll their ${step.rule} roll`)
  }
  switch (event.source) {
    case "team-reroll":
    case "leader": {
      if (!step.teamReroll) return violation(ctx, "team re-roll", `a team re-roll cannot be used on a ${step.rule} roll`)
      // spendTeamRerollFor: an ordinary or Leader re-roll, or Death Zone's Team Mascot's.
      const spent = above.spendTeamRerollFor(ctx.match, state, player.team, event)
      if (spent._tag === "Failure") return violation(ctx, spent.failure.rule, spent.failure.message)
      const loner = hasSkill(ctx.match, state, index, "Loner")
      return consumed(updateTop(spent.success, { ...step, stage: loner ? "loner" : "roll", rerolled: !loner, ...(loner ? {} : { passedFace: undefined }) }))
    }
    case "skill": {
      const skill = event.skill ?? ""
      // Lord Borak's Lord of Chaos: a team re-roll of its own (stars/lord-of-chaos.ts).
      if (above.isLordOfChaos(event)) {
        if (!step.teamReroll) return violation(ctx, "team re-roll", `a team re-roll cannot be used on a ${step.rule} roll`)
        const spent = above.spendTeamRerollFor(ctx.match, state, player.team, event)
        if (spent._tag === "Failure") return violation(ctx, spent.failure.rule, spent.failure.message)
        const loner = hasSkill(ctx.match, state, index, "Loner")
        return consumed(updateTop(spent.success, withTest(step, { stage: loner ? "loner" : "roll", rerolled: !loner })))
      }
      // A star's re-roll of one die: Consummate Professional, Halfling Luck… (stars/single-die-reroll.ts).
      if (above.isSingleDieReroll(skill)) {
        const spent = above.useSingleDieReroll(ctx, state, step.player, skill, step.test)
        if (spent._tag === "Failure") return propagate(spent)
        return consumed(updateTop(spent.success, withTest(step, { stage: "roll", rerolled: true })))
      }
      if (skill.toLowerCase() === "pro") {
        if (!proAvailable(ctx, state, step)) return violation(ctx, "Pro", `${nameOf(ctx, step.player)} has no unused Pro this turn`)
        const next = setPlayer(state, index, { used: [...player.used, "Pro"] })
        return consumed(updateTop(next, withTest(step, { stage: "pro" })))
      }
      if (step.skillReroll === null || skill.toLowerCase() !== step.skillReroll.toLowerCase()) {
        return violation(ctx, "skill re-roll", `${skill || "that skill"} cannot re-roll a ${step.rule} roll${step.skillReroll === null ? "" : ` (${step.skillReroll} can)`}`)
      }
      if (!skillRerollAvailable(ctx, state, step)) {
        return violation(ctx, step.skillReroll, `${nameOf(ctx, step.player)} has already used ${step.skillReroll} this turn`)
      }
      const next = ONCE_PER_TEAM_TURN.has(step.skillReroll) ? setPlayer(state, index, { used: [...player.used, step.skillReroll] }) : state
      return consumed(updateTop(next, withTest(step, { stage: "roll", rerolled: true })))
    }
  }
}

export const testHandler: StepHandler<TestStep> = {
  expects: (step, state, match) => {
    switch (step.stage) {
      case "roll":
        return { kind: "roll", die: "d6", for: step.test, player: step.player }
      case "loner":
        return { kind: "roll", die: "d6", for: "loner", player: step.player }
      case "pro":
        return { kind: "roll", die: "d6", for: "pro", player: step.player }
      case "offer":
        return {
          kind: "decision",
          team: state.players[match.playerIndex.get(step.player)!]!.team,
          events: step.swiftFace === undefined && step.incorporeal === undefined ? ["RerollUsed", "RerollDeclined"] : ["RerollUsed", "RerollDeclined", "SkillUsed"],
          about: step.passedFace === undefined ? `re-roll the failed ${step.rule} roll?` : `re-roll the passed ${step.rule} roll (a ${step.passedFace}) for a better result?`
        }
    }
  },
  on: (ctx, state, step, event) => {
    switch (step.stage) {
      case "roll":
        return roll(ctx, state, step, event)
      case "offer":
        return offer(ctx, state, step, event)
      case "loner":
        return gateRoll(ctx, state, step, event, "Loner")
      case "pro":
        return gateRoll(ctx, state, step, event, "Pro")
    }
  }
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/test-roll": TestStep
  }
}
