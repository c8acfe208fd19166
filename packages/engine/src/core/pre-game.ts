import { above } from "./above.js"
import { isExhibition, type Ringer } from "../model/ringers.js"
import { withState } from "../model/state.js"
import { FOLDED_WEATHER } from "./weather.js"
import type { DiceRolled, MatchEvent, MatchStarted } from "@sidelines/schema"
import type { MatchState, Weather } from "../model/state.js"
import { readTable } from "./variant/tables.js"
import type { DraftLimits } from "./variant/variant.js"
import { skillKey } from "../model/skills.js"
import {
  consumed,
  propagate,
  type Ctx,
  expectRoll,
  type Fold,
  type Handled,
  judge,
  note,
  replaceTop,
  setTeam,
  type StepHandler,
  sum,
  teamOf,
  unsupported,
  updateTop,
  violation
} from "./context.js"

/**
 * Before the first kick-off: each team's fan factor (D3 + dedicated fans, optional in a log),
 * then the weather (2D6), then the coin toss.
 */
export interface PreGameStep {
  readonly _tag: "PreGame"
  readonly fanFactorRolled: ReadonlyArray<boolean>
  /** The named hires both teams made are said (model/ringers.ts), once. */
  readonly ringersNoted?: boolean
}

/** The coin toss: a call, the coin, then the winner's choice to kick or receive. */
export interface CoinTossStep {
  readonly _tag: "CoinToss"
  readonly stage: "call" | "flip" | "choose"
  readonly caller: number | null
  readonly call: "heads" | "tails" | null
  readonly winner: number | null
}

export const preGameStep = (teams: number): PreGameStep => ({ _tag: "PreGame", fanFactorRolled: Array.from({ length: teams }, () => false) })

const coinToss: CoinTossStep = { _tag: "CoinToss", stage: "call", caller: null, call: null, winner: null }

const rollFanFactor = (ctx: Ctx, state: MatchState, step: PreGameStep, event: Extract<MatchEvent, { _tag: "DiceRolled" }>): Fold<Handled> => {
  const team = event.team === undefined ? undefined : ctx.match.teamIndex.get(event.team)
  if (team === undefined) return violation(ctx, "fan factor", "a fan-factor roll names the team it is for")
  if (step.fanFactorRolled[team]) return violation(ctx, "fan factor", `${teamOf(ctx, team).name} has already rolled for fan factor`)
  const rolled = expectRoll(ctx, event, "d3", "fan-factor", null, 1)
  if (rolled._tag === "Failure") return propagate(rolled)
  const fans = teamOf(ctx, team).dedicatedFans ?? 0
  // A stadium may add to it (a home stadium's +1 to the D3, Boisterous Rabble).
  const stadium = ctx.variant.fanFactorModifiers?.(team) ?? []
  // Death Zone's Cavorting Nurglings: +1 per swarm (inducements/other/other-inducements.ts).
  const modifiers = [...(fans === 0 ? [] : [{ value: fans, source: "dedicated fans" }]), ...stadium, ...above.nurglingModifiers(ctx.match.header, team)]
  const fanFactor = rolled.success.faces[0]! + modifiers.reduce((n, m) => n + m.value, 0)
  judge(ctx, {
    rule: "Fan Factor",
    roll: rolled.success,
    modifiers,
    total: fanFactor,
    result: `fan factor ${fanFactor}`
  })
  const rolledNow = step.fanFactorRolled.map((done, i) => done || i === team)
  return consumed(updateTop(setTeam(state, team, { fanFactor }), { ...step, fanFactorRolled: rolledNow }))
}

