/**
 * @jest-environment node
 */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { SEARCH_RESULT_LIMIT } from "../../src/lib/constants"
import { languageOfPath } from "../../src/lib/languages"
import { searchEntries, searchStoreEntries, type SearchEntry } from "../../src/lib/search"
import { readSearchHead, readSearchPart, SEARCH_PART_SIZE, searchParts } from "../../src/lib/search-parts"
import { localSearchOptions, normalizeSearchEntries, searchIndexName } from "../../src/node/search-index"
import { writeSearchFiles } from "../../src/node/search-stores"
import { languages, textsIn } from "../support/static-query-data"

// The search index's query result as Gatsby answers it from the real data/: every language's records, each with
// its file's language, a hotel's destination in the hotel's language (@linkInLanguage)
const DATA_DIR = path.resolve(__dirname, "../../data")
type Json = Record<string, unknown> & { language: string }
const LANGUAGE_SUFFIX = /\.([a-z]{2})\.json$/
function recordsIn(folder: string): Json[] {
  const found: Json[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(DATA_DIR, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`
      if (entry.isDirectory()) walk(relative)
      else if (LANGUAGE_SUFFIX.test(entry.name)) {
        const record = JSON.parse(fs.readFileSync(path.join(DATA_DIR, relative), "utf8")) as Record<string, unknown>
        found.push({ ...record, language: LANGUAGE_SUFFIX.exec(entry.name)?.[1] ?? "" })
      }
    }
  }
  walk(folder)
  return found
}
const byOrder = (a: Json, b: Json) => Number(a.order) - Number(b.order)
const destinations = recordsIn("destinations").sort(byOrder)
const source = {
  data: {
    allDestination: { nodes: destinations },
    allHotel: {
      nodes: recordsIn("hotels")
        .sort(byOrder)
        .map((hotel) => ({
          ...hotel,
          destination: destinations.find((d) => d.slug === hotel.destination && d.language === hotel.language),
        })),
    },
    allExperience: { nodes: recordsIn("experiences").sort(byOrder) },
    allService: { nodes: recordsIn("services").sort(byOrder) },
    allArticle: { nodes: recordsIn("articles").sort((a, b) => String(b.date).localeCompare(String(a.date))) },
    allTranslation: { nodes: recordsIn("translations") },
  },
} as unknown as Parameters<typeof normalizeSearchEntries>[0]

const codes = languages.map(({ code }) => code)
const entriesIn = (code: string): SearchEntry[] => normalizeSearchEntries(source, code, languages)
const german = entriesIn("de")
const english = entriesIn("en")

describe("normalizeSearchEntries from the real content", () => {
  it.each(codes)("gives the %s index only entries in that language, each linking to a page in it", (code) => {
    const entries = entriesIn(code)
    expect(entries.length).toBeGreaterThan(0)
    expect(entries.filter((entry) => entry.language !== code)).toEqual([])
    expect(entries.filter((entry) => languageOfPath(entry.url, languages)?.code !== code).map((entry) => entry.url)).toEqual([])
  })

  it("links German entries under /de/ and English ones without a prefix", () => {
    expect(german.filter((entry) => !entry.url.startsWith("/de/")).map((entry) => entry.url)).toEqual([])
    expect(english.filter((entry) => entry.url.startsWith("/de/") || entry.url === "/de").map((entry) => entry.url)).toEqual([])
  })

  it("has the same entries in every language, each at the same page in its language", () => {
    const pages = (entries: SearchEntry[]) => entries.map((entry) => [entry.id, entry.url.replace(/^\/de(?=\/)/, "")])
    expect(pages(german)).toEqual(pages(english))
    expect(new Set(german.map((entry) => entry.id)).size).toBe(german.length)
  })

  it("writes German entries in German: their titles are the German records' and interface texts", () => {
    const phuket = destinations.find((d) => d.slug === "phuket" && d.language === "de")
    expect(german.find((entry) => entry.id === "destination-phuket")).toMatchObject({
      title: phuket?.name,
      content: `${String(phuket?.cardText)} ${String(phuket?.overviewDescription)}`,
      url: "/de/destinations/phuket",
      category: phuket?.region,
    })
    const texts = textsIn("de")
    expect(german.find((entry) => entry.id === "page-contact")).toMatchObject({ title: texts["contact.title"], url: "/de/contact" })
    // No key shows through untranslated
    expect(german.filter((entry) => /^[a-z]+(\.[a-zA-Z]+)+$/.test(entry.title)).map((entry) => entry.title)).toEqual([])
  })

  // The site shows an experience's duration through the interface texts (duration.Half day is "Halbtägig" in German):
  // the index must hold what visitors read, or a German search for it finds nothing
  it.each(codes)("writes each experience's duration in %s as the site shows it", (code) => {
    const texts = textsIn(code)
    const experiences = source.data.allExperience.nodes.filter((e) => e.language === code)
    expect(experiences.length).toBeGreaterThan(0)
    const entries = entriesIn(code)
    const wrong = experiences
      .map((experience) => ({
        slug: experience.slug,
        shown: texts[`duration.${experience.duration}`] ?? "(no text)",
        entry: entries.find((e) => e.id === `experience-${experience.slug}`),
      }))
      .filter(({ shown, entry }) => !entry?.content.includes(shown))
      .map(({ slug, shown }) => `${slug}: ${shown}`)
    expect(wrong).toEqual([])
  })

  it('finds German beach content for "strand" in the German index', () => {
    const found = searchEntries(german, "strand", "de", SEARCH_RESULT_LIMIT)
    expect(found.length).toBeGreaterThan(0)
    for (const entry of found) {
      expect(entry.language).toBe("de")
      expect(entry.url.startsWith("/de/")).toBe(true)
      expect(`${entry.title} ${entry.content} ${entry.category ?? ""}`.toLowerCase()).toContain("strand")
    }
  })

  it.each([
    ["de", "/de/destinations/phuket"],
    ["en", "/destinations/phuket"],
  ])('puts the destination page first for "Phuket" on a %s page, with both languages in one store', (code, url) => {
    const [first] = searchEntries([...english, ...german], "Phuket", code, SEARCH_RESULT_LIMIT)
    expect(first).toMatchObject({ id: "destination-phuket", language: code, url })
  })
})

describe("localSearchOptions", () => {
  it.each(codes)("builds one index per language: the %s one holds only that language's entries", (code) => {
    const options = localSearchOptions(code, languages)
    expect(options.name).toBe(searchIndexName(code))
    expect(options.normalizer(source)).toEqual(entriesIn(code))
  })

  it.each(codes)("stores every field of the %s entries and indexes none (the site searches the store)", (code) => {
    const options = localSearchOptions(code, languages)
    expect(options.index).toEqual([])
    const fields = new Set(options.normalizer(source).flatMap((entry) => Object.keys(entry)))
    expect([...fields].filter((field) => !options.store.includes(field))).toEqual([])
  })

  it("names each language's index apart", () => {
    expect(new Set(codes.map(searchIndexName)).size).toBe(codes.length)
  })
})

describe("the store in parts (src/node/search-stores.ts)", () => {
  // The plugin's store of a language, as gatsby-plugin-local-search builds it: the normalizer's entries that have an
  // id, each with the `store` fields it has, keyed by id
  const pluginStore = (code: string): Record<string, unknown> => {
    const options = localSearchOptions(code, languages)
    return Object.fromEntries(
      options
        .normalizer(source)
        .map((e) => [e.id, Object.fromEntries(options.store.filter((key) => key in e).map((key) => [key, e[key as keyof SearchEntry]]))]),
    )
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "search-files-"))
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  const read = (url: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, path.basename(url)), "utf8"))
  const written = (code: string) => {
    const files = writeSearchFiles(searchStoreEntries(pluginStore(code)), code, dir)
    const head = readSearchHead(read(files.headURL))
    if (!head) throw new Error(`${files.headURL} is not a search head`)
    const parts = files.partURLs.map((url, index) => readSearchPart(head, index, read(url)))
    return { files, head, parts }
  }

  it.each(codes)("writes the %s store as a head and parts that reassemble to the plugin's store, in order", (code) => {
    const { files, head, parts } = written(code)
    expect(files.partSize).toBe(SEARCH_PART_SIZE)
    const texts = parts.flatMap((part) => part ?? [])
    expect(head.entries.map((e, index) => ({ ...e, content: texts[index] }))).toEqual(Object.values(pluginStore(code)))
    // parts of the part size, the last one the rest; today's store already has a later part
    expect(parts.map((part) => part?.length)).toEqual(
      Array.from({ length: Math.ceil(head.entries.length / SEARCH_PART_SIZE) }, (_, i) =>
        Math.min(SEARCH_PART_SIZE, head.entries.length - i * SEARCH_PART_SIZE),
      ),
    )
    expect(parts.length).toBeGreaterThanOrEqual(2)
    // named after their content and language, under /static/
    for (const url of [files.headURL, ...files.partURLs])
      expect(url).toMatch(new RegExp(`^/static/[0-9a-f]{32}\\.search-${code}-(head|part-\\d+)\\.json$`))
    expect(new Set(files.partURLs).size).toBe(files.partURLs.length)
  })

  it("gives the same addresses for the same store, and new ones only for what changed", () => {
    const entries = searchStoreEntries(pluginStore("en"))
    const first = writeSearchFiles(entries, "en", dir)
    expect(writeSearchFiles(entries, "en", dir)).toEqual(first)
    const last = entries.length - 1
    const changed = entries.map((e, index) => (index === last ? { ...e, content: `${e.content} Changed.` } : e))
    const second = writeSearchFiles(changed, "en", dir)
    expect(second.headURL).toBe(first.headURL)
    expect(second.partURLs.slice(0, -1)).toEqual(first.partURLs.slice(0, -1))
    expect(second.partURLs.at(-1)).not.toBe(first.partURLs.at(-1))
  })

  // Every word of the store's titles, categories and texts, and the words only a later part holds
  it.each(codes)("finds in the %s store in parts what searchEntries finds in the whole store", (code) => {
    const { head, parts } = written(code)
    const entries = entriesIn(code)
    const words = [
      ...new Set(entries.flatMap((e) => `${e.title} ${e.category ?? ""} ${e.content}`.toLowerCase().split(/[\s.,;:()–-]+/))),
    ].filter((word) => word.length > 2)
    const laterOnly = words.filter((word) =>
      entries.every((e, index) => index >= SEARCH_PART_SIZE || !`${e.title} ${e.category ?? ""} ${e.content}`.toLowerCase().includes(word)),
    )
    expect(laterOnly.length).toBeGreaterThan(0)
    for (const query of [...words, "  Phuket ", "a", "villa", "", " "]) {
      for (const language of codes) {
        const expected = searchEntries(entries, query, language, SEARCH_RESULT_LIMIT)
        const { results, need } = searchParts(
          head,
          parts.map((part) => part ?? undefined),
          query,
          language,
          SEARCH_RESULT_LIMIT,
        )
        expect(need).toBeNull()
        expect(results).toEqual(expected)
      }
    }
    // with nothing loaded, a word only a later part holds asks for the first part, then the later one
    const [word = ""] = laterOnly
    expect(searchParts(head, [], word, code, SEARCH_RESULT_LIMIT).need).toBe(0)
    expect(searchParts(head, [parts[0] ?? undefined], word, code, SEARCH_RESULT_LIMIT).need).toBe(1)
  })
})
