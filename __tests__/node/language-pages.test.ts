/**
 * @jest-environment node
 */
import type { SiteLanguage } from "../../src/lib/languages"
import { feedOptions } from "../../src/node/feed"
import { onCreatePage } from "../../src/node/localize-pages"
import { sitemapOptions } from "../../src/node/sitemap"
import { languages, SITE_URL, textsIn } from "../support/static-query-data"

// The pages of every language: src/pages is created once per language, the sitemap and the feeds follow the languages
const en: SiteLanguage = { code: "en", name: "English", locale: "en-US" }
const de: SiteLanguage = { code: "de", name: "Deutsch", locale: "de-DE" }

describe("onCreatePage", () => {
  type Page = { path: string; matchPath?: string; component: string; context: Record<string, unknown> }
  function pagesFor(page: Page): { deleted: Page[]; created: Page[] } {
    const deleted: Page[] = []
    const created: Page[] = []
    const actions = { deletePage: (p: Page) => deleted.push(p), createPage: (p: Page) => created.push(p) }
    const call = onCreatePage as unknown as (args: { page: Page; actions: typeof actions }) => void
    call({ page, actions })
    return { deleted, created }
  }
  const page = (path: string, context: Record<string, unknown> = {}): Page => ({ path, component: "/src/pages/x.tsx", context })

  it("makes a page of src/pages once per language of data/languages.json, each with its language in the context", () => {
    const { deleted, created } = pagesFor(page("/contact"))
    expect(deleted.map((p) => p.path)).toEqual(["/contact"])
    expect(created.map((p) => [p.path, p.context.language])).toEqual(
      languages.map(({ code }, i) => [i === 0 ? "/contact" : `/${code}/contact`, code]),
    )
  })

  it("puts the home page of a language at /<code>", () => {
    expect(pagesFor(page("/")).created.map((p) => p.path)).toEqual(languages.map(({ code }, i) => (i === 0 ? "/" : `/${code}`)))
  })

  it("makes each language's 404 page, marked as one, without a matchPath (Gatsby would bundle every page it shadows)", () => {
    const { created } = pagesFor(page("/404/"))
    expect(created.map((p) => [p.path, p.matchPath, p.context.language, p.context.notFound])).toEqual(
      languages.map(({ code }, i) => [i === 0 ? "/404/" : `/${code}/404/`, undefined, code, true]),
    )
  })

  it("leaves a page that already has its language alone (no endless re-creation)", () => {
    expect(pagesFor(page("/de/contact", { language: "de" }))).toEqual({ deleted: [], created: [] })
  })
})

describe("sitemapOptions", () => {
  const { serialize, excludes } = sitemapOptions(SITE_URL, [en, de])

  it.each([
    ["/contact", "/contact", "/de/contact"],
    ["/de/contact", "/contact", "/de/contact"],
    ["/", "/", "/de"],
    ["/de", "/", "/de"],
  ])("lists %s with its twin in every language and x-default, the English page", (path, english, german) => {
    expect(serialize({ path })).toEqual({
      url: path,
      links: [
        { lang: "en", url: `${SITE_URL}${english}` },
        { lang: "de", url: `${SITE_URL}${german}` },
        { lang: "x-default", url: `${SITE_URL}${english}` },
      ],
    })
  })

  it("leaves out every language's 404 page", () => {
    expect(excludes).toEqual(expect.arrayContaining(["/404", "/404.html", "/de/404", "/de/404.html"]))
  })
})

describe("feedOptions", () => {
  const options = feedOptions("Luxury DMC Thailand", languages)
  const article = (language: string, path: string) => ({
    language,
    title: `${language} ${path}`,
    excerpt: "…",
    path,
    date: "2024-06-10",
    category: "Travel",
    author: { name: "Ada" },
  })
  const query = {
    site: { siteMetadata: { siteUrl: SITE_URL } },
    allArticle: { nodes: [article("en", "/blog/1"), article("de", "/blog/1"), article("de", "/blog/2")] },
  }

  it("has one feed per language, at /rss.xml and /<code>/rss.xml, titled and described in its language", () => {
    expect(options.feeds.map((feed) => [feed.output, feed.language, feed.title, feed.description])).toEqual(
      languages.map(({ code }, i) => [
        i === 0 ? "/rss.xml" : `/${code}/rss.xml`,
        code,
        (textsIn(code)["blog.feedTitle"] ?? "").replace("{name}", "Luxury DMC Thailand"),
        textsIn(code)["blog.intro"],
      ]),
    )
    // Each language's channel says it in its own words (not the site's default-language metadata)
    const descriptions = options.feeds.map((feed) => feed.description)
    expect(new Set(descriptions).size).toBe(languages.length)
    expect(options.feeds.find((feed) => feed.language === "de")?.title).not.toContain("—")
  })

  it("lists only the articles of its language, at their address in that language", () => {
    const german = options.feeds.find((feed) => feed.language === "de")
    const items = german?.serialize({ query } as unknown as Parameters<NonNullable<typeof german>["serialize"]>[0])
    expect(items?.map((item) => [item.title, item.url, item.guid])).toEqual([
      ["de /blog/1", `${SITE_URL}/de/blog/1`, `${SITE_URL}/de/blog/1`],
      ["de /blog/2", `${SITE_URL}/de/blog/2`, `${SITE_URL}/de/blog/2`],
    ])
  })

  it.each([
    ["/", "en"],
    ["/contact", "en"],
    ["/deals", "en"],
    ["/de", "de"],
    ["/de/contact", "de"],
  ])("links the page %s to the %s feed only", (path, code) => {
    const linked = options.feeds
      .filter((feed) => feed.match === undefined || new RegExp(feed.match).test(path))
      .map((feed) => feed.language)
    expect(linked).toEqual([code])
  })
})
