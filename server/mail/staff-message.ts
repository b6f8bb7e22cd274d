import type { InquiryFormName, NewInquiry, OutgoingMail } from "../store/store"
import {
  escapeHtml,
  formatAddress,
  htmlDocument,
  htmlLink,
  htmlParagraph,
  oneLine,
  senderAddress,
  siteLink,
  staffAddress,
  type MailContext,
} from "./compose"

/** The office's clock: staff read the time of an inquiry as it was in Phuket. */
const STAFF_TIME_ZONE = "Asia/Bangkok"

/** The form's title in the subject and the body (data/translations). */
export const FORM_TITLE_KEYS: Readonly<Record<InquiryFormName, string>> = {
  contact: "mail.staff.form.contact",
  "plan-trip": "mail.staff.form.planTrip",
  trip: "mail.staff.form.trip",
}

/**
 * The forms' fields in the order staff read them, each with the label the mailto message used (src/lib/inquiry.ts's
 * labels) or the form's own. `long` fields are the free texts, shown as a block.
 */
const FIELDS: ReadonlyArray<{ name: string; label: string; long?: boolean }> = [
  { name: "firstName", label: "form.firstName" },
  { name: "lastName", label: "form.lastName" },
  { name: "email", label: "inquiry.email" },
  { name: "company", label: "inquiry.company" },
  { name: "destination", label: "inquiry.destination" },
  { name: "travellers", label: "inquiry.travellers" },
  { name: "dates", label: "inquiry.dates" },
  { name: "budget", label: "inquiry.budget" },
  { name: "requirements", label: "contact.requirements", long: true },
  { name: "request", label: "inquiry.request", long: true },
  { name: "message", label: "trip.message", long: true },
]

/** What every form carries besides its fields: shown in the message's footer (or not at all), not as fields. */
const ENVELOPE = new Set(["form", "language", "page", "submissionKey", "fillMs", "website", "experience", "items"])

interface TripItem {
  name: string
  path: string
  details: string
}

const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "")

function tripItems(value: unknown): TripItem[] {
  if (!Array.isArray(value)) return []
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return []
    const record = item as Record<string, unknown>
    return [{ name: textOf(record.name), path: textOf(record.path), details: textOf(record.details) }]
  })
}

/** The time of the inquiry in the office's zone, with the UTC instant for anyone comparing logs. */
function receivedAt(createdAt: number, locale: string): string {
  const date = new Date(createdAt)
  const local = new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short", timeZone: STAFF_TIME_ZONE }).format(date)
  return `${local} (${STAFF_TIME_ZONE}; ${date.toISOString()})`
}

interface Row {
  label: string
  value: string
  long?: boolean
  link?: string
}

/**
 * The message to the company's inquiry address: the reference in the subject, every field with its label, the
 * experience or the shortlist with links, where and when it came from; Reply-To is the visitor. Written in the default
 * language: staff read every inquiry in it, whatever the visitor's language.
 */
