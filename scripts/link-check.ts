// Link check of a built site: linkinator crawls the build served as a static host serves it (scripts/lab/serve-build.ts),
// starting from every built HTML file (every language, the 404 pages, Gatsby's slices), so every internal link, asset
// and #fragment must resolve. Absolute links to the site's own origin are checked against the build; other origins are
// counted by host, never fetched.
//
//   npx tsx scripts/link-check.ts [public-dir] [--origin https://www.example.com]
//
// The public dir defaults to $PUBLIC_DIR, then "public". The site's origin defaults to $SITE_URL, then the origin of the
// first <loc> in sitemap-index.xml. Exits 1 when a link is broken.
import fs from "node:fs"
import path from "node:path"
import { LinkChecker } from "linkinator"
import { serveBuild } from "./lab/serve-build"
import { elements, listHtmlFiles, pagePath, parseHtml, resolveSitePath } from "./lab/html"

/** The site's origin from SITE_URL or the first <loc> of sitemap-index.xml / sitemap.xml. */
/** A link the check found broken, on the page (site path) it is on. */
export interface BrokenLink {
  page: string
  url: string
  problem: string
}

export interface LinkReport {
  publicDir: string
  origin: string | null
  files: number
  checked: number
  broken: BrokenLink[]
  /** Distinct URLs by host, never fetched. */
  external: Record<string, number>
  /** Distinct URLs by scheme (mailto, tel, …), not checked. */
  schemes: Record<string, number>
  placeholders: Array<{ page: string }>
}

export function detectOrigin(publicDir: string): string | null {
  if (process.env.SITE_URL) return new URL(process.env.SITE_URL).origin
  for (const name of ["sitemap-index.xml", "sitemap.xml"]) {
    const file = path.join(publicDir, name)
    if (!fs.existsSync(file)) continue
    const loc = /<loc>\s*([^<\s]+)/.exec(fs.readFileSync(file, "utf8"))?.[1]
    if (loc) return new URL(loc.replace(/&amp;/g, "&")).origin
  }
  return null
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** Where URLs live in the markup: [tag, attribute]. linkinator reads all but the last four. */
const URL_ATTRIBUTES: Array<[tag: string, attribute: string]> = [
  ...["a", "area", "link"].map((tag): [string, string] => [tag, "href"]),
  ...["img", "source", "script", "iframe", "video", "audio", "track", "embed"].map((tag): [string, string] => [tag, "src"]),
  ["img", "srcset"],
  ["source", "srcset"],
  ["video", "poster"],
  ["object", "data"],
  // gatsby-plugin-image's lazy images carry their URLs here until its script swaps them in
  ["img", "data-src"],
  ["img", "data-srcset"],
  ["source", "data-srcset"],
  ["form", "action"],
]
const UNREAD = new Set(["data-src", "data-srcset", "action"])
/** Where the site's own server answers (server/routes: the forms post there): no file of the build, and not a page to fetch. */
const SERVER_PATH = /^\/api\//
/** Share tags whose content may be a site path ("/og/home.jpg"): linkinator reads only absolute URLs in <meta>. */
const META_URLS = new Set(["og:image", "og:image:url", "og:url", "twitter:image"])

/** The URLs of a srcset value (data: URLs may contain commas, so this follows the HTML parsing steps). */
export function parseSrcset(value: string): string[] {
  const urls: string[] = []
  let i = 0
  const at = (index: number) => value.charAt(index)
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(at(i))) i++
    const start = i
    while (i < value.length && !/\s/.test(at(i))) i++
    let url = value.slice(start, i)
    if (url.endsWith(",")) url = url.replace(/,+$/, "")
    else while (i < value.length && at(i) !== ",") i++
    if (url) urls.push(url)
  }
  return urls
}

/**
 * The checks linkinator cannot make on one page, as [{ url, problem }]: an empty URL and a javascript: URL are broken
 * (linkinator skips both), href="#" is a placeholder (listed, not broken), and the URLs it does not read (lazy images'
 * data-src/data-srcset, form actions, share tags naming a site path) must name a file of the build, but for a form that
 * posts to the site's server (/api/).
 */
export function unreadUrls(publicDir: string, page: string, html: string, origin: string | null): Array<{ url: string; problem: string }> {
  const document = parseHtml(html)
  const found: Array<{ url: string; problem: string }> = []
  const resolve = (url: string, tag?: string) => {
    const target = new URL(url, `http://site.invalid${page}`)
    const internal = target.origin === "http://site.invalid" || target.origin === origin
    if (internal && tag === "form" && SERVER_PATH.test(target.pathname)) return
    if (internal && target.protocol.startsWith("http") && !resolveSitePath(publicDir, target.pathname))
      found.push({ url, problem: `no file for ${target.pathname}` })
  }
  for (const [tag, attribute] of URL_ATTRIBUTES) {
    for (const element of elements(document, tag)) {
      const value = element.attribs[attribute]
      if (value === undefined) continue
      const urls = attribute.endsWith("srcset") ? parseSrcset(value) : [value.trim()]
      for (const url of urls) {
        if (url === "") found.push({ url, problem: `empty ${tag}[${attribute}]` })
        else if (/^javascript:/i.test(url)) found.push({ url, problem: "javascript: URL" })
        else if (url === "#" && tag === "a") found.push({ url, problem: "placeholder" })
        else if (UNREAD.has(attribute)) resolve(url, tag)
      }
    }
  }
  for (const meta of elements(document, "meta")) {
    const key = meta.attribs.property ?? meta.attribs.name ?? ""
    const content = meta.attribs.content ?? ""
    if (META_URLS.has(key) && content.startsWith("/") && !content.startsWith("//")) resolve(content)
  }
  return found
}

