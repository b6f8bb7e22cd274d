/** @jest-environment node */
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { START_BUNDLES, rewritePage, startBundlesAfterPaint } from "../../scripts/build/bundles-after-paint"
import { executableInlineScripts } from "../../scripts/build/headers"

// The end of a page as Gatsby 5 stitches its scripts slice into it (gatsby-webpack-stats-extractor.js)
const gatsbyScripts =
  '<script id="gatsby-script-loader" data-page-path="/a">window.pagePath=document.currentScript.dataset.pagePath;</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'
const page = `<!DOCTYPE html><html><head><title>A</title></head><body><div id="___gatsby"><p>Text</p></div>${gatsbyScripts}</body></html>`

describe("the bundles start after the hero is drawn", () => {
  it("replaces each async bundle by a low-priority preload where it was, then one loader; the rest stays", () => {
    const html = rewritePage(page) ?? ""
    expect(html).not.toMatch(/<script[^>]* async/)
    const links = [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)" fetchpriority="low" data-bundle=""\/>/g)].map(
      (m) => m[1],
    )
    expect(links).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    expect(html).toContain(`<p>Text</p>`)
    expect(html).toContain('id="gatsby-script-loader"')
    expect(html.indexOf("window.___webpackCompilationHash")).toBeLessThan(html.indexOf("data-bundle"))
    expect(html.endsWith(`<script>${START_BUNDLES}</script></body></html>`)).toBe(true)
  })

  it("gives a rewritten page the same HTML again (an older form the current one), and every page one inline script text", () => {
    const once = rewritePage(page) ?? ""
    expect(rewritePage(once)).toBe(once)
    const older = once.replace(/ data-bundle=""\/>/g, " data-bundle>").replace(START_BUNDLES, `${START_BUNDLES.slice(0, -4)};0})()`)
    expect(rewritePage(older)).toBe(once)
    expect(rewritePage(page.replace(/<script src[^]*<\/script>/, ""))).toBeNull()
    const other = rewritePage(page.replace("/app-3.js", "/app-4.js").replace("/a", "/b")) ?? ""
    expect(executableInlineScripts(once).at(-1)).toBe(executableInlineScripts(other).at(-1))
  })

  it("rewrites every page of a build once, and stops the build when a page has no bundle", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bundles-"))
    try {
      fs.mkdirSync(path.join(dir, "b"))
      fs.writeFileSync(path.join(dir, "index.html"), page)
      fs.writeFileSync(path.join(dir, "b", "index.html"), page)
      // the CMS's page is not Gatsby's: no gatsby-script-loader, left as it is
      fs.mkdirSync(path.join(dir, "admin"))
      fs.writeFileSync(path.join(dir, "admin", "index.html"), "<html><body><script src=/cms.js async></script></body></html>")
      expect(startBundlesAfterPaint(dir)).toEqual({ rewritten: 2, pages: 2 })
      expect(startBundlesAfterPaint(dir)).toEqual({ rewritten: 0, pages: 2 })
      expect(fs.readFileSync(path.join(dir, "admin", "index.html"), "utf8")).toContain("async")
      fs.writeFileSync(path.join(dir, "b", "index.html"), page.replace(/<script src[^]*<\/script>/, ""))
      expect(() => startBundlesAfterPaint(dir)).toThrow(/b\/index\.html has no <script async src> bundle/)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })

  it("applies to the installed Gatsby: its scripts slice still writes the bundles as <script async>", () => {
    const extractor = fs.readFileSync(require.resolve("gatsby/dist/utils/gatsby-webpack-stats-extractor.js"), "utf8")
    expect(extractor).toContain('`<script src="${this.publicPath}/${asset}" async></script>`')
  })
})
