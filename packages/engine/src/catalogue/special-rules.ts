/**
 * Every Blood Bowl 2020 star player's special rule: the rule each star has of his own, printed
 * on his roster line with his skills ("Mighty Zug": Block, Mighty Blow (+1), Loner (4+), Crushing
 * Blow). The rulebooks in ../shared do not have them; the names are those of FUMBBL's client
 * (christerk/ffb: one class per rule in `ffb-common/.../skill/bb2020/special/` and, for those
 * Blood Bowl 2020 shares with 2025, `skill/mixed/special/`, each marked `Rules.BB2020`), as its
 * rosters print them, quotes dropped. Tests name them `special:<name>` (`special:crushing-blow`).
 * The Holiday Special's Red Gobbo's Presents for Everyone! is listed with the skills (model/skill-list.ts).
 */
export const STAR_PLAYER_SPECIAL_RULES = [
  "A Sneaky Pair", "All You Can Eat", "Baleful Hex", "Beer Barrel Bash!", "Black Ink", "Blast It!",
  "Blind Rage", "Bounding Leap", "Brutal Block", "Bugman's XXXXXX", "Burst of Speed", "Catch of the Day",
  "Consummate Professional", "Crushing Blow", "Dwarfen Scourge", "Excuse Me, Are You a Zoat?",
  "Frenzied Rush", "Furious Outburst", "Fury of the Blood God", "Ghostly Flames", "Gored By The Bull",
  "Halfling Luck", "I'll be back!", "Incorporeal", "Indomitable", "Kaboom!", "Keen Player",
  "Kick 'em while they're down!", "Look Into My Eyes", "Lord of Chaos", "Master Assassin",
  "Maximum Carnage", "Mesmerizing Dance", "Old Pro", "Primal Savagery", "Pump Up The Crowd",
  "Putrid Regurgitation", "Quick Bite", "Raiding Party", "Ram", "Reliable", "Savage Blow",
  "Savage Mauling", "Shot to Nothing", "Slayer", "Sneakiest of the Lot", "Star of the Show",
  "Strong Passing Game", "Swift As The Breeze", "Tasty Morsel", "The Ballista", "The Flashing Blade",
  "Then I Started Blastin'!", "Thinking Man's Troll", "Toxin Connoisseur", "Treacherous", "Two for One",
  "Unstoppable Momentum", "Vicious Vines", "Watch Out!", "Whirling Dervish", "Wisdom of the White Dwarf",
  "Yoink!"
] as const
