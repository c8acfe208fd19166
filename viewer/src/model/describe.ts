import { squareName, type MatchState, type Outcome, type Replay, type Ruling, type Square } from "@sidelines/engine"
import type { MatchEvent } from "@sidelines/schema"

/** What an event line is about, for filtering the log. */
export type EventKind = "dice" | "blocks" | "injuries" | "turnovers" | "touchdowns" | "kick-off" | "decisions" | "disputes" | "unchecked"

/** Every kind, in the order the log's filter chips show them. */
export const EVENT_KINDS: ReadonlyArray<EventKind> = ["dice", "blocks", "injuries", "turnovers", "touchdowns", "kick-off", "decisions", "disputes", "unchecked"]

/** One event of a replay as one readable line. */
export interface EventLine {
  readonly seq: number
  /** What happened, and only that: "Grishnak dodges to O10 — needed 4+, rolled 1: failure" (the log's group headers say where). */
  readonly text: string
  /** Where in the match, as things stood before it: "Drive 1, Gouged Eye Grinders turn 1" (for a line read on its own, aloud). */
  readonly where: string
  readonly kinds: ReadonlyArray<EventKind>
  /** A claim in the log that the rules disagree with (a ruling of this event has disputes). */
  readonly problem: boolean
  /** A stretch of the log's source taken on trust, not checked by the rules (an UncheckedStretch). */
  readonly unchecked: boolean
}

// ---- words ----

const BLOCK_FACES: Readonly<Record<number, string>> = {
  1: "Attacker Down",
  2: "Both Down",
  3: "Push Back",
  4: "Push Back",
  5: "Defender Stumbles",
  6: "POW!"
}

const ACTION_NAMES: Readonly<Record<string, string>> = {
  move: "Move",
  block: "Block",
  blitz: "Blitz",
  pass: "Pass",
  "hand-off": "Hand-off",
  foul: "Foul",
  "throw-team-mate": "Throw Team-mate",
  "kick-team-mate": "Kick Team-mate",
  "hypnotic-gaze": "Hypnotic Gaze",
  "projectile-vomit": "Projectile Vomit",
  stab: "Stab",
  chainsaw: "Chainsaw",
  "breathe-fire": "Breathe Fire",
  "throw-bomb": "Throw Bomb",
  "multiple-block": "Multiple Block",
  "throw-snowball": "Throw Snowball",
  "secure-the-ball": "Secure the Ball",
  "throw-keg": "Throw Keg"
}

/** How a test reads with the player as subject ("Grishnak dodges"), by the ruling's rule. */
const TEST_VERBS: Readonly<Record<string, string>> = {
  dodge: "dodges",
  rush: "rushes",
  "pick-up": "picks up the ball",
  catch: "catches",
  pass: "passes",
  interception: "tries to intercept",
  jump: "jumps",
  leap: "leaps",
  "stand-up": "stands up",
  landing: "lands",
  "hand-off": "takes the hand-off"
}

const INJURY_WORDS: Readonly<Record<string, string>> = {
  stunned: "is stunned",
  ko: "is KO'd",
  "badly-hurt": "is Badly Hurt",
  "seriously-hurt": "is Seriously Hurt",
  "serious-injury": "suffers a Serious Injury",
  "lasting-injury": "suffers a Lasting Injury",
  dead: "is dead"
}

const INJURY_CAUSES: Readonly<Record<string, string>> = {
  crowd: "in the crowd",
  fall: "from the fall",
  "kick-off": "at the kick-off",
  foul: "from a foul",
  sewer: "in the sewer",
  eaten: "(eaten)",
  "landed-on": "under a thrown player",
  "projectile-vomit": "by projectile vomit",
  "secret-weapon": "at the hands of the crowd (Secret Weapon)"
}

const DRIVE_END: Readonly<Record<string, string>> = {
  touchdown: "after the touchdown",
  "half-time": "at half-time",
  "full-time": "at full time"
}

const PHASES: Readonly<Record<string, string>> = {
  "pre-game": "Pre-game",
  "set-up": "Set-up",
  "kick-off": "Kick-off",
  "end-of-drive": "End of drive",
  "half-time": "Half-time",
  "team-turn": "Team turn",
  "full-time": "Full time"
}

/** A phase of the match in words: "Pre-game", "Half-time"; any other phase its slug as words. */
export const phaseName = (phase: string): string => PHASES[phase] ?? words(phase)

