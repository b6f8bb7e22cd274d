import fs from "node:fs"
import path from "node:path"
import type { APIRequestContext, Page } from "@playwright/test"
import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { contentIn, defaultLanguage, escapeRegExp, languages } from "./support/content"
import { sitemapPaths } from "./support/sitemap"
import { VIEWPORTS } from "./support/axe"
import { fillLabelled, inquiryForm, offeredMail, serverUnreachable } from "./support/forms"
import { expectFitsWindow } from "./support/layout"
import { recordSearchFiles, SEARCH_FILE } from "./support/search-files"

/**
 * The German edition (and any language after the default in data/languages.json): every page has its twin under
 * /<code>/, the twins name each other, the pages are written in their language, and what a visitor sends (e-mail,
 * WhatsApp) is in the page's language.
 */
const PUBLIC = path.resolve(__dirname, "..", "public")
const [, other] = languages
const code = other?.code ?? "de"
const local = contentIn(code)
const english = contentIn(defaultLanguage)
const t = (key: string) => local.texts.get(key) ?? key

/** "/contact" → "/de/contact", "/" → "/de". */
const inLanguage = (pagePath: string, language = code) =>
  language === defaultLanguage ? pagePath : pagePath === "/" ? `/${language}` : `/${language}${pagePath}`
const isLocal = (pagePath: string) => pagePath === `/${code}` || pagePath.startsWith(`/${code}/`)
const neutral = (pagePath: string) => (isLocal(pagePath) ? pagePath.slice(code.length + 1) || "/" : pagePath)

interface Head {
  lang: string | null
  canonical: string | null
  alternates: Record<string, string>
  ogLocale: string | null
  ogAlternates: string[]
  inLanguage: unknown[]
}

