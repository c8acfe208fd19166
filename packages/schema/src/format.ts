/** The one log format this reader and writer speak. Bump it only for a breaking change. */
export const FORMAT = "sidelines/1" as const
export type Format = typeof FORMAT
