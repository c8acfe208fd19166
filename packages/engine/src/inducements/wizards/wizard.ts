import { HORATIO } from "../../model/ringers.js"
import type { MatchEvent, MatchStarted, Square } from "@sidelines/schema"
import { characteristic, type Match } from "../../model/match.js"
import { D8_DIRECTIONS, distance, step as move } from "../../model/square.js"
import { addGain, type Gain, type MatchState, withState } from "../../model/state.js"
import { broughtByAnyone } from "../../model/in-play.js"
import { opposed } from "../../core/variant/variant.js"
import { consumed, type Ctx, expectRoll, type Fold, type Handled, judge, nameOf, note, passOn, pop, propagate, replaceTop, setPlayer, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import { untilEndOfGame } from "../../core/effects.js"
import { isFrog, transmute, ZAP } from "./frog.js"
import { induced } from "../other/inducements.js"
import type { KnockDownStep } from "../../core/knock-down.js"
import { hasCast, spellAnswer, spendSpell } from "./spell-casting.js"
import { catapult } from "../../skills/throw-team-mate.js"
import { castMore, isMoreSpell, isMoreStage, MORE_RULES, MORE_SPELLS, type MoreStage, moreExpects, onMore } from "./wizard-spells.js"

/**
 * Blood Bowl 2020's Hireling Sports Wizard (the `wizard` inducement; also the free wizard of the
 * Sevens Desperate Measure Magic Scroll). Facts from FFB (christerk/ffb: bb2020 StepWizard,
 * StepSpecialEffect, DiceInterpreter.isSpecialEffectSuccesful, InjuryTypeFireball, the client's
 * WizardLogicModule) and Jervis (HirelingSportsWizard: Fireball and Zap!).
 *
 * Once per game the wizard casts one of two spells, between two team turns of a drive: when a team
 * turn ends (turnover or not), first the team whose turn it was may cast ("at the start of the
 * opposition's turn"), then the other team ("after the opposition's turn has ended"). The cast is
 * an `InducementUsed`:
 *
 * - Fireball (`"fireball"`, `at` the target square): the square must be on the pitch with a
 *   Standing opposition player in it or next to it. Each Standing player of either team in the
 *   target square or the eight around it rolls a D6 (`spell`, the player's), in header order: on
 *   4+ they are hit and Knocked Down, and the armour or injury roll gets +1 (where it makes the
 *   difference, as Mighty Blow's). No turnover: it is between turns.
 * - Zap! (`"zap"`, `player` the target): any opposition player on the pitch who is not a frog
 *   already. A D6 (`spell`, the target's): a 6 always works, a 1 never, otherwise it works when it
 *   is at least the target's ST. The target becomes a frog until the end of the drive (inducements/wizards/frog.ts);
 *   a ball they held bounces.
 *
 * The coach turns the offer down with `ChoiceDeclined` `"wizard"`, or just goes on.
 *
 * Death Zone's team-specific wizards (BBBase docs/bb2020/death_zone/new_inducements.md, with its
 * errata: these spells too are cast as a team turn ends, before the next begins), named in the
 * header's `wizard` inducement, each only for a team with a special rule that allows it
 * (`wizardEligibilityProblem`). Neither FFB nor Jervis encodes their spells (Jervis only names them,
 * WizardType); the readings are ours:
 *
 * - The Ogre Firebelly: Fireball (as above) or Column of Fire (`"column-of-fire"`, `at` a square
 *   on a sideline): the column runs straight across to the other sideline; each Standing player
 *   of either team in it rolls a D6 (`spell`), nearest the start first: 4+ Knocked Down, +1.
 * - The Warlock Engineer: Thunderbolt (`"thunderbolt"`, `player` a Standing opposition player on
 *   the pitch: 3+ Knocked Down, +1) or Warp Lightning (as Column of Fire, 3+; after each hit's
 *   armour and injury, one more D6 `spell` for that player: a 1 earths the bolt and nobody further
 *   along rolls).
 * - The Wicked Witch: Zap! (as above) or Plague of Warts (`"plague-of-warts"`, `player` any
 *   opposition player on the pitch: 3+ and, until the end of the drive, MA, ST and AG 1 worse
 *   with Disturbing Presence and Foul Appearance).
 * - The Druchii Sports Sorceress: Thunderbolt or One Thousand Cuts (as Plague of Warts, no skills).
 *   The two curses are cast "at the start of the opposition's team turn" only, and are read as the
 *   Hireling's spells are: offered as the casting team's own turn ends, not after the opposition's.
 * - The Night Goblin Shaman: Foot of Gork (`"foot-of-gork"`, a Standing opposition player: 3–5
 *   Knocked Down, +1; a 6 kicks them into a terrible throw: `catapult`, skills/throw-team-mate.ts)
 *   or Spore Cloud (a curse on a Standing opposition player: 2+, Loner (5+) and Really Stupid).
 * - Horatio X. Schottenheim (named, any team): "Take This! Oooops…" (`"take-this-ooops"`, `at`
 *   any square on the pitch): the square strays by a D8 direction then a D3 distance (`spell`
 *   rolls, no player; our order, that of a kick's scatter), then a Fireball there, 4+ — with no
 *   need for anyone near the square.
 *
 * - The Chaos Sorcerer (Thunderbolt or Rampant Mutation), the Asur High Mage (Temporal Distortion
 *   or Thunderbolt), the Slann Mage-Priest (Temporal Distortion, Tectonic Shift or Reality Blinks),
 *   the Horticulturalist of Nurgle (Vigorous Growth or Strange Flora, whose nominated players roll
 *   here as for a Thunderbolt) and the Sports Necrotheurge (Incorporeal or Vanhalable's Danse
 *   Macabre): their other spells are inducements/wizards/wizard-spells.ts.
 *
 * Our readings (those of FFB): no spell after a touchdown or the half's last team turn, nor before
 * a drive's first turn; a player already Prone or Stunned is not touched by a Fireball. A wizard
 * Death Zone does not name (a header `wizard` inducement with another `name`) is refused as
 * Unsupported (`wizardProblem`). NAMED_WIZARDS gives the catalogue one row per Death Zone wizard.
 */
export interface WizardStep {
  readonly _tag: "Wizard"
  /** The casting team. */
  readonly team: number
  /** `strike`: the players hit by a spell that knocks down roll in turn; `earthing`: Warp Lightning's D6 after a hit. */
  readonly stage: "offer" | "strike" | "earthing" | "zap" | "curse" | "aim" | MoreStage
  /** Horatio's aim: the square chosen, then the D8 direction once rolled (the D3 distance follows). */
  readonly aim?: { readonly at: Square; readonly direction: number | null }
  /**
   * Whether the casting team's own turn just ended, so the opposition's turn comes next: only then
   * may a spell cast "at the start of the opposition's team turn" alone be cast (Plague of Warts,
   * One Thousand Cuts), as the Hireling's spells are read (FFB).
   */
  readonly opening?: boolean
  /** The spell being resolved (null while offered). */
  readonly spell: Spell | null
  /** The players in the spell's reach still to roll, in order (`earthing`: the one just hit, then the rest). */
  readonly pending: ReadonlyArray<string>
  /** Zap!: the target. */
  readonly target: string | null
  /** Rules/wizard-spells.ts: the players or skills chosen so far (Reality Blinks, Strange Flora, Rampant Mutation). */
  readonly chosen?: ReadonlyArray<string>
  /** Strange Flora: how many players its D3 lets the coach nominate. */
  readonly count?: number
  /** Strange Flora: the target square. */
  readonly at?: Square
}

export const WIZARD = "wizard"
const SPELLS = ["fireball", "zap", "thunderbolt", "column-of-fire", "warp-lightning", "plague-of-warts", "one-thousand-cuts", "take-this-ooops", "foot-of-gork", "spore-cloud", ...MORE_SPELLS] as const
type Spell = (typeof SPELLS)[number]

/** The spells that knock down whom they hit: the D6 each target needs, and the name the ruling gives. */
type Curse = "plague-of-warts" | "one-thousand-cuts" | "spore-cloud"
type Strike = "fireball" | "take-this-ooops" | "foot-of-gork" | "thunderbolt" | "column-of-fire" | "warp-lightning" | "strange-flora"

/**
 * The curses cast at the start of the opposition's team turn on an opposition player on the pitch
 * (Spore Cloud: a Standing one): on `needs`+ and until the end of the drive, MA, ST and AG are 1
 * worse (AG 3+ becomes 4+) where `weaken`, with these skills besides.
 */
const CURSES: Readonly<Record<Curse, { readonly rule: string; readonly skills: ReadonlyArray<string>; readonly needs: number; readonly weaken: boolean; readonly standing: boolean }>> = {
  "plague-of-warts": { rule: "Plague of Warts", skills: ["Disturbing Presence", "Foul Appearance"], needs: 3, weaken: true, standing: false },
  "one-thousand-cuts": { rule: "One Thousand Cuts", skills: [], needs: 3, weaken: true, standing: false },
  "spore-cloud": { rule: "Spore Cloud", skills: ["Loner (5+)", "Really Stupid"], needs: 2, weaken: false, standing: true }
}
const isCurse = (spell: Spell): spell is Curse => spell in CURSES

const STRIKES: Readonly<Record<Strike, { readonly needs: number; readonly rule: string }>> = {
  fireball: { needs: 4, rule: "Fireball" },
  // Horatio's fireball, once its square has scattered.
  "take-this-ooops": { needs: 4, rule: "Fireball" },
  // 3–5 stomps (Knocked Down, +1); a 6 kicks the player into a terrible throw (skills/throw-team-mate.ts `catapult`).
  "foot-of-gork": { needs: 3, rule: "Foot of Gork" },
  thunderbolt: { needs: 3, rule: "Thunderbolt" },
  "column-of-fire": { needs: 4, rule: "Column of Fire" },
  "warp-lightning": { needs: 3, rule: "Warp Lightning" },
  // Horticulturalist of Nurgle: the nominated players (inducements/wizards/wizard-spells.ts) roll as for a Thunderbolt.
  "strange-flora": { needs: 3, rule: "Strange Flora" }
}

/**
 * The wizards folded here, by the header's `name` (none: the Hireling Sports Wizard), and their two
 * spells. Death Zone's team-specific wizards (BBBase docs/bb2020/death_zone/new_inducements.md, with
 * its errata: these spells are cast as a team turn ends, before the next begins, as the Hireling's).
 */
const WIZARDS: ReadonlyArray<{ readonly name: RegExp; readonly title: string; readonly spells: ReadonlyArray<Spell>; readonly specialRules?: ReadonlyArray<string> }> = [
  { name: /^hireling sports[- ]wizard$/iu, title: "Hireling Sports Wizard", spells: ["fireball", "zap"] },
  { name: /^ogre firebelly$/iu, title: "Ogre Firebelly", spells: ["fireball", "column-of-fire"], specialRules: ["Badlands Brawl"] },
  { name: /^warlock engineer$/iu, title: "Warlock Engineer", spells: ["thunderbolt", "warp-lightning"], specialRules: ["Underworld Challenge"] },
  { name: /^wicked witch$/iu, title: "Wicked Witch", spells: ["zap", "plague-of-warts"], specialRules: ["Old World Classic", "Sylvanian Spotlight", "Underworld Challenge"] },
  // "Favoured of…": any of the Favoured of Chaos rules (Favoured of Nurgle, of Khorne…).
  // The one named wizard, available to any team; a single spell.
  { name: HORATIO, title: "Horatio X. Schottenheim", spells: ["take-this-ooops"] },
  { name: /^night goblin shaman$/iu, title: "Night Goblin Shaman", spells: ["foot-of-gork", "spore-cloud"], specialRules: ["Badlands Brawl", "Underworld Challenge"] },
  { name: /^druchii sports sorceress$/iu, title: "Druchii Sports Sorceress", spells: ["thunderbolt", "one-thousand-cuts"], specialRules: ["Elven Kingdoms League", "Favoured of"] },
  // inducements/wizards/wizard-spells.ts: the spells that neither knock down nor curse.
  { name: /^chaos sorcerer$/iu, title: "Chaos Sorcerer", spells: ["thunderbolt", "rampant-mutation"], specialRules: ["Favoured of", "Underworld Challenge"] },
  { name: /^asur high mage$/iu, title: "Asur High Mage", spells: ["temporal-distortion-forwards", "temporal-distortion-backwards", "thunderbolt"], specialRules: ["Elven Kingdoms League"] },
  { name: /^slann mage[- ]priest$/iu, title: "Slann Mage-Priest", spells: ["temporal-distortion-forwards", "temporal-distortion-backwards", "tectonic-shift", "reality-blinks"], specialRules: ["Lustrian Superleague"] },
  { name: /^horticulturalist of nurgle$/iu, title: "Horticulturalist of Nurgle", spells: ["vigorous-growth", "strange-flora"], specialRules: ["Favoured of Nurgle", "Underworld Challenge"] },
  { name: /^sports necrotheurge$/iu, title: "Sports Necrotheurge", spells: ["incorporeal", "danse-macabre"], specialRules: ["Sylvanian Spotlight"] }
]

/**
 * Every Death Zone wizard, and whether the fold knows all its spells; the catalogue lists one row
 * each (`inducement:wizard/<name>`), the Hireling Sports Wizard being the `wizard` row itself.
 */
export const NAMED_WIZARDS: ReadonlyArray<{ readonly name: string; readonly folded: boolean }> = [
  { name: "Chaos Sorcerer", folded: true },
  { name: "Druchii Sports Sorceress", folded: true },
  { name: "Asur High Mage", folded: true },
  { name: "Slann Mage-Priest", folded: true },
  { name: "Horticulturalist of Nurgle", folded: true },
  { name: "Sports Necrotheurge", folded: true },
  { name: "Wicked Witch", folded: true },
  { name: "Warlock Engineer", folded: true },
  { name: "Ogre Firebelly", folded: true },
  // Foot of Gork's 6 throws its victim as a terrible throw (`catapult`, skills/throw-team-mate.ts).
  { name: "Night Goblin Shaman", folded: true },
  { name: "Horatio X. Schottenheim", folded: true }
]

/** Whether a team's special rules include one of `allowed` ("Favoured of" stands for any Favoured of …). */
const allows = (allowed: ReadonlyArray<string>, rules: ReadonlyArray<string> | undefined): boolean =>
  (rules ?? []).some((rule) => allowed.some((a) => (a === "Favoured of" ? /^favoured of\b/iu.test(rule) : rule === a)))
const HIRELING = WIZARDS[0]!

/** The wizard `team` induced (the Hireling when unnamed), or undefined for one not folded here. */
const wizardOf = (header: MatchStarted, team: number) => {
  const inducement = header.teams[team]!.inducements.find((i) => i.id === WIZARD)
  return inducement?.name === undefined ? HIRELING : WIZARDS.find((w) => w.name.test(inducement.name!))
}

/** Why the header's wizards cannot be folded (a named or team-specific wizard), or null. */
export const wizardProblem = (header: MatchStarted): string | null => {
  for (const team of header.teams) {
    const named = team.inducements.find((inducement) => inducement.id === WIZARD && inducement.name !== undefined && !WIZARDS.some((w) => w.name.test(inducement.name!)))
    if (named !== undefined) {
      return `${team.name} induce the wizard ${named.name}; this engine folds only the ${WIZARDS.map((w) => w.title).join(", ")}, not other named or team-specific wizards`
    }
  }
  return null
}

/** Why a team induces a team-specific wizard without the special rule that allows it, or null. */
export const wizardEligibilityProblem = (header: MatchStarted): string | null => {
  for (const [t, team] of header.teams.entries()) {
    const rules = wizardOf(header, t)?.specialRules
    if (!team.inducements.some((inducement) => inducement.id === WIZARD) || rules === undefined || allows(rules, team.specialRules)) continue
    const has = team.specialRules === undefined || team.specialRules.length === 0 ? "none" : team.specialRules.join(", ")
    return `${team.name} induce the ${wizardOf(header, t)!.title}, which only a team with ${rules.map((r) => `'${r}${r === "Favoured of" ? "…" : ""}'`).join(" or ")} special rule may (their specialRules: ${has})`
  }
  return null
}

/** The mark of a team given a Hireling Sports Wizard during the pre-game (Sevens' Magic Scroll). */
const given = (team: number): string => untilEndOfGame(`hireling-sports-wizard:${team}`)
const GIVEN = untilEndOfGame("hireling-sports-wizard:")

/** `team` gains a Hireling Sports Wizard for the match. */
export const giveWizard = (state: MatchState, team: number): MatchState =>
  state.kickOffEffects.includes(given(team)) ? state : withState(state, { kickOffEffects: [...state.kickOffEffects, given(team)] })

const hasWizard = (ctx: Ctx, state: MatchState, team: number): boolean =>
  induced(ctx.match, team, WIZARD) > 0 || state.kickOffEffects.includes(given(team))

/**
 * The wizards' offers as `team`'s turn ends and the drive goes on: `team`'s own first, then each
 * team opposed to it, for each that has a wizard yet to cast.
 */
export const wizardOffers = (ctx: Ctx, state: MatchState, team: number): ReadonlyArray<WizardStep> =>
  // No team brought a wizard and none was given one: nothing to offer, no team to look through.
  !broughtByAnyone(ctx.match.inPlay, WIZARD) && !state.kickOffEffects.some((effect) => effect.startsWith(GIVEN)) ? [] : [team, ...state.teams.map((_, t) => t).filter((t) => t !== team && opposed(ctx.variant, t, team))]
    .filter((t) => hasWizard(ctx, state, t) && !hasCast(state, WIZARD, t))
    .map((t) => ({ _tag: "Wizard", team: t, stage: "offer", spell: null, pending: [], target: null, opening: t === team }))

/** The Standing players on the pitch in the square `at` or next to it, in header order. */
const inBlast = (state: MatchState, at: Square) =>
  state.players.filter((player) => player.at !== null && player.posture === "standing" && distance(player.at, at) <= 1)

/**
 * The Standing players in the path of a Column of Fire or Warp Lightning from `at`, a square by a
 * sideline, straight across to the other sideline: nearest the start first.
 */
const inPath = (state: MatchState, at: Square) =>
  state.players
    .filter((player) => player.at !== null && player.posture === "standing" && player.at[0] === at[0])
    .sort((a, b) => Math.abs(a.at![1] - at[1]) - Math.abs(b.at![1] - at[1]))

const knockDown = (player: string, source: string): KnockDownStep => ({
  _tag: "KnockDown",
  player,
  at: null,
  cause: "other",
  by: null,
  bonus: { skill: source, value: 1, source },
  turnover: null
})

/** Zap! works on a 6, never on a 1, and otherwise on at least the target's ST. */
export const zapNeeds = (strength: number): number => Math.min(6, Math.max(2, strength))

const ruleOf = (spell: Spell): string =>
  spell === "zap" ? "Zap!" : spell === "take-this-ooops" ? "\"Take This! Oooops…\"" : isCurse(spell) ? CURSES[spell].rule : spell === "strange-flora" || !isMoreSpell(spell) ? STRIKES[spell].rule : MORE_RULES[spell]

const about = (match: Match, team: number): string => {
  const wizard = wizardOf(match.header, team) ?? HIRELING
  return `the ${wizard.title} may cast ${[...new Set(wizard.spells.map(ruleOf))].join(" or ")} (optional, once per game)`
}

export const wizardHandler: StepHandler<WizardStep> = {
  expects: (step, _state, match) =>
    isMoreStage(step.stage)
      ? moreExpects(step)
      : step.stage === "offer"
      ? { kind: "decision", team: step.team, events: ["InducementUsed", "ChoiceDeclined"], about: about(match, step.team) }
      : step.stage === "aim"
        ? { kind: "roll", die: step.aim!.direction === null ? "d8" : "d3", for: "spell", player: null }
        : { kind: "roll", die: "d6", for: "spell", player: step.stage === "zap" || step.stage === "curse" ? step.target : step.pending[0]! },
  on: (ctx, state, step, event) => {
    if (isMoreStage(step.stage)) return onMore(ctx, state, step, event)
    switch (step.stage) {
      case "offer":
        return offer(ctx, state, step, event)
      case "strike": {
        const strike = STRIKES[step.spell as Strike]
        const player = step.pending[0]!
        const rolled = expectRoll(ctx, event, "d6", "spell", player, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        if (step.spell === "foot-of-gork" && face === 6) {
          // Kicked: catapulted as a terrible Throw Team-mate whatever their ST (skills/throw-team-mate.ts `catapult`).
          judge(ctx, { rule: strike.rule, player, roll: rolled.success, target: strike.needs, total: face, success: true, needed: strike.needs, result: `${nameOf(ctx, player)} is kicked by the Foot of Gork: catapulted as a terrible throw` })
          return consumed(catapult(ctx, pop(state), player, strike.rule))
        }
        const hit = face >= strike.needs
        judge(ctx, {
          rule: strike.rule,
          player,
          roll: rolled.success,
          target: strike.needs,
          total: face,
          success: hit,
          needed: strike.needs,
          result: hit ? `${nameOf(ctx, player)} is hit and Knocked Down (+1 to the armour or injury roll)` : `${nameOf(ctx, player)} escapes the ${strike.rule}`
        })
        const rest = step.pending.slice(1)
        if (hit && step.spell === "warp-lightning") {
          // After the hit's armour and injury, the bolt may earth through the player (rules' D6, 1).
          return consumed(replaceTop(state, knockDown(player, strike.rule), { ...step, stage: "earthing" }))
        }
        const next = rest.length === 0 ? [] : [{ ...step, pending: rest }]
        if (!hit) return consumed(replaceTop(state, ...next))
        return consumed(replaceTop(state, knockDown(player, strike.rule), ...next))
      }
      case "earthing": {
        const player = step.pending[0]!
        const rolled = expectRoll(ctx, event, "d6", "spell", player, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const rest = step.pending.slice(1)
        const earthed = face === 1
        judge(ctx, {
          rule: "Warp Lightning",
          player,
          roll: rolled.success,
          target: 2,
          total: face,
          success: !earthed,
          needed: 2,
          notes: ["after a hit, a 1 earths the bolt through the player"],
          result: earthed ? `the Warp Lightning is earthed through ${nameOf(ctx, player)}` : rest.length === 0 ? "the Warp Lightning goes on, but nobody else stands in its path" : "the Warp Lightning goes on along its path"
        })
        if (earthed || rest.length === 0) return consumed(pop(state))
        return consumed(updateTop(state, { ...step, stage: "strike", pending: rest }))
      }
      case "aim": {
        const aim = step.aim!
        if (aim.direction === null) {
          const rolled = expectRoll(ctx, event, "d8", "spell", null, 1)
          if (rolled._tag === "Failure") return propagate(rolled)
          return consumed(updateTop(state, { ...step, aim: { ...aim, direction: rolled.success.faces[0]! } }))
        }
        const rolled = expectRoll(ctx, event, "d3", "spell", null, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const squares = rolled.success.faces[0]!
        const lands = move(aim.at, D8_DIRECTIONS[aim.direction - 1]!, squares)
        const blast = inBlast(state, lands)
        note(ctx, `Horatio's aim is off: the fireball moves ${squares} square${squares === 1 ? "" : "s"} (D8 ${aim.direction}) from [${aim.at.join(", ")}] to [${lands.join(", ")}]: ${blast.length === 0 ? "nobody stands in the blast" : `${blast.map((player) => nameOf(ctx, player.id)).join(", ")} in the blast`}`)
        if (blast.length === 0) return consumed(pop(state))
        return consumed(updateTop(state, { ...step, stage: "strike", pending: blast.map((player) => player.id) }))
      }
      case "curse": {
        const curse = CURSES[step.spell as Curse]
        const target = step.target!
        const rolled = expectRoll(ctx, event, "d6", "spell", target, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const hit = face >= curse.needs
        const extra = curse.skills.length === 0 ? "" : ` and ${curse.skills.join(" and ")}`
        judge(ctx, {
          rule: curse.rule,
          player: target,
          roll: rolled.success,
          target: curse.needs,
          total: face,
          success: hit,
          needed: curse.needs,
          result: hit ? `${nameOf(ctx, target)} is hit: ${curse.weaken ? `MA, ST and AG 1 worse${extra}` : curse.skills.join(" and ")} until the end of the drive` : `${nameOf(ctx, target)} is unaffected`
        })
        if (!hit) return consumed(pop(state))
        const index = ctx.match.playerIndex.get(target)!
        const gain: Gain = { source: curse.rule, until: "drive", skills: curse.skills, ...(curse.weaken ? { improve: { ma: -1, st: -1, ag: -1 } } : {}) }
        return consumed(pop(setPlayer(state, index, { gained: addGain(state.players[index]!, gain).gained })))
      }
      case "zap": {
        const target = step.target!
        const rolled = expectRoll(ctx, event, "d6", "spell", target, 1)
        if (rolled._tag === "Failure") return propagate(rolled)
        const face = rolled.success.faces[0]!
        const strength = characteristic(ctx.match, state, ctx.match.playerIndex.get(target)!, "st")
        const needed = zapNeeds(strength)
        const works = face >= needed
        judge(ctx, {
          rule: "Zap!",
          player: target,
          roll: rolled.success,
          target: needed,
          total: face,
          success: works,
          needed,
          notes: [`the target's ST is ${strength}; a 6 always works and a 1 never does`],
          result: works ? `${nameOf(ctx, target)} is turned into a frog` : `${nameOf(ctx, target)} resists the spell`
        })
        if (!works) return consumed(pop(state))
        return consumed(transmute(ctx, state, target, false, ZAP))
      }
    }
  }
}

const offer = (ctx: Ctx, state: MatchState, step: WizardStep, event: MatchEvent): Fold<Handled> => {
  const answer = spellAnswer(ctx, event, WIZARD, SPELLS)
  if (answer._tag === "Declined" && answer.team === step.team) return consumed(pop(state))
  // Not cast now, or cast by the other team's wizard, whose offer comes next.
  if (answer._tag !== "Cast" || answer.team !== step.team) return passOn(pop(state))
  const name = teamOf(ctx, step.team).name
  const used = answer.used
  const spell: Spell = answer.spell
  const wizard = wizardOf(ctx.match.header, step.team) ?? HIRELING
  if (!wizard.spells.includes(spell)) {
    return violation(ctx, "Wizard", `${name}'s ${wizard.title} casts ${wizard.spells.join(" or ")}, not ${spell}`)
  }
  const cast = spendSpell(state, WIZARD, step.team)
  // Death Zone's spells that neither knock down at once nor curse (inducements/wizards/wizard-spells.ts).
  if (isMoreSpell(spell)) return castMore(ctx, cast, step, spell, used)
  if (spell === "fireball") {
    const at = used.at
    if (at === undefined || !ctx.variant.pitch.contains(at)) {
      return violation(ctx, "Fireball", `Fireball is aimed at a square on the pitch${at === undefined ? "; none is given (at)" : `, not [${at.join(", ")}]`}`)
    }
    const blast = inBlast(state, at)
    if (!blast.some((player) => opposed(ctx.variant, player.team, step.team))) {
      return violation(ctx, "Fireball", `Fireball is aimed where a Standing opposition player is in the square or next to it; none is at or around [${at.join(", ")}]`)
    }
    note(ctx, `${name}'s wizard casts Fireball at [${at.join(", ")}] (once per game): ${blast.map((player) => nameOf(ctx, player.id)).join(", ")} in the blast`)
    return consumed(updateTop(cast, { ...step, stage: "strike", spell, pending: blast.map((player) => player.id) }))
  }
  if (spell === "take-this-ooops") {
    const at = used.at
    if (at === undefined || !ctx.variant.pitch.contains(at)) {
      return violation(ctx, "Fireball", `Horatio aims at a square on the pitch${at === undefined ? "; none is given (at)" : `, not [${at.join(", ")}]`}`)
    }
    note(ctx, `${name}'s Horatio X. Schottenheim aims a fireball at [${at.join(", ")}] (once per game); it will stray D3 squares`)
    return consumed(updateTop(cast, { ...step, stage: "aim", spell, aim: { at, direction: null } }))
  }
  if (spell === "column-of-fire" || spell === "warp-lightning") {
    const rule = STRIKES[spell].rule
    const at = used.at
    const { pitch } = ctx.variant
    if (at === undefined || !pitch.contains(at) || (at[1] !== 0 && at[1] !== pitch.height - 1)) {
      return violation(ctx, rule, `${rule} starts from a square by a sideline${at === undefined ? "; none is given (at)" : `, not [${at.join(", ")}]`}`)
    }
    const path = inPath(state, at)
    note(ctx, `${name}'s wizard casts ${rule} from [${at.join(", ")}] across the pitch (once per game): ${path.length === 0 ? "nobody stands in its path" : `${path.map((player) => nameOf(ctx, player.id)).join(", ")} in its path`}`)
    if (path.length === 0) return consumed(replaceTop(cast))
    return consumed(updateTop(cast, { ...step, stage: "strike", spell, pending: path.map((player) => player.id) }))
  }
  const index = used.player === undefined ? undefined : ctx.match.playerIndex.get(used.player)
  const target = index === undefined ? undefined : state.players[index]
  if (isCurse(spell)) {
    const rule = CURSES[spell].rule
    if (step.opening !== true) {
      return violation(ctx, rule, `${rule} is cast at the start of the opposition's team turn: as ${name}'s own turn ends, not after the opposition's`)
    }
    if (target === undefined || target.at === null || !opposed(ctx.variant, target.team, step.team) || (CURSES[spell].standing && target.posture !== "standing")) {
      return violation(ctx, rule, `${rule} targets ${CURSES[spell].standing ? "a Standing" : "an"} opposition player on the pitch${used.player === undefined ? "; none is named" : `, not ${nameOf(ctx, used.player)}`}`)
    }
    note(ctx, `${name}'s wizard casts ${rule} at ${nameOf(ctx, target.id)} (once per game)`)
    return consumed(updateTop(cast, { ...step, stage: "curse", spell, target: target.id }))
  }
  if (spell === "thunderbolt" || spell === "foot-of-gork") {
    const rule = STRIKES[spell].rule
    if (target === undefined || target.at === null || target.posture !== "standing" || !opposed(ctx.variant, target.team, step.team)) {
      return violation(ctx, rule, `${rule} targets a Standing opposition player on the pitch${used.player === undefined ? "; none is named" : `, not ${nameOf(ctx, used.player)}`}`)
    }
    note(ctx, `${name}'s wizard casts ${rule} at ${nameOf(ctx, target.id)} (once per game)`)
    return consumed(updateTop(cast, { ...step, stage: "strike", spell, pending: [target.id] }))
  }
  if (target === undefined || index === undefined || target.at === null || !opposed(ctx.variant, target.team, step.team) || isFrog(state, index)) {
    return violation(ctx, "Zap!", `Zap! targets an opposition player on the pitch who is not a frog already${used.player === undefined ? "; none is named" : `, not ${nameOf(ctx, used.player)}`}`)
  }
  note(ctx, `${name}'s wizard casts Zap! at ${nameOf(ctx, target.id)} (once per game)`)
  return consumed(updateTop(cast, { ...step, stage: "zap", spell, target: target.id }))
}

// This module's steps join the engine's Step union (model/step.ts).
declare module "../../model/step.js" {
  interface StepKinds {
    "inducements/wizards/wizard": WizardStep
  }
}

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../../core/above.js" {
  interface Above {
    wizardEligibilityProblem: typeof wizardEligibilityProblem
    wizardOffers: typeof wizardOffers
    wizardProblem: typeof wizardProblem
  }
}
