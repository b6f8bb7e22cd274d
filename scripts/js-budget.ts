// JavaScript budget per route of a built Gatsby site: the scripts a page needs before it is
// interactive, gzipped (zlib level 9) and summed, against scripts/budgets.json → jsGzipKB.
//
//   npx tsx scripts/js-budget.ts [public-dir]      (default $PUBLIC_DIR, then "public")
//
// A route's scripts are those its HTML names (<script src>, <link rel="preload" as="script">) plus
// its page component's chunk group from webpack.stats.json (Gatsby 5 loads the component chunk
// and the shared "commons" chunk from the app bundle before hydrating, without naming them in the
// HTML). Lazy chunks (import() on interaction) are not counted. KB = 1024 bytes.
// Exits 1 when a route is over its budget.
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import { z } from "zod"
import { elements, listHtmlFiles, pagePath, parseHtml } from "./lab/html"

// __dirname, not import.meta: Playwright loads this module as CommonJS (e2e/build-output.spec.ts)
export const BUDGETS_FILE = path.join(__dirname, "budgets.json")

/** scripts/budgets.json: a section per tool, each optional (a tool without its section has no budget to miss). */
const budgetsSchema = z.object({
  jsGzipKB: z.record(z.string(), z.number()).optional(),
  lighthouse: z.record(z.string(), z.number()).optional(),
  phoneLab: z
    .object({
      controlsReadySeconds: z.number().optional(),
      lcpSeconds: z.number().optional(),
      inpMs: z.number().optional(),
      tbtMs: z.number().optional(),
    })
    .optional(),
  scale: z
    .object({
      factor: z.number(),
      coldBuildRatio: z.number(),
      rebuildRatio: z.number(),
      pageHtmlGzipKB: z.number(),
      searchFirstOpenGzipKB: z.number(),
      searchKeystrokeMs: z.number(),
      cspCharacters: z.number(),
    })
    .optional(),
  api: z.object({ inquiryP99Ms: z.number(), sendToSmtpP99Ms: z.number() }).partial().optional(),
})
export type Budgets = z.infer<typeof budgetsSchema>

/** The fields read of webpack.stats.json, chunk-map.json and a page's page-data.json. */
const statsSchema = z.object({
  namedChunkGroups: z.record(z.string(), z.object({ assets: z.array(z.union([z.string(), z.object({ name: z.string() })])) })).optional(),
})
const chunkMapSchema = z.record(z.string(), z.array(z.string()))
const pageDataSchema = z.object({ componentChunkName: z.string().optional() })
const languagesSchema = z.array(z.object({ code: z.string() }))

export interface RouteScript {
  url: string
  from: "html" | "page chunk"
  bytes: number
  gzipBytes: number
}

/** A built page's scripts before interaction. */
export interface RouteScripts {
  route: string
  component: string | null
  scripts: RouteScript[]
  /** Scripts named but not found in the build. */
  missing: string[]
  bytes: number
  gzipBytes: number
}

/** A route with its budget (KB gzip) and whether it is over. */
export interface CheckedRoute extends RouteScripts {
  kb: number
  budget: number
  over: boolean
}

/** Script URLs an HTML document loads by itself: <script src> and <link rel=preload|modulepreload as=script>. */
export function htmlScripts(html: string): string[] {
  const document = parseHtml(html)
  const urls: string[] = []
  for (const script of elements(document, "script")) if (script.attribs.src) urls.push(script.attribs.src)
  for (const link of elements(document, "link")) {
    const { rel = "", as, href } = link.attribs
    const rels = rel.toLowerCase().split(/\s+/)
    if (href && (rels.includes("modulepreload") || (rels.includes("preload") && as === "script"))) urls.push(href)
  }
  return urls
}

/** page-data/<path>/page-data.json for a route ("/" → index). */
const pageDataFile = (publicDir: string, route: string) =>
  path.join(publicDir, "page-data", route === "/" ? "index" : route.replace(/^\/|\/$/g, ""), "page-data.json")

/** A JSON file read with its schema, or null when it is not there. */
const readJson = <Schema extends z.ZodType>(file: string, schema: Schema): z.infer<Schema> | null =>
  fs.existsSync(file) ? schema.parse(JSON.parse(fs.readFileSync(file, "utf8"))) : null

/** The JS files (as site paths) of a component's chunk group, from webpack.stats.json, else chunk-map.json. */
function chunkGroupScripts(
  chunkName: string,
  stats: z.infer<typeof statsSchema> | null,
  chunkMap: z.infer<typeof chunkMapSchema> | null,
): string[] {
  const group = stats?.namedChunkGroups?.[chunkName]
  if (group) return group.assets.map((asset) => `/${typeof asset === "string" ? asset : asset.name}`).filter((name) => name.endsWith(".js"))
  return (chunkMap?.[chunkName] ?? []).filter((name) => name.endsWith(".js"))
}

/**
 * Measures every page of the build: [{ route, scripts: [{ url, bytes, gzipBytes, from }], bytes, gzipBytes, missing }],
 * sorted by route. `from` is "html" or "page chunk"; `missing` lists scripts named but not found in the build.
 */
