import fs from "node:fs"
import http from "node:http"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import crypto from "node:crypto"
import type { APIResponse } from "@playwright/test"
import { expect, test } from "./support/test"
import { gotoHydrated } from "./support/navigation"
import { VIEWPORTS } from "./support/axe"
import { findBuilt, inlineScripts, NGINX_URL, PUBLIC_DIR, REPO_ROOT, runWrk, startNginx, type NginxProcess } from "./support/nginx"
import { E2E_SERVER_ENV, inquiriesCli } from "./support/e2e-server"
import { waitForMail } from "./support/mailbox"
import { freePort, startServer, type ServerProcess } from "../__tests__/support/server-process"
import { adminContentSecurityPolicy, ANALYTICS_ORIGINS, staticHeadersFile } from "../scripts/headers/security-headers"
import { contentIn, languages, t, startingWith } from "./support/content"

// The "nginx" project: the production serving setup (deploy/), started by playwright.config.ts, over the built site.

const IMMUTABLE = "public, max-age=31536000, immutable"
const PAGES = ["/", "/destinations/phuket", "/real-bangkok-private-tour", "/contact"]

/** The CSP as directive -> sources. */
function parseCsp(header: string): Map<string, string[]> {
  const directives = new Map<string, string[]>()
  for (const part of header.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/)
    if (name) directives.set(name.toLowerCase(), sources)
  }
  return directives
}

function expectSecurityHeaders(headers: Record<string, string>, context: string): Map<string, string[]> {
  expect(headers["content-security-policy"], `${context}: CSP`).toBeTruthy()
  const csp = parseCsp(headers["content-security-policy"] ?? "")
  const scriptSrc = csp.get("script-src") ?? []
  expect(scriptSrc, context).toContain("'self'")
  // Only the site itself, hashes of the inline scripts Gatsby emits, and the configured analytics origins
  for (const source of scriptSrc) {
    expect(
      source === "'self'" || /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source) || ANALYTICS_ORIGINS.includes(source),
      `${context}: script-src ${source}`,
    ).toBe(true)
  }
  expect(csp.get("default-src"), context).toEqual(["'self'"])
  expect(csp.get("style-src"), context).toEqual(["'self'", "'unsafe-inline'"])
  expect(csp.get("img-src"), context).toEqual(["'self'", "data:", "https://images.unsplash.com", ...ANALYTICS_ORIGINS])
  expect(csp.get("font-src"), context).toEqual(["'self'"])
  expect(csp.get("connect-src"), context).toEqual(["'self'", ...ANALYTICS_ORIGINS])
  expect(csp.get("object-src"), context).toEqual(["'none'"])
  expect(csp.get("base-uri"), context).toEqual(["'self'"])
  expect(csp.get("form-action"), context).toEqual(["'self'"])
  expect(csp.get("frame-ancestors"), context).toEqual(["'none'"])
  expect(headers["content-security-policy"], context).not.toMatch(/unsafe-eval/)
  // What only the content manager needs (its local backend, blob: uploads) stays out of the site's policy
  expect(headers["content-security-policy"], context).not.toMatch(/localhost|blob:|api\.github\.com/)
  expect(headers["strict-transport-security"], context).toMatch(/^max-age=(\d{8,}|3[1-9]\d{6})\b.*includeSubDomains/)
  expect(headers["x-content-type-options"], context).toBe("nosniff")
  expect(headers["referrer-policy"], context).toBe("strict-origin-when-cross-origin")
  expect(headers["permissions-policy"], context).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/)
  expect(headers["x-frame-options"], context).toBe("DENY")
  return csp
}

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`

async function expectPage(response: APIResponse, status: number, context: string): Promise<string> {
  expect(response.status(), context).toBe(status)
  const headers = response.headers()
  expect(headers["content-type"], context).toBe("text/html; charset=utf-8")
  expect(headers["cache-control"], context).toBe("no-cache")
  const csp = expectSecurityHeaders(headers, context)
  const html = await response.text()
  // Every script the page runs inline is allowed by its hash (none by 'unsafe-inline')
  const scripts = inlineScripts(html)
  expect(scripts.length, context).toBeGreaterThan(0)
  for (const script of scripts) expect(csp.get("script-src"), `${context}: ${script.slice(0, 60)}`).toContain(sha256(script))
  return html
}

/** A raw GET, so the test sees exactly what nginx sends (APIRequestContext decompresses). */
function rawGet(
  urlPath: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${NGINX_URL}${urlPath}`, { headers }, (res) => {
        const chunks: Buffer[] = []
        res.on("data", (chunk: Buffer) => chunks.push(chunk))
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on("error", reject)
  })
}

