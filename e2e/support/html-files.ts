import { spawnSync } from "node:child_process"
import path from "node:path"
import { pathToFileURL } from "node:url"

const HTML_MODULE = pathToFileURL(path.resolve(__dirname, "../../scripts/lab/html.mjs")).href

/**
 * scripts/lab/html.mjs's listHtmlFiles, run by Node in a child process. A spec must not import html.mjs itself: Playwright
 * would load it as CommonJS, and the scripts build-output.spec.ts imports natively (link check, JS budget) would then get
 * that copy, without its exports, in the same worker. Specs need the list while their tests are collected: synchronously.
 */
export function listHtmlFiles(dir: string): string[] {
  const script = `import { listHtmlFiles } from ${JSON.stringify(HTML_MODULE)}; console.log(JSON.stringify(listHtmlFiles(process.argv[1])))`
  const run = spawnSync(process.execPath, ["--input-type=module", "-e", script, dir], { encoding: "utf8" })
  if (run.status !== 0) throw new Error(`listing the HTML files of ${dir}: ${run.stderr}`)
  return JSON.parse(run.stdout) as string[]
}
