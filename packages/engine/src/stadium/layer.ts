import type { MatchStarted, StadiumAttribute } from "@sidelines/schema"
import { isObstacle } from "../model/features.js"
import type { Pitch } from "../model/pitch.js"
import type { Square } from "../model/square.js"
import type { StadiumState } from "../model/state.js"
import { setTeam } from "../core/context.js"
import type { Modifier } from "../model/outcome.js"
import type { Step } from "../model/step.js"
import type { CrowdRule, SavingRoll, Variant } from "../core/variant/variant.js"
import { downhillTeam } from "./downhill.js"
import { fromCrowdMarker } from "./steps.js"
import { attributeName } from "./tables.js"

/**
 * A stadium is a layer over whatever variant the header names: `atStadium` turns the variant
 * into the same variant played at this stadium, by answering the rule points of
 * `StadiumRulePoints` (core/variant/variant.ts) and adjusting the numbers it already has. The fold
 * composes it in `variantAt` (fold.ts); the core never asks which stadium it is in.
 */

/** What a layer needs to know besides the variant. */
interface Where {
  /** The team at its home stadium (`options.home`), if any. */
  readonly home: number | null
  /** The team whose end zone lies downhill this half (Sloping Pitch, once rolled). */
  readonly downhill: number | null
  /** The kicking team's line of scrimmage moved for this kick-off (Unclear Markings), if it is. */
  readonly line: ScrimmageLine | null
  readonly header: MatchStarted
}

/** A line of scrimmage moved by the kicking team for a kick-off (Unclear Markings). */
export interface ScrimmageLine {
  readonly line: "back" | "forward"
  readonly kickingTeam: number
}

/**
 * The pitch with its halfway line, lines of scrimmage and set-up areas moved `dx` squares along
 * its length: each question is asked of the square `dx` back, except at the ends of the pitch,
 * where nothing moves (an end zone stays its team's). The painted lines move; the pitch's features
 * do not (Gutter Bowl's market stalls and sewer pits): nobody sets up on one wherever the lines are.
 */
const movedLines = (pitch: Pitch, dx: number): Pitch => {
  const asked = (question: (team: number, square: Square) => boolean) => (team: number, square: Square): boolean => {
    const back: Square = [square[0] - dx, square[1]]
    return pitch.contains(back) ? question(team, back) : question(team, square)
  }
  const ownHalf = asked(pitch.isOwnHalf)
  const setUp = asked(pitch.isSetUpArea)
  const isSetUpArea = (team: number, square: Square): boolean => {
    if (isObstacle(pitch, square)) return false
    // The square asked about is a feature (no set-up there whatever the lines): its half answers.
    const back: Square = [square[0] - dx, square[1]]
    return pitch.contains(back) && isObstacle(pitch, back) ? ownHalf(team, square) : setUp(team, square)
  }
  return { ...pitch, isOwnHalf: ownHalf, isSetUpArea, isLineOfScrimmage: asked(pitch.isLineOfScrimmage) }
}

type Layer = (variant: Variant, where: Where) => Variant

const NO_CROWD_RULE: CrowdRule = { saves: [], injuryModifiers: [] }

/** Adds a modifier to every team's fan factor, after any the variant has already. */
const withFanFactor = (variant: Variant, modifier: (team: number) => ReadonlyArray<Modifier>): Variant => {
  const before = variant.fanFactorModifiers
  return { ...variant, fanFactorModifiers: (team) => [...(before?.(team) ?? []), ...modifier(team)] }
}

/** Changes what a push into the crowd does, on top of what the variant does already. */
const withCrowd = (variant: Variant, change: (team: number, rule: CrowdRule) => CrowdRule): Variant => {
  const before = variant.crowd
  return { ...variant, crowd: (team) => change(team, before?.(team) ?? NO_CROWD_RULE) }
}

const falling = (variant: Variant): Variant => ({ ...variant, fallArmourModifier: variant.fallArmourModifier + 1 })

/** Rosters that cannot hire an apothecary and get another free inducement from On-site Apothecaries instead. */
const NO_APOTHECARY = /undead|necromantic|khemri|tomb king|nurgle/iu

const canHireApothecary = (variant: Variant, header: MatchStarted, team: number): boolean =>
  (variant.draft === null || variant.draft.apothecary) && !NO_APOTHECARY.test(header.teams[team]!.roster)

/**
 * What On-site Apothecaries grants a team that cannot hire an apothecary, by the special rule its
 * header names: Masters of Undeath a Mortuary Assistant, Favoured of Nurgle a Plague Doctor.
 */
