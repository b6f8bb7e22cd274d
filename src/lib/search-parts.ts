import { SEARCH_ENTRY_TYPES, type SearchEntry } from "./search"

/**
 * "Store in parts": one language's search store is written as a head (every entry without its long text) and the
 * entries' texts (`content`) in parts of SEARCH_PART_SIZE entries, in store order. The search dialog downloads the
 * head when it first opens and a part only when the ranking (or a shown result's excerpt) needs it.
 *
 * 120 entries a part: today's ~160 entries per language make two parts, so the "later part" path runs today; at ten
 * times the content a part stays near 20 KB gzip.
 */
export const SEARCH_PART_SIZE = 120

type SearchEntryType = SearchEntry["type"]

/**
 * An entry of the head file: [title, kind (index in SEARCH_ENTRY_TYPES), url, category?, id?]. The category is ""
 * when the entry has none; the id is left out when it is the url's fragment (a hotel: "…#hotel-amanpuri") or the kind
 * and the url's last segment ("destination-phuket" at "/destinations/phuket"), see entryIdOf().
 */
export type SearchHeadRow = [string, number, string] | [string, number, string, string] | [string, number, string, string, string]

/** The head file as written to public/static/ (compact JSON). */
export interface SearchHeadFile {
  language: string
  partSize: number
  parts: number
  entries: SearchHeadRow[]
}

/** An entry as the head knows it: everything but the text. */
export type SearchHeadEntry = Omit<SearchEntry, "content">

/** A result: its excerpt (`content`) is there once its part is loaded. */
export type SearchPartsResult = SearchHeadEntry & { content?: string }

/** A read head: its entries in store order, and their titles and categories in lower case (matched on every keystroke). */
export interface SearchHead {
  language: string
  partSize: number
  parts: number
  entries: ReadonlyArray<SearchHeadEntry>
  titles: ReadonlyArray<string>
  categories: ReadonlyArray<string>
  /** An entry's place in store order, by id. */
  positions: ReadonlyMap<string, number>
}

/** What a query gives from a head and the parts loaded so far. */
export interface SearchPartsAnswer {
  /** The results known so far, ranked; final (the same as searchEntries() over the whole store) when `need` is null. */
  results: SearchPartsResult[]
  /** The part to load next before the results are certain (the earliest one that can change them), or null. */
  need: number | null
}

/** The id an entry of this kind at this url has unless the head says otherwise. */
export function entryIdOf(type: SearchEntryType, url: string): string {
  const hash = url.indexOf("#")
  if (hash >= 0) return url.slice(hash + 1)
  return `${type}-${url.slice(url.lastIndexOf("/") + 1)}`
}

/** The part that holds the text of the entry at `index` (in store order). */
export const partOf = (index: number, partSize: number): number => Math.floor(index / partSize)

/**
 * Splits one language's store (its entries in store order) into the head file and the parts' texts. Every entry must
 * be in the store's language: the head names it once.
 */
export function splitSearchStore(
  entries: ReadonlyArray<SearchEntry>,
  language: string,
  partSize: number = SEARCH_PART_SIZE,
): { head: SearchHeadFile; parts: string[][] } {
  if (!Number.isInteger(partSize) || partSize < 1) throw new Error(`search: a part holds at least one entry, got ${partSize}`)
  const rows = entries.map((entry): SearchHeadRow => {
    if (entry.language !== language)
      throw new Error(`search: entry "${entry.id}" is in ${String(entry.language)}, in the ${language} store (one language a store)`)
    const type = SEARCH_ENTRY_TYPES.indexOf(entry.type)
    const id = entryIdOf(entry.type, entry.url) === entry.id ? undefined : entry.id
    const category = entry.category ?? ""
    if (id !== undefined) return [entry.title, type, entry.url, category, id]
    return category ? [entry.title, type, entry.url, category] : [entry.title, type, entry.url]
  })
  const parts: string[][] = []
  for (let start = 0; start < entries.length; start += partSize)
    parts.push(entries.slice(start, start + partSize).map((entry) => entry.content))
  return { head: { language, partSize, parts: parts.length, entries: rows }, parts }
}

const isRow = (value: unknown): value is SearchHeadRow =>
  Array.isArray(value) &&
  value.length >= 3 &&
  value.length <= 5 &&
  typeof value[0] === "string" &&
  typeof value[1] === "number" &&
  SEARCH_ENTRY_TYPES[value[1]] !== undefined &&
  typeof value[2] === "string" &&
  value.slice(3).every((field) => typeof field === "string")

