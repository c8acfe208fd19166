import { DIRECTIONS, isDirection, type Square } from "./pitch.js"

/**
 * FFB's BB2020 Ball & Chain (StepMoveBallAndChain): the coach points the player towards a square
 * straight up, down or along the pitch, and FFB rolls the throw-in D6 on a template facing that
 * way (ThrowInMechanic.interpretThrowInDirectionRoll: 1–2 one diagonal, 3–4 straight on, 5–6 the
 * other), reporting the roll and the way the player went as a `scatterPlayer` (no player named).
 * FFB's faces read the template as the engine's throwInFan does, so the die is FFB's; the way the
 * template faced is not reported, but the roll and the way went tell it.
 */
export const FACING_OF: Readonly<Record<string, Readonly<Record<"left" | "straight" | "right", string>>>> = {
  // For each facing: where faces 1–2, 3–4 and 5–6 send the player (FFB's and the engine's template).
  East: { left: "Northeast", straight: "East", right: "Southeast" },
  West: { left: "Southwest", straight: "West", right: "Northwest" },
  North: { left: "Northwest", straight: "North", right: "Northeast" },
  South: { left: "Southeast", straight: "South", right: "Southwest" }
}

/** The square straight next to `from` that the template faced, given FFB's roll and the way the player went; null if they do not fit. */
export const chainFacing = (from: Square, went: unknown, roll: number): Square | null => {
  if (!isDirection(went) || roll < 1 || roll > 6) return null
  const column = roll <= 2 ? "left" : roll <= 4 ? "straight" : "right"
  const facing = Object.keys(FACING_OF).find((name) => FACING_OF[name]![column] === went)
  if (facing === undefined) return null
  const [dx, dy] = DIRECTIONS[facing as keyof typeof DIRECTIONS]
  return [from[0] + dx, from[1] + dy]
}
