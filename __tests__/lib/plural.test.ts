/**
 * @jest-environment node
 */
import path from "node:path"
import type { LanguageRecord } from "../../src/content/schemas/language"
import type { TranslationRecord } from "../../src/content/schemas/translation"
import { languageOfFile } from "../../src/content/kinds"
import { fill } from "../../src/lib/format"
import { countText, pluralCategories, pluralCategory, pluralKey } from "../../src/lib/plural"
import { buildTable, translate, type TranslationSource } from "../../src/lib/translate"
import { readContentFiles } from "../../src/node/validate-data"

const tableOf = (language: string, entries: TranslationSource["entries"]) => {
  const table = buildTable([{ language, entries }], language)
  return (key: string) => translate(table, key)
}

describe("pluralCategory", () => {
  it.each([
    ["en-US", 0, "other"],
    ["en-US", 1, "one"],
    ["en-US", 2, "other"],
    ["de-DE", 0, "other"],
    ["de-DE", 1, "one"],
    ["de-DE", 21, "other"],
    // A third language brings its own rules: Polish counts 2–4 and 22–24 as "few", 5–21 as "many"
    ["pl-PL", 1, "one"],
    ["pl-PL", 3, "few"],
    ["pl-PL", 5, "many"],
    ["pl-PL", 22, "few"],
  ] as const)("%s: %d is %s", (locale, count, expected) => {
    expect(pluralCategory(locale, count)).toBe(expected)
  })

  it("lists the categories a locale's rules use", () => {
    expect(pluralCategories("de-DE")).toEqual(["one", "other"])
    expect(pluralCategories("pl-PL")).toEqual(expect.arrayContaining(["one", "few", "many", "other"]))
  })
})

describe("countText", () => {
  const german = tableOf("de", [
    { key: "search.results", text: "{count} Ergebnisse", forms: { one: "{count} Ergebnis" } },
    {
      key: "hotels.countPaged",
      text: "{shown} von {count} Hotels angezeigt",
      forms: { one: "{shown} von {count} Hotel angezeigt", two: null },
    },
    { key: "search.count", text: "{count} insgesamt" },
  ])
  const polish = tableOf("pl", [
    { key: "search.results", text: "{count} wyniku", forms: { one: "{count} wynik", few: "{count} wyniki", many: "{count} wyników" } },
  ])

  const tables = { "de-DE": german, "pl-PL": polish }
  it.each([
    ["de-DE", "search.results", 0, "0 Ergebnisse"],
    ["de-DE", "search.results", 1, "1 Ergebnis"],
    ["de-DE", "search.results", 2, "2 Ergebnisse"],
    // A text without forms is the same for every count
    ["de-DE", "search.count", 1, "1 insgesamt"],
    ["pl-PL", "search.results", 1, "1 wynik"],
    ["pl-PL", "search.results", 3, "3 wyniki"],
    ["pl-PL", "search.results", 12, "12 wyników"],
    ["pl-PL", "search.results", 1.5, "1.5 wyniku"],
  ] as const)("%s: %s for %d is %j", (locale, key, count, expected) => {
    expect(countText(tables[locale], locale, key, count)).toBe(expected)
  })

  it("fills the text's other placeholders", () => {
    expect(countText(german, "de-DE", "hotels.countPaged", 1, { shown: 1 })).toBe("1 von 1 Hotel angezeigt")
    expect(countText(german, "de-DE", "hotels.countPaged", 40, { shown: 24 })).toBe("24 von 40 Hotels angezeigt")
  })

  it("shows the key of a text no language has, as translate does", () => {
    expect(countText(german, "de-DE", "nowhere", 1)).toBe("nowhere")
  })

  it("keeps a text's forms beside it in the table, and only the forms written", () => {
    const table = buildTable([{ language: "de", entries: [{ key: "a", text: "{count} x", forms: { one: "{count} y", few: null } }] }], "de")
    expect(table).toEqual({ a: "{count} x", [pluralKey("a", "one")]: "{count} y" })
  })
})

// The real interface texts: every counted text reads right for one and for several, in every language
describe("the counted interface texts in data/", () => {
  const { files } = readContentFiles(path.resolve(__dirname, "../../data"))
  const languages = (files.find((f) => f.path === "languages.json")?.data ?? []) as LanguageRecord[]
  const translations = files.filter((f) => f.path.startsWith("translations/"))
  const entriesIn = (code: string) =>
    translations.filter((f) => languageOfFile(f.path) === code).flatMap((f) => (f.data as TranslationRecord).entries)

  it.each(languages.map((l) => [l.code, l.locale]))(
    "%s (%s): each text with forms has one per category, and countText picks it",
    (code, locale) => {
      const entries = entriesIn(code)
      const counted = entries.filter((e) => e.forms)
      expect(counted.length).toBeGreaterThan(0)
      const t = tableOf(code, entries)
      const needed = pluralCategories(locale).filter((c) => c !== "other")
      for (const entry of counted) {
        expect([entry.key, Object.keys(entry.forms ?? {}).sort()]).toEqual([entry.key, [...needed].sort()])
        // For each category, a count in it gets that category's form; "other" gets the text
        for (const count of [0, 1, 2, 3, 5, 11, 22, 100]) {
          const category = pluralCategory(locale, count)
          const form = category === "other" ? entry.text : entry.forms?.[category as keyof typeof entry.forms]
          expect(countText(t, locale, entry.key, count, { shown: 1 })).toBe(fill(form ?? entry.text, { shown: 1, count }))
        }
      }
    },
  )

  it('gives every counted English and German text a singular that differs from its plural (never "1 Ergebnisse")', () => {
    // "1 Ergebnisse": a counted text's "one" form differs from its "other" form in English and German
    for (const code of ["en", "de"]) {
      for (const entry of entriesIn(code).filter((e) => e.forms?.one)) expect(entry.forms?.one).not.toBe(entry.text)
    }
  })
})