const staffInstead = (header: MatchStarted, team: number): "mortuary-assistant" | "plague-doctor" | null => {
  const rules = header.teams[team]!.specialRules ?? []
  return rules.includes("Masters of Undeath") ? "mortuary-assistant" : rules.includes("Favoured of Nurgle") ? "plague-doctor" : null
}

const ASTROGRANITE: SavingRoll = { purpose: "astrogranite", target: 4, rule: "Astrogranite" }
const HOME_FANS: SavingRoll = { purpose: "home-fans", target: 5, rule: "Home fans" }
const FICKLE_FANS: SavingRoll = { purpose: "fickle-fans", target: 4, rule: "Fickle Fans" }
const PACIFISTS: SavingRoll = { purpose: "bunch-of-pacifists", target: 4, rule: "Bunch of Pacifists" }

/** A direction along the pitch towards the team's end zone (team 0 defends x = 0 on every pitch here). */
const towardsEndZone = (variant: Variant, team: number): readonly [number, number] =>
  variant.pitch.isEndZoneOf(team, [0, Math.floor(variant.pitch.height / 2)]) ? [-1, 0] : [1, 0]

const teamRolls = (state: { readonly teams: ReadonlyArray<unknown> }, step: (team: number) => Step): Array<Step> => state.teams.map((_, team) => step(team))

/** The attributes this engine folds, each as a layer. The rest stop the fold (see NOT_FOLDED). */

/** The pitch with its hidden trapdoor squares as `trapdoor` features, where it has none already. */
const withTrapdoors = (pitch: Pitch, squares: ReadonlyArray<Square> | undefined): Pitch =>
  squares === undefined || squares.length === 0 || pitch.features.some((feature) => feature.kind === "trapdoor")
    ? pitch
    : { ...pitch, features: [...pitch.features, { kind: "trapdoor", squares }] }

