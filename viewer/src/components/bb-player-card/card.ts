// What a player's card shows, read from the engine for one player at one event: the profile as
// the rules read it now, where the player is, and their match so far (playerMatch).
import { holdsBall, playerMatch, playerMatchFrom, playersMomentsStepped, profileNow, skillKey, skillWords, squareName, type PlayerMoment, type PlayersMoments, type PlayerSoFar, type Replay } from "@sidelines/engine"
import { sliced } from "../../model/sliced.js"

export interface Characteristic {
  readonly label: "MA" | "ST" | "AG" | "PA" | "AV"
  /** As a roster prints it: 6, 3+, "-" for no PA. */
  readonly now: string
  readonly roster: string
  /** Better or worse than the roster's (AG, PA and AV are better lower / higher as the game reads them). */
  readonly change: "better" | "worse" | null
}

export interface SkillLine {
  /** As printed: "Mighty Blow (+1)". */
  readonly name: string
  readonly words: string
  /** What gave it during the match ("Knuckle Dusters"), or null for one on the roster. */
  readonly gainedFrom: string | null
}

export interface CardView {
  readonly player: string
  readonly team: number
  readonly teamName: string
  readonly number: number
  readonly name: string
  readonly position: string
  readonly characteristics: ReadonlyArray<Characteristic>
  readonly skills: ReadonlyArray<SkillLine>
  /** Where the player is and how: "Standing on K7, has the ball" or "In the dugout: Badly hurt". */
  readonly status: string
  /** Null while the match is still being counted (a very long replay, counted in slices). */
  readonly soFar: PlayerSoFar | null
}

const BOXES: Readonly<Record<string, string>> = {
  reserves: "Reserves",
  ko: "KO'd",
  bh: "Badly hurt",
  si: "Seriously injured",
  dead: "Dead",
  "sent-off": "Sent off",
  pool: "Not in the match"
}

const INJURIES: Readonly<Record<string, string>> = {
  ko: "KO'd",
  "badly-hurt": "Badly Hurt",
  "seriously-hurt": "Seriously Hurt",
  "serious-injury": "Serious Injury",
  "lasting-injury": "Lasting Injury",
  dead: "Dead"
}

const CAUSES: Readonly<Record<string, string>> = {
  block: "a block",
  foul: "a foul",
  crowd: "the crowd",
  fall: "a fall",
  "kick-off": "the kick-off",
  sewer: "the sewer",
  eaten: "being eaten",
  "landed-on": "a landing",
  "projectile-vomit": "projectile vomit",
  "secret-weapon": "Secret Weapon",
  stab: "a stab",
  chainsaw: "a chainsaw",
  bite: "a bite",
  "breathe-fire": "fire",
  other: "something else"
}

const words = (slug: string): string => slug.replaceAll("-", " ").replace(/^./, (c) => c.toUpperCase())

/** A moment of the card's list in words: "Blitz", "Casualty caused: Badly Hurt (a block)". */
export const momentText = (moment: PlayerMoment): string => {
  const injury = moment.detail === null ? "" : INJURIES[moment.detail] ?? words(moment.detail)
  const cause = moment.cause === null ? "" : ` (${CAUSES[moment.cause] ?? moment.cause})`
  switch (moment.kind) {
    case "action":
      return `${words(moment.detail ?? "action")} action`
    case "block":
      return "Block"
    case "touchdown":
      return "Touchdown"
    case "pass":
      return "Pass"
    case "completion":
      return "Completion"
    case "interception":
      return "Interception"
    case "casualty":
      return `Casualty caused: ${injury}${cause}`
    case "ko":
      return `KO caused${cause}`
    case "injured":
      return `Suffered: ${injury}${cause}`
  }
}

const printed = (value: number | null, target: boolean): string => (value === null ? "-" : target ? `${value}+` : `${value}`)

/** Every player's moments, counted once per replay, in slices on a very long one. */
export const everyonesMoments = sliced(playersMomentsStepped)

/**
 * The card of player `id` after event `index` (-1: before the first). `everyone` is every
 * player's moments (playersMomentsStepped), null while not counted yet; without it the match is
 * counted now.
 */
export const cardOf = (replay: Replay, id: string, index: number, everyone?: PlayersMoments | null): CardView => {
  const { match } = replay
  const at = match.playerIndex.get(id)
  if (at === undefined) throw new RangeError(`no player ${id}`)
  const state = replay.after(index)
  const roster = match.roster[at]!
  const now = profileNow(match, state, at)
  const player = state.players[at]!
  const characteristic = (label: Characteristic["label"], value: number | null, base: number | null, target: boolean, lowerIsBetter: boolean): Characteristic => ({
    label,
    now: printed(value, target),
    roster: printed(base, target),
    change: value === base || value === null || base === null ? null : (value < base) === lowerIsBetter ? "better" : "worse"
  })
  const gained = player.gained ?? []
  const skills = now.skills.map((name): SkillLine => {
    const key = skillKey(name)
    const gain = gained.find((g) => g.profile === undefined ? g.skills.some((s) => skillKey(s) === key) : g.profile.skills.some((s) => skillKey(s) === key))
    return { name, words: skillWords(name), gainedFrom: gain?.source ?? null }
  })
  let status: string
  if (player.at !== null) {
    const extras = [holdsBall(state, id) ? "has the ball" : "", player.id === state.activePlayer ? "taking an action" : player.hasActed ? "has acted this turn" : "", player.lostTackleZones ? "no tackle zones" : ""]
    status = [`${words(player.posture)} on ${squareName(player.at)}`, ...extras.filter((e) => e !== "")].join(", ")
  } else status = `Off the pitch: ${BOXES[player.box ?? "reserves"] ?? words(player.box ?? "reserves")}`
  return {
    player: id,
    team: roster.team,
    teamName: match.header.teams[roster.team]?.name ?? "",
    number: roster.number,
    name: roster.name,
    position: roster.position,
    characteristics: [
      characteristic("MA", now.ma, roster.ma, false, false),
      characteristic("ST", now.st, roster.st, false, false),
      characteristic("AG", now.ag, roster.ag, true, true),
      characteristic("PA", now.pa, roster.pa, true, true),
      characteristic("AV", now.av, roster.av, true, false)
    ],
    skills,
    status,
    soFar: everyone === null ? null : (everyone === undefined ? playerMatch(replay, id) : playerMatchFrom(replay, id, everyone)).at(index)
  }
}
