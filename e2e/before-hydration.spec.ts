// Every control works from the first paint: a tap before the scripts have run is never lost, and without
// JavaScript a control either does its job as a link or form, or is not there.
import type { Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { VIEWPORTS } from "./support/axe"
import { gotoHeld, notHydrated } from "./support/hold-scripts"
import { waitForHydration } from "./support/navigation"
import { t, startingWith, tFill, escapeRegExp, hotels } from "./support/content"

const searchLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: t("nav.search"), exact: true })

test.describe("before the scripts have run", () => {
  test("Search leads to /search, which shows the dialog's ranked results for ?q=", async ({ page }) => {
    const release = await gotoHeld(page, "/")
    await searchLink(page).click()
    await expect(page).toHaveURL(/\/search$/)
    release()
    const box = page.getByRole("searchbox", { name: t("search.label") })
    await box.fill("phuket")
    await page.getByRole("button", { name: t("search.submit"), exact: true }).click()
    await expect(page).toHaveURL(/\/search\?q=phuket$/)
    await waitForHydration(page)
    const results = page.locator("section[aria-labelledby=search-results] li")
    await expect(results.first()).toBeVisible()
    expect(await results.count()).toBeLessThanOrEqual(10)
    await expect(results.first()).toContainText(/phuket/i)
    // the same page, loaded with the query
    await page.goto("/search?q=PHUKET", { waitUntil: "domcontentloaded" })
    await waitForHydration(page)
    await expect(page.getByRole("searchbox", { name: t("search.label") })).toHaveValue("PHUKET")
    await expect(page.locator("section[aria-labelledby=search-results] li").first()).toContainText(/phuket/i)
  })

  test("Book Now leads to the inquiry with the experience named", async ({ page }) => {
    const release = await gotoHeld(page, "/experiences")
    const card = page.getByRole("main").locator("article").first()
    const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? ""
    const slug = (await card.getAttribute("data-experience")) ?? ""
    await card.getByRole("link", { name: startingWith("experience.bookNow") }).click()
    await expect(page).toHaveURL(`/contact?interest=${slug}`)
    release()
    await waitForHydration(page)
    await expect(page.locator("[data-inquiry-experience]")).toHaveText(tFill("planTrip.intro", { name }))
  })

  test("a click on an experience card (not on its buttons) does the same as Book Now", async ({ page }) => {
    const release = await gotoHeld(page, "/experiences")
    const card = page.getByRole("main").locator("article").first()
    const slug = (await card.getAttribute("data-experience")) ?? ""
    // the picture's corner: the Book Now link's ::after covers the card
    await card.click({ position: { x: 20, y: 20 } })
    await expect(page).toHaveURL(`/contact?interest=${slug}`)
    release()
  })

  test("a My trip toggle adds its item through /my-trip", async ({ page }) => {
    const release = await gotoHeld(page, "/destinations/phuket")
    const toggle = page.locator('[data-trip-toggle^="hotel:"]').first()
    const slug = (await toggle.getAttribute("data-trip-toggle"))?.replace(/^hotel:/, "")
    const name = hotels.find((hotel) => hotel.slug === slug)?.name ?? `hotel ${slug}`
    await toggle.click()
    await expect(page).toHaveURL(/\/my-trip\?add=hotel%3A/)
    release()
    await waitForHydration(page)
    await expect(page).toHaveURL(/\/my-trip$/)
    await expect(page.getByRole("main").getByRole("heading", { name, exact: true })).toBeVisible()
    // back on the destination, the toggle reads pressed
    await page.goto("/destinations/phuket", { waitUntil: "domcontentloaded" })
    await waitForHydration(page)
    await expect(page.locator('[data-trip-toggle^="hotel:"]').first()).toHaveAttribute("aria-pressed", "true")
  })

  test("the hotels filter, sort and view are there from the first paint and keep what was chosen", async ({ page }) => {
    const release = await gotoHeld(page, "/destinations/phuket")
    const category = page.locator("#hotel-category")
    const sort = page.locator("#hotel-sort")
    await expect(category).toBeVisible()
    await expect(page.getByRole("group", { name: t("hotels.view") }).getByRole("button")).toHaveCount(2)
    const firstCategory = await category.locator("option").nth(1).getAttribute("value")
    await category.selectOption(firstCategory ?? "")
    await sort.selectOption("price-desc")
    expect(await notHydrated(page)).toBe(true)
    release()
    await waitForHydration(page)
    await expect(category).toHaveValue(firstCategory ?? "")
    await expect(sort).toHaveValue("price-desc")
    // the cards the filter leaves out stay in the page, hidden
    const shown = page.locator("#hotels li:not([hidden]) > article[data-hotel]")
    const shownCategories = () => shown.evaluateAll((cards) => [...new Set(cards.map((card) => card.getAttribute("data-category")))])
    await expect.poll(shownCategories).toEqual([firstCategory])
  })

  test("the List view button before the script runs opens the directory as a list", async ({ page }) => {
    const release = await gotoHeld(page, "/destinations/phuket")
    await page
      .getByRole("group", { name: t("hotels.view") })
      .getByRole("button", { name: t("hotels.list") })
      .click()
    await expect(page).toHaveURL(/\/destinations\/phuket\?.*view=list/)
    release()
    await waitForHydration(page)
    await expect(page.getByRole("group", { name: t("hotels.view") }).getByRole("button", { name: t("hotels.list") })).toHaveAttribute(
      "aria-pressed",
      "true",
    )
  })

  test("the mobile menu opens on a tap and stays open once the script runs", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile)
    const release = await gotoHeld(page, "/")
    await page.getByRole("button", { name: t("nav.openMenu") }).click()
    await expect(page.locator("#mobile-menu")).toBeVisible()
    release()
    await waitForHydration(page)
    await expect(page.locator("#mobile-menu")).toBeVisible()
    await expect(page.getByRole("button", { name: t("nav.closeMenu") })).toHaveAttribute("aria-expanded", "true")
  })
})