const LAYERS: Partial<Record<StadiumAttribute, Layer>> = {
  "solid-stone": (v) => ({ ...falling(v), bounceSquares: 2 }),
  astrogranite: (v) => ({ ...falling(v), rushFallSave: ASTROGRANITE }),
  "uneven-footing": (v) => {
    const before = v.movement
    return {
      ...v,
      movement: (ma, rushes) => {
        const base = before?.(ma, rushes) ?? { ma, rushes }
        // −1 MA, but not below 3 (a player with MA 3 or less keeps it); one rush more.
        return { ma: base.ma > 3 ? base.ma - 1 : base.ma, rushes: base.rushes + 1 }
      }
    }
  },
  "sloping-pitch": (v, where) => {
    const atDriveStart = (state: Parameters<NonNullable<Variant["atDriveStart"]>>[0]): ReadonlyArray<Step> => [
      ...(v.atDriveStart?.(state) ?? []),
      ...(state.stadium?.downhill === undefined ? [{ _tag: "SlopeRoll" } as const] : [])
    ]
    if (where.downhill === null) return { ...v, atDriveStart }
    const down = towardsEndZone(v, where.downhill)
    return {
      ...v,
      atDriveStart,
      bounceDownhill: down,
      extraRush: (from, to) => (to[0] - from[0]) * down[0] > 0
    }
  },
  "apathetic-officials": (v) => ({
    ...v,
    atHalfStart: (state) => {
      let next = v.atHalfStart?.(state) ?? state
      next.teams.forEach((team, i) => {
        next = setTeam(next, i, { bribes: team.bribes + 1 })
      })
      return next
    }
  }),
  "appalling-stands": (v) => ({
    ...v,
    atDriveEnd: (state) => [...(v.atDriveEnd?.(state) ?? []), ...teamRolls(state, (team) => ({ _tag: "FansLeaving", purpose: "appalling-stands", team }))]
  }),
  // League and post-game rules only: nothing changes during the match itself.
  "desperate-for-exposure": (v) => v,
  "integrated-merchandise-stalls": (v) => v,
  "reputation-for-spectacle": (v) => v,
  "broadcast-studio": (v) => v,
  "on-site-apothecaries": (v, where) => ({
    ...v,
    freeApothecaries: (team) => (v.freeApothecaries?.(team) ?? 0) + (canHireApothecary(v, where.header, team) ? 1 : 0),
    // A team that cannot hire one: a free Mortuary Assistant or Plague Doctor, by its special rule (inducements/staff/regeneration-staff.ts).
    freeInducements: (team) => {
      const given = { ...(v.freeInducements?.(team) ?? {}) }
      // Only where the variant has sideline staff at all (not Gutter Bowl): the roster is what bars the apothecary.
      const barred = (v.draft === null || v.draft.apothecary) && NO_APOTHECARY.test(where.header.teams[team]!.roster)
      const staff = barred ? staffInstead(where.header, team) : null
      if (staff !== null) given[staff] = (given[staff] ?? 0) + 1
      return given
    }
  }),
  "enclosed-pitch": (v) => ({ ...v, crowdWalled: true, bounceOffWall: true }),
  "deluxe-seating": (v) => ({
    ...v,
    atDriveStart: (state) => [...(v.atDriveStart?.(state) ?? []), ...teamRolls(state, (team) => ({ _tag: "DeluxeSeating", team }))]
  }),
  "ankle-deep-water": (v) => ({ ...v, stunnedInWater: "ankle-deep-water" }),
  "poorly-built-dungeons": (v) => ({
    ...v,
    atDriveEnd: (state) => [
      ...(v.atDriveEnd?.(state) ?? []),
      ...state.players.filter((player) => player.box === "sent-off").map((player): Step => ({ _tag: "DungeonEscape", player: player.id }))
    ]
  }),
  "know-it-all-hecklers": (v) => ({
    ...v,
    afterFoul: (fouler, victim) => [...(v.afterFoul?.(fouler, victim) ?? []), { _tag: "Hecklers", fouler, victim }]
  }),
  "ale-fuelled-maniacs": (v) => ({ ...v, beforeKickOffTable: () => ({ _tag: "AleFuelledManiacs", stage: "crowd" }) }),
  "bunch-of-pacifists": (v) => ({
    ...withCrowd(v, (_team, rule) => ({ ...rule, saves: [...rule.saves, PACIFISTS] })),
    kickOffRolledAgain: [...(v.kickOffRolledAgain ?? []), "pitch-invasion"]
  }),
  "fickle-fans": (v) => ({
    ...v,
    atDriveEnd: (state) => [...(v.atDriveEnd?.(state) ?? []), { _tag: "FansLeaving", purpose: "fickle-fans", team: null }],
    crowdMayKeepBall: FICKLE_FANS,
    atTurnEnd: (state, team) => [
      ...(v.atTurnEnd?.(state, team) ?? []),
      ...state.kickOffEffects.filter((effect) => effect.startsWith(`crowd-keeps-ball:${team}:`)).map((effect): Step => ({ _tag: "CrowdReturnsBall", marker: effect }))
    ]
  }),
  "solemn-and-silent": (v) => ({
    ...v,
    noCheerleaders: true,
    crowdGivesBack: true,
    atTurnStart: (state, team) => [
      ...(v.atTurnStart?.(state, team) ?? []),
      ...state.kickOffEffects.flatMap((effect): Array<Step> => {
        const back = fromCrowdMarker(effect)
        return back !== null && state.players.some((player) => player.id === back.player && player.team === team) ? [{ _tag: "BackFromCrowd", ...back }] : []
      })
    ]
  }),
  // Uncovered Trapdoors: a pitch whose trapdoors are otherwise hidden (Blood Bowl's, the Holiday
  // Special's, Gutter Bowl's: `prayerTrapdoors`) shows them as features, always open.
  "uncovered-trapdoors": (v) => ({ ...v, trapdoorsUncovered: true, pitch: withTrapdoors(v.pitch, v.prayerTrapdoors) }),
  ice: (v) => ({ ...v, slideOnIce: "ice" }),
  "unclear-markings": (v, where) => {
    const chosen = where.line
    // Forward is away from the kicking team's own end zone.
    const dx = chosen === null ? 0 : (chosen.line === "forward" ? 1 : -1) * -towardsEndZone(v, chosen.kickingTeam)[0]
    return {
      ...v,
      pitch: dx === 0 ? v.pitch : movedLines(v.pitch, dx),
      // No limit of players per wide zone at set-up, for either team.
      maxPerWideZone: Number.MAX_SAFE_INTEGER,
      atDriveStart: (state) => [...(v.atDriveStart?.(state) ?? []), { _tag: "ChooseLineOfScrimmage", team: state.kickingTeam! }]
    }
  },
  "boisterous-rabble": (v) => ({
    ...withCrowd(withFanFactor(v, () => [{ value: 1, source: "Boisterous Rabble" }]), (_team, rule) => ({
      ...rule,
      injuryModifiers: [...rule.injuryModifiers, { value: 1, source: "Boisterous Rabble" }]
    })),
    pitchInvasionModifier: (v.pitchInvasionModifier ?? 0) + 1
  })
}

