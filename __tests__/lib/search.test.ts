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
