import { type DecodeLimits, DEFAULT_LIMITS } from "@sidelines/schema"
import { UsageError } from "./usage.js"

/** The environment variables that raise (or lower) the decoder's limits, for every command that reads a log. */
export const LIMIT_VARIABLES = {
  maxLineLength: "SIDELINES_MAX_LINE_LENGTH",
  maxArrayLength: "SIDELINES_MAX_ARRAY_LENGTH",
  maxDepth: "SIDELINES_MAX_DEPTH"
} as const satisfies Record<keyof DecodeLimits, string>

export const limitsHelp = `Limits: a line over ${DEFAULT_LIMITS.maxLineLength.toLocaleString("en-US")} characters, an array over ${DEFAULT_LIMITS.maxArrayLength.toLocaleString("en-US")} items or
nesting over ${DEFAULT_LIMITS.maxDepth} levels is refused as "over-limit". Set ${LIMIT_VARIABLES.maxLineLength},
${LIMIT_VARIABLES.maxArrayLength} or ${LIMIT_VARIABLES.maxDepth} to a whole number to change them.
`

/** The limits the environment sets; unset ones keep the decoder's defaults. */
export const decodeLimitsFromEnv = (env: NodeJS.ProcessEnv = process.env): Partial<DecodeLimits> => {
  const limits: { -readonly [K in keyof DecodeLimits]?: number } = {}
  for (const [key, name] of Object.entries(LIMIT_VARIABLES) as Array<[keyof DecodeLimits, string]>) {
    const text = env[name]
    if (text === undefined || text === "") continue
    const value = Number(text)
    if (!Number.isSafeInteger(value) || value < 1) throw new UsageError(`${name} needs a whole number above 0, got "${text}"`, limitsHelp)
    limits[key] = value
  }
  return limits
}
