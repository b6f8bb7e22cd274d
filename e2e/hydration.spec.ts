// Islands in a static page: what never changes in the browser keeps the server's HTML and React never renders it
// (StaticRegion); what a visitor can touch hydrates; a client-side navigation still renders the whole next page.
import type { Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { contentOf, destinations, t } from "./support/content"

/**
 * Installed before the page's first byte: once the page is parsed, records every change to the nodes or text inside a static region, and
 * the region's nodes as first painted, so they can be compared once the page has hydrated.
 */
function watchStaticRegions() {
  const changes: string[] = []
  const first = new Map<Element, Node[]>()
  const insideStatic = (node: Node) => (node instanceof Element ? node : node.parentElement)?.closest("[data-static]") !== null
  // From the parsed page on (the parser's own insertions are not changes)
  document.addEventListener("DOMContentLoaded", () => {
    for (const region of document.querySelectorAll("[data-static]")) first.set(region, [...region.childNodes])
    new MutationObserver((records) => {
      for (const record of records)
        if (insideStatic(record.target))
          changes.push(`${record.type} in ${(record.target as Element).outerHTML?.slice(0, 80) ?? record.target.textContent}`)
    }).observe(document, { subtree: true, childList: true, characterData: true })
  })
  Object.assign(window, {
    __staticRegions: () => ({
      count: first.size,
      changes,
      replaced: [...first].filter(([region, nodes]) => !region.isConnected || nodes.some((node, i) => region.childNodes[i] !== node))
        .length,
    }),
  })
}

/** Elements React has rendered in this document carry its fiber under a "__reactFiber$…" key. */
const renderedByReact = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((elements) => elements.map((el) => Object.keys(el).some((key) => key.startsWith("__reactFiber$"))))

const staticRegions = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __staticRegions: () => { count: number; changes: string[]; replaced: number } }).__staticRegions(),
  )

// (/inquiry/received: what the server fills into it, the inquiry's reference, must survive its hydration)
for (const route of ["/destinations/phuket", "/real-bangkok-private-tour", "/experiences", "/", "/privacy", "/inquiry/received"]) {
  test(`${route}: static regions keep their first-painted nodes while the page hydrates, and React never renders them`, async ({
    page,
  }) => {
    await page.addInitScript(watchStaticRegions)
    await gotoHydrated(page, route)
    const regions = await staticRegions(page)
    expect(regions.count).toBeGreaterThan(0)
    expect(regions.changes).toEqual([])
    expect(regions.replaced).toBe(0)
    // Nothing inside a static region was rendered by React; the outermost regions' wrappers and the islands were
    expect(await renderedByReact(page, "[data-static] *")).not.toContain(true)
    expect(await renderedByReact(page, "[data-static]:not([data-static] [data-static])")).not.toContain(false)
    expect(await renderedByReact(page, "header a, header button")).not.toContain(false)
  })
}

// The HTML carries every style its render made (src/theme/page-styles.ts): a rule inserted while the page hydrates
// makes the browser recompute the style and layout of the whole page
for (const route of ["/", "/destinations/phuket", "/de/contact", "/blog"]) {
  test(`${route}: hydrating the page inserts no style rule`, async ({ page }) => {
    await page.addInitScript(() => {
      const inserted: string[] = []
      const insertRule = CSSStyleSheet.prototype.insertRule
      CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
        if (document.documentElement.getAttribute("data-hydrated") !== "true") inserted.push(rule.slice(0, 120))
        return insertRule.call(this, rule, index)
      }
      Object.assign(window, { __rulesInserted: inserted })
    })
    await gotoHydrated(page, route)
    expect(await page.evaluate(() => (window as unknown as { __rulesInserted: string[] }).__rulesInserted)).toEqual([])
  })
}

