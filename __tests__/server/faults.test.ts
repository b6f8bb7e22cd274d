/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import autocannon from "autocannon"
import { openStore } from "../../server/store/open-store"
import type { OutboxMessage, Store, StoredInquiry } from "../../server/store/store"
import { createDatabase, startPostgresCluster, type PostgresCluster } from "../support/postgres-cluster"
import { freePort, startServer, waitFor, writeFixtureSite, type ServerProcess } from "../support/server-process"
import { createSmtpCapture, type SmtpCapture } from "../support/smtp-capture"

// Faults, against the real thing: the server as its own process (tsx server/main.ts), a real SMTP server on loopback
// (smtp-server), a real SQLite file and a real PostgreSQL (a cluster of this file's own: one test restarts it, which
// the run's shared cluster must not see). SMTP down, the server killed (SIGKILL) while it sends and while it writes,
// PostgreSQL restarted under a stream of submissions, and a bounded load: nothing that got a reference is lost,
// every stored inquiry has both its messages, and each message arrives once (a duplicate, when a kill makes one, has
// the same Message-ID).

jest.setTimeout(60_000)

type EngineName = "sqlite" | "postgres"

const REFERENCE = /^LDT-\d{4}-[0-9A-HJKMNP-TV-Z]{6}$/
const temporary: string[] = []
const running: ServerProcess[] = []
const smtpServers: SmtpCapture[] = []
let cluster: PostgresCluster | null = null
let publicDir = ""

const tempFolder = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  temporary.push(folder)
  return folder
}

beforeAll(async () => {
  publicDir = writeFixtureSite(tempFolder("faults-public-"))
  cluster = await startPostgresCluster()
})

afterAll(async () => {
  await Promise.all(running.map((server) => server.stop("SIGKILL")))
  await Promise.all(smtpServers.map((smtp) => smtp.stop()))
  await cluster?.stop()
  for (const folder of temporary) fs.rmSync(folder, { recursive: true, force: true })
})

async function smtpServer(listen = true): Promise<SmtpCapture> {
  const smtp = await createSmtpCapture({ port: await freePort(), listen })
  smtpServers.push(smtp)
  return smtp
}

/** A new, empty store of the engine: its DATABASE_URL ("" for SQLite, whose file goes in the server's VAR_DIR). */
async function databaseUrl(engine: EngineName): Promise<string> {
  if (engine === "sqlite") return ""
  if (!cluster) throw new Error("no PostgreSQL cluster")
  return createDatabase(cluster.url)
}

/** The server on a store of `engine`, delivering to `smtp`; retries, leases and polls in fractions of a second. */
async function launch(engine: EngineName, smtp: SmtpCapture, env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await startServer({
    env: {
      PUBLIC_DIR: publicDir,
      VAR_DIR: tempFolder("faults-var-"),
      DATABASE_URL: await databaseUrl(engine),
      SMTP_URL: smtp.url,
      MIN_FILL_MS: "0",
      RATE_LIMIT_PER_MINUTE: "100000",
      ACK_LIMIT_PER_DAY: "100000",
      OUTBOX_BACKOFF_MS: "100",
      OUTBOX_MAX_ATTEMPTS: "40",
      OUTBOX_LEASE_MS: "1500",
      OUTBOX_POLL_MS: "300",
      LOG_LEVEL: "warn",
      ...env,
    },
  })
  running.push(server)
  return server
}

/** The same server again, on the same port and store (after a kill). */
async function restart(server: ServerProcess): Promise<ServerProcess> {
  const again = await startServer({ env: server.env })
  running.push(again)
  return again
}

/** A contact inquiry as a page's script sends it; its submission key and visitor address are its own. */
function inquiry(label: string, key = `${label}-${crypto.randomUUID()}`) {
  return {
    form: "contact",
    language: "en",
    page: "/contact",
    submissionKey: key,
    fillMs: 6000,
    firstName: "Fault",
    lastName: label,
    email: `${key.toLowerCase()}@example.com`,
    requirements: `Sent by the fault tests (${label}).`,
  }
}

type Inquiry = ReturnType<typeof inquiry>

interface Outcome {
  sent: Inquiry
  key: string
  status?: number
  reference?: string
  answer?: { error?: string; message?: string }
  /** The connection failed: no answer at all. */
  error?: string
}

