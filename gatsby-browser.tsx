// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import * as React from "react"
import type { GatsbyBrowser } from "gatsby"
import { RootProviders } from "./src/components/layout/root-providers"
import "./src/theme/fonts.css"
import "./src/theme/print.css"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

/** Marks the document once React has taken over the static HTML (scripts and tests can wait for it). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "true")
}
