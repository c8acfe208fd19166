import { describe, expect, it } from "vitest"
import { importReplay } from "../src/index.js"
import { activate, command, matchStart, replay, report } from "./ffb-shapes.js"

// The chainsaw and blade stars' rules (engine: stars/ghostly-flames.ts, maximum-carnage.ts,
// kick-em-while-they-re-down.ts, flashing-blade.ts, dwarfen-scourge.ts) are not converted from
// FFB yet: the importer stops, naming them, rather than write a log the engine would read wrongly.
describe("FFB's chainsaw and blade star rules", () => {
  it("stops at FFB's use of Ghostly Flames, and at a Dwarfen Scourge FFB offered on no injury [special:ghostly-flames] [special:dwarfen-scourge]", () => {
    const flames = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill: "Ghostly Flames", used: true, skillUse: "increaseChainsawDamage" })])]))
    expect(flames.stopped?.reason).toMatch(/^Ghostly Flames: FFB's use \(command \d+\) is not converted yet/)
    const scourge = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill: "Dwarfen Scourge", used: true, skillUse: "addArmourModifier" })])]))
    // Dwarfen Scourge is converted as the other star blows (star-blows-import.test.ts); used with no injury offered before it, it stops.
    expect(scourge.stopped?.reason).toMatch(/^Dwarfen Scourge: FFB's use of a star player's blow \(command \d+\) follows no injury reported in part for it/)
  })

  it.each([
    ["maximumCarnage", "special:maximum-carnage"],
    ["kickEmBlock", "special:kick-em-while-they-re-down"],
    ["kickEmBlitz", "special:kick-em-while-they-re-down"],
    ["theFlashingBlade", "special:the-flashing-blade"]
  ])("stops at FFB's %s action, which has no counterpart yet [%s]", (action) => {
    const match = importReplay(replay([...matchStart(), activate("a4", action)]))
    expect(match.stopped?.reason).toMatch(new RegExp(`FFB action "${action}" has no counterpart`))
  })
})
