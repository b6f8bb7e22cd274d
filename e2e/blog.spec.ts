import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { articles, escapeRegExp, t } from "./support/content"

const ROUTES = [
  "/blog/1",
  "/blog/2",
  "/blog/3",
  "/blog/4",
  "/blog/5",
  "/blog/6",
  "/real-bangkok-private-tour",
  "/phuket-national-parks",
  "/thailand-gastronomy-guide",
]

const jsonLdTypes = async (html: string): Promise<string[]> =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => {
    const value = JSON.parse(m[1] ?? "{}") as { "@graph"?: Array<{ "@type": string }>; "@type"?: string }
    return (value["@graph"] ?? [value]).map((node) => String(node["@type"]))
  })

test("the blog index lists every article newest first, guides linking to their own routes", async ({ page }) => {
  await gotoHydrated(page, "/blog")
  const links = page.getByRole("main").locator("article h2 a")
  await expect(links).toHaveCount(articles.length)
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))
  expect(hrefs).toEqual(articles.map((a) => a.path))
  const dates = await page
    .getByRole("main")
    .locator("article time")
    .evaluateAll((ts) => ts.map((t) => t.getAttribute("datetime") ?? ""))
  expect(dates).toEqual([...dates].sort().reverse())
})

for (const route of ROUTES) {
  test(`${route} shows its article parts and structured data`, async ({ page, request }) => {
    await gotoHydrated(page, route)
    await expect(page.getByRole("link", { name: t("blog.back") })).toHaveAttribute("href", "/blog")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.locator("article time[datetime]").first()).toBeVisible()
    // The read time as the interface text writes it ("{count}\u00a0min read"), any count
    const readTime = new RegExp(escapeRegExp(t("blog.readTime")).replace(escapeRegExp("{count}"), "\\d+"))
    await expect(page.getByText(readTime).first()).toBeVisible()
    const types = await jsonLdTypes(await (await request.get(route)).text())
    expect(types).toEqual(expect.arrayContaining(["Article", "BreadcrumbList"]))
  })
}

test("/blog/7 is the 404 page", async ({ page }) => {
  const response = await page.goto("/blog/7")
  expect(response?.status()).toBe(404)
})

test("the private-tour guide: metadata, TouristTrip, FAQ and links; navigating away removes its metadata", async ({ page, request }) => {
  const html = await (await request.get("/real-bangkok-private-tour")).text()
  expect(await jsonLdTypes(html)).toEqual(expect.arrayContaining(["TouristTrip", "FAQPage", "Article"]))
  await gotoHydrated(page, "/real-bangkok-private-tour")
  await expect(page).toHaveTitle(/Bangkok/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/real-bangkok-private-tour$/)
  await expect(page.getByRole("link", { name: t("blog.tourEnquire") })).toHaveAttribute("href", "/contact")
  await expect(page.locator('main a[href="/destinations/bangkok"]')).toHaveCount(1)
  await expect(page.getByRole("heading", { name: t("blog.faq") })).toBeVisible()
  // The itinerary from data/, stop by stop
  const tour = articles.find((article) => article.path === "/real-bangkok-private-tour")
  for (const stop of tour?.itinerary ?? []) await expect(page.getByText(`${stop.time} ${stop.title}`, { exact: true })).toBeVisible()
  expect(tour?.itinerary?.length, "the private tour's itinerary").toBeGreaterThan(0)

  await page.getByRole("link", { name: t("blog.back") }).click()
  await expect(page).toHaveURL(/\/blog$/)
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/)
  const scripts = await page.locator('script[type="application/ld+json"]').allTextContents()
  expect(scripts.join("")).not.toContain("TouristTrip")
  expect(scripts.join("")).not.toContain("FAQPage")
})
