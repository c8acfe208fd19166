import { ACTIONS } from "@sidelines/schema"
import { IMPLEMENTED_SKILLS } from "../model/skills.js"
import { kickOffEffects } from "../core/kick-off-events.js"
import { FOLDED_INDUCEMENTS } from "../core/pre-game.js"
import { BIASED_REFEREE, NAMED_REFEREES } from "../inducements/referees/biased-referee.js"
import { INFAMOUS_STAFF, NAMED_STAFF } from "../inducements/staff/infamous-staff.js"
import { NAMED_WIZARDS, WIZARD } from "../inducements/wizards/wizard.js"
import { NO_MATCH_EFFECT } from "../inducements/other/other-inducements.js"
import { FOLDED_WEATHER } from "../core/weather.js"
import { VARIANTS } from "../variants/registry.js"
import type { Table, TableRow } from "../core/variant/tables.js"
import type { Variant } from "../core/variant/variant.js"
import { foldedActions, prayerFolded } from "./probe.js"
import { SKILL_CATEGORIES } from "../model/skill-list.js"
import { STAR_PLAYER_SPECIAL_RULES } from "./special-rules.js"

/**
 * The rules catalogue: every skill and trait of Blood Bowl 2020, every action of the log format,
 * every inducement a variant lists, and every row of every table of every variant, each with
 * whether the engine folds it. Statuses are read from the engine's own code (IMPLEMENTED_SKILLS,
 * the kick-off effects, FOLDED_WEATHER, FOLDED_INDUCEMENTS) or asked of it (probe.ts), never kept
 * here by hand; only the skill names are a list of our own (model/skill-list.ts).
 */

export type RuleKind = "skill" | "trait" | "special" | "action" | "inducement" | "row"
export type Implementation = "implemented" | "not-implemented" | "not-applicable"

export interface Rule {
  /** The id tests are tagged with: `skill:dodge`, `trait:take-root`, `special:crushing-blow`, `action:blitz`, `inducement:bribe`, `row:sevens/kick-off/time-out`. */
  readonly id: string
  readonly kind: RuleKind
  readonly name: string
  /** The skill category, "Actions", "Inducements", or the table's id for a row. */
  readonly group: string
  /** The variant (and pitch: `gutter-bowl.street`) of a table row; null for the rest. */
  readonly variant: string | null
  readonly implementation: Implementation
  /** Where the status comes from, for a reader who doubts it. */
  readonly source: string
  /** The same row (same table, same id, folded by the same code) in other variants: their tests count for it. */
  readonly sameAs: ReadonlyArray<string>
  /** A table row's totals: "2", "4-10". */
  readonly roll?: string
}

export interface CatalogueTable {
  readonly variant: string
  /** weather, kick-off, injury, stunty-injury, casualty, lasting-injury, prayers-to-nuffle. */
  readonly table: string
  /** implemented when every row is; not-implemented or not-applicable for a variant without the table's data. */
  readonly implementation: Implementation | "partly"
  readonly source: string
  /** The ids of its rows' rules, in table order. */
  readonly rows: ReadonlyArray<string>
}

export interface Catalogue {
  readonly rules: ReadonlyArray<Rule>
  readonly tables: ReadonlyArray<CatalogueTable>
  /** Facts that make the catalogue itself wrong (a skill the engine implements that it does not list). */
  readonly problems: ReadonlyArray<string>
}

/** "Throw Team-mate" → "throw-team-mate", "Ball & Chain" → "ball-chain", "Timmm-ber!" → "timmm-ber". */
export const slug = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "")

/** The group, and the report's section, of the star players' special rules. */
export const SPECIAL_RULES = "Star players' special rules"

