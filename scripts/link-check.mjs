// Link check of a built site: every internal reference in every built HTML file must resolve to a
// file of the build, and every #fragment to an id on its target page. External links are counted
// by host, never fetched.
//
//   node scripts/link-check.mjs [public-dir] [--origin https://www.example.com]
//
// The public dir defaults to $PUBLIC_DIR, then "public". The site's origin (absolute links to it are
// internal) defaults to $SITE_URL, then the origin of the first <loc> in sitemap-index.xml.
// Exits 1 when a link is broken.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { Config, Parser } from "html-validate"

/** Folders of the build that hold no pages: hashed assets and Partytown's worker files. */
const SKIPPED_DIRS = new Set(["static", "~partytown", "page-data"])

/** Where URLs live in the markup: [selector, attribute, kind]. */
const SOURCES = [
  ["a[href]", "href", "url"],
  ["area[href]", "href", "url"],
  ["link[href]", "href", "url"],
  ["img[src]", "src", "url"],
  ["img[srcset]", "srcset", "srcset"],
  // gatsby-plugin-image's lazy images carry their URLs here until its script swaps them in
  ["img[data-src]", "data-src", "url"],
  ["img[data-srcset]", "data-srcset", "srcset"],
  ["source[src]", "src", "url"],
  ["source[srcset]", "srcset", "srcset"],
  ["source[data-srcset]", "data-srcset", "srcset"],
  ["script[src]", "src", "url"],
  ["iframe[src]", "src", "url"],
  ["video[src]", "src", "url"],
  ["video[poster]", "poster", "url"],
  ["audio[src]", "src", "url"],
  ["track[src]", "src", "url"],
  ["embed[src]", "src", "url"],
  ["object[data]", "data", "url"],
  ["form[action]", "action", "url"],
  ['meta[property="og:image"]', "content", "meta"],
  ['meta[property="og:image:url"]', "content", "meta"],
  ['meta[property="og:url"]', "content", "meta"],
  ['meta[name="twitter:image"]', "content", "meta"],
]

/** Every built HTML file under the public dir (pages, 404 pages, Gatsby slices), sorted. */
export function listHtmlFiles(publicDir) {
  const files = []
  const walk = (dir, depth) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (depth === 0 && SKIPPED_DIRS.has(entry.name)) continue
      if (entry.name.startsWith("~partytown")) continue
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full, depth + 1)
      else if (entry.isFile() && entry.name.endsWith(".html")) files.push(full)
    }
  }
  walk(publicDir, 0)
  return files.sort()
}

/** The URL path a built HTML file is served at ("about/index.html" → "/about", "404.html" → "/404.html"). */
export function pagePath(publicDir, file) {
  const rel = path.relative(publicDir, file).split(path.sep).join("/")
  if (rel === "index.html") return "/"
  if (rel.endsWith("/index.html")) return `/${rel.slice(0, -"/index.html".length)}`
  return `/${rel}`
}

const ENTITIES = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" }

/** Decodes the character references html-validate leaves in attribute values. */
export function decodeEntities(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, ref) => {
    if (ref[0] === "#") {
      const code = ref[1] === "x" || ref[1] === "X" ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10)
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole
    }
    return ENTITIES[ref.toLowerCase()] ?? whole
  })
}

/** The URLs of a srcset value (data: URLs may contain commas, so this follows the HTML parsing steps). */
export function parseSrcset(value) {
  const urls = []
  let i = 0
  while (i < value.length) {
    while (i < value.length && /[\s,]/.test(value[i])) i++
    const start = i
    while (i < value.length && !/\s/.test(value[i])) i++
    let url = value.slice(start, i)
    if (url.endsWith(",")) url = url.replace(/,+$/, "")
    else while (i < value.length && value[i] !== ",") i++
    if (url) urls.push(url)
  }
  return urls
}

