// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import path from "node:path"
import type { GatsbyNode } from "gatsby"

const destinationTemplate = path.resolve("src/templates/destination.tsx")
const articleTemplate = path.resolve("src/templates/article.tsx")

/** One page per destination and per article; each template queries its own data by slug. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.PageSourcesQuery>(/* GraphQL */ `
    query PageSources {
      allDestination(sort: { order: ASC }) {
        nodes {
          slug
        }
      }
      allArticle {
        nodes {
          slug
          path
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages: the destination and article query failed", result.errors)
    return
  }
  for (const { slug } of result.data.allDestination.nodes) {
    actions.createPage({ path: `/destinations/${slug}`, component: destinationTemplate, context: { slug } })
  }
  for (const { slug, path: pagePath } of result.data.allArticle.nodes) {
    actions.createPage({ path: pagePath, component: articleTemplate, context: { slug } })
  }
}
