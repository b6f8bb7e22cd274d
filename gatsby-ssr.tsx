// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import { Helmet, type HelmetData } from "react-helmet"
import { RootProviders } from "./src/components/layout/root-providers"
import { PageShell } from "./src/components/layout/page-shell"
import { withConstantPagePathScript } from "./src/lib/page-path-script"
import { pageStyles } from "./src/theme/page-styles"
import { pageStyleTags } from "./src/theme/page-style-tags"
import { EMOTION_KEY, SERVER_STYLES_ATTRIBUTE } from "./src/theme/emotion-cache"
import "./src/theme/fonts.css"
import "./src/theme/print.css"
import "./src/theme/before-hydration.css"
import "./src/theme/forms.css"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

// The layout every page is rendered in (gatsby-browser.tsx keeps it across navigations)
/** The 404 pages (every language's), by path: their page-path script names Gatsby's 404 page (page-path-script.tsx). */
const notFoundPages = new Set<string>()

export const wrapPageElement: GatsbySSR["wrapPageElement"] = ({ element, props }) => {
  if ((props.pageContext as { notFound?: boolean }).notFound) notFoundPages.add(props.location.pathname)
  return (
    <PageShell pageContext={props.pageContext} pathname={props.location.pathname}>
      {element}
    </PageShell>
  )
}

/** Each page's react-helmet output, taken right after its render (see replaceRenderer). */
const helmetByPage = new Map<string, HelmetData>()

/**
 * Critical CSS: render with a fresh emotion cache and put exactly the styles this page's render made
 * into <head> (src/theme/page-styles.ts), so the static HTML is styled before (and without) JavaScript, and the browser's
 * emotion cache adopts them (src/theme/emotion-cache.ts: nothing is inserted twice, nothing moved).
 *
 * Metadata: Gatsby renders two pages at a time per worker, and react-helmet keeps one global
 * state, so gatsby-plugin-react-helmet (which reads it later, in onRenderBody) gave some pages
 * no title and others a neighbour's. The state is read here, synchronously after this page's render.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents, pathname }) => {
  const cache = createCache({ key: EMOTION_KEY })
  // compat: no inline <style> elements in the body; everything goes to the extracted sheet
  cache.compat = true
  const { extractCriticalToChunks } = createEmotionServer(cache)
  const { html, styles: critical } = extractCriticalToChunks(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  helmetByPage.set(pathname, Helmet.renderStatic())
  // where the tags sit in <head> is onPreRenderHTML's business below
  setHeadComponents(pageStyleTags(pageStyles(cache, critical), cache.key))
  replaceBodyHTMLString(html)
}

/**
 * The page's language: the lang the Seo component gave react-helmet (read in replaceRenderer, which runs first).
 * The web fonts are not preloaded: they took the bandwidth the hero picture needs on a phone (94 KB; LCP 0.15–0.2 s
 * later in Lighthouse), and metric-matched stand-ins keep their swap from moving text (src/theme/fonts.css).
 */
export const onRenderBody: GatsbySSR["onRenderBody"] = ({ pathname, setHtmlAttributes }) => {
  const lang = (helmetByPage.get(pathname)?.htmlAttributes.toComponent() as { lang?: string } | undefined)?.lang
  if (lang) setHtmlAttributes({ lang })
}

/** Puts this page's own metadata in <head>, replacing the (possibly empty or foreign) tags the plugin added. */
export const onPreRenderHTML: GatsbySSR["onPreRenderHTML"] = ({
  pathname,
  getHeadComponents,
  replaceHeadComponents,
  getPostBodyComponents,
  replacePostBodyComponents,
}) => {
  // One inline-script text for every page, so the CSP has a fixed number of hashes (see page-path-script.tsx)
  replacePostBodyComponents(
    withConstantPagePathScript((getPostBodyComponents() as React.ReactNode[]).flat(3), { notFound: notFoundPages.has(pathname) }),
  )
  const helmet = helmetByPage.get(pathname)
  helmetByPage.delete(pathname)
  if (!helmet) return
  const hasProp = (node: React.ReactNode, prop: string) =>
    React.isValidElement(node) && (node.props as Record<string, unknown>)[prop] !== undefined
  const isPageStyle = (node: React.ReactNode) => hasProp(node, "data-emotion") || hasProp(node, SERVER_STYLES_ATTRIBUTE)
  // Plugins add tags as nested arrays (react-helmet's toComponent() returns one per kind)
  const others = (getHeadComponents() as React.ReactNode[]).flat(3).filter((node) => !hasProp(node, "data-react-helmet"))
  replaceHeadComponents([
    helmet.title.toComponent(),
    helmet.meta.toComponent(),
    helmet.link.toComponent(),
    helmet.script.toComponent(),
    ...others.filter((node) => !isPageStyle(node)),
    // Last: the sheets emotion adds in the browser come after them, as the cascade of the server's render had it
    ...others.filter(isPageStyle),
  ])
}
