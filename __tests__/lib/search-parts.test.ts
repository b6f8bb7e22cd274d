import { SEARCH_RESULT_LIMIT } from "../../src/lib/constants"
import { searchEntries, type SearchEntry } from "../../src/lib/search"
import {
  entryIdOf,
  missingExcerptParts,
  readSearchHead,
  readSearchPart,
  SEARCH_PART_SIZE,
  searchParts,
  splitSearchStore,
  type SearchHead,
  type SearchPartsResult,
} from "../../src/lib/search-parts"

const entry = (id: string, title: string, content: string, extra: Partial<SearchEntry> = {}): SearchEntry => ({
  id,
  title,
  content,
  type: "service",
  url: "/services",
  language: "en",
  ...extra,
})

/** A hotel's entry: on its destination's page, its category that of the hotel. */
const hotel = (slug: string, title: string, content: string, category: string): SearchEntry =>
  entry(`hotel-${slug}`, title, content, { type: "hotel", url: `/destinations/phuket#hotel-${slug}`, category })

/** A store as the build writes it and the browser reads it: through JSON. */
function built(entries: ReadonlyArray<SearchEntry>, language: string, partSize: number) {
  const { head, parts } = splitSearchStore(entries, language, partSize)
  const read = readSearchHead(JSON.parse(JSON.stringify(head)))
  if (!read) throw new Error("the head does not read back")
  const texts = parts.map((part, index) => readSearchPart(read, index, JSON.parse(JSON.stringify(part))) ?? undefined)
  return { head: read, parts: texts }
}

/** The dialog's loop: ask, load the part asked for, until the results are certain; the parts loaded, in order. */
function answer(
  head: SearchHead,
  all: ReadonlyArray<ReadonlyArray<string> | undefined>,
  query: string,
  language: string,
  limit = SEARCH_RESULT_LIMIT,
) {
  const loaded: Array<ReadonlyArray<string> | undefined> = []
  const order: number[] = []
  for (;;) {
    const { results, need } = searchParts(head, loaded, query, language, limit)
    if (need === null) return { results, order, loaded }
    expect(loaded[need]).toBeUndefined()
    order.push(need)
    loaded[need] = all[need]
  }
}

const withoutText = ({ content: _content, ...rest }: SearchPartsResult) => rest

/** The results equal searchEntries()'s, each with its text when its part is loaded. */
function expectSameAsSearchEntries(results: SearchPartsResult[], expected: SearchEntry[]) {
  expect(results.map(withoutText)).toEqual(expected.map(withoutText))
  results.forEach((result, index) => {
    if (result.content !== undefined) expect(result.content).toBe(expected[index]?.content)
  })
}

