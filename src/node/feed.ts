// https://www.gatsbyjs.com/plugins/gatsby-plugin-feed/
import { inLanguage, localizePath, type SiteLanguage } from "../lib/languages"
import { readTexts } from "./config-data"

interface FeedQuery {
  query: Queries.FeedSiteQuery & Queries.FeedArticlesQuery
}

/** The pages of a language, as a pattern for the plugin's `match`: /de/… for German, the rest for the default. */
const pagesOf = (code: string, languages: ReadonlyArray<SiteLanguage>): string =>
  code === languages[0]?.code
    ? `^/(?!(${languages
        .slice(1)
        .map((l) => l.code)
        .join("|")})(/|$))`
    : `^/${code}(/|$)`

/** RSS of every article per language, newest first (/rss.xml, /de/rss.xml), linked from that language's pages. */
export const feedOptions = (siteName: string, languages: ReadonlyArray<SiteLanguage>) => ({
  query: /* GraphQL */ `
    query FeedSite {
      site {
        siteMetadata {
          title
          description
          siteUrl
          site_url: siteUrl
        }
      }
    }
  `,
  feeds: languages.map(({ code }) => ({
    output: localizePath("/rss.xml", code, languages),
    match: languages.length > 1 ? pagesOf(code, languages) : undefined,
    title: `${siteName} — ${readTexts(code)["blog.title"] ?? "Journal"}`,
    language: code,
    query: /* GraphQL */ `
      query FeedArticles {
        allArticle(sort: { date: DESC }) {
          nodes {
            language
            title
            excerpt
            path
            date
            category
            author {
              name
            }
          }
        }
      }
    `,
    serialize: ({ query: { site, allArticle } }: FeedQuery) =>
      inLanguage(allArticle.nodes, code).map((article) => {
        const url = `${site?.siteMetadata?.siteUrl ?? ""}${localizePath(article.path, code, languages)}`
        return {
          title: article.title,
          description: article.excerpt,
          date: article.date,
          url,
          guid: url,
          author: article.author.name,
          categories: [article.category],
        }
      }),
  })),
})
