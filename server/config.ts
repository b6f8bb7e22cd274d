import path from "node:path"

/**
 * The server's settings, from the environment, each with a default that is safe on a newcomer's machine (README.md,
 * "The server": one line per variable). Paths are resolved from the working directory (the repository root).
 */
export interface ServerConfig {
  /** PORT (9000) and HOST (localhost): where it listens. Behind nginx in production: 127.0.0.1. */
  port: number
  host: string
  /** SITE_URL: the public origin, for links in e-mails and the Origin check (default http://localhost:<port>). */
  siteUrl: string
  /** PUBLIC_DIR (public): the built site it serves; DATA_DIR (data): the content (company, translations, languages). */
  publicDir: string
  dataDir: string
  /** VAR_DIR (var): the SQLite file, the signing secret and the .eml folder; readable by the server's user only. */
  varDir: string
  /** DATABASE_URL: postgres://… for PostgreSQL; unset: SQLite at <varDir>/inquiries.sqlite. */
  databaseUrl: string | null
  /** SMTP_URL: smtp://user:pass@host:587 (smtps:// for TLS on connect); unset: .eml files in <varDir>/mail. */
  smtpUrl: string | null
  /** MAIL_FROM: the sender of every e-mail (default: the company's name and address from data/company). */
  mailFrom: string | null
  /** INQUIRY_TO: where staff messages go (default: the company's e-mail from data/company). */
  inquiryTo: string | null
  /** SIGNING_SECRET: signs the newsletter's links; unset: a random one kept in <varDir>/signing-secret. */
  signingSecret: string | null
  /** TRUST_PROXY (loopback): whose X-Forwarded-For is believed, as Fastify's trustProxy takes it. */
  trustProxy: string
  /** RATE_LIMIT_PER_MINUTE (10): form posts per client address per minute, per server. */
  rateLimitPerMinute: number
  /** ACK_LIMIT_PER_DAY (5): acknowledgements and newsletter confirmations to one address per 24 hours. */
  ackLimitPerDay: number
  /** MIN_FILL_MS (3000): a form sent sooner after it was shown is spam (a person takes longer). */
  minFillMs: number
  /** BODY_LIMIT_BYTES (32768): a larger body is refused with 413. */
  bodyLimitBytes: number
  /** OUTBOX_MAX_ATTEMPTS (8), OUTBOX_BACKOFF_MS (30000: doubled each attempt, at most 6 h), OUTBOX_LEASE_MS (120000). */
  outboxMaxAttempts: number
  outboxBackoffMs: number
  outboxLeaseMs: number
  /** OUTBOX_POLL_MS (15000): how often the worker looks for messages another server wrote or a retry now due. */
  outboxPollMs: number
  /** CLEANUP_INTERVAL_MS (6 h): how often the retention clean-up runs (the period itself is in data/privacy). */
  cleanupIntervalMs: number
  /** NEWSLETTER_LINK_DAYS (7): how long a confirmation link works. */
  newsletterLinkDays: number
  /** LOG_LEVEL (info). */
  logLevel: string
}

type Env = Readonly<Record<string, string | undefined>>

function integer(env: Env, name: string, fallback: number): number {
  const raw = env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, got "${raw}"`)
  return value
}

const text = (env: Env, name: string): string | null => (env[name] ? (env[name] as string) : null)

export function loadConfig(env: Env = process.env): ServerConfig {
  const port = integer(env, "PORT", 9000)
  return {
    port,
    host: env.HOST || "localhost",
    siteUrl: (env.SITE_URL || `http://localhost:${port}`).replace(/\/+$/, ""),
    publicDir: path.resolve(env.PUBLIC_DIR || "public"),
    dataDir: path.resolve(env.DATA_DIR || "data"),
    varDir: path.resolve(env.VAR_DIR || "var"),
    databaseUrl: text(env, "DATABASE_URL"),
    smtpUrl: text(env, "SMTP_URL"),
    mailFrom: text(env, "MAIL_FROM"),
    inquiryTo: text(env, "INQUIRY_TO"),
    signingSecret: text(env, "SIGNING_SECRET"),
    trustProxy: env.TRUST_PROXY || "loopback",
    rateLimitPerMinute: integer(env, "RATE_LIMIT_PER_MINUTE", 10),
    ackLimitPerDay: integer(env, "ACK_LIMIT_PER_DAY", 5),
    minFillMs: integer(env, "MIN_FILL_MS", 3000),
    bodyLimitBytes: integer(env, "BODY_LIMIT_BYTES", 32 * 1024),
    outboxMaxAttempts: integer(env, "OUTBOX_MAX_ATTEMPTS", 8),
    outboxBackoffMs: integer(env, "OUTBOX_BACKOFF_MS", 30_000),
    outboxLeaseMs: integer(env, "OUTBOX_LEASE_MS", 120_000),
    outboxPollMs: integer(env, "OUTBOX_POLL_MS", 15_000),
    cleanupIntervalMs: integer(env, "CLEANUP_INTERVAL_MS", 6 * 3600_000),
    newsletterLinkDays: integer(env, "NEWSLETTER_LINK_DAYS", 7),
    logLevel: env.LOG_LEVEL || "info",
  }
}
