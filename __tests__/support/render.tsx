import * as React from "react"
import { render as rtlRender, type RenderOptions } from "@testing-library/react"
import { RootProviders } from "../../src/components/layout/root-providers"
import { SiteTranslationProvider } from "../../src/hooks/use-translation"
import { defaultLanguage } from "./static-query-data"

export interface SiteRenderOptions extends Omit<RenderOptions, "wrapper"> {
  /** The page's language (its page context's `language`); the default language unless given. */
  language?: string
  /** The page's path in no particular language (its context's pagePath); the home page unless given. */
  pagePath?: string
}

/**
 * Renders inside the same providers as the site: the root's (Chakra system, trip) and the page's (its language's
 * texts, as PageShell gives them from the page context).
 */
export function render(ui: React.ReactElement, { language = defaultLanguage.code, pagePath = "/", ...options }: SiteRenderOptions = {}) {
  return rtlRender(ui, {
    wrapper: ({ children }) => (
      <RootProviders>
        <SiteTranslationProvider language={language} pagePath={pagePath}>
          {children}
        </SiteTranslationProvider>
      </RootProviders>
    ),
    ...options,
  })
}

export * from "@testing-library/react"
