import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { useTranslation } from "./use-translation"
import { SEARCH_RESULT_LIMIT } from "../lib/constants"
import {
  missingExcerptParts,
  readSearchHead,
  readSearchPart,
  searchParts,
  type SearchHead,
  type SearchPartsResult,
} from "../lib/search-parts"

/** The addresses of the page language's search files (src/node/search-stores.ts). */
export function useSearchFiles(): { headURL: string; partURLs: ReadonlyArray<string> } {
  const { language } = useTranslation()
  const data = useStaticQuery<Queries.SearchFilesQuery>(graphql`
    query SearchFiles {
      searchStores {
        language
        headURL
        partURLs
      }
    }
  `)
  const store = data.searchStores.find((node) => node.language === language)
  if (!store) throw new Error(`The ${language} search store was not built (gatsby-plugin-local-search)`)
  return store
}

// Each file is fetched once a page load (kept in memory, no storage); a failed fetch is forgotten, so the next
// keystroke tries again
const files = new Map<string, Promise<unknown>>()
function fetchJson(url: string): Promise<unknown> {
  let found = files.get(url)
  if (!found) {
    found = fetch(url).then((response) =>
      response.ok ? (response.json() as Promise<unknown>) : Promise.reject(new Error(`${url}: ${response.status}`)),
    )
    const fetching = found
    fetching.catch(() => files.get(url) === fetching && files.delete(url))
    files.set(url, fetching)
  }
  return found
}

export interface SearchPartsState {
  /** "loading" until the head is there; "error" when a file could not be fetched. */
  status: "loading" | "ready" | "error"
  /** The ranked results known so far (at most SEARCH_RESULT_LIMIT); each with its excerpt once its part is loaded. */
  results: SearchPartsResult[]
  /** The ranking waits for a part: the results may still change. */
  pending: boolean
}

interface Options {
  /** Fetch the head now (the dialog: when it first opens; /search: once there is a query). */
  active: boolean
  /** Also fetch the parts that hold the shown results' excerpts. */
  excerpts: boolean
}

/** The User Timing measure of one answered query. */
export const SEARCH_ANSWER_MEASURE = "search:answer"

/**
 * The search over the page language's store in parts (the ranking of searchEntries() in src/lib/search.ts, over parts: src/lib/search-parts.ts): the head is
 * fetched when `active`, a part when the ranking or a shown excerpt needs it; results come at once from what is
 * loaded.
 */
export function useSearchParts(query: string, { active, excerpts }: Options): SearchPartsState {
  const { language } = useTranslation()
  const { headURL, partURLs } = useSearchFiles()
  const [head, setHead] = React.useState<SearchHead | null>(null)
  const [parts, setParts] = React.useState<ReadonlyArray<ReadonlyArray<string> | undefined>>([])
  const [failed, setFailed] = React.useState(false)

  const answer = React.useMemo(() => {
    if (!head) return { results: [], need: null }
    const started = performance.now()
    const found = searchParts(head, parts, query, language, SEARCH_RESULT_LIMIT)
    // The time one query takes to answer, as a User Timing measure: npm run bench:scale reads it on the phone profile
    performance.measure?.(SEARCH_ANSWER_MEASURE, { start: started })
    return found
  }, [head, parts, query, language])
  const wanted = React.useMemo(() => {
    if (!head) return []
    const more = excerpts ? missingExcerptParts(head, parts, answer.results) : []
    return [...new Set([...(answer.need === null ? [] : [answer.need]), ...more])]
  }, [head, parts, answer, excerpts])
  const wantedKey = wanted.join(",")

  // Runs again on every keystroke while something is missing: a fetch that failed is tried again
  React.useEffect(() => {
    if (!active || head) return
    let current = true
    setFailed(false)
    fetchJson(headURL)
      .then((value) => {
        const read = readSearchHead(value)
        if (!read || read.parts !== partURLs.length) throw new Error(`${headURL}: not the search head the site was built with`)
        if (current) setHead(read)
      })
      .catch(() => current && setFailed(true))
    return () => {
      current = false
    }
  }, [active, head, headURL, partURLs, query])

  React.useEffect(() => {
    if (!head || !wantedKey) return
    let current = true
    setFailed(false)
    for (const index of wantedKey.split(",").map(Number)) {
      const url = partURLs[index]
      if (!url) continue
      fetchJson(url)
        .then((value) => {
          const texts = readSearchPart(head, index, value)
          if (!texts) throw new Error(`${url}: not part ${index} of the search store`)
          setParts((loaded) => {
            if (loaded[index]) return loaded
            const next = [...loaded]
            next[index] = texts
            return next
          })
        })
        .catch(() => current && setFailed(true))
    }
    return () => {
      current = false
    }
  }, [head, wantedKey, partURLs, query])

  return {
    status: failed ? "error" : head ? "ready" : "loading",
    results: answer.results,
    pending: answer.need !== null,
  }
}
