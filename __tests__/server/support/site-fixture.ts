import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import zlib from "node:zlib"
import type { FastifyInstance } from "fastify"
import { buildApp } from "../../../server/app"
import { loadConfig, type ServerConfig } from "../../../server/config"
import { loadSiteTexts, type SiteTexts } from "../../../server/site-texts"
import { openStore } from "../../../server/store/open-store"
import type { Store } from "../../../server/store/store"
import { freshPostgresDatabase } from "../../support/postgres-cluster"

/**
 * A tiny built site for the server's tests (so they do not depend on a full `gatsby build`), the app built on it
 * with a real store of either engine and a worker stub that counts its wake() calls.
 */

export const REPO_ROOT = path.resolve(__dirname, "../../..")
export const SITE_URL = "http://localhost:9000"
/** Headers of a POST from the site's own page, as a browser sends them. */
export const SAME_ORIGIN = { origin: SITE_URL, "sec-fetch-site": "same-origin" } as const

/** The engines every app test runs on: adding one is one line. PostgreSQL comes from Jest's globalSetup. */
export const ENGINES = ["sqlite", "postgres"] as const
export type EngineName = (typeof ENGINES)[number]

export const INLINE_SCRIPT = "window.__fixture = 1"

const page = (language: string, title: string, body: string) =>
  `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8"><title>${title}</title>` +
  `<script>${INLINE_SCRIPT}</script><script type="application/ld+json">{"@type":"WebSite"}</script>` +
  `<script src="/app-0123456789abcdef0123.js" async></script></head><body><main>${body}</main></body></html>`

/** The files of the fixture site, by path under public/. */
export const FIXTURE_FILES: Readonly<Record<string, string>> = {
  "index.html": page("en", "Home", "<h1>Home</h1>"),
  "404.html": page("en", "Not found", "<h1>Page not found</h1>"),
  "about/index.html": page("en", "About", "<h1>About us</h1>"),
  "de/index.html": page("de", "Start", "<h1>Startseite</h1>"),
  "de/404.html": page("de", "Nicht gefunden", "<h1>Seite nicht gefunden</h1>"),
  "de/about/index.html": page("de", "Über uns", "<h1>Über uns</h1>"),
  "inquiry/received/index.html": page(
    "en",
    "Received",
    '<h1>Thank you</h1><p>Your reference: <strong data-inquiry-reference=""></strong></p>',
  ),
  "de/inquiry/received/index.html": page(
    "de",
    "Erhalten",
    '<h1>Danke</h1><p>Ihre Referenz: <strong data-inquiry-reference=""></strong></p>',
  ),
  "inquiry/problem/index.html": page("en", "Problem", '<h1>Not sent</h1><ul class="problems" data-form-problems=""></ul><p>Go back</p>'),
  "de/inquiry/problem/index.html": page("de", "Problem", '<h1>Nicht gesendet</h1><ul data-form-problems=""></ul>'),
  "admin/index.html":
    '<!DOCTYPE html><html><head><title>Admin</title><script src="/admin/decap-cms.js"></script></head><body></body></html>',
  "app-0123456789abcdef0123.js": `console.log("app");${" ".repeat(2000)}`,
  "page-data/app-data.json": '{"webpackCompilationHash":"abc"}',
  "static/0123abcd/photo.png": "\x89PNG fixture",
  "rss.xml": '<?xml version="1.0"?><rss></rss>',
  "manifest.webmanifest": '{"name":"Fixture"}',
  ".hidden": "a dotfile",
}

/** The .gz files next to them, as scripts/build/gzip.ts writes them. */
export const GZIPPED = ["about/index.html", "app-0123456789abcdef0123.js", "404.html"] as const

export interface Fixture {
  root: string
  publicDir: string
  varDir: string
  remove(): void
}

