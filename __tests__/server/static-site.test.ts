/** @jest-environment node */
import crypto from "node:crypto"
import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import zlib from "node:zlib"
import type { LightMyRequestResponse } from "fastify"
import { FIXTURE_FILES, INLINE_SCRIPT, makeFixture, REPO_ROOT, startTestApp, type Fixture, type TestApp } from "./support/site-fixture"

jest.setTimeout(60_000)

type Header = [name: string, value: string]

/**
 * What scripts/build/headers.ts writes for nginx after a build of `publicDir` (its add_header includes), run as the
 * build runs it: a separate node process (with tsx) from the repository root.
 */
function nginxIncludes(publicDir: string, outDir: string): { site: Header[]; admin: Header[] } {
  const module = path.join(REPO_ROOT, "scripts/build/headers.ts")
  const siteFile = path.join(outDir, "security-headers.conf")
  execFileSync(
    process.execPath,
    [
      "--import",
      "tsx",
      "-e",
      `const { writeHeaders } = require(${JSON.stringify(module)}); writeHeaders({ publicDir: process.argv[1], nginxOut: process.argv[2] })`,
      publicDir,
      siteFile,
    ],
    { cwd: REPO_ROOT },
  )
  const read = (file: string): Header[] =>
    [...fs.readFileSync(file, "utf8").matchAll(/^add_header (\S+) "(.*)" always;$/gm)].map((match) => [match[1] ?? "", match[2] ?? ""])
  return { site: read(siteFile), admin: read(path.join(outDir, "admin-security-headers.conf")) }
}

