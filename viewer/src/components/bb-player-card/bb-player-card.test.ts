import { describe, expect, it, vi } from "vitest"
import { playerMatch, Replay, type Gain, type MatchState } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import text from "../../../../logs/stadium-unclear-markings-lizardmen-v-wood-elf.jsonl?raw"
import { longLog } from "../../../../scripts/long-log.mjs"
import { lineParts, playersOf } from "../bb-event-log/player-names.js"
import { BbPlayerCard, cardOf, momentText } from "./bb-player-card.js"

const build = (log: string): Replay => {
  const decoded = decodeLogText(log)
  return (Replay.build(decoded.header!, decoded.events) as { success: Replay }).success
}
const replay = build(text)
const last = replay.length - 1

describe("a player's card: what it shows, read from the engine", () => {
  const scorer = replay.match.roster.find((entry) => playerMatch(replay, entry.id).at(last).touchdowns > 0)!

  it("names the player, their profile as the roster prints it, and a line for each skill", () => {
    const card = cardOf(replay, scorer.id, last)
    expect([card.number, card.name, card.position, card.teamName]).toEqual([scorer.number, scorer.name, scorer.position, replay.match.header.teams[scorer.team]!.name])
    expect(card.characteristics.map((c) => c.label)).toEqual(["MA", "ST", "AG", "PA", "AV"])
    expect(card.characteristics.find((c) => c.label === "AG")!.now).toBe(`${scorer.ag}+`)
    expect(card.characteristics.every((c) => c.change === null)).toBe(true)
    expect(card.skills.map((s) => s.name)).toEqual([...scorer.skills, ...scorer.traits])
    for (const skill of card.skills) expect(skill.words.length).toBeGreaterThan(10)
  })

  it("the match so far is the engine's, cut at the event: nothing before the first, the touchdown and its points at the end", () => {
    expect(cardOf(replay, scorer.id, -1).soFar!.moments).toEqual([])
    const end = cardOf(replay, scorer.id, last).soFar!
    expect(end).toEqual(playerMatch(replay, scorer.id).at(last))
    expect(end.spp).toBeGreaterThanOrEqual(3)
    expect(end.moments.map(momentText)).toContain("Touchdown")
  })

  it("says where the player is: a square and posture on the pitch, the box off it", () => {
    const onPitch = replay.allStates().findIndex((state) => state.players.some((p) => p.id === scorer.id && p.at !== null))
    expect(cardOf(replay, scorer.id, onPitch).status).toMatch(/^(Standing|Prone|Stunned) on [A-Z]+\d+/)
    expect(cardOf(replay, scorer.id, -1).status).toMatch(/^Off the pitch: /)
  })

  it("marks a characteristic changed during the match, better or worse as the game reads it, and a gained skill with its source", () => {
    const at = replay.match.playerIndex.get(scorer.id)!
    const gain: Gain = { source: "A potion", until: "game", skills: ["Sure Feet"], improve: { ag: 1, ma: -1 } }
    const state = replay.after(last)
    const changed: MatchState = { ...state, players: state.players.map((p, i) => (i === at ? { ...p, gained: [gain] } : p)) }
    const patched = Object.create(replay, { after: { value: (index: number) => (index === last ? changed : replay.after(index)) } }) as Replay
    const card = cardOf(patched, scorer.id, last)
    expect(card.characteristics.find((c) => c.label === "AG")).toMatchObject({ now: `${scorer.ag - 1}+`, change: "better" })
    expect(card.characteristics.find((c) => c.label === "MA")).toMatchObject({ now: `${scorer.ma - 1}`, change: "worse" })
    expect(card.skills.at(-1)).toMatchObject({ name: "Sure Feet", gainedFrom: "A potion" })
  })

  it("the element draws nothing without a player, and the card with one", () => {
    expect(customElements.get("bb-player-card")).toBe(BbPlayerCard)
    const element = new BbPlayerCard()
    element.replay = replay
    expect(element.view).toBeNull()
    element.player = scorer.id
    element.seq = replay.events[last]!.seq
    expect(element.view?.soFar?.touchdowns).toBeGreaterThan(0)
  })

  it("on a very long match the card shows the player at once and their match so far once it is counted (in slices)", async () => {
    const long = build(longLog(30_000).text)
    const index = long.length - 1
    const id = long.match.roster.find((entry) => playerMatch(long, entry.id).at(index).actions > 0)!.id
    const counted = cardOf(long, id, index)
    // Not counted yet: everything but the match so far.
    const waiting = cardOf(long, id, index, null)
    expect(waiting.soFar).toBeNull()
    expect({ ...waiting, soFar: counted.soFar }).toEqual(counted)
    const element = new BbPlayerCard()
    element.replay = long
    element.player = id
    element.seq = long.events[index]!.seq
    await vi.waitFor(() => expect(element.view?.soFar).not.toBeNull(), { timeout: 20_000 })
    expect(element.view!.soFar).toEqual(counted.soFar)
  })
})

describe("a player's name in an event's line", () => {
  it("is cut out of the line for each player the event names, the rest kept as text", () => {
    const index = replay.events.findIndex((event) => event._tag === "ActionDeclared")
    const event = replay.events[index] as { player: string }
    expect(playersOf(replay, index)[0]).toBe(event.player)
    const name = replay.match.roster[replay.match.playerIndex.get(event.player)!]!.name
    const line = `${name} blitzes, and ${name} again`
    const parts = lineParts(replay, index, line)
    // The first time only: one button per player a line names.
    expect(parts).toEqual([{ player: event.player, name }, ` blitzes, and ${name} again`])
    expect(parts.map((p) => (typeof p === "string" ? p : p.name)).join("")).toBe(line)
    expect(lineParts(replay, index, "nobody named")).toEqual(["nobody named"])
  })
})
