import { describe, expect, it } from "vitest"
import { expecting, legalDecisions } from "@sidelines/engine"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// A Vampire h1 (Bloodlust 3+) on (10, 7), a Thrall Lineman h2 next to it on (10, 8), h3 (a Lineman, not a Thrall) far off, a1 (ST 3) on (11, 7).
const vampires = (fields: { vampire?: Partial<Parameters<typeof player>[1]>; a1?: Partial<Parameters<typeof player>[1]> } = {}) =>
  header(
    [player("h1", { position: "Vampire Runner", traits: ["Bloodlust (3+)"], ...fields.vampire }), player("h2", { position: "Thrall Lineman" }), player("h3")],
    [player("a1", fields.a1), player("a2")]
  )
const position = (fields: { at?: Record<string, readonly [number, number]>; prone?: ReadonlyArray<string>; ballCarrier?: string; vampire?: Partial<Parameters<typeof player>[1]>; a1?: Partial<Parameters<typeof player>[1]> } = {}) =>
  positionOf(vampires(fields), {
    team: 0,
    at: (fields.at ?? { h1: [10, 7], h2: [10, 8], h3: [3, 3], a1: [11, 7], a2: [20, 2] }) as never,
    ...(fields.prone === undefined ? {} : { prone: fields.prone }),
    ...(fields.ballCarrier === undefined ? {} : { ballCarrier: fields.ballCarrier })
  })
const declare = (action: "move" | "block" | "blitz" | "pass", target?: string) =>
  new Events().add({ _tag: "ActionDeclared", player: "h1", action, ...(target === undefined ? {} : { target }) } as never)
/** h1 declares, rolls `face` for Bloodlust and takes no re-roll. */
const thirsty = (action: "move" | "block" | "blitz" | "pass", face = 2, target?: string) =>
  declare(action, target).d6(face, "bloodlust", "h1").add({ _tag: "RerollDeclined", team: "home" })
const end = (events: Events) => events.add({ _tag: "ActionEnded", player: "h1" })
const bite = (events: Events, victim: string) => events.add({ _tag: "PlayerChosen", team: "home", player: victim, for: "bloodlust" })
const turnovers = (outcomes: ReadonlyArray<{ _tag: string }>) => outcomes.filter((o) => o._tag === "Turnover")

