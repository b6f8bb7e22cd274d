import fs from "node:fs"
import path from "node:path"
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { expect, test, type Page } from "@playwright/test"
import sharp from "sharp"
import { PUBLIC_DIR, REPO_ROOT } from "./support/nginx"
import { serveStatic, type StaticServer } from "./support/static-server"
import { startServer } from "../__tests__/support/server-process"
import { adminSecurityHeaders } from "../scripts/headers/security-headers"
import { listHtmlFiles } from "../scripts/lab/html"
import { copyBuildEnv, copyProjectWithData } from "../scripts/project-copy"

// The "cms" project: a member of staff at /admin (the production build's public/admin, under its real CSP) with the
// local backend (decap-server) writing into a TEMPORARY COPY of the project, never the repository's data/. Every
// record is written in English and German side by side (Decap's i18n: <slug>.en.json, <slug>.de.json). Then the copy
// is rebuilt and the new hotel must be on its destination page in both languages, with its photo, and in the search.

const BASE_PORT = Number(process.env.E2E_CMS_PORT ?? 9420)
const ADMIN_PORT = BASE_PORT
const SITE_PORT = BASE_PORT + 1
const DECAP_PORT = Number(process.env.E2E_DECAP_PORT ?? 8181)
const LOCAL_BACKEND = `http://localhost:${DECAP_PORT}`
const SCREENSHOTS = path.join(REPO_ROOT, "e2e/cms/screenshots")
/** UPDATE_CMS_SCREENSHOTS=1 rewrites the README's screenshots; otherwise they are left alone. */
const UPDATE_SCREENSHOTS = Boolean(process.env.UPDATE_CMS_SCREENSHOTS)

const HOTEL = {
  slug: "cliff-house-railay",
  name: "The Cliff House Railay",
  category: "Boutique Resort",
  description: "Twelve suites cut into the limestone above Railay West, reached by a private longtail from Ao Nang.",
  price: "$690",
  location: "Railay, Krabi",
  features: ["Cliffside suites", "Private longtail transfers", "Sunset terrace", "Spa"],
  alt: "Infinity pool at dusk looking out over the Andaman Sea",
}
/** The same hotel's texts in German; its name, price, picture and photo are the English ones, copied by Decap. */
const HOTEL_DE = {
  category: "Boutique-Resort",
  description: "Zwölf Suiten im Kalkfelsen über Railay West, erreichbar mit dem privaten Longtail-Boot ab Ao Nang.",
  location: "Railay, Krabi",
  features: ["Suiten am Felsen", "Private Longtail-Transfers", "Terrasse zum Sonnenuntergang", "Spa"],
  alt: "Infinity-Pool in der Dämmerung mit Blick auf die Andamanensee",
}
const UPLOAD = path.join(REPO_ROOT, "data/images/artwork/hotel/amanpuri.jpg")
const ARTICLE = "wellness-in-thailand"
const EDITED = "Edited in the content manager: a sentence that only this test writes."

/**
 * The copy npm test built the site in (scripts/test.ts), its public/ the one the other tests serve: edited here and
 * built again warm. Unset when Playwright runs on its own: then the test makes a copy of its own (makeProject).
 */
const BUILT_COPY = process.env.E2E_CMS_PROJECT || undefined

let project: string
let decap: ChildProcess
let admin: StaticServer
const violations: string[] = []

/** How wide the copy's own pictures are made (see shrinkPictures). */
const THUMBNAIL_WIDTH = 160

/**
 * A temporary copy of the project (scripts/project-copy.ts) with data/, when npm test has not handed over its built
 * copy: the rebuild starts cold, with no public/. Its pictures are thumbnails (shrinkPictures).
 */
async function makeProject(): Promise<string> {
  const dir = copyProjectWithData("cms-e2e-")
  await shrinkPictures(path.join(dir, "data/images"))
  return dir
}

/**
 * Makes every JPEG under `folder` a thumbnail of itself (same name, same proportions). The rebuild is here to show
 * what staff wrote through the content manager on the site: its records and its uploaded photo, which is full size.
 * Resizing every full-size picture of the site again took most of it (image processing 84 of 114 s of a build; the
 * rebuild beside the other tests 261 s on 2 cores), and the repository's own build has already been checked with them.
 */
async function shrinkPictures(folder: string): Promise<void> {
  const pictures = (fs.readdirSync(folder, { recursive: true, encoding: "utf8" }) as string[]).filter((name) => name.endsWith(".jpg"))
  expect(pictures.length, `JPEGs under ${folder}`).toBeGreaterThan(0)
  await Promise.all(
    pictures.map(async (name) => {
      const file = path.join(folder, name)
      fs.writeFileSync(file, await sharp(file).resize({ width: THUMBNAIL_WIDTH }).jpeg().toBuffer())
    }),
  )
}

