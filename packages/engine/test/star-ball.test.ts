import { describe, expect, it } from "vitest"
import { Events, header, play, player, playOk, positionOf, where } from "./support/scenario.js"
import { gutterHeader, gutterPosition } from "./support/gutter.js"

// Star players' special rules used as the star is activated, and the star rules of the moving
// game: Treacherous, Catch of the Day (docs/skills.md). Facts from FUMBBL's client (christerk/ffb)
// and BBBase's star pages.

type Position = ReturnType<typeof positionOf>
const spent = ({ state }: Position, marks: ReadonlyArray<string>) => ({ ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: [...marks] } : t)) })
const noRerolls = (state: Position["state"]) => ({ ...state, teams: state.teams.map((t, i) => (i === 0 ? { ...t, rerolls: 0 } : t)) })

describe("Treacherous (Hakflem Skuttlespike)", () => {
  const skaven = header(
    [
      player("hak", { name: "Hakflem Skuttlespike", position: "Star Player", ma: 9, st: 3, ag: 2, pa: 3, av: 8, skills: ["Dodge", "Loner (4+)", "Treacherous"], hired: "star-player" }),
      player("h1", { name: "Gutter Runner" }), player("h2")
    ],
    [player("a1")]
  )
  const treacherous = { _tag: "SkillUsed" as const, player: "hak", skill: "Treacherous" }
  const at = { hak: [10, 7] as [number, number], h1: [11, 7] as [number, number], h2: [3, 3] as [number, number], a1: [20, 2] as [number, number] }

  it("h1 holds the ball next to Hakflem: he knocks h1 down (armour 5 + 5 breaks AV 9, injury 7: Stunned), takes the ball and moves on; no turnover [special:treacherous]", () => {
    const pos = positionOf(skaven, { team: 0, at, ballCarrier: "h1" })
    const events = new Events().add({ _tag: "ActionDeclared", player: "hak", action: "move" }).add(treacherous)
      .twoD6(5, 5, "armour", "h1").twoD6(3, 4, "injury", "h1")
      .add({ _tag: "PlayerMoved", player: "hak", to: [9, 7] })
    const played = playOk(pos.match, pos.state, events.list)
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "special rule: Treacherous (once a game): Hakflem Skuttlespike (#1) knocks down Gutter Runner (#1) and takes the ball; no turnover" })
    expect(played.rulings.find((r) => r.rule === "Armour")).toMatchObject({ player: "h1", total: 10, success: true })
    expect(where(played.state, "h1")).toMatchObject({ at: [11, 7], posture: "stunned" })
    expect(played.state.ball).toEqual({ at: [9, 7], carrier: "hak", inPlay: true })
    expect(played.state.turnover).toBeNull()
    expect(played.state.activePlayer).toBe("hak")
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["hak:Treacherous"])
  })

  it("armour that holds still leaves the team-mate Knocked Down (the BB2020 text; FFB leaves him standing) [special:treacherous]", () => {
    const pos = positionOf(skaven, { team: 0, at, ballCarrier: "h1" })
    const played = playOk(pos.match, pos.state, new Events().add({ _tag: "ActionDeclared", player: "hak", action: "move" }).add(treacherous).twoD6(2, 3, "armour", "h1").list)
    expect(where(played.state, "h1")).toMatchObject({ at: [11, 7], posture: "prone" })
    expect(played.state.ball.carrier).toBe("hak")
    expect(played.state.turnover).toBeNull()
  })

  it("not when the carrier is not next to him, not after he has moved, not twice a game, not for a player without it [special:treacherous]", () => {
    const declare = (who: string) => new Events().add({ _tag: "ActionDeclared", player: who, action: "move" })
    const far = positionOf(skaven, { team: 0, at: { ...at, h1: [12, 7] }, ballCarrier: "h1" })
    expect(play(far.match, far.state, declare("hak").add(treacherous).list).violation).toMatchObject({ rule: "Treacherous" })
    const pos = positionOf(skaven, { team: 0, at: { ...at, h1: [11, 8] }, ballCarrier: "h1" })
    expect(play(pos.match, pos.state, declare("hak").add({ _tag: "PlayerMoved", player: "hak", to: [10, 8] }).add(treacherous).list).violation).toMatchObject({ rule: "Treacherous" })
    expect(play(pos.match, spent(pos, ["hak:Treacherous"]), declare("hak").add(treacherous).list).violation).toMatchObject({ rule: "Treacherous" })
    // An opponent holding the ball is no team-mate: a block is the way to that ball.
    const opponent = positionOf(skaven, { team: 0, at: { ...at, h1: [3, 4], a1: [11, 7] }, ballCarrier: "a1" })
    expect(play(opponent.match, opponent.state, declare("hak").add(treacherous).list).violation).toMatchObject({ rule: "Treacherous" })
    // Prone at the start, he may stand up first (FFB's justStoodUp), but not move a square.
    const prone = positionOf(skaven, { team: 0, at, prone: ["hak"], ballCarrier: "h1" })
    const stood = declare("hak").add({ _tag: "PlayerStoodUp", player: "hak" })
    expect(playOk(prone.match, prone.state, stood.add(treacherous).twoD6(1, 2, "armour", "h1").list).state.ball.carrier).toBe("hak")
    const plain = positionOf(skaven, { team: 0, at: { ...at, h2: [12, 7] }, ballCarrier: "h1" })
    expect(play(plain.match, plain.state, declare("h2").add({ ...treacherous, player: "h2" }).list).violation).toMatchObject({ rule: "Treacherous" })
  })
})

