/**
 * @jest-environment node
 */
import path from "node:path"
import type { DestinationRecord } from "../../src/content/schemas/destination"
import type { LanguageRecord } from "../../src/content/schemas/language"
import type { TranslationRecord } from "../../src/content/schemas/translation"
import { languageOfFile } from "../../src/content/kinds"
import { destinationCtaTitle, destinationSectionTexts, destinationTitle, hotelListName, placeValues } from "../../src/lib/destination-texts"
import { buildTable, translate } from "../../src/lib/translate"
import { readContentFiles } from "../../src/node/validate-data"

const tableOf = (entries: Record<string, string>) => (key: string) =>
  translate(buildTable([{ language: "de", entries: Object.entries(entries).map(([key, text]) => ({ key, text })) }], "de"), key)

describe("the destination templates", () => {
  const t = tableOf({
    "destination.metaTitle": "Luxusreisen {inName}",
    "destination.hotelListName": "Luxushotels {inName}",
    "destination.ctaTitle": "Planen Sie Ihren Aufenthalt {inName}",
    "destinationSection.title": "{section} {inName}",
    "destinationSection.metaDescription": "Seite {page} von {count}: {section} {inName}.",
    "pager.title": "{title}, Seite {page} von {count}",
  })
  const phuket = { name: "Phuket", locative: "auf Phuket" }
  const bangkok = { name: "Bangkok", locative: "in Bangkok" }

  it.each([
    ["title", "Luxusreisen auf Phuket", destinationTitle, phuket],
    ["title", "Luxusreisen in Bangkok", destinationTitle, bangkok],
    ["hotel list", "Luxushotels auf Phuket", hotelListName, phuket],
    ["call to action", "Planen Sie Ihren Aufenthalt auf Phuket", destinationCtaTitle, phuket],
    ["call to action", "Planen Sie Ihren Aufenthalt in Bangkok", destinationCtaTitle, bangkok],
  ] as const)("the %s takes the name with its own preposition: %j", (_, expected, text, destination) => {
    expect(text(destination, t)).toBe(expected)
  })

  it("names a section's further pages with it: heading, paged title and description", () => {
    expect(destinationSectionTexts(phuket, "Hotels", { page: 2, pageCount: 3 }, t)).toEqual({
      heading: "Hotels auf Phuket",
      title: "Hotels auf Phuket, Seite 2 von 3",
      description: "Seite 2 von 3: Hotels auf Phuket.",
    })
  })

  it("fills {name} and {inName}", () => {
    expect(placeValues(phuket)).toEqual({ name: "Phuket", inName: "auf Phuket" })
  })
})

// The real texts: no template writes a preposition of its own before a destination's name
describe("the destination templates in data/", () => {
  const { files } = readContentFiles(path.resolve(__dirname, "../../data"))
  const languages = (files.find((f) => f.path === "languages.json")?.data ?? []) as LanguageRecord[]
  const KEYS = ["destination.metaTitle", "destination.hotelListName", "destination.ctaTitle", "destinationSection.title"]

  describe.each(languages.map((l) => l.code))("in %s", (code) => {
    const entries = files
      .filter((f) => f.path.startsWith("translations/") && languageOfFile(f.path) === code)
      .flatMap((f) => (f.data as TranslationRecord).entries)
    const table = buildTable([{ language: code, entries }], code)
    const t = (key: string) => translate(table, key)
    const destinations = files
      .filter((f) => f.path.startsWith("destinations/") && languageOfFile(f.path) === code)
      .map((f) => f.data as DestinationRecord)

    it.each(KEYS)("%s uses {inName}, never a preposition before {name}", (key) => {
      expect(table[key]).toContain("{inName}")
      expect(table[key]).not.toContain("{name}")
    })

    it("gives every destination its name with a preposition, and the title says it", () => {
      expect(destinations.length).toBeGreaterThan(0)
      for (const destination of destinations) {
        expect([destination.slug, destination.locative]).toEqual([destination.slug, expect.stringMatching(/^\S+ \S/)])
        expect(destination.locative.endsWith(destination.name)).toBe(true)
        expect(destinationTitle(destination, t)).toContain(destination.locative)
      }
    })
  })

  it("says 'auf' (islands) or 'in' before each German name", () => {
    const german = files
      .filter((f) => f.path.startsWith("destinations/") && f.path.endsWith(".de.json"))
      .map((f) => f.data as DestinationRecord)
    for (const { name, locative } of german)
      expect([name, locative]).toEqual([name, expect.stringMatching(new RegExp(`^(auf|in) ${name}$`))])
  })
})
