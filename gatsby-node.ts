// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/
// Thin on purpose: one module per Gatsby API in src/node/.
export { createSchemaCustomization } from "./src/node/schema"
export { onPreBootstrap } from "./src/node/validate-data"
export { createPages } from "./src/node/create-pages"
