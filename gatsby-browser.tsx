// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import * as React from "react"
import { hydrateRoot } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import "./src/theme/fonts.css"
import "./src/theme/print.css"

type SiteRoot = typeof import("./src/components/layout/site-root")
let siteRoot: SiteRoot | undefined
let systemReady: Promise<unknown> = Promise.resolve()

/**
 * Loads the providers (Chakra and its system, translations, trip) as a chunk of their own and starts
 * making the Chakra system, a step per task (see src/theme/index.ts); Gatsby waits for this before it
 * renders. Inside the app bundle they made its evaluation one task of about 140 ms with a 4x CPU
 * slowdown (/destinations/phuket); apart, after a yield, it is two of 53 and 67 ms. The after-load loader
 * fetches the chunk with the other bundles (src/node/post-build.ts).
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = async () => {
  await new Promise((resolve) => setTimeout(resolve, 0))
  siteRoot = await import(/* webpackChunkName: "site-root" */ "./src/components/layout/site-root")
  systemReady = siteRoot.prepareSystem()
}

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => {
  // Gatsby renders only once onClientEntry has resolved
  if (!siteRoot) throw new Error("gatsby-browser: wrapRootElement ran before onClientEntry loaded the site-root chunk")
  return <siteRoot.RootProviders>{element}</siteRoot.RootProviders>
}

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
  void systemReady.then(() => {
    React.startTransition(() => {
      hydrateRoot(container, element)
    })
  })
}