test("a link followed while the page hydrates leaves no metadata of the page before", async ({ page }) => {
  // A slow phone: the bundles are there but hydration has not finished when the visitor taps
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 })
  await page.goto("/real-bangkok-private-tour", { waitUntil: "domcontentloaded" })
  await page.waitForFunction(() => "___loader" in window, undefined, { polling: 10 })
  expect(await notHydrated(page)).toBe(true)
  await page.getByRole("link", { name: t("blog.tourEnquire") }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect
    .poll(() =>
      page.evaluate(() => [...document.head.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent).join("")),
    )
    .not.toMatch(/TouristTrip|FAQPage/)
  await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(t("contact.title"))}`))
  expect(await page.evaluate(() => document.head.querySelectorAll('link[rel="canonical"]').length)).toBe(1)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/contact$/)
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false })

  test("Search is a link to /search: a form, and everything on the site listed by kind", async ({ page }) => {
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await searchLink(page).click()
    await expect(page).toHaveURL(/\/search$/)
    const all = page.locator("section[aria-labelledby=search-all]")
    for (const kind of [t("search.group.destination"), t("search.group.hotel"), t("search.group.experience"), t("search.group.service")]) {
      await expect(all.getByRole("heading", { level: 3, name: kind })).toBeVisible()
    }
    await expect(all.getByRole("link", { name: "Phuket", exact: true })).toHaveAttribute("href", "/destinations/phuket")
    await page.getByRole("searchbox", { name: t("search.label") }).fill("spa & villa")
    await page.getByRole("button", { name: t("search.submit"), exact: true }).click()
    await expect(page).toHaveURL("/search?q=spa+%26+villa")
  })

  test("Book Now leads to the inquiry form", async ({ page }) => {
    await page.goto("/experiences", { waitUntil: "domcontentloaded" })
    await page
      .getByRole("main")
      .getByRole("link", { name: startingWith("experience.bookNow") })
      .first()
      .click()
    await expect(page).toHaveURL(/\/contact\?interest=/)
    await expect(page.getByRole("textbox", { name: t("form.firstName") })).toBeVisible()
  })

  test("controls that need a script are not shown: trip toggles and the hotels controls", async ({ page }) => {
    await page.goto("/destinations/phuket", { waitUntil: "domcontentloaded" })
    await expect(page.locator("[data-trip-toggle]").first()).toBeHidden()
    await expect(page.locator("#hotel-category")).toBeHidden()
    await expect(page.getByRole("group", { name: t("hotels.view") })).toBeHidden()
    // every hotel is still listed
    expect(await page.locator("#hotels article[data-hotel]").count()).toBeGreaterThan(0)
  })

  test("the mobile menu opens on a tap", async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.mobile)
    await page.goto("/", { waitUntil: "domcontentloaded" })
    await page.getByRole("button", { name: t("nav.openMenu") }).click()
    await expect(page.locator("#mobile-menu")).toBeVisible()
    await page
      .locator("#mobile-menu")
      .getByRole("link", { name: t("nav.experiences") })
      .click()
    await expect(page).toHaveURL(/\/experiences$/)
  })
})

test("the WhatsApp chat is there from the first paint and opens on a tap before the script runs", async ({ page }) => {
  const release = await gotoHeld(page, "/contact")
  await page.getByRole("button", { name: t("whatsapp.open") }).click()
  const panel = page.locator("#whatsapp-panel")
  await expect(panel).toBeVisible()
  await expect(panel.getByRole("link").first()).toHaveAttribute("href", /^https:\/\/wa\.me\//)
  release()
  await waitForHydration(page)
  await expect(panel).toBeVisible()
  await expect(page.getByRole("button", { name: t("whatsapp.close") })).toHaveAttribute("aria-expanded", "true")
})

test("hydration starts from the site's own hydrate function: on idle when the visitor does nothing", async ({ page }) => {
  await page.goto("/")
  await waitForHydration(page)
  await expect(page.locator("html")).toHaveAttribute("data-hydration-start", "idle")
})
