import { describe, expect, it } from "vitest"
import { Result } from "effect"
import { decodeLogText, encodeLog, type MatchEvent } from "@sidelines/schema"
import { buildMatch, initialState, transition, variantOf } from "@sidelines/engine"
import { importReplay } from "../src/index.js"
import type { FfbCommand, FfbReplay } from "../src/replay.js"
import { change, command, endTurn, matchStart, replay, report } from "./ffb-shapes.js"

/**
 * FFB-shaped fragments (written for these tests, shaped like FFB's BB2020 reports) for the
 * wizard's spells and the skills FFB reports only through a dialog, converted and folded by the
 * engine from the kick-off on.
 */
const shapes = (events: ReadonlyArray<MatchEvent>) => events.map(({ seq: _seq, ...rest }) => rest)

const withInducement = (ffb: FfbReplay, side: "home" | "away", inducementType: string): FfbReplay =>
  ({ ...ffb, game: { ...ffb.game, [side === "home" ? "turnDataHome" : "turnDataAway"]: { inducementSet: { inducementArray: [{ inducementType, value: 1 }] } } } }) as FfbReplay

/** Folds an imported match; a refused event fails the test with the engine's message. */
const folded = (match: ReturnType<typeof importReplay>) => {
  const variant = variantOf(match.header)
  if (Result.isFailure(variant)) throw new Error(variant.failure.message)
  const engine = buildMatch(match.header, variant.success)
  let state = initialState(engine)
  for (const event of match.events) {
    const next = transition(engine, state, event)
    if (Result.isFailure(next)) throw new Error(`the engine refuses seq ${event.seq} (${event._tag}): ${next.failure.message}`)
    state = next.success
  }
  return { state, engine }
}

/** Converts matchStart + the fragment (the home team has a wizard), checks it decodes, folds it, returns the fragment's events. */
const convertWithWizard = (...fragment: ReadonlyArray<FfbCommand>) => {
  const start = matchStart()
  const match = importReplay(withInducement(replay([...start, ...fragment]), "home", "wizard"))
  expect(match.stopped).toBeNull()
  expect(decodeLogText(encodeLog(match.header, match.events)).errors).toEqual([])
  const { state, engine } = folded(match)
  const before = importReplay(withInducement(replay(start), "home", "wizard")).events.length
  const posture = (id: string) => state.players[engine.playerIndex.get(id)!]!.posture
  return { events: shapes(match.events.slice(before)), posture, state, engine }
}

const wizardUse = (teamId: string, wizardSpell: string) => command([report("wizardUse", { teamId, wizardSpell })], [change("gameSetTurnMode", null, "wizard")])
const spellRoll = (playerId: string, specialEffect: string, roll: number, successful: boolean) => report("spellEffectRoll", { specialEffect, playerId, roll, successful })
const fireballInjury = (defenderId: string, armorRoll: [number, number], armorBroken: boolean) =>
  report("injury", { defenderId, injuryType: "fireball", armorBroken, armorRoll, injuryRoll: null, casualtyRoll: null, injury: null, attackerId: null })

describe("the Hireling Sports Wizard from FFB", () => {
  // Away a1 [13,6], a4 [13,7], a3 [13,8], a2 [18,7] with the ball; home h1–h3 on x = 12 (ffb-shapes).
  it("writes FFB's Fireball (played before its turnEnd) after TurnEnded: the cast at the blood-spot square, then each player's D6 in header order with its injury [inducement:wizard]", () => {
    const { events, posture } = convertWithWizard(
      wizardUse("T-HOME", "fireball"),
      // FFB's order of the blast's squares: a4 first, then a1.
      command([spellRoll("a4", "fireball", 5, true), fireballInjury("a4", [2, 3], false)], [
        change("fieldModelAddBloodSpot", null, { injury: 0x11, coordinate: [14, 6] }),
        change("fieldModelSetPlayerState", "a4", 3)
      ]),
      command([spellRoll("a1", "fireball", 2, false)]),
      endTurn("home", 1)
    )
    expect(events).toEqual([
      { _tag: "TurnEnded", team: "T-AWAY" },
      { _tag: "InducementUsed", team: "T-HOME", inducement: "fireball", at: [14, 6] },
      { _tag: "DiceRolled", die: "d6", faces: [2], for: "spell", player: "a1", claimed: { success: false } },
      { _tag: "DiceRolled", die: "d6", faces: [5], for: "spell", player: "a4", claimed: { success: true } },
      { _tag: "DiceRolled", die: "2d6", faces: [2, 3], for: "armour", player: "a4", claimed: { result: "not-broken" } }
    ])
    expect(posture("a4")).toBe("prone")
    expect(posture("a1")).toBe("standing")
  })

  it("writes FFB's Zap! as the cast at the player its spell roll names, then that D6: the target turns into a frog [inducement:wizard]", () => {
    const { events } = convertWithWizard(wizardUse("T-HOME", "zap"), command([spellRoll("a1", "zap", 4, true)]), endTurn("home", 1))
    expect(events).toEqual([
      { _tag: "TurnEnded", team: "T-AWAY" },
      { _tag: "InducementUsed", team: "T-HOME", inducement: "zap", player: "a1" },
      { _tag: "DiceRolled", die: "d6", faces: [4], for: "spell", player: "a1", claimed: { success: true } }
    ])
  })

  it("does not count a Fireball's knock-down of the moving team as a turnover: the coach's TurnEnded is still written [inducement:wizard]", () => {
    // The away team's own turn ends; the home wizard knocks down a4, of the team whose turn it was.
    const { events } = convertWithWizard(
      wizardUse("T-HOME", "fireball"),
      command([spellRoll("a4", "fireball", 6, true), fireballInjury("a4", [1, 2], false)], [change("fieldModelAddBloodSpot", null, { injury: 0x11, coordinate: [13, 7] })]),
      command([spellRoll("a1", "fireball", 1, false), spellRoll("a3", "fireball", 3, false), spellRoll("h1", "fireball", 2, false), spellRoll("h2", "fireball", 3, false), spellRoll("h3", "fireball", 1, false)]),
      endTurn("home", 1)
    )
    expect(events[0]).toEqual({ _tag: "TurnEnded", team: "T-AWAY" })
    expect(events.filter((e) => e._tag === "DiceRolled" && e.for === "spell").map((e) => (e as { player: string }).player)).toEqual(["h1", "h2", "h3", "a1", "a3", "a4"])
  })

  it("stops at a spell roll with no wizard's cast before it, and at a Fireball whose square FFB did not mark", () => {
    const loose = importReplay(withInducement(replay([...matchStart(), command([spellRoll("a1", "zap", 4, true)])]), "home", "wizard"))
    expect(loose.stopped?.reason).toMatch(/a spell roll \(command \d+\) without the wizard's cast/)
    const unmarked = importReplay(withInducement(replay([...matchStart(), wizardUse("T-HOME", "fireball"), command([spellRoll("a1", "fireball", 2, false)]), endTurn("home", 1)]), "home", "wizard"))
    expect(unmarked.stopped?.reason).toMatch(/Fireball: FFB left no mark/)
  })
})
