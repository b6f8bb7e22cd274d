import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe"
import { contentOf, destinations, escapeRegExp, texts, t, tFill, startingWith } from "./support/content"
import { LIST_ROW_FEATURES, LIST_PAGE_SIZE } from "../src/lib/constants"
import { pageCount, sectionPagePath, type DestinationSection } from "../src/lib/pagination"
import type { Page } from "@playwright/test"

/** The cards of a destination's section over all its pages: the destination's page, then /destinations/<slug>/<section>/2 … */
async function sectionCards(page: Page, slug: string, section: DestinationSection, total: number): Promise<number> {
  let cards = 0
  for (let number = 1; number <= pageCount(total, LIST_PAGE_SIZE); number++) {
    await page.goto(sectionPagePath(slug, section, number))
    const onPage = await page.locator(`#${section} article`).count()
    expect(onPage, `${section} page ${number}`).toBe(Math.min(LIST_PAGE_SIZE, total - (number - 1) * LIST_PAGE_SIZE))
    cards += onPage
  }
  return cards
}

test("the destination index links to every destination, in order", async ({ page }) => {
  await gotoHydrated(page, "/destinations")
  await expect(page.getByRole("heading", { level: 1, name: t("destinations.title") })).toBeVisible()
  const links = page.getByRole("main").locator("article a")
  await expect(links).toHaveCount(destinations.length)
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    destinations.map(({ slug }) => `/destinations/${slug}`),
  )
})

for (const { slug } of destinations) {
  test(`/destinations/${slug} lists its hotels, vehicles, experiences and concierge services from data/, a page of each at a time`, async ({
    page,
  }) => {
    const content = contentOf(slug)
    const count = {
      hotels: content.hotels.length,
      transport: content.vehicles.length,
      experiences: content.experiences.length,
      concierge: content.concierge.length,
    }
    await gotoHydrated(page, `/destinations/${slug}`)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByRole("link", { name: t("destination.ctaButton") })).toHaveAttribute("href", "/contact")
    for (const [section, label] of [
      ["experiences", t("destination.tab.experiences")],
      ["concierge", t("destination.tab.concierge")],
    ] as const) {
      if (count[section] > 0) continue
      await expect(page.locator(`#${section}`)).toHaveCount(0)
      await expect(page.getByRole("navigation", { name: t("destination.tabsLabel") }).getByRole("link", { name: label })).toHaveCount(0)
    }
    // The concierge services by name, in data/'s order, under the section's title
    if (count.concierge > 0) {
      const concierge = page.locator("#concierge")
      await expect(concierge.getByRole("heading", { level: 2 })).toHaveText(texts.get("destination.conciergeTitle") ?? "")
      await expect(concierge.getByRole("heading", { level: 3 })).toHaveText(
        content.concierge.slice(0, LIST_PAGE_SIZE).map((service) => service.name),
      )
    }
    for (const section of ["hotels", "transport", "experiences", "concierge"] as const)
      expect(await sectionCards(page, slug, section, count[section])).toBe(count[section])
  })
}

test("tabs land on each section with its heading below the fixed navbar, and mark it current", async ({ page }) => {
  await page.emulateMedia({ reducedMotion: "reduce" })
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/destinations/phuket")
  const tabs = page.getByRole("navigation", { name: t("destination.tabsLabel") })
  // The sections the destination has in data/ (experiences and concierge are shown only when it has some)
  const { experiences, concierge } = contentOf("phuket")
  const ids = [
    "hotels",
    "transport",
    ...(experiences.length ? ["experiences"] : []),
    ...(concierge.length ? ["concierge"] : []),
    "overview",
  ]
  for (const id of ids) {
    await tabs.locator(`a[href="#${id}"]`).click()
    await expect(page).toHaveURL(new RegExp(`#${id}$`))
    const heading = page.locator(`#${id} h2`).first()
    const navBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom)
    const tabsBottom = await tabs.evaluate((el) => el.getBoundingClientRect().bottom)
    const top = await heading.evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(Math.max(navBottom, tabsBottom) - 1)
    await expect(tabs.locator(`a[href="#${id}"]`)).toHaveAttribute("aria-current", "location")
  }
})

