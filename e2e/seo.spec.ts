import fs from "node:fs"
import path from "node:path"
import { expect, test } from "@playwright/test"
import { articles, contentIn, defaultLanguage, languages, services } from "./support/content"
import { listHtmlFiles } from "../scripts/lab/html"
import notices from "../src/lib/notice-registry.json"
import { MAX_SHOWN_TITLE } from "../src/content/copy-rules"

/** Reads the production build directly: what crawlers and link previews get, before any script runs. */
const PUBLIC = path.resolve(__dirname, "..", process.env.PUBLIC_DIR ?? "public")

/** The site's pages: not Gatsby's slices (_gatsby/) nor the content manager (admin/, Decap). */
function htmlFiles(dir: string): string[] {
  const skipped = ["static", "_gatsby", "page-data", "admin"]
  return listHtmlFiles(dir).filter((file) => {
    const folders = path.relative(dir, file).split(path.sep).slice(0, -1)
    return !skipped.includes(folders[0] ?? "") && !folders.some((folder) => folder.startsWith("~"))
  })
}

const routeOf = (file: string) => {
  const relative = path.relative(PUBLIC, file).split(path.sep).join("/")
  return relative === "index.html" ? "/" : `/${relative.replace(/\/?index\.html$/, "").replace(/\.html$/, "")}`
}

/** The language of a route: /de/… is German (data/languages.json), the rest the default language. */
const languageOf = (route: string) =>
  languages.slice(1).find(({ code }) => route === `/${code}` || route.startsWith(`/${code}/`))?.code ?? defaultLanguage
const notFoundRoutes = new Set(["/404", "/dev-404-page", ...languages.slice(1).map(({ code }) => `/${code}/404`)])
const is404 = (route: string) => notFoundRoutes.has(route)
/** The notice pages the server answers with (src/lib/notice-registry.json), in every language: noindex, outside the sitemap. */
const noticeRoutes = new Set(
  languages.flatMap(({ code }) => Object.values(notices).map(({ path: page }) => (code === defaultLanguage ? page : `/${code}${page}`))),
)
/** Every article of data/ by its page's route, in each language (the default one without a prefix). */
const articleAt = new Map(
  languages.flatMap(({ code }) =>
    contentIn(code).articles.map((article) => [code === defaultLanguage ? article.path : `/${code}${article.path}`, article] as const),
  ),
)
/** The company as the page's language writes it (data/company.<language>.json). */
const companyIn = (language: string) =>
  JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "data", `company.${language}.json`), "utf8")) as {
    areaServed: string[]
    languages: string[]
  }

interface Page {
  route: string
  html: string
}

const pages: Page[] = htmlFiles(PUBLIC).map((file) => ({ route: routeOf(file), html: fs.readFileSync(file, "utf8") }))
const indexable = pages.filter((page) => !is404(page.route) && !noticeRoutes.has(page.route))

const meta = (html: string, attr: "name" | "property", key: string) =>
  new RegExp(`<meta[^>]*${attr}="${key.replace(/[:]/g, "\\$&")}"[^>]*content="([^"]*)"`).exec(html)?.[1] ?? null
const title = (html: string) => /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? null
const canonical = (html: string) => /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/.exec(html)?.[1] ?? null

interface LdNode {
  "@type"?: string
  "@id"?: string
  [key: string]: unknown
}
const jsonLd = (html: string): LdNode[] =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].flatMap((m) => {
    const value = JSON.parse(m[1] ?? "{}") as LdNode & { "@graph"?: LdNode[] }
    return value["@graph"] ?? [value]
  })

test("the build has every route", () => {
  expect(indexable.map((p) => p.route).sort()).toEqual(
    expect.arrayContaining([
      "/",
      "/about",
      "/blog",
      "/blog/1",
      "/contact",
      "/destinations",
      "/destinations/phuket",
      "/experiences",
      "/privacy",
      "/real-bangkok-private-tour",
      "/services",
    ]),
  )
})

