import { describe, expect, it } from "vitest"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"

// Star players' special rules that hypnotise, hex, steal the ball or blast (stars/black-ink.ts,
// excuse-me-are-you-a-zoat.ts, look-into-my-eyes.ts, baleful-hex.ts). Facts from FUMBBL's client
// (christerk/ffb) and BBBase's star pages, as docs/skills.md says.
const PURPOSE = "then-i-started-blastin" as const
const used = (star: string, skill: string, target?: string) => ({ _tag: "SkillUsed" as const, player: star, skill, ...(target === undefined ? {} : { target }) })
const spent = <S extends { teams: ReadonlyArray<{ specialRulesUsed?: ReadonlyArray<string> | undefined }> }>(state: S, team: number, mark: string): S =>
  ({ ...state, teams: state.teams.map((t, i) => (i === team ? { ...t, specialRulesUsed: [mark] } : t)) })

describe("Black Ink (Kiroth Krakeneye)", () => {
  const squid = header(
    [
      player("kiroth", { name: "Kiroth Krakeneye", position: "Star Player", ma: 7, st: 3, ag: 2, pa: 3, av: 9, skills: ["Loner (4+)", "On the Ball", "Tackle", "Black Ink"], traits: [], hired: "star-player" }),
      player("h2")
    ],
    [player("a1"), player("a2")]
  )

  it("at the start of his Move, the lineman next to him is hypnotised with no roll: Kiroth then walks away with no dodge [special:black-ink]", () => {
    const { match, state } = positionOf(squid, { team: 0, at: { kiroth: [10, 7], a1: [11, 7], h2: [3, 3] } })
    const events = new Events()
      .add({ _tag: "ActionDeclared", player: "kiroth", action: "move" })
      .add(used("kiroth", "Black Ink", "a1"))
      .add({ _tag: "PlayerMoved", player: "kiroth", to: [9, 7] })
      .add({ _tag: "ActionEnded", player: "kiroth" })
    const played = playOk(match, state, events.list)
    expect(where(played.state, "a1").lostTackleZones).toBe(true)
    expect(played.rulings.some((r) => r.rule === "Dodge")).toBe(false)
    expect(played.rulings.some((r) => r.rule === "Hypnotic Gaze")).toBe(false)
    expect(where(played.state, "kiroth").at).toEqual([9, 7])
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["kiroth:Black Ink"])
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text.startsWith("special rule: Black Ink (once a game)"))).toBe(true)
    // Without it, the same step away is a dodge.
    const plain = playOk(match, state, new Events().add({ _tag: "ActionDeclared", player: "kiroth", action: "move" }).add({ _tag: "PlayerMoved", player: "kiroth", to: [9, 7] }).d6(4, "dodge", "kiroth").list)
    expect(plain.rulings.some((r) => r.rule === "Dodge")).toBe(true)
  })

  it("a prone opponent next to him may be chosen too; one two squares off may not [special:black-ink]", () => {
    const { match, state } = positionOf(squid, { team: 0, at: { kiroth: [10, 7], a1: [11, 8], a2: [12, 7] }, prone: ["a1"] })
    const start = new Events().add({ _tag: "ActionDeclared", player: "kiroth", action: "block" })
    expect(where(playOk(match, state, [...start.list, { ...used("kiroth", "Black Ink", "a1"), seq: 2 }]).state, "a1").lostTackleZones).toBe(true)
    expect(play(match, state, [...start.list, { ...used("kiroth", "Black Ink", "a2"), seq: 2 }]).violation).toMatchObject({ rule: "Black Ink", seq: 2 })
  })

  it("not after he has moved, not a second time in the game, not for a player without it [special:black-ink]", () => {
    const { match, state } = positionOf(squid, { team: 0, at: { kiroth: [10, 7], a1: [11, 7], h2: [12, 8], a2: [13, 8] } })
    const late = new Events()
      .add({ _tag: "ActionDeclared", player: "kiroth", action: "move" })
      .add({ _tag: "PlayerMoved", player: "kiroth", to: [10, 6] }).d6(4, "dodge", "kiroth")
      .add(used("kiroth", "Black Ink", "a1"))
    expect(play(match, state, late.list).violation).toMatchObject({ rule: "Black Ink", seq: 4, message: expect.stringContaining("at the start of") })
    const again = new Events().add({ _tag: "ActionDeclared", player: "kiroth", action: "move" }).add(used("kiroth", "Black Ink", "a1"))
    expect(play(match, spent(state, 0, "kiroth:Black Ink"), again.list).violation).toMatchObject({ rule: "Black Ink", seq: 2, message: expect.stringContaining("once a game") })
    const other = new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).add(used("h2", "Black Ink", "a2"))
    expect(play(match, state, other.list).violation).toMatchObject({ rule: "Black Ink", seq: 2 })
  })
})

