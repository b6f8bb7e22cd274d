import * as React from "react"
import { Helmet } from "react-helmet"
import { useCompany } from "../../hooks/use-company"
import { useMounted } from "../hydration/use-mounted"
import { useSiteUrl } from "../../hooks/use-site-url"
import { serializeJsonLd, uniqueById } from "../../lib/json-ld-serialize"
import { organizationLd, webPageLd, websiteLd } from "../../lib/json-ld"
import { useTranslation } from "../../hooks/use-translation"
import { SOCIAL_CARD, socialCardPath } from "../../lib/social-card"
import { shownTitle } from "../../lib/typography"
import type { SitePage } from "../../lib/site-pages"

/**
 * A page of the registry (src/lib/page-registry.json) gives its own title, description and path; a further page of a list
 * overrides its title and path. A record's page (destination, article) gives them itself.
 */
type PageTexts =
  | { page: SitePage; title?: string; path?: string; description?: never }
  | {
      page?: never
      title: string
      description: string
      /** The page's path in no particular language, e.g. "/services"; the canonical URL and the alternates are built from it. */
      path: string
    }

export type SeoProps = PageTexts & {
  type?: "website" | "article"
  /** JSON-LD objects for this page, serialised into one script. */
  jsonLd?: ReadonlyArray<object>
  noindex?: boolean
  /** The page whose share picture this one uses: a further page of a list shares its first page's (default: `path`). */
  sharePath?: string
}

/**
 * The only component that talks to react-helmet: the document's language, title, description, canonical, the
 * page's twins in the other languages (hreflang, x-default = the default language), social cards, JSON-LD.
 */
export function Seo(props: SeoProps) {
  const company = useCompany()
  const siteUrl = useSiteUrl()
  const { language, languages, localize, t } = useTranslation()
  const { page } = props
  const title = props.title ?? (page ? t(page.titleKey) : "")
  const description = page ? t(page.descriptionKey) : props.description
  const path = props.path ?? page?.path ?? "/"
  const { type = "website", jsonLd, noindex = page?.noindex ?? false, sharePath = page?.path ?? path } = props
  const urlIn = (code: string) => {
    const localized = localize(path, code)
    return `${siteUrl}${localized === "/" ? "/" : localized}`
  }
  const canonical = urlIn(language)
  const ogLocale = (code: string) => (languages.find((l) => l.code === code)?.locale ?? code).replace("-", "_")
  // " | <company>" only where the whole stays within 60 characters, the house limit (src/content/copy-rules.ts)
  const fullTitle = shownTitle(title, company.name, path === "/")
  // Every page has a share picture drawn at build time; pages without one of their own (404) use the home card
  // The company and the website are part of every page's graph; pages add their own nodes
  const graph = uniqueById([
    organizationLd(siteUrl, company),
    websiteLd(
      siteUrl,
      company.name,
      languages.map((l) => l.code),
    ),
    webPageLd(siteUrl, { path: localize(path), title: fullTitle, language }),
    ...(jsonLd ?? []),
  ])
  const imageUrl = `${siteUrl}${socialCardPath(noindex ? "/" : localize(sharePath))}`
  // react-helmet registers itself while rendering (react-side-effect's componentWillMount) and forgets itself only on
  // unmount: a render React throws away (hydration in a transition cut short by a tap on a link, a suspended sibling)
  // would leave its tags in the head for good. In the browser it renders once this component has committed; the
  // static HTML still gets every tag from the server render.
  const committed = useMounted()
  if (typeof window !== "undefined" && !committed) return null
  return (
    <Helmet htmlAttributes={{ lang: language }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      {!noindex && languages.map(({ code }) => <link key={code} rel="alternate" hrefLang={code} href={urlIn(code)} />)}
      {!noindex && languages.length > 1 && <link rel="alternate" hrefLang="x-default" href={urlIn(languages[0]?.code ?? language)} />}
      <meta property="og:site_name" content={company.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={ogLocale(language)} />
      {languages
        .filter(({ code }) => code !== language)
        .map(({ code }) => (
          <meta key={code} property="og:locale:alternate" content={ogLocale(code)} />
        ))}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content={String(SOCIAL_CARD.width)} />
      <meta property="og:image:height" content={String(SOCIAL_CARD.height)} />
      <meta property="og:image:alt" content={fullTitle} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
      <script type="application/ld+json">{serializeJsonLd(graph)}</script>
    </Helmet>
  )
}
