// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/#createresolvers-api
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { readLanguages } from "./config-data"
import { searchIndexName } from "./search-index"
import { searchStoreEntries, type SearchEntry } from "../lib/search"
import { SEARCH_PART_SIZE, splitSearchStore } from "../lib/search-parts"

interface PluginIndex {
  store: Record<string, unknown>
}
interface NodeModel {
  findAll: (options: { type: string }) => Promise<{ entries: Iterable<PluginIndex> }>
}

/** One language's store as the site serves it: a head file and the texts in parts (src/lib/search-parts.ts). */
export interface SearchStore {
  language: string
  headURL: string
  partURLs: string[]
  partSize: number
}

/** The GraphQL type of SearchStore, the root fields' answer. */
export const searchStoreTypeDefs = /* GraphQL */ `
  type SearchStore {
    language: String!
    headURL: String!
    partURLs: [String!]!
    partSize: Int!
  }
`

/** gatsby-plugin-local-search's node type of a language's index: LocalSearchSiteDe for "site-de". */
const pluginType = (language: string): string =>
  `LocalSearch${searchIndexName(language)
    .split("-")
    .map((part) => (part[0] ?? "").toUpperCase() + part.slice(1))
    .join("")}`

/** Where the files go and the address they are served at: public/static/, as the plugin writes its own store file. */
export const SEARCH_STATIC_DIR = path.join(process.cwd(), "public", "static")
const STATIC_URL = "/static"

/**
 * Writes a file named after a digest of its content (as gatsby-plugin-local-search names its store file): a changed
 * store gets new addresses, an unchanged part keeps its address (and the browser's cached copy). A file already there
 * is the same content.
 */
function writeStatic(dir: string, suffix: string, content: string): string {
  const name = `${crypto.createHash("md5").update(content).digest("hex")}.${suffix}`
  const file = path.join(dir, name)
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dir, { recursive: true })
    fs.writeFileSync(file, content)
  }
  return `${STATIC_URL}/${name}`
}

/**
 * Writes one language's store (its entries in store order) as a head file and its parts to `dir`, and gives their
 * addresses: <digest>.search-de-head.json, <digest>.search-de-part-0.json …
 */
export function writeSearchFiles(
  entries: ReadonlyArray<SearchEntry>,
  language: string,
  dir: string = SEARCH_STATIC_DIR,
  partSize: number = SEARCH_PART_SIZE,
): SearchStore {
  const { head, parts } = splitSearchStore(entries, language, partSize)
  return {
    language,
    headURL: writeStatic(dir, `search-${language}-head.json`, JSON.stringify(head)),
    partURLs: parts.map((texts, index) => writeStatic(dir, `search-${language}-part-${index}.json`, JSON.stringify(texts))),
    partSize,
  }
}

/**
 * One language's search store. The plugin names each index's node type after the index, so a page could not ask
 * for "the store of this language" in one query; this root field can, and a language added in data/languages.json
 * needs no new query. Its files are written to public/static/ whenever it is asked for (in develop as in build; a
 * file already there is kept).
 */
async function storeOf(language: string, context: { nodeModel: NodeModel }): Promise<SearchStore | null> {
  const [index] = (await context.nodeModel.findAll({ type: pluginType(language) })).entries
  return index ? writeSearchFiles(searchStoreEntries(index.store), language) : null
}

export const searchStoreResolvers = {
  Query: {
    searchStore: {
      type: "SearchStore",
      args: { language: "String!" },
      resolve: (_source: unknown, { language }: { language: string }, context: { nodeModel: NodeModel }) => storeOf(language, context),
    },
    searchStores: {
      type: "[SearchStore!]!",
      resolve: async (_source: unknown, _args: unknown, context: { nodeModel: NodeModel }) =>
        (await Promise.all(readLanguages().map(({ code }) => storeOf(code, context)))).filter((store) => store !== null),
    },
  },
}
