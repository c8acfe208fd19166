import type { ActivationLostStep, ActivationStep, SwarmOfRatsStep } from "./activation.js"
import { activationHandler, activationLostHandler, swarmOfRatsHandler } from "./activation.js"
import type { BallCaughtStep, BallReentryStep, BallRestsStep, BounceStep, ThrowInStep, WallReboundStep } from "./ball.js"
import { ballCaughtHandler, ballReentryHandler, ballRestsHandler, bounceHandler, throwInHandler, wallReboundHandler } from "./ball.js"
import type { AfterBlockStep, BlockDiceStep, BlockStartStep, DauntlessStep, FollowUpStep, IntoSewerPitStep, PushedIntoWallStep, PushedToStep, PushStep, WrestleStep } from "./block.js"
import { afterBlockHandler, blockDiceHandler, blockStartHandler, dauntlessHandler, followUpHandler, intoSewerPitHandler, pushedIntoWallHandler, pushedToHandler, pushHandler, wrestleHandler } from "./block.js"
import { type StepHandler, violation } from "./context.js"
import type { EndDriveStep, EndHalfStep, KoRecoveryStep, RollOffStep, SetUpStep, StartDriveStep, StartHalfStep, SwelteringHeatStep } from "./drive.js"
import { endDriveHandler, endHalfHandler, koRecoveryHandler, rollOffHandler, setUpHandler, startDriveHandler, startHalfHandler, swelteringHeatHandler } from "./drive.js"
import { foulHandlers, type FoulStep } from "./foul.js"
import { handOffHandlers, type HandOffStep } from "./hand-off.js"
import type { ApothecaryStep, ApplyInjuryStep, ArmourStep, CasualtyStep, InjuryStep, KnockDownStep, RegenerationStep } from "./injury.js"
import { apothecaryHandler, applyInjuryHandler, armourHandler, casualtyHandler, injuryHandler, knockDownHandler, regenerationHandler } from "./injury.js"
import type { KickOffEventStep as KickOffTableStep, KickResolvedStep, KickStep, LandKickStep, TouchbackStep } from "./kick-off.js"
import { kickHandler, kickOffEventHandler, kickResolvedHandler, landKickHandler, touchbackHandler } from "./kick-off.js"
import { kickOffEventHandlers, type KickOffEventStep } from "./kick-off-events.js"
import type { ArriveStep, CheckScoreStep, StoodUpStep } from "./movement.js"
import { arriveHandler, checkScoreHandler, stoodUpHandler } from "./movement.js"
import { passHandlers, type PassStep } from "./pass.js"
import type { CoinTossStep, PreGameStep } from "./pre-game.js"
import { preGamePrayersHandler, type PreGamePrayersStep } from "./pre-game-prayers.js"
import { masterChefHandler, type MasterChefStep } from "./inducements.js"
import { noviceWizardHandler, type NoviceWizardStep } from "./novice-wizard.js"
import { wizardHandler, type WizardStep } from "./wizard.js"
import { throwARockHandler, type ThrowARockStep } from "./throw-a-rock.js"
import { coinTossHandler, preGameHandler } from "./pre-game.js"
import { takeRootHandler, type TakeRootStep } from "./take-root.js"
import { vomitArmourHandler, type VomitArmourStep } from "./projectile-vomit.js"
import { breatheFireHandler, type BreatheFireStep } from "./breathe-fire.js"
import { throwTeamMateHandlers, type ThrowTeamMateStep } from "./throw-team-mate.js"
import { animosityRefusedHandler, type AnimosityRefusedStep } from "./animosity.js"
import { animalSavageryHandler, type AnimalSavageryStep } from "./animal-savagery.js"
import { bloodlustBiteHandler, type BloodlustBiteStep, bloodlustThirstHandler, type BloodlustThirstStep } from "./bloodlust.js"
import type { TestStep } from "./test-roll.js"
import { testHandler } from "./test-roll.js"
import type { EndTurnStep, OutOfSewerPitStep, SewerPitRollStep, TeamTurnStep } from "./turn.js"
import { endTurnHandler, outOfSewerPitHandler, sewerPitRollHandler, teamTurnHandler } from "./turn.js"
import type { TrapdoorStep } from "./trapdoor.js"
import { type CloudsOfSmogStep, type EndOfTurnWeatherStep, type UndergroundHeatwaveStep, weatherHandlers } from "./weather.js"
import { trapdoorHandler } from "./trapdoor.js"
import { secretWeaponHandler, type SecretWeaponStep } from "./secret-weapon.js"
import { bombHandlers, type BombStep } from "./bombardier.js"
import { ricochetHandler, type RicochetStep } from "./ricochet.js"
import { blockSkillHandlers, type BlockSkillStep } from "./block-skills.js"
import { eyesMetHandler, type EyesMetStep } from "./look-into-my-eyes.js"
import { hexLandsHandler, type HexLandsStep } from "./baleful-hex.js"
import { blastHitsHandler, type BlastHitsStep, blastMisfiresHandler, type BlastMisfiresStep, blastVictimHandler, type BlastVictimStep } from "./then-i-started-blastin.js"
import { blockDiceRerollHandler, type BlockDiceRerollStep } from "./block-dice-reroll.js"
import { furyOfTheBloodGodHandler, type FuryOfTheBloodGodStep } from "./fury-of-the-blood-god.js"
import type { VariantStep } from "../variant/variant.js"
import type { TurnoverStep } from "./turnover.js"
import { stadiumHandlers, type StadiumStep } from "../stadium/steps.js"
import { turnoverHandler } from "./turnover.js"
import { magicPotionsHandler, type MagicPotionsStep } from "./magic-potions.js"
import { divingTackleHandler, type DivingTackleStep, diverLandsHandler, type DiverLandsStep } from "./diving-tackle.js"
import { shadowingHandler, type ShadowingStep } from "./shadowing.js"
import { tentaclesHandler, type TentaclesStep } from "./tentacles.js"
import { swarmingHandler, type SwarmingStep } from "./swarming.js"
import { decayHandler, type DecayStep } from "./decay.js"
import { swoopHandler, type SwoopStep } from "./swoop.js"
import { ballAndChainHandler, type BallAndChainStep, chainArmourHandler, type ChainArmourStep, chainArrivesHandler, type ChainArrivesStep } from "./ball-and-chain.js"
import { prayerChoiceHandler, type PrayerChoiceStep, prayerDrawHandler, type PrayerDrawStep, prayerSkillHandler, type PrayerSkillStep } from "./prayers.js"
import { ballSkillHandlers, type BallSkillStep } from "./ball-skill-steps.js"
import { plagueDoctorHandler, type PlagueDoctorStep, regenerationRerollHandler, type RegenerationRerollStep } from "./regeneration-staff.js"
import { biasedRefereeHandlers, type BiasedRefereeStep } from "./biased-referee.js"
import { redCardHandler } from "./ranulf-hokuli.js"
import { strictDisciplineDrawHandler, strictDisciplineHandler } from "./thoron-korensson.js"
import { jormWatchHandler } from "./jorm-the-ogre.js"
import { heavyHandedIncompetenceHandler, smartPlayersHandler } from "./trundlefoot-triplets.js"
import { goTeamHandler, type GoTeamStep } from "./galandril-silverwater.js"
import { mungoHandler, type MungoStep } from "./mungo-spinecracker.js"
import { staffPicksHandler, type StaffPicksStep } from "./staff-picks.js"
import { ayleenHandler, type AyleenStep } from "./ayleen-andar.js"
import { krotHandler, type KrotStep } from "./krot-shockwhisker.js"
import { papaSkullbonesHandler, type PapaSkullbonesStep } from "./papa-skullbones.js"
import { weatherMageHandlers, type WeatherMageStep } from "./weather-mage.js"
import { specialPlayDrawHandler, type SpecialPlayDrawStep } from "./special-plays/draw.js"
import { specialPlayTargetsHandler, specialPlayWindowHandler, type SpecialPlayWindowStep } from "./special-plays/play.js"
import type { SpecialPlayTargetsStep } from "./special-plays/helpers.js"
import { type AssassinationStep, assassinationHandler, type DistractionStep, distractionHandler, type HecklerStep, hecklerHandler } from "./special-plays/stalling-cards.js"
import { puntHandler, type PuntStep } from "./special-plays/punt.js"
import { cloneTouchdownHandler, type CloneTouchdownStep } from "./special-plays/ball-clone.js"
import { spotTheSneakHandler, type SpotTheSneakStep } from "./special-plays/spot-the-sneak.js"
import { suicideBlitzOverHandler, type SuicideBlitzOverStep } from "./special-plays/suicide-blitz.js"
import { quickThinkingHandler, type QuickThinkingStep } from "./special-plays/quick-thinking.js"
import { teamTalkHandler, type TeamTalkStep } from "./special-plays/benefits-of-training.js"
import { type AllToPlayForStep, allToPlayForHandler, magicSpongeHandler, type MagicSpongeStep } from "./special-plays/miscellaneous-mayhem.js"
import { plagueRiddenHandler, type PlagueRiddenStep } from "./plague-ridden.js"
import { starBlowHandler, type StarBlowStep } from "./star-blows.js"
import { starOfTheShowHandler, type StarOfTheShowStep } from "./star-of-the-show.js"
import { oldProHandler, type OldProStep } from "./old-pro.js"
import { primalSavageryHandler, type PrimalSavageryStep } from "./primal-savagery.js"
import { putridRegurgitationHandler, type PutridRegurgitationStep } from "./putrid-regurgitation.js"
import { quickBiteHandler, type QuickBiteStep } from "./quick-bite.js"
import { furiousOutburstHandler, type FuriousOutburstStep } from "./furious-outburst.js"
import { ghostlyFlamesHandler, type GhostlyFlamesStep } from "./ghostly-flames.js"
import { maximumCarnageHandler, type MaximumCarnageStep } from "./maximum-carnage.js"
import { secondBombHandler, type SecondBombStep } from "./all-you-can-eat.js"
import { type BlastItStep, blastItHandlers } from "./blast-it.js"
import { throwKegHandler, type ThrowKegStep } from "./beer-barrel-bash.js"
import { runesmithHandler, type RunesmithStep } from "./dwarfen-runesmith.js"
import { waaaghDrummerHandler, type WaaaghDrummerStep } from "./waaagh-drummer.js"
import { headyBrewHandler, type HeadyBrewStep } from "./heady-brew.js"
import { medicinalUnguentHandler, type MedicinalUnguentStep } from "./medicinal-unguent.js"
import { hotPotHandler, type HotPotStep } from "./halfling-hot-pot.js"
import { pickMeUpHandler, type PickMeUpStep } from "./pick-me-up.js"
import { jumpUpFailedHandler, type JumpUpFailedStep } from "./jump-up.js"
import { hitAndRunHandler, type HitAndRunStep } from "./hit-and-run.js"
import { tricksterHandler, type TricksterStep } from "./trickster.js"

