// The page's bundles run once its hero is drawn (scripts/build/bundles-after-paint.ts): in Chromium, against the build.
import { expect, test } from "./support/test"
import { waitForHydration } from "./support/navigation"

/** Installed before the page's first byte: when each bundle's <script> joins the document, and the page's LCP entries. */
function watchBundles() {
  const inserted: Record<string, number> = {}
  const paints: Array<{ time: number; hero: boolean }> = []
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLScriptElement && node.src) inserted[new URL(node.src).pathname] = performance.now()
  }).observe(document, { subtree: true, childList: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as LargestContentfulPaint[])
      paints.push({ time: entry.startTime, hero: entry.element?.matches("img[fetchpriority=high]") ?? false })
  }).observe({ type: "largest-contentful-paint", buffered: true })
  Object.assign(window, { __bundles: () => ({ inserted, paints }) })
}

for (const route of ["/destinations/phuket", "/experiences", "/de/destinations", "/contact"]) {
  test(`${route}: the bundles start after the largest paint, and the page still hydrates`, async ({ page }) => {
    await page.addInitScript(watchBundles)
    await page.goto(route)
    await waitForHydration(page)
    const { inserted, paints, heroes } = await page.evaluate(() => ({
      ...(
        window as unknown as { __bundles: () => { inserted: Record<string, number>; paints: Array<{ time: number; hero: boolean }> } }
      ).__bundles(),
      heroes: document.querySelectorAll("img[fetchpriority=high]").length,
    }))
    const bundles = Object.keys(inserted).filter((src) => /^\/(webpack-runtime|framework|app)-/.test(src))
    expect(bundles).toHaveLength(3)
    const firstBundle = Math.min(...bundles.map((src) => inserted[src] ?? 0))
    // Something was drawn before any bundle joined the page (Gatsby's own tags join it as the parser reads them)
    expect(paints[0]?.time ?? Infinity).toBeLessThan(firstBundle)
    // and on a page with a hero picture, the picture itself
    if (heroes > 0) expect(paints.find((paint) => paint.hero)?.time ?? Infinity).toBeLessThan(firstBundle)
    // Fetched once: the script took the preloaded response
    const fetched = await page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname))
    for (const src of bundles) expect(fetched.filter((name) => name === src)).toHaveLength(1)
  })
}
