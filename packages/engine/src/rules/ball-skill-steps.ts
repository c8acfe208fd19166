import type { StepHandler } from "./context.js"
import { cloudBursterHandler, type CloudBursterStep } from "./cloud-burster.js"
import { fumblerooskieHandler, type FumblerooskieStep } from "./fumblerooskie.js"
import { dumpOffHandler, type DumpOffStep } from "./dump-off.js"
import { onTheBallHandler, type OnTheBallStep } from "./on-the-ball.js"
import { divingCatchHandler, type DivingCatchStep } from "./diving-catch.js"
import { safePairOfHandsHandler, type SafePairOfHandsStep } from "./safe-pair-of-hands.js"

/** The steps of the ball family's skills that wait for a coach's choice or a roll of their own. */
export type BallSkillStep = SafePairOfHandsStep | DivingCatchStep | CloudBursterStep | FumblerooskieStep | DumpOffStep | OnTheBallStep

export const ballSkillHandlers: { [K in BallSkillStep["_tag"]]: StepHandler<Extract<BallSkillStep, { _tag: K }>> } = {
  SafePairOfHands: safePairOfHandsHandler,
  DivingCatch: divingCatchHandler,
  CloudBurster: cloudBursterHandler,
  Fumblerooskie: fumblerooskieHandler,
  DumpOff: dumpOffHandler,
  OnTheBall: onTheBallHandler
}
