#!/usr/bin/env node
// The CLI runs from its bundle (packages/cli/bundle: `npm run build` compiles with tsc, then
// scripts/bundle-cli.mjs bundles; npm install runs it through the root "prepare" script).
import { guardStandardStreams, guardUncaught, main } from "../bundle/main.js"

// A reader that stops early (`sidelines schema | head`), a full disk under `> file`, anything
// that escapes main: one line on standard error at most, never a stack trace.
guardStandardStreams(process.argv[2])
guardUncaught(process.argv[2])

process.exitCode = await main(process.argv.slice(2))
