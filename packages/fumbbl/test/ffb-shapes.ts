import type { FfbCommand, FfbModelChange, FfbPlayer, FfbReplay, FfbReport, FfbTeam } from "../src/replay.js"

/**
 * Small FFB-shaped inputs written for these tests (not taken from any real replay): two teams of
 * a few players, and helpers to write commands as FFB's server would send them.
 */
export const ffbPlayer = (playerId: string, playerNr: number, fields: Partial<FfbPlayer> = {}): FfbPlayer => ({
  playerId,
  playerNr,
  playerName: `Player ${playerId}`,
  positionId: "lineman",
  playerType: "Regular",
  playerStatus: "active",
  movement: 6,
  strength: 3,
  agility: 3,
  passing: 4,
  armour: 9,
  skillArray: [],
  skillValuesMap: {},
  recoveringInjury: null,
  ...fields
})

export const ffbTeam = (teamId: string, coach: string, players: ReadonlyArray<FfbPlayer>, fields: Partial<FfbTeam> = {}): FfbTeam => ({
  teamId,
  teamName: `Team ${teamId}`,
  coach,
  race: "Human",
  reRolls: 2,
  apothecaries: 1,
  cheerleaders: 0,
  assistantCoaches: 0,
  dedicatedFans: 1,
  teamValue: 1_000_000,
  playerArray: players,
  roster: {
    rosterName: "Human",
    positionArray: [
      { positionId: "lineman", positionName: "Lineman", skillArray: [], skillValues: [] },
      { positionId: "ogre", positionName: "Ogre", skillArray: ["Loner", "Bone Head", "Mighty Blow"], skillValues: ["4", null, "1"] }
    ]
  },
  ...fields
})

export const change = (modelChangeId: string, modelChangeKey: string | null, modelChangeValue: unknown): FfbModelChange => ({ modelChangeId, modelChangeKey, modelChangeValue })

export const command = (reports: ReadonlyArray<FfbReport>, changes: ReadonlyArray<FfbModelChange> = []): FfbCommand => ({
  netCommandId: "serverModelSync",
  modelChangeList: { modelChangeArray: changes },
  reportList: { reports }
})

export const report = (reportId: string, fields: Record<string, unknown> = {}): FfbReport => ({ reportId, ...fields })

/** Home h1–h4 (Ogre h4), away a1–a4. */
export const teams = () => ({
  home: ffbTeam("T-HOME", "homecoach", [
    ffbPlayer("h1", 1),
    ffbPlayer("h2", 2),
    ffbPlayer("h3", 3),
    ffbPlayer("h4", 4, { positionId: "ogre", playerType: "Big Guy", movement: 5, strength: 5, agility: 4, passing: 5, armour: 10, skillArray: ["Loner", "Bone Head", "Mighty Blow"] })
  ]),
  away: ffbTeam("T-AWAY", "awaycoach", [ffbPlayer("a1", 1), ffbPlayer("a2", 2), ffbPlayer("a3", 3), ffbPlayer("a4", 4)])
})

export const replay = (commands: ReadonlyArray<FfbCommand>, rulesVersion: string | null = "BB2020", overrides: { home?: FfbTeam; away?: FfbTeam } = {}): FfbReplay => {
  const { home, away } = teams()
  return {
    game: {
      gameId: 4242,
      started: "2024-01-02T20:00:00.000",
      teamHome: overrides.home ?? home,
      teamAway: overrides.away ?? away,
      gameResult: {
        teamResultHome: { score: 0, playerResults: [] },
        teamResultAway: { score: 0, playerResults: [] }
      },
      gameOptions: { gameOptionArray: rulesVersion === null ? [{ gameOptionId: "turntime", gameOptionValue: "240" }] : [{ gameOptionId: "rulesVersion", gameOptionValue: rulesVersion }] }
    },
    gameLog: { commandArray: commands }
  }
}

/** Places players during set-up: one command per player, as FFB sends them. */
export const placements = (squares: ReadonlyArray<readonly [string, readonly [number, number]]>): Array<FfbCommand> =>
  squares.map(([player, at]) => command([], [change("fieldModelSetPlayerState", player, 0x101), change("fieldModelSetPlayerCoordinate", player, at)]))