/** The hashed bundles the home page loads (public/ may also hold older builds' bundles). */
function hashedScripts(): string[] {
  const home = fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8")
  // (the bundles are preloads the page's loader starts: scripts/build/bundles-after-paint.ts)
  const loaded = [...home.matchAll(/<(?:script[^>]+src|link[^>]+as="script"[^>]+href)="(\/[^"]+\.js)"/g)].map((match) => match[1] ?? "")
  const built = new Set(findBuilt(".", (url) => /^\/(app|framework|webpack-runtime)-[0-9a-f]{20}\.js$/.test(url)))
  return loaded.filter((url) => built.has(url))
}

test.describe("served by nginx", () => {
  test("pages: 200, every security header, no-cache, inline scripts hashed; unknown paths get the 404 page with 404", async ({
    request,
  }) => {
    for (const pagePath of PAGES) {
      const html = await expectPage(await request.get(pagePath), 200, pagePath)
      expect(html === fs.readFileSync(path.join(PUBLIC_DIR, pagePath, "index.html"), "utf8"), `${pagePath} is ${pagePath}/index.html`).toBe(
        true,
      )
    }
    const missing = await expectPage(await request.get("/no/such/page"), 404, "/no/such/page")
    expect(missing === fs.readFileSync(path.join(PUBLIC_DIR, "404.html"), "utf8"), "the 404 page").toBe(true)
    expect(missing).toContain(contentIn(languages[0]?.code ?? "").texts.get("notFound.title") ?? "notFound.title")
    // Under another language's prefix, that language's 404 page (data/languages.json), with the same headers
    for (const { code } of languages.slice(1)) {
      const localMissing = await expectPage(await request.get(`/${code}/no/such/page`), 404, `/${code}/no/such/page`)
      expect(localMissing === fs.readFileSync(path.join(PUBLIC_DIR, code, "404.html"), "utf8"), `the /${code}/ 404 page`).toBe(true)
      expect(localMissing).toContain(`<html lang="${code}"`)
      // and the language's home page still answers
      await expectPage(await request.get(`/${code}`), 200, `/${code}`)
    }
  })

  test("an unknown address under a language's prefix keeps its URL and its language once the scripts have run", async ({ page }) => {
    for (const { code } of languages.slice(1)) {
      const texts = contentIn(code).texts
      const address = `/${code}/no/such/page`
      await gotoHydrated(page, address)
      // Gatsby's runtime takes the served /de/404.html for its 404 page: no move to /de/404.html, no English
      expect(new URL(page.url()).pathname).toBe(address)
      await expect(page.locator("html")).toHaveAttribute("lang", code)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts.get("notFound.title") ?? "")
    }
  })

  test("/x and /x/ both answer 200 with the same page, without a redirect", async ({ request }) => {
    for (const pagePath of ["/destinations/phuket", "/contact", "/real-bangkok-private-tour"]) {
      const bare = await request.get(pagePath, { maxRedirects: 0 })
      const slash = await request.get(`${pagePath}/`, { maxRedirects: 0 })
      expect(bare.status(), pagePath).toBe(200)
      expect(slash.status(), `${pagePath}/`).toBe(200)
      const page = fs.readFileSync(path.join(PUBLIC_DIR, pagePath, "index.html"), "utf8")
      expect((await bare.text()) === page, `${pagePath} is ${pagePath}/index.html`).toBe(true)
      expect((await slash.text()) === page, `${pagePath}/ is ${pagePath}/index.html`).toBe(true)
    }
  })

  test("/admin/ (the content manager) gets its own CSP, the other security headers, no-cache and noindex", async ({ request }) => {
    for (const adminPath of ["/admin/", "/admin", "/admin/config.yml", "/admin/decap-cms.js"]) {
      const response = await request.get(adminPath, { maxRedirects: 0 })
      expect(response.status(), adminPath).toBe(200)
      const headers = response.headers()
      expect(headers["content-security-policy"], adminPath).toBe(adminContentSecurityPolicy())
      const csp = parseCsp(headers["content-security-policy"] ?? "")
      expect(csp.get("script-src"), adminPath).toEqual(["'self'", "'unsafe-eval'"])
      expect(csp.get("connect-src"), adminPath).toEqual(["'self'", "blob:", "http://localhost:8081", "https://api.github.com"])
      expect(csp.get("frame-ancestors"), adminPath).toEqual(["'none'"])
      expect(headers["x-frame-options"], adminPath).toBe("DENY")
      expect(headers["x-content-type-options"], adminPath).toBe("nosniff")
      expect(headers["x-robots-tag"], adminPath).toBe("noindex")
      expect(headers["cache-control"], adminPath).toBe("no-cache")
    }
    expect(await (await request.get("/admin/")).text()).toContain('rel="cms-config-url"')
    // A public page next to it keeps the site's policy (checked in full by expectSecurityHeaders)
    const home = (await request.get("/")).headers()["content-security-policy"] ?? ""
    expect(home).not.toMatch(/unsafe-eval|localhost/)
  })

  test("cache rules: HTML, page data and trip items revalidate, hashed bundles and /static/ files are immutable, 404s are not", async ({
    request,
  }) => {
    const pageData = await request.get("/page-data/index/page-data.json")
    expect(pageData.status()).toBe(200)
    expect(pageData.headers()["cache-control"]).toBe("no-cache")
    expectSecurityHeaders(pageData.headers(), "page-data")
    // /my-trip's item files keep their names from build to build: revalidated like page data
    const tripItem = await request.get("/trip-items/en/hotel/amanpuri.json")
    expect(tripItem.status()).toBe(200)
    expect(tripItem.headers()["cache-control"]).toBe("no-cache")
    expectSecurityHeaders(tripItem.headers(), "trip item")

    const scripts = hashedScripts()
    expect(scripts.map((url) => url.replace(/-[0-9a-f]{20}\.js$/, "")).sort()).toEqual(["/app", "/framework", "/webpack-runtime"])
    const components = findBuilt(".", (url) => /^\/component---src-pages-index-tsx-[0-9a-f]{20}\.js$/.test(url))
    const styles = findBuilt(".", (url) => /^\/styles\.[0-9a-f]{20}\.css$/.test(url))
    expect(components.length * styles.length).toBeGreaterThan(0)
    for (const url of [...scripts, ...components, ...styles]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(200)
      expect(response.headers()["cache-control"], url).toBe(IMMUTABLE)
      expectSecurityHeaders(response.headers(), url)
    }

    const [image] = findBuilt("static", (url) => /\.(avif|webp|jpg|png)$/.test(url))
    expect(image, "an image under public/static").toBeTruthy()
    const picture = await request.get(image ?? "")
    expect(picture.status()).toBe(200)
    expect(picture.headers()["content-type"]).toMatch(/^image\//)
    expect(picture.headers()["cache-control"]).toBe(IMMUTABLE)

    // A missing hashed name is a 404 page that is not cached for a year
    for (const url of ["/static/0123456789abcdef0123456789abcdef/missing.png", "/app-00000000000000000000.js"]) {
      const response = await request.get(url)
      expect(response.status(), url).toBe(404)
      expect(response.headers()["cache-control"], url).toBe("no-cache")
    }
  })

  test("precompressed gzip when the client accepts it, the original bytes otherwise", async () => {
    const [script] = hashedScripts().filter((url) => url.startsWith("/app-"))
    const original = fs.readFileSync(path.join(PUBLIC_DIR, script ?? ""))
    const gzipped = await rawGet(script ?? "", { "accept-encoding": "gzip, deflate" })
    expect(gzipped.status).toBe(200)
    expect(gzipped.headers["content-encoding"]).toBe("gzip")
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/i)
    expect(gzipped.headers["cache-control"]).toBe(IMMUTABLE)
    expect(gzipped.body.length).toBeLessThan(original.length / 2)
    expect(zlib.gunzipSync(gzipped.body).equals(original)).toBe(true)

    const plain = await rawGet(script ?? "", {})
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body.equals(original)).toBe(true)

    const home = await rawGet("/", { "accept-encoding": "gzip" })
    expect(home.headers["content-encoding"]).toBe("gzip")
    expect(zlib.gunzipSync(home.body).toString("utf8")).toBe(fs.readFileSync(path.join(PUBLIC_DIR, "index.html"), "utf8"))
  })

  test("no CSP or Permissions-Policy complaint while using the site: menus, the Plan Your Trip dialog, the contact form", async ({
    page,
  }) => {
    const problems: string[] = []
    page.on("console", (message) => {
      if (/Content.Security.Policy|Permissions.Policy|Refused to/i.test(message.text()))
        problems.push(`console ${message.type()}: ${message.text()}`)
    })
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`))
    await page.exposeFunction("__reportCspViolation", (text: string) => problems.push(`securitypolicyviolation: ${text}`))
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
        report(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`)
      })
    })
    await page.setViewportSize(VIEWPORTS.desktop)

    await gotoHydrated(page, "/")
    // Let lazy images, fonts and prefetches load
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.waitForLoadState("networkidle")
    const nav = page.getByRole("navigation", { name: t("nav.label") })
    const destinations = nav.getByRole("button", { name: t("nav.destinations") })
    await destinations.click()
    await expect(destinations).toHaveAttribute("aria-expanded", "true")
    await expect(nav.getByRole("link", { name: t("nav.allDestinations") })).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(destinations).toHaveAttribute("aria-expanded", "false")

    // The search dialog, where the build has one: it fetches its store and runs the search library
    const search = page.getByRole("link", { name: t("nav.search"), exact: true })
    if ((await search.count()) > 0) {
      await search.click()
      const searchDialog = page.getByRole("dialog", { name: t("search.title") })
      await searchDialog.getByRole("searchbox").fill("phuket")
      await expect(searchDialog.getByRole("link").first()).toBeVisible()
      await searchDialog.getByRole("button", { name: t("search.close") }).click()
      await expect(searchDialog).toBeHidden()
    }

    // A client-side navigation: page data and the page's bundle are fetched by script
    await nav.getByRole("link", { name: t("nav.experiences") }).click()
    await expect(page).toHaveURL(/\/experiences$/)
    const book = page
      .getByRole("main")
      .getByRole("link", { name: startingWith("experience.bookNow") })
      .first()
    await book.click()
    const dialog = page.getByRole("dialog", { name: t("planTrip.title") })
    await expect(dialog).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(dialog).toBeHidden()

    await gotoHydrated(page, "/contact")
    const form = page.locator("form", { has: page.getByRole("button", { name: t("contact.submit") }) })
    await form.getByLabel(t("form.email")).fill("not-an-email")
    await form.getByRole("button", { name: t("contact.submit") }).click()
    await expect(form.getByLabel(t("form.firstName"))).toHaveAttribute("aria-invalid", "true")
    await page.waitForLoadState("networkidle")

    expect(problems).toEqual([])
  })

  test("the CSP is enforced: an inline script without a known hash does not run and is reported", async ({ page }) => {
    await gotoHydrated(page, "/")
    const outcome = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive: string }>((resolve) => {
          document.addEventListener(
            "securitypolicyviolation",
            (event) => resolve({ ran: "__injected" in window, directive: event.effectiveDirective }),
            { once: true },
          )
          const script = document.createElement("script")
          script.textContent = "window.__injected = true"
          document.body.append(script)
        }),
    )
    expect(outcome).toEqual({ ran: false, directive: "script-src-elem" })
  })

  test("static/_headers is the header-only rendering of the source; a build's _headers, when written, carries the CSP nginx sends", async ({
    request,
  }) => {
    expect(fs.readFileSync(path.join(REPO_ROOT, "static/_headers"), "utf8"), "run: npx tsx scripts/headers/write-static.ts").toBe(
      staticHeadersFile(),
    )
    const built = path.join(PUBLIC_DIR, "_headers")
    const csp = /^\s+Content-Security-Policy: (.+)$/m.exec(fs.existsSync(built) ? fs.readFileSync(built, "utf8") : "")?.[1]
    if (csp) expect((await request.get("/")).headers()["content-security-policy"]).toBe(csp)
    else test.info().annotations.push({ type: "note", description: `${built} has no CSP: the build did not run scripts/build/headers.ts` })
  })

  test("bounded load (wrk -t2 -c50 -d5s): the home page and a hashed bundle, no socket errors, only 2xx", async () => {
    test.setTimeout(60_000)
    const [script] = hashedScripts().filter((url) => url.startsWith("/app-"))
    for (const url of [`${NGINX_URL}/`, `${NGINX_URL}${script ?? ""}`]) {
      const result = runWrk(url)
      console.log(
        `wrk ${url}: ${result.requestsPerSecond.toFixed(0)} requests/s (${result.requests} requests, latency avg ${result.latencyAvg}, ${result.transferPerSecond}/s)`,
      )
      expect(result.requests, result.output).toBeGreaterThan(0)
      expect(result.socketErrors, result.output).toEqual({ connect: 0, read: 0, write: 0, timeout: 0 })
      expect(result.non2xx, result.output).toBe(0)
    }
  })
})

