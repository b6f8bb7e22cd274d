import type {
  InquiryFormName,
  MessageKind,
  MessageState,
  OutboxMessage,
  OutgoingMail,
  StoredInquiry,
  Subscriber,
  SubscriberState,
} from "./store"

/** What both engines read back (SQLite: JSON as text, booleans as 0/1; PostgreSQL: jsonb parsed, real booleans). */
export interface InquiryRow {
  id: string
  reference: string
  submission_key: string
  created_at: number
  language: string
  form: string
  page: string
  name: string
  email: string
  fields: unknown
  spam: unknown
  delivery: string
}

export interface MessageRow {
  id: string
  kind: string
  message_id: string
  mail: unknown
  attempts: number
  state: string
  created_at: number
  last_error: string | null
}

export interface SubscriberRow {
  id: string
  email: string
  language: string
  state: string
  consent_text: string
  consent_at: number
  confirmed_at: number | null
  unsubscribed_at: number | null
}

const json = (value: unknown): unknown => (typeof value === "string" ? JSON.parse(value) : value)

export const toInquiry = (row: InquiryRow): StoredInquiry => ({
  id: row.id,
  reference: row.reference,
  submissionKey: row.submission_key,
  createdAt: row.created_at,
  language: row.language,
  form: row.form as InquiryFormName,
  page: row.page,
  name: row.name,
  email: row.email,
  fields: json(row.fields) as Record<string, unknown>,
  spam: Boolean(row.spam),
  delivery: row.delivery as StoredInquiry["delivery"],
})

export const toMessage = (row: MessageRow): OutboxMessage => ({
  id: row.id,
  kind: row.kind as MessageKind,
  messageId: row.message_id,
  mail: json(row.mail) as OutgoingMail,
  attempts: row.attempts,
  state: row.state as MessageState,
  createdAt: row.created_at,
  lastError: row.last_error,
})

export const toSubscriber = (row: SubscriberRow): Subscriber => ({
  id: row.id,
  email: row.email,
  language: row.language,
  state: row.state as SubscriberState,
  consentText: row.consent_text,
  consentAt: row.consent_at,
  confirmedAt: row.confirmed_at,
  unsubscribedAt: row.unsubscribed_at,
})

/** The address the per-recipient limits count by: `"Name" <A@B.com>` and `a@b.com` are the same person. */
export function recipientOf(to: string): string {
  const bracketed = /<([^<>]+)>\s*$/.exec(to)
  return (bracketed?.[1] ?? to).trim().toLowerCase()
}

/** An inquiry's delivery from its messages (the same SQL on both engines). */
export const DELIVERY_SQL = `(SELECT CASE
    WHEN count(*) = 0 THEN 'none'
    WHEN sum(CASE WHEN o.state = 'failed' THEN 1 ELSE 0 END) > 0 THEN 'failed'
    WHEN sum(CASE WHEN o.state = 'pending' THEN 1 ELSE 0 END) > 0 THEN 'pending'
    ELSE 'sent' END
  FROM outbox o WHERE o.inquiry_id = i.id) AS delivery`

/** The columns of an OutboxMessage, qualified ("o.") where the query joins another table. */
export const messageColumns = (qualifier = "") =>
  ["id", "kind", "message_id", "mail", "attempts", "state", "created_at", "last_error"].map((column) => qualifier + column).join(", ")
export const SUBSCRIBER_COLUMNS = "id, email, language, state, consent_text, consent_at, confirmed_at, unsubscribed_at"