const skillRules = (): { rules: Array<Rule>; problems: Array<string> } => {
  const rules: Array<Rule> = []
  const known = new Set<string>()
  for (const [category, names] of Object.entries(SKILL_CATEGORIES)) {
    const kind = category === "Traits" || category === "Roster traits" ? "trait" : "skill"
    for (const name of names) {
      const key = name.toLowerCase()
      known.add(key)
      rules.push({
        id: `${kind}:${slug(name)}`, kind, name, group: category, variant: null,
        implementation: IMPLEMENTED_SKILLS.has(key) ? "implemented" : "not-implemented",
        source: "IMPLEMENTED_SKILLS (model/skills.ts)", sameAs: []
      })
    }
  }
  // A star player's special rule is a name on his roster line too: IMPLEMENTED_SKILLS says which fold.
  for (const name of STAR_PLAYER_SPECIAL_RULES) {
    const key = name.toLowerCase()
    known.add(key)
    rules.push({
      id: `special:${slug(name)}`, kind: "special", name, group: SPECIAL_RULES, variant: null,
      implementation: IMPLEMENTED_SKILLS.has(key) ? "implemented" : "not-implemented",
      source: "IMPLEMENTED_SKILLS (model/skills.ts)", sameAs: []
    })
  }
  const problems = [...IMPLEMENTED_SKILLS].filter((key) => !known.has(key))
    .map((key) => `IMPLEMENTED_SKILLS has "${key}", which is no Blood Bowl 2020 skill, trait or star player's special rule in the catalogue (catalogue/skill-list.ts, special-rules.ts)`)
  return { rules, problems }
}

/**
 * Actions the log format names that no variant this engine folds has: FFB writes Secure the Ball
 * for its Blood Bowl 2025 games (the FUMBBL importer maps it), but Blood Bowl 2020 and its
 * variants have no such action. A log that declares one still stops as Unsupported.
 */
const NOT_APPLICABLE_ACTIONS: Readonly<Record<string, string>> = {
  "secure-the-ball": "a Blood Bowl 2025 action (FFB writes it for BB2025 games); no Blood Bowl 2020 variant has it"
}

const actionRules = (variants: ReadonlyArray<readonly [string, Variant]>): Array<Rule> => {
  const folded = foldedActions(variants.map(([, variant]) => variant))
  return ACTIONS.map((action) => {
    const reason = NOT_APPLICABLE_ACTIONS[action]
    if (reason !== undefined) return { id: `action:${action}`, kind: "action", name: action, group: "Actions", variant: null, implementation: "not-applicable", source: reason, sameAs: [] }
    const by = folded.get(action) ?? []
    // An action only some variants fold (the Holiday Special's Throw Snowball) says which.
    const only = by.length > 0 && !by.includes("blood-bowl") ? ` (folded in ${by.join(", ")})` : ""
    return {
      id: `action:${action}`, kind: "action", name: action, group: "Actions", variant: null,
      implementation: by.length > 0 ? "implemented" : "not-implemented",
      source: `asked of the engine: ActionDeclared in a team turn (catalogue/probe.ts)${only}`, sameAs: []
    }
  })
}

const inducementRules = (variants: ReadonlyArray<readonly [string, Variant]>): Array<Rule> => {
  const lists = new Map<string, Array<string>>()
  for (const [key, variant] of variants) {
    for (const id of Object.keys(variant.draft?.inducements ?? variant.inducements ?? {})) {
      const base = key.split(".")[0]!
      const on = lists.get(id) ?? []
      if (!on.includes(base)) on.push(base)
      lists.set(id, on)
    }
  }
  return [...lists].flatMap(([id, on]): Array<Rule> => [
    {
      id: `inducement:${id}`, kind: "inducement", name: id, group: `Inducements (${on.join(", ")})`, variant: null,
      // An inducement that changes nothing in a match (a Side Bet) is not applicable, with the reason.
      implementation: FOLDED_INDUCEMENTS.has(id) ? "implemented" : Object.hasOwn(NO_MATCH_EFFECT, id) ? "not-applicable" : "not-implemented",
      source: Object.hasOwn(NO_MATCH_EFFECT, id) ? NO_MATCH_EFFECT[id]! : "FOLDED_INDUCEMENTS (core/pre-game.ts)", sameAs: []
    },
    // A named member of an inducement (Josef Bugman, Jorm the Ogre) has rules of his own: one row each.
    ...(NAMED_MEMBERS[id]?.list ?? []).map((member): Rule => ({
      id: `inducement:${id}/${slug(member.name.normalize("NFD").replace(/[\u0300-\u036f]/g, ""))}`, kind: "inducement", name: member.name,
      group: `Inducements (${on.join(", ")})`, variant: null,
      implementation: FOLDED_INDUCEMENTS.has(id) && member.folded ? "implemented" : "not-implemented",
      source: NAMED_MEMBERS[id]!.source, sameAs: []
    }))
  ])
}

