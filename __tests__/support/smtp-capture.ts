import { SMTPServer, type SMTPServerDataStream } from "smtp-server"

/**
 * A real SMTP server on loopback (smtp-server: no auth, no TLS) that keeps what it receives, for tests that count
 * deliveries (__tests__/server/faults.test.ts, scripts/lab/bench-api.ts). It can be down (not listening) and come
 * up on the same port, and it can stall: take a message whole, keep it as received, and hold back its final "250"
 * until released, as a server does when the connection breaks between its commit and its answer. A client killed
 * then has delivered a message it never learnt of.
 */

export interface CapturedMail {
  /** The Message-ID header, as sent ("<id@domain>"). */
  messageId: string
  /** The envelope's recipients. */
  to: string[]
  receivedAt: number
  raw: string
}

export type SmtpMode = "accept" | "stall"

export interface SmtpCapture {
  readonly port: number
  /** smtp://127.0.0.1:<port> */
  readonly url: string
  readonly received: CapturedMail[]
  /** Messages whose "250" is being held back (mode "stall"). */
  readonly stalled: number
  mode: SmtpMode
  /** Starts listening (again). */
  start(): Promise<void>
  /** Stops listening and drops the connections. */
  stop(): Promise<void>
  /** Sends the held-back answers. */
  release(): void
  /** How many times each Message-ID was received. */
  counts(): Map<string, number>
}

/** The value of a header in a raw message (headers end at the first empty line; folded lines unfolded). */
export function headerOf(raw: string, name: string): string {
  const end = raw.search(/\r?\n\r?\n/)
  const head = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, " ")
  const line = head.split(/\r?\n/).find((candidate) => candidate.toLowerCase().startsWith(`${name.toLowerCase()}:`))
  return line ? line.slice(name.length + 1).trim() : ""
}

export async function createSmtpCapture({ port, listen = true }: { port: number; listen?: boolean }): Promise<SmtpCapture> {
  const received: CapturedMail[] = []
  const held: Array<() => void> = []
  let server: SMTPServer | null = null

  const capture: SmtpCapture = {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    mode: "accept",
    get stalled() {
      return held.length
    },
    start() {
      if (server) return Promise.resolve()
      const instance = new SMTPServer({
        authOptional: true,
        disabledCommands: ["STARTTLS"],
        logger: false,
        // A stopped server drops its connections at once, as a crashed one would
        closeTimeout: 50,
        onData(stream: SMTPServerDataStream, session, callback) {
          const chunks: Buffer[] = []
          stream.on("data", (chunk: Buffer) => chunks.push(chunk))
          stream.on("end", () => {
            const raw = Buffer.concat(chunks).toString("utf8")
            received.push({
              messageId: headerOf(raw, "message-id"),
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              receivedAt: Date.now(),
              raw,
            })
            if (capture.mode === "stall") held.push(() => callback())
            else callback()
          })
        },
      })
      instance.on("error", () => undefined)
      server = instance
      return new Promise((resolve, reject) => {
        const onError = (error: Error) => reject(error)
        instance.server.once("error", onError)
        instance.listen(port, "127.0.0.1", () => {
          instance.server.off("error", onError)
          resolve()
        })
      })
    },
    stop() {
      const instance = server
      server = null
      if (!instance) return Promise.resolve()
      return new Promise((resolve) => instance.close(() => resolve()))
    },
    release() {
      for (const answer of held.splice(0)) {
        try {
          answer()
        } catch {
          // the client is gone
        }
      }
    },
    counts() {
      const counts = new Map<string, number>()
      for (const mail of received) counts.set(mail.messageId, (counts.get(mail.messageId) ?? 0) + 1)
      return counts
    },
  }
  if (listen) await capture.start()
  return capture
}
