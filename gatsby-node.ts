// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
// Thin on purpose: one module per Gatsby API in src/node/.
export { createSchemaCustomization } from "./src/node/schema"
export { createResolvers } from "./src/node/resolvers"
export { onPreBootstrap } from "./src/node/validate-data"
export { createPages } from "./src/node/create-pages"
export { onPostBuild } from "./src/node/post-build"
export { onPostBootstrap, onCreateDevServer } from "./src/node/cms-admin"
export { onCreateNode } from "./src/node/language-field"
export { onCreatePage } from "./src/node/localize-pages"
export { onCreateWebpackConfig } from "./src/node/webpack-config"