describe("Catch of the Day (Rodney Roachbait)", () => {
  const halflings = header(
    [
      player("rod", { name: "Rodney Roachbait", position: "Star Player", ma: 6, st: 2, ag: 3, pa: 4, av: 7, skills: ["Catch", "Jump Up", "Loner (4+)", "Sidestep", "Stunty", "Catch of the Day"], hired: "star-player" }),
      player("h2")
    ],
    [player("a1")]
  )
  const catchOfTheDay = { _tag: "SkillUsed" as const, player: "rod", skill: "Catch of the Day" }
  const at = { rod: [10, 7] as [number, number], h2: [3, 3] as [number, number], a1: [20, 2] as [number, number] }
  const start = () => new Events().add({ _tag: "ActionDeclared", player: "rod", action: "move" }).add(catchOfTheDay)

  it("the ball lies three squares away: a D6 of 3 and it is his, and he moves on with it [special:catch-of-the-day]", () => {
    const pos = positionOf(halflings, { team: 0, at, ballAt: [13, 5] })
    const played = playOk(pos.match, pos.state, start().d6(3, "catch-of-the-day", "rod").add({ _tag: "PlayerMoved", player: "rod", to: [11, 7] }).list)
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "special rule: Catch of the Day (once a half): Rodney Roachbait (#1), 3 squares from the ball, rolls a D6 to gain it on a 3+" })
    expect(played.rulings.find((r) => r.rule === "Catch of the Day")).toMatchObject({ player: "rod", target: 3, total: 3, success: true })
    expect(played.state.ball).toEqual({ at: [11, 7], carrier: "rod", inPlay: true })
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["rod:Catch of the Day (half 1)"])
  })

  it("a 2 does nothing: the ball stays, the rule is spent for the half, and a failed roll is re-rolled as a test is [special:catch-of-the-day]", () => {
    const pos = positionOf(halflings, { team: 0, at, ballAt: [12, 7] })
    const missed = playOk(pos.match, noRerolls(pos.state), start().d6(2, "catch-of-the-day", "rod").add({ _tag: "PlayerMoved", player: "rod", to: [11, 7] }).list)
    expect(missed.state.ball).toEqual({ at: [12, 7], carrier: null, inPlay: true })
    expect(missed.state.teams[0]!.specialRulesUsed).toEqual(["rod:Catch of the Day (half 1)"])
    // With a team re-roll: Loner 4+ first, then the D6 again.
    const rerolled = playOk(pos.match, pos.state, start().d6(2, "catch-of-the-day", "rod").add({ _tag: "RerollUsed", team: "home", source: "team-reroll" })
      .d6(4, "loner", "rod").d6(5, "catch-of-the-day", "rod").list)
    expect(rerolled.state.ball.carrier).toBe("rod")
    expect(rerolled.state.teams[0]!.rerolls).toBe(2)
  })

  it("not with the ball four squares away or in a player's hands, not after moving, not twice a half — again in the next [special:catch-of-the-day]", () => {
    const far = positionOf(halflings, { team: 0, at, ballAt: [14, 7] })
    expect(play(far.match, far.state, start().list).violation).toMatchObject({ rule: "Catch of the Day" })
    const held = positionOf(halflings, { team: 0, at: { ...at, a1: [12, 7] }, ballCarrier: "a1" })
    expect(play(held.match, held.state, start().list).violation).toMatchObject({ rule: "Catch of the Day" })
    const pos = positionOf(halflings, { team: 0, at, ballAt: [13, 7] })
    const moved = new Events().add({ _tag: "ActionDeclared", player: "rod", action: "move" }).add({ _tag: "PlayerMoved", player: "rod", to: [11, 7] }).add(catchOfTheDay)
    expect(play(pos.match, pos.state, moved.list).violation).toMatchObject({ rule: "Catch of the Day" })
    expect(play(pos.match, spent(pos, ["rod:Catch of the Day (half 1)"]), start().list).violation).toMatchObject({ rule: "Catch of the Day" })
    // Spent in the first half, it is there again in the second.
    const second = { ...spent(pos, ["rod:Catch of the Day (half 1)"]), half: 2 }
    expect(playOk(pos.match, second, start().d6(6, "catch-of-the-day", "rod").list).state.ball.carrier).toBe("rod")
  })

  it("a prone Rodney did not start Standing: after standing up it is refused [special:catch-of-the-day]", () => {
    const pos = positionOf(halflings, { team: 0, at, prone: ["rod"], ballAt: [12, 7] })
    // Jump Up stands him for free, but he began the activation on the ground.
    const stood = new Events().add({ _tag: "ActionDeclared", player: "rod", action: "move" }).add({ _tag: "PlayerStoodUp", player: "rod" }).add(catchOfTheDay)
    expect(play(pos.match, pos.state, stood.list).violation).toMatchObject({ rule: "Catch of the Day" })
  })
})

