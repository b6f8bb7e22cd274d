// npm run bench:scale: how the site's costs grow with its content. Builds two throw-away copies of the project, one
// from data/ as it is (N = 1) and one from data/ multiplied by N (scale/multiply.ts: varied hotels,
// vehicles, experiences, concierge services and articles with their own slugs, names and texts), never from the
// repository's own data/, and reports for each:
//   - the cold build (no .cache, no public/), and the rebuild after one hotel is edited;
//   - the largest page's HTML (gzip) and the most DOM elements on first load (counted in Chromium), and what that
//     page costs a visitor: one Lighthouse CI run and one cold phone-lab load, against the bench's own budgets;
//   - the JavaScript each route needs before interaction (scripts/js-budget.ts);
//   - what search downloads on first open and per keystroke time, on the phone profile (4× CPU, slow 4G);
//   - the Content-Security-Policy's length; the size of public/;
//   - at N > 1, the checks of e2e/scale.spec.ts run against that copy's build (Playwright, e2e/scale.config.ts):
//     hotel pages without script, filter and sort over every page, search into a later part of its store, the CSP.
// Checks N against scripts/budgets.json → "scale" and exits 1 when a budget is missed. Writes bench-results/scale.json.
//
//   npm run bench:scale [-- N]      N defaults to 10; SCALE_KEEP=1 keeps the copies in the temp folder
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import { spawnSync } from "node:child_process"
import { chromium, type Browser } from "playwright"
import { z } from "zod"
import { CHROMIUM_ARGS, ensureChromium, ensureTestChromium } from "../chromium-path"
import { checkBudgets, kb, loadBudgets, measureRoutes, type Budgets } from "../js-budget"
import { buildCopy, copyProject } from "../project-copy"
import { textTable } from "../text-table"
import { listHtmlFiles, pagePath, parseHtml } from "./html"
import { measureRoutes as lighthouseRoutes, type RouteRun } from "./lighthouse/measure"
import { loadRun } from "./phone-lab/load"
import { newPhoneContext, sleep, waitForHydration } from "./phone-lab/profile"
import { PAGE_FUNCTIONS_RUNTIME } from "./page-functions"
import { REPO_ROOT } from "./repo-root"
import { writeResults } from "./results"
import { recordKeyPresses } from "./scale/in-page"
import { editOneHotel, multiplyContent } from "./scale/multiply"
import { serveSite } from "./serve-site"

/** Pages measured in Chromium for their DOM size: the largest by the HTML's elements. */
const DOM_CANDIDATES = 6

type PhoneLoad = Awaited<ReturnType<typeof loadRun>>
type SearchCost = Awaited<ReturnType<typeof searchCost>>

/** The page with the most elements, and what it costs a visitor. */
interface MostDom {
  route: string
  elements: number
  lighthouse?: RouteRun & { misses: string[] }
  phone?: PhoneLoad
}

/** One copy's figures, as bench-results/scale.json keeps them. */
interface ScaleResult {
  factor: number
  hotels: number | null
  pages: number
  coldBuildSeconds: number
  largestHtml: { route: string; gzipKB: number }
  mostDom: MostDom
  jsRoutesOver: string[]
  heaviestJs: { route: string; gzipKB: number }
  search: SearchCost & { onOpenKB: number; afterTypingKB: number }
  cspCharacters: number
  publicMB: number
  e2eChecksPassed?: boolean
  rebuildSeconds: number
  rebuildSteps: Array<[string, number]>
  coldSteps: Array<[string, number]>
}

/** The nodes of a parsed document that are counted: what htmlparser2's nodes have, as far as read here. */
interface CountedNode {
  type?: string
  name?: string
  children?: CountedNode[]
}

/** Elements of a parsed document outside <noscript> (a browser with scripts does not parse those into elements). */
const ELEMENT_TYPES = new Set(["tag", "script", "style"])
const elementCount = (node: CountedNode): number =>
  (node.children ?? []).reduce<number>(
    (sum, child) => (ELEMENT_TYPES.has(child.type ?? "") && child.name !== "noscript" ? sum + 1 + elementCount(child) : sum),
    0,
  )

