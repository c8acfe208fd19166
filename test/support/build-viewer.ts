import { existsSync } from "node:fs"
import { buildViewer, CHROMIUM } from "../../scripts/viewer-harness.mjs"

// The browser tests' global setup: one `vite build` of the viewer before any of them runs, and
// only when they will run (Chromium is there), outside every test's and hook's time limit.
export default function setup() {
  if (existsSync(CHROMIUM)) buildViewer()
}