// ----- /api/: nginx passes it to the site's server (deploy/nginx/server.conf.template) --------------------------------

const REFERENCE = /^LDT-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/

/** A contact inquiry as the page's script sends it, with a submission key of its own. */
function contactInquiry(email: string, extra: Record<string, unknown> = {}) {
  return {
    form: "contact",
    language: languages[0]?.code ?? "en",
    page: "/contact",
    submissionKey: `nginx-${crypto.randomUUID()}`,
    fillMs: 8000,
    firstName: "Nginx",
    lastName: "Test",
    email,
    requirements: "Sent through nginx.",
    ...extra,
  }
}

const visitor = (label: string) => `${label}-${Date.now().toString(36)}-${crypto.randomBytes(3).toString("hex")}@example.com`

/** Each security header once (nginx's; the server's own copies are dropped), and nothing cached. */
function expectApiHeaders(response: APIResponse, context: string) {
  const names = response.headersArray().map(({ name }) => name.toLowerCase())
  for (const name of ["content-security-policy", "strict-transport-security", "x-content-type-options", "x-frame-options", "cache-control"])
    expect(
      names.filter((candidate) => candidate === name),
      `${context}: ${name} once`,
    ).toHaveLength(1)
  expect(response.headers()["cache-control"], context).toBe("no-store")
  expect(response.headers()["x-content-type-options"], context).toBe("nosniff")
  expect(response.headers()["access-control-allow-origin"], context).toBeUndefined()
}

