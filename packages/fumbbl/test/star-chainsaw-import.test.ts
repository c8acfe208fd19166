import { describe, expect, it } from "vitest"
import { importReplay } from "../src/index.js"
import { activate, command, matchStart, replay, report } from "./ffb-shapes.js"

// The chainsaw and blade stars' rules (engine: stars/ghostly-flames.ts, maximum-carnage.ts,
// kick-em-while-they-re-down.ts, flashing-blade.ts, dwarfen-scourge.ts) are converted from FFB
// (star-blows-import.test.ts, star-actions-import.test.ts); where FFB's account does not fit them,
// the importer stops, naming them, rather than write a log the engine would read wrongly.
describe("FFB's chainsaw and blade star rules", () => {
  it.each(["Ghostly Flames", "Dwarfen Scourge"])("stops at FFB's use of %s, a blow offered on no injury reported in part [special:ghostly-flames] [special:dwarfen-scourge]", (skill) => {
    const match = importReplay(replay([...matchStart(), command([report("skillUse", { playerId: "a4", skill, used: true, skillUse: skill === "Ghostly Flames" ? "increaseChainsawDamage" : "addArmourModifier" })])]))
    expect(match.stopped?.reason).toMatch(new RegExp(`^${skill}: FFB's use of a star player's blow \\(command \\d+\\) follows no injury reported in part for it`))
  })

  it("stops at FFB's maximumCarnage declared as an action: FFB only changes a Chainsaw Attack's action to it [special:maximum-carnage]", () => {
    const match = importReplay(replay([...matchStart(), activate("a4", "maximumCarnage")]))
    expect(match.stopped?.reason).toMatch(/FFB action "maximumCarnage" has no counterpart/)
  })

  it.each([
    ["kickEmBlock", "chainsaw", "special:kick-em-while-they-re-down"],
    ["theFlashingBlade", "stab", "special:the-flashing-blade"]
  ])("stops at FFB's %s action that no %s follows [%s]", (action, kind) => {
    const match = importReplay(replay([...matchStart(), activate("a4", action)]))
    expect(match.stopped?.reason).toMatch(new RegExp(`FFB's action \\(command \\d+\\) is followed by no ${kind}`))
  })
})
