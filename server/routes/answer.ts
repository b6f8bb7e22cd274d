import type { FastifyReply, FastifyRequest } from "fastify"
import type { SiteTexts } from "../site-texts"
import type { Pages } from "./pages"

/**
 * What the routes share about a request (its language, whether a plain form sent it, whether it comes from this
 * site) and how a refusal is answered: JSON to a page's script, the built problem page to a plain form.
 */

export type RefusalCode =
  "invalid" | "forbidden" | "not-found" | "method-not-allowed" | "too-large" | "unsupported" | "rate-limited" | "unavailable" | "internal"

/** The text of each refusal (data/translations); "invalid" has one per field besides. */
export const REFUSAL_TEXT_KEYS: Readonly<Record<RefusalCode, string>> = {
  invalid: "form.problem.invalid",
  forbidden: "form.problem.forbidden",
  "not-found": "form.problem.notFound",
  "method-not-allowed": "form.problem.notFound",
  "too-large": "form.problem.tooLarge",
  unsupported: "form.problem.unsupported",
  "rate-limited": "form.problem.rateLimited",
  unavailable: "form.problem.unavailable",
  internal: "form.problem.internal",
}

export interface Refusal {
  status: number
  error: RefusalCode
  message: string
  /** A text per invalid field, by the field's name (400 invalid only). */
  fields?: Record<string, string>
}

/** A refusal thrown by a hook (the cross-site check, the rate limit) for the error handler to answer. */
export class RefusalError extends Error {
  override name = "RefusalError"
  constructor(
    readonly statusCode: number,
    readonly refusal: RefusalCode,
  ) {
    super(refusal)
  }
}

const headerText = (value: string | string[] | undefined): string => (Array.isArray(value) ? (value[0] ?? "") : (value ?? ""))

const mediaType = (request: FastifyRequest): string => headerText(request.headers["content-type"]).split(";")[0]?.trim().toLowerCase() ?? ""

/** A plain HTML form (no script): it gets pages and redirects, a page's script gets JSON. */
export function sentByPlainForm(request: FastifyRequest): boolean {
  const type = mediaType(request)
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return true
  if (type === "application/json") return false
  return /\btext\/html\b/i.test(headerText(request.headers.accept))
}

/** The origin of this site as the request names it (Host, or X-Forwarded-Host from a trusted proxy) and as SITE_URL does. */
export function isOwnOrigin(value: string, request: FastifyRequest, siteUrl: string): boolean {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return false // "null" (a sandboxed or privacy-sensitive context) or no URL at all
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return false
  return url.host === request.host.toLowerCase() || url.origin === new URL(siteUrl).origin
}

/** The Referer, when it is a page of this site; undefined otherwise (another site, none, or not a URL). */
export function ownReferer(request: FastifyRequest, siteUrl: string): URL | undefined {
  const referer = headerText(request.headers.referer)
  if (!referer || !isOwnOrigin(referer, request, siteUrl)) return undefined
  return new URL(referer)
}

/**
 * A POST from another site's page: Sec-Fetch-Site says so (same-site counts: a sibling subdomain is not this site), or
 * the Origin is not this site's. Browsers send at least one of them with every POST; other clients send neither and
 * are no CSRF risk.
 */
export function isCrossSite(request: FastifyRequest, siteUrl: string): boolean {
  const fetchSite = request.headers["sec-fetch-site"]
  if (fetchSite !== undefined && fetchSite !== "same-origin" && fetchSite !== "none") return true
  const origin = request.headers.origin
  return origin !== undefined && !isOwnOrigin(headerText(origin), request, siteUrl)
}

/**
 * The visitor's language: the form's `language` when it is one of the site's, else the language of the page it was
 * sent from (the Referer's /de/…), else the default.
 */
export function requestLanguage(request: FastifyRequest, siteTexts: SiteTexts, siteUrl: string, body: unknown = request.body): string {
  const fromBody = typeof body === "object" && body !== null && "language" in body ? (body as { language: unknown }).language : undefined
  if (typeof fromBody === "string" && siteTexts.languages.some(({ code }) => code === fromBody)) return fromBody
  return languageOfReferer(request, siteTexts, siteUrl) ?? siteTexts.defaultLanguage.code
}

export function languageOfReferer(request: FastifyRequest, siteTexts: SiteTexts, siteUrl: string): string | undefined {
  const referer = ownReferer(request, siteUrl)
  if (!referer) return undefined
  return siteTexts.languages.slice(1).find(({ code }) => referer.pathname === `/${code}` || referer.pathname.startsWith(`/${code}/`))?.code
}

export function refusal(
  siteTexts: SiteTexts,
  language: string,
  status: number,
  error: RefusalCode,
  fields?: Record<string, string>,
): Refusal {
  return { status, error, message: siteTexts.t(language, REFUSAL_TEXT_KEYS[error]), ...(fields ? { fields } : {}) }
}

/**
 * Answers a refusal: JSON `{ error, message, fields? }`, or for a plain form the built problem page of the language
 * with one item per problem (each field's text, else the message), with the same status.
 */
export async function sendRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Refusal,
  language: string,
  pages: Pages,
): Promise<FastifyReply> {
  reply.code(answer.status).header("cache-control", "no-store")
  if (!sentByPlainForm(request)) {
    return reply
      .type("application/json; charset=utf-8")
      .send({ error: answer.error, message: answer.message, ...(answer.fields ? { fields: answer.fields } : {}) })
  }
  const problems = answer.fields && Object.keys(answer.fields).length > 0 ? [...new Set(Object.values(answer.fields))] : [answer.message]
  return reply.type("text/html; charset=utf-8").send(await pages.problem(language, problems))
}
