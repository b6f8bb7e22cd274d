/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import type { ArticleRecord } from "../../src/content/schemas/article"
import type { ConciergeServiceRecord } from "../../src/content/schemas/concierge-service"
import type { DestinationRecord } from "../../src/content/schemas/destination"
import type { ExperienceRecord } from "../../src/content/schemas/experience"
import type { HotelRecord } from "../../src/content/schemas/hotel"
import type { VehicleRecord } from "../../src/content/schemas/vehicle"
import type { LanguageRecord } from "../../src/content/schemas/language"
import { contentKinds, kindOfFile } from "../../src/content/kinds"
import { readTimeMinutes } from "../../src/content/read-time"
import { contentProblems, readContentFiles } from "../../src/node/validate-data"

// The real content, read the way the build reads it. These are the rules content must keep whatever staff add or
// remove: no count of hotels, vehicles, experiences or articles is fixed here.
const DATA_DIR = path.resolve(__dirname, "../../data")
const PAGES_DIR = path.resolve(__dirname, "../../src/pages")

/** What the build checks before it renders anything (src/node/validate-data.ts). */
const validate = contentProblems

const { files } = readContentFiles(DATA_DIR)
const languages = (files.find((f) => f.path === "languages.json")?.data ?? []) as LanguageRecord[]
const codes = languages.map(({ code }) => code)
const defaultLanguage = codes[0] ?? ""
// Every localized record is one file per language: <name>.<language>.json
const LANGUAGE_SUFFIX = /\.([a-z]{2})\.json$/
const recordsIn = <T>(folder: string, language: string): T[] =>
  files.filter((f) => f.path.startsWith(`${folder}/`) && f.path.endsWith(`.${language}.json`)).map((f) => f.data as T)

/** The records of one language. */
function contentIn(language: string) {
  const destinations = recordsIn<DestinationRecord>("destinations", language)
  return {
    destinations,
    hotels: recordsIn<HotelRecord>("hotels", language),
    vehicles: recordsIn<VehicleRecord>("vehicles", language),
    experiences: recordsIn<ExperienceRecord>("experiences", language),
    concierge: recordsIn<ConciergeServiceRecord>("concierge", language),
    articles: recordsIn<ArticleRecord>("articles", language),
    destination: (slug: string) => destinations.find((d) => d.slug === slug),
  }
}

describe("the content in data/", () => {
  it("validates with no problem in any language (schemas, references, unique keys, picture files, translations)", () => {
    expect(validate(DATA_DIR)).toEqual([])
  })

  it("is published in English, the default language, and German", () => {
    expect(defaultLanguage).toBe("en")
    expect(codes).toContain("de")
  })

  it("has every record of every kind written per language in each language, and nothing in another", () => {
    const localized = files.filter((f) => kindOfFile(f.path)?.localized)
    expect(localized.length).toBeGreaterThan(0)
    const languagesOf = new Map<string, string[]>()
    for (const { path: file } of localized) {
      const record = file.replace(LANGUAGE_SUFFIX, "")
      languagesOf.set(record, [...(languagesOf.get(record) ?? []), LANGUAGE_SUFFIX.exec(file)?.[1] ?? ""])
    }
    const incomplete = [...languagesOf].filter(([, found]) => [...found].sort().join() !== [...codes].sort().join())
    expect(incomplete).toEqual([])
    // Each localized kind has records (so the check above covers it), and no kind is read from a file without a language
    for (const kind of contentKinds.filter((k) => k.localized))
      expect([kind.name, localized.some((f) => kindOfFile(f.path) === kind)]).toEqual([kind.name, true])
    expect(files.filter((f) => !LANGUAGE_SUFFIX.test(f.path) && kindOfFile(f.path)?.localized !== false).map((f) => f.path)).toEqual([])
  })
})

