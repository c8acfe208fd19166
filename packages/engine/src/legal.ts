import type { MatchEvent, Square } from "@sidelines/schema"
import { ACTIONS, SKILL_CATEGORIES } from "@sidelines/schema"
import { expecting, transition, variantAt } from "./fold.js"
import { hasSkill, type Match } from "./model/match.js"
import { distance, neighbours, sameSquare } from "./model/square.js"
import { hasWalls, wallTarget } from "./model/features.js"
import type { MatchState } from "./model/state.js"
import type { Decision } from "./model/decision.js"
import { ballSkillCandidates } from "./skills/ball-skill-steps.js"
import { WISDOM, WISDOM_SKILLS } from "./stars/wisdom-of-the-white-dwarf.js"
import { MUTATIONS } from "./inducements/other/magic-potions.js"
import { DANSE_MACABRE } from "./inducements/wizards/wizard-spells.js"
import { RUNES } from "./inducements/other/dwarfen-runesmith.js"
import { HIT_AND_RUN } from "./skills/hit-and-run.js"
import { TRICKSTER } from "./skills/trickster.js"

/** The purposes a player is drawn at random for (PlayerDrawn), in every variant. */
const PLAYER_DRAWS = [
  "sweltering-heat", "officious-ref", "pitch-invasion",
  // Sevens' prayers that draw players (Stiletto, Bad Habits, Greasy Cleats)
  "prayers-to-nuffle",
  // Gutter Bowl's kick-off results and weathers
  "bats", "furious-neighbour", "tentacled-terror", "rogue-washing-line", "the-guards-are-coming", "a-stormy-night", "unbearable-stench",
  // Holiday Special's weathers
  "squigalanche", "cold-snap", "kick-off-effect",
  // Sevens' Hangover
  "desperate-measures",
  // Gutter Bowl's Novice Wizard: the player a stray Firebolt hits
  "novice-wizard",
  // Blood Bowl's Special Plays: Sweatband of Conquest's wearer
  "special-play",
  // Death Zone's named referees: Korensson's extra sending-off, the Trundlefoot Triplets' kit argument
  "biased-referee",
  // Death Zone's Schielund Scharlitan and Professor Frönkelheim (inducements/staff/staff-picks.ts)
  "ill-make-you-a-star", "have-you-thought-about-an-upgrade",
  // Papa Skullbones's overlooked player's replacement (inducements/staff/papa-skullbones.ts)
  "by-the-power-of-the-gods",
  // Death Zone's Bottles of Heady Brew: the Stunty players who drink; the Halfling Hot Pot's misfire
  "bottles-of-heady-brew", "halfling-hot-pot"
] as const

/** Skills an opponent may use as a player moves away from them, by the step that offers them. */
const MOVE_REACTIONS: Readonly<Record<string, string>> = { Tentacles: "Tentacles", DivingTackle: "Diving Tackle", Shadowing: "Shadowing" }

export type { Decision } from "./model/decision.js"

/**
 * The decisions that may be made now. Candidates come from what the game waits for and are
 * kept only if the rules accept them, by folding each one: the list can never disagree with
 * the engine. Rolls are not decisions; when a roll is due, the list is empty.
 */