describe("Excuse Me, Are You a Zoat? (Zolcath the Zoat)", () => {
  const zoat = header(
    [
      player("zolcath", { name: "Zolcath the Zoat", position: "Star Player", ma: 5, st: 5, ag: 4, pa: 5, av: 10, skills: ["Juggernaut", "Loner (4+)", "Mighty Blow (+1)", "Sure Feet", "Excuse Me, Are You a Zoat?"], traits: ["Regeneration"], hired: "star-player" }),
      player("h2")
    ],
    [player("a1"), player("a2")]
  )
  const gazeAt = (target: string) => new Events()
    .add({ _tag: "ActionDeclared", player: "zolcath", action: "hypnotic-gaze" })
    .add(used("zolcath", "Excuse Me, Are You a Zoat?"))
    .add({ _tag: "SkillUsed", player: "zolcath", skill: "Hypnotic Gaze", target })

  it("declared as he is activated, he gazes like a Vampire: an AG 4+ test, a 4 takes the lineman's tackle zone [special:excuse-me-are-you-a-zoat]", () => {
    const { match, state } = positionOf(zoat, { team: 0, at: { zolcath: [10, 7], a1: [11, 7] } })
    const played = playOk(match, state, gazeAt("a1").d6(4, "hypnotic-gaze", "zolcath").list)
    expect(played.rulings.find((r) => r.rule === "Hypnotic Gaze")).toMatchObject({ target: 4, total: 4, success: true })
    expect(where(played.state, "a1").lostTackleZones).toBe(true)
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["zolcath:Excuse Me, Are You a Zoat?"])
    expect(played.outcomes.some((o) => o._tag === "Note" && o.text.includes("gains Hypnotic Gaze for this activation"))).toBe(true)
  })

  it("without it he has no gaze; not on a Move action, not after moving, not twice a game; the trait does not last into his next turn [special:excuse-me-are-you-a-zoat]", () => {
    const { match, state } = positionOf(zoat, { team: 0, at: { zolcath: [10, 7], a1: [11, 7] } })
    const bare = new Events().add({ _tag: "ActionDeclared", player: "zolcath", action: "hypnotic-gaze" }).add({ _tag: "SkillUsed", player: "zolcath", skill: "Hypnotic Gaze", target: "a1" })
    expect(play(match, state, bare.list).violation).toMatchObject({ rule: "Hypnotic Gaze", seq: 2 })
    const onMove = new Events().add({ _tag: "ActionDeclared", player: "zolcath", action: "move" }).add(used("zolcath", "Excuse Me, Are You a Zoat?"))
    expect(play(match, state, onMove.list).violation).toMatchObject({ rule: "Excuse Me, Are You a Zoat?", seq: 2 })
    const late = new Events()
      .add({ _tag: "ActionDeclared", player: "zolcath", action: "hypnotic-gaze" })
      .add({ _tag: "PlayerMoved", player: "zolcath", to: [10, 6] }).d6(5, "dodge", "zolcath")
      .add(used("zolcath", "Excuse Me, Are You a Zoat?"))
    expect(play(match, state, late.list).violation).toMatchObject({ rule: "Excuse Me, Are You a Zoat?", seq: 4, message: expect.stringContaining("before he moves") })
    // Spent: he may not even declare the gaze.
    const twice = spent(state, 0, "zolcath:Excuse Me, Are You a Zoat?")
    expect(play(match, twice, gazeAt("a1").list).violation).toMatchObject({ rule: "Hypnotic Gaze", seq: 1 })
    // The gaze fails (a 3); in his team's next turn the trait is gone, and he cannot declare a gaze.
    const nextTurn = gazeAt("a1").d6(3, "hypnotic-gaze", "zolcath").add({ _tag: "RerollDeclined", team: "home" })
      .add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "TurnEnded", team: "away" })
    expect(where(playOk(match, state, nextTurn.list).state, "zolcath").used).not.toContain("Excuse Me, Are You a Zoat?")
    const again = nextTurn.add({ _tag: "ActionDeclared", player: "zolcath", action: "hypnotic-gaze" })
    expect(play(match, state, again.list).violation).toMatchObject({ rule: "Hypnotic Gaze", seq: 8 })
  })
})

