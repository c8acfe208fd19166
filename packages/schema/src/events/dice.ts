import { Schema } from "effect"
import { PlayerId, TeamId } from "../primitives.js"
import { defineEvent } from "./define.js"

/**
 * The dice of Blood Bowl and how many faces each kind shows in one roll. Block dice are
 * recorded as 1–6: 1 attacker down, 2 both down, 3 and 4 push back, 5 defender stumbles, 6 POW!.
 * A coin shows 1 (heads) or 2 (tails).
 */
export const DICE = {
  coin: { sides: 2, count: [1, 1] },
  d3: { sides: 3, count: [1, 1] },
  d6: { sides: 6, count: [1, 1] },
  "2d6": { sides: 6, count: [2, 2] },
  d8: { sides: 8, count: [1, 1] },
  d16: { sides: 16, count: [1, 1] },
  block: { sides: 6, count: [1, 3] }
} as const
export type DieKind = keyof typeof DICE
export const DIE_KINDS = Object.keys(DICE) as ReadonlyArray<DieKind>

/** Names of the block die faces, indexed by the recorded face number. */
export const BLOCK_DIE_FACES = {
  1: "attacker-down",
  2: "both-down",
  3: "push",
  4: "push",
  5: "defender-stumbles",
  6: "pow"
} as const

/**
 * What a roll is for. One closed list for every variant so a typo is caught on read;
 * extending it is a compatible change to the format.
 */
export const ROLL_PURPOSES = [
  // pre-game
  "stadium", "stadium-attribute", "gutter-bowl-pitch", "fan-factor", "weather", "coin-toss",
  "prayers-to-nuffle", "blightbowl-quarters", "roll-off",
  // kick-off
  "kick-deviation-direction", "kick-deviation-distance", "kick-off-event", "kick-off-effect",
  // the ball
  "bounce", "scatter", "throw-in-direction", "throw-in-distance",
  // tests during an activation
  "dodge", "rush", "pick-up", "catch", "pass", "interception", "jump", "stand-up", "jump-up",
  "block", "hypnotic-gaze", "throw-team-mate", "kick-team-mate", "landing", "projectile-vomit",
  "chainsaw", "breathe-fire", "stab", "bombardier", "throw-snowball",
  // injuries and their aftermath
  "armour", "injury", "casualty", "lasting-injury", "apothecary", "regeneration", "ko-recovery",
  "argue-the-call", "bribe", "secret-weapon",
  // skills and traits that roll
  "bone-head", "really-stupid", "wild-animal", "unchannelled-fury", "animosity", "always-hungry",
  "escape", "take-root", "bloodlust", "foul-appearance", "dauntless", "shadowing", "tentacles",
  "loner", "pro", "timmm-ber", "swarming", "decay", "plague-ridden", "pogo-stick", "swoop",
  "ball-and-chain",
  "animal-savagery", "pick-me-up",
  // star players' special rules that roll
  "look-into-my-eyes", "baleful-hex", "then-i-started-blastin",
  "catch-of-the-day",
  "all-you-can-eat", "throw-keg",
  // variant and stadium rules
  "trapdoor", "desperate-measures", "sewer-pit", "wall", "barricade", "ricochet", "restless-fans",
  "magic-potion", "sawbones", "snack-stand", "novice-wizard", "spell", "kill-zone",
  "explosive-touchdown", "snowgrot", "gingerbread-house", "roaming-yhetee", "red-gobbo", "presents",
  "avalanche", "squigalanche", "cold-snap",
  "sloping-pitch", "ice", "ankle-deep-water", "appalling-stands", "poorly-built-dungeons",
  "deluxe-seating", "ale-fuelled-maniacs", "know-it-all-hecklers", "bunch-of-pacifists", "fickle-fans",
  "astrogranite", "home-fans",
  "pitch-invasion", "officious-ref", "get-the-ref", "cheering-fans", "brilliant-coaching",
  "solid-defence", "quick-snap", "blitz", "high-kick", "changing-weather", "time-out",
  "sweltering-heat",
  // Gutter Bowl kick-off events that roll
  "riot", "bats", "furious-neighbour", "tentacled-terror",
  "falling-roof-tiles", "rogue-washing-line", "this-round-is-on-us", "the-guards-are-coming",
  "swarm-of-rats",
  // Gutter Bowl weathers that roll
  "a-stormy-night", "unbearable-stench", "underground-heatwave", "clouds-of-smog",
  // Blood Bowl inducements that roll
  "halfling-master-chef", "biased-referee", "weather-mage",
  // Death Zone's (In)Famous Coaching Staff that roll
  "im-fine-thanks-mungo", "ill-make-you-a-star", "have-you-thought-about-an-upgrade", "a-new-plaything", "by-the-power-of-the-gods",
  // Death Zone's Other Inducements that roll
  "dwarfen-runesmith", "bottles-of-heady-brew", "master-of-ballistics", "team-mascot", "halfling-hot-pot", "waaagh-drummer",
  // Death Zone's Ayleen Andar: a journeyman's D6, then the 2D6 of each random skill
  "this-kid-has-real-potential",
  // Blood Bowl's Special Plays: the D6 picking a deck, the D8s drawing its cards, a card's own rolls
  "special-play-deck", "special-play-card", "special-play"
] as const
export const RollPurpose = Schema.Literals(ROLL_PURPOSES).annotate({ identifier: "RollPurpose", expected: "a roll purpose such as \"dodge\" (see docs/log-format.md)" })
export type RollPurpose = typeof RollPurpose.Type

const face = (sides: number) => Schema.Int.check(Schema.isBetween({ minimum: 1, maximum: sides }))

const faces = (kind: DieKind) => {
  const { sides, count } = DICE[kind]
  return Schema.Array(face(sides)).check(Schema.isBetweenLength(count[0], count[1]))
}

const rollOf = <const K extends DieKind>(kind: K) =>
  defineEvent("DiceRolled", {
    die: Schema.Literal(kind),
    faces: faces(kind),
    for: RollPurpose,
    /** Whom the roll concerns, where it concerns one player or one team. */
    player: Schema.optionalKey(PlayerId),
    team: Schema.optionalKey(TeamId)
  })

/** The raw faces of one roll. One schema per die kind, so faces are checked against their die. */
export const DiceRolled = Schema.Union(DIE_KINDS.map(rollOf) as unknown as [
  ReturnType<typeof rollOf<"coin">>,
  ReturnType<typeof rollOf<"d3">>,
  ReturnType<typeof rollOf<"d6">>,
  ReturnType<typeof rollOf<"2d6">>,
  ReturnType<typeof rollOf<"d8">>,
  ReturnType<typeof rollOf<"d16">>,
  ReturnType<typeof rollOf<"block">>
])
export type DiceRolled = typeof DiceRolled.Type
