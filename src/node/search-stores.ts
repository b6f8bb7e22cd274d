// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/#createresolvers-api
import type { GraphQLObjectType, GraphQLResolveInfo } from "graphql"
import { readLanguages } from "./config-data"
import { searchIndexName } from "./search-index"

interface PluginIndex {
  store: Record<string, unknown>
}
interface NodeModel {
  findAll: (options: { type: string }) => Promise<{ entries: Iterable<PluginIndex> }>
}
interface SearchStore {
  language: string
  publicStoreURL: string
  store: Record<string, unknown>
}

/** gatsby-plugin-local-search's node type of a language's index: LocalSearchSiteDe for "site-de". */
const pluginType = (language: string): string =>
  `LocalSearch${searchIndexName(language)
    .split("-")
    .map((part) => (part[0] ?? "").toUpperCase() + part.slice(1))
    .join("")}`

/**
 * One language's search store. The plugin names each index's node type after the index, so a page could not ask
 * for "the store of this language" in one query; this root field can, and a language added in data/languages.json
 * needs no new query. publicStoreURL is the plugin's own resolver (it writes the file to public/static/).
 */
async function storeOf(language: string, context: { nodeModel: NodeModel }, info: GraphQLResolveInfo): Promise<SearchStore | null> {
  const type = pluginType(language)
  const [index] = (await context.nodeModel.findAll({ type })).entries
  const publicStoreURL = (info.schema.getType(type) as GraphQLObjectType | undefined)?.getFields().publicStoreURL?.resolve
  if (!index || !publicStoreURL) return null
  return { language, store: index.store, publicStoreURL: String(await publicStoreURL(index, {}, context, info)) }
}

export const searchStoreResolvers = {
  Query: {
    searchStore: {
      type: "SearchStore",
      args: { language: "String!" },
      resolve: (_source: unknown, { language }: { language: string }, context: { nodeModel: NodeModel }, info: GraphQLResolveInfo) =>
        storeOf(language, context, info),
    },
    searchStores: {
      type: "[SearchStore!]!",
      resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }, info: GraphQLResolveInfo) =>
        (await Promise.all(readLanguages().map(({ code }) => storeOf(code, context, info)))).filter((store) => store !== null),
    },
  },
}