describe("Bounding Leap (Rowana Forestfoot)", () => {
  const dryads = header(
    [
      player("row", { name: "Rowana Forestfoot", position: "Star Player", ma: 6, st: 3, ag: 3, pa: 4, av: 8, skills: ["Dodge", "Guard", "Horns", "Jump Up", "Leap", "Loner (4+)", "Bounding Leap"], hired: "star-player" }),
      player("h2", { skills: ["Leap"] })
    ],
    [player("a1", { skills: ["Diving Tackle"] }), player("a2"), player("a3")]
  )
  const bounding = { _tag: "SkillUsed" as const, player: "row", skill: "Bounding Leap" }
  // From (10, 7) over (11, 7) to (12, 7): a1 marks both squares, a2 and a3 the landing square: 3 markers, −2 with Leap.
  const at = { row: [10, 7] as [number, number], h2: [3, 3] as [number, number], a1: [11, 8] as [number, number], a2: [13, 7] as [number, number], a3: [13, 6] as [number, number] }
  const declare = (who = "row") => new Events().add({ _tag: "ActionDeclared", player: who, action: "move" })
  const jump = (events: Events, who = "row") => events.add({ _tag: "PlayerMoved", player: who, to: [12, 7], jump: true })

  it("a jump of 3 against AG 3+ with −2 fails; with Bounding Leap the −2 is ignored and 3 passes, and Diving Tackle is not asked [special:bounding-leap]", () => {
    const pos = positionOf(dryads, { team: 0, at })
    const plain = playOk(pos.match, noRerolls(pos.state), jump(declare()).d6(3, "jump", "row").list)
    expect(plain.rulings.find((r) => r.rule === "Jump")).toMatchObject({ total: 1, success: false })
    const played = playOk(pos.match, pos.state, jump(declare().add(bounding)).d6(3, "jump", "row").list)
    const ruling = played.rulings.find((r) => r.rule === "Jump")!
    expect(ruling).toMatchObject({ total: 3, target: 3, success: true })
    expect(ruling.modifiers).toEqual([{ value: 0, source: "special rule: Bounding Leap (once a game): -2 marked (3 on the worse of the two squares), less 1 for Leap (to −1 at least) ignored" }])
    // a1's Diving Tackle would be the next decision; her action goes on instead.
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Activation", player: "row" })
    expect(playOk(pos.match, pos.state, jump(declare()).d6(6, "jump", "row").list).state.stack.at(-1)).toMatchObject({ _tag: "DivingTackle" })
    expect(where(played.state, "row")).toMatchObject({ at: [12, 7], posture: "standing" })
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 8], posture: "standing" })
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["row:Bounding Leap"])
  })

  it("a failed Bounding Leap may be re-rolled by the rule itself: no Loner roll, no team re-roll spent [special:bounding-leap]", () => {
    const pos = positionOf(dryads, { team: 0, at })
    const events = jump(declare().add(bounding)).d6(2, "jump", "row").add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Bounding Leap" }).d6(4, "jump", "row")
    const played = playOk(pos.match, pos.state, events.list)
    expect(played.rulings.filter((r) => r.rule === "Jump").map((r) => r.success)).toEqual([false, true])
    expect(where(played.state, "row")).toMatchObject({ at: [12, 7], posture: "standing" })
    expect(played.state.teams[0]!.rerolls).toBe(3)
    // Without the rule, Bounding Leap re-rolls no jump.
    const without = jump(declare()).d6(2, "jump", "row").add({ _tag: "RerollUsed", team: "home", source: "skill", skill: "Bounding Leap" })
    expect(play(pos.match, pos.state, without.list).violation).not.toBeNull()
  })

  it("not twice a game, not for a player without it; declared and not jumped, it is not spent [special:bounding-leap]", () => {
    const pos = positionOf(dryads, { team: 0, at })
    expect(play(pos.match, spent(pos, ["row:Bounding Leap"]), declare().add(bounding).list).violation).toMatchObject({ rule: "Bounding Leap" })
    const other = positionOf(dryads, { team: 0, at: { ...at, row: [3, 3], h2: [10, 7] } })
    expect(play(other.match, other.state, declare("h2").add({ ...bounding, player: "h2" }).list).violation).toMatchObject({ rule: "Bounding Leap" })
    // A step (a dodge away from a1) is no jump: the rule waits for one.
    const stepped = playOk(pos.match, pos.state, declare().add(bounding).add({ _tag: "PlayerMoved", player: "row", to: [9, 7] }).d6(6, "dodge", "row").list)
    expect(stepped.state.teams[0]!.specialRulesUsed ?? []).toEqual([])
  })
})