/** Roll purposes whose dice belong to the injury chain. */
const INJURY_ROLLS = new Set(["armour", "injury", "casualty", "lasting-injury", "apothecary", "regeneration"])

/** Events that record a coach's choice. */
export const DECISIONS = new Set<MatchEvent["_tag"]>([
  "CoinTossCalled", "KickOrReceiveChosen", "InducementUsed", "BlockDieChosen", "PushChosen", "FollowUpChosen",
  "RerollUsed", "RerollDeclined", "SkillUsed", "SkillDeclined", "ApothecaryUsed", "ApothecaryDeclined",
  "InjuryChosen", "CallArgued", "ChoiceDeclined", "TouchbackGiven", "MatchConceded", "LineOfScrimmageChosen",
  "GingerbreadHousePlaced", "WeatherChosen", "AllianceBroken", "AllianceMade", "SpecialPlayKept", "SpecialPlayPlayed",
  "DeviationModified"
])

const BLOCK_EVENTS = new Set<MatchEvent["_tag"]>(["BlockThrown", "BlockDieChosen", "PushChosen", "FollowUpChosen"])

/** "brilliant-coaching" → "Brilliant Coaching". */
const titled = (slug: string): string =>
  slug.split("-").map((word) => (word === "" ? word : word[0]!.toUpperCase() + word.slice(1))).join(" ")

/** "fell-over" → "fell over". */
const words = (slug: string): string => slug.replaceAll("-", " ")

const signed = (value: number): string => (value >= 0 ? `+${value}` : `−${-value}`)

const slugOf = (text: string): string => text.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")

const article = (noun: string): string => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`)

// ---- the line ----

export interface Names {
  readonly player: (id: string) => string
  /** "Grishnak (#5)": the name and the shirt number, as the ruling panel introduces a player. */
  readonly numbered: (id: string) => string
  readonly team: (id: string) => string
  readonly teamAt: (index: number) => string
}

export const namesOf = (replay: Replay): Names => {
  const { match } = replay
  const entry = (id: string) => match.roster[match.playerIndex.get(id) ?? -1]
  return {
    player: (id) => entry(id)?.name ?? id,
    numbered: (id) => {
      const player = entry(id)
      return player === undefined ? id : `${player.name} (#${player.number})`
    },
    team: (id) => match.header.teams[match.teamIndex.get(id) ?? -1]?.name ?? id,
    teamAt: (index) => match.header.teams[index]?.name ?? `team ${index + 1}`
  }
}

const at = (square: Square): string => squareName(square)

/** Drive and team turn (or phase), as things stood before the event: "Drive 1, Orcland Raiders turn 3". */
const whereOf = (names: Names, before: MatchState): string => {
  const parts: Array<string> = []
  if (before.drive > 0) parts.push(`Drive ${before.drive}`)
  if (before.activeTeam !== null) parts.push(`${names.teamAt(before.activeTeam)} turn ${before.teams[before.activeTeam]?.turn ?? 0}`)
  else parts.push(phaseName(before.phase))
  return parts.join(", ")
}

/** The dice of a ruling as a sum: "6+4 = 10", "2 +2 dedicated fans = 4", "1". */
const diceSum = (ruling: Ruling): string => {
  const dice = ruling.dice.join("+")
  const modifiers = ruling.modifiers.map((m) => ` ${signed(m.value)} ${m.source}`).join("")
  const many = ruling.dice.length > 1 || ruling.modifiers.length > 0
  return ruling.total !== null && many ? `${dice}${modifiers} = ${ruling.total}` : `${dice}${modifiers}`
}

/** The block dice's results by the engine's ids, as the dice name them. */
const BLOCK_RESULTS: Readonly<Record<string, string>> = {
  "attacker-down": "Attacker Down",
  "both-down": "Both Down",
  push: "Push Back",
  "defender-stumbles": "Defender Stumbles",
  pow: "POW!"
}

/** A ruling's result in the game's words: block dice by their faces' names, a table row's id as its name. */
export const resultWords = (ruling: Ruling): string => {
  if (ruling.die === "block") return ruling.result.split(", ").map((r) => BLOCK_RESULTS[r] ?? words(r)).join(", ")
  return /^[a-z0-9]+(-[a-z0-9]+)+$/.test(ruling.result) ? titled(ruling.result) : ruling.result
}

