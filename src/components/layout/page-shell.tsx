import * as React from "react"
import { SiteTranslationProvider } from "../../hooks/use-translation"
import { Layout } from "./layout"

interface PageShellProps {
  /**
   * The page's context from gatsby-node: every page is created with its `language` and its `pagePath` in no language;
   * the 404 pages with `notFound`.
   */
  pageContext: { language?: string; pagePath?: string; notFound?: boolean }
  /** The address shown: a 404 page speaks the language of the address that was not found. */
  pathname: string
  children: React.ReactNode
}

/** What wraps every page (wrapPageElement, in gatsby-ssr and gatsby-browser): its language's texts and the layout. */
export function PageShell({ pageContext, pathname, children }: PageShellProps) {
  return (
    <SiteTranslationProvider
      language={pageContext.language}
      pagePath={pageContext.pagePath ?? "/"}
      languageFromPath={pageContext.notFound ? pathname : undefined}
    >
      <Layout>{children}</Layout>
    </SiteTranslationProvider>
  )
}
