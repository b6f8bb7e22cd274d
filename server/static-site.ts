import { execFile } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import { promisify } from "node:util"
import fastifyStatic from "@fastify/static"
import type { FastifyInstance, FastifyReply } from "fastify"
import { loadContentTypes } from "../scripts/headers/content-types"

/**
 * public/ served the way nginx serves it (deploy/nginx/server.conf.template): the same security headers and the same
 * CSP script hashes (scripts/headers/security-headers.ts, hashed by scripts/build/headers.ts), the same caching, /x
 * and /x/ both answering /x/index.html, each language's 404 page with status 404, the .gz files next to the files,
 * and nginx's own MIME types (deploy/nginx/mime.types). Nothing outside public/, no dotfile and no /_headers.
 */

export type Header = [name: string, value: string]

/** What nginx's includes hold for this build, computed from the folder served. */
export interface SiteHeaders {
  /** Every response's headers, the CSP with the hashes of the served HTML's inline scripts. */
  site: Header[]
  /** /admin/'s (Decap CMS) own CSP and the rest. */
  admin: Header[]
  hashedAsset: RegExp
  cacheImmutable: string
  cacheRevalidate: string
  /** How many HTML files were hashed (0: public/ is not built). */
  pages: number
}

/** The repository root: scripts/ and deploy/ are read from it, as the build reads them (this file is server/…). */
const ROOT = path.resolve(__dirname, "..")

const isHeaderList = (value: unknown): value is Header[] =>
  Array.isArray(value) && value.every((item) => Array.isArray(item) && item.length === 2 && item.every((part) => typeof part === "string"))

/**
 * Runs the build's own header code over `publicDir`, in a child node process (with tsx, as the scripts run): a child
 * keeps the parse of every page off the server's heap. Its working directory is the repository root, as the build's
 * (security-headers.ts reads data/company there).
 */
export async function loadSiteHeaders(publicDir: string): Promise<SiteHeaders> {
  const file = (name: string) => JSON.stringify(path.join(ROOT, name))
  const script = `
    const fs = require("node:fs")
    const { inlineScriptHashes } = require(${file("scripts/build/headers.ts")})
    const { listHtmlFiles } = require(${file("scripts/lab/html.ts")})
    const headers = require(${file("scripts/headers/security-headers.ts")})
    const dir = process.argv[1]
    const pages = fs.existsSync(dir) ? listHtmlFiles(dir) : []
    process.stdout.write(JSON.stringify({
      site: headers.securityHeaders({ scriptHashes: inlineScriptHashes(pages) }),
      admin: headers.adminSecurityHeaders(),
      hashedAssetPattern: headers.HASHED_ASSET_PATTERN,
      cacheImmutable: headers.CACHE_IMMUTABLE,
      cacheRevalidate: headers.CACHE_REVALIDATE,
      pages: pages.length,
    }))`
  const { stdout } = await promisify(execFile)(process.execPath, ["--import", "tsx", "-e", script, path.resolve(publicDir)], {
    cwd: ROOT,
    maxBuffer: 16 * 1024 * 1024,
  })
  const parsed = JSON.parse(stdout) as Record<string, unknown>
  const { site, admin, hashedAssetPattern, cacheImmutable, cacheRevalidate, pages } = parsed
  if (
    !isHeaderList(site) ||
    !isHeaderList(admin) ||
    typeof hashedAssetPattern !== "string" ||
    typeof cacheImmutable !== "string" ||
    typeof cacheRevalidate !== "string" ||
    typeof pages !== "number"
  ) {
    throw new Error("scripts/build/headers.ts gave headers of an unexpected shape")
  }
  return { site, admin, hashedAsset: new RegExp(hashedAssetPattern), cacheImmutable, cacheRevalidate, pages }
}

export interface StaticSiteOptions {
  publicDir: string
  varDir: string
  /** The languages after the default one (data/languages.json): /<code>/… has <code>/404.html. */
  otherLanguages: ReadonlyArray<string>
  headers: SiteHeaders
}

export interface StaticSite {
  headers: SiteHeaders
  /** The language whose 404 page a path gets: "de" for /de/…, else the default (undefined). */
  languageOfPath(urlPath: string): string | undefined
  /** Sends the 404 page of a language (undefined: the default language's) with status 404. */
  sendNotFound(reply: FastifyReply, language: string | undefined): FastifyReply
}

