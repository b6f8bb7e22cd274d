import http from "node:http"
import type { IncomingMessage, ServerResponse } from "node:http"

/**
 * `gatsby develop` passes /api/ to the site's server (server/, `npm run server` in a second terminal), so the forms
 * work in development: API_URL, default http://localhost:9000 (the server's own default PORT and HOST).
 *
 * A `developMiddleware` of our own rather than Gatsby's `proxy` option: that one sends the request with got, which
 * follows redirects (a form sent without script would show the confirmation under /api/inquiry instead of the 303
 * to its own address) and answers 500 when the server is not running. This passes every answer on as it is, with
 * the X-Forwarded-* headers nginx sets in production, and answers 502 in JSON when the server cannot be reached:
 * the page then offers e-mail and WhatsApp, as on a static host.
 */
export const DEFAULT_API_URL = "http://localhost:9000"

/** The part of Express's app that Gatsby's develop server hands to developMiddleware. */
interface DevelopApp {
  use(prefix: string, handler: (request: IncomingMessage & { originalUrl?: string }, response: ServerResponse) => void): void
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "proxy-connection", "transfer-encoding", "upgrade", "te", "trailer"])

export function apiProxy(apiUrl: string = process.env.API_URL || DEFAULT_API_URL): (app: DevelopApp) => void {
  const target = new URL(apiUrl)
  return (app) => {
    app.use("/api", (request, response) => {
      // Gatsby's develop server allows every origin on every answer (its cors middleware); the API allows none
      response.removeHeader("Access-Control-Allow-Origin")
      const headers: http.OutgoingHttpHeaders = {}
      for (const [name, value] of Object.entries(request.headers)) if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value
      const client = request.socket.remoteAddress ?? "127.0.0.1"
      const forwarded = request.headers["x-forwarded-for"]
      headers["x-forwarded-for"] = forwarded ? `${String(forwarded)}, ${client}` : client
      headers["x-forwarded-proto"] = "http"
      headers["x-forwarded-host"] = request.headers.host ?? ""
      headers.host = target.host
      // Express strips the mount path from request.url; originalUrl keeps it (/api/inquiry, not /inquiry)
      const upstream = http.request(
        {
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          method: request.method,
          path: request.originalUrl ?? request.url,
          headers,
        },
        (answer) => {
          const answerHeaders = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.has(name)))
          response.writeHead(answer.statusCode ?? 502, answerHeaders)
          answer.pipe(response)
        },
      )
      upstream.setTimeout(10_000, () => upstream.destroy(new Error("no answer within 10 s")))
      upstream.on("error", (error) => {
        if (response.headersSent) return void response.destroy(error)
        const message = `The site's server is not answering at ${target.origin} (${error.message}): start it with \`npm run server\`.`
        console.error(`develop: /api proxy: ${message}`)
        response.writeHead(502, { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" })
        response.end(JSON.stringify({ error: "unavailable", message }))
      })
      request.pipe(upstream)
    })
  }
}
