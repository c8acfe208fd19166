/** The logs bundled with the viewer: every .jsonl in logs/, compiled in as asset URLs. */
const modules = import.meta.glob("../../../logs/*.jsonl", { query: "?url", import: "default", eager: true }) as Record<string, string>

export interface BundledLog {
  readonly file: string
  readonly url: string
}

export const BUNDLED_LOGS: ReadonlyArray<BundledLog> = Object.entries(modules)
  .map(([path, url]) => ({ file: path.split("/").pop()!, url }))
  // The hand-written drive first: it is short and explained in docs/log-format.md.
  .sort((a, b) => (a.file === "sample-drive.jsonl" ? -1 : b.file === "sample-drive.jsonl" ? 1 : a.file.localeCompare(b.file)))

/** The match a first visit opens: a whole Blood Bowl match (the sample drive is only one drive). */
export const FIRST_MATCH: BundledLog | undefined = BUNDLED_LOGS.find((log) => log.file === "bb-orc-v-human.jsonl") ?? BUNDLED_LOGS[0]