describe("Bloodlust [trait:bloodlust]", () => {
  it("h1 declares a Block: a 2 +1 for the Block makes 3, the roll passes and the block goes ahead", () => {
    const { match, state } = position()
    expect(expecting(match, playOk(match, state, declare("block").list).state)).toMatchObject({ kind: "roll", die: "d6", for: "bloodlust", player: "h1" })
    const played = playOk(match, state, declare("block").d6(2, "bloodlust", "h1").add({ _tag: "BlockThrown", player: "h1", target: "a1" }).list)
    expect(played.rulings.find((r) => r.rule === "Bloodlust")).toMatchObject({ success: true, total: 3, modifiers: [{ value: 1, source: "block declared" }] })
    expect(where(played.state, "h1").used).not.toContain("bloodlust-thirsty")
  })

  it("the same 2 on a Move fails; h1 moves next to the Thrall, ends the action and bites h2: injury 4 + 3, h2 Stunned, no turnover", () => {
    const { match, state } = position()
    const moved = thirsty("move").add({ _tag: "PlayerMoved", player: "h1", to: [9, 8] }).d6(6, "dodge", "h1")
    expect(expecting(match, playOk(match, state, end(moved).list).state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen", "SkillDeclined"] })
    const played = playOk(match, state, bite(end(thirsty("move").add({ _tag: "PlayerMoved", player: "h1", to: [9, 8] }).d6(6, "dodge", "h1")), "h2").twoD6(4, 3, "injury", "h2").list)
    expect(played.rulings.find((r) => r.rule === "Bloodlust")).toMatchObject({ success: false })
    expect(where(played.state, "h2")).toMatchObject({ at: [10, 8], posture: "stunned" })
    expect(where(played.state, "h1")).toMatchObject({ at: [9, 8], lostTackleZones: false })
    expect(turnovers(played.outcomes)).toEqual([])
  })

  it("a bitten Thrall's casualty counts as Badly Hurt: 6 + 6, no casualty roll", () => {
    const { match, state } = position()
    const played = playOk(match, state, bite(end(thirsty("move")), "h2").twoD6(6, 6, "injury", "h2").list)
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Injury", player: "h2", result: "badly-hurt", cause: "bite" }))
    expect(where(played.state, "h2").at).toBeNull()
    expect(expecting(match, played.state)).not.toMatchObject({ kind: "roll", for: "casualty" })
  })

  it("a natural 1 always fails, even for Bloodlust (2+) on a Blitz (1 + 1 = 2)", () => {
    const { match, state } = position({ vampire: { traits: ["Bloodlust (2+)"] } })
    const played = playOk(match, state, declare("blitz", "a1").d6(1, "bloodlust", "h1").add({ _tag: "RerollDeclined", team: "home" }).list)
    expect(played.rulings.find((r) => r.rule === "Bloodlust")).toMatchObject({ success: false, notes: expect.arrayContaining(["a natural 1 always fails"]) })
    expect(where(played.state, "h1").used).toContain("bloodlust-thirsty")
  })

  it("declining to bite is a turnover: h1 loses its tackle zone and drops the ball it held", () => {
    const { match, state } = position({ ballCarrier: "h1" })
    const played = playOk(match, state, end(thirsty("move")).add({ _tag: "SkillDeclined", player: "h1", skill: "Bloodlust" }).roll("d8", [2], "bounce").list)
    expect(turnovers(played.outcomes)).toEqual([expect.objectContaining({ team: 0, cause: "bloodlust" })])
    expect(where(played.state, "h1").lostTackleZones).toBe(true)
    expect(played.state.ball.carrier).not.toBe("h1")
  })

  it("no Thrall next to h1 (h3 is a Lineman, a1 an opponent): ending the action is a turnover at once", () => {
    const { match, state } = position({ at: { h1: [10, 7], h2: [3, 8], h3: [10, 8], a1: [11, 7], a2: [20, 2] } })
    const played = playOk(match, state, end(thirsty("move")).list)
    expect(turnovers(played.outcomes)).toEqual([expect.objectContaining({ cause: "bloodlust" })])
    expect(play(match, state, bite(end(thirsty("move")), "h3").list).violation).not.toBeNull()
  })

  it("legalDecisions offers biting the Thrall h2 only (not h3, not a1), or declining", () => {
    const { match, state } = position({ at: { h1: [10, 7], h2: [10, 8], h3: [9, 7], a1: [11, 7], a2: [20, 2] } })
    const due = playOk(match, state, end(thirsty("move")).list).state
    const decisions = legalDecisions(match, due)
    expect(decisions.filter((d) => d._tag === "PlayerChosen").map((d) => (d as { player: string }).player)).toEqual(["h2"])
    expect(decisions.filter((d) => d._tag === "SkillDeclined")).toEqual([expect.objectContaining({ player: "h1", skill: "Bloodlust" })])
  })

  it("a Prone Vampire rolls too, and cannot bite while still Prone: a turnover", () => {
    const { match, state } = position({ prone: ["h1"] })
    expect(expecting(match, playOk(match, state, declare("move").list).state)).toMatchObject({ kind: "roll", for: "bloodlust", player: "h1" })
    const played = playOk(match, state, end(thirsty("move")).list)
    expect(turnovers(played.outcomes)).toEqual([expect.objectContaining({ cause: "bloodlust" })])
  })

  it("biting a Thrall who held the ball is a turnover and the ball bounces", () => {
    const { match, state } = position({ ballCarrier: "h2" })
    const played = playOk(match, state, bite(end(thirsty("move")), "h2").twoD6(3, 3, "injury", "h2").roll("d8", [2], "bounce").list)
    expect(turnovers(played.outcomes)).toEqual([expect.objectContaining({ team: 0, cause: "ball-carrier-down" })])
    expect(played.state.ball.carrier).not.toBe("h2")
  })

  it("after a failure the coach may switch a declared Block to a Move (SkillUsed Bloodlust), not once the action has begun", () => {
    const { match, state } = position()
    const played = playOk(match, state, thirsty("block", 1).add({ _tag: "SkillUsed", player: "h1", skill: "Bloodlust" }).add({ _tag: "PlayerMoved", player: "h1", to: [9, 8] }).d6(6, "dodge", "h1").list)
    expect(where(played.state, "h1").at).toEqual([9, 8])
    // A Blitz switched to a Move is still the team's Blitz this turn.
    const blitz = playOk(match, state, thirsty("blitz", 1, "a1").add({ _tag: "SkillUsed", player: "h1", skill: "Bloodlust" }).list)
    expect(blitz.state.teams[0]!.blitzUsed).toBe(true)
    // Without a failed roll there is nothing to switch.
    expect(play(match, state, declare("block").d6(5, "bloodlust", "h1").add({ _tag: "SkillUsed", player: "h1", skill: "Bloodlust" }).list).violation).toMatchObject({ rule: "Bloodlust" })
  })

  it("a thirsty Vampire must bite before passing: the Pass alone is a violation; after biting h2 mid-action the Pass goes ahead, no bite at the end", () => {
    const { match, state } = position({ ballCarrier: "h1" })
    const unbitten = thirsty("pass").add({ _tag: "PassAimed", player: "h1", at: [14, 7] })
    expect(play(match, state, unbitten.list).violation).toMatchObject({ rule: "Bloodlust", _tag: "RuleViolation" })
    const bitten = () => bite(thirsty("pass"), "h2").twoD6(2, 3, "injury", "h2")
    const sated = playOk(match, state, bitten().list)
    expect(where(sated.state, "h1").used).not.toContain("bloodlust-thirsty")
    expect(where(sated.state, "h2").posture).toBe("stunned")
    expect(turnovers(sated.outcomes)).toEqual([])
    // The activation goes on: h1 may now aim the pass (the engine asks for the passing test next).
    const aimed = playOk(match, state, bitten().add({ _tag: "PassAimed", player: "h1", at: [14, 7] }).list)
    expect(expecting(match, aimed.state)).toMatchObject({ kind: "roll", player: "h1" })
  })

  it("legalDecisions offers a mid-activation bite of h2 only while h1 is thirsty", () => {
    const { match, state } = position()
    const due = playOk(match, state, thirsty("move").list).state
    expect(legalDecisions(match, due).filter((d) => d._tag === "PlayerChosen").map((d) => (d as { player: string }).player)).toEqual(["h2"])
    const fine = playOk(match, state, declare("move").d6(5, "bloodlust", "h1").list).state
    expect(legalDecisions(match, fine).filter((d) => d._tag === "PlayerChosen")).toEqual([])
    expect(play(match, state, bite(declare("move").d6(5, "bloodlust", "h1"), "h2").list).violation).toMatchObject({ rule: "Bloodlust" })
  })

  it("a thirsty Vampire who runs the ball into the End Zone does not score; biting the Thrall h2 beside him there scores at once", () => {
    const { match, state } = position({ ballCarrier: "h1", at: { h1: [24, 7], h2: [25, 8], h3: [3, 3], a1: [11, 7], a2: [20, 2] } })
    const inZone = () => thirsty("move").add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] })
    const there = playOk(match, state, inZone().list)
    expect(there.outcomes.filter((o) => o._tag === "Touchdown")).toEqual([])
    expect(expecting(match, there.state)).toMatchObject({ kind: "decision", team: 0, events: expect.arrayContaining(["PlayerMoved", "ActionEnded"]) })
    const scored = playOk(match, state, bite(inZone(), "h2").twoD6(2, 2, "injury", "h2").list)
    expect(scored.outcomes).toContainEqual({ _tag: "Touchdown", team: 0, player: "h1" })
    // Biting at the end of the activation, still in the End Zone with the ball, scores too.
    const atEnd = playOk(match, state, bite(end(thirsty("move").add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] })), "h2").twoD6(2, 2, "injury", "h2").list)
    expect(atEnd.outcomes).toContainEqual({ _tag: "Touchdown", team: 0, player: "h1" })
    // Not biting: a turnover, the ball drops, no touchdown.
    const unfed = playOk(match, state, end(inZone()).add({ _tag: "SkillDeclined", player: "h1", skill: "Bloodlust" }).roll("d8", [2], "bounce").list)
    expect(unfed.outcomes.filter((o) => o._tag === "Touchdown")).toEqual([])
    expect(turnovers(unfed.outcomes)).toEqual([expect.objectContaining({ cause: "bloodlust" })])
    // Having passed the roll, the same run scores at once.
    const passed = playOk(match, state, declare("move").d6(3, "bloodlust", "h1").add({ _tag: "PlayerMoved", player: "h1", to: [25, 7] }).list)
    expect(passed.outcomes).toContainEqual({ _tag: "Touchdown", team: 0, player: "h1" })
  })

  it("a player without the trait rolls nothing, and a Vampire who passed the roll needs no bite", () => {
    const { match, state } = position()
    const other = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "h3", action: "move" }).add({ _tag: "PlayerMoved", player: "h3", to: [4, 4] }).add({ _tag: "ActionEnded", player: "h3" }).list)
    expect(where(other.state, "h3").at).toEqual([4, 4])
    const sated = playOk(match, state, end(declare("move").d6(4, "bloodlust", "h1")).list)
    expect(turnovers(sated.outcomes)).toEqual([])
    expect(expecting(match, sated.state)).toMatchObject({ kind: "decision", events: expect.arrayContaining(["ActionDeclared"]) })
  })
})

