// The bench's Lighthouse part: Lighthouse CI over the bench routes of a served build and over the reference site's
// home page, a table of the medians, what cost points, the budget misses (lhci assert) and the comparison with the
// reference; writes bench-results/bench.json. Entry point: ../bench.ts.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { loadBudgets } from "../../js-budget"
import { median } from "../median"
import { textTable } from "../../text-table"
import { DEFAULT_ROUTES } from "../routes"
import { REPO_ROOT } from "../repo-root"
import { writeResults } from "../results"
import { serveBuild } from "../serve-build"
import { measureRoutes, type RouteMeasurement } from "./measure"

/**
 * The official Gatsby 5 blog starter, built, with no controls (../shared/reference): measured in the same run, so a
 * slow machine reads slow for both. The site's heaviest page must score no lower and block no longer.
 */
const REFERENCE_DIR = path.resolve(REPO_ROOT, process.env.BENCH_REFERENCE_DIR ?? "../shared/reference/gatsby-starter-blog")

const runsPerRoute = () => Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "3", 10) || 3)

/** Each run of each route as a line, lhci's median run marked. */
function printRuns(results: RouteMeasurement[]): void {
  for (const { route, runs } of results)
    runs.forEach((run, i) =>
      console.log(
        `  ${route} run ${i + 1}/${runs.length}: perf ${run.performance} a11y ${run.accessibility} bp ${run.bestPractices} seo ${run.seo} ` +
          `LCP ${run.lcpSeconds?.toFixed(2)} s TBT ${Math.round(run.tbtMs ?? 0)} ms CLS ${run.cls?.toFixed(3)}${run.medianRun ? "  (lhci's median run)" : ""}`,
      ),
    )
}

/** Lighthouse medians of the reference site's home page, or null when it is not there (a machine without ../shared). */
async function referenceBench(): Promise<RouteMeasurement | null> {
  if (!fs.existsSync(path.join(REFERENCE_DIR, "index.html"))) {
    console.log(`No reference site at ${REFERENCE_DIR}: the comparison with it is skipped.\n`)
    return null
  }
  // As a static host serves it (gzip, 404.html): the starter is not our site, so not our server with our CSP
  const { server, origin } = await serveBuild(REFERENCE_DIR)
  try {
    const [result] = await measureRoutes({ name: "reference", origin, routes: ["/"], runs: runsPerRoute() })
    if (!result) return null
    printRuns([{ ...result, route: "reference /" }])
    return { ...result, route: "reference: gatsby-starter-blog /", misses: [] }
  } finally {
    server.close()
  }
}

/** The site's heaviest page (lowest performance, then highest TBT) against the reference; misses as text. */
export function referenceMisses(results: RouteMeasurement[], reference: RouteMeasurement | null): string[] {
  const [heaviest] = [...results].sort(
    (a, b) => (a.median.performance ?? 0) - (b.median.performance ?? 0) || (b.median.tbtMs ?? 0) - (a.median.tbtMs ?? 0),
  )
  if (!reference || !heaviest) return []
  const out: string[] = []
  if ((heaviest.median.performance ?? 0) < (reference.median.performance ?? 0))
    out.push(`${heaviest.route}: performance ${heaviest.median.performance} < the reference's ${reference.median.performance}`)
  // The longest blocking may be on another route than the lowest score: the line names its own
  const [mostBlocked] = [...results].sort((a, b) => (b.median.tbtMs ?? 0) - (a.median.tbtMs ?? 0))
  const heaviestTbt = mostBlocked?.median.tbtMs ?? 0
  if (mostBlocked && heaviestTbt > (reference.median.tbtMs ?? 0))
    out.push(`${mostBlocked.route}: TBT ${Math.round(heaviestTbt)} ms > the reference's ${Math.round(reference.median.tbtMs ?? 0)} ms`)
  return out
}

function table(results: RouteMeasurement[]): string {
  const fmt = (value: number | null | undefined, digits: number) =>
    value === null || value === undefined ? "–" : Number(value).toFixed(digits)
  const rows = [["route", "perf", "a11y", "best pr.", "SEO", "LCP s", "TBT ms", "CLS", "JS KB gz", "total KB", "budget"]]
  for (const { route, median: m, misses: miss } of results) {
    rows.push([
      route,
      fmt(m.performance, 0),
      fmt(m.accessibility, 0),
      fmt(m.bestPractices, 0),
      fmt(m.seo, 0),
      fmt(m.lcpSeconds, 2),
      fmt(m.tbtMs, 0),
      fmt(m.cls, 3),
      fmt(m.jsKB, 1),
      fmt(m.totalKB, 1),
      miss.length ? "MISS" : "ok",
    ])
  }
  return textTable(rows)
}

