// https://www.gatsbyjs.com/plugins/gatsby-plugin-feed/
import { fill } from "../lib/format"
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

/** A feed's title ("Luxury DMC Thailand – Journal" in German) and description, from the language's interface texts. */
export const feedTexts = (siteName: string, texts: Readonly<Record<string, string>>): { title: string; description: string } => ({
  title: fill(texts["blog.feedTitle"] ?? "{name}", { name: siteName }),
  description: texts["blog.intro"] ?? "",
})

/**
 * RSS of every article per language, newest first (/rss.xml, /de/rss.xml), linked from that language's pages. The
 * channel's title and description are the language's own (the site's metadata is in the default language).
 */
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
    ...feedTexts(siteName, readTexts(code)),
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