const NAMED_MEMBERS: Readonly<Record<string, { readonly list: ReadonlyArray<{ readonly name: string; readonly folded: boolean }>; readonly source: string }>> = {
  [INFAMOUS_STAFF]: { list: NAMED_STAFF, source: "NAMED_STAFF (inducements/staff/infamous-staff.ts)" },
  [BIASED_REFEREE]: { list: NAMED_REFEREES, source: "NAMED_REFEREES (inducements/referees/biased-referee.ts)" },
  [WIZARD]: { list: NAMED_WIZARDS, source: "NAMED_WIZARDS (inducements/wizards/wizard.ts)" }
}

/**
 * Each registered variant, and each pitch of a variant played on several whose tables differ:
 * `gutter-bowl.street`. BlightBowl's quarter assignments share one set of tables, so it is listed once.
 */
export const variantsByKey = (): Array<readonly [string, Variant]> =>
  Object.values(VARIANTS).flatMap((variant): Array<readonly [string, Variant]> =>
    variant.pitches === null || Object.values(variant.pitches.variants).every((v) => v.tables === variant.tables)
      ? [[variant.id, variant]]
      : Object.entries(variant.pitches.variants).map(([pitch, v]) => [`${variant.id}.${pitch}`, v]))

type RowStatus = (row: TableRow) => { readonly implementation: Implementation; readonly source: string }

interface TableSpec {
  readonly table: string
  readonly rows: Table | null
  /** Why a variant has no such table: not applicable, or not implemented. */
  readonly absent: { readonly implementation: Implementation; readonly source: string }
  readonly status: RowStatus
}