/** "armour broken" under the rule "Armour" reads "broken". */
const resultOf = (ruling: Ruling): string => {
  const rule = ruling.rule.toLowerCase()
  const result = resultWords(ruling)
  return result.toLowerCase().startsWith(`${rule} `) ? result.slice(rule.length + 1) : result
}

const notesOf = (ruling: Ruling): string => (ruling.notes.length === 0 ? "" : ` (${ruling.notes.join("; ")})`)

/** A claimed or derived value in words: "not-broken" → "not broken", true → "yes". */
const claimWords = (value: unknown): string =>
  typeof value === "string" ? words(value) : typeof value === "boolean" ? (value ? "yes" : "no") : Array.isArray(value) ? value.map(claimWords).join(", ") : String(value)

/** A claim in the log the rules disagree with, in words: "the log claims the result “not broken”, the rules give “broken”". */
export const disputeWords = (dispute: Ruling["disputes"][number]): string =>
  `the log claims the ${words(String(dispute.field))} “${claimWords(dispute.claimed)}”, the rules give “${claimWords(dispute.derived)}”`

const disputesOf = (ruling: Ruling): string => ruling.disputes.map((d) => ` [disputed: ${disputeWords(d)}]`).join("")

/** Tests a player takes on the square they have just stepped onto: their line says where. */
const MOVING_TESTS = new Set(["dodge", "rush", "jump", "leap"])

/** What the log around a roll adds to its line: the square it was taken on, the roll a re-roll replaced. */
interface RollContext {
  /** The rolling player's square as the die is rolled (for a dodge: where they dodged to). */
  readonly square?: string | undefined
  /** The re-roll used just before this roll, by name ("team re-roll", "Dodge re-roll"), and the dice it replaced. */
  readonly reroll?: { readonly name: string; readonly replaced: ReadonlyArray<number> }
}

/** One roll as the rules judged it. */
const describeRuling = (ruling: Ruling, names: Names, team: string | null, context: RollContext = {}): string => {
  const who = ruling.player !== null ? names.player(ruling.player) : team
  const whom = ruling.player !== null ? ` on ${who}` : team !== null ? ` for ${team}` : ""
  const key = slugOf(ruling.rule)
  let text: string
  if (ruling.die === "block") {
    const faces = ruling.dice.map((face) => BLOCK_FACES[face] ?? String(face)).join(", ")
    const count = `${ruling.dice.length} block ${ruling.dice.length === 1 ? "die" : "dice"}`
    text = `${who ?? "Block"} rolls ${count}: ${faces}`
  } else if (ruling.target !== null && ruling.success !== null && ruling.dice.length === 1) {
    // A test on one die: say the number the die needed, the modifiers folded in.
    const modifierSum = ruling.modifiers.reduce((sum, m) => sum + m.value, 0)
    const needed = ruling.target - modifierSum
    const detail = ruling.modifiers.length === 0 ? "" : ` (${ruling.target}+ ${ruling.modifiers.map((m) => `${signed(m.value)} ${m.source}`).join(", ")})`
    const verb = TEST_VERBS[key]
    const to = context.square !== undefined && MOVING_TESTS.has(key) ? ` to ${context.square}` : ""
    const head = who === null ? ruling.rule : verb !== undefined ? `${who} ${verb}${to}` : `${who}'s ${ruling.rule}`
    const rolled = context.reroll === undefined
      ? `rolled ${ruling.dice.join("+")}`
      : `rolled ${context.reroll.replaced.join("+")}, ${context.reroll.name} ${ruling.dice.join("+")}`
    text = `${head} — needed ${needed}+${detail}, ${rolled}: ${resultOf(ruling)}`
    // The re-roll is named in the line: the engine's "re-rolled" note would say it twice.
    if (context.reroll !== undefined) return `${text}${notesOf({ ...ruling, notes: ruling.notes.filter((n) => n !== "re-rolled") })}${disputesOf(ruling)}`
  } else if (ruling.target !== null) {
    text = `${ruling.rule}${whom}: ${diceSum(ruling)} against ${ruling.target}+: ${resultOf(ruling)}`
  } else if (ruling.die === "coin") {
    // The result names the side ("tails: … win the toss"); the face number adds nothing.
    text = `${ruling.rule}${whom}: ${resultOf(ruling)}`
  } else {
    text = `${ruling.rule}${whom}: ${diceSum(ruling)}: ${resultOf(ruling)}`
  }
  return `${text}${notesOf(ruling)}${disputesOf(ruling)}`
}

