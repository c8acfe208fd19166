import { activationHandler, activationLostHandler, swarmOfRatsHandler } from "./rules/activation.js"
import { ballCaughtHandler, ballReentryHandler, ballRestsHandler, bounceHandler, throwInHandler, wallReboundHandler } from "./rules/ball.js"
import { afterBlockHandler, blockDiceHandler, blockStartHandler, dauntlessHandler, followUpHandler, intoSewerPitHandler, pushedIntoWallHandler, pushedToHandler, pushHandler, wrestleHandler } from "./rules/block.js"
import { type StepHandler, violation } from "./rules/context.js"
import { endDriveHandler, endHalfHandler, koRecoveryHandler, rollOffHandler, setUpHandler, startDriveHandler, startHalfHandler, swelteringHeatHandler } from "./rules/drive.js"
import { foulHandlers } from "./rules/foul.js"
import { handOffHandlers } from "./rules/hand-off.js"
import { apothecaryHandler, applyInjuryHandler, armourHandler, casualtyHandler, injuryHandler, knockDownHandler, regenerationHandler } from "./rules/injury.js"
import { kickHandler, kickOffEventHandler, kickResolvedHandler, landKickHandler, touchbackHandler } from "./rules/kick-off.js"
import { kickOffEventHandlers } from "./rules/kick-off-events.js"
import { arriveHandler, checkScoreHandler, stoodUpHandler } from "./rules/movement.js"
import { passHandlers } from "./rules/pass.js"
import { preGamePrayersHandler } from "./rules/pre-game-prayers.js"
import { masterChefHandler } from "./rules/inducements.js"
import { noviceWizardHandler } from "./rules/novice-wizard.js"
import { wizardHandler } from "./rules/wizard.js"
import { throwARockHandler } from "./rules/throw-a-rock.js"
import { coinTossHandler, preGameHandler } from "./rules/pre-game.js"
import { takeRootHandler } from "./rules/take-root.js"
import { vomitArmourHandler } from "./rules/projectile-vomit.js"
import { breatheFireHandler } from "./rules/breathe-fire.js"
import { throwTeamMateHandlers } from "./rules/throw-team-mate.js"
import { animosityRefusedHandler } from "./rules/animosity.js"
import { animalSavageryHandler } from "./rules/animal-savagery.js"
import { bloodlustBiteHandler, bloodlustThirstHandler } from "./rules/bloodlust.js"
import { testHandler } from "./rules/test-roll.js"
import { endTurnHandler, outOfSewerPitHandler, sewerPitRollHandler, teamTurnHandler } from "./rules/turn.js"
import { weatherHandlers } from "./rules/weather.js"
import { trapdoorHandler } from "./rules/trapdoor.js"
import { secretWeaponHandler } from "./rules/secret-weapon.js"
import { bombHandlers } from "./rules/bombardier.js"
import { ricochetHandler } from "./rules/ricochet.js"
import { blockSkillHandlers } from "./rules/block-skills.js"
import { eyesMetHandler } from "./rules/look-into-my-eyes.js"
import { hexLandsHandler } from "./rules/baleful-hex.js"
import { blastHitsHandler, blastMisfiresHandler, blastVictimHandler } from "./rules/then-i-started-blastin.js"
import { blockDiceRerollHandler } from "./rules/block-dice-reroll.js"
import { furyOfTheBloodGodHandler } from "./rules/fury-of-the-blood-god.js"
import type { VariantStep } from "./variant/variant.js"
import { stadiumHandlers } from "./stadium/steps.js"
import { turnoverHandler } from "./rules/turnover.js"
import { magicPotionsHandler } from "./rules/magic-potions.js"
import { divingTackleHandler, diverLandsHandler } from "./rules/diving-tackle.js"
import { shadowingHandler } from "./rules/shadowing.js"
import { tentaclesHandler } from "./rules/tentacles.js"
import { swarmingHandler } from "./rules/swarming.js"
import { decayHandler } from "./rules/decay.js"
import { swoopHandler } from "./rules/swoop.js"
import { ballAndChainHandler, chainArmourHandler, chainArrivesHandler } from "./rules/ball-and-chain.js"
import { prayerChoiceHandler, prayerDrawHandler, prayerSkillHandler } from "./rules/prayers.js"
import { ballSkillHandlers } from "./rules/ball-skill-steps.js"
import { plagueDoctorHandler, regenerationRerollHandler } from "./rules/regeneration-staff.js"
import { biasedRefereeHandlers } from "./rules/biased-referee.js"
import { redCardHandler } from "./rules/ranulf-hokuli.js"
import { strictDisciplineDrawHandler, strictDisciplineHandler } from "./rules/thoron-korensson.js"
import { jormWatchHandler } from "./rules/jorm-the-ogre.js"
import { heavyHandedIncompetenceHandler, smartPlayersHandler } from "./rules/trundlefoot-triplets.js"
import { goTeamHandler } from "./rules/galandril-silverwater.js"
import { mungoHandler } from "./rules/mungo-spinecracker.js"
import { staffPicksHandler } from "./rules/staff-picks.js"
import { ayleenHandler } from "./rules/ayleen-andar.js"
import { krotHandler } from "./rules/krot-shockwhisker.js"
import { papaSkullbonesHandler } from "./rules/papa-skullbones.js"
import { weatherMageHandlers } from "./rules/weather-mage.js"
import { specialPlayDrawHandler } from "./rules/special-plays/draw.js"
import { specialPlayTargetsHandler, specialPlayWindowHandler } from "./rules/special-plays/play.js"
import { assassinationHandler, distractionHandler, hecklerHandler } from "./rules/special-plays/stalling-cards.js"
import { puntHandler } from "./rules/special-plays/punt.js"
import { cloneTouchdownHandler } from "./rules/special-plays/ball-clone.js"
import { spotTheSneakHandler } from "./rules/special-plays/spot-the-sneak.js"
import { suicideBlitzOverHandler } from "./rules/special-plays/suicide-blitz.js"
import { quickThinkingHandler } from "./rules/special-plays/quick-thinking.js"
import { teamTalkHandler } from "./rules/special-plays/benefits-of-training.js"
import { allToPlayForHandler, magicSpongeHandler } from "./rules/special-plays/miscellaneous-mayhem.js"
import { plagueRiddenHandler } from "./rules/plague-ridden.js"
import { starBlowHandler } from "./rules/star-blows.js"
import { starOfTheShowHandler } from "./rules/star-of-the-show.js"
import { oldProHandler } from "./rules/old-pro.js"
import { primalSavageryHandler } from "./rules/primal-savagery.js"
import { putridRegurgitationHandler } from "./rules/putrid-regurgitation.js"
import { quickBiteHandler } from "./rules/quick-bite.js"
import { furiousOutburstHandler } from "./rules/furious-outburst.js"
import { ghostlyFlamesHandler } from "./rules/ghostly-flames.js"
import { maximumCarnageHandler } from "./rules/maximum-carnage.js"
import { secondBombHandler } from "./rules/all-you-can-eat.js"
import { blastItHandlers } from "./rules/blast-it.js"
import { throwKegHandler } from "./rules/beer-barrel-bash.js"
import { runesmithHandler } from "./rules/dwarfen-runesmith.js"
import { waaaghDrummerHandler } from "./rules/waaagh-drummer.js"
import { headyBrewHandler } from "./rules/heady-brew.js"
import { medicinalUnguentHandler } from "./rules/medicinal-unguent.js"
import { hotPotHandler } from "./rules/halfling-hot-pot.js"
import { pickMeUpHandler } from "./rules/pick-me-up.js"
import { jumpUpFailedHandler } from "./rules/jump-up.js"
import { hitAndRunHandler } from "./rules/hit-and-run.js"
import { tricksterHandler } from "./rules/trickster.js"
import type { Step } from "./model/step.js"

