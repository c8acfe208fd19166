import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { buildMatch, expecting, initialState } from "@sidelines/engine"
import { legalDecisions } from "../src/legal.js"
import { hasSkill } from "../src/model/match.js"
import { bloodBowl } from "../src/variants/blood-bowl/index.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"
import { kickOffHeader, kickOffPosition, kickOffRoll } from "./support/kick-off-support.js"

// Death Zone's (In)Famous Coaching Staff folded on this branch (inducements/staff/mungo-spinecracker.ts, …).

// A special rule that lets a team hire each coach (Schielund Scharlitan works for anyone).
const HIRING_RULE: Readonly<Record<string, string>> = {
  "Mungo Spinecracker": "Badlands Brawl",
  "Krot Shockwhisker": "Underworld Challenge",
  "Papa Skullbones": "Favoured of Nurgle",
  "Kari Coldsteel": "Old World Classic",
  "Professor Frönkelheim": "Sylvanian Spotlight",
  "Fink da Fixer": "Underworld Challenge",
  "Galandril Silverwater": "Elven Kingdoms League"
}

/** The teams with these inducements (Away first), each given a special rule that lets it hire its coach unless it prints its own. */
const inducing = (head: MatchStarted, away: Team["inducements"], home: Team["inducements"] = []): MatchStarted => {
  const team = (t: Team, inducements: Team["inducements"]): Team => {
    const rules = inducements.flatMap((i) => (i.name !== undefined && HIRING_RULE[i.name] !== undefined ? [HIRING_RULE[i.name]!] : []))
    return { ...t, inducements, ...(t.specialRules === undefined && rules.length > 0 ? { specialRules: rules } : {}) }
  }
  return { ...head, teams: [team(head.teams[0]!, home), team(head.teams[1]!, away)] }
}

const staff = (name: string) => ({ id: "infamous-coaching-staff", count: 1, name })

