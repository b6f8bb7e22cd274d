import type { Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe"
import { expectFitsWindow } from "./support/layout"
import { shardOf, sitemapPaths } from "./support/sitemap"
import { contentIn, defaultLanguage, destinations, languages, t, startingWith } from "./support/content"
import notices from "../src/lib/notice-registry.json"

/**
 * Site-wide quality gates on the served production build: axe (WCAG 2.0/2.1/2.2 A and AA) and a check
 * that nothing runs off the window on every page the sitemap lists plus the 404 page at both widths,
 * axe in the interactive states, and a
 * reading of every page with JavaScript switched off.
 *
 * The page list is only known once the server answers (/sitemap-index.xml), so the sweep is split
 * into shards fixed at collection time: Playwright's workers take shards, each shard takes every
 * n-th page, and every page in a shard is scanned before the shard reports all its failures.
 *
 * Every page as loaded is scanned here and only here; other specs run axe on states the sweep does not open
 * (a dialog, a filter, form errors).
 */

/** Shards of the axe sweep (about 160 pages with the 404 pages → 13 a shard at two widths, under a minute a shard). */
const AXE_SHARDS = 12
const NO_JS_SHARDS = 2
const NOT_FOUND = "/no-such-page"
/** The other languages' 404 pages, as built (gatsby serve answers unknown paths with the default language's). */
const LOCAL_NOT_FOUND = languages.slice(1).map(({ code }) => `/${code}/404`)
/**
 * The notice pages the server answers with (a form received or refused without script, a newsletter link's outcome),
 * in every language: not in the sitemap (noindex), so named here.
 */
const NOTICES = languages.flatMap(({ code }) =>
  Object.values(notices).map(({ path }) => (code === defaultLanguage ? path : `/${code}${path}`)),
)

/** Runs the check on each route, collecting every failure instead of stopping at the first. */
async function eachRoute(routes: string[], check: (route: string) => Promise<void>): Promise<string[]> {
  const failures: string[] = []
  for (const route of routes) {
    await test.step(route, async () => {
      try {
        await check(route)
      } catch (error) {
        failures.push(`${route}: ${error instanceof Error ? error.message : String(error)}`)
      }
    })
  }
  return failures
}

/** Two frames: what the page does on a resize (its observers, the section tabs' fades) has been laid out. */
const afterResize = (page: Page): Promise<void> =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))

/** axe and the layout check on the page as it is, at the window's current width. */
async function expectAccessibleAndFitting(page: Page, route: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0
  await expectNoAxeViolations(page, `on ${route} at ${width} px`)
  await expectFitsWindow(page, `${route} at ${width} px`)
}

test.describe(`axe and layout sweep at ${VIEWPORTS.mobile.width} and ${VIEWPORTS.desktop.width} px`, () => {
  for (let shard = 0; shard < AXE_SHARDS; shard++) {
    test(`sitemap pages, the 404 pages and the notice pages, part ${shard + 1} of ${AXE_SHARDS}`, async ({ page, request }) => {
      const routes = shardOf([...(await sitemapPaths(request)), NOT_FOUND, ...LOCAL_NOT_FOUND, ...NOTICES], shard, AXE_SHARDS)
      test.setTimeout(30_000 + routes.length * 30_000)
      // Each page is loaded once, on a phone's width, and checked there; then the window is widened to a desktop's
      // and it is checked again. Responsive layout is CSS only (no script reads the width), so a widened page is the
      // page a desktop loads, and the sweep saves a load and a hydration a page
      const failures = await eachRoute(routes, async (route) => {
        await page.setViewportSize(VIEWPORTS.mobile)
        await gotoHydrated(page, route)
        await expectAccessibleAndFitting(page, route)
        await page.setViewportSize(VIEWPORTS.desktop)
        await afterResize(page)
        await expectAccessibleAndFitting(page, route)
      })
      expect(failures, `axe violations (${failures.length} of ${routes.length} pages)`).toEqual([])
    })
  }

  // What the sweep relies on: were a script to render by the window's width, these would differ
  test("a page loaded on a phone and widened reads as the same page loaded on a desktop", async ({ page }) => {
    // What axe reads: roles, names, states and text (an element's loading state, such as a picture's, may differ)
    const reading = () => Promise.all([page.getByRole("banner").ariaSnapshot(), page.locator("main").ariaSnapshot()])
    for (const route of ["/", "/destinations", `/destinations/${destinations[0]?.slug ?? ""}`, "/experiences", "/contact"]) {
      await page.setViewportSize(VIEWPORTS.mobile)
      await gotoHydrated(page, route)
      await page.setViewportSize(VIEWPORTS.desktop)
      await afterResize(page)
      const widened = await reading()
      await gotoHydrated(page, route)
      expect(widened, `${route} widened from ${VIEWPORTS.mobile.width} px`).toEqual(await reading())
    }
  })
})