/** What the event itself says, before the rules' outcomes. */
export const describeAction = (event: MatchEvent, names: Names): string => {
  const p = (id: string) => names.player(id)
  const t = (id: string) => names.team(id)
  switch (event._tag) {
    case "CoinTossCalled":
      return `${t(event.team)} call ${event.call}`
    case "KickOrReceiveChosen":
      return `${t(event.team)} choose to ${event.choice}`
    case "InducementUsed":
      return `${t(event.team)} use ${article(titled(event.inducement))}${event.player === undefined ? "" : ` on ${p(event.player)}`}${event.at === undefined ? "" : ` at ${at(event.at)}`}`
    case "PlayerPlaced":
      return event.at === null ? `${p(event.player)} goes back to the reserves` : `${p(event.player)} is placed on ${at(event.at)}`
    case "SetupEnded":
      return `${t(event.team)} finish setting up`
    case "LineOfScrimmageChosen":
      return event.line === "normal"
        ? `${t(event.team)} keep the painted line of scrimmage`
        : `${t(event.team)} move their line of scrimmage one row ${event.line === "back" ? "back" : "forward"}`
    case "KickAimed":
      return `${p(event.player)} kicks off, aiming at ${at(event.at)}`
    case "UncheckedStretch":
      return `Not checked by the rules${event.source === undefined ? "" : ` (${event.source})`}: ${event.reason}. The match goes on as the source recorded it`
    case "DeviationModified":
      return `${t(event.team)}'s Master of Ballistics changes the kick's ${event.die.toUpperCase()} by ${event.by > 0 ? "+" : ""}${event.by}`
    case "TouchbackGiven":
      return `Touchback: the ball goes to ${p(event.player)}`
    case "ActionDeclared": {
      const action = ACTION_NAMES[event.action] ?? titled(event.action)
      return `${p(event.player)} declares ${article(action)}${event.target === undefined ? "" : ` on ${p(event.target)}`}`
    }
    case "PlayerStoodUp":
      return `${p(event.player)} stands up`
    case "PlayerMoved":
      return `${p(event.player)} ${event.jump === true ? "jumps" : "moves"} to ${at(event.to)}`
    case "ActionEnded":
      return `${p(event.player)} ends the action`
    case "BlockThrown":
      return `${p(event.player)} blocks ${p(event.target)}`
    case "BlockDieChosen":
      return `Block die chosen: ${BLOCK_FACES[event.face] ?? String(event.face)}`
    case "PushChosen":
      return event.to === null ? `${p(event.player)} is pushed into the crowd` : `${p(event.player)} is pushed to ${at(event.to)}`
    case "FollowUpChosen":
      return event.follow ? `${p(event.player)} follows up` : `${p(event.player)} stays put`
    case "FoulCommitted":
      return `${p(event.player)} fouls ${p(event.target)}`
    case "PassAimed":
      return event.ricochet === true ? `${p(event.player)} throws the ball at the wall by ${at(event.at)} to ricochet` : `${p(event.player)} throws to ${at(event.at)}`
    case "HandedOff":
      return `${p(event.player)} hands off to ${p(event.target)}`
    case "TeamMateThrown":
      return `${p(event.player)} throws ${p(event.target)} to ${at(event.at)}`
    case "RerollUsed":
      return event.source === "team-reroll"
        ? `${t(event.team)} use a team re-roll`
        : event.source === "leader"
        ? `${t(event.team)} use the Leader re-roll`
        : `${event.player === undefined ? t(event.team) : p(event.player)} re-rolls with ${event.skill ?? "a skill"}`
    case "RerollDeclined":
      return `${t(event.team)} do not re-roll`
    case "SkillUsed":
      return `${p(event.player)} uses ${event.skill}${event.target === undefined ? "" : ` on ${p(event.target)}`}${event.at === undefined ? "" : ` at ${at(event.at)}`}`
    case "SkillDeclined":
      return `${p(event.player)} does not use ${event.skill}`
    case "ApothecaryUsed":
      return `${t(event.team)} send the apothecary to ${p(event.player)}`
    case "ApothecaryDeclined":
      return `${t(event.team)} keep the apothecary away from ${p(event.player)}`
    case "InjuryChosen":
      return `${p(event.player)} keeps the ${event.keep} casualty result`
    case "CallArgued":
      return `${t(event.team)} argue the call`
    case "ChoiceDeclined":
      return `${t(event.team)} decline ${words(event.choice)}`
    case "WeatherChosen":
      return `${t(event.team)} choose the weather: ${words(event.weather)}`
    case "PlayerDrawn":
      return `${p(event.player)} is drawn at random (${words(event.for)})`
    case "PlayerChosen":
      return `${t(event.team)} choose ${p(event.player)} (${words(event.for)})`
    case "TurnEnded":
      return `${t(event.team)} end their turn`
    case "MatchConceded":
      return `${t(event.team)} concede the match`
    case "AllianceBroken":
      return `${t(event.team)} break their alliance`
    case "AllianceMade":
      return `${event.teams.map(t).join(" and ")} make an alliance`
    case "SpecialPlayKept":
      return `${t(event.team)} keep the Special Plays card ${titled(event.card)}`
    case "SpecialPlayPlayed":
      return `${t(event.team)} play ${titled(event.card)}${event.player !== undefined ? ` on ${p(event.player)}` : ""}`
    case "GingerbreadHousePlaced":
      return `${t(event.team)} place a gingerbread house on ${event.squares.map((s) => `[${s[0]}, ${s[1]}]`).join(", ")}`
    case "DiceRolled": {
      const who = event.player !== undefined ? ` for ${p(event.player)}` : event.team !== undefined ? ` for ${t(event.team)}` : ""
      const faces = event.die === "block" ? event.faces.map((f) => BLOCK_FACES[f] ?? String(f)).join(", ") : event.faces.join("+")
      return `${titled(event.for)} roll${who}: ${faces}`
    }
  }
}

