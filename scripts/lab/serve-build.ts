import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import zlib from "node:zlib"
import { COMPRESSIBLE } from "../build/gzip"
import { loadContentTypes } from "../headers/content-types"
import { resolveSitePath } from "./html"

// Static server: the build as a static host serves it (gzip for text, 404.html with status 404), with nginx's
// Content-Types (../headers/content-types.ts) and the build's own list of text files to gzip (../build/gzip.ts)

/** Gatsby's caching advice: hashed assets forever, HTML and page data revalidated on every visit. */
function cacheControl(urlPath: string): string {
  if (urlPath.startsWith("/static/") || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath)) return "public, max-age=31536000, immutable"
  return "public, max-age=0, must-revalidate"
}

interface LoadedFile {
  body: Buffer
  type: string
  gzip: Buffer | null
}

/** Starts the server on localhost; resolves to { server, origin }. Files are read and gzipped once, on first request. */
export function serveBuild(publicDir: string, port = 0): Promise<{ server: http.Server; origin: string }> {
  const contentType = loadContentTypes()
  const cache = new Map<string, LoadedFile>()
  const load = (file: string): LoadedFile => {
    const cached = cache.get(file)
    if (cached) return cached
    const body = fs.readFileSync(file)
    const loaded = { body, type: contentType(file), gzip: COMPRESSIBLE.test(file) ? zlib.gzipSync(body, { level: 9 }) : null }
    cache.set(file, loaded)
    return loaded
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
    server.listen(port, "127.0.0.1", () => {
      const address = server.address()
      resolve({ server, origin: `http://127.0.0.1:${typeof address === "object" && address ? address.port : port}` })
    })
  })
}