// The browser's emotion cache adopts the server's <style> elements where they are (src/theme/emotion-cache.ts):
// a <style> inserted again is a new sheet to Chromium, which restyles and lays out the whole page for it
for (const route of ["/", "/destinations/phuket", "/de/contact"]) {
  test(`${route}: hydrating the page moves no style element`, async ({ page }) => {
    await page.addInitScript(() => {
      const moved: string[] = []
      document.addEventListener("DOMContentLoaded", () => {
        new MutationObserver((records) => {
          for (const record of records)
            for (const node of record.removedNodes) if (node instanceof HTMLStyleElement) moved.push(node.outerHTML.slice(0, 80))
        }).observe(document, { subtree: true, childList: true })
      })
      Object.assign(window, { __stylesMoved: moved })
    })
    await gotoHydrated(page, route)
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
    expect(await page.evaluate(() => (window as unknown as { __stylesMoved: string[] }).__stylesMoved)).toEqual([])
    // (and the server's chunk is there to be adopted)
    expect(await page.locator("style[data-server-styles]").count()).toBe(1)
  })
}

// A <form> inside a list item the browser skips (content-visibility: auto, OffscreenItem) makes Chromium compute
// that item's style when the page finishes loading, one item after another; the My trip toggles submit one form
// outside the lists (src/components/widgets/trip-add-form.tsx)
for (const route of ["/destinations/phuket", "/experiences", "/de/destinations/krabi", "/real-bangkok-private-tour"]) {
  test(`${route}: no form sits in a part of the page the browser skips`, async ({ page }) => {
    await gotoHydrated(page, route)
    const skipped = await page.evaluate(() => {
      const items = [...document.querySelectorAll("body *")].filter((item) => getComputedStyle(item).contentVisibility === "auto")
      return { items: items.length, forms: items.flatMap((item) => [...item.querySelectorAll("form, input, select, textarea")]).length }
    })
    expect(skipped.items).toBeGreaterThan(0)
    expect(skipped.forms).toBe(0)
  })
}

// Months in words come from Intl, whose first DateTimeFormat costs a phone about 90 ms of blocking time: a page's
// first load (its hydration and its islands) builds none; the server wrote the words (src/components/climate/best-time.tsx,
// the month page's name from src/node/create-pages.ts)
for (const route of ["/destinations/phuket", "/de/destinations/koh-samui", "/when-to-go/november", "/"]) {
  test(`${route}: hydrating the page builds no Intl.DateTimeFormat`, async ({ page }) => {
    await page.addInitScript(() => {
      const made: string[] = []
      const Original = Intl.DateTimeFormat
      Intl.DateTimeFormat = new Proxy(Original, {
        construct(target, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          made.push(new Error().stack ?? "")
          return new target(...args)
        },
        apply(target, self, args: ConstructorParameters<typeof Intl.DateTimeFormat>) {
          made.push(new Error().stack ?? "")
          return target(...args)
        },
      })
      Object.assign(window, { __dateFormatsMade: made })
    })
    await gotoHydrated(page, route)
    // and once the browser is idle, when the islands out of sight hydrate
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))))
    expect(await page.evaluate(() => (window as unknown as { __dateFormatsMade: string[] }).__dateFormatsMade)).toEqual([])
  })
}

test("the hotel cards are static, their trip toggles are islands, and view, filter and sort leave the cards as painted", async ({
  page,
}) => {
  await page.addInitScript(watchStaticRegions)
  await gotoHydrated(page, "/destinations/phuket")
  const hotels = page.locator("#hotels")
  expect(await renderedByReact(page, "#hotels article h3")).not.toContain(true)
  // The toggles are islands: those out of sight hydrate once the browser is idle
  await expect.poll(() => renderedByReact(page, "#hotels [data-trip-toggle]")).not.toContain(false)
  // List view: one attribute of the list; each card takes the row look from it
  const picture = hotels.locator("article").first().locator("[data-gatsby-image-wrapper]").first()
  const galleryWidth = (await picture.boundingBox())?.width ?? 0
  await hotels.getByRole("button", { name: t("hotels.list") }).click()
  await expect(hotels.locator("ul[data-view]")).toHaveAttribute("data-view", "list")
  await expect.poll(async () => (await picture.boundingBox())?.width ?? 0).not.toBe(galleryWidth)
  // Filter and sort: cards hidden and moved, none rendered again
  const category = await page.locator("#hotel-category option").nth(1).getAttribute("value")
  await page.locator("#hotel-category").selectOption(category ?? "")
  await page.locator("#hotel-sort").selectOption("price-desc")
  const shown = hotels.locator("li:not([hidden]) > article")
  await expect
    .poll(() => shown.evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute("data-category")))]))
    .toEqual([category])
  const regions = await staticRegions(page)
  expect(regions.changes).toEqual([])
  expect(regions.replaced).toBe(0)
  // a toggle works after hydration, in place
  const toggle = shown.first().locator("[data-trip-toggle]")
  await toggle.click()
  await expect(toggle).toHaveAttribute("aria-pressed", "true")
  await expect(page).toHaveURL(/\/destinations\/phuket/)
})

