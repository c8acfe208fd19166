import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

// One config for the viewer (root viewer/, `vite build` → viewer/dist) and for Vitest (root: the
// repository). Both import the packages' TypeScript sources directly; the CLI runs the compiled
// output (npm run build), which the subprocess tests exercise.
export default defineConfig({
  root: process.env.VITEST ? here(".") : here("./viewer"),
  base: "./",
  resolve: {
    alias: {
      "@sidelines/schema": here("./packages/schema/src/index.ts"),
      "@sidelines/engine": here("./packages/engine/src/index.ts"),
      "@sidelines/sim": here("./packages/sim/src/index.ts")
    }
  },
  build: {
    outDir: here("./viewer/dist"),
    emptyOutDir: true,
    target: "es2022",
    rolldownOptions: {
      // The page, and the one-file embed with a stable name for other sites' script tags.
      input: { index: here("./viewer/index.html"), "sidelines-replay": here("./viewer/src/embed.ts") },
      output: { entryFileNames: (chunk) => (chunk.name === "sidelines-replay" ? "sidelines-replay.js" : "assets/[name]-[hash].js") }
    }
  },
  // The log decoder's worker imports the schema package: an ES-module worker keeps it one chunk.
  worker: { format: "es" },
  server: { fs: { allow: [here(".")] } },
  test: {
    include: ["packages/*/test/**/*.test.ts", "test/**/*.test.ts", "viewer/src/**/*.test.ts"],
    testTimeout: 60_000,
    hookTimeout: 300_000
  }
})
