// Bundles the compiled CLI (packages/cli/dist, from `tsc -b`) into packages/cli/bundle: a few
// files instead of some three hundred modules, with only the parts of Effect the commands use.
// Node spends most of a short command's start-up resolving and compiling modules one by one
// (`npm run bench`: bench:cli), so the command starts on the bundle; each command stays a
// chunk of its own, loaded when it runs. Run by `npm run build`.
//
// bundle/modules.json lists the source modules in each chunk, so a test can tell which
// packages a command loaded (packages/cli/test/startup.test.ts).
import { writeFileSync } from "node:fs"
import { relative } from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "vite"

const root = fileURLToPath(new URL("..", import.meta.url))
const outDir = fileURLToPath(new URL("../packages/cli/bundle", import.meta.url))

const result = await build({
  configFile: false,
  root,
  logLevel: "warn",
  // Everything in: the command must not depend on node_modules' layout at run time.
  ssr: { noExternal: true, target: "node" },
  build: {
    ssr: fileURLToPath(new URL("../packages/cli/dist/main.js", import.meta.url)),
    outDir,
    emptyOutDir: true,
    target: "node20",
    // Smaller text to parse at start-up; the source map keeps stack traces readable (--enable-source-maps).
    minify: true,
    sourcemap: true,
    rolldownOptions: { output: { format: "esm", entryFileNames: "main.js", chunkFileNames: "[name]-[hash].js" } }
  }
})

const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output)
const modules = Object.fromEntries(
  outputs.filter((o) => o.type === "chunk").map((chunk) => [chunk.fileName, chunk.moduleIds.filter((id) => !id.startsWith("\0")).map((id) => relative(root, id))])
)
writeFileSync(`${outDir}/modules.json`, `${JSON.stringify(modules, null, 1)}\n`)
