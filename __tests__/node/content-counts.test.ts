/**
 * @jest-environment node
 */
import fs from "node:fs"
import path from "node:path"
import { DURATIONS } from "../../src/node/content-kinds"
import type { ContentFile } from "../../src/node/validate-content"
import { validateContent } from "../../src/node/validate-content"
import { readContentFiles } from "../../src/node/validate-data"

// The real content, read the way the build reads it (onPreBootstrap).
const DATA_DIR = path.resolve(__dirname, "../../data")
const { files, errors: readErrors } = readContentFiles(DATA_DIR)

interface Destination {
  slug: string
  hotelGrid: string
}
interface Hotel {
  slug: string
  destination: string
  features: string[]
}
interface Vehicle {
  destination: string
  price: string
}
interface Experience {
  region: string
  duration: string
}
interface Concierge {
  name: string
  destination: string
}
interface Article {
  id: number
  slug: string
  path: string
  date: string
  readTime: number
  faq?: unknown[]
  itinerary?: unknown[]
}
interface About {
  values: Array<{ key: string }>
}
interface WhatsApp {
  presets: Array<{ slug: string; label: string; message: string }>
  generic: { label: string; message: string }
}

/** Every record of the files whose path matches, in file order. */
function records<T>(pattern: RegExp): T[] {
  const matching: ContentFile[] = files.filter((file) => pattern.test(file.path))
  if (matching.length === 0) throw new Error(`no file in data/ matches ${pattern.source}`)
  return matching.flatMap((file) => (Array.isArray(file.data) ? file.data : [file.data])) as T[]
}
const single = <T>(file: string): T => records<T>(new RegExp(`^${file.replace(/\./g, "\\.")}$`))[0] as T

/** All texts anywhere in a value, for "the article says …" checks. */
function texts(value: unknown): string[] {
  if (typeof value === "string") return [value]
  if (Array.isArray(value)) return value.flatMap(texts)
  if (typeof value === "object" && value !== null) return Object.values(value).flatMap(texts)
  return []
}

const countBy = <T>(items: ReadonlyArray<T>, key: (item: T) => string): Record<string, number> =>
  items.reduce<Record<string, number>>((counts, item) => ({ ...counts, [key(item)]: (counts[key(item)] ?? 0) + 1 }), {})

const destinations = records<Destination>(/^destinations\.json$/)
const hotels = records<Hotel>(/^hotels\/.+\.json$/)
const vehicles = records<Vehicle>(/^vehicles\.json$/)
const experiences = records<Experience>(/^experiences\.json$/)
const articles = records<Article>(/^articles\/.+\.json$/)
const articleBySlug = (slug: string): Article => {
  const found = articles.find((a) => a.slug === slug)
  if (!found) throw new Error(`no article ${slug}`)
  return found
}