describe("Look Into My Eyes (Boa Kon'ssstriktr)", () => {
  const snake = header(
    [
      player("boa", { name: "Boa Kon'ssstriktr", position: "Star Player", ma: 6, st: 3, ag: 3, pa: 4, av: 9, skills: ["Dodge", "Loner (4+)", "Safe Pair of Hands", "Sidestep", "Look Into My Eyes"], traits: ["Hypnotic Gaze"], hired: "star-player" }),
      player("h2")
    ],
    [player("a1"), player("a2")]
  )
  const stare = (action: "move" | "blitz" = "move") => new Events()
    .add({ _tag: "ActionDeclared", player: "boa", action, ...(action === "blitz" ? { target: "a1" } : {}) })
    .add(used("boa", "Look Into My Eyes"))

  it("next to the carrier at the start of his Move, a 2 takes the ball from him and Boa's activation ends [special:look-into-my-eyes]", () => {
    const { match, state } = positionOf(snake, { team: 0, at: { boa: [10, 7], a1: [11, 7], h2: [3, 3] }, ballCarrier: "a1" })
    const events = stare().d6(2, "look-into-my-eyes", "boa")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Look Into My Eyes")).toMatchObject({ target: 2, total: 2, success: true })
    expect(played.state.ball).toEqual({ at: [10, 7], carrier: "boa", inPlay: true })
    expect(played.state.turnover).toBeNull()
    expect(played.state.activePlayer).toBeNull()
    expect(where(played.state, "boa").hasActed).toBe(true)
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["boa:Look Into My Eyes"])
    // His activation is over: he may not move on.
    expect(play(match, state, events.add({ _tag: "PlayerMoved", player: "boa", to: [9, 7] }).list).violation).not.toBeNull()
  })

  it("a 1 does nothing: a team re-roll may be used, and declined he goes on with his Blitz; the rule is spent [special:look-into-my-eyes]", () => {
    const { match, state } = positionOf(snake, { team: 0, at: { boa: [10, 7], a1: [11, 7] }, ballCarrier: "a1" })
    const rerolled = playOk(match, state, stare("blitz").d6(1, "look-into-my-eyes", "boa").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(4, "loner", "boa").d6(5, "look-into-my-eyes", "boa").list)
    expect(rerolled.state.ball.carrier).toBe("boa")
    expect(rerolled.state.teams[0]!.rerolls).toBe(2)
    const failed = stare("blitz").d6(1, "look-into-my-eyes", "boa").add({ _tag: "RerollDeclined", team: "home" })
    const played = playOk(match, state, failed.list)
    expect(played.rulings.find((r) => r.rule === "Look Into My Eyes")).toMatchObject({ total: 1, success: false })
    expect(played.state.ball.carrier).toBe("a1")
    expect(played.state.turnover).toBeNull()
    expect(played.state.activePlayer).toBe("boa")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["boa:Look Into My Eyes"])
    // The Blitz goes on: he blocks the carrier.
    const blocked = playOk(match, state, failed.add({ _tag: "BlockThrown", player: "boa", target: "a1" }).list)
    expect(blocked.state.stack.at(-1)).toMatchObject({ _tag: "BlockDice" })
  })

  it("not when the carrier is not next to him or is a team-mate, not after he has moved, not twice a game [special:look-into-my-eyes]", () => {
    const far = positionOf(snake, { team: 0, at: { boa: [10, 7], a1: [12, 7] }, ballCarrier: "a1" })
    expect(play(far.match, far.state, stare().list).violation).toMatchObject({ rule: "Look Into My Eyes", seq: 2 })
    const own = positionOf(snake, { team: 0, at: { boa: [10, 7], h2: [11, 7], a1: [10, 8] }, ballCarrier: "h2" })
    expect(play(own.match, own.state, stare().list).violation).toMatchObject({ rule: "Look Into My Eyes", seq: 2 })
    const { match, state } = positionOf(snake, { team: 0, at: { boa: [9, 7], a1: [11, 7] }, ballCarrier: "a1" })
    const late = new Events().add({ _tag: "ActionDeclared", player: "boa", action: "move" }).add({ _tag: "PlayerMoved", player: "boa", to: [10, 7] }).add(used("boa", "Look Into My Eyes"))
    expect(play(match, state, late.list).violation).toMatchObject({ rule: "Look Into My Eyes", seq: 3, message: expect.stringContaining("at the start of") })
    const next = positionOf(snake, { team: 0, at: { boa: [10, 7], a1: [11, 7] }, ballCarrier: "a1" })
    expect(play(next.match, spent(next.state, 0, "boa:Look Into My Eyes"), stare().list).violation).toMatchObject({ rule: "Look Into My Eyes", seq: 2, message: expect.stringContaining("once a game") })
  })
})