const STRENGTH_NOTE = /\(ST ([^()]*)\) blocks .*\(ST ([^()]*)\): (.*)$/

/** Merges the engine's note on the block's strengths into the BlockThrown line. */
const blockLine = (action: string, notes: Array<string>): string => {
  const i = notes.findIndex((note) => STRENGTH_NOTE.test(note))
  if (i < 0) return action
  const match = STRENGTH_NOTE.exec(notes[i]!)!
  notes.splice(i, 1)
  return `${action} (ST ${match[1]} v ${match[2]}): ${match[3]}`
}

const FOUL_NOTE = / fouls .*?(\[[^\]]*\])?$/

/** Merges the engine's note on the foul's assists into the FoulCommitted line. */
const foulLine = (action: string, notes: Array<string>): string => {
  const i = notes.findIndex((note) => FOUL_NOTE.test(note))
  if (i < 0) return action
  const assists = FOUL_NOTE.exec(notes[i]!)![1]
  notes.splice(i, 1)
  return assists === undefined ? action : `${action} ${assists}`
}

/** What one of the rules' outcomes adds to the line; null when it adds nothing. */
export const describeOutcome = (outcome: Exclude<Outcome, { _tag: "Ruling" }>, names: Names, replay: Replay, rulings: ReadonlyArray<Ruling>): string | null => {
  const rows = (row: string) => rulings.some((r) => r.row === row)
  switch (outcome._tag) {
    case "Turnover":
      return outcome.cause === "touchdown" ? null : `Turnover (${words(outcome.cause)})`
    case "Touchdown":
      return `TOUCHDOWN! ${names.player(outcome.player)} scores for ${names.teamAt(outcome.team)}`
    case "KnockedDown":
      return `${names.player(outcome.player)} goes down${outcome.at === null ? "" : ` on ${at(outcome.at)}`}`
    case "Injury": {
      const what = INJURY_WORDS[outcome.result] ?? `is ${words(outcome.result)}`
      const how = outcome.by !== null ? ` by ${names.player(outcome.by)}` : INJURY_CAUSES[outcome.cause] !== undefined ? ` ${INJURY_CAUSES[outcome.cause]}` : ""
      return `${names.player(outcome.player)} ${what}${how}`
    }
    case "KickOffEvent":
      return rows(outcome.result) ? null : `Kick-off: ${titled(outcome.result)}`
    case "WeatherSet":
      return rows(outcome.weather) ? null : `Weather: ${titled(outcome.weather)}`
    case "TeamTurnStarted":
      return `${names.teamAt(outcome.team)} turn ${outcome.turn} begins`
    case "DriveStarted":
      return `Drive ${outcome.drive} begins, ${names.teamAt(outcome.kickingTeam)} kick`
    case "DriveEnded":
      return `Drive ${outcome.drive} ends ${DRIVE_END[outcome.reason] ?? words(outcome.reason)}`
    case "HalfEnded":
      return `End of half ${outcome.half}`
    case "MatchEnded":
      return `Full time: ${outcome.score.map((score, i) => `${replay.match.header.teams[i]?.name ?? `team ${i + 1}`} ${score}`).join(", ")}`
    case "BlockDiceSet":
      // The block note already gives the strengths and the dice count.
      return null
    case "Note":
      return outcome.text
    case "Unchecked": {
      const scored = outcome.scored.flatMap((n, t) => (n > 0 ? [`${names.teamAt(t)} +${n}`] : []))
      return scored.length === 0 ? null : `Touchdowns in the unchecked stretch: ${scored.join(", ")}`
    }
  }
}

