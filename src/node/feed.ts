// https://www.gatsbyjs.com/plugins/gatsby-plugin-feed/
interface FeedQuery {
  query: Queries.FeedSiteQuery & Queries.FeedArticlesQuery
}

/** RSS of every article, newest first, linked from every page's head by the plugin. */
export const feedOptions = (siteName: string) => ({
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
  feeds: [
    {
      output: "/rss.xml",
      title: `${siteName} — Journal`,
      query: /* GraphQL */ `
        query FeedArticles {
          allArticle(sort: { date: DESC }) {
            nodes {
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
        allArticle.nodes.map((article) => ({
          title: article.title,
          description: article.excerpt,
          date: article.date,
          url: `${site?.siteMetadata?.siteUrl ?? ""}${article.path}`,
          guid: `${site?.siteMetadata?.siteUrl ?? ""}${article.path}`,
          author: article.author.name,
          categories: [article.category],
        })),
    },
  ],
})
