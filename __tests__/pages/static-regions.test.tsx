import fs from "node:fs"
import path from "node:path"
import * as React from "react"
import type { PageProps } from "gatsby"
import { render, screen, within } from "@testing-library/react"
import { LIST_PAGE_SIZE } from "../../src/lib/constants"
import { contentGraphql, type ContentGraphql } from "../support/content-graphql"
import { multipliedData } from "../support/multiplied-data"
import { defaultLanguage } from "../support/static-query-data"
import { createdPages, pageProps, sitePageElement, type SitePage } from "../support/site-pages"

// The climate pages' static bodies are required, not lazy, as in the HTML render (src/components/climate/when-to-go-section.tsx):
// set before any page module is loaded, so every page renders whole in one pass
process.env.BUILD_STAGE = "develop-html"

// What jsdom lacks and the section tabs use on mount: a ResizeObserver that never reports (their scroll edges), and a
// matchMedia that matches nothing (reduced motion)
class NoResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver
window.matchMedia ??= (media: string) =>
  ({
    media,
    matches: false,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  }) as unknown as MediaQueryList

const ROOT = path.resolve(__dirname, "../..")
const real = contentGraphql(path.join(ROOT, "data"))

/** Each page or template file, from the repository's root. */
const componentFiles = ["src/pages", "src/templates"].flatMap((dir) =>
  fs
    .readdirSync(path.join(ROOT, dir))
    .filter((f) => f.endsWith(".tsx"))
    .map((f) => `${dir}/${f}`),
)

// A template today's content makes no page of (a destination's section on further pages: the longest list is shorter
// than LIST_PAGE_SIZE) is rendered from the real records multiplied until the longest list has a second page
const hotelsPerDestination = fs
  .readdirSync(path.join(ROOT, "data/hotels"))
  .map((d) => fs.readdirSync(path.join(ROOT, "data/hotels", d)).filter((f) => f.endsWith(`.${defaultLanguage.code}.json`)).length)
const FACTOR = Math.floor(LIST_PAGE_SIZE / Math.max(...hotelsPerDestination)) + 1

let realPages: SitePage[] = []
let multiplied: { dir: string; graphql: ContentGraphql; pages: SitePage[] } | null = null
beforeAll(async () => {
  realPages = await createdPages(real)
  if (componentFiles.every((file) => realPages.some((page) => page.component === file))) return
  const dir = multipliedData(FACTOR)
  const graphql = contentGraphql(dir)
  multiplied = { dir, graphql, pages: await createdPages(graphql) }
}, 120_000)
afterAll(() => {
  if (multiplied) fs.rmSync(multiplied.dir, { recursive: true, force: true })
})

/** The pages to render of a file: all the real content makes; else, from the multiplied content, one per language and kind of list. */
function pagesOf(file: string): { graphql: ContentGraphql; pages: SitePage[] } {
  const ofFile = realPages.filter((page) => page.component === file)
  if (ofFile.length > 0 || !multiplied) return { graphql: real, pages: ofFile }
  const seen = new Set<string>()
  const firsts = multiplied.pages.filter((page) => {
    if (page.component !== file) return false
    const kind = `${String(page.context.language)} ${String(page.context.section)}`
    return !seen.has(kind) && Boolean(seen.add(kind))
  })
  return { graphql: multiplied.graphql, pages: firsts }
}

/**
 * Every page and template, rendered with the real content as the build creates its pages (every page in every
 * language, inside the site's providers and layout): a control that attaches a handler inside a StaticRegion fails
 * the render (src/components/hydration/static-region-guard.ts).
 */
describe.each(componentFiles)("%s", (file) => {
  it("renders each of its pages with the real content, and no control sits in a static region", async () => {
    const { graphql, pages } = pagesOf(file)
    expect(pages.length).toBeGreaterThan(0)
    const { default: Page } = (await import(`../../${file}`)) as { default: React.ComponentType<PageProps> }
    for (const page of pages) {
      const props = await pageProps(page, graphql)
      const view = render(sitePageElement(Page, props))
      // the page itself rendered, in the layout's main landmark, with its heading
      const headings = within(screen.getByRole("main")).getAllByRole("heading", { level: 1 })
      expect({ page: page.path, headings: headings.length }).toEqual({ page: page.path, headings: 1 })
      view.unmount()
    }
  }, 180_000)
})