/** url(...) references in CSS text. */
const cssUrls = (css) => [...css.matchAll(/url\(\s*(["']?)([^"')]+?)\1\s*\)/g)].map((m) => m[2])

/** The site's origin from SITE_URL or the first <loc> of sitemap-index.xml / sitemap.xml. */
export function detectOrigin(publicDir) {
  if (process.env.SITE_URL) return new URL(process.env.SITE_URL).origin
  for (const name of ["sitemap-index.xml", "sitemap.xml"]) {
    const file = path.join(publicDir, name)
    if (!fs.existsSync(file)) continue
    const loc = /<loc>\s*([^<\s]+)/.exec(fs.readFileSync(file, "utf8"))?.[1]
    if (loc) return new URL(decodeEntities(loc)).origin
  }
  return null
}

/** The file a site path is served from: the file itself, else dir/index.html, else path.html. */
export function resolveSitePath(publicDir, pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const rel = decoded.replace(/^\/+/, "")
  const candidates = decoded.endsWith("/") ? [`${rel}index.html`] : [rel, `${rel}/index.html`, `${rel}.html`]
  const root = path.resolve(publicDir)
  for (const candidate of candidates) {
    const full = path.resolve(root, candidate)
    if (full !== root && !full.startsWith(root + path.sep)) return null
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full
  }
  return null
}

/**
 * Checks every built HTML file of publicDir. Returns
 * { publicDir, origin, files, references, internal, broken: [{ page, element, url, problem }],
 *   external: { host: count }, externalUrls, schemes: { scheme: count }, placeholders: [{ page, text }] }.
 */
export async function checkLinks(publicDir, options = {}) {
  const root = path.resolve(publicDir)
  const origin = options.origin ?? detectOrigin(root)
  const config = await Config.defaultConfig().resolve()
  const parse = (file, html = fs.readFileSync(file, "utf8")) => new Parser(config).parseHtml(html)

  // ids per HTML file, parsed on first use (pages link to each other's sections)
  const idCache = new Map()
  const idsOf = (file, document) => {
    if (!idCache.has(file)) {
      const doc = document ?? parse(file)
      const ids = new Set()
      for (const el of doc.querySelectorAll("[id]")) ids.add(decodeEntities(el.getAttributeValue("id") ?? ""))
      for (const el of doc.querySelectorAll("a[name]")) ids.add(decodeEntities(el.getAttributeValue("name") ?? ""))
      idCache.set(file, ids)
    }
    return idCache.get(file)
  }

  const files = listHtmlFiles(root)
  const report = {
    publicDir: root,
    origin,
    files: files.length,
    references: 0,
    internal: new Set(),
    broken: [],
    external: {},
    externalUrls: new Set(),
    schemes: {},
    placeholders: [],
  }

  for (const file of files) {
    const page = path.relative(root, file).split(path.sep).join("/")
    const base = `http://site.invalid${pagePath(root, file)}`
    const html = fs.readFileSync(file, "utf8")
    const document = parse(file, html)
    idsOf(file, document)

    const check = (element, raw) => {
      report.references++
      const url = decodeEntities(raw).trim()
      const fail = (problem) => report.broken.push({ page, element, url: raw, problem })
      if (url === "") return fail("empty URL")
      if (url === "#") {
        if (element.startsWith("a[")) report.placeholders.push({ page, element })
        return
      }
      if (url.startsWith("#")) {
        const id = safeDecode(url.slice(1))
        if (id !== "top" && !idsOf(file).has(id)) fail(`no element with id "${id}" on this page`)
        return
      }
      const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase()
      let target
      if (scheme === "http" || scheme === "https" || url.startsWith("//")) {
        target = new URL(url, "https://protocol-relative.invalid")
        if (!origin || target.origin !== origin) {
          report.external[target.host] = (report.external[target.host] ?? 0) + 1
          report.externalUrls.add(target.href)
          return
        }
      } else if (scheme) {
        report.schemes[scheme] = (report.schemes[scheme] ?? 0) + 1
        if (scheme === "javascript") fail("javascript: URL")
        return
      } else {
        target = new URL(url, base)
      }
      report.internal.add(`${target.pathname}${target.hash}`)
      const resolved = resolveSitePath(root, target.pathname)
      if (!resolved) return fail(`no file for ${target.pathname}`)
      const fragment = safeDecode(target.hash.slice(1))
      if (fragment && fragment !== "top" && resolved.endsWith(".html") && !idsOf(resolved).has(fragment)) {
        fail(`no element with id "${fragment}" on ${path.relative(root, resolved).split(path.sep).join("/")}`)
      }
    }

    for (const [selector, attribute, kind] of SOURCES) {
      for (const el of document.querySelectorAll(selector)) {
        const value = el.getAttributeValue(attribute)
        if (value === null || value === undefined) continue
        const element = kind === "meta" ? selector : `${selector.replace(/\[.*$/, "")}[${attribute}]`
        if (kind === "srcset") for (const url of parseSrcset(decodeEntities(value))) check(element, url)
        else if (kind === "meta") {
          // only absolute URLs (or site paths) are links in <meta content>
          if (/^(https?:)?\/\//i.test(value) || value.startsWith("/")) check(element, value)
        } else check(element, value)
      }
    }
    // html-validate's parser keeps no text for <style>, so read the CSS from the source
    for (const [, css] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
      for (const url of cssUrls(css)) check("style url()", url)
    }
  }

  return report
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** A readable report; broken links first, then external links by host. */
export function formatReport(report) {
  const lines = [
    `Link check of ${report.publicDir} (site origin ${report.origin ?? "unknown"})`,
    `  ${report.files} HTML files, ${report.references} references, ${report.internal.size} distinct internal targets, ${report.broken.length} broken`,
  ]
  if (report.broken.length > 0) {
    lines.push("", "Broken:")
    for (const { page, element, url, problem } of report.broken) lines.push(`  ${page}  ${element}  ${url}  → ${problem}`)
  }
  const hosts = Object.entries(report.external).sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  lines.push("", `External links (not fetched): ${report.externalUrls.size} distinct URLs on ${hosts.length} hosts`)
  for (const [host, count] of hosts) lines.push(`  ${String(count).padStart(5)}  ${host}`)
  const schemes = Object.entries(report.schemes).sort((a, b) => b[1] - a[1])
  if (schemes.length > 0) lines.push("", `Other schemes (not checked): ${schemes.map(([s, n]) => `${s} ${n}`).join(", ")}`)
  if (report.placeholders.length > 0) {
    const pages = new Set(report.placeholders.map((p) => p.page))
    lines.push(`Placeholder links (href="#"): ${report.placeholders.length} on ${pages.size} pages`)
  }
  return lines.join("\n")
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)
if (isMain) {
  const args = process.argv.slice(2)
  const originAt = args.indexOf("--origin")
  const origin = originAt >= 0 ? new URL(args[originAt + 1]).origin : undefined
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
