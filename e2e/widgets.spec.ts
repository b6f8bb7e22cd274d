import type { Browser, Page, Route } from "@playwright/test"
import { expect, test, CONSENT_KEY } from "./support/test"
import { gotoHydrated, reloadHydrated } from "./support/navigation"
import { blockStorage } from "./support/forms"
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe"
import { builtSearchStore, laterPartWord, recordSearchFiles, SEARCH_FILE } from "./support/search-files"
import { pauseClockNow } from "./support/clock"
import { COOKIE_BANNER_DELAY_MS, SEARCH_RESULT_LIMIT } from "../src/lib/constants"
import { searchParts } from "../src/lib/search-parts"
import { articles, destinations, hotels, whatsapp, t } from "./support/content"

/** A hotel whose name no other hotel's contains, from data/: searching its name finds it first. */
const searchedHotel = hotels.find(
  (hotel) => !hotels.some((other) => other !== hotel && other.name.toLowerCase().includes(hotel.name.toLowerCase())),
)
if (!searchedHotel) throw new Error("data/hotels has no hotel with a name of its own")

test.describe("search", () => {
  /** Opens the search dialog from the navbar's button on the home page. */
  async function openSearch(page: Page) {
    await gotoHydrated(page, "/")
    await page.getByRole("link", { name: t("nav.search"), exact: true }).click()
    return page.getByRole("dialog", { name: t("search.title") })
  }

  test("opens from the button and Ctrl+K, fetches only the store's head on first open, and shows the empty text", async ({ page }) => {
    const fetched = recordSearchFiles(page)
    await gotoHydrated(page, "/")
    expect(fetched).toEqual([])
    await page.getByRole("link", { name: t("nav.search"), exact: true }).click()
    const dialog = page.getByRole("dialog", { name: t("search.title") })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("searchbox")).toBeFocused()
    await expect(dialog.getByText(t("search.empty"))).toBeVisible()
    await expect.poll(() => fetched.length).toBe(1)
    expect(fetched[0]).toMatch(/\.search-en-head\.json$/)
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()
    await page.keyboard.press("Control+k")
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole("searchbox")).toBeFocused()
    expect(fetched).toHaveLength(1)
  })

  test("finds what only a later part of the store holds, fetching the parts in order, each once", async ({ page, request }) => {
    const { files, head, parts } = await builtSearchStore(request, "en")
    expect(files.partURLs.length).toBeGreaterThan(1)
    const { word, found } = laterPartWord(head, parts)
    const fetched = recordSearchFiles(page)
    const dialog = await openSearch(page)
    await dialog.getByRole("searchbox").fill(word.toUpperCase())
    const links = dialog.getByRole("link")
    // nothing in a title or category: the entries whose text has the word, in store order, each with its excerpt
    await expect(links).toHaveCount(Math.min(found.length, 10))
    expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(found.slice(0, 10).map((entry) => entry.url))
    await expect(links.first()).toContainText(found[0]?.title ?? "")
    await expect(links.first()).toContainText(new RegExp(word, "i"))
    const shown = Math.min(found.length, 10)
    await expect(dialog.getByRole("status")).toHaveText(shown === 1 ? "1 result" : `${shown} results`)
    // the head, then the parts in order up to the one that holds the first match; none twice
    const holding = Math.floor((head.positions.get(found[0]?.id ?? "") ?? -1) / head.partSize)
    expect(holding).toBeGreaterThan(0)
    expect(fetched).toEqual([files.headURL, ...files.partURLs.slice(0, fetched.length - 1)])
    expect(fetched.length - 1).toBeGreaterThan(holding)
  })

  test("a store file that cannot be fetched shows the error; typing again tries again", async ({ page, request }) => {
    const { head, parts } = await builtSearchStore(request, "en")
    const { word, found } = laterPartWord(head, parts)
    let failing = true
    await page.route(SEARCH_FILE, (route: Route) =>
      failing && /-part-1\.json$/.test(route.request().url()) ? route.abort() : route.fallback(),
    )
    const dialog = await openSearch(page)
    const box = dialog.getByRole("searchbox")
    await box.fill(word)
    await expect(dialog.getByRole("status")).toHaveText(t("search.error"))
    failing = false
    await box.press("End")
    await box.pressSequentially(" ")
    await expect(dialog.getByRole("link").first()).toHaveAttribute("href", found[0]?.url ?? "")
  })

  test("works where the browser blocks storage", async ({ freshPage: page }) => {
    const errors = await blockStorage(page, ["localStorage", "sessionStorage", "indexedDB", "caches"])
    const dialog = await openSearch(page)
    await dialog.getByRole("searchbox").fill(searchedHotel.name.toLowerCase())
    await expect(dialog.getByRole("link").first()).toContainText(searchedHotel.name)
    expect(errors).toEqual([])
  })

  test("finds hotels, experiences and articles; at most 10 results with badges and excerpts", async ({ page, request }) => {
    // A destination's name that more entries of the built store match than the list shows
    const { head, parts } = await builtSearchStore(request, "en")
    const crowded = destinations
      .map((destination) => destination.name.toLowerCase())
      .find((name) => searchParts(head, parts, name, "en", Infinity).results.length > SEARCH_RESULT_LIMIT)
    if (!crowded) throw new Error(`no destination's name matches more than ${SEARCH_RESULT_LIMIT} entries of the search store`)
    const dialog = await openSearch(page)
    const box = dialog.getByRole("searchbox")
    await box.fill(`  ${searchedHotel.name.toLowerCase()} `)
    const first = dialog.getByRole("link").first()
    await expect(first).toContainText(searchedHotel.name)
    await expect(first).toContainText(t("search.type.hotel"))
    await box.fill(crowded)
    await expect(dialog.getByRole("link")).toHaveCount(SEARCH_RESULT_LIMIT)
    const article = articles[0]
    if (!article) throw new Error("data/articles has no article")
    await box.fill(article.title)
    await expect(dialog.getByRole("link", { name: article.title }).first()).toBeVisible()
    await expectNoAxeViolations(page, "search with results")
  })

  test("no matches shows the query as text, never as HTML", async ({ page }) => {
    const dialog = await openSearch(page)
    const hostile = `<img src=x onerror="window.__xss=1">`
    await dialog.getByRole("searchbox").fill(hostile)
    await expect(dialog.getByText(`No results found for "${hostile}"`)).toBeVisible()
    await expect(page.locator("img[src=x]")).toHaveCount(0)
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined()
  })

  test("arrow keys move through results, Enter opens one, the dialog closes and the query is cleared", async ({ page }) => {
    const dialog = await openSearch(page)
    await dialog.getByRole("searchbox").fill("Koh Phangan")
    const links = dialog.getByRole("link")
    await expect(links.first()).toBeVisible()
    await page.keyboard.press("ArrowDown")
    await expect(links.nth(0)).toBeFocused()
    await page.keyboard.press("ArrowDown")
    await expect(links.nth(1)).toBeFocused()
    await page.keyboard.press("ArrowUp")
    await expect(links.nth(0)).toBeFocused()
    const href = await links.nth(0).getAttribute("href")
    await page.keyboard.press("Enter")
    await expect(page).toHaveURL(new RegExp(`${(href ?? "").replace(/[#?]/g, "\\$&")}$`))
    await expect(dialog).toBeHidden()
    await page.getByRole("link", { name: t("nav.search"), exact: true }).click()
    await expect(dialog.getByRole("searchbox")).toHaveValue("")
  })
})

