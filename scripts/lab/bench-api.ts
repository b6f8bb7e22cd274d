// npm run bench:api (tsx scripts/lab/bench-api.ts): the forms' server under a bounded load on this machine, with each
// engine. The server runs as in production (tsx server/main.ts, its own process, LOG_LEVEL info) on loopback, and
// autocannon sends POST /api/inquiry at 50 requests a second (500 requests, 10 connections, each its own client
// address, every body its own submission key) in four runs:
//
//   - storage, delivery excluded: SQLite (a file on this disk, WAL, synchronous=FULL), then PostgreSQL (a throwaway
//     cluster with fsync and synchronous_commit on, as a real one): the answer's latency, the inquiry and its
//     messages committed before it. The outbox worker is kept out of it: its SMTP server takes the first message and
//     never answers, so the worker waits on that one for the whole run (nodemailer gives up after 15 s);
//   - the same on SQLite with the .eml transport (no SMTP_URL, a newcomer's npm start): the worker writes every
//     message as it comes, in the same process;
//   - delivery: a real SMTP server on loopback (smtp-server) that answers: from the visitor's Send (the request's
//     start) to the staff message at the SMTP server.
//
// Prints a table, writes bench-results/api.json, and exits 1 when a run misses scripts/budgets.json → "api"
// (inquiryP99Ms for SQLite's storage run, sendToSmtpP99Ms for both delivery runs). Without PostgreSQL installed its
// runs are skipped (PG_BIN names another installation). Run it on a quiet machine: other work reads as latency.
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import pg from "pg"
import { simpleParser } from "mailparser"
import { z } from "zod"
import { freePort, startServer, waitFor, writeFixtureSite } from "../../__tests__/support/server-process"
import { findPostgresBin, startPostgresCluster } from "../../__tests__/support/postgres-cluster"
import { createSmtpCapture, type SmtpCapture, type SmtpMode } from "../../__tests__/support/smtp-capture"
import { loadBudgets } from "../js-budget"
import { writeResults } from "./results"
import { REPO_ROOT } from "./repo-root"

const RATE = 50
const AMOUNT = 500
const CONNECTIONS = 10
const WARM_UP = 50
const STAFF = "staff@bench.example"
const REFERENCE = /LDT-\d{4}-[0-9A-HJKMNP-TV-Z]{6}/
/** The field read of the server's answer to an accepted inquiry. */
const answerSchema = z.object({ reference: z.string() })

const budgets = { inquiryP99Ms: 50, sendToSmtpP99Ms: 5000, ...(loadBudgets().api ?? {}) }
const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-api-"))
// The SQLite file on the repository's disk, as production keeps it on the server's
fs.mkdirSync(path.join(REPO_ROOT, "bench-results"), { recursive: true })
const varRoot = fs.mkdtempSync(path.join(REPO_ROOT, "bench-results", ".api-var-"))
const publicDir = writeFixtureSite(path.join(work, "public"))

interface Percentiles {
  p50: number | null
  p90: number | null
  p99: number | null
  max: number | null | undefined
}

/** One run's figures, as bench-results/api.json keeps them. */
interface RunFigures {
  name: string
  engine: string
  mail: string
  requests: number
  statuses: Record<number, number>
  errors: number
  timeouts: number
  durationS: number
  loadAverage: number
  latencyMs: { p50: number; p90: number; p99: number; max: number }
  sendToSmtpMs?: Percentiles & { messages: number }
}

interface RunOptions {
  name: string
  engine: string
  databaseUrl: string
  smtp: SmtpCapture | null
}

function percentile(sorted: number[], p: number): number | null {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? null
}

/**
 * One run: the server on `databaseUrl` ("" for SQLite), mail to `smtp` (null: .eml files; mode "stall": the worker
 * held on its first message); returns its figures.
 */