describe("Raiding Party (Ivar Eriksson)", () => {
  const norse = header(
    [
      player("ivar", { name: "Ivar Eriksson", position: "Star Player", ma: 6, st: 4, ag: 3, pa: 4, av: 9, skills: ["Block", "Guard", "Loner (4+)", "Tackle", "Raiding Party"], hired: "star-player" }),
      player("h1", { name: "Ulfwerener" }), player("h2")
    ],
    [player("a1"), player("a2")]
  )
  const raid = (target: string, at: [number, number]) => ({ _tag: "SkillUsed" as const, player: "ivar", skill: "Raiding Party", target, at })
  // h1, Open, three squares from Ivar; a1 two squares beyond h1.
  const at = { ivar: [10, 7] as [number, number], h1: [13, 7] as [number, number], h2: [3, 3] as [number, number], a1: [15, 7] as [number, number], a2: [20, 2] as [number, number] }
  const declare = (who = "ivar") => new Events().add({ _tag: "ActionDeclared", player: who, action: "move" })

  it("Ivar sends the Open h1 one square to mark a1, with no dodge, and moves on himself [special:raiding-party]", () => {
    const pos = positionOf(norse, { team: 0, at, ballCarrier: "h1" })
    const played = playOk(pos.match, pos.state, declare().add(raid("h1", [14, 7])).add({ _tag: "PlayerMoved", player: "ivar", to: [11, 7] }).list)
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "special rule: Raiding Party (once a drive): Ivar Eriksson (#1) sends Ulfwerener (#1) from N8 to O8, ignoring tackle zones" })
    expect(where(played.state, "h1")).toMatchObject({ at: [14, 7], posture: "standing", hasActed: false })
    expect(played.state.ball).toEqual({ at: [14, 7], carrier: "h1", inPlay: true })
    expect(played.rulings).toEqual([])
    expect(where(played.state, "ivar").at).toEqual([11, 7])
    expect(played.state.teams[0]!.specialRulesUsed).toEqual(["ivar:Raiding Party (drive 1)"])
  })

  it("onto a ball lying there, h1 picks it up as after any move [special:raiding-party]", () => {
    const pos = positionOf(norse, { team: 0, at, ballAt: [14, 7] })
    const played = playOk(pos.match, pos.state, declare().add(raid("h1", [14, 7])).d6(5, "pick-up", "h1").list)
    expect(played.rulings.find((r) => r.rule === "Pick-up")).toMatchObject({ player: "h1", success: true })
    expect(played.state.ball.carrier).toBe("h1")
  })

  it("not a marked player, not to a square marking nobody, not beyond five squares, not after moving, not twice a drive — again the next [special:raiding-party]", () => {
    const marked = positionOf(norse, { team: 0, at: { ...at, a1: [14, 8] } })
    expect(play(marked.match, marked.state, declare().add(raid("h1", [13, 6])).list).violation).toMatchObject({ rule: "Raiding Party" })
    const pos = positionOf(norse, { team: 0, at })
    expect(play(pos.match, pos.state, declare().add(raid("h1", [12, 7])).list).violation).toMatchObject({ rule: "Raiding Party" })
    const far = positionOf(norse, { team: 0, at: { ...at, h1: [16, 5], a1: [18, 5] } })
    expect(play(far.match, far.state, declare().add(raid("h1", [17, 5])).list).violation).toMatchObject({ rule: "Raiding Party" })
    const moved = declare().add({ _tag: "PlayerMoved", player: "ivar", to: [11, 7] }).add(raid("h1", [14, 7]))
    expect(play(pos.match, pos.state, moved.list).violation).toMatchObject({ rule: "Raiding Party" })
    expect(play(pos.match, spent(pos, ["ivar:Raiding Party (drive 1)"]), declare().add(raid("h1", [14, 7])).list).violation).toMatchObject({ rule: "Raiding Party" })
    const nextDrive = { ...spent(pos, ["ivar:Raiding Party (drive 1)"]), drive: 2 }
    expect(where(playOk(pos.match, nextDrive, declare().add(raid("h1", [14, 7])).list).state, "h1").at).toEqual([14, 7])
    const other = positionOf(norse, { team: 0, at: { ...at, ivar: [3, 3], h2: [10, 7] } })
    expect(play(other.match, other.state, declare("h2").add({ ...raid("h1", [14, 7]), player: "h2" }).list).violation).toMatchObject({ rule: "Raiding Party" })
  })
})

