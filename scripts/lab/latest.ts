// docs/benchmarks/latest.md: the latest results of every lab tool as readable tables, written from the JSON each tool
// writes to bench-results/ (results.ts rewrites it after each); committed, so the measurements' history is this
// file's history in git. Alone, it rewrites the file from the JSON there (or in another folder):
//
//   npx tsx scripts/lab/latest.ts [results-dir]
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"
import { markdownTable } from "../text-table"
import { REPO_ROOT } from "./repo-root"

export const RESULTS_DIR = path.join(REPO_ROOT, "bench-results")
export const LATEST_FILE = path.join(REPO_ROOT, "docs/benchmarks/latest.md")

const figure = z.number().nullable().optional()
const machineSchema = z.looseObject({
  cores: z.number().optional(),
  loadAverageBefore: z.array(z.number()).optional(),
  benchmarkIndex: z.number().nullish(),
})

/** The fields of each tool's JSON that the tables show (lighthouse/run.ts, phone-lab/run.ts, bench-scale.ts, bench-api.ts). */
const lighthouseRouteSchema = z.looseObject({
  route: z.string(),
  median: z.looseObject({
    performance: figure,
    accessibility: figure,
    bestPractices: figure,
    seo: figure,
    lcpSeconds: figure,
    tbtMs: figure,
    cls: figure,
    jsKB: figure,
    totalKB: figure,
  }),
  misses: z.array(z.string()),
})
const benchSchema = z.looseObject({
  date: z.string(),
  seconds: z.number(),
  runsPerRoute: z.number(),
  machine: machineSchema,
  lighthouseVersion: z.string().nullable(),
  reference: lighthouseRouteSchema.nullable(),
  againstReference: z.array(z.string()),
  routes: z.array(lighthouseRouteSchema),
})
const interactionSchema = z.looseObject({
  durationMs: z.number(),
  inputDelayMs: z.number(),
  processingMs: z.number(),
  presentationDelayMs: z.number(),
  event: z.string().optional(),
  target: z.string().nullable(),
  page: z.string(),
})
const phoneLabSchema = z.looseObject({
  date: z.string(),
  seconds: z.number(),
  runsPerRoute: z.number(),
  machine: machineSchema,
  routes: z.array(
    z.looseObject({
      route: z.string(),
      median: z.looseObject({ fcpSeconds: figure, lcpSeconds: figure, controlsReadySeconds: figure, tbtMs: figure, jsKB: figure }),
      controls: z.array(z.unknown()),
      misses: z.array(z.string()),
    }),
  ),
  inp: z.looseObject({ p75: interactionSchema.nullable() }),
  misses: z.array(z.string()),
})
const scaleSchema = z.looseObject({
  date: z.string(),
  results: z.array(
    z.looseObject({
      factor: z.number(),
      hotels: z.number().nullable(),
      pages: z.number(),
      coldBuildSeconds: z.number(),
      rebuildSeconds: z.number(),
      largestHtml: z.looseObject({ route: z.string(), gzipKB: z.number() }),
      mostDom: z.looseObject({ route: z.string(), elements: z.number() }),
      heaviestJs: z.looseObject({ route: z.string(), gzipKB: z.number() }),
      jsRoutesOver: z.array(z.string()),
      search: z.looseObject({ onOpenKB: z.number(), afterTypingKB: z.number(), answerMs: z.number() }),
      cspCharacters: z.number(),
      publicMB: z.number(),
    }),
  ),
  misses: z.array(z.string()),
})
const percentilesSchema = z.looseObject({ p50: figure, p90: figure, p99: figure, max: figure })
const apiSchema = z.looseObject({
  date: z.string(),
  machine: z.looseObject({ cpus: z.number().optional(), loadAverage: z.array(z.number()).optional() }),
  load: z.looseObject({ rate: z.number(), amount: z.number(), connections: z.number() }),
  runs: z.array(
    z.looseObject({
      name: z.string(),
      requests: z.number(),
      loadAverage: z.number(),
      latencyMs: percentilesSchema,
      sendToSmtpMs: percentilesSchema.optional(),
    }),
  ),
  skipped: z.array(z.string()),
  misses: z.array(z.string()),
})

