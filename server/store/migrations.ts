/**
 * The schema, as versioned steps per engine. A step once released is never edited: a change is a new step at the end.
 * Each engine applies the steps it has not recorded in schema_migrations, in order, one transaction per step.
 */
export interface Migration {
  version: number
  name: string
  sqlite: string
  postgres: string
}

/** Kept by both engines: which steps are applied, and when. */
export const MIGRATIONS_TABLE = {
  sqlite: "CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)",
  postgres: "CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at bigint NOT NULL)",
}

/** PostgreSQL: the advisory lock that makes two servers starting at once apply each step once (pg_advisory_xact_lock). */
export const MIGRATION_LOCK_KEY = 7_411_520_260_001

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: "inquiries, outbox, subscribers",
    sqlite: `
      CREATE TABLE inquiries (
        id TEXT PRIMARY KEY,
        reference TEXT NOT NULL UNIQUE,
        submission_key TEXT NOT NULL UNIQUE,
        created_at INTEGER NOT NULL,
        language TEXT NOT NULL,
        form TEXT NOT NULL CHECK (form IN ('contact', 'plan-trip', 'trip')),
        page TEXT NOT NULL,
        name TEXT NOT NULL,
        email TEXT NOT NULL,
        fields TEXT NOT NULL CHECK (json_valid(fields)),
        spam INTEGER NOT NULL CHECK (spam IN (0, 1))
      );
      CREATE INDEX inquiries_created_at ON inquiries (created_at);
      CREATE INDEX inquiries_email ON inquiries (lower(email));

      CREATE TABLE subscribers (
        id TEXT PRIMARY KEY,
        email TEXT NOT NULL UNIQUE CHECK (email = lower(email)),
        language TEXT NOT NULL,
        state TEXT NOT NULL CHECK (state IN ('pending', 'confirmed', 'unsubscribed')),
        consent_text TEXT NOT NULL,
        consent_at INTEGER NOT NULL,
        confirmed_at INTEGER,
        unsubscribed_at INTEGER,
        created_at INTEGER NOT NULL
      );

      CREATE TABLE outbox (
        id TEXT PRIMARY KEY,
        inquiry_id TEXT REFERENCES inquiries (id) ON DELETE CASCADE,
        subscriber_id TEXT REFERENCES subscribers (id) ON DELETE CASCADE,
        kind TEXT NOT NULL CHECK (kind IN ('staff', 'acknowledgement', 'newsletter-confirmation')),
        recipient TEXT NOT NULL CHECK (recipient = lower(recipient)),
        message_id TEXT NOT NULL,
        mail TEXT NOT NULL CHECK (json_valid(mail)),
        state TEXT NOT NULL CHECK (state IN ('pending', 'sent', 'failed')),
        attempts INTEGER NOT NULL DEFAULT 0,
        next_attempt_at INTEGER NOT NULL,
        locked_until INTEGER,
        last_error TEXT,
        created_at INTEGER NOT NULL,
        sent_at INTEGER
      );
      CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
      CREATE INDEX outbox_inquiry ON outbox (inquiry_id);
      CREATE INDEX outbox_subscriber ON outbox (subscriber_id);
      CREATE INDEX outbox_recipient ON outbox (recipient, kind, created_at);
    `,
    postgres: `
      CREATE TABLE inquiries (
        id text PRIMARY KEY,
        reference text NOT NULL CONSTRAINT inquiries_reference_key UNIQUE,
        submission_key text NOT NULL CONSTRAINT inquiries_submission_key_key UNIQUE,
        created_at bigint NOT NULL,
        language text NOT NULL,
        form text NOT NULL CHECK (form IN ('contact', 'plan-trip', 'trip')),
        page text NOT NULL,
        name text NOT NULL,
        email text NOT NULL,
        fields jsonb NOT NULL,
        spam boolean NOT NULL
      );
      CREATE INDEX inquiries_created_at ON inquiries (created_at);
      CREATE INDEX inquiries_email ON inquiries (lower(email));

      CREATE TABLE subscribers (
        id text PRIMARY KEY,
        email text NOT NULL UNIQUE CHECK (email = lower(email)),
        language text NOT NULL,
        state text NOT NULL CHECK (state IN ('pending', 'confirmed', 'unsubscribed')),
        consent_text text NOT NULL,
        consent_at bigint NOT NULL,
        confirmed_at bigint,
        unsubscribed_at bigint,
        created_at bigint NOT NULL
      );

      CREATE TABLE outbox (
        id text PRIMARY KEY,
        inquiry_id text REFERENCES inquiries (id) ON DELETE CASCADE,
        subscriber_id text REFERENCES subscribers (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('staff', 'acknowledgement', 'newsletter-confirmation')),
        recipient text NOT NULL CHECK (recipient = lower(recipient)),
        message_id text NOT NULL,
        mail jsonb NOT NULL,
        state text NOT NULL CHECK (state IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at bigint NOT NULL,
        locked_until bigint,
        last_error text,
        created_at bigint NOT NULL,
        sent_at bigint
      );
      CREATE INDEX outbox_due ON outbox (state, next_attempt_at);
      CREATE INDEX outbox_inquiry ON outbox (inquiry_id);
      CREATE INDEX outbox_subscriber ON outbox (subscriber_id);
      CREATE INDEX outbox_recipient ON outbox (recipient, kind, created_at);
    `,
  },
]

/** The next step not yet applied, given the versions already recorded. */
export function nextMigration(applied: ReadonlySet<number>): Migration | undefined {
  return MIGRATIONS.find((migration) => !applied.has(migration.version))
}
