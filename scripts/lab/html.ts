// The built site's HTML files, listed once and read with a real parser (htmlparser2), never with regular expressions.
// No import.meta here: scripts/build/headers.ts imports this module, and Gatsby bundles gatsby-node's imports into CommonJS.
import fs from "node:fs"
import path from "node:path"
import { DomUtils, parseDocument } from "htmlparser2"

export type HtmlDocument = ReturnType<typeof parseDocument>
export type HtmlElement = ReturnType<typeof DomUtils.getElementsByTagName>[number]

/** Every .html file under dir, sorted: pages, 404 pages, Gatsby's slices and the CMS's page (callers filter). */
export function listHtmlFiles(dir: string): string[] {
  return (
    fs
      .readdirSync(dir, { recursive: true, encoding: "utf8" })
      .map((name) => path.join(dir, name))
      // page-data/404.html/ is a folder: only files count
      .filter((file) => file.endsWith(".html") && fs.lstatSync(file).isFile())
      .sort()
  )
}

/** The URL path a built HTML file is served at ("about/index.html" → "/about", "404.html" → "/404.html"). */
export function pagePath(publicDir: string, file: string): string {
  const rel = path.relative(publicDir, file).split(path.sep).join("/")
  if (rel === "index.html") return "/"
  if (rel.endsWith("/index.html")) return `/${rel.slice(0, -"/index.html".length)}`
  return `/${rel}`
}

/** The file a site path is served from, as a static host finds it: the file itself, else dir/index.html, else path.html. */
export function resolveSitePath(publicDir: string, pathname: string): string | null {
  let decoded: string
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

/** An HTML document's tree (attribute values decoded, names lower-cased; script and style bodies kept as written; with
 * htmlparser2's options, each node's place in the text). */
export const parseHtml = (html: string, options?: Parameters<typeof parseDocument>[1]): HtmlDocument => parseDocument(html, options)

/** The elements of a document with this tag name, in document order. */
export const elements = (document: HtmlDocument, name: string): HtmlElement[] => DomUtils.getElementsByTagName(name, document, true)

/** An element's text (a script's or style's body as written). */
export const textOf = (node: HtmlElement): string => DomUtils.textContent(node)
