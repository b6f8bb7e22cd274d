// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-browser/
import * as React from "react"
import { createRoot, hydrateRoot, type Root } from "react-dom/client"
import type { GatsbyBrowser } from "gatsby"
import { CacheProvider } from "@emotion/react"
import { RootProviders } from "./src/components/layout/root-providers"
import { PageShell } from "./src/components/layout/page-shell"
import { whenIdleOrIntent } from "./src/lib/when-idle-or-intent"
import { browserEmotionCache } from "./src/theme/emotion-cache"
import "./src/theme/fonts.css"
import "./src/theme/print.css"
import "./src/theme/before-hydration.css"
import "./src/theme/forms.css"

// The same providers and layout as gatsby-ssr.tsx, in production and in development, with the emotion cache that
// adopts the server's styles (gatsby-ssr.tsx's replaceRenderer provides the server's own)
export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = ({ element }) => (
  <CacheProvider value={browserEmotionCache()}>
    <RootProviders>{element}</RootProviders>
  </CacheProvider>
)

// The layout (navbar, footer, cookie banner, WhatsApp) persists across navigations: only the page inside it changes
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = ({ element, props }) => (
  <PageShell pageContext={props.pageContext} pathname={props.location.pathname}>
    {element}
  </PageShell>
)

/**
 * Every control already works from the static HTML (links and forms), so hydration only upgrades them and need
 * not compete with the first paint: it starts when the browser is idle, or at once when the visitor reaches for
 * the page (pointer down, key, focus). It runs as a transition, so React works in slices and yields to input;
 * a tap on a region not hydrated yet makes React hydrate that region first (the layout's Suspense boundaries).
 * A container without server HTML (`gatsby develop`, which does not render pages on the server) is rendered
 * the same way, as Gatsby's own renderer does.
 */
// (Gatsby types this hook with ReactDOM.render's legacy signature; Gatsby 5 calls it as below and uses the cleanup.)
export const replaceHydrateFunction = () => (element: React.ReactElement, container: Element) => {
  let root: Root | undefined
  whenIdleOrIntent((reason) => {
    // what started it, for the tests: they fail if Gatsby stops calling this hook
    document.documentElement.setAttribute("data-hydration-start", reason)
    React.startTransition(() => {
      if (container.children.length > 0) root = hydrateRoot(container, element)
      else {
        root = createRoot(container)
        root.render(element)
      }
    })
  })
  return () => root?.unmount()
}
