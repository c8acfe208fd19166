import { describe, expect, it } from "vitest"
import { IMPLEMENTED_SKILLS, skillKey } from "@sidelines/engine"
import type { MatchEvent } from "@sidelines/schema"
import { FOLDED_INDUCEMENTS } from "../../engine/src/core/pre-game.js"
import { importReplay, inducementId } from "../src/index.js"
import { activate, command, ffbPlayer, ffbTeam, matchStart, moveTo, replay, report, teams } from "./ffb-shapes.js"

// Small FFB fragments for entries of FFB's BB2020 vocabulary (spec/ffb-entries.json) that the
// importer converts and no other test exercised: each names its entries with [ffb:kind/id] tags
// (packages/fumbbl/test/ffb-coverage.test.ts checks that every converted entry has one).

/** The header of a match whose home player h1 has these FFB skills: every one printed under a name the engine folds. */
const expectFolded = (ffbNames: ReadonlyArray<string>) => {
  const { home } = teams()
  const skilled = ffbTeam("T-HOME", "homecoach", [ffbPlayer("h1", 1, { skillArray: [...ffbNames] }), ...home.playerArray.slice(1)])
  const h1 = importReplay(replay(matchStart(), "BB2020", { home: skilled })).header.teams[0].players.find((p) => p.id === "h1")!
  const printed = [...h1.skills, ...h1.traits]
  expect(printed).toHaveLength(ffbNames.length)
  expect(printed.filter((name) => !IMPLEMENTED_SKILLS.has(skillKey(name)))).toEqual([])
}

/** matchStart with one of its reports replaced. */
const startWith = (reportId: string, replacement: ReturnType<typeof report>) =>
  matchStart().map((c) => (c.reportList?.reports?.[0]?.reportId === reportId ? command([replacement, ...(c.reportList.reports.slice(1))], c.modelChangeList?.modelChangeArray ?? []) : c))

const claimedFor = (events: ReadonlyArray<MatchEvent>, purpose: string) =>
  events.flatMap((e) => (e._tag === "DiceRolled" && e.for === purpose ? [e.claimed] : []))

