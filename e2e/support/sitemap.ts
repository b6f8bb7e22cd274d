import { expect, type APIRequestContext } from "@playwright/test"

/** The text of every <loc> in a sitemap or sitemap index, in document order. */
export function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((match) => decodeXml(match[1] ?? ""))
}

const decodeXml = (text: string): string =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&")

/** An absolute sitemap URL as a path on the test server ("https://site/blog/1" → "/blog/1"). */
export const toPath = (url: string): string => {
  const { pathname, search } = new URL(url)
  return `${pathname}${search}`
}

async function fetchXml(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path)
  expect(response.status(), `GET ${path}`).toBe(200)
  return response.text()
}

/**
 * Every page the built site lists for crawlers, as server paths, sorted: reads /sitemap-index.xml
 * from the test server, then each sitemap it names (fetched from the test server too, whatever
 * origin the index gives it).
 */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const sitemaps = sitemapLocs(await fetchXml(request, "/sitemap-index.xml")).map(toPath)
  expect(sitemaps.length, "sitemaps named by /sitemap-index.xml").toBeGreaterThan(0)
  const pages = new Set<string>()
  for (const sitemap of sitemaps) {
    for (const loc of sitemapLocs(await fetchXml(request, sitemap))) pages.add(toPath(loc))
  }
  expect(pages.size, "pages listed by the sitemaps").toBeGreaterThan(0)
  return [...pages].sort()
}

/** The items of a list that fall to one of `count` shards, so parallel workers share a list fixed only at run time. */
export const shardOf = <T>(items: readonly T[], shard: number, count: number): T[] => items.filter((_, index) => index % count === shard)
