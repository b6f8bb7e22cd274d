import * as React from "react"
import { Helmet } from "react-helmet"
import { render, screen } from "../../support/render"
import { Seo, type SeoProps } from "../../../src/components/layout/seo"
import { destinationJsonLd } from "../../../src/lib/json-ld"
import { defaultLanguage, languages, SITE_URL, staticQueryData } from "../../support/static-query-data"

// react-helmet keeps a list of mounted instances (react-side-effect), added to while rendering and removed from on
// unmount. A render React throws away must leave nothing in it, or its tags stay in the head for good.
const never = new Promise<never>(() => undefined)
function SuspendsForever(): React.ReactElement {
  throw never
}

/** What react-helmet would write into the head now (nothing at all before any instance has registered). */
interface HelmetState {
  title?: string
  htmlAttributes?: { lang?: string }
  linkTags?: Array<{ rel?: string; href?: string; hrefLang?: string }>
  metaTags?: Array<{ name?: string; property?: string; content?: string }>
  scriptTags?: Array<{ innerHTML?: string }>
}
const helmetState = () => (Helmet.peek() as HelmetState | undefined) ?? {}
const scripts = () => helmetState().scriptTags ?? []

describe("Seo", () => {
  it("leaves no tags behind from a render that never committed", async () => {
    render(
      <React.Suspense fallback={<p>Loading</p>}>
        <Seo title="Thrown away" description="A render React discards" path="/thrown-away" jsonLd={[{ "@type": "TouristTrip" }]} />
        <SuspendsForever />
      </React.Suspense>,
    )
    await screen.findByText("Loading")
    expect(helmetState().title ?? "").not.toContain("Thrown away")
    expect(scripts().map((s) => s.innerHTML ?? "")).not.toContainEqual(expect.stringContaining("TouristTrip"))
  })

  it("sets the title, the canonical link and the JSON-LD once it has committed, and removes them on unmount", async () => {
    const { unmount } = render(<Seo title="Services" description="What we do" path="/services" jsonLd={[{ "@type": "Service" }]} />)
    await screen.findByText((_, element) => element === document.body)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(helmetState().title).toContain("Services")
    expect(scripts().map((s) => s.innerHTML ?? "")).toContainEqual(expect.stringContaining('"@type":"Service"'))
    unmount()
    expect(helmetState().title ?? "").not.toContain("Services")
  })
})

/** The head the Seo component gives a page once it has committed, in the page's language. */
async function headOf(props: SeoProps, language: string) {
  const view = render(<Seo {...props} />, { language, pagePath: props.path })
  await screen.findByText((_, element) => element === document.body)
  await new Promise((resolve) => setTimeout(resolve, 0))
  const state = helmetState()
  view.unmount()
  const links = state.linkTags ?? []
  const meta = (property: string) => (state.metaTags ?? []).filter((tag) => tag.property === property).map((tag) => tag.content)
  const graph = JSON.parse(state.scriptTags?.[0]?.innerHTML ?? "{}") as { "@graph"?: Array<Record<string, unknown>> }
  return {
    lang: state.htmlAttributes?.lang,
    canonical: links.filter((link) => link.rel === "canonical").map((link) => link.href),
    alternates: Object.fromEntries(links.filter((link) => link.rel === "alternate").map((link) => [link.hrefLang, link.href])),
    ogUrl: meta("og:url"),
    ogLocale: meta("og:locale"),
    ogLocaleAlternates: meta("og:locale:alternate"),
    graph: graph["@graph"] ?? [],
  }
}

// Open Graph writes a locale with an underscore: de-DE in data/languages.json is de_DE
const ogLocaleOf = (code: string) => languages.find((language) => language.code === code)?.locale.replace("-", "_")
const german = "de"
const english = defaultLanguage.code

