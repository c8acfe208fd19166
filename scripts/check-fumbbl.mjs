#!/usr/bin/env node
// Checks FUMBBL replays the way issue 20 judges the importer: for each replay (files or folders
// of .gz/.json given as arguments), import it, fold the log by our rules, and compare with what
// FFB itself recorded at the end — the score (gameResult) and who ended badly hurt, seriously
// injured, dead or sent off (the final field model). The log is folded as `summary --trust-claims`
// folds it: where FFB's ruling differs from ours the fold follows FFB and lists a dispute (each one
// must be a difference docs/skills.md documents). Real replays stay outside the repository:
// point this at ../shared/real-logs/fumbbl or a folder of your own.
//
//   npm run build && node scripts/check-fumbbl.mjs ../shared/real-logs/fumbbl [more…] [--json]
//
// Exit 0 when every BB2020 replay passes every check, 1 otherwise, 2 on bad arguments.
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { gunzipSync } from "node:zlib"
import { importReplay, asReplay, FfbImportError } from "@sidelines/fumbbl"
import { Replay, summarize } from "@sidelines/engine"

const args = process.argv.slice(2)
const json = args.includes("--json")
const paths = args.filter((arg) => arg !== "--json")
if (paths.length === 0) {
  process.stderr.write("usage: node scripts/check-fumbbl.mjs <replay.gz|replay.json|folder>… [--json]\n")
  process.exit(2)
}

const files = paths.flatMap((path) =>
  statSync(path).isDirectory()
    ? readdirSync(path).filter((name) => /\.(gz|json)$/.test(name) && !name.endsWith("_match.json")).sort().map((name) => join(path, name))
    : [path]
)

/** FFB's PlayerState base values for the boxes compared. */
const BOX_OF = { 6: "bh", 7: "si", 8: "dead", 13: "sent-off" }

const check = (file) => {
  const bytes = readFileSync(file)
  const text = bytes[0] === 0x1f && bytes[1] === 0x8b ? gunzipSync(bytes).toString("utf8") : bytes.toString("utf8")
  let replay, imported
  try {
    // A replay of another rules version, or malformed, is refused here (as `import` refuses it).
    replay = asReplay(JSON.parse(text))
    imported = importReplay(replay, { verify: true })
  } catch (error) {
    if (error instanceof FfbImportError) return { file, refused: error.message }
    if (error instanceof SyntaxError) return { file, refused: `not JSON: ${error.message}` }
    return { file, crashed: String(error?.stack ?? error) }
  }
  const built = Replay.build(imported.header, imported.events, { trustClaims: true })
  if (built._tag === "Failure") return { file, unsupported: built.failure.message }
  const folded = built.success
  const summary = summarize(folded)
  const result = replay.game.gameResult
  const ffbScore = [result?.teamResultHome?.score ?? 0, result?.teamResultAway?.score ?? 0]
  const ourScore = folded.final.teams.map((team) => team.score)
  const ffbHurt = new Map()
  for (const entry of replay.game.fieldModel?.playerDataArray ?? []) {
    const box = BOX_OF[(entry.playerState ?? 0) & 0xff]
    if (box !== undefined) ffbHurt.set(String(entry.playerId), box)
  }
  const ourHurt = new Map()
  for (const player of folded.final.players) if (["bh", "si", "dead", "sent-off"].includes(player.box)) ourHurt.set(player.id, player.box)
  const hurtDiffers = [...new Set([...ffbHurt.keys(), ...ourHurt.keys()])]
    .filter((id) => ffbHurt.get(id) !== ourHurt.get(id))
    .map((id) => `${id}: FFB ${ffbHurt.get(id) ?? "-"}, ours ${ourHurt.get(id) ?? "-"}`)
  const checks = {
    imported: imported.stretches.length === 0 && imported.stopped === null,
    fullTime: folded.final.phase === "full-time",
    noViolation: folded.violation === null,
    score: ourScore.join("-") === ffbScore.join("-"),
    hurt: hurtDiffers.length === 0
  }
  return {
    file,
    events: imported.events.length,
    stretches: imported.stretches.map((s) => `seq ${s.seq}, commands ${s.fromCommand}–${s.toCommand}: ${s.reason}`),
    violation: folded.violation === null ? null : `${folded.violation._tag} at seq ${folded.violation.seq}: ${folded.violation.message}`,
    score: { ours: ourScore, ffb: ffbScore },
    hurtDiffers,
    disputes: summary.disputes.map((d) => `seq ${d.seq} ${d.rule}: ${d.field} claimed ${JSON.stringify(d.claimed)}, rules ${JSON.stringify(d.derived)}`),
    unsupportedSkills: folded.unsupportedSkills.map((u) => u.skill),
    checks,
    passed: Object.values(checks).every(Boolean)
  }
}

const results = files.map(check)
if (json) process.stdout.write(`${JSON.stringify(results, null, 2)}\n`)
else {
  for (const r of results) {
    const name = r.file.split("/").at(-1)
    if (r.refused !== undefined) process.stdout.write(`${name}: refused (${r.refused})\n`)
    else if (r.crashed !== undefined) process.stdout.write(`${name}: CRASHED ${r.crashed}\n`)
    else if (r.unsupported !== undefined) process.stdout.write(`${name}: header unsupported (${r.unsupported})\n`)
    else {
      const failed = Object.entries(r.checks).filter(([, ok]) => !ok).map(([name]) => name)
      process.stdout.write(`${name}: ${r.passed ? "PASS" : `FAIL (${failed.join(", ")})`}  ${r.events} events, ${r.stretches.length} unchecked, score ${r.score.ours.join("-")} (FFB ${r.score.ffb.join("-")}), ${r.disputes.length} disputes\n`)
      for (const s of r.stretches) process.stdout.write(`    unchecked ${s}\n`)
      if (r.violation !== null) process.stdout.write(`    ${r.violation}\n`)
      for (const h of r.hurtDiffers) process.stdout.write(`    hurt differs ${h}\n`)
      for (const d of r.disputes) process.stdout.write(`    dispute ${d}\n`)
      if (r.unsupportedSkills.length > 0) process.stdout.write(`    unsupported skills: ${r.unsupportedSkills.join(", ")}\n`)
    }
  }
}
const bb2020 = results.filter((r) => r.refused === undefined)
process.exit(bb2020.every((r) => r.passed === true) ? 0 : 1)
