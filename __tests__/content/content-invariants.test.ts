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
import { readTimeMinutes } from "../../src/content/read-time"
import { validateContent } from "../../src/node/validate-content"
import { readContentFiles } from "../../src/node/validate-data"

// The real content, read the way the build reads it. These are the rules content must keep whatever staff add or
// remove: no count of hotels, vehicles, experiences or articles is fixed here.
const DATA_DIR = path.resolve(__dirname, "../../data")

function validate(dataDir: string): string[] {
  const { files, errors } = readContentFiles(dataDir)
  return [...errors, ...validateContent(files, (relative) => fs.existsSync(path.join(dataDir, relative)))]
}

const { files } = readContentFiles(DATA_DIR)
const recordsIn = <T>(folder: string): T[] => files.filter((f) => f.path.startsWith(`${folder}/`)).map((f) => f.data as T)
const destinations = recordsIn<DestinationRecord>("destinations")
const hotels = recordsIn<HotelRecord>("hotels")
const vehicles = recordsIn<VehicleRecord>("vehicles")
const experiences = recordsIn<ExperienceRecord>("experiences")
const concierge = recordsIn<ConciergeServiceRecord>("concierge")
const articles = recordsIn<ArticleRecord>("articles")
const destination = (slug: string) => destinations.find((d) => d.slug === slug)

/** All texts anywhere in a value, for "the article says …" checks. */
const texts = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : typeof value === "object" && value !== null
        ? Object.values(value).flatMap(texts)
        : []

describe("the content in data/", () => {
  it("validates with no problem (schemas, references, unique keys, picture files)", () => {
    expect(validate(DATA_DIR)).toEqual([])
  })

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

  it("keeps the spec's hotel grids: Krabi, Koh Phangan and Hua Hin regular, the other destinations compact (SPEC §3)", () => {
    const regular = ["krabi", "koh-phangan", "hua-hin"]
    for (const d of destinations) expect([d.slug, d.hotelGrid]).toEqual([d.slug, regular.includes(d.slug) ? "regular" : "compact"])
  })

  it("gives Krabi no experiences and Phuket its concierge services (SPEC §3)", () => {
    expect(experiences.filter((e) => e.destination === "krabi")).toEqual([])
    expect(concierge.filter((c) => c.destination === "phuket").length).toBeGreaterThan(0)
  })

  it("keeps slugs unique within each kind", () => {
    for (const records of [destinations, hotels, vehicles, experiences, concierge, articles]) {
      const slugs = records.map((r) => r.slug)
      expect(slugs.filter((slug, i) => slugs.indexOf(slug) !== i)).toEqual([])
    }
  })

  it("has the spec's long-form guides at the site root, with an FAQ and an itinerary on the private tour", () => {
    for (const slug of ["real-bangkok-private-tour", "phuket-national-parks", "thailand-gastronomy-guide"]) {
      expect(articles.find((a) => a.slug === slug)?.path).toBe(`/${slug}`)
    }
    const tour = articles.find((a) => a.slug === "real-bangkok-private-tour")
    expect(tour?.faq?.length).toBeGreaterThan(0)
    expect(tour?.itinerary?.length).toBeGreaterThan(0)
  })

  it.each([
    ["phuket-national-parks", "200 THB"],
    ["phuket-national-parks", "November to February"],
    ["real-bangkok-private-tour", "8:30 AM"],
  ])("the article %s states the spec's fact %j", (slug, fact) => {
    expect(texts(articles.find((a) => a.slug === slug)).some((text) => text.includes(fact))).toBe(true)
  })

  it("derives every article's read time from its body (at least a minute)", () => {
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

  it("a new hotel file is all it takes to add a hotel", () => {
    const [first] = hotels.filter((h) => h.destination === "krabi")
    const hotel = { ...first, slug: "a-new-krabi-hotel", name: "A New Krabi Hotel", order: 5 }
    fs.writeFileSync(path.join(copy, "hotels/krabi/a-new-krabi-hotel.json"), JSON.stringify(hotel, null, 2))
    expect(validate(copy)).toEqual([])
  })

  it("deleting a hotel's file removes it, and nothing else needs to change", () => {
    const [first] = hotels.filter((h) => h.destination === "phuket")
    fs.rmSync(path.join(copy, `hotels/phuket/${first?.slug}.json`))
    expect(validate(copy)).toEqual([])
  })

  it("a hand-edited file that breaks the schema names the file, the record and the field", () => {
    const [first] = hotels.filter((h) => h.destination === "krabi")
    const file = `hotels/krabi/${first?.slug}.json`
    fs.writeFileSync(path.join(copy, file), JSON.stringify({ ...first, price: "cheap" }, null, 2))
    expect(validate(copy)).toEqual([
      `data/${file}: hotel "${first?.slug}": field "price" must be a price text like "$450", "$1,200+", "$120-180" or "On request", got "cheap"`,
    ])
  })
})
