import * as React from "react"
import { SiteTranslationProvider, useTranslation } from "../../hooks/use-translation"
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
      {/*
        Keys: another page (or a language's layout) is mounted afresh, not updated in place. Its static regions
        (StaticRegion) keep the HTML they were hydrated with, so a page updated in place would show the page before.
      */}
      <LanguageLayout>
        <React.Fragment key={pathname}>{children}</React.Fragment>
      </LanguageLayout>
    </SiteTranslationProvider>
  )
}

/** The layout of the page's language: a page in another language gets a new one (its static texts are in that language). */
function LanguageLayout({ children }: { children: React.ReactNode }) {
  const { language } = useTranslation()
  return <Layout key={language}>{children}</Layout>
}