test.describe("cookie consent", () => {
  const banner = (page: Page) => page.getByRole("region", { name: t("cookies.label") })
  /** One of the banner's buttons, by its text's key. */
  const bannerButton = (page: Page, key: string) => banner(page).getByRole("button", { name: t(key) })
  const storedConsent = (page: Page) => page.evaluate((key) => localStorage.getItem(key), CONSENT_KEY)

  test("appears about a second after load; Accept All stores 'true' and shows 'Cookies Accepted'", async ({ freshPage: page }) => {
    await page.clock.install()
    await gotoHydrated(page, "/")
    // its delay starts when it mounts, at hydration
    await pauseClockNow(page)
    await expect(banner(page)).toHaveCount(0)
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS)
    await expect(banner(page)).toBeVisible()
    await page.clock.resume()
    await expect(banner(page).getByRole("link", { name: t("cookies.privacy") })).toHaveAttribute("href", "/privacy")
    await expectNoAxeViolations(page, "cookie banner")
    await bannerButton(page, "cookies.accept").click()
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByText(t("cookies.acceptedTitle"))).toBeVisible()
    expect(await storedConsent(page)).toBe("true")
    await reloadHydrated(page)
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS * 2)
    await expect(banner(page)).toHaveCount(0)
  })

  test("Essential Only stores 'false' and shows 'Cookies Declined'; the close icon stores nothing", async ({ freshPage: page }) => {
    await gotoHydrated(page, "/")
    await bannerButton(page, "cookies.close").click()
    await expect(banner(page)).toHaveCount(0)
    expect(await storedConsent(page)).toBeNull()
    await page.reload()
    await bannerButton(page, "cookies.essential").click()
    await expect(page.getByText(t("cookies.declinedTitle"))).toBeVisible()
    expect(await storedConsent(page)).toBe("false")
  })

  test("the close icon hides it for the rest of the visit: not on the next page, back after a reload", async ({ freshPage: page }) => {
    await page.clock.install()
    await gotoHydrated(page, "/")
    await bannerButton(page, "cookies.close").click()
    await expect(banner(page)).toHaveCount(0)
    // a mark on the window outlives a client-side navigation only (the clock replaces `performance`)
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }))
    await page.getByRole("banner").locator('a[href="/about"]').first().click()
    await expect(page).toHaveURL(/\/about\/?$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS * 2)
    await expect(banner(page)).toHaveCount(0)
    expect(await page.evaluate(() => "__sameDocument" in window)).toBe(true)
    await page.reload()
    await expect(banner(page)).toBeVisible({ timeout: 5000 })
  })

  test("the answer's toast stays in view on the next page", async ({ freshPage: page }) => {
    await gotoHydrated(page, "/")
    await bannerButton(page, "cookies.essential").click()
    await expect(page.getByText(t("cookies.declinedTitle"))).toBeVisible()
    await page.getByRole("banner").locator('a[href="/about"]').first().click()
    await expect(page).toHaveURL(/\/about\/?$/)
    await expect(page.getByText(t("cookies.declinedTitle"))).toBeVisible()
  })

  test("Alt+T moves focus to the notifications", async ({ freshPage: page }) => {
    await gotoHydrated(page, "/")
    await bannerButton(page, "cookies.accept").click()
    await expect(page.getByText(t("cookies.acceptedTitle"))).toBeVisible()
    await page.keyboard.press("Alt+t")
    expect(await page.evaluate(() => document.activeElement?.closest("[data-scope=toast]") !== null)).toBe(true)
  })

  test("storage that throws: the banner still answers and the page works", async ({ freshPage: page }) => {
    const errors = await blockStorage(page)
    await gotoHydrated(page, "/")
    await bannerButton(page, "cookies.accept").click()
    await expect(banner(page)).toHaveCount(0)
    await expect(page.getByText(t("cookies.acceptedTitle"))).toBeVisible()
    expect(errors).toEqual([])
  })

  /**
   * A fresh page that is served a fake analytics id through the company static query, and the requests it makes to
   * the analytics origin. The served CSP allows that origin only when data/company has an id (scripts/headers/), so the
   * page bypasses it: what is tested here is the consent gate, not the policy.
   */
  async function withFakeAnalytics(browser: Browser, baseURL: string | undefined): Promise<{ page: Page; requests: string[] }> {
    const page = await (await browser.newContext({ baseURL, bypassCSP: true })).newPage()
    const requests: string[] = []
    await page.route("**/page-data/sq/d/*.json", async (route: Route) => {
      const response = await route.fetch()
      // Every language's company record (the query holds one per language)
      const body = (await response.text()).replaceAll('"analyticsId":""', '"analyticsId":"G-TEST123"')
      await route.fulfill({ response, body })
    })
    await page.route("https://www.googletagmanager.com/**", async (route: Route) => {
      requests.push(route.request().url())
      await route.fulfill({ status: 200, contentType: "text/javascript", body: "" })
    })
    return { page, requests }
  }

  test("analytics loads only after 'Accept All', now and on later visits", async ({ browser, baseURL }) => {
    const { page, requests } = await withFakeAnalytics(browser, baseURL)
    await gotoHydrated(page, "/")
    await expect(banner(page)).toBeVisible()
    expect(requests).toEqual([])
    await bannerButton(page, "cookies.accept").click()
    await expect.poll(() => requests.length).toBe(1)
    expect(requests[0]).toContain("id=G-TEST123")
    await page.reload()
    await expect.poll(() => requests.length).toBe(2)
    await page.context().close()
  })

  test("analytics never loads after 'Essential Only' or without an answer", async ({ browser, baseURL }) => {
    const { page, requests } = await withFakeAnalytics(browser, baseURL)
    await page.clock.install()
    await gotoHydrated(page, "/")
    // every timer the page has set runs, and whatever it fetched has been answered
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS * 2)
    await page.waitForLoadState("networkidle")
    expect(requests).toEqual([])
    await bannerButton(page, "cookies.essential").click()
    await reloadHydrated(page)
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS * 2)
    await page.waitForLoadState("networkidle")
    expect(requests).toEqual([])
    await page.context().close()
  })

  test("with no analytics id configured nothing loads even after 'Accept All'", async ({ freshPage: page }) => {
    const requests: string[] = []
    page.on("request", (request) => request.url().startsWith("https://www.googletagmanager.com") && requests.push(request.url()))
    await page.clock.install()
    await gotoHydrated(page, "/")
    await bannerButton(page, "cookies.accept").click()
    await expect(page.getByText(t("cookies.acceptedTitle"))).toBeVisible()
    await page.clock.runFor(COOKIE_BANNER_DELAY_MS * 2)
    await page.waitForLoadState("networkidle")
    expect(requests).toEqual([])
  })
})

