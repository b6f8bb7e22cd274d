import fs from "node:fs"
import path from "node:path"
import { pathToFileURL } from "node:url"
import { expect, test } from "@playwright/test"
import { HtmlValidate, type ConfigData, type Message } from "html-validate"

/**
 * Checks of the built files themselves, no browser: HTML validity (html-validate), internal links
 * and anchors (scripts/link-check.mjs), JavaScript per route against scripts/budgets.json
 * (scripts/js-budget.mjs). The build is public/ unless PUBLIC_DIR names another one (absolute, or
 * relative to the repository root), e.g. PUBLIC_DIR=/tmp/public-snapshot.
 */
const REPO_ROOT = path.resolve(__dirname, "..")
const PUBLIC_DIR = path.resolve(REPO_ROOT, process.env.PUBLIC_DIR ?? "public")
const HTMLVALIDATE_CONFIG = path.join(REPO_ROOT, "scripts", "htmlvalidate.json")

interface LinkReport {
  origin: string | null
  files: number
  references: number
  internal: Set<string>
  broken: Array<{ page: string; element: string; url: string; problem: string }>
  external: Record<string, number>
  externalUrls: Set<string>
  schemes: Record<string, number>
  placeholders: Array<{ page: string; element: string }>
}

interface LinkCheckModule {
  listHtmlFiles(publicDir: string): string[]
  pagePath(publicDir: string, file: string): string
  checkLinks(publicDir: string): Promise<LinkReport>
  formatReport(report: LinkReport): string
}

interface RouteScripts {
  route: string
  scripts: Array<{ url: string; from: string; bytes: number; gzipBytes: number }>
  missing: string[]
  bytes: number
  gzipBytes: number
  kb: number
  budget: number
  over: boolean
}

interface JsBudgetModule {
  measureRoutes(publicDir: string): Array<Omit<RouteScripts, "kb" | "budget" | "over">>
  loadBudgets(): unknown
  checkBudgets(routes: Array<Omit<RouteScripts, "kb" | "budget" | "over">>, budgets: unknown): RouteScripts[]
  formatTable(checked: RouteScripts[]): string
}

/** The scripts are plain ESM for Node's CLI; the path is computed so TypeScript types them through the interfaces above. */
const loadScript = async <T>(name: string): Promise<T> => (await import(pathToFileURL(path.join(REPO_ROOT, "scripts", name)).href)) as T

const built = fs.existsSync(path.join(PUBLIC_DIR, "index.html"))
/** Fails (never skips) a check of the build when there is none. */
const expectBuilt = () => expect(built, `no built site at ${PUBLIC_DIR} (gatsby build, or PUBLIC_DIR=…)`).toBe(true)

/** Every built HTML document: public/**\/*.html without static/, ~partytown and Gatsby's slice fragments (_gatsby/slices, stitched into each page and validated there). */
function htmlDocuments(): string[] {
  const files: string[] = []
  const walk = (dir: string, rel: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name
      if (entry.isDirectory()) {
        if (relPath === "static" || relPath === "_gatsby/slices" || entry.name.startsWith("~partytown")) continue
        walk(path.join(dir, entry.name), relPath)
      } else if (entry.isFile() && entry.name.endsWith(".html")) files.push(relPath)
    }
  }
  walk(PUBLIC_DIR, "")
  return files.sort()
}

test("the build is there", () => {
  expectBuilt()
})