/** The item of a list with the largest `key`. */
const largestBy = <Item, Key extends keyof Item>(list: Item[], key: Key): Item => {
  const [first, ...rest] = list
  if (first === undefined) throw new Error(`nothing to compare by ${String(key)}`)
  return rest.reduce((a, b) => (b[key] > a[key] ? b : a), first)
}

/** Every page of the build but the content manager, as [site path, file]. */
function pages(publicDir: string): Array<{ route: string; file: string }> {
  return listHtmlFiles(publicDir)
    .filter((file) => !path.relative(publicDir, file).startsWith(`admin${path.sep}`))
    .map((file) => ({ route: pagePath(publicDir, file), file }))
}

/** Gatsby's longest steps of a build, for the log: "createPages 41.2 s, run queries in workers 30.1 s …". */
const stepsText = (steps: Array<[string, number]>) =>
  steps
    .slice(0, 4)
    .map(([name, seconds]) => `${name} ${seconds.toFixed(1)} s`)
    .join(", ")

/** Bytes of a folder's files, recursively. */
const folderBytes = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => fs.statSync(path.join(dir, name)))
    .reduce((total, stat) => (stat.isDirectory() ? total : total + stat.size), 0)

/** The Content-Security-Policy the build's nginx include sends (deploy/generated, written by scripts/headers). */
function cspOf(projectDir: string): string {
  const conf = fs.readFileSync(path.join(projectDir, "deploy/generated/security-headers.conf"), "utf8")
  return /add_header Content-Security-Policy "([^"]*)"/.exec(conf)?.[1] ?? ""
}

/** The element count of each page as Chromium builds it on load (without throttling: only the DOM matters here). */
async function domSizes(browser: Browser, origin: string, routes: string[]): Promise<Array<{ route: string; elements: number }>> {
  const context = await browser.newContext()
  await context.addInitScript(PAGE_FUNCTIONS_RUNTIME)
  const page = await context.newPage()
  const sizes: Array<{ route: string; elements: number }> = []
  for (const route of routes) {
    await page.goto(`${origin}${route}`, { waitUntil: "load" })
    sizes.push({ route, elements: await page.evaluate(() => document.getElementsByTagName("*").length) })
  }
  await context.close()
  return sizes
}

/** The search's own files: a language's head and its parts (src/node/search-stores.ts). */
const SEARCH_FILE = /\.search-[a-z]+-(?:head|part-\d+)\.json$/

/**
 * Search on the phone profile: what opening the dialog downloads (its script and the search files, not the page data
 * Gatsby prefetches meanwhile), then each keystroke of `query`: the time the search takes to answer it (the
 * "search:answer" User Timing measure of src/hooks/use-search-parts.ts) and, for comparison, the key press to the
 * next paint (Event Timing, which includes drawing the results).
 */
async function searchCost(browser: Browser, origin: string, query: string) {
  const { context, page, close } = await newPhoneContext(browser)
  await context.addInitScript(recordKeyPresses)
  const cdp = await context.newCDPSession(page)
  const requests = new Map<string, { url: string; type: string | undefined; bytes: number }>()
  await cdp.send("Network.enable")
  cdp.on("Network.requestWillBeSent", (event) => requests.set(event.requestId, { url: event.request.url, type: event.type, bytes: 0 }))
  cdp.on("Network.loadingFinished", (event) => {
    const request = requests.get(event.requestId)
    if (request) request.bytes = event.encodedDataLength
  })
  const searchBytes = (since: number) =>
    [...requests.values()]
      .slice(since)
      .filter((request) => request.type === "Script" || SEARCH_FILE.test(new URL(request.url).pathname))
      .reduce((sum, request) => sum + request.bytes, 0)
  try {
    await page.goto(`${origin}/`, { waitUntil: "load", timeout: 60_000 })
    await waitForHydration(page)
    await sleep(3000)
    const before = requests.size
    await page.keyboard.press("Control+k")
    await page.getByRole("dialog").getByRole("searchbox").waitFor({ timeout: 10_000 })
    await sleep(4000)
    const onOpenBytes = searchBytes(before)
    const onOpenUrls = [...requests.values()].slice(before).map((request) => new URL(request.url).pathname)
    await page.evaluate(() => {
      window.__keyPresses = []
      performance.clearMeasures("search:answer")
    })
    for (const key of query) {
      await page.keyboard.type(key)
      await sleep(400)
    }
    await sleep(4000)
    const keystrokes = await page.evaluate(() => window.__keyPresses)
    const answers = await page.evaluate(() => performance.getEntriesByName("search:answer").map((entry) => entry.duration))
    if (answers.length === 0) throw new Error("the search dialog recorded no search:answer measure")
    return {
      onOpenBytes,
      onOpenUrls,
      afterTypingBytes: searchBytes(before),
      answerMs: Math.max(...answers),
      // Event Timing reports interactions of 16 ms and more; a keystroke without an entry took less
      keystrokeToPaintMs: Math.max(16, ...keystrokes),
      results: await page.getByRole("dialog").getByRole("listitem").count(),
    }
  } finally {
    await close()
  }
}