describe("Baleful Hex (Estelle la Veneaux)", () => {
  const witch = header(
    [
      player("estelle", { name: "Estelle la Veneaux", position: "Star Player", ma: 6, st: 3, ag: 3, pa: 4, av: 8, skills: ["Disturbing Presence", "Dodge", "Guard", "Loner (4+)", "Sidestep", "Baleful Hex"], hired: "star-player" }),
      player("h2")
    ],
    [player("a1"), player("a2")]
  )
  const hex = (target: string) => new Events()
    .add({ _tag: "ActionDeclared", player: "estelle", action: "move" })
    .add(used("estelle", "Baleful Hex", target))

  it("a 3 on the lineman four squares off: no tackle zone, and he may not act in his team's next turn; once it ends he is himself again [special:baleful-hex]", () => {
    const { match, state } = positionOf(witch, { team: 0, at: { estelle: [10, 7], h2: [13, 8], a1: [14, 9], a2: [20, 3] } })
    const events = hex("a1").d6(3, "baleful-hex", "estelle")
      // h2 steps out of a1's reach with no dodge: a1 has no tackle zone.
      .add({ _tag: "ActionEnded", player: "estelle" })
      .add({ _tag: "ActionDeclared", player: "h2", action: "move" })
      .add({ _tag: "PlayerMoved", player: "h2", to: [12, 8] })
      .add({ _tag: "ActionEnded", player: "h2" })
      .add({ _tag: "TurnEnded", team: "home" })
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Baleful Hex")).toMatchObject({ target: 2, total: 3, success: true })
    expect(played.rulings.some((r) => r.rule === "Dodge")).toBe(false)
    expect(where(played.state, "a1").lostTackleZones).toBe(true)
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["estelle:Baleful Hex"])
    // The away team's turn: a1 may not be activated; a2 may.
    const blocked = [...events.list, { _tag: "ActionDeclared" as const, player: "a1", action: "move" as const, seq: events.list.length + 1 }]
    expect(play(match, state, blocked).violation).toMatchObject({ rule: "Baleful Hex", seq: events.list.length + 1 })
    const awayTurn = events.add({ _tag: "ActionDeclared", player: "a2", action: "move" }).add({ _tag: "PlayerMoved", player: "a2", to: [19, 3] }).add({ _tag: "ActionEnded", player: "a2" })
      .add({ _tag: "TurnEnded", team: "away" })
    const after = playOk(match, state, awayTurn.list)
    expect(where(after.state, "a1").lostTackleZones).toBe(false)
    expect(after.state.kickOffEffects).not.toContain("baleful-hex:a1")
    // In the away team's turn after that, he acts again.
    const later = awayTurn.add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "ActionDeclared", player: "a1", action: "move" })
    expect(playOk(match, state, later.list).state.activePlayer).toBe("a1")
  })

  it("a 1, the re-roll declined: nothing happens, her action goes on, the hex is spent [special:baleful-hex]", () => {
    const { match, state } = positionOf(witch, { team: 0, at: { estelle: [10, 7], a1: [14, 9] } })
    const played = playOk(match, state, hex("a1").d6(1, "baleful-hex", "estelle").add({ _tag: "RerollDeclined", team: "home" }).add({ _tag: "PlayerMoved", player: "estelle", to: [11, 7] }).list)
    expect(played.rulings.find((r) => r.rule === "Baleful Hex")).toMatchObject({ total: 1, success: false })
    expect(where(played.state, "a1").lostTackleZones).toBe(false)
    expect(played.state.kickOffEffects).not.toContain("baleful-hex:a1")
    expect(where(played.state, "estelle").at).toEqual([11, 7])
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["estelle:Baleful Hex"])
  })

  it("not on a player six squares off or a team-mate, not after she has moved, not twice a game [special:baleful-hex]", () => {
    const { match, state } = positionOf(witch, { team: 0, at: { estelle: [10, 7], h2: [11, 7], a1: [16, 7], a2: [13, 4] } })
    expect(play(match, state, hex("a1").list).violation).toMatchObject({ rule: "Baleful Hex", seq: 2 })
    expect(play(match, state, hex("h2").list).violation).toMatchObject({ rule: "Baleful Hex", seq: 2 })
    const late = new Events().add({ _tag: "ActionDeclared", player: "estelle", action: "move" }).add({ _tag: "PlayerMoved", player: "estelle", to: [10, 8] }).add(used("estelle", "Baleful Hex", "a2"))
    expect(play(match, state, late.list).violation).toMatchObject({ rule: "Baleful Hex", seq: 3, message: expect.stringContaining("at the start of") })
    expect(play(match, spent(state, 0, "estelle:Baleful Hex"), hex("a2").list).violation).toMatchObject({ rule: "Baleful Hex", seq: 2, message: expect.stringContaining("once a game") })
    // a2, five squares off, may be hexed at the start of her activation.
    expect(playOk(match, state, hex("a2").d6(2, "baleful-hex", "estelle").list).state.kickOffEffects).toContain("baleful-hex:a2")
  })
})

