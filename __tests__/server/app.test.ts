/** @jest-environment node */
import crypto from "node:crypto"
import type { LightMyRequestResponse } from "fastify"
import { REFERENCE_PATTERN } from "../../server/references"
import { signToken } from "../../server/mail/signed-links"
import { ReferenceTakenError, StoreUnavailableError, type Store } from "../../server/store/store"
import { buildApp } from "../../server/app"
import {
  ENGINES,
  EXPERIENCE_SLUG,
  makeFixture,
  SAME_ORIGIN,
  SITE_URL,
  startTestApp,
  testSiteTexts,
  urlencoded,
  VALID_BODIES,
  VALID_NEWSLETTER,
  type Fixture,
  type TestApp,
} from "./support/site-fixture"

jest.setTimeout(60_000)

const FORM = { "content-type": "application/x-www-form-urlencoded" } as const
const texts = testSiteTexts()
const key = () => crypto.randomBytes(12).toString("base64url")
type Body = Record<string, unknown>

const json = (t: TestApp, url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: body as Body, headers: { ...SAME_ORIGIN, ...headers } })
const form = (t: TestApp, url: string, body: Body, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "POST", url, payload: urlencoded(body), headers: { ...SAME_ORIGIN, ...FORM, ...headers } })

/** A plain form's body: what the page renders without script (no submission key, no time to fill). */
const plain = ({ fillMs: _fillMs, ...body }: Body): Body => body

const fieldMessage = (language: string, code: string, labelKey: string) => {
  const field = texts.t(language, labelKey)
  return texts.t(language, `form.error.${code}`, { field, fieldLower: field.toLowerCase() })
}

/** As the pages are filled: every text escaped (server/mail/compose.ts escapeHtml). */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

function expectNoCors(response: LightMyRequestResponse) {
  expect(response.headers["access-control-allow-origin"]).toBeUndefined()
}

