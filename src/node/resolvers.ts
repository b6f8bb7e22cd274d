// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/#createresolvers-api
import path from "node:path"
import type { GatsbyNode } from "gatsby"
import { readTimeMinutes } from "../content/read-time"
import { DATA_DIR } from "./data-dir"

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

/** The kinds whose records may carry an uploaded photo (schema field `photo`). */
export const PHOTO_TYPES = [
  "Destination",
  "Hotel",
  "Vehicle",
  "Experience",
  "ConciergeService",
  "Service",
  "TeamMember",
  "Partner",
  "Article",
]

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
    ...Object.fromEntries(PHOTO_TYPES.map((type) => [type, pictureOrPhoto])),
    // Every picture's src is a path under data/ (artwork and uploaded photos alike)
    Picture: {
      file: {
        resolve: (source: PictureSource, _args: unknown, context: ResolverContext) =>
          context.nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: path.join(DATA_DIR, source.src) } } } }),
      },
    },
    Article: {
      readTime: { resolve: (source: { body: Parameters<typeof readTimeMinutes>[0] }) => readTimeMinutes(source.body) },
    },
  })
}