describe("the real content in data/", () => {
  it("reads and validates with no problem", () => {
    expect(readErrors).toEqual([])
    expect(validateContent(files, (relative) => fs.existsSync(path.join(DATA_DIR, relative)))).toEqual([])
  })

  it("has the seven destinations in order", () => {
    expect(destinations.map((d) => d.slug)).toEqual([
      "bangkok",
      "phuket",
      "koh-samui",
      "northern-thailand",
      "krabi",
      "koh-phangan",
      "hua-hin",
    ])
  })

  it.each([
    ["bangkok", "compact"],
    ["phuket", "compact"],
    ["koh-samui", "compact"],
    ["northern-thailand", "compact"],
    ["krabi", "regular"],
    ["koh-phangan", "regular"],
    ["hua-hin", "regular"],
  ])("shows the hotels of %s in a %s grid", (slug, grid) => {
    expect(destinations.find((d) => d.slug === slug)?.hotelGrid).toBe(grid)
  })

  it.each([
    ["bangkok", 25, 6, 5],
    ["phuket", 43, 6, 6],
    ["koh-samui", 12, 2, 7],
    ["northern-thailand", 10, 1, 8],
    ["krabi", 6, 3, 0],
    ["koh-phangan", 2, 2, 4],
    ["hua-hin", 3, 6, 3],
  ])("%s has %i hotels, %i vehicles and %i experiences", (slug, hotelCount, vehicleCount, experienceCount) => {
    expect(hotels.filter((h) => h.destination === slug)).toHaveLength(hotelCount)
    expect(records<Hotel>(new RegExp(`^hotels/${slug}\\.json$`)).every((h) => h.destination === slug)).toBe(true)
    expect(vehicles.filter((v) => v.destination === slug)).toHaveLength(vehicleCount)
    expect(experiences.filter((e) => e.region === slug)).toHaveLength(experienceCount)
  })

  it("has 101 hotels, 26 vehicles and 33 experiences in all", () => {
    expect(hotels).toHaveLength(101)
    expect(vehicles).toHaveLength(26)
    expect(experiences).toHaveLength(33)
    expect(Object.keys(countBy(hotels, (h) => h.destination)).sort()).toEqual([...destinations.map((d) => d.slug)].sort())
  })

  it("lists 4 to 8 features for every hotel", () => {
    expect(hotels.filter((h) => h.features.length < 4 || h.features.length > 8).map((h) => h.slug)).toEqual([])
  })

  it("prices every Bangkok vehicle on request", () => {
    expect(new Set(vehicles.filter((v) => v.destination === "bangkok").map((v) => v.price))).toEqual(new Set(["On request"]))
  })

  it("uses only the four experience durations", () => {
    expect(DURATIONS).toEqual(["Full day", "Half day", "3 hours", "Multi-day"])
    expect(experiences.filter((e) => !DURATIONS.includes(e.duration))).toEqual([])
  })

  it("has the three Phuket concierge services", () => {
    const concierge = records<Concierge>(/^concierge\.json$/)
    expect(concierge.map((c) => [c.name, c.destination])).toEqual([
      ["24/7 Personal Concierge", "phuket"],
      ["Private Chef Service", "phuket"],
      ["Wellness & Spa Services", "phuket"],
    ])
  })

  it.each([
    [/^services\.json$/, 6],
    [/^team\.json$/, 4],
    [/^articles\/.+\.json$/, 9],
  ])("%s holds %i records", (pattern, count) => {
    expect(records<unknown>(pattern)).toHaveLength(count)
  })

  it("numbers the articles 1-6 under /blog and 101-103 as guides at the site root", () => {
    const byId = [...articles].sort((a, b) => a.id - b.id).map((a) => [a.id, a.path])
    expect(byId).toEqual([
      [1, "/blog/1"],
      [2, "/blog/2"],
      [3, "/blog/3"],
      [4, "/blog/4"],
      [5, "/blog/5"],
      [6, "/blog/6"],
      [101, "/real-bangkok-private-tour"],
      [102, "/phuket-national-parks"],
      [103, "/thailand-gastronomy-guide"],
    ])
  })

  it.each([
    ["real-bangkok-private-tour", 101, "2024-06-10"],
    ["phuket-national-parks", 102, "2024-12-15"],
    ["thailand-gastronomy-guide", 103, "2024-12-18"],
  ])("dates the guide %s (id %i) %s", (slug, id, date) => {
    const guide = articleBySlug(slug)
    expect(guide.id).toBe(id)
    expect(guide.path).toBe(`/${slug}`)
    expect(guide.date).toBe(date)
  })

  it("has the three guides as the three newest articles", () => {
    const newest = [...articles].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3)
    expect(newest.map((a) => a.id)).toEqual([103, 102, 101])
    expect(new Set(articles.map((a) => a.date)).size).toBe(articles.length)
  })

  it("gives every article a read time of 5 to 9 minutes", () => {
    expect(articles.filter((a) => a.readTime < 5 || a.readTime > 9).map((a) => a.slug)).toEqual([])
  })

  it.each([
    ["phuket-national-parks", "200 THB"],
    ["phuket-national-parks", "November to February"],
    ["real-bangkok-private-tour", "8:30 AM"],
  ])("the article %s mentions %j", (slug, fact) => {
    expect(texts(articleBySlug(slug)).some((text) => text.includes(fact))).toBe(true)
  })

  it("gives the private tour an FAQ and an itinerary, and no other article", () => {
    const tour = articleBySlug("real-bangkok-private-tour")
    expect(tour.faq?.length ?? 0).toBeGreaterThan(0)
    expect(tour.itinerary?.length ?? 0).toBeGreaterThan(0)
    expect(articles.filter((a) => a.faq !== undefined || a.itinerary !== undefined).map((a) => a.slug)).toEqual([
      "real-bangkok-private-tour",
    ])
  })

  it("has the four about values in order", () => {
    expect(single<About>("about.json").values.map((v) => v.key)).toEqual(["excellence", "authenticity", "innovation", "sustainability"])
  })

  it("has the four WhatsApp presets and a generic message", () => {
    const whatsapp = single<WhatsApp>("whatsapp.json")
    expect(whatsapp.presets.map((p) => p.slug)).toEqual(["luxury-packages", "custom-itinerary", "pricing", "consultation"])
    expect(whatsapp.generic.label.trim()).not.toBe("")
    expect(whatsapp.generic.message.trim()).not.toBe("")
  })
})
