// A destination staff add with data alone (e2e/support/added-destination.ts: both languages, a location, a hotel, a
// vehicle, an experience, a climate borrowing another destination's station), built in a throw-away copy of the project
// (never from data/): the build takes it, and it is on its own page, on the map, in the menus, in search, in the
// sitemap, on every month page and on /experiences where its experience's position puts it. Runs in its own
// Playwright project (e2e/added-destination.config.ts).
import fs from "node:fs"
import path from "node:path"
import { test, expect } from "@playwright/test"
import { startServer, type ServerProcess } from "../__tests__/support/server-process"
import { addDestination, type AddedDestination } from "./support/added-destination"
import { contentIn, defaultLanguage, languages } from "./support/content"
import { localizePath } from "../src/lib/languages"
import { MONTH_SLUGS, monthPath } from "../src/lib/climate"
import type { DestinationRecord } from "../src/content/schemas/destination"
import type { ExperienceRecord } from "../src/content/schemas/experience"
import { LIST_PAGE_SIZE } from "../src/lib/constants"
import { buildCopy, copyProjectWithData } from "../scripts/project-copy"

const PORT = Number(process.env.ADDED_DESTINATION_PORT ?? 9180)
/** A copy already built with the fixture, to test instead of building one. */
const GIVEN_PROJECT = process.env.ADDED_DESTINATION_PROJECT

let project: string
let added: AddedDestination
let site: ServerProcess

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  test.setTimeout(900_000)
  if (GIVEN_PROJECT) {
    project = GIVEN_PROJECT
    // Adding again rewrites the same files: it names what is there
    added = addDestination(path.join(project, "data"))
  } else {
    project = copyProjectWithData("added-destination-")
    added = addDestination(path.join(project, "data"))
    console.log(`added destination: built the copy in ${buildCopy(project).seconds.toFixed(1)} s`)
  }
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

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(project, "data", file), "utf8")) as T
const destinationIn = (language: string) => readJson<DestinationRecord>(`destinations/${added.slug}.${language}.json`)
const url = (sitePath: string, language = defaultLanguage) => `${site.origin}${localizePath(sitePath, language, languages)}`
const text = (language: string, key: string) => contentIn(language).texts.get(key) ?? key

test("its page, in every language: its hero, hotel, vehicle, experience and the lender's climate figures", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const { code } of languages) {
    const destination = destinationIn(code)
    const response = await page.goto(url(`/destinations/${added.slug}`, code))
    expect(response?.status()).toBe(200)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(destination.heroTitle)
    await expect(page.locator(`#hotels article[data-hotel="${added.hotel}"]`)).toHaveCount(1)
    await expect(page.locator("#transport article h3")).toHaveCount(1)
    await expect(page.locator(`article[data-experience="${added.experience}"]`)).toHaveCount(1)
    await expect(page.locator(`#when-to-go [data-figures-from="${added.lender}"]`)).toHaveCount(1)
  }
  await context.close()
})

test("the map of Thailand on /destinations links to it, without script, in every language", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  for (const { code } of languages) {
    await page.goto(url("/destinations", code))
    const map = page.getByRole("group", { name: text(code, "map.title") })
    await expect(map.getByRole("link", { name: destinationIn(code).name, exact: true })).toHaveAttribute(
      "href",
      localizePath(`/destinations/${added.slug}`, code, languages),
    )
  }
  await context.close()
})

test("the navbar's Destinations menu lists it", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto(url("/"))
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" })
  const nav = page.getByRole("navigation", { name: text(defaultLanguage, "nav.label") })
  await nav.getByRole("button", { name: text(defaultLanguage, "nav.destinations") }).click()
  await expect(nav.getByRole("link", { name: destinationIn(defaultLanguage).name, exact: true })).toHaveAttribute(
    "href",
    `/destinations/${added.slug}`,
  )
})

test("search finds it", async ({ page }) => {
  const { name } = destinationIn(defaultLanguage)
  await page.goto(url("/"))
  await page.waitForSelector('html[data-hydrated="true"]', { state: "attached" })
  await page.keyboard.press("Control+k")
  const dialog = page.getByRole("dialog")
  await dialog.getByRole("searchbox").fill(name)
  // Its hotel and experience have the name in their texts too: the destination's own entry is the link to its page
  await expect(dialog.locator(`a[href="/destinations/${added.slug}"]`)).toContainText(name)
})

test("the sitemap lists its page in every language", () => {
  const sitemap = fs
    .readdirSync(path.join(project, "public"))
    .filter((name) => /^sitemap-\d+\.xml$/.test(name))
    .map((name) => fs.readFileSync(path.join(project, "public", name), "utf8"))
    .join("\n")
  for (const { code } of languages) expect(sitemap).toContain(`${localizePath(`/destinations/${added.slug}`, code, languages)}</loc>`)
})

test("every month page lists it, in every language", async ({ request }) => {
  for (const { code } of languages) {
    for (const month of MONTH_SLUGS.map((_, index) => index + 1)) {
      const html = await (await request.get(url(monthPath(month), code))).text()
      expect(html, `${monthPath(month)} (${code})`).toMatch(
        new RegExp(
          `data-destination="${added.slug}"[\\s\\S]*?href="${localizePath(`/destinations/${added.slug}`, code, languages)}#when-to-go"`,
        ),
      )
    }
  }
})

test("/experiences shows its region where its experience's position puts it", async ({ page }) => {
  const experiences = fs
    .readdirSync(path.join(project, "data/experiences"))
    .filter((name) => name.endsWith(`.${defaultLanguage}.json`))
    .map((name) => readJson<ExperienceRecord>(`experiences/${name}`))
    .sort((a, b) => a.order - b.order)
  const names = new Map(
    fs
      .readdirSync(path.join(project, "data/destinations"))
      .filter((name) => name.endsWith(`.${defaultLanguage}.json`))
      .map((name) => readJson<DestinationRecord>(`destinations/${name}`))
      .map((destination) => [destination.slug, destination.name]),
  )
  // The regions of the first page, in the order of their first experience
  const regions = [...new Set(experiences.slice(0, LIST_PAGE_SIZE).map((experience) => experience.destination))]
  expect(regions.indexOf(added.slug), "the fixture's experience follows the experiences of its neighbour").toBe(
    regions.indexOf(added.experiencesAfter) + 1,
  )
  await page.goto(url("/experiences"))
  const headings = page.getByRole("main").locator("section[aria-labelledby^=region-]").getByRole("heading", { level: 2 })
  await expect(headings).toHaveText(regions.map((slug) => names.get(slug) ?? slug))
})