const fixed = (value: number | null | undefined, digits: number) => (value === null || value === undefined ? "–" : value.toFixed(digits))
const day = (iso: string) => iso.slice(0, 10)
const machineText = (cores: number | undefined, load: number | undefined) =>
  `${cores ?? "?"} cores${load === undefined ? "" : `, load ${load.toFixed(1)} before`}`
const missesText = (misses: string[]) =>
  misses.length === 0 ? "Every budget met." : `Budget misses:\n\n${misses.map((miss) => `- ${miss}`).join("\n")}`

function lighthouseSection(results: z.infer<typeof benchSchema>): string {
  const row = (r: z.infer<typeof lighthouseRouteSchema>, verdict: string) => [
    r.route,
    fixed(r.median.performance, 0),
    fixed(r.median.accessibility, 0),
    fixed(r.median.bestPractices, 0),
    fixed(r.median.seo, 0),
    fixed(r.median.lcpSeconds, 2),
    fixed(r.median.tbtMs, 0),
    fixed(r.median.cls, 3),
    fixed(r.median.jsKB, 1),
    fixed(r.median.totalKB, 1),
    verdict,
  ]
  const rows = [
    ["route", "perf", "a11y", "best pr.", "SEO", "LCP s", "TBT ms", "CLS", "JS KB gz", "total KB", "budget"],
    ...results.routes.map((r) => row(r, r.misses.length ? "MISS" : "ok")),
    ...(results.reference ? [row(results.reference, "")] : []),
  ]
  const misses = [...results.routes.flatMap((r) => r.misses.map((miss) => `${r.route}: ${miss}`)), ...results.againstReference]
  return [
    `## Lighthouse (\`npm run bench\`, bench-results/bench.json)`,
    `${day(results.date)}: Lighthouse ${results.lighthouseVersion ?? "?"} through Lighthouse CI, mobile preset, medians of ` +
      `${results.runsPerRoute} run(s) a route, ${Math.round(results.seconds / 60)} min; ` +
      `${machineText(results.machine.cores, results.machine.loadAverageBefore?.[0])}` +
      (typeof results.machine.benchmarkIndex === "number"
        ? `, Lighthouse's CPU benchmark index ${Math.round(results.machine.benchmarkIndex)} (it warns below 1000)`
        : "") +
      ".",
    markdownTable(rows),
    missesText(misses),
  ].join("\n\n")
}

function phoneLabSection(results: z.infer<typeof phoneLabSchema>): string {
  const rows = [
    ["route", "FCP s", "LCP s", "controls ready s", "blocking ms", "JS KB", "budget"],
    ...results.routes.map((r) => [
      r.route,
      fixed(r.median.fcpSeconds, 2),
      fixed(r.median.lcpSeconds, 2),
      r.controls.length ? fixed(r.median.controlsReadySeconds, 2) : "–",
      fixed(r.median.tbtMs, 0),
      fixed(r.median.jsKB, 1),
      r.misses.length ? "MISS" : "ok",
    ]),
  ]
  const inp = results.inp.p75
  return [
    `## Phone lab (\`npm run bench\`, bench-results/phone-lab.json)`,
    `${day(results.date)}: medians of ${results.runsPerRoute} cold run(s) a route, ${Math.round(results.seconds / 60)} min; ` +
      `${machineText(results.machine.cores, results.machine.loadAverageBefore?.[0])}.`,
    markdownTable(rows),
    inp
      ? `INP p75 of the journeys: ${inp.durationMs} ms (input delay ${inp.inputDelayMs}, processing ${inp.processingMs}, ` +
        `presentation ${inp.presentationDelayMs}: ${inp.event ?? "?"} on ${inp.target ?? "?"}, ${inp.page}).`
      : "INP: no interaction recorded.",
    missesText(results.misses),
  ].join("\n\n")
}

