// The site with three times its content (scripts/lab/scale/multiply.ts), built from a throw-away copy of the project
// (never from data/): pages of hotels without script, filter and sort over every page, search into a later part of
// its store, and a Content-Security-Policy that does not grow with the pages. Runs in its own Playwright project.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { test, expect, type Page } from "@playwright/test"
import { startServer, type ServerProcess } from "../__tests__/support/server-process"
import { multiplyContent } from "../scripts/lab/scale/multiply"
import { buildCopy, copyProject } from "../scripts/project-copy"
import { arrangeHotels } from "../src/lib/hotel-directory"
import { LIST_PAGE_SIZE } from "../src/lib/constants"
import type { HotelRecord } from "../src/content/schemas/hotel"
import { t, startingWith, tFill } from "./support/content"

/** The hotel directory's pager, by its name: pager.label with the section's tab text. */
const HOTELS_PAGER = tFill("pager.label", { section: t("destination.tab.hotels") })

const REPO_ROOT = path.resolve(__dirname, "..")
const FACTOR = 3
const PORT = Number(process.env.SCALE_E2E_PORT ?? 9170)
/** A finished copy to test instead of building one (e.g. SCALE_E2E_PROJECT=/tmp/scale-e2e-xyz while working on this spec). */
const GIVEN_PROJECT = process.env.SCALE_E2E_PROJECT

let project: string
let site: ServerProcess

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  test.setTimeout(900_000)
  if (GIVEN_PROJECT) project = GIVEN_PROJECT
  else {
    project = copyProject(fs.mkdtempSync(path.join(os.tmpdir(), "scale-e2e-")))
    multiplyContent({ from: path.join(REPO_ROOT, "data"), to: path.join(project, "data"), factor: FACTOR })
    console.log(`scale: built the ×${FACTOR} copy in ${buildCopy(project).seconds.toFixed(1)} s`)
  }
  // The copy as production serves it: the site's own server over its public/ and data/ (its headers, /x and /x/)
  site = await startServer({
    env: { PORT: String(PORT), PUBLIC_DIR: path.join(project, "public"), DATA_DIR: path.join(project, "data"), LOG_LEVEL: "warn" },
    readyTimeoutMs: 60_000,
  })
})

test.afterAll(async () => {
  await site?.stop()
  if (site) fs.rmSync(site.varDir, { recursive: true, force: true })
  if (project && !GIVEN_PROJECT) fs.rmSync(project, { recursive: true, force: true })
})

/** The copy's hotels of a destination in one language, in the directory's order (featured: by `order`). */
function hotelsOf(destination: string, language = "en"): HotelRecord[] {
  const folder = path.join(project, "data/hotels", destination)
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(`.${language}.json`))
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), "utf8")) as HotelRecord)
    .sort((a, b) => a.order - b.order)
}

/** The destination with the most hotels in the copy. */
function largestDestination(): string {
  const folders = fs.readdirSync(path.join(project, "data/hotels"))
  return folders.reduce((a, b) => (hotelsOf(b).length > hotelsOf(a).length ? b : a))
}

/** The hotel cards a visitor sees, in order (those the filter leaves out stay in the page, hidden). */
const shownHotels = (page: Page) =>
  page
    .locator("#hotels li:not([hidden]) > article[data-hotel]")
    .evaluateAll((cards) => cards.map((card) => card.getAttribute("data-hotel")))

test("a destination's hotels are on real pages that read and page without script, each canonical and in the sitemap", async ({
  browser,
}) => {
  const destination = largestDestination()
  const expected = hotelsOf(destination).map((hotel) => hotel.slug)
  expect(expected.length, "the multiplied destination needs more than one page").toBeGreaterThan(LIST_PAGE_SIZE)
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const sitemap = fs
    .readdirSync(path.join(project, "public"))
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => fs.readFileSync(path.join(project, "public", name), "utf8"))
    .join("\n")
  const seen: string[] = []
  let url: string | null = `${site.origin}/destinations/${destination}`
  let pages = 0
  while (url) {
    await page.goto(url)
    pages += 1
    const own = new URL(page.url()).pathname.replace(/\/$/, "")
    seen.push(...((await shownHotels(page)) as string[]))
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href")
    expect(new URL(canonical ?? "").pathname, `canonical of ${own}`).toBe(own)
    expect(sitemap, `${own} in the sitemap`).toContain(`${new URL(canonical ?? "").origin}${own}</loc>`)
    const next = page.getByRole("navigation", { name: HOTELS_PAGER }).getByRole("link", { name: t("pager.next") })
    url = (await next.count()) > 0 ? new URL((await next.getAttribute("href")) ?? "", site.origin).href : null
    expect(pages, "the pager ends").toBeLessThan(100)
  }
  expect(seen, "every hotel once, in the directory's order, over the pages").toEqual(expected)
  expect(pages).toBe(Math.ceil(expected.length / LIST_PAGE_SIZE))
  // The German pages page the same way
  await page.goto(`${site.origin}/de/destinations/${destination}/hotels/2`)
  expect(await shownHotels(page)).toEqual(expected.slice(LIST_PAGE_SIZE, 2 * LIST_PAGE_SIZE))
  await context.close()
})

