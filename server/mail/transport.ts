import fs from "node:fs"
import path from "node:path"
import nodemailer from "nodemailer"
import addressparser, { type MailboxAddress } from "nodemailer/lib/addressparser"
import type { SendMailOptions } from "nodemailer/lib/mailer"
import type { ServerConfig } from "../config"
import type { OutboxMessage } from "../store/store"
import { oneLine } from "./compose"
import type { Log } from "./log"

/** Sends one outbox message; the worker decides what a failure means. */
export interface MailTransport {
  readonly kind: "smtp" | "files"
  send(message: OutboxMessage): Promise<void>
  close(): void
}

/** A failed send, with the SMTP reply code when the server gave one (5xx: permanent) and nodemailer's error code. */
export class MailSendError extends Error {
  override name = "MailSendError"
  constructor(
    message: string,
    readonly responseCode: number | undefined,
    readonly code: string | undefined,
  ) {
    super(message)
  }
}

/** SMTP waits: short, so a dead server costs the worker seconds, not minutes (nodemailer's defaults are 2 min and 10 min). */
export const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 15_000 } as const

/** Stored addresses back into nodemailer's address objects, which it encodes itself (the outbox keeps them as text). */
function addresses(value: string | undefined): MailboxAddress[] {
  return addressparser(value ?? "", { flatten: true })
    .filter((entry) => entry.address)
    .map((entry) => ({ name: oneLine(entry.name), address: oneLine(entry.address) }))
}

/** The options nodemailer sends a stored message with: its own Message-ID and date on every attempt. */
export function mailOptions(message: OutboxMessage): SendMailOptions {
  const { mail } = message
  const [from] = addresses(mail.from)
  const replyTo = addresses(mail.replyTo)
  const headers = Object.fromEntries(Object.entries(mail.headers ?? {}).map(([key, value]) => [oneLine(key), oneLine(value)]))
  return {
    from,
    to: addresses(mail.to),
    ...(replyTo.length > 0 ? { replyTo } : {}),
    subject: oneLine(mail.subject),
    text: mail.text,
    html: mail.html,
    headers,
    messageId: message.messageId,
    date: new Date(message.createdAt),
    // Nothing we send names a file or a URL to attach; refuse them anyway
    disableFileAccess: true,
    disableUrlAccess: true,
  }
}

function sendError(error: unknown): MailSendError {
  const details = (typeof error === "object" && error !== null ? error : {}) as {
    message?: unknown
    responseCode?: unknown
    code?: unknown
  }
  return new MailSendError(
    typeof details.message === "string" ? details.message : String(error),
    typeof details.responseCode === "number" ? details.responseCode : undefined,
    typeof details.code === "string" ? details.code : undefined,
  )
}

/**
 * SMTP_URL: nodemailer's SMTP transport, over one pooled connection. Without
 * it, each message becomes <varDir>/mail/<createdAt>-<id>.eml, the whole RFC 822 text nodemailer would have sent,
 * which any mail program opens: a newcomer's machine needs no mail server.
 */
export function createMailTransport(config: Pick<ServerConfig, "smtpUrl" | "varDir">, log: Log): MailTransport {
  if (config.smtpUrl) {
    // One pooled connection, reused: the worker sends one message at a time, and a new connection per message
    // (TCP, EHLO, often TLS and AUTH) costs ten times the message itself; nodemailer closes it after idling a while
    const smtp = nodemailer.createTransport({ url: config.smtpUrl, pool: true, maxConnections: 1, maxMessages: 100, ...SMTP_TIMEOUTS })
    return {
      kind: "smtp",
      async send(message) {
        try {
          await smtp.sendMail(mailOptions(message))
        } catch (error) {
          throw sendError(error)
        }
      },
      close: () => smtp.close(),
    }
  }

  const folder = path.join(config.varDir, "mail")
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 })
  log.info({ folder }, "No SMTP_URL: e-mails are written to this folder as .eml files")
  const stream = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" })
  return {
    kind: "files",
    async send(message) {
      try {
        const info = await stream.sendMail(mailOptions(message))
        const file = path.join(folder, `${message.createdAt}-${message.id}.eml`)
        // Whole or not at all: a crash mid-write leaves a .tmp, never a cut message
        await fs.promises.writeFile(`${file}.tmp`, info.message as Buffer, { mode: 0o600 })
        await fs.promises.rename(`${file}.tmp`, file)
      } catch (error) {
        throw sendError(error)
      }
    },
    close: () => stream.close(),
  }
}
