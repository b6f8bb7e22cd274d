import fs from "node:fs"
import http from "node:http"
import path from "node:path"
import { loadContentTypes } from "../../scripts/headers/content-types"

export interface StaticServer {
  url: string
  close(): Promise<void>
}

/**
 * A minimal static file server for the CMS test: /x and /x/ answer /x/index.html like nginx; `headers` are added to
 * every response under `headersFor`'s prefix; `transform` may rewrite a file's text (the admin's config.yml).
 */
export function serveStatic(options: {
  root: string
  port: number
  headers?: Array<[string, string]>
  headersFor?: string
  transform?: (urlPath: string, body: Buffer) => Buffer
}): Promise<StaticServer> {
  const root = path.resolve(options.root)
  // nginx's types (deploy/nginx/mime.types), as production sends them
  const contentType = loadContentTypes()
  const server = http.createServer((request, response) => {
    const urlPath = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname)
    let file = path.join(root, urlPath)
    if (!file.startsWith(root)) return void response.writeHead(403).end()
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, "index.html")
    else if (!fs.existsSync(file) && fs.existsSync(`${file}/index.html`)) file = `${file}/index.html`
    const found = fs.existsSync(file)
    if (!found) file = path.join(root, "404.html")
    let body: Buffer = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.from("Not found")
    if (options.transform) body = options.transform(urlPath, body)
    const headers: Record<string, string> = {
      "Content-Type": contentType(file),
      "Cache-Control": "no-cache",
    }
    if (options.headers && urlPath.startsWith(options.headersFor ?? "/")) for (const [name, value] of options.headers) headers[name] = value
    response.writeHead(found ? 200 : 404, headers).end(body)
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(options.port, "localhost", () =>
      resolve({
        url: `http://localhost:${options.port}`,
        close: () => new Promise<void>((done) => server.close(() => done())),
      }),
    )
  })
}
