import { describe, expect, it, vi } from "vitest"
import type { Variant } from "@sidelines/engine"
import { decodeLogText } from "@sidelines/schema"
import type * as Sim from "@sidelines/sim"
import { main } from "../src/main.js"

// Every rule a simulated match can meet is folded now, so a match that stops at a rule the engine
// lacks is made here: the simulator plays with a variant whose kick-off table names a result no
// engine folds. The command must still write the log up to that roll, say why on standard error
// and exit 1.
const unfolded = (variant: Variant): Variant => ({
  ...variant,
  tables: { ...variant.tables, kickOff: variant.tables.kickOff.map((row) => ({ ...row, id: "result-from-a-later-book", name: "A Later Book's Result" })) }
})

vi.mock("@sidelines/sim", async (importOriginal) => {
  const real = await importOriginal<typeof Sim>()
  return { ...real, simulate: (options: Parameters<typeof real.simulate>[0]) => real.simulate({ ...options, variant: unfolded(options.variant) }) }
})

describe("sidelines simulate, stopped by a rule the engine does not fold", () => {
  it("writes the log up to and with the kick-off roll, names the rule on standard error, exits 1", async () => {
    let out = ""
    let err = ""
    const code = await main(["simulate", "--variant", "blood-bowl", "--seed", "1"], { out: (text) => (out += text), err: (text) => (err += text) })
    expect(code).toBe(1)
    const decoded = decodeLogText(out)
    expect(decoded.errors).toEqual([])
    const last = decoded.events.at(-1)!
    expect(last).toMatchObject({ _tag: "DiceRolled", die: "2d6", for: "kick-off-event" })
    expect(err).toContain(`the match ends at seq ${last.seq}, before full time`)
    expect(err).toContain("kick-off event: result-from-a-later-book")
  })
})
