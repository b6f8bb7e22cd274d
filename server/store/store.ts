/**
 * What the server keeps: inquiries, the outbox of e-mails still to send, newsletter subscribers. Two engines implement
 * it with the same behaviour (server/store/sqlite-store.ts, the default; server/store/postgres-store.ts, with
 * DATABASE_URL), and the same tests run against both (__tests__/server/store.test.ts). Times are epoch milliseconds.
 */

export type Engine = "sqlite" | "postgres"
export type InquiryFormName = "contact" | "plan-trip" | "trip"
export type MessageKind = "staff" | "acknowledgement" | "newsletter-confirmation"
export type MessageState = "pending" | "sent" | "failed"
export type SubscriberState = "pending" | "confirmed" | "unsubscribed"

/** An e-mail as the outbox keeps it: everything nodemailer needs to send it again after a crash. */
export interface OutgoingMail {
  from: string
  to: string
  replyTo?: string
  subject: string
  text: string
  html: string
  /** Extra headers (List-Unsubscribe …); never built from unchecked input. */
  headers?: Record<string, string>
}

/** An outbox row to write. `id` is made by the caller (a UUID) so the message's Message-ID can be written into it first. */
export interface NewMessage {
  id: string
  kind: MessageKind
  /** "<id@domain>": the same on every attempt, so a rare duplicate delivery can be recognised. */
  messageId: string
  mail: OutgoingMail
}

export interface NewInquiry {
  id: string
  reference: string
  /** The form's submission key, or a digest of its content (a plain HTML form has no key): unique. */
  submissionKey: string
  createdAt: number
  language: string
  form: InquiryFormName
  page: string
  name: string
  email: string
  /** Every field as validated (the form's own JSON), the experience and the trip's items included. */
  fields: Record<string, unknown>
  /** Caught by the honeypot or the time to fill: stored, answered like a real one, never mailed. */
  spam: boolean
}

export interface StoredInquiry extends NewInquiry {
  /**
   * The state of its messages: "failed" when any failed, else "pending" when any is pending, else "sent"; "none" when it
   * has no messages (spam).
   */
  delivery: MessageState | "none"
}

export interface SubmitResult {
  reference: string
  /** False when the submission key was already stored: nothing new was written. */
  created: boolean
}

export interface OutboxMessage extends NewMessage {
  attempts: number
  state: MessageState
  createdAt: number
  lastError: string | null
}

export interface OutboxStats {
  pending: number
  failed: number
  sent: number
  /** Age in ms of the oldest pending message, null when none is waiting. */
  oldestPendingMs: number | null
}

export interface Subscriber {
  id: string
  email: string
  language: string
  state: SubscriberState
  /** The sign-up text the visitor agreed to, as shown to them, and when. */
  consentText: string
  consentAt: number
  confirmedAt: number | null
  unsubscribedAt: number | null
}

/** Every condition given must hold. listInquiries answers oldest first (createdAt, then reference). */
export interface InquiryFilter {
  /** createdAt >= since */
  since?: number
  /** createdAt < until (half-open: [since, until) ranges do not overlap) */
  until?: number
  language?: string
  form?: InquiryFormName
  /** Compared case-insensitively. */
  email?: string
  /** Spam is left out unless true. */
  includeSpam?: boolean
}

/** Raised by an engine when the database cannot be reached: the server answers 503 and the page keeps the form. */
export class StoreUnavailableError extends Error {
  override name = "StoreUnavailableError"
}

export interface Store {
  readonly engine: Engine
  /** Applies the versioned migrations not yet applied (server/store/migrations.ts), in order, each in a transaction. */
  migrate(): Promise<void>
  /** True when a trivial query succeeds. */
  ping(): Promise<boolean>
  close(): Promise<void>