/**
 * Why an attribute cannot be folded yet: the fold stops as Unsupported when the header names it
 * or the pre-game rolls it, rather than play the match without it.
 */
export const NOT_FOLDED: Partial<Record<StadiumAttribute, string>> = {}

/** Why this stadium cannot be folded with these teams, or null when it can. */
export const stadiumProblem = (header: MatchStarted, attribute: StadiumAttribute, variant: Variant): string | null => {
  const reason = NOT_FOLDED[attribute]
  if (reason !== undefined) return `${attributeName(attribute)}: ${reason}`
  if (attribute === "sloping-pitch" && header.teams.length !== 2) return "Sloping Pitch: a slope between two end zones needs two teams"
  if (attribute === "unclear-markings" && header.teams.length !== 2) return "Unclear Markings: moving the line of scrimmage up or down the pitch needs two teams facing each other along it (not BlightBowl's cross)"
  if (attribute === "uncovered-trapdoors" && !variant.pitch.features.some((feature) => feature.kind === "trapdoor") && (variant.prayerTrapdoors ?? []).length === 0) {
    return `Uncovered Trapdoors: the ${variant.name} pitch has no trapdoor squares in this engine`
  }
  if (attribute === "on-site-apothecaries") {
    const sidelineStaff = variant.draft === null || variant.draft.apothecary
    // Which of the two a team without an apothecary gets follows its special rule; a header that names neither cannot say.
    const other = sidelineStaff ? header.teams.findIndex((team, i) => NO_APOTHECARY.test(team.roster) && staffInstead(header, i) === null) : -1
    if (other >= 0) {
      return `On-site Apothecaries: ${header.teams[other]!.name} cannot hire an apothecary; the header's specialRules must name 'Masters of Undeath' (a free Mortuary Assistant) or 'Favoured of Nurgle' (a free Plague Doctor)`
    }
  }
  return null
}

const HOME: Layer = (v, where) => {
  const home = where.home
  if (home === null) return v
  return withCrowd(withFanFactor(v, (team) => (team === home ? [{ value: 1, source: "home stadium" }] : [])), (team, rule) =>
    team === home ? { ...rule, saves: [HOME_FANS, ...rule.saves] } : rule
  )
}

const cache = new WeakMap<MatchStarted, WeakMap<Variant, Map<string, Variant>>>()

/**
 * The variant as played at this stadium in this half. Built once per variant, attribute, home team
 * and slope, then shared: the fold asks for it on every event.
 */
export const atStadium = (base: Variant, header: MatchStarted, stadium: StadiumState, half: number, line: ScrimmageLine | null = null): Variant => {
  const homeId = header.options.home
  const home = homeId === undefined ? null : header.teams.findIndex((team) => team.id === homeId)
  const downhill = downhillTeam(stadium, half)
  const key = `${stadium.attribute}|${home}|${downhill}|${line === null ? "" : `${line.line}:${line.kickingTeam}`}`
  let byBase = cache.get(header)
  if (byBase === undefined) {
    byBase = new WeakMap()
    cache.set(header, byBase)
  }
  let byKey = byBase.get(base)
  if (byKey === undefined) {
    byKey = new Map()
    byBase.set(base, byKey)
  }
  const known = byKey.get(key)
  if (known !== undefined) return known
  const where: Where = { home, downhill, line, header }
  const layer = stadium.attribute === null ? undefined : LAYERS[stadium.attribute]
  const named: Variant = stadium.attribute === null ? base : { ...base, name: `${base.name} (${attributeName(stadium.attribute)})` }
  const variant = HOME(layer === undefined ? named : layer(named, where), where)
  byKey.set(key, variant)
  return variant
}

/** The stadium a header names (undefined: none, or rolled in the pre-game). */
export const stadiumFromHeader = (header: MatchStarted): StadiumState | undefined => {
  const option = header.options.stadium
  return option === undefined || option === "random" ? undefined : { attribute: option }
}

/** Whether the pre-game opens with the Random Stadium roll. */
export const stadiumRolled = (header: MatchStarted): boolean => header.options.stadium === "random"

// What the layers below call of this module, bound at the top (core/above.ts).
declare module "../core/above.js" {
  interface Above {
    atStadium: typeof atStadium
    stadiumFromHeader: typeof stadiumFromHeader
  }
}
