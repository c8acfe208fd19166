import { Result } from "effect"
import { describe, expect, it } from "vitest"
import { Replay, summarize } from "@sidelines/engine"
import { Events, player } from "./support/scenario.js"
import { holidayHeader } from "./support/holiday.js"

describe("Holiday Special: a log from its header", () => {
  it("the header names holiday-special: the replay folds the houses and the pre-game, keeps houses and snowgrots in its states, and has no winner before full time", () => {
    const head = holidayHeader({ home: [player("h1", { skills: ["Presents for Everyone!"], traits: ["Bombardier"] })], away: [player("a1")] })
    const events = new Events()
      .add({ _tag: "GingerbreadHousePlaced", team: "home", squares: [[8, 6], [8, 7]] })
      .add({ _tag: "GingerbreadHousePlaced", team: "away", squares: [[17, 7]] })
      .add({ _tag: "ChoiceDeclined", team: "home", choice: "gingerbread-house" })
      .add({ _tag: "ChoiceDeclined", team: "away", choice: "gingerbread-house" })
      .twoD6(3, 4, "weather")
      .add({ _tag: "CoinTossCalled", team: "away", call: "heads" })
      .roll("coin", [1], "coin-toss")
      .add({ _tag: "KickOrReceiveChosen", team: "away", choice: "receive" })
    const built = Replay.build(head, events.list)
    expect(Result.isSuccess(built)).toBe(true)
    const replay = (built as Result.Success<Replay, never>).success
    expect(replay.violation).toBeNull()
    expect(replay.final.weather).toBe("perfectish-conditions")
    expect(replay.final.placed!.features.filter((f) => f.kind === "gingerbread-house")).toHaveLength(2)
    expect(replay.final.placed!.features.filter((f) => f.kind === "snowgrot")).toHaveLength(16)
    const summary = summarize(replay)
    expect(summary.finished).toBe(false)
    expect(summary.winners).toBeNull()
    expect(summary.decidedBy).toBeNull()
    // The Red Gobbo's special rule (a second bomb, skills/bombardier.ts) is folded: the summary does not list it.
    expect(summary.unsupported.map((u) => u.skill)).not.toContain("Presents for Everyone!")
  })
})
