// npm run bench: Lighthouse (mobile preset, simulated throttling) over the production build, served
// with gzip from a small static server on localhost, several runs per route; prints the medians,
// writes every run and the medians to bench-results/bench.json, and exits 1 when a median misses
// the budgets in scripts/budgets.json → "lighthouse". Then the phone lab (scripts/phone-lab.mjs) over the same server.
//
// Environment:
//   BENCH_PUBLIC_DIR  the build to serve (default public/, built with `gatsby build` only when missing)
//   BENCH_ROUTES      comma-separated routes (default: scripts/lab/routes.mjs), e.g. BENCH_ROUTES=/,/contact
//   BENCH_RUNS        runs per route (default 3; the phone lab's default is 5)
//   BENCH_ONLY        "lighthouse" or "phone-lab" to run only that part
//   BENCH_PORT        port for the static server (default: any free port)
//   BENCH_SAVE_LHR    set to 1 to keep every full Lighthouse report in bench-results/lhr/
//   CHROME_PATH       Chromium binary (default /usr/bin/chromium)
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"
import lighthouse from "lighthouse"
import * as chromeLauncher from "chrome-launcher"
import { CHROMIUM_ARGS, ensureChromium } from "./chromium-path.mjs"
import { DEFAULT_ROUTES } from "./lab/routes.mjs"
import { median } from "./lab/median.mjs"
import { serveBuild } from "./lab/serve-build.mjs"
import { runPhoneLab } from "./phone-lab.mjs"
import { kb, loadBudgets } from "./js-budget.mjs"
import { textTable } from "./text-table.mjs"

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..")
const RESULTS_FILE = path.join(REPO_ROOT, "bench-results", "bench.json")

/**
 * The official Gatsby 5 blog starter, built, with no controls (../shared/reference): measured in the same run, so a
 * slow machine reads slow for both. The site's heaviest page must score no lower and block no longer.
 */
const REFERENCE_DIR = path.resolve(REPO_ROOT, process.env.BENCH_REFERENCE_DIR ?? "../shared/reference/gatsby-starter-blog")
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"]

// ---------------------------------------------------------------------------------------------
// Lighthouse

/** One Lighthouse run in a fresh Chromium; returns the figures the bench keeps. */
export async function lighthouseRun(url, chromePath, saveAs) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ["--headless", ...CHROMIUM_ARGS], logLevel: "silent" })
  try {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: CATEGORIES })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (saveAs) {
      fs.mkdirSync(path.dirname(saveAs), { recursive: true })
      fs.writeFileSync(saveAs, typeof result.report === "string" ? result.report : JSON.stringify(result.lhr))
    }
    return summarise(result.lhr)
  } finally {
    await chrome.kill()
  }
}

function summarise(lhr) {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100))
  const numeric = (id) => lhr.audits[id]?.numericValue ?? null
  const summary = lhr.audits["resource-summary"]?.details?.items ?? []
  const transfer = (type) => summary.find((item) => item.resourceType === type)?.transferSize ?? null
  // what cost points: failing audits of the scored categories, by category
  const failing = {}
  for (const id of CATEGORIES) {
    const refs = lhr.categories[id]?.auditRefs ?? []
    const ids = refs
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score !== null && lhr.audits[ref.id]?.score < (id === "performance" ? 0.9 : 1))
      .map((ref) => ref.id)
    if (ids.length > 0) failing[id] = ids
  }
  // where the other categories' failures are (an element, a link, a URL), to find them in the site
  const failingDetails = {}
  for (const [category, ids] of Object.entries(failing)) {
    if (category === "performance") continue
    for (const id of ids) {
      const audit = lhr.audits[id]
      failingDetails[id] = { title: audit.title, items: (audit.details?.items ?? []).slice(0, 10).map(describeItem) }
    }
  }
  const lcpItems = lhr.audits["largest-contentful-paint-element"]?.details?.items ?? []
  const lcpNode = lcpItems.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node
  const shifts = (lhr.audits["layout-shifts"]?.details?.items ?? [])
    .slice(0, 3)
    .map((item) => `${Number(item.score ?? 0).toFixed(3)} ${describeItem(item)}`)
  const requests = lhr.audits["network-requests"]?.details?.items ?? []
  const scripts = requests
    .filter((r) => r.resourceType === "Script")
    .map((r) => ({ url: r.url.replace(/^https?:\/\/[^/]+/, ""), transferKB: Number(kb(r.transferSize ?? 0).toFixed(1)) }))
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpSeconds: numeric("largest-contentful-paint") === null ? null : numeric("largest-contentful-paint") / 1000,
    tbtMs: numeric("total-blocking-time"),
    cls: numeric("cumulative-layout-shift"),
    fcpSeconds: numeric("first-contentful-paint") === null ? null : numeric("first-contentful-paint") / 1000,
    jsKB: transfer("script") === null ? null : kb(transfer("script")),
    totalKB: transfer("total") === null ? null : kb(transfer("total")),
    lcpElement: lcpNode ? `${lcpNode.snippet} | ${lcpNode.selector}` : null,
    layoutShifts: shifts,
    failing,
    failingDetails,
    scripts,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent ?? null,
  }
}

