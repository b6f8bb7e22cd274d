import fs from "node:fs"
import path from "node:path"
import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { contentIn, languages } from "./support/content"
import { builtSearchStore } from "./support/search-files"
import { searchParts } from "../src/lib/search-parts"
import { fill } from "../src/lib/format"
import type { TranslationRecord } from "../src/content/schemas/translation"
import type { ClimateRecord } from "../src/content/schemas/climate"
import { bestMonths, climateSummary, monthPath, resolveClimate, type ClimateRecordData } from "../src/lib/climate"
import { monthName, monthRangeText } from "../src/lib/month-text"

/**
 * The German edition reads as German: a destination's name with its own preposition ("auf Phuket", "in Bangkok"), a
 * count with the form of its number ("1 Ergebnis", not "1 Ergebnisse"), and When to go's sentences (month pages, best
 * time, chart summaries) with German month names in full. What is expected comes from data/.
 */
const code = "de"
const german = contentIn(code)
const DATA_DIR = path.resolve(__dirname, "..", "data")
/** An interface text's entry with its forms by count (the e2e content helper keeps only the text). */
const entryOf = (key: string) =>
  fs
    .readdirSync(path.join(DATA_DIR, "translations"))
    .filter((f) => f.endsWith(`.${code}.json`))
    .flatMap((f) => (JSON.parse(fs.readFileSync(path.join(DATA_DIR, "translations", f), "utf8")) as TranslationRecord).entries)
    .find((entry) => entry.key === key)

test("the German Phuket page says where with the island's preposition: 'auf Phuket'", async ({ page }) => {
  expect(
    languages.map((l) => l.code),
    "the site is published in German",
  ).toContain(code)
  const phuket = german.destinations.find((d) => d.slug === "phuket")
  expect(phuket, "data/destinations has Phuket").toBeDefined()
  if (!phuket) return
  expect(phuket.locative).toBe("auf Phuket")
  await page.goto(`/${code}/destinations/phuket`)
  expect(await page.title()).toContain(fill(german.texts.get("destination.metaTitle") ?? "", { inName: phuket.locative }))
  const cta = fill(german.texts.get("destination.ctaTitle") ?? "", { inName: phuket.locative })
  expect(cta).toContain("auf Phuket")
  await expect(page.getByRole("heading", { name: cta })).toBeVisible()
})

test("a German search with exactly one result says so in the singular: '1 Ergebnis'", async ({ page, request }) => {
  // A query the built German store answers with exactly one entry: a hotel's name found nowhere else
  const { head, parts } = await builtSearchStore(request, code)
  const query = german.hotels
    .map((hotel) => hotel.name.toLowerCase())
    .find((name) => searchParts(head, parts, name, code, Infinity).results.length === 1)
  if (!query) throw new Error("no German hotel's name matches exactly one entry of the search store")
  const one = entryOf("search.results")?.forms?.one
  if (!one) throw new Error('data/translations/*.de.json: "search.results" has no "one" form')
  await gotoHydrated(page, `/${code}/search?q=${encodeURIComponent(query)}`)
  await expect(page.getByRole("status").filter({ hasText: /\d/ })).toHaveText(fill(one, { count: 1 }))
  expect(fill(one, { count: 1 })).toBe("1 Ergebnis")
})

/** The German climate records (data/climate/<slug>.de.json), as the pages read them (with the lender's figures). */
const climates = german.destinations.flatMap(({ slug }): ClimateRecordData[] => {
  const file = path.join(DATA_DIR, "climate", `${slug}.${code}.json`)
  if (!fs.existsSync(file)) return []
  const record = JSON.parse(fs.readFileSync(file, "utf8")) as ClimateRecord
  return [
    {
      ...record,
      destination: { slug: record.destination },
      figuresFrom: record.figuresFrom ? { slug: record.figuresFrom } : null,
      source: null,
      seaSource: null,
      seasonSources: [],
      months: record.months.map((m) => {
        const article = german.articles.find((a) => a.slug === m.caution?.article)
        return {
          ...m,
          caution: m.caution && article ? { text: m.caution.text, article: { path: article.path, title: article.title } } : null,
        }
      }),
    },
  ]
})
const resolved = climates.map((record) => resolveClimate(record, climates))
const locale = languages.find((l) => l.code === code)?.locale ?? code
const t = (key: string) => german.texts.get(key) ?? key
const nameOf = (slug: string) => german.destinations.find((d) => d.slug === slug)?.name ?? slug
const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 })