/** Notes that only repeat what the line already says. */
const redundantNote = (text: string, outcomes: ReadonlyArray<Outcome>): boolean =>
  text.startsWith("block result: ") || (text.startsWith("turnover: ") && outcomes.some((o) => o._tag === "Turnover"))

const kindsOf = (event: MatchEvent, before: MatchState, outcomes: ReadonlyArray<Outcome>): Array<EventKind> => {
  const kinds = new Set<EventKind>()
  if (event._tag === "DiceRolled") {
    kinds.add("dice")
    if (event.for === "block") kinds.add("blocks")
    if (INJURY_ROLLS.has(event.for)) kinds.add("injuries")
  }
  if (BLOCK_EVENTS.has(event._tag)) kinds.add("blocks")
  if (event._tag === "ApothecaryUsed" || event._tag === "ApothecaryDeclined" || event._tag === "InjuryChosen") kinds.add("injuries")
  if (DECISIONS.has(event._tag)) kinds.add("decisions")
  if (before.phase === "kick-off" || event._tag === "KickAimed") kinds.add("kick-off")
  if (event._tag === "UncheckedStretch") kinds.add("unchecked")
  for (const outcome of outcomes) {
    switch (outcome._tag) {
      case "Ruling":
        if (outcome.ruling.disputes.length > 0) kinds.add("disputes")
        break
      case "Injury":
        kinds.add("injuries")
        break
      case "KnockedDown":
        if (outcome.cause === "block") kinds.add("blocks")
        break
      case "Turnover":
        kinds.add("turnovers")
        break
      case "Touchdown":
        kinds.add("touchdowns")
        break
      case "KickOffEvent":
        kinds.add("kick-off")
        break
    }
  }
  return EVENT_KINDS.filter((kind) => kinds.has(kind))
}

/** "team re-roll", "Leader re-roll", "Dodge re-roll": the re-roll a RerollUsed event spends. */
const rerollName = (event: Extract<MatchEvent, { _tag: "RerollUsed" }>): string =>
  event.source === "team-reroll" ? "team re-roll" : event.source === "leader" ? "Leader re-roll" : `${event.skill ?? "skill"} re-roll`

/** Events between a step and the rolls it brings (the dice, re-rolls and skills used on them). */
const WITHIN_A_STEP = new Set<MatchEvent["_tag"]>(["DiceRolled", "RerollUsed", "RerollDeclined", "SkillUsed", "SkillDeclined"])

/**
 * The square a roll is taken on. A step's dodge and rush are rolled for the square stepped into,
 * but the rules keep the player on the square left until the rolls are made (a failed dodge
 * falls there), so for those the square is the step's, read off the log: the player's last
 * PlayerMoved before the roll, with only that step's rolls between. Any other roll: where the
 * player stands.
 */
const rollSquare = (replay: Replay, index: number, before: MatchState, ruling: Ruling): string | undefined => {
  if (ruling.player === null) return undefined
  if (MOVING_TESTS.has(slugOf(ruling.rule))) {
    for (let k = index - 1; k >= 0; k--) {
      const event = replay.events[k]!
      if (event._tag === "PlayerMoved") {
        if (event.player === ruling.player) return at(event.to)
        break
      }
      if (!WITHIN_A_STEP.has(event._tag)) break
    }
  }
  const player = before.players[replay.match.playerIndex.get(ruling.player) ?? -1]
  return player?.at == null ? undefined : at(player.at)
}

/**
 * Where a roll was taken and what it re-rolled, read off the log and the states: the player's
 * square before the roll, and, after a RerollUsed, the dice of the same rule's roll before it.
 */