/** One item of a failing audit as text: the element, the link or the URL it is about. */
function describeItem(item) {
  const parts = [item.node?.snippet, item.node?.selector, item.href, item.text, item.url, item.source?.url, item.description].filter(
    Boolean,
  )
  return parts.length > 0 ? parts.join(" | ") : JSON.stringify(item).slice(0, 300)
}

const METRICS = ["performance", "accessibility", "bestPractices", "seo", "lcpSeconds", "tbtMs", "cls", "fcpSeconds", "jsKB", "totalKB"]

/** The budget misses of one route's medians. */
export function misses(med, budget) {
  const out = []
  const show = (value) => (value === null ? "none" : String(Number(value.toFixed(3))))
  const low = (key, label) =>
    budget[key] !== undefined && (med[key] === null || med[key] < budget[key]) && out.push(`${label} ${show(med[key])} < ${budget[key]}`)
  const high = (key, label) =>
    budget[key] !== undefined && (med[key] === null || med[key] > budget[key]) && out.push(`${label} ${show(med[key])} > ${budget[key]}`)
  low("performance", "performance")
  low("accessibility", "accessibility")
  low("bestPractices", "best practices")
  low("seo", "SEO")
  high("lcpSeconds", "LCP s")
  high("tbtMs", "TBT ms")
  high("cls", "CLS")
  return out
}

function table(results) {
  const fmt = (value, digits) => (value === null || value === undefined ? "–" : Number(value).toFixed(digits))
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

// ---------------------------------------------------------------------------------------------

async function main() {
  const publicDir = path.resolve(REPO_ROOT, process.env.BENCH_PUBLIC_DIR ?? "public")
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    if (process.env.BENCH_PUBLIC_DIR) {
      console.error(`No built site in ${publicDir}.`)
      process.exit(2)
    }
    console.log("No build in public/: running gatsby build first…")
    const build = spawnSync("npx", ["gatsby", "build"], { cwd: REPO_ROOT, stdio: "inherit" })
    if (build.status !== 0) process.exit(build.status ?? 1)
  }
  const only = process.env.BENCH_ONLY
  const { server, origin } = await serveBuild(publicDir, Number(process.env.BENCH_PORT ?? 0))
  let failed = 0
  try {
    if (only !== "phone-lab") failed += await lighthouseBench(publicDir, origin, await referenceBench())
    if (only !== "lighthouse") failed += await runPhoneLab({ publicDir, origin })
  } finally {
    server.close()
  }
  process.exit(failed > 0 ? 1 : 0)
}

/** Lighthouse medians of the reference site's home page, or null when it is not there (a machine without ../shared). */
async function referenceBench() {
  if (!fs.existsSync(path.join(REFERENCE_DIR, "index.html"))) {
    console.log(`No reference site at ${REFERENCE_DIR}: the comparison with it is skipped.\n`)
    return null
  }
  const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "3", 10) || 3)
  const { server, origin } = await serveBuild(REFERENCE_DIR)
  try {
    const routeRuns = []
    for (let i = 0; i < runs; i++) {
      const run = await lighthouseRun(`${origin}/`, ensureChromium(), null)
      routeRuns.push(run)
      console.log(
        `  reference / run ${i + 1}/${runs}: perf ${run.performance} LCP ${run.lcpSeconds?.toFixed(2)} s TBT ${Math.round(run.tbtMs ?? 0)} ms`,
      )
    }
    return {
      route: "reference: gatsby-starter-blog /",
      median: Object.fromEntries(METRICS.map((key) => [key, median(routeRuns.map((run) => run[key]))])),
      runs: routeRuns,
    }
  } finally {
    server.close()
  }
}

/** The site's heaviest page (lowest performance, then highest TBT) against the reference; misses as text. */
export function referenceMisses(results, reference) {
  if (!reference || results.length === 0) return []
  const heaviest = [...results].sort(
    (a, b) => (a.median.performance ?? 0) - (b.median.performance ?? 0) || (b.median.tbtMs ?? 0) - (a.median.tbtMs ?? 0),
  )[0]
  const out = []
  if ((heaviest.median.performance ?? 0) < (reference.median.performance ?? 0))
    out.push(`${heaviest.route}: performance ${heaviest.median.performance} < the reference's ${reference.median.performance}`)
  const heaviestTbt = Math.max(...results.map((r) => r.median.tbtMs ?? 0))
  if (heaviestTbt > (reference.median.tbtMs ?? 0))
    out.push(`TBT ${Math.round(heaviestTbt)} ms > the reference's ${Math.round(reference.median.tbtMs ?? 0)} ms`)
  return out
}

