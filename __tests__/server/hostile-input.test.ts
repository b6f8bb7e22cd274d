/** @jest-environment node */
import type { LightMyRequestResponse } from "fastify"
import { HOSTILE_STRINGS } from "../../e2e/support/hostile-strings"
import { inquirySchema, newsletterSchema } from "../../src/lib/inquiry-schema"
import {
  makeFixture,
  SAME_ORIGIN,
  startTestApp,
  urlencoded,
  VALID_BODIES,
  VALID_NEWSLETTER,
  type Fixture,
  type TestApp,
} from "./support/site-fixture"

jest.setTimeout(300_000)

type Body = Record<string, unknown>
type Endpoint = "/api/inquiry" | "/api/newsletter"

/** One field of one form to fill with hostile text: a top-level field, or a field of the shortlist's first item. */
interface Target {
  endpoint: Endpoint
  name: string
  base: Body
  field: string
  item?: "name" | "path" | "details"
}

const ENVELOPE = ["form", "language", "page", "submissionKey", "fillMs", "website"]

const TARGETS: Target[] = [
  ...Object.entries(VALID_BODIES).flatMap(([name, base]) => {
    const fields = [...new Set([...Object.keys(base), ...ENVELOPE, ...(name === "contact" ? ["experience"] : [])])].filter(
      (field) => field !== "items",
    )
    const top = fields.map((field): Target => ({ endpoint: "/api/inquiry", name, base, field }))
    const items =
      "items" in base
        ? (["name", "path", "details"] as const).map((item): Target => ({ endpoint: "/api/inquiry", name, base, field: "items", item }))
        : []
    return [...top, ...items]
  }),
  ...[...Object.keys(VALID_NEWSLETTER), ...ENVELOPE.filter((field) => field !== "form")]
    .filter((field, index, all) => all.indexOf(field) === index)
    .map((field): Target => ({ endpoint: "/api/newsletter", name: "newsletter", base: VALID_NEWSLETTER, field })),
]

function withValue(target: Target, value: string): Body {
  const body: Body = { ...target.base }
  if (target.item) {
    const [first, ...rest] = (target.base.items as Body[]) ?? []
    body.items = [{ ...first, [target.item]: value }, ...rest]
  } else {
    body[target.field] = value
  }
  return body
}

/** The value as stored: what the form's schema makes of it (trimmed texts), read back from the stored fields. */
const storedValue = (fields: Record<string, unknown>, target: Target): unknown =>
  target.item ? (fields.items as Body[] | undefined)?.[0]?.[target.item] : fields[target.field]

describe("hostile input through every field of every endpoint, as JSON and as a plain form", () => {
  /** What the cases saw, so the last one can tell they tried both outcomes and checked the e-mails. */
  const seen = { accepted: 0, refused: 0, escapedInMail: 0 }
  let fixture: Fixture
  let t: TestApp
  beforeAll(async () => {
    fixture = makeFixture()
    t = await startTestApp(fixture, "sqlite", { rateLimitPerMinute: 1_000_000, ackLimitPerDay: 1_000_000 })
  })
  afterAll(async () => {
    await t?.close()
    fixture?.remove()
  })

  it.each(TARGETS.map((target) => [`${target.name} ${target.field}${target.item ? `[0].${target.item}` : ""}`, target] as const))(
    "%s: only 200, 303, 400 or 413 with a message; what is accepted is stored as text and escaped in the e-mail",
    async (_label, target) => {
      const failures: string[] = []
      for (const value of HOSTILE_STRINGS) {
        const body = withValue(target, value)
        const schema = target.endpoint === "/api/inquiry" ? inquirySchema : newsletterSchema
        const expected = schema.safeParse(body)
        for (const encoding of ["json", "form"] as const) {
          const response: LightMyRequestResponse = await t.app.inject({
            method: "POST",
            url: target.endpoint,
            payload: encoding === "json" ? body : urlencoded(body),
            headers: { ...SAME_ORIGIN, ...(encoding === "form" ? { "content-type": "application/x-www-form-urlencoded" } : {}) },
          })
          const where = `${encoding} ${JSON.stringify(value).slice(0, 60)}`
          if (response.headers["access-control-allow-origin"] !== undefined) failures.push(`${where}: Access-Control-Allow-Origin`)
          const accepted = encoding === "json" ? 200 : 303
          if (![accepted, 400, 413].includes(response.statusCode)) {
            failures.push(`${where}: status ${response.statusCode}: ${response.body.slice(0, 200)}`)
            continue
          }
          if (response.statusCode !== accepted) {
            seen.refused += 1
            const hasMessage =
              encoding === "json"
                ? Boolean(response.json<{ message?: string }>().message)
                : /data-form-problems[^>]*><li>[^<]+<\/li>/.test(response.body)
            if (!hasMessage) failures.push(`${where}: ${response.statusCode} without a message`)
            // A body over the limit (long text, urlencoded) is the only refusal of a valid form
            if (expected.success && response.statusCode !== 413) failures.push(`${where}: refused (${response.statusCode}) though valid`)
            continue
          }
          if (!expected.success) {
            failures.push(`${where}: accepted though the schema refuses it`)
            continue
          }
          seen.accepted += 1
          if (target.endpoint === "/api/newsletter") continue
          const reference =
            encoding === "json"
              ? response.json<{ reference: string }>().reference
              : (String(response.headers.location).split("/").pop() ?? "")
          const stored = await t.store.findInquiry(reference)
          const parsed = expected.data as Body
          const want = target.item ? (parsed.items as Body[])[0]?.[target.item] : parsed[target.field]
          if (!stored) failures.push(`${where}: ${reference} not stored`)
          else if (storedValue(stored.fields, target) !== want)
            failures.push(`${where}: stored as ${JSON.stringify(storedValue(stored.fields, target))}`)
          else if (!stored.spam && typeof want === "string" && /[<>]/.test(want)) {
            const staff = (await t.store.listMessages({ inquiryReference: reference })).find((message) => message.kind === "staff")
            if (!staff || staff.mail.html.includes(want)) failures.push(`${where}: no staff message, or the text unescaped in its HTML`)
            else seen.escapedInMail += 1
          }
        }
      }
      expect(failures).toEqual([])
    },
  )

  it("tried texts that pass and texts that fail, and read the e-mails of those with markup", () => {
    expect(seen.accepted).toBeGreaterThan(1000)
    expect(seen.refused).toBeGreaterThan(1000)
    expect(seen.escapedInMail).toBeGreaterThan(100)
  })
})
