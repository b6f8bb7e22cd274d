/**
 * @jest-environment node
 */
import path from "node:path"
import { MAX_SHOWN_TITLE, NBSP, readsAsEnglish, shownTitle, SPEC_WORDS, textFaults, type TextRule } from "../../src/content/copy-rules"
import type { ClimateRecord } from "../../src/content/schemas/climate"
import type { LanguageRecord } from "../../src/content/schemas/language"
import { bestMonths, climateSummary, resolveClimate, type ClimateRecordData } from "../../src/lib/climate"
import { monthName } from "../../src/lib/month-text"
import { fill } from "../../src/lib/format"
import { buildTable, translate } from "../../src/lib/translate"
import type { TranslationRecord } from "../../src/content/schemas/translation"
import { copyFaults, faultMessage, type CopyFault } from "../../src/node/validate-copy"
import { readContentFiles } from "../../src/node/validate-data"
import { lengthErrors } from "../../src/node/validate-texts"

// The house style's rules (src/content/copy-rules.ts) over the real content, read the way the build reads it. Each
// failure lists every fault with its file, record, field and the offending text, so a report shows the whole work.
const { files } = readContentFiles(path.resolve(__dirname, "../../data"))
const languages = (files.find((f) => f.path === "languages.json")?.data ?? []) as LanguageRecord[]
const faults = copyFaults(files)
const report = (rule: CopyFault["rule"]) => faults.filter((fault) => fault.rule === rule).map(faultMessage)

const rulesOf = (text: string): TextRule[] => textFaults(text).map((fault) => fault.rule)

describe("the text rules", () => {
  it.each<[string, TextRule[]]>([
    // a number and its unit
    ["52.8 mm of rain", ["unit-space"]],
    [`52.8${NBSP}mm of rain`, []],
    ["{count} min read", ["unit-space"]],
    [`{count}${NBSP}min read`, []],
    ["30 % Anzahlung", ["unit-space"]],
    ["{count} Min. Lesezeit", ["unit-space"]],
    ["a 5 km walk, 2 h, 30 °C", ["unit-space", "unit-space", "unit-space"]],
    ["2 more hotels, 5 mornings", []],
    // number ranges
    ["Private, 2-10 guests", ["range-hyphen"]],
    ["Private, 2–10 guests", []],
    ["1961 - 1990", ["range-hyphen"]],
    ["From $80-40 USD per day", []],
    ["Call +66 76 123-4567 or write on 2024-12-18", []],
    ["COVID-19 and 24-hour service", []],
    // months
    ["Dry: Jan, Feb and Mar.", ["month-abbreviation", "month-abbreviation", "month-abbreviation"]],
    ["Trocken: Feb, Mär und Okt.", ["month-abbreviation", "month-abbreviation", "month-abbreviation"]],
    ["From January to March; Marina Bay, Decorum, Augustine", []],
    // quotes
    ["Phuket's west coast", ["straight-quote"]],
    ["Phuket’s west coast, “quoted”, „zitiert“", []],
    ['a "quoted" word', ["straight-quote", "straight-quote"]],
    ['<a href="https://example.com/it\'s">link</a> and [a link](https://example.com/"x")', []],
  ])("%j breaks %j", (text, rules) => {
    expect(rulesOf(text)).toEqual(rules)
  })

  it("leaves the spec's own words as the spec writes them", () => {
    for (const words of SPEC_WORDS) expect(rulesOf(words.replace(/\{[^}]*\}/g, "{name}"))).toEqual([])
    expect(rulesOf('No results found for "{query}"')).toEqual([])
    // …but only those words: the same quotes elsewhere are ours
    expect(rulesOf('Nothing found for "{query}"')).toEqual(["straight-quote", "straight-quote"])
  })

  it("shows a title with the company name only where the whole stays within 60", () => {
    expect(shownTitle("Services", "Luxury DMC Thailand")).toBe("Services | Luxury DMC Thailand")
    expect(shownTitle("x".repeat(39), "Luxury DMC Thailand")).toBe("x".repeat(39))
    expect(shownTitle("Luxury DMC Thailand", "Luxury DMC Thailand", true)).toBe("Luxury DMC Thailand")
    expect(shownTitle("x".repeat(38), "Luxury DMC Thailand")).toHaveLength(MAX_SHOWN_TITLE)
  })

  it("tells an English credit line from a German one", () => {
    expect(readsAsEnglish("Land Development Department (Thailand), after the Thai Meteorological Department")).toBe(true)
    expect(readsAsEnglish("Amt für Landentwicklung Thailands (LDD), nach dem Thailändischen Wetterdienst")).toBe(false)
    expect(readsAsEnglish("Wikipedia, „Karon Beach“ (CC BY-SA)")).toBe(false)
  })
})

