/**
 * What is wrong with a stored library record, or null for a whole match. Storage can be damaged
 * and other code can write to the same database, so nothing read back is trusted until checked.
 */
export const recordDamage = (key: string, value: unknown): string | null => {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return `not a saved match (${value === null ? "null" : Array.isArray(value) ? "a list" : typeof value})`
  const record = value as Record<string, unknown>
  if (typeof record["text"] !== "string") return "its log text is missing"
  if (record["id"] !== key) return "its id does not match its key"
  if (typeof record["name"] !== "string") return "its name is missing"
  if (typeof record["savedAt"] !== "string") return "its save date is missing"
  const summary = record["summary"]
  if (typeof summary !== "object" || summary === null) return "its summary is missing"
  const s = summary as Record<string, unknown>
  const isText = (x: unknown) => typeof x === "string"
  const isNumber = (x: unknown) => typeof x === "number"
  const wellFormed =
    (s["variant"] === null || isText(s["variant"])) &&
    (s["playedAt"] === null || isText(s["playedAt"])) &&
    Array.isArray(s["teams"]) && s["teams"].every(isText) &&
    Array.isArray(s["score"]) && s["score"].every(isNumber) &&
    isNumber(s["events"]) && isNumber(s["problems"]) &&
    (s["unchecked"] === undefined || isNumber(s["unchecked"])) &&
    (s["stoppedAt"] === undefined || s["stoppedAt"] === null || isNumber(s["stoppedAt"]))
  return wellFormed ? null : "its summary is damaged"
}
