import { runesmithOffers } from "./inducements/other/dwarfen-runesmith.js"
import { hotPotOffers } from "./inducements/other/halfling-hot-pot.js"
import { headyBrewOffers } from "./inducements/other/heady-brew.js"
import { hiredProblem, kegModifiers, masterChefAtHalfStart, teamRerolls } from "./inducements/other/inducements.js"
import { potionsAtDriveStart } from "./inducements/other/magic-potions.js"
import { ballisticsDistance, d8Face, hasMasterOfBallistics, modifyDeviation, rollBallistics } from "./inducements/other/master-of-ballistics.js"
import { medicinalUnguentOffer } from "./inducements/other/medicinal-unguent.js"
import { NO_MATCH_EFFECT, nurglingModifiers, otherInducementProblem } from "./inducements/other/other-inducements.js"
import { isTeamMascot, spendTeamMascot, teamMascotUsable } from "./inducements/other/team-mascot.js"
import { drummerSteps } from "./inducements/other/waaagh-drummer.js"
import { corruptionExpects, corruptionReroll, judgeArgument } from "./inducements/referees/argue-the-call.js"
import { biasedRefereeProblem, closeScrutiny } from "./inducements/referees/biased-referee.js"
import { jormOfficiates, jormRampage } from "./inducements/referees/jorm-the-ogre.js"
import { NO_ARGUING, argueForbidden } from "./inducements/referees/ranulf-hokuli.js"
import { rewatchFoulArmour, rewatchFoulInjury } from "./inducements/referees/referee-watch.js"
import { getTheRefRolledAgain, strictDisciplineDraw } from "./inducements/referees/thoron-korensson.js"
import { smartPlayersAtDriveStart, tripletsLeave } from "./inducements/referees/trundlefoot-triplets.js"
import { ayleenSteps } from "./inducements/staff/ayleen-andar.js"
import { YOU_GOT_IT_BOSS, finkBribeChoice, finkMayRerollBribe, sendFinkOff } from "./inducements/staff/fink-da-fixer.js"
import { goTeam, goTeamModifiers, goTeamPrayer, preGameRerolls } from "./inducements/staff/galandril-silverwater.js"
import { coachingStaffProblem, keenPlayerProblem, rerollsKoOnes } from "./inducements/staff/infamous-staff.js"
import { isKari, kariCheers } from "./inducements/staff/kari-coldsteel.js"
import { krotAtDriveEnd, krotPatientsReturn, reallyStupidTarget } from "./inducements/staff/krot-shockwhisker.js"
import { mungoOffer } from "./inducements/staff/mungo-spinecracker.js"
import { papaSkullbonesAtKickOff } from "./inducements/staff/papa-skullbones.js"
import { plagueDoctorOffer, regenerationRerollOffer, staffProblem } from "./inducements/staff/regeneration-staff.js"
import { staffPicks } from "./inducements/staff/staff-picks.js"
import { isFrog } from "./inducements/wizards/frog.js"
import { noviceWizardOffer } from "./inducements/wizards/novice-wizard.js"
import { weatherMageAtDriveEnd, weatherMageAtTurnEnd, weatherMageAtTurnStart } from "./inducements/wizards/weather-mage.js"
import { danseMacabreOffer, spellHoldsTackleZone, spellsLapseAtTurnStart, wizardRush } from "./inducements/wizards/wizard-spells.js"
import { wizardEligibilityProblem, wizardOffers, wizardProblem } from "./inducements/wizards/wizard.js"
import { PRAYERS, friendsWithTheRef, molesUnderThePitch, underScrutiny } from "./prayers/prayers.js"
import { preGamePrayersStep } from "./prayers/pre-game-prayers.js"
import { throwARockOffer } from "./prayers/throw-a-rock.js"
import { animalSavageryCheck } from "./skills/animal-savagery.js"
import { animosityGate } from "./skills/animosity.js"
import { chainMove, hasBallAndChain } from "./skills/ball-and-chain.js"
import { brawlerRoll, grabs, guardStopped, juggernautBlitz, stripsBall, useBrawler } from "./skills/block-skills.js"
import { BLOODLUST, THIRSTY, biteDue, biteDuringActivation, bloodlustCheck, switchToMove, thirstyCannotScore, thirstyPassRefused } from "./skills/bloodlust.js"
import { BREATHE_FIRE, breatheFireAction, breatheFireInBlitz, breatheFireProblem } from "./skills/breathe-fire.js"
import { blockedChainsaw, runningChainsaw } from "./skills/chainsaw-armour.js"
import { chainsawAction, chainsawInAction } from "./skills/chainsaw.js"
import { afterInterference } from "./skills/cloud-burster.js"
import { dauntlessLoner, dauntlessRerollChoice, dauntlessRerollOffered } from "./skills/dauntless-reroll.js"
import { decays } from "./skills/decay.js"
import { divingCatchAccurate, landsInEmptySquare } from "./skills/diving-catch.js"
import { armBar, breakTackle } from "./skills/dodge-skills.js"
import { drunkardRush } from "./skills/drunkard.js"
import { dumpOffFirst } from "./skills/dump-off.js"
import { facingFoulAppearance } from "./skills/foul-appearance.js"
import { useFumblerooskie } from "./skills/fumblerooskie.js"
import { HAIL_MARY, declareHailMary, isHailMary } from "./skills/hail-mary-pass.js"
import { hitAndRunAfterBlock } from "./skills/hit-and-run.js"
import { gaze } from "./skills/hypnotic-gaze.js"
import { JUMP_UP, jumpUpToBlock, mayJumpUpToBlock } from "./skills/jump-up.js"
import { leaderRerollForHalf, leaderRerollKept, spendTeamRerollFor, teamRerollUsable } from "./skills/leader.js"
import { activeAction, multipleBlockThrown } from "./skills/multiple-block.js"
import { MY_BALL, myBallActionProblem } from "./skills/my-ball.js"
import { onTheBall, passDefenders } from "./skills/on-the-ball.js"
import { RUNNING_PASS, catchReroll, disturbingPresence, extraArms, nervesOfSteel, noHands, pickUpSkills, rangeSkills, veryLongLegsInterference, veryLongLegsJump } from "./skills/passing-skills.js"
import { pickMeUpSteps } from "./skills/pick-me-up.js"
import { pileDriverOffered } from "./skills/pile-driver.js"
import { plagueRiddenOffer } from "./skills/plague-ridden.js"
import { projectileVomitAction, vomitInBlitz, vomitProblem } from "./skills/projectile-vomit.js"
import { droppedBall } from "./skills/safe-pair-of-hands.js"
import { markSecretWeapons, secretWeaponsAtDriveEnd } from "./skills/secret-weapon.js"
import { stabAction, stabInBlitz } from "./skills/stab.js"
import { swarmedOn, swarmingSteps } from "./skills/swarming.js"
import { isRooted, uprooted } from "./skills/take-root.js"
import { throwTeamMate, throwerProblem } from "./skills/throw-team-mate.js"
import { TRICKSTER_NO_TOUCHDOWN, tricksterOffer } from "./skills/trickster.js"
import { unchannelledFury } from "./skills/unchannelled-fury.js"
import { cloneTouchdown, holdsOtherBall, restsOnOtherBall } from "./special-plays/ball-clone.js"
import { bootCamp, bootCampExpects, fleaFlickerProblem, kingmakerRerolls, kingmakerTurnover, specialPlayRepeats, spendRepeat, teamTalkRolls, teamTalkSpent } from "./special-plays/benefits-of-training.js"
import { heavyBias, mayContestSendingOff, slipperyShoes } from "./special-plays/dirty-tricks.js"
import { anySpecialPlays, specialPlayDraws } from "./special-plays/draw.js"
import { specialPlaysAtTurnEnd } from "./special-plays/helpers.js"
import { activationCards, catchersInstincts } from "./special-plays/heroic-feats.js"
import { bobsHelmet, bobsHelmetUsed, holdsSpranleysCup, oathStone, stickySlopProblem } from "./special-plays/magical-memorabilia.js"
import { allToPlayFor, egoTripProblem, setUpPosture } from "./special-plays/miscellaneous-mayhem.js"
import { activationWindow, deadWindow, driveEndWindow, driveStartWindow, fallWindow, foulWindow, kickWindow, passWindow, preGameWindow, stallingWindow, turnEndWindow, turnStartWindow } from "./special-plays/play.js"
import { flockProblem, potHole, sprinklerCatch, sprinklerPass, sprinklerPickUp, walkItOff } from "./special-plays/random-events.js"
import { sneaksSentOff } from "./special-plays/spot-the-sneak.js"
import { distractedProblem, distractionAtTurnEnd, distractionDue, judgeForCards } from "./special-plays/stalling-cards.js"
import { atStadium, stadiumFromHeader } from "./stadium/layer.js"
import { NO_MORE_RUSHES, comesBackFromCrowd } from "./stadium/steps.js"
import { sneakyPair } from "./stars/a-sneaky-pair.js"
import { afterFirstBomb, declareAllYouCanEat, isAllYouCanEat } from "./stars/all-you-can-eat.js"
import { isHexed, liftHexes, useBalefulHex } from "./stars/baleful-hex.js"
import { useBlackInk } from "./stars/black-ink.js"
import { blastItCatch } from "./stars/blast-it.js"
import { BLIND_RAGE, blindRageOffered } from "./stars/blind-rage.js"
import { isBlockDiceReroll, useBlockDiceReroll } from "./stars/block-dice-reroll.js"
import { BOUNDING_LEAP, boundingLeapJump, isBoundingLeap, useBoundingLeap } from "./stars/bounding-leap.js"
import { burstRush, spendBurst } from "./stars/burst-of-speed.js"
import { isCatchOfTheDay, useCatchOfTheDay } from "./stars/catch-of-the-day.js"
import { ZOAT, hasGaze, mayDeclareGaze, useZoat } from "./stars/excuse-me-are-you-a-zoat.js"
import { flashesBlade, flashingBlade } from "./stars/flashing-blade.js"
import { hasFrenzy, useFrenziedRush } from "./stars/frenzied-rush.js"
import { furiousOutburst } from "./stars/furious-outburst.js"
import { furyOffered, secondBlockAction } from "./stars/fury-of-the-blood-god.js"
import { ghostlyFlamesOffer } from "./stars/ghostly-flames.js"
import { GORED_BY_THE_BULL, declareGoredByTheBull, goredDice, goredSecondBlock } from "./stars/gored-by-the-bull.js"
import { illBeBack } from "./stars/ill-be-back.js"
import { INCORPOREAL, incorporealOffered, useIncorporeal } from "./stars/incorporeal.js"
import { indomitableChoice, indomitableOffered } from "./stars/indomitable.js"
import { isKaboom, kaboom } from "./stars/kaboom.js"
import { kickingThemDown, mayBlitzThemDown, mayKickThemDown } from "./stars/kick-em-while-they-re-down.js"
import { useLookIntoMyEyes } from "./stars/look-into-my-eyes.js"
import { isLordOfChaos, lordOfChaosUsable, spendLordOfChaos } from "./stars/lord-of-chaos.js"
import { maximumCarnageOffer } from "./stars/maximum-carnage.js"
import { oldProOffer } from "./stars/old-pro.js"
import { savageryFailed } from "./stars/primal-savagery.js"
import { pumpUpTheCrowd } from "./stars/pump-up-the-crowd.js"
import { regurgitateInBlitz, regurgitating, regurgitationAfterBlock, regurgitationReady } from "./stars/putrid-regurgitation.js"
import { quickBiteAfterCatch } from "./stars/quick-bite.js"
import { isRaidingParty, useRaidingParty } from "./stars/raiding-party.js"
import { landsSafely } from "./stars/reliable.js"
import { useShotToNothing } from "./stars/shot-to-nothing.js"
import { isSingleDieReroll, singleDieRerollAvailable, useSingleDieReroll } from "./stars/single-die-reroll.js"
import { foulApart } from "./stars/sneakiest-of-the-lot.js"
import { armourBlowOffer, injuryBlowOffer } from "./stars/star-blows.js"
import { starOfTheShowAtDriveStart, starOfTheShowOffer } from "./stars/star-of-the-show.js"
import { STRONG_PASSING_GAME, strongPassingGameOffered, useStrongPassingGame } from "./stars/strong-passing-game.js"
import { SWIFT_AS_THE_BREEZE, swiftAsTheBreezeOffered, useSwiftAsTheBreeze } from "./stars/swift-as-the-breeze.js"
import { ballistaAvailable, isBallista, useBallista } from "./stars/the-ballista.js"
import { BLASTIN, useBlastin } from "./stars/then-i-started-blastin.js"
import { isTreacherous, useTreacherous } from "./stars/treacherous.js"
import { lonerNotes, lonerTarget, partnerOut } from "./stars/two-for-one.js"
import { noFollowUpOverVines, viciousVinesBlock } from "./stars/vicious-vines.js"
import { watchOutDodge, watchOutTargeted } from "./stars/watch-out.js"
import { dervishChoice, dervishOffer, dervishOffered } from "./stars/whirling-dervish.js"
import { useWisdom, wisdomLapses } from "./stars/wisdom-of-the-white-dwarf.js"
import { declareYoink, isYoink, yoinkTest } from "./stars/yoink.js"
import { bindAbove } from "./core/above.js"
import { bombProblem, throwBomb } from "./skills/bombardier.js"
import { throwKegAction } from "./stars/beer-barrel-bash.js"

