import fs from "node:fs"
import path from "node:path"
import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { expectNoAxeViolations, VIEWPORTS } from "./support/axe"
import { contentIn, languages, defaultLanguage, t } from "./support/content"
import { sitemapLocs, toPath } from "./support/sitemap"
import { localizePath } from "../src/lib/languages"
import { destinationsForMonth, MONTH_SLUGS, monthPath, resolveClimate, WHEN_TO_GO_PATH, type ClimateRecordData } from "../src/lib/climate"
import { monthName } from "../src/lib/month-text"
import type { ClimateRecord } from "../src/content/schemas/climate"
import type { ClimateSourceRecord } from "../src/content/schemas/climate-source"

// "When to go": every destination's chart, source line and data table, and the month pages' order, read from data/
const DATA_DIR = path.resolve(__dirname, "..", process.env.CONTENT_DIR ?? "data")
const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8")) as T
/** One language's climate sources by slug (data/climate-sources/<slug>.<language>.json). */
const sourcesIn = (language: string) =>
  new Map(
    fs
      .readdirSync(path.join(DATA_DIR, "climate-sources"))
      .filter((file) => file.endsWith(`.${language}.json`))
      .map((file) => {
        const source = readJson<ClimateSourceRecord>(`climate-sources/${file}`)
        return [source.slug, source] as const
      }),
  )

/** One language's climate records as the pages query them, in the destinations' order. */
function climatesIn(language: string) {
  const { destinations, articles, texts } = contentIn(language)
  const sources = sourcesIn(language)
  const sourceOf = (slug: string | undefined) => (slug ? (sources.get(slug) ?? null) : null)
  // A month's caution links to the article that says so (src/content/schemas/climate.ts)
  const articleOf = (slug: string) => {
    const article = articles.find((a) => a.slug === slug)
    return { path: article?.path ?? "", title: article?.title ?? "" }
  }
  const records = destinations.flatMap(({ slug }): ClimateRecordData[] => {
    const file = `climate/${slug}.${language}.json`
    if (!fs.existsSync(path.join(DATA_DIR, file))) return []
    const r = readJson<ClimateRecord>(file)
    return [
      {
        ...r,
        destination: { slug: r.destination },
        figuresFrom: r.figuresFrom ? { slug: r.figuresFrom } : null,
        source: sourceOf(r.source),
        seaSource: sourceOf(r.seaSource),
        seasonSources: r.seasonSources.flatMap((s) => sourceOf(s) ?? []),
        months: r.months.map((m) => ({
          ...m,
          caution: m.caution ? { text: m.caution.text, article: articleOf(m.caution.article) } : null,
        })),
      },
    ]
  })
  const name = (slug: string) => destinations.find((d) => d.slug === slug)?.name ?? slug
  return { records, resolved: records.map((r) => resolveClimate(r, records)), name, texts }
}

const locale = (code: string) => languages.find((l) => l.code === code)?.locale ?? code
const fillText = (template: string, values: Record<string, string>) => template.replace(/\{(\w+)\}/g, (m, k: string) => values[k] ?? m)

test("every destination has a climate record, in every language", () => {
  for (const { code } of languages) expect(climatesIn(code).records.length, code).toBe(contentIn(code).destinations.length)
})

// One test per page (a destination page is large): they run in parallel
for (const { code } of languages) {
  for (const { slug } of contentIn(code).destinations) {
    test(`/destinations/${slug} has its When to go chart, source line and data table (${code})`, async ({ page }) => {
      const { resolved, name, texts } = climatesIn(code)
      const climate = resolved.find((c) => c.destination === slug)
      expect(climate, `data/climate/${slug}.${code}.json`).toBeDefined()
      if (!climate) return
      await page.goto(localizePath(`/destinations/${climate.destination}`, code, languages))
      const section = page.locator("#when-to-go")
      await expect(section.getByRole("heading", { level: 2 })).toHaveText(
        fillText(texts.get("whenToGo.sectionTitle") ?? "", { name: name(climate.destination) }),
      )
      // The chart: an image named by its title, one bar per month a source gives rainfall for (none for the others)
      const chart = section.getByRole("img", {
        name: fillText(texts.get("whenToGo.chartTitle") ?? "", { name: name(climate.destination) }),
      })
      await expect(chart).toBeVisible()
      await expect(chart.locator("[data-rain-bar]")).toHaveCount(climate.months.filter((m) => m.rainMm !== null).length)
      await expect(chart.locator("[data-season]")).toHaveCount(12)
      // The source line: the station, each source cited with its link; a borrowed station says so
      const line = section.locator("[data-climate-sources]")
      if (climate.station) await expect(line).toContainText(climate.station)
      for (const source of [climate.source, ...climate.seasonSources]) {
        if (source) await expect(line.locator(`a[href="${source.url}"]`).first()).toHaveText(source.credit)
      }
      if (climate.figuresFrom) {
        await expect(line.locator(`[data-figures-from="${climate.figuresFrom}"]`)).toContainText(name(climate.figuresFrom))
      }
      // The data table, behind a native disclosure: twelve months, in the page's language
      const details = section.locator("details[data-climate-table]")
      await expect(details.getByRole("table")).toBeHidden()
      await details.locator("summary").click()
      const table = details.getByRole("table")
      await expect(table).toBeVisible()
      await expect(table.locator("tbody tr")).toHaveCount(12)
      await expect(table.locator("tbody th")).toHaveText(Array.from({ length: 12 }, (_, i) => monthName(i + 1, locale(code))))
      // …and a link to every month, the way to the other destinations
      await expect(section.getByRole("link", { name: texts.get("whenToGo.allMonths") })).toHaveAttribute(
        "href",
        localizePath(WHEN_TO_GO_PATH, code, languages),
      )
    })
  }
}

