import { LOAD_TIMEOUT_MS, startScriptsAfterLoad } from "../../src/node/scripts-after-load"
import { dropRepeatedModuleScripts } from "../../src/node/repeated-module-scripts"

const page = (scripts: string) =>
  `<html><body><div id="___gatsby"></div><script id="gatsby-chunk-mapping">window.___chunkMapping={}</script>${scripts}</body></html>`

describe("startScriptsAfterLoad", () => {
  it("replaces the bundle tags with one loader that adds the same bundles, in order, after load", () => {
    const html = startScriptsAfterLoad(
      page(
        '<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script><script src="/app-3.js" async></script>',
      ),
    )
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain('<script id="gatsby-chunk-mapping">')
    const loader = /<script id="scripts-after-load">(.*?)<\/script>/.exec(html)?.[1] ?? ""
    expect(loader).toContain('["/webpack-runtime-1.js","/framework-2.js","/app-3.js"]')
    expect(loader).toContain('addEventListener("load",painted)')
    expect(loader).toContain(`setTimeout(go,${LOAD_TIMEOUT_MS})`)
  })

  it("runs the loader: nothing before load, each bundle once after it and a painted frame", async () => {
    const html = startScriptsAfterLoad(page('<script src="/app-3.js" async></script>'))
    const loader = /<script id="scripts-after-load">(.*?)<\/script>/.exec(html)?.[1] ?? ""
    Object.defineProperty(document, "readyState", { configurable: true, get: () => "interactive" })
    new Function(loader)()
    expect(document.querySelectorAll('script[src="/app-3.js"]')).toHaveLength(0)
    window.dispatchEvent(new Event("load"))
    window.dispatchEvent(new Event("load"))
    expect(document.querySelectorAll('script[src="/app-3.js"]')).toHaveLength(0)
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(document.querySelectorAll('script[src="/app-3.js"]')).toHaveLength(1)
  })

  it("adds the chunks the app imports at once to the same loader, once each, after the page's own bundles", () => {
    const html = startScriptsAfterLoad(page('<script src="/framework-2.js" async></script><script src="/app-3.js" async></script>'), [
      "/framework-2.js",
      "/commons-4.js",
      "/site-root-5.js",
    ])
    const loader = /<script id="scripts-after-load">(.*?)<\/script>/.exec(html)?.[1] ?? ""
    expect(loader).toContain('["/framework-2.js","/app-3.js","/commons-4.js","/site-root-5.js"]')
  })

  it("leaves a page without bundle tags as it is", () => {
    const html = page('<script src="https://example.com/x.js"></script>')
    expect(startScriptsAfterLoad(html)).toBe(html)
  })
})

describe("dropRepeatedModuleScripts", () => {
  it("keeps the first copy of each inline module script and every other script", () => {
    const picture = '<script type="module">fixPictures()</script>'
    const html = `<img>${picture}<img>${picture}<script type="module">other()</script><script>plain()</script><img>${picture}`
    expect(dropRepeatedModuleScripts(html)).toBe(`<img>${picture}<img><script type="module">other()</script><script>plain()</script><img>`)
  })
})
