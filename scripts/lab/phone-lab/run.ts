// The phone lab over a served build: per route the cold loads (load.ts) and the controls' ready times
// (controls.ts), then the scripted visits' INP (journey.ts); medians, a table, bench-results/phone-lab.json and the
// misses of scripts/budgets.json → "phoneLab". Entry points: ../phone-lab.ts and ../bench.ts.
import os from "node:os"
import { chromium, type Browser } from "playwright"
import { CHROMIUM_ARGS, ensureChromium } from "../../chromium-path"
import { loadBudgets, type Budgets } from "../../js-budget"
import { textTable } from "../../text-table"
import { DEFAULT_ROUTES } from "../routes"
import { median } from "../median"
import { writeResults } from "../results"
import { serveSite } from "../serve-site"
import { STEPS, discoverControls, readyTime, type ProbeAt, type ReadyControl } from "./controls"
import type { Control, LabInteraction } from "./in-page"
import { journeyRun } from "./journey"
import { loadRun } from "./load"
import { PROFILE } from "./profile"

const LAB_ROUTES = ["/", "/destinations/phuket", "/experiences", "/contact", "/real-bangkok-private-tour"]
const GOAL_STEP = STEPS.indexOf(1.5)

type PhoneLabBudget = NonNullable<Budgets["phoneLab"]>
type LoadFigures = Awaited<ReturnType<typeof loadRun>> & { controlsReadySeconds: number | null }
type Journey = Awaited<ReturnType<typeof journeyRun>>
interface ControlReadiness {
  label: string
  css: string
  response: string
  medianSeconds: number | null
  runs: Array<{ seconds: number | null; probes: ProbeAt[] }>
}
interface RouteResult {
  route: string
  median: {
    ttfbMs: number | null
    fcpSeconds: number | null
    lcpSeconds: number | null
    cls: number | null
    controlsReadySeconds: number | null
    tbtMs: number | null
    jsKB: number | null
    hydratedSeconds: number | null
  }
  controls: ControlReadiness[]
  setAside: Array<Control & { reason: string }>
  runs: LoadFigures[]
}

/** Median where null means "never" (not ready by the last step): sorts last, and a null median stays null. */
function medianOrNever(values: Array<number | null>): number | null {
  const sorted = values.map((v) => v ?? Infinity).sort((a, b) => a - b)
  const half = sorted.length / 2
  const mid = sorted.length % 2 ? sorted[Math.floor(half)] : ((sorted[half - 1] ?? NaN) + (sorted[half] ?? NaN)) / 2
  return mid !== undefined && Number.isFinite(mid) ? mid : null
}

/** Nearest-rank 75th percentile of the runs' worst interactions, with that run's breakdown. */
function p75(worsts: Array<LabInteraction | null>): LabInteraction | null {
  const sorted = worsts.filter((worst): worst is LabInteraction => worst !== null).sort((a, b) => a.durationMs - b.durationMs)
  return sorted[Math.ceil(sorted.length * 0.75) - 1] ?? null
}

