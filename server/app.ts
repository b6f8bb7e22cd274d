import http from "node:http"
import Fastify, { LogController, type FastifyBaseLogger, type FastifyError, type FastifyInstance, type FastifyRequest } from "fastify"
import formbody from "@fastify/formbody"
import rateLimit from "@fastify/rate-limit"
import type { ServerConfig } from "./config"
import { loadSigningSecret } from "./mail/signed-links"
import type { SiteTexts } from "./site-texts"
import { loadSiteHeaders, registerStaticSite } from "./static-site"
import { StoreUnavailableError, type Store } from "./store/store"
import { isCrossSite, refusal, RefusalError, requestLanguage, sendRefusal, type Refusal, type RefusalCode } from "./routes/answer"
import type { RouteContext } from "./routes/context"
import { healthRoutes } from "./routes/health"
import { inquiryRoutes } from "./routes/inquiry"
import { newsletterRoutes } from "./routes/newsletter"
import { createPages } from "./routes/pages"

declare module "fastify" {
  interface FastifyContextConfig {
    /** The route takes POSTs from other sites' pages (RFC 8058 one-click unsubscribe, authorised by its token). */
    allowCrossSite?: boolean
  }
}

export interface AppDeps {
  config: ServerConfig
  store: Store
  siteTexts: SiteTexts
  /** The outbox worker (server/mail/outbox-worker.ts); tests pass a stub that counts. */
  worker: { wake(): void }
  /** A pino logger (server/main.ts); none: silent, as in tests. */
  log?: FastifyBaseLogger
}

/** TRUST_PROXY as Fastify's trustProxy takes it: true/false, a hop count, or addresses and names ("loopback"). */
export function trustProxyOption(value: string): boolean | string | ((address: string, hop: number) => boolean) {
  if (value === "true") return true
  if (value === "false" || value === "") return false
  if (!/^\d+$/.test(value)) return value
  const hops = Number(value)
  return (_address, hop) => hop < hops
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"])
const pathOf = (request: FastifyRequest) => request.url.split("?", 1)[0] ?? "/"
const isApi = (request: FastifyRequest) => pathOf(request) === "/api" || pathOf(request).startsWith("/api/")

/** The status an error is answered with: bad input keeps its 4xx, the store being down is 503, the rest 500. */
function statusOf(error: FastifyError | Error): number {
  if (error instanceof StoreUnavailableError) return 503
  const status = "statusCode" in error ? error.statusCode : undefined
  return typeof status === "number" && status >= 400 && status < 600 ? status : 500
}

const REFUSAL_BY_STATUS: Readonly<Record<number, RefusalCode>> = {
  400: "invalid",
  403: "forbidden",
  404: "not-found",
  405: "method-not-allowed",
  413: "too-large",
  415: "unsupported",
  429: "rate-limited",
  503: "unavailable",
}

/**
 * The site's server as a Fastify instance, not yet listening (server/main.ts listens; tests call inject()). The
 * static site is served as nginx serves it (server/static-site.ts); the API is server/routes/.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, store, siteTexts, worker } = deps
  const options = {
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    // Requests are logged below without the query string: a newsletter link's token is a credential
    logController: new LogController({ disableRequestLogging: true }),
  }
  const app: FastifyInstance = deps.log ? Fastify({ ...options, loggerInstance: deps.log }) : Fastify({ ...options, logger: false })

  const headers = await loadSiteHeaders(config.publicDir)
  if (headers.pages === 0)
    app.log.warn({ publicDir: config.publicDir }, "No built pages to serve (run npm run build): the CSP allows no inline script")
  const pages = createPages(config.publicDir, siteTexts, (details, message) => app.log.warn(details, message))

  // JSON from the pages' scripts (Fastify's own parser), urlencoded from a plain form; nothing else (415), not even
  // Fastify's default text/plain, a type another site's page may post without asking
  app.removeContentTypeParser("text/plain")
  await app.register(formbody)
  // No global limit: only the form posts count, together, per client address (request.ip: X-Forwarded-For from nginx)
  await app.register(rateLimit, { global: false })
  const limit = app.rateLimit({
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    errorResponseBuilder: () => new RefusalError(429, "rate-limited"),
  })

  const site = await registerStaticSite(app, {
    publicDir: config.publicDir,
    varDir: config.varDir,
    otherLanguages: siteTexts.languages.slice(1).map(({ code }) => code),
    headers,
  })

  const context: RouteContext = {
    config,
    store,
    siteTexts,
    worker,
    site,
    pages,
    mail: { config, siteTexts },
    signingSecret: loadSigningSecret(config),
    formRateLimit: async function (request, reply) {
      await limit.call(this, request, reply)
    },
  }

  // Another site's page posting here (a forged form) is refused before anything is read or counted
  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method) || request.routeOptions.config?.allowCrossSite) return
    if (isCrossSite(request, config.siteUrl)) {
      request.log.info({ origin: request.headers.origin, fetchSite: request.headers["sec-fetch-site"] }, "cross-site post refused")
      throw new RefusalError(403, "forbidden")
    }
  })

  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      { method: request.method, path: pathOf(request), status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      "request",
    )
  })

  app.setErrorHandler<FastifyError | Error>(async (error, request, reply) => {
    const status = statusOf(error)
    if (!isApi(request) && (request.method === "GET" || request.method === "HEAD")) {
      // The static site's: a refused path (.., a dotfile) is not there, as far as anyone asking can tell
      if (status === 403 || status === 404) return site.sendNotFound(reply, site.languageOfPath(pathOf(request)))
      if (status >= 500) request.log.error({ err: error }, "static file failed")
      const code = status >= 500 ? 500 : status
      return reply
        .code(code)
        .type("text/plain; charset=utf-8")
        .send(http.STATUS_CODES[code] ?? "Error")
    }
    const language = requestLanguage(request, siteTexts, config.siteUrl)
    const kind: RefusalCode = REFUSAL_BY_STATUS[status] ?? (status < 500 ? "invalid" : "internal")
    let answer: Refusal = refusal(siteTexts, language, kind === "internal" ? 500 : status, kind)
    // A body the parser could not read (malformed JSON, a bad length) says so: no field is to blame
    if (kind === "invalid") answer = { ...answer, message: siteTexts.t(language, "form.problem.unreadable") }
    if (kind === "internal") request.log.error({ err: error }, "request failed")
    else if (kind === "unavailable") request.log.warn({ error: error.message }, "the store is unavailable")
    else request.log.info({ status, code: "code" in error ? error.code : undefined }, "request refused")
    return sendRefusal(request, reply, answer, language, pages)
  })

  app.setNotFoundHandler(async (request, reply) => {
    if (isApi(request)) {
      const language = requestLanguage(request, siteTexts, config.siteUrl)
      return sendRefusal(request, reply, refusal(siteTexts, language, 404, "not-found"), language, pages)
    }
    // The static site takes GET and HEAD only, as nginx serves it
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(405).header("allow", "GET, HEAD").type("text/plain; charset=utf-8").send(http.STATUS_CODES[405])
    }
    return site.sendNotFound(reply, site.languageOfPath(pathOf(request)))
  })

  await app.register(inquiryRoutes, context)
  await app.register(newsletterRoutes, context)
  await app.register(healthRoutes, context)
  return app
}