test("every page has lang, a unique title, a description, a canonical URL and social cards with a picture", () => {
  const titles = new Map<string, string>()
  for (const { route, html } of indexable) {
    expect(html, route).toMatch(new RegExp(`<html[^>]*lang="${languageOf(route)}"`))
    const pageTitle = title(html)
    expect(pageTitle, `${route} title`).toBeTruthy()
    expect(titles.get(pageTitle ?? ""), `${route} repeats the title of ${titles.get(pageTitle ?? "")}`).toBeUndefined()
    titles.set(pageTitle ?? "", route)
    // As the page shows it, the company name included where Seo adds it (src/content/copy-rules.ts), in every language
    const shownTitle = (pageTitle ?? "").replace(/&(amp|lt|gt|quot|#39|#x27);/g, "_")
    expect(shownTitle.length, `${route} title "${shownTitle}"`).toBeLessThanOrEqual(MAX_SHOWN_TITLE)
    expect(meta(html, "name", "description")?.length ?? 0, `${route} description`).toBeGreaterThan(50)
    expect(canonical(html), `${route} canonical`).toMatch(new RegExp(`^https://[^/]+${route === "/" ? "/" : route}$`))
    for (const key of ["og:title", "og:description", "og:url", "og:image", "og:type"])
      expect(meta(html, "property", key), `${route} ${key}`).toBeTruthy()
    expect(meta(html, "property", "og:image:width")).toBe("1200")
    expect(meta(html, "property", "og:image:height")).toBe("630")
    expect(meta(html, "name", "twitter:card")).toBe("summary_large_image")
    const image = new URL(meta(html, "property", "og:image") ?? "").pathname
    expect(fs.existsSync(path.join(PUBLIC, image)), `${route} og:image ${image} exists`).toBe(true)
    const feed = languageOf(route) === defaultLanguage ? "/rss.xml" : `/${languageOf(route)}/rss.xml`
    expect(html, `${route} links its language's RSS feed`).toMatch(new RegExp(`<link[^>]*type="application/rss\\+xml"[^>]*href="${feed}"`))
  }
})

test("the 404 page is not indexed and has no canonical", () => {
  for (const route of notFoundRoutes) {
    if (route === "/dev-404-page") continue
    const notFound = pages.find((p) => p.route === route)
    expect(notFound, route).toBeDefined()
    expect(notFound?.html).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/)
    expect(canonical(notFound?.html ?? ""), route).toBeNull()
  }
})

test("the notice pages are built in every language, not indexed and without a canonical", () => {
  expect(noticeRoutes.size).toBeGreaterThan(0)
  for (const route of noticeRoutes) {
    const notice = pages.find((p) => p.route === route)
    expect(notice, route).toBeDefined()
    expect(notice?.html, route).toMatch(/<meta[^>]*name="robots"[^>]*content="noindex"/)
    expect(canonical(notice?.html ?? ""), route).toBeNull()
  }
})

test("every JSON-LD block parses into one linked graph with the expected types per page", () => {
  for (const { route, html } of indexable) {
    const nodes = jsonLd(html)
    const types = nodes.map((n) => n["@type"])
    const org = nodes.find((n) => n["@type"] === "TravelAgency")
    expect(org, `${route} has the company`).toBeDefined()
    expect(org?.["@id"]).toMatch(/\/#organization$/)
    const company = companyIn(languageOf(route))
    expect((org?.areaServed as Array<{ name: string }>).map((c) => c.name)).toEqual(company.areaServed)
    expect(org?.knowsLanguage).toEqual(company.languages)
    expect(types, route).toContain("WebSite")
    // A destination's own page (its further pages of a section are plain web pages of the site)
    if (/^(\/[a-z]{2})?\/destinations\/[^/]+$/.test(route))
      expect(types, route).toEqual(expect.arrayContaining(["TouristDestination", "ItemList", "BreadcrumbList"]))
    if (route === "/services") expect(types.filter((t) => t === "Service")).toHaveLength(services.length)
    // An article's page, wherever data/ puts it (/blog/<number> or a guide's own path), in every language
    const article = articleAt.get(route)
    if (article) {
      const node = nodes.find((n) => n["@type"] === "Article")
      expect(node, route).toBeDefined()
      for (const key of ["headline", "image", "datePublished", "author"]) expect(node?.[key], `${route} Article.${key}`).toBeTruthy()
      const crumbs = nodes.find((n) => n["@type"] === "BreadcrumbList")?.itemListElement as Array<{
        position: number
        name: string
        item: string
      }>
      expect(crumbs.map((c) => c.position)).toEqual([1, 2, 3])
      for (const crumb of crumbs) expect(crumb.item).toMatch(/^https:\/\//)
      // A bookable tour with its itinerary is a TouristTrip; questions and answers are an FAQPage
      if (article.tour && article.itinerary) expect(types, route).toContain("TouristTrip")
      if (article.faq?.length) expect(types, route).toContain("FAQPage")
    }
  }
})

test("the sitemap lists exactly the built routes, robots.txt points at it", () => {
  const index = fs.readFileSync(path.join(PUBLIC, "sitemap-index.xml"), "utf8")
  const sitemaps = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => path.join(PUBLIC, new URL(m[1] ?? "").pathname))
  const listed = sitemaps.flatMap((file) =>
    [...fs.readFileSync(file, "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname.replace(/\/$/, "") || "/"),
  )
  expect(listed.sort()).toEqual(indexable.map((p) => p.route).sort())
  const robots = fs.readFileSync(path.join(PUBLIC, "robots.txt"), "utf8")
  expect(robots).toMatch(/^Sitemap: https:\/\/[^\s]+\/sitemap-index\.xml$/m)
})

test("the RSS feed is XML listing every article", () => {
  const feed = fs.readFileSync(path.join(PUBLIC, "rss.xml"), "utf8")
  expect(feed.startsWith("<?xml")).toBe(true)
  expect([...feed.matchAll(/<item>/g)]).toHaveLength(articles.length)
  expect(feed).toContain("/real-bangkok-private-tour</link>")
})

test("the web manifest and icons are there", () => {
  const manifest = JSON.parse(fs.readFileSync(path.join(PUBLIC, "manifest.webmanifest"), "utf8")) as {
    name: string
    icons: Array<{ src: string }>
  }
  expect(manifest.name).toBeTruthy()
  for (const icon of manifest.icons) expect(fs.existsSync(path.join(PUBLIC, icon.src))).toBe(true)
})