describe("skills and traits in the header", () => {
  it("carries FFB's passing skills into the header under names the engine folds [ffb:skill/Accurate] [ffb:skill/Cannoneer] [ffb:skill/CloudBurster] [ffb:skill/DumpOff] [ffb:skill/Fumblerooskie] [ffb:skill/HailMaryPass] [ffb:skill/Leader] [ffb:skill/NervesOfSteel] [ffb:skill/OnTheBall] [ffb:skill/Pass] [ffb:skill/RunningPass] [ffb:skill/SafePass]", () => {
    expectFolded(["Accurate", "Cannoneer", "Cloud Burster", "Dump-Off", "Fumblerooskie", "Hail Mary Pass", "Leader", "Nerves of Steel", "On The Ball", "Pass", "Running Pass", "Safe Pass"])
  })

  it("carries FFB's trait skills (part 1) into the header under names the engine folds [ffb:skill/AlwaysHungry] [ffb:skill/AnimalSavagery] [ffb:skill/Animosity] [ffb:skill/ASneakyPair] [ffb:skill/BlindRage] [ffb:skill/Bombardier] [ffb:skill/BoneHead] [ffb:skill/BreatheFire] [ffb:skill/BrutalBlock] [ffb:skill/BugmansXXXXXX] [ffb:skill/BurstOfSpeed] [ffb:skill/Chainsaw] [ffb:skill/ConsummateProfessional] [ffb:skill/CrushingBlow] [ffb:skill/Decay] [ffb:skill/DwarfenScourge] [ffb:skill/FrenziedRush]", () => {
    expectFolded(["Always Hungry", "Animal Savagery", "Animosity", "A Sneaky Pair", "Blind Rage", "Bombardier", "Bone Head", "Breathe Fire", "Brutal Block", "Bugman's XXXXXX", "Burst of Speed", "Chainsaw", "Consummate Professional", "Crushing Blow", "Decay", "Dwarfen Scourge", "Frenzied Rush"])
  })

  it("carries FFB's trait skills (part 2) into the header under names the engine folds [ffb:skill/FuriousOutburst] [ffb:skill/HalflingLuck] [ffb:skill/HypnoticGaze] [ffb:skill/IllBeBack] [ffb:skill/Incorporeal] [ffb:skill/Indomitable] [ffb:skill/KeenPlayer] [ffb:skill/KickTeamMate] [ffb:skill/Loner] [ffb:skill/LordOfChaos] [ffb:skill/MasterAssassin] [ffb:skill/MesmerizingDance] [ffb:skill/NoHands] [ffb:skill/OldPro] [ffb:skill/PlagueRidden] [ffb:skill/PogoStick] [ffb:skill/PrimalSavagery]", () => {
    expectFolded(["Furious Outburst", "Halfling Luck", "Hypnotic Gaze", "I'll be back!", "Incorporeal", "Indomitable", "Keen Player", "Kick Team-Mate", "Loner", "Lord of Chaos", "Master Assassin", "Mesmerizing Dance", "No Hands", "Old Pro", "Plague Ridden", "Pogo Stick", "Primal Savagery"])
  })

  it("carries FFB's trait skills (part 3) into the header under names the engine folds [ffb:skill/ProjectileVomit] [ffb:skill/PumpUpTheCrowd] [ffb:skill/QuickBite] [ffb:skill/Ram] [ffb:skill/ReallyStupid] [ffb:skill/Regeneration] [ffb:skill/Reliable] [ffb:skill/RightStuff] [ffb:skill/SavageBlow] [ffb:skill/SavageMauling] [ffb:skill/SecretWeapon] [ffb:skill/ShotToNothing] [ffb:skill/Slayer] [ffb:skill/SneakiestOfTheLot] [ffb:skill/Stab] [ffb:skill/StarOfTheShow] [ffb:skill/StrongPassingGame]", () => {
    expectFolded(["Projectile Vomit", "Pump Up The Crowd", "Quick Bite", "Ram", "Really Stupid", "Regeneration", "Reliable", "Right Stuff", "Savage Blow", "Savage Mauling", "Secret Weapon", "Shot to Nothing", "Slayer", "Sneakiest of the Lot", "Stab", "Star of the Show", "Strong Passing Game"])
  })

  it("carries FFB's trait skills (part 4) into the header under names the engine folds [ffb:skill/Stunty] [ffb:skill/Swarming] [ffb:skill/SwiftAsTheBreeze] [ffb:skill/Swoop] [ffb:skill/TakeRoot] [ffb:skill/TheBallista] [ffb:skill/ThinkingMansTroll] [ffb:skill/ThrowTeamMate] [ffb:skill/Timmmber] [ffb:skill/Titchy] [ffb:skill/ToxinConnoisseur] [ffb:skill/TwoForOne] [ffb:skill/UnchannelledFury] [ffb:skill/UnstoppableMomentum] [ffb:skill/WatchOut] [ffb:skill/WhirlingDervish] [ffb:skill/WisdomOfTheWhiteDwarf]", () => {
    expectFolded(["Stunty", "Swarming", "Swift As The Breeze", "Swoop", "Take Root", "The Ballista", "Thinking Man's Troll", "Throw Team-Mate", "Timmm-ber!", "Titchy", "Toxin Connoisseur", "Two for One", "Unchannelled Fury", "Unstoppable Momentum", "Watch Out!", "Whirling Dervish", "Wisdom of the White Dwarf"])
  })

  it("carries the traits of later BB2020 team releases into the header under names the engine folds [ffb:skill/Drunkard] [ffb:skill/HitAndRun] [ffb:skill/MyBall] [ffb:skill/PickMeUp] [ffb:skill/Trickster]", () => {
    expectFolded(["Drunkard", "Hit And Run", "My Ball", "Pick-me-up", "Trickster"])
  })

  it("carries FFB's strength skills into the header under names the engine folds [ffb:skill/ArmBar] [ffb:skill/Brawler] [ffb:skill/BreakTackle] [ffb:skill/Grab] [ffb:skill/Guard] [ffb:skill/Juggernaut] [ffb:skill/MightyBlow] [ffb:skill/MultipleBlock] [ffb:skill/PileDriver] [ffb:skill/StandFirm] [ffb:skill/StrongArm] [ffb:skill/ThickSkull]", () => {
    expectFolded(["Arm Bar", "Brawler", "Break Tackle", "Grab", "Guard", "Juggernaut", "Mighty Blow", "Multiple Block", "Pile Driver", "Stand Firm", "Strong Arm", "Thick Skull"])
  })

  it("carries FFB's mutation skills into the header under names the engine folds [ffb:skill/BigHand] [ffb:skill/Claws] [ffb:skill/DisturbingPresence] [ffb:skill/ExtraArms] [ffb:skill/FoulAppearance] [ffb:skill/Horns] [ffb:skill/IronHardSkin] [ffb:skill/MonstrousMouth] [ffb:skill/PrehensileTail] [ffb:skill/Tentacles] [ffb:skill/TwoHeads] [ffb:skill/VeryLongLegs]", () => {
    expectFolded(["Big Hand", "Claws", "Disturbing Presence", "Extra Arms", "Foul Appearance", "Horns", "Iron Hard Skin", "Monstrous Mouth", "Prehensile Tail", "Tentacles", "Two Heads", "Very Long Legs"])
  })

  it("carries FFB's general skills into the header under names the engine folds [ffb:skill/Block] [ffb:skill/Dauntless] [ffb:skill/DirtyPlayer] [ffb:skill/Fend] [ffb:skill/Frenzy] [ffb:skill/Kick] [ffb:skill/Pro] [ffb:skill/Shadowing] [ffb:skill/StripBall] [ffb:skill/SureHands] [ffb:skill/Tackle] [ffb:skill/Wrestle]", () => {
    expectFolded(["Block", "Dauntless", "Dirty Player", "Fend", "Frenzy", "Kick", "Pro", "Shadowing", "Strip Ball", "Sure Hands", "Tackle", "Wrestle"])
  })

  it("carries FFB's extraordinary skills into the header under names the engine folds [ffb:skill/Bloodlust]", () => {
    expectFolded(["Bloodlust"])
  })

  it("carries FFB's agility skills into the header under names the engine folds [ffb:skill/Catch] [ffb:skill/Defensive] [ffb:skill/DivingCatch] [ffb:skill/DivingTackle] [ffb:skill/Dodge] [ffb:skill/JumpUp] [ffb:skill/Leap] [ffb:skill/SafePairOfHands] [ffb:skill/SideStep] [ffb:skill/SneakyGit] [ffb:skill/Sprint] [ffb:skill/SureFeet]", () => {
    expectFolded(["Catch", "Defensive", "Diving Catch", "Diving Tackle", "Dodge", "Jump Up", "Leap", "Safe Pair Of Hands", "Side Step", "Sneaky Git", "Sprint", "Sure Feet"])
  })
})