describe.each(codes)("the content in %s", (language) => {
  const { destinations, hotels, vehicles, experiences, concierge, articles, destination } = contentIn(language)

  it("gives every destination hotels and vehicles", () => {
    const without = (records: ReadonlyArray<{ destination: string }>) =>
      destinations.filter((d) => !records.some((r) => r.destination === d.slug)).map((d) => d.slug)
    expect(destinations.length).toBeGreaterThan(0)
    expect(without(hotels)).toEqual([])
    expect(without(vehicles)).toEqual([])
  })

  it("links every hotel, vehicle, experience and concierge service to an existing destination", () => {
    const orphans = [...hotels, ...vehicles, ...experiences, ...concierge].filter((r) => !destination(r.destination))
    expect(orphans).toEqual([])
  })

  it("keeps slugs unique within each kind", () => {
    for (const records of [destinations, hotels, vehicles, experiences, concierge, articles]) {
      const slugs = records.map((r) => r.slug)
      expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([])
    }
  })

  it("gives every article an address of its own: /blog/<its number>, or a guide's path at the site root", () => {
    expect(articles.length).toBeGreaterThan(0)
    // The file-routed pages (src/pages) own their addresses; an article's path must not take one of them
    const pageRoutes = fs.readdirSync(PAGES_DIR).map((file) => `/${file.replace(/\.tsx?$/, "").replace(/^index$/, "")}`)
    const paths = articles.map((article) => article.path)
    expect(paths.filter((p, i) => paths.indexOf(p) !== i)).toEqual([])
    for (const article of articles) {
      expect([article.slug, article.path]).toEqual([article.slug, expect.stringMatching(new RegExp(`^/(blog/${article.id}|[a-z0-9-]+)$`))])
      expect(pageRoutes).not.toContain(article.path)
    }
  })

  it("gives an article that has a FAQ or an itinerary entries in it (the page draws them with their structured data)", () => {
    for (const article of articles) {
      if (article.faq) expect([article.slug, article.faq.length > 0]).toEqual([article.slug, true])
      if (article.itinerary) expect([article.slug, article.itinerary.length > 0]).toEqual([article.slug, true])
    }
  })

  it("derives every article's read time from its body (at least a minute)", () => {
    expect(articles.length).toBeGreaterThan(0)
    for (const article of articles) expect(readTimeMinutes(article.body)).toBeGreaterThanOrEqual(1)
  })
})

describe("adding or removing content", () => {
  let copy: string
  beforeEach(() => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), "content-"))
    fs.cpSync(DATA_DIR, copy, { recursive: true, filter: (source) => path.relative(DATA_DIR, source).split(path.sep)[0] !== "images" })
    // Pictures are checked by path: link the image folder instead of copying it
    fs.symlinkSync(path.join(DATA_DIR, "images"), path.join(copy, "images"))
  })
  afterEach(() => fs.rmSync(copy, { recursive: true, force: true }))

  /** A hotel's file in each language, from the real content. */
  const hotelIn = (language: string, destinationSlug: string) => {
    const [first] = contentIn(defaultLanguage).hotels.filter((h) => h.destination === destinationSlug)
    const file = `hotels/${destinationSlug}/${first?.slug}.${language}.json`
    return { file, record: JSON.parse(fs.readFileSync(path.join(DATA_DIR, file), "utf8")) as HotelRecord }
  }

  it("a new hotel file in each language is all it takes to add a hotel", () => {
    for (const language of codes) {
      const hotel = { ...hotelIn(language, "krabi").record, slug: "a-new-krabi-hotel", name: "A New Krabi Hotel", order: 5 }
      fs.writeFileSync(path.join(copy, `hotels/krabi/a-new-krabi-hotel.${language}.json`), JSON.stringify(hotel, null, 2))
    }
    expect(validate(copy)).toEqual([])
  })

  it("a new hotel written in one language only is reported, with the file to write", () => {
    const hotel = { ...hotelIn(defaultLanguage, "krabi").record, slug: "a-new-krabi-hotel", name: "A New Krabi Hotel", order: 5 }
    fs.writeFileSync(path.join(copy, `hotels/krabi/a-new-krabi-hotel.${defaultLanguage}.json`), JSON.stringify(hotel, null, 2))
    const missing = codes.filter((code) => code !== defaultLanguage)
    expect(missing.length).toBeGreaterThan(0)
    expect(validate(copy)).toEqual(
      missing.map(
        (code) =>
          `data/hotels/krabi/a-new-krabi-hotel.${defaultLanguage}.json: hotel "a-new-krabi-hotel": has no ${code} version: write data/hotels/krabi/a-new-krabi-hotel.${code}.json (every hotel is written in ${codes.join(", ")})`,
      ),
    )
  })

  it("deleting a hotel's files removes it, and nothing else needs to change", () => {
    for (const language of codes) fs.rmSync(path.join(copy, hotelIn(language, "phuket").file))
    expect(validate(copy)).toEqual([])
  })

  it("a hand-edited file that breaks the schema names the file, the record and the field (and its translations now differ)", () => {
    const { file, record } = hotelIn(defaultLanguage, "krabi")
    fs.writeFileSync(path.join(copy, file), JSON.stringify({ ...record, price: "cheap" }, null, 2))
    expect(validate(copy)).toEqual([
      `data/${file}: hotel "${record.slug}": field "price" must be a price text like "$450", "$1,200+", "$120-180" or "On request", got "cheap"`,
      ...codes
        .filter((code) => code !== defaultLanguage)
        .map((code) => {
          const translation = hotelIn(code, "krabi")
          return `data/${translation.file}: hotel "${record.slug}": field "price" must be the same in every language: "cheap" in the default language, got ${JSON.stringify(translation.record.price)} (data/${file})`
        }),
    ])
  })
})
