import * as React from "react"

/** The id Gatsby gives the inline script that tells its runtime which page the HTML is (static-entry.js). */
export const PAGE_PATH_SCRIPT_ID = "gatsby-script-loader"

/** The path Gatsby's runtime knows as the 404 page (production-app.js does not redirect from it). */
const NOT_FOUND_PATH = "/404.html"

const PAGE_PATH_STATEMENT = /window\.pagePath=("(?:[^"\\]|\\.)*");/

/** The statement that takes the page's path from the script's own data attribute: the same text on every page. */
const READ_PAGE_PATH = "window.pagePath=document.currentScript.dataset.pagePath;"

interface InlineScriptProps {
  id?: string
  dangerouslySetInnerHTML?: { __html: string }
}

/**
 * Gatsby writes `window.pagePath="/the/page/"` into an inline script of every page, so every page had its own
 * script hash in the Content-Security-Policy: 2,001 characters at 56 pages, past the 2,000 Cloudflare Pages
 * accepts, and growing by 55 with each page. This moves the path into a data attribute and leaves a script
 * whose text is the same on every page (one hash, however many pages). Throws when Gatsby's script no longer
 * has the expected statement, so an upgrade that changes it stops the build instead of silently growing the CSP
 * (__tests__/lib/page-path-script.test.tsx also reads the installed Gatsby's static-entry.js).
 */
export function withConstantPagePathScript(components: ReadonlyArray<React.ReactNode>, { notFound = false } = {}): React.ReactNode[] {
  let replaced = 0
  const result = components.map((node) => {
    if (!React.isValidElement<InlineScriptProps>(node) || node.props.id !== PAGE_PATH_SCRIPT_ID) return node
    const html = node.props.dangerouslySetInnerHTML?.__html ?? ""
    const statement = PAGE_PATH_STATEMENT.exec(html)
    if (!statement?.[1]) throw new Error(`page-path-script: Gatsby's ${PAGE_PATH_SCRIPT_ID} script has no window.pagePath: ${html}`)
    replaced += 1
    // Any language's 404 page is, to Gatsby's browser runtime, its 404 page ("/404.html"): served for an unknown
    // /de/… address it then stays at that address instead of moving to /de/404.html
    const pagePath = notFound ? NOT_FOUND_PATH : (JSON.parse(statement[1]) as string)
    return (
      <script
        key={node.key ?? PAGE_PATH_SCRIPT_ID}
        id={PAGE_PATH_SCRIPT_ID}
        data-page-path={pagePath}
        dangerouslySetInnerHTML={{ __html: html.replace(statement[0], READ_PAGE_PATH) }}
      />
    )
  })
  // `gatsby develop` renders pages without the script (and without a CSP): nothing to do there
  if (replaced > 1) throw new Error(`page-path-script: expected one ${PAGE_PATH_SCRIPT_ID} script in the page's body, found ${replaced}`)
  return result
}
