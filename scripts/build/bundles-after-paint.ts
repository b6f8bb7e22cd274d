// The built pages' bundles start once the hero picture is drawn (see startBundlesAfterPaint).
import fs from "node:fs"
import { elements, listHtmlFiles, parseHtml, textOf, type HtmlElement } from "../lab/html"

/** Marks the preload links of the bundles the loader starts. */
const BUNDLE_ATTRIBUTE = "data-bundle"

/** The id of the inline script Gatsby writes into every page it renders (static-entry.js): what marks its pages. */
const GATSBY_PAGE_SCRIPT = "gatsby-script-loader"

/**
 * Starts the bundles once the page has had its first contentful paint (where the browser reports it: text set in a web
 * font still loading is not one) and the priority pictures (the hero's) have loaded, been decoded and drawn (two frames
 * later); at once in a tab that is not shown (no frames come there). One text on every page: one CSP hash.
 */
export const START_BUNDLES = `(function(){var d=document,started=false;function start(){if(started)return;started=true;d.querySelectorAll("link[${BUNDLE_ATTRIBUTE}]").forEach(function(l){var s=d.createElement("script");s.src=l.getAttribute("href");s.async=true;d.body.appendChild(s)})}if(d.visibilityState==="hidden"){start();return}d.addEventListener("visibilitychange",start,{once:true});var lcp="largest-contentful-paint",waits=[].map.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){return(i.complete?Promise.resolve():new Promise(function(r){i.addEventListener("load",r);i.addEventListener("error",r)})).then(function(){return i.decode()}).catch(function(){})});if(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf(lcp)>=0)waits.push(new Promise(function(r){new PerformanceObserver(function(l,o){o.disconnect();r()}).observe({type:lcp,buffered:true})}));Promise.all(waits).then(function(){requestAnimationFrame(function(){requestAnimationFrame(start)})})})()`

/** A `<script async src>` bundle as Gatsby writes it, a preload this step wrote, or the loader it wrote. */
function isBundleOrLoader(node: HtmlElement): boolean {
  if (node.name === "link") return BUNDLE_ATTRIBUTE in node.attribs
  if (node.name !== "script") return false
  return (
    ("async" in node.attribs && "src" in node.attribs) || (!("src" in node.attribs) && textOf(node).includes(`link[${BUNDLE_ATTRIBUTE}]`))
  )
}

/**
 * One page's HTML with its bundles as preloads and the loader after them, wherever Gatsby's first bundle was; null when
 * it has no bundle. Written again from what a run before wrote too, so a page Gatsby did not render again gets the
 * current form (an incremental build).
 */
export function rewritePage(html: string): string | null {
  const document = parseHtml(html, { withStartIndices: true, withEndIndices: true })
  const nodes = [...elements(document, "script"), ...elements(document, "link")]
    .filter(isBundleOrLoader)
    .sort((a, b) => (a.startIndex ?? 0) - (b.startIndex ?? 0))
  const bundles = nodes.flatMap((node) => (node.name === "link" ? [node.attribs.href] : "src" in node.attribs ? [node.attribs.src] : []))
  const first = nodes[0]
  if (!first || bundles.length === 0) return null
  const links = bundles.map((src) => `<link rel="preload" as="script" href="${src}" fetchpriority="low" ${BUNDLE_ATTRIBUTE}=""/>`)
  const replacement = `${links.join("")}<script>${START_BUNDLES}</script>`
  // From the last to the first, so the earlier positions hold
  let result = html
  for (const node of [...nodes].reverse()) {
    const start = node.startIndex ?? 0
    const end = (node.endIndex ?? start) + 1
    result = result.slice(0, start) + (node === first ? replacement : "") + result.slice(end)
  }
  return result
}

/**
 * Gatsby writes its bundles as `<script async>` at the end of every page (its scripts slice, stitched into the HTML
 * after rendering, where no gatsby-ssr API reaches), so a bundle that arrives before the hero picture is drawn runs
 * first and the picture waits behind it: on a phone with the bundles cached, and in Lighthouse's simulation, which then
 * counts the bundles' download and evaluation in the LCP (2.15-2.32 s on 4 of 28 routes; the others 1.40-1.89). Here the
 * same files are fetched as before (a preload at the async scripts' low priority, in the same place) and run once the
 * hero is on screen; every control works without them meanwhile (links and forms). Throws when a page Gatsby rendered
 * has no bundle, so an upgrade that writes them otherwise stops the build.
 */
export function startBundlesAfterPaint(publicDir: string): { rewritten: number; pages: number } {
  let rewritten = 0
  let pages = 0
  for (const file of listHtmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    if (!html.includes(`id="${GATSBY_PAGE_SCRIPT}"`)) continue
    pages += 1
    const result = rewritePage(html)
    if (result === null) throw new Error(`bundles-after-paint: ${file} has no <script async src> bundle`)
    if (result !== html) {
      fs.writeFileSync(file, result)
      rewritten += 1
    }
  }
  return { rewritten, pages }
}