/** Lighthouse over the routes served at `origin`; returns the number of routes that miss a budget. */
async function lighthouseBench(publicDir, origin, reference) {
  const routes = (process.env.BENCH_ROUTES ?? DEFAULT_ROUTES.join(","))
    .split(",")
    .map((route) => route.trim())
    .filter(Boolean)
  const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "3", 10) || 3)
  const budget = loadBudgets().lighthouse ?? {}
  const chromePath = ensureChromium()

  console.log(`Serving ${publicDir} at ${origin} (gzip); Lighthouse, mobile preset, ${runs} run(s) × ${routes.length} route(s)\n`)
  const started = Date.now()
  const loadBefore = os.loadavg()
  // simulated throttling scales the main-thread time measured here: a busy machine inflates TBT and LCP
  if (loadBefore[0] > os.cpus().length)
    console.log(`Note: load average ${loadBefore[0].toFixed(1)} on ${os.cpus().length} cores; TBT and LCP will read high.\n`)
  const results = []
  for (const route of routes) {
    const routeRuns = []
    for (let i = 0; i < runs; i++) {
      const t = Date.now()
      const saveAs = process.env.BENCH_SAVE_LHR
        ? path.join(path.dirname(RESULTS_FILE), "lhr", `${route.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home"}-${i + 1}.json`)
        : null
      const run = await lighthouseRun(`${origin}${route}`, chromePath, saveAs)
      routeRuns.push(run)
      console.log(
        `  ${route} run ${i + 1}/${runs}: perf ${run.performance} a11y ${run.accessibility} bp ${run.bestPractices} seo ${run.seo} ` +
          `LCP ${run.lcpSeconds?.toFixed(2)} s TBT ${Math.round(run.tbtMs ?? 0)} ms CLS ${run.cls?.toFixed(3)} (${((Date.now() - t) / 1000).toFixed(0)} s)`,
      )
    }
    const med = Object.fromEntries(METRICS.map((key) => [key, median(routeRuns.map((run) => run[key]))]))
    const failing = {}
    for (const run of routeRuns)
      for (const [category, ids] of Object.entries(run.failing)) failing[category] = [...new Set([...(failing[category] ?? []), ...ids])]
    results.push({ route, median: med, misses: misses(med, budget), failingAudits: failing, runs: routeRuns })
  }

  console.log(`\nLighthouse medians of ${runs} run(s) (mobile; KB = 1024 bytes transferred)\n`)
  console.log(table(reference ? [...results, { ...reference, misses: [] }] : results))
  const againstReference = referenceMisses(results, reference)
  const missed = results.filter((r) => r.misses.length > 0)
  const withFailing = results.filter((r) => Object.keys(r.failingAudits).length > 0)
  if (withFailing.length > 0) {
    console.log("\nAudits that cost points (any run):")
    for (const r of withFailing) {
      console.log(
        `  ${r.route}: ${Object.entries(r.failingAudits)
          .map(([c, ids]) => `${c}: ${ids.join(", ")}`)
          .join("; ")}`,
      )
      const details = Object.assign({}, ...r.runs.map((run) => run.failingDetails))
      for (const [id, { title, items }] of Object.entries(details)) {
        console.log(`    ${id} (${title})`)
        for (const item of items) console.log(`      ${item.slice(0, 240)}`)
      }
    }
  }
  if (missed.length > 0) {
    console.log("\nBudget misses (scripts/budgets.json → lighthouse):")
    for (const r of missed) console.log(`  ${r.route}: ${r.misses.join("; ")}`)
  }
  if (againstReference.length > 0) console.log(`\nBehind the reference site: ${againstReference.join("; ")}`)

  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  const first = results[0]?.runs[0]
  fs.writeFileSync(
    RESULTS_FILE,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        seconds: Math.round((Date.now() - started) / 1000),
        publicDir,
        runsPerRoute: runs,
        preset: "mobile (Lighthouse default), simulated throttling",
        machine: { cores: os.cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: os.loadavg() },
        lighthouseVersion: first?.lighthouseVersion ?? null,
        userAgent: first?.userAgent ?? null,
        budget,
        reference,
        againstReference,
        routes: results,
      },
      null,
      2,
    )}\n`,
  )
  console.log(`\nWrote ${path.relative(REPO_ROOT, RESULTS_FILE)} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
  return missed.length + againstReference.length
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  main().catch((error) => {
    console.error(error)
    process.exit(1)
  })
}