  /**
   * In one transaction: the inquiry and its messages. When `submissionKey` is already stored, writes nothing and
   * returns the stored reference (created: false). A reference already taken throws ReferenceTakenError (the caller
   * draws another). `messages` is called inside the transaction with the number of acknowledgements already written
   * to the inquiry's e-mail address since `ackWindowStart`, so the caller can leave the acknowledgement out. Messages
   * are written due at once, with `inquiry.createdAt` as their time. A recipient is counted by its lower-cased address (`"Ada"
   * <ADA@x.com>` is ada@x.com); with PostgreSQL, concurrent submissions to one address are serialised, so the count
   * is exact.
   */
  submitInquiry(
    inquiry: NewInquiry,
    messages: (recentAcknowledgements: number) => NewMessage[],
    ackWindowStart: number,
  ): Promise<SubmitResult>
  findInquiry(reference: string): Promise<StoredInquiry | null>
  listInquiries(filter: InquiryFilter): Promise<StoredInquiry[]>

  /**
   * Takes up to `limit` due messages (pending, next attempt due, not leased) for `leaseMs`: another worker (another
   * server, with PostgreSQL: FOR UPDATE SKIP LOCKED) does not take them until the lease ends. Counts the attempt.
   */
  claimDue(now: number, limit: number, leaseMs: number): Promise<OutboxMessage[]>
  /** markSent, markRetry and markFailed end the lease; on a message since deleted (erased, purged) they do nothing. */
  markSent(id: string, now: number): Promise<void>
  /** A failed attempt that will be tried again at `nextAttemptAt`. */
  markRetry(id: string, error: string, nextAttemptAt: number): Promise<void>
  /** A message given up on. */
  markFailed(id: string, error: string): Promise<void>
  /** Failed messages back to pending, due at `now`, with attempts reset to 0 (npm run inquiries -- retry). Returns how many. */
  requeueFailed(now: number): Promise<number>
  outboxStats(now: number): Promise<OutboxStats>
  /**
   * When the next pending message is due (ms), null when none: the worker sleeps until then. A leased message counts as
   * due 1 ms after its lease ends, since its worker may have died.
   */
  nextDue(): Promise<number | null>
  /** Oldest first (createdAt, then id). */
  listMessages(filter: { state?: MessageState; inquiryReference?: string }): Promise<OutboxMessage[]>

  /**
   * A newsletter sign-up: a new pending subscriber, or the existing one (pending or unsubscribed ones start again as
   * pending with the new consent; a confirmed one stays confirmed). `message` is written to the outbox in the same
   * transaction unless it returns null (the per-recipient limit). The address is stored trimmed and lower-cased; an
   * existing subscriber keeps its id (`subscriber.id` is used for a new one only). `existing` is the subscriber as it
   * was before this call, `recentConfirmations` the "newsletter-confirmation" messages written to the address since
   * `windowStart`; the subscriber as it is after the call is returned.
   */
  subscribe(
    subscriber: Omit<Subscriber, "state" | "confirmedAt" | "unsubscribedAt">,
    message: (existing: Subscriber | null, recentConfirmations: number) => NewMessage | null,
    windowStart: number,
  ): Promise<Subscriber>
  findSubscriber(id: string): Promise<Subscriber | null>
  /** Pending → confirmed; a confirmed or unsubscribed one is returned unchanged; null when unknown. */
  confirmSubscriber(id: string, now: number): Promise<Subscriber | null>
  /** Pending or confirmed → unsubscribed; one already unsubscribed is returned unchanged; null when unknown. */
  unsubscribe(id: string, now: number): Promise<Subscriber | null>
  /** In order of first sign-up. */
  listSubscribers(state?: SubscriberState): Promise<Subscriber[]>

  /**
   * Deletes one person's inquiries (e-mail compared case-insensitively) with all their messages (the staff ones too),
   * every message to that address, and the subscription with its messages (npm run inquiries -- erase). Returns the
   * counts.
   */
  eraseEmail(email: string): Promise<{ inquiries: number; messages: number; subscribers: number }>
  /**
   * The retention clean-up: inquiries (and their messages) created before `before` are deleted; so are sent or failed
   * messages without an inquiry (newsletter confirmations) created before `before`, subscribers who unsubscribed
   * before `before`, and pending subscribers who never confirmed, whose latest sign-up (consentAt) is before
   * `pendingBefore` (with their messages). Returns the counts (messages: all deleted, their parents' included).
   */
  purge(before: number, pendingBefore: number): Promise<{ inquiries: number; messages: number; subscribers: number }>
}

/** A reference drawn twice: the caller draws another and tries again. */
export class ReferenceTakenError extends Error {
  override name = "ReferenceTakenError"
}
