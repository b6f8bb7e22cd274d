// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
import path from "node:path"
import type { GatsbyNode } from "gatsby"

/**
 * "@chakra-dist/…" reaches single files of Chakra's build, which the package's exports map does not
 * expose: a token set or one recipe of its theme (importing "@chakra-ui/react/theme" pulls in every
 * component recipe, measured: +20 KB gzip on every page) and the parts of its createSystem
 * (src/theme/system-steps.ts). Jest and TypeScript map the same name (package.json, tsconfig.json).
 */
export const CHAKRA_DIST_DIR = path.resolve("node_modules/@chakra-ui/react/dist/esm")

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({ resolve: { alias: { "@chakra-dist": CHAKRA_DIST_DIR } } })
}
