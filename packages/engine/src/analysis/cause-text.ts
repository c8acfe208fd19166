import type { InjuryCause, Outcome, TurnoverCause } from "../model/outcome.js"

const words = (id: string): string => id.replaceAll("-", " ")

const INJURY_CAUSE_TEXT: Record<InjuryCause, string> = {
  block: "block",
  foul: "foul",
  crowd: "pushed into the crowd",
  fall: "fell over",
  "kick-off": "kick-off event",
  sewer: "taken in the sewer",
  eaten: "eaten by the thrower",
  "landed-on": "a thrown player landed on them",
  "projectile-vomit": "projectile vomit",
  "secret-weapon": "the crowd's retribution for a secret weapon",
  other: "other",
  stab: "stab",
  chainsaw: "chainsaw",
  bite: "a Vampire's bite",
  "breathe-fire": "breathe fire"
}

/**
 * The rules record a player who falls over with the cause "fall"; a coach wants to know which
 * roll failed ("failed dodge", "failed rush"). This follows the rulings as a fold goes by and
 * remembers, for each player who fell, the failed test that put them down.
 */
export const causeTracker = (name: (player: string) => string) => {
  const lastFailed = new Map<string, string>()
  const fellAfter = new Map<string, string>()
  return {
    see(outcomes: ReadonlyArray<Outcome>): void {
      for (const outcome of outcomes) {
        if (outcome._tag === "Ruling") {
          const { ruling } = outcome
          if (ruling.player !== null && ruling.success === false && ruling.target !== null) lastFailed.set(ruling.player, ruling.rule)
        } else if (outcome._tag === "KnockedDown" && outcome.cause === "fall") {
          const rule = lastFailed.get(outcome.player)
          if (rule === undefined) fellAfter.delete(outcome.player)
          else fellAfter.set(outcome.player, `failed ${rule.toLowerCase()}`)
        }
      }
    },
    /** Why a player was injured: "block by Grishnak", "failed dodge", "pushed into the crowd by Karl". */
    injuryText(player: string, cause: InjuryCause, by: string | null): string {
      const what = cause === "fall" ? fellAfter.get(player) ?? INJURY_CAUSE_TEXT.fall : INJURY_CAUSE_TEXT[cause]
      return by === null ? what : `${what} by ${name(by)}`
    },
    /** Why a team turn ended, in words. */
    turnoverText(cause: TurnoverCause, player: string | null): string {
      if (cause === "fell-over" && player !== null) return fellAfter.get(player) ?? "fell over"
      return words(cause)
    }
  }
}
