// https://www.gatsbyjs.com/plugins/gatsby-plugin-sitemap/
import { localizePath, neutralPath, type SiteLanguage } from "../lib/languages"

/**
 * sitemap-index.xml lists every page of every language; each entry names its twins in the other languages
 * (<xhtml:link rel="alternate" hreflang>) and x-default, the default language's page, as the pages' heads do.
 */
export const sitemapOptions = (siteUrl: string, languages: ReadonlyArray<SiteLanguage>) => ({
  excludes: [
    "/404",
    "/404.html",
    "/dev-404-page",
    "/admin",
    "/admin/*",
    ...languages.slice(1).flatMap(({ code }) => [`/${code}/404`, `/${code}/404.html`]),
  ],
  serialize: ({ path }: { path: string }) => {
    const neutral = neutralPath(path, languages)
    const urlIn = (code: string) => `${siteUrl}${localizePath(neutral, code, languages)}`
    return {
      url: path,
      links: [
        ...languages.map(({ code }) => ({ lang: code, url: urlIn(code) })),
        { lang: "x-default", url: urlIn(languages[0]?.code ?? "") },
      ],
    }
  },
})
