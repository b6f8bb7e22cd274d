/** @jest-environment node */
import crypto from "node:crypto"
import { monthsBefore, runCleanup, startCleanup } from "../../server/retention"
import { openStore } from "../../server/store/open-store"
import type { Store } from "../../server/store/store"
import { inquiryFrom, memoryLog, siteTexts, testConfig, waitFor } from "./support/mail-fixtures"

const DAY = 86_400_000
const NOW = Date.UTC(2026, 2, 31, 12)

describe("monthsBefore", () => {
  it.each([
    ["2026-03-31T12:00:00.000Z", 1, "2026-02-28T12:00:00.000Z"],
    ["2024-03-31T12:00:00.000Z", 1, "2024-02-29T12:00:00.000Z"],
    ["2026-01-15T00:00:00.000Z", 24, "2024-01-15T00:00:00.000Z"],
    ["2026-05-01T00:00:00.000Z", 5, "2025-12-01T00:00:00.000Z"],
    ["2026-05-01T00:00:00.000Z", 0, "2026-05-01T00:00:00.000Z"],
  ])("%s minus %i months is %s", (now, months, expected) => {
    expect(new Date(monthsBefore(Date.parse(now), months)).toISOString()).toBe(expected)
  })
})

describe("the retention clean-up", () => {
  const texts = siteTexts()
  const config = testConfig({ NEWSLETTER_LINK_DAYS: "7", CLEANUP_INTERVAL_MS: "3600000" })
  let store: Store

  beforeEach(async () => {
    store = await openStore(testConfig())
    const contact = { form: "contact", language: "en", firstName: "Jane", lastName: "Doe", email: "jane@example.com" }
    const cutoff = monthsBefore(NOW, texts.retentionMonths)
    for (const createdAt of [cutoff - 1, cutoff + 1, NOW]) await store.submitInquiry(inquiryFrom(contact, { createdAt }), () => [], 0)
    for (const [email, consentAt] of [
      ["old@example.com", NOW - 8 * DAY],
      ["new@example.com", NOW - 6 * DAY],
    ] as const) {
      await store.subscribe({ id: crypto.randomUUID(), email, language: "en", consentText: "Yes", consentAt }, () => null, 0)
    }
  })
  afterEach(() => store.close())

  it("deletes inquiries older than data/privacy's period and sign-ups whose link expired", async () => {
    expect(await runCleanup(store, texts, NOW, config)).toEqual({ inquiries: 1, messages: 0, subscribers: 1 })
    expect(await store.listInquiries({})).toHaveLength(2)
    expect((await store.listSubscribers()).map(({ email }) => email)).toEqual(["new@example.com"])
    expect(await runCleanup(store, texts, NOW, config)).toEqual({ inquiries: 0, messages: 0, subscribers: 0 })
  })

  it("runs at start, logs what it deleted, and stops", async () => {
    const log = memoryLog()
    const stop = startCleanup(store, texts, config, log, () => NOW)
    await waitFor(() => log.entries.length > 0, 5_000, "the first run")
    await stop()
    expect(log.entries).toEqual([
      { level: "info", details: { inquiries: 1, messages: 0, subscribers: 1 }, message: "Retention clean-up: deleted" },
    ])
  })

  it("logs a failed run instead of throwing", async () => {
    const log = memoryLog()
    const broken: Store = Object.create(store, { purge: { value: () => Promise.reject(new Error("disk I/O error")) } })
    const stop = startCleanup(broken, texts, config, log)
    await waitFor(() => log.entries.length > 0, 5_000, "the failed run")
    await stop()
    expect(log.entries[0]).toMatchObject({ level: "error", message: expect.stringMatching(/clean-up failed/) })
  })
})