/** Why the header's teams break the variant's draft limits, one line each (none when they keep them). */
export const draftProblems = (limits: DraftLimits, header: MatchStarted): Array<string> => {
  const problems: Array<string> = []
  for (const team of header.teams) {
    const permanent = team.players.filter((player) => player.hired === undefined)
    const journeymen = team.players.filter((player) => player.hired === "journeyman").length
    if (permanent.length > limits.maxPlayers) problems.push(`${team.name} have ${permanent.length} permanent players; at most ${limits.maxPlayers} may be`)
    if (permanent.length + journeymen < limits.minPlayers) {
      problems.push(`${team.name} bring ${permanent.length + journeymen} players (journeymen included); at least ${limits.minPlayers} must be`)
    }
    // Sevens: a journeyman carries Loner (5+), not Blood Bowl's Loner (4+); the header must print it so.
    if (limits.journeymanLoner !== undefined) {
      const wanted = `Loner (${limits.journeymanLoner}+)`
      for (const journeyman of team.players.filter((player) => player.hired === "journeyman")) {
        const loner = [...journeyman.traits, ...journeyman.skills].find((printed) => skillKey(printed) === "loner")
        if (loner?.replace(/\s+/g, " ").trim() !== wanted) problems.push(`${team.name}'s journeyman ${journeyman.name} has ${loner ?? "no Loner"}; a journeyman here has ${wanted}`)
      }
    }
    // The Linemen: the players whose position is called a Lineman ("Lineman", "Skink Runner
    // Lineman"); where none is (Dwarf "Blocker"), the largest group of one position stands for them.
    const named = permanent.filter((player) => /\blinem[ae]n\b/iu.test(player.position)).length
    const byPosition = new Map<string, number>()
    for (const player of permanent) byPosition.set(player.position, (byPosition.get(player.position) ?? 0) + 1)
    const linemen = named > 0 ? named : Math.max(0, ...byPosition.values())
    if (permanent.length - linemen > limits.maxNotLinemen) {
      problems.push(`${team.name} have ${permanent.length - linemen} players who are not Linemen; at most ${limits.maxNotLinemen} may be`)
    }
    if (team.rerolls > limits.maxRerolls) problems.push(`${team.name} have ${team.rerolls} team re-rolls; at most ${limits.maxRerolls} may be bought`)
    if (team.staff.apothecary && !limits.apothecary) problems.push(`${team.name} have an apothecary; no apothecary may be hired`)
    if (team.staff.assistantCoaches > limits.maxAssistantCoaches) problems.push(`${team.name} have ${team.staff.assistantCoaches} assistant coaches; at most ${limits.maxAssistantCoaches} may be`)
    if (team.staff.cheerleaders > limits.maxCheerleaders) problems.push(`${team.name} have ${team.staff.cheerleaders} cheerleaders; at most ${limits.maxCheerleaders} may be`)
    if (team.teamValue !== undefined && team.teamValue > limits.budget) problems.push(`${team.name}'s team value is ${team.teamValue}; the draft budget is ${limits.budget}`)
    const induced = new Map<string, number>()
    for (const inducement of team.inducements) induced.set(inducement.id, (induced.get(inducement.id) ?? 0) + inducement.count)
    for (const [id, count] of induced) {
      const most = limits.inducements[id]
      if (most === undefined) problems.push(`${team.name} induce "${id}", which is not on the inducement list`)
      else if (count > most) problems.push(`${team.name} induce ${count} × "${id}"; at most ${most} may be`)
    }
  }
  return problems
}

/**
 * The inducements whose effects this engine folds: Bribes, Wandering Apothecaries, and the
 * temporary cheerleaders and assistant coaches for the kick-off contests.
 */
