import { activationHandler, activationLostHandler, swarmOfRatsHandler } from "./core/activation.js"
import { ballCaughtHandler, ballReentryHandler, ballRestsHandler, bounceHandler, throwInHandler, wallReboundHandler } from "./core/ball.js"
import { afterBlockHandler, followUpHandler, wrestleHandler } from "./core/follow-up.js"
import { blockDiceHandler, blockStartHandler, dauntlessHandler } from "./core/block.js"
import { intoSewerPitHandler, pushedIntoWallHandler, pushedToHandler, pushHandler } from "./core/push.js"
import { type StepHandler, violation } from "./core/context.js"
import { endDriveHandler, endHalfHandler, koRecoveryHandler, rollOffHandler, setUpHandler, startDriveHandler, startHalfHandler, swelteringHeatHandler } from "./core/drive.js"
import { foulHandlers } from "./core/foul.js"
import { handOffHandlers } from "./core/hand-off.js"
import { apothecaryHandler, applyInjuryHandler, armourHandler, casualtyHandler, injuryHandler, knockDownHandler, regenerationHandler } from "./core/injury.js"
import { kickHandler, kickOffEventHandler, kickResolvedHandler, landKickHandler, touchbackHandler } from "./core/kick-off.js"
import { kickOffEventHandlers } from "./core/kick-off-events.js"
import { arriveHandler, checkScoreHandler, stoodUpHandler } from "./core/movement.js"
import { passHandlers } from "./core/pass.js"
import { preGamePrayersHandler } from "./prayers/pre-game-prayers.js"
import { masterChefHandler } from "./inducements/other/inducements.js"
import { noviceWizardHandler } from "./inducements/wizards/novice-wizard.js"
import { wizardHandler } from "./inducements/wizards/wizard.js"
import { throwARockHandler } from "./prayers/throw-a-rock.js"
import { coinTossHandler, preGameHandler } from "./core/pre-game.js"
import { takeRootHandler } from "./skills/take-root.js"
import { vomitArmourHandler } from "./skills/projectile-vomit.js"
import { breatheFireHandler } from "./skills/breathe-fire.js"
import { throwTeamMateHandlers } from "./skills/throw-team-mate.js"
import { animosityRefusedHandler } from "./skills/animosity.js"
import { animalSavageryHandler } from "./skills/animal-savagery.js"
import { bloodlustBiteHandler, bloodlustThirstHandler } from "./skills/bloodlust.js"
import { testHandler } from "./core/test-roll.js"
import { endTurnHandler, outOfSewerPitHandler, sewerPitRollHandler, teamTurnHandler } from "./core/turn.js"
import { weatherHandlers } from "./core/weather.js"
import { trapdoorHandler } from "./core/trapdoor.js"
import { secretWeaponHandler } from "./skills/secret-weapon.js"
import { bombHandlers } from "./skills/bombardier.js"
import { ricochetHandler } from "./core/ricochet.js"
import { blockSkillHandlers } from "./skills/block-skills.js"
import { eyesMetHandler } from "./stars/look-into-my-eyes.js"
import { hexLandsHandler } from "./stars/baleful-hex.js"
import { blastHitsHandler, blastMisfiresHandler, blastVictimHandler } from "./stars/then-i-started-blastin.js"
import { blockDiceRerollHandler } from "./stars/block-dice-reroll.js"
import { furyOfTheBloodGodHandler } from "./stars/fury-of-the-blood-god.js"
import type { VariantStep } from "./core/variant/variant.js"
import { stadiumHandlers } from "./stadium/steps.js"
import { turnoverHandler } from "./core/turnover.js"
import { magicPotionsHandler } from "./inducements/other/magic-potions.js"
import { divingTackleHandler, diverLandsHandler } from "./skills/diving-tackle.js"
import { shadowingHandler } from "./skills/shadowing.js"
import { tentaclesHandler } from "./skills/tentacles.js"
import { swarmingHandler } from "./skills/swarming.js"
import { decayHandler } from "./skills/decay.js"
import { swoopHandler } from "./skills/swoop.js"
import { ballAndChainHandler, chainArmourHandler, chainArrivesHandler } from "./skills/ball-and-chain.js"
import { prayerChoiceHandler, prayerDrawHandler, prayerSkillHandler } from "./prayers/prayers.js"
import { ballSkillHandlers } from "./skills/ball-skill-steps.js"
import { plagueDoctorHandler, regenerationRerollHandler } from "./inducements/staff/regeneration-staff.js"
import { biasedRefereeHandlers } from "./inducements/referees/biased-referee.js"
import { redCardHandler } from "./inducements/referees/ranulf-hokuli.js"
import { strictDisciplineDrawHandler, strictDisciplineHandler } from "./inducements/referees/thoron-korensson.js"
import { jormWatchHandler } from "./inducements/referees/jorm-the-ogre.js"
import { heavyHandedIncompetenceHandler, smartPlayersHandler } from "./inducements/referees/trundlefoot-triplets.js"
import { goTeamHandler } from "./inducements/staff/galandril-silverwater.js"
import { mungoHandler } from "./inducements/staff/mungo-spinecracker.js"
import { staffPicksHandler } from "./inducements/staff/staff-picks.js"
import { ayleenHandler } from "./inducements/staff/ayleen-andar.js"
import { krotHandler } from "./inducements/staff/krot-shockwhisker.js"
import { papaSkullbonesHandler } from "./inducements/staff/papa-skullbones.js"
import { weatherMageHandlers } from "./inducements/wizards/weather-mage.js"
import { specialPlayDrawHandler } from "./special-plays/draw.js"
import { specialPlayTargetsHandler, specialPlayWindowHandler } from "./special-plays/play.js"
import { assassinationHandler, distractionHandler, hecklerHandler } from "./special-plays/stalling-cards.js"
import { puntHandler } from "./special-plays/punt.js"
import { cloneTouchdownHandler } from "./special-plays/ball-clone.js"
import { spotTheSneakHandler } from "./special-plays/spot-the-sneak.js"
import { suicideBlitzOverHandler } from "./special-plays/suicide-blitz.js"
import { quickThinkingHandler } from "./special-plays/quick-thinking.js"
import { teamTalkHandler } from "./special-plays/benefits-of-training.js"
import { allToPlayForHandler, magicSpongeHandler } from "./special-plays/miscellaneous-mayhem.js"
import { plagueRiddenHandler } from "./skills/plague-ridden.js"
import { starBlowHandler } from "./stars/star-blows.js"
import { starOfTheShowHandler } from "./stars/star-of-the-show.js"
import { oldProHandler } from "./stars/old-pro.js"
import { primalSavageryHandler } from "./stars/primal-savagery.js"
import { putridRegurgitationHandler } from "./stars/putrid-regurgitation.js"
import { quickBiteHandler } from "./stars/quick-bite.js"
import { furiousOutburstHandler } from "./stars/furious-outburst.js"
import { ghostlyFlamesHandler } from "./stars/ghostly-flames.js"
import { maximumCarnageHandler } from "./stars/maximum-carnage.js"
import { secondBombHandler } from "./stars/all-you-can-eat.js"
import { blastItHandlers } from "./stars/blast-it.js"
import { throwKegHandler } from "./stars/beer-barrel-bash.js"
import { runesmithHandler } from "./inducements/other/dwarfen-runesmith.js"
import { waaaghDrummerHandler } from "./inducements/other/waaagh-drummer.js"
import { headyBrewHandler } from "./inducements/other/heady-brew.js"
import { medicinalUnguentHandler } from "./inducements/other/medicinal-unguent.js"
import { hotPotHandler } from "./inducements/other/halfling-hot-pot.js"
import { pickMeUpHandler } from "./skills/pick-me-up.js"
import { jumpUpFailedHandler } from "./skills/jump-up.js"
import { hitAndRunHandler } from "./skills/hit-and-run.js"
import { tricksterHandler } from "./skills/trickster.js"
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
  // Death Zone's named Biased Referees (inducements/referees/biased-referee.ts dispatches to them).
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
  // Blast It! (stars/blast-it.ts) hears each scatter die of Barik's Hail Mary pass.
  ...blastItHandlers(passHandlers.PassScatter),
  ThrowKeg: throwKegHandler,
  BlockDiceReroll: blockDiceRerollHandler,
  FuryOfTheBloodGod: furyOfTheBloodGodHandler,
  // skills/bloodlust.ts
  BloodlustThirst: bloodlustThirstHandler,
  BloodlustBite: bloodlustBiteHandler,
  // special-plays/miscellaneous-mayhem.ts
  MagicSponge: magicSpongeHandler,
  // special-plays/benefits-of-training.ts
  TeamTalk: teamTalkHandler,
  // inducements/staff/mungo-spinecracker.ts
  Mungo: mungoHandler,
  // inducements/staff/staff-picks.ts: Schielund Scharlitan and Professor Frönkelheim
  StaffPicks: staffPicksHandler,
  // inducements/staff/ayleen-andar.ts
  Ayleen: ayleenHandler,
  // inducements/staff/krot-shockwhisker.ts
  Krot: krotHandler,
  // inducements/staff/papa-skullbones.ts
  PapaSkullbones: papaSkullbonesHandler,
  // Death Zone's Dwarfen Runesmith (inducements/other/dwarfen-runesmith.ts)
  Runesmith: runesmithHandler,
  // Death Zone's Waaagh! Drummer (inducements/other/waaagh-drummer.ts)
  WaaaghDrummer: waaaghDrummerHandler,
  // Death Zone's Bottles of Heady Brew (inducements/other/heady-brew.ts)
  HeadyBrew: headyBrewHandler,
  // Death Zone's Medicinal Unguent (inducements/other/medicinal-unguent.ts)
  MedicinalUnguent: medicinalUnguentHandler,
  // Death Zone's Halfling Hot Pot (inducements/other/halfling-hot-pot.ts)
  HotPot: hotPotHandler,
  // The Norse trait Pick-me-up, as an opposing team turn ends (skills/pick-me-up.ts)
  PickMeUp: pickMeUpHandler,
  // Hit and Run's free square after a block (skills/hit-and-run.ts)
  HitAndRun: hitAndRunHandler,
  // Trickster's move before the block's dice (skills/trickster.ts)
  Trickster: tricksterHandler
}