describe("weather and kick-off results", () => {
  it("claims each BB2020 weather FFB rolls as the row of our weather table [ffb:weather/VERY_SUNNY] [ffb:weather/POURING_RAIN]", () => {
    const rows = ["Very Sunny", "Pouring Rain", "Blizzard", "Nice Weather"].map((weather) =>
      claimedFor(importReplay(replay(startWith("weather", report("weather", { weather, weatherRoll: [3, 4] })))).events, "weather")[0])
    expect(rows).toEqual([{ result: "very-sunny" }, { result: "pouring-rain" }, { result: "blizzard" }, { result: "perfect-conditions" }])
  })

  it("claims FFB's kick-off results as rows of our kick-off table [ffb:kickoff/GET_THE_REF] [ffb:kickoff/SOLID_DEFENCE] [ffb:kickoff/HIGH_KICK] [ffb:kickoff/WEATHER_CHANGE] [ffb:kickoff/BRILLIANT_COACHING] [ffb:kickoff/QUICK_SNAP] [ffb:kickoff/OFFICIOUS_REF]", () => {
    const names = ["Get the Ref", "Solid Defence", "High Kick", "Weather Change", "Brilliant Coaching", "Quick Snap", "Officious Ref"]
    const rows = names.map((kickoffResult) => claimedFor(importReplay(replay(startWith("kickoffResult", report("kickoffResult", { kickoffResult, kickoffRoll: [3, 4] })))).events, "kick-off-event")[0])
    expect(rows).toEqual(["get-the-ref", "solid-defence", "high-kick", "changing-weather", "brilliant-coaching", "quick-snap", "officious-ref"].map((result) => ({ result })))
  })
})

