import { foldImported } from "./fold-imported.js"
import { describe, expect, it } from "vitest"
import type { MatchEvent } from "@sidelines/schema"
import { importReplay } from "../src/index.js"
import { activate, command, deselect, endTurn, ffbPlayer, ffbTeam, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * Projectile Vomit in place of a Blitz's block (written for these tests, shaped like FFB's bb2020
 * reports): FFB rolls `projectileVomit` for the Blitz's target where it would throw the block; our
 * log writes `SkillUsed` Projectile Vomit at that target first, as for Chainsaw and Breathe Fire.
 * a1 (Projectile Vomit) on [13,6] blitzes h1 on [12,6], next to him.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)
const away = ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1, { skillArray: ["Projectile Vomit"] }), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])

describe("Projectile Vomit in a Blitz from FFB", () => {
  it("writes FFB's projectileVomit roll in a Blitz as SkillUsed Projectile Vomit at the Blitz's target, then the D6 and the armour [ffb:report/projectileVomit]", () => {
    const start = matchStart()
    const fragment = [
      activate("a1", "blitzMove"),
      command([report("selectBlitzTarget", { attackerId: "a1", defenderId: "h1" })]),
      command([report("projectileVomit", { playerId: "a1", defenderId: "h1", successful: true, roll: 4, minimumRoll: 2, reRolled: false })]),
      command([report("injury", { defenderId: "h1", attackerId: "a1", injuryType: "projectileVomit", armorBroken: false, armorRoll: [3, 4], injuryRoll: null, casualtyRoll: null, injury: null })]),
      deselect("a1"),
      endTurn("home", 1)
    ]
    const match = importReplay(replay([...start, ...fragment], "BB2020", { away }))
    expect(match.stopped).toBeNull()
    foldImported(match)
    const events = shapes(match.events.slice(importReplay(replay(start, "BB2020", { away })).events.length))
    expect(events.slice(0, 4)).toEqual([
      { _tag: "ActionDeclared", player: "a1", action: "blitz", target: "h1" },
      { _tag: "SkillUsed", player: "a1", skill: "Projectile Vomit", target: "h1" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "projectile-vomit", player: "a1", claimed: { success: true, target: 2 } },
      { _tag: "DiceRolled", die: "2d6", faces: [3, 4], for: "armour", player: "h1", claimed: { result: "not-broken" } }
    ])
  })
})
