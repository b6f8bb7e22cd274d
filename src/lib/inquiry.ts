import { buildMailto } from "./mailto"

/** What a visitor asks for, from the contact form or the Plan Your Trip dialog. */
export interface Inquiry {
  firstName: string
  lastName: string
  email: string
  request?: string
  /** The experience chosen in the Plan Your Trip dialog. */
  experience?: string
  company?: string
  destination?: string
  travellers?: string
  dates?: string
  budget?: string
  /** Shortlisted items, one line each. */
  items?: ReadonlyArray<string>
}

/** The line labels of the message body, from the translation table. */
export interface InquiryLabels {
  subject: string
  name: string
  email: string
  experience: string
  company: string
  destination: string
  travellers: string
  dates: string
  budget: string
  items: string
  request: string
  truncated: string
}

export interface ComposedInquiry {
  subject: string
  body: string
  mailto: string
}

/** Mail clients and browsers cut long mailto: URLs; the body stays under this many characters. */
export const MAX_BODY_LENGTH = 1800

const clean = (value: string | undefined): string => (value ?? "").trim()

/** The longest start of `text` within `room` UTF-16 units (like String.length), cut between code points so an emoji is never split in half. */
function cut(text: string, room: number): string {
  let kept = ""
  for (const char of text) {
    if (kept.length + char.length > room) break
    kept += char
  }
  return kept
}

/** Subject, body and mailto: URL of an inquiry e-mail to `to`. */
export function composeInquiry(inquiry: Inquiry, to: string, labels: InquiryLabels): ComposedInquiry {
  const name = `${clean(inquiry.firstName)} ${clean(inquiry.lastName)}`.trim()
  const experience = clean(inquiry.experience)
  const subject = `${labels.subject.replace("{name}", () => name)}${experience ? ` - ${experience}` : ""}`

  const lines = [`${labels.name}: ${name}`, `${labels.email}: ${clean(inquiry.email)}`]
  const optional: Array<[string, string | undefined]> = [
    [labels.experience, inquiry.experience],
    [labels.company, inquiry.company],
    [labels.destination, inquiry.destination],
    [labels.travellers, inquiry.travellers],
    [labels.dates, inquiry.dates],
    [labels.budget, inquiry.budget],
  ]
  for (const [label, value] of optional) if (clean(value)) lines.push(`${label}: ${clean(value)}`)
  // The name, e-mail and trade lines are never cut; the shortlist and the request share what room is left
  const fixed = lines.join("\n")
  const items = (inquiry.items ?? []).map(clean).filter(Boolean)
  const request = clean(inquiry.request)
  const rest = [
    ...(items.length > 0 ? [["", `${labels.items}:`, ...items.map((item) => `- ${item}`)].join("\n")] : []),
    ...(request ? [`\n${labels.request}:\n${request}`] : []),
  ].join("\n")
  const marker = `\n${labels.truncated}`
  let body = rest ? `${fixed}\n${rest}` : fixed
  if (body.length > MAX_BODY_LENGTH) {
    const room = MAX_BODY_LENGTH - fixed.length - 1 - marker.length
    body = room > 0 ? `${fixed}\n${cut(rest, room)}${marker}` : `${fixed}${marker}`
  }
  return { subject, body, mailto: buildMailto(to, subject, body) }
}