/**
 * Checks every built HTML file of publicDir. Returns { publicDir, origin, files, checked, broken: [{ page, url, problem }],
 * external: { host: distinct URLs }, schemes: { scheme: distinct URLs }, placeholders: [{ page }] }.
 */
export async function checkLinks(publicDir: string, options: { origin?: string } = {}): Promise<LinkReport> {
  const root = path.resolve(publicDir)
  const origin = options.origin ?? detectOrigin(root)
  const files = listHtmlFiles(root)
  const { server, origin: local } = await serveBuild(root)
  const sitePath = (url: string | undefined) => (url?.startsWith(local) ? url.slice(local.length) || "/" : url)
  try {
    const { links } = await new LinkChecker().check({
      path: files.map((file) => `${local}${pagePath(root, file)}`),
      recurse: true,
      checkFragments: true,
      // url() in <style> and in the CSS files
      checkCss: true,
      concurrency: 8,
      // Network errors are retried (twice, after about 2 and 4 s): beside the other tests the local server's socket was
      // reset now and then (ECONNRESET on one or two of 1,700 URLs). A 404 is not retried; this server sends no 5xx
      retryErrors: true,
      retryErrorsCount: 2,
      retryErrorsJitter: 500,
      // Canonical links, og:url and og:image name the public origin: check them in this build
      urlRewriteExpressions: origin ? [{ pattern: new RegExp(`^${escapeRegExp(origin)}(?=/|$)`), replacement: local }] : [],
      linksToSkip: async (url: string) => !url.startsWith(`${local}/`),
    })
    const report: LinkReport = {
      publicDir: root,
      origin,
      files: files.length,
      checked: 0,
      broken: [],
      external: {},
      schemes: {},
      placeholders: [],
    }
    const seen = new Set()
    for (const link of links) {
      if (link.state === "BROKEN") {
        const error = link.failureDetails?.find((detail) => detail instanceof Error)
        // fetch's own message ("fetch failed") says nothing; its cause names the socket's error
        const cause = error?.cause instanceof Error ? `: ${errorCode(error.cause) ?? error.cause.message}` : ""
        const problem = error ? `${error.message}${cause}` : `status ${link.status}`
        report.broken.push({ page: sitePath(link.parent) ?? "(start page)", url: sitePath(link.url) ?? link.url, problem })
      } else if (link.state === "OK") report.checked++
      else if (!seen.has(link.url)) {
        seen.add(link.url)
        const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(link.url)?.[1]?.toLowerCase() ?? "?"
        if (scheme === "http" || scheme === "https") {
          const { host } = new URL(link.url)
          report.external[host] = (report.external[host] ?? 0) + 1
        } else report.schemes[scheme] = (report.schemes[scheme] ?? 0) + 1
      }
    }
    // What linkinator does not read or does not fail on (unreadUrls)
    for (const file of files) {
      const page = pagePath(root, file)
      for (const { url, problem } of unreadUrls(root, page, fs.readFileSync(file, "utf8"), origin)) {
        if (problem === "placeholder") report.placeholders.push({ page })
        else report.broken.push({ page, url, problem })
      }
    }
    return report
  } finally {
    server.close()
  }
}

/** A readable report; broken links first, then external links by host. */
/** A system error's code ("ECONNRESET"), when it has one. */
const errorCode = (error: Error): string | undefined => ("code" in error && typeof error.code === "string" ? error.code : undefined)

export function formatReport(report: LinkReport): string {
  const lines = [
    `Link check of ${report.publicDir} (site origin ${report.origin ?? "unknown"}, linkinator)`,
    `  ${report.files} HTML files, ${report.checked} distinct URLs checked, ${report.broken.length} broken`,
  ]
  if (report.broken.length > 0) {
    lines.push("", "Broken:")
    for (const { page, url, problem } of report.broken) lines.push(`  ${page}  ${url}  → ${problem}`)
  }
  const hosts = Object.entries(report.external).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  const urls = hosts.reduce((sum, [, count]) => sum + count, 0)
  lines.push("", `External links (not fetched): ${urls} distinct URLs on ${hosts.length} hosts`)
  for (const [host, count] of hosts) lines.push(`  ${String(count).padStart(5)}  ${host}`)
  const schemes = Object.entries(report.schemes).sort((a, b) => b[1] - a[1])
  if (schemes.length > 0) lines.push("", `Other schemes (not checked): ${schemes.map(([s, n]) => `${s} ${n}`).join(", ")}`)
  if (report.placeholders.length > 0) {
    const pages = new Set(report.placeholders.map((p) => p.page))
    lines.push(`Placeholder links (href="#"): ${report.placeholders.length} on ${pages.size} pages`)
  }
  return lines.join("\n")
}

async function main(): Promise<void> {
  const args = process.argv.slice(2)
  const originAt = args.indexOf("--origin")
  const origin = originAt >= 0 ? new URL(args[originAt + 1] ?? "").origin : undefined
  const positional = args.filter((arg, i) => !arg.startsWith("--") && (originAt < 0 || i !== originAt + 1))
  const publicDir = path.resolve(positional[0] ?? process.env.PUBLIC_DIR ?? "public")
  if (!fs.existsSync(path.join(publicDir, "index.html"))) {
    console.error(`No built site in ${publicDir} (run gatsby build, or pass the public dir).`)
    process.exit(2)
  }
  const report = await checkLinks(publicDir, origin ? { origin } : {})
  console.log(formatReport(report))
  process.exit(report.broken.length > 0 ? 1 : 0)
}

// require.main, not import.meta: Playwright loads this module as CommonJS (e2e/build-output.spec.ts)
if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