/** <tmp>/public (the site) and <tmp>/var (the store's folder, a sibling, as in the repository). */
export function makeFixture(): Fixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "ldt-site-"))
  const publicDir = path.join(root, "public")
  const varDir = path.join(root, "var")
  for (const [file, content] of Object.entries(FIXTURE_FILES)) {
    const full = path.join(publicDir, file)
    fs.mkdirSync(path.dirname(full), { recursive: true })
    fs.writeFileSync(full, content)
  }
  for (const file of GZIPPED) fs.writeFileSync(path.join(publicDir, `${file}.gz`), zlib.gzipSync(FIXTURE_FILES[file] ?? ""))
  fs.mkdirSync(varDir, { recursive: true })
  return { root, publicDir, varDir, remove: () => fs.rmSync(root, { recursive: true, force: true }) }
}

let siteTexts: SiteTexts | undefined
export const testSiteTexts = (): SiteTexts => (siteTexts ??= loadSiteTexts(path.join(REPO_ROOT, "data")))

export interface TestApp {
  app: FastifyInstance
  store: Store
  config: ServerConfig
  /** How many times the routes woke the worker. */
  wakes: () => number
  close(): Promise<void>
}

/** The app on the fixture with a fresh store of `engine`; settings as in production unless `overrides` says. */
export async function startTestApp(fixture: Fixture, engine: EngineName, overrides: Partial<ServerConfig> = {}): Promise<TestApp> {
  const config: ServerConfig = {
    ...loadConfig({}),
    siteUrl: SITE_URL,
    publicDir: fixture.publicDir,
    dataDir: path.join(REPO_ROOT, "data"),
    varDir: fixture.varDir,
    databaseUrl: engine === "postgres" ? await freshPostgresDatabase() : null,
    signingSecret: "a-test-signing-secret-of-enough-length-0123456789",
    ...overrides,
  }
  const store = await openStore(config)
  let wakes = 0
  const app = await buildApp({ config, store, siteTexts: testSiteTexts(), worker: { wake: () => void (wakes += 1) } })
  await app.ready()
  return {
    app,
    store,
    config,
    wakes: () => wakes,
    async close() {
      await app.close()
      await store.close()
    },
  }
}

/** A body as a plain HTML form sends it: every value a string, the shortlist as items[<n>][<field>]. */
export function urlencoded(body: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(body)) {
    if (Array.isArray(value)) {
      value.forEach((item: Record<string, unknown>, index) => {
        for (const [field, text] of Object.entries(item)) params.append(`items[${index}][${field}]`, String(text))
      })
    } else if (value !== undefined) {
      params.append(name, String(value))
    }
  }
  return params.toString()
}

/** An experience of data/experiences (the first), for the forms that name one. */
export const EXPERIENCE_SLUG =
  fs
    .readdirSync(path.join(REPO_ROOT, "data/experiences"))
    .find((name) => name.endsWith(".en.json"))
    ?.replace(/\.en\.json$/, "") ?? ""

/** The three inquiry forms and the newsletter, each valid as a person fills it in. */
export const VALID_BODIES = {
  contact: {
    form: "contact",
    language: "en",
    page: "/contact",
    firstName: "Ada",
    lastName: "Lovelace",
    email: "ada@example.com",
    company: "Analytical Travel",
    destination: "Phuket",
    travellers: "2 adults",
    dates: "March 2027",
    budget: "10,000",
    requirements: "A quiet villa, please.",
    fillMs: 12_000,
  },
  "plan-trip": {
    form: "plan-trip",
    language: "en",
    page: "/experiences",
    firstName: "Grace",
    lastName: "Hopper",
    email: "grace@example.com",
    request: "Sunset cruise for four.",
    experience: EXPERIENCE_SLUG,
    fillMs: 9_000,
  },
  trip: {
    form: "trip",
    language: "en",
    page: "/my-trip",
    firstName: "Alan",
    lastName: "Turing",
    email: "alan@example.com",
    company: "",
    message: "Everything on the list, in this order.",
    dates: "1–14 April 2027",
    travellers: "3",
    items: [
      { name: "Phuket", path: "/destinations/phuket", details: "Destination" },
      { name: "Amanpuri", path: "/destinations/phuket#hotels", details: "Hotel, Phuket" },
      { name: "An experience", path: `/experiences#${EXPERIENCE_SLUG}`, details: "" },
    ],
    fillMs: 30_000,
  },
}

export const VALID_NEWSLETTER = { language: "en", email: "reader@example.com", fillMs: 8_000 } as const
