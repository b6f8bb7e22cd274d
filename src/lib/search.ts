/** The kinds of content search covers, in the order /search lists them. */
export const SEARCH_ENTRY_TYPES = ["destination", "hotel", "experience", "service", "blog", "page"] as const

/** One searchable thing on the site, as stored in the prebuilt search store. */
export interface SearchEntry {
  id: string
  title: string
  content: string
  type: (typeof SEARCH_ENTRY_TYPES)[number]
  url: string
  category?: string
  language?: string
}

/**
 * The site's search ranking (the search dialog, /search and their tests read it from here): the query is trimmed; an entry matches when its title, content or category contains it
 * (case-insensitive); entries in the current language come first, then title matches before others;
 * at most `limit` results. The sort is stable, so the store's order breaks ties.
 */
export function searchEntries(entries: ReadonlyArray<SearchEntry>, query: string, language: string, limit: number): SearchEntry[] {
  const needle = query.trim().toLowerCase()
  if (!needle) return []
  const includes = (text: string | undefined) => (text ?? "").toLowerCase().includes(needle)
  return entries
    .map((entry, index) => ({ entry, index, titleMatch: includes(entry.title) }))
    .filter(({ entry, titleMatch }) => titleMatch || includes(entry.content) || includes(entry.category))
    .sort((a, b) => {
      const langA = a.entry.language === language ? 0 : 1
      const langB = b.entry.language === language ? 0 : 1
      return langA - langB || Number(b.titleMatch) - Number(a.titleMatch) || a.index - b.index
    })
    .slice(0, limit)
    .map(({ entry }) => entry)
}

const isEntry = (value: unknown): value is SearchEntry => {
  if (typeof value !== "object" || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.id === "string" &&
    typeof entry.title === "string" &&
    typeof entry.url === "string" &&
    SEARCH_ENTRY_TYPES.some((type) => type === entry.type)
  )
}

/** The entries of the prebuilt store (an object keyed by id, as gatsby-plugin-local-search writes it), in its order. */
export function searchStoreEntries(store: unknown): SearchEntry[] {
  if (typeof store !== "object" || store === null) return []
  return Object.values(store).filter(isEntry)
}