/** A word visitors would type that the multiplied content has many of: the first destination's name, lower case. */
function searchQuery(dataDir: string): string {
  const [language] = z
    .array(z.object({ code: z.string() }))
    .parse(JSON.parse(fs.readFileSync(path.join(dataDir, "languages.json"), "utf8")))
  const destinations = fs
    .readdirSync(path.join(dataDir, "destinations"))
    .filter((name) => name.endsWith(`.${language?.code}.json`))
    .map((name) => destinationSchema.parse(JSON.parse(fs.readFileSync(path.join(dataDir, "destinations", name), "utf8"))))
    .sort((a, b) => a.order - b.order)
  return process.env.SCALE_QUERY ?? destinations[0]?.name.toLowerCase() ?? ""
}

/** The fields of a destination record read for the query. */
const destinationSchema = z.object({ name: z.string(), order: z.number() })

/** Builds and measures one copy multiplied by `factor`. */
async function measure(factor: number, browser: Browser): Promise<ScaleResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-scale-${factor}-`))
  console.log(`\n▶ N = ${factor}: ${dir}`)
  copyProject(dir)
  const summary = multiplyContent({ from: path.join(REPO_ROOT, "data"), to: path.join(dir, "data"), factor })
  const cold = buildCopy(dir)
  const coldSeconds = cold.seconds
  console.log(`  cold build ${coldSeconds.toFixed(1)} s (${stepsText(cold.steps)})`)
  const publicDir = path.join(dir, "public")

  const all = pages(publicDir).map((page) => {
    const html = fs.readFileSync(page.file)
    return { ...page, gzipBytes: zlib.gzipSync(html, { level: 9 }).length, tags: elementCount(parseHtml(html.toString("utf8"))) }
  })
  const largest = largestBy(all, "gzipBytes")
  const { server, origin } = await serveSite(publicDir)
  let dom: MostDom
  let search: SearchCost
  try {
    const candidates = [...all].sort((a, b) => b.tags - a.tags).slice(0, DOM_CANDIDATES)
    dom = largestBy(
      await domSizes(
        browser,
        origin,
        candidates.map((page) => page.route),
      ),
      "elements",
    )
    search = await searchCost(browser, origin, searchQuery(path.join(dir, "data")))
    // What a visitor feels on the page with the most elements: Lighthouse CI (the bench's assertions) and a cold
    // phone-lab load, one run each
    const [measured] = await lighthouseRoutes({
      name: `scale-${factor}`,
      origin,
      routes: [dom.route],
      runs: 1,
      budget: loadBudgets().lighthouse ?? {},
    })
    const phone = await loadRun(browser, `${origin}${dom.route}`)
    const [run] = measured?.runs ?? []
    dom = { ...dom, ...(run ? { lighthouse: { ...run, misses: measured?.misses ?? [] } } : {}), phone }
  } finally {
    await server.close()
  }
  const routes = checkBudgets(measureRoutes(publicDir), loadBudgets())
  const heaviest = largestBy(routes, "gzipBytes")
  const figures = {
    factor,
    hotels: summary.kinds.hotel?.after ?? null,
    pages: all.length,
    coldBuildSeconds: coldSeconds,
    largestHtml: { route: largest.route, gzipKB: kb(largest.gzipBytes) },
    mostDom: dom,
    jsRoutesOver: routes.filter((route) => route.over).map((route) => `${route.route} ${route.kb.toFixed(1)} > ${route.budget}`),
    heaviestJs: { route: heaviest.route, gzipKB: kb(heaviest.gzipBytes) },
    search: { ...search, onOpenKB: kb(search.onOpenBytes), afterTypingKB: kb(search.afterTypingBytes) },
    cspCharacters: cspOf(dir).length,
    publicMB: folderBytes(publicDir) / 1024 / 1024,
  }
  const e2eChecksPassed = factor > 1 ? scaleChecks(dir) : undefined
  const edited = editOneHotel(path.join(dir, "data"))
  const rebuild = buildCopy(dir)
  const result: ScaleResult = {
    ...figures,
    ...(e2eChecksPassed === undefined ? {} : { e2eChecksPassed }),
    rebuildSeconds: rebuild.seconds,
    rebuildSteps: rebuild.steps.slice(0, 6),
    coldSteps: cold.steps.slice(0, 6),
  }
  console.log(
    `  rebuild after editing ${path.relative(dir, edited[0] ?? dir)}: ${result.rebuildSeconds.toFixed(1)} s (${stepsText(rebuild.steps)})`,
  )
  if (!process.env.SCALE_KEEP) fs.rmSync(dir, { recursive: true, force: true })
  return result
}

/** e2e/scale.spec.ts against the copy's build (its public/, data/ and deploy/generated); true when every test passes. */
function scaleChecks(dir: string): boolean {
  console.log("  e2e/scale.spec.ts over this copy")
  const run = spawnSync("npx", ["playwright", "test", "-c", "e2e/scale.config.ts"], {
    cwd: REPO_ROOT,
    stdio: "inherit",
    env: { ...process.env, TEST_CHROME_PATH: ensureTestChromium(), SCALE_E2E_PROJECT: dir },
  })
  return run.status === 0
}

/** The budgets of scripts/budgets.json → "scale" that `big` misses, measured against `base` where relative. */
export function scaleMisses(base: ScaleResult, big: ScaleResult, budget: NonNullable<Budgets["scale"]>): string[] {
  const misses: string[] = []
  const check = (ok: boolean, text: string) => ok || misses.push(text)
  check(
    big.coldBuildSeconds <= budget.coldBuildRatio * base.coldBuildSeconds,
    `cold build ${big.coldBuildSeconds.toFixed(0)} s > ${budget.coldBuildRatio} × ${base.coldBuildSeconds.toFixed(0)} s`,
  )
  check(
    big.rebuildSeconds <= budget.rebuildRatio * big.coldBuildSeconds,
    `rebuild ${big.rebuildSeconds.toFixed(0)} s > ${budget.rebuildRatio * 100} % of ${big.coldBuildSeconds.toFixed(0)} s`,
  )
  check(
    big.largestHtml.gzipKB <= budget.pageHtmlGzipKB,
    `${big.largestHtml.route}: HTML ${big.largestHtml.gzipKB.toFixed(1)} KB gzip > ${budget.pageHtmlGzipKB}`,
  )
  // No element budget: what the page with the most elements costs a visitor, against the bench's own budgets
  const feel = loadBudgets().phoneLab ?? {}
  const lcpBudget = feel.lcpSeconds ?? Number.POSITIVE_INFINITY
  const tbtBudget = feel.tbtMs ?? Number.POSITIVE_INFINITY
  for (const miss of big.mostDom.lighthouse?.misses ?? []) check(false, `${big.mostDom.route}: Lighthouse ${miss}`)
  const phone = big.mostDom.phone
  check(
    phone !== undefined && phone.lcpSeconds !== null && phone.lcpSeconds <= lcpBudget,
    `${big.mostDom.route}: phone LCP ${phone?.lcpSeconds} s > ${feel.lcpSeconds}`,
  )
  check(phone !== undefined && phone.tbtMs <= tbtBudget, `${big.mostDom.route}: phone long-task time ${phone?.tbtMs} ms > ${feel.tbtMs}`)
  check(big.jsRoutesOver.length === 0, `JavaScript over budget: ${big.jsRoutesOver.join(", ")}`)
  check(
    big.search.onOpenKB <= budget.searchFirstOpenGzipKB,
    `search first open ${big.search.onOpenKB.toFixed(1)} KB > ${budget.searchFirstOpenGzipKB}`,
  )
  check(
    big.search.answerMs <= budget.searchKeystrokeMs,
    `search answer per keystroke ${big.search.answerMs.toFixed(0)} ms > ${budget.searchKeystrokeMs}`,
  )
  check(big.e2eChecksPassed !== false, `e2e/scale.spec.ts failed at N = ${big.factor} (its output is above)`)
  check(big.cspCharacters < budget.cspCharacters, `CSP ${big.cspCharacters} characters ≥ ${budget.cspCharacters}`)
  return misses
}

/** The table the README records. */
export function scaleTable(results: ScaleResult[]): string {
  const row = (label: string, format: (result: ScaleResult) => string) => [label, ...results.map(format), ""]
  return textTable([
    ["", ...results.map((r) => `N = ${r.factor}`), ""],
    row("hotels / pages", (r) => `${r.hotels ?? "?"} / ${r.pages}`),
    row("cold build (s)", (r) => r.coldBuildSeconds.toFixed(0)),
    row("rebuild after one hotel (s)", (r) => r.rebuildSeconds.toFixed(0)),
    row("largest HTML (KB gzip)", (r) => `${r.largestHtml.gzipKB.toFixed(1)} ${r.largestHtml.route}`),
    row("most DOM elements", (r) => `${r.mostDom.elements} ${r.mostDom.route}`),
    row(
      "  its Lighthouse perf / TBT ms / LCP s",
      (r) =>
        `${r.mostDom.lighthouse?.performance} / ${Math.round(r.mostDom.lighthouse?.tbtMs ?? NaN)} / ${r.mostDom.lighthouse?.lcpSeconds?.toFixed(2)}`,
    ),
    row("  its phone LCP s / long-task ms", (r) => `${r.mostDom.phone?.lcpSeconds} / ${r.mostDom.phone?.tbtMs}`),
    row("heaviest JS route (KB gzip)", (r) => `${r.heaviestJs.gzipKB.toFixed(1)} ${r.heaviestJs.route}`),
    row("JS routes over budget", (r) => String(r.jsRoutesOver.length)),
    row("search, first open (KB gzip)", (r) => r.search.onOpenKB.toFixed(1)),
    row("search, after a query (KB gzip)", (r) => r.search.afterTypingKB.toFixed(1)),
    row("search answer per keystroke (ms)", (r) => r.search.answerMs.toFixed(1)),
    row("keystroke to paint (ms)", (r) => r.search.keystrokeToPaintMs.toFixed(0)),
    row("CSP (characters)", (r) => String(r.cspCharacters)),
    row("public/ (MB)", (r) => r.publicMB.toFixed(0)),
  ])
}

async function main(): Promise<void> {
  const factor = Number(process.argv[2] ?? 10)
  if (!Number.isInteger(factor) || factor < 2) throw new Error(`N must be a whole number of at least 2, got ${process.argv[2]}`)
  const budget = loadBudgets().scale
  if (!budget) throw new Error('scripts/budgets.json has no "scale" budgets')
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: CHROMIUM_ARGS })
  let base: ScaleResult
  let big: ScaleResult
  try {
    base = await measure(1, browser)
    big = await measure(factor, browser)
  } finally {
    await browser.close()
  }
  const results = [base, big]
  const misses = scaleMisses(base, big, budget)
  console.log(`\n${scaleTable(results)}\n`)
  writeResults("scale", { date: new Date().toISOString(), budget, results, misses })
  if (misses.length) console.log(`Budgets missed at N = ${factor}:\n${misses.map((miss) => `  - ${miss}`).join("\n")}`)
  else console.log(`Every budget met at N = ${factor}.`)
  process.exitCode = misses.length ? 1 : 0
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