/** Reads a fetched head file; null when it is not one. */
export function readSearchHead(value: unknown): SearchHead | null {
  if (typeof value !== "object" || value === null) return null
  const file = value as Partial<Record<keyof SearchHeadFile, unknown>>
  if (typeof file.language !== "string" || typeof file.partSize !== "number" || typeof file.parts !== "number") return null
  if (!Array.isArray(file.entries) || !file.entries.every(isRow)) return null
  const { language, partSize, parts } = file
  if (!Number.isInteger(partSize) || partSize < 1 || parts !== Math.ceil(file.entries.length / partSize)) return null
  const entries = (file.entries as SearchHeadRow[]).map(([title, typeIndex, url, category, id]): SearchHeadEntry => {
    const type = SEARCH_ENTRY_TYPES[typeIndex] ?? "page"
    return { id: id ?? entryIdOf(type, url), title, type, url, ...(category ? { category } : {}), language }
  })
  return {
    language,
    partSize,
    parts,
    entries,
    titles: entries.map((entry) => entry.title.toLowerCase()),
    categories: entries.map((entry) => (entry.category ?? "").toLowerCase()),
    positions: new Map(entries.map((entry, index) => [entry.id, index])),
  }
}

/** Reads a fetched part file (the texts of `index`'s entries); null when it is not the part the head expects. */
export function readSearchPart(head: SearchHead, index: number, value: unknown): string[] | null {
  if (!Array.isArray(value) || !value.every((text) => typeof text === "string")) return null
  const expected = Math.min(head.partSize, head.entries.length - index * head.partSize)
  return value.length === expected ? (value as string[]) : null
}

// The parts' texts in lower case, made once a part (not once a keystroke)
const lowered = new WeakMap<ReadonlyArray<string>, string[]>()
function lowerCase(texts: ReadonlyArray<string>): string[] {
  let found = lowered.get(texts)
  if (!found) {
    found = texts.map((text) => text.toLowerCase())
    lowered.set(texts, found)
  }
  return found
}

/**
 * searchEntries() (src/lib/search.ts) over a store in parts: the query is trimmed; an entry matches when its title, content or
 * category contains it (case-insensitive); entries in `language` first, then title matches before others, then store
 * order; at most `limit`. Title matches come from the head alone; a non-title match needs the entry's category (head)
 * or its text (its part). Candidates are taken in rank order and the scan stops once `limit` results are certain; the
 * first entry whose part is missing names the part needed (`need`), and the results then are the matches known so far.
 */
export function searchParts(
  head: SearchHead,
  parts: ReadonlyArray<ReadonlyArray<string> | undefined>,
  query: string,
  language: string,
  limit: number,
): SearchPartsAnswer {
  const needle = query.trim().toLowerCase()
  if (!needle || limit < 1) return { results: [], need: null }
  const { entries, partSize } = head
  const titleMatch = head.titles.map((title) => title.includes(needle))
  const results: SearchPartsResult[] = []
  let need: number | null = null
  const contentOf = (index: number): string | undefined => parts[partOf(index, partSize)]?.[index % partSize]
  const add = (index: number) => {
    const entry = entries[index]
    if (!entry) return
    const content = contentOf(index)
    results.push(content === undefined ? entry : { ...entry, content })
  }
  // The rank groups in order: the page's language (or not), title matches (or not); each in store order
  for (const inLanguage of [true, false]) {
    for (const byTitle of [true, false]) {
      for (let index = 0; index < entries.length; index++) {
        if (results.length >= limit) return { results, need }
        if ((entries[index]?.language === language) !== inLanguage || titleMatch[index] !== byTitle) continue
        if (byTitle || head.categories[index]?.includes(needle)) {
          add(index)
          continue
        }
        const part = parts[partOf(index, partSize)]
        if (!part) {
          need ??= partOf(index, partSize)
          continue
        }
        if (lowerCase(part)[index % partSize]?.includes(needle)) add(index)
      }
    }
  }
  return { results, need }
}

/** The parts that hold the texts of these results and are not loaded: the excerpts a result list still lacks. */
export function missingExcerptParts(
  head: SearchHead,
  parts: ReadonlyArray<ReadonlyArray<string> | undefined>,
  results: ReadonlyArray<SearchHeadEntry>,
): number[] {
  const missing = new Set<number>()
  for (const result of results) {
    const index = head.positions.get(result.id)
    if (index === undefined) continue
    const part = partOf(index, head.partSize)
    if (!parts[part]) missing.add(part)
  }
  return [...missing].sort((a, b) => a - b)
}