describe("the house style in data/", () => {
  it("finds data to check", () => {
    expect(files.length).toBeGreaterThan(50)
  })

  it("has a non-breaking space between every number and its unit", () => {
    expect(report("unit-space")).toEqual([])
  })

  it("has an en dash in every number range (prices as shown)", () => {
    expect(report("range-hyphen")).toEqual([])
  })

  it("writes month names in full in running text", () => {
    expect(report("month-abbreviation")).toEqual([])
  })

  it("has typographic quotes and apostrophes in our own texts (the spec's words as written)", () => {
    expect(report("straight-quote")).toEqual([])
  })

  it("credits the climate sources and names the stations in the page's language", () => {
    expect(report("credit-language")).toEqual([])
    // Every language but English has its own credit lines (data/climate-sources/<slug>.<language>.json)
    for (const { code } of languages.slice(1)) {
      const credits = files.filter((f) => f.path.startsWith("climate-sources/") && f.path.endsWith(`.${code}.json`))
      expect(credits.length).toBeGreaterThan(0)
    }
  })

  it("keeps every title within 60 characters as the page shows it, in every language", () => {
    expect(lengthErrors(files).filter((error) => error.includes("title"))).toEqual([])
  })
})

describe("the best time, derived from each destination's climate table", () => {
  const climateIn = (code: string) =>
    files
      .filter((f) => f.path.startsWith("climate/") && f.path.endsWith(`.${code}.json`))
      .map((f) => f.data as ClimateRecord)
      .map((r): ClimateRecordData => ({
        ...r,
        destination: { slug: r.destination },
        figuresFrom: r.figuresFrom ? { slug: r.figuresFrom } : null,
        seasonSources: [],
        source: null,
        seaSource: null,
        months: r.months.map((m) => ({ ...m, caution: null })),
      }))
  const [english] = languages

  it.each(climateIn(english?.code ?? "en").map((record) => [record.destination.slug, record] as const))(
    "%s: every best month is drier than every other month, by its own (or its lender's) figures",
    (_slug, record) => {
      const resolved = resolveClimate(record, climateIn(english?.code ?? "en"))
      const best = bestMonths(resolved.months)
      expect(best.length).toBeGreaterThan(0)
      const rain = (inBest: boolean) =>
        resolved.months.filter((m) => best.includes(m.month) === inBest).flatMap((m) => (m.rainMm === null ? [] : [m.rainMm]))
      if (rain(true).length && rain(false).length) expect(Math.max(...rain(true))).toBeLessThan(Math.min(...rain(false)))
    },
  )

  it("is the same months in every language", () => {
    const months = (code: string) => Object.fromEntries(climateIn(code).map((r) => [r.destination.slug, bestMonths(r.months)]))
    for (const { code } of languages) expect(months(code)).toEqual(months(english?.code ?? "en"))
  })

  it("reads, in the summaries, as ranges of full month names", () => {
    for (const { code, locale } of languages) {
      const table = buildTable(
        files
          .filter((f) => f.path.startsWith("translations/") && f.path.endsWith(`.${code}.json`))
          .map((f) => ({ language: code, entries: (f.data as TranslationRecord).entries })),
        code,
      )
      const t = (key: string) => translate(table, key)
      for (const record of climateIn(code)) {
        const summary = climateSummary(resolveClimate(record, climateIn(code)).months, locale, t, fill)
        expect(rulesOf(summary)).toEqual([])
        for (let month = 1; month <= 12; month++) {
          const short = monthName(month, locale, "short").replace(/\.$/, "")
          if (short !== monthName(month, locale)) expect(summary).not.toMatch(new RegExp(`(?<![\\p{L}])${short}(?![\\p{L}])`, "u"))
        }
      }
    }
  })
})
