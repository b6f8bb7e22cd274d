import { normalizeSearchEntries } from "../../src/node/search-index"
import { searchEntries } from "../../src/lib/search"

// Search finds "when to go" and each month's page, in each language, under its own month name
const languages = [
  { code: "en", name: "English", locale: "en-US" },
  { code: "de", name: "Deutsch", locale: "de-DE" },
]
const texts = {
  en: {
    "nav.whenToGo": "When to go",
    "whenToGo.monthTitle": "Where to go in {month}",
    "whenToGo.monthMetaDescription": "Thailand in {month}.",
  },
  de: { "nav.whenToGo": "Reisezeit", "whenToGo.monthTitle": "Wohin im {month}?", "whenToGo.monthMetaDescription": "Thailand im {month}." },
}
const data = {
  allDestination: { nodes: [] },
  allHotel: { nodes: [] },
  allExperience: { nodes: [] },
  allService: { nodes: [] },
  allArticle: { nodes: [] },
  allTranslation: {
    nodes: Object.entries(texts).map(([language, table]) => ({
      language,
      entries: Object.entries(table).map(([key, text]) => ({ key, text })),
    })),
  },
} as unknown as Queries.SearchIndexQuery

describe("the search index's month pages", () => {
  it.each([
    ["en", "november", "Where to go in November", "/when-to-go/november"],
    ["de", "november", "Wohin im November?", "/de/when-to-go/november"],
    ["de", "märz", "Wohin im März?", "/de/when-to-go/march"],
    ["en", "when to go", "Where to go in January", "/when-to-go/january"],
    ["de", "reisezeit", "Wohin im Januar?", "/de/when-to-go/january"],
  ])("in %s, %j finds %j at %s", (language, query, title, url) => {
    const entries = normalizeSearchEntries({ data }, language, languages)
    expect(entries.filter((entry) => entry.id.startsWith("when-to-go-"))).toHaveLength(12)
    const found = searchEntries(entries, query, language, 20)
    expect(found).toContainEqual(expect.objectContaining({ title, url, type: "page", language }))
  })
})
