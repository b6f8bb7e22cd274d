// The site's HTTP response headers, in one place. Both outputs are rendered from this module:
//   - deploy/generated/security-headers.conf: `add_header` lines that deploy/nginx/server.conf.template includes
//   - _headers (Netlify / Cloudflare Pages format): public/_headers after a build, static/_headers without the CSP
// scripts/build/headers.ts fills in the script hashes at the end of the build, once the HTML is there.
import fs from "node:fs"
import path from "node:path"
import { z } from "zod"

export type Header = [name: string, value: string]
export type Directive = [directive: string, sources: string[]]

export interface CspOptions {
  scriptHashes?: string[] | undefined
  analyticsOrigins?: string[]
}
export interface AdminCspOptions {
  localBackend?: string
}

/**
 * Origins of the analytics provider (Google Analytics 4, loaded by src/lib/analytics.ts only after consent): allowed in
 * script-src, connect-src and img-src (script, beacons, pixels) only while data/company.*.json sets an `analyticsId`;
 * with none, the policy allows no third-party script at all.
 */
export const ANALYTICS_ORIGINS = readCompany().analyticsId
  ? [
      "https://www.googletagmanager.com",
      "https://www.google-analytics.com",
      "https://*.google-analytics.com",
      "https://*.analytics.google.com",
    ]
  : []

/**
 * data/company.<default language>.json: its analyticsId (the same in every language) decides whether the analytics
 * origins are allowed at all. Read from the working directory (every caller runs from the repository root):
 * Playwright loads this module as CommonJS, where import.meta is not available.
 */
function readCompany(): { analyticsId?: string | undefined } {
  const [defaultLanguage] = z
    .array(z.object({ code: z.string() }))
    .parse(JSON.parse(fs.readFileSync(path.resolve("data/languages.json"), "utf8")))
  const company = JSON.parse(fs.readFileSync(path.resolve(`data/company.${defaultLanguage?.code}.json`), "utf8"))
  return z.object({ analyticsId: z.string().optional() }).parse(company)
}

/** Image CDNs the content may point at (data/photos.json can use Unsplash URLs). */
export const IMAGE_ORIGINS = ["https://images.unsplash.com"]

/** Content-hashed files: their URL changes whenever their content does. */
export const CACHE_IMMUTABLE = "public, max-age=31536000, immutable"
/** Everything else is revalidated (ETag / Last-Modified) on every use: HTML, /page-data/, /trip-items/, icons, manifest. */
export const CACHE_REVALIDATE = "no-cache"

/**
 * Gatsby's content-hashed bundles at the site root: app-8c7bc2b8f05496689569.js, webpack-runtime-….js,
 * framework-….js, component---src-pages-index-tsx-….js, 452-….js and styles.d0bcf40839e1dda02673.css.
 * (Everything under /static/ is hashed by its folder name.) Also valid as an nginx (PCRE) location regex.
 */
export const HASHED_ASSET_PATTERN = "^/[^/]+[-.][0-9a-f]{20}\\.(?:js|css)$"
export const HASHED_ASSET = new RegExp(HASHED_ASSET_PATTERN)

/**
 * The Content-Security-Policy directives. `scriptHashes` are "sha256-…" sources of the inline scripts
 * the build emitted (scripts/build/headers.ts); nothing else may run inline.
 */
export function cspDirectives({ scriptHashes = [], analyticsOrigins = ANALYTICS_ORIGINS }: CspOptions = {}): Directive[] {
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes.map((hash) => `'${hash}'`), ...analyticsOrigins]],
    // 'unsafe-inline' for styles only, and it is forced: Chakra UI (emotion) inserts <style> elements at run time and
    // React writes style="" attributes, and a static host cannot give them a nonce. Scripts get no such allowance.
    ["style-src", ["'self'", "'unsafe-inline'"]],
    // gatsby-plugin-image puts blurred placeholders in data: URLs
    ["img-src", ["'self'", "data:", ...IMAGE_ORIGINS, ...analyticsOrigins]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...analyticsOrigins]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    // Every form posts to the site's own server (/api/: the inquiries and the newsletter)
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
    ["upgrade-insecure-requests", []],
  ]
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  return cspDirectives(options)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")
}

// ----- The content manager at /admin (Decap CMS, written by src/node/cms-admin.ts) -------------------------------

/** decap-server (npm run cms): Decap talks to it only when the admin is opened on localhost. */
export const CMS_LOCAL_BACKEND = "http://localhost:8081"
/** The production backend: the GitHub API (entries, media, pull requests of the editorial workflow) and avatars. */
export const CMS_GITHUB_API = "https://api.github.com"
export const CMS_GITHUB_AVATARS = "https://avatars.githubusercontent.com"

/**
 * The policy of /admin only, found by running Decap 3.16 under it (e2e/cms.spec.ts fails on any violation). Looser than
 * the site's on two points, both forced by Decap and confined to /admin: 'unsafe-eval' (Decap validates its config with
 * ajv, which compiles the schema with new Function) and blob: (an uploaded photo is previewed and then read back from a
 * blob: URL before it is committed). No inline script: index.html loads decap-cms.js and preview.js from 'self'.
 */
