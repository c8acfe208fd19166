export * from "./coach.js"
export * from "./rng.js"
export * from "./rosters.js"
export * from "./simulate.js"