test("gallery/list toggle, '+N more', filter and sort; axe in each state", async ({ page }) => {
  // axe scans of a page with all of Phuket's hotel cards (after "Show more") take about 5 s each on 2 cores
  test.setTimeout(90_000)
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/destinations/phuket")
  const hotels = page.locator("#hotels")
  const gallery = hotels.getByRole("button", { name: t("hotels.gallery") })
  const list = hotels.getByRole("button", { name: t("hotels.list") })
  await expect(gallery).toHaveAttribute("aria-pressed", "true")
  await expect(list).toHaveAttribute("aria-pressed", "false")
  await expectNoAxeViolations(page, "gallery view")

  await list.click()
  await expect(list).toHaveAttribute("aria-pressed", "true")
  await expect(gallery).toHaveAttribute("aria-pressed", "false")
  // Pressed or not, a view reads in the same case (the pressed one used to turn to capitals)
  const textTransform = (button: typeof list) => button.evaluate((element) => getComputedStyle(element).textTransform)
  expect([await textTransform(list), await textTransform(gallery)]).toEqual(["none", "none"])
  // Each row shows at most LIST_ROW_FEATURES features, then "+N more" for the rest: a hotel of the first page with more
  const phuketHotels = contentOf("phuket").hotels
  const many = phuketHotels.slice(0, LIST_PAGE_SIZE).find((hotel) => hotel.features.length > LIST_ROW_FEATURES)
  if (!many) throw new Error(`no hotel on Phuket's first page has more than ${LIST_ROW_FEATURES} features to count as "+N more"`)
  // every feature is in the card's HTML; a view shows its own (HotelCard)
  const features = await hotels.locator(`article[data-hotel="${many.slug}"]`).locator("ul li:visible").allTextContents()
  expect(features.filter((text) => !text.startsWith("+"))).toEqual(many.features.slice(0, LIST_ROW_FEATURES))
  expect(features.filter((text) => text.startsWith("+"))).toEqual([`+${many.features.length - LIST_ROW_FEATURES} more`])
  await expectNoAxeViolations(page, "list view")

  // The filter covers every hotel of Phuket; those it leaves out stay in the page, hidden
  const phuket = phuketHotels
  const showAll = async () => {
    const more = hotels.getByRole("button", { name: startingWith("hotels.showMore") })
    while (await more.isVisible()) await more.click()
  }
  // A category some of Phuket's hotels have and others not, from data/
  const category = phuket.map((hotel) => hotel.category).find((name) => phuket.some((hotel) => hotel.category !== name))
  if (!category) throw new Error("Phuket's hotels need two categories for the filter to leave some out")
  await hotels.getByLabel(t("hotels.filter")).selectOption(category)
  const inCategory = phuket.filter((hotel) => hotel.category === category)
  // "1 hotel shown" when a category has one hotel (the text's "one" form)
  await expect(
    hotels.getByText(tFill(inCategory.length === 1 ? "hotels.count#one" : "hotels.count", { count: inCategory.length })),
  ).toBeAttached()
  await showAll()
  const shown = hotels.locator("li:not([hidden]) > article")
  await expect(shown).toHaveCount(inCategory.length)
  const categories = await shown.evaluateAll((articles) => articles.map((a) => a.getAttribute("data-category")))
  expect(categories.every((shownCategory) => shownCategory === category)).toBe(true)
  expect(categories.length).toBeLessThan(phuket.length)
  await expect(hotels.getByRole("navigation")).toHaveCount(0)
  await expectNoAxeViolations(page, "filtered")

  await hotels.getByLabel(t("hotels.filter")).selectOption("")
  await hotels.getByLabel(t("hotels.sort")).selectOption("price-asc")
  await expect(hotels.getByText(`${phuket.length} hotels shown`)).toBeAttached()
  await showAll()
  await expect(hotels.locator("article")).toHaveCount(phuket.length)
  const prices = await hotels.locator("article").evaluateAll((articles) => articles.map((a) => a.getAttribute("data-price") ?? ""))
  const amounts = prices.map((p) => (p.startsWith("$") ? Number(p.replace(/[^0-9]/g, "").slice(0, 6)) : Infinity))
  expect(amounts).toEqual([...amounts].sort((a, b) => a - b))
  // Every hotel's price once (those without an amount, "On request", sorted last by the order above)
  expect([...prices].sort()).toEqual(phuket.map((hotel) => hotel.price).sort())
})

test("a hotel with a website is one external link opening in a new tab", async ({ page }) => {
  const hotel = contentOf("phuket")
    .hotels.slice(0, LIST_PAGE_SIZE)
    .find((record) => record.website)
  if (!hotel) throw new Error("no hotel on Phuket's first page has a website")
  await gotoHydrated(page, "/destinations/phuket")
  const card = page.locator(`article[data-hotel="${hotel.slug}"]`)
  const links = card.getByRole("link")
  await expect(links).toHaveCount(1)
  await expect(links).toHaveAttribute("target", "_blank")
  await expect(links).toHaveAttribute("rel", "noopener noreferrer")
  await expect(links).toHaveAccessibleName(new RegExp(`^${escapeRegExp(hotel.name)}.*${escapeRegExp(t("common.opensInNewTab"))}`))
  // The name is the link's text, and the link covers the card: a click on its features, far from the name, lands on it
  await expect(links).toHaveText(hotel.name)
  const features = card.getByRole("list")
  await features.scrollIntoViewIfNeeded()
  // Polled: a card scrolled into view is laid out (content-visibility: auto) at the next rendering, and until then a
  // hit-test finds the card's box without its link
  await expect
    .poll(() =>
      features.evaluate((list) => {
        const box = list.getBoundingClientRect()
        return document
          .elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
          ?.closest("a")
          ?.getAttribute("href")
      }),
    )
    .toBe(hotel.website)
  // Focused from the keyboard, the ring is drawn around the whole card (the link's ::after), not lost with its outline
  await page.keyboard.press("Tab")
  await links.focus()
  const ring = await links.evaluate((link) => {
    const after = getComputedStyle(link, "::after")
    return { style: after.outlineStyle, width: after.outlineWidth, matches: link.matches(":focus-visible") }
  })
  expect(ring).toEqual({ style: "solid", width: "3px", matches: true })
  // Nothing interactive inside the link; the trip toggle is its sibling in the card
  await expect(links.locator("a, button, input, select, textarea, [tabindex], [role=button]")).toHaveCount(0)
  await expect(card.getByRole("button", { name: `Add ${hotel.name} to my trip` })).toHaveCount(1)
  expect(await card.getByRole("button").evaluate((button) => button.closest("a"))).toBeNull()
})
