import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { spawn, spawnSync, type ChildProcess } from "node:child_process"
import { expect, test, type Page } from "@playwright/test"
import { PUBLIC_DIR, REPO_ROOT } from "./support/nginx"
import { serveStatic, type StaticServer } from "./support/static-server"
import { adminSecurityHeaders } from "../scripts/headers/security-headers.mjs"

// The "cms" project: a member of staff at /admin (the production build's public/admin, under its real CSP) with the
// local backend (decap-server) writing into a TEMPORARY COPY of the project, never the repository's data/. Then the
// copy is rebuilt and the new hotel must be on its destination page, with its photo, and in the search.

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
const UPLOAD = path.join(REPO_ROOT, "data/images/artwork/hotel/amanpuri.jpg")
const ARTICLE = "wellness-in-thailand"
const EDITED = "Edited in the content manager: a sentence that only this test writes."

/** What the site needs to build, copied (data/ above all); node_modules is linked; .cache and public warm the build. */
const COPIED = [
  "data",
  "src",
  "static",
  "scripts",
  "gatsby-config.ts",
  "gatsby-node.ts",
  "gatsby-browser.tsx",
  "gatsby-ssr.tsx",
  "package.json",
  "tsconfig.json",
]

let project: string
let decap: ChildProcess
let admin: StaticServer
const violations: string[] = []

function makeProject(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"))
  for (const name of COPIED) fs.cpSync(path.join(REPO_ROOT, name), path.join(dir, name), { recursive: true })
  fs.symlinkSync(path.join(REPO_ROOT, "node_modules"), path.join(dir, "node_modules"), "dir")
  // The previous build's output and plugin caches (processed images): the rebuild then skips most of the image work.
  // Not the rest of .cache: its webpack and query state point at the repository's folder, and a build in the copy
  // then fails on "The result of this StaticQuery could not be fetched".
  const copies: Array<[string, string]> = [
    ["public", "public"],
    [".cache/caches", ".cache/caches"],
  ]
  for (const [from, to] of copies)
    if (fs.existsSync(path.join(REPO_ROOT, from))) {
      fs.mkdirSync(path.dirname(path.join(dir, to)), { recursive: true })
      spawnSync("cp", ["-a", path.join(REPO_ROOT, from), path.join(dir, to)])
    }
  return dir
}