export const FOLDED_INDUCEMENTS: ReadonlySet<string> = new Set([
  "bribe", "wandering-apothecary", "temp-agency-cheerleaders", "part-time-assistant-coaches", "lesser-magic-potion", "superior-magic-potion",
  // Sevens' Desperate Measures; Gutter Bowl's Sawbones and Snack Stand (their variant folders).
  "desperate-measures", "sawbones", "snack-stand",
  // Blood Bowl (inducements/other/inducements.ts): kegs at KO recovery, the chef at each half, hired players as roster entries.
  "bloodweiser-kegs", "halfling-master-chef", "star-player", "mercenary",
  // Gutter Bowl's Novice Wizard (inducements/wizards/novice-wizard.ts): Firebolt and Transmutation.
  "novice-wizard",
  // Blood Bowl's Hireling Sports Wizard and Death Zone's wizards (inducements/wizards/wizard.ts, NAMED_WIZARDS); a wizard Death Zone does not name is refused (wizardProblem).
  "wizard",
  // Extra Team Training: a team re-roll each more per half (teamRerolls, inducements/other/inducements.ts).
  "extra-team-training",
  // Riotous Rookies: the extra Linemen are players of the header (journeymen for the match); nothing else happens in the match.
  "riotous-rookies",
  // The Mortuary Assistant and the Plague Doctor (inducements/staff/regeneration-staff.ts): a Regeneration re-roll; the doctor also treats a KO.
  "mortuary-assistant", "plague-doctor",
  // The ordinary Biased Referee (inducements/referees/biased-referee.ts) and Death Zone's four named ones (their own files); any other name stops as Unsupported (biasedRefereeProblem).
  "biased-referee",
  // The Weather Mage, at the start of one of the team's turns (inducements/wizards/weather-mage.ts).
  "weather-mage",
  // Josef Bugman, the core (In)Famous Coaching Staff, who plays (inducements/staff/infamous-staff.ts); any other stops as Unsupported.
  "infamous-coaching-staff",
  // Blood Bowl's Special Plays (rules/special-plays/): the pre-game draw; a card whose effect is not folded stops the fold when played.
  "special-play",
  // Death Zone's Cavorting Nurglings: Fan Factor and cheerleaders, +1 per swarm (inducements/other/other-inducements.ts).
  "cavorting-nurglings",
  // Death Zone's Waaagh! Drummer: 3D6 at each drive's start, a push back for each 4+ (inducements/other/waaagh-drummer.ts).
  "waaagh-drummer",
  // Death Zone's Dwarfen Runesmith: a rune for a player at each drive's start until one works (inducements/other/dwarfen-runesmith.ts).
  "dwarfen-runesmith",
  // Death Zone's Bottles of Heady Brew: each opened at the start of a drive, D3 Stunty players drink (inducements/other/heady-brew.ts).
  "bottles-of-heady-brew",
  // Death Zone's Medicinal Unguent: a Serious Injury back to the reserves for the game, once (inducements/other/medicinal-unguent.ts).
  "medicinal-unguent",
  // Death Zone's Master of Ballistics: a D3 at each of the team's kicks, D6−1 or a change to a deviation die (inducements/other/master-of-ballistics.ts).
  "master-of-ballistics",
  // Death Zone's Team Mascot: an extra team re-roll each half, used after a 5+ on its D6 (inducements/other/team-mascot.ts).
  "team-mascot",
  // Death Zone's Halfling Hot Pot: once a game after an opposition team turn (inducements/other/halfling-hot-pot.ts).
  "halfling-hot-pot"
])

/**
 * Inducements folded for Blood Bowl but still refused under a draft (Sevens): Sevens' Special
 * Plays have not been checked against the Sevens rulebook.
 */
const DRAFT_UNFOLDED: ReadonlySet<string> = new Set(["special-play"])