describe("Seo in each language", () => {
  // A page's language, title and description
  const pages = {
    German: { code: german, title: "Leistungen", description: "Was wir tun" },
    English: { code: english, title: "Services", description: "What we do" },
  }

  it.each<[language: keyof typeof pages, page: string, germanPath: string, englishPath: string]>([
    // [language, page, its German address, its English address]
    ["German", "/services", "/de/services", "/services"],
    ["German", "/destinations/phuket", "/de/destinations/phuket", "/destinations/phuket"],
    ["German", "/", "/de", "/"],
    ["English", "/services", "/de/services", "/services"],
    ["English", "/", "/de", "/"],
  ])("gives the %s page of %s its lang, canonical, hreflang alternates and og:locale", async (language, path, germanPath, englishPath) => {
    const { code, ...texts } = pages[language]
    const head = await headOf({ ...texts, path }, code)
    const own = `${SITE_URL}${code === german ? germanPath : englishPath}`
    expect(head.lang).toBe(code)
    expect(head.canonical).toEqual([own])
    expect(head.ogUrl).toEqual([own])
    expect(head.alternates).toEqual({
      [english]: `${SITE_URL}${englishPath}`,
      [german]: `${SITE_URL}${germanPath}`,
      // x-default: the page for visitors whose language the site does not have is the default language's
      "x-default": `${SITE_URL}${englishPath}`,
    })
    expect(head.ogLocale).toEqual([ogLocaleOf(code)])
    expect(head.ogLocaleAlternates).toEqual(languages.filter((other) => other.code !== code).map((other) => ogLocaleOf(other.code)))
  })

  // Search engines ignore hreflang links that are not confirmed by the page they point at
  it("links the twins reciprocally: each page lists the other, and itself as its own canonical", async () => {
    const heads = []
    // One page at a time: react-helmet shows the last mounted instance
    for (const { code } of languages) {
      heads.push({ code, head: await headOf({ title: "About", description: "Who we are", path: "/about" }, code) })
    }
    const [first] = heads
    for (const { code, head } of heads) {
      expect(head.alternates).toEqual(first?.head.alternates)
      expect(head.alternates[code]).toBe(head.canonical[0])
    }
    expect(Object.keys(first?.head.alternates ?? {}).sort()).toEqual([...languages.map(({ code }) => code), "x-default"].sort())
  })

  it("adds the company name to a title only where the whole stays within 60 characters", async () => {
    const { allCompany } = staticQueryData.Company as { allCompany: { nodes: Array<{ language: string; name: string }> } }
    const suffix = ` | ${allCompany.nodes.find((node) => node.language === english)?.name ?? ""}`
    const fits = "x".repeat(60 - suffix.length)
    const tooLong = `${fits}y`
    for (const [title, shown] of [
      [fits, `${fits}${suffix}`],
      [tooLong, tooLong],
    ] as const) {
      const { unmount } = render(<Seo title={title} description="A page" path="/services" />)
      await screen.findByText((_, element) => element === document.body)
      await new Promise((resolve) => setTimeout(resolve, 0))
      expect(helmetState().title).toBe(shown)
      unmount()
    }
    expect(`${fits}${suffix}`).toHaveLength(60)
  })

  it("describes the page in its language in the JSON-LD, and the website in every language", async () => {
    const head = await headOf({ title: "Leistungen", description: "Was wir tun", path: "/services" }, german)
    expect(head.graph.find((node) => node["@type"] === "WebPage")).toMatchObject({
      url: `${SITE_URL}/de/services`,
      inLanguage: german,
    })
    expect(head.graph.find((node) => node["@type"] === "WebSite")).toMatchObject({ inLanguage: languages.map(({ code }) => code) })
  })

  it("gives a page kept out of search no canonical and no alternates", async () => {
    const head = await headOf({ title: "Seite nicht gefunden", description: "Nichts hier", path: "/404", noindex: true }, german)
    expect(head.lang).toBe(german)
    expect(head.canonical).toEqual([])
    expect(head.alternates).toEqual({})
  })

  // A page's own nodes must survive next to the WebPage node Seo adds to every page (uniqueById keeps the first of an @id)
  it("keeps a destination's TouristDestination in the JSON-LD next to the page's WebPage", async () => {
    const company = (staticQueryData.Company as { allCompany: { nodes: Array<{ language: string }> } }).allCompany.nodes.find(
      (node) => node.language === german,
    ) as unknown as Parameters<typeof destinationJsonLd>[0]["company"]
    const jsonLd = destinationJsonLd({
      siteUrl: SITE_URL,
      company,
      path: "/de/destinations/phuket",
      destination: { name: "Phuket", heroDescription: "Die Perle der Andamanensee", highlights: ["Big Buddha"] },
      hotels: [],
      hotelListName: "Luxushotels auf Phuket",
      touristTypes: ["Luxusreisende"],
      breadcrumbs: [{ name: "Phuket", path: "/de/destinations/phuket" }],
    })
    const head = await headOf({ title: "Phuket", description: "Phuket", path: "/destinations/phuket", jsonLd }, german)
    const types = head.graph.map((node) => node["@type"])
    expect(types).toEqual(expect.arrayContaining(["WebPage", "TouristDestination", "ItemList", "BreadcrumbList"]))
  })
})