/** What a page's static HTML says about its language and its twins. */
async function headOf(request: APIRequestContext, pagePath: string): Promise<Head> {
  const response = await request.get(pagePath)
  expect(response.status(), pagePath).toBe(200)
  const html = await response.text()
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`, "i").exec(tag)?.[1] ?? null
  const tags = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[0])
  const alternates: Record<string, string> = {}
  for (const tag of tags(/<link[^>]*rel="alternate"[^>]*hreflang="[^"]*"[^>]*>/gi)) {
    alternates[attr(tag, "hreflang") ?? ""] = attr(tag, "href") ?? ""
  }
  const jsonLd = /<script[^>]*application\/ld\+json[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "{}"
  const graph = (JSON.parse(jsonLd) as { "@graph"?: Array<{ "@type": string; inLanguage?: unknown }> })["@graph"] ?? []
  return {
    lang: attr(/<html[^>]*>/.exec(html)?.[0] ?? "", "lang"),
    canonical: attr(tags(/<link[^>]*rel="canonical"[^>]*>/gi)[0] ?? "", "href"),
    alternates,
    ogLocale: attr(tags(/<meta[^>]*property="og:locale"[^>]*>/gi)[0] ?? "", "content"),
    ogAlternates: tags(/<meta[^>]*property="og:locale:alternate"[^>]*>/gi).map((tag) => attr(tag, "content") ?? ""),
    inLanguage: graph.filter((node) => node["@type"] === "WebPage").map((node) => node.inLanguage),
  }
}

test("every page of the default language has its twin in each language, in the sitemap", async ({ request }) => {
  const pages = await sitemapPaths(request)
  const defaults = pages.filter((p) => !isLocal(p))
  expect(defaults.length).toBeGreaterThan(10)
  for (const language of languages.slice(1)) {
    const twins = defaults.map((p) => inLanguage(p, language.code))
    expect(
      twins.filter((p) => !pages.includes(p)),
      `${language.name} pages missing`,
    ).toEqual([])
  }
  // and nothing in the other language without its default twin
  expect(pages.filter((p) => isLocal(p) && !defaults.includes(neutral(p)))).toEqual([])
})

test("each page names itself canonical and its twins as absolute, reciprocal hreflang alternates; lang, og:locale and JSON-LD agree", async ({
  request,
}) => {
  test.setTimeout(120_000)
  const pages = await sitemapPaths(request)
  const heads = new Map<string, Head>()
  for (const pagePath of pages) heads.set(pagePath, await headOf(request, pagePath))
  const problems: string[] = []
  for (const [pagePath, head] of heads) {
    const language = isLocal(pagePath) ? code : defaultLanguage
    const locale = (languages.find((l) => l.code === language)?.locale ?? "").replace("-", "_")
    const expected: Array<[string, string]> = [
      ...languages.map((l): [string, string] => [l.code, inLanguage(neutral(pagePath), l.code)]),
      ["x-default", neutral(pagePath)],
    ]
    for (const [lang, twin] of expected) {
      const href = head.alternates[lang]
      if (!href || !/^https:\/\/[^/]+\//.test(href)) problems.push(`${pagePath}: hreflang ${lang} is ${href ?? "missing"}, not absolute`)
      else if (new URL(href).pathname !== (twin === "/" ? "/" : twin))
        problems.push(`${pagePath}: hreflang ${lang} → ${href}, expected ${twin}`)
      // reciprocal: the twin names this page back
      const back = heads.get(twin)?.alternates[language]
      if (lang !== "x-default" && (!back || new URL(back).pathname !== pagePath))
        problems.push(`${twin} does not name ${pagePath} back as ${language} (${back ?? "missing"})`)
    }
    if (!head.canonical || new URL(head.canonical).pathname !== pagePath) problems.push(`${pagePath}: canonical ${head.canonical}`)
    if (head.lang !== language) problems.push(`${pagePath}: <html lang="${head.lang}">`)
    if (head.ogLocale !== locale) problems.push(`${pagePath}: og:locale ${head.ogLocale}`)
    if (head.ogAlternates.length !== languages.length - 1 || head.ogAlternates.includes(locale))
      problems.push(`${pagePath}: og:locale:alternate ${head.ogAlternates.join(",")}`)
    if (head.inLanguage.length !== 1 || head.inLanguage[0] !== language)
      problems.push(`${pagePath}: WebPage inLanguage ${String(head.inLanguage)}`)
  }
  expect(problems).toEqual([])
})

test("the sitemap gives every page its alternates; each language has its RSS feed, linked from its own pages only", async ({ request }) => {
  const sitemap = fs.readFileSync(path.join(PUBLIC, "sitemap-0.xml"), "utf8")
  const entries = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] ?? "")
  expect(entries.length).toBeGreaterThan(20)
  for (const entry of entries) {
    const links = [...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => m[1])
    expect(links.sort(), entry.slice(0, 80)).toEqual([...languages.map((l) => l.code), "x-default"].sort())
  }
  const feed = await (await request.get(inLanguage("/rss.xml"))).text()
  for (const article of local.articles.slice(0, 3)) {
    expect(feed).toContain(`<title><![CDATA[${article.title}]]></title>`)
    expect(feed).toContain(`${inLanguage(article.path)}</link>`)
  }
  const localHead = await (await request.get(inLanguage("/"))).text()
  const defaultHead = await (await request.get("/")).text()
  expect(localHead).toContain(`href="${inLanguage("/rss.xml")}"`)
  expect(localHead).not.toMatch(/href="\/rss\.xml"/)
  expect(defaultHead).toMatch(/href="\/rss\.xml"/)
  expect(defaultHead).not.toContain(`href="${inLanguage("/rss.xml")}"`)
})

/** Every text of this language's content and interface, to tell its own loanwords ("Service", "Note") from leftovers. */
function corpusOf(content: ReturnType<typeof contentIn>): string {
  const texts: string[] = [...content.texts.values()]
  const walk = (value: unknown) => {
    if (typeof value === "string") texts.push(value)
    else if (Array.isArray(value)) value.forEach(walk)
    else if (value && typeof value === "object") Object.values(value).forEach(walk)
  }
  walk([content.destinations, content.hotels, content.experiences, content.vehicles, content.services, content.team, content.articles])
  for (const file of ["company", "home", "about", "partnerships", "privacy", "whatsapp"])
    walk(JSON.parse(fs.readFileSync(path.resolve(__dirname, "..", "data", `${file}.${code}.json`), "utf8")))
  return texts.join("\n")
}

/**
 * A language's climate records or climate sources (data/climate/, data/climate-sources/: not in the content helper),
 * in file order, so each language's list pairs record with record.
 */
function climateTextsIn(language: string, folder: "climate" | "climate-sources"): unknown[] {
  const dir = path.resolve(__dirname, "..", "data", folder)
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(`.${language}.json`))
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as unknown)
}

/**
 * Texts of the default language that differ in this one: one on a page of this language is a leftover. Names and
 * brand words are excepted: a word this language's own texts use as well (a name, "Service", "Destination
 * Management Company") is no evidence of a leftover.
 */
function leftoverCandidates(): Array<{ text: string; from: string }> {
  const ownWords = corpusOf(local)
  const usedHere = (text: string) => new RegExp(`(?<![\\p{L}])${escapeRegExp(text)}(?![\\p{L}])`, "u").test(ownWords)
  const candidates: Array<{ text: string; from: string }> = []
  for (const [key, text] of english.texts) {
    const translated = local.texts.get(key)
    // one-word labels shorter than 4 letters ("All") would match inside ordinary words
    if (translated !== undefined && translated !== text && text.replace(/\{\w+\}/g, "").trim().length >= 4) {
      for (const part of text.split(/\{\w+\}/).map((p) => p.trim()))
        if (part.length >= 4 && /[a-z]/.test(part)) candidates.push({ text: part, from: `interface text ${key}` })
    }
  }
  // Content: every longer English text of a record whose German twin says something else
  const pairs: Array<[unknown, unknown, string]> = [
    [english.destinations, local.destinations, "destinations"],
    [english.hotels, local.hotels, "hotels"],
    [english.experiences, local.experiences, "experiences"],
    [english.vehicles, local.vehicles, "vehicles"],
    [english.articles, local.articles, "articles"],
    [english.privacy, local.privacy, "privacy"],
    // When to go: the advice, station names and month cautions, and the sources' credit lines and titles
    [climateTextsIn(defaultLanguage, "climate"), climateTextsIn(code, "climate"), "climate"],
    [climateTextsIn(defaultLanguage, "climate-sources"), climateTextsIn(code, "climate-sources"), "climate-sources"],
  ]
  const walk = (a: unknown, b: unknown, from: string) => {
    if (typeof a === "string" && typeof b === "string" && a !== b && a.length >= 24) candidates.push({ text: a, from })
    else if (Array.isArray(a) && Array.isArray(b)) a.forEach((item, i) => walk(item, b[i], from))
    else if (a && b && typeof a === "object" && typeof b === "object")
      for (const [k, v] of Object.entries(a)) walk(v, (b as Record<string, unknown>)[k], `${from}.${k}`)
  }
  for (const [a, b, from] of pairs) walk(a, b, from)
  return candidates.filter(({ text }) => !usedHere(text))
}

/**
 * Everything a visitor reads or hears on the page: visible text, labels, placeholders, alt texts, titles. Text marked as
 * written in another language (an element with its own lang) is not a leftover; a cited source's credit line is
 * written in the page's language (data/climate-sources/<slug>.<language>.json), so it is checked like the rest.
 */
const readableText = (page: Page) =>
  page.evaluate(() => {
    const pageLanguage = document.documentElement.lang
    const foreign = [...document.body.querySelectorAll<HTMLElement>("[lang]")].filter((el) => el.lang !== pageLanguage)
    const hidden = foreign.map((el) => [el, el.style.display] as const)
    for (const [el] of hidden) el.style.display = "none"
    const attributes = [...document.querySelectorAll("[aria-label],[placeholder],[alt],[title]")]
      .filter((el) => !foreign.some((other) => other.contains(el)))
      .flatMap((el) => ["aria-label", "placeholder", "alt", "title"].map((name) => el.getAttribute(name) ?? ""))
    const text = [document.title, document.body.innerText, ...attributes].join("\n")
    for (const [el, display] of hidden) el.style.display = display
    return text
  })

function leftovers(text: string, candidates: ReadonlyArray<{ text: string; from: string }>): string[] {
  return candidates
    .filter(({ text: english }) => new RegExp(`(?<![\\p{L}])${escapeRegExp(english)}(?![\\p{L}])`, "u").test(text))
    .map(({ text: english, from }) => `${JSON.stringify(english)} (${from})`)
}

test("no English text is left on a German page, nor in its cookie banner, search and WhatsApp panel", async ({
  browser,
  baseURL,
  freshPage,
  request,
}) => {
  test.setTimeout(180_000)
  const candidates = leftoverCandidates()
  expect(candidates.length).toBeGreaterThan(100)
  const problems: string[] = []
  // The pages as served (the script renders the same texts once it runs; the overlays are checked below)
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  for (const pagePath of (await sitemapPaths(request)).filter(isLocal)) {
    await page.goto(pagePath)
    for (const found of leftovers(await readableText(page), candidates)) problems.push(`${pagePath}: ${found}`)
  }
  await context.close()
  // The controls that open over a page
  await gotoHydrated(freshPage, inLanguage("/"))
  const banner = freshPage.getByRole("region", { name: t("cookies.label") })
  await expect(banner).toBeVisible({ timeout: 5000 })
  for (const found of leftovers(await readableText(freshPage), candidates)) problems.push(`cookie banner: ${found}`)
  // German labels are longer: the banner still fits a phone
  await freshPage.setViewportSize(VIEWPORTS.mobile)
  await expectFitsWindow(freshPage, "the German cookie banner at 390 px")
  await freshPage.setViewportSize({ width: 1280, height: 720 })
  // answered: its toast, then the WhatsApp panel (which waits for the banner to go) and the search dialog
  await banner.getByRole("button", { name: t("cookies.essential") }).click()
  await expect(freshPage.getByText(t("cookies.declinedTitle"))).toBeVisible()
  for (const found of leftovers(await readableText(freshPage), candidates)) problems.push(`cookie toast: ${found}`)
  await freshPage.getByRole("button", { name: t("whatsapp.open") }).click()
  await freshPage.getByRole("link", { name: t("nav.search"), exact: true }).click()
  await freshPage.getByRole("dialog").getByRole("searchbox").fill("Phuket")
  await expect(freshPage.getByRole("dialog").getByRole("link").first()).toBeVisible()
  for (const found of leftovers(await readableText(freshPage), candidates)) problems.push(`overlays: ${found}`)
  expect(problems).toEqual([])
})

test("the language switcher leads to the same page in the other language, at both widths and in the footer, without script", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  for (const viewport of [VIEWPORTS.mobile, VIEWPORTS.desktop]) {
    await page.setViewportSize(viewport)
    await page.goto("/destinations/phuket")
    const toLocal = page.getByRole("banner").locator(`a[hreflang="${code}"]`)
    await expect(toLocal).toBeVisible()
    await expect(toLocal).toHaveAttribute("href", inLanguage("/destinations/phuket"))
    await expect(toLocal).toHaveAttribute("lang", code)
    await expect(page.getByRole("contentinfo").locator(`a[hreflang="${code}"]`)).toHaveAttribute("href", inLanguage("/destinations/phuket"))
    await toLocal.click()
    await expect(page).toHaveURL(new RegExp(`${inLanguage("/destinations/phuket")}$`))
    await expect(page.locator("html")).toHaveAttribute("lang", code)
    const phuket = local.destinations.find((d) => d.slug === "phuket")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(phuket?.heroTitle ?? "")
    const back = page.getByRole("banner").locator(`a[hreflang="${defaultLanguage}"]`)
    await expect(back).toHaveAttribute("href", "/destinations/phuket")
  }
  await context.close()
})

test.describe("search in the page's language", () => {
  test("German pages fetch only the German store's files; 'strand' finds beach content, 'Phuket' the German destination first", async ({
    page,
  }) => {
    const stores = recordSearchFiles(page)
    await gotoHydrated(page, inLanguage("/"))
    await page.getByRole("link", { name: t("nav.search"), exact: true }).click()
    const dialog = page.getByRole("dialog", { name: t("search.title") })
    const box = dialog.getByRole("searchbox")
    await box.fill("strand")
    const links = dialog.getByRole("link")
    await expect(links.first()).toBeVisible()
    for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))
      expect(href.startsWith(`/${code}/`), href).toBe(true)
    await box.fill("Phuket")
    await expect(links.first()).toHaveAttribute("href", inLanguage("/destinations/phuket"))
    expect(stores.length).toBeGreaterThan(0)
    expect(stores.map((file) => SEARCH_FILE.exec(file)?.[1])).toEqual(stores.map(() => code))
    expect(stores[0]).toMatch(/-head\.json$/)

    // the default language's page fetches its own
    const defaultStores = recordSearchFiles(page)
    await gotoHydrated(page, "/")
    await page.getByRole("link", { name: english.texts.get("nav.search") ?? "Search", exact: true }).click()
    await page.getByRole("dialog").getByRole("searchbox").fill("Phuket")
    await expect(page.getByRole("dialog").getByRole("link").first()).toHaveAttribute("href", "/destinations/phuket")
    await expect.poll(() => defaultStores.length).toBeGreaterThan(0)
    expect(defaultStores.map((file) => SEARCH_FILE.exec(file)?.[1])).toEqual(defaultStores.map(() => defaultLanguage))
  })

  test("the German search page works as a form without script", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(inLanguage("/search"))
    await expect(page.getByRole("search")).toHaveAttribute("action", inLanguage("/search"))
    // every destination and the pages that list the rest, linked in German
    const hrefs = await page
      .getByRole("main")
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""))
    for (const destination of local.destinations) expect(hrefs).toContain(inLanguage(`/destinations/${destination.slug}`))
    for (const listing of ["/experiences", "/services", "/blog", "/about", "/contact", "/partners"])
      expect(hrefs).toContain(inLanguage(listing))
    expect(hrefs.filter((href) => href.startsWith("/") && !href.startsWith(`/${code}`))).toEqual([])
    await context.close()
  })
})

test("an inquiry from a German page goes to the server in German, and without the server is a German e-mail, encoded for a mailto link", async ({
  page,
}) => {
  await serverUnreachable(page)
  await gotoHydrated(page, inLanguage("/contact"))
  const form = inquiryForm(page, t("contact.submit"))
  await expect(form.locator("input[name=language]")).toHaveValue(code)
  await expect(form.locator("input[name=page]")).toHaveValue(inLanguage("/contact"))
  await form.getByRole("button", { name: t("contact.submit") }).click()
  await expect(form.getByText(t("form.error.required").replace("{field}", t("form.firstName")))).toBeVisible()
  await fillLabelled(form, {
    [t("form.firstName")]: "Jürgen",
    [t("form.lastName")]: "Weiß",
    [t("form.email")]: "juergen@reisebuero.example",
    [t("contact.requirements")]: "Grüße – „Flitterwochen“ & Poolvilla?",
  })
  await form.getByRole("button", { name: t("contact.submit") }).click()
  await expect(page.getByRole("heading", { name: t("inquiry.fallbackTitle") })).toBeVisible()
  const { url: mailto, ...mail } = await offeredMail(page.getByRole("main"))
  // Only ASCII in the link: every other character UTF-8 percent-encoded, spaces as %20, line breaks as %0D%0A
  expect(mailto).toMatch(/^mailto:[\x21-\x7e]+$/)
  expect(mailto).toContain(encodeURIComponent("Jürgen Weiß"))
  expect(mail.subject).toContain("Jürgen Weiß")
  expect(mail.subject.startsWith(t("inquiry.subject").split("{")[0] ?? "")).toBe(true)
  expect(mail.body).toContain(`${t("inquiry.name")}: Jürgen Weiß`)
  expect(mail.body).toContain("Grüße – „Flitterwochen“ & Poolvilla?")
})

test("the WhatsApp messages are the page's language", async ({ page }) => {
  await gotoHydrated(page, inLanguage("/"))
  await page.getByRole("button", { name: t("whatsapp.open") }).click()
  const texts = await page
    .locator("#whatsapp-panel")
    .getByRole("link")
    .evaluateAll((as) => as.map((a) => new URL(a.getAttribute("href") ?? "").searchParams.get("text")))
  expect(texts).toEqual([...local.whatsapp.presets.map((preset) => preset.message), local.whatsapp.generic.message])
})

test("My trip in German: an item added on a German page is listed with its German name; dates are German", async ({ page }) => {
  const krabi = local.contentOf("krabi").hotels[0]
  if (!krabi) throw new Error("data/hotels/krabi has no hotel")
  await gotoHydrated(page, inLanguage("/destinations/krabi"))
  const card = page.locator(`#hotel-${krabi.slug}`)
  await card.getByRole("button", { name: t("trip.toggle").replace("{name}", krabi.name) }).click()
  await gotoHydrated(page, inLanguage("/my-trip"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("trip.title"))
  await expect(page.getByRole("main").getByText(krabi.name).first()).toBeVisible()
  const blog = await (await page.request.get(inLanguage("/blog"))).text()
  expect(blog).toMatch(/\d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/)
})

test("an unknown address under the language's prefix shows that language's 404 page", async ({ page }) => {
  await gotoHydrated(page, inLanguage("/"))
  // followed inside the site: Gatsby's router finds the language's 404 page by its matchPath
  await page.evaluate((to) => window.___navigate?.(to), inLanguage("/no-such-page"))
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("notFound.title"))
  await expect(page.locator("html")).toHaveAttribute("lang", code)
})

declare global {
  interface Window {
    ___navigate?: (to: string) => void
  }
}
