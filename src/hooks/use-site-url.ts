import { graphql, useStaticQuery } from "gatsby"

/** The public origin (SITE_URL) the build was made for. */
export function useSiteUrl(): string {
  const data = useStaticQuery<Queries.SiteUrlQuery>(graphql`
    query SiteUrl {
      site {
        siteMetadata {
          siteUrl
        }
      }
    }
  `)
  const url = data.site?.siteMetadata?.siteUrl
  if (!url) throw new Error("gatsby-config.ts: siteMetadata.siteUrl is not set")
  return url
}
