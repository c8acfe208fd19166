import { deflateSync } from "node:zlib"

/**
 * Builders for synthetic Blood Bowl 3 replays of each shape met in real ones (written here, never
 * taken from a real file): XML elements from nested objects, inner messages base64'd once or
 * twice as BB3 stores them, and the .bbr container (zlib, then base64).
 */

export type Xml = string

/** `<name>children…</name>`; a number or string child is text. */
export const el = (name: string, ...children: ReadonlyArray<Xml | number>): Xml => `<${name}>${children.join("")}</${name}>`

const b64 = (text: string) => Buffer.from(text, "utf8").toString("base64")

/** An inner message as BB3 stores it: base64 of base64 of its XML (the shape of every MessageData met). */
export const message = (xml: Xml, times = 2): Xml => {
  let data = xml
  for (let i = 0; i < times; i++) data = b64(data)
  return data
}

export const cell = (x: number, y: number): Xml => `<Y>${y}</Y><X>${x}</X>`

/** The weather's 2D6 (EventWeatherRoll), before the first kick-off or after Changing Weather. */
export const weatherRoll = (a: number, b: number): Xml => el("EventWeatherRoll", el("Dice", el("Die", el("Value", a)), el("Die", el("Value", b))))

/** One StepResult: the step's message and its results' messages. */
export const stepResult = (step: Xml, ...results: ReadonlyArray<Xml>): Xml =>
  el("StepResult", el("Step", el("Name", b64("Step")), el("MessageData", message(step))), el("Results", ...results.map((result) => el("StringMessage", el("Name", b64("Result")), el("MessageData", message(result))))))

export const executeSequence = (...steps: ReadonlyArray<Xml>): Xml => el("EventExecuteSequence", el("Sequence", ...steps))

/** A ReplayStep with its events and board. */
export const replayStep = (clock: number, board: Xml, ...events: ReadonlyArray<Xml>): Xml => el("ReplayStep", el("Clock", clock), ...events, board)

/** The whole XML of a replay. */
export const replayXml = (preamble: ReadonlyArray<Xml>, steps: ReadonlyArray<Xml>, endGame: Xml = ""): Xml =>
  `<Replay>\n\t${el("ReplayVersion", "1-4-0-0")}${preamble.join("")}\n${steps.join("\n")}${endGame}</Replay>`

/** The .bbr container: zlib, then base64. */
export const bbr = (xml: Xml): Uint8Array => Buffer.from(deflateSync(Buffer.from(xml, "utf8")).toString("base64"), "latin1")

/** A player on the board: his Data (characteristics MA ST AG PA AV, skill ids) when `data` is given. */
export interface BoardPlayerSpec {
  readonly id: number
  readonly at?: readonly [number, number]
  readonly status?: number
  readonly casualties?: ReadonlyArray<number>
  /** A standing player on the pitch has his tackle zones (TackleZone 1, as in every real board) unless this says false. */
  readonly tackleZone?: boolean
  /** PlayerEffects: the characteristic changed (0 MA), by how much, the Durations items, ProviderType and ProviderId. */
  readonly effects?: ReadonlyArray<{ readonly characteristic: number; readonly value: number; readonly durations: ReadonlyArray<number>; readonly provider: readonly [number, number] }>
  readonly data?: { readonly number: number; readonly stats: readonly [number, number, number, number, number]; readonly skills?: ReadonlyArray<number>; readonly starRules?: ReadonlyArray<number>; readonly contract?: number; readonly type?: number }
}

export interface BoardTeamSpec {
  readonly gameTurn?: number
  readonly touchdown?: number
  readonly rerolls?: number
  readonly race?: number
  readonly apothecary?: boolean
  readonly inducements?: ReadonlyArray<readonly [number, number]>
  /** The team's special rules, BB3's codes (Data SpecialRules); none written when absent. */
  readonly specialRules?: ReadonlyArray<number>
  readonly players: ReadonlyArray<BoardPlayerSpec>
}

const opt = (name: string, value: number | undefined): Xml => (value === undefined || value === 0 ? "" : el(name, value))

