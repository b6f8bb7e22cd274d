import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { resolveSitePath } from "./html"

// Static server: the build as a static host serves it (gzip for text, 404.html with status 404)

const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".ico": "image/x-icon",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
}
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|xml)|image\/svg\+xml)/

/** Gatsby's caching advice: hashed assets forever, HTML and page data revalidated on every visit. */
function cacheControl(urlPath) {
  if (urlPath.startsWith("/static/") || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath)) return "public, max-age=31536000, immutable"
  return "public, max-age=0, must-revalidate"
}

/** Starts the server on localhost; resolves to { server, origin }. Files are read and gzipped once, on first request. */
export function serveBuild(publicDir, port = 0) {
  const cache = new Map()
  const load = (file) => {
    if (!cache.has(file)) {
      const body = fs.readFileSync(file)
      const type = TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream"
      cache.set(file, { body, type, gzip: COMPRESSIBLE.test(type) ? zlib.gzipSync(body, { level: 9 }) : null })
    }
    return cache.get(file)
  }
  const notFound = path.join(publicDir, "404.html")
  const server = http.createServer((req, res) => {
    if (req.method !== "GET" && req.method !== "HEAD") {
      res.writeHead(405, { Allow: "GET, HEAD" }).end()
      return
    }
    const { pathname } = new URL(req.url ?? "/", "http://localhost")
    const found = resolveSitePath(publicDir, pathname)
    const file = found ?? (fs.existsSync(notFound) ? notFound : null)
    if (!file) {
      res.writeHead(404, { "Content-Type": "text/plain; charset=utf-8" }).end("Not found")
      return
    }
    const { body, type, gzip } = load(file)
    const useGzip = gzip && /\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))
    const payload = useGzip ? gzip : body
    res.writeHead(found ? 200 : 404, {
      "Content-Type": type,
      "Content-Length": payload.length,
      "Cache-Control": found ? cacheControl(pathname) : "no-cache",
      ...(gzip ? { Vary: "Accept-Encoding" } : {}),
      ...(useGzip ? { "Content-Encoding": "gzip" } : {}),
      "X-Content-Type-Options": "nosniff",
    })
    res.end(req.method === "HEAD" ? undefined : payload)
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => resolve({ server, origin: `http://127.0.0.1:${server.address().port}` }))
  })
}