const tableSpecs = (variant: Variant): ReadonlyArray<TableSpec> => {
  const { tables } = variant
  const always = (source: string): RowStatus => () => ({ implementation: "implemented", source })
  const prayers = tables.prayersToNuffle
  // The prayers are rolled after Blood Bowl's Cheering Fans; a kick-off table without it never leads to them.
  const praysAfterKickOff = tables.kickOff.some((row) => row.id === "cheering-fans")
  return [
    {
      table: "weather", rows: tables.weather, absent: { implementation: "not-applicable", source: "" },
      status: (row) => ({ implementation: FOLDED_WEATHER.has(row.id as never) ? "implemented" : "not-implemented", source: "FOLDED_WEATHER (core/weather.ts)" })
    },
    {
      table: "kick-off", rows: tables.kickOff, absent: { implementation: "not-applicable", source: "" },
      // Blood Bowl's shared results first (core/kick-off.ts reads them first), then the variant's own.
      status: (row) => Object.hasOwn(kickOffEffects, row.id)
        ? { implementation: "implemented", source: "kickOffEffects (core/kick-off-events.ts)" }
        : variant.hooks?.kickOffResults !== undefined && Object.hasOwn(variant.hooks.kickOffResults, row.id)
          ? { implementation: "implemented", source: `hooks.kickOffResults (variants/${variant.id}/)` }
          : { implementation: "not-implemented", source: "kickOffEffects (core/kick-off-events.ts)" }
    },
    { table: "injury", rows: tables.injury, absent: { implementation: "not-applicable", source: "" }, status: always("InjuryRow: injuryHandler folds every row the type allows (core/injury.ts)") },
    { table: "stunty-injury", rows: tables.stuntyInjury, absent: { implementation: "not-applicable", source: "" }, status: always("InjuryRow: injuryHandler folds every row the type allows (core/injury.ts)") },
    {
      table: "casualty", rows: tables.casualty,
      absent: { implementation: "not-applicable", source: "Tables.casualty is null: the injury tables name the casualty" },
      status: always("CasualtyRow: the casualty roll folds every row the type allows (core/injury.ts)")
    },
    {
      table: "lasting-injury", rows: tables.casualty === null ? null : tables.lastingInjury,
      absent: { implementation: "not-applicable", source: "no casualty roll leads to it (Tables.casualty is null)" },
      status: always("LastingInjuryRow: the lasting-injury roll folds every row the type allows (core/injury.ts)")
    },
    {
      table: "prayers-to-nuffle", rows: prayers?.table ?? null,
      absent: praysAfterKickOff
        ? { implementation: "not-implemented", source: "Tables.prayersToNuffle is null, yet Cheering Fans leads to a prayer" }
        : { implementation: "not-applicable", source: "no kick-off result leads to a prayer" },
      status: (row) => ({
        implementation: prayerFolded(variant, row.from, row.id) ? "implemented" : "not-implemented",
        source: "asked of the engine: a prayer roll after Cheering Fans (catalogue/probe.ts)"
      })
    },
    // The tables an inducement rolls on (Sevens' Desperate Measures).
    ...(variant.inducementTables ?? []).map((t): TableSpec => ({
      table: t.table, rows: t.rows, absent: { implementation: "not-applicable", source: "" },
      status: (row) => {
        const never = t.notApplicable?.get(row.id)
        return never !== undefined ? { implementation: "not-applicable", source: never } : { implementation: t.folded.has(row.id) ? "implemented" : "not-implemented", source: t.source }
      }
    }))
  ]
}

/** Builds the catalogue from the engine as it is now. */
export const catalogue = (): Catalogue => {
  const variants = variantsByKey()
  const skills = skillRules()
  const rules: Array<Rule> = [...skills.rules, ...actionRules(variants), ...inducementRules(variants)]
  const tables: Array<CatalogueTable> = []
  // A table's rows are folded by their ids (kickOffEffects and FOLDED_WEATHER are keyed by row id,
  // the injury tables' ids are a type the injury rules fold), so a row with the same id in the same
  // table of another variant is the same rule folded by the same code: a test of either counts for both.
  const rowIds = new Map<string, Array<string>>()
  const rowRules: Array<{ rule: Rule; key: string }> = []
  for (const [key, variant] of variants) {
    for (const spec of tableSpecs(variant)) {
      if (spec.rows === null) {
        tables.push({ variant: key, table: spec.table, implementation: spec.absent.implementation, source: spec.absent.source, rows: [] })
        continue
      }
      const ids: Array<string> = []
      for (const row of spec.rows) {
        const id = `row:${key}/${spec.table}/${row.id}`
        ids.push(id)
        rowIds.set(`${spec.table}/${row.id}`, [...(rowIds.get(`${spec.table}/${row.id}`) ?? []), id])
        const status = spec.status(row)
        const roll = row.from === row.to ? `${row.from}` : `${row.from}-${row.to}`
        rowRules.push({ rule: { id, kind: "row", name: row.name, group: spec.table, variant: key, ...status, sameAs: [], roll }, key: `${spec.table}/${row.id}` })
      }
      const implemented = rowRules.slice(-ids.length).map(({ rule }) => rule.implementation)
      const all = implemented.every((i) => i === "implemented")
      const none = implemented.every((i) => i !== "implemented")
      tables.push({
        variant: key, table: spec.table, rows: ids,
        implementation: all ? "implemented" : none ? "not-implemented" : "partly",
        source: rowRules[rowRules.length - 1]!.rule.source
      })
    }
  }
  for (const { rule, key } of rowRules) rules.push({ ...rule, sameAs: rowIds.get(key)!.filter((id) => id !== rule.id) })
  return { rules, tables, problems: skills.problems }
}