test.describe("axe in interactive states", () => {
  // The check itself, as configured for speed (e2e/support/axe.ts), still reports WCAG violations in full, and the
  // copy of axe it leaves in the page reads the document as it is at the next scan
  test("the axe check fails on a page given an image without alternative text and an unnamed button", async ({ page }) => {
    await gotoHydrated(page, "/contact")
    await expectNoAxeViolations(page, "on /contact as built")
    await page.locator("main").evaluate((main) => {
      main.insertAdjacentHTML("afterbegin", '<img src="/favicon-32x32.png" width="32" height="32"><button type="button"></button>')
    })
    const failure = await expectNoAxeViolations(page).then(
      () => "",
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    )
    expect(failure).toContain("image-alt (critical)")
    expect(failure).toContain("button-name (critical)")
  })

  test("the navbar's Destinations dropdown, open (1440 px)", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop)
    await gotoHydrated(page, "/")
    const nav = page.getByRole("navigation", { name: t("nav.label") })
    const button = nav.getByRole("button", { name: t("nav.destinations") })
    await button.focus()
    await page.keyboard.press("Enter")
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await expect(nav.getByRole("link", { name: t("nav.allDestinations") })).toBeVisible()
    await expectNoAxeViolations(page, "with the Destinations dropdown open")
  })

  test("the mobile menu, open (390 px)", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile)
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: t("nav.openMenu") }).click()
    await expect(page.getByRole("button", { name: t("nav.closeMenu") })).toHaveAttribute("aria-expanded", "true")
    await expect(page.locator("#mobile-menu")).toBeVisible()
    await expectNoAxeViolations(page, "with the mobile menu open")
  })

  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`the Plan Your Trip dialog, open on /experiences (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, "/experiences")
      await page
        .getByRole("link", { name: startingWith("experience.bookNow") })
        .first()
        .click()
      await expect(page.getByRole("dialog", { name: t("planTrip.title") })).toBeVisible()
      await expectNoAxeViolations(page, `with the Plan Your Trip dialog open (${width})`)
    })

    test(`the hotels list view on /destinations/phuket (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await gotoHydrated(page, "/destinations/phuket")
      const list = page.locator("#hotels").getByRole("button", { name: t("hotels.list") })
      await list.click()
      await expect(list).toHaveAttribute("aria-pressed", "true")
      await expectNoAxeViolations(page, `in the hotels list view (${width})`)
    })
  }
})

/**
 * The footer links the spec leaves as placeholders, named in the page's language: they must be exactly "#". (The
 * Privacy Policy was one: it is /privacy now, issue 46.)
 */
const placeholderLinks = (route: string): string[] => {
  const language = languages.slice(1).find(({ code }) => route === `/${code}` || route.startsWith(`/${code}/`))?.code ?? defaultLanguage
  const { texts } = contentIn(language)
  return [texts.get("footer.terms") ?? ""]
}

interface ShellLink {
  href: string | null
  name: string
  inFooter: boolean
}

const shellLinks = (page: Page): Promise<ShellLink[]> =>
  page.locator("header a, nav a, footer a").evaluateAll((links) =>
    links.map((a) => ({
      href: a.getAttribute("href"),
      name: (a.getAttribute("aria-label") ?? a.textContent ?? "").replace(/\s+/g, " ").trim(),
      inFooter: a.closest("footer") !== null,
    })),
  )

/** What is wrong with the shell links of a page read without JavaScript. */
function linkProblems(links: ShellLink[], placeholders: readonly string[]): string[] {
  const problems: string[] = []
  if (links.length === 0) problems.push("no links in header, nav or footer")
  for (const { href, name, inFooter } of links) {
    const placeholder = inFooter && placeholders.includes(name)
    if (href === null) problems.push(`link "${name}" has no href`)
    else if (href.trim() === "") problems.push(`link "${name}" has an empty href`)
    else if (/^\s*javascript:/i.test(href)) problems.push(`link "${name}" has a javascript: href`)
    else if (href === "#" && !placeholder) problems.push(`link "${name}" has href="#"`)
    else if (placeholder && href !== "#") problems.push(`footer link "${name}" should be "#" (the customer's placeholder for it), is "${href}"`)
  }
  for (const name of placeholders) {
    if (!links.some((link) => link.inFooter && link.name === name)) problems.push(`footer link "${name}" is missing`)
  }
  return problems
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  for (let shard = 0; shard < NO_JS_SHARDS; shard++) {
    test(`every sitemap page and notice page shows its h1, its main content and real links, part ${shard + 1} of ${NO_JS_SHARDS}`, async ({
      page,
      request,
    }) => {
      const routes = shardOf([...(await sitemapPaths(request)), ...NOTICES], shard, NO_JS_SHARDS)
      test.setTimeout(30_000 + routes.length * 5_000)
      const failures = await eachRoute(routes, async (route) => {
        const response = await page.goto(route)
        expect(response?.status(), "status").toBe(200)
        const h1 = page.locator("h1")
        expect(await h1.count(), "h1 elements").toBeGreaterThan(0)
        await expect(h1.first(), "the h1").toBeVisible({ timeout: 1_000 })
        expect((await h1.first().innerText()).trim(), "the h1's text").not.toBe("")
        const main = page.locator("main")
        expect(await main.count(), "main elements").toBe(1)
        await expect(main, "main").toBeVisible({ timeout: 1_000 })
        expect((await main.innerText()).trim(), "main's text").not.toBe("")
        expect(linkProblems(await shellLinks(page), placeholderLinks(route)), "header/nav/footer links").toEqual([])
      })
      expect(failures, `pages that do not read without JavaScript (${failures.length} of ${routes.length})`).toEqual([])
    })
  }
})
