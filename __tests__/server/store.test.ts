/** @jest-environment node */
import crypto from "node:crypto"
import fs from "node:fs"
import net from "node:net"
import os from "node:os"
import path from "node:path"
import Database from "better-sqlite3"
import pg from "pg"
import { newReference } from "../../server/references"
import { MIGRATIONS } from "../../server/store/migrations"
import { openStore } from "../../server/store/open-store"
import { openPostgresStore } from "../../server/store/postgres-store"
import { openSqliteStore } from "../../server/store/sqlite-store"
import {
  ReferenceTakenError,
  StoreUnavailableError,
  type MessageKind,
  type NewInquiry,
  type NewMessage,
  type Store,
  type Subscriber,
} from "../../server/store/store"
import { createDatabase, freshPostgresDatabase, startPostgresCluster } from "../support/postgres-cluster"

jest.setTimeout(30_000)

const T0 = Date.UTC(2026, 0, 15, 9)
const HOUR = 3600_000
const DAY = 24 * HOUR
const LEASE = 120_000

type Row = Record<string, unknown>

/** One empty database of an engine: stores opened on it (each its own connection or pool), and raw SQL for checks. */
interface TestDatabase {
  open(): Promise<Store>
  query(sql: string): Promise<Row[]>
}

const temporary: string[] = []
afterAll(() => temporary.forEach((folder) => fs.rmSync(folder, { recursive: true, force: true })))
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "store-test-"))
  temporary.push(folder)
  return folder
}

const engines: Array<{ engine: "sqlite" | "postgres"; database: () => Promise<TestDatabase> }> = [
  {
    engine: "sqlite",
    database: async () => {
      const file = path.join(tempFolder(), "var", "inquiries.sqlite")
      return {
        open: () => openSqliteStore(file),
        query: async (sql) => {
          const db = new Database(file, { readonly: true })
          try {
            return db.prepare(sql).all() as Row[]
          } finally {
            db.close()
          }
        },
      }
    },
  },
  {
    engine: "postgres",
    database: async () => {
      const url = await freshPostgresDatabase()
      return {
        open: () => openPostgresStore(url),
        query: async (sql) => {
          const client = new pg.Client({ connectionString: url })
          await client.connect()
          try {
            return (await client.query<Row>(sql)).rows
          } finally {
            await client.end()
          }
        },
      }
    },
  },
]

function newInquiry(overrides: Partial<NewInquiry> = {}): NewInquiry {
  return {
    id: crypto.randomUUID(),
    reference: newReference(new Date(T0)),
    submissionKey: crypto.randomUUID(),
    createdAt: T0,
    language: "en",
    form: "contact",
    page: "/contact/",
    name: "Ada Lovelace",
    email: "ada@example.com",
    fields: { message: "Two weeks in the north", travellers: 2, items: [{ kind: "hotel", slug: "rayavadee" }], note: "ภูเก็ต" },
    spam: false,
    ...overrides,
  }
}

function newMessage(kind: MessageKind, to: string): NewMessage {
  const id = crypto.randomUUID()
  return {
    id,
    kind,
    messageId: `<${id}@test.example>`,
    mail: {
      from: "Travel <hello@travel.example>",
      to,
      subject: `A ${kind}`,
      text: "text",
      html: "<p>html</p>",
      headers: { "X-Test": "1" },
    },
  }
}

/** Staff message plus acknowledgement, the usual pair. */
const bothMessages = (inquiry: NewInquiry) => () => [
  newMessage("staff", "team@travel.example"),
  newMessage("acknowledgement", inquiry.email),
]
const noMessages = () => []

const signUp = (email: string, consentAt: number): Omit<Subscriber, "state" | "confirmedAt" | "unsubscribedAt"> => ({
  id: crypto.randomUUID(),
  email,
  language: "en",
  consentText: `I agree (${consentAt})`,
  consentAt,
})

/** Polls instead of sleeping a fixed time. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time")
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

/** How long a promise took to settle, and how. */
async function settle<T>(promise: Promise<T>): Promise<{ ms: number; error: unknown; value: T | undefined }> {
  const start = Date.now()
  try {
    const value = await promise
    return { ms: Date.now() - start, error: undefined, value }
  } catch (error) {
    return { ms: Date.now() - start, error, value: undefined }
  }
}

