import type { AssertedGain } from "@sidelines/schema"
import { CHARACTERISTICS, END_OF_DRIVE, PRAYERS, PROVIDER } from "./codes.js"
import { child, childrenNamed, int, type XmlElement } from "./xml.js"

/**
 * What BB3's board says of a player beyond his square: a PlayerState's `TackleZone` (1 while he
 * has them; left out, as every default, when he has lost them) and its `Effects`, each a
 * PlayerEffect with the characteristics it changes (CharacModifiers: `Characteristic`, 0 MA … left
 * out for MA, and `Value`), when it ends (Durations) and what gave it (ProviderType 3 a Prayer to
 * Nuffle, ProviderId BB3's prayer; 4 a skill). An unchecked stretch carries both
 * (docs/import-bb3.md), so the next turn's rules see the player BB3 has.
 */

/** A standing player on the pitch without his tackle zones (TackleZone left out: a failed Bone Head's or Really Stupid's effect 44). */
export const lostTackleZones = (player: XmlElement): boolean => int(player, "TackleZone") === 0

/** The characteristic changes BB3's effects give the player, as gains, or undefined when he has none it can carry. */
export const gainsOf = (player: XmlElement): Array<AssertedGain> | undefined => {
  const gains: Array<AssertedGain> = []
  for (const effect of childrenNamed(child(player, "Effects"), "PlayerEffect")) {
    const improve: Partial<Record<"ma" | "st", number>> = {}
    for (const modifier of childrenNamed(child(effect, "CharacModifiers"), "CharacModifier")) {
      const which = CHARACTERISTICS[int(modifier, "Characteristic")]
      if (which !== undefined) improve[which] = (improve[which] ?? 0) + int(modifier, "Value")
    }
    if (Object.keys(improve).length === 0) continue
    const ends = childrenNamed(child(effect, "Durations"), "DurationsItem").map((item) => Number(item.text))
    // Only a duration we know is carried: an unknown one might end at any time, and a gain taken
    // for the whole game would outlast it (docs/import-bb3.md lists the durations not understood).
    if (!ends.includes(END_OF_DRIVE)) continue
    const provider = int(effect, "ProviderType")
    const source = (provider === PROVIDER.prayer ? PRAYERS[int(effect, "ProviderId")] : undefined) ?? `BB3 effect ${int(effect, "EffectId")}`
    gains.push({ source, until: "drive", improve })
  }
  return gains.length === 0 ? undefined : gains
}