async function post(origin: string, sent: Inquiry, forwardedFor?: string): Promise<Outcome> {
  const key = sent.submissionKey
  try {
    const response = await fetch(`${origin}/api/inquiry`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}) },
      body: JSON.stringify(sent),
      signal: AbortSignal.timeout(15_000),
    })
    const text = await response.text()
    let answer: { reference?: string; error?: string; message?: string }
    try {
      answer = JSON.parse(text) as typeof answer
    } catch {
      answer = { message: `(not JSON) ${text.slice(0, 200)}` }
    }
    return { sent, key, status: response.status, reference: answer.reference, answer }
  } catch (error) {
    return { sent, key, error: error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : String(error) }
  }
}

/**
 * Posts without pause (or `pauseMs` between a client's posts) from `concurrency` clients, each its own address,
 * until `stop()` says so. `outcomes` fills as answers come; `done` resolves when every client has stopped.
 */
function stream(origin: string, label: string, concurrency: number, stop: () => boolean, pauseMs = 0) {
  const outcomes: Outcome[] = []
  let sent = 0
  const client = async (index: number) => {
    while (!stop()) {
      outcomes.push(await post(origin, inquiry(`${label}-${sent++}`), `198.51.100.${index + 1}`))
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs))
    }
  }
  const done = Promise.all(Array.from({ length: concurrency }, (_, index) => client(index))).then(() => outcomes)
  return { outcomes, done }
}

const answeredCount = (outcomes: ReadonlyArray<Outcome>) => outcomes.filter((outcome) => outcome.status === 200).length

interface HealthReport {
  status: string
  outbox?: { pending: number; failed: number; sent: number }
}

async function health(server: ServerProcess): Promise<HealthReport | null> {
  try {
    const response = await fetch(`${server.origin}/api/health`, { signal: AbortSignal.timeout(2_000) })
    return response.status === 200 ? ((await response.json()) as HealthReport) : null
  } catch {
    return null
  }
}

/** What the store holds, read the way the server reads it (server/store/open-store.ts), then closed again. */
async function stored(server: ServerProcess): Promise<{ inquiries: StoredInquiry[]; messagesOf: Map<string, OutboxMessage[]> }> {
  const store: Store = await openStore({ databaseUrl: server.env.DATABASE_URL || null, varDir: server.varDir })
  try {
    const inquiries = await store.listInquiries({ includeSpam: true })
    const messagesOf = new Map<string, OutboxMessage[]>()
    for (const { reference } of inquiries) messagesOf.set(reference, await store.listMessages({ inquiryReference: reference }))
    return { inquiries, messagesOf }
  } finally {
    await store.close()
  }
}

/** Waits until the outbox is empty (nothing pending) and the SMTP server has every message of the store at least once. */
async function delivered(server: ServerProcess, smtp: SmtpCapture, timeoutMs = 30_000) {
  await waitFor(
    async () => {
      const report = await health(server)
      return report?.outbox?.pending === 0 && report.outbox.failed === 0
    },
    { timeoutMs, intervalMs: 100, what: "an empty outbox" },
  )
  const state = await stored(server)
  const counts = smtp.counts()
  const missing = [...state.messagesOf.values()].flat().filter((message) => !counts.has(message.messageId))
  expect(missing.map((message) => `${message.kind} ${message.messageId} (${message.state})`)).toEqual([])
  return state
}

/**
 * Nothing lost, nothing half-written: every reference a client got is stored, every stored inquiry has its staff
 * message and its acknowledgement, each of them was received, and nothing else was. Returns the duplicates (Message-IDs
 * received more than once).
 */
function expectWhole(state: Awaited<ReturnType<typeof stored>>, smtp: SmtpCapture, references: ReadonlyArray<string>): string[] {
  const storedReferences = new Set(state.inquiries.map((item) => item.reference))
  expect(references.filter((reference) => !storedReferences.has(reference))).toEqual([])
  const halfWritten = state.inquiries.filter((item) => {
    const kinds = (state.messagesOf.get(item.reference) ?? []).map((message) => message.kind).sort()
    return kinds.join(",") !== "acknowledgement,staff"
  })
  expect(halfWritten.map((item) => item.reference)).toEqual([])
  const ours = new Set([...state.messagesOf.values()].flat().map((message) => message.messageId))
  const counts = smtp.counts()
  // A delivery that is not one of the stored messages would be a duplicate under another Message-ID
  expect([...counts.keys()].filter((messageId) => !ours.has(messageId))).toEqual([])
  expect([...ours].filter((messageId) => !counts.has(messageId))).toEqual([])
  return [...counts.entries()].filter(([, count]) => count > 1).map(([messageId]) => messageId)
}

