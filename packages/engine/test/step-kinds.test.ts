import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import { fileURLToPath } from "node:url"
import { describe, expect, it } from "vitest"

// The Step union is open (model/step.ts): each module that owns steps adds them by declaration
// merging, and src/step-kinds.ts imports every such module so that the engine's built types carry
// the whole union. A module missing from that list would leave its steps out of the simulator's
// and the viewer's view of the stack.
const src = fileURLToPath(new URL("../src/", import.meta.url))

const sources = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sources(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : []
  )

describe("the Step union's owners (src/step-kinds.ts)", () => {
  it("lists every module that adds steps to the union", () => {
    const owners = sources(src)
      .filter((file) => /^declare module "[./]*model\/step\.js"/m.test(readFileSync(file, "utf8")))
      .map((file) => `./${relative(src, file).replace(/\.ts$/, ".js")}`)
      .sort()
    const listed = [...readFileSync(join(src, "step-kinds.ts"), "utf8").matchAll(/^import "([^"]+)"$/gm)].map((m) => m[1]).sort()
    expect(owners.length).toBeGreaterThan(50)
    expect(listed).toEqual(owners)
  })
})