export const preGameHandler: StepHandler<PreGameStep> = {
  // Fan factor comes first when a log records it (logs from other programs may not).
  expects: (step, state, match) => {
    // A variant with several pitches, none named in the header: the roll that chooses comes first.
    const choice = match.variant.pitches
    if (choice !== null && state.venue === undefined) return { kind: "roll", die: choice.roll.die, for: choice.roll.for, player: null }
    const team = step.fanFactorRolled.indexOf(false)
    return team >= 0
      ? { kind: "roll", die: "d3", for: "fan-factor", player: null, team }
      : { kind: "roll", die: "2d6", for: "weather", player: null }
  },
  on: (ctx, state, step, event) => {
    // A named coach, wizard or referee both teams hired: said once, as the pre-game starts (model/ringers.ts).
    if (step.ringersNoted !== true && ctx.match.ringers.length > 0) {
      for (const ringer of ctx.match.ringers) note(ctx, ringerNote(ctx, ringer))
      step = { ...step, ringersNoted: true }
      state = updateTop(state, step)
    }
    // Staff only a team with a given special rule may induce (the Mortuary Assistant, the Plague Doctor).
    const staff = above.staffProblem(ctx.match.header)
    if (staff !== null) return violation(ctx, "inducements", staff)
    // Death Zone's Other Inducements only some teams may buy (inducements/other/other-inducements.ts).
    const other = above.otherInducementProblem(ctx.match.header, ctx.variant.inducements)
    if (other !== null) return violation(ctx, "inducements", other)
    // The teams must keep the variant's draft limits before anything is played.
    if (ctx.variant.draft !== null) {
      const problems = draftProblems(ctx.variant.draft, ctx.match.header)
      if (problems.length > 0) return violation(ctx, "draft", `the teams break the ${ctx.variant.name} draft limits: ${problems.join("; ")}`)
      // An inducement on the list whose effect this engine does not fold would be folded wrong.
      for (const team of ctx.match.header.teams) {
        const missing = team.inducements.find((inducement) => !FOLDED_INDUCEMENTS.has(inducement.id) || DRAFT_UNFOLDED.has(inducement.id))
        if (missing !== undefined) return unsupported(ctx, `inducement: ${missing.id}`, `${team.name} induce "${missing.id}"; this engine does not fold that inducement yet`)
      }
    }
    // A variant with an inducement list and no draft (Blood Bowl): an inducement off the list, or
    // one whose effect this engine does not fold, would be folded wrong; hired players are Loners.
    if (ctx.variant.draft === null && ctx.variant.inducements !== undefined) {
      for (const team of ctx.match.header.teams) {
        // An inducement with nothing to fold in a match (a Side Bet) is accepted as it is.
        const missing = team.inducements.find((inducement) => !FOLDED_INDUCEMENTS.has(inducement.id) && !Object.hasOwn(above.NO_MATCH_EFFECT, inducement.id))
        if (missing !== undefined) {
          const listed = missing.id in ctx.variant.inducements
          return unsupported(ctx, `inducement: ${missing.id}`, `${team.name} induce "${missing.id}"; ${listed ? "this engine does not fold that inducement yet" : `it is not on the ${ctx.variant.name} inducement list this engine knows`}`)
        }
      }
      const wizard = above.wizardProblem(ctx.match.header)
      if (wizard !== null) return unsupported(ctx, "inducement: wizard", wizard)
      const wizardTeam = above.wizardEligibilityProblem(ctx.match.header)
      if (wizardTeam !== null) return violation(ctx, "inducements", wizardTeam)
      const referee = above.biasedRefereeProblem(ctx.match.header)
      if (referee !== null) return referee.unsupported ? unsupported(ctx, "inducement: biased-referee", referee.reason) : violation(ctx, "inducements", referee.reason)
      const coachingStaff = above.coachingStaffProblem(ctx.match.header)
      if (coachingStaff !== null) return coachingStaff.unsupported ? unsupported(ctx, "inducement: infamous-coaching-staff", coachingStaff.reason) : violation(ctx, "hired players", coachingStaff.reason)
      const hired = above.hiredProblem(ctx.match.header)
      if (hired !== null) return violation(ctx, "hired players", hired)
    }
    const choice = ctx.match.variant.pitches
    if (choice !== null && state.venue === undefined) {
      const rolled = expectRoll(ctx, event, choice.roll.die, choice.roll.for, null, 1)
      if (rolled._tag === "Failure") return propagate(rolled)
      const pitch = choice.roll.pitch(rolled.success.faces[0]!)
      const names = ctx.match.header.teams.map((team) => team.name)
      judge(ctx, choice.ruling !== undefined
        ? { rule: choice.ruling.rule, roll: rolled.success, result: choice.ruling.result(pitch, names) }
        : { rule: "Pitch", roll: rolled.success, result: `the match is played on the ${pitch} pitch` })
      return consumed(withState(state, { venue: pitch }))
    }
    if (event._tag === "DiceRolled" && event.for === "fan-factor") return rollFanFactor(ctx, state, step, event)
    const rolled = expectRoll(ctx, event, "2d6", "weather", null, 2)
    if (rolled._tag === "Failure") return propagate(rolled)
    const weather = judgeWeather(ctx, rolled.success, "Weather")
    if (!FOLDED_WEATHER.has(weather)) return unsupportedWeather(ctx, weather)
    // A variant's inducements that roll before the coin toss (Sevens' Desperate Measures), then Blood Bowl's underdog prayers.
    const inducements = ctx.variant.hooks?.inducementSteps?.(ctx, state) ?? []
    // Blood Bowl's Special Plays: the cards are drawn in the Inducements step, and the pre-game
    // cards played after the prayers, before the coin toss (rules/special-plays/).
    const header = ctx.match.header
    const cards = above.anySpecialPlays(header) ? [...above.specialPlayDraws(header)] : []
    const window = cards.length > 0 ? [above.preGameWindow()] : []
    // Schielund Scharlitan and Professor Frönkelheim pick their players after the Inducements step (inducements/staff/staff-picks.ts).
    return consumed(replaceTop(withState(state, { weather }), ...inducements, ...cards, ...above.preGamePrayersStep(ctx.variant, header), ...window, ...above.staffPicks(header), ...above.ayleenSteps(header), coinToss))
  }
}