describe("Mungo Spinecracker: I'm Fine Thanks, Mungo! — a D6 for his team's KO'd player [inducement:infamous-coaching-staff/mungo-spinecracker]", () => {
  const mungo = staff("Mungo Spinecracker")
  const MUNGO = "I'm Fine Thanks, Mungo!"
  const base = (a1: Partial<Parameters<typeof player>[1]> = {}) => header([player("h1"), player("h2")], [player("a1", a1), player("a2")])
  // h1 fouls the prone a1: armour 5+6 breaks AV 9, no double, so the referee sees nothing.
  const position = { team: 0, at: { h1: [10, 7], h2: [3, 3], a1: [11, 7], a2: [20, 3] }, prone: ["a1"] } as const
  const fouled = (a: number, b: number) =>
    new Events().add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(5, 6, "armour", "a1").twoD6(a, b, "injury", "a1")

  it("a1 is KO'd (3+5 = 8): Away may have Mungo roll; a 5 — a1 fends him off and stays Stunned where he lies", () => {
    const { match, state } = positionOf(inducing(base(), [mungo]), position)
    const ko = playOk(match, state, fouled(3, 5).list)
    expect(expecting(match, ko.state)).toMatchObject({ kind: "decision", team: 1, events: ["SkillUsed", "SkillDeclined"] })
    expect(legalDecisions(match, ko.state)).toEqual(expect.arrayContaining([{ _tag: "SkillUsed", player: "a1", skill: MUNGO }, { _tag: "SkillDeclined", player: "a1", skill: MUNGO }]))
    const played = playOk(match, state, fouled(3, 5).add({ _tag: "SkillUsed", player: "a1", skill: MUNGO }).d6(5, "im-fine-thanks-mungo", "a1").list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: `Mungo Spinecracker: ${MUNGO}`, dice: [5], row: "fends-off" })
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 7], box: null, posture: "stunned" })
    expect(played.outcomes.filter((o) => o._tag === "Injury").map((o) => (o as { result: string }).result)).toEqual(["stunned"])
  })

  it("a 1: Mungo treats his patient — Badly Hurt, with no Casualty roll", () => {
    const { match, state } = positionOf(inducing(base(), [mungo]), position)
    const played = playOk(match, state, fouled(3, 5).add({ _tag: "SkillUsed", player: "a1", skill: MUNGO }).d6(1, "im-fine-thanks-mungo", "a1").list)
    expect(played.rulings.at(-1)).toMatchObject({ row: "treated" })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "bh" })
    expect(played.rulings.some((r) => r.rule === "Casualty")).toBe(false)
  })

  it("a 3: badly pummelled — Knocked-out as normal; the apothecary is offered after Mungo's roll", () => {
    const { match, state } = positionOf(inducing(base(), [mungo]), position)
    const played = playOk(match, state, fouled(3, 5).add({ _tag: "SkillUsed", player: "a1", skill: MUNGO }).d6(3, "im-fine-thanks-mungo", "a1").list)
    expect(played.rulings.at(-1)).toMatchObject({ row: "pummelled" })
    expect(where(played.state, "a1")).toMatchObject({ at: null, box: "ko" })
    const withApo = inducing(header([player("h1"), player("h2")], [player("a1"), player("a2")]), [mungo])
    const apo = { ...withApo, teams: [withApo.teams[0]!, { ...withApo.teams[1]!, staff: { ...withApo.teams[1]!.staff, apothecary: true } }] }
    const treated = positionOf(apo, position)
    const after = playOk(treated.match, treated.state, fouled(3, 5).add({ _tag: "SkillUsed", player: "a1", skill: MUNGO }).d6(2, "im-fine-thanks-mungo", "a1").list)
    expect(expecting(treated.match, after.state)).toMatchObject({ kind: "decision", events: ["ApothecaryUsed", "ApothecaryDeclined"] })
  })

  it("the coach may decline (or just go on): the KO stands", () => {
    const { match, state } = positionOf(inducing(base(), [mungo]), position)
    const declined = playOk(match, state, fouled(4, 5).add({ _tag: "SkillDeclined", player: "a1", skill: MUNGO }).list)
    expect(where(declined.state, "a1")).toMatchObject({ at: null, box: "ko" })
    expect(declined.rulings.some((r) => r.rule.startsWith("Mungo"))).toBe(false)
  })

  it("a Stunty player's 7 is KO'd on the Stunty table: Mungo is offered", () => {
    const { match, state } = positionOf(inducing(base({ skills: ["Stunty"] }), [mungo]), position)
    const played = playOk(match, state, fouled(3, 4).add({ _tag: "SkillUsed", player: "a1", skill: MUNGO }).d6(6, "im-fine-thanks-mungo", "a1").list)
    expect(where(played.state, "a1")).toMatchObject({ at: [11, 7], posture: "stunned" })
  })

  it("no limit: after Mungo's roll for a1, h1 fouls him again on the next home turn, KOs him and Mungo is offered again", () => {
    const { match, state } = positionOf(inducing(base(), [mungo]), position)
    const again = playOk(match, state, fouled(3, 5).add({ _tag: "SkillUsed", player: "a1", skill: MUNGO }).d6(6, "im-fine-thanks-mungo", "a1")
      .add({ _tag: "TurnEnded", team: "home" }).add({ _tag: "TurnEnded", team: "away" })
      .add({ _tag: "ActionDeclared", player: "h1", action: "foul" }).add({ _tag: "FoulCommitted", player: "h1", target: "a1" })
      .twoD6(5, 6, "armour", "a1").twoD6(3, 5, "injury", "a1").list)
    expect(expecting(match, again.state)).toMatchObject({ kind: "decision", team: 1, events: ["SkillUsed", "SkillDeclined"] })
  })

  it("not for a Thick Skull's 8 (Stunned), a casualty, or the other team's KO'd player", () => {
    const skull = positionOf(inducing(base({ skills: ["Thick Skull"] }), [mungo]), position)
    const stunned = playOk(skull.match, skull.state, fouled(3, 5).list)
    expect(where(stunned.state, "a1")).toMatchObject({ at: [11, 7], posture: "stunned" })
    expect(play(skull.match, skull.state, fouled(3, 5).add({ _tag: "SkillUsed", player: "a1", skill: MUNGO }).list).violation).not.toBeNull()
    const hurt = positionOf(inducing(base(), [mungo]), position)
    expect(expecting(hurt.match, playOk(hurt.match, hurt.state, fouled(4, 6).list).state)).toMatchObject({ kind: "roll", for: "casualty" })
    // Home hired Mungo: he does nothing for the away player the home team knocks out.
    const theirs = positionOf(inducing(base(), [], [mungo]), position)
    const ko = playOk(theirs.match, theirs.state, fouled(3, 5).list)
    expect(where(ko.state, "a1")).toMatchObject({ at: null, box: "ko" })
  })

  it("without Mungo the KO simply stands and his roll is refused", () => {
    const { match, state } = positionOf(inducing(base(), []), position)
    expect(where(playOk(match, state, fouled(3, 5).list).state, "a1").box).toBe("ko")
    expect(play(match, state, fouled(3, 5).add({ _tag: "SkillUsed", player: "a1", skill: MUNGO }).list).violation).not.toBeNull()
  })
})

// The pre-game up to the coin toss: the weather (perfect), no prayers (no team values in the header).
const weather = () => new Events().roll("2d6", [3, 4], "weather")

