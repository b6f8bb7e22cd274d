import * as React from "react"
import { SiteTranslationProvider } from "../../hooks/use-translation"
import { Layout } from "./layout"

interface PageShellProps {
  /** The page's context from gatsby-node: every page is created with its `language` and its `pagePath` in no language. */
  pageContext: { language?: string; pagePath?: string }
  children: React.ReactNode
}

/** What wraps every page (wrapPageElement, in gatsby-ssr and gatsby-browser): its language's texts and the layout. */
export function PageShell({ pageContext, children }: PageShellProps) {
  return (
    <SiteTranslationProvider language={pageContext.language} pagePath={pageContext.pagePath ?? "/"}>
      <Layout>{children}</Layout>
    </SiteTranslationProvider>
  )
}