test("migrations have increasing versions and SQL for both engines", () => {
  const versions = MIGRATIONS.map((migration) => migration.version)
  expect(versions).toEqual([...versions].sort((a, b) => a - b))
  expect(new Set(versions).size).toBe(versions.length)
  expect(versions[0]).toBe(1)
  for (const migration of MIGRATIONS) {
    expect(migration.sqlite.trim()).not.toBe("")
    expect(migration.postgres.trim()).not.toBe("")
  }
})

describe.each(engines)("$engine store", ({ engine, database }) => {
  let db: TestDatabase
  let store: Store
  const opened: Store[] = []
  const open = async () => {
    const instance = await db.open()
    opened.push(instance)
    return instance
  }

  beforeEach(async () => {
    db = await database()
    store = await open()
    await store.migrate()
  })
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((instance) => instance.close()))
  })

  const count = async (table: string) => Number((await db.query(`SELECT count(*) AS n FROM ${table}`))[0]?.n)

  test("reports its engine and answers a ping", async () => {
    expect(store.engine).toBe(engine)
    await expect(store.ping()).resolves.toBe(true)
  })

  test("migrations run once each, again and from two instances at once", async () => {
    db = await database()
    const [first, second] = await Promise.all([open(), open()])
    await Promise.all([first.migrate(), second.migrate()])
    await first.migrate()
    const rows = await db.query("SELECT version, name FROM schema_migrations ORDER BY version")
    expect(rows.map((row) => Number(row.version))).toEqual(MIGRATIONS.map((migration) => migration.version))
    await expect(first.listInquiries({})).resolves.toEqual([])
  })

  test("stores an inquiry with its messages and finds it by reference", async () => {
    const inquiry = newInquiry()
    await expect(store.submitInquiry(inquiry, bothMessages(inquiry), T0 - DAY)).resolves.toEqual({
      reference: inquiry.reference,
      created: true,
    })
    await expect(store.findInquiry(inquiry.reference)).resolves.toEqual({ ...inquiry, delivery: "pending" })
    await expect(store.findInquiry("LDT-2026-ZZZZZZ")).resolves.toBeNull()
    const messages = await store.listMessages({ inquiryReference: inquiry.reference })
    // Same time, so in id order: compare as a set
    expect(messages.map((message) => [message.kind, message.state, message.attempts, message.createdAt, message.lastError]).sort()).toEqual(
      [
        ["acknowledgement", "pending", 0, T0, null],
        ["staff", "pending", 0, T0, null],
      ],
    )
    const staff = messages.find((message) => message.kind === "staff")
    expect(staff?.mail).toEqual({
      from: "Travel <hello@travel.example>",
      to: "team@travel.example",
      subject: "A staff",
      text: "text",
      html: "<p>html</p>",
      headers: { "X-Test": "1" },
    })
    expect(staff?.messageId).toBe(`<${staff?.id}@test.example>`)
  })

  test("an inquiry's delivery follows its messages", async () => {
    const spam = newInquiry({ spam: true })
    await store.submitInquiry(spam, noMessages, T0)
    expect((await store.findInquiry(spam.reference))?.delivery).toBe("none")

    const inquiry = newInquiry()
    await store.submitInquiry(inquiry, bothMessages(inquiry), T0)
    const delivery = async () => (await store.findInquiry(inquiry.reference))?.delivery
    const [first, second] = await store.claimDue(T0, 10, LEASE)
    if (!first || !second) throw new Error("two messages expected")
    await store.markSent(first.id, T0 + 1)
    expect(await delivery()).toBe("pending")
    await store.markSent(second.id, T0 + 2)
    expect(await delivery()).toBe("sent")

    const failing = newInquiry()
    await store.submitInquiry(failing, bothMessages(failing), T0)
    const [one] = await store.listMessages({ inquiryReference: failing.reference })
    await store.markFailed(one?.id as string, "550 mailbox unavailable")
    expect((await store.findInquiry(failing.reference))?.delivery).toBe("failed")
  })

  test("lists inquiries by time, language, form and e-mail, without spam unless asked", async () => {
    const rows = [
      newInquiry({ createdAt: T0, language: "en", form: "contact", email: "Ada@Example.com" }),
      newInquiry({ createdAt: T0 + HOUR, language: "de", form: "trip", email: "bob@example.com" }),
      newInquiry({ createdAt: T0 + 2 * HOUR, language: "en", form: "plan-trip", email: "ada@example.com" }),
      newInquiry({ createdAt: T0 + 3 * HOUR, language: "en", form: "contact", email: "spam@example.com", spam: true }),
    ]
    // Written out of order: the list is by time
    for (const inquiry of [...rows].reverse()) await store.submitInquiry(inquiry, noMessages, T0)
    const references = async (filter: Parameters<Store["listInquiries"]>[0]) =>
      (await store.listInquiries(filter)).map((row) => row.reference)
    const [a, b, c, d] = rows.map((row) => row.reference)
    expect(await references({})).toEqual([a, b, c])
    expect(await references({ includeSpam: true })).toEqual([a, b, c, d])
    expect(await references({ since: T0 + HOUR })).toEqual([b, c])
    expect(await references({ until: T0 + 2 * HOUR })).toEqual([a, b])
    expect(await references({ since: T0 + HOUR, until: T0 + 2 * HOUR })).toEqual([b])
    expect(await references({ language: "en" })).toEqual([a, c])
    expect(await references({ form: "trip" })).toEqual([b])
    expect(await references({ email: "ADA@example.COM" })).toEqual([a, c])
    expect(await references({ email: "spam@example.com" })).toEqual([])
    expect(await references({ email: "spam@example.com", includeSpam: true })).toEqual([d])
    const [spam] = await store.listInquiries({ since: T0 + 3 * HOUR, includeSpam: true })
    expect(spam?.spam).toBe(true)
  })

  test("the same submission key again writes nothing and gives the stored reference", async () => {
    const first = newInquiry()
    await store.submitInquiry(first, bothMessages(first), T0)
    const messages = jest.fn(bothMessages(first))
    const again = newInquiry({ submissionKey: first.submissionKey, name: "Someone else" })
    await expect(store.submitInquiry(again, messages, T0)).resolves.toEqual({ reference: first.reference, created: false })
    // Even with the same reference drawn again
    await expect(store.submitInquiry({ ...again, reference: first.reference }, messages, T0)).resolves.toEqual({
      reference: first.reference,
      created: false,
    })
    expect(messages).not.toHaveBeenCalled()
    expect(await count("inquiries")).toBe(1)
    expect(await count("outbox")).toBe(2)
    expect((await store.findInquiry(first.reference))?.name).toBe("Ada Lovelace")
  })

  test("ten requests with the same submission key at once store one inquiry", async () => {
    const other = await open()
    const key = crypto.randomUUID()
    const attempts = Array.from({ length: 10 }, () => newInquiry({ submissionKey: key }))
    // Half on another connection (PostgreSQL: another pool), so the inserts really race
    const results = await Promise.all(
      attempts.map((inquiry, index) => (index % 2 ? other : store).submitInquiry(inquiry, bothMessages(inquiry), T0)),
    )
    expect(results.filter((result) => result.created)).toHaveLength(1)
    const winner = results.find((result) => result.created)?.reference
    expect(results.map((result) => result.reference)).toEqual(Array(10).fill(winner))
    expect(await count("inquiries")).toBe(1)
    expect(await count("outbox")).toBe(2)
  })

  test("a reference already taken throws ReferenceTakenError and writes nothing", async () => {
    const first = newInquiry()
    await store.submitInquiry(first, bothMessages(first), T0)
    const clash = newInquiry({ reference: first.reference })
    await expect(store.submitInquiry(clash, bothMessages(clash), T0)).rejects.toBeInstanceOf(ReferenceTakenError)
    expect(await count("inquiries")).toBe(1)
    expect(await count("outbox")).toBe(2)
    // The caller draws another reference and the same submission works
    await expect(store.submitInquiry({ ...clash, reference: newReference() }, bothMessages(clash), T0)).resolves.toMatchObject({
      created: true,
    })
  })

  test("an error in the messages callback leaves nothing behind", async () => {
    const inquiry = newInquiry()
    const broken = () => {
      throw new Error("template failed")
    }
    await expect(store.submitInquiry(inquiry, broken, T0)).rejects.toThrow("template failed")
    await expect(store.findInquiry(inquiry.reference)).resolves.toBeNull()
    expect(await count("inquiries")).toBe(0)
    // Nothing half-written blocks the same key afterwards
    await expect(store.submitInquiry(inquiry, bothMessages(inquiry), T0)).resolves.toEqual({ reference: inquiry.reference, created: true })
  })

  test("counts the acknowledgements already written to an address in the window", async () => {
    const seen: number[] = []
    const submit = (email: string, createdAt: number, windowStart: number) => {
      const inquiry = newInquiry({ email, createdAt })
      return store.submitInquiry(
        inquiry,
        (recent) => {
          seen.push(recent)
          return [newMessage("staff", "team@travel.example"), newMessage("acknowledgement", `"Ada" <${email.toUpperCase()}>`)]
        },
        windowStart,
      )
    }
    await submit("ada@example.com", T0, T0 - DAY)
    await submit("ADA@example.com", T0 + HOUR, T0 + HOUR - DAY)
    await submit("Ada@Example.com", T0 + 2 * HOUR, T0 + 2 * HOUR - DAY)
    // A window that starts after the first two; another address
    await submit("ada@example.com", T0 + 3 * HOUR, T0 + 2 * HOUR)
    await submit("bob@example.com", T0 + 3 * HOUR, T0)
    expect(seen).toEqual([0, 1, 2, 1, 0])
  })

  test("the acknowledgement limit holds for submissions from one address at once", async () => {
    const other = await open()
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, index) => {
        const inquiry = newInquiry({ email: "ada@example.com" })
        return (index % 2 ? other : store).submitInquiry(
          inquiry,
          (recent) => [newMessage("staff", "team@travel.example"), ...(recent < 2 ? [newMessage("acknowledgement", inquiry.email)] : [])],
          T0 - DAY,
        )
      }),
    )
    expect(results.every((result) => result.created)).toBe(true)
    const kinds = (await store.listMessages({})).map((message) => message.kind)
    expect(kinds.filter((kind) => kind === "acknowledgement")).toHaveLength(2)
    expect(kinds.filter((kind) => kind === "staff")).toHaveLength(6)
  })

  test("claimDue takes due messages in order, counts the attempt and leases them", async () => {
    const inquiries = [newInquiry({ createdAt: T0 }), newInquiry({ createdAt: T0 + 1 }), newInquiry({ createdAt: T0 + 2 })]
    for (const inquiry of inquiries) await store.submitInquiry(inquiry, () => [newMessage("staff", "team@travel.example")], T0)
    const ids = (await store.listMessages({})).map((message) => message.id)
    expect(await store.claimDue(T0 - 1, 10, LEASE)).toEqual([])

    const firstTwo = await store.claimDue(T0 + 10, 2, LEASE)
    expect(firstTwo.map((message) => message.id)).toEqual(ids.slice(0, 2))
    expect(firstTwo.map((message) => message.attempts)).toEqual([1, 1])
    expect((await store.claimDue(T0 + 10, 10, LEASE)).map((message) => message.id)).toEqual(ids.slice(2))

    // Leased until T0 + 10 + LEASE: not before, then again (its worker died), with the attempt counted
    expect(await store.claimDue(T0 + 10 + LEASE, 10, LEASE)).toEqual([])
    const again = await store.claimDue(T0 + 11 + LEASE, 10, LEASE)
    expect(again.map((message) => [message.id, message.attempts])).toEqual(ids.map((id) => [id, 2]))
  })

  test("two workers claiming at once never take the same message", async () => {
    const other = await open()
    const total = 40
    for (let index = 0; index < total; index++) {
      const inquiry = newInquiry({ createdAt: T0 + index })
      await store.submitInquiry(inquiry, () => [newMessage("staff", "team@travel.example")], T0)
    }
    const claimed: string[] = []
    // Rounds of simultaneous claims from both instances, until all are taken
    for (let round = 0; round < 10 && claimed.length < total; round++) {
      const batches = await Promise.all([store, other, store, other].map((instance) => instance.claimDue(T0 + total, 7, LEASE)))
      for (const batch of batches) claimed.push(...batch.map((message) => message.id))
    }
    expect(claimed).toHaveLength(total)
    expect(new Set(claimed).size).toBe(total)
    const attempts = (await store.listMessages({})).map((message) => message.attempts)
    expect(attempts).toEqual(Array(total).fill(1))
  })

  test("markRetry, markFailed, requeueFailed, outboxStats and nextDue", async () => {
    await expect(store.nextDue()).resolves.toBeNull()
    await expect(store.outboxStats(T0)).resolves.toEqual({ pending: 0, failed: 0, sent: 0, oldestPendingMs: null })
    const inquiry = newInquiry()
    await store.submitInquiry(inquiry, bothMessages(inquiry), T0)
    await expect(store.nextDue()).resolves.toBe(T0)
    await expect(store.outboxStats(T0 + 5_000)).resolves.toEqual({ pending: 2, failed: 0, sent: 0, oldestPendingMs: 5_000 })

    const [first, second] = await store.claimDue(T0, 10, LEASE)
    if (!first || !second) throw new Error("two messages expected")
    // Both leased: due again when the lease ends
    await expect(store.nextDue()).resolves.toBe(T0 + LEASE + 1)

    await store.markRetry(first.id, "421 try later", T0 + 60_000)
    await expect(store.nextDue()).resolves.toBe(T0 + 60_000)
    expect(await store.claimDue(T0 + 59_999, 10, LEASE)).toEqual([])
    const retried = await store.claimDue(T0 + 60_000, 10, LEASE)
    expect(retried.map((message) => [message.id, message.attempts, message.state, message.lastError])).toEqual([
      [first.id, 2, "pending", "421 try later"],
    ])

    await store.markFailed(first.id, "550 no such user")
    await store.markSent(second.id, T0 + 1)
    await expect(store.outboxStats(T0 + 70_000)).resolves.toEqual({ pending: 0, failed: 1, sent: 1, oldestPendingMs: null })
    await expect(store.nextDue()).resolves.toBeNull()
    expect((await store.listMessages({ state: "failed" })).map((message) => [message.id, message.lastError])).toEqual([
      [first.id, "550 no such user"],
    ])
    expect((await store.listMessages({ state: "sent" })).map((message) => message.id)).toEqual([second.id])

    await expect(store.requeueFailed(T0 + 80_000)).resolves.toBe(1)
    await expect(store.requeueFailed(T0 + 80_000)).resolves.toBe(0)
    await expect(store.nextDue()).resolves.toBe(T0 + 80_000)
    const requeued = await store.claimDue(T0 + 80_000, 10, LEASE)
    // A fresh round of attempts
    expect(requeued.map((message) => [message.id, message.attempts])).toEqual([[first.id, 1]])
  })

  test("listMessages filters by state and by inquiry", async () => {
    const a = newInquiry()
    const b = newInquiry()
    await store.submitInquiry(a, bothMessages(a), T0)
    await store.submitInquiry(b, () => [newMessage("staff", "team@travel.example")], T0)
    await store.subscribe(signUp("reader@example.com", T0), () => newMessage("newsletter-confirmation", "reader@example.com"), T0)
    expect(await store.listMessages({})).toHaveLength(4)
    expect(await store.listMessages({ inquiryReference: a.reference })).toHaveLength(2)
    expect(await store.listMessages({ inquiryReference: b.reference })).toHaveLength(1)
    expect(await store.listMessages({ inquiryReference: "LDT-2026-000000" })).toEqual([])
    const [sent] = await store.listMessages({ inquiryReference: b.reference })
    await store.markSent(sent?.id as string, T0)
    expect((await store.listMessages({ state: "sent" })).map((message) => message.id)).toEqual([sent?.id])
    expect(await store.listMessages({ state: "pending", inquiryReference: b.reference })).toEqual([])
  })

  test("subscribe, confirm, sign up again, unsubscribe, sign up again", async () => {
    const calls: Array<[string | null, number]> = []
    const confirmation = (existing: Subscriber | null, recent: number) => {
      calls.push([existing?.state ?? null, recent])
      return existing?.state === "confirmed" ? null : newMessage("newsletter-confirmation", "Reader@Example.com")
    }
    const first = await store.subscribe(signUp("Reader@Example.com", T0), confirmation, T0 - DAY)
    expect(first).toEqual({
      id: expect.any(String),
      email: "reader@example.com",
      language: "en",
      state: "pending",
      consentText: `I agree (${T0})`,
      consentAt: T0,
      confirmedAt: null,
      unsubscribedAt: null,
    })
    const pendingAgain = await store.subscribe({ ...signUp("reader@example.COM", T0 + HOUR), language: "de" }, confirmation, T0 - DAY)
    expect(pendingAgain).toMatchObject({ id: first.id, state: "pending", language: "de", consentAt: T0 + HOUR })
    await expect(store.findSubscriber(first.id)).resolves.toEqual(pendingAgain)

    const confirmed = await store.confirmSubscriber(first.id, T0 + 2 * HOUR)
    expect(confirmed).toMatchObject({ state: "confirmed", confirmedAt: T0 + 2 * HOUR })
    await expect(store.confirmSubscriber(first.id, T0 + 3 * HOUR)).resolves.toEqual(confirmed)
    // Confirmed stays confirmed, with the consent it confirmed
    await expect(store.subscribe(signUp("reader@example.com", T0 + 3 * HOUR), confirmation, T0 + HOUR)).resolves.toEqual(confirmed)

    const unsubscribed = await store.unsubscribe(first.id, T0 + 4 * HOUR)
    expect(unsubscribed).toMatchObject({ state: "unsubscribed", unsubscribedAt: T0 + 4 * HOUR })
    await expect(store.unsubscribe(first.id, T0 + 5 * HOUR)).resolves.toEqual(unsubscribed)
    await expect(store.confirmSubscriber(first.id, T0 + 5 * HOUR)).resolves.toEqual(unsubscribed)

    const restarted = await store.subscribe(signUp("reader@example.com", T0 + 6 * HOUR), confirmation, T0 - DAY)
    expect(restarted).toMatchObject({ id: first.id, state: "pending", consentAt: T0 + 6 * HOUR, confirmedAt: null, unsubscribedAt: null })

    // The count covers the window only; the confirmed sign-up wrote nothing
    expect(calls).toEqual([
      [null, 0],
      ["pending", 1],
      ["confirmed", 1],
      ["unsubscribed", 2],
    ])
    expect((await store.listMessages({})).map((message) => message.kind)).toEqual(Array(3).fill("newsletter-confirmation"))
    await expect(store.findSubscriber(crypto.randomUUID())).resolves.toBeNull()
    await expect(store.confirmSubscriber(crypto.randomUUID(), T0)).resolves.toBeNull()
    await expect(store.unsubscribe(crypto.randomUUID(), T0)).resolves.toBeNull()
  })

  test("listSubscribers, by state", async () => {
    const none = () => null
    const a = await store.subscribe(signUp("a@example.com", T0), none, T0)
    const b = await store.subscribe(signUp("b@example.com", T0 + 1), none, T0)
    const c = await store.subscribe(signUp("c@example.com", T0 + 2), none, T0)
    await store.confirmSubscriber(b.id, T0 + 10)
    await store.unsubscribe(c.id, T0 + 10)
    expect((await store.listSubscribers()).map((row) => row.email)).toEqual(["a@example.com", "b@example.com", "c@example.com"])
    expect((await store.listSubscribers("pending")).map((row) => row.id)).toEqual([a.id])
    expect((await store.listSubscribers("confirmed")).map((row) => row.id)).toEqual([b.id])
    expect((await store.listSubscribers("unsubscribed")).map((row) => row.id)).toEqual([c.id])
    expect(await store.listMessages({})).toEqual([])
  })

  test("eraseEmail deletes one person's inquiries, messages and subscription", async () => {
    const ada = [newInquiry({ email: "Ada@Example.com" }), newInquiry({ email: "ada@example.com", createdAt: T0 + 1 })]
    const bob = newInquiry({ email: "bob@example.com" })
    for (const inquiry of [...ada, bob]) await store.submitInquiry(inquiry, bothMessages(inquiry), T0)
    await store.subscribe(signUp("ada@example.com", T0), () => newMessage("newsletter-confirmation", "ada@example.com"), T0)
    await store.subscribe(signUp("bob@example.com", T0), () => newMessage("newsletter-confirmation", "bob@example.com"), T0)

    await expect(store.eraseEmail(" ADA@example.com ")).resolves.toEqual({ inquiries: 2, messages: 5, subscribers: 1 })
    expect((await store.listInquiries({ includeSpam: true })).map((row) => row.reference)).toEqual([bob.reference])
    expect((await store.listMessages({})).map((message) => message.mail.to).sort()).toEqual(
      ["bob@example.com", "bob@example.com", "team@travel.example"].sort(),
    )
    expect((await store.listSubscribers()).map((row) => row.email)).toEqual(["bob@example.com"])
    await expect(store.eraseEmail("ada@example.com")).resolves.toEqual({ inquiries: 0, messages: 0, subscribers: 0 })
  })

  test("purge deletes what the retention period has passed, and nothing else", async () => {
    const before = T0 + 10 * DAY
    const pendingBefore = T0 + 20 * DAY
    const old = newInquiry({ createdAt: T0 })
    const recent = newInquiry({ createdAt: before })
    await store.submitInquiry(old, bothMessages(old), T0)
    await store.submitInquiry(recent, bothMessages(recent), T0)

    const confirmation = (email: string) => () => newMessage("newsletter-confirmation", email)
    // Confirmed long ago: kept; its sent confirmation goes, a pending message to it stays
    const loyal = await store.subscribe(signUp("loyal@example.com", T0), confirmation("loyal@example.com"), T0)
    await store.confirmSubscriber(loyal.id, T0 + 1)
    const [loyalMessage] = (await store.listMessages({})).filter((message) => message.mail.to === "loyal@example.com")
    await store.markSent(loyalMessage?.id as string, T0)
    await store.subscribe(signUp("loyal@example.com", T0 + 2), confirmation("loyal@example.com"), T0)
    // Pending and never confirmed: gone after pendingBefore; a recent one stays
    await store.subscribe(signUp("stale@example.com", T0 + 19 * DAY), confirmation("stale@example.com"), T0)
    await store.subscribe(signUp("fresh@example.com", pendingBefore), confirmation("fresh@example.com"), T0)
    // Unsubscribed before `before`: gone; after: kept
    const left = await store.subscribe(signUp("left@example.com", T0), () => null, T0)
    await store.unsubscribe(left.id, before - 1)
    const leftLater = await store.subscribe(signUp("later@example.com", T0), () => null, T0)
    await store.unsubscribe(leftLater.id, before)

    // old's 2 messages, loyal's sent confirmation, stale's pending confirmation
    await expect(store.purge(before, pendingBefore)).resolves.toEqual({ inquiries: 1, messages: 4, subscribers: 2 })
    expect((await store.listInquiries({})).map((row) => row.reference)).toEqual([recent.reference])
    expect((await store.listSubscribers()).map((row) => row.email).sort()).toEqual([
      "fresh@example.com",
      "later@example.com",
      "loyal@example.com",
    ])
    expect((await store.listMessages({})).map((message) => message.mail.to).sort()).toEqual(
      ["ada@example.com", "fresh@example.com", "loyal@example.com", "team@travel.example"].sort(),
    )
    await expect(store.purge(before, pendingBefore)).resolves.toEqual({ inquiries: 0, messages: 0, subscribers: 0 })
  })

  test("a closed store rejects with StoreUnavailableError", async () => {
    const closing = await open()
    await closing.close()
    await closing.close()
    await expect(closing.findInquiry("LDT-2026-000000")).rejects.toBeInstanceOf(StoreUnavailableError)
    await expect(closing.ping()).resolves.toBe(false)
  })
})