describe("inducements in the header", () => {
  it("names FFB's hired players, wizard, bribes, Plague Doctor and Riotous Rookies by inducements the engine folds [ffb:inducement/starPlayers] [ffb:inducement/mercenaries] [ffb:inducement/wizard] [ffb:inducement/bribes] [ffb:inducement/plagueDoctor] [ffb:inducement/riotousRookies] [ffb:inducement/mortuaryAssistant] [ffb:inducement/weatherMage] [ffb:inducement/biasedRef]", () => {
    const ids = ["starPlayers", "mercenaries", "wizard", "bribes", "plagueDoctor", "riotousRookies", "mortuaryAssistant", "weatherMage", "biasedRef"].map(inducementId)
    expect(ids.filter((id) => !FOLDED_INDUCEMENTS.has(id))).toEqual([])
  })
})

/** The match start, then away a1's activation with `action` and a step to [14, 6], then `after`. */
const activation = (action: string, after: ReadonlyArray<ReturnType<typeof command>> = []) =>
  importReplay(replay([...matchStart(), activate("a1", action), moveTo("a1", [14, 6]), ...after]))

describe("test rolls and actions", () => {
  it("writes FFB's test rolls as D6 rolls of the matching purpose, claiming FFB's result [ffb:report/goForItRoll] [ffb:report/leapRoll] [ffb:report/pickUpRoll] [ffb:report/standUpRoll] [ffb:report/alwaysHungryRoll] [ffb:report/escapeRoll] [ffb:report/bloodLustRoll]", () => {
    const purposes = { goForItRoll: "rush", leapRoll: "jump", pickUpRoll: "pick-up", standUpRoll: "stand-up", alwaysHungryRoll: "always-hungry", escapeRoll: "escape", bloodLustRoll: "bloodlust" }
    for (const [reportId, purpose] of Object.entries(purposes)) {
      const events = activation("move", [command([report(reportId, { playerId: "a1", successful: true, roll: 5, minimumRoll: 3, reRolled: false, rollModifiers: [] })])]).events
      expect(events.filter((e) => e._tag === "DiceRolled" && e.for === purpose), reportId).toEqual([expect.objectContaining({ die: "d6", faces: [5], player: "a1", claimed: { success: true, target: 3 } })])
    }
  })

  it("declares FFB's actions as the actions of our format [ffb:report/playerAction] [ffb:playerAction/handOver] [ffb:playerAction/foul] [ffb:playerAction/foulMove] [ffb:playerAction/standUp] [ffb:playerAction/throwTeamMate] [ffb:playerAction/throwTeamMateMove] [ffb:playerAction/removeConfusion] [ffb:playerAction/gazeMove] [ffb:playerAction/kickTeamMate]", () => {
    const actions = { handOver: "hand-off", foul: "foul", foulMove: "foul", standUp: "move", throwTeamMate: "throw-team-mate", throwTeamMateMove: "throw-team-mate", removeConfusion: "move", gazeMove: "hypnotic-gaze", kickTeamMate: "kick-team-mate" }
    for (const [ffb, action] of Object.entries(actions)) {
      const declared = activation(ffb).events.filter((e) => e._tag === "ActionDeclared")
      expect(declared, ffb).toEqual([expect.objectContaining({ player: "a1", action })])
    }
  })
})

