// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-node/#onCreateWebpackConfig
import type { GatsbyNode } from "gatsby"
import { siteFontSubsets } from "./font-subsets"

/** What webpack's NormalModuleReplacementPlugin hands its callback after resolving a module. */
interface ResolvedModule {
  createData?: { resource?: string }
}

/**
 * An import of a name the module does not export is a build error, not webpack's default warning: a page that
 * imported nothing from a renamed module was built without its <head> and the build still passed.
 * https://webpack.js.org/configuration/module/#moduleparserjavascriptexportspresence
 *
 * The web font files fonts.css imports are swapped for their subsets (font-subsets.ts) once resolved, so webpack
 * names, hashes and emits the smaller files in develop and in the build alike.
 * https://webpack.js.org/plugins/normal-module-replacement-plugin/
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = async ({ actions, plugins }) => {
  const subsets = await siteFontSubsets()
  const useSubset = (resolved: ResolvedModule) => {
    const subset = resolved.createData?.resource && subsets.get(resolved.createData.resource)
    if (subset && resolved.createData) resolved.createData.resource = subset
  }
  actions.setWebpackConfig({
    module: { parser: { javascript: { exportsPresence: "error" } } },
    plugins: [plugins.normalModuleReplacement(/\.woff2$/, useSubset)],
  })
}
