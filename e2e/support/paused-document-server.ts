import http from "node:http"
import type { AddressInfo } from "node:net"

export interface PausedDocumentServer {
  url: string
  close(): Promise<void>
}

/** The path the page requests at its first animation frame: the server then sends the rest of the document. */
export const FIRST_FRAME_PATH = "/__first-frame"

/**
 * A server that sends one page of the built site in two parts, as a slow network delivers it: the HTML up to
 * `splitBefore`, then nothing until the page has drawn its first frame (it requests FIRST_FRAME_PATH) or `pauseMs`
 * have passed, then the rest. Everything else is passed on from `upstream` (the served build).
 */
export async function servePausedDocument(options: {
  upstream: string
  path: string
  splitBefore: (html: string) => number
  pauseMs: number
}): Promise<PausedDocumentServer> {
  let frameDrawn = () => {}
  const firstFrame = new Promise<void>((resolve) => (frameDrawn = resolve))
  const server = http.createServer((request, response) => {
    void (async () => {
      if (request.url === FIRST_FRAME_PATH) {
        frameDrawn()
        return void response.writeHead(204).end()
      }
      const upstream = await fetch(new URL(request.url ?? "/", options.upstream))
      const body = Buffer.from(await upstream.arrayBuffer())
      const type = upstream.headers.get("content-type") ?? "application/octet-stream"
      if (request.url !== options.path) return void response.writeHead(upstream.status, { "Content-Type": type }).end(body)
      const html = body.toString("utf8")
      const split = options.splitBefore(html)
      if (split <= 0) throw new Error(`servePausedDocument: no place to split ${options.path}`)
      response.writeHead(upstream.status, { "Content-Type": type, "Cache-Control": "no-store" })
      response.write(html.slice(0, split))
      await Promise.race([firstFrame, new Promise((resolve) => setTimeout(resolve, options.pauseMs))])
      response.end(html.slice(split))
    })().catch((error: unknown) => response.writeHead(500).end(String(error)))
  })
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://localhost:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
