import { nextTask } from "./model/next-task.js"

/**
 * The page's script, evaluated in stages with a task between them: the log format, the engine,
 * then the page itself (page.ts: the components and the library). Evaluated at once, the whole
 * bundle was one main-thread task of 120–180 ms before any log was read (BENCHMARKS.md, the open
 * benchmark); each stage is one chunk of the build, and the page paints and handles input
 * between them.
 */
const stages = [() => import("@sidelines/schema"), () => import("@sidelines/engine"), () => import("./page.js")]
for (const stage of stages) {
  await stage()
  await nextTask()
}
