// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#createPages
import type { CreatePagesArgs } from "gatsby"
import { readLanguages } from "./config-data"
import { searchIndexName } from "./search-index"

interface PluginStore {
  publicStoreURL: string
  store: Record<string, unknown>
}

/**
 * gatsby-plugin-local-search names each index's node type after the index (LocalSearchSiteDe), so a component
 * cannot ask for "the store of this language" in one query. Once the plugin has built them (its createPages runs
 * before the site's), each becomes a SearchStore node with its language: pages and hooks query that type, and a
 * language added in data/languages.json needs no new query.
 */
export async function createSearchStores({ graphql, actions, createNodeId, createContentDigest, reporter }: CreatePagesArgs): Promise<void> {
  for (const { code } of readLanguages()) {
    const field = `localSearch${searchIndexName(code)
      .split("-")
      .map((part) => part[0]?.toUpperCase() + part.slice(1))
      .join("")}`
    // publicStoreURL writes the store to public/static/ as it resolves
    const result = await graphql<Record<string, PluginStore | null>>(`{ ${field} { publicStoreURL store } }`)
    const found = result.data?.[field]
    if (result.errors || !found) {
      reporter.panicOnBuild(`search: the ${code} index was not built (${field})`, result.errors)
      return
    }
    const node = { language: code, publicStoreURL: found.publicStoreURL, store: found.store }
    actions.createNode({
      ...node,
      id: createNodeId(`search-store-${code}`),
      internal: { type: "SearchStore", contentDigest: createContentDigest(node) },
    })
  }
}