describe("SQLite file", () => {
  const previousUmask = process.umask()
  beforeAll(() => process.umask(0o022))
  afterAll(() => process.umask(previousUmask))

  test("its folder is made 0700 and the database, -wal and -shm are 0600", async () => {
    const varDir = path.join(tempFolder(), "var", "nested")
    const store = await openStore({ databaseUrl: null, varDir })
    try {
      expect(store.engine).toBe("sqlite")
      const inquiry = newInquiry()
      await store.submitInquiry(inquiry, bothMessages(inquiry), T0)
      const mode = (name: string) => fs.statSync(name).mode & 0o777
      expect(mode(varDir)).toBe(0o700)
      expect(mode(path.dirname(varDir))).toBe(0o700)
      const file = path.join(varDir, "inquiries.sqlite")
      for (const name of [file, `${file}-wal`, `${file}-shm`]) expect([name, mode(name)]).toEqual([name, 0o600])
    } finally {
      await store.close()
    }
  })

  test("a database file left readable by others is made owner-only again", async () => {
    const folder = tempFolder()
    const file = path.join(folder, "inquiries.sqlite")
    fs.writeFileSync(file, "")
    fs.chmodSync(file, 0o644)
    const store = await openSqliteStore(file)
    await store.close()
    expect(fs.statSync(file).mode & 0o777).toBe(0o600)
  })
})

