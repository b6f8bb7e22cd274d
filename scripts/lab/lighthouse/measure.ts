// Lighthouse CI over routes of one served site: each route's runs as the bench's figures, each figure's median (what
// lhci assert judges), lhci's median run marked, and the budget misses lhci found. Reports are kept in
// bench-results/lighthouse/<name>/ with BENCH_SAVE_LHR=1, else removed once read.
import fs from "node:fs"
import path from "node:path"
import { median } from "../median"
import { REPO_ROOT } from "../repo-root"
import { budgetAssertions, missText } from "./assertions"
import { lighthouseCi } from "./lhci"
import { parseLighthouseResult, summarise, type LighthouseSummary } from "./summary"

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
] as const satisfies ReadonlyArray<keyof LighthouseSummary>

/** One run's figures, and whether it is lhci's median run. */
export type RouteRun = LighthouseSummary & { medianRun: boolean }

/** A route's medians of every METRICS figure, its budget misses and what cost points in any run. */
export interface RouteMeasurement {
  route: string
  median: Record<(typeof METRICS)[number], number | null>
  misses: string[]
  failingAudits: Record<string, string[]>
  runs: RouteRun[]
}

/** A URL's path without the trailing slash, so a redirect to "/x/" still belongs to route "/x". */
const routeKey = (url: string) => new URL(url).pathname.replace(/(.)\/$/, "$1")

/** `budget`: scripts/budgets.json → "lighthouse" to assert, or none (the reference site). */
export async function measureRoutes({
  name,
  origin,
  routes,
  runs,
  budget,
}: {
  name: string
  origin: string
  routes: string[]
  runs: number
  budget?: Record<string, number>
}): Promise<RouteMeasurement[]> {
  const dir = path.join(REPO_ROOT, "bench-results", "lighthouse", name)
  const collected = await lighthouseCi({
    dir,
    urls: routes.map((route) => `${origin}${route}`),
    runs,
    assertions: budget ? budgetAssertions(budget) : undefined,
  })
  const reports = collected.runs.map((run) => ({ ...run, lhr: parseLighthouseResult(run.lhr) }))
  const results = routes.map((route): RouteMeasurement => {
    const own = reports
      .filter((run) => routeKey(run.url) === routeKey(`${origin}${route}`))
      .sort((a, b) => Date.parse(a.lhr.fetchTime) - Date.parse(b.lhr.fetchTime))
    const routeRuns = own.map((run): RouteRun => ({ ...summarise(run.lhr), medianRun: run.median }))
    const failingAudits: Record<string, string[]> = {}
    for (const run of routeRuns)
      for (const [category, ids] of Object.entries(run.failing))
        failingAudits[category] = [...new Set([...(failingAudits[category] ?? []), ...ids])]
    return {
      route,
      median: Object.fromEntries(METRICS.map((key) => [key, median(routeRuns.map((run) => run[key]))])) as RouteMeasurement["median"],
      misses: collected.failed.filter((result) => routeKey(result.url) === routeKey(`${origin}${route}`)).map(missText),
      failingAudits,
      runs: routeRuns,
    }
  })
  if (process.env.BENCH_SAVE_LHR) console.log(`Kept every report in ${path.relative(REPO_ROOT, dir)}/reports/ (manifest.json lists them)`)
  else fs.rmSync(dir, { recursive: true, force: true })
  return results
}