/** Until decap-server answers (it takes a few seconds to start): Playwright polls, with its own back-off. */
async function waitForServer(url: string, timeout = 20_000) {
  const answers = () =>
    fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' }).then(
      (response) => response.ok,
      () => false,
    )
  await expect.poll(answers, { message: `${url} answers`, timeout }).toBe(true)
}

async function shot(page: Page, name: string) {
  if (UPDATE_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) })
}

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  // Another run's decap-server would answer for this one, over another folder
  await expect(
    fetch(`${LOCAL_BACKEND}/api/v1`).then(
      () => "in use",
      () => "free",
    ),
    `port ${DECAP_PORT}`,
  ).resolves.toBe("free")
  project = BUILT_COPY ?? (await makeProject())
  decap = spawn(process.execPath, [path.join(REPO_ROOT, "node_modules/decap-server/dist/index.js")], {
    cwd: project,
    env: { ...process.env, PORT: String(DECAP_PORT), GIT_REPO_DIRECTORY: project, LOG_LEVEL: "warn" },
    stdio: "inherit",
  })
  await waitForServer(`${LOCAL_BACKEND}/api/v1`)
  // The built admin with the CSP nginx sends, its local backend moved to this run's port
  admin = await serveStatic({
    root: PUBLIC_DIR,
    port: ADMIN_PORT,
    headers: adminSecurityHeaders({ localBackend: LOCAL_BACKEND }),
    headersFor: "/admin",
    transform: (urlPath, body) =>
      urlPath === "/admin/config.yml"
        ? Buffer.from(body.toString().replace('"local_backend": true', `"local_backend": { "url": "${LOCAL_BACKEND}/api/v1" }`))
        : body,
  })
})

test.afterAll(async () => {
  await admin?.close()
  decap?.kill("SIGTERM")
  // npm test removes its own copy
  if (project && !BUILT_COPY && !process.env.KEEP_CMS_PROJECT) fs.rmSync(project, { recursive: true, force: true })
})

test.beforeEach(async ({ page }) => {
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) violations.push(message.text())
  })
  await page.setViewportSize({ width: 1280, height: 800 })
})

async function login(page: Page) {
  await page.goto(`${admin.url}/admin/`)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("link", { name: "Hotels: Krabi" })).toBeVisible()
}

async function publish(page: Page) {
  await page.getByRole("button", { name: "Publish" }).first().click()
  await page.getByText("Publish now").click()
}

/**
 * One language's side of the editor: English on the left, German on the right (Decap's i18n pane, shown by default).
 * The innermost block holding that language's "Writing in …" switch and form fields.
 */
function pane(page: Page, locale: "EN" | "DE") {
  return page
    .locator("div")
    .filter({ has: page.getByRole("button", { name: `Writing in ${locale}` }) })
    .filter({ has: page.locator("label") })
    .last()
}

/**
 * Closes Decap's notices (toasts), so that a screenshot shows the form. Decap closes them itself after 4 or 8 s: a
 * list of close buttons taken first and clicked one by one could name a notice gone by its turn, and that click would
 * wait for it until the action timed out. So the buttons there at this moment are clicked in the page, in one go.
 */
async function closeNotices(page: Page) {
  await page.locator(".Toastify__close-button").evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()))
  await expect(page.locator(".Toastify__toast")).toHaveCount(0)
}

/** public/**\/*.html outside admin/. */
const publicPages = (): string[] => listHtmlFiles(PUBLIC_DIR).filter((file) => !file.startsWith(path.join(PUBLIC_DIR, "admin") + path.sep))

test("the content manager adds nothing to the site's pages and is not in the sitemap", () => {
  const pages = publicPages()
  expect(pages.length).toBeGreaterThan(10)
  for (const file of pages) expect(fs.readFileSync(file, "utf8"), path.relative(PUBLIC_DIR, file)).not.toMatch(/\/admin\b|decap/i)
  const sitemaps = fs.readdirSync(PUBLIC_DIR).filter((name) => /^sitemap.*\.xml$/.test(name))
  expect(sitemaps.length).toBeGreaterThan(0)
  for (const name of sitemaps) expect(fs.readFileSync(path.join(PUBLIC_DIR, name), "utf8"), name).not.toContain("/admin")
  expect(fs.existsSync(path.join(PUBLIC_DIR, "admin/decap-cms.js"))).toBe(true)
  expect(fs.readdirSync(path.join(PUBLIC_DIR, "admin")).filter((name) => name.endsWith(".map"))).toEqual([])
})