describe("PostgreSQL", () => {
  test("openStore takes DATABASE_URL and migrates", async () => {
    const url = await freshPostgresDatabase()
    const store = await openStore({ databaseUrl: url, varDir: tempFolder() })
    try {
      expect(store.engine).toBe("postgres")
      await expect(store.listInquiries({})).resolves.toEqual([])
    } finally {
      await store.close()
    }
  })

  test("a server that accepts connections and never answers gives StoreUnavailableError within seconds", async () => {
    const sockets = new Set<net.Socket>()
    const silent = net.createServer((socket) => sockets.add(socket))
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve))
    const { port } = silent.address() as net.AddressInfo
    const store = await openPostgresStore(`postgres://nobody@127.0.0.1:${port}/nothing`)
    try {
      const [ping, migrate] = await Promise.all([settle(store.ping()), settle(store.migrate())])
      expect(ping.value).toBe(false)
      expect(ping.ms).toBeLessThan(4_000)
      expect(String(migrate.error)).toMatch(/^StoreUnavailableError: .*timeout/i)
      expect(migrate.ms).toBeLessThan(4_000)
      // The silent server really held the connections: the timeout answered, not a refusal
      expect(sockets.size).toBeGreaterThan(0)
    } finally {
      await store.close()
      sockets.forEach((socket) => socket.destroy())
      await new Promise((resolve) => silent.close(resolve))
    }
  })

  test("while the database restarts calls fail fast with StoreUnavailableError, and work again after", async () => {
    // A cluster of this test's own: restarting the run's shared one would break other files' tests
    const cluster = await startPostgresCluster()
    const idleErrors: Error[] = []
    const store = await openPostgresStore(await createDatabase(cluster.url), { onIdleError: (error) => idleErrors.push(error) })
    try {
      await store.migrate()
      const before = newInquiry()
      await store.submitInquiry(before, bothMessages(before), T0)
      // Several idle connections in the pool when the server goes
      await Promise.all(Array.from({ length: 3 }, () => store.outboxStats(T0)))

      await cluster.down()
      await eventually(() => idleErrors.length > 0)
      await expect(store.ping()).resolves.toBe(false)
      const during = newInquiry()
      const calls = [
        store.submitInquiry(during, bothMessages(during), T0),
        store.findInquiry(before.reference),
        store.claimDue(T0, 10, LEASE),
        store.outboxStats(T0),
        store.subscribe(signUp("reader@example.com", T0), () => null, T0),
        store.migrate(),
      ]
      for (const outcome of await Promise.all(calls.map((call) => settle<unknown>(call)))) {
        // As text first, so a failure shows what was thrown
        expect(String(outcome.error)).toMatch(/^StoreUnavailableError: /)
        expect(outcome.error).toBeInstanceOf(StoreUnavailableError)
        expect(outcome.ms).toBeLessThan(4_000)
      }

      await cluster.up()
      // The first call after the restart works: no broken connection was kept
      await expect(store.findInquiry(before.reference)).resolves.toMatchObject({ reference: before.reference, delivery: "pending" })
      await expect(store.submitInquiry(during, bothMessages(during), T0)).resolves.toEqual({ reference: during.reference, created: true })

      // A quick restart between two calls: the pool's idle connections are dead, the next call still works
      await Promise.all(Array.from({ length: 3 }, () => store.outboxStats(T0)))
      await cluster.restart()
      await expect(store.outboxStats(T0)).resolves.toMatchObject({ pending: 4 })
      await expect(store.ping()).resolves.toBe(true)
    } finally {
      await store.close()
      await cluster.stop()
    }
  })
})
