import fc from "fast-check"

/**
 * fast-check arbitraries built from a JSON Schema (draft 2020-12), so property tests generate
 * what the published schema describes rather than what a hand-written generator assumes.
 *
 * Understood: `type` (one or a list of object, array, integer, number, string, boolean, null),
 * `enum`, `const`, `anyOf`/`oneOf` (sibling keywords apply to every branch), `allOf` (merged),
 * `properties`/`required`/`additionalProperties`, `prefixItems`/`items`/`minItems`/`maxItems`/
 * `uniqueItems`, `minimum`/`maximum`/`exclusiveMinimum`/`exclusiveMaximum`,
 * `minLength`/`maxLength`/`pattern`, and `$ref` into the root's `$defs` (or `definitions`).
 * Annotations (`title`, `description`, `examples`…) are ignored. Anything else is an error, so a
 * keyword the generator silently ignored could never make a test pass by accident.
 *
 * Two readings are deliberately stricter than the letter of JSON Schema, and both describe a
 * subset of the values JSON Schema allows:
 * - string lengths are counted in UTF-16 code units, as JavaScript's `length` (and so Effect
 *   Schema) counts them; JSON Schema counts code points, which Effect's export uses as a looser
 *   bound (a 64-character id of emoji is valid JSON Schema but 128 code units long);
 * - objects get no keys beyond `properties`, whatever `additionalProperties` says.
 */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown }

type SchemaObject = { readonly [keyword: string]: unknown }

const ANNOTATIONS = new Set([
  "$schema", "$id", "$comment", "title", "description", "examples", "default", "deprecated", "readOnly", "writeOnly", "format",
  "$defs", "definitions"
])
const UNDERSTOOD = new Set([
  ...ANNOTATIONS,
  "$ref", "type", "enum", "const", "anyOf", "oneOf", "allOf",
  "properties", "required", "additionalProperties",
  "prefixItems", "items", "minItems", "maxItems", "uniqueItems",
  "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum",
  "minLength", "maxLength", "pattern"
])

/**
 * Characters for free text: mostly printable ASCII, with the ones JSON must escape (quotes,
 * backslashes, control characters), non-ASCII letters, line separators, a lone surrogate and
 * characters outside the Basic Multilingual Plane.
 */
const textUnit: fc.Arbitrary<string> = fc.oneof(
  { weight: 12, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1, maxLength: 1 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom("é", "ß", "Ø", "ñ", "Ö", "—", "“", "\u00a0", "\u2028", "\"", "\\", "\n", "\t", "\u0000", "\u001f", "🏈", "🎲", "\ud800")
  }
)

const integerBetween = (min: number, max: number): fc.Arbitrary<number> => {
  if (min > max) throw new Error(`no integer between ${min} and ${max}`)
  return fc.integer({ min, max })
}

const asNumber = (value: unknown): number | undefined => (typeof value === "number" ? value : undefined)

const childSchemas = (value: unknown, keyword: string): ReadonlyArray<JsonSchema> => {
  if (!Array.isArray(value) || value.length === 0) throw new Error(`"${keyword}" must be a non-empty array of schemas`)
  return value as ReadonlyArray<JsonSchema>
}

/** Resolves `#/$defs/Name` (any JSON pointer into the root document). */
export const resolvePointer = (root: JsonSchema, ref: string): JsonSchema => {
  if (!ref.startsWith("#")) throw new Error(`only local $ref are supported, got ${ref}`)
  let node: unknown = root
  for (const raw of ref.slice(1).split("/").slice(1)) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~")
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) throw new Error(`$ref ${ref} points nowhere`)
    node = (node as Record<string, unknown>)[key]
  }
  return node as JsonSchema
}

/** The schema itself, or what its `$ref` (and that one's, and so on) points to. */
export const deref = (root: JsonSchema, schema: JsonSchema): JsonSchema =>
  typeof schema === "object" && typeof schema.$ref === "string" ? deref(root, resolvePointer(root, schema.$ref)) : schema

const withoutKeys = (schema: SchemaObject, keys: ReadonlyArray<string>): SchemaObject =>
  Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)))

class Builder {
  /** Arbitraries of `$ref`s, so a shared definition is built once and a recursive one lazily. */
  private readonly refs = new Map<string, fc.Arbitrary<unknown> | "building">()

  constructor(private readonly root: JsonSchema) {}

