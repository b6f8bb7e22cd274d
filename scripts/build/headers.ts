// The response headers of a build for both hosts, written at the end of `gatsby build` (src/node/post-build.ts) and by
// deploy/serve.ts for the folder it serves: the CSP hashes every inline script the built HTML would run.
//   - <publicDir>/_headers (Netlify / Cloudflare Pages)
//   - deploy/generated/security-headers.conf and admin-security-headers.conf (nginx includes)
// The headers themselves are scripts/headers/security-headers.ts.
// No import.meta: Gatsby bundles this module into gatsby-node's CommonJS, and every caller runs from the repository root.
import crypto from "node:crypto"
import fs from "node:fs"
import path from "node:path"
import { elements, listHtmlFiles, parseHtml, textOf } from "../lab/html"
import {
  adminSecurityHeaders,
  GENERATED,
  HASHED_ASSET,
  renderHeadersFile,
  renderNginxHeaders,
  securityHeaders,
} from "../headers/security-headers"

export const NGINX_HEADERS = path.resolve("deploy/generated/security-headers.conf")
/** The include of nginx's /admin/ location: written next to the site's include, whatever its folder. */
export const adminHeadersPath = (nginxOut: string): string => path.join(path.dirname(nginxOut), "admin-security-headers.conf")
/** Cloudflare Pages ignores longer lines of _headers (Netlify has no such limit). */
export const CLOUDFLARE_LINE_LIMIT = 2000

/** Types a browser executes; any other type (application/ld+json, …) is a data block and never runs. */
const JAVASCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript", "text/ecmascript", "application/ecmascript"])

/** The bodies of the inline scripts in an HTML document that a browser would execute. */
export function executableInlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const script of elements(parseHtml(html), "script")) {
    if ("src" in script.attribs) continue // an external script: its (empty) body never runs
    const type = (script.attribs.type ?? "").trim().toLowerCase()
    if (!JAVASCRIPT_TYPES.has(type)) continue
    // The HTML parser turns CRLF into LF before the script runs, and the hash is over what runs
    scripts.push(textOf(script).replace(/\r\n?/g, "\n"))
  }
  return scripts
}

export const sha256Source = (text: string): string => `sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}`

/** Sorted, distinct CSP hash sources of every executable inline script in every HTML file of `files`. */
export function inlineScriptHashes(files: string[]): string[] {
  const hashes = new Set<string>()
  for (const file of files) for (const script of executableInlineScripts(fs.readFileSync(file, "utf8"))) hashes.add(sha256Source(script))
  return [...hashes].sort()
}

/** The root-level hashed bundles of a build, as URL paths. */
export function hashedAssets(publicDir: string): string[] {
  return fs
    .readdirSync(publicDir)
    .map((name) => `/${name}`)
    .filter((url) => HASHED_ASSET.test(url))
    .sort()
}

/** Hashes publicDir's inline scripts and writes the nginx includes (and publicDir/_headers unless headersFile is false). */
export interface WriteHeadersResult {
  pages: number
  scriptHashes: string[]
  csp: string
  adminCsp: string
  /** A CSP line longer than Cloudflare Pages reads from _headers (Netlify and nginx are fine). */
  tooLong: boolean
}

export function writeHeaders({
  publicDir,
  nginxOut = NGINX_HEADERS,
  headersFile = true,
}: {
  publicDir: string
  nginxOut?: string
  headersFile?: boolean
}): WriteHeadersResult {
  const pages = fs.existsSync(publicDir) ? listHtmlFiles(publicDir) : []
  if (pages.length === 0) throw new Error(`No HTML under ${publicDir}: run gatsby build first.`)
  const scriptHashes = inlineScriptHashes(pages)
  const headers = securityHeaders({ scriptHashes })

  fs.mkdirSync(path.dirname(nginxOut), { recursive: true })
  fs.writeFileSync(
    nginxOut,
    `# ${GENERATED}\n# Built from ${path.resolve(publicDir)} (${pages.length} pages).\n${renderNginxHeaders(headers)}\n`,
  )

  const adminHeaders = adminSecurityHeaders()
  fs.writeFileSync(
    adminHeadersPath(nginxOut),
    `# ${GENERATED}\n# The content manager at /admin/ only.\n${renderNginxHeaders(adminHeaders)}\n`,
  )

  if (headersFile) {
    const note = `# ${GENERATED}\n# HTML keeps the host's default Cache-Control (max-age=0, must-revalidate).\n\n`
    fs.writeFileSync(
      path.join(publicDir, "_headers"),
      renderHeadersFile({ headers, adminHeaders, hashedAssets: hashedAssets(publicDir), note }),
    )
  }
  const csp = headers.find(([name]) => name === "Content-Security-Policy")?.[1] ?? ""
  const adminCsp = adminHeaders.find(([name]) => name === "Content-Security-Policy")?.[1] ?? ""
  const tooLong = [csp, adminCsp].some((policy) => `  Content-Security-Policy: ${policy}`.length > CLOUDFLARE_LINE_LIMIT)
  return { pages: pages.length, scriptHashes, csp, adminCsp, tooLong }
}
