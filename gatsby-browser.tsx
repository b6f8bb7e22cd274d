// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import * as React from "react"
import { hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { RootProviders } from "./src/components/layout/root-providers"
import { prepareSystem } from "./src/theme"
import "./src/theme/fonts.css"
import "./src/theme/print.css"

/** Starts making the Chakra system, a step per task, while the page data loads (see src/theme/index.ts). */
let systemReady: Promise<unknown> | undefined
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  systemReady = prepareSystem()
}

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

/** Marks the document once React has taken over the static HTML (scripts and tests can wait for it). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.setAttribute("data-hydrated", "true")
}

/**
 * Hydrates as a transition, so React works in slices of a few milliseconds and yields to the browser
 * between them (paint, input) instead of one long task: the page is already readable from its HTML.
 * A click or key press on a part not yet hydrated makes React hydrate that part at once.
 * It waits for the Chakra system, which onClientEntry started making.
 */
// (Gatsby types this hook with ReactDOM.render's legacy signature; Gatsby 5 calls it as below.)
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  void (systemReady ?? prepareSystem()).then(() => {
    React.startTransition(() => {
      hydrateRoot(container, element)
    })
  })
}