/** What cost points in any run, with the elements or URLs of the non-performance audits. */
function printFailingAudits(results: RouteMeasurement[]): void {
  const withFailing = results.filter((r) => Object.keys(r.failingAudits).length > 0)
  if (withFailing.length === 0) return
  console.log("\nAudits that cost points (any run):")
  for (const r of withFailing) {
    console.log(
      `  ${r.route}: ${Object.entries(r.failingAudits)
        .map(([c, ids]) => `${c}: ${ids.join(", ")}`)
        .join("; ")}`,
    )
    const details: RouteMeasurement["runs"][number]["failingDetails"] = Object.assign({}, ...r.runs.map((run) => run.failingDetails))
    for (const [id, { title, items }] of Object.entries(details)) {
      console.log(`    ${id} (${title})`)
      for (const item of items) console.log(`      ${item.slice(0, 240)}`)
    }
  }
}

/** Lighthouse's own threshold for a slow host (core/gather/driver/environment.js: SLOW_CPU_BENCHMARK_INDEX_THRESHOLD). */
const SLOW_HOST_BENCHMARK_INDEX = 1000

/** Lighthouse over the routes served at `origin`; returns the number of routes that miss a budget or the reference. */
export async function runLighthouse({ publicDir, origin }: { publicDir: string; origin: string }): Promise<number> {
  const routes = (process.env.BENCH_ROUTES ?? DEFAULT_ROUTES.join(","))
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean)
  const runs = runsPerRoute()
  const budget = loadBudgets().lighthouse ?? {}
  const started = Date.now()
  const loadBefore = os.loadavg()
  console.log(
    `Serving ${publicDir} at ${origin} (the site's server); Lighthouse CI, mobile preset, ${runs} run(s) × ${routes.length} route(s)\n`,
  )
  // simulated throttling scales the main-thread time measured here: a busy machine inflates TBT and LCP
  const [loadNow = 0] = loadBefore
  if (loadNow > os.cpus().length)
    console.log(`Note: load average ${loadNow.toFixed(1)} on ${os.cpus().length} cores; TBT and LCP will read high.\n`)
  const reference = await referenceBench()
  const results = await measureRoutes({ name: "site", origin, routes, runs, budget })
  printRuns(results)

  console.log(`\nLighthouse medians of ${runs} run(s) (mobile; KB = 1024 bytes transferred)\n`)
  console.log(table(reference ? [...results, reference] : results))
  printFailingAudits(results)
  const againstReference = referenceMisses(results, reference)
  const missed = results.filter((r) => r.misses.length > 0)
  if (missed.length > 0) {
    console.log("\nBudget misses (lhci assert, scripts/budgets.json → lighthouse):")
    for (const r of missed) console.log(`  ${r.route}: ${r.misses.join("; ")}`)
  }
  if (againstReference.length > 0) console.log(`\nBehind the reference site: ${againstReference.join("; ")}`)
  const benchmarkIndex = median(results.flatMap((r) => r.runs.map((run) => run.benchmarkIndex)))
  if (benchmarkIndex !== null && benchmarkIndex < SLOW_HOST_BENCHMARK_INDEX)
    console.log(
      `\nLighthouse's CPU benchmark of this machine: ${Math.round(benchmarkIndex)} (below ${SLOW_HOST_BENCHMARK_INDEX}, where ` +
        `Lighthouse warns that a slower CPU than it expects lowers the performance score).`,
    )

  const first = results[0]?.runs[0]
  const written = writeResults("bench", {
    date: new Date().toISOString(),
    seconds: Math.round((Date.now() - started) / 1000),
    publicDir,
    runsPerRoute: runs,
    preset: "mobile (Lighthouse default), simulated throttling, through Lighthouse CI",
    machine: {
      cores: os.cpus().length,
      loadAverageBefore: loadBefore,
      loadAverageAfter: os.loadavg(),
      benchmarkIndex,
    },
    lighthouseVersion: first?.lighthouseVersion ?? null,
    userAgent: first?.userAgent ?? null,
    budget,
    reference,
    againstReference,
    routes: results,
  })
  console.log(`\nWrote ${written} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  return missed.length + againstReference.length
}