describe("kick-off rolls and activations", () => {
  /** The match start with `reports` in place of its kick-off result's (a Time-out). */
  const kickOffWith = (...reports: Array<ReturnType<typeof report>>) =>
    importReplay(replay(matchStart().map((c) => (c.reportList?.reports?.[0]?.reportId === "kickoffResult" ? command(reports) : c)))).events

  it("writes each team's D6 of Brilliant Coaching, Cheering Fans and an Officious Ref, home first [ffb:report/extraReRoll] [ffb:report/cheeringFans] [ffb:report/kickoffOfficiousRef]", () => {
    for (const [reportId, purpose] of [["extraReRoll", "brilliant-coaching"], ["cheeringFans", "cheering-fans"], ["kickoffOfficiousRef", "officious-ref"]] as const) {
      const events = kickOffWith(report(reportId, { rollHome: 2, rollAway: 5 }))
      expect(events.filter((e) => e._tag === "DiceRolled" && e.for === purpose), reportId).toEqual([
        expect.objectContaining({ die: "d6", faces: [2], team: "T-HOME" }), expect.objectContaining({ die: "d6", faces: [5], team: "T-AWAY" })
      ])
    }
  })

  it("writes the Officious Ref's player as drawn, then his D6 claimed sent off on a 1 [ffb:report/officiousRefRoll]", () => {
    const events = kickOffWith(report("officiousRefRoll", { playerId: "a1", roll: 1 }))
    expect(events.filter((e) => e._tag === "PlayerDrawn" || (e._tag === "DiceRolled" && e.for === "officious-ref")).map(({ seq: _seq, ...rest }) => rest)).toEqual([
      { _tag: "PlayerDrawn", player: "a1", for: "officious-ref" },
      { _tag: "DiceRolled", die: "d6", faces: [1], for: "officious-ref", player: "a1", claimed: { result: "sent-off" } }
    ])
  })

  it("writes the D3 of a Solid Defence and of a Quick Snap [ffb:report/solidDefenceRoll] [ffb:report/quickSnapRoll]", () => {
    expect(kickOffWith(report("solidDefenceRoll", { roll: 2 })).filter((e) => e._tag === "DiceRolled" && e.for === "solid-defence")).toEqual([expect.objectContaining({ die: "d3", faces: [2] })])
    expect(kickOffWith(report("quickSnapRoll", { roll: 3 })).filter((e) => e._tag === "DiceRolled" && e.for === "quick-snap")).toEqual([expect.objectContaining({ die: "d3", faces: [3] })])
  })

  it("stands a prone player up before his first step, as FFB's old state of the acting player says [ffb:playerState/PRONE] [ffb:modelChange/actingPlayerSetOldPlayerState]", () => {
    const events = importReplay(replay([...matchStart(), activate("a1", "move", 0x103), moveTo("a1", [14, 6])])).events
    expect(events.filter((e) => e._tag === "PlayerStoodUp" || e._tag === "PlayerMoved").map((e) => e._tag)).toEqual(["PlayerStoodUp", "PlayerMoved"])
  })

  it("declares a Blitz, standing up or not, at the target FFB selects [ffb:playerAction/blitz] [ffb:playerAction/standUpBlitz]", () => {
    for (const action of ["blitz", "standUpBlitz"]) {
      const events = importReplay(replay([...matchStart(), activate("a1", action), command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]), moveTo("a1", [14, 6])])).events
      expect(events.filter((e) => e._tag === "ActionDeclared"), action).toEqual([expect.objectContaining({ player: "a1", action: "blitz", target: "h1" })])
    }
  })
})