/** data/hotels/<destination>/<slug>.<language>.json in the copy. */
const hotelFile = (language: "en" | "de", destination = "krabi", slug = HOTEL.slug) =>
  path.join(project, "data/hotels", destination, `${slug}.${language}.json`)

test("a new record whose German texts are left empty is refused, and nothing is written", async ({ page }) => {
  const slug = "german-left-empty"
  // what the CMS asks its backend to write (decap-server's API takes every action as a POST)
  const writes: string[] = []
  page.on("request", (request) => {
    const body = request.method() === "POST" ? (request.postData() ?? "") : ""
    if (/"action":"persist/.test(body)) writes.push(body)
  })
  await login(page)
  await page.goto(`${admin.url}/admin/#/collections/hotels-phuket/new`)
  const en = pane(page, "EN")
  await en.getByLabel("Slug", { exact: true }).fill(slug)
  await en.getByLabel("Name", { exact: true }).fill("Left Empty")
  await en.getByLabel("Price", { exact: true }).fill("$450")
  await en.getByLabel("Category", { exact: true }).fill("Villa")
  await en.getByLabel("Description", { exact: true }).fill("A villa whose German side nobody wrote.")
  await en.getByLabel("Location", { exact: true }).fill("Kamala, Phuket")
  for (const feature of ["Pool", "Chef", "Beach", "Spa"]) {
    await en.getByRole("button", { name: /Add features/ }).click()
    await en.getByLabel("Item", { exact: true }).last().fill(feature)
  }
  await en.getByLabel("Artwork", { exact: true }).click()
  await page.keyboard.type("hotel-rayavadee")
  await page.keyboard.press("Enter")
  await en.getByLabel("Position", { exact: true }).fill("95")
  // The values typed once are copied into the German side; its texts are still empty
  await expect(pane(page, "DE").getByLabel("Price", { exact: true })).toHaveValue("$450")
  await publish(page)
  const refusal = page.locator(".Toastify__toast").filter({ hasText: "Deutsch (DE)" })
  await expect(refusal).toContainText(
    "Deutsch (DE): Category is required; Description is required; Location is required; Features is required",
  )
  // Nothing in German was asked for that is copied from English
  await expect(refusal).not.toContainText(/Slug|Price|Artwork/)
  await expect(refusal).toBeInViewport({ ratio: 1 })
  await shot(page, "5-german-missing")
  // Decap saves both languages or neither: the refused save never reached the backend
  expect(writes).toEqual([])
  expect(fs.existsSync(hotelFile("en", "phuket", slug))).toBe(false)
  expect(fs.existsSync(hotelFile("de", "phuket", slug))).toBe(false)
  expect(violations, "CSP violations in the admin").toEqual([])
})

test("a page of one file per language (the about page) is edited side by side: only the German file changes", async ({ page }) => {
  const en = path.join(project, "data/about.en.json")
  const de = path.join(project, "data/about.de.json")
  const [enBefore, deBefore] = [fs.readFileSync(en, "utf8"), fs.readFileSync(de, "utf8")]
  const title = "Über uns: im Content Manager bearbeitet"
  await login(page)
  await page.goto(`${admin.url}/admin/#/collections/about-page/entries/about`)
  await page.reload()
  const german = pane(page, "DE")
  await expect(pane(page, "EN").getByLabel("Title", { exact: true }).first()).toHaveValue(JSON.parse(enBefore).intro.title)
  await german.getByLabel("Title", { exact: true }).first().fill(title)
  const expected = JSON.parse(deBefore)
  expected.intro.title = title
  await publish(page)
  // Polled to the exact text: decap-server writes the file in steps, and a read in between saw it empty
  await expect.poll(() => fs.readFileSync(de, "utf8")).toBe(`${JSON.stringify(expected, null, 2)}\n`)
  expect(fs.readFileSync(en, "utf8")).toBe(enBefore)
  expect(violations, "CSP violations in the admin").toEqual([])
})

/** A JSON file's content, or undefined while it is missing or not yet whole. */
function readJsonFile(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, unknown>
  } catch {
    return undefined
  }
}