/**
 * The handler of every step, assembled once at the top of the engine: each rule area exports the
 * handlers of the steps it owns (and adds their types to the Step union, model/step.ts), and this
 * table gathers them for the fold. No rule module imports it back.
 */
/** A variant's own step: its module's handler (`Variant.hooks.steps[name]`) answers for it. */
const variantHandler = (step: VariantStep, variant: { readonly hooks?: { readonly steps?: Readonly<Record<string, StepHandler<VariantStep>>> } }): StepHandler<VariantStep> => {
  const handler = variant.hooks?.steps?.[step.name]
  if (handler === undefined) throw new Error(`internal: the variant has no handler for its step "${step.name}"`)
  return handler
}

const variantStepHandler: StepHandler<VariantStep> = {
  expects: (step, state, match) => variantHandler(step, match.variant).expects(step, state, match),
  on: (ctx, state, step, event) => {
    const handler = variantHandler(step, ctx.variant)
    return handler.on === undefined ? violation(ctx, "engine", `internal: step ${step.name} takes no events`) : handler.on(ctx, state, step, event)
  },
  auto: (ctx, state, step) => variantHandler(step, ctx.variant).auto?.(ctx, state, step)
}

export type Handlers = { readonly [K in Step["_tag"]]: StepHandler<Extract<Step, { _tag: K }>> }

