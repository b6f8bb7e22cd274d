/** @jest-environment node */
import fs from "node:fs"
import net from "node:net"
import path from "node:path"
import { SMTPServer, type SMTPServerSession } from "smtp-server"
import { acknowledgement } from "../../server/mail/acknowledgement"
import type { MailContext } from "../../server/mail/compose"
import { messageDomain, newMessage } from "../../server/mail/message-id"
import { OutboxWorker, MAX_BACKOFF_MS, isPermanent, retryDelay } from "../../server/mail/outbox-worker"
import { staffMessage } from "../../server/mail/staff-message"
import { MailSendError, createMailTransport, type MailTransport } from "../../server/mail/transport"
import type { ServerConfig } from "../../server/config"
import { openStore } from "../../server/store/open-store"
import type { NewInquiry, OutboxMessage, Store } from "../../server/store/store"
import { decodeWords, header, inquiryFrom, memoryLog, siteTexts, testConfig, waitFor } from "./support/mail-fixtures"

interface Received {
  raw: string
  to: string[]
}

interface Sink {
  port: number
  received: Received[]
  close(): Promise<void>
}

type Refusal = (session: SMTPServerSession) => number | null

/** A real SMTP server on loopback (smtp-server), keeping what it accepts; `refuse` may answer RCPT TO with a code. */
function startSmtp(port = 0, refuse: Refusal = () => null): Promise<Sink> {
  const received: Received[] = []
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(_address, session, callback) {
      const code = refuse(session)
      if (code === null) return callback()
      callback(Object.assign(new Error(code >= 500 ? "No such mailbox" : "Try again later"), { responseCode: code }))
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on("data", (chunk: Buffer) => chunks.push(chunk))
      stream.on("end", () => {
        received.push({ raw: Buffer.concat(chunks).toString("utf8"), to: session.envelope.rcptTo.map((rcpt) => rcpt.address) })
        callback()
      })
    },
  })
  return new Promise((resolve, reject) => {
    server.once("error", reject)
    server.listen(port, "127.0.0.1", () => {
      const address = server.server.address() as net.AddressInfo
      resolve({ port: address.port, received, close: () => new Promise((done) => server.close(() => done())) })
    })
  })
}

/** A port nothing listens on (taken from the system, then let go). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo
      probe.close(() => resolve(port))
    })
  })
}

const texts = siteTexts()
const stores: Store[] = []
const workers: OutboxWorker[] = []
const sinks: Sink[] = []
const transports: MailTransport[] = []

afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()))
  transports.splice(0).forEach((transport) => transport.close())
  await Promise.all(sinks.splice(0).map((sink) => sink.close()))
  await Promise.all(stores.splice(0).map((store) => store.close()))
})

async function setup(env: Record<string, string>, options: { now?: () => number } = {}) {
  const config = testConfig({ OUTBOX_BACKOFF_MS: "5", OUTBOX_POLL_MS: "60000", OUTBOX_MAX_ATTEMPTS: "5", ...env })
  const store = await openStore(config)
  stores.push(store)
  const log = memoryLog()
  const transport = createMailTransport(config, log)
  transports.push(transport)
  const worker = new OutboxWorker({ store, transport, config, log, now: options.now })
  workers.push(worker)
  return { config, store, log, worker }
}

const planTrip = {
  form: "plan-trip",
  language: "de",
  page: "/de/experiences",
  firstName: "Jane",
  lastName: "Doe",
  email: "jane@example.com",
  request: "A quiet table at sunset.",
  experience: "ang-thong-marine-park-private-boat",
}

/** Stores an inquiry with its two messages, as the route does; returns the rows written. */
async function submit(store: Store, config: ServerConfig, overrides: Partial<NewInquiry> = {}) {
  const inquiry = inquiryFrom(planTrip, { createdAt: Date.now(), ...overrides })
  const context: MailContext = { config, siteTexts: texts }
  const domain = messageDomain(config.siteUrl)
  const messages = [
    newMessage("staff", staffMessage(inquiry, context), domain),
    newMessage("acknowledgement", acknowledgement(inquiry, context), domain),
  ]
  await store.submitInquiry(inquiry, () => messages, 0)
  return { inquiry, messages }
}

const byId = async (store: Store): Promise<Map<string, OutboxMessage>> =>
  new Map((await store.listMessages({})).map((message) => [message.id, message]))