const sha256 = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`

describe("the static site, served as nginx serves it", () => {
  let fixture: Fixture
  let t: TestApp
  let expected: { site: Header[]; admin: Header[] }
  const responses: LightMyRequestResponse[] = []
  const get = async (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") => {
    const response = await t.app.inject({ method, url, headers })
    responses.push(response)
    return response
  }

  beforeAll(async () => {
    fixture = makeFixture()
    const out = path.join(fixture.root, "nginx")
    fs.mkdirSync(out)
    expected = nginxIncludes(fixture.publicDir, out)
    t = await startTestApp(fixture, "sqlite")
  })
  afterAll(async () => {
    await t?.close()
    fixture?.remove()
  })

  const expectHeaders = (response: LightMyRequestResponse, headers: Header[]) => {
    for (const [name, value] of headers) expect([name, response.headers[name.toLowerCase()]]).toEqual([name, value])
  }

  it("every page has the headers scripts/build/headers.ts writes for nginx, the CSP with the inline script's hash", async () => {
    expect(expected.site.find(([name]) => name === "Content-Security-Policy")?.[1]).toContain(sha256(INLINE_SCRIPT))
    for (const url of ["/", "/about", "/de/", "/nope", "/de/nope", "/static/0123abcd/photo.png", "/api/health"])
      expectHeaders(await get(url), expected.site)
  })

  it("/admin/ gets the admin's own headers (Decap's CSP, noindex)", async () => {
    for (const url of ["/admin/", "/admin"]) {
      const response = await get(url)
      expect(response.statusCode).toBe(200)
      expectHeaders(response, expected.admin)
      expect(response.headers["content-security-policy"]).toContain("'unsafe-eval'")
    }
  })

  it("/x and /x/ both answer /x/index.html, without a redirect", async () => {
    for (const url of ["/about", "/about/", "/de/about", "/de/about/", "/", "/de"]) {
      const response = await get(url)
      expect([url, response.statusCode]).toEqual([url, 200])
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    }
    expect((await get("/about")).body).toBe(FIXTURE_FILES["about/index.html"])
    expect((await get("/about/")).body).toBe(FIXTURE_FILES["about/index.html"])
  })

  it("an unknown path: the English 404 page with status 404; under /de/ the German one", async () => {
    for (const [url, page] of [
      ["/nope", "404.html"],
      ["/about/nope", "404.html"],
      ["/static/missing.png", "404.html"],
      ["/app-ffffffffffffffffffff.js", "404.html"],
      ["/de/nope", "de/404.html"],
      ["/de/about/nope/", "de/404.html"],
      ["/debris", "404.html"],
    ] as const) {
      const response = await get(url)
      expect([url, response.statusCode]).toEqual([url, 404])
      expect(response.body).toBe(FIXTURE_FILES[page])
      expect(response.headers["cache-control"]).toBe("no-cache")
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8")
    }
    // A conditional request cannot turn it into an empty 304
    const etag = String((await get("/")).headers.etag)
    const conditional = await get("/nope", { "if-none-match": etag, "if-modified-since": new Date().toUTCString() })
    expect(conditional.statusCode).toBe(404)
    expect(conditional.body).toBe(FIXTURE_FILES["404.html"])
  })

  it("the .gz file when the request accepts gzip (Vary: Accept-Encoding), the file itself otherwise", async () => {
    for (const [url, file] of [
      ["/about", "about/index.html"],
      ["/about/", "about/index.html"],
      ["/app-0123456789abcdef0123.js", "app-0123456789abcdef0123.js"],
    ] as const) {
      const gzipped = await get(url, { "accept-encoding": "gzip, deflate, br" })
      expect(gzipped.headers["content-encoding"]).toBe("gzip")
      expect(gzipped.headers.vary).toMatch(/accept-encoding/i)
      expect(zlib.gunzipSync(gzipped.rawPayload).toString()).toBe(FIXTURE_FILES[file])
      const plain = await get(url)
      expect(plain.headers["content-encoding"]).toBeUndefined()
      expect(plain.body).toBe(FIXTURE_FILES[file])
      expect(gzipped.headers["content-type"]).toBe(plain.headers["content-type"])
    }
    const notFound = await get("/nope", { "accept-encoding": "gzip" })
    expect(notFound.statusCode).toBe(404)
    expect(zlib.gunzipSync(notFound.rawPayload).toString()).toBe(FIXTURE_FILES["404.html"])
  })

  it.each([
    ["/", "text/html; charset=utf-8", "no-cache"],
    ["/app-0123456789abcdef0123.js", "application/javascript; charset=utf-8", "public, max-age=31536000, immutable"],
    ["/static/0123abcd/photo.png", "image/png", "public, max-age=31536000, immutable"],
    ["/page-data/app-data.json", "application/json; charset=utf-8", "no-cache"],
    ["/rss.xml", "text/xml; charset=utf-8", "no-cache"],
    ["/manifest.webmanifest", "application/manifest+json; charset=utf-8", "no-cache"],
  ])("%s: %s, Cache-Control %s (nginx's mime.types and locations)", async (url, type, cache) => {
    for (const encoding of ["", "gzip"]) {
      const response = await get(url, encoding ? { "accept-encoding": encoding } : {})
      expect(response.statusCode).toBe(200)
      expect(response.headers["content-type"]).toBe(type)
      expect(response.headers["cache-control"]).toBe(cache)
    }
  })

  it("HEAD answers as GET does, without the body", async () => {
    const [head, full] = [await get("/about", {}, "HEAD"), await get("/about")]
    expect(head.statusCode).toBe(200)
    expect(head.body).toBe("")
    expect(head.headers["content-length"]).toBe(full.headers["content-length"])
    expect(head.headers["content-security-policy"]).toBe(full.headers["content-security-policy"])
    expect((await get("/nope", {}, "HEAD")).statusCode).toBe(404)
  })

  it("GET and HEAD only: another method on a page is 405", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"] as const) {
      const response = await t.app.inject({
        method,
        url: "/about",
        payload: "x=1",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      })
      responses.push(response)
      expect([method, response.statusCode]).toEqual([method, 405])
      expect(response.headers.allow).toBe("GET, HEAD")
    }
  })

  it.each([
    "/..%2fvar/inquiries.sqlite",
    "/%2e%2e/var/inquiries.sqlite",
    "/%2e%2e%2fvar%2finquiries.sqlite",
    "/static/..%2f..%2fvar/inquiries.sqlite",
    "/about/%2e%2e/%2e%2e/var/inquiries.sqlite",
    "/..%5cvar%5cinquiries.sqlite",
    "/var/inquiries.sqlite",
    "/.hidden",
    "/%2ehidden",
    "/_headers",
  ])("%s cannot be reached", async (url) => {
    expect(fs.existsSync(path.join(fixture.varDir, "inquiries.sqlite"))).toBe(true)
    const response = await get(url)
    expect([400, 404]).toContain(response.statusCode)
    expect(response.body).not.toContain("SQLite format")
    expect(response.body).not.toContain("a dotfile")
    expect(response.body).not.toContain("Content-Security-Policy:")
  })

  it("no response carries Access-Control-Allow-Origin", () => {
    expect(responses.length).toBeGreaterThan(30)
    for (const response of responses) expect(response.headers["access-control-allow-origin"]).toBeUndefined()
  })
})

describe("a VAR_DIR inside public/ (or a link into it)", () => {
  let fixture: Fixture
  let t: TestApp
  beforeAll(async () => {
    fixture = makeFixture()
    const inside = path.join(fixture.publicDir, "var")
    t = await startTestApp(fixture, "sqlite", { varDir: inside })
    fs.writeFileSync(path.join(fixture.varDir, "secret.txt"), "the secret")
    // public/store → VAR_DIR by a symbolic link; public/elsewhere → another folder
    fs.symlinkSync(inside, path.join(fixture.publicDir, "store"))
    fs.symlinkSync(fixture.varDir, path.join(fixture.publicDir, "elsewhere"))
  })
  afterAll(async () => {
    await t?.close()
    fixture?.remove()
  })

  it("is still out of reach", async () => {
    expect(fs.existsSync(path.join(fixture.publicDir, "var/inquiries.sqlite"))).toBe(true)
    for (const url of ["/var/inquiries.sqlite", "/var/signing-secret", "/var/", "/store/inquiries.sqlite"]) {
      const response = await t.app.inject({ method: "GET", url })
      expect([url, response.statusCode]).toEqual([url, 404])
      expect(response.body).not.toContain("SQLite format")
    }
    // A link elsewhere is served as nginx would; only VAR_DIR is refused
    const linked = await t.app.inject({ method: "GET", url: "/elsewhere/secret.txt" })
    expect(linked.statusCode).toBe(200)
  })
})