const okReferences = (outcomes: ReadonlyArray<Outcome>) =>
  outcomes.filter((outcome) => outcome.status === 200).map((outcome) => outcome.reference ?? "")

describe.each<EngineName>(["sqlite", "postgres"])("the server on %s", (engine) => {
  test("SMTP down when the visitor submits: a reference at once; once SMTP is up, every message arrives exactly once", async () => {
    const smtp = await smtpServer(false)
    const server = await launch(engine, smtp)
    const outcomes = await Promise.all(Array.from({ length: 5 }, (_, i) => post(server.origin, inquiry(`smtp-down-${i}`))))
    expect(outcomes.map((outcome) => outcome.status)).toEqual([200, 200, 200, 200, 200])
    for (const outcome of outcomes) expect(outcome.reference).toMatch(REFERENCE)
    // The worker has tried and failed (connection refused) before the mail server comes up
    await waitFor(
      async () => {
        const { messagesOf } = await stored(server)
        return [...messagesOf.values()].flat().every((message) => message.attempts >= 1 && message.state === "pending")
      },
      { what: "a failed first attempt at every message" },
    )
    await smtp.start()
    const state = await delivered(server, smtp)
    expect(state.inquiries).toHaveLength(5)
    expect(expectWhole(state, smtp, okReferences(outcomes))).toEqual([])
    expect(smtp.received).toHaveLength(10)
    await server.stop()
  })

  test("killed (SIGKILL) while it sends: after a restart every message arrives, the one cut off twice with the same Message-ID", async () => {
    const smtp = await smtpServer()
    // The mail server takes the first message whole and keeps it, but holds back its "250": the sender never learns
    smtp.mode = "stall"
    const server = await launch(engine, smtp)
    const outcome = await post(server.origin, inquiry("kill-sending"))
    expect(outcome.status).toBe(200)
    await waitFor(() => smtp.stalled >= 1, { what: "a message held at the SMTP server" })
    await server.stop("SIGKILL")
    smtp.mode = "accept"
    smtp.release()
    const cutOff = smtp.received[0]?.messageId ?? ""

    const again = await restart(server)
    const state = await delivered(again, smtp)
    expect(state.inquiries.map((item) => item.reference)).toEqual([outcome.reference])
    // At least once: the message cut off is sent again, recognisable by its Message-ID; nothing else twice
    expect(expectWhole(state, smtp, okReferences([outcome]))).toEqual([cutOff])
    expect(smtp.counts().get(cutOff)).toBe(2)
    await again.stop()
  })

  test("killed (SIGKILL) while it writes a burst: every reference given is stored with both messages, and delivered", async () => {
    const smtp = await smtpServer()
    const server = await launch(engine, smtp)
    let killed = false
    const burst = stream(server.origin, "kill-writing", 12, () => killed)
    try {
      // Mid-way: once some have their answer, while others are in flight
      await waitFor(() => answeredCount(burst.outcomes) >= 20, { intervalMs: 5, what: "20 answered submissions" })
      await server.stop("SIGKILL")
    } finally {
      killed = true
    }
    const outcomes = await burst.done
    const answered = outcomes.filter((outcome) => outcome.status === 200)
    expect(answered.length).toBeGreaterThan(0)
    // No answer but a reference or a broken connection (no 500 from a half-dead server)
    expect(outcomes.filter((outcome) => outcome.status !== undefined && outcome.status !== 200)).toEqual([])

    const again = await restart(server)
    // Sent again with the same keys, the ones that got no answer: stored ones give their reference, the rest are new
    const resent = await Promise.all(
      outcomes.filter((outcome) => outcome.status !== 200).map((outcome) => post(again.origin, outcome.sent)),
    )
    expect(resent.filter((outcome) => outcome.status !== 200)).toEqual([])
    const state = await delivered(again, smtp)
    const keys = new Set(outcomes.map((outcome) => outcome.key))
    expect(state.inquiries).toHaveLength(keys.size)
    const byKey = new Map(state.inquiries.map((item) => [item.submissionKey, item.reference]))
    for (const outcome of [...answered, ...resent]) expect(byKey.get(outcome.key)).toBe(outcome.reference)
    // Duplicates only where the kill cut a send off between the mail server's commit and its answer
    const duplicates = expectWhole(state, smtp, okReferences([...answered, ...resent]))
    expect(duplicates.length).toBeLessThanOrEqual(1)
    await again.stop()
  })

  test("a bounded load (autocannon, 50 requests/s for 10 s, 10 client addresses): every 200 stored and delivered once", async () => {
    const smtp = await smtpServer()
    const server = await launch(engine, smtp, { OUTBOX_LEASE_MS: "30000" })
    const run = crypto.randomUUID().slice(0, 8)
    let count = 0
    let clients = 0
    const references: string[] = []
    const statuses = new Map<number, number>()
    const result = await autocannon({
      url: `${server.origin}/api/inquiry`,
      connections: 10,
      overallRate: 50,
      // 500 requests at 50 a second: 10 s, and it stops once every one has its answer (a duration would end with
      // requests in flight, stored but never counted)
      amount: 500,
      timeout: 10,
      requests: [
        {
          method: "POST",
          setupRequest: (request, context) => {
            const client = context as { address?: string }
            // One address per connection: ten visitors behind the same proxy (TRUST_PROXY: loopback)
            client.address ??= `203.0.113.${(clients++ % 10) + 1}`
            const body = inquiry(`load-${run}-${count++}`)
            return {
              ...request,
              headers: { "content-type": "application/json", "x-forwarded-for": client.address },
              body: JSON.stringify(body),
            }
          },
          onResponse: (status, body) => {
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
            if (status === 200) references.push((JSON.parse(body) as { reference: string }).reference)
          },
        },
      ],
    })
    console.log(
      `${engine}: POST /api/inquiry under autocannon (overallRate 50, 500 requests, 10 connections): ${result.requests.total} requests, ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
        `statuses ${JSON.stringify(Object.fromEntries(statuses))}, errors ${result.errors}, timeouts ${result.timeouts}`,
    )
    expect(result.errors).toBe(0)
    expect(result.non2xx).toBe(0)
    expect(references).toHaveLength(500)
    expect(new Set(references).size).toBe(references.length)
    const state = await delivered(server, smtp, 60_000)
    expect(state.inquiries).toHaveLength(references.length)
    expect(expectWhole(state, smtp, references)).toEqual([])
    expect(smtp.received).toHaveLength(2 * references.length)
    await server.stop()
  }, 90_000) // 10 s of load, then 1,000 messages one after the other: npm test runs tsc and ESLint beside Jest
})

describe("the server on postgres, restarted under a stream of submissions", () => {
  test("each submission gets its reference or a clear 503 in JSON; no 500; every 200 stored with both messages", async () => {
    const smtp = await smtpServer()
    const server = await launch("postgres", smtp)
    let done = false
    const submissions = stream(server.origin, "pg-restart", 4, () => done, 20)
    try {
      await waitFor(() => answeredCount(submissions.outcomes) >= 10, { what: "10 answered submissions" })
      await cluster?.down()
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await cluster?.up()
      // Until the server answers with references again, and a while after
      const since = submissions.outcomes.length
      await waitFor(() => answeredCount(submissions.outcomes.slice(since)) >= 10, {
        timeoutMs: 20_000,
        what: "10 references after the restart",
      })
    } catch (error) {
      throw new Error(`${String(error)}\nlast answers: ${JSON.stringify(submissions.outcomes.slice(-5))}\n${server.output().slice(-3000)}`)
    } finally {
      done = true
    }
    const outcomes = await submissions.done
    const unavailable = outcomes.filter((outcome) => outcome.status === 503)
    const other = outcomes.filter((outcome) => outcome.status !== 200 && outcome.status !== 503)
    console.log(
      `postgres restart: ${outcomes.length} submissions, ${outcomes.length - unavailable.length - other.length} with a reference, ${unavailable.length} 503`,
    )
    expect(other).toEqual([])
    for (const outcome of unavailable) {
      expect(outcome.answer?.error).toBe("unavailable")
      expect(outcome.answer?.message).toEqual(expect.any(String))
    }
    expect(unavailable.length).toBeGreaterThan(0)
    // The page keeps the form: sent again, each gets its reference
    const resent = await Promise.all(unavailable.map((outcome) => post(server.origin, outcome.sent)))
    expect(resent.map((outcome) => outcome.status)).toEqual(unavailable.map(() => 200))

    const state = await delivered(server, smtp)
    const answered = [...outcomes.filter((outcome) => outcome.status === 200), ...resent]
    // A message sent just before the database went away could not be marked sent: it goes again after its lease,
    // under the same Message-ID (the worker sends one at a time, so at most one)
    expect(expectWhole(state, smtp, okReferences(answered)).length).toBeLessThanOrEqual(1)
    expect(state.inquiries).toHaveLength(new Set(outcomes.map((outcome) => outcome.key)).size)
    await server.stop()
  })
})