/**
 * Everything the game can be in the middle of. The state's stack holds these; the top one
 * takes the next event (or runs on its own). Each rule area defines its own.
 */
export type Step =
  | PreGameStep
  | CoinTossStep
  | PreGamePrayersStep
  | MasterChefStep
  | NoviceWizardStep
  | WizardStep
  | ThrowARockStep
  | StartHalfStep
  | RollOffStep
  | StartDriveStep
  | SetUpStep
  | EndDriveStep
  | KoRecoveryStep
  | SwelteringHeatStep
  | EndHalfStep
  | KickStep
  | KickOffTableStep
  | LandKickStep
  | KickResolvedStep
  | TouchbackStep
  | BounceStep
  | ThrowInStep
  | WallReboundStep
  | BallReentryStep
  | BallCaughtStep
  | BallRestsStep
  | TeamTurnStep
  | EndTurnStep
  | SewerPitRollStep
  | OutOfSewerPitStep
  | ActivationStep
  | ActivationLostStep
  | JumpUpFailedStep
  | SwarmOfRatsStep
  | ArriveStep
  | CheckScoreStep
  | StoodUpStep
  | TestStep
  | TurnoverStep
  | KnockDownStep
  | ArmourStep
  | InjuryStep
  | CasualtyStep
  | ApothecaryStep
  | RegenerationStep
  | RegenerationRerollStep
  | PlagueDoctorStep
  | ApplyInjuryStep
  | BlockStartStep
  | DauntlessStep
  | BlockDiceStep
  | PushStep
  | PushedToStep
  | PushedIntoWallStep
  | IntoSewerPitStep
  | FollowUpStep
  | AfterBlockStep
  | WrestleStep
  | FoulStep
  | HandOffStep
  | PassStep
  | KickOffEventStep
  | TrapdoorStep
  | TakeRootStep
  | AnimosityRefusedStep
  | AnimalSavageryStep
  | VomitArmourStep
  | BreatheFireStep
  | ThrowTeamMateStep
  | EndOfTurnWeatherStep
  | CloudsOfSmogStep
  | UndergroundHeatwaveStep
  | StadiumStep
  | MagicPotionsStep
  | PrayerChoiceStep
  | PrayerDrawStep
  | PrayerSkillStep
  | SecretWeaponStep
  | BlockSkillStep
  | VariantStep
  | TentaclesStep
  | DivingTackleStep
  | DiverLandsStep
  | ShadowingStep
  | SwarmingStep
  | DecayStep
  | PlagueRiddenStep
  | SwoopStep
  | BallAndChainStep
  | ChainArrivesStep
  | ChainArmourStep
  | BombStep
  | BallSkillStep
  | BiasedRefereeStep
  | GoTeamStep
  | WeatherMageStep
  | SpecialPlayDrawStep
  | SpecialPlayWindowStep
  | SpecialPlayTargetsStep
  | AllToPlayForStep
  | HecklerStep
  | AssassinationStep
  | DistractionStep
  | PuntStep
  | CloneTouchdownStep
  | SpotTheSneakStep
  | SuicideBlitzOverStep
  | QuickThinkingStep
  | RicochetStep
  | StarBlowStep
  | StarOfTheShowStep
  | OldProStep
  | PrimalSavageryStep
  | PutridRegurgitationStep
  | QuickBiteStep
  | FuriousOutburstStep
  | EyesMetStep
  | HexLandsStep
  | BlastMisfiresStep
  | BlastVictimStep
  | BlastHitsStep
  | MungoStep
  | StaffPicksStep
  | KrotStep
  | PapaSkullbonesStep
  | GhostlyFlamesStep
  | MaximumCarnageStep
  | SecondBombStep
  | BlastItStep
  | ThrowKegStep
  | BlockDiceRerollStep
  | FuryOfTheBloodGodStep
  | BloodlustThirstStep
  | BloodlustBiteStep
  | MagicSpongeStep
  | TeamTalkStep
  | RunesmithStep
  | AyleenStep
  | WaaaghDrummerStep
  | HeadyBrewStep
  | MedicinalUnguentStep
  | HotPotStep
  | PickMeUpStep
  | HitAndRunStep
  | TricksterStep

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
