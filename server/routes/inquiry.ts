import crypto from "node:crypto"
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import { FIELD_LIMITS, HONEYPOT_FIELD, inquirySchema, type InquiryForm } from "../../src/lib/inquiry-schema"
import { acknowledgement } from "../mail/acknowledgement"
import { messageDomain, newMessage } from "../mail/message-id"
import { staffMessage } from "../mail/staff-message"
import { newReference, REFERENCE_PATTERN } from "../references"
import { ReferenceTakenError, type NewInquiry, type NewMessage, type SubmitResult } from "../store/store"
import { ownReferer, refusal, requestLanguage, sendRefusal, sentByPlainForm, languageOfReferer } from "./answer"
import type { RouteContext } from "./context"
import { fieldMessages, formKindOf } from "./field-errors"
import { formFields } from "./form-body"

/** The reply window the site promises (data/translations says "within 24 hours on business days"). */
export const REPLY_HOURS = 24
const DAY_MS = 24 * 3600_000
/** References are drawn at random: a second clash in a row is all but impossible, a fifth is a fault. */
const REFERENCE_ATTEMPTS = 5

/** JSON with its keys sorted at every level: the same fields give the same text, whatever order they came in. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`
  }
  return JSON.stringify(value) ?? "null"
}

/**
 * A plain form has no submission key: its content is its key, so a double click (or a resend of the same text) is
 * one inquiry. The time to fill is left out: it is all that differs between two clicks of a page's script.
 */
export function contentKey(form: InquiryForm): string {
  const { fillMs: _fillMs, submissionKey: _key, ...fields } = form
  return `content:${crypto.createHash("sha256").update(canonicalJson(fields)).digest("hex")}`
}

/** Caught by the honeypot or filled faster than a person can: answered as usual, stored as spam, never mailed. */
export function isSpam(form: InquiryForm, minFillMs: number): boolean {
  const honeypot = form[HONEYPOT_FIELD]
  return (typeof honeypot === "string" && honeypot.trim() !== "") || (form.fillMs !== undefined && form.fillMs < minFillMs)
}

/** The experience a plain contact form was opened for: /contact?interest=<slug> on this site, a known experience. */
function interestOfReferer(request: FastifyRequest, context: RouteContext, language: string): string | undefined {
  const slug = ownReferer(request, context.config.siteUrl)?.searchParams.get("interest") ?? undefined
  return slug && context.siteTexts.experienceName(language, slug) !== undefined ? slug : undefined
}

export const inquiryRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { config, store, siteTexts, worker, pages, site } = context
  const domain = messageDomain(config.siteUrl)

  async function submit(form: InquiryForm, request: FastifyRequest, language: string): Promise<SubmitResult> {
    const spam = isSpam(form, config.minFillMs)
    const page = form.page ?? ownReferer(request, config.siteUrl)?.pathname.slice(0, FIELD_LIMITS.path) ?? ""
    for (let attempt = 1; ; attempt++) {
      const now = Date.now()
      const inquiry: NewInquiry = {
        id: crypto.randomUUID(),
        reference: newReference(new Date(now)),
        submissionKey: form.submissionKey ?? contentKey(form),
        createdAt: now,
        language,
        form: form.form,
        page,
        name: `${form.firstName} ${form.lastName}`,
        email: form.email,
        fields: { ...form },
        spam,
      }
      // Composed before the transaction, which only chooses: the acknowledgement goes unless the address had its share
      const staff = spam ? null : newMessage("staff", staffMessage(inquiry, context.mail), domain)
      const ack = spam ? null : newMessage("acknowledgement", acknowledgement(inquiry, context.mail), domain)
      const messages = (recentAcknowledgements: number): NewMessage[] =>
        staff && ack ? (recentAcknowledgements < config.ackLimitPerDay ? [staff, ack] : [staff]) : []
      try {
        const result = await store.submitInquiry(inquiry, messages, now - DAY_MS)
        request.log.info({ reference: result.reference, form: form.form, created: result.created, spam }, "inquiry stored")
        if (result.created && !spam) worker.wake()
        return result
      } catch (error) {
        if (error instanceof ReferenceTakenError && attempt < REFERENCE_ATTEMPTS) continue
        throw error
      }
    }
  }

  app.post("/api/inquiry", { onRequest: context.formRateLimit }, async (request, reply) => {
    const plainForm = sentByPlainForm(request)
    const body = formFields(request.body, plainForm)
    const language = requestLanguage(request, siteTexts, config.siteUrl, body)
    // The contact page without script: the experience it was opened for is only in its address
    if (typeof body === "object" && body !== null && formKindOf(body) === "contact" && !("experience" in body)) {
      const interest = interestOfReferer(request, context, language)
      if (interest) (body as Record<string, unknown>).experience = interest
    }
    const parsed = inquirySchema.safeParse(body)
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error, formKindOf(body), language, siteTexts)
      return sendRefusal(request, reply, refusal(siteTexts, language, 400, "invalid", fields), language, pages)
    }
    const { reference } = await submit(parsed.data, request, language)
    reply.header("cache-control", "no-store")
    if (plainForm) return reply.code(303).header("location", `/api/inquiry/${reference}`).send()
    return { reference, replyHours: REPLY_HOURS }
  })

  /** A plain form's confirmation page: the built page of the inquiry's language, the reference filled in. */
  app.get<{ Params: { reference: string } }>("/api/inquiry/:reference", async (request, reply): Promise<FastifyReply> => {
    const { reference } = request.params
    const inquiry = REFERENCE_PATTERN.test(reference) ? await store.findInquiry(reference) : null
    if (!inquiry) return site.sendNotFound(reply, languageOfReferer(request, siteTexts, config.siteUrl))
    const html = await pages.received(inquiry.language, inquiry.reference)
    return reply.code(200).header("cache-control", "no-store").type("text/html; charset=utf-8").send(html)
  })
}
