// A throw-away copy of the project that builds on its own: what `gatsby build` reads is copied, node_modules is
// linked. npm test builds the site in one (its content manager's test then edits and rebuilds it), and bench:scale and
// the e2e test over multiplied content build such copies, never the repository's data/.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawnSync } from "node:child_process"

// __dirname, not import.meta: Playwright loads this module as CommonJS (e2e/scale.spec.ts, e2e/cms.spec.ts)
export const REPO_ROOT = path.resolve(__dirname, "..")

/** What the site needs to build, besides data/ (which the caller writes: a copy or a multiplied copy). */
const COPIED = [
  "src",
  "static",
  "scripts",
  "deploy",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
]

/**
 * Makes `dir` a copy of the project without data/. Its build is cold: Gatsby keys a processed image by the absolute
 * path it is written to (gatsby/dist/utils/jobs/manager.js, createInternalJob), so no cache of the repository's own
 * build (.cache, public/) would spare the copy any image work.
 */
export function copyProject(dir: string): string {
  fs.mkdirSync(dir, { recursive: true })
  for (const name of COPIED) fs.cpSync(path.join(REPO_ROOT, name), path.join(dir, name), { recursive: true })
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  return dir
}

/**
 * A copy in a new temporary folder (its name starts with `prefix`) whose data/ is the content the repository builds
 * from (data/, or CONTENT_DIR as src/node/data-dir.ts reads it), so the tests' expectations hold for the copy's build.
 */
export function copyProjectWithData(prefix: string): string {
  const dir = copyProject(fs.mkdtempSync(path.join(os.tmpdir(), prefix)))
  fs.cpSync(path.resolve(REPO_ROOT, process.env.CONTENT_DIR ?? "data"), path.join(dir, "data"), { recursive: true })
  return dir
}

/** The environment a copy builds in: CI on (no prompts), and its own data/, not a CONTENT_DIR the caller may have set. */
export function copyBuildEnv(base: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...base, CI: "1" }
  delete env.CONTENT_DIR
  return env
}

/**
 * Runs the production build in a copy (gatsby build, which ends with the response headers and gzip). Returns its duration in seconds and
 * the duration of each step Gatsby reported ("createPages" → 12.3), the longest first.
 */
export function buildCopy(dir: string, { log = false }: { log?: boolean } = {}): { seconds: number; steps: Array<[string, number]> } {
  const started = process.hrtime.bigint()
  const run = (command: string, args: string[]) => {
    const result = spawnSync(command, args, { cwd: dir, encoding: "utf8", env: copyBuildEnv(), stdio: log ? "inherit" : "pipe" })
    if (result.status !== 0)
      throw new Error(
        `${command} ${args.join(" ")} failed in ${dir}:\n${(result.stdout ?? "").slice(-3000)}${(result.stderr ?? "").slice(-3000)}`,
      )
    return result.stdout ?? ""
  }
  const output = run("npx", ["gatsby", "build"])
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const steps = [...output.matchAll(/^success (.+?) - ([\d.]+)s/gm)]
    .map(([, name = "", time]): [string, number] => [name.trim(), Number(time)])
    .sort((a, b) => b[1] - a[1])
  return { seconds, steps }
}
