// Blood Bowl 3 replay survey: every step event, sequence step (with its StepType), result message
// and roll type in the .bbr replays of a folder, with counts and the replays that show each.
// docs/import-bb3.md's mapping table is written from its output.
//
//   npx tsc -b packages/bb3 && node scripts/bb3-survey.mjs [folder]
//
// The folder defaults to ../shared/real-logs/bb3 beside the project; absent, nothing is surveyed.
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { inflateBbr, readReplay, surveyReplay } from "../packages/bb3/dist/index.js"

const DIR = process.argv[2] ?? fileURLToPath(new URL("../../shared/real-logs/bb3", import.meta.url))
if (!existsSync(DIR)) {
  console.log(`bb3-survey: ${DIR} is absent; nothing to survey`)
  process.exit(0)
}
const files = readdirSync(DIR).filter((name) => name.endsWith(".bbr")).sort()
const all = new Map()
for (const name of files) {
  const survey = surveyReplay(readReplay(inflateBbr(readFileSync(join(DIR, name)))))
  const short = name.replace(/\.bbr$/u, "")
  console.error(`${short}: ${survey.steps} steps`)
  for (const [category, counts] of Object.entries(survey)) {
    if (typeof counts !== "object") continue
    for (const [key, count] of Object.entries(counts)) {
      const row = all.get(`${category}\t${key}`) ?? { count: 0, in: [] }
      row.count += count
      row.in.push(short)
      all.set(`${category}\t${key}`, row)
    }
  }
}
console.log("category\tkey\tcount\treplays")
for (const [key, row] of [...all].sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }))) console.log(`${key}\t${row.count}\t${row.in.join(",")}`)