for (const [index, slug] of MONTH_SLUGS.entries()) {
  const month = index + 1
  test(`/when-to-go/${slug} lists every destination in the month's order, in every language`, async ({ page }) => {
    for (const { code } of languages) {
      const { resolved, name, texts } = climatesIn(code)
      const expected = destinationsForMonth(resolved, month)
      await page.goto(localizePath(monthPath(month), code, languages))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        fillText(texts.get("whenToGo.monthTitle") ?? "", { month: monthName(month, locale(code)) }),
      )
      const cards = page.locator("[data-month-destinations] > li")
      await expect(cards).toHaveCount(expected.length)
      expect(await cards.evaluateAll((items) => items.map((item) => item.getAttribute("data-destination")))).toEqual(
        expected.map((c) => c.destination),
      )
      // Each with its mini chart, its season that month, and a link to its When to go
      for (const [i, climate] of expected.entries()) {
        const card = cards.nth(i)
        await expect(card.locator('svg[data-climate-chart="mini"]')).toHaveCount(1)
        await expect(card.getByRole("link", { name: new RegExp(name(climate.destination)) })).toHaveAttribute(
          "href",
          `${localizePath(`/destinations/${climate.destination}`, code, languages)}#when-to-go`,
        )
        const season = climate.months[index]?.season ?? ""
        await expect(card).toContainText(texts.get(`whenToGo.season.${season}`) ?? season)
      }
      // The month row: twelve plain links, this month's marked
      const months = page.getByRole("navigation", { name: texts.get("whenToGo.monthsLabel") }).getByRole("link")
      await expect(months).toHaveCount(12)
      await expect(months.nth(index)).toHaveAttribute("aria-current", "page")
    }
  })
}

test("/when-to-go links every month page as a plain link, which opens with JavaScript off, in every language", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  for (const { code } of languages) {
    const { texts } = contentIn(code)
    await page.goto(localizePath(WHEN_TO_GO_PATH, code, languages))
    const months = page.getByRole("navigation", { name: texts.get("whenToGo.monthsLabel") }).getByRole("link")
    await expect(months).toHaveText(MONTH_SLUGS.map((_, i) => monthName(i + 1, locale(code))))
    expect(await months.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(
      MONTH_SLUGS.map((_, i) => localizePath(monthPath(i + 1), code, languages)),
    )
    await months.nth(10).click()
    await expect(page).toHaveURL(new RegExp(`${localizePath(monthPath(11), code, languages)}/?$`))
    // The year at a glance is reached from the footer on every page
    await expect(page.getByRole("contentinfo").getByRole("link", { name: texts.get("nav.whenToGo") })).toHaveAttribute(
      "href",
      localizePath(WHEN_TO_GO_PATH, code, languages),
    )
  }
  await context.close()
})

test("the month pages are in the sitemap, each with its twin in every language", async ({ request }) => {
  const index = await (await request.get("/sitemap-index.xml")).text()
  const xml = (await Promise.all(sitemapLocs(index).map(async (loc) => (await request.get(toPath(loc))).text()))).join("\n")
  for (const slug of [...MONTH_SLUGS.map((_, i) => monthPath(i + 1)), WHEN_TO_GO_PATH]) {
    for (const { code } of languages) {
      const localized = localizePath(slug, code, languages)
      expect(xml, localized).toMatch(new RegExp(`<loc>[^<]*${localized}/?</loc>`))
      expect(xml, `hreflang ${code} of ${slug}`).toMatch(new RegExp(`hreflang="${code}" href="[^"]*${localized}/?"`))
    }
  }
})

test("the navbar's Destinations menu links to When to go", async ({ page }) => {
  await page.setViewportSize(VIEWPORTS.desktop)
  await gotoHydrated(page, "/")
  const nav = page.getByRole("navigation", { name: t("nav.label") })
  await nav.getByRole("button", { name: contentIn(defaultLanguage).texts.get("nav.destinations") }).click()
  await expect(nav.getByRole("link", { name: contentIn(defaultLanguage).texts.get("nav.whenToGo") })).toHaveAttribute(
    "href",
    WHEN_TO_GO_PATH,
  )
})

test.describe("axe on When to go", () => {
  for (const [width, viewport] of Object.entries(VIEWPORTS)) {
    test(`a destination's data table, open (${viewport.width} px)`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const [first] = languages.slice(-1)
      const { resolved } = climatesIn(first?.code ?? defaultLanguage)
      // a destination showing another station's figures: the fullest source line
      const climate = resolved.find((c) => c.figuresFrom) ?? resolved[0]
      await gotoHydrated(page, localizePath(`/destinations/${climate?.destination ?? ""}`, first?.code ?? defaultLanguage, languages))
      await page.locator("#when-to-go details summary").click()
      await expect(page.locator("#when-to-go details table")).toBeVisible()
      await expectNoAxeViolations(page, `with the data table open (${width})`)
    })
  }
})

test("printed, a destination's fact sheet keeps its When to go chart", async ({ page }) => {
  await page.goto("/destinations/phuket")
  await page.emulateMedia({ media: "print" })
  await expect(page.locator('#when-to-go svg[data-climate-chart="full"]')).toBeVisible()
  await expect(page.locator("#when-to-go [data-climate-sources]")).toBeVisible()
})