describe("Schielund Scharlitan: I'll Make You a Star! — D3 random players have Pro for the game [inducement:infamous-coaching-staff/schielund-scharlitan]", () => {
  const scharlitan = staff("Schielund Scharlitan")
  const base = header([player("h1"), player("h2"), player("h3")], [player("a1"), player("a2")])

  it("after the Inducements step Away roll a D3 (2) and draw a1 and a2: both have Pro until the end of the game, then the coin toss", () => {
    const match = buildMatch(inducing(base, [scharlitan]), bloodBowl)
    const afterWeather = playOk(match, initialState(match), weather().list)
    expect(expecting(match, afterWeather.state)).toMatchObject({ kind: "roll", die: "d3", for: "ill-make-you-a-star", team: 1 })
    const events = weather().roll("d3", [2], "ill-make-you-a-star").add({ _tag: "PlayerDrawn", player: "a2", for: "ill-make-you-a-star" })
    const mid = playOk(match, initialState(match), events.list)
    expect(legalDecisions(match, mid.state)).toEqual(expect.arrayContaining([{ _tag: "PlayerDrawn", player: "a1", for: "ill-make-you-a-star" }]))
    const played = playOk(match, initialState(match), events.add({ _tag: "PlayerDrawn", player: "a1", for: "ill-make-you-a-star" }).list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Schielund Scharlitan: I'll Make You a Star!", dice: [2] })
    const index = (id: string) => match.playerIndex.get(id)!
    expect(["a1", "a2"].map((id) => hasSkill(match, played.state, index(id), "Pro"))).toEqual([true, true])
    expect(where(played.state, "a1").gained).toEqual([{ source: "I'll Make You a Star!", until: "game", skills: ["Pro"] }])
    expect(hasSkill(match, played.state, index("h1"), "Pro")).toBe(false)
    expect(expecting(match, played.state)).toMatchObject({ kind: "decision", events: ["CoinTossCalled"] })
  })

  it("the Pro he gives is a real Pro: a2, drawn, re-rolls his failed dodge with a 3 on the Pro roll", () => {
    const match = buildMatch(inducing(base, [scharlitan]), bloodBowl)
    const picked = playOk(match, initialState(match), weather().roll("d3", [1], "ill-make-you-a-star").add({ _tag: "PlayerDrawn", player: "a2", for: "ill-make-you-a-star" }).list)
    const at = positionOf(inducing(base, [scharlitan]), { team: 1, at: { a2: [15, 7], h1: [14, 7] } })
    const state = { ...at.state, players: at.state.players.map((p) => (p.id === "a2" ? { ...p, gained: where(picked.state, "a2").gained } : p)) }
    const played = playOk(at.match, state, new Events().add({ _tag: "ActionDeclared", player: "a2", action: "move" }).add({ _tag: "PlayerMoved", player: "a2", to: [16, 6] })
      .d6(2, "dodge", "a2").add({ _tag: "RerollUsed", team: "away", source: "skill", skill: "Pro", player: "a2" }).d6(3, "pro", "a2").d6(4, "dodge", "a2").list)
    expect(where(played.state, "a2").at).toEqual([16, 6])
    // a1, not drawn, has no Pro to use.
    const a1 = positionOf(inducing(base, [scharlitan]), { team: 1, at: { a1: [15, 7], h1: [14, 7] } })
    const refused = play(a1.match, a1.state, new Events().add({ _tag: "ActionDeclared", player: "a1", action: "move" }).add({ _tag: "PlayerMoved", player: "a1", to: [16, 6] })
      .d6(2, "dodge", "a1").add({ _tag: "RerollUsed", team: "away", source: "skill", skill: "Pro", player: "a1" }).list)
    expect(refused.violation).not.toBeNull()
  })

  it("a D3 of 3 with only two players picks both; the same player twice, or an opponent, is refused", () => {
    const match = buildMatch(inducing(base, [scharlitan]), bloodBowl)
    const three = weather().roll("d3", [3], "ill-make-you-a-star").add({ _tag: "PlayerDrawn", player: "a1", for: "ill-make-you-a-star" }).add({ _tag: "PlayerDrawn", player: "a2", for: "ill-make-you-a-star" })
    const played = playOk(match, initialState(match), three.list)
    expect(played.rulings.find((r) => r.rule.startsWith("Schielund"))).toMatchObject({ notes: ["Away have only 2 players"] })
    expect(expecting(match, played.state)).toMatchObject({ events: ["CoinTossCalled"] })
    const twice = weather().roll("d3", [2], "ill-make-you-a-star").add({ _tag: "PlayerDrawn", player: "a1", for: "ill-make-you-a-star" }).add({ _tag: "PlayerDrawn", player: "a1", for: "ill-make-you-a-star" })
    expect(play(match, initialState(match), twice.list).violation).toMatchObject({ _tag: "RuleViolation" })
    const theirs = weather().roll("d3", [1], "ill-make-you-a-star").add({ _tag: "PlayerDrawn", player: "h1", for: "ill-make-you-a-star" })
    expect(play(match, initialState(match), theirs.list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("a Rotter waiting to join through Plague Ridden is not in the match yet: not drawn", () => {
    const nurgle = inducing(header([player("h1")], [player("a1", { traits: ["Plague Ridden"] }), player("a2")]), [scharlitan])
    const head = { ...nurgle, teams: [nurgle.teams[0]!, { ...nurgle.teams[1]!, specialRules: ["Favoured of Nurgle"] }] }
    const match = buildMatch(head, bloodBowl)
    const rotter = initialState(match).players.find((p) => p.box === "pool")!
    expect(rotter.team).toBe(1)
    const three = playOk(match, initialState(match), weather().roll("d3", [3], "ill-make-you-a-star").list)
    expect(three.rulings.at(-1)).toMatchObject({ notes: ["Away have only 2 players"] })
    expect(play(match, initialState(match), weather().roll("d3", [3], "ill-make-you-a-star").add({ _tag: "PlayerDrawn", player: rotter.id, for: "ill-make-you-a-star" }).list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("without him the pre-game goes straight to the coin toss and his D3 is refused", () => {
    const match = buildMatch(inducing(base, []), bloodBowl)
    expect(expecting(match, playOk(match, initialState(match), weather().list).state)).toMatchObject({ events: ["CoinTossCalled"] })
    expect(play(match, initialState(match), weather().roll("d3", [2], "ill-make-you-a-star").list).violation).not.toBeNull()
  })
})

describe("Professor Frönkelheim: Have You Thought About an Upgrade? — D3 random players gain a random Mutation for the game [inducement:infamous-coaching-staff/professor-fronkelheim]", () => {
  const professor = staff("Professor Frönkelheim")
  const base = header([player("h1"), player("h2")], [player("a1"), player("a2", { skills: ["Claws"] }), player("a3")])
  const sylvanian = (head: MatchStarted): MatchStarted => ({ ...head, teams: [head.teams[0]!, { ...head.teams[1]!, specialRules: ["Sylvanian Spotlight"] }] })
  const UPGRADE = "have-you-thought-about-an-upgrade"

  it("Away roll a D3 (1) and draw a3; 2D6 of 4 and 2 is the last six's second, Monstrous Mouth, until the end of the game", () => {
    const match = buildMatch(sylvanian(inducing(base, [professor])), bloodBowl)
    const events = weather().roll("d3", [1], UPGRADE).add({ _tag: "PlayerDrawn", player: "a3", for: UPGRADE })
    const drawn = playOk(match, initialState(match), events.list)
    expect(expecting(match, drawn.state)).toMatchObject({ kind: "roll", die: "2d6", for: UPGRADE, player: "a3" })
    const played = playOk(match, initialState(match), events.roll("2d6", [4, 2], UPGRADE, "a3").list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: "Professor Frönkelheim: Have You Thought About an Upgrade?", player: "a3", result: "Monstrous Mouth until the end of the game" })
    expect(hasSkill(match, played.state, match.playerIndex.get("a3")!, "Monstrous Mouth")).toBe(true)
    expect(where(played.state, "a3").gained).toEqual([{ source: "Have You Thought About an Upgrade?", until: "game", skills: ["Monstrous Mouth"] }])
    expect(expecting(match, played.state)).toMatchObject({ events: ["CoinTossCalled"] })
  })

  it("a Mutation the player has already is rolled again: a2 has Claws (1, 2), then 2, 1 gives Big Hand; two players drawn in turn", () => {
    const match = buildMatch(sylvanian(inducing(base, [professor])), bloodBowl)
    const played = playOk(match, initialState(match), weather().roll("d3", [2], UPGRADE)
      .add({ _tag: "PlayerDrawn", player: "a2", for: UPGRADE }).roll("2d6", [1, 2], UPGRADE, "a2").roll("2d6", [2, 1], UPGRADE, "a2")
      .add({ _tag: "PlayerDrawn", player: "a1", for: UPGRADE }).roll("2d6", [6, 6], UPGRADE, "a1").list)
    expect(played.rulings.filter((r) => r.rule.startsWith("Professor")).map((r) => r.result)).toEqual([
      "2 of Away' players are picked at random",
      "Claws, which a2 (#2) has already: rolled again",
      "Big Hand until the end of the game",
      "Very Long Legs until the end of the game"
    ])
    expect(where(played.state, "a2").gained?.flatMap((g) => g.skills)).toEqual(["Big Hand"])
    expect(hasSkill(match, played.state, match.playerIndex.get("a1")!, "Very Long Legs")).toBe(true)
    expect(hasSkill(match, played.state, match.playerIndex.get("a3")!, "Very Long Legs")).toBe(false)
  })

  it("only a Sylvanian Spotlight team may hire him: the header is refused otherwise", () => {
    const plain = inducing({ ...base, teams: [base.teams[0]!, { ...base.teams[1]!, specialRules: ["Masters of Undeath"] }] }, [professor])
    const match = buildMatch(plain, bloodBowl)
    const violation = play(match, initialState(match), weather().list).violation
    expect(violation).toMatchObject({ _tag: "RuleViolation" })
    expect(violation!.message).toContain("Sylvanian Spotlight")
  })
})

describe("Krot Shockwhisker: A New Playthi... er, Patient! — once per game, a D6 for a Casualty at the end of a drive [inducement:infamous-coaching-staff/krot-shockwhisker]", () => {
  const krot = staff("Krot Shockwhisker")
  const PLAY = "a-new-plaything"
  const base = (h2: Partial<Parameters<typeof player>[1]> = {}) => header([player("h1"), player("h2", h2), player("h3"), player("h4", { hired: "star-player" })], [player("a1"), player("a2")])
  // The last team turn of the first half; h2 and h4 (a Star Player) are Badly Hurt, a2 (Away's) Dead.
  const endOfHalf = (head: MatchStarted, half = 1, boxes: Record<string, "bh" | "si" | "dead"> = { h2: "bh", h4: "bh", a2: "dead" }) => {
    const at = positionOf(head, { team: 1, turn: 8, at: { h1: [10, 7], a1: [15, 7] } })
    const state = { ...at.state, half, teams: at.state.teams.map((team) => ({ ...team, turn: 8 })), players: at.state.players.map((p) => (boxes[p.id] !== undefined ? { ...p, box: boxes[p.id]!, at: null } : p)) }
    return { match: at.match, state }
  }
  const ended = () => new Events().add({ _tag: "TurnEnded", team: "away" })
  const chosen = (events: Events, id = "h2") => events.add({ _tag: "PlayerChosen", team: "home", player: id, for: PLAY })

  it("at half-time Home choose the Badly Hurt h2 and roll a 6, Witness Perfection!: h2 is in the reserves and may be set up", () => {
    const { match, state } = endOfHalf(inducing(base(), [], [krot]))
    const offer = playOk(match, state, ended().list)
    expect(expecting(match, offer.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen", "ChoiceDeclined"] })
    expect(legalDecisions(match, offer.state)).toEqual(expect.arrayContaining([{ _tag: "PlayerChosen", team: "home", player: "h2", for: PLAY }]))
    const played = playOk(match, state, chosen(ended()).d6(6, PLAY, "h2").list)
    expect(played.rulings.find((r) => r.rule.startsWith("Krot"))).toMatchObject({ dice: [6], row: "witness-perfection" })
    expect(where(played.state, "h2")).toMatchObject({ box: "reserves" })
    expect(played.state.teams[0]!.specialRulesUsed).toContain("Krot Shockwhisker: used")
    // The second half's set-up: h2 may take the field.
    expect(expecting(match, played.state)).toMatchObject({ events: expect.arrayContaining(["PlayerPlaced"]) })
  })

  it("after the drive he played, h2 goes back to the Badly Hurt box, and Krot is not offered again (once per game)", () => {
    const { match, state } = endOfHalf(inducing(base(), [], [krot]))
    const patched = playOk(match, state, chosen(ended()).d6(6, PLAY, "h2").list).state
    // The next drive, ending at the end of the second half's turn 8 with h2 on the pitch; h3 now Seriously Hurt.
    const next = endOfHalf(inducing(base(), [], [krot]), 1, { h3: "si" })
    const playing = {
      ...next.state,
      players: next.state.players.map((p) => (p.id === "h2" ? { ...p, at: [12, 7] as const, box: null, gained: where(patched, "h2").gained } : p)),
      teams: next.state.teams.map((team, i) => (i === 0 ? { ...team, specialRulesUsed: patched.teams[0]!.specialRulesUsed } : team))
    }
    const played = playOk(match, playing, ended().list)
    expect(where(played.state, "h2")).toMatchObject({ box: "bh", at: null })
    expect(where(played.state, "h2").gained).toBeUndefined()
    expect(expecting(match, played.state)).not.toMatchObject({ events: ["PlayerChosen", "ChoiceDeclined"] })
  })

  it("a 4, Flawed Execution: h2 has Really Stupid (4+) for the next drive; one who has Really Stupid already gets (5+), and a 4 then fails", () => {
    const { match, state } = endOfHalf(inducing(base(), [], [krot]))
    const played = playOk(match, state, chosen(ended()).d6(4, PLAY, "h2").list)
    expect(where(played.state, "h2").gained?.find((g) => g.until === "drive")).toMatchObject({ skills: ["Really Stupid (4+)"] })
    const stupid = endOfHalf(inducing(base({ traits: ["Really Stupid"] }), [], [krot]))
    const worse = playOk(stupid.match, stupid.state, chosen(ended()).d6(5, PLAY, "h2").list)
    const gained = where(worse.state, "h2").gained
    expect(gained?.find((g) => g.until === "drive")).toMatchObject({ skills: ["Really Stupid (5+)"] })
    // In the next drive, alone, h2 rolls a 4 for Really Stupid: short of 5+.
    const at = positionOf(inducing(base({ traits: ["Really Stupid"] }), [], [krot]), { team: 0, at: { h2: [5, 7], a1: [20, 7] } })
    const activation = { ...at.state, players: at.state.players.map((p) => (p.id === "h2" ? { ...p, gained } : p)) }
    const rolled = playOk(at.match, activation, new Events().add({ _tag: "ActionDeclared", player: "h2", action: "move" }).d6(4, "really-stupid", "h2").list)
    expect(rolled.rulings[0]).toMatchObject({ rule: "Really Stupid", target: 5, success: false })
  })

  it("a 1, There Were... Complications: a Casualty roll of 15 (Dead) makes h2 Dead; a 2 changes nothing", () => {
    const { match, state } = endOfHalf(inducing(base(), [], [krot]))
    const dead = playOk(match, state, chosen(ended()).d6(1, PLAY, "h2").roll("d16", [15], "casualty", "h2").list)
    expect(dead.rulings.find((r) => r.rule.startsWith("Krot"))).toMatchObject({ row: "complications" })
    expect(where(dead.state, "h2").box).toBe("dead")
    const light = playOk(match, state, chosen(ended()).d6(1, PLAY, "h2").roll("d16", [3], "casualty", "h2").list)
    expect(where(light.state, "h2").box).toBe("bh")
    const nothing = playOk(match, state, chosen(ended()).d6(2, PLAY, "h2").list)
    expect(nothing.rulings.find((r) => r.rule.startsWith("Krot"))).toMatchObject({ row: "useless" })
    expect(where(nothing.state, "h2").box).toBe("bh")
  })

  it("not a Star Player, nor the other team's Casualty; the coach may decline; no Krot, no offer; none at the end of the match", () => {
    const { match, state } = endOfHalf(inducing(base(), [], [krot]))
    expect(play(match, state, chosen(ended(), "h4").list).violation).toMatchObject({ _tag: "RuleViolation" })
    expect(play(match, state, chosen(ended(), "a2").list).violation).toMatchObject({ _tag: "RuleViolation" })
    const declined = playOk(match, state, ended().add({ _tag: "ChoiceDeclined", team: "home", choice: PLAY }).list)
    expect(where(declined.state, "h2").box).toBe("bh")
    expect(declined.state.teams[0]!.specialRulesUsed ?? []).not.toContain("Krot Shockwhisker: used")
    const none = endOfHalf(inducing(base(), [], []))
    expect(expecting(none.match, playOk(none.match, none.state, ended().list).state)).not.toMatchObject({ events: ["PlayerChosen", "ChoiceDeclined"] })
    const last = endOfHalf(inducing(base(), [], [krot]), 2)
    const over = playOk(last.match, last.state, ended().list)
    expect(over.state.phase).toBe("full-time")
  })
})

describe("Papa Skullbones: By the Power of the Gods! — a D8 blessing once the teams are set up [inducement:infamous-coaching-staff/papa-skullbones]", () => {
  const papa = staff("Papa Skullbones")
  const GODS = "by-the-power-of-the-gods"
  const BLESS = "By the Power of the Gods!"
  const base = header([player("h1"), player("h2"), player("h3"), player("h4", { hired: "star-player", traits: ["Loner (4+)"] })], [player("a1"), player("a2"), player("a3")])
  // Away kick; both teams set up three on their line of scrimmage (h4, the Star Player, at the back).
  const setUp = () => weather()
    .add({ _tag: "CoinTossCalled", team: "away", call: "heads" }).roll("coin", [1], "coin-toss").add({ _tag: "KickOrReceiveChosen", team: "away", choice: "kick" })
    .add({ _tag: "PlayerPlaced", player: "a1", at: [13, 6] }).add({ _tag: "PlayerPlaced", player: "a2", at: [13, 7] }).add({ _tag: "PlayerPlaced", player: "a3", at: [13, 8] })
    .add({ _tag: "SetupEnded", team: "away" })
    .add({ _tag: "PlayerPlaced", player: "h1", at: [12, 6] }).add({ _tag: "PlayerPlaced", player: "h2", at: [12, 7] }).add({ _tag: "PlayerPlaced", player: "h3", at: [12, 8] })
    .add({ _tag: "PlayerPlaced", player: "h4", at: [6, 7] }).add({ _tag: "SetupEnded", team: "home" })
  const bless = (events: Events, id = "h2") => events.add({ _tag: "PlayerChosen", team: "home", player: id, for: GODS })
  const start = () => {
    const match = buildMatch(inducing(base, [], [papa]), bloodBowl)
    return { match, state: initialState(match) }
  }
  const skills = (match: ReturnType<typeof start>["match"], state: Parameters<typeof hasSkill>[1], id: string, names: ReadonlyArray<string>) =>
    names.map((name) => hasSkill(match, state, match.playerIndex.get(id)!, name))

  it("set up, Home choose h2 and roll a 7, Thorny Protrusions: h2 has Claws and Horns until the end of the drive, then the kick", () => {
    const { match, state } = start()
    const ready = playOk(match, state, setUp().list)
    expect(expecting(match, ready.state)).toMatchObject({ kind: "decision", team: 0, events: ["PlayerChosen", "ChoiceDeclined"] })
    expect(legalDecisions(match, ready.state)).toEqual(expect.arrayContaining([{ _tag: "PlayerChosen", team: "home", player: "h2", for: GODS }]))
    const played = playOk(match, state, bless(setUp()).roll("d8", [7], GODS, "h2").list)
    expect(played.rulings.at(-1)).toMatchObject({ rule: `Papa Skullbones: ${BLESS}`, dice: [7], row: "thorny-protrusions" })
    expect(skills(match, played.state, "h2", ["Claws", "Horns"])).toEqual([true, true])
    expect(where(played.state, "h2").gained).toEqual([{ source: BLESS, until: "drive", skills: ["Claws", "Horns"] }])
    expect(expecting(match, played.state)).toMatchObject({ events: ["KickAimed"] })
  })

  it("a 1, Unworthy: h2 is struck down, to the KO box", () => {
    const { match, state } = start()
    const played = playOk(match, state, bless(setUp()).roll("d8", [1], GODS, "h2").list)
    expect(where(played.state, "h2")).toMatchObject({ at: null, box: "ko" })
  })

  it("a 2, Overlooked: h3 is drawn at random and rolls a 3, Freakish Proportions — h3 gains Big Hand and Very Long Legs, h2 nothing; h2 cannot be drawn", () => {
    const { match, state } = start()
    const overlooked = bless(setUp()).roll("d8", [2], GODS, "h2")
    expect(expecting(match, playOk(match, state, overlooked.list).state)).toMatchObject({ events: ["PlayerDrawn"] })
    const played = playOk(match, state, overlooked.add({ _tag: "PlayerDrawn", player: "h3", for: GODS }).roll("d8", [3], GODS, "h3").list)
    expect(skills(match, played.state, "h3", ["Big Hand", "Very Long Legs"])).toEqual([true, true])
    expect(where(played.state, "h2").gained).toBeUndefined()
    expect(play(match, state, bless(setUp()).roll("d8", [2], GODS, "h2").add({ _tag: "PlayerDrawn", player: "h2", for: GODS }).list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("an 8, Favour of the Gods: the coach picks Tentacles and Two Heads; a Mutation picked twice is refused", () => {
    const { match, state } = start()
    const favour = bless(setUp()).roll("d8", [8], GODS, "h2")
    const played = playOk(match, state, favour.add({ _tag: "SkillUsed", player: "h2", skill: BLESS, grants: "Tentacles" }).add({ _tag: "SkillUsed", player: "h2", skill: BLESS, grants: "Two Heads" }).list)
    expect(skills(match, played.state, "h2", ["Tentacles", "Two Heads"])).toEqual([true, true])
    const twice = bless(setUp()).roll("d8", [8], GODS, "h2").add({ _tag: "SkillUsed", player: "h2", skill: BLESS, grants: "Tentacles" }).add({ _tag: "SkillUsed", player: "h2", skill: BLESS, grants: "Tentacles" })
    expect(play(match, state, twice.list).violation).toMatchObject({ _tag: "RuleViolation" })
    expect(play(match, state, bless(setUp()).roll("d8", [8], GODS, "h2").add({ _tag: "SkillUsed", player: "h2", skill: BLESS, grants: "Block" }).list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("the Star Player h4, an opponent, and (later in the game) a player already rolled for cannot be chosen; the coach may decline", () => {
    const { match, state } = start()
    expect(play(match, state, bless(setUp(), "h4").list).violation).toMatchObject({ _tag: "RuleViolation" })
    expect(play(match, state, bless(setUp(), "a1").list).violation).toMatchObject({ _tag: "RuleViolation" })
    const declined = playOk(match, state, setUp().add({ _tag: "ChoiceDeclined", team: "home", choice: GODS }).list)
    expect(expecting(match, declined.state)).toMatchObject({ events: ["KickAimed"] })
    // A later drive: h2 was rolled for this game already.
    const rolled = playOk(match, state, bless(setUp()).roll("d8", [4], GODS, "h2").list).state
    expect(rolled.teams[0]!.specialRulesUsed).toContain("Papa Skullbones: h2")
    const { match: m2, state: s2 } = start()
    const later = playOk(m2, s2, setUp().list).state
    const again = { ...later, teams: later.teams.map((t, i) => (i === 0 ? { ...t, specialRulesUsed: rolled.teams[0]!.specialRulesUsed } : t)) }
    expect(play(m2, again, new Events(100).add({ _tag: "PlayerChosen", team: "home", player: "h2", for: GODS }).list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("the blessing lasts the drive only: at the drive's end h2 loses Claws and Horns", () => {
    const { match, state } = start()
    const blessed = playOk(match, state, bless(setUp()).roll("d8", [7], GODS, "h2").list).state
    const at = positionOf(inducing(base, [], [papa]), { team: 1, turn: 8, at: { h2: [10, 7], a1: [15, 7] } })
    const drive = { ...at.state, teams: at.state.teams.map((t) => ({ ...t, turn: 8 })), players: at.state.players.map((p) => (p.id === "h2" ? { ...p, gained: where(blessed, "h2").gained } : p)) }
    expect(skills(at.match, drive, "h2", ["Claws"])).toEqual([true])
    const ended = playOk(at.match, drive, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(skills(at.match, ended.state, "h2", ["Claws", "Horns"])).toEqual([false, false])
  })

  it("without Papa the kick follows the set-up at once", () => {
    const match = buildMatch(base, bloodBowl)
    expect(expecting(match, playOk(match, initialState(match), setUp().list).state)).toMatchObject({ events: ["KickAimed"] })
  })
})

describe("Kari Coldsteel: If You Want a Job Done... — two Temp Agency Cheerleaders, or a Keen Player for one drive and then sent off [inducement:infamous-coaching-staff/kari-coldsteel]", () => {
  const kariStaff = staff("Kari Coldsteel")
  const kari = player("kari", { name: "Kari Coldsteel", position: "Kari Coldsteel", ma: 6, st: 2, ag: 3, pa: 5, av: 8, skills: ["Block", "Dauntless", "Frenzy"], traits: ["Loner (4+)", "Keen Player"] })
  const withKari = (head: MatchStarted, inducements: Team["inducements"] = [kariStaff]): MatchStarted =>
    inducing({ ...head, teams: [{ ...head.teams[0]!, players: [...head.teams[0]!.players, kari] }, head.teams[1]!] }, head.teams[1]!.inducements, inducements)
  const cheering = () => kickOffRoll(6).d6(3, "cheering-fans").d6(4, "cheering-fans")

  it("Home roll Cheering Fans with Kari in the reserves: 3 + 2 (Kari) = 5 beats Away's 4", () => {
    const { match, state } = kickOffPosition(withKari(kickOffHeader()), { landing: [20, 5] })
    const played = playOk(match, state, cheering().list)
    const home = played.rulings.filter((r) => r.rule === "Cheering Fans")[0]!
    expect(home.modifiers).toEqual([{ value: 2, source: "Kari Coldsteel: counts as two Temp Agency Cheerleaders" }])
    expect(home.total).toBe(5)
  })

  it("Kari set up for the drive counts as no cheerleaders; nor does a Keen Player of a team that did not hire her", () => {
    const { match, state } = kickOffPosition(withKari(kickOffHeader()), { landing: [20, 5], at: { h1: [12, 6], h2: [12, 7], h3: [12, 8], kari: [6, 7], a1: [13, 6], a2: [13, 7], a3: [13, 8] } })
    expect(playOk(match, state, cheering().list).rulings.filter((r) => r.rule === "Cheering Fans")[0]!.modifiers).toEqual([])
    const unhired = kickOffPosition(withKari(kickOffHeader(), []), { landing: [20, 5] })
    expect(play(unhired.match, unhired.state, cheering().list).rulings.filter((r) => r.rule === "Cheering Fans")[0]!.modifiers).toEqual([])
  })

  it("she may be set up only when Home cannot field 11 without her", () => {
    const toSetUp = () => weather().add({ _tag: "CoinTossCalled", team: "away", call: "heads" }).roll("coin", [1], "coin-toss").add({ _tag: "KickOrReceiveChosen", team: "away", choice: "receive" })
    const short = buildMatch(withKari(header([player("h1"), player("h2"), player("h3")], [player("a1")])), bloodBowl)
    const placed = playOk(short, initialState(short), toSetUp().add({ _tag: "PlayerPlaced", player: "kari", at: [12, 7] }).list)
    expect(where(placed.state, "kari").at).toEqual([12, 7])
    const full = buildMatch(withKari(header(Array.from({ length: 11 }, (_, i) => player(`h${i + 1}`)), [player("a1")])), bloodBowl)
    expect(play(full, initialState(full), toSetUp().add({ _tag: "PlayerPlaced", player: "kari", at: [12, 7] }).list).violation).toMatchObject({ _tag: "RuleViolation" })
  })

  it("at the end of the drive she played Kari is sent off, with no Bribe offered although Home have one", () => {
    const at = positionOf(withKari(header([player("h1")], [player("a1")])), { team: 1, turn: 8, at: { h1: [10, 9], kari: [10, 7], a1: [15, 7] } })
    const state = { ...at.state, kickOffEffects: ["secret-weapon:kari"], teams: at.state.teams.map((team, i) => ({ ...team, turn: 8, bribes: i === 0 ? 1 : 0 })) }
    const played = playOk(at.match, state, new Events().add({ _tag: "TurnEnded", team: "away" }).list)
    expect(where(played.state, "kari").box).toBe("sent-off")
    expect(played.state.teams[0]!.bribes).toBe(1)
    expect(expecting(at.match, played.state)).not.toMatchObject({ events: ["InducementUsed", "ChoiceDeclined"] })    // The same Keen Player, not hired as Kari (Josef Bugman's rule): the bribe is offered.
    const keen = positionOf(withKari(header([player("h1")], [player("a1")]), []), { team: 1, turn: 8, at: { h1: [10, 9], kari: [10, 7], a1: [15, 7] } })
    const keenState = { ...keen.state, kickOffEffects: ["secret-weapon:kari"], teams: keen.state.teams.map((team, i) => ({ ...team, turn: 8, bribes: i === 0 ? 1 : 0 })) }
    expect(expecting(keen.match, playOk(keen.match, keenState, new Events().add({ _tag: "TurnEnded", team: "away" }).list).state)).toMatchObject({ events: ["CallArgued", "InducementUsed", "ChoiceDeclined"] })
  })

  it("the header must list her among Home's players with Keen Player", () => {
    const match = buildMatch(inducing(header([player("h1")], [player("a1")]), [], [kariStaff]), bloodBowl)
    const violation = play(match, initialState(match), weather().list).violation
    expect(violation).toMatchObject({ _tag: "RuleViolation" })
    expect(violation!.message).toContain("Kari Coldsteel")
  })
})

describe("Death Zone's coaches work only for teams with the special rules their entries name", () => {
  const refusals: ReadonlyArray<readonly [string, string, string]> = [
    ["Mungo Spinecracker", "Elven Kingdoms League", "inducement:infamous-coaching-staff/mungo-spinecracker"],
    ["Krot Shockwhisker", "Badlands Brawl", "inducement:infamous-coaching-staff/krot-shockwhisker"],
    ["Papa Skullbones", "Old World Classic", "inducement:infamous-coaching-staff/papa-skullbones"],
    ["Kari Coldsteel", "Underworld Challenge", "inducement:infamous-coaching-staff/kari-coldsteel"],
    ["Fink da Fixer", "Elven Kingdoms League", "inducement:infamous-coaching-staff/fink-da-fixer"],
    ["Galandril Silverwater", "Badlands Brawl", "inducement:infamous-coaching-staff/galandril-silverwater"]
  ]
  for (const [name, wrong, tag] of refusals) {
    it(`${name} is refused to a team with only '${wrong}', and hired by one with '${HIRING_RULE[name]}' [${tag}]`, () => {
      const kari = player("kari", { name: "Kari Coldsteel", traits: ["Keen Player", "Loner (4+)"] })
      const base = header([player("h1"), kari], [player("a1")])
      const hired = inducing(base, [], [staff(name)])
      const refused = { ...hired, teams: [{ ...hired.teams[0]!, specialRules: [wrong] }, hired.teams[1]!] }
      const no = buildMatch(refused, bloodBowl)
      const violation = play(no, initialState(no), weather().list).violation
      expect(violation).toMatchObject({ _tag: "RuleViolation" })
      expect(violation!.message).toContain(`whom only a team with the`)
      const yes = buildMatch(hired, bloodBowl)
      expect(play(yes, initialState(yes), weather().list).violation).toBeNull()
    })
  }

  it("Papa Skullbones works for any Favoured of … team: Favoured of Tzeentch too [inducement:infamous-coaching-staff/papa-skullbones]", () => {
    const hired = inducing(header([player("h1")], [player("a1")]), [], [staff("Papa Skullbones")])
    const tzeentch = { ...hired, teams: [{ ...hired.teams[0]!, specialRules: ["Favoured of Tzeentch"] }, hired.teams[1]!] }
    const match = buildMatch(tzeentch, bloodBowl)
    expect(play(match, initialState(match), weather().list).violation).toBeNull()
  })

  it("Schielund Scharlitan works for any team, special rules or none [inducement:infamous-coaching-staff/schielund-scharlitan]", () => {
    const match = buildMatch(inducing(header([player("h1")], [player("a1")]), [], [staff("Schielund Scharlitan")]), bloodBowl)
    expect(play(match, initialState(match), weather().list).violation).toBeNull()
  })
})