describe.each(ENGINES)("the forms' API on %s", (engine) => {
  let fixture: Fixture
  let t: TestApp

  beforeAll(async () => {
    fixture = makeFixture()
    t = await startTestApp(fixture, engine, { rateLimitPerMinute: 100_000 })
  })
  afterAll(async () => {
    await t?.close()
    fixture?.remove()
  })

  describe("POST /api/inquiry", () => {
    it.each(Object.entries(VALID_BODIES))(
      "%s as JSON: 200 with a reference, stored with its two messages, the worker woken",
      async (name, body) => {
        const wakes = t.wakes()
        const response = await json(t, "/api/inquiry", { ...body, submissionKey: key() })
        expect(response.statusCode).toBe(200)
        expectNoCors(response)
        const answer = response.json<{ reference: string; replyHours: number }>()
        expect(answer.reference).toMatch(REFERENCE_PATTERN)
        expect(answer.replyHours).toBe(24)

        const stored = await t.store.findInquiry(answer.reference)
        expect(stored).toMatchObject({ form: name, language: "en", page: body.page, email: body.email, spam: false })
        expect(stored?.name).toBe(`${body.firstName} ${body.lastName}`)
        if ("items" in body) expect(stored?.fields.items).toEqual(body.items)
        const messages = await t.store.listMessages({ inquiryReference: answer.reference })
        expect(messages.map((message) => message.kind).sort()).toEqual(["acknowledgement", "staff"])
        expect(t.wakes()).toBe(wakes + 1)
      },
    )

    it.each(Object.entries(VALID_BODIES))(
      "%s as a plain form: 303 to its confirmation page, which shows the reference",
      async (name, body) => {
        const response = await form(t, "/api/inquiry", plain(body), { referer: `${SITE_URL}${body.page}` })
        expect(response.statusCode).toBe(303)
        expectNoCors(response)
        const location = String(response.headers.location)
        const reference = location.replace("/api/inquiry/", "")
        expect(reference).toMatch(REFERENCE_PATTERN)
        expect(location).toBe(`/api/inquiry/${reference}`)
        const stored = await t.store.findInquiry(reference)
        expect(stored).toMatchObject({ form: name, email: body.email, spam: false })
        if ("items" in body) expect(stored?.fields.items).toEqual(body.items)

        const page = await t.app.inject({ method: "GET", url: location })
        expect(page.statusCode).toBe(200)
        expect(page.headers["content-type"]).toBe("text/html; charset=utf-8")
        expect(page.headers["cache-control"]).toBe("no-store")
        expect(page.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-")
        expect(page.body).toContain(`Your reference: <strong data-inquiry-reference="">${reference}</strong>`)
        expectNoCors(page)
      },
    )

    it("a German form is confirmed on the German page", async () => {
      const response = await form(t, "/api/inquiry", { ...plain(VALID_BODIES.contact), language: "de", email: "de@example.com" })
      expect(response.statusCode).toBe(303)
      const page = await t.app.inject({ method: "GET", url: String(response.headers.location) })
      expect(page.body).toMatch(/Ihre Referenz: <strong data-inquiry-reference="">LDT-\d{4}-[0-9A-Z]{6}<\/strong>/)
    })

    it("the contact form without script takes the experience from its page's ?interest=, from this site only", async () => {
      const body = { ...plain(VALID_BODIES.contact), email: "interest@example.com" }
      const own = await form(t, "/api/inquiry", body, { referer: `${SITE_URL}/contact?interest=${EXPERIENCE_SLUG}` })
      const ownStored = await t.store.findInquiry(String(own.headers.location).split("/").pop() ?? "")
      expect(ownStored?.fields.experience).toBe(EXPERIENCE_SLUG)

      const foreign = await form(
        t,
        "/api/inquiry",
        { ...body, requirements: "other" },
        { referer: `https://elsewhere.example/contact?interest=${EXPERIENCE_SLUG}` },
      )
      const foreignStored = await t.store.findInquiry(String(foreign.headers.location).split("/").pop() ?? "")
      expect(foreignStored?.fields.experience).toBeUndefined()
    })

    it("the language: the form's when the site has it, else the page's (Referer), else the default", async () => {
      const cases: Array<[language: string, referer: string | undefined, expected: string]> = [
        ["de", undefined, "de"],
        ["fr", `${SITE_URL}/de/contact`, "de"],
        ["fr", `${SITE_URL}/contact`, "en"],
        ["fr", undefined, "en"],
      ]
      for (const [language, referer, expected] of cases) {
        const response = await json(
          t,
          "/api/inquiry",
          { ...VALID_BODIES.contact, language, submissionKey: key() },
          referer ? { referer } : {},
        )
        const stored = await t.store.findInquiry(response.json<{ reference: string }>().reference)
        expect(stored?.language).toBe(expected)
      }
    })

    it.each(["en", "de"])("a bad field gets a message in %s that names it, as JSON and on the problem page", async (language) => {
      const body = { ...VALID_BODIES.contact, language, firstName: "", email: "not an address", submissionKey: key() }
      const response = await json(t, "/api/inquiry", body)
      expect(response.statusCode).toBe(400)
      const answer = response.json<{ error: string; message: string; fields: Record<string, string> }>()
      expect(answer.error).toBe("invalid")
      expect(answer.message).toBe(texts.t(language, "form.problem.invalid"))
      expect(answer.fields).toEqual({
        firstName: fieldMessage(language, "required", "form.firstName"),
        email: texts.t(language, "form.error.email"),
      })
      // The label as the form shows it: "first name" in English's sentence, „Vorname“ in German's
      expect(answer.fields.firstName).toContain(
        language === "en" ? texts.t("en", "form.firstName").toLowerCase() : texts.t("de", "form.firstName"),
      )

      const page = await form(t, "/api/inquiry", plain(body))
      expect(page.statusCode).toBe(400)
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8")
      expect(page.body).toContain(language === "en" ? "<h1>Not sent</h1>" : "<h1>Nicht gesendet</h1>")
      expect(page.body).toContain(`<li>${escapeHtml(answer.fields.firstName ?? "")}</li><li>${escapeHtml(answer.fields.email ?? "")}</li>`)
    })

    it("a text over its limit says so, with the limit", async () => {
      const response = await json(t, "/api/inquiry", { ...VALID_BODIES["plan-trip"], lastName: "x".repeat(101), submissionKey: key() })
      expect(response.statusCode).toBe(400)
      const field = texts.t("en", "form.lastName")
      expect(response.json<{ fields: Record<string, string> }>().fields.lastName).toBe(
        texts.t("en", "form.error.tooLong", { field, fieldLower: field.toLowerCase(), max: 100 }),
      )
    })

    it("the same submission key twice in a row and ten times at once: one inquiry, one reference", async () => {
      const email = `twice-${engine}@example.com`
      const submissionKey = key()
      const body = { ...VALID_BODIES.contact, email, submissionKey }
      const first = (await json(t, "/api/inquiry", body)).json<{ reference: string }>().reference
      const wakes = t.wakes()
      const second = (await json(t, "/api/inquiry", body)).json<{ reference: string }>().reference
      expect(second).toBe(first)
      expect(t.wakes()).toBe(wakes)

      const atOnce = { ...body, submissionKey: key() }
      const answers = await Promise.all(Array.from({ length: 10 }, () => json(t, "/api/inquiry", atOnce)))
      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200))
      expect(new Set(answers.map((answer) => answer.json<{ reference: string }>().reference)).size).toBe(1)

      const stored = await t.store.listInquiries({ email })
      expect(stored).toHaveLength(2)
      for (const inquiry of stored) expect(await t.store.listMessages({ inquiryReference: inquiry.reference })).toHaveLength(2)
    })

    it("a plain form sent twice (a double click): the same content is the same inquiry", async () => {
      const body = { ...plain(VALID_BODIES["plan-trip"]), email: `double-${engine}@example.com` }
      const [first, second] = [await form(t, "/api/inquiry", body), await form(t, "/api/inquiry", body)]
      expect(first?.statusCode).toBe(303)
      expect(second?.headers.location).toBe(first?.headers.location)
      expect(await t.store.listInquiries({ email: body.email })).toHaveLength(1)
    })

    it.each([
      ["the honeypot filled", { website: "https://spam.example" }],
      ["sent faster than a person can", { fillMs: 400 }],
    ])("spam (%s): the same answer, stored as spam, nothing sent", async (_name, extra) => {
      const wakes = t.wakes()
      const response = await json(t, "/api/inquiry", { ...VALID_BODIES.contact, ...extra, submissionKey: key() })
      expect(response.statusCode).toBe(200)
      const { reference } = response.json<{ reference: string }>()
      expect(reference).toMatch(REFERENCE_PATTERN)
      expect(await t.store.findInquiry(reference)).toMatchObject({ spam: true })
      expect(await t.store.listMessages({ inquiryReference: reference })).toEqual([])
      expect(t.wakes()).toBe(wakes)

      const plainSpam = await form(t, "/api/inquiry", {
        ...plain(VALID_BODIES.trip),
        ...extra,
        email: `bot-${engine}-${key()}@example.com`,
      })
      expect(plainSpam.statusCode).toBe(303)
      const plainReference = String(plainSpam.headers.location).split("/").pop() ?? ""
      expect(await t.store.findInquiry(plainReference)).toMatchObject({ spam: true })
      expect(await t.store.listMessages({ inquiryReference: plainReference })).toEqual([])
    })

    it("acknowledgements to one address stop at ACK_LIMIT_PER_DAY; staff messages do not", async () => {
      const email = `many-${engine}@example.com`
      for (let i = 0; i < t.config.ackLimitPerDay + 2; i++)
        await json(t, "/api/inquiry", { ...VALID_BODIES.contact, email, submissionKey: key() })
      const kinds = (
        await Promise.all(
          (await t.store.listInquiries({ email })).map((inquiry) => t.store.listMessages({ inquiryReference: inquiry.reference })),
        )
      )
        .flat()
        .map((message) => message.kind)
      expect(kinds.filter((kind) => kind === "staff")).toHaveLength(t.config.ackLimitPerDay + 2)
      expect(kinds.filter((kind) => kind === "acknowledgement")).toHaveLength(t.config.ackLimitPerDay)
    })

    it("413 past the body limit, with a message, as JSON and as the problem page", async () => {
      const big = { ...VALID_BODIES.contact, requirements: "x".repeat(t.config.bodyLimitBytes) }
      const response = await json(t, "/api/inquiry", big)
      expect(response.statusCode).toBe(413)
      expect(response.json()).toEqual({ error: "too-large", message: texts.t("en", "form.problem.tooLarge") })
      const page = await form(t, "/api/inquiry", plain(big), { referer: `${SITE_URL}/de/contact` })
      expect(page.statusCode).toBe(413)
      expect(page.body).toContain(`<ul data-form-problems=""><li>${escapeHtml(texts.t("de", "form.problem.tooLarge"))}</li></ul>`)
    })

    it("415 for a body that is neither JSON nor a form (text/plain included)", async () => {
      for (const type of ["text/plain", "application/xml", "application/x-www-form-urlencodedx"]) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/inquiry",
          payload: "form=contact",
          headers: { ...SAME_ORIGIN, "content-type": type },
        })
        expect(response.statusCode).toBe(415)
        expect(response.json()).toEqual({ error: "unsupported", message: texts.t("en", "form.problem.unsupported") })
      }
      // A plain form with enctype="multipart/form-data" is still a plain form: the problem page
      const multipart = await t.app.inject({
        method: "POST",
        url: "/api/inquiry",
        payload: "--x--",
        headers: { ...SAME_ORIGIN, "content-type": "multipart/form-data; boundary=x" },
      })
      expect(multipart.statusCode).toBe(415)
      expect(multipart.body).toContain(`<li>${escapeHtml(texts.t("en", "form.problem.unsupported"))}</li>`)
    })

    it("malformed JSON is 400 with a message, never 500", async () => {
      for (const payload of ["{", '{"form": "contact",}', "[]", "null", '"text"', '{"__proto__": {"x": 1}}']) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/inquiry",
          payload,
          headers: { ...SAME_ORIGIN, "content-type": "application/json" },
        })
        expect(response.statusCode).toBe(400)
        expect(response.json<{ message: string }>().message).toBeTruthy()
        expect(response.body).not.toMatch(/at .*\.(ts|js):\d+/)
      }
    })

    it("a POST from another site's page is refused with 403; nothing is stored", async () => {
      const email = `forged-${engine}@example.com`
      const forged: Array<Record<string, string>> = [
        { origin: "https://evil.example" },
        { origin: "null" },
        { origin: `${SITE_URL}.evil.example` },
        { "sec-fetch-site": "cross-site" },
        { "sec-fetch-site": "same-site" },
        { "sec-fetch-site": "cross-site", origin: SITE_URL },
      ]
      for (const headers of forged) {
        const response = await t.app.inject({ method: "POST", url: "/api/inquiry", payload: { ...VALID_BODIES.contact, email }, headers })
        expect(response.statusCode).toBe(403)
        expect(response.json()).toEqual({ error: "forbidden", message: texts.t("en", "form.problem.forbidden") })
        expectNoCors(response)
      }
      const forgedForm = await t.app.inject({
        method: "POST",
        url: "/api/newsletter",
        payload: urlencoded(VALID_NEWSLETTER),
        headers: { ...FORM, origin: "https://evil.example", referer: "https://evil.example/de/" },
      })
      expect(forgedForm.statusCode).toBe(403)
      expect(forgedForm.body).toContain("data-form-problems")
      expect(await t.store.listInquiries({ email })).toEqual([])
    })

    it("this site's own origin is accepted: SITE_URL, the Host, or nginx's X-Forwarded-Host", async () => {
      const allowed: Array<Record<string, string>> = [
        { origin: SITE_URL, "sec-fetch-site": "same-origin" },
        { "sec-fetch-site": "none" },
        {},
        { host: "127.0.0.1:9000", "x-forwarded-host": "www.luxury.example", origin: "https://www.luxury.example" },
        { host: "shop.example:8080", origin: "http://shop.example:8080" },
      ]
      for (const headers of allowed) {
        const response = await t.app.inject({
          method: "POST",
          url: "/api/inquiry",
          payload: { ...VALID_BODIES.contact, submissionKey: key() },
          headers,
        })
        expect(response.statusCode).toBe(200)
      }
    })

    it("no response carries Access-Control-Allow-Origin, not even a preflight's", async () => {
      const preflight = await t.app.inject({
        method: "OPTIONS",
        url: "/api/inquiry",
        headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
      })
      expect(preflight.statusCode).toBeGreaterThanOrEqual(400)
      expectNoCors(preflight)
    })
  })

  describe("GET /api/inquiry/:reference", () => {
    it.each(["LDT-2026-AAAAAA", "LDT-2026-aaaaaa", "nothing", "LDT-2026-AAAAAA%3Cscript%3E"])(
      "%s, unknown or malformed: the 404 page with 404",
      async (reference) => {
        const response = await t.app.inject({ method: "GET", url: `/api/inquiry/${reference}` })
        expect(response.statusCode).toBe(404)
        expect(response.body).toContain("Page not found")
      },
    )

    it("unknown, from a German page: the German 404 page", async () => {
      const response = await t.app.inject({
        method: "GET",
        url: "/api/inquiry/LDT-2026-AAAAAA",
        headers: { referer: `${SITE_URL}/de/kontakt` },
      })
      expect(response.statusCode).toBe(404)
      expect(response.body).toContain("Seite nicht gefunden")
    })
  })

  describe("the newsletter", () => {
    const confirmations = async (email: string) =>
      (await t.store.listMessages({})).filter((message) => message.kind === "newsletter-confirmation" && message.mail.to === email)
    const linkIn = (text: string, route: string) => {
      const match = new RegExp(`${SITE_URL.replace(/[.]/g, "\\.")}(/api/newsletter/${route}\\?token=[^\\s"<>]+)`).exec(text)
      if (!match?.[1]) throw new Error(`no ${route} link in the e-mail`)
      return match[1]
    }

    it("a sign-up: pending with the consent text and time, a confirmation e-mail; a known address gets the same answer", async () => {
      const email = `reader-${engine}@example.com`
      const before = Date.now()
      const first = await json(t, "/api/newsletter", { ...VALID_NEWSLETTER, email })
      expect(first.statusCode).toBe(200)
      expect(first.json()).toEqual({ status: "pending", message: texts.t("en", "footer.newsletter.pending") })
      const subscriber = (await t.store.listSubscribers()).find((candidate) => candidate.email === email)
      expect(subscriber).toMatchObject({ state: "pending", language: "en", consentText: texts.t("en", "footer.newsletter.consent") })
      expect(subscriber?.consentAt).toBeGreaterThanOrEqual(before)
      const [message] = await confirmations(email)
      expect(message?.mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click")

      const second = await json(t, "/api/newsletter", { ...VALID_NEWSLETTER, email })
      expect(second.statusCode).toBe(200)
      expect(second.body).toBe(first.body)

      // Confirmed, and asked again: still the same answer
      await t.app.inject({ method: "GET", url: linkIn(message?.mail.text ?? "", "confirm") })
      const third = await json(t, "/api/newsletter", { ...VALID_NEWSLETTER, email })
      expect(third.body).toBe(first.body)
    })

    it("a plain form is sent on to the pending page of its language", async () => {
      const en = await form(t, "/api/newsletter", { language: "en", email: `plain-${engine}@example.com` })
      expect(en.statusCode).toBe(303)
      expect(en.headers.location).toBe("/newsletter/pending")
      const de = await form(t, "/api/newsletter", { language: "de", email: `plain-de-${engine}@example.com` })
      expect(de.headers.location).toBe("/de/newsletter/pending")
    })

    it("the confirmation link confirms and leads to the confirmed page; a forged or expired link to the expired page", async () => {
      const email = `confirm-${engine}@example.com`
      await json(t, "/api/newsletter", { ...VALID_NEWSLETTER, language: "de", email })
      const [message] = await confirmations(email)
      const confirm = await t.app.inject({ method: "GET", url: linkIn(message?.mail.text ?? "", "confirm") })
      expect(confirm.statusCode).toBe(303)
      expect(confirm.headers.location).toBe("/de/newsletter/confirmed")
      const subscriber = (await t.store.listSubscribers()).find((candidate) => candidate.email === email)
      expect(subscriber?.state).toBe("confirmed")

      const forged = await t.app.inject({ method: "GET", url: "/api/newsletter/confirm?token=abc.def" })
      expect(forged.headers.location).toBe("/newsletter/expired")
      const none = await t.app.inject({ method: "GET", url: "/api/newsletter/confirm" })
      expect(none.headers.location).toBe("/newsletter/expired")
      const expiredToken = signToken(
        { purpose: "confirm", subscriberId: subscriber?.id ?? "", expiresAt: Date.now() - 1 },
        t.config.signingSecret ?? "",
      )
      const expired = await t.app.inject({ method: "GET", url: `/api/newsletter/confirm?token=${encodeURIComponent(expiredToken)}` })
      expect(expired.statusCode).toBe(303)
      expect(expired.headers.location).toBe("/de/newsletter/expired")
    })

    it("unsubscribe: the link (GET) leads to the unsubscribed page; one-click (POST) answers 200, from any site, any body type", async () => {
      const email = `leaving-${engine}@example.com`
      await json(t, "/api/newsletter", { ...VALID_NEWSLETTER, email })
      const [message] = await confirmations(email)
      const link = linkIn(message?.mail.text ?? "", "unsubscribe")
      expect(message?.mail.headers?.["List-Unsubscribe"]).toBe(`<${SITE_URL}${link}>`)

      const get = await t.app.inject({ method: "GET", url: link })
      expect(get.statusCode).toBe(303)
      expect(get.headers.location).toBe("/newsletter/unsubscribed")
      expect((await t.store.listSubscribers()).find((candidate) => candidate.email === email)?.state).toBe("unsubscribed")

      for (const headers of [
        { ...FORM, origin: "https://mail.example" },
        { "content-type": "multipart/form-data; boundary=b", "sec-fetch-site": "cross-site" },
      ]) {
        const payload = headers["content-type"].startsWith("multipart")
          ? '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n'
          : "List-Unsubscribe=One-Click"
        const oneClick = await t.app.inject({ method: "POST", url: link, payload, headers })
        expect(oneClick.statusCode).toBe(200)
        expectNoCors(oneClick)
      }
      const forged = await t.app.inject({ method: "GET", url: "/api/newsletter/unsubscribe?token=x.y" })
      expect(forged.headers.location).toBe("/newsletter/expired")
      const forgedPost = await t.app.inject({
        method: "POST",
        url: "/api/newsletter/unsubscribe?token=x.y",
        payload: "List-Unsubscribe=One-Click",
        headers: FORM,
      })
      expect(forgedPost.statusCode).toBe(400)
    })

    it("confirmation e-mails to one address stop at ACK_LIMIT_PER_DAY; the answer stays the same", async () => {
      const email = `flooded-${engine}@example.com`
      const bodies = new Set<string>()
      for (let i = 0; i < t.config.ackLimitPerDay + 2; i++)
        bodies.add((await json(t, "/api/newsletter", { ...VALID_NEWSLETTER, email })).body)
      expect(bodies.size).toBe(1)
      expect(await confirmations(email)).toHaveLength(t.config.ackLimitPerDay)
    })

    it.each([
      ["the honeypot filled", { website: "x" }],
      ["sent faster than a person can", { fillMs: 10 }],
    ])("spam (%s): the same answer; nothing stored or sent", async (_name, extra) => {
      const email = `bot-${engine}-${key()}@example.com`
      const response = await json(t, "/api/newsletter", { ...VALID_NEWSLETTER, ...extra, email })
      expect(response.json()).toEqual({ status: "pending", message: texts.t("en", "footer.newsletter.pending") })
      expect((await t.store.listSubscribers()).find((candidate) => candidate.email === email)).toBeUndefined()
      expect(await confirmations(email)).toEqual([])
    })

    it("an invalid address gets the field's message", async () => {
      const response = await json(t, "/api/newsletter", { ...VALID_NEWSLETTER, email: "nope", language: "de" })
      expect(response.statusCode).toBe(400)
      expect(response.json<{ fields: Record<string, string> }>().fields).toEqual({ email: texts.t("de", "form.error.email") })
    })
  })

  describe("GET /api/health", () => {
    it("reports the store and the outbox", async () => {
      const response = await t.app.inject({ method: "GET", url: "/api/health" })
      expect(response.statusCode).toBe(200)
      const health = response.json<{ status: string; store: unknown; outbox: Record<string, unknown> }>()
      expect(health.store).toEqual({ engine, ok: true })
      expect(health.status).toBe("ok")
      expect(health.outbox.pending).toBeGreaterThan(0)
      expect(Object.keys(health.outbox).sort()).toEqual(["failed", "oldestPendingMs", "pending", "sent"])
    })
  })

  it("a reference already taken is drawn again", async () => {
    let clashes = 1
    const clashing = new Proxy(t.store, {
      get: (target, property, receiver) => {
        const value: unknown = Reflect.get(target, property, receiver)
        if (property !== "submitInquiry" || typeof value !== "function") return value
        return (...args: Parameters<Store["submitInquiry"]>) =>
          clashes-- > 0 ? Promise.reject(new ReferenceTakenError("taken")) : target.submitInquiry(...args)
      },
    }) as Store
    const app = await buildApp({ config: t.config, store: clashing, siteTexts: texts, worker: { wake: () => undefined } })
    try {
      const response = await app.inject({
        method: "POST",
        url: "/api/inquiry",
        payload: { ...VALID_BODIES.contact, submissionKey: key() },
        headers: SAME_ORIGIN,
      })
      expect(response.statusCode).toBe(200)
      expect(clashes).toBe(-1)
      expect(await t.store.findInquiry(response.json<{ reference: string }>().reference)).not.toBeNull()
    } finally {
      await app.close()
    }
  })

  describe("a store that cannot be reached", () => {
    it("503 with a message for the forms and the health check; never 500", async () => {
      const down = (error: () => unknown) =>
        new Proxy(t.store, {
          get: (target, property, receiver) => {
            const value: unknown = Reflect.get(target, property, receiver)
            if (property === "engine" || typeof value !== "function") return value
            return () => Promise.reject(error())
          },
        }) as Store
      const broken = await buildApp({
        config: t.config,
        store: down(() => new StoreUnavailableError("down")),
        siteTexts: texts,
        worker: { wake: () => undefined },
      })
      try {
        const response = await broken.inject({ method: "POST", url: "/api/inquiry", payload: VALID_BODIES.contact, headers: SAME_ORIGIN })
        expect(response.statusCode).toBe(503)
        expect(response.json()).toEqual({ error: "unavailable", message: texts.t("en", "form.problem.unavailable") })
        const page = await broken.inject({
          method: "POST",
          url: "/api/newsletter",
          payload: urlencoded({ ...VALID_NEWSLETTER, language: "de" }),
          headers: { ...SAME_ORIGIN, ...FORM },
        })
        expect(page.statusCode).toBe(503)
        expect(page.body).toContain(`<li>${escapeHtml(texts.t("de", "form.problem.unavailable"))}</li>`)
        const health = await broken.inject({ method: "GET", url: "/api/health" })
        expect(health.statusCode).toBe(503)
        expect(health.json()).toEqual({ status: "unavailable", store: { engine, ok: false } })
      } finally {
        await broken.close()
      }
    })
  })
})