export const coinTossHandler: StepHandler<CoinTossStep> = {
  expects: (step) =>
    step.stage === "call"
      ? { kind: "decision", team: null, events: ["CoinTossCalled"], about: "call the coin toss" }
      : step.stage === "flip"
      ? { kind: "roll", die: "coin", for: "coin-toss", player: null }
      : { kind: "decision", team: step.winner, events: ["KickOrReceiveChosen"], about: "kick or receive" },
  on: (ctx, state, step, event) => {
    switch (step.stage) {
      case "call": {
        if (event._tag !== "CoinTossCalled") return violation(ctx, "coin toss", `the coin toss must be called first, not ${event._tag}`)
        const caller = ctx.match.teamIndex.get(event.team)!
        return consumed(updateTop(state, { ...step, stage: "flip", caller, call: event.call }))
      }
      case "flip": {
        const rolled = expectRoll(ctx, event, "coin", "coin-toss", null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const side = rolled.success.faces[0] === 1 ? "heads" : "tails"
        const callerWins = side === step.call
        const caller = step.caller!
        const teams = ctx.match.teamIds.length
        const against = ctx.variant.rules.tossWinnerAgainst
        const winner = callerWins ? caller : against !== undefined ? against(caller, teams) : ctx.match.teamIds.findIndex((_, i) => i !== caller)
        judge(ctx, { rule: "Coin toss", roll: rolled.success, result: `${side}: ${teamOf(ctx, winner).name} win the toss` })
        return consumed(updateTop(state, { ...step, stage: "choose", winner }))
      }
      case "choose": {
        if (event._tag !== "KickOrReceiveChosen") return violation(ctx, "coin toss", `the toss winner chooses to kick or receive, not ${event._tag}`)
        const team = ctx.match.teamIndex.get(event.team)!
        if (team !== step.winner) return violation(ctx, "coin toss", `${teamOf(ctx, step.winner!).name} won the toss and choose, not ${teamOf(ctx, team).name}`)
        const kicker = ctx.variant.rules.kickerWhenReceiving
        const kicking = event.choice === "kick" ? team : kicker !== undefined ? kicker(team, ctx.match.teamIds.length) : ctx.match.teamIds.findIndex((_, i) => i !== team)
        return consumed(replaceTop(withState(state, {firstKickingTeam: kicking }), { _tag: "StartHalf", half: 1 }))
      }
    }
  }
}

/** A weather whose effect this engine does not fold yet stops the fold (core/weather.ts). */
export const unsupportedWeather = <A>(ctx: Ctx, weather: Weather): Fold<A> =>
  unsupported(ctx, `weather: ${weather}`, `the weather is ${weather.replaceAll("-", " ")}; this engine does not fold that weather's effect yet`)

/**
 * Reads a 2D6 weather roll on the variant's weather table, records the ruling (a claimed row
 * may be trusted) and the new weather; used before the match and by Changing Weather.
 */
export const judgeWeather = (ctx: Ctx, roll: DiceRolled, rule: string): Weather => {
  const total = sum(roll.faces)
  const weatherRow = readTable(ctx.variant.tables.weather, total)
  const { row } = judge(ctx, { rule, roll, total, row: weatherRow.id, result: weatherRow.name })
  const weather = (ctx.variant.tables.weather.find((r) => r.id === row) ?? weatherRow).id
  ctx.outcomes.push({ _tag: "WeatherSet", weather })
  return weather
}

/** What a named hire both teams made means for this match. */
const ringerNote = (ctx: Ctx, ringer: Ringer): string => {
  const teams = ringer.teams.map((t) => ctx.match.header.teams[t]!.name).join(" and ")
  return isExhibition(ctx.match.header)
    ? `${teams} both hired ${ringer.name}: in an exhibition both may use them`
    : `${teams} both hired ${ringer.name}: in a league match neither may use them (they keep both fees; options.exhibition says a match is an exhibition)`
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../model/step.js" {
  interface StepKinds {
    "core/pre-game": CoinTossStep | PreGameStep
  }
}
