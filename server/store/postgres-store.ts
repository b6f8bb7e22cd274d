import pg from "pg"
import { MIGRATIONS_TABLE, MIGRATION_LOCK_KEY, nextMigration } from "./migrations"
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
  type NewMessage,
  type OutboxStats,
  type Store,
  type SubmitResult,
  type Subscriber,
  type SubscriberState,
} from "./store"

/** pg_advisory_xact_lock(namespace, hashtext(recipient)): the per-recipient limits stay exact under concurrent requests. */
const RECIPIENT_LOCK_NAMESPACE = 74_115

/** Network failures and the server's "not now" codes: 503, the page keeps the form. */
const UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "57P01", // admin_shutdown (a restart)
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down)
  "57014", // query_canceled: statement_timeout
  "53300", // too_many_connections
  "55P03", // lock_not_available
])
/** pg's own errors carry no code: the pool's connect timeout, a dropped socket, query_timeout, a pool ended at shutdown. */
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|query read timeout|not queryable|after calling end on the pool|connection timeout/i

/** Read without instanceof Error: Node's socket errors may come from another realm (Jest's sandbox, vm). */
export function isUnavailable(error: unknown): boolean {
  if (typeof error !== "object" || error === null || error instanceof StoreUnavailableError) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  if (typeof code === "string" && (code.startsWith("08") || UNAVAILABLE_CODES.has(code))) return true
  return !(error instanceof pg.DatabaseError) && typeof message === "string" && UNAVAILABLE_MESSAGES.test(message)
}

function translate(error: unknown): unknown {
  if (!isUnavailable(error)) return error
  return new StoreUnavailableError(`PostgreSQL: ${(error as { message: string }).message}`, { cause: error })
}

const constraintOf = (error: unknown): string | undefined =>
  error instanceof pg.DatabaseError && error.code === "23505" ? error.constraint : undefined

/** bigint (epoch ms, count(*)) as a number: every value here is far below 2^53. */
const types: pg.CustomTypesConfig = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
}

export interface PostgresStoreOptions {
  /** Connections per server (default 10). */
  max?: number
  /** Told about a connection lost while idle (a restart): the pool drops it and the next query opens a new one. */
  onIdleError?: (error: Error) => void
}

/** A WHERE clause of the conditions whose value is given, with $n placeholders ("?" in each condition). */
function conditions(rows: Array<[sql: string, value: string | number | boolean | undefined]>): { clause: string; values: unknown[] } {
  const values: unknown[] = []
  const parts = rows
    .filter(([, value]) => value !== undefined)
    .map(([sql, value]) => {
      if (!sql.includes("?")) return sql
      values.push(value)
      return sql.replace("?", `$${values.length}`)
    })
  return { clause: parts.length ? `WHERE ${parts.join(" AND ")}` : "", values }
}

/**
 * The store on PostgreSQL (DATABASE_URL): any number of servers may share it. A dead or restarting database makes
 * calls reject with StoreUnavailableError within a few seconds (connect timeout, statement and read timeouts); the
 * pool drops broken connections, so the calls after the restart work again.
 */