/**
 * The rules of the layers above the core that a lower layer calls at a point of the rules
 * (core/above.ts), bound once here, at the top, before anything is folded.
 */
bindAbove({
  specialActions: {
    "throw-bomb": { ...throwBomb, problem: bombProblem },
    // Beer Barrel Bash! (stars/beer-barrel-bash.ts)
    "throw-keg": throwKegAction
  },
  BLASTIN,
  BLIND_RAGE,
  BLOODLUST,
  BOUNDING_LEAP,
  BREATHE_FIRE,
  GORED_BY_THE_BULL,
  HAIL_MARY,
  INCORPOREAL,
  JUMP_UP,
  MY_BALL,
  NO_ARGUING,
  NO_MATCH_EFFECT,
  NO_MORE_RUSHES,
  PRAYERS,
  RUNNING_PASS,
  STRONG_PASSING_GAME,
  SWIFT_AS_THE_BREEZE,
  THIRSTY,
  TRICKSTER_NO_TOUCHDOWN,
  YOU_GOT_IT_BOSS,
  ZOAT,
  activationCards,
  activationWindow,
  activeAction,
  afterFirstBomb,
  afterInterference,
  allToPlayFor,
  animalSavageryCheck,
  animosityGate,
  anySpecialPlays,
  argueForbidden,
  armBar,
  armourBlowOffer,
  atStadium,
  ayleenSteps,
  ballistaAvailable,
  ballisticsDistance,
  biasedRefereeProblem,
  biteDue,
  biteDuringActivation,
  blastItCatch,
  blindRageOffered,
  blockedChainsaw,
  bloodlustCheck,
  bobsHelmet,
  bobsHelmetUsed,
  bootCamp,
  bootCampExpects,
  boundingLeapJump,
  brawlerRoll,
  breakTackle,
  breatheFireAction,
  breatheFireInBlitz,
  breatheFireProblem,
  burstRush,
  catchReroll,
  catchersInstincts,
  chainMove,
  chainsawAction,
  chainsawInAction,
  cloneTouchdown,
  closeScrutiny,
  coachingStaffProblem,
  comesBackFromCrowd,
  d8Face,
  danseMacabreOffer,
  dauntlessLoner,
  dauntlessRerollChoice,
  dauntlessRerollOffered,
  deadWindow,
  decays,
  declareAllYouCanEat,
  declareGoredByTheBull,
  declareHailMary,
  declareYoink,
  dervishChoice,
  dervishOffer,
  dervishOffered,
  distractedProblem,
  distractionAtTurnEnd,
  distractionDue,
  disturbingPresence,
  divingCatchAccurate,
  driveEndWindow,
  driveStartWindow,
  droppedBall,
  drummerSteps,
  drunkardRush,
  dumpOffFirst,
  egoTripProblem,
  extraArms,
  facingFoulAppearance,
  fallWindow,
  finkBribeChoice,
  finkMayRerollBribe,
  flashesBlade,
  flashingBlade,
  fleaFlickerProblem,
  flockProblem,
  foulApart,
  foulWindow,
  friendsWithTheRef,
  furiousOutburst,
  furyOffered,
  gaze,
  getTheRefRolledAgain,
  ghostlyFlamesOffer,
  goTeam,
  goTeamModifiers,
  goTeamPrayer,
  goredDice,
  goredSecondBlock,
  grabs,
  guardStopped,
  hasBallAndChain,
  hasFrenzy,
  hasGaze,
  hasMasterOfBallistics,
  headyBrewOffers,
  heavyBias,
  hiredProblem,
  hitAndRunAfterBlock,
  holdsOtherBall,
  holdsSpranleysCup,
  hotPotOffers,
  illBeBack,
  incorporealOffered,
  indomitableChoice,
  indomitableOffered,
  injuryBlowOffer,
  isAllYouCanEat,
  isBallista,
  isBlockDiceReroll,
  isBoundingLeap,
  isCatchOfTheDay,
  isFrog,
  isHailMary,
  isHexed,
  isKaboom,
  isKari,
  isLordOfChaos,
  isRaidingParty,
  isRooted,
  isSingleDieReroll,
  isTeamMascot,
  isTreacherous,
  isYoink,
  jormOfficiates,
  jormRampage,
  judgeArgument,
  corruptionExpects,
  corruptionReroll,
  judgeForCards,
  juggernautBlitz,
  jumpUpToBlock,
  kaboom,
  kariCheers,
  keenPlayerProblem,
  kegModifiers,
  kickWindow,
  kickingThemDown,
  kingmakerRerolls,
  kingmakerTurnover,
  krotAtDriveEnd,
  krotPatientsReturn,
  landsInEmptySquare,
  landsSafely,
  leaderRerollForHalf,
  leaderRerollKept,
  liftHexes,
  lonerNotes,
  lonerTarget,
  lordOfChaosUsable,
  markSecretWeapons,
  masterChefAtHalfStart,
  maximumCarnageOffer,
  mayBlitzThemDown,
  mayContestSendingOff,
  mayDeclareGaze,
  mayJumpUpToBlock,
  mayKickThemDown,
  medicinalUnguentOffer,
  modifyDeviation,
  molesUnderThePitch,
  multipleBlockThrown,
  mungoOffer,
  myBallActionProblem,
  nervesOfSteel,
  noFollowUpOverVines,
  noHands,
  noviceWizardOffer,
  nurglingModifiers,
  oathStone,
  oldProOffer,
  onTheBall,
  otherInducementProblem,
  papaSkullbonesAtKickOff,
  partnerOut,
  passDefenders,
  passWindow,
  pickMeUpSteps,
  pickUpSkills,
  pileDriverOffered,
  plagueDoctorOffer,
  plagueRiddenOffer,
  potHole,
  potionsAtDriveStart,
  preGamePrayersStep,
  preGameRerolls,
  preGameWindow,
  projectileVomitAction,
  pumpUpTheCrowd,
  quickBiteAfterCatch,
  rangeSkills,
  reallyStupidTarget,
  regenerationRerollOffer,
  regurgitateInBlitz,
  regurgitating,
  regurgitationAfterBlock,
  regurgitationReady,
  rerollsKoOnes,
  restsOnOtherBall,
  rewatchFoulArmour,
  rewatchFoulInjury,
  rollBallistics,
  runesmithOffers,
  runningChainsaw,
  savageryFailed,
  secondBlockAction,
  secretWeaponsAtDriveEnd,
  sendFinkOff,
  setUpPosture,
  singleDieRerollAvailable,
  slipperyShoes,
  smartPlayersAtDriveStart,
  sneaksSentOff,
  sneakyPair,
  specialPlayDraws,
  specialPlayRepeats,
  specialPlaysAtTurnEnd,
  spellHoldsTackleZone,
  spellsLapseAtTurnStart,
  spendBurst,
  spendLordOfChaos,
  spendRepeat,
  spendTeamMascot,
  spendTeamRerollFor,
  sprinklerCatch,
  sprinklerPass,
  sprinklerPickUp,
  stabAction,
  stabInBlitz,
  stadiumFromHeader,
  staffPicks,
  staffProblem,
  stallingWindow,
  starOfTheShowAtDriveStart,
  starOfTheShowOffer,
  stickySlopProblem,
  strictDisciplineDraw,
  stripsBall,
  strongPassingGameOffered,
  swarmedOn,
  swarmingSteps,
  swiftAsTheBreezeOffered,
  switchToMove,
  teamMascotUsable,
  teamRerollUsable,
  teamRerolls,
  teamTalkRolls,
  teamTalkSpent,
  thirstyCannotScore,
  thirstyPassRefused,
  throwARockOffer,
  throwTeamMate,
  throwerProblem,
  tricksterOffer,
  tripletsLeave,
  turnEndWindow,
  turnStartWindow,
  unchannelledFury,
  underScrutiny,
  uprooted,
  useBalefulHex,
  useBallista,
  useBlackInk,
  useBlastin,
  useBlockDiceReroll,
  useBoundingLeap,
  useBrawler,
  useCatchOfTheDay,
  useFrenziedRush,
  useFumblerooskie,
  useIncorporeal,
  useLookIntoMyEyes,
  useRaidingParty,
  useShotToNothing,
  useSingleDieReroll,
  useStrongPassingGame,
  useSwiftAsTheBreeze,
  useTreacherous,
  useWisdom,
  useZoat,
  veryLongLegsInterference,
  veryLongLegsJump,
  viciousVinesBlock,
  vomitInBlitz,
  vomitProblem,
  walkItOff,
  watchOutDodge,
  watchOutTargeted,
  weatherMageAtDriveEnd,
  weatherMageAtTurnEnd,
  weatherMageAtTurnStart,
  wisdomLapses,
  wizardEligibilityProblem,
  wizardOffers,
  wizardProblem,
  wizardRush,
  yoinkTest
})
