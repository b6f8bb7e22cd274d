// https://www.gatsbyjs.com/plugins/gatsby-plugin-feed/
interface FeedQuery {
  query: {
    site: { siteMetadata: { siteUrl: string } }
    allArticle: { nodes: Array<{ title: string; excerpt: string; path: string; date: string; category: string; author: { name: string } }> }
  }
}

/** RSS of every article, newest first, linked from every page's head by the plugin. */
export const feedOptions = (siteName: string) => ({
  query: `{ site { siteMetadata { title description siteUrl site_url: siteUrl } } }`,
  feeds: [
    {
      output: "/rss.xml",
      title: `${siteName} — Journal`,
      query: `{
        allArticle(sort: { date: DESC }) {
          nodes { title excerpt path date category author { name } }
        }
      }`,
      serialize: ({ query: { site, allArticle } }: FeedQuery) =>
        allArticle.nodes.map((article) => ({
          title: article.title,
          description: article.excerpt,
          date: article.date,
          url: `${site.siteMetadata.siteUrl}${article.path}`,
          guid: `${site.siteMetadata.siteUrl}${article.path}`,
          author: article.author.name,
          categories: [article.category],
        })),
    },
  ],
})