test("staff add a hotel in English and German with a photo, edit an article, cannot save a schema error; the rebuilt site shows the hotel", async ({
  page,
}) => {
  test.setTimeout(6 * 60_000)
  const en = pane(page, "EN")
  const de = pane(page, "DE")

  await test.step("the collections", async () => {
    await login(page)
    await page.getByRole("link", { name: "Hotels: Krabi" }).click()
    await expect(page.getByRole("heading", { name: "Hotels: Krabi" })).toBeVisible()
    await shot(page, "1-collections")
  })

  await test.step("a price reading 'cheap' is refused in the form and nothing is written", async () => {
    await page.goto(`${admin.url}/admin/#/collections/hotels-krabi/new`)
    await en.getByLabel("Slug", { exact: true }).fill(HOTEL.slug)
    await en.getByLabel("Name", { exact: true }).fill(HOTEL.name)
    await en.getByLabel("Price", { exact: true }).fill("cheap")
    await publish(page)
    await expect(page.getByText(/didn't match the pattern/i)).toBeVisible()
    await shot(page, "3-validation-error")
    expect(fs.existsSync(hotelFile("en"))).toBe(false)
    expect(fs.existsSync(hotelFile("de"))).toBe(false)
  })

  await test.step("add a hotel to Krabi with an uploaded photo and its alt text", async () => {
    // Replace the refused text (Decap's controlled input keeps it through a plain fill)
    const price = en.getByLabel("Price", { exact: true })
    await price.click()
    await price.press("ControlOrMeta+a")
    await price.press("Delete")
    await price.fill(HOTEL.price)
    await expect(price).toHaveValue(HOTEL.price)
    await en.getByLabel("Category", { exact: true }).fill(HOTEL.category)
    await en.getByLabel("Description", { exact: true }).fill(HOTEL.description)
    await en.getByLabel("Location", { exact: true }).fill(HOTEL.location)
    for (const feature of HOTEL.features) {
      await en.getByRole("button", { name: /Add features/ }).click()
      await en.getByLabel("Item", { exact: true }).last().fill(feature)
    }
    await en.getByLabel("Artwork", { exact: true }).click()
    await page.keyboard.type("hotel-rayavadee")
    await page.keyboard.press("Enter")
    await en.getByRole("button", { name: "Choose an image" }).click()
    await page.locator("input[type=file]").setInputFiles(UPLOAD)
    await page.getByRole("button", { name: "Choose selected" }).click()
    await en.getByLabel("Position", { exact: true }).fill("90")
    // A photo without alt text is refused, and nothing is written
    await publish(page)
    await expect(page.getByText(/Photo: Alt text is required/)).toBeVisible()
    expect(fs.existsSync(hotelFile("en"))).toBe(false)
    await en.getByLabel(/^Alt text/).fill(HOTEL.alt)
    await closeNotices(page)
  })

  await test.step("write its texts in German, beside the English ones; the slug, price and picture are copied", async () => {
    await expect(de.getByLabel("Slug", { exact: true })).toHaveValue(HOTEL.slug)
    await expect(de.getByLabel("Price", { exact: true })).toHaveValue(HOTEL.price)
    await de.getByLabel("Category", { exact: true }).fill(HOTEL_DE.category)
    await de.getByLabel("Description", { exact: true }).fill(HOTEL_DE.description)
    await de.getByLabel("Location", { exact: true }).fill(HOTEL_DE.location)
    for (const feature of HOTEL_DE.features) {
      await de.getByRole("button", { name: /Add features/ }).click()
      await de.getByLabel("Item", { exact: true }).last().fill(feature)
    }
    await de.getByLabel(/^Alt text/).fill(HOTEL_DE.alt)
    // The picture for the README: both columns from the name down (the panes scroll together)
    await page.mouse.move(0, 0)
    await en.getByText("Name", { exact: true }).evaluate((label) => label.scrollIntoView({ block: "start" }))
    await expect(de.getByLabel("Category", { exact: true })).toBeInViewport()
    await shot(page, "2-hotel-form")
    await publish(page)
    await expect(page).toHaveURL(new RegExp(`/entries/${HOTEL.slug}$`))
  })

  await test.step("the record in both languages and the photo are files in the copy", async () => {
    // Until decap-server has written both files whole (a read while it writes sees a file empty or cut)
    await expect.poll(() => readJsonFile(hotelFile("en")) !== undefined && readJsonFile(hotelFile("de")) !== undefined).toBe(true)
    const english = readJsonFile(hotelFile("en")) ?? {}
    const german = readJsonFile(hotelFile("de")) ?? {}
    const photo = { src: "images/photos/amanpuri.jpg" }
    const same = { slug: HOTEL.slug, name: HOTEL.name, destination: "krabi", price: HOTEL.price, website: "", order: 90 }
    expect(english).toMatchObject({
      ...same,
      category: HOTEL.category,
      description: HOTEL.description,
      location: HOTEL.location,
      features: HOTEL.features,
      photo: { ...photo, alt: HOTEL.alt },
    })
    expect(german).toMatchObject({
      ...same,
      category: HOTEL_DE.category,
      description: HOTEL_DE.description,
      location: HOTEL_DE.location,
      features: HOTEL_DE.features,
      photo: { ...photo, alt: HOTEL_DE.alt },
    })
    // Everything that is not a text is the same in both files, as the build requires
    const withoutTexts = ({ category, description, location, features, photo, ...rest }: Record<string, unknown>) => ({
      ...rest,
      photo: { src: (photo as { src: string }).src },
      texts: [category, description, location, features].every(Boolean),
    })
    expect(withoutTexts(german)).toEqual(withoutTexts(english))
    expect(Object.keys(german)).toEqual(Object.keys(english))
    expect(fs.readFileSync(path.join(project, "data/images/photos/amanpuri.jpg"))).toEqual(fs.readFileSync(UPLOAD))
  })

  await test.step("edit an article's body in English: its English file changes by that paragraph, its German file not at all", async () => {
    const file = path.join(project, "data/articles", `${ARTICLE}.en.json`)
    const germanFile = path.join(project, "data/articles", `${ARTICLE}.de.json`)
    const before = fs.readFileSync(file, "utf8")
    const germanBefore = fs.readFileSync(germanFile, "utf8")
    await page.goto(`${admin.url}/admin/#/collections/articles/entries/${ARTICLE}`)
    await page.reload()
    await expect(page.getByText("Writing in Articles collection")).toBeVisible()
    // The preview beside the English form, drawn like the article page
    await page.getByTitle("Toggle preview").click()
    await expect(page.getByRole("button", { name: "Writing in DE" })).toHaveCount(0)
    const firstText = en.getByLabel("Text", { exact: true }).first()
    await firstText.fill(EDITED)
    await shot(page, "4-article-editor")
    await publish(page)
    // Written as data/ is (keys in schema order, two spaces, final newline): the diff is the edited paragraph only.
    // Polled for the whole text: a read while decap-server writes the file sees it empty or cut
    const original = JSON.parse(before)
    original.body[0].blocks[0].text = EDITED
    await expect.poll(() => fs.readFileSync(file, "utf8")).toBe(`${JSON.stringify(original, null, 2)}\n`)
    const article = JSON.parse(fs.readFileSync(file, "utf8"))
    expect(article.body[0].blocks[0]).toEqual({ type: "paragraph", text: EDITED })
    // decap-server rewrites the German file with the same text (empty while it writes): polled until it is whole
    await expect.poll(() => fs.readFileSync(germanFile, "utf8")).toBe(germanBefore)
  })

  expect(violations, "CSP violations in the admin").toEqual([])
  // The repository's own data/ is untouched
  for (const language of ["en", "de"])
    expect(fs.existsSync(path.join(REPO_ROOT, "data/hotels/krabi", `${HOTEL.slug}.${language}.json`))).toBe(false)

  await test.step("rebuild the copy: the hotel is on /destinations/krabi and /de/destinations/krabi with its photo, and found by the search", async () => {
    const started = Date.now()
    const build = spawnSync("npx", ["gatsby", "build"], { cwd: project, encoding: "utf8", env: copyBuildEnv() })
    console.log(`cms: rebuild of the copy took ${((Date.now() - started) / 1000).toFixed(1)} s`)
    expect(build.status, build.stdout.slice(-3000) + build.stderr.slice(-3000)).toBe(0)
    // The rebuilt copy as production serves it: the site's own server over its public/ and data/
    const site = await startServer({
      env: { PORT: String(SITE_PORT), PUBLIC_DIR: path.join(project, "public"), DATA_DIR: path.join(project, "data"), LOG_LEVEL: "warn" },
    })
    try {
      await page.goto(`${site.origin}/destinations/krabi/`)
      const card = page.locator("article").filter({ hasText: HOTEL.name })
      await expect(card).toBeVisible()
      await expect(card.getByRole("img", { name: HOTEL.alt })).toBeVisible()
      // The German page draws the German file: its texts and its alt text, the same photo
      await page.goto(`${site.origin}/de/destinations/krabi/`)
      const karte = page.locator("article").filter({ hasText: HOTEL.name })
      await expect(karte).toBeVisible()
      await expect(karte).toContainText(HOTEL_DE.location)
      await expect(karte.getByRole("img", { name: HOTEL_DE.alt })).toBeVisible()
      await page.goto(`${site.origin}/search/?q=${encodeURIComponent("Cliff House Railay")}`)
      await expect(page.getByText(HOTEL.name).first()).toBeVisible()
    } finally {
      await site.stop()
      fs.rmSync(site.varDir, { recursive: true, force: true })
    }
  })
})
