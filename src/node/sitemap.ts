// https://www.gatsbyjs.com/plugins/gatsby-plugin-sitemap/
import { localizePath, neutralPath, type SiteLanguage } from "../lib/languages"
import { sitePages } from "../lib/site-pages"
import { noticePages } from "../lib/notice-pages"

/** The pages that carry noindex besides the 404 pages: the notice pages (a form received or refused, a newsletter link). */
const NOINDEX_PATHS = [...Object.values(sitePages), ...Object.values(noticePages)].flatMap((page) =>
  page.noindex && page.path !== "/404" ? [page.path] : [],
)

/**
 * sitemap-index.xml lists every page of every language; each entry names its twins in the other languages
 * (<xhtml:link rel="alternate" hreflang>) and x-default, the default language's page, as the pages' heads do. Pages
 * with noindex are left out, in every language.
 */
export const sitemapOptions = (siteUrl: string, languages: ReadonlyArray<SiteLanguage>) => ({
  excludes: [
    "/404",
    "/404.html",
    "/dev-404-page",
    "/admin",
    "/admin/*",
    ...languages.slice(1).flatMap(({ code }) => [`/${code}/404`, `/${code}/404.html`]),
    ...NOINDEX_PATHS.flatMap((page) => languages.map(({ code }) => localizePath(page, code, languages))),
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
