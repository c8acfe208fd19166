import { availableParallelism } from "node:os"
import { fileURLToPath } from "node:url"
import { defineConfig } from "vite"
import { configDefaults } from "vitest/config"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

/** The test files that run without isolation (below). */
const UNIT = ["packages/{engine,fumbbl,schema}/test/**/*.test.ts", "viewer/src/**/*.test.ts"]
/** Unit tests that replace a module (vi.mock): they need a module graph of their own, so they run isolated. */
const MOCKING = ["packages/schema/test/hostile.test.ts"]

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
    // Every core: Vitest's default keeps one back for itself, which on a 2-core machine leaves
    // half of it idle while the main thread does little but report.
    maxWorkers: availableParallelism(),
    // No test or hook does more than a few seconds' work on a quiet machine (a whole match is one
    // test; the browser tests' viewer build is their global setup). The limits are a guard against
    // a hang that still passes on a machine ten times oversubscribed, not a budget anything needs.
    testTimeout: 30_000,
    hookTimeout: 30_000,
    projects: [
      // Pure unit tests that mock nothing and keep no state between files: one module graph per
      // worker, not one per file (importing the engine afresh for each of 130 files cost more than
      // their tests).
      { extends: true, test: { name: "unit", include: [...UNIT], exclude: [...configDefaults.exclude, ...MOCKING], isolate: false } },
      { extends: true, test: { name: "mocking", include: [...MOCKING] } },
      // The command (subprocesses, and a mocked simulator), the cross-package tests and any new
      // package's: each file isolated.
      { extends: true, test: { name: "node", include: ["packages/*/test/**/*.test.ts", "test/**/*.test.ts"], exclude: [...configDefaults.exclude, ...UNIT, "test/viewer*.test.ts"] } },
      // The viewer in Chromium (test/viewer*.test.ts): built once, before its tests, when they run.
      // They mock nothing and keep their state in their describe blocks, so a worker imports the
      // engine once for all its files, not once a file.
      { extends: true, test: { name: "browser", include: ["test/viewer*.test.ts"], globalSetup: ["test/support/build-viewer.ts"], isolate: false } }
    ]
  }
})
