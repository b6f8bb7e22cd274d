import * as React from "react"
import { SiteTranslationProvider } from "../../hooks/use-translation"
import { Layout } from "./layout"

interface PageShellProps {
  /** The page's context from gatsby-node: every page is created with its `language`. */
  pageContext: { language?: string }
  location: { pathname: string }
  children: React.ReactNode
}

/** What wraps every page (wrapPageElement, in gatsby-ssr and gatsby-browser): its language's texts and the layout. */
export function PageShell({ pageContext, location, children }: PageShellProps) {
  return (
    <SiteTranslationProvider language={pageContext.language} pathname={location.pathname}>
      <Layout>{children}</Layout>
    </SiteTranslationProvider>
  )
}