const isInside = (file: string, folder: string) => file === folder || file.startsWith(folder + path.sep)

/** Registers @fastify/static over publicDir (GET and HEAD only) and the headers of every file it sends. */
export async function registerStaticSite(app: FastifyInstance, options: StaticSiteOptions): Promise<StaticSite> {
  const publicDir = path.resolve(options.publicDir)
  const varDir = path.resolve(options.varDir)
  const { headers } = options
  const contentType = loadContentTypes()
  const prefixes = options.otherLanguages.map((code) => `/${code}/`)
  // nginx's `location ^~` prefixes: none of them is looked at for the regex locations (hashed assets, /admin)
  const revalidatedPrefixes = ["/page-data/", "/trip-items/", ...prefixes]

  const cacheControlOf = (urlPath: string): string => {
    if (urlPath.startsWith("/static/")) return headers.cacheImmutable
    if (revalidatedPrefixes.some((prefix) => urlPath.startsWith(prefix))) return headers.cacheRevalidate
    return headers.hashedAsset.test(urlPath) ? headers.cacheImmutable : headers.cacheRevalidate
  }
  const securityHeadersOf = (urlPath: string): Header[] => {
    if (["/static/", ...revalidatedPrefixes].some((prefix) => urlPath.startsWith(prefix))) return headers.site
    return /^\/admin(?:\/|$)/.test(urlPath) ? headers.admin : headers.site
  }

  /** Never served: what lies under varDir (should an operator put it inside public/), dotfiles, the hosts' _headers. */
  const servable = (pathName: string): boolean => {
    const logical = pathName.startsWith("/") ? pathName : `/${pathName}`
    if (logical === "/_headers" || logical.split("/").some((segment) => segment.startsWith("."))) return false
    const file = path.resolve(publicDir, `.${logical}`)
    if (!isInside(file, publicDir) || isInside(file, varDir)) return false
    try {
      // A symbolic link inside public/ that leads into varDir
      return !isInside(fs.realpathSync(file), varDir)
    } catch {
      return true // not there: @fastify/send answers 404
    }
  }

  // The file each reply sends, for its headers in onSend (where the encoding chosen is known)
  const sent = new WeakMap<FastifyReply, string>()

  await app.register(fastifyStatic, {
    root: publicDir,
    // /x without a slash answers /x/index.html too, as nginx's `try_files $uri $uri/index.html`
    redirect: false,
    index: ["index.html"],
    // nginx's gzip_static: <file>.gz when the request accepts gzip
    preCompressed: true,
    dotfiles: "ignore",
    // Cache-Control and Content-Type are nginx's, set in onSend below
    cacheControl: false,
    contentType: false,
    allowedPath: (pathName) => servable(pathName),
    setHeaders: (reply, file) => {
      sent.set(reply, file)
    },
  })

  app.addHook("onSend", async (request, reply, payload) => {
    const file = sent.get(reply)
    if (file === undefined) {
      if (!reply.hasHeader("content-security-policy")) for (const [name, value] of headers.site) reply.header(name, value)
      if (!reply.hasHeader("cache-control"))
        reply.header("cache-control", request.url.startsWith("/api/") ? "no-store" : headers.cacheRevalidate)
      return payload
    }
    const encoded = reply.hasHeader("content-encoding")
    const logical = encoded ? file.replace(/\.(?:br|gz|deflate)$/, "") : file
    const urlPath = `/${path.relative(publicDir, logical).split(path.sep).join("/")}`
    reply.header("content-type", contentType(logical))
    for (const [name, value] of securityHeadersOf(urlPath)) reply.header(name, value)
    reply.header("cache-control", cacheControlOf(urlPath))
    return payload
  })

  const notFoundFile = (language: string | undefined) => (language ? `${language}/404.html` : "404.html")

  return {
    headers,
    languageOfPath: (urlPath) => options.otherLanguages.find((code) => urlPath.startsWith(`/${code}/`)),
    sendNotFound(reply, language) {
      reply.code(404)
      const file = [notFoundFile(language), notFoundFile(undefined)].find((name) => fs.existsSync(path.join(publicDir, name)))
      // No build yet: a plain answer (sendFile would call the not-found handler again)
      if (!file) return reply.type("text/plain; charset=utf-8").send("Not found")
      // No ETag: a conditional request must not turn the 404 page into an empty 304
      return reply.sendFile(file, { etag: false, lastModified: false })
    },
  }
}