const playerXml = (player: BoardPlayerSpec): Xml =>
  el(
    "PlayerState",
    el("Id", player.id),
    el("Cell", player.at === undefined ? cell(-1, -1) : cell(player.at[0], player.at[1])),
    opt("Status", player.status),
    opt("TackleZone", player.at !== undefined && (player.status ?? 0) === 0 && player.tackleZone !== false ? 1 : 0),
    player.effects === undefined
      ? ""
      : el(
          "Effects",
          ...player.effects.map((effect) =>
            el(
              "PlayerEffect",
              el("CharacModifiers", el("CharacModifier", opt("Characteristic", effect.characteristic), el("Value", effect.value))),
              el("Durations", ...effect.durations.map((item) => el("DurationsItem", item))),
              el("ProviderType", effect.provider[0]),
              el("ProviderId", effect.provider[1]),
              el("EffectId", 12)
            )
          )
        ),
    player.casualties === undefined ? "" : el("ListCasualties", ...player.casualties.map((c) => el("ListCasualtiesItem", c))),
    player.data === undefined
      ? ""
      : el(
          "Data",
          el("Name", Buffer.from(`Player ${player.id}`).toString("base64")),
          el("Characteristics", ...player.data.stats.map((value, i) => el("PlayerCharacteristic", el("Characteristic", i), el("Value", value)))),
          el("Number", player.data.number),
          el("InnateSkills", ...(player.data.skills ?? []).map((skill) => el("InnateSkillsItem", skill))),
          player.data.starRules === undefined ? "" : el("StarplayerSpecialRule", ...player.data.starRules.map((rule) => el("StarplayerSpecialRuleItem", rule))),
          opt("Contract", player.data.contract),
          el("IdPlayerTypes", player.data.type ?? 1),
          el("Id", player.id)
        )
  )

/** A BoardState: the phase, both teams, the ball (its square and carrier), the last weather dice. */
export const board = (phase: number, teams: readonly [BoardTeamSpec, BoardTeamSpec], ball: { readonly at?: readonly [number, number]; readonly carrier?: number } = {}, weather: readonly [number, number] = [3, 4]): Xml =>
  el(
    "BoardState",
    el("TurnsPerPeriod", 8),
    opt("CurrentPhase", phase),
    el(
      "ListTeams",
      ...teams.map((team, t) =>
        el(
          "TeamState",
          opt("GameTurn", team.gameTurn),
          opt("Touchdown", team.touchdown),
          el("RerollNumber", team.rerolls ?? 3),
          el("ListInducements", ...(team.inducements ?? []).map(([category, number]) => el("InducementSave", el("Category", category), el("Number", number)))),
          el("ListPitchPlayers", ...team.players.map(playerXml)),
          el("CurrentTeamValue", 1_000_000),
          el("Data", el("IdRace", team.race ?? 2), el("DedicatedFans", 2), team.specialRules === undefined ? "" : el("SpecialRules", ...team.specialRules.map((code) => el("SpecialRulesItem", code))), opt("TeamId", t), opt("Apothecary", team.apothecary === true ? 1 : 0), el("Reroll", team.rerolls ?? 3)),
          el("Side", t === 0 ? 32 : 64)
        )
      )
    ),
    el("Ball", el("Cell", ball.at === undefined ? cell(-1, -1) : cell(ball.at[0], ball.at[1])), opt("Carrier", ball.carrier), opt("IsHeld", ball.carrier === undefined ? 0 : 1)),
    el("LastWeatherRoll", el("Die", el("Value", weather[0])), el("Die", el("Value", weather[1])))
  )

/** The lobby element with both coaches' and teams' names (base64, as BB3 stores them). */
export const gameJoined = (teams: readonly [string, string], coaches: readonly [string, string]): Xml =>
  el("NotificationGameJoined", el("GameInfos", el("GamersInfos", ...teams.map((team, t) => el("GamerInfos", el("Name", Buffer.from(coaches[t]!).toString("base64")), el("Roster", el("Name", Buffer.from(team).toString("base64"))))))))

export const legalKickers = (...ids: ReadonlyArray<number>): Xml => el("EventLegalKickers", el("KickersIds", ...ids.map((id) => el("KickersIdsItem", id))))

export const endTurn = (reason: number, next: number): Xml => el("EventEndTurn", el("Reason", reason), el("NextPlayingGamer", next))
