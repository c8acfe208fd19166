import type { Inducement, MatchStarted, Player, Team } from "@sidelines/schema"
import type { FfbCommand, FfbPlayer, FfbPosition, FfbReplay, FfbTeam, FfbTurnData } from "./replay.js"
import { prayerTeamValues } from "./prayers.js"
import { specialRule } from "./star-rules.js"

/** The program name written into `source` of every imported log. */
export const IMPORTER = "sidelines import fumbbl"
export const IMPORTER_VERSION = "0.1.0"

/**
 * BB2020 traits (as FFB spells them). FFB keeps skills and traits in one list; the header splits
 * them so a roster reads as printed. The engine reads both lists alike.
 */
const TRAITS: ReadonlySet<string> = new Set([
  "Always Hungry", "Animal Savagery", "Animosity", "Ball & Chain", "Ball and Chain", "Bloodlust", "Bombardier",
  "Bone Head", "Breathe Fire", "Chainsaw", "Decay", "Drunkard", "Hit And Run", "Hypnotic Gaze", "Kick Team-Mate", "Loner",
  "My Ball", "No Hands", "Pick-me-up", "Plague Ridden", "Pogo Stick", "Projectile Vomit", "Really Stupid",
  "Regeneration", "Right Stuff", "Secret Weapon", "Stab", "Stunty", "Swarming", "Swoop", "Take Root", "Titchy",
  "Throw Team-Mate", "Timmm-ber!", "Trickster", "Unchannelled Fury", "Unstoppable Momentum"
])

/** FFB spellings that differ from the BB2020 rulebook's (the engine looks skills up by name). */
const RULEBOOK_NAMES: Readonly<Record<string, string>> = {
  "Side Step": "Sidestep",
  "Throw Team-Mate": "Throw Team-mate",
  "Kick Team-Mate": "Kick Team-mate",
  "Ball and Chain": "Ball & Chain",
  "Hit And Run": "Hit and Run"
}

/** FFB's characteristic increases (its Stat Increase skills) and, defensively, decreases, listed among a player's skills. */
const CHARACTERISTIC_CHANGE = /^[+-](MA|ST|AG|PA|AV)$/

/** A skill in the rulebook's spelling, from FFB's name for it. */
export const rulebookSkill = (name: string): string => RULEBOOK_NAMES[name] ?? name

/** Skills whose FFB value is a target number ("4" → "Loner (4+)"); others with a number are bonuses ("+1"). */
const TARGET_VALUED = new Set(["Loner", "Bloodlust", "Really Stupid", "Bone Head"])

/**
 * Animosity's FFB value names whom the player dislikes: `All`, or the id of a position of the
 * team's roster. Printed the rulebook's way: "Animosity (all team-mates)", "Animosity (Orc Lineman)".
 */
const animosityValue = (value: string | null | undefined, positionName: (id: string) => string | undefined): string | null => {
  if (value === null || value === undefined || value === "") return null
  if (value.toLowerCase() === "all") return "all team-mates"
  return positionName(value) ?? value
}

/** One skill as printed on a roster: `"Loner (4+)"`, `"Mighty Blow (+1)"`, `"Block"`. */
export const printSkill = (name: string, value: string | null | undefined): string => {
  if (value === null || value === undefined || value === "") return name
  if (/^\d+$/.test(value)) return TARGET_VALUED.has(name) ? `${name} (${value}+)` : `${name} (+${value})`
  return `${name} (${value})`
}

/** How a player who is not on the permanent roster joined, from FFB's player type and status. */
const hiredAs = (player: FfbPlayer): Player["hired"] | undefined => {
  if (player.playerStatus === "journeyman") return "journeyman"
  if (player.playerType === "Star") return "star-player"
  if (player.playerType === "Mercenary") return "mercenary"
  // Riotous Rookies are hired for this match only, like journeymen.
  if (player.playerType === "RiotousRookie") return "journeyman"
  return undefined
}

/**
 * Why a player in the final game object is left out of the starting roster, or null to keep them:
 * - a player still recovering from an earlier match's injury (FFB puts them in the Missing box
 *   when the game starts) cannot take part;
 * - a player raised from the dead, or turned by Plague Ridden, joined during this match.
 * FFB's BB2020 Infamous Coaching Staff (only Josef Bugman) plays: he stays (see `staffOf`).
 */