async function measureRoute(browser: Browser, origin: string, route: string, runs: number): Promise<RouteResult> {
  const url = `${origin}${route}`
  const { controls, setAside } = await discoverControls(browser, url)
  console.log(`  ${route}: ${controls.length} control(s) on the first screen${setAside.length ? `, ${setAside.length} set aside` : ""}`)
  const loads: LoadFigures[] = []
  const ready: Array<Array<{ seconds: number | null; probes: ProbeAt[] }>> = controls.map(() => [])
  let hint = GOAL_STEP
  for (let run = 0; run < runs; run++) {
    const t = Date.now()
    const load = await loadRun(browser, url)
    const perControl: Array<number | null> = []
    for (const [i, control] of controls.entries()) {
      const runsOfControl = ready[i] ?? []
      const last = runsOfControl.at(-1)
      const result = await readyTime(browser, url, control, last ? stepIndex(last.seconds) : hint)
      hint = stepIndex(result.seconds)
      runsOfControl.push(result)
      perControl.push(result.seconds)
    }
    const controlsReady = perControl.some((seconds) => seconds === null) ? null : Math.max(0, ...perControl.map((seconds) => seconds ?? 0))
    loads.push({ ...load, controlsReadySeconds: controls.length ? controlsReady : null })
    console.log(
      `    run ${run + 1}/${runs}: TTFB ${fmt(load.ttfbMs, 0)} ms, FCP ${fmt(load.fcpSeconds, 2)} s, LCP ${fmt(load.lcpSeconds, 2)} s, ` +
        `CLS ${fmt(load.cls, 3)}, TBT ${load.tbtMs} ms, ` +
        `JS ${load.jsKB} KB, controls ready ${readyText(controlsReady)} (${((Date.now() - t) / 1000).toFixed(0)} s)`,
    )
  }
  const med = {
    ttfbMs: median(loads.map((l) => l.ttfbMs)),
    fcpSeconds: median(loads.map((l) => l.fcpSeconds)),
    lcpSeconds: median(loads.map((l) => l.lcpSeconds)),
    cls: median(loads.map((l) => l.cls)),
    controlsReadySeconds: controls.length ? medianOrNever(loads.map((l) => l.controlsReadySeconds)) : null,
    tbtMs: median(loads.map((l) => l.tbtMs)),
    jsKB: median(loads.map((l) => l.jsKB)),
    hydratedSeconds: median(loads.map((l) => l.hydratedSeconds)),
  }
  const perControl = controls.map((control: ReadyControl, i): ControlReadiness => ({
    label: control.label,
    css: control.css,
    response: control.response,
    medianSeconds: medianOrNever((ready[i] ?? []).map((r) => r.seconds)),
    runs: ready[i] ?? [],
  }))
  return { route, median: med, controls: perControl, setAside, runs: loads }
}

const stepIndex = (seconds: number | null) => (seconds === null ? STEPS.length - 1 : STEPS.indexOf(seconds))
const fmt = (value: number | null | undefined, digits: number) =>
  value === null || value === undefined ? "–" : Number(value).toFixed(digits)
const readyText = (seconds: number | null) => (seconds === null ? `> ${STEPS.at(-1)}` : String(seconds))

/** The budget misses of a route's medians; a missing figure (LCP none, controls never ready) misses. */
function misses(result: RouteResult, budget: PhoneLabBudget): string[] {
  const out: string[] = []
  const over = (label: string, value: number | null, limit: number | undefined, missing = "none") => {
    if (limit === undefined || (value !== null && value <= limit)) return
    out.push(`${label} ${value === null ? missing : Number(value.toFixed(3))} > ${limit}`)
  }
  if (result.controls.length) over("controls ready s", result.median.controlsReadySeconds, budget.controlsReadySeconds, readyText(null))
  over("LCP s", result.median.lcpSeconds, budget.lcpSeconds)
  over("TBT ms", result.median.tbtMs, budget.tbtMs)
  return out
}

function table(results: Array<RouteResult & { misses: string[] }>): string {
  const rows = [["route", "FCP s", "LCP s", "controls ready s", "TBT ms", "JS KB", "budget"]]
  for (const r of results)
    rows.push([
      r.route,
      fmt(r.median.fcpSeconds, 2),
      fmt(r.median.lcpSeconds, 2),
      r.controls.length ? readyText(r.median.controlsReadySeconds) : "–",
      fmt(r.median.tbtMs, 0),
      fmt(r.median.jsKB, 1),
      r.misses.length ? "MISS" : "ok",
    ])
  return textTable(rows)
}

/**
 * The whole lab over a served build; returns the number of budget misses. `origin`: a server already serving publicDir.
 */