describe("the outbox worker, against a real SMTP server", () => {
  it("delivers pending messages, each with its row's Message-ID", async () => {
    const sink = await startSmtp()
    sinks.push(sink)
    const { config, store, worker } = await setup({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` })
    const { inquiry, messages } = await submit(store, config)
    worker.start()
    worker.wake()
    await waitFor(() => sink.received.length === 2, 5_000, "two messages")

    const staff = sink.received.find(({ to }) => to.includes(texts.company("en").email)) as Received
    const ack = sink.received.find(({ to }) => to.includes("jane@example.com")) as Received
    expect(header(staff.raw, "Message-ID")).toBe(messages[0]?.messageId)
    expect(header(ack.raw, "Message-ID")).toBe(messages[1]?.messageId)
    expect(decodeWords(header(staff.raw, "Subject") ?? "")).toContain(`[${inquiry.reference}]`)
    expect(header(staff.raw, "Reply-To")).toBe("Jane Doe <jane@example.com>")
    await waitFor(async () => (await store.outboxStats(Date.now())).sent === 2, 5_000, "both marked sent")
    expect(await store.outboxStats(Date.now())).toEqual({ pending: 0, failed: 0, sent: 2, oldestPendingMs: null })
    expect((await store.findInquiry(inquiry.reference))?.delivery).toBe("sent")
  })

  it("keeps messages pending while SMTP is down, then delivers each exactly once when it is up", async () => {
    const port = await freePort()
    // The clock the worker and the store go by: moved on instead of waiting for a backoff to pass
    let offset = 0
    const now = () => Date.now() + offset
    const { config, store, worker, log } = await setup({ SMTP_URL: `smtp://127.0.0.1:${port}`, OUTBOX_MAX_ATTEMPTS: "50" }, { now })
    const { messages } = await submit(store, config)
    worker.start()
    worker.wake()

    // The snapshot is taken when every attempt counted so far has failed and been logged: an attempt still in flight
    // (claimed, so counted, but not yet answered) could otherwise be the one that delivers, and count for "before"
    const before = await waitFor(
      async () => {
        const snapshot = await byId(store)
        const attempts = [...snapshot.values()].reduce((sum, message) => sum + message.attempts, 0)
        const retried = log.entries.filter(({ level, message }) => level === "warn" && /will try again/.test(message)).length
        const settled = [...snapshot.values()].every((message) => message.state === "pending" && message.attempts >= 2)
        return settled && retried === attempts ? snapshot : undefined
      },
      10_000,
      "two failed attempts each",
    )
    for (const message of before.values()) expect(message.lastError).toMatch(/ECONNREFUSED/)
    expect(log.entries.some(({ level, message }) => level === "warn" && /will try again/.test(message))).toBe(true)
    expect((await store.outboxStats(now())).pending).toBe(2)

    const sink = await startSmtp(port)
    sinks.push(sink)
    offset += MAX_BACKOFF_MS + 60_000
    worker.wake()
    await waitFor(async () => (await store.outboxStats(now())).sent === 2, 10_000, "both sent")
    await worker.stop()

    expect(sink.received).toHaveLength(2)
    expect(sink.received.map(({ raw }) => header(raw, "Message-ID")).sort()).toEqual(messages.map(({ messageId }) => messageId).sort())
    const after = await byId(store)
    for (const message of after.values()) expect(message.attempts).toBeGreaterThan(before.get(message.id)?.attempts ?? Infinity)
  })

  it("retries a 451, gives up on a 550, and says so in the stats and the log", async () => {
    // The first attempt is told to come back later, the second that the mailbox does not exist
    let attempts = 0
    const sink = await startSmtp(0, () => (++attempts === 1 ? 451 : 550))
    sinks.push(sink)
    const { config, store, worker, log } = await setup({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: "web@example.test" })
    const inquiry = inquiryFrom(planTrip, { createdAt: Date.now() })
    const message = newMessage("staff", staffMessage(inquiry, { config, siteTexts: texts }), "example.test")
    await store.submitInquiry(inquiry, () => [message], 0)
    worker.start()
    worker.wake()

    await waitFor(async () => (await store.outboxStats(Date.now())).failed === 1, 10_000, "the message failed")
    const [row] = await store.listMessages({ state: "failed" })
    expect(row?.attempts).toBe(2)
    expect(row?.lastError).toMatch(/550/)
    expect(sink.received).toHaveLength(0)
    expect(await store.outboxStats(Date.now())).toMatchObject({ pending: 0, failed: 1, sent: 0 })
    expect((await store.findInquiry(inquiry.reference))?.delivery).toBe("failed")

    const retried = log.entries.find(({ level }) => level === "warn")
    expect(retried?.details).toMatchObject({ messageId: message.id, reference: inquiry.reference, responseCode: 451 })
    const given = log.entries.find(({ level }) => level === "error")
    expect(given?.details).toMatchObject({ messageId: message.id, reference: inquiry.reference, responseCode: 550, to: message.mail.to })
    expect(given?.message).toMatch(/given up/)
  })

  it("gives up after OUTBOX_MAX_ATTEMPTS temporary failures", async () => {
    const sink = await startSmtp(0, () => 451)
    sinks.push(sink)
    const { config, store, worker, log } = await setup({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, OUTBOX_MAX_ATTEMPTS: "3" })
    const { inquiry } = await submit(store, config)
    worker.start()
    worker.wake()
    await waitFor(async () => (await store.outboxStats(Date.now())).failed === 2, 10_000, "both failed")
    for (const message of await store.listMessages({})) {
      expect(message.attempts).toBe(3)
      expect(message.lastError).toMatch(/451/)
    }
    const errors = log.entries.filter(({ level }) => level === "error")
    expect(errors).toHaveLength(2)
    for (const entry of errors) {
      expect(entry.message).toMatch(/after 3 attempts/)
      expect(entry.details).toMatchObject({ reference: inquiry.reference, attempts: 3 })
    }
  })

  it("starts delivering within a second of wake(), with a poll interval of a minute", async () => {
    const sink = await startSmtp()
    sinks.push(sink)
    const { config, store, worker } = await setup({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, OUTBOX_POLL_MS: "60000" })
    // The first round finds nothing; once it has asked for the next due time, the worker sleeps for the poll interval
    let asked = 0
    const nextDue = store.nextDue.bind(store)
    store.nextDue = () => {
      asked += 1
      return nextDue()
    }
    worker.start()
    await waitFor(() => asked > 0, 1_000, "an idle worker")
    await submit(store, config)
    const woken = Date.now()
    worker.wake()
    await waitFor(() => sink.received.length === 2, 1_000, "delivery after wake()")
    expect(Date.now() - woken).toBeLessThan(1_000)
  })

  it("survives a store that fails: logs, backs off, carries on", async () => {
    const sink = await startSmtp()
    sinks.push(sink)
    const config = testConfig({ SMTP_URL: `smtp://127.0.0.1:${sink.port}`, OUTBOX_POLL_MS: "60000" })
    const store = await openStore(config)
    stores.push(store)
    let failures = 1
    const flaky: Store = Object.create(store, {
      claimDue: {
        value: (...args: Parameters<Store["claimDue"]>) =>
          failures-- > 0 ? Promise.reject(new Error("database is locked")) : store.claimDue(...args),
      },
    })
    const log = memoryLog()
    const transport = createMailTransport(config, log)
    transports.push(transport)
    const worker = new OutboxWorker({ store: flaky, transport, config, log })
    workers.push(worker)
    await submit(store, config)
    worker.start()
    await waitFor(() => sink.received.length === 2, 10_000, "delivery after the store recovered")
    expect(log.entries.filter(({ level, message }) => level === "error" && /store failed/.test(message))).toHaveLength(1)
  })

  it("never runs two loops, and stop() waits for the message in flight", async () => {
    const sink = await startSmtp()
    sinks.push(sink)
    const { config, store, worker } = await setup({ SMTP_URL: `smtp://127.0.0.1:${sink.port}` })
    let inFlight = 0
    let most = 0
    const claimDue = store.claimDue.bind(store)
    store.claimDue = async (...args) => {
      inFlight += 1
      most = Math.max(most, inFlight)
      try {
        return await claimDue(...args)
      } finally {
        inFlight -= 1
      }
    }
    await submit(store, config)
    worker.start()
    worker.start()
    for (let i = 0; i < 20; i += 1) worker.wake()
    await waitFor(() => sink.received.length > 0, 5_000, "a first delivery")
    await worker.stop()
    expect(most).toBe(1)
    // Whatever was claimed is either sent or handed back, never left leased
    const stats = await store.outboxStats(Date.now())
    expect(stats.sent + stats.pending).toBe(2)
    expect(stats.sent).toBe(sink.received.length)
  })
})

describe("the .eml folder, without SMTP_URL", () => {
  it("writes each message as <createdAt>-<id>.eml and names the folder once", async () => {
    const { config, store, worker, log } = await setup({})
    const { messages } = await submit(store, config)
    worker.start()
    worker.wake()
    await waitFor(async () => (await store.outboxStats(Date.now())).sent === 2, 5_000, "both written")
    const folder = path.join(config.varDir, "mail")
    const rows = await store.listMessages({})
    expect(fs.readdirSync(folder).sort()).toEqual(rows.map((row) => `${row.createdAt}-${row.id}.eml`).sort())
    const raw = fs.readFileSync(path.join(folder, `${rows[0]?.createdAt}-${rows[0]?.id}.eml`), "utf8")
    expect(messages.map(({ messageId }) => messageId)).toContain(header(raw, "Message-ID"))
    expect(raw).toContain("\r\n\r\n")
    expect(fs.statSync(folder).mode & 0o777).toBe(0o700)
    expect(log.entries.filter(({ details }) => details.folder === folder)).toHaveLength(1)
  })
})

describe("retry rules", () => {
  it.each([
    [1, 30_000],
    [2, 60_000],
    [3, 120_000],
    [10, 15_360_000],
    [11, 6 * 3600_000],
    [40, 6 * 3600_000],
  ])("after attempt %i the wait is about %i ms", (attempts, expected) => {
    expect(retryDelay(attempts, 30_000, () => 0.5)).toBe(expected)
    expect(retryDelay(attempts, 30_000, () => 0)).toBe(Math.round(expected * 0.9))
    expect(retryDelay(attempts, 30_000, () => 1)).toBe(Math.min(Math.round(expected * 1.1), MAX_BACKOFF_MS))
  })

  it.each([
    [550, true],
    [554, true],
    [503, false],
    [451, false],
    [421, false],
    [undefined, false],
  ])("a %s reply is permanent: %s", (code, permanent) => {
    expect(isPermanent(new MailSendError("x", code, undefined))).toBe(permanent)
  })
})
