import type { z } from "zod"
import {
  contactInquirySchema,
  fieldErrors,
  maxLengthOf,
  MAX_TRIP_ITEMS,
  newsletterSchema,
  planTripInquirySchema,
  tripInquirySchema,
} from "../../src/lib/inquiry-schema"
import type { SiteTexts } from "../site-texts"

/** The form a body claims to be ("newsletter" for /api/newsletter), for its fields' labels and limits. */
export type FormKind = "contact" | "plan-trip" | "trip" | "newsletter"

const SCHEMAS: Readonly<Record<FormKind, z.ZodObject>> = {
  contact: contactInquirySchema,
  "plan-trip": planTripInquirySchema,
  trip: tripInquirySchema,
  newsletter: newsletterSchema,
}

/**
 * Each field's label as its form shows it (src/components/ui/contact-fields.tsx, src/components/sections/*-form.tsx,
 * plan-trip-dialog.tsx, src/components/layout/newsletter-form.tsx), so a message names the field the visitor sees.
 */
const CONTACT_LABELS = { firstName: "form.firstName", lastName: "form.lastName", email: "form.email" }
export const FIELD_LABEL_KEYS: Readonly<Record<FormKind, Readonly<Record<string, string>>>> = {
  contact: {
    ...CONTACT_LABELS,
    company: "contact.company",
    destination: "contact.destination",
    travellers: "contact.travellers",
    dates: "contact.dates",
    budget: "contact.budget",
    requirements: "contact.requirements",
    experience: "inquiry.experience",
  },
  "plan-trip": { ...CONTACT_LABELS, request: "planTrip.request", experience: "inquiry.experience" },
  trip: {
    ...CONTACT_LABELS,
    company: "contact.company",
    message: "trip.message",
    dates: "inquiry.dates",
    travellers: "trip.travellers",
    items: "inquiry.items",
  },
  newsletter: { email: "footer.newsletter.label" },
}

/** The kind a body names in its `form` field (the inquiry schema's discriminator); contact when it names none. */
export function formKindOf(body: unknown): FormKind {
  const form = typeof body === "object" && body !== null && "form" in body ? (body as { form: unknown }).form : undefined
  return form === "plan-trip" || form === "trip" ? form : "contact"
}

/**
 * The zod error as one text per field in the visitor's language: `form.error.<code>` with the field's label (and its
 * limit for tooLong). A field the visitor never sees (the language, the page, the key, the form itself) gets the one
 * text that says the form could not be read: the page had a fault, not the visitor.
 */
export function fieldMessages(error: z.ZodError, kind: FormKind, language: string, siteTexts: SiteTexts): Record<string, string> {
  const messages: Record<string, string> = {}
  for (const [field, code] of Object.entries(fieldErrors(error))) {
    const labelKey = FIELD_LABEL_KEYS[kind][field]
    if (!labelKey) {
      messages[field] = siteTexts.t(language, "form.problem.unreadable")
      continue
    }
    const label = siteTexts.t(language, labelKey)
    const values = { field: label, fieldLower: label.toLowerCase() }
    if (field === "items") {
      // The shortlist: too many items, or one the page sent wrong (the visitor typed none of it)
      const key = code === "tooLong" ? "form.error.tooManyItems" : "form.error.invalid"
      messages[field] = siteTexts.t(language, key, { ...values, max: MAX_TRIP_ITEMS })
      continue
    }
    messages[field] = siteTexts.t(language, `form.error.${code}`, { ...values, max: maxLengthOf(SCHEMAS[kind], field) ?? "" })
  }
  return messages
}