test.describe("WhatsApp chat", () => {
  const chatButton = (page: Page) => page.getByRole("button", { name: t("whatsapp.open") })

  test("toggles a panel of the messages in data/ that open the chat in a new tab; Escape returns focus", async ({ page }) => {
    await gotoHydrated(page, "/")
    await chatButton(page).click()
    const panel = page.locator("#whatsapp-panel")
    const links = panel.getByRole("link")
    // The presets and the generic message (data/whatsapp.en.json)
    await expect(links).toHaveCount(whatsapp.presets.length + 1)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute("target", "_blank")
      await expect(link).toHaveAttribute("rel", /noopener/)
      const href = (await link.getAttribute("href")) ?? ""
      expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
      expect(new URL(href).searchParams.get("text")).toBeTruthy()
    }
    await expectNoAxeViolations(page, "WhatsApp panel open")
    await page.keyboard.press("Escape")
    // the panel is in the page's HTML (it opens on a tap before hydration), hidden when closed
    await expect(panel).toBeHidden()
    await expect(chatButton(page)).toBeFocused()

    await chatButton(page).click()
    await page.context().route("https://wa.me/**", (route) => route.fulfill({ status: 200, body: "chat" }))
    const popup = page.context().waitForEvent("page")
    await links.first().click()
    const chat = await popup
    expect(chat.url()).toMatch(/^https:\/\/wa\.me\/\d+\?text=/)
    await chat.close()
    await expect(panel).toBeHidden()
  })

  test("on a phone it stays clear of the cookie banner's buttons", async ({ freshPage: page }) => {
    await page.setViewportSize(VIEWPORTS.mobile)
    await gotoHydrated(page, "/")
    const banner = page.getByRole("region", { name: t("cookies.label") })
    await expect(banner).toBeVisible()
    await expect(chatButton(page)).toHaveCount(0)
    await banner.getByRole("button", { name: t("cookies.essential") }).click()
    await expect(chatButton(page)).toBeVisible()
  })
})
