// Lighthouse CI over routes of one served site: each route's runs as the bench's figures, each figure's median (what
// lhci assert judges), lhci's median run marked, and the budget misses lhci found. Reports are kept in
// bench-results/lighthouse/<name>/ with BENCH_SAVE_LHR=1, else removed once read.
import fs from "node:fs"
import path from "node:path"
import { median } from "../median"
import { REPO_ROOT } from "../repo-root"
import { budgetAssertions, missText } from "./assertions"
import { lighthouseCi } from "./lhci"
import { summarise } from "./summary"

export const METRICS = [
  "performance",
  "accessibility",
  "bestPractices",
  "seo",
  "lcpSeconds",
  "tbtMs",
  "cls",
  "fcpSeconds",
  "jsKB",
  "totalKB",
]

/** A URL's path without the trailing slash, so a redirect to "/x/" still belongs to route "/x". */
const routeKey = (url) => new URL(url).pathname.replace(/(.)\/$/, "$1")

/**
 * @param {{ name: string, origin: string, routes: string[], runs: number, budget?: Record<string, number> }} options
 *   budget: scripts/budgets.json → "lighthouse" to assert, or none (the reference site)
 */
export async function measureRoutes({ name, origin, routes, runs, budget }) {
  const dir = path.join(REPO_ROOT, "bench-results", "lighthouse", name)
  const collected = await lighthouseCi({
    dir,
    urls: routes.map((route) => `${origin}${route}`),
    runs,
    assertions: budget ? budgetAssertions(budget) : undefined,
  })
  const results = routes.map((route) => {
    const own = collected.runs
      .filter((run) => routeKey(run.url) === routeKey(`${origin}${route}`))
      .sort((a, b) => Date.parse(a.lhr.fetchTime) - Date.parse(b.lhr.fetchTime))
    const routeRuns = own.map((run) => ({ ...summarise(run.lhr), medianRun: run.median }))
    const failingAudits = {}
    for (const run of routeRuns)
      for (const [category, ids] of Object.entries(run.failing))
        failingAudits[category] = [...new Set([...(failingAudits[category] ?? []), ...ids])]
    return {
      route,
      median: Object.fromEntries(METRICS.map((key) => [key, median(routeRuns.map((run) => run[key]))])),
      misses: collected.failed.filter((result) => routeKey(result.url) === routeKey(`${origin}${route}`)).map(missText),
      failingAudits,
      runs: routeRuns,
    }
  })
  if (process.env.BENCH_SAVE_LHR) console.log(`Kept every report in ${path.relative(REPO_ROOT, dir)}/reports/ (manifest.json lists them)`)
  else fs.rmSync(dir, { recursive: true, force: true })
  return results
}
