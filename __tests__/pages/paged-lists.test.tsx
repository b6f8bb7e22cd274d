import fs from "node:fs"
import path from "node:path"
import * as React from "react"
import type { PageProps } from "gatsby"
import { render, screen, within } from "@testing-library/react"
import { LIST_PAGE_SIZE } from "../../src/lib/constants"
import {
  DESTINATION_SECTIONS,
  listPagePath,
  pageCount,
  pagerItems,
  sectionPagePath,
  type DestinationSection,
} from "../../src/lib/pagination"
import { fill } from "../../src/lib/format"
import { contentGraphql, type ContentGraphql } from "../support/content-graphql"
import { multipliedData } from "../support/multiplied-data"
import { createdPages, pageProps, sitePageElement, type SitePage } from "../support/site-pages"
import { defaultLanguage, englishText } from "../support/static-query-data"

// The longest list of data/ is shorter than a page (LIST_PAGE_SIZE), so no build of the real content makes a further
// page: these tests multiply the real records (as bench:scale does) until every paged list has a page 2, and render it.
const DATA_DIR = path.resolve(__dirname, "../../data")
const language = defaultLanguage.code

type Data = Record<string, unknown>
/** The records of a data/ folder in the default language (every file, nested folders too). */
const recordsIn = (dir: string, folder: string): Data[] =>
  fs
    .readdirSync(path.join(dir, folder), { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(`.${language}.json`))
    .map((f) => JSON.parse(fs.readFileSync(path.join(dir, folder, f), "utf8")) as Data)

/** Each section of a destination's page that continues on further pages: its records' folder and what a card shows as a name. */
const SECTIONS: ReadonlyArray<[DestinationSection, string, string]> = [
  ["hotels", "hotels", "name"],
  ["transport", "vehicles", "type"],
  ["experiences", "experiences", "name"],
  ["concierge", "concierge", "name"],
]

/** How many records the longest list of a kind holds: all of them, or the most one destination has. */
function longestList(folder: string, perDestination: boolean): number {
  const records = recordsIn(DATA_DIR, folder)
  if (!perDestination) return records.length
  return Math.max(...records.map((record) => records.filter((other) => other.destination === record.destination).length))
}
// Enough copies that every paged list passes the page limit: the shortest decides (a destination's concierge services)
const shortest = Math.min(
  longestList("articles", false),
  longestList("experiences", false),
  ...SECTIONS.map(([, folder]) => longestList(folder, true)),
)
const FACTOR = Math.floor(LIST_PAGE_SIZE / shortest) + 1

let dir = ""
let graphql: ContentGraphql
let pages: SitePage[] = []
beforeAll(async () => {
  dir = multipliedData(FACTOR)
  graphql = contentGraphql(dir)
  pages = await createdPages(graphql)
}, 120_000)
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/** Renders a created page as the site does. */
async function renderPage(page: SitePage) {
  const { default: Page } = (await import(`../../${page.component}`)) as { default: React.ComponentType<PageProps> }
  const props = await pageProps(page, graphql)
  return render(sitePageElement(Page, props))
}

/** The pager of page `current` of `count`: previous, the numbered links of pagerItems and next, each to its page. */
function expectPager(current: number, count: number, pathOf: (page: number) => string) {
  const pageName = (page: number) => fill(englishText("pager.page"), { page, count })
  const pager = screen.getAllByRole("navigation").find((nav) => within(nav).queryByRole("link", { name: englishText("pager.previous") }))
  if (!pager) throw new Error("no pager with a link to the previous page")
  const previous = within(pager).getByRole("link", { name: englishText("pager.previous") })
  expect(previous).toHaveAttribute("href", pathOf(current - 1))
  expect(previous).toHaveAttribute("rel", "prev")
  for (const item of pagerItems(current, count)) {
    if (item === "gap") continue
    // the current page is named but is no link
    if (item === current) {
      expect(within(pager).getByText(pageName(item))).toBeInTheDocument()
      expect(within(pager).queryByRole("link", { name: pageName(item) })).toBeNull()
    } else expect(within(pager).getByRole("link", { name: pageName(item) })).toHaveAttribute("href", pathOf(item))
  }
  const next = within(pager).queryByRole("link", { name: englishText("pager.next") })
  if (current < count) expect(next).toHaveAttribute("href", pathOf(current + 1))
  else expect(next).toBeNull()
}

/** Page 2 shows the items after the first page's, and none of the first page's. */
function expectItems(ordered: string[]) {
  const secondPage = ordered.slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE)
  expect(secondPage.length).toBeGreaterThan(0)
  const main = screen.getByRole("main")
  for (const name of secondPage) expect(within(main).getAllByText(name).length).toBeGreaterThan(0)
  // (a name both pages hold, such as a vehicle type, says nothing)
  for (const name of ordered.slice(0, LIST_PAGE_SIZE).filter((n) => !secondPage.includes(n)))
    expect(within(main).queryByText(name)).toBeNull()
}

it("covers every section of a destination that continues on further pages", () => {
  expect(SECTIONS.map(([section]) => section)).toEqual([...DESTINATION_SECTIONS])
})

describe.each(SECTIONS)("a destination's %s on further pages (src/templates/destination-section.tsx)", (section, folder, title) => {
  it("page 2 of the longest list has the pager's links and the records after the first page's", async () => {
    const records = recordsIn(dir, folder)
    const ofSlug = (slug: string) => records.filter((record) => record.destination === slug)
    const [slug = ""] = [...new Set(records.map((record) => String(record.destination)))].sort(
      (a, b) => ofSlug(b).length - ofSlug(a).length,
    )
    const ofDestination = ofSlug(slug)
    const count = pageCount(ofDestination.length, LIST_PAGE_SIZE)
    expect(count).toBeGreaterThan(1)
    const ofSection = pages.filter(
      (p) =>
        p.component === "src/templates/destination-section.tsx" &&
        p.context.language === language &&
        p.context.slug === slug &&
        p.context.section === section,
    )
    expect(ofSection.map((p) => p.path)).toEqual(Array.from({ length: count - 1 }, (_, i) => sectionPagePath(slug, section, i + 2)))
    const [second] = ofSection
    if (!second) throw new Error("no page 2")
    await renderPage(second)
    // the first page is the destination's own, at the section
    expectPager(2, count, (page) => sectionPagePath(slug, section, page, true))
    expectItems(ofDestination.sort((a, b) => Number(a.order) - Number(b.order)).map((record) => String(record[title])))
  }, 120_000)
})

describe.each([
  ["/blog", "src/pages/blog.tsx", "articles", "title", (a: Data, b: Data) => String(b.date).localeCompare(String(a.date))],
  ["/experiences", "src/pages/experiences.tsx", "experiences", "name", (a: Data, b: Data) => Number(a.order) - Number(b.order)],
] as const)("%s/page/2 (%s)", (base, component, folder, title, order) => {
  it("exists, has the pager's links and the records after the first page's", async () => {
    const records = recordsIn(dir, folder).sort(order)
    const count = pageCount(records.length, LIST_PAGE_SIZE)
    expect(count).toBeGreaterThan(1)
    const ofList = pages.filter((p) => p.component === component && p.context.language === language)
    expect(ofList.map((p) => p.path).sort()).toEqual(Array.from({ length: count }, (_, i) => listPagePath(base, i + 1)).sort())
    const second = ofList.find((p) => p.path === listPagePath(base, 2))
    if (!second) throw new Error("no page 2")
    await renderPage(second)
    expectPager(2, count, (page) => listPagePath(base, page))
    expectItems(records.map((record) => String(record[title])))
  }, 120_000)
})
