import path from "node:path"
import { spawnSync } from "node:child_process"

// The servers Playwright starts for the "site" project (playwright.config.ts): the site's own server (server/main.ts)
// on E2E_PORT, delivering over SMTP to the sink of e2e/support/smtp-sink.ts. Specs read the ports and folders here.

/** The repository root (this file is e2e/support/e2e-server.ts). */
const ROOT = path.resolve(__dirname, "../..")

/** The site's server: E2E_PORT (default 9100). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 9100)
export const E2E_ORIGIN = `http://localhost:${E2E_PORT}`
/** The SMTP sink: E2E_SMTP_PORT, else 25 above E2E_PORT (9100 -> 9125), so runs on different E2E_PORTs do not meet. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 25)
/** Folders of a run on another E2E_PORT get its number: two runs at once do not empty each other's. */
const suffix = E2E_PORT === 9100 ? "" : `-${E2E_PORT}`
/** Where the sink writes each message it receives (<ms>-<n>.eml), emptied when it starts. */
export const E2E_MAIL_DIR = path.resolve(ROOT, process.env.E2E_MAIL_DIR ?? `test-results/e2e-mail${suffix}`)
/** The server's VAR_DIR (its SQLite file, signing secret), removed before it starts (start-e2e-server.ts). */
export const E2E_VAR_DIR = path.resolve(ROOT, process.env.E2E_VAR_DIR ?? `test-results/e2e-var${suffix}`)
/** The built site it serves: public/ unless E2E_PUBLIC_DIR names another build (as the nginx project's). */
export const E2E_SERVED_DIR = path.resolve(ROOT, process.env.E2E_PUBLIC_DIR ?? "public")

/**
 * The server's settings (server/config.ts). Playwright forms fill faster than a person, and every test posts from
 * 127.0.0.1: the spam timer and the rate limits are off here (Jest tests them); retries come quickly. Variables a
 * developer's shell may hold (DATABASE_URL, SITE_URL …) are set, so the run always uses SQLite in E2E_VAR_DIR.
 */
export const E2E_SERVER_ENV: Record<string, string> = {
  PORT: String(E2E_PORT),
  HOST: "localhost",
  SITE_URL: E2E_ORIGIN,
  PUBLIC_DIR: E2E_SERVED_DIR,
  DATA_DIR: path.join(ROOT, "data"),
  VAR_DIR: E2E_VAR_DIR,
  DATABASE_URL: "",
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  MAIL_FROM: "",
  INQUIRY_TO: "",
  SIGNING_SECRET: "",
  TRUST_PROXY: "loopback",
  MIN_FILL_MS: "0",
  RATE_LIMIT_PER_MINUTE: "100000",
  ACK_LIMIT_PER_DAY: "100000",
  OUTBOX_BACKOFF_MS: "200",
  OUTBOX_POLL_MS: "1000",
  OUTBOX_LEASE_MS: "10000",
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
}

/** Playwright webServer entries (the sink first: Playwright starts them in order). */
export const smtpSinkWebServer = {
  command: "npx tsx e2e/support/smtp-sink.ts",
  cwd: ROOT,
  env: { E2E_SMTP_PORT: String(E2E_SMTP_PORT), E2E_MAIL_DIR },
  port: E2E_SMTP_PORT,
  reuseExistingServer: !process.env.CI,
  timeout: 30_000,
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 2_000 },
}

export const siteWebServer = {
  command: "npx tsx e2e/support/start-e2e-server.ts",
  cwd: ROOT,
  env: E2E_SERVER_ENV,
  url: `${E2E_ORIGIN}/api/health`,
  reuseExistingServer: !process.env.CI,
  timeout: 60_000,
  // SIGTERM: the server stops taking requests, finishes those in flight and closes its store
  gracefulShutdown: { signal: "SIGTERM" as const, timeout: 5_000 },
}

/** `npm run inquiries -- <args>` over the e2e server's store (e.g. ["list", "--csv"]); its stdout, or throws. */
export function inquiriesCli(args: string[]): string {
  const run = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["server/cli/inquiries.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, ...E2E_SERVER_ENV },
    encoding: "utf8",
    timeout: 30_000,
  })
  if (run.status !== 0) throw new Error(`npm run inquiries -- ${args.join(" ")} exited with ${run.status}: ${run.stderr}`)
  return run.stdout
}
