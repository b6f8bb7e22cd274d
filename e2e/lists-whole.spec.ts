// The spec's lists are whole: every hotel and vehicle of a destination on its page, every experience on
// /experiences under its region heading, in the order of data/. A list longer than a page (LIST_PAGE_SIZE, above
// today's longest) continues on further pages; e2e/scale.spec.ts covers that.
import { expect, test } from "./support/test"
import { contentOf, destinations, experiences } from "./support/content"
import { LIST_PAGE_SIZE } from "../src/lib/constants"

const firstPage = <T>(list: T[]) => list.slice(0, LIST_PAGE_SIZE)

for (const destination of destinations) {
  test(`/destinations/${destination.slug} lists every hotel and vehicle of data/`, async ({ page }) => {
    const { hotels, vehicles } = contentOf(destination.slug)
    await page.goto(`/destinations/${destination.slug}`)
    const shownHotels = await page
      .locator("#hotels article[data-hotel]")
      .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-hotel")))
    expect(shownHotels).toEqual(firstPage(hotels).map(({ slug }) => slug))
    await expect(page.locator("#transport article h3")).toHaveText(firstPage(vehicles).map(({ type }) => type))
  })
}

test("/experiences lists every experience under its region heading, in the order of their first experience", async ({ page }) => {
  await page.goto("/experiences")
  // The regions in the order of their first experience in data/ (experiences sorted by order)
  const regions = [...new Set(experiences.map((experience) => experience.destination))]
  const sections = page.getByRole("main").locator("section[aria-labelledby^=region-]")
  await expect(sections.getByRole("heading", { level: 2 })).toHaveText(
    regions.map((slug) => destinations.find((d) => d.slug === slug)?.name ?? slug),
  )
  let shown = 0
  for (const [index, slug] of regions.entries()) {
    const expected = contentOf(slug).experiences.map((experience) => experience.slug)
    const cards = await sections
      .nth(index)
      .locator("article[data-experience]")
      .evaluateAll((all) => all.map((card) => card.getAttribute("data-experience")))
    expect(cards, slug).toEqual(expected)
    shown += cards.length
  }
  expect(shown).toBe(Math.min(experiences.length, LIST_PAGE_SIZE))
})
