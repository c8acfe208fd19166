#!/usr/bin/env node
// The compiled CLI lives in dist/ (npm install builds it through the root "prepare" script).
import { main } from "../dist/main.js"

// A reader that stops early (`sidelines schema | head`) is not an error of ours.
process.stdout.on("error", (error) => {
  if (error.code === "EPIPE") process.exit(process.exitCode ?? 0)
  throw error
})

process.exitCode = await main(process.argv.slice(2))