export async function openPostgresStore(url: string, options: PostgresStoreOptions = {}): Promise<Store> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: 2_000,
    idleTimeoutMillis: 30_000,
    statement_timeout: 5_000,
    // A transaction left open by a stuck client must not hold its locks for long
    idle_in_transaction_session_timeout: 10_000,
    // Client side: a server that stopped answering (no RST) fails the query instead of hanging it
    query_timeout: 8_000,
    keepAlive: true,
    application_name: "ldt-server",
    types,
  })
  // Without a listener, an idle connection's error (the server restarting) is an uncaught 'error' event: a crash
  pool.on("error", (error) => options.onIdleError?.(error))
  let closed = false

  const guard = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work()
    } catch (error) {
      throw translate(error)
    }
  }

  const query = async <T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) => (await pool.query<T>(sql, values)).rows

  /** One transaction on one connection; a connection that failed is destroyed, not given back to the pool. */
  async function transaction<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect()
    let broken: Error | undefined
    // The pool listens for errors on idle connections only: one that dies while checked out (the server shutting down
    // between two statements) would otherwise emit an unhandled 'error' and crash the process
    const onError = (error: Error) => (broken = error)
    client.on("error", onError)
    try {
      await client.query("BEGIN")
      const result = await work(client)
      await client.query("COMMIT")
      return result
    } catch (error) {
      if (isUnavailable(error)) broken = error as Error
      else await client.query("ROLLBACK").catch((rollback: Error) => (broken = rollback))
      throw error
    } finally {
      client.off("error", onError)
      client.release(broken)
    }
  }

  const lockRecipient = (client: pg.PoolClient, recipient: string) =>
    client.query("SELECT pg_advisory_xact_lock($1, hashtext($2))", [RECIPIENT_LOCK_NAMESPACE, recipient])

  const countSent = async (client: pg.PoolClient, kind: string, recipient: string, since: number) =>
    (
      await client.query<{ n: number }>("SELECT count(*) AS n FROM outbox WHERE kind = $1 AND recipient = $2 AND created_at >= $3", [
        kind,
        recipient,
        since,
      ])
    ).rows[0]?.n ?? 0

  const insertMessage = (
    client: pg.PoolClient,
    message: NewMessage,
    owner: { inquiryId: string | null; subscriberId: string | null; now: number },
  ) =>
    client.query(
      `INSERT INTO outbox (id, inquiry_id, subscriber_id, kind, recipient, message_id, mail, state, attempts, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, 'pending', 0, $8, $8)`,
      [
        message.id,
        owner.inquiryId,
        owner.subscriberId,
        message.kind,
        recipientOf(message.mail.to),
        message.messageId,
        JSON.stringify(message.mail),
        owner.now,
      ],
    )

  const storedReference = async (submissionKey: string) =>
    (await query<{ reference: string }>("SELECT reference FROM inquiries WHERE submission_key = $1", [submissionKey]))[0]?.reference

  const findSubscriberById = async (id: string) => {
    const [row] = await query<SubscriberRow>(`SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers WHERE id = $1`, [id])
    return row ? toSubscriber(row) : null
  }

  const store: Store = {
    engine: "postgres",

    migrate: () =>
      guard(async () => {
        // One transaction per step, each under the advisory lock: a second server waits, then finds the step recorded
        for (;;) {
          const applied = await transaction(async (client) => {
            await client.query("SELECT pg_advisory_xact_lock($1::bigint)", [MIGRATION_LOCK_KEY])
            await client.query(MIGRATIONS_TABLE.postgres)
            const done = await client.query<{ version: number }>("SELECT version FROM schema_migrations")
            const migration = nextMigration(new Set(done.rows.map((row) => row.version)))
            if (!migration) return false
            await client.query(migration.postgres)
            await client.query("INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)", [
              migration.version,
              migration.name,
              Date.now(),
            ])
            return true
          })
          if (!applied) return
        }
      }),

    ping: async () => {
      try {
        return (await query<{ ok: number }>("SELECT 1 AS ok"))[0]?.ok === 1
      } catch {
        return false
      }
    },

    close: async () => {
      if (closed) return
      closed = true
      await pool.end()
    },

    submitInquiry: (inquiry, messages, ackWindowStart) =>
      guard(async () => {
        // Twice at most: a key whose inquiry was erased between our conflict and our read is written afresh
        for (let attempt = 0; ; attempt++) {
          try {
            const result = await transaction(async (client): Promise<SubmitResult | null> => {
              // A concurrent insert of the same key makes this wait for that transaction, then do nothing
              const inserted = await client.query(
                `INSERT INTO inquiries (id, reference, submission_key, created_at, language, form, page, name, email, fields, spam)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11)
                 ON CONFLICT (submission_key) DO NOTHING`,
                [
                  inquiry.id,
                  inquiry.reference,
                  inquiry.submissionKey,
                  inquiry.createdAt,
                  inquiry.language,
                  inquiry.form,
                  inquiry.page,
                  inquiry.name,
                  inquiry.email,
                  JSON.stringify(inquiry.fields),
                  inquiry.spam,
                ],
              )
              if (inserted.rowCount === 0) {
                const stored = await client.query<{ reference: string }>("SELECT reference FROM inquiries WHERE submission_key = $1", [
                  inquiry.submissionKey,
                ])
                const reference = stored.rows[0]?.reference
                return reference ? { reference, created: false } : null
              }
              const recipient = recipientOf(inquiry.email)
              await lockRecipient(client, recipient)
              const recent = await countSent(client, "acknowledgement", recipient, ackWindowStart)
              for (const message of messages(recent)) {
                await insertMessage(client, message, { inquiryId: inquiry.id, subscriberId: null, now: inquiry.createdAt })
              }
              return { reference: inquiry.reference, created: true }
            })
            if (result) return result
          } catch (error) {
            const constraint = constraintOf(error)
            if (constraint === "inquiries_reference_key") throw new ReferenceTakenError(`reference ${inquiry.reference} is taken`)
            if (constraint !== "inquiries_submission_key_key") throw error
            // The same key committed by another request while this one was writing: its reference is the answer
            const reference = await storedReference(inquiry.submissionKey)
            if (reference) return { reference, created: false }
          }
          if (attempt >= 1) throw new Error(`submission key ${inquiry.submissionKey} conflicts but has no inquiry`)
        }
      }),

    findInquiry: (reference) =>
      guard(async () => {
        const [row] = await query<InquiryRow>(`SELECT i.*, ${DELIVERY_SQL} FROM inquiries i WHERE i.reference = $1`, [reference])
        return row ? toInquiry(row) : null
      }),

    listInquiries: (filter: InquiryFilter) =>
      guard(async () => {
        const { clause, values } = conditions([
          ["i.created_at >= ?", filter.since],
          ["i.created_at < ?", filter.until],
          ["i.language = ?", filter.language],
          ["i.form = ?", filter.form],
          ["lower(i.email) = lower(?)", filter.email?.trim()],
          ["NOT i.spam", filter.includeSpam ? undefined : true],
        ])
        const rows = await query<InquiryRow>(
          `SELECT i.*, ${DELIVERY_SQL} FROM inquiries i ${clause} ORDER BY i.created_at, i.reference`,
          values,
        )
        return rows.map(toInquiry)
      }),

    claimDue: (now, limit, leaseMs) =>
      guard(async () => {
        // SKIP LOCKED: a row another worker is claiming right now is left to it, not waited for and taken twice
        const rows = await query<MessageRow & { next_attempt_at: number }>(
          `UPDATE outbox SET attempts = attempts + 1, locked_until = $3
           WHERE id IN (SELECT id FROM outbox WHERE state = 'pending' AND next_attempt_at <= $1
                        AND (locked_until IS NULL OR locked_until < $1)
                        ORDER BY next_attempt_at, created_at LIMIT $2 FOR UPDATE SKIP LOCKED)
           RETURNING ${messageColumns()}, next_attempt_at`,
          [now, limit, now + leaseMs],
        )
        return rows.sort((a, b) => a.next_attempt_at - b.next_attempt_at || a.created_at - b.created_at).map(toMessage)
      }),

    markSent: (id, now) =>
      guard(async () => {
        await query("UPDATE outbox SET state = 'sent', sent_at = $2, locked_until = NULL WHERE id = $1", [id, now])
      }),

    markRetry: (id, error, nextAttemptAt) =>
      guard(async () => {
        await query("UPDATE outbox SET state = 'pending', next_attempt_at = $3, locked_until = NULL, last_error = $2 WHERE id = $1", [
          id,
          error,
          nextAttemptAt,
        ])
      }),

    markFailed: (id, error) =>
      guard(async () => {
        await query("UPDATE outbox SET state = 'failed', locked_until = NULL, last_error = $2 WHERE id = $1", [id, error])
      }),

    requeueFailed: (now) =>
      guard(async () => {
        const result = await pool.query(
          "UPDATE outbox SET state = 'pending', attempts = 0, next_attempt_at = $1, locked_until = NULL WHERE state = 'failed'",
          [now],
        )
        return result.rowCount ?? 0
      }),

    outboxStats: (now) =>
      guard(async () => {
        const stats: OutboxStats = { pending: 0, failed: 0, sent: 0, oldestPendingMs: null }
        const rows = await query<{ state: MessageState; n: number; oldest: number }>(
          "SELECT state, count(*) AS n, min(created_at) AS oldest FROM outbox GROUP BY state",
        )
        for (const row of rows) {
          stats[row.state] = row.n
          if (row.state === "pending") stats.oldestPendingMs = Math.max(0, now - row.oldest)
        }
        return stats
      }),

    nextDue: () =>
      guard(async () => {
        // A leased message is due again when its lease ends (its worker may have died)
        const [row] = await query<{ due: number | null }>(
          "SELECT min(GREATEST(next_attempt_at, COALESCE(locked_until + 1, 0))) AS due FROM outbox WHERE state = 'pending'",
        )
        return row?.due ?? null
      }),

    listMessages: (filter) =>
      guard(async () => {
        const { clause, values } = conditions([
          ["o.state = ?", filter.state],
          ["i.reference = ?", filter.inquiryReference],
        ])
        const rows = await query<MessageRow>(
          `SELECT ${messageColumns("o.")} FROM outbox o LEFT JOIN inquiries i ON i.id = o.inquiry_id ${clause} ORDER BY o.created_at, o.id`,
          values,
        )
        return rows.map(toMessage)
      }),

    subscribe: (subscriber, message, windowStart) =>
      guard(() =>
        transaction(async (client): Promise<Subscriber> => {
          const email = subscriber.email.trim().toLowerCase()
          // Serialises sign-ups (and acknowledgements) to one address: one row, an exact count
          await lockRecipient(client, recipientOf(email))
          const found = await client.query<SubscriberRow>(`SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers WHERE email = $1`, [email])
          const existing = found.rows[0] ? toSubscriber(found.rows[0]) : null
          const id = existing?.id ?? subscriber.id
          if (!existing) {
            await client.query(
              `INSERT INTO subscribers (id, email, language, state, consent_text, consent_at, created_at)
               VALUES ($1, $2, $3, 'pending', $4, $5, $5)`,
              [id, email, subscriber.language, subscriber.consentText, subscriber.consentAt],
            )
          } else if (existing.state !== "confirmed") {
            await client.query(
              `UPDATE subscribers SET state = 'pending', language = $2, consent_text = $3, consent_at = $4,
                 confirmed_at = NULL, unsubscribed_at = NULL WHERE id = $1`,
              [id, subscriber.language, subscriber.consentText, subscriber.consentAt],
            )
          }
          const recent = await countSent(client, "newsletter-confirmation", recipientOf(email), windowStart)
          const written = message(existing, recent)
          if (written) await insertMessage(client, written, { inquiryId: null, subscriberId: id, now: subscriber.consentAt })
          const current = await client.query<SubscriberRow>(`SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers WHERE id = $1`, [id])
          return toSubscriber(current.rows[0] as SubscriberRow)
        }),
      ),

    findSubscriber: (id) => guard(() => findSubscriberById(id)),

    confirmSubscriber: (id, now) =>
      guard(async () => {
        await query("UPDATE subscribers SET state = 'confirmed', confirmed_at = $2 WHERE id = $1 AND state = 'pending'", [id, now])
        return findSubscriberById(id)
      }),

    unsubscribe: (id, now) =>
      guard(async () => {
        await query("UPDATE subscribers SET state = 'unsubscribed', unsubscribed_at = $2 WHERE id = $1 AND state <> 'unsubscribed'", [
          id,
          now,
        ])
        return findSubscriberById(id)
      }),

    listSubscribers: (state?: SubscriberState) =>
      guard(async () => {
        const rows = await query<SubscriberRow>(
          `SELECT ${SUBSCRIBER_COLUMNS} FROM subscribers ${state ? "WHERE state = $1" : ""} ORDER BY created_at, email`,
          state ? [state] : [],
        )
        return rows.map(toSubscriber)
      }),

    eraseEmail: (address) =>
      guard(() =>
        transaction(async (client) => {
          const email = address.trim().toLowerCase()
          const messages = await client.query(
            `DELETE FROM outbox WHERE recipient = $1
               OR inquiry_id IN (SELECT id FROM inquiries WHERE lower(email) = lower($1))
               OR subscriber_id IN (SELECT id FROM subscribers WHERE email = $1)`,
            [email],
          )
          const inquiries = await client.query("DELETE FROM inquiries WHERE lower(email) = lower($1)", [email])
          const subscribers = await client.query("DELETE FROM subscribers WHERE email = $1", [email])
          return { inquiries: inquiries.rowCount ?? 0, messages: messages.rowCount ?? 0, subscribers: subscribers.rowCount ?? 0 }
        }),
      ),

    purge: (before, pendingBefore) =>
      guard(() =>
        transaction(async (client) => {
          const expiredSubscribers = "(state = 'pending' AND consent_at < $2) OR (state = 'unsubscribed' AND unsubscribed_at < $1)"
          // The messages first (their parents' cascade would do it, uncounted)
          const messages = await client.query(
            `DELETE FROM outbox WHERE inquiry_id IN (SELECT id FROM inquiries WHERE created_at < $1)
               OR (inquiry_id IS NULL AND state IN ('sent', 'failed') AND created_at < $1)
               OR subscriber_id IN (SELECT id FROM subscribers WHERE ${expiredSubscribers})`,
            [before, pendingBefore],
          )
          const inquiries = await client.query("DELETE FROM inquiries WHERE created_at < $1", [before])
          const subscribers = await client.query(`DELETE FROM subscribers WHERE ${expiredSubscribers}`, [before, pendingBefore])
          return { inquiries: inquiries.rowCount ?? 0, messages: messages.rowCount ?? 0, subscribers: subscribers.rowCount ?? 0 }
        }),
      ),
  }
  return store
}