export const leftOut = (player: FfbPlayer): string | null => {
  if (player.recoveringInjury !== null && player.recoveringInjury !== undefined) return "misses the match (recovering from an earlier injury)"
  if (player.playerType === "RaisedFromDead") return "was raised from the dead during the match"
  if (player.playerType === "PlagueRidden") return "joined during the match (Plague Ridden)"
  return null
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

/**
 * A player as they started the match. FFB's player record is not changed during a match (the
 * injuries of this match are kept in gameResult.playerResults and applied only after it), so
 * its stats and skills are the starting ones. BB2020 FFB stores AG, PA and AV as target
 * numbers, like our format; PA 0 means the player has no passing ability.
 */
export const toPlayer = (player: FfbPlayer, position: FfbPosition | undefined, positionName: (id: string) => string | undefined = () => undefined): Player => {
  const skills: Array<string> = []
  const traits: Array<string> = []
  const positionValue = (skill: string): string | null => {
    const index = position?.skillArray?.indexOf(skill) ?? -1
    return index >= 0 ? (position?.skillValues?.[index] ?? null) : null
  }
  for (const skill of player.skillArray ?? []) {
    // FFB lists an advance's characteristic increase (+MA, +ST, +AG, +PA, +AV) among the skills, but
    // its stored characteristics already include it (FFB's RosterPlayer.updatePosition applies the
    // increases, then any lasting injuries, when the team is loaded): the header keeps them as stored.
    if (CHARACTERISTIC_CHANGE.test(skill)) continue
    const ffbValue = player.skillValuesMap?.[skill] ?? positionValue(skill)
    const value = skill === "Animosity" ? animosityValue(ffbValue, positionName) : ffbValue
    // FFB quotes two star rules' names ("Then I Started Blastin'!"): the header names them as the engine does.
    const named = specialRule(skill) ?? skill
    ;(TRAITS.has(named) ? traits : skills).push(printSkill(RULEBOOK_NAMES[named] ?? named, value))
  }
  const hired = hiredAs(player)
  return {
    id: player.playerId,
    number: clamp(player.playerNr, 0, 99),
    name: (player.playerName ?? "").trim() === "" ? `#${player.playerNr}` : player.playerName!.slice(0, 120),
    position: (position?.positionName ?? player.playerType ?? "Player").slice(0, 120) || "Player",
    ma: clamp(player.movement, 1, 10),
    st: clamp(player.strength, 1, 10),
    ag: clamp(player.agility, 1, 6),
    pa: player.passing <= 0 ? null : clamp(player.passing, 1, 6),
    av: clamp(player.armour, 3, 12),
    skills,
    traits,
    ...(hired === undefined ? {} : { hired })
  }
}

/** Kebab-case id of an FFB inducement type name ("wanderingApothecaries" → "wandering-apothecary"). */
const INDUCEMENT_IDS: Readonly<Record<string, string>> = {
  bribes: "bribe",
  wanderingApothecaries: "wandering-apothecary",
  extraTeamTraining: "extra-team-training",
  masterChef: "halfling-master-chef",
  igor: "igor",
  mortuaryAssistant: "mortuary-assistant",
  plagueDoctor: "plague-doctor",
  wizard: "wizard",
  tempAgencyCheerleaders: "temp-agency-cheerleaders",
  partTimeAssistantCoaches: "part-time-assistant-coaches",
  bloodweiserKegs: "bloodweiser-kegs",
  // FFB's BB2020 name for the Bloodweiser Kegs (its InducementType "bloodweiserBabes", shown as "Bloodweiser Kegs")
  bloodweiserBabes: "bloodweiser-kegs",
  weatherMage: "weather-mage",
  riotousRookies: "riotous-rookies",
  // FFB's BB2020 keys for the same inducements
  tempCheerleader: "temp-agency-cheerleaders",
  partTimeCoach: "part-time-assistant-coaches",
  halflingMasterChef: "halfling-master-chef",
  biasedRef: "biased-referee",
  infamousStaff: "infamous-coaching-staff",
  starPlayers: "star-player",
  mercenaries: "mercenary"
}

export const inducementId = (type: string): string =>
  INDUCEMENT_IDS[type] ??
  (type.replace(/([a-z0-9])([A-Z])/g, "$1-$2").toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "inducement")

/**
 * FFB inducement types that are not bought but come with something the header lists already:
 * Bribery and Corruption's argue-the-call re-roll (the team's special rule) and Bugman's XXXXXX
 * (Josef Bugman's own rule, FFB's Usage.REROLL_ONES_ON_KOS).
 */
const COMES_WITH: ReadonlySet<string> = new Set(["briberyAndCorruption", "bugmansXXXXXX"])

/**
 * The names of the team's Infamous Coaching Staff. FFB's BB2020 hires each as a player of type
 * "Infamous Staff" with the staff member's roster position (bb2020 StepBuyCardsAndInducements.addStaff;
 * its rosters have one, Josef Bugman, who plays), and counts them in its `infamousStaff` inducement.
 */
const staffOf = (team: FfbTeam): Array<string> =>
  team.playerArray
    .filter((player) => player.playerType === "Infamous Staff")
    .map((player) => (team.roster?.positionArray?.find((position) => position.positionId === player.positionId)?.positionName ?? player.playerName ?? "").slice(0, 120))
    .filter((name) => name !== "")

const inducementsOf = (turnData: FfbTurnData | undefined, staff: ReadonlyArray<string> = []): Array<Inducement> =>
  (turnData?.inducementSet?.inducementArray ?? [])
    .filter((entry) => typeof entry.inducementType === "string" && (entry.value ?? 0) > 0 && !COMES_WITH.has(entry.inducementType))
    .flatMap((entry) =>
      // Each of the staff FFB hired is the engine's infamous-coaching-staff under their name.
      entry.inducementType === "infamousStaff" && staff.length > 0
        ? staff.map((name) => ({ id: "infamous-coaching-staff", count: 1, name }))
        : [{ id: inducementId(entry.inducementType!), count: clamp(entry.value ?? 1, 1, 20) }])

/**
 * The team re-rolls a team starts the match with: FFB sets them (roster re-rolls plus any
 * bought for the match) when the first half starts, as `turnDataSetReRolls`; the roster's
 * count stands in when the command stream has none.
 */
export const startingRerolls = (commands: ReadonlyArray<FfbCommand>, side: "home" | "away", fallback: number): number => {
  for (const command of commands) {
    for (const change of command.modelChangeList?.modelChangeArray ?? []) {
      if (change.modelChangeId === "turnDataSetReRolls" && change.modelChangeKey === side && Number.isInteger(change.modelChangeValue)) return change.modelChangeValue as number
    }
  }
  return fallback
}

/** FFB's SpecialRule names as the rulebook prints them (FFB: com.fumbbl.ffb.model.SpecialRule). */
const SPECIAL_RULE_NAMES: Readonly<Record<string, string>> = {
  BADLANDS_BRAWL: "Badlands Brawl",
  ELVEN_KINGDOMS_LEAGUE: "Elven Kingdoms League",
  HALFLING_THIMBLE_CUP: "Halfling Thimble Cup",
  LUSTRIAN_SUPERLEAGUE: "Lustrian Superleague",
  OLD_WORLD_CLASSIC: "Old World Classic",
  SYLVANIAN_SPOTLIGHT: "Sylvanian Spotlight",
  UNDERWORLD_CHALLENGE: "Underworld Challenge",
  WORLDS_EDGE_SUPERLEAGUE: "Worlds Edge Superleague",
  BRIBERY_AND_CORRUPTION: "Bribery and Corruption",
  FAVOURED_OF_UNDIVIDED: "Favoured of Chaos Undivided",
  FAVOURED_OF_KHORNE: "Favoured of Khorne",
  FAVOURED_OF_NURGLE: "Favoured of Nurgle",
  FAVOURED_OF_TZEENTCH: "Favoured of Tzeentch",
  FAVOURED_OF_SLAANESH: "Favoured of Slaanesh",
  LOW_COST_LINEMEN: "Low Cost Linemen",
  SWARMING: "Swarming",
  MASTERS_OF_UNDEATH: "Masters of Undeath",
  BRAWLIN_BRUTES: "Brawlin' Brutes"
}

/** The team's special rules as printed (the engine reads them for the Mortuary Assistant, the Plague Doctor…). */
export const specialRulesOf = (team: FfbTeam): Array<string> =>
  [...new Set((team.specialRules ?? []).filter((rule): rule is string => typeof rule === "string" && rule !== "").map((rule) => (SPECIAL_RULE_NAMES[rule] ?? rule).slice(0, 120)))]

const toTeam = (team: FfbTeam, turnData: FfbTurnData | undefined, rerolls: number, leftOutPlayers: Map<string, string>): Team => {
  const positions = new Map<string | null, FfbPosition>((team.roster?.positionArray ?? []).map((position) => [position.positionId, position]))
  const players: Array<Player> = []
  for (const player of team.playerArray) {
    const reason = leftOut(player)
    if (reason !== null) {
      leftOutPlayers.set(player.playerId, reason)
      continue
    }
    players.push(toPlayer(player, positions.get(player.positionId), (id) => positions.get(id)?.positionName ?? undefined))
  }
  return {
    id: team.teamId,
    name: (team.teamName ?? "").slice(0, 120) || team.teamId,
    roster: (team.race ?? team.roster?.rosterName ?? "Unknown").slice(0, 120) || "Unknown",
    ...(typeof team.coach === "string" ? { coach: team.coach.slice(0, 120) } : {}),
    // FFB's starting re-rolls count those bought as Extra Team Training, which the header lists as an inducement.
    rerolls: clamp(rerolls - inducementsOf(turnData).filter((i) => i.id === "extra-team-training").reduce((n, i) => n + i.count, 0), 0, 8),
    ...(team.dedicatedFans === undefined ? {} : { dedicatedFans: clamp(team.dedicatedFans, 0, 20) }),
    ...(team.teamValue === undefined ? {} : { teamValue: clamp(team.teamValue, 0, 100_000_000) }),
    staff: {
      apothecary: (team.apothecaries ?? 0) > 0,
      assistantCoaches: clamp(team.assistantCoaches ?? 0, 0, 20),
      cheerleaders: clamp(team.cheerleaders ?? 0, 0, 20)
    },
    inducements: inducementsOf(turnData, staffOf(team)),
    ...(specialRulesOf(team).length === 0 ? {} : { specialRules: specialRulesOf(team) }),
    players
  }
}

export interface BuiltHeader {
  readonly header: MatchStarted
  /** Players of the final game object not in the header, and why. */
  readonly leftOut: ReadonlyMap<string, string>
}

const overtimeOf = (game: FfbReplay["game"]): boolean =>
  (game.gameOptions?.gameOptionArray ?? []).some((option) => option.gameOptionId === "overtime" && String(option.gameOptionValue) === "true")

/** `2022-09-25T21:33:26.467` as FFB writes it (local time, no zone) passes our playedAt shape. */
const playedAt = (started: string | null | undefined): string | undefined => {
  if (typeof started !== "string") return undefined
  const match = /^(\d{4}-\d{2}-\d{2})(T[0-9:.]+)?/.exec(started)
  return match === null ? undefined : `${match[1]}${match[2] ?? ""}`
}

/**
 * The header of the imported log: the home team first (it defends x = 0, as in FFB), then the
 * away team, with the rosters as they started the match.
 */
export const buildHeader = (replay: FfbReplay): BuiltHeader => {
  const { game } = replay
  const commands = replay.gameLog.commandArray
  const left = new Map<string, string>()
  const built = [
    toTeam(game.teamHome, game.turnDataHome, startingRerolls(commands, "home", game.teamHome.reRolls), left),
    toTeam(game.teamAway, game.turnDataAway, startingRerolls(commands, "away", game.teamAway.reRolls), left)
  ] as const
  // The pre-game prayers compare the team values after inducements: FFB's, where it reports them.
  const values = prayerTeamValues(commands)
  const [home, away] = values === null ? built : built.map((team, i) => ({ ...team, teamValue: clamp(values[i]!, 0, 100_000_000) }))
  const date = playedAt(game.started)
  const header: MatchStarted = {
    _tag: "MatchStarted",
    format: "sidelines/1",
    variant: "blood-bowl",
    // FFB's game option overtime plays a level match on (a third half, then a penalty shoot-out; bb2020 StepEndTurn): the engine's knockout match.
    options: overtimeOf(game) ? { knockout: true } : {},
    teams: [home, away],
    ...(date === undefined ? {} : { playedAt: date }),
    source: {
      program: IMPORTER,
      version: IMPORTER_VERSION,
      ...(game.gameId === undefined || game.gameId === null ? {} : { ref: `fumbbl:replay/${game.gameId}` })
    }
  }
  return { header, leftOut: left }
}
