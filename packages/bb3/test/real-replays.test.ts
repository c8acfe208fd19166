import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"
import { Replay } from "@sidelines/engine"
import { checkedShare, child, importReplayXml, inflateBbr, LAST_DRIVE_END, readBoard, readReplay, ROSTER_RULES } from "../src/index.js"

// The eight shared BB3 replays (docs/import-bb3.md has the table these checks stand behind).
const realDir = fileURLToPath(new URL("../../../../shared/real-logs/bb3", import.meta.url))
const haveReal = existsSync(realDir)
const files = haveReal ? readdirSync(realDir).filter((name) => name.endsWith(".bbr")).sort() : []

// Every shared replay is checked at least this far (the issue asks 90%; they stand at 95.9–100% since the kick-offs are converted).
const FLOOR = 0.95

describe.skipIf(!haveReal)("the shared Blood Bowl 3 replays", () => {
  it.each(files)("%s imports, folds to full time with the last board's score, and its hurt players in their boxes", (name) => {
    const xml = inflateBbr(readFileSync(join(realDir, name)))
    const match = importReplayXml(xml, { verify: true })
    expect(match.refused).toBeNull()
    // The special rules BB3 records for each team are, by the code table, those its roster's team list gives (the
    // Chaos Renegades' chosen Favoured of… aside: src/codes.ts TEAM_RULES).
    for (const team of match.header.teams) {
      const fixed = ROSTER_RULES[team.roster]
      if (fixed !== undefined && fixed.length > 0) expect([team.roster, [...(team.specialRules ?? [])].sort()]).toEqual([team.roster, [...fixed].sort()])
    }
    // Every code BB3 records is named but the Renegades' Favoured of… (4): no other team rule is left out.
    expect(match.warnings.filter((warning) => warning.includes("team special rule") && !warning.includes("rule 4 "))).toEqual([])
    const built = Replay.build(match.header, match.events, { trustClaims: true })
    if (built._tag === "Failure") throw new Error(built.failure.message)
    const replay = built.success
    expect(replay.violation).toBeNull()
    const last = replay.after(replay.length - 1)
    expect(last.phase).toBe("full-time")
    const replayXml = readReplay(xml)
    const board = readBoard(child(replayXml.step(replayXml.steps - 1), "BoardState")!)
    expect(last.teams.map((team) => team.score)).toEqual(board.score)
    for (const player of board.players) {
      const index = replay.match.playerIndex.get(player.asserted.player)
      if (index === undefined || player.asserted.box === undefined) continue
      expect([player.asserted.player, last.players[index]!.box]).toEqual([player.asserted.player, player.asserted.box])
    }
    // Each team special rule BB3 records used (Bribery and Corruption's re-roll of Argue the Call: demo2, 7) is our RerollUsed naming it.
    const used = xml.split("<ResultTeamSpecialRuleUsage><Used>1</Used>").length - 1
    expect(match.events.filter((event) => event._tag === "RerollUsed" && event.skill === "Bribery and Corruption")).toHaveLength(used)
    // Each ends in its last drive's last step: the closing stretch covers no step and skips no result, and says so.
    expect(match.stretches.at(-1)).toMatchObject({ source: `after BB3 step ${replayXml.steps}`, reason: LAST_DRIVE_END, skipped: 0 })
    const share = checkedShare(match)
    // The share printed by `sidelines import bb3 --json`: BB3's results outside the unchecked stretches.
    console.log(`${name}: ${match.events.length} events, ${share.checkedResults} of BB3's ${share.results} results checked (${(share.share * 100).toFixed(1)}%), team turns ${match.turns.checked} whole + ${match.turns.partly} in part of ${match.turns.total}`)
    expect(share.share).toBeGreaterThanOrEqual(FLOOR)
  })
})
