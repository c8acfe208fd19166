#!/usr/bin/env node
// The compiled CLI lives in dist/ (npm install builds it through the root "prepare" script).
import { guardStandardStreams, guardUncaught, main } from "../dist/main.js"

// A reader that stops early (`sidelines schema | head`), a full disk under `> file`, anything
// that escapes main: one line on standard error at most, never a stack trace.
guardStandardStreams(process.argv[2])
guardUncaught(process.argv[2])

process.exitCode = await main(process.argv.slice(2))
