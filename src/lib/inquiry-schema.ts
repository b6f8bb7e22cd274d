import { z } from "zod"
import { EMAIL_PATTERN, FIELD_LIMITS, HONEYPOT_FIELD, MAX_TRIP_ITEMS, type FieldErrorCode } from "./form-fields"

/**
 * The site's forms as the server receives them (server/routes/): one zod schema per form, shared by the pages (field
 * names, which are required, their maxLength) and the server (validation, in JSON from a page's script or
 * application/x-www-form-urlencoded from a plain HTML form). An issue's `message` is a code, not a text: the visitor's
 * language turns it into one (`form.error.<code>` in data/translations, see fieldErrors).
 */

export { FIELD_LIMITS, MAX_TRIP_ITEMS, HONEYPOT_FIELD, EMAIL_PATTERN, type FieldErrorCode } from "./form-fields"

/** A control character (Unicode's Cc, C0 and DEL) other than tab and the line breaks: nothing a person types. */
const CONTROL_CHARACTER = /(?![\t\n\r\u0080-\u009f])\p{Cc}/u
const withoutControls = (schema: z.ZodString) => schema.refine((value) => !CONTROL_CHARACTER.test(value), { error: "invalid" })

const requiredText = (max: number) =>
  withoutControls(z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "tooLong" }))
const optionalText = (max: number) => withoutControls(z.string({ error: "invalid" }).trim().max(max, { error: "tooLong" })).default("")
/** One line of text: no line break (it may reach a mail header or a CSV row). */
const requiredLine = (max: number) => requiredText(max).refine((value) => !/[\r\n]/.test(value), { error: "invalid" })
const optionalLine = (max: number) => optionalText(max).refine((value) => !/[\r\n]/.test(value), { error: "invalid" })

const email = requiredLine(FIELD_LIMITS.email).refine((value) => EMAIL_PATTERN.test(value), { error: "email" })
/** A path on this site ("/destinations/phuket"), never another origin ("//evil.example", "https://…"). */
const sitePath = z
  .string({ error: "invalid" })
  .max(FIELD_LIMITS.path, { error: "tooLong" })
  .regex(/^\/(?![/\\])[^\s]*$/, { error: "invalid" })
const slug = z.string({ error: "invalid" }).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: "invalid" })

/** What every form carries besides its fields. */
const envelope = {
  /** The page's language code (data/languages.json): the messages and the acknowledgement follow it. */
  language: z.string({ error: "invalid" }).regex(/^[a-z]{2,3}$/, { error: "invalid" }),
  /** The page the form was sent from. */
  page: sitePath.optional(),
  /**
   * One per filled-in form (a random id the page's script makes when the form is shown): the same key twice is the
   * same inquiry, with the same reference. A plain HTML form has none; the server then keys it by its content.
   */
  submissionKey: z
    .string({ error: "invalid" })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, { error: "invalid" })
    .optional(),
  /** Milliseconds from showing the form to sending it (the page's script measures it; absent without script). */
  fillMs: z.coerce.number({ error: "invalid" }).int({ error: "invalid" }).min(0, { error: "invalid" }).optional(),
  /** The honeypot: empty from a person. Not an error when filled (a bot must not learn it was caught). */
  [HONEYPOT_FIELD]: z.string({ error: "invalid" }).max(FIELD_LIMITS.text, { error: "tooLong" }).optional(),
}

const contactFields = {
  firstName: requiredLine(FIELD_LIMITS.name),
  lastName: requiredLine(FIELD_LIMITS.name),
  email,
}

/** One shortlisted item of My trip: its name as shown, its page on the site, and what the card said of it. */
export const tripItemSchema = z.strictObject({
  name: requiredLine(FIELD_LIMITS.line),
  path: sitePath,
  details: optionalLine(FIELD_LIMITS.line),
})

/** /contact: name and e-mail required, the trade fields optional, and the experience the visitor came to book. */
export const contactInquirySchema = z.strictObject({
  form: z.literal("contact"),
  ...envelope,
  ...contactFields,
  company: optionalLine(FIELD_LIMITS.line),
  destination: optionalLine(FIELD_LIMITS.line),
  travellers: optionalLine(FIELD_LIMITS.line),
  dates: optionalLine(FIELD_LIMITS.line),
  budget: optionalLine(FIELD_LIMITS.line),
  requirements: optionalText(FIELD_LIMITS.text),
  /** The experience's slug (/contact?interest=<slug>). */
  experience: slug.optional(),
})

/** The Plan Your Trip dialog on /experiences: about one experience. */
export const planTripInquirySchema = z.strictObject({
  form: z.literal("plan-trip"),
  ...envelope,
  ...contactFields,
  request: optionalText(FIELD_LIMITS.text),
  experience: slug,
})

/** My trip's "Send as inquiry": the whole shortlist, each item with its link. */
export const tripInquirySchema = z.strictObject({
  form: z.literal("trip"),
  ...envelope,
  ...contactFields,
  company: optionalLine(FIELD_LIMITS.line),
  message: optionalText(FIELD_LIMITS.text),
  dates: optionalLine(FIELD_LIMITS.line),
  travellers: optionalLine(FIELD_LIMITS.line),
  items: z
    .array(tripItemSchema, { error: "invalid" })
    .min(1, { error: "required" })
    .max(MAX_TRIP_ITEMS, { error: "tooLong" }),
})

/** Any of the three inquiry forms, told apart by their `form` field. */
export const inquirySchema = z.discriminatedUnion("form", [contactInquirySchema, planTripInquirySchema, tripInquirySchema], {
  error: "invalid",
})

/** The footer's newsletter sign-up (double opt-in: the address is only added once its owner confirms). */
export const newsletterSchema = z.strictObject({
  ...envelope,
  email,
})

export type InquiryForm = z.infer<typeof inquirySchema>
export type InquiryFormName = InquiryForm["form"]
export type ContactInquiry = z.infer<typeof contactInquirySchema>
export type PlanTripInquiry = z.infer<typeof planTripInquirySchema>
export type TripInquiry = z.infer<typeof tripInquirySchema>
export type TripItemSent = z.infer<typeof tripItemSchema>
export type NewsletterSignup = z.infer<typeof newsletterSchema>

/**
 * Each invalid field's first issue, by the field's name ("items" for any of the shortlist's items; "form" for a
 * body that is no form at all). The page and the server turn the codes into texts with `form.error.<code>`.
 */
export function fieldErrors(error: z.ZodError): Record<string, FieldErrorCode> {
  const errors: Record<string, FieldErrorCode> = {}
  for (const issue of error.issues) {
    const field = typeof issue.path[0] === "string" ? issue.path[0] : "form"
    const code = ["required", "email", "tooLong"].includes(issue.message) ? (issue.message as FieldErrorCode) : "invalid"
    errors[field] ??= code
  }
  return errors
}

/** The limit a field's text is checked against, for its maxLength attribute and the `tooLong` message. */
export function maxLengthOf(schema: z.ZodObject, field: string): number | undefined {
  const shape = schema.shape[field]
  const json = shape ? z.toJSONSchema(shape, { io: "input", unrepresentable: "any" }) : undefined
  return json && typeof json === "object" && "maxLength" in json && typeof json.maxLength === "number" ? json.maxLength : undefined
}