/**
 * A match start: pre-game, home kicks (home sets up first), the kick, no kick-off effect, the
 * ball caught by a2, then the away team's first turn begins.
 */
export const matchStart = (): Array<FfbCommand> => [
  command([report("fanFactor", { teamId: "T-HOME", dedicatedFans: 1, dedicatedFansRoll: 2 }), report("fanFactor", { teamId: "T-AWAY", dedicatedFans: 1, dedicatedFansRoll: 3 })]),
  command([report("weather", { weather: "Nice Weather", weatherRoll: [3, 4] })]),
  command([report("coinThrow", { coach: "awaycoach", coinThrowHeads: false, coinChoiceHeads: true })]),
  command([report("receiveChoice", { teamId: "T-HOME", receiveChoice: false })]),
  command([report("startHalf", { half: 1 })], [change("gameSetHalf", null, 1), change("turnDataSetReRolls", "home", 2), change("turnDataSetReRolls", "away", 2), change("gameSetTurnMode", null, "setup")]),
  ...placements([["h1", [12, 6]], ["h2", [12, 7]], ["h3", [12, 8]], ["h4", [8, 7]]]),
  command([], [change("gameSetHomePlaying", null, false)]),
  ...placements([["a1", [13, 6]], ["a2", [18, 7]], ["a3", [13, 8]], ["a4", [13, 7]]]),
  command([], [change("gameSetHomePlaying", null, true), change("gameSetTurnMode", null, "kickoff")]),
  // Aimed at [18,6]; deviates South (FFB's D8 face 5, our template's 7) one square onto a2 on [18,7].
  command([report("kickoffScatter", { ballCoordinateEnd: [18, 7], scatterDirection: "South", rollScatterDirection: 5, rollScatterDistance: 1 })], [change("fieldModelSetBallCoordinate", null, [18, 7]), change("fieldModelSetBallMoving", null, true)]),
  command([report("kickoffResult", { kickoffResult: "Time-out", kickoffRoll: [2, 1] }), report("kickoffTimeout", { turnModifier: 1, turnNr: 0 })]),
  command([report("catchRoll", { playerId: "a2", successful: true, roll: 4, minimumRoll: 4, reRolled: false, rollModifiers: [] })], [change("fieldModelSetBallInPlay", null, true), change("fieldModelSetBallMoving", null, false)]),
  command([report("turnEnd", { playerIdTouchdown: null, knockoutRecoveryArray: [], heatExhaustionArray: [] })], [
    change("gameSetHomePlaying", null, false),
    change("turnDataSetTurnNr", "away", 1),
    change("gameSetTurnMode", null, "regular"),
    ...["a1", "a2", "a3", "a4"].map((p) => change("fieldModelSetPlayerState", p, 0x101))
  ])
]

/** FFB's commands for one activation: the declaration. */
export const activate = (player: string, action: string, oldState = 0x101): FfbCommand =>
  command([report("playerAction", { actingPlayerId: player, playerAction: action })], [
    change("actingPlayerSetPlayerId", null, player),
    change("actingPlayerSetOldPlayerState", null, oldState),
    change("fieldModelSetPlayerState", player, 0x102),
    change("actingPlayerSetPlayerAction", null, action)
  ])

/** FFB's command that ends an activation; `active` leaves the player free to act (nothing was done). */
export const deselect = (player: string, active = false): FfbCommand =>
  command([], [change("fieldModelSetPlayerState", player, active ? 0x101 : 1), change("actingPlayerSetPlayerId", null, null)])

export const moveTo = (player: string, at: readonly [number, number]): FfbCommand => command([], [change("fieldModelSetPlayerCoordinate", player, at)])

export const endTurn = (nextSide: "home" | "away", nextTurn: number, touchdown: string | null = null): FfbCommand =>
  command([report("turnEnd", { playerIdTouchdown: touchdown, knockoutRecoveryArray: [], heatExhaustionArray: [] })], [
    change("gameSetHomePlaying", null, nextSide === "home"),
    change("turnDataSetTurnNr", nextSide, nextTurn)
  ])