describe("the rate limit", () => {
  let fixture: Fixture
  let t: TestApp
  beforeAll(async () => {
    fixture = makeFixture()
    t = await startTestApp(fixture, "sqlite", { rateLimitPerMinute: 3 })
  })
  afterAll(async () => {
    await t?.close()
    fixture?.remove()
  })

  it("counts every form post of a client address (nginx's X-Forwarded-For) together: 429 with a message and Retry-After", async () => {
    const from = (address: string) => ({ ...SAME_ORIGIN, "x-forwarded-for": address })
    const statuses: number[] = []
    for (const url of ["/api/inquiry", "/api/newsletter", "/api/inquiry"])
      statuses.push((await json(t, url, {}, from("203.0.113.7"))).statusCode)
    expect(statuses).toEqual([400, 400, 400])

    const limited = await json(t, "/api/inquiry", { ...VALID_BODIES.contact, language: "de" }, from("203.0.113.7"))
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0)
    expect(limited.json()).toEqual({ error: "rate-limited", message: texts.t("en", "form.problem.rateLimited") })
    const limitedForm = await form(t, "/api/newsletter", VALID_NEWSLETTER, { "x-forwarded-for": "203.0.113.7", referer: `${SITE_URL}/de/` })
    expect(limitedForm.statusCode).toBe(429)
    expect(limitedForm.body).toContain(`<li>${escapeHtml(texts.t("de", "form.problem.rateLimited"))}</li>`)

    // Another address has its own count; the pages are not counted
    expect((await json(t, "/api/inquiry", { ...VALID_BODIES.contact, submissionKey: key() }, from("198.51.100.2"))).statusCode).toBe(200)
    expect((await t.app.inject({ method: "GET", url: "/", headers: { "x-forwarded-for": "203.0.113.7" } })).statusCode).toBe(200)
  })
})
