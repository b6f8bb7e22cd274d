import type { APIRequestContext, Page } from "@playwright/test"
import { readSearchHead, readSearchPart, type SearchHead, type SearchHeadEntry } from "../../src/lib/search-parts"

/** A search file's address: /static/<digest>.search-<language>-head.json or …-part-<n>.json (src/node/search-stores.ts). */
export const SEARCH_FILE = /\/static\/[0-9a-f]+\.search-([a-z]+)-(head|part-(\d+))\.json$/

/** The search files a page fetches, as paths, in the order it asked for them. */
export function recordSearchFiles(page: Page): string[] {
  const fetched: string[] = []
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (SEARCH_FILE.test(pathname)) fetched.push(pathname)
  })
  return fetched
}

interface SearchFiles {
  language: string
  headURL: string
  partURLs: string[]
}

/** The built store of a language, read as the browser reads it: its addresses from the pages' static query result. */
export async function builtSearchStore(
  request: APIRequestContext,
  language: string,
): Promise<{ files: SearchFiles; head: SearchHead; parts: string[][] }> {
  const json = async (url: string): Promise<unknown> => {
    const response = await request.get(url)
    if (!response.ok()) throw new Error(`${url}: ${response.status()}`)
    return response.json() as Promise<unknown>
  }
  const page = (await json("/page-data/index/page-data.json")) as { staticQueryHashes: string[] }
  for (const hash of page.staticQueryHashes) {
    const result = (await json(`/page-data/sq/d/${hash}.json`)) as { data?: { searchStores?: SearchFiles[] } }
    const files = result.data?.searchStores?.find((store) => store.language === language)
    if (!files) continue
    const head = readSearchHead(await json(files.headURL))
    if (!head) throw new Error(`${files.headURL} is not a search head`)
    const parts = await Promise.all(
      files.partURLs.map(async (url, index) => {
        const texts = readSearchPart(head, index, await json(url))
        if (!texts) throw new Error(`${url} is not part ${index} of ${files.headURL}`)
        return texts
      }),
    )
    return { files, head, parts }
  }
  throw new Error(`no static query of the home page gives the ${language} search files`)
}

/**
 * A word that only texts in a part after the first hold: no title, no category, no text of the first part has it. The
 * entries it finds are then the ones whose text has it, in store order. Chosen from the built files: tests do not
 * freeze content.
 */
export function laterPartWord(head: SearchHead, parts: ReadonlyArray<ReadonlyArray<string>>): { word: string; found: SearchHeadEntry[] } {
  const texts = parts.flat().map((text) => text.toLowerCase())
  const firstPart = texts.slice(0, head.partSize)
  const elsewhere = [...head.titles, ...head.categories, ...firstPart]
  for (const text of texts.slice(head.partSize)) {
    for (const word of text.split(/[^\p{L}]+/u)) {
      if (word.length < 6 || elsewhere.some((other) => other.includes(word))) continue
      return { word, found: head.entries.filter((_, index) => texts[index]?.includes(word)) }
    }
  }
  throw new Error("no word is found only in a later part of the search store")
}
