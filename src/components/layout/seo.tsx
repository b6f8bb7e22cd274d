import * as React from "react"
import { Helmet } from "react-helmet"
import { useCompany } from "../../hooks/use-company"
import { useSiteUrl } from "../../hooks/use-site-url"
import { serializeJsonLd } from "../../lib/json-ld-serialize"

export interface SeoProps {
  title: string
  description: string
  /** The page's path, e.g. "/services"; the canonical URL is built from it. */
  path: string
  /** Social-share picture, a path under the site root, with its size. */
  image?: { path: string; width: number; height: number; alt: string }
  type?: "website" | "article"
  /** JSON-LD objects for this page, serialised into one script. */
  jsonLd?: ReadonlyArray<object>
  noindex?: boolean
}

/** The only component that talks to react-helmet: title, description, canonical, social cards, JSON-LD. */
export function Seo({ title, description, path, image, type = "website", jsonLd, noindex = false }: SeoProps) {
  const company = useCompany()
  const siteUrl = useSiteUrl()
  const canonical = `${siteUrl}${path === "/" ? "/" : path}`
  const fullTitle = path === "/" ? title : `${title} | ${company.name}`
  const imageUrl = image ? `${siteUrl}${image.path}` : undefined
  return (
    <Helmet htmlAttributes={{ lang: "en" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      {noindex ? <meta name="robots" content="noindex" /> : <link rel="canonical" href={canonical} />}
      <meta property="og:site_name" content={company.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content="en_US" />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {image && <meta property="og:image:width" content={String(image.width)} />}
      {image && <meta property="og:image:height" content={String(image.height)} />}
      {image && <meta property="og:image:alt" content={image.alt} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {imageUrl && <meta name="twitter:image" content={imageUrl} />}
      {jsonLd && jsonLd.length > 0 && <script type="application/ld+json">{serializeJsonLd(jsonLd)}</script>}
    </Helmet>
  )
}
