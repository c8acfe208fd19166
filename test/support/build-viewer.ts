import { existsSync } from "node:fs"
import type { TestProject } from "vitest/node"
import { buildViewer, CHROMIUM } from "../../scripts/viewer-harness.mjs"
import { startChromium } from "./chromium.js"

// The browser tests' global setup: one `vite build` of the viewer before any of them runs, and
// the one Chromium they all use (test/support/chromium.ts), only when they will run (Chromium is
// there), outside every test's and hook's time limit. Chromium is stopped after the last file.
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM)) return
  buildViewer()
  const server = await startChromium()
  project.provide("chromium", server.wsEndpoint())
  return async () => {
    await server.close()
  }
}