  build(schema: JsonSchema): fc.Arbitrary<unknown> {
    if (schema === true) return fc.jsonValue({ maxDepth: 2 })
    if (schema === false) throw new Error("the schema `false` admits no value")
    for (const keyword of Object.keys(schema)) {
      if (!UNDERSTOOD.has(keyword)) throw new Error(`unsupported JSON Schema keyword "${keyword}"`)
    }
    if (typeof schema.$ref === "string") return this.ref(schema.$ref, withoutKeys(schema, ["$ref"]))
    if (schema.allOf !== undefined) {
      const merged = childSchemas(schema.allOf, "allOf").reduce<SchemaObject>(
        (all, part) => (typeof part === "boolean" ? all : { ...all, ...part }),
        withoutKeys(schema, ["allOf"])
      )
      return this.build(merged)
    }
    for (const keyword of ["anyOf", "oneOf"] as const) {
      if (schema[keyword] !== undefined) {
        const siblings = withoutKeys(schema, [keyword])
        return fc.oneof(
          ...childSchemas(schema[keyword], keyword).map((branch) =>
            this.build(typeof branch === "boolean" ? branch : { ...siblings, ...branch })
          )
        )
      }
    }
    if (Object.hasOwn(schema, "const")) return fc.constant(schema.const)
    if (schema.enum !== undefined) {
      if (!Array.isArray(schema.enum) || schema.enum.length === 0) throw new Error(`"enum" must be a non-empty array`)
      return fc.constantFrom(...(schema.enum as Array<unknown>))
    }
    const type = schema.type ?? this.impliedType(schema)
    if (Array.isArray(type)) return fc.oneof(...type.map((one) => this.build({ ...schema, type: one })))
    switch (type) {
      case "null":
        return fc.constant(null)
      case "boolean":
        return fc.boolean()
      case "integer":
        return this.integer(schema)
      case "number":
        return this.number(schema)
      case "string":
        return this.string(schema)
      case "array":
        return this.array(schema)
      case "object":
        return this.object(schema)
      case undefined:
        return fc.jsonValue({ maxDepth: 2 })
      default:
        throw new Error(`unsupported type ${JSON.stringify(type)}`)
    }
  }

  private ref(ref: string, siblings: SchemaObject): fc.Arbitrary<unknown> {
    if (Object.keys(siblings).some((key) => !ANNOTATIONS.has(key))) {
      const target = resolvePointer(this.root, ref)
      return this.build(typeof target === "boolean" ? target : { ...target, ...siblings })
    }
    const known = this.refs.get(ref)
    if (known === "building") return fc.constant(null).chain(() => this.refs.get(ref) as fc.Arbitrary<unknown>)
    if (known !== undefined) return known
    this.refs.set(ref, "building")
    const built = this.build(resolvePointer(this.root, ref))
    this.refs.set(ref, built)
    return built
  }

  private impliedType(schema: SchemaObject): string | undefined {
    if (schema.properties !== undefined || schema.required !== undefined || schema.additionalProperties !== undefined) return "object"
    if (schema.items !== undefined || schema.prefixItems !== undefined || schema.minItems !== undefined || schema.maxItems !== undefined) return "array"
    if (schema.minLength !== undefined || schema.maxLength !== undefined || schema.pattern !== undefined) return "string"
    if (schema.minimum !== undefined || schema.maximum !== undefined) return "number"
    return undefined
  }

  private integer(schema: SchemaObject): fc.Arbitrary<number> {
    const exclusiveMin = asNumber(schema.exclusiveMinimum)
    const exclusiveMax = asNumber(schema.exclusiveMaximum)
    const min = Math.max(
      Math.ceil(asNumber(schema.minimum) ?? Number.MIN_SAFE_INTEGER),
      exclusiveMin === undefined ? Number.MIN_SAFE_INTEGER : Math.floor(exclusiveMin) + 1
    )
    const max = Math.min(
      Math.floor(asNumber(schema.maximum) ?? Number.MAX_SAFE_INTEGER),
      exclusiveMax === undefined ? Number.MAX_SAFE_INTEGER : Math.ceil(exclusiveMax) - 1
    )
    return integerBetween(min, max)
  }

  private number(schema: SchemaObject): fc.Arbitrary<number> {
    const exclusiveMin = asNumber(schema.exclusiveMinimum)
    const exclusiveMax = asNumber(schema.exclusiveMaximum)
    return fc
      .double({
        min: asNumber(schema.minimum) ?? exclusiveMin ?? -1e9,
        max: asNumber(schema.maximum) ?? exclusiveMax ?? 1e9,
        minExcluded: schema.minimum === undefined && exclusiveMin !== undefined,
        maxExcluded: schema.maximum === undefined && exclusiveMax !== undefined,
        noNaN: true,
        noDefaultInfinity: true
      })
      .map((n) => (n === 0 ? 0 : n)) // JSON has no -0: it would come back as 0
  }

