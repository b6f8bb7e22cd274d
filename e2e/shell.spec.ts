import { expect, test } from "./support/test"
import { gotoHydrated, waitForHydration } from "./support/navigation"
import { VIEWPORTS } from "./support/axe"
import { holdRequests } from "./support/hold-scripts"
import { layoutShiftTotal, watchLayoutShifts } from "./support/layout"
import { FIRST_FRAME_PATH, servePausedDocument } from "./support/paused-document-server"
import { destinations, texts, t, home } from "./support/content"
import { menuItems } from "../src/lib/site-pages"
import budgets from "../scripts/budgets.json"

test.describe("site shell", () => {
  test("unknown paths get the 404 page with status 404 and log the path", async ({ page }) => {
    const messages: string[] = []
    page.on("console", (message) => messages.push(message.text()))
    const response = await page.goto("/no/such/page")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1, name: texts.get("notFound.title") ?? "notFound.title", exact: true })).toBeVisible()
    await expect(page.getByRole("link", { name: texts.get("notFound.home") ?? "notFound.home", exact: true })).toHaveAttribute("href", "/")
    await expect.poll(() => messages.some((m) => m.includes("/no/such/page"))).toBe(true)
  })

  test("the server's global styles (reset, tokens) stay in force after hydration and client-side navigation", async ({ page }) => {
    // The reset and the token variables come once, in the server's <style>; hydration and navigation keep them
    const globals = () =>
      page.evaluate(() => ({
        token: getComputedStyle(document.documentElement).getPropertyValue("--ck-colors-brand-ink").trim(),
        bodyMargin: getComputedStyle(document.body).margin,
        tokenSheets: [...document.querySelectorAll("style")].filter((style) => style.textContent?.includes("--ck-colors-brand-ink:"))
          .length,
      }))
    await page.goto("/")
    const served = await globals()
    expect(served.token).not.toBe("")
    expect(served.bodyMargin).toBe("0px")
    expect(served.tokenSheets).toBe(1)
    await page.waitForFunction(() => document.documentElement.getAttribute("data-hydrated") === "true")
    expect(await globals()).toEqual(served)
    await page.getByRole("contentinfo").locator('a[href="/contact"]').first().click()
    await expect(page).toHaveURL(/\/contact\/?$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1)
    expect(await globals()).toEqual(served)
  })

  test("the stand-in fonts set text as wide and as tall as the web fonts, so nothing moves when those arrive", async ({ page }) => {
    // src/theme/fonts.css: local Arial/Liberation and Times/Liberation faces resized to Inter and Cormorant Garamond
    await page.goto("/destinations/phuket")
    const sizes = await page.evaluate(async () => {
      const sample = [...document.querySelectorAll("main p")]
        .map((paragraph) => paragraph.textContent)
        .join(" ")
        .slice(0, 400)
      const measure = (family: string, weight: number) => {
        const span = document.createElement("span")
        span.textContent = sample
        span.style.cssText = `font: ${weight} 20px/normal "${family}"; white-space: nowrap; position: absolute`
        document.body.append(span)
        const { width, height } = span.getBoundingClientRect()
        span.remove()
        return { width, height }
      }
      const faces: Array<[string, number]> = [
        ["Inter", 400],
        ["Inter", 500],
        ["Inter", 600],
        ["Cormorant Garamond", 500],
        ["Cormorant Garamond", 600],
      ]
      const result = []
      for (const [family, weight] of faces) {
        await document.fonts.load(`${weight} 20px "${family}"`)
        const web = measure(family, weight)
        const standIn = measure(`${family} Fallback`, weight)
        result.push({ face: `${family} ${weight}`, width: standIn.width / web.width, height: standIn.height / web.height })
      }
      return { sampleLength: sample.length, result }
    })
    expect(sizes.sampleLength).toBe(400)
    for (const { face, width, height } of sizes.result) {
      expect(Math.abs(width - 1), `${face}: stand-in width ratio ${width.toFixed(3)}`).toBeLessThan(0.03)
      expect(Math.abs(height - 1), `${face}: stand-in line height ratio ${height.toFixed(3)}`).toBeLessThan(0.03)
    }
  })

  test("glyphs sit at fractional positions, as in the full Chromium that Lighthouse runs", async ({ page }) => {
    // The test browser's --font-render-hinting=slight (playwright.config.ts): without it each advance is rounded to
    // a whole pixel, lines wrap elsewhere, and the layout-shift tests below measure a page no visitor sees
    await page.goto("/")
    const advances = await page.evaluate(async () => {
      await document.fonts.load('400 16px "Inter"')
      return [..."abcdefghijklmnopqrstuvwxyz"].map((letter) => {
        const span = document.createElement("span")
        span.textContent = letter
        span.style.cssText = 'font: 400 16px "Inter"; position: absolute'
        document.body.append(span)
        const { width } = span.getBoundingClientRect()
        span.remove()
        return width
      })
    })
    expect(advances.filter((width) => !Number.isInteger(width)).length, `advances: ${advances.join(", ")}`).toBeGreaterThan(0)
  })

  // The ratios above allow 3 %; a row of items wrapped by their width can still move by less. What a visitor sees:
  // one page of each template at the sweep's phone width and Lighthouse's, its web fonts held back until it is painted
  const phones = { mobile: VIEWPORTS.mobile, "Lighthouse's phone": { width: 412, height: 823 } }
  for (const route of ["/", "/destinations", "/destinations/phuket", "/experiences", "/blog", "/when-to-go", "/de/when-to-go/november"]) {
    for (const [name, viewport] of Object.entries(phones)) {
      test(`nothing on ${route} moves when the web fonts arrive after the first paint (${name}, ${viewport.width} px)`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        const release = await holdRequests(page, /\.woff2$/)
        await watchLayoutShifts(page)
        // A held font delays the load event, and the scripts start after it: wait for the parsed page only
        await page.goto(route, { waitUntil: "domcontentloaded" })
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
        expect(await page.evaluate(() => document.fonts.status), "the web fonts are still held").toBe("loading")
        release()
        await waitForHydration(page)
        await page.evaluate(async () => {
          await document.fonts.ready
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
        })
        const shift = await layoutShiftTotal(page)
        expect(shift, "cumulative layout shift (the bench's budget, scripts/budgets.json)").toBeLessThanOrEqual(budgets.lighthouse.cls)
      })
    }
  }

  // A phone's network can pause anywhere in the HTML. Inside a banner, its text (aligned to the bottom of a box of
  // fixed height) would be drawn without its heading, or without its description, and then grow upwards: the page's
  // first frame waits for the whole banner (src/components/layout/page-banner.tsx). The web fonts are held so only
  // the HTML decides
  const pauses = {
    "before its heading": (html: string) => html.indexOf("<h1"),
    "after its heading": (html: string) => html.indexOf("</h1>") + 5,
  }
  for (const route of ["/", `/destinations/${destinations[0]?.slug ?? ""}`]) {
    for (const [where, splitBefore] of Object.entries(pauses)) {
      test(`the first frame of ${route} shows its banner's heading where it stays, though the HTML pauses ${where}`, async ({
        page,
        baseURL,
      }) => {
        await page.setViewportSize(VIEWPORTS.mobile)
        await holdRequests(page, /\.woff2$/)
        // Ended early by the page's first frame, which is what a page without the wait draws during the pause
        const server = await servePausedDocument({ upstream: baseURL ?? "", path: route, splitBefore, pauseMs: 1500 })
        try {
          await watchLayoutShifts(page)
          await page.addInitScript((framePath) => {
            requestAnimationFrame(() => {
              Object.assign(window, { firstFrameHeadingTop: document.querySelector("h1")?.getBoundingClientRect().top ?? null })
              void fetch(framePath)
            })
          }, FIRST_FRAME_PATH)
          await page.goto(`${server.url}${route}`, { waitUntil: "domcontentloaded" })
          const firstFrame = () => page.evaluate(() => (window as { firstFrameHeadingTop?: number | null }).firstFrameHeadingTop)
          await expect.poll(firstFrame, "the page drew its first frame").not.toBeUndefined()
          const heading = page.getByRole("heading", { level: 1 })
          await expect(heading).toBeVisible()
          const final = await heading.evaluate((el) => el.getBoundingClientRect().top)
          expect(await firstFrame(), "the heading's top in the first frame (null: not there yet)").toBeCloseTo(final, 0)
          expect(await layoutShiftTotal(page), "cumulative layout shift (the bench's budget, scripts/budgets.json)").toBeLessThanOrEqual(
            budgets.lighthouse.cls,
          )
        } finally {
          await server.close()
        }
      })
    }
  }

  test("the navbar gains its shadow after 20 px of scroll", async ({ page }) => {
    await gotoHydrated(page, "/")
    const header = page.getByRole("banner")
    await expect(header).toHaveAttribute("data-scrolled", "false")
    await page.evaluate(() => window.scrollTo(0, 20))
    await expect(header).toHaveAttribute("data-scrolled", "false")
    await page.evaluate(() => window.scrollTo(0, 200))
    await expect(header).toHaveAttribute("data-scrolled", "true")
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none")
  })

  test("the Destinations dropdown opens on hover and by keyboard, Escape returns focus", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop)
    await gotoHydrated(page, "/")
    const nav = page.getByRole("navigation", { name: t("nav.label") })
    const button = nav.getByRole("button", { name: t("nav.destinations") })
    await button.hover()
    await expect(button).toHaveAttribute("aria-expanded", "true")
    await expect(nav.getByRole("link", { name: t("nav.allDestinations") })).toBeVisible()
    await page.mouse.move(0, 600)
    await expect(button).toHaveAttribute("aria-expanded", "false")
    await button.focus()
    await page.keyboard.press("ArrowDown")
    await expect(nav.getByRole("link", { name: t("nav.allDestinations") })).toBeFocused()
    await page.keyboard.press("Escape")
    await expect(button).toBeFocused()
    await expect(button).toHaveAttribute("aria-expanded", "false")
  })

  test("the mobile menu lists every link and closes when one is chosen", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile)
    await gotoHydrated(page, "/")
    await page.getByRole("button", { name: t("nav.openMenu") }).click()
    const close = page.getByRole("button", { name: t("nav.closeMenu") })
    await expect(close).toHaveAttribute("aria-expanded", "true")
    const menu = page.locator("#mobile-menu")
    // The pages the registry lists in the mobile menu and every destination in data/
    await expect(menu.getByRole("link")).toHaveCount(menuItems("mobile").length + destinations.length)
    const destination = destinations.at(-1)
    await menu.getByRole("link", { name: destination?.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`/destinations/${destination?.slug}$`))
    await expect(page.getByRole("button", { name: t("nav.openMenu") })).toHaveAttribute("aria-expanded", "false")
    await expect(menu).toBeHidden()
  })

  test("without JavaScript the home page reads and every nav link has a real href", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(home.hero.title)
    const hrefs = await page.locator("header a, footer a").evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    expect(hrefs.length).toBeGreaterThan(10)
    for (const href of hrefs) expect(href).toBeTruthy()
    await context.close()
  })
})
