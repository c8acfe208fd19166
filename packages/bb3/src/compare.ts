import type { Match, MatchState } from "@sidelines/engine"
import { type Board, sameCell } from "./board.js"

/**
 * Where the rules' state differs from BB3's board, in words, or null when they agree: every
 * header player's square or box and posture, the ball and its carrier, the score. Used at the end
 * of each converted team turn, where both should stand at the start of the next.
 */
export const boardDifference = (state: MatchState, board: Board, match: Match): string | null => {
  for (const player of board.players) {
    const index = match.playerIndex.get(player.asserted.player)
    if (index === undefined) continue
    const ours = state.players[index]!
    const theirs = player.asserted
    if (theirs.at !== null) {
      if (ours.at === null || !sameCell(ours.at, theirs.at)) return `${theirs.player} is at ${JSON.stringify(theirs.at)} in BB3, ${ours.at === null ? `in the ${ours.box} box` : `at ${JSON.stringify(ours.at)}`} by our rules`
      if ((theirs.posture ?? "standing") !== ours.posture) return `${theirs.player} is ${theirs.posture ?? "standing"} in BB3, ${ours.posture} by our rules`
    } else if (ours.at !== null || (ours.box ?? "reserves") !== (theirs.box ?? "reserves")) {
      return `${theirs.player} is in the ${theirs.box ?? "reserves"} box in BB3, ${ours.at !== null ? `at ${JSON.stringify(ours.at)}` : `in the ${ours.box} box`} by our rules`
    }
  }
  const ball = state.ball
  const at = ball.at
  if (board.ball.at !== null && (at === null || !sameCell(at, board.ball.at))) return `the ball is at ${JSON.stringify(board.ball.at)} in BB3, ${JSON.stringify(at)} by our rules`
  return scoreDifference(state, board)
}

/** Where the rules' score differs from BB3's board, or null. */
export const scoreDifference = (state: MatchState, board: Board): string | null => {
  const score = state.teams.map((team) => team.score)
  return score.some((value, t) => value !== board.score[t]) ? `the score is ${board.score.join("–")} in BB3, ${score.join("–")} by our rules` : null
}