async function run({ name, engine, databaseUrl, smtp }: RunOptions): Promise<RunFigures> {
  const server = await startServer({
    env: {
      PUBLIC_DIR: publicDir,
      VAR_DIR: fs.mkdtempSync(path.join(varRoot, `${name}-`)),
      DATABASE_URL: databaseUrl,
      SMTP_URL: smtp?.url ?? "",
      INQUIRY_TO: STAFF,
      RATE_LIMIT_PER_MINUTE: "100000",
      ACK_LIMIT_PER_DAY: "100000",
      LOG_LEVEL: "info",
      NODE_ENV: "production",
    },
  })
  try {
    // Warm-up, not measured: the first requests compile the route's code paths (V8) and open the store's connections
    for (let i = 0; i < WARM_UP; i++) await post(server.origin, `${name}-warm-${i}`)
    const startOf = new Map<string, number>()
    const statuses: Record<number, number> = {}
    // Each connection's client address and its request's start (autocannon's context object is untyped)
    const clientOf = new WeakMap<object, { address: string; started: number }>()
    let count = 0
    let clients = 0
    const result = await autocannon({
      url: `${server.origin}/api/inquiry`,
      connections: CONNECTIONS,
      overallRate: RATE,
      amount: AMOUNT,
      timeout: 10,
      requests: [
        {
          method: "POST",
          setupRequest: (request, context) => {
            const client = clientOf.get(context) ?? { address: `203.0.113.${(clients++ % CONNECTIONS) + 1}`, started: 0 }
            client.started = Date.now()
            clientOf.set(context, client)
            return {
              ...request,
              headers: { "content-type": "application/json", "x-forwarded-for": client.address },
              body: JSON.stringify(inquiry(`${name}-${count++}`)),
            }
          },
          onResponse: (status, body, context) => {
            statuses[status] = (statuses[status] ?? 0) + 1
            const started = clientOf.get(context)?.started
            if (status === 200 && started !== undefined) startOf.set(answerSchema.parse(JSON.parse(body)).reference, started)
          },
        },
      ],
    })
    if (smtp?.mode === "stall" && smtp.stalled !== 1) throw new Error(`${name}: the worker was not held (${smtp.stalled} messages held)`)
    const figures: RunFigures = {
      name,
      engine,
      mail: smtp ? (smtp.mode === "stall" ? "held (SMTP never answers)" : "smtp") : ".eml files",
      requests: result.requests.total,
      statuses,
      errors: result.errors,
      timeouts: result.timeouts,
      durationS: result.duration,
      // Other work on the machine reads as latency: the 1-minute load average as the run ended
      loadAverage: Number((os.loadavg()[0] ?? 0).toFixed(2)),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    }
    if (smtp?.mode === "accept") figures.sendToSmtpMs = await sendToSmtp(smtp, startOf)
    return figures
  } finally {
    await server.stop()
  }
}

/** Each staff message's arrival at the SMTP server after its request started (waits for all of them, up to 60 s). */
async function sendToSmtp(smtp: SmtpCapture, startOf: Map<string, number>): Promise<Percentiles & { messages: number }> {
  const arrivals = new Map<string, number>()
  let read = 0
  await waitFor(
    async () => {
      for (; read < smtp.received.length; read++) {
        const mail = smtp.received[read]
        if (!mail || !mail.to.includes(STAFF)) continue
        const parsed = await simpleParser(mail.raw)
        const reference = REFERENCE.exec(`${parsed.subject ?? ""} ${parsed.text ?? ""}`)?.[0]
        if (reference && startOf.has(reference) && !arrivals.has(reference)) arrivals.set(reference, mail.receivedAt)
      }
      return arrivals.size >= startOf.size
    },
    { timeoutMs: 60_000, intervalMs: 100, what: "every staff message at the SMTP server" },
  )
  const delays = [...arrivals].map(([reference, at]) => at - (startOf.get(reference) ?? at)).sort((a, b) => a - b)
  return {
    messages: delays.length,
    p50: percentile(delays, 50),
    p90: percentile(delays, 90),
    p99: percentile(delays, 99),
    max: delays.at(-1),
  }
}

function inquiry(label: string) {
  const key = `${label}-${Math.random().toString(36).slice(2, 10)}`
  return {
    form: "contact",
    language: "en",
    page: "/contact",
    submissionKey: key,
    fillMs: 6000,
    firstName: "Bench",
    lastName: label,
    email: `${key}@example.com`,
    requirements: "A two-week journey for four in March: Bangkok, Chiang Mai and Koh Samui, villas with pools.",
  }
}

async function post(origin: string, label: string): Promise<void> {
  const response = await fetch(`${origin}/api/inquiry`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(inquiry(label)),
  })
  await response.arrayBuffer()
}

/** A throwaway cluster made durable again: the test helper turns fsync off, a real server has it on. */
async function durablePostgres() {
  const cluster = await startPostgresCluster()
  const client = new pg.Client({ connectionString: cluster.url })
  await client.connect()
  try {
    for (const setting of ["fsync = on", "synchronous_commit = on", "full_page_writes = on"])
      await client.query(`ALTER SYSTEM SET ${setting}`)
    await client.query("SELECT pg_reload_conf()")
  } finally {
    await client.end()
  }
  return cluster
}

