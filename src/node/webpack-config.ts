// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
import type { GatsbyNode } from "gatsby"

/**
 * An import of a name the module does not export is a build error, not webpack's default warning: a page that
 * imported nothing from a renamed module was built without its <head> and the build still passed.
 * https://webpack.js.org/configuration/module/#moduleparserjavascriptexportspresence
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({ actions }) => {
  actions.setWebpackConfig({ module: { parser: { javascript: { exportsPresence: "error" } } } })
}