export function measureRoutes(publicDir: string): RouteScripts[] {
  const root = path.resolve(publicDir)
  const stats = readJson(path.join(root, "webpack.stats.json"), statsSchema)
  const chunkMap = readJson(path.join(root, "chunk-map.json"), chunkMapSchema)
  const sizes = new Map<string, { bytes: number; gzipBytes: number } | null>()
  const sizeOf = (url: string) => {
    if (!sizes.has(url)) {
      const file = path.join(root, decodeURIComponent(url.split(/[?#]/)[0] ?? ""))
      if (!file.startsWith(root + path.sep) || !fs.existsSync(file)) sizes.set(url, null)
      else {
        const content = fs.readFileSync(file)
        sizes.set(url, { bytes: content.length, gzipBytes: zlib.gzipSync(content, { level: 9 }).length })
      }
    }
    return sizes.get(url)
  }

  const routes: RouteScripts[] = []
  for (const file of listHtmlFiles(root)) {
    const route = pagePath(root, file)
    if (route.startsWith("/_gatsby/")) continue // slices: fragments stitched into the pages
    if (route === "/admin" || route.startsWith("/admin/")) continue // the content manager (Decap): not a page of the site
    const wanted = new Map<string, RouteScript["from"]>()
    for (const url of htmlScripts(fs.readFileSync(file, "utf8"))) if (url.startsWith("/") && !url.startsWith("//")) wanted.set(url, "html")
    const chunkName = readJson(pageDataFile(root, route), pageDataSchema)?.componentChunkName
    if (chunkName) for (const url of chunkGroupScripts(chunkName, stats, chunkMap)) if (!wanted.has(url)) wanted.set(url, "page chunk")
    const scripts: RouteScript[] = []
    const missing: string[] = []
    for (const [url, from] of wanted) {
      const size = sizeOf(url)
      if (size) scripts.push({ url, from, ...size })
      else missing.push(url)
    }
    routes.push({
      route,
      component: chunkName ?? null,
      scripts,
      missing,
      bytes: scripts.reduce((sum, s) => sum + s.bytes, 0),
      gzipBytes: scripts.reduce((sum, s) => sum + s.gzipBytes, 0),
    })
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route))
}

export const kb = (bytes: number): number => bytes / 1024

export function loadBudgets(file = BUDGETS_FILE): Budgets {
  return budgetsSchema.parse(JSON.parse(fs.readFileSync(file, "utf8")))
}

/** The other languages' prefixes (data/languages.json; the first language has none): /de/contact has /contact's budget. */
const LANGUAGE_PREFIX = (() => {
  const languages = readJson(path.resolve(process.env.CONTENT_DIR ?? "data", "languages.json"), languagesSchema) ?? []
  const codes = languages.slice(1).map((language) => language.code)
  return codes.length ? new RegExp(`^/(?:${codes.join("|")})(?=/|$)`) : null
})()

/** Whether a budget's key names the route: "/contact" itself, or a pattern where * stands for one path segment. */
const keyMatches = (key: string, route: string) =>
  key.includes("*")
    ? new RegExp(
        `^${key
          .split("*")
          .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, "\\$&"))
          .join("[^/]+")}$`,
      ).test(route)
    : key === route

/**
 * The budget of a route in KB gzip: the entry naming it (exact, or a pattern such as "/destinations/*" so that a page
 * added with content has its template's budget), else its page's in the default language, else "default".
 */
export function budgetFor(budgets: Budgets, route: string): number {
  const table = budgets.jsGzipKB ?? {}
  const neutral = LANGUAGE_PREFIX ? route.replace(LANGUAGE_PREFIX, "") || "/" : route
  for (const candidate of [route, neutral]) {
    const key = Object.keys(table).find((name) => name !== "default" && keyMatches(name, candidate))
    const budget = key === undefined ? undefined : table[key]
    if (budget !== undefined) return budget
  }
  return table.default ?? Number.POSITIVE_INFINITY
}

/** Each route with its budget and whether it is over. */
export function checkBudgets(routes: RouteScripts[], budgets: Budgets): CheckedRoute[] {
  return routes.map((r) => {
    const budget = budgetFor(budgets, r.route)
    return { ...r, kb: kb(r.gzipBytes), budget, over: kb(r.gzipBytes) > budget }
  })
}

/** The table the CLI prints. */
export function formatTable(checked: CheckedRoute[]): string {
  const rows = [["route", "KB gzip", "budget", "raw KB", "scripts", ""]]
  for (const r of checked) {
    rows.push([
      r.route,
      r.kb.toFixed(1),
      String(r.budget),
      kb(r.bytes).toFixed(1),
      String(r.scripts.length),
      r.over ? "OVER" : r.missing.length ? `missing ${r.missing.join(" ")}` : "ok",
    ])
  }
  const widths = (rows[0] ?? []).map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0)))
  return rows
    .map((row) =>
      row
        .map((cell, i) => (i === 0 || i === 5 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
        .join("  ")
        .trimEnd(),
    )
    .join("\n")
}

if (require.main === module) {
  const publicDir = path.resolve(process.argv[2] ?? process.env.PUBLIC_DIR ?? "public")
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`No built site in ${publicDir} (run gatsby build, or pass the public dir).`)
    process.exit(2)
  }
  const checked = checkBudgets(measureRoutes(publicDir), loadBudgets())
  console.log(`JavaScript before interaction per route, ${publicDir} (gzip -9, KB = 1024 bytes)\n`)
  console.log(formatTable(checked))
  const shared = new Map<string, RouteScript>()
  for (const r of checked) for (const s of r.scripts) shared.set(s.url, s)
  console.log(`\nScripts:`)
  for (const s of [...shared.values()].sort((a, b) => b.gzipBytes - a.gzipBytes))
    console.log(`  ${kb(s.gzipBytes).toFixed(1).padStart(6)} KB  ${s.url}  (${s.from})`)
  const over = checked.filter((r) => r.over || r.missing.length > 0)
  process.exit(over.length > 0 ? 1 : 0)
}