describe("Vicious Vines (Maple Highgrove)", () => {
  const treemen = header(
    [
      player("maple", { name: "Maple Highgrove", position: "Star Player", ma: 3, st: 5, ag: 5, pa: 5, av: 11, skills: ["Mighty Blow (+1)", "Stand Firm", "Thick Skull", "Loner (4+)", "Vicious Vines"], hired: "star-player" }),
      player("h1"), player("h2")
    ],
    [player("a1"), player("a2")]
  )
  // a1 two squares east of Maple; h1 next to a1 assists Maple, a2 next to Maple assists a1.
  const at = { maple: [10, 7] as [number, number], a1: [12, 7] as [number, number], h1: [13, 8] as [number, number], a2: [9, 6] as [number, number], h2: [3, 3] as [number, number] }
  const vines = (action: "block" | "blitz" = "block", who = "maple") => new Events()
    .add({ _tag: "ActionDeclared", player: who, action, ...(action === "blitz" ? { target: "a1" } : {}) })
    .add({ _tag: "BlockThrown", player: who, target: "a1" })

  it("Maple blocks a1 two squares away with the usual assists; a Pow! pushes a1 straight on, and Maple does not follow up [special:vicious-vines]", () => {
    const pos = positionOf(treemen, { team: 0, at })
    const pow = () => vines().roll("block", [6, 2], "block", "maple").add({ _tag: "BlockDieChosen", face: 6 }).add({ _tag: "PushChosen", player: "a1", to: [13, 7] })
    const played = playOk(pos.match, pos.state, pow().list)
    expect(played.outcomes).toContainEqual({ _tag: "Note", text: "special rule: Vicious Vines (once a half): Maple Highgrove (#1) blocks a1 (#1), two squares away; no follow-up" })
    expect(played.outcomes).toContainEqual(expect.objectContaining({ _tag: "Note", text: expect.stringMatching(/\(ST 5\+1 = 6\) blocks a1 \(#1\) \(ST 3\+1 = 4\): 2 dice, Home choose/) }))
    // No follow-up is asked: the armour roll is next.
    expect(played.state.stack.at(-1)).toMatchObject({ _tag: "Armour", player: "a1" })
    expect(where(played.state, "a1")).toMatchObject({ at: [13, 7], posture: "prone" })
    expect(play(pos.match, pos.state, pow().add({ _tag: "FollowUpChosen", player: "maple", follow: true }).list).violation).not.toBeNull()
    const done = playOk(pos.match, pos.state, pow().twoD6(2, 3, "armour", "a1").list)
    expect(where(done.state, "maple").at).toEqual([10, 7])
    expect(done.state.teams[0]!.specialRulesUsed).toEqual(["maple:Vicious Vines (half 1)"])
  })

  it("not on a Blitz, not twice a half (again in the next), not three squares away, not for a player without it [special:vicious-vines]", () => {
    const pos = positionOf(treemen, { team: 0, at })
    expect(play(pos.match, pos.state, vines("blitz").list).violation).toMatchObject({ rule: "Vicious Vines" })
    const used = spent(pos, ["maple:Vicious Vines (half 1)"])
    expect(play(pos.match, used, vines().list).violation).toMatchObject({ rule: "Vicious Vines" })
    expect(playOk(pos.match, { ...used, half: 2 }, vines().list).state.stack.at(-1)).toMatchObject({ _tag: "BlockDice", count: 2 })
    const far = positionOf(treemen, { team: 0, at: { ...at, a1: [13, 7], h1: [14, 8] } })
    expect(play(far.match, far.state, vines().list).violation).toMatchObject({ rule: "block" })
    const plain = positionOf(treemen, { team: 0, at: { ...at, maple: [3, 3], h2: [10, 7] } })
    expect(play(plain.match, plain.state, vines("block", "h2").list).violation).toMatchObject({ rule: "block" })
  })

  it("on a Gutter Bowl street pitch the barricade between x 10 and 11 (rows 6-8) stands on the line from (9, 7) to a1 (ST 4) on (11, 7): a1 has +1 ST, so 5 against 5 is one die; on rows 3 (no barricade) it is two dice [special:vicious-vines]", () => {
    const maple = treemen.teams[0]!.players[0]!
    const notesOf = (at: { maple: [number, number]; a1: [number, number] }) => {
      const pos = gutterPosition(gutterHeader("street", { home: [maple, player("h1")], away: [player("a1", { st: 4 })] }), { team: 0, at: { ...at, h1: [3, 13] } })
      return playOk(pos.match, pos.state, vines().list).outcomes.flatMap((o) => (o._tag === "Note" ? [o.text] : []))
    }
    const across = notesOf({ maple: [9, 7], a1: [11, 7] })
    expect(across.some((text) => /\(ST 4\+1 = 5\): 1 die, Home choose/.test(text))).toBe(true)
    // Two squares apart on a knight's line (9, 7) to (11, 8): either way between crosses the barricade.
    expect(notesOf({ maple: [9, 7], a1: [11, 8] }).some((text) => text.includes("1 die, Home choose"))).toBe(true)
    const clear = notesOf({ maple: [9, 3], a1: [11, 3] })
    expect(clear.some((text) => text.includes("2 dice, Home choose"))).toBe(true)
    expect(clear.some((text) => text.startsWith("special rule: Vicious Vines"))).toBe(true)
  })
})
