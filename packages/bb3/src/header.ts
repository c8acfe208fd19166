import type { Inducement, MatchStarted, Player, Team } from "@sidelines/schema"
import { playerId } from "./board.js"
import { base64Text } from "./container.js"
import { bareSkill, CONTRACT, INDUCEMENTS, PHASE, RACES, SKILLS, STAR_RULES, TRAIT_NAMES } from "./codes.js"
import { Bb3ImportError } from "./import-error.js"
import type { Bb3Replay } from "./replay.js"
import { teamSpecialRules } from "./team-rules.js"
import { child, childrenNamed, int, path, type XmlElement } from "./xml.js"

export const IMPORTER = "sidelines import bb3"
export const IMPORTER_VERSION = "0.1.0"

/** Header team ids, in BB3's ListTeams order: team 0 is the home (first) team. */
export const TEAM_IDS = ["home", "away"] as const

export interface BuiltHeader {
  readonly header: MatchStarted
  /** Team index of each header player, by our id. */
  readonly teamOf: ReadonlyMap<string, number>
  readonly warnings: ReadonlyArray<string>
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

const decoded = (element: XmlElement | undefined): string | undefined => {
  const text = element?.text.trim()
  if (text === undefined || text === "") return undefined
  try {
    const plain = base64Text(text).trim()
    return /^[\p{L}\p{N}\p{P}\p{Zs}]+$/u.test(plain) ? plain : text
  } catch {
    return text
  }
}

/**
 * A player as they start the match, from BB3's PlayerData: Characteristics 0–4 are MA, ST, AG,
 * PA, AV, with AG, PA and AV as target numbers like our format (a Dwarf Runner reads 6, 3, 3, 4,
 * 9); InnateSkills are the position's, AcquiredSkills the advances, StarplayerSpecialRule a star's
 * special rule.
 */
const toPlayer = (data: XmlElement, id: number, warnings: Array<string>): Player => {
  const values = new Map(childrenNamed(child(data, "Characteristics"), "PlayerCharacteristic").map((c) => [int(c, "Characteristic"), int(c, "Value")]))
  const skills: Array<string> = []
  const traits: Array<string> = []
  const codes = [...childrenNamed(child(data, "InnateSkills"), "InnateSkillsItem"), ...childrenNamed(child(data, "AcquiredSkills"), "AcquiredSkillsItem")].map((item) => Number(item.text))
  for (const code of codes) {
    const name = SKILLS[code]
    if (name === undefined) {
      warnings.push(`player ${playerId(id)}: BB3 skill ${code} is not known yet, left out of the roster`)
      continue
    }
    ;(TRAIT_NAMES.has(bareSkill(name)) ? traits : skills).push(name)
  }
  // A star player's special rule, as the skill our rules know it by (StarplayerSpecialRule).
  for (const item of childrenNamed(child(data, "StarplayerSpecialRule"), "StarplayerSpecialRuleItem")) {
    const rule = STAR_RULES[Number(item.text)]
    if (rule === undefined) warnings.push(`player ${playerId(id)}: BB3 star player special rule ${item.text} is not known yet, left out of the roster`)
    else skills.push(rule)
  }
  const contract = int(data, "Contract")
  const hired: Player["hired"] | undefined = contract === CONTRACT.journeyman ? "journeyman" : contract === CONTRACT.starPlayer ? "star-player" : undefined
  const pa = values.get(3) ?? 0
  return {
    id: playerId(id),
    number: clamp(int(data, "Number"), 0, 99),
    name: (decoded(child(data, "Name")) ?? `#${int(data, "Number")}`).slice(0, 120),
    position: `BB3 player type ${int(data, "IdPlayerTypes")}`,
    ma: clamp(values.get(0) ?? 1, 1, 10),
    st: clamp(values.get(1) ?? 1, 1, 10),
    ag: clamp(values.get(2) ?? 6, 1, 6),
    pa: pa <= 0 || pa > 6 ? null : pa,
    av: clamp(values.get(4) ?? 3, 3, 12),
    skills,
    traits,
    ...(hired === undefined ? {} : { hired })
  }
}

/** Shirt numbers must be unique in a team: a clash (BB3 gives stars and journeymen their own) takes the next free number. */
const uniqueNumbers = (players: ReadonlyArray<Player>): Array<Player> => {
  const used = new Set<number>()
  return players.map((player) => {
    let number = player.number
    while (used.has(number) && number < 99) number++
    while (used.has(number)) number--
    used.add(number)
    return number === player.number ? player : { ...player, number }
  })
}

/**
 * The header: both teams with the players who could take part, from the boards before the first
 * kick-off (BB3 writes each player's PlayerData into the first board that has them; journeymen
 * and star players hired in the pre-game appear in a later pre-game board).
 */
export const buildHeader = (replay: Bb3Replay): BuiltHeader => {
  const warnings: Array<string> = []
  const data = new Map<number, { readonly team: number; readonly data: XmlElement }>()
  let teamStates: ReadonlyArray<XmlElement> = []
  for (let i = 0; i < replay.steps; i++) {
    const board = replay.board(i)
    const teams = childrenNamed(child(board, "ListTeams"), "TeamState")
    if (teams.length !== 2) throw new Bb3ImportError(`step ${i + 1}: the board has ${teams.length} teams, not 2`)
    teams.forEach((team, t) => {
      for (const player of childrenNamed(child(team, "ListPitchPlayers"), "PlayerState")) {
        const playerData = child(player, "Data")
        if (child(playerData, "Characteristics") !== undefined && !data.has(int(player, "Id"))) data.set(int(player, "Id"), { team: t, data: playerData! })
      }
    })
    teamStates = teams
    // Once the kick-off is under way every player of the match is known.
    if (int(board, "CurrentPhase") >= PHASE.kickOff) break
  }
  const gamers = childrenNamed(path(replay.preamble.find((element) => element.name === "NotificationGameJoined"), "GameInfos", "GamersInfos"), "GamerInfos")
  const teamOf = new Map<string, number>()
  const teams = teamStates.map((state, t): Team => {
    const teamData = child(state, "Data")
    const players = uniqueNumbers([...data].filter(([, entry]) => entry.team === t).map(([id, entry]) => toPlayer(entry.data, id, warnings)))
    if (players.length === 0) throw new Bb3ImportError(`team ${t} has no players in the replay's boards`)
    for (const player of players) teamOf.set(player.id, t)
    const race = int(teamData, "IdRace")
    const gamer = gamers[t]
    const inducements: Array<Inducement> = []
    for (const saved of childrenNamed(child(state, "ListInducements"), "InducementSave")) {
      const id = INDUCEMENTS[int(saved, "Category")]
      const count = int(saved, "Number", 1)
      if (id === undefined) warnings.push(`${TEAM_IDS[t]}: BB3 inducement category ${int(saved, "Category")} (×${count}) is not known yet, left out of the header`)
      else if (count > 0) inducements.push({ id, count: clamp(count, 1, 20) })
    }
    const coach = decoded(child(gamer, "Name"))
    const roster = RACES[race] ?? `BB3 race ${race}`
    const codes = childrenNamed(child(teamData, "SpecialRules"), "SpecialRulesItem").map((item) => Number(item.text))
    const specialRules = teamSpecialRules(codes, roster, (code) => warnings.push(`${TEAM_IDS[t]}: BB3 team special rule ${code} is not known yet, left out of the header`))
    return {
      id: TEAM_IDS[t]!,
      name: decoded(path(gamer, "Roster", "Name")) ?? `Team ${t + 1}`,
      roster,
      ...(coach === undefined ? {} : { coach: coach.slice(0, 120) }),
      rerolls: clamp(int(teamData, "Reroll"), 0, 8),
      dedicatedFans: clamp(int(teamData, "DedicatedFans"), 0, 20),
      teamValue: clamp(int(state, "CurrentTeamValue"), 0, 100_000_000),
      staff: { apothecary: int(teamData, "Apothecary") > 0, assistantCoaches: 0, cheerleaders: 0 },
      inducements,
      ...(specialRules.length === 0 ? {} : { specialRules }),
      players
    }
  })
  const date = /^(\d{4})-(\d{2})-(\d{2})_(\d{2})-(\d{2})$/u.exec(replay.preamble.find((element) => element.name === "Date")?.text.trim() ?? "")
  const header: MatchStarted = {
    _tag: "MatchStarted",
    format: "sidelines/1",
    variant: "blood-bowl",
    options: {},
    teams,
    ...(date === null ? {} : { playedAt: `${date[1]}-${date[2]}-${date[3]}T${date[4]}:${date[5]}` }),
    source: { program: IMPORTER, version: IMPORTER_VERSION, ref: `bb3:replay/${replay.preamble.find((element) => element.name === "ReplayVersion")?.text.trim() || "?"}` }
  } as MatchStarted
  return { header, teamOf, warnings }
}
