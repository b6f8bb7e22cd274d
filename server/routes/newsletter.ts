import crypto from "node:crypto"
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify"
import { HONEYPOT_FIELD, newsletterSchema, type NewsletterSignup } from "../../src/lib/inquiry-schema"
import { messageDomain, newMessage } from "../mail/message-id"
import { newsletterConfirmation } from "../mail/newsletter-confirmation"
import { newsletterLinks, verifyToken, type TokenPurpose } from "../mail/signed-links"
import type { Subscriber } from "../store/store"
import { languageOfReferer, refusal, requestLanguage, sendRefusal, sentByPlainForm } from "./answer"
import type { RouteContext } from "./context"
import { fieldMessages } from "./field-errors"
import { formFields } from "./form-body"

const DAY_MS = 24 * 3600_000

const isSpam = (signup: NewsletterSignup, minFillMs: number): boolean => {
  const honeypot = signup[HONEYPOT_FIELD]
  return (typeof honeypot === "string" && honeypot.trim() !== "") || (signup.fillMs !== undefined && signup.fillMs < minFillMs)
}

/** The token of a link, when it is one string (?token=a&token=b is none). */
function tokenOf(request: FastifyRequest): string {
  const { token } = (request.query ?? {}) as Record<string, unknown>
  return typeof token === "string" ? token : ""
}

/**
 * The footer's sign-up with double opt-in: a pending subscriber and a confirmation e-mail with a signed link that
 * expires; the link confirms, another one unsubscribes (also as RFC 8058 one-click). Every sign-up gets the same
 * answer, new address or known, so the form tells no one who is subscribed.
 */
export const newsletterRoutes: FastifyPluginAsync<RouteContext> = async (app, context) => {
  const { config, store, siteTexts, worker, pages, signingSecret } = context
  const domain = messageDomain(config.siteUrl)
  const redirectTo = (reply: FastifyReply, language: string, neutralPath: string) =>
    reply.header("cache-control", "no-store").redirect(siteTexts.pathIn(language, neutralPath), 303)

  app.post("/api/newsletter", { onRequest: context.formRateLimit }, async (request, reply) => {
    const plainForm = sentByPlainForm(request)
    const body = formFields(request.body, plainForm)
    const language = requestLanguage(request, siteTexts, config.siteUrl, body)
    const parsed = newsletterSchema.safeParse(body)
    if (!parsed.success) {
      const fields = fieldMessages(parsed.error, "newsletter", language, siteTexts)
      return sendRefusal(request, reply, refusal(siteTexts, language, 400, "invalid", fields), language, pages)
    }
    const signup = parsed.data
    if (!isSpam(signup, config.minFillMs)) {
      const now = Date.now()
      const newId = crypto.randomUUID()
      let written = false
      const subscriber = await store.subscribe(
        { id: newId, email: signup.email, language, consentText: siteTexts.t(language, "footer.newsletter.consent"), consentAt: now },
        (existing, recentConfirmations) => {
          // Limited per recipient, like the acknowledgements: the form cannot be used to flood someone's inbox
          if (recentConfirmations >= config.ackLimitPerDay) return null
          written = true
          // A known address keeps its id; the links name the subscriber the store keeps
          const links = newsletterLinks(config.siteUrl, existing?.id ?? newId, signingSecret, now + config.newsletterLinkDays * DAY_MS)
          const mail = newsletterConfirmation({ email: signup.email, language, ...links }, context.mail)
          return newMessage("newsletter-confirmation", mail, domain)
        },
        now - DAY_MS,
      )
      request.log.info({ subscriber: subscriber.id, state: subscriber.state, mailed: written }, "newsletter sign-up")
      if (written) worker.wake()
    } else {
      request.log.info({ spam: true }, "newsletter sign-up ignored as spam")
    }
    if (plainForm) return redirectTo(reply, language, "/newsletter/pending")
    reply.header("cache-control", "no-store")
    return { status: "pending", message: siteTexts.t(language, "footer.newsletter.pending") }
  })

  /** A link's token checked: the subscriber it names for "valid" and "expired" (signed by us), none for "invalid". */
  function subscriberOf(
    request: FastifyRequest,
    purpose: TokenPurpose,
  ): { status: "valid" | "expired" | "invalid"; subscriberId: string | null } {
    const check = verifyToken(tokenOf(request), purpose, signingSecret, Date.now())
    return check.status === "invalid" ? { status: "invalid", subscriberId: null } : check
  }

  const languageOf = (request: FastifyRequest, subscriber: Subscriber | null) =>
    subscriber?.language ?? languageOfReferer(request, siteTexts, config.siteUrl) ?? siteTexts.defaultLanguage.code

  app.get("/api/newsletter/confirm", async (request, reply) => {
    const { status, subscriberId } = subscriberOf(request, "confirm")
    if (status === "valid" && subscriberId) {
      const subscriber = await store.confirmSubscriber(subscriberId, Date.now())
      if (subscriber) {
        request.log.info({ subscriber: subscriber.id }, "newsletter subscription confirmed")
        return redirectTo(reply, subscriber.language, "/newsletter/confirmed")
      }
    }
    const known = subscriberId ? await store.findSubscriber(subscriberId) : null
    return redirectTo(reply, languageOf(request, known), "/newsletter/expired")
  })

  async function unsubscribe(request: FastifyRequest): Promise<{ done: boolean; subscriber: Subscriber | null }> {
    const { status, subscriberId } = subscriberOf(request, "unsubscribe")
    if (status !== "valid" || !subscriberId) return { done: false, subscriber: null }
    const subscriber = await store.unsubscribe(subscriberId, Date.now())
    request.log.info({ subscriber: subscriberId, known: subscriber !== null }, "newsletter unsubscribe")
    // An address erased since has nothing left to unsubscribe: done all the same
    return { done: true, subscriber }
  }

  app.get("/api/newsletter/unsubscribe", async (request, reply) => {
    const { done, subscriber } = await unsubscribe(request)
    return redirectTo(reply, languageOf(request, subscriber), done ? "/newsletter/unsubscribed" : "/newsletter/expired")
  })

  // RFC 8058 one-click: the mail provider posts "List-Unsubscribe=One-Click" to the link, often from its own servers
  // and for many people at once, so neither the cross-site check nor the form rate limit applies: the token suffices.
  // Its body says nothing the link does not (RFC 8058 allows urlencoded or multipart): read as any type, then ignored.
  await app.register(async (oneClick) => {
    oneClick.removeAllContentTypeParsers()
    oneClick.addContentTypeParser("*", { parseAs: "buffer" }, (_request, _body, done) => done(null, null))
    oneClick.post("/api/newsletter/unsubscribe", { config: { allowCrossSite: true } }, async (request, reply) => {
      const { done, subscriber } = await unsubscribe(request)
      const language = languageOf(request, subscriber)
      if (!done) return sendRefusal(request, reply, refusal(siteTexts, language, 400, "invalid"), language, pages)
      reply.header("cache-control", "no-store")
      return { status: "unsubscribed", message: siteTexts.t(language, "newsletter.unsubscribedMessage") }
    })
  })
}