async function waitForServer(url: string, timeout = 20_000) {
  const start = Date.now()
  for (;;) {
    try {
      const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: '{"action":"info"}' })
      if (response.ok) return
    } catch {
      // not listening yet
    }
    if (Date.now() - start > timeout) throw new Error(`${url} did not answer within ${timeout} ms`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function shot(page: Page, name: string) {
  if (UPDATE_SCREENSHOTS) await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`) })
}

test.describe.configure({ mode: "serial" })
test.use({ actionTimeout: 20_000 })

test.beforeAll(async () => {
  // Another run's decap-server would answer for this one, over another folder
  await expect(
    fetch(`${LOCAL_BACKEND}/api/v1`).then(
      () => "in use",
      () => "free",
    ),
    `port ${DECAP_PORT}`,
  ).resolves.toBe("free")
  project = makeProject()
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
  if (project && !process.env.KEEP_CMS_PROJECT) fs.rmSync(project, { recursive: true, force: true })
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

/** public/**\/*.html outside admin/. */
function publicPages(dir = PUBLIC_DIR): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full === path.join(PUBLIC_DIR, "admin") ? [] : publicPages(full)
    return entry.name.endsWith(".html") ? [full] : []
  })
}

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

const hotelFile = () => path.join(project, "data/hotels/krabi", `${HOTEL.slug}.json`)

test("staff add a hotel with a photo, edit an article, cannot save a schema error; the rebuilt site shows the hotel", async ({ page }) => {
  test.setTimeout(6 * 60_000)

  await test.step("the collections", async () => {
    await login(page)
    await page.getByRole("link", { name: "Hotels: Krabi" }).click()
    await expect(page.getByRole("heading", { name: "Hotels: Krabi" })).toBeVisible()
    await shot(page, "1-collections")
  })

  await test.step("a price reading 'cheap' is refused in the form and nothing is written", async () => {
    await page.goto(`${admin.url}/admin/#/collections/hotels-krabi/new`)
    await page.getByLabel("Slug", { exact: true }).fill(HOTEL.slug)
    await page.getByLabel("Name", { exact: true }).fill(HOTEL.name)
    await page.getByLabel("Price", { exact: true }).fill("cheap")
    await publish(page)
    await expect(page.getByText(/didn't match the pattern/i)).toBeVisible()
    await shot(page, "3-validation-error")
    expect(fs.existsSync(hotelFile())).toBe(false)
  })

  await test.step("add a hotel to Krabi with an uploaded photo and its alt text", async () => {
    // Replace the refused text (Decap's controlled input keeps it through a plain fill)
    const price = page.getByLabel("Price", { exact: true })
    await price.click()
    await price.press("ControlOrMeta+a")
    await price.press("Delete")
    await price.fill(HOTEL.price)
    await expect(price).toHaveValue(HOTEL.price)
    await page.getByLabel("Category", { exact: true }).fill(HOTEL.category)
    await page.getByLabel("Description", { exact: true }).fill(HOTEL.description)
    await page.getByLabel("Location", { exact: true }).fill(HOTEL.location)
    for (const feature of HOTEL.features) {
      await page.getByRole("button", { name: /Add features/ }).click()
      await page.getByLabel("Item", { exact: true }).last().fill(feature)
    }
    await page.getByLabel("Artwork", { exact: true }).click()
    await page.keyboard.type("hotel-rayavadee")
    await page.keyboard.press("Enter")
    await page.getByRole("button", { name: "Choose an image" }).click()
    await page.locator("input[type=file]").setInputFiles(UPLOAD)
    await page.getByRole("button", { name: "Choose selected" }).click()
    await page.getByLabel("Position", { exact: true }).fill("90")
    // A photo without alt text is refused, and nothing is written
    await publish(page)
    await expect(page.getByText(/Photo: Alt text is required/)).toBeVisible()
    expect(fs.existsSync(hotelFile())).toBe(false)
    await page.getByLabel(/^Alt text/).fill(HOTEL.alt)
    // The refusals' notices (Decap's toasts) are closed before the picture of a complete form is taken
    for (const close of await page.locator(".Toastify__close-button").all()) await close.click()
    await expect(page.locator(".Toastify__toast")).toHaveCount(0)
    await shot(page, "2-hotel-form")
    await publish(page)
    await expect(page).toHaveURL(new RegExp(`/entries/${HOTEL.slug}$`))
  })

  await test.step("the record and the photo are files in the copy", async () => {
    await expect.poll(() => fs.existsSync(hotelFile())).toBe(true)
    const hotel = JSON.parse(fs.readFileSync(hotelFile(), "utf8"))
    expect(hotel).toMatchObject({
      slug: HOTEL.slug,
      name: HOTEL.name,
      destination: "krabi",
      price: HOTEL.price,
      features: HOTEL.features,
      website: "",
      photo: { src: "images/photos/amanpuri.jpg", alt: HOTEL.alt },
    })
    expect(fs.readFileSync(path.join(project, "data/images/photos/amanpuri.jpg"))).toEqual(fs.readFileSync(UPLOAD))
  })

  await test.step("edit an article's body", async () => {
    const file = path.join(project, "data/articles", `${ARTICLE}.json`)
    const before = fs.readFileSync(file, "utf8")
    await page.goto(`${admin.url}/admin/#/collections/articles/entries/${ARTICLE}`)
    await page.reload()
    await expect(page.getByText("Writing in Articles collection")).toBeVisible()
    const firstText = page.getByLabel("Text", { exact: true }).first()
    await firstText.fill(EDITED)
    await shot(page, "4-article-editor")
    await publish(page)
    await expect.poll(() => fs.readFileSync(file, "utf8")).not.toBe(before)
    const after = fs.readFileSync(file, "utf8")
    const article = JSON.parse(after)
    expect(article.body[0].blocks[0]).toEqual({ type: "paragraph", text: EDITED })
    // Written as data/ is (keys in schema order, two spaces, final newline): the diff is the edited paragraph only
    const original = JSON.parse(before)
    original.body[0].blocks[0].text = EDITED
    expect(after).toBe(`${JSON.stringify(original, null, 2)}\n`)
  })

  expect(violations, "CSP violations in the admin").toEqual([])
  // The repository's own data/ is untouched
  expect(fs.existsSync(path.join(REPO_ROOT, "data/hotels/krabi", `${HOTEL.slug}.json`))).toBe(false)

  await test.step("rebuild the copy: the hotel is on /destinations/krabi with its photo, and found by the search", async () => {
    const started = Date.now()
    const build = spawnSync("npx", ["gatsby", "build"], { cwd: project, encoding: "utf8", env: { ...process.env, CI: "1" } })
    console.log(`cms: rebuild of the copy took ${((Date.now() - started) / 1000).toFixed(1)} s`)
    expect(build.status, build.stdout.slice(-3000) + build.stderr.slice(-3000)).toBe(0)
    const site = await serveStatic({ root: path.join(project, "public"), port: SITE_PORT })
    try {
      await page.goto(`${site.url}/destinations/krabi/`)
      const card = page.locator("article").filter({ hasText: HOTEL.name })
      await expect(card).toBeVisible()
      await expect(card.getByRole("img", { name: HOTEL.alt })).toBeVisible()
      await page.goto(`${site.url}/search/?q=${encodeURIComponent("Cliff House Railay")}`)
      await expect(page.getByText(HOTEL.name).first()).toBeVisible()
    } finally {
      await site.close()
    }
  })
})
