import type { Pitch, SquareFeature } from "../../model/pitch.js"
import { isAdjacent, sameSquare, squareName, type Square } from "../../model/square.js"
import { type MatchState, type PlacedFeatures, withState } from "../../model/state.js"
import { consumed, type Ctx, type Fold, type Handled, replaceTop, type StepHandler, teamOf, updateTop, violation } from "../../core/context.js"
import type { VariantStep } from "../../core/variant/variant.js"

/** The most gingerbread houses a coach may place. */
export const HOUSES_PER_TEAM = 5

/** Whether a square lies in any team's end zone. */
const inAnEndZone = (pitch: Pitch, square: Square, teams: number): boolean =>
  Array.from({ length: teams }, (_, team) => team).some((team) => pitch.isEndZoneOf(team, square))

/**
 * The snowgrots at the start of the match: eight in each end zone, on alternate squares. On a
 * Blood Bowl pitch an end zone is one column of fifteen squares; the snowgrots stand on its rows
 * 0, 2, 4 … 14 (our reading: alternate squares starting from the sideline at y = 0).
 */
export const snowgrotsAtStart = (pitch: Pitch, teams: number): PlacedFeatures => {
  const features: Array<SquareFeature> = []
  for (let x = 0; x < pitch.width; x++) {
    for (let y = 0; y < pitch.height; y += 2) {
      const square: Square = [x, y]
      if (pitch.contains(square) && inAnEndZone(pitch, square, teams)) features.push({ kind: "snowgrot", squares: [square] })
    }
  }
  return { features, destroyed: Array.from({ length: teams }, () => 0) }
}

/** The snowgrots still standing, by square. */
export const standingSnowgrots = (state: MatchState): Array<Square> =>
  (state.placed?.features ?? []).filter((feature) => feature.kind === "snowgrot").map((feature) => feature.squares[0]!)

/** Whether a gingerbread house already covers a square. */
const houseOn = (state: MatchState, square: Square): boolean =>
  (state.placed?.features ?? []).some((feature) => feature.kind === "gingerbread-house" && feature.squares.some((s) => sameSquare(s, square)))

/** Whether the squares form one piece, each joined to another along a side. */
const joined = (squares: ReadonlyArray<Square>): boolean => {
  const reached = [squares[0]!]
  for (let grew = true; grew;) {
    grew = false
    for (const square of squares) {
      if (reached.some((r) => sameSquare(r, square))) continue
      if (reached.some((r) => isAdjacent(r, square) && (r[0] === square[0] || r[1] === square[1]))) {
        reached.push(square)
        grew = true
      }
    }
  }
  return reached.length === squares.length
}

/** Who places next, how many houses each has placed, and who has finished (placed five, or declined). */
interface PlacementData {
  readonly next: number
  readonly houses: ReadonlyArray<number>
  readonly finished: ReadonlyArray<boolean>
}

export const placeHousesStep = (teams: number): VariantStep => ({
  _tag: "Variant",
  name: "place-houses",
  data: { next: 0, houses: Array.from({ length: teams }, () => 0), finished: Array.from({ length: teams }, () => false) } satisfies PlacementData
})

/** After a team's turn at placing: the other team goes next unless it has finished; when both have, the pre-game begins. */
const advance = (state: MatchState, step: VariantStep, data: PlacementData): MatchState => {
  const teams = data.finished.length
  if (data.finished.every(Boolean)) return replaceTop(state)
  let next = (data.next + 1) % teams
  while (data.finished[next]) next = (next + 1) % teams
  return updateTop(state, { ...step, data: { ...data, next } })
}

const placeHouse = (ctx: Ctx, state: MatchState, step: VariantStep, data: PlacementData, squares: ReadonlyArray<Square>): Fold<Handled> => {
  const { pitch } = ctx.variant
  const teams = data.finished.length
  for (const [i, square] of squares.entries()) {
    if (!pitch.contains(square)) return violation(ctx, "gingerbread house", `${squareName(square)} is not on the pitch`)
    if (inAnEndZone(pitch, square, teams)) return violation(ctx, "gingerbread house", `${squareName(square)} is in an end zone, where the snowgrots stand; houses go on the pitch between the end zones`)
    if (houseOn(state, square)) return violation(ctx, "gingerbread house", `a gingerbread house already stands on ${squareName(square)}`)
    if (squares.slice(0, i).some((s) => sameSquare(s, square))) return violation(ctx, "gingerbread house", `${squareName(square)} is named twice`)
  }
  if (!joined(squares)) return violation(ctx, "gingerbread house", `a house's squares must be joined side to side: ${squares.map(squareName).join(", ")} are not`)
  const placed: PlacedFeatures = state.placed ?? { features: [], destroyed: Array.from({ length: teams }, () => 0) }
  const next = withState(state, { placed: { ...placed, features: [...placed.features, { kind: "gingerbread-house", squares: [...squares] }] } })
  const houses = data.houses.map((n, team) => (team === data.next ? n + 1 : n))
  const finished = data.finished.map((done, team) => done || houses[team]! >= HOUSES_PER_TEAM)
  ctx.outcomes.push({ _tag: "Note", text: `${teamOf(ctx, data.next).name} place gingerbread house ${houses[data.next]} of ${HOUSES_PER_TEAM} on ${squares.map(squareName).join(", ")}` })
  return consumed(advance(next, step, { ...data, houses, finished }))
}

/**
 * Before the pre-game the coaches take turns placing gingerbread houses, the first team in the
 * header first (our reading: the text does not say who starts), up to five each. A coach who
 * places no more declines (`ChoiceDeclined`, `gingerbread-house`); the other coach goes on alone.
 */
export const placeHousesHandler: StepHandler<VariantStep> = {
  expects: (step) => ({
    kind: "decision",
    team: (step.data as unknown as PlacementData).next,
    events: ["GingerbreadHousePlaced", "ChoiceDeclined"],
    about: "place a gingerbread house, or place no more"
  }),
  on: (ctx, state, step, event) => {
    const data = step.data as unknown as PlacementData
    const whose = teamOf(ctx, data.next).name
    if (event._tag === "GingerbreadHousePlaced") {
      if (ctx.match.teamIndex.get(event.team) !== data.next) return violation(ctx, "gingerbread house", `it is ${whose}' turn to place a gingerbread house`)
      return placeHouse(ctx, state, step, data, event.squares)
    }
    if (event._tag === "ChoiceDeclined" && event.choice === "gingerbread-house") {
      if (ctx.match.teamIndex.get(event.team) !== data.next) return violation(ctx, "gingerbread house", `it is ${whose}' turn to place a gingerbread house or decline`)
      ctx.outcomes.push({ _tag: "Note", text: `${whose} place no more gingerbread houses (${data.houses[data.next]} placed)` })
      return consumed(advance(state, step, { ...data, finished: data.finished.map((done, team) => done || team === data.next) }))
    }
    return violation(ctx, "gingerbread house", `the coaches place their gingerbread houses before the pre-game: ${whose} place one (GingerbreadHousePlaced) or decline (ChoiceDeclined "gingerbread-house"), not ${event._tag}`)
  }
}