// Two languages' stores of the same kinds; a part holds 3 entries, so a store of 11 has 4 parts
const PART = 3
const english: SearchEntry[] = [
  entry("destination-phuket", "Phuket", "Beaches and villas of the Andaman Sea", {
    type: "destination",
    url: "/destinations/phuket",
    category: "Andaman",
  }),
  entry("service-yacht", "Yacht charter", "Private boats with crew"),
  entry("service-villa", "Villa rentals", "Houses with a pool"),
  hotel("amanpuri", "Amanpuri", "Pavilions above Pansea beach", "Pool Villa"),
  hotel("trisara", "Trisara", "A private bay", "Luxury Resort"),
  hotel("keemala", "Keemala", "Tree houses in the hills", "Pool Villa"),
  entry("experience-sail", "Sunset sail", "A junk boat in Phang Nga bay", { type: "experience", url: "/experiences", category: "Sea" }),
  entry("blog-guide", "Beach guide", "Where to swim in the dry season", { type: "blog", url: "/beach-guide", category: "Guides" }),
  entry("blog-food", "Street food", "Night markets and a villa kitchen", { type: "blog", url: "/street-food", category: "Food" }),
  entry("page-about", "About us", "Our team on Phuket", { type: "page", url: "/about" }),
  entry("page-contact", "Contact", "Write to the concierge about a villa", { type: "page", url: "/contact" }),
]
const german: SearchEntry[] = english.map((e) => ({
  ...e,
  title: e.title.replace("Beach guide", "Strandführer").replace("Villa rentals", "Villenvermietung"),
  content: e.content.replace("beach", "Strand").replace("Beaches", "Strände"),
  url: e.url.replace(/^\//, "/de/"),
  language: "de",
}))

describe("searchParts gives what searchEntries gives over the whole store", () => {
  it.each([
    // [store, query, page language]: title, category and text matches, in an early and a late part
    ["en", "villa", "en"], // a title (part 0) and texts in parts 0, 2 and 3, a category in part 1
    ["en", "VILLA  ", "en"],
    ["en", "pool villa", "en"], // only categories
    ["en", "concierge", "en"], // only a text in the last part
    ["en", "about", "en"], // a title in the last part and a text in part 3
    ["en", "phuket", "en"], // a title, a text in the last part
    ["en", "a", "en"], // more than ten matches
    ["en", "e", "de"], // more than ten, the page in another language than the store
    ["en", "nothing like it", "en"],
    ["en", "", "en"],
    ["en", "   ", "en"],
    ["de", "villa", "de"],
    ["de", "strand", "de"],
    ["de", "Strandführer", "de"],
    ["de", "villa", "en"],
    ["de", "a", "de"],
  ])("the %s store, %j on a %s page", (store, query, language) => {
    const entries = store === "de" ? german : english
    const { head, parts } = built(entries, store, PART)
    const expected = searchEntries(entries, query, language, SEARCH_RESULT_LIMIT)
    // with every part loaded
    const everything = searchParts(head, parts, query, language, SEARCH_RESULT_LIMIT)
    expect(everything.need).toBeNull()
    expect(everything.results).toEqual(expected)
    // loading only the parts it asks for
    expectSameAsSearchEntries(answer(head, parts, query, language).results, expected)
  })

  it.each([1, 2, 3, 5, 10, 11, 20])("with parts of %i entries, for every word of the store and every limit", (size) => {
    const { head, parts } = built(english, "en", size)
    const words = new Set(english.flatMap((e) => `${e.title} ${e.content} ${e.category ?? ""}`.toLowerCase().split(/\s+/)))
    for (const query of [...words, "v", "an", "the"])
      for (const limit of [1, 3, SEARCH_RESULT_LIMIT]) {
        const expected = searchEntries(english, query, "en", limit)
        expect(searchParts(head, parts, query, "en", limit).results).toEqual(expected)
        expectSameAsSearchEntries(answer(head, parts, query, "en", limit).results, expected)
      }
  })
})

describe("which part searchParts needs", () => {
  /** Services numbered from 0, each with the title and text given for its number. */
  const many = (count: number, titleAndContent: (i: number) => [title: string, content: string]) =>
    Array.from({ length: count }, (_, i) => entry(`service-${i}`, ...titleAndContent(i)))

  it("needs no part when ten titles match, however many texts might", () => {
    const entries = many(40, (i) => [i >= 25 ? `Villa ${i}` : `House ${i}`, "with a villa"])
    const { head } = built(entries, "en", 10)
    const { results, need } = searchParts(head, [], "villa", "en", SEARCH_RESULT_LIMIT)
    expect(need).toBeNull()
    expect(results.map((r) => r.id)).toEqual(searchEntries(entries, "villa", "en", SEARCH_RESULT_LIMIT).map((e) => e.id))
    expect(results.every((r) => r.content === undefined)).toBe(true)
  })

  it("asks for the next unloaded part in store order, and stops once ten results are certain", () => {
    // Texts match in parts 1 and 2 (4 + 8 entries): parts 0, 1, 2 are needed, part 3 never
    const entries = many(40, (i) => [`House ${i}`, (i >= 12 && i < 16) || (i >= 20 && i < 28) || i >= 30 ? "a villa" : "a flat"])
    const { head, parts } = built(entries, "en", 10)
    const { order, results } = answer(head, parts, "villa", "en")
    expect(order).toEqual([0, 1, 2])
    expect(results.map((r) => r.id)).toEqual(searchEntries(entries, "villa", "en", SEARCH_RESULT_LIMIT).map((e) => e.id))
    // a part loaded out of order: the gap before it is asked for first
    expect(searchParts(head, [parts[0], undefined, parts[2]], "villa", "en", SEARCH_RESULT_LIMIT).need).toBe(1)
    expect(searchParts(head, [undefined, parts[1], parts[2]], "villa", "en", SEARCH_RESULT_LIMIT).need).toBe(0)
  })

  it("shows what it knows meanwhile: title and category matches, and texts of loaded parts", () => {
    const entries = [
      entry("service-a", "House", "a villa"),
      entry("service-b", "Villa", "x"),
      entry("service-c", "House", "x", { category: "Villa" }),
      entry("service-d", "House", "a villa"),
    ]
    const { head, parts } = built(entries, "en", 2)
    const first = searchParts(head, [], "villa", "en", SEARCH_RESULT_LIMIT)
    expect(first).toEqual({
      results: [expect.objectContaining({ id: "service-b" }), expect.objectContaining({ id: "service-c" })],
      need: 0,
    })
    const second = searchParts(head, [parts[0]], "villa", "en", SEARCH_RESULT_LIMIT)
    expect(second.need).toBe(1)
    expect(second.results.map((r) => r.id)).toEqual(["service-b", "service-a", "service-c"])
  })

  it("names the parts whose excerpts the shown results lack", () => {
    const entries = many(9, (i) => [`Villa ${i}`, "text"])
    const { head, parts } = built(entries, "en", 4)
    const { results } = searchParts(head, [], "villa", "en", SEARCH_RESULT_LIMIT)
    expect(missingExcerptParts(head, [], results)).toEqual([0, 1, 2])
    expect(missingExcerptParts(head, [parts[0], undefined, parts[2]], results)).toEqual([1])
    expect(missingExcerptParts(head, [], results.slice(0, 2))).toEqual([0])
  })
})

describe("the head and parts files", () => {
  it("reassemble to the store, in order, parts of the given size", () => {
    for (const size of [1, 3, 4, SEARCH_PART_SIZE]) {
      const { head, parts } = built(german, "de", size)
      const texts = parts.flatMap((part) => part ?? [])
      expect(head.entries.map((e, i) => ({ ...e, content: texts[i] }))).toEqual(german)
      expect(parts.slice(0, -1).every((part) => part?.length === size)).toBe(true)
      expect(parts.length).toBe(Math.ceil(german.length / size))
    }
  })

  it("leave out an id the url gives, keep every other", () => {
    const { head } = splitSearchStore(english, "en", PART)
    expect(head.entries[0]).toEqual(["Phuket", 0, "/destinations/phuket", "Andaman"])
    expect(head.entries[3]).toEqual(["Amanpuri", 1, "/destinations/phuket#hotel-amanpuri", "Pool Villa"])
    expect(head.entries[1]).toEqual(["Yacht charter", 3, "/services", "", "service-yacht"])
    expect(entryIdOf("page", "/de/about")).toBe("page-about")
  })

  it("hold one language each", () => {
    expect(() => splitSearchStore([...english, ...german], "en")).toThrow(/one language a store/)
  })

  it("reads a head with fields it does not know", () => {
    const head = readSearchHead({ language: "en", partSize: 3, parts: 1, entries: [["A", 0, "/a"]], extra: 1 })
    expect(head?.entries).toEqual([{ id: "destination-a", title: "A", type: "destination", url: "/a", language: "en" }])
  })

  it.each([
    null,
    "text",
    { language: "en", partSize: 3, parts: 2, entries: [["a", 0, "/a"]] },
    { language: "en", partSize: 0, parts: 1, entries: [] },
    { language: "en", partSize: 3, parts: 1, entries: [["a", 9, "/a"]] },
    { language: "en", partSize: 3, parts: 1, entries: [["a", 0]] },
    { language: "en", partSize: 3, parts: 1, entries: [["a", 0, "/a", 5]] },
    { partSize: 3, parts: 1, entries: [] },
  ])("refuses %j", (value) => {
    expect(readSearchHead(value)).toBeNull()
  })

  it("refuses a part of the wrong length or kind", () => {
    const { head } = built(english, "en", 4)
    expect(readSearchPart(head, 0, ["a", "b", "c"])).toBeNull()
    expect(readSearchPart(head, 2, ["a", "b", "c"])).toEqual(["a", "b", "c"])
    expect(readSearchPart(head, 0, [1, 2, 3, 4])).toBeNull()
    expect(readSearchPart(head, 0, { 0: "a" })).toBeNull()
  })
})
