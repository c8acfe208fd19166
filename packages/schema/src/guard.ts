import type { SchemaAST } from "effect"

/** A yes/no check of a parsed JSON value against a schema, with no allocation. */
export type Guard = (input: unknown) => boolean

/**
 * Compiles a schema's AST into a plain guard for the hot path of decoding.
 *
 * Effect's Schema parser builds a fresh copy of every value it decodes, which costs several
 * times JSON.parse itself. Our log schemas are plain JSON shapes (no transformations), so a
 * value that passes the same checks can be used as parsed. The guard is generated from the very
 * AST the Schema decoder runs, check by check, using each check's `representation` (the data
 * Effect also exports to JSON Schema), as one straight-line function per node so V8 can inline
 * it. Anything it does not understand makes compilation fail (`undefined`), and so does a page
 * whose Content-Security-Policy forbids `new Function`; the decoder then uses the Schema parser
 * alone. On `false` the decoder runs the Schema parser for its messages, so what is reported
 * always comes from Schema.
 */
export const compileGuard = (ast: SchemaAST.AST): Guard | undefined => {
  const generator = new GuardGenerator()
  const root = generator.node(ast)
  if (root === undefined) return undefined
  try {
    const body = `${generator.functions.join("\n")}\nreturn ${root};`
    return new Function("C", body)(generator.constants) as Guard
  } catch {
    return undefined
  }
}

class GuardGenerator {
  readonly functions: Array<string> = []
  readonly constants: Array<unknown> = []
  private count = 0

  private constant(value: unknown): string {
    this.constants.push(value)
    return `C[${this.constants.length - 1}]`
  }

  private define(body: string): string {
    const name = `g${this.count++}`
    this.functions.push(`function ${name}(v) {\n${body}\n}`)
    return name
  }

  /** Generates a function for the node and returns its name, or undefined if it cannot. */
  node(ast: SchemaAST.AST): string | undefined {
    if (ast.encoding !== undefined) return undefined
    const checks = this.checks(ast.checks)
    if (checks === undefined) return undefined
    const guard = checks.length === 0 ? "" : `if (!(${checks.join(" && ")})) return false;`
    switch (ast._tag) {
      case "String":
        return this.define(`if (typeof v !== "string") return false; ${guard} return true;`)
      case "Number":
        return this.define(`if (typeof v !== "number") return false; ${guard} return true;`)
      case "Boolean":
        return checks.length === 0 ? this.define(`return typeof v === "boolean";`) : undefined
      case "Null":
        return checks.length === 0 ? this.define(`return v === null;`) : undefined
      case "Literal":
        return checks.length === 0 ? this.define(`return v === ${this.literal(ast.literal)};`) : undefined
      case "Union":
        return checks.length === 0 ? this.union(ast) : undefined
      case "Objects":
        return checks.length === 0 ? this.object(ast) : undefined
      case "Arrays":
        return this.array(ast, guard)
      default:
        return undefined
    }
  }

  private literal(value: unknown): string {
    return typeof value === "string" || typeof value === "number" || typeof value === "boolean" || value === null
      ? JSON.stringify(value)
      : this.constant(value)
  }

  private union(ast: SchemaAST.Union): string | undefined {
    if (ast.types.every((member) => member._tag === "Literal" && member.checks === undefined && member.encoding === undefined)) {
      const set = this.constant(new Set(ast.types.map((member) => (member as SchemaAST.Literal).literal)))
      return this.define(`return ${set}.has(v);`)
    }
    const members: Array<string> = []
    for (const member of ast.types) {
      const name = this.node(member)
      if (name === undefined) return undefined
      members.push(name)
    }
    const discriminant = findDiscriminant(ast.types)
    if (discriminant !== undefined) {
      // Tagged members (DiceRolled by `die`): go straight to the one member that can match.
      const cases = discriminant.values.map((value, i) => `case ${this.literal(value)}: return ${members[i]}(v);`)
      return this.define(
        `if (typeof v !== "object" || v === null) return false;\nswitch (v[${JSON.stringify(discriminant.key)}]) {\n${cases.join("\n")}\ndefault: return false;\n}`
      )
    }
    return this.define(`return ${members.map((name) => `${name}(v)`).join(" || ")};`)
  }