  private string(schema: SchemaObject): fc.Arbitrary<string> {
    const minLength = asNumber(schema.minLength) ?? 0
    const maxLength = asNumber(schema.maxLength)
    const fits = (s: string) => s.length >= minLength && (maxLength === undefined || s.length <= maxLength)
    if (typeof schema.pattern === "string") {
      // JSON Schema patterns are ECMA-262 regular expressions, unanchored, in Unicode mode.
      const pattern = new RegExp(schema.pattern, "u")
      return fc.stringMatching(pattern, maxLength === undefined ? {} : { maxLength }).filter(fits)
    }
    return fc
      .string({ unit: textUnit, minLength, ...(maxLength === undefined ? {} : { maxLength }) })
      .filter(fits)
  }

  private array(schema: SchemaObject): fc.Arbitrary<Array<unknown>> {
    const prefix = schema.prefixItems === undefined ? [] : childSchemas(schema.prefixItems, "prefixItems").map((item) => this.build(item))
    const items = schema.items === undefined ? undefined : (schema.items as JsonSchema)
    const minItems = asNumber(schema.minItems) ?? 0
    const maxItems = asNumber(schema.maxItems)
    if (schema.uniqueItems === true && prefix.length > 0) throw new Error("uniqueItems with prefixItems is not supported")
    // Beyond the prefix: `items` says what may follow; without it nothing is generated there.
    const restMax = items === false ? 0 : items === undefined ? Math.max(0, minItems - prefix.length) : (maxItems ?? Infinity) - prefix.length
    const restMin = Math.max(0, minItems - prefix.length)
    if (restMin > restMax) throw new Error(`no array of ${minItems} items fits the schema`)
    const restItem = items === undefined ? fc.jsonValue({ maxDepth: 1 }) : this.build(items)
    const restConstraints = { minLength: restMin, ...(restMax === Infinity ? {} : { maxLength: restMax }) }
    const rest = restMax === 0
      ? fc.constant([] as Array<unknown>)
      : schema.uniqueItems === true
      ? fc.uniqueArray(restItem, { ...restConstraints, selector: (value) => JSON.stringify(value) })
      : fc.array(restItem, restConstraints)
    // Fewer items than the prefix is allowed when minItems allows it: drop a tail of the prefix.
    const prefixLengths = integerBetween(Math.min(prefix.length, minItems), prefix.length)
    return fc
      .tuple(fc.tuple(...prefix), prefixLengths, rest)
      .map(([head, length, tail]) => (length < prefix.length ? head.slice(0, length) : [...head, ...tail]))
      .filter((array) => array.length >= minItems && (maxItems === undefined || array.length <= maxItems))
  }

  private object(schema: SchemaObject): fc.Arbitrary<Record<string, unknown>> {
    const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
    const required = (schema.required ?? []) as ReadonlyArray<string>
    const missing = required.filter((key) => !Object.hasOwn(properties, key))
    if (missing.length > 0) throw new Error(`required properties without a schema: ${missing.join(", ")}`)
    const model = Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, this.build(property)]))
    return fc.record(model, { requiredKeys: [...required], noNullPrototype: true })
  }
}

/** An arbitrary of the values `schema` describes; `root` is the document `$ref`s point into. */
export const arbitraryFromJsonSchema = (schema: JsonSchema, root: JsonSchema = schema): fc.Arbitrary<unknown> =>
  new Builder(root).build(schema)

/**
 * The branches of a tagged `anyOf`/`oneOf` document (such as the log-line schema), grouped by
 * the `const` or single `enum` value of their `_tag` property. DiceRolled has one branch per die.
 */
export const branchesByTag = (document: JsonSchema): ReadonlyMap<string, ReadonlyArray<JsonSchema>> => {
  if (typeof document === "boolean") throw new Error("expected a schema object")
  const branches = childSchemas(document.anyOf ?? document.oneOf, "anyOf")
  const byTag = new Map<string, Array<JsonSchema>>()
  for (let branch of branches) {
    if (typeof branch === "object" && typeof branch.$ref === "string") branch = resolvePointer(document, branch.$ref)
    const tag = typeof branch === "object" ? ((branch.properties as Record<string, SchemaObject> | undefined)?._tag) : undefined
    const value = tag?.const ?? (Array.isArray(tag?.enum) && tag.enum.length === 1 ? tag.enum[0] : undefined)
    if (typeof value !== "string") throw new Error(`a branch without a single _tag: ${JSON.stringify(branch).slice(0, 80)}`)
    byTag.set(value, [...(byTag.get(value) ?? []), branch])
  }
  return byTag
}

/** An arbitrary of the lines with this `_tag`, from any of its branches in the document. */
export const arbitraryOfTag = (document: JsonSchema, tag: string): fc.Arbitrary<Record<string, unknown>> => {
  const branches = branchesByTag(document).get(tag)
  if (branches === undefined) throw new Error(`no branch for _tag ${tag}`)
  return fc.oneof(...branches.map((branch) => arbitraryFromJsonSchema(branch, document))) as fc.Arbitrary<Record<string, unknown>>
}