function scaleSection(results: z.infer<typeof scaleSchema>): string {
  const runs = results.results
  const row = (label: string, format: (r: (typeof runs)[number]) => string) => [label, ...runs.map(format)]
  const rows = [
    ["", ...runs.map((r) => `N = ${r.factor}`)],
    row("hotels / pages", (r) => `${r.hotels ?? "?"} / ${r.pages}`),
    row("cold build (s)", (r) => r.coldBuildSeconds.toFixed(0)),
    row("rebuild after one hotel (s)", (r) => r.rebuildSeconds.toFixed(0)),
    row("largest HTML (KB gzip)", (r) => `${r.largestHtml.gzipKB.toFixed(1)} ${r.largestHtml.route}`),
    row("most DOM elements", (r) => `${r.mostDom.elements} ${r.mostDom.route}`),
    row("heaviest JS route (KB gzip)", (r) => `${r.heaviestJs.gzipKB.toFixed(1)} ${r.heaviestJs.route}`),
    row("JS routes over budget", (r) => String(r.jsRoutesOver.length)),
    row("search, first open (KB gzip)", (r) => r.search.onOpenKB.toFixed(1)),
    row("search, after a query (KB gzip)", (r) => r.search.afterTypingKB.toFixed(1)),
    row("search answer per keystroke (ms)", (r) => r.search.answerMs.toFixed(1)),
    row("CSP (characters)", (r) => String(r.cspCharacters)),
    row("public/ (MB)", (r) => r.publicMB.toFixed(0)),
  ]
  return [
    `## Growth (\`npm run bench:scale\`, bench-results/scale.json)`,
    `${day(results.date)}.`,
    markdownTable(rows),
    missesText(results.misses),
  ].join("\n\n")
}

function apiSection(results: z.infer<typeof apiSchema>): string {
  const ms = (value: number | null | undefined) => fixed(value, 0)
  const rows = [
    ["run", "requests", "p50 ms", "p90 ms", "p99 ms", "max ms", "Send→SMTP p50", "p99 ms", "max ms", "load"],
    ...results.runs.map((r) => [
      r.name,
      String(r.requests),
      ms(r.latencyMs.p50),
      ms(r.latencyMs.p90),
      ms(r.latencyMs.p99),
      ms(r.latencyMs.max),
      ms(r.sendToSmtpMs?.p50),
      ms(r.sendToSmtpMs?.p99),
      ms(r.sendToSmtpMs?.max),
      r.loadAverage.toFixed(2),
    ]),
  ]
  const { rate, amount, connections } = results.load
  return [
    `## The server (\`npm run bench:api\`, bench-results/api.json)`,
    `${day(results.date)}: POST /api/inquiry at ${rate} requests/s, ${amount} requests, ${connections} connections; ` +
      `${machineText(results.machine.cpus, results.machine.loadAverage?.[0])}.`,
    markdownTable(rows),
    ...results.skipped.map((note) => `Skipped ${note}.`),
    missesText(results.misses),
  ].join("\n\n")
}

/** Each tool's file, its schema and its section; a file that is missing is left out, one of another shape says so. */
const SECTIONS = [
  { file: "bench.json", render: (json: unknown) => lighthouseSection(benchSchema.parse(json)) },
  { file: "phone-lab.json", render: (json: unknown) => phoneLabSection(phoneLabSchema.parse(json)) },
  { file: "scale.json", render: (json: unknown) => scaleSection(scaleSchema.parse(json)) },
  { file: "api.json", render: (json: unknown) => apiSection(apiSchema.parse(json)) },
]

/** docs/benchmarks/latest.md's text from the JSON files in `dir`. */
export function latestMarkdown(dir: string = RESULTS_DIR): string {
  const sections = SECTIONS.flatMap(({ file, render }) => {
    const full = path.join(dir, file)
    if (!fs.existsSync(full)) return []
    try {
      return [render(JSON.parse(fs.readFileSync(full, "utf8")))]
    } catch (error) {
      return [
        `## bench-results/${file}\n\nNot in the shape this table reads: ${error instanceof Error ? error.message.split("\n")[0] : String(error)}`,
      ]
    }
  })
  return [
    "# Latest lab results",
    "Written by scripts/lab/latest.ts from the lab’s JSON in bench-results/ after each run of `npm run bench`, " +
      "`npm run bench:scale` and `npm run bench:api`; earlier runs are this file's history in git.",
    ...sections,
  ].join("\n\n")
}

/** Rewrites docs/benchmarks/latest.md from the JSON in `from` (default bench-results/); returns its path from the repository. */
export function writeLatest(from: string = RESULTS_DIR): string {
  fs.mkdirSync(path.dirname(LATEST_FILE), { recursive: true })
  fs.writeFileSync(LATEST_FILE, `${latestMarkdown(from)}\n`)
  return path.relative(REPO_ROOT, LATEST_FILE)
}

if (require.main === module) console.log(`Wrote ${writeLatest(path.resolve(process.argv[2] ?? RESULTS_DIR))}`)
