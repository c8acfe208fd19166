// An earlier build of the engine beside this checkout's, for scripts that compare the two
// (bench-fold-ab.mjs: speed; states-ab.mjs: every state the same). The base commit is checked out
// in a git worktree under the system's temp directory and its engine built there with this
// checkout's node_modules (linked, its own @sidelines packages in place of ours), so both builds
// run on the same dependencies. A later run reuses the worktree's build; `removeBaseBuild` drops it.
import { execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

export const root = fileURLToPath(new URL("../", import.meta.url))
export const git = (...args) => execFileSync("git", ["-C", root, ...args], { encoding: "utf8" }).trim()

/** The directory of the base build of `base` (a commit or ref), built there if it is not yet. */
export const baseBuild = (base) => {
  const commit = git("rev-parse", "--short", base)
  const dir = join(tmpdir(), `sidelines-fold-ab-${commit}`)
  if (!existsSync(join(dir, "packages/engine/dist/index.js"))) {
    if (!existsSync(dir)) git("worktree", "add", "--detach", dir, commit)
    const modules = join(dir, "node_modules")
    mkdirSync(join(modules, "@sidelines"), { recursive: true })
    for (const entry of readdirSync(join(root, "node_modules"))) {
      if (entry === "@sidelines" || existsSync(join(modules, entry))) continue
      symlinkSync(join(root, "node_modules", entry), join(modules, entry))
    }
    for (const pkg of readdirSync(join(dir, "packages"))) {
      const link = join(modules, "@sidelines", pkg)
      if (!existsSync(link) && existsSync(join(dir, "packages", pkg, "package.json"))) symlinkSync(join(dir, "packages", pkg), link)
    }
    console.log(`building ${commit} in ${dir}`)
    execFileSync(process.execPath, [join(root, "node_modules/typescript/bin/tsc"), "-b", "packages/engine"], { cwd: dir, stdio: "inherit" })
  }
  return { commit, dir }
}

export const removeBaseBuild = (dir) => git("worktree", "remove", "--force", dir)
