// https://www.gatsbyjs.com/docs/reference/config-files/gatsby-ssr/
import * as React from "react"
import type { GatsbySSR } from "gatsby"
import { renderToString } from "react-dom/server"
import { CacheProvider } from "@emotion/react"
import createCache from "@emotion/cache"
import createEmotionServer from "@emotion/server/create-instance"
import { RootProviders } from "./src/components/layout/root-providers"
import { noScriptCss } from "./src/components/layout/no-script-css"
import "./src/theme/fonts.css"

export const wrapRootElement: GatsbySSR["wrapRootElement"] = ({ element }) => <RootProviders>{element}</RootProviders>

/**
 * Critical CSS: render with a fresh emotion cache and put exactly the styles this page uses
 * into <head>, so the static HTML is styled before (and without) JavaScript.
 */
export const replaceRenderer: GatsbySSR["replaceRenderer"] = ({ bodyComponent, replaceBodyHTMLString, setHeadComponents }) => {
  const cache = createCache({ key: "css" })
  // compat: no inline <style> elements in the body; everything goes to the extracted sheet
  cache.compat = true
  const { extractCritical } = createEmotionServer(cache)
  const { html, css, ids } = extractCritical(renderToString(<CacheProvider value={cache}>{bodyComponent}</CacheProvider>))
  setHeadComponents([<style key="emotion-critical" data-emotion={`css ${ids.join(" ")}`} dangerouslySetInnerHTML={{ __html: css }} />])
  replaceBodyHTMLString(html)
}

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHtmlAttributes, setHeadComponents }) => {
  setHtmlAttributes({ lang: "en" })
  setHeadComponents([
    <noscript key="no-script-css">
      <style dangerouslySetInnerHTML={{ __html: noScriptCss }} />
    </noscript>,
  ])
}