  private object(ast: SchemaAST.Objects): string | undefined {
    if (ast.indexSignatures.length > 0) return undefined
    const lines = [`if (typeof v !== "object" || v === null || Array.isArray(v)) return false;`, `let n = 0; let x;`]
    for (const signature of ast.propertySignatures) {
      if (typeof signature.name !== "string") return undefined
      const name = this.node(signature.type)
      if (name === undefined) return undefined
      const key = JSON.stringify(signature.name)
      const optional = signature.type.context?.isOptional === true
      lines.push(
        `x = v[${key}];`,
        optional
          ? `if (x !== undefined) { if (!${name}(x)) return false; n++; } else if (Object.hasOwn(v, ${key})) return false;`
          : `if (x === undefined || !${name}(x)) return false; n++;`
      )
    }
    // Excess keys are an error in our logs: a typo'd field must not pass silently.
    lines.push(`for (const k in v) n--;`, `return n === 0;`)
    return this.define(lines.join("\n"))
  }

  private array(ast: SchemaAST.Arrays, guard: string): string | undefined {
    const elements: Array<string> = []
    for (const element of ast.elements) {
      if (element.context?.isOptional === true) return undefined
      const name = this.node(element)
      if (name === undefined) return undefined
      elements.push(name)
    }
    if (ast.rest.length > 1) return undefined
    const rest = ast.rest[0] === undefined ? undefined : this.node(ast.rest[0])
    if (ast.rest.length === 1 && rest === undefined) return undefined
    const lines = [`if (!Array.isArray(v)) return false;`, guard]
    lines.push(rest === undefined ? `if (v.length !== ${elements.length}) return false;` : `if (v.length < ${elements.length}) return false;`)
    elements.forEach((name, i) => lines.push(`if (!${name}(v[${i}])) return false;`))
    if (rest !== undefined) lines.push(`for (let i = ${elements.length}; i < v.length; i++) if (!${rest}(v[i])) return false;`)
    lines.push(`return true;`)
    return this.define(lines.join("\n"))
  }

  /** Boolean expressions over `v` for each check, or undefined if one is not understood. */
  private checks(checks: SchemaAST.Checks | undefined): Array<string> | undefined {
    const out: Array<string> = []
    for (const check of checks ?? []) {
      if (check._tag !== "Filter") return undefined
      const expression = this.check(check.annotations?.["representation"])
      if (expression === undefined) return undefined
      out.push(expression)
    }
    return out
  }

  private check(representation: unknown): string | undefined {
    if (typeof representation !== "object" || representation === null) return undefined
    const { id, payload } = representation as { id?: unknown; payload?: unknown }
    const p = (payload ?? {}) as Record<string, unknown>
    const numbers = (...keys: Array<string>) =>
      Object.keys(p).every((key) => keys.includes(key)) && keys.every((key) => typeof p[key] === "number" && Number.isFinite(p[key]))
    switch (id) {
      case "effect/schema/isInt":
        // Effect's isInt accepts safe integers only.
        return `Number.isSafeInteger(v)`
      case "effect/schema/isBetween":
        return numbers("minimum", "maximum") ? `v >= ${p.minimum} && v <= ${p.maximum}` : undefined
      case "effect/schema/isGreaterThanOrEqualTo":
        return numbers("minimum") ? `v >= ${p.minimum}` : undefined
      case "effect/schema/isBetweenLength":
        return numbers("minimum", "maximum") ? `v.length >= ${p.minimum} && v.length <= ${p.maximum}` : undefined
      case "effect/schema/isMaxLength":
        return numbers("maxLength") ? `v.length <= ${p.maxLength}` : undefined
      case "effect/schema/isMinLength":
        return numbers("minLength") ? `v.length >= ${p.minLength}` : undefined
      case "effect/schema/isPattern": {
        if (typeof p.source !== "string" || !Object.keys(p).every((key) => key === "source" || key === "flags")) return undefined
        // Without the g or y flags RegExp.test keeps no state between calls.
        const pattern = new RegExp(p.source, String(p.flags ?? "").replace(/[gy]/g, ""))
        return `${this.constant(pattern)}.test(v)`
      }
      default:
        return undefined
    }
  }
}

/** A property that every member of a union of objects fixes to its own distinct literal. */
const findDiscriminant = (types: ReadonlyArray<SchemaAST.AST>) => {
  if (!types.every((member) => member._tag === "Objects")) return undefined
  const first = types[0] as SchemaAST.Objects | undefined
  for (const signature of first?.propertySignatures ?? []) {
    const values: Array<unknown> = []
    for (const member of types as ReadonlyArray<SchemaAST.Objects>) {
      const property = member.propertySignatures.find((candidate) => candidate.name === signature.name)
      if (property?.type._tag !== "Literal" || property.type.context?.isOptional === true) break
      values.push(property.type.literal)
    }
    if (values.length === types.length && new Set(values).size === values.length) {
      return { key: signature.name as string, values }
    }
  }
  return undefined
}