test("filter and sort cover every hotel of the destination, not only the first page's", async ({ page }) => {
  const destination = largestDestination()
  const hotels = hotelsOf(destination)
  await page.goto(`${site.origin}/destinations/${destination}`)
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" })
  const showAll = async () => {
    const more = page.getByRole("button", { name: startingWith("hotels.showMore") })
    while (await more.isVisible()) await more.click()
  }
  // The last category: on a multiplied destination some of its hotels are only on later pages
  const category = hotels[hotels.length - 1]?.category ?? ""
  await page.locator("select#hotel-category").selectOption(category)
  await expect(page.getByRole("navigation", { name: HOTELS_PAGER })).toHaveCount(0)
  // The whole list loads in the background (its "Show more" appears then): polled until every hotel of it is shown.
  // Showing all of them takes one "Show more" per HOTELS_SHOW_MORE hotels: at N = 10 about 300 hotels, 13 presses and
  // some 6 s here, past expect's 5 s, so these polls wait up to 30 s
  const everyHotel = async () => {
    await showAll()
    return shownHotels(page)
  }
  const untilShown = { timeout: 30_000 }
  await expect.poll(everyHotel, untilShown).toEqual(arrangeHotels(hotels, category, "featured").map((hotel) => hotel.slug))

  await page.locator("select#hotel-category").selectOption("")
  await page.locator("select#hotel-sort").selectOption("price-desc")
  await expect.poll(async () => (await shownHotels(page))[0]).toBe(arrangeHotels(hotels, "", "price-desc")[0]?.slug)
  await expect.poll(everyHotel, untilShown).toEqual(arrangeHotels(hotels, "", "price-desc").map((hotel) => hotel.slug))
})

/** A word only an entry in a later part of the English store has in its text: finding it needs that part. */
function laterPartQuery(): { query: string; title: string } {
  const staticDir = path.join(project, "public/static")
  const file = (suffix: string) => fs.readdirSync(staticDir).find((name) => name.endsWith(suffix))
  const headName = file(".search-en-head.json")
  if (!headName) throw new Error("no English search head in the build")
  const head = JSON.parse(fs.readFileSync(path.join(staticDir, headName), "utf8")) as {
    parts: number
    partSize: number
    entries: string[][]
  }
  const parts = Array.from({ length: head.parts }, (_, index) => {
    const name = file(`.search-en-part-${index}.json`)
    if (!name) throw new Error(`no English search part ${index}`)
    return JSON.parse(fs.readFileSync(path.join(staticDir, name), "utf8")) as string[]
  })
  const texts = parts.flat()
  const visible = head.entries.map((entry, index) => `${entry[0]} ${entry[3] ?? ""} ${texts[index] ?? ""}`.toLowerCase())
  for (let index = texts.length - 1; index >= head.partSize; index--) {
    for (const word of (texts[index] ?? "").toLowerCase().match(/[a-z]{7,}/g) ?? []) {
      if (visible.filter((text) => text.includes(word)).length === 1) return { query: word, title: head.entries[index]?.[0] ?? "" }
    }
  }
  throw new Error("no word found only in a later part's entry")
}

test("search finds an entry whose text is in a later part of the store", async ({ page }) => {
  const { query, title } = laterPartQuery()
  await page.goto(`${site.origin}/`)
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" })
  await page.keyboard.press("Control+k")
  const dialog = page.getByRole("dialog")
  await dialog.getByRole("searchbox").fill(query)
  await expect(dialog.getByRole("listitem").filter({ hasText: title })).toBeVisible()
})

test("the Content-Security-Policy stays under 2,000 characters however many pages there are", async () => {
  const csp = /add_header Content-Security-Policy "([^"]*)"/.exec(
    fs.readFileSync(path.join(project, "deploy/generated/security-headers.conf"), "utf8"),
  )?.[1]
  const pages = (fs.readdirSync(path.join(project, "public"), { recursive: true, encoding: "utf8" }) as string[]).filter((name) =>
    name.endsWith("index.html"),
  ).length
  console.log(`scale: ${pages} pages, CSP ${csp?.length} characters`)
  expect(csp).toBeTruthy()
  expect(csp?.length).toBeLessThan(2000)
  const headersFile = fs.readFileSync(path.join(project, "public/_headers"), "utf8")
  expect(Math.max(...headersFile.split("\n").map((line) => line.length)), "longest _headers line (Cloudflare Pages' limit)").toBeLessThan(
    2000,
  )
  expect(/script-src ([^;]*)/.exec(csp ?? "")?.[1]).not.toMatch(/unsafe/)
})
