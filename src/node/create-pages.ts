// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { localizePath } from "../lib/languages"
import { readLanguages } from "./config-data"

const destinationTemplate = path.resolve("src/templates/destination.tsx")
const articleTemplate = path.resolve("src/templates/article.tsx")

/** One page per destination and per article in each language; each template queries its own data by slug and language. */
export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.PageSourcesQuery>(/* GraphQL */ `
    query PageSources {
      allDestination(sort: { order: ASC }) {
        nodes {
          slug
          language
        }
      }
      allArticle {
        nodes {
          slug
          path
          language
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("createPages: the destination and article query failed", result.errors)
    return
  }
  const languages = readLanguages()
  for (const { slug, language } of result.data.allDestination.nodes) {
    const pagePath = localizePath(`/destinations/${slug}`, language, languages)
    actions.createPage({ path: pagePath, component: destinationTemplate, context: { slug, language, pagePath: `/destinations/${slug}` } })
  }
  for (const { slug, path: articlePath, language } of result.data.allArticle.nodes) {
    actions.createPage({
      path: localizePath(articlePath, language, languages),
      component: articleTemplate,
      context: { slug, language, pagePath: articlePath },
    })
  }
}