test("a client-side navigation renders the whole next page of the same template, with its own metadata", async ({ page }) => {
  const [from, to] = destinations.filter(({ slug }) => contentOf(slug).hotels.length > 0)
  if (!from || !to) throw new Error("needs two destinations with hotels")
  await gotoHydrated(page, `/destinations/${from.slug}`)
  await page.evaluate(() => Object.assign(window, { __samePage: true }))
  const nav = page.getByRole("navigation", { name: t("nav.label") })
  await page.setViewportSize({ width: 1440, height: 900 })
  await nav.getByRole("button", { name: t("nav.destinations") }).click()
  await nav.getByRole("link", { name: to.name, exact: true }).click()
  await expect(page).toHaveURL(`/destinations/${to.slug}`)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(to.heroTitle)
  // Still the same document: Gatsby rendered the page in the browser, static regions and all
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
  const expected = contentOf(to.slug)
  await expect(page.locator("#hotels article[data-hotel]")).toHaveCount(expected.hotels.length)
  expect(
    await page.locator("#hotels article[data-hotel]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-hotel"))),
  ).toEqual(expected.hotels.map(({ slug }) => slug))
  await expect(page.locator("#transport article")).toHaveCount(expected.vehicles.length)
  await expect(page.locator("#overview")).toContainText(to.overviewTitle)
  await expect(page.locator("#overview")).not.toContainText(from.overviewTitle)
  await expect(page).toHaveTitle(new RegExp(to.name))
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/destinations/${to.slug}$`))
  await expect
    .poll(() =>
      page.evaluate(() => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent).join("")),
    )
    .toContain(`/destinations/${to.slug}`)
  // the page's controls work: the new cards' toggles were rendered by React
  expect(await renderedByReact(page, "#hotels [data-trip-toggle]")).not.toContain(false)
})

test("a link inside a static region is a plain link: the next page loads whole, as a new document", async ({ page }) => {
  await gotoHydrated(page, "/")
  await page.evaluate(() => Object.assign(window, { __samePage: true }))
  const link = page.getByRole("contentinfo").getByRole("navigation").getByRole("link").first()
  const href = (await link.getAttribute("href")) ?? ""
  await link.click()
  await expect(page).toHaveURL(href)
  await page.waitForFunction(() => document.documentElement.getAttribute("data-hydrated") === "true")
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBeUndefined()
})

test("an island out of sight hydrates when it is touched, and answers that very tap", async ({ page }) => {
  // A page never idle: only what waits with a deadline runs (the page's own start, at its deadline); the islands,
  // which wait for idle time without one, are released by nothing but the visitor
  await page.addInitScript(() =>
    Object.assign(window, {
      requestIdleCallback: (run: IdleRequestCallback, options?: IdleRequestOptions) =>
        options?.timeout === undefined ? 0 : window.setTimeout(() => run({ didTimeout: true, timeRemaining: () => 0 }), options.timeout),
      cancelIdleCallback: (id: number) => window.clearTimeout(id),
    }),
  )
  await gotoHydrated(page, "/destinations/phuket")
  const toggle = page.locator("#hotels [data-trip-toggle]").last()
  expect(await renderedByReact(page, "#hotels [data-trip-toggle]")).toContain(false)
  await toggle.focus()
  await page.keyboard.press("Enter")
  await expect(toggle).toHaveAttribute("aria-pressed", "true")
  await expect(page).toHaveURL(/\/destinations\/phuket$/)
})
