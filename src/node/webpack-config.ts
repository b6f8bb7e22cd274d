// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
import path from "node:path"
import type { GatsbyNode } from "gatsby"

/**
 * "@chakra-theme/…" reaches single files of Chakra's theme (a token set, one recipe). Importing
 * "@chakra-ui/react/theme" instead pulls in every component recipe (measured: +20 KB gzip on every page),
 * and the package's exports map does not expose the single files.
 */
export const CHAKRA_THEME_DIR = path.resolve("node_modules/@chakra-ui/react/dist/esm/theme")

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({ resolve: { alias: { "@chakra-theme": CHAKRA_THEME_DIR } } })
}
