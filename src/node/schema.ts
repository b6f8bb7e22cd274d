// https://www.gatsbyjs.com/docs/reference/graphql-data-layer/schema-customization/
import type { GatsbyNode } from "gatsby"
import { contentKinds } from "../content/kinds"
import { graphqlTypeDefs } from "./graphql-types"
import { createLanguageExtensions } from "./language-links"
import { searchStoreTypeDefs } from "./search-stores"
import { thailandMapTypeDefs } from "./thailand-map"

/**
 * Every content type, generated from the zod kinds (src/content/kinds.ts), so the schema never depends on inference
 * and a field is written once. Fields the data does not hold (Article.readTime, Picture.file) are added with their
 * resolvers in src/node/resolvers.ts.
 */
export const typeDefs = [
  graphqlTypeDefs(contentKinds, {
    nullable: {
      "Picture.width": "a record's uploaded photo resolves as its Picture, with no dimensions (src/node/resolvers.ts)",
      "Picture.height": "a record's uploaded photo resolves as its Picture, with no dimensions (src/node/resolvers.ts)",
    },
  }),
  searchStoreTypeDefs,
  thailandMapTypeDefs,
].join("\n\n")

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  createLanguageExtensions(actions)
  actions.createTypes(typeDefs)
}
