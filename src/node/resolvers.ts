// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/#createresolvers-api
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { contentKinds } from "../content/kinds"
import { readTimeMinutes } from "../content/read-time"
import { bestMonths } from "../lib/climate"
import { DATA_DIR } from "./data-dir"
import { searchStoreResolvers } from "./search-stores"
import { thailandMapQueryField } from "./thailand-map"
import { destinationsInQueryField } from "./destinations-in"

interface PictureSource {
  src: string
  alt: string
}
interface WithPhoto {
  photo?: PictureSource | null
}
type ResolverArgs = [source: WithPhoto, args: unknown, context: ResolverContext, info: { originalResolver: (...a: unknown[]) => unknown }]
interface ResolverContext {
  nodeModel: { findOne: (options: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown> }
}

/** The node types whose schema has a `photo` field (src/content/kinds.ts), written nowhere else. */
export const PHOTO_TYPES = contentKinds.filter((kind) => "photo" in kind.schema.shape).map((kind) => kind.type)

/** A record's uploaded photo replaces its artwork wherever the site shows `picture`. */
const pictureOrPhoto = {
  picture: {
    resolve: (...[source, args, context, info]: ResolverArgs) =>
      source.photo?.src
        ? { src: source.photo.src, alt: source.photo.alt, width: null, height: null }
        : info.originalResolver(source, args, context, info),
  },
}

export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers }) => {
  createResolvers({
    ...searchStoreResolvers,
    // the map of Thailand, drawn here at build time (src/node/thailand-map.ts): the browser gets path data, never d3
    // a language's destinations in the site's order, for every page that lists them (src/node/destinations-in.ts)
    Query: { ...searchStoreResolvers.Query, ...thailandMapQueryField, ...destinationsInQueryField },
    ...Object.fromEntries(PHOTO_TYPES.map((type) => [type, pictureOrPhoto])),
    // Fields no record holds, so they are not in the zod kinds: declared here with their type
    Picture: {
      // Every picture's src is a path under data/ (artwork and uploaded photos alike)
      file: {
        type: "File",
        resolve: (source: PictureSource, _args: unknown, context: ResolverContext) =>
          context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: path.join(DATA_DIR, source.src) } } } }),
      },
    },
    Article: {
      ...pictureOrPhoto,
      // Minutes, derived from the body (src/content/read-time.ts)
      readTime: {
        type: "Int!",
        resolve: (source: { body: Parameters<typeof readTimeMinutes>[0] }) => readTimeMinutes(source.body),
      },
    },
    Climate: {
      // The best time to visit, derived from the seasons like the read time from the body (src/lib/climate.ts): the
      // dry months, so the destination page cannot say otherwise than its own climate table
      bestMonths: {
        type: "[Int!]!",
        resolve: (source: { months: Parameters<typeof bestMonths>[0] }) => bestMonths(source.months),
      },
    },
  })
}
