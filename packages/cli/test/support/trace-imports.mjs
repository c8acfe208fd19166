// Loaded with `node --import`: notes every module the program loads, one URL a line, in the
// file named by SIDELINES_TRACE_IMPORTS, so a test can see what a command read to start.
import { register } from "node:module"

register(new URL("./trace-imports-hooks.mjs", import.meta.url), { data: { file: process.env.SIDELINES_TRACE_IMPORTS } })
