import type { Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { VIEWPORTS } from "./support/axe"
import { contentIn, defaultLanguage, languages } from "./support/content"

// The map of Thailand on /destinations (one link per destination, from data/, in the cards' order) and the small map on
// each destination's page. The map is SVG drawn at build time: it must work as well with JavaScript off.

const prefix = (code: string) => (code === defaultLanguage ? "" : `/${code}`)
const fill = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m)

function mapOf(page: Page, code: string) {
  const { texts } = contentIn(code)
  return page.getByRole("group", { name: texts.get("map.title") ?? "map.title" })
}

/** Every link of the map, followed by a click, opens its destination's page. */
async function followEveryLink(page: Page, code: string) {
  const { destinations } = contentIn(code)
  await page.goto(`${prefix(code)}/destinations`)
  const links = mapOf(page, code).getByRole("link")
  // Named once each, in the cards' order (a label's halo is a hidden copy of its text)
  await expect(links).toHaveCount(destinations.length)
  for (const [index, destination] of destinations.entries()) await expect(links.nth(index)).toHaveAccessibleName(destination.name)
  expect(await links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
    destinations.map((destination) => `${prefix(code)}/destinations/${destination.slug}`),
  )
  for (const destination of destinations) {
    await mapOf(page, code).getByRole("link", { name: destination.name, exact: true }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(code)}/destinations/${destination.slug}/?$`))
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(destination.heroTitle)
    await page.goBack()
  }
}

for (const viewport of Object.values(VIEWPORTS)) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport })

    test("the map's links lead to the destinations' pages", async ({ page }) => {
      await followEveryLink(page, defaultLanguage)
    })
  })
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: VIEWPORTS.mobile })

  for (const { code } of languages) {
    test(`/${code}: the map's links lead to the destinations' pages`, async ({ page }) => {
      await followEveryLink(page, code)
    })
  }
})

test("the map is described, and names the seas, in each language", async ({ page }) => {
  for (const { code } of languages) {
    const { texts, destinations } = contentIn(code)
    await page.goto(`${prefix(code)}/destinations`)
    const map = mapOf(page, code)
    await expect(map).toBeVisible()
    for (const name of destinations.map((destination) => destination.name)) await expect(map).toHaveAccessibleDescription(new RegExp(name))
    for (const key of ["map.andamanSea", "map.gulfOfThailand"])
      await expect(map.locator("text", { hasText: texts.get(key) ?? key })).toHaveCount(1)
  }
})

test("each destination's page has a small map marking its own place", async ({ page }) => {
  const { destinations, texts } = contentIn(defaultLanguage)
  await page.goto("/destinations")
  // the places on the large map, by link: the small maps are the same projection at another width
  const large = await mapOf(page, defaultLanguage).evaluate((svg) => ({
    width: (svg as SVGSVGElement).viewBox.baseVal.width,
    places: [...svg.querySelectorAll("a")].map((a) => {
      const circle = a.querySelector("circle") as SVGCircleElement
      return { href: a.getAttribute("href"), x: circle.cx.baseVal.value, y: circle.cy.baseVal.value }
    }),
  }))
  for (const destination of destinations) {
    await page.goto(`/destinations/${destination.slug}`)
    const map = page.getByRole("img", { name: fill(texts.get("map.placeTitle") ?? "", { name: destination.name }) })
    await expect(map).toBeVisible()
    const small = await map.evaluate((svg) => ({
      width: (svg as SVGSVGElement).viewBox.baseVal.width,
      marks: [...svg.querySelectorAll("circle")].map((circle) => ({ x: circle.cx.baseVal.value, y: circle.cy.baseVal.value })),
    }))
    const place = large.places.find((p) => p.href === `/destinations/${destination.slug}`)
    expect(place, destination.slug).toBeDefined()
    const scale = small.width / large.width
    expect(small.marks.length).toBeGreaterThan(0)
    for (const mark of small.marks) {
      expect(Math.abs(mark.x - (place?.x ?? 0) * scale), destination.slug).toBeLessThan(1)
      expect(Math.abs(mark.y - (place?.y ?? 0) * scale), destination.slug).toBeLessThan(1)
    }
  }
})