test.describe("the API through nginx", () => {
  test("a POST gets its reference, is stored and delivered; GET /api/health answers; each security header once, no-store", async ({
    request,
  }) => {
    const email = visitor("nginx")
    const response = await request.post("/api/inquiry", { data: contactInquiry(email) })
    expect(response.status(), await response.text()).toBe(200)
    expectApiHeaders(response, "POST /api/inquiry")
    const { reference } = (await response.json()) as { reference: string }
    expect(reference).toMatch(REFERENCE)
    // The e2e server's own store and its SMTP sink (e2e/support/e2e-server.ts)
    expect(inquiriesCli(["list", "--csv", "--email", email])).toContain(reference)
    // Both messages reach the SMTP sink: the staff message (its subject names the reference, Reply-To the visitor)
    // and the acknowledgement to the visitor
    const staff = await waitForMail({ subject: reference })
    expect(staff.replyTo).toContain(email)
    expect((await waitForMail({ to: email })).text).toContain(reference)

    const health = await request.get("/api/health")
    expect(health.status()).toBe(200)
    expectApiHeaders(health, "GET /api/health")
    const report = (await health.json()) as { status: string; store: { engine: string; ok: boolean } }
    expect(report.store).toEqual({ engine: "sqlite", ok: true })
    expect(["ok", "degraded"]).toContain(report.status)
  })

  test("a body over the server's 32 KB: its own 413 in JSON; over 64 KB: nginx's 413, with the security headers", async ({ request }) => {
    const large = await request.post("/api/inquiry", { data: contactInquiry(visitor("large"), { requirements: "x".repeat(40 * 1024) }) })
    expect(large.status()).toBe(413)
    expect(((await large.json()) as { error: string }).error).toBe("too-large")
    expectApiHeaders(large, "40 KB")

    const huge = await request.post("/api/inquiry", {
      headers: { "content-type": "application/json" },
      data: JSON.stringify(contactInquiry(visitor("huge"), { requirements: "x".repeat(70 * 1024) })),
    })
    expect(huge.status()).toBe(413)
    expect(huge.headers()["server"]).toBe("nginx")
    expectApiHeaders(huge, "70 KB")
  })
})