describe("Tasty Morsel [special:tasty-morsel]", () => {
  const karina = { vampire: { position: "'Captain' Karina von Riesz", traits: ["Bloodlust (2+)"], skills: ["Tasty Morsel"], hired: "star-player" as const } }
  const noThrall = { h1: [10, 7], h2: [3, 8], h3: [3, 3], a1: [11, 7], a2: [20, 2] } as const

  it("Karina fails Bloodlust with no Thrall near: she bites a1 (ST 3) instead — injury 5 + 4, KO'd, no turnover", () => {
    const { match, state } = position({ ...karina, at: noThrall })
    const played = playOk(match, state, bite(end(thirsty("move", 1)), "a1").twoD6(5, 4, "injury", "a1").list)
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Injury", player: "a1", result: "ko", cause: "bite" }))
    expect(turnovers(played.outcomes)).toEqual([])
    expect(played.state.teams[0]!.specialRulesUsed).toContain("h1:Tasty Morsel")
  })

  it("once a game: with Tasty Morsel used, a1 cannot be bitten and Karina's failure is a turnover", () => {
    const { match, state } = position({ ...karina, at: noThrall })
    const used = { ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: ["h1:Tasty Morsel"] } : t)) }
    const played = playOk(match, used, end(thirsty("move", 1)).list)
    expect(turnovers(played.outcomes)).toEqual([expect.objectContaining({ cause: "bloodlust" })])
  })

  it("not an opponent of ST 4, not a star, and not for a Vampire without the rule", () => {
    const strong = position({ ...karina, at: noThrall, a1: { st: 4 } })
    expect(turnovers(playOk(strong.match, strong.state, end(thirsty("move", 1)).list).outcomes)).toEqual([expect.objectContaining({ cause: "bloodlust" })])
    const star = position({ ...karina, at: noThrall, a1: { hired: "star-player" } })
    expect(turnovers(playOk(star.match, star.state, end(thirsty("move", 1)).list).outcomes)).toEqual([expect.objectContaining({ cause: "bloodlust" })])
    // h1 (no Tasty Morsel) next to both the Thrall h2 and a1: only h2 may be bitten.
    const plain = position()
    expect(play(plain.match, plain.state, bite(end(thirsty("move")), "a1").list).violation).toMatchObject({ rule: "Bloodlust" })
  })
})