test.describe("html-validate", () => {
  const raw = JSON.parse(fs.readFileSync(HTMLVALIDATE_CONFIG, "utf8")) as ConfigData & { _reasons?: Record<string, string> }
  const { _reasons: reasons = {}, ...config } = raw
  let validator: HtmlValidate | undefined
  const validate = () => (validator ??= new HtmlValidate(config))

  test("scripts/htmlvalidate.json extends the recommended preset and gives a reason for every change to it", () => {
    expect(config.extends).toContain("html-validate:recommended")
    const changes = [
      ...Object.keys(config.rules ?? {}).map((rule) => rule),
      ...(config.elements ?? []).flatMap((entry) => (typeof entry === "string" ? [] : Object.keys(entry).map((tag) => `elements.${tag}`))),
    ]
    const explained = Object.keys(reasons).filter((key) => !key.startsWith("_"))
    for (const change of changes) {
      expect(
        explained.some((key) => key === change || key.startsWith(`${change}.`)),
        `a reason for ${change}`,
      ).toBe(true)
    }
    for (const key of explained)
      expect(
        changes.some((change) => key === change || key.startsWith(`${change}.`)),
        `"${key}" explains a change that is not there`,
      ).toBe(true)
  })

  for (const file of built ? htmlDocuments() : []) {
    test(`${file} is valid`, async () => {
      const html = fs.readFileSync(path.join(PUBLIC_DIR, file), "utf8")
      const report = await validate().validateString(html, path.join(PUBLIC_DIR, file))
      const messages = report.results.flatMap((result) => result.messages)
      const describe = (m: Message) => `${m.ruleId} ${m.line}:${m.column} ${m.message} — ${m.selector ?? ""}`
      expect.soft(messages.map(describe), `html-validate errors in ${file}`).toEqual([])

      // img metadata drops the required src for gatsby-plugin-image's lazy images only: check that here instead
      const imgsWithoutSrc = [...html.matchAll(/<img\b(?:[^>"']|"[^"]*"|'[^']*')*>/gi)]
        .map((m) => m[0])
        .filter((tag) => !/\ssrc=/i.test(tag))
      const notGatsbyImage = imgsWithoutSrc.filter((tag) => !(/\sdata-src=/i.test(tag) && /\sdata-main-image[\s=/>]/i.test(tag)))
      expect(notGatsbyImage, `<img> without src that is not a gatsby-plugin-image lazy image in ${file}`).toEqual([])
    })
  }
})

test("every internal link, asset and anchor resolves in the build; external links are listed", async () => {
  expectBuilt()
  const { checkLinks, formatReport } = await loadScript<LinkCheckModule>("link-check.mjs")
  const report = await checkLinks(PUBLIC_DIR)
  console.log(formatReport(report))
  expect(report.files).toBeGreaterThan(10)
  expect(report.origin, "site origin (from sitemap-index.xml)").toBeTruthy()
  expect(
    report.broken.map(({ page, element, url, problem }) => `${page} ${element} ${url} → ${problem}`),
    "broken links",
  ).toEqual([])
})

test("every route's JavaScript before interaction is within its gzip budget (scripts/budgets.json)", async () => {
  expectBuilt()
  const { measureRoutes, loadBudgets, checkBudgets, formatTable } = await loadScript<JsBudgetModule>("js-budget.mjs")
  const checked = checkBudgets(measureRoutes(PUBLIC_DIR), loadBudgets())
  console.log(`JavaScript before interaction (gzip -9, KB = 1024 bytes)\n${formatTable(checked)}`)
  expect(checked.length).toBeGreaterThan(10)
  // Gatsby's runtime, React and the app bundle are part of every route, however the page starts them
  const BUNDLES = ["/webpack-runtime-", "/framework-", "/app-"]
  expect(
    checked
      .filter((r) => !BUNDLES.every((bundle) => r.scripts.some((script) => script.url.startsWith(bundle))))
      .map((r) => `${r.route}: ${r.scripts.map((script) => script.url).join(" ")}`),
    "routes whose measured scripts leave out one of Gatsby's bundles",
  ).toEqual([])
  expect(
    checked.filter((r) => r.missing.length > 0).map((r) => `${r.route}: ${r.missing.join(", ")}`),
    "scripts named by a page but missing from the build",
  ).toEqual([])
  expect(
    checked.filter((r) => r.over).map((r) => `${r.route}: ${r.kb.toFixed(1)} KB > ${r.budget} KB`),
    "routes over their JavaScript budget",
  ).toEqual([])
})

test("each page's head names the page itself: a <title>, and canonical and og:url equal to its own URL", async () => {
  expectBuilt()
  const { listHtmlFiles, pagePath } = await loadScript<LinkCheckModule>("link-check.mjs")
  const sitemap = fs.readFileSync(path.join(PUBLIC_DIR, "sitemap-0.xml"), "utf8")
  const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? ""))
  const problems: string[] = []
  for (const file of listHtmlFiles(PUBLIC_DIR)) {
    const route = pagePath(PUBLIC_DIR, file)
    const own = [...listed].find((url) => new URL(url).pathname === route)
    if (!own) continue // 404 pages and slices are not in the sitemap
    const html = fs.readFileSync(file, "utf8")
    const title = /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]?.trim()
    const canonical = /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1]
    const ogUrl = /<meta[^>]*property="og:url"[^>]*content="([^"]*)"/.exec(html)?.[1]
    if (!title) problems.push(`${route}: no <title>`)
    if (canonical !== own) problems.push(`${route}: canonical is ${canonical ?? "missing"}`)
    if (ogUrl !== own) problems.push(`${route}: og:url is ${ogUrl ?? "missing"}`)
  }
  expect(problems, "pages whose static <head> describes another page").toEqual([])
})
