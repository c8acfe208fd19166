import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// Tests and the viewer import the packages' TypeScript sources directly; the CLI runs the
// compiled output (npm run build), which the subprocess tests exercise.
export default defineConfig({
  resolve: {
    alias: {
      "@sidelines/schema": here("./packages/schema/src/index.ts"),
      "@sidelines/engine": here("./packages/engine/src/index.ts"),
      "@sidelines/sim": here("./packages/sim/src/index.ts")
    }
  },
  test: {
    include: ["packages/*/test/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000
  }
})