// The month pages' sentences, as the page renders them from data/ (src/components/climate/month-page-body.tsx and
// month-destination-card.tsx): German month names in full, a non-breaking space between a figure and its unit, the
// German season names, and a month's caution with the German article it comes from. textContent keeps U+00A0, which
// Playwright's text assertions would read as a plain space.
for (const month of [3, 11]) {
  test(`the German month page for ${monthName(month, "de-DE")} reads in German sentences`, async ({ page }) => {
    const name = monthName(month, locale)
    await page.goto(`/${code}${monthPath(month)}`)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(fill(t("whenToGo.monthTitle"), { month: name }))
    await expect(page.getByText(fill(t("whenToGo.monthIntro"), { month: name }))).toBeVisible()
    for (const climate of resolved) {
      const card = page.locator(`[data-month-destinations] > li[data-destination="${climate.destination}"]`)
      await expect(card.getByRole("link", { name: fill(t("whenToGo.cardLink"), { name: nameOf(climate.destination) }) })).toBeVisible()
      const figures = climate.months.find((m) => m.month === month)
      if (!figures) continue
      await expect(card).toContainText(t(`whenToGo.season.${figures.season}`))
      const text = (await card.textContent()) ?? ""
      if (figures.rainMm !== null) expect(text).toContain(fill(t("whenToGo.cardRain"), { value: number.format(figures.rainMm) }))
      if (figures.highC !== null) expect(text).toContain(fill(t("whenToGo.cardHigh"), { value: number.format(figures.highC) }))
      for (const unit of ["mm", "°C"]) expect(text, `${climate.destination}: a figure and its unit`).not.toMatch(new RegExp(`\\d ${unit}`))
      const caution = card.locator(`[data-climate-caution="${month}"]`)
      if (figures.caution) {
        await expect(caution).toContainText(figures.caution.text)
        await expect(
          caution.getByRole("link", { name: fill(t("whenToGo.cautionSource"), { title: figures.caution.article.title }) }),
        ).toHaveAttribute("href", `/${code}${figures.caution.article.path}`)
      } else await expect(caution).toHaveCount(0)
    }
  })
}

test("a German destination page gives its best time from its climate table and sums up its chart in German", async ({ page }) => {
  for (const climate of resolved) {
    await page.goto(`/${code}/destinations/${climate.destination}`)
    const best = bestMonths(climate.months)
    // „Dezember bis April“: derived from the dry months, full names, a season across the year's end as one range
    await expect(page.locator("[data-best-time]")).toContainText(monthRangeText(best, locale, t, fill))
    // A caution written for several months is said once, with its German article
    const cautions = [...new Set(climate.months.flatMap((m) => (m.caution ? [m.caution.text] : [])))]
    const shown = page.locator("#when-to-go [data-climate-caution]")
    await expect(shown).toHaveCount(cautions.length)
    for (const [i, text] of cautions.entries()) await expect(shown.nth(i)).toContainText(text)
    const summary = climateSummary(climate.months, locale, t, fill)
    expect(await page.locator(`#when-to-go svg[data-climate-chart="full"] desc`).textContent()).toBe(summary)
    for (let month = 1; month <= 12; month++) {
      const short = monthName(month, locale, "short").replace(/\.$/, "")
      if (short !== monthName(month, locale))
        expect(summary, climate.destination).not.toMatch(new RegExp(`(?<![\\p{L}])${short}(?![\\p{L}])`, "u"))
    }
  }
})