export async function runPhoneLab({ publicDir, origin: givenOrigin }: { publicDir: string; origin?: string }): Promise<number> {
  const routesEnv = process.env.PHONE_LAB_ROUTES ?? process.env.BENCH_ROUTES
  const routes =
    routesEnv === "all"
      ? DEFAULT_ROUTES
      : (routesEnv
          ?.split(",")
          .map((r) => r.trim())
          .filter(Boolean) ?? LAB_ROUTES)
  const runs = Math.max(1, Number.parseInt(process.env.BENCH_RUNS ?? "5", 10) || 5)
  const budget = loadBudgets().phoneLab ?? {}
  const served = givenOrigin ? null : await serveSite(publicDir)
  const origin = givenOrigin ?? served?.origin ?? ""
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
  const started = Date.now()
  const loadBefore = os.loadavg()
  console.log(
    `\nPhone lab: ${publicDir} at ${origin}; ${PROFILE.viewport.width}×${PROFILE.viewport.height} @${PROFILE.deviceScaleFactor}x touch, ` +
      `CPU ÷${PROFILE.cpuSlowdown}, ${PROFILE.latencyMs} ms RTT, 1.6 Mbit/s down; ${runs} cold run(s) × ${routes.length} route(s) + ${runs} journey(s)\n`,
  )
  // CPU throttling multiplies this machine's speed: other work on it makes every timing read high
  const [loadNow = 0] = loadBefore
  if (loadNow > os.cpus().length)
    console.log(`Note: load average ${loadNow.toFixed(1)} on ${os.cpus().length} cores; timings will read high.\n`)
  const results: Array<RouteResult & { misses: string[] }> = []
  const journeys: Journey[] = []
  try {
    for (const route of routes) {
      const result = await measureRoute(browser, origin, route, runs)
      results.push({ ...result, misses: misses(result, budget) })
    }
    for (let run = 0; run < runs; run++) {
      const journey = await journeyRun(browser, origin)
      journeys.push(journey)
      const w = journey.worst
      console.log(
        `  journey ${run + 1}/${runs}: ${journey.interactions ?? "?"} interactions, worst ${w ? `${w.durationMs} ms (${w.event} on ${w.target}, ${w.page})` : "none"}`,
      )
    }
  } finally {
    await browser.close()
    await served?.server.close()
  }
  const inp = p75(journeys.map((j) => j.worst))
  const inpMisses =
    budget.inpMs !== undefined && (inp === null || inp.durationMs > budget.inpMs)
      ? [`INP ${inp?.durationMs ?? "none"} ms > ${budget.inpMs}`]
      : []
  const seconds = Math.round((Date.now() - started) / 1000)

  console.log(`\nPhone lab medians of ${runs} cold run(s) (controls ready: seconds after navigation start; JS KB transferred)\n`)
  console.log(table(results))
  for (const r of results) {
    const detail = r.controls.map((c) => `${c.label} ${readyText(c.medianSeconds)}`).join(", ")
    if (detail) console.log(`  ${r.route}: ${detail}`)
    for (const c of r.setAside) console.log(`  ${r.route}: set aside ${c.label} (${c.reason})`)
  }
  console.log(
    inp
      ? `\nINP p75 of ${runs} journey(s): ${inp.durationMs} ms = input delay ${inp.inputDelayMs} + processing ${inp.processingMs} + presentation ${inp.presentationDelayMs} (${inp.event} on ${inp.target}, ${inp.page})`
      : "\nINP: no interaction recorded",
  )
  const allMisses = [...results.filter((r) => r.misses.length).map((r) => `${r.route}: ${r.misses.join("; ")}`), ...inpMisses]
  if (allMisses.length) {
    console.log("\nBudget misses (scripts/budgets.json → phoneLab):")
    for (const miss of allMisses) console.log(`  ${miss}`)
  }
  const written = writeResults("phone-lab", {
    date: new Date().toISOString(),
    seconds,
    publicDir,
    runsPerRoute: runs,
    profile: PROFILE,
    steps: STEPS,
    machine: { cores: os.cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: os.loadavg() },
    budget,
    routes: results,
    inp: { p75: inp, journeys },
    misses: allMisses,
  })
  console.log(`\nWrote ${written} (phone lab took ${Math.floor(seconds / 60)} min ${seconds % 60} s)`)
  return allMisses.length
}
