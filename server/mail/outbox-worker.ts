import type { ServerConfig } from "../config"
import type { OutboxMessage, Store } from "../store/store"
import type { Log } from "./log"
import { MailSendError, type MailTransport } from "./transport"

/** The longest wait between two attempts at one message. */
export const MAX_BACKOFF_MS = 6 * 3600_000
/** Messages claimed per round: few, so a stop waits for little and a lease covers the whole batch easily. */
export const BATCH_SIZE = 10
/** The shortest sleep when something is due but could not be claimed (leased by another server): no busy loop. */
const MIN_IDLE_MS = 1_000

export interface OutboxWorkerOptions {
  store: Store
  transport: MailTransport
  config: Pick<ServerConfig, "outboxMaxAttempts" | "outboxBackoffMs" | "outboxLeaseMs" | "outboxPollMs">
  log: Log
  /** The clock and the jitter's dice, for tests. */
  now?: () => number
  random?: () => number
}

/**
 * The wait before attempt `attempts + 1`: OUTBOX_BACKOFF_MS doubled per attempt made, at most 6 hours, give or take
 * 10% so messages that failed together do not all come back at the same instant.
 */
export function retryDelay(attempts: number, baseMs: number, random: () => number = Math.random): number {
  const exact = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS)
  return Math.min(Math.round(exact * (0.9 + 0.2 * random())), MAX_BACKOFF_MS)
}

/** 5xx is the receiving server's final no (RFC 5321), except 503, a command out of sequence on that connection. */
export function isPermanent(error: unknown): boolean {
  const code = error instanceof MailSendError ? error.responseCode : undefined
  return code !== undefined && code >= 500 && code < 600 && code !== 503
}

const REFERENCE = /LDT-\d{4}-[0-9A-Z]{6}/

/** What a log line says of a message: its ids and reference, never its body. */
function describe(message: OutboxMessage): Record<string, unknown> {
  return {
    messageId: message.id,
    kind: message.kind,
    reference: REFERENCE.exec(message.mail.subject)?.[0],
    attempts: message.attempts,
  }
}

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1000)

/**
 * Sends the outbox: claims due messages, sends each, marks it. wake() after a write starts a round at once; otherwise
 * it sleeps until the next message is due (a retry, or one another server wrote) or OUTBOX_POLL_MS. One loop per
 * worker; a store that fails is logged and tried again later, never a crash.
 */
export class OutboxWorker {
  private readonly store: Store
  private readonly transport: MailTransport
  private readonly config: OutboxWorkerOptions["config"]
  private readonly log: Log
  private readonly now: () => number
  private readonly random: () => number
  private loop: Promise<void> | null = null
  private stopping = false
  /** Set by wake() while a round runs: the next round starts without sleeping. */
  private woken = false
  private wakeSleeper: (() => void) | null = null
  private storeFailures = 0

  constructor(options: OutboxWorkerOptions) {
    this.store = options.store
    this.transport = options.transport
    this.config = options.config
    this.log = options.log
    this.now = options.now ?? Date.now
    this.random = options.random ?? Math.random
  }

  /** Starts the loop (again a no-op while it runs). */
  start(): void {
    if (this.loop) return
    this.stopping = false
    this.loop = this.run().finally(() => {
      this.loop = null
    })
  }

  /** Something was written to the outbox: look now instead of at the next poll. */
  wake(): void {
    this.woken = true
    this.wakeSleeper?.()
  }

  /** Stops after the message being sent (if any); claimed messages not yet sent are handed back at once. */
  async stop(): Promise<void> {
    this.stopping = true
    this.wakeSleeper?.()
    await this.loop
  }

  /** One round: claims and sends until nothing is due. Returns how many messages it handled. */
  private async round(): Promise<number> {
    let handled = 0
    while (!this.stopping) {
      const batch = await this.store.claimDue(this.now(), BATCH_SIZE, this.config.outboxLeaseMs)
      for (const [index, message] of batch.entries()) {
        if (this.stopping) {
          await this.release(batch.slice(index))
          return handled
        }
        await this.deliver(message)
        handled += 1
      }
      if (batch.length < BATCH_SIZE) break
    }
    return handled
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      this.woken = false
      let sleep: number
      try {
        const handled = await this.round()
        this.storeFailures = 0
        const next = await this.store.nextDue()
        const untilNext = next === null ? this.config.outboxPollMs : next - this.now()
        // Due yet not claimed: another server holds it; look again shortly rather than spin
        sleep = Math.min(this.config.outboxPollMs, untilNext > 0 ? untilNext : handled > 0 ? 0 : MIN_IDLE_MS)
      } catch (error) {
        this.storeFailures += 1
        sleep = Math.min(this.config.outboxPollMs, retryDelay(this.storeFailures, MIN_IDLE_MS, this.random))
        this.log.error({ err: error, retryInMs: sleep }, "Outbox: the store failed; trying again")
      }
      if (this.woken || this.stopping) continue
      await this.sleep(sleep)
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.wakeSleeper = null
        resolve()
      }
      const timer = setTimeout(done, ms)
      // The HTTP server keeps the process alive, not a sleeping worker (a CLI run or a test can end)
      timer.unref()
      this.wakeSleeper = done
    })
  }

  private async deliver(message: OutboxMessage): Promise<void> {
    try {
      await this.transport.send(message)
    } catch (error) {
      await this.failed(message, error)
      return
    }
    await this.store.markSent(message.id, this.now())
    this.log.info(describe(message), "Outbox: sent")
  }

  private async failed(message: OutboxMessage, error: unknown): Promise<void> {
    const text = errorText(error)
    const details = { ...describe(message), error: text, responseCode: error instanceof MailSendError ? error.responseCode : undefined }
    // The recipient is named only when a person has to act on it
    const given = { ...details, to: message.mail.to }
    if (isPermanent(error)) {
      await this.store.markFailed(message.id, text)
      this.log.error(given, "Outbox: refused by the mail server; given up (npm run inquiries -- retry sends it again)")
    } else if (message.attempts >= this.config.outboxMaxAttempts) {
      await this.store.markFailed(message.id, text)
      this.log.error(given, `Outbox: not sent after ${message.attempts} attempts; given up (npm run inquiries -- retry sends it again)`)
    } else {
      const delay = retryDelay(message.attempts, this.config.outboxBackoffMs, this.random)
      await this.store.markRetry(message.id, text, this.now() + delay)
      this.log.warn({ ...details, retryInMs: delay }, "Outbox: not sent; will try again")
    }
  }

  /** Claimed but not tried (the worker is stopping): due again now, for whichever server runs next. */
  private async release(messages: OutboxMessage[]): Promise<void> {
    for (const message of messages) await this.store.markRetry(message.id, "not tried: the server stopped", this.now())
  }
}
