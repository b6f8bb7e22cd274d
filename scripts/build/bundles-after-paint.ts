// The built pages' bundles start once the hero picture is drawn (see startBundlesAfterPaint).
import fs from "node:fs"
import { elements, listHtmlFiles, parseHtml } from "../lab/html"

/** Marks the preload links of the bundles the loader starts (e2e/bundles-after-paint.spec.ts finds them too). */
export const BUNDLE_ATTRIBUTE = "data-bundle"

/** The id of the inline script Gatsby writes into every page it renders (static-entry.js): what marks its pages. */
const GATSBY_PAGE_SCRIPT = "gatsby-script-loader"

/**
 * Starts the bundles once the page has had its first contentful paint (where the browser reports it: text set in a web
 * font still loading is not one) and the priority pictures (the hero's) have loaded, been decoded and drawn (two frames
 * later); at once in a tab that is not shown (no frames come there). One text on every page: one CSP hash.
 */
export const START_BUNDLES = `(function(){var d=document,started=false;function start(){if(started)return;started=true;d.querySelectorAll("link[${BUNDLE_ATTRIBUTE}]").forEach(function(l){var s=d.createElement("script");s.src=l.getAttribute("href");s.async=true;d.body.appendChild(s)})}if(d.visibilityState==="hidden"){start();return}d.addEventListener("visibilitychange",start,{once:true});var lcp="largest-contentful-paint",waits=[].map.call(d.querySelectorAll("img[fetchpriority=high]"),function(i){return(i.complete?Promise.resolve():new Promise(function(r){i.addEventListener("load",r);i.addEventListener("error",r)})).then(function(){return i.decode()}).catch(function(){})});if(typeof PerformanceObserver==="function"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf(lcp)>=0)waits.push(new Promise(function(r){new PerformanceObserver(function(l,o){o.disconnect();r()}).observe({type:lcp,buffered:true})}));Promise.all(waits).then(function(){requestAnimationFrame(function(){requestAnimationFrame(start)})})})()`

/** One page's HTML with its `<script async src>` bundles replaced; null when it has none (rewritten already). */
export function rewritePage(html: string): string | null {
  const bundles = elements(parseHtml(html, { withStartIndices: true, withEndIndices: true }), "script").filter(
    (script) => "async" in script.attribs && "src" in script.attribs,
  )
  const first = bundles[0]
  if (!first) return null
  const links = bundles.map(
    (script) => `<link rel="preload" as="script" href="${script.attribs.src}" fetchpriority="low" ${BUNDLE_ATTRIBUTE}>`,
  )
  const replacement = `${links.join("")}<script>${START_BUNDLES}</script>`
  // From the last to the first, so the earlier positions hold
  let result = html
  for (const script of [...bundles].reverse()) {
    const start = script.startIndex ?? 0
    const end = (script.endIndex ?? start) + 1
    result = result.slice(0, start) + (script === first ? replacement : "") + result.slice(end)
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
 * has neither the bundles nor the loader, so an upgrade that writes them otherwise stops the build.
 */
export function startBundlesAfterPaint(publicDir: string): { rewritten: number; pages: number } {
  let rewritten = 0
  let pages = 0
  for (const file of listHtmlFiles(publicDir)) {
    const html = fs.readFileSync(file, "utf8")
    if (!html.includes(`id="${GATSBY_PAGE_SCRIPT}"`)) continue
    pages += 1
    const result = rewritePage(html)
    if (result) {
      fs.writeFileSync(file, result)
      rewritten += 1
    } else if (!html.includes(START_BUNDLES)) throw new Error(`bundles-after-paint: ${file} has no <script async src> bundle and no loader`)
  }
  return { rewritten, pages }
}
