import { SEARCH_RESULT_LIMIT } from "../../src/lib/constants"
import { searchEntries, searchStoreEntries, type SearchEntry } from "../../src/lib/search"

const entry = (id: string, title: string, content: string, extra: Partial<SearchEntry> = {}): SearchEntry => ({
  id,
  title,
  content,
  type: "hotel",
  url: `/${id}`,
  language: "en",
  ...extra,
})

const entries: SearchEntry[] = [
  entry("a", "Beach Villa", "Quiet bay"),
  entry("b", "Old Town", "Walk to the beach"),
  entry("c", "Strandvilla", "Am Strand", { language: "de" }),
  entry("d", "Beach Club", "Sunset", { language: "de" }),
  entry("e", "Spa", "Massage", { category: "Beach Resort" }),
]

describe("searchEntries", () => {
  it.each([
    ["beach", "en", ["a", "b", "e", "d"]],
    ["  BEACH ", "en", ["a", "b", "e", "d"]],
    ["beach", "de", ["d", "a", "b", "e"]],
    ["strand", "de", ["c"]],
    ["", "en", []],
    ["   ", "en", []],
    ["nothing here", "en", []],
  ])("%p in %p gives %p", (query, language, ids) => {
    expect(searchEntries(entries, query, language, 10).map((found) => found.id)).toEqual(ids)
  })

  it("gives at most the limit", () => {
    expect(searchEntries(entries, "a", "en", 2)).toHaveLength(2)
  })
})

describe("searchStoreEntries", () => {
  it("takes the store's entries in order and drops what is not an entry", () => {
    const store = { a: entries[0], junk: { id: "x" }, b: entries[1], other: null }
    expect(searchStoreEntries(store).map((found) => found.id)).toEqual(["a", "b"])
  })

  it.each([null, undefined, "text", 3])("reads nothing from %p", (store) => {
    expect(searchStoreEntries(store)).toEqual([])
  })
})

describe("searchEntries with entries in two languages", () => {
  // Store order: as the index lists them; the query is matched in title, content and category
  const both: SearchEntry[] = [
    entry("en-villa-content", "Old Town", "A walk past a villa"),
    entry("de-villa-content", "Altstadt", "Ein Spaziergang an einer Villa vorbei", { language: "de" }),
    entry("en-villa-title", "Beach Villa", "Quiet bay"),
    entry("de-villa-title", "Strandvilla", "Ruhige Bucht", { language: "de" }),
    entry("en-villa-category", "Kata Rocks", "Sea views", { category: "Pool Villa" }),
    entry("de-villa-category", "Kata Rocks", "Meerblick", { category: "Poolvilla", language: "de" }),
    entry("en-spa", "Spa", "Massage"),
    entry("de-spa", "Spa", "Massage", { language: "de" }),
  ]

  it.each([
    // [query, page language, ids in order]
    ["villa", "de", ["de-villa-title", "de-villa-content", "de-villa-category", "en-villa-title", "en-villa-content", "en-villa-category"]],
    ["villa", "en", ["en-villa-title", "en-villa-content", "en-villa-category", "de-villa-title", "de-villa-content", "de-villa-category"]],
    [
      "  VILLA  ",
      "de",
      ["de-villa-title", "de-villa-content", "de-villa-category", "en-villa-title", "en-villa-content", "en-villa-category"],
    ],
    ["Villa", "de", ["de-villa-title", "de-villa-content", "de-villa-category", "en-villa-title", "en-villa-content", "en-villa-category"]],
    // A substring inside a word: "Strandvilla" and "Poolvilla" hold "villa"
    ["strandvilla", "en", ["de-villa-title"]],
    ["spa", "de", ["de-spa", "de-villa-content", "en-spa"]],
    ["massage", "en", ["en-spa", "de-spa"]],
    ["", "de", []],
    ["  ", "de", []],
    ["yacht", "de", []],
  ])("%j on a %s page gives %j", (query, language, ids) => {
    expect(searchEntries(both, query, language, SEARCH_RESULT_LIMIT).map((found) => found.id)).toEqual(ids)
  })

  it("gives at most the site's limit, the page's language first, then title matches, each in store order", () => {
    const many = (language: string, count: number, place: "title" | "content") =>
      Array.from({ length: count }, (_, i) =>
        place === "title"
          ? entry(`${language}-title-${i}`, `Villa ${i}`, "…", { language })
          : entry(`${language}-content-${i}`, `Haus ${i}`, "mit Villa", { language }),
      )
    // English first in the store, German content matches before German title matches
    const store = [...many("en", 6, "title"), ...many("de", 4, "content"), ...many("de", 4, "title")]
    const found = searchEntries(store, "villa", "de", SEARCH_RESULT_LIMIT)
    expect(found).toHaveLength(SEARCH_RESULT_LIMIT)
    expect(found.map((e) => e.id)).toEqual([
      ...many("de", 4, "title").map((e) => e.id),
      ...many("de", 4, "content").map((e) => e.id),
      ...many("en", SEARCH_RESULT_LIMIT - 8, "title").map((e) => e.id),
    ])
  })

  it("ranks an entry without a language after the page's language", () => {
    const unlabelled: SearchEntry = { id: "x", title: "Villa", content: "", type: "page", url: "/x" }
    const german = entry("de", "Die Villa", "", { language: "de" })
    expect(searchEntries([unlabelled, german], "villa", "de", SEARCH_RESULT_LIMIT).map((e) => e.id)).toEqual(["de", "x"])
  })
})
