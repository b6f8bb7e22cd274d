import fs from "node:fs"
import path from "node:path"
import Database from "better-sqlite3"
import { MIGRATIONS_TABLE, nextMigration } from "./migrations"
import {
  DELIVERY_SQL,
  messageColumns,
  SUBSCRIBER_COLUMNS,
  recipientOf,
  toInquiry,
  toMessage,
  toSubscriber,
  type InquiryRow,
  type MessageRow,
  type SubscriberRow,
} from "./rows"
import {
  ReferenceTakenError,
  StoreUnavailableError,
  type InquiryFilter,
  type MessageState,
  type NewInquiry,
  type NewMessage,
  type OutboxStats,
  type Store,
  type SubmitResult,
  type Subscriber,
  type SubscriberState,
} from "./store"

type Params = Record<string, string | number | null>

/** Errors that mean "the file cannot be used now" (locked past busy_timeout, disk full, I/O, gone): 503, not 500. */
const UNAVAILABLE_CODES = /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN|READONLY|NOTADB|CORRUPT|PROTOCOL)/

/** SQLite's error code, read without instanceof (the native addon's errors may belong to another realm under Jest). */
const codeOf = (error: unknown): string => {
  const code = typeof error === "object" && error !== null ? (error as { code?: unknown }).code : undefined
  return typeof code === "string" ? code : ""
}

function translate(error: unknown): unknown {
  if (UNAVAILABLE_CODES.test(codeOf(error))) {
    return new StoreUnavailableError(`SQLite: ${(error as Error).message}`, { cause: error })
  }
  // better-sqlite3 after close() (a request still in flight during shutdown): a TypeError of the native realm
  if (typeof error === "object" && error !== null && /database connection is not open/i.test(String((error as Error).message))) {
    return new StoreUnavailableError("SQLite: the store is closed", { cause: error })
  }
  return error
}

/** A WHERE clause of the conditions whose value is given (a condition without a parameter has the name ""). */
function conditions(rows: Array<[sql: string, name: string, value: string | number | undefined]>): { clause: string; params: Params } {
  const given = rows.filter(([, , value]) => value !== undefined)
  const params: Params = {}
  for (const [, name, value] of given) if (name) params[name] = value as string | number
  return { clause: given.length ? `WHERE ${given.map(([sql]) => sql).join(" AND ")}` : "", params }
}

/** The synchronous engine behind the async interface: a throw becomes a rejection, translated. */
function guard<T>(work: () => T): Promise<T> {
  try {
    return Promise.resolve(work())
  } catch (error) {
    return Promise.reject(translate(error))
  }
}

/** The folders made here get 0700 (mkdir's mode is masked by the umask); an existing folder is left as it is. */
function makePrivateFolder(folder: string): void {
  const first = fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  if (first === undefined) return
  for (let current = folder; ; current = path.dirname(current)) {
    fs.chmodSync(current, 0o700)
    if (current === first || current === path.dirname(current)) break
  }
}

function restrictFiles(file: string): void {
  for (const name of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      fs.chmodSync(name, 0o600)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error
    }
  }
}

/**
 * The default store: one SQLite file (WAL, synchronous=FULL, so an answered form survives a power cut). `":memory:"`
 * gives a private in-memory database, for tests. The CLI may open the same file while the server runs: writes take
 * the lock up front (BEGIN IMMEDIATE) and wait up to busy_timeout for each other.
 */