describe("Then I Started Blastin'! (Zzharg Madeye)", () => {
  const dwarf = header(
    [
      player("zzharg", { name: "Zzharg Madeye", position: "Star Player", ma: 4, st: 4, ag: 4, pa: 3, av: 10, skills: ["Hail Mary Pass", "Loner (4+)", "Nerves of Steel", "Sure Hands", "Thick Skull", "Then I Started Blastin'!"], hired: "star-player" }),
      player("h2")
    ],
    [player("a1"), player("a2")]
  )
  const blast = (target: string) => new Events()
    .add({ _tag: "ActionDeclared", player: "zzharg", action: "move" })
    .add(used("zzharg", "Then I Started Blastin'!", target))
  const at = { zzharg: [10, 7] as [number, number], a1: [13, 7] as [number, number], h2: [14, 8] as [number, number], a2: [18, 2] as [number, number] }

  it("a 4 hits the lineman three squares off: 5 + 5 breaks AV 9 unmodified, he is Placed Prone and Stunned; Zzharg's activation is over [special:then-i-started-blastin]", () => {
    const { match, state } = positionOf(dwarf, { team: 0, at })
    const events = blast("a1").d6(4, PURPOSE, "zzharg").twoD6(5, 5, "armour", "a1").twoD6(3, 4, "injury", "a1")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Then I Started Blastin'!")).toMatchObject({ target: 3, total: 4, success: true })
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ total: 10, target: 9, success: true, modifiers: [] })
    expect(where(played.state, "a1").posture).toBe("stunned")
    expect(played.state.turnover).toBeNull()
    expect(played.state.activePlayer).toBeNull()
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["zzharg:Then I Started Blastin'! (half 1)"])
    expect(play(match, state, events.add({ _tag: "PlayerMoved", player: "zzharg", to: [11, 7] }).list).violation).not.toBeNull()
    // Armour that holds: nothing happens, he stays on his feet.
    const held = playOk(match, state, blast("a1").d6(6, PURPOSE, "zzharg").twoD6(3, 3, "armour", "a1").list)
    expect(where(held.state, "a1").posture).toBe("standing")
    expect(held.rulings.some((r) => r.rule === "Injury")).toBe(false)
  })

  it("a 2 and no re-roll: the opposing coach picks Zzharg's team-mate with the ball next to the target; his armour breaks and it is a turnover [special:then-i-started-blastin]", () => {
    const { match, state } = positionOf(dwarf, { team: 0, at, ballCarrier: "h2" })
    const two = blast("a1").d6(2, PURPOSE, "zzharg").add({ _tag: "RerollDeclined", team: "home" })
    const offered = playOk(match, state, two.list)
    expect(offered.state.stack.at(-1)).toMatchObject({ _tag: "BlastVictim", target: "a1" })
    expect(play(match, state, [...two.list, { _tag: "PlayerChosen", team: "home", player: "a1", for: PURPOSE, seq: 5 }]).violation).toMatchObject({ rule: "Then I Started Blastin'!", seq: 5 })
    expect(play(match, state, [...two.list, { _tag: "PlayerChosen", team: "away", player: "zzharg", for: PURPOSE, seq: 5 }]).violation).toMatchObject({ rule: "Then I Started Blastin'!", seq: 5 })
    expect(play(match, state, [...two.list, { _tag: "PlayerChosen", team: "away", player: "a2", for: PURPOSE, seq: 5 }]).violation).toMatchObject({ rule: "Then I Started Blastin'!", seq: 5 })
    const events = two.add({ _tag: "PlayerChosen", team: "away", player: "h2", for: PURPOSE }).twoD6(4, 5, "armour", "h2").twoD6(2, 3, "injury", "h2").roll("d8", [2], "bounce")
    const played = playOk(match, state, events.list)
    expect(where(played.state, "h2").posture).toBe("stunned")
    expect(played.state.ball.carrier).toBeNull()
    expect(played.outcomes.some((o) => o._tag === "Turnover" && o.cause === "ball-carrier-down")).toBe(true)
  })

  it("a 1, re-rolled into another 1: the blunderbuss hits Zzharg himself, whose Thick Skull saves him from a KO [special:then-i-started-blastin]", () => {
    const { match, state } = positionOf(dwarf, { team: 0, at })
    const events = blast("a1").d6(1, PURPOSE, "zzharg").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(5, "loner", "zzharg").d6(1, PURPOSE, "zzharg")
      .twoD6(5, 5, "armour", "zzharg").twoD6(4, 4, "injury", "zzharg")
    const played = playOk(match, state, events.list)
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "zzharg", total: 10, target: 10, success: true })
    // An 8 on the injury roll: Thick Skull keeps him Stunned.
    expect(where(played.state, "zzharg").posture).toBe("stunned")
    expect(where(played.state, "a1").posture).toBe("standing")
    expect(played.state.turnover).toBeNull()
    // The re-roll that comes up 3 hits the lineman after all.
    const saved = playOk(match, state, blast("a1").d6(1, PURPOSE, "zzharg").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" }).d6(5, "loner", "zzharg").d6(3, PURPOSE, "zzharg").twoD6(1, 2, "armour", "a1").list)
    expect(saved.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "a1", success: false })
  })

  it("only at a Standing opponent within three squares, at the start of his activation, once a half [special:then-i-started-blastin]", () => {
    const far = positionOf(dwarf, { team: 0, at: { ...at, a1: [14, 7] } })
    expect(play(far.match, far.state, blast("a1").list).violation).toMatchObject({ rule: "Then I Started Blastin'!", seq: 2 })
    const down = positionOf(dwarf, { team: 0, at, prone: ["a1"] })
    expect(play(down.match, down.state, blast("a1").list).violation).toMatchObject({ rule: "Then I Started Blastin'!", seq: 2 })
    const { match, state } = positionOf(dwarf, { team: 0, at: { ...at, a1: [12, 7] } })
    const late = new Events().add({ _tag: "ActionDeclared", player: "zzharg", action: "move" }).add({ _tag: "PlayerMoved", player: "zzharg", to: [10, 8] }).add(used("zzharg", "Then I Started Blastin'!", "a1"))
    expect(play(match, state, late.list).violation).toMatchObject({ rule: "Then I Started Blastin'!", seq: 3, message: expect.stringContaining("at the start of") })
    const spentThisHalf = spent(state, 0, "zzharg:Then I Started Blastin'! (half 1)")
    expect(play(match, spentThisHalf, blast("a1").list).violation).toMatchObject({ rule: "Then I Started Blastin'!", seq: 2, message: expect.stringContaining("once a half") })
    // Used in the first half, it is his again in the second.
    expect(playOk(match, { ...spentThisHalf, half: 2 }, blast("a1").d6(3, PURPOSE, "zzharg").list).state.stack.at(-1)).toMatchObject({ _tag: "BlastHits", player: "a1" })
  })
})