const row = (cells: Array<string | number>) =>
  `| ${cells.map((cell, i) => String(cell).padEnd([18, 8, 6, 6, 6, 6, 13, 6, 6, 4][i] ?? 8)).join(" | ")} |`
const ms = (value: number | null | undefined) => (value === null || value === undefined ? "–" : String(Math.round(value)))

async function main() {
  const runs: RunFigures[] = []
  const skipped: string[] = []
  let cluster: Awaited<ReturnType<typeof durablePostgres>> | null = null
  /** A run with its own SMTP server, "stall" (the worker held) or "accept". */
  const withSmtp = async (mode: SmtpMode, options: Omit<RunOptions, "smtp">) => {
    const smtp = await createSmtpCapture({ port: await freePort() })
    smtp.mode = mode
    try {
      return await run({ ...options, smtp })
    } finally {
      smtp.release()
      await smtp.stop()
    }
  }
  try {
    if (findPostgresBin()) cluster = await durablePostgres()
    else skipped.push("postgres: PostgreSQL is not installed (apt-get install postgresql, or PG_BIN)")
    const engines: Array<[engine: string, databaseUrl: string]> = [
      ["sqlite", ""],
      ...(cluster ? [["postgres", cluster.url] as [string, string]] : []),
    ]
    for (const [engine, databaseUrl] of engines) runs.push(await withSmtp("stall", { name: `${engine}-storage`, engine, databaseUrl }))
    runs.push(await run({ name: "sqlite-storage-eml", engine: "sqlite", databaseUrl: "", smtp: null }))
    for (const [engine, databaseUrl] of engines) runs.push(await withSmtp("accept", { name: `${engine}-delivery`, engine, databaseUrl }))
  } finally {
    await cluster?.stop()
    fs.rmSync(work, { recursive: true, force: true })
    fs.rmSync(varRoot, { recursive: true, force: true })
  }

  const misses: string[] = []
  for (const result of runs) {
    if (result.errors > 0 || result.timeouts > 0 || (result.statuses[200] ?? 0) !== result.requests)
      misses.push(`${result.name}: not every request was answered 200 (${JSON.stringify(result.statuses)}, ${result.errors} errors)`)
    if (result.name === "sqlite-storage" && result.latencyMs.p99 > budgets.inquiryP99Ms)
      misses.push(`${result.name}: POST /api/inquiry p99 ${result.latencyMs.p99} ms > ${budgets.inquiryP99Ms} ms`)
    if (result.sendToSmtpMs && (result.sendToSmtpMs.p99 ?? 0) > budgets.sendToSmtpP99Ms)
      misses.push(`${result.name}: Send → staff message at SMTP p99 ${result.sendToSmtpMs.p99} ms > ${budgets.sendToSmtpP99Ms} ms`)
  }

  console.log(
    `\nPOST /api/inquiry: ${RATE} requests/s, ${AMOUNT} requests, ${CONNECTIONS} connections (one client address each); ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model ?? "CPU"}, load ${(os.loadavg()[0] ?? 0).toFixed(1)} before the last run\n`,
  )
  const header = ["run", "requests", "p50 ms", "p90 ms", "p99 ms", "max ms", "Send→SMTP p50", "p99 ms", "max ms", "load"]
  console.log(row(header))
  console.log(row(header.map((cell, i) => "-".repeat([18, 8, 6, 6, 6, 6, 13, 6, 6, 4][i] ?? cell.length))))
  for (const result of runs) {
    const { latencyMs: l, sendToSmtpMs: s } = result
    console.log(
      row([
        result.name,
        result.requests,
        ms(l.p50),
        ms(l.p90),
        ms(l.p99),
        ms(l.max),
        ms(s?.p50),
        ms(s?.p99),
        ms(s?.max),
        result.loadAverage,
      ]),
    )
  }
  for (const note of skipped) console.log(`skipped ${note}`)
  const file = writeResults("api", {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, node: process.version, loadAverage: os.loadavg() },
    load: { rate: RATE, amount: AMOUNT, connections: CONNECTIONS },
    budgets,
    runs,
    skipped,
    misses,
  })
  console.log(`\nWritten to ${file}`)
  if (misses.length > 0) {
    console.log(`\nBudget misses (scripts/budgets.json → api):\n${misses.map((miss) => `  ${miss}`).join("\n")}`)
    process.exit(1)
  }
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