export function staffMessage(inquiry: NewInquiry, context: MailContext): OutgoingMail {
  const { config, siteTexts } = context
  const staff = siteTexts.defaultLanguage
  const t = (key: string, values?: Readonly<Record<string, string | number>>) => siteTexts.t(staff.code, key, values)
  const fields = inquiry.fields
  const formTitle = t(FORM_TITLE_KEYS[inquiry.form])
  const name = oneLine(inquiry.name) || oneLine(`${textOf(fields.firstName)} ${textOf(fields.lastName)}`)
  const experienceSlug = textOf(fields.experience)
  const experience = experienceSlug ? (siteTexts.experienceName(staff.code, experienceSlug) ?? experienceSlug) : ""
  const items = tripItems(fields.items)

  const rows: Row[] = []
  for (const field of FIELDS) {
    const value = textOf(fields[field.name])
    if (value) rows.push({ label: t(field.label), value, long: field.long })
  }
  if (experience) {
    const link = siteLink(config.siteUrl, siteTexts.pathIn(inquiry.language, "/experiences"))
    rows.push({ label: t("inquiry.experience"), value: experience, link })
  }
  // A field the list above does not know yet (a form that grew one) is still shown, under its own name
  for (const [key, value] of Object.entries(fields)) {
    if (ENVELOPE.has(key) || FIELDS.some((field) => field.name === key)) continue
    const text = typeof value === "string" ? value.trim() : JSON.stringify(value)
    if (text) rows.push({ label: key, value: text, long: text.includes("\n") })
  }
  const shortRows = rows.filter((row) => !row.long)
  const longRows = rows.filter((row) => row.long)

  const pageLink = inquiry.page ? siteLink(config.siteUrl, inquiry.page) : undefined
  const language = siteTexts.language(inquiry.language)
  const footer: Row[] = [
    { label: t("mail.staff.reference"), value: inquiry.reference },
    { label: t("mail.staff.formLabel"), value: formTitle },
    { label: t("mail.staff.language"), value: `${language.name} (${language.code})` },
    ...(pageLink ? [{ label: t("mail.staff.page"), value: pageLink, link: pageLink }] : []),
    { label: t("mail.staff.received"), value: receivedAt(inquiry.createdAt, staff.locale) },
  ]
  const itemsTitle = t("inquiry.items")
  const itemLinks = items.map((item) => ({ ...item, link: siteLink(config.siteUrl, item.path) }))
  const replyHint = t("mail.staff.replyHint", { name: name || inquiry.email })
  const heading = `${formTitle} ${inquiry.reference}`
  const subject = oneLine(
    `[${inquiry.reference}] ${t("mail.staff.subject", { form: formTitle, name: name || inquiry.email })}${experience ? ` – ${experience}` : ""}`,
  )

  const textRow = (row: Row) =>
    row.long ? `\n${row.label}:\n${row.value}\n` : `${row.label}: ${row.value}${row.link && row.link !== row.value ? ` <${row.link}>` : ""}`
  const text = [
    heading,
    "",
    ...shortRows.map(textRow),
    ...longRows.map(textRow),
    ...(items.length > 0
      ? [
          "",
          `${itemsTitle}:`,
          ...itemLinks.flatMap((item) => [
            `- ${item.name}${item.details ? ` (${item.details})` : ""}`,
            ...(item.link ? [`  ${item.link}`] : []),
          ]),
        ]
      : []),
    "",
    "--",
    ...footer.map(textRow),
    "",
    replyHint,
    "",
  ].join("\n")

  const htmlRow = (row: Row) =>
    `<tr><th style="text-align:left;vertical-align:top;padding:4px 16px 4px 0;white-space:nowrap">${escapeHtml(row.label)}</th>` +
    `<td style="padding:4px 0">${row.link ? htmlLink(row.link, row.value) : escapeHtml(row.value).replace(/\r?\n/g, "<br>\n")}</td></tr>`
  const htmlTable = (list: Row[]) =>
    `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">\n${list.map(htmlRow).join("\n")}\n</table>`
  const html = htmlDocument(
    staff.code,
    subject,
    [
      `<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(heading)}</h1>`,
      htmlTable(shortRows),
      ...longRows.map((row) => `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(row.label)}</h2>\n${htmlParagraph(row.value)}`),
      ...(items.length > 0
        ? [
            `<h2 style="font-size:16px;margin:0 0 8px">${escapeHtml(itemsTitle)}</h2>`,
            "<ul>",
            ...itemLinks.map(
              (item) =>
                `<li>${item.link ? htmlLink(item.link, item.name) : escapeHtml(item.name)}${item.details ? ` (${escapeHtml(item.details)})` : ""}</li>`,
            ),
            "</ul>",
          ]
        : []),
      `<hr style="border:none;border-top:1px solid #ddd;margin:24px 0">`,
      htmlTable(footer),
      htmlParagraph(replyHint),
    ].join("\n"),
  )

  return {
    from: senderAddress(context),
    to: staffAddress(context),
    replyTo: formatAddress(name, inquiry.email),
    subject,
    text,
    html,
  }
}