const rollContext = (replay: Replay, index: number, before: MatchState, ruling: Ruling): RollContext => {
  const square = rollSquare(replay, index, before, ruling)
  const previous = replay.events[index - 1]
  if (previous?._tag !== "RerollUsed") return { square }
  for (let k = index - 2; k >= 0; k--) {
    if (replay.events[k]!._tag !== "DiceRolled") continue
    const replaced = replay.after(k).outcomes.find((o) => o._tag === "Ruling" && o.ruling.rule === ruling.rule && o.ruling.player === ruling.player)
    if (replaced === undefined || replaced._tag !== "Ruling") return { square }
    return { square, reroll: { name: rerollName(previous), replaced: replaced.ruling.dice } }
  }
  return { square }
}

/**
 * The event at `index` of the replay as one line a coach can read: where in the match it
 * happened (from the state before it), what was done, and what the rules made of it (from the
 * state after it). Reads the engine's rulings and outcomes; judges nothing itself.
 */
export const describeEvent = (replay: Replay, index: number): EventLine => {
  const event = replay.events[index]
  if (event === undefined) throw new RangeError(`no event at index ${index} (the replay has ${replay.events.length})`)
  const after = replay.after(index)
  const before = replay.before(index)
  const names = namesOf(replay)
  const outcomes = after.outcomes
  const rulings = outcomes.flatMap((o) => (o._tag === "Ruling" ? [o.ruling] : []))
  const team = event._tag === "DiceRolled" && event.team !== undefined ? names.team(event.team) : null

  const notes: Array<string> = []
  const others: Array<string> = []
  for (const outcome of outcomes) {
    if (outcome._tag === "Ruling") continue
    if (outcome._tag === "Note") {
      if (!redundantNote(outcome.text, outcomes)) notes.push(outcome.text)
      continue
    }
    // A new drive or team turn is the log's group header, not part of the line.
    if (outcome._tag === "DriveStarted" || outcome._tag === "TeamTurnStarted") continue
    const text = describeOutcome(outcome, names, replay, rulings)
    if (text !== null) others.push(text)
  }

  let head = describeAction(event, names)
  if (event._tag === "BlockThrown") head = blockLine(head, notes)
  if (event._tag === "FoulCommitted") head = foulLine(head, notes)
  const parts = event._tag === "DiceRolled" && rulings.length > 0
    ? rulings.map((ruling) => describeRuling(ruling, names, team, rollContext(replay, index, before, ruling)))
    : [head, ...rulings.map((ruling) => describeRuling(ruling, names, team))]
  parts.push(...notes, ...others)

  return {
    seq: event.seq,
    text: parts.join("; "),
    where: whereOf(names, before),
    kinds: kindsOf(event, before, outcomes),
    problem: rulings.some((ruling) => ruling.disputes.length > 0),
    unchecked: event._tag === "UncheckedStretch"
  }
}

/** The kinds of the event at `index` (what the event log's filter chips match), without describing it. */
export const eventKindsAt = (replay: Replay, index: number): Array<EventKind> => {
  const event = replay.events[index]
  if (event === undefined) throw new RangeError(`no event at index ${index} (the replay has ${replay.events.length})`)
  const after = replay.after(index)
  return kindsOf(event, replay.before(index), after.outcomes)
}

/**
 * A replay's lines, each described the first time it is asked for and kept: a view shows a few
 * rows of a match that may have hundreds of thousands of events, so opening one never describes
 * them all (issue 22: describing 800,000 events at once held the page for seconds).
 */
export interface EventLines {
  readonly length: number
  /** The line of the event at `index`. */
  at(index: number): EventLine
  /** How many lines have been described so far. */
  readonly described: number
}

const cache = new WeakMap<Replay, EventLines>()

/** The replay's lines, described lazily and once per replay (shared by every view of it). */
export const eventLines = (replay: Replay): EventLines => {
  let lines = cache.get(replay)
  if (lines === undefined) {
    const kept: Array<EventLine | undefined> = []
    let described = 0
    lines = {
      length: replay.events.length,
      at: (index) => {
        let line = kept[index]
        if (line === undefined) {
          line = describeEvent(replay, index)
          kept[index] = line
          described++
        }
        return line
      },
      get described() {
        return described
      }
    }
    cache.set(replay, lines)
  }
  return lines
}

/** Every event of the replay as a line (a report or a test's; views ask eventLines for the rows they show). */
export const describeAll = (replay: Replay): EventLine[] => {
  const lines = eventLines(replay)
  return Array.from({ length: lines.length }, (_, index) => lines.at(index))
}
