// After `gatsby build`: hash the inline scripts of the built HTML and write the response headers for both hosts.
//
//   node scripts/headers/write.mjs [publicDir]   writes <publicDir>/_headers and deploy/generated/security-headers.conf
//   node scripts/headers/write.mjs --static      writes static/_headers: the same headers without the CSP (see below)
//
// Options: --nginx-out <file> writes the nginx include elsewhere; --no-headers-file skips <publicDir>/_headers.
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import {
  adminSecurityHeaders,
  GENERATED,
  hashedAssets,
  htmlFiles,
  inlineScriptHashes,
  renderHeadersFile,
  renderNginxHeaders,
  securityHeaders,
  staticHeadersFile,
} from "./security-headers.mjs"

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..")
export const NGINX_HEADERS = path.join(ROOT, "deploy/generated/security-headers.conf")
/** The include of nginx's /admin/ location: written next to the site's include, whatever its folder. */
export const adminHeadersPath = (nginxOut) => path.join(path.dirname(nginxOut), "admin-security-headers.conf")
/** Cloudflare Pages ignores longer lines of _headers (Netlify has no such limit). */
const CLOUDFLARE_LINE_LIMIT = 2000

/** Hashes publicDir's inline scripts and writes the nginx include (and publicDir/_headers unless headersFile is false). */
export function writeHeaders({ publicDir, nginxOut = NGINX_HEADERS, headersFile = true }) {
  const pages = fs.existsSync(publicDir) ? htmlFiles(publicDir) : []
  if (pages.length === 0) throw new Error(`No HTML under ${publicDir}: run gatsby build first.`)
  const scriptHashes = inlineScriptHashes(publicDir)
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
  return { pages: pages.length, scriptHashes, csp, adminCsp }
}

function main(args) {
  if (args.includes("--static")) {
    const file = path.join(ROOT, "static/_headers")
    fs.writeFileSync(file, staticHeadersFile())
    console.log(`headers: wrote ${path.relative(process.cwd(), file)}`)
    return
  }
  const option = (name) => {
    const at = args.indexOf(name)
    return at >= 0 ? args.splice(at, 2)[1] : undefined
  }
  const nginxOut = option("--nginx-out")
  const headersFile = !args.includes("--no-headers-file")
  const publicDir = args.find((arg) => !arg.startsWith("--")) ?? "public"
  const result = writeHeaders({ publicDir, nginxOut: nginxOut ? path.resolve(nginxOut) : NGINX_HEADERS, headersFile })
  const written = [nginxOut ?? path.relative(process.cwd(), NGINX_HEADERS), headersFile ? path.join(publicDir, "_headers") : null].filter(
    Boolean,
  )
  console.log(
    `headers: ${result.scriptHashes.length} inline script hashes from ${result.pages} pages; CSP ${result.csp.length} characters; wrote ${written.join(", ")}`,
  )
  if ([result.csp, result.adminCsp].some((csp) => `  Content-Security-Policy: ${csp}`.length > CLOUDFLARE_LINE_LIMIT)) {
    console.warn(
      `headers: warning: the CSP line is longer than Cloudflare Pages' ${CLOUDFLARE_LINE_LIMIT}-character limit for _headers (Netlify and nginx are fine)`,
    )
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2))
  } catch (error) {
    console.error(`headers: ${error instanceof Error ? error.message : error}`)
    process.exit(1)
  }
}
