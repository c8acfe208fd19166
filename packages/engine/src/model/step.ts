/**
 * What the state's stack holds: everything the game can be in the middle of. The top step takes
 * the next event (or runs on its own).
 *
 * The union is open: each rule area declares its own steps beside their handlers and adds them
 * here by declaration merging, so no low module has to import the rule areas above it:
 *
 *     declare module "../model/step.js" { interface StepKinds { "core/foul": FoulStep } }
 *
 * The key is the owning module's path; the handlers are gathered at the top (engine-steps.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface StepKinds {}

export type Step = StepKinds[keyof StepKinds]
