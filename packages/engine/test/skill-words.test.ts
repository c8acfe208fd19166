import { describe, expect, it } from "vitest"
import { SKILL_CATEGORIES, SKILL_WORDS, skillKey, skillWords, STAR_PLAYER_SPECIAL_RULES } from "../src/index.js"

describe("a line on what each skill and trait does", () => {
  const names = Object.values(SKILL_CATEGORIES).flat()

  it("every skill and trait the engine lists has one, and no line is for a name it does not list", () => {
    const missing = names.filter((name) => SKILL_WORDS[skillKey(name)] === undefined)
    expect(missing).toEqual([])
    const listed = new Set(names.map(skillKey))
    expect(Object.keys(SKILL_WORDS).filter((key) => !listed.has(key))).toEqual([])
  })

  it("each is one short sentence", () => {
    for (const [key, words] of Object.entries(SKILL_WORDS)) {
      expect(words.length, key).toBeLessThanOrEqual(110)
      expect(words, key).toMatch(/^[A-Z].*\.$/)
    }
  })

  it("reads a printed name with its value, and a star's own rule gets a general line", () => {
    expect(skillWords("Mighty Blow (+1)")).toBe(SKILL_WORDS["mighty blow"])
    expect(skillWords("Loner (4+)")).toBe(SKILL_WORDS["loner"])
    expect(skillWords(STAR_PLAYER_SPECIAL_RULES[0])).toMatch(/star player's own rule/)
    expect(skillWords("Something New")).toMatch(/own/)
  })
})