export const legalDecisions = (match: Match, state: MatchState): Array<Decision> => {
  const expectation = expecting(match, state)
  if (expectation.kind !== "decision") return []
  const candidates: Array<Decision> = []
  const teamId = (team: number) => match.teamIds[team]!
  const onPitch = state.players.filter((player) => player.at !== null)
  const active = state.activePlayer === null ? undefined : state.players[match.playerIndex.get(state.activePlayer)!]
  const top = state.stack[state.stack.length - 1]
  const reaction = top === undefined ? undefined : MOVE_REACTIONS[top._tag]
  const allSquares: Array<Square> = []
  for (let x = 0; x < match.variant.pitch.width; x++) {
    for (let y = 0; y < match.variant.pitch.height; y++) if (match.variant.pitch.contains([x, y])) allSquares.push([x, y])
  }
  for (const tag of expectation.events) {
    switch (tag) {
      case "CoinTossCalled":
        for (const team of match.teamIds) for (const call of ["heads", "tails"] as const) candidates.push({ _tag: tag, team, call })
        break
      case "KickOrReceiveChosen":
        for (const team of match.teamIds) for (const choice of ["kick", "receive"] as const) candidates.push({ _tag: tag, team, choice })
        break
      case "PlayerPlaced":
        for (const player of state.players) {
          if (player.team !== expectation.team) continue
          if (player.at !== null) candidates.push({ _tag: tag, player: player.id, at: null })
          for (const at of allSquares) candidates.push({ _tag: tag, player: player.id, at })
        }
        break
      case "LineOfScrimmageChosen":
        if (expectation.team !== null) for (const line of ["normal", "back", "forward"] as const) candidates.push({ _tag: tag, team: teamId(expectation.team), line })
        break
      case "SetupEnded":
      case "TurnEnded":
      case "MatchConceded":
        if (expectation.team !== null) candidates.push({ _tag: tag, team: teamId(expectation.team) })
        break
      case "KickAimed":
        for (const player of onPitch) for (const at of allSquares) candidates.push({ _tag: tag, player: player.id, at })
        break
      case "TouchbackGiven":
        for (const player of onPitch) candidates.push({ _tag: tag, player: player.id })
        break
      case "ActionDeclared":
        for (const player of onPitch) {
          // Sevens' Razzle-dazzle lets a player who has acted declare a second action.
          if (player.team !== expectation.team || (player.hasActed && variantAt(match, state).hooks?.actsAgain?.(state, player.id) !== true)) continue
          for (const action of ACTIONS) {
            // A Blitz and a Stab name their target (a Stab only for a player with the trait).
            // Jeremiah Kool's The Flashing Blade is a Stab too (stars/flashing-blade.ts).
            // So do a Chainsaw Attack and a Breathe Fire action (skills/breathe-fire.ts), for a player with the trait.
            if (action === "blitz" || (action === "stab" && ["Stab", "The Flashing Blade"].some((s) => hasSkill(match, state, match.playerIndex.get(player.id)!, s))) ||
              (action === "chainsaw" && hasSkill(match, state, match.playerIndex.get(player.id)!, "Chainsaw")) ||
              (action === "breathe-fire" && hasSkill(match, state, match.playerIndex.get(player.id)!, "Breathe Fire"))) {
              for (const target of onPitch) if (target.team !== player.team) candidates.push({ _tag: tag, player: player.id, action, target: target.id })
            } else candidates.push({ _tag: tag, player: player.id, action })
          }
        }
        break
      case "PlayerStoodUp":
      case "ActionEnded":
        if (active !== undefined) candidates.push({ _tag: tag, player: active.id })
        break
      case "PlayerMoved":
        // Quick Thinking's mover (a Special Plays card) is not the active player: a step at a time.
        if (top?._tag === "QuickThinking") {
          const mover = state.players[match.playerIndex.get(top.mover)!]!
          if (mover.at !== null) for (const to of neighbours(mover.at)) candidates.push({ _tag: tag, player: mover.id, to })
        }
        if (active?.at != null) {
          // A step across a barricade must say how it is made; only pitches with barricades offer one.
          const barricades = variantAt(match, state).pitch.features.some((feature) => feature.kind === "barricade")
          for (const to of neighbours(active.at)) {
            candidates.push({ _tag: tag, player: active.id, to })
            if (barricades) for (const barricade of ["safe", "reckless"] as const) candidates.push({ _tag: tag, player: active.id, to, barricade })
          }
          for (const to of allSquares) {
            if (Math.max(Math.abs(to[0] - active.at[0]), Math.abs(to[1] - active.at[1])) !== 2) continue
            candidates.push({ _tag: tag, player: active.id, to, jump: true })
            // A jump over a barricade says how it is made, as a step does.
            if (barricades) for (const barricade of ["safe", "reckless"] as const) candidates.push({ _tag: tag, player: active.id, to, jump: true, barricade })
          }
        }
        break
      case "BlockThrown":
      case "FoulCommitted":
      case "HandedOff":
        if (active !== undefined) for (const target of onPitch) if (target.id !== active.id) candidates.push({ _tag: tag, player: active.id, target: target.id })
        break
      case "PassAimed":
        if (active !== undefined) for (const at of allSquares) candidates.push({ _tag: tag, player: active.id, at })
        // Gutter Bowl's ricochet: at a wall square (a stall's, or the square in front of a sideline wall).
        if (active !== undefined && hasWalls(variantAt(match, state).pitch)) {
          const pitch = variantAt(match, state).pitch
          for (const at of allSquares) if (active.at !== null && typeof wallTarget(pitch, active.at, at) !== "string") candidates.push({ _tag: tag, player: active.id, at, ricochet: true })
        }
        // A bomb caught and thrown on at once (Bombardier): by its catcher, whoever is acting.
        if (state.stack.at(-1)?._tag === "BombThrownOn") {
          const catcher = (state.stack.at(-1) as { readonly player: string }).player
          if (catcher !== active?.id) for (const at of allSquares) candidates.push({ _tag: tag, player: catcher, at })
        }
        break
      case "RerollUsed":
        if (expectation.team !== null) {
          const team = teamId(expectation.team)
          candidates.push({ _tag: tag, team, source: "team-reroll" })
          // Death Zone's Team Mascot's re-roll, after its 5+ (inducements/other/team-mascot.ts).
          candidates.push({ _tag: tag, team, source: "team-reroll", skill: "Team Mascot" })
          for (const skill of ["Dodge", "Sure Feet", "Sure Hands", "Catch", "Pass", "Pro", "Brawler"]) candidates.push({ _tag: tag, team, source: "skill", skill })
          // Pro on one of several block dice names the die (core/block.ts).
          if (top?._tag === "BlockDice" && top.faces.length > 1) for (let die = 0; die < top.faces.length; die++) candidates.push({ _tag: tag, team, source: "skill", skill: "Pro", die })
          // Old Pro names the die of the armour roll it re-rolls (stars/old-pro.ts).
          if (top?._tag === "OldPro") for (const die of [0, 1]) candidates.push({ _tag: tag, team, source: "skill", skill: "Old Pro", player: top.star, die })
          // Fink da Fixer's once-a-game re-roll of a failed bribe (inducements/staff/fink-da-fixer.ts).
          if ((top?._tag === "SentOff" || top?._tag === "SecretWeapon") && top.stage === "fink") candidates.push({ _tag: tag, team, source: "skill", skill: "You Got It, Boss!" })
        }
        break
      case "RerollDeclined":
        if (expectation.team !== null) candidates.push({ _tag: tag, team: teamId(expectation.team) })
        break
      case "BlockDieChosen":
        for (let face = 1; face <= 6; face++) candidates.push({ _tag: tag, face })
        break
      case "PushChosen":
        for (const player of onPitch) {
          candidates.push({ _tag: tag, player: player.id, to: null })
          // A player with nowhere to go stays on their own square (a wall: Gutter Bowl, an Enclosed Pitch stadium).
          candidates.push({ _tag: tag, player: player.id, to: player.at! })
          for (const to of neighbours(player.at!)) if (match.variant.pitch.contains(to)) candidates.push({ _tag: tag, player: player.id, to })
        }
        break
      case "FollowUpChosen":
        for (const player of onPitch) for (const follow of [true, false]) candidates.push({ _tag: tag, player: player.id, follow })
        break
      case "SkillUsed":
        // Ayleen Andar: the primary category a journeyman's random skill comes from (inducements/staff/ayleen-andar.ts).
        if (top?._tag === "Ayleen" && top.stage === "category") for (const category of SKILL_CATEGORIES) candidates.push({ _tag: tag, player: top.journeymen[0]!, skill: "This Kid Has Real Potential!", category })
        // Death Zone's Rampant Mutation: a Mutation skill for the player it hit (inducements/wizards/wizard-spells.ts).
        if (top?._tag === "Wizard" && top.stage === "mutate") for (const grants of MUTATIONS) candidates.push({ _tag: tag, player: top.target!, skill: "Rampant Mutation", grants })
        // The Danse Macabre's +1 for the Lineman being activated.
        if (top?._tag === "Wizard" && top.stage === "danse") for (const grants of ["MA", "AG", "PA"]) candidates.push({ _tag: tag, player: top.target!, skill: DANSE_MACABRE, grants })
        for (const player of onPitch) for (const skill of ["Stand Firm", "Wrestle", "Juggernaut", "Pile Driver", "Stab"]) candidates.push({ _tag: tag, player: player.id, skill })
        // Pile Driver after a Multiple Block: either target knocked down next to the attacker (skills/pile-driver.ts).
        if (top?._tag === "PileDriver") for (const target of onPitch) candidates.push({ _tag: tag, player: top.after.attacker, skill: "Pile Driver", target: target.id })
        // Reactions to a move (skills/tentacles.ts, diving-tackle.ts, shadowing.ts), offered only while one is pending.
        if (reaction !== undefined) for (const player of onPitch) candidates.push({ _tag: tag, player: player.id, skill: reaction })
        // A Ball & Chain player faces the throw-in template for each square (skills/ball-and-chain.ts).
        if (active?.at != null && match.roster[match.playerIndex.get(active.id)!]!.skillIndex.has("ball & chain")) {
          for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) candidates.push({ _tag: tag, player: active.id, skill: "Ball & Chain", at: [active.at[0] + dx, active.at[1] + dy] })
        }
        // The killer's coach may use Plague Ridden (skills/plague-ridden.ts).
        if (top?._tag === "PlagueRidden") candidates.push({ _tag: tag, player: top.player, skill: "Plague Ridden" })
        // Glotl Stop may lash out at an opponent instead (stars/primal-savagery.ts).
        if (top?._tag === "PrimalSavagery") candidates.push({ _tag: tag, player: top.player, skill: "Primal Savagery" })
        // Bilerot's vomit after his Block, or in his Blitz (stars/putrid-regurgitation.ts), names its target.
        if (top?._tag === "PutridRegurgitation") for (const target of onPitch) candidates.push({ _tag: tag, player: top.player, skill: "Putrid Regurgitation", target: target.id })
        // Guffle Pussmaw's bite at a catcher next to him (stars/quick-bite.ts).
        if (top?._tag === "QuickBite") for (const player of onPitch) candidates.push({ _tag: tag, player: player.id, skill: "Quick Bite" })
        // Trickster: the defender set on a square next to the blocker (skills/trickster.ts).
        if (top?._tag === "Trickster") {
          const at = state.players[match.playerIndex.get(top.block.attacker)!]!.at
          if (at !== null) for (const square of neighbours(at)) candidates.push({ _tag: tag, player: top.block.defender, skill: TRICKSTER, at: square })
        }
        // Hit and Run's free square after a block, one of the eight around the player (skills/hit-and-run.ts).
        if (top?._tag === "HitAndRun") {
          const at = state.players[match.playerIndex.get(top.player)!]!.at
          if (at !== null) for (const square of neighbours(at)) candidates.push({ _tag: tag, player: top.player, skill: HIT_AND_RUN, at: square })
        }
        // Swiftvine's placements (stars/furious-outburst.ts): next to her Blitz's target, then within 3 squares.
        if (active?.at != null && top?._tag === "Activation" && top.target !== null && hasSkill(match, state, match.playerIndex.get(active.id)!, "Furious Outburst")) {
          const target = state.players[match.playerIndex.get(top.target)!]!
          if (target.at !== null) for (let dx = -1; dx <= 1; dx++) for (let dy = -1; dy <= 1; dy++) candidates.push({ _tag: tag, player: active.id, skill: "Furious Outburst", at: [target.at[0] + dx, target.at[1] + dy] })
        }
        if (active?.at != null && top?._tag === "FuriousOutburst") {
          for (let dx = -3; dx <= 3; dx++) for (let dy = -3; dy <= 3; dy++) candidates.push({ _tag: tag, player: active.id, skill: "Furious Outburst", at: [active.at[0] + dx, active.at[1] + dy] })
        }
        if (active !== undefined && top?._tag === "Activation" && hasSkill(match, state, match.playerIndex.get(active.id)!, "Putrid Regurgitation")) for (const target of onPitch) candidates.push({ _tag: tag, player: active.id, skill: "Putrid Regurgitation", target: target.id })
        // A thrown player with Swoop faces the throw-in template (skills/swoop.ts).
        if (top?._tag === "Swoop") {
          for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]] as const) candidates.push({ _tag: tag, player: top.thrown, skill: "Swoop", at: [top.target[0] + dx, top.target[1] + dy] })
        }
        // A gaze names its target; only a player with the trait is offered one.
        if (active !== undefined && hasSkill(match, state, match.playerIndex.get(active.id)!, "Hypnotic Gaze")) {
          for (const target of onPitch) if (target.team !== active.team) candidates.push({ _tag: tag, player: active.id, skill: "Hypnotic Gaze", target: target.id })
        }
        // Star of the Show after the star's touchdown (stars/star-of-the-show.ts).
        if (top?._tag === "StarOfTheShow") candidates.push({ _tag: tag, player: top.star, skill: "Star of the Show" })
        // Wisdom of the White Dwarf: a team-mate with the rule gives the activated player one of its skills (stars/wisdom-of-the-white-dwarf.ts).
        if (active !== undefined) {
          for (const sage of onPitch) {
            if (sage.team !== active.team || sage.id === active.id || !hasSkill(match, state, match.playerIndex.get(sage.id)!, WISDOM)) continue
            for (const grants of WISDOM_SKILLS) candidates.push({ _tag: tag, player: sage.id, skill: WISDOM, target: active.id, grants })
          }
        }
        // The chainsaw in place of a Blitz's block or of a foul (skills/chainsaw.ts) names its target.
        if (active !== undefined && hasSkill(match, state, match.playerIndex.get(active.id)!, "Chainsaw")) {
          for (const target of onPitch) if (target.team !== active.team) candidates.push({ _tag: tag, player: active.id, skill: "Chainsaw", target: target.id })
        }
        // Breathe Fire in place of a Blitz's block (skills/breathe-fire.ts) names its target.
        if (active !== undefined && hasSkill(match, state, match.playerIndex.get(active.id)!, "Breathe Fire")) {
          for (const target of onPitch) if (target.team !== active.team) candidates.push({ _tag: tag, player: active.id, skill: "Breathe Fire", target: target.id })
        }
        // Stars' chainsaw rules offered after an attack (stars/ghostly-flames.ts, maximum-carnage.ts).
        if (top?._tag === "GhostlyFlames") candidates.push({ _tag: tag, player: top.armour.wielder, skill: "Ghostly Flames" })
        if (top?._tag === "MaximumCarnage") for (const target of onPitch) candidates.push({ _tag: tag, player: top.player, skill: "Maximum Carnage", target: target.id })
        // Papa Skullbones's Favour of the Gods: two Mutations of the coach's choice (inducements/staff/papa-skullbones.ts).
        if (top?._tag === "PapaSkullbones" && top.player !== null) for (const grants of MUTATIONS) candidates.push({ _tag: tag, player: top.player, skill: "By the Power of the Gods!", grants })
        // Mungo Spinecracker's roll for a KO'd player (inducements/staff/mungo-spinecracker.ts).
        if (top?._tag === "Mungo") candidates.push({ _tag: tag, player: top.player, skill: "I'm Fine Thanks, Mungo!" })
        break
      case "SkillDeclined":
        if (top?._tag === "Wizard" && top.stage === "danse") candidates.push({ _tag: tag, player: top.target!, skill: DANSE_MACABRE })
        for (const player of onPitch) for (const skill of ["Juggernaut", "Pile Driver"]) candidates.push({ _tag: tag, player: player.id, skill })
        if (top?._tag === "PlagueRidden") candidates.push({ _tag: tag, player: top.player, skill: "Plague Ridden" })
        // Glotl Stop may lash out at an opponent instead (stars/primal-savagery.ts).
        if (top?._tag === "PrimalSavagery") candidates.push({ _tag: tag, player: top.player, skill: "Primal Savagery" })
        if (top?._tag === "PutridRegurgitation") candidates.push({ _tag: tag, player: top.player, skill: "Putrid Regurgitation" })
        if (top?._tag === "HitAndRun") candidates.push({ _tag: tag, player: top.player, skill: HIT_AND_RUN })
        if (top?._tag === "Trickster") candidates.push({ _tag: tag, player: top.block.defender, skill: TRICKSTER })
        // Bloodlust: the Vampire need not bite (a turnover: skills/bloodlust.ts).
        if (top?._tag === "BloodlustBite") candidates.push({ _tag: tag, player: top.player, skill: "Bloodlust" })
        if (top?._tag === "QuickBite") for (const player of onPitch) candidates.push({ _tag: tag, player: player.id, skill: "Quick Bite" })
        if (reaction !== undefined) for (const player of onPitch) candidates.push({ _tag: tag, player: player.id, skill: reaction })
        if (top?._tag === "StarOfTheShow") candidates.push({ _tag: tag, player: top.star, skill: "Star of the Show" })
        if (top?._tag === "OldPro") candidates.push({ _tag: tag, player: top.star, skill: "Old Pro" })
        if (top?._tag === "GhostlyFlames") candidates.push({ _tag: tag, player: top.armour.wielder, skill: "Ghostly Flames" })
        if (top?._tag === "MaximumCarnage") candidates.push({ _tag: tag, player: top.player, skill: "Maximum Carnage" })
        if (top?._tag === "Mungo") candidates.push({ _tag: tag, player: top.player, skill: "I'm Fine Thanks, Mungo!" })
        break
      case "ApothecaryUsed":
      case "ApothecaryDeclined":
        for (const player of state.players) candidates.push({ _tag: tag, team: teamId(player.team), player: player.id })
        break
      case "PlayerDrawn":
        for (const player of state.players) {
          for (const draw of PLAYER_DRAWS) candidates.push({ _tag: tag, player: player.id, for: draw })
        }
        break
      case "ChoiceDeclined":
        for (const team of match.teamIds) for (const choice of ["prayers-to-nuffle", "argue-the-call", "bribe", "magic-potion", "gingerbread-house", "desperate-measures", "sawbones", "novice-wizard", "throw-a-rock", "wizard", "mortuary-assistant", "plague-doctor", "special-play", "a-new-plaything", "by-the-power-of-the-gods"]) candidates.push({ _tag: tag, team, choice })
        // Death Zone's Dwarfen Runesmith and Bottles of Heady Brew, offered at a drive's start.
        for (const team of match.teamIds) for (const choice of ["dwarfen-runesmith", "bottles-of-heady-brew", "medicinal-unguent", "halfling-hot-pot", "waaagh-drummer"]) candidates.push({ _tag: tag, team, choice })
        break
      case "PlayerChosen":
        // Sevens' prayers that let a coach choose one of their players; the Holiday Special's Snowball Surprise.
        for (const player of state.players) {
          for (const prayer of ["iron-man", "knuckle-dusters", "blessed-statue-of-nuffle", "snowball-surprise"]) candidates.push({ _tag: tag, team: teamId(player.team), player: player.id, for: prayer })
        }
        // Blood Bowl's Special Plays cards that ask for players (rules/special-plays/).
        if (top?._tag === "SpecialPlayTargets") for (const player of state.players) candidates.push({ _tag: tag, team: teamId(top.team), player: player.id, for: top.card })
        // Animal Savagery: the team-mate the player lashes out at.
        for (const player of state.players) candidates.push({ _tag: tag, team: teamId(player.team), player: player.id, for: "animal-savagery" })
        // The Waaagh! Drummer's pushes: an opposing player on the pitch (inducements/other/waaagh-drummer.ts).
        if (top?._tag === "WaaaghDrummer") for (const player of onPitch) candidates.push({ _tag: tag, team: teamId(top.team), player: player.id, for: "waaagh-drummer" })
        // Papa Skullbones's blessing (inducements/staff/papa-skullbones.ts).
        if (top?._tag === "PapaSkullbones") for (const player of onPitch) candidates.push({ _tag: tag, team: teamId(top.team), player: player.id, for: "by-the-power-of-the-gods" })
        // Krot Shockwhisker's patient (inducements/staff/krot-shockwhisker.ts).
        if (top?._tag === "Krot") for (const player of state.players) candidates.push({ _tag: tag, team: teamId(top.team), player: player.id, for: "a-new-plaything" })
        // Bloodlust: the Thrall (or Tasty Morsel's opponent) the Vampire bites (skills/bloodlust.ts).
        if (top?._tag === "BloodlustBite") for (const player of state.players) candidates.push({ _tag: tag, team: teamId(state.players[match.playerIndex.get(top.player)!]!.team), player: player.id, for: "bloodlust" })
        // ... or, thirsty, bites in the middle of the activation (before a Pass, a Hand-off or scoring).
        if (top?._tag === "Activation" && state.players[match.playerIndex.get(top.player)!]!.used.includes("bloodlust-thirsty")) {
          for (const player of state.players) candidates.push({ _tag: tag, team: teamId(state.players[match.playerIndex.get(top.player)!]!.team), player: player.id, for: "bloodlust" })
        }
        // Death Zone's Reality Blinks and Strange Flora (inducements/wizards/wizard-spells.ts).
        if (top?._tag === "Wizard") for (const player of state.players) for (const spell of ["reality-blinks", "strange-flora"]) candidates.push({ _tag: tag, team: teamId(top.team), player: player.id, for: spell })
        break
      case "GingerbreadHousePlaced":
        // Holiday Special: a house on one square, or on two or four squares joined side to side (the rules allow any shape; these are offered).
        if (expectation.team !== null) {
          const team = teamId(expectation.team)
          for (const [x, y] of allSquares) {
            for (const shape of [[[0, 0]], [[0, 0], [1, 0]], [[0, 0], [0, 1]], [[0, 0], [1, 0], [0, 1], [1, 1]]]) {
              const squares = shape.map(([dx, dy]): Square => [x + dx!, y + dy!])
              if (squares.every((square) => match.variant.pitch.contains(square))) candidates.push({ _tag: tag, team, squares })
            }
          }
        }
        break
      case "CallArgued":
        for (const team of match.teamIds) candidates.push({ _tag: tag, team })
        break
      case "InducementUsed":
        for (const team of match.teamIds) for (const inducement of ["bribe", "weather-mage"]) candidates.push({ _tag: tag, team, inducement })
        // Gutter Bowl's magic potions, each given to one player.
        for (const player of state.players) {
          for (const inducement of ["lesser-magic-potion", "superior-magic-potion"]) candidates.push({ _tag: tag, team: teamId(player.team), inducement, player: player.id })
        }
        // Sevens' Desperate Measures (You Dope names its player), Gutter Bowl's Sawbones, the Mortuary Assistant and Plague Doctor.
        for (const team of match.teamIds) {
          for (const inducement of ["hangover", "grudge-match", "sports-espionage", "discarded-banana-skin", "razzle-dazzle", "set-piece"]) candidates.push({ _tag: tag, team, inducement })
        }
        for (const player of state.players) {
          for (const inducement of ["you-dope-strength", "you-dope-agility", "sawbones", "mortuary-assistant", "plague-doctor"]) candidates.push({ _tag: tag, team: teamId(player.team), inducement, player: player.id })
        }
        // Gutter Bowl's Novice Wizard casting Firebolt, and Blood Bowl's Throw a Rock prayer, at a player on the pitch.
        for (const player of onPitch) {
          for (const team of match.teamIds) for (const inducement of ["firebolt", "transmutation", "throw-a-rock", "zap", "thunderbolt", "plague-of-warts", "one-thousand-cuts", "foot-of-gork", "spore-cloud"]) candidates.push({ _tag: tag, team, inducement, player: player.id })
        }
        // Blood Bowl's Hireling Sports Wizard: Fireball at a square with someone in or next to it (only while it is offered: many squares).
        if (expectation.team !== null && state.stack.at(-1)?._tag === "Wizard") {
          const team = teamId(expectation.team)
          for (const square of allSquares) if (onPitch.some((player) => distance(player.at!, square) <= 1)) candidates.push({ _tag: tag, team, inducement: "fireball", at: square })
          // Death Zone's Column of Fire and Warp Lightning start by a sideline (inducements/wizards/wizard.ts).
          const { height } = match.variant.pitch
          for (const square of allSquares) {
            if (square[1] === 0 || square[1] === height - 1) for (const inducement of ["column-of-fire", "warp-lightning"]) candidates.push({ _tag: tag, team, inducement, at: square })
          }
          // Horatio X. Schottenheim's "Take This! Oooops…": any square on the pitch (inducements/wizards/wizard.ts).
          for (const square of allSquares) candidates.push({ _tag: tag, team, inducement: "take-this-ooops", at: square })
          // Death Zone's spells of inducements/wizards/wizard-spells.ts: on none, on a player, or at an empty square with someone within two.
          for (const inducement of ["temporal-distortion-forwards", "temporal-distortion-backwards", "tectonic-shift", "vigorous-growth", "danse-macabre"]) candidates.push({ _tag: tag, team, inducement })
          for (const player of onPitch) for (const inducement of ["rampant-mutation", "reality-blinks", "incorporeal"]) candidates.push({ _tag: tag, team, inducement, player: player.id })
          for (const square of allSquares) {
            if (!onPitch.some((player) => sameSquare(player.at, square)) && onPitch.some((player) => distance(player.at!, square) <= 2)) candidates.push({ _tag: tag, team, inducement: "strange-flora", at: square })
          }
        }
        // Death Zone's Dwarfen Runesmith: a rune for a player on the pitch; Bottles of Heady Brew opened (inducements/other/dwarfen-runesmith.ts, heady-brew.ts).
        for (const player of onPitch) for (const inducement of Object.keys(RUNES)) candidates.push({ _tag: tag, team: teamId(player.team), inducement, player: player.id })
        for (const team of match.teamIds) candidates.push({ _tag: tag, team, inducement: "bottles-of-heady-brew" })
        // Death Zone's Medicinal Unguent, on a player just Seriously Injured (inducements/other/medicinal-unguent.ts).
        if (top?._tag === "MedicinalUnguent") candidates.push({ _tag: tag, team: teamId(top.team), inducement: "medicinal-unguent", player: top.player })
        // Death Zone's Halfling Hot Pot: any square on the pitch (only while it is offered: many squares).
        if (top?._tag === "HotPot" && top.stage === "offer") for (const square of allSquares) candidates.push({ _tag: tag, team: teamId(top.team), inducement: "halfling-hot-pot", at: square })
        break
      case "WeatherChosen":
        // Blood Bowl's Weather Mage: any row of the variant's Weather table.
        for (const team of match.teamIds) for (const row of match.variant.tables.weather) candidates.push({ _tag: tag, team, weather: row.id })
        break
      case "SpecialPlayKept":
        // Blood Bowl's Special Plays: one of the two cards just drawn (special-plays/draw.ts).
        if (top?._tag === "SpecialPlayDraw") for (const card of top.cards) candidates.push({ _tag: tag, team: teamId(top.team), card })
        break
      case "SpecialPlayPlayed":
        // A card a team holds, on none of its players or on one of them (special-plays/play.ts).
        state.teams.forEach((team, t) => {
          for (const card of team.specialPlays ?? []) {
            candidates.push({ _tag: tag, team: teamId(t), card })
            for (const player of state.players) if (player.team === t) candidates.push({ _tag: tag, team: teamId(t), card, player: player.id })
            // Cards played on an opposing player (Rune of Unwilling Flight), or naming a square (Punt).
            for (const player of state.players) if (player.team !== t) candidates.push({ _tag: tag, team: teamId(t), card, player: player.id })
            if (card === "punt") for (const at of allSquares) candidates.push({ _tag: tag, team: teamId(t), card, at })
          }
        })
        break
      case "InjuryChosen":
        for (const player of state.players) for (const keep of ["original", "new"] as const) candidates.push({ _tag: tag, player: player.id, keep })
        break
      case "DeviationModified":
        // Death Zone's Master of Ballistics: either deviation die, by ±1 or ±2 (inducements/other/master-of-ballistics.ts).
        for (const team of match.teamIds) for (const die of ["d6", "d8"] as const) for (const by of [-2, -1, 1, 2]) candidates.push({ _tag: tag, team, die, by })
        break
      default:
        break
    }
  }
  // The ball family's skill choices (skills/ball-skill-steps.ts).
  candidates.push(...ballSkillCandidates(match, state))
  // Alliances broken or made between any two events (BlightBowl's all-Skaven games); the fold keeps those it accepts.
  if (variantAt(match, state).hooks?.anyTimeEvent !== undefined) {
    const ids = match.teamIds
    for (const team of ids) candidates.push({ _tag: "AllianceBroken", team })
    for (let mask = 1; mask < 1 << ids.length; mask++) {
      const teams = ids.filter((_, t) => (mask & (1 << t)) !== 0)
      if (teams.length >= 2) candidates.push({ _tag: "AllianceMade", teams })
    }
  }
  const seq = state.seq + 1
  return candidates.filter((candidate) => transition(match, state, { ...candidate, seq } as MatchEvent)._tag === "Success")
}