export async function openSqliteStore(file: string): Promise<Store> {
  const memory = file === ":memory:"
  if (!memory) {
    makePrivateFolder(path.dirname(path.resolve(file)))
    // Created owner-only before SQLite opens it; SQLite gives -wal and -shm the same mode as the database file
    fs.closeSync(fs.openSync(file, "a", 0o600))
  }
  const db = new Database(file)
  try {
    db.pragma("journal_mode = WAL")
    db.pragma("synchronous = FULL")
    db.pragma("foreign_keys = ON")
    db.pragma("busy_timeout = 5000")
    if (!memory) restrictFiles(file)
  } catch (error) {
    db.close()
    throw translate(error)
  }

  const statements = new Map<string, Database.Statement<unknown[], unknown>>()
  const prepare = (sql: string) => {
    let statement = statements.get(sql)
    if (!statement) {
      statement = db.prepare(sql)
      statements.set(sql, statement)
    }
    return statement
  }
  const run = (sql: string, params: Params = {}) => prepare(sql).run(params).changes
  const get = <T>(sql: string, params: Params = {}) => prepare(sql).get(params) as T | undefined
  const all = <T>(sql: string, params: Params = {}) => prepare(sql).all(params) as T[]
  const count = (sql: string, params: Params) => get<{ n: number }>(sql, params)?.n ?? 0

  const insertMessage = (message: NewMessage, owner: { inquiryId: string | null; subscriberId: string | null; now: number }) =>
    run(
      `INSERT INTO outbox (id, inquiry_id, subscriber_id, kind, recipient, message_id, mail, state, attempts, next_attempt_at, created_at)
       VALUES (@id, @inquiryId, @subscriberId, @kind, @recipient, @messageId, @mail, 'pending', 0, @now, @now)`,
      {
        id: message.id,
        inquiryId: owner.inquiryId,
        subscriberId: owner.subscriberId,
        kind: message.kind,
        recipient: recipientOf(message.mail.to),
        messageId: message.messageId,
        mail: JSON.stringify(message.mail),
        now: owner.now,
      },
    )

  const findSubscriberById = (id: string) => {
    const row = get<SubscriberRow>(`SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers WHERE id = @id`, { id })
    return row ? toSubscriber(row) : null
  }

  const submit = db.transaction((inquiry: NewInquiry, messages: (recent: number) => NewMessage[], ackWindowStart: number): SubmitResult => {
    const inserted = run(
      `INSERT INTO inquiries (id, reference, submission_key, created_at, language, form, page, name, email, fields, spam)
         VALUES (@id, @reference, @submissionKey, @createdAt, @language, @form, @page, @name, @email, @fields, @spam)
         ON CONFLICT (submission_key) DO NOTHING`,
      {
        id: inquiry.id,
        reference: inquiry.reference,
        submissionKey: inquiry.submissionKey,
        createdAt: inquiry.createdAt,
        language: inquiry.language,
        form: inquiry.form,
        page: inquiry.page,
        name: inquiry.name,
        email: inquiry.email,
        fields: JSON.stringify(inquiry.fields),
        spam: inquiry.spam ? 1 : 0,
      },
    )
    if (inserted === 0) {
      const stored = get<{ reference: string }>("SELECT reference FROM inquiries WHERE submission_key = @key", {
        key: inquiry.submissionKey,
      })
      if (!stored) throw new Error("submission key conflict without a stored inquiry")
      return { reference: stored.reference, created: false }
    }
    const recent = count(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'acknowledgement' AND recipient = @recipient AND created_at >= @since",
      { recipient: recipientOf(inquiry.email), since: ackWindowStart },
    )
    for (const message of messages(recent)) insertMessage(message, { inquiryId: inquiry.id, subscriberId: null, now: inquiry.createdAt })
    return { reference: inquiry.reference, created: true }
  })

  const claim = db.transaction((now: number, limit: number, leaseMs: number) =>
    all<MessageRow & { next_attempt_at: number }>(
      `UPDATE outbox SET attempts = attempts + 1, locked_until = @lease
       WHERE id IN (SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= @now
                    AND (locked_until IS NULL OR locked_until < @now) ORDER BY next_attempt_at, created_at LIMIT @limit)
       RETURNING ${messageColumns()}, next_attempt_at`,
      { now, limit, lease: now + leaseMs },
    ),
  )

  const subscribeTransaction = db.transaction(
    (
      subscriber: Omit<Subscriber, "state" | "confirmedAt" | "unsubscribedAt">,
      message: (existing: Subscriber | null, recentConfirmations: number) => NewMessage | null,
      windowStart: number,
    ): Subscriber => {
      const email = subscriber.email.trim().toLowerCase()
      const row = get<SubscriberRow>(`SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers WHERE email = @email`, { email })
      const existing = row ? toSubscriber(row) : null
      const id = existing?.id ?? subscriber.id
      const fresh = { id, language: subscriber.language, consentText: subscriber.consentText, consentAt: subscriber.consentAt }
      if (!existing) {
        run(
          `INSERT INTO subscribers (id, email, language, state, consent_text, consent_at, created_at)
           VALUES (@id, @email, @language, 'pending', @consentText, @consentAt, @consentAt)`,
          { ...fresh, email },
        )
      } else if (existing.state !== "confirmed") {
        run(
          `UPDATE subscribers SET state = 'pending', language = @language, consent_text = @consentText, consent_at = @consentAt,
             confirmed_at = NULL, unsubscribed_at = NULL WHERE id = @id`,
          fresh,
        )
      }
      const recent = count(
        "SELECT count(*) AS n FROM outbox WHERE kind = 'newsletter-confirmation' AND recipient = @recipient AND created_at >= @since",
        { recipient: recipientOf(email), since: windowStart },
      )
      const written = message(existing, recent)
      if (written) insertMessage(written, { inquiryId: null, subscriberId: id, now: subscriber.consentAt })
      return findSubscriberById(id) as Subscriber
    },
  )

  const erase = db.transaction((address: string) => {
    const params = { email: address.trim().toLowerCase() }
    const messages = run(
      `DELETE FROM outbox WHERE recipient = @email
         OR inquiry_id IN (SELECT id FROM inquiries WHERE lower(email) = lower(@email))
         OR subscriber_id IN (SELECT id FROM subscribers WHERE email = @email)`,
      params,
    )
    const inquiries = run("DELETE FROM inquiries WHERE lower(email) = lower(@email)", params)
    const subscribers = run("DELETE FROM subscribers WHERE email = @email", params)
    return { inquiries, messages, subscribers }
  })

  const purgeTransaction = db.transaction((before: number, pendingBefore: number) => {
    const params = { before, pendingBefore }
    const expiredSubscribers = `(state = 'pending' AND consent_at < @pendingBefore) OR (state = 'unsubscribed' AND unsubscribed_at < @before)`
    // The messages first (their parents' cascade would do it, uncounted)
    const messages = run(
      `DELETE FROM outbox WHERE inquiry_id IN (SELECT id FROM inquiries WHERE created_at < @before)
         OR (inquiry_id IS NULL AND state IN ('sent', 'failed') AND created_at < @before)
         OR subscriber_id IN (SELECT id FROM subscribers WHERE ${expiredSubscribers})`,
      params,
    )
    const inquiries = run("DELETE FROM inquiries WHERE created_at < @before", params)
    const subscribers = run(`DELETE FROM subscribers WHERE ${expiredSubscribers}`, params)
    return { inquiries, messages, subscribers }
  })

  const migrateStep = db.transaction((): boolean => {
    db.exec(MIGRATIONS_TABLE.sqlite)
    const applied = new Set(all<{ version: number }>("SELECT version FROM schema_migrations").map((row) => row.version))
    const migration = nextMigration(applied)
    if (!migration) return false
    db.exec(migration.sqlite)
    run("INSERT INTO schema_migrations (version, name, applied_at) VALUES (@version, @name, @now)", {
      version: migration.version,
      name: migration.name,
      now: Date.now(),
    })
    return true
  })

  return {
    engine: "sqlite",

    migrate: () =>
      guard(() => {
        // One transaction per step; the step list is read again inside each, so a second process cannot apply it twice
        while (migrateStep.immediate()) continue
      }),

    ping: () => guard(() => get<{ ok: number }>("SELECT 1 AS ok")?.ok === 1).catch(() => false),

    close: async () => {
      if (db.open) db.close()
    },

    submitInquiry: (inquiry, messages, ackWindowStart) =>
      guard(() => {
        try {
          return submit.immediate(inquiry, messages, ackWindowStart)
        } catch (error) {
          if (codeOf(error) === "SQLITE_CONSTRAINT_UNIQUE" && /inquiries\.reference/.test((error as Error).message)) {
            throw new ReferenceTakenError(`reference ${inquiry.reference} is taken`)
          }
          throw error
        }
      }),

    findInquiry: (reference) =>
      guard(() => {
        const row = get<InquiryRow>(`SELECT i.*, ${DELIVERY_SQL} FROM inquiries i WHERE i.reference = @reference`, { reference })
        return row ? toInquiry(row) : null
      }),

    listInquiries: (filter: InquiryFilter) =>
      guard(() => {
        const { clause, params } = conditions([
          ["i.created_at >= @since", "since", filter.since],
          ["i.created_at < @until", "until", filter.until],
          ["i.language = @language", "language", filter.language],
          ["i.form = @form", "form", filter.form],
          ["lower(i.email) = lower(@email)", "email", filter.email?.trim()],
          ["NOT i.spam", "", filter.includeSpam ? undefined : 0],
        ])
        return all<InquiryRow>(`SELECT i.*, ${DELIVERY_SQL} FROM inquiries i ${clause} ORDER BY i.created_at, i.reference`, params).map(
          toInquiry,
        )
      }),

    claimDue: (now, limit, leaseMs) =>
      guard(() =>
        claim
          .immediate(now, limit, leaseMs)
          // RETURNING's order is not the subquery's
          .sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.created_at - b.created_at)
          .map(toMessage),
      ),

    markSent: (id, now) =>
      guard(() => {
        run("UPDATE outbox SET state = 'sent', sent_at = @now, locked_until = NULL WHERE id = @id", { id, now })
      }),

    markRetry: (id, error, nextAttemptAt) =>
      guard(() => {
        run("UPDATE outbox SET state = 'pending', next_attempt_at = @next, locked_until = NULL, last_error = @error WHERE id = @id", {
          id,
          error,
          next: nextAttemptAt,
        })
      }),

    markFailed: (id, error) =>
      guard(() => {
        run("UPDATE outbox SET state = 'failed', locked_until = NULL, last_error = @error WHERE id = @id", { id, error })
      }),

    requeueFailed: (now) =>
      guard(() =>
        run("UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = @now, locked_until = NULL WHERE state = 'failed'", {
          now,
        }),
      ),

    outboxStats: (now) =>
      guard(() => {
        const stats: OutboxStats = { pending: 0, failed: 0, sent: 0, oldestPendingMs: null }
        for (const row of all<{ state: MessageState; n: number; oldest: number }>(
          "SELECT state, count(*) AS n, min(created_at) AS oldest FROM outbox GROUP BY state",
        )) {
          stats[row.state] = row.n
          if (row.state === "pending") stats.oldestPendingMs = Math.max(0, now - row.oldest)
        }
        return stats
      }),

    nextDue: () =>
      guard(
        // A leased message is due again when its lease ends (its worker may have died)
        () =>
          get<{ due: number | null }>(
            "SELECT min(max(next_attempt_at, coalesce(locked_until + 1, 0))) AS due FROM outbox WHERE state = 'pending'",
          )?.due ?? null,
      ),

    listMessages: (filter) =>
      guard(() => {
        const { clause, params } = conditions([
          ["o.state = @state", "state", filter.state],
          ["i.reference = @reference", "reference", filter.inquiryReference],
        ])
        return all<MessageRow>(
          `SELECT ${messageColumns("o.")} FROM outbox o LEFT JOIN inquiries i ON i.id = o.inquiry_id ${clause} ORDER BY o.created_at, o.id`,
          params,
        ).map(toMessage)
      }),

    subscribe: (subscriber, message, windowStart) => guard(() => subscribeTransaction.immediate(subscriber, message, windowStart)),

    findSubscriber: (id) => guard(() => findSubscriberById(id)),

    confirmSubscriber: (id, now) =>
      guard(() => {
        run("UPDATE subscribers SET state = 'confirmed', confirmed_at = @now WHERE id = @id AND state = 'pending'", { id, now })
        return findSubscriberById(id)
      }),

    unsubscribe: (id, now) =>
      guard(() => {
        run("UPDATE subscribers SET state = 'unsubscribed', unsubscribed_at = @now WHERE id = @id AND state <> 'unsubscribed'", { id, now })
        return findSubscriberById(id)
      }),

    listSubscribers: (state?: SubscriberState) =>
      guard(() =>
        all<SubscriberRow>(
          `SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers ${state ? "WHERE state = @state" : ""} ORDER BY created_at, email`,
          state ? { state } : {},
        ).map(toSubscriber),
      ),

    eraseEmail: (email) => guard(() => erase.immediate(email)),

    purge: (before, pendingBefore) => guard(() => purgeTransaction.immediate(before, pendingBefore)),
  }
}
