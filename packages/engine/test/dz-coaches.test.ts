import type { MatchStarted, Team } from "@sidelines/schema"
import { describe, expect, it } from "vitest"
import { expecting } from "@sidelines/engine"
import { legalDecisions } from "../src/legal.js"
import { Events, header, player, play, playOk, positionOf, where } from "./support/scenario.js"

// Death Zone's (In)Famous Coaching Staff folded on this branch (rules/mungo-spinecracker.ts, …).

const inducing = (head: MatchStarted, away: Team["inducements"], home: Team["inducements"] = []): MatchStarted => ({
  ...head,
  teams: [{ ...head.teams[0]!, inducements: home }, { ...head.teams[1]!, inducements: away }]
})

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
