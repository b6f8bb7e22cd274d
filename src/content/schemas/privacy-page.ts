import { z } from "zod"
import { integer, isoDate, longText, text, texts } from "../fields"

/** A section of the policy: a heading and its paragraphs. */
const prose = (label: string, hint?: string) =>
  z
    .strictObject({ title: text("Title"), paragraphs: texts("Paragraphs", 1, undefined, hint) })
    .meta({ label, graphqlType: "PrivacySection" })

/** A section with a list after its paragraphs. */
const listed = (label: string, hint?: string) =>
  z
    .strictObject({ title: text("Title"), paragraphs: texts("Paragraphs", 1, undefined, hint), items: texts("List") })
    .meta({ label, graphqlType: "PrivacyListedSection" })

/** The placeholder the retention section writes the period with ("for {months} months"). */
export const RETENTION_PLACEHOLDER = "{months}"

/**
 * /privacy: the privacy policy. The company's legal name, address and e-mail come from data/company (shown under
 * "Who is responsible" and "Whom to ask"); the retention period is one figure, `retentionMonths`, which the server's
 * clean-up job reads too (server/site-texts.ts), shown where the retention section writes {months}.
 */
export const privacyPageSchema = z
  .strictObject({
    title: text("Title"),
    intro: longText("Introduction"),
    updated: isoDate("Last updated", "YYYY-MM-DD: the day the policy last changed; shown under the title."),
    retentionMonths: integer(
      "Inquiries kept for (months)",
      1,
      120,
      "How long an inquiry is kept: the server deletes older ones, and the page shows the figure where the retention section writes {months}.",
    ),
    controller: prose("Who is responsible", "The company's legal name, address and e-mail follow, from the company data."),
    collected: listed("What we store and why"),
    legalBases: listed("Legal bases"),
    recipients: listed("Who receives it"),
    retention: listed("How long we keep it", "Write {months} where the period goes (the figure above)."),
    cookies: z
      .strictObject({
        title: text("Title"),
        paragraphs: texts("Paragraphs"),
        analyticsOn: longText("While analytics is set up", "Shown while the company data names an analytics id."),
        analyticsOff: longText("While analytics is not set up", "Shown while the company data names no analytics id."),
      })
      .meta({ label: "Cookies and storage in the browser" }),
    rights: listed("Your rights"),
    contact: prose("Whom to ask", "The company's e-mail follows, from the company data."),
  })
  .refine((page) => [...page.retention.paragraphs, ...page.retention.items].some((line) => line.includes(RETENTION_PLACEHOLDER)), {
    error: `must write ${RETENTION_PLACEHOLDER} in the retention section's paragraphs or list: the page shows the retention period there`,
    path: ["retention"],
  })
export type PrivacyPageRecord = z.infer<typeof privacyPageSchema>