test.describe("the API through nginx: the client's address, and a server that is down", () => {
  test.describe.configure({ mode: "serial" })
  // A second server of its own (a rate limit of 3 posts a minute) behind a second nginx of the same configuration
  let server: ServerProcess | undefined
  let proxy: NginxProcess | undefined
  const LIMIT = 3

  test.beforeAll(async () => {
    test.setTimeout(60_000)
    const nginxPort = await freePort()
    server = await startServer({
      env: {
        ...E2E_SERVER_ENV,
        SITE_URL: `http://127.0.0.1:${nginxPort}`,
        SMTP_URL: "",
        RATE_LIMIT_PER_MINUTE: String(LIMIT),
        PORT: "",
        HOST: "127.0.0.1",
        VAR_DIR: fs.mkdtempSync(path.join(os.tmpdir(), "nginx-api-")),
      },
    })
    proxy = await startNginx({ port: nginxPort, apiUpstream: `127.0.0.1:${server.port}` })
  })

  test.afterAll(async () => {
    await proxy?.stop()
    await server?.stop()
    if (server) fs.rmSync(server.varDir, { recursive: true, force: true })
  })

  test("the rate limit counts the address nginx forwards (X-Forwarded-For), not nginx's own", async ({ request }) => {
    const post = (address: string) =>
      request.post(`${proxy?.url}/api/inquiry`, { headers: { "x-forwarded-for": address }, data: contactInquiry(visitor("forwarded")) })
    // The test's own connection to nginx is from loopback, which the server trusts (TRUST_PROXY): the address it sends
    // stands for a visitor's, as a load balancer's would
    for (let i = 0; i < LIMIT; i++) expect((await post("203.0.113.7")).status(), `post ${i + 1} from 203.0.113.7`).toBe(200)
    const limited = await post("203.0.113.7")
    expect(limited.status()).toBe(429)
    expect(((await limited.json()) as { error: string }).error).toBe("rate-limited")
    expectApiHeaders(limited, "429")
    // Another visitor behind the same nginx is not limited
    expect((await post("198.51.100.23")).status()).toBe(200)
  })

  test("with the server stopped, nginx answers 502 at once, with the security headers", async ({ request }) => {
    await server?.stop()
    for (const [method, urlPath] of [
      ["POST", "/api/inquiry"],
      ["GET", "/api/health"],
    ] as const) {
      const started = Date.now()
      const response =
        method === "POST"
          ? await request.post(`${proxy?.url}${urlPath}`, { data: contactInquiry(visitor("down")), timeout: 10_000 })
          : await request.get(`${proxy?.url}${urlPath}`, { timeout: 10_000 })
      const elapsed = Date.now() - started
      expect([502, 503, 504], `${method} ${urlPath}`).toContain(response.status())
      expect(elapsed, `${method} ${urlPath} answered in ${elapsed} ms`).toBeLessThan(2_000)
      expectApiHeaders(response, `${method} ${urlPath} with the server down`)
    }
    // The pages themselves are nginx's: still there
    expect((await request.get(`${proxy?.url}/contact`)).status()).toBe(200)
  })
})