export function adminCspDirectives({ localBackend = CMS_LOCAL_BACKEND }: AdminCspOptions = {}): Directive[] {
  return [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", "'unsafe-eval'"]],
    // Decap's styles are emotion's run-time <style> elements, as on the site
    ["style-src", ["'self'", "'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", CMS_GITHUB_AVATARS, ...IMAGE_ORIGINS]],
    ["font-src", ["'self'", "data:"]],
    ["connect-src", ["'self'", "blob:", localBackend, CMS_GITHUB_API]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ]
}

export function adminContentSecurityPolicy(options: AdminCspOptions = {}): string {
  return adminCspDirectives(options)
    .map(([name, sources]) => [name, ...sources].join(" "))
    .join("; ")
}

/** The headers of /admin/: its own CSP, the other security headers as everywhere, and no indexing. */
export function adminSecurityHeaders(options: AdminCspOptions = {}): Header[] {
  return [
    ["Content-Security-Policy", adminContentSecurityPolicy(options)],
    ...securityHeaders({ withCsp: false }),
    ["X-Robots-Tag", "noindex"],
  ]
}

/** Sent with every response. Without `scriptHashes` the CSP is left out (static/_headers). */
export function securityHeaders({
  scriptHashes,
  analyticsOrigins = ANALYTICS_ORIGINS,
  withCsp = true,
}: CspOptions & { withCsp?: boolean } = {}): Header[] {
  const headers: Header[] = []
  if (withCsp) headers.push(["Content-Security-Policy", contentSecurityPolicy({ scriptHashes, analyticsOrigins })])
  headers.push(
    // Two years; add "; preload" only once the domain is submitted to the HSTS preload list
    ["Strict-Transport-Security", "max-age=63072000; includeSubDomains"],
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["Permissions-Policy", "accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()"],
    // For browsers that predate CSP frame-ancestors
    ["X-Frame-Options", "DENY"],
  )
  return headers
}

// ----- Renderers -------------------------------------------------------------------------------------------

/** nginx `add_header` lines; `always` so 404 responses get them too. */
export function renderNginxHeaders(headers: Header[]): string {
  return headers
    .map(([name, value]) => {
      if (/["\\$\r\n]/.test(value)) throw new Error(`${name}: a value with ", \\, $ or a line break cannot go into nginx as is: ${value}`)
      return `add_header ${name} "${value}" always;`
    })
    .join("\n")
}

/**
 * Netlify / Cloudflare Pages `_headers`. Both hosts join the values of a header set by several matching
 * rules with commas, so Cache-Control is never put on /*: HTML keeps the hosts' default (max-age=0,
 * must-revalidate: revalidated like no-cache), and only paths that need another value get a rule.
 */
export function renderHeadersFile({
  headers,
  adminHeaders,
  hashedAssets = [],
  note = "",
}: {
  headers: Header[]
  adminHeaders?: Header[]
  hashedAssets?: string[]
  note?: string
}): string {
  const rule = (pattern: string, lines: Header[]) =>
    [pattern, ...lines.map(([name, value]) => (name === "!" ? `  ! ${value}` : `  ${name}: ${value}`))].join("\n")
  // /admin/* would also get the site's CSP from /*, and two policies are both enforced: "! Content-Security-Policy"
  // (Cloudflare Pages' detach) drops the inherited one first. Only the headers that differ from /* are repeated.
  const adminRule = adminHeaders
    ? [
        rule("/admin/*", [
          ["!", "Content-Security-Policy"],
          ...adminHeaders.filter(([name, value]) => !headers.some((h) => h[0] === name && h[1] === value)),
        ]),
      ]
    : []
  const blocks = [
    rule("/*", headers),
    ...adminRule,
    rule("/page-data/*", [["Cache-Control", CACHE_REVALIDATE]]),
    // /my-trip's item files (src/node/trip-items.ts): stable names, new content with each build, like page data
    rule("/trip-items/*", [["Cache-Control", CACHE_REVALIDATE]]),
    rule("/static/*", [["Cache-Control", CACHE_IMMUTABLE]]),
    ...hashedAssets.map((asset) => rule(asset, [["Cache-Control", CACHE_IMMUTABLE]])),
  ]
  return `${note}${blocks.join("\n\n")}\n`
}

export const GENERATED = "Generated by scripts/build/headers.ts from scripts/headers/security-headers.ts: edit those, not this file."

/**
 * static/_headers, copied into public/ by `gatsby build` and replaced there at the end of the build. It carries every
 * header but the CSP, whose script hashes only exist after a build: a build whose last step failed still has HSTS,
 * nosniff, framing and caching rules, and a site that works (a CSP without the hashes would block Gatsby's inline
 * scripts). `npx tsx scripts/headers/write-static.ts` writes it.
 */
export function staticHeadersFile(): string {
  const note = `# ${GENERATED}\n# Without the Content-Security-Policy: public/_headers gets it, with the script hashes, after the build.\n\n`
  return renderHeadersFile({ headers: securityHeaders({ withCsp: false }), note })
}
