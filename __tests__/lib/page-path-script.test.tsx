/** @jest-environment node */
import fs from "node:fs"
import * as React from "react"
import { renderToStaticMarkup } from "react-dom/server"
import { PAGE_PATH_SCRIPT_ID, withConstantPagePathScript } from "../../src/lib/page-path-script"

// What Gatsby 5's static-entry.js puts in every page's body (node_modules/gatsby/cache-dir/static-entry.js)
const gatsbyScript = (pagePath: string) => (
  <script
    key="script-loader"
    id={PAGE_PATH_SCRIPT_ID}
    dangerouslySetInnerHTML={{
      __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};window.___webpackCompilationHash="abc123";/*]]>*/`,
    }}
  />
)
const other = <script key="chunk-mapping" id="gatsby-chunk-mapping" dangerouslySetInnerHTML={{ __html: "window.___chunkMapping={}" }} />

const scriptText = (nodes: React.ReactNode[]) => {
  const view = renderToStaticMarkup(<>{nodes}</>)
  return /<script id="gatsby-script-loader"[^>]*>([\s\S]*?)<\/script>/.exec(view)?.[1]
}

describe("withConstantPagePathScript", () => {
  it("gives every page the same script text, whatever its path", () => {
    const texts = ["/", "/destinations/phuket/hotels/2", '/de/a"b</script>'].map((path) =>
      scriptText(withConstantPagePathScript([gatsbyScript(path), other])),
    )
    expect(new Set(texts).size).toBe(1)
    expect(texts[0]).toBe(
      '/*<![CDATA[*/window.pagePath=document.currentScript.dataset.pagePath;window.___webpackCompilationHash="abc123";/*]]>*/',
    )
  })

  it("keeps the path in the script's data attribute, escaped as an attribute", () => {
    const view = renderToStaticMarkup(<>{withConstantPagePathScript([gatsbyScript('/de/a"b<c'), other])}</>)
    expect(view).toContain('data-page-path="/de/a&quot;b&lt;c"')
    expect(view).toContain('id="gatsby-chunk-mapping"')
  })

  it("run as a browser runs it, the script sets window.pagePath as Gatsby's did", () => {
    const nodes = withConstantPagePathScript([gatsbyScript("/destinations/phuket/hotels/2")])
    const view = renderToStaticMarkup(<>{nodes}</>)
    const pagePath = /data-page-path="([^"]*)"/.exec(view)?.[1]
    const window: Record<string, unknown> = {}
    const document = { currentScript: { dataset: { pagePath } } }
    new Function("window", "document", scriptText(nodes) ?? "")(window, document)
    expect(window.pagePath).toBe("/destinations/phuket/hotels/2")
    expect(window.___webpackCompilationHash).toBe("abc123")
  })

  it("stops the build when Gatsby's script changes (an upgrade): no silent growth of the CSP", () => {
    const changed = <script key="script-loader" id={PAGE_PATH_SCRIPT_ID} dangerouslySetInnerHTML={{ __html: 'window.__page="/x";' }} />
    expect(() => withConstantPagePathScript([changed])).toThrow(/has no window.pagePath/)
    expect(() => withConstantPagePathScript([gatsbyScript("/a"), gatsbyScript("/b")])).toThrow(/expected one gatsby-script-loader script/)
  })

  it("names Gatsby's 404 page on any language's 404 page, so the runtime keeps the address that was not found", () => {
    const view = renderToStaticMarkup(<>{withConstantPagePathScript([gatsbyScript("/de/404.html")], { notFound: true })}</>)
    expect(view).toContain('data-page-path="/404.html"')
  })

  it("leaves a page without the script as it is (gatsby develop renders none)", () => {
    expect(withConstantPagePathScript([other])).toEqual([other])
  })

  it("applies to the installed Gatsby: its static-entry still writes window.pagePath into the gatsby-script-loader script", () => {
    const staticEntry = fs.readFileSync(require.resolve("gatsby/cache-dir/static-entry.js"), "utf8")
    expect(staticEntry).toContain("window.pagePath=${JSON.stringify(")
    expect(staticEntry).toContain("id={`gatsby-script-loader`}")
  })
})