/** The handler of every step, by tag. */
export const HANDLERS: Handlers = {
  PreGame: preGameHandler,
  CoinToss: coinTossHandler,
  PreGamePrayers: preGamePrayersHandler,
  MasterChef: masterChefHandler,
  NoviceWizard: noviceWizardHandler,
  Wizard: wizardHandler,
  ThrowARock: throwARockHandler,
  StartHalf: startHalfHandler,
  RollOff: rollOffHandler,
  StartDrive: startDriveHandler,
  SetUp: setUpHandler,
  EndDrive: endDriveHandler,
  KoRecovery: koRecoveryHandler,
  SwelteringHeat: swelteringHeatHandler,
  EndHalf: endHalfHandler,
  Kick: kickHandler,
  KickOffEvent: kickOffEventHandler,
  LandKick: landKickHandler,
  KickResolved: kickResolvedHandler,
  Touchback: touchbackHandler,
  Bounce: bounceHandler,
  ThrowIn: throwInHandler,
  WallRebound: wallReboundHandler,
  BallReentry: ballReentryHandler,
  BallCaught: ballCaughtHandler,
  BallRests: ballRestsHandler,
  TeamTurn: teamTurnHandler,
  EndTurn: endTurnHandler,
  SewerPitRoll: sewerPitRollHandler,
  OutOfSewerPit: outOfSewerPitHandler,
  Activation: activationHandler,
  ActivationLost: activationLostHandler,
  JumpUpFailed: jumpUpFailedHandler,
  SwarmOfRats: swarmOfRatsHandler,
  Arrive: arriveHandler,
  CheckScore: checkScoreHandler,
  StoodUp: stoodUpHandler,
  Test: testHandler,
  Turnover: turnoverHandler,
  KnockDown: knockDownHandler,
  Armour: armourHandler,
  Injury: injuryHandler,
  Casualty: casualtyHandler,
  Apothecary: apothecaryHandler,
  Regeneration: regenerationHandler,
  RegenerationReroll: regenerationRerollHandler,
  PlagueDoctor: plagueDoctorHandler,
  ApplyInjury: applyInjuryHandler,
  BlockStart: blockStartHandler,
  Dauntless: dauntlessHandler,
  BlockDice: blockDiceHandler,
  Push: pushHandler,
  PushedTo: pushedToHandler,
  PushedIntoWall: pushedIntoWallHandler,
  IntoSewerPit: intoSewerPitHandler,
  FollowUp: followUpHandler,
  AfterBlock: afterBlockHandler,
  Wrestle: wrestleHandler,
  ...foulHandlers,
  ...handOffHandlers,
  ...passHandlers,
  ...kickOffEventHandlers,
  ...weatherHandlers,
  Trapdoor: trapdoorHandler,
  TakeRoot: takeRootHandler,
  AnimosityRefused: animosityRefusedHandler,
  AnimalSavagery: animalSavageryHandler,
  VomitArmour: vomitArmourHandler,
  BreatheFire: breatheFireHandler,
  ...throwTeamMateHandlers,
  ...stadiumHandlers,
  MagicPotions: magicPotionsHandler,
  PrayerChoice: prayerChoiceHandler,
  PrayerDraw: prayerDrawHandler,
  PrayerSkill: prayerSkillHandler,
  SecretWeapon: secretWeaponHandler,
  ...blockSkillHandlers,
  Variant: variantStepHandler,
  Tentacles: tentaclesHandler,
  DivingTackle: divingTackleHandler,
  DiverLands: diverLandsHandler,
  Shadowing: shadowingHandler,
  Swarming: swarmingHandler,
  Decay: decayHandler,
  PlagueRidden: plagueRiddenHandler,
  Swoop: swoopHandler,
  BallAndChain: ballAndChainHandler,
  ChainArrives: chainArrivesHandler,
  ChainArmour: chainArmourHandler,
  ...bombHandlers,
  ...ballSkillHandlers,
  ...biasedRefereeHandlers,
  // Death Zone's named Biased Referees (rules/biased-referee.ts dispatches to them).
  RedCard: redCardHandler,
  StrictDiscipline: strictDisciplineHandler,
  StrictDisciplineDraw: strictDisciplineDrawHandler,
  JormWatch: jormWatchHandler,
  HeavyHandedIncompetence: heavyHandedIncompetenceHandler,
  SmartPlayers: smartPlayersHandler,
  GoTeam: goTeamHandler,
  ...weatherMageHandlers,
  SpecialPlayDraw: specialPlayDrawHandler,
  SpecialPlayWindow: specialPlayWindowHandler,
  SpecialPlayTargets: specialPlayTargetsHandler,
  AllToPlayFor: allToPlayForHandler,
  Heckler: hecklerHandler,
  AssassinationAttempt: assassinationHandler,
  Distraction: distractionHandler,
  Punt: puntHandler,
  CloneTouchdown: cloneTouchdownHandler,
  SpotTheSneak: spotTheSneakHandler,
  SuicideBlitzOver: suicideBlitzOverHandler,
  QuickThinking: quickThinkingHandler,
  Ricochet: ricochetHandler,
  StarBlow: starBlowHandler,
  StarOfTheShow: starOfTheShowHandler,
  OldPro: oldProHandler,
  PrimalSavagery: primalSavageryHandler,
  PutridRegurgitation: putridRegurgitationHandler,
  QuickBite: quickBiteHandler,
  FuriousOutburst: furiousOutburstHandler,
  EyesMet: eyesMetHandler,
  HexLands: hexLandsHandler,
  BlastMisfires: blastMisfiresHandler,
  BlastVictim: blastVictimHandler,
  BlastHits: blastHitsHandler,
  GhostlyFlames: ghostlyFlamesHandler,
  MaximumCarnage: maximumCarnageHandler,
  SecondBomb: secondBombHandler,
  // Blast It! (rules/blast-it.ts) hears each scatter die of Barik's Hail Mary pass.
  ...blastItHandlers(passHandlers.PassScatter),
  ThrowKeg: throwKegHandler,
  BlockDiceReroll: blockDiceRerollHandler,
  FuryOfTheBloodGod: furyOfTheBloodGodHandler,
  // rules/bloodlust.ts
  BloodlustThirst: bloodlustThirstHandler,
  BloodlustBite: bloodlustBiteHandler,
  // rules/special-plays/miscellaneous-mayhem.ts
  MagicSponge: magicSpongeHandler,
  // rules/special-plays/benefits-of-training.ts
  TeamTalk: teamTalkHandler,
  // rules/mungo-spinecracker.ts
  Mungo: mungoHandler,
  // rules/staff-picks.ts: Schielund Scharlitan and Professor Frönkelheim
  StaffPicks: staffPicksHandler,
  // rules/ayleen-andar.ts
  Ayleen: ayleenHandler,
  // rules/krot-shockwhisker.ts
  Krot: krotHandler,
  // rules/papa-skullbones.ts
  PapaSkullbones: papaSkullbonesHandler,
  // Death Zone's Dwarfen Runesmith (rules/dwarfen-runesmith.ts)
  Runesmith: runesmithHandler,
  // Death Zone's Waaagh! Drummer (rules/waaagh-drummer.ts)
  WaaaghDrummer: waaaghDrummerHandler,
  // Death Zone's Bottles of Heady Brew (rules/heady-brew.ts)
  HeadyBrew: headyBrewHandler,
  // Death Zone's Medicinal Unguent (rules/medicinal-unguent.ts)
  MedicinalUnguent: medicinalUnguentHandler,
  // Death Zone's Halfling Hot Pot (rules/halfling-hot-pot.ts)
  HotPot: hotPotHandler,
  // The Norse trait Pick-me-up, as an opposing team turn ends (rules/pick-me-up.ts)
  PickMeUp: pickMeUpHandler,
  // Hit and Run's free square after a block (rules/hit-and-run.ts)
  HitAndRun: hitAndRunHandler,
  // Trickster's move before the block's dice (rules/trickster.ts)
  Trickster: tricksterHandler
}
